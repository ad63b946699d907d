/* carcjudge judge: one position, one verdict; --compare for several
 * readings of a disputed rule side by side -- a client of the library
 * (carcjudge.h) alone: cj_judge does the work. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carcjudge.h"

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

/* How the files are judged and written. */
struct how {
	struct cj_cli *cli;
	struct cj_judge_options opts;
	struct cj_limits lim;
	enum cj_format format;
	bool show;
	bool several;		/* several files: each led by its name */
	bool headed;		/* a text heading came before */
};

/* The document of one of several files (each led by its name, as every
 * document is): JSON on one line, YAML as a document of its own. */
static int
file_document(const struct cj_outcome *o, enum cj_format format, FILE *out)
{
	struct cj_buffer doc = { NULL, 0, 0 };
	int rc = cj_outcome_write(o, format, cj_buffer_sink(&doc), NULL);

	if (rc == 0 && format == CJ_FORMAT_JSON) {
		compact_json(out, doc.data != NULL ? doc.data : "");
		putc('\n', out);
	} else if (rc == 0) {
		fputs("---\n", out);
		fputs(doc.data != NULL ? doc.data : "", out);
	}
	cj_buffer_free(&doc);
	return rc;
}

/* The file at path judged and written as h says. */
static int
judge_file(const char *path, struct how *h)
{
	FILE *out = cj_cli_stdout(h->cli);
	struct cj_sink sink = cj_file_sink(out);
	struct cj_position *p;
	struct cj_outcome *o;
	int rc, wrc;

	if ((rc = cj_position_read_file(path, &h->lim, &p, NULL)) != 0)
		return rc;
	if ((rc = cj_judge(p, &h->opts, &o, NULL)) > 1) {
		cj_position_free(p);
		return rc;
	}
	if (h->several && h->format != CJ_FORMAT_TEXT)
		wrc = file_document(o, h->format, out);
	else {
		if (h->several) {
			fputs(h->headed ? "\n==> " : "==> ", out);
			h->headed = true;
			cj_cli_name(h->cli,
			    strcmp(path, "-") != 0 ? path : "<stdin>",
			    sink);
			fputs(" <==\n", out);
		}
		wrc = cj_outcome_write(o, h->format, sink, NULL);
	}
	if (wrc == 0 && h->show)
		wrc = cj_outcome_draw(o, sink, NULL);
	cj_outcome_free(o);
	cj_position_free(p);
	return wrc != 0 ? wrc : rc;
}

/* The subcommand, rules[] room for every -r of argv. */
static int
judge(struct cj_cli *cli, int argc, char **argv, const char **rules)
{
	struct how h = { cli, { rules, NULL, cli }, { 0, cli },
	    CJ_FORMAT_TEXT, false, false, false };
	int ch, rc = 0, nrules = 0, nfiles, i, first, stdin_named;

	while ((ch = cj_cli_option(cli, argc, argv)) != -1)
		switch (ch) {
		case 'f':
			if ((rc = cj_cli_format(cli, cj_cli_optarg(cli), 1,
			    &h.format)) != 0)
				return rc;
			break;
		case 'c':
			h.opts.compare = cj_cli_optarg(cli);
			break;
		case 's':
			h.show = true;
			break;
		default:
			if ((rc = cj_cli_judging_option(cli, ch, argv, rules,
			    &nrules, &h.lim)) != 0)
				return rc;
			break;
		}
	first = cj_cli_optind(cli);
	nfiles = argc - first;
	if (nfiles > 1 && h.opts.compare != NULL)
		return cj_cli_usage(cli, "judge: --compare takes one position");
	/* A second read of standard input finds nothing left: a mistake,
	 * said rather than judged as an empty file. */
	for (i = first, stdin_named = 0; i < argc; i++)
		if (strcmp(argv[i], "-") == 0 && stdin_named++ > 0)
			return cj_cli_usage(cli, "judge: '-' (standard input) "
			    "named twice: it can be read only once");
	/* --show draws for people: the documents stay pure for scripts;
	 * under --compare there is no one game to draw. */
	if (h.format != CJ_FORMAT_TEXT || h.opts.compare != NULL)
		h.show = false;
	if (h.opts.compare != NULL && (rc = cj_cli_compare(cli,
	    h.opts.compare)) != 0)
		return rc;
	if (nfiles <= 1)
		return judge_file(nfiles ? argv[first] : "-", &h);
	/* Several files: each judged on its own; an invalid one gives its
	 * diagnostic and no document.  The statuses rank as their numbers
	 * do: the worst is the answer. */
	h.several = true;
	for (i = first; i < argc; i++) {
		int r = judge_file(argv[i], &h);

		if (r > rc)
			rc = r;
	}
	return rc;
}

int cmd_judge(struct cj_cli *, int, char **);

int
cmd_judge(struct cj_cli *cli, int argc, char **argv)
{
	return cj_cli_with_rules(cli, argc, argv, judge);
}
