/* usage: the synopsis of the tool and of each subcommand, for errors
 * (standard error) and for -h, --help and `help` (standard output). */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "diag.h"

/* Every subcommand of carcjudge(1), built into this binary or not: the
 * usage lists them all, and main's reading of -h and --color needs to
 * know which options take a value. */
struct subcmd {
	const char *name;
	const char *synopsis;	/* after "carcjudge NAME" */
	const char *what;	/* one line */
	const char *options;	/* one per line, then any notes */
	const char *short_args;	/* short options that take a value */
	const char *long_args;	/* long ones that do, each in spaces */
	bool reads_stdin;	/* given no FILE, reads standard input */
};

#define COMMON \
"  --color=WHEN            colour text output: auto (default), always, never\n" \
"  -h, --help              print this help\n"
#define MAXINPUT \
"  --max-input BYTES       refuse a larger input as invalid (default 4194304)\n"
#define RULES \
"  -r, --rules KEY=VALUE   override one entry of the rules: block; repeatable\n"

static const struct subcmd subcmds[] = {
	{ "judge",
	  "[-f text|yaml|json] [-r KEY=VALUE]... [--compare KEY=V1,V2...]\n"
	  "                         [--show] FILE...|-",
	  "Judge each position's action: legal or not, and how every feature "
	  "it touches\nscores, rule by rule.",
	  "  -f, --format FORMAT     text (default), yaml or json\n"
	  RULES
	  "  --compare KEY=V1,V2...  judge once per reading of KEY (one FILE)\n"
	  "  --show                  after the text, draw the board the "
	  "action leaves\n"
	  MAXINPUT COMMON
	  "Every document is led by \"file\", the path as given. With several "
	  "files: JSON\none document per line and YAML one document per file; "
	  "text a heading per\nfile. The exit status is the worst of them: 4, "
	  "then 3, then 1, then 0.\n",
	  "fr", " format rules compare max-input ", true },
	{ "fixture",
	  "[-r KEY=VALUE]... [--in-place [--all-rules]] FILE...|-",
	  "Write the position followed by its computed expect: block.",
	  RULES
	  "  --in-place              rewrite each FILE whose answer changed, "
	  "keeping its\n"
	  "                          hand-picked rules: list; say what "
	  "changed\n"
	  "  --all-rules             with --in-place: list every rule cited\n"
	  MAXINPUT COMMON,
	  "r", " rules max-input ", true },
	{ "check",
	  "[-q] [--tap] [-j N] [-r KEY=VALUE]... FILE|DIR...",
	  "Re-judge fixtures and compare each with its expect: block, or "
	  "NAME.yaml with\nthe refusal in NAME.err beside it.",
	  "  -q, --quiet             print only the closing line\n"
	  "  --tap                   print TAP version 13\n"
	  "  -j, --jobs N            judge in N processes (1 to 256), output "
	  "in order\n"
	  RULES MAXINPUT COMMON,
	  "jr", " jobs rules max-input ", true },
	{ "explain",
	  "[-f text|json] [RULE-ID...]",
	  "Print a rule's text, its sources and its disputed readings; with no "
	  "RULE-ID,\nthe whole catalogue.",
	  "  -f, --format FORMAT     text (default) or json\n"
	  COMMON,
	  "f", " format ", false },
	{ "tiles",
	  "[-f text|json] [--rot R] [--edges NESW] [TILE-ID...]",
	  "List the tile catalogue, draw tiles, or find tiles by their edges.",
	  "  -f, --format FORMAT     text (default) or json\n"
	  "  --rot R                 draw the tiles turned R (0, 90, 180, 270)\n"
	  "  --edges NESW            the tiles whose edges read so, turned "
	  "some way\n"
	  COMMON,
	  "f", " format rot edges ", false },
	{ "show",
	  "[-f text|svg] [-r KEY=VALUE]... FILE|-",
	  "Draw the board: in the terminal, or as an SVG picture.",
	  "  -f, --format FORMAT     text (default) or svg\n"
	  RULES MAXINPUT COMMON,
	  "fr", " format rules max-input ", true },
	{ "moves",
	  "[-f text|yaml|json] [-r KEY=VALUE]... [--write DIR] FILE|-",
	  "List every legal turn with the tile of the action.",
	  "  -f, --format FORMAT     text (default), yaml or json\n"
	  RULES
	  "  --write DIR             write each legal turn as a position "
	  "file in DIR\n"
	  MAXINPUT COMMON,
	  "fr", " format rules write max-input ", true },
	{ "apply",
	  "[-r KEY=VALUE]... [--next TILE-ID] FILE|-",
	  "Write the position after the turn.",
	  RULES
	  "  --next TILE-ID          the next player's turn, with this tile\n"
	  MAXINPUT COMMON,
	  "r", " rules next max-input ", true },
	{ "import",
	  "[--turn N | --scores] GAME.jcz|-",
	  "Read a JCloisterZone saved game as a position.",
	  "  --turn N                the position before turn N, turn N its "
	  "action\n"
	  "  --scores                instead, the points after every turn and "
	  "at the end,\n"
	  "                          as JSON\n"
	  MAXINPUT COMMON,
	  "", " turn max-input ", true },
	{ "help",
	  "[SUBCOMMAND]",
	  "Print the usage of the tool, or of one subcommand.",
	  COMMON,
	  "", " ", false },
};

#define NSUBCMDS (sizeof subcmds / sizeof subcmds[0])

static const struct subcmd *
find(const char *name)
{
	size_t i;

	for (i = 0; i < NSUBCMDS; i++)
		if (strcmp(subcmds[i].name, name) == 0)
			return &subcmds[i];
	return NULL;
}

static void
synopsis(FILE *f)
{
	size_t i;

	for (i = 0; i < NSUBCMDS; i++)
		fprintf(f, "%s carcjudge %-7s %s\n", i ? "      " : "usage:",
		    subcmds[i].name, subcmds[i].synopsis);
	fputs("       carcjudge --help | --version\n"
	    "Every subcommand takes -h/--help and --color=auto|always|never; "
	    "any that reads\na position takes --max-input BYTES, any that "
	    "judges one -r KEY=VALUE.\n", f);
}

int
usage(void)
{
	synopsis(stderr);
	return EXIT_USAGE;
}

int
help(void)
{
	synopsis(stdout);
	fputs("\n"
	    "Judges a Carcassonne position: whether the pending action is legal,\n"
	    "and how every feature it touches scores, rule by rule (base game,\n"
	    "The Tunnel, The Labyrinth and what they interact with).\n"
	    "'carcjudge help SUBCOMMAND' says more about one subcommand.\n"
	    "\n"
	    "Exit status: 0 legal (judge) or all fixtures matched (check);\n"
	    "1 illegal, or a fixture differs; 2 usage; 3 invalid input;\n"
	    "4 I/O or internal error.  See carcjudge(1) and carcjudge(5).\n",
	    stdout);
	return 0;
}

bool
sub_known(const char *name)
{
	return find(name) != NULL;
}

int
sub_usage(const char *name)
{
	const struct subcmd *s = find(name);

	if (s == NULL)
		return usage();
	fprintf(stderr, "usage: carcjudge %s %s\n"
	    "'carcjudge help %s' lists the options.\n", s->name, s->synopsis,
	    s->name);
	return EXIT_USAGE;
}

int
sub_help(const char *name)
{
	const struct subcmd *s = find(name);

	if (s == NULL)
		return help();
	printf("usage: carcjudge %s %s\n%s\n\n%s", s->name, s->synopsis,
	    s->what, s->options);
	return 0;
}

bool
sub_takes_value(const char *name, const char *opt)
{
	const struct subcmd *s = find(name);
	char word[64];

	if (s == NULL)
		return false;
	if (opt[0] == '-' && opt[1] != '-')
		return opt[1] != '\0' && strchr(s->short_args, opt[1]) != NULL;
	if (strlen(opt + 2) + 3 > sizeof word || strchr(opt, '=') != NULL)
		return false;
	snprintf(word, sizeof word, " %s ", opt + 2);
	return strstr(s->long_args, word) != NULL;
}

bool
sub_reads_stdin(const char *name)
{
	const struct subcmd *s = find(name);

	return s != NULL && s->reads_stdin;
}

/* carcjudge help [SUBCOMMAND] */
int
cmd_help(int argc, char **argv)
{
	if (argc > 2) {
		diag_usage("help: one subcommand at a time");
		return sub_usage("help");
	}
	if (argc < 2)
		return help();
	if (!sub_known(argv[1])) {
		diag_usage("help: unknown subcommand '%s'", argv[1]);
		return usage();
	}
	return sub_help(argv[1]);
}

/* Is the option getopt_long just refused a long one (--name)?  A long
 * option is its whole element, and getopt_long has stepped past it; a
 * short one may sit inside a bundle (-xq) that getopt_long has not left
 * yet, so that the element before optind is an earlier argument.  An
 * unknown long option leaves optopt 0; one given an argument it does not
 * take sets optopt to its value, and then the element is --name=VALUE. */
static bool
long_refused(int ch, char **argv)
{
	const char *arg = argv[optind - 1];

	if (strncmp(arg, "--", 2) != 0 || arg[2] == '\0')
		return false;
	return ch == ':' || optopt == 0 || strchr(arg, '=') != NULL;
}

/* getopt_long returned '?' or ':' (opterr is off, optstring starts with
 * ':'): say it our way, naming the letter of a short option (optopt), not
 * whatever argument stands before optind, then the subcommand's
 * synopsis. */
int
bad_option(int ch, char **argv)
{
	const char *arg = argv[optind - 1];
	bool islong = long_refused(ch, argv);

	if (ch == ':' && islong)
		diag_usage("%s: option '%s' needs an argument", argv[0], arg);
	else if (ch == ':')
		diag_usage("%s: option '-%c' needs an argument", argv[0],
		    optopt);
	else if (!islong && optopt != 0)
		diag_usage("%s: unknown option '-%c'", argv[0], optopt);
	else
		diag_usage("%s: unknown option '%s'", argv[0], arg);
	return sub_usage(argv[0]);
}
