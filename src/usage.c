/* usage: every subcommand's options, one table each, and what comes of
 * them: getopt_long's arguments, the synopsis and the help (for errors on
 * standard error; for -h, --help and `help` on standard output), and the
 * words of the bash completion (`help --complete`). */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "carcjudge.h"
#include "cli.h"
#include "diag.h"
#include "run.h"
#include "settings.h"

/* What the completion offers for an option's value or for an operand
 * (completion/carcjudge.bash reads these names). */
enum offer {
	OFFER_NONE,		/* nothing: no value, or free text */
	OFFER_WORDS,		/* the option's words */
	OFFER_RULES,		/* KEY=VALUE of the rules: block */
	OFFER_READINGS,		/* KEY=V1,V2... */
	OFFER_NUMBER,		/* a number: nothing to offer */
	OFFER_EDGES,		/* NESW, one letter at a time */
	OFFER_TILES,		/* tile ids (the tool's `tiles`) */
	OFFER_DIR,		/* a directory */
	OFFER_YAML,		/* positions: *.yaml and directories */
	OFFER_JCZ,		/* saved games: *.jcz and directories */
	OFFER_RULE_IDS,		/* rule ids (the tool's `explain`) */
	OFFER_SUBCOMMANDS	/* the subcommands */
};

static const char *const offer_names[] = {
	[OFFER_NONE] = "none", [OFFER_WORDS] = "words",
	[OFFER_RULES] = "rules", [OFFER_READINGS] = "readings",
	[OFFER_NUMBER] = "number", [OFFER_EDGES] = "edges",
	[OFFER_TILES] = "tiles", [OFFER_DIR] = "dir", [OFFER_YAML] = "yaml",
	[OFFER_JCZ] = "jcz", [OFFER_RULE_IDS] = "rule-ids",
	[OFFER_SUBCOMMANDS] = "subcommands",
};

/* An option's flags: how it is read and how the synopsis shows it. */
enum {
	OPT_COMMON = 1 << 0,	/* every subcommand's, read by run_line
				 * (cj.c) before getopt_long */
	OPT_EQ = 1 << 1,	/* its value written --name=VALUE */
	SYN_HIDE = 1 << 2,	/* not in the synopsis */
	SYN_WORDS = 1 << 3,	/* the synopsis shows its words: -f text|json */
	SYN_REPEAT = 1 << 4,	/* may repeat: [-r KEY=VALUE]... */
	SYN_INSIDE = 1 << 5,	/* only with the option before it, and
				 * within its brackets */
	SYN_OR = 1 << 6,	/* the option before it or this one */
	SYN_BREAK = 1 << 7	/* the synopsis goes on a new line here */
};

struct optdef {
	const char *name;	/* the long option, without "--" */
	int val;		/* what getopt_long returns for it */
	bool letter;		/* val is its short option too: -f */
	const char *arg;	/* its value's name, NULL when it takes none */
	const char *const *words;	/* the values it takes, NULL-ended:
					 * its parser's list, in its order
					 * (tests/tables.bats) */
	enum offer offer;	/* what the completion offers for its value */
	unsigned flags;
	const char *help;	/* its help; a line break goes on under it */
};

#define WORDS(...) ((const char *const[]){ __VA_ARGS__, NULL })

/* The options several subcommands share. */
#define OPT_RULES { "rules", 'r', true, "KEY=VALUE", NULL, OFFER_RULES, \
	SYN_REPEAT, "override one entry of the rules: block; repeatable" }
#define OPT_MAXINPUT { "max-input", 'm', false, "BYTES", NULL, OFFER_NUMBER, \
	SYN_HIDE, "refuse a larger input as invalid (default 4194304)" }
/* Every subcommand's last, and the end of its table. */
#define OPT_COMMONS \
	{ "color", 'C', false, "WHEN", WORDS("auto", "always", "never"), \
	  OFFER_WORDS, OPT_COMMON | OPT_EQ | SYN_HIDE, \
	  "colour text output: auto (default), always, never" }, \
	{ "help", 'h', true, NULL, NULL, OFFER_NONE, OPT_COMMON | SYN_HIDE, \
	  "print this help" }, \
	{ NULL, 0, false, NULL, NULL, OFFER_NONE, 0, NULL }

static const struct optdef judge_opts[] = {
	{ "format", 'f', true, "FORMAT", WORDS("text", "yaml", "json"),
	  OFFER_WORDS, SYN_WORDS, "text (default), yaml or json" },
	OPT_RULES,
	{ "compare", 'c', false, "KEY=V1,V2...", NULL, OFFER_READINGS, 0,
	  "judge once per reading of KEY (one FILE)" },
	{ "show", 's', false, NULL, NULL, OFFER_NONE, SYN_BREAK,
	  "after the text, draw the board the action leaves" },
	OPT_MAXINPUT,
	OPT_COMMONS
};

static const struct optdef fixture_opts[] = {
	OPT_RULES,
	{ "in-place", 'i', false, NULL, NULL, OFFER_NONE, 0,
	  "rewrite each FILE whose answer changed, keeping its\n"
	  "hand-picked rules: list; say what changed" },
	{ "all-rules", 'a', false, NULL, NULL, OFFER_NONE, SYN_INSIDE,
	  "with --in-place: list every rule cited" },
	OPT_MAXINPUT,
	OPT_COMMONS
};

static const struct optdef check_opts[] = {
	{ "quiet", 'q', true, NULL, NULL, OFFER_NONE, 0,
	  "print only the closing line" },
	{ "tap", 't', false, NULL, NULL, OFFER_NONE, 0,
	  "print TAP version 13" },
	{ "jobs", 'j', true, "N", NULL, OFFER_NUMBER, 0,
	  "judge in N processes (1 to 256), output in order" },
	OPT_RULES,
	OPT_MAXINPUT,
	OPT_COMMONS
};

static const struct optdef explain_opts[] = {
	{ "format", 'f', true, "FORMAT", WORDS("text", "json"), OFFER_WORDS,
	  SYN_WORDS, "text (default) or json" },
	OPT_COMMONS
};

static const struct optdef tiles_opts[] = {
	{ "format", 'f', true, "FORMAT", WORDS("text", "json"), OFFER_WORDS,
	  SYN_WORDS, "text (default) or json" },
	{ "rot", 'r', false, "R", WORDS("0", "90", "180", "270"), OFFER_WORDS,
	  0, "draw the tiles turned R (0, 90, 180, 270)" },
	{ "edges", 'e', false, "NESW", NULL, OFFER_EDGES, 0,
	  "the tiles whose edges read so, turned some way" },
	OPT_COMMONS
};

static const struct optdef show_opts[] = {
	{ "format", 'f', true, "FORMAT", WORDS("text", "svg"), OFFER_WORDS,
	  SYN_WORDS, "text (default) or svg" },
	OPT_RULES,
	OPT_MAXINPUT,
	OPT_COMMONS
};

static const struct optdef moves_opts[] = {
	{ "format", 'f', true, "FORMAT", WORDS("text", "yaml", "json"),
	  OFFER_WORDS, SYN_WORDS, "text (default), yaml or json" },
	OPT_RULES,
	{ "write", 'w', false, "DIR", NULL, OFFER_DIR, 0,
	  "write each legal turn as a position file in DIR" },
	OPT_MAXINPUT,
	OPT_COMMONS
};

static const struct optdef apply_opts[] = {
	OPT_RULES,
	{ "next", 'n', false, "TILE-ID", NULL, OFFER_TILES, 0,
	  "the next player's turn, with this tile" },
	OPT_MAXINPUT,
	OPT_COMMONS
};

static const struct optdef import_opts[] = {
	{ "turn", 't', false, "N", NULL, OFFER_NUMBER, 0,
	  "the position before turn N, turn N its action" },
	{ "scores", 's', false, NULL, NULL, OFFER_NONE, SYN_OR,
	  "instead, the points after every turn and at the end,\n"
	  "as JSON" },
	OPT_MAXINPUT,
	OPT_COMMONS
};

static const struct optdef help_opts[] = {
	OPT_COMMONS
};

/* Every subcommand of carcjudge(1), built into this binary or not: the
 * usage lists them all. */
struct subcmd {
	const char *name;
	const struct optdef *opts;	/* ended by a NULL name */
	const char *operands;	/* the synopsis after the options */
	enum offer offer;	/* what the completion offers for them */
	const char *what;	/* one line */
	const char *notes;	/* after the options */
	bool reads_stdin;	/* given no FILE, reads standard input */
};

static const struct subcmd subcmds[] = {
	{ "judge", judge_opts, "FILE...|-", OFFER_YAML,
	  "Judge each position's action: legal or not, and how every feature "
	  "it touches\nscores, rule by rule.",
	  "Every document is led by \"file\", the path as given. With several "
	  "files: JSON\none document per line and YAML one document per file; "
	  "text a heading per\nfile. The exit status is the worst of them: 4, "
	  "then 3, then 1, then 0.\n", true },
	{ "fixture", fixture_opts, "FILE...|-", OFFER_YAML,
	  "Write the position followed by its computed expect: block.", "",
	  true },
	{ "check", check_opts, "FILE|DIR...", OFFER_YAML,
	  "Re-judge fixtures and compare each with its expect: block, or "
	  "NAME.yaml with\nthe refusal in NAME.err beside it.", "", true },
	{ "explain", explain_opts, "[RULE-ID...]", OFFER_RULE_IDS,
	  "Print a rule's text, its sources and its disputed readings; with no "
	  "RULE-ID,\nthe whole catalogue.", "", false },
	{ "tiles", tiles_opts, "[TILE-ID...]", OFFER_TILES,
	  "List the tile catalogue, draw tiles, or find tiles by their edges.",
	  "", false },
	{ "show", show_opts, "FILE|-", OFFER_YAML,
	  "Draw the board: in the terminal, or as an SVG picture.", "", true },
	{ "moves", moves_opts, "FILE|-", OFFER_YAML,
	  "List every legal turn with the tile of the action.", "", true },
	{ "apply", apply_opts, "FILE|-", OFFER_YAML,
	  "Write the position after the turn.", "", true },
	{ "import", import_opts, "GAME.jcz|-", OFFER_JCZ,
	  "Read a JCloisterZone saved game as a position.", "", true },
	{ "help", help_opts, "[SUBCOMMAND]", OFFER_SUBCOMMANDS,
	  "Print the usage of the tool, or of one subcommand.", "", false },
};

#define NSUBCMDS (sizeof subcmds / sizeof subcmds[0])

/* The options of the tool itself, before any subcommand. */
static const struct optdef tool_opts[] = {
	{ "version", 'V', false, NULL, NULL, OFFER_NONE, 0, NULL },
	OPT_COMMONS
};

/* A synopsis's continuation lines start under the first option. */
#define SYNOPSIS_INDENT "                         "

static const struct subcmd *
find(const char *name)
{
	size_t i;

	for (i = 0; i < NSUBCMDS; i++)
		if (strcmp(subcmds[i].name, name) == 0)
			return &subcmds[i];
	return NULL;
}

/* "-f text|json", "--rot R", "--show": an option as the synopsis shows
 * it, without brackets. */
static void
synopsis_option(FILE *f, const struct optdef *o)
{
	int i;

	if (o->letter)
		fprintf(f, "-%c", o->val);
	else
		fprintf(f, "--%s", o->name);
	if (o->arg == NULL)
		return;
	putc(' ', f);
	if (!(o->flags & SYN_WORDS)) {
		fputs(o->arg, f);
		return;
	}
	for (i = 0; o->words[i] != NULL; i++)
		fprintf(f, "%s%s", i ? "|" : "", o->words[i]);
}

/* s's options as the synopsis shows them, then its operands. */
static void
synopsis_of(FILE *f, const struct subcmd *s)
{
	const struct optdef *o = s->opts;
	const char *sep = "";

	for (; o->name != NULL; o++) {
		if (o->flags & SYN_HIDE)
			continue;
		fputs(o->flags & SYN_BREAK ? "\n" SYNOPSIS_INDENT : sep, f);
		sep = " ";
		putc('[', f);
		synopsis_option(f, o);
		/* What goes inside its brackets. */
		for (; o[1].name != NULL && o[1].flags & (SYN_INSIDE | SYN_OR);
		    o++) {
			fputs(o[1].flags & SYN_OR ? " | " : " [", f);
			synopsis_option(f, &o[1]);
			fputs(o[1].flags & SYN_OR ? "" : "]", f);
		}
		fputs(o->flags & SYN_REPEAT ? "]..." : "]", f);
	}
	fprintf(f, "%s%s", sep, s->operands);
}

/* "  -f, --format FORMAT     text (default), yaml or json": each option
 * of s with its help, a long help going on under it. */
static void
options_of(FILE *f, const struct subcmd *s)
{
	const struct optdef *o;

	for (o = s->opts; o->name != NULL; o++) {
		char spec[64], letter[8] = "";
		const char *h, *nl;

		if (o->letter)
			snprintf(letter, sizeof letter, "-%c, ", o->val);
		snprintf(spec, sizeof spec, "%s--%s%s%s", letter, o->name,
		    o->arg == NULL ? "" : o->flags & OPT_EQ ? "=" : " ",
		    o->arg == NULL ? "" : o->arg);
		fprintf(f, "  %-22s  ", spec);
		for (h = o->help; (nl = strchr(h, '\n')) != NULL; h = nl + 1)
			fprintf(f, "%.*s\n  %-22s  ", (int)(nl - h), h, "");
		fprintf(f, "%s\n", h);
	}
}

static void
synopsis(FILE *f)
{
	size_t i;

	for (i = 0; i < NSUBCMDS; i++) {
		fprintf(f, "%s carcjudge %-7s ", i ? "      " : "usage:",
		    subcmds[i].name);
		synopsis_of(f, &subcmds[i]);
		putc('\n', f);
	}
	fputs("       carcjudge --help | --version\n"
	    "Every subcommand takes -h/--help and --color=auto|always|never; "
	    "any that reads\na position takes --max-input BYTES, any that "
	    "judges one -r KEY=VALUE.\n", f);
}

int
usage(struct run *r)
{
	synopsis(r->err);
	return EXIT_USAGE;
}

int
help(struct run *r)
{
	synopsis(r->out);
	fputs("\n"
	    "Judges a Carcassonne position: whether the pending action is legal,\n"
	    "and how every feature it touches scores, rule by rule (base game,\n"
	    "The Tunnel, The Labyrinth and what they interact with).\n"
	    "'carcjudge help SUBCOMMAND' says more about one subcommand.\n"
	    "\n"
	    "Exit status: 0 legal (judge) or all fixtures matched (check);\n"
	    "1 illegal, or a fixture differs; 2 usage; 3 invalid input;\n"
	    "4 I/O or internal error.  See carcjudge(1) and carcjudge(5).\n",
	    r->out);
	return 0;
}

bool
sub_known(const char *name)
{
	return find(name) != NULL;
}

int
sub_usage(struct run *r, const char *name)
{
	const struct subcmd *s = find(name);

	if (s == NULL)
		return usage(r);
	fprintf(r->err, "usage: carcjudge %s ", s->name);
	synopsis_of(r->err, s);
	fprintf(r->err, "\n'carcjudge help %s' lists the options.\n", s->name);
	return EXIT_USAGE;
}

int
sub_help(struct run *r, const char *name)
{
	const struct subcmd *s = find(name);

	if (s == NULL)
		return help(r);
	fprintf(r->out, "usage: carcjudge %s ", s->name);
	synopsis_of(r->out, s);
	fprintf(r->out, "\n%s\n\n", s->what);
	options_of(r->out, s);
	fputs(s->notes, r->out);
	return 0;
}

void
sub_getopt(const char *name, struct getopt_args *ga)
{
	const struct subcmd *s = find(name);
	const struct optdef *o;
	size_t nshort = 0, nlong = 0;

	/* Errors reported by the caller (bad_option), not getopt_long. */
	ga->shortopts[nshort++] = ':';
	/* An unknown name (none is given) has none of its own. */
	for (o = s != NULL ? s->opts : help_opts; o->name != NULL; o++) {
		if (o->flags & OPT_COMMON)
			continue;
		if (o->letter && nshort + 3 < sizeof ga->shortopts) {
			ga->shortopts[nshort++] = (char)o->val;
			if (o->arg != NULL)
				ga->shortopts[nshort++] = ':';
		}
		if (nlong + 1 < sizeof ga->longopts / sizeof ga->longopts[0])
			ga->longopts[nlong++] = (struct option){ o->name,
			    o->arg != NULL ? required_argument : no_argument,
			    NULL, o->val };
	}
	ga->shortopts[nshort] = '\0';
	ga->longopts[nlong] = (struct option){ NULL, 0, NULL, 0 };
}

int
cli_option(struct run *r, int argc, char **argv)
{
	struct getopt_args ga;

	_Static_assert(sizeof ga.shortopts == sizeof r->opt_short &&
	    sizeof ga.longopts == sizeof r->opt_long,
	    "run.h's sizes are getopt_args'");
	/* The tables of the subcommand, made at its first option. */
	if (!r->opt_made) {
		sub_getopt(argv[0], &ga);
		memcpy(r->opt_short, ga.shortopts, sizeof ga.shortopts);
		memcpy(r->opt_long, ga.longopts, sizeof ga.longopts);
		r->opt_made = true;
	}
	return run_getopt(r, argc, argv, r->opt_short, r->opt_long);
}

int
cj_cli_synopsis(struct cj_cli *cli, const char *sub)
{
	return sub_usage(&cli->run, sub);
}

bool
sub_takes_value(const char *name, const char *opt)
{
	const struct subcmd *s = find(name);
	const struct optdef *o;
	bool isshort = opt[0] == '-' && opt[1] != '-';

	if (s == NULL || (isshort && opt[1] == '\0'))
		return false;
	for (o = s->opts; o->name != NULL; o++)
		if (!(o->flags & OPT_COMMON) && o->arg != NULL &&
		    (isshort ? o->letter && o->val == opt[1] :
		    strcmp(opt + 2, o->name) == 0))
			return true;
	return false;
}

bool
sub_reads_stdin(const char *name)
{
	const struct subcmd *s = find(name);

	return s != NULL && s->reads_stdin;
}

/* One option's completion line: "WORD OFFER AFTER [WORD...]". */
static void
complete_option(FILE *out, const char *word, const struct optdef *o,
    const char *after)
{
	int i;

	fprintf(out, "%s %s %s", word, offer_names[o->offer], after);
	for (i = 0; o->words != NULL && o->words[i] != NULL; i++)
		fprintf(out, " %s", o->words[i]);
	putc('\n', out);
}

/*
 * help --complete [SUBCOMMAND]: what the bash completion offers, from the
 * table above, one line each:
 *   WORD OFFER AFTER [VALUE...]	an option: -f, --format, --color= (its
 *				value after '='); what to offer for its
 *				value (offer_names); the option it goes
 *				with, or "-"; its values
 *   operand OFFER - [VALUE...]	what to offer for the operands
 *   key KEY VALUE...		a rules: key and its values, default first
 *				(when an option takes KEY=VALUE)
 * Without SUBCOMMAND, the tool's own options and the subcommands.
 */
static int
complete(struct run *r, const char *name)
{
	FILE *out = r->out;
	const struct subcmd *s = name != NULL ? find(name) : NULL;
	const struct optdef *o, *prev = NULL;
	bool keys = false;
	size_t i;
	int k, v;

	if (name != NULL && s == NULL)
		return diag_usage(&r->diag, "help: unknown subcommand '%s'",
		    diag_quote(name));
	for (o = s != NULL ? s->opts : tool_opts; o->name != NULL; o++) {
		char word[40], after[40] = "-";

		if (o->flags & SYN_INSIDE && prev != NULL)
			snprintf(after, sizeof after, "--%s", prev->name);
		if (o->letter) {
			snprintf(word, sizeof word, "-%c", o->val);
			complete_option(out, word, o, after);
		}
		snprintf(word, sizeof word, "--%s%s", o->name,
		    o->flags & OPT_EQ ? "=" : "");
		complete_option(out, word, o, after);
		keys |= o->offer == OFFER_RULES || o->offer == OFFER_READINGS;
		prev = o;
	}
	fprintf(out, "operand %s -", offer_names[s != NULL ? s->offer :
	    OFFER_SUBCOMMANDS]);
	if (s == NULL || s->offer == OFFER_SUBCOMMANDS)
		for (i = 0; i < NSUBCMDS; i++)
			fprintf(out, " %s", subcmds[i].name);
	putc('\n', out);
	for (k = 0; keys && k < nsettings; k++) {
		fprintf(out, "key %s", settingdefs[k].key);
		for (v = 0; v < settingdefs[k].nvalues; v++)
			fprintf(out, " %s", settingdefs[k].values[v]);
		putc('\n', out);
	}
	return 0;
}

/* carcjudge help [SUBCOMMAND] */
int
cmd_help(struct cj_cli *cli, int argc, char **argv)
{
	struct run *r = &cli->run;
	int ch;

	/* The completion's question, asked by a script, not a person. */
	if (argc >= 2 && strcmp(argv[1], "--complete") == 0 && argc <= 3)
		return complete(r, argc == 3 ? argv[2] : NULL);
	if ((ch = cli_option(r, argc, argv)) != -1)
		return bad_option(r, ch, argv);
	argc -= r->opt_ind - 1;
	argv += r->opt_ind - 1;
	if (argc > 2) {
		diag_usage(&r->diag, "help: one subcommand at a time");
		return sub_usage(r, "help");
	}
	if (argc < 2)
		return help(r);
	if (!sub_known(argv[1])) {
		diag_usage(&r->diag, "help: unknown subcommand '%s'",
		    diag_quote(argv[1]));
		return usage(r);
	}
	return sub_help(r, argv[1]);
}

/* Is the option getopt_long just refused a long one (--name)?  A long
 * option is its whole element, and getopt_long has stepped past it; a
 * short one may sit inside a bundle (-xq) that getopt_long has not left
 * yet, so that the element before optind is an earlier argument.  An
 * unknown long option leaves optopt 0; one given an argument it does not
 * take sets optopt to its value, and then the element is --name=VALUE. */
static bool
long_refused(const struct run *r, int ch, char **argv)
{
	const char *arg = argv[r->opt_ind - 1];

	if (strncmp(arg, "--", 2) != 0 || arg[2] == '\0')
		return false;
	return ch == ':' || r->opt_opt == 0 || strchr(arg, '=') != NULL;
}

/* getopt_long returned '?' or ':' (opterr is off, optstring starts with
 * ':'): say it our way, naming the letter of a short option (optopt), not
 * whatever argument stands before optind, then the subcommand's
 * synopsis. */
int
bad_option(struct run *r, int ch, char **argv)
{
	struct diag_state *d = &r->diag;
	const char *arg = argv[r->opt_ind - 1];
	bool islong = long_refused(r, ch, argv);
	/* The letter as a value too: a byte of argv, maybe a control
	 * character or half of a UTF-8 one. */
	char letter[3] = { '-', (char)r->opt_opt, '\0' };

	if (ch == ':' && islong)
		diag_usage(d, "%s: option '%s' needs an argument", argv[0],
		    diag_quote(arg));
	else if (ch == ':')
		diag_usage(d, "%s: option '%s' needs an argument", argv[0],
		    diag_quote(letter));
	else if (!islong && r->opt_opt != 0)
		diag_usage(d, "%s: unknown option '%s'", argv[0],
		    diag_quote(letter));
	else
		diag_usage(d, "%s: unknown option '%s'", argv[0],
		    diag_quote(arg));
	return sub_usage(r, argv[0]);
}
