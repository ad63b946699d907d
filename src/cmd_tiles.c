/* carcjudge tiles: the tile catalogue, read -- a client of the library
 * (carcjudge.h) alone: cj_tiles_query does the work. */
#include <stdio.h>
#include <string.h>

#include "carcjudge.h"

/* --edges: refused as soon as it is read, as a bad value of any option
 * is (cj_tiles_query checks it again). */
static int
edges_arg(struct cj_cli *cli, const char *arg)
{
	size_t d;

	for (d = 0; d < 4 && arg[d] != '\0' && strchr("CRFcrf", arg[d]) !=
	    NULL; d++)
		continue;
	if (d == 4 && arg[4] == '\0')
		return 0;
	return cj_cli_usage(cli, "--edges '%s': four letters, the edges "
	    "clockwise from north, each C, R or F", cj_cli_quote(cli, arg));
}

int cmd_tiles(struct cj_cli *, int, char **);

int
cmd_tiles(struct cj_cli *cli, int argc, char **argv)
{
	static const char *const rots[] = { "0", "90", "180", "270" };
	enum cj_format format = CJ_FORMAT_TEXT;
	const char *edges = NULL;
	int ch, q = 0, rc;

	while ((ch = cj_cli_option(cli, argc, argv)) != -1)
		switch (ch) {
		case 'f':
			if ((rc = cj_cli_format(cli, cj_cli_optarg(cli), 0,
			    &format)) != 0)
				return rc;
			break;
		case 'r':
			if ((q = cj_cli_word(cli, "--rot", cj_cli_optarg(cli),
			    rots, 4)) < 0)
				return CJ_EXIT_USAGE;
			break;
		case 'e':
			edges = cj_cli_optarg(cli);
			if ((rc = edges_arg(cli, edges)) != 0)
				return rc;
			break;
		default:
			return cj_cli_bad_option(cli, ch, argv);
		}
	/* The IDs: the operands, NULL-terminated as argv is. */
	return cj_cli_tiles(cli, (const char *const *)argv +
	    cj_cli_optind(cli), 90 * q, edges, format);
}
