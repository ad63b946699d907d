#!/usr/bin/env bats
# Every line the tool prints, pinned: each golden file tests/golden/MANIFEST
# lists is, byte for byte, what the tool prints now for its command line
# (and standard input), with the exit status and the standard error the
# manifest gives.  `make goldens` (tools/goldens) writes them again; read
# each one it changes before committing it.

load helper

# compare_all: one diff per golden that differs, each under a line naming
# it; non-zero when any does.  Every command runs in one process
# (run_lines, tests/helper.bash), which takes the manifest's <INPUT,
# <<TEXT and NAME=VALUE words as they are; 2>ERR is compared here.  Each
# pair is compared in the shell (read reads to the end, trailing newlines
# kept; no golden holds a NUL): a cmp per golden would cost more than the
# comparisons.
compare_all() {
	local golden want rc bad=0 n=0 i got err d=$BATS_TEST_TMPDIR
	local file
	local -a w run goldens=() wants=() commands=() errs=() rcs=()
	mkdir "$d/out" "$d/err" || return 1
	while read -r -a w; do
		case ${w[0]-} in '' | '#'*) continue ;; esac
		# ARGS split at blanks, each a field of the line; 2>ERR kept
		# here, the other settings passed on.
		run=() file=
		for i in "${!w[@]}"; do
			((i < 2)) && continue
			case ${w[i]} in
			2\>*) [ -z "$file" ] || { echo "MANIFEST: ${w[0]}: two 2>"; return 1; }
				file=${w[i]#2>} ;;
			*) run+=("${w[i]}") ;;
			esac
		done
		goldens+=("${w[0]}") wants+=("${w[1]}") commands+=("${run[*]}")
		errs+=("$file")
		n=$((n + 1))
		printf '%s\t%s' "$d/out/$n" "$d/err/$n"
		[ "${#run[@]}" -eq 0 ] || printf '\t%s' "${run[@]}"
		printf '\n'
	done <tests/golden/MANIFEST >"$d/lines"
	NO_COLOR=1 run_lines <"$d/lines" >"$d/status" ||
		{ echo "run_lines: exit $?"; return 1; }
	mapfile -t rcs <"$d/status"
	[ "${#rcs[@]}" -eq "$n" ] || { echo "${#rcs[@]} of $n goldens ran"; return 1; }
	for ((i = 0; i < n; i++)); do
		golden=${goldens[i]} want=${wants[i]} rc=${rcs[i]}
		got="$d/out/$((i + 1))" err="$d/err/$((i + 1))"
		if [ "$rc" != "$want" ]; then
			echo "--- $golden: carcjudge ${commands[i]}: exit $rc, not $want; stderr:"
			cat "$err"
			bad=1
			continue
		fi
		differs "$golden" "$got" "${commands[i]}" || bad=1
		if [ -n "${errs[i]}" ]; then
			differs "${errs[i]}" "$err" "${commands[i]} (standard error)" ||
				bad=1
		elif [ -s "$err" ]; then
			echo "--- $golden: carcjudge ${commands[i]}: standard error, none expected:"
			cat "$err"
			bad=1
		fi
	done
	[ "$n" -ge 60 ] || { echo "only $n goldens listed"; bad=1; }
	return "$bad"
}

# differs GOLDEN FILE COMMAND: whether FILE is not what tests/golden/GOLDEN
# holds (GOLDEN "-": FILE is empty), with a diff when it is not.
differs() {
	local pinned='' printed=''
	if [ "$1" = - ]; then
		[ -s "$2" ] || return 0
		echo "--- carcjudge $3: output, none expected:"
		cat "$2"
		return 1
	fi
	if [ ! -e "tests/golden/$1" ]; then
		echo "--- $1: no such file (make goldens writes it)"
		return 1
	fi
	IFS= read -r -d '' pinned <"tests/golden/$1"
	IFS= read -r -d '' printed <"$2"
	[ "$pinned" != "$printed" ] || return 0
	echo "--- $1: carcjudge $3 differs (make goldens rewrites it):"
	diff -u "tests/golden/$1" "$2"
	return 1
}

@test "goldens: every file of tests/golden/MANIFEST is what the tool prints, exit status and standard error included" {
	output=$(untraced compare_all) || fail_with "goldens that differ:"
}

@test "goldens: every judge and show golden, every error and input is listed or compared elsewhere" {
	local f name w tests missing=() manifest
	local -A listed=()
	while read -r -a w; do
		case ${w[0]-} in '' | '#'*) continue ;; esac
		listed[${w[0]}]=1
		for f in "${w[@]:2}"; do
			case $f in 2\>*) listed[${f#2>}]=1 ;; esac
		done
	done <tests/golden/MANIFEST
	tests=$(cat tests/*.bats)
	for f in tests/golden/*.txt tests/golden/*.json tests/golden/*.yaml \
		tests/golden/*.svg tests/golden/*.err; do
		[ -e "$f" ] || continue
		name=${f##*/}
		[ -n "${listed[$name]-}" ] || [[ $tests == *"${name%.*}"* ]] ||
			missing+=("$name")
	done
	# The inputs under tests/golden/in: each named by some line.
	manifest=$(<tests/golden/MANIFEST)
	for f in tests/golden/in/*; do
		[ -e "$f" ] || continue
		[[ $manifest == *"$f"* ]] || missing+=("$f")
	done
	[ "${#missing[@]}" -eq 0 ] || fail_with "compared by no test: ${missing[*]}"
}
