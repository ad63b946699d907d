/* The document of an outcome, as the engine fills it. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "outcome.h"
#include "rulecat.h"
#include "xalloc.h"

/* A turn cites about a dozen rules, and moves judges thousands of turns:
 * room for them at once saves the reallocations. */
#define CITES_FIRST	16

static void *
grow(void *p, int n, size_t size, int first)
{
	/* Doubling at powers of two from first (a power of two): n is the
	 * count before adding one. */
	if (n == 0 || (n >= first && (n & (n - 1)) == 0))
		p = xrealloc(p, n ? 2 * (size_t)n : (size_t)first, size);
	return p;
}

struct cite *
outcome_cite(struct outcome *o, bool violation, enum rule_id rule)
{
	struct cite *c;

	if (violation) {
		o->viol = grow(o->viol, o->nviol, sizeof *o->viol, CITES_FIRST);
		c = &o->viol[o->nviol++];
	} else {
		o->applied = grow(o->applied, o->napplied, sizeof *o->applied,
		    CITES_FIRST);
		c = &o->applied[o->napplied++];
	}
	memset(c, 0, sizeof *c);
	c->rule = rule;
	return c;
}

struct score *
outcome_score(struct outcome *o)
{
	struct score *s;

	o->scores = grow(o->scores, o->nscores, sizeof *o->scores, 4);
	s = &o->scores[o->nscores++];
	memset(s, 0, sizeof *s);
	s->brief = o->brief;
	return s;
}

void
score_rule(struct score *s, enum rule_id rule)
{
	int i;

	for (i = 0; i < s->nrules; i++)
		if (s->rules[i] == rule)
			return;
	if (s->nrules < MAXCITED)
		s->rules[s->nrules++] = rule;
}

void
score_note(struct score *s, enum rule_id rule, const char *fmt, ...)
{
	va_list ap;
	char buf[400];
	int i;

	score_rule(s, rule);
	if (s->brief)
		return;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	for (i = 0; i < s->nrules; i++)
		if (s->rules[i] == rule && s->notes[i] == NULL)
			s->notes[i] = xstrdup(buf);
}

void
score_at(struct score *s, int x, int y)
{
	s->at = grow(s->at, s->nat, sizeof *s->at, 4);
	s->at[s->nat][0] = x;
	s->at[s->nat][1] = y;
	if (s->nat == 0 || x < s->sx || (x == s->sx && y < s->sy)) {
		s->sx = x;
		s->sy = y;
	}
	s->nat++;
}

static int
cmp_xy(const void *a, const void *b)
{
	const int *p = a, *q = b;

	if (p[0] != q[0])
		return p[0] < q[0] ? -1 : 1;
	return (p[1] > q[1]) - (p[1] < q[1]);
}

void
score_at_sort(struct score *s)
{
	int i, k = 0;

	if (s->nat == 0)
		return;
	qsort(s->at, (size_t)s->nat, sizeof *s->at, cmp_xy);
	for (i = 0; i < s->nat; i++)
		if (k == 0 || cmp_xy(s->at[i], s->at[k - 1]) != 0) {
			s->at[k][0] = s->at[i][0];
			s->at[k++][1] = s->at[i][1];
		}
	s->nat = k;
}

bool
outcome_violates(const struct outcome *o, enum rule_id rule)
{
	int i;

	for (i = 0; i < o->nviol; i++)
		if (o->viol[i].rule == rule)
			return true;
	return false;
}

void
outcome_drop_repeats(struct outcome *o, int from)
{
	int i, k, n = from;

	for (i = from; i < o->nviol; i++) {
		for (k = 0; k < n; k++)
			if (o->viol[k].rule == o->viol[i].rule &&
			    strcmp(o->viol[k].msg, o->viol[i].msg) == 0)
				break;
		if (k == n)
			o->viol[n++] = o->viol[i];
	}
	o->nviol = n;
}

bool
outcome_cites(const struct outcome *o, enum rule_id rule)
{
	int i, j;

	if (outcome_violates(o, rule))
		return true;
	for (i = 0; i < o->napplied; i++)
		if (o->applied[i].rule == rule)
			return true;
	for (i = 0; i < o->nscores; i++)
		for (j = 0; j < o->scores[i].nrules; j++)
			if (o->scores[i].rules[j] == rule)
				return true;
	return false;
}

void
outcome_context_to_applied(struct outcome *o)
{
	int i, n = 0;

	for (i = 0; i < o->nviol; i++) {
		if (rulecat_at((int)o->viol[i].rule)->explains)
			*outcome_cite(o, false, o->viol[i].rule) = o->viol[i];
		else
			o->viol[n++] = o->viol[i];
	}
	o->nviol = n;
}

struct disputed *
outcome_disputed(struct outcome *o)
{
	struct disputed *d;

	o->disputed = grow(o->disputed, o->ndisputed, sizeof *o->disputed, 4);
	d = &o->disputed[o->ndisputed++];
	memset(d, 0, sizeof *d);
	return d;
}

bool
outcome_standings(const struct position *p, const struct outcome *o,
    int standings[MAXPLAYERS])
{
	int i;

	for (i = 0; i < p->nplayers; i++)
		standings[i] = p->score[i] + o->totals[i];
	return p->score_given;
}

int
outcome_winners(const struct position *p, const struct outcome *o,
    int winners[MAXPLAYERS])
{
	int st[MAXPLAYERS], i, best = 0, n = 0;

	if (!p->action.end_game || !outcome_standings(p, o, st))
		return 0;
	for (i = 0; i < p->nplayers; i++)
		if (i == 0 || st[i] > best)
			best = st[i];
	for (i = 0; i < p->nplayers; i++)
		if (st[i] == best)
			winners[n++] = i;
	return n;
}

void
score_free(struct score *s)
{
	int i;

	free(s->at);
	free(s->path);
	for (i = 0; i < s->nrules; i++)
		free(s->notes[i]);
}

void
outcome_free(struct outcome *o)
{
	int i;

	for (i = 0; i < o->nscores; i++)
		score_free(&o->scores[i]);
	free(o->viol);
	free(o->applied);
	free(o->scores);
	free(o->disputed);
	memset(o, 0, sizeof *o);
}
