/* draw: a tile as a small block of characters, for `tiles ID` and `show`.
 *
 *   ##$#### city, $ pennant, & cathedral in it     - | / \ road
 *   ..###..             o tunnel opening          @ labyrinth
 *   ---*--- junction    h houses      T cathedral  P portal  ^ cloister
 *   ...|...             i inn         % magic symbol (top right)
 *   ...|..>             a flier's arrow (bottom right)
 */
#ifndef CARCJUDGE_DRAW_H
#define CARCJUDGE_DRAW_H

#include <stdio.h>

#include "tiles.h"

#define DRAW_W 7
#define DRAW_H 5

/* What a drawing shows, bit by bit in the order of its key. */
enum {
	DRAWN_FIELD = 1 << 0, DRAWN_CITY = 1 << 1, DRAWN_PENNANT = 1 << 2,
	DRAWN_IC_CATHEDRAL = 1 << 3, DRAWN_ROAD = 1 << 4,
	DRAWN_JUNCTION = 1 << 5, DRAWN_OPENING = 1 << 6,
	DRAWN_HOUSES = 1 << 7, DRAWN_CLOISTER = 1 << 8,
	DRAWN_CATHEDRAL = 1 << 9, DRAWN_INN = 1 << 10,
	DRAWN_LABYRINTH = 1 << 11, DRAWN_PORTAL = 1 << 12,
	DRAWN_MAGIC = 1 << 13, DRAWN_FLIER = 1 << 14,
	DRAWN_PENDING = 1 << 15,	/* the pending tile's square, > < */
	DRAWN_FITS = 1 << 16	/* a square where the tile in hand fits */
};

/* Draws def at rotation rot (quarter turns) into cell[row][col]; returns
 * the DRAWN_* symbols it used. */
unsigned draw_tile(const struct tiledef *, int rot,
    char cell[DRAW_H][DRAW_W]);
/* The key of the symbols in used: "Tiles: . field, # city, ..." wrapped
 * to width columns. */
void draw_key(FILE *, unsigned used, int width);
/* The cell where a marker for segment i of def (rotated) goes. */
void draw_spot(const struct tiledef *, int rot, int i, int *row, int *col);
/* The cell of the tunnel opening of the stub leaving edge dir. */
void draw_opening(int dir, int *row, int *col);

/* What a tile shows that the catalogue marks with a flag of its own: the
 * one place both drawings (terminal and SVG) read those flags. */
bool tile_magic_symbol(const struct tiledef *);
bool seg_ic_cathedral(const struct segdef *);

#endif
