/* Inns & Cathedrals, the inn on a road: 2 per tile when completed, 0 at
 * game end (INN-SCORE, INN-FINAL); on a labyrinth network, LAB-INN. */
#include "engine.h"
#include "module.h"

static void
score_rate(struct judge *j, struct tally *t)
{
	bool lab, cath;

	if (t->f->kind != SEG_ROAD || !feature_has_flag(j, t->fi, SF_INN))
		return;
	lab = feature_has_flag(j, t->fi, SF_LABYRINTH);
	cath = feature_has_end(j, t->fi, END_CATHEDRAL);
	if (t->final) {
		t->rate = 0;
		score_note(t->s, RULE_INN_FINAL, "an unfinished road with an inn "
		    "scores nothing");
		tally_why(t, " (an unfinished road with an inn)");
	} else {
		t->rate += 1;
		score_note(t->s, RULE_INN_SCORE, "an inn adds 1 per tile to the "
		    "completed road (inns do not stack)");
		tally_why(t, " (+1 for the inn)");
	}
	if (lab && cath)
		score_note(t->s, RULE_LAB_INN_GCATH, "a labyrinth network with an "
		    "inn and a cathedral scores 3 per tile when completed, "
		    "nothing at game end; the follower bonus untouched");
	else if (lab)
		score_note(t->s, RULE_LAB_INN, "a labyrinth network with an inn "
		    "scores like a road with one: the follower bonus "
		    "untouched");
}

const struct module inns_module = {
	.name = "inns",
	.score_rate = { PHASE_RATE_INN, score_rate },
};
