#!/usr/bin/env bats
# The man pages tell the truth: every example of carcjudge(1) and
# carcjudge(5) is run and its output compared, so that none can go stale
# (tests/man-examples says how an example is marked in the page's source).

load helper

@test "every example of carcjudge(1) runs as shown" {
	run "$REPO/tests/man-examples" "$REPO/man/carcjudge.1" 40
	[ "$status" -eq 0 ] || fail_with "examples that differ:"
}

@test "every example of carcjudge(5) runs as shown" {
	run "$REPO/tests/man-examples" "$REPO/man/carcjudge.5" 1
	[ "$status" -eq 0 ] || fail_with "examples that differ:"
}

@test "the example checker fails on a wrong output and on an unmarked example" {
	# A checker that cannot fail is a defect: a page with both faults.
	f="$BATS_TEST_TMPDIR/bad.1"
	cat >"$f" <<'PAGE'
.\" example
.Bd -literal
$ echo one
two
$ printf 'a\en'
a
.Ed
.Bd -literal
$ echo unmarked
unmarked
.Ed
PAGE
	run "$REPO/tests/man-examples" "$f" 2
	[ "$status" -ne 0 ] || fail_with "the checker passed a bad page"
	[ "${lines[0]}" = 'bad.1: $ echo one' ] && [ "${lines[2]}" = two ] &&
		[ "${lines[4]}" = one ] &&
		[ "${lines[5]}" = "bad.1:8: a display with a command is not marked as an example" ] &&
		[ "${lines[6]}" = "bad.1: 2 example commands, 2 problems" ] ||
		fail_with "expected one mismatch and one unmarked display"
}
