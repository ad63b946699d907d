#!/usr/bin/env bats
# The workflow around a verdict (issue 5) where a shell is needed:
# fixture's output read back by check, check (--tap, -q) over the
# directories it builds, and show's width on a terminal.  fixture's own
# text, --compare, the disputed-reading note and show's widths are goldens
# (tests/golden/MANIFEST, workflow-*, show-*).

load helper

setup() {
	trace_failures
	cd "$REPO" || return 1
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

@test "show: the board fits the terminal's width when COLUMNS is unset" {
	local w
	# A terminal 100 columns wide, COLUMNS unset: its width (TIOCGWINSZ);
	# the goldens show-wide-* pin COLUMNS and the default of 80.
	need_script || return 1
	run env -u COLUMNS script -qec "stty cols 100 rows 40; NO_COLOR=1 '$CARCJUDGE' show '$REPO/tests/golden/in/show-wide.yaml'" /dev/null
	[ "$status" -eq 0 ] || fail_with "script: $status" || return 1
	w=$(awk '{ sub(/\r$/, ""); if (length($0) > m) m = length($0) } END { print m }' <<<"$output")
	[ "$w" -le 100 ] && [ "$w" -gt 88 ] || fail_with "$w columns on a 100-column terminal" || return 1
	[[ "$(tr '\n\r' '  ' <<<"$output" | tr -s ' ')" == *"to fit 100 columns"* ]] ||
		fail_with "no crop note for 100"
}
