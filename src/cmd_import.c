/* carcjudge import: a JCloisterZone saved game as a position, after its
 * last turn or before a chosen one, or its scores turn by turn
 * (carcjudge(1), IMPORT) -- a client of the library (carcjudge.h) alone:
 * cj_import_file does the work. */
#include <stdio.h>
#include <stdlib.h>

#include "carcjudge.h"

/* --turn N: 0 and *turn, or CJ_EXIT_USAGE after the message. */
static int
turn_number(struct cj_cli *cli, const char *arg, int *turn)
{
	char *end;
	long v = strtol(arg, &end, 10);

	if (*arg < '0' || *arg > '9' || *end != '\0' || v < 1 ||
	    v > 100000000L)
		return cj_cli_usage(cli, "import: --turn '%s': a turn number "
		    "from 1", cj_cli_quote(cli, arg));
	*turn = (int)v;
	return 0;
}

int cmd_import(struct cj_cli *, int, char **);

int
cmd_import(struct cj_cli *cli, int argc, char **argv)
{
	struct cj_import_options opts = { 0, 0 };
	struct cj_limits lim = { 0, cli };
	struct cj_sink out = cj_file_sink(cj_cli_stdout(cli));
	const char *path;
	int ch, rc;

	while ((ch = cj_cli_option(cli, argc, argv)) != -1)
		switch (ch) {
		case 't':
			if ((rc = turn_number(cli, cj_cli_optarg(cli),
			    &opts.turn)) != 0)
				return rc;
			break;
		case 's':
			opts.scores = 1;
			break;
		case 'm':
			if ((rc = cj_cli_max_input(cli, cj_cli_optarg(cli),
			    &lim.max_input)) != 0)
				return rc;
			break;
		default:
			return cj_cli_bad_option(cli, ch, argv);
		}
	if ((path = cj_cli_operand(cli, argc, argv, "saved game")) == NULL)
		return CJ_EXIT_USAGE;
	if (opts.turn > 0 && opts.scores)
		return cj_cli_usage(cli, "import: --turn and --scores: one or "
		    "the other");
	return cj_import_file(path, &lim, &opts, out, NULL);
}
