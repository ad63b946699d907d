#!/usr/bin/env bats
# Answers that help and plain words (issue 13, points 5 and 6): the text
# form over every fixture read as a player reads it.  The "did you mean"
# of usage and input errors and the fields in words are goldens
# (tests/golden/MANIFEST, words-*); the hints of input errors are
# replayed by fixtures/invalid/hint-* (invalid.bats); the golden texts
# under tests/golden/judge-*.txt were written by reading their positions,
# each worked out in the fixture's own comment (carcjudge(1), DIAGNOSTICS
# and The text form).

load helper

setup() {
	trace_failures
	cd "$REPO" || return 1
}

@test "text: over every fixture, no address outside parentheses and no bare internal term" {
	local -a files=() bad=()
	for f in fixtures/*/*.yaml; do
		[ -f "${f%.yaml}.err" ] || files+=("$f")
	done
	[ "${#files[@]}" -gt 300 ] || fail_with "only ${#files[@]} fixtures read" || return 1
	# Every fixture's text in one run: a heading "==> FILE <==" before
	# each; a hit is named by the file whose text holds its line.
	NO_COLOR=1 "$CARCJUDGE" judge "${files[@]}" >"$BATS_TEST_TMPDIR/all.txt" 2>&1 || true
	[ "$(grep -c '^==> ' "$BATS_TEST_TMPDIR/all.txt")" -eq "${#files[@]}" ] ||
		fail_with "not one text per fixture" || return 1
	# whose LINE:TEXT...: each "FILE: TEXT" for the hits given.
	whose() {
		awk -F: 'NR == FNR { if (/^==> .* <==$/) { n++; name[n] = substr($0, 5, length($0) - 8); at[n] = FNR } ; next }
			{ i = n; while (i > 1 && at[i] > $1) i--; t = $0; sub(/^[0-9]+:/, "", t); print name[i] ": " t }' \
			"$BATS_TEST_TMPDIR/all.txt" -
	}
	# An address stands in parentheses: "(road@E)", "(opening: E)".
	hits=$(grep -noE '.?\b(road|city|field)@[NESW]{1,3}\b.?' "$BATS_TEST_TMPDIR/all.txt" |
		grep -vE '^[0-9]+:\(.*\)$') || true
	[ -z "$hits" ] || mapfile -t bad < <(whose <<<"$hits")
	# The internal terms of the old text form, all in one grep; which
	# term a hit holds, only when there is one.
	terms=('strength ' '=tunnel=' 'tokens: hig' 'tokens: spielbox'
		'farmers [0-9]' 'tiny-city [0-9]' 'wagon-move c'
		'other-tunnels: ' 'same-tile decides' ' of road@'
		' of field@' ' of city@')
	all=$(printf '%s|' "${terms[@]}")
	hits=$(grep -nE -- "${all%|}" "$BATS_TEST_TMPDIR/all.txt" | grep -v '^[0-9]*:==> ') || true
	if [ -n "$hits" ]; then
		for t in "${terms[@]}"; do
			mapfile -t -O "${#bad[@]}" bad < <(grep -E -- "^[0-9]+:.*$t" <<<"$hits" |
				whose | sed "s/\$/ ('$t')/")
		done
	fi
	[ "${#bad[@]}" -eq 0 ] || fail_with "${bad[@]}"
}
