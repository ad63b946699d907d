#!/usr/bin/env bats
# Replays fixtures/invalid/: every NAME.yaml must be refused with exit
# status 3, nothing on stdout, and exactly the diagnostic in NAME.err on
# stderr (carcjudge(1), DIAGNOSTICS and check; carcjudge(5), FIXTURES;
# fixtures/README.md).  The .err files name the input as
# fixtures/invalid/NAME.yaml, so the tool runs from the repo root.
#
# Each test runs all the cases in one process (check replays them; judge
# and fixture take them all at once) and reports every case that fails.

# shellcheck disable=SC2154  # $stderr: set by bats' run --separate-stderr
load helper

setup() {
	trace_failures
	cd "$REPO" || return 1
	mapfile -t CASES < <(LC_ALL=C ls fixtures/invalid/*.yaml)
	# Without cases every loop below would pass on nothing.
	[ "${#CASES[@]}" -gt 0 ] || fail_with "no fixtures/invalid/*.yaml"
}

@test "fixtures/invalid holds at least 25 cases, each NAME.yaml with its NAME.err" {
	[ "${#CASES[@]}" -ge 25 ] || fail_with "only ${#CASES[@]} cases" || return 1
	# The names of the .yaml and the .err files, without extension, are
	# the same list.
	run diff <(printf '%s\n' "${CASES[@]%.yaml}") \
		<(LC_ALL=C ls fixtures/invalid/*.err | sed 's/\.err$//')
	[ "$status" -eq 0 ] || fail_with "a .yaml without its .err (<) or an .err without its .yaml (>):"
}

@test "every .err is one diagnostic line naming its own file" {
	# One awk over them all: a line for each .err that is not one line
	# matching the diagnostic pattern and naming its own .yaml.
	run awk -v re="$DIAG_RE" '
		FNR == 1 { first[FILENAME] = $0 }
		{ n[FILENAME]++ }
		END {
			for (i = 1; i < ARGC; i++) {
				e = ARGV[i]
				y = e; sub(/\.err$/, ".yaml", y)
				if (n[e] != 1 || first[e] !~ re ||
				    index(first[e], "carcjudge: " y ":") != 1)
					print e ": " first[e]
			}
		}' "${CASES[@]/%.yaml/.err}"
	[ "$status" -eq 0 ] && [ -z "$output" ] || fail_with "malformed .err files:"
}

@test "check replays every refusal: each NAME.yaml refused with exactly NAME.err" {
	# carcjudge(1), check: a NAME.yaml beside a NAME.err is an expected
	# refusal, compared from LINE:COL: on; a match counts as passed.  In
	# one process, so that the corpus stays quick to replay.
	cj check fixtures/invalid
	expect_status 0
	[ "${lines[-1]}" = "${#CASES[@]} passed, 0 failed" ] ||
		fail_with "expected ${#CASES[@]} refusals replayed, all matching"
	[ -z "$stderr" ] || fail_with "check prints the refusals' diagnostics only in FAIL lines"
}

@test "judge prints exactly the .err of every invalid input, path included, and nothing on stdout" {
	# All the cases in one judge: each gives its diagnostic and no
	# document, in the order given; the exit status is 3, the worst.
	cj judge "${CASES[@]}"
	expect_status 3
	[ -z "$output" ] || fail_with "stdout must be empty on invalid input"
	want=$(cat "${CASES[@]/%.yaml/.err}")
	[ "$stderr" = "$want" ] ||
		fail_with "stderr differs from the .err files:" \
			"$(diff <(printf '%s\n' "$want") <(printf '%s\n' "$stderr"))"
}

@test "fixture refuses every invalid input the same way and writes nothing" {
	# --in-place on copies, in one process: every file is refused with
	# its .err, none is written.
	d="$BATS_TEST_TMPDIR/copy"
	mkdir -p "$d/fixtures"
	cp -R fixtures/invalid "$d/fixtures/invalid"
	cd "$d"
	cj fixture --in-place "${CASES[@]}"
	expect_status 3
	[ "$output" = "0 updated, 0 unchanged, ${#CASES[@]} not written" ] ||
		fail_with "expected every file refused"
	want=$(cat "${CASES[@]/%.yaml/.err}")
	[ "$stderr" = "$want" ] ||
		fail_with "stderr differs from the .err files:" \
			"$(diff <(printf '%s\n' "$want") <(printf '%s\n' "$stderr"))"
	diff -r "$REPO/fixtures/invalid" fixtures/invalid >/dev/null ||
		fail_with "an invalid file was changed"
	# shellcheck disable=SC2010  # ls -A: the dot files a glob passes over
	! ls -A fixtures/invalid | grep -q '^\.' || fail_with "a temporary file was left"
	# Without --in-place: nothing on stdout either.
	cj fixture "${CASES[0]}"
	expect_status 3
	[ -z "$output" ] || fail_with "fixture wrote on stdout for ${CASES[0]}"
	[ "$stderr" = "$(cat "${CASES[0]%.yaml}.err")" ] || fail_with "stderr"
}
