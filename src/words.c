#include <string.h>

#include "words.h"

/* The tile at (x, y) with its rotation: the board's, else the action's
 * placed tile (at_given false, or its square); NULL if none. */
static const struct tiledef *
tile_at(const struct position *p, bool at_given, int x, int y, int *rot)
{
	const struct action *a = &p->action;
	int t;

	if (at_given)
		for (t = 0; t < p->ntiles; t++)
			if (p->tiles[t].x == x && p->tiles[t].y == y) {
				*rot = p->tiles[t].rot;
				return p->tiles[t].def;
			}
	if (a->place && a->tile != NULL && (!at_given || (a->at_given &&
	    a->px == x && a->py == y))) {
		*rot = a->prot;
		return a->tile;
	}
	return NULL;
}

void
words_feature(FILE *f, const struct position *p, bool at_given, int x,
    int y, const struct addr *a)
{
	const struct tiledef *def;
	char buf[96];
	int rot = 0, seg = -1;

	if ((def = tile_at(p, at_given, x, y, &rot)) != NULL)
		seg = addr_resolve(def, rot, a);
	/* judge's words for the segment, so that both name it alike. */
	if (seg >= 0)
		fputs(addr_words(def, rot, seg, buf, sizeof buf), f);
	else
		fprintf(f, "the %s", segkind_name[a->kind]);
	words_tile(f, p, at_given, x, y);
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
