#!/usr/bin/env bats
# The magic part (Mage & Witch), a flier's crash and a position's own tiles
# (carcjudge(5), ACTION and OWN TILES; carcjudge(1), The text form and
# DIAGNOSTICS).  Every expected value is worked out by hand from the man
# pages and the rule texts; the working is in the comments.  The fixtures
# under fixtures/ judge each rule; these tests hold what a fixture cannot:
# several diagnostics, the output's words, what show draws.

load helper

# D (0,0): the mage on its road W-E.  Red places MW-4 (caps N and S, a
# magic symbol) at (0,1); its north cap is the one free target (MW-MOVE).
magic() {
	pos magic.yaml <<EOF
players: [red, blue]
board:
  - {tile: D, at: [0, 0], meeples: [{kind: mage, feature: road@E}]}
action:
  player: red
  place: {tile: MW-4, at: [0, 1]}
  $1
EOF
}

@test "magic: the move is applied after the placement, citing MW-MOVE" {
	f=$(magic 'magic: {figure: mage, feature: city@N}')
	cj judge -f json "$f"
	expect_status 0
	# place's three citations (empty, adjacent, one shared edge), then the
	# symbol and the move.
	expect_json_eq '[.applied[].rule]' \
	    '["BASE-TILE-EMPTY","BASE-TILE-ADJACENT","BASE-TILE-EDGES","MW-MOVE","MW-MOVE"]'
	cj judge "$f"
	[[ "$output" == *"[MW-MOVE] the mage moves from the road on D at (0,0) (road@E) to the north city on MW-4 at (0,1) (city@N)"* ]] ||
		fail_with "the text names where the mage goes"
}

@test "magic: a missing part is illegal, before any deployment is judged" {
	# The deployment is illegal too (a mage cannot be deployed), but the
	# magic part comes first and judging stops there.
	f=$(magic 'deploy: {feature: city@N, kind: mage}')
	cj judge -f json "$f"
	expect_status 1
	expect_json_eq '[.violations[].rule]' '["MW-MOVE"]'
}

@test "magic: a magic part with a remove and a feature is an input error at the feature" {
	f=$(magic 'magic: {remove: mage, feature: road@E}')
	cj judge "$f"
	expect_invalid "$f"
	# line 7: "  magic: {remove: mage, feature: road@E}", road@E at column 34
	expect_at "$f" 7 34
}

# FM-1 (fields only, arrow north-west at rot 0) turned 90 at (-1,-1): the
# arrow points north-east; roll 2 reaches (1,1), an empty square.
@test "crash: the text and the document say the flight crashes and the follower stays in supply" {
	f=$(pos crash.yaml <<'EOF'
players: [red, blue]
board:
  - {tile: U, at: [-1, 0]}
  - {tile: D, at: [0, 0]}
action:
  player: red
  place: {tile: FM-1, at: [-1, -1], rot: 90}
  deploy: {via: flier, roll: 2}
EOF
)
	cj judge -f json "$f"
	expect_status 0
	expect_json_eq \
		'.totals' '{"red":0,"blue":0}' \
		'[.applied[] | select(.rule == "FLIER-LAND") | .message]' '["a roll of 2 along the arrow (north-east) reaches (1,1), an empty square","the flight crashes: red'"'"'s follower stays in supply"]'
	cj judge "$f"
	[[ "$output" == *"[FLIER-LAND] the flight crashes: red's follower stays in supply."* ]] ||
		fail_with "the text says the flight crashes"
}

@test "crash: a named feature where nothing takes the follower says the turn is a crash" {
	# Roll 2 reaches the empty (1,1); the action lands on road@W there.
	f=$(pos land.yaml <<'EOF'
players: [red, blue]
board:
  - {tile: U, at: [-1, 0]}
  - {tile: D, at: [0, 0]}
action:
  player: red
  place: {tile: FM-1, at: [-1, -1], rot: 90}
  deploy: {via: flier, roll: 2, feature: road@W, at: [1, 1]}
EOF
)
	cj judge -f json "$f"
	expect_status 1
	expect_json_eq '[.violations[].rule]' '["FLIER-LAND"]'
	[[ "$output" == *"the flight crashes, which the turn writes as deploy: {via: flier, roll: 2} without feature"* ]] ||
		fail_with "the violation says how to write the crash"
}

@test "own tiles: every error of a tiles: block is reported, each at its line and column" {
	# Line 4 "    edges F R X F": "edges" at column 5, X at 15; line 5
	# "    road E S curvy": "road" at 5, E 10, S 12, curvy 14.  The block
	# is read whole, so both errors are reported, in file order.
	f=$(pos own.yaml <<'EOF'
players: [red, blue]
tiles: |
    tile BEND
    edges F R X F
    road E S curvy
    field SSW WSW WNW NNW NNE ENE
    field ESE SSE
board:
  - {tile: D, at: [0, 0]}
action: end-game
EOF
)
	cj judge "$f"
	expect_invalid "$f"
	[ "${#stderr_lines[@]}" -eq 2 ] ||
		fail_with "two errors, two diagnostics"
	[[ "${stderr_lines[0]}" == "carcjudge: $f:4:15: error: edge S 'X': "* ]] ||
		fail_with "first: the edge X at 4:15"
	[[ "${stderr_lines[1]}" == "carcjudge: $f:5:14: error: unknown word 'curvy'"* ]] ||
		fail_with "second: curvy at 5:14"
}

@test "own tiles: show draws a file's own tile as it draws the catalogue's" {
	# DEADEND: a road from W ending at houses ('h', carcjudge(1),
	# Drawings), at (1,0) beside U (0,0).  The middle row of the drawing
	# holds U's road across its 7 characters, the blank between squares,
	# then DEADEND's stub from its west edge to the houses, field east of
	# them: "------- --h....".
	f=$(pos show.yaml <<'EOF'
players: [red, blue]
tiles: |
  tile DEADEND
  edges F F F R
  road W end=houses
  field NNW NNE ENE ESE SSE SSW WSW WNW
board:
  - {tile: U, at: [0, 0]}
  - {tile: DEADEND, at: [1, 0]}
EOF
)
	cj show "$f"
	expect_status 0
	[[ "$output" == *"------- --h...."* ]] ||
		fail_with "U's road runs into DEADEND's houses"
}

@test "own tiles: a line separator ends a line of the block as of the file" {
	# libyaml ends a line at U+2028 (LS) and keeps the character in a
	# quoted value; the tile format ends its lines where libyaml ends the
	# file's (a file written with LS line breaks keeps them in its tiles:
	# block too).  So "tile X", LS, "edges F R X F" are two lines: X is a
	# catalogue id (2:14: '"' at 8, "tile" from 9, X at 14), and the edge
	# X is no edge (3:13: "  edges F R X": edges from 3, F 9, R 11, X 13).
	f=$(pos ls.yaml < <(printf 'players: [red]\ntiles: "tile X\342\200\250  edges F R X F"\nboard: []\naction: end-game\n'))
	cj judge "$f"
	expect_invalid "$f"
	[[ "${stderr_lines[0]}" == "carcjudge: $f:2:14: error: tile id 'X' is already"* ]] ||
		fail_with "the id at 2:14"
	[[ "${stderr_lines[1]}" == "carcjudge: $f:3:13: error: edge S 'X'"* ]] ||
		fail_with "the bad edge at 3:13"
}

@test "own tiles: a literal block holding only a line separator is read, not looped over" {
	f=$(pos lsonly.yaml < <(printf 'players: [red]\ntiles: |-\n    \342\200\250\n    \nboard: []\naction: end-game\n'))
	run timeout 10 "$CARCJUDGE" judge "$f"
	expect_status 0
}

# own_style NAME EXPECTED-LINE:COL PRINTF-FORMAT: a position whose tiles:
# block, in some scalar style, holds one bad word; the first diagnostic
# must point at it in the file.
own_style() {
	local f
	# shellcheck disable=SC2059  # the format is the file
	f=$(pos "$1.yaml" < <(printf "$3"))
	cj judge "$f"
	expect_invalid "$f" || return 1
	[[ "${stderr_lines[0]}" == "carcjudge: $f:$2: error: "* ]] ||
		fail_with "$1: expected the first diagnostic at $2"
}

@test "own tiles: a tiles: block in any scalar style places its errors in the file" {
	# In each, "road E S curvy" holds the bad word: "road" starts after
	# the line's indentation, curvy 9 characters after it.
	# Folded (>): blank lines keep the lines apart; curvy on line 7, after
	# 2 of indentation: column 12.
	own_style folded 7:12 'players: [red]\ntiles: >\n  tile BEND\n\n  edges F R R F\n\n  road E S curvy\n\n  field SSW WSW WNW NNW NNE ENE\n\n  field ESE SSE\nboard: []\naction: end-game\n'
	# Single-quoted, folded the same way, with '' for a quote in a
	# comment: line 6, column 12.
	own_style single 6:12 "players: [red]\ntiles: 'tile BEND # it''s a bend\n\n  edges F R R F\n\n  road E S curvy\n\n  field SSW WSW WNW NNW NNE ENE\n\n  field ESE SSE'\nboard: []\naction: end-game\n"
	# Plain, with trailing blanks that folding drops: line 6, column 12.
	own_style plain 6:12 'players: [red]\ntiles: tile BEND\n\n  edges F R R F   \n\n  road E S curvy\n\n  field SSW WSW WNW NNW NNE ENE\n\n  field ESE SSE\nboard: []\naction: end-game\n'
	# Double-quoted, each line ended by \n and an escaped line break
	# (which drops the break and the next line's indentation): line 4,
	# column 12.
	own_style escaped 4:12 'players: [red]\ntiles: "tile BEND\\n\\\n  edges F R R F\\n\\\n  road E S curvy\\n\\\n  field SSW WSW WNW NNW NNE ENE\\n\\\n  field ESE SSE"\nboard: []\naction: end-game\n'
	# Literal with an indentation indicator (|2): the road line's 2 more
	# spaces are part of it, so curvy is at 4 + 10 = 14 on line 5.
	own_style indicator 5:14 'players: [red]\ntiles: |2\n  tile BEND\n  edges F R R F\n    road E S curvy\n  field SSW WSW WNW NNW NNE ENE\n  field ESE SSE\nboard: []\naction: end-game\n'
	# Literal with a line separator (LS) inside a line: the file's line
	# ends there, the block's does not, so "tile BEND<LS>edges F R R F" is
	# one tile line whose third word, F, is on line 4 at column 9.
	own_style blockls 4:9 'players: [red]\ntiles: |\n  tile BEND\342\200\250  edges F R R F\nboard: []\naction: end-game\n'
}

@test "own tiles: tiles: null is no tiles" {
	f=$(pos null.yaml <<'EOF'
players: [red]
tiles: ~
board:
  - {tile: D, at: [0, 0]}
action: end-game
EOF
)
	cj judge "$f"
	expect_status 0
}
