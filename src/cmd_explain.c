/* carcjudge explain: the rule catalogue, read -- a client of the library
 * (carcjudge.h) alone: cj_explain does the work. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carcjudge.h"

int cmd_explain(int, char **);

int
cmd_explain(int argc, char **argv)
{
	char shortopts[CJ_CLI_SHORTOPTS];
	struct option longopts[CJ_CLI_LONGOPTS];
	static const char *const formats[] = { "text", "json" };
	struct cj_sink out = cj_file_sink(stdout);
	enum cj_format format = CJ_FORMAT_TEXT;
	const char **ids;
	int ch, i, pick, rc;

	optind = 1;
	opterr = 0;
	cj_cli_getopt("explain", shortopts, longopts);
	while ((ch = getopt_long(argc, argv, shortopts, longopts, NULL)) !=
	    -1)
		switch (ch) {
		case 'f':
			if ((pick = cj_cli_word("-f", optarg, formats, 2)) < 0)
				return CJ_EXIT_USAGE;
			format = pick == 1 ? CJ_FORMAT_JSON : CJ_FORMAT_TEXT;
			break;
		default:
			return cj_cli_bad_option(ch, argv);
		}
	/* The IDs, NULL-terminated, as cj_explain takes them. */
	if ((ids = calloc((size_t)(argc - optind) + 1, sizeof *ids)) == NULL)
		return cj_cli_out_of_memory();
	for (i = optind; i < argc; i++)
		ids[i - optind] = argv[i];
	rc = cj_explain(ids, format, out, NULL);
	free(ids);
	return rc;
}
