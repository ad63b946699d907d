/* carcjudge apply: the pending action judged and, when legal, the position
 * it leads to written on standard output (carcjudge(1), APPLY) -- a client
 * of the library (carcjudge.h) alone: cj_apply does the work. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "carcjudge.h"

/* A stream as a sink: the run's standard output (runstdio.h's stdout),
 * taken before the call, in which stdout is the call's own.  A write
 * error stays with the stream, for cj_run to report once at the end. */
static int
to_stream(void *arg, const char *bytes, size_t len)
{
	(void)fwrite(bytes, 1, len, arg);
	return 0;
}

/* The subcommand, rules[] room for every -r of argv. */
static int
apply(int argc, char **argv, const char **rules)
{
	char shortopts[CJ_CLI_SHORTOPTS];
	struct option longopts[CJ_CLI_LONGOPTS];
	struct cj_judge_options opts = { rules, NULL };
	struct cj_limits lim = { 0 };
	struct cj_sink out = { to_stream, stdout };
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
		case 'r':
			if ((rc = cj_cli_rule(optarg)) != 0)
				return rc;
			rules[nrules++] = optarg;
			break;
		case 'm':
			if ((rc = cj_cli_max_input(optarg, &lim.max_input)) !=
			    0)
				return rc;
			break;
		default:
			return cj_cli_bad_option(ch, argv);
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
