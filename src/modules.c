/* The expansions, in the order their hooks run (module.h): units, then
 * rates (cathedral before inn, so that an inn's zero at game end wins),
 * then adjustments in RULES.md §3's order: the labyrinth's follower bonus
 * worked out, mage, witch, wagon-maker.  Deployment: the labyrinth judges
 * its networks before the portal and flier routes do. */
#include <stddef.h>

#include "module.h"

extern const struct module tunnel_module, gcathedrals_module, inns_module,
    labyrinth_module, magewitch_module, leipzig_module, routes_module,
    wagon_module, robber_module;

const struct module *const modules[] = {
	&tunnel_module,
	&gcathedrals_module,
	&inns_module,
	&labyrinth_module,
	&magewitch_module,
	&leipzig_module,
	&routes_module,
	&wagon_module,
	&robber_module,
	NULL
};
