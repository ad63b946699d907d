/* figures: the kinds of figure a position places and the routes by which a
 * deployed figure arrives, as numbers every reader and writer shares, with
 * what the base engine and the writers ask of each kind and route, so that
 * they ask no name.  The base game's rows are figures.c's; each expansion
 * module declares its own (module.h, figures and vias), numbered after the
 * base's when the registry declares them (engine_once), so that adding a
 * module touches no row here. */
#ifndef CARCJUDGE_FIGURES_H
#define CARCJUDGE_FIGURES_H

#include <stdbool.h>

/* The base's followers; the modules' kinds are numbered from NBASEKINDS
 * on, up to MAXMKINDS (the registry fails to start past it). */
enum mkind { MK_FOLLOWER, MK_LARGE, NBASEKINDS };
#define MAXMKINDS 8

/* How a deployed figure arrives on its feature: on the placed tile
 * (VIA_NONE, the base's), or by a module's route, numbered from 1 on. */
enum via { VIA_NONE };
#define MAXVIAS 8

/* A kind's row: its name in a position (kind:, supply:), what a player's
 * supply holds of it (0: the figure is nobody's), and what it adds to its
 * owner's strength on its feature (0: it is no follower and marks its
 * feature instead, FIGURE_MARK, a bit of feature.marks that the board
 * keeps through merges and trials); then how the writers show it. */
struct figdef {
	const char *name;
	int supply;
	int strength;
	const char *one, *more;	/* in sentences: "large follower(s)" */
	/* show's board: its own letter, or 0 for its player's; the cell
	 * beside it: that letter again (doubled), or mark, or nothing (0) */
	char letter;
	bool doubled;
	char mark;
	const char *ink;	/* the picture's fill when nobody's, or NULL */
};

/* A route's row: its name in a deployment's via:, and the words that say
 * it ("through the ..."); does its rule, not the action, decide the
 * landing square when the action names none (a die roll, 1 to 3, the
 * action's roll:; with no feature, the figure lands nowhere)?  The loader
 * then leaves the address to the route's module to judge. */
struct viadef {
	const char *name;
	const char *words;
	bool lands_by_rule;
	bool written;		/* an action's via: names it */
};

/* The tables, by kind and by route: read-only once engine_once has
 * declared the modules' rows. */
extern int nmkinds, nvias;
extern const struct figdef *mkind_def[MAXMKINDS];
#define FIGURE_MARK(kind) (1u << (kind))
/* The kinds a player's supply: block takes, in order, NULL-terminated. */
extern const char *mkind_supply_keys[MAXMKINDS + 1];
extern const struct viadef *via_def[MAXVIAS];	/* VIA_NONE's NULL */

/* Kind k's name, supply and strength, as its row gives them. */
static inline const char *
mkind_name(int k)
{
	return mkind_def[k]->name;
}

static inline int
mkind_supply(int k)
{
	return mkind_def[k]->supply;
}

static inline int
mkind_strength(int k)
{
	return mkind_def[k]->strength;
}

/* Does route v's rule decide the landing square (a die roll)? */
static inline bool
via_lands_by_rule(int v)
{
	return v != VIA_NONE && via_def[v]->lands_by_rule;
}

/* The registry, once (engine_once): a module's rows numbered into the
 * tables, each list ended by a NULL name; either may be NULL.  The first
 * kind's number goes to *first_kind, the first route's to *first_via.
 * Returns false when the tables are full. */
bool figures_declare(const struct figdef *figures, int *first_kind,
    const struct viadef *vias, int *first_via);
/* The route named name, or VIA_NONE. */
enum via figures_via(const char *name);

#endif
