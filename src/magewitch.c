/* Mage & Witch: the mage adds 1 per tile, the witch halves (rounded up)
 * after inn and cathedral (MAGE-SCORE, WITCH-SCORE); on a labyrinth
 * network LAB-MAGE, LAB-WITCH, where `witch: total` halves the follower
 * bonus too. */
#include "judge.h"
#include "module.h"

static void
score_adjust(struct judge *j, struct tally *t)
{
	bool lab = feature_has_flag(j, t->fi, SF_LABYRINTH);

	if (t->f->kind != SEG_ROAD && t->f->kind != SEG_CITY)
		return;
	if (t->f->mage) {
		/* Per tile, not per pennant; a cathedral tile once. */
		t->T += t->f->ntiles;
		tally_term(t, " + %d (mage)", t->f->ntiles);
		score_note(t->s, "MAGE-SCORE", "the mage adds 1 per tile");
		if (lab)
			score_rule(t->s, "LAB-MAGE");
	}
	if (t->f->witch) {
		score_note(t->s, "WITCH-SCORE", "the witch halves the points, "
		    "rounded up");
		if (lab)
			score_rule(t->s, "LAB-WITCH");
		if (lab && j->p->rules.v[SET_WITCH] == WITCH_TOTAL) {
			if (t->bonus)
				tally_term(t, " + %d%s", t->bonus,
				    t->bonus_why);
			tally_term(t, ", all halved (witch: total)");
			t->T = (t->T + t->bonus + 1) / 2;
			t->bonus = 0;
			t->bonus_why[0] = '\0';
		} else {
			t->T = (t->T + 1) / 2;
			tally_term(t, ", halved (witch)");
		}
	}
}

const struct module magewitch_module = {
	.name = "mage-witch",
	.score_adjust = score_adjust,
};
