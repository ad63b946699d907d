/* run: one run of the engine (cj_run, carcjudge(3)) and what it owns
 * instead of the process: its standard streams, its environment, its
 * diagnostic state, its getopt state and where out of memory returns to.
 * The run of the calling thread is found through run_now(). */
#ifndef CARCJUDGE_RUN_H
#define CARCJUDGE_RUN_H

#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#include "carcjudge.h"
#include "diag.h"

struct run {
	const struct cj_io *io;
	FILE *out, *err;	/* over io->out and io->err */
	int out_errno;		/* why io->out refused bytes, 0 if it did not */
	size_t in_used;		/* of io->in, given to readers so far */
	jmp_buf *bail;		/* where run_fail() returns to, or NULL */
	struct diag_state diag;
	int color;		/* enum colormode, --color */
	int opt[3];		/* optind, opterr, optopt (RUN_OPT*) */
	char *opt_arg;
	int opt_last;		/* optind as the last getopt call left it */
	bool opt_locked;	/* this run holds the process's getopt */
	const char *stdin_name;	/* standard input's name, NULL: "<stdin>" */
	pid_t pid;		/* the process the run began in */
};

/* The calling thread's run; outside any, one that uses the process's
 * streams and environment. */
struct run *run_now(void);

/* Opens r over io (streams over its sinks) and makes it the thread's run;
 * returns the run it replaces, to give to run_end().  false: the streams
 * could not be made (out of memory). */
bool run_begin(struct run *r, const struct cj_io *io, struct run **was);
/* Closes r's streams (the caller flushes them first, to learn whether
 * standard output took everything) and makes was the thread's run
 * again.  In a process forked during the run (check -j's workers), ends
 * that process with status rc instead of returning. */
void run_end(struct run *r, struct run *was, int rc);

/* getenv() from the run's environment. */
const char *run_getenv(const char *name);

/* Ends the current call with rc (out of memory, an internal defect), the
 * message already printed.  Returns to the entry of the library that
 * set the run's bail point; without one (a unit test), aborts. */
_Noreturn void run_fail(int rc);

#endif
