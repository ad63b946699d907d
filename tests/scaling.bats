#!/usr/bin/env bats
# Inputs built to be slow: each ran in seconds while some step was
# quadratic, and runs in a fraction of a second now; each test caps the
# tool's CPU time (ulimit -t) well above what a linear run takes and below
# what the quadratic one took, so a return of the quadratic step fails
# here (SIGXCPU).  bench/hostile times the same kinds at n and 4n.

load helper

# The cap in CPU seconds for a run that takes a fraction of one: more
# under valgrind, and for a build with sanitizers, coverage or no
# optimisation (any build but build/rel).
cap() {
	local k=1
	if [ -n "$CARCJUDGE_WRAP" ]; then
		k=60
	elif [[ "$CARCJUDGE" != */build/rel/carcjudge && "$CARCJUDGE" != "$REPO/carcjudge" ]]; then
		k=8
	fi
	echo $(($1 * k))
}

# capped SECONDS OUT ARGS...: the tool run with ARGS under a CPU cap, its
# standard output in the file OUT (a long answer is not read into the
# shell); $status, $stderr and $stderr_lines as cj sets them.
# shellcheck disable=SC2034  # the variables are the tests'
capped() {
	local s out=$2
	s=$(cap "$1")
	shift 2
	# shellcheck disable=SC2086  # CARCJUDGE_WRAP is a word list
	(ulimit -t "$s" && $CARCJUDGE_WRAP "$CARCJUDGE" "$@" >"$out" \
		2>"$BATS_TEST_TMPDIR/.cj-stderr") && status=0 || status=$?
	read -d '' -r stderr <"$BATS_TEST_TMPDIR/.cj-stderr" || true
	IFS=$'\n' read -d '' -r -a stderr_lines <<<"$stderr" || true
	output=
	BATS_RUN_COMMAND="$CARCJUDGE $*"
}

@test "scaling: moves along a row of 20,000 cloisters, one field held by a farmer" {
	# Every farmer candidate asked whether the field held a labyrinth by
	# walking its 20,000 segments, and every placement cleared a route
	# per board tile: 6 s.  B turned 0 fits above and below each tile
	# and at both ends (40,002 squares); on each, no deployment or the
	# cloister with a follower, a large follower or a wagon (4 turns):
	# the field is blue's.
	f="$BATS_TEST_TMPDIR/row.yaml"
	awk 'BEGIN {
		print "players: [red, blue]"; print "board:"
		print "  - {tile: B, at: [0, 0], meeples: [{player: blue, feature: field@NNW}]}"
		for (i = 1; i < 20000; i++) printf "  - {tile: B, at: [%d, 0]}\n", i
		print "action: {player: red, place: {tile: B, rot: 0}}" }' >"$f"
	capped 3 "$BATS_TEST_TMPDIR/out" moves "$f"
	expect_status 0
	[[ "$(tail -n 1 "$BATS_TEST_TMPDIR/out")" == "red's B: 40002 placements, 160008 complete turns ("*" candidate turns judged)." ]] ||
		fail_with "the count of a row"
}

@test "scaling: judge on a column of 50,000 tiles (the squares' hash is seeded)" {
	# Under a hash by x and y alone the column filled one run of slots,
	# and every empty square beside it walked the run: 4 s.
	f="$BATS_TEST_TMPDIR/column.yaml"
	awk 'BEGIN {
		print "players: [red, blue]"; print "board:"
		for (i = 0; i < 50000; i++) printf "  - {tile: B, at: [0, %d]}\n", i
		print "action: {player: red, place: {tile: B, at: [1, 0]}}" }' >"$f"
	capped 2 "$BATS_TEST_TMPDIR/out" judge "$f"
	expect_status 0
}

@test "scaling: 20,000 tiles of a file's own, named by 20,000 board entries" {
	# Each name was compared with every tile of the file (ids sharing a
	# long start): 3 s.
	f="$BATS_TEST_TMPDIR/own.yaml"
	awk 'BEGIN {
		p = "TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT"
		print "tiles: |"
		for (k = 0; k < 20000; k++)
			printf "  tile %s%d\n  edges F F F F\n  field NNW NNE ENE ESE SSE SSW WSW WNW\n", p, k
		print "players: [red, blue]"; print "board:"
		for (i = 0; i < 20000; i++) printf "  - {tile: %s19999, at: [%d, 0]}\n", p, i
		print "action: {player: red, place: {tile: " p "19999, at: [-1, 0]}}" }' >"$f"
	capped 1 "$BATS_TEST_TMPDIR/out" judge "$f"
	expect_status 0
}

@test "scaling: tiles with 20,000 unknown ids of 60 bytes, a hint sought for each" {
	# Each met every catalogue name with a whole edit-distance table: 2 s.
	mapfile -t ids < <(awk 'BEGIN { for (i = 0; i < 20000; i++)
		printf "Q%05dzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\n", i }')
	capped 1 "$BATS_TEST_TMPDIR/out" tiles "${ids[@]}"
	expect_status 2
	[ "${#stderr_lines[@]}" -eq 20000 ] || fail_with "a line per unknown id"
	[ "${stderr_lines[0]}" = "carcjudge: unknown tile id '${ids[0]}' (see 'carcjudge tiles')" ] ||
		fail_with "the first unknown id"
}

@test "scaling: import of the largest save the input limit admits, 17,000 turns of crossroads" {
	# Each turn's judging copied every segment's state before the turn
	# and after the tile, and looked at every feature for one the turn
	# completed: 3 s.  The default --max-input, 4 MiB, admits it whole.
	f="$BATS_TEST_TMPDIR/cross.jcz"
	sh "$REPO/bench/genjcz" 17000 crossroads >"$f"
	[ "$(wc -c <"$f")" -le 4194304 ] || fail_with "the save is over 4 MiB"
	capped 1 "$BATS_TEST_TMPDIR/out" import "$f"
	expect_status 0
	[ "$(grep -c '^  - tile: ' "$BATS_TEST_TMPDIR/out")" = 17001 ] ||
		fail_with "17,001 tiles"
}

@test "scaling: a file's own tiles with an error on each of 20,000 lines, and 40,000 on one line" {
	# Each error was placed by walking the block from its first line,
	# and along its line from the first column: 9 s and 4 s.
	f="$BATS_TEST_TMPDIR/lines.yaml"
	awk 'BEGIN {
		print "players: [red, blue]"; print "tiles: |"
		print "  tile Q1"; print "  edges R R R R"
		for (i = 0; i < 20000; i++) print "  road N E S W"
		print "board: [{tile: D, at: [0, 0]}]"; print "action: end-game" }' >"$f"
	capped 1 "$BATS_TEST_TMPDIR/out" judge "$f"
	expect_status 3
	[ "$(grep -c 'more than 12 segments in one tile' <<<"$stderr")" -eq 19988 ] ||
		fail_with "an error per line past the twelfth"
	[[ "$stderr" == *"lines.yaml:20004:3: error: more than 12 segments"* ]] ||
		fail_with "the last line's place"
	f="$BATS_TEST_TMPDIR/words.yaml"
	awk 'BEGIN {
		print "players: [red, blue]"; print "tiles: |"
		print "  tile Q1"; print "  edges F F F F"
		printf "  field NNW NNE ENE ESE SSE SSW WSW WNW touches=N"
		for (i = 1; i < 40000; i++) printf ",N"
		print ""; print "board: [{tile: D, at: [0, 0]}]"; print "action: end-game" }' >"$f"
	capped 1 "$BATS_TEST_TMPDIR/out" judge "$f"
	expect_status 3
	[ "${#stderr_lines[@]}" -eq 40000 ] || fail_with "an error per word"
	[ "${stderr_lines[0]}" = "carcjudge: $f:5:49: error: touches=N: the tile has no city on N" ] &&
		[ "${stderr_lines[-1]}" = "carcjudge: $f:5:80047: error: touches=N: the tile has no city on N" ] ||
		fail_with "the first and last word's place"
}

# A row of n tiles E (a city on the north edge, each its own feature),
# the mage on the first city, the witch on the second, tunnels in play
# with the tunnel.variant given, TU2 in hand.
figures_row() {
	awk -v n="$1" -v v="$2" 'BEGIN {
		print "rules:"; print "  tunnel: {variant: " v "}"
		print "players: [red, blue]"; print "board:"
		print "  - {tile: E, at: [0, 0], meeples: [{kind: mage, feature: city@N}]}"
		print "  - {tile: E, at: [1, 0], meeples: [{kind: witch, feature: city@N}]}"
		for (i = 2; i < n; i++) printf "  - {tile: E, at: [%d, 0]}\n", i
		print "action: {player: red, place: {tile: TU2}}" }'
}

@test "scaling: moves with the mage and the witch on a row of 5,000 cities, TU2 in hand" {
	# Every magic move (each figure onto each of 5,000 cities) was a
	# candidate, a token joining the figures could make one due, and
	# each was judged with each deployment and each token: 100 tiles
	# took 4 s.  TU2 fits only above each tile, turned 180 (a city
	# meets a city, the other edges are fields); no token can join the
	# figures, so no magic move is due: 19 deployments (none, a
	# follower or a large follower on each of its 7 features, a wagon
	# on the city or one of its 3 roads) times 10 tokens (none, or one
	# of red's colours -- red, green, yellow -- on one of its 3
	# openings) on each square.
	f="$BATS_TEST_TMPDIR/figures.yaml"
	figures_row 5000 none >"$f"
	capped 3 "$BATS_TEST_TMPDIR/out" moves "$f"
	expect_status 0
	[[ "$(tail -n 1 "$BATS_TEST_TMPDIR/out")" == "red's TU2: 5000 placements, 950000 complete turns ("*" candidate turns judged)." ]] ||
		fail_with "the count with the figures on the board"
	# tunnel.variant=follower-required ties a token to the follower on
	# its road: the 19 turns without a token, and a token of each of
	# the 3 colours on each opening with a follower, large follower or
	# wagon on that opening's road (3 x 3 x 3 = 27).
	figures_row 5000 follower-required >"$f"
	capped 3 "$BATS_TEST_TMPDIR/out" moves "$f"
	expect_status 0
	[[ "$(tail -n 1 "$BATS_TEST_TMPDIR/out")" == "red's TU2: 5000 placements, 230000 complete turns ("*" candidate turns judged)." ]] ||
		fail_with "the count with a token tied to a follower"
}
