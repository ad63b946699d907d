/* Markets of Leipzig, the wagon-maker's quarter: +1 per tile of each road
 * a player with a follower there scores in play, nothing at game end
 * (LEIPZIG-WAGONMAKER; LAB-LEIPZIG on a labyrinth network). */
#include "judge.h"
#include "module.h"

static void
score_adjust(struct judge *j, struct tally *t)
{
	const struct position *p = j->p;
	int w[MAXPLAYERS], n, i;
	bool any = false;

	if (!p->leipzig || t->f->kind != SEG_ROAD)
		return;
	n = judge_majority(j, t->f->strength, w);
	for (i = 0; i < n; i++)
		if (p->wagonmaker >> w[i] & 1) {
			any = true;
			if (!t->final) {
				/* A cathedral tile counts once here. */
				t->extra[w[i]] += t->f->ntiles;
				t->has_extra = true;
			}
		}
	if (!any)
		return;
	score_note(t->s, "LEIPZIG-WAGONMAKER", "the wagon-maker's quarter: + 1 "
	    "per tile in play, for that player");
	if (feature_has_flag(j, t->fi, SF_LABYRINTH))
		score_rule(t->s, "LAB-LEIPZIG");
	tally_term(t, t->final ? " (wagon-maker's quarter: nothing at game "
	    "end)" : " (+%d per tile to the wagon-maker)", 1);
}

const struct module leipzig_module = {
	.name = "leipzig",
	.score_adjust = score_adjust,
};
