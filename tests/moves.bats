#!/usr/bin/env bats
# carcjudge moves (carcjudge(1), moves): every legal turn for the tile in
# hand.  tests/moves/NAME.yaml holds a position whose move list was worked
# out by hand from the rule texts (the working is its leading comment);
# tests/moves/NAME.json beside it is that list as `moves -f json` must
# print it.  Every turn `--write` writes must be legal for `judge`.  What
# moves prints for one input (narrowing, the documents, its refusals)
# and judge's word on rotations are goldens (tests/golden/MANIFEST,
# moves-*).

load helper

MOVES="$REPO/tests/moves"

# expect_moves NAME: `moves -f json NAME.yaml` is NAME.json (object keys in
# any order, lists in order) led by the key file, the path as given, with
# exit status 0 when it lists a placement and 1 when it lists none.
expect_moves() {
	local want got n res file
	[ -r "$MOVES/$1.yaml" ] && [ -r "$MOVES/$1.json" ] ||
		fail_with "tests/moves/$1.yaml or .json is missing" || return 1
	cj moves -f json "$MOVES/$1.yaml"
	# One jq: the expected list, its number of placements, the list got.
	res=$(printf '%s' "$output" | jq -S -c -n --slurpfile w "$MOVES/$1.json" \
		'($w[0] | ., (.placements | length)), (input | del(.file),
		(keys_unsorted[0] + " " + .file))') ||
		fail_with "tests/moves/$1.json, or what moves -f json printed, is not JSON" || return 1
	{ read -r want; read -r n; read -r got; read -r file; } <<<"$res"
	expect_status $((n > 0 ? 0 : 1)) || return 1
	[ "$file" = "\"file $MOVES/$1.yaml\"" ] ||
		fail_with "the first key is file, the path as given: $file" || return 1
	[ "$got" = "$want" ] || fail_with "moves -f json $1.yaml:" \
		"  expected: $want" "  got:      $got"
}

# expect_written_legal NAME [ARGS...]: `moves --write` writes count.turns
# files, 0001.yaml on, and `judge` (with the same ARGS) finds each legal
# (all of them in one judge, whose exit status is the worst).
expect_written_legal() {
	local name="$1" dir="$BATS_TEST_TMPDIR/w-$1" n last verdicts=0 line
	local count_re='"count": *\{"placements": *[0-9]+, *"turns": *([0-9]+)\}'
	local -a written=()
	shift
	cj moves "$@" -f json --write "$dir" "$MOVES/$name.yaml"
	[ "$status" -le 1 ] || fail_with "moves --write failed" || return 1
	[[ "$output" =~ $count_re ]] || fail_with "no count in moves -f json" || return 1
	n=${BASH_REMATCH[1]}
	[ ! -d "$dir" ] || written=("$dir"/*)
	[ -e "${written[0]-}" ] || written=()
	[ "${#written[@]}" -eq "$n" ] ||
		fail_with "expected $n files in $dir" || return 1
	[ "$n" -eq 0 ] && return 0
	printf -v last '%04d' "$n"
	[ -f "$dir/$last.yaml" ] ||
		fail_with "the last file is not $last.yaml" || return 1
	cj judge "$@" "$dir"/*.yaml
	for line in "${lines[@]}"; do
		[[ $line != '==> '* ]] || verdicts=$((verdicts + 1))
	done
	if [ "$status" -ne 0 ] || [ "$verdicts" -ne "$n" ]; then
		fail_with "not legal for judge:" \
			"$(awk '/^==> / { f = $2 } /^Illegal/ { print f }' <<<"$output")"
	fi
}

# --- the hand-worked move lists ---

# Each hand-worked list but ic2-centre's (below), in one test:
#   fits-nowhere       a tile that fits nowhere
#   symmetric-c        a symmetric tile lists every rotation that fits
#   supply-zero        supply: of zero leaves the kinds not given their count
#   portal             a magic portal reaches every placed tile
#   flier              a flier lists each roll with what it allows
#   lab-basic          a labyrinth network under labyrinth: basic
#   lab-advanced       the same network under labyrinth: advanced
#   follower-required  follower-required tokens, and the turns a deployment adds
#   both-at-once       both-at-once lists single tokens and each pair once
#   magic-first        a magic symbol before the figures are on the board
#   magic-figures      a magic symbol with the figures on the board
#   magic-remove       a magic symbol with nowhere to go sets a figure aside
#   magic-apart        a tile joining the figures requires a magic part
#   magic-narrowed     the action's magic part narrows the list
#   crash              a flier's roll to an empty square crashes
#   crash-large        a crash of the large follower names its kind
@test "moves: every hand-worked list, one position each" {
	local name
	for name in fits-nowhere symmetric-c supply-zero portal flier \
		lab-basic lab-advanced follower-required both-at-once \
		magic-first magic-figures magic-remove magic-apart \
		magic-narrowed crash crash-large; do
		expect_moves "$name" || return 1
	done
}

@test "moves: IC-2's centre field, field@C, listed after the cities" {
	expect_moves ic2-centre
	expect_written_legal ic2-centre
	# The text names it in judge's words; a written turn deploys there,
	# and apply keeps the farmer where it stands.
	cj moves "$MOVES/ic2-centre.yaml"
	[[ "$output" == *$'\n    the field amid the cities: follower or large         deploy: {feature: field@C} (or kind: large)\n'* ]] ||
		fail_with "the field in words and notation"
	local dir="$BATS_TEST_TMPDIR/ic2"
	cj moves --write "$dir" "$MOVES/ic2-centre.yaml"
	grep -qx '  deploy: {feature: field@C}' "$dir/0014.yaml" ||
		fail_with "0014: the farmer on field@C"
	cj apply "$dir/0014.yaml"
	expect_status 0
	[[ "$output" == *$'  - tile: IC-2\n    at: [0, 0]\n    rot: 0\n    meeples:\n      - {player: red, feature: field@C}\n'* ||
	   "$output" == *$'  - tile: IC-2\n    at: [0, 0]\n    meeples:\n      - {player: red, feature: field@C}\n'* ]] ||
		fail_with "apply: the farmer on IC-2"
	cj fixture "$dir/0014.yaml"
	expect_status 0
	[[ "$output" == *$'\n  deploy: {feature: field@C}\nexpect:\n  verdict: legal\n'* ]] ||
		fail_with "fixture: the deployment kept, the turn legal"
}

@test "moves: every hand-worked position has its expected list" {
	local f n=0
	for f in "$MOVES"/*.yaml; do
		[ -r "${f%.yaml}.json" ] || fail_with "no JSON beside $f" ||
			return 1
		n=$((n + 1))
	done
	[ "$n" -ge 16 ] || fail_with "only $n positions in tests/moves"
}

# --- moves and judge agree ---

@test "moves --write: every turn written is legal for judge" {
	local f name
	for f in "$MOVES"/*.yaml; do
		name=${f##*/}
		expect_written_legal "${name%.yaml}" || return 1
	done
}

@test "moves --write: under -r, judged under the same -r" {
	expect_written_legal lab-basic -r labyrinth=advanced
	[ "$(find "$BATS_TEST_TMPDIR/w-lab-basic" -type f | wc -l)" -eq 8 ] ||
		fail_with "labyrinth=advanced: expected the 8 turns of lab-advanced"
}

@test "moves --write: the input with its action replaced, in list order" {
	local dir="$BATS_TEST_TMPDIR/out"
	cj moves --write "$dir" "$MOVES/supply-zero.yaml"
	expect_status 0
	[ -f "$dir/0001.yaml" ] && [ -f "$dir/0002.yaml" ] &&
		[ ! -e "$dir/0003.yaml" ] || fail_with "expected 0001, 0002"
	# Written by apply's position writer (format: first, comments not
	# kept), the supply: block kept; the first turn places the tile
	# alone, the second deploys the wagon.
	[ "$(head -n 1 "$dir/0001.yaml")" = "format: 1" ] ||
		fail_with "not apply's writer"
	! grep -q '^#' "$dir/0001.yaml" || fail_with "a comment is copied"
	grep -q '^  red: {follower: 0, large: 0}' "$dir/0001.yaml" ||
		fail_with "the supply: block is lost"
	[ "$(grep -c '^action:' "$dir/0001.yaml")" -eq 1 ] ||
		fail_with "one action: block expected"
	grep -q '^  place: {tile: C, at: \[0, 1\], rot: 0}$' "$dir/0001.yaml" ||
		fail_with "0001: the placement"
	! grep -q 'deploy:' "$dir/0001.yaml" || fail_with "0001 deploys"
	grep -q '^  deploy: {feature: city@N, kind: wagon}$' "$dir/0002.yaml" ||
		fail_with "0002: the wagon"
	cj fixture "$dir/0002.yaml"
	expect_status 0
}

@test "moves --write: tokens, pairs and the expect: block of the input" {
	local dir="$BATS_TEST_TMPDIR/pairs" in
	in=$(pos in.yaml <<'EOF'
rules: {tunnel: {variant: both-at-once}}
players: [red, blue]
board:
  - {tile: TU3, at: [0, 0], meeples: [{player: blue, feature: road@E}]}
action:
  player: red
  place: {tile: B, at: [-1, 0], rot: 0}
expect:
  verdict: legal
  totals: {red: 0, blue: 0}
EOF
)
	cj moves --write "$dir" "$in"
	expect_status 0
	! grep -q 'expect:' "$dir"/*.yaml || fail_with "expect: kept"
	grep -q '^  token: \[{color: red, opening: E, at: \[0, 0\]}, {color: red, opening: S, at: \[0, 0\]}\]$' \
		"$dir"/*.yaml || fail_with "no pair written"
}

@test "moves --write: a flow-style position is written in block style" {
	local dir="$BATS_TEST_TMPDIR/flow" in
	in=$(pos in.yaml <<'EOF'
{players: [red, blue], board: [{tile: E, at: [0, 0]}], action: {player: red, place: {tile: C, rot: 90}}}
EOF
)
	cj moves --write "$dir" "$in"
	expect_status 0
	[ "$(find "$dir" -type f | wc -l)" -eq 4 ] || fail_with "4 turns"
	for f in "$dir"/*.yaml; do
		cj judge "$f"
		expect_status 0 || return 1
	done
}

@test "moves --write: DIR not empty, or not a directory, is a usage error" {
	local dir="$BATS_TEST_TMPDIR/full"
	mkdir -p "$dir"
	: >"$dir/keep"
	cj moves --write "$dir" "$MOVES/symmetric-c.yaml"
	expect_status 2
	[ -z "$output" ] || fail_with "nothing on standard output"
	[ "$(ls "$dir")" = keep ] || fail_with "DIR was touched"
	cj moves --write "$dir/keep" "$MOVES/symmetric-c.yaml"
	expect_status 2
	mkdir "$BATS_TEST_TMPDIR/empty"
	cj moves --write "$BATS_TEST_TMPDIR/empty" "$MOVES/symmetric-c.yaml"
	expect_status 0
	[ "$(find "$BATS_TEST_TMPDIR/empty" -type f | wc -l)" -eq 16 ] ||
		fail_with "an empty DIR takes the files"
}

@test "moves --write: a DIR that cannot be written is exit 4" {
	cj moves --write "$BATS_TEST_TMPDIR/no/such/dir" \
		"$MOVES/symmetric-c.yaml"
	expect_status 4
	[ -z "$output" ] || fail_with "nothing on standard output"
	[ ! -e "$BATS_TEST_TMPDIR/no" ] || fail_with "something was made"
}

@test "moves --write: a write failure leaves nothing half written" {
	local dir="$BATS_TEST_TMPDIR/big"
	# No byte may be written (ulimit -f 0; the signal ignored, so the
	# write fails instead of killing the tool).
	# shellcheck disable=SC2016
	run --separate-stderr bash -c 'trap "" XFSZ; ulimit -f 0;
		exec $CARCJUDGE_WRAP "$CARCJUDGE" moves --write "$1" "$2"' _ \
		"$dir" "$MOVES/symmetric-c.yaml"
	expect_status 4
	[ ! -e "$dir" ] || fail_with "DIR left behind: $(ls "$dir")"
}

@test "moves --write: names are zero-padded to the width of the count" {
	local dir="$BATS_TEST_TMPDIR/wide" in
	# 10000 turns and more need 5 digits: a board of 4 roads ending in
	# tunnel openings and one wide-open placement would do, but any
	# position with fewer than 10000 turns gives 4 digits: 0001.yaml.
	cj moves --write "$dir" "$MOVES/fits-nowhere.yaml"
	expect_status 1
	[ -d "$dir" ] && [ -z "$(ls "$dir")" ] ||
		fail_with "no turn: DIR made, and empty"
	cj moves --write "$dir/x" "$MOVES/flier.yaml"
	[ -f "$dir/x/0012.yaml" ] && [ ! -e "$dir/x/012.yaml" ] ||
		fail_with "4 digits at least"
}

# --- text ---

@test "moves text: grouped by square, rotations, choices and the count" {
	cj moves "$MOVES/symmetric-c.yaml"
	expect_status 0
	[ "${lines[0]}" = "C fits at (0,1) turned 0, 90, 180 or 270." ] ||
		fail_with "the square's line"
	# C's one city reads the same under every rotation: written once,
	# before the rotations, each of which keeps its count.
	[ "${lines[1]}" = "  Whatever the rotation:" ] ||
		fail_with "the choices every rotation shares"
	[[ "${lines[2]}" == "    the city: follower, large or wagon"*"deploy: {feature: city@N} (or kind: large, wagon)" ]] ||
		fail_with "the deployment in words, then what to type"
	[ "${lines[3]}" = "  Turned 0: 4 complete turns." ] ||
		fail_with "the rotation's line"
	[ "${lines[6]}" = "  Turned 270: 4 complete turns." ] ||
		fail_with "the last rotation's line"
	[ "${#lines[@]}" -eq 8 ] || fail_with "eight lines (bats skips the blank)"
	[[ "${lines[-1]}" == "red's C: 4 placements, 16 complete turns ("*" candidate turns judged)." ]] ||
		fail_with "the count"
	no_escape
}

@test "moves text: tokens in words with the address to type" {
	cj moves "$MOVES/follower-required.yaml"
	expect_status 0
	[[ "$output" == *"    a red token on the west opening "*"token: {color: red, opening: W}"* ]] ||
		fail_with "a token on the placed tile"
	[[ "$output" == *"    a green token on the east opening of TU3 at (0,0) "*"token: {color: green, opening: E, at: [0, 0]}"* ]] ||
		fail_with "a token elsewhere"
	cj moves "$MOVES/both-at-once.yaml"
	[[ "$output" == *"    the grey pair on the east and south openings of TU3 at (0,0) token: [{color: grey, opening: E, at: [0, 0]}, {color: grey, opening: S, at: [0, 0]}]"* ]] ||
		fail_with "a pair"
}

@test "moves text: a feature in the words judge uses" {
	# J turned 0 west of U: city N, the road E-S, the field touching
	# ENE, SSW, WSW and WNW (field@ENE) and the corner field ESE-SSE.
	local in="$BATS_TEST_TMPDIR/j.yaml"
	printf '%s\n' 'players: [red, blue]' 'board:' \
	    '  - {tile: U, at: [0, 0]}' 'action:' '  player: red' \
	    '  place: {tile: J, at: [-1, 0], rot: 0}' \
	    '  deploy: {feature: field@ENE}' >"$in"
	cj judge "$in"
	expect_status 0
	[[ "$output" == *"[BASE-DEPLOY-TILE] the field west of the road (field@ENE) is on the tile placed this turn."* ]] ||
		fail_with "judge's words"
	# moves without the deployment, which would narrow the list.
	sed '/deploy:/d' "$in" >"$in.moves"
	cj moves "$in.moves"
	expect_status 0
	[[ "$output" == *$'\n    the field west of the road: follower or large '*"deploy: {feature: field@ENE} (or kind: large)"* ]] ||
		fail_with "the same words in moves"
	[[ "$output" == *$'\n    the field in the south-east corner: follower or large deploy: {feature: field@ESE} (or kind: large)\n'* ]] ||
		fail_with "the corner field"
	[[ "$output" != *"east-north-east"* ]] || fail_with "the half-edge spelt out"
}

@test "moves text: what every placement or rotation allows, written once" {
	# B (a cloister amid one field) fits in every rotation on the four
	# squares that meet only fields: (-1,0), (-1,1), (0,2), (1,1), next
	# to TU3 (0,0) -- F R R F, its stubs E and S ending at tunnel
	# openings, red's follower on the E stub -- and B (0,1).
	# Red holds the sets red, green and yellow (hig, two players), none
	# placed: a token on either opening of TU3 in any of the 3 colours,
	# 6 tokens, whatever and wherever B goes; its field and cloister
	# read the same everywhere too.
	# Each placement's 42 complete turns, worked out:
	# - deployments (BASE-DEPLOY-*): B's one field takes a follower or
	#   the large follower, never the wagon (carcjudge(5): a wagon never
	#   stands on a field); its cloister takes a follower, the large
	#   follower or the wagon; or none: 2 + 3 + 1 = 6. Both features are
	#   free (no farmer anywhere, the cloister is B's own) and red still
	#   has 6 followers, its large follower and its wagon (7, 1, 1 less
	#   the follower on TU3's road).
	# - tokens (TUN-TOKEN-PLACE, -ONE, -SUPPLY): hig with two players
	#   deals 3 sets each (TUN-SETUP-TOKENS), as carcjudge(5) deals them:
	#   red's own colour, then the unplayed colours yellow, grey, green,
	#   black round the table, so red gets yellow and green; 2 tokens of
	#   each in supply. One token on either of TU3's 2 free openings (B
	#   has none) in any of 3 colours, or none: 3 x 2 + 1 = 7.
	# - a token does not replace a deployment (TUN-TOKEN-INDEPENDENT) and
	#   B has no magic symbol: 6 x 7 = 42, in each of the 4 rotations on
	#   each of the 4 squares: 16 x 42 = 672.
	local in="$BATS_TEST_TMPDIR/b.yaml"
	printf '%s\n' 'players: [red, blue]' 'board:' \
	    '  - {tile: TU3, at: [0, 0], meeples: [{player: red, feature: road@E}]}' \
	    '  - {tile: B, at: [0, 1]}' 'action:' '  player: red' \
	    '  place: {tile: B}' >"$in"
	cj moves "$in"
	expect_status 0
	[ "${lines[0]}" = "Wherever B goes:" ] || fail_with "the shared block"
	[[ "${lines[3]}" == "    a red token on the east opening of TU3 at (0,0) "*"token: {color: red, opening: E, at: [0, 0]}" ]] ||
		fail_with "a token in the shared block"
	[ "$(grep -c 'token:' <<<"$output")" -eq 6 ] ||
		fail_with "each token once"
	[ "$(grep -c 'deploy:' <<<"$output")" -eq 2 ] ||
		fail_with "each deployment once"
	[[ "$output" == *$'\n\nB fits at (-1,0) turned 0, 90, 180 or 270.\n  Turned 0: 42 complete turns.\n  Turned 90: 42 complete turns.\n'* ]] ||
		fail_with "a square: its rotations and their counts"
	[[ "$output" != *"Whatever the rotation:"* ]] ||
		fail_with "nothing left for a square's own block"
	[[ "$output" == *$'\n'"red's B: 16 placements, 672 complete turns ("* ]] ||
		fail_with "the total"
	# The documents list every choice under every placement, as before.
	cj moves -f json "$in"
	[ "$(grep -c '"token"' <<<"$output")" -eq 16 ] ||
		fail_with "the JSON's token lists"
	[ "$(grep -c '"color": "red", "opening": "E"' <<<"$output")" -eq 16 ] ||
		fail_with "the JSON's token under each placement"
}

@test "moves text: a portal and a flier say how the meeple gets there" {
	cj moves "$MOVES/portal.yaml"
	[[ "$output" == *"through the portal, the road of U at (0,0): follower, large or wagon"*"deploy: {feature: road@E, at: [0, 0], via: portal} (or kind: large, wagon)"* ]] ||
		fail_with "the portal"
	cj moves "$MOVES/flier.yaml"
	[[ "$output" == *"flier rolls 2, the cloister of B at (-1,0): follower, large or wagon"*"deploy: {feature: cloister, at: [-1, 0], via: flier, roll: 2}"* ]] ||
		fail_with "the flier"
}

@test "moves text: magic parts and a crash in words with what to type" {
	cj moves "$MOVES/magic-first.yaml"
	expect_status 0
	[[ "$output" == *"    the witch onto the road of D at (0,0) "*"magic: {figure: witch, feature: road@E, at: [0, 0]}"* ]] ||
		fail_with "a magic move"
	cj moves "$MOVES/magic-remove.yaml"
	[[ "$output" == *"    set the mage aside "*"magic: {remove: mage}"* ]] ||
		fail_with "a removal"
	cj moves "$MOVES/crash.yaml"
	[[ "$output" == *"    flier rolls 3, the flight crashes: follower, large or wagon deploy: {via: flier, roll: 3} (or kind: large, wagon)"* ]] ||
		fail_with "the crash"
}

@test "moves --write: the magic part before the deployment" {
	local dir="$BATS_TEST_TMPDIR/magic"
	cj moves --write "$dir" "$MOVES/magic-first.yaml"
	expect_status 0
	# 0002: the first magic part (the mage onto city@N), the first
	# deployment (city@N); the magic part is judged first, and written
	# so.
	[ "$(tail -n 3 "$dir/0002.yaml")" = '  place: {tile: MW-4, at: [0, 1], rot: 0}
  magic: {figure: mage, feature: city@N}
  deploy: {feature: city@N}' ] || fail_with "the action of 0002.yaml"
}

# --- what moves refuses ---

# refused_as_judge: every invalid fixture refused by moves as judge
# refuses it: judge takes them all in one run, exit 3 and a diagnostic
# each, in order (invalid.bats); moves takes one position.
refused_as_judge() {
	local f i st got bad=()
	local -a files=(fixtures/invalid/*.yaml) want
	# shellcheck disable=SC2086
	mapfile -t want < <($CARCJUDGE_WRAP "$CARCJUDGE" judge "${files[@]}" 2>&1 >/dev/null)
	[ "${#want[@]}" -eq "${#files[@]}" ] && [ "${#files[@]}" -gt 20 ] ||
		fail_with "judge gave ${#want[@]} diagnostics for ${#files[@]} inputs" || return 1
	# moves on each, all in one process (run_each, tests/helper.bash).
	local d="$BATS_TEST_TMPDIR/refused"
	local -a rcs
	mkdir "$d" || return 1
	run_each "$d" out moves || return 1
	for i in "${!files[@]}"; do
		f=${files[i]}
		# A place without at is judge's refusal alone: moves reads it
		# as any square, and refuses this one for its deployment.
		[ "$f" = fixtures/invalid/place-without-at.yaml ] && continue
		st=${rcs[i]} got=
		IFS= read -r -d '' got <"$d/$i.err" || true
		# As $(...) would take it: without its closing newlines.
		while [[ $got == *$'\n' ]]; do got=${got%$'\n'}; done
		[ "$st $got" = "3 ${want[i]}" ] || bad+=("$f: exit $st, $got")
	done
	[ "${#bad[@]}" -eq 0 ] || fail_with "moves differs from judge:" "${bad[@]}" ||
		return 1
	cj moves fixtures/invalid/place-without-at.yaml
	expect_status 3 || return 1
	[[ "$stderr" == *":5:59: error: E has no road@N in any rotation" ]] ||
		fail_with "moves refuses the deployment on road@N"
}

@test "moves refuses every invalid fixture as judge does" {
	cd "$REPO"
	untraced refused_as_judge
}

@test "moves: --write under a plain file: exit 4" {
	# A bad -f and two positions (exit 2) are goldens (moves-f-bogus,
	# moves-two).
	: >"$BATS_TEST_TMPDIR/plain"
	cj moves --write "$BATS_TEST_TMPDIR/plain/sub" "$MOVES/symmetric-c.yaml"
	expect_status 4
	[ -z "$output" ] && [[ "$stderr" == *"plain/sub': Not a directory" ]] ||
		fail_with "the diagnostic names the path and why"
}

@test "moves --write: an input without its last newline, or ending in '...', gives whole positions" {
	local f
	head -c -1 "$REPO/examples/worked.yaml" >"$BATS_TEST_TMPDIR/nonl.yaml"
	{ cat "$REPO/examples/worked.yaml"; echo '...'; } >"$BATS_TEST_TMPDIR/dots.yaml"
	cj moves --write "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/nonl.yaml"
	expect_status 0
	cj moves --write "$BATS_TEST_TMPDIR/b" "$BATS_TEST_TMPDIR/dots.yaml"
	expect_status 0
	for f in "$BATS_TEST_TMPDIR"/a/*.yaml "$BATS_TEST_TMPDIR"/b/*.yaml; do
		[ -z "$(tail -c 1 "$f")" ] || fail_with "$f: no final newline" || return 1
		! grep -q '^\.\.\.' "$f" || fail_with "$f: the marker kept" || return 1
		cj judge "$f"
		expect_status 0
	done
	diff -r "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b" ||
		fail_with "the two inputs' turns differ"
}

@test "moves: a magic move that only a token makes due is counted with that token" {
	# The mage and the witch stand on the roads either side of TU1; red's
	# token on its free west opening joins them (TUN-LINK), which makes a
	# magic move due (MW-APART) though U shows no symbol: without the
	# token the same move is refused at the token part (MW-MOVE: not
	# due).  Every turn that the list narrowed to that token holds must be
	# among the turns of the whole list.
	local f="$BATS_TEST_TMPDIR/figures.yaml" g="$BATS_TEST_TMPDIR/token.yaml"
	printf '%s\n' 'players: [red, blue]' 'board:' \
		'  - {tile: U, at: [-1, 0], meeples: [{kind: witch, feature: road@W}]}' \
		'  - {tile: TU1, at: [0, 0], tokens: [{color: red, opening: E}]}' \
		'  - {tile: U, at: [1, 0], meeples: [{kind: mage, feature: road@E}]}' \
		'action:' '  player: red' '  place: {tile: U, at: [-2, 0], rot: 0}' >"$f"
	{ cat "$f"; echo '  token: {color: red, opening: W, at: [0, 0]}'; } >"$g"
	cj moves --write "$BATS_TEST_TMPDIR/all" "$f"
	expect_status 0
	cj moves --write "$BATS_TEST_TMPDIR/token" "$g"
	expect_status 0
	grep -h -A9 '^action:' "$BATS_TEST_TMPDIR"/all/*.yaml | grep -c '^  magic:' >"$BATS_TEST_TMPDIR/n" || :
	[ "$(cat "$BATS_TEST_TMPDIR/n")" -gt 0 ] || fail_with "no turn with a magic part" || return 1
	for d in all token; do
		for t in "$BATS_TEST_TMPDIR/$d"/*.yaml; do
			sed -n '/^action:/,$p' "$t" | tr '\n' ' '
			echo
		done | sort >"$BATS_TEST_TMPDIR/$d.actions"
	done
	grep -q 'magic:' "$BATS_TEST_TMPDIR/token.actions" ||
		fail_with "no magic move with the token" || return 1
	[ -z "$(comm -13 "$BATS_TEST_TMPDIR/all.actions" "$BATS_TEST_TMPDIR/token.actions")" ] ||
		fail_with "a turn with the token is missing from the whole list"
}
