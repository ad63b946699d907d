/* Reading a position: the base schema of carcjudge(5) checked node by
 * node, so that every error points at the node that caused it.  The
 * expansions' keys are read by their modules as they come; the action,
 * by action.c. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "action.h"
#include "diag.h"
#include "expect.h"
#include "grid.h"
#include "module.h"
#include "owntiles.h"
#include "position.h"
#include "schema.h"
#include "words.h"
#include "xalloc.h"

/* --- rules: --- */

static int
setting(struct position *p, const struct ynode *v, const char *key)
{
	int s = settings_find(key), val;
	char hint[100], choices[SETTINGS_CHOICES_MAX];

	if (ynode_is_null(v))
		return 0;	/* the default */
	if (v->kind != YN_SCALAR || (val = settings_value(s, v->str)) < 0)
		return node_error(p, v, "%s is %s%s", key,
		    settings_choices(s, choices),
		    v->kind == YN_SCALAR ? settings_value_hint(s, v->str,
		    hint, sizeof hint) : "");
	p->rules.v[s] = val;
	p->rules.given[s] = true;
	return 0;
}

static int
load_rules(struct position *p, const struct ynode *r)
{
	const char *const *subkeys;
	size_t i, j;

	if (ynode_is_null(r))
		return 0;
	TRY(want(p, r, YN_MAP, "rules"));
	TRY(only_keys(p, r, settings_blocks(), NULL, "rules"));
	for (i = 0; i < r->n; i++) {
		const struct ynode *k = r->items[2 * i], *v = r->items[2 * i + 1];

		if ((subkeys = settings_block_keys(k->str)) == NULL) {
			TRY(setting(p, v, k->str));
			continue;
		}
		settings_block_given(&p->rules, k->str);
		if (ynode_is_null(v))
			continue;
		TRY(want(p, v, YN_MAP, k->str));
		TRY(only_keys(p, v, subkeys, NULL, k->str));
		for (j = 0; j < v->n; j++) {
			char key[64];

			snprintf(key, sizeof key, "%s.%s", k->str,
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
			TRY(only_keys(p, e, keys, modules_key_list(KEY_PLAYER),
			    "a player"));
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
	TRY(only_keys(p, e, keys, modules_key_list(KEY_TILE),
	    "a board entry"));
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
				    "at (%d,%d)", dir_word[d],
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
load_meeple(struct position *p, int tile, const struct ynode *m,
    int used[MAXPLAYERS][MAXMKINDS])
{
	static const char *const keys[] = { "player", "feature", "kind",
		NULL };
	const struct entry *t = &p->tiles[tile];
	const struct ynode *v, *fn;
	struct emeeple *e;

	TRY(want(p, m, YN_MAP, "a meeple"));
	TRY(only_keys(p, m, keys, NULL, "a meeple"));
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
	if (mkind_supply(e->kind) == 0) {
		if (v != NULL && !ynode_is_null(v))
			return node_error(p, v, "the %s belongs to nobody",
			    mkind_name(e->kind));
	} else {
		TRY(need(p, m, "player", "a meeple", &v));
		TRY(player_ref(p, v, &e->player));
	}
	TRY(need(p, m, "feature", "a meeple", &fn));
	TRY(address(p, fn, &e->addr));
	if (addr_resolve(t->def, t->rot, &e->addr) < 0)
		return feature_missing(p, node_pos(fn), t->def, t->rot, t->x,
		    t->y, &e->addr);
	/* Where a kind and its feature conflict: the later of the two. */
	e->kindpos = node_pos(node_later(ynode_get(m, "kind"), fn));
	if (e->player != NOBODY &&
	    ++used[e->player][e->kind] > mkind_supply(e->kind))
		return node_error(p, m, "%s has more than %d %s",
		    player_name(p, e->player), mkind_supply(e->kind),
		    words_kind((int)e->kind, mkind_supply(e->kind)));
	p->nmeeples++;
	return 0;
}

/*
 * The board is read entry by entry: as the parser completes each one
 * (see position_load), or from the tree.  Errors keep the order of a
 * reading in three passes (every entry's tile, square and rotation; then
 * the layout; then each entry's meeples and expansions' keys) because
 * the first error of each pass is held (diag_hold) until the end.
 */
struct boardload {
	struct position *p;
	/* BL_LATE: streamed until an entry named a tile that may be one of
	 * the file's own, whose tiles: comes after the board; the entries
	 * from there are read from the tree, after the tiles. */
	enum { BL_START, BL_STREAM, BL_LATE, BL_TREE } mode;
	bool tiles_read;	/* the tiles: key came before the board */
	struct grid g;
	int used[MAXPLAYERS][MAXMKINDS];
	int entries_rc, contents_rc;	/* the first failure of each pass */
	struct diag_held entries_err, contents_err;
};

static void
board_entry(struct boardload *bl, const struct ynode *e)
{
	struct position *p = bl->p;
	struct diag_held *was;
	const struct ynode *ms;
	size_t j;
	int rc, t;

	/* After a wrong entry nothing more is read: its error is the
	 * one to report. */
	if (bl->entries_rc != 0)
		return;
	was = diag_hold(p->diag, &bl->entries_err);
	bl->entries_rc = load_entry(p, e, &bl->g);
	diag_hold(p->diag, was);
	if (bl->entries_rc != 0 || bl->contents_rc != 0)
		return;
	t = p->ntiles - 1;
	was = diag_hold(p->diag, &bl->contents_err);
	rc = 0;
	if ((ms = opt(e, "meeples")) != NULL)
		rc = want(p, ms, YN_SEQ, "meeples");
	for (j = 0; ms != NULL && j < ms->n && rc == 0; j++)
		rc = load_meeple(p, t, ms->items[j], bl->used);
	if (rc == 0)
		rc = modules_load_keys(p, KEY_TILE, t, e);
	diag_hold(p->diag, was);
	bl->contents_rc = rc;
}

static void
board_done(struct boardload *bl)
{
	grid_free(&bl->g);
	diag_drop(&bl->entries_err);
	diag_drop(&bl->contents_err);
}

static int
board_finish(struct boardload *bl)
{
	struct position *p = bl->p;
	int rc;

	if (bl->entries_rc != 0)
		rc = bl->entries_err.msg != NULL ?
		    diag_replay(p->diag, p->file,
		    &bl->entries_err) : bl->entries_rc;
	else if ((rc = check_layout(p, &bl->g)) == 0 && bl->contents_rc != 0)
		rc = bl->contents_err.msg != NULL ?
		    diag_replay(p->diag, p->file,
		    &bl->contents_err) : bl->contents_rc;
	board_done(bl);
	return rc;
}

static int
load_board(struct boardload *bl, const struct ynode *bd)
{
	size_t i;

	for (i = 0; i < bd->n; i++)
		board_entry(bl, bd->items[i]);
	return board_finish(bl);
}

/* --- score: --- */

/* Points so far, by player in any order: integers from 0.  Nobody's rule
 * reads them; apply adds the action's totals. */
static int
load_score(struct position *p, const struct ynode *s)
{
	size_t i;
	int pl;

	p->score_given = true;
	if (ynode_is_null(s))
		return 0;
	TRY(want(p, s, YN_MAP, "score"));
	for (i = 0; i < s->n; i++) {
		const struct ynode *v = s->items[2 * i + 1];

		TRY(player_ref(p, s->items[2 * i], &pl));
		if (!ynode_is_null(v))
			TRY(integer(p, v, 0, 100000000L, "a score",
			    &p->score[pl]));
	}
	return 0;
}

/* --- supply: --- */

/* The figures of each kind a player has in supply, as the file gives
 * them: between 0 and the box less what stands on the board.  Kinds not
 * given keep the computed count. */
static int
load_supply(struct position *p, const struct ynode *s)
{
	int onboard[MAXPLAYERS][MAXMKINDS] = { { 0 } }, i, pl;
	size_t k, j;

	if (s == NULL || ynode_is_null(s))
		return 0;
	TRY(want(p, s, YN_MAP, "supply"));
	for (i = 0; i < p->nmeeples; i++)
		if (p->meeples[i].player != NOBODY)
			onboard[p->meeples[i].player][p->meeples[i].kind]++;
	for (k = 0; k < s->n; k++) {
		const struct ynode *v = s->items[2 * k + 1];

		TRY(player_ref(p, s->items[2 * k], &pl));
		if (ynode_is_null(v))
			continue;
		TRY(want(p, v, YN_MAP, "a player's supply"));
		TRY(only_keys(p, v, mkind_supply_keys, NULL,
		    "a player's supply"));
		for (j = 0; j < v->n; j++) {
			const struct ynode *cn = v->items[2 * j + 1];
			enum mkind kind;
			int n, most;

			TRY(meeple_kind(p, v->items[2 * j], &kind));
			if (ynode_is_null(cn))
				continue;	/* the computed count */
			TRY(integer(p, cn, -100000000L, 100000000L, "a supply "
			    "count", &n));
			most = mkind_supply(kind) - onboard[pl][kind];
			if (n < 0)
				return node_error(p, cn, "a supply count is at "
				    "least 0, not %d", n);
			if (n > most)
				return node_error(p, cn, "%s has %d %s on the "
				    "board: at most %d in supply, not %d",
				    player_name(p, pl), onboard[pl][kind],
				    words_kind((int)kind, onboard[pl][kind]),
				    most, n);
			p->supply[pl][kind] = n;
		}
	}
	return 0;
}

/* --- the whole --- */

/* What the board's entries need: the file's own tiles and the players. */
static int
load_prelude(struct position *p, const struct ynode *r)
{
	const struct ynode *v;

	if ((v = ynode_get(r, "tiles")) != NULL)
		TRY(owntiles_load(p, v));
	TRY(need(p, r, "players", "a position", &v));
	return load_players(p, v);
}

/* The expect: block if it is a valid one; its errors are not reported. */
static void
try_expect(struct position *p, const struct ynode *v)
{
	struct diag_held err = { 0, 0, NULL };
	struct diag_held *was = diag_hold(p->diag, &err);

	if (expect_load(p, v) != 0) {
		expect_free(p->expect);
		p->expect = NULL;
	}
	diag_hold(p->diag, was);
	diag_drop(&err);
}

static int
load_root(struct position *p, const struct ynode *r, const struct loadopts *o,
    struct boardload *bl)
{
	static const char *const keys[] = { "format", "rules", "players",
		"tiles", "board", "score", "supply", "action", "expect", NULL };
	const struct ynode *v, *bd, *ac;
	const struct action *a = &p->action;
	int fmt;

	TRY(want(p, r, YN_MAP, "a position"));
	TRY(only_keys(p, r, keys, modules_key_list(KEY_TOP),
	    "a position"));
	p->block_root = !r->flow;
	/* The mapping's own column: its first key may be explicit ("? players"),
	 * the key then two columns further in. */
	p->root_col = r->col;
	if ((v = ynode_get(r, "format")) != NULL && !ynode_is_null(v)) {
		TRY(integer(p, v, INT_MIN / 2, INT_MAX / 2, "format", &fmt));
		if (fmt != 1)
			return node_error(p, v, "format %d is not known; only 1 "
			    "exists", fmt);
	}
	if ((v = ynode_get(r, "rules")) != NULL)
		TRY(load_rules(p, v));
	/* Before any tile is named, unless read already for the entries
	 * streamed; a tiles: after the board, as soon as it is known. */
	if (bl->mode == BL_START || bl->mode == BL_TREE)
		TRY(load_prelude(p, r));
	else if (!bl->tiles_read && (v = ynode_get(r, "tiles")) != NULL)
		TRY(owntiles_load(p, v));
	TRY(modules_load_keys(p, KEY_TOP, -1, r));
	if ((v = ynode_get(r, "score")) != NULL)
		TRY(load_score(p, v));
	TRY(need(p, r, "board", "a position", &bd));
	TRY(want(p, bd, YN_SEQ, "board"));
	if (o->need_action)
		TRY(need(p, r, "action", "a position", &ac));
	else
		ac = opt(r, "action");
	if (ac != NULL)
		TRY(action_load(p, ac, o));
	TRY(load_board(bl, bd));
	TRY(load_supply(p, ynode_get(r, "supply")));
	/* An address the named tile does not have is an input error
	 * whatever else is wrong with the action.  A landing square the
	 * route's rule decides, unless the action names it, is the route
	 * module's to judge. */
	if (a->deploy && (!via_lands_by_rule(a->via) || a->dat_given)) {
		if (a->dat_given)
			TRY(position_check_address(p, a->dx, a->dy, &a->daddr));
		else if (a->place && a->at_given)
			TRY(position_check_address(p, a->px, a->py, &a->daddr));
		else if (a->place)
			TRY(position_check_any_rotation(p, &a->daddr));
	}
	TRY(modules_loaded(p));
	if (ac != NULL)
		action_note_unlisted(p, ac);
	if (o->place_any && o->need_action)
		TRY(position_moves_action(p->diag, p));
	if (ac != NULL) {
		size_t i;

		for (i = 0; i < r->n; i++)
			if (r->items[2 * i + 1] == ac)
				p->action_line = r->items[2 * i]->line;
		p->action_end = ac->end_line < p->action_line ?
		    p->action_line : ac->end_line;
	}
	if ((v = ynode_get(r, "expect")) != NULL) {
		size_t i;

		for (i = 0; i < r->n; i++)
			if (r->items[2 * i + 1] == v)
				p->expect_line = r->items[2 * i]->line;
		p->expect_end = v->end_line < p->expect_line ? p->expect_line :
		    v->end_line;
		if (o->read_expect)
			TRY(expect_load(p, v));
		else if (o->try_expect)
			try_expect(p, v);
	} else if (o->read_expect)
		/* Under check, a file without the block checks nothing, as
		 * an empty block would not: an invalid fixture. */
		return node_error(p, r, "a fixture needs 'expect' (see "
		    "'carcjudge fixture')");
	return 0;
}

static void
position_init(struct position *p, struct diag_state *d, const char *file,
    const char *buf, size_t len)
{
	memset(p, 0, sizeof *p);
	p->diag = d;
	p->file = file;
	p->text = buf;
	p->textlen = len;
	settings_defaults(&p->rules);
	memset(p->supply, -1, sizeof p->supply);
}

static void
boardload_init(struct boardload *bl, struct position *p)
{
	memset(bl, 0, sizeof *bl);
	bl->p = p;
	grid_init(&bl->g);
}

/* Can entry e be read before the file's own tiles are?  Unless it names a
 * tile of the catalogue (which own tiles cannot redefine), it may name
 * one of them. */
static bool
needs_own_tiles(const struct boardload *bl, const struct ynode *e)
{
	const struct ynode *t;

	if (bl->tiles_read || e->kind != YN_MAP)
		return false;
	t = ynode_get(e, "tile");
	return t != NULL && t->kind == YN_SCALAR && tiles_find(t->str) == NULL;
}

/* The parser offers each complete board entry.  At the first, what the
 * entries need is read from the keys before the board; if something is
 * missing or wrong there, the whole tree is read the usual way.  An entry
 * that may name a tile of a tiles: key still to come, and every one
 * after it, is left in the tree. */
static bool
take_entry(void *ctx, const struct ynode *root, const struct ynode *e,
    size_t index)
{
	struct boardload *bl = ctx;
	struct diag_held err = { 0, 0, NULL }, *was;
	struct position *p = bl->p;
	const char *file = p->file, *text = p->text;
	struct diag_state *d = p->diag;
	size_t textlen = p->textlen;
	int rc;

	(void)index;
	if (bl->mode == BL_START) {
		bl->tiles_read = ynode_get(root, "tiles") != NULL;
		was = diag_hold(d, &err);
		rc = load_prelude(p, root);
		diag_hold(d, was);
		diag_drop(&err);
		bl->mode = rc == 0 ? BL_STREAM : BL_TREE;
		if (rc != 0) {
			position_free(p);
			position_init(p, d, file, text, textlen);
		}
	}
	if (bl->mode == BL_STREAM && needs_own_tiles(bl, e))
		bl->mode = BL_LATE;
	if (bl->mode != BL_STREAM)
		return false;
	board_entry(bl, e);
	return true;
}

int
position_load(struct diag_state *d, struct position *p, const char *file,
    const char *buf, size_t len, const struct loadopts *o)
{
	/* Nodes in proportion to the bytes allowed: a node takes at least
	 * two bytes of text ("a,"), so the default 4 MiB allows 1M. */
	struct ylimits lim = { o->max_bytes, 64, o->max_bytes / 4 < 1000000 ?
	    1000000 : o->max_bytes / 4, YNODE_MAX_KEYS };
	struct boardload bl;
	struct ystream entries = { "board", take_entry, &bl };
	struct yerror err;
	struct ynode *root;
	int rc;

	position_init(p, d, file, buf, len);
	boardload_init(&bl, p);
	root = ynode_parse_stream(buf, len, &lim, &err, o->keep_tree ? NULL :
	    &entries);
	if (root == NULL) {
		board_done(&bl);
		p->diag = NULL;
		if (err.line == 0)	/* out of memory, not the input */
			return diag_fatal(d, "%s: %s", file, err.msg);
		return diag_input(d, file, err.line, err.col, "%s", err.msg);
	}
	rc = load_root(p, root, o, &bl);
	if (o->keep_tree && !p->block_root)
		p->tree = root;
	else
		ynode_free(root);
	board_done(&bl);
	p->text = NULL;
	p->textlen = 0;
	p->diag = NULL;
	return rc;
}

void
position_free(struct position *p)
{
	modules_free_keys(p);
	owntiles_free(p);
	free(p->unlisted_part);
	free(p->tiles);
	free(p->meeples);
	expect_free(p->expect);
	ynode_free(p->tree);
	memset(p, 0, sizeof *p);
}
