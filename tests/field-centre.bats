#!/usr/bin/env bats
# field@C, the field that touches no edge: IC-2's centre, enclosed by its
# four city caps (carcjudge(5), FEATURE ADDRESSES).  Judged, listed and
# scored by the fixtures fixtures/interactions/ic2-centre-field-*.yaml
# and tests/moves/ic2-centre.yaml, named by `tiles` in the goldens tiles-ic-2*;
# here: it is drawn in the middle of the tile, in text and SVG.

load helper

F="$REPO/fixtures/interactions/ic2-centre-field-farmers-3.yaml"

@test "show: a farmer on field@C stands amid IC-2's caps" {
	# IC-2 at (0,0), red's farmer on field@C: the tile's middle row,
	# city either side, the farmer at its centre (column 4 of 7).
	cj show "$F"
	expect_status 0
	[[ "$output" == *$'\n   0 ###R### '* ]] || fail_with "the farmer in the middle"
}

@test "show -f svg: a farmer on field@C is drawn at the tile's centre" {
	local tile meeple
	cj show -f svg "$F"
	expect_status 0
	# The tile's group is translated to its corner; the farmer stands
	# half a tile (50 units) right and down from it.
	tile=$(grep -o '<g class="tile" [^>]*transform="translate([0-9]*,[0-9]*)"><title>IC-2 at (0,0)' <<<"$output" |
		sed 's/.*translate(\([0-9]*\),\([0-9]*\)).*/\1 \2/')
	meeple=$(grep -o '<title>red follower on field@C at (0,0)</title><use [^>]*transform="translate([0-9]*,[0-9]*)' <<<"$output" |
		sed 's/.*translate(\([0-9]*\),\([0-9]*\))$/\1 \2/')
	[ -n "$tile" ] && [ -n "$meeple" ] || fail_with "the tile or the farmer not found"
	read -r tx ty <<<"$tile"
	read -r mx my <<<"$meeple"
	[ "$mx" -eq $((tx + 50)) ] && [ "$my" -eq $((ty + 50)) ] ||
		fail_with "farmer at $mx,$my, tile at $tx,$ty"
}

@test "a position's own tiles: 'field C' is field@C, scored and refused beside a half-edge" {
	# RING: IC-2's four caps, but its centre field touches only the north
	# and south cities (touches=N,S).  E turned 180 (0,1) closes the
	# north cap, E (0,-1) the south one; east and west stay open.  At
	# game end red's farmer on field@C: 2 completed cities x 3 = 6.
	local in="$BATS_TEST_TMPDIR/ring.yaml"
	printf '%s\n' 'tiles: |' '  tile RING' '  edges C C C C' '  city N' \
	    '  city E' '  city S' '  city W' '  field C touches=N,S' \
	    'players: [red, blue]' 'board:' \
	    '  - {tile: RING, at: [0, 0], meeples: [{player: red, feature: field@C}]}' \
	    '  - {tile: E, at: [0, 1], rot: 180}' '  - {tile: E, at: [0, -1]}' \
	    'action: end-game' >"$in"
	cj judge "$in"
	expect_status 0
	[[ "$output" == *"  The field amid the cities on (0,0): 2 completed cities x 3 = 6 points to red."* ]] ||
		fail_with "the centre field's farm"
	[[ "$output" == *$'\nTotals: red 6, blue 0.\n'* ]] || fail_with "totals"
	# C with a half-edge is refused at its place in the file.
	sed -i 's/field C touches/field C NNW touches/' "$in"
	cj judge "$in"
	expect_invalid "$in"
	expect_at "$in" 8 11
	[[ "$stderr" == *"C is the field that touches no edge: not with half-edges in one field line"* ]] ||
		fail_with "the message"
}
