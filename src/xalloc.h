/* xalloc: the allocation wrappers of the engine.  Sizes are checked for
 * overflow.  Out of memory (xnomem) writes "carcjudge: out of memory" on
 * the run's standard error -- straight, not through diag.h: not quieted,
 * kept or recorded, so a library call reads it back from that stream --
 * and returns through run_fail() (run.h) to the entry of the library that
 * is running (cj_run, each call of carcjudge(3)), which returns exit
 * status 4 and leaks what the call had allocated; outside any entry (the
 * unit tests, the fuzzers) it aborts.  Code that must go on after a failed
 * allocation calls malloc itself and reports it as its own error: the
 * input reader (input.c), the YAML loader (ynode.c), cj_run's copy of argv
 * and the growable buffer's sink (cj.c). */
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
/* Writes "carcjudge: out of memory" on the run's standard error and ends
 * the call with exit status 4 (run_fail; outside one, aborts). */
_Noreturn void xnomem(void);

#endif
