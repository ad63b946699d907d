/* carcjudge fixture: a position with its computed answer as an expect:
 * block (carcjudge(1), fixture).  It writes on standard output, or with
 * --in-place over each file whose answer changed, atomically -- a client
 * of the library (carcjudge.h) alone: cj_fixture_files does the work. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carcjudge.h"

/* The subcommand, rules[] room for every -r of argv. */
static int
fixture(int argc, char **argv, const char **rules)
{
	char shortopts[CJ_CLI_SHORTOPTS];
	struct option longopts[CJ_CLI_LONGOPTS];
	struct cj_judge_options opts = { rules, NULL };
	struct cj_limits lim = { 0 };
	struct cj_sink out = cj_file_sink(stdout);
	bool inplace = false, all_rules = false;
	int ch, rc, i, nrules = 0;

	optind = 1;
	opterr = 0;
	cj_cli_getopt("fixture", shortopts, longopts);
	while ((ch = getopt_long(argc, argv, shortopts, longopts, NULL)) !=
	    -1)
		switch (ch) {
		case 'i':
			inplace = true;
			break;
		case 'a':
			all_rules = true;
			break;
		default:
			if ((rc = cj_cli_judging_option(ch, argv, rules,
			    &nrules, &lim)) != 0)
				return rc;
			break;
		}
	if (all_rules && !inplace)
		return cj_cli_usage("fixture: --all-rules goes with --in-place");
	if (inplace) {
		if (optind == argc)
			return cj_cli_usage("fixture: --in-place needs the "
			    "files to rewrite");
		for (i = optind; i < argc; i++)
			if (strcmp(argv[i], "-") == 0)
				return cj_cli_usage("fixture: --in-place cannot "
				    "rewrite standard input");
	} else if (argc - optind > 1)
		return cj_cli_usage("%s: one position at a time (or "
		    "--in-place)", argv[0]);
	return cj_fixture_files((const char *const *)argv + optind, inplace,
	    all_rules, &lim, &opts, out, NULL);
}

int cmd_fixture(int, char **);

int
cmd_fixture(int argc, char **argv)
{
	return cj_cli_with_rules(argc, argv, fixture);
}
