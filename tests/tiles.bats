#!/usr/bin/env bats
# carcjudge tiles: the list in plain words, a tile drawn and named at a
# rotation, finding tiles by their edges, the catalogue as JSON, names
# suggested for an unknown id; and the unit tests of the line format
# (tests/unit/test_tiles.c).  Every expected line is worked out by hand
# from the tile's facts in rules/tiles, the working in the comment above.

load helper

# part_lines: the lines of $output after the header and the plain words
# that name a part (two blanks, then a feature address or a tile-wide
# mark), in order.
part_lines() {
	tail -n +3 <<<"$output" |
		grep -E '^  (road|city|field|cloister|cathedral|magic|flying|edges)'
}

# expect_parts LINE...: part_lines is exactly these lines.
expect_parts() {
	local want got
	want=$(printf '%s\n' "$@")
	got=$(part_lines)
	[ "$got" = "$want" ] ||
		fail_with "parts:" "--- expected:" "$want" "--- got:" "$got"
}

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

# ---------------------------------------------------------------- the list

@test "tiles: a header, then one line per tile in plain words" {
	cj tiles
	expect_status 0
	[[ "${lines[0]}" =~ ^ID\ +ALIASES\ +BOX\ +NESW\ +TILE$ ]] ||
		fail_with "header line"
	# D: edges C R F R; a city on N alone; one road W-E; fields
	# {WNW,ENE} and {ESE,SSE,SSW,WSW}; 4 in the box.
	grep -qxE 'D +BA/RCr +4  CRFR  city cap on north, straight road east-west, 2 fields' \
		<<<"$output" || fail_with "D's line"
	# INN-W: F R R R; stubs E (the inn), S, W meeting at a junction;
	# fields {WNW,NNW,NNE,ENE}, {ESE,SSE}, {SSW,WSW}.
	grep -qxE 'INN-W +IC/RRR.i +1  FRRR  roads from east \(with an inn\), south and west meeting at a junction, 3 fields' \
		<<<"$output" || fail_with "INN-W's line"
	cj tiles -f json
	n=$(jq '.tiles | length' <<<"$output")
	cj tiles
	[ "${#lines[@]}" -eq $((n + 1)) ] ||
		fail_with "expected $n tiles and a header, got ${#lines[@]} lines"
}

@test "tiles: the rest of Inns & Cathedrals and the eighth Mage & Witch tile are listed" {
	cj tiles
	expect_status 0
	expect_first_column < <(printf '%s\n' IC-CATH IC-1 IC-2 IC-3 IC-4 \
		IC-5 IC-6 IC-7 IC-8 IC-9 IC-10 MW-8)
	# Inns & Cathedrals holds 18 tiles: 6 inns, the cathedral twice, 10
	# others; Mage & Witch 8, each with a magic symbol.
	cj tiles -f json
	expect_json_eq \
		'[.tiles[] | select(.id | test("^(INN|IC)-")) | .count] | add' '18' \
		'[.tiles[] | select(.magic) | .id]' '["MW-1","MW-2","MW-3","MW-4","MW-5","MW-6","MW-7","MW-8"]' \
		'[.tiles[] | select(.id | test("^MW-")) | .magic] | all' 'true'
}

@test "tiles: JCloisterZone's ids are aliases" {
	for pair in IC/Cccc.c:IC-CATH IC/LRFR:IC-1 IC/CCCC:IC-2 IC/CCC:IC-3 \
		IC/CRCR:IC-4 IC/CCc+:IC-5 'IC/C!:IC-6' IC/CFR:IC-7 IC/CcR:IC-8 \
		IC/CRcR+:IC-9 IC/RrRr:IC-10 MW/CCCR.3:MW-8; do
		cj tiles "${pair%%:*}"
		expect_status 0 || return 1
		[[ "${lines[0]}" == "${pair#*:} (alias ${pair%%:*}"* ]] ||
			fail_with "${pair%%:*} is not an alias of ${pair#*:}" || return 1
	done
}

# ---------------------------------------------------------------- one tile

@test "tiles IC-CATH: one city on all four edges with a cathedral" {
	cj tiles IC-CATH
	expect_status 0
	[[ "${lines[0]}" == "IC-CATH (alias IC/Cccc.c), rot 0: 2 in the box; "* ]] ||
		fail_with "header"
	[ "${lines[1]}" = "  city on all four edges with a cathedral, no field" ] ||
		fail_with "plain words"
	expect_parts "  edges N E S W: C C C C" \
		"  city@N     edges N E S W; cathedral (Inns & Cathedrals)"
}

@test "tiles IC-2: four city caps and the field amid them, field@C" {
	# IC-2 (IC/CCCC): a city cap on each edge, each its own city, and
	# the small field they enclose, which touches no edge (field@C) and
	# all four cities.  A turn changes nothing: the caps trade places,
	# the field stays in the middle.
	local r
	for r in 0 90; do
		cj tiles --rot "$r" IC-2
		expect_status 0
		[ "${lines[0]}" = "IC-2 (alias IC/CCCC, IC/CCCCG), rot $r: 1 in the box; Inns & Cathedrals; layout: JCloisterZone IC/CCCC" ] ||
			fail_with "header"
		[ "${lines[1]}" = "  separate city caps on north, east, south and west, 1 field" ] ||
			fail_with "plain words"
		[ "${lines[4]}" = "    ###.###" ] || fail_with "the field drawn amid the caps"
		expect_parts "  edges N E S W: C C C C" \
			"  city@N     edges N" \
			"  city@E     edges E" \
			"  city@S     edges S" \
			"  city@W     edges W" \
			"  field@C    no half-edge, amid the tile; touches city@N, city@E, city@S, city@W"
	done
	cj tiles -f json IC-2
	expect_status 0
	expect_json_eq '.tiles[0].segments[4]' \
		'{"kind":"field","name":"field@C","half-edges":[],"cities":["city@N","city@E","city@S","city@W"],"flags":[]}'
}

@test "tiles --rot 90 TU2: the parts in board directions after the turn" {
	# TU2 at 0: C R R R; tunnel stubs E, S, W; city N; fields
	# {WNW,ENE}+city, {ESE,SSE}, {SSW,WSW}.  A quarter turn clockwise
	# sends N to E, E to S, S to W, W to N, and each half-edge two steps
	# on: WNW->NNE, ENE->SSE, ESE->SSW, SSE->WSW, SSW->WNW, WSW->NNW.
	cj tiles --rot 90 TU2
	expect_status 0
	[[ "${lines[0]}" == "TU2 (alias TU/CRRR), rot 90: 1 in the box; "* ]] ||
		fail_with "header"
	[ "${lines[1]}" = "  city cap on east, roads from north, south and west each ending at a tunnel opening, 3 fields" ] ||
		fail_with "plain words"
	expect_parts "  edges N E S W: R C R R" \
		"  road@N     edges N; ends at a tunnel opening" \
		"  road@S     edges S; ends at a tunnel opening" \
		"  road@W     edges W; ends at a tunnel opening" \
		"  city@E     edges E" \
		"  field@NNW  half-edges NNW WNW" \
		"  field@NNE  half-edges NNE SSE; touches city@E" \
		"  field@SSW  half-edges SSW WSW"
}

@test "tiles --rot 270 K: a curve and a corner field, turned back a quarter" {
	# K at 0: C F R R; road S-W; city N; fields {WNW,ENE,ESE,SSE}+city,
	# {WSW,SSW}.  Three quarters clockwise: N->W, E->N, S->E, W->S; each
	# half-edge six steps on: WNW->SSW, ENE->NNW, ESE->NNE, SSE->ENE,
	# WSW->SSE, SSW->ESE.  Edges N E S W read K's E S W N: F R R C.
	cj tiles --rot 270 K
	expect_status 0
	[ "${lines[1]}" = "  city cap on west, curved road east-south, 2 fields" ] ||
		fail_with "plain words"
	expect_parts "  edges N E S W: F R R C" \
		"  road@E     edges E S" \
		"  city@W     edges W" \
		"  field@NNW  half-edges NNW NNE ENE SSW; touches city@W" \
		"  field@ESE  half-edges ESE SSE"
}

@test "tiles --rot 180 MW-8: the field that touches one city of three" {
	# MW-8 at 0: C C R C; a road from S ending at the east city; cities
	# N, E, W, each apart; field SSW touches all three, field SSE the east
	# city alone; a magic symbol.  Half a turn: N<->S, E<->W, SSW->NNE,
	# SSE->NNW; the east city now lies west.
	cj tiles --rot 180 MW-8
	expect_status 0
	[ "${lines[1]}" = "  separate city caps on east, south and west, road from north ending at a city, magic symbol, 2 fields" ] ||
		fail_with "plain words"
	expect_parts "  edges N E S W: R C C C" \
		"  road@N     edges N; ends at a city" \
		"  city@E     edges E" \
		"  city@S     edges S" \
		"  city@W     edges W" \
		"  field@NNW  half-edges NNW; touches city@W" \
		"  field@NNE  half-edges NNE; touches city@E, city@S, city@W" \
		"  magic symbol"
}

@test "tiles --rot 90 IC/CcR: an alias, turned" {
	# IC-8 at 0: C R F C; city N-W; a road from E ending at it; fields
	# ENE and {ESE,SSE,SSW}, both touching the city.  A quarter turn: the
	# city lies N-E, the road comes from S; ENE->SSE, ESE->SSW, SSE->WSW,
	# SSW->WNW.  Edges N E S W read IC-8's W N E S: C C R F.
	cj tiles --rot 90 IC/CcR
	expect_status 0
	[ "${lines[1]}" = "  city on north and east, road from south ending at a city, 2 fields" ] ||
		fail_with "plain words"
	expect_parts "  edges N E S W: C C R F" \
		"  road@S     edges S; ends at a city" \
		"  city@N     edges N E" \
		"  field@SSE  half-edges SSE; touches city@N" \
		"  field@SSW  half-edges SSW WSW WNW; touches city@N"
}

@test "tiles --rot draws the tile turned; --rot 0 is the tile as listed" {
	cj tiles K
	plain=$output
	cj tiles --rot 0 K
	[ "$output" = "$plain" ] || fail_with "--rot 0 differs from no --rot"
	cj tiles --rot 90 K
	drawn=$(sed -n '3,7p' <<<"$output")
	[ "$(grep -c '^    [^ ]\{7\}$' <<<"$drawn")" -eq 5 ] ||
		fail_with "a drawing of 5 rows of 7"
	[ "$drawn" != "$(sed -n '3,7p' <<<"$plain")" ] ||
		fail_with "the drawing did not turn"
	# The flier's arrow turns with its tile: FM-1 points NW at 0.
	cj tiles --rot 90 FM-1
	[[ "$output" == *"flying machine, arrow north-east"* ]] ||
		fail_with "FM-1's arrow at 90"
}

# ---------------------------------------------------------------- --edges

@test "tiles --edges frfr: every tile and rotation that reads F R F R" {
	# F R F R at 0: U, FM-3, FM-5, INN-U, IC-1, and again at 180 (the
	# same edges once turned half-way); FM-4 reads R F R F, so F R F R at
	# 90 and 270.  Catalogue order, then rotation.
	cj tiles --edges frfr
	expect_status 0
	got=$(awk '{ print $1, $3 }' <<<"$output")
	want=$(printf '%s\n' 'U 0' 'U 180' 'FM-3 0' 'FM-3 180' 'FM-4 90' \
		'FM-4 270' 'FM-5 0' 'FM-5 180' 'INN-U 0' 'INN-U 180' \
		'IC-1 0' 'IC-1 180')
	[ "$got" = "$want" ] || fail_with "matches:" "$want" "--- got:" "$got"
	[[ "${lines[1]}" =~ ^U\ +rot\ 180\ +straight\ road\ east-west,\ 2\ fields$ ]] ||
		fail_with "U at 180"
	# FM-4: road N-S, fields west and east, arrow W; turned a quarter.
	[[ "${lines[4]}" =~ ^FM-4\ +rot\ 90\ +straight\ road\ east-west,\ flying\ machine\ pointing\ north,\ 2\ fields$ ]] ||
		fail_with "FM-4 at 90: its west arrow points north"
}

@test "tiles --edges CCCC: a symmetric tile matches at every rotation" {
	# C C C C: base C, IC-CATH, IC-2, each at 0, 90, 180 and 270.
	cj tiles --edges CCCC
	expect_status 0
	got=$(awk '{ print $1, $3 }' <<<"$output")
	want=$(printf '%s\n' 'C 0' 'C 90' 'C 180' 'C 270' 'IC-CATH 0' \
		'IC-CATH 90' 'IC-CATH 180' 'IC-CATH 270' 'IC-2 0' 'IC-2 90' \
		'IC-2 180' 'IC-2 270')
	[ "$got" = "$want" ] || fail_with "matches:" "$want" "--- got:" "$got"
}

@test "tiles --edges fccr: one tile, one rotation" {
	# F C C R is IC-8's C R F C turned half-way (N reads S's F, E reads
	# W's C, S reads N's C, W reads E's R); INN-C, C F R C, never reads
	# so.  At 180 IC-8's city N-W lies S-E and its road comes from W.
	cj tiles --edges fccr
	expect_status 0
	[ "$output" = "IC-8  rot 180  city on east and south, road from west ending at a city, 2 fields" ] ||
		fail_with "the one match"
}

@test "tiles --edges: nothing matches, exit 1 and nothing printed" {
	# C R C F: two cities face each other across a road and a field; no
	# tile has that.
	cj tiles --edges CRCF
	expect_status 1
	[ -z "$output" ] || fail_with "stdout must be empty"
	cj tiles -f json --edges CRCF
	expect_status 1
	expect_json_eq '.tiles' '[]'
}

# ---------------------------------------------------------------- -f json

@test "tiles -f json: one document, every tile in one shape" {
	cj tiles -f json
	expect_status 0
	jq -e . >/dev/null <<<"$output" || fail_with "not JSON"
	expect_json_eq \
		'[.tiles[] | keys_unsorted] | unique' '[["id","aliases","count","source","rot","edges","segments","portal","flier","magic","cathedral"]]' \
		'[.tiles[] | .rot] | unique' '[0]' \
		'[.tiles[] | .edges | test("^[CRF]{4}$")] | all' 'true' \
		'[.tiles[].segments[] | select(.kind == "field") | has("half-edges") and has("cities")] | all' 'true' \
		'[.tiles[].segments[] | select(.kind == "road") | has("edges") and has("end")] | all' 'true' \
		'[.tiles[] | select(.portal) | .id]' '["PD-PORTAL-1","PD-PORTAL-2","PD-PORTAL-3","PD-PORTAL-4","PD-PORTAL-5","PD-PORTAL-6"]'
}

@test "tiles -f json: the facts of a few tiles" {
	cj tiles -f json
	expect_status 0
	# IC-CATH: one city on every edge, holding a cathedral; 2 in the box.
	expect_json_eq '.tiles[] | select(.id == "IC-CATH") | [.aliases, .count, .edges, .segments]' \
		'[["IC/Cccc.c"],2,"CCCC",[{"kind":"city","name":"city@N","edges":["N","E","S","W"],"flags":["cathedral"]}]]'
	# MW-8: field SSE touches the east city alone, SSW all three.
	expect_json_eq '.tiles[] | select(.id == "MW-8") | [.segments[] | select(.kind == "field") | [.name, .cities]]' \
		'[["field@SSE",["city@E"]],["field@SSW",["city@N","city@E","city@W"]]]'
	# IC-4: four fields, each touching the city on its side.
	expect_json_eq '.tiles[] | select(.id == "IC-4") | [.segments[] | select(.kind == "field") | [.name, .cities]]' \
		'[["field@ENE",["city@N"]],["field@ESE",["city@S"]],["field@WSW",["city@S"]],["field@WNW",["city@N"]]]'
	# TU4: the short road north ends at houses, the others at openings.
	expect_json_eq '.tiles[] | select(.id == "TU4") | [.segments[] | select(.kind == "road") | [.name, .end]]' \
		'[["road@N","houses"],["road@E","tunnel"],["road@S","tunnel"],["road@W","tunnel"]]'
	# INN-W: the inn on the stub leaving E; PD-UNDER's road runs under.
	expect_json_eq \
		'.tiles[] | select(.id == "INN-W") | .segments[0]' '{"kind":"road","name":"road@E","edges":["E"],"end":"junction","flags":["inn"]}' \
		'.tiles[] | select(.id == "PD-UNDER") | .segments[0] | [.edges, .end, .flags]' '[["N","S"],null,["underpass"]]' \
		'.tiles[] | select(.id == "GC1") | [.cathedral, .flier, .portal]' '["Munich",null,false]' \
		'.tiles[] | select(.id == "FM-1") | .flier' '"NW"'
}

@test "tiles -f json --rot 90 K: the document in board directions after the turn" {
	# K at 0: C F R R; road S-W; city N; fields {WNW,ENE,ESE,SSE}+city,
	# {WSW,SSW}.  A quarter turn: edges R C F R; road W-N; city E;
	# WNW->NNE, ENE->SSE, ESE->SSW, SSE->WSW; WSW->NNW, SSW->WNW.
	cj tiles -f json --rot 90 K
	expect_status 0
	expect_json_eq \
		'.tiles | length' '1' \
		'.tiles[0] | [.id, .rot, .edges]' '["K",90,"RCFR"]' \
		'.tiles[0].segments' '[{"kind":"road","name":"road@N","edges":["N","W"],"end":null,"flags":[]},{"kind":"city","name":"city@E","edges":["E"],"flags":[]},{"kind":"field","name":"field@NNW","half-edges":["NNW","WNW"],"cities":[],"flags":[]},{"kind":"field","name":"field@NNE","half-edges":["NNE","SSE","SSW","WSW"],"cities":["city@E"],"flags":[]}]'
	cj tiles -f json --rot 90 FM-1
	expect_json_eq '.tiles[0].flier' '"NE"'
	cj tiles -f json --edges fccr
	expect_status 0
	expect_json_eq '[.tiles[] | [.id, .rot, .edges]]' '[["IC-8",180,"FCCR"]]'
}

# ---------------------------------------------------------------- errors

@test "tiles: an unknown id is answered with the closest names" {
	cj tiles tu1
	expect_status 2
	[ -z "$output" ] || fail_with "stdout must be empty"
	[ "$stderr" = "carcjudge: unknown tile id 'tu1' (did you mean 'TU1'? see 'carcjudge tiles')" ] ||
		fail_with "a case-insensitive match alone"
	# TU9: TU1 to TU4 are one edit away; the first three in catalogue
	# order.
	cj tiles TU9
	expect_status 2
	[ "$stderr" = "carcjudge: unknown tile id 'TU9' (did you mean 'TU1', 'TU2' or 'TU3'? see 'carcjudge tiles')" ] ||
		fail_with "three within distance 2"
	cj tiles ic-cath
	[ "$stderr" = "carcjudge: unknown tile id 'ic-cath' (did you mean 'IC-CATH'? see 'carcjudge tiles')" ] ||
		fail_with "ic-cath"
	# NOPE is 3 or more edits from every id and alias.
	cj tiles NOPE
	expect_status 2
	[ "$stderr" = "carcjudge: unknown tile id 'NOPE' (see 'carcjudge tiles')" ] ||
		fail_with "no hint when none is close"
}

@test "tiles: every id is checked before anything is printed" {
	cj tiles D NOPE TU1 tu2
	expect_status 2
	[ -z "$output" ] || fail_with "stdout must be empty"
	[ "${#stderr}" -gt 0 ] && [ "$(wc -l <<<"$stderr")" -eq 2 ] ||
		fail_with "one line per unknown id"
}

@test "tiles: a bad option value exits 2 with one line" {
	for args in "-f yaml" "--rot 45" "--rot 360" "--rot -90" \
		"--edges CRX" "--edges CRFRR" "--edges CRFX" "--edges ''" \
		"--edges CRFR D" "--edges CRFR --rot 90"; do
		eval "cj tiles $args"
		expect_status 2 || fail_with "tiles $args" || return 1
		[ -z "$output" ] || fail_with "tiles $args: stdout" || return 1
		[ "$(wc -l <<<"$stderr")" -eq 1 ] && [[ "$stderr" == carcjudge:* ]] ||
			fail_with "tiles $args: one line" || return 1
	done
	cj tiles --frobnicate
	expect_status 2
	cj tiles -h
	expect_status 0
	[[ "${lines[0]}" == "usage: carcjudge tiles "* ]] || fail_with "-h"
}
