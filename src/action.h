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
 * moves_list(), once the game is built.)  The first such key of action n
 * is noted in p while the action is read, for moves on a position read
 * for judge (carcjudge(3)); position_moves_action() refuses it. */
void action_note_unlisted(struct position *, const struct ynode *n);

#endif
