/* figures: the kinds of figure a position places and the routes by which a
 * deployed figure arrives, as numbers every reader and writer shares, with
 * what the base engine asks of each kind and route, so that it asks no
 * name.  The base game's rows are figures.c's; each expansion module
 * declares its own (module.h, figures and vias), which the registry puts
 * in the tables when the engine is first used (engine_once.h). */
#ifndef CARCJUDGE_FIGURES_H
#define CARCJUDGE_FIGURES_H

#include <stdbool.h>

/* The base's followers first, then the modules' kinds. */
enum mkind { MK_FOLLOWER, MK_LARGE, MK_WAGON, MK_MAGE, MK_WITCH, NMKINDS };

/* How a deployed figure arrives on its feature: on the placed tile
 * (VIA_NONE, the base's), or by a module's route. */
enum via { VIA_NONE, VIA_PORTAL, VIA_FLIER, VIA_WAGON, NVIAS };

/* A kind's row: its name in a position (kind:, supply:), what a player's
 * supply holds of it (0: the figure is nobody's), and what it adds to its
 * owner's strength on its feature (0: it is no follower and marks its
 * feature instead, FIGURE_MARK, a bit of feature.marks that the board
 * keeps through merges and trials). */
struct figdef {
	enum mkind kind;
	const char *name;
	int supply;
	int strength;
};

/* A route's row: does its rule, not the action, decide the landing square
 * when the action names none (a die roll)?  The loader then leaves the
 * address to the route's module to judge. */
struct viadef {
	enum via via;
	bool lands_by_rule;
};

/* The tables, by kind and by route: read-only once engine_once() built
 * them. */
extern const char *mkind_name[NMKINDS];
extern int mkind_supply[NMKINDS];
extern int mkind_strength[NMKINDS];
#define FIGURE_MARK(kind) (1u << (kind))
/* The kinds a player's supply: block takes, in order, NULL-terminated. */
extern const char *mkind_supply_keys[NMKINDS + 1];
extern bool via_lands_by_rule[NVIAS];

/* The registry, in engine_once(): a module's rows into the tables, each list
 * ended by a NULL name (figures) or VIA_NONE (vias); either may be NULL. */
void figures_declare(const struct figdef *figures,
    const struct viadef *vias);
/* Has every kind its row?  (The registry's check.) */
bool figures_complete(void);

#endif
