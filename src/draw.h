/* draw: a tile as a small block of characters, for `tiles ID` and `show`.
 *
 *   ####### city        - | road      . field     ^ cloister
 *   ..###..             o tunnel opening          @ labyrinth
 *   ---*--- junction    h houses      T cathedral  P portal
 */
#ifndef CARCJUDGE_DRAW_H
#define CARCJUDGE_DRAW_H

#include "tiles.h"

#define DRAW_W 7
#define DRAW_H 5

/* Draws def at rotation rot (quarter turns) into cell[row][col]. */
void draw_tile(const struct tiledef *, int rot, char cell[DRAW_H][DRAW_W]);
/* The cell where a marker for segment i of def (rotated) goes. */
void draw_spot(const struct tiledef *, int rot, int i, int *row, int *col);
/* The cell of the tunnel opening of the stub leaving edge dir. */
void draw_opening(int dir, int *row, int *col);

/* What a tile shows that the catalogue marks with a flag of its own: the
 * one place both drawings (terminal and SVG) read those flags. */
bool tile_magic_symbol(const struct tiledef *);
bool seg_ic_cathedral(const struct segdef *);

#endif
