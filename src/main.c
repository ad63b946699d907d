/* carcjudge: the command line (FORMAT.md §1). */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "rulecat.h"
#include "tiles.h"


int
main(int argc, char *argv[])
{
	static const struct {
		const char *name;
		int (*run)(int, char **);
	} cmds[] = {
		{ "judge", cmd_judge },
		{ "fixture", cmd_fixture },
		{ "check", cmd_check },
		{ "explain", cmd_explain },
		{ "tiles", cmd_tiles },
		{ "show", cmd_show },
		{ "moves", cmd_moves },
	};
	size_t i;
	int rc;

	if (argc < 2)
		return usage();
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return help();
	if (strcmp(argv[1], "--version") == 0) {
		printf("carcjudge %s (position format 1)\n", VERSION);
		return 0;
	}
	for (i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
		if (strcmp(argv[1], cmds[i].name) == 0)
			break;
	if (i == sizeof cmds / sizeof cmds[0]) {
		if (argv[1][0] == '-')
			diag_usage("unknown option '%s'", argv[1]);
		else
			diag_usage("unknown subcommand '%s'", argv[1]);
		return usage();
	}
	tiles_init();
	rulecat_init();
	rc = cmds[i].run(argc - 1, argv + 1);
	if (fflush(stdout) != 0 || ferror(stdout))
		rc = diag_fatal("standard output: write error");
	rulecat_free();
	tiles_free();
	return rc;
}
