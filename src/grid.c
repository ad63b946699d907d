#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "xalloc.h"

void
grid_init(struct grid *g)
{
	memset(g, 0, sizeof *g);
}

void
grid_free(struct grid *g)
{
	free(g->slots);
	free(g->xy);
	memset(g, 0, sizeof *g);
}

/* Squares near each other land in slots near each other: a tile's
 * neighbours are looked up as it is placed, and on a board of 100,000
 * tiles a scattering hash made each lookup two cache misses (the slot and
 * the square).  x steps by an odd stride of about the table's square
 * root, y by one: a compact board maps onto the table without overlap,
 * and a row or a column of any length stays one to one. */
static size_t
hash(const struct grid *g, int x, int y)
{
	return (size_t)((uint64_t)(uint32_t)x * g->stride + (uint32_t)y);
}

int
grid_at(const struct grid *g, int x, int y)
{
	size_t i, mask = g->nslots - 1;

	if (g->nslots == 0)
		return -1;
	for (i = hash(g, x, y) & mask; g->slots[i]; i = (i + 1) & mask) {
		int k = g->slots[i] - 1;

		if (g->xy[k][0] == x && g->xy[k][1] == y)
			return k;
	}
	return -1;
}

static void
put(struct grid *g, int k)
{
	size_t i, mask = g->nslots - 1;

	for (i = hash(g, g->xy[k][0], g->xy[k][1]) & mask; g->slots[i];
	    i = (i + 1) & mask)
		continue;
	g->slots[i] = k + 1;
}

/* Room for n squares in all: the table at most half full. */
static void
resize(struct grid *g, size_t n)
{
	size_t nslots = g->nslots ? g->nslots : 64;
	int i;

	while (n * 2 > nslots) {
		if (nslots > SIZE_MAX / 2 / sizeof *g->slots)
			xnomem();
		nslots *= 2;
	}
	if (nslots == g->nslots)
		return;
	free(g->slots);
	g->nslots = nslots;
	g->slots = xcalloc(g->nslots, sizeof *g->slots);
	for (g->stride = 1; g->stride * g->stride < g->nslots; g->stride *= 2)
		continue;
	g->stride |= 1;
	for (i = 0; i < g->n; i++)
		put(g, i);
}

void
grid_reserve(struct grid *g, size_t n)
{
	g->xy = xgrow(g->xy, &g->cap, n, sizeof *g->xy);
	resize(g, n);
}

int
grid_add(struct grid *g, int x, int y)
{
	int k = g->n++;

	g->xy = xgrow(g->xy, &g->cap, (size_t)g->n, sizeof *g->xy);
	g->xy[k][0] = x;
	g->xy[k][1] = y;
	if ((size_t)g->n * 2 > g->nslots)
		resize(g, (size_t)g->n);
	else
		put(g, k);
	return k;
}

void
grid_pop(struct grid *g)
{
	size_t i, mask = g->nslots - 1;
	int k = g->n - 1;

	/* The last added is the last of its probe chain: later ones were
	 * popped first, so clearing its slot breaks no chain. */
	for (i = hash(g, g->xy[k][0], g->xy[k][1]) & mask;
	    g->slots[i] != k + 1;
	    i = (i + 1) & mask)
		continue;
	g->slots[i] = 0;
	g->n--;
}
