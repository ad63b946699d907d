#!/usr/bin/env bats
# Answers that help and plain words (issue 13, points 5 and 6): the "did
# you mean" of a usage error, and the text form read as a player reads it.
# The hints of input errors are replayed by fixtures/invalid/hint-*
# (invalid.bats); the golden texts under tests/golden/judge-*.txt
# (tests/golden/MANIFEST) were written by reading their positions, each
# worked out in the fixture's own comment (carcjudge(1), DIAGNOSTICS and
# The text form).

load helper

setup() {
	trace_failures
	cd "$REPO" || return 1
}

@test "text: the two fields of U are told apart in words, their addresses in parentheses" {
	# No completed city: both farms score 0, but each is listed and named.
	f=$(pos two-fields.yaml <<'YAML'
players: [red, blue]
board:
  - {tile: U, at: [0, 0], meeples: [{player: red, feature: field@NNW}, {player: blue, feature: field@SSE}]}
action: end-game
YAML
)
	cj judge "$f"
	expect_status 0
	grep -qxF '  The field north of the road on (0,0): 0 completed cities x 3 = 0 points to red.' <<<"$output" ||
		fail_with "north field not named"
	grep -qxF '  The field south of the road on (0,0): 0 completed cities x 3 = 0 points to blue.' <<<"$output" ||
		fail_with "south field not named"
	# A deployment names its field the same way.
	f=$(pos deploy.yaml <<'YAML'
players: [red, blue]
board:
  - {tile: U, at: [0, 0]}
action:
  player: red
  place: {tile: U, at: [1, 0]}
  deploy: {feature: field@SSW}
YAML
)
	cj judge "$f"
	expect_status 0
	grep -qF '[BASE-DEPLOY-FREE] the field south of the road on U at (1,0) (field@ESE) holds no follower.' <<<"$output" ||
		fail_with "deployed field not named in words"
}

@test "text: over every fixture, no address outside parentheses and no bare internal term" {
	local -a files=() bad=()
	for f in fixtures/*/*.yaml; do
		[ -f "${f%.yaml}.err" ] || files+=("$f")
	done
	[ "${#files[@]}" -gt 300 ] || fail_with "only ${#files[@]} fixtures read" || return 1
	# Every fixture's text in one run: a heading "==> FILE <==" before
	# each; a hit is named by the file whose text holds its line.
	NO_COLOR=1 "$CARCJUDGE" judge "${files[@]}" >"$BATS_TEST_TMPDIR/all.txt" 2>&1 || true
	[ "$(grep -c '^==> ' "$BATS_TEST_TMPDIR/all.txt")" -eq "${#files[@]}" ] ||
		fail_with "not one text per fixture" || return 1
	# whose LINE:TEXT...: each "FILE: TEXT" for the hits given.
	whose() {
		awk -F: 'NR == FNR { if (/^==> .* <==$/) { n++; name[n] = substr($0, 5, length($0) - 8); at[n] = FNR } ; next }
			{ i = n; while (i > 1 && at[i] > $1) i--; t = $0; sub(/^[0-9]+:/, "", t); print name[i] ": " t }' \
			"$BATS_TEST_TMPDIR/all.txt" -
	}
	# An address stands in parentheses: "(road@E)", "(opening: E)".
	hits=$(grep -noE '.?\b(road|city|field)@[NESW]{1,3}\b.?' "$BATS_TEST_TMPDIR/all.txt" |
		grep -vE '^[0-9]+:\(.*\)$') || true
	[ -z "$hits" ] || mapfile -t bad < <(whose <<<"$hits")
	# The internal terms of the old text form, all in one grep; which
	# term a hit holds, only when there is one.
	terms=('strength ' '=tunnel=' 'tokens: hig' 'tokens: spielbox'
		'farmers [0-9]' 'tiny-city [0-9]' 'wagon-move c'
		'other-tunnels: ' 'same-tile decides' ' of road@'
		' of field@' ' of city@')
	all=$(printf '%s|' "${terms[@]}")
	hits=$(grep -nE -- "${all%|}" "$BATS_TEST_TMPDIR/all.txt" | grep -v '^[0-9]*:==> ') || true
	if [ -n "$hits" ]; then
		for t in "${terms[@]}"; do
			mapfile -t -O "${#bad[@]}" bad < <(grep -E -- "^[0-9]+:.*$t" <<<"$hits" |
				whose | sed "s/\$/ ('$t')/")
		done
	fi
	[ "${#bad[@]}" -eq 0 ] || fail_with "${bad[@]}"
}

@test "text: a disputed note says what both readings mean" {
	cj judge fixtures/base/x-farm-i-tile-two-cities.yaml
	expect_status 0
	grep -qxF "Note: with farmers=1: red would gain 8 and blue 4. This position does not set farmers, so the default applies: farmers=3 (the current farm scoring), not 1 (the first printing's farm scoring)." <<<"$output" ||
		fail_with "no plain disputed note"
}

@test "-r: an unknown key is answered with the near keys, a nested one with its block" {
	cj judge -r farmer=3 examples/worked.yaml
	expect_status 2
	[ "$stderr" = "carcjudge: -r 'farmer=3': unknown rules key 'farmer' (did you mean 'farmers'?)" ] ||
		fail_with "farmer"
	cj judge -r tokens=hig examples/worked.yaml
	expect_status 2
	[ "$stderr" = "carcjudge: -r 'tokens=hig': unknown rules key 'tokens' (did you mean 'tunnel.tokens'?)" ] ||
		fail_with "tokens"
	# Nothing close: the message as it always was.
	cj judge -r foo=1 examples/worked.yaml
	expect_status 2
	[ "$stderr" = "carcjudge: -r 'foo=1': unknown rules key 'foo'" ] ||
		fail_with "foo"
}

@test "-r: a bad value is answered with the value that differs in case or by a slip, never with one that shares nothing" {
	cj judge -r labyrinth=Advanced examples/worked.yaml
	expect_status 2
	[ "$stderr" = "carcjudge: -r 'labyrinth=Advanced': labyrinth is basic | advanced (did you mean 'advanced'?)" ] ||
		fail_with "Advanced"
	cj judge -r tunnel.variant=steal-secnd examples/worked.yaml
	expect_status 2
	[ "$stderr" = "carcjudge: -r 'tunnel.variant=steal-secnd': tunnel.variant is none | follower-required | steal-second | both-at-once | no-blocking (did you mean 'steal-second'?)" ] ||
		fail_with "steal-secnd" || return 1
	# 'steal' is 7 edits from 'steal-second': no hint (2 at most).
	cj judge -r tunnel.variant=steal examples/worked.yaml
	expect_status 2
	[ "$stderr" = "carcjudge: -r 'tunnel.variant=steal': tunnel.variant is none | follower-required | steal-second | both-at-once | no-blocking" ] ||
		fail_with "steal"
	# '4' shares no character with '3', '2' or '1'.
	cj judge -r farmers=4 examples/worked.yaml
	expect_status 2
	[ "$stderr" = "carcjudge: -r 'farmers=4': farmers is 3 | 2 | 1" ] ||
		fail_with "farmers=4"
}

@test "--compare: keys and values get the same hints" {
	cj judge --compare farmer=1,2 examples/worked.yaml
	expect_status 2
	[ "$stderr" = "carcjudge: --compare 'farmer=1,2': unknown rules key 'farmer' (did you mean 'farmers'?)" ] ||
		fail_with "key"
	cj judge --compare labyrinth=basic,advnced examples/worked.yaml
	expect_status 2
	[ "$stderr" = "carcjudge: --compare 'labyrinth=basic,advnced': labyrinth is basic | advanced (did you mean 'advanced'?)" ] ||
		fail_with "value"
}

@test "a tile id: the same hint from the loader as from 'carcjudge tiles', none for a name that shares nothing" {
	f=$(pos t.yaml <<'YAML'
players: [red]
board: [{tile: tu1, at: [0, 0]}]
action: end-game
YAML
)
	cj judge "$f"
	expect_invalid "$f"
	[ "$stderr" = "carcjudge: $f:2:16: error: unknown tile id 'tu1' (did you mean 'TU1'? see 'carcjudge tiles')" ] ||
		fail_with "loader"
	cj tiles tu1
	[ "$stderr" = "carcjudge: unknown tile id 'tu1' (did you mean 'TU1'? see 'carcjudge tiles')" ] ||
		fail_with "tiles"
	cj tiles Z
	[ "$stderr" = "carcjudge: unknown tile id 'Z' (see 'carcjudge tiles')" ] ||
		fail_with "Z is near no tile id"
}

@test "a key read by a module is offered where the module reads it" {
	# 'wagon' in an action: the wagon module reads 'wagons' there.
	f=$(pos w.yaml <<'YAML'
players: [red, blue]
board: [{tile: D, at: [0, 0]}]
action: {player: red, place: {tile: U, at: [1, 0]}, wagon: []}
YAML
)
	cj judge "$f"
	expect_invalid "$f"
	[ "$stderr" = "carcjudge: $f:3:53: error: unknown key 'wagon' in action (did you mean 'wagons'?)" ] ||
		fail_with "wagons"
}

@test "a feature the tile lacks, named as the tile is turned, in the action too" {
	f=$(pos a.yaml <<'YAML'
players: [red, blue]
board: [{tile: D, at: [0, 0]}]
action:
  player: red
  place: {tile: V, at: [1, 0], rot: 90}
  deploy: {feature: road@E}
YAML
)
	# V turned 90: its road runs from north to west; the east edge is
	# all field, one field on both halves.
	cj judge "$f"
	expect_invalid "$f"
	[ "$stderr" = "carcjudge: $f:6:21: error: V at (1,0) has no road@E; turned 90, on its east edge: field@ENE, field@ESE" ] ||
		fail_with "east edge"
}

@test "an unknown rule ID in expect: is answered with the near IDs, as an unknown tile id is" {
	f=$(pos e.yaml <<'YAML'
players: [red, blue]
board: [{tile: D, at: [0, 0]}]
action: {player: red, place: {tile: U, at: [1, 0]}}
expect: {verdict: legal, totals: {red: 0, blue: 0}, rules: [BASE-TILE-EMPTI]}
YAML
)
	cj check "$f"
	expect_status 3
	[ "$output" = "FAIL $f: invalid: $f:4:61: error: unknown rule ID 'BASE-TILE-EMPTI' (did you mean 'BASE-TILE-EMPTY'? see 'carcjudge explain')
0 passed, 1 failed" ] || fail_with "the hint, then where to look" || return 1
	# Nothing near: the message as before.
	sed -i 's/BASE-TILE-EMPTI/XYZZY-FOO-BAR/' "$f"
	cj check "$f"
	expect_status 3
	[ "${lines[0]}" = "FAIL $f: invalid: $f:4:61: error: unknown rule ID 'XYZZY-FOO-BAR' (see 'carcjudge explain')" ] ||
		fail_with "no hint"
}
