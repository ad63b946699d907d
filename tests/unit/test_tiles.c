/* Unit tests for the tile line format (tiles_parse): what a good text
 * yields, every error located by line and column within its text, names
 * suggested for an unknown tile.  Exits nonzero if any check fails. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tiles.h"

#include "check.h"

#define MAXERR 16

struct errs {
	int n;
	int line[MAXERR], col[MAXERR];
	char msg[MAXERR][256];
};

static void
collect(void *ctx, int line, int col, const char *msg)
{
	struct errs *e = ctx;

	if (e->n < MAXERR) {
		e->line[e->n] = line;
		e->col[e->n] = col;
		snprintf(e->msg[e->n], sizeof e->msg[0], "%s", msg);
	}
	e->n++;
}

static int
parse(const char *s, const struct tileset *cat, struct tileset *set,
    struct errs *e)
{
	memset(e, 0, sizeof *e);
	return tiles_parse(s, strlen(s), cat, collect, e, set);
}

/* Expects s to fail with exactly nerr errors, the first at line:col with
 * a message containing part. */
static void
experr(const char *s, const struct tileset *cat, int nerr, int line, int col,
    const char *part, int srcline)
{
	struct tileset set;
	struct errs e;
	int rc = parse(s, cat, &set, &e);

	if (rc == nerr && e.n == nerr && e.line[0] == line &&
	    e.col[0] == col && strstr(e.msg[0], part) != NULL &&
	    set.ntiles == 0 && set.tiles == NULL) {
		npass++;
		return;
	}
	nfail++;
	printf("FAIL line %d: want %d error(s), first %d:%d '%s'; got %d",
	    srcline, nerr, line, col, part, rc);
	if (e.n > 0)
		printf(", first %d:%d '%s'", e.line[0], e.col[0], e.msg[0]);
	putchar('\n');
	tileset_free(&set);
}

#define EXPERR(s, n, l, c, m)	experr((s), NULL, (n), (l), (c), (m), \
				    __LINE__)

/* The segment of t touching edge d (kind k), or -1. */
static int
seg_at(const struct tiledef *t, enum segkind k, int d)
{
	int i;

	for (i = 0; i < t->nsegs; i++)
		if (t->segs[i].kind == k && (k == SEG_FIELD ?
		    t->segs[i].halves : t->segs[i].edges) >> d & 1)
			return i;
	return -1;
}

static void
test_good(void)
{
	struct tileset set;
	struct errs e;
	const struct tiledef *t;
	int f;

	/* The position format's own example, indented and commented. */
	CHECK(parse("# a house\n"
	    "tile HOUSE-1\n"
	    "  edges C R R F   # north city\n"
	    "  city N\n"
	    "  road E S\n"
	    "  field ENE SSW WSW WNW +c\n"
	    "  field ESE SSE\n", NULL, &set, &e) == 0);
	CHECK(e.n == 0 && set.ntiles == 1);
	t = tileset_find(&set, "HOUSE-1");
	CHECK(t != NULL && t->line == 2 && t->count == 0 &&
	    t->source == NULL && t->nsegs == 4);
	if (t != NULL) {
		CHECK(memcmp(t->edges, "CRRF", 4) == 0);
		CHECK(t->segs[1].kind == SEG_ROAD && t->segs[1].edges == 0x6 &&
		    t->segs[1].end == END_THROUGH);
		f = seg_at(t, SEG_FIELD, H_WNW);
		CHECK(f == 2 && t->segs[f].cities == 1u << 0);
		f = seg_at(t, SEG_FIELD, H_SSE);
		CHECK(f == 3 && t->segs[f].cities == 0);
		CHECK(!t->magic && !t->portal && t->flier == -1);
	}
	tileset_free(&set);
	CHECK(set.ntiles == 0 && set.tiles == NULL && set.text == NULL);

	/* Three cities; a field touching one of them, named by its edge. */
	CHECK(parse("tile T3\n"
	    "alias X/1 X/2\n"
	    "count 2\n"
	    "source somewhere # not a comment\n"
	    "edges C C R C\n"
	    "road S end=city\n"
	    "city N\n"
	    "city E\n"
	    "city W\n"
	    "field SSW +c\n"
	    "field SSE touches=E\n"
	    "magic\n", NULL, &set, &e) == 0);
	t = tileset_find(&set, "X/2");
	CHECK(t != NULL && t->count == 2 && t->magic && t->naliases == 2);
	if (t != NULL) {
		CHECK(strcmp(t->source, "somewhere # not a comment") == 0);
		CHECK(t->segs[0].end == END_CITY);
		CHECK(t->segs[seg_at(t, SEG_FIELD, H_SSW)].cities ==
		    (1u << 1 | 1u << 2 | 1u << 3));
		CHECK(t->segs[seg_at(t, SEG_FIELD, H_SSE)].cities == 1u << 2);
	}
	tileset_free(&set);

	/* touches= with a list; a city named by any of its edges; the
	 * Inns & Cathedrals cathedral. */
	CHECK(parse("tile K\n"
	    "edges C C F C\n"
	    "city N W cathedral pennant\n"
	    "city E\n"
	    "field SSE SSW touches=W,E\n"
	    "tile L\n"
	    "edges C C F C\n"
	    "city N W\n"
	    "city E\n"
	    "field SSE SSW touches=N\n", NULL, &set, &e) == 0);
	t = tileset_find(&set, "K");
	CHECK(t != NULL && t->segs[0].flags == (SF_CATHEDRAL | SF_PENNANT) &&
	    t->segs[2].cities == 0x3);
	t = tileset_find(&set, "L");
	CHECK(t != NULL && t->segs[0].flags == 0 && t->segs[2].cities == 0x1);
	tileset_free(&set);

	/* field@C: a field that touches no edge, amid four city caps. */
	CHECK(parse("tile IC2\n"
	    "edges C C C C\n"
	    "city N\ncity E\ncity S\ncity W\n"
	    "field C +c\n", NULL, &set, &e) == 0);
	t = tileset_find(&set, "IC2");
	CHECK(t != NULL && t->nsegs == 5);
	if (t != NULL)
		CHECK(t->segs[4].kind == SEG_FIELD && t->segs[4].halves == 0 &&
		    t->segs[4].cities == 0xf);
	tileset_free(&set);

	/* An underpass: the split form keeps each field's own cities, its
	 * segments renumbered. */
	CHECK(parse("tile UP\n"
	    "edges R C R C\n"
	    "road N S underpass\n"
	    "city E\n"
	    "city W\n"
	    "field NNW NNE touches=E\n"
	    "field SSE SSW touches=W\n", NULL, &set, &e) == 0);
	t = tileset_find(&set, "UP");
	CHECK(t != NULL && t->underpass && t->split != NULL);
	if (t != NULL && t->split != NULL) {
		const struct tiledef *s = t->split;

		CHECK(s->nsegs == 6 && s->segs[0].end == END_TUNNEL &&
		    s->segs[1].edges == 1u << DIR_S);
		CHECK(s->segs[seg_at(s, SEG_FIELD, H_NNW)].cities ==
		    1u << seg_at(s, SEG_CITY, DIR_E));
		CHECK(s->segs[seg_at(s, SEG_FIELD, H_SSW)].cities ==
		    1u << seg_at(s, SEG_CITY, DIR_W));
	}
	tileset_free(&set);

	/* CR LF and lone CR end lines too; nothing at all is no tile. */
	CHECK(parse("tile A1\r\nedges F F F F\rfield NNW NNE ENE ESE SSE SSW "
	    "WSW WNW\r\ncloister\r\n", NULL, &set, &e) == 0);
	CHECK(set.ntiles == 1 && set.tiles[0].nsegs == 2);
	tileset_free(&set);
	CHECK(parse("", NULL, &set, &e) == 0 && set.ntiles == 0);
	tileset_free(&set);
	CHECK(parse("# only a comment\n\n   \n", NULL, &set, &e) == 0 &&
	    set.ntiles == 0);
	tileset_free(&set);
}

static const char field4[] = "field NNW NNE ENE ESE SSE SSW WSW WNW\n";
/* A tile of one field, its field line left open for what a test adds. */
#define ALL_FIELD \
	"tile A\nedges F F F F\nfield NNW NNE ENE ESE SSE SSW WSW WNW"

static void
test_errors(void)
{
	char buf[512];

	/* Unknown words, at the word. */
	EXPERR(ALL_FIELD "\nbogus 1\n", 1, 4, 1, "unknown word 'bogus'");
	EXPERR("tile A\nedges F R F R\nroad E W bridge\n"
	    "field NNW NNE ENE WNW\nfield ESE SSE SSW WSW\n", 1, 3, 10,
	    "unknown word 'bridge' in a road line");
	EXPERR("tile A\nedges C F F F\ncity N walls\n"
	    "field ENE ESE SSE SSW WSW WNW\n", 1, 3, 8,
	    "unknown word 'walls' in a city line");
	EXPERR(ALL_FIELD " farm\n", 1, 3, 39,
	    "unknown word 'farm' in a field line");
	/* C names the field that touches no edge: alone, once a tile. */
	EXPERR(ALL_FIELD " C\n", 1, 3, 39,
	    "C is the field that touches no edge: not with half-edges");
	EXPERR(ALL_FIELD "\nfield C\nfield C\n", 1, 5, 7,
	    "C is already in another field line");
	EXPERR(ALL_FIELD "\nfield C C\n", 1, 4, 9,
	    "C twice in one field line");
	EXPERR(ALL_FIELD "\nfield +c\n", 2, 4, 1,
	    "a field line names the half-edges it touches, or C");
	EXPERR("tile A\nedges R R R R\nroad N end=bridge\nroad E end=junction\n"
	    "road S end=junction\nroad W end=junction\n"
	    "field NNW WNW\nfield NNE ENE\nfield ESE SSE\nfield SSW WSW\n",
	    1, 3, 12, "road end 'bridge'");
	EXPERR("edges F F F F\n", 1, 1, 1, "'edges' before the first tile");
	EXPERR("source a book\n", 1, 1, 1, "before the first tile");

	/* Malformed edges. */
	snprintf(buf, sizeof buf, "tile A\nedges F F X F\n%s", field4);
	EXPERR(buf, 1, 2, 11, "edge S 'X'");
	snprintf(buf, sizeof buf, "tile A\nedges F F c F\n%s", field4);
	EXPERR(buf, 1, 2, 11, "edge S 'c'");
	snprintf(buf, sizeof buf, "tile A\nedges F F F\n%s", field4);
	EXPERR(buf, 1, 2, 1, "edges takes four letters");
	snprintf(buf, sizeof buf, "tile A\nedges F F F F F\n%s", field4);
	EXPERR(buf, 1, 2, 15, "edges takes four letters");
	snprintf(buf, sizeof buf, "tile A\nedges F F F F\nedges F F F F\n%s",
	    field4);
	EXPERR(buf, 1, 3, 1, "a second edges line");
	EXPERR("tile A\ncloister\n", 2, 2, 1,
	    "the edges line comes before the segments");
	EXPERR("tile A\ncount 1\n", 1, 1, 1, "tile A has no edges line");

	/* Segments that do not cover the edges: at the edges line, under
	 * the letter. */
	EXPERR("tile A\nedges F R F R\nroad E end=junction\n"
	    "field NNW NNE ENE WNW\nfield ESE SSE SSW WSW\n", 1, 2, 13,
	    "W is a road edge, but no road line names it");
	EXPERR("tile A\nedges C F F F\nfield ENE ESE SSE SSW WSW WNW\n",
	    1, 2, 7, "N is a city edge, but no city line names it");
	EXPERR("tile A\nedges C F F F\ncity N\nfield ENE ESE SSE SSW WSW\n",
	    1, 2, 13, "W is a field edge, but no field line names its half "
	    "WNW");
	/* ... and segments on the wrong edges, at the word. */
	EXPERR("tile A\nedges C F F F\ncity N E\n"
	    "field ENE ESE SSE SSW WSW WNW\n", 1, 3, 8,
	    "city on E, a field edge");
	EXPERR("tile A\nedges C F F F\ncity N\nroad E S\n"
	    "field ENE ESE SSE SSW WSW WNW\n", 2, 4, 6,
	    "road on E, a field edge");
	EXPERR("tile A\nedges C F F F\ncity N\n"
	    "field NNW NNE ENE ESE SSE SSW WSW WNW\n", 2, 4, 7,
	    "field on NNW, but N is a city edge");
	EXPERR("tile A\nedges F R F R\nroad E W\nroad W end=junction\n"
	    "field NNW NNE ENE WNW\nfield ESE SSE SSW WSW\n", 1, 4, 6,
	    "W is already in another road line");
	EXPERR("tile A\nedges F F F F\nfield NNW NNE ENE ESE\n"
	    "field ESE SSE SSW WSW WNW\n", 1, 4, 7,
	    "ESE is already in another field line");
	EXPERR("tile A\nedges F R F R\nroad E E W\n"
	    "field NNW NNE ENE WNW\nfield ESE SSE SSW WSW\n", 1, 3, 8,
	    "E twice in one road line");
	EXPERR("tile A\nedges F R F R\nroad E\nroad W end=junction\n"
	    "field NNW NNE ENE WNW\nfield ESE SSE SSW WSW\n", 1, 3, 1,
	    "a road of one edge ends on the tile");
	EXPERR("tile A\nedges F R F R\nroad E W end=junction\n"
	    "field NNW NNE ENE WNW\nfield ESE SSE SSW WSW\n", 1, 3, 10,
	    "end= is for a road of one edge");
	EXPERR("tile A\nedges F F F F\nfield\nfield NNW NNE ENE ESE SSE SSW "
	    "WSW WNW\n", 1, 3, 1, "a field line names the half-edges");

	/* A field naming a city the tile lacks. */
	EXPERR("tile A\nedges C R F R\nroad E W\ncity N\n"
	    "field WNW ENE touches=N\nfield ESE SSE SSW WSW touches=S\n",
	    1, 6, 31, "touches=S: the tile has no city on S");
	EXPERR("tile A\nedges C R F R\nroad E W\ncity N\n"
	    "field WNW ENE touches=N,Q\nfield ESE SSE SSW WSW\n",
	    1, 5, 25, "not 'Q'");
	EXPERR("tile A\nedges F R F R\nroad E W\n"
	    "field WNW NNW NNE ENE +c\nfield ESE SSE SSW WSW\n",
	    1, 4, 23, "+c: the tile has no city");
	EXPERR("tile A\nedges C R F R\nroad E W\ncity N\n"
	    "field WNW ENE +c touches=N\nfield ESE SSE SSW WSW\n",
	    1, 5, 18, "one +c or touches= per field line");

	/* Ids: duplicates in the text, and the catalogue's. */
	snprintf(buf, sizeof buf, "tile A\nedges F F F F\n%s"
	    "tile B\nalias A\nedges F F F F\n%s", field4, field4);
	EXPERR(buf, 1, 5, 7, "'A' is already the id or an alias of tile A "
	    "(line 1)");
	snprintf(buf, sizeof buf, "tile A\nalias Z\nedges F F F F\n%s"
	    "tile Z\nedges F F F F\n%s", field4, field4);
	EXPERR(buf, 1, 5, 6, "tile id 'Z' is already the id or an alias of "
	    "tile A (line 1)");
	snprintf(buf, sizeof buf, "tile A\nedges F F F F\n%s", field4);
	experr(buf, tiles_catalogue(), 1, 1, 6, "tile id 'A' is already the "
	    "id or an alias of catalogue tile A", __LINE__);
	snprintf(buf, sizeof buf, "tile ZZ\nalias BA/RCr\nedges F F F F\n%s",
	    field4);
	experr(buf, tiles_catalogue(), 1, 2, 7, "alias 'BA/RCr' is already "
	    "the id or an alias of catalogue tile D", __LINE__);
	snprintf(buf, sizeof buf, "tile A,B\nedges F F F F\n%s", field4);
	EXPERR(buf, 1, 1, 7, "letters, digits and punctuation");
	snprintf(buf, sizeof buf, "tile A B\nedges F F F F\n%s", field4);
	EXPERR(buf, 1, 1, 8, "a tile line holds one id");
	snprintf(buf, sizeof buf, "tile\nedges F F F F\n%s", field4);
	EXPERR(buf, 1, 1, 1, "a tile line needs the tile's id");
	snprintf(buf, sizeof buf, "tile A\nalias a b c d e\nedges F F F F\n"
	    "%s", field4);
	EXPERR(buf, 1, 2, 15, "more than 4 aliases");

	/* The other lines. */
	snprintf(buf, sizeof buf, "tile A\ncount 0\nedges F F F F\n%s",
	    field4);
	EXPERR(buf, 1, 2, 7, "count '0'");
	snprintf(buf, sizeof buf, "tile A\ncount 3x\nedges F F F F\n%s",
	    field4);
	EXPERR(buf, 1, 2, 7, "count '3x'");
	snprintf(buf, sizeof buf, "tile A\ncount 1001\nedges F F F F\n%s",
	    field4);
	EXPERR(buf, 1, 2, 7, "1 to 1000");
	snprintf(buf, sizeof buf, "tile A\ncount 1\ncount 1\nedges F F F F\n"
	    "%s", field4);
	EXPERR(buf, 1, 3, 1, "a second count line");
	snprintf(buf, sizeof buf, "tile A\nsource x\nsource y\n"
	    "edges F F F F\n%s", field4);
	EXPERR(buf, 1, 3, 1, "a second source line");
	snprintf(buf, sizeof buf, "tile A\nsource\nedges F F F F\n%s",
	    field4);
	EXPERR(buf, 1, 2, 1, "source needs a text");
	snprintf(buf, sizeof buf, "tile A\nedges F F F F\n%smagic please\n",
	    field4);
	EXPERR(buf, 1, 4, 7, "'magic' takes no words");
	snprintf(buf, sizeof buf, "tile A\nedges F F F F\n%sportal\nportal\n",
	    field4);
	EXPERR(buf, 1, 5, 1, "a second 'portal' line");
	snprintf(buf, sizeof buf, "tile A\nedges F F F F\n%sflier NNE\n",
	    field4);
	EXPERR(buf, 1, 4, 7, "flier takes the direction");
	snprintf(buf, sizeof buf, "tile A\nedges F F F F\n%scathedral\n",
	    field4);
	EXPERR(buf, 1, 4, 1, "cathedral takes one word");
	snprintf(buf, sizeof buf, "tile A\nedges F F F F\n%s"
	    "magic 1 2 3 4 5 6 7 8 9 a b c d e f\n", field4);
	EXPERR(buf, 1, 4, 35, "more than 15 words on one line");

	/* Columns count characters, not bytes ("\xc3\xa9" is one). */
	EXPERR("tile A\nedges C F F F\ncity N \xc3\xa9 x\n"
	    "field ENE ESE SSE SSW WSW WNW\n", 2, 3, 8,
	    "unknown word '\xc3\xa9'");
	{
		struct tileset set;
		struct errs e;

		CHECK(parse("tile A\nedges C F F F\ncity N \xc3\xa9 x\n"
		    "field ENE ESE SSE SSW WSW WNW\n", NULL, &set,
		    &e) == 2);
		CHECK(e.line[1] == 3 && e.col[1] == 10);
	}
	/* A NUL byte is an error, at its place. */
	{
		static const char nul[] = "tile A\nedges F F F F\nfield NNW "
		    "NNE\0ENE ESE SSE SSW WSW WNW\n";
		struct tileset set;
		struct errs e;

		memset(&e, 0, sizeof e);
		CHECK(tiles_parse(nul, sizeof nul - 1, NULL, collect, &e,
		    &set) >= 1);
		CHECK(e.line[0] == 3 && e.col[0] == 14 &&
		    strcmp(e.msg[0], "a NUL byte") == 0);
	}

	/* Every error is reported, each at its own place; one tile's errors
	 * do not stop the next tile's. */
	{
		struct tileset set;
		struct errs e;

		CHECK(parse("tile A\n"			/* 1 */
		    "edges F R Q R\n"			/* 2: Q */
		    "road E W\n"			/* 3 */
		    "field NNW NNE ENE WNW\n"		/* 4 */
		    "field ESE SSE SSW WSW\n"		/* 5 */
		    "tile B\n"				/* 6 */
		    "edges C F F F\n"			/* 7 */
		    "city N pennant spire\n"		/* 8: spire */
		    "field NNE ENE ESE SSE SSW WSW WNW\n"	/* 9: NNE */
		    "tile A\n"				/* 10: A again */
		    "edges F F F F\n"			/* 11 */
		    "field NNW NNE ENE ESE SSE SSW WSW WNW\n", /* 12 */
		    NULL, &set, &e) == 4);
		CHECK(e.n == 4);
		CHECK(e.line[0] == 2 && e.col[0] == 11);
		CHECK(e.line[1] == 8 && e.col[1] == 16);
		CHECK(e.line[2] == 9 && e.col[2] == 7);
		CHECK(e.line[3] == 10 && e.col[3] == 6);
		CHECK(set.ntiles == 0 && set.tiles == NULL);
	}
}

static void
test_catalogue(void)
{
	const struct tiledef *t;
	int i, magic = 0, inns = 0, ic = 0;

	CHECK(tiles_count() > 0);
	for (i = 0; i < tiles_count(); i++) {
		t = tiles_at(i);
		CHECK(t->count >= 1 && t->source != NULL && t->line > 0);
		if (t->magic)
			magic++;
		if (strncmp(t->id, "INN-", 4) == 0)
			inns += t->count;
		if (strncmp(t->id, "IC-", 3) == 0)
			ic += t->count;
	}
	/* Mage & Witch: 8 tiles with a magic symbol; Inns & Cathedrals: 18
	 * tiles, 6 of them with an inn. */
	CHECK(magic == 8);
	CHECK(inns == 6 && inns + ic == 18);
	t = tiles_find("IC/Cccc.c");
	CHECK(t != NULL && t->count == 2 && t->nsegs == 1 &&
	    t->segs[0].flags == SF_CATHEDRAL && t->segs[0].edges == 0xf);
	/* MW-8: the south-east field touches the east city alone. */
	t = tiles_find("MW/CCCR.3");
	CHECK(t != NULL && t->magic);
	if (t != NULL) {
		int f = seg_at(t, SEG_FIELD, H_SSE);

		CHECK(f >= 0 && t->segs[f].cities ==
		    1u << seg_at(t, SEG_CITY, DIR_E));
		f = seg_at(t, SEG_FIELD, H_SSW);
		CHECK(f >= 0 && t->segs[f].cities ==
		    (1u << seg_at(t, SEG_CITY, DIR_N) |
		    1u << seg_at(t, SEG_CITY, DIR_E) |
		    1u << seg_at(t, SEG_CITY, DIR_W)));
	}
	/* IC-4: four fields, each touching the city on its side. */
	t = tiles_find("IC/CRCR");
	CHECK(t != NULL);
	if (t != NULL) {
		CHECK(t->segs[seg_at(t, SEG_FIELD, H_ENE)].cities ==
		    1u << seg_at(t, SEG_CITY, DIR_N));
		CHECK(t->segs[seg_at(t, SEG_FIELD, H_WSW)].cities ==
		    1u << seg_at(t, SEG_CITY, DIR_S));
	}
}

static void
expsuggest(const char *name, const struct tileset *extra, const char *want,
    int srcline)
{
	const char *out[3];
	char got[200] = "";
	int n = tiles_suggest(name, extra, out, 3), k;

	for (k = 0; k < n; k++)
		snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s",
		    k ? " " : "", out[k]);
	if (strcmp(got, want) == 0)
		npass++;
	else {
		nfail++;
		printf("FAIL line %d: suggest '%s': want '%s', got '%s'\n",
		    srcline, name, want, got);
	}
}

static void
test_suggest(void)
{
	struct tileset set;
	struct errs e;
	char msg[200];

	/* A case-insensitive match alone; then distance 2 at most, the
	 * closest first, then the nearest in length, then catalogue order. */
	expsuggest("tu1", NULL, "TU1", __LINE__);
	expsuggest("ba/rcr", NULL, "BA/RCr", __LINE__);
	expsuggest("TU9", NULL, "TU1 TU2 TU3", __LINE__);
	expsuggest("mw-9", NULL, "MW-1 MW-2 MW-3", __LINE__);
	expsuggest("NOPE", NULL, "", __LINE__);
	expsuggest("IC-CATHEDRAL", NULL, "", __LINE__);
	expsuggest("inn-k2", NULL, "INN-K INN-U INN-V", __LINE__);
	CHECK(parse("tile HOUSE-1\nedges F F F F\n"
	    "field NNW NNE ENE ESE SSE SSW WSW WNW\n", NULL, &set, &e) == 0);
	expsuggest("house-1", &set, "HOUSE-1", __LINE__);
	expsuggest("HOUSE-2", &set, "HOUSE-1", __LINE__);
	expsuggest("HOUSE-2", NULL, "", __LINE__);

	tiles_unknown(msg, sizeof msg, "tu1", NULL);
	CHECK(strcmp(msg, "unknown tile id 'tu1' (did you mean 'TU1'? see "
	    "'carcjudge tiles')") == 0);
	tiles_unknown(msg, sizeof msg, "TU9", NULL);
	CHECK(strcmp(msg, "unknown tile id 'TU9' (did you mean 'TU1', 'TU2' "
	    "or 'TU3'? see 'carcjudge tiles')") == 0);
	tiles_unknown(msg, sizeof msg, "inn-k2", NULL);
	CHECK(strcmp(msg, "unknown tile id 'inn-k2' (did you mean 'INN-K', "
	    "'INN-U' or 'INN-V'? see 'carcjudge tiles')") == 0);
	tiles_unknown(msg, sizeof msg, "NOPE", &set);
	CHECK(strcmp(msg, "unknown tile id 'NOPE' (see 'carcjudge tiles')") ==
	    0);
	tileset_free(&set);
}

int
main(void)
{
	tiles_init();
	test_good();
	test_errors();
	test_catalogue();
	test_suggest();
	tiles_free();
	return checks_done();
}
