#!/usr/bin/env bats
# The writers under attack (carcjudge(1), moves --write, apply, fixture
# --in-place): files created new and whole, never through a link, never
# over a file; positions that read back whatever the input looked like;
# counts past carcjudge(5)'s limits refused (goldens writers-*: score:
# and waited: at and past the limit); names escaped on output.

load helper

setup() {
	trace_failures
	cd "$BATS_TEST_TMPDIR" || return 1
	W=$REPO/examples/worked.yaml
}

# own_tile ID: a position whose own tile ID (a straight road N-S) lies at
# (1,0) turned 90 with blue's thief on it, next to U at (0,0); red holds
# another ID.  Its move list is the same whatever the id: 84 turns.  U's
# road runs east-west, so ID fits turned 90 or 270 only.  At (-1,0) and
# (2,0) it lengthens blue's road: none, or a follower or large on one of
# two fields, 5 a turn, 2 turns: 10 each.  Above and below (0,0) and
# (1,0) its road is new: none, 3 kinds on the road, 2 on each field, 8 a
# turn, 2 turns: 16 each.  20 + 4 x 16 = 84.
own_tile() {
	local q=${1//\\/\\\\}
	q=${q//\"/\\\"}
	printf 'players: [red, blue]\ntiles: |\n  tile %s\n  edges R F R F\n  road N S\n  field WNW NNW SSW WSW\n  field NNE ENE ESE SSE\nboard:\n  - {tile: U, at: [0, 0]}\n  - {tile: "%s", at: [1, 0], rot: 90, meeples: [{player: blue, feature: road@E}]}\naction:\n  player: red\n  place: {tile: "%s"}\n' \
		"$1" "$q" "$q"
}

# yaml11 FILE EXPR: EXPR (Python, over the document d) as a YAML 1.1
# reader (PyYAML) reads FILE; "skip" when there is none.
yaml11() {
	python3 -c 'import sys, yaml
d = yaml.safe_load(open(sys.argv[1], "rb"))
print(eval(sys.argv[2]))' "$1" "$2" 2>/dev/null || echo skip
}

# A YAML 1.1 reader (PyYAML, which make deps-test installs): the tests
# that compare with it fail without it rather than pass unchecked.
have_yaml11() {
	python3 -c 'import yaml' 2>/dev/null ||
		fail_with "no YAML 1.1 reader: python3 with PyYAML (python3-yaml)"
}

# written_legal DIR N: DIR holds N files and judge finds each legal.
written_legal() {
	local -a f=("$1"/*.yaml)
	[ "${#f[@]}" -eq "$2" ] || fail_with "$1: ${#f[@]} files, not $2" ||
		return 1
	cj judge "${f[@]}"
	[ "$status" -eq 0 ] || fail_with "$1: not read back legal"
}

# --- moves --write: new files, whole, never through a link ---

# plant NAME TARGET...: run moves --write on out/ with the position read
# from a FIFO; once moves has checked out/ empty and opens the FIFO,
# `ln -s TARGET out/NAME` (or a plain file NAME when TARGET is -) is made,
# then the position is fed.
plant() {
	local name=$1 target=$2
	mkdir out
	mkfifo in.fifo
	{
		exec 3>in.fifo
		if [ "$target" = - ]; then
			echo mine >"out/$name"
		else
			ln -s "$target" "out/$name"
		fi
		cat in.yaml >&3
		exec 3>&-
	} &
	cj moves --write out in.fifo
	# A moves that never opened the FIFO leaves the writer blocked.
	kill "$!" 2>/dev/null || true
	wait "$!" 2>/dev/null || true
}

@test "moves --write: a link planted in DIR while the input is read is not followed (exit 4)" {
	own_tile T1 >in.yaml
	echo precious >victim
	plant 0001.yaml "$PWD/victim"
	expect_status 4
	[ "$(cat victim)" = precious ] || fail_with "the link was followed"
	[ -L out/0001.yaml ] || fail_with "the link was replaced"
	[[ "$stderr" == *"0001.yaml already exists: not replaced"* ]] ||
		fail_with "the diagnostic"
	[ "$(ls -A out)" = 0001.yaml ] || fail_with "left: $(ls -A out)"
	[ -z "$output" ] || fail_with "nothing on standard output"
}

@test "moves --write: a dangling link or a file planted under a later name is kept; nothing of the run stays" {
	own_tile T1 >in.yaml
	plant 0003.yaml "$PWD/nowhere"
	expect_status 4
	[ ! -e nowhere ] || fail_with "the dangling link was followed"
	[ "$(ls -A out)" = 0003.yaml ] || fail_with "left: $(ls -A out)"
	rm -rf out in.fifo
	plant 0002.yaml -
	expect_status 4
	[ "$(cat out/0002.yaml)" = mine ] || fail_with "the file was replaced"
	[ "$(ls -A out)" = 0002.yaml ] || fail_with "left: $(ls -A out)"
}

@test "moves --write: a run killed mid-file (SIGXFSZ) leaves no file under a final name" {
	local i
	# A board of 60 tiles: each position is over 1 KiB, the limit.
	{
		echo 'players: [red, blue]'
		echo 'board:'
		for ((i = 0; i < 60; i++)); do echo "  - {tile: U, at: [$i, 0]}"; done
		echo 'action: {player: red, place: {tile: U}}'
	} >big.yaml
	cj moves big.yaml
	expect_status 0
	# shellcheck disable=SC2016
	run bash -c 'ulimit -f 1; exec "$CARCJUDGE" moves --write "$1" "$2"' _ \
		out big.yaml
	[ "$status" -ne 0 ] || fail_with "not stopped by ulimit -f"
	[ -d out ] || fail_with "no DIR"
	[ -z "$(find out -name '[0-9]*.yaml')" ] ||
		fail_with "a final name holds part of a file: $(ls -la out)"
}

@test "moves --write: a DIR name with a line break or escape is printed escaped" {
	local dir=$'a\nb\e[31mc'
	cj moves --write "$dir" "$W"
	expect_status 0
	[ "${lines[${#lines[@]} - 1]}" = 'Wrote 2 positions to a\nb\x1B[31mc.' ] ||
		fail_with "the name is not escaped"
	[ -f "$dir/0001.yaml" ] || fail_with "not written"
	dir=$'x\\y'
	cj moves --write "$dir" "$W"
	[ "${lines[${#lines[@]} - 1]}" = 'Wrote 2 positions to x\\y.' ] ||
		fail_with "a backslash is not doubled"
}

# --- one position writer: what it writes reads back ---

@test "moves --write: line ends, separators in comments, indentation: the same positions, read back" {
	local v
	own_tile T1 >base.yaml
	tr '\n' '\r' <base.yaml >cr.yaml
	sed 's/$/\r/' base.yaml >crlf.yaml
	sed 's/^/   /' base.yaml >indented.yaml
	{ printf '# LS\xe2\x80\xa8\n# NEL\xc2\x85\n'; cat base.yaml; } >separators.yaml
	{ printf 'players: [red, blue] # a comment\xe2\x80\xa8'; tail -n +2 base.yaml; } >inline.yaml
	cj moves --write w-base base.yaml
	expect_status 0
	written_legal w-base 84
	for v in cr crlf indented separators inline; do
		cj moves --write "w-$v" "$v.yaml"
		expect_status 0 || return 1
		written_legal "w-$v" 84 || return 1
		diff -r w-base "w-$v" >/dev/null ||
			fail_with "$v: other positions than the plain input's" ||
			return 1
	done
}

@test "moves --write, apply: tile ids that need quotes, YAML 1.1 words, read back as the same ids" {
	local id i=0 n
	local -a ids=('CITY[2]' '*x' '!x' 'x:' "'q" 'a}b' '<<' '=' 'y' 'Y' 'n'
		'Off' 'yes' 'NULL' 'Null' 'TRUE' '~' '-x' '?x' '"q' '%x' '@x'
		'`x' '|x' '>x' '&x' '1e3' '.5' '0x1' 'a:b' 'a#b' 'a\b' '{x')
	for id in "${ids[@]}"; do
		i=$((i + 1))
		# One square and rotation: 5 turns.
		own_tile "$id" | sed 's/place: {tile: \(.*\)}$/place: {tile: \1, at: [-1, 0], rot: 90}/' >"in$i.yaml"
	done
	# Each step for every id in one process (run_lines), each run's
	# status 0: moves --write; apply, the position after the first turn
	# with the id in hand; moves reads it back and lists the same tile.
	for ((i = 1; i <= ${#ids[@]}; i++)); do
		printf '/dev/null\terr\tmoves\t--write\tout%d\tin%d.yaml\n' "$i" "$i"
	done | run_lines >rcs
	[ "$(sort -u rcs)" = 0 ] || fail_with "moves --write: $(tr '\n' ' ' <rcs)" || return 1
	for ((i = 1; i <= ${#ids[@]}; i++)); do
		printf 'next%d.yaml\terr\tapply\t--next\t%s\tout%d/0001.yaml\n' "$i" "${ids[i - 1]}" "$i"
	done | run_lines >rcs
	[ "$(sort -u rcs)" = 0 ] || fail_with "apply: $(tr '\n' ' ' <rcs)" || return 1
	for ((i = 1; i <= ${#ids[@]}; i++)); do
		printf 'moves%d.json\terr\tmoves\t-f\tjson\tnext%d.yaml\n' "$i" "$i"
	done | run_lines >rcs
	[ "$(sort -u rcs)" = 0 ] || fail_with "moves -f json: $(tr '\n' ' ' <rcs)" || return 1
	[ "$(wc -l <rcs)" -eq "${#ids[@]}" ] || fail_with "$(wc -l <rcs) runs" || return 1
	# Each list's tile, one JSON string a line, the ids in order.
	[ "$(for ((i = 1; i <= ${#ids[@]}; i++)); do cat "moves$i.json"; done | jq -c .tile)" = \
		"$(printf '%s\n' "${ids[@]}" | jq -Rc .)" ] ||
		fail_with "a tile id read back otherwise" || return 1
	n=$(find out* -name '*.yaml' | wc -l)
	[ "$n" -eq $((5 * ${#ids[@]})) ] || fail_with "$n files written"
	cj judge out*/*.yaml
	expect_status 0
	have_yaml11 || return 1
	# A YAML 1.1 reader reads each id as the same string, everywhere.
	python3 - "${ids[@]}" <<'EOF' || fail_with "a YAML 1.1 reader disagrees"
import sys, yaml
for i, want in enumerate(sys.argv[1:], 1):
    d = yaml.safe_load(open("out%d/0001.yaml" % i, "rb"))
    got = [d["action"]["place"]["tile"], d["board"][1]["tile"]]
    d = yaml.safe_load(open("next%d.yaml" % i, "rb"))
    got += [d["action"]["place"]["tile"], d["board"][1]["tile"]]
    if got != [want] * 4:
        sys.exit("%r read as %r" % (want, got))
EOF
}

@test "apply: the opening N written \"N\", read as a string by YAML 1.1 readers" {
	local fx=$REPO/fixtures/tunnel/x-same-tile-own-tile-two-pairs-once.yaml
	cj apply "$fx"
	expect_status 0
	grep -q '{color: red, opening: "N"}' <<<"$output" ||
		fail_with "opening N unquoted"
	printf '%s\n' "$output" >after.yaml
	have_yaml11 || return 1
	[ "$(yaml11 after.yaml 'd["board"][0]["tokens"][0]["opening"]')" = N ] ||
		fail_with "a YAML 1.1 reader does not read N"
}

@test "moves --write: an opening N in the turn is written \"N\"" {
	cat >in.yaml <<'EOF'
rules: {tunnel: {}}
players: [red, blue]
board:
  - {tile: U, at: [0, 0], rot: 90}
action:
  player: red
  place: {tile: TU1, at: [0, 1], rot: 90}
EOF
	cj moves --write out in.yaml
	expect_status 0
	grep -q '^  token: {color: red, opening: "N"}$' out/*.yaml ||
		fail_with "no token at N written quoted"
	# TU1 turned 90 at (0,1): roads N and S, a city E, two fields.
	# Deployments: none, a follower, large or wagon on each road and the
	# city (3 x 3), a follower or large on each field (2 x 2): 14.  Tokens:
	# none, or one of red's 3 colours on one of 2 openings: 7.  14 x 7.
	written_legal out 98
}

@test "apply: a tiles: block whose first line starts with blanks reads back" {
	local lead i=0 st=0 got want=
	local -a leads=('    tile Q1' $'\n    tile Q1' $'  \n\ttile Q1')
	for lead in "${leads[@]}"; do
		i=$((i + 1))
		{
			printf 'players: [red, blue]\ntiles: "%s\\n' "${lead//$'\n'/\\n}"
			printf '  edges R F R F\\nroad N S\\nfield WNW NNW SSW WSW\\nfield NNE ENE ESE SSE\\n"\n'
			printf 'board:\n  - {tile: U, at: [0, 0]}\naction:\n  player: red\n  place: {tile: Q1, at: [1, 0], rot: 90}\n'
		} >in.yaml
		cj apply --next Q1 in.yaml
		expect_status 0 || return 1
		printf '%s\n' "$output" >"after$i.yaml"
		cj moves "after$i.yaml"
		expect_status 0 || return 1
		# The same tiles text: apply of the result keeps it again.
		cj apply "after$i.yaml"
		[ "$status" -eq 3 ] || fail_with "apply without at" || return 1
		want+="${lead%%$'\n'*}|"$'\n'
	done
	# The tiles text's first line as a YAML 1.1 reader (PyYAML) reads
	# each file, all in one python; none there: not checked.
	got=$(python3 -c 'import sys
try:
    import yaml
except ImportError:
    sys.exit(99)
for f in sys.argv[1:]:
    print(yaml.safe_load(open(f, "rb"))["tiles"].split("\n")[0] + "|")' after1.yaml after2.yaml after3.yaml 2>&1) ||
		st=$?
	case $st in
	99 | 127) fail_with "no YAML 1.1 reader: python3 with PyYAML (python3-yaml)" || return 1 ;;
	0) ;;
	*) fail_with "python3: $got" || return 1 ;;
	esac
	[ "$got"$'\n' = "$want" ] || fail_with "the tiles text changed:" "$got"
}

# --- apply: counts past carcjudge(5)'s limit ---

# --- fixture: one style ---

@test "fixture: a flow-style position is re-emitted with at: [x, y] as apply writes it, and checks" {
	printf '{players: [red, blue], board: [{tile: W, at: [-1, 0]}, {tile: D, at: [0, 0], meeples: [{player: red, feature: road@E}]}, {tile: U, at: [1, 0]}], action: {player: blue, place: {tile: W, at: [2, 0]}, deploy: {feature: road@S}}}\n' >flow.yaml
	cj fixture flow.yaml
	expect_status 0
	grep -q '^    at: \[-1, 0\]$' <<<"$output" || fail_with "at: not [x, y]"
	! grep -q '^ *- -\?[0-9]' <<<"$output" || fail_with "at: as a block list"
	printf '%s\n' "$output" >fixture.yaml
	cj check fixture.yaml
	expect_status 0
}
