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
				return node_error(p, v->items[i], "unknown rule "
				    "ID '%s' (see 'carcjudge explain')",
				    diag_quote(v->items[i]->str));
			x->rules[x->nrules++] = r->id;
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
