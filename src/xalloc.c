#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "xalloc.h"

/* The thread's innermost return point (xalloc.h says why it is kept per
 * thread). */
static _Thread_local struct xalloc_catch innermost;

struct xalloc_catch
xalloc_catch(jmp_buf *bail, FILE *err)
{
	struct xalloc_catch was = innermost;

	innermost.bail = bail;
	if (err != NULL)
		innermost.err = err;
	return was;
}

void
xalloc_release(struct xalloc_catch was)
{
	innermost = was;
}

void
xfail(const char *fmt, ...)
{
	va_list ap;

	if (innermost.err != NULL) {
		fputs("carcjudge: ", innermost.err);
		va_start(ap, fmt);
		vfprintf(innermost.err, fmt, ap);
		va_end(ap);
		fputc('\n', innermost.err);
		fflush(innermost.err);
	}
	if (innermost.bail != NULL)
		longjmp(*innermost.bail, EXIT_INTERNAL);
	abort();
}

void
xnomem(void)
{
	xfail("out of memory");
}

void *
xmalloc(size_t n, size_t size)
{
	void *p;

	if (size != 0 && n > SIZE_MAX / size)
		xnomem();
	if ((p = malloc(n * size != 0 ? n * size : 1)) == NULL)
		xnomem();
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p;

	if ((p = calloc(n ? n : 1, size ? size : 1)) == NULL)
		xnomem();
	return p;
}

void *
xrealloc(void *p, size_t n, size_t size)
{
	if (size != 0 && n > SIZE_MAX / size)
		xnomem();
	if ((p = realloc(p, n * size != 0 ? n * size : 1)) == NULL)
		xnomem();
	return p;
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1, 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void *
xgrow(void *p, size_t *cap, size_t need, size_t size)
{
	size_t c = *cap;

	if (need <= c)
		return p;
	while (c < need) {
		if (c > SIZE_MAX / 2)
			xnomem();
		c = c ? 2 * c : 8;
	}
	p = xrealloc(p, c, size);
	*cap = c;
	return p;
}
