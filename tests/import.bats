#!/usr/bin/env bats
# carcjudge import (carcjudge(1), IMPORT): JCloisterZone saves replayed
# through the tool's own engine.  The four sample games of tests/jcz/samples
# must reach the scores JCloisterZone recorded after every turn and at the
# end (NAME.json); the hand-made saves of tests/jcz (their README says what
# each shows) exercise the error paths.

load helper

SAMPLES=(short-4p inns-tokens-3p base-tunnel-2p labyrinth-advanced-3p)

setup() {
	trace_failures
	cd "$REPO/tests/jcz" || return 1
}

# scores_match NAME: `import --scores` of sample NAME gives the recorded
# scores after every turn and the final scores.
scores_match() {
	local s=samples/$1 res
	local -a r
	[ -r "$s.json" ] || fail_with "cannot read $s.json" || return 1
	cj import --scores "$s.jcz"
	expect_status 0 || return 1
	[ -z "$stderr" ] || fail_with "stderr not empty" || return 1
	# One jq: turns, scores after each turn, final scores; got then
	# recorded, one a line.
	res=$(printf '%s' "$output" | jq -n -c -S --slurpfile w "$s.json" \
		'input as $g | $w[0] as $w | ($g.turns, $w.turns, $g.scores_by_turn,
		 $w.scores_by_turn, $g.final_scores, $w.final_scores)') ||
		fail_with "not JSON" || return 1
	mapfile -t r <<<"$res"
	[ "${r[0]}" = "${r[1]}" ] || fail_with "turn count ${r[0]}, recorded ${r[1]}" || return 1
	[ "${r[2]}" = "${r[3]}" ] ||
		fail_with "scores after some turn differ:" \
		"$(diff <(jq -c '.[]' <<<"${r[2]}") <(jq -c '.[]' <<<"${r[3]}") | head -5)" ||
		return 1
	[ "${r[4]}" = "${r[5]}" ] || fail_with "final scores: ${r[4]}" || return 1
}

@test "import: short-4p reaches the recorded score after every turn and at the end" {
	scores_match short-4p
}

@test "import: inns-tokens-3p reaches the recorded score after every turn and at the end" {
	scores_match inns-tokens-3p
}

@test "import: base-tunnel-2p reaches the recorded score after every turn and at the end" {
	scores_match base-tunnel-2p
}

@test "import: labyrinth-advanced-3p reaches the recorded score after every turn and at the end" {
	scores_match labyrinth-advanced-3p
}

@test "import: each sample's last position holds its score so far and ends the game; judge agrees" {
	local -a want
	for s in "${SAMPLES[@]}"; do
		cj import "samples/$s.jcz"
		expect_status 0 || return 1
		[ "${lines[-1]}" = "action: end-game" ] || fail_with "$s: no end-game" || return 1
		got=$(awk '/^score:/ { on = 1; next } /^[^ ]/ { on = 0 }
		    on { sub(/^ +/, ""); sub(/: /, "\":"); printf "%s\"%s", n++ ? "," : "{", $0 }
		    END { print "}" }' <<<"$output")
		printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/$s.yaml"
		cj judge -f json "$BATS_TEST_TMPDIR/$s.yaml"
		expect_status 0 || return 1
		# One jq: the score: block read, then the recorded score after
		# the last turn; judge's totals, then what the end scored in the
		# save (the final scores less the last turn's).
		mapfile -t want < <(jq -n -c -S --argjson got "$got" --argjson totals "$(jq -c .totals <<<"$output")" \
			--slurpfile w "samples/$s.json" '$w[0] as $w | $got, $w.scores_by_turn[-1], $totals,
			($w.final_scores as $f | $w.scores_by_turn[-1] | with_entries(.value = $f[.key] - .value))')
		[ "${want[0]}" = "${want[1]}" ] || fail_with "$s: score: $got" || return 1
		[ "${want[2]}" = "${want[3]}" ] ||
			fail_with "$s: final scoring ${want[2]}, recorded ${want[3]}" || return 1
	done
}

# turns_judged: the test below, untraced (a loop over turns).
turns_judged() {
	local s n t i st
	local -a ts files=() names=() got want rcs
	for s in "${SAMPLES[@]}"; do
		n=$(jq .turns "samples/$s.json") || return 1
		if [ "$s" = short-4p ]; then
			mapfile -t ts < <(seq 1 "$n")
		else
			mapfile -t ts < <({ echo 1; seq 7 7 "$n"; echo "$n"; } | sort -nu)
		fi
		for t in "${ts[@]}"; do
			f="$BATS_TEST_TMPDIR/$s-$t.yaml"
			printf '%s\t%s\timport\t--turn\t%s\t%s\n' "$f" "$f.err" "$t" "samples/$s.jcz" >>"$BATS_TEST_TMPDIR/lines"
			files+=("$f")
			names+=("$s turn $t")
		done
		# What each turn scored in the save, in the order of the turns.
		mapfile -t -O "${#want[@]}" want < <(jq -c -S --argjson ts "$(printf '%s\n' "${ts[@]}" | jq -s -c .)" \
			'.scores_by_turn as $s | $ts[] as $t | $s[$t] | with_entries(.value -= $s[$t - 1][.key])' \
			"samples/$s.json")
	done
	[ "${#files[@]}" -gt 40 ] || fail_with "only ${#files[@]} turns" || return 1
	# Every import in one process (run_lines, tests/helper.bash).
	mapfile -t rcs < <(run_lines <"$BATS_TEST_TMPDIR/lines")
	[ "${#rcs[@]}" -eq "${#files[@]}" ] ||
		fail_with "${#rcs[@]} imports of ${#files[@]}" || return 1
	for i in "${!files[@]}"; do
		[ "${rcs[i]}" -eq 0 ] ||
			fail_with "import --turn, ${names[i]}: exit ${rcs[i]}" "$(cat "${files[i]}.err")" ||
			return 1
	done
	# Every position judged in one run: all legal (exit 0), a document each.
	st=0
	# shellcheck disable=SC2086
	$CARCJUDGE_WRAP "$CARCJUDGE" judge -f json "${files[@]}" >"$BATS_TEST_TMPDIR/judged" || st=$?
	[ "$st" -eq 0 ] || fail_with "some turn is not legal: exit $st" \
		"$(jq -r 'select(.verdict != "legal") | .file' "$BATS_TEST_TMPDIR/judged")" || return 1
	mapfile -t got < <(jq -c -S .totals "$BATS_TEST_TMPDIR/judged")
	[ "${#got[@]}" -eq "${#files[@]}" ] && [ "${#want[@]}" -eq "${#files[@]}" ] ||
		fail_with "${#got[@]} answers, ${#want[@]} recorded, ${#files[@]} turns" || return 1
	for i in "${!files[@]}"; do
		[ "${got[i]}" = "${want[i]}" ] ||
			fail_with "${names[i]}: ${got[i]}, recorded ${want[i]}" || return 1
	done
}

@test "import --turn N: the position before turn N, turn N its action; judged, it scores what the turn scored" {
	# Every turn of the short game; of the others, the first, every
	# seventh and the last (the --scores tests above cover every turn).
	untraced turns_judged
}

@test "import --turn 1: the setup, every setting written out, and the first tile" {
	# short-4p: 4 players, spielbox sets (JCloisterZone's 2/1: one set
	# each with 4 players), Labyrinth basic, other expansions'
	# underpasses not tunnelized.  Turn 1: TU/RRRR (our TU4) at (1,0)
	# turned R90, a thief on its east road.
	cj import --turn 1 samples/short-4p.jcz
	expect_status 0
	diff -u - <(printf '%s\n' "$output") <<'YAML'
format: 1
rules:
  farmers: 3
  tiny-city: 4
  labyrinth: basic
  witch: total
  cathedral-final: tiles
  wagon-move: c2
  tunnel:
    tokens: spielbox
    variant: none
    other-tunnels: continuous
    same-tile: once
players:
  - color: red
    tunnel-sets: [red]
  - color: blue
    tunnel-sets: [blue]
  - color: green
    tunnel-sets: [green]
  - color: yellow
    tunnel-sets: [yellow]
board:
  - tile: D
    at: [0, 0]
score:
  red: 0
  blue: 0
  green: 0
  yellow: 0
supply:
  red: {follower: 7, large: 0, wagon: 0}
  blue: {follower: 7, large: 0, wagon: 0}
  green: {follower: 7, large: 0, wagon: 0}
  yellow: {follower: 7, large: 0, wagon: 0}
action:
  player: red
  place: {tile: TU4, at: [1, 0], rot: 90}
  deploy: {feature: road@E}
YAML
}

@test "import: JCloisterZone's token sets and labyrinth variant, written per game" {
	# 3/2 with 2 players: three sets each, own colour first, then the deal
	# (blue, yellow, grey, green, red, black) skipping the colours played.
	cj import --turn 1 samples/base-tunnel-2p.jcz
	expect_status 0
	[[ "$output" == *$'  - color: red\n    tunnel-sets: [red, yellow, green]\n  - color: blue\n    tunnel-sets: [blue, grey, black]\n'* ]] ||
		fail_with "3/2 sets"
	[[ "$output" == *$'    tokens: hig\n'* ]] || fail_with "tokens: hig"
	# 2/1 with 3 players: one set each; the Labyrinth advanced.
	cj import --turn 1 samples/labyrinth-advanced-3p.jcz
	expect_status 0
	[[ "$output" == *$'  - color: green\n    tunnel-sets: [green]\n'* ]] || fail_with "2/1 sets"
	[[ "$output" == *$'  labyrinth: advanced\n'* ]] || fail_with "labyrinth"
}

@test "import --turn: outside 1 ... turns, or with --scores, is a usage error" {
	for t in 0 27 -1 x; do
		cj import --turn "$t" samples/short-4p.jcz
		expect_status 2 || return 1
		[ -z "$output" ] || fail_with "stdout not empty" || return 1
	done
	cj import --turn 1 --scores samples/short-4p.jcz
	expect_status 2
}

@test "import: standard input, named <stdin>" {
	cj import --turn 2 - <samples/short-4p.jcz
	expect_status 0
	[[ "$output" == *$'  player: blue\n  place: {tile: TU2, at: [2, 0], rot: 0}\n  token: {color: blue, opening: W}'* ]] ||
		fail_with "turn 2"
	cj import - <truncated.jcz
	expect_invalid "<stdin>"
}

@test "import: a truncated file exits 3 at the place the JSON ends" {
	cj import truncated.jcz
	expect_invalid truncated.jcz
	expect_at truncated.jcz 13 1
}

@test "import: a position file, or JSON that is no game, exits 3" {
	cj import position.jcz
	expect_invalid position.jcz
	cj import not-a-game.jcz
	expect_invalid not-a-game.jcz
	[[ "$stderr" == *"not a JCloisterZone saved game"* ]] || fail_with "message"
}

@test "import: an unknown message type exits 3, naming the turn and the type" {
	cj import unknown-message.jcz
	expect_invalid unknown-message.jcz
	[[ "$stderr" == *"turn 2: unknown message type 'TELEPORT_MEEPLE'"* ]] ||
		fail_with "turn or type not named"
}

@test "import: what the format cannot express exits 3, naming it and the turn" {
	cj import dragon.jcz
	expect_status 3
	[ -z "$output" ] || fail_with "stdout not empty"
	[ "$stderr" = "carcjudge: dragon.jcz: turn 2: the dragon (Princess & Dragon) is not supported" ] ||
		fail_with "message"
	for f in phantom castle unsupported-tile; do
		cj import "$f.jcz"
		expect_status 3 || return 1
		[ -z "$output" ] || fail_with "$f: stdout not empty" || return 1
		[[ "$stderr" == "carcjudge: $f.jcz: turn "*" is not supported"* ]] ||
			fail_with "$f: message" || return 1
	done
	cj import king.jcz
	expect_invalid king.jcz
	[[ "$stderr" == *"the King (King & Robber Baron) is not supported"* ]] || fail_with "king"
}

@test "import: a tile on an occupied square exits 1, naming the turn, the move and the rule" {
	# Turn 2 puts BA/RFr (our U) on (1,0), where turn 1 put one.
	cj import occupied.jcz
	expect_status 1
	[ -z "$output" ] || fail_with "stdout not empty"
	[[ "$stderr" =~ $DIAG_RE ]] || fail_with "not a diagnostic"
	[[ "$stderr" == "carcjudge: occupied.jcz:13:5: error: turn 2: "* ]] ||
		fail_with "not at turn 2's PLACE_TILE"
	[[ "$stderr" == *"{player: blue, place: {tile: U, at: [1, 0], rot: 0}, deploy: {feature: road@E}} is illegal: [BASE-TILE-EMPTY]"* ]] ||
		fail_with "move or rule not named"
}

@test "import: a wagon move the rule forbids is an illegal turn; under c1 the same move is legal" {
	# Turn 3 closes the road W(-1,0)-D-U-W(2,0) that red's wagon holds on
	# U(1,0): 4 tiles, 4 points.  The wagon then goes to the junction's
	# south road at (-1,0), two squares from its own: outside c2's reach
	# (the wagon's tile and the 8 around it), so JCloisterZone's C2
	# engine would not offer it either.
	cj import wagon.jcz
	expect_status 1
	[ -z "$output" ] || fail_with "stdout not empty"
	[[ "$stderr" == *"turn 3: "*"wagons: [{from: {at: [1, 0], feature: road@E}, to: {at: [-1, 0], feature: road@S}}]"*"[WAGON-MOVE]"* ]] ||
		fail_with "turn, move or rule not named"
	# c1: a road meeting the scored one at a junction is directly
	# connected to it.
	cj import wagon-c1.jcz
	expect_status 0
	[[ "$output" == *$'  - tile: W\n    at: [-1, 0]\n    meeples:\n      - {player: red, feature: road@S, kind: wagon}\n'* ]] ||
		fail_with "wagon not moved"
	[[ "$output" == *$'score:\n  red: 4\n  blue: 0\nsupply:\n  red: {follower: 7, large: 0, wagon: 0}\n  blue: {follower: 7, large: 0, wagon: 1}' ]] ||
		fail_with "score and supply"
	[[ "$output" != *"action:"* ]] || fail_with "the game has not ended"
}

@test "import: a final score the save states otherwise is an error naming it" {
	# One tile, then the end (endTurn 1): Ann's thief on the road D-U,
	# open at both ends, scores 2 at the end (BASE-FINAL-ROAD).  The save
	# says Ann has 3; Bo's 0 agrees; "Ann wins" and a player the game does
	# not have are statements of no score, not read.
	cj import wrong-score.jcz
	expect_status 1
	[ -z "$output" ] || fail_with "stdout not empty"
	[[ "$stderr" == "carcjudge: wrong-score.jcz:15:68: error: Ann (red) ends with 3 points in the save, 2 in the replay"* ]] ||
		fail_with "message"
	[ "${#lines[@]}" -eq 0 ] && [ "$(wc -l <<<"$stderr")" -eq 1 ] ||
		fail_with "one difference: one line"
}

@test "import: a deployment through a magic portal" {
	# PD-PORTAL-2 at (1,0): red's follower goes through the portal to D's
	# open city cap at (0,0) (PORTAL-DEPLOY).
	cj import portal.jcz
	expect_status 0
	[[ "$output" == *$'  - tile: D\n    at: [0, 0]\n    meeples:\n      - {player: red, feature: city@N}\n  - tile: PD-PORTAL-2\n    at: [1, 0]\n'* ]] ||
		fail_with "portal deployment"
	cj import --turn 1 portal.jcz
	[[ "$output" == *"  deploy: {feature: city@N, at: [0, 0], via: portal}"* ]] ||
		fail_with "the action"
}

@test "import: sets merely enabled are no error; the Robber Baron and the settings come across" {
	cj import enabled-sets.jcz
	expect_status 0
	[[ "$output" == *$'  tiny-city: 2\n'* ]] || fail_with "tiny-city"
	[[ "$output" == *$'  wagon-move: c1\n'* ]] || fail_with "wagon-move"
	[[ "$output" == *$'robber-baron:\n  holder: null\n  length: 0\n'* ]] || fail_with "robber-baron"
	[[ "$output" == *"{player: red, feature: road@E, kind: large}"* ]] || fail_with "large follower"
}

@test "import: the mage and the witch placed from magic tiles" {
	# Turn 1: MW-1 at (1,0), the mage onto its west road, red's knight on
	# its city.  Turn 2: MW-1 at (-1,0) closes the road (-1,0)-D-(1,0)
	# between two junctions: nobody's, so nobody scores, but the mage on it
	# is set aside (MW-RETURN); the witch goes onto the new city.
	cj import mage.jcz
	expect_status 0
	[[ "$output" == *$'  - tile: MW-1\n    at: [-1, 0]\n    meeples:\n      - {kind: witch, feature: city@N}\n'* ]] ||
		fail_with "witch"
	[[ "$output" != *mage* ]] || fail_with "the mage stayed"
}

@test "import: a flight that lands, and one that crashes" {
	# Turn 1: FM-5 at (1,0), arrow west: red's follower lands 1 square away
	# on D's city.  Turn 2: FM-2 at (0,-1), arrow west over empty squares:
	# whatever the roll, the flight crashes (FLIER-LAND).
	cj import flier.jcz
	expect_status 0
	[[ "$output" == *$'  - tile: D\n    at: [0, 0]\n    meeples:\n      - {player: red, feature: city@N}\n'* ]] ||
		fail_with "landing"
	[ "$(grep -c 'player:' <<<"$output")" = 1 ] || fail_with "the crash deployed"
	cj import --turn 1 flier.jcz
	[[ "$output" == *"  deploy: {feature: city@N, at: [0, 0], via: flier, roll: 1}"* ]] ||
		fail_with "the landing's action"
	# The crash: the save keeps no roll; 1 crashes, so 1 is written.
	cj import --turn 2 flier.jcz
	expect_status 0
	[ "${lines[-1]}" = "  deploy: {via: flier, roll: 1}" ] || fail_with "the crash's action"
}

@test "import: a setup a position cannot hold exits 3" {
	sed 's/"small-follower": 7/"small-follower": 8/' occupied.jcz >"$BATS_TEST_TMPDIR/eight.jcz"
	cj import "$BATS_TEST_TMPDIR/eight.jcz"
	expect_invalid "$BATS_TEST_TMPDIR/eight.jcz"
	expect_at "$BATS_TEST_TMPDIR/eight.jcz" 4 18
	[[ "$stderr" == *"8 followers per player (small-follower): a position gives each player at most 7"* ]] ||
		fail_with "followers"
	sed 's/"big-follower": 1/"big-follower": 2/' enabled-sets.jcz >"$BATS_TEST_TMPDIR/two.jcz"
	cj import "$BATS_TEST_TMPDIR/two.jcz"
	expect_invalid "$BATS_TEST_TMPDIR/two.jcz"
	expect_at "$BATS_TEST_TMPDIR/two.jcz" 4 88
	[[ "$stderr" == *"2 large followers"* ]] || fail_with "large followers"
	sed 's/"wagon": 1/"wagon": 2/' wagon.jcz >"$BATS_TEST_TMPDIR/wagons.jcz"
	cj import "$BATS_TEST_TMPDIR/wagons.jcz"
	expect_invalid "$BATS_TEST_TMPDIR/wagons.jcz"
	[[ "$stderr" == *"2 wagons per player"* ]] || fail_with "wagons"
}

@test "import --scores: a game that has not ended has no final scores" {
	# wagon-c1: 3 turns of a pack of 83 tiles; red's 4 points on turn 3.
	cj import --scores wagon-c1.jcz
	expect_status 0
	expect_json_eq '.' '{"players":["red","blue"],"turns":3,"scores_by_turn":[{"red":0,"blue":0},{"red":0,"blue":0},{"red":0,"blue":0},{"red":4,"blue":0}],"final_scores":null}'
}

@test "import --max-input: a larger save exits 3" {
	cj import --max-input 100 samples/short-4p.jcz
	expect_invalid samples/short-4p.jcz
	[[ "$stderr" == *"larger than 100 bytes"* ]] || fail_with "message"
}

@test "import: examples/game.jcz, the manual's example, worked out" {
	# Turn 1: red's U at (1,0), a thief on its road.  Turn 2: blue's
	# junction W at (-1,0).  Turn 3: red's W at (2,0) closes the road
	# W-D-U-W: 4 tiles, 4 points, the thief back; a new thief on the
	# junction's south road.  endTurn 3: the game ends, and that thief's
	# unfinished road of 1 tile scores 1 (BASE-FINAL-ROAD).
	cj import --scores ../../examples/game.jcz
	expect_status 0
	expect_json_eq '[.scores_by_turn[3], .final_scores]' '[{"red":4,"blue":0},{"red":5,"blue":0}]'
	cj import ../../examples/game.jcz
	expect_status 0
	[[ "$output" == *$'  - tile: W\n    at: [2, 0]\n    meeples:\n      - {player: red, feature: road@S}\nscore:\n  red: 4\n  blue: 0\nsupply:\n  red: {follower: 6, large: 0, wagon: 0}\n  blue: {follower: 7, large: 0, wagon: 0}\naction: end-game' ]] ||
		fail_with "the last position"
}

@test "import: an error in turn 2's own PLACE_TILE message is turn 2's, not turn 1's" {
	# occupied.jcz line 13 is turn 2's PLACE_TILE (turn 1 is the first
	# tile after the start tile); a player out of range, a payload that
	# is no object, a rotation JCloisterZone does not have.
	sed '13s/"player": 1}/"player": 5}/' occupied.jcz >"$BATS_TEST_TMPDIR/player.jcz"
	sed '13s/"payload": {"tileId"[^}]*}/"payload": 3/' occupied.jcz >"$BATS_TEST_TMPDIR/payload.jcz"
	sed '13s/"R0"/"R45"/' occupied.jcz >"$BATS_TEST_TMPDIR/rotation.jcz"
	for f in player payload rotation; do
		cj import "$BATS_TEST_TMPDIR/$f.jcz"
		expect_invalid "$BATS_TEST_TMPDIR/$f.jcz" || return 1
		[[ "$stderr" == "carcjudge: $BATS_TEST_TMPDIR/$f.jcz:13:"*": error: turn 2: "* ]] ||
			fail_with "$f: not turn 2" || return 1
	done
	# Turn 1's messages after its PLACE_TILE stay turn 1's.
	sed '11s/"PASS"/"PASS_TURN"/' occupied.jcz >"$BATS_TEST_TMPDIR/pass.jcz"
	cj import "$BATS_TEST_TMPDIR/pass.jcz"
	expect_invalid "$BATS_TEST_TMPDIR/pass.jcz"
	[[ "$stderr" == *":11:"*": error: turn 1: unknown message type 'PASS_TURN'"* ]] || fail_with "turn 1"
}

@test "import: a save that is not strict JSON exits 3 at the offending character" {
	# occupied.jcz, each time with one thing JSON (RFC 8259) does not
	# have, which the YAML loader alone would take.  Line 3 is
	#     "sets": {"basic:1": 1},
	local -a cases=(
		'3s/1},/1,},/|3:26|a trailing comma before '"'}'"
		"3s/\"basic:1\"/'basic:1'/|3:14|a single-quoted key"
		'3s/"sets"/sets/|3:5|the unquoted key '"'sets'"
		'3s/$/ # the base game/|3:29|a comment ('"'#'"')'
		'3s/$/ \/\/ the base game/|3:29|a comment ('"'//'"')'
		'3s/: 1}/: +1}/|3:25|'"'+1'"' is not a JSON number'
		'3s/: 1}/: yes}/|3:25|expected a value'
		'3s/"basic:1"/"basic\\x3a1"/|3:20|'"'\\x'"' is not a JSON escape'
		# Before the object: the YAML loader still finds a flow mapping.
		'1s/^/# a comment\n/|1:1|a comment ('"'#'"')'
		'1s/^/---\n/|1:1|'"'---'"' is not a JSON number'
		'1s/^/%YAML 1.1\n---\n/|1:1|expected a value'
	)
	for c in "${cases[@]}"; do
		IFS='|' read -r script at why <<<"$c"
		sed "$script" occupied.jcz >"$BATS_TEST_TMPDIR/bad.jcz"
		! cmp -s occupied.jcz "$BATS_TEST_TMPDIR/bad.jcz" || fail_with "$script changed nothing" || return 1
		cj import "$BATS_TEST_TMPDIR/bad.jcz"
		expect_invalid "$BATS_TEST_TMPDIR/bad.jcz" || return 1
		[[ "$stderr" == "carcjudge: $BATS_TEST_TMPDIR/bad.jcz:$at: error: not JSON: $why"* ]] ||
			fail_with "$script: expected $at: $why" || return 1
	done
	# The same bytes in a string are no error.
	sed '8s/"Ann"/"Ann, # \/\/ '"'"'x'"'"'"/' occupied.jcz >"$BATS_TEST_TMPDIR/name.jcz"
	cj import --turn 1 "$BATS_TEST_TMPDIR/name.jcz"
	expect_status 0
}

@test "import: an object of 200 keys imports as it would without them" {
	# A save's objects are not held to a position's 64 keys a mapping:
	# short-4p with 200 keys more in gameAnnotations (an object the
	# reader looks in for endTurn) writes the same position.
	mkdir "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	cp samples/short-4p.jcz "$BATS_TEST_TMPDIR/a/s.jcz"
	awk '{ print } /"gameAnnotations": \{/ {
		for (i = 0; i < 200; i++) printf "    \"note%d\": %d,\n", i, i }' \
		samples/short-4p.jcz >"$BATS_TEST_TMPDIR/b/s.jcz"
	[ "$(jq '.gameAnnotations | length' "$BATS_TEST_TMPDIR/b/s.jcz")" = 201 ] ||
		fail_with "the keys added"
	cd "$BATS_TEST_TMPDIR/a" && cj import s.jcz
	expect_status 0
	local plain=$output
	cd "$BATS_TEST_TMPDIR/b" && cj import s.jcz
	expect_status 0
	[ -n "$plain" ] && [ "$output" = "$plain" ] || fail_with "a different position"
}

@test "import: a hostile object, a key repeated among 100,000 or more nodes than its bytes allow, exits 3 at the place, at once" {
	# The first key repeated, last (line 2 + 100000): the keys are
	# checked sorted when the object closes, not each against those
	# before it (5e9 comparisons, seconds).
	local f="$BATS_TEST_TMPDIR/dup.jcz" limit=1000 t0 ms
	! ldd "$CARCJUDGE" 2>/dev/null | grep -q libasan || limit=3000
	[ -z "$CARCJUDGE_WRAP" ] || limit=60000
	awk 'BEGIN { print "{\"setup\": {}, \"players\": [], \"replay\": [], \"gameAnnotations\": {"
		for (i = 0; i < 100000; i++) printf "  \"k%d\": %d,\n", i, i
		print "  \"k0\": 1"; print "}}" }' >"$f"
	t0=$(date +%s%N)
	cj import "$f"
	ms=$((($(date +%s%N) - t0) / 1000000))
	expect_invalid "$f"
	expect_at "$f" 100002 3
	[[ "$stderr" == *"duplicate key 'k0'" ]] || fail_with "message"
	[ "$ms" -lt "$limit" ] || fail_with "took $ms ms (limit $limit)"
	# 64 keys, then one key 550,000 times, 7 bytes a line: under the
	# default --max-input, 4 MiB, which allows a node per 4 bytes
	# (1048576), refused before the object closes and its repeats are
	# looked for.  9 nodes on line 1 (the object, 3 keys, 2 lists,
	# gameAnnotations and its object), then 2 a line, key and value: the
	# 1048577th is the value on line 2 + (1048577 - 11) / 2.
	awk 'BEGIN { print "{\"setup\": {}, \"players\": [], \"replay\": [], \"gameAnnotations\": {"
		for (i = 0; i < 64; i++) printf "\"k%d\":0,\n", i
		for (i = 0; i < 550000; i++) print "\"a\":0,"
		print "\"b\":0}}" }' >"$f"
	cj import "$f"
	expect_invalid "$f"
	expect_at "$f" 524285 5
	[[ "$stderr" == *"more than 1048576 nodes" ]] || fail_with "message"
}

@test "import: supply: holds the figures the save gives, less those on the board" {
	# base-tunnel-2p sets up small-follower 7 and nothing else: no large
	# follower, no wagon.  Before turn 61 red and blue have all seven
	# followers on the board (JCloisterZone's replay deploys no more).
	cj import --turn 61 samples/base-tunnel-2p.jcz
	expect_status 0
	[[ "$output" == *$'supply:\n  red: {follower: 0, large: 0, wagon: 0}\n  blue: {follower: 0, large: 0, wagon: 0}\naction:'* ]] ||
		fail_with "supply before turn 61"
	# So moves offers red no large follower or wagon: J's one turn is
	# the token alone.
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/t61.yaml"
	cj moves -f json "$BATS_TEST_TMPDIR/t61.yaml"
	expect_status 0
	[ "$(jq '[.placements[].deploy[]] | length' <<<"$output")" = 0 ] ||
		fail_with "a deployment offered"
	# 5 followers, 1 large follower, 1 wagon: each player starts with
	# them; red's large follower goes onto the board on turn 1.
	sed 's/"small-follower": 7/"small-follower": 5/' enabled-sets.jcz >"$BATS_TEST_TMPDIR/five.jcz"
	cj import --turn 1 "$BATS_TEST_TMPDIR/five.jcz"
	expect_status 0
	[[ "$output" == *$'supply:\n  red: {follower: 5, large: 1, wagon: 0}\n  blue: {follower: 5, large: 1, wagon: 0}\n  green: {follower: 5, large: 1, wagon: 0}\naction:'* ]] ||
		fail_with "supply at the start"
	cj import "$BATS_TEST_TMPDIR/five.jcz"
	expect_status 0
	[[ "$output" == *$'supply:\n  red: {follower: 5, large: 0, wagon: 0}\n'* ]] ||
		fail_with "red's large follower on the board"
	sed 's/"small-follower": 7/"small-follower": 7, "wagon": 1/' occupied.jcz >"$BATS_TEST_TMPDIR/wagon.jcz"
	cj import --turn 1 "$BATS_TEST_TMPDIR/wagon.jcz"
	expect_status 0
	[[ "$output" == *$'  red: {follower: 7, large: 0, wagon: 1}\n'* ]] || fail_with "a wagon"
}

@test "import: a 10,000-turn save replays on the live game, in far less than a second of CPU per thousand turns" {
	# bench/genjcz: two players fill columns of cloisters, a follower on
	# each inner one while they have one; a cloister surrounded scores 9
	# (BASE-CLOISTER-SCORE).  The save states what each has scored, and
	# import checks it (exit 1 otherwise).  Writing every turn's
	# position as text and reading it again took minutes here; the
	# limit, CPU seconds, is generous for a loaded machine.
	sh "$REPO/bench/genjcz" 10000 >"$BATS_TEST_TMPDIR/long.jcz"
	# shellcheck disable=SC2086  # CARCJUDGE_WRAP is a word list
	run --separate-stderr bash -c 'ulimit -t 20 && exec "$@"' sh \
		$CARCJUDGE_WRAP "$CARCJUDGE" import "$BATS_TEST_TMPDIR/long.jcz"
	expect_status 0
	[ -z "$stderr" ] || fail_with "stderr"
	[ "$(grep -c '^  - tile: ' <<<"$output")" = 10001 ] || fail_with "10,001 tiles"
	[[ "$output" == *$'score:\n  red: '*$'\n  blue: '* ]] || fail_with "score"
	[[ "$output" != *"action:"* ]] || fail_with "the pack is not used up"
}

@test "import --turn N of a long save: the position before turn N, written once" {
	sh "$REPO/bench/genjcz" 400 >"$BATS_TEST_TMPDIR/long.jcz"
	cj import --turn 400 "$BATS_TEST_TMPDIR/long.jcz"
	expect_status 0
	[ "$(grep -c '^  - tile: ' <<<"$output")" = 400 ] || fail_with "400 tiles before turn 400"
	[ "$(grep -c '^format: 1' <<<"$output")" = 1 ] || fail_with "one position"
	[ "${lines[-2]}" = "  player: blue" ] || fail_with "turn 400 is blue's"
	# The same position, judged, scores what turn 400 scored.
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/t400.yaml"
	cj import --scores "$BATS_TEST_TMPDIR/long.jcz"
	expect_status 0
	local gained
	gained=$(jq -c '.scores_by_turn[400] as $a | .scores_by_turn[399] as $b | {red: ($a.red - $b.red), blue: ($a.blue - $b.blue)}' <<<"$output")
	cj judge -f json "$BATS_TEST_TMPDIR/t400.yaml"
	expect_status 0
	[ "$(jq -c .totals <<<"$output")" = "$gained" ] || fail_with "turn 400 scores $gained"
}
