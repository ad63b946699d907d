/* Names close to an unknown one: the hint of a "did you mean". */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "suggest.h"

static int
tolower_ascii(int c)
{
	return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

int
suggest_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j;
	int d[64], diag, tmp, best;

	if (la >= 63 || lb >= 63)
		return 99;
	/* No fewer edits than the lengths differ by: past 2 the distance is
	 * not a hint's, and the table is not filled (an unknown name is met
	 * with every name of a list, and many unknown names come at once). */
	if (la > lb + 2 || lb > la + 2)
		return (int)(la > lb ? la - lb : lb - la);
	for (j = 0; j <= lb; j++)
		d[j] = (int)j;
	for (i = 1; i <= la; i++) {
		diag = d[0];
		d[0] = (int)i;
		for (j = 1; j <= lb; j++) {
			tmp = d[j];
			best = diag + (tolower_ascii(a[i - 1]) !=
			    tolower_ascii(b[j - 1]));
			if (d[j] + 1 < best)
				best = d[j] + 1;
			if (d[j - 1] + 1 < best)
				best = d[j - 1] + 1;
			d[j] = best;
			diag = tmp;
		}
	}
	return d[lb];
}

void
suggest_init(struct suggest *s, const char *name)
{
	memset(s, 0, sizeof *s);
	s->name = name;
}

/* Keeps cand at distance d among the closest: closest first; then the
 * nearest in length; then the order in which they were offered. */
static void
rank(struct suggest *s, const char *cand, int d)
{
	int k;

	d = 64 * d + abs((int)strlen(cand) - (int)strlen(s->name));
	for (k = s->n; k > 0 && s->rank[k - 1] > d; k--)
		if (k < SUGGEST_MAX) {
			s->near[k] = s->near[k - 1];
			s->rank[k] = s->rank[k - 1];
		}
	if (k < SUGGEST_MAX) {
		s->near[k] = cand;
		s->rank[k] = d;
		if (s->n < SUGGEST_MAX)
			s->n++;
	}
}

/* Whether cand was offered already, or is the name itself. */
static bool
known(const struct suggest *s, const char *cand)
{
	int k;

	for (k = 0; k < s->n; k++)
		if (strcmp(cand, s->near[k]) == 0)
			return true;
	return strcmp(cand, s->name) == 0;
}

void
suggest_add(struct suggest *s, const char *cand)
{
	int d, longer;

	if (known(s, cand))
		return;
	if (strcasecmp(cand, s->name) == 0) {
		/* A case slip outranks every other near name. */
		if (!s->caseless)
			s->n = 0;
		s->caseless = true;
		rank(s, cand, 0);
		return;
	}
	if (s->caseless)
		return;
	d = suggest_distance(s->name, cand);
	longer = (int)strlen(cand) > (int)strlen(s->name) ?
	    (int)strlen(cand) : (int)strlen(s->name);
	/* Within 2 edits, and not every letter changed: '4' is not near
	 * '3', 'NE' is near 'N'. */
	if (d <= 2 && d < longer)
		rank(s, cand, d);
}

void
suggest_add_at(struct suggest *s, const char *cand, int d)
{
	if (!known(s, cand) && !s->caseless)
		rank(s, cand, d);
}

void
suggest_list(struct suggest *s, const char *const *cands)
{
	for (; *cands != NULL; cands++)
		suggest_add(s, *cands);
}

const char *
suggest_hint(const struct suggest *s, char *buf, size_t len)
{
	size_t at;
	int k;

	if (len == 0)
		return buf;
	buf[0] = '\0';
	for (k = 0; k < s->n; k++) {
		at = strlen(buf);
		snprintf(buf + at, len - at, "%s'%s'", k == 0 ?
		    " (did you mean " : k == s->n - 1 ? " or " : ", ",
		    s->near[k]);
	}
	if (s->n > 0) {
		at = strlen(buf);
		snprintf(buf + at, len - at, "?)");
	}
	return buf;
}
