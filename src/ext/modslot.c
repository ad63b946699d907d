/* A module's blocks: its keys in a position, its state in a game, found
 * by the module itself, so that a module reaches its own data without
 * knowing the list of modules (and the list never calls back). */
#include <stdlib.h>

#include "game.h"
#include "module.h"
#include "xalloc.h"

/* The slot of module m in v, or -1. */
static int
find(const struct modslot *v, const struct module *m)
{
	int i;

	for (i = 0; i < MAXMODULES && v[i].m != NULL; i++)
		if (v[i].m == m)
			return i;
	return -1;
}

/* The slot of module m in v, the first free one taken if it has none. */
static int
slot(struct modslot *v, const struct module *m)
{
	int i = find(v, m);

	if (i < 0) {
		for (i = 0; i < MAXMODULES && v[i].m != NULL; i++)
			continue;
		if (i == MAXMODULES)
			abort();	/* modules.c holds at most MAXMODULES */
		v[i].m = m;
	}
	return i;
}

void *
module_keys(struct position *p, const struct module *m, size_t size)
{
	int i = slot(p->ext, m);

	if (p->ext[i].data == NULL)
		p->ext[i].data = xcalloc(1, size);
	return p->ext[i].data;
}

void
module_keys_set(struct position *p, const struct module *m, void *block)
{
	int i = slot(p->ext, m);

	p->ext[i].data = block;
}

const void *
module_keys_of(const struct position *p, const struct module *m)
{
	int i = find(p->ext, m);

	return i < 0 ? NULL : p->ext[i].data;
}

void *
module_state(const struct game *g, const struct module *m)
{
	int i = find(g->state, m);

	return i < 0 ? NULL : g->state[i].data;
}
