/* xalloc: the allocation wrapper of the engine.  Sizes are checked for
 * overflow; out of memory prints "carcjudge: out of memory" on the run's
 * standard error and ends the library call that is running (cj_run
 * returns exit status 4: run.h's run_fail), never the process.  A few
 * readers that must go on after a failed allocation (input.c, ynode.c)
 * call malloc themselves and report it as their own error. */
#ifndef CARCJUDGE_XALLOC_H
#define CARCJUDGE_XALLOC_H

#include <stddef.h>

void *xmalloc(size_t n, size_t size);
void *xcalloc(size_t n, size_t size);
/* Resizes p to n items of size bytes. */
void *xrealloc(void *p, size_t n, size_t size);
char *xstrdup(const char *);
char *xstrndup(const char *, size_t);
/* Grows *p (holding *cap items) to hold at least need items, doubling. */
void *xgrow(void *p, size_t *cap, size_t need, size_t size);
/* Prints "carcjudge: out of memory" and ends the call with exit status 4
 * (run_fail). */
_Noreturn void xnomem(void);

#endif
