/* carcjudge explain: the rule catalogue, read. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "draw.h"
#include "rulecat.h"
#include "settings.h"
#include "tiles.h"

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

int
cmd_explain(int argc, char **argv)
{
	int i, rc = 0;

	if (argc < 2) {
		/* No ID: the whole catalogue, one line each. */
		for (i = 0; i < rulecat_count(); i++)
			printf("%-24s %s\n", rulecat_at(i)->id,
			    rulecat_at(i)->title);
		return 0;
	}
	/* Check every ID first: nothing is printed for a bad request. */
	for (i = 1; i < argc; i++)
		if (argv[i][0] == '-' && argv[i][1] != '\0') {
			diag_usage("explain: unknown option '%s'", argv[i]);
			return usage();
		}
	for (i = 1; i < argc; i++)
		if (rulecat_find(argv[i]) == NULL) {
			const char *near[3];
			int n = rulecat_suggest(argv[i], near, 3), k;
			char msg[200] = "";

			for (k = 0; k < n; k++)
				snprintf(msg + strlen(msg), sizeof msg -
				    strlen(msg), "%s%s", k ? ", " :
				    " (did you mean ", near[k]);
			rc = diag_usage("unknown rule ID '%s'%s%s", argv[i],
			    msg, n ? "?)" : "");
		}
	if (rc != 0)
		return rc;
	for (i = 1; i < argc; i++) {
		if (i > 1)
			putchar('\n');
		explain(rulecat_find(argv[i]));
	}
	return 0;
}
