/* carcjudge apply: the pending action judged and, when legal, the position
 * it leads to written on standard output (carcjudge(1), APPLY) -- a client
 * of the library (carcjudge.h) alone: cj_apply does the work. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "carcjudge.h"

/* The subcommand, rules[] room for every -r of argv. */
static int
apply(int argc, char **argv, const char **rules)
{
	char shortopts[CJ_CLI_SHORTOPTS];
	struct option longopts[CJ_CLI_LONGOPTS];
	struct cj_judge_options opts = { rules, NULL };
	struct cj_limits lim = { 0 };
	struct cj_sink out = cj_file_sink(stdout);
	struct cj_position *p;
	const char *next = NULL, *path;
	int ch, rc, nrules = 0;

	optind = 1;
	opterr = 0;
	cj_cli_getopt("apply", shortopts, longopts);
	while ((ch = getopt_long(argc, argv, shortopts, longopts, NULL)) !=
	    -1)
		switch (ch) {
		case 'n':
			next = optarg;
			break;
		default:
			if ((rc = cj_cli_judging_option(ch, argv, rules,
			    &nrules, &lim)) != 0)
				return rc;
			break;
		}
	if (argc - optind > 1)
		return cj_cli_usage("%s: one position at a time", argv[0]);
	path = optind < argc ? argv[optind] : "-";
	if (strcmp(path, "-") == 0 && isatty(0))
		return cj_cli_synopsis("apply");
	if ((rc = cj_position_read_file(path, &lim, &p, NULL)) != 0)
		return rc;
	rc = cj_apply(p, &opts, next, out, NULL);
	cj_position_free(p);
	return rc;
}

int cmd_apply(int, char **);

int
cmd_apply(int argc, char **argv)
{
	return cj_cli_with_rules(argc, argv, apply);
}
