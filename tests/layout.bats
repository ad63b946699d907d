#!/usr/bin/env bats
# How the source is laid out, checked on the objects the tool was built
# from: dependencies between files run one way.

load helper

@test "no two object files depend on each other, and there is no cycle" {
	local dir
	dir=$(beside '*.o') || fail_with "no object files beside $CARCJUDGE" || return 1
	run sh "$REPO/tools/calls-check" "$dir"
	[ "$status" -eq 0 ] || fail_with "cycles between object files:" "$output"
}

@test "calls-check finds a cycle when there is one" {
	local d="$BATS_TEST_TMPDIR/objs"
	mkdir "$d"
	printf 'int b(void);\nint a(void) { return b(); }\n' >"$d/a.c"
	printf 'int a(void);\nint b(void) { return a(); }\n' >"$d/b.c"
	cc -c -o "$d/a.o" "$d/a.c" && cc -c -o "$d/b.o" "$d/b.c" || fail_with "cc" || return 1
	run sh "$REPO/tools/calls-check" "$d"
	# Named, one a line: a status of 1 alone is also "no object files".
	[ "$status" -eq 1 ] && grep -qx a <<<"$output" && grep -qx b <<<"$output" ||
		fail_with "a cycle a <-> b went unseen"
}

@test "src/ cites rules by enum rule_id: no rule ID of rules.txt as a string literal" {
	local ids hits
	# Each ID quoted, one a line: a fixed-string pattern list for grep.
	ids=$(sed -n 's/^rule \(.*\)$/"\1"/p' "$REPO/rules/rules.txt")
	[ -n "$ids" ] || fail_with "no rule in rules/rules.txt" || return 1
	hits=$(grep -rnF -e "$ids" "$REPO/src" || true)
	[ -z "$hits" ] || fail_with "rule IDs as strings (cite RULE_... instead):" "$hits"
}

@test "a module's files include, of the engine, only module.h's plugin headers" {
	local allowed f inc bad=
	# The list after "plugin headers:" in module.h, to the comment's next
	# paragraph.
	allowed=$(sed -n '/plugin headers:/,/^ \*$/p' "$REPO/src/ext/module.h" |
		sed 's/.*plugin headers://; s/^ \*//' | tr -s ' ' '\n' |
		grep '\.h$')
	[[ "$allowed" == *engine.h* ]] || fail_with "no plugin headers listed in module.h:" "$allowed" || return 1
	for f in "$REPO"/src/ext/*.c; do
		while read -r inc; do
			grep -qxF "$inc" <<<"$allowed" || bad+="${f#"$REPO"/}: #include \"$inc\""$'\n'
		done < <(sed -n 's/^#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f")
	done
	[ -z "$bad" ] || fail_with "includes beyond the plugin headers:" "$bad"
}

@test "calls-check lets the registry and a module call each other, and nothing else" {
	local d="$BATS_TEST_TMPDIR/objs"
	mkdir -p "$d/ext"
	printf 'int hook(void);\nint keys(void) { return 1; }\nint run(void) { return hook(); }\n' >"$d/ext/modules.c"
	printf 'int keys(void);\nint cite(void);\nint hook(void) { return keys() + cite(); }\n' >"$d/ext/tunnel.c"
	printf 'int cite(void) { return 2; }\n' >"$d/engine.c"
	for f in ext/modules ext/tunnel engine; do
		cc -c -o "$d/$f.o" "$d/$f.c" || fail_with "cc $f" || return 1
	done
	run sh "$REPO/tools/calls-check" "$d"
	[ "$status" -eq 0 ] || fail_with "the registry and its module taken for a cycle"
	# The engine calling the module back is a cycle like any other.
	printf 'int hook(void);\nint cite(void) { return 2; }\nint judge(void) { return hook(); }\n' >"$d/engine.c"
	cc -c -o "$d/engine.o" "$d/engine.c" || fail_with "cc engine" || return 1
	run sh "$REPO/tools/calls-check" "$d"
	[ "$status" -eq 1 ] && grep -qx engine <<<"$output" && grep -qx tunnel <<<"$output" ||
		fail_with "engine <-> tunnel went unseen"
}

# The expansions by name, as words or inside names (MK_WAGON), not inside
# other words ("switch", "image").
EXPANSION_NAMES='(^|[^a-z])(tunnel|labyrinth|flier|flying|wagon|mage|witch|portal|token|robber|leipzig|inns?([^a-z]|$)|magic|cathedral|market)'
# The base engine (HACKING.md): what it needs of an expansion it asks
# through a mechanism, never by name -- the numbering headers the modules
# declare their keys, kinds and routes into, the action as read and said,
# the disputed readings and the position writer included.
BASE_FILES='src/judge.c src/engine.c src/engine.h src/score.c src/board.c src/board.h src/position.h src/position.c src/game.c src/game.h src/settings.c src/settings.h src/figures.c src/figures.h src/engine_once.c src/engine_once.h src/readings.c src/readings.h src/action.c src/pending.c src/out/emit.c src/out/emit.h src/out/emitkeys.c src/out/emitkeys.h'

@test "the base engine (judge, engine, score, board, position, game, settings, figures, readings, action, emit) names no expansion" {
	local hits
	# shellcheck disable=SC2086  # a list of paths
	hits=$(cd "$REPO" && grep -n -i -E "$EXPANSION_NAMES" $BASE_FILES || true)
	[ -z "$hits" ] || fail_with "expansion names in the base engine (move the code to its module in src/ext/):" "$hits"
}

@test "the expansion-name pattern finds a name in a line, and not in switch or image" {
	grep -q -i -E "$EXPANSION_NAMES" <<<'	if (a->dkind == MK_WAGON)' ||
		fail_with "MK_WAGON unseen" || return 1
	grep -q -i -E "$EXPANSION_NAMES" <<<'/* the inn */' || fail_with "inn unseen" || return 1
	grep -q -i -E "$EXPANSION_NAMES" <<<'	if (f->kind == SEG_CATHEDRAL)' ||
		fail_with "SEG_CATHEDRAL unseen" || return 1
	! grep -q -i -E "$EXPANSION_NAMES" <<<'	switch (f->kind) { /* image, inner */' ||
		fail_with "a name found inside another word"
}

@test "a rule cited by a misspelt ID does not compile; rightly spelt, it does" {
	local dir c="$BATS_TEST_TMPDIR/cite.c"
	dir=$(beside ruleid.h) || fail_with "no ruleid.h beside $CARCJUDGE" || return 1
	printf '#include "ruleid.h"\nenum rule_id cited(void);\nenum rule_id cited(void) { return RULE_BASE_TILE_EMPTY; }\n' >"$c"
	run cc -std=c17 -fsyntax-only -I"$dir" "$c"
	[ "$status" -eq 0 ] || fail_with "RULE_BASE_TILE_EMPTY does not compile"
	printf '#include "ruleid.h"\nenum rule_id cited(void);\nenum rule_id cited(void) { return RULE_BASE_TILE_EMTPY; }\n' >"$c"
	run cc -std=c17 -fsyntax-only -I"$dir" "$c"
	[ "$status" -ne 0 ] || fail_with "a misspelt rule ID compiled"
}

@test "src/ reaches no process state: no stdout, stderr, printf, getopt or isatty but through the run, no _Thread_local but the documented two" {
	run sh "$REPO/tools/process-state" "$REPO/src"
	[ "$status" -eq 0 ] || fail_with "files of src/ that reach the process (pass the run, or its diagnostic state, down):" "$output"
}

@test "process-state finds the process's streams, getopt, isatty and _Thread_local, not in comments, strings or main.c" {
	local d="$BATS_TEST_TMPDIR/src"
	mkdir -p "$d/out"
	printf '/* stdout, in a comment */\nint f(void) { return printf("stderr"); }\n' >"$d/a.c"
	printf 'static _Thread_local int x;\nint g(void) { return isatty(1) + optind; }\n' >"$d/out/b.c"
	printf 'int h(void) { return getopt_long(0, 0, "", 0, 0) + puts(""); }\n' >"$d/c.h"
	printf 'int main(void) { return stdout != 0; }\n' >"$d/main.c"
	printf 'static _Thread_local int y;\n' >"$d/xalloc.c"
	run sh "$REPO/tools/process-state" "$d"
	[ "$status" -eq 1 ] || fail_with "status $status:" "$output" || return 1
	[ "$output" = "$d/a.c:2: printf
$d/c.h:1: getopt_long
$d/c.h:1: puts
$d/out/b.c:1: _Thread_local
$d/out/b.c:2: isatty
$d/out/b.c:2: optind" ] || fail_with "found:" "$output"
}

@test "process-state finds the process's environment (getenv) but in run.c and covtrial.c" {
	local d="$BATS_TEST_TMPDIR/src"
	mkdir -p "$d"
	printf 'const char *f(void) { return getenv("NO_COLOR"); }\n' >"$d/a.c"
	printf 'const char *g(void) { return getenv("NO_COLOR"); }\n' >"$d/run.c"
	printf 'const char *h(void) { return getenv("X"); }\n' >"$d/covtrial.c"
	run sh "$REPO/tools/process-state" "$d"
	[ "$status" -eq 1 ] || fail_with "status $status:" "$output" || return 1
	[ "$output" = "$d/a.c:1: getenv" ] || fail_with "found:" "$output"
}

@test "every name an object file defines for others is used: no function or table nothing calls or reads" {
	local dir
	dir=$(beside '*.o') || fail_with "no object files beside $CARCJUDGE" || return 1
	run sh "$REPO/tools/unused-symbols" "$dir" "$REPO/src" "$REPO/tests"
	[ "$status" -eq 0 ] || fail_with "defined and used nowhere (remove them):" "$output"
}

@test "unused-symbols finds a function nothing calls, not one its own file calls" {
	local d="$BATS_TEST_TMPDIR/objs"
	mkdir "$d"
	# Declared in headers, as src/ declares them: each named once here.
	printf 'int lonely(void) { return 1; }\nint helper(void) { return 2; }\nint user(void) { return helper(); }\n' >"$d/a.c"
	printf 'int user(void);\nint b(void) { return user(); }\n' >"$d/b.c"
	cc -std=c17 -c -o "$d/a.o" "$d/a.c"
	cc -std=c17 -c -o "$d/b.o" "$d/b.c"
	run sh "$REPO/tools/unused-symbols" "$d" "$d"
	[ "$status" -eq 1 ] || fail_with "status $status:" "$output" || return 1
	[ "$output" = "b
lonely" ] || fail_with "$output"
}
