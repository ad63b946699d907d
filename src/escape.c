/* Escaping what is echoed from outside: a file name may hold a newline,
 * a diagnostic may quote any character of a file.  One vocabulary for
 * every place that echoes: \n \r \t, \xHH for the other C0 controls, DEL
 * and bytes that are not UTF-8, \uHHHH for the C1 controls, the line and
 * paragraph separators, the bidirectional controls and the byte-order
 * mark. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "xalloc.h"

/* The character at s (n bytes left): its code point and width in bytes,
 * or width 0 when s does not start a well-formed UTF-8 sequence. */
static size_t
utf8(const unsigned char *s, size_t n, uint32_t *cp)
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
	if (n < w)
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

/* Characters that would end a line, hide text or turn it around. */
static int
unsafe(uint32_t c)
{
	return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 ||
	    c == 0x2029 || c == 0x200e || c == 0x200f ||
	    (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) ||
	    c == 0xfeff;
}

size_t
esc_buf(char *dst, size_t dstsz, const char *str, size_t n, size_t max,
    unsigned flags)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i, o = 0, w, shown = 0;
	uint32_t c;

	for (i = 0; i < n; i += w) {
		/* Room for the longest escape and the ellipsis. */
		if ((max > 0 && shown == max) || o + 12 >= dstsz) {
			memcpy(dst + o, "...", 4);
			return o + 3;
		}
		shown++;
		if ((w = utf8(s + i, n - i, &c)) == 0) {
			o += (size_t)snprintf(dst + o, dstsz - o, "\\x%02X",
			    s[i]);
			w = 1;
		} else if (c == '\n' || c == '\r' || c == '\t') {
			dst[o++] = '\\';
			dst[o++] = c == '\n' ? 'n' : c == '\r' ? 'r' : 't';
		} else if (unsafe(c))
			o += (size_t)snprintf(dst + o, dstsz - o,
			    c < 0x80 ? "\\x%02X" : "\\u%04X", (unsigned)c);
		else if ((c == '\\' && (flags & ESC_BACKSLASH)) ||
		    (c == '#' && (flags & ESC_HASH))) {
			dst[o++] = '\\';
			dst[o++] = (char)c;
		} else {
			memcpy(dst + o, s + i, w);
			o += w;
		}
	}
	dst[o] = '\0';
	return o;
}

void
esc_line(FILE *f, const char *str, unsigned flags)
{
	size_t n = strlen(str);
	char *buf = xmalloc(6 * n + 16, 1);

	esc_buf(buf, 6 * n + 16, str, n, 0, flags);
	fputs(buf, f);
	free(buf);
}

void
esc_dquoted(FILE *f, const char *s, bool yaml)
{
	putc('"', f);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (yaml && (c < 0x20 || c == 0x7f))
			fprintf(f, "\\x%02x", c);
		else if (c < 0x20)
			fprintf(f, "\\u%04x", c);
		else
			putc(c, f);
	}
	putc('"', f);
}

void
esc_quoted(FILE *f, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t n = strlen(str), w;
	uint32_t c;

	putc('"', f);
	for (; *s != '\0'; s += w, n -= w) {
		if ((w = utf8(s, n, &c)) == 0) {
			fputs("\\uFFFD", f);
			w = 1;
		} else if (c == '"' || c == '\\')
			fprintf(f, "\\%c", (char)c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (unsafe(c))
			fprintf(f, "\\u%04X", (unsigned)c);
		else
			fwrite(s, 1, w, f);
	}
	putc('"', f);
}

/* May XML 1.0 carry c as it is?  Its Char production less the characters
 * its section 2.2 discourages: the controls and the noncharacters. */
static bool
xml_char(uint32_t c)
{
	if (c < 0x20)
		return c == '\t' || c == '\n' || c == '\r';
	if ((c >= 0x7f && c <= 0x9f) || (c >= 0xd800 && c <= 0xdfff) ||
	    (c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) == 0xfffe)
		return false;
	return c <= 0x10ffff;
}

void
esc_xml(FILE *f, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t n = strlen(str), w;
	uint32_t c;

	for (; *s != '\0'; s += w, n -= w) {
		if ((w = utf8(s, n, &c)) == 0 || !xml_char(c)) {
			fputs("\xef\xbf\xbd", f);	/* U+FFFD */
			w = w == 0 ? 1 : w;
		} else if (c == '&')
			fputs("&amp;", f);
		else if (c == '<')
			fputs("&lt;", f);
		else if (c == '>')
			fputs("&gt;", f);
		else if (c == '"')
			fputs("&quot;", f);
		else if (c < 0x20)
			fprintf(f, "&#%u;", (unsigned)c);
		else
			fwrite(s, 1, w, f);
	}
}
