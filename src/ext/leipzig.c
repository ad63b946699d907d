/* Markets of Leipzig, the wagon-maker's quarter: +1 per tile of each road
 * a player with a follower there scores in play, nothing at game end
 * (LEIPZIG-WAGONMAKER; LAB-LEIPZIG on a labyrinth network). */
#include <stdio.h>

#include "emitkeys.h"
#include "engine.h"
#include "module.h"
#include "schema.h"

extern const struct module leipzig_module;

/* leipzig: in the file. */
struct leipzig_keys {
	unsigned wagonmaker;	/* players, a bit each */
};

static int
load(struct position *p, int index, const struct ynode *l)
{
	static const char *const keys[] = { "wagon-maker", NULL };
	struct leipzig_keys *k = module_keys(p, &leipzig_module, sizeof *k);
	const struct ynode *w;
	size_t i;
	int pl;

	(void)index;
	if (ynode_is_null(l))
		return 0;
	TRY(want(p, l, YN_MAP, "leipzig"));
	TRY(only_keys(p, l, keys, NULL, "leipzig"));
	if ((w = opt(l, "wagon-maker")) == NULL)
		return 0;
	TRY(want(p, w, YN_SEQ, "wagon-maker"));
	for (i = 0; i < w->n; i++) {
		TRY(player_ref(p, w->items[i], &pl));
		if (k->wagonmaker >> pl & 1)
			return node_error(p, w->items[i], "'%s' is in the "
			    "wagon-maker's quarter twice", w->items[i]->str);
		k->wagonmaker |= 1u << pl;
	}
	return 0;
}

static void
score_adjust(struct judge *j, struct tally *t)
{
	const struct leipzig_keys *k = module_keys_of(j->p, &leipzig_module);
	int w[MAXPLAYERS], n, i;
	bool any = false;

	if (k == NULL || t->f->kind != SEG_ROAD)
		return;
	n = judge_majority(j, t->f->strength, w);
	for (i = 0; i < n; i++)
		if (k->wagonmaker >> w[i] & 1) {
			any = true;
			if (!t->final) {
				/* A cathedral tile counts once here. */
				t->extra[w[i]] += t->f->ntiles;
				t->has_extra = true;
			}
		}
	if (!any)
		return;
	score_note(t->s, RULE_LEIPZIG_WAGONMAKER, "a player with a follower in "
	    "the wagon-maker's quarter gets 1 more per tile of a road they "
	    "score during play");
	if (feature_has_flag(j, t->fi, SF_LABYRINTH))
		score_note(t->s, RULE_LAB_LEIPZIG, "on a labyrinth network too, "
		    "for that player alone; the follower bonus untouched");
	tally_term(t, t->final ? " (wagon-maker's quarter: nothing at game "
	    "end)" : " (+%d per tile to the wagon-maker)", 1);
}

/* The wagon-maker's quarter as the file gave it: no turn changes it. */
static void
write_keys(struct emit *e, enum keyplace place, int index)
{
	const struct position *p = e->g->p;
	const struct leipzig_keys *k = module_keys_of(p, &leipzig_module);
	int i, n = 0;

	(void)index;
	if (place != KEY_TOP || k == NULL)
		return;
	fputs("leipzig:\n  wagon-maker: [", e->f);
	for (i = 0; i < p->nplayers; i++)
		if (k->wagonmaker >> i & 1)
			fprintf(e->f, "%s%s", n++ ? ", " : "",
			    player_name(p, i));
	fputs("]\n", e->f);
}

static const struct modkey keys[] = {
	{ KEY_TOP, "leipzig", load },
	{ KEY_NONE, NULL, NULL }
};

const struct module leipzig_module = {
	.name = "leipzig",
	.keys = keys,
	.score_adjust = { PHASE_ADJUST_WAGONMAKER, score_adjust },
	.write_keys = write_keys,
};
