/* Writing an outcome as a document: YAML in flow style is a superset of
 * JSON, so one writer produces either, with a little layout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "doc.h"
#include "escape.h"
#include "settings.h"
#include "xalloc.h"

static void
put_int(FILE *f, int v)
{
	char buf[16], *p = buf + sizeof buf;
	unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	*--p = '\0';
	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	fputs(p, f);
}

/* "[x, y]" after lead: the hot spot of a large board's document. */
static void
put_xy(FILE *f, const char *lead, int x, int y)
{
	fputs(lead, f);
	put_int(f, x);
	fputs(", ", f);
	put_int(f, y);
	putc(']', f);
}

void
json_str(FILE *f, const char *s)
{
	esc_dquoted(f, s, false);
}

/* One writer for both documents: YAML in flow style is a superset of
 * JSON, so the same calls produce either, with a little layout. */
struct doc {
	FILE *f;
	bool yaml;
};

static void
cites(struct doc *d, const char *key, const struct cite *c, int n)
{
	int i;

	fprintf(d->f, d->yaml ? "%s:" : "  \"%s\": [", key);
	if (n == 0)
		fputs(d->yaml ? " []\n" : "],\n", d->f);
	else
		putc('\n', d->f);
	for (i = 0; i < n; i++) {
		fputs(d->yaml ? "  - {rule: " : "    {\"rule\": ", d->f);
		json_str(d->f, rule_name(c[i].rule));
		fputs(d->yaml ? ", message: " : ", \"message\": ", d->f);
		json_str(d->f, c[i].msg);
		if (c[i].has_at)
			fprintf(d->f, d->yaml ? ", at: [%d, %d]" :
			    ", \"at\": [%d, %d]", c[i].x, c[i].y);
		fputs(d->yaml ? "}\n" : i + 1 < n ? "},\n" : "}\n", d->f);
	}
	if (!d->yaml && n > 0)
		fputs("  ],\n", d->f);
}

static void
key(struct doc *d, const char *k, bool first)
{
	if (d->yaml)
		fprintf(d->f, "%s%s: ", first ? "  - " : "    ", k);
	else
		fprintf(d->f, "%s\"%s\": ", first ? "" : ", ", k);
}

static void
score(struct doc *d, const struct position *p, const struct score *s)
{
	int i;

	fputs(d->yaml ? "" : "    {", d->f);
	key(d, "feature", true);
	json_str(d->f, s->feature);
	if (d->yaml)
		putc('\n', d->f);
	key(d, "at", false);
	putc('[', d->f);
	for (i = 0; i < s->nat; i++)
		put_xy(d->f, i ? ", [" : "[", s->at[i][0],
		    s->at[i][1]);
	fputs(d->yaml ? "]\n" : "]", d->f);
	key(d, "complete", false);
	fprintf(d->f, d->yaml ? "%s\n" : "%s", s->complete ? "true" : "false");
	key(d, "tiles", false);
	fprintf(d->f, d->yaml ? "%d\n" : "%d", s->tiles);
	key(d, "points", false);
	fprintf(d->f, d->yaml ? "%d\n" : "%d", s->points);
	if (s->has_extra) {
		bool first = true;

		key(d, "extra", false);
		putc('{', d->f);
		for (i = 0; i < p->nplayers; i++) {
			if (s->extra[i] == 0)
				continue;
			fprintf(d->f, d->yaml ? "%s%s: %d" : "%s\"%s\": %d",
			    first ? "" : ", ", color_name[p->players[i].color],
			    s->extra[i]);
			first = false;
		}
		fputs(d->yaml ? "}\n" : "}", d->f);
	}
	key(d, "winners", false);
	putc('[', d->f);
	for (i = 0; i < s->nwinners; i++) {
		fputs(i ? ", " : "", d->f);
		json_str(d->f, color_name[p->players[s->winners[i]].color]);
	}
	fputs(d->yaml ? "]\n" : "]", d->f);
	key(d, "rules", false);
	putc('[', d->f);
	for (i = 0; i < s->nrules; i++) {
		fputs(i ? ", " : "", d->f);
		json_str(d->f, rule_name(s->rules[i]));
	}
	fputs(d->yaml ? "]\n" : "]", d->f);
	key(d, "breakdown", false);
	json_str(d->f, s->breakdown);
	fputs(d->yaml ? "\n" : "}", d->f);
}

static void
totals(struct doc *d, const struct position *p, const int *t)
{
	int i;

	putc('{', d->f);
	for (i = 0; i < p->nplayers; i++)
		fprintf(d->f, d->yaml ? "%s%s: %d" : "%s\"%s\": %d",
		    i ? ", " : "", color_name[p->players[i].color], t[i]);
	putc('}', d->f);
}

/* With score: in the position, the points after the action; after
 * end-game, who won. */
static void
standings(struct doc *d, const struct position *p, const struct outcome *o)
{
	int st[MAXPLAYERS], w[MAXPLAYERS], n, i;

	if (!outcome_standings(p, o, st))
		return;
	fputs(d->yaml ? "standings: " : "  \"standings\": ", d->f);
	totals(d, p, st);
	fputs(d->yaml ? "\n" : ",\n", d->f);
	if ((n = outcome_winners(p, o, w)) == 0)
		return;
	fputs(d->yaml ? "winners: [" : "  \"winners\": [", d->f);
	for (i = 0; i < n; i++) {
		fputs(i ? ", " : "", d->f);
		json_str(d->f, color_name[p->players[w[i]].color]);
	}
	fputs(d->yaml ? "]\n" : "],\n", d->f);
}

static void
disputed(struct doc *d, const struct position *p, int n,
    const struct disputed *x)
{
	int i;

	fputs(d->yaml ? "disputed:" : "  \"disputed\": [", d->f);
	if (n == 0)
		fputs(d->yaml ? " []\n" : "]\n", d->f);
	else
		putc('\n', d->f);
	for (i = 0; i < n; i++) {
		const struct settingdef *s = &settingdefs[x[i].setting];

		fputs(d->yaml ? "  - {key: " : "    {\"key\": ", d->f);
		json_str(d->f, s->key);
		fputs(d->yaml ? ", default: " : ", \"default\": ", d->f);
		json_str(d->f, s->values[0]);
		fputs(d->yaml ? ", reading: " : ", \"reading\": ", d->f);
		json_str(d->f, s->values[x[i].value]);
		fprintf(d->f, d->yaml ? ", verdict: %s, totals: " :
		    ", \"verdict\": \"%s\", \"totals\": ",
		    x[i].legal ? "legal" : "illegal");
		totals(d, p, x[i].totals);
		fputs(d->yaml || i + 1 == n ? "}\n" : "},\n", d->f);
	}
	if (!d->yaml && n > 0)
		fputs("  ]\n", d->f);
}

static void
document(struct doc *d, const struct position *p, const struct outcome *o,
    const char *file, const char *reading)
{
	int i;

	if (!d->yaml)
		fputs("{\n", d->f);
	/* Every document names its file, whatever the count: a script
	 * reads one shape. */
	fputs(d->yaml ? "file: " : "  \"file\": ", d->f);
	esc_quoted(d->f, file);
	fputs(d->yaml ? "\n" : ",\n", d->f);
	if (reading != NULL) {
		fputs(d->yaml ? "reading: " : "  \"reading\": ", d->f);
		json_str(d->f, reading);
		fputs(d->yaml ? "\n" : ",\n", d->f);
	}
	fprintf(d->f, d->yaml ? "verdict: %s\n" : "  \"verdict\": \"%s\",\n",
	    o->legal ? "legal" : "illegal");
	cites(d, "violations", o->viol, o->nviol);
	cites(d, "applied", o->applied, o->napplied);
	fputs(d->yaml ? "scores:" : "  \"scores\": [", d->f);
	if (o->nscores == 0)
		fputs(d->yaml ? " []\n" : "],\n", d->f);
	else
		putc('\n', d->f);
	for (i = 0; i < o->nscores; i++) {
		score(d, p, &o->scores[i]);
		if (!d->yaml)
			fputs(i + 1 < o->nscores ? ",\n" : "\n", d->f);
	}
	if (!d->yaml && o->nscores > 0)
		fputs("  ],\n", d->f);
	fputs(d->yaml ? "totals: " : "  \"totals\": ", d->f);
	totals(d, p, o->totals);
	fputs(d->yaml ? "\n" : ",\n", d->f);
	standings(d, p, o);
	disputed(d, p, reading != NULL ? 0 : o->ndisputed, o->disputed);
	if (!d->yaml)
		fputs("}\n", d->f);
}

const char *
doc_file_name(const char *path)
{
	return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

void
doc_outcome(FILE *f, enum docfmt fmt, const struct position *p,
    const struct outcome *o, const char *file, const char *reading)
{
	struct doc d = { f, fmt == FMT_YAML };

	document(&d, p, o, file, reading);
}

/* One document of a YAML sequence: the document indented under "- ". */
static void
yaml_item(FILE *f, const struct position *p, const struct outcome *o,
    const char *file, const char *reading)
{
	char *buf = NULL, *line, *save;
	size_t len = 0;
	FILE *m = open_memstream(&buf, &len);
	bool first = true;

	if (m == NULL)
		xnomem();
	doc_outcome(m, FMT_YAML, p, o, file, reading);
	if (fclose(m) != 0)
		xnomem();
	for (line = strtok_r(buf, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save)) {
		fprintf(f, "%s%s\n", first ? "- " : "  ", line);
		first = false;
	}
	free(buf);
}

void
doc_compare(FILE *f, enum docfmt fmt, const struct position *p,
    const char *file, int n, const char *const *readings,
    const struct outcome *os)
{
	int i;

	if (fmt == FMT_YAML) {
		for (i = 0; i < n; i++)
			yaml_item(f, p, &os[i], file, readings[i]);
		return;
	}
	fputs("[\n", f);
	for (i = 0; i < n; i++) {
		if (i > 0)
			fputs(",\n", f);
		/* The document without its final newline, then the comma. */
		{
			char *buf = NULL;
			size_t len = 0;
			FILE *m = open_memstream(&buf, &len);

			if (m == NULL)
				xnomem();
			doc_outcome(m, FMT_JSON, p, &os[i], file,
			    readings[i]);
			if (fclose(m) != 0)
				xnomem();
			if (len > 0 && buf[len - 1] == '\n')
				buf[--len] = '\0';
			fputs(buf, f);
			free(buf);
		}
	}
	fputs("\n]\n", f);
}
