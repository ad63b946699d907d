/* xalloc: the allocation wrappers of the engine.  Sizes are checked for
 * overflow.  Out of memory (xnomem) writes "carcjudge: out of memory" on
 * the stream of the innermost return point set on this thread
 * (xalloc_catch) -- straight, not through diag.h: not quieted, kept or
 * recorded, so a library call reads it back from that stream -- and
 * returns there: each entry of the library (cj_run, each call of
 * carcjudge(3)) sets one, and returns exit status 4, leaking what the
 * call had allocated; without one (the unit tests, the fuzzers) it
 * aborts.  Code that must go on after a failed allocation calls malloc
 * itself and reports it as its own error: the input reader (input.c),
 * the YAML loader (ynode.c), cj_run's copy of argv and the growable
 * buffer's sink (api.c).
 *
 * The return point is the one state of the engine kept per thread rather
 * than passed down (diag_quote's ring is scratch, not state): xmalloc has
 * no context, and passing one to each of the engine's allocations would
 * be noise. */
#ifndef CARCJUDGE_XALLOC_H
#define CARCJUDGE_XALLOC_H

#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>

void *xmalloc(size_t n, size_t size);
void *xcalloc(size_t n, size_t size);
/* Resizes p to n items of size bytes. */
void *xrealloc(void *p, size_t n, size_t size);
char *xstrdup(const char *);
char *xstrndup(const char *, size_t);
/* Grows *p (holding *cap items) to hold at least need items, doubling. */
void *xgrow(void *p, size_t *cap, size_t need, size_t size);
/* Writes "carcjudge: out of memory" and ends the call (xfail). */
_Noreturn void xnomem(void);
/* Writes "carcjudge: MESSAGE" on the return point's stream and
 * longjmps there with 4 (EXIT_INTERNAL); without one, aborts.  Out of
 * memory, and a defect of the build found in its catalogues. */
_Noreturn void xfail(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

/* Sets the thread's return point to bail, its message printed on err
 * (NULL: the stream of the point it replaces), and returns that one, to
 * be put back by xalloc_release when the entry returns. */
struct xalloc_catch {
	jmp_buf *bail;
	FILE *err;
};
struct xalloc_catch xalloc_catch(jmp_buf *bail, FILE *err);
void xalloc_release(struct xalloc_catch was);

#endif
