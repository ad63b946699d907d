/* The figure kinds and the deploy routes (figures.h): the base game's rows,
 * and the modules' put in by the registry. */
#include <stddef.h>

#include "figures.h"

const char *mkind_name[NMKINDS] = { "follower", "large" };
int mkind_supply[NMKINDS] = { 7, 1 };
int mkind_strength[NMKINDS] = { 1, 2 };
const char *mkind_supply_keys[NMKINDS + 1] = { "follower", "large" };
bool via_lands_by_rule[NVIAS];

void
figures_declare(const struct figdef *figures, const struct viadef *vias)
{
	int k, n = 0;

	for (; figures != NULL && figures->name != NULL; figures++) {
		mkind_name[figures->kind] = figures->name;
		mkind_supply[figures->kind] = figures->supply;
		mkind_strength[figures->kind] = figures->strength;
	}
	for (; vias != NULL && vias->via != VIA_NONE; vias++)
		via_lands_by_rule[vias->via] = vias->lands_by_rule;
	/* In the kinds' order, whichever module declared them. */
	for (k = 0; k < NMKINDS; k++)
		if (mkind_name[k] != NULL && mkind_supply[k] > 0)
			mkind_supply_keys[n++] = mkind_name[k];
	mkind_supply_keys[n] = NULL;
}

bool
figures_complete(void)
{
	int k;

	for (k = 0; k < NMKINDS; k++)
		if (mkind_name[k] == NULL)
			return false;
	return true;
}
