/* Abbey & Mayor, the wagon: after its feature scores, a wagon may move to
 * an incomplete, unoccupied feature (WAGON-MOVE, both editions' reach);
 * onto a labyrinth network, LAB-OTHER (judged by the modules' deploy_free
 * hooks with the wagon as the route). */
#include <stdio.h>
#include <stdlib.h>

#include "board.h"
#include "diag.h"
#include "judge.h"
#include "module.h"

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
	struct position *p = j->p;
	struct board *b = j->b;
	const struct module *const *m;
	int ft, tt, fs, ts, i, r = -1, fi;
	enum hook h = HOOK_PASS;
	char desc[96];
	struct cite *c;

	if ((ft = board_tile_at(b, w->fx, w->fy)) < 0 ||
	    (tt = board_tile_at(b, w->tx, w->ty)) < 0) {
		judge_cite(j, true, "WAGON-MOVE", "no tile at (%d,%d)",
		    ft < 0 ? w->fx : w->tx, ft < 0 ? w->fy : w->ty);
		return 1;
	}
	/* The loader checked both addresses against these tiles. */
	if ((fs = addr_resolve(&b->tiles[ft], &w->from)) < 0 ||
	    (ts = addr_resolve(&b->tiles[tt], &w->to)) < 0)
		return diag_fatal("internal error: unchecked address");
	fs += b->tiles[ft].seg0;
	ts += b->tiles[tt].seg0;
	for (i = 0; i < j->nreturned; i++)
		if (j->returned[i].m.kind == MK_WAGON &&
		    j->returned[i].m.seg == fs)
			r = i;
	if (r < 0) {
		judge_segdesc(j, fs, desc, sizeof desc);
		judge_cite(j, true, "WAGON-MOVE", "no wagon came back from %s "
		    "this turn", desc);
		return 1;
	}
	fi = j->returned[r].feature;
	judge_segdesc(j, ts, desc, sizeof desc);
	if (w->to.kind == SEG_FIELD) {
		judge_cite(j, true, "WAGON-MOVE", "a wagon never goes onto a "
		    "field");
		return 1;
	}
	if (p->rules.v[SET_WAGON_MOVE] == WAGON_C2) {
		int dx = abs(b->tiles[tt].x - w->fx), dy = abs(b->tiles[tt].y -
		    w->fy);

		if (dx > 1 || dy > 1) {
			judge_cite(j, true, "WAGON-MOVE", "wagon-move c2: %s is "
			    "not on the wagon's tile or the 8 around it", desc);
			return 1;
		}
	} else if (!connected(j, fi, j->fs.of[ts])) {
		judge_cite(j, true, "WAGON-MOVE", "wagon-move c1: %s is not "
		    "directly connected to the scored feature", desc);
		return 1;
	}
	if (j->fs.f[j->fs.of[ts]].complete) {
		judge_cite(j, true, "WAGON-MOVE", "%s is complete", desc);
		return 1;
	}
	j->route = VIA_WAGON;
	for (m = modules; *m && h == HOOK_PASS; m++)
		if ((*m)->deploy_free)
			h = (*m)->deploy_free(j, ts);
	if (h == HOOK_PASS && j->fs.f[j->fs.of[ts]].nfollowers > 0) {
		judge_cite(j, true, "WAGON-MOVE", "%s is occupied", desc);
		return 1;
	}
	c = judge_cite(j, false, "WAGON-MOVE", "the %s wagon moves on to %s "
	    "(wagon-move %s)", player_name(p, j->returned[r].m.player), desc,
	    settingdefs[SET_WAGON_MOVE].values[p->rules.v[SET_WAGON_MOVE]]);
	cite_at(c, b, tt);
	board_add_meeple(b, j->returned[r].m.player, MK_WAGON, ts, w->pos);
	j->returned[r].m.kind = MK_FOLLOWER;	/* moved: not again */
	judge_refresh(j);
	return 0;
}

static int
after_scoring(struct judge *j)
{
	int i, rc, nviol = j->o->nviol;

	for (i = 0; i < j->p->action.nwagons; i++)
		if ((rc = move_one(j, &j->p->action.wagons[i])) != 0)
			return rc;
	return j->o->nviol > nviol;
}

const struct module wagon_module = {
	.name = "wagon",
	.after_scoring = after_scoring,
};
