#!/usr/bin/env bats
# field@C, the field that touches no edge: IC-2's centre, enclosed by its
# four city caps (carcjudge(5), FEATURE ADDRESSES).  Judged, listed and
# scored by the fixtures fixtures/interactions/ic2-centre-field-*.yaml
# and tests/moves/ic2-centre.yaml, named by `tiles` in tests/tiles.bats;
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
	tile=$(grep -o '<g class="tile" transform="translate([0-9]*,[0-9]*)"><title>IC-2 at (0,0)' <<<"$output" |
		sed 's/.*translate(\([0-9]*\),\([0-9]*\)).*/\1 \2/')
	meeple=$(grep -o '<title>red follower on field@C at (0,0)</title><use [^>]*transform="translate([0-9]*,[0-9]*)' <<<"$output" |
		sed 's/.*translate(\([0-9]*\),\([0-9]*\))$/\1 \2/')
	[ -n "$tile" ] && [ -n "$meeple" ] || fail_with "the tile or the farmer not found"
	read -r tx ty <<<"$tile"
	read -r mx my <<<"$meeple"
	[ "$mx" -eq $((tx + 50)) ] && [ "$my" -eq $((ty + 50)) ] ||
		fail_with "farmer at $mx,$my, tile at $tx,$ty"
}
