#!/usr/bin/env bats
# The YAML loader's unit tests (tests/unit/test_ynode.c): positions of
# nodes, every refusal, the limits.  make check builds and names it.

load helper

@test "ynode: the loader's unit tests all pass" {
	[ -n "${TEST_YNODE:-}" ] || skip "TEST_YNODE not set (run through make check)"
	# shellcheck disable=SC2086
	run $CARCJUDGE_WRAP "$TEST_YNODE"
	[ "$status" -eq 0 ] || fail_with "unit tests failed"
	[[ "${lines[-1]}" =~ ^[0-9]+\ passed,\ 0\ failed$ ]] || fail_with "summary"
}
