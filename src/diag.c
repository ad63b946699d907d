#include <stdarg.h>
#include <stdio.h>

#include "diag.h"

int diag_quiet;
char diag_last[512];

static void
vemit(const char *prefix, const char *fmt, va_list ap)
{
	char msg[400];

	vsnprintf(msg, sizeof msg, fmt, ap);
	snprintf(diag_last, sizeof diag_last, "%s%s", prefix, msg);
	if (!diag_quiet) {
		fprintf(stderr, "carcjudge: %s\n", diag_last);
		fflush(stderr);
	}
}

int
diag_input(const char *file, int line, int col, const char *fmt, ...)
{
	char prefix[300];
	va_list ap;

	if (line < 1)
		line = 1;
	if (col < 1)
		col = 1;
	snprintf(prefix, sizeof prefix, "%s:%d:%d: error: ", file, line, col);
	va_start(ap, fmt);
	vemit(prefix, fmt, ap);
	va_end(ap);
	return EXIT_INPUT;
}

int
diag_usage(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vemit("", fmt, ap);
	va_end(ap);
	return EXIT_USAGE;
}

int
diag_fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vemit("", fmt, ap);
	va_end(ap);
	return EXIT_INTERNAL;
}
