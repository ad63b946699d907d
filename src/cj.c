/* cj: the library's entry (carcjudge(3)): one command line run as
 * carcjudge(1) would run it, over the caller's streams. */
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>

#include "carcjudge.h"
#include "cli.h"
#include "diag.h"
#include "engine_once.h"
#include "run.h"
#include "xalloc.h"

/* Is argv[i], a bundle of short options ("-qh"), a request for help?
 * A letter that takes a value ends the bundle: "-fh" is -f h. */
static bool
short_help(const char *sub, const char *arg)
{
	const char *p;

	for (p = arg + 1; *p != '\0'; p++) {
		char opt[3] = { '-', *p, '\0' };

		if (*p == 'h')
			return true;
		if (sub_takes_value(sub, opt))
			return false;
	}
	return false;
}

/* Does this option consume the next argument as its value? */
static bool
takes_next(const char *sub, const char *arg)
{
	if (arg[0] != '-' || arg[1] == '\0' || strchr(arg, '=') != NULL)
		return false;
	if (arg[1] != '-') {
		/* A bundle: the value is the next argument only when the
		 * letter taking it ends the bundle. */
		const char *p;

		for (p = arg + 1; *p != '\0'; p++) {
			char opt[3] = { '-', *p, '\0' };

			if (sub_takes_value(sub, opt))
				return p[1] == '\0';
		}
		return false;
	}
	return sub_takes_value(sub, arg);
}

/* --color=WHEN, or --color WHEN with next the word after it (NULL at
 * the end): the words it takes, 0 when a is no --color, -1 when its
 * value is missing; *rc is parse_color's answer. */
static int
color_option(struct run *r, const char *a, const char *next, int *rc)
{
	*rc = 0;
	if (strncmp(a, "--color=", 8) == 0) {
		*rc = parse_color(r, a + 8);
		return 1;
	}
	if (strcmp(a, "--color") != 0)
		return 0;
	if (next == NULL)
		return -1;
	*rc = parse_color(r, next);
	return 2;
}

/* The options every subcommand takes, read here so that each subcommand,
 * wherever it is implemented, behaves alike: -h and --help (which win
 * over anything else on the line) and --color, removed from argv.  Stops
 * at "--".  Returns 0, or an exit status (*help_shown tells 0 apart). */
static int
common_options(struct run *r, const char *sub, int *argc, char **argv,
    bool *help_shown)
{
	int i, n = 1, rc, used;

	*help_shown = false;
	for (i = 1; i < *argc && strcmp(argv[i], "--") != 0; i++) {
		const char *a = argv[i];

		if (strcmp(a, "--help") == 0 || (a[0] == '-' && a[1] != '-' &&
		    short_help(sub, a))) {
			*help_shown = true;
			return sub_help(r, sub);
		}
		if (takes_next(sub, a))
			i++;
	}
	for (i = 1; i < *argc; i++) {
		const char *a = argv[i];

		if (strcmp(a, "--") == 0) {
			while (i < *argc)
				argv[n++] = argv[i++];
			break;
		}
		if ((used = color_option(r, a, argv[i + 1], &rc)) < 0) {
			diag_usage(&r->diag, "%s: option '--color' needs an "
			    "argument", sub);
			return sub_usage(r, sub);
		}
		if (used > 0) {
			if (rc != 0)
				return rc;
			i += used - 1;
			continue;
		}
		argv[n++] = argv[i];
		if (takes_next(sub, a) && i + 1 < *argc)
			argv[n++] = argv[++i];
	}
	argv[n] = NULL;
	*argc = n;
	return 0;
}

/* Is there a FILE among the arguments (anything that is neither an
 * option nor an option's value)? */
static bool
has_operand(const char *sub, int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (strcmp(a, "--") == 0)
			return i + 1 < argc;
		if (a[0] != '-' || a[1] == '\0')
			return true;
		if (takes_next(sub, a))
			i++;
	}
	return false;
}

/* The subcommands built in, by name. */
subcommand *
sub_command(const char *name)
{
	static const struct {
		const char *name;
		subcommand *run;
	} cmds[] = {
		{ "judge", cmd_judge },
		{ "fixture", cmd_fixture },
		{ "check", cmd_check },
		{ "explain", cmd_explain },
		{ "tiles", cmd_tiles },
		{ "show", cmd_show },
		{ "moves", cmd_moves },
		{ "apply", cmd_apply },
		{ "import", cmd_import },
		{ "help", cmd_help },
	};
	size_t i;

	for (i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
		if (strcmp(name, cmds[i].name) == 0)
			return cmds[i].run;
	return NULL;
}

int
run_line(struct cj_cli *cli, int argc, char **argv)
{
	struct run *r = &cli->run;
	subcommand *run;
	bool help_shown;
	int rc, shift;

	/* --color before the subcommand is read as after it. */
	while (argc >= 2 && (shift = color_option(r, argv[1], argv[2], &rc)) !=
	    0) {
		if (shift < 0) {
			diag_usage(&r->diag, "option '--color' needs an "
			    "argument");
			return usage(r);
		}
		if (rc != 0)
			return rc;
		argc -= shift;
		argv += shift;
		argv[0] = argv[-shift];
	}
	if (argc < 2)
		return usage(r);
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return help(r);
	if (strcmp(argv[1], "--version") == 0) {
		fprintf(r->out, "carcjudge %s (position format 1)\n", VERSION);
		return 0;
	}
	if ((run = sub_command(argv[1])) == NULL) {
		if (argv[1][0] == '-')
			diag_usage(&r->diag, "unknown option '%s'",
			    diag_quote(argv[1]));
		else if (sub_known(argv[1]))
			diag_usage(&r->diag, "subcommand '%s' is not in this "
			    "build", diag_quote(argv[1]));
		else
			diag_usage(&r->diag, "unknown subcommand '%s'",
			    diag_quote(argv[1]));
		return usage(r);
	}
	argc--, argv++;
	if ((rc = common_options(r, argv[0], &argc, argv, &help_shown)) != 0 ||
	    help_shown)
		return rc;
	/* Given no FILE, a subcommand would read a position on standard
	 * input; from a terminal nobody is typing one: say how to call it
	 * instead of waiting.  Here, so that every subcommand does so. */
	if (sub_reads_stdin(argv[0]) && !has_operand(argv[0], argc, argv) &&
	    run_isatty(r, 0))
		return sub_usage(r, argv[0]);
	if ((rc = engine_ready(&r->diag)) != 0)
		return rc;
	return run(cli, argc, argv);
}

/* Ends the run r with status rc: whatever was written, standard output
 * must have taken it (a full disk is exit 4, for --help as for a
 * verdict). */
static int
finish(struct run *r, int rc)
{
	if (fflush(r->out) != 0 || ferror(r->out))
		rc = diag_fatal(&r->diag, "standard output: %s",
		    strerror(r->out_errno != 0 ? r->out_errno : EIO));
	run_end(r, rc);
	return rc;
}

int
cj_run(int argc, char *const argv[], const struct cj_io *io)
{
	static const struct cj_io none = { .in_fd = -1 };
	struct cj_cli cli;
	struct run *r = &cli.run;
	struct xalloc_catch was;
	jmp_buf bail;
	char **args;
	volatile int rc;
	int i;

	if (io == NULL)
		io = &none;
	if (argc < 0 || (argc > 0 && argv == NULL))
		return EXIT_USAGE;
	if (!run_begin(r, io))
		return EXIT_INTERNAL;	/* no stream to say so on */
	/* The subcommands take argv[0] for their name and rearrange the
	 * rest: a copy of the caller's, the tool's name first. */
	if ((args = calloc((size_t)argc + 2, sizeof *args)) == NULL)
		return finish(r, diag_fatal(&r->diag, "out of memory"));
	args[0] = (char *)"carcjudge";
	for (i = 0; i < argc; i++)
		args[i + 1] = argv[i];
	was = xalloc_catch(&bail, r->err);
	if ((rc = setjmp(bail)) == 0)
		rc = run_line(&cli, argc + 1, args);
	xalloc_release(was);
	free(args);
	return finish(r, rc);
}

const char *
cj_version(void)
{
	return VERSION;
}
