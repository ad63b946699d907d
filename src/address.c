/* Feature addresses: KIND@WHERE in board directions. */
#include <stdio.h>
#include <string.h>

#include "address.h"

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
	a->kind = (enum segkind)k;
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
		if (strcmp(w, "C") == 0)
			a->where = H_CENTRE;
		/* field@C, which touches none, stays out of the message:
		 * it names only IC-2's centre. */
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

/* A field's half-edges turned rot, and bit H_CENTRE for one that
 * touches none. */
static unsigned
field_where(unsigned halves, int rot)
{
	return halves == 0 ? 1u << H_CENTRE : rot_halves(halves, rot);
}

int
addr_resolve(const struct tiledef *def, int rot, const struct addr *a)
{
	int i;

	for (i = 0; i < def->nsegs; i++) {
		const struct segdef *sd = &def->segs[i];

		if (sd->kind != a->kind)
			continue;
		if (a->where < 0 ||
		    (a->kind == SEG_FIELD ? field_where(sd->halves, rot) :
		    rot_edges(sd->edges, rot)) >> a->where & 1)
			return i;
	}
	return -1;
}

const char *
addr_name(const struct tiledef *def, int rot, int i, char *buf, size_t len)
{
	const struct segdef *sd = &def->segs[i];

	if (sd->kind == SEG_FIELD)
		snprintf(buf, len, "field@%s", sd->halves == 0 ? "C" :
		    half_name[first_bit(rot_halves(sd->halves, rot))]);
	else if (sd->kind == SEG_ROAD || sd->kind == SEG_CITY)
		snprintf(buf, len, "%s@%s", segkind_name[sd->kind],
		    dir_name[first_bit(rot_edges(sd->edges, rot))]);
	else
		snprintf(buf, len, "%s", segkind_name[sd->kind]);
	return buf;
}

const char *
addr_text(const struct addr *a, char *buf, size_t len)
{
	if (a->where < 0)
		snprintf(buf, len, "%s", segkind_name[a->kind]);
	else if (a->kind == SEG_FIELD)
		snprintf(buf, len, "field@%s", a->where == H_CENTRE ? "C" :
		    half_name[a->where]);
	else
		snprintf(buf, len, "%s@%s", segkind_name[a->kind],
		    dir_name[a->where]);
	return buf;
}

/* "north", "north and west", "north, east and south" */
static void
dirs_words(unsigned edges, char *buf, size_t len)
{
	size_t n = 0;
	int d, k = 0, count = 0;

	for (d = 0; d < 4; d++)
		count += (int)(edges >> d & 1u);
	buf[0] = '\0';
	for (d = 0; d < 4; d++)
		if (edges >> d & 1) {
			k++;
			n += (size_t)snprintf(buf + n, n < len ? len - n : 0,
			    "%s%s", k == 1 ? "" : k == count ? " and " : ", ",
			    dir_word[d]);
		}
}

/*
 * The compass point a field's half-edges lie towards, as seen from the
 * middle of the tile: the sum of their directions (half-edge h points
 * 22.5 + 45h degrees clockwise from north), in eighths of the compass;
 * -1 when they balance out (a field on two opposite sides).
 */
static int
field_point(unsigned halves)
{
	/* sin and cos of 22.5 and 67.5 degrees, x 1000 */
	static const int east[8] = { -383, 383, 924, 924, 383, -383, -924,
		-924 };
	static const int north[8] = { 924, 924, 383, -383, -924, -924, -383,
		383 };
	long x = 0, y = 0, ax, ay;
	int h;

	for (h = 0; h < 8; h++)
		if (halves >> h & 1) {
			x += east[h];
			y += north[h];
		}
	ax = x < 0 ? -x : x;
	ay = y < 0 ? -y : y;
	if (ax < 100 && ay < 100)
		return -1;
	/* tan 22.5 = 0.4142: within 22.5 degrees of an axis, that axis */
	if (1000 * ax < 414 * ay)
		return y > 0 ? 0 : 4;
	if (1000 * ay < 414 * ax)
		return x > 0 ? 2 : 6;
	return y > 0 ? (x > 0 ? 1 : 7) : (x > 0 ? 3 : 5);
}

const char *
addr_words(const struct tiledef *def, int rot, int i, char *buf, size_t len)
{
	static const char *const point_word[8] = { "north", "north-east",
		"east", "south-east", "south", "south-west", "west",
		"north-west" };
	/* Which end of its edge a half-edge is: NNW the west end of the
	 * north edge, and so on clockwise. */
	static const int half_end[8] = { 3, 1, 0, 2, 1, 3, 2, 0 };
	/* The two half-edges meeting at the corners NE, SE, SW, NW. */
	static const unsigned corner_halves[4] = { 1u << H_NNE | 1u << H_ENE,
		1u << H_ESE | 1u << H_SSE, 1u << H_SSW | 1u << H_WSW,
		1u << H_WNW | 1u << H_NNW };
	const struct segdef *sd = &def->segs[i];
	int n[SEG_NKINDS] = { 0 }, k, pt, same = 0, city_too = 0;
	unsigned h;
	char dirs[40];

	for (k = 0; k < def->nsegs; k++)
		n[def->segs[k].kind]++;
	switch (sd->kind) {
	case SEG_ROAD:
	case SEG_CITY: {
		unsigned e = rot_edges(sd->edges, rot);

		dirs_words(e, dirs, sizeof dirs);
		if (n[sd->kind] == 1)
			snprintf(buf, len, "the %s", segkind_name[sd->kind]);
		else if ((e & (e - 1)) == 0)
			snprintf(buf, len, "the %s %s", dirs,
			    segkind_name[sd->kind]);
		else
			snprintf(buf, len, "the %s %s %s", segkind_name[sd->kind],
			    sd->kind == SEG_ROAD ? "between" : "on", dirs);
		break;
	}
	case SEG_FIELD:
		h = rot_halves(sd->halves, rot);
		pt = field_point(h);
		for (k = 0; k < def->nsegs; k++)
			if (k != i && def->segs[k].kind == SEG_FIELD &&
			    field_point(rot_halves(def->segs[k].halves, rot)) ==
			    pt) {
				same++;
				city_too += def->segs[k].cities != 0;
			}
		for (k = 0; k < 4; k++)
			if (h == corner_halves[k])
				break;
		if (h == 0)
			/* field@C: enclosed by the tile's cities. */
			snprintf(buf, len, "the field amid the %s",
			    n[SEG_CITY] > 1 ? "cities" : "city");
		else if (n[SEG_FIELD] == 1)
			snprintf(buf, len, "the field");
		else if (k < 4)
			snprintf(buf, len, "the field in the %s corner",
			    point_word[2 * k + 1]);
		else if (pt >= 0 && same == 0)
			snprintf(buf, len, "the field %s of the %s",
			    point_word[pt], n[SEG_ROAD] > 1 ? "roads" :
			    n[SEG_ROAD] == 1 ? "road" : n[SEG_CITY] > 1 ?
			    "cities" : n[SEG_CITY] == 1 ? "city" : "tile");
		else if (sd->cities != 0 && city_too == 0 && n[SEG_ROAD] > 0)
			snprintf(buf, len, "the field between the %s and the "
			    "city", n[SEG_ROAD] > 1 ? "roads" : "road");
		else if (pt < 0 && n[SEG_ROAD] > 1)
			snprintf(buf, len, "the field between the roads");
		else
			/* No side of its own: the half-edge it touches
			 * first, in words. */
			snprintf(buf, len, "the field at the %s end of the %s "
			    "edge", dir_word[half_end[first_bit(h)]],
			    dir_word[half_edge(first_bit(h))]);
		break;
	default:
		snprintf(buf, len, "the %s", sd->kind == SEG_CATHEDRAL ?
		    "German cathedral" : segkind_name[sd->kind]);
		break;
	}
	return buf;
}
