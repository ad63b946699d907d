/* The moves document (carcjudge(1), moves) in JSON or YAML, and a turn's
 * parts in the action's own notation, which the document and the
 * positions `moves --write` writes share. */
#include <stdio.h>
#include <string.h>

#include "doc.h"
#include "emitkeys.h"
#include "escape.h"
#include "moves.h"

/* A key and a string value of a flow mapping: JSON quotes both, a
 * document in YAML the value (N, Y are booleans to YAML 1.1 tools), a
 * position the value only where YAML 1.1 would read something else
 * (opening: "N"), as the position writer does. */
static void
field(FILE *f, enum notation n, bool first, const char *key,
    const char *value)
{
	fputs(first ? "" : ", ", f);
	if (n == NOTE_JSON)
		fprintf(f, "\"%s\": ", key);
	else
		fprintf(f, "%s: ", key);
	if (n == NOTE_POSITION)
		emit_scalar(f, value);
	else
		json_str(f, value);
}

static void
at_field(FILE *f, enum notation n, int x, int y)
{
	fprintf(f, n == NOTE_JSON ? ", \"at\": [%d, %d]" : ", at: [%d, %d]",
	    x, y);
}

void
note_deploy(FILE *f, enum notation n, const struct mdeploy *d)
{
	char name[32];

	putc('{', f);
	/* A crash names no feature (FLIER-LAND): its first field is the
	 * kind, or the route. */
	if (!d->crash)
		field(f, n, true, "feature", addr_text(&d->addr, name,
		    sizeof name));
	if (d->kind != MK_FOLLOWER)
		field(f, n, d->crash, "kind", mkind_name(d->kind));
	if (d->at_given)
		at_field(f, n, d->x, d->y);
	if (d->via != VIA_NONE)
		field(f, n, d->crash && d->kind == MK_FOLLOWER, "via",
		    via_def[d->via]->name);
	if (via_lands_by_rule(d->via))
		fprintf(f, n == NOTE_JSON ? ", \"roll\": %d" : ", roll: %d",
		    d->roll);
	putc('}', f);
}

void
note_part(FILE *f, enum notation n, const struct partcand *c)
{
	int i, k;

	if (c->nitems > 1)
		putc('[', f);
	for (i = 0; i < c->nitems; i++) {
		const struct partitem *it = &c->item[i];

		fputs(i ? ", {" : "{", f);
		for (k = 0; k < it->nfields; k++)
			field(f, n, k == 0, it->field[k].key,
			    it->field[k].value);
		if (it->at_given)
			at_field(f, n, it->x, it->y);
		putc('}', f);
	}
	if (c->nitems > 1)
		putc(']', f);
}

/* The list of a placement under key: its deployments (k < 0) or the
 * values of a module's part k, those the list shows.  JSON: then end,
 * the rest of the line. */
static void
list(FILE *f, bool yaml, const char *key, const struct mplacement *pl,
    int k, const char *end)
{
	enum notation n = yaml ? NOTE_YAML : NOTE_JSON;
	int i, nlisted = 0, done = 0, total = k < 0 ? pl->ndeploy :
	    pl->part[k].n;
	const bool *listed = k < 0 ? pl->deploy_listed : pl->part[k].listed;

	for (i = 0; i < total; i++)
		nlisted += listed[i];
	if (yaml)
		fprintf(f, "    %s:%s\n", key, nlisted ? "" : " []");
	else if (nlisted == 0)
		fprintf(f, "     \"%s\": []%s\n", key, end);
	else
		fprintf(f, "     \"%s\": [\n", key);
	for (i = 0; i < total; i++) {
		if (!listed[i])
			continue;
		fputs(yaml ? "      - " : "       ", f);
		if (k < 0)
			note_deploy(f, n, &pl->deploy[i]);
		else
			note_part(f, n, &pl->part[k].c[i]);
		fputs(yaml || ++done == nlisted ? "\n" : ",\n", f);
	}
	if (!yaml && nlisted > 0)
		fprintf(f, "     ]%s\n", end);
}

/* The module part moves writes under key, or -1. */
static int
part_named(const struct moves *m, const char *key)
{
	int k;

	for (k = 0; k < m->nparts; k++)
		if (strcmp(m->part[k]->part, key) == 0)
			return k;
	return -1;
}

void
doc_moves(FILE *f, enum docfmt fmt, const struct position *p,
    const char *file, const struct moves *m)
{
	static const char *const keys[] = { "magic", "token" };
	bool yaml = fmt == FMT_YAML;
	int i, k;

	/* Led by its file, as judge's documents are. */
	fputs(yaml ? "file: " : "{\n  \"file\": ", f);
	esc_quoted(f, file);
	if (yaml) {
		fprintf(f, "\nplayer: %s\ntile: ", player_name(p, m->player));
		json_str(f, m->tile->id);
		fprintf(f, "\ncount: {placements: %d, turns: %ld}\n"
		    "placements:%s\n", m->nplacements, m->nturns,
		    m->nplacements ? "" : " []");
	} else {
		fprintf(f, ",\n  \"player\": \"%s\",\n  \"tile\": ",
		    player_name(p, m->player));
		json_str(f, m->tile->id);
		fprintf(f, ",\n  \"count\": {\"placements\": %d, \"turns\": "
		    "%ld},\n  \"placements\": [%s", m->nplacements, m->nturns,
		    m->nplacements ? "\n" : "");
	}
	for (i = 0; i < m->nplacements; i++) {
		const struct mplacement *pl = &m->pl[i];

		fprintf(f, yaml ? "  - at: [%d, %d]\n    rot: %d\n" :
		    "    {\"at\": [%d, %d], \"rot\": %d,\n", pl->x, pl->y,
		    pl->rot * 90);
		list(f, yaml, "deploy", pl, -1, ",");
		for (k = 0; k < 2; k++) {
			int pk = part_named(m, keys[k]);
			const char *end = k == 0 ? "," : i + 1 <
			    m->nplacements ? "}," : "}";

			if (pk >= 0)
				list(f, yaml, keys[k], pl, pk, end);
			else if (yaml)
				fprintf(f, "    %s: []\n", keys[k]);
			else
				fprintf(f, "     \"%s\": []%s\n", keys[k], end);
		}
	}
	if (!yaml)
		fprintf(f, "%s]\n}\n", m->nplacements ? "  " : "");
}
