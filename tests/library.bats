#!/usr/bin/env bats
# The library (carcjudge(3)): what make install puts where, the program
# of its EXAMPLES section built against the installed library with
# pkg-config and run, and that the shared library exports cj_* only.

load helper

# lib_dir: the libraries built beside the tool under test (make install
# takes them from there rather than build them).
lib_dir() {
	beside libcarcjudge.a || true
}

# san: the compiler flags a program linked with the libraries under test
# needs (make check SAN=1 builds them with ASan and UBSan, make coverage
# with gcov's counters, whose runtime the static library leaves out).
san() {
	case $(lib_dir) in
	*/build/san) echo "-fsanitize=address,undefined" ;;
	*/build/cov) echo "--coverage" ;;
	esac
}

# The program of carcjudge(3)'s EXAMPLES: its first literal display, with
# mdoc's \e made a backslash again.
example_program() {
	awk '/^\.Sh EXAMPLES/ { ex = 1; next }
		/^\.Sh / { ex = 0 }
		ex && /^\.Bd -literal/ && !done { on = 1; next }
		on && /^\.Ed/ { on = 0; done = 1; next }
		on' "$REPO/man/carcjudge.3" | sed 's/\\e/\\/g'
}

@test "library: make install puts the header, both libraries, carcjudge.pc and carcjudge(3) under PREFIX" {
	local d="$BATS_TEST_TMPDIR/prefix"
	mk install PREFIX="$d" INSTALL_BIN="$CARCJUDGE" INSTALL_LIB="$(lib_dir)"
	expect_status 0
	[ -f "$d/include/carcjudge.h" ] && [ -f "$d/lib/libcarcjudge.a" ] &&
		[ -f "$d/lib/libcarcjudge.so.1" ] &&
		[ "$(readlink "$d/lib/libcarcjudge.so")" = libcarcjudge.so.1 ] &&
		[ -f "$d/lib/pkgconfig/carcjudge.pc" ] &&
		[ -f "$d/share/man/man3/carcjudge.3" ] ||
		fail_with "installed:" "$(cd "$d" && find . | LC_ALL=C sort)" ||
		return 1
	run readelf -d "$d/lib/libcarcjudge.so.1"
	[[ "$output" == *"Library soname: [libcarcjudge.so.1]"* ]] ||
		fail_with "soname" "$output"
}

@test "library: the shared library exports cj_* and nothing else" {
	local so bad
	so="$(lib_dir)/libcarcjudge.so.1"
	[ -f "$so" ] || fail_with "no $so (make check builds it)" || return 1
	run nm -D --defined-only "$so"
	expect_status 0
	[[ "$output" == *" T cj_run"* ]] && [[ "$output" == *" T cj_version"* ]] ||
		fail_with "no cj_run, cj_version:" "$output" || return 1
	bad=$(printf '%s\n' "$output" | awk '$3 !~ /^cj_/')
	[ -z "$bad" ] || fail_with "exported besides cj_*:" "$bad"
}

@test "library: carcjudge(3)'s EXAMPLES program builds with pkg-config against the installed library and runs" {
	local d="$BATS_TEST_TMPDIR/prefix" w="$BATS_TEST_TMPDIR/ex" flags
	mk install PREFIX="$d" INSTALL_BIN="$CARCJUDGE" INSTALL_LIB="$(lib_dir)"
	expect_status 0
	mkdir -p "$w"
	example_program >"$w/judge.c"
	grep -q 'cj_run' "$w/judge.c" || fail_with "no program in EXAMPLES" ||
		return 1
	flags=$(PKG_CONFIG_PATH="$d/lib/pkgconfig" pkg-config --cflags --libs carcjudge) ||
		fail_with "pkg-config does not know carcjudge" || return 1
	# shellcheck disable=SC2086,SC2046  # the flags are words
	run cc -std=c17 -Wall -Werror $(san) -o "$w/judge" "$w/judge.c" $flags
	expect_status 0
	run --separate-stderr env LD_LIBRARY_PATH="$d/lib" "$w/judge"
	expect_status 0
	[ "${lines[0]}" = "carcjudge 0.1, exit status 0" ] &&
		[ "${lines[1]}" = "Legal: red's turn may be played as given." ] &&
		[ -z "$stderr" ] || fail_with "$output" "$stderr" || return 1
	# The same program linked with the static library alone (pkg-config
	# --static adds what it needs: libyaml, threads).
	local libs
	flags=$(PKG_CONFIG_PATH="$d/lib/pkgconfig" pkg-config --static --cflags --libs-only-other --libs-only-L carcjudge)
	libs=$(PKG_CONFIG_PATH="$d/lib/pkgconfig" pkg-config --static --libs-only-l carcjudge)
	libs=${libs//-lcarcjudge/}
	# shellcheck disable=SC2086,SC2046  # the flags are words
	run cc -std=c17 $(san) -o "$w/judge-static" "$w/judge.c" $flags \
		"$d/lib/libcarcjudge.a" $libs
	expect_status 0
	run --separate-stderr "$w/judge-static"
	expect_status 0
	[ "${lines[1]}" = "Legal: red's turn may be played as given." ] ||
		fail_with "$output"
}

@test "library: the structured calls (read, judge, write) answer as the command line does" {
	# make check names the binary it built; run alone, the suite looks for
	# the default build's, and fails rather than skip when it is not there.
	: "${TEST_API:=$REPO/build/rel/test_api}"
	[ -x "$TEST_API" ] ||
		fail_with "no unit-test binary $TEST_API (build it: make check)" ||
		return 1
	cd "$REPO"
	# shellcheck disable=SC2086
	run $CARCJUDGE_WRAP "$TEST_API"
	[ "$status" -eq 0 ] || fail_with "unit tests failed" "$output"
	[[ "${lines[-1]}" =~ ^[0-9]+\ passed,\ 0\ failed$ ]] || fail_with "summary"
}

@test "library: main.c and cmd_*.c are clients of carcjudge.h alone: every engine symbol they use is cj_*" {
	local dir defs used bad o name
	local -a engine=() clients=()
	dir=$(beside main.o) || fail_with "no main.o beside $CARCJUDGE" || return 1
	for o in "$dir"/*.o "$dir"/*/*.o; do
		case ${o##*/} in
		main.o | cmd_*.o) clients+=("$o") ;;
		*) engine+=("$o") ;;
		esac
	done
	[ "${#clients[@]}" -ge 10 ] || fail_with "clients:" "${clients[@]}" ||
		return 1
	defs=$(nm -g --defined-only "${engine[@]}" | awk 'NF == 3 { print $3 }' | sort -u)
	used=$(nm -u "$dir/main.o" | awk '{ print $NF }' | sort -u)
	[[ "$used" == *cj_run* ]] || fail_with "main.o calls no cj_run:" "$used" ||
		return 1
	for o in "${clients[@]}"; do
		name=${o##*/}
		name=${name%.o}
		used=$(nm -u "$o" | awk '{ print $NF }' | sort -u)
		bad=$(comm -12 <(printf '%s\n' "$defs") <(printf '%s\n' "$used") |
			awk '!/^cj_/')
		[ -z "$bad" ] || fail_with "$name.o uses the engine's" "$bad" ||
			return 1
	done
}

@test "library: carcjudge(3)'s SYNOPSIS lists every function carcjudge.h declares, and no other" {
	local declared listed
	declared=$(tr '\n' ' ' <"$REPO/src/carcjudge.h" |
		grep -o 'CJ_API [^(;#]*(' | grep -o 'cj_[a-z_]*($' | tr -d '(' |
		LC_ALL=C sort)
	listed=$(awk '/^\.Sh SYNOPSIS/ { s = 1; next } /^\.Sh / { s = 0 }
		s && /^\.F[no] cj_/ { print $2 }' "$REPO/man/carcjudge.3" |
		LC_ALL=C sort)
	[ "$(wc -l <<<"$declared")" -ge 40 ] ||
		fail_with "functions read from carcjudge.h:" "$declared" || return 1
	[ "$declared" = "$listed" ] || fail_with "declared, listed:" \
		"$(diff <(echo "$declared") <(echo "$listed"))"
}
