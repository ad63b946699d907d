/* jsoncheck: is a text strict JSON (RFC 8259)?  The YAML loader reads a
 * save (JSON is YAML's flow style) but also takes what JSON is not -- a
 * trailing comma, single quotes, bare keys and words, comments -- and its
 * events no longer show commas or comments; so the text is checked
 * against JSON's grammar first.  One pass, no recursion: linear in the
 * text whatever its nesting. */
#ifndef CARCJUDGE_JSONCHECK_H
#define CARCJUDGE_JSONCHECK_H

#include <stddef.h>

struct json_error {
	int line, col;		/* 1-based; col counted in characters */
	char msg[200];		/* "a trailing comma before ']' ..." */
};

/* 0 when buf (len bytes) is one JSON value with white space around it,
 * else -1 with where and why in err.  Lines and columns are counted as
 * the YAML loader counts them (a leading byte order mark skipped; CR LF,
 * CR, LF, and inside strings NEL, LS and PS end a line).  The encoding is
 * left to the loader: a string may hold any byte from 0x20 up. */
int json_check(const char *buf, size_t len, struct json_error *err);

#endif
