#!/usr/bin/env bats
# The YAML loader's unit tests (tests/unit/test_ynode.c): positions of
# nodes, every refusal, the limits.  make check builds and names it.

load helper

@test "ynode: the loader's unit tests all pass" {
	# make check names the binary it built; run alone, the suite looks for
	# the default build's, and fails rather than skip when it is not there.
	: "${TEST_YNODE:=$REPO/build/rel/test_ynode}"
	[ -x "$TEST_YNODE" ] ||
		fail_with "no unit-test binary $TEST_YNODE (build it: make check)" ||
		return 1
	# shellcheck disable=SC2086
	run $CARCJUDGE_WRAP "$TEST_YNODE"
	[ "$status" -eq 0 ] || fail_with "unit tests failed"
	[[ "${lines[-1]}" =~ ^[0-9]+\ passed,\ 0\ failed$ ]] || fail_with "summary"
}
