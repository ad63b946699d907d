/* Other ways to deploy than on the placed tile: a magic portal
 * (PORTAL-DEPLOY, The Princess & the Dragon) and a flying machine
 * (FLIER-LAND, The Flier), whose flight may crash: where the follower
 * could land, and a crash, are judged here too.  Labyrinth networks are
 * judged by LAB-OTHER in the labyrinth module, which runs first. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "module.h"
#include "words.h"
#include "xalloc.h"

/* Its routes, numbered when the registry declares them, in the order of
 * its rows. */
static int first_via;
#define VIA_PORTAL ((enum via)first_via)
#define VIA_FLIER ((enum via)(first_via + 1))

static const int arrow_dx[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int arrow_dy[8] = { 1, 1, 0, -1, -1, -1, 0, 1 };
static const char *const arrow_name[8] = {
	"north", "north-east", "east", "south-east", "south", "south-west",
	"west", "north-west"
};

static enum hook
portal_route(struct judge *j, int *tile)
{
	const struct action *a = j->a;
	const struct board *b = j->b;
	struct cite *c;

	if (a->via != VIA_PORTAL)
		return HOOK_PASS;
	*tile = -1;
	if (j->placed < 0 || !b->tiles[j->placed].def->portal) {
		judge_cite(j, true, RULE_PORTAL_DEPLOY, j->placed < 0 ? "no tile "
		    "was placed this turn" : "the tile placed this turn shows "
		    "no magic portal");
		return HOOK_DONE;
	}
	*tile = a->dat_given ? board_tile_at(b, a->dx, a->dy) : j->placed;
	if (*tile < 0) {
		judge_cite(j, true, RULE_PORTAL_DEPLOY, "no tile at (%d,%d)",
		    a->dx, a->dy);
		return HOOK_DONE;
	}
	c = judge_cite(j, false, RULE_PORTAL_DEPLOY, "the magic portal of %s "
	    "lets the meeple go to any placed tile: %s at (%d,%d)",
	    b->tiles[j->placed].def->id, b->tiles[*tile].def->id,
	    b->tiles[*tile].x, b->tiles[*tile].y);
	cite_at(c, b, *tile);
	return HOOK_DONE;
}

static enum hook
flier_route(struct judge *j, int *tile)
{
	const struct action *a = j->a;
	const struct board *b = j->b;
	const struct ptile *pt;
	int dir, x, y;

	if (a->via != VIA_FLIER)
		return HOOK_PASS;
	*tile = -1;
	if (j->placed < 0 || b->tiles[j->placed].def->flier < 0) {
		judge_cite(j, true, RULE_FLIER_LAND, j->placed < 0 ? "no tile was "
		    "placed this turn" : "the tile placed this turn shows no "
		    "flying machine");
		return HOOK_DONE;
	}
	pt = &b->tiles[j->placed];
	dir = (pt->def->flier + 2 * pt->rot) % 8;
	x = pt->x + a->roll * arrow_dx[dir];
	y = pt->y + a->roll * arrow_dy[dir];
	j->landing = board_tile_at(b, x, y);
	if (a->crash) {
		/* Whether it could land there is the judge's to ask. */
		*tile = j->landing;
		if (*tile < 0)
			judge_cite(j, false, RULE_FLIER_LAND, "a roll of %d along "
			    "the arrow (%s) reaches (%d,%d), an empty square",
			    a->roll, arrow_name[dir], x, y);
		else
			judge_cite(j, false, RULE_FLIER_LAND, "a roll of %d along "
			    "the arrow (%s) reaches %s at (%d,%d)", a->roll,
			    arrow_name[dir], b->tiles[*tile].def->id, x, y);
		return HOOK_DONE;
	}
	if (a->dat_given && (a->dx != x || a->dy != y)) {
		judge_cite(j, true, RULE_FLIER_LAND, "a roll of %d along the "
		    "arrow (%s) lands on (%d,%d), not (%d,%d)", a->roll,
		    arrow_name[dir], x, y, a->dx, a->dy);
		return HOOK_DONE;
	}
	if ((*tile = board_tile_at(b, x, y)) < 0) {
		judge_cite(j, true, RULE_FLIER_LAND, "a roll of %d along the "
		    "arrow (%s) reaches (%d,%d), an empty square: the flight "
		    "crashes, which the turn writes as deploy: {via: flier, "
		    "roll: %d} without feature", a->roll, arrow_name[dir], x, y,
		    a->roll);
		return HOOK_DONE;
	}
	if (addr_resolve(b->tiles[*tile].def, b->tiles[*tile].rot,
	    &a->daddr) < 0 || a->daddr.kind == SEG_FIELD) {
		judge_cite(j, true, RULE_FLIER_LAND, a->daddr.kind == SEG_FIELD ?
		    "a flier never lands on a field" : "%s at (%d,%d) has no "
		    "such feature to land on", b->tiles[*tile].def->id, x, y);
		*tile = -1;
		return HOOK_DONE;
	}
	judge_cite(j, false, RULE_FLIER_LAND, "a roll of %d along the arrow (%s) "
	    "lands on %s at (%d,%d)", a->roll, arrow_name[dir],
	    b->tiles[*tile].def->id, x, y);
	return HOOK_DONE;
}

static enum hook
route(struct judge *j, int *tile)
{
	if (portal_route(j, tile) == HOOK_DONE)
		return HOOK_DONE;
	return flier_route(j, tile);
}

static enum hook
deploy_free(struct judge *j, int seg)
{
	const struct feature *f = &j->fs.f[j->fs.of[seg]];
	char desc[160];

	if (j->route != VIA_PORTAL && j->route != VIA_FLIER)
		return HOOK_PASS;
	judge_segdesc(j, seg, desc, sizeof desc);
	if (j->route == VIA_PORTAL) {
		bool ok = !f->complete && f->nfollowers == 0;

		judge_cite(j, !ok, RULE_PORTAL_DEPLOY, ok ? "%s is incomplete and "
		    "unoccupied" : f->complete ? "%s is complete" :
		    "%s is occupied", desc);
		return HOOK_DONE;
	}
	judge_cite(j, f->complete, RULE_FLIER_LAND, f->complete ? "%s is "
	    "complete" : "%s is incomplete; occupied or not, a flier may land "
	    "there", desc);
	return HOOK_DONE;
}

/* moves: the squares a meeple may reach from the tile placed at (x, y)
 * turned rot: through its portal every tile on the board (the placed
 * tile itself is the ordinary deployment), by its flier the square each
 * roll reaches, empty or not. */
static int
deploy_routes(const struct game *g, int x, int y, int rot,
    struct route **out)
{
	const struct tiledef *def = g->p->action.tile;
	const struct board *b = &g->board;
	int n = 0, t, roll, dir;

	/* Room for the routes there are: a board's worth only for a
	 * portal, or every placement on a long board costs the board. */
	*out = xcalloc((def->portal ? (size_t)b->ntiles : 0) + 3,
	    sizeof **out);
	if (def->portal)
		for (t = 0; t < b->ntiles; t++) {
			(*out)[n].via = VIA_PORTAL;
			(*out)[n].x = b->tiles[t].x;
			(*out)[n++].y = b->tiles[t].y;
		}
	if (def->flier >= 0)
		for (roll = 1; roll <= 3; roll++) {
			dir = (def->flier + 2 * rot) % 8;
			(*out)[n].via = VIA_FLIER;
			(*out)[n].roll = roll;
			(*out)[n].x = x + roll * arrow_dx[dir];
			(*out)[n++].y = y + roll * arrow_dy[dir];
		}
	return n;
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
		landing |= j->o->viol[i].rule == RULE_FLIER_LAND ||
		    j->o->viol[i].rule == RULE_LAB_OTHER;
	if (!landing)
		return;
	pt = &j->b->tiles[j->landing];
	n = landings(j, j->landing, land, false);
	seg_list(j, land, n, list, sizeof list);
	if (n > 0)
		c = judge_cite(j, true, RULE_FLIER_LAND, "on %s at (%d,%d) the "
		    "follower may land on %s", pt->def->id, pt->x, pt->y, list);
	else
		c = judge_cite(j, true, RULE_FLIER_LAND, "nothing on %s at "
		    "(%d,%d) takes the follower: the flight crashes, which the "
		    "turn writes as deploy: {via: flier, roll: %d} without "
		    "feature", pt->def->id, pt->x, pt->y, j->a->roll);
	cite_at(c, j->b, j->landing);
}

/* deploy: {via: flier, roll} without feature: the flight crashes, which
 * is legal only where the follower can land nowhere (FLIER-LAND). */
static int
crash(struct judge *j, int t, int nviol, int napplied)
{
	const struct action *a = j->a;
	int land[MAXSEGS], n = 0, na;
	char list[400];
	struct cite *c;

	if (j->o->nviol > nviol)	/* no flying machine */
		return judge_fail_part(j, napplied);
	if (t >= 0) {
		na = j->o->napplied;
		if ((n = landings(j, t, land, true)) > 0) {
			j->o->napplied = na;
			seg_list(j, land, n, list, sizeof list);
			c = judge_cite(j, true, RULE_FLIER_LAND, "the follower can "
			    "land on %s on %s at (%d,%d), and where it can land "
			    "it must: the flight does not crash", list,
			    j->b->tiles[t].def->id, j->b->tiles[t].x,
			    j->b->tiles[t].y);
			cite_at(c, j->b, t);
		}
	}
	judge_check_supply(j);
	if (j->o->nviol > nviol)
		return judge_fail_part(j, napplied);
	judge_cite(j, false, RULE_FLIER_LAND, "the flight crashes: %s's %s stays "
	    "in supply", player_name(j->p, a->player), words_kind((int)a->dkind, 1));
	return 0;
}

/* Its routes: a portal's square is the action's; a flier's, the
 * roll's. */
static const struct viadef vias[] = {
	{ "portal", "through the portal", false, true },
	{ "flier", "by flier", true, true },
	{ .name = NULL }
};

const struct module routes_module = {
	.name = "portal-flier",
	.vias = vias,
	.vias_first = &first_via,
	.deploy_route = route,
	.deploy_free = { PHASE_DEPLOY_ROUTE, deploy_free },
	.deploy_routes = deploy_routes,
	.deploy_nowhere = crash,
	.deploy_refused = crash_hint,
};
