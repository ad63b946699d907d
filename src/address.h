/* address: naming a feature of a tile, KIND@WHERE in board directions
 * (carcjudge(5)): parsing it, finding the segment it names on a rotated
 * tile, and the canonical name of a segment. */
#ifndef CARCJUDGE_ADDRESS_H
#define CARCJUDGE_ADDRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "tiles.h"

/* Where a node stands in the file, 1-based. */
struct srcpos {
	int line, col;
};

struct addr {
	enum segkind kind;
	int where;		/* an edge, a half-edge, or -1 */
	struct srcpos pos;
};

/* Parses "road@E" etc.; returns false if malformed (msg says why). */
bool addr_parse(const char *s, struct addr *, const char **msg);
/* The segment index of def turned rot quarter turns that the address
 * names, or -1. */
int addr_resolve(const struct tiledef *, int rot, const struct addr *);
/* The canonical name of segment i of def turned rot: "road@E",
 * "field@NNW", "cloister" (the first edge in N E S W order, the first
 * half-edge in NNW ... WNW order). */
const char *addr_name(const struct tiledef *, int rot, int i, char *buf,
    size_t len);
/* Segment i of def turned rot in words a player reads without the
 * format, telling it from the tile's other segments of its kind: "the
 * road", "the east road", "the city on north and west", "the field north
 * of the road", "the cloister". */
const char *addr_words(const struct tiledef *, int rot, int i, char *buf,
    size_t len);
/* The address as written: "road@E". */
const char *addr_text(const struct addr *, char *buf, size_t len);

#endif
