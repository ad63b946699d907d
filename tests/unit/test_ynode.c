/* Unit tests for ynode: positions, end lines, every error the loader
 * reports, and hostile input.  Exits nonzero if any check fails. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "diag.h"
#include "ynode.h"

#include "check.h"

static const struct ylimits deflim = { 1 << 20, 64, 100000, YNODE_MAX_KEYS };

static struct ynode *
parse(const char *s, struct yerror *err)
{
	return ynode_parse(s, strlen(s), &deflim, err);
}

/* Expects input (len bytes) to fail at line:col with message msg, or with
 * line 0 to succeed. */
static void
experrn(const char *s, size_t len, const struct ylimits *lim, int line,
    int col, const char *msg, int srcline)
{
	struct yerror err;
	struct ynode *root;
	int ok;

	memset(&err, 0, sizeof err);
	root = ynode_parse(s, len, lim ? lim : &deflim, &err);
	if (line == 0)
		ok = root != NULL;
	else
		ok = root == NULL && err.line == line && err.col == col &&
		    strcmp(err.msg, msg) == 0;
	if (ok)
		npass++;
	else {
		nfail++;
		printf("FAIL line %d: want %d:%d '%s', got %s %d:%d '%s'\n",
		    srcline, line, col, msg, root ? "success" : "error",
		    err.line, err.col, root ? "" : err.msg);
	}
	ynode_free(root);
}

#define EXPERR(s, l, c, m)	experrn((s), strlen(s), NULL, (l), (c), (m), \
				    __LINE__)
#define EXPERRL(s, lim, l, c, m) experrn((s), strlen(s), (lim), (l), (c), \
				    (m), __LINE__)

static int
at(const struct ynode *n, int line, int col)
{
	return n != NULL && n->line == line && n->col == col;
}

static const char *
str(const struct ynode *n)
{
	return n != NULL && n->kind == YN_SCALAR ? n->str : "<not a scalar>";
}

static const char doc[] =
    "format: 1\n"				/* 1 */
    "# comment\n"				/* 2 */
    "players: [red, blue]\n"			/* 3 */
    "\xc3\xb1" "ame: {\xc3\xa4: 1, b: 2}\n"	/* 4: ñame: {ä: 1, b: 2} */
    "board:\n"					/* 5 */
    "  - tile: D\n"				/* 6 */
    "    at: [0, 0]\n"				/* 7 */
    "    meeples:\n"				/* 8 */
    "      - {player: red,\n"			/* 9 */
    "         feature: road@E}\n"		/* 10 */
    "  - tile: 'TU1'\n"				/* 11 */
    "    at:\n"					/* 12 */
    "    - 1\n"					/* 13 */
    "    - 0\n"					/* 14 */
    "text: |\n"					/* 15 */
    "  line one\n"				/* 16 */
    "  line two\n"				/* 17 */
    "\n"					/* 18 */
    "# comment\n"				/* 19 */
    "rules:\n"					/* 20 */
    "  farmers: 3\n"				/* 21 */
    "  tunnel:\n"				/* 22 */
    "    tokens: hig\n"				/* 23 */
    "\n"					/* 24 */
    "# trailing comment\n"			/* 25 */
    "  # indented comment\n"			/* 26 */
    "empty:\n"					/* 27 */
    "q: \"multi\n"				/* 28 */
    "  line\"\n"				/* 29 */
    "folded: >-\n"				/* 30 */
    "    x\n"					/* 31 */
    "\n"					/* 32 */
    "    y   \n"				/* 33 */
    "  \n"					/* 34 */
    "action:\n"					/* 35 */
    "  player: red\n"				/* 36 */
    "  place: {tile: TU2,\n"			/* 37 */
    "    at: [2, 0]}\n"				/* 38 */
    "\n"					/* 39 */
    "\n";					/* 40 */

/* The checks of doc; first is the column of line 1's first character. */
static void
checkdoc(const char *s, size_t len)
{
	struct yerror err = { 99, 99, "untouched" };
	struct ynode *root, *n, *m;

	root = ynode_parse(s, len, &deflim, &err);
	CHECK(root != NULL);
	if (root == NULL) {
		printf("  error %d:%d %s\n", err.line, err.col, err.msg);
		return;
	}
	CHECK(err.line == 99 && strcmp(err.msg, "untouched") == 0);
	CHECK(root->kind == YN_MAP && !root->flow && root->n == 10);
	CHECK(at(root, 1, 1) && root->end_line == 38);

	n = ynode_get(root, "format");
	CHECK(at(n, 1, 9) && n->plain && n->len == 1 && n->end_line == 1);
	CHECK(at(root->items[0], 1, 1));

	n = ynode_get(root, "players");
	CHECK(at(n, 3, 10) && n->kind == YN_SEQ && n->flow && n->n == 2);
	CHECK(n->end_line == 3 && at(n->items[1], 3, 16));
	CHECK(strcmp(str(n->items[1]), "blue") == 0);

	/* Columns count characters: ñ and ä are two bytes each. */
	n = ynode_get(root, "\xc3\xb1" "ame");
	CHECK(at(root->items[4], 4, 1));
	CHECK(at(n, 4, 7) && n->kind == YN_MAP && n->flow && n->n == 2);
	CHECK(n != NULL && at(n->items[0], 4, 8) && at(n->items[1], 4, 11));
	CHECK(n != NULL && at(n->items[2], 4, 14) && at(n->items[3], 4, 17));

	n = ynode_get(root, "board");
	CHECK(at(n, 6, 3) && n->kind == YN_SEQ && !n->flow && n->n == 2);
	CHECK(n != NULL && n->end_line == 14);
	if (n != NULL && n->n == 2) {
		m = n->items[0];
		CHECK(at(m, 6, 5) && m->kind == YN_MAP && m->end_line == 10);
		m = ynode_get(m, "meeples");
		CHECK(at(m, 9, 7) && m->kind == YN_SEQ && m->end_line == 10);
		m = m ? m->items[0] : NULL;
		CHECK(at(m, 9, 9) && m->flow && m->end_line == 10);
		CHECK(at(m->items[2], 10, 10) && at(m->items[3], 10, 19));
		CHECK(strcmp(str(ynode_get(m, "feature")), "road@E") == 0);
		m = n->items[1];
		CHECK(strcmp(str(ynode_get(m, "tile")), "TU1") == 0);
		CHECK(!ynode_get(m, "tile")->plain);
		CHECK(at(ynode_get(m, "tile"), 11, 11));
		m = ynode_get(m, "at");
		CHECK(at(m, 13, 5) && m->end_line == 14 && !m->flow);
	}

	/* A block scalar ends at its last line with text, not at the
	 * comment or key after it. */
	n = ynode_get(root, "text");
	CHECK(at(n, 15, 7) && n->end_line == 17 && !n->plain);
	CHECK(strcmp(str(n), "line one\nline two\n") == 0);

	/* A block mapping followed by comments ends at its last value. */
	n = ynode_get(root, "rules");
	CHECK(at(n, 21, 3) && n->end_line == 23);

	n = ynode_get(root, "empty");
	CHECK(at(n, 27, 7) && n->end_line == 27 && ynode_is_null(n));

	n = ynode_get(root, "q");
	CHECK(at(n, 28, 4) && n->end_line == 29 && !n->plain);
	CHECK(strcmp(str(n), "multi line") == 0);

	n = ynode_get(root, "folded");
	CHECK(at(n, 30, 9) && n->end_line == 33);

	/* The last block mapping, at EOF after blank lines. */
	n = ynode_get(root, "action");
	CHECK(at(n, 36, 3) && n->end_line == 38 && n->n == 2);
	CHECK(at(ynode_get(n, "place"), 37, 10));

	CHECK(ynode_get(root, "nope") == NULL);
	CHECK(ynode_get(ynode_get(root, "format"), "x") == NULL);
	ynode_free(root);
}

/* doc with every "\n" replaced by sep. */
static char *
resep(const char *s, const char *sep)
{
	size_t n = 0, i, k = strlen(sep);
	char *out, *o;

	for (i = 0; s[i]; i++)
		n += s[i] == '\n' ? k : 1;
	if ((o = out = malloc(n + 4)) == NULL)
		abort();
	for (i = 0; s[i]; i++) {
		if (s[i] == '\n') {
			memcpy(o, sep, k);
			o += k;
		} else
			*o++ = s[i];
	}
	*o = '\0';
	return out;
}

static void
test_doc(void)
{
	char *s, *t;
	size_t len;

	checkdoc(doc, strlen(doc));
	s = resep(doc, "\r\n");
	checkdoc(s, strlen(s));
	free(s);

	/* A UTF-8 byte order mark is not a character of line 1. */
	len = strlen(doc);
	if ((t = malloc(len + 3)) == NULL)
		abort();
	memcpy(t, "\xef\xbb\xbf", 3);
	memcpy(t + 3, doc, len);
	checkdoc(t, len + 3);
	free(t);

	/* Without the blank lines at the end, and without the last
	 * newline: same end lines. */
	len = strlen(doc) - 3;
	checkdoc(doc, len);
}

static void
test_endlines(void)
{
	struct yerror err;
	struct ynode *root, *n;

	root = parse("a:\n  b: |\n    x\n\n  c: 1\n# c\n", &err);
	CHECK(root != NULL && root->end_line == 5);
	n = ynode_get(root, "a");
	CHECK(n != NULL && n->end_line == 5);
	CHECK(n != NULL && ynode_get(n, "b")->end_line == 3);
	ynode_free(root);

	/* Block scalar at EOF, with and without a final newline. */
	root = parse("a: 1\nb: |\n  x\n  y", &err);
	CHECK(root != NULL && ynode_get(root, "b")->end_line == 4);
	ynode_free(root);
	root = parse("a: 1\nb: |+\n  x\n\n\n", &err);
	CHECK(root != NULL && ynode_get(root, "b")->end_line == 3);
	ynode_free(root);
	/* Empty block scalar: it ends on its own line. */
	root = parse("a: |\nb: 1\n", &err);
	CHECK(root != NULL && ynode_get(root, "a")->end_line == 1);
	CHECK(root != NULL && ynode_get(root, "a")->len == 0);
	ynode_free(root);

	/* An indentless sequence under a key, then a comment. */
	root = parse("expect:\n- a\n- b:\n    c\n# x\nz: 1\n", &err);
	n = ynode_get(root, "expect");
	CHECK(n != NULL && at(n, 2, 1) && n->end_line == 4);
	ynode_free(root);

	/* Multi-line plain scalar. */
	root = parse("a: x\n  y\n\n  z\nb: 1\n", &err);
	n = ynode_get(root, "a");
	CHECK(n != NULL && n->end_line == 4 && strcmp(n->str, "x y\nz") == 0);
	ynode_free(root);

	/* Root scalar. */
	root = parse("hello\n", &err);
	CHECK(root != NULL && root->kind == YN_SCALAR && root->end_line == 1);
	ynode_free(root);
}

static void
test_nulls(void)
{
	struct yerror err;
	struct ynode *root;

	root = parse("[~, null, Null, NULL, '', \"~\", nul, x]", &err);
	CHECK(root != NULL && root->n == 8);
	if (root != NULL && root->n == 8) {
		CHECK(ynode_is_null(root->items[0]));
		CHECK(ynode_is_null(root->items[1]));
		/* YAML's other spellings are strings to the format. */
		CHECK(!ynode_is_null(root->items[2]));
		CHECK(!ynode_is_null(root->items[3]));
		CHECK(!ynode_is_null(root->items[4]));
		CHECK(!ynode_is_null(root->items[5]));
		CHECK(!ynode_is_null(root->items[6]));
		CHECK(!ynode_is_null(root->items[7]));
		CHECK(!ynode_is_null(root));
	}
	ynode_free(root);
	root = parse("a:\nb: [-]\n", &err);
	CHECK(root != NULL && ynode_is_null(ynode_get(root, "a")));
	ynode_free(root);
	CHECK(!ynode_is_null(NULL));
}

/* A NUL, even escaped, is refused where it stands: "D\0x" would be read
 * as the tile D by anything that stops at the NUL. */
static void
test_escaped_nul(void)
{
	EXPERR("a: \"D\\0x\"\n", 1, 6, "NUL character is not allowed");
	EXPERR("a: \"\\x00\"\n", 1, 5, "NUL character is not allowed");
	EXPERR("a: \"\\u0000\"\n", 1, 5, "NUL character is not allowed");
	EXPERR("a: \"\\U00000000\"\n", 1, 5, "NUL character is not allowed");
	/* In a key, flow and block. */
	EXPERR("{\"a\\0b\": 1}", 1, 4, "NUL character is not allowed");
	EXPERR("b: 1\n\"x\\0\": 2\n", 2, 3, "NUL character is not allowed");
	/* Columns in characters, after escapes, quotes, lines and a folded
	 * line break inside the scalar. */
	EXPERR("a: \"\xc3\xa9\\\"\\t\\x41\\0\"\n", 1, 14,
	    "NUL character is not allowed");
	EXPERR("a: \"one\n  two \\\n  three\\x00\"\n", 3, 8,
	    "NUL character is not allowed");
	EXPERR("a: \"x\r\n  \\u0000\"\n", 2, 3,
	    "NUL character is not allowed");
	/* Not a NUL: escapes of other zeros, and a backslash before 0. */
	EXPERR("a: \"\\x30\\u0030\\\\0\"\nb: '\\0'\nc: \\0\n", 0, 0, "");
}

static void
test_errors(void)
{
	static const struct ylimits small = { 100, 3, 5, YNODE_MAX_KEYS };
	static const struct ylimits shallow = { 100, 3, 100, YNODE_MAX_KEYS };
	static const char nul[] = "a: 1\nb\xc3\xa9\0: 2\n";

	/* Syntax. */
	EXPERR("a: 1\n  b: 2\n", 2, 4,
	    "mapping values are not allowed in this context");
	EXPERR("a: 1\n b: 2\nc: 3\n", 2, 3,
	    "mapping values are not allowed in this context");
	EXPERR("a:\n  - 1\n  b: 2\n", 3, 3,
	    "did not find expected '-' indicator while parsing a block "
	    "collection that started at line 2");
	EXPERR("a: 1\n- b\n", 2, 1,
	    "did not find expected key while parsing a block mapping "
	    "that started at line 1");
	EXPERR("a: 1\nb\n# c\n\nc: 2\n", 2, 1,
	    "could not find expected ':' while scanning a simple key");
	EXPERR("a: [1, 2\nb: 3\n", 2, 2,
	    "did not find expected ',' or ']' while parsing a flow sequence "
	    "that started at line 1");
	EXPERR("a: \"abc\n", 2, 1,
	    "found unexpected end of stream while scanning a quoted scalar "
	    "that started at line 1");
	EXPERR("a: @x\n", 1, 4, "found character that cannot start any token "
	    "while scanning for the next token");
	EXPERR("a:\tb: 1\n", 1, 5,
	    "mapping values are not allowed in this context");

	/* Anchors and aliases. */
	EXPERR("a: &x 1\nb: 2\n", 1, 4, "anchors and aliases are not allowed");
	EXPERR("a:\n  b: &x\n    - 1\n", 2, 6,
	    "anchors and aliases are not allowed");
	EXPERR("a: 1\nb: *x\n", 2, 4, "anchors and aliases are not allowed");
	EXPERR("&x a: 1\n", 1, 1, "anchors and aliases are not allowed");
	EXPERR("a: [1, *y]\n", 1, 8, "anchors and aliases are not allowed");
	EXPERR("a: 1\n*x : 2\n", 2, 1, "anchors and aliases are not allowed");

	/* Tags, including the non-specific "!". */
	EXPERR("a: !!str 1\n", 1, 4, "tags are not allowed");
	EXPERR("a: !foo x\n", 1, 4, "tags are not allowed");
	EXPERR("a:\n  - ! x\n", 2, 5, "tags are not allowed");
	EXPERR("a: !!map {}\n", 1, 4, "tags are not allowed");
	EXPERR("--- !!seq\n- 1\n", 1, 5, "tags are not allowed");
	EXPERR("%TAG !e! tag:x,2000:\n---\na: !e!y 1\n", 3, 4,
	    "tags are not allowed");

	/* A second document. */
	EXPERR("a: 1\n---\nb: 2\n", 2, 1, "only one document is allowed");
	EXPERR("a: 1\n...\n---\nb: 2\n", 3, 1,
	    "only one document is allowed");
	EXPERR("a: 1\n...\nb: 2\n", 3, 1,
	    "did not find expected <document start>");
	EXPERR("a: 1\n--- \n", 2, 1, "only one document is allowed");
	EXPERR("---\na: 1\n...\n# end\n---\n", 5, 1,
	    "only one document is allowed");

	/* Empty. */
	EXPERR("", 1, 1, "empty document");
	EXPERR("# only a comment\n\n", 1, 1, "empty document");
	EXPERR("--- \n...\n", 1, 1, "empty document");
	EXPERR("\n\n---\n", 3, 1, "empty document");

	/* Keys. */
	EXPERR("? [a]\n: 1\n", 1, 3, "a mapping key must be a scalar");
	EXPERR("{[a]: 1}\n", 1, 2, "a mapping key must be a scalar");
	EXPERR("a: 1\n[b]: 2\n", 2, 1, "a mapping key must be a scalar");
	EXPERR("a: 1\n? {b: 1}\n", 2, 3, "a mapping key must be a scalar");
	EXPERR("a: 1\nb: 2\na: 3\n", 3, 1, "duplicate key 'a'");
	EXPERR("x: {k: 1, \"k\": 2}\n", 1, 11, "duplicate key 'k'");
	EXPERR("x:\n  a: 1\n  'a': 1\n", 3, 3, "duplicate key 'a'");
	EXPERR("\"\\t\\x01\\u0085\": 1\n\"\\t\\x01\\u0085\": 1\n", 2, 1,
	    "duplicate key '\\t\\x01\\u0085'");
	EXPERR("\"a\\\\b\\e\": 1\n\"a\\\\b\\e\": 1\n", 2, 1,
	    "duplicate key 'a\\\\b\\x1B'");
	{
		struct yerror err;
		struct ynode *r;

		/* Same key in two mappings. */
		r = parse("a: {k: 1}\nb: {k: 1}\n", &err);
		CHECK(r != NULL);
		ynode_free(r);
	}

	/* Limits. */
	EXPERRL("[[[1]]]", &small, 0, 0, "");
	EXPERRL("[[[[1]]]]", &small, 1, 4, "nesting deeper than 3 levels");
	EXPERRL("a:\n  b:\n    c:\n      d: 1\n", &shallow, 4, 7,
	    "nesting deeper than 3 levels");
	EXPERRL("[1, 2, 3, 4, 5]", &small, 1, 14, "more than 5 nodes");
	{
		char big[102];

		memset(big, 'a', sizeof big);
		experrn(big, 101, &small, 1, 1, "input is larger than 100 bytes",
		    __LINE__);
		experrn(big, 100, &small, 0, 0, "", __LINE__);
	}

	/* Encoding. */
	EXPERR("a: \xff\n", 1, 4, "invalid UTF-8 (byte 0xFF)");
	EXPERR("a: b\n\xc3(: 1\n", 2, 1, "invalid UTF-8 (byte 0xC3)");
	EXPERR("a: \xc3\xa9\xc0\xaf\n", 1, 5, "invalid UTF-8 (byte 0xC0)");
	EXPERR("a: \xe0\x80\xaf\n", 1, 4, "invalid UTF-8 (byte 0xE0)");
	EXPERR("a: \xed\xa0\x80\n", 1, 4, "invalid UTF-8 (byte 0xED)");
	EXPERR("a: \xf4\x90\x80\x80\n", 1, 4, "invalid UTF-8 (byte 0xF4)");
	EXPERR("a: \xe2\x82", 1, 4, "invalid UTF-8 (byte 0xE2)");
	EXPERR("\xff\xfe" "a\0:\0", 1, 1, "invalid UTF-8 (byte 0xFF)");
	experrn(nul, sizeof nul - 1, NULL, 2, 3,
	    "NUL character is not allowed", __LINE__);
	EXPERR("a: \x01\n", 1, 4, "control character U+0001 is not allowed");
	EXPERR("a: 1\r\nb: \x7f", 2, 4,
	    "control character U+007F is not allowed");
	EXPERR("a: \xc2\x80", 1, 4, "control character U+0080 is not allowed");
	EXPERR("a: \xef\xbf\xbe", 1, 4, "character U+FFFE is not allowed");
}

/*
 * Every byte value at each of 16 places in a comment, so that each lane of
 * the eight-byte test of plain ASCII meets each: a byte the format allows
 * parses, any other is refused at its own column, as the byte-by-byte
 * check reports it.
 */
static void
test_every_byte(void)
{
	static const char doc16[] = "# 0123456789abcdef\na: 1\n";
	char s[sizeof doc16], msg[64];
	int b, k;

	for (k = 0; k < 16; k++)
		for (b = 0; b < 256; b++) {
			/* A fresh copy each time: gcc 12 -O2 dropped the
			 * store that put the digit back after the last byte. */
			memcpy(s, doc16, sizeof s);
			s[2 + k] = (char)b;
			if (b == '\n' || b == '\r')
				;	/* a line break: the rest is a key */
			else if ((b >= 0x20 && b <= 0x7e) || b == '\t')
				experrn(s, sizeof s - 1, NULL, 0, 0, "",
				    __LINE__);
			else {
				if (b == 0)
					snprintf(msg, sizeof msg,
					    "NUL character is not allowed");
				else if (b < 0x80)
					snprintf(msg, sizeof msg, "control "
					    "character U+%04X is not allowed",
					    (unsigned)b);
				else
					snprintf(msg, sizeof msg, "invalid "
					    "UTF-8 (byte 0x%02X)", (unsigned)b);
				experrn(s, sizeof s - 1, NULL, 1, 3 + k, msg,
				    __LINE__);
			}
		}
}

/*
 * "[[[[...": too deep for the limit, and deep but allowed.  2500 levels:
 * libyaml's scanner takes time quadratic in the depth of flow nesting (it
 * keeps a possible simple key per level), 1.5 s of CPU at 10000 levels.
 */
static void
test_deep(void)
{
	enum { DEPTH = 2500 };
	struct ylimits lim = { 1 << 20, 64, 100000, YNODE_MAX_KEYS };
	struct yerror err;
	struct ynode *root, *n;
	char *s;
	int i;

	if ((s = malloc(2 * DEPTH + 2)) == NULL)
		abort();
	memset(s, '[', DEPTH);
	s[DEPTH] = '\0';
	experrn(s, DEPTH, &lim, 1, 65, "nesting deeper than 64 levels",
	    __LINE__);

	/* Allowed, unclosed: a syntax error deep down must free it all. */
	lim.max_depth = DEPTH;
	root = ynode_parse(s, DEPTH, &lim, &err);
	CHECK(root == NULL && err.line == 2 && err.col == 1);

	memset(s + DEPTH, ']', DEPTH);
	s[2 * DEPTH] = '\0';
	root = ynode_parse(s, 2 * DEPTH, &lim, &err);
	CHECK(root != NULL);
	for (i = 1, n = root; n != NULL && n->n == 1; i++)
		n = n->items[0];
	CHECK(i == DEPTH && n != NULL && n->n == 0 && n->flow);
	ynode_free(root);
	lim.max_nodes = DEPTH - 1;
	experrn(s, 2 * DEPTH, &lim, 1, DEPTH, "more than 2499 nodes",
	    __LINE__);

	/* Deep block nesting ("- - - - x"). */
	lim.max_nodes = 100000;
	for (i = 0; i < DEPTH; i++)
		memcpy(s + 2 * i, "- ", 2);
	s[2 * DEPTH] = '\0';
	s[2 * DEPTH - 1] = 'x';
	root = ynode_parse(s, 2 * DEPTH, &lim, &err);
	CHECK(root != NULL);
	ynode_free(root);
	free(s);
}

static char *
bigmap(size_t nkeys, const char *last, size_t *lenp)
{
	size_t cap = nkeys * 24 + 64, len = 0, i;
	char *s;

	if ((s = malloc(cap)) == NULL)
		abort();
	for (i = 0; i < nkeys; i++)
		len += (size_t)snprintf(s + len, cap - len, "key%zu: %zu\n", i,
		    i);
	if (last != NULL)
		len += (size_t)snprintf(s + len, cap - len, "%s: x\n", last);
	*lenp = len;
	return s;
}

/* Expects bigmap(nkeys, last) refused at line:1 with msg; returns the
 * seconds the parse took. */
static double
bigmap_err(size_t nkeys, const char *last, const struct ylimits *lim,
    int line, const char *msg, int srcline)
{
	size_t len;
	char *s = bigmap(nkeys, last, &len);
	clock_t t0 = clock();
	double secs;

	experrn(s, len, lim, line, 1, msg, srcline);
	secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
	free(s);
	return secs;
}

/* At most YNODE_MAX_KEYS keys in a mapping: the duplicate check stays
 * linear in the file whatever the keys (tests/harden.bats tries keys
 * crafted to collide in a hash). */
static void
test_bigmap(void)
{
	enum { NKEYS = 100000 };
	struct ylimits lim = { 1 << 24, 64, 2 * NKEYS + 3, YNODE_MAX_KEYS };
	struct yerror err;
	struct ynode *root;
	double secs;
	size_t len;
	char *s;

	secs = bigmap_err(NKEYS, "key4242", &lim, YNODE_MAX_KEYS + 1,
	    "more than 64 keys in one mapping", __LINE__);
	CHECK(secs < 5.0);
	printf("100k-key mapping: %.3f s\n", secs);

	/* As many as allowed, then one more, then a duplicate at the end. */
	s = bigmap(YNODE_MAX_KEYS, NULL, &len);
	root = ynode_parse(s, len, &lim, &err);
	CHECK(root != NULL && root->n == YNODE_MAX_KEYS);
	CHECK(strcmp(str(ynode_get(root, "key63")), "63") == 0);
	CHECK(root != NULL && root->end_line == YNODE_MAX_KEYS);
	ynode_free(root);
	free(s);
	bigmap_err(YNODE_MAX_KEYS, "last", &lim, YNODE_MAX_KEYS + 1,
	    "more than 64 keys in one mapping", __LINE__);
	bigmap_err(YNODE_MAX_KEYS - 1, "key0", &lim, YNODE_MAX_KEYS,
	    "duplicate key 'key0'", __LINE__);
	/* Flow style, and mappings side by side each within the limit. */
	EXPERR("{a: 1, b: 2, a: 3}", 1, 14, "duplicate key 'a'");
	{
		char buf[8192];
		size_t n = 0, i, k;

		for (k = 0; k < 3; k++) {
			n += (size_t)snprintf(buf + n, sizeof buf - n, "m%zu: {",
			    k);
			for (i = 0; i < YNODE_MAX_KEYS; i++)
				n += (size_t)snprintf(buf + n, sizeof buf - n,
				    "%sk%zu: 0", i ? ", " : "", i);
			n += (size_t)snprintf(buf + n, sizeof buf - n, "}\n");
		}
		root = ynode_parse(buf, n, &lim, &err);
		CHECK(root != NULL && root->n == 3);
		ynode_free(root);
	}
}

/* Past YNODE_MAX_KEYS where the caller allows it (a save's objects): the
 * keys checked whole when the mapping closes, sorted, in n log n, the
 * first repeat in the file reported; a key past max_keys refused. */
static void
test_manykeys(void)
{
	enum { NKEYS = 100000 };
	struct ylimits lim = { 1 << 24, 64, 2 * NKEYS + 5, SIZE_MAX };
	struct yerror err;
	struct ynode *root;
	double secs;
	size_t len;
	char *s;

	s = bigmap(200, NULL, &len);
	root = ynode_parse(s, len, &lim, &err);
	CHECK(root != NULL && root->n == 200);
	CHECK(strcmp(str(ynode_get(root, "key199")), "199") == 0);
	ynode_free(root);
	free(s);
	/* A repeat of the first key, of a key past the first 64, and of the
	 * last key but one; the file's line is the key's index + 1. */
	bigmap_err(200, "key0", &lim, 201, "duplicate key 'key0'", __LINE__);
	bigmap_err(200, "key150", &lim, 201, "duplicate key 'key150'",
	    __LINE__);
	bigmap_err(200, "key198", &lim, 201, "duplicate key 'key198'",
	    __LINE__);
	/* Two keys repeated: the repeat that comes first in the file, not
	 * the first in sorted order. */
	EXPERRL("{z: 0, a: 0, b: 0, c: 0, d: 0, e: 0, f: 0, g: 0, h: 0, "
	    "i: 0, j: 0, k: 0, l: 0, m: 0, n: 0, o: 0, p: 0, q: 0, r: 0, "
	    "s: 0, t: 0, u: 0, v: 0, w: 0, x: 0, y: 0, a0: 0, a1: 0, a2: 0, "
	    "a3: 0, a4: 0, a5: 0, a6: 0, a7: 0, a8: 0, a9: 0, b0: 0, b1: 0, "
	    "b2: 0, b3: 0, b4: 0, b5: 0, b6: 0, b7: 0, b8: 0, b9: 0, c0: 0, "
	    "c1: 0, c2: 0, c3: 0, c4: 0, c5: 0, c6: 0, c7: 0, c8: 0, c9: 0, "
	    "d0: 0, d1: 0, d2: 0, d3: 0, d4: 0, d5: 0, d6: 0, d7: 0, d8: 0, "
	    "z: 1, a: 1}", &lim, 1, 431, "duplicate key 'z'");
	/* Keys that share a long prefix and differ in length. */
	EXPERRL("{aaaa: 0, aaa: 0, aaaaa: 0, a0: 0, a1: 0, a2: 0, a3: 0, "
	    "a4: 0, a5: 0, a6: 0, a7: 0, a8: 0, a9: 0, b0: 0, b1: 0, b2: 0, "
	    "b3: 0, b4: 0, b5: 0, b6: 0, b7: 0, b8: 0, b9: 0, c0: 0, c1: 0, "
	    "c2: 0, c3: 0, c4: 0, c5: 0, c6: 0, c7: 0, c8: 0, c9: 0, d0: 0, "
	    "d1: 0, d2: 0, d3: 0, d4: 0, d5: 0, d6: 0, d7: 0, d8: 0, d9: 0, "
	    "e0: 0, e1: 0, e2: 0, e3: 0, e4: 0, e5: 0, e6: 0, e7: 0, e8: 0, "
	    "e9: 0, f0: 0, f1: 0, f2: 0, f3: 0, f4: 0, f5: 0, f6: 0, f7: 0, "
	    "f8: 0, f9: 0, g0: 0, g1: 0, aaa: 1}", &lim, 1, 463,
	    "duplicate key 'aaa'");
	/* 100,000 keys, the repeat last: a scan of the keys before each
	 * would make 5e9 comparisons. */
	secs = bigmap_err(NKEYS, "key4242", &lim, NKEYS + 1,
	    "duplicate key 'key4242'", __LINE__);
	CHECK(secs < 5.0);
	printf("100k keys, sorted: %.3f s\n", secs);
	lim.max_keys = 100;
	bigmap_err(101, NULL, &lim, 101, "more than 100 keys in one mapping",
	    __LINE__);
}

static void
test_laughs(void)
{
	static const char lol[] =
	    "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
	    "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n"
	    "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
	    "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n"
	    "e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n"
	    "f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\n"
	    "g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]\n"
	    "h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]\n"
	    "i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]\n";

	EXPERR(lol, 1, 4, "anchors and aliases are not allowed");
}

/* Mutated copies of doc: whatever comes out, no crash and no leak (the
 * sanitizers and valgrind watch). */
static void
test_mutations(void)
{
	static const char bytes[] = "[]{}:,-?&*!|>'\"#%@` \t\n\r\\\0\xc3\xff";
	struct ylimits lim = { 1 << 20, 8, 60, YNODE_MAX_KEYS };
	struct yerror err;
	struct ynode *root;
	uint32_t rnd = 12345;
	size_t len = sizeof doc - 1, i, k, pos;
	char *s;
	int ok = 1;

	if ((s = malloc(len)) == NULL)
		abort();
	for (i = 0; i < 3000; i++) {
		memcpy(s, doc, len);
		for (k = 0; k < 1 + i % 4; k++) {
			rnd = rnd * 1103515245 + 12345;
			pos = (rnd >> 8) % len;
			rnd = rnd * 1103515245 + 12345;
			s[pos] = bytes[(rnd >> 8) % (sizeof bytes - 1)];
		}
		root = ynode_parse(s, len - (i % 7), &lim, &err);
		if (root == NULL && (err.line < 1 || err.col < 1 ||
		    err.msg[0] == '\0'))
			ok = 0;
		ynode_free(root);
	}
	CHECK(ok);
	free(s);
}

/* diag_quote(): what the loader's messages echo of the input. */
static void
test_quote(void)
{
	char long_[200], want[200];
	const char *a, *b;

	CHECK(strcmp(diag_quote("TU1"), "TU1") == 0);
	CHECK(strcmp(diag_quote(NULL), "") == 0);
	CHECK(strcmp(diag_quote("a\nb\rc\td\x1b[31m"),
	    "a\\nb\\rc\\td\\x1B[31m") == 0);
	CHECK(strcmp(diag_quote("x\x7f\xc2\x85y"), "x\\x7F\\u0085y") == 0);
	/* Line and paragraph separators, bidi controls, a BOM. */
	CHECK(strcmp(diag_quote("\xe2\x80\xa8\xe2\x80\xa9\xe2\x80\xae"
	    "\xe2\x81\xa6\xef\xbb\xbf"),
	    "\\u2028\\u2029\\u202E\\u2066\\uFEFF") == 0);
	/* Ordinary UTF-8 stays; bytes that are not UTF-8 are shown. */
	CHECK(strcmp(diag_quote("\xc3\xa9t\xc3\xa9"), "\xc3\xa9t\xc3\xa9") == 0);
	CHECK(strcmp(diag_quote("a\xff\xc3("), "a\\xFF\\xC3(") == 0);
	CHECK(strcmp(diag_quote("\xed\xa0\x80"), "\\xED\\xA0\\x80") == 0);
	/* A backslash is doubled: "\\x0A" cannot pass for a newline. */
	CHECK(strcmp(diag_quote("a\\x0A"), "a\\\\x0A") == 0);
	/* A NUL inside a value of known length. */
	CHECK(strcmp(diag_quoten("a\0b", 3), "a\\x00b") == 0);
	/* Cut after DIAG_QUOTE_MAX characters, never inside one. */
	memset(long_, 'q', 150);
	long_[150] = '\0';
	memset(want, 'q', DIAG_QUOTE_MAX);
	strcpy(want + DIAG_QUOTE_MAX, "...");
	CHECK(strcmp(diag_quote(long_), want) == 0);
	memset(long_, 'q', DIAG_QUOTE_MAX);
	long_[DIAG_QUOTE_MAX] = '\0';
	CHECK(strcmp(diag_quote(long_), long_) == 0);
	{
		char e[3 * 80 + 1];
		size_t i;

		for (i = 0; i < 80; i++)
			memcpy(e + 2 * i, "\xc3\xa9", 2);
		e[160] = '\0';
		a = diag_quote(e);
		CHECK(strlen(a) == 2 * DIAG_QUOTE_MAX + 3 &&
		    strcmp(a + 2 * DIAG_QUOTE_MAX, "...") == 0);
		/* Every value cut to the limit, escaped at full width. */
		memset(e, 0x01, 80);
		e[80] = '\0';
		a = diag_quote(e);
		CHECK(strlen(a) == 4 * DIAG_QUOTE_MAX + 3);
	}
	/* Four values quoted in one message keep their own text. */
	a = diag_quote("one");
	b = diag_quote("two");
	(void)diag_quote("three");
	(void)diag_quote("four");
	CHECK(strcmp(a, "one") == 0 && strcmp(b, "two") == 0);
}

int
main(void)
{
	test_doc();
	test_endlines();
	test_nulls();
	test_escaped_nul();
	test_errors();
	test_every_byte();
	test_deep();
	test_bigmap();
	test_manykeys();
	test_laughs();
	test_mutations();
	test_quote();
	ynode_free(NULL);
	return checks_done();
}
