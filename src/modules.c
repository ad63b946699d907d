/* The expansions, in the order their hooks run (module.h): units, then
 * rates (cathedral before inn, so that an inn's zero at game end wins),
 * then adjustments in RULES.md §3's order: follower bonus worked out,
 * mage, witch, wagon-maker. */
#include <stddef.h>

#include "module.h"

extern const struct module tunnel_module, robber_module;

const struct module *const modules[] = {
	&tunnel_module,
	&robber_module,
	NULL
};
