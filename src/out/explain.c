/* explain: the rule catalogue read out, as text or JSON (carcjudge
 * explain, carcjudge(3)'s cj_explain). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "escape.h"
#include "rulecat.h"
#include "run.h"
#include "settings.h"
#include "words.h"
#include "xalloc.h"

/* Prints text wrapped at 72 columns after indent. */
static void
wrap(FILE *out, const char *indent, const char *text)
{
	words_wrap(out, indent, indent, text, 72);
}

/* An unknown ID, with the closest known ones. */
static int
unknown_rule(struct diag_state *d, const char *id)
{
	char hint[200];

	return diag_usage(d, "unknown rule ID '%s'%s", diag_quote(id),
	    rulecat_hint(id, hint, sizeof hint));
}

static void
explain(FILE *out, const struct rule *r)
{
	int i, s = r->key ? settings_find(r->key) : -1;

	fprintf(out, "%s: %s\n", r->id, r->title);
	wrap(out, "  ", r->text);
	fputs("  Source:\n", out);
	wrap(out, "    ", r->source);
	if (r->key == NULL)
		return;
	fprintf(out, "  Disputed: rules key '%s' (default %s)\n", r->key,
	    s >= 0 ? settingdefs[s].values[0] : "?");
	for (i = 0; i < r->nreadings; i++) {
		char head[80];

		snprintf(head, sizeof head, "    %s=%s%s:", r->key,
		    r->readings[i].value, s >= 0 && strcmp(r->readings[i].value,
		    settingdefs[s].values[0]) == 0 ? " (default)" : "");
		fprintf(out, "%s\n", head);
		wrap(out, "      ", r->readings[i].text);
	}
}

/* "a; b; c" as ["a", "b", "c"]. */
static void
json_sources(FILE *f, const char *source)
{
	const char *s = source, *e;
	bool first = true;

	putc('[', f);
	while (*s != '\0') {
		char *one;

		e = strstr(s, "; ");
		one = xstrndup(s, e ? (size_t)(e - s) : strlen(s));
		fputs(first ? "" : ", ", f);
		esc_quoted(f, one);
		free(one);
		first = false;
		s = e ? e + 2 : s + strlen(s);
	}
	putc(']', f);
}

/* One rule as a JSON object, on one line. */
static void
explain_json(FILE *f, const struct rule *r)
{
	int i, s = r->key ? settings_find(r->key) : -1;

	fputs("{\"id\": ", f);
	esc_quoted(f, r->id);
	fputs(", \"title\": ", f);
	esc_quoted(f, r->title);
	fputs(", \"text\": ", f);
	esc_quoted(f, r->text);
	fputs(", \"sources\": ", f);
	json_sources(f, r->source);
	fputs(", \"key\": ", f);
	if (r->key != NULL)
		esc_quoted(f, r->key);
	else
		fputs("null", f);
	fputs(", \"default\": ", f);
	if (s >= 0)
		esc_quoted(f, settingdefs[s].values[0]);
	else
		fputs("null", f);
	fputs(", \"readings\": [", f);
	for (i = 0; i < r->nreadings; i++) {
		fputs(i ? ", {\"value\": " : "{\"value\": ", f);
		esc_quoted(f, r->readings[i].value);
		fputs(", \"text\": ", f);
		esc_quoted(f, r->readings[i].text);
		putc('}', f);
	}
	/* Whether the rule only explains (rules.txt's `role explains`). */
	fprintf(f, "], \"explains\": %s}", r->explains ? "true" : "false");
}

int
explain_rules(struct run *run, int n, const char *const *ids, bool json)
{
	FILE *out = run->out;
	int i, rc = 0;

	if (json) {
		/* The catalogue as a document: an array of the rules asked
		 * for, or of them all. */
		for (i = 0; i < n; i++)
			if (rulecat_find(ids[i]) == NULL)
				rc = unknown_rule(&run->diag, ids[i]);
		if (rc != 0)
			return rc;
		fputs("[\n", out);
		for (i = 0; i < (n == 0 ? rulecat_count() : n); i++) {
			fputs(i ? ",\n  " : "  ", out);
			explain_json(out, n == 0 ? rulecat_at(i) :
			    rulecat_find(ids[i]));
		}
		fputs("\n]\n", out);
		return 0;
	}
	if (n == 0) {
		/* No ID: the whole catalogue, one line each. */
		for (i = 0; i < rulecat_count(); i++)
			fprintf(out, "%-24s %s\n", rulecat_at(i)->id,
			    rulecat_at(i)->title);
		return 0;
	}
	/* Check every ID first: nothing is printed for a bad request. */
	for (i = 0; i < n; i++)
		if (rulecat_find(ids[i]) == NULL)
			rc = unknown_rule(&run->diag, ids[i]);
	if (rc != 0)
		return rc;
	for (i = 0; i < n; i++) {
		if (i > 0)
			putc('\n', out);
		explain(out, rulecat_find(ids[i]));
	}
	return 0;
}
