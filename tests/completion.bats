#!/usr/bin/env bats
# Bash completion (completion/carcjudge.bash) for the command line of
# carcjudge(1): subcommands, each one's options, the values of -f, -r,
# --compare, --rot, --edges, tile and rule ids asked of the tool, files.
# Each case runs the completion function in a fresh bash, with COMP_WORDS
# and COMP_CWORD set as bash sets them, and compares the replies with the
# set expected, written out here from the man page's synopsis.  (That the
# words the tool gives the completion are those of its help and man page:
# tests/tables.bats.)

load helper

COMPLETION="$REPO/completion/carcjudge.bash"

# complete_words WORD...: $output holds the replies of _carcjudge, sorted,
# one a line, for the command line WORD... whose last word is the one
# being completed.  Bash splits words at '=' (COMP_WORDBREAKS): pass
# `-r farmers=` as '-r' 'farmers' '='.  With $NO_EQUALS_BREAK set, '=' is
# taken out of COMP_WORDBREAKS; $BASH_COMPLETION, when set, is sourced first.
complete_words() {
	# Not through bats' run, whose own lines bats traces one by one.
	output=$(bash --norc --noprofile -c '
		[ -z "$BASH_COMPLETION" ] || . "$BASH_COMPLETION" || exit 9
		. "$1" || exit 9
		shift
		[ -z "${NO_EQUALS_BREAK-}" ] || COMP_WORDBREAKS=${COMP_WORDBREAKS//=/}
		COMP_WORDS=("$@")
		COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
		COMP_LINE="$*"
		COMP_POINT=${#COMP_LINE}
		COMPREPLY=()
		_carcjudge || exit 9
		[ "${#COMPREPLY[@]}" -eq 0 ] || printf "%s\n" "${COMPREPLY[@]}" |
			LC_ALL=C sort' _ "$COMPLETION" "$@") && status=0 || status=$?
}

# expect_replies WORD...: $output is exactly the words given (any order).
expect_replies() {
	local want
	expect_status 0 || return 1
	want=$(if [ "$#" -gt 0 ]; then printf '%s\n' "$@"; fi | LC_ALL=C sort)
	[ "$output" = "$want" ] ||
		fail_with "expected replies:" "$want" "--- got:" "$output"
}

# A stand-in for the tool whose listings are dressed up: a header row, a
# rule under it, blank and indented lines, a comment, colour codes.  What
# its options are it leaves to the tool under test.
fake_tool() {
	local f="$BATS_TEST_TMPDIR/fakejudge"
	cat >"$f" <<'EOF'
#!/bin/sh
case $1 in
help)
	exec "$CARCJUDGE" "$@"
	;;
tiles)
	printf 'ID     ALIAS   COUNT  EDGES\n'
	printf -- '-----  ------  -----  -----\n'
	printf 'A      BA/LR   2      FFRF\n\n'
	printf '\033[1mTU1\033[0m    TU/1    1      FRFF\n'
	printf '         (a continuation line)\n'
	printf '# a comment\n'
	printf 'PD-UNDER  -   1      RFRF\n'
	;;
explain)
	printf 'Rule                 Title\n'
	printf 'BASE-TILE-EMPTY      A tile goes on an empty square\n'
	printf '  Indented text: NOT-AN-ID\n'
	printf 'TUN-LINK             Two tokens link two openings\n'
	printf 'Sources: see carcjudge(5)\n'
	;;
esac
EOF
	chmod +x "$f"
	printf '%s\n' "$f"
}

@test "completion: the script is valid bash and registers _carcjudge for carcjudge" {
	run bash --norc --noprofile -c '. "$1" && complete -p carcjudge' _ "$COMPLETION"
	expect_status 0
	[ "$output" = "complete -F _carcjudge carcjudge" ] || fail_with "not registered"
}

@test "completion: subcommands, then a prefix narrows them" {
	complete_words "$CARCJUDGE" ""
	expect_replies judge fixture check explain tiles show moves apply import help
	complete_words "$CARCJUDGE" ch
	expect_replies check
	complete_words "$CARCJUDGE" --color=never ""
	expect_replies judge fixture check explain tiles show moves apply import help
	complete_words "$CARCJUDGE" help ""
	expect_replies judge fixture check explain tiles show moves apply import help
}

@test "completion: options before the subcommand, --color values" {
	complete_words "$CARCJUDGE" -
	expect_replies -h --help --version --color=
	complete_words "$CARCJUDGE" --color = ""
	expect_replies always never auto
	complete_words "$CARCJUDGE" --color = n
	expect_replies never
	complete_words "$CARCJUDGE" judge --color = a
	expect_replies always auto
	# --color VALUE, two words, before the subcommand.
	complete_words "$CARCJUDGE" --color ""
	expect_replies always never auto
	complete_words "$CARCJUDGE" --color never ""
	expect_replies judge fixture check explain tiles show moves apply import help
	complete_words "$CARCJUDGE" --color never judge -f ""
	expect_replies text yaml json
}

@test "completion: each subcommand's options" {
	complete_words "$CARCJUDGE" judge -
	expect_replies -h --help --color= -f --format -r --rules --compare --show --max-input
	complete_words "$CARCJUDGE" fixture -
	expect_replies -h --help --color= --in-place -r --rules --max-input
	complete_words "$CARCJUDGE" check -
	expect_replies -h --help --color= -q --quiet --tap -j --jobs -r --rules --max-input
	complete_words "$CARCJUDGE" explain -
	expect_replies -h --help --color= -f --format
	complete_words "$CARCJUDGE" tiles -
	expect_replies -h --help --color= -f --format --rot --edges
	complete_words "$CARCJUDGE" show -
	expect_replies -h --help --color= -f --format -r --rules --max-input
	complete_words "$CARCJUDGE" moves -
	expect_replies -h --help --color= -f --format --write -r --rules --max-input
	complete_words "$CARCJUDGE" apply -
	expect_replies -h --help --color= --next -r --rules --max-input
	complete_words "$CARCJUDGE" import -
	expect_replies -h --help --color= --turn --scores --max-input
	complete_words "$CARCJUDGE" judge --c
	expect_replies --color= --compare
}

@test "completion: fixture offers --all-rules only after --in-place" {
	complete_words "$CARCJUDGE" fixture --in-place --
	expect_replies --help --color= --in-place --rules --max-input --all-rules
	complete_words "$CARCJUDGE" fixture --a
	expect_replies
}

@test "completion: -f values per subcommand" {
	complete_words "$CARCJUDGE" judge -f ""
	expect_replies text yaml json
	complete_words "$CARCJUDGE" moves -f ""
	expect_replies text yaml json
	complete_words "$CARCJUDGE" tiles -f ""
	expect_replies text json
	complete_words "$CARCJUDGE" explain -f j
	expect_replies json
	complete_words "$CARCJUDGE" show -f ""
	expect_replies text svg
	complete_words "$CARCJUDGE" judge -r farmers=1 -f y
	expect_replies yaml
}

@test "completion: -r offers every rules: key, dotted, with its '='" {
	complete_words "$CARCJUDGE" judge -r ""
	expect_replies farmers= tiny-city= labyrinth= witch= cathedral-final= \
		wagon-move= tunnel.tokens= tunnel.variant= tunnel.other-tunnels= \
		tunnel.same-tile=
	complete_words "$CARCJUDGE" check -r tunnel.
	expect_replies tunnel.tokens= tunnel.variant= tunnel.other-tunnels= \
		tunnel.same-tile=
	complete_words "$CARCJUDGE" judge --compare w
	expect_replies witch= wagon-move=
}

@test "completion: -r KEY= offers the key's values (words split at '=')" {
	local key
	declare -A values=(
		[farmers]='3 2 1'
		[tiny-city]='4 2'
		[labyrinth]='basic advanced'
		[witch]='tiles total'
		[cathedral-final]='tiles zero'
		[wagon-move]='c2 c1'
		[tunnel.tokens]='hig spielbox one-set'
		[tunnel.variant]='none follower-required steal-second both-at-once no-blocking'
		[tunnel.other-tunnels]='tokens continuous'
		[tunnel.same-tile]='once twice'
	)
	for key in "${!values[@]}"; do
		complete_words "$CARCJUDGE" judge -r "$key" = ""
		# shellcheck disable=SC2086  # the list of values
		expect_replies ${values[$key]} || return 1
	done
	complete_words "$CARCJUDGE" moves -r tunnel.variant = no
	expect_replies none no-blocking
	complete_words "$CARCJUDGE" judge -r bogus = ""
	expect_replies
}

@test "completion: -r KEY=VALUE as one word when '=' does not break words" {
	NO_EQUALS_BREAK=1
	export NO_EQUALS_BREAK
	complete_words "$CARCJUDGE" judge -r tunnel.tokens=s
	expect_replies tunnel.tokens=spielbox
	complete_words "$CARCJUDGE" judge -r tiny
	expect_replies tiny-city=
}

@test "completion: --compare KEY=V1,V2 offers the readings not listed yet" {
	complete_words "$CARCJUDGE" judge --compare farmers = ""
	expect_replies 3 2 1
	# Bash replaces what follows the '=': the replies carry the list so far.
	complete_words "$CARCJUDGE" judge --compare farmers = 3,
	expect_replies 3,2 3,1
	complete_words "$CARCJUDGE" judge --compare tunnel.variant = none,steal-second,b
	expect_replies none,steal-second,both-at-once
}

@test "completion: --rot, --edges one letter at a time, numbers left alone" {
	complete_words "$CARCJUDGE" tiles --rot ""
	expect_replies 0 90 180 270
	complete_words "$CARCJUDGE" tiles --edges ""
	expect_replies C R F
	complete_words "$CARCJUDGE" tiles --edges CR
	expect_replies CRC CRR CRF
	complete_words "$CARCJUDGE" tiles --edges cr
	expect_replies crc crr crf
	complete_words "$CARCJUDGE" tiles --edges CRFR
	expect_replies CRFR
	complete_words "$CARCJUDGE" tiles --edges CX
	expect_replies
	complete_words "$CARCJUDGE" check -j ""
	expect_replies
	complete_words "$CARCJUDGE" import --turn ""
	expect_replies
	complete_words "$CARCJUDGE" judge --max-input ""
	expect_replies
}

@test "completion: tile ids are the first column of the tool's own 'tiles'" {
	local want
	cj tiles
	expect_status 0
	# The listing's first line is its header (ID ALIASES BOX ...).
	[[ "${lines[0]}" == "ID "* ]] || fail_with "no header line" || return 1
	want=$(awk 'NR > 1 && NF { print $1 }' <<<"$output" | LC_ALL=C sort)
	[ -n "$want" ] || fail_with "tiles listed nothing"
	complete_words "$CARCJUDGE" tiles ""
	expect_status 0
	[ "$output" = "$want" ] || fail_with "expected:" "$want" "--- got:" "$output"
	complete_words "$CARCJUDGE" apply --next ""
	[ "$output" = "$want" ] || fail_with "--next: not the same list"
	# The catalogue's tunnel tiles (carcjudge(5)).
	complete_words "$CARCJUDGE" apply --next TU
	expect_replies TU1 TU2 TU3 TU4
}

@test "completion: rule ids are the first column of the tool's own 'explain'" {
	local want
	cj explain
	expect_status 0
	want=$(awk 'NF { print $1 }' <<<"$output" | LC_ALL=C sort)
	complete_words "$CARCJUDGE" explain ""
	expect_status 0
	[ "$output" = "$want" ] || fail_with "expected:" "$want" "--- got:" "$output"
	grep -qx BASE-TILE-EMPTY <<<"$output" || fail_with "BASE-TILE-EMPTY missing"
	complete_words "$CARCJUDGE" explain BASE-TILE-
	expect_replies BASE-TILE-EMPTY BASE-TILE-ADJACENT BASE-TILE-EDGES
}

@test "completion: ids skip a listing's header, rules, blank, indented lines and colour" {
	local tool
	tool=$(fake_tool)
	complete_words "$tool" tiles ""
	expect_replies A TU1 PD-UNDER
	complete_words "$tool" apply --next P
	expect_replies PD-UNDER
	complete_words "$tool" explain ""
	expect_replies BASE-TILE-EMPTY TUN-LINK
}

@test "completion: a tool that cannot be run gives no ids and no noise" {
	complete_words "$BATS_TEST_TMPDIR/no-such-carcjudge" tiles ""
	expect_replies
	complete_words "$BATS_TEST_TMPDIR/no-such-carcjudge" explain B
	expect_replies
}

@test "completion: positions are *.yaml (and directories), games *.jcz, --write a directory" {
	local d="$BATS_TEST_TMPDIR/files"
	mkdir -p "$d/sub" "$d/out"
	: >"$d/a.yaml"
	: >"$d/b.txt"
	: >"$d/game.jcz"
	cd "$d"
	for sub in judge fixture show moves apply check; do
		complete_words "$CARCJUDGE" "$sub" ""
		expect_replies a.yaml out sub || return 1
	done
	complete_words "$CARCJUDGE" judge -f json ""
	expect_replies a.yaml out sub
	complete_words "$CARCJUDGE" import ""
	expect_replies game.jcz out sub
	complete_words "$CARCJUDGE" moves --write ""
	expect_replies out sub
	complete_words "$CARCJUDGE" judge s
	expect_replies sub
}

@test "completion: with bash-completion loaded, files still come from _filedir" {
	local bc=/usr/share/bash-completion/bash_completion
	# make check installs it (make deps-test): without it, a failure.
	[ -r "$bc" ] || fail_with "bash-completion is not installed (make deps-test)" ||
		return 1
	local d="$BATS_TEST_TMPDIR/bc"
	mkdir -p "$d/sub"
	: >"$d/a.yaml"
	: >"$d/b.txt"
	cd "$d"
	BASH_COMPLETION=$bc
	export BASH_COMPLETION
	complete_words "$CARCJUDGE" judge ""
	expect_replies a.yaml sub
	complete_words "$CARCJUDGE" moves --write ""
	expect_replies sub
	complete_words "$CARCJUDGE" judge -r tunnel.same-tile = ""
	expect_replies once twice
}

@test "completion: nothing for an unknown subcommand" {
	complete_words "$CARCJUDGE" frobnicate ""
	expect_replies
}
