/* usage: the synopsis, for errors (stderr) and --help (stdout). */
#include <getopt.h>
#include <stdio.h>

#include "cli.h"
#include "diag.h"

static const char usage_text[] =
"usage: carcjudge judge   [-f text|yaml|json] [-r KEY=VALUE]... "
"[--compare KEY=V1,V2...] [--show] FILE|-\n"
"       carcjudge fixture FILE|-\n"
"       carcjudge check   [-q] [--tap] FILE|DIR...\n"
"       carcjudge explain RULE-ID...\n"
"       carcjudge tiles   [TILE-ID...]\n"
"       carcjudge show    FILE|-\n"
"       carcjudge moves   [-f text|yaml|json] [-r KEY=VALUE]... [--write DIR] "
"FILE|-\n"
"       carcjudge --help | --version\n"
"Any subcommand reading a position also takes --max-input BYTES.\n";

int
usage(void)
{
	fputs(usage_text, stderr);
	return EXIT_USAGE;
}

int
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


/* getopt_long returned '?' or ':' (opterr is off, optstring starts with
 * ':'): say it our way, then the synopsis. */
int
bad_option(int ch, char **argv)
{
	const char *arg = argv[optind - 1];

	if (ch == ':')
		diag_usage("%s: option '%s' needs an argument", argv[0], arg);
	else if (optopt != 0 && arg[0] == '-' && arg[1] != '-')
		diag_usage("%s: unknown option '-%c'", argv[0], optopt);
	else
		diag_usage("%s: unknown option '%s'", argv[0], arg);
	return usage();
}
