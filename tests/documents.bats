#!/usr/bin/env bats
# Scripts get everything in a document (carcjudge(1), Several files;
# Explain output), where a shell is needed: a file name of any bytes,
# the catalogue against tests/data/rule-ids, an empty -f.  judge FILE...
# in every format, its exit status, standard input among the files,
# --compare's documents, explain -f json, disputed, violations and
# standings are goldens (tests/golden/MANIFEST, documents-*).

load helper

setup() {
	trace_failures
	cd "$REPO" || return 1
	W=examples/worked.yaml
}

@test "judge FILE...: names are escaped" {
	n=$'\x01new\nline.yaml'
	cp "$W" "$BATS_TEST_TMPDIR/$n"
	cj judge -f json "$W" "$BATS_TEST_TMPDIR/$n"
	[ "${#lines[@]}" -eq 2 ] || fail_with "a line break in a name makes no line" ||
		return 1
	[ "$(jq -r '.file' <<<"${lines[1]}")" = "$BATS_TEST_TMPDIR/$n" ] ||
		fail_with "the name, read back by jq"
	cj judge "$W" "$BATS_TEST_TMPDIR/$n"
	grep -qxF "==> $BATS_TEST_TMPDIR/\\x01new\\nline.yaml <==" <<<"$output" ||
		fail_with "the heading escapes the name"
}

@test "explain -f json: the catalogue as one array, every ID of tests/data/rule-ids in order" {
	load_ids rule-ids || return 1
	cj explain -f json
	expect_status 0
	[ "$(jq -r '.[].id' <<<"$output")" = "$(printf '%s\n' "${IDS[@]}")" ] ||
		fail_with "the IDs, in order"
	[ "$(jq -c '[.[] | keys_unsorted] | unique' <<<"$output")" = \
		'[["id","title","text","sources","key","default","readings","explains"]]' ] ||
		fail_with "every rule has the keys id, title, text, sources, key, default, readings, explains"
	[ "$(jq '[.[] | select((.sources | length) == 0 or (.text | length) == 0)] | length' <<<"$output")" = 0 ] ||
		fail_with "every rule has a text and a source"
}

@test "explain -f '': exits 2, nothing on stdout" {
	cj explain -f '' BASE-ROAD-SCORE
	expect_status 2
	[ -z "$output" ] || fail_with "stdout must be empty"
	[ "$stderr" = "carcjudge: -f '': text or json" ] || fail_with "one line"
}
