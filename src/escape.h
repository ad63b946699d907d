/* escape: values that come from outside -- a path, a message that quotes
 * a file -- written so that they can neither forge a line of output nor
 * break a document. */
#ifndef CARCJUDGE_ESCAPE_H
#define CARCJUDGE_ESCAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum {
	ESC_BACKSLASH = 1,	/* '\' as "\\": the escapes stay unambiguous */
	ESC_HASH = 2		/* '#' as "\#": a TAP description */
};

/* s (n bytes) on one line into dst (dstsz bytes; 6 n + 16 always
 * suffice): \n \r \t, the other control characters and bytes that are
 * not UTF-8 as \xHH, separators, bidirectional controls and the
 * byte-order mark as \uHHHH; with max > 0, at most max characters of s,
 * then "...".  Returns the length written. */
size_t esc_buf(char *dst, size_t dstsz, const char *s, size_t n,
    size_t max, unsigned flags);
/* The same on a stream. */
void esc_line(FILE *, const char *s, unsigned flags);

/* s as a double-quoted scalar that reads the same as JSON and as YAML
 * (1.1 or 1.2); bytes that are not UTF-8 become U+FFFD. */
void esc_quoted(FILE *, const char *s);

/* s double-quoted as it is, bytes unchecked (the tool's own strings,
 * or values already read as UTF-8): '"', '\\', newline and tab escaped
 * as JSON and YAML both read them; the other control characters as
 * \u00xx for JSON, or as \xXX for YAML, which escapes DEL too. */
void esc_dquoted(FILE *, const char *s, bool yaml);

/* s as XML 1.0 character data or a double-quoted attribute value: & < >
 * and '"' as entities, tab, line feed and carriage return as character
 * references (kept, not normalised), and every character XML 1.0 does not
 * allow or discourages (the other C0 and the C1 controls, DEL,
 * surrogates, noncharacters) and every byte that is not UTF-8 (overlong
 * forms included) as U+FFFD: the document stays well-formed whatever
 * bytes s holds. */
void esc_xml(FILE *, const char *s);

#endif
