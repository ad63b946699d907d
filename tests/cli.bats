#!/usr/bin/env bats
# The command line (carcjudge(1)), the output document (carcjudge(5),
# OUTPUT DOCUMENT) and the worked example (carcjudge(5), EXAMPLES).  Every
# expected value here is worked out by hand from the man pages and the rule
# texts (`carcjudge explain`); the working is in the comments.

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

# A 2-tile city D(0,0)+E(0,1) rot 180 (E's city turned to face south, onto
# D's north city) closed by blue, red's knight on it; TU1 at (1,0) (its
# west road meets D's east road) brings the Tunnel in, and blue also puts a
# black token on TU1's east opening.
#   Sets, 2 players (TUN-SETUP-TOKENS; the deal of carcjudge(5), PLAYERS): own colour
#   first, then the colours nobody plays in the order blue, yellow, grey,
#   green, red, black, dealt round the table: yellow->red, grey->blue,
#   green->red, black->blue.
#     hig (3 sets each): blue owns blue, grey, black  -> the token is legal.
#     spielbox (2 sets each): blue owns blue, grey    -> black: illegal.
#     one-set: blue owns blue                         -> black: illegal.
#   City (BASE-CITY-TINY): tiny-city 4 -> red 4; tiny-city 2 -> 2 x 1 = red 2.
# The file itself says tiny-city 4 and tunnel.tokens spielbox: illegal.
city_tunnel() {
	pos city-tunnel.yaml <<'EOF'
# tiny city closed + a token of blue's third set
rules:
  tiny-city: 4
  tunnel: {tokens: spielbox}
players: [red, blue]
board:
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: city@N}]}
  - {tile: TU1, at: [1, 0]}
action:
  player: blue
  place: {tile: E, at: [0, 1], rot: 180}
  token: {color: black, opening: E, at: [1, 0]}
EOF
}

# End of game: red's farmer on D's northern field {WNW,ENE}+c, which touches
# the completed 2-tile city D(0,0)+E(0,1).  Nobody else stands anywhere; the
# road and E's field hold nobody.
#   farmers 3: 3 per completed city the field touches        -> red 3
#   farmers 2: the same, a city pays a player once            -> red 3
#   farmers 1: the city's farmer majority (red, 1) scores 4   -> red 4
farm() {
	pos farm.yaml <<'EOF'
players: [red, blue]
board:
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: field@WNW}]}
  - {tile: E, at: [0, 1], rot: 180}
action: end-game
EOF
}

# ---------------------------------------------------------------- exit 0/1

@test "judge: a legal turn exits 0" {
	cj judge "$(example)"
	expect_status 0
}

@test "judge: an illegal turn exits 1" {
	# U at (5,5) shares no edge with D at (0,0): BASE-TILE-ADJACENT.
	f=$(pos far.yaml <<'EOF'
players: [red, blue]
board:
  - {tile: D, at: [0, 0]}
action:
  player: red
  place: {tile: U, at: [5, 5]}
EOF
)
	cj judge -f json "$f"
	expect_status 1
	expect_json_eq \
		'.verdict' '"illegal"' \
		'[.violations[].rule] | index("BASE-TILE-ADJACENT") != null' 'true'
	# the placement is the first part: no part was checked before it
	expect_json_eq \
		'.applied' '[]' \
		'.scores' '[]' \
		'.totals' '{"red":0,"blue":0}' \
		'.violations[0] | keys_unsorted[0:2]' '["rule","message"]'
}

@test "judge: an illegal deployment lists the placement rules as applied, none of its own" {
	# Blue's U at (1,0) extends red's road (D's road@E); road@W of U is then
	# that occupied road: BASE-DEPLOY-FREE.  The placement was legal.
	f=$(pos occupied.yaml <<'EOF'
players: [red, blue]
board:
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: road@E}]}
action:
  player: blue
  place: {tile: U, at: [1, 0]}
  deploy: {feature: road@W}
EOF
)
	cj judge -f json "$f"
	expect_status 1
	expect_json_eq \
		'[.violations[].rule]' '["BASE-DEPLOY-FREE"]' \
		'[.applied[].rule]' '["BASE-TILE-EMPTY","BASE-TILE-ADJACENT","BASE-TILE-EDGES"]' \
		'.totals' '{"red":0,"blue":0}'
}

@test "judge: the part that fails lists every one of its violations" {
	# Both wagon moves refused: the first onto a field, the second onto
	# blue's occupied city (WAGON-MOVE twice, one per move).
	sed 's#to: {at: \[2, 1\], feature: cloister}#to: {at: [1, 1], feature: field@ENE}#
		s#to: {at: \[1, 1\], feature: city@N}}\]#to: {at: [0, 1], feature: city@N}}]#
		/^expect:/,$d' fixtures/interactions/y-wagon-c2-two-wagons.yaml >"$BATS_TEST_TMPDIR/wagons.yaml"
	cj judge -f json "$BATS_TEST_TMPDIR/wagons.yaml"
	expect_status 1
	expect_json_eq '[.violations[].rule]' '["WAGON-MOVE","WAGON-MOVE"]' \
		'.violations[1].message | test("occupied")' 'true'
	# Both tokens of a pair refused (tunnel.variant=both-at-once): TU2
	# has no opening at N; TU1's E opening holds a blue token.
	f=$(pos pair.yaml <<'EOF'
rules: {tunnel: {variant: both-at-once}}
players: [red, blue]
board:
  - {tile: TU1, at: [1, 0], tokens: [{color: blue, opening: E}]}
action:
  player: red
  place: {tile: TU2, at: [0, 0]}
  token: [{color: red, opening: N}, {color: red, opening: E, at: [1, 0]}]
EOF
)
	cj judge -f json "$f"
	expect_status 1
	expect_json_eq '[.violations[].rule]' '["TUN-TOKEN-PLACE","TUN-TOKEN-PLACE"]' \
		'.violations[1].message | test("already claimed")' 'true'
	# A pair's colour faults are the same for both tokens: said once.
	f=$(pos pair-colour.yaml <<'EOF'
rules:
  tunnel: {variant: both-at-once, tokens: one-set}
players: [red, blue]
board: [{tile: D, at: [0, 0]}, {tile: TU3, at: [-1, 0]}, {tile: TU1, at: [1, 0]}]
action:
  player: blue
  place: {tile: B, at: [0, -1]}
  token: [{color: yellow, opening: E, at: [-1, 0]}, {color: yellow, opening: W, at: [1, 0]}]
EOF
)
	cj judge -f json "$f"
	expect_status 1
	# Said once; TUN-SETUP-TOKENS (who owns which sets) only explains:
	# it follows the rules applied.
	expect_json_eq '[.violations[].rule]' '["TUN-TOKEN-SUPPLY"]' \
		'.applied[-1].rule' '"TUN-SETUP-TOKENS"'
	# A refused wagon move: the legal move after it is not listed as
	# checked (the part failed).
	sed -e 's#wagons: .*#wagons: [{from: {at: [0, 0], feature: road@E}, to: {at: [0, 1], feature: city@N}}, {from: {at: [1, 0], feature: road@W}, to: {at: [1, 1], feature: city@N}}]#' \
		-e '/^expect:/,$d' fixtures/interactions/y-wagon-c2-two-wagons-one-city-illegal.yaml >"$BATS_TEST_TMPDIR/w1.yaml"
	cj judge -f json "$BATS_TEST_TMPDIR/w1.yaml"
	expect_status 1
	expect_json_eq '[.violations[].rule]' '["WAGON-MOVE"]' \
		'[.applied[].rule] | index("WAGON-MOVE")' 'null'
}

@test "judge: end-game is always legal" {
	cj judge -f json "$(farm)"
	expect_status 0
	expect_json_eq \
		'.verdict' '"legal"' \
		'.violations' '[]'
}

@test "judge: tile aliases are accepted (carcjudge(5), BOARD; carcjudge tiles)" {
	# The worked example again, with W as BA/RRR, D as BA/RCr, U as BA/RFr.
	f=$(pos alias.yaml <<'EOF'
players: [red, blue]
board:
  - {tile: BA/RRR, at: [-1, 0]}
  - {tile: BA/RCr, at: [0, 0], meeples: [{player: red, feature: road@E}]}
  - {tile: BA/RFr, at: [1, 0]}
action:
  player: blue
  place: {tile: BA/RRR, at: [2, 0]}
  deploy: {feature: road@S}
EOF
)
	cj judge -f json "$f"
	expect_status 0
	expect_json_eq '.totals' '{"red":4,"blue":0}'
}

# ---------------------------------------------------------------- exit 2

@test "usage: no subcommand exits 2" {
	cj
	expect_status 2
	[ -z "$output" ] || fail_with "usage errors go to stderr"
	[ -n "$stderr" ] || fail_with "say something on stderr"
}

@test "usage: an unknown subcommand exits 2 and names it" {
	cj frobnicate
	expect_status 2
	[ -z "$output" ] || fail_with "usage errors go to stderr"
	[[ "$stderr" == *frobnicate* ]] || fail_with "stderr should name 'frobnicate'"
}

@test "usage: an unknown option exits 2 and names it" {
	cj judge --frobnicate "$(example)"
	expect_status 2
	[ -z "$output" ] || fail_with "usage errors go to stderr"
	[[ "$stderr" == *frobnicate* ]] || fail_with "stderr should name '--frobnicate'"
	cj judge -Z "$(example)"
	expect_status 2
	cj tiles --frobnicate
	expect_status 2
	cj explain --frobnicate BASE-ROAD-SCORE
	expect_status 2
}

@test "usage: an unknown letter inside a bundle of options is named by itself" {
	# getopt stays inside the bundle -xq, so the argument before optind is
	# the subcommand's name; the message names the letter (optopt).
	cj judge -xq "$(example)"
	expect_status 2
	[ "${stderr_lines[0]}" = "carcjudge: judge: unknown option '-x'" ] || fail_with "-xq"
	cj check --tap -Zq "$(example)"
	expect_status 2
	[ "${stderr_lines[0]}" = "carcjudge: check: unknown option '-Z'" ] || fail_with "--tap -Zq"
	cj check -qZ "$(example)"
	expect_status 2
	[ "${stderr_lines[0]}" = "carcjudge: check: unknown option '-Z'" ] || fail_with "-qZ"
	cj check -qj
	expect_status 2
	[ "${stderr_lines[0]}" = "carcjudge: check: option '-j' needs an argument" ] || fail_with "-qj"
	cj judge --show=1 "$(example)"
	expect_status 2
	[ "${stderr_lines[0]}" = "carcjudge: judge: unknown option '--show=1'" ] || fail_with "--show=1"
}

@test "usage: a missing option argument exits 2" {
	for opt in -f -r --compare --max-input; do
		cj judge "$opt"
		expect_status 2 || fail_with "judge $opt" || return 1
		[ -z "$output" ] || fail_with "judge $opt: stdout must be empty" || return 1
	done
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

@test "usage: -f with an unknown format exits 2" {
	cj judge -f xml "$(example)"
	expect_status 2
	[ -z "$output" ] || fail_with "stdout must be empty"
}

@test "usage: judge --compare takes one position, not two" {
	f=$(example)
	cj judge --compare witch=tiles,total "$f" "$f"
	expect_status 2
	[ -z "$output" ] || fail_with "stdout must be empty"
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

@test "usage: a bad -r exits 2 with carcjudge: -r 'KEY=VALUE': message" {
	f=$(example)
	for kv in tiny-city=3 tiny-city= farmers=0 farmers=4 labyrinth=expert \
		witch=half cathedral-final=one wagon-move=c3 bogus=1 \
		tunnel.tokens=bogus tunnel.variant=nope tunnel.other-tunnels=x \
		tunnel.same-tile=thrice tunnel.bogus=1 nonsense =4; do
		cj judge -r "$kv" "$f"
		expect_status 2 || fail_with "-r $kv" || return 1
		[ -z "$output" ] || fail_with "-r $kv: stdout must be empty" || return 1
		[ "$(wc -l <<<"$stderr")" -eq 1 ] &&
			[[ "$stderr" == "carcjudge: -r '$kv': "?* ]] ||
			fail_with "-r $kv: expected one line carcjudge: -r '$kv': message" ||
			return 1
	done
}

@test "usage: explain of an unknown rule ID exits 2 and suggests the closest IDs" {
	cj explain BASE-ROAD-SCOR
	expect_status 2
	[ -z "$output" ] || fail_with "stdout must be empty"
	[[ "$stderr" == *BASE-ROAD-SCOR* ]] || fail_with "name the unknown ID"
	[[ "$stderr" == *BASE-ROAD-SCORE* ]] || fail_with "suggest BASE-ROAD-SCORE"
	cj explain TUN-LNK
	expect_status 2
	[[ "$stderr" == *TUN-LINK* ]] || fail_with "suggest TUN-LINK"
	cj explain LAB-ADV-SCOER
	expect_status 2
	[[ "$stderr" == *LAB-ADV-SCORE* ]] || fail_with "suggest LAB-ADV-SCORE"
}

@test "usage: explain with one unknown ID among good ones exits 2" {
	cj explain BASE-ROAD-SCORE NO-SUCH-RULE
	expect_status 2
	[[ "$stderr" == *NO-SUCH-RULE* ]] || fail_with "name the unknown ID"
}

# ---------------------------------------------------------------- exit 3/4

@test "invalid input exits 3 with a file:line:col diagnostic and nothing on stdout" {
	f=$(pos bad.yaml <<'EOF'
players: [red, purple]
board:
  - {tile: D, at: [0, 0]}
action: end-game
EOF
)
	cj judge "$f"
	expect_invalid "$f"
	# 'purple' starts after "players: [red, " (15 characters)
	expect_at "$f" 1 16
	cj judge -f json "$f"
	expect_invalid "$f"
	cj fixture "$f"
	expect_invalid "$f"
}

@test "I/O: a missing file exits 4" {
	cj judge "$BATS_TEST_TMPDIR/no-such-file.yaml"
	expect_status 4
	[ -z "$output" ] || fail_with "stdout must be empty"
	[[ "$stderr" == carcjudge:* ]] || fail_with "stderr should start carcjudge:"
	[[ "$stderr" == *no-such-file.yaml* ]] || fail_with "stderr should name the file"
	cj fixture "$BATS_TEST_TMPDIR/no-such-file.yaml"
	expect_status 4
}

# ---------------------------------------------------------------- help, version

@test "--help exits 0 with the usage on stdout" {
	cj --help
	expect_status 0
	[ -z "$stderr" ] || fail_with "--help writes nothing to stderr"
	[[ "$output" == *[Uu]sage* ]] || fail_with "no usage on stdout"
	for sub in judge fixture check explain tiles show --max-input; do
		[[ "$output" == *"$sub"* ]] || fail_with "usage lacks $sub" || return 1
	done
}

@test "--version exits 0 and prints a version" {
	cj --version
	expect_status 0
	[ -z "$stderr" ] || fail_with "--version writes nothing to stderr"
	[[ "${lines[0]}" =~ carcjudge.*[0-9]+\.[0-9]+ ]] || fail_with "no version"
}

# ---------------------------------------------------------------- the worked example, the document

@test "the worked example of carcjudge(5), -f json" {
	cj judge -f json "$(example)"
	expect_status 0
	[ -z "$stderr" ] || fail_with "nothing on stderr for a legal turn"
	expect_json_eq \
		'.verdict' '"legal"' \
		'.violations' '[]' \
		'[.applied[].rule]' '["BASE-TILE-EMPTY","BASE-TILE-ADJACENT","BASE-TILE-EDGES","BASE-DEPLOY-TILE","BASE-DEPLOY-FREE","BASE-DEPLOY-SUPPLY"]' \
		'.scores | length' '1' \
		'.scores[0].feature' '"road"' \
		'.scores[0].at' '[[-1,0],[0,0],[1,0],[2,0]]' \
		'.scores[0].complete' 'true' \
		'.scores[0].tiles' '4' \
		'.scores[0].points' '4' \
		'.scores[0].winners' '["red"]' \
		'.scores[0].rules' '["BASE-ROAD-COMPLETE","BASE-ROAD-SCORE","BASE-MAJORITY","BASE-RETURN"]' \
		'.scores[0].breakdown | type' '"string"' \
		'.totals' '{"red":4,"blue":0}'
}

@test "-f json: keys in the contract's order" {
	cj judge -f json "$(example)"
	expect_status 0
	expect_json_eq \
		'keys_unsorted' '["file","verdict","violations","applied","scores","totals","disputed"]' \
		'[.applied[] | keys_unsorted]|unique' '[["rule","message"]]' \
		'.scores[0] | keys_unsorted' '["feature","at","complete","tiles","points","winners","rules","breakdown"]' \
		'.totals | keys_unsorted' '["red","blue"]'
}

@test "-f json: totals name every player in turn order, zeros included" {
	# The worked example with a third player first in turn order: yellow gains nothing.
	f=$(pos three.yaml <<'EOF'
players: [yellow, red, blue]
board:
  - {tile: W, at: [-1, 0]}
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: road@E}]}
  - {tile: U, at: [1, 0]}
action:
  player: blue
  place: {tile: W, at: [2, 0]}
  deploy: {feature: road@S}
EOF
)
	cj judge -f json "$f"
	expect_status 0
	expect_json_eq \
		'.totals | keys_unsorted' '["yellow","red","blue"]' \
		'.totals' '{"yellow":0,"red":4,"blue":0}'
}

@test "-f json: players in the long form keep their turn order" {
	f=$(pos long.yaml <<'EOF'
players:
  - color: grey
  - color: black
board:
  - {tile: D, at: [0, 0]}
action: end-game
EOF
)
	cj judge -f json "$f"
	expect_status 0
	expect_json_eq '.totals' '{"grey":0,"black":0}'
}

@test "-f yaml: the same document" {
	cj judge -f yaml "$(example)"
	expect_status 0
	# top-level keys, in order
	got=$(printf '%s\n' "$output" | grep -oE '^[a-z]+:' | tr -d ':' | tr '\n' ' ')
	[ "$got" = "file verdict violations applied scores totals disputed " ] ||
		fail_with "top-level keys: $got"
	printf '%s\n' "$output" | grep -qE '^verdict: *"?legal"?$' ||
		fail_with "verdict: legal"
	printf '%s\n' "$output" | grep -qE '^violations: *\[\]$' ||
		fail_with "violations: []"
	# the applied rules, in order
	got=$(printf '%s\n' "$output" | sed -n '/^applied:/,/^scores:/p' |
		grep -oE '(BASE|TUN|LAB)-[A-Z-]+' | tr '\n' ' ')
	[ "$got" = "BASE-TILE-EMPTY BASE-TILE-ADJACENT BASE-TILE-EDGES BASE-DEPLOY-TILE BASE-DEPLOY-FREE BASE-DEPLOY-SUPPLY " ] ||
		fail_with "applied: $got"
	scores=$(printf '%s\n' "$output" | sed -n '/^scores:/,/^totals:/p')
	grep -qE '(^|[{ ,])tiles: *4([,} ]|$)' <<<"$scores" || fail_with "tiles: 4"
	grep -qE '(^|[{ ,])points: *4([,} ]|$)' <<<"$scores" || fail_with "points: 4"
	grep -qE '(^|[{ ,])complete: *true([,} ]|$)' <<<"$scores" || fail_with "complete: true"
	totals=$(printf '%s\n' "$output" | sed -n '/^totals:/,$p')
	grep -qE '(^|[{ ,])"?red"?: *4([,} ]|$)' <<<"$totals" || fail_with "totals red 4"
	grep -qE '(^|[{ ,])"?blue"?: *0([,} ]|$)' <<<"$totals" || fail_with "totals blue 0"
}

@test "-f text (the default): the same in sentences, one rule ID in brackets per line" {
	cj judge "$(example)"
	expect_status 0
	text="$output"
	cj judge -f text "$(example)"
	expect_status 0
	[ "$output" = "$text" ] || fail_with "-f text differs from the default"
	for id in BASE-TILE-EMPTY BASE-TILE-ADJACENT BASE-TILE-EDGES \
		BASE-DEPLOY-TILE BASE-DEPLOY-FREE BASE-DEPLOY-SUPPLY \
		BASE-ROAD-COMPLETE BASE-ROAD-SCORE BASE-MAJORITY BASE-RETURN; do
		[[ "$output" == *"[$id]"* ]] || fail_with "text lacks [$id]" || return 1
	done
	for l in "${lines[@]}"; do
		n=$(grep -oE '\[[A-Z][A-Z0-9]*(-[A-Z0-9]+)+\]' <<<"$l" | wc -l)
		[ "$n" -le 1 ] || fail_with "two rule IDs on one line: $l" || return 1
	done
}

@test "judge --compare: one document per reading, each led by file, then reading" {
	f=$(pos tiny.yaml <<'EOF'
# D(0,0) + E(0,1) rot 180: a 2-tile city closed by blue; red's knight.
players: [red, blue]
board:
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: city@N}]}
action:
  player: blue
  place: {tile: E, at: [0, 1], rot: 180}
EOF
)
	cj judge -f json --compare tiny-city=4,2 "$f"
	expect_status 0
	expect_json_eq \
		'type' '"array"' \
		'length' '2' \
		'[.[] | keys_unsorted[0]]' '["file","file"]' \
		'[.[].reading]' '["tiny-city=4","tiny-city=2"]' \
		'[.[].totals.red]' '[4,2]' \
		'.[0] | keys_unsorted' '["file","reading","verdict","violations","applied","scores","totals","disputed"]'
}

@test "-f json: end-game scores in order (roads, cities, cloisters; by smallest [x, y])" {
	# D(0,0): city N (blue), road W-E with U(1,0) (red): 2 tiles, open both
	#   ends -> BASE-FINAL-ROAD 2 to red.  D's city alone -> BASE-FINAL-CITY
	#   1 tile, no pennant: 1 to blue.
	# B(0,-1), cloister (red): neighbours D(0,0), U(1,0), U(-1,-1): 3 of 8
	#   -> BASE-FINAL-CLOISTER 1 + 3 = 4 to red.
	# U rot 90 at (-1,-1): road N-S (blue, addressed by its S end), open
	#   both ends -> 1 to blue.  Its smallest tile (-1,-1) comes before
	#   (0,0): this road is scored first though D is listed first.
	# Nobody on any field.  red 2 + 4 = 6, blue 1 + 1 = 2.
	f=$(pos final.yaml <<'EOF'
players: [red, blue]
board:
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: road@W}, {player: blue, feature: city@N}]}
  - {tile: U, at: [1, 0]}
  - {tile: B, at: [0, -1], meeples: [{player: red, feature: cloister}]}
  - {tile: U, at: [-1, -1], rot: 90, meeples: [{player: blue, feature: road@S}]}
action: end-game
EOF
)
	cj judge -f json "$f"
	expect_status 0
	expect_json_eq \
		'[.scores[] | select(.winners | length > 0) | [.feature, .tiles, .points, .winners, .complete]]' '[["road",1,1,["blue"],false],["road",2,2,["red"],false],["city",1,1,["blue"],false],["cloister",4,4,["red"],false]]' \
		'[.scores[] | select(.winners | length > 0) | .at | sort]' '[[[-1,-1]],[[0,0],[1,0]],[[0,0]],[[-1,-1],[0,-1],[0,0],[1,0]]]' \
		'[.scores[] | select(.winners | length > 0) | .rules | (index("BASE-FINAL-ROAD") != null, index("BASE-FINAL-CITY") != null, index("BASE-FINAL-CLOISTER") != null)]' '[true,false,false,true,false,false,false,true,false,false,false,true]'
	# every entry, scored or not, in the order of kinds
	expect_json_eq \
		'[.scores[].feature | {"road":0,"city":1,"cloister":2,"cathedral":3,"field":4,"farm":4,"robber-baron":5}[.]] | . == sort and all(. != null)' 'true' \
		'.totals' '{"red":6,"blue":2}'
}

@test "-f json: a completed feature nobody holds is still listed, winners []" {
	# D(0,0) + E(0,1) rot 180: blue closes a 2-tile city nobody stands on.
	f=$(pos nobody.yaml <<'EOF'
players: [red, blue]
board:
  - {tile: D, at: [0, 0]}
action:
  player: blue
  place: {tile: E, at: [0, 1], rot: 180}
EOF
)
	cj judge -f json "$f"
	expect_status 0
	expect_json_eq \
		'[.scores[] | [.feature, (.at | sort), .complete, .tiles, .winners]]' '[["city",[[0,0],[0,1]],true,2,[]]]' \
		'.totals' '{"red":0,"blue":0}'
}

# ---------------------------------------------------------------- -r

@test "-r tiny-city=2 overrides the file's tiny-city: 4" {
	f=$(city_tunnel)
	# the file as written: spielbox, blue owns no black token
	cj judge -f json "$f"
	expect_status 1
	expect_json_eq '.totals' '{"red":0,"blue":0}'
	cj judge -f json -r tunnel.tokens=hig "$f"
	expect_status 0
	expect_json_eq '.totals' '{"red":4,"blue":0}'
	cj judge -f json -r tunnel.tokens=hig -r tiny-city=2 "$f"
	expect_status 0
	expect_json_eq \
		'.totals' '{"red":2,"blue":0}' \
		'[.scores[].rules[]] | index("BASE-CITY-TINY") != null' 'true'
}

@test "-r repeats: every -r applies, in either order" {
	f=$(city_tunnel)
	cj judge -f json -r tiny-city=2 -r tunnel.tokens=hig "$f"
	expect_status 0
	expect_json_eq '.totals' '{"red":2,"blue":0}'
	cj judge -f json -r tunnel.tokens=one-set -r tiny-city=2 "$f"
	expect_status 1
	expect_json_eq \
		'.verdict' '"illegal"' \
		'.totals' '{"red":0,"blue":0}'
}

@test "-r tunnel.tokens=spielbox: a dotted key overrides the default hig" {
	# city_tunnel without its rules block: the default, hig, lets blue
	# place black; spielbox does not.
	f=$(city_tunnel)
	sed -i '/^rules:/,/^  tunnel:/d' "$f"
	if grep -q rules "$f"; then fail_with "sed left the rules block"; fi
	cj judge -f json "$f"
	expect_status 0
	expect_json_eq '.totals' '{"red":4,"blue":0}'
	cj judge -f json -r tunnel.tokens=spielbox "$f"
	expect_status 1
	expect_json_eq \
		'.totals' '{"red":0,"blue":0}' \
		'[.violations[].rule] | map(startswith("TUN-")) | all' 'true'
}

@test "-r farmers=1 changes the farm score; farmers=2 and 3 do not here" {
	f=$(farm)
	cj judge -f json "$f"
	expect_status 0
	expect_json_eq '.totals' '{"red":3,"blue":0}'
	cj judge -f json -r farmers=3 "$f"
	expect_json_eq '.totals' '{"red":3,"blue":0}'
	cj judge -f json -r farmers=2 "$f"
	expect_json_eq '.totals' '{"red":3,"blue":0}'
	cj judge -f json -r farmers=1 "$f"
	expect_status 0
	expect_json_eq \
		'.totals' '{"red":4,"blue":0}' \
		'[.scores[].rules[]] | index("BASE-FARM-SCORE") != null' 'true'
}

# ---------------------------------------------------------------- stdin

@test "judge - reads standard input" {
	cj judge -f json - <"$(example)"
	expect_status 0
	expect_json_eq '.totals' '{"red":4,"blue":0}'
}

@test "judge with no FILE reads standard input" {
	cj judge -f json <"$(example)"
	expect_status 0
	expect_json_eq '.totals' '{"red":4,"blue":0}'
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

@test "a diagnostic on standard input names <stdin>" {
	f=$(pos bad.yaml <<'EOF'
players: [red, purple]
board:
  - {tile: D, at: [0, 0]}
action: end-game
EOF
)
	cj judge - <"$f"
	expect_invalid '<stdin>'
	expect_at '<stdin>' 1 16
	cj judge <"$f"
	expect_invalid '<stdin>'
	expect_at '<stdin>' 1 16
}

# ---------------------------------------------------------------- --max-input

@test "--max-input: a file of exactly the limit is read; one byte over exits 3 at 1:1" {
	f=$(example)
	n=$(wc -c <"$f")
	cj judge --max-input "$n" "$f"
	expect_status 0
	cj judge --max-input "$((n - 1))" "$f"
	expect_invalid "$f"
	expect_at "$f" 1 1
	cj judge --max-input "$((n - 1))" - <"$f"
	expect_invalid '<stdin>'
	expect_at '<stdin>' 1 1
	cj fixture --max-input "$((n - 1))" "$f"
	expect_invalid "$f"
	expect_at "$f" 1 1
}

@test "--max-input: a bad value exits 2" {
	f=$(example)
	for v in abc 0 -1 '' 10x 1.5 99999999999999999999999999; do
		cj judge --max-input "$v" "$f"
		expect_status 2 || fail_with "--max-input '$v'" || return 1
		[ -z "$output" ] || fail_with "--max-input '$v': stdout" || return 1
	done
}

# ---------------------------------------------------------------- explain

@test "explain BASE-ROAD-SCORE prints the ID, its text and its source" {
	cj explain BASE-ROAD-SCORE
	expect_status 0
	[[ "$output" == *BASE-ROAD-SCORE* ]] || fail_with "no ID"
	[[ "$output" == *[Rr]oad* ]] || fail_with "no text about roads"
	grep -qi 'source' <<<"$output" || fail_with "no source"
	[ "${#lines[@]}" -ge 3 ] || fail_with "too short to hold text and source"
}

@test "explain BASE-CITY-TINY shows the key tiny-city and both readings" {
	cj explain BASE-CITY-TINY
	expect_status 0
	[[ "$output" == *BASE-CITY-TINY* ]] || fail_with "no ID"
	[[ "$output" == *tiny-city* ]] || fail_with "no rules key tiny-city"
	grep -qE 'tiny-city *(=|:| ) *4' <<<"$output" || fail_with "no reading 4"
	grep -qE 'tiny-city *(=|:| ) *2' <<<"$output" || fail_with "no reading 2"
}

@test "explain takes several IDs" {
	cj explain BASE-ROAD-SCORE TUN-LINK
	expect_status 0
	[[ "$output" == *BASE-ROAD-SCORE* && "$output" == *TUN-LINK* ]] ||
		fail_with "both IDs should be explained"
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

# ---------------------------------------------------------------- tiles

@test "tiles lists every tile id of tests/data/tile-ids" {
	load_ids tile-ids || return 1
	cj tiles
	expect_status 0
	expect_first_column < <(printf '%s\n' "${IDS[@]}")
}

@test "tiles TU2 draws the tile and names its segments canonically" {
	# TU2: C R R R; roads W, E, S (each a tunnel stub); city N; fields
	# {WNW,ENE}+c, {ESE,SSE}, {SSW,WSW}.  Canonical: the first in N E S W,
	# or in NNW NNE ENE ESE SSE SSW WSW WNW: field@ENE, field@ESE, field@SSW.
	cj tiles TU2
	expect_status 0
	[[ "$output" == *TU2* ]] || fail_with "no id"
	for seg in road@E road@S road@W city@N field@ENE field@ESE field@SSW; do
		grep -qE "(^|[^A-Za-z@])$seg([^A-Z]|$)" <<<"$output" ||
			fail_with "segment $seg not listed" || return 1
	done
	for seg in field@WNW field@SSE field@WSW field@NNW field@NNE road@N city@E; do
		! grep -qE "(^|[^A-Za-z@])$seg([^A-Z]|$)" <<<"$output" ||
			fail_with "$seg is not a canonical segment name of TU2" || return 1
	done
}

@test "tiles NOPE exits 2" {
	cj tiles NOPE
	expect_status 2
	[ -z "$output" ] || fail_with "stdout must be empty"
	[[ "$stderr" == *NOPE* ]] || fail_with "name the unknown tile"
}

# ---------------------------------------------------------------- colour

@test "no colour codes when the output is not a terminal" {
	cj judge "$(example)"
	no_escape
	cj judge -f json "$(example)"
	no_escape
	cj explain BASE-CITY-TINY
	no_escape
	cj tiles TU2
	no_escape
	cj --help
	no_escape
	f=$(pos bad.yaml <<<'players: [red, purple]')
	cj judge "$f"
	no_escape
	cj judge -r tiny-city=3 "$(example)"
	no_escape
}

@test "no colour codes on a terminal when NO_COLOR=1" {
	command -v script >/dev/null ||
		fail_with "script(1) (util-linux) is needed to give the tool a terminal" ||
		return 1
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

# ---------------------------------------------------------------- fixture, check

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

@test "fixture exits 0 for an illegal action" {
	f=$(pos far.yaml <<'EOF'
players: [red, blue]
board:
  - {tile: D, at: [0, 0]}
action:
  player: red
  place: {tile: U, at: [5, 5]}
EOF
)
	cj fixture "$f"
	expect_status 0
	sed -n '/^expect:/,$p' <<<"$output" | grep -qE 'verdict: *"?illegal"?' ||
		fail_with "expect: verdict: illegal"
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
