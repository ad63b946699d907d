/* carcjudge fixture: a position with its computed answer as an expect:
 * block (carcjudge(1), fixture).  It writes on standard output, or with
 * --in-place over each file whose answer changed, atomically -- a client
 * of the library (carcjudge.h) alone: cj_fixture_files does the work. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carcjudge.h"

/* The subcommand, rules[] room for every -r of argv. */
static int
fixture(struct cj_cli *cli, int argc, char **argv, const char **rules)
{
	struct cj_judge_options opts = { rules, NULL, cli };
	struct cj_limits lim = { 0, cli };
	struct cj_sink out = cj_file_sink(cj_cli_stdout(cli));
	bool inplace = false, all_rules = false;
	int ch, rc, i, nrules = 0, first;

	while ((ch = cj_cli_option(cli, argc, argv)) != -1)
		switch (ch) {
		case 'i':
			inplace = true;
			break;
		case 'a':
			all_rules = true;
			break;
		default:
			if ((rc = cj_cli_judging_option(cli, ch, argv, rules,
			    &nrules, &lim)) != 0)
				return rc;
			break;
		}
	first = cj_cli_optind(cli);
	if (all_rules && !inplace)
		return cj_cli_usage(cli, "fixture: --all-rules goes with "
		    "--in-place");
	if (inplace) {
		if (first == argc)
			return cj_cli_usage(cli,
			    "fixture: --in-place needs the "
			    "files to rewrite");
		for (i = first; i < argc; i++)
			if (strcmp(argv[i], "-") == 0)
				return cj_cli_usage(cli, "fixture: --in-place "
				    "cannot rewrite standard input");
	} else if (argc - first > 1)
		return cj_cli_usage(cli, "%s: one position at a time (or "
		    "--in-place)", argv[0]);
	return cj_fixture_files((const char *const *)argv + first, inplace,
	    all_rules, &lim, &opts, out, NULL);
}

int cmd_fixture(struct cj_cli *, int, char **);

int
cmd_fixture(struct cj_cli *cli, int argc, char **argv)
{
	return cj_cli_with_rules(cli, argc, argv, fixture);
}
