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
/* Where a trial's turn stopped: legal, or the part that refused it --
 * the place, a part judged before the deployment (magic), the
 * deployment, or a part judged after it (a token) -- and, for a module's
 * part, the module (its index, modules_at()), else -1. */
enum trial_part { TRIAL_LEGAL, TRIAL_PLACE, TRIAL_BEFORE, TRIAL_DEPLOY,
	TRIAL_AFTER };
struct trial_stop {
	enum trial_part part;
	int module;
};
/* The same, and *stop: where it stopped (moves combines the parts'
 * verdicts, judged apart, by it). */
int judge_trial_where(struct game *, struct outcome *, struct trial_stop *);

#endif
