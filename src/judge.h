/* judge: a game's action checked part by part (place, deploy, the
 * expansions' parts), then applied and scored (carcjudge(1), JUDGING).
 * The game's board is left as the action leaves it. */
#ifndef CARCJUDGE_JUDGE_H
#define CARCJUDGE_JUDGE_H

#include "game.h"
#include "outcome.h"

/* Returns 0 legal, 1 illegal (o filled in either case), or EXIT_INTERNAL
 * (o empty). */
int judge_game(struct game *, struct outcome *);

#endif
