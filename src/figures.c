/* The figure kinds and the deploy routes (figures.h): the base game's rows,
 * and the modules' numbered after them by the registry. */
#include <stddef.h>
#include <string.h>

#include "figures.h"

static const struct figdef base[NBASEKINDS] = {
	[MK_FOLLOWER] = { "follower", 7, 1, "follower", "followers", 0,
	    false, 0, NULL },
	[MK_LARGE] = { "large", 1, 2, "large follower", "large followers", 0,
	    true, 0, NULL },
};

int nmkinds = NBASEKINDS, nvias = VIA_NONE + 1;
const struct figdef *mkind_def[MAXMKINDS] = { &base[0], &base[1] };
const char *mkind_supply_keys[MAXMKINDS + 1] = { "follower", "large" };
const struct viadef *via_def[MAXVIAS];

bool
figures_declare(const struct figdef *figures, int *first_kind,
    const struct viadef *vias, int *first_via)
{
	int k, n = 0;

	if (first_kind != NULL)
		*first_kind = nmkinds;
	for (; figures != NULL && figures->name != NULL; figures++) {
		if (nmkinds == MAXMKINDS)
			return false;
		mkind_def[nmkinds++] = figures;
	}
	if (first_via != NULL)
		*first_via = nvias;
	for (; vias != NULL && vias->name != NULL; vias++) {
		if (nvias == MAXVIAS)
			return false;
		via_def[nvias++] = vias;
	}
	/* In the kinds' order, whichever module declared them. */
	for (k = 0; k < nmkinds; k++)
		if (mkind_supply(k) > 0)
			mkind_supply_keys[n++] = mkind_name(k);
	mkind_supply_keys[n] = NULL;
	return true;
}

enum via
figures_via(const char *name)
{
	int v;

	for (v = VIA_NONE + 1; v < nvias; v++)
		if (strcmp(via_def[v]->name, name) == 0)
			return (enum via)v;
	return VIA_NONE;
}
