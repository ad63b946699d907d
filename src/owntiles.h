/* owntiles: a position's own tiles -- its `tiles:` block, written in the
 * line format of rules/tiles (carcjudge(5), OWN TILES) -- read with every
 * error placed at its line and column in the position file. */
#ifndef CARCJUDGE_OWNTILES_H
#define CARCJUDGE_OWNTILES_H

#include "position.h"
#include "ynode.h"

/* Reads the block (a string, or null for none) into p->own.  Returns 0,
 * or EXIT_INPUT after a diagnostic for each error in it. */
int owntiles_load(struct position *, const struct ynode *);
void owntiles_free(struct position *);

#endif
