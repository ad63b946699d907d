/* carcjudge moves: every legal turn for the tile in hand, as a table or a
 * document; --write DIR writes each complete legal turn as a position of
 * its own, ready for `fixture` -- a client of the library (carcjudge.h)
 * alone: cj_moves_file does the work. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "carcjudge.h"

/* The subcommand, rules[] room for every -r of argv. */
static int
moves(int argc, char **argv, const char **rules)
{
	char shortopts[CJ_CLI_SHORTOPTS];
	struct option longopts[CJ_CLI_LONGOPTS];
	static const char *const formats[] = { "text", "yaml", "json" };
	static const enum cj_format format_of[] = { CJ_FORMAT_TEXT,
	    CJ_FORMAT_YAML, CJ_FORMAT_JSON };
	struct cj_judge_options opts = { rules, NULL };
	struct cj_limits lim = { 0 };
	struct cj_sink out = cj_file_sink(stdout);
	enum cj_format format = CJ_FORMAT_TEXT;
	const char *dir = NULL;
	int ch, rc, nrules = 0, pick;

	optind = 1;
	opterr = 0;
	cj_cli_getopt("moves", shortopts, longopts);
	while ((ch = getopt_long(argc, argv, shortopts, longopts, NULL)) !=
	    -1)
		switch (ch) {
		case 'f':
			if ((pick = cj_cli_word("-f", optarg, formats, 3)) < 0)
				return CJ_EXIT_USAGE;
			format = format_of[pick];
			break;
		case 'w':
			dir = optarg;
			break;
		default:
			if ((rc = cj_cli_judging_option(ch, argv, rules,
			    &nrules, &lim)) != 0)
				return rc;
			break;
		}
	if (argc - optind > 1)
		return cj_cli_usage("%s: one position at a time", argv[0]);
	return cj_moves_file(optind < argc ? argv[optind] : "-", &lim, &opts,
	    format, dir, out, NULL);
}

int cmd_moves(int, char **);

int
cmd_moves(int argc, char **argv)
{
	return cj_cli_with_rules(argc, argv, moves);
}
