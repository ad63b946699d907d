#!/usr/bin/env bats
# Help and colour where only a shell can check them (carcjudge(1),
# SYNOPSIS and DESCRIPTION): write errors of --help and --version, colour
# on a terminal.  What help prints, -h and --help against `help
# SUBCOMMAND`, and --color=auto|always|never on every subcommand are
# goldens (tests/golden/MANIFEST, help-*, color-*).

load helper

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

@test "on a terminal: colour unless NO_COLOR is set non-empty; any --color overrides NO_COLOR" {
	need_script || return 1
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
