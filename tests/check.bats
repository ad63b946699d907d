#!/usr/bin/env bats
# carcjudge check (carcjudge(1), check and Check output): the corpus with
# its refusals, no fixture found, -j, escaped names and reasons, and the
# walk of a directory (regular files only, links, loops, unreadable
# entries, long paths).
#
# The worked example of carcjudge(5) is the fixture used throughout: red's
# road W(-1,0)-D-U-W(2,0) is closed by blue's tile, 4 tiles x 1 = 4 points
# to red, 0 to blue; the turn is legal.

load helper

setup() {
	trace_failures
	cd "$BATS_TEST_TMPDIR" || return 1
}

# The message the loader gives for the colour 'purple' in
# `players: [red, purple]` (carcjudge(5): the six colours, in order).
PURPLE="unknown colour 'purple' (red, green, blue, yellow, black, grey)"

# worked TOTALS: the worked example with an expect: block of these totals.
worked() {
	cat "$REPO/examples/worked.yaml"
	printf 'expect:\n  verdict: legal\n  totals: {%s}\n  rules: [BASE-ROAD-SCORE]\n' "$1"
}

# A corpus of every kind of result, in a directory d (sorted: bad, col,
# crlf, road, two, valid, wrong).
corpus() {
	mkdir -p d
	worked 'red: 4, blue: 0' >d/road.yaml		# matches
	worked 'red: 5, blue: 0' >d/wrong.yaml		# red gains 4, not 5
	cp "$REPO/examples/worked.yaml" d/valid.yaml	# valid, yet a .err
	echo "carcjudge: d/valid.yaml:1:1: error: anything" >d/valid.err
	for n in bad col crlf two; do
		printf 'players: [red, purple]\n' >"d/$n.yaml"
	done
	# 'purple' starts after "players: [red, " (15 characters): 1:16.
	# The path of a .err is not compared: bad.err names another one.
	echo "carcjudge: elsewhere/bad.yaml:1:16: error: $PURPLE" >d/bad.err
	echo "carcjudge: d/col.yaml:1:17: error: $PURPLE" >d/col.err
	printf 'd/crlf.yaml:1:16: error: %s\r\n' "$PURPLE" >d/crlf.err
	{ echo "carcjudge: d/two.yaml:1:16: error: $PURPLE"
	  echo "carcjudge: d/two.yaml:2:1: error: more"; } >d/two.err
}

@test "check fixtures: the whole corpus passes, refusals included" {
	cd "$REPO"
	n=$(find fixtures -name '*.yaml' -type f | wc -l)
	e=$(find fixtures -name '*.err' -type f | wc -l)
	[ "$e" -gt 0 ] || fail_with "no refusal in the corpus" || return 1
	cj check -j 4 fixtures
	expect_status 0
	[ "$output" = "$n passed, 0 failed" ] ||
		fail_with "expected '$n passed, 0 failed' ($e of them refusals)"
	[ -z "$stderr" ] || fail_with "stderr must be empty"
}

@test "a refusal matches from LINE:COL: on; other diagnostics, or a valid position, fail" {
	corpus
	cj check d
	expect_status 1
	want="FAIL d/col.yaml: diagnostic 1: expected '1:17: error: $PURPLE', got '1:16: error: $PURPLE'
FAIL d/two.yaml: diagnostic 2: expected '2:1: error: more', got '(none)'
FAIL d/valid.yaml: expected a refusal (exit 3, as in its .err), got the verdict legal
FAIL d/wrong.yaml: totals red: expected 5, got 4
3 passed, 4 failed"
	[ "$output" = "$want" ] || fail_with "expected:" "$want"
	[ -z "$stderr" ] || fail_with "the refusals' diagnostics go in FAIL lines only"
	# A refusal that matches is no invalid fixture: a matching corpus is 0.
	rm d/col.* d/two.* d/valid.* d/wrong.*
	cj check d
	expect_status 0
	[ "$output" = "3 passed, 0 failed" ] || fail_with "bad, crlf and road pass"
}

@test "a .err line without LINE:COL: is compared whole; its last line needs no line break, CR or not" {
	mkdir d
	for n in cr nolf whole; do
		printf 'players: [red, purple]\n' >"d/$n.yaml"
	done
	printf 'carcjudge: d/cr.yaml:1:16: error: %s\r' "$PURPLE" >d/cr.err
	printf 'carcjudge: d/nolf.yaml:1:16: error: %s' "$PURPLE" >d/nolf.err
	echo "carcjudge: error: $PURPLE" >d/whole.err
	cj check d
	expect_status 1
	[ "$output" = "FAIL d/whole.yaml: diagnostic 1: expected 'error: $PURPLE', got '1:16: error: $PURPLE'
2 passed, 1 failed" ] || fail_with "expected cr and nolf to pass, whole to fail"
}

@test "no fixture found is a usage error (exit 2), even below directories" {
	mkdir -p empty other/.hidden
	touch other/notes.txt other/.hidden/h.yaml
	mkfifo other/fifo.yaml
	one="carcjudge: check: no fixture found (no *.yaml file below the directory given)"
	two="carcjudge: check: no fixture found (no *.yaml file below the directories given)"
	for args in "empty|$one" "empty other|$two" "-q --tap other|$one"; do
		# shellcheck disable=SC2086
		cj check ${args%|*}
		expect_status 2 || fail_with "check ${args%|*}" || return 1
		[ -z "$output" ] || fail_with "check ${args%|*}: stdout must be empty" ||
			return 1
		[ "$stderr" = "${args#*|}" ] ||
			fail_with "check ${args%|*}: expected ${args#*|}" || return 1
	done
}

@test "-j N: the same output and exit status as one job, whatever N" {
	corpus
	cj check --tap d
	one=$output st=$status
	[ "$st" -eq 1 ] || fail_with "expected exit 1 with one job" || return 1
	for j in 2 3 7 256; do
		cj check --tap -j "$j" d
		[ "$status" -eq "$st" ] && [ "$output" = "$one" ] ||
			fail_with "-j $j differs from one job:" "$one" || return 1
		cj check --jobs="$j" d
		[ "${lines[-1]}" = "3 passed, 4 failed" ] ||
			fail_with "--jobs=$j: closing line" || return 1
	done
	cd "$REPO"
	cj check --tap fixtures
	one=$output
	cj check --tap -j 3 fixtures
	expect_status 0
	[ "$output" = "$one" ] || fail_with "-j 3 over fixtures differs from one job"
}

@test "-j N when fewer jobs can be started (fork fails): the same output and exit status as one job" {
	# tests/unit/forkfail.c makes fork(2) fail with EAGAIN, as a process
	# limit does, after FORKFAIL_AFTER jobs have started: the fixtures of
	# the jobs that could not start are judged all the same, in order.
	command -v cc >/dev/null || fail_with "no C compiler for the shim" || return 1
	cc -shared -fPIC -o forkfail.so "$REPO/tests/unit/forkfail.c" -ldl ||
		fail_with "cannot build the shim" || return 1
	corpus
	cj check --tap d
	one=$output st=$status
	cj check d
	plain=$output
	for after in 0 1 2; do
		for j in 2 4 7; do
			# shellcheck disable=SC2086  # CARCJUDGE_WRAP is a word list
			run --separate-stderr env LD_PRELOAD="$PWD/forkfail.so" \
				FORKFAIL_AFTER=$after ASAN_OPTIONS=verify_asan_link_order=0:exitcode=99 \
				$CARCJUDGE_WRAP "$CARCJUDGE" check --tap -j "$j" d
			[ "$status" -eq "$st" ] && [ "$output" = "$one" ] ||
				fail_with "--tap -j $j, $after jobs started: differs from one job" || return 1
			[ -z "$stderr" ] || fail_with "-j $j, $after started: stderr" || return 1
			# shellcheck disable=SC2086
			run --separate-stderr env LD_PRELOAD="$PWD/forkfail.so" \
				FORKFAIL_AFTER=$after ASAN_OPTIONS=verify_asan_link_order=0:exitcode=99 \
				$CARCJUDGE_WRAP "$CARCJUDGE" check -j "$j" d
			[ "$status" -eq "$st" ] && [ "$output" = "$plain" ] ||
				fail_with "-j $j, $after jobs started: differs from one job" || return 1
		done
	done
}

@test "-j: a bad number exits 2 with one line" {
	for v in 0 -1 257 1000000000000 x 1.5 '' ' 2' 2x; do
		cj check -j "$v" "$REPO/fixtures/base"
		expect_status 2 || fail_with "-j '$v'" || return 1
		[ -z "$output" ] || fail_with "-j '$v': stdout" || return 1
		[ "$stderr" = "carcjudge: -j '$v': a number of jobs, 1 to 256" ] ||
			fail_with "-j '$v': one line" || return 1
	done
	cj check -j
	expect_status 2
}

@test "TAP and FAIL lines: # and \\ escaped in names, no raw control character or line break" {
	mkdir d
	worked 'red: 5, blue: 0' >'d/a#b\c.yaml'
	worked 'red: 4, blue: 0' >$'d/e\033.yaml'
	worked 'red: 4, blue: 0' >$'d/l\u2028s.yaml'
	# A YAML escape puts a line feed in the colour quoted back.
	printf 'players: [red, "x\\ny"]\n' >$'d/n\nl.yaml'
	cj check --tap d
	expect_status 3
	want="TAP version 13
1..4
not ok 1 - d/a\\#b\\\\c.yaml
# totals red: expected 5, got 4
ok 2 - d/e\\x1B.yaml
ok 3 - d/l\\u2028s.yaml
not ok 4 - d/n\\nl.yaml
# invalid: d/n\\nl.yaml:1:16: error: unknown colour 'x\\ny' (red, green, blue, yellow, black, grey)
# 2 passed, 2 failed"
	[ "$output" = "$want" ] || fail_with "expected:" "$want"
	cj check d
	expect_status 3
	want="FAIL d/a#b\\\\c.yaml: totals red: expected 5, got 4
FAIL d/n\\nl.yaml: invalid: d/n\\nl.yaml:1:16: error: unknown colour 'x\\ny' (red, green, blue, yellow, black, grey)
2 passed, 2 failed"
	[ "$output" = "$want" ] || fail_with "expected:" "$want"
}

@test "the walk: regular files only (a FIFO never blocks), links followed, a loop and unreadable entries reported (exit 4)" {
	mkdir -p d/sub d/.hidden
	worked 'red: 4, blue: 0' >d/ok.yaml
	worked 'red: 4, blue: 0' >d/sub/s.yaml
	echo 'players: [' >d/.hidden/h.yaml	# hidden: not taken
	mkfifo d/fifo.yaml			# a FIFO: skipped, not opened
	ln -s sub d/again			# 'again' < 'sub': walked as again
	ln -s .. d/sub/loop			# back to d: a loop
	ln -s nowhere d/gone.yaml		# a fixture that cannot be read
	ln -s self.yaml d/self.yaml		# nor this one
	ln -s nowhere d/notes			# no fixture: nothing to say
	# shellcheck disable=SC2086  # CARCJUDGE_WRAP is a word list
	run --separate-stderr timeout 20 $CARCJUDGE_WRAP "$CARCJUDGE" check d
	[ "$status" -ne 124 ] || fail_with "check blocked on the FIFO" || return 1
	expect_status 4
	# The dangling link and the self link are fixtures that cannot be
	# read: counted, as when named on the command line.
	[ "$output" = "FAIL d/gone.yaml: unreadable: d/gone.yaml: No such file or directory
FAIL d/self.yaml: unreadable: d/self.yaml: Too many levels of symbolic links
2 passed, 2 failed" ] || fail_with "ok.yaml and again/s.yaml pass; gone.yaml and self.yaml fail"
	[ "${#stderr_lines[@]}" -eq 1 ] &&
		[ "${stderr_lines[0]}" = "carcjudge: d/again/loop: a symbolic link loop, not followed" ] ||
		fail_with "expected the loop reported"
	cj check --tap d
	grep -qx 'ok 1 - d/again/s.yaml' <<<"$output" &&
		grep -qx 'not ok 2 - d/gone.yaml' <<<"$output" &&
		grep -qx 'ok 3 - d/ok.yaml' <<<"$output" &&
		grep -qx 'not ok 4 - d/self.yaml' <<<"$output" &&
		grep -qx '1\.\.4' <<<"$output" ||
		fail_with "sub is walked once, by the first name leading to it"
	# A FIFO named on the command line is read: what was asked for.
	mkfifo named.yaml
	worked 'red: 4, blue: 0' >named.yaml &
	# shellcheck disable=SC2086  # CARCJUDGE_WRAP is a word list
	run timeout 20 $CARCJUDGE_WRAP "$CARCJUDGE" check named.yaml
	wait
	[ "$status" -eq 0 ] && [ "$output" = "1 passed, 0 failed" ] ||
		fail_with "a FIFO given as FILE is read"
}

@test "the walk: forty directories, each walked once, a loop back to the top seen (the table of those met grows)" {
	mkdir top
	for i in {10..49}; do mkdir "top/d$i"; done
	worked 'red: 4, blue: 0' >top/d10/a.yaml
	ln -s ../d10 top/d49/again	# d10 again, met long before
	ln -s .. top/d49/up		# back to top: a loop
	# shellcheck disable=SC2086  # CARCJUDGE_WRAP is a word list
	run --separate-stderr timeout 20 $CARCJUDGE_WRAP "$CARCJUDGE" check top
	expect_status 4
	[ "$output" = "1 passed, 0 failed" ] &&
		[ "$stderr" = "carcjudge: top/d49/up: a symbolic link loop, not followed" ] ||
		fail_with "expected d10 walked once and the loop reported"
}

@test "a dangling link is the same counted FAIL (TAP not ok) and exit 4, met in a walk or named" {
	mkdir d
	worked 'red: 4, blue: 0' >d/ok.yaml
	worked 'red: 5, blue: 0' >d/wrong.yaml	# a mismatch: exit 1 alone
	ln -s nowhere d/gone.yaml
	for args in "d" "d/gone.yaml d/ok.yaml d/wrong.yaml"; do
		# shellcheck disable=SC2086  # a word list on purpose
		cj check $args
		expect_status 4 || return 1	# an I/O error outranks a mismatch
		[ "$output" = "FAIL d/gone.yaml: unreadable: d/gone.yaml: No such file or directory
FAIL d/wrong.yaml: totals red: expected 5, got 4
1 passed, 2 failed" ] || fail_with "check $args" || return 1
		[ -z "$stderr" ] || fail_with "check $args: stderr" || return 1
		# shellcheck disable=SC2086
		cj check --tap -j 2 $args
		expect_status 4 || return 1
		[ "${lines[1]}" = "1..3" ] && [ "${lines[2]}" = "not ok 1 - d/gone.yaml" ] ||
			fail_with "check --tap $args" || return 1
	done
}

@test "the walk: in a directory that can be read but not searched, every entry is reported as met (exit 4)" {
	local -a as_user=()
	local cj=$CARCJUDGE
	mkdir -p top/d
	worked 'red: 4, blue: 0' >top/d/a.yaml
	touch top/d/b.txt
	chmod 755 top
	chmod 644 top/d		# its names can be listed, not reached
	# Root reaches everything: the walk runs as nobody then, with a
	# copy of the tool named from here (the directories above may be
	# closed to nobody; a relative path does not cross them).
	if [ "$(id -u)" -eq 0 ]; then
		command -v setpriv >/dev/null ||
			fail_with "root, and no setpriv to run as nobody" || return 1
		chmod 755 "$BATS_TEST_TMPDIR"
		cp "$CARCJUDGE" cj && chmod 755 cj && cj=./cj
		# A coverage build writes its counts beside its objects, where
		# nobody may not: under gcov/ instead (lost, rather than
		# complained of on standard error).
		mkdir -m 777 gcov
		as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups
			env GCOV_PREFIX=gcov)
	fi
	# shellcheck disable=SC2086  # CARCJUDGE_WRAP is a word list
	run --separate-stderr "${as_user[@]}" $CARCJUDGE_WRAP "$cj" check top/d
	expect_status 4
	[ "$output" = "" ] &&
		[ "$stderr" = "carcjudge: top/d/a.yaml: Permission denied
carcjudge: top/d/b.txt: Permission denied" ] ||
		fail_with "expected both entries reported where the walk met them"
}

@test "paths of any length: a fixture and a refusal 26 levels of 200-character names down" {
	name=$(printf 'n%.0s' {1..200})
	mkdir top
	(
		cd top || exit 1
		for _ in {1..26}; do mkdir "$name" && cd "$name" || exit 1; done
		worked 'red: 4, blue: 0' >road.yaml
		worked 'red: 5, blue: 0' >wrong.yaml
		printf 'players: [red, purple]\n' >bad.yaml
		echo "carcjudge: bad.yaml:1:16: error: $PURPLE" >bad.err
	) || fail_with "cannot build the tree" || return 1
	deep="top$(printf "/$name%.0s" {1..26})"
	[ "${#deep}" -gt 5000 ] || fail_with "the path is only ${#deep} long" || return 1
	cj check top
	expect_status 1
	[ "$output" = "FAIL $deep/wrong.yaml: totals red: expected 5, got 4
2 passed, 1 failed" ] || fail_with "expected wrong.yaml to fail, by its full path"
	# Named on the command line too.
	cj check "$deep/bad.yaml" "$deep/road.yaml"
	expect_status 0
	[ "$output" = "2 passed, 0 failed" ] || fail_with "the long paths given"
}

@test "check with no FILE and standard input a terminal prints its usage (exit 2) instead of waiting" {
	need_script || return 1
	for sub in judge fixture check show import moves apply; do
		run timeout 20 script -qec "$CARCJUDGE_WRAP $CARCJUDGE $sub" /dev/null
		[ "$status" -eq 2 ] || fail_with "$sub: exit $status, expected 2" ||
			return 1
		[[ "$output" == *"usage: carcjudge $sub "* ]] ||
			fail_with "$sub: no usage" || return 1
	done
	# '-' named asks for standard input: it is read even from a terminal
	# (here one that gives end of file at once), by import as by the rest.
	for sub in judge check import; do
		run timeout 20 script -qec "$CARCJUDGE_WRAP $CARCJUDGE $sub -" \
			/dev/null </dev/null
		[ "$status" -eq 3 ] || fail_with "$sub -: exit $status, expected 3" ||
			return 1
		[[ "$output" != *"usage: "* ]] || fail_with "$sub -: usage" ||
			return 1
	done
}
