/* suggest: the valid names closest to an unknown one, for the "did you
 * mean" of a diagnostic (carcjudge(1), DIAGNOSTICS): a match that differs
 * only in case first; else up to 3 names within edit distance 2,
 * closest first, leaving out a name that shares nothing with the unknown
 * one. */
#ifndef CARCJUDGE_SUGGEST_H
#define CARCJUDGE_SUGGEST_H

#include <stdbool.h>
#include <stddef.h>

#define SUGGEST_MAX 3

/* Levenshtein distance ignoring ASCII case; 99 for names of 63 bytes or
 * more (too long to be a typing slip of a short name).  Names whose
 * lengths differ by more than 2 get that difference, a bound below the
 * distance: only a distance up to 2 makes a hint. */
int suggest_distance(const char *a, const char *b);

struct suggest {
	const char *name;		/* the unknown name */
	const char *near[SUGGEST_MAX];
	int rank[SUGGEST_MAX];
	int n;
	bool caseless;			/* near[] holds case-only matches */
};

void suggest_init(struct suggest *, const char *name);
/* Offers one valid name; the pointer is kept, not copied. */
void suggest_add(struct suggest *, const char *candidate);
/* Offers a name the caller finds near by its own measure, as near as d
 * edits (a rule ID's family by its start). */
void suggest_add_at(struct suggest *, const char *candidate, int d);
/* Offers every name of a NULL-terminated list. */
void suggest_list(struct suggest *, const char *const *candidates);
/* " (did you mean 'a', 'b' or 'c'?)", or "" when nothing is close. */
const char *suggest_hint(const struct suggest *, char *buf, size_t len);

#endif
