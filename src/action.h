/* action: the pending action read and checked (action.c), for the
 * position loader. */
#ifndef CARCJUDGE_ACTION_H
#define CARCJUDGE_ACTION_H

#include "position.h"
#include "ynode.h"

/* The action: node n into p->action and the modules' blocks.  Returns 0
 * or EXIT_INPUT. */
int action_load(struct position *, const struct ynode *n,
    const struct loadopts *);
/* moves lists turns of the parts it enumerates: another part of the
 * action (the moves of wagons after scoring) is refused once the rest of
 * the file is read, so that what `judge` refuses is refused the same way
 * first.  (An action that is no turn placing a tile is refused by
 * moves_list(), once the game is built.) */
int action_moves_only(const struct position *, const struct ynode *n);

#endif
