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
export CARCJUDGE CARCJUDGE_WRAP

# The pattern every input diagnostic follows (carcjudge(1), DIAGNOSTICS).
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
# diagnostic (carcjudge(1), DIAGNOSTICS).
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

# load_ids NAME: read tests/data/NAME, the IDs the catalogues must hold, one
# per line in their order ('#' lines are comments), into the array IDS.
# Fails when the list is missing or empty, so that no test built on it can
# pass for want of a file.
load_ids() {
	local f="$REPO/tests/data/$1"
	IDS=()
	[ -r "$f" ] || fail_with "cannot read $f" || return 1
	mapfile -t IDS < <(grep -v -e '^#' -e '^$' "$f")
	[ "${#IDS[@]}" -gt 0 ] || fail_with "$f lists no id"
}

# expect_first_column IDS...: every id given (one per line on standard
# input) is the first word of some line of $output.
expect_first_column() {
	local listed missing=() id n=0
	listed=$(awk '{ print $1 }' <<<"$output")
	while read -r id; do
		n=$((n + 1))
		grep -qxF "$id" <<<"$listed" || missing+=("$id")
	done
	[ "$n" -gt 0 ] || fail_with "no id given to look for" || return 1
	[ "${#missing[@]}" -eq 0 ] || fail_with "not listed:" "${missing[@]}"
}
