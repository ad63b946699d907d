#!/usr/bin/env bats
# The command line (carcjudge(1)) where a shell is needed: fixture's
# output read back by check, check over a directory it builds, the
# catalogues against tests/data, a terminal, an empty --max-input.  The
# exit statuses, the output document (carcjudge(5), OUTPUT DOCUMENT), the
# worked example (carcjudge(5), EXAMPLES), -r, standard input, --max-input
# and explain are goldens (tests/golden/MANIFEST, cli-*), worked out by
# hand from the man pages and the rule texts, the working in the
# manifest.

load helper

# The worked example of carcjudge(5), EXAMPLES, verbatim.
example() {
	pos example.yaml <<'EOF'
players: [red, blue]
board:
  - {tile: W, at: [-1, 0]}
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: road@E}]}
  - {tile: U, at: [1, 0]}
action:
  player: blue
  place: {tile: W, at: [2, 0]}
  deploy: {feature: road@S}
EOF
}

@test "check without FILE|DIR reads a fixture from standard input, named <stdin>" {
	# carcjudge(1): "a file of - or no file at all reads standard input".
	cj fixture "$(example)"
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/fx.yaml"
	cj check <"$BATS_TEST_TMPDIR/fx.yaml"
	expect_status 0
	[ "$output" = "1 passed, 0 failed" ] || fail_with "summary"
	sed 's/red: 4/red: 5/' "$BATS_TEST_TMPDIR/fx.yaml" >"$BATS_TEST_TMPDIR/bad.yaml"
	cj check <"$BATS_TEST_TMPDIR/bad.yaml"
	expect_status 1
	[[ "${lines[0]}" == "FAIL <stdin>: "* ]] || fail_with "not named <stdin>"
}

@test "explain knows every rule ID of tests/data/rule-ids" {
	load_ids rule-ids || return 1
	[ "${#IDS[@]}" -ge 60 ] || fail_with "only ${#IDS[@]} IDs listed"
	# All at once (one process): each rule's block starts "ID: title".
	cj explain "${IDS[@]}"
	expect_status 0
	got=$(grep -oE '^[A-Z][A-Z0-9-]*:' <<<"$output" | tr -d :)
	[ "$got" = "$(printf '%s\n' "${IDS[@]}")" ] ||
		fail_with "explain does not head a block with each ID, in order:" \
			"$(diff <(printf '%s\n' "${IDS[@]}") <(printf '%s\n' "$got"))"
}

@test "explain with no ID lists exactly the IDs of tests/data/rule-ids, in order" {
	load_ids rule-ids || return 1
	cj explain
	expect_status 0
	want=$(printf '%s\n' "${IDS[@]}")
	got=$(awk '{ print $1 }' <<<"$output")
	[ "$got" = "$want" ] ||
		fail_with "the catalogue's IDs differ from tests/data/rule-ids:" \
			"$(diff <(printf '%s\n' "$want") <(printf '%s\n' "$got"))"
}

@test "explain cites public sources only, never a file the user lacks" {
	load_ids rule-ids || return 1
	cj explain "${IDS[@]}"
	expect_status 0
	[ "${#lines[@]}" -gt "${#IDS[@]}" ] || fail_with "explain printed too little"
	found=$(grep -n -E 'RULES\.md|FORMAT\.md|TILES\.md|CHANGES\.md|shared/|[Ss]eeds?[ _]?[0-9]|[0-9a-f]{16}\.txt' \
		<<<"$output" || true)
	[ -z "$found" ] || fail_with "explain names files users do not have:" "$found"
}

@test "tiles lists every tile id of tests/data/tile-ids" {
	load_ids tile-ids || return 1
	cj tiles
	expect_status 0
	expect_first_column < <(printf '%s\n' "${IDS[@]}")
}

@test "no colour codes on a terminal when NO_COLOR=1" {
	need_script || return 1
	f=$(example)
	badf=$(pos bad.yaml <<<'players: [red, purple]')
	for args in "judge $f" "explain BASE-CITY-TINY" "tiles TU2" "judge $badf"; do
		# script(1) runs the command on a pseudo-terminal
		run env NO_COLOR=1 script -qec "$CARCJUDGE_WRAP $CARCJUDGE $args" /dev/null
		[ "$status" -lt 128 ] || fail_with "$args: crashed" || return 1
		[[ "$output" != *$'\e'* ]] || fail_with "$args: ESC with NO_COLOR=1" ||
			return 1
	done
}

@test "fixture writes the position and an expect: block that check accepts" {
	f=$(example)
	cj fixture "$f"
	expect_status 0
	head -n 9 <<<"$output" | cmp -s - "$f" ||
		fail_with "a block mapping is kept as written"
	grep -q '^expect:' <<<"$output" || fail_with "no expect: block"
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/round.yaml"
	cj check "$BATS_TEST_TMPDIR/round.yaml"
	expect_status 0
	[ "${lines[-1]}" = "1 passed, 0 failed" ] || fail_with "closing line"
}

@test "check: a fixture that does not match exits 1; an invalid one exits 3" {
	d="$BATS_TEST_TMPDIR/fx"
	mkdir -p "$d/sub"
	{ cat "$(example)"; printf 'expect:\n  verdict: legal\n  totals: {red: 4, blue: 0}\n  rules: [BASE-ROAD-SCORE]\n'; } >"$d/a.yaml"
	{ cat "$(example)"; printf 'expect:\n  verdict: legal\n  totals: {red: 5, blue: 0}\n  rules: [BASE-ROAD-SCORE]\n'; } >"$d/B.yaml"
	cp "$d/a.yaml" "$d/sub/c.yaml"
	cj check "$d/a.yaml"
	expect_status 0
	[ "${lines[-1]}" = "1 passed, 0 failed" ] || fail_with "closing line"
	cj check "$d"
	expect_status 1
	[ "${lines[-1]}" = "2 passed, 1 failed" ] || fail_with "closing line"
	# --tap, sorted bytewise by path: B.yaml, a.yaml, sub/c.yaml
	cj check --tap "$d"
	expect_status 1
	grep -qx '1\.\.3' <<<"$output" || fail_with "TAP plan 1..3"
	t=$(grep -E '^(not )?ok ' <<<"$output")
	[[ "$(sed -n 1p <<<"$t")" == "not ok 1"*B.yaml* ]] || fail_with "1st: B.yaml fails"
	[[ "$(sed -n 2p <<<"$t")" == "ok 2"*a.yaml* ]] || fail_with "2nd: a.yaml"
	[[ "$(sed -n 3p <<<"$t")" == "ok 3"*c.yaml* ]] || fail_with "3rd: sub/c.yaml"
	printf 'players: [red, purple]\n' >"$d/sub/d.yaml"
	cj check "$d"
	expect_status 3
	[ "${lines[-1]}" = "2 passed, 2 failed" ] || fail_with "an invalid fixture counts as failed"
}

@test "--max-input: an empty value exits 2" {
	cj judge --max-input '' "$(example)"
	expect_status 2
	[ -z "$output" ] || fail_with "stdout"
	[ "$stderr" = "carcjudge: --max-input '': a number of bytes, 1 to 4294967296" ] ||
		fail_with "one line"
}

@test "usage: an argument of 5,000 characters is echoed cut to 64, then ..." {
	# carcjudge(1), DIAGNOSTICS: every value a message echoes is cut
	# after 64 characters; a usage error stays one short line.
	f=$(example)
	x=$(printf 'x%.0s' {1..5000})
	x64=$(printf 'x%.0s' {1..64})
	local -a cases=(
		"judge --compare $x $f|--compare '$x64...': expected KEY=V1,V2"
		"judge --compare $x=1,2 $f|--compare '$x64...': unknown rules key '$x64...'"
		"judge --compare farmers=$x $f|--compare 'farmers=${x64:8}...': farmers is 3 | 2 | 1"
		"judge --$x $f|judge: unknown option '--${x64:2}...'"
		"judge --$x=1 $f|judge: unknown option '--${x64:2}...'"
		"--$x judge|unknown option '--${x64:2}...'"
		"$x judge|unknown subcommand '$x64...'"
		"help $x|help: unknown subcommand '$x64...'"
		"judge -r $x $f|-r '$x64...': expected KEY=VALUE"
		"judge -r $x=1 $f|-r '$x64...': unknown rules key '$x64...'"
		"judge -r tiny-city=$x $f|-r 'tiny-city=${x64:10}...': tiny-city is 4 | 2"
		"judge --max-input $x $f|--max-input '$x64...': a number of bytes, 1 to 4294967296"
		"judge -f $x $f|-f '$x64...': text, yaml or json"
		"judge --color=$x $f|--color '$x64...': auto, always or never"
		"check -j $x $f|-j '$x64...': a number of jobs, 1 to 256"
		"import --turn $x|import: --turn '$x64...': a turn number from 1"
		"tiles --edges $x|--edges '$x64...': four letters, the edges clockwise from north, each C, R or F"
		"tiles --rot $x|--rot '$x64...': 0, 90, 180 or 270"
		"explain $x|unknown rule ID '$x64...'"
		"apply --next $x $f|apply: --next '$x64...': unknown tile id '$x64...' (see 'carcjudge tiles')"
	)
	for c in "${cases[@]}"; do
		IFS='|' read -r args want <<<"$c"
		# shellcheck disable=SC2086  # args is a word list
		cj $args
		expect_status 2 || fail_with "${args:0:40}" || return 1
		[ "${stderr_lines[0]}" = "carcjudge: $want" ] ||
			fail_with "${args:0:40}: ${stderr_lines[0]:0:300}" || return 1
	done
	# A file name too long to open: an I/O error (4), the name cut.
	cj moves --write "/$x" "$f"
	expect_status 4
	[[ "$stderr" == "carcjudge: --write '/${x64:1}...': "* ]] || fail_with "--write"
}

@test "standard input named twice is a usage error, for every subcommand that reads files" {
	# carcjudge(1): standard input can be read only once; the second
	# '-' would otherwise read an empty file (judge: "empty document").
	f=$(example)
	for sub in judge check; do
		for args in "- -" "- $f -" "-- - -"; do
			# shellcheck disable=SC2086  # args is a word list
			cj $sub $args <"$f"
			expect_status 2 || fail_with "$sub $args" || return 1
			[ -z "$output" ] || fail_with "$sub $args: stdout" || return 1
			[ "$stderr" = "carcjudge: $sub: '-' (standard input) named twice: it can be read only once" ] ||
				fail_with "$sub $args: message" || return 1
		done
	done
	# The others take one file: two of any kind are refused already.
	for sub in moves show apply fixture import; do
		cj "$sub" - - <"$f"
		expect_status 2 || fail_with "$sub" || return 1
		[[ "$stderr" == "carcjudge: $sub: one "*" at a time"* ]] ||
			fail_with "$sub: message" || return 1
	done
	# Once, among files, it is read as ever.
	cp "$f" "$BATS_TEST_TMPDIR/in.yaml"
	cj judge -f json - "$f" <"$BATS_TEST_TMPDIR/in.yaml"
	expect_status 0
	[[ "${lines[0]}" == '{"file":"<stdin>",'*'"totals":{"red":4,"blue":0}'* ]] ||
		fail_with "standard input judged"
	[[ "${lines[1]}" == '{"file":"'"$f"'",'*'"totals":{"red":4,"blue":0}'* ]] ||
		fail_with "the file judged"
}
