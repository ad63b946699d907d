#!/usr/bin/env bats
# Every line the tool prints, pinned: each golden file tests/golden/MANIFEST
# lists is, byte for byte, what the tool prints now for its fixture and
# format, with the exit status the manifest gives and nothing on standard
# error.  `make goldens` (tools/goldens) writes them again; read each one it
# changes before committing it.

load helper

# compare_all: one diff per golden that differs, each under a line naming
# it; non-zero when any does.  Every command runs in one process
# (run_lines, tests/helper.bash); each pair is compared in the shell (read
# reads to the end, trailing newlines kept; no golden holds a NUL): a cmp
# per golden would cost more than the comparisons.
compare_all() {
	local golden want rc bad=0 n=0 i got err d=$BATS_TEST_TMPDIR
	local pinned printed
	local -a w goldens=() wants=() commands=() rcs=()
	mkdir "$d/err" || return 1
	while read -r -a w; do
		case ${w[0]-} in '' | '#'*) continue ;; esac
		goldens+=("${w[0]}") wants+=("${w[1]}") commands+=("${w[*]:2}")
		n=$((n + 1))
		# ARGS split at blanks, each a field of the line.
		printf '%s\t%s' "$d/${w[0]}" "$d/err/${w[0]}"
		printf '\t%s' "${w[@]:2}"
		printf '\n'
	done <tests/golden/MANIFEST >"$d/lines"
	NO_COLOR=1 run_lines <"$d/lines" >"$d/status" ||
		{ echo "run_lines: exit $?"; return 1; }
	mapfile -t rcs <"$d/status"
	[ "${#rcs[@]}" -eq "$n" ] || { echo "${#rcs[@]} of $n goldens ran"; return 1; }
	for ((i = 0; i < n; i++)); do
		golden=${goldens[i]} want=${wants[i]} rc=${rcs[i]}
		got="$d/$golden" err="$d/err/$golden"
		if [ "$rc" != "$want" ] || [ -s "$err" ]; then
			echo "--- $golden: carcjudge ${commands[i]}: exit $rc, not $want; stderr:"
			cat "$err"
			bad=1
		elif [ ! -e "tests/golden/$golden" ]; then
			echo "--- $golden: no such file (make goldens writes it)"
			bad=1
		elif IFS= read -r -d '' pinned <"tests/golden/$golden"
			IFS= read -r -d '' printed <"$got"
			[ "$pinned" != "$printed" ]; then
			echo "--- $golden: carcjudge ${commands[i]} differs (make goldens rewrites it):"
			diff -u "tests/golden/$golden" "$got"
			bad=1
		fi
	done
	[ "$n" -ge 60 ] || { echo "only $n goldens listed"; bad=1; }
	return "$bad"
}

@test "goldens: every file of tests/golden/MANIFEST is what the tool prints, exit status included" {
	output=$(untraced compare_all) || fail_with "goldens that differ:"
}

@test "goldens: every judge and show golden is listed or compared elsewhere" {
	local f name golden rest tests missing=()
	local -A listed=()
	while read -r golden rest; do
		[ -n "$golden" ] && listed[$golden]=1
	done <tests/golden/MANIFEST
	tests=$(cat tests/*.bats)
	for f in tests/golden/*.txt tests/golden/*.json tests/golden/*.yaml \
		tests/golden/*.svg; do
		name=${f##*/}
		[ -n "${listed[$name]-}" ] || [[ $tests == *"${name%.*}"* ]] ||
			missing+=("$name")
	done
	[ "${#missing[@]}" -eq 0 ] || fail_with "compared by no test: ${missing[*]}"
}
