/* emit: the position an action leads to, written as a position file of
 * carcjudge(5) -- format 1, block style, keys in their fixed order.  The
 * board is the judged game's, as the action left it (judge.h: the tile
 * placed, meeples deployed, followers of scored features returned, figures
 * a module moves after scoring moved); the outcome adds its totals to score:.  Each expansion writes
 * its own keys through its module's write_keys hook (module.h), so that
 * nothing here names an expansion's key. */
#ifndef CARCJUDGE_EMIT_H
#define CARCJUDGE_EMIT_H

#include <stddef.h>
#include <stdio.h>

#include "game.h"
#include "outcome.h"

struct emitopts {
	const char *tiles;		/* the file's own tiles: text, or NULL */
	const struct tiledef *next;	/* the next player's tile, or NULL:
					 * no action: key */
};

/*
 * Writes the position after g's action to f.  o is the action's outcome
 * (a legal one), or NULL when no action was applied: then the board, the
 * points and every module's keys are written as they stand.  Returns 0,
 * or EXIT_INPUT after a diagnostic when a count would pass what
 * carcjudge(5) reads (score:, waited:): what was written to f must then
 * be dropped.
 */
int emit_position(FILE *, const struct game *, const struct outcome *,
    const struct emitopts *);

#endif
