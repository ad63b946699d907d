# Shared by every tests/*.bats file: `load helper`.
#
# The tool under test is $CARCJUDGE (default: the ./carcjudge the Makefile
# builds at the repository root).  $CARCJUDGE_WRAP, when set, is a command
# prefix put in front of every run of the tool (`make valgrind` sets it to
# 'valgrind -q ... --error-exitcode=9'); it is word-split on purpose.

bats_require_minimum_version 1.5.0

REPO="$(cd "$BATS_TEST_DIRNAME/.." && pwd)"
: "${CARCJUDGE:=$REPO/carcjudge}"
: "${CARCJUDGE_WRAP:=}"
# The shared spec stands beside the repository (CI lays it there), else
# where the workplace keeps it; the tests fall back to the tool's own lists.
SPEC_DIR="${CARCJUDGE_SPEC_DIR:-$REPO/../shared/spec}"
[ -r "$SPEC_DIR/RULES.md" ] || SPEC_DIR=/work/shared/spec
export CARCJUDGE CARCJUDGE_WRAP

# The pattern every input diagnostic follows (FORMAT.md §1, Diagnostics).
DIAG_RE='^carcjudge: [^:]+:[0-9]+:[0-9]+: error: '

# cj ARGS...: run the tool; $status, $output (standard output only),
# $lines and $stderr are set as by bats' `run --separate-stderr`.
# Redirect standard input on the call: `cj judge - <file`.
cj() {
	# shellcheck disable=SC2086  # CARCJUDGE_WRAP is a word list
	run --separate-stderr $CARCJUDGE_WRAP "$CARCJUDGE" "$@"
}

# cj_merged ARGS...: the same, but $output holds stdout and stderr together.
cj_merged() {
	# shellcheck disable=SC2086
	run $CARCJUDGE_WRAP "$CARCJUDGE" "$@"
}

# pos NAME <<'EOF' ... EOF: write a position file (standard input) to
# $BATS_TEST_TMPDIR/NAME and print its path.
pos() {
	local f="$BATS_TEST_TMPDIR/$1"
	cat >"$f"
	printf '%s\n' "$f"
}

# fail_with MESSAGE...: print diagnostics for the failing assertion, fail.
fail_with() {
	{
		printf '%s\n' "$@"
		printf -- '--- status: %s\n' "${status-}"
		printf -- '--- stdout:\n%s\n' "${output-}"
		printf -- '--- stderr:\n%s\n' "${stderr-}"
	} >&2
	return 1
}

# expect_status N: $status must be exactly N.
expect_status() {
	[ "$status" -eq "$1" ] || fail_with "expected exit status $1, got $status"
}

# expect_json_eq FILTER EXPECTED: `jq -c FILTER` of $output equals EXPECTED.
expect_json_eq() {
	local got
	got=$(printf '%s' "$output" | jq -c "$1") ||
		fail_with "jq could not read the output (filter $1)" || return 1
	[ "$got" = "$2" ] ||
		fail_with "jq -c '$1':" "  expected: $2" "  got:      $got"
}

# expect_invalid NAME: exit status exactly 3, stdout empty, a GNU-style
# diagnostic naming NAME on the first line of stderr, every stderr line a
# diagnostic (FORMAT.md §1).
expect_invalid() {
	local name="$1" l
	[ "$status" -eq 3 ] || fail_with "expected exit status 3, got $status" ||
		return 1
	[ -z "$output" ] || fail_with "stdout must be empty on invalid input" ||
		return 1
	[ -n "$stderr" ] || fail_with "no diagnostic on stderr" || return 1
	while IFS= read -r l; do
		[[ "$l" =~ $DIAG_RE ]] ||
			fail_with "not a diagnostic line: $l" || return 1
	done <<<"$stderr"
	case "$stderr" in
	"carcjudge: $name:"*) ;;
	*) fail_with "the diagnostic must name '$name'" || return 1 ;;
	esac
}

# expect_at NAME LINE COL: the first diagnostic points at NAME:LINE:COL.
expect_at() {
	case "$stderr" in
	"carcjudge: $1:$2:$3: error: "*) ;;
	*) fail_with "expected a diagnostic at $1:$2:$3" ;;
	esac
}

# no_escape: neither stdout nor stderr holds an ESC character (colour).
no_escape() {
	local esc=$'\e'
	[[ "$output" != *"$esc"* ]] || fail_with "ESC in stdout" || return 1
	[[ "${stderr-}" != *"$esc"* ]] || fail_with "ESC in stderr"
}

# rule_ids: every rule ID of the catalogue, one per line, in the order of
# RULES.md (the shared spec) when it is there, else of `carcjudge explain`.
rule_ids() {
	if [ -r "$SPEC_DIR/RULES.md" ]; then
		grep -oE '^- \*\*[A-Z][A-Z0-9]*(-[A-Z0-9]+)+\*\*|^\| [A-Z][A-Z0-9]*(-[A-Z0-9]+)+ \|' \
			"$SPEC_DIR/RULES.md" |
			sed -E 's/^- \*\*//; s/\*\*$//; s/^\| //; s/ \|$//'
	else
		# shellcheck disable=SC2086
		$CARCJUDGE_WRAP "$CARCJUDGE" explain | awk '{ print $1 }'
	fi
}

# tile_ids: every canonical tile id of TILES.md (the first column of its
# tables), else the catalogue as the spec gave it when these tests were
# written.
tile_ids() {
	if [ -r "$SPEC_DIR/TILES.md" ]; then
		awk -F'|' '
			/^\| *id *\|/ { intable = 1; next }
			intable && /^\|[-| ]+\|$/ { next }
			intable && /^\|/ { gsub(/ /, "", $2); print $2; next }
			{ intable = 0 }' "$SPEC_DIR/TILES.md"
	else
		printf '%s\n' A B C D E F G H I J K L M N O P Q R S T U V W X \
			TU1 TU2 TU3 TU4 LAB PD-UNDER AM-UNDER \
			INN-U INN-V INN-W INN-K INN-O INN-C \
			GC1 GC2 GC3 GC4 GC5 GC6
	fi
}

# expect_first_column IDS...: every id given (one per line on standard
# input) is the first word of some line of $output.
expect_first_column() {
	local listed missing=() id
	listed=$(awk '{ print $1 }' <<<"$output")
	while read -r id; do
		grep -qxF "$id" <<<"$listed" || missing+=("$id")
	done
	[ "${#missing[@]}" -eq 0 ] || fail_with "not listed:" "${missing[@]}"
}
