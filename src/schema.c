/* Checking nodes against the schema: every error a diagnostic at the node
 * that caused it. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "diag.h"
#include "module.h"
#include "schema.h"
#include "suggest.h"
#include "xalloc.h"

struct srcpos
node_pos(const struct ynode *n)
{
	struct srcpos s = { n->line, n->col };

	return s;
}

static int
verror(struct diag_state *d, const struct position *p, struct srcpos at,
    const char *fmt, va_list ap)
{
	char msg[400];

	vsnprintf(msg, sizeof msg, fmt, ap);
	return diag_input(d, p->file, at.line, at.col, "%s", msg);
}

int
node_error(const struct position *p, const struct ynode *n, const char *fmt,
    ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = verror(p->diag, p, node_pos(n), fmt, ap);
	va_end(ap);
	return rc;
}

int
pos_error(const struct position *p, struct srcpos at, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = verror(p->diag, p, at, fmt, ap);
	va_end(ap);
	return rc;
}

int
pos_error_in(struct diag_state *d, const struct position *p,
    struct srcpos at, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = verror(d, p, at, fmt, ap);
	va_end(ap);
	return rc;
}

const struct ynode *
node_later(const struct ynode *a, const struct ynode *b)
{
	if (a == NULL || a->line < b->line ||
	    (a->line == b->line && a->col < b->col))
		return b;
	return a;
}

static const char *
kind_word(enum ynode_kind k)
{
	return k == YN_MAP ? "a mapping" : k == YN_SEQ ? "a list" : "a scalar";
}

int
want(const struct position *p, const struct ynode *n, enum ynode_kind k,
    const char *what)
{
	if (n->kind == k)
		return 0;
	return node_error(p, n, "%s must be %s, not %s", what, kind_word(k),
	    kind_word(n->kind));
}

/* Names people write for a key, beside the one the format takes:
 * offered first wherever the mapping takes that key. */
static const struct {
	const char *wrong, *right;
} synonyms[] = {
	{ "rotation", "rot" }, { "rotate", "rot" },
	{ "meeple", "deploy" }, { "meeples", "deploy" },
};

static bool
listed(const char *key, const char *const *list)
{
	int k;

	for (k = 0; list != NULL && list[k] != NULL; k++)
		if (key[0] == list[k][0] && strcmp(key, list[k]) == 0)
			return true;
	return false;
}

static bool
is_integer(const char *s)
{
	if (*s == '-' || *s == '+')
		s++;
	return *s != '\0' && strspn(s, "0123456789") == strlen(s);
}

/* A mistake with a hint of its own, in buf (else ""): `at: 0,0` in a
 * flow mapping reads as at: 0 and a key '0'; a turn's tile, at or rot
 * written beside place: instead of in it. */
static const char *
mistake_hint(const struct ynode *map, const struct ynode *key,
    const char *const *keys, char *buf, size_t len)
{
	const struct ynode *at = ynode_get(map, "at"), *tile;

	*buf = '\0';
	if (at != NULL && at->kind == YN_SCALAR && is_integer(at->str) &&
	    is_integer(key->str) && listed("at", keys))
		snprintf(buf, len, " (at needs a list [x, y]: write at: [%s, "
		    "%s])", diag_quote(at->str), diag_quote(key->str));
	else if (listed("place", keys) && (strcmp(key->str, "tile") == 0 ||
	    strcmp(key->str, "at") == 0 || strcmp(key->str, "rot") == 0)) {
		tile = ynode_get(map, "tile");
		snprintf(buf, len, " (it belongs under place: write place: "
		    "{tile: %s, at: [x, y], rot: 0})", tile != NULL &&
		    tile->kind == YN_SCALAR ? diag_quote(tile->str) : "ID");
	}
	return buf;
}

/* "unknown key 'colr' in a player (did you mean 'color'?)": the hint
 * from the keys valid in that mapping, the modules' included, a known
 * synonym first. */
static int
unknown_key(const struct position *p, const struct ynode *map,
    const struct ynode *key, const char *const *keys,
    const char *const *more, const char *what)
{
	struct suggest sg;
	char hint[300];
	size_t i;

	if (*mistake_hint(map, key, keys, hint, sizeof hint) == '\0') {
		suggest_init(&sg, key->str);
		for (i = 0; i < sizeof synonyms / sizeof *synonyms; i++)
			if (strcmp(key->str, synonyms[i].wrong) == 0 &&
			    (listed(synonyms[i].right, keys) ||
			    listed(synonyms[i].right, more)))
				suggest_add_at(&sg, synonyms[i].right, 0);
		suggest_list(&sg, keys);
		if (more != NULL)
			suggest_list(&sg, more);
		suggest_hint(&sg, hint, sizeof hint);
	}
	return node_error(p, key, "unknown key '%s' in %s%s",
	    diag_quote(key->str), what, hint);
}

int
only_keys(const struct position *p, const struct ynode *map,
    const char *const *keys, const char *const *more, const char *what)
{
	size_t i;

	for (i = 0; i < map->n; i++) {
		const struct ynode *key = map->items[2 * i];

		if (!listed(key->str, keys) && !listed(key->str, more))
			return unknown_key(p, map, key, keys, more, what);
	}
	return 0;
}

const struct ynode *
opt(const struct ynode *map, const char *key)
{
	const struct ynode *v = ynode_get(map, key);

	return v == NULL || ynode_is_null(v) ? NULL : v;
}

int
need(const struct position *p, const struct ynode *map, const char *key,
    const char *what, const struct ynode **out)
{
	if ((*out = ynode_get(map, key)) == NULL)
		return node_error(p, map, "%s needs '%s'", what, key);
	return 0;
}

int
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
			return node_error(p, n, "%s %s is out of range (%ld to "
			    "%ld)", what, diag_quote(n->str), lo, hi);
	}
	if (neg)
		v = -v;
	if (v < lo || v > hi)
		return node_error(p, n, "%s %s is out of range (%ld to %ld)",
		    what, n->str, lo, hi);
	*out = (int)v;
	return 0;
bad:
	return node_error(p, n, "%s must be a decimal integer, not '%s'", what,
	    diag_quote(n->str));
}

int
coords(const struct position *p, const struct ynode *n, const char *what,
    int *x, int *y)
{
	const char *comma;

	/* "at: 0,0" written as a block value is the scalar "0,0". */
	if (n->kind == YN_SCALAR && (comma = strchr(n->str, ',')) != NULL) {
		char *xs = xstrndup(n->str, (size_t)(comma - n->str));
		const char *ys = comma + 1 + strspn(comma + 1, " ");
		int rc = 0;

		if (is_integer(xs) && is_integer(ys))
			rc = node_error(p, n, "%s must be a list, not a scalar "
			    "(write %s: [%s, %s])", what, what, diag_quote(xs),
			    diag_quote(ys));
		free(xs);
		if (rc != 0)
			return rc;
	}
	TRY(want(p, n, YN_SEQ, what));
	if (n->n != 2)
		return node_error(p, n, "%s must be [x, y]", what);
	TRY(integer(p, n->items[0], -MAXCOORD, MAXCOORD, "x", x));
	return integer(p, n->items[1], -MAXCOORD, MAXCOORD, "y", y);
}

int
rotation(const struct position *p, const struct ynode *n, int *rot)
{
	int deg;

	if (n == NULL || ynode_is_null(n)) {
		*rot = 0;	/* the default */
		return 0;
	}
	TRY(integer(p, n, INT_MIN / 2, INT_MAX / 2, "rot", &deg));
	/* integer() sets deg when it returns 0 (its errors come through
	 * node_error, variadic, which the analyzer does not follow).
	 * NOLINTNEXTLINE(clang-analyzer-core.UndefinedBinaryOperatorResult) */
	if (deg != 0 && deg != 90 && deg != 180 && deg != 270)
		return node_error(p, n, "rot must be 0, 90, 180 or 270, not %s",
		    n->str);
	*rot = deg / 90;
	return 0;
}

int
color(const struct position *p, const struct ynode *n, int *c)
{
	struct suggest sg;
	char hint[100];
	int i;

	TRY(want(p, n, YN_SCALAR, "a colour"));
	if ((*c = color_by_name(n->str)) >= 0)
		return 0;
	suggest_init(&sg, n->str);
	for (i = 0; i < NCOLORS; i++)
		suggest_add(&sg, color_name[i]);
	return node_error(p, n, "unknown colour '%s' (red, green, blue, "
	    "yellow, black, grey)%s", diag_quote(n->str), suggest_hint(&sg, hint,
	    sizeof hint));
}

int
player_ref(const struct position *p, const struct ynode *n, int *pl)
{
	int c;

	TRY(color(p, n, &c));
	if ((*pl = player_by_color(p, c)) == NOBODY)
		return node_error(p, n, "'%s' is not a player", n->str);
	return 0;
}

int
tile_ref(const struct position *p, const struct ynode *n,
    const struct tiledef **t)
{
	char msg[300];

	TRY(want(p, n, YN_SCALAR, "tile"));
	if ((*t = tiles_find(n->str)) == NULL &&
	    (*t = tileset_find(p->own, n->str)) == NULL) {
		tiles_unknown(msg, sizeof msg, n->str, p->own);
		return node_error(p, n, "%s", msg);
	}
	return 0;
}

/* Index of name in list[0..n), ignoring case; -1 if absent. */
static int
find_caseless(const char *name, size_t len, const char *const *list, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strlen(list[i]) == len && strncasecmp(name, list[i], len) ==
		    0)
			return i;
	return -1;
}

/* What a malformed address may have meant: its kind mended (a slip of
 * case or typing), then its WHERE for that kind: a half-edge given to a
 * road or a city means its edge, an edge given to a field one of its two
 * halves, a corner one of the two half-edges meeting there, else the
 * near names.  "" when nothing is close. */
static const char *
address_hint(const char *s, char *hint, size_t len)
{
	static const int half_of[4][2] = { { H_NNW, H_NNE },
		{ H_ENE, H_ESE }, { H_SSE, H_SSW }, { H_WSW, H_WNW } };
	/* The two half-edges that meet at a corner. */
	static const char *const corner_name[4] = { "NE", "SE", "SW", "NW" };
	static const int half_at[4][2] = { { H_NNE, H_ENE }, { H_ESE, H_SSE },
		{ H_SSW, H_WSW }, { H_WNW, H_NNW } };
	const char *at = strchr(s, '@'), *where = at ? at + 1 : NULL;
	size_t klen = at ? (size_t)(at - s) : strlen(s);
	char kind[32], names[SUGGEST_MAX][32];
	struct suggest sg, out;
	int k, i, e;

	snprintf(kind, sizeof kind, "%.*s", (int)(klen < 31 ? klen : 31), s);
	if ((k = find_caseless(kind, strlen(kind), segkind_name,
	    SEG_NKINDS)) < 0) {
		suggest_init(&sg, kind);
		for (i = 0; i < SEG_NKINDS; i++)
			suggest_add(&sg, segkind_name[i]);
		if (sg.n == 0)
			return strcpy(hint, "");
		k = find_caseless(sg.near[0], strlen(sg.near[0]),
		    segkind_name, SEG_NKINDS);
	}
	suggest_init(&out, s);
	if (k == SEG_CLOISTER || k == SEG_CATHEDRAL)
		out.near[out.n++] = segkind_name[k];
	else if (where == NULL)
		;	/* which edge, nothing tells */
	else if (k != SEG_FIELD && (e = find_caseless(where, strlen(where),
	    dir_name, 4)) >= 0)
		out.near[out.n++] = dir_name[e];
	else if (k != SEG_FIELD && (e = find_caseless(where, strlen(where),
	    half_name, 8)) >= 0)
		out.near[out.n++] = dir_name[half_edge(e)];
	else if (k == SEG_FIELD && (e = find_caseless(where, strlen(where),
	    half_name, 8)) >= 0)
		out.near[out.n++] = half_name[e];
	else if (k == SEG_FIELD && (e = find_caseless(where, strlen(where),
	    dir_name, 4)) >= 0) {
		out.near[out.n++] = half_name[half_of[e][0]];
		out.near[out.n++] = half_name[half_of[e][1]];
	} else if (k == SEG_FIELD && (e = find_caseless(where, strlen(where),
	    corner_name, 4)) >= 0) {
		out.near[out.n++] = half_name[half_at[e][0]];
		out.near[out.n++] = half_name[half_at[e][1]];
	} else {
		suggest_init(&sg, where);
		for (i = 0; i < (k == SEG_FIELD ? 8 : 4); i++)
			suggest_add(&sg, k == SEG_FIELD ? half_name[i] :
			    dir_name[i]);
		for (i = 0; i < sg.n; i++)
			out.near[out.n++] = sg.near[i];
	}
	/* Whole addresses from the kind and the WHEREs found. */
	for (i = 0; i < out.n && k != SEG_CLOISTER && k != SEG_CATHEDRAL;
	    i++) {
		snprintf(names[i], sizeof names[i], "%s@%s", segkind_name[k],
		    out.near[i]);
		out.near[i] = names[i];
	}
	return suggest_hint(&out, hint, len);
}

int
address(const struct position *p, const struct ynode *n, struct addr *a)
{
	const char *msg;
	char hint[200];

	TRY(want(p, n, YN_SCALAR, "feature"));
	if (!addr_parse(n->str, a, &msg))
		return node_error(p, n, "bad feature address '%s': %s%s",
		    diag_quote(n->str), msg, address_hint(n->str, hint, sizeof hint));
	a->pos = node_pos(n);
	return 0;
}

int
opening(const struct position *p, const struct ynode *n, int *dir)
{
	TRY(want(p, n, YN_SCALAR, "opening"));
	for (*dir = 0; *dir < 4; (*dir)++)
		if (strcmp(n->str, dir_name[*dir]) == 0)
			return 0;
	return node_error(p, n, "an opening is named by the edge of its road "
	    "(N, E, S, W), not '%s'", diag_quote(n->str));
}

int
feature_missing(const struct position *p, struct srcpos at,
    const struct tiledef *def, int rot, int x, int y, const struct addr *a)
{
	static const char *const edge_word[4] = { "north", "east", "south",
		"west" };
	char name[32], has[300], turned[32] = "";
	size_t n = 0;
	int i, e, h, k;

	has[0] = '\0';
	if (rot != 0)
		snprintf(turned, sizeof turned, " turned %d,", 90 * rot);
	if (a->where < 0 || (a->kind == SEG_FIELD && a->where == H_CENTRE)) {
		/* A cloister, a cathedral or field@C has no side: all the
		 * tile has, by kind, then clockwise from the north. */
		int order[MAXSEGS], key[MAXSEGS];

		for (i = 0; i < def->nsegs; i++) {
			const struct segdef *sd = &def->segs[i];

			key[i] = 16 * (int)sd->kind + (sd->kind == SEG_FIELD ?
			    (sd->halves == 0 ? H_CENTRE :
			    first_bit(rot_halves(sd->halves, rot))) :
			    first_bit(rot_edges(sd->edges, rot)) + 1);
			for (k = i; k > 0 && key[order[k - 1]] > key[i]; k--)
				order[k] = order[k - 1];
			order[k] = i;
		}
		for (i = 0; i < def->nsegs; i++)
			n += (size_t)snprintf(has + n, n < sizeof has ?
			    sizeof has - n : 0, "%s%s", i ? ", " : "",
			    addr_name(def, rot, order[i], name, sizeof name));
		return pos_error(p, at, "%s at (%d,%d) has no %s;%s it has: "
		    "%s", def->id, x, y, addr_text(a, name, sizeof name),
		    turned, def->nsegs ? has : "nothing");
	}
	/* Along that edge clockwise: its first half, the edge, its second
	 * half -- every name a position may write there. */
	e = a->kind == SEG_FIELD ? half_edge(a->where) : a->where;
	for (k = 0; k < 3; k++)
		for (i = 0; i < def->nsegs; i++) {
			const struct segdef *sd = &def->segs[i];
			bool on;

			h = 2 * e + (k == 2);
			if (k == 1)
				on = (sd->kind == SEG_ROAD ||
				    sd->kind == SEG_CITY) &&
				    (rot_edges(sd->edges, rot) >> e & 1);
			else
				on = sd->kind == SEG_FIELD &&
				    (rot_halves(sd->halves, rot) >> h & 1);
			if (!on)
				continue;
			n += (size_t)snprintf(has + n, n < sizeof has ?
			    sizeof has - n : 0, "%s%s@%s", n ? ", " : "",
			    segkind_name[sd->kind], k == 1 ? dir_name[e] :
			    half_name[h]);
		}
	return pos_error(p, at, "%s at (%d,%d) has no %s;%s on its %s edge: "
	    "%s", def->id, x, y, addr_text(a, name, sizeof name), turned,
	    edge_word[e], n ? has : "nothing");
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

	if ((t = action_tile(p, x, y, &placed)) == NULL ||
	    addr_resolve(t->def, t->rot, a) >= 0)
		return 0;
	return feature_missing(p, a->pos, t->def, t->rot, x, y, a);
}

int
position_check_any_rotation(const struct position *p, const struct addr *d)
{
	const struct action *a = &p->action;
	char name[32];
	int r;

	for (r = 0; r < 4; r++)
		if ((!a->rot_given || r == a->prot) &&
		    addr_resolve(a->tile, r, d) >= 0)
			return 0;
	if (a->rot_given)
		return pos_error(p, d->pos, "%s turned %d has no %s",
		    a->tile->id, a->prot * 90, addr_text(d, name, sizeof name));
	return pos_error(p, d->pos, "%s has no %s in any rotation",
	    a->tile->id, addr_text(d, name, sizeof name));
}

int
meeple_kind(const struct position *p, const struct ynode *v, enum mkind *k)
{
	int i;

	struct suggest sg;
	char hint[100], names[MAXMKINDS * 24];

	TRY(want(p, v, YN_SCALAR, "kind"));
	for (i = 0; i < nmkinds; i++)
		if (strcmp(v->str, mkind_name(i)) == 0) {
			*k = (enum mkind)i;
			return 0;
		}
	/* The near names only for a name that is not one. */
	suggest_init(&sg, v->str);
	names[0] = '\0';
	for (i = 0; i < nmkinds; i++) {
		suggest_add(&sg, mkind_name(i));
		if (strlen(names) + strlen(mkind_name(i)) + 3 < sizeof names)
			strcat(strcat(names, i > 0 ? ", " : ""), mkind_name(i));
	}
	return node_error(p, v, "unknown meeple kind '%s' (%s)%s",
	    diag_quote(v->str), names, suggest_hint(&sg, hint, sizeof hint));
}
