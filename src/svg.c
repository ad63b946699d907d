/* svg: the board as one standalone SVG 1.1 picture (show -f svg).
 *
 * A tile is a square of TILE user units drawn in board directions, north
 * up: the field is its background, roads are strokes from their edges to
 * the centre or across, cities are polygons on their edges, and what the
 * tile shows (pennants, tunnel openings, cloisters, inns, ...) is drawn on
 * top.  Every computed coordinate is an integer, so the document is the
 * same byte for byte on every machine.  The viewBox grows with the board
 * and there are no pixel sizes: a browser or librsvg scales it to the page.
 *
 * The position is read in a few places only: scene_board() (tiles, meeples
 * and tokens before the turn), scene_action() (the pending action: the
 * base parts from the position, the expansions' parts as their modules
 * show them), mark() (the board after the turn, to find again the
 * features a score counts), scene_scores() (the outcome) and svg_board()
 * (judging).  The rest draws the scene they fill in. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "address.h"
#include "diag.h"
#include "draw.h"
#include "module.h"
#include "outcome.h"
#include "pending.h"
#include "readings.h"
#include "rulecat.h"
#include "svg.h"
#include "words.h"
#include "xalloc.h"

#define TILE 100		/* a tile's side, in user units */
#define MID (TILE / 2)
#define TOP 36			/* margin above and below the board */
#define ROW 30			/* a legend row */
#define CHAR_W 9		/* a generous guess of a legend character */
#define CONT 22			/* a legend row's next line, wrapped */
#define WRAP 88			/* the fewest characters a legend line holds */
#define FIG_TOKEN SHOW_TOKEN	/* a scene figure that is a tunnel token */

static const char *const ink[NCOLORS] = {
	"#d7191c", "#1a9641", "#2b6cd4", "#f5d000", "#1a1a1a", "#a0a0a0"
};
#define FIELD "#b5d98a"
#define CITY "#d9b77e"
#define WALL "#7a5428"
#define ROAD "#f3efe3"
#define ROAD_EDGE "#6e6555"
#define LIT "#e6007e"		/* what the action scores */
#define MAGIC "#7e3fb3"
#define MAGE "#7e3fb3"
#define WITCH "#e07a1f"

struct pt {
	int x, y;
};

/* Edge d runs clockwise from corner[d] to corner[d + 1]. */
static const struct pt corner[4] = { { 0, 0 }, { TILE, 0 }, { TILE, TILE },
	{ 0, TILE } };
static const struct pt mid[4] = { { MID, 0 }, { TILE, MID }, { MID, TILE },
	{ 0, MID } };
static const struct pt inward[4] = { { 0, 1 }, { -1, 0 }, { 0, -1 },
	{ 1, 0 } };
static const struct pt along[4] = { { 1, 0 }, { 0, 1 }, { -1, 0 },
	{ 0, -1 } };
static const struct pt centre = { MID, MID };

/* A tile as drawn. */
struct stile {
	const struct tiledef *def;
	int x, y, rot;
	bool pending;
};

/* A meeple or a tunnel token as drawn, on segment seg of its tile's
 * definition. */
struct sfig {
	int tile, seg;
	int kind;		/* enum mkind, or FIG_TOKEN */
	int color;		/* enum color, or -1: the mage's, the witch's */
	bool pending;		/* brought by the action */
	bool leaving;		/* taken off its feature by the action */
	const char *note;	/* what the action does with it, or NULL */
};

/* A segment a score highlights; seg -1 frames the whole tile (a score
 * whose feature could not be told apart). */
struct smark {
	int tile, seg;
};

struct sscore {
	char title[640];
	struct smark *marks;
	int nmarks;
};

struct scene {
	const char *file;
	struct stile *tiles;
	int ntiles;
	struct sfig *figs;
	int nfigs;
	struct sscore *scores;
	int nscores;
	int nplayers;
	int colors[MAXPLAYERS];
	bool judged, legal;
	int gained[MAXPLAYERS];
	bool has_standings;	/* the position has score: */
	int standings[MAXPLAYERS];	/* score: plus gained */
	bool won[MAXPLAYERS];	/* after end-game */
	char action[1024];	/* the action in words */
	char verdict[200];	/* a legal action's verdict */
	char **viol;		/* an illegal one's: each violation's line */
	int nviol;
	int minx, maxx, miny, maxy;
	int ox, oy;		/* the board's top-left corner */
	int cols;		/* the characters of a legend line */
	int side;		/* left and right margin */
};

static void *
grow(void *p, int n, size_t size)
{
	if (n == 0 || (n & (n - 1)) == 0)
		p = xrealloc(p, n ? 2 * (size_t)n : 8, size);
	return p;
}

static int
nbits(unsigned m)
{
	int n = 0;

	for (; m; m &= m - 1)
		n++;
	return n;
}

static struct pt
pt(int x, int y)
{
	struct pt p = { x, y };

	return p;
}

/* a + k b */
static struct pt
pmove(struct pt a, struct pt b, int k)
{
	return pt(a.x + k * b.x, a.y + k * b.y);
}

/* a + (b - a) * num / 100 */
static struct pt
ptoward(struct pt a, struct pt b, int num)
{
	return pt(a.x + (b.x - a.x) * num / 100, a.y + (b.y - a.y) * num / 100);
}

/* Characters XML needs escaped, and bytes that are not UTF-8 (a file name
 * may hold any) replaced, so that the document stays well-formed. */
static void
xml_text(FILE *f, const char *s)
{
	const unsigned char *u = (const unsigned char *)s;

	while (*u) {
		int n = *u < 0x80 ? 0 : (*u & 0xe0) == 0xc0 ? 1 :
		    (*u & 0xf0) == 0xe0 ? 2 : (*u & 0xf8) == 0xf0 ? 3 : -1;
		int k;

		for (k = 1; k <= n; k++)
			if ((u[k] & 0xc0) != 0x80)
				n = -1;
		if (n < 0 || (n == 0 && *u < 0x20 && *u != '\t')) {
			fputc('?', f);
			u++;
			continue;
		}
		if (n > 0) {
			fwrite(u, 1, (size_t)n + 1, f);
			u += n + 1;
			continue;
		}
		switch (*u) {
		case '&':
			fputs("&amp;", f);
			break;
		case '<':
			fputs("&lt;", f);
			break;
		case '>':
			fputs("&gt;", f);
			break;
		case '"':
			fputs("&quot;", f);
			break;
		default:
			fputc(*u, f);
		}
		u++;
	}
}

static void
title(FILE *f, const char *s)
{
	fputs("<title>", f);
	xml_text(f, s);
	fputs("</title>", f);
}

/* --- where things stand on a tile (local coordinates, y down) --- */

/* The point where gap run of g non-city edges starting at edge d bends
 * into the tile: shallow beside one edge, near the centre across a
 * corner. */
static struct pt
gap_mid(int d, int g)
{
	if (g == 1)
		return pmove(mid[d], inward[d], 28);
	if (g == 2)
		return ptoward(centre, corner[(d + 1) % 4], 20);
	return pmove(mid[(d + 3) % 4], inward[(d + 3) % 4], 30);
}

/* A city on edges e: the edges themselves, corners between two of them,
 * and a curve across each run of other edges. */
static void
city_path(FILE *f, unsigned e)
{
	int s, n, g, d;

	if (e == 0xf) {
		fprintf(f, "M0,0H%dV%dH0Z", TILE, TILE);
		return;
	}
	/* Start at a city edge whose anticlockwise neighbour is no city:
	 * one of the first three, or else the last (a city has an edge,
	 * and not all four here). */
	for (s = 0; s < 3; s++)
		if ((e >> s & 1) && !(e >> ((s + 3) % 4) & 1))
			break;
	fprintf(f, "M%d,%d", corner[s].x, corner[s].y);
	for (n = 0; n < 4; n += g) {
		struct pt p, q, m;

		d = (s + n) % 4;
		if (e >> d & 1) {
			g = 1;
			fprintf(f, "L%d,%d", corner[(d + 1) % 4].x,
			    corner[(d + 1) % 4].y);
			continue;
		}
		for (g = 0; n + g < 4 && !(e >> ((s + n + g) % 4) & 1); g++)
			;
		p = corner[d];
		q = corner[(d + g) % 4];
		m = gap_mid(d, g);
		/* The control point that puts the curve's middle at m. */
		fprintf(f, "Q%d,%d %d,%d", 2 * m.x - (p.x + q.x) / 2,
		    2 * m.y - (p.y + q.y) / 2, q.x, q.y);
	}
	fputc('Z', f);
}

/* For a city on two adjacent edges: the first of them clockwise. */
static int
corner_run(unsigned e)
{
	int d;

	for (d = 0; d < 4; d++)
		if ((e >> d & 1) && (e >> ((d + 1) % 4) & 1))
			return d;
	return -1;
}

/* Where a figure stands on a city. */
static struct pt
city_anchor(unsigned e)
{
	int n = nbits(e), d = first_bit(e);

	if (n == 1)
		return pmove(mid[d], inward[d], 14);
	if (n == 3)
		return pmove(centre, inward[first_bit(~e & 0xf)], 12);
	if (n == 2 && corner_run(e) >= 0)
		return ptoward(centre, corner[(corner_run(e) + 1) % 4], 44);
	return centre;
}

/* Where its pennant is shown, clear of the figure. */
static struct pt
city_pennant(unsigned e)
{
	int n = nbits(e), d = first_bit(e), g, b;
	struct pt a = city_anchor(e);

	switch (n) {
	case 1:
		return pmove(a, along[d], 24);
	case 3:
		g = first_bit(~e & 0xf);
		return pmove(pmove(a, along[g], -24), inward[g], 14);
	case 2:
		if (corner_run(e) < 0)
			return ptoward(centre, mid[d], 56);
		b = (corner_run(e) + 1) % 4;
		return pmove(ptoward(corner[b], mid[b], 124), inward[b], 12);
	default:
		return pt(74, 26);
	}
}

/* Where an Inns & Cathedrals cathedral is shown: opposite the pennant. */
static struct pt
city_cathedral(unsigned e)
{
	int n = nbits(e), d = first_bit(e), a, k;
	struct pt p = city_anchor(e), q = city_pennant(e);

	if (n == 2 && corner_run(e) < 0)
		return ptoward(centre, mid[d], -56);
	if (n == 2) {
		a = corner_run(e);
		k = (a + 1) % 4;
		return pmove(ptoward(corner[k], mid[a], 124), inward[a], 12);
	}
	return pt(2 * p.x - q.x, 2 * p.y - q.y);
}

/* The wall a city on edges ce shows across the run of other edges that
 * holds edge d: the curve from *p through control *c to *q. */
static void
city_gap(unsigned ce, int d, struct pt *p, struct pt *c, struct pt *q)
{
	int s = d, g = 0;
	struct pt m;

	while (!(ce >> ((s + 3) % 4) & 1) && g++ < 3)
		s = (s + 3) % 4;
	for (g = 0; g < 4 && !(ce >> ((s + g) % 4) & 1); g++)
		;
	*p = corner[s];
	*q = corner[(s + g) % 4];
	m = gap_mid(s, g);
	*c = pt(2 * m.x - (p->x + q->x) / 2, 2 * m.y - (p->y + q->y) / 2);
}

/* Where the stub leaving edge d, run straight towards the centre, meets
 * the wall of the city on edges ce; false if it misses it. */
static bool
wall_hit(unsigned ce, int d, struct pt *hit)
{
	struct pt p, c, q, b;
	int i, prev = 0, v;

	city_gap(ce, d, &p, &c, &q);
	for (i = 0; i <= 64; i++) {
		b.x = ((64 - i) * (64 - i) * p.x + 2 * i * (64 - i) * c.x +
		    i * i * q.x) / 4096;
		b.y = ((64 - i) * (64 - i) * p.y + 2 * i * (64 - i) * c.y +
		    i * i * q.y) / 4096;
		v = (d % 2 ? b.y : b.x) - MID;
		if (i > 0 && (v == 0 || (v > 0) != (prev > 0))) {
			*hit = b;
			return true;
		}
		prev = v;
	}
	return false;
}

/* Where a stub ending at a city stops: straight into the nearest wall it
 * meets, else curving into the nearest city's wall. */
static struct pt
stub_city(const struct tiledef *t, int rot, int d, bool *straight)
{
	struct pt best = centre, a, p, c, q;
	int i, dist, bestd = -1;
	bool hit;

	*straight = false;
	for (i = 0; i < t->nsegs; i++) {
		unsigned ce = rot_edges(t->segs[i].edges, rot);

		if (t->segs[i].kind != SEG_CITY || (ce >> d & 1))
			continue;
		if (!(hit = wall_hit(ce, d, &a))) {
			city_gap(ce, d, &p, &c, &q);
			a = pt((p.x + 2 * c.x + q.x) / 4,
			    (p.y + 2 * c.y + q.y) / 4);
		}
		dist = (a.x - mid[d].x) * (a.x - mid[d].x) +
		    (a.y - mid[d].y) * (a.y - mid[d].y);
		if (bestd < 0 || dist < bestd) {
			bestd = dist;
			best = a;
			*straight = hit;
		}
	}
	return best;
}

/* The tunnel opening of the stub leaving edge d. */
static struct pt
opening_at(int d)
{
	return pmove(mid[d], inward[d], 34);
}

/* Where a stub ending on the tile stops. */
static struct pt
stub_end(const struct tiledef *t, int rot, int i, int d)
{
	bool straight;

	switch (t->segs[i].end) {
	case END_CITY:
		return stub_city(t, rot, d, &straight);
	case END_HOUSES:
		return pmove(mid[d], inward[d], 22);
	case END_TUNNEL:
		return opening_at(d);
	default:
		return centre;
	}
}

static void
road_path(FILE *f, const struct tiledef *t, int rot, int i)
{
	unsigned e = rot_edges(t->segs[i].edges, rot);
	int d = first_bit(e), b, n = nbits(e);
	struct pt p;
	bool straight;

	if (n == 1 && t->segs[i].end == END_CITY &&
	    (p = stub_city(t, rot, d, &straight), !straight))
		fprintf(f, "M%d,%dQ%d,%d %d,%d", mid[d].x, mid[d].y, MID, MID,
		    p.x, p.y);
	else if (n == 1) {
		p = stub_end(t, rot, i, d);
		fprintf(f, "M%d,%dL%d,%d", mid[d].x, mid[d].y, p.x, p.y);
	} else if (e == 0x5 || e == 0xa)
		fprintf(f, "M%d,%dL%d,%d", mid[d].x, mid[d].y,
		    mid[d + 2].x, mid[d + 2].y);
	else if (n == 2) {
		b = first_bit(e & ~(1u << d));
		fprintf(f, "M%d,%dQ%d,%d %d,%d", mid[d].x, mid[d].y, MID,
		    MID, mid[b].x, mid[b].y);
	} else
		for (; d < 4; d++)
			if (e >> d & 1)
				fprintf(f, "M%d,%dL%d,%d", mid[d].x, mid[d].y,
				    MID, MID);
}

/* Where a figure stands on a road, and which way is beside it. */
static struct pt
road_spot(const struct tiledef *t, int rot, int i, struct pt *side)
{
	unsigned e = rot_edges(t->segs[i].edges, rot);
	int d = first_bit(e), n = nbits(e), k;

	*side = along[d];
	if (n == 2 && e != 0x5 && e != 0xa) {
		k = (corner_run(e) + 1) % 4;
		*side = pt(corner[k].x ? 1 : -1, corner[k].y ? 1 : -1);
		return pt((mid[d].x + 2 * MID + mid[first_bit(e & ~(1u << d))].x)
		    / 4, (mid[d].y + 2 * MID +
		    mid[first_bit(e & ~(1u << d))].y) / 4);
	}
	if (n == 2 && !(t->segs[i].flags & SF_UNDERPASS))
		return centre;
	return pmove(mid[d], inward[d], n == 1 ? 16 : 18);
}

static struct pt
field_spot(unsigned halves)
{
	int h = first_bit(halves), d = half_edge(h);
	struct pt a = h % 2 ? mid[d] : corner[d];
	struct pt b = h % 2 ? corner[(d + 1) % 4] : mid[d];

	return pmove(pt((a.x + b.x) / 2, (a.y + b.y) / 2), inward[d], 13);
}

static struct pt
seg_spot(const struct tiledef *t, int rot, int i)
{
	struct pt side;

	switch (t->segs[i].kind) {
	case SEG_ROAD:
		return road_spot(t, rot, i, &side);
	case SEG_CITY:
		return city_anchor(rot_edges(t->segs[i].edges, rot));
	case SEG_FIELD:
		return field_spot(rot_halves(t->segs[i].halves, rot));
	default:
		return centre;
	}
}

/* --- one tile --- */

static void
draw_house(FILE *f, struct pt p, int w)
{
	fprintf(f, "<path d=\"M%d,%dh%dv%dh%dZ\" fill=\"#efe3c4\" "
	    "stroke=\"#333\"/>", p.x - w / 2, p.y - 2, w, 9, -w);
	fprintf(f, "<path d=\"M%d,%dL%d,%dL%d,%dZ\" fill=\"#b5452b\" "
	    "stroke=\"#333\"/>", p.x - w / 2 - 2, p.y - 2, p.x, p.y - 9,
	    p.x + w / 2 + 2, p.y - 2);
}

static void
draw_cloister(FILE *f)
{
	fprintf(f, "<g class=\"cloister\"><path d=\"M38,46h24v16h-24Z\" "
	    "fill=\"#efe3c4\" stroke=\"#333\"/><path d=\"M35,46L50,35"
	    "L65,46Z\" fill=\"#b5452b\" stroke=\"#333\"/><path d=\"M50,23v10"
	    "M46,27h8\" stroke=\"#333\" stroke-width=\"2\"/><path "
	    "d=\"M47,62v-7h6v7\" fill=\"#555\"/></g>");
}

static void
draw_gcathedral(FILE *f)
{
	fprintf(f, "<g class=\"cathedral\"><path d=\"M36,40h28v24h-28Z\" "
	    "fill=\"#e4e0d6\" stroke=\"#333\"/><path d=\"M32,30h9v34h-9Z"
	    "M59,30h9v34h-9Z\" fill=\"#c9c3b4\" stroke=\"#333\"/><path "
	    "d=\"M32,30L36,20L41,30ZM59,30L63,20L68,30Z\" fill=\"#5d6d7e\" "
	    "stroke=\"#333\"/><path d=\"M46,64v-10a4,4 0 0 1 8,0v10\" "
	    "fill=\"#555\"/></g>");
}

static void
draw_labyrinth(FILE *f)
{
	fprintf(f, "<g class=\"labyrinth\"><path d=\"M35,35h30v30h-30Z\" "
	    "fill=\"#2f6b2f\" stroke=\"#183818\" stroke-width=\"2\"/><path "
	    "d=\"M50,35v6h9v18h-18v-18h5v12h8v-6\" fill=\"none\" "
	    "stroke=\"" ROAD "\" stroke-width=\"2.5\"/></g>");
}

static void
draw_inn(FILE *f, struct pt p)
{
	fprintf(f, "<g class=\"inn\">");
	fprintf(f, "<ellipse cx=\"%d\" cy=\"%d\" rx=\"7\" ry=\"4\" "
	    "fill=\"#4a90d9\" stroke=\"#2a5f99\"/>", p.x + 9, p.y + 5);
	draw_house(f, pt(p.x - 4, p.y), 12);
	fprintf(f, "</g>");
}

static void
draw_pennant(FILE *f, struct pt p)
{
	fprintf(f, "<path class=\"pennant\" d=\"M%d,%dh12v7l-6,6l-6,-6Z\" "
	    "fill=\"#2b5fb4\" stroke=\"#fff\" stroke-width=\"1.5\"/>",
	    p.x - 6, p.y - 6);
}

static void
draw_ic_cathedral(FILE *f, struct pt p)
{
	fprintf(f, "<g class=\"ic-cathedral\"><path d=\"M%d,%dh16v12h-16Z\" "
	    "fill=\"#e4e0d6\" stroke=\"#333\"/><path d=\"M%d,%dl4,-10l4,10Z\" "
	    "fill=\"#5d6d7e\" stroke=\"#333\"/><path d=\"M%d,%dv-6M%d,%dh4\" "
	    "stroke=\"#333\" stroke-width=\"1.5\"/></g>", p.x - 8, p.y - 4,
	    p.x - 4, p.y - 4, p.x, p.y - 14, p.x - 2, p.y - 18);
}

static void
svg_opening(FILE *f, int d)
{
	struct pt p = opening_at(d);

	fprintf(f, "<path class=\"opening\" d=\"M-9,-3H9A9,9 0 0 1 -9,-3Z\" "
	    "transform=\"translate(%d,%d) rotate(%d)\" fill=\"#2b2b2b\" "
	    "stroke=\"#8a8a8a\" stroke-width=\"2\"/>", p.x, p.y, d * 90);
}

/* Corner badges for what a tile shows beside its features. */
static void
badge(FILE *f, struct pt p, const char *stroke)
{
	fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"11\" fill=\"#fff\" "
	    "stroke=\"%s\" stroke-width=\"2\"/>", p.x, p.y, stroke);
}

static void
draw_badges(FILE *f, const struct tiledef *t, int rot)
{
	static const char *const arrow[8] = {
		"N", "NE", "E", "SE", "S", "SW", "W", "NW"
	};

	if (t->portal) {
		fprintf(f, "<g class=\"portal\">");
		title(f, "magic portal");
		badge(f, pt(15, 15), MAGIC);
		fprintf(f, "<ellipse cx=\"15\" cy=\"15\" rx=\"4\" ry=\"7\" "
		    "fill=\"" MAGIC "\"/></g>");
	}
	if (tile_magic_symbol(t)) {
		fprintf(f, "<g class=\"magic\">");
		title(f, "magic symbol");
		badge(f, pt(85, 15), MAGIC);
		fprintf(f, "<path d=\"M85,7l2,6h6l-5,4l2,6l-5,-4l-5,4l2,-6"
		    "l-5,-4h6Z\" fill=\"" MAGIC "\"/></g>");
	}
	if (t->flier >= 0) {
		char buf[48];
		int dir = (t->flier + 2 * rot) % 8;

		snprintf(buf, sizeof buf, "flying machine, arrow %s",
		    arrow[dir]);
		fprintf(f, "<g class=\"flier\">");
		title(f, buf);
		badge(f, pt(85, 85), "#333");
		fprintf(f, "<path d=\"M0,-8L6,-1H2V8H-2V-1H-6Z\" "
		    "transform=\"translate(85,85) rotate(%d)\" fill=\"#333\"/>"
		    "</g>", dir * 45);
	}
}

static void
draw_tile_body(FILE *f, const struct tiledef *t, int rot)
{
	int i, pass, d;
	unsigned e;
	struct pt side, p;
	bool centre_done;

	fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"" FIELD "\"/>",
	    TILE, TILE);
	/* Roads: every outline, then every fill, so that stubs meeting at
	 * the centre join cleanly. */
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < t->nsegs; i++) {
			if (t->segs[i].kind != SEG_ROAD)
				continue;
			fprintf(f, "<path class=\"road\" d=\"");
			road_path(f, t, rot, i);
			fprintf(f, "\" fill=\"none\" stroke=\"%s\" "
			    "stroke-width=\"%d\"/>", pass ? ROAD : ROAD_EDGE,
			    pass ? 9 : 14);
		}
	for (i = 0, centre_done = false; i < t->nsegs; i++) {
		if (t->segs[i].kind != SEG_ROAD)
			continue;
		e = rot_edges(t->segs[i].edges, rot);
		d = first_bit(e);
		/* The stubs of a junction or a crossing share its mark. */
		if (nbits(e) == 1 && t->segs[i].end == END_JUNCTION &&
		    !centre_done)
			fprintf(f, "<circle class=\"junction\" cx=\"50\" "
			    "cy=\"50\" r=\"7\" fill=\"#4a4036\"/>");
		else if (nbits(e) == 1 && t->segs[i].end == END_CROSSING &&
		    !centre_done)
			fprintf(f, "<rect class=\"crossing\" x=\"42\" y=\"42\" "
			    "width=\"16\" height=\"16\" fill=\"#4a4036\"/>");
		else if (nbits(e) == 1 && t->segs[i].end == END_HOUSES) {
			p = pmove(mid[d], inward[d], 30);
			draw_house(f, pmove(p, along[d], -7), 10);
			draw_house(f, pmove(p, along[d], 7), 10);
		}
		if (nbits(e) == 1 && (t->segs[i].end == END_JUNCTION ||
		    t->segs[i].end == END_CROSSING))
			centre_done = true;
	}
	for (i = 0; i < t->nsegs; i++) {
		if (t->segs[i].kind != SEG_CITY)
			continue;
		fprintf(f, "<path class=\"city\" d=\"");
		city_path(f, rot_edges(t->segs[i].edges, rot));
		fprintf(f, "\" fill=\"" CITY "\" stroke=\"" WALL "\" "
		    "stroke-width=\"3\" stroke-linejoin=\"round\"/>");
	}
	for (i = 0; i < t->nsegs; i++) {
		const struct segdef *sd = &t->segs[i];

		e = rot_edges(sd->edges, rot);
		if (sd->kind == SEG_CITY && (sd->flags & SF_PENNANT))
			draw_pennant(f, city_pennant(e));
		if (sd->kind == SEG_CITY && seg_ic_cathedral(sd))
			draw_ic_cathedral(f, city_cathedral(e));
		if (sd->kind == SEG_ROAD && (sd->flags & SF_UNDERPASS)) {
			fprintf(f, "<path class=\"underpass\" d=\"");
			road_path(f, t, rot, i);
			fprintf(f, "\" fill=\"none\" stroke=\"" ROAD_EDGE "\" "
			    "stroke-width=\"3\" stroke-dasharray=\"6 4\"/>");
		}
		if (sd->kind == SEG_ROAD && nbits(e) == 1 &&
		    sd->end == END_TUNNEL)
			svg_opening(f, first_bit(e));
		if (sd->kind == SEG_ROAD && (sd->flags & SF_LABYRINTH))
			draw_labyrinth(f);
		if (sd->kind == SEG_CLOISTER)
			draw_cloister(f);
		if (sd->kind == SEG_CATHEDRAL)
			draw_gcathedral(f);
		if (sd->kind == SEG_ROAD && (sd->flags & SF_INN)) {
			p = road_spot(t, rot, i, &side);
			draw_inn(f, pmove(p, side, 22));
		}
	}
	draw_badges(f, t, rot);
	fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"none\" "
	    "stroke=\"#4d4d4d\"/>", TILE, TILE);
}

/* --- reading the position --- */

static int
scene_add_tile(struct scene *s, const struct tiledef *def, int x, int y,
    int rot, bool pending)
{
	struct stile *t;

	s->tiles = grow(s->tiles, s->ntiles, sizeof *s->tiles);
	t = &s->tiles[s->ntiles];
	t->def = def;
	t->x = x;
	t->y = y;
	t->rot = rot;
	t->pending = pending;
	return s->ntiles++;
}

static struct sfig *
scene_add_fig(struct scene *s, int tile, int seg, int kind, int color,
    bool pending)
{
	struct sfig *g;

	s->figs = grow(s->figs, s->nfigs, sizeof *s->figs);
	g = &s->figs[s->nfigs++];
	g->tile = tile;
	g->seg = seg;
	g->kind = kind;
	g->color = color;
	g->pending = pending;
	g->leaving = false;
	g->note = NULL;
	return g;
}

static int
scene_tile_at(const struct scene *s, int x, int y)
{
	int i;

	/* The latest first: the pending tile wins over nothing else, and a
	 * board is drawn once, so a scan is cheap enough. */
	for (i = s->ntiles - 1; i >= 0; i--)
		if (s->tiles[i].x == x && s->tiles[i].y == y)
			return i;
	return -1;
}

/* The board as the file gives it, before the action. */
static void
scene_board(struct scene *s, const struct position *p, const struct board *b)
{
	int i;

	s->nplayers = p->nplayers;
	for (i = 0; i < p->nplayers; i++)
		s->colors[i] = p->players[i].color;
	for (i = 0; i < b->ntiles; i++)
		scene_add_tile(s, b->tiles[i].def, b->tiles[i].x,
		    b->tiles[i].y, b->tiles[i].rot, false);
	for (i = 0; i < b->nmeeples; i++) {
		const struct meeple *m = &b->meeples[i];

		scene_add_fig(s, b->segs[m->seg].tile, b->segs[m->seg].def,
		    (int)m->kind, m->player == NOBODY ? -1 :
		    p->players[m->player].color, false);
	}
	for (i = 0; i < b->ntokens; i++)
		scene_add_fig(s, b->segs[b->tokens[i].seg].tile,
		    b->segs[b->tokens[i].seg].def, FIG_TOKEN,
		    b->tokens[i].color, false);
}

static int
opening_seg(const struct stile *t, int dir)
{
	int i;

	for (i = 0; i < t->def->nsegs; i++)
		if (t->def->segs[i].kind == SEG_ROAD &&
		    t->def->segs[i].end == END_TUNNEL &&
		    rot_edges(t->def->segs[i].edges, t->rot) == 1u << dir)
			return i;
	return -1;
}


/* The figures a module's part brings or takes off: on the tile at the
 * square it names, or on the placed tile t; a figure that leaves is one
 * already drawn, marked. */
static void
scene_part_figs(struct scene *s, const struct showpart *sp, int t)
{
	int i, j, g, k;

	for (i = 0; i < sp->nfigs; i++) {
		const struct showfig *f = &sp->figs[i];

		g = f->at_given ? scene_tile_at(s, f->x, f->y) : t;
		if (g < 0)
			continue;
		k = f->kind == FIG_TOKEN ? opening_seg(&s->tiles[g],
		    f->addr.where) : addr_resolve(s->tiles[g].def,
		    s->tiles[g].rot, &f->addr);
		if (k < 0)
			continue;
		if (!f->leaves) {
			scene_add_fig(s, g, k, f->kind, f->color, true)->note =
			    f->note;
			continue;
		}
		for (j = 0; j < s->nfigs; j++)
			if (!s->figs[j].pending && !s->figs[j].leaving &&
			    s->figs[j].tile == g && s->figs[j].seg == k &&
			    s->figs[j].kind == f->kind &&
			    s->figs[j].color == f->color) {
				s->figs[j].leaving = true;
				s->figs[j].note = f->note;
				break;
			}
	}
}

/* The pending action as given, judged or not: its words, and the figures
 * its parts bring (the tile, the modules' parts said before the
 * deployment, the figure it deploys, the other parts).  before: the game
 * before the action; b: the board after judging (NULL: not judged), where
 * a tile the judge placed (past ntiles_before) is the form in play, an
 * underpass split under the Tunnel. */
static void
scene_action(struct scene *s, const struct game *before,
    const struct board *b, int ntiles_before)
{
	const struct position *p = before->p;
	const struct action *a = &p->action;
	struct showpart *parts = NULL;
	int t = -1, i, k, g, nparts;
	size_t n;

	if (!a->present) {
		snprintf(s->action, sizeof s->action, "No pending action.");
		return;
	}
	if (a->end_game) {
		snprintf(s->action, sizeof s->action,
		    "Action: end-game, the final scoring.");
		return;
	}
	n = (size_t)snprintf(s->action, sizeof s->action, "Action: ");
	pending_words(s->action + n, sizeof s->action - n, before);
	if (strlen(s->action) + 1 < sizeof s->action)
		strcat(s->action, ".");
	if (a->place) {
		const struct tiledef *def = a->tile;

		for (i = ntiles_before; b != NULL && i < b->ntiles; i++)
			if (b->tiles[i].x == a->px && b->tiles[i].y == a->py)
				def = b->tiles[i].def;
		t = scene_add_tile(s, def, a->px, a->py, a->prot, true);
	}
	nparts = modules_show_parts(before, &parts);
	for (i = 0; i < nparts; i++)
		if (!parts[i].after_deploy)
			scene_part_figs(s, &parts[i], t);
	if (a->deploy) {
		g = a->dat_given ? scene_tile_at(s, a->dx, a->dy) : t;
		k = g >= 0 ? addr_resolve(s->tiles[g].def, s->tiles[g].rot,
		    &a->daddr) : -1;
		if (k >= 0)
			scene_add_fig(s, g, k, (int)a->dkind,
			    a->dkind == MK_MAGE || a->dkind == MK_WITCH ? -1 :
			    p->players[a->player].color, true)->note =
			    "deployed this turn";
	}
	for (i = 0; i < nparts; i++)
		if (parts[i].after_deploy)
			scene_part_figs(s, &parts[i], t);
	showparts_free(parts, nparts);
	free(parts);
}

/* --- the features a score counts, on the board after the turn: the
 * engine names each by one of its segments --- */

static void
mark(const struct scene *s, struct sscore *h, const struct board *b, int seg)
{
	const struct ptile *t = &b->tiles[b->segs[seg].tile];
	int st = scene_tile_at(s, t->x, t->y), i;

	if (st < 0)
		return;
	for (i = 0; i < h->nmarks; i++)
		if (h->marks[i].tile == st && h->marks[i].seg ==
		    b->segs[seg].def)
			return;
	h->marks = grow(h->marks, h->nmarks, sizeof *h->marks);
	h->marks[h->nmarks].tile = st;
	h->marks[h->nmarks++].seg = b->segs[seg].def;
}

static int
cmp_mark(const void *pa, const void *pb)
{
	const struct smark *a = pa, *b = pb;

	if (a->tile != b->tile)
		return a->tile < b->tile ? -1 : 1;
	return (a->seg > b->seg) - (a->seg < b->seg);
}

/* Every segment of the feature that segment seg belongs to. */
static void
mark_feature(const struct scene *s, struct sscore *h, const struct board *b,
    int seg)
{
	int k;

	for (k = b->fs.first[b->fs.of[seg]]; k >= 0; k = b->fs.next[k])
		mark(s, h, b, k);
}

/* Farms under farmers 1 and 2 are scored city by city: the city, and
 * the fields around it that it is paid for. */
static void
mark_farms(const struct scene *s, struct sscore *h, const struct board *b,
    int city)
{
	int k, i;

	mark_feature(s, h, b, city);
	for (k = b->fs.first[b->fs.of[city]]; k >= 0; k = b->fs.next[k]) {
		const struct ptile *pt = &b->tiles[b->segs[k].tile];

		for (i = 0; i < pt->def->nsegs; i++)
			if (pt->def->segs[i].kind == SEG_FIELD &&
			    (pt->def->segs[i].cities >> b->segs[k].def & 1))
				mark_feature(s, h, b, pt->seg0 + i);
	}
}

static void
score_title(struct sscore *h, const struct position *p, const struct score *sc)
{
	size_t n;
	int i;
	const char *what = sc->feature;

	/* A farm is named as the text form names it; a road or a city
	 * says whether it was finished. */
	if (strcmp(what, "field") == 0)
		what = "farm";
	else if (strcmp(what, "robber-baron") == 0)
		what = "the Robber Baron's award";
	n = (size_t)snprintf(h->title, sizeof h->title, "scored: %s%s, %s = "
	    "%d point%s", strcmp(what, sc->feature) != 0 ? "" :
	    sc->complete ? "completed " : "unfinished ", what, sc->breakdown,
	    sc->points, sc->points == 1 ? "" : "s");
	for (i = 0; i < sc->nwinners && n < sizeof h->title; i++)
		n += (size_t)snprintf(h->title + n, sizeof h->title - n,
		    "%s %s", i ? "," : " to",
		    color_name[p->players[sc->winners[i]].color]);
	if (sc->nwinners == 0 && n < sizeof h->title)
		snprintf(h->title + n, sizeof h->title - n, ", nobody scores");
}

/* "[RULE] at (x,y): what is wrong.", as the text form writes a
 * violation, after lead; allocated. */
static char *
viol_line(const struct cite *c, const char *lead)
{
	const struct rule *r;
	char xy[32], *line;
	const char *msg;
	size_t n;

	if (c == NULL)
		return xstrdup(lead);
	r = rulecat_find(c->rule);
	msg = c->msg[0] ? c->msg : r != NULL ? r->title : "";
	snprintf(xy, sizeof xy, "(%d,%d)", c->x, c->y);
	n = strlen(lead) + strlen(c->rule) + strlen(msg) + sizeof xy + 16;
	line = xmalloc(n, 1);
	snprintf(line, n, "%s[%s] %s%s%s%s.", lead, c->rule,
	    c->has_at && strstr(msg, xy) == NULL ? "at " : "",
	    c->has_at && strstr(msg, xy) == NULL ? xy : "",
	    c->has_at && strstr(msg, xy) == NULL ? ": " : "", msg);
	return line;
}

/* The outcome: the verdict, the points, and each scored feature's
 * segments on the board after the turn. */
static void
scene_scores(struct scene *s, const struct position *p,
    const struct board *b, const struct outcome *o)
{
	int i, j;

	s->judged = true;
	s->legal = o->legal;
	for (i = 0; i < p->nplayers; i++)
		s->gained[i] = o->totals[i];
	/* The legend shows who is winning: the scores after the turn. */
	s->has_standings = outcome_standings(p, o, s->standings);
	{
		int w[MAXPLAYERS], n = outcome_winners(p, o, w);

		for (j = 0; j < n; j++)
			s->won[w[j]] = true;
	}
	if (!o->legal) {
		/* Every violation, as the text form says it: those of the
		 * part the judge refused, which stopped the judging. */
		s->viol = xcalloc((size_t)o->nviol + 1, sizeof *s->viol);
		for (i = 0; i < o->nviol; i++)
			s->viol[s->nviol++] = viol_line(&o->viol[i],
			    i == 0 ? "Illegal: " : "");
		if (o->nviol == 0)
			s->viol[s->nviol++] = viol_line(NULL, "Illegal.");
		return;
	}
	snprintf(s->verdict, sizeof s->verdict, o->nscores ? "Legal; what "
	    "it scores is outlined in magenta." : "Legal; it scores nothing.");
	s->scores = xcalloc((size_t)o->nscores + 1, sizeof *s->scores);
	for (i = 0; i < o->nscores; i++) {
		const struct score *sc = &o->scores[i];
		struct sscore *h = &s->scores[s->nscores++];

		score_title(h, p, sc);
		if (sc->seg < 0)
			;
		else if (strcmp(sc->feature, "field") == 0 &&
		    seg_def(b, sc->seg)->kind == SEG_CITY)
			mark_farms(s, h, b, sc->seg);
		else
			mark_feature(s, h, b, sc->seg);
		/* In board order, whatever order the feature lists them
		 * (none at all, and marks is NULL: qsort wants a pointer). */
		if (h->nmarks > 1)
			qsort(h->marks, (size_t)h->nmarks, sizeof *h->marks,
			    cmp_mark);
		/* Not told apart: frame the tiles that count. */
		for (j = 0; h->nmarks == 0 && j < sc->nat; j++) {
			int t = scene_tile_at(s, sc->at[j][0], sc->at[j][1]);

			if (t < 0)
				continue;
			h->marks = grow(h->marks, h->nmarks, sizeof *h->marks);
			h->marks[h->nmarks].tile = t;
			h->marks[h->nmarks++].seg = -1;
		}
	}
}

static void
scene_free(struct scene *s)
{
	int i;

	for (i = 0; i < s->nscores; i++)
		free(s->scores[i].marks);
	free(s->scores);
	for (i = 0; i < s->nviol; i++)
		free(s->viol[i]);
	free(s->viol);
	free(s->tiles);
	free(s->figs);
}

/* --- the document --- */

static void
tile_origin(const struct scene *s, int i, int *x, int *y)
{
	*x = s->ox + (s->tiles[i].x - s->minx) * TILE;
	*y = s->oy + (s->maxy - s->tiles[i].y) * TILE;
}

static void
defs(FILE *f)
{
	fprintf(f, "<defs>\n"
	    "<path id=\"cj-follower\" d=\"M0,-12C3,-12 5,-10 5,-7C5,-5 4,-4 "
	    "3,-3L11,0C13,1 12,4 10,4L6,3L9,12H2L0,7L-2,12H-9L-6,3L-10,4"
	    "C-12,4 -13,1 -11,0L-3,-3C-4,-4 -5,-5 -5,-7C-5,-10 -3,-12 0,-12Z\" "
	    "stroke-width=\"1.5\" stroke-linejoin=\"round\"/>\n"
	    "<g id=\"cj-large\"><use xlink:href=\"#cj-follower\" "
	    "transform=\"scale(1.4)\"/><circle cy=\"2\" r=\"3.5\" "
	    "fill=\"#fff\" stroke=\"none\"/></g>\n"
	    "<g id=\"cj-wagon\" stroke-width=\"1.5\" stroke-linejoin=\"round\">"
	    "<path d=\"M-13,-9H13L11,3H-11Z\"/><circle cx=\"-7\" cy=\"6\" "
	    "r=\"5\"/><circle cx=\"7\" cy=\"6\" r=\"5\"/></g>\n"
	    "<g id=\"cj-mage\" stroke-width=\"1.5\" stroke-linejoin=\"round\">"
	    "<path d=\"M-4,1H4L9,13H-9Z\"/><circle cy=\"-2\" r=\"4\"/>"
	    "<path d=\"M0,-17L6,-5H-6Z\"/></g>\n"
	    "<g id=\"cj-witch\" stroke-width=\"1.5\" stroke-linejoin=\"round\">"
	    "<path d=\"M-12,12L10,-10\" stroke-width=\"3\"/>"
	    "<path d=\"M-4,1H4L9,13H-9Z\"/><circle cy=\"-2\" r=\"4\"/>"
	    "<path d=\"M2,-17L5,-7H10V-5H-10V-7H-5Z\"/></g>\n"
	    "</defs>\n");
}

/* A figure's glyph centred on p. */
static void
glyph(FILE *f, int kind, int color, struct pt p, bool lying)
{
	static const char *const id[NMKINDS] = {
		"cj-follower", "cj-large", "cj-wagon", "cj-mage", "cj-witch"
	};
	const char *fill = color >= 0 ? ink[color] : kind == MK_MAGE ? MAGE :
	    kind == MK_WITCH ? WITCH : "#fff";
	const char *stroke = color == C_BLACK ? "#fff" : "#000";

	if (kind == FIG_TOKEN) {
		fprintf(f, "<circle class=\"token\" cx=\"%d\" cy=\"%d\" r=\"7\" "
		    "fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>", p.x, p.y,
		    fill, stroke);
		return;
	}
	/* A follower on a field lies down, as farmers do at the table. */
	fprintf(f, "<use xlink:href=\"#%s\" transform=\"translate(%d,%d)%s\" "
	    "fill=\"%s\" stroke=\"%s\"/>", id[kind], p.x, p.y,
	    lying ? " rotate(-90)" : "", fill, stroke);
}

static void
draw_figures(FILE *f, const struct scene *s)
{
	int i, j, ox, oy, stack;
	char name[48], buf[200];

	for (i = 0; i < s->nfigs; i++) {
		const struct sfig *g = &s->figs[i];
		const struct stile *t = &s->tiles[g->tile];
		const struct segdef *sd = &t->def->segs[g->seg];
		struct pt p;

		/* Figures sharing a segment step aside from each other. */
		for (stack = 0, j = 0; j < i; j++)
			stack += s->figs[j].tile == g->tile &&
			    s->figs[j].seg == g->seg &&
			    (s->figs[j].kind == FIG_TOKEN) ==
			    (g->kind == FIG_TOKEN);
		tile_origin(s, g->tile, &ox, &oy);
		if (g->kind == FIG_TOKEN) {
			int d = first_bit(rot_edges(sd->edges, t->rot));

			p = opening_at(d);
			snprintf(buf, sizeof buf, "%s tunnel token on opening "
			    "%s at (%d,%d)%s%s", color_name[g->color],
			    dir_name[d], t->x, t->y, g->note ? ", " : "",
			    g->note ? g->note : "");
		} else {
			p = seg_spot(t->def, t->rot, g->seg);
			snprintf(buf, sizeof buf, "%s%s%s on %s at (%d,%d)%s%s",
			    g->color >= 0 ? color_name[g->color] : "",
			    g->color >= 0 ? " " : "", words_kind(g->kind, 1),
			    addr_name(t->def, t->rot, g->seg, name, sizeof name),
			    t->x, t->y, g->note ? ", " : "",
			    g->note ? g->note : "");
		}
		p = pt(ox + p.x + 12 * stack, oy + p.y + 6 * stack);
		/* A figure the action takes off is drawn faded, in a dotted
		 * ring; one it brings, in a dashed ring. */
		fprintf(f, "<g class=\"%s\"%s>", g->kind == FIG_TOKEN ?
		    "token" : "meeple", g->leaving ? " opacity=\"0.5\"" : "");
		title(f, buf);
		if (g->pending || g->leaving)
			fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" "
			    "fill=\"#fff\" fill-opacity=\"0.6\" stroke=\"#000\" "
			    "stroke-width=\"2\" stroke-dasharray=\"%s\"/>",
			    p.x, p.y, g->kind == FIG_TOKEN ? 11 : 19,
			    g->leaving ? "1 3" : "4 3");
		glyph(f, g->kind, g->color, p, g->kind != FIG_TOKEN &&
		    sd->kind == SEG_FIELD);
		fprintf(f, "</g>\n");
	}
}

static void
draw_mark(FILE *f, const struct stile *t, int seg)
{
	const struct segdef *sd;
	unsigned m;
	int h, d;

	if (seg < 0) {
		fprintf(f, "<rect x=\"4\" y=\"4\" width=\"%d\" height=\"%d\" "
		    "fill=\"none\" stroke=\"" LIT "\" stroke-width=\"5\" "
		    "stroke-dasharray=\"10 6\"/>", TILE - 8, TILE - 8);
		return;
	}
	sd = &t->def->segs[seg];
	switch (sd->kind) {
	case SEG_ROAD:
		fprintf(f, "<path d=\"");
		road_path(f, t->def, t->rot, seg);
		fprintf(f, "\" fill=\"none\" stroke=\"" LIT "\" "
		    "stroke-width=\"5\" stroke-linecap=\"round\"/>");
		break;
	case SEG_CITY:
		fprintf(f, "<path d=\"");
		city_path(f, rot_edges(sd->edges, t->rot));
		fprintf(f, "\" fill=\"" LIT "\" fill-opacity=\"0.25\" "
		    "stroke=\"" LIT "\" stroke-width=\"5\" "
		    "stroke-linejoin=\"round\"/>");
		break;
	case SEG_FIELD:
		m = rot_halves(sd->halves, t->rot);
		fprintf(f, "<path d=\"");
		for (h = 0; h < 8; h++) {
			struct pt a, b;

			if (!(m >> h & 1))
				continue;
			d = half_edge(h);
			a = pmove(h % 2 ? mid[d] : corner[d], inward[d], 4);
			b = pmove(h % 2 ? corner[(d + 1) % 4] : mid[d],
			    inward[d], 4);
			fprintf(f, "M%d,%dL%d,%d", a.x, a.y, b.x, b.y);
		}
		fprintf(f, "\" fill=\"none\" stroke=\"" LIT "\" "
		    "stroke-width=\"5\"/>");
		break;
	default:
		fprintf(f, "<circle cx=\"50\" cy=\"50\" r=\"24\" fill=\"none\" "
		    "stroke=\"" LIT "\" stroke-width=\"5\"/>");
	}
}

static int
digits(int v)
{
	return snprintf(NULL, 0, "%d", v);
}

/* May a line break at text[i]: a space, not one that would part a
 * square or a turn from what it belongs to ("road@S at (2,0)", "rot
 * 90")? */
static bool
breakable(const char *text, size_t i)
{
	if (text[i] != ' ' || text[i + 1] == '(' ||
	    (text[i + 1] >= '0' && text[i + 1] <= '9') ||
	    strncmp(text + i + 1, "at (", 4) == 0)
		return false;
	return !(i >= 2 && memcmp(text + i - 2, "at", 2) == 0 &&
	    (i == 2 || text[i - 3] == ' '));
}

/* A row of the legend at *y: text broken at spaces into lines of at
 * most s->cols characters where it can be (a word longer stays whole),
 * the lines after the first indented, CONT apart, the whole text the
 * first one's title when it is broken.  *y becomes the last line's.
 * Returns the width the row needs. */
static int
entry(FILE *f, const struct scene *s, const char *text, int *y, bool draw)
{
	size_t len = strlen(text), at = 0, n, cut;
	int w = 0, indent = 0, x;
	char *line = xmalloc(len + 1, 1);

	for (;;) {
		n = len - at;
		if (n > (size_t)(s->cols - indent)) {
			/* The last space that keeps the line within cols,
			 * else the first one after. */
			for (cut = (size_t)(s->cols - indent); cut > 0 &&
			    !breakable(text, at + cut); cut--)
				;
			if (cut == 0)
				for (cut = (size_t)(s->cols - indent); cut < n &&
				    !breakable(text, at + cut); cut++)
					;
			n = cut;
		}
		memcpy(line, text + at, n);
		line[n] = '\0';
		x = 12 + (indent + (int)n) * CHAR_W;
		w = x > w ? x : w;
		if (draw) {
			fprintf(f, "\n<text x=\"%d\" y=\"%d\">",
			    12 + indent * CHAR_W, *y + 6);
			if (at == 0 && n < len)
				title(f, text);
			xml_text(f, line);
			fprintf(f, "</text>");
		}
		at += n;
		while (text[at] == ' ')
			at++;
		if (at >= len)
			break;
		*y += CONT;
		indent = 2;
	}
	free(line);
	return w;
}

/* The legend: rows of text under the board from y; returns the width it
 * needs, and its last line's y in *last. */
static int
legend(FILE *f, const struct scene *s, int y, bool draw, int *last)
{
	int x, i, w = 0, rowx;
	char buf[64];

	x = 12;
	if (draw)
		fprintf(f, "<g class=\"legend\" font-family=\"sans-serif\" "
		    "font-size=\"16\" fill=\"#222\">\n<text x=\"%d\" "
		    "y=\"%d\">Players:</text>", x, y + 6);
	x += 9 * CHAR_W;
	for (i = 0; i < s->nplayers; i++) {
		if (s->judged && s->has_standings)
			snprintf(buf, sizeof buf, "%s %+d = %d%s",
			    color_name[s->colors[i]], s->gained[i],
			    s->standings[i], s->won[i] ? ", wins" : "");
		else if (s->judged)
			snprintf(buf, sizeof buf, "%s %+d",
			    color_name[s->colors[i]], s->gained[i]);
		else
			snprintf(buf, sizeof buf, "%s",
			    color_name[s->colors[i]]);
		if (draw) {
			glyph(f, MK_FOLLOWER, s->colors[i], pt(x + 15, y), false);
			fprintf(f, "<text x=\"%d\" y=\"%d\">%s</text>", x + 30,
			    y + 6, buf);
		}
		x += 30 + (int)strlen(buf) * CHAR_W + 14;
	}
	w = x;
	y += ROW;
	x = 12;
	if (draw)
		fprintf(f, "\n<text x=\"%d\" y=\"%d\">Figures:</text>", x, y + 6);
	x += 9 * CHAR_W;
	for (i = 0; i <= NMKINDS; i++) {
		/* The large follower's glyph is wider than the others. */
		int gw = i == MK_LARGE ? 38 : 30;

		rowx = x;
		if (draw) {
			glyph(f, i, -1, pt(x + gw / 2, y), false);
			fprintf(f, "<text x=\"%d\" y=\"%d\">%s</text>", x + gw,
			    y + 6, words_kind(i, 1));
		}
		x = rowx + gw + (int)strlen(words_kind(i, 1)) * CHAR_W + 14;
	}
	w = x > w ? x : w;
	y += ROW;
	x = entry(f, s, s->action, &y, draw);
	w = x > w ? x : w;
	if (s->judged && s->legal) {
		y += ROW;
		x = entry(f, s, s->verdict, &y, draw);
		w = x > w ? x : w;
	}
	for (i = 0; s->judged && i < s->nviol; i++) {
		y += ROW;
		x = entry(f, s, s->viol[i], &y, draw);
		w = x > w ? x : w;
	}
	if (draw)
		fprintf(f, "\n</g>\n");
	*last = y;
	return w + 12;
}

static void
render(FILE *f, const struct scene *s0)
{
	struct scene sc = *s0, *s = &sc;
	int i, j, ox, oy, bw, bh, w, h, x, y, lw;

	s->minx = s->miny = 0;
	s->maxx = s->maxy = -1;
	for (i = 0; i < s->ntiles; i++) {
		const struct stile *t = &s->tiles[i];

		if (i == 0 || t->x < s->minx)
			s->minx = t->x;
		if (i == 0 || t->x > s->maxx)
			s->maxx = t->x;
		if (i == 0 || t->y < s->miny)
			s->miny = t->y;
		if (i == 0 || t->y > s->maxy)
			s->maxy = t->y;
	}
	lw = digits(s->miny) > digits(s->maxy) ? digits(s->miny) :
	    digits(s->maxy);
	s->side = 16 + 11 * lw;
	s->ox = s->side;
	s->oy = TOP;
	bw = (s->maxx - s->minx + 1) * TILE;
	bh = (s->maxy - s->miny + 1) * TILE;
	w = bw + 2 * s->side;
	s->cols = (w - 24) / CHAR_W > WRAP ? (w - 24) / CHAR_W : WRAP;
	lw = legend(f, s, bh + 2 * TOP + 14, false, &y);
	w = lw > w ? lw : w;
	h = y + ROW - 4;

	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\" "
	    "standalone=\"no\"?>\n"
	    "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
	    "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" "
	    "viewBox=\"0 0 %d %d\">\n", w, h);
	fprintf(f, "<title>carcjudge show: ");
	xml_text(f, s->file);
	fprintf(f, "</title>\n<desc>The board drawn north up, one square per "
	    "tile; x grows east, y grows north.</desc>\n");
	defs(f);
	fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", w, h);
	fprintf(f, "<g class=\"tiles\">\n");
	for (i = 0; i < s->ntiles; i++) {
		const struct stile *t = &s->tiles[i];
		char buf[160];

		tile_origin(s, i, &ox, &oy);
		if (t->pending)
			snprintf(buf, sizeof buf, "%s at (%d,%d) rot %d, "
			    "placed this turn", t->def->id, t->x, t->y,
			    t->rot * 90);
		else
			snprintf(buf, sizeof buf, "%s at (%d,%d) rot %d",
			    t->def->id, t->x, t->y, t->rot * 90);
		fprintf(f, "<g class=\"tile\" transform=\"translate(%d,%d)\">",
		    ox, oy);
		title(f, buf);
		draw_tile_body(f, t->def, t->rot);
		if (t->pending)
			fprintf(f, "<rect x=\"2\" y=\"2\" width=\"%d\" "
			    "height=\"%d\" fill=\"none\" stroke=\"#000\" "
			    "stroke-width=\"4\" stroke-dasharray=\"9 5\"/>",
			    TILE - 4, TILE - 4);
		fprintf(f, "</g>\n");
	}
	fprintf(f, "</g>\n");
	for (i = 0; i < s->nscores; i++) {
		fprintf(f, "<g class=\"scored\" opacity=\"0.9\">");
		title(f, s->scores[i].title);
		for (j = 0; j < s->scores[i].nmarks; j++) {
			tile_origin(s, s->scores[i].marks[j].tile, &ox, &oy);
			fprintf(f, "<g transform=\"translate(%d,%d)\">", ox, oy);
			draw_mark(f, &s->tiles[s->scores[i].marks[j].tile],
			    s->scores[i].marks[j].seg);
			fprintf(f, "</g>");
		}
		fprintf(f, "</g>\n");
	}
	draw_figures(f, s);
	/* Coordinates along the four margins. */
	fprintf(f, "<g class=\"coordinates\" font-family=\"sans-serif\" "
	    "font-size=\"18\" fill=\"#333\" text-anchor=\"middle\">\n");
	for (x = s->minx; s->ntiles > 0 && x <= s->maxx; x++)
		fprintf(f, "<text x=\"%d\" y=\"%d\">%d</text><text x=\"%d\" "
		    "y=\"%d\">%d</text>\n", s->ox + (x - s->minx) * TILE + MID,
		    TOP - 10, x, s->ox + (x - s->minx) * TILE + MID,
		    TOP + bh + 24, x);
	for (y = s->maxy; s->ntiles > 0 && y >= s->miny; y--)
		fprintf(f, "<text x=\"%d\" y=\"%d\">%d</text><text x=\"%d\" "
		    "y=\"%d\">%d</text>\n", s->side / 2,
		    TOP + (s->maxy - y) * TILE + MID + 6, y,
		    s->ox + bw + s->side / 2,
		    TOP + (s->maxy - y) * TILE + MID + 6, y);
	fprintf(f, "</g>\n");
	legend(f, s, bh + 2 * TOP + 14, true, &y);
	fprintf(f, "</svg>\n");
}

int
svg_board(FILE *f, const struct position *p, const struct rulesconf *ov)
{
	struct scene s;
	struct outcome o;
	struct game before, after;
	int rc;

	memset(&s, 0, sizeof s);
	memset(&after, 0, sizeof after);
	s.file = p->file;
	if ((rc = game_build(&before, p, ov)) == 0) {
		scene_board(&s, p, &before.board);
		if (!p->action.present)
			scene_action(&s, &before, NULL, 0);
		else if ((rc = judge_reading(p, ov, &after, &o)) <= 1) {
			scene_action(&s, &before, &after.board, p->ntiles);
			scene_scores(&s, p, &after.board, &o);
			outcome_free(&o);
			rc = 0;
		}
	}
	if (rc == 0)
		render(f, &s);
	game_free(&before);
	game_free(&after);
	scene_free(&s);
	return rc;
}
