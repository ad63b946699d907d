/* The Robber Baron (Count, King & Robber): the longest completed road,
 * awarded in play (ROBBER-AWARD, TUN-ROBBER) and scored at game end
 * (ROBBER-FINAL). */
#include <stdio.h>
#include <string.h>

#include "emitkeys.h"
#include "engine.h"
#include "module.h"
#include "schema.h"

extern const struct module robber_module;

/* robber-baron: in the file. */
struct robber_keys {
	int holder;		/* a player, or NOBODY */
	int length;		/* the longest road completed so far */
};

static int
load(struct position *p, int index, const struct ynode *r)
{
	static const char *const keys[] = { "holder", "length", NULL };
	struct robber_keys *k = module_keys(p, &robber_module, sizeof *k);
	const struct ynode *v;

	(void)index;
	k->holder = NOBODY;
	if (ynode_is_null(r))
		return 0;
	TRY(want(p, r, YN_MAP, "robber-baron"));
	TRY(only_keys(p, r, keys, NULL, "robber-baron"));
	if ((v = opt(r, "holder")) != NULL)
		TRY(player_ref(p, v, &k->holder));
	if ((v = opt(r, "length")) != NULL)
		TRY(integer(p, v, 0, 100000000, "length", &k->length));
	return 0;
}

static int
after_scoring(struct judge *j)
{
	const struct position *p = j->p;
	const struct robber_keys *rk = module_keys_of(p, &robber_module);
	const struct score *best = NULL;
	struct score *s;
	int i, k, fi = -1;
	bool by_token = false;

	if (rk == NULL)
		return 0;
	for (i = 0; i < j->o->nscores; i++) {
		const struct score *e = &j->o->scores[i];

		if (strcmp(e->feature, "road") == 0 && e->complete &&
		    (best == NULL || e->tiles > best->tiles)) {
			best = e;
			fi = j->scored[i] - 1;
		}
	}
	if (best == NULL)
		return 0;
	/* Completed by the token: not complete once tile and meeple were
	 * down, complete after the token part. */
	for (k = j->fs.first[fi]; k >= 0 && !by_token; k = j->fs.next[k])
		by_token = j->watching &&
		    !judge_was_complete(j, WATCH_TILE, k) &&
		    j->b->segs[k].partner >= 0;
	if (best->tiles <= rk->length) {
		judge_cite(j, false, RULE_ROBBER_AWARD, "the longest road "
		    "completed this turn has %d tiles, not more than %d: the "
		    "Robber Baron stays with %s", best->tiles,
		    rk->length, player_name(p, rk->holder));
		if (by_token)
			judge_cite(j, false, RULE_TUN_ROBBER, "a token completed "
			    "it, but it is not the longest road");
		return 0;
	}
	k = (int)(best - j->o->scores);
	s = judge_score(j, -1);	/* may move the scores: */
	best = &j->o->scores[k];
	s->feature = "robber-baron";
	s->order = 5;
	s->complete = true;
	for (i = 0; i < best->nat; i++)
		score_at(s, best->at[i][0], best->at[i][1]);
	s->tiles = best->tiles;
	s->points = 0;
	s->winners[s->nwinners++] = j->a->player;
	score_note(s, RULE_ROBBER_AWARD, "a road longer than every road "
	    "completed before takes the Robber Baron, for whoever completes "
	    "it");
	if (by_token)
		score_note(s, RULE_TUN_ROBBER, "a token completed it: the player "
		    "who placed the token takes the Robber Baron");
	snprintf(s->breakdown, sizeof s->breakdown, "a completed road of %d "
	    "tiles beats the record of %d: %s takes the Robber Baron%s",
	    best->tiles, rk->length, player_name(p, j->a->player), by_token ?
	    " (the token completed it)" : "");
	return 0;
}

static void
end_game(struct judge *j)
{
	const struct robber_keys *rk = module_keys_of(j->p, &robber_module);
	struct score *s;
	int fi, n = 0;

	if (rk == NULL || rk->holder == NOBODY)
		return;
	s = judge_score(j, -1);
	score_note(s, RULE_ROBBER_FINAL, "its holder scores 1 per completed "
	    "road at game end");
	/* Each road counted whole, with what made it one road. */
	for (fi = 0; fi < j->fs.nf; fi++)
		if (j->fs.f[fi].live && j->fs.f[fi].kind == SEG_ROAD &&
		    j->fs.f[fi].complete) {
			n++;
			j->feature_notes(j, fi, s);
		}
	s->feature = "robber-baron";
	s->order = 5;
	s->complete = true;
	s->tiles = n;
	s->points = n;
	s->winners[s->nwinners++] = rk->holder;
	snprintf(s->breakdown, sizeof s->breakdown, "%d completed road%s x 1",
	    n, n == 1 ? "" : "s");
}

/* The Robber Baron as a turn leaves it (o its outcome, or NULL: as it
 * stands): with whoever the turn's ROBBER-AWARD gave it to, and that
 * road's length. */
static struct robber_keys
after_turn(const struct robber_keys *rk, const struct outcome *o)
{
	struct robber_keys k = *rk;
	int i;

	for (i = 0; o != NULL && i < o->nscores; i++)
		if (strcmp(o->scores[i].feature, "robber-baron") == 0 &&
		    o->scores[i].nwinners == 1) {
			k.holder = o->scores[i].winners[0];
			k.length = o->scores[i].tiles;
		}
	return k;
}

static void
write_keys(struct emit *e, enum keyplace place, int index)
{
	const struct position *p = e->g->p;
	const struct robber_keys *rk = module_keys_of(p, &robber_module);
	struct robber_keys k;

	(void)index;
	if (place != KEY_TOP || rk == NULL)
		return;
	k = after_turn(rk, emit_turn(e) ? e->o : NULL);
	fprintf(e->f, "robber-baron:\n  holder: %s\n  length: %d\n",
	    k.holder == NOBODY ? "null" : player_name(p, k.holder), k.length);
}

static void
advance(struct game *g, struct position *p, const struct outcome *o)
{
	struct robber_keys *rk;

	(void)g;
	if (module_keys_of(p, &robber_module) == NULL)
		return;
	rk = module_keys(p, &robber_module, sizeof *rk);
	*rk = after_turn(rk, o);
}

static const struct modkey keys[] = {
	{ KEY_TOP, "robber-baron", load },
	{ KEY_NONE, NULL, NULL }
};

const struct module robber_module = {
	.name = "robber-baron",
	.keys = keys,
	.after_scoring = { PHASE_AFTER_ROBBER, after_scoring },
	.end_game = { PHASE_END_ROBBER, end_game },
	.write_keys = write_keys,
	.advance = advance,
};
