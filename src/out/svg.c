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
#include "grid.h"
#include "escape.h"
#include "module.h"
#include "moves.h"
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
#define MAXGAP 3		/* empty columns or rows drawn, at most */
#define BREAK 44		/* the width of a break mark */
#define BESIDE 150		/* the column of the tile beside the board */
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
#define FITS "#2e9e3e"		/* where the tile in hand fits */
#define REFUSED "#d7191c"	/* the square a refused tile names */

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

/* A tile as drawn; a tile in hand is one beside with no square. */
struct stile {
	const struct tiledef *def;
	int x, y, rot;
	bool pending;
	bool beside;		/* drawn beside the board, not on its square:
				 * the tile in hand, or a refused one */
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
	int points;
	struct smark *marks;
	int nmarks;
};

/* One axis of the picture: the board's columns (or rows) drawn, in
 * order, each at its offset in user units from the first; a stretch of
 * more than MAXGAP empty ones between two drawn is one break, BREAK units
 * wide, instead (so the picture's size follows what is drawn). */
struct axis {
	int n;
	int *v;			/* the coordinates drawn, ascending */
	int *off;		/* the offset of each */
	int nbreaks;
	int (*brk)[3];		/* the first and last skipped, the offset */
	int len;		/* the whole axis, in user units */
};

static void axis_free(struct axis *);

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
	struct grid at;		/* square -> index into square_tile */
	int *square_tile;	/* the tile on each square of at */
	int beside;		/* the tile drawn beside the board, or -1 */
	const char *hand_text;	/* what the tile beside is */
	bool hand;		/* the action is a tile in hand */
	int (*fits)[3];		/* x, y, rotations: where the tile in hand fits */
	int nfits;
	int (*sq)[2];		/* the empty squares next to the board */
	int nsq;
	struct axis cols, rows;	/* x ascending; -y ascending (north up) */
	int ox, oy;		/* the board's top-left corner */
	int chars;		/* the characters of a legend line */
	int side;		/* left and right margin */
};

static void *
grow(void *p, int n, size_t size)
{
	if (n == 0 || (n & (n - 1)) == 0)
		p = xrealloc(p, n ? 2 * (size_t)n : 8, size);
	return p;
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

static void
title(FILE *f, const char *s)
{
	fputs("<title>", f);
	esc_xml(f, s);
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
 * and a curve across each run of other edges; the edges of inner (where
 * an outlined city goes on into the next tile) skipped, the path open. */
static void
city_outline(FILE *f, unsigned e, unsigned inner)
{
	int s, n, g, d;

	if (e == 0xf && inner == 0) {
		fprintf(f, "M0,0H%dV%dH0Z", TILE, TILE);
		return;
	}
	if (e == 0xf) {
		fprintf(f, "M0,0");
		for (d = 0; d < 4; d++)
			fprintf(f, "%c%d,%d", inner >> d & 1 ? 'M' : 'L',
			    corner[(d + 1) % 4].x, corner[(d + 1) % 4].y);
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
			fprintf(f, "%c%d,%d", inner >> d & 1 ? 'M' : 'L',
			    corner[(d + 1) % 4].x,
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
	if (inner == 0)
		fputc('Z', f);
}

static void
city_path(FILE *f, unsigned e)
{
	city_outline(f, e, 0);
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
	struct pt a, b;

	if (halves == 0)	/* field@C */
		return centre;
	a = h % 2 ? mid[d] : corner[d];
	b = h % 2 ? corner[(d + 1) % 4] : mid[d];
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

/* A target for each feature segment, where its figure would stand,
 * named as a position names it (data-feature): a page finds where to
 * tap with no tile geometry of its own. */
static void
draw_targets(FILE *f, const struct tiledef *t, int rot)
{
	char name[48];
	struct pt p;
	int i;

	for (i = 0; i < t->nsegs; i++) {
		p = seg_spot(t, rot, i);
		fprintf(f, "<circle class=\"feature\" data-feature=\"");
		esc_xml(f, addr_name(t, rot, i, name, sizeof name));
		fprintf(f, "\" cx=\"%d\" cy=\"%d\" r=\"10\" fill=\"#fff\" "
		    "fill-opacity=\"0\"/>", p.x, p.y);
	}
}

static void
draw_tile_body(FILE *f, const struct tiledef *t, int rot, bool targets)
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
	if (targets)
		draw_targets(f, t, rot);
}

/* --- reading the position --- */

/* A tile on square (x, y), or beside the board when in_hand (on no
 * square: the caller gives 0, 0). */
static int
scene_add_tile(struct scene *s, const struct tiledef *def, int x, int y,
    int rot, bool pending, bool in_hand)
{
	struct stile *t;

	s->tiles = grow(s->tiles, s->ntiles, sizeof *s->tiles);
	t = &s->tiles[s->ntiles];
	t->def = def;
	t->x = x;
	t->y = y;
	t->rot = rot;
	t->pending = pending;
	/* A square already drawn keeps its tile: the new one goes beside. */
	t->beside = in_hand || grid_at(&s->at, x, y) >= 0;
	if (t->beside)
		s->beside = s->ntiles;
	else {
		s->square_tile = grow(s->square_tile, s->at.n,
		    sizeof *s->square_tile);
		s->square_tile[grid_add(&s->at, x, y)] = s->ntiles;
	}
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
	int i = grid_at(&s->at, x, y);

	/* The grid's indexes are the order tiles were added in, beside
	 * ones skipped. */
	return i < 0 ? -1 : s->square_tile[i];
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
		    b->tiles[i].y, b->tiles[i].rot, false, false);
	for (i = 0; i < b->nmeeples; i++) {
		const struct meeple *m = &b->meeples[i];

		scene_add_fig(s, b->segs[m->seg].tile, b->segs[m->seg].def,
		    (int)m->kind, m->player == NOBODY ? -1 :
		    p->players[m->player].color, false);
	}
	for (i = 0; i < board_tokens(b)->n; i++)
		scene_add_fig(s, b->segs[board_tokens(b)->v[i].seg].tile,
		    b->segs[board_tokens(b)->v[i].seg].def, FIG_TOKEN,
		    board_tokens(b)->v[i].color, false);
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
		if (!a->at_given) {
			/* In hand: beside the board, on no square. */
			t = scene_add_tile(s, def, 0, 0, a->prot, true, true);
			s->hand_text = "In hand:";
			s->hand = true;
		} else {
			t = scene_add_tile(s, def, a->px, a->py, a->prot, true,
			    false);
			if (s->tiles[t].beside)
				s->hand_text = "Refused:";
		}
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
			    mkind_supply(a->dkind) == 0 ? -1 :
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
	int st = scene_tile_at(s, t->x, t->y);

	/* Repeats (a field around two cities) go when the marks are
	 * sorted. */
	if (st < 0)
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
	char xy[32], *line;
	const char *msg;
	size_t n;

	if (c == NULL)
		return xstrdup(lead);
	msg = c->msg[0] ? c->msg : rulecat_at((int)c->rule)->title;
	snprintf(xy, sizeof xy, "(%d,%d)", c->x, c->y);
	n = strlen(lead) + strlen(rule_name(c->rule)) + strlen(msg) +
	    sizeof xy + 16;
	line = xmalloc(n, 1);
	snprintf(line, n, "%s[%s] %s%s%s%s.", lead, rule_name(c->rule),
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
	int i, j, k;

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
		h->points = sc->points;
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
		for (j = 0, k = 0; j < h->nmarks; j++)
			if (k == 0 || cmp_mark(&h->marks[k - 1],
			    &h->marks[j]) != 0)
				h->marks[k++] = h->marks[j];
		h->nmarks = h->nmarks > 0 ? k : 0;
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
	free(s->fits);
	free(s->sq);
	free(s->square_tile);
	grid_free(&s->at);
	axis_free(&s->cols);
	axis_free(&s->rows);
}

/* --- the document --- */

static int
cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/* The axis of the n coordinates c (sorted here, repeats allowed). */
static void
axis_build(struct axis *a, int *c, int n)
{
	int i, v, off = 0;
	bool gap;

	memset(a, 0, sizeof *a);
	qsort(c, (size_t)n, sizeof *c, cmp_int);
	for (i = 0; i < n; i++) {
		if (i > 0 && c[i] == c[i - 1])
			continue;
		gap = a->n > 0 && (long)c[i] - a->v[a->n - 1] - 1 > MAXGAP;
		if (gap) {
			a->brk = grow(a->brk, a->nbreaks, sizeof *a->brk);
			a->brk[a->nbreaks][0] = a->v[a->n - 1] + 1;
			a->brk[a->nbreaks][1] = c[i] - 1;
			a->brk[a->nbreaks++][2] = off;
			off += BREAK;
		}
		/* A short stretch is drawn, empty columns and all. */
		for (v = a->n > 0 && !gap ? a->v[a->n - 1] + 1 : c[i]; v <= c[i];
		    v++) {
			a->v = grow(a->v, a->n, sizeof *a->v);
			a->off = grow(a->off, a->n, sizeof *a->off);
			a->v[a->n] = v;
			a->off[a->n++] = off;
			off += TILE;
		}
	}
	a->len = off;
}

/* The offset of coordinate v, one the axis draws. */
static int
axis_at(const struct axis *a, int v)
{
	int lo = 0, hi = a->n - 1, m;

	while (lo < hi) {
		m = lo + (hi - lo) / 2;
		if (a->v[m] < v)
			lo = m + 1;
		else
			hi = m;
	}
	return a->off[lo];
}

static void
axis_free(struct axis *a)
{
	free(a->v);
	free(a->off);
	free(a->brk);
}

static void
square_origin(const struct scene *s, int x, int y, int *ox, int *oy)
{
	*ox = s->ox + axis_at(&s->cols, x);
	*oy = s->oy + axis_at(&s->rows, -y);
}

/* Where the tile beside the board stands: right of it, under a caption. */
static void
beside_origin(const struct scene *s, int *x, int *y)
{
	*x = s->ox + s->cols.len + s->side + 20;
	*y = s->oy + 28;
}

static void
tile_origin(const struct scene *s, int i, int *x, int *y)
{
	if (s->tiles[i].beside)
		beside_origin(s, x, y);
	else
		square_origin(s, s->tiles[i].x, s->tiles[i].y, x, y);
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
	/* A figure that is nobody's (figures.h) in its own ink. */
	const char *fill = color >= 0 ? ink[color] : kind < nmkinds &&
	    mkind_def[kind]->ink != NULL ? mkind_def[kind]->ink : "#fff";
	const char *stroke = color == C_BLACK ? "#fff" : "#000";

	if (kind == FIG_TOKEN) {
		fprintf(f, "<circle class=\"token\" cx=\"%d\" cy=\"%d\" r=\"7\" "
		    "fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>", p.x, p.y,
		    fill, stroke);
		return;
	}
	/* A follower on a field lies down, as farmers do at the table.  The
	 * kind's glyph is defined (defs) under its name. */
	fprintf(f, "<use xlink:href=\"#cj-%s\" "
	    "transform=\"translate(%d,%d)%s\" fill=\"%s\" stroke=\"%s\"/>", mkind_name(kind), p.x, p.y,
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

static int
digits(int v)
{
	return snprintf(NULL, 0, "%d", v);
}

/* Is segment seg of tile t one of the score's (marks sorted)? */
static bool
marked(const struct sscore *h, int t, int seg)
{
	int lo = 0, hi = h->nmarks - 1, m;

	while (lo <= hi) {
		m = lo + (hi - lo) / 2;
		if (h->marks[m].tile == t && h->marks[m].seg == seg)
			return true;
		if (h->marks[m].tile < t || (h->marks[m].tile == t &&
		    h->marks[m].seg < seg))
			lo = m + 1;
		else
			hi = m - 1;
	}
	return false;
}

/* The tile on the board across edge d of tile t, or -1. */
static int
neighbour(const struct scene *s, int t, int d)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { 1, 0, -1, 0 };

	if (s->tiles[t].beside)
		return -1;
	return scene_tile_at(s, s->tiles[t].x + dx[d], s->tiles[t].y + dy[d]);
}

/* Does the score's feature go on across edge d of tile t (a city), or
 * across half-edge d (a field): is the neighbour's segment that meets it
 * one the score counts too?  Then no outline runs there. */
static bool
goes_on(const struct scene *s, const struct sscore *h, int t, int d,
    bool field)
{
	int n = neighbour(s, t, field ? half_edge(d) : d), k;
	int o = field ? half_opposite(d) : (d + 2) % 4;

	for (k = 0; n >= 0 && k < s->tiles[n].def->nsegs; k++) {
		const struct segdef *sd = &s->tiles[n].def->segs[k];

		if (field && sd->kind == SEG_FIELD &&
		    (rot_halves(sd->halves, s->tiles[n].rot) >> o & 1))
			return marked(h, n, k);
		if (!field && sd->kind == SEG_CITY &&
		    (rot_edges(sd->edges, s->tiles[n].rot) >> o & 1))
			return marked(h, n, k);
	}
	return false;
}

/* The ends of half-edge h, clockwise. */
static struct pt
half_from(int h)
{
	return h % 2 ? mid[half_edge(h)] : corner[half_edge(h)];
}

static struct pt
half_to(int h)
{
	return h % 2 ? corner[(half_edge(h) + 1) % 4] : mid[half_edge(h)];
}

/* The line from the centre to p, where a field ends (along the road that
 * parts it, mostly), moved off the road towards q, the field's side. */
static void
radial(FILE *f, struct pt p, struct pt q)
{
	int ux = (q.x > p.x) - (q.x < p.x), uy = (q.y > p.y) - (q.y < p.y);

	fprintf(f, "M%d,%dL%d,%d", MID + 9 * ux, MID + 9 * uy, p.x + 9 * ux,
	    p.y + 9 * uy);
}

/* One tile's part of a scored feature: its area filled, and the part of
 * the outline of the whole feature that runs on it (not along an edge
 * where the feature goes on into the next tile): the feature reads as
 * one shape.  Farms are lighter: an outline dashed, no fill. */
static void
draw_mark(FILE *f, const struct scene *s, const struct sscore *h, int t,
    int seg)
{
	const struct stile *st = &s->tiles[t];
	const struct segdef *sd;
	unsigned m, inner = 0;
	int k, d;

	if (seg < 0) {
		fprintf(f, "<rect x=\"4\" y=\"4\" width=\"%d\" height=\"%d\" "
		    "fill=\"none\" stroke=\"" LIT "\" stroke-width=\"5\" "
		    "stroke-dasharray=\"10 6\"/>", TILE - 8, TILE - 8);
		return;
	}
	sd = &st->def->segs[seg];
	switch (sd->kind) {
	case SEG_ROAD:
		fprintf(f, "<path d=\"");
		road_path(f, st->def, st->rot, seg);
		fprintf(f, "\" fill=\"none\" stroke=\"" LIT "\" "
		    "stroke-width=\"5\" stroke-linecap=\"round\"/>");
		break;
	case SEG_CITY:
		m = rot_edges(sd->edges, st->rot);
		for (d = 0; d < 4; d++)
			if ((m >> d & 1) && goes_on(s, h, t, d, false))
				inner |= 1u << d;
		fprintf(f, "<path class=\"area\" d=\"");
		city_path(f, m);
		fprintf(f, "\" fill=\"" LIT "\" fill-opacity=\"0.25\"/>"
		    "<path d=\"");
		city_outline(f, m, inner);
		fprintf(f, "\" fill=\"none\" stroke=\"" LIT "\" "
		    "stroke-width=\"5\" stroke-linejoin=\"round\" "
		    "stroke-linecap=\"round\"/>");
		break;
	case SEG_FIELD:
		/* Where the farm meets a city the city's wall bounds it: the
		 * outline runs along the tile's edges where the farm stops,
		 * and from the centre where a road or another field parts
		 * it from the rest of the tile. */
		m = rot_halves(sd->halves, st->rot);
		for (k = 0; k < st->def->nsegs; k++)
			if (st->def->segs[k].kind == SEG_CITY)
				inner |= rot_edges(st->def->segs[k].edges,
				    st->rot);
		fprintf(f, "<path d=\"");
		if (m == 0)	/* a field no edge touches: the middle */
			fprintf(f, "M40,40h20v20h-20Z");
		for (k = 0; k < 8; k++) {
			if (!(m >> k & 1))
				continue;
			if (!goes_on(s, h, t, k, true))
				fprintf(f, "M%d,%dL%d,%d", half_from(k).x,
				    half_from(k).y, half_to(k).x, half_to(k).y);
			d = (k + 1) % 8;
			if (!(m >> d & 1) && !(inner >> half_edge(d) & 1))
				radial(f, half_to(k), half_from(k));
			d = (k + 7) % 8;
			if (!(m >> d & 1) && !(inner >> half_edge(d) & 1))
				radial(f, half_from(k), half_to(k));
		}
		fprintf(f, "\" fill=\"none\" stroke=\"" LIT "\" "
		    "stroke-width=\"3\" stroke-dasharray=\"8 5\"/>");
		break;
	default:
		fprintf(f, "<circle cx=\"50\" cy=\"50\" r=\"24\" fill=\"none\" "
		    "stroke=\"" LIT "\" stroke-width=\"5\"/>");
	}
}

/* A score's points, on the first of its marks, beside where a figure
 * would stand. */
static void
draw_points(FILE *f, const struct scene *s, const struct sscore *h)
{
	const struct smark *mk = &h->marks[0];
	const struct stile *t = &s->tiles[mk->tile];
	struct pt p = mk->seg < 0 ? centre : seg_spot(t->def, t->rot, mk->seg);
	int ox, oy, w = 8 + 8 * digits(h->points);

	tile_origin(s, mk->tile, &ox, &oy);
	/* Below the spot, inside the tile. */
	p.y = p.y + 26 > TILE - 12 ? p.y - 26 : p.y + 26;
	p.x = p.x < w / 2 + 2 ? w / 2 + 2 : p.x > TILE - w / 2 - 2 ?
	    TILE - w / 2 - 2 : p.x;
	fprintf(f, "<g class=\"points\" transform=\"translate(%d,%d)\">"
	    "<rect x=\"%d\" y=\"-10\" width=\"%d\" height=\"20\" rx=\"6\" "
	    "fill=\"#fff\" stroke=\"" LIT "\" stroke-width=\"2\"/>"
	    "<text y=\"5\" font-family=\"sans-serif\" font-size=\"14\" "
	    "font-weight=\"bold\" fill=\"" LIT "\" text-anchor=\"middle\">%d"
	    "</text></g>", ox + p.x, oy + p.y, -w / 2, w, h->points);
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
 * most s->chars characters where it can be (a word longer stays whole),
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
		if (n > (size_t)(s->chars - indent)) {
			/* The last space that keeps the line within cols,
			 * else the first one after. */
			for (cut = (size_t)(s->chars - indent); cut > 0 &&
			    !breakable(text, at + cut); cut--)
				;
			if (cut == 0)
				for (cut = (size_t)(s->chars - indent); cut < n &&
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
			esc_xml(f, line);
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
	unsigned kinds = 0;
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
	/* The kinds of figure the picture holds, and only those. */
	for (i = 0; i < s->nfigs; i++)
		kinds |= 1u << s->figs[i].kind;
	x = 12;
	if (kinds != 0) {
		y += ROW;
		if (draw)
			fprintf(f, "\n<text x=\"%d\" y=\"%d\">Figures:</text>",
			    x, y + 6);
		x += 9 * CHAR_W;
	}
	for (i = 0; i <= FIG_TOKEN; i++) {
		/* The large follower's glyph is wider than the others. */
		int gw = i == MK_LARGE ? 38 : 30;

		if (!(kinds >> i & 1))
			continue;
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
	if ((s->judged && s->legal) || s->hand) {
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

static int
cmp_square(const void *pa, const void *pb)
{
	const int *a = pa, *b = pb;

	if (a[0] != b[0])
		return (a[0] > b[0]) - (a[0] < b[0]);
	return (a[1] > b[1]) - (a[1] < b[1]);
}

/* The empty squares next to the board (where a tile could go: a page
 * taps them), and every square where the tile in hand fits; (0,0) on an
 * empty board. */
static void
find_squares(struct scene *s)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { 1, 0, -1, 0 };
	struct grid seen;
	int i, d, x, y;

	grid_init(&seen);
	for (i = 0; i < s->ntiles + s->nfits; i++) {
		for (d = 0; d < 4; d++) {
			if (i < s->ntiles && s->tiles[i].beside)
				break;
			x = i < s->ntiles ? s->tiles[i].x + dx[d] :
			    s->fits[i - s->ntiles][0];
			y = i < s->ntiles ? s->tiles[i].y + dy[d] :
			    s->fits[i - s->ntiles][1];
			if (scene_tile_at(s, x, y) >= 0 ||
			    grid_at(&seen, x, y) >= 0)
				continue;
			grid_add(&seen, x, y);
			s->sq = grow(s->sq, s->nsq, sizeof *s->sq);
			s->sq[s->nsq][0] = x;
			s->sq[s->nsq++][1] = y;
		}
	}
	/* In board order, as the tiles are listed. */
	if (s->nsq > 1)
		qsort(s->sq, (size_t)s->nsq, sizeof *s->sq, cmp_square);
	if (s->at.n == 0 && s->nsq == 0) {
		s->sq = grow(s->sq, 0, sizeof *s->sq);
		s->sq[0][0] = s->sq[0][1] = 0;
		s->nsq = 1;
	}
	grid_free(&seen);
}

/* The columns and rows drawn: those of every square drawn. */
static void
build_axes(struct scene *s)
{
	int *xs = xcalloc((size_t)s->ntiles + (size_t)s->nsq + 1, sizeof *xs);
	int *ys = xcalloc((size_t)s->ntiles + (size_t)s->nsq + 1, sizeof *ys);
	int i, n = 0;

	for (i = 0; i < s->ntiles; i++)
		if (!s->tiles[i].beside) {
			xs[n] = s->tiles[i].x;
			ys[n++] = -s->tiles[i].y;
		}
	for (i = 0; i < s->nsq; i++) {
		xs[n] = s->sq[i][0];
		ys[n++] = -s->sq[i][1];
	}
	axis_build(&s->cols, xs, n);
	axis_build(&s->rows, ys, n);
	free(xs);
	free(ys);
}

/* "0, 90 or 180": the rotations of mask. */
static void
rotations(char *buf, size_t len, unsigned mask)
{
	int r, n = nbits(mask), k = 0;
	size_t o = 0;

	buf[0] = '\0';
	for (r = 0; r < 4 && o < len; r++)
		if (mask >> r & 1) {
			k++;
			o += (size_t)snprintf(buf + o, len - o, "%s%d",
			    k == 1 ? "" : k == n ? " or " : ", ", r * 90);
		}
}

/* The empty squares: each a target of its own (data-at), those where
 * the tile in hand fits outlined, with the turns that fit. */
static void
draw_squares(FILE *f, const struct scene *s)
{
	struct grid fit;
	int i, k, ox, oy;
	char rots[32], buf[128];

	grid_init(&fit);
	for (i = 0; i < s->nfits; i++)
		grid_add(&fit, s->fits[i][0], s->fits[i][1]);
	fprintf(f, "<g class=\"squares\">\n");
	for (i = 0; i < s->nsq; i++) {
		square_origin(s, s->sq[i][0], s->sq[i][1], &ox, &oy);
		k = grid_at(&fit, s->sq[i][0], s->sq[i][1]);
		fprintf(f, "<g class=\"%s\" data-at=\"%d,%d\" "
		    "transform=\"translate(%d,%d)\">", k >= 0 ? "square fits" :
		    "square", s->sq[i][0], s->sq[i][1], ox, oy);
		if (k >= 0) {
			rotations(rots, sizeof rots, (unsigned)s->fits[k][2]);
			snprintf(buf, sizeof buf, "%s fits at (%d,%d) turned %s",
			    s->tiles[s->beside].def->id, s->sq[i][0],
			    s->sq[i][1], rots);
			title(f, buf);
			fprintf(f, "<rect x=\"3\" y=\"3\" width=\"%d\" "
			    "height=\"%d\" fill=\"" FITS "\" fill-opacity=\"0.25\" "
			    "stroke=\"" FITS "\" stroke-width=\"3\" "
			    "stroke-dasharray=\"7 4\"/>", TILE - 6, TILE - 6);
		} else
			fprintf(f, "<rect x=\"1\" y=\"1\" width=\"%d\" "
			    "height=\"%d\" fill=\"#fff\" fill-opacity=\"0\" "
			    "stroke=\"#d0d0d0\" stroke-dasharray=\"3 5\"/>",
			    TILE - 2, TILE - 2);
		fprintf(f, "</g>\n");
	}
	fprintf(f, "</g>\n");
	grid_free(&fit);
}

/* Where the columns or rows skipped are: a cut across the board, the
 * range it leaves out said on it. */
static void
draw_breaks(FILE *f, const struct scene *s)
{
	int i, c, lo, hi, cx, cy, len;
	char buf[96];

	if (s->cols.nbreaks + s->rows.nbreaks == 0)
		return;
	fprintf(f, "<g class=\"breaks\" font-family=\"sans-serif\" "
	    "font-size=\"14\" fill=\"#555\" text-anchor=\"middle\">\n");
	for (i = 0; i < s->cols.nbreaks + s->rows.nbreaks; i++) {
		bool col = i < s->cols.nbreaks;
		const int *b = col ? s->cols.brk[i] :
		    s->rows.brk[i - s->cols.nbreaks];

		/* Rows are kept as -y: the range read back north to south. */
		lo = col ? b[0] : -b[1];
		hi = col ? b[1] : -b[0];
		snprintf(buf, sizeof buf, "%c %d to %d: no tile, not drawn",
		    col ? 'x' : 'y', col ? lo : hi, col ? hi : lo);
		fprintf(f, "<g class=\"break\">");
		title(f, buf);
		snprintf(buf, sizeof buf, "%c %d to %d", col ? 'x' : 'y',
		    col ? lo : hi, col ? hi : lo);
		len = (int)strlen(buf) * 8 + 8;
		if (col) {
			cx = s->ox + b[2] + BREAK / 2;
			fprintf(f, "<path d=\"M%d,%d", cx - 4, s->oy);
			for (c = 1; c * 12 <= s->rows.len; c++)
				fprintf(f, "L%d,%d", cx + (c % 2 ? 4 : -4),
				    s->oy + c * 12);
			/* Clear of the row breaks: in the first rows drawn. */
			cy = s->oy + (s->rows.nbreaks ? s->rows.brk[0][2] :
			    s->rows.len) / 2;
			fprintf(f, "\" fill=\"none\" stroke=\"#888\" "
			    "stroke-width=\"2\"/><g transform=\"translate(%d,%d) "
			    "rotate(-90)\"><rect x=\"%d\" y=\"-11\" width=\"%d\" "
			    "height=\"18\" fill=\"#fff\"/><text y=\"3\">", cx, cy,
			    -len / 2, len);
		} else {
			cy = s->oy + b[2] + BREAK / 2;
			fprintf(f, "<path d=\"M%d,%d", s->ox, cy - 4);
			for (c = 1; c * 12 <= s->cols.len; c++)
				fprintf(f, "L%d,%d", s->ox + c * 12,
				    cy + (c % 2 ? 4 : -4));
			cx = s->ox + (s->cols.nbreaks ? s->cols.brk[0][2] :
			    s->cols.len) / 2;
			fprintf(f, "\" fill=\"none\" stroke=\"#888\" "
			    "stroke-width=\"2\"/><g transform=\"translate(%d,%d)\">"
			    "<rect x=\"%d\" y=\"-11\" width=\"%d\" height=\"18\" "
			    "fill=\"#fff\"/><text y=\"3\">", cx, cy, -len / 2,
			    len);
		}
		esc_xml(f, buf);
		fprintf(f, "</text></g></g>\n");
	}
	fprintf(f, "</g>\n");
}

static void
draw_tiles(FILE *f, const struct scene *s)
{
	int i, ox, oy;
	char buf[160];

	fprintf(f, "<g class=\"tiles\">\n");
	for (i = 0; i < s->ntiles; i++) {
		const struct stile *t = &s->tiles[i];

		tile_origin(s, i, &ox, &oy);
		if (t->beside && s->hand)
			snprintf(buf, sizeof buf, "%s in hand, drawn beside the "
			    "board", t->def->id);
		else if (t->beside)
			snprintf(buf, sizeof buf, "%s at (%d,%d) rot %d, refused: "
			    "the square holds a tile; drawn beside the board",
			    t->def->id, t->x, t->y, t->rot * 90);
		else if (t->pending)
			snprintf(buf, sizeof buf, "%s at (%d,%d) rot %d, "
			    "placed this turn", t->def->id, t->x, t->y,
			    t->rot * 90);
		else
			snprintf(buf, sizeof buf, "%s at (%d,%d) rot %d",
			    t->def->id, t->x, t->y, t->rot * 90);
		if (t->beside)
			fprintf(f, "<g class=\"tile beside\" "
			    "transform=\"translate(%d,%d)\">", ox, oy);
		else
			fprintf(f, "<g class=\"tile\" data-at=\"%d,%d\" "
			    "transform=\"translate(%d,%d)\">", t->x, t->y, ox,
			    oy);
		title(f, buf);
		draw_tile_body(f, t->def, t->rot, !t->beside);
		if (t->pending)
			fprintf(f, "<rect x=\"2\" y=\"2\" width=\"%d\" "
			    "height=\"%d\" fill=\"none\" stroke=\"#000\" "
			    "stroke-width=\"4\" stroke-dasharray=\"9 5\"/>",
			    TILE - 4, TILE - 4);
		fprintf(f, "</g>\n");
	}
	fprintf(f, "</g>\n");
	if (s->beside < 0)
		return;
	/* The caption over the tile beside, and a refused tile's square
	 * ringed where it is, the board's own tile left to be seen. */
	beside_origin(s, &ox, &oy);
	fprintf(f, "<text class=\"beside\" x=\"%d\" y=\"%d\" "
	    "font-family=\"sans-serif\" font-size=\"16\" fill=\"#222\">%s"
	    "</text>\n", ox, oy - 10, s->hand_text);
	if (!s->hand) {
		const struct stile *t = &s->tiles[s->beside];

		square_origin(s, t->x, t->y, &ox, &oy);
		fprintf(f, "<rect class=\"refused\" x=\"%d\" y=\"%d\" "
		    "width=\"%d\" height=\"%d\" fill=\"none\" "
		    "stroke=\"" REFUSED "\" stroke-width=\"4\" "
		    "stroke-dasharray=\"9 5\"/>\n", ox + 2, oy + 2, TILE - 4,
		    TILE - 4);
	}
}

static void
draw_scores(FILE *f, const struct scene *s)
{
	int i, j, ox, oy;

	for (i = 0; i < s->nscores; i++) {
		const struct sscore *h = &s->scores[i];

		fprintf(f, "<g class=\"scored\" opacity=\"0.9\">");
		title(f, h->title);
		for (j = 0; j < h->nmarks; j++) {
			tile_origin(s, h->marks[j].tile, &ox, &oy);
			fprintf(f, "<g transform=\"translate(%d,%d)\">", ox, oy);
			draw_mark(f, s, h, h->marks[j].tile, h->marks[j].seg);
			fprintf(f, "</g>");
		}
		if (h->nmarks > 0)
			draw_points(f, s, h);
		fprintf(f, "</g>\n");
	}
}

static void
render(FILE *f, struct scene *s)
{
	int i, bw, bh, w, h, y, lw, k;

	find_squares(s);
	build_axes(s);
	/* The margin fits the widest row number. */
	lw = digits(-s->rows.v[0]) > digits(-s->rows.v[s->rows.n - 1]) ?
	    digits(-s->rows.v[0]) : digits(-s->rows.v[s->rows.n - 1]);
	s->side = 16 + 11 * lw;
	s->ox = s->side;
	s->oy = TOP;
	bw = s->cols.len;
	bh = s->rows.len;
	w = bw + 2 * s->side + (s->beside >= 0 ? BESIDE : 0);
	k = (w - 24) / CHAR_W;
	s->chars = k > WRAP ? k : WRAP;
	lw = legend(f, s, bh + 2 * TOP + 14, false, &y);
	w = lw > w ? lw : w;
	h = y + ROW - 4;

	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\" "
	    "standalone=\"no\"?>\n"
	    "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
	    "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\" ["
	    "<!ATTLIST g data-at CDATA #IMPLIED>"
	    "<!ATTLIST circle data-feature CDATA #IMPLIED>]>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" "
	    "viewBox=\"0 0 %d %d\">\n", w, h);
	fprintf(f, "<title>carcjudge show: ");
	esc_xml(f, s->file);
	fprintf(f, "</title>\n<desc>The board drawn north up, one square per "
	    "tile; x grows east, y grows north.</desc>\n");
	defs(f);
	fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", w, h);
	draw_tiles(f, s);
	draw_squares(f, s);
	draw_scores(f, s);
	draw_figures(f, s);
	draw_breaks(f, s);
	/* Coordinates along the four margins. */
	fprintf(f, "<g class=\"coordinates\" font-family=\"sans-serif\" "
	    "font-size=\"18\" fill=\"#333\" text-anchor=\"middle\">\n");
	for (i = 0; i < s->cols.n; i++)
		fprintf(f, "<text x=\"%d\" y=\"%d\">%d</text><text x=\"%d\" "
		    "y=\"%d\">%d</text>\n", s->ox + s->cols.off[i] + MID,
		    TOP - 10, s->cols.v[i], s->ox + s->cols.off[i] + MID,
		    TOP + bh + 24, s->cols.v[i]);
	for (i = 0; i < s->rows.n; i++)
		fprintf(f, "<text x=\"%d\" y=\"%d\">%d</text><text x=\"%d\" "
		    "y=\"%d\">%d</text>\n", s->side / 2,
		    TOP + s->rows.off[i] + MID + 6, -s->rows.v[i],
		    s->ox + bw + s->side / 2, TOP + s->rows.off[i] + MID + 6,
		    -s->rows.v[i]);
	fprintf(f, "</g>\n");
	legend(f, s, bh + 2 * TOP + 14, true, &y);
	fprintf(f, "</svg>\n");
}

/* Where the tile in hand fits: the placements `moves` lists. */
static int
scene_fits(struct diag_state *d, struct scene *s, const struct position *p,
    const struct rulesconf *ov)
{
	struct moves m;
	int i, rc;

	if ((rc = moves_list(d, p, ov, &m)) <= 1) {
		rc = 0;
		for (i = 0; i < m.nplacements; i++) {
			const struct mplacement *pl = &m.pl[i];

			if (s->nfits == 0 || s->fits[s->nfits - 1][0] != pl->x ||
			    s->fits[s->nfits - 1][1] != pl->y) {
				s->fits = grow(s->fits, s->nfits,
				    sizeof *s->fits);
				s->fits[s->nfits][0] = pl->x;
				s->fits[s->nfits][1] = pl->y;
				s->fits[s->nfits++][2] = 0;
			}
			s->fits[s->nfits - 1][2] |= 1 << pl->rot;
		}
	}
	moves_free(&m);
	if (s->nfits == 0)
		snprintf(s->verdict, sizeof s->verdict, "%s fits nowhere on this "
		    "board.", p->action.tile->id);
	else
		snprintf(s->verdict, sizeof s->verdict, "Where %s fits is "
		    "outlined in green: %d square%s.", p->action.tile->id,
		    s->nfits, s->nfits == 1 ? "" : "s");
	return rc;
}

int
svg_board(struct diag_state *d, FILE *f, const struct position *p,
    const struct rulesconf *ov)
{
	struct scene s;
	struct outcome o;
	struct game before, after;
	int rc;

	memset(&s, 0, sizeof s);
	memset(&after, 0, sizeof after);
	s.file = p->file;
	s.beside = -1;
	grid_init(&s.at);
	if ((rc = game_build(d, &before, p, ov)) == 0) {
		scene_board(&s, p, &before.board);
		if (!p->action.present)
			scene_action(&s, &before, NULL, 0);
		else if (p->action.place && !p->action.at_given) {
			scene_action(&s, &before, NULL, 0);
			rc = scene_fits(d, &s, p, ov);
		}
		else if ((rc = judge_reading(d, p, ov, &after, &o)) <= 1) {
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
