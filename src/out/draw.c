#include <stdio.h>
#include <string.h>

#include "draw.h"

/* Each cell belongs to the edge(s) nearest to it, in tile proportions;
 * the centre cell is nearest to all four. */
static unsigned
nearest(int r, int c)
{
	int d[4], best, i;
	unsigned m = 0;

	/* Distances scaled to a common unit: rows span 4, columns 6. */
	d[DIR_N] = r * 6;
	d[DIR_S] = (DRAW_H - 1 - r) * 6;
	d[DIR_W] = c * 4;
	d[DIR_E] = (DRAW_W - 1 - c) * 4;
	best = d[0];
	for (i = 1; i < 4; i++)
		if (d[i] < best)
			best = d[i];
	for (i = 0; i < 4; i++)
		if (d[i] == best)
			m |= 1u << i;
	return m;
}

/* The cells a road takes from edge dir towards the centre: the last one
 * (next to the centre) is where a stub's end is marked. */
static const int road_cells[4][3][2] = {
	[DIR_N] = { { 0, 3 }, { 1, 3 }, { 1, 3 } },
	[DIR_E] = { { 2, 6 }, { 2, 5 }, { 2, 4 } },
	[DIR_S] = { { 4, 3 }, { 3, 3 }, { 3, 3 } },
	[DIR_W] = { { 2, 0 }, { 2, 1 }, { 2, 2 } },
};

static const int half_cell[8][2] = {
	{ 0, 1 }, { 0, 5 }, { 1, 6 }, { 3, 6 },
	{ 4, 5 }, { 4, 1 }, { 3, 0 }, { 1, 0 },
};

/* Curves, by the corner they cut: N-E, E-S, S-W, W-N. */
static const int corner_cell[4][2] = { { 1, 4 }, { 3, 4 }, { 3, 2 },
	{ 1, 2 } };
static const char corner_char[4] = { '\\', '/', '\\', '/' };
/* How many of an edge's road cells a curve keeps before its corner. */
static const int curve_len[4] = { 1, 2, 1, 2 };

/* The corner a two-edge road turns through, or -1 if it is not a curve. */
static int
curve_corner(unsigned e)
{
	switch (e) {
	case 0x3:
		return 0;	/* N E */
	case 0x6:
		return 1;	/* E S */
	case 0xc:
		return 2;	/* S W */
	case 0x9:
		return 3;	/* W N */
	default:
		return -1;
	}
}

/* Is cell (r, c) part of a city on edges e? */
static bool
city_cell(unsigned e, int r, int c)
{
	unsigned n = nearest(r, c);

	/* The centre joins a city of several edges. */
	return n == 0xf ? (e & (e - 1)) != 0 : (n & e) == n;
}

/* A mark shown in a city (its pennant, its cathedral): at the cell given
 * for the city's first edge if the city holds it, else at the city's
 * first cell that is neither the figure's nor taken by another mark. */
static void
city_mark(char cell[DRAW_H][DRAW_W], unsigned e, const int at[4][2],
    int spot_r, int spot_c, char ch)
{
	int d = first_bit(e), r, c;

	r = at[d][0];
	c = at[d][1];
	if (city_cell(e, r, c) && cell[r][c] == '#') {
		cell[r][c] = ch;
		return;
	}
	for (r = 0; r < DRAW_H; r++)
		for (c = 0; c < DRAW_W; c++)
			if (city_cell(e, r, c) && cell[r][c] == '#' &&
			    (r != spot_r || c != spot_c)) {
				cell[r][c] = ch;
				return;
			}
}

void
draw_opening(int dir, int *row, int *col)
{
	*row = road_cells[dir][2][0];
	*col = road_cells[dir][2][1];
}

/* The cities of tile t turned rot, their pennants and cathedrals. */
static unsigned
draw_cities(const struct tiledef *t, int rot, char cell[DRAW_H][DRAW_W])
{
	/* By a city's first edge: where its pennant and its cathedral go,
	 * clear of the cell a figure takes (draw_spot). */
	static const int pennant_at[4][2] = { { 0, 4 }, { 3, 6 }, { 4, 4 },
		{ 3, 0 } };
	static const int cathedral_at[4][2] = { { 1, 3 }, { 2, 5 }, { 3, 3 },
		{ 2, 1 } };
	int i, r, c, sr, sc;
	unsigned used = 0;

	for (i = 0; i < t->nsegs; i++) {
		const struct segdef *sd = &t->segs[i];
		unsigned e = rot_edges(sd->edges, rot);

		if (sd->kind != SEG_CITY)
			continue;
		used |= DRAWN_CITY;
		for (r = 0; r < DRAW_H; r++)
			for (c = 0; c < DRAW_W; c++)
				if (city_cell(e, r, c))
					cell[r][c] = '#';
	}
	for (i = 0; i < t->nsegs; i++) {
		const struct segdef *sd = &t->segs[i];
		unsigned e = rot_edges(sd->edges, rot);

		if (sd->kind != SEG_CITY)
			continue;
		draw_spot(t, rot, i, &sr, &sc);
		if (sd->flags & SF_PENNANT) {
			city_mark(cell, e, pennant_at, sr, sc, '$');
			used |= DRAWN_PENNANT;
		}
		if (seg_ic_cathedral(sd)) {
			city_mark(cell, e, cathedral_at, sr, sc, '&');
			used |= DRAWN_IC_CATHEDRAL;
		}
	}
	return used;
}

/* The roads of tile t turned rot, and what their ends meet. */
static unsigned
draw_roads(const struct tiledef *t, int rot, char cell[DRAW_H][DRAW_W])
{
	int i, r, c, d, k;
	unsigned used = 0;

	for (i = 0; i < t->nsegs; i++) {
		const struct segdef *sd = &t->segs[i];
		unsigned e = rot_edges(sd->edges, rot);
		bool stub = (e & (e - 1)) == 0;
		int corner = curve_corner(e);

		if (sd->kind != SEG_ROAD)
			continue;
		used |= DRAWN_ROAD;
		if (corner >= 0) {
			/* A curve cuts the corner: two curves on one tile
			 * stay apart, and the centre stays free. */
			for (d = 0; d < 4; d++)
				if (e >> d & 1)
					for (k = 0; k < curve_len[d]; k++)
						cell[road_cells[d][k][0]][
						    road_cells[d][k][1]] =
						    d % 2 ? '-' : '|';
			cell[corner_cell[corner][0]][corner_cell[corner][1]] =
			    corner_char[corner];
			continue;
		}
		for (d = 0; d < 4; d++) {
			if (!(e >> d & 1))
				continue;
			for (k = 0; k < 3; k++)
				cell[road_cells[d][k][0]][road_cells[d][k][1]] =
				    d % 2 ? '-' : '|';
			if (!stub)
				continue;
			r = road_cells[d][2][0];
			c = road_cells[d][2][1];
			if (sd->end == END_TUNNEL) {
				cell[r][c] = 'o';
				used |= DRAWN_OPENING;
			} else if (sd->end == END_HOUSES) {
				cell[r][c] = 'h';
				used |= DRAWN_HOUSES;
			} else if (sd->end == END_JUNCTION ||
			    sd->end == END_CROSSING) {
				cell[2][3] = '*';
				used |= DRAWN_JUNCTION;
			}
		}
		if (!stub)
			cell[2][3] = sd->flags & SF_LABYRINTH ? '@' :
			    (e == 0x5 ? '|' : e == 0xa ? '-' : '+');
		if (sd->flags & SF_LABYRINTH)
			used |= DRAWN_LABYRINTH;
	}
	return used;
}

unsigned
draw_tile(const struct tiledef *t, int rot, char cell[DRAW_H][DRAW_W])
{
	int i, r, c;
	unsigned used = 0;

	memset(cell, '.', (size_t)DRAW_H * DRAW_W);
	used |= draw_cities(t, rot, cell);
	used |= draw_roads(t, rot, cell);
	for (i = 0; i < t->nsegs; i++) {
		if (t->segs[i].kind == SEG_CLOISTER) {
			cell[2][3] = '^';
			used |= DRAWN_CLOISTER;
		} else if (t->segs[i].kind == SEG_CATHEDRAL) {
			cell[2][3] = 'T';
			used |= DRAWN_CATHEDRAL;
		}
		if (t->segs[i].flags & SF_INN) {
			draw_spot(t, rot, i, &r, &c);
			cell[r][c] = 'i';
			used |= DRAWN_INN;
		}
	}
	if (t->portal) {
		cell[0][0] = 'P';
		used |= DRAWN_PORTAL;
	}
	if (tile_magic_symbol(t)) {
		cell[0][DRAW_W - 1] = '%';
		used |= DRAWN_MAGIC;
	}
	if (t->flier >= 0) {
		static const char arrows[8] = { '^', '/', '>', '\\', 'v', '/',
			'<', '\\' };

		cell[DRAW_H - 1][DRAW_W - 1] = arrows[(t->flier + 2 * rot) % 8];
		used |= DRAWN_FLIER;
	}
	for (r = 0; r < DRAW_H; r++)
		for (c = 0; c < DRAW_W; c++)
			if (cell[r][c] == '.')
				used |= DRAWN_FIELD;
	return used;
}

void
draw_key(FILE *f, unsigned used, int width)
{
	static const char *const words[] = {
		". field", "# city", "$ pennant", "& cathedral in a city",
		"- | / \\ + road", "* junction", "o tunnel opening",
		"h houses", "^ cloister", "T cathedral", "i inn",
		"@ labyrinth", "P magic portal", "% magic symbol",
		"arrow in the corner: flier", "> < the pending tile",
		"+ fits + where the tile in hand fits"
	};
	int i, col = 0, w;
	bool first = true;

	for (i = 0; i < (int)(sizeof words / sizeof words[0]); i++) {
		if (!(used >> i & 1))
			continue;
		w = (int)strlen(words[i]) + 2;
		if (first)
			col = fprintf(f, "Tiles: ");
		else if (col + w + 1 > width) {
			fprintf(f, ",\n");
			col = fprintf(f, "       ");
		} else
			col += fprintf(f, ", ");
		col += fprintf(f, "%s", words[i]);
		first = false;
	}
	if (!first)
		fprintf(f, ".\n");
}

void
draw_spot(const struct tiledef *t, int rot, int i, int *row, int *col)
{
	const struct segdef *sd = &t->segs[i];
	unsigned e = rot_edges(sd->edges, rot);
	int d = first_bit(e);

	switch (sd->kind) {
	case SEG_FIELD:
		if (sd->halves == 0) {	/* field@C: amid the tile */
			*row = DRAW_H / 2;
			*col = DRAW_W / 2;
			return;
		}
		d = first_bit(rot_halves(sd->halves, rot));
		*row = half_cell[d][0];
		*col = half_cell[d][1];
		return;
	case SEG_ROAD:
		if (curve_corner(e) >= 0) {
			*row = corner_cell[curve_corner(e)][0];
			*col = corner_cell[curve_corner(e)][1];
			return;
		}
		/* Beside the road's middle cell, off the centre marker. */
		*row = road_cells[d][1][0];
		*col = road_cells[d][1][1];
		return;
	case SEG_CITY:
		*row = d == DIR_N ? 0 : d == DIR_S ? DRAW_H - 1 : 1;
		*col = d == DIR_W ? 0 : d == DIR_E ? DRAW_W - 1 : 3;
		if (d == DIR_N || d == DIR_S)
			*col = 2;
		return;
	default:
		*row = 1;
		*col = 3;
		return;
	}
}

/* The catalogue has no word yet for a magic symbol (Mage & Witch) or an
 * Inns & Cathedrals cathedral in a city; when it has, these read it. */
bool
tile_magic_symbol(const struct tiledef *t)
{
	return t->magic;
}

bool
seg_ic_cathedral(const struct segdef *sd)
{
	return (sd->flags & SF_CATHEDRAL) != 0;
}
