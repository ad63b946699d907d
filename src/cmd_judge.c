/* carcjudge judge: one position, one verdict; --compare for several
 * readings of a disputed rule side by side. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "doc.h"
#include "escape.h"
#include "input.h"
#include "moves.h"
#include "readings.h"
#include "show.h"
#include "text.h"
#include "xalloc.h"

/* A document on one line: the whitespace between tokens dropped. */
static void
compact_json(FILE *out, const char *s)
{
	bool in_string = false;

	for (; *s != '\0'; s++) {
		if (in_string) {
			putc(*s, out);
			if (*s == '\\' && s[1] != '\0')
				putc(*++s, out);
			else if (*s == '"')
				in_string = false;
		} else if (*s == '"') {
			in_string = true;
			putc(*s, out);
		} else if (!strchr(" \t\r\n", *s))
			putc(*s, out);
	}
}

/* The document of one of several files (each led by its name, as every
 * document is): JSON on one line, YAML as a document of its own. */
static void
file_document(const struct position *p, const struct outcome *o,
    enum docfmt fmt, const char *name)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&buf, &len);

	if (m == NULL)
		xnomem();
	doc_outcome(m, fmt, p, o, name, NULL);
	if (fclose(m) != 0)
		xnomem();
	if (fmt == FMT_JSON) {
		compact_json(stdout, buf);
		putchar('\n');
	} else {
		fputs("---\n", stdout);
		fputs(buf, stdout);
	}
	free(buf);
}

/* name: the file's, as documents give it; several: whether there are
 * several files; *headed: whether a text heading came before. */
static int
judge_one(const struct position *p, const struct rulesconf *ov,
    enum docfmt fmt, bool show, const char *name, bool several,
    bool *headed)
{
	struct game g;
	struct outcome o;
	int rc;

	if ((rc = judge_reading(p, ov, &g, &o)) <= 1) {
		readings_disputed(p, ov, &o);
		if (several && fmt != FMT_TEXT)
			file_document(p, &o, fmt, name);
		else if (fmt == FMT_TEXT) {
			if (several) {
				fputs(*headed ? "\n==> " : "==> ", stdout);
				*headed = true;
				esc_line(stdout, name, ESC_BACKSLASH);
				fputs(" <==\n", stdout);
			}
			text_outcome(stdout, p, &o, NULL, want_color(1));
		} else
			doc_outcome(stdout, fmt, p, &o, name, NULL);
		/* A placement refused for its edges alone: the rotations
		 * that would fit.  An occupied or detached square fits no
		 * rotation, which its violation already says. */
		if (fmt == FMT_TEXT && moves_place_failed(&o) &&
		    !outcome_violates(&o, RULE_BASE_TILE_EMPTY) &&
		    !outcome_violates(&o, RULE_BASE_TILE_ADJACENT)) {
			bool fits[4];

			if (moves_fits(p, ov, p->action.px, p->action.py,
			    fits) == 0)
				text_fits(stdout, p, fits);
			else
				rc = EXIT_INTERNAL;
		}
		if (show)
			show_board(stdout, &g, want_color(1));
		outcome_free(&o);
	}
	game_free(&g);
	return rc;
}

/* Every reading judged; output only if all are valid, so that nothing
 * partial is written. */
static int
compare(const struct position *p, const struct rulesconf *ov,
    enum docfmt fmt, const char *name, int setting, const int *values, int n)
{
	struct outcome os[MAXREAD];
	char readings[MAXREAD][80];
	const char *names[MAXREAD];
	int i, rc = 0, worst = 0;

	memset(os, 0, sizeof os);
	for (i = 0; i < n && rc <= 1; i++) {
		struct rulesconf alt = *ov;
		struct game g;

		alt.v[setting] = values[i];
		alt.given[setting] = true;
		snprintf(readings[i], sizeof readings[i], "%s=%s",
		    settingdefs[setting].key,
		    settingdefs[setting].values[values[i]]);
		names[i] = readings[i];
		rc = judge_reading(p, &alt, &g, &os[i]);
		game_free(&g);
		if (rc > worst)
			worst = rc;
	}
	if (rc <= 1) {
		if (fmt == FMT_TEXT)
			text_compare(stdout, p, n, names, os, want_color(1));
		else
			doc_compare(stdout, fmt, p, name, n, names, os);
		rc = worst;
	}
	for (i = 0; i < n; i++)
		outcome_free(&os[i]);
	return rc;
}

int
cmd_judge(int argc, char **argv)
{
	struct getopt_args ga;
	struct loadopts lo = { DEFAULT_MAX_INPUT, true, false, false };
	struct rulesconf ov;
	struct position p;
	enum docfmt fmt = FMT_TEXT;
	size_t len;
	int ch, rc = 0, setting = -1, values[MAXREAD], nvalues = 0, nfiles, i;
	bool show = false, headed = false;
	const char *compare_arg = NULL;
	char *text = NULL;

	settings_defaults(&ov);
	optind = 1;
	opterr = 0;
	sub_getopt("judge", &ga);
	while ((ch = getopt_long(argc, argv, ga.shortopts, ga.longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'f':
			if ((rc = parse_docfmt(optarg, &fmt)) != 0)
				return rc;
			break;
		case 'c':
			compare_arg = optarg;
			break;
		case 's':
			show = true;
			break;
		default:
			if ((rc = shared_option(ch, argv, &ov,
			    &lo.max_bytes)) != 0)
				return rc;
			break;
		}
	nfiles = argc - optind;
	if (nfiles > 1 && compare_arg != NULL)
		return diag_usage("judge: --compare takes one position");
	/* --show draws for people: the documents stay pure for scripts. */
	if (fmt != FMT_TEXT)
		show = false;
	if (compare_arg != NULL && (rc = readings_parse_compare(compare_arg,
	    &setting, values, &nvalues)) != 0)
		return rc;
	if (nfiles <= 1) {
		const char *path = nfiles ? argv[optind] : "-";

		rc = read_position(path, &lo, &p, &text, &len);
		if (rc == 0)
			rc = compare_arg == NULL ? judge_one(&p, &ov, fmt, show,
			    doc_file_name(path), false, &headed) : compare(&p,
			    &ov, fmt, doc_file_name(path), setting, values,
			    nvalues);
		position_free(&p);
		free(text);
		return rc;
	}
	/* Several files: each judged on its own; an invalid one gives its
	 * diagnostic and no document. */
	for (i = optind; i < argc; i++) {
		int r;

		r = read_position(argv[i], &lo, &p, &text, &len);
		if (r == 0)
			r = judge_one(&p, &ov, fmt, show,
			    doc_file_name(argv[i]), true, &headed);
		position_free(&p);
		free(text);
		text = NULL;
		rc = exit_worse(rc, r);
	}
	return rc;
}
