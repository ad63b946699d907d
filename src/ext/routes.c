/* Other ways to deploy than on the placed tile: a magic portal
 * (PORTAL-DEPLOY, The Princess & the Dragon) and a flying machine
 * (FLIER-LAND, The Flier), whose flight may crash (the judge asks where
 * it could land).  Labyrinth networks are judged by LAB-OTHER in the
 * labyrinth module, which runs first. */
#include <stdio.h>
#include <stdlib.h>

#include "engine.h"
#include "module.h"
#include "xalloc.h"

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

const struct module routes_module = {
	.name = "portal-flier",
	.deploy_route = route,
	.deploy_free = { PHASE_DEPLOY_ROUTE, deploy_free },
	.deploy_routes = deploy_routes,
};
