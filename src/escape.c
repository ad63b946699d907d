/* Escaping what is echoed from outside: a file name may hold a newline,
 * a diagnostic may quote any character of a file. */
#include <stdint.h>

#include "escape.h"

/* The character at s: its code point and width in bytes, or width 0 when
 * s does not start a well-formed UTF-8 sequence. */
static size_t
utf8(const unsigned char *s, uint32_t *cp)
{
	size_t w, i;
	uint32_t c = s[0], min;

	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf)
		w = 2, c &= 0x1f, min = 0x80;
	else if (c >= 0xe0 && c <= 0xef)
		w = 3, c &= 0x0f, min = 0x800;
	else if (c >= 0xf0 && c <= 0xf4)
		w = 4, c &= 0x07, min = 0x10000;
	else
		return 0;
	for (i = 1; i < w; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return w;
}

/* Characters that end a line for someone: C0 and C1 controls, DEL, and
 * U+2028/U+2029 (YAML 1.1 and JavaScript break lines there). */
static int
unsafe(uint32_t c)
{
	return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 ||
	    c == 0x2029;
}

void
esc_line(FILE *f, const char *str, unsigned flags)
{
	const unsigned char *s = (const unsigned char *)str;
	uint32_t c;
	size_t w;

	for (; *s != '\0'; s += w) {
		if ((w = utf8(s, &c)) == 0) {
			fprintf(f, "\\x%02X", *s);
			w = 1;
		} else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\r')
			fputs("\\r", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (c < 0x80 && unsafe(c))
			fprintf(f, "\\x%02X", (unsigned)c);
		else if (unsafe(c))
			fprintf(f, "\\u%04X", (unsigned)c);
		else if (c == '\\' && (flags & ESC_BACKSLASH))
			fputs("\\\\", f);
		else if (c == '#' && (flags & ESC_HASH))
			fputs("\\#", f);
		else
			fwrite(s, 1, w, f);
	}
}

void
esc_quoted(FILE *f, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	uint32_t c;
	size_t w;

	putc('"', f);
	for (; *s != '\0'; s += w) {
		if ((w = utf8(s, &c)) == 0) {
			fputs("\\uFFFD", f);
			w = 1;
		} else if (c == '"' || c == '\\')
			fprintf(f, "\\%c", (char)c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (unsafe(c) || c == 0xfeff)
			fprintf(f, "\\u%04X", (unsigned)c);
		else
			fwrite(s, 1, w, f);
	}
	putc('"', f);
}
