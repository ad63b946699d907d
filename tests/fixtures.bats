#!/usr/bin/env bats
# Replays the fixture folders with `carcjudge check` (carcjudge(1), check; carcjudge(5), FIXTURES):
# every fixture must match its expect: block.  fixtures/invalid holds no
# expect: blocks (tests/invalid.bats replays it).  A folder that is missing
# or holds no fixture fails: no test here passes for want of files.

load helper

# check_dir NAME: `check fixtures/NAME` exits 0 and closes with
# "N passed, 0 failed", N the number of *.yaml files below the folder.
check_dir() {
	local d="fixtures/$1" n
	cd "$REPO" || return 1
	[ -d "$d" ] || fail_with "$d is missing" || return 1
	n=$(find "$d" -name '*.yaml' -type f | wc -l)
	[ "$n" -gt 0 ] || fail_with "$d holds no fixture" || return 1
	cj check "$d"
	if [ "$status" -ne 0 ] || [ "${lines[-1]-}" != "$n passed, 0 failed" ]; then
		fail_with "check $d: expected exit 0 and '$n passed, 0 failed'"
	fi
}

@test "check fixtures/base" {
	check_dir base
}

@test "check fixtures/tunnel" {
	check_dir tunnel
}

@test "check fixtures/labyrinth" {
	check_dir labyrinth
}

@test "check fixtures/interactions" {
	check_dir interactions
}

@test "check every other fixture folder" {
	cd "$REPO"
	bad=()
	for d in fixtures/*/; do
		d=${d%/}
		case "${d#fixtures/}" in
		invalid | base | tunnel | labyrinth | interactions) continue ;;
		esac
		n=$(find "$d" -name '*.yaml' -type f | wc -l)
		cj check "$d"
		if [ "$status" -ne 0 ] || [ "${lines[-1]-}" != "$n passed, 0 failed" ]; then
			bad+=("$d: exit $status, ${lines[-1]-}")
		fi
	done
	[ "${#bad[@]}" -eq 0 ] || fail_with "${bad[@]}"
}

@test "check --tap over every fixture folder: a plan and one ok per fixture" {
	cd "$REPO"
	dirs=()
	for d in fixtures/*/; do
		[ "$d" = fixtures/invalid/ ] || dirs+=("${d%/}")
	done
	n=$(find "${dirs[@]}" -name '*.yaml' -type f | wc -l)
	[ "$n" -gt 0 ] || fail_with "no fixtures found" || return 1
	cj check --tap "${dirs[@]}"
	grep -qx "1\.\.$n" <<<"$output" || fail_with "no TAP plan 1..$n" || return 1
	oks=$(grep -cE '^ok [0-9]+' <<<"$output")
	notoks=$(grep -E '^not ok [0-9]+' <<<"$output" || true)
	[ "$oks" -eq "$n" ] || fail_with "$oks of $n fixtures ok:" "$notoks"
	expect_status 0
}
