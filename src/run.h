/* run: one run of the engine (cj_run, or one call of carcjudge(3)'s
 * structured API) and what it owns instead of the process: its standard
 * streams, its environment, its diagnostic state and its getopt state.
 * A run is passed down to what needs it (a subcommand gets its own as a
 * struct cj_cli); nothing finds it through the thread. */
#ifndef CARCJUDGE_RUN_H
#define CARCJUDGE_RUN_H

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#include "carcjudge.h"
#include "diag.h"

struct run {
	const struct cj_io *io;	/* NULL: the process's own (a unit test) */
	FILE *out, *err;	/* over io->out and io->err */
	int out_errno;		/* why io->out refused bytes, 0 if it did not */
	size_t in_used;		/* of io->in, given to readers so far */
	struct diag_state diag;	/* printing on err */
	int color;		/* enum colormode, --color */
	/* getopt_long's state for this run's subcommand (run_getopt). */
	int opt_ind, opt_opt;
	char *opt_arg;
	int opt_last;		/* optind as the last getopt call left it */
	bool opt_locked;	/* this run holds the process's getopt */
	char opt_short[32];	/* sub_getopt's (cli.h) */
	struct option opt_long[16];
	bool opt_made;		/* opt_short and opt_long filled */
	const char *stdin_name;	/* standard input's name, NULL: "<stdin>" */
	pid_t pid;		/* the process the run began in */
};

/* A run of carcjudge(1) as its subcommands see it (carcjudge.h). */
struct cj_cli {
	struct run run;
};

/* Opens r over io (streams over its sinks).  false: the streams could not
 * be made (out of memory). */
bool run_begin(struct run *r, const struct cj_io *io);
/* A run over the process's own streams and environment, for the unit
 * tests. */
void run_process(struct run *r);
/* Closes r's streams (the caller flushes them first, to learn whether
 * standard output took everything).  In a process forked during the run
 * (check -j's workers), ends that process with status rc instead of
 * returning. */
void run_end(struct run *r, int rc);

/* getenv() from the run's environment. */
const char *run_getenv(const struct run *r, const char *name);
/* isatty() of the run's descriptor fd (0, 1 or 2). */
int run_isatty(const struct run *r, int fd);

/* getopt_long over argv with the run's own optind and optarg
 * (r->opt_ind, r->opt_arg), opterr off: the next option's letter, '?'
 * or ':' for one refused, -1 at the end of the options.  r->opt_ind = 1
 * starts over. */
int run_getopt(struct run *r, int argc, char *const argv[],
    const char *optstring, const struct option *longopts);

#endif
