/* Unit tests for jcz: JSON as the YAML loader reads it, JCloisterZone's
 * locations, the four sample games of tests/jcz/samples and the hand-made
 * saves of tests/jcz.  Usage: test_jcz DIR, DIR being tests/jcz.  Exits
 * nonzero if any check fails. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "engine_once.h"
#include "jcz.h"
#include "jsoncheck.h"
#include "settings.h"
#include "tiles.h"
#include "ynode.h"

#include "check.h"

/* Is our rules: key (any module's) at value in game g's rules?  By name,
 * through the table, whichever module declared the key. */
#define RULE_IS(g, key, value) rule_is(&(g).rules, key, value)
static bool
rule_is(const struct rulesconf *rc, const char *key, const char *value)
{
	int s = settings_find(key);

	return s >= 0 && strcmp(settingdefs[s].values[rc->v[s]], value) == 0;
}

static const char *dir;

#define MAXSAVE	(1u << 22)

static char *
slurp(const char *name, size_t *len)
{
	char path[512];
	FILE *f;
	char *buf;
	size_t n;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	if ((f = fopen(path, "rb")) == NULL) {
		printf("FAIL: cannot open %s\n", path);
		nfail++;
		return NULL;
	}
	if ((buf = malloc(MAXSAVE + 1)) == NULL)
		abort();
	n = fread(buf, 1, MAXSAVE, f);
	fclose(f);
	buf[n] = '\0';
	*len = n;
	return buf;
}

/* Reads save NAME of tests/jcz; returns the exit status of jcz_read. */
static int
read_save(const char *name, struct jcz_game *g, struct jcz_error *e)
{
	size_t len;
	char *buf = slurp(name, &len);
	int rc;

	if (buf == NULL) {
		memset(g, 0, sizeof *g);
		memset(e, 0, sizeof *e);
		return -1;
	}
	rc = jcz_read(buf, len, MAXSAVE, g, e);
	free(buf);
	return rc;
}

static int
read_text(const char *text, struct jcz_game *g, struct jcz_error *e)
{
	return jcz_read(text, strlen(text), MAXSAVE, g, e);
}

/* ---- the loader on JSON ---- */

static const struct ylimits jsonlim = { 1 << 20, 64, 1000000, YNODE_MAX_KEYS };

static struct ynode *
parse(const char *s, struct yerror *err)
{
	return ynode_parse(s, strlen(s), &jsonlim, err);
}

static const char *
strval(const struct ynode *map, const char *key)
{
	const struct ynode *n = ynode_get(map, key);

	return n != NULL && n->kind == YN_SCALAR ? n->str : "<missing>";
}

/* Expects s to parse and key "s" to read exactly want. */
static void
expstr(const char *s, const char *want, int line)
{
	struct yerror err;
	struct ynode *root = parse(s, &err);

	check(root != NULL && strcmp(strval(root, "s"), want) == 0, s, line);
	ynode_free(root);
}

/* Checks that s was refused (refused) at l:c with a message starting
 * msg, given where and why it was (gl:gc, gmsg); a refusal elsewhere is
 * printed, to be read beside the expectation. */
static void
refused_at(bool refused, int gl, int gc, const char *gmsg, const char *s,
    int l, int c, const char *msg, int line)
{
	bool at = gl == l && gc == c && strncmp(gmsg, msg, strlen(msg)) == 0;

	check(refused && at, s, line);
	if (refused && !at)
		printf("  got %d:%d '%s'\n", gl, gc, gmsg);
}

/* Expects s to be refused at line:col with a message starting msg. */
static void
expref(const char *s, int l, int c, const char *msg, int line)
{
	struct yerror err;
	struct ynode *root;

	memset(&err, 0, sizeof err);
	root = parse(s, &err);
	refused_at(root == NULL, err.line, err.col, err.msg, s, l, c, msg,
	    line);
	ynode_free(root);
}

static void
test_json(void)
{
	struct yerror err;
	struct ynode *root;
	char *deep, *big;
	size_t i;

	/* JSON's escapes, each read as JSON means it. */
	expstr("{\"s\": \"a\\\"b\"}", "a\"b", __LINE__);
	expstr("{\"s\": \"a\\\\b\"}", "a\\b", __LINE__);
	expstr("{\"s\": \"TU\\/RCR\"}", "TU/RCR", __LINE__);
	expstr("{\"s\": \"\\b\\f\\n\\r\\t\"}", "\b\f\n\r\t", __LINE__);
	expstr("{\"s\": \"\\u0041\\u00e9\\u4e2d\"}", "A\xc3\xa9\xe4\xb8\xad",
	    __LINE__);
	expstr("{\"s\": \"\\u00C9\"}", "\xc3\x89", __LINE__);
	/* Raw UTF-8 (what JCloisterZone writes for a non-ASCII name). */
	expstr("{\"s\": \"Zo\xc3\xab \xf0\x9f\x98\x80\"}",
	    "Zo\xc3\xab \xf0\x9f\x98\x80", __LINE__);
	/* Numbers stay as written. */
	expstr("{\"s\": 0.9933368037454784}", "0.9933368037454784", __LINE__);
	expstr("{\"s\": -12}", "-12", __LINE__);
	expstr("{\"s\":-1}", "-1", __LINE__);
	expstr("{\"s\": 1e-7}", "1e-7", __LINE__);
	expstr("{\"s\": -0.0}", "-0.0", __LINE__);
	/* No space after the colon or comma; a key and colon on one line. */
	expstr("{\"a\":[1,-2],\"s\":\"x\"}", "x", __LINE__);
	/* CR LF line ends, tabs inside the object, a byte-order mark. */
	expstr("{\r\n\t\"s\":\t\"x\"\r\n}\r\n", "x", __LINE__);
	expstr("\xef\xbb\xbf{\"s\": \"x\"}", "x", __LINE__);

	/* Empty objects and arrays; null and "null"; true. */
	root = parse("{\"a\": {}, \"b\": [], \"c\": [{}], \"d\": \"\", "
	    "\"e\": null, \"f\": \"null\", \"g\": true}", &err);
	CHECK(root != NULL);
	CHECK(ynode_get(root, "a")->kind == YN_MAP &&
	    ynode_get(root, "a")->n == 0 && ynode_get(root, "a")->flow);
	CHECK(ynode_get(root, "b")->kind == YN_SEQ &&
	    ynode_get(root, "b")->n == 0);
	CHECK(ynode_get(root, "c")->n == 1 &&
	    ynode_get(root, "c")->items[0]->kind == YN_MAP);
	CHECK(ynode_get(root, "d")->len == 0 &&
	    !ynode_is_null(ynode_get(root, "d")));
	CHECK(ynode_is_null(ynode_get(root, "e")));
	CHECK(!ynode_is_null(ynode_get(root, "f")));
	CHECK(strcmp(strval(root, "g"), "true") == 0 &&
	    ynode_get(root, "g")->plain);
	ynode_free(root);

	/* \u0000 is a NUL, even escaped: refused at its escape. */
	root = parse("{\"s\": \"a\\u0000b\"}", &err);
	CHECK(root == NULL && err.line == 1 && err.col == 9);
	ynode_free(root);

	/* Nesting: 64 levels are read, 65 refused. */
	if ((deep = malloc(200)) == NULL)
		abort();
	for (i = 0; i < 64; i++)
		deep[i] = '[', deep[64 + i] = ']';
	deep[128] = '\0';
	root = parse(deep, &err);
	CHECK(root != NULL);
	ynode_free(root);
	for (i = 0; i < 65; i++)
		deep[i] = '[', deep[65 + i] = ']';
	deep[130] = '\0';
	expref(deep, 1, 65, "nesting deeper than 64 levels", __LINE__);
	free(deep);

	/* A long string value and a whole save on one line. */
	if ((big = malloc(300000)) == NULL)
		abort();
	memcpy(big, "{\"s\": \"", 7);
	memset(big + 7, 'v', 200000);
	memcpy(big + 200007, "\"}", 3);
	root = parse(big, &err);
	CHECK(root != NULL && ynode_get(root, "s")->len == 200000);
	ynode_free(root);
	free(big);

	/*
	 * Valid JSON the loader refuses (YAML 1.1 and libyaml's limits).
	 * These pin today's behaviour: a save that holds them is refused
	 * with a located error, never misread.
	 */
	/* A surrogate pair, JSON's only escape above U+FFFF (libyaml
	 * points at the hex digits). */
	expref("{\"s\": \"\\ud83d\\ude00\"}", 1, 10,
	    "found invalid Unicode character escape code", __LINE__);
	/* DEL and the noncharacters are not YAML-printable. */
	expref("{\"s\": \"a\x7f\"}", 1, 9, "control character U+007F",
	    __LINE__);
	expref("{\"s\": \"\xef\xbf\xbf\"}", 1, 8, "character U+FFFF",
	    __LINE__);
	/* A line break between a key and its colon. */
	expref("{\"s\"\n: 1}", 2, 1, "did not find expected ',' or '}'",
	    __LINE__);
	/* A tab before the top-level value. */
	expref("\t{\"s\": 1}", 1, 1, "found character that cannot start any "
	    "token", __LINE__);
	/* And one it reads differently: NEL (U+0085) is a YAML line break,
	 * folded into a space inside a quoted string. */
	expstr("{\"s\": \"a\xc2\x85" "b\"}", "a b", __LINE__);
}

/* Expects json_check to take s. */
static void
json_ok(const char *s, int line)
{
	struct json_error je;

	check(json_check(s, strlen(s), &je) == 0, s, line);
}

/* Expects json_check to refuse s at l:c with a message starting msg. */
static void
json_bad(const char *s, int l, int c, const char *msg, int line)
{
	struct json_error je;
	int rc;

	memset(&je, 0, sizeof je);
	rc = json_check(s, strlen(s), &je);
	refused_at(rc < 0, je.line, je.col, je.msg, s, l, c, msg, line);
}

/* RFC 8259 to the letter, each refusal at its own line and column. */
static void
test_strict_json(void)
{
	char *deep;
	size_t i;

	json_ok("{\"s\": \"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\uD83D\"}",
	    __LINE__);
	json_ok("{\"a\":[1,-2,0,-0.0,1e-7,2E+3,0.5e1],\"b\":{},\"c\":[],"
	    "\"d\":[true,false,null]}", __LINE__);
	json_ok("\xef\xbb\xbf{\r\n\t\"s\":\t\"x\"\r\n}\r\n", __LINE__);
	json_ok("{\"s\": \"Zo\xc3\xab \xf0\x9f\x98\x80\"}", __LINE__);
	json_ok("[]", __LINE__);
	json_ok("3", __LINE__);
	/* Closing straight after opening and after a value, at every depth,
	 * and a mismatched or missing close. */
	json_ok("[[],{},[{}],{\"a\":{\"b\":[1]}}]", __LINE__);
	json_ok("{\"a\":[[]],\"b\":{}}", __LINE__);
	json_bad("[{]", 1, 3, "expected a key", __LINE__);
	json_bad("[{}}", 1, 4, "expected ',' or ']'", __LINE__);
	json_bad("{\"a\":[1}", 1, 8, "expected ',' or ']'", __LINE__);
	json_bad("[[]]]", 1, 5, "text after the JSON value", __LINE__);
	json_bad("{\"a\":[{}]", 1, 10, "the file ends inside an object",
	    __LINE__);
	/* Trailing commas, at the comma (not at the bracket). */
	json_bad("{\"a\": [1, 2,]}", 1, 12, "a trailing comma before ']'",
	    __LINE__);
	json_bad("{\"a\": 1,\n}", 1, 8, "a trailing comma before '}'",
	    __LINE__);
	json_bad("[1,,2]", 1, 4, "expected a value", __LINE__);
	json_bad("{,}", 1, 2, "expected a key", __LINE__);
	/* Single quotes, bare keys and words. */
	json_bad("{'a': 1}", 1, 2, "a single-quoted key", __LINE__);
	json_bad("{\"a\": 'x'}", 1, 7, "a single-quoted string", __LINE__);
	json_bad("{a: 1}", 1, 2, "the unquoted key 'a'", __LINE__);
	json_bad("{\"a\": yes}", 1, 7, "expected a value (a string, number, "
	    "object, array, true, false or null), found 'yes'", __LINE__);
	json_bad("{\"a\": True}", 1, 7, "expected a value", __LINE__);
	json_bad("{\"a\": nulls}", 1, 7, "expected a value", __LINE__);
	json_bad("[NaN]", 1, 2, "expected a value", __LINE__);
	/* Comments of every kind, anywhere. */
	json_bad("# c\n{}", 1, 1, "a comment ('#')", __LINE__);
	json_bad("{\"a\": 1 # c\n}", 1, 9, "a comment ('#')", __LINE__);
	json_bad("{\n  // c\n  \"a\": 1}", 2, 3, "a comment ('//')", __LINE__);
	json_bad("{\"a\": /* c */ 1}", 1, 7, "a comment ('/*')", __LINE__);
	json_bad("{} // c", 1, 4, "a comment ('//')", __LINE__);
	/* Numbers JSON does not write. */
	json_bad("[01]", 1, 2, "'01' is not a JSON number", __LINE__);
	json_bad("[+1]", 1, 2, "'+1' is not a JSON number", __LINE__);
	json_bad("[.5]", 1, 2, "'.5' is not a JSON number", __LINE__);
	json_bad("[1.]", 1, 2, "'1.' is not a JSON number", __LINE__);
	json_bad("[1e]", 1, 2, "'1e' is not a JSON number", __LINE__);
	json_bad("[0x1F]", 1, 2, "'0x1F' is not a JSON number", __LINE__);
	json_bad("[-]", 1, 2, "'-' is not a JSON number", __LINE__);
	/* Strings: escapes, raw control characters, the end. */
	json_bad("[\"a\\x41\"]", 1, 4, "'\\x' is not a JSON escape", __LINE__);
	json_bad("[\"a\\u12\"]", 1, 4, "'\\u' needs four hex digits",
	    __LINE__);
	json_bad("[\"a\tb\"]", 1, 4, "control character U+0009", __LINE__);
	json_bad("[\"a\nb\"]", 1, 4, "control character U+000A", __LINE__);
	json_bad("{\"s\": \"\xc3\xa9\xc3\xa9", 1, 10, "the file ends inside the "
	    "string that starts at 1:7", __LINE__);
	json_bad("{\"s\": \"ab\n", 2, 1, "the file ends inside the string",
	    __LINE__);
	/* Columns count characters; NEL ends a line inside a string, as
	 * the YAML loader counts it. */
	json_bad("{\"\xc3\xa9\": x}", 1, 7, "expected a value", __LINE__);
	json_bad("[\"a\xc2\x85" "b\", x]", 2, 5, "expected a value", __LINE__);
	/* Structure. */
	json_bad("{\"a\" 1}", 1, 6, "expected ':' after the key", __LINE__);
	json_bad("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}'", __LINE__);
	json_bad("[1 2]", 1, 4, "expected ',' or ']'", __LINE__);
	json_bad("{\"a\": 1}}", 1, 9, "text after the JSON value", __LINE__);
	json_bad("{} {}", 1, 4, "text after the JSON value", __LINE__);
	json_bad("{\"a\": [", 1, 8, "the file ends inside an array", __LINE__);
	json_bad("", 1, 1, "no JSON value", __LINE__);
	json_bad(" \n ", 2, 2, "no JSON value", __LINE__);
	json_bad("--- {}", 1, 1, "'---' is not a JSON number", __LINE__);
	json_bad("{\"a\": &x 1}", 1, 7, "expected a value", __LINE__);
	/* A million open arrays: no recursion, refused at the end. */
	if ((deep = malloc(1000001)) == NULL)
		abort();
	for (i = 0; i < 1000000; i++)
		deep[i] = '[';
	deep[1000000] = '\0';
	json_bad(deep, 1, 1000001, "the file ends inside an array", __LINE__);
	free(deep);
}

/* A key longer than 1024 characters: libyaml's limit on simple keys. */
static void
test_long_key(void)
{
	char *s;
	struct yerror err;
	struct ynode *root;

	if ((s = malloc(2000)) == NULL)
		abort();
	s[0] = '{';
	s[1] = '"';
	memset(s + 2, 'k', 1100);
	strcpy(s + 1102, "\": 1}");
	root = parse(s, &err);
	CHECK(root == NULL && err.line == 1 && err.col == 1104);
	ynode_free(root);
	memset(s + 2, 'k', 1000);
	strcpy(s + 1002, "\": 1}");
	root = parse(s, &err);
	CHECK(root != NULL);
	ynode_free(root);
	free(s);
}

/* ---- locations ---- */

static int
loc(const char *feature, const char *location, enum segkind kind,
    unsigned mask)
{
	enum segkind k;
	unsigned m;
	char why[160];

	return jcz_location(feature, location, &k, &m, why, sizeof why) == 0 &&
	    k == kind && m == mask;
}

static int
locbad(const char *feature, const char *location, const char *why_start)
{
	enum segkind k;
	unsigned m;
	char why[160];

	return jcz_location(feature, location, &k, &m, why, sizeof why) < 0 &&
	    strncmp(why, why_start, strlen(why_start)) == 0;
}

#define E(d)	(1u << (d))
#define HF(h)	(1u << (h))

static void
test_locations(void)
{
	char buf[32];

	/* JCloisterZone numbers the half-edges clockwise from the top
	 * left, left and right as seen from the tile's centre looking out:
	 * NL NR on the north edge (west half first), EL ER on the east edge
	 * (north half first), SL SR on the south (east half first), WL WR
	 * on the west (south half first).  That is our NNW ... WNW order. */
	CHECK(loc("Field", "NL", SEG_FIELD, HF(H_NNW)));
	CHECK(loc("Field", "NR", SEG_FIELD, HF(H_NNE)));
	CHECK(loc("Field", "EL", SEG_FIELD, HF(H_ENE)));
	CHECK(loc("Field", "ER", SEG_FIELD, HF(H_ESE)));
	CHECK(loc("Field", "SL", SEG_FIELD, HF(H_SSE)));
	CHECK(loc("Field", "SR", SEG_FIELD, HF(H_SSW)));
	CHECK(loc("Field", "WL", SEG_FIELD, HF(H_WSW)));
	CHECK(loc("Field", "WR", SEG_FIELD, HF(H_WNW)));
	/* A corner field: the two halves that meet at the north-east. */
	CHECK(loc("Field", "NR.EL", SEG_FIELD, HF(H_NNE) | HF(H_ENE)));
	CHECK(loc("Field", "SR.WL", SEG_FIELD, HF(H_SSW) | HF(H_WSW)));
	CHECK(loc("Field", "NL.NR.EL.ER.SL.SR.WL.WR", SEG_FIELD, 0xff));
	CHECK(loc("Field", "ER.SL.SR.WL", SEG_FIELD,
	    HF(H_ESE) | HF(H_SSE) | HF(H_SSW) | HF(H_WSW)));

	/* Edges and their named sets. */
	CHECK(loc("Road", "N", SEG_ROAD, E(DIR_N)));
	CHECK(loc("Road", "E", SEG_ROAD, E(DIR_E)));
	CHECK(loc("Road", "S", SEG_ROAD, E(DIR_S)));
	CHECK(loc("Road", "W", SEG_ROAD, E(DIR_W)));
	CHECK(loc("Road", "NS", SEG_ROAD, E(DIR_N) | E(DIR_S)));
	CHECK(loc("Road", "WE", SEG_ROAD, E(DIR_W) | E(DIR_E)));
	CHECK(loc("Road", "NE", SEG_ROAD, E(DIR_N) | E(DIR_E)));
	CHECK(loc("Road", "SE", SEG_ROAD, E(DIR_S) | E(DIR_E)));
	CHECK(loc("Road", "SW", SEG_ROAD, E(DIR_S) | E(DIR_W)));
	CHECK(loc("City", "NW", SEG_CITY, E(DIR_N) | E(DIR_W)));
	CHECK(loc("Road", "NWSE", SEG_ROAD, 0xf));
	CHECK(loc("City", "_N", SEG_CITY, E(DIR_E) | E(DIR_S) | E(DIR_W)));
	CHECK(loc("City", "_E", SEG_CITY, E(DIR_N) | E(DIR_S) | E(DIR_W)));
	CHECK(loc("City", "_S", SEG_CITY, E(DIR_N) | E(DIR_E) | E(DIR_W)));
	CHECK(loc("City", "_W", SEG_CITY, E(DIR_N) | E(DIR_E) | E(DIR_S)));
	/* Dotted unions of edges, as JCloisterZone also parses them. */
	CHECK(loc("Road", "N.S", SEG_ROAD, E(DIR_N) | E(DIR_S)));
	CHECK(loc("Monastery", "I", SEG_CLOISTER, 0));

	/* Refusals. */
	CHECK(locbad("Field", "N", "location 'N' is not one of a Field"));
	CHECK(locbad("Road", "NL", "location 'NL' is not one of a Road"));
	CHECK(locbad("City", "I", "location 'I' is not one of a Road"));
	CHECK(locbad("Monastery", "N", "location 'N' is not one of a "
	    "Monastery"));
	CHECK(locbad("Field", "NL.NQ", "location 'NL.NQ' has the unknown "
	    "part 'NQ'"));
	CHECK(locbad("Field", "", "location '' has the unknown part ''"));
	CHECK(locbad("Field", "NL.", "location 'NL.' has the unknown part"));
	CHECK(locbad("Road", "n", "location 'n' has the unknown part 'n'"));
	CHECK(locbad("Tower", "I", "feature 'Tower' is none of"));

	jcz_address(SEG_CITY, E(DIR_E) | E(DIR_S) | E(DIR_W), buf, sizeof buf);
	CHECK(strcmp(buf, "city@E") == 0);
	jcz_address(SEG_FIELD, HF(H_WNW) | HF(H_ENE), buf, sizeof buf);
	CHECK(strcmp(buf, "field@ENE") == 0);
	jcz_address(SEG_ROAD, 0xf, buf, sizeof buf);
	CHECK(strcmp(buf, "road@N") == 0);
	jcz_address(SEG_CLOISTER, 0, buf, sizeof buf);
	CHECK(strcmp(buf, "cloister") == 0);

	/* D turned 90: its city faces east, its road runs N-S, the field by
	 * the city holds NNE and SSE... worked out: at rotation 0 the fields
	 * are {WNW, ENE} and {ESE, SSE, SSW, WSW}; a quarter turn moves each
	 * half-edge two places on: {NNE, SSE} and {SSW, WSW, WNW, NNW}. */
	CHECK(jcz_segment(tiles_find("D"), 1, SEG_CITY, E(DIR_E)) >= 0);
	CHECK(jcz_segment(tiles_find("D"), 1, SEG_ROAD, E(DIR_N) | E(DIR_S))
	    >= 0);
	CHECK(jcz_segment(tiles_find("D"), 1, SEG_FIELD,
	    HF(H_NNE) | HF(H_SSE)) >= 0);
	CHECK(jcz_segment(tiles_find("D"), 1, SEG_FIELD,
	    HF(H_SSW) | HF(H_WSW) | HF(H_WNW) | HF(H_NNW)) >= 0);
	/* Not the rotation-0 field, nor part of a field. */
	CHECK(jcz_segment(tiles_find("D"), 1, SEG_FIELD,
	    HF(H_WNW) | HF(H_ENE)) < 0);
	CHECK(jcz_segment(tiles_find("D"), 1, SEG_FIELD, HF(H_NNE)) < 0);
	CHECK(jcz_segment(tiles_find("B"), 3, SEG_CLOISTER, 0) >= 0);
	CHECK(jcz_segment(tiles_find("D"), 0, SEG_CLOISTER, 0) < 0);
}

/* ---- the samples ---- */

struct sample {
	const char *name;
	int players, turns;
	const char *labyrinth, *tokens;	/* our rules: values */
	bool limited;
	int limit, pack;
};

/* Turns and settings as each sample's NAME.json and setup state them;
 * pack = the sets' tiles less the start tile (basic 72, tunnel 4,
 * labyrinth 1, inns-and-cathedrals 18). */
static const struct sample samples[] = {
	{ "base-tunnel-2p", 2, 75, "advanced", "hig", false, 0, 75 },
	{ "inns-tokens-3p", 3, 40, "advanced", "hig", true, 40, 93 },
	{ "labyrinth-advanced-3p", 3, 76, "advanced", "spielbox", false, 0,
	    76 },
	{ "short-4p", 4, 26, "basic", "spielbox", true, 26, 76 },
};

/* The sample's NAME.json `turns`, read with the loader. */
static int
json_turns(const char *name)
{
	char file[128];
	struct yerror err;
	struct ynode *root;
	size_t len;
	char *buf;
	int turns = -1;

	snprintf(file, sizeof file, "samples/%s.json", name);
	if ((buf = slurp(file, &len)) == NULL)
		return -1;
	if ((root = ynode_parse(buf, len, &jsonlim, &err)) != NULL)
		turns = atoi(strval(root, "turns"));
	ynode_free(root);
	free(buf);
	return turns;
}

struct square {
	int x, y;
	const struct tiledef *tile;
	int rot;
};

static const struct square *
square_at(const struct square *b, int n, int x, int y)
{
	int i;

	for (i = n - 1; i >= 0; i--)
		if (b[i].x == x && b[i].y == y)
			return &b[i];
	return NULL;
}

/* Segments of kind on the tile whose rotated mask meets mask. */
static int
segments_meeting(const struct square *sq, enum segkind kind, unsigned mask)
{
	const struct tiledef *t = sq->tile;
	int i, n = 0;

	for (i = 0; i < t->nsegs; i++)
		if (t->segs[i].kind == kind && (kind == SEG_CLOISTER ||
		    ((kind == SEG_FIELD ? rot_halves(t->segs[i].halves,
		    sq->rot) : rot_edges(t->segs[i].edges, sq->rot)) & mask)))
			n++;
	return n;
}

static char
edge_letter(const struct square *sq, int d)
{
	return sq->tile->edges[(d - sq->rot + 4) % 4];
}

/*
 * Replays a sample's placements on a plain board: every tile's edges must
 * meet its neighbours' (the game was legal in JCloisterZone), which holds
 * only with our y = -their y and clockwise rotation; every deployment
 * names exactly one segment of our tile, and every token a tunnel opening.
 */
static void
check_sample_geometry(const struct jcz_game *g, const char *name)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { 1, 0, -1, 0 };
	struct square *b;
	int n = 0, i, d, bad_edges = 0, bad_deploys = 0, bad_tokens = 0;
	int deploys = 0, tokens = 0;

	if ((b = calloc((size_t)(g->nstart + g->nturns), sizeof *b)) == NULL)
		abort();
	for (i = 0; i < g->nstart; i++)
		b[n++] = (struct square){ g->start[i].x, g->start[i].y,
		    g->start[i].tile, g->start[i].rot };
	for (i = 0; i < g->nturns; i++) {
		const struct jcz_turn *t = &g->turns[i];
		struct square sq = { t->x, t->y, t->tile, t->rot };
		const struct square *o;

		for (d = 0; d < 4; d++)
			if ((o = square_at(b, n, t->x + dx[d], t->y + dy[d]))
			    != NULL && edge_letter(o, (d + 2) % 4) !=
			    edge_letter(&sq, d))
				bad_edges++;
		b[n++] = sq;
		if (t->deploy.present) {
			deploys++;
			o = square_at(b, n, t->deploy.at.x, t->deploy.at.y);
			if (o == NULL || segments_meeting(o, t->deploy.at.kind,
			    t->deploy.at.mask) != 1 || jcz_segment(o->tile,
			    o->rot, t->deploy.at.kind, t->deploy.at.mask) < 0)
				bad_deploys++;
		}
		if (t->token.present) {
			int s;

			tokens++;
			o = square_at(b, n, t->token.x, t->token.y);
			s = o ? jcz_segment(o->tile, o->rot, SEG_ROAD,
			    1u << t->token.opening) : -1;
			if (s < 0 || o->tile->segs[s].end != END_TUNNEL)
				bad_tokens++;
		}
	}
	if (bad_edges || bad_deploys || bad_tokens || deploys == 0 ||
	    tokens == 0)
		printf("  %s: %d edge mismatches, %d of %d deployments and %d "
		    "of %d tokens unresolved\n", name, bad_edges, bad_deploys,
		    deploys, bad_tokens, tokens);
	CHECK(bad_edges == 0);
	CHECK(deploys > 0 && bad_deploys == 0);
	CHECK(tokens > 0 && bad_tokens == 0);
	free(b);
}

static void
test_samples(void)
{
	struct jcz_game g;
	struct jcz_error e;
	char file[128];
	size_t i;
	int j;

	for (i = 0; i < sizeof samples / sizeof samples[0]; i++) {
		const struct sample *s = &samples[i];

		snprintf(file, sizeof file, "samples/%s.jcz", s->name);
		if (read_save(file, &g, &e) != 0) {
			printf("FAIL: %s: %d:%d turn %d: %s\n", file, e.line,
			    e.col, e.turn, e.msg);
			nfail++;
			continue;
		}
		CHECK(g.nplayers == s->players);
		CHECK(g.nturns == s->turns);
		CHECK(g.nturns == json_turns(s->name));
		CHECK(RULE_IS(g, "labyrinth", s->labyrinth));
		CHECK(RULE_IS(g, "tunnel.tokens", s->tokens));
		CHECK(RULE_IS(g, "tiny-city", "4"));
		CHECK(RULE_IS(g, "wagon-move", "c2"));
		CHECK(RULE_IS(g, "witch", "total"));
		CHECK(RULE_IS(g, "tunnel.same-tile", "once"));
		/* tunnelize-other-expansions: false in every sample. */
		CHECK(RULE_IS(g, "tunnel.other-tunnels", "continuous"));
		CHECK(settings_block_present(&g.rules, "tunnel") &&
		    g.play.tunnel && g.play.farmers);
		CHECK(g.play.followers == 7);
		for (j = 0; j < nsettings; j++)
			CHECK(g.rules.given[j]);
		CHECK(g.end.limited == s->limited && g.end.limit == s->limit);
		CHECK(g.end.pack == s->pack);
		CHECK(g.end.reached);
		CHECK(g.nstart == 1 && strcmp(g.start[0].tile->id, "D") == 0 &&
		    g.start[0].x == 0 && g.start[0].y == 0 &&
		    g.start[0].rot == 0);
		for (j = 0; j < g.nplayers; j++) {
			static const char *const colors[] = {
				"red", "blue", "green", "yellow"
			};
			CHECK(strcmp(g.players[j].color, colors[j]) == 0);
			CHECK(strcmp(g.players[j].sets[0], colors[j]) == 0);
		}
		/* The turns go round the table from the first player. */
		for (j = 0; j < g.nturns; j++)
			CHECK(g.turns[j].player == j % g.nplayers &&
			    g.turns[j].number == j + 1);
		check_sample_geometry(&g, s->name);
		jcz_free(&g);
	}
}

static const struct jcz_turn *
turn_at_line(const struct jcz_game *g, int line)
{
	int i;

	for (i = 0; i < g->nturns; i++)
		if (g->turns[i].src.line == line)
			return &g->turns[i];
	return NULL;
}

/*
 * Deployments checked by hand against the sample files.  JCloisterZone's
 * [x, y] has y growing south: ours is [x, -y].  Its R90 is our rot 90.
 */
static void
test_samples_by_hand(void)
{
	struct jcz_game g;
	struct jcz_error e;
	const struct jcz_turn *t;

	if (read_save("samples/base-tunnel-2p.jcz", &g, &e) != 0) {
		nfail++;
		return;
	}
	/* Line 113: turn 3, red, BA/Ccc (our R: city N E W) R180 at
	 * [1, 1]; a follower on City "_N" (every edge but N).  Turned 180,
	 * R's city covers S W E: our city@E, mask E S W, at (1,-1). */
	t = turn_at_line(&g, 113);
	CHECK(t != NULL && t->number == 3 && t->player == 0);
	CHECK(t != NULL && strcmp(t->tile->id, "R") == 0 &&
	    strcmp(t->jcz_id, "BA/Ccc") == 0 && t->rot == 2 && t->x == 1 &&
	    t->y == -1);
	CHECK(t != NULL && t->deploy.present && t->deploy.kind == JCZ_FOLLOWER &&
	    t->deploy.at.kind == SEG_CITY &&
	    t->deploy.at.mask == (E(DIR_E) | E(DIR_S) | E(DIR_W)) &&
	    strcmp(t->deploy.at.addr, "city@E") == 0 &&
	    t->deploy.at.x == 1 && t->deploy.at.y == -1);
	/* Line 906: blue, BA/CccR (our T) R0 at [2, 1]; a farmer on Field
	 * "SR", the western half of the south edge: T's field {SSW}, beside
	 * the road to the city; our field@SSW at (2,-1). */
	t = turn_at_line(&g, 906);
	CHECK(t != NULL && t->player == 1 && strcmp(t->tile->id, "T") == 0 &&
	    t->rot == 0 && t->x == 2 && t->y == -1);
	CHECK(t != NULL && t->deploy.at.kind == SEG_FIELD &&
	    t->deploy.at.mask == HF(H_SSW) &&
	    strcmp(t->deploy.at.addr, "field@SSW") == 0);
	/* Line 1596: turn 54, blue, BA/RRR (our W) R180 at [2, 4]: Field
	 * "NR.EL" = NNE + ENE.  W's field {SSW, WSW} turned 180 is {NNE,
	 * ENE}: field@NNE at (2,-4).  Then TUNNEL_C on Road N of [1, 4]:
	 * blue's third set; two players, hig: blue, then grey and black
	 * dealt after red's yellow and green, so black, opening N at
	 * (1,-4). */
	t = turn_at_line(&g, 1596);
	CHECK(t != NULL && t->number == 54 && t->player == 1 &&
	    strcmp(t->tile->id, "W") == 0 && t->rot == 2 && t->x == 2 &&
	    t->y == -4);
	CHECK(t != NULL && t->deploy.at.mask == (HF(H_NNE) | HF(H_ENE)) &&
	    strcmp(t->deploy.at.addr, "field@NNE") == 0);
	CHECK(t != NULL && t->token.present && t->token.set == 2 &&
	    strcmp(t->token.color, "black") == 0 && t->token.x == 1 &&
	    t->token.y == -4 && t->token.opening == DIR_N);
	CHECK(g.players[0].nsets == 3 && strcmp(g.players[0].sets[1],
	    "yellow") == 0 && strcmp(g.players[0].sets[2], "green") == 0);
	CHECK(g.players[1].nsets == 3 && strcmp(g.players[1].sets[1],
	    "grey") == 0 && strcmp(g.players[1].sets[2], "black") == 0);
	jcz_free(&g);

	if (read_save("samples/short-4p.jcz", &g, &e) != 0) {
		nfail++;
		return;
	}
	/* Turn 2 (line 104): blue, TU/CRRR (our TU2) R0 at [2, 0] and
	 * TUNNEL_A on Road W: blue's own set on the western tunnel stub. */
	t = &g.turns[1];
	CHECK(t->src.line == 104 && strcmp(t->tile->id, "TU2") == 0 &&
	    !t->deploy.present && t->token.present && t->token.set == 0 &&
	    strcmp(t->token.color, "blue") == 0 && t->token.x == 2 &&
	    t->token.y == 0 && t->token.opening == DIR_W);
	/* Turn 3: green, BA/RCr (D) R0 at [-1, 0], Field "ER.SL.SR.WL":
	 * D's field below the road, field@ESE. */
	t = &g.turns[2];
	CHECK(strcmp(t->tile->id, "D") == 0 && t->x == -1 && t->y == 0 &&
	    t->deploy.at.mask == (HF(H_ESE) | HF(H_SSE) | HF(H_SSW) |
	    HF(H_WSW)) && strcmp(t->deploy.at.addr, "field@ESE") == 0);
	/* Turn 4: yellow, BA/RFr R270 at [1, -1]: north of the start
	 * tile's east neighbour, our (1,1). */
	t = &g.turns[3];
	CHECK(strcmp(t->tile->id, "U") == 0 && t->rot == 3 && t->x == 1 &&
	    t->y == 1 && !t->deploy.present && !t->token.present);
	/* Turn 6 (line 266): blue, LA/Rrrr R270 at [-2, 1]; a thief on
	 * Road "NWSE", the whole labyrinth road: road@N at (-2,-1). */
	t = &g.turns[5];
	CHECK(t->src.line == 266 && strcmp(t->tile->id, "LAB") == 0 &&
	    t->x == -2 && t->y == -1 && t->rot == 3 &&
	    t->deploy.at.kind == SEG_ROAD && t->deploy.at.mask == 0xf &&
	    strcmp(t->deploy.at.addr, "road@N") == 0);
	/* Turn 17 (line 701): red, BA/Ccc+ (Q: city N E W) R270; City
	 * "_E".  Turned 270, N goes to W, E to N, W to S: N S W, every
	 * edge but E; our city@N. */
	t = &g.turns[16];
	CHECK(t->src.line == 701 && strcmp(t->tile->id, "Q") == 0 &&
	    t->rot == 3 && t->deploy.at.mask == (E(DIR_N) | E(DIR_S) |
	    E(DIR_W)) && strcmp(t->deploy.at.addr, "city@N") == 0);
	/* Every player has one set: four players. */
	CHECK(g.players[3].nsets == 1 && strcmp(g.players[3].color,
	    "yellow") == 0);
	jcz_free(&g);

	if (read_save("samples/inns-tokens-3p.jcz", &g, &e) != 0) {
		nfail++;
		return;
	}
	/* Turn 6 (line 222): green, IC/CcRr+.i (INN-O: city N W) R270 at
	 * [1, 3]; City "SW".  Turned 270 the city covers W and S: city@S
	 * at (1,-3). */
	t = &g.turns[5];
	CHECK(t->src.line == 222 && strcmp(t->tile->id, "INN-O") == 0 &&
	    t->player == 2 && t->x == 1 && t->y == -3 &&
	    strcmp(t->deploy.at.addr, "city@S") == 0 &&
	    t->deploy.at.mask == (E(DIR_S) | E(DIR_W)));
	/* Three players, hig: two sets each, the spare colours yellow, grey
	 * and black dealt round the table. */
	CHECK(g.players[0].nsets == 2 && strcmp(g.players[0].sets[1],
	    "yellow") == 0);
	CHECK(g.players[1].nsets == 2 && strcmp(g.players[1].sets[1],
	    "grey") == 0);
	CHECK(g.players[2].nsets == 2 && strcmp(g.players[2].sets[1],
	    "black") == 0);
	CHECK(g.play.inns && strcmp(g.players[2].name, "Carol") == 0);
	jcz_free(&g);
}

/* ---- hand-made saves ---- */

struct refusal {
	const char *file;
	int line, col, turn;
	bool unsupported;
	const char *msg;	/* the start of err.msg */
};

static const struct refusal refusals[] = {
	/* Cut inside a string (line 12 ends with a line break): the file
	 * ends there. */
	{ "truncated.jcz", 13, 1, 0, false, "not JSON: the file ends inside "
	    "the string that starts at 12:78" },
	{ "not-a-game.jcz", 1, 1, 0, false, "not a JCloisterZone saved game "
	    "(no 'setup')" },
	/* A position file is YAML, not JSON. */
	{ "position.jcz", 1, 1, 0, false, "not a JCloisterZone saved game "
	    "(not a JSON object)" },
	/* Line 14: the type string of the message of turn 2. */
	{ "unknown-message.jcz", 14, 14, 2, false, "unknown message type "
	    "'TELEPORT_MEEPLE'" },
	/* Each at the value that names what we lack. */
	{ "dragon.jcz", 14, 61, 2, true, "the dragon (Princess & Dragon) is "
	    "not supported" },
	{ "phantom.jcz", 11, 125, 1, true, "the phantom (The Phantom) is not "
	    "supported" },
	{ "castle.jcz", 11, 50, 1, true, "a castle (Bridges, Castles & "
	    "Bazaars) is not supported" },
	/* An Inns & Cathedrals cathedral tile, drawn on turn 2. */
	{ "unsupported-tile.jcz", 12, 50, 2, true, "the tile 'HS/CRRR' is not "
	    "supported" },
	{ "bad-location.jcz", 11, 107, 1, false, "location 'NL.NQ' has the "
	    "unknown part 'NQ'" },
	/* D at rotation 0 has its city on the north edge: no field NL.NR. */
	{ "not-a-field.jcz", 11, 107, 1, false, "pointer Field NL.NR at (1,0) "
	    "is no field of D turned 0 (field@ENE, field@ESE)" },
	{ "no-tile.jcz", 12, 73, 1, false, "pointer Road E: no tile at (2,0)" },
	{ "surrogate.jcz", 8, 31, 0, false, "not JSON: found invalid Unicode "
	    "character escape code" },
	{ "seven-players.jcz", 11, 5, 0, true, "7 players: at most 6 are "
	    "supported" },
	{ "king.jcz", 4, 56, 0, true, "the King (King & Robber Baron) is not "
	    "supported" },
	/* Four players have one set each whatever more-tunnel-tokens
	 * says. */
	{ "token-set.jcz", 12, 50, 1, false, "TUNNEL_B: red has 1 token set" },
};

static void
test_refusals(void)
{
	struct jcz_game g;
	struct jcz_error e;
	size_t i;

	for (i = 0; i < sizeof refusals / sizeof refusals[0]; i++) {
		const struct refusal *r = &refusals[i];
		int rc = read_save(r->file, &g, &e), ok;

		ok = rc == EXIT_INPUT && e.line == r->line &&
		    e.col == r->col && e.turn == r->turn &&
		    e.unsupported == r->unsupported &&
		    strncmp(e.msg, r->msg, strlen(r->msg)) == 0 &&
		    g.turns == NULL && g.doc == NULL;
		check(ok, r->file, __LINE__);
		if (!ok)
			printf("  %s: got rc %d, %d:%d turn %d%s: %s\n",
			    r->file, rc, e.line, e.col, e.turn,
			    e.unsupported ? " unsupported" : "", e.msg);
		if (rc == 0)
			jcz_free(&g);
	}
}

static void
test_diag(void)
{
	struct jcz_error e = { 14, 5, 2, true, "the dragon (Princess & "
	    "Dragon) is not supported" };
	struct diag_state d;
	struct diag_quiet quiet;

	diag_init(&d, NULL);
	quiet = diag_quiet_begin(&d);

	CHECK(jcz_diag(&d, "GAME.jcz", &e) == EXIT_INPUT);
	CHECK(strcmp(d.last, "GAME.jcz: turn 2: the dragon (Princess & "
	    "Dragon) is not supported") == 0);
	e.unsupported = false;
	snprintf(e.msg, sizeof e.msg, "unknown message type 'X'");
	CHECK(jcz_diag(&d, "GAME.jcz", &e) == EXIT_INPUT);
	CHECK(strcmp(d.last, "GAME.jcz:14:5: error: turn 2: unknown "
	    "message type 'X'") == 0);
	e.turn = 0;
	e.unsupported = true;
	snprintf(e.msg, sizeof e.msg, "7 players: at most 6 are supported");
	CHECK(jcz_diag(&d, "GAME.jcz", &e) == EXIT_INPUT);
	CHECK(strcmp(d.last, "GAME.jcz:14:5: error: 7 players: at most 6 "
	    "are supported") == 0);
	diag_quiet_end(&d, quiet);
}

static void
test_supported_saves(void)
{
	struct jcz_game g;
	struct jcz_error e;
	const struct jcz_turn *t;

	/* A move onto an occupied square is the engine's to refuse: the
	 * record keeps it as written. */
	CHECK(read_save("occupied.jcz", &g, &e) == 0);
	CHECK(g.nturns == 2 && g.turns[1].x == 1 && g.turns[1].y == 0 &&
	    g.turns[1].player == 1 && g.turns[1].deploy.present &&
	    strcmp(g.turns[1].deploy.at.addr, "road@E") == 0);
	CHECK(!g.end.reached && g.end.pack == 71);
	jcz_free(&g);

	/* Sets and elements of other expansions merely enabled; rules left
	 * to JCloisterZone's defaults (labyrinth advanced, 3/2 sets,
	 * tunnelized underpasses) or set to their other value. */
	CHECK(read_save("enabled-sets.jcz", &g, &e) == 0);
	CHECK(g.nturns == 1 && g.turns[0].deploy.kind == JCZ_LARGE);
	CHECK(RULE_IS(g, "labyrinth", "advanced"));
	CHECK(RULE_IS(g, "tunnel.tokens", "hig"));
	CHECK(RULE_IS(g, "tunnel.other-tunnels", "tokens"));
	CHECK(RULE_IS(g, "tiny-city", "2"));
	CHECK(RULE_IS(g, "wagon-move", "c1"));
	CHECK(g.play.tunnel && g.play.inns && g.play.robber_baron &&
	    g.play.portal && g.play.large == 1 && !g.play.mage_witch);
	CHECK(g.end.pack == 72 + 18 + 30 + 4 + 1 - 1);
	CHECK(g.nplayers == 3 && g.players[2].nsets == 2 &&
	    strcmp(g.players[2].sets[1], "black") == 0);
	jcz_free(&g);

	/* Red's wagon on the road of turn 1; turn 3 closes that road and,
	 * after the COMMIT, the wagon moves to the southern stub of the
	 * junction just placed. */
	CHECK(read_save("wagon.jcz", &g, &e) == 0);
	CHECK(g.nturns == 3 && g.play.wagons == 1);
	t = &g.turns[0];
	CHECK(t->deploy.kind == JCZ_WAGON &&
	    strcmp(t->deploy.at.addr, "road@E") == 0);
	t = &g.turns[2];
	CHECK(!t->deploy.present && t->nwagons == 1 && t->wagons[0].player == 0);
	CHECK(t->wagons[0].from.x == 1 && t->wagons[0].from.y == 0 &&
	    strcmp(t->wagons[0].from.addr, "road@E") == 0);
	CHECK(t->wagons[0].to.x == -1 && t->wagons[0].to.y == 0 &&
	    strcmp(t->wagons[0].to.addr, "road@S") == 0 &&
	    t->wagons[0].src.line == 19);
	jcz_free(&g);

	/* The mage onto the western stub of MW-1 before the deployment;
	 * the witch onto the next MW-1's city. */
	CHECK(read_save("mage.jcz", &g, &e) == 0);
	t = &g.turns[0];
	CHECK(t->magic.present && t->magic.figure == JCZ_MAGE &&
	    !t->magic.remove && strcmp(t->magic.at.addr, "road@W") == 0 &&
	    t->magic.at.x == 1 && t->magic.src.line == 11);
	CHECK(t->deploy.present && strcmp(t->deploy.at.addr, "city@N") == 0);
	t = &g.turns[1];
	CHECK(t->magic.present && t->magic.figure == JCZ_WITCH &&
	    strcmp(t->magic.at.addr, "city@N") == 0 && t->magic.at.x == -1 &&
	    !t->deploy.present);
	CHECK(g.play.mage_witch);
	jcz_free(&g);

	/* FM-5's arrow points west: the follower lands one square along
	 * it, on the start tile's city (roll 1).  FM-2 south of the start
	 * points west over empty squares: no landing message, a crash. */
	CHECK(read_save("flier.jcz", &g, &e) == 0);
	t = &g.turns[0];
	CHECK(t->deploy.present && t->deploy.via == JCZ_VIA_FLIER &&
	    t->deploy.landed && t->deploy.roll == 1 &&
	    t->deploy.at.x == 0 && t->deploy.at.y == 0 &&
	    strcmp(t->deploy.at.addr, "city@N") == 0 &&
	    t->deploy.src.line == 12);
	t = &g.turns[1];
	CHECK(t->x == 0 && t->y == -1 && t->deploy.present &&
	    t->deploy.via == JCZ_VIA_FLIER && !t->deploy.landed &&
	    t->deploy.roll == 0);
	CHECK(g.play.flier);
	jcz_free(&g);

	/* A portal tile's follower on the start tile's city. */
	CHECK(read_save("portal.jcz", &g, &e) == 0);
	t = &g.turns[0];
	CHECK(t->deploy.via == JCZ_VIA_PORTAL && t->deploy.at.x == 0 &&
	    t->deploy.at.y == 0 && strcmp(t->deploy.at.addr, "city@N") == 0);
	jcz_free(&g);
}

/* Small saves written here: the setup, then the replay. */
#define SETUP(sets, rules, start) \
	"{\"setup\": {\"sets\": {" sets "}, \"elements\": {\"farmers\": " \
	"true, \"tunnel\": 1, \"mage\": 1, \"witch\": 1}, \"rules\": {" \
	rules "}, \"start\": [" start "]},\n"
#define D00	"{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, \"rotation\": 0}"
#define TWO	"\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}],\n"
#define PLACE(id, rot, x, y) \
	"{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"" id "\", " \
	"\"rotation\": \"" rot "\", \"position\": [" x ", " y "]}}"
#define COMMIT	"{\"type\": \"COMMIT\", \"payload\": {\"random\": 0.5}}"

static void
test_inline(void)
{
	struct jcz_game g;
	struct jcz_error e;

	/* Messages without a sender (older saves) go round the table. */
	CHECK(read_text(SETUP("\"basic:1\": 1", "", D00) TWO
	    "\"replay\": [" PLACE("BA/RFr", "R0", "1", "0") ", " COMMIT ", "
	    PLACE("BA/RFr", "R0", "-1", "0") ", " COMMIT ", "
	    PLACE("BA/RFr", "R90", "0", "1") ", " COMMIT "]}", &g, &e) == 0);
	CHECK(g.nturns == 3 && g.turns[0].player == 0 &&
	    g.turns[1].player == 1 && g.turns[2].player == 0);
	CHECK(g.turns[2].x == 0 && g.turns[2].y == -1 && g.turns[2].rot == 1);
	jcz_free(&g);

	/* The witch set aside: a move to null. */
	CHECK(read_text(SETUP("\"basic:1\": 1", "", D00) TWO
	    "\"replay\": [" PLACE("MW/CRRR.3", "R0", "1", "0") ", "
	    "{\"type\": \"MOVE_NEUTRAL_FIGURE\", \"payload\": {\"figureId\": "
	    "\"witch.1\", \"to\": null}}, " COMMIT "]}", &g, &e) == 0);
	CHECK(g.turns[0].magic.present && g.turns[0].magic.remove &&
	    g.turns[0].magic.figure == JCZ_WITCH);
	jcz_free(&g);

	/* The engine's shape of the annotations; a start rotation written
	 * as R90; two start tiles.  drawLimit counts the draws after the
	 * draw order's: 1 + 1, and one turn played is not the end. */
	CHECK(read_text(SETUP("\"basic:1\": 2", "\"tunnelize-other-expansions\""
	    ": true, \"more-tunnel-tokens\": \"1/1\"", D00 ", "
	    "{\"tile\": \"BA/RFr\", \"x\": 0, \"y\": -1, \"rotation\": "
	    "\"R90\"}") TWO "\"replay\": [" PLACE("BA/RFr", "R0", "1", "0")
	    ", " COMMIT "], \"gameAnnotations\": {\"tilePack\": {\"params\": "
	    "{\"drawOrder\": [\"BA/RFr\"], \"drawLimit\": 1}}}}", &g, &e) == 0);
	CHECK(g.nstart == 2 && g.start[1].rot == 1 && g.start[1].y == 1 &&
	    strcmp(g.start[1].tile->id, "U") == 0);
	CHECK(g.end.limited && g.end.limit == 2 && g.end.draw_order == 1 &&
	    !g.end.reached && g.end.pack == 144 - 2);
	CHECK(RULE_IS(g, "tunnel.other-tunnels", "tokens") &&
	    RULE_IS(g, "tunnel.tokens", "one-set") &&
	    g.players[0].nsets == 1 && g.players[1].nsets == 1);
	jcz_free(&g);

	/* A draw order ending in #END stops the game there; an unknown set
	 * leaves the pack's size unknown. */
	CHECK(read_text(SETUP("\"basic:1\": 1, \"winter\": 1", "", D00) TWO
	    "\"replay\": [], \"gameAnnotations\": {\"drawOrder\": "
	    "[\"BA/RFr\", \"#END\"]}}", &g, &e) == 0);
	CHECK(g.end.limited && g.end.limit == 1 && g.end.pack == -1 &&
	    !g.end.reached);
	jcz_free(&g);

	/* Tunnelized underpass: with the Tunnel and tunnelize on, PD-UNDER's
	 * road is two stubs, and a token goes on its N stub. */
	CHECK(read_text(SETUP("\"basic:1\": 1, \"tunnel\": 1", "", D00) TWO
	    "\"replay\": [" PLACE("DG/CRcr.d", "R90", "1", "0") ", "
	    "{\"type\": \"PLACE_TOKEN\", \"payload\": {\"token\": \"TUNNEL_A\", "
	    "\"pointer\": {\"position\": [1, 0], \"feature\": \"Road\", "
	    "\"location\": \"W\"}}}, " COMMIT "]}", &g, &e) == 0);
	CHECK(g.turns[0].token.present && g.turns[0].token.opening == DIR_W);
	jcz_free(&g);
	/* ... and without tunnelizing the road is one, W-E. */
	CHECK(read_text(SETUP("\"basic:1\": 1, \"tunnel\": 1",
	    "\"tunnelize-other-expansions\": false", D00) TWO
	    "\"replay\": [" PLACE("DG/CRcr.d", "R90", "1", "0") ", "
	    "{\"type\": \"PLACE_TOKEN\", \"payload\": {\"token\": \"TUNNEL_A\", "
	    "\"pointer\": {\"position\": [1, 0], \"feature\": \"Road\", "
	    "\"location\": \"W\"}}}, " COMMIT "]}", &g, &e) == EXIT_INPUT);
	CHECK(strncmp(e.msg, "pointer Road W at (1,0) is no road of PD-UNDER "
	    "turned 90 (road@E)", 60) == 0);

	/* A NUL escaped into a tile id is refused by the reader of the
	 * JSON itself, never read as a shorter id. */
	CHECK(read_text(SETUP("\"basic:1\": 1", "", D00) TWO
	    "\"replay\": [" PLACE("BA/RFr\\u0000x", "R0", "1", "0") "]}", &g,
	    &e) == EXIT_INPUT && e.line == 3 &&
	    strstr(e.msg, "NUL character is not allowed") != NULL);
	/* Integers only where JCloisterZone writes integers. */
	CHECK(read_text(SETUP("\"basic:1\": 1", "", D00) TWO
	    "\"replay\": [" PLACE("BA/RFr", "R0", "1.0", "0") "]}", &g, &e) ==
	    EXIT_INPUT && strncmp(e.msg, "position must be an integer", 27)
	    == 0);
	CHECK(read_text(SETUP("\"basic:1\": 1", "", D00) TWO
	    "\"replay\": [" PLACE("BA/RFr", "R45", "1", "0") "]}", &g, &e) ==
	    EXIT_INPUT && strcmp(e.msg, "rotation 'R45' is none of R0, R90, "
	    "R180, R270") == 0);
	/* A start tile we do not have. */
	CHECK(read_text(SETUP("\"basic:1\": 1", "", "{\"tile\": \"RI/s\", "
	    "\"x\": 0, \"y\": 0, \"rotation\": 0}") TWO "\"replay\": []}", &g,
	    &e) == EXIT_INPUT && e.unsupported && e.turn == 0 &&
	    strncmp(e.msg, "the start tile 'RI/s' is not supported", 38) == 0);
	/* Duplicate keys: the loader's refusal, located. */
	CHECK(read_text("{\"setup\": {}, \"setup\": {}}", &g, &e) ==
	    EXIT_INPUT && e.line == 1 && e.col == 15 &&
	    strcmp(e.msg, "not JSON: duplicate key 'setup'") == 0);
	/* A message before the first tile; a deployment twice. */
	CHECK(read_text(SETUP("\"basic:1\": 1", "", D00) TWO
	    "\"replay\": [" COMMIT "]}", &g, &e) == EXIT_INPUT &&
	    strcmp(e.msg, "COMMIT before the first PLACE_TILE") == 0);
	CHECK(read_text(SETUP("\"basic:1\": 1", "", D00) TWO
	    "\"replay\": [" PLACE("BA/L", "R0", "1", "0") ", "
	    "{\"type\": \"DEPLOY_MEEPLE\", \"payload\": {\"pointer\": "
	    "{\"position\": [1, 0], \"feature\": \"Monastery\", \"location\": "
	    "\"I\"}, \"meepleId\": \"0.small.1\"}}, "
	    "{\"type\": \"DEPLOY_MEEPLE\", \"payload\": {\"pointer\": "
	    "{\"position\": [1, 0], \"feature\": \"Field\", \"location\": "
	    "\"NL.NR.EL.ER.SL.SR.WL.WR\"}, \"meepleId\": \"0.small.2\"}}]}",
	    &g, &e) == EXIT_INPUT && e.turn == 1 &&
	    strcmp(e.msg, "a second deployment in one turn") == 0);
	/* Over the size limit. */
	CHECK(jcz_read("{}", 2, 1, &g, &e) == EXIT_INPUT &&
	    strncmp(e.msg, "input is larger than 1 bytes", 28) == 0);
}

/* A save of the elements ELS, the rules RULES, the start START, the
 * players PLAYERS and the replay REPLAY (JSON texts). */
#define SAVE(els, rules, start, players, replay) \
	"{\"setup\": {\"sets\": {\"basic:1\": 1}, \"elements\": " els \
	", \"rules\": " rules ", \"start\": " start "},\n\"players\": " \
	players ",\n\"replay\": " replay "}"
#define ELS	"{\"farmers\": true}"
#define START	"[" D00 "]"
#define PLAYERS	"[{\"name\": \"A\"}, {\"name\": \"B\"}]"
#define DEPLOY(ptr, id) \
	"{\"type\": \"DEPLOY_MEEPLE\", \"payload\": {\"pointer\": " ptr \
	", \"meepleId\": \"" id "\"}}"
#define ROADE	"{\"position\": [1, 0], \"feature\": \"Road\", " \
	"\"location\": \"WE\"}"
#define TOKEN(tok, ptr) \
	"{\"type\": \"PLACE_TOKEN\", \"payload\": {\"token\": " tok \
	", \"pointer\": " ptr "}}"
#define MOVE(fig) \
	"{\"type\": \"MOVE_NEUTRAL_FIGURE\", \"payload\": {\"figureId\": " \
	fig ", \"to\": null}}"

/* Expects save text to be refused (exit status 3) with a message that
 * begins with want. */
static void
refused(const char *text, const char *want, int line)
{
	struct jcz_game g;
	struct jcz_error e;
	int rc = read_text(text, &g, &e);

	if (rc != EXIT_INPUT || strncmp(e.msg, want, strlen(want)) != 0) {
		printf("FAIL: line %d: exit %d, '%s', not '%s'\n", line, rc,
		    rc == EXIT_INPUT ? e.msg : "", want);
		nfail++;
	} else
		npass++;
	if (rc == 0)
		jcz_free(&g);
}
#define REFUSED(text, want)	refused(text, want, __LINE__)

/* Saves malformed in each of their parts, each refused with a message
 * naming what is wrong. */
static void
test_malformed(void)
{
	const char *pl1 = "[" PLACE("BA/RFr", "R0", "1", "0");
	char buf[2048];

	/* The players. */
	REFUSED(SAVE(ELS, "{}", START, "{}", "[]"),
	    "players must be a non-empty list");
	REFUSED(SAVE(ELS, "{}", START, "[1]", "[]"),
	    "a player must be an object");
	REFUSED(SAVE(ELS, "{}", START, "[{\"name\": [1]}]", "[]"),
	    "name must be a string");
	/* The setup. */
	REFUSED("{\"setup\": 1, \"players\": " PLAYERS ", \"replay\": []}",
	    "setup must be an object");
	REFUSED("{\"setup\": {}, \"players\": " PLAYERS ", \"replay\": []}",
	    "setup.sets is missing");
	REFUSED("{\"setup\": {\"sets\": {\"basic:1\": \"1\"}}, \"players\": "
	    PLAYERS ", \"replay\": []}", "set basic:1: the number of copies "
	    "must be an integer from 0 to 1000");
	/* 01 is no JSON number: refused before the setup is read. */
	REFUSED("{\"setup\": {\"sets\": {\"basic:1\": 01}}, \"players\": "
	    PLAYERS ", \"replay\": []}", "not JSON: '01' is not a JSON number");
	REFUSED("{\"setup\": {\"sets\": {\"basic:1\": 99999999999999999999}}, "
	    "\"players\": " PLAYERS ", \"replay\": []}", "set basic:1: the "
	    "number of copies");
	REFUSED("{\"setup\": {\"sets\": {\"basic:1\": 1001}}, \"players\": "
	    PLAYERS ", \"replay\": []}", "set basic:1: the number of copies");
	REFUSED(SAVE("[]", "{}", START, PLAYERS, "[]"),
	    "setup.elements must be an object");
	REFUSED(SAVE("{\"small-follower\": \"x\"}", "{}", START, PLAYERS,
	    "[]"), "small-follower must be an integer");
	REFUSED(SAVE("{\"big-follower\": -1}", "{}", START, PLAYERS, "[]"),
	    "big-follower must be an integer");
	REFUSED(SAVE("{\"wagon\": true}", "{}", START, PLAYERS, "[]"),
	    "wagon must be an integer");
	REFUSED(SAVE(ELS, "[]", START, PLAYERS, "[]"),
	    "setup.rules must be an object");
	REFUSED(SAVE(ELS, "{\"inn-and-cathedral-final-scoring\": \"half\"}",
	    START, PLAYERS, "[]"), "rule inn-and-cathedral-final-scoring: "
	    "unknown value 'half'");
	REFUSED(SAVE(ELS, "{\"inn-and-cathedral-final-scoring\": \"ignore\"}",
	    START, PLAYERS, "[" PLACE("IC/RFr.i", "R0", "1", "0") "]"),
	    "rule inn-and-cathedral-final-scoring: ignore");
	REFUSED(SAVE(ELS, "{}", "[]", PLAYERS, "[]"),
	    "setup.start must list the start tiles");
	REFUSED(SAVE(ELS, "{}", "[{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": "
	    "\"0\"}]", PLAYERS, "[]"), "y must be an integer");
	REFUSED(SAVE(ELS, "{}", "[{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, "
	    "\"rotation\": 45}]", PLAYERS, "[]"),
	    "rotation must be 0, 90, 180 or 270");
	REFUSED(SAVE(ELS, "{}", "[{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, "
	    "\"rotation\": \"R45\"}]", PLAYERS, "[]"),
	    "rotation 'R45' is none of");
	REFUSED(SAVE(ELS, "{}", START, PLAYERS, "[], \"gameAnnotations\": "
	    "{\"tilePack\": {\"params\": {\"drawLimit\": 1, \"endTurn\": "
	    "\"x\"}}}"), "endTurn must be an integer");
	/* The replay and its messages. */
	REFUSED(SAVE(ELS, "{}", START, PLAYERS, "{}"),
	    "replay must be a list of messages");
	REFUSED(SAVE(ELS, "{}", START, PLAYERS, "[1]"),
	    "a message must be an object");
	REFUSED(SAVE(ELS, "{}", START, PLAYERS, "[{}]"), "type is missing");
	REFUSED(SAVE(ELS, "{}", START, PLAYERS, "[{\"type\": []}]"),
	    "type must be a string");
	REFUSED(SAVE(ELS, "{}", START, PLAYERS, "[{\"type\": \"PLACE_TILE\"}]"),
	    "PLACE_TILE without a payload");
	REFUSED(SAVE(ELS, "{}", START, PLAYERS, "[{\"type\": \"PLACE_TILE\", "
	    "\"payload\": []}]"), "payload must be an object");
	REFUSED(SAVE(ELS, "{}", START, PLAYERS, "[{\"type\": \"COMMIT\", "
	    "\"player\": 2}]"), "player must be an integer");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS,
	    "%s, {\"type\": \"DEPLOY_MEEPLE\"}]"), pl1);
	REFUSED(buf, "DEPLOY_MEEPLE without a payload");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS,
	    "%s, {\"type\": \"RETURN_MEEPLE\", \"payload\": {\"source\": "
	    "\"FESTIVAL\"}}]"), pl1);
	REFUSED(buf, "the festival (The Festival) is not supported");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS,
	    "%s, {\"type\": \"RETURN_MEEPLE\", \"payload\": {}}]"), pl1);
	REFUSED(buf, "a returned meeple (RETURN_MEEPLE, source unknown) is "
	    "not supported");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS,
	    "%s, " COMMIT ", " DEPLOY(ROADE, "0.small.1") "]"), pl1);
	REFUSED(buf, "a follower deployed after the turn's COMMIT (only "
	    "wagons move then)");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS,
	    "%s, " COMMIT ", " TOKEN("\"TUNNEL_A\"", ROADE) "]"), pl1);
	REFUSED(buf, "PLACE_TOKEN after the turn's COMMIT");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS,
	    "%s, {\"type\": \"PLACE_TOKEN\", \"payload\": {}, \"player\": 1}]"),
	    pl1);
	REFUSED(buf, "player 1 acts in player 0's turn");
	/* Deployments. */
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    "{\"type\": \"DEPLOY_MEEPLE\", \"player\": 1, \"payload\": "
	    "{\"pointer\": " ROADE ", \"meepleId\": \"1.small.1\"}}]"),
	    pl1);
	REFUSED(buf, "player 1 deploys in player 0's turn");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    DEPLOY(ROADE, "x") "]"), pl1);
	REFUSED(buf, "meepleId 'x' is not PLAYER.KIND.NUMBER");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    DEPLOY(ROADE, "5.small.1") "]"), pl1);
	REFUSED(buf, "meepleId '5.small.1': there is no player 5");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    DEPLOY(ROADE, "0.giant.1") "]"), pl1);
	REFUSED(buf, "the figure 'giant' is not supported");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    "{\"type\": \"DEPLOY_MEEPLE\", \"player\": 0, \"payload\": "
	    "{\"pointer\": " ROADE ", \"meepleId\": \"1.small.1\"}}]"),
	    pl1);
	REFUSED(buf, "meeple '1.small.1' is not player 0's");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    DEPLOY("{\"position\": [1, 0], \"feature\": \"YagaHut\", "
	    "\"location\": \"I\"}", "0.small.1") "]"), pl1);
	REFUSED(buf, "the feature 'YagaHut' is not supported");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    DEPLOY("{\"feature\": \"Road\", \"location\": \"W\"}",
	    "0.small.1") "]"), pl1);
	REFUSED(buf, "position is missing");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    DEPLOY("{\"position\": [1], \"feature\": \"Road\", \"location\": "
	    "\"W\"}", "0.small.1") "]"), pl1);
	REFUSED(buf, "position must be [x, y]");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    DEPLOY("[]", "0.small.1") "]"), pl1);
	REFUSED(buf, "pointer must be an object");
	/* Tokens and the mage and witch. */
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    TOKEN("[]", ROADE) "]"), pl1);
	REFUSED(buf, "token must be a string");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    TOKEN("\"WIDGET\"", ROADE) "]"), pl1);
	REFUSED(buf, "the token 'WIDGET' is not supported");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    MOVE("[]") "]"), pl1);
	REFUSED(buf, "figureId must be a string");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    MOVE("\"golem.1\"") "]"), pl1);
	REFUSED(buf, "the figure 'golem.1' is not supported");
	snprintf(buf, sizeof buf, SAVE(ELS, "{}", START, PLAYERS, "%s, "
	    MOVE("\"witch.1\"") ", " MOVE("\"mage.1\"") "]"), pl1);
	REFUSED(buf, "a second mage or witch move in one turn");
}

int
main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: test_jcz DIR (the tests/jcz directory)\n");
		return 2;
	}
	dir = argv[1];
	if (!engine_once()) {
		fprintf(stderr, "test_jcz: the catalogues failed to build\n");
		return 2;
	}
	test_json();
	test_strict_json();
	test_long_key();
	test_locations();
	test_samples();
	test_samples_by_hand();
	test_refusals();
	test_diag();
	test_supported_saves();
	test_inline();
	test_malformed();
	tiles_free();
	return checks_done();
}
