/* Reading a position: the base schema of carcjudge(5) checked node by
 * node, so that every error points at the node that caused it.  The
 * expansions' keys are read by their modules as they come. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "expect.h"
#include "grid.h"
#include "module.h"
#include "position.h"
#include "schema.h"
#include "xalloc.h"

const char *const color_name[NCOLORS] = {
	"red", "green", "blue", "yellow", "black", "grey"
};
const char *const mkind_name[NMKINDS] = {
	"follower", "large", "wagon", "mage", "witch"
};

/* What a player's supply holds of each kind (the mage and the witch
 * belong to nobody). */
static const int kind_supply[NMKINDS] = { 7, 1, 1, 0, 0 };

int
color_by_name(const char *s)
{
	int i;

	for (i = 0; i < NCOLORS; i++)
		if (strcmp(s, color_name[i]) == 0)
			return i;
	return -1;
}

int
player_by_color(const struct position *p, int c)
{
	int i;

	for (i = 0; i < p->nplayers; i++)
		if (p->players[i].color == c)
			return i;
	return NOBODY;
}

const char *
player_name(const struct position *p, int pl)
{
	return pl == NOBODY ? "nobody" : color_name[p->players[pl].color];
}

/* --- rules: --- */

static int
setting(struct position *p, const struct ynode *v, const char *key)
{
	int s = settings_find(key), val;

	if (ynode_is_null(v))
		return 0;	/* the default */
	if (v->kind != YN_SCALAR || (val = settings_value(s, v->str)) < 0)
		return node_error(p, v, "%s is %s", key, settings_choices(s));
	p->rules.v[s] = val;
	p->rules.given[s] = true;
	return 0;
}

static int
load_rules(struct position *p, const struct ynode *r)
{
	static const char *const keys[] = { "farmers", "tiny-city",
		"labyrinth", "witch", "cathedral-final", "wagon-move", "tunnel",
		NULL };
	static const char *const tkeys[] = { "tokens", "variant",
		"other-tunnels", "same-tile", NULL };
	size_t i, j;

	if (ynode_is_null(r))
		return 0;
	TRY(want(p, r, YN_MAP, "rules"));
	TRY(only_keys(p, r, keys, KEY_NONE, "rules"));
	for (i = 0; i < r->n; i++) {
		const struct ynode *k = r->items[2 * i], *v = r->items[2 * i + 1];

		if (strcmp(k->str, "tunnel") != 0) {
			TRY(setting(p, v, k->str));
			continue;
		}
		p->rules.tunnel = true;
		if (ynode_is_null(v))
			continue;
		TRY(want(p, v, YN_MAP, "tunnel"));
		TRY(only_keys(p, v, tkeys, KEY_NONE, "tunnel"));
		for (j = 0; j < v->n; j++) {
			char key[64];

			snprintf(key, sizeof key, "tunnel.%s",
			    v->items[2 * j]->str);
			TRY(setting(p, v->items[2 * j + 1], key));
		}
	}
	return 0;
}

/* --- players: --- */

static int
load_players(struct position *p, const struct ynode *ps)
{
	static const char *const keys[] = { "color", NULL };
	size_t i;

	TRY(want(p, ps, YN_SEQ, "players"));
	if (ps->n == 0)
		return node_error(p, ps, "players: 1 to 6 players, not none");
	for (i = 0; i < ps->n; i++) {
		const struct ynode *e = ps->items[i], *c = e;
		int col;

		if (i == MAXPLAYERS)
			return node_error(p, e, "players: at most 6 players");
		if (e->kind == YN_MAP) {
			TRY(only_keys(p, e, keys, KEY_PLAYER, "a player"));
			TRY(need(p, e, "color", "a player", &c));
		} else
			TRY(want(p, e, YN_SCALAR, "a player"));
		TRY(color(p, c, &col));
		if (player_by_color(p, col) != NOBODY)
			return node_error(p, c, "player colour '%s' given twice",
			    c->str);
		p->players[p->nplayers].color = col;
		p->players[p->nplayers++].pos = node_pos(e);
	}
	/* The expansions' keys of each player, once every colour is known
	 * (a key may name another player). */
	for (i = 0; i < ps->n; i++)
		if (ps->items[i]->kind == YN_MAP)
			TRY(modules_load_keys(p, KEY_PLAYER, (int)i,
			    ps->items[i]));
	return 0;
}

/* --- board: --- */

static int
load_entry(struct position *p, const struct ynode *e, struct grid *g)
{
	static const char *const keys[] = { "tile", "at", "rot", "meeples",
		NULL };
	const struct ynode *tn, *an;
	struct entry *t;
	int x, y;

	TRY(want(p, e, YN_MAP, "a board entry"));
	TRY(only_keys(p, e, keys, KEY_TILE, "a board entry"));
	p->tiles = xgrow(p->tiles, &p->cap_tiles, (size_t)p->ntiles + 1,
	    sizeof *p->tiles);
	t = &p->tiles[p->ntiles];
	memset(t, 0, sizeof *t);
	TRY(need(p, e, "tile", "a board entry", &tn));
	TRY(tile_ref(p, tn, &t->def));
	TRY(need(p, e, "at", "a board entry", &an));
	TRY(coords(p, an, "at", &x, &y));
	TRY(rotation(p, ynode_get(e, "rot"), &t->rot));
	if (grid_at(g, x, y) >= 0)
		return node_error(p, e, "two tiles on one square (%d,%d)", x, y);
	grid_add(g, x, y);
	t->x = x;
	t->y = y;
	t->pos = node_pos(e);
	t->atpos = node_pos(an);
	p->ntiles++;
	return 0;
}

/* The letter a placed tile shows on board edge dir. */
static char
edge_letter(const struct entry *t, int dir)
{
	return t->def->edges[(dir - t->rot + 4) % 4];
}

static const char *
letter_word(char c)
{
	return c == 'C' ? "city" : c == 'R' ? "road" : "field";
}

static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { 1, 0, -1, 0 };
static const char *const edge_word[4] = { "north", "east", "south", "west" };

/* Edges match and the board is one edge-connected group. */
static int
check_layout(struct position *p, const struct grid *g)
{
	int t, d, u, *queue, head = 0, tail = 0;
	bool *seen;

	for (t = 0; t < p->ntiles; t++)
		for (d = 0; d < 4; d++) {
			const struct entry *a = &p->tiles[t], *b;

			u = grid_at(g, a->x + dx[d], a->y + dy[d]);
			if (u < 0 || u > t)
				continue;
			b = &p->tiles[u];
			if (edge_letter(a, d) != edge_letter(b, (d + 2) % 4))
				return pos_error(p, a->pos, "edges do not match: "
				    "%s edge %s of %s at (%d,%d) meets %s of %s "
				    "at (%d,%d)", edge_word[d],
				    letter_word(edge_letter(a, d)), a->def->id,
				    a->x, a->y,
				    letter_word(edge_letter(b, (d + 2) % 4)),
				    b->def->id, b->x, b->y);
		}
	if (p->ntiles == 0)
		return 0;
	queue = xmalloc((size_t)p->ntiles, sizeof *queue);
	seen = xcalloc((size_t)p->ntiles, sizeof *seen);
	queue[tail++] = 0;
	seen[0] = true;
	while (head < tail) {
		t = queue[head++];
		for (d = 0; d < 4; d++) {
			u = grid_at(g, p->tiles[t].x + dx[d],
			    p->tiles[t].y + dy[d]);
			if (u >= 0 && !seen[u]) {
				seen[u] = true;
				queue[tail++] = u;
			}
		}
	}
	for (t = 0; t < p->ntiles && seen[t]; t++)
		continue;
	free(queue);
	free(seen);
	if (t < p->ntiles)
		return pos_error(p, p->tiles[t].pos, "the board is not "
		    "edge-connected: %s at (%d,%d) does not reach (%d,%d)",
		    p->tiles[t].def->id, p->tiles[t].x, p->tiles[t].y,
		    p->tiles[0].x, p->tiles[0].y);
	return 0;
}

static int
meeple_kind(const struct position *p, const struct ynode *v, enum mkind *k)
{
	int i;

	TRY(want(p, v, YN_SCALAR, "kind"));
	for (i = 0; i < NMKINDS; i++)
		if (strcmp(v->str, mkind_name[i]) == 0) {
			*k = (enum mkind)i;
			return 0;
		}
	return node_error(p, v, "unknown meeple kind '%s' (follower, large, "
	    "wagon, mage, witch)", diag_quote(v->str));
}

static int
load_meeple(struct position *p, int tile, const struct ynode *m,
    int used[MAXPLAYERS][NMKINDS])
{
	static const char *const keys[] = { "player", "feature", "kind",
		NULL };
	const struct entry *t = &p->tiles[tile];
	const struct ynode *v, *fn;
	struct emeeple *e;
	char name[32];

	TRY(want(p, m, YN_MAP, "a meeple"));
	TRY(only_keys(p, m, keys, KEY_NONE, "a meeple"));
	p->meeples = xgrow(p->meeples, &p->cap_meeples,
	    (size_t)p->nmeeples + 1, sizeof *p->meeples);
	e = &p->meeples[p->nmeeples];
	memset(e, 0, sizeof *e);
	e->tile = tile;
	e->kind = MK_FOLLOWER;
	e->player = NOBODY;
	e->pos = node_pos(m);
	if ((v = opt(m, "kind")) != NULL)
		TRY(meeple_kind(p, v, &e->kind));
	v = ynode_get(m, "player");
	if (kind_supply[e->kind] == 0) {
		if (v != NULL && !ynode_is_null(v))
			return node_error(p, v, "the %s belongs to nobody",
			    mkind_name[e->kind]);
	} else {
		TRY(need(p, m, "player", "a meeple", &v));
		TRY(player_ref(p, v, &e->player));
	}
	TRY(need(p, m, "feature", "a meeple", &fn));
	TRY(address(p, fn, &e->addr));
	if (addr_resolve(t->def, t->rot, &e->addr) < 0)
		return node_error(p, fn, "%s at (%d,%d) has no %s", t->def->id,
		    t->x, t->y, addr_text(&e->addr, name, sizeof name));
	/* Where a kind and its feature conflict: the later of the two. */
	e->kindpos = node_pos(node_later(ynode_get(m, "kind"), fn));
	if (e->player != NOBODY &&
	    ++used[e->player][e->kind] > kind_supply[e->kind])
		return node_error(p, m, "%s has more than %d %s%s",
		    player_name(p, e->player), kind_supply[e->kind],
		    e->kind == MK_LARGE ? "large follower" :
		    mkind_name[e->kind], kind_supply[e->kind] > 1 ? "s" : "");
	p->nmeeples++;
	return 0;
}

static int
load_board(struct position *p, const struct ynode *bd)
{
	int used[MAXPLAYERS][NMKINDS] = { { 0 } };
	struct grid g;
	size_t i, j;
	int rc = 0;

	grid_init(&g);
	for (i = 0; i < bd->n && rc == 0; i++)
		rc = load_entry(p, bd->items[i], &g);
	if (rc == 0)
		rc = check_layout(p, &g);
	grid_free(&g);
	for (i = 0; i < bd->n && rc == 0; i++) {
		const struct ynode *ms = opt(bd->items[i], "meeples");

		if (ms != NULL && (rc = want(p, ms, YN_SEQ, "meeples")) == 0)
			for (j = 0; j < ms->n && rc == 0; j++)
				rc = load_meeple(p, (int)i, ms->items[j], used);
		if (rc == 0)
			rc = modules_load_keys(p, KEY_TILE, (int)i,
			    bd->items[i]);
	}
	return rc;
}

/* --- action: --- */

static int
load_place(struct position *p, const struct ynode *n)
{
	static const char *const keys[] = { "tile", "at", "rot", NULL };
	struct action *a = &p->action;
	const struct ynode *v;

	TRY(want(p, n, YN_MAP, "place"));
	TRY(only_keys(p, n, keys, KEY_NONE, "place"));
	TRY(need(p, n, "tile", "place", &v));
	TRY(tile_ref(p, v, &a->tile));
	if ((v = opt(n, "at")) != NULL) {
		TRY(coords(p, v, "at", &a->px, &a->py));
		a->at_given = true;
	}
	if ((v = opt(n, "rot")) != NULL) {
		TRY(rotation(p, v, &a->prot));
		a->rot_given = true;
	}
	a->place = true;
	a->placepos = node_pos(n);
	return 0;
}

static int
load_deploy(struct position *p, const struct ynode *n)
{
	static const char *const keys[] = { "feature", "kind", "at", "via",
		"roll", NULL };
	struct action *a = &p->action;
	const struct ynode *v, *roll;

	TRY(want(p, n, YN_MAP, "deploy"));
	TRY(only_keys(p, n, keys, KEY_NONE, "deploy"));
	TRY(need(p, n, "feature", "deploy", &v));
	TRY(address(p, v, &a->daddr));
	a->dkind = MK_FOLLOWER;
	if ((v = opt(n, "kind")) != NULL)
		TRY(meeple_kind(p, v, &a->dkind));
	if ((v = opt(n, "at")) != NULL) {
		TRY(coords(p, v, "at", &a->dx, &a->dy));
		a->dat_given = true;
	}
	roll = opt(n, "roll");
	if ((v = opt(n, "via")) != NULL) {
		TRY(want(p, v, YN_SCALAR, "via"));
		if (strcmp(v->str, "portal") == 0)
			a->via = VIA_PORTAL;
		else if (strcmp(v->str, "flier") == 0)
			a->via = VIA_FLIER;
		else
			return node_error(p, v, "via is portal or flier, not "
			    "'%s'", diag_quote(v->str));
	}
	if (roll != NULL && a->via != VIA_FLIER)
		return node_error(p, roll, "roll goes with via: flier");
	if (a->via == VIA_FLIER) {
		TRY(need(p, n, "roll", "deploy via flier", &roll));
		TRY(integer(p, roll, 1, 3, "roll", &a->roll));
	}
	a->deploy = true;
	a->deploypos = node_pos(n);
	return 0;
}

static int
load_action(struct position *p, const struct ynode *n)
{
	static const char *const keys[] = { "player", "place", "deploy",
		NULL };
	struct action *a = &p->action;
	const struct ynode *v;

	a->present = true;
	a->pos = node_pos(n);
	if (n->kind == YN_SCALAR) {
		if (strcmp(n->str, "end-game") != 0)
			return node_error(p, n, "action is a turn (a mapping) or "
			    "'end-game', not '%s'", diag_quote(n->str));
		a->end_game = true;
		return 0;
	}
	TRY(want(p, n, YN_MAP, "action"));
	TRY(only_keys(p, n, keys, KEY_ACTION, "action"));
	TRY(need(p, n, "player", "action", &v));
	TRY(player_ref(p, v, &a->player));
	if ((v = opt(n, "place")) != NULL)
		TRY(load_place(p, v));
	if ((v = opt(n, "deploy")) != NULL)
		TRY(load_deploy(p, v));
	return modules_load_keys(p, KEY_ACTION, -1, n);
}

/* The tile an action names at (x, y): the placed one, else the board's;
 * NULL if the square is empty. */
static const struct entry *
action_tile(const struct position *p, int x, int y, struct entry *placed)
{
	const struct action *a = &p->action;
	int t;

	if (a->place && a->at_given && x == a->px && y == a->py) {
		memset(placed, 0, sizeof *placed);
		placed->def = a->tile;
		placed->x = x;
		placed->y = y;
		placed->rot = a->prot;
		return placed;
	}
	for (t = 0; t < p->ntiles; t++)
		if (p->tiles[t].x == x && p->tiles[t].y == y)
			return &p->tiles[t];
	return NULL;
}

int
position_check_address(const struct position *p, int x, int y,
    const struct addr *a)
{
	const struct entry *t;
	struct entry placed;
	char name[32];

	if ((t = action_tile(p, x, y, &placed)) == NULL ||
	    addr_resolve(t->def, t->rot, a) >= 0)
		return 0;
	return pos_error(p, a->pos, "%s at (%d,%d) has no %s", t->def->id, x,
	    y, addr_text(a, name, sizeof name));
}

/* --- the whole --- */

static int
load_root(struct position *p, const struct ynode *r, const struct loadopts *o)
{
	static const char *const keys[] = { "format", "rules", "players",
		"board", "action", "expect", NULL };
	const struct ynode *v, *bd, *ac;
	const struct action *a = &p->action;
	int fmt;

	TRY(want(p, r, YN_MAP, "a position"));
	TRY(only_keys(p, r, keys, KEY_TOP, "a position"));
	p->block_root = !r->flow;
	if ((v = ynode_get(r, "format")) != NULL && !ynode_is_null(v)) {
		TRY(integer(p, v, INT_MIN / 2, INT_MAX / 2, "format", &fmt));
		if (fmt != 1)
			return node_error(p, v, "format %d is not known; only 1 "
			    "exists", fmt);
	}
	if ((v = ynode_get(r, "rules")) != NULL)
		TRY(load_rules(p, v));
	TRY(need(p, r, "players", "a position", &v));
	TRY(load_players(p, v));
	TRY(modules_load_keys(p, KEY_TOP, -1, r));
	TRY(need(p, r, "board", "a position", &bd));
	TRY(want(p, bd, YN_SEQ, "board"));
	if (o->need_action)
		TRY(need(p, r, "action", "a position", &ac));
	else
		ac = opt(r, "action");
	if (ac != NULL)
		TRY(load_action(p, ac));
	TRY(load_board(p, bd));
	/* An address the named tile does not have is an input error
	 * whatever else is wrong with the action.  A flier's landing
	 * square, unless the action names it, is FLIER-LAND's to judge. */
	if (a->deploy && (a->via != VIA_FLIER || a->dat_given)) {
		if (a->dat_given)
			TRY(position_check_address(p, a->dx, a->dy, &a->daddr));
		else if (a->place && a->at_given)
			TRY(position_check_address(p, a->px, a->py, &a->daddr));
	}
	TRY(modules_loaded(p));
	if ((v = ynode_get(r, "expect")) != NULL) {
		size_t i;

		for (i = 0; i < r->n; i++)
			if (r->items[2 * i + 1] == v)
				p->expect_line = r->items[2 * i]->line;
		p->expect_end = v->end_line < p->expect_line ? p->expect_line :
		    v->end_line;
		if (o->read_expect)
			TRY(expect_load(p, v));
	}
	return 0;
}

int
position_load(struct position *p, const char *file, const char *buf,
    size_t len, const struct loadopts *o)
{
	struct ylimits lim = { o->max_bytes, 64, 1000000 };
	struct yerror err;
	struct ynode *root;
	int rc;

	memset(p, 0, sizeof *p);
	p->file = file;
	settings_defaults(&p->rules);
	if ((root = ynode_parse(buf, len, &lim, &err)) == NULL) {
		if (err.line == 0)	/* out of memory, not the input */
			return diag_fatal("%s: %s", file, err.msg);
		return diag_input(file, err.line, err.col, "%s", err.msg);
	}
	rc = load_root(p, root, o);
	ynode_free(root);
	return rc;
}

void
position_free(struct position *p)
{
	modules_free_keys(p);
	free(p->tiles);
	free(p->meeples);
	expect_free(p->expect);
	memset(p, 0, sizeof *p);
}
