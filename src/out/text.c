/* The text form: the same answer as the documents, in sentences, one rule
 * ID in brackets per line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "doc.h"
#include "moves.h"
#include "rulecat.h"
#include "settings.h"
#include "text.h"
#include "words.h"
#include "xalloc.h"

struct style {
	const char *on_good, *on_bad, *on_rule, *off;
};

static const struct style plain = { "", "", "", "" };
static const struct style ansi = { "\033[32m", "\033[31m", "\033[1m",
	"\033[0m" };

static void
rule_line(FILE *f, const struct style *st, const char *indent,
    enum rule_id rule, const char *msg, bool has_at, int x, int y)
{
	char xy[32];

	fprintf(f, "%s%s[%s]%s ", indent, st->on_rule, rule_name(rule),
	    st->off);
	/* The square, unless the sentence names it already. */
	snprintf(xy, sizeof xy, "(%d,%d)", x, y);
	if (has_at && (msg == NULL || strstr(msg, xy) == NULL))
		fprintf(f, "at %s: ", xy);
	if (msg != NULL && *msg)
		fprintf(f, "%s.\n", msg);
	else
		fprintf(f, "%s.\n", rulecat_at((int)rule)->title);
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
			fprintf(f, "%s(%d,%d)", i ? ", " : " ", s->at[i][0],
			    s->at[i][1]);
	} else {
		fprintf(f, "  %s %s", s->complete ? "Completed" :
		    "Unfinished", s->feature);
		if (s->path != NULL)
			fprintf(f, " %s", s->path);
		else {
			fprintf(f, " on ");
			for (i = 0; i < s->nat; i++)
				fprintf(f, "%s(%d,%d)", i ? ", " : "",
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

/* With score: in the position: "Standings: red 16, blue 3." (after
 * end-game "Final standings: ...", then who won). */
static void
text_standings(FILE *f, const struct position *p, const struct outcome *o)
{
	int st[MAXPLAYERS], w[MAXPLAYERS], n, i;

	if (!outcome_standings(p, o, st))
		return;
	fprintf(f, "%s: ", p->action.end_game ? "Final standings" :
	    "Standings");
	for (i = 0; i < p->nplayers; i++)
		fprintf(f, "%s%s %d", i ? ", " : "",
		    color_name[p->players[i].color], st[i]);
	fprintf(f, ".\n");
	if ((n = outcome_winners(p, o, w)) == 0)
		return;
	fprintf(f, "%s: ", n == 1 ? "Winner" : "Winners, tied");
	players_list(f, p, w, n);
	fprintf(f, " with %d point%s.\n", st[w[0]], st[w[0]] == 1 ? "" :
	    "s");
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
	text_standings(f, p, o);
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

/* --- moves --- */

/* One choice: its words, then the notation to type at a column of its
 * own. */
static void
choice_line(FILE *f, const char *words, const char *key)
{
	fprintf(f, "    %-52s %s: ", words, key);
}

/* The words of a choice are written to a string first, to be padded. */
static FILE *
words_open(char **buf, size_t *len)
{
	FILE *w = open_memstream(buf, len);

	if (w == NULL)
		xnomem();
	return w;
}

/* Deployments that differ only in their kind. */
static bool
same_target(const struct mdeploy *a, const struct mdeploy *b)
{
	return a->crash == b->crash && a->at_given == b->at_given &&
	    a->x == b->x && a->y == b->y && a->addr.kind == b->addr.kind &&
	    a->addr.where == b->addr.where && a->via == b->via &&
	    a->roll == b->roll;
}

/* A deployment's target in words, p's action placing the tile. */
static void
deploy_words(FILE *w, const struct position *p, const struct mdeploy *d)
{
	if (via_lands_by_rule(d->via))
		fprintf(w, "%s rolls %d, ", via_def[d->via]->name, d->roll);
	else if (d->via != VIA_NONE)
		fprintf(w, "%s, ", via_def[d->via]->words);
	if (d->crash)
		fputs("the flight crashes", w);
	else
		words_feature(w, p, d->at_given, d->x, d->y, &d->addr);
}

/* The deployments d[0 .. n) onto one target, one line: the kinds in
 * words, the first one's notation, the other kinds to type instead. */
static void
deploy_line(FILE *f, const struct position *p, const struct mdeploy *d,
    int n)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *w = words_open(&buf, &len);
	int i;

	deploy_words(w, p, d);
	fputs(": ", w);
	for (i = 0; i < n; i++)
		fprintf(w, "%s%s", i == 0 ? "" : i + 1 == n ? " or " : ", ",
		    mkind_name(d[i].kind));
	if (fclose(w) != 0)
		xnomem();
	choice_line(f, buf, "deploy");
	free(buf);
	note_deploy(f, NOTE_POSITION, d);
	for (i = 1; i < n; i++)
		fprintf(f, "%s%s", i == 1 ? " (or kind: " : ", ",
		    mkind_name(d[i].kind));
	fputs(n > 1 ? ")\n" : "\n", f);
}

/* A module's part in words: as the module says it, else by its fields. */
static void
part_words(FILE *f, const struct position *p, const struct module *m,
    const struct partcand *c)
{
	int i, k;

	if (m->part_words != NULL && m->part_words(f, p, c))
		return;
	for (i = 0; i < c->nitems; i++)
		for (k = 0; k < c->item[i].nfields; k++)
			fprintf(f, "%s%s %s", i || k ? ", " : "",
			    c->item[i].field[k].key, c->item[i].field[k].value);
}

static void
part_line(FILE *f, const struct position *p, const struct module *m,
    const struct partcand *c)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *w = words_open(&buf, &len);

	part_words(w, p, m, c);
	if (fclose(w) != 0)
		xnomem();
	choice_line(f, buf, m->part);
	free(buf);
	note_part(f, NOTE_POSITION, c);
	putc('\n', f);
}

/* "turned 90 or 270" for the placements [from, to) of one square. */
static void
rotations(FILE *f, const struct moves *m, int from, int to)
{
	int i;

	fputs("turned ", f);
	for (i = from; i < to; i++)
		fprintf(f, "%s%d", i == from ? "" : i + 1 == to ? " or " : ", ",
		    m->pl[i].rot * 90);
}

/*
 * What reads the same under every placement of the tile, or under every
 * rotation of a square -- a token on another tile, a deployment through
 * a portal, often the whole list of a symmetric tile -- is written once,
 * not under each rotation.  A choice is the same when its words and its
 * notation are: its key is both, one string; the keys of a placement are
 * sorted to be found in n log n.
 */
struct keys {
	int n;
	char **s;
};

/* Where a choice is written: under its rotation, its square, or once
 * for every placement. */
enum level { UNDER_ROTATION, UNDER_SQUARE, UNDER_ALL };

/* The position with the action placing its tile as pl does: the words of
 * a feature on the placed tile depend on the rotation. */
static struct position
placed(const struct position *p, const struct mplacement *pl)
{
	struct position q = *p;

	q.action.at_given = q.action.rot_given = true;
	q.action.px = pl->x;
	q.action.py = pl->y;
	q.action.prot = pl->rot;
	return q;
}

/* The key of deployment i (k < 0) or of part k's candidate i. */
static char *
choice_key(const struct position *q, const struct moves *m,
    const struct mplacement *pl, int k, int i)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *w = words_open(&buf, &len);

	if (k < 0) {
		deploy_words(w, q, &pl->deploy[i]);
		fputs("\tdeploy: ", w);
		note_deploy(w, NOTE_POSITION, &pl->deploy[i]);
	} else {
		part_words(w, q, m->part[k], &pl->part[k].c[i]);
		fprintf(w, "\t%s: ", m->part[k]->part);
		note_part(w, NOTE_POSITION, &pl->part[k].c[i]);
	}
	if (fclose(w) != 0)
		xnomem();
	return buf;
}

static int
key_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool
keys_has(const struct keys *ks, const char *key)
{
	return ks->n > 0 && bsearch(&key, ks->s, (size_t)ks->n, sizeof *ks->s,
	    key_cmp) != NULL;
}

static void
keys_free(struct keys *ks)
{
	int i;

	for (i = 0; i < ks->n; i++)
		free(ks->s[i]);
	free(ks->s);
	ks->n = 0;
	ks->s = NULL;
}

/* Every listed choice of one placement, sorted. */
static void
placement_keys(const struct position *p, const struct moves *m,
    const struct mplacement *pl, struct keys *ks)
{
	struct position q = placed(p, pl);
	int i, k, n = 0;

	for (i = 0; i < pl->ndeploy; i++)
		n += pl->deploy_listed[i];
	for (k = 0; k < m->nparts; k++)
		for (i = 0; i < pl->part[k].n; i++)
			n += pl->part[k].listed[i];
	ks->s = xmalloc((size_t)n + 1, sizeof *ks->s);
	ks->n = 0;
	for (i = 0; i < pl->ndeploy; i++)
		if (pl->deploy_listed[i])
			ks->s[ks->n++] = choice_key(&q, m, pl, -1, i);
	for (k = 0; k < m->nparts; k++)
		for (i = 0; i < pl->part[k].n; i++)
			if (pl->part[k].listed[i])
				ks->s[ks->n++] = choice_key(&q, m, pl, k, i);
	qsort(ks->s, (size_t)ks->n, sizeof *ks->s, key_cmp);
}

/* The choices listed under every placement [from, to), except those in
 * outer (written further out already); none when one placement fits. */
static void
common_keys(const struct position *p, const struct moves *m, int from,
    int to, const struct keys *outer, struct keys *common)
{
	struct keys *ks;
	int r, i, n;

	common->n = 0;
	common->s = NULL;
	if (to - from < 2)
		return;
	ks = xcalloc((size_t)(to - from), sizeof *ks);
	for (r = from; r < to; r++)
		placement_keys(p, m, &m->pl[r], &ks[r - from]);
	/* The first placement's keys that every other one holds, kept in
	 * its sorted array; the rest freed. */
	for (i = 0, n = 0; i < ks[0].n; i++) {
		bool all = !keys_has(outer, ks[0].s[i]);

		for (r = 1; r < to - from && all; r++)
			all = keys_has(&ks[r], ks[0].s[i]);
		if (all)
			ks[0].s[n++] = ks[0].s[i];
		else
			free(ks[0].s[i]);
	}
	common->n = n;
	common->s = ks[0].s;
	for (r = 1; r < to - from; r++)
		keys_free(&ks[r]);
	free(ks);
}

/* Where each listed choice of a placement is written. */
struct levels {
	enum level *deploy;
	enum level *part[MAXPARTS];
};

static enum level
level_of(const struct position *q, const struct moves *m,
    const struct mplacement *pl, int k, int i, const struct keys *all,
    const struct keys *square)
{
	enum level lv = UNDER_ROTATION;
	char *key;

	if (all->n == 0 && square->n == 0)
		return lv;
	key = choice_key(q, m, pl, k, i);
	if (keys_has(all, key))
		lv = UNDER_ALL;
	else if (keys_has(square, key))
		lv = UNDER_SQUARE;
	free(key);
	return lv;
}

static void
levels_mark(const struct position *p, const struct moves *m,
    const struct mplacement *pl, const struct keys *all,
    const struct keys *square, struct levels *lv)
{
	struct position q = placed(p, pl);
	int i, k;

	lv->deploy = xcalloc((size_t)pl->ndeploy + 1, sizeof *lv->deploy);
	for (i = 0; i < pl->ndeploy; i++)
		if (pl->deploy_listed[i])
			lv->deploy[i] = level_of(&q, m, pl, -1, i, all,
			    square);
	for (k = 0; k < m->nparts; k++) {
		lv->part[k] = xcalloc((size_t)pl->part[k].n + 1,
		    sizeof *lv->part[k]);
		for (i = 0; i < pl->part[k].n; i++)
			if (pl->part[k].listed[i])
				lv->part[k][i] = level_of(&q, m, pl, k, i, all,
				    square);
	}
}

static void
levels_free(const struct moves *m, struct levels *lv)
{
	int k;

	free(lv->deploy);
	for (k = 0; k < m->nparts; k++)
		free(lv->part[k]);
}

/* The parts judged before the deployment (after false) or after it, of
 * level want. */
static void
parts_text(FILE *f, const struct position *q, const struct moves *m,
    const struct mplacement *pl, const struct levels *lv, bool after,
    enum level want)
{
	int i, k;

	for (k = 0; k < m->nparts; k++) {
		if (m->part[k]->part_after_deploy != after)
			continue;
		for (i = 0; i < pl->part[k].n; i++)
			if (pl->part[k].listed[i] && lv->part[k][i] == want)
				part_line(f, q, m->part[k], &pl->part[k].c[i]);
	}
}

/* The choices of one placement written at level want, in the action's
 * order: the parts before the deployment, the deployments, the parts
 * after it. */
static void
choices_text(FILE *f, const struct position *p, const struct moves *m,
    const struct mplacement *pl, const struct levels *lv, enum level want)
{
	struct position q = placed(p, pl);
	bool *done;
	int i, j;

	parts_text(f, &q, m, pl, lv, false, want);
	/* One line per target with its kinds; a crash's kinds lie apart in
	 * the list (kind sorts before roll), so the line gathers them. */
	done = xcalloc((size_t)pl->ndeploy + 1, sizeof *done);
	for (i = 0; i < pl->ndeploy; i++) {
		struct mdeploy group[3];
		int n = 0;

		if (done[i] || !pl->deploy_listed[i] || lv->deploy[i] != want)
			continue;
		for (j = i; j < pl->ndeploy && n < 3; j++)
			if (!done[j] && pl->deploy_listed[j] &&
			    lv->deploy[j] == want &&
			    same_target(&pl->deploy[i], &pl->deploy[j])) {
				group[n++] = pl->deploy[j];
				done[j] = true;
			}
		deploy_line(f, &q, group, n);
	}
	free(done);
	parts_text(f, &q, m, pl, lv, true, want);
}

/* The choices of placement r at level want. */
static void
level_text(FILE *f, const struct position *p, const struct moves *m, int r,
    const struct keys *all, const struct keys *square, enum level want)
{
	struct levels lv;

	levels_mark(p, m, &m->pl[r], all, square, &lv);
	choices_text(f, p, m, &m->pl[r], &lv, want);
	levels_free(m, &lv);
}

/* One square: the rotations that fit, what every one of them allows
 * alike (beyond what every placement does), then each rotation's count
 * and its own choices. */
static void
square_text(FILE *f, const struct position *p, const struct moves *m,
    int from, int to, const struct keys *all)
{
	struct keys square;
	int r;

	common_keys(p, m, from, to, all, &square);
	if (square.n > 0) {
		fprintf(f, "  Whatever the rotation:\n");
		level_text(f, p, m, from, all, &square, UNDER_SQUARE);
	}
	for (r = from; r < to; r++) {
		fprintf(f, "  Turned %d: %ld complete turn%s.\n",
		    m->pl[r].rot * 90, m->pl[r].nturns,
		    m->pl[r].nturns == 1 ? "" : "s");
		level_text(f, p, m, r, all, &square, UNDER_ROTATION);
	}
	keys_free(&square);
}

void
text_moves(FILE *f, const struct position *p, const struct moves *m,
    bool color)
{
	const struct style *st = color ? &ansi : &plain;
	const char *id = m->tile->id;
	struct keys all, none = { 0, NULL };
	int i, j;

	if (m->nplacements == 0) {
		if (m->narrowed)
			fprintf(f, "%sNo legal turn%s of %s's with %s has every "
			    "part the action gives.\n", st->on_bad, st->off,
			    player_name(p, m->player), id);
		else
			fprintf(f, "%s%s fits nowhere%s: the base rules discard "
			    "it and draw again.\n", st->on_bad, id, st->off);
		return;
	}
	/* Beyond one square, what every placement allows comes first. */
	if (m->pl[0].x != m->pl[m->nplacements - 1].x ||
	    m->pl[0].y != m->pl[m->nplacements - 1].y)
		common_keys(p, m, 0, m->nplacements, &none, &all);
	else
		all = none;
	if (all.n > 0) {
		fprintf(f, "Wherever %s goes:\n", id);
		level_text(f, p, m, 0, &all, &none, UNDER_ALL);
		putc('\n', f);
	}
	for (i = 0; i < m->nplacements; i = j) {
		for (j = i; j < m->nplacements && m->pl[j].x == m->pl[i].x &&
		    m->pl[j].y == m->pl[i].y; j++)
			continue;
		if (i > 0)
			putc('\n', f);
		fprintf(f, "%s%s fits at (%d,%d) ", st->on_good, id,
		    m->pl[i].x, m->pl[i].y);
		rotations(f, m, i, j);
		fprintf(f, "%s.\n", st->off);
		square_text(f, p, m, i, j, &all);
	}
	keys_free(&all);
	fprintf(f, "\n%s's %s: %d placement%s, %ld complete turn%s (%ld "
	    "candidate turn%s judged).\n", player_name(p, m->player), id,
	    m->nplacements, m->nplacements == 1 ? "" : "s", m->nturns,
	    m->nturns == 1 ? "" : "s", m->judged, m->judged == 1 ? "" : "s");
}

void
text_fits(FILE *f, const struct position *p, const bool fits[4])
{
	const struct action *a = &p->action;
	int r, n = 0, k = 0;

	for (r = 0; r < 4; r++)
		n += fits[r];
	if (n == 0) {
		fprintf(f, "No rotation of %s fits at (%d,%d).\n", a->tile->id,
		    a->px, a->py);
		return;
	}
	fprintf(f, "%s fits at (%d,%d) turned ", a->tile->id, a->px, a->py);
	for (r = 0; r < 4; r++)
		if (fits[r]) {
			k++;
			fprintf(f, "%s%d", k == 1 ? "" : k == n ? " or " : ", ",
			    r * 90);
		}
	fprintf(f, " ('carcjudge moves' lists every legal turn).\n");
}
