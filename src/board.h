/* board: placed tiles on a coordinate hash, their segments, and features
 * as union-find over segment edges (plus any links an expansion adds, such
 * as tunnels).  Everything here is linear in the size of the board. */
#ifndef CARCJUDGE_BOARD_H
#define CARCJUDGE_BOARD_H

#include "position.h"

void board_init(struct board *);
void board_free(struct board *);

/* The tile index at (x, y), or -1. */
int board_tile_at(const struct board *, int x, int y);
/* The neighbour across edge dir of tile t, or -1. */
int board_neighbour(const struct board *, int t, int dir);
/* Adds a tile (the square must be empty) with its segments; returns its
 * index.  Its segments start as features of their own. */
int board_add_tile(struct board *, const struct tiledef *, int x, int y,
    int rot, struct srcpos pos);
void board_add_meeple(struct board *, int player, enum mkind, int seg,
    struct srcpos pos);
void board_add_token(struct board *, int color, int seg, int waited,
    int placer, struct srcpos pos);

const struct segdef *seg_def(const struct board *, int seg);
/* The segment of tile t of kind k on edge dir (roads, cities) or
 * half-edge h (fields), or -1. */
int tile_seg_on_edge(const struct board *, int t, enum segkind, int dir);
int tile_seg_on_half(const struct board *, int t, int half);
/* The road stub of tile t on edge dir that ends at a tunnel opening. */
int tile_opening(const struct board *, int t, int dir);

/* Union-find. */
int board_find(const struct board *, int seg);
void board_unite(struct board *, int a, int b);
/* Joins tile t's segments with its neighbours' across every shared edge. */
void board_unite_tile(struct board *, int t);
/* Joins two tunnel openings (or any two road stubs) into one road. */
void board_link(struct board *, int a, int b);

/* Features: the state of every feature of the board, computed in one pass
 * over the segments.  Recompute after any change. */
struct feature {
	enum segkind kind;
	int seg;		/* the first segment (lowest index) */
	int nsegs;
	int open;		/* open ends (roads, cities); missing
				 * neighbours (cloisters) */
	int ntiles;		/* distinct tiles */
	bool complete;
	int strength[MAXPLAYERS];	/* followers 1, large 2, wagon 1 */
	int nfollowers;		/* followers, large followers and wagons */
	bool mage, witch;
};

struct features {
	int nf;
	struct feature *f;
	int *of;		/* segment -> feature index */
	int *next;		/* segment -> next segment of its feature, -1 */
	int *first;		/* feature -> first segment */
};

void features_compute(const struct board *, int nplayers, struct features *);
void features_free(struct features *);

/* How many neighbours of tile t (the 8 around it) are on the board. */
int board_neighbours8(const struct board *, int t);

#endif
