/* figures: the kinds of figure a position places and the routes by which a
 * deployed figure arrives -- the base game's and those the expansion
 * modules add, as numbers every reader and writer shares -- with what the
 * base engine asks of each kind and route, so that it asks no name.  A
 * module adding a kind or a route adds its row here (HACKING.md). */
#ifndef CARCJUDGE_FIGURES_H
#define CARCJUDGE_FIGURES_H

#include <stdbool.h>

/* The base's followers first, then the modules' kinds. */
enum mkind { MK_FOLLOWER, MK_LARGE, MK_WAGON, MK_MAGE, MK_WITCH, NMKINDS };
/* Its name in a position (kind:, supply:). */
extern const char *const mkind_name[NMKINDS];
/* What a player's supply holds of each kind: 0, nobody's. */
extern const int mkind_supply[NMKINDS];
/* The kinds a player's supply: block takes, in order, NULL-terminated. */
extern const char *const mkind_supply_keys[];
/* What a figure of the kind adds to its owner's strength on its feature;
 * 0: it is no follower and marks its feature instead (FIGURE_MARK), a bit
 * in feature.marks that the board keeps through merges and trials. */
extern const int mkind_strength[NMKINDS];
#define FIGURE_MARK(kind) (1u << (kind))

/* How a deployed figure arrives on its feature: on the placed tile
 * (VIA_NONE, the base's), or by a module's route. */
enum via { VIA_NONE, VIA_PORTAL, VIA_FLIER, VIA_WAGON, NVIAS };
/* Does the route's rule, not the action, decide the landing square when
 * the action names none (a die roll)?  The loader then leaves the
 * address to the route's module to judge. */
extern const bool via_lands_by_rule[NVIAS];

#endif
