/* Checking nodes against the schema: every error a diagnostic at the node
 * that caused it. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "module.h"
#include "schema.h"

struct srcpos
node_pos(const struct ynode *n)
{
	struct srcpos s = { n->line, n->col };

	return s;
}

static int
verror(const struct position *p, struct srcpos at, const char *fmt,
    va_list ap)
{
	char msg[400];

	vsnprintf(msg, sizeof msg, fmt, ap);
	return diag_input(p->file, at.line, at.col, "%s", msg);
}

int
node_error(const struct position *p, const struct ynode *n, const char *fmt,
    ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = verror(p, node_pos(n), fmt, ap);
	va_end(ap);
	return rc;
}

int
pos_error(const struct position *p, struct srcpos at, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = verror(p, at, fmt, ap);
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

int
only_keys(const struct position *p, const struct ynode *map,
    const char *const *keys, int place, const char *what)
{
	size_t i;
	int k;

	for (i = 0; i < map->n; i++) {
		const struct ynode *key = map->items[2 * i];

		for (k = 0; keys[k] != NULL; k++)
			if (strcmp(key->str, keys[k]) == 0)
				break;
		if (keys[k] == NULL && (place == KEY_NONE ||
		    !modules_read_key((enum keyplace)place, key->str)))
			return node_error(p, key, "unknown key '%s' in %s",
			    diag_quote(key->str), what);
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
	TRY(want(p, n, YN_SEQ, what));
	if (n->n != 2)
		return node_error(p, n, "%s must be [x, y]", what);
	TRY(integer(p, n->items[0], -1000000, 1000000, "x", x));
	return integer(p, n->items[1], -1000000, 1000000, "y", y);
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
	if (deg != 0 && deg != 90 && deg != 180 && deg != 270)
		return node_error(p, n, "rot must be 0, 90, 180 or 270, not %s",
		    n->str);
	*rot = deg / 90;
	return 0;
}

int
color(const struct position *p, const struct ynode *n, int *c)
{
	TRY(want(p, n, YN_SCALAR, "a colour"));
	if ((*c = color_by_name(n->str)) < 0)
		return node_error(p, n, "unknown colour '%s' (red, green, blue, "
		    "yellow, black, grey)", diag_quote(n->str));
	return 0;
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
	TRY(want(p, n, YN_SCALAR, "tile"));
	if ((*t = tiles_find(n->str)) == NULL)
		return node_error(p, n, "unknown tile id '%s' (see 'carcjudge "
		    "tiles')", diag_quote(n->str));
	return 0;
}

int
address(const struct position *p, const struct ynode *n, struct addr *a)
{
	const char *msg;

	TRY(want(p, n, YN_SCALAR, "feature"));
	if (!addr_parse(n->str, a, &msg))
		return node_error(p, n, "bad feature address '%s': %s",
		    diag_quote(n->str), msg);
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
