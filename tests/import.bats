#!/usr/bin/env bats
# carcjudge import (carcjudge(1), IMPORT): JCloisterZone saves replayed
# through the tool's own engine.  The four sample games of tests/jcz/samples
# must reach the scores JCloisterZone recorded after every turn and at the
# end (NAME.json); a save that is not strict JSON, the supply: a save gives
# and long saves.  The hand-made saves of tests/jcz (their README says what
# each shows), which exercise the error paths, are goldens
# (tests/golden/MANIFEST, import-*).

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
	# endTurn and the 200.
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
