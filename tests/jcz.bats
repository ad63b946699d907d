#!/usr/bin/env bats
# The JCloisterZone reader's unit tests (tests/unit/test_jcz.c) on the
# saves of tests/jcz: the four sample games and the hand-made ones.  make
# check builds and names it.

load helper

@test "jcz: the reader's unit tests all pass" {
	# make check names the binary it built; run alone, the suite looks for
	# the default build's, and fails rather than skip when it is not there.
	: "${TEST_JCZ:=$REPO/build/rel/test_jcz}"
	[ -x "$TEST_JCZ" ] ||
		fail_with "no unit-test binary $TEST_JCZ (build it: make check)" ||
		return 1
	# shellcheck disable=SC2086
	run $CARCJUDGE_WRAP "$TEST_JCZ" "$REPO/tests/jcz"
	[ "$status" -eq 0 ] || fail_with "unit tests failed"
	[[ "${lines[-1]}" =~ ^[0-9]+\ passed,\ 0\ failed$ ]] || fail_with "summary"
}
