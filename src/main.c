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

#ifndef VERSION
#define VERSION "0.1"
#endif

static const char usage_text[] =
"usage: carcjudge judge   [-f text|yaml|json] [-r KEY=VALUE]... "
"[--compare KEY=V1,V2...] [--show] FILE|-\n"
"       carcjudge fixture FILE|-\n"
"       carcjudge check   [-q] [--tap] FILE|DIR...\n"
"       carcjudge explain RULE-ID...\n"
"       carcjudge tiles   [TILE-ID...]\n"
"       carcjudge show    FILE|-\n"
"       carcjudge --help | --version\n"
"Any subcommand reading a position also takes --max-input BYTES.\n";

int
usage(void)
{
	fputs(usage_text, stderr);
	return EXIT_USAGE;
}

static int
help(void)
{
	fputs(usage_text, stdout);
	fputs("\n"
	    "Judges a Carcassonne position: whether the pending action is legal,\n"
	    "and how every feature it touches scores, rule by rule (base game,\n"
	    "The Tunnel, The Labyrinth and what they interact with).\n"
	    "\n"
	    "Exit status: 0 legal (judge) or all fixtures matched (check);\n"
	    "1 illegal, or a fixture differs; 2 usage; 3 invalid input;\n"
	    "4 I/O or internal error.  See carcjudge(1) and carcjudge(5).\n",
	    stdout);
	return 0;
}

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
