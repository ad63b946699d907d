#!/usr/bin/env bats
# Help where people look for it, and colour as they ask for it
# (carcjudge(1), SYNOPSIS and DESCRIPTION): SUBCOMMAND -h/--help, `help
# [SUBCOMMAND]`, the synopsis naming every subcommand, write errors of
# --help and --version, --color=auto|always|never on every subcommand.

load helper

# The subcommands of carcjudge(1); moves, apply and import are listed by
# the usage even where this build lacks them.
ALL=(judge fixture check explain tiles show moves apply import help)
BUILT=(judge fixture check explain tiles show help)

@test "SUBCOMMAND -h and --help print its usage on stdout, exit 0, the same as help SUBCOMMAND" {
	for sub in "${BUILT[@]}"; do
		cj help "$sub"
		expect_status 0 || fail_with "help $sub" || return 1
		[ -z "$stderr" ] || fail_with "help $sub: stderr" || return 1
		[[ "${lines[0]}" == "usage: carcjudge $sub "* ]] ||
			fail_with "help $sub: the first line is its synopsis" || return 1
		[[ "$output" == *"-h, --help"* && "$output" == *"--color=WHEN"* ]] ||
			fail_with "help $sub: lists -h and --color" || return 1
		want=$output
		for h in -h --help; do
			cj "$sub" "$h"
			expect_status 0 || fail_with "$sub $h" || return 1
			[ "$output" = "$want" ] && [ -z "$stderr" ] ||
				fail_with "$sub $h differs from help $sub" || return 1
		done
	done
}

@test "help knows every subcommand, built here or not" {
	for sub in moves apply import; do
		cj help "$sub"
		expect_status 0 || fail_with "help $sub" || return 1
		[[ "${lines[0]}" == "usage: carcjudge $sub "* ]] ||
			fail_with "help $sub: synopsis" || return 1
	done
	# Their options as the synopsis of carcjudge(1) gives them.
	cj help moves
	[[ "${lines[0]}" == *"--write DIR"* ]] || fail_with "moves --write"
	cj help apply
	[[ "${lines[0]}" == *"--next TILE-ID"* ]] || fail_with "apply --next"
	cj help judge
	grep -qxF 'Every document is led by "file", the path as given. With several files: JSON' <<<"$output" ||
		fail_with "judge: every document led by file" || return 1
	cj help import
	[[ "${lines[0]}" == *"[--turn N | --scores]"* ]] || fail_with "import --turn, --scores" ||
		return 1
	grep -qxF '  --scores                instead, the points after every turn and at the end,' <<<"$output" &&
		grep -qxF '                          as JSON' <<<"$output" ||
		fail_with "import --scores in the options"
}

@test "help without a subcommand is --help; the synopsis names every subcommand" {
	cj help
	expect_status 0
	want=$output
	cj --help
	expect_status 0
	[ "$output" = "$want" ] || fail_with "help and --help differ"
	cj -h
	[ "$output" = "$want" ] || fail_with "-h and --help differ"
	for sub in "${ALL[@]}"; do
		grep -qE "^(usage:| +) carcjudge $sub( |$)" <<<"$output" ||
			fail_with "the synopsis lacks $sub" || return 1
	done
}

@test "help of an unknown subcommand, or of two, exits 2" {
	cj help frobnicate
	expect_status 2
	[ -z "$output" ] || fail_with "stdout must be empty"
	[ "${stderr_lines[0]}" = "carcjudge: help: unknown subcommand 'frobnicate'" ] ||
		fail_with "name it"
	cj help judge check
	expect_status 2
	[ "${stderr_lines[0]}" = "carcjudge: help: one subcommand at a time" ] ||
		fail_with "one at a time"
}

@test "-h wins over the rest of the line, even in a bundle; the value of an option is not a request for help" {
	cj judge --bogus -h
	expect_status 0
	[[ "${lines[0]}" == "usage: carcjudge judge "* ]] || fail_with "judge --bogus -h"
	cj check -qh
	expect_status 0
	[[ "${lines[0]}" == "usage: carcjudge check "* ]] || fail_with "check -qh"
	cj explain --color=bogus --help
	expect_status 0
	# -f h: h is the format asked for; -r -h: '-h' is the override.
	cj judge -f h "$REPO/examples/worked.yaml"
	expect_status 2
	[ "$stderr" = "carcjudge: -f 'h': text, yaml or json" ] || fail_with "-f h"
	cj judge -r -h "$REPO/examples/worked.yaml"
	expect_status 2
	[[ "$stderr" == "carcjudge: -r '-h': "* ]] || fail_with "-r -h"
	# After --, -h is a file name.
	cj judge -- -h
	expect_status 4
	[ "$stderr" = "carcjudge: -h: No such file or directory" ] || fail_with "-- -h"
}

@test "a bad option answers with the subcommand's synopsis on stderr" {
	cj check --frobnicate
	expect_status 2
	[ -z "$output" ] || fail_with "stdout must be empty"
	[ "${stderr_lines[0]}" = "carcjudge: check: unknown option '--frobnicate'" ] &&
		[[ "${stderr_lines[1]}" == "usage: carcjudge check "* ]] ||
		fail_with "the message, then check's synopsis"
}

@test "--help, --version and -h report a write error with exit 4" {
	for args in --help --version "judge -h" "help check" help; do
		# shellcheck disable=SC2086
		run --separate-stderr bash -c "$CARCJUDGE_WRAP \"\$CARCJUDGE\" $args >/dev/full"
		[ "$status" -eq 4 ] || fail_with "$args >/dev/full: exit $status" ||
			return 1
		[ "$stderr" = "carcjudge: standard output: No space left on device" ] ||
			fail_with "$args >/dev/full: the message" || return 1
	done
	run --separate-stderr bash -c "$CARCJUDGE_WRAP \"\$CARCJUDGE\" judge \"$REPO/examples/worked.yaml\" >/dev/full"
	[ "$status" -eq 4 ] || fail_with "judge >/dev/full"
}

# ---------------------------------------------------------------- --color

# The first line of the worked example's text, in colour: "Legal" in green.
GREEN=$'\e[32mLegal\e[0m: blue\'s turn may be played as given.'
PLAIN="Legal: blue's turn may be played as given."

@test "--color=always colours off a terminal, even with NO_COLOR; --color=never and auto do not" {
	f="$REPO/examples/worked.yaml"
	for when in "--color=always" "--color always"; do
		# shellcheck disable=SC2086
		run env NO_COLOR=1 $CARCJUDGE_WRAP "$CARCJUDGE" judge $when "$f"
		expect_status 0
		[ "${lines[0]}" = "$GREEN" ] || fail_with "$when: colour" || return 1
	done
	for when in --color=never --color=auto; do
		cj judge "$when" "$f"
		[ "${lines[0]}" = "$PLAIN" ] || fail_with "$when: no colour off a terminal" ||
			return 1
	done
}

@test "on a terminal: colour unless NO_COLOR is set non-empty; any --color overrides NO_COLOR" {
	command -v script >/dev/null ||
		fail_with "script(1) (util-linux) is needed to give the tool a terminal" ||
		return 1
	f="$REPO/examples/worked.yaml"
	t() {
		run env "$1" script -qec "$CARCJUDGE_WRAP $CARCJUDGE judge $2 $f" /dev/null
	}
	t NO_COLOR= ""
	[[ "$output" == *$'\e[32mLegal'* ]] || fail_with "auto, NO_COLOR empty: colour"
	t NO_COLOR=1 ""
	[[ "$output" != *$'\e'* ]] || fail_with "auto, NO_COLOR=1: no colour"
	t NO_COLOR= --color=never
	[[ "$output" != *$'\e'* ]] || fail_with "never: no colour"
	# An explicit --color overrides NO_COLOR, auto too: a terminal decides.
	t NO_COLOR=1 --color=auto
	[[ "$output" == *$'\e[32mLegal'* ]] || fail_with "--color=auto, NO_COLOR=1: colour"
	t NO_COLOR=1 --color=always
	[[ "$output" == *$'\e[32mLegal'* ]] || fail_with "always: colour"
}

@test "--color may come before the subcommand" {
	cj --color=always judge "$REPO/examples/worked.yaml"
	expect_status 0
	[ "${lines[0]}" = "$GREEN" ] || fail_with "--color=always before judge" || return 1
	cj --color never show "$REPO/examples/worked.yaml"
	expect_status 0
	[[ "$output" != *$'\e'* ]] || fail_with "--color never before show" || return 1
	cj --color=blue judge "$REPO/examples/worked.yaml"
	expect_status 2
}

@test "--color is taken by every subcommand; a bad or missing value exits 2" {
	f="$REPO/examples/worked.yaml"
	for args in "judge $f" "fixture $f" "show $f" "explain BASE-ROAD-SCORE" \
		"tiles D" "help judge" "check $REPO/fixtures/base"; do
		# shellcheck disable=SC2086
		cj ${args%% *} --color=never ${args#* }
		expect_status 0 || fail_with "$args --color=never" || return 1
		no_escape || return 1
	done
	for v in '' yes ALWAYS auto2; do
		cj judge "--color=$v" "$f"
		expect_status 2 || fail_with "--color=$v" || return 1
		[ -z "$output" ] || fail_with "--color=$v: stdout" || return 1
		[ "$stderr" = "carcjudge: --color '$v': auto, always or never" ] ||
			fail_with "--color=$v: one line" || return 1
	done
	cj judge --color
	expect_status 2
	[ "${stderr_lines[0]}" = "carcjudge: judge: option '--color' needs an argument" ] ||
		fail_with "--color without a value"
}
