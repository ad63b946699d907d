/* carcjudge explain: the rule catalogue, read -- a client of the library
 * (carcjudge.h) alone: cj_explain does the work. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carcjudge.h"

int cmd_explain(struct cj_cli *, int, char **);

int
cmd_explain(struct cj_cli *cli, int argc, char **argv)
{
	enum cj_format format = CJ_FORMAT_TEXT;
	const char **ids;
	int ch, i, rc, first;

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
	/* The IDs, NULL-terminated, as cj_cli_explain takes them. */
	first = cj_cli_optind(cli);
	if ((ids = calloc((size_t)(argc - first) + 1, sizeof *ids)) == NULL)
		return cj_cli_out_of_memory(cli);
	for (i = first; i < argc; i++)
		ids[i - first] = argv[i];
	rc = cj_cli_explain(cli, ids, format);
	free(ids);
	return rc;
}
