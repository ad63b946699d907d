/* Inns & Cathedrals, the cathedral in a city: a completed city holding
 * one scores 3 per tile and 3 per pennant (cathedrals do not stack); at
 * game end an unfinished one scores nothing (IC-CATHEDRAL).  The mage and
 * the witch come after, as their own rules say. */
#include "engine.h"
#include "module.h"

static void
score_rate(struct judge *j, struct tally *t)
{
	if (t->f->kind != SEG_CITY || !feature_has_flag(j, t->fi, SF_CATHEDRAL))
		return;
	if (t->final) {
		t->rate = t->prate = 0;
		score_note(t->s, RULE_IC_CATHEDRAL, "an unfinished city with a "
		    "cathedral scores nothing at game end");
		tally_why(t, " (cathedral, unfinished)");
	} else {
		t->rate = t->prate = 3;
		score_note(t->s, RULE_IC_CATHEDRAL, "a cathedral: 3 per tile and 3 "
		    "per pennant (cathedrals do not stack)");
		tally_why(t, " (cathedral)");
	}
}

const struct module iccathedral_module = {
	.name = "ic-cathedral",
	.score_rate = { PHASE_RATE_CITY_CATHEDRAL, score_rate },
};
