/* escape: values that come from outside -- a path, a message that quotes
 * a file -- written so that they can neither forge a line of output nor
 * break a document. */
#ifndef CARCJUDGE_ESCAPE_H
#define CARCJUDGE_ESCAPE_H

#include <stdio.h>

enum {
	ESC_BACKSLASH = 1,	/* '\' as "\\": the escapes stay unambiguous */
	ESC_HASH = 2		/* '#' as "\#": a TAP description */
};

/* s on one line: control characters, DEL, the C1 controls and the Unicode
 * line and paragraph separators as \n \r \t \xHH or \uXXXX, and bytes
 * that are not UTF-8 as \xHH. */
void esc_line(FILE *, const char *s, unsigned flags);

/* s as a double-quoted scalar that reads the same as JSON and as YAML
 * (1.1 or 1.2); bytes that are not UTF-8 become U+FFFD. */
void esc_quoted(FILE *, const char *s);

#endif
