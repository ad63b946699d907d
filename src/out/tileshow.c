/* tileshow: the tile catalogue read out (carcjudge tiles, carcjudge(3)'s
 * cj_tiles) -- a list in plain words, a tile drawn and its parts named at
 * a rotation, the tiles whose edges read so, or the whole catalogue as one
 * JSON document. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "address.h"
#include "cli.h"
#include "diag.h"
#include "doc.h"
#include "draw.h"
#include "run.h"
#include "tiles.h"
#include "xalloc.h"

static const char *const arrow_word[8] = {
	"north", "north-east", "east", "south-east", "south", "south-west",
	"west", "north-west"
};

/* A string built piece by piece, cut short rather than overflowing. */
struct text {
	char s[600];
	size_t n;
};

static void
put(struct text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
put(struct text *t, const char *fmt, ...)
{
	va_list ap;
	int k;

	if (t->n >= sizeof t->s - 1)
		return;
	va_start(ap, fmt);
	k = vsnprintf(t->s + t->n, sizeof t->s - t->n, fmt, ap);
	va_end(ap);
	if (k > 0)
		t->n += (size_t)k;
	if (t->n > sizeof t->s - 1)
		t->n = sizeof t->s - 1;
}

/* "north", "north and west", "north, east and west", by the bits of
 * mask in the order N E S W. */
static void
put_dirs(struct text *t, unsigned mask)
{
	int d, n = 0, total = nbits(mask);

	for (d = 0; d < 4; d++)
		if (mask >> d & 1) {
			put(t, "%s%s", n == 0 ? "" : n == total - 1 ? " and " :
			    ", ", dir_word[d]);
			n++;
		}
}

static void
sep(struct text *t)
{
	if (t->n > 0)
		put(t, ", ");
}

static void
describe_cities(struct text *t, const struct tiledef *def, int q)
{
	unsigned caps = 0;
	int i, n = 0, plain = 1;

	for (i = 0; i < def->nsegs; i++) {
		const struct segdef *sd = &def->segs[i];

		if (sd->kind != SEG_CITY)
			continue;
		n++;
		caps |= rot_edges(sd->edges, q);
		if (nbits(sd->edges) != 1 || sd->flags != 0)
			plain = 0;
	}
	if (n > 1 && plain) {
		sep(t);
		put(t, "separate city caps on ");
		put_dirs(t, caps);
		return;
	}
	n = 0;
	for (i = 0; i < def->nsegs; i++) {
		const struct segdef *sd = &def->segs[i];
		unsigned e = rot_edges(sd->edges, q);
		int k = nbits(e);

		if (sd->kind != SEG_CITY)
			continue;
		sep(t);
		put(t, "%s", n++ ? "separate " : "");
		if (k == 1)
			put(t, "city cap on ");
		else if (k == 4)
			put(t, "city on all four edges");
		else
			put(t, "city on ");
		if (k < 4)
			put_dirs(t, e);
		if (sd->flags & (SF_PENNANT | SF_CATHEDRAL))
			put(t, " with %s%s%s", sd->flags & SF_PENNANT ?
			    "a pennant" : "", (sd->flags & SF_PENNANT) &&
			    (sd->flags & SF_CATHEDRAL) ? " and " : "",
			    sd->flags & SF_CATHEDRAL ? "a cathedral" : "");
	}
}

static void
describe_roads(struct text *t, const struct tiledef *def, int q)
{
	static const char *const end_one[] = {
		[END_JUNCTION] = "ending at a junction",
		[END_CROSSING] = "ending at a crossing",
		[END_CITY] = "ending at a city",
		[END_CLOISTER] = "ending at the cloister",
		[END_HOUSES] = "ending at houses",
		[END_CATHEDRAL] = "ending at the cathedral",
		[END_TUNNEL] = "ending at a tunnel opening"
	};
	static const char *const end_many[] = {
		[END_JUNCTION] = "meeting at a junction",
		[END_CROSSING] = "meeting at a crossing",
		[END_CITY] = "each ending at a city",
		[END_CLOISTER] = "each ending at the cloister",
		[END_HOUSES] = "each ending at houses",
		[END_CATHEDRAL] = "each ending at the cathedral",
		[END_TUNNEL] = "each ending at a tunnel opening"
	};
	int i, d, end;

	for (i = 0; i < def->nsegs; i++) {
		const struct segdef *sd = &def->segs[i];
		unsigned e = rot_edges(sd->edges, q);

		if (sd->kind != SEG_ROAD || nbits(e) < 2)
			continue;
		sep(t);
		if (sd->flags & SF_LABYRINTH)
			put(t, "labyrinth: one road joining ");
		else if (e == 0x5 || e == 0xa)
			put(t, "straight road %s", e == 0x5 ? "north-south" :
			    "east-west");
		else if (nbits(e) == 2)
			put(t, "curved road %s-%s", dir_word[first_bit(e)],
			    dir_word[first_bit(e & (e - 1))]);
		else
			put(t, "road joining ");
		if (nbits(e) == 4)
			put(t, "all four edges");
		else if (nbits(e) == 3)
			put_dirs(t, e);
		if (sd->flags & SF_INN)
			put(t, " with an inn");
		if (sd->flags & SF_UNDERPASS)
			put(t, " passing under the city");
	}
	/* Stubs, grouped by how they end: "roads from east (with an inn),
	 * south and west meeting at a junction". */
	for (end = END_JUNCTION; end <= END_TUNNEL; end++) {
		unsigned stubs = 0, inns = 0;
		int n = 0, k = 0;

		for (i = 0; i < def->nsegs; i++) {
			const struct segdef *sd = &def->segs[i];
			unsigned e = rot_edges(sd->edges, q);

			if (sd->kind == SEG_ROAD && nbits(e) == 1 &&
			    (int)sd->end == end) {
				stubs |= e;
				if (sd->flags & SF_INN)
					inns |= e;
			}
		}
		if (stubs == 0)
			continue;
		n = nbits(stubs);
		sep(t);
		put(t, "road%s from ", n > 1 ? "s" : "");
		for (d = 0; d < 4; d++)
			if (stubs >> d & 1) {
				put(t, "%s%s%s", k == 0 ? "" : k == n - 1 ?
				    " and " : ", ", dir_word[d], inns >> d & 1 ?
				    " (with an inn)" : "");
				k++;
			}
		put(t, " %s", n > 1 ? end_many[end] : end_one[end]);
	}
}

/* The tile in plain words at rotation q, in board directions. */
static const char *
describe(const struct tiledef *def, int q, struct text *t)
{
	int i, n;

	t->n = 0;
	t->s[0] = '\0';
	/* What the roads end at comes before them. */
	for (i = 0; i < def->nsegs; i++)
		if (def->segs[i].kind == SEG_CLOISTER) {
			sep(t);
			put(t, "cloister");
		}
	if (def->cathedral != NULL) {
		sep(t);
		put(t, "German cathedral (%s)", def->cathedral);
	}
	describe_cities(t, def, q);
	describe_roads(t, def, q);
	if (def->portal) {
		sep(t);
		put(t, "magic portal");
	}
	if (def->magic) {
		sep(t);
		put(t, "magic symbol");
	}
	if (def->flier >= 0) {
		sep(t);
		put(t, "flying machine pointing %s",
		    arrow_word[(def->flier + 2 * q) % 8]);
	}
	for (i = 0, n = 0; i < def->nsegs; i++)
		n += def->segs[i].kind == SEG_FIELD;
	sep(t);
	if (n == 0)
		put(t, "no field");
	else
		put(t, "%d field%s", n, n > 1 ? "s" : "");
	return t->s;
}

/* The segments of def in the order they are listed at rotation q: by
 * kind, then by canonical name (the order of N E S W, or NNW to WNW). */
static void
part_order(const struct tiledef *def, int q, int order[MAXSEGS])
{
	int key[MAXSEGS], i, k;

	for (i = 0; i < def->nsegs; i++) {
		const struct segdef *sd = &def->segs[i];
		int at = sd->kind == SEG_FIELD ? (sd->halves == 0 ? H_CENTRE :
		    first_bit(rot_halves(sd->halves, q))) :
		    first_bit(rot_edges(sd->edges, q));

		key[i] = 16 * (int)sd->kind + (at < 0 ? 0 : at);
		for (k = i; k > 0 && key[order[k - 1]] > key[i]; k--)
			order[k] = order[k - 1];
		order[k] = i;
	}
}

static void
rotated_edges(const struct tiledef *def, int q, char out[5])
{
	int d;

	/* What faces d after q quarter turns faced d - q before. */
	for (d = 0; d < 4; d++)
		out[d] = def->edges[(d - q + 4) % 4];
	out[4] = '\0';
}

static const char *const end_words[] = {
	[END_JUNCTION] = "a junction", [END_CROSSING] = "a crossing",
	[END_CITY] = "a city", [END_CLOISTER] = "the cloister",
	[END_HOUSES] = "houses", [END_CATHEDRAL] = "the cathedral",
	[END_TUNNEL] = "a tunnel opening"
};

static void
show_tile(FILE *out, const struct tiledef *def, int q)
{
	char cell[DRAW_H][DRAW_W], name[32], edges[5];
	struct text words;
	int i, r, d, order[MAXSEGS];

	fprintf(out, "%s", def->id);
	for (i = 0; i < def->naliases; i++)
		fprintf(out, "%s%s", i ? ", " : " (alias ", def->aliases[i]);
	fprintf(out, "%s, rot %d: %d in the box; %s\n",
	    def->naliases ? ")" : "",
	    90 * q, def->count, def->source ? def->source : "no source");
	fprintf(out, "  %s\n", describe(def, q, &words));
	draw_tile(def, q, cell);
	for (r = 0; r < DRAW_H; r++)
		fprintf(out, "    %.*s\n", DRAW_W, cell[r]);
	rotated_edges(def, q, edges);
	fprintf(out, "  edges N E S W: %c %c %c %c\n", edges[0], edges[1],
	    edges[2],
	    edges[3]);
	part_order(def, q, order);
	for (i = 0; i < def->nsegs; i++) {
		const struct segdef *sd = &def->segs[order[i]];
		unsigned e = rot_edges(sd->edges, q);
		unsigned h = rot_halves(sd->halves, q);
		int j, n = 0;

		fprintf(out, "  %-10s", addr_name(def, q, order[i], name,
		    sizeof name));
		switch (sd->kind) {
		case SEG_ROAD:
		case SEG_CITY:
			fprintf(out, " edges");
			for (d = 0; d < 4; d++)
				if (e >> d & 1)
					fprintf(out, " %s", dir_name[d]);
			if (sd->kind == SEG_ROAD && nbits(e) == 1)
				fprintf(out, "; ends at %s",
				    end_words[sd->end]);
			break;
		case SEG_FIELD:
			fprintf(out,
			    h != 0 ? " half-edges" : " no half-edge, amid the "
			    "tile");
			for (d = 0; d < 8; d++)
				if (h >> d & 1)
					fprintf(out, " %s", half_name[d]);
			for (j = 0; j < def->nsegs; j++)
				if (sd->cities >> order[j] & 1)
					fprintf(out, "%s%s", n++ ? ", " :
					    "; touches ", addr_name(def, q,
					    order[j], name, sizeof name));
			break;
		case SEG_CATHEDRAL:
			fprintf(out, " a German cathedral, %s", def->cathedral);
			break;
		default:
			break;
		}
		if (sd->flags & SF_PENNANT)
			fprintf(out, "; pennant");
		if (sd->flags & SF_CATHEDRAL)
			fprintf(out, "; cathedral (Inns & Cathedrals)");
		if (sd->flags & SF_INN)
			fprintf(out, "; inn");
		if (sd->flags & SF_LABYRINTH)
			fprintf(out, "; labyrinth: one road, not a crossing");
		if (sd->flags & SF_UNDERPASS)
			fprintf(out, "; underpass (with the Tunnel and "
			    "other-tunnels: tokens, a tunnel opening at each "
			    "end)");
		putc('\n', out);
	}
	if (def->portal)
		fprintf(out, "  magic portal\n");
	if (def->magic)
		fprintf(out, "  magic symbol\n");
	if (def->flier >= 0)
		fprintf(out, "  flying machine, arrow %s\n",
		    arrow_word[(def->flier + 2 * q) % 8]);
}

static void
json_flags(FILE *out, unsigned flags)
{
	static const struct {
		unsigned bit;
		const char *name;
	} names[] = {
		{ SF_PENNANT, "pennant" }, { SF_CATHEDRAL, "cathedral" },
		{ SF_INN, "inn" }, { SF_LABYRINTH, "labyrinth" },
		{ SF_UNDERPASS, "underpass" }
	};
	size_t k;
	int n = 0;

	fprintf(out, ", \"flags\": [");
	for (k = 0; k < sizeof names / sizeof names[0]; k++)
		if (flags & names[k].bit)
			fprintf(out, "%s\"%s\"", n++ ? ", " : "",
			    names[k].name);
	putc(']', out);
}

static void
json_tile(FILE *out, const struct tiledef *def, int q, bool last)
{
	char name[32], edges[5];
	int i, j, d, n, order[MAXSEGS];

	fprintf(out, "  {\"id\": ");
	json_str(out, def->id);
	fprintf(out, ", \"aliases\": [");
	for (i = 0; i < def->naliases; i++) {
		fprintf(out, "%s", i ? ", " : "");
		json_str(out, def->aliases[i]);
	}
	fprintf(out, "], \"count\": %d, \"source\": ", def->count);
	if (def->source)
		json_str(out, def->source);
	else
		fprintf(out, "null");
	rotated_edges(def, q, edges);
	fprintf(out, ", \"rot\": %d, \"edges\": \"%s\", \"segments\": [",
	    90 * q,
	    edges);
	part_order(def, q, order);
	for (i = 0; i < def->nsegs; i++) {
		const struct segdef *sd = &def->segs[order[i]];
		unsigned e = rot_edges(sd->edges, q);
		unsigned h = rot_halves(sd->halves, q);

		fprintf(out, "%s{\"kind\": \"%s\", \"name\": \"%s\"",
		    i ? ", " : "",
		    segkind_name[sd->kind], addr_name(def, q, order[i], name,
		    sizeof name));
		if (sd->kind == SEG_ROAD || sd->kind == SEG_CITY) {
			fprintf(out, ", \"edges\": [");
			for (d = 0, n = 0; d < 4; d++)
				if (e >> d & 1)
					fprintf(out, "%s\"%s\"",
					    n++ ? ", " : "",
					    dir_name[d]);
			putc(']', out);
		}
		if (sd->kind == SEG_ROAD) {
			if (nbits(e) == 1)
				fprintf(out, ", \"end\": \"%s\"",
				    roadend_name[sd->end]);
			else
				fprintf(out, ", \"end\": null");
		}
		if (sd->kind == SEG_FIELD) {
			fprintf(out, ", \"half-edges\": [");
			for (d = 0, n = 0; d < 8; d++)
				if (h >> d & 1)
					fprintf(out, "%s\"%s\"",
					    n++ ? ", " : "",
					    half_name[d]);
			fprintf(out, "], \"cities\": [");
			for (j = 0, n = 0; j < def->nsegs; j++)
				if (sd->cities >> order[j] & 1)
					fprintf(out, "%s\"%s\"",
					    n++ ? ", " : "",
					    addr_name(def, q, order[j], name,
					    sizeof name));
			putc(']', out);
		}
		json_flags(out, sd->flags);
		putc('}', out);
	}
	fprintf(out, "], \"portal\": %s, \"flier\": ", def->portal ? "true" :
	    "false");
	if (def->flier >= 0)
		fprintf(out, "\"%s\"", (const char *[]){ "N", "NE", "E", "SE",
		    "S",
		    "SW", "W", "NW" }[(def->flier + 2 * q) % 8]);
	else
		fprintf(out, "null");
	fprintf(out, ", \"magic\": %s, \"cathedral\": ", def->magic ? "true" :
	    "false");
	if (def->cathedral)
		json_str(out, def->cathedral);
	else
		fprintf(out, "null");
	fprintf(out, "}%s\n", last ? "" : ",");
}

/* The tiles to print, each at its rotation. */
struct pick {
	const struct tiledef *def;
	int q;
};

static void
print_list(FILE *out, const struct pick *p, int n)
{
	size_t idw = 2, aliasw = 7, w;
	struct text words;
	char aliases[80], edges[5];
	int i, k;

	for (i = 0; i < n; i++) {
		if ((w = strlen(p[i].def->id)) > idw)
			idw = w;
		for (w = 0, k = 0; k < p[i].def->naliases; k++)
			w += strlen(p[i].def->aliases[k]) + (k > 0);
		if (w > aliasw)
			aliasw = w;
	}
	fprintf(out, "%-*s  %-*s  %3s  %s  %s\n", (int)idw, "ID", (int)aliasw,
	    "ALIASES", "BOX", "NESW", "TILE");
	for (i = 0; i < n; i++) {
		const struct tiledef *def = p[i].def;

		aliases[0] = '\0';
		for (k = 0; k < def->naliases; k++)
			snprintf(aliases + strlen(aliases), sizeof aliases -
			    strlen(aliases), "%s%s", k ? "," : "",
			    def->aliases[k]);
		rotated_edges(def, p[i].q, edges);
		fprintf(out, "%-*s  %-*s  %3d  %s  %s\n", (int)idw, def->id,
		    (int)aliasw, def->naliases ? aliases : "-", def->count,
		    edges, describe(def, p[i].q, &words));
	}
}

static void
print_matches(FILE *out, const struct pick *p, int n)
{
	struct text words;
	size_t idw = 2, w;
	int i;

	for (i = 0; i < n; i++)
		if ((w = strlen(p[i].def->id)) > idw)
			idw = w;
	for (i = 0; i < n; i++)
		fprintf(out, "%-*s  rot %-3d  %s\n", (int)idw, p[i].def->id,
		    90 * p[i].q, describe(p[i].def, p[i].q, &words));
}

int
tiles_edges_arg(struct diag_state *diag, const char *arg, char out[5])
{
	int d;

	for (d = 0; d < 4 && arg[d] != '\0'; d++) {
		char c = arg[d];

		if (c >= 'a' && c <= 'z')
			c = (char)(c - ('a' - 'A'));
		if (c != 'C' && c != 'R' && c != 'F')
			break;
		out[d] = c;
	}
	out[4] = '\0';
	if (d < 4 || arg[4] != '\0')
		return diag_usage(diag, "--edges '%s': four letters, the edges "
		    "clockwise from north, each C, R or F", diag_quote(arg));
	return 0;
}

int
tiles_lookup(struct run *r, int nids, const char *const *ids, int q,
    const char *edges, bool json)
{
	FILE *out = r->out;
	struct pick *picks;
	char have[5], msg[300];
	int i, n = 0, rc = 0, nt = tiles_count();

	if (edges != NULL && (nids > 0 || q != 0))
		return diag_usage(&r->diag,
		    "tiles: --edges finds tiles by their edges; "
		    "it takes no TILE-ID and no --rot");
	/* Every id first: nothing is printed for a bad request. */
	for (i = 0; i < nids; i++)
		if (tiles_find(ids[i]) == NULL) {
			tiles_unknown(msg, sizeof msg, ids[i], NULL);
			rc = diag_usage(&r->diag, "%s", msg);
		}
	if (rc != 0)
		return rc;
	picks = xcalloc(4 * (size_t)nt + (size_t)nids, sizeof *picks);
	if (nids > 0)
		for (i = 0; i < nids; i++)
			picks[n++] = (struct pick){ tiles_find(ids[i]), q };
	else if (edges != NULL) {
		for (i = 0; i < nt; i++)
			for (q = 0; q < 4; q++) {
				rotated_edges(tiles_at(i), q, have);
				if (strcmp(have, edges) == 0)
					picks[n++] = (struct pick){
					    tiles_at(i), q };
			}
	} else
		for (i = 0; i < nt; i++)
			picks[n++] = (struct pick){ tiles_at(i), q };
	if (json) {
		fprintf(out, "{\"tiles\": [\n");
		for (i = 0; i < n; i++)
			json_tile(out, picks[i].def, picks[i].q, i == n - 1);
		fprintf(out, "]}\n");
	} else if (edges != NULL)
		print_matches(out, picks, n);
	else if (nids > 0)
		for (i = 0; i < n; i++) {
			if (i > 0)
				putc('\n', out);
			show_tile(out, picks[i].def, picks[i].q);
		}
	else
		print_list(out, picks, n);
	free(picks);
	return edges != NULL && n == 0 ? 1 : 0;
}
