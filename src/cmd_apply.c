/* carcjudge apply: the pending action judged and, when legal, the position
 * it leads to written on standard output (carcjudge(1), APPLY) -- a client
 * of the library (carcjudge.h) alone: cj_apply does the work. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carcjudge.h"

/* The subcommand, rules[] room for every -r of argv. */
static int
apply(struct cj_cli *cli, int argc, char **argv, const char **rules)
{
	struct cj_judge_options opts = { rules, NULL, cli };
	struct cj_limits lim = { 0, cli };
	struct cj_sink out = cj_file_sink(cj_cli_stdout(cli));
	struct cj_position *p;
	const char *next = NULL, *path;
	int ch, rc, nrules = 0;

	while ((ch = cj_cli_option(cli, argc, argv)) != -1)
		switch (ch) {
		case 'n':
			next = cj_cli_optarg(cli);
			break;
		default:
			if ((rc = cj_cli_judging_option(cli, ch, argv, rules,
			    &nrules, &lim)) != 0)
				return rc;
			break;
		}
	if ((path = cj_cli_operand(cli, argc, argv, "position")) == NULL)
		return CJ_EXIT_USAGE;
	if (strcmp(path, "-") == 0 && cj_cli_isatty(cli, 0))
		return cj_cli_synopsis(cli, "apply");
	if ((rc = cj_position_read_file(path, &lim, &p, NULL)) != 0)
		return rc;
	rc = cj_apply(p, &opts, next, out, NULL);
	cj_position_free(p);
	return rc;
}

int cmd_apply(struct cj_cli *, int, char **);

int
cmd_apply(struct cj_cli *cli, int argc, char **argv)
{
	return cj_cli_with_rules(cli, argc, argv, apply);
}
