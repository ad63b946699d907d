/* What the base engine and the modules share while judging: citations,
 * score entries, features and the questions asked of them. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "words.h"
#include "xalloc.h"

struct cite *
judge_cite(struct judge *j, bool violation, enum rule_id rule,
    const char *fmt, ...)
{
	struct cite *c = outcome_cite(j->o, violation, rule);
	va_list ap;

	if (j->o->brief)
		return c;
	va_start(ap, fmt);
	vsnprintf(c->msg, sizeof c->msg, fmt, ap);
	va_end(ap);
	return c;
}

void
cite_at(struct cite *c, const struct board *b, int t)
{
	c->has_at = true;
	c->x = b->tiles[t].x;
	c->y = b->tiles[t].y;
}

struct score *
judge_score(struct judge *j, int fi)
{
	struct score *s = outcome_score(j->o);

	j->scored = xgrow(j->scored, &j->capscored, (size_t)j->o->nscores,
	    sizeof *j->scored);
	j->scored[j->o->nscores - 1] = fi + 1;
	s->seg = fi >= 0 ? j->fs.f[fi].seg : -1;
	return s;
}

void
judge_refresh(struct judge *j)
{
	board_sync(j->b);
	j->fs = j->b->fs;
}

bool
judge_was_complete(const struct judge *j, int watch, int seg)
{
	return j->watching && board_was_complete(j->b, watch, seg);
}

bool
judge_words(const struct judge *j)
{
	return !j->o->brief;
}

const char *
judge_segdesc(const struct judge *j, int seg, char *buf, size_t len)
{
	const struct ptile *t = &j->b->tiles[j->b->segs[seg].tile];
	int i = seg - t->seg0;
	char name[32], words[64];

	if (j->o->brief) {	/* no sentence needs it */
		buf[0] = '\0';
		return buf;
	}

	/* In words, with the address a position writes when it differs
	 * from the words ("cloister"). */
	addr_words(t->def, t->rot, i, words, sizeof words);
	seg_name(j->b, seg, name, sizeof name);
	if (strchr(name, '@') != NULL)
		snprintf(buf, len, "%s on %s at (%d,%d) (%s)", words, t->def->id,
		    t->x, t->y, name);
	else
		snprintf(buf, len, "%s on %s at (%d,%d)", words, t->def->id,
		    t->x, t->y);
	return buf;
}

int
judge_majority(const struct judge *j, const int *strength, int *winners)
{
	int i, best = 0, n = 0;

	for (i = 0; i < j->p->nplayers; i++)
		if (strength[i] > best)
			best = strength[i];
	if (best == 0)
		return 0;
	for (i = 0; i < j->p->nplayers; i++)
		if (strength[i] == best)
			winners[n++] = i;
	return n;
}

void
tally_term(struct tally *t, const char *fmt, ...)
{
	size_t n = strlen(t->terms);
	va_list ap;

	if (t->s != NULL && t->s->brief)	/* no breakdown to write */
		return;
	va_start(ap, fmt);
	vsnprintf(t->terms + n, sizeof t->terms - n, fmt, ap);
	va_end(ap);
}

void
tally_why(struct tally *t, const char *why)
{
	size_t n = strlen(t->why), w;

	if (t->s != NULL && t->s->brief)	/* no breakdown to write */
		return;
	/* One pair of parentheses for every reason: " (+1 for A)" then
	 * " (+1 for B)" make " (+1 for A, +1 for B)". */
	if (strncmp(why, " (", 2) == 0)
		why += 2;
	w = strlen(why);
	if (w > 0 && why[w - 1] == ')')
		w--;
	if (n > 0 && t->why[n - 1] == ')')
		snprintf(t->why + n - 1, sizeof t->why - n + 1, ", %.*s)",
		    (int)w, why);
	else
		snprintf(t->why + n, sizeof t->why - n, " (%.*s)", (int)w, why);
}

bool
feature_has_flag(const struct judge *j, int fi, unsigned flag)
{
	return (j->fs.f[fi].flags & flag) != 0;
}

bool
feature_has_end(const struct judge *j, int fi, int end)
{
	int s;

	for (s = j->fs.first[fi]; s >= 0; s = j->fs.next[s])
		if (seg_def(j->b, s)->end == (enum roadend)end)
			return true;
	return false;
}

bool
feature_has_link(const struct judge *j, int fi)
{
	int s;

	for (s = j->fs.first[fi]; s >= 0; s = j->fs.next[s])
		if (j->b->segs[s].partner >= 0)
			return true;
	return false;
}

int
segs_on_tile(const struct judge *j, int fi, int t)
{
	const struct ptile *pt;
	int i, n = 0;

	if (t < 0)
		return 0;
	pt = &j->b->tiles[t];
	for (i = 0; i < pt->def->nsegs; i++)
		if (j->fs.of[pt->seg0 + i] == fi)
			n++;
	return n;
}

int
first_seg_on_tile(const struct judge *j, int fi, int t)
{
	const struct ptile *pt = &j->b->tiles[t];
	int i;

	for (i = 0; i < pt->def->nsegs; i++)
		if (j->fs.of[pt->seg0 + i] == fi)
			return pt->seg0 + i;
	return -1;
}

bool
feature_touches_tile(const struct judge *j, int fi, int t)
{
	return segs_on_tile(j, fi, t) > 0;
}

/* Applied citations of a part that turns out illegal are dropped: the
 * output lists those of the parts checked before the failing one. */
int
judge_fail_part(struct judge *j, int napplied)
{
	j->o->napplied = napplied;
	return 1;
}

static int
supply_left(const struct judge *j, int pl, enum mkind k)
{
	if (j->p->supply[pl][k] >= 0)	/* the file's supply: */
		return j->p->supply[pl][k];
	return mkind_supply(k) - board_meeples_of(j->b, pl, k);
}

/* The player must have the meeple to deploy (a kind no supply holds
 * belongs to nobody). */
void
judge_check_supply(struct judge *j)
{
	const struct action *a = j->a;
	int left = supply_left(j, a->player, a->dkind);

	if (mkind_supply(a->dkind) == 0)
		judge_cite(j, true, RULE_BASE_DEPLOY_SUPPLY, "the %s belongs to "
		    "nobody: no player has one in supply to deploy",
		    mkind_name(a->dkind));
	else if (left <= 0)
		judge_cite(j, true, RULE_BASE_DEPLOY_SUPPLY, "%s has no %s left",
		    player_name(j->p, a->player), words_kind((int)a->dkind, 1));
	else
		judge_cite(j, false, RULE_BASE_DEPLOY_SUPPLY, "%s has %d %s left",
		    player_name(j->p, a->player), left,
		    words_kind((int)a->dkind, left));
}
