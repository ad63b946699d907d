/* carcjudge import: a JCloisterZone saved game as a position, after its
 * last turn or before a chosen one, or its scores turn by turn
 * (carcjudge(1), IMPORT) -- a client of the library (carcjudge.h) alone:
 * cj_import_file does the work. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "carcjudge.h"

/* --turn N: 0 and *turn, or CJ_EXIT_USAGE after the message. */
static int
turn_number(const char *arg, int *turn)
{
	char *end;
	long v = strtol(arg, &end, 10);

	if (*arg < '0' || *arg > '9' || *end != '\0' || v < 1 ||
	    v > 100000000L)
		return cj_cli_usage("import: --turn '%s': a turn number from 1",
		    cj_cli_quote(arg));
	*turn = (int)v;
	return 0;
}

int cmd_import(int, char **);

int
cmd_import(int argc, char **argv)
{
	char shortopts[CJ_CLI_SHORTOPTS];
	struct option longopts[CJ_CLI_LONGOPTS];
	struct cj_import_options opts = { 0, 0 };
	struct cj_limits lim = { 0 };
	struct cj_sink out = cj_file_sink(stdout);
	const char *path;
	int ch, rc;

	optind = 1;
	opterr = 0;
	cj_cli_getopt("import", shortopts, longopts);
	while ((ch = getopt_long(argc, argv, shortopts, longopts, NULL)) !=
	    -1)
		switch (ch) {
		case 't':
			if ((rc = turn_number(optarg, &opts.turn)) != 0)
				return rc;
			break;
		case 's':
			opts.scores = 1;
			break;
		case 'm':
			if ((rc = cj_cli_max_input(optarg,
			    &lim.max_input)) != 0)
				return rc;
			break;
		default:
			return cj_cli_bad_option(ch, argv);
		}
	if (argc - optind > 1)
		return cj_cli_usage("%s: one saved game at a time", argv[0]);
	path = optind < argc ? argv[optind] : "-";
	if (opts.turn > 0 && opts.scores)
		return cj_cli_usage("import: --turn and --scores: one or the "
		    "other");
	if (strcmp(path, "-") == 0 && isatty(0))
		return cj_cli_synopsis("import");
	return cj_import_file(path, &lim, &opts, out, NULL);
}
