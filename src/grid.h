/* grid: the squares of a board, (x, y) -> an index, by open addressing
 * under a hash seeded afresh for every table, so that no input can be
 * chosen to collide; linear in the number of squares. */
#ifndef CARCJUDGE_GRID_H
#define CARCJUDGE_GRID_H

#include <stddef.h>
#include <stdint.h>

struct grid {
	int *slots;		/* index + 1, or 0 */
	int (*xy)[2];		/* the square of each index */
	size_t nslots;		/* a power of two */
	uint64_t seed;		/* of the hash (grid.c), per table */
	int n;
	size_t cap;
};

void grid_init(struct grid *);
void grid_free(struct grid *);
/* The index at (x, y), or -1. */
int grid_at(const struct grid *, int x, int y);
/* Makes room for n squares in all, so that adding them moves nothing. */
void grid_reserve(struct grid *, size_t n);
/* Adds (x, y) as the next index (the square must be free); returns it. */
int grid_add(struct grid *, int x, int y);
/* Forgets the last index added. */
void grid_pop(struct grid *);

#endif
