/* What the subcommands share: the common options and reading a position. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "input.h"

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

enum colormode cli_color = COLOR_AUTO;

int
parse_color(const char *when)
{
	if (strcmp(when, "auto") == 0)
		cli_color = COLOR_AUTO;
	else if (strcmp(when, "always") == 0)
		cli_color = COLOR_ALWAYS;
	else if (strcmp(when, "never") == 0)
		cli_color = COLOR_NEVER;
	else
		return diag_usage("--color '%s': auto, always or never", when);
	return 0;
}

int
want_color(int fd)
{
	const char *nc = getenv("NO_COLOR");

	if (cli_color != COLOR_AUTO)
		return cli_color == COLOR_ALWAYS;
	return isatty(fd) && (nc == NULL || *nc == '\0');
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
