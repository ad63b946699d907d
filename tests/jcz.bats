#!/usr/bin/env bats
# The JCloisterZone reader's unit tests (tests/unit/test_jcz.c) on the
# saves of tests/jcz: the four sample games and the hand-made ones.  make
# check builds and names it.

load helper

@test "jcz: the reader's unit tests all pass" {
	[ -n "${TEST_JCZ:-}" ] || skip "TEST_JCZ not set (run through make check)"
	# shellcheck disable=SC2086
	run $CARCJUDGE_WRAP "$TEST_JCZ" "$REPO/tests/jcz"
	[ "$status" -eq 0 ] || fail_with "unit tests failed"
	[[ "${lines[-1]}" =~ ^[0-9]+\ passed,\ 0\ failed$ ]] || fail_with "summary"
}
