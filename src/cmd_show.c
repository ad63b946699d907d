/* carcjudge show: the board of a position drawn in the terminal, or as
 * SVG (carcjudge(1), SHOW) -- a client of the library (carcjudge.h)
 * alone: cj_draw_file does the work, the drawing is src/out/show.c's and
 * svg.c's. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "carcjudge.h"

/* The subcommand, rules[] room for every -r of argv. */
static int
show(int argc, char **argv, const char **rules)
{
	char shortopts[CJ_CLI_SHORTOPTS];
	struct option longopts[CJ_CLI_LONGOPTS];
	static const char *const formats[] = { "text", "svg" };
	static const enum cj_drawing drawing_of[] = { CJ_DRAW_TEXT,
	    CJ_DRAW_SVG };
	struct cj_judge_options opts = { rules, NULL };
	struct cj_limits lim = { 0 };
	struct cj_sink out = cj_file_sink(stdout);
	enum cj_drawing drawing = CJ_DRAW_TEXT;
	int ch, rc, nrules = 0, pick;

	optind = 1;
	opterr = 0;
	cj_cli_getopt("show", shortopts, longopts);
	while ((ch = getopt_long(argc, argv, shortopts, longopts, NULL)) !=
	    -1)
		switch (ch) {
		case 'f':
			if ((pick = cj_cli_word("-f", optarg, formats, 2)) < 0)
				return CJ_EXIT_USAGE;
			drawing = drawing_of[pick];
			break;
		default:
			if ((rc = cj_cli_judging_option(ch, argv, rules,
			    &nrules, &lim)) != 0)
				return rc;
			break;
		}
	if (argc - optind > 1)
		return cj_cli_usage("%s: one position at a time", argv[0]);
	return cj_draw_file(optind < argc ? argv[optind] : "-", &lim, &opts,
	    drawing, out, NULL);
}

int cmd_show(int, char **);

int
cmd_show(int argc, char **argv)
{
	return cj_cli_with_rules(argc, argv, show);
}
