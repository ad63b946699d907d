#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "run.h"
#include "xalloc.h"

void
xnomem(void)
{
	fputs("carcjudge: out of memory\n", stderr);
	run_fail(EXIT_INTERNAL);
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
