/* Abbey & Mayor, the wagon: after its feature scores, a wagon may move to
 * an incomplete, unoccupied feature (WAGON-MOVE, both editions' reach);
 * onto a labyrinth network, LAB-OTHER (judged by the modules' deploy_free
 * hooks with the wagon as the route). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "engine.h"
#include "module.h"
#include "schema.h"
#include "xalloc.h"

/* Its rules: key (wagon-move), numbered when the registry declares it, and
 * the key's values in the order of its row. */
static int first_setting;
enum { WAGON_C2, WAGON_C1 };
/* Its figure and its route, numbered when the registry declares them. */
static int first_kind, first_via;
#define MK_WAGON ((enum mkind)first_kind)
#define VIA_WAGON ((enum via)first_via)

extern const struct module wagon_module;

struct wagonmove {
	int fx, fy, tx, ty;
	struct addr from, to;
	struct srcpos pos;
};

/* The action's wagon moves. */
struct wagon_keys {
	int n;
	struct wagonmove *moves;
};

static int
load_end(struct position *p, const struct ynode *n, const char *what,
    int *x, int *y, struct addr *a)
{
	static const char *const keys[] = { "at", "feature", NULL };
	const struct ynode *v;

	TRY(want(p, n, YN_MAP, what));
	TRY(only_keys(p, n, keys, NULL, what));
	TRY(need(p, n, "at", what, &v));
	TRY(coords(p, v, "at", x, y));
	TRY(need(p, n, "feature", what, &v));
	return address(p, v, a);
}

static int
load(struct position *p, int index, const struct ynode *v)
{
	static const char *const keys[] = { "from", "to", NULL };
	struct wagon_keys *k;
	size_t i;

	(void)index;
	if (ynode_is_null(v))
		return 0;
	TRY(want(p, v, YN_SEQ, "wagons"));
	k = module_keys(p, &wagon_module, sizeof *k);
	k->moves = xcalloc(v->n + 1, sizeof *k->moves);
	for (i = 0; i < v->n; i++) {
		const struct ynode *w = v->items[i], *e;
		struct wagonmove *m = &k->moves[k->n++];

		TRY(want(p, w, YN_MAP, "a wagon move"));
		TRY(only_keys(p, w, keys, NULL, "a wagon move"));
		m->pos = node_pos(w);
		TRY(need(p, w, "from", "a wagon move", &e));
		TRY(load_end(p, e, "from", &m->fx, &m->fy, &m->from));
		TRY(need(p, w, "to", "a wagon move", &e));
		TRY(load_end(p, e, "to", &m->tx, &m->ty, &m->to));
	}
	return 0;
}

static void
free_keys(void *block)
{
	free(((struct wagon_keys *)block)->moves);
}

/* A wagon never stands on a field; the moves name features the tiles
 * have. */
static int
loaded(struct position *p)
{
	const struct wagon_keys *k = module_keys_of(p, &wagon_module);
	int i;

	for (i = 0; i < p->nmeeples; i++)
		if (p->meeples[i].kind == MK_WAGON &&
		    p->meeples[i].addr.kind == SEG_FIELD)
			return pos_error(p, p->meeples[i].kindpos, "a wagon "
			    "never stands on a field");
	for (i = 0; k != NULL && i < k->n; i++) {
		TRY(position_check_address(p, k->moves[i].fx, k->moves[i].fy,
		    &k->moves[i].from));
		TRY(position_check_address(p, k->moves[i].tx, k->moves[i].ty,
		    &k->moves[i].to));
	}
	return 0;
}

static bool
stub_end(const struct segdef *sd, int end)
{
	return sd->kind == SEG_ROAD && sd->end == (enum roadend)end;
}

/* First edition: a feature directly connected to the scored one: roads
 * meeting at a junction or crossing, a road entering a city or a
 * cloister (and the other way round). */
static bool
connected(const struct judge *j, int from, int to)
{
	int s;

	for (s = j->fs.first[from]; s >= 0; s = j->fs.next[s]) {
		const struct ptile *pt = &j->b->tiles[j->b->segs[s].tile];
		const struct segdef *a = seg_def(j->b, s);
		int i;

		for (i = 0; i < pt->def->nsegs; i++) {
			const struct segdef *c = &pt->def->segs[i];

			if (j->fs.of[pt->seg0 + i] != to)
				continue;
			if (((stub_end(a, END_JUNCTION) ||
			    stub_end(a, END_CROSSING)) &&
			    (stub_end(c, END_JUNCTION) ||
			    stub_end(c, END_CROSSING))) ||
			    (stub_end(a, END_CITY) && c->kind == SEG_CITY) ||
			    (stub_end(c, END_CITY) && a->kind == SEG_CITY) ||
			    (stub_end(a, END_CLOISTER) &&
			    c->kind == SEG_CLOISTER) ||
			    (stub_end(c, END_CLOISTER) &&
			    a->kind == SEG_CLOISTER))
				return true;
		}
	}
	return false;
}

static int
move_one(struct judge *j, const struct wagonmove *w)
{
	const struct game *g = j->g;
	struct board *b = j->b;
	int ft, tt, fs, ts, i, r = -1, bad = 0;
	char desc[160];
	struct cite *c;

	if ((ft = board_tile_at(b, w->fx, w->fy)) < 0 ||
	    (tt = board_tile_at(b, w->tx, w->ty)) < 0) {
		judge_cite(j, true, RULE_WAGON_MOVE, "no tile at (%d,%d)",
		    ft < 0 ? w->fx : w->tx, ft < 0 ? w->fy : w->ty);
		return 1;
	}
	/* The loader checked both addresses against these tiles. */
	if ((fs = addr_resolve(b->tiles[ft].def, b->tiles[ft].rot,
	    &w->from)) < 0 ||
	    (ts = addr_resolve(b->tiles[tt].def, b->tiles[tt].rot, &w->to)) < 0)
		return diag_fatal(j->g->diag, "internal error: unchecked "
		    "address");
	fs += b->tiles[ft].seg0;
	ts += b->tiles[tt].seg0;
	for (i = 0; i < j->nreturned; i++)
		if (j->returned[i].m.kind == MK_WAGON &&
		    !j->returned[i].moved && j->returned[i].m.seg == fs)
			r = i;
	/* Every check, each violation listed (the judge lists all those of
	 * the part that fails). */
	if (r < 0) {
		judge_segdesc(j, fs, desc, sizeof desc);
		judge_cite(j, true, RULE_WAGON_MOVE, "no wagon came back from %s "
		    "this turn", desc);
		bad++;
	}
	judge_segdesc(j, ts, desc, sizeof desc);
	if (w->to.kind == SEG_FIELD) {
		judge_cite(j, true, RULE_WAGON_MOVE, "a wagon never goes onto a "
		    "field");
		bad++;
	}
	if (g->rules.v[first_setting] == WAGON_C2) {
		int dx = abs(b->tiles[tt].x - w->fx), dy = abs(b->tiles[tt].y -
		    w->fy);

		if (dx > 1 || dy > 1) {
			judge_cite(j, true, RULE_WAGON_MOVE, "with wagon-move=c2, "
			    "%s is not on the wagon's tile or one of the 8 "
			    "around it", desc);
			bad++;
		}
	} else if (r >= 0 && !connected(j, j->returned[r].feature,
	    j->fs.of[ts])) {
		judge_cite(j, true, RULE_WAGON_MOVE, "with wagon-move=c1, %s is "
		    "not directly connected to the scored feature", desc);
		bad++;
	}
	if (j->fs.f[j->fs.of[ts]].complete) {
		judge_cite(j, true, RULE_WAGON_MOVE, "%s is complete", desc);
		bad++;
	}
	/* Who may come onto the target (a labyrinth's own say) is asked
	 * of a move not refused already: its answer would repeat them. */
	j->route = VIA_WAGON;
	if (bad == 0 && j->deploy_free(j, ts) == HOOK_PASS &&
	    j->fs.f[j->fs.of[ts]].nfollowers > 0) {
		judge_cite(j, true, RULE_WAGON_MOVE, "%s is occupied", desc);
		bad++;
	}
	if (bad > 0)
		return 1;
	c = judge_cite(j, false, RULE_WAGON_MOVE, "the %s wagon moves on to %s "
	    "(wagon-move=%s)", player_name(j->p, j->returned[r].m.player), desc,
	    settingdefs[first_setting].values[g->rules.v[first_setting]]);
	cite_at(c, b, tt);
	board_add_meeple(b, j->returned[r].m.player, MK_WAGON, ts, w->pos);
	j->returned[r].moved = true;	/* not again, and not to supply */
	j->returned[r].moved_by = RULE_WAGON_MOVE;
	judge_refresh(j);
	return 0;
}

static int
after_scoring(struct judge *j)
{
	const struct wagon_keys *k = module_keys_of(j->p, &wagon_module);
	int i, rc, nviol = j->o->nviol, napplied = j->o->napplied;

	/* Every move judged, a refused one not stopping the others; what
	 * the part checked is not listed when it is refused. */
	for (i = 0; k != NULL && i < k->n; i++)
		if ((rc = move_one(j, &k->moves[i])) > 1)
			return rc;
	if (j->o->nviol == nviol)
		return 0;
	return judge_fail_part(j, napplied);
}

/* --- show: the wagon moves in a picture --- */

/* The player whose wagon stands on the feature a names at (x, y) in p,
 * or NOBODY. */
static int
wagon_owner(const struct position *p, int x, int y, const struct addr *a)
{
	int i, s;

	for (i = 0; i < p->nmeeples; i++) {
		const struct emeeple *m = &p->meeples[i];
		const struct entry *e = &p->tiles[m->tile];

		if (m->kind != MK_WAGON || e->x != x || e->y != y)
			continue;
		s = addr_resolve(e->def, e->rot, a);
		if (s >= 0 && s == addr_resolve(e->def, e->rot, &m->addr))
			return m->player;
	}
	return NOBODY;
}

/* "moves the red wagon from road@W at (1,0) to cloister at (2,1), the
 * blue wagon from ...". */
static bool
show_part(const struct game *g, struct showpart *sp)
{
	const struct position *p = g->p;
	const struct wagon_keys *k = module_keys_of(p, &wagon_module);
	char from[64], to[64], who[32];
	int i, pl;

	if (k == NULL || k->n == 0)
		return false;
	sp->after_deploy = true;
	for (i = 0; i < k->n; i++) {
		const struct wagonmove *w = &k->moves[i];
		struct showfig f;

		pl = wagon_owner(p, w->fx, w->fy, &w->from);
		memset(&f, 0, sizeof f);
		f.kind = MK_WAGON;
		f.color = pl == NOBODY ? -1 : p->players[pl].color;
		f.at_given = true;
		if (pl != NOBODY) {
			f.x = w->fx;
			f.y = w->fy;
			f.addr = w->from;
			f.leaves = true;
			f.note = "moves on this turn";
			showpart_fig(sp, &f);
		}
		f.x = w->tx;
		f.y = w->ty;
		f.addr = w->to;
		f.leaves = false;
		f.note = "moved here this turn";
		showpart_fig(sp, &f);
		if (pl != NOBODY)
			snprintf(who, sizeof who, "the %s wagon",
			    color_name[p->players[pl].color]);
		else
			snprintf(who, sizeof who, "a wagon");
		showpart_say(sp, "%s%s from %s to %s", i ? ", " : "moves ", who,
		    show_feature(g, true, w->fx, w->fy, &w->from, from,
		    sizeof from), show_feature(g, true, w->tx, w->ty, &w->to,
		    to, sizeof to));
	}
	return true;
}

static const struct modkey keys[] = {
	{ KEY_ACTION, "wagons", load },
	{ KEY_NONE, NULL, NULL }
};

/* A wagon never stands on a field. */
static void
deploy_figure(struct judge *j)
{
	const struct action *a = j->a;

	if (a->dkind == MK_WAGON && a->daddr.kind == SEG_FIELD)
		judge_cite(j, true, RULE_WAGON_MOVE, "a wagon never stands on a "
		    "field");
}

/* Its keys of the rules: block. */
static const struct settingdef settings[] = {
	{ "wagon-move", { "c2", "c1" }, 2,
	    { "a wagon moves within the 8 tiles around it",
	    "a wagon moves to a feature joined to the scored one" }, false },
	{ .key = NULL }
};

/* Its figure and its route: a wagon moving on after scoring. */
static const struct figdef figures[] = {
	{ "wagon", 1, 1, "wagon", "wagons", 0, false, '=', NULL },
	{ .name = NULL }
};
static const struct viadef vias[] = {
	{ "wagon", "by a wagon", false, false },
	{ .name = NULL }
};

const struct module wagon_module = {
	.name = "wagon",
	.figures = figures,
	.figures_first = &first_kind,
	.vias = vias,
	.vias_first = &first_via,
	.settings = settings,
	.settings_first = &first_setting,
	.deploy_figure = deploy_figure,
	.keys = keys,
	.free_keys = free_keys,
	.loaded = loaded,
	.after_scoring = { PHASE_AFTER_WAGON, after_scoring },
	.show_part = show_part,
};
