/* Loading a position: the schema of FORMAT.md §2 checked node by node, so
 * that every error points at the node that caused it, then the board built
 * and its impossible states refused. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "diag.h"
#include "module.h"
#include "position.h"
#include "rulecat.h"

const char *const color_name[NCOLORS] = {
	"red", "green", "blue", "yellow", "black", "grey"
};
const char *const mkind_name[NMKINDS] = {
	"follower", "large", "wagon", "mage", "witch"
};

/* What the supply holds of each kind, per player (mage and witch: one in
 * the game). */
static const int kind_supply[NMKINDS] = { 7, 1, 1, 1, 1 };

#define ERR(n, ...) diag_input(p->file, (n)->line, (n)->col, __VA_ARGS__)
#define TRY(e) do { int rc_ = (e); if (rc_) return rc_; } while (0)

static struct srcpos
at(const struct ynode *n)
{
	struct srcpos s = { n->line, n->col };

	return s;
}

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
player_by_color(const struct position *p, int color)
{
	int i;

	for (i = 0; i < p->nplayers; i++)
		if (p->players[i].color == color)
			return i;
	return NOBODY;
}

static const char *
kind_word(enum ynode_kind k)
{
	return k == YN_MAP ? "a mapping" : k == YN_SEQ ? "a list" : "a scalar";
}

/* Of two nodes (a may be NULL), the one that comes later in the file. */
static const struct ynode *
later(const struct ynode *a, const struct ynode *b)
{
	if (a == NULL || a->line < b->line ||
	    (a->line == b->line && a->col < b->col))
		return b;
	return a;
}

static int
want(const struct position *p, const struct ynode *n, enum ynode_kind k,
    const char *what)
{
	if (n->kind == k)
		return 0;
	return ERR(n, "%s must be %s, not %s", what, kind_word(k),
	    kind_word(n->kind));
}

/* Every key of map must be in keys[] (NULL-terminated). */
static int
only_keys(const struct position *p, const struct ynode *map,
    const char *const *keys, const char *what)
{
	size_t i;
	int k;

	for (i = 0; i < map->n; i++) {
		const struct ynode *key = map->items[2 * i];

		for (k = 0; keys[k] != NULL; k++)
			if (strcmp(key->str, keys[k]) == 0)
				break;
		if (keys[k] == NULL)
			return ERR(key, "unknown key '%s' in %s", key->str,
			    what);
	}
	return 0;
}

/* An optional key's value: NULL when absent or null (its default). */
static const struct ynode *
opt(const struct ynode *map, const char *key)
{
	const struct ynode *v = ynode_get(map, key);

	return v == NULL || ynode_is_null(v) ? NULL : v;
}

static int
need(const struct position *p, const struct ynode *map, const char *key,
    const char *what, const struct ynode **out)
{
	if ((*out = ynode_get(map, key)) == NULL)
		return ERR(map, "%s needs '%s'", what, key);
	return 0;
}

/* Decimal -?(0|[1-9][0-9]*) within [lo, hi]. */
static int
integer(const struct position *p, const struct ynode *n, long lo, long hi,
    const char *what, int *out)
{
	const char *s;
	long v = 0;
	bool neg;

	TRY(want(p, n, YN_SCALAR, what));
	s = n->str;
	neg = *s == '-';
	if (neg)
		s++;
	if (*s == '\0' || (*s == '0' && s[1] != '\0'))
		goto bad;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			goto bad;
		v = v * 10 + (*s - '0');
		if (v > 100000000L)
			return ERR(n, "%s %s is out of range (%ld to %ld)",
			    what, n->str, lo, hi);
	}
	if (neg)
		v = -v;
	if (v < lo || v > hi)
		return ERR(n, "%s %s is out of range (%ld to %ld)", what, n->str,
		    lo, hi);
	*out = (int)v;
	return 0;
bad:
	return ERR(n, "%s must be a decimal integer, not '%s'", what, n->str);
}

static int
coords(const struct position *p, const struct ynode *n, const char *what,
    int *x, int *y)
{
	TRY(want(p, n, YN_SEQ, what));
	if (n->n != 2)
		return ERR(n, "%s must be [x, y]", what);
	TRY(integer(p, n->items[0], -1000000, 1000000, "x", x));
	return integer(p, n->items[1], -1000000, 1000000, "y", y);
}

static int
rotation(const struct position *p, const struct ynode *n, int *rot)
{
	int deg;

	if (n == NULL || ynode_is_null(n)) {
		*rot = 0;	/* the default */
		return 0;
	}
	TRY(integer(p, n, INT_MIN / 2, INT_MAX / 2, "rot", &deg));
	if (deg != 0 && deg != 90 && deg != 180 && deg != 270)
		return ERR(n, "rot must be 0, 90, 180 or 270, not %s", n->str);
	*rot = deg / 90;
	return 0;
}

static int
color(const struct position *p, const struct ynode *n, int *c)
{
	TRY(want(p, n, YN_SCALAR, "a colour"));
	if ((*c = color_by_name(n->str)) < 0)
		return ERR(n, "unknown colour '%s' (red, green, blue, yellow, "
		    "black, grey)", n->str);
	return 0;
}

/* A colour that must be one of the players'. */
static int
player_ref(const struct position *p, const struct ynode *n, int *pl)
{
	int c;

	TRY(color(p, n, &c));
	if ((*pl = player_by_color(p, c)) == NOBODY)
		return ERR(n, "'%s' is not a player", n->str);
	return 0;
}

static int
tile_ref(const struct position *p, const struct ynode *n,
    const struct tiledef **t)
{
	TRY(want(p, n, YN_SCALAR, "tile"));
	if ((*t = tiles_find(n->str)) == NULL)
		return ERR(n, "unknown tile id '%s' (see 'carcjudge tiles')",
		    n->str);
	return 0;
}

bool
addr_parse(const char *s, struct addr *a, const char **msg)
{
	const char *w = strchr(s, '@');
	size_t klen = w ? (size_t)(w - s) : strlen(s);
	int k, i;

	for (k = 0; k < SEG_NKINDS; k++)
		if (strlen(segkind_name[k]) == klen &&
		    strncmp(s, segkind_name[k], klen) == 0)
			break;
	if (k == SEG_NKINDS) {
		*msg = "unknown feature kind (road, city, field, cloister, "
		    "cathedral)";
		return false;
	}
	a->kind = k;
	a->where = -1;
	if (k == SEG_CLOISTER || k == SEG_CATHEDRAL) {
		*msg = "a cloister or cathedral takes no @WHERE";
		return w == NULL;
	}
	if (w == NULL) {
		*msg = k == SEG_FIELD ? "a field is named by a half-edge, "
		    "e.g. field@NNW" : "a road or city is named by an edge, "
		    "e.g. road@E";
		return false;
	}
	w++;
	if (k == SEG_FIELD) {
		for (i = 0; i < 8; i++)
			if (strcmp(w, half_name[i]) == 0)
				a->where = i;
		*msg = "a field is named by a half-edge (NNW NNE ENE ESE SSE "
		    "SSW WSW WNW)";
	} else {
		for (i = 0; i < 4; i++)
			if (strcmp(w, dir_name[i]) == 0)
				a->where = i;
		*msg = "a road or city is named by an edge (N, E, S, W)";
	}
	return a->where >= 0;
}

int
addr_resolve(const struct ptile *t, const struct addr *a)
{
	int i;

	for (i = 0; i < t->def->nsegs; i++) {
		const struct segdef *sd = &t->def->segs[i];

		if (sd->kind != a->kind)
			continue;
		if (a->where < 0 ||
		    (a->kind == SEG_FIELD ?
		    rot_halves(sd->halves, t->rot) :
		    rot_edges(sd->edges, t->rot)) >> a->where & 1)
			return i;
	}
	return -1;
}

const char *
seg_name(const struct board *b, int seg, char *buf, size_t len)
{
	const struct seg *s = &b->segs[seg];
	enum segkind k = seg_def(b, seg)->kind;

	if (k == SEG_FIELD)
		snprintf(buf, len, "field@%s", half_name[first_bit(s->halves)]);
	else if (k == SEG_ROAD || k == SEG_CITY)
		snprintf(buf, len, "%s@%s", segkind_name[k],
		    dir_name[first_bit(s->edges)]);
	else
		snprintf(buf, len, "%s", segkind_name[k]);
	return buf;
}

static int
parse_address(const struct position *p, const struct ynode *n,
    struct addr *a)
{
	const char *msg;

	TRY(want(p, n, YN_SCALAR, "feature"));
	if (!addr_parse(n->str, a, &msg))
		return ERR(n, "bad feature address '%s': %s", n->str, msg);
	a->pos = at(n);
	return 0;
}

/* --- rules: --- */

static int
setting(struct position *p, const struct ynode *v, const char *key)
{
	int s = settings_find(key), val;

	if (ynode_is_null(v))
		return 0;	/* the default */
	if (v->kind != YN_SCALAR ||
	    (val = settings_value(s, v->str)) < 0)
		return ERR(v, "%s is %s", key, settings_choices(s));
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
	size_t i;

	if (ynode_is_null(r))
		return 0;
	TRY(want(p, r, YN_MAP, "rules"));
	TRY(only_keys(p, r, keys, "rules"));
	for (i = 0; i < r->n; i++) {
		const struct ynode *k = r->items[2 * i], *v = r->items[2 * i + 1];
		size_t j;

		if (strcmp(k->str, "tunnel") != 0) {
			TRY(setting(p, v, k->str));
			continue;
		}
		p->rules.tunnel = true;
		if (ynode_is_null(v))
			continue;
		TRY(want(p, v, YN_MAP, "tunnel"));
		TRY(only_keys(p, v, tkeys, "tunnel"));
		for (j = 0; j < v->n; j++) {
			char key[64];

			snprintf(key, sizeof key, "tunnel.%s",
			    v->items[2 * j]->str);
			TRY(setting(p, v->items[2 * j + 1], key));
		}
	}
	return 0;
}

/* --- players:, robber-baron:, leipzig: --- */

static int
load_players(struct position *p, const struct ynode *ps)
{
	static const char *const keys[] = { "color", "tunnel-sets", NULL };
	unsigned held = 0;	/* tunnel-sets colours given so far */
	size_t i, j;

	TRY(want(p, ps, YN_SEQ, "players"));
	if (ps->n == 0)
		return ERR(ps, "players: 1 to 6 players, not none");
	for (i = 0; i < ps->n; i++) {
		const struct ynode *e = ps->items[i], *c = e, *sets;
		struct player *pl;
		int col;

		if (i == MAXPLAYERS)
			return ERR(e, "players: at most 6 players");
		if (e->kind == YN_MAP) {
			TRY(only_keys(p, e, keys, "a player"));
			TRY(need(p, e, "color", "a player", &c));
		} else
			TRY(want(p, e, YN_SCALAR, "a player"));
		TRY(color(p, c, &col));
		if (player_by_color(p, col) != NOBODY)
			return ERR(c, "player colour '%s' given twice", c->str);
		pl = &p->players[p->nplayers++];
		pl->color = col;
		if (e->kind != YN_MAP || (sets = opt(e, "tunnel-sets")) == NULL)
			continue;
		TRY(want(p, sets, YN_SEQ, "tunnel-sets"));
		pl->sets_given = true;
		for (j = 0; j < sets->n; j++) {
			TRY(color(p, sets->items[j], &col));
			if ((held & ~pl->sets) >> col & 1)
				return ERR(sets->items[j], "tunnel set '%s' is "
				    "held twice", sets->items[j]->str);
			held |= 1u << col;
			pl->sets |= 1u << col;
		}
	}
	return 0;
}

static int
load_robber(struct position *p, const struct ynode *r)
{
	static const char *const keys[] = { "holder", "length", NULL };
	const struct ynode *v;

	p->robber = true;
	p->robber_holder = NOBODY;
	if (ynode_is_null(r))
		return 0;
	TRY(want(p, r, YN_MAP, "robber-baron"));
	TRY(only_keys(p, r, keys, "robber-baron"));
	if ((v = ynode_get(r, "holder")) != NULL && !ynode_is_null(v))
		TRY(player_ref(p, v, &p->robber_holder));
	if ((v = ynode_get(r, "length")) != NULL && !ynode_is_null(v))
		TRY(integer(p, v, 0, 100000000, "length", &p->robber_length));
	return 0;
}

static int
load_leipzig(struct position *p, const struct ynode *l)
{
	static const char *const keys[] = { "wagon-maker", NULL };
	const struct ynode *w;
	size_t i;
	int pl;

	p->leipzig = true;
	if (ynode_is_null(l))
		return 0;
	TRY(want(p, l, YN_MAP, "leipzig"));
	TRY(only_keys(p, l, keys, "leipzig"));
	if ((w = ynode_get(l, "wagon-maker")) == NULL || ynode_is_null(w))
		return 0;
	TRY(want(p, w, YN_SEQ, "wagon-maker"));
	for (i = 0; i < w->n; i++) {
		TRY(player_ref(p, w->items[i], &pl));
		if (p->wagonmaker >> pl & 1)
			return ERR(w->items[i], "'%s' is in the wagon-maker's "
			    "quarter twice", w->items[i]->str);
		p->wagonmaker |= 1u << pl;
	}
	return 0;
}

/* --- board: --- */

static int
load_tiles(struct position *p, const struct ynode *bd)
{
	static const char *const keys[] = { "tile", "at", "rot", "meeples",
		"tokens", NULL };
	size_t i;

	TRY(want(p, bd, YN_SEQ, "board"));
	for (i = 0; i < bd->n; i++) {
		const struct ynode *e = bd->items[i], *tn, *an;
		const struct tiledef *def;
		const struct module *const *m;
		int x, y, rot, t;

		TRY(want(p, e, YN_MAP, "a board entry"));
		TRY(only_keys(p, e, keys, "a board entry"));
		TRY(need(p, e, "tile", "a board entry", &tn));
		TRY(tile_ref(p, tn, &def));
		TRY(need(p, e, "at", "a board entry", &an));
		TRY(coords(p, an, "at", &x, &y));
		TRY(rotation(p, ynode_get(e, "rot"), &rot));
		for (m = modules; *m; m++)
			if ((*m)->tile_form)
				def = (*m)->tile_form(p, def);
		if (board_tile_at(&p->board, x, y) >= 0)
			return ERR(e, "two tiles on one square (%d,%d)", x, y);
		t = board_add_tile(&p->board, def, x, y, rot, at(e));
		p->board.tiles[t].atpos = at(an);
	}
	return 0;
}

/* The letter a placed tile shows on board edge dir. */
static char
edge_letter(const struct ptile *t, int dir)
{
	return t->def->edges[(dir - t->rot + 4) % 4];
}

static const char *
letter_word(char c)
{
	return c == 'C' ? "city" : c == 'R' ? "road" : "field";
}

static int
check_layout(struct position *p)
{
	struct board *b = &p->board;
	int t, d, u, *queue, head = 0, tail = 0;
	bool *seen;

	for (t = 0; t < b->ntiles; t++)
		for (d = 0; d < 4; d++) {
			u = board_neighbour(b, t, d);
			if (u < 0 || u > t)
				continue;
			if (edge_letter(&b->tiles[t], d) !=
			    edge_letter(&b->tiles[u], (d + 2) % 4))
				return diag_input(p->file, b->tiles[t].pos.line,
				    b->tiles[t].pos.col, "edges do not match: "
				    "%s edge %s of %s at (%d,%d) meets %s of %s "
				    "at (%d,%d)", (const char *[]){ "north",
				    "east", "south", "west" }[d],
				    letter_word(edge_letter(&b->tiles[t], d)),
				    b->tiles[t].def->id, b->tiles[t].x,
				    b->tiles[t].y, letter_word(edge_letter(
				    &b->tiles[u], (d + 2) % 4)),
				    b->tiles[u].def->id, b->tiles[u].x,
				    b->tiles[u].y);
		}
	if (b->ntiles == 0)
		return 0;
	queue = malloc(b->ntiles * sizeof *queue);
	seen = calloc(b->ntiles, sizeof *seen);
	if (queue == NULL || seen == NULL)
		abort();
	queue[tail++] = 0;
	seen[0] = true;
	while (head < tail) {
		t = queue[head++];
		for (d = 0; d < 4; d++)
			if ((u = board_neighbour(b, t, d)) >= 0 && !seen[u]) {
				seen[u] = true;
				queue[tail++] = u;
			}
	}
	for (t = 0; t < b->ntiles && seen[t]; t++)
		;
	free(queue);
	free(seen);
	if (t < b->ntiles)
		return diag_input(p->file, b->tiles[t].pos.line,
		    b->tiles[t].pos.col, "the board is not edge-connected: "
		    "%s at (%d,%d) does not reach (%d,%d)", b->tiles[t].def->id,
		    b->tiles[t].x, b->tiles[t].y, b->tiles[0].x,
		    b->tiles[0].y);
	for (t = 0; t < b->ntiles; t++)
		board_unite_tile(b, t);
	return 0;
}

static int
load_meeples(struct position *p, const struct ynode *bd)
{
	static const char *const keys[] = { "player", "feature", "kind",
		NULL };
	static const char *const tkeys[] = { "color", "opening", "waited",
		NULL };
	struct board *b = &p->board;
	int used[MAXPLAYERS][NMKINDS] = { { 0 } };
	size_t i, j;

	for (i = 0; i < bd->n; i++) {
		const struct ynode *ms = ynode_get(bd->items[i], "meeples");
		const struct ynode *ts = ynode_get(bd->items[i], "tokens");
		const struct ptile *pt = &b->tiles[i];

		if (ms != NULL && !ynode_is_null(ms)) {
			TRY(want(p, ms, YN_SEQ, "meeples"));
			for (j = 0; j < ms->n; j++) {
				const struct ynode *m = ms->items[j], *fn, *v,
				    *kn;
				struct addr a;
				int k = MK_FOLLOWER, pl = NOBODY, s;

				TRY(want(p, m, YN_MAP, "a meeple"));
				TRY(only_keys(p, m, keys, "a meeple"));
				if ((v = ynode_get(m, "kind")) != NULL &&
				    !ynode_is_null(v)) {
					TRY(want(p, v, YN_SCALAR, "kind"));
					for (k = 0; k < NMKINDS; k++)
						if (strcmp(v->str,
						    mkind_name[k]) == 0)
							break;
					if (k == NMKINDS)
						return ERR(v, "unknown meeple "
						    "kind '%s' (follower, large, "
						    "wagon, mage, witch)", v->str);
				}
				v = ynode_get(m, "player");
				if (k == MK_MAGE || k == MK_WITCH) {
					if (v != NULL && !ynode_is_null(v))
						return ERR(v, "the %s belongs "
						    "to nobody", mkind_name[k]);
				} else {
					TRY(need(p, m, "player", "a meeple",
					    &v));
					TRY(player_ref(p, v, &pl));
				}
				TRY(need(p, m, "feature", "a meeple", &fn));
				TRY(parse_address(p, fn, &a));
				if ((s = addr_resolve(pt, &a)) < 0)
					return ERR(fn, "%s at (%d,%d) has no "
					    "%s", pt->def->id, pt->x, pt->y,
					    fn->str);
				/* Kind and feature conflict: the later node. */
				kn = later(ynode_get(m, "kind"), fn);
				if ((k == MK_MAGE || k == MK_WITCH) &&
				    a.kind != SEG_ROAD && a.kind != SEG_CITY)
					return ERR(kn, "the %s stands only on "
					    "roads and cities", mkind_name[k]);
				if (k == MK_WAGON && a.kind == SEG_FIELD)
					return ERR(kn, "a wagon never stands "
					    "on a field");
				if (k != MK_MAGE && k != MK_WITCH &&
				    ++used[pl][k] > kind_supply[k])
					return ERR(m, "%s has more than %d "
					    "%s%s", color_name[
					    p->players[pl].color],
					    kind_supply[k], k == MK_LARGE ?
					    "large follower" : mkind_name[k],
					    kind_supply[k] > 1 ? "s" : "");
				board_add_meeple(b, pl, k, pt->seg0 + s, at(m));
			}
		}
		if (ts == NULL || ynode_is_null(ts))
			continue;
		TRY(want(p, ts, YN_SEQ, "tokens"));
		for (j = 0; j < ts->n; j++) {
			const struct ynode *k = ts->items[j], *cn, *on, *wn;
			int c, d, s, waited = 0;

			TRY(want(p, k, YN_MAP, "a token"));
			TRY(only_keys(p, k, tkeys, "a token"));
			TRY(need(p, k, "color", "a token", &cn));
			TRY(color(p, cn, &c));
			TRY(need(p, k, "opening", "a token", &on));
			TRY(want(p, on, YN_SCALAR, "opening"));
			for (d = 0; d < 4; d++)
				if (strcmp(on->str, dir_name[d]) == 0)
					break;
			if (d == 4)
				return ERR(on, "an opening is named by the edge "
				    "of its road (N, E, S, W), not '%s'",
				    on->str);
			if ((s = tile_opening(b, (int)i, d)) < 0)
				return ERR(on, "%s at (%d,%d) has no tunnel "
				    "opening at %s", pt->def->id, pt->x, pt->y,
				    on->str);
			if ((wn = ynode_get(k, "waited")) != NULL &&
			    !ynode_is_null(wn))
				TRY(integer(p, wn, 0, 100000000, "waited",
				    &waited));
			board_add_token(b, c, s, waited, NOBODY, at(k));
			b->tokens[b->ntokens - 1].colorpos = at(cn);
			b->tokens[b->ntokens - 1].openingpos = at(on);
		}
	}
	return 0;
}

/* After links: figures that share a feature, followers on a feature that
 * is already complete. */
static int
check_meeples(struct position *p)
{
	struct board *b = &p->board;
	struct features fs = { 0 };
	int i, *figure, rc = 0;

	features_compute(b, p->nplayers, &fs);
	if ((figure = malloc((fs.nf + 1) * sizeof *figure)) == NULL)
		abort();
	for (i = 0; i < fs.nf; i++)
		figure[i] = -1;
	for (i = 0; i < b->nmeeples && rc == 0; i++) {
		const struct meeple *m = &b->meeples[i];
		int f = fs.of[m->seg];

		if (m->kind == MK_MAGE || m->kind == MK_WITCH) {
			if (figure[f] >= 0 && figure[f] != (int)m->kind)
				rc = diag_input(p->file, m->pos.line,
				    m->pos.col, "the mage and the witch "
				    "never stand on one feature");
			figure[f] = m->kind;
		} else if (fs.f[f].complete)
			rc = diag_input(p->file, m->pos.line, m->pos.col,
			    "a %s on a complete %s (it would have been "
			    "scored)", m->kind == MK_LARGE ? "large follower" :
			    mkind_name[m->kind],
			    segkind_name[fs.f[f].kind]);
	}
	free(figure);
	features_free(&fs);
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
	TRY(only_keys(p, n, keys, "place"));
	TRY(need(p, n, "tile", "place", &v));
	TRY(tile_ref(p, v, &a->tile));
	TRY(need(p, n, "at", "place", &v));
	TRY(coords(p, v, "at", &a->px, &a->py));
	TRY(rotation(p, ynode_get(n, "rot"), &a->prot));
	a->place = true;
	a->placepos = at(n);
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
	TRY(only_keys(p, n, keys, "deploy"));
	TRY(need(p, n, "feature", "deploy", &v));
	TRY(parse_address(p, v, &a->daddr));
	a->dkind = MK_FOLLOWER;
	if ((v = ynode_get(n, "kind")) != NULL && !ynode_is_null(v)) {
		TRY(want(p, v, YN_SCALAR, "kind"));
		if (strcmp(v->str, "follower") == 0)
			a->dkind = MK_FOLLOWER;
		else if (strcmp(v->str, "large") == 0)
			a->dkind = MK_LARGE;
		else if (strcmp(v->str, "wagon") == 0)
			a->dkind = MK_WAGON;
		else if (strcmp(v->str, "mage") == 0)
			a->dkind = MK_MAGE;	/* refused by BASE-DEPLOY-SUPPLY */
		else if (strcmp(v->str, "witch") == 0)
			a->dkind = MK_WITCH;
		else
			return ERR(v, "unknown meeple kind '%s' (follower, "
			    "large, wagon, mage, witch)", v->str);
	}
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
			return ERR(v, "via is portal or flier, not '%s'",
			    v->str);
	}
	if (roll != NULL && a->via != VIA_FLIER)
		return ERR(roll, "roll goes with via: flier");
	if (a->via == VIA_FLIER) {
		TRY(need(p, n, "roll", "deploy via flier", &roll));
		TRY(integer(p, roll, 1, 3, "roll", &a->roll));
	}
	a->deploy = true;
	a->deploypos = at(n);
	return 0;
}

static int
load_token(struct position *p, const struct ynode *n, struct tokenmove *t)
{
	static const char *const keys[] = { "color", "opening", "at", NULL };
	const struct ynode *v;

	TRY(want(p, n, YN_MAP, "token"));
	TRY(only_keys(p, n, keys, "token"));
	TRY(need(p, n, "color", "token", &v));
	TRY(color(p, v, &t->color));
	t->colorpos = at(v);
	TRY(need(p, n, "opening", "token", &v));
	TRY(want(p, v, YN_SCALAR, "opening"));
	for (t->dir = 0; t->dir < 4; t->dir++)
		if (strcmp(v->str, dir_name[t->dir]) == 0)
			break;
	if (t->dir == 4)
		return ERR(v, "an opening is named by the edge of its road "
		    "(N, E, S, W), not '%s'", v->str);
	t->openingpos = at(v);
	if ((v = opt(n, "at")) != NULL) {
		TRY(coords(p, v, "at", &t->x, &t->y));
		t->at_given = true;
	}
	t->pos = at(n);
	return 0;
}

static int
load_wagon_end(struct position *p, const struct ynode *n, const char *what,
    int *x, int *y, struct addr *a)
{
	static const char *const keys[] = { "at", "feature", NULL };
	const struct ynode *v;

	TRY(want(p, n, YN_MAP, what));
	TRY(only_keys(p, n, keys, what));
	TRY(need(p, n, "at", what, &v));
	TRY(coords(p, v, "at", x, y));
	TRY(need(p, n, "feature", what, &v));
	return parse_address(p, v, a);
}

static int
load_action(struct position *p, const struct ynode *n)
{
	static const char *const keys[] = { "player", "place", "deploy",
		"token", "wagons", NULL };
	struct action *a = &p->action;
	const struct ynode *v;
	size_t i;

	a->pos = at(n);
	if (n->kind == YN_SCALAR) {
		if (strcmp(n->str, "end-game") != 0)
			return ERR(n, "action is a turn (a mapping) or "
			    "'end-game', not '%s'", n->str);
		a->end_game = true;
		return 0;
	}
	TRY(want(p, n, YN_MAP, "action"));
	TRY(only_keys(p, n, keys, "action"));
	TRY(need(p, n, "player", "action", &v));
	TRY(player_ref(p, v, &a->player));
	if ((v = opt(n, "place")) != NULL)
		TRY(load_place(p, v));
	if ((v = opt(n, "deploy")) != NULL)
		TRY(load_deploy(p, v));
	if ((v = opt(n, "token")) != NULL) {
		if (v->kind == YN_SEQ) {
			a->token_list = true;
			if (v->n == 0 || v->n > 2)
				return ERR(v, "token: one token, or a list of "
				    "two");
			for (i = 0; i < v->n; i++)
				TRY(load_token(p, v->items[i],
				    &a->tok[a->ntokens++]));
		} else
			TRY(load_token(p, v, &a->tok[a->ntokens++]));
	}
	if ((v = opt(n, "wagons")) != NULL) {
		TRY(want(p, v, YN_SEQ, "wagons"));
		if ((a->wagons = calloc(v->n + 1, sizeof *a->wagons)) == NULL)
			abort();
		for (i = 0; i < v->n; i++) {
			static const char *const wkeys[] = { "from", "to",
				NULL };
			const struct ynode *w = v->items[i], *e;
			struct wagonmove *wm = &a->wagons[a->nwagons++];

			TRY(want(p, w, YN_MAP, "a wagon move"));
			TRY(only_keys(p, w, wkeys, "a wagon move"));
			wm->pos = at(w);
			TRY(need(p, w, "from", "a wagon move", &e));
			TRY(load_wagon_end(p, e, "from", &wm->fx, &wm->fy,
			    &wm->from));
			TRY(need(p, w, "to", "a wagon move", &e));
			TRY(load_wagon_end(p, e, "to", &wm->tx, &wm->ty,
			    &wm->to));
		}
	}
	return 0;
}

/* --- expect: (fixtures) --- */

static int load_expect(struct position *, const struct ynode *);

int
position_expect(struct position *p)
{
	const struct ynode *e = ynode_get(p->root, "expect");

	if (e == NULL || ynode_is_null(e))
		return 0;
	return load_expect(p, e);
}

static int
load_expect(struct position *p, const struct ynode *e)
{
	static const char *const keys[] = { "verdict", "totals", "rules",
		NULL };
	struct expect *x = &p->expect;
	const struct ynode *v;
	size_t i;

	x->present = true;
	x->verdict = -1;
	TRY(want(p, e, YN_MAP, "expect"));
	TRY(only_keys(p, e, keys, "expect"));
	if ((v = ynode_get(e, "verdict")) != NULL) {
		TRY(want(p, v, YN_SCALAR, "verdict"));
		if (strcmp(v->str, "legal") == 0)
			x->verdict = 0;
		else if (strcmp(v->str, "illegal") == 0)
			x->verdict = 1;
		else
			return ERR(v, "verdict is legal or illegal");
	}
	if ((v = ynode_get(e, "totals")) != NULL) {
		TRY(want(p, v, YN_MAP, "totals"));
		x->has_totals = true;
		for (i = 0; i < v->n; i++) {
			int pl, pts;

			TRY(player_ref(p, v->items[2 * i], &pl));
			TRY(integer(p, v->items[2 * i + 1], -1000000, 1000000,
			    "points", &pts));
			x->totals[pl] = pts;
			x->totals_set[pl] = true;
		}
	}
	if ((v = ynode_get(e, "rules")) != NULL) {
		TRY(want(p, v, YN_SEQ, "rules"));
		if ((x->rules = calloc(v->n + 1, sizeof *x->rules)) == NULL)
			abort();
		for (i = 0; i < v->n; i++) {
			const struct rule *r;

			TRY(want(p, v->items[i], YN_SCALAR, "a rule ID"));
			if ((r = rulecat_find(v->items[i]->str)) == NULL)
				return ERR(v->items[i], "unknown rule ID '%s' "
				    "(see 'carcjudge explain')",
				    v->items[i]->str);
			x->rules[x->nrules++] = r->id;
		}
	}
	return 0;
}

/* The tile an action names at (x, y): the placed one, else the board's;
 * false if the square is empty. */
static bool
action_tile(const struct position *p, int x, int y, struct ptile *out)
{
	const struct module *const *m;
	int t;

	memset(out, 0, sizeof *out);
	out->x = x;
	out->y = y;
	if (p->action.place && x == p->action.px && y == p->action.py) {
		out->def = p->action.tile;
		for (m = modules; *m; m++)
			if ((*m)->tile_form)
				out->def = (*m)->tile_form(p, out->def);
		out->rot = p->action.prot;
		return true;
	}
	if ((t = board_tile_at(&p->board, x, y)) < 0)
		return false;
	*out = p->board.tiles[t];
	return true;
}

static int
check_address(const struct position *p, int x, int y, const struct addr *a)
{
	struct ptile t;
	char name[32];

	if (!action_tile(p, x, y, &t) || addr_resolve(&t, a) >= 0)
		return 0;
	if (a->where < 0)
		snprintf(name, sizeof name, "%s", segkind_name[a->kind]);
	else
		snprintf(name, sizeof name, "%s@%s", segkind_name[a->kind],
		    a->kind == SEG_FIELD ? half_name[a->where] :
		    dir_name[a->where]);
	return diag_input(p->file, a->pos.line, a->pos.col, "%s at (%d,%d) "
	    "has no %s", t.def->id, x, y, name);
}

/* An address the named tile does not have is an input error whatever
 * else is wrong with the action (FORMAT.md §2), so it is checked here,
 * before any part is judged.  A flier's landing square, when the action
 * does not name it, is FLIER-LAND's to judge. */
static int
check_action_addresses(const struct position *p)
{
	const struct action *a = &p->action;
	int i;

	if (a->deploy && (a->via != VIA_FLIER || a->dat_given)) {
		if (a->dat_given)
			TRY(check_address(p, a->dx, a->dy, &a->daddr));
		else if (a->place)
			TRY(check_address(p, a->px, a->py, &a->daddr));
	}
	for (i = 0; i < a->nwagons; i++) {
		TRY(check_address(p, a->wagons[i].fx, a->wagons[i].fy,
		    &a->wagons[i].from));
		TRY(check_address(p, a->wagons[i].tx, a->wagons[i].ty,
		    &a->wagons[i].to));
	}
	return 0;
}

int
position_load(struct position *p, const char *file, const char *buf,
    size_t len, const struct rulesconf *ov, size_t max_bytes)
{
	struct ylimits lim = { max_bytes, 64, 1000000 };
	struct yerror err;
	struct ynode *root;

	memset(p, 0, sizeof *p);
	p->file = file;
	if ((root = ynode_parse(buf, len, &lim, &err)) == NULL) {
		if (err.line == 0)	/* out of memory, not the input */
			return diag_fatal("%s: %s", file, err.msg);
		return diag_input(file, err.line, err.col, "%s", err.msg);
	}
	return position_build(p, file, root, true, ov);
}

int
position_build(struct position *p, const char *file, struct ynode *root,
    bool own, const struct rulesconf *ov)
{
	static const char *const keys[] = { "format", "rules", "players",
		"robber-baron", "leipzig", "board", "action", "expect", NULL };
	const struct ynode *r, *v, *bd, *ac;
	const struct module *const *m;
	int i, fmt;

	memset(p, 0, sizeof *p);
	p->file = file;
	p->root = root;
	p->own_root = own;
	settings_defaults(&p->rules);
	board_init(&p->board);
	p->robber_holder = NOBODY;
	r = p->root;
	TRY(want(p, r, YN_MAP, "a position"));
	TRY(only_keys(p, r, keys, "a position"));
	if ((v = ynode_get(r, "format")) != NULL && !ynode_is_null(v)) {
		TRY(integer(p, v, INT_MIN / 2, INT_MAX / 2, "format", &fmt));
		if (fmt != 1)
			return ERR(v, "format %d is not known; only 1 exists",
			    fmt);
	}
	if ((v = ynode_get(r, "rules")) != NULL)
		TRY(load_rules(p, v));
	for (i = 0; i < NSETTINGS; i++)
		if (ov->given[i]) {
			p->rules.v[i] = ov->v[i];
			p->rules.given[i] = true;
		}
	p->rules.tunnel |= ov->tunnel;
	TRY(need(p, r, "players", "a position", &v));
	TRY(load_players(p, v));
	if ((v = ynode_get(r, "robber-baron")) != NULL)
		TRY(load_robber(p, v));
	if ((v = ynode_get(r, "leipzig")) != NULL)
		TRY(load_leipzig(p, v));
	TRY(need(p, r, "board", "a position", &bd));
	TRY(want(p, bd, YN_SEQ, "board"));
	TRY(need(p, r, "action", "a position", &ac));
	TRY(load_action(p, ac));
	/* expect: is only read by check (position_expect): judge and
	 * fixture ignore it. */
	for (m = modules; *m; m++)
		if ((*m)->setup)
			TRY((*m)->setup(p));
	TRY(load_tiles(p, bd));
	TRY(check_layout(p));
	TRY(load_meeples(p, bd));
	for (m = modules; *m; m++)
		if ((*m)->board)
			TRY((*m)->board(p));
	TRY(check_meeples(p));
	return check_action_addresses(p);
}

void
position_free(struct position *p)
{
	if (p->own_root)
		ynode_free(p->root);
	board_free(&p->board);
	free(p->action.wagons);
	free(p->expect.rules);
	memset(p, 0, sizeof *p);
}
