/* Mage & Witch: the mage adds 1 per tile, the witch halves (rounded up)
 * after inn and cathedral (MAGE-SCORE, WITCH-SCORE); on a labyrinth
 * network LAB-MAGE, LAB-WITCH, where `witch: total` halves the follower
 * bonus too. */
#include <stdlib.h>

#include "diag.h"
#include "engine.h"
#include "module.h"
#include "schema.h"
#include "xalloc.h"

/* The figures stand only on roads and cities, one of each at most. */
static int
loaded(struct position *p)
{
	int i, seen[NMKINDS] = { 0 };

	for (i = 0; i < p->nmeeples; i++) {
		const struct emeeple *m = &p->meeples[i];

		if (m->kind != MK_MAGE && m->kind != MK_WITCH)
			continue;
		if (m->addr.kind != SEG_ROAD && m->addr.kind != SEG_CITY)
			return pos_error(p, m->kindpos, "the %s stands only on "
			    "roads and cities", mkind_name[m->kind]);
		if (seen[m->kind]++)
			return pos_error(p, m->pos, "a second %s (the game has "
			    "one)", mkind_name[m->kind]);
	}
	return 0;
}

/* Never on one feature: checked on the game's board, links made. */
static int
board(struct game *g)
{
	struct board *b = &g->board;
	const struct features *fs = &b->fs;
	int i, *figure, rc = 0;

	figure = xmalloc((size_t)fs->nf + 1, sizeof *figure);
	for (i = 0; i < fs->nf; i++)
		figure[i] = -1;
	for (i = 0; i < b->nmeeples && rc == 0; i++) {
		const struct meeple *m = &b->meeples[i];
		int f = fs->of[m->seg];

		if (m->kind != MK_MAGE && m->kind != MK_WITCH)
			continue;
		if (figure[f] >= 0 && figure[f] != (int)m->kind)
			rc = diag_input(g->p->file, m->pos.line, m->pos.col,
			    "the mage and the witch never stand on one "
			    "feature");
		figure[f] = (int)m->kind;
	}
	free(figure);
	return rc;
}

static void
score_adjust(struct judge *j, struct tally *t)
{
	bool lab = feature_has_flag(j, t->fi, SF_LABYRINTH);

	if (t->f->kind != SEG_ROAD && t->f->kind != SEG_CITY)
		return;
	if (t->f->mage) {
		/* Per tile, not per pennant; a cathedral tile once. */
		t->T += t->f->ntiles;
		tally_term(t, " + %d for the mage", t->f->ntiles);
		score_note(t->s, "MAGE-SCORE", "the mage adds 1 per tile");
		if (lab)
			score_rule(t->s, "LAB-MAGE");
	}
	if (t->f->witch) {
		score_note(t->s, "WITCH-SCORE", "the witch halves the points, "
		    "rounded up");
		if (lab)
			score_rule(t->s, "LAB-WITCH");
		if (lab && j->g->rules.v[SET_WITCH] == WITCH_TOTAL) {
			if (t->bonus)
				tally_term(t, " + %d%s", t->bonus,
				    t->bonus_why);
			tally_term(t, ", all halved by the witch "
			    "(witch=total)");
			t->T = (t->T + t->bonus + 1) / 2;
			t->bonus = 0;
			t->bonus_why[0] = '\0';
		} else {
			t->T = (t->T + 1) / 2;
			tally_term(t, ", halved by the witch");
		}
	}
}

const struct module magewitch_module = {
	.name = "mage-witch",
	.loaded = loaded,
	.board = board,
	.score_adjust = score_adjust,
};
