/* diag: every message the tool prints on standard error goes through here,
 * so that a script sees one shape: "carcjudge: FILE:LINE:COL: error: ...". */
#ifndef CARCJUDGE_DIAG_H
#define CARCJUDGE_DIAG_H

enum exitcode {
	EXIT_LEGAL = 0,		/* legal action; all fixtures matched; success */
	EXIT_ILLEGAL = 1,	/* illegal action; a fixture did not match */
	EXIT_USAGE = 2,		/* bad command line */
	EXIT_INPUT = 3,		/* not a valid position */
	EXIT_INTERNAL = 4	/* I/O or internal error */
};

/* An input error at a node of the file being read.  Returns EXIT_INPUT so
 * that callers can write `return diag_input(...)`. */
int diag_input(const char *file, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* A usage error ("carcjudge: message"); returns EXIT_USAGE. */
int diag_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* An I/O or internal error ("carcjudge: message"); returns EXIT_INTERNAL. */
int diag_fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* While set, diagnostics are neither printed nor kept (the other
 * readings judged for `disputed`). */
extern int diag_quiet;
/* The last input diagnostic, without the "carcjudge: " prefix. */
extern char diag_last[512];

/* Between diag_keep_begin() and diag_keep_end(), diagnostics are kept
 * instead of printed, so that check can compare a refusal with its .err:
 * diag_keep_end() returns them, each without "carcjudge: " and followed
 * by a NUL, then one more NUL, for the caller to free.  (A diagnostic may
 * quote a newline of a file name.) */
void diag_keep_begin(void);
char *diag_keep_end(void);

#endif
