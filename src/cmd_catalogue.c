/* carcjudge explain and carcjudge tiles: the two catalogues, read. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "draw.h"
#include "escape.h"
#include "rulecat.h"
#include "settings.h"
#include "tiles.h"
#include "xalloc.h"

/* Prints text wrapped at 72 columns after indent. */
static void
wrap(const char *indent, const char *text)
{
	size_t col = 0, w;
	const char *s = text;

	while (*s) {
		while (*s == ' ')
			s++;
		w = strcspn(s, " ");
		if (w == 0)
			break;
		if (col > 0 && col + 1 + w > 72) {
			putchar('\n');
			col = 0;
		}
		if (col == 0) {
			fputs(indent, stdout);
			col = strlen(indent);
		} else {
			putchar(' ');
			col++;
		}
		fwrite(s, 1, w, stdout);
		col += w;
		s += w;
	}
	if (col > 0)
		putchar('\n');
}

/* An unknown ID, with the closest known ones. */
static int
unknown_rule(const char *id)
{
	const char *near[3];
	int n = rulecat_suggest(id, near, 3), k;
	char msg[200] = "";

	for (k = 0; k < n; k++)
		snprintf(msg + strlen(msg), sizeof msg - strlen(msg), "%s%s",
		    k ? ", " : " (did you mean ", near[k]);
	return diag_usage("unknown rule ID '%s'%s%s", id, msg, n ? "?)" : "");
}

static void
explain(const struct rule *r)
{
	int i, s = r->key ? settings_find(r->key) : -1;

	printf("%s: %s\n", r->id, r->title);
	wrap("  ", r->text);
	printf("  Source:\n");
	wrap("    ", r->source);
	if (r->key == NULL)
		return;
	printf("  Disputed: rules key '%s' (default %s)\n", r->key,
	    s >= 0 ? settingdefs[s].values[0] : "?");
	for (i = 0; i < r->nreadings; i++) {
		char head[80];

		snprintf(head, sizeof head, "    %s=%s%s:", r->key,
		    r->readings[i].value, s >= 0 && strcmp(r->readings[i].value,
		    settingdefs[s].values[0]) == 0 ? " (default)" : "");
		puts(head);
		wrap("      ", r->readings[i].text);
	}
}

/* "a; b; c" as ["a", "b", "c"]. */
static void
json_sources(FILE *f, const char *source)
{
	const char *s = source, *e;
	bool first = true;

	putc('[', f);
	while (*s != '\0') {
		char *one;

		e = strstr(s, "; ");
		one = xstrndup(s, e ? (size_t)(e - s) : strlen(s));
		fputs(first ? "" : ", ", f);
		esc_quoted(f, one);
		free(one);
		first = false;
		s = e ? e + 2 : s + strlen(s);
	}
	putc(']', f);
}

/* One rule as a JSON object, on one line. */
static void
explain_json(FILE *f, const struct rule *r)
{
	int i, s = r->key ? settings_find(r->key) : -1;

	fputs("{\"id\": ", f);
	esc_quoted(f, r->id);
	fputs(", \"title\": ", f);
	esc_quoted(f, r->title);
	fputs(", \"text\": ", f);
	esc_quoted(f, r->text);
	fputs(", \"sources\": ", f);
	json_sources(f, r->source);
	fputs(", \"key\": ", f);
	if (r->key != NULL)
		esc_quoted(f, r->key);
	else
		fputs("null", f);
	fputs(", \"default\": ", f);
	if (s >= 0)
		esc_quoted(f, settingdefs[s].values[0]);
	else
		fputs("null", f);
	fputs(", \"readings\": [", f);
	for (i = 0; i < r->nreadings; i++) {
		fputs(i ? ", {\"value\": " : "{\"value\": ", f);
		esc_quoted(f, r->readings[i].value);
		fputs(", \"text\": ", f);
		esc_quoted(f, r->readings[i].text);
		putc('}', f);
	}
	fputs("]}", f);
}

int
cmd_explain(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 }
	};
	bool json = false;
	int ch, i, rc = 0;

	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":f:", longopts, NULL)) != -1)
		switch (ch) {
		case 'f':
			if (strcmp(optarg, "json") == 0)
				json = true;
			else if (strcmp(optarg, "text") == 0)
				json = false;
			else
				return diag_usage("-f '%s': text or json",
				    optarg);
			break;
		default:
			return bad_option(ch, argv);
		}
	argc -= optind - 1;
	argv += optind - 1;
	if (json) {
		/* The catalogue as a document: an array of the rules asked
		 * for, or of them all. */
		for (i = 1; i < argc; i++)
			if (rulecat_find(argv[i]) == NULL)
				rc = unknown_rule(argv[i]);
		if (rc != 0)
			return rc;
		fputs("[\n", stdout);
		for (i = 0; i < (argc < 2 ? rulecat_count() : argc - 1); i++) {
			fputs(i ? ",\n  " : "  ", stdout);
			explain_json(stdout, argc < 2 ? rulecat_at(i) :
			    rulecat_find(argv[i + 1]));
		}
		fputs("\n]\n", stdout);
		return 0;
	}
	if (argc < 2) {
		/* No ID: the whole catalogue, one line each. */
		for (i = 0; i < rulecat_count(); i++)
			printf("%-24s %s\n", rulecat_at(i)->id,
			    rulecat_at(i)->title);
		return 0;
	}
	/* Check every ID first: nothing is printed for a bad request. */
	for (i = 1; i < argc; i++)
		if (rulecat_find(argv[i]) == NULL)
			rc = unknown_rule(argv[i]);
	if (rc != 0)
		return rc;
	for (i = 1; i < argc; i++) {
		if (i > 1)
			putchar('\n');
		explain(rulecat_find(argv[i]));
	}
	return 0;
}

static const char *const end_words[] = {
	[END_JUNCTION] = "a junction", [END_CROSSING] = "a crossing",
	[END_CITY] = "a city", [END_CLOISTER] = "a cloister",
	[END_HOUSES] = "houses", [END_CATHEDRAL] = "the cathedral",
	[END_TUNNEL] = "a tunnel opening"
};

static void
describe(const struct tiledef *t)
{
	char cell[DRAW_H][DRAW_W];
	int i, r, d;

	printf("%s", t->id);
	for (i = 0; i < t->naliases; i++)
		printf("%s%s", i ? ", " : " (alias ", t->aliases[i]);
	printf("%s: %d in the box; %s\n", t->naliases ? ")" : "", t->count,
	    t->source);
	draw_tile(t, 0, cell);
	for (r = 0; r < DRAW_H; r++)
		printf("    %.*s\n", DRAW_W, cell[r]);
	printf("  edges N E S W: %c %c %c %c\n", t->edges[0], t->edges[1],
	    t->edges[2], t->edges[3]);
	for (i = 0; i < t->nsegs; i++) {
		const struct segdef *sd = &t->segs[i];
		unsigned e = sd->edges;
		int n = 0;

		switch (sd->kind) {
		case SEG_ROAD:
		case SEG_CITY:
			printf("  %s@%s", segkind_name[sd->kind],
			    dir_name[first_bit(e)]);
			printf("   edges");
			for (d = 0; d < 4; d++)
				if (e >> d & 1)
					printf(" %s", dir_name[d]);
			if ((e & (e - 1)) == 0 && sd->kind == SEG_ROAD)
				printf("; ends at %s", end_words[sd->end]);
			break;
		case SEG_FIELD:
			printf("  field@%s   half-edges",
			    half_name[first_bit(sd->halves)]);
			for (d = 0; d < 8; d++)
				if (sd->halves >> d & 1)
					printf(" %s", half_name[d]);
			if (sd->cities)
				printf("; touches the city");
			break;
		default:
			printf("  %s", segkind_name[sd->kind]);
			if (sd->kind == SEG_CATHEDRAL)
				printf("   %s", t->cathedral);
		}
		if (sd->flags & SF_PENNANT)
			printf("; pennant"), n++;
		if (sd->flags & SF_INN)
			printf("; inn"), n++;
		if (sd->flags & SF_LABYRINTH)
			printf("; labyrinth: one road, not a crossing"), n++;
		if (sd->flags & SF_UNDERPASS)
			printf("; underpass (with the Tunnel and "
			    "other-tunnels: tokens, a tunnel opening at each "
			    "end)"), n++;
		putchar('\n');
	}
	if (t->portal)
		printf("  magic portal\n");
	if (t->flier >= 0)
		printf("  flying machine, arrow %s\n", (const char *[]){ "N",
		    "NE", "E", "SE", "S", "SW", "W", "NW" }[t->flier]);
}

int
cmd_tiles(int argc, char **argv)
{
	int i, rc = 0;

	if (argc < 2) {
		for (i = 0; i < tiles_count(); i++) {
			const struct tiledef *t = tiles_at(i);
			char aliases[80] = "-";
			int k;

			for (k = 0; k < t->naliases; k++)
				snprintf(aliases + (k ? strlen(aliases) : 0),
				    sizeof aliases - (k ? strlen(aliases) : 0),
				    "%s%s", k ? "," : "", t->aliases[k]);
			printf("%-12s %-14s %2d  %c%c%c%c  %s\n", t->id,
			    aliases, t->count, t->edges[0], t->edges[1],
			    t->edges[2], t->edges[3], t->source);
		}
		return 0;
	}
	for (i = 1; i < argc; i++)
		if (argv[i][0] == '-' && argv[i][1] != '\0') {
			diag_usage("tiles: unknown option '%s'", argv[i]);
			return usage();
		}
	for (i = 1; i < argc; i++)
		if (tiles_find(argv[i]) == NULL)
			rc = diag_usage("unknown tile id '%s' (see 'carcjudge "
			    "tiles')", argv[i]);
	if (rc != 0)
		return rc;
	for (i = 1; i < argc; i++) {
		if (i > 1)
			putchar('\n');
		describe(tiles_find(argv[i]));
	}
	return 0;
}
