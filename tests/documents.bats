#!/usr/bin/env bats
# Scripts get everything in a document: judge FILE... (carcjudge(1),
# Several files) and explain -f json (carcjudge(1), Explain output).
#
# Positions: the worked example of carcjudge(5) (legal, red 4, blue 0),
# fixtures/base/place-occupied.yaml (red puts a tile on (1,0), which holds
# U: illegal, all zeros), an invalid one (exit 3) and a missing one
# (exit 4).

load helper

setup() {
	trace_failures
	cd "$REPO" || return 1
	W=examples/worked.yaml
	O=fixtures/base/place-occupied.yaml
	B="$BATS_TEST_TMPDIR/bad.yaml"
	printf 'players: [red, purple]\n' >"$B"
	M="$BATS_TEST_TMPDIR/missing.yaml"
}

@test "judge -f json FILE...: one compact document per line, led by file, the rest as for one file" {
	cj judge -f json "$W" "$O"
	expect_status 1
	[ "${#lines[@]}" -eq 2 ] || fail_with "two lines" || return 1
	[ "$(jq -c '[.file, .verdict, .totals]' <<<"$output")" = '["examples/worked.yaml","legal",{"red":4,"blue":0}]
["fixtures/base/place-occupied.yaml","illegal",{"red":0,"blue":0}]' ] ||
		fail_with "file, verdict, totals"
	[ "$(jq -r 'keys_unsorted[0]' <<<"$output")" = "file
file" ] || fail_with "file is the first key"
	for k in 0 1; do
		f=$W
		[ "$k" = 1 ] && f=$O
		one=$("$CARCJUDGE" judge -f json "$f" | jq -c .)
		[ "$(jq -c . <<<"${lines[$k]}")" = "$one" ] ||
			fail_with "line $k is not judge -f json $f" || return 1
		# Compact: nothing between tokens.
		[ "${lines[$k]}" = "$(jq -c . <<<"${lines[$k]}")" ] ||
			fail_with "line $k is not compact" || return 1
	done
}

@test "judge FILE...: the exit status is the worst, in the order 4, 3, 1, 0" {
	for case in "0|$W $W" "1|$W $O" "1|$O $W" "3|$W $B $O" "3|$B $O" \
		"4|$W $B $M $O" "4|$M $W" "4|$B $M"; do
		# shellcheck disable=SC2086
		cj judge -f json ${case#*|}
		[ "$status" -eq "${case%%|*}" ] ||
			fail_with "judge ${case#*|}: exit $status, expected ${case%%|*}" ||
			return 1
	done
	# An invalid or missing file gives its diagnostic and no document.
	cj judge -f json "$W" "$B" "$M" "$O"
	[ "$(jq -r .file <<<"$output")" = "$W
$O" ] || fail_with "two documents, for the valid files"
	[ "$stderr" = "carcjudge: $B:1:16: error: unknown colour 'purple' (red, green, blue, yellow, black, grey)
carcjudge: $M: No such file or directory" ] || fail_with "the diagnostics, in order"
}

@test "judge -f yaml FILE...: one document per file, opened by ---, led by file:" {
	cj judge -f yaml "$W" "$O"
	expect_status 1
	want="---
$("$CARCJUDGE" judge -f yaml "$W")
---
$("$CARCJUDGE" judge -f yaml "$O" || true)"
	[ "$output" = "$want" ] || fail_with "expected:" "$want"
	[ "$(grep -c '^file: ' <<<"$output")" = 2 ] || fail_with "each led by file:"
}

@test "judge -f json|yaml FILE: one file's document is led by file too, pretty-printed" {
	cj judge -f json "$W"
	expect_status 0
	[ "${lines[0]}" = "{" ] && [ "${lines[1]}" = "  \"file\": \"$W\"," ] &&
		[ "${lines[2]}" = '  "verdict": "legal",' ] ||
		fail_with "file first, on a line of its own" || return 1
	cj judge -f yaml - <"$W"
	expect_status 0
	[ "${lines[0]}" = 'file: "<stdin>"' ] && [ "${lines[1]}" = "verdict: legal" ] ||
		fail_with "standard input is <stdin>" || return 1
	# The same shape for one file and several: a batch of one has .file.
	cj judge -f json "$O"
	[ "$(jq -c '[.file, .verdict]' <<<"$output")" = "[\"$O\",\"illegal\"]" ] ||
		fail_with "jq .file of one file"
}

@test "judge --compare -f json|yaml: each reading's document is led by file, then reading" {
	cj judge -f json --compare farmers=3,1 "$W"
	expect_status 0
	expect_json_eq '.[] | keys_unsorted[0:3]' '["file","reading","verdict"]
["file","reading","verdict"]' \
		'[.[] | .file]' "[\"$W\",\"$W\"]" || return 1
	cj judge -f yaml --compare farmers=3,1 - <"$W"
	expect_status 0
	[ "${lines[0]}" = '- file: "<stdin>"' ] &&
		[ "${lines[1]}" = '  reading: "farmers=3"' ] &&
		[ "${lines[2]}" = "  verdict: legal" ] ||
		fail_with "file, reading, verdict"
}

@test "judge FILE... in text: a heading per file, a blank line between" {
	cj judge "$W" "$B" "$O"
	expect_status 3
	want="==> $W <==
$("$CARCJUDGE" judge "$W")

==> $O <==
$("$CARCJUDGE" judge "$O" || true)"
	[ "$output" = "$want" ] || fail_with "expected:" "$want"
}

@test "judge FILE...: standard input among the files is <stdin>; names are escaped" {
	cj judge -f json "$W" - <"$O"
	[ "$(jq -r .file <<<"$output")" = "$W
<stdin>" ] || fail_with "the second is <stdin>"
	n=$'\x01new\nline.yaml'
	cp "$W" "$BATS_TEST_TMPDIR/$n"
	cj judge -f json "$W" "$BATS_TEST_TMPDIR/$n"
	[ "${#lines[@]}" -eq 2 ] || fail_with "a line break in a name makes no line" ||
		return 1
	[ "$(jq -r '.file' <<<"${lines[1]}")" = "$BATS_TEST_TMPDIR/$n" ] ||
		fail_with "the name, read back by jq"
	cj judge "$W" "$BATS_TEST_TMPDIR/$n"
	grep -qxF "==> $BATS_TEST_TMPDIR/\\x01new\\nline.yaml <==" <<<"$output" ||
		fail_with "the heading escapes the name"
}

@test "explain -f json: the catalogue as one array, every ID of tests/data/rule-ids in order" {
	load_ids rule-ids || return 1
	cj explain -f json
	expect_status 0
	[ "$(jq -r '.[].id' <<<"$output")" = "$(printf '%s\n' "${IDS[@]}")" ] ||
		fail_with "the IDs, in order"
	[ "$(jq -c '[.[] | keys_unsorted] | unique' <<<"$output")" = \
		'[["id","title","text","sources","key","default","readings","explains"]]' ] ||
		fail_with "every rule has the keys id, title, text, sources, key, default, readings, explains"
	[ "$(jq '[.[] | select((.sources | length) == 0 or (.text | length) == 0)] | length' <<<"$output")" = 0 ] ||
		fail_with "every rule has a text and a source"
}

@test "explain -f json RULE-ID...: those rules, in the order given, as rules/rules.txt says" {
	cj explain -f json BASE-TILE-EMPTY BASE-CITY-TINY
	expect_status 0
	# rules/rules.txt: BASE-TILE-EMPTY's two text lines joined by a space;
	# its source line cut at "; ".
	[ "$(jq -c '.[0]' <<<"$output")" = '{"id":"BASE-TILE-EMPTY","title":"A tile goes on an empty square","text":"The tile being placed must go on a square of the grid where no tile lies yet. Putting it on a square that is already taken makes the placement illegal.","sources":["Carcassonne base game rules","Wikicarpedia \"Base game\" (placing a tile)"],"key":null,"default":null,"readings":[],"explains":false}' ] ||
		fail_with "BASE-TILE-EMPTY"
	# A disputed rule: the key tiny-city, default 4, readings 4 then 2
	# (carcjudge(5), RULES).
	[ "$(jq -c '.[1] | [.id, .key, .default, [.readings[].value]]' <<<"$output")" = \
		'["BASE-CITY-TINY","tiny-city","4",["4","2"]]' ] || fail_with "BASE-CITY-TINY"
	[ "$(jq -r '.[1].readings[1].text' <<<"$output")" = "$("$CARCJUDGE" explain BASE-CITY-TINY | sed -n '/tiny-city=2:/,$p' | tail -n +2 | tr -s ' \n' '  ' | sed 's/^ //; s/ $//')" ] ||
		fail_with "a reading's text is the text form's, unwrapped"
}

@test "explain -f: an unknown ID or format exits 2, nothing on stdout" {
	cj explain -f json BASE-ROAD-SCORE NO-SUCH-RULE
	expect_status 2
	[ -z "$output" ] || fail_with "stdout must be empty"
	[[ "$stderr" == "carcjudge: unknown rule ID 'NO-SUCH-RULE'"* ]] || fail_with "name it"
	for f in yaml xml ''; do
		cj explain -f "$f" BASE-ROAD-SCORE
		expect_status 2 || fail_with "-f '$f'" || return 1
		[ "$stderr" = "carcjudge: -f '$f': text or json" ] ||
			fail_with "-f '$f': one line" || return 1
	done
}

@test "disputed and the notes: reading keys only, not the table's choices labyrinth and tunnel.variant" {
	# x-lab-gcath-two-segments-one-cathedral sets no labyrinth: key and
	# scores 14 under basic, 16 under advanced; token-place-old-tile sets
	# no tunnel.variant and is illegal under both-at-once.  Neither is a
	# reading on which sources disagree: no note, no disputed entry.
	L=fixtures/interactions/x-lab-gcath-two-segments-one-cathedral.yaml
	T=fixtures/tunnel/token-place-old-tile.yaml
	cj judge "$L" "$T"
	expect_status 0
	[[ "$output" != *"Note: with"* ]] || fail_with "a note on a table's choice" ||
		return 1
	cj judge -f json "$L" "$T"
	expect_json_eq '.disputed' '[]
[]' || return 1
	# --compare still takes every key.
	cj judge -f json --compare labyrinth=basic,advanced "$L"
	expect_json_eq '[.[].totals.red]' '[14,16]' || return 1
	cj judge -f json --compare tunnel.variant=none,both-at-once "$T"
	expect_status 1
	expect_json_eq '[.[].verdict]' '["legal","illegal"]'
}

@test "violations hold the rules that forbid; a rule that only explains goes to applied, after the parts checked before" {
	# rules/rules.txt marks the rules that only explain (role explains):
	# exactly these, as explain -f json says.
	cj explain -f json
	expect_json_eq '[.[] | select(.explains) | .id]' \
		'["TUN-SETUP-TOKENS","TUN-LINK","TUN-TOKENS-STAY","TUN-OTHER-TUNNELS","LAB-ROAD","LAB-BRANCH","MW-RETURN"]' ||
		return 1
	# Wikicarpedia's Labyrinth example 1 under the basic rules: red puts
	# a thief on a network black already holds.  LAB-BASIC-DEPLOY is the
	# rule broken and comes first; LAB-ROAD (its exits are one road) is
	# context, after the placement's rules.
	F=fixtures/labyrinth/wikicarpedia-ex1-basic-deploy-on-labyrinth-illegal.yaml
	cj judge -f json "$F"
	expect_status 1
	expect_json_eq '[.violations[].rule]' '["LAB-BASIC-DEPLOY","BASE-DEPLOY-FREE"]' \
		'[.applied[].rule]' '["BASE-TILE-EMPTY","BASE-TILE-ADJACENT","BASE-TILE-EDGES","LAB-ROAD"]' ||
		return 1
	cj judge "$F"
	[ "${lines[1]}" = "  [LAB-BASIC-DEPLOY] the network already holds 1 follower (labyrinth=basic: the whole network must be free)." ] ||
		fail_with "the text's first violation" || return 1
	[ "${lines[-2]}" = "  [LAB-ROAD] the road on LAB at (1,0) (road@N) belongs to a labyrinth network: its exits are one road, not a crossing." ] ||
		fail_with "LAB-ROAD last under Checked before that" || return 1
	cj judge -f yaml "$F"
	grep -qxF 'violations:' <<<"$output" &&
		[ "$(sed -n '/^violations:/{n;p}' <<<"$output")" = '  - {rule: "LAB-BASIC-DEPLOY", message: "the network already holds 1 follower (labyrinth=basic: the whole network must be free)"}' ] ||
		fail_with "the YAML's first violation" || return 1
	cj show -f svg "$F"
	grep -q '>Illegal: \[LAB-BASIC-DEPLOY\]' <<<"$output" ||
		fail_with "the picture's headline"
}

@test "standings after totals when the position has score:; winners after end-game; none in disputed" {
	S=fixtures/base/standings-after-turn.yaml
	cj judge -f json "$S"
	expect_status 0
	expect_json_eq 'keys_unsorted' '["file","verdict","violations","applied","scores","totals","standings","disputed"]' \
		'.standings' '{"red":16,"blue":3}' || return 1
	# Without score: no standings.
	cj judge -f json "$W"
	expect_json_eq 'has("standings") or has("winners")' 'false' || return 1
	# An illegal turn gains nothing: the standings are score: itself.
	sed '/^players:/a score: {red: 12, blue: 3}' "$O" >"$BATS_TEST_TMPDIR/o.yaml"
	cj judge -f json "$BATS_TEST_TMPDIR/o.yaml"
	expect_status 1
	expect_json_eq '.standings' '{"red":12,"blue":3}' || return 1
	cj judge "$BATS_TEST_TMPDIR/o.yaml"
	[ "${lines[-1]}" = "Standings: red 12, blue 3." ] || fail_with "the text's standings" ||
		return 1
	# Each reading of --compare has its own standings; the entries of
	# disputed carry none (fields-tu3-two: red 3, blue 3, or 4 and 4
	# under farmers=1).
	sed '/^players:/a score: {red: 10, blue: 20}' fixtures/tunnel/fields-tu3-two.yaml \
		>"$BATS_TEST_TMPDIR/f.yaml"
	cj judge -f json "$BATS_TEST_TMPDIR/f.yaml"
	expect_json_eq '.standings' '{"red":13,"blue":23}' \
		'[.disputed[] | keys_unsorted]' '[["key","default","reading","verdict","totals"]]' ||
		return 1
	cj judge -f json --compare farmers=3,1 "$BATS_TEST_TMPDIR/f.yaml"
	expect_json_eq '[.[].standings]' '[{"red":13,"blue":23},{"red":14,"blue":24}]' ||
		return 1
	# After end-game: winners, one or all the tied.
	cj judge -f yaml fixtures/base/final-standings-tie.yaml
	expect_status 0
	[ "$(grep -A1 '^standings: ' <<<"$output")" = 'standings: {red: 12, blue: 12, green: 12}
winners: ["red", "blue", "green"]' ] || fail_with "winners after standings" || return 1
	cj show -f svg fixtures/base/final-standings-winner.yaml
	grep -q '>blue +0 = 14, wins<' <<<"$output" && grep -q '>red +2 = 12<' <<<"$output" ||
		fail_with "the picture's legend"
}
