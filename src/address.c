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
addr_resolve(const struct tiledef *def, int rot, const struct addr *a)
{
	int i;

	for (i = 0; i < def->nsegs; i++) {
		const struct segdef *sd = &def->segs[i];

		if (sd->kind != a->kind)
			continue;
		if (a->where < 0 ||
		    (a->kind == SEG_FIELD ? rot_halves(sd->halves, rot) :
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
		snprintf(buf, len, "field@%s",
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
	else
		snprintf(buf, len, "%s@%s", segkind_name[a->kind],
		    a->kind == SEG_FIELD ? half_name[a->where] :
		    dir_name[a->where]);
	return buf;
}
