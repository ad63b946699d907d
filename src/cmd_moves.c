/* carcjudge moves: every legal turn for the tile in hand, as a table or a
 * document; --write DIR writes each complete legal turn as a position of
 * its own, ready for `fixture` -- a client of the library (carcjudge.h)
 * alone: cj_moves_file does the work. */
#include <stdio.h>
#include <stdlib.h>

#include "carcjudge.h"

/* The subcommand, rules[] room for every -r of argv. */
static int
moves(struct cj_cli *cli, int argc, char **argv, const char **rules)
{
	struct cj_judge_options opts = { rules, NULL, cli };
	struct cj_limits lim = { 0, cli };
	struct cj_sink out = cj_file_sink(cj_cli_stdout(cli));
	enum cj_format format = CJ_FORMAT_TEXT;
	const char *dir = NULL;
	int ch, rc, nrules = 0, first;

	while ((ch = cj_cli_option(cli, argc, argv)) != -1)
		switch (ch) {
		case 'f':
			if ((rc = cj_cli_format(cli, cj_cli_optarg(cli), 1,
			    &format)) != 0)
				return rc;
			break;
		case 'w':
			dir = cj_cli_optarg(cli);
			break;
		default:
			if ((rc = cj_cli_judging_option(cli, ch, argv, rules,
			    &nrules, &lim)) != 0)
				return rc;
			break;
		}
	first = cj_cli_optind(cli);
	if (argc - first > 1)
		return cj_cli_usage(cli, "%s: one position at a time",
		    argv[0]);
	return cj_moves_file(first < argc ? argv[first] : "-", &lim, &opts,
	    format, dir, out, NULL);
}

int cmd_moves(struct cj_cli *, int, char **);

int
cmd_moves(struct cj_cli *cli, int argc, char **argv)
{
	return cj_cli_with_rules(cli, argc, argv, moves);
}
