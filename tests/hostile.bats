#!/usr/bin/env bats
# Hostile input: whatever the bytes, the tool refuses them cleanly — exit
# status exactly 3 (never a crash: >= 128 is a signal), nothing on stdout,
# and a GNU-style FILE:LINE:COL diagnostic on stderr (carcjudge(1),
# DIAGNOSTICS) — and writes nothing anywhere.  Where the man pages fix
# the position (the offending node; a wrong value at the value, a key
# problem at the later key), the test checks it too.  The files with
# nothing to read are goldens (tests/golden/MANIFEST, hostile-*).

load helper

# judge_invalid FILE: judge FILE and expect a clean refusal naming it.
judge_invalid() {
	cj judge "$1"
	expect_invalid "$1"
}

# A legal position (worked by hand): blue extends D's road westwards with U
# at (-1,0) and puts a farmer on U's northern field (which meets D's
# {WNW,ENE} field, empty), then a blue token on TU1's free west opening
# (blue owns blue).  One line per top-level key so that a test can swap a
# whole line.
B1='players: [red, blue]'
B2='rules: {tiny-city: 4}'
T1='{tile: D, at: [0, 0], rot: 0, meeples: [{player: red, feature: road@E}]}'
T2='{tile: TU1, at: [1, 0], tokens: [{color: red, opening: E}]}'
B3="board: [$T1, $T2]"
PL='place: {tile: U, at: [-1, 0]}'
B4="action: {player: blue, $PL, deploy: {feature: field@NNW}, token: {color: blue, opening: W, at: [1, 0]}}"

base() {
	printf '%s\n' "$B1" "$B2" "$B3" "$B4" >"$1"
}

@test "hostile: the base position for the wrong-type cases is legal" {
	f="$BATS_TEST_TMPDIR/base.yaml"
	base "$f"
	cj judge "$f"
	expect_status 0
}

# wrong_types: the test below, untraced (a loop over 56 cases).
wrong_types() {
	# NAME LINE REPLACEMENT NEEDLE: line LINE of the base becomes
	# REPLACEMENT; the diagnostic must point at LINE and the column where
	# NEEDLE (the wrong value's node: '{' '[' or the scalar) first starts.
	cases=(
		players-mapping 1 'players: {red: blue}' '{red'
		players-entry-sequence 1 'players: [[red], blue]' '[red]'
		player-color-mapping 1 'players: [{color: {name: red}}, blue]' '{name'
		tunnel-sets-scalar 1 'players: [{color: red, tunnel-sets: red}, blue]' 'red}'
		tunnel-sets-mapping 1 'players: [{color: red, tunnel-sets: {red: 1}}, blue]' '{red: 1}'
		rules-scalar 2 'rules: tiny' 'tiny'
		rules-sequence 2 'rules: [tiny-city, 4]' '[tiny'
		rules-tiny-city-mapping 2 'rules: {tiny-city: {n: 4}}' '{n:'
		rules-farmers-sequence 2 'rules: {farmers: [3]}' '[3]'
		rules-tunnel-scalar 2 'rules: {tunnel: hig}' 'hig'
		rules-tunnel-sequence 2 'rules: {tunnel: [hig]}' '[hig]'
		rules-tunnel-tokens-mapping 2 'rules: {tunnel: {tokens: {hig: 1}}}' '{hig'
		format-sequence 2 'format: [1]' '[1]'
		robber-baron-scalar 2 'robber-baron: blue' 'blue'
		leipzig-scalar 2 'leipzig: red' 'red'
		board-scalar 3 'board: D' 'D'
		board-mapping 3 'board: {tile: D, at: [0, 0]}' '{tile'
		board-entry-scalar 3 "board: [D, $T2]" 'D,'
		board-entry-sequence 3 "board: [[D, 0, 0], $T2]" '[D'
		tile-mapping 3 "board: [{tile: {id: D}, at: [0, 0]}, $T2]" '{id'
		at-mapping 3 "board: [{tile: D, at: {x: 0, y: 0}}, $T2]" '{x'
		at-item-sequence 3 "board: [{tile: D, at: [[0], 0]}, $T2]" '[0]'
		at-item-mapping 3 "board: [{tile: D, at: [0, {y: 0}]}, $T2]" '{y'
		rot-sequence 3 "board: [{tile: D, at: [0, 0], rot: [90]}, $T2]" '[90]'
		rot-mapping 3 "board: [{tile: D, at: [0, 0], rot: {deg: 0}}, $T2]" '{deg'
		meeples-scalar 3 "board: [{tile: D, at: [0, 0], meeples: thief}, $T2]" 'thief'
		meeples-mapping 3 "board: [{tile: D, at: [0, 0], meeples: {player: red, feature: road@E}}, $T2]" '{player'
		meeple-entry-scalar 3 "board: [{tile: D, at: [0, 0], meeples: [thief]}, $T2]" 'thief'
		meeple-player-sequence 3 "board: [{tile: D, at: [0, 0], meeples: [{player: [red], feature: road@E}]}, $T2]" '[red]'
		meeple-feature-mapping 3 "board: [{tile: D, at: [0, 0], meeples: [{player: red, feature: {road: E}}]}, $T2]" '{road'
		meeple-kind-sequence 3 "board: [{tile: D, at: [0, 0], meeples: [{player: red, feature: road@E, kind: [large]}]}, $T2]" '[large]'
		tokens-scalar 3 "board: [$T1, {tile: TU1, at: [1, 0], tokens: redE}]" 'redE'
		tokens-mapping 3 "board: [$T1, {tile: TU1, at: [1, 0], tokens: {color: red, opening: E}}]" '{color'
		token-entry-scalar 3 "board: [$T1, {tile: TU1, at: [1, 0], tokens: [redE]}]" 'redE'
		token-color-sequence 3 "board: [$T1, {tile: TU1, at: [1, 0], tokens: [{color: [red], opening: E}]}]" '[red]'
		token-opening-mapping 3 "board: [$T1, {tile: TU1, at: [1, 0], tokens: [{color: red, opening: {edge: E}}]}]" '{edge'
		token-waited-sequence 3 "board: [$T1, {tile: TU1, at: [1, 0], tokens: [{color: red, opening: E, waited: [1]}]}]" '[1]'
		action-scalar 4 'action: pass' 'pass'
		action-player-sequence 4 "action: {player: [blue], $PL}" '[blue]'
		action-player-mapping 4 "action: {player: {color: blue}, $PL}" '{color'
		place-scalar 4 'action: {player: blue, place: U}' 'U}'
		place-sequence 4 'action: {player: blue, place: [U, -1, 0]}' '[U'
		place-tile-sequence 4 'action: {player: blue, place: {tile: [U], at: [-1, 0]}}' '[U]'
		place-at-mapping 4 'action: {player: blue, place: {tile: U, at: {x: -1, y: 0}}}' '{x'
		place-rot-sequence 4 'action: {player: blue, place: {tile: U, at: [-1, 0], rot: [0]}}' '[0]'
		deploy-scalar 4 "action: {player: blue, $PL, deploy: field@NNW}" 'field@NNW'
		deploy-sequence 4 "action: {player: blue, $PL, deploy: [field@NNW]}" '[field'
		deploy-feature-mapping 4 "action: {player: blue, $PL, deploy: {feature: {field: NNW}}}" '{field'
		deploy-kind-sequence 4 "action: {player: blue, $PL, deploy: {feature: field@NNW, kind: [follower]}}" '[follower]'
		deploy-at-scalar 4 "action: {player: blue, $PL, deploy: {feature: field@NNW, at: here}}" 'here'
		token-scalar 4 "action: {player: blue, $PL, token: blueW}" 'blueW'
		token-color-mapping 4 "action: {player: blue, $PL, token: {color: {c: blue}, opening: W, at: [1, 0]}}" '{c:'
		token-opening-sequence 4 "action: {player: blue, $PL, token: {color: blue, opening: [W], at: [1, 0]}}" '[W]'
		wagons-scalar 4 "action: {player: blue, $PL, wagons: none}" 'none'
		wagons-entry-scalar 4 "action: {player: blue, $PL, wagons: [none]}" 'none'
	)
	bad=()
	n=0
	for ((ci = 0; ci < ${#cases[@]}; ci += 4)); do
		name=${cases[ci]} lno=${cases[ci + 1]} repl=${cases[ci + 2]} needle=${cases[ci + 3]}
		prefix=${repl%%"$needle"*}
		col=$((${#prefix} + 1))
		f="$BATS_TEST_TMPDIR/$name.yaml"
		# The base position, its line LINE replaced.
		four=("$B1" "$B2" "$B3" "$B4")
		four[lno - 1]=$repl
		printf '%s\n' "${four[@]}" >"$f"
		n=$((n + 1))
		cj judge "$f"
		if [ "$status" -ne 3 ]; then
			bad+=("$name: exit $status (expected 3): $(head -n 1 <<<"$stderr")")
		elif [ -n "$output" ]; then
			bad+=("$name: stdout not empty")
		elif [[ ! "$stderr" =~ $DIAG_RE ]]; then
			bad+=("$name: not a diagnostic: $stderr")
		elif [[ "$stderr" != "carcjudge: $f:$lno:$col: error: "* ]]; then
			bad+=("$name: expected $lno:$col ('$needle'), got: ${stderr#"carcjudge: $BATS_TEST_TMPDIR/"}")
		fi
	done
	[ "$n" -ge 50 ] || fail_with "only $n cases" || return 1
	[ "${#bad[@]}" -eq 0 ] || fail_with "${#bad[@]} of $n cases:" "${bad[@]}"
}

@test "hostile: a key with a value of the wrong type, at every key" {
	untraced wrong_types
}

@test "hostile: a 5 MB file (over the default limit) is refused at 1:1" {
	f="$BATS_TEST_TMPDIR/big.yaml"
	{
		printf '%s\n' "$B1" "$B2" "$B3" "$B4"
		yes '# padding padding padding padding padding padding padding' |
			head -c 5000000
		printf '\n'
	} >"$f"
	[ "$(wc -c <"$f")" -gt 5000000 ]
	judge_invalid "$f"
	expect_at "$f" 1 1
	# and on standard input
	cj judge - <"$f"
	expect_invalid '<stdin>'
	expect_at '<stdin>' 1 1
}

@test "hostile: 100000-deep nesting (sequences and mappings)" {
	f="$BATS_TEST_TMPDIR/deep-seq.yaml"
	awk 'BEGIN { printf "players: "
		for (i = 0; i < 100000; i++) printf "["
		for (i = 0; i < 100000; i++) printf "]"
		printf "\nboard: [{tile: D, at: [0, 0]}]\naction: end-game\n" }' >"$f"
	judge_invalid "$f"
	f="$BATS_TEST_TMPDIR/deep-map.yaml"
	awk 'BEGIN { printf "rules: "
		for (i = 0; i < 100000; i++) printf "{a: "
		printf "0"
		for (i = 0; i < 100000; i++) printf "}"
		printf "\nplayers: [red]\nboard: [{tile: D, at: [0, 0]}]\naction: end-game\n" }' >"$f"
	judge_invalid "$f"
	f="$BATS_TEST_TMPDIR/deep-open.yaml"
	awk 'BEGIN { printf "players: "
		for (i = 0; i < 100000; i++) printf "[" }' >"$f"
	judge_invalid "$f"
}

@test "hostile: a billion-laughs alias bomb" {
	f="$BATS_TEST_TMPDIR/lol.yaml"
	{
		printf 'players: [red]\nboard: [{tile: D, at: [0, 0]}]\naction: end-game\n'
		printf 'l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n'
		for i in 1 2 3 4 5 6 7 8 9; do
			p="*l$((i - 1))"
			printf 'l%d: &l%d [%s, %s, %s, %s, %s, %s, %s, %s, %s, %s]\n' \
				"$i" "$i" "$p" "$p" "$p" "$p" "$p" "$p" "$p" "$p" "$p" "$p"
		done
	} >"$f"
	judge_invalid "$f"
	# inside a key the schema knows: the anchor is refused where it stands
	f="$BATS_TEST_TMPDIR/lol2.yaml"
	{
		printf 'rules: {farmers: &a 3, tiny-city: *a}\n'
		printf 'players: [red]\nboard: [{tile: D, at: [0, 0]}]\naction: end-game\n'
	} >"$f"
	judge_invalid "$f"
	# "rules: {farmers: " is 17 characters: the anchored node starts at '&'
	expect_at "$f" 1 18
}

@test "hostile: random binary bytes (deterministic), from a file and on stdin" {
	f="$BATS_TEST_TMPDIR/random.bin"
	# Park-Miller generator, seed 20240601: 4096 bytes, every value 0-255
	esc=$(awk 'BEGIN { x = 20240601
		for (i = 0; i < 4096; i++) {
			x = (x * 16807) % 2147483647
			printf "\\0%03o", x % 256
		} }')
	printf '%b' "$esc" >"$f"
	[ "$(wc -c <"$f")" -eq 4096 ]
	judge_invalid "$f"
	cj judge - <"$f"
	expect_invalid '<stdin>'
	# the same bytes after a valid beginning
	g="$BATS_TEST_TMPDIR/random2.yaml"
	{ printf '%s\n' "$B1" "$B2"; cat "$f"; } >"$g"
	judge_invalid "$g"
}

@test "hostile: a NUL byte" {
	f="$BATS_TEST_TMPDIR/nul.yaml"
	printf 'players: [red]\0\nboard: [{tile: D, at: [0, 0]}]\naction: end-game\n' >"$f"
	judge_invalid "$f"
	f="$BATS_TEST_TMPDIR/nul2.yaml"
	printf 'players: [re\0d]\nboard: [{tile: D, at: [0, 0]}]\naction: end-game\n' >"$f"
	judge_invalid "$f"
	f="$BATS_TEST_TMPDIR/nul3.yaml"
	printf '\0' >"$f"
	judge_invalid "$f"
}

@test "hostile: duplicate keys in a 50000-key mapping" {
	# 50000 'player: blue' in the action mapping: the second key is the
	# duplicate (line 6 col 3), whatever follows.
	f="$BATS_TEST_TMPDIR/dup-action.yaml"
	{
		printf 'players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0]}\naction:\n'
		yes '  player: blue' | head -n 50000
	} >"$f"
	judge_invalid "$f"
	expect_at "$f" 6 3
	# 50000 distinct keys, then the first one again
	f="$BATS_TEST_TMPDIR/dup-wide.yaml"
	{
		printf 'players: [red]\nboard: [{tile: D, at: [0, 0]}]\naction: end-game\n'
		awk 'BEGIN { for (i = 0; i < 50000; i++) printf "k%05d: 0\n", i
			print "k00000: 1" }'
	} >"$f"
	judge_invalid "$f"
	# a flow mapping of 50000 keys with the duplicate at the very end
	f="$BATS_TEST_TMPDIR/dup-flow.yaml"
	awk 'BEGIN { printf "players: [red]\nboard: [{tile: D, at: [0, 0], meeples: [{"
		for (i = 0; i < 50000; i++) printf "k%05d: 0, ", i
		print "k00000: 1}]}]\naction: end-game" }' >"$f"
	judge_invalid "$f"
}

@test "hostile: a 1 MB scalar and an integer of 10000 digits" {
	f="$BATS_TEST_TMPDIR/long-scalar.yaml"
	{
		printf 'players: [red]\nboard: [{tile: '
		head -c 1000000 /dev/zero | tr '\0' 'Q'
		printf ', at: [0, 0]}]\naction: end-game\n'
	} >"$f"
	judge_invalid "$f"
	# the unknown tile id is the value after "board: [{tile: " (15 chars)
	expect_at "$f" 2 16
	f="$BATS_TEST_TMPDIR/long-int.yaml"
	{
		printf 'players: [red]\nboard: [{tile: D, at: ['
		head -c 10000 /dev/zero | tr '\0' '9'
		printf ', 0]}]\naction: end-game\n'
	} >"$f"
	judge_invalid "$f"
	# "board: [{tile: D, at: [" is 23 characters
	expect_at "$f" 2 24
}

# nothing_written: the test below, untraced (a loop over the inputs and the subcommands).
nothing_written() {
	src="$BATS_TEST_TMPDIR/src"
	mkdir "$src" || return 1
	printf 'players: [red, purple]\nboard: [{tile: D, at: [0, 0]}]\naction: end-game\n' >"$src/bad.yaml"
	printf 'players: [[[[[[' >"$src/syntax.yaml"
	printf 'players: [red]\0\n' >"$src/nul.yaml"
	printf 'players: [red]\n---\nplayers: [red]\n' >"$src/second.yaml"
	sums=$(cd "$src" && cksum ./*.yaml)
	work="$BATS_TEST_TMPDIR/empty-cwd"
	mkdir "$work" && cd "$work" || return 1
	for f in "$src"/*.yaml; do
		for sub in judge fixture show; do
			cj "$sub" "$f"
			[ "$status" -lt 128 ] || fail_with "$sub $f crashed" || return 1
			[ "$sub" = show ] || expect_invalid "$f" || return 1
		done
		cj judge -f json "$f"
		expect_invalid "$f" || return 1
		cj fixture - <"$f"
		expect_invalid '<stdin>' || return 1
		cj check "$f"
		[ "$status" -eq 3 ] || fail_with "check of an invalid fixture: exit 3" ||
			return 1
	done
	left=$(ls -A "$work")
	[ -z "$left" ] || fail_with "files written in the working directory: $left" || return 1
	[ "$(cd "$src" && cksum ./*.yaml)" = "$sums" ] ||
		fail_with "an input file was changed" || return 1
	[ "$(find "$src" -mindepth 1 | wc -l)" -eq 4 ] || fail_with "files appeared beside the inputs"
}

@test "hostile: nothing is written anywhere on invalid input" {
	untraced nothing_written
}
