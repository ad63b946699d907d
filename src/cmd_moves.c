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
	const char *dir = NULL, *path;
	int ch, rc, nrules = 0;

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
	if ((path = cj_cli_operand(cli, argc, argv, "position")) == NULL)
		return CJ_EXIT_USAGE;
	return cj_moves_file(path, &lim, &opts, format, dir, out, NULL);
}

int cmd_moves(struct cj_cli *, int, char **);

int
cmd_moves(struct cj_cli *cli, int argc, char **argv)
{
	return cj_cli_with_rules(cli, argc, argv, moves);
}
