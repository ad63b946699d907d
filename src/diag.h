/* diag: the tool's error messages, one line each, in one shape a script
 * can read: "carcjudge: FILE:LINE:COL: error: ..." for the input,
 * "carcjudge: ..." otherwise.  Each function takes the diagnostic state
 * of the run it reports in (below), and the message is printed on its
 * stream (the run's standard error) unless that state says otherwise:
 * an input error is held (diag_hold), else a message is dropped in a
 * quiet scope, else kept (diag_keep_begin); in a library call the first
 * one not dropped is also recorded as fields (carcjudge(3)'s struct
 * cj_error).
 * (A synopsis after a usage error, the report of a refused turn and "out
 * of memory" are printed by their own code.) */
#ifndef CARCJUDGE_DIAG_H
#define CARCJUDGE_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum exitcode {
	EXIT_LEGAL = 0,		/* legal action; all fixtures matched; success */
	EXIT_ILLEGAL = 1,	/* illegal action; a fixture did not match */
	EXIT_USAGE = 2,		/* bad command line */
	EXIT_INPUT = 3,		/* not a valid position */
	EXIT_INTERNAL = 4	/* I/O or internal error */
};

struct diag_state;

/* An input error at a node of the file being read.  Returns EXIT_INPUT so
 * that callers can write `return diag_input(d, ...)`. */
int diag_input(struct diag_state *, const char *file, int line, int col,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* A usage error ("carcjudge: message"); returns EXIT_USAGE. */
int diag_usage(struct diag_state *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* An I/O or internal error ("carcjudge: message"); returns EXIT_INTERNAL. */
int diag_fatal(struct diag_state *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The same two with the arguments as a va_list (carcjudge.h's
 * cj_cli_usage and cj_cli_error). */
int diag_vusage(struct diag_state *, const char *fmt, va_list)
    __attribute__((format(printf, 2, 0)));
int diag_vfatal(struct diag_state *, const char *fmt, va_list)
    __attribute__((format(printf, 2, 0)));

/*
 * A value taken from the input, fit to echo inside a message or a report
 * line: control characters (C0, DEL, C1), line and paragraph separators,
 * bidirectional controls, a byte-order mark and bytes that are not UTF-8
 * are escaped (\xHH, \uHHHH), a backslash is doubled, and a value longer
 * than DIAG_QUOTE_MAX characters is cut and ends in "...".  So no value
 * can forge a second line or restyle a terminal.  The result lives until
 * the fourth call after it on the same thread (one message may quote up
 * to four values): per-thread scratch (diag.c says why).
 * Every %s of a message that comes from a file, an argument or a path goes
 * through here.
 */
#define DIAG_QUOTE_MAX 64
const char *diag_quote(const char *s);
/* The same for len bytes (a value that may hold a NUL). */
const char *diag_quoten(const char *s, size_t len);

/* The diagnostic state of a run (carcjudge(3)'s cj_run, or one call of
 * its structured API): each run has its own, given to every function that
 * diagnoses, so that runs in two threads never see each other's
 * messages.  (run.h's run owns one; a unit test may make its own with
 * diag_init.) */
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
	FILE *err;		/* where diagnostics are printed (NULL:
				 * nowhere) */
	bool quiet;		/* within a quiet scope (diag_quiet_begin) */
	char last[512];		/* the last diagnostic made, quiet or kept
				 * or printed (not one held), without
				 * "carcjudge: " */
	bool keeping;		/* diag_keep_begin() .. diag_keep_end() */
	char *kept;
	size_t kept_len, kept_cap;
	struct diag_held *holding;	/* diag_hold() */
	bool recording;		/* fill first (a library call) */
	struct diag_first first;
};
/* A state printing on err, nothing kept, held or recorded. */
void diag_init(struct diag_state *, FILE *err);

/* A quiet scope: from diag_quiet_begin() to diag_quiet_end() of the value
 * it returned, the run's diagnostics are neither printed, kept nor
 * recorded (last still says what the last one was; a held one is held
 * as ever).  For trials whose refusal is an answer, not an error:
 * the other readings judged for `disputed`, moves' candidates, import's
 * turns.  Scopes nest: each end puts back what its beginning found.
 * Out of memory is printed even so (xalloc.h). */
struct diag_quiet {
	bool was_quiet;
};
struct diag_quiet diag_quiet_begin(struct diag_state *);
void diag_quiet_end(struct diag_state *, struct diag_quiet);

/* Between diag_keep_begin() and diag_keep_end(), diagnostics are kept
 * instead of printed, so that check can compare a refusal with its .err:
 * diag_keep_end() returns them, each without "carcjudge: " and followed
 * by a NUL, then one more NUL, for the caller to free.  (A diagnostic may
 * quote a newline of a file name.) */
void diag_keep_begin(struct diag_state *);
char *diag_keep_end(struct diag_state *);

/* While a hold is set (diag_hold(h)), input diagnostics are neither
 * printed nor kept: the first is saved in *h, to be printed later by
 * diag_replay() if it turns out to be the one to report.  diag_hold()
 * returns the hold it replaces, to be set back; NULL ends holding. */
struct diag_held {
	int line, col;
	char *msg;		/* NULL while nothing is held */
};
struct diag_held *diag_hold(struct diag_state *, struct diag_held *);
/* Prints what h holds as diag_input() would have (returns EXIT_INPUT),
 * and empties h. */
int diag_replay(struct diag_state *, const char *file, struct diag_held *h);
/* Empties h without printing. */
void diag_drop(struct diag_held *);

#endif
