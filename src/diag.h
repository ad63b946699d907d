/* diag: the tool's error messages, one line each on the run's standard
 * error, in one shape a script can read: "carcjudge: FILE:LINE:COL:
 * error: ..." for the input, "carcjudge: ..." otherwise.  (A synopsis
 * after a usage error, the report of a refused turn and "out of memory"
 * are printed by their own code.) */
#ifndef CARCJUDGE_DIAG_H
#define CARCJUDGE_DIAG_H

#include <stdbool.h>
#include <stddef.h>

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

/*
 * A value taken from the input, fit to echo inside a message or a report
 * line: control characters (C0, DEL, C1), line and paragraph separators,
 * bidirectional controls, a byte-order mark and bytes that are not UTF-8
 * are escaped (\xHH, \uHHHH), a backslash is doubled, and a value longer
 * than DIAG_QUOTE_MAX characters is cut and ends in "...".  So no value
 * can forge a second line or restyle a terminal.  The result lives until
 * the fourth call after it (one message may quote up to four values).
 * Every %s of a message that comes from a file, an argument or a path goes
 * through here.
 */
#define DIAG_QUOTE_MAX 64
const char *diag_quote(const char *s);
/* The same for len bytes (a value that may hold a NUL). */
const char *diag_quoten(const char *s, size_t len);

/* The diagnostic state of a run (carcjudge(3)'s cj_run): each run, and
 * each thread outside one, has its own, so that runs in two threads never
 * see each other's messages. */
struct diag_held;
/* The first diagnostic made while recording, as fields (carcjudge(3)'s
 * struct cj_error). */
struct diag_first {
	bool set;
	int status;		/* EXIT_USAGE, EXIT_INPUT, EXIT_INTERNAL */
	char file[256];		/* an input error's file, else "" */
	int line, col;		/* an input error's place, else 0 */
	char msg[512];		/* the message alone */
	char text[1024];	/* the whole line, without "carcjudge: " */
};
struct diag_state {
	int quiet;		/* > 0: neither printed nor kept */
	char last[512];		/* the last diagnostic, without "carcjudge: " */
	bool keeping;		/* diag_keep_begin() .. diag_keep_end() */
	char *kept;
	size_t kept_len, kept_cap;
	struct diag_held *holding;	/* diag_hold() */
	bool recording;		/* fill first (a library call) */
	struct diag_first first;
};
struct diag_state *diag_state(void);

/* While above zero, diagnostics are neither printed nor kept (the other
 * readings judged for `disputed`, check's trials); callers raise and
 * lower it around such a trial. */
#define diag_quiet (diag_state()->quiet)
/* The last diagnostic made, quiet or kept or printed (not one held),
 * without the "carcjudge: " prefix. */
#define diag_last (diag_state()->last)

/* Between diag_keep_begin() and diag_keep_end(), diagnostics are kept
 * instead of printed, so that check can compare a refusal with its .err:
 * diag_keep_end() returns them, each without "carcjudge: " and followed
 * by a NUL, then one more NUL, for the caller to free.  (A diagnostic may
 * quote a newline of a file name.) */
void diag_keep_begin(void);
char *diag_keep_end(void);

/* While a hold is set (diag_hold(h)), input diagnostics are neither
 * printed nor kept: the first is saved in *h, to be printed later by
 * diag_replay() if it turns out to be the one to report.  diag_hold()
 * returns the hold it replaces, to be set back; NULL ends holding. */
struct diag_held {
	int line, col;
	char *msg;		/* NULL while nothing is held */
};
struct diag_held *diag_hold(struct diag_held *);
/* Prints what h holds as diag_input() would have (returns EXIT_INPUT),
 * and empties h. */
int diag_replay(const char *file, struct diag_held *h);
/* Empties h without printing. */
void diag_drop(struct diag_held *);

#endif
