#!/usr/bin/env bats
# The build off Debian (libyaml through pkg-config or -lyaml, no dpkg),
# make install / uninstall into a DESTDIR, and tools/need-packages: it
# installs with apt-get only as root, and otherwise says what to install.

load helper

# lib_dir: the libraries built beside the tool under test (make install
# takes them from there rather than build them).
lib_dir() {
	beside libcarcjudge.a || true
}

# stub NAME [SCRIPT]: a command NAME in $BATS_TEST_TMPDIR/bin running the
# shell SCRIPT; with no SCRIPT, a link to the real NAME.
stub() {
	local bin="$BATS_TEST_TMPDIR/bin"
	mkdir -p "$bin"
	if [ "$#" -eq 1 ]; then
		ln -sf "$(command -v "$1")" "$bin/$1"
	else
		printf '#!/bin/sh\n%s\n' "$2" >"$bin/$1"
		chmod +x "$bin/$1"
	fi
}

# need PKG...: tools/need-packages with only the stubs on PATH (no dpkg,
# no apt-get unless stubbed); apt-get's stub logs to apt.log.
need() {
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/bin" \
		/bin/sh "$REPO/tools/need-packages" "$@"
}

# apt_stub: an apt-get that logs its arguments to apt.log.
apt_stub() {
	# shellcheck disable=SC2016  # expanded by the stub, not here
	stub apt-get 'echo "$*" >>"$BATS_TEST_TMPDIR/apt.log"'
}

# The commands need-packages itself runs.
need_basics() {
	stub mktemp
	stub rm
}

@test "make install: binary, library, man pages, completion and examples under PREFIX; uninstall removes them" {
	local d="$BATS_TEST_TMPDIR/stage dir" f want got
	mk install DESTDIR="$d" PREFIX=/usr INSTALL_BIN="$CARCJUDGE" INSTALL_LIB="$(lib_dir)" \
		WEB_PAGE="$BATS_TEST_TMPDIR/no-page.html"
	expect_status 0
	# Every file of examples/, which the man pages' EXAMPLES read.
	want=$(printf '%s
' ./usr/bin/carcjudge \
		./usr/include/carcjudge.h ./usr/lib/libcarcjudge.a \
		./usr/lib/libcarcjudge.so.1 ./usr/lib/pkgconfig/carcjudge.pc \
		./usr/share/bash-completion/completions/carcjudge \
		./usr/share/man/man1/carcjudge.1 ./usr/share/man/man3/carcjudge.3 \
		./usr/share/man/man5/carcjudge.5
		cd "$REPO" && for f in examples/*; do
			echo "./usr/share/doc/carcjudge/$f"
		done)
	want=$(LC_ALL=C sort <<<"$want")
	got=$(cd "$d" && find . -type f | LC_ALL=C sort)
	[ "$got" = "$want" ] || fail_with "installed:" "$got" "expected:" "$want" ||
		return 1
	[ "$(stat -c %a "$d/usr/bin/carcjudge")" = 755 ] || fail_with "binary mode"
	for f in share/bash-completion/completions/carcjudge \
		share/doc/carcjudge/examples/worked.yaml share/man/man1/carcjudge.1 \
		share/man/man5/carcjudge.5; do
		[ "$(stat -c %a "$d/usr/$f")" = 644 ] || fail_with "$f: mode" || return 1
	done
	cmp "$REPO/completion/carcjudge.bash" \
		"$d/usr/share/bash-completion/completions/carcjudge"
	diff -r "$REPO/examples" "$d/usr/share/doc/carcjudge/examples"
	cmp "$CARCJUDGE" "$d/usr/bin/carcjudge"
	# The installed tool judges the installed example: legal (exit 0).
	run "$d/usr/bin/carcjudge" judge "$d/usr/share/doc/carcjudge/examples/worked.yaml"
	expect_status 0
	mk uninstall DESTDIR="$d" PREFIX=/usr
	expect_status 0
	got=$(cd "$d" && find . -type f -o -type l)
	[ -z "$got" ] || fail_with "left behind: $got" || return 1
	[ ! -e "$d/usr/share/doc/carcjudge" ] || fail_with "doc directory left"
}

@test "make install: the page under share/carcjudge when it is built, else how to build it" {
	local d="$BATS_TEST_TMPDIR/stage" page="$BATS_TEST_TMPDIR/page.html"
	mk install DESTDIR="$d" PREFIX=/usr INSTALL_BIN="$CARCJUDGE" INSTALL_LIB="$(lib_dir)" \
		WEB_PAGE="$page"
	expect_status 0
	[[ "$output" == *"the page is not built: 'make web' builds it"* ]] ||
		fail_with "no word on the page: $output" || return 1
	[ ! -e "$d/usr/share/carcjudge" ] || fail_with "a page installed" || return 1
	printf '<!DOCTYPE html>\n' >"$page"
	mk install DESTDIR="$d" PREFIX=/usr INSTALL_BIN="$CARCJUDGE" INSTALL_LIB="$(lib_dir)" \
		WEB_PAGE="$page"
	expect_status 0
	cmp "$page" "$d/usr/share/carcjudge/carcjudge.html" || return 1
	[ "$(stat -c %a "$d/usr/share/carcjudge/carcjudge.html")" = 644 ] ||
		fail_with "page mode" || return 1
	mk uninstall DESTDIR="$d" PREFIX=/usr
	expect_status 0
	[ ! -e "$d/usr/share/carcjudge" ] || fail_with "page left behind"
}

@test "make install: PREFIX defaults to /usr/local; bash-completion finds the completion there" {
	local d="$BATS_TEST_TMPDIR/stage" bc=/usr/share/bash-completion/bash_completion
	mk install DESTDIR="$d" INSTALL_BIN="$CARCJUDGE" INSTALL_LIB="$(lib_dir)"
	expect_status 0
	[ -x "$d/usr/local/bin/carcjudge" ] || fail_with "no usr/local/bin/carcjudge"
	[ -f "$d/usr/local/share/bash-completion/completions/carcjudge" ] ||
		fail_with "no completion under usr/local/share"
	[ -f "$d/usr/local/share/doc/carcjudge/examples/worked.yaml" ] ||
		fail_with "no example under usr/local/share/doc"
	# make check installs it (make deps-test): without it, a failure.
	[ -r "$bc" ] || fail_with "bash-completion is not installed (make deps-test)" ||
		return 1
	# bash-completion's loader looks in DIR/bash-completion/completions for
	# each DIR of XDG_DATA_DIRS: here, $(PREFIX)/share.
	run bash --norc --noprofile -c '. "$1" || exit 9
		XDG_DATA_DIRS=$2 BASH_COMPLETION_USER_DIR=/nonexistent
		__load_completion carcjudge && complete -p carcjudge' \
		_ "$bc" "$d/usr/local/share"
	expect_status 0
	[ "$output" = "complete -F _carcjudge carcjudge" ] ||
		fail_with "the loader did not find the installed completion"
}

@test "build: libyaml's flags come from pkg-config, else -lyaml alone" {
	local fake="$BATS_TEST_TMPDIR/fake-pkg-config"
	printf '#!/bin/sh\ncase "$*" in\n*--cflags*) echo -I/opt/yaml/include ;;\n*--libs*) echo -L/opt/yaml/lib -lyaml ;;\nesac\n' >"$fake"
	chmod +x "$fake"
	mk -n -B all PKG_CONFIG="$fake"
	expect_status 0
	grep -q -- ' -c .*src/judge\.c' <<<"$output" || fail_with "no compile line" ||
		return 1
	grep -- ' -c .*src/judge\.c' <<<"$output" | grep -q -- '-I/opt/yaml/include' ||
		fail_with "pkg-config's --cflags not used" || return 1
	grep -- '-o build/rel/carcjudge ' <<<"$output" |
		grep -q -- '-L/opt/yaml/lib -lyaml' ||
		fail_with "pkg-config's --libs not used" || return 1
	# No pkg-config at all, and one that does not know yaml-0.1.
	for fake in "$BATS_TEST_TMPDIR/no-such-pkg-config" false; do
		mk -n -B all PKG_CONFIG="$fake"
		expect_status 0 || return 1
		grep -- '-o build/rel/carcjudge ' <<<"$output" | grep -q -- ' -lyaml *$' ||
			fail_with "PKG_CONFIG=$fake: not linked with -lyaml" || return 1
	done
}

@test "build: plain make builds with no dpkg, apt-get or need-packages" {
	local b="$BATS_TEST_TMPDIR/b" c objs
	local -a flavour=()
	# A PATH holding only what a build runs.
	for c in make sh cc gcc as ld cp mv mkdir rm pkg-config; do
		if command -v "$c" >/dev/null; then stub "$c"; fi
	done
	run env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u SAN -u DEBUG -u COV PATH="$BATS_TEST_TMPDIR/bin" \
		sh -c '! command -v dpkg && ! command -v dpkg-query &&
			! command -v apt-get'
	[ "$status" -eq 0 ] || fail_with "dpkg or apt-get on the stub PATH" ||
		return 1
	# Compiling every object again costs 10 s of CPU: the objects of the
	# build under test, when they lie beside it, are taken as they are
	# (built the same way: its SAN, COV or DEBUG), but for one object of
	# src/ and the catalogue's, so that every rule of the build runs on
	# the stub PATH -- an object, the embed tool, the catalogue, the link.
	objs=$(dirname "$CARCJUDGE")
	case $objs in
	*/build/rel) ;;
	*/build/san) flavour=(SAN=1) ;;
	*/build/cov) flavour=(COV=1) ;;
	*/build/debug) flavour=(DEBUG=1) ;;
	*) objs= ;;
	esac
	mkdir -p "$b"
	if [ -n "$objs" ] && [ -e "$objs/judge.o" ]; then
		mkdir -p "$b/ext" "$b/out"
		cp -p "$objs"/*.o "$objs"/ruleids "$objs"/ruleid.h "$b/"
		cp -p "$objs"/ext/*.o "$b/ext/"
		cp -p "$objs"/out/*.o "$b/out/"
		rm -f "$b/xalloc.o" "$b/catalogue.o"
	fi
	run env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u SAN -u DEBUG -u COV PATH="$BATS_TEST_TMPDIR/bin" \
		make --no-print-directory -C "$REPO" "${flavour[@]}" BUILD="$b" "$b/carcjudge"
	expect_status 0
	[[ "$output" != *need-packages* ]] || fail_with "the build ran need-packages"
	for c in "-c -o $b/xalloc.o src/xalloc.c" "-o $b/embed tools/embed.c" \
		"$b/embed tiles_data" "-c -o $b/catalogue.o $b/catalogue.c" \
		"-o $b/carcjudge "; do
		[[ "$output" == *"$c"* ]] || fail_with "no '$c' in the build" || return 1
	done
	run "$b/carcjudge" --version
	expect_status 0
}

@test "need-packages: nothing missing, nothing done, even without dpkg" {
	need_basics
	stub jq
	stub id 'echo 0'
	apt_stub
	need jq
	expect_status 0
	[ -z "$output$stderr" ] || fail_with "said something"
	[ ! -e "$BATS_TEST_TMPDIR/apt.log" ] || fail_with "ran apt-get"
}

@test "need-packages: as root with apt-get, installs exactly what is missing" {
	need_basics
	stub jq
	stub id 'echo 0'
	apt_stub
	need jq shellcheck-missing-here
	expect_status 0
	run cat "$BATS_TEST_TMPDIR/apt.log"
	[ "${lines[0]}" = "update -qq" ] || fail_with "no apt-get update" || return 1
	[ "${lines[1]}" = "install -y -qq --no-install-recommends shellcheck-missing-here" ] ||
		fail_with "not the missing package alone"
}

@test "need-packages: not root, it names what to install and fails" {
	need_basics
	stub id 'echo 1000'
	apt_stub
	need bats jq
	expect_status 1
	[[ "$stderr" == *"missing: bats jq"* ]] || fail_with "what is missing" || return 1
	[[ "$stderr" == *"apt-get install bats jq"* ]] || fail_with "how to install" ||
		return 1
	[ ! -e "$BATS_TEST_TMPDIR/apt.log" ] || fail_with "ran apt-get"
}

@test "need-packages: off Debian, the local package manager's names" {
	need_basics
	stub id 'echo 0'
	stub dnf 'exit 0'
	# libyaml is probed by compiling against it: a compiler that fails.
	CC=/bin/false need libyaml-dev shellcheck
	expect_status 1
	[[ "$stderr" == *"missing: libyaml-dev shellcheck"* ]] ||
		fail_with "what is missing" || return 1
	[[ "$stderr" == *"dnf install libyaml-devel ShellCheck"* ]] ||
		fail_with "dnf's names"
}

@test "need-packages: no package manager known, still names the packages" {
	need_basics
	stub id 'echo 0'
	need jq
	expect_status 1
	[[ "$stderr" == *"missing: jq"* ]] || fail_with "what is missing"
}

@test "need-packages: libyaml is found by compiling against it, as the build does" {
	need_basics
	for c in cc gcc as ld pkg-config; do
		if command -v "$c" >/dev/null; then stub "$c"; fi
	done
	need libyaml-dev
	expect_status 0
}
