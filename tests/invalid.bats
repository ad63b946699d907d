#!/usr/bin/env bats
# Replays fixtures/invalid/: every NAME.yaml must be refused with exit
# status 3, nothing on stdout, and exactly the diagnostic in NAME.err on
# stderr (carcjudge(1), DIAGNOSTICS; carcjudge(5), FIXTURES;
# fixtures/README.md).  The .err files name the input as
# fixtures/invalid/NAME.yaml, so the tool runs from the repo root.
#
# Each test loops over all the cases and reports every case that fails,
# by name, with what was expected and what came.

# shellcheck disable=SC2154  # $stderr: set by bats' run --separate-stderr
load helper

setup() {
	cd "$REPO" || return 1
	mapfile -t CASES < <(LC_ALL=C ls fixtures/invalid/*.yaml)
	# Without cases every loop below would pass on nothing.
	[ "${#CASES[@]}" -gt 0 ] || fail_with "no fixtures/invalid/*.yaml"
}

@test "fixtures/invalid holds at least 25 cases, each NAME.yaml with its NAME.err" {
	[ "${#CASES[@]}" -ge 25 ] || fail_with "only ${#CASES[@]} cases"
	bad=()
	for y in "${CASES[@]}"; do
		[ -f "${y%.yaml}.err" ] || bad+=("$y has no .err")
	done
	for e in fixtures/invalid/*.err; do
		[ -f "${e%.err}.yaml" ] || bad+=("$e has no .yaml")
	done
	[ "${#bad[@]}" -eq 0 ] || fail_with "${bad[@]}"
}

@test "every .err is one diagnostic line naming its own file" {
	bad=()
	for y in "${CASES[@]}"; do
		e="${y%.yaml}.err"
		[ -f "$e" ] || { bad+=("$e is missing"); continue; }
		n=$(wc -l <"$e")
		first=$(head -n 1 "$e")
		if [ "$n" -ne 1 ] || [[ ! "$first" =~ $DIAG_RE ]] ||
			[[ "$first" != "carcjudge: $y:"* ]]; then
			bad+=("$e: $first")
		fi
	done
	[ "${#bad[@]}" -eq 0 ] || fail_with "malformed .err files:" "${bad[@]}"
}

@test "judge refuses every invalid input: exit 3, stdout empty" {
	bad=()
	for y in "${CASES[@]}"; do
		cj judge "$y"
		if [ "$status" -ne 3 ]; then
			bad+=("$y: exit $status, expected 3")
		elif [ -n "$output" ]; then
			bad+=("$y: stdout not empty")
		fi
	done
	[ "${#bad[@]}" -eq 0 ] ||
		fail_with "${#bad[@]} of ${#CASES[@]} cases:" "${bad[@]}"
}

@test "judge points at the .err's FILE:LINE:COL for every invalid input" {
	bad=()
	for y in "${CASES[@]}"; do
		e="${y%.yaml}.err"
		[ -f "$e" ] || { bad+=("$e is missing"); continue; }
		want=$(head -n 1 "$e" | grep -oE '^carcjudge: [^:]+:[0-9]+:[0-9]+: error: ')
		cj judge "$y"
		got=$(head -n 1 <<<"$stderr" | grep -oE '^carcjudge: [^:]+:[0-9]+:[0-9]+: error: ')
		[ "$got" = "$want" ] ||
			bad+=("$y: expected '${want}...', got: $(head -n 1 <<<"$stderr")")
	done
	[ "${#bad[@]}" -eq 0 ] ||
		fail_with "${#bad[@]} of ${#CASES[@]} cases:" "${bad[@]}"
}

@test "judge prints exactly NAME.err on stderr for every invalid input" {
	bad=()
	for y in "${CASES[@]}"; do
		e="${y%.yaml}.err"
		[ -f "$e" ] || { bad+=("$e is missing"); continue; }
		cj judge "$y"
		# $stderr has lost its final newline; so has $(cat)
		[ "$stderr" = "$(cat "$e")" ] ||
			bad+=("$y:" "  expected: $(cat "$e")" "  got:      $stderr")
	done
	[ "${#bad[@]}" -eq 0 ] || fail_with "stderr differs from the .err:" "${bad[@]}"
}

@test "fixture refuses every invalid input the same way (exit 3, NAME.err, no stdout)" {
	bad=()
	for y in "${CASES[@]}"; do
		e="${y%.yaml}.err"
		cj fixture "$y"
		if [ "$status" -ne 3 ] || [ -n "$output" ] ||
			[ "$stderr" != "$(cat "$e" 2>/dev/null)" ]; then
			bad+=("$y: exit $status, stderr: $stderr")
		fi
	done
	[ "${#bad[@]}" -eq 0 ] ||
		fail_with "${#bad[@]} of ${#CASES[@]} cases:" "${bad[@]}"
}
