#!/usr/bin/env bats
# carcjudge tiles: the unit tests of the line format
# (tests/unit/test_tiles.c), and an empty --edges (which the golden
# manifest cannot write).  The list in plain words, a tile drawn and named
# at a rotation, finding tiles by their edges, the catalogue as JSON and
# names suggested for an unknown id are goldens (tests/golden/MANIFEST,
# tiles*), each worked out by hand from the tile's facts in rules/tiles,
# the working in the manifest.

load helper

@test "tiles: the line format's unit tests all pass" {
	# As unit.bats: the binary make check built, else the default build's.
	: "${TEST_TILES:=$REPO/build/rel/test_tiles}"
	[ -x "$TEST_TILES" ] ||
		fail_with "no unit-test binary $TEST_TILES (build it: make check)" ||
		return 1
	# shellcheck disable=SC2086
	run $CARCJUDGE_WRAP "$TEST_TILES"
	[ "$status" -eq 0 ] || fail_with "unit tests failed"
	[[ "${lines[-1]}" =~ ^[0-9]+\ passed,\ 0\ failed$ ]] || fail_with "summary"
}

@test "tiles: an empty --edges exits 2 with one line" {
	cj tiles --edges ''
	expect_status 2
	[ -z "$output" ] || fail_with "stdout"
	[ "$stderr" = "carcjudge: --edges '': four letters, the edges clockwise from north, each C, R or F" ] ||
		fail_with "one line"
}
