/* carcjudge show: the board of a position drawn in the terminal, or as
 * SVG (carcjudge(1), SHOW) -- a client of the library (carcjudge.h)
 * alone: cj_draw_file does the work, the drawing is src/out/show.c's and
 * svg.c's. */
#include <stdio.h>
#include <stdlib.h>

#include "carcjudge.h"

/* The subcommand, rules[] room for every -r of argv. */
static int
show(struct cj_cli *cli, int argc, char **argv, const char **rules)
{
	static const char *const formats[] = { "text", "svg" };
	static const enum cj_drawing drawing_of[] = { CJ_DRAW_TEXT,
	    CJ_DRAW_SVG };
	struct cj_judge_options opts = { rules, NULL, cli };
	struct cj_limits lim = { 0, cli };
	struct cj_sink out = cj_file_sink(cj_cli_stdout(cli));
	enum cj_drawing drawing = CJ_DRAW_TEXT;
	const char *path;
	int ch, rc, nrules = 0, pick;

	while ((ch = cj_cli_option(cli, argc, argv)) != -1)
		switch (ch) {
		case 'f':
			if ((pick = cj_cli_word(cli, "-f", cj_cli_optarg(cli),
			    formats, 2)) < 0)
				return CJ_EXIT_USAGE;
			drawing = drawing_of[pick];
			break;
		default:
			if ((rc = cj_cli_judging_option(cli, ch, argv, rules,
			    &nrules, &lim)) != 0)
				return rc;
			break;
		}
	if ((path = cj_cli_operand(cli, argc, argv, "position")) == NULL)
		return CJ_EXIT_USAGE;
	return cj_draw_file(path, &lim, &opts, drawing, out, NULL);
}

int cmd_show(struct cj_cli *, int, char **);

int
cmd_show(struct cj_cli *cli, int argc, char **argv)
{
	return cj_cli_with_rules(cli, argc, argv, show);
}
