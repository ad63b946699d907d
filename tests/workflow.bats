#!/usr/bin/env bats
# The workflow around a verdict (issue 5): fixture, check (--tap, -q),
# --compare, the disputed-reading note, show.

load helper

setup() {
	trace_failures
	cd "$REPO" || return 1
}

@test "fixture: the input's own text, comments kept, old expect: replaced" {
	f=$(pos p.yaml <<'YAML'
# a comment that must survive
players: [red, blue]
board:
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: road@E}]}  # red's thief
action:
  player: blue
  place: {tile: W, at: [1, 0]}
expect:
  verdict: illegal
  totals: {red: 99, blue: 0}
YAML
)
	cj fixture "$f"
	expect_status 0
	[ "${lines[0]}" = "# a comment that must survive" ] || fail_with "comment lost"
	[[ "$output" == *"# red's thief"* ]] || fail_with "trailing comment lost"
	[ "$(grep -c '^expect:' <<<"$output")" = 1 ] || fail_with "expect: twice"
	[[ "$output" != *"red: 99"* ]] || fail_with "old expect kept"
	# The road D(0,0)-W(1,0) runs west off the board: incomplete, 0 points.
	[[ "$output" == *"verdict: legal"* ]] || fail_with "verdict"
	[[ "$output" == *"totals: {red: 0, blue: 0}"* ]] || fail_with "totals"
}

@test "fixture then check: passes; altered totals make check fail with expected vs got" {
	cj fixture examples/worked.yaml
	expect_status 0
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/good.yaml"
	cj check "$BATS_TEST_TMPDIR/good.yaml"
	expect_status 0
	[ "${lines[-1]}" = "1 passed, 0 failed" ] || fail_with "summary"
	# The worked example: red scores 4; claim 5 instead.
	sed 's/totals: {red: 4, blue: 0}/totals: {red: 5, blue: 0}/' \
		"$BATS_TEST_TMPDIR/good.yaml" >"$BATS_TEST_TMPDIR/bad.yaml"
	run ! cmp -s "$BATS_TEST_TMPDIR/good.yaml" "$BATS_TEST_TMPDIR/bad.yaml"
	cj check "$BATS_TEST_TMPDIR/bad.yaml"
	expect_status 1
	[[ "$output" == *"bad.yaml"*"expected 5, got 4"* ]] || fail_with "no diff shown"
	[ "${lines[-1]}" = "0 passed, 1 failed" ] || fail_with "summary"
}

@test "fixture on a flow-style document re-emits it in block style that check accepts" {
	f=$(pos flow.yaml <<'YAML'
{players: [red, blue], board: [{tile: D, at: [0, 0]}], action: {player: red, place: {tile: E, at: [0, 1], rot: 180}}}
YAML
)
	cj fixture "$f"
	expect_status 0
	[[ "${lines[0]}" == "players:"* ]] || fail_with "not block style"
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/flow-fixture.yaml"
	cj check "$BATS_TEST_TMPDIR/flow-fixture.yaml"
	expect_status 0
}

@test "fixture: an invalid input exits 3 and writes nothing on stdout" {
	f=$(pos bad.yaml <<'YAML'
players: [red]
board: []
action: {player: green}
YAML
)
	cj fixture "$f"
	expect_invalid "$f"
	expect_at "$f" 3 18
}

@test "check --tap: a TAP plan, one line per fixture, ok/not ok, in sorted order" {
	d=$BATS_TEST_TMPDIR/corpus
	mkdir -p "$d/b" "$d/a"
	cj fixture examples/worked.yaml
	printf '%s\n' "$output" >"$d/b/z.yaml"
	printf '%s\n' "$output" >"$d/a/y.yaml"
	sed 's/red: 4/red: 3/' "$d/b/z.yaml" >"$d/b/a.yaml"
	printf 'not yaml\n' >"$d/a/notes.txt"
	cj check --tap "$d"
	expect_status 1
	[ "${lines[0]}" = "TAP version 13" ] || fail_with "no TAP header"
	[ "${lines[1]}" = "1..3" ] || fail_with "plan"
	[ "${lines[2]}" = "ok 1 - $d/a/y.yaml" ] || fail_with "order 1"
	[ "${lines[3]}" = "not ok 2 - $d/b/a.yaml" ] || fail_with "order 2"
	[[ "${lines[4]}" == "# "* ]] || fail_with "diagnostic after not ok"
	[ "${lines[5]}" = "ok 3 - $d/b/z.yaml" ] || fail_with "order 3"
	n=$(grep -cE '^(not )?ok [0-9]+ - ' <<<"$output")
	[ "$n" = 3 ] || fail_with "TAP lines: $n"
}

@test "check -q prints the summary alone; an invalid fixture exits 3 over 1" {
	d=$BATS_TEST_TMPDIR/q
	mkdir -p "$d"
	cj fixture examples/worked.yaml
	printf '%s\n' "${output//red: 4/red: 3}" >"$d/differs.yaml"
	printf 'players: [red]\nboard: []\naction: end-game\nbogus: 1\n' >"$d/invalid.yaml"
	cj check -q "$d"
	expect_status 3
	[ "$output" = "0 passed, 2 failed" ] || fail_with "not the summary alone"
}

@test "check never writes: the corpus is unchanged" {
	d=$BATS_TEST_TMPDIR/ro
	cp -r fixtures/base "$d"
	before=$(find "$d" -printf '%p %s %T@\n' | sort | md5sum)
	cj check "$d"
	expect_status 0
	after=$(find "$d" -printf '%p %s %T@\n' | sort | md5sum)
	[ "$before" = "$after" ] || fail_with "check touched the corpus"
}

@test "--compare KEY=V1,V2: JSON array of documents, each led by its file and reading" {
	cj judge -f json --compare tiny-city=4,2 fixtures/base/city-tiny-2.yaml
	expect_status 0
	expect_json_eq \
		'length' '2' \
		'[.[] | keys_unsorted[0:2]]' '[["file","reading"],["file","reading"]]' \
		'[.[].reading]' '["tiny-city=4","tiny-city=2"]'
	# The 2-tile city scores 4 under one reading and 2 under the other.
	expect_json_eq '[.[].totals | add]' '[4,2]'
}

@test "--compare -f yaml: a sequence of documents, each led by its file and reading" {
	cj judge -f yaml --compare tiny-city=4,2 fixtures/base/city-tiny-2.yaml
	expect_status 0
	[ "$(grep -c '^- file: "fixtures/base/city-tiny-2.yaml"$' <<<"$output")" = 2 ] ||
		fail_with "not a sequence" || return 1
	[ "$(grep -c '^  reading: ' <<<"$output")" = 2 ] || fail_with "no reading"
}

@test "--compare in text: every reading, then side by side" {
	cj judge --compare farmers=3,2,1 fixtures/base/farm-farmers-3.yaml
	expect_status 0
	[[ "$output" == *"With farmers=3:"*"With farmers=2:"*"With farmers=1:"* ]] ||
		fail_with "readings missing"
	[[ "$output" == *"Side by side:"* ]] || fail_with "no side-by-side table"
}

@test "--compare with an unknown key or value exits 2" {
	cj judge --compare colour=red,blue examples/worked.yaml
	expect_status 2
	cj judge --compare farmers=3,9 examples/worked.yaml
	expect_status 2
}

@test "text: an answer that depends on an unset disputed key says so in one line" {
	# Labyrinth network with the witch, advanced rules, witch: not set.
	sed 's/^rules: {labyrinth: advanced, witch: total}$/rules: {labyrinth: advanced}/' \
		fixtures/interactions/lab-witch-total-complete.yaml >"$BATS_TEST_TMPDIR/w.yaml"
	grep -q '^rules: {labyrinth: advanced}$' "$BATS_TEST_TMPDIR/w.yaml"
	cj judge "$BATS_TEST_TMPDIR/w.yaml"
	expect_status 0
	n=$(grep -c '^Note: with witch=total: ' <<<"$output")
	[ "$n" = 1 ] || fail_with "no single disputed-reading line"
	# Setting the key silences it.
	cj judge -r witch=tiles "$BATS_TEST_TMPDIR/w.yaml"
	[[ "$output" != *"Note: with witch="* ]] || fail_with "note despite -r"
}

@test "show: a 72-tile board fits 120 columns; a larger one is cropped with a note" {
	# 12 x 6 = 72 cloisters (B: all field) in one block.
	{
		echo "players: [red, black, grey]"
		echo "board:"
		for x in $(seq 0 11); do for y in $(seq 0 5); do
			echo "  - {tile: B, at: [$x, $y]}"
		done; done
		echo "action: end-game"
	} >"$BATS_TEST_TMPDIR/full.yaml"
	COLUMNS=120 cj show "$BATS_TEST_TMPDIR/full.yaml"
	expect_status 0
	w=$(awk '{ if (length($0) > m) m = length($0) } END { print m }' <<<"$output")
	[ "$w" -le 120 ] || fail_with "$w columns"
	[[ "$output" != *cropped* ]] || fail_with "cropped a 72-tile board"
	# Black and grey are told apart without colour: K and A.
	[[ "$output" == *"K black"*"A grey"* ]] || fail_with "legend letters"
	{
		echo "players: [red]"
		echo "board:"
		for x in $(seq 0 29); do echo "  - {tile: B, at: [$x, 0]}"; done
		echo "action: end-game"
	} >"$BATS_TEST_TMPDIR/wide.yaml"
	COLUMNS=120 cj show "$BATS_TEST_TMPDIR/wide.yaml"
	expect_status 0
	[[ "$output" == *"(cropped: x "* ]] || fail_with "no crop note"
	w=$(awk '{ if (length($0) > m) m = length($0) } END { print m }' <<<"$output")
	[ "$w" -le 120 ] || fail_with "$w columns"
}

@test "show: the board fits \$COLUMNS, else the terminal's width, else 80 columns, and says what it crops" {
	local w
	{
		echo "players: [red]"
		echo "board:"
		for x in $(seq 0 29); do echo "  - {tile: B, at: [$x, 0]}"; done
		echo "action: end-game"
	} >"$BATS_TEST_TMPDIR/wide.yaml"
	widest() { awk '{ sub(/\r$/, ""); if (length($0) > m) m = length($0) } END { print m }' <<<"$1"; }
	# Not a terminal, no COLUMNS: 80 (row numbers, 9 tiles of 8).
	cj show "$BATS_TEST_TMPDIR/wide.yaml"
	expect_status 0
	w=$(widest "$output")
	[ "$w" -le 80 ] && [ "$w" -gt 70 ] || fail_with "$w columns without COLUMNS" || return 1
	[[ "$output" == *"(cropped: x 11..19, y 0..0 shown of x 0..29, y 0..0, to fit 80 columns and 12"$'\n'" rows of tiles)"* ]] ||
		fail_with "the crop note" || return 1
	for c in 60 45 200; do
		COLUMNS=$c cj show "$BATS_TEST_TMPDIR/wide.yaml"
		expect_status 0
		w=$(widest "$output")
		[ "$w" -le "$c" ] && [ "$w" -gt $((c - 8)) ] || fail_with "$w columns with COLUMNS=$c" || return 1
		[[ "$(tr '\n' ' ' <<<"$output" | tr -s ' ')" == *"to fit $c columns"* ]] ||
			fail_with "no crop note at $c" || return 1
	done
	# 30 tiles of 8 beside the row numbers fit 250: nothing cropped.
	COLUMNS=250 cj show "$BATS_TEST_TMPDIR/wide.yaml"
	[ "$(widest "$output")" -le 250 ] && [[ "$output" != *cropped* ]] || fail_with "cropped at 250" || return 1
	# COLUMNS that is no width is not read.
	COLUMNS=wide cj show "$BATS_TEST_TMPDIR/wide.yaml"
	[ "$(widest "$output")" -le 80 ] && [[ "$output" == *"to fit 80 columns"* ]] ||
		fail_with "COLUMNS=wide" || return 1
	# A terminal 100 columns wide, COLUMNS unset: its width (TIOCGWINSZ).
	command -v script >/dev/null || skip "no script(1) for a terminal"
	run env -u COLUMNS script -qec "stty cols 100 rows 40; NO_COLOR=1 '$CARCJUDGE' show '$BATS_TEST_TMPDIR/wide.yaml'" /dev/null
	[ "$status" -eq 0 ] || fail_with "script: $status" || return 1
	w=$(widest "$output")
	[ "$w" -le 100 ] && [ "$w" -gt 88 ] || fail_with "$w columns on a 100-column terminal" || return 1
	[[ "$(tr '\n\r' '  ' <<<"$output" | tr -s ' ')" == *"to fit 100 columns"* ]] ||
		fail_with "no crop note for 100"
}

@test "show: meeples by player letter, tokens in lower case" {
	NO_COLOR=1 cj show fixtures/tunnel/wikicarpedia-example-6.yaml
	expect_status 0
	# Red's thief, and the two red tokens of the link.
	[[ "$output" == *R* ]] || fail_with "no R"
	# Counted in the drawing: the key under it spells words.
	[ "$(grep -o 'r' <<<"$(sed '/^Players/,$d' <<<"$output")" | wc -l)" = 2 ] ||
		fail_with "not two red tokens"
}

@test "judge --show appends the board to the text form; JSON stays pure" {
	cj judge --show examples/worked.yaml
	expect_status 0
	[[ "$output" == *"Totals: red 4, blue 0."*"Pending: blue places W at (2,0)"* ]] ||
		fail_with "board not appended"
	cj judge --show -f json examples/worked.yaml
	expect_status 0
	expect_json_eq '.totals' '{"red":4,"blue":0}'
}

@test "show: no colour codes with NO_COLOR or off a terminal" {
	NO_COLOR=1 cj show fixtures/tunnel/wikicarpedia-example-6.yaml
	no_escape
	cj show fixtures/tunnel/wikicarpedia-example-6.yaml
	no_escape
}
