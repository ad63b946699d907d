/* carcjudge tiles: the tile catalogue, read -- a client of the library
 * (carcjudge.h) alone: cj_tiles_query does the work. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carcjudge.h"

/* --edges: refused as soon as it is read, as a bad value of any option
 * is (cj_tiles_query checks it again). */
static int
edges_arg(const char *arg)
{
	size_t d;

	for (d = 0; d < 4 && arg[d] != '\0' && strchr("CRFcrf", arg[d]) !=
	    NULL; d++)
		continue;
	if (d == 4 && arg[4] == '\0')
		return 0;
	return cj_cli_usage("--edges '%s': four letters, the edges "
	    "clockwise from north, each C, R or F", cj_cli_quote(arg));
}

int cmd_tiles(int, char **);

int
cmd_tiles(int argc, char **argv)
{
	char shortopts[CJ_CLI_SHORTOPTS];
	struct option longopts[CJ_CLI_LONGOPTS];
	static const char *const formats[] = { "text", "json" };
	static const char *const rots[] = { "0", "90", "180", "270" };
	struct cj_sink out = cj_file_sink(stdout);
	enum cj_format format = CJ_FORMAT_TEXT;
	const char *edges = NULL, **ids;
	int ch, q = 0, rc, pick, i;

	optind = 1;
	opterr = 0;
	cj_cli_getopt("tiles", shortopts, longopts);
	while ((ch = getopt_long(argc, argv, shortopts, longopts, NULL)) !=
	    -1)
		switch (ch) {
		case 'f':
			if ((pick = cj_cli_word("-f", optarg, formats, 2)) < 0)
				return CJ_EXIT_USAGE;
			format = pick == 1 ? CJ_FORMAT_JSON : CJ_FORMAT_TEXT;
			break;
		case 'r':
			if ((q = cj_cli_word("--rot", optarg, rots, 4)) < 0)
				return CJ_EXIT_USAGE;
			break;
		case 'e':
			edges = optarg;
			if ((rc = edges_arg(optarg)) != 0)
				return rc;
			break;
		default:
			return cj_cli_bad_option(ch, argv);
		}
	/* The IDs, NULL-terminated, as cj_tiles_query takes them. */
	if ((ids = calloc((size_t)(argc - optind) + 1, sizeof *ids)) == NULL)
		return cj_cli_out_of_memory();
	for (i = optind; i < argc; i++)
		ids[i - optind] = argv[i];
	rc = cj_tiles_query(ids, 90 * q, edges, format, out, NULL);
	free(ids);
	return rc;
}
