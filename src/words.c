#include <string.h>

#include "words.h"

/* The board's tile at (x, y): its entry, or -1. */
static int
board_entry(const struct position *p, int x, int y)
{
	int t;

	for (t = 0; t < p->ntiles; t++)
		if (p->tiles[t].x == x && p->tiles[t].y == y)
			return t;
	return -1;
}

void
words_feature(FILE *f, const struct position *p, bool at_given, int x,
    int y, const struct addr *a)
{
	const struct action *act = &p->action;
	const struct tiledef *def = NULL;
	char buf[96];
	int rot = 0, seg = -1, t = at_given ? board_entry(p, x, y) : -1;

	/* The board's tile, else the action's placed one (no `at`, or its
	 * square). */
	if (t >= 0) {
		def = p->tiles[t].def;
		rot = p->tiles[t].rot;
	} else if (act->place && (!at_given || (act->at_given &&
	    act->px == x && act->py == y))) {
		def = act->tile;
		rot = act->prot;
	}
	if (def != NULL)
		seg = addr_resolve(def, rot, a);
	/* judge's words for the segment, so that both name it alike. */
	if (seg >= 0)
		fputs(addr_words(def, rot, seg, buf, sizeof buf), f);
	else
		fprintf(f, "the %s", segkind_name[a->kind]);
	if (at_given)
		fprintf(f, " of %s at (%d,%d)", def != NULL ? def->id :
		    "the tile", x, y);
}

void
words_tile(FILE *f, const struct position *p, bool at_given, int x, int y)
{
	int t;

	if (!at_given)
		return;
	t = board_entry(p, x, y);
	fprintf(f, " of %s at (%d,%d)", t >= 0 ? p->tiles[t].def->id :
	    "the tile", x, y);
}

const char *
words_kind(int kind, int n)
{
	if (kind == SHOW_TOKEN)
		return n == 1 ? "tunnel token" : "tunnel tokens";
	return n == 1 ? mkind_def[kind]->one : mkind_def[kind]->more;
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
