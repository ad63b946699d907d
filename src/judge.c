/* The turn, part by part: place, the modules' parts judged before the
 * deployment, deploy, then the modules' other parts (turn_part);
 * the first illegal part stops the judging with every violation it
 * found.  A legal turn is applied and every feature it completes is
 * scored. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "covtrial.h"
#include "diag.h"
#include "engine.h"
#include "judge.h"
#include "module.h"
#include "score.h"
#include "words.h"
#include "xalloc.h"

static int
part_place(struct judge *j)
{
	const struct action *a = j->a;
	const struct tiledef *def;
	struct board *b = j->b;
	int napplied = j->o->napplied, t, d, u, n = 0, bad = 0;
	char touch[200] = "";

	if (!a->place)
		return 0;
	def = modules_tile_form(j->g, a->tile);
	if ((t = board_tile_at(b, a->px, a->py)) >= 0) {
		judge_cite(j, true, RULE_BASE_TILE_EMPTY, "(%d,%d) already holds "
		    "%s", a->px, a->py, b->tiles[t].def->id);
		return judge_fail_part(j, napplied);
	}
	judge_cite(j, false, RULE_BASE_TILE_EMPTY, "(%d,%d) is empty", a->px,
	    a->py);
	t = board_add_tile(b, def, a->px, a->py, a->prot);
	for (d = 0; d < 4; d++) {
		if ((u = board_neighbour(b, t, d)) < 0)
			continue;
		if (judge_words(j))
			snprintf(touch + strlen(touch),
			    sizeof touch - strlen(touch), "%s(%d,%d)",
			    n ? ", " : "", b->tiles[u].x, b->tiles[u].y);
		n++;
	}
	if (n == 0 && b->ntiles > 1) {
		judge_cite(j, true, RULE_BASE_TILE_ADJACENT, "(%d,%d) shares no "
		    "edge with a placed tile", a->px, a->py);
		return judge_fail_part(j, napplied);
	}
	if (n == 0)
		judge_cite(j, false, RULE_BASE_TILE_ADJACENT, "the board is empty: "
		    "(%d,%d) starts it", a->px, a->py);
	else
		judge_cite(j, false, RULE_BASE_TILE_ADJACENT, "(%d,%d) touches %s",
		    a->px, a->py, touch);
	for (d = 0; d < 4; d++) {
		char mine, theirs;
		struct cite *c;

		if ((u = board_neighbour(b, t, d)) < 0)
			continue;
		mine = def->edges[(d - a->prot + 4) % 4];
		theirs = b->tiles[u].def->edges[(d + 2 - b->tiles[u].rot + 8) %
		    4];
		c = judge_cite(j, mine != theirs, RULE_BASE_TILE_EDGES,
		    "the %s on the %s edge of %s at (%d,%d) %s the %s of %s "
		    "at (%d,%d)",
		    mine == 'C' ? "city" : mine == 'R' ? "road" : "field",
		    dir_word[d], a->tile->id, a->px, a->py,
		    mine == theirs ? "meets" : "does not match",
		    theirs == 'C' ? "city" : theirs == 'R' ? "road" : "field",
		    b->tiles[u].def->id, b->tiles[u].x, b->tiles[u].y);
		if (mine != theirs) {
			cite_at(c, b, t);
			bad++;
		}
	}
	if (bad)
		return judge_fail_part(j, napplied);
	board_unite_tile(b, t);
	j->placed = t;
	judge_refresh(j);
	return 0;
}

/* Who holds a feature, for messages: "red's follower at (1,0)". */
static void
holders(const struct judge *j, int fi, char *buf, size_t len)
{
	int i, n = 0;

	buf[0] = '\0';
	for (i = 0; i < j->b->nmeeples; i++) {
		const struct meeple *m = &j->b->meeples[i];
		const struct ptile *t = &j->b->tiles[j->b->segs[m->seg].tile];
		size_t l = strlen(buf);

		if (j->fs.of[m->seg] != fi || m->player == NOBODY)
			continue;
		if (n++ == 3) {
			snprintf(buf + l, len - l, ", ...");
			return;
		}
		snprintf(buf + l, len - l, "%s%s's %s at (%d,%d)",
		    n > 1 ? ", " : "", player_name(j->p, m->player),
		    words_kind((int)m->kind, 1), t->x, t->y);
	}
}

/* What a deployment needs wherever it goes: a figure that may stand on
 * the kind of feature named, and one in supply. */
static void
check_figure(struct judge *j)
{
	modules_deploy_figure(j);
	judge_check_supply(j);
}

/* A deployment with no tile to go on: its other violations still
 * listed (the judge lists every violation of the part that fails). */
static int
fail_deploy(struct judge *j, int napplied)
{
	check_figure(j);
	return judge_fail_part(j, napplied);
}

static int
part_deploy(struct judge *j)
{
	const struct action *a = j->a;
	struct board *b = j->b;
	int napplied = j->o->napplied, nviol = j->o->nviol, t = -1, s;
	enum hook h;
	char name[32], desc[160];
	struct cite *c;

	if (!a->deploy)
		return 0;
	j->route = a->via;
	j->landing = -1;
	h = modules_deploy_route(j, &t);
	if (a->crash)
		return modules_deploy_nowhere(j, t, nviol, napplied);
	if (h == HOOK_PASS) {
		if (a->dat_given && (t = board_tile_at(b, a->dx, a->dy)) < 0) {
			judge_cite(j, true, RULE_BASE_DEPLOY_TILE, "no tile at "
			    "(%d,%d)", a->dx, a->dy);
			return fail_deploy(j, napplied);
		}
		if (!a->dat_given && (t = j->placed) < 0) {
			judge_cite(j, true, RULE_BASE_DEPLOY_TILE, "no tile was "
			    "placed this turn");
			return fail_deploy(j, napplied);
		}
		if (t != j->placed) {
			c = judge_cite(j, true, RULE_BASE_DEPLOY_TILE, "%s at "
			    "(%d,%d) is not the tile placed this turn",
			    b->tiles[t].def->id, b->tiles[t].x, b->tiles[t].y);
			cite_at(c, b, t);
		}
	}
	if (t < 0) {
		modules_deploy_refused(j, nviol);
		return fail_deploy(j, napplied);
	}
	/* The loader checked the address against this tile (and a route's
	 * landing square against the route). */
	if ((s = addr_resolve(b->tiles[t].def, b->tiles[t].rot,
	    &a->daddr)) < 0)
		return diag_fatal(j->g->diag, "internal error: unchecked "
		    "address");
	s += b->tiles[t].seg0;
	if (judge_words(j))
		seg_name(b, s, name, sizeof name);
	else
		name[0] = '\0';
	if (h == HOOK_PASS && t == j->placed)
		judge_cite(j, false, RULE_BASE_DEPLOY_TILE, "%s%s%s%s is on the "
		    "tile placed this turn", judge_words(j) ?
		    addr_words(b->tiles[t].def, b->tiles[t].rot,
		    s - b->tiles[t].seg0, desc, sizeof desc) : "",
		    strchr(name, '@') ? " (" : "", strchr(name, '@') ? name :
		    "", strchr(name, '@') ? ")" : "");
	if (modules_deploy_free(j, s) == HOOK_PASS) {
		int fi = j->fs.of[s];
		char who[200];

		judge_segdesc(j, s, desc, sizeof desc);
		if (j->fs.f[fi].nfollowers > 0) {
			holders(j, fi, who, sizeof who);
			c = judge_cite(j, true, RULE_BASE_DEPLOY_FREE, "%s is part "
			    "of a %s already held by %s", desc,
			    segkind_name[j->fs.f[fi].kind], who);
			cite_at(c, b, t);
		} else
			judge_cite(j, false, RULE_BASE_DEPLOY_FREE, "%s holds no "
			    "follower", desc);
	}
	check_figure(j);
	if (j->o->nviol > nviol) {
		modules_deploy_refused(j, nviol);
		return judge_fail_part(j, napplied);
	}
	board_add_meeple(b, a->player, a->dkind, s, a->deploypos);
	j->deploy_seg = s;
	judge_refresh(j);
	return 0;
}

/* Followers on scored features go back to supply; farmers stay. */
static void
return_followers(struct judge *j)
{
	struct board *b = j->b;
	bool *keep = xmalloc((size_t)b->nmeeples, sizeof *keep);
	int i, e;

	for (i = 0; i < b->nmeeples; i++) {
		const struct meeple *m = &b->meeples[i];
		int fi = j->fs.of[m->seg];
		bool gone = false;

		if (m->player != NOBODY && j->fs.f[fi].kind != SEG_FIELD)
			for (e = 0; e < j->o->nscores; e++)
				if (j->scored[e] == fi + 1)
					gone = true;
		if (gone) {
			j->returned = xgrow(j->returned, &j->capreturned,
			    (size_t)j->nreturned + 1, sizeof *j->returned);
			j->returned[j->nreturned].m = *m;
			j->returned[j->nreturned].moved = false;
			j->returned[j->nreturned++].feature = fi;
		}
		keep[i] = !gone;
	}
	board_keep_meeples(b, keep);
	free(keep);
}

/* What went back to supply from each feature scored this turn, told once
 * the modules have moved figures on (after_scoring): a figure that moves
 * on does not go back. */
static void
judge_returns(struct judge *j)
{
	int e, i, k;

	if (!judge_words(j))
		return;		/* brief: the rule is cited already */
	for (e = 0; e < j->o->nscores; e++) {
		struct score *s = &j->o->scores[e];
		int back = 0, moved = 0, kind = 0;
		enum rule_id by = RULE_BASE_RETURN;

		for (k = 0; k < s->nrules; k++)
			if (s->rules[k] == RULE_BASE_RETURN)
				break;
		if (k == s->nrules || j->scored[e] == 0)
			continue;
		for (i = 0; i < j->nreturned; i++)
			if (j->returned[i].feature == j->scored[e] - 1) {
				if (j->returned[i].moved) {
					moved++;
					kind = (int)j->returned[i].m.kind;
					by = j->returned[i].moved_by;
				} else
					back++;
			}
		if (moved == 0)
			score_note(s, RULE_BASE_RETURN, "%d meeple%s go%s back to "
			    "supply", back, back == 1 ? "" : "s",
			    back == 1 ? "es" : "");
		else if (back == 0)
			score_note(s, RULE_BASE_RETURN, "no meeple goes back to "
			    "supply: %d %s move%s on instead (%s)", moved,
			    words_kind(kind, moved), moved == 1 ? "s" : "",
			    rule_name(by));
		else
			score_note(s, RULE_BASE_RETURN, "%d meeple%s go%s back to "
			    "supply; %d %s move%s on instead (%s)", back,
			    back == 1 ? "" : "s", back == 1 ? "es" : "", moved,
			    words_kind(kind, moved), moved == 1 ? "s" : "",
			    rule_name(by));
	}
}

static int
cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/* Every feature the turn completed is scored, in the order of the
 * board's features.  Only a feature the turn changed can be one: any
 * other is what it was when the turn began. */
static void
score_turn(struct judge *j)
{
	const int *touched;
	int n = board_touched(j->b, WATCH_TURN, &touched), *fis, nf = 0, i, s;

	fis = xmalloc((size_t)n + 1, sizeof *fis);
	for (i = 0; i < n; i++) {
		const struct feature *f = &j->fs.f[touched[i]];

		if (f->live && f->complete && f->kind != SEG_FIELD)
			fis[nf++] = touched[i];
	}
	qsort(fis, (size_t)nf, sizeof *fis, cmp_int);
	for (i = 0; i < nf; i++) {
		int fi = fis[i];
		bool fresh = false;

		for (s = j->fs.first[fi]; s >= 0 && !fresh; s = j->fs.next[s])
			fresh = !board_was_complete(j->b, WATCH_TURN, s);
		if (fresh)
			score_feature(j, fi, false);
	}
	free(fis);
}

static void
end_game(struct judge *j)
{
	int fi;

	for (fi = 0; fi < j->fs.nf; fi++) {
		const struct feature *f = &j->fs.f[fi];

		if (!f->live || f->complete || f->kind == SEG_FIELD ||
		    f->nfollowers == 0)
			continue;
		score_feature(j, fi, true);
	}
	score_farms(j);
	modules_end_game(j);
}

static void
add_totals(struct judge *j)
{
	struct outcome *o = j->o;
	int i, w;

	for (i = 0; i < o->nscores; i++) {
		const struct score *s = &o->scores[i];

		for (w = 0; w < s->nwinners; w++)
			o->totals[s->winners[w]] += s->points;
		if (s->has_extra)
			for (w = 0; w < j->p->nplayers; w++)
				o->totals[w] += s->extra[w];
	}
}

/* Judges g's action: the whole turn, or (parts_only) its parts alone --
 * whether it is legal -- with no sentence written and no watch kept
 * for the scoring it does not reach; brief: the whole turn without its
 * sentences. */
static int
judge_run(struct game *g, struct outcome *o, bool parts_only, bool brief,
    struct trial_stop *stop)
{
	struct judge j;
	int rc = 0;

	memset(&j, 0, sizeof j);
	memset(o, 0, sizeof *o);
	o->terse = parts_only;
	o->brief = parts_only || brief;
	if (o->brief)
		covtrial_begin();	/* nothing it runs is printed */
	j.g = g;
	j.p = g->p;
	j.a = &g->p->action;
	j.b = &g->board;
	j.o = o;
	j.placed = -1;
	j.deploy_seg = -1;
	j.deploy_free = modules_deploy_free;
	j.feature_notes = modules_feature_notes;
	j.landing = -1;
	j.refused_by = -1;
	judge_refresh(&j);
	if (!parts_only)
		board_watch(j.b, WATCH_TURN);
	j.watching = !parts_only;
	o->legal = true;
	if (j.a->end_game)
		end_game(&j);
	else {
		enum trial_part at = TRIAL_PLACE;

		if ((rc = part_place(&j)) == 0 && (at = TRIAL_BEFORE,
		    rc = modules_placed_parts(&j)) == 0)
			at = TRIAL_DEPLOY, rc = part_deploy(&j);
		if (rc == 0) {
			if (!parts_only)
				board_watch(j.b, WATCH_TILE);
			at = TRIAL_AFTER;
			rc = modules_turn_parts(&j);
		}
		if (stop != NULL) {
			stop->part = rc == 0 ? TRIAL_LEGAL : at;
			stop->module = rc == 0 ? -1 : j.refused_by;
		}
		if (rc == 0 && !parts_only) {
			score_turn(&j);
			return_followers(&j);
			judge_refresh(&j);
			rc = modules_after_scoring(&j);
			if (rc == 0)
				judge_returns(&j);
		}
	}
	if (rc == 1) {
		int i;

		o->legal = false;
		outcome_context_to_applied(o);
		for (i = 0; i < o->nscores; i++)
			score_free(&o->scores[i]);
		o->nscores = 0;
	} else if (rc == 0) {
		scores_sort(o);
		add_totals(&j);
	} else
		outcome_free(o);	/* an internal error: nothing to report */
	board_unwatch(j.b, WATCH_TURN);
	board_unwatch(j.b, WATCH_TILE);
	free(j.scored);
	free(j.returned);
	if (parts_only || brief)
		covtrial_end();
	return rc;
}

int
judge_game(struct game *g, struct outcome *o)
{
	return judge_run(g, o, false, false, NULL);
}

int
judge_game_brief(struct game *g, struct outcome *o)
{
	return judge_run(g, o, false, true, NULL);
}

int
judge_trial(struct game *g, struct outcome *o)
{
	struct trial_stop stop;

	return judge_trial_where(g, o, &stop);
}

int
judge_trial_where(struct game *g, struct outcome *o, struct trial_stop *stop)
{
	/* The modules' states are plain data (module.h): a copy restores
	 * what the judging changed in them. */
	unsigned char *saved[MAXMODULES];
	size_t size[MAXMODULES];
	int i, mark, rc;

	for (i = 0; i < MAXMODULES && g->state[i].m != NULL; i++) {
		size[i] = g->state[i].m->state_size;
		saved[i] = size[i] ? xmalloc(size[i], 1) : NULL;
		if (size[i])
			memcpy(saved[i], g->state[i].data, size[i]);
	}
	mark = board_checkpoint(&g->board);
	stop->part = TRIAL_LEGAL;
	stop->module = -1;
	rc = judge_run(g, o, true, true, stop);
	board_rollback(&g->board, mark);
	while (--i >= 0) {
		if (size[i])
			memcpy(g->state[i].data, saved[i], size[i]);
		free(saved[i]);
	}
	return rc;
}
