#!/usr/bin/env bats
# carcjudge apply (carcjudge(1), APPLY): the position after a legal action,
# written in block style, keys in carcjudge(5)'s order.  Every expected
# position below is worked out by hand from the rules it names.

load helper

setup() {
	trace_failures
	cd "$REPO" || return 1
}

# score_line: the score: block of $output on one line, "red=4 blue=0".
score_line() {
	awk '/^score:/ { on = 1; next } /^[^ ]/ { on = 0 }
	    on { sub(/^ +/, ""); sub(/: /, "="); printf "%s%s", n++ ? " " : "", $0 }
	    END { print "" }' <<<"$output"
}

# without_action FILE: the position of FILE without its action: key (the
# output of apply, which holds none, is already so).
top_keys() {
	grep -o '^[a-z-]*:' <<<"$output" | tr -d ':' | tr '\n' ' '
}

@test "apply: carcjudge(5)'s worked example, the whole position as written" {
	# Blue's junction W(2,0) closes the road W(-1,0)-D-U-W(2,0): 4 tiles,
	# 4 points to red, whose thief on D goes back to supply
	# (BASE-ROAD-SCORE, BASE-RETURN).  Blue's thief stays on the new
	# stub road@S, a road of its own, still open to the south.
	cj apply examples/worked.yaml
	expect_status 0
	[ -z "$stderr" ] || fail_with "stderr not empty"
	diff -u - <(printf '%s\n' "$output") <<'YAML'
format: 1
players:
  - color: red
  - color: blue
board:
  - tile: W
    at: [-1, 0]
  - tile: D
    at: [0, 0]
  - tile: U
    at: [1, 0]
  - tile: W
    at: [2, 0]
    meeples:
      - {player: blue, feature: road@S}
score:
  red: 4
  blue: 0
YAML
}

@test "apply --next: the next player in turn order draws that tile" {
	# Blue played; red is next.
	cj apply --next E examples/worked.yaml
	expect_status 0
	[ "${lines[-3]}" = "action:" ] || fail_with "no action"
	[ "${lines[-2]}" = "  player: red" ] || fail_with "not red's turn"
	[ "${lines[-1]}" = "  place: {tile: E}" ] || fail_with "place"
	# A catalogue alias names the same tile: written by its id.
	cj apply --next BA/RCr examples/worked.yaml
	expect_status 0
	[ "${lines[-1]}" = "  place: {tile: D}" ] || fail_with "alias not written as its id"
	# After red, blue: the turn order wraps round.
	f=$(pos red.yaml <<'YAML'
players: [red, blue]
board:
  - {tile: D, at: [0, 0]}
action: {player: blue, place: {tile: U, at: [1, 0]}}
YAML
)
	cj apply --next U "$f"
	expect_status 0
	[ "${lines[-2]}" = "  player: red" ] || fail_with "after blue comes red"
}

@test "apply --next with an unknown tile exits 2, suggests the id, writes nothing" {
	cj apply --next tu1 examples/worked.yaml
	expect_status 2
	[ -z "$output" ] || fail_with "stdout not empty"
	[[ "$stderr" == "carcjudge: apply: --next 'tu1': unknown tile id 'tu1' (did you mean 'TU1'?"* ]] ||
		fail_with "no suggestion"
}

@test "apply: the output is a position: with a turn appended, judge reads it" {
	cj apply --next A examples/worked.yaml
	expect_status 0
	# The next turn as --next writes it lacks a square: give one.
	printf '%s\n' "$output" | sed 's/place: {tile: A}/place: {tile: A, at: [2, -1], rot: 180}/' \
		>"$BATS_TEST_TMPDIR/next.yaml"
	grep -q 'at: \[2, -1\], rot: 180' "$BATS_TEST_TMPDIR/next.yaml"
	cj judge -f json "$BATS_TEST_TMPDIR/next.yaml"
	expect_status 0
	# A turned 180: its road runs north into blue's stub W(2,0).S and ends
	# at its cloister: a complete road of 2 tiles, 2 points to blue.
	expect_json_eq '.totals' '{"red":0,"blue":2}'
}

@test "apply then judge agrees with judging the same turns one by one" {
	# Turn 1: the worked example (red 4).  Turn 2: red closes blue's road
	# with A turned 180 at (2,-1) and puts a monk on its cloister: the road
	# W(2,0)-A is complete, 2 tiles, blue 2, blue's thief back.  Turn 3:
	# end-game: red's cloister at (2,-1) has 2 neighbours, U(1,0) and
	# W(2,0): 1 + 2 = 3 points (BASE-FINAL-CLOISTER); no farmer stands.
	turn2=$'action:\n  player: red\n  place: {tile: A, at: [2, -1], rot: 180}\n  deploy: {feature: cloister}'
	cj apply examples/worked.yaml
	expect_status 0
	printf '%s\n%s\n' "$output" "$turn2" >"$BATS_TEST_TMPDIR/p1.yaml"
	# The same position written by hand.
	cat >"$BATS_TEST_TMPDIR/p1-hand.yaml" <<YAML
players: [red, blue]
score: {red: 4, blue: 0}
board:
  - {tile: W, at: [-1, 0]}
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0]}
  - {tile: W, at: [2, 0], meeples: [{player: blue, feature: road@S}]}
$turn2
YAML
	cj judge -f json "$BATS_TEST_TMPDIR/p1.yaml"
	expect_status 0
	expect_json_eq '.totals' '{"red":0,"blue":2}'
	applied=$(jq -c '[.totals, .scores]' <<<"$output")
	cj judge -f json "$BATS_TEST_TMPDIR/p1-hand.yaml"
	expect_status 0
	[ "$(jq -c '[.totals, .scores]' <<<"$output")" = "$applied" ] ||
		fail_with "applied and hand-written positions judge differently"
	cj apply "$BATS_TEST_TMPDIR/p1.yaml"
	expect_status 0
	[ "$(score_line)" = "red=4 blue=2" ] || fail_with "score after turn 2: $(score_line)"
	[[ "$output" == *"{player: red, feature: cloister}"* ]] || fail_with "monk"
	[[ "$output" != *"player: blue"* ]] || fail_with "blue's thief not returned"
	printf '%s\naction: end-game\n' "$output" >"$BATS_TEST_TMPDIR/p2.yaml"
	cj judge -f json "$BATS_TEST_TMPDIR/p2.yaml"
	expect_json_eq '.totals' '{"red":3,"blue":0}'
	cj apply "$BATS_TEST_TMPDIR/p2.yaml"
	expect_status 0
	[ "$(score_line)" = "red=7 blue=2" ] || fail_with "final: $(score_line)"
}

@test "apply end-game: board unchanged, score: the final scores, no action; --next is a usage error" {
	# Red's thief: the road D-U is open at both ends, 2 tiles, 2 points
	# (BASE-FINAL-ROAD).  Blue's farmer on the south field touches no
	# city: 0.  Both stay where they are.
	f=$(pos end.yaml <<'YAML'
players: [red, blue]
score: {red: 5, blue: 2}
board:
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: road@W}, {player: blue, feature: field@SSW}]}
  - {tile: U, at: [1, 0]}
action: end-game
YAML
)
	cj apply "$f"
	expect_status 0
	diff -u - <(printf '%s\n' "$output") <<'YAML'
format: 1
players:
  - color: red
  - color: blue
board:
  - tile: D
    at: [0, 0]
    meeples:
      - {player: red, feature: road@E}
      - {player: blue, feature: field@ESE}
  - tile: U
    at: [1, 0]
score:
  red: 7
  blue: 2
YAML
	cj apply --next E "$f"
	expect_status 2
	[ -z "$output" ] || fail_with "stdout not empty"
	[[ "$stderr" == *"end-game"* ]] || fail_with "the message does not say why"
}

@test "apply: score: grows by the totals; a player left out had 0" {
	sed 's/^players: \[red, blue\]$/players: [red, blue]\nscore: {blue: 10}/' \
		examples/worked.yaml >"$BATS_TEST_TMPDIR/s.yaml"
	grep -q '^score: {blue: 10}$' "$BATS_TEST_TMPDIR/s.yaml"
	cj apply "$BATS_TEST_TMPDIR/s.yaml"
	expect_status 0
	[ "$(score_line)" = "red=4 blue=10" ] || fail_with "$(score_line)"
	# judge ignores score: the totals are the action's alone.
	cj judge -f json "$BATS_TEST_TMPDIR/s.yaml"
	expect_json_eq '.totals' '{"red":4,"blue":0}'
}

@test "score: names players only, integers from 0 (exit 3 otherwise)" {
	for bad in '{green: 1}:2:9' '{red: -1}:2:14' '{red: x}:2:14' '[1, 2]:2:8'; do
		val=${bad%:*:*}
		at=${bad#"$val":}
		printf 'players: [red, blue]\nscore: %s\nboard: []\naction: end-game\n' "$val" \
			>"$BATS_TEST_TMPDIR/bad.yaml"
		cj apply "$BATS_TEST_TMPDIR/bad.yaml"
		expect_invalid "$BATS_TEST_TMPDIR/bad.yaml"
		expect_at "$BATS_TEST_TMPDIR/bad.yaml" "${at%:*}" "${at#*:}"
	done
}

@test "apply: an illegal action exits 1, nothing on stdout, the verdict in text on stderr" {
	f=$(pos occupied.yaml <<'YAML'
players: [red, blue]
board:
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0]}
action: {player: blue, place: {tile: U, at: [1, 0]}}
YAML
)
	cj apply "$f"
	expect_status 1
	[ -z "$output" ] || fail_with "stdout not empty"
	[[ "$stderr" == "Illegal"* ]] || fail_with "not the verdict"
	[[ "$stderr" == *"[BASE-TILE-EMPTY]"* ]] || fail_with "rule not cited"
}

@test "apply: invalid input exits 3; without action too" {
	printf 'players: [red]\nboard: []\n' >"$BATS_TEST_TMPDIR/noaction.yaml"
	cj apply "$BATS_TEST_TMPDIR/noaction.yaml"
	expect_invalid "$BATS_TEST_TMPDIR/noaction.yaml"
}

@test "apply: standard input, flow style in, block style out, comments and expect: dropped" {
	cj fixture examples/worked.yaml
	expect_status 0
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/fx.yaml"
	grep -q '^expect:' "$BATS_TEST_TMPDIR/fx.yaml"
	cj apply - <"$BATS_TEST_TMPDIR/fx.yaml"
	expect_status 0
	[[ "$output" != *"#"* ]] || fail_with "a comment kept"
	[[ "$output" != *expect* ]] || fail_with "expect: kept"
	[ "$(top_keys)" = "format players board score " ] || fail_with "keys: $(top_keys)"
}

@test "apply: followers of scored features go back, farmers stay" {
	# Red's knight on D's city cap; E turned 180 above closes a 2-tile city:
	# 4 points (BASE-CITY-TINY, tiny-city 4), the knight returns.  Blue's
	# farmer on the field along the city stays (BASE-RETURN).
	f=$(pos farm.yaml <<'YAML'
players: [red, blue]
board:
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: city@N}, {player: blue, feature: field@ENE}]}
action: {player: red, place: {tile: E, at: [0, 1], rot: 180}}
YAML
)
	cj apply "$f"
	expect_status 0
	[ "$(score_line)" = "red=4 blue=0" ] || fail_with "$(score_line)"
	[[ "$output" == *"{player: blue, feature: field@ENE}"* ]] || fail_with "farmer gone"
	[[ "$output" != *"player: red"* ]] || fail_with "knight not returned"
}

@test "apply: the Robber Baron changes hands with its new length; leipzig: kept; key order" {
	# The road W(-1,0)-D-U-W(2,0) completed by blue has 4 tiles, more than
	# 3: blue takes the Robber Baron, thief or no thief (ROBBER-AWARD).
	f=$(pos robber.yaml <<'YAML'
leipzig: {wagon-maker: [blue]}
players: [red, blue]
robber-baron: {holder: red, length: 3}
board:
  - {tile: W, at: [-1, 0]}
  - {tile: D, at: [0, 0]}
  - {tile: U, at: [1, 0]}
action: {player: blue, place: {tile: W, at: [2, 0]}}
YAML
)
	cj apply "$f"
	expect_status 0
	[ "$(top_keys)" = "format players robber-baron leipzig board score " ] ||
		fail_with "keys: $(top_keys)"
	[[ "$output" == *$'robber-baron:\n  holder: blue\n  length: 4\nleipzig:\n  wagon-maker: [blue]\n'* ]] ||
		fail_with "robber-baron or leipzig"
	# An equal length does not take it: red keeps it, length 4 stays.
	sed 's/holder: red, length: 3/holder: red, length: 4/' "$f" >"$BATS_TEST_TMPDIR/equal.yaml"
	cj apply "$BATS_TEST_TMPDIR/equal.yaml"
	expect_status 0
	[[ "$output" == *$'robber-baron:\n  holder: red\n  length: 4\n'* ]] ||
		fail_with "the Robber Baron moved on an equal length"
}

@test "apply: a wagon moves after its road scores" {
	# The road W(0,0)-U-W(2,0) completes: 3 tiles, 3 points to red's
	# wagon, which then moves to E's open city at (1,1), next to its
	# square (WAGON-MOVE, c2).
	f=$(pos wagon.yaml <<'YAML'
rules: {wagon-move: c2}
players: [red, blue]
board:
  - {tile: W, at: [0, 0]}
  - {tile: U, at: [1, 0], meeples: [{player: red, feature: road@W, kind: wagon}]}
  - {tile: E, at: [1, 1]}
action:
  player: red
  place: {tile: W, at: [2, 0]}
  wagons: [{from: {at: [1, 0], feature: road@W}, to: {at: [1, 1], feature: city@N}}]
YAML
)
	cj apply "$f"
	expect_status 0
	[ "$(score_line)" = "red=3 blue=0" ] || fail_with "$(score_line)"
	[[ "$output" == *$'  - tile: E\n    at: [1, 1]\n    meeples:\n      - {player: red, feature: city@N, kind: wagon}\n'* ]] ||
		fail_with "wagon not on E's city"
	[ "$(grep -c 'kind: wagon' <<<"$output")" = 1 ] || fail_with "two wagons"
}

@test "apply: tunnel tokens stay; waited grows on the acting player's unpaired tokens only" {
	# Two players, hig: red owns red, yellow, green; blue owns blue, grey,
	# black.  Red's red token waits alone (1 -> 2); the green pair is
	# linked (no waiting); blue's token is not red's (stays 3); the yellow
	# token red places this turn has waited no turn yet.  No road
	# completes: each runs to an opening without a partner.
	f=$(pos tokens.yaml <<'YAML'
players: [red, blue]
board:
  - {tile: TU1, at: [-1, 0], tokens: [{color: blue, opening: W, waited: 3}, {color: green, opening: E}]}
  - {tile: TU1, at: [0, 0], tokens: [{color: green, opening: W}, {color: red, opening: E, waited: 1}]}
  - {tile: U, at: [1, 0]}
action:
  player: red
  place: {tile: TU1, at: [2, 0]}
  token: {color: yellow, opening: W}
YAML
)
	cj apply "$f"
	expect_status 0
	# The Tunnel is in play by its tiles: the rules say so.
	[[ "$output" == *$'rules:\n  tunnel: {}\n'* ]] || fail_with "tunnel: {} not written"
	diff -u - <(sed -n '/^board:/,/^score:/p' <<<"$output") <<'YAML'
board:
  - tile: TU1
    at: [-1, 0]
    tokens:
      - {color: blue, opening: W, waited: 3}
      - {color: green, opening: E}
  - tile: TU1
    at: [0, 0]
    tokens:
      - {color: green, opening: W}
      - {color: red, opening: E, waited: 2}
  - tile: U
    at: [1, 0]
  - tile: TU1
    at: [2, 0]
    tokens:
      - {color: yellow, opening: W}
score:
YAML
	# Blue's turn: blue's token waits one more, red's do not.
	sed 's/player: red/player: blue/; /token: {color: yellow/d' "$f" >"$BATS_TEST_TMPDIR/blue.yaml"
	cj apply "$BATS_TEST_TMPDIR/blue.yaml"
	expect_status 0
	[[ "$output" == *"{color: blue, opening: W, waited: 4}"* ]] || fail_with "blue's token"
	[[ "$output" == *"{color: red, opening: E, waited: 1}"* ]] || fail_with "red's token"
}

@test "apply: a follower on an underpass stub keeps its side" {
	# With other-tunnels: tokens, AM-UNDER's road is two stubs (TUN-OTHER-
	# TUNNELS); blue's thief stands on the southern one.  Written as the
	# catalogue's canonical name, road@N, it would change sides.
	f=$(pos under.yaml <<'YAML'
rules: {tunnel: {other-tunnels: tokens}}
players: [red, blue]
board:
  - {tile: AM-UNDER, at: [0, 0], meeples: [{player: blue, feature: road@S}]}
action: {player: red, place: {tile: U, at: [0, 1], rot: 90}}
YAML
)
	cj apply "$f"
	expect_status 0
	[[ "$output" == *"{player: blue, feature: road@S}"* ]] || fail_with "side lost"
	[[ "$output" == *$'  tunnel:\n    other-tunnels: tokens\n'* ]] || fail_with "rules"
}

@test "apply -r: the reading applied is the one written" {
	cj apply -r farmers=1 -r tunnel.same-tile=twice examples/worked.yaml
	expect_status 0
	[[ "$output" == $'format: 1\nrules:\n  farmers: 1\n  tunnel:\n    same-tile: twice\nplayers:'* ]] ||
		fail_with "rules not written"
}

# every_fixture_applied: the test below, run untraced (a loop over every
# fixture).
every_fixture_applied() {
	local d="$BATS_TEST_TMPDIR/all" f i st got
	local -a files=() judged=() written=() bad=() applied=()
	mkdir "$d" || return 1
	for f in fixtures/*/*.yaml; do
		[ -e "${f%.yaml}.err" ] || files+=("$f")
	done
	[ "${#files[@]}" -gt 300 ] || fail_with "only ${#files[@]} fixtures" || return 1
	st=0
	# shellcheck disable=SC2086
	$CARCJUDGE_WRAP "$CARCJUDGE" judge -f json "${files[@]}" >"$d/judged.json" 2>"$d/judged.err" ||
		st=$?
	[ "$st" -le 1 ] && [ ! -s "$d/judged.err" ] ||
		fail_with "judge of every fixture: exit $st, $(head -n 3 "$d/judged.err")" || return 1
	# FILE VERDICT red=N blue=N..., one line per fixture, in order: the
	# standings, which a fixture with score: has (score: plus totals),
	# else the totals.
	mapfile -t judged < <(jq -r '"\(.file) \(.verdict) " + ((.standings // .totals) | to_entries |
	    map("\(.key)=\(.value)") | join(" "))' "$d/judged.json")
	[ "${#judged[@]}" -eq "${#files[@]}" ] ||
		fail_with "${#judged[@]} documents for ${#files[@]} fixtures" || return 1
	# Every apply in one process (run_lines, tests/helper.bash).
	for i in "${!files[@]}"; do
		printf '%s\t/dev/null\tapply\t%s\n' "$d/$i.yaml" "${files[i]}"
	done | run_lines >"$d/applied" || fail_with "run_lines: exit $?" || return 1
	mapfile -t applied <"$d/applied"
	[ "${#applied[@]}" -eq "${#files[@]}" ] ||
		fail_with "${#applied[@]} applied of ${#files[@]}" || return 1
	for i in "${!files[@]}"; do
		f=${files[i]}
		[ "${judged[i]%% *}" = "$f" ] || fail_with "document $i is not $f's" || return 1
		st=${applied[i]}
		got=${judged[i]#"$f "}
		if [ "${got%% *}" = illegal ]; then
			[ "$st" -eq 1 ] && [ ! -s "$d/$i.yaml" ] ||
				bad+=("$f: illegal, but apply wrote or exited $st")
		elif [ "$st" -ne 0 ]; then
			bad+=("$f: apply failed (exit $st)")
		else
			written+=("$d/$i.yaml")
		fi
	done
	[ "${#bad[@]}" -eq 0 ] || fail_with "${bad[@]}" || return 1
	[ "${#written[@]}" -gt 250 ] || fail_with "only ${#written[@]} legal fixtures" || return 1
	# Each position's score: block on one line, "red=4 blue=0", against
	# judge's totals.
	while read -r i got; do
		f=${files[i]}
		[ "$got" = "${judged[i]#"$f legal "}" ] ||
			bad+=("$f: score: $got, totals ${judged[i]#"$f legal "}")
	done < <(awk '
	    FNR == 1 { if (NR > 1) print key, line; on = 0; line = ""; n = 0
		key = FILENAME; sub(/.*\//, "", key); sub(/\.yaml$/, "", key) }
	    /^score:/ { on = 1; next } /^[^ ]/ { on = 0 }
	    on { sub(/^ +/, ""); sub(/: /, "="); line = line (n++ ? " " : "") $0 }
	    END { print key, line }' "${written[@]}")
	[ "${#bad[@]}" -eq 0 ] || fail_with "${bad[@]}" || return 1
	# The positions read back, and end-game judges them.
	for f in "${written[@]}"; do
		echo 'action: end-game' >>"$f"
	done
	st=0
	# shellcheck disable=SC2086
	$CARCJUDGE_WRAP "$CARCJUDGE" judge "${written[@]}" >"$d/ended.txt" 2>"$d/ended.err" || st=$?
	[ "$st" -eq 0 ] && [ ! -s "$d/ended.err" ] ||
		fail_with "a written position is refused: $(head -n 3 "$d/ended.err")" || return 1
	[ "$(grep -c '^==> ' "$d/ended.txt")" -eq "${#written[@]}" ] ||
		fail_with "not one verdict per written position"
}

@test "apply: every fixture -- legal ones lead to a position whose score: is judge's standings, illegal ones to nothing" {
	# One judge for every fixture's verdict and totals (judge FILE...);
	# then apply, which takes one position, once per fixture; then one
	# judge over every position written, the game's end as its action:
	# each must be read back (exit 0, nothing on stderr).
	untraced every_fixture_applied
}

@test "apply: the file's own tiles: carried on, and --next may name one" {
	f=$(pos own.yaml <<'YAML'
players: [red, blue]
tiles: |
  tile HOUSE-1
  edges C R R F
  city N
  road E S
  field ENE SSW WSW WNW +c
  field ESE SSE
board:
  - {tile: D, at: [0, 0]}
action: {player: red, place: {tile: HOUSE-1, at: [0, -1], rot: 90}}
YAML
)
	cj judge "$f"
	expect_status 0
	cj apply --next HOUSE-1 "$f"
	expect_status 0
	[[ "$output" == *$'tiles: |\n  tile HOUSE-1\n  edges C R R F\n  city N\n  road E S\n  field ENE SSW WSW WNW +c\n  field ESE SSE\nboard:\n'* ]] ||
		fail_with "tiles: lost"
	[ "${lines[-1]}" = "  place: {tile: HOUSE-1}" ] || fail_with "--next own tile"
}

@test "apply: supply: counts less what was deployed, plus what came back" {
	# Red's thief returns from the road the worked example closes: red's
	# given 3 followers become 4.  Blue deploys a follower, but gave only a
	# large-follower count: 1 stays 1, and no follower count is written.
	sed 's/^players: \[red, blue\]$/players: [red, blue]\nsupply: {red: {follower: 3}, blue: {large: 1}}/' \
		examples/worked.yaml >"$BATS_TEST_TMPDIR/supply.yaml"
	grep -q '^supply:' "$BATS_TEST_TMPDIR/supply.yaml"
	cj judge "$BATS_TEST_TMPDIR/supply.yaml"
	expect_status 0
	cj apply "$BATS_TEST_TMPDIR/supply.yaml"
	expect_status 0
	[[ "$output" == *$'supply:\n  red: {follower: 4}\n  blue: {large: 1}' ]] ||
		fail_with "supply not carried on"
}

@test "apply: a crashed flight leaves the follower in supply and nothing on the board" {
	# FLIER-LAND: roll 2 from FM-1 at (-1,-1) turned 90 reaches an empty
	# square; the flight crashes and red's follower is not deployed, so
	# red's given 2 followers stay 2 and no meeple of red's is written.
	sed 's/^players: \[red, blue\]$/players: [red, blue]\nsupply: {red: {follower: 2}}/' \
		fixtures/interactions/flier-crash-empty-square.yaml >"$BATS_TEST_TMPDIR/crash.yaml"
	grep -q '^supply:' "$BATS_TEST_TMPDIR/crash.yaml" || fail_with "no supply: added" || return 1
	cj apply "$BATS_TEST_TMPDIR/crash.yaml"
	expect_status 0
	[[ "$output" == *$'supply:\n  red: {follower: 2}'* ]] ||
		fail_with "the follower left supply" || return 1
	[[ "$output" != *"player: red"* ]] || fail_with "a meeple of red's was written" ||
		return 1
	[[ "$output" == *$'  - tile: FM-1\n    at: [-1, -1]\n    rot: 90\n'* ]] ||
		fail_with "the flier tile not written"
}

@test "apply: the mage moves by the magic part, and leaves a scored feature" {
	# MW-1 turned 180 above D closes D's city (nobody on it); the magic
	# part moves the mage from D's road to MW-1's road@N (MW-MOVE).
	f=$(pos mage.yaml <<'YAML'
players: [red, blue]
board:
  - {tile: D, at: [0, 0], meeples: [{kind: mage, feature: road@E}]}
action:
  player: red
  place: {tile: MW-1, at: [0, 1], rot: 180}
  magic: {figure: mage, feature: road@N}
YAML
)
	cj judge "$f"
	expect_status 0
	cj apply "$f"
	expect_status 0
	[[ "$output" == *$'  - tile: MW-1\n    at: [0, 1]\n    rot: 180\n    meeples:\n      - {kind: mage, feature: road@N}\n'* ]] ||
		fail_with "mage not moved"
	[ "$(grep -c 'kind: mage' <<<"$output")" = 1 ] || fail_with "two mages"
	# The worked example with the mage on red's road: 4 tiles + 4 (mage) =
	# 8 to red; the road is scored, so the mage is set aside (MW-RETURN).
	sed 's/meeples: \[{player: red, feature: road@E}\]/meeples: [{player: red, feature: road@E}, {kind: mage, feature: road@E}]/' \
		examples/worked.yaml >"$BATS_TEST_TMPDIR/return.yaml"
	cj apply "$BATS_TEST_TMPDIR/return.yaml"
	expect_status 0
	[ "$(score_line)" = "red=8 blue=0" ] || fail_with "$(score_line)"
	[[ "$output" != *mage* ]] || fail_with "the mage stayed on a scored road"
}

@test "apply, import: -h prints the usage on stdout; an unknown option exits 2" {
	for c in apply import; do
		cj "$c" -h
		expect_status 0 || return 1
		[[ "$output" == "usage: carcjudge $c "* ]] || fail_with "$c -h" || return 1
		cj "$c" --frob examples/worked.yaml
		expect_status 2 || return 1
		[ -z "$output" ] || fail_with "$c: stdout not empty" || return 1
		cj "$c" examples/worked.yaml examples/worked.yaml
		expect_status 2 || return 1
	done
}

@test "apply: a tile id YAML 1.1 reads as a boolean is quoted" {
	# N is a base tile; YAML 1.1 tools read N as false.
	f=$(pos n.yaml <<'YAML'
players: [red, blue]
board:
  - {tile: D, at: [0, 0]}
action: {player: red, place: {tile: "N", at: [0, 1], rot: 180}}
YAML
)
	cj apply --next N "$f"
	expect_status 0
	[[ "$output" == *$'  - tile: "N"\n'* ]] || fail_with "board entry"
	[ "${lines[-1]}" = '  place: {tile: "N"}' ] || fail_with "next tile"
	cj apply --max-input 10 "$f"
	expect_invalid "$f"
}
