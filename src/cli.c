/* What the subcommands share: the common options and reading a position. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "run.h"
#include "diag.h"
#include "input.h"
#include "settings.h"

int
parse_word(const char *opt, const char *arg, const char *const *words,
    int nwords)
{
	char list[128];
	size_t at = 0;
	int i;

	for (i = 0; i < nwords; i++)
		if (strcmp(arg, words[i]) == 0)
			return i;
	/* The choices as a sentence: "text, yaml or json". */
	list[0] = '\0';
	for (i = 0; i < nwords && at < sizeof list; i++)
		at += (size_t)snprintf(list + at, sizeof list - at, "%s%s",
		    i == 0 ? "" : i + 1 < nwords ? ", " : " or ", words[i]);
	diag_usage("%s '%s': %s", opt, arg, list);
	return -1;
}

int
parse_docfmt(const char *arg, enum docfmt *fmt)
{
	static const char *const words[] = { "text", "yaml", "json" };
	static const enum docfmt fmts[] = { FMT_TEXT, FMT_YAML, FMT_JSON };
	int i = parse_word("-f", arg, words, 3);

	if (i < 0)
		return EXIT_USAGE;
	*fmt = fmts[i];
	return 0;
}

int
shared_option(int ch, char **argv, struct rulesconf *ov, size_t *max_bytes)
{
	if (ch == 'r' && ov != NULL)
		return settings_override(ov, optarg);
	if (ch == 'm')
		return parse_max_input(optarg, max_bytes);
	return bad_option(ch, argv);
}

int
parse_max_input(const char *arg, size_t *max)
{
	char *end;
	unsigned long long v = strtoull(arg, &end, 10);

	if (*arg < '0' || *arg > '9' || *end != '\0' || v == 0 ||
	    v > (1ull << 32))
		return diag_usage("--max-input '%s': a number of bytes, 1 to "
		    "4294967296", arg);
	*max = (size_t)v;
	return 0;
}


int
parse_color(const char *when)
{
	static const char *const words[] = { "auto", "always", "never" };
	/* An explicit choice overrides NO_COLOR, auto included. */
	static const enum colormode modes[] = { COLOR_TERMINAL,
	    COLOR_ALWAYS, COLOR_NEVER };
	int i = parse_word("--color", when, words, 3);

	if (i < 0)
		return EXIT_USAGE;
	cli_color = modes[i];
	return 0;
}

int
want_color(int fd)
{
	const char *nc = run_getenv("NO_COLOR");

	if (cli_color == COLOR_ALWAYS || cli_color == COLOR_NEVER)
		return cli_color == COLOR_ALWAYS;
	return isatty(fd) && (cli_color == COLOR_TERMINAL || nc == NULL ||
	    *nc == '\0');
}

int
exit_worse(int a, int b)
{
	/* The statuses a file can end with rank as their numbers do. */
	return a > b ? a : b;
}

const char *
sole_operand(int argc, char **argv, const char *many)
{
	if (argc - optind > 1) {
		diag_usage("%s: %s", argv[0], many);
		return NULL;
	}
	return optind < argc ? argv[optind] : "-";
}

int
read_position(const char *path, const struct loadopts *o,
    struct position *p, char **text, size_t *len)
{
	const char *name;
	int rc;

	memset(p, 0, sizeof *p);
	*text = NULL;
	if ((rc = input_read(path, o->max_bytes, text, len, &name)) != 0)
		return rc;
	return position_load(p, name, *text, *len, o);
}

int *
cli_color_of_run(void)
{
	return &run_now()->color;
}
