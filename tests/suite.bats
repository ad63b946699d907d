#!/usr/bin/env bats
# tools/run-suite, what make check runs: the bats files several at a time,
# one TAP stream in their order, "N passed, N failed" last; a skipped test
# is reported, and fails unless tests/allowed-skips lists it with a reason.
# Checked on small bats files of its own.

load helper

setup() {
	trace_failures
	cd "$BATS_TEST_TMPDIR" || return 1
	# (printf: bats would take a line of this file that starts with
	# @test for a test of its own.)  "a three" sleeps so that b.bats,
	# run beside it, ends first: the TAP must still come in file order.
	printf '%s\n' '@test "a one" { true; }' '@test "a # two" { skip "not today"; }' \
		'@test "a three" { sleep 0.1; }' >a.bats
	printf '%s\n' '@test "b one" { true; }' '@test "b two" { false; }' >b.bats
}

# suite ALLOWED-SKIPS FILE...: run-suite on FILE... in two jobs, in an
# environment of its own: this bats' variables, and its own directory at
# the head of PATH, would mislead the bats it runs.
suite() {
	local allowed=$1
	shift
	run env -i PATH="$(own_path)" HOME="$HOME" SUITE_JOBS=2 TMPDIR="${TMPDIR:-/tmp}" \
		SUITE_ALLOWED_SKIPS="$allowed" sh "$REPO/tools/run-suite" "$@"
}

# own_path: $PATH without this bats' own directory.
own_path() {
	local path=":$PATH:"
	path=${path//":$BATS_LIBEXEC:"/:}
	path=${path#:}
	printf '%s\n' "${path%:}"
}

@test "run-suite: the files' tests numbered on in order, the plan, then the counts" {
	printf '# why\na # two\n' >allowed
	suite allowed a.bats b.bats
	[ "$status" -eq 1 ] || fail_with "b two failed: exit 1" || return 1
	[ "$(grep -E '^(not )?ok ' <<<"$output")" = "ok 1 a one
ok 2 a # two # skip not today
ok 3 a three
ok 4 b one
not ok 5 b two" ] || fail_with "the TAP lines" || return 1
	[ "${lines[-3]}" = "1..5" ] || fail_with "the plan" || return 1
	[ "${lines[-2]}" = "1 skipped: 1 allowed by allowed, 0 not (counted as failed)" ] ||
		fail_with "the skip line" || return 1
	[ "${lines[-1]}" = "3 passed, 1 failed" ] || fail_with "the closing line"
}

@test "run-suite: a skip not listed fails, and so does a listed one without its reason" {
	sed -i '/false/d' b.bats
	suite /dev/null a.bats b.bats
	[ "$status" -eq 1 ] || fail_with "an unlisted skip passed" || return 1
	[ "${lines[-2]}" = "1 skipped: 0 allowed by /dev/null, 1 not (counted as failed)" ] &&
		[ "${lines[-1]}" = "3 passed, 1 failed" ] || fail_with "the counts" || return 1
	[[ "$output" == *$'ok 2 a # two # skip not today\n# skipped, and not listed in /dev/null: counted as failed\n'* ]] ||
		fail_with "the skip not marked" || return 1
	printf 'a # two\n' >allowed
	suite allowed a.bats b.bats
	[ "$status" -eq 1 ] || fail_with "an entry without its reason passed" || return 1
	[[ "$output" == *'# allowed:1: "a # two" says not why it may be skipped'* ]] ||
		fail_with "the entry not named" || return 1
	printf '# why\na # two\n' >allowed
	suite allowed a.bats b.bats
	[ "$status" -eq 0 ] && [ "${lines[-1]}" = "3 passed, 0 failed" ] ||
		fail_with "a listed skip with its reason fails"
}

@test "run-suite: a file that stops half way, or whose bats fails, counts as failed" {
	printf '@test "c one" { true; }\n@test "c two" {\n' >c.bats
	suite /dev/null a.bats c.bats
	[ "$status" -eq 1 ] || fail_with "a broken file passed" || return 1
	[[ "${lines[-1]}" == *" passed, "[1-9]*" failed" ]] || fail_with "no failure counted"
}

@test "run-suite: its working directory's name may hold any letter (xargs -I K once hung it)" {
	mkdir K
	printf '# why\na # two\n' >allowed
	TMPDIR=$PWD/K suite allowed a.bats b.bats
	[ "$status" -eq 1 ] && [ "${lines[-1]}" = "3 passed, 1 failed" ] ||
		fail_with "run under a directory named K"
}

@test "run-suite: the suite's allowed skips each say why" {
	# No entry without its reason (run-suite would fail the whole suite).
	run awk '/^#/ { why = 1; next } /^[ \t]*$/ { next } !why { print } { why = 0 }' \
		"$REPO/tests/allowed-skips"
	[ "$status" -eq 0 ] && [ -z "$output" ] || fail_with "entries without a reason:"
}

@test "helper: a failing test names its line as bats does, without bats' DEBUG trap" {
	# trace_failures turns the trap off; the ERR trap must still say
	# where the test failed, through the functions that led there.
	# shellcheck disable=SC2016  # the test file's own $x
	printf '%s\n' "load '$REPO/tests/helper'" 'inner() {' '	[ 1 = 2 ]' '}' \
		'@test "bare" {' '	x=1' '	[ "$x" = 2 ]' '}' \
		'@test "nested" {' '	true' '	inner' '}' >t.bats
	run env -i PATH="$(own_path)" HOME="$HOME" TMPDIR="${TMPDIR:-/tmp}" bats --tap t.bats
	[ "$status" -eq 1 ] || fail_with "the failing tests passed" || return 1
	[[ "$output" == *$'not ok 1 bare\n# (in test file t.bats, line 7)\n#   `[ "$x" = 2 ]\' failed'* ]] ||
		fail_with "the bare failure's line" || return 1
	[[ "$output" == *$'not ok 2 nested\n# (from function `inner\' in file t.bats, line 3,\n#  in test file t.bats, line 11)'* ]] ||
		fail_with "the nested failure's lines"
}

@test "helper: every setup of the suite's files calls trace_failures first" {
	local f bad=()
	for f in "$REPO"/tests/*.bats; do
		grep -q '^setup() {$' "$f" || continue
		[ "$(sed -n '/^setup() {$/{n;p;q}' "$f")" = $'\ttrace_failures' ] ||
			bad+=("${f##*/}")
	done
	[ "${#bad[@]}" -eq 0 ] || fail_with "setup without trace_failures: ${bad[*]}"
}
