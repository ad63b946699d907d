/* tiles: the line format of rules/tiles, read with every error located
 * within its text (the compiled-in catalogue and a position's own tiles
 * alike); the catalogue; names close to an unknown one; the geometry of
 * edges, half-edges and rotation. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "diag.h"
#include "seedhash.h"
#include "suggest.h"
#include "tiles.h"
#include "xalloc.h"

extern const char tiles_data[];	/* build/catalogue.c, from rules/tiles/ */

const char *const dir_name[4] = { "N", "E", "S", "W" };
const char *const half_name[8] = {
	"NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"
};
const char *const dir_word[4] = { "north", "east", "south", "west" };
const char *const segkind_name[SEG_NKINDS] = {
	"road", "city", "field", "cloister", "cathedral"
};
const bool segkind_closes[SEG_NKINDS] = {
	[SEG_ROAD] = true, [SEG_CITY] = true, [SEG_CLOISTER] = true
};
const bool segkind_derived[SEG_NKINDS] = { [SEG_CATHEDRAL] = true };
const bool segkind_one_tile[SEG_NKINDS] = {
	[SEG_CLOISTER] = true, [SEG_CATHEDRAL] = true
};
const int segkind_score_order[SEG_NKINDS] = {
	[SEG_ROAD] = 0, [SEG_CITY] = 1, [SEG_CLOISTER] = 2,
	[SEG_CATHEDRAL] = 3, [SEG_FIELD] = 4
};
const bool roadend_links[NROADENDS] = { [END_TUNNEL] = true };
const char *const roadend_name[] = {
	"through", "junction", "crossing", "city", "cloister", "houses",
	"cathedral", "tunnel"
};
static const char *const arrow_name[8] = {
	"N", "NE", "E", "SE", "S", "SW", "W", "NW"
};

#define MAXWORDS	15
#define MAXALIASES	((int)(sizeof ((struct tiledef *)0)->aliases / \
			    sizeof ((struct tiledef *)0)->aliases[0]))
#define MAXCOUNT	1000

static struct tileset catalogue;

/* The lines a tile may hold once only, bare. */
enum { ONCE_PORTAL, ONCE_MAGIC, ONCE_CLOISTER, NONCE };

/* One parse: where it stands, and what the tile being read holds so far,
 * so that each line is checked against the edges as it comes. */
struct parser {
	struct tileset *set;
	const struct tileset *catalogue;
	tile_error_fn *err;
	void *ctx;
	int nerr;
	int line;
	const char *bol;	/* the current line's first byte */
	const char *colat;	/* the last place column() counted to */
	int colof;		/* and its column: many errors on one
				 * long line are counted once along it */
	struct tiledef *t;	/* the tile being read, or NULL */
	bool edges_seen, edges_bad, seg_seen, count_seen;
	bool once[NONCE];
	int eline, ecol[4];	/* where the edges line gives each edge */
	unsigned roads, cities, halves;	/* what its segments cover so far */
	/* Per field: the edges named by touches= (or every city for +c),
	 * and where, to resolve them once the tile's cities are known. */
	unsigned touch[MAXSEGS];
	bool every[MAXSEGS];
	int tline[MAXSEGS], tcol[MAXSEGS];
};

static int
column(struct parser *p, const char *at)
{
	const char *s = p->bol;
	int col = 1;

	if (p->colat != NULL && p->colat >= p->bol && p->colat <= at) {
		s = p->colat;
		col = p->colof;
	}
	/* Characters, not bytes: skip UTF-8 continuation bytes. */
	for (; s < at; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			col++;
	p->colat = at;
	p->colof = col;
	return col;
}

static void
fail_at(struct parser *p, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void
fail_at(struct parser *p, int line, int col, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	p->nerr++;
	p->err(p->ctx, line, col, msg);
}

/* An error at word (or anything else) `at` of the current line. */
#define FAIL(p, at, ...)	fail_at((p), (p)->line, column((p), (at)), \
				    __VA_ARGS__)

static int
lookup(const char *w, const char *const *names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(w, names[i]) == 0)
			return i;
	return -1;
}

/* Splits s on blanks in place, up to a word starting with '#'; returns
 * the word count, max + 1 when there are more (w[max] is then the first
 * word too many). */
static int
words(char *s, char **w, int max)
{
	int n = 0;

	for (;;) {
		while (*s == ' ' || *s == '\t')
			*s++ = '\0';
		if (*s == '\0' || *s == '#')
			return n;
		w[n++] = s;
		if (n == max + 1)
			return n;
		while (*s != '\0' && *s != ' ' && *s != '\t')
			s++;
	}
}

/* A name of a tile set, given as an id or an alias. */
struct tilename {
	const char *name;
	int tile;
	uint64_t hash;
};

/* FNV-1a over 64 bits from the set's seed, then mixed: names made to
 * share slots cannot be made without the seed (seedhash.h). */
static uint64_t
set_hash(const struct tileset *set, const char *name)
{
	uint64_t h = set->seed;

	for (; *name; name++)
		h = (h ^ (unsigned char)*name) * UINT64_C(0x100000001b3);
	return seed_mix(h);
}

static void
set_slot(struct tileset *set, int k)
{
	size_t i, mask = set->nslots - 1;

	for (i = (size_t)set->names[k].hash & mask; set->slots[i];
	    i = (i + 1) & mask)
		continue;
	set->slots[i] = k + 1;
}

/* Names tile (an index of set) by name.  A name given twice is kept
 * twice: the first, found first, answers (the table is at most half
 * full, and an equal name probes past the earlier one). */
static void
set_name(struct tileset *set, const char *name, int tile)
{
	struct tilename *n;
	int k;

	set->names = xgrow(set->names, &set->capnames, (size_t)set->nnames + 1,
	    sizeof *set->names);
	n = &set->names[set->nnames++];
	n->name = name;
	n->tile = tile;
	if (set->nslots == 0)
		set->seed = seed_fresh(set);
	n->hash = set_hash(set, name);
	if ((size_t)set->nnames * 2 <= set->nslots) {
		set_slot(set, set->nnames - 1);
		return;
	}
	free(set->slots);
	set->nslots = set->nslots ? 2 * set->nslots : 64;
	set->slots = xcalloc(set->nslots, sizeof *set->slots);
	for (k = 0; k < set->nnames; k++)
		set_slot(set, k);
}

const struct tiledef *
tileset_find(const struct tileset *set, const char *name)
{
	size_t i, mask;
	uint64_t h;

	if (set == NULL || set->nslots == 0)
		return NULL;
	h = set_hash(set, name);
	mask = set->nslots - 1;
	for (i = (size_t)h & mask; set->slots[i]; i = (i + 1) & mask) {
		const struct tilename *n = &set->names[set->slots[i] - 1];

		if (n->hash == h && strcmp(n->name, name) == 0)
			return &set->tiles[n->tile];
	}
	return NULL;
}

/* An id or alias: printable ASCII without blanks, unused so far. */
static bool
good_name(struct parser *p, const char *w, const char *what)
{
	const struct tiledef *o;
	const char *s;

	for (s = w; *s; s++)
		if (*s < '!' || *s > '~' || *s == ',') {
			FAIL(p, s, "%s '%.40s': letters, digits and "
			    "punctuation other than ',' only", what, w);
			return false;
		}
	if ((o = tileset_find(p->set, w)) != NULL) {
		FAIL(p, w, "%s '%.40s' is already the id or an alias of "
		    "tile %.40s (line %d)", what, w, o->id, o->line);
		return false;
	}
	if ((o = tileset_find(p->catalogue, w)) != NULL) {
		FAIL(p, w, "%s '%.40s' is already the id or an alias of "
		    "catalogue tile %.40s", what, w, o->id);
		return false;
	}
	return true;
}

static const char *
letter_word(char c)
{
	return c == 'C' ? "city" : c == 'R' ? "road" : "field";
}

/* Each edge as its letter says: a road on every R edge, a city on every
 * C edge, a field on both halves of every R and F edge. */
static void
check_cover(struct parser *p)
{
	const struct tiledef *t = p->t;
	int d, k;

	for (d = 0; d < 4; d++) {
		char e = t->edges[d];

		if (e == 'R' && !(p->roads >> d & 1))
			fail_at(p, p->eline, p->ecol[d], "%s is a road edge, "
			    "but no road line names it", dir_name[d]);
		if (e == 'C' && !(p->cities >> d & 1))
			fail_at(p, p->eline, p->ecol[d], "%s is a city edge, "
			    "but no city line names it", dir_name[d]);
		for (k = 2 * d; k < 2 * d + 2; k++)
			if (e != 'C' && !(p->halves >> k & 1))
				fail_at(p, p->eline, p->ecol[d], "%s is a %s "
				    "edge, but no field line names its half "
				    "%s", dir_name[d], letter_word(e),
				    half_name[k]);
	}
}

/* The fields' touches= and +c, now that the tile's cities are known. */
static void
resolve_fields(struct parser *p)
{
	struct tiledef *t = p->t;
	unsigned citysegs = 0;
	int i, j, d;

	for (i = 0; i < t->nsegs; i++)
		if (t->segs[i].kind == SEG_CITY)
			citysegs |= 1u << i;
	for (i = 0; i < t->nsegs; i++) {
		struct segdef *sd = &t->segs[i];

		if (sd->kind != SEG_FIELD)
			continue;
		if (p->every[i]) {
			if (citysegs == 0)
				fail_at(p, p->tline[i], p->tcol[i], "+c: the "
				    "tile has no city");
			sd->cities = citysegs;
		}
		for (d = 0; d < 4; d++)
			for (j = 0; j < t->nsegs; j++)
				if ((p->touch[i] >> d & 1) &&
				    t->segs[j].kind == SEG_CITY &&
				    (t->segs[j].edges >> d & 1))
					sd->cities |= 1u << j;
	}
}

static void
finish_tile(struct parser *p)
{
	if (p->t == NULL)
		return;
	if (!p->edges_seen)
		fail_at(p, p->t->line, 1, "tile %.40s has no edges line",
		    p->t->id);
	else if (!p->edges_bad)
		check_cover(p);
	resolve_fields(p);
	p->t = NULL;
}

static void
begin_tile(struct parser *p, char **w, int nw)
{
	struct tiledef *t;

	finish_tile(p);
	if (p->set->ntiles == p->set->cap) {
		int cap = p->set->cap ? 2 * p->set->cap : 64;

		p->set->tiles = xrealloc(p->set->tiles, (size_t)cap,
		    sizeof *p->set->tiles);
		p->set->cap = cap;
	}
	t = &p->set->tiles[p->set->ntiles];
	memset(t, 0, sizeof *t);
	t->flier = -1;
	t->line = p->line;
	t->id = "?";
	if (nw < 2)
		FAIL(p, w[0], "a tile line needs the tile's id");
	else if (nw > 2)
		FAIL(p, w[2], "a tile line holds one id, not '%.40s'", w[2]);
	if (nw >= 2 && good_name(p, w[1], "tile id"))
		t->id = w[1];
	set_name(p->set, t->id, p->set->ntiles);
	p->set->ntiles++;
	p->t = t;
	p->edges_seen = p->edges_bad = p->seg_seen = p->count_seen = false;
	memset(p->once, 0, sizeof p->once);
	p->roads = p->cities = p->halves = 0;
	memset(p->touch, 0, sizeof p->touch);
	memset(p->every, 0, sizeof p->every);
}

static void
parse_edges(struct parser *p, char **w, int nw)
{
	struct tiledef *t = p->t;
	int i;

	if (p->edges_seen) {
		FAIL(p, w[0], "a second edges line");
		return;
	}
	if (p->seg_seen)
		FAIL(p, w[0], "the edges line comes before the segments");
	p->edges_seen = true;
	p->eline = p->line;
	if (nw != 5) {
		FAIL(p, nw > 5 ? w[5] : w[0], "edges takes four letters, for "
		    "N E S W, each C (city), R (road) or F (field)");
		p->edges_bad = true;
		return;
	}
	for (i = 0; i < 4; i++) {
		p->ecol[i] = column(p, w[i + 1]);
		if (strlen(w[i + 1]) != 1 || !strchr("CRF", w[i + 1][0])) {
			FAIL(p, w[i + 1], "edge %s '%.40s': C (city), R (road) "
			    "or F (field)", dir_name[i], w[i + 1]);
			p->edges_bad = true;
		} else
			t->edges[i] = w[i + 1][0];
	}
}

/* Can the current tile's edges be checked against this segment? */
static bool
edges_known(const struct parser *p)
{
	return p->edges_seen && !p->edges_bad;
}

/* An edge word of a road or city line: on an edge of the right letter,
 * once in the line, in no other segment of its kind. */
static void
seg_edge(struct parser *p, struct segdef *sd, const char *w, int d,
    unsigned *taken)
{
	char want = sd->kind == SEG_ROAD ? 'R' : 'C';

	if (sd->edges >> d & 1)
		FAIL(p, w, "%s twice in one %s line", w, segkind_name[sd->kind]);
	else if (edges_known(p) && p->t->edges[d] != want)
		FAIL(p, w, "%s on %s, a %s edge", segkind_name[sd->kind], w,
		    letter_word(p->t->edges[d]));
	else if (*taken >> d & 1)
		FAIL(p, w, "%s is already in another %s line", w,
		    segkind_name[sd->kind]);
	sd->edges |= 1u << d;
	*taken |= 1u << d;
}

static void
parse_road(struct parser *p, struct segdef *sd, char **w, int nw)
{
	const char *endw = NULL, *underw = NULL;
	int i, d;

	sd->kind = SEG_ROAD;
	for (i = 1; i < nw; i++) {
		if ((d = lookup(w[i], dir_name, 4)) >= 0)
			seg_edge(p, sd, w[i], d, &p->roads);
		else if (strncmp(w[i], "end=", 4) == 0) {
			endw = w[i];
			d = lookup(w[i] + 4, roadend_name, END_TUNNEL + 1);
			if (d <= END_THROUGH)
				FAIL(p, w[i] + 4, "road end '%.40s': junction, "
				    "crossing, city, cloister, houses, "
				    "cathedral or tunnel", w[i] + 4);
			else
				sd->end = (enum roadend)d;
		} else if (strcmp(w[i], "inn") == 0)
			sd->flags |= SF_INN;
		else if (strcmp(w[i], "labyrinth") == 0)
			sd->flags |= SF_LABYRINTH;
		else if (strcmp(w[i], "underpass") == 0) {
			sd->flags |= SF_UNDERPASS;
			underw = w[i];
		} else
			FAIL(p, w[i], "unknown word '%.40s' in a road line "
			    "(edges N E S W, end=KIND, inn, labyrinth, "
			    "underpass)", w[i]);
	}
	if (sd->edges == 0)
		FAIL(p, w[0], "a road line names the edges it touches");
	else if ((sd->edges & (sd->edges - 1)) == 0 && endw == NULL)
		FAIL(p, w[0], "a road of one edge ends on the tile: say how "
		    "with end=KIND");
	else if ((sd->edges & (sd->edges - 1)) != 0 && endw != NULL)
		FAIL(p, endw, "end= is for a road of one edge");
	else if (underw != NULL && (sd->edges & (sd->edges - 1)) == 0)
		FAIL(p, underw, "an underpass runs from edge to edge");
}

static void
parse_city(struct parser *p, struct segdef *sd, char **w, int nw)
{
	int i, d;

	sd->kind = SEG_CITY;
	for (i = 1; i < nw; i++) {
		if ((d = lookup(w[i], dir_name, 4)) >= 0)
			seg_edge(p, sd, w[i], d, &p->cities);
		else if (strcmp(w[i], "pennant") == 0)
			sd->flags |= SF_PENNANT;
		else if (strcmp(w[i], "cathedral") == 0)
			sd->flags |= SF_CATHEDRAL;
		else
			FAIL(p, w[i], "unknown word '%.40s' in a city line "
			    "(edges N E S W, pennant, cathedral)", w[i]);
	}
	if (sd->edges == 0)
		FAIL(p, w[0], "a city line names the edges it touches");
}

/* touches=E or touches=W,N,E: the cities that touch those edges. */
static void
parse_touches(struct parser *p, int i, char *list)
{
	char *s = list, *comma;
	int d;

	do {
		if ((comma = strchr(s, ',')) != NULL)
			*comma = '\0';
		d = lookup(s, dir_name, 4);
		if (d < 0)
			FAIL(p, s, "touches= names cities by an edge they "
			    "touch, N E S W, not '%.40s'", s);
		else if (edges_known(p) && p->t->edges[d] != 'C')
			FAIL(p, s, "touches=%s: the tile has no city on %s",
			    s, s);
		else
			p->touch[i] |= 1u << d;
		if (comma != NULL) {
			*comma = ',';	/* the column of what follows holds */
			s = comma + 1;
		}
	} while (comma != NULL);
}

static void
parse_field(struct parser *p, int si, char **w, int nw)
{
	struct segdef *sd = &p->t->segs[si];
	const char *cityw = NULL, *centre = NULL;
	int i, h;

	sd->kind = SEG_FIELD;
	for (i = 1; i < nw; i++) {
		if (strcmp(w[i], "C") == 0) {
			/* The field that touches no edge: one per tile, and
			 * alone, as field@C names it (IC-2's centre). */
			if (centre != NULL)
				FAIL(p, w[i], "C twice in one field line");
			else if (p->halves >> H_CENTRE & 1)
				FAIL(p, w[i], "C is already in another field "
				    "line: a tile has one field that touches "
				    "no edge");
			centre = w[i];
			p->halves |= 1u << H_CENTRE;
			continue;
		}
		if ((h = lookup(w[i], half_name, 8)) >= 0) {
			char e = p->t->edges[half_edge(h)];

			if (sd->halves >> h & 1)
				FAIL(p, w[i], "%s twice in one field line",
				    w[i]);
			else if (edges_known(p) && e == 'C')
				FAIL(p, w[i], "field on %s, but %s is a city "
				    "edge", w[i], dir_name[half_edge(h)]);
			else if (p->halves >> h & 1)
				FAIL(p, w[i], "%s is already in another field "
				    "line", w[i]);
			sd->halves |= 1u << h;
			p->halves |= 1u << h;
			continue;
		}
		if (strcmp(w[i], "+c") != 0 &&
		    strncmp(w[i], "touches=", 8) != 0) {
			FAIL(p, w[i], "unknown word '%.40s' in a field line "
			    "(half-edges NNW NNE ENE ESE SSE SSW WSW WNW, C, "
			    "+c, touches=EDGE,...)", w[i]);
			continue;
		}
		if (cityw != NULL) {
			FAIL(p, w[i], "one +c or touches= per field line");
			continue;
		}
		cityw = w[i];
		p->tline[si] = p->line;
		p->tcol[si] = column(p, w[i]);
		if (w[i][0] == '+')
			p->every[si] = true;
		else
			parse_touches(p, si, w[i] + 8);
	}
	if (centre != NULL && sd->halves != 0)
		FAIL(p, centre, "C is the field that touches no edge: not "
		    "with half-edges in one field line");
	else if (sd->halves == 0 && centre == NULL)
		FAIL(p, w[0], "a field line names the half-edges it touches, "
		    "or C for a field that touches no edge");
}

/* portal, magic, cloister: once per tile, no words. */
static bool
lone_word(struct parser *p, char **w, int nw, int which)
{
	if (nw > 1) {
		FAIL(p, w[1], "'%s' takes no words", w[0]);
		return false;
	}
	if (p->once[which]) {
		FAIL(p, w[0], "a second '%s' line", w[0]);
		return false;
	}
	p->once[which] = true;
	return true;
}

static void
parse_segment(struct parser *p, char **w, int nw)
{
	struct tiledef *t = p->t;
	struct segdef *sd;

	if (!p->edges_seen && !p->seg_seen)
		FAIL(p, w[0], "the edges line comes before the segments");
	p->seg_seen = true;
	if (t->nsegs == MAXSEGS) {
		FAIL(p, w[0], "more than %d segments in one tile", MAXSEGS);
		return;
	}
	sd = &t->segs[t->nsegs];
	memset(sd, 0, sizeof *sd);
	if (strcmp(w[0], "road") == 0)
		parse_road(p, sd, w, nw);
	else if (strcmp(w[0], "city") == 0)
		parse_city(p, sd, w, nw);
	else if (strcmp(w[0], "field") == 0)
		parse_field(p, t->nsegs, w, nw);
	else if (strcmp(w[0], "cloister") == 0) {
		sd->kind = SEG_CLOISTER;
		if (!lone_word(p, w, nw, ONCE_CLOISTER))
			return;
	} else {
		sd->kind = SEG_CATHEDRAL;
		if (nw != 2) {
			FAIL(p, nw > 2 ? w[2] : w[0], "cathedral takes one "
			    "word, the German city it stands in");
			return;
		}
		if (t->cathedral != NULL) {
			FAIL(p, w[0], "a second cathedral line");
			return;
		}
		t->cathedral = w[1];
	}
	t->nsegs++;
}

static void
parse_count(struct parser *p, char **w, int nw)
{
	const char *s;
	long n = 0;

	if (p->count_seen) {
		FAIL(p, w[0], "a second count line");
		return;
	}
	p->count_seen = true;
	if (nw != 2) {
		FAIL(p, nw > 2 ? w[2] : w[0], "count takes one number");
		return;
	}
	for (s = w[1]; *s >= '0' && *s <= '9' && n <= MAXCOUNT; s++)
		n = 10 * n + (*s - '0');
	if (*s != '\0' || w[1][0] == '0' || n > MAXCOUNT)
		FAIL(p, w[1], "count '%.40s': how many copies, 1 to %d", w[1],
		    MAXCOUNT);
	else
		p->t->count = (int)n;
}

static void
parse_source(struct parser *p, char *word)
{
	char *s = word + strlen("source"), *end;

	while (*s == ' ' || *s == '\t')
		s++;
	end = s + strlen(s);
	while (end > s && (end[-1] == ' ' || end[-1] == '\t'))
		*--end = '\0';
	if (p->t == NULL)
		FAIL(p, word, "'source' before the first tile line");
	else if (*s == '\0')
		FAIL(p, word, "source needs a text: where the tile's facts "
		    "come from");
	else if (p->t->source != NULL)
		FAIL(p, word, "a second source line");
	else
		p->t->source = s;	/* the rest of the line, as written */
}

static void
parse_line(struct parser *p, char *s)
{
	enum { K_TILE, K_ALIAS, K_COUNT, K_EDGES, K_PORTAL, K_MAGIC,
		K_FLIER, K_SEGMENT };
	static const char *const keys[] = {
		"tile", "alias", "count", "edges", "portal", "magic", "flier",
		/* K_SEGMENT and after */
		"road", "city", "field", "cloister", "cathedral"
	};
	char *w[MAXWORDS + 1], *q = s;
	int nw, i, k;

	while (*q == ' ' || *q == '\t')
		q++;
	/* A source is the rest of its line, '#' and all. */
	if (strncmp(q, "source", 6) == 0 &&
	    (q[6] == ' ' || q[6] == '\t' || q[6] == '\0')) {
		parse_source(p, q);
		return;
	}
	if ((nw = words(s, w, MAXWORDS)) == 0)
		return;
	if (nw > MAXWORDS) {
		FAIL(p, w[MAXWORDS], "more than %d words on one line",
		    MAXWORDS);
		return;
	}
	k = lookup(w[0], keys, (int)(sizeof keys / sizeof keys[0]));
	if (k < 0) {
		FAIL(p, w[0], "unknown word '%.40s' (a line starts with tile, "
		    "alias, count, source, edges, road, city, field, "
		    "cloister, cathedral, portal, magic or flier)", w[0]);
		return;
	}
	if (k == K_TILE) {
		begin_tile(p, w, nw);
		return;
	}
	if (p->t == NULL) {
		FAIL(p, w[0], "'%s' before the first tile line", w[0]);
		return;
	}
	switch (k) {
	case K_ALIAS:
		if (nw == 1)
			FAIL(p, w[0], "alias needs a name");
		for (i = 1; i < nw; i++) {
			if (p->t->naliases == MAXALIASES) {
				FAIL(p, w[i], "more than %d aliases",
				    MAXALIASES);
				break;
			}
			if (good_name(p, w[i], "alias")) {
				p->t->aliases[p->t->naliases++] = w[i];
				set_name(p->set, w[i],
				    (int)(p->t - p->set->tiles));
			}
		}
		break;
	case K_COUNT:
		parse_count(p, w, nw);
		break;
	case K_EDGES:
		parse_edges(p, w, nw);
		break;
	case K_PORTAL:
		if (lone_word(p, w, nw, ONCE_PORTAL))
			p->t->portal = true;
		break;
	case K_MAGIC:
		if (lone_word(p, w, nw, ONCE_MAGIC))
			p->t->magic = true;
		break;
	case K_FLIER:
		if (nw != 2 || lookup(w[1], arrow_name, 8) < 0) {
			FAIL(p, nw > 1 ? w[1] : w[0], "flier takes the "
			    "direction of its arrow: N NE E SE S SW W NW");
			break;
		}
		if (p->t->flier >= 0) {
			FAIL(p, w[0], "a second flier line");
			break;
		}
		p->t->flier = lookup(w[1], arrow_name, 8);
		break;
	default:
		parse_segment(p, w, nw);
	}
}

/* The underpass form with the road split into one tunnel stub per edge
 * (see rules/tiles/README). */
static void
add_split(struct tiledef *t)
{
	struct tiledef *s;
	int i, d, map[MAXSEGS];

	for (i = 0; i < t->nsegs; i++)
		if (t->segs[i].flags & SF_UNDERPASS)
			break;
	if (i == t->nsegs)
		return;
	t->underpass = true;
	s = xmalloc(1, sizeof *s);
	*s = *t;
	s->split = NULL;
	s->nsegs = 0;
	for (i = 0; i < t->nsegs; i++) {
		struct segdef sd = t->segs[i];

		map[i] = s->nsegs;
		if (!(sd.flags & SF_UNDERPASS)) {
			s->segs[s->nsegs++] = sd;
			continue;
		}
		for (d = 0; d < 4; d++) {
			if (!(sd.edges >> d & 1))
				continue;
			if (s->nsegs == MAXSEGS)
				abort();
			s->segs[s->nsegs] = sd;
			s->segs[s->nsegs].edges = 1u << d;
			s->segs[s->nsegs].end = END_TUNNEL;
			s->segs[s->nsegs].flags &= ~(unsigned)SF_UNDERPASS;
			s->nsegs++;
		}
	}
	/* Field city masks hold segment indexes: renumber them. */
	for (i = 0; i < s->nsegs; i++) {
		unsigned old = s->segs[i].cities;

		s->segs[i].cities = 0;
		for (d = 0; d < t->nsegs; d++)
			if (old >> d & 1)
				s->segs[i].cities |= 1u << map[d];
	}
	t->split = s;
}

static void
index_segs(struct tiledef *t)
{
	int i, d;

	memset(t->half_seg, -1, sizeof t->half_seg);
	memset(t->road_seg, -1, sizeof t->road_seg);
	memset(t->city_seg, -1, sizeof t->city_seg);
	for (i = 0; i < t->nsegs; i++) {
		const struct segdef *sd = &t->segs[i];

		for (d = 0; d < 8; d++)
			if (sd->halves >> d & 1)
				t->half_seg[d] = (int8_t)i;
		for (d = 0; d < 4; d++)
			if (sd->edges >> d & 1) {
				if (sd->kind == SEG_ROAD)
					t->road_seg[d] = (int8_t)i;
				else if (sd->kind == SEG_CITY)
					t->city_seg[d] = (int8_t)i;
			}
	}
}

size_t
tiles_break(const char *s, const char *end)
{
	const unsigned char *b = (const unsigned char *)s;
	size_t left = (size_t)(end - s);

	if (left == 0)
		return 0;
	if (b[0] == '\n')
		return 1;
	if (b[0] == '\r')
		return left > 1 && b[1] == '\n' ? 2 : 1;
	if (left > 1 && b[0] == 0xc2 && b[1] == 0x85)
		return 2;
	if (left > 2 && b[0] == 0xe2 && b[1] == 0x80 &&
	    (b[2] == 0xa8 || b[2] == 0xa9))
		return 3;
	return 0;
}

int
tiles_parse(const char *text, size_t len, const struct tileset *cat,
    tile_error_fn *err, void *ctx, struct tileset *set)
{
	struct parser p;
	char *s, *end;
	int i;

	memset(set, 0, sizeof *set);
	memset(&p, 0, sizeof p);
	p.set = set;
	p.catalogue = cat;
	p.err = err;
	p.ctx = ctx;
	set->text = xmalloc(len + 1, 1);
	memcpy(set->text, text, len);
	set->text[len] = '\0';
	end = set->text + len;
	for (s = set->text; s < end; ) {
		char *eol = s, *nul;
		size_t br = 0;

		while (eol < end && (br = tiles_break(eol, end)) == 0)
			eol++;
		p.line++;
		p.bol = s;
		if ((nul = memchr(s, '\0', (size_t)(eol - s))) != NULL)
			FAIL(&p, nul, "a NUL byte");
		memset(eol, '\0', br);
		if (nul == NULL)
			parse_line(&p, s);
		s = eol + (br ? br : 1);
	}
	finish_tile(&p);
	if (p.nerr > 0) {
		tileset_free(set);
		return p.nerr;
	}
	for (i = 0; i < set->ntiles; i++) {
		add_split(&set->tiles[i]);
		index_segs(&set->tiles[i]);
		if (set->tiles[i].split != NULL)
			index_segs(set->tiles[i].split);
	}
	return 0;
}

void
tileset_free(struct tileset *set)
{
	int i;

	for (i = 0; i < set->ntiles; i++)
		free(set->tiles[i].split);
	free(set->tiles);
	free(set->text);
	free(set->names);
	free(set->slots);
	memset(set, 0, sizeof *set);
}

/* A defect of the build, caught by the suite: the first one ends the
 * building (engine_once). */
static _Noreturn void
catalogue_error(void *ctx, int line, int col, const char *msg)
{
	(void)ctx;
	xfail("rules/tiles (all files, joined): %d:%d: %s", line, col, msg);
}

/* Every id and alias of the catalogue, by hash (open addressing, at most
 * half full): a board names its tiles again and again, and check reads
 * thousands of boards. */
static struct name_slot {
	unsigned hash;
	const char *name;
	const struct tiledef *def;
} *names;
static size_t names_mask;

static unsigned
name_hash(const char *s)
{
	unsigned h = 2166136261u;	/* FNV-1a */

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static void
name_add(const char *name, const struct tiledef *def)
{
	unsigned h = name_hash(name);
	size_t i;

	for (i = h & names_mask; names[i].name != NULL;
	    i = (i + 1) & names_mask)
		continue;
	names[i].hash = h;
	names[i].name = name;
	names[i].def = def;
}

static void
index_names(void)
{
	size_t n = 0, size = 16;
	int i, j;

	for (i = 0; i < catalogue.ntiles; i++)
		n += 1 + (size_t)catalogue.tiles[i].naliases;
	while (size < 2 * n)
		size *= 2;
	names = xcalloc(size, sizeof *names);
	names_mask = size - 1;
	for (i = 0; i < catalogue.ntiles; i++) {
		const struct tiledef *t = &catalogue.tiles[i];

		name_add(t->id, t);
		for (j = 0; j < t->naliases; j++)
			name_add(t->aliases[j], t);
	}
}

void
tiles_init(void)
{
	int i;

	if (tiles_parse(tiles_data, strlen(tiles_data), NULL,
	    catalogue_error, NULL, &catalogue) != 0)
		xfail("rules/tiles: not read");
	/* The box's facts are required of the catalogue alone. */
	for (i = 0; i < catalogue.ntiles; i++)
		if (catalogue.tiles[i].count == 0 ||
		    catalogue.tiles[i].source == NULL)
			catalogue_error(NULL, catalogue.tiles[i].line, 1,
			    "a catalogue tile needs a count and a source");
	index_names();
}

void
tiles_free(void)
{
	tileset_free(&catalogue);
	free(names);
	names = NULL;
	names_mask = 0;
}

const struct tileset *
tiles_catalogue(void)
{
	return &catalogue;
}

int
tiles_count(void)
{
	return catalogue.ntiles;
}

const struct tiledef *
tiles_at(int i)
{
	return &catalogue.tiles[i];
}

const struct tiledef *
tiles_find(const char *name)
{
	unsigned h;
	size_t i;

	if (names == NULL)	/* still reading the catalogue */
		return tileset_find(&catalogue, name);
	h = name_hash(name);
	for (i = h & names_mask; names[i].name != NULL;
	    i = (i + 1) & names_mask)
		if (names[i].hash == h && strcmp(names[i].name, name) == 0)
			return names[i].def;
	return NULL;
}

/* Every id and alias of the catalogue, then of extra, in order: calls
 * visit with each; stops early when it returns false. */
static void
each_name(const struct tileset *extra, bool (*visit)(void *, const char *),
    void *ctx)
{
	const struct tileset *sets[2] = { &catalogue, extra };
	int k, i, j;

	for (k = 0; k < 2; k++)
		for (i = 0; sets[k] != NULL && i < sets[k]->ntiles; i++) {
			const struct tiledef *t = &sets[k]->tiles[i];

			if (!visit(ctx, t->id))
				return;
			for (j = 0; j < t->naliases; j++)
				if (!visit(ctx, t->aliases[j]))
					return;
		}
}

struct near {
	const char *name;
	const char **out;
	int dist[8];
	int n, max;
	bool caseless;		/* looking for a case-insensitive match */
};

static bool
near_visit(void *ctx, const char *cand)
{
	struct near *nr = ctx;
	int d, k;

	if (nr->caseless) {
		if (strcasecmp(cand, nr->name) == 0)
			nr->out[nr->n++] = cand;
		return nr->n < nr->max;
	}
	/* Not a name that shares no letter: 'Z' is not near 'A'. */
	if ((d = suggest_distance(nr->name, cand)) > 2 ||
	    (d >= (int)strlen(cand) && d >= (int)strlen(nr->name)))
		return true;
	/* Closest first; then the nearest in length ("mw9": MW-1 before M);
	 * then catalogue order. */
	d = 64 * d + abs((int)strlen(cand) - (int)strlen(nr->name));
	for (k = nr->n; k > 0 && nr->dist[k - 1] > d; k--)
		if (k < nr->max) {
			nr->out[k] = nr->out[k - 1];
			nr->dist[k] = nr->dist[k - 1];
		}
	if (k < nr->max) {
		nr->out[k] = cand;
		nr->dist[k] = d;
		if (nr->n < nr->max)
			nr->n++;
	}
	return true;
}

int
tiles_suggest(const char *name, const struct tileset *extra,
    const char **out, int max)
{
	struct near nr = { name, out, { 0 }, 0, max, true };

	if (nr.max > 8)
		nr.max = 8;
	if (nr.max <= 0)
		return 0;
	each_name(extra, near_visit, &nr);
	if (nr.n > 0)
		return nr.n;
	nr.caseless = false;
	each_name(extra, near_visit, &nr);
	return nr.n;
}

void
tiles_unknown(char *buf, size_t len, const char *name,
    const struct tileset *extra)
{
	const char *near[3];
	int n = tiles_suggest(name, extra, near, 3), k;
	size_t at;

	snprintf(buf, len, "unknown tile id '%s' (", diag_quote(name));
	for (k = 0; k < n; k++) {
		at = strlen(buf);
		snprintf(buf + at, len - at, "%s'%s'", k == 0 ? "did you mean " :
		    k == n - 1 ? " or " : ", ", near[k]);
	}
	at = strlen(buf);
	snprintf(buf + at, len - at, "%ssee 'carcjudge tiles')", n ? "? " : "");
}

int
first_bit(unsigned mask)
{
	int i;

	for (i = 0; i < 32; i++)
		if (mask >> i & 1)
			return i;
	return -1;
}

int
nbits(unsigned mask)
{
	int n = 0;

	for (; mask; mask &= mask - 1)
		n++;
	return n;
}
