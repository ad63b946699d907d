/* What the subcommands share: the common options and reading a position. */
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "carcjudge.h"
#include "cli.h"
#include "run.h"
#include "diag.h"
#include "escape.h"
#include "readings.h"
#include "engine_once.h"
#include "input.h"
#include "settings.h"
#include "xalloc.h"

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
	diag_usage("%s '%s': %s", opt, diag_quote(arg), list);
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
parse_max_input(const char *arg, size_t *max)
{
	char *end;
	unsigned long long v = strtoull(arg, &end, 10);

	if (*arg < '0' || *arg > '9' || *end != '\0' || v == 0 ||
	    v > (1ull << 32))
		return diag_usage("--max-input '%s': a number of bytes, 1 to "
		    "4294967296", diag_quote(arg));
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

/* --- the same for the subcommands, through carcjudge.h --- */

int
cj_cli_word(const char *opt, const char *arg, const char *const *words,
    int n)
{
	return parse_word(opt, arg, words, n);
}

int
cj_cli_bad_option(int ch, char *const argv[])
{
	return bad_option(ch, (char **)argv);
}

int
cj_cli_rule(const char *key_value)
{
	struct rulesconf ov;

	if (!engine_once())	/* the modules' keys */
		return diag_fatal("out of memory");
	settings_defaults(&ov);
	return settings_override(&ov, key_value);
}

int
cj_cli_judging_option(int ch, char *const argv[], const char **rules,
    int *nrules, struct cj_limits *lim)
{
	int rc;

	switch (ch) {
	case 'r':
		if ((rc = cj_cli_rule(optarg)) != 0)
			return rc;
		rules[(*nrules)++] = optarg;
		return 0;
	case 'm':
		return cj_cli_max_input(optarg, &lim->max_input);
	default:
		return cj_cli_bad_option(ch, argv);
	}
}

int
cj_cli_max_input(const char *arg, size_t *max)
{
	return parse_max_input(arg, max);
}

int
cj_cli_compare(const char *arg)
{
	int setting, values[MAXREAD], n;

	if (!engine_once())
		return diag_fatal("out of memory");
	return readings_parse_compare(arg, &setting, values, &n);
}

void
cj_cli_name(const char *name, struct cj_sink out)
{
	size_t n = strlen(name);
	char *buf = xmalloc(6 * n + 16, 1);	/* as esc_line */

	esc_buf(buf, 6 * n + 16, name, n, 0, ESC_BACKSLASH);
	if (out.write != NULL)
		(void)out.write(out.arg, buf, strlen(buf));
	free(buf);
}

const char *
cj_cli_quote(const char *value)
{
	return diag_quote(value);
}

int
cj_cli_out_of_memory(void)
{
	return diag_fatal("out of memory");
}

int
cj_cli_with_rules(int argc, char **argv,
    int (*sub)(int, char **, const char **))
{
	/* -r's values, in order (the last of a key's wins), NULL-ended. */
	const char **rules = calloc((size_t)argc + 1, sizeof *rules);
	int rc;

	if (rules == NULL)
		return cj_cli_out_of_memory();
	rc = sub(argc, argv, rules);
	free(rules);
	return rc;
}

/* The message fmt makes with ap, for the caller to free; NULL when
 * vsnprintf cannot make it. */
static char *
message(const char *fmt, va_list ap)
{
	va_list again;
	char *msg;
	int n;

	va_copy(again, ap);
	n = vsnprintf(NULL, 0, fmt, again);
	va_end(again);
	if (n < 0)
		return NULL;
	msg = xmalloc((size_t)n + 1, 1);
	vsnprintf(msg, (size_t)n + 1, fmt, ap);
	return msg;
}

int
cj_cli_usage(const char *fmt, ...)
{
	va_list ap;
	char *msg;
	int rc;

	va_start(ap, fmt);
	msg = message(fmt, ap);
	va_end(ap);
	rc = diag_usage("%s", msg != NULL ? msg : fmt);
	free(msg);
	return rc;
}

int
cj_cli_error(const char *fmt, ...)
{
	va_list ap;
	char *msg;
	int rc;

	va_start(ap, fmt);
	msg = message(fmt, ap);
	va_end(ap);
	rc = diag_fatal("%s", msg != NULL ? msg : fmt);
	free(msg);
	return rc;
}
