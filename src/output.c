/* Writing an outcome: the JSON and YAML documents of FORMAT.md §4, keys in
 * their fixed order, and the text form that says the same in sentences. */
#include <stdio.h>
#include <string.h>

#include "output.h"
#include "rulecat.h"

static void
json_str(FILE *f, const char *s)
{
	putc('"', f);
	for (; *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (c < 0x20)
			fprintf(f, "\\u%04x", c);
		else
			putc(c, f);
	}
	putc('"', f);
}

/* One writer for both documents: YAML in flow style is a superset of
 * JSON, so the same calls produce either, with a little layout. */
struct doc {
	FILE *f;
	bool yaml;
};

static void
cites(struct doc *d, const char *key, const struct cite *c, int n)
{
	int i;

	fprintf(d->f, d->yaml ? "%s:" : "  \"%s\": [", key);
	if (n == 0)
		fputs(d->yaml ? " []\n" : "],\n", d->f);
	else if (!d->yaml)
		putc('\n', d->f);
	else
		putc('\n', d->f);
	for (i = 0; i < n; i++) {
		fputs(d->yaml ? "  - {rule: " : "    {\"rule\": ", d->f);
		json_str(d->f, c[i].rule);
		fputs(d->yaml ? ", message: " : ", \"message\": ", d->f);
		json_str(d->f, c[i].msg);
		if (c[i].has_at)
			fprintf(d->f, d->yaml ? ", at: [%d, %d]" :
			    ", \"at\": [%d, %d]", c[i].x, c[i].y);
		fputs(d->yaml ? "}\n" : i + 1 < n ? "},\n" : "}\n", d->f);
	}
	if (!d->yaml && n > 0)
		fputs("  ],\n", d->f);
}

static void
key(struct doc *d, const char *k, bool first)
{
	if (d->yaml)
		fprintf(d->f, "%s%s: ", first ? "  - " : "    ", k);
	else
		fprintf(d->f, "%s\"%s\": ", first ? "" : ", ", k);
}

static void
score(struct doc *d, const struct position *p, const struct score *s)
{
	int i;

	fputs(d->yaml ? "" : "    {", d->f);
	key(d, "feature", true);
	json_str(d->f, s->feature);
	if (d->yaml)
		putc('\n', d->f);
	key(d, "at", false);
	putc('[', d->f);
	for (i = 0; i < s->nat; i++)
		fprintf(d->f, "%s[%d, %d]", i ? ", " : "", s->at[i][0],
		    s->at[i][1]);
	fputs(d->yaml ? "]\n" : "]", d->f);
	key(d, "complete", false);
	fprintf(d->f, d->yaml ? "%s\n" : "%s", s->complete ? "true" : "false");
	key(d, "tiles", false);
	fprintf(d->f, d->yaml ? "%d\n" : "%d", s->tiles);
	key(d, "points", false);
	fprintf(d->f, d->yaml ? "%d\n" : "%d", s->points);
	if (s->has_extra) {
		bool first = true;

		key(d, "extra", false);
		putc('{', d->f);
		for (i = 0; i < p->nplayers; i++) {
			if (s->extra[i] == 0)
				continue;
			fprintf(d->f, d->yaml ? "%s%s: %d" : "%s\"%s\": %d",
			    first ? "" : ", ", color_name[p->players[i].color],
			    s->extra[i]);
			first = false;
		}
		fputs(d->yaml ? "}\n" : "}", d->f);
	}
	key(d, "winners", false);
	putc('[', d->f);
	for (i = 0; i < s->nwinners; i++) {
		fputs(i ? ", " : "", d->f);
		json_str(d->f, color_name[p->players[s->winners[i]].color]);
	}
	fputs(d->yaml ? "]\n" : "]", d->f);
	key(d, "rules", false);
	putc('[', d->f);
	for (i = 0; i < s->nrules; i++) {
		fputs(i ? ", " : "", d->f);
		json_str(d->f, s->rules[i]);
	}
	fputs(d->yaml ? "]\n" : "]", d->f);
	key(d, "breakdown", false);
	json_str(d->f, s->breakdown);
	fputs(d->yaml ? "\n" : "}", d->f);
}

static void
document(struct doc *d, const struct position *p, const struct outcome *o,
    const char *reading, bool last)
{
	int i;

	if (!d->yaml)
		fputs("{\n", d->f);
	if (reading != NULL) {
		fputs(d->yaml ? "reading: " : "  \"reading\": ", d->f);
		json_str(d->f, reading);
		fputs(d->yaml ? "\n" : ",\n", d->f);
	}
	fprintf(d->f, d->yaml ? "verdict: %s\n" : "  \"verdict\": \"%s\",\n",
	    o->legal ? "legal" : "illegal");
	cites(d, "violations", o->viol, o->nviol);
	cites(d, "applied", o->applied, o->napplied);
	fputs(d->yaml ? "scores:" : "  \"scores\": [", d->f);
	if (o->nscores == 0)
		fputs(d->yaml ? " []\n" : "],\n", d->f);
	else
		putc('\n', d->f);
	for (i = 0; i < o->nscores; i++) {
		score(d, p, &o->scores[i]);
		if (!d->yaml)
			fputs(i + 1 < o->nscores ? ",\n" : "\n", d->f);
	}
	if (!d->yaml && o->nscores > 0)
		fputs("  ],\n", d->f);
	fputs(d->yaml ? "totals: {" : "  \"totals\": {", d->f);
	for (i = 0; i < p->nplayers; i++)
		fprintf(d->f, d->yaml ? "%s%s: %d" : "%s\"%s\": %d",
		    i ? ", " : "", color_name[p->players[i].color],
		    o->totals[i]);
	fputs(d->yaml ? "}\n" : "}\n}", d->f);
	if (!d->yaml)
		fputs(last ? "\n" : ",\n", d->f);
}

void
output_json(FILE *f, const struct position *p, const struct outcome *o,
    const char *reading, bool last)
{
	struct doc d = { f, false };

	document(&d, p, o, reading, last);
}

void
output_yaml(FILE *f, const struct position *p, const struct outcome *o,
    const char *reading)
{
	struct doc d = { f, true };

	document(&d, p, o, reading, true);
}

/* --- text --- */

struct style {
	const char *on_good, *on_bad, *on_rule, *off;
};

static const struct style plain = { "", "", "", "" };
static const struct style ansi = { "\033[32m", "\033[31m", "\033[1m",
	"\033[0m" };

static void
rule_line(FILE *f, const struct style *st, const char *indent,
    const char *rule, const char *msg, bool has_at, int x, int y)
{
	const struct rule *r = rulecat_find(rule);

	fprintf(f, "%s%s[%s]%s ", indent, st->on_rule, rule, st->off);
	if (has_at)
		fprintf(f, "at (%d,%d): ", x, y);
	if (msg != NULL && *msg)
		fprintf(f, "%s.\n", msg);
	else
		fprintf(f, "%s.\n", r ? r->title : rule);
}

static void
players_list(FILE *f, const struct position *p, const int *w, int n)
{
	int i;

	for (i = 0; i < n; i++)
		fprintf(f, "%s%s", i == 0 ? "" : i + 1 == n ? " and " : ", ",
		    color_name[p->players[w[i]].color]);
}

static void
text_score(FILE *f, const struct style *st, const struct position *p,
    const struct score *s)
{
	int i;

	if (strcmp(s->feature, "robber-baron") == 0)
		fprintf(f, "  The Robber Baron");
	else if (strcmp(s->feature, "field") == 0) {
		/* Under farmers 1 and 2 an entry is a city and its farms. */
		fprintf(f, "  %s", s->complete ? "The farms around the "
		    "completed city on" : "The field on");
		for (i = 0; i < s->nat; i++)
			fprintf(f, " (%d,%d)", s->at[i][0], s->at[i][1]);
	} else {
		fprintf(f, "  %s %s", s->complete ? "Completed" :
		    "Unfinished", s->feature);
		if (s->path != NULL)
			fprintf(f, " %s", s->path);
		else {
			fprintf(f, " on ");
			for (i = 0; i < s->nat; i++)
				fprintf(f, "%s(%d,%d)", i ? " " : "",
				    s->at[i][0], s->at[i][1]);
		}
	}
	if (strcmp(s->feature, "robber-baron") == 0 && s->points == 0) {
		/* The award scores nothing now: say who takes it. */
		fprintf(f, ": %s.\n", s->breakdown);
		for (i = 0; i < s->nrules; i++)
			rule_line(f, st, "    ", s->rules[i], s->notes[i], false,
			    0, 0);
		return;
	}
	fprintf(f, ": %s = %d point%s", s->breakdown, s->points,
	    s->points == 1 ? "" : "s");
	if (s->nwinners == 0)
		fprintf(f, ", to nobody");
	else {
		fprintf(f, " to ");
		players_list(f, p, s->winners, s->nwinners);
		if (s->nwinners > 1)
			fprintf(f, " (each)");
	}
	if (s->has_extra)
		for (i = 0; i < p->nplayers; i++)
			if (s->extra[i])
				fprintf(f, ", and %d more to %s", s->extra[i],
				    color_name[p->players[i].color]);
	fprintf(f, ".\n");
	for (i = 0; i < s->nrules; i++)
		rule_line(f, st, "    ", s->rules[i], s->notes[i], false, 0, 0);
}

void
output_text(FILE *f, const struct position *p, const struct outcome *o,
    const char *reading, bool color)
{
	const struct style *st = color ? &ansi : &plain;
	int i;

	if (reading != NULL)
		fprintf(f, "With %s:\n", reading);
	if (p->action.end_game)
		fprintf(f, "%sEnd of game%s: final scoring of the board as it "
		    "stands.\n", st->on_good, st->off);
	else if (o->legal)
		fprintf(f, "%sLegal%s: %s's turn may be played as given.\n",
		    st->on_good, st->off,
		    color_name[p->players[p->action.player].color]);
	else
		fprintf(f, "%sIllegal%s: %s's turn cannot be played as "
		    "given:\n", st->on_bad, st->off,
		    color_name[p->players[p->action.player].color]);
	for (i = 0; i < o->nviol; i++)
		rule_line(f, st, "  ", o->viol[i].rule, o->viol[i].msg,
		    o->viol[i].has_at, o->viol[i].x, o->viol[i].y);
	if (o->napplied > 0)
		fprintf(f, "%s\n", o->legal ? "Checked:" :
		    "Checked before that:");
	for (i = 0; i < o->napplied; i++)
		rule_line(f, st, "  ", o->applied[i].rule, o->applied[i].msg,
		    o->applied[i].has_at, o->applied[i].x, o->applied[i].y);
	if (o->nscores > 0)
		fprintf(f, "Scored:\n");
	else if (o->legal)
		fprintf(f, "Nothing is scored.\n");
	for (i = 0; i < o->nscores; i++)
		text_score(f, st, p, &o->scores[i]);
	fprintf(f, "Totals: ");
	for (i = 0; i < p->nplayers; i++)
		fprintf(f, "%s%s %d", i ? ", " : "",
		    color_name[p->players[i].color], o->totals[i]);
	fprintf(f, ".\n");
	for (i = 0; i < o->nnotes; i++)
		fprintf(f, "Note: %s\n", o->notes[i]);
}
