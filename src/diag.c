#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"

int diag_quiet;
char diag_last[512];

/* The length of the UTF-8 character at s (n bytes left) and its code
 * point, or 0 if the bytes there are not one. */
static size_t
utf8(const unsigned char *s, size_t n, uint32_t *cp)
{
	size_t w, i;
	uint32_t c = s[0];

	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf)
		w = 2, c &= 0x1f;
	else if (c >= 0xe0 && c <= 0xef)
		w = 3, c &= 0x0f;
	else if (c >= 0xf0 && c <= 0xf4)
		w = 4, c &= 0x07;
	else
		return 0;
	if (n < w)
		return 0;
	for (i = 1; i < w; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = (c << 6) | (s[i] & 0x3f);
	}
	/* Overlong forms, surrogates, past U+10FFFF. */
	if ((w == 3 && c < 0x800) || (w == 4 && c < 0x10000) ||
	    (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
		return 0;
	*cp = c;
	return w;
}

/* Characters that would break a line, hide text or turn it around. */
static int
unsafe(uint32_t c)
{
	return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 ||
	    c == 0x2029 || c == 0x200e || c == 0x200f ||
	    (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) ||
	    c == 0xfeff;
}

/* Escapes s (n bytes) into dst; with max > 0, at most max characters of
 * s, then "...".  A backslash is doubled only when quoting (a value), so
 * that the net over whole lines keeps quoted text as it is. */
static void
escape(char *dst, size_t dstsz, const char *s, size_t n, size_t max,
    int quoting)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i, o = 0, w, shown = 0;
	uint32_t c;

	for (i = 0; i < n; i += w) {
		/* Room for the longest escape and the ellipsis. */
		if ((max > 0 && shown == max) || o + 12 >= dstsz) {
			memcpy(dst + o, "...", 4);
			return;
		}
		shown++;
		if ((w = utf8(u + i, n - i, &c)) == 0) {
			o += (size_t)snprintf(dst + o, dstsz - o, "\\x%02X",
			    u[i]);
			w = 1;
		} else if (unsafe(c))
			o += (size_t)snprintf(dst + o, dstsz - o,
			    c < 0x80 ? "\\x%02X" : "\\u%04X", (unsigned)c);
		else if (c == '\\' && quoting) {
			memcpy(dst + o, "\\\\", 2);
			o += 2;
		} else {
			memcpy(dst + o, u + i, w);
			o += w;
		}
	}
	dst[o] = '\0';
}

const char *
diag_quoten(const char *s, size_t len)
{
	static _Thread_local char ring[4][DIAG_QUOTE_MAX * 6 + 8];
	static _Thread_local unsigned next;
	char *dst = ring[next++ % 4];

	escape(dst, sizeof ring[0], s ? s : "", s ? len : 0, DIAG_QUOTE_MAX,
	    1);
	return dst;
}

const char *
diag_quote(const char *s)
{
	return diag_quoten(s, s ? strlen(s) : 0);
}

static void
vemit(const char *prefix, const char *fmt, va_list ap)
{
	char msg[400], line[sizeof msg + 300];

	vsnprintf(msg, sizeof msg, fmt, ap);
	snprintf(line, sizeof line, "%s%s", prefix, msg);
	/* Whatever a caller forgot to quote (a path, a value), one
	 * diagnostic stays one line of plain text. */
	escape(diag_last, sizeof diag_last, line, strlen(line), 0, 0);
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
