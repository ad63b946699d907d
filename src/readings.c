#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "judge.h"
#include "readings.h"
#include "rulecat.h"
#include "settings.h"
#include "xalloc.h"

static int
reading(struct diag_state *d, const struct position *p,
    const struct rulesconf *ov,
    struct game *g, struct outcome *o, bool brief)
{
	int rc;

	memset(o, 0, sizeof *o);
	if ((rc = game_build(d, g, p, ov)) != 0)
		return rc;
	return brief ? judge_game_brief(g, o) : judge_game(g, o);
}

int
judge_reading(struct diag_state *d, const struct position *p,
    const struct rulesconf *ov, struct game *g, struct outcome *o)
{
	return reading(d, p, ov, g, o, false);
}

int
judge_reading_brief(struct diag_state *d, const struct position *p,
    const struct rulesconf *ov, struct game *g, struct outcome *o)
{
	return reading(d, p, ov, g, o, true);
}

/* Do the rules this key decides (rules.txt: their `key`) take part in the
 * outcome? */
static bool
key_cited(int s, const struct outcome *o)
{
	const char *key = settingdefs[s].key;
	int i;

	for (i = 0; i < rulecat_count(); i++)
		if (rulecat_at(i)->key != NULL &&
		    strcmp(rulecat_at(i)->key, key) == 0 &&
		    outcome_cites(o, (enum rule_id)i))
			return true;
	return false;
}

void
readings_disputed(struct diag_state *diag, const struct position *p,
    const struct rulesconf *ov, struct outcome *o)
{
	struct rulesconf file;
	int s, v, i;

	game_rules(p, ov, &file);
	/* A table's choice (settings.h) is no reading: no note on it. */
	for (s = 0; s < nsettings; s++) {
		if (settingdefs[s].table_choice || file.given[s] ||
		    !key_cited(s, o))
			continue;
		for (v = 1; v < settingdefs[s].nvalues; v++) {
			struct rulesconf alt;
			struct game g;
			struct outcome r;
			bool differ;
			int rc;

			if (ov != NULL)
				alt = *ov;
			else
				settings_defaults(&alt);
			alt.v[s] = v;
			alt.given[s] = true;
			struct diag_quiet quiet = diag_quiet_begin(diag);

			rc = judge_reading_brief(diag, p, &alt, &g, &r);
			diag_quiet_end(diag, quiet);
			if (rc <= 1) {
				differ = r.legal != o->legal;
				for (i = 0; i < p->nplayers; i++)
					differ |= r.totals[i] != o->totals[i];
				if (differ) {
					struct disputed *d =
					    outcome_disputed(o);

					d->setting = s;
					d->value = v;
					d->legal = r.legal;
					memcpy(d->totals, r.totals,
					    sizeof d->totals);
				}
				outcome_free(&r);
			}
			game_free(&g);
		}
	}
}

int
readings_parse_compare(struct diag_state *d, const char *arg, int *setting,
    int *values, int *n)
{
	char key[SETTINGS_KEY_MAX], *list, *tok, *save;
	const char *vals;
	int rc;

	*n = 0;
	if ((rc = settings_arg(d, "--compare", arg, "V1,V2", key, &vals)) != 0)
		return rc;
	if ((*setting = settings_find(key)) < 0)
		return settings_arg_unknown(d, "--compare", arg, key);
	list = xstrdup(vals);
	for (tok = strtok_r(list, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		int v = settings_value(*setting, tok);

		if (v < 0 || *n == MAXREAD) {
			if (*n == MAXREAD) {
				free(list);
				return diag_usage(d, "--compare '%s': at most 8 "
				    "readings", diag_quote(arg));
			}
			rc = settings_arg_value(d, "--compare", arg, *setting,
			    tok);
			free(list);
			return rc;
		}
		values[(*n)++] = v;
	}
	free(list);
	if (*n == 0)
		return diag_usage(d, "--compare '%s': no values",
		    diag_quote(arg));
	return 0;
}
