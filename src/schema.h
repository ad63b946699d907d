/* schema: checking YAML nodes against what a key demands, each error a
 * diagnostic at the node that caused it (carcjudge(5)).  Shared by the base
 * loader and every module that reads keys of its own. */
#ifndef CARCJUDGE_SCHEMA_H
#define CARCJUDGE_SCHEMA_H

#include <stdbool.h>

#include "position.h"
#include "ynode.h"

/* `return` the first non-zero result. */
#define TRY(e) do { int rc_ = (e); if (rc_) return rc_; } while (0)

struct srcpos node_pos(const struct ynode *);
/* An input error at node n of p's file, while it is read (on p->diag);
 * returns EXIT_INPUT. */
int node_error(const struct position *, const struct ynode *,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The same at a position already recorded. */
int pos_error(const struct position *, struct srcpos, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The same once the file is read (a game built from it), on d. */
struct diag_state;
int pos_error_in(struct diag_state *d, const struct position *,
    struct srcpos, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Of two nodes (a may be NULL), the one that comes later in the file. */
const struct ynode *node_later(const struct ynode *a, const struct ynode *b);

int want(const struct position *, const struct ynode *, enum ynode_kind,
    const char *what);
/* Every key of map must be in keys[] or in more[] (both NULL-terminated;
 * more may be NULL): the base schema's keys, and the expansions' keys at
 * that place. */
int only_keys(const struct position *, const struct ynode *map,
    const char *const *keys, const char *const *more, const char *what);
/* An optional key's value: NULL when absent or null (its default). */
const struct ynode *opt(const struct ynode *map, const char *key);
int need(const struct position *, const struct ynode *map, const char *key,
    const char *what, const struct ynode **out);
/* A decimal integer -?(0|[1-9][0-9]*) within [lo, hi]. */
int integer(const struct position *, const struct ynode *, long lo, long hi,
    const char *what, int *out);
/* [x, y], each within +-MAXCOORD. */
#define MAXCOORD 1000000
int coords(const struct position *, const struct ynode *, const char *what,
    int *x, int *y);
/* rot: 0, 90, 180, 270 (null: 0), as quarter turns. */
int rotation(const struct position *, const struct ynode *, int *rot);
int color(const struct position *, const struct ynode *, int *c);
/* A colour that must be one of the players'. */
int player_ref(const struct position *, const struct ynode *, int *pl);
int tile_ref(const struct position *, const struct ynode *,
    const struct tiledef **);
int address(const struct position *, const struct ynode *, struct addr *);
/* "U at (1,0) has no road@E; turned 90, on its east edge: field@ENE,
 * field@ESE": an address that def turned rot lacks, at (x, y), answered
 * with what the tile has on that side (for a cloister or a cathedral,
 * with all it has).  Returns EXIT_INPUT. */
int feature_missing(const struct position *, struct srcpos,
    const struct tiledef *, int rot, int x, int y, const struct addr *);
/* An opening: the edge of a road stub, N E S W. */
int opening(const struct position *, const struct ynode *, int *dir);

/* An address the tile at (x, y) -- the placed one or the board's -- does
 * not have is an input error (0 when it has it or the square is empty). */
/* A meeple kind named (follower, large, wagon, mage, witch). */
int meeple_kind(const struct position *, const struct ynode *,
    enum mkind *);
int position_check_address(const struct position *, int x, int y,
    const struct addr *);
/* An address on the placed tile when place gives no at (moves): one that
 * the tile has in no rotation allowed (rot, when given) is an input
 * error, as any address the tile does not have. */
int position_check_any_rotation(const struct position *,
    const struct addr *);

#endif
