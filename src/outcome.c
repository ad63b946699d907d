/* The document of an outcome, as the engine fills it. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "outcome.h"
#include "rulecat.h"
#include "run.h"
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

/* Every cited ID must be in the catalogue: a typo here is a defect that
 * the suite must catch, not a silent wrong citation. */
static void
known(const char *rule)
{
	/* The engine cites string literals: an address checked once is
	 * remembered (a trial cites thousands of times). */
	static _Thread_local const char *seen[64];
	size_t h = ((size_t)(uintptr_t)rule >> 3) & 63;

	if (seen[h] == rule)
		return;
	if (rulecat_find(rule) == NULL) {
		fprintf(stderr, "carcjudge: internal error: rule %s is not "
		    "in the catalogue\n", rule);
		run_fail(EXIT_INTERNAL);
	}
	seen[h] = rule;
}

struct cite *
outcome_cite(struct outcome *o, bool violation, const char *rule)
{
	struct cite *c;

	known(rule);
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
score_rule(struct score *s, const char *rule)
{
	int i;

	known(rule);
	for (i = 0; i < s->nrules; i++)
		if (strcmp(s->rules[i], rule) == 0)
			return;
	if (s->nrules < MAXCITED)
		s->rules[s->nrules++] = rule;
}

void
score_note(struct score *s, const char *rule, const char *fmt, ...)
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
		if (strcmp(s->rules[i], rule) == 0 && s->notes[i] == NULL)
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
outcome_violates(const struct outcome *o, const char *rule)
{
	int i;

	for (i = 0; i < o->nviol; i++)
		if (strcmp(o->viol[i].rule, rule) == 0)
			return true;
	return false;
}

void
outcome_drop_repeats(struct outcome *o, int from)
{
	int i, k, n = from;

	for (i = from; i < o->nviol; i++) {
		for (k = 0; k < n; k++)
			if (strcmp(o->viol[k].rule, o->viol[i].rule) == 0 &&
			    strcmp(o->viol[k].msg, o->viol[i].msg) == 0)
				break;
		if (k == n)
			o->viol[n++] = o->viol[i];
	}
	o->nviol = n;
}

bool
outcome_cites(const struct outcome *o, const char *rule)
{
	int i, j;

	if (outcome_violates(o, rule))
		return true;
	for (i = 0; i < o->napplied; i++)
		if (strcmp(o->applied[i].rule, rule) == 0)
			return true;
	for (i = 0; i < o->nscores; i++)
		for (j = 0; j < o->scores[i].nrules; j++)
			if (strcmp(o->scores[i].rules[j], rule) == 0)
				return true;
	return false;
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
