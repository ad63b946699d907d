/* What the subcommands share: the common options and reading a position. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
parse_word(struct diag_state *d, const char *opt, const char *arg,
    const char *const *words, int nwords)
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
	diag_usage(d, "%s '%s': %s", opt, diag_quote(arg), list);
	return -1;
}

int
parse_max_input(struct diag_state *d, const char *arg, size_t *max)
{
	char *end;
	unsigned long long v = strtoull(arg, &end, 10);

	if (*arg < '0' || *arg > '9' || *end != '\0' || v == 0 ||
	    v > (1ull << 32))
		return diag_usage(d, "--max-input '%s': a number of bytes, 1 to "
		    "4294967296", diag_quote(arg));
	*max = (size_t)v;
	return 0;
}


int
parse_color(struct run *r, const char *when)
{
	static const char *const words[] = { "auto", "always", "never" };
	/* An explicit choice overrides NO_COLOR, auto included. */
	static const enum colormode modes[] = { COLOR_TERMINAL,
	    COLOR_ALWAYS, COLOR_NEVER };
	int i = parse_word(&r->diag, "--color", when, words, 3);

	if (i < 0)
		return EXIT_USAGE;
	r->color = modes[i];
	return 0;
}

int
want_color(const struct run *r, int fd)
{
	const char *nc = run_getenv(r, "NO_COLOR");

	if (r->color == COLOR_ALWAYS || r->color == COLOR_NEVER)
		return r->color == COLOR_ALWAYS;
	return run_isatty(r, fd) && (r->color == COLOR_TERMINAL || nc == NULL ||
	    *nc == '\0');
}

int
exit_worse(int a, int b)
{
	/* The statuses a file can end with rank as their numbers do. */
	return a > b ? a : b;
}

int
read_position(struct run *r, const char *path, const struct loadopts *o,
    struct position *p, char **text, size_t *len)
{
	const char *name;
	int rc;

	memset(p, 0, sizeof *p);
	*text = NULL;
	if ((rc = input_read(r, path, o->max_bytes, text, len, &name)) != 0)
		return rc;
	return position_load(&r->diag, p, name, *text, *len, o);
}

/* --- the same for the subcommands, through carcjudge.h --- */

FILE *
cj_cli_stdout(struct cj_cli *cli)
{
	return cli->run.out;
}

FILE *
cj_cli_stderr(struct cj_cli *cli)
{
	return cli->run.err;
}

int
cj_cli_isatty(struct cj_cli *cli, int fd)
{
	return run_isatty(&cli->run, fd);
}

int
cj_cli_option(struct cj_cli *cli, int argc, char *const argv[])
{
	return cli_option(&cli->run, argc, (char **)argv);
}

const char *
cj_cli_optarg(const struct cj_cli *cli)
{
	return cli->run.opt_arg;
}

int
cj_cli_optind(const struct cj_cli *cli)
{
	return cli->run.opt_ind;
}

const char *
cj_cli_operand(struct cj_cli *cli, int argc, char *const argv[],
    const char *what)
{
	int first = cli->run.opt_ind;

	if (argc - first > 1) {
		cj_cli_usage(cli, "%s: one %s at a time", argv[0], what);
		return NULL;
	}
	return first < argc ? argv[first] : "-";
}

int
cj_cli_word(struct cj_cli *cli, const char *opt, const char *arg,
    const char *const *words, int n)
{
	return parse_word(&cli->run.diag, opt, arg, words, n);
}

int
cj_cli_format(struct cj_cli *cli, const char *arg, int with_yaml,
    enum cj_format *format)
{
	static const char *const all[] = { "text", "yaml", "json" };
	static const char *const no_yaml[] = { "text", "json" };
	static const enum cj_format all_of[] = { CJ_FORMAT_TEXT,
	    CJ_FORMAT_YAML, CJ_FORMAT_JSON };
	static const enum cj_format no_yaml_of[] = { CJ_FORMAT_TEXT,
	    CJ_FORMAT_JSON };
	int i = with_yaml ? cj_cli_word(cli, "-f", arg, all, 3) :
	    cj_cli_word(cli, "-f", arg, no_yaml, 2);

	if (i < 0)
		return CJ_EXIT_USAGE;
	*format = with_yaml ? all_of[i] : no_yaml_of[i];
	return 0;
}

int
cj_cli_bad_option(struct cj_cli *cli, int ch, char *const argv[])
{
	return bad_option(&cli->run, ch, (char **)argv);
}

int
cj_cli_rule(struct cj_cli *cli, const char *key_value)
{
	struct rulesconf ov;
	int rc;

	if ((rc = engine_ready(&cli->run.diag)) != 0)	/* the modules' keys */
		return rc;
	settings_defaults(&ov);
	return settings_override(&cli->run.diag, &ov, key_value);
}

int
cj_cli_judging_option(struct cj_cli *cli, int ch, char *const argv[],
    const char **rules, int *nrules, struct cj_limits *lim)
{
	const char *arg = cli->run.opt_arg;
	int rc;

	switch (ch) {
	case 'r':
		if ((rc = cj_cli_rule(cli, arg)) != 0)
			return rc;
		rules[(*nrules)++] = arg;
		return 0;
	case 'm':
		return cj_cli_max_input(cli, arg, &lim->max_input);
	default:
		return cj_cli_bad_option(cli, ch, argv);
	}
}

int
cj_cli_max_input(struct cj_cli *cli, const char *arg, size_t *max)
{
	return parse_max_input(&cli->run.diag, arg, max);
}

int
cj_cli_compare(struct cj_cli *cli, const char *arg)
{
	int setting, values[MAXREAD], n, rc;

	if ((rc = engine_ready(&cli->run.diag)) != 0)
		return rc;
	return readings_parse_compare(&cli->run.diag, arg, &setting, values,
	    &n);
}

void
cj_cli_name(struct cj_cli *cli, const char *name, struct cj_sink out)
{
	size_t n = strlen(name);
	char *buf = xmalloc(6 * n + 16, 1);	/* as esc_line */

	(void)cli;	/* for the calls' symmetry: nothing to report */
	esc_buf(buf, 6 * n + 16, name, n, 0, ESC_BACKSLASH);
	if (out.write != NULL)
		(void)out.write(out.arg, buf, strlen(buf));
	free(buf);
}

const char *
cj_cli_quote(struct cj_cli *cli, const char *value)
{
	(void)cli;	/* the quoting is the thread's scratch */
	return diag_quote(value);
}

int
cj_cli_out_of_memory(struct cj_cli *cli)
{
	return diag_fatal(&cli->run.diag, "out of memory");
}

int
cj_cli_with_rules(struct cj_cli *cli, int argc, char **argv,
    int (*sub)(struct cj_cli *, int, char **, const char **))
{
	/* -r's values, in order (the last of a key's wins), NULL-ended. */
	const char **rules = calloc((size_t)argc + 1, sizeof *rules);
	int rc;

	if (rules == NULL)
		return cj_cli_out_of_memory(cli);
	rc = sub(cli, argc, argv, rules);
	free(rules);
	return rc;
}

int
cj_cli_usage(struct cj_cli *cli, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = diag_vusage(&cli->run.diag, fmt, ap);
	va_end(ap);
	return rc;
}

int
cj_cli_error(struct cj_cli *cli, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = diag_vfatal(&cli->run.diag, fmt, ap);
	va_end(ap);
	return rc;
}
