/* A fixture's expect: block.  It must say the verdict and the totals: an
 * empty block would check nothing. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "expect.h"
#include "module.h"
#include "rulecat.h"
#include "schema.h"
#include "xalloc.h"

/* "unknown rule ID 'X' (did you mean 'Y'? see 'carcjudge explain')", as
 * an unknown tile id is answered. */
static int
unknown_rule(const struct position *p, const struct ynode *id)
{
	char hint[200];
	size_t n;

	/* rulecat_hint gives " (did you mean 'Y'?)": its question, then
	 * where to look. */
	rulecat_hint(id->str, hint, sizeof hint);
	n = strlen(hint);
	if (n > 3)
		hint[n - 1] = '\0';
	return node_error(p, id, "unknown rule ID '%s' (%s%ssee 'carcjudge "
	    "explain')", diag_quote(id->str), n > 3 ? hint + 2 : "",
	    n > 3 ? " " : "");
}

int
expect_load(struct position *p, const struct ynode *e)
{
	static const char *const keys[] = { "verdict", "totals", "rules",
		NULL };
	struct expect *x;
	const struct ynode *v;
	size_t i;

	x = p->expect = xcalloc(1, sizeof *p->expect);
	/* `expect:` with nothing after it is a block that checks nothing. */
	if (ynode_is_null(e))
		return node_error(p, e, "expect needs 'verdict'");
	TRY(want(p, e, YN_MAP, "expect"));
	TRY(only_keys(p, e, keys, NULL, "expect"));
	TRY(need(p, e, "verdict", "expect", &v));
	TRY(want(p, v, YN_SCALAR, "verdict"));
	if (strcmp(v->str, "legal") == 0)
		x->verdict = 0;
	else if (strcmp(v->str, "illegal") == 0)
		x->verdict = 1;
	else
		return node_error(p, v, "verdict is legal or illegal");
	TRY(need(p, e, "totals", "expect", &v));
	TRY(want(p, v, YN_MAP, "totals"));
	for (i = 0; i < v->n; i++) {
		int pl, pts;

		TRY(player_ref(p, v->items[2 * i], &pl));
		TRY(integer(p, v->items[2 * i + 1], -1000000, 1000000,
		    "points", &pts));
		x->totals[pl] = pts;
	}
	if ((v = ynode_get(e, "rules")) != NULL) {
		TRY(want(p, v, YN_SEQ, "rules"));
		x->rules = xcalloc(v->n + 1, sizeof *x->rules);
		for (i = 0; i < v->n; i++) {
			const struct rule *r;

			TRY(want(p, v->items[i], YN_SCALAR, "a rule ID"));
			if ((r = rulecat_find(v->items[i]->str)) == NULL)
				return unknown_rule(p, v->items[i]);
			x->rules[x->nrules++] = rulecat_id(r);
		}
	}
	return 0;
}

void
expect_free(struct expect *x)
{
	if (x == NULL)
		return;
	free(x->rules);
	free(x);
}
