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
words_kind(int kind, int n)
{
	static const char *const one[NMKINDS + 1] = {
		"follower", "large follower", "wagon", "mage", "witch",
		"tunnel token"
	};
	static const char *const more[NMKINDS + 1] = {
		"followers", "large followers", "wagons", "mages", "witches",
		"tunnel tokens"
	};

	return n == 1 ? one[kind] : more[kind];
}

void
words_wrap(FILE *f, const char *first, const char *indent, const char *text,
    int width)
{
	size_t col = 0, w;
	const char *s = text;
	bool started = false;

	while (*s) {
		while (*s == ' ')
			s++;
		w = strcspn(s, " ");
		if (w == 0)
			break;
		if (col > 0 && col + 1 + w > (size_t)width) {
			fputc('\n', f);
			col = 0;
		}
		if (col == 0) {
			fputs(started ? indent : first, f);
			col = strlen(started ? indent : first);
			started = true;
		} else {
			fputc(' ', f);
			col++;
		}
		fwrite(s, 1, w, f);
		col += w;
		s += w;
	}
	if (col > 0)
		fputc('\n', f);
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
