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
/* The same without a sentence: the verdict, the totals, the scores and
 * the rules cited, for an answer no person reads (check, the other
 * readings). */
int judge_game_brief(struct game *, struct outcome *);
/* Whether g's action is legal, judged on g's board and undone after, so
 * that one built game judges many candidate actions (moves): the parts of
 * the turn only, no scoring, no sentences in o (rule IDs only).  The
 * game's p may point at any position with g's board and a candidate
 * action.  Returns 0 legal, 1 illegal, EXIT_INTERNAL. */
int judge_trial(struct game *, struct outcome *);
/* The same, and *early: an illegal turn failed at the place part, a part
 * judged before the deployment (magic) or the deployment, which no part
 * judged after them (a token) reads: with any of those it fails too. */
int judge_trial_where(struct game *, struct outcome *, bool *early);

#endif
