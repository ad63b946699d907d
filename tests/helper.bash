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
# show fits the terminal's width, or $COLUMNS: a test that wants one
# sets it.
unset COLUMNS

# trace_failures: called first by every test's setup.  Bats follows every
# command of a test with a DEBUG trap, only to know which line failed when
# one does: about a millisecond a command, a sixth of the suite's time.
# This turns that trap off and takes the same stack trace in the ERR trap
# instead, once, from the failing command; bats then prints its usual
# "(in test file F, line N)" lines (tests/suite.bats checks they come).
trace_failures() {
	trap - DEBUG
	# What the DEBUG trap last saw is not where a test fails: an error
	# that takes no ERR trap (a bad subscript) leaves no place rather
	# than this one.
	# shellcheck disable=SC2034  # bats' own variables, read by bats
	BATS_DEBUG_LAST_STACK_TRACE=() BATS_DEBUG_LASTLAST_STACK_TRACE=()
	trap failure_trace ERR
}

# failure_trace: the ERR trap trace_failures sets: the stack of the
# failing command where bats' DEBUG trap would have left it, then bats'
# own ERR trap, the failing status in $? as it expects.
failure_trace() {
	local st=$?
	if declare -F bats_capture_stack_trace >/dev/null &&
		declare -F bats_error_trap >/dev/null; then
		bats_capture_stack_trace
		return_status "$st" || bats_error_trap
	fi
}

# return_status N: return N (sets $? without a subshell).
return_status() {
	return "$1"
}

# beside NAME: the build folder of the tool under test, if NAME (a file
# or a glob) lies there, else build/rel (./carcjudge, at the top of the
# tree, is a copy of that build's binary); printed either way, the status
# 1 when NAME is not in the folder printed.
beside() {
	local d
	d=$(dirname "$CARCJUDGE")
	compgen -G "$d/$1" >/dev/null || d=$REPO/build/rel
	echo "$d"
	compgen -G "$d/$1" >/dev/null
}

# mk ARGS...: make in the repository, on its own rather than as part of
# the make running this suite (whose flags, SAN=1 among them, stay out).
mk() {
	run env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u SAN -u DEBUG -u COV \
		make --no-print-directory -C "$REPO" "$@"
}

# Every test file that has no setup of its own takes this one.
setup() {
	trace_failures
}

# The pattern every input diagnostic follows (carcjudge(1), DIAGNOSTICS).
DIAG_RE='^carcjudge: [^:]+:[0-9]+:[0-9]+: error: '

# cj ARGS...: run the tool; $status, $output (standard output only),
# $lines and $stderr (and $stderr_lines) are set as by bats' `run
# --separate-stderr`.  Redirect standard input on the call: `cj judge -
# <file`.  Written out rather than through `run`, whose own lines bats
# traces one by one: a third of the cost of a test.
# shellcheck disable=SC2034  # the variables are the tests'
cj() {
	# shellcheck disable=SC2086  # CARCJUDGE_WRAP is a word list
	output=$($CARCJUDGE_WRAP "$CARCJUDGE" "$@" 2>"$BATS_TEST_TMPDIR/.cj-stderr") &&
		status=0 || status=$?
	read -d '' -r stderr <"$BATS_TEST_TMPDIR/.cj-stderr" || true
	IFS=$'\n' read -d '' -r -a lines <<<"$output" || true
	IFS=$'\n' read -d '' -r -a stderr_lines <<<"$stderr" || true
	BATS_RUN_COMMAND="$CARCJUDGE $*"
}

# run_lines: each line of standard input, "OUT<TAB>ERR<TAB>ARG<TAB>ARG..."
# (no ARG empty), run as `carcjudge ARG...` with standard output to the
# file OUT, standard error to ERR and standard input empty; prints each
# run's exit status, one a line.  Before the first ARG, <FILE or <<TEXT
# give standard input and NAME=VALUE the environment
# (tests/unit/run_lines.c says how).  With $RUN_LINES (make check builds
# it) every line runs in that one process through cj_run, the entry
# carcjudge's main() calls: a loop over the corpus pays no process start a
# run.  Without it, one carcjudge a line.
run_lines() {
	if [ -n "${RUN_LINES:-}" ]; then
		# shellcheck disable=SC2086  # CARCJUDGE_WRAP is a word list
		$CARCJUDGE_WRAP "$RUN_LINES"
		return
	fi
	local -a words envs
	local rc in i text
	while IFS=$'\t' read -r -a words; do
		rc=0 in=/dev/null envs=()
		for ((i = 2; i < ${#words[@]}; i++)); do
			case ${words[i]} in
			'<<'*) text=${words[i]#<<}
				printf '%b' "$text" >"${words[1]}.in"
				in=${words[1]}.in ;;
			'<'*) in=${words[i]#<} ;;
			[A-Z_]*=*) [[ ${words[i]%%=*} =~ ^[A-Z0-9_]+$ ]] || break
				envs+=("${words[i]}") ;;
			*) break ;;
			esac
		done
		# shellcheck disable=SC2086
		env "${envs[@]}" $CARCJUDGE_WRAP "$CARCJUDGE" "${words[@]:i}" \
			>"${words[0]}" 2>"${words[1]}" <"$in" || rc=$?
		echo "$rc"
	done
}

# run_each DIR EXT ARG...: `carcjudge ARG... FILE` for each FILE of the
# caller's array files, all through run_lines: standard output to
# DIR/I.EXT, standard error to DIR/I.err, I the file's index in files; the
# exit statuses, in order, into the caller's array rcs.  Fails unless
# there is one a file.
run_each() {
	local dir=$1 ext=$2 i
	shift 2
	for i in "${!files[@]}"; do
		printf '%s\t%s' "$dir/$i.$ext" "$dir/$i.err"
		printf '\t%s' "$@" "${files[i]}"
		printf '\n'
	done | run_lines >"$dir/rcs" || fail_with "run_lines: exit $?" || return 1
	mapfile -t rcs <"$dir/rcs"
	[ "${#rcs[@]}" -eq "${#files[@]}" ] ||
		fail_with "${#rcs[@]} runs of ${#files[@]} files" || return 1
}

# cj_merged ARGS...: the same, but $output holds stdout and stderr together.
# shellcheck disable=SC2034
cj_merged() {
	# shellcheck disable=SC2086
	output=$($CARCJUDGE_WRAP "$CARCJUDGE" "$@" 2>&1) && status=0 || status=$?
	IFS=$'\n' read -d '' -r -a lines <<<"$output" || true
	BATS_RUN_COMMAND="$CARCJUDGE $*"
}

# pos NAME <<'EOF' ... EOF: write a position file (standard input) to
# $BATS_TEST_TMPDIR/NAME and print its path.
pos() {
	local f="$BATS_TEST_TMPDIR/$1" text=
	# read, not cat: a process fewer for each of the many positions.
	IFS= read -r -d '' text || true
	printf '%s' "$text" >"$f"
	printf '%s\n' "$f"
}

# untraced CMD ARGS...: run CMD (a function of the test: a loop over many
# files) in a subshell without errexit, and without bats' DEBUG trap where
# trace_failures has not already turned it off (setup_file): CMD's output
# and exit status are the subshell's, so CMD reports what failed
# (fail_with) and returns non-zero.
untraced() {
	(
		trap - DEBUG
		set +eE
		"$@"
	)
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

# need_script: script(1) is here to give the tool a terminal; a test
# that needs one fails without it rather than pass unchecked.
need_script() {
	command -v script >/dev/null ||
		fail_with "script(1) (util-linux) is needed to give the tool a terminal"
}

# expect_status N: $status must be exactly N.
expect_status() {
	[ "$status" -eq "$1" ] || fail_with "expected exit status $1, got $status"
}

# expect_json_eq FILTER EXPECTED [FILTER EXPECTED]...: `jq -c FILTER` of
# $output equals EXPECTED, for each pair, all in one jq (a jq costs ten
# runs of the tool).
expect_json_eq() {
	local prog='' got rest chunk i rs=$'\x1e'
	local -a filters=() wants=()
	while [ "$#" -ge 2 ]; do
		filters+=("$1")
		wants+=("$2")
		prog+="(\$cj_docs[] | ($1) | tojson), \"\\u001e\", "
		shift 2
	done
	got=$(printf '%s' "$output" | jq -nr "[inputs] as \$cj_docs | ${prog%, }") ||
		fail_with "jq could not read the output (filters ${filters[*]})" || return 1
	# Each filter's values, one a line, then a line holding RS alone.
	rest=$'\n'"$got"$'\n'
	for i in "${!filters[@]}"; do
		chunk=${rest%%$'\n'"$rs"$'\n'*}
		rest=${rest#"$chunk"$'\n'"$rs"}
		chunk=${chunk#$'\n'}
		[ "$chunk" = "${wants[i]}" ] ||
			fail_with "jq -c '${filters[i]}':" "  expected: ${wants[i]}" \
				"  got:      $chunk" || return 1
	done
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
	local ids missing
	ids=$(grep -v '^$')
	[ -n "$ids" ] || fail_with "no id given to look for" || return 1
	missing=$(grep -vxFf <(awk '{ print $1 }' <<<"$output") <<<"$ids") || true
	[ -z "$missing" ] || fail_with "not listed:" "$missing"
}
