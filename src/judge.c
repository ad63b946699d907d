/* The turn, part by part: place, the expansions' parts judged before
 * deployment (magic), deploy, then the expansions' other parts (tokens);
 * the first illegal part stops the judging with every violation it
 * found.  A legal turn is applied and every feature it completes is
 * scored. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "engine.h"
#include "judge.h"
#include "module.h"
#include "score.h"
#include "words.h"
#include "xalloc.h"

/* Applied citations of a part that turns out illegal are dropped: the
 * output lists those of the parts checked before the failing one. */
static int
fail_part(struct judge *j, int napplied)
{
	j->o->napplied = napplied;
	return 1;
}

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
		judge_cite(j, true, "BASE-TILE-EMPTY", "(%d,%d) already holds "
		    "%s", a->px, a->py, b->tiles[t].def->id);
		return fail_part(j, napplied);
	}
	judge_cite(j, false, "BASE-TILE-EMPTY", "(%d,%d) is empty", a->px,
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
		judge_cite(j, true, "BASE-TILE-ADJACENT", "(%d,%d) shares no "
		    "edge with a placed tile", a->px, a->py);
		return fail_part(j, napplied);
	}
	if (n == 0)
		judge_cite(j, false, "BASE-TILE-ADJACENT", "the board is empty: "
		    "(%d,%d) starts it", a->px, a->py);
	else
		judge_cite(j, false, "BASE-TILE-ADJACENT", "(%d,%d) touches %s",
		    a->px, a->py, touch);
	for (d = 0; d < 4; d++) {
		char mine, theirs;
		struct cite *c;

		if ((u = board_neighbour(b, t, d)) < 0)
			continue;
		mine = def->edges[(d - a->prot + 4) % 4];
		theirs = b->tiles[u].def->edges[(d + 2 - b->tiles[u].rot + 8) %
		    4];
		c = judge_cite(j, mine != theirs, "BASE-TILE-EDGES",
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
		return fail_part(j, napplied);
	board_unite_tile(b, t);
	j->placed = t;
	judge_refresh(j);
	return 0;
}

static int
supply_left(const struct judge *j, int pl, enum mkind k)
{
	int i, n = k == MK_FOLLOWER ? 7 : 1;

	if (j->p->supply[pl][k] >= 0)	/* the file's supply: */
		return j->p->supply[pl][k];
	for (i = 0; i < j->b->nmeeples; i++)
		if (j->b->meeples[i].player == pl &&
		    j->b->meeples[i].kind == k)
			n--;
	return n;
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

/* The player must have the meeple to deploy (the mage and the witch
 * belong to nobody). */
static void
check_supply(struct judge *j)
{
	const struct action *a = j->a;
	int left = supply_left(j, a->player, a->dkind);

	if (a->dkind == MK_MAGE || a->dkind == MK_WITCH)
		judge_cite(j, true, "BASE-DEPLOY-SUPPLY", "the %s belongs to "
		    "nobody: no player has one in supply to deploy",
		    mkind_name[a->dkind]);
	else if (left <= 0)
		judge_cite(j, true, "BASE-DEPLOY-SUPPLY", "%s has no %s left",
		    player_name(j->p, a->player), words_kind((int)a->dkind, 1));
	else
		judge_cite(j, false, "BASE-DEPLOY-SUPPLY", "%s has %d %s left",
		    player_name(j->p, a->player), left,
		    words_kind((int)a->dkind, left));
}

/* May the meeple arriving by j->route land on segment seg?  The modules
 * judge it as they would a deployment there (a flier: FLIER-LAND, and
 * LAB-OTHER on a labyrinth network).  Where it may not, their reasons
 * stay, as applied citations: they explain a crash. */
static bool
may_land(struct judge *j, int seg)
{
	struct outcome *o = j->o;
	int nv = o->nviol, na = o->napplied, n, i;
	struct cite *why;

	if (seg_def(j->b, seg)->kind == SEG_FIELD)
		return false;
	if (modules_deploy_free(j, seg) == HOOK_PASS) {
		o->napplied = na;
		return !j->fs.f[j->fs.of[seg]].complete;
	}
	if (o->nviol == nv) {
		o->napplied = na;
		return true;
	}
	n = o->nviol - nv;
	why = xmalloc((size_t)n, sizeof *why);
	memcpy(why, o->viol + nv, (size_t)n * sizeof *why);
	o->nviol = nv;
	for (i = 0; i < n; i++)
		*outcome_cite(o, false, why[i].rule) = why[i];
	free(why);
	return false;
}

/* The segments of tile t a flier's follower may land on, into land[]
 * (MAXSEGS at most); the reasons for the others are cited when keep. */
static int
landings(struct judge *j, int t, int *land, bool keep)
{
	const struct ptile *pt = &j->b->tiles[t];
	int na = j->o->napplied, i, n = 0;

	for (i = 0; i < pt->def->nsegs; i++)
		if (may_land(j, pt->seg0 + i))
			land[n++] = pt->seg0 + i;
	if (!keep)
		j->o->napplied = na;
	return n;
}

/* "the road (road@E), the field (field@SSE) or the city (city@N)": the
 * places a follower may choose between. */
static void
seg_list(const struct judge *j, const int *segs, int n, char *buf,
    size_t len)
{
	char name[32], words[96];
	int i;

	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		const struct ptile *pt = &j->b->tiles[j->b->segs[segs[i]].tile];

		snprintf(buf + strlen(buf), len - strlen(buf), "%s%s (%s)",
		    i == 0 ? "" : i == n - 1 ? " or " : ", ",
		    addr_words(pt->def, pt->rot, segs[i] -
		    pt->seg0, words, sizeof words),
		    seg_name(j->b, segs[i], name, sizeof name));
	}
}

/* A flier's follower refused where the action lands it: say whether it
 * could land elsewhere on that tile, or whether the turn is a crash. */
static void
crash_hint(struct judge *j, int nviol)
{
	const struct ptile *pt;
	int land[MAXSEGS], n, i;
	bool landing = false;
	char list[400];
	struct cite *c;

	if (j->route != VIA_FLIER || j->landing < 0)
		return;
	for (i = nviol; i < j->o->nviol; i++)
		landing |= strcmp(j->o->viol[i].rule, "FLIER-LAND") == 0 ||
		    strcmp(j->o->viol[i].rule, "LAB-OTHER") == 0;
	if (!landing)
		return;
	pt = &j->b->tiles[j->landing];
	n = landings(j, j->landing, land, false);
	seg_list(j, land, n, list, sizeof list);
	if (n > 0)
		c = judge_cite(j, true, "FLIER-LAND", "on %s at (%d,%d) the "
		    "follower may land on %s", pt->def->id, pt->x, pt->y, list);
	else
		c = judge_cite(j, true, "FLIER-LAND", "nothing on %s at "
		    "(%d,%d) takes the follower: the flight crashes, which the "
		    "turn writes as deploy: {via: flier, roll: %d} without "
		    "feature", pt->def->id, pt->x, pt->y, j->a->roll);
	cite_at(c, j->b, j->landing);
}

/* deploy: {via: flier, roll} without feature: the flight crashes, which
 * is legal only where the follower can land nowhere (FLIER-LAND). */
static int
part_crash(struct judge *j, int t, int nviol, int napplied)
{
	const struct action *a = j->a;
	int land[MAXSEGS], n = 0, na;
	char list[400];
	struct cite *c;

	if (j->o->nviol > nviol)	/* no flying machine */
		return fail_part(j, napplied);
	if (t >= 0) {
		na = j->o->napplied;
		if ((n = landings(j, t, land, true)) > 0) {
			j->o->napplied = na;
			seg_list(j, land, n, list, sizeof list);
			c = judge_cite(j, true, "FLIER-LAND", "the follower can "
			    "land on %s on %s at (%d,%d), and where it can land "
			    "it must: the flight does not crash", list,
			    j->b->tiles[t].def->id, j->b->tiles[t].x,
			    j->b->tiles[t].y);
			cite_at(c, j->b, t);
		}
	}
	check_supply(j);
	if (j->o->nviol > nviol)
		return fail_part(j, napplied);
	judge_cite(j, false, "FLIER-LAND", "the flight crashes: %s's %s stays "
	    "in supply", player_name(j->p, a->player), words_kind((int)a->dkind, 1));
	return 0;
}

/* What a deployment needs wherever it goes: a figure that may stand on
 * the kind of feature named, and one in supply. */
static void
check_figure(struct judge *j)
{
	const struct action *a = j->a;

	if (a->dkind == MK_WAGON && a->daddr.kind == SEG_FIELD)
		judge_cite(j, true, "WAGON-MOVE", "a wagon never stands on a "
		    "field");
	check_supply(j);
}

/* A deployment with no tile to go on: its other violations still
 * listed (the judge lists every violation of the part that fails). */
static int
fail_deploy(struct judge *j, int napplied)
{
	check_figure(j);
	return fail_part(j, napplied);
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
		return part_crash(j, t, nviol, napplied);
	if (h == HOOK_PASS) {
		if (a->dat_given && (t = board_tile_at(b, a->dx, a->dy)) < 0) {
			judge_cite(j, true, "BASE-DEPLOY-TILE", "no tile at "
			    "(%d,%d)", a->dx, a->dy);
			return fail_deploy(j, napplied);
		}
		if (!a->dat_given && (t = j->placed) < 0) {
			judge_cite(j, true, "BASE-DEPLOY-TILE", "no tile was "
			    "placed this turn");
			return fail_deploy(j, napplied);
		}
		if (t != j->placed) {
			c = judge_cite(j, true, "BASE-DEPLOY-TILE", "%s at "
			    "(%d,%d) is not the tile placed this turn",
			    b->tiles[t].def->id, b->tiles[t].x, b->tiles[t].y);
			cite_at(c, b, t);
		}
	}
	if (t < 0) {
		crash_hint(j, nviol);
		return fail_deploy(j, napplied);
	}
	/* The loader checked the address against this tile (and a flier's
	 * route against its landing square). */
	if ((s = addr_resolve(b->tiles[t].def, b->tiles[t].rot,
	    &a->daddr)) < 0)
		return diag_fatal("internal error: unchecked address");
	s += b->tiles[t].seg0;
	if (judge_words(j))
		seg_name(b, s, name, sizeof name);
	else
		name[0] = '\0';
	if (h == HOOK_PASS && t == j->placed)
		judge_cite(j, false, "BASE-DEPLOY-TILE", "%s%s%s%s is on the "
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
			c = judge_cite(j, true, "BASE-DEPLOY-FREE", "%s is part "
			    "of a %s already held by %s", desc,
			    segkind_name[j->fs.f[fi].kind], who);
			cite_at(c, b, t);
		} else
			judge_cite(j, false, "BASE-DEPLOY-FREE", "%s holds no "
			    "follower", desc);
	}
	check_figure(j);
	if (j->o->nviol > nviol) {
		crash_hint(j, nviol);
		return fail_part(j, napplied);
	}
	board_add_meeple(b, a->player, a->dkind, s, a->deploypos);
	j->deploy_seg = s;
	judge_refresh(j);
	return 0;
}

static void
snapshot(struct judge *j, bool **state)
{
	int s;

	free(*state);
	*state = xcalloc((size_t)j->b->nsegs, sizeof **state);
	for (s = 0; s < j->b->nsegs; s++)
		(*state)[s] = j->fs.f[j->fs.of[s]].complete;
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
 * the wagons have moved on (WAGON-MOVE): a wagon that moves on does not
 * go back. */
static void
judge_returns(struct judge *j)
{
	int e, i, k;

	if (!judge_words(j))
		return;		/* brief: the rule is cited already */
	for (e = 0; e < j->o->nscores; e++) {
		struct score *s = &j->o->scores[e];
		int back = 0, moved = 0;

		for (k = 0; k < s->nrules; k++)
			if (strcmp(s->rules[k], "BASE-RETURN") == 0)
				break;
		if (k == s->nrules || j->scored[e] == 0)
			continue;
		for (i = 0; i < j->nreturned; i++)
			if (j->returned[i].feature == j->scored[e] - 1) {
				if (j->returned[i].moved)
					moved++;
				else
					back++;
			}
		if (moved == 0)
			score_note(s, "BASE-RETURN", "%d meeple%s go%s back to "
			    "supply", back, back == 1 ? "" : "s",
			    back == 1 ? "es" : "");
		else if (back == 0)
			score_note(s, "BASE-RETURN", "no meeple goes back to "
			    "supply: %d wagon%s move%s on instead (WAGON-MOVE)",
			    moved, moved == 1 ? "" : "s", moved == 1 ? "s" : "");
		else
			score_note(s, "BASE-RETURN", "%d meeple%s go%s back to "
			    "supply; %d wagon%s move%s on instead (WAGON-MOVE)",
			    back, back == 1 ? "" : "s", back == 1 ? "es" : "",
			    moved, moved == 1 ? "" : "s", moved == 1 ? "s" : "");
	}
}

static void
score_turn(struct judge *j)
{
	int fi, s;

	for (fi = 0; fi < j->fs.nf; fi++) {
		const struct feature *f = &j->fs.f[fi];
		bool fresh = false;

		if (!f->live || !f->complete || f->kind == SEG_FIELD)
			continue;
		for (s = j->fs.first[fi]; s >= 0 && !fresh; s = j->fs.next[s])
			fresh = s >= j->nbefore || !j->before[s];
		if (fresh)
			score_feature(j, fi, false);
	}
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
 * whether it is legal -- with no sentence written and no snapshot kept
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
		snapshot(&j, &j.before);
	j.nbefore = j.b->nsegs;
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
				snapshot(&j, &j.after_tile);
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
	free(j.before);
	free(j.after_tile);
	free(j.scored);
	free(j.local);
	free(j.tile_seen);
	free(j.returned);
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
