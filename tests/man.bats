#!/usr/bin/env bats
# The man pages tell the truth: every example of carcjudge(1) and
# carcjudge(5) is run and its output compared, so that none can go stale
# (tests/man-examples says how an example is marked in the page's source).

load helper

@test "every example of carcjudge(1) runs as shown" {
	run "$REPO/tests/man-examples" "$REPO/man/carcjudge.1" 40
	[ "$status" -eq 0 ] || fail_with "examples that differ:"
}

@test "every example of carcjudge(5) runs as shown" {
	run "$REPO/tests/man-examples" "$REPO/man/carcjudge.5" 1
	[ "$status" -eq 0 ] || fail_with "examples that differ:"
}

@test "carcjudge(1)'s EXAMPLES run from the files make install installs, and need no other" {
	local d="$BATS_TEST_TMPDIR/stage"
	mk install DESTDIR="$d" PREFIX=/usr INSTALL_BIN="$CARCJUDGE" \
		INSTALL_LIB="$(beside libcarcjudge.a)"
	[ "$status" -eq 0 ] || fail_with "make install failed" || return 1
	# A scratch directory with a copy of the installed examples alone: no
	# fixtures, no repository.
	run env SECTION=EXAMPLES EXAMPLES_FROM="$d/usr/share/doc/carcjudge/examples" \
		"$REPO/tests/man-examples" "$d/usr/share/man/man1/carcjudge.1" 20
	[ "$status" -eq 0 ] || fail_with "examples that differ:"
}

@test "carcjudge(1)'s SYNOPSIS: every subcommand's line starts with .Nm" {
	# Each .Cm SUBCOMMAND that opens a synopsis line follows a .Nm line.
	run awk '
		/^\.Sh SYNOPSIS/ { on = 1; next }
		/^\.Sh / { on = 0 }
		on && /^\.Cm / && prev != ".Nm" { print FNR ": " $0 }
		on { prev = $0 }' "$REPO/man/carcjudge.1"
	[ "$status" -eq 0 ] && [ -z "$output" ] ||
		fail_with "a subcommand without .Nm before it:" || return 1
	run grep -c '^\.Cm ' <(sed -n '/^\.Sh SYNOPSIS/,/^\.Sh DESCRIPTION/p' "$REPO/man/carcjudge.1")
	[ "$output" -ge 10 ] || fail_with "only $output subcommand lines"
}

@test "the example checker fails on a wrong output and on an unmarked example" {
	# A checker that cannot fail is a defect: a page with both faults.
	f="$BATS_TEST_TMPDIR/bad.1"
	cat >"$f" <<'PAGE'
.\" example
.Bd -literal
$ echo one
two
$ printf 'a\en'
a
.Ed
.Bd -literal
$ echo unmarked
unmarked
.Ed
PAGE
	run "$REPO/tests/man-examples" "$f" 2
	[ "$status" -ne 0 ] || fail_with "the checker passed a bad page"
	[ "${lines[0]}" = 'bad.1: $ echo one' ] && [ "${lines[2]}" = two ] &&
		[ "${lines[4]}" = one ] &&
		[ "${lines[5]}" = "bad.1:8: a display with a command is not marked as an example" ] &&
		[ "${lines[6]}" = "bad.1: 2 example commands, 2 problems" ] ||
		fail_with "expected one mismatch and one unmarked display"
}
