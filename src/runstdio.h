/* runstdio: compiled into every file of the engine ahead of its own
 * includes (the Makefile's -include), so that what the code writes to
 * stdout and stderr, and the getopt state it reads, belong to the run of
 * cj_run (carcjudge(3)) on this thread, not to the process: two runs in
 * two threads never share a stream or an optind.  Outside a run (the
 * unit tests) the process's own streams are used. */
#ifndef CARCJUDGE_RUNSTDIO_H
#define CARCJUDGE_RUNSTDIO_H

#include <getopt.h>
#include <stdio.h>
/* musl's unistd.h declares optind and the rest again, with no guard of its
 * own: it comes before they are redefined below.  (Its brk, which nothing
 * here calls, is kept out of the way of owntiles.c's own brk.) */
#define brk runstdio_unistd_brk
#include <unistd.h>
#undef brk

FILE *run_stdout(void);
FILE *run_stderr(void);
int *run_optvar(int which);
char **run_optarg(void);
int run_getopt_long(int argc, char *const argv[], const char *optstring,
    const struct option *longopts, int *longindex);
int run_isatty(int fd);

#pragma push_macro("stdout")
#pragma push_macro("stderr")
#undef stdout
#undef stderr
#define stdout (run_stdout())
#define stderr (run_stderr())
#define printf(...) fprintf(stdout, __VA_ARGS__)
#define vprintf(fmt, ap) vfprintf(stdout, fmt, ap)
#define puts(s) (fputs((s), stdout) == EOF ? EOF : putc('\n', stdout))
#define putchar(c) putc((c), stdout)

#define RUN_OPTIND 0
#define RUN_OPTERR 1
#define RUN_OPTOPT 2
#define optind (*run_optvar(RUN_OPTIND))
#define opterr (*run_optvar(RUN_OPTERR))
#define optopt (*run_optvar(RUN_OPTOPT))
#define optarg (*run_optarg())
#define getopt_long run_getopt_long
#define isatty run_isatty

#endif
