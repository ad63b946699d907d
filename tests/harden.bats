#!/usr/bin/env bats
# Hostile input, as an attacker would write it (carcjudge(1), DIAGNOSTICS;
# carcjudge(5)): no byte read two ways (a NUL, even escaped, is an input
# error where it stands), no echoed value that forges a line or restyles a
# terminal, no input that costs more than its size, no abort for want of
# memory; and every fuzz finding replayed (tests/fuzz/regress).  The
# impossible states of the magic figures and of an expect: block are
# goldens (tests/golden/MANIFEST, harden-*).

load helper

# A valid position, one key a line, with VALUE put where @ stands.
with() {
	local name=$1 value=$2
	pos "$name" <<EOF
players: [red, blue]
board:
  - {tile: D, at: [0, 0], meeples: [{player: red, feature: road@E}]}
action:
  player: blue
  place: {tile: W, at: [1, 0]}
${value}
EOF
}

# expect_one_clean_line: stderr is exactly one line, with no control
# character, no C1 control, no line or paragraph separator and no
# bidirectional override in it.
expect_one_clean_line() {
	local n
	n=$(printf '%s\n' "$stderr" | wc -l)
	[ "$n" -eq 1 ] || fail_with "expected one line on stderr, got $n" ||
		return 1
	# LC_ALL=C: count raw bytes.  \r, ESC, DEL, and the UTF-8 forms of
	# NEL (c2 85), LS/PS (e2 80 a8/a9) and RLO (e2 80 ae).
	if printf '%s' "$stderr" | LC_ALL=C grep -qP \
		'[\x00-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\xa8\xa9\xaa-\xae]|\xe2\x81[\xa6-\xa9]'; then
		fail_with "a raw control character in the diagnostic"
	fi
}

@test "harden: a NUL escaped in a scalar or a key is an input error at the escape, for every subcommand" {
	# "D\0x" must not be read as the tile D: the escape is at column 14
	# of line 4 ('  - {tile: "D' is 13 characters).
	cases=(
		'\0' '\x00' '\u0000' '\U00000000'
	)
	for esc in "${cases[@]}"; do
		f=$(pos "tile.yaml" <<EOF
players: [red]
board:
  - {tile: D, at: [0, 0]}
  - {tile: "D${esc}x", at: [0, 1]}
action: end-game
EOF
)
		for sub in judge fixture show; do
			cj "$sub" "$f"
			expect_invalid "$f" || return 1
			expect_at "$f" 4 14 || return 1
			[[ "$stderr" == *"NUL character is not allowed" ]] ||
				fail_with "$sub: the message names the NUL" || return 1
		done
	done
	# in a key: '"players' is 8 characters
	f=$(pos key.yaml <<'EOF'
"players\u0000": [red]
board: [{tile: D, at: [0, 0]}]
action: end-game
EOF
)
	cj judge "$f"
	expect_invalid "$f"
	expect_at "$f" 1 9
}

@test "harden: check does not pass a verdict 'legal' followed by an escaped NUL" {
	# The position is legal (an end of game, nothing scored); the verdict
	# 'legal\0...' is not 'legal': check answers exit 3 (invalid fixture),
	# never "1 passed".  '  verdict: "legal' is 17 characters.
	for esc in '\0' '\x00' '\u0000'; do
		f=$(pos verdict.yaml <<EOF
players: [red]
board: [{tile: D, at: [0, 0]}]
action: end-game
expect:
  verdict: "legal${esc}, whatever follows"
  totals: {red: 0}
EOF
)
		cj check "$f"
		expect_status 3 || return 1
		[ "${lines[-1]}" = "0 passed, 1 failed" ] ||
			fail_with "the closing line" || return 1
		[[ "$output" == *"$f:5:18: error: NUL character is not allowed"* ]] ||
			fail_with "FAIL line names the NUL at 5:18" || return 1
	done
	# the same verdict without the NUL passes: the test can tell
	sed 's/\\u0000, whatever follows//' "$f" >"$f.ok"
	cj check "$f.ok"
	expect_status 0
}

@test "harden: a value echoed in a diagnostic is escaped: one line, no control character, no terminal escape" {
	# Each VALUE lands in a message that echoes it; the raw bytes are
	# written by printf so that the file holds them as they are (the
	# YAML escapes \n \r \e \L \P \N \u202E give the others).
	cases=(
		"  deploy: {feature: \"road@E\\nforged: line\"}"
		"  deploy: {feature: road@E, kind: \"large\\r\\e[2Jcleared\"}"
		"  token: {color: \"red\\e]0;title\\a\", opening: E}"
		"  deploy: {feature: road@E, via: \"portal\\Lforged\"}"
		"  deploy: {feature: road@E, \"kin\\Pd\": large}"
		"  deploy: {feature: road@E, at: [\"1\\N\", 0]}"
		"  deploy: {feature: road@E, at: [1, \"\\u202E0\"]}"
		"  place: {tile: \"W\\x85\\u2066\", at: [1, 0]}"
	)
	bad=()
	i=0
	for c in "${cases[@]}"; do
		i=$((i + 1))
		f=$(with "echo$i.yaml" "$c")
		cj judge "$f"
		if [ "$status" -ne 3 ]; then
			bad+=("case $i ($c): exit $status")
		elif [[ ! "$stderr" =~ $DIAG_RE ]] ||
			! expect_one_clean_line 2>/dev/null; then
			bad+=("case $i ($c): $(printf '%q' "$stderr")")
		fi
	done
	# raw bytes in the file itself: a tab and a DEL in a quoted value
	# (YAML allows a tab there)
	f=$(with raw.yaml "  deploy: {feature: \"road$(printf '\t')@E\"}")
	cj judge "$f"
	expect_one_clean_line || bad+=("raw tab: $(printf '%q' "$stderr")")
	[[ "$stderr" == *"road\\t@E"* ]] || bad+=("the tab is shown as \\t")
	[ "${#bad[@]}" -eq 0 ] || fail_with "${bad[@]}"
}

@test "harden: an escaped value reads back: backslash doubled, control as \\xHH, separators as \\uHHHH, long values cut" {
	f=$(pos q.yaml <<'EOF'
players: [red]
board: [{tile: "a\\b\n\u2028", at: [0, 0]}]
action: end-game
EOF
)
	cj judge "$f"
	expect_invalid "$f"
	[[ "$stderr" == *"unknown tile id 'a\\\\b\\n\\u2028'"* ]] ||
		fail_with "the id as escaped"
	long=$(printf 'Q%.0s' $(seq 300))
	f=$(pos long.yaml <<EOF
players: [red]
board: [{tile: $long, at: [0, 0]}]
action: end-game
EOF
)
	cj judge "$f"
	expect_invalid "$f"
	[[ "$stderr" == *"unknown tile id '$(printf 'Q%.0s' $(seq 64))...' (see 'carcjudge tiles')" ]] ||
		fail_with "cut after 64 characters, the message kept whole"
}

@test "harden: a path with a line break or an escape sequence stays on one diagnostic line" {
	d="$BATS_TEST_TMPDIR/dir"
	mkdir -p "$d"
	f="$d/$(printf 'x\ncarcjudge: y.yaml:1:1: error: forged\e[31m.yaml')"
	printf 'players: [purple]\nboard: [{tile: D, at: [0, 0]}]\naction: end-game\n' >"$f"
	cj judge "$f"
	expect_status 3
	expect_one_clean_line
	[[ "$stderr" == *'x\ncarcjudge: y.yaml:1:1: error: forged\x1B[31m.yaml:1:11: error: '* ]] ||
		fail_with "the path escaped"
	# a missing file of that name: exit 4, one line
	cj judge "$f.missing"
	expect_status 4
	[ "$(printf '%s\n' "$stderr" | wc -l)" -eq 1 ] || fail_with "one line"
}

@test "harden: check's FAIL and TAP lines carry an escaped diagnostic" {
	f=$(pos fail.yaml <<'EOF'
players: [red]
board: [{tile: "D\nFAIL forged: line", at: [0, 0]}]
action: end-game
expect: {verdict: legal, totals: {red: 0}}
EOF
)
	cj check "$f"
	expect_status 3
	[ "${#lines[@]}" -eq 2 ] || fail_with "one FAIL line and the closing line"
	[[ "${lines[0]}" == "FAIL $f: invalid: "*"unknown tile id 'D\\nFAIL forged: line'"* ]] ||
		fail_with "the FAIL line"
	cj check --tap "$f"
	expect_status 3
	[ "${#lines[@]}" -eq 5 ] || fail_with "TAP: version, plan, not ok, comment, closing"
	[[ "${lines[3]}" == "# invalid: "*"'D\\nFAIL forged: line'"* ]] ||
		fail_with "the TAP comment"
}

@test "harden: a mapping of 100000 keys crafted to collide under FNV-1a answers in well under a second" {
	# tests/data/fnv-blocks: 17 pairs of blocks; any choice of one block
	# per pair gives a key whose FNV-1a hash agrees with the others' in its
	# low 50 bits (tests/fuzz/fnv-collide.c), so that a hash set keyed by
	# it put all 100000 in one slot: quadratic, minutes.  A mapping holds
	# at most 64 keys: the 65th, on line 4 + 65, is refused at once.
	f="$BATS_TEST_TMPDIR/collide.yaml"
	awk '!/^#/ { a[n + 0] = $1; b[n + 0] = $2; n++ }
	END {
		printf "players: [red]\nboard: [{tile: D, at: [0, 0]}]\naction: end-game\nrules:\n"
		for (i = 0; i < 100000; i++) {
			k = ""
			for (j = 0; j < n; j++)
				k = k ((int(i / 2 ^ j) % 2) ? b[j] : a[j])
			printf "  %s: 0\n", k
		}
	}' "$REPO/tests/data/fnv-blocks" >"$f"
	[ "$(grep -c ': 0$' "$f")" -eq 100000 ]
	[ "$(sort -u "$f" | wc -l)" -eq 100004 ] || fail_with "keys all different"
	limit=1000
	# AddressSanitizer's build reads more slowly; valgrind far more
	! ldd "$CARCJUDGE" 2>/dev/null | grep -q libasan || limit=3000
	[ -z "$CARCJUDGE_WRAP" ] || limit=60000
	t0=$(date +%s%N)
	cj judge --max-input 20000000 "$f"
	ms=$((($(date +%s%N) - t0) / 1000000))
	expect_invalid "$f"
	expect_at "$f" 69 3
	[[ "$stderr" == *"more than 64 keys in one mapping" ]] || fail_with "message"
	[ "$ms" -lt "$limit" ] || fail_with "took $ms ms (limit $limit)"
}

@test "harden: reading a file never aborts on memory: exit 4 with a message" {
	# 300 MB on standard input, allowed by --max-input, with the address
	# space held to 300 MB: the buffer cannot grow; the tool says so and
	# exits 4 (never an abort, 134).  Under AddressSanitizer, which needs
	# its own address space, its allocator is held instead.
	if ldd "$CARCJUDGE" 2>/dev/null | grep -q libasan; then
		# shellcheck disable=SC2016
		run --separate-stderr env \
			ASAN_OPTIONS=allocator_may_return_null=1:max_allocation_size_mb=64 \
			sh -c 'head -c 300000000 /dev/zero | "$0" judge --max-input 4294967296 -' \
			"$CARCJUDGE"
	else
		# shellcheck disable=SC2016
		run --separate-stderr sh -c 'ulimit -v 300000 &&
			head -c 300000000 /dev/zero |
			$1 "$0" judge --max-input 4294967296 -' \
			"$CARCJUDGE" "$CARCJUDGE_WRAP"
	fi
	expect_status 4
	# (AddressSanitizer may warn first, on a line of its own)
	[[ "$(printf '%s\n' "$stderr" | tail -n 1)" == "carcjudge: <stdin>: out of memory"* ]] ||
		fail_with "the message"
	[ -z "$output" ] || fail_with "nothing on stdout"
}

# replay TARGET DIR...: the target's plain build (make check builds it in
# $FUZZ_REPLAY) over every input below DIR...
replay() {
	local target=$1 bin
	shift
	: "${FUZZ_REPLAY:=$REPO/build/rel}"
	bin="$FUZZ_REPLAY/replay_$target"
	[ -x "$bin" ] || fail_with "no $bin (build it: make check)" || return 1
	# shellcheck disable=SC2086
	run --separate-stderr $CARCJUDGE_WRAP "$bin" "$@"
	[ "$status" -eq 0 ] || fail_with "replay_$target failed" || return 1
	[[ "${lines[-1]}" =~ ^[1-9][0-9]*\ replayed$ ]] ||
		fail_with "nothing replayed"
}

@test "harden: the fuzz findings of target position replay clean" {
	replay position "$REPO/tests/fuzz/regress/position" "$REPO/fixtures/invalid"
}

@test "harden: the fuzz findings of target fixture replay clean (the fixture round trip)" {
	replay fixture "$REPO/tests/fuzz/regress/fixture"
}

@test "harden: the fuzz findings of target cli replay clean" {
	replay cli "$REPO/tests/fuzz/regress/cli" "$REPO/tests/fuzz/corpus/cli"
}

@test "harden: every fixture round-trips through fixture and check (the fixture target's plain build)" {
	replay fixture "$REPO/fixtures/base" "$REPO/fixtures/tunnel" \
		"$REPO/fixtures/labyrinth" "$REPO/fixtures/interactions"
}
