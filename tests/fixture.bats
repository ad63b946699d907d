#!/usr/bin/env bats
# carcjudge fixture --in-place, and fixture's one line model
# (carcjudge(1), fixture and Fixture output).
#
# The worked example of carcjudge(5) is the position used throughout: red's
# road W(-1,0)-D-U-W(2,0) is closed by blue's tile, 4 tiles x 1 = 4 points
# to red, 0 to blue; legal.  The rules it cites, in order of first
# citation (carcjudge(1), Fixture output): the placement's, the
# deployment's, then the road's score.

load helper

ALL_RULES="BASE-TILE-EMPTY, BASE-TILE-ADJACENT, BASE-TILE-EDGES, BASE-DEPLOY-TILE, BASE-DEPLOY-FREE, BASE-DEPLOY-SUPPLY, BASE-ROAD-COMPLETE, BASE-ROAD-SCORE, BASE-MAJORITY, BASE-RETURN"

setup() {
	trace_failures
	cd "$BATS_TEST_TMPDIR" || return 1
	W=$REPO/examples/worked.yaml
}

# mtime FILE: its modification time and inode, to tell a rewrite.
stamp() {
	stat -c '%Y %i' "$1"
}

@test "--in-place: a changed answer is written over the file, hand-picked rules kept less those no longer cited" {
	# The old block sits in the middle, before action:, with a comment.
	sed '/^action:/,$d' "$W" >a.yaml
	printf 'expect:   # by hand\n  verdict: legal\n  totals: {red: 5}\n  rules: [BASE-ROAD-SCORE, TUN-LINK]\n' >>a.yaml
	sed -n '/^action:/,$p' "$W" >>a.yaml
	cj fixture --in-place a.yaml
	expect_status 0
	[ "$output" = "a.yaml: updated: totals red 5 -> 4; rule TUN-LINK no longer cited
1 updated, 0 unchanged" ] || fail_with "the summary"
	{ cat "$W"; printf 'expect:\n  verdict: legal\n  totals: {red: 4, blue: 0}\n  rules: [BASE-ROAD-SCORE]\n'; } >want
	cmp -s a.yaml want || fail_with "the file:" "$(diff want a.yaml)"
	cj check a.yaml
	expect_status 0
}

@test "--in-place: where the answer stands, the file is not touched (bytes, time, inode)" {
	# Blue left out of totals is expected to gain 0; the list is a subset.
	{ cat "$W"; printf '\nexpect: {verdict: legal, totals: {red: 4}, rules: [BASE-MAJORITY]}  # kept\n# the end\n'; } >a.yaml
	cp a.yaml orig
	touch -d '2001-02-03 04:05:06' a.yaml
	before=$(stamp a.yaml)
	cj fixture --in-place a.yaml
	expect_status 0
	[ "$output" = "a.yaml: unchanged
0 updated, 1 unchanged" ] || fail_with "the summary"
	[ "$(stamp a.yaml)" = "$before" ] || fail_with "the file was rewritten"
	cmp -s a.yaml orig || fail_with "the bytes changed"
}

@test "--in-place --all-rules: every rule cited; a block without rules: stays without one" {
	{ cat "$W"; printf 'expect:\n  verdict: legal\n  totals: {red: 4, blue: 0}\n  rules: [BASE-MAJORITY]\n'; } >a.yaml
	{ cat "$W"; printf 'expect: {verdict: illegal, totals: {red: 4, blue: 0}}\n'; } >b.yaml
	cj fixture --in-place a.yaml b.yaml
	expect_status 0
	[ "$output" = "a.yaml: unchanged
b.yaml: updated: verdict illegal -> legal
1 updated, 1 unchanged" ] || fail_with "the summary"
	{ cat "$W"; printf 'expect:\n  verdict: legal\n  totals: {red: 4, blue: 0}\n'; } >want
	cmp -s b.yaml want || fail_with "b.yaml:" "$(diff want b.yaml)"
	cj fixture --in-place --all-rules a.yaml b.yaml
	expect_status 0
	[ "$output" = "a.yaml: updated: rules: every rule cited (10)
b.yaml: updated: rules: every rule cited (10)
2 updated, 0 unchanged" ] || fail_with "the summary"
	{ cat "$W"; printf 'expect:\n  verdict: legal\n  totals: {red: 4, blue: 0}\n  rules: [%s]\n' "$ALL_RULES"; } >want
	cmp -s a.yaml want && cmp -s b.yaml want || fail_with "a.yaml:" "$(diff want a.yaml)"
	# The same as fixture writes on standard output.
	cj fixture "$W"
	[ "$output" = "$(cat want)" ] || fail_with "fixture on stdout differs"
}

@test "--in-place: a new block, and one that was not valid, get every rule cited" {
	cp "$W" new.yaml
	{ cat "$W"; printf 'expect: {verdict: maybe}\n'; } >broken.yaml
	cj fixture --in-place new.yaml broken.yaml
	expect_status 0
	[ "$output" = "new.yaml: expect: block added
broken.yaml: expect: block replaced (the old one was not valid)
2 updated, 0 unchanged" ] || fail_with "the summary"
	{ cat "$W"; printf 'expect:\n  verdict: legal\n  totals: {red: 4, blue: 0}\n  rules: [%s]\n' "$ALL_RULES"; } >want
	cmp -s new.yaml want && cmp -s broken.yaml want || fail_with "the files"
}

@test "--in-place: an invalid or missing file is left as it is (exit 3, 4); the others are still done" {
	printf 'players: [red, purple]\n' >bad.yaml
	cp bad.yaml bad.orig
	touch -d '2001-02-03 04:05:06' bad.yaml
	before=$(stamp bad.yaml)
	cp "$W" good.yaml
	cj fixture --in-place bad.yaml good.yaml
	expect_status 3
	[ "$output" = "good.yaml: expect: block added
1 updated, 0 unchanged, 1 not written" ] || fail_with "the summary"
	[ "$stderr" = "carcjudge: bad.yaml:1:16: error: unknown colour 'purple' (red, green, blue, yellow, black, grey)" ] ||
		fail_with "the diagnostic"
	[ "$(stamp bad.yaml)" = "$before" ] && cmp -s bad.yaml bad.orig ||
		fail_with "the invalid file was touched"
	cj fixture --in-place good.yaml missing.yaml bad.yaml
	expect_status 4
	[ "$output" = "good.yaml: unchanged
0 updated, 1 unchanged, 2 not written" ] || fail_with "the summary"
	[ ! -e missing.yaml ] || fail_with "a missing file was created"
}

@test "--in-place keeps the permissions, leaves no temporary file" {
	mkdir d
	cp "$W" d/real.yaml
	chmod 640 d/real.yaml
	cj fixture --in-place d/real.yaml
	expect_status 0
	[ "$output" = "d/real.yaml: expect: block added
1 updated, 0 unchanged" ] || fail_with "the summary"
	[ "$(stat -c %a d/real.yaml)" = 640 ] || fail_with "the mode changed"
	grep -q '^expect:' d/real.yaml || fail_with "the file was not written"
	[ "$(ls -A d)" = real.yaml ] ||
		fail_with "something was left: $(ls -A d)"
}

# refused_in_place NAME WHAT: fixture --in-place NAME is exit 4, says
# "NAME: WHAT", writes nothing, and NAME is as it was (its ls -l line,
# inode and all).
refused_in_place() {
	local before
	before=$(ls -lid "$1")
	cj fixture --in-place "$1" good.yaml
	expect_status 4 || return 1
	[ "$output" = "good.yaml: expect: block added
1 updated, 0 unchanged, 1 not written" ] || fail_with "the summary" ||
		return 1
	[[ "$stderr" == "carcjudge: $1: $2"* ]] ||
		fail_with "the diagnostic: $2" || return 1
	[ "$(ls -lid "$1")" = "$before" ] || fail_with "$1 was touched" ||
		return 1
	[ -z "$(find . -name '.*.tmp')" ] || fail_with "a temporary was left"
}

@test "--in-place: a link, a FIFO, a device, a directory, a read-only file are refused (exit 4), kept as they are" {
	cp "$W" real.yaml
	cp real.yaml real.orig
	ln -s real.yaml link.yaml
	cp "$W" good.yaml
	refused_in_place link.yaml "a symbolic link, not a regular file"
	cmp -s real.yaml real.orig || fail_with "the file the link names was written"
	mkfifo fifo.yaml
	cp "$W" good.yaml
	# A FIFO nobody writes to: refused at once, never waited on.
	run timeout 10 "$CARCJUDGE" fixture --in-place fifo.yaml
	[ "$status" -eq 4 ] || fail_with "a FIFO: exit $status"
	[ -p fifo.yaml ] || fail_with "the FIFO was replaced"
	refused_in_place fifo.yaml "a FIFO, not a regular file"
	mkdir dir.yaml
	cp "$W" good.yaml
	refused_in_place dir.yaml "a directory, not a regular file"
	cp "$W" ro.yaml
	chmod 444 ro.yaml
	cp "$W" good.yaml
	refused_in_place ro.yaml "read-only: not rewritten"
	! grep -q expect: ro.yaml || fail_with "the read-only file was written"
	# One whose answer stands needs no writing: no refusal.
	cp good.yaml ro2.yaml
	chmod 444 ro2.yaml
	cj fixture --in-place ro2.yaml
	expect_status 0
	[ "$output" = "ro2.yaml: unchanged
0 updated, 1 unchanged" ] || fail_with "a read-only file that stands"
}

@test "--in-place: a device is refused, not opened" {
	# A device node of its own (the null device's numbers), never the
	# system's: a failure must not replace /dev/null.
	mknod dev.yaml c 1 3 2>/dev/null || skip "mknod is not permitted"
	cp "$W" good.yaml
	refused_in_place dev.yaml "a device, not a regular file"
	[ -c dev.yaml ] || fail_with "the device was replaced"
}

@test "fixture: bad usages exit 2 with one line" {
	cp "$W" a.yaml
	for args in "--all-rules a.yaml|fixture: --all-rules goes with --in-place" \
		"--in-place|fixture: --in-place needs the files to rewrite" \
		"--in-place -|fixture: --in-place cannot rewrite standard input" \
		"--in-place a.yaml -|fixture: --in-place cannot rewrite standard input" \
		"a.yaml a.yaml|fixture: one position at a time (or --in-place)"; do
		# shellcheck disable=SC2086
		cj fixture ${args%|*}
		expect_status 2 || fail_with "fixture ${args%|*}" || return 1
		[ -z "$output" ] || fail_with "${args%|*}: stdout" || return 1
		[ "$stderr" = "carcjudge: ${args#*|}" ] ||
			fail_with "${args%|*}: expected carcjudge: ${args#*|}" || return 1
	done
	cmp -s a.yaml "$W" || fail_with "a.yaml was changed"
}

@test "fixture keeps a CR-only file's breaks and an indented top level's indentation" {
	tr '\n' '\r' <"$W" >cr.yaml
	cj fixture cr.yaml
	expect_status 0
	{ cat cr.yaml; printf 'expect:\r  verdict: legal\r  totals: {red: 4, blue: 0}\r  rules: [%s]\r' "$ALL_RULES"; } >want
	[ "$output" = "$(cat want)" ] || fail_with "CR: the block ends its lines with CR"
	sed 's/^/   /' "$W" >ind.yaml
	cj fixture ind.yaml
	expect_status 0
	{ cat ind.yaml; printf '   expect:\n     verdict: legal\n     totals: {red: 4, blue: 0}\n     rules: [%s]\n' "$ALL_RULES"; } >want
	[ "$output" = "$(cat want)" ] || fail_with "indented: the block joins the top level"
}

@test "fixture: a top level whose first key is explicit ('? players') gets expect: at the mapping's column" {
	{ printf '? players\n: [red, blue]\n'; sed 1d "$W" | grep -v '^players:'; } >explicit.yaml
	cj judge explicit.yaml
	expect_status 0
	cj fixture explicit.yaml
	expect_status 0
	[ "${lines[-4]}" = "expect:" ] || fail_with "expect: indented as the key, not the mapping"
	printf '%s\n' "$output" >out.yaml
	cj check out.yaml
	expect_status 0
}

@test "fixture then check passes whatever the layout: every fixture with its breaks, BOM, indentation and markers changed" {
	# Every fixture of the project, its verdict turned over so that its
	# answer changed, in one of ten layouts (the k-th fixture in layout k
	# modulo 10, so that each layout meets a tenth of the corpus): LF,
	# CR LF, CR, NEL, LS, PS (libyaml breaks a line at each), a BOM, no
	# final break, indented by two, and followed by a document end marker
	# and a comment.
	mapfile -t F < <(cd "$REPO" && find fixtures -name '*.yaml' ! -path '*/invalid/*' | LC_ALL=C sort)
	[ "${#F[@]}" -gt 50 ] || fail_with "only ${#F[@]} fixtures" || return 1
	mkdir v
	(cd "$REPO" && LC_ALL=C awk -v out="$BATS_TEST_TMPDIR/v" '
	function flush(   i, name, v, eol, pre) {
		if (n == 0)
			return
		name = prev
		gsub("/", "_", name)
		split("lf crlf cr nel ls ps bom nofinal indent dots", vs, " ")
		for (v = 1; v <= 10; v++) {
			if (v % 10 != k)
				continue
			f = out "/" vs[v] "-" name
			eol = vs[v] == "crlf" ? "\r\n" : vs[v] == "cr" ? "\r" : \
			    vs[v] == "nel" ? "\302\205" : vs[v] == "ls" ? \
			    "\342\200\250" : vs[v] == "ps" ? "\342\200\251" : "\n"
			pre = vs[v] == "indent" ? "  " : ""
			if (vs[v] == "bom")
				printf "\357\273\277" > f
			for (i = 1; i <= n; i++)
				printf "%s%s%s", pre, line[i], \
				    (i == n && vs[v] == "nofinal") ? "" : eol > f
			if (vs[v] == "dots")
				printf "... # end\n# after the document\n" > f
			close(f)
		}
		n = 0
	}
	FNR == 1 { flush(); prev = FILENAME; k = (k + 1) % 10 }
	{
		l = $0
		if (sub(/verdict: legal/, "verdict: XX", l) == 0)
			sub(/verdict: illegal/, "verdict: legal", l)
		sub(/verdict: XX/, "verdict: illegal", l)
		line[++n] = l
	}
	END { flush() }' "${F[@]}") || fail_with "awk" || return 1
	n=${#F[@]}
	[ "$(ls v | wc -l)" -eq "$n" ] || fail_with "$(ls v | wc -l) of $n files" || return 1
	cj check -q -j 4 v
	[ "$output" = "0 passed, $n failed" ] || fail_with "every answer must have changed" ||
		return 1
	cj fixture --in-place v/*.yaml
	expect_status 0
	[ "${lines[-1]}" = "$n updated, 0 unchanged" ] || fail_with "all rewritten" ||
		return 1
	cj check -j 4 v
	expect_status 0
	[ "$output" = "$n passed, 0 failed" ] || fail_with "check after fixture" ||
		return 1
	# A second run finds nothing to do.
	cksum v/* >sums
	cj fixture --in-place v/*.yaml
	[ "${lines[-1]}" = "0 updated, $n unchanged" ] || fail_with "second run" ||
		return 1
	cksum v/* | cmp -s - sums || fail_with "a second run changed a file"
	# And on standard output: check passes on what fixture writes, for
	# the first ten files, one of each layout.
	mkdir out
	for l in lf crlf cr nel ls ps bom nofinal indent dots; do
		f=$(cd v && ls -- "$l"-* | head -n 1)
		"$CARCJUDGE" fixture "v/$f" >"out/$f" || fail_with "fixture v/$f" ||
			return 1
	done
	cj check out
	[ "$output" = "10 passed, 0 failed" ] || fail_with "check of fixture's output"
}

@test "fixture: a document-end marker with a comment is dropped, and a last line without its newline gets one before expect:" {
	{ cat "$W"; printf '... # the end'; } >end.yaml
	cj fixture end.yaml
	expect_status 0
	[[ "$output" != *"..."* ]] || fail_with "the marker was kept"
	[ "${lines[-4]}" = "expect:" ] || fail_with "expect: not after the position"
	head -c -1 "$W" >nonl.yaml
	cj fixture nonl.yaml
	expect_status 0
	[ "${lines[-5]}" = "  deploy: {feature: road@S}" ] &&
		[ "${lines[-4]}" = "expect:" ] ||
		fail_with "the last line and expect: not on lines of their own"
}
