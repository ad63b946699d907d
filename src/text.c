/* The text form: the same answer as the documents, in sentences, one rule
 * ID in brackets per line. */
#include <stdio.h>
#include <string.h>

#include "rulecat.h"
#include "settings.h"
#include "text.h"

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

	char xy[32];

	fprintf(f, "%s%s[%s]%s ", indent, st->on_rule, rule, st->off);
	/* The square, unless the sentence names it already. */
	snprintf(xy, sizeof xy, "(%d,%d)", x, y);
	if (has_at && (msg == NULL || strstr(msg, xy) == NULL))
		fprintf(f, "at %s: ", xy);
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
	else if (strcmp(s->feature, "field") == 0 && s->path != NULL)
		fprintf(f, "  The field %s", s->path);
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

/* "Note: with farmers=1: red would gain 8 and blue 4. This position does
 * not set farmers, so the default applies: farmers=3 (the current farm
 * scoring), not 1 (the first printing's farm scoring)." */
static void
disputed_note(FILE *f, const struct position *p, const struct disputed *d,
    bool legal)
{
	const struct settingdef *s = &settingdefs[d->setting];
	int i;

	fprintf(f, "Note: with %s=%s: ", s->key, s->values[d->value]);
	if (d->legal != legal)
		fprintf(f, "the turn would be %s%s", d->legal ? "legal" :
		    "illegal", d->legal ? ": " : "");
	for (i = 0; d->legal && i < p->nplayers; i++)
		fprintf(f, "%s%s%s %d", i == 0 ? "" : i + 1 == p->nplayers ?
		    " and " : ", ", color_name[p->players[i].color],
		    i == 0 ? " would gain" : "", d->totals[i]);
	fprintf(f, ". This position does not set %s, so the default applies: "
	    "%s=%s (%s), not %s (%s).\n", s->key, s->key, s->values[0],
	    settings_value_words(d->setting, 0), s->values[d->value],
	    settings_value_words(d->setting, d->value));
}

void
text_outcome(FILE *f, const struct position *p, const struct outcome *o,
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
	for (i = 0; reading == NULL && i < o->ndisputed; i++)
		disputed_note(f, p, &o->disputed[i], o->legal);
}

void
text_compare(FILE *f, const struct position *p, int n,
    const char *const *readings, const struct outcome *os, bool color)
{
	int i, k;

	for (i = 0; i < n; i++) {
		if (i > 0)
			putc('\n', f);
		text_outcome(f, p, &os[i], readings[i], color);
	}
	fprintf(f, "\nSide by side:\n");
	for (i = 0; i < n; i++) {
		fprintf(f, "  %-36s %-8s", readings[i], os[i].legal ? "legal" :
		    "illegal");
		for (k = 0; k < p->nplayers; k++)
			fprintf(f, "%s%s %d", k ? ", " : " ",
			    color_name[p->players[k].color], os[i].totals[k]);
		putc('\n', f);
	}
}
