/* Strict JSON (RFC 8259) checked as a state machine over the text, with
 * the open objects and arrays on an explicit stack: a deep nesting costs
 * memory in proportion to the text, never the C stack. */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsoncheck.h"
#include "xalloc.h"

/* What may come next. */
enum expect {
	X_VALUE,		/* the top value, or after ':' */
	X_VALUE_OR_CLOSE,	/* after '[' */
	X_VALUE_AFTER_COMMA,	/* after ',' in an array */
	X_KEY_OR_CLOSE,		/* after '{' */
	X_KEY,			/* after ',' in an object */
	X_COLON,		/* after a key */
	X_COMMA_OR_CLOSE,	/* after a value inside an object or array */
	X_END			/* after the top value */
};

/* A place in the text: the offset, its line and where that line starts. */
struct mark {
	size_t off, line, linestart;
};

struct checker {
	const unsigned char *b;
	size_t len, p;
	size_t line, linestart;	/* of p */
	struct mark comma;	/* the last comma, for a trailing one */
	char *stack;		/* '{' or '[' per open container */
	size_t depth, cap;
	struct json_error *err;
};

static struct mark
here(const struct checker *c)
{
	struct mark m = { c->p, c->line, c->linestart };

	return m;
}

static int
fail_at(struct checker *c, struct mark m, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Columns count characters: every byte but UTF-8's continuation bytes
 * starts one. */
static size_t
column(const struct checker *c, struct mark m)
{
	size_t i, col = 1;

	for (i = m.linestart; i < m.off && i < c->len; i++)
		col += (c->b[i] & 0xc0) != 0x80;
	return col;
}

static int
fail_at(struct checker *c, struct mark m, const char *fmt, ...)
{
	size_t col = column(c, m);
	va_list ap;

	c->err->line = m.line > 1000000000 ? 1000000000 : (int)m.line;
	c->err->col = col > 1000000000 ? 1000000000 : (int)col;
	va_start(ap, fmt);
	vsnprintf(c->err->msg, sizeof c->err->msg, fmt, ap);
	va_end(ap);
	return -1;
}

/* The word at p ([A-Za-z0-9_$.+-]*), for a message: its length. */
static int
word_len(const struct checker *c)
{
	size_t n = 0;

	while (c->p + n < c->len && n < 40 && (strchr("_$.+-", c->b[c->p +
	    n]) != NULL || (c->b[c->p + n] >= '0' && c->b[c->p + n] <= '9') ||
	    ((c->b[c->p + n] | 0x20) >= 'a' && (c->b[c->p + n] | 0x20) <= 'z')))
		n++;
	return (int)n;
}

static bool
is_digit(unsigned char ch)
{
	return ch >= '0' && ch <= '9';
}

/* Past a line break of n bytes: the next line starts. */
static void
line_break(struct checker *c, size_t n)
{
	c->p += n;
	c->line++;
	c->linestart = c->p;
}

/* Skips white space (JSON's four characters), counting lines. */
static void
skip_space(struct checker *c)
{
	while (c->p < c->len) {
		unsigned char ch = c->b[c->p];

		if (ch == ' ' || ch == '\t')
			c->p++;
		else if (ch == '\n' || ch == '\r')
			line_break(c, ch == '\r' && c->p + 1 < c->len &&
			    c->b[c->p + 1] == '\n' ? 2 : 1);
		else
			break;
	}
}

/* Anything that is not JSON at p, named for what it most likely is. */
static int
unexpected(struct checker *c, const char *wanted)
{
	unsigned char ch = c->b[c->p];
	int n;

	if (ch == '#' || (ch == '/' && c->p + 1 < c->len &&
	    (c->b[c->p + 1] == '/' || c->b[c->p + 1] == '*')))
		return fail_at(c, here(c), "a comment ('%s'): JSON has none",
		    ch == '#' ? "#" : c->b[c->p + 1] == '/' ? "//" : "/*");
	if (ch == '\'')
		return fail_at(c, here(c), "a single-quoted string: JSON "
		    "strings take double quotes");
	if ((n = word_len(c)) > 0)
		return fail_at(c, here(c), "expected %s, found '%.*s'", wanted,
		    n, (const char *)c->b + c->p);
	if (ch >= 0x20 && ch < 0x7f)
		return fail_at(c, here(c), "expected %s, found '%c'", wanted,
		    ch);
	return fail_at(c, here(c), "expected %s, found a character JSON "
	    "does not allow here", wanted);
}

/* A string, p at its opening quote. */
static int
string(struct checker *c)
{
	const unsigned char *b = c->b;
	struct mark start = here(c);
	int k;

	for (c->p++;;) {
		/* Most of a string: bytes that need no second look. */
		while (c->p < c->len && b[c->p] >= 0x20 && b[c->p] != '"' &&
		    b[c->p] != '\\' && b[c->p] != 0xc2 && b[c->p] != 0xe2)
			c->p++;
		/* A raw line break with no quote after it anywhere: the
		 * file was cut off inside the string. */
		if (c->p < c->len && (b[c->p] == '\n' || b[c->p] == '\r') &&
		    memchr(b + c->p, '"', c->len - c->p) == NULL)
			while (c->p < c->len)
				skip_space(c), c->p += c->p < c->len;
		if (c->p >= c->len)
			return fail_at(c, here(c), "the file ends inside the "
			    "string that starts at %zu:%zu", start.line,
			    column(c, start));
		switch (b[c->p]) {
		case '"':
			c->p++;
			return 0;
		case '\\':
			if (c->p + 1 >= c->len)
				return fail_at(c, here(c), "the file ends "
				    "inside an escape");
			if (strchr("\"\\/bfnrt", b[c->p + 1]) != NULL &&
			    b[c->p + 1] != '\0') {
				c->p += 2;
				break;
			}
			if (b[c->p + 1] != 'u')
				return fail_at(c, here(c), "'\\%c' is not a "
				    "JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r "
				    "\\t \\uXXXX)", b[c->p + 1] >= 0x20 &&
				    b[c->p + 1] < 0x7f ? b[c->p + 1] : '?');
			for (k = 2; k < 6; k++)
				if (c->p + (size_t)k >= c->len ||
				    strchr("0123456789abcdefABCDEF",
				    b[c->p + (size_t)k]) == NULL ||
				    b[c->p + (size_t)k] == '\0')
					return fail_at(c, here(c), "'\\u' needs "
					    "four hex digits");
			c->p += 6;
			break;
		case 0xc2:	/* NEL ends a line for the YAML loader */
			if (c->p + 1 < c->len && b[c->p + 1] == 0x85)
				line_break(c, 2);
			else
				c->p++;
			break;
		case 0xe2:	/* so do LS and PS */
			if (c->p + 2 < c->len && b[c->p + 1] == 0x80 &&
			    (b[c->p + 2] == 0xa8 || b[c->p + 2] == 0xa9))
				line_break(c, 3);
			else
				c->p++;
			break;
		default:
			return fail_at(c, here(c), "control character U+%04X in "
			    "a string: JSON writes it escaped", b[c->p]);
		}
	}
}

/* A number, p at its first character: -?(0|[1-9][0-9]*)(.[0-9]+)?
 * ([eE][+-]?[0-9]+)?, and no letter, digit or dot right after it. */
static int
number(struct checker *c)
{
	const unsigned char *b = c->b;
	size_t p = c->p, n = c->len;
	bool ok = true;
	int w;

	if (p < n && b[p] == '-')
		p++;
	if (p < n && b[p] == '0')
		p++;
	else if (p < n && is_digit(b[p]))
		while (p < n && is_digit(b[p]))
			p++;
	else
		ok = false;
	if (ok && p < n && b[p] == '.') {
		ok = ++p < n && is_digit(b[p]);
		while (p < n && is_digit(b[p]))
			p++;
	}
	if (ok && p < n && (b[p] | 0x20) == 'e') {
		if (++p < n && (b[p] == '+' || b[p] == '-'))
			p++;
		ok = p < n && is_digit(b[p]);
		while (p < n && is_digit(b[p]))
			p++;
	}
	if (ok && p < n && (is_digit(b[p]) || b[p] == '.' || b[p] == '_' ||
	    ((b[p] | 0x20) >= 'a' && (b[p] | 0x20) <= 'z')))
		ok = false;
	if (!ok) {
		w = word_len(c);
		return fail_at(c, here(c), "'%.*s' is not a JSON number", w > 0 ?
		    w : 1, (const char *)b + c->p);
	}
	c->p = p;
	return 0;
}

/* A value at p that is not an object or array (those open here too). */
static int
value(struct checker *c, enum expect *x)
{
	static const char *const words[] = { "true", "false", "null" };
	unsigned char ch = c->b[c->p];
	size_t i, l;

	if (ch == '{' || ch == '[') {
		c->stack = xgrow(c->stack, &c->cap, c->depth + 1, 1);
		c->stack[c->depth++] = (char)ch;
		c->p++;
		*x = ch == '{' ? X_KEY_OR_CLOSE : X_VALUE_OR_CLOSE;
		return 0;
	}
	if (ch == '"') {
		if (string(c) < 0)
			return -1;
	} else if (ch == '-' || ch == '+' || ch == '.' || is_digit(ch)) {
		if (number(c) < 0)
			return -1;
	} else {
		for (i = 0; i < 3; i++) {
			l = strlen(words[i]);
			if (c->len - c->p >= l && memcmp(c->b + c->p, words[i],
			    l) == 0 && (int)l == word_len(c))
				break;
		}
		if (i == 3)
			return unexpected(c, "a value (a string, number, "
			    "object, array, true, false or null)");
		c->p += l;
	}
	*x = c->depth > 0 ? X_COMMA_OR_CLOSE : X_END;
	return 0;
}

/* A key expected at p: a string, or what the text holds instead. */
static int
key(struct checker *c, enum expect *x)
{
	int n;

	if (c->b[c->p] == '"') {
		if (string(c) < 0)
			return -1;
		*x = X_COLON;
		return 0;
	}
	if (c->b[c->p] == '\'')
		return fail_at(c, here(c), "a single-quoted key: JSON keys are "
		    "strings in double quotes");
	if ((n = word_len(c)) > 0 && c->b[c->p] != '-' && c->b[c->p] != '+' &&
	    c->b[c->p] != '.')
		return fail_at(c, here(c), "the unquoted key '%.*s': JSON keys "
		    "are strings in double quotes", n, (const char *)c->b +
		    c->p);
	return unexpected(c, "a key (a string in double quotes)");
}

/* The closing '}' or ']' at p, of the innermost open container (the
 * caller has matched it): what may come after it. */
static enum expect
close_container(struct checker *c)
{
	c->p++;
	c->depth--;
	return c->depth > 0 ? X_COMMA_OR_CLOSE : X_END;
}

static int
check(struct checker *c)
{
	enum expect x = X_VALUE;
	unsigned char top, close;

	for (;;) {
		skip_space(c);
		if (c->p >= c->len) {
			if (x == X_END)
				return 0;
			if (c->depth == 0)
				return fail_at(c, here(c), "no JSON value");
			return fail_at(c, here(c), "the file ends inside %s "
			    "(no closing '%c')", c->stack[c->depth - 1] == '{' ?
			    "an object" : "an array", c->stack[c->depth - 1] ==
			    '{' ? '}' : ']');
		}
		top = c->depth > 0 ? (unsigned char)c->stack[c->depth - 1] : 0;
		close = top == '{' ? '}' : ']';
		switch (x) {
		case X_END:
			if (c->b[c->p] == '#' || c->b[c->p] == '/')
				return unexpected(c, "the end of the file");
			return fail_at(c, here(c), "text after the JSON value");
		case X_COLON:
			if (c->b[c->p] != ':')
				return unexpected(c, "':' after the key");
			c->p++;
			x = X_VALUE;
			break;
		case X_COMMA_OR_CLOSE:
			if (c->b[c->p] == ',') {
				c->comma = here(c);
				c->p++;
				x = top == '{' ? X_KEY : X_VALUE_AFTER_COMMA;
			} else if (c->b[c->p] == close)
				x = close_container(c);
			else
				return unexpected(c, top == '{' ? "',' or '}'" :
				    "',' or ']'");
			break;
		case X_KEY:
		case X_VALUE_AFTER_COMMA:
			if (c->b[c->p] == close)
				return fail_at(c, c->comma, "a trailing comma "
				    "before '%c': JSON has none", close);
			if (x == X_KEY ? key(c, &x) < 0 : value(c, &x) < 0)
				return -1;
			break;
		case X_KEY_OR_CLOSE:
		case X_VALUE_OR_CLOSE:
			if (c->b[c->p] == close)
				x = close_container(c);
			else if (x == X_KEY_OR_CLOSE ? key(c, &x) < 0 :
			    value(c, &x) < 0)
				return -1;
			break;
		case X_VALUE:
			if (value(c, &x) < 0)
				return -1;
			break;
		}
	}
}

int
json_check(const char *buf, size_t len, struct json_error *err)
{
	struct checker c;
	int rc;

	memset(&c, 0, sizeof c);
	c.b = (const unsigned char *)buf;
	c.len = len;
	c.line = 1;
	c.err = err;
	/* The YAML loader drops a leading byte order mark, which RFC 8259
	 * lets a reader ignore. */
	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		c.p = c.linestart = 3;
	rc = check(&c);
	free(c.stack);
	return rc;
}
