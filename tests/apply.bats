#!/usr/bin/env bats
# carcjudge apply (carcjudge(1), APPLY) where a shell is needed: the
# positions it writes read back by judge and apply, turn after turn, and
# every fixture applied.  The positions it writes for one input, its
# usage and input errors are goldens (tests/golden/MANIFEST, apply-*),
# each worked out by hand from the rules it names, the working in the
# manifest.

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

# every_fixture_applied: the test below, run untraced (a loop over every
# fixture).
every_fixture_applied() {
	local d="$BATS_TEST_TMPDIR/all" f i st got
	local -a files=() judged=() written=() bad=() rcs=()
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
	# Every apply in one process (run_each, tests/helper.bash).
	run_each "$d" yaml apply || return 1
	for i in "${!files[@]}"; do
		f=${files[i]}
		[ "${judged[i]%% *}" = "$f" ] || fail_with "document $i is not $f's" || return 1
		st=${rcs[i]}
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
