/* xalloc: the one allocation wrapper.  Every allocation of the tool goes
 * through it; sizes are checked for overflow, and running out of memory
 * ends the tool with exit status 4 and a message (never an abort). */
#ifndef CARCJUDGE_XALLOC_H
#define CARCJUDGE_XALLOC_H

#include <stdbool.h>
#include <stddef.h>

void *xmalloc(size_t n, size_t size);
void *xcalloc(size_t n, size_t size);
/* Resizes p to n items of size bytes. */
void *xrealloc(void *p, size_t n, size_t size);
char *xstrdup(const char *);
char *xstrndup(const char *, size_t);
/* Grows *p (holding *cap items) to hold at least need items, doubling. */
void *xgrow(void *p, size_t *cap, size_t need, size_t size);
/* Memory kept from one use to the next (check judges thousands of
 * positions) is released at exit, so that leak checkers see none: true
 * when release will run at exit (registered once, *registered its flag);
 * false, and nothing may be kept, when it cannot be registered. */
bool xkeep(bool *registered, void (*release)(void));
/* Prints "carcjudge: out of memory" and exits 4. */
_Noreturn void xnomem(void);

#endif
