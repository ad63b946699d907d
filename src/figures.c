/* The figure kinds and the deploy routes (figures.h), as data. */
#include <stddef.h>

#include "figures.h"

const char *const mkind_name[NMKINDS] = {
	"follower", "large", "wagon", "mage", "witch"
};
/* A player's supply of each kind; 0: the figure belongs to nobody. */
const int mkind_supply[NMKINDS] = { 7, 1, 1, 0, 0 };
const char *const mkind_supply_keys[] = { "follower", "large", "wagon",
	NULL };
const int mkind_strength[NMKINDS] = { 1, 2, 1, 0, 0 };

const bool via_lands_by_rule[NVIAS] = { [VIA_FLIER] = true };
