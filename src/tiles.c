#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tiles.h"

extern const char tiles_data[];	/* build/catalogue.c, from rules/tiles/ */

const char *const dir_name[4] = { "N", "E", "S", "W" };
const char *const half_name[8] = {
	"NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"
};
const char *const segkind_name[SEG_NKINDS] = {
	"road", "city", "field", "cloister", "cathedral"
};
const char *const roadend_name[] = {
	"through", "junction", "crossing", "city", "cloister", "houses",
	"cathedral", "tunnel"
};

static struct tiledef *tiles;
static int ntiles, captiles;
static char *text;		/* a writable copy of tiles_data, cut up */

static void
bad(int line, const char *what)
{
	fprintf(stderr, "carcjudge: rules/tiles: line %d: %s\n", line, what);
	abort();
}

static int
lookup(const char *w, const char *const *names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(w, names[i]) == 0)
			return i;
	return -1;
}

/* Splits s on blanks in place; returns the word count. */
static int
words(char *s, char **w, int max)
{
	int n = 0;

	for (;;) {
		while (*s == ' ' || *s == '\t')
			*s++ = '\0';
		if (*s == '\0' || *s == '#')
			return n;
		if (n == max)
			return max + 1;
		w[n++] = s;
		while (*s != '\0' && *s != ' ' && *s != '\t')
			s++;
	}
}

static void
parse_road(struct tiledef *t, struct segdef *sd, char **w, int nw, int line)
{
	int i, d;

	sd->kind = SEG_ROAD;
	for (i = 1; i < nw; i++) {
		if ((d = lookup(w[i], dir_name, 4)) >= 0)
			sd->edges |= 1u << d;
		else if (strncmp(w[i], "end=", 4) == 0) {
			d = lookup(w[i] + 4, roadend_name, END_TUNNEL + 1);
			if (d <= END_THROUGH)
				bad(line, "unknown road end");
			sd->end = d;
		} else if (strcmp(w[i], "inn") == 0)
			sd->flags |= SF_INN;
		else if (strcmp(w[i], "labyrinth") == 0)
			sd->flags |= SF_LABYRINTH;
		else if (strcmp(w[i], "underpass") == 0)
			sd->flags |= SF_UNDERPASS;
		else
			bad(line, "unknown word in road");
	}
	if (sd->edges == 0)
		bad(line, "road without edges");
	if (((sd->edges & (sd->edges - 1)) == 0) != (sd->end != END_THROUGH))
		bad(line, "a road with one edge needs end=, and only it");
	for (d = 0; d < 4; d++)
		if ((sd->edges >> d & 1) && t->edges[d] != 'R')
			bad(line, "road on an edge that is not R");
}

static void
parse_line(struct tiledef *t, char **w, int nw, int line)
{
	struct segdef *sd;
	int i, d;

	if (strcmp(w[0], "alias") == 0) {
		for (i = 1; i < nw; i++) {
			if (t->naliases == 4)
				bad(line, "too many aliases");
			t->aliases[t->naliases++] = w[i];
		}
		return;
	}
	if (strcmp(w[0], "count") == 0 && nw == 2) {
		t->count = atoi(w[1]);
		return;
	}
	if (strcmp(w[0], "edges") == 0 && nw == 5) {
		for (i = 0; i < 4; i++) {
			if (strlen(w[i + 1]) != 1 || !strchr("CRF", w[i + 1][0]))
				bad(line, "edges are C, R or F");
			t->edges[i] = w[i + 1][0];
		}
		return;
	}
	if (strcmp(w[0], "portal") == 0 && nw == 1) {
		t->portal = true;
		return;
	}
	if (strcmp(w[0], "flier") == 0 && nw == 2) {
		static const char *const arrows[8] = {
			"N", "NE", "E", "SE", "S", "SW", "W", "NW"
		};
		if ((t->flier = lookup(w[1], arrows, 8)) < 0)
			bad(line, "unknown flier direction");
		return;
	}
	if (t->nsegs == MAXSEGS)
		bad(line, "too many segments");
	sd = &t->segs[t->nsegs];
	memset(sd, 0, sizeof *sd);
	if (strcmp(w[0], "road") == 0)
		parse_road(t, sd, w, nw, line);
	else if (strcmp(w[0], "city") == 0) {
		sd->kind = SEG_CITY;
		for (i = 1; i < nw; i++) {
			if ((d = lookup(w[i], dir_name, 4)) >= 0 &&
			    t->edges[d] == 'C')
				sd->edges |= 1u << d;
			else if (strcmp(w[i], "pennant") == 0)
				sd->flags |= SF_PENNANT;
			else
				bad(line, "bad word in city");
		}
	} else if (strcmp(w[0], "field") == 0) {
		sd->kind = SEG_FIELD;
		for (i = 1; i < nw; i++) {
			if ((d = lookup(w[i], half_name, 8)) >= 0 &&
			    t->edges[half_edge(d)] != 'C')
				sd->halves |= 1u << d;
			else if (strcmp(w[i], "+c") == 0)
				sd->cities = ~0u;	/* resolved at the end */
			else
				bad(line, "bad word in field");
		}
	} else if (strcmp(w[0], "cloister") == 0 && nw == 1)
		sd->kind = SEG_CLOISTER;
	else if (strcmp(w[0], "cathedral") == 0 && nw == 2) {
		sd->kind = SEG_CATHEDRAL;
		t->cathedral = w[1];
	} else
		bad(line, "unknown line");
	t->nsegs++;
}

/* Every edge must be covered exactly as its letter says. */
static void
check_tile(struct tiledef *t, int line)
{
	unsigned roads = 0, cities = 0, halves = 0, citysegs = 0;
	int i, d;

	if (t->edges[0] == 0)
		bad(line, "tile without edges");
	for (i = 0; i < t->nsegs; i++) {
		struct segdef *sd = &t->segs[i];

		if ((sd->kind == SEG_ROAD && (roads & sd->edges)) ||
		    (sd->kind == SEG_CITY && (cities & sd->edges)) ||
		    (halves & sd->halves))
			bad(line, "an edge in two segments");
		if (sd->kind == SEG_ROAD)
			roads |= sd->edges;
		if (sd->kind == SEG_CITY) {
			cities |= sd->edges;
			citysegs |= 1u << i;
		}
		halves |= sd->halves;
	}
	for (i = 0; i < t->nsegs; i++)
		if (t->segs[i].kind == SEG_FIELD)
			t->segs[i].cities &= citysegs;
	for (d = 0; d < 4; d++) {
		bool r = roads >> d & 1, c = cities >> d & 1;
		unsigned h = 3u << (2 * d);

		if (r != (t->edges[d] == 'R') || c != (t->edges[d] == 'C') ||
		    ((halves & h) == h) != (t->edges[d] != 'C') ||
		    ((halves & h) != 0 && (halves & h) != h))
			bad(line, "segments do not cover the edges");
	}
}

static void
add_split(struct tiledef *t)
{
	struct tiledef *s;
	int i, d;

	for (i = 0; i < t->nsegs; i++)
		if (t->segs[i].flags & SF_UNDERPASS)
			break;
	if (i == t->nsegs)
		return;
	t->underpass = true;
	if ((s = malloc(sizeof *s)) == NULL)
		abort();
	*s = *t;
	s->split = NULL;
	s->nsegs = 0;
	for (i = 0; i < t->nsegs; i++) {
		struct segdef sd = t->segs[i];

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
			s->segs[s->nsegs].flags &= ~SF_UNDERPASS;
			s->nsegs++;
		}
	}
	/* Field city masks refer to segment indexes: recompute. */
	for (i = 0; i < s->nsegs; i++)
		if (s->segs[i].kind == SEG_FIELD && s->segs[i].cities)
			s->segs[i].cities = ~0u;
	check_tile(s, 0);
	t->split = s;
}

void
tiles_init(void)
{
	char *s, *eol, *w[16];
	int nw, line = 0, start = 0;
	struct tiledef *t = NULL;

	if ((text = strdup(tiles_data)) == NULL)
		abort();
	for (s = text; *s != '\0'; s = eol + 1) {
		line++;
		if ((eol = strchr(s, '\n')) == NULL)
			eol = s + strlen(s) - 1;
		*eol = '\0';
		if (strncmp(s, "source ", 7) == 0 && t != NULL) {
			t->source = s + 7;	/* the rest of the line, as written */
			continue;
		}
		if ((nw = words(s, w, 15)) == 0)
			continue;
		if (nw > 15)
			bad(line, "too many words");
		if (strcmp(w[0], "tile") == 0 && nw == 2) {
			if (t != NULL)
				check_tile(t, start);
			if (tiles_find(w[1]) != NULL)
				bad(line, "duplicate tile id");
			if (ntiles == captiles) {
				captiles = captiles ? 2 * captiles : 64;
				tiles = realloc(tiles, captiles * sizeof *tiles);
				if (tiles == NULL)
					abort();
			}
			t = &tiles[ntiles++];
			memset(t, 0, sizeof *t);
			t->id = w[1];
			t->flier = -1;
			start = line;
		} else if (t == NULL)
			bad(line, "data before the first tile");
		else
			parse_line(t, w, nw, line);
	}
	if (t != NULL)
		check_tile(t, start);
	for (nw = 0; nw < ntiles; nw++)
		add_split(&tiles[nw]);
}

void
tiles_free(void)
{
	int i;

	for (i = 0; i < ntiles; i++)
		free((void *)tiles[i].split);
	free(tiles);
	free(text);
	tiles = NULL;
	text = NULL;
	ntiles = captiles = 0;
}

int
tiles_count(void)
{
	return ntiles;
}

const struct tiledef *
tiles_at(int i)
{
	return &tiles[i];
}

const struct tiledef *
tiles_find(const char *name)
{
	int i, j;

	for (i = 0; i < ntiles; i++) {
		if (strcmp(tiles[i].id, name) == 0)
			return &tiles[i];
		for (j = 0; j < tiles[i].naliases; j++)
			if (strcmp(tiles[i].aliases[j], name) == 0)
				return &tiles[i];
	}
	return NULL;
}

unsigned
rot_edges(unsigned mask, int q)
{
	q &= 3;
	return ((mask << q) | (mask >> (4 - q))) & 0xf;
}

unsigned
rot_halves(unsigned mask, int q)
{
	q = (q & 3) * 2;
	return ((mask << q) | (mask >> (8 - q))) & 0xff;
}

int
half_opposite(int h)
{
	/* NNW-SSW, NNE-SSE on the north/south edges; ENE-WNW, ESE-WSW. */
	return (h <= H_NNE || h == H_SSE || h == H_SSW) ? 5 - h : 9 - h;
}

int
half_edge(int h)
{
	return h / 2;
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
