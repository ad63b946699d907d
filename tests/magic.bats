#!/usr/bin/env bats
# A position's own tiles where a shell is needed: a block that could loop
# forever, run under timeout(1).  The magic part (Mage & Witch), a
# flier's crash and the own tiles' diagnostics and drawings are goldens
# (tests/golden/MANIFEST, magic-*), worked out by hand from the man pages
# and the rule texts, the working in the manifest.

load helper

@test "own tiles: a literal block holding only a line separator is read, not looped over" {
	f=$(pos lsonly.yaml < <(printf 'players: [red]\ntiles: |-\n    \342\200\250\n    \nboard: []\naction: end-game\n'))
	run timeout 10 "$CARCJUDGE" judge "$f"
	expect_status 0
}
