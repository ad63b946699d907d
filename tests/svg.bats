#!/usr/bin/env bats
# show -f svg, the board as a picture (carcjudge(1), show), and the
# terminal drawing's golden files.  Every fixture's picture must be SVG 1.1
# that xmllint validates and librsvg renders without a word; what it shows
# is checked against judge's answers and positions worked out by hand
# below.  The pictures of one position each are goldens
# (tests/golden/MANIFEST, svg-*, worked.svg, show-kinds.svg,
# tunnel-example.svg), the working in the manifest.

load helper

# svg_dtd: the SVG 1.1 DTD is in the XML catalogue, offline (Debian:
# w3c-sgml-lib, which make deps-test installs); without it xmllint could
# only say that a picture is well-formed, so a test that validates fails.
svg_dtd() {
	xmlcatalog /etc/xml/catalog "-//W3C//DTD SVG 1.1//EN" >/dev/null 2>&1 ||
		fail_with "no SVG 1.1 DTD in /etc/xml/catalog (w3c-sgml-lib): cannot validate"
}

# Every fixture (but the refused inputs) drawn once, N.svg for the N-th of
# the list, N.rc its exit status, N.err its stderr; judge's answers to all
# of them, one JSON document a line, in all.json.
draw_all() {
	local dir="$BATS_FILE_TMPDIR/all" n=0 f rc
	mkdir -p "$dir" || return 1
	find fixtures -name '*.yaml' -not -path 'fixtures/invalid/*' | sort >"$dir/list"
	# Every picture drawn in one process (run_lines, tests/helper.bash).
	while IFS= read -r f; do
		n=$((n + 1))
		printf '%s\t%s\tshow\t-f\tsvg\t%s\n' "$dir/$n.svg" "$dir/$n.err" "$f"
	done <"$dir/list" | run_lines >"$dir/rcs" || return 1
	n=0
	while read -r rc; do
		n=$((n + 1))
		echo "$rc" >"$dir/$n.rc"
	done <"$dir/rcs"
	# An illegal action exits 1: its answer is read all the same.
	# shellcheck disable=SC2086
	xargs -d '\n' $CARCJUDGE_WRAP "$CARCJUDGE" judge -f json <"$dir/list" >"$dir/all.json" 2>"$dir/all.err"
	[ ! -s "$dir/all.err" ] || fail_with "judge: $(head -n 3 "$dir/all.err")" || return 1
	# The pictures librsvg renders (see below), and every kind of element
	# of all the pictures.
	mapfile -t pics < <(pictures)
	awk -v kinds="$dir/kinds.unsorted" -f "$BATS_TEST_DIRNAME/svg-kinds.awk" "${pics[@]}" >"$dir/chosen" || return 1
	sort "$dir/kinds.unsorted" >"$dir/kinds"
}

setup_file() {
	untraced draw_all
}

# pictures: the paths of every fixture's picture, one a line, in order.
pictures() {
	local dir="$BATS_FILE_TMPDIR/all"
	awk -v d="$dir" '{ print d "/" NR ".svg" }' "$dir/list"
}

# lines_with PATTERN: how many lines of $output hold PATTERN (fixed string).
lines_with() {
	grep -cF -- "$1" <<<"$output" || true
}

# has TEXT: $output holds TEXT.
has() {
	[[ "$output" == *"$1"* ]] || fail_with "no '$1' in the picture"
}

@test "show -f svg: every fixture's picture, exit 0 and nothing on stderr" {
	local dir="$BATS_FILE_TMPDIR/all" n
	n=$(wc -l <"$dir/list")
	[ "$n" -ge 100 ] || fail_with "only $n fixtures found" || return 1
	# One line per fixture whose picture failed: its name, exit status,
	# stderr or the want of a picture.
	run awk -v d="$dir" '{
		n = NR; rc = ""; getline rc <(d "/" n ".rc")
		err = ""; getline err <(d "/" n ".err")
		svg = ""; getline svg <(d "/" n ".svg")
		if (rc != "0") print $0 ": exit " rc
		else if (err != "") print $0 ": " err
		else if (svg == "") print $0 ": no picture"
	}' "$dir/list"
	[ "$status" -eq 0 ] && [ -z "$output" ] || fail_with "pictures that failed:"
}

@test "show -f svg: every fixture's picture is valid SVG 1.1 (xmllint)" {
	local dir="$BATS_FILE_TMPDIR/all"
	# xmllint reads the SVG DTD again for each file it validates, 15 ms
	# a file: instead every picture goes into one document, the root
	# element of each (its declaration and doctype dropped) a child of
	# one root svg, which SVG 1.1 allows; its ids, the same in every
	# picture, take the picture's number in front so that they stay
	# unique.  Nothing else changes: every element and attribute of
	# every picture is validated, in one run.
	mapfile -t pics < <(pictures)
	{
		sed -n '1,2p' "${pics[0]}"
		echo '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 100 100">'
		awk 'FNR == 1 { n++ } FNR <= 2 { next }
			{ gsub(/ id="/, " id=\"p" n "-")
			  gsub(/ xlink:href="#/, " xlink:href=\"#p" n "-"); print }' "${pics[@]}"
		echo '</svg>'
	} >"$BATS_TEST_TMPDIR/every.svg"
	[ "$(grep -c '^<svg ' "$BATS_TEST_TMPDIR/every.svg")" -eq "$((${#pics[@]} + 1))" ] ||
		fail_with "not every picture in the whole" || return 1
	svg_dtd || return 1
	run xmllint --noout --valid --nonet "$BATS_TEST_TMPDIR/every.svg"
	[ "$status" -eq 0 ] && [ -z "$output" ] || fail_with "xmllint:" "$output" ||
		return 1
	# And each picture is a well-formed document of its own.
	run xmllint --noout --nonet "${pics[@]}"
	[ "$status" -eq 0 ] && [ -z "$output" ] || fail_with "xmllint:" "$output"
}

@test "show -f svg: librsvg renders every kind of element any fixture's picture holds, without an error or a warning" {
	local dir="$BATS_FILE_TMPDIR/all" f
	# librsvg takes 8 ms a picture, and what it may warn about is an
	# element it cannot draw: the pictures are made of a few kinds of
	# element, each drawn from one template.  A kind is an element's
	# name, the names of its attributes, its class and what it refers
	# to (xlink:href), and the commands of its path data; the pictures
	# rendered are a few that hold, between them, every kind that any
	# fixture's picture holds (chosen below, greedily, each time the
	# picture with the most kinds not yet held).  A new kind of element
	# in any picture brings a picture holding it into the set.
	mapfile -t some <"$dir/chosen"
	[ "${#some[@]}" -ge 3 ] || fail_with "only ${#some[@]} pictures chosen" || return 1
	run rsvg-convert -f pdf -o "$BATS_TEST_TMPDIR/some.pdf" "${some[@]}"
	[ "$status" -eq 0 ] && [ -z "$output" ] && return 0
	for f in "${some[@]}"; do
		run rsvg-convert -o "$BATS_TEST_TMPDIR/one.png" "$f"
		[ "$status" -eq 0 ] && [ -z "$output" ] ||
			fail_with "rsvg-convert on the picture of $(sed -n "$(basename "$f" .svg)p" "$dir/list"):" "$output" ||
			return 1
	done
	fail_with "rsvg-convert failed on the whole set only"
}

@test "show -f svg: the pictures chosen for librsvg hold every kind of element" {
	# The choice above cannot leave a kind out: every kind of every
	# picture is among the kinds of those chosen.
	local k=$BATS_TEST_DIRNAME/svg-kinds.awk dir="$BATS_FILE_TMPDIR/all"
	mapfile -t some <"$dir/chosen"
	all=$(cat "$dir/kinds")
	awk -v kinds="$BATS_TEST_TMPDIR/kinds" -f "$k" "${some[@]}" >/dev/null
	chosen=$(sort "$BATS_TEST_TMPDIR/kinds")
	[ "$(wc -l <<<"$all")" -ge 40 ] || fail_with "only $(wc -l <<<"$all") kinds" || return 1
	[ "$all" = "$chosen" ] || fail_with "kinds left out:" "$(comm -23 <(echo "$all") <(echo "$chosen"))" ||
		return 1
	# A kind of element found in one picture alone brings that picture
	# in: a picture with a made-up element.
	sed 's|</svg>|<ellipse class="made-up" rx="1" ry="1"/></svg>|' "$BATS_FILE_TMPDIR/all/1.svg" \
		>"$BATS_TEST_TMPDIR/odd.svg"
	run awk -f "$k" "${some[@]}" "$BATS_TEST_TMPDIR/odd.svg"
	[[ "$output" == *"$BATS_TEST_TMPDIR/odd.svg"* ]] || fail_with "the odd picture left out"
}

@test "show -f svg: one highlight per score of a legal action, none for an illegal one" {
	local dir="$BATS_FILE_TMPDIR/all"
	# judge's count of scores, 0 for an illegal action, one a line in
	# the order of the list; the pictures' count of highlights the same.
	want=$(jq 'if .verdict == "legal" then (.scores | length) else 0 end' "$dir/all.json")
	[ "$(wc -l <<<"$want")" -eq "$(wc -l <"$dir/list")" ] ||
		fail_with "judge gave $(wc -l <<<"$want") answers" || return 1
	got=$(pictures | xargs awk '/^<g class="scored"/ { n[FILENAME]++ }
		END { for (i = 1; i <= ARGC - 1; i++) print n[ARGV[i]] + 0 }')
	[ "$want" = "$got" ] || fail_with "scores and highlights differ (fixture: scores highlights):" \
		"$(paste -d ' ' "$dir/list" <(echo "$want") <(echo "$got") | awk '$2 != $3')" || return 1
	# Each shows something (the Robber Baron's award may have no road).
	mapfile -t pics < <(pictures)
	run awk '/^<g class="scored"/ && !/Robber Baron/ && !/<g transform=/ { print FILENAME ": " $0 }' "${pics[@]}"
	[ -z "$output" ] || fail_with "a highlight that marks nothing:"
}

@test "show -f svg: an illegal action's legend gives every violation judge gives, in its order" {
	local dir="$BATS_FILE_TMPDIR/all"
	# judge's rules broken, one fixture a line (none for a legal action);
	# the pictures' rows of the legend that open with a rule ID the same.
	want=$(jq -r '[.violations[]?.rule] | join(" ")' "$dir/all.json")
	# shellcheck disable=SC2016  # awk's program
	got=$(pictures | xargs awk '/^<text x="12"/ {
			line = $0; sub(/<title>.*<\/title>/, "", line)
			if (match(line, /^<text x="12" y="[0-9]*">(Illegal: )?\[[A-Z][A-Z0-9-]*\] /)) {
				id = substr(line, RSTART, RLENGTH); sub(/^[^[]*\[/, "", id); sub(/\] $/, "", id)
				rules[FILENAME] = rules[FILENAME] (rules[FILENAME] == "" ? "" : " ") id
			}
		}
		END { for (i = 1; i <= ARGC - 1; i++) print rules[ARGV[i]] }')
	[ "$want" = "$got" ] || fail_with "violations and legend rows differ (fixture: judge | picture):" \
		"$(paste -d '|' "$dir/list" <(echo "$want") <(echo "$got") | awk -F '|' '$2 != $3')" || return 1
	# The rule the player broke heads the list; a rule that only explains
	# (TUN-SETUP-TOKENS: who owns which sets) is no violation.
	cj show -f svg fixtures/tunnel/token-place-other-colour.yaml
	expect_status 0
	has '<text x="12" y="582">Illegal: [TUN-TOKEN-PLACE] the blue tokens are blue'"'"'s: red places only their own.</text>' ||
		return 1
	[[ "$output" != *"[TUN-SETUP-TOKENS]"* ]] || fail_with "a rule that only explains" ||
		return 1
	# Every violation is there, not only the first; a long one is broken
	# into lines, the whole sentence its row's title.
	cj show -f svg fixtures/interactions/flier-lab-advanced-occupied-branch-illegal.yaml
	expect_status 0
	has '<text x="12" y="604">Illegal: [LAB-OTHER] that branch is occupied.</text>' ||
		return 1
	has "<title>[FLIER-LAND] nothing on U at (1,0) takes the follower: the flight crashes, which the turn writes as deploy: {via: flier, roll: 1} without feature.</title>" ||
		return 1
}

# refused_as_judge: every invalid fixture (but missing-action.yaml and
# place-without-at.yaml: show draws a position without an action, or
# with a tile in hand, judge needs a turn) refused by show -f svg with
# exit 3, nothing on stdout, and judge's diagnostic.
refused_as_judge() {
	local f st want got bad=()
	local -a files=()
	for f in fixtures/invalid/*.yaml; do
		case ${f##*/} in
		missing-action.yaml | place-without-at.yaml) ;;
		*) files+=("$f") ;;
		esac
	done
	[ "${#files[@]}" -gt 20 ] || fail_with "only ${#files[@]} invalid inputs" || return 1
	# judge refuses them all in one run, a diagnostic each, in order
	# (invalid.bats); show takes one file.
	# shellcheck disable=SC2086
	mapfile -t want < <($CARCJUDGE_WRAP "$CARCJUDGE" judge "${files[@]}" 2>&1 >/dev/null)
	[ "${#want[@]}" -eq "${#files[@]}" ] ||
		fail_with "judge gave ${#want[@]} diagnostics for ${#files[@]} inputs" || return 1
	# show on each, all in one process (run_each, tests/helper.bash).
	local d="$BATS_TEST_TMPDIR/refused" i rcs
	mkdir "$d" || return 1
	run_each "$d" out show -f svg || return 1
	for i in "${!files[@]}"; do
		f=${files[i]} st=${rcs[i]} got=
		IFS= read -r -d '' got <"$d/$i.err" || true
		# As $(...) would take it: without its closing newlines.
		while [[ $got == *$'\n' ]]; do got=${got%$'\n'}; done
		if [ "$st" -ne 3 ] || [ -s "$d/$i.out" ] || [ "$got" != "${want[i]}" ]; then
			bad+=("$f: exit $st, stderr: $got; judge said: ${want[i]}")
		fi
	done
	[ "${#bad[@]}" -eq 0 ] || fail_with "${bad[@]}"
}

@test "show -f svg: invalid input is refused exactly as judge refuses it" {
	untraced refused_as_judge
}

@test "show -f svg: 72 tiles and 300 tiles scale through the viewBox" {
	local n w h
	for n in 72 300; do
		awk -v n="$n" 'BEGIN { print "players: [red, black, grey]"; print "board:"
			for (x = 0; x <= 19; x++) for (y = 0; y <= 14; y++)
				if (x * 15 + y < n) printf "  - {tile: B, at: [%d, %d]}\n", x, y
			print "action: end-game" }' >"$BATS_TEST_TMPDIR/b$n.yaml"
		cj show -f svg "$BATS_TEST_TMPDIR/b$n.yaml"
		expect_status 0 || return 1
		[ "$(lines_with '<g class="tile"')" = "$n" ] || fail_with "$n tiles not all drawn" || return 1
		read -r w h < <(sed -n 's/^<svg [^>]*viewBox="0 0 \([0-9]*\) \([0-9]*\)".*/\1 \2/p' <<<"$output")
		# 100 units a tile: 5 or 20 columns, 15 rows.
		[ "$w" -ge $(((n == 72 ? 5 : 20) * 100)) ] && [ "$h" -ge 1500 ] ||
			fail_with "viewBox $w x $h for $n tiles" || return 1
		printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/b$n.svg"
		# Drawn 400 pixels wide: scaled down from the viewBox.
		run rsvg-convert -w 400 -o "$BATS_TEST_TMPDIR/b$n.png" "$BATS_TEST_TMPDIR/b$n.svg"
		[ "$status" -eq 0 ] && [ -z "$output" ] || fail_with "rsvg-convert: $output" || return 1
	done
}

@test "show -f svg: a file name is escaped in the document" {
	local d="$BATS_TEST_TMPDIR/a&b<c"
	mkdir "$d"
	cp examples/worked.yaml "$d/"
	cj show -f svg "$d/worked.yaml"
	expect_status 0
	has "a&amp;b&lt;c/worked.yaml" || return 1
	printf '%s\n' "$output" | xmllint --noout - || fail_with "not well-formed"
}

@test "show -f svg: a file name of any bytes gives well-formed XML 1.0 (xmllint, librsvg)" {
	local d="$BATS_TEST_TMPDIR/names" n=0 name f bad=()
	mkdir "$d"
	# Every kind of byte string XML cannot carry as it is: overlong forms,
	# surrogates, noncharacters, controls, bytes that start or end no
	# character, code points past U+10FFFF; then 40 byte strings drawn at
	# random (a fixed seed), each as a file name of its own.
	local -a names=($'\xc0\xbc' $'\xe0\x80\xaf' $'\xed\xa0\x80' $'\xed\xbf\xbf'
		$'\xef\xbf\xbe' $'\xef\xbf\xbf' $'\xef\xb7\x90' $'\xf0\x9f\xbf\xbe'
		$'\xf4\x8f\xbf\xbf' $'\xf4\x90\x80\x80' $'\x01\x08\x0b\x0c\x1b\x7f'
		$'\xc2\x80\xc2\x9f' $'\x80' $'\xe2\x82' $'\xff\xfe' $'a&b<c>"\'\r\t')
	mapfile -t -d '' rnd < <(LC_ALL=C awk 'BEGIN { srand(22); for (i = 0; i < 40; i++) {
			s = ""; n = 1 + int(rand() * 12)
			for (j = 0; j < n; j++) { c = 1 + int(rand() * 255); if (c != 47) s = s sprintf("%c", c) }
			printf "%s%c", s, 0 } }')
	names+=("${rnd[@]}")
	[ "${#names[@]}" -ge 50 ] || fail_with "only ${#names[@]} names" || return 1
	# Each name in a directory of its own, all made by one mkdir; the
	# example written by the shell (a cp each cost more than the runs).
	local -a dirs=()
	local worked
	for ((n = 1; n <= ${#names[@]}; n++)); do dirs+=("$d/$n"); done
	mkdir "${dirs[@]}" || return 1
	IFS= read -r -d '' worked <examples/worked.yaml || true
	[ -n "$worked" ] || fail_with "examples/worked.yaml not read" || return 1
	n=0
	for name in "${names[@]}"; do
		n=$((n + 1))
		f="$d/$n/x${name}x.yaml"
		printf '%s' "$worked" >"$f" || return 1
		[ "$n" -gt 1 ] || cmp -s examples/worked.yaml "$f" ||
			fail_with "$f: not the example" || return 1
		# shellcheck disable=SC2086
		$CARCJUDGE_WRAP "$CARCJUDGE" show -f svg "$f" >"$d/$n.svg" 2>"$d/$n.err" ||
			bad+=("name $n: exit $?")
		[ ! -s "$d/$n.err" ] || bad+=("name $n: $(cat "$d/$n.err")")
	done
	[ "${#bad[@]}" -eq 0 ] || fail_with "${bad[@]}" || return 1
	run xmllint --noout --nonet "$d"/*.svg
	[ "$status" -eq 0 ] && [ -z "$output" ] || fail_with "xmllint:" "$output" || return 1
	run rsvg-convert -f pdf -o "$BATS_TEST_TMPDIR/names.pdf" "$d"/*.svg
	[ "$status" -eq 0 ] && [ -z "$output" ] || fail_with "rsvg-convert:" "$output" || return 1
	# What XML cannot carry becomes U+FFFD; what it can is escaped.
	grep -qF $'<title>carcjudge show: '"$d"$'/1/x\xef\xbf\xbd\xef\xbf\xbdx.yaml</title>' "$d/1.svg" ||
		fail_with "C0 BC is not two U+FFFD" || return 1
	grep -qF "<title>carcjudge show: $d/16/xa&amp;b&lt;c&gt;&quot;'&#13;&#9;x.yaml</title>" "$d/16.svg" ||
		fail_with "markup and white space not escaped"
}

@test "README shows the worked example's picture, as make pictures draws it" {
	grep -qF '](tests/golden/worked.svg)' README.md || fail_with "README does not embed it"
	cj show -f svg examples/worked.yaml
	cmp -s tests/golden/worked.svg <(printf '%s\n' "$output") ||
		fail_with "tests/golden/worked.svg is stale: run make pictures"
}

# features_of ID ROT: the features `tiles --rot ROT ID` names, sorted, one
# a line.
features_of() {
	# shellcheck disable=SC2086
	$CARCJUDGE_WRAP "$CARCJUDGE" tiles --rot "$2" "$1" |
		awk '/^  [a-z]+@[A-Z]+ / || /^  (cloister|cathedral) *$/ { print $1 }' | sort
}

@test "show -f svg: every square is a target (data-at) and every feature segment one inside it (data-feature), named as tiles names them" {
	local svg=tests/golden/show-kinds.svg line got want f n=0
	# Each tile's element: its square, and a target per feature, the
	# names those `tiles --rot` gives for the tile turned so.
	while IFS= read -r line; do
		[[ $line =~ ^\<g\ class=\"tile\"\ data-at=\"(-?[0-9]+),(-?[0-9]+)\".*\<title\>([^ ]+)\ at\ \(([-0-9]+),([-0-9]+)\)\ rot\ ([0-9]+) ]] ||
			continue
		[ "${BASH_REMATCH[1]},${BASH_REMATCH[2]}" = "${BASH_REMATCH[4]},${BASH_REMATCH[5]}" ] ||
			fail_with "data-at of ${BASH_REMATCH[3]}: $line" || return 1
		got=$(grep -o 'data-feature="[^"]*"' <<<"$line" | sed 's/.*="//; s/"$//' | sort)
		want=$(features_of "${BASH_REMATCH[3]}" "${BASH_REMATCH[6]}")
		[ -n "$want" ] && [ "$got" = "$want" ] ||
			fail_with "${BASH_REMATCH[3]} at (${BASH_REMATCH[4]},${BASH_REMATCH[5]}): targets" "$got" "tiles says" "$want" ||
			return 1
		n=$((n + 1))
	done <"$svg"
	[ "$n" -eq 5 ] || fail_with "$n tiles with targets, not 5" || return 1
	# The empty squares next to the board are targets too, each once:
	# 5 tiles in a plus have 8 empty neighbours.
	[ "$(grep -c '^<g class="square" data-at="' "$svg")" -eq 8 ] || fail_with "not 8 empty squares" || return 1
	[ "$(grep -o 'data-at="[^"]*"' "$svg" | sort | uniq -d)" = "" ] || fail_with "a square twice" || return 1
	grep -qF '<g class="square" data-at="0,2" ' "$svg" || fail_with "(0,2) is no target" || return 1
	# A feature name given by the picture is one a position reads there.
	pos deploy.yaml >/dev/null <<'YAML'
players: [red, blue]
board:
  - {tile: D, at: [0, 0], rot: 90}
action: {player: red, place: {tile: E, at: [1, 0], rot: 270}, deploy: {feature: city@W}}
YAML
	cj show -f svg "$BATS_TEST_TMPDIR/deploy.yaml"
	expect_status 0
	while IFS= read -r f; do
		sed "s/city@W}}/$f, at: [0, 0]}}/" "$BATS_TEST_TMPDIR/deploy.yaml" >"$BATS_TEST_TMPDIR/d2.yaml"
		run "$CARCJUDGE" judge "$BATS_TEST_TMPDIR/d2.yaml"
		[ "$status" -le 1 ] || fail_with "$f at (0,0) not read: $output" || return 1
		n=$((n + 1))
	done < <(grep -F 'data-at="0,0"' <<<"$output" | grep -o 'data-feature="[^"]*"' | sed 's/.*="//; s/"$//')
	[ "$n" -eq 9 ] || fail_with "D turned 90 has $((n - 5)) targets, not 4" || return 1
	# The hooks are declared, so the picture stays valid SVG 1.1.
	svg_dtd || return 1
	run xmllint --noout --valid --nonet "$svg"
	[ "$status" -eq 0 ] && [ -z "$output" ] || fail_with "xmllint:" "$output"
}

@test "show: a tile in hand (apply --next) is drawn beside the board, the squares moves places it on marked" {
	local f=tests/golden/show-hand.yaml want
	# The squares of moves' placements, and the turns on each.
	want=$(cj moves -f json "$f" && jq -r '.placements | group_by(.at) | .[] |
		"\(.[0].at[0]),\(.[0].at[1]) \([.[].rot] | map(tostring) | join(","))"' <<<"$output" | sort)
	[ "$(wc -l <<<"$want")" -eq 9 ] || fail_with "moves lists $(wc -l <<<"$want") squares" || return 1
	# apply --next writes what show reads.
	run sh -c '"$1" apply --next V examples/worked.yaml | "$1" show -f svg -' sh "$CARCJUDGE"
	[ "$status" -eq 0 ] || fail_with "apply --next | show -f svg -: exit $status" || return 1
	cj show -f svg "$f"
	expect_status 0
	got=$(sed -n 's/^<g class="square fits" data-at="\([^"]*\)".*<title>V fits at ([^)]*) turned \([^<]*\)<.*/\1 \2/p' <<<"$output" |
		sed 's/ or /,/; s/, /,/g' | sort)
	[ "$got" = "$want" ] || fail_with "marked squares" "$got" "moves" "$want" || return 1
	has '<g class="tile beside" transform=' || return 1
	has '<title>V in hand, drawn beside the board</title>' || return 1
	has '>In hand:</text>' || return 1
	has '>Where V fits is outlined in green: 9 squares.</text>' || return 1
	# Not on any square: the board's four tiles only hold data-at.
	[ "$(grep -c '^<g class="tile" data-at=' <<<"$output")" -eq 4 ] || fail_with "not 4 tiles on squares" || return 1
	# The terminal board: the same squares framed, V beside, the list.
	NO_COLOR=1 cj show "$f"
	expect_status 0
	[ "$(sed '/^Players:/,$d' <<<"$output" | grep -o ' fits ' | wc -l)" -eq 9 ] ||
		fail_with "not 9 squares framed" || return 1
	[[ "${lines[0]}" == *"  In hand:" ]] || fail_with "no In hand: column" || return 1
	diff -u tests/golden/show-hand.txt <(printf '%s\n' "$output") || fail_with "show-hand.txt" || return 1
	got=$(sed -n '/^In hand: /,$p' <<<"$output" | tr '\n' ' ' | sed 's/^In hand: V fits at //; s/\. *$//; s/  */ /g' |
		tr ';' '\n' | sed 's/^ //; s/[()]//g; s/ turned /  /; s/ or /,/; s/, /,/g; s/  / /' | sort)
	[ "$got" = "$want" ] || fail_with "listed squares" "$got" "moves" "$want" || return 1
	# A tile that fits nowhere says so: a city all round, by a field.
	pos nowhere.yaml >/dev/null <<'YAML'
players: [red]
board:
  - {tile: B, at: [0, 0]}
action: {player: red, place: {tile: C}}
YAML
	cj show -f svg "$BATS_TEST_TMPDIR/nowhere.yaml"
	expect_status 0
	has '>C fits nowhere on this board.</text>' || return 1
	NO_COLOR=1 cj show "$BATS_TEST_TMPDIR/nowhere.yaml"
	expect_status 0
	[ "${lines[-1]}" = "In hand: C fits nowhere on this board." ] || fail_with "the last line"
}

@test "show -f svg: a picture's size follows what is drawn: an empty stretch of more than 3 columns or rows is one break" {
	local far=tests/golden/show-far.yaml w h
	cj show -f svg "$far"
	expect_status 0
	diff -u tests/golden/show-far.svg <(printf '%s\n' "$output") || fail_with "show-far.svg" || return 1
	[ "${#output}" -lt 20000 ] || fail_with "${#output} bytes" || return 1
	has '<title>x 2 to 999998: no tile, not drawn</title>' || return 1
	has '<title>y -2 to -999998: no tile, not drawn</title>' || return 1
	read -r w h < <(sed -n 's/^<svg [^>]*viewBox="0 0 \([0-9]*\) \([0-9]*\)".*/\1 \2/p' <<<"$output")
	[ "$w" -lt 1200 ] && [ "$h" -lt 1200 ] || fail_with "viewBox $w x $h" || return 1
	# Gaps of 3 empty columns are drawn; of 4, elided; on each axis.
	# (A board is edge-connected: only the pending tile, or a square
	# next to it, stands apart.)  The squares next to each tile are
	# drawn: with the tile at (n, n), columns and rows 2 .. n-2 empty.
	for n in 6 7; do
		pos gap.yaml >/dev/null <<YAML
players: [red]
board:
  - {tile: B, at: [0, 0]}
action: {player: red, place: {tile: B, at: [$n, $n]}}
YAML
		cj show -f svg "$BATS_TEST_TMPDIR/gap.yaml"
		expect_status 0
		if [ "$n" = 6 ]; then
			[ "$(lines_with '<g class="break">')" = 0 ] || fail_with "a break for 3 empty columns" || return 1
			# Columns -1 .. 7, each labelled above and below.
			[ "$(grep -c '^<text x="[0-9]*" y="26">' <<<"$output")" = 9 ] || fail_with "not 9 columns" || return 1
		else
			has '<title>x 2 to 5: no tile, not drawn</title>' || return 1
			has '<title>y 5 to 2: no tile, not drawn</title>' || return 1
			[ "$(grep -c '^<text x="[0-9]*" y="26">' <<<"$output")" = 6 ] || fail_with "not 6 columns" || return 1
		fi
	done
	# The terminal board elides the same stretches.
	NO_COLOR=1 cj show "$far"
	expect_status 0
	diff -u tests/golden/show-far.txt <(printf '%s\n' "$output") || fail_with "show-far.txt" || return 1
	has "(not drawn, no tile there: x 1..999999; y -999999..-1)" || return 1
}

@test "show -f svg: a tile refused on an occupied square is drawn beside the board, never over its tile" {
	cj show -f svg fixtures/base/place-occupied.yaml
	expect_status 0
	diff -u tests/golden/show-place-occupied.svg <(printf '%s\n' "$output") || fail_with "golden" || return 1
	# U stays on (1,0), the only tile there; V is beside, refused.
	[ "$(grep -c '^<g class="tile" data-at="1,0" ' <<<"$output")" = 1 ] || fail_with "(1,0) not once" || return 1
	grep '^<g class="tile" data-at="1,0" ' <<<"$output" | grep -qF '<title>U at (1,0) rot 0</title>' ||
		fail_with "U not on (1,0)" || return 1
	has '<g class="tile beside" transform=' || return 1
	has '<title>V at (1,0) rot 0, refused: the square holds a tile; drawn beside the board</title>' || return 1
	has '>Refused:</text>' || return 1
	has '<rect class="refused" ' || return 1
	has 'Illegal: [BASE-TILE-EMPTY] (1,0) already holds U.' || return 1
	# The terminal board the same: U on (1,0), V turned 0 beside it.
	NO_COLOR=1 cj show fixtures/base/place-occupied.yaml
	expect_status 0
	diff -u tests/golden/show-place-occupied.txt <(printf '%s\n' "$output") || fail_with "golden" || return 1
	[ "${lines[0]}" = "     0       1        Refused:" ] && [ "${lines[3]}" = "   0 ------->-------<   --....." ] ||
		fail_with "U not kept, or V not beside"
}

@test "show -f svg: a scored feature is one shape, labelled with its points; farms dashed, unfilled" {
	# A city of two tiles: each tile's outline leaves out the edge the
	# city goes on across (no L along it), and the points once.
	pos city.yaml >/dev/null <<'YAML'
players: [red]
board:
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: city@N}]}
action: {player: red, place: {tile: E, at: [0, 1], rot: 180}}
YAML
	cj show -f svg "$BATS_TEST_TMPDIR/city.yaml"
	expect_status 0
	line=$(grep '^<g class="scored"' <<<"$output")
	[[ "$line" == *"<title>scored: completed city, 2 tiles x 2 = 4 points to red</title>"* ]] ||
		fail_with "not the city: $line" || return 1
	# D's city on N (0,0)-(100,0), E's turned to S (100,100)-(0,100):
	# each outline moves over that edge, and draws the wall.
	[[ "$line" == *'<path d="M0,0M100,0Q50,60 0,0" fill="none"'* ]] || fail_with "D's outline: $line" || return 1
	[[ "$line" == *'<path d="M100,100M0,100Q50,40 100,100" fill="none"'* ]] || fail_with "E's outline: $line" || return 1
	[ "$(grep -o '<g class="points"' <<<"$line" | wc -l)" = 1 ] || fail_with "not one label" || return 1
	[[ "$line" == *'text-anchor="middle">4</text>'* ]] || fail_with "no 4 on it" || return 1
	# Every score of every fixture's picture carries one label, its points.
	local dir="$BATS_FILE_TMPDIR/all"
	want=$(jq -r 'if .verdict == "legal" then [.scores[] | select(.feature != "robber-baron") | .points] | map(tostring) | join(" ") else "" end' "$dir/all.json")
	# shellcheck disable=SC2016  # awk's program
	got=$(pictures | xargs awk '/^<g class="scored"/ && !/Robber Baron/ {
			s = $0; sub(/.*<g class="points"[^>]*>/, "", s); sub(/<\/text>.*/, "", s); sub(/.*>/, "", s)
			p[FILENAME] = p[FILENAME] (p[FILENAME] == "" ? "" : " ") s }
		END { for (i = 1; i <= ARGC - 1; i++) print p[ARGV[i]] }')
	[ "$want" = "$got" ] || fail_with "points and labels differ (fixture: judge | picture):" \
		"$(paste -d '|' "$dir/list" <(echo "$want") <(echo "$got") | awk -F '|' '$2 != $3')" || return 1
	# A farm along two rows of tiles: no outline along the edge between
	# the rows, none across the middle of a tile; dashed, no fill.
	pos farm.yaml >/dev/null <<'YAML'
players: [red]
board:
  - {tile: B, at: [0, 0], meeples: [{player: red, feature: field@NNW}]}
  - {tile: B, at: [1, 0]}
  - {tile: B, at: [0, 1]}
  - {tile: B, at: [1, 1]}
action: end-game
YAML
	cj show -f svg -r farmers=3 "$BATS_TEST_TMPDIR/farm.yaml"
	expect_status 0
	line=$(grep '^<g class="scored"' <<<"$output" | grep 'farm')
	[ -n "$line" ] || fail_with "no farm scored" || return 1
	[[ "$line" == *'stroke-dasharray="8 5"'* ]] || fail_with "not dashed" || return 1
	[[ "$line" != *fill-opacity* ]] || fail_with "a farm filled" || return 1
	# (0,0) is the south-west tile: its outline runs along W and S only.
	seg=${line#*<g transform=\"translate(138,236)\"><path d=\"}
	seg=${seg%%\"*}
	[ "$seg" = "M100,100L50,100M50,100L0,100M0,100L0,50M0,50L0,0" ] ||
		fail_with "the south-west tile's outline: $seg"
}
