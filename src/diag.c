#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "escape.h"
#include "xalloc.h"


/* The quoted values live in a ring of four per thread: scratch, not
 * state -- nothing carries over from one message to the next -- and
 * the values are quoted inside the argument lists of more than a hundred
 * messages, where a context passed to each would be noise (diag.h). */
const char *
diag_quoten(const char *s, size_t len)
{
	static _Thread_local char ring[4][DIAG_QUOTE_MAX * 6 + 8];
	static _Thread_local unsigned next;
	char *dst = ring[next++ % 4];

	esc_buf(dst, sizeof ring[0], s ? s : "", s ? len : 0, DIAG_QUOTE_MAX,
	    ESC_BACKSLASH);
	return dst;
}

const char *
diag_quote(const char *s)
{
	return diag_quoten(s, s ? strlen(s) : 0);
}

void
diag_init(struct diag_state *d, FILE *err)
{
	memset(d, 0, sizeof *d);
	d->err = err;
}

static void
keep(struct diag_state *d, const char *line)
{
	size_t n = strlen(line);

	d->kept = xgrow(d->kept, &d->kept_cap, d->kept_len + n + 2, 1);
	memcpy(d->kept + d->kept_len, line, n + 1);
	d->kept_len += n + 1;
	d->kept[d->kept_len] = '\0';
}

struct diag_quiet
diag_quiet_begin(struct diag_state *d)
{
	struct diag_quiet q = { d->quiet };

	d->quiet = true;
	return q;
}

void
diag_quiet_end(struct diag_state *d, struct diag_quiet q)
{
	d->quiet = q.was_quiet;
}

void
diag_keep_begin(struct diag_state *d)
{

	d->keeping = true;
	d->kept_len = 0;
	if (d->kept != NULL)
		d->kept[0] = d->kept[1] = '\0';
}

char *
diag_keep_end(struct diag_state *d)
{
	char *s = d->kept != NULL ? d->kept : xcalloc(2, 1);

	d->keeping = false;
	d->kept = NULL;
	d->kept_len = d->kept_cap = 0;
	return s;
}

/* fmt and ap as a string of any length, for the caller to free: a long
 * path must not cut the line and column off a diagnostic. */
static char *
vformat(const char *fmt, va_list ap)
{
	va_list again;
	char *s;
	int n;

	va_copy(again, ap);
	n = vsnprintf(NULL, 0, fmt, again);
	va_end(again);
	if (n < 0)
		return xstrdup("(message cannot be formatted)");
	s = xmalloc((size_t)n + 1, 1);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	return s;
}

/* The first diagnostic of a library call that asked (diag.h's
 * diag_first), as fields. */
static void
record(struct diag_first *f, int status, const char *file, int line,
    int col, const char *msg, const char *text)
{
	f->set = true;
	f->status = status;
	snprintf(f->file, sizeof f->file, "%s", file != NULL ? file : "");
	f->line = file != NULL ? line : 0;
	f->col = file != NULL ? col : 0;
	esc_buf(f->msg, sizeof f->msg, msg, strlen(msg), 0, 0);
	snprintf(f->text, sizeof f->text, "%s", text);
}

/* status, file, line and col: what the message is (EXIT_*), and where in
 * the input (file NULL: nowhere). */
static void
emit(struct diag_state *d, const char *prefix, const char *msg, int status,
    const char *file, int at_line, int at_col)
{
	size_t n = strlen(prefix) + strlen(msg);
	char *line = xmalloc(n + 1, 1), *esc = xmalloc(6 * n + 16, 1);

	strcpy(line, prefix);
	strcat(line, msg);
	/* Whatever a caller forgot to quote (a path, a value), one
	 * diagnostic stays one line of plain text. */
	esc_buf(esc, 6 * n + 16, line, n, 0, 0);
	snprintf(d->last, sizeof d->last, "%s", esc);
	if (!d->quiet && d->recording && !d->first.set)
		record(&d->first, status, file, at_line, at_col, msg, esc);
	if (d->quiet)
		;
	else if (d->keeping)
		keep(d, esc);
	else if (d->err != NULL) {
		fprintf(d->err, "carcjudge: %s\n", esc);
		fflush(d->err);
	}
	free(esc);
	free(line);
}

static void
vemit(struct diag_state *d, const char *prefix, int status, const char *file,
    int line, int col,
    const char *fmt, va_list ap)
{
	char *msg = vformat(fmt, ap);

	emit(d, prefix, msg, status, file, line, col);
	free(msg);
}

struct diag_held *
diag_hold(struct diag_state *d, struct diag_held *h)
{
	struct diag_held *was = d->holding;

	d->holding = h;
	return was;
}

int
diag_replay(struct diag_state *d, const char *file, struct diag_held *h)
{
	int rc = diag_input(d, file, h->line, h->col, "%s",
	    h->msg ? h->msg : "");

	diag_drop(h);
	return rc;
}

void
diag_drop(struct diag_held *h)
{
	free(h->msg);
	h->msg = NULL;
}

int
diag_input(struct diag_state *d, const char *file, int line, int col,
    const char *fmt, ...)
{
	static const char where[] = "%s:%d:%d: error: ";
	char *prefix;
	size_t n;
	va_list ap;
	struct diag_held *holding = d->holding;

	if (holding != NULL) {
		if (holding->msg == NULL) {
			holding->line = line;
			holding->col = col;
			va_start(ap, fmt);
			holding->msg = vformat(fmt, ap);
			va_end(ap);
		}
		return EXIT_INPUT;
	}

	if (line < 1)
		line = 1;
	if (col < 1)
		col = 1;
	n = strlen(file) + sizeof where + 24;	/* two ints */
	prefix = xmalloc(n, 1);
	snprintf(prefix, n, where, file, line, col);
	va_start(ap, fmt);
	vemit(d, prefix, EXIT_INPUT, file, line, col, fmt, ap);
	va_end(ap);
	free(prefix);
	return EXIT_INPUT;
}

int
diag_vusage(struct diag_state *d, const char *fmt, va_list ap)
{
	vemit(d, "", EXIT_USAGE, NULL, 0, 0, fmt, ap);
	return EXIT_USAGE;
}

int
diag_usage(struct diag_state *d, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	(void)diag_vusage(d, fmt, ap);
	va_end(ap);
	return EXIT_USAGE;
}

int
diag_vfatal(struct diag_state *d, const char *fmt, va_list ap)
{
	vemit(d, "", EXIT_INTERNAL, NULL, 0, 0, fmt, ap);
	return EXIT_INTERNAL;
}

int
diag_fatal(struct diag_state *d, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	(void)diag_vfatal(d, fmt, ap);
	va_end(ap);
	return EXIT_INTERNAL;
}
