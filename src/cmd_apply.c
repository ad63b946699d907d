/* carcjudge apply: the pending action judged and, when legal, the position
 * it leads to written on standard output (carcjudge(1), APPLY) -- a client
 * of the library (carcjudge.h) alone: cj_apply does the work. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "carcjudge.h"

static const char apply_usage[] =
"usage: carcjudge apply [--next TILE-ID] [-r KEY=VALUE]... "
"[--max-input BYTES] FILE|-\n";

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
	static const struct option longopts[] = {
		{ "next", required_argument, NULL, 'n' },
		{ "rules", required_argument, NULL, 'r' },
		{ "max-input", required_argument, NULL, 'm' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct cj_judge_options opts = { rules, NULL };
	struct cj_limits lim = { 0 };
	struct cj_sink out = { to_stream, stdout };
	struct cj_position *p;
	const char *next = NULL, *path;
	int ch, rc, nrules = 0;

	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":r:h", longopts, NULL)) != -1)
		switch (ch) {
		case 'n':
			next = optarg;
			break;
		case 'h':
			fputs(apply_usage, stdout);
			return 0;
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
	if (strcmp(path, "-") == 0 && isatty(0)) {
		fputs(apply_usage, stderr);
		return CJ_EXIT_USAGE;
	}
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
	/* -r's values, in order (the last of a key's wins), NULL-ended. */
	const char **rules = calloc((size_t)argc + 1, sizeof *rules);
	int rc;

	if (rules == NULL)
		return cj_cli_out_of_memory();
	rc = apply(argc, argv, rules);
	free(rules);
	return rc;
}
