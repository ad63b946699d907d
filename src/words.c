#include <string.h>

#include "words.h"

void
words_feature(FILE *f, const struct addr *a)
{
	switch (a->kind) {
	case SEG_ROAD:
		fprintf(f, "the road leaving %s", dir_word[a->where]);
		break;
	case SEG_CITY:
		fprintf(f, "the city on the %s edge", dir_word[a->where]);
		break;
	case SEG_FIELD:
		fprintf(f, "the field to the %s", half_word[a->where]);
		break;
	default:
		fprintf(f, "the %s", segkind_name[a->kind]);
	}
}

void
words_tile(FILE *f, const struct position *p, bool at_given, int x, int y)
{
	int t;

	if (!at_given)
		return;
	for (t = 0; t < p->ntiles; t++)
		if (p->tiles[t].x == x && p->tiles[t].y == y)
			break;
	fprintf(f, " of %s at (%d,%d)", t < p->ntiles ?
	    p->tiles[t].def->id : "the tile", x, y);
}

const char *
partitem_field(const struct partitem *it, const char *key)
{
	int k;

	for (k = 0; k < it->nfields; k++)
		if (strcmp(it->field[k].key, key) == 0)
			return it->field[k].value;
	return NULL;
}
