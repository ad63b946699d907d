/* carcjudge explain: the rule catalogue, read -- a client of the library
 * (carcjudge.h) alone: cj_explain does the work. */

#include "carcjudge.h"

int cmd_explain(struct cj_cli *, int, char **);

int
cmd_explain(struct cj_cli *cli, int argc, char **argv)
{
	enum cj_format format = CJ_FORMAT_TEXT;
	int ch, rc;

	while ((ch = cj_cli_option(cli, argc, argv)) != -1)
		switch (ch) {
		case 'f':
			if ((rc = cj_cli_format(cli, cj_cli_optarg(cli), 0,
			    &format)) != 0)
				return rc;
			break;
		default:
			return cj_cli_bad_option(cli, ch, argv);
		}
	/* The IDs: the operands, NULL-terminated as argv is. */
	return cj_cli_explain(cli, (const char *const *)argv +
	    cj_cli_optind(cli), format);
}
