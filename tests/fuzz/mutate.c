/* Structural mutations of positions for the fuzz targets (see fuzz.h).
 * Random bytes mostly exercise YAML errors; changes a position can meet
 * -- a tile swapped, a square moved, a meeple added -- reach the judge. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "settings.h"
#include "tiles.h"
#include "ynode.h"

#include "fuzz.h"

static uint64_t rng;

unsigned mutate_byte_odds = 2;

static unsigned
rnd(unsigned n)
{
	/* xorshift64*: cheap, and the same seed gives the same mutation. */
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return n ? (unsigned)((rng * 0x2545F4914F6CDD1DULL) >> 33) % n : 0;
}

static const char *
pick(const char *const *v, size_t n)
{
	return v[rnd((unsigned)n)];
}
#define PICK(v)	pick((v), sizeof (v) / sizeof (v)[0])

static const char *const colours[] = { "red", "green", "blue", "yellow",
	"black", "grey" };
static const char *const kinds[] = { "follower", "large", "wagon", "mage",
	"witch" };
static const char *const segs[] = { "road", "city", "field", "cloister",
	"cathedral" };
static const char *const wheres[] = { "N", "E", "S", "W", "NNW", "NNE",
	"ENE", "ESE", "SSE", "SSW", "WSW", "WNW" };
static const char *const edges[] = { "N", "E", "S", "W" };
static const char *const rots[] = { "0", "90", "180", "270", "0", "360",
	"-90", "45" };
static const char *const words[] = { "null", "~", "", "0", "1", "-1", "2",
	"3", "7", "end-game", "legal", "illegal", "portal", "flier", "mage",
	"witch", "tiles", "total", "once", "twice", "hig", "none" };
/* Keys a mapping of a position may hold, to add. */
static const char *const keys[] = { "format", "rules", "players", "board",
	"action", "expect", "score", "supply", "tiles", "robber-baron",
	"leipzig", "tile", "at", "rot", "meeples", "tokens", "player",
	"feature", "kind", "color", "opening", "waited", "place", "deploy",
	"token", "magic", "wagons", "via", "roll", "figure", "remove", "from",
	"to", "holder", "length", "wagon-maker", "tunnel-sets", "verdict",
	"totals", "tunnel", "farmers", "follower", "large", "wagon" };

/* --- building nodes --- */

static void *
zalloc(size_t n)
{
	void *p = calloc(1, n);

	if (p == NULL)
		abort();
	return p;
}

static char *
dupstr(const char *s)
{
	size_t n = strlen(s);
	char *p = zalloc(n + 1);

	memcpy(p, s, n);
	return p;
}

static void
setstr(struct ynode *n, const char *s)
{
	free(n->str);
	n->str = dupstr(s);
	n->len = strlen(s);
	n->plain = true;
}

static struct ynode *
mkscalar(const char *s)
{
	struct ynode *n = zalloc(sizeof *n);

	n->kind = YN_SCALAR;
	setstr(n, s);
	return n;
}

static struct ynode *
mkcoll(enum ynode_kind k)
{
	struct ynode *n = zalloc(sizeof *n);

	n->kind = k;
	n->flow = true;
	return n;
}

static size_t
nslots(const struct ynode *n)
{
	return n->kind == YN_MAP ? 2 * n->n : n->n;
}

/* Appends items (one for a list, key and value for a mapping). */
static void
push(struct ynode *coll, struct ynode *a, struct ynode *b)
{
	size_t k = nslots(coll), add = coll->kind == YN_MAP ? 2 : 1;
	struct ynode **v = realloc(coll->items, (k + add) * sizeof *v);

	if (v == NULL)
		abort();
	coll->items = v;
	v[k] = a;
	if (add == 2)
		v[k + 1] = b;
	coll->n++;
}

static struct ynode *
copy(const struct ynode *n)
{
	struct ynode *c = zalloc(sizeof *c);
	size_t i;

	*c = *n;
	c->items = NULL;
	c->str = NULL;
	if (n->kind == YN_SCALAR) {
		c->str = zalloc(n->len + 1);
		memcpy(c->str, n->str, n->len);
		return c;
	}
	c->n = 0;
	for (i = 0; i < n->n; i++)
		if (n->kind == YN_MAP)
			push(c, copy(n->items[2 * i]), copy(n->items[2 * i + 1]));
		else
			push(c, copy(n->items[i]), NULL);
	return c;
}

/* Frees a tree of the mutator's own (copy(), mkscalar(), mkcoll()): the
 * parser's trees live in an arena that only their root frees. */
static void
tree_free(struct ynode *n)
{
	size_t i;

	if (n == NULL)
		return;
	for (i = 0; i < nslots(n); i++)
		tree_free(n->items[i]);
	free(n->items);
	free(n->str);
	free(n);
}

/* Removes item i (a pair in a mapping). */
static void
drop(struct ynode *coll, size_t i)
{
	size_t w = coll->kind == YN_MAP ? 2 : 1, total = nslots(coll);

	tree_free(coll->items[w * i]);
	if (w == 2)
		tree_free(coll->items[w * i + 1]);
	memmove(coll->items + w * i, coll->items + w * (i + 1),
	    (total - w * (i + 1)) * sizeof *coll->items);
	coll->n--;
}

/* --- what there is to mutate --- */

struct site {
	struct ynode *parent;	/* the mapping or list holding it */
	const char *key;	/* the key it is the value of, or NULL */
	struct ynode *node;
};

#define MAXSITES 4096

struct sites {
	struct site v[MAXSITES];
	size_t n;
};

static void
collect(struct sites *s, struct ynode *parent, const char *key,
    struct ynode *n, int depth)
{
	size_t i;

	if (s->n < MAXSITES)
		s->v[s->n++] = (struct site){ parent, key, n };
	if (n->kind == YN_SCALAR || depth > 40)
		return;
	for (i = 0; i < n->n; i++)
		if (n->kind == YN_MAP)
			collect(s, n, n->items[2 * i]->str, n->items[2 * i + 1],
			    depth + 1);
		else
			collect(s, n, NULL, n->items[i], depth + 1);
}

static bool
is(const char *a, const char *b)
{
	return a != NULL && strcmp(a, b) == 0;
}

static const char *
tile_id(void)
{
	const struct tiledef *t = tiles_at((int)rnd((unsigned)tiles_count()));

	if (t->naliases > 0 && rnd(4) == 0)
		return t->aliases[rnd((unsigned)t->naliases)];
	return t->id;
}

static const char *
address(char *buf, size_t len)
{
	const char *k = PICK(segs);

	if ((strcmp(k, "cloister") == 0 || strcmp(k, "cathedral") == 0) &&
	    rnd(2))
		return k;
	snprintf(buf, len, "%s@%s", k, PICK(wheres));
	return buf;
}

/* An integer as written, held within the board's range and a little
 * past it, so that arithmetic on it cannot overflow. */
static long
number(const char *s)
{
	long v = strtol(s, NULL, 10);

	return v < -2000000 ? -2000000 : v > 2000000 ? 2000000 : v;
}

static void
nudge(struct ynode *n)
{
	char buf[32];
	long v = number(n->str);

	snprintf(buf, sizeof buf, "%ld", rnd(4) ? v + (long)rnd(5) - 2 :
	    (long)rnd(2000001) - 1000000);
	setstr(n, buf);
}

static struct ynode *
coords_node(int x, int y)
{
	struct ynode *s = mkcoll(YN_SEQ);
	char buf[16];

	snprintf(buf, sizeof buf, "%d", x);
	push(s, mkscalar(buf), NULL);
	snprintf(buf, sizeof buf, "%d", y);
	push(s, mkscalar(buf), NULL);
	return s;
}

static struct ynode *
meeple_node(void)
{
	struct ynode *m = mkcoll(YN_MAP);
	char buf[32];
	unsigned k = rnd(8);

	if (k < 5)
		push(m, mkscalar("player"), mkscalar(PICK(colours)));
	push(m, mkscalar("feature"), mkscalar(address(buf, sizeof buf)));
	if (k > 2)
		push(m, mkscalar("kind"), mkscalar(PICK(kinds)));
	return m;
}

static struct ynode *
token_node(bool with_at)
{
	struct ynode *t = mkcoll(YN_MAP);

	push(t, mkscalar("color"), mkscalar(PICK(colours)));
	push(t, mkscalar("opening"), mkscalar(PICK(edges)));
	if (with_at)
		push(t, mkscalar("at"), coords_node((int)rnd(5) - 2,
		    (int)rnd(5) - 2));
	else if (rnd(4) == 0)
		push(t, mkscalar("waited"), mkscalar(rnd(2) ? "1" : "0"));
	return t;
}

/* A new value for a scalar, by the key it belongs to. */
static void
rescalar(struct site *s)
{
	const char *k = s->key;
	struct ynode *n = s->node;
	char buf[32];
	int i;

	if (s->parent != NULL && s->parent->kind == YN_SEQ && s->parent->n == 2)
		k = "coordinate";
	if (is(k, "tile") || is(k, "place"))
		setstr(n, tile_id());
	else if (is(k, "coordinate") || is(k, "length") || is(k, "waited") ||
	    is(k, "roll"))
		nudge(n);
	else if (is(k, "rot"))
		setstr(n, PICK(rots));
	else if (is(k, "feature"))
		setstr(n, address(buf, sizeof buf));
	else if (is(k, "opening"))
		setstr(n, PICK(edges));
	else if (is(k, "color") || is(k, "player") || is(k, "holder") ||
	    (k == NULL && rnd(2)))
		setstr(n, PICK(colours));
	else if (is(k, "kind") || is(k, "figure") || is(k, "remove"))
		setstr(n, PICK(kinds));
	else if (is(k, "via"))
		setstr(n, rnd(2) ? "portal" : "flier");
	else if (is(k, "verdict"))
		setstr(n, rnd(2) ? "legal" : "illegal");
	else {
		/* A rules value, by its key's last part. */
		for (i = 0; i < nsettings; i++) {
			const char *dot = strchr(settingdefs[i].key, '.');

			if (is(k, dot ? dot + 1 : settingdefs[i].key)) {
				setstr(n, settingdefs[i].values[rnd((unsigned)
				    settingdefs[i].nvalues)]);
				return;
			}
		}
		if (rnd(2) && n->len > 0 && n->len < 12 &&
		    strspn(n->str, "-0123456789") == n->len)
			nudge(n);
		else
			setstr(n, PICK(words));
	}
}

/* The board entries' list, or NULL. */
static struct ynode *
board(struct ynode *root)
{
	struct ynode *b = ynode_get(root, "board");

	return b != NULL && b->kind == YN_SEQ && b->n > 0 ? b : NULL;
}

/* Adds a meeple or a token to a board entry. */
static void
add_figure(struct ynode *root, bool token)
{
	struct ynode *b = board(root), *e, *list;

	if (b == NULL)
		return;
	e = b->items[rnd((unsigned)b->n)];
	if (e->kind != YN_MAP)
		return;
	list = ynode_get(e, token ? "tokens" : "meeples");
	if (list == NULL) {
		list = mkcoll(YN_SEQ);
		push(e, mkscalar(token ? "tokens" : "meeples"), list);
	}
	if (list->kind == YN_SEQ)
		push(list, token ? token_node(false) : meeple_node(), NULL);
}

/* A new tile beside one of the board's, on the board or as the placement. */
static void
add_tile(struct ynode *root, bool as_action)
{
	static const int dx[] = { 0, 1, 0, -1 }, dy[] = { 1, 0, -1, 0 };
	struct ynode *b = board(root), *e, *at, *t, *a, *pl;
	long x = 0, y = 0;
	unsigned d = rnd(4);
	char r[8];

	if (b == NULL)
		return;
	e = b->items[rnd((unsigned)b->n)];
	if ((at = ynode_get(e, "at")) != NULL && at->kind == YN_SEQ &&
	    at->n == 2 && at->items[0]->kind == YN_SCALAR &&
	    at->items[1]->kind == YN_SCALAR) {
		x = number(at->items[0]->str);
		y = number(at->items[1]->str);
	}
	t = mkcoll(YN_MAP);
	push(t, mkscalar("tile"), mkscalar(tile_id()));
	push(t, mkscalar("at"), coords_node((int)(x + dx[d]),
	    (int)(y + dy[d])));
	snprintf(r, sizeof r, "%u", 90 * rnd(4));
	push(t, mkscalar("rot"), mkscalar(r));
	if (!as_action) {
		push(b, t, NULL);
		return;
	}
	a = ynode_get(root, "action");
	if (a == NULL || a->kind != YN_MAP) {
		tree_free(t);
		return;
	}
	if ((pl = ynode_get(a, "place")) != NULL) {
		/* Replace the old placement's value in place. */
		size_t i;

		for (i = 0; i < a->n; i++)
			if (a->items[2 * i + 1] == pl) {
				tree_free(pl);
				a->items[2 * i + 1] = t;
				return;
			}
	}
	push(a, mkscalar("place"), t);
}

/* An action part added to the turn. */
static void
add_part(struct ynode *root)
{
	struct ynode *a = ynode_get(root, "action"), *v;
	char buf[32];

	if (a == NULL || a->kind != YN_MAP)
		return;
	switch (rnd(5)) {
	case 0:
		v = mkcoll(YN_MAP);
		push(v, mkscalar("feature"), mkscalar(address(buf, sizeof buf)));
		if (rnd(3) == 0)
			push(v, mkscalar("kind"), mkscalar(PICK(kinds)));
		if (rnd(4) == 0) {
			push(v, mkscalar("via"), mkscalar(rnd(2) ? "portal" :
			    "flier"));
			push(v, mkscalar("roll"), mkscalar(rnd(2) ? "1" : "2"));
		}
		push(a, mkscalar("deploy"), v);
		break;
	case 1:
		push(a, mkscalar("token"), token_node(rnd(2)));
		break;
	case 2:
		v = mkcoll(YN_MAP);
		if (rnd(3) == 0)
			push(v, mkscalar("remove"), mkscalar(rnd(2) ? "mage" :
			    "witch"));
		else {
			push(v, mkscalar("figure"), mkscalar(rnd(2) ? "mage" :
			    "witch"));
			push(v, mkscalar("feature"), mkscalar(address(buf,
			    sizeof buf)));
		}
		push(a, mkscalar("magic"), v);
		break;
	case 3:
		v = mkcoll(YN_SEQ);
		{
			struct ynode *w = mkcoll(YN_MAP), *f = mkcoll(YN_MAP),
			    *t = mkcoll(YN_MAP);

			push(f, mkscalar("at"), coords_node(0, 0));
			push(f, mkscalar("feature"), mkscalar(address(buf,
			    sizeof buf)));
			push(t, mkscalar("at"), coords_node((int)rnd(3) - 1,
			    (int)rnd(3) - 1));
			push(t, mkscalar("feature"), mkscalar(address(buf,
			    sizeof buf)));
			push(w, mkscalar("from"), f);
			push(w, mkscalar("to"), t);
			push(v, w, NULL);
		}
		push(a, mkscalar("wagons"), v);
		break;
	default:
		add_tile(root, true);
		break;
	}
}

/* Sets a rules key (the tunnel's nested ones included) to some value. */
static void
set_rule(struct ynode *root)
{
	const struct settingdef *d = &settingdefs[rnd((unsigned)nsettings)];
	struct ynode *r = ynode_get(root, "rules"), *m;
	const char *k = d->key, *dot = strchr(k, '.');
	char key[32];

	if (r == NULL) {
		r = mkcoll(YN_MAP);
		push(root, mkscalar("rules"), r);
	}
	if (r->kind != YN_MAP)
		return;
	m = r;
	if (dot != NULL) {
		snprintf(key, sizeof key, "%.*s", (int)(dot - k), k);
		if ((m = ynode_get(r, key)) == NULL || m->kind != YN_MAP) {
			if (m != NULL)
				return;
			m = mkcoll(YN_MAP);
			push(r, mkscalar(key), m);
		}
		k = dot + 1;
	}
	if (ynode_get(m, k) == NULL)
		push(m, mkscalar(k), mkscalar(d->values[rnd((unsigned)
		    d->nvalues)]));
}

/* One mutation of the tree. */
static void
mutate_tree(struct ynode *root, struct sites *s)
{
	struct site *st;
	struct ynode *b;
	size_t i, j;

	s->n = 0;
	collect(s, NULL, NULL, root, 0);
	st = &s->v[rnd((unsigned)s->n)];
	switch (rnd(16)) {
	case 0: case 1: case 2: case 3: case 4:
		/* A scalar anywhere, by what its key means. */
		for (i = 0; i < 8 && st->node->kind != YN_SCALAR; i++)
			st = &s->v[rnd((unsigned)s->n)];
		if (st->node->kind == YN_SCALAR)
			rescalar(st);
		break;
	case 5:
		add_figure(root, rnd(2));
		break;
	case 6:
		add_tile(root, rnd(2));
		break;
	case 7:
		add_part(root);
		break;
	case 8:
		set_rule(root);
		break;
	case 9:
		/* Remove an item or a pair. */
		if (st->node->kind != YN_SCALAR && st->node->n > 0)
			drop(st->node, rnd((unsigned)st->node->n));
		break;
	case 10:
		/* Copy an item of a list (a second meeple, token, tile). */
		if (st->node->kind == YN_SEQ && st->node->n > 0)
			push(st->node, copy(st->node->items[rnd((unsigned)
			    st->node->n)]), NULL);
		break;
	case 11:
		/* Exchange two items of a list. */
		if (st->node->kind == YN_SEQ && st->node->n > 1) {
			struct ynode *t;

			i = rnd((unsigned)st->node->n);
			j = rnd((unsigned)st->node->n);
			t = st->node->items[i];
			st->node->items[i] = st->node->items[j];
			st->node->items[j] = t;
		}
		break;
	case 12:
		/* Exchange a field of two board entries: tiles, squares. */
		if ((b = board(root)) != NULL && b->n > 1) {
			static const char *const f[] = { "tile", "at", "rot",
				"meeples", "tokens" };
			const char *k = PICK(f);
			struct ynode *e1 = b->items[rnd((unsigned)b->n)];
			struct ynode *e2 = b->items[rnd((unsigned)b->n)];
			struct ynode **v1 = NULL, **v2 = NULL, *t;

			for (i = 0; e1->kind == YN_MAP && i < e1->n; i++)
				if (is(e1->items[2 * i]->str, k))
					v1 = &e1->items[2 * i + 1];
			for (i = 0; e2->kind == YN_MAP && i < e2->n; i++)
				if (is(e2->items[2 * i]->str, k))
					v2 = &e2->items[2 * i + 1];
			if (v1 != NULL && v2 != NULL) {
				t = *v1;
				*v1 = *v2;
				*v2 = t;
			}
		}
		break;
	case 13:
		/* A key added to a mapping. */
		if (st->node->kind == YN_MAP)
			push(st->node, mkscalar(PICK(keys)),
			    rnd(2) ? mkscalar(PICK(words)) : copy(st->node));
		break;
	case 14:
		/* A subtree replaced by a copy of another. */
		{
			struct site *o = &s->v[rnd((unsigned)s->n)];

			if (st->parent != NULL && o->node != st->node &&
			    o->node != root) {
				struct ynode *c = copy(o->node);

				for (i = 0; i < nslots(st->parent); i++)
					if (st->parent->items[i] == st->node) {
						tree_free(st->node);
						st->parent->items[i] = c;
						c = NULL;
						break;
					}
				tree_free(c);
			}
		}
		break;
	default:
		/* The action becomes the end of the game, or the reverse. */
		for (i = 0; i < root->n; i++)
			if (is(root->items[2 * i]->str, "action")) {
				tree_free(root->items[2 * i + 1]);
				root->items[2 * i + 1] = mkscalar("end-game");
				break;
			}
		break;
	}
}

/* --- writing the tree again --- */

struct out {
	uint8_t *buf;
	size_t len, cap;
	bool full;
};

static void
put(struct out *o, const char *s, size_t n)
{
	if (o->len + n > o->cap) {
		o->full = true;
		return;
	}
	memcpy(o->buf + o->len, s, n);
	o->len += n;
}

static void
puts_(struct out *o, const char *s)
{
	put(o, s, strlen(s));
}

/* Written as it is: words, ids, addresses, integers. */
static bool
plain_ok(const struct ynode *n)
{
	static const char safe[] = "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@._+-~";

	if (!n->plain || n->len == 0 || strspn(n->str, safe) != n->len)
		return false;
	/* A leading '-' only for a negative number. */
	return n->str[0] != '-' || (n->len > 1 &&
	    strspn(n->str + 1, "0123456789") == n->len - 1);
}

static void
emit_scalar(struct out *o, const struct ynode *n)
{
	static const char hex[] = "0123456789abcdef";
	size_t i;

	if (plain_ok(n)) {
		put(o, n->str, n->len);
		return;
	}
	if (n->plain && n->len == 0) {
		puts_(o, "null");
		return;
	}
	put(o, "\"", 1);
	for (i = 0; i < n->len; i++) {
		unsigned char c = (unsigned char)n->str[i];
		char e[4] = { '\\', 'x', hex[c >> 4], hex[c & 15] };

		if (c == '"' || c == '\\') {
			put(o, "\\", 1);
			put(o, (const char *)&n->str[i], 1);
		} else if (c < 0x20 || c == 0x7f)
			put(o, e, 4);
		else
			put(o, (const char *)&n->str[i], 1);
	}
	put(o, "\"", 1);
}

static void
emit_flow(struct out *o, const struct ynode *n, int depth)
{
	size_t i;

	if (n->kind == YN_SCALAR) {
		emit_scalar(o, n);
		return;
	}
	if (depth > 60) {
		puts_(o, "null");
		return;
	}
	put(o, n->kind == YN_MAP ? "{" : "[", 1);
	for (i = 0; i < n->n; i++) {
		if (i > 0)
			put(o, ", ", 2);
		if (n->kind == YN_MAP) {
			emit_flow(o, n->items[2 * i], depth + 1);
			put(o, ": ", 2);
			emit_flow(o, n->items[2 * i + 1], depth + 1);
		} else
			emit_flow(o, n->items[i], depth + 1);
	}
	put(o, n->kind == YN_MAP ? "}" : "]", 1);
}

/* A block mapping at the top, with the board one entry a line (as most
 * positions are written), or all in flow style now and then. */
static void
emit(struct out *o, const struct ynode *root)
{
	size_t i, k;

	if (root->kind != YN_MAP || rnd(8) == 0) {
		emit_flow(o, root, 0);
		put(o, "\n", 1);
		return;
	}
	for (i = 0; i < root->n; i++) {
		const struct ynode *v = root->items[2 * i + 1];

		emit_flow(o, root->items[2 * i], 1);
		if (v->kind == YN_SEQ && v->n > 0 && rnd(2)) {
			put(o, ":\n", 2);
			for (k = 0; k < v->n; k++) {
				put(o, "  - ", 4);
				emit_flow(o, v->items[k], 2);
				put(o, "\n", 1);
			}
		} else {
			put(o, ": ", 2);
			emit_flow(o, v, 1);
			put(o, "\n", 1);
		}
	}
}

size_t
mutate_position(uint8_t *data, size_t size, size_t max, unsigned seed)
{
	static const struct ylimits lim = { 1 << 20, 64, 100000, YNODE_MAX_KEYS };
	static struct sites sites;
	struct yerror err;
	struct ynode *root, *parsed;
	struct out o;
	uint8_t *tmp;
	unsigned n, i;

	rng = (uint64_t)seed * 0x9E3779B97F4A7C15ULL + 1;
	if (tiles_count() == 0)
		tiles_init();
	if ((mutate_byte_odds > 0 && rnd(mutate_byte_odds) == 0) ||
	    (root = ynode_parse((const char *)data, size, &lim, &err)) == NULL)
		return LLVMFuzzerMutate(data, size, max);
	if (root->kind != YN_MAP) {
		ynode_free(root);
		return LLVMFuzzerMutate(data, size, max);
	}
	/* The mutations add, drop and replace nodes: on a copy of our own. */
	parsed = root;
	root = copy(parsed);
	ynode_free(parsed);
	n = 1 + rnd(3);
	for (i = 0; i < n; i++)
		mutate_tree(root, &sites);
	if ((tmp = malloc(max)) == NULL)
		abort();
	o = (struct out){ tmp, 0, max, false };
	emit(&o, root);
	tree_free(root);
	if (o.full) {
		free(tmp);
		return LLVMFuzzerMutate(data, size, max);
	}
	memcpy(data, tmp, o.len);
	free(tmp);
	return o.len;
}

size_t
mutate_cli(uint8_t *data, size_t size, size_t max, unsigned seed)
{
	static const char *const args[] = { "judge", "fixture", "check",
		"explain", "tiles", "show", "-f", "json", "yaml", "text", "svg",
		"-r", "--compare", "--show", "--max-input", "-q", "--tap", "-j",
		"2", "--rot", "90", "--edges", "CRRF", "--all-rules",
		"--in-place", "-", "@", "@dir", "-h", "--help", "--color=never",
		"farmers=2", "tunnel.tokens=spielbox", "tunnel=", "labyrinth=",
		"farmers=1,2,3", "tunnel.variant=steal-second,no-blocking",
		"witch=total", "wagon-move=c1", "TUN-SETUP-TOKENS", "BASE-CITY",
		"D", "TU1", "--next", "--turn", "1", "--write" };
	uint8_t *nl = memchr(data, '\n', size);
	size_t head = nl ? (size_t)(nl - data) + 1 : size, rest, r, w;
	char line[256];

	rng = (uint64_t)seed * 0x9E3779B97F4A7C15ULL + 7;
	if (nl == NULL || rnd(3) != 0) {
		/* The argument line: a word replaced, added or dropped. */
		const char *word = PICK(args);
		size_t n = 0, cut = head > 1 ? rnd((unsigned)head) : 0, ws;

		if (nl == NULL && rnd(2))
			return LLVMFuzzerMutate(data, size, max);
		ws = cut;
		while (ws > 0 && data[ws - 1] != ' ')
			ws--;
		n = (size_t)snprintf(line, sizeof line, "%.*s%s%s ", (int)ws,
		    (const char *)data, rnd(3) ? "" : "-r ", word);
		if (n >= sizeof line)
			return LLVMFuzzerMutate(data, size, max);
		/* Skip the word that stood at the cut, now and then. */
		r = ws;
		if (rnd(2))
			while (r < head && data[r] != ' ' && data[r] != '\n')
				r++;
		while (r < head && data[r] == ' ')
			r++;
		rest = size - r;
		if (n + rest > max)
			return LLVMFuzzerMutate(data, size, max);
		memmove(data + n, data + r, rest);
		memcpy(data, line, n);
		return n + rest;
	}
	w = mutate_position(data + head, size - head, max - head, seed);
	return head + w;
}
