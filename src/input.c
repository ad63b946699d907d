#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "input.h"

int
input_read(const char *path, size_t max, char **buf, size_t *len,
    const char **name)
{
	FILE *f;
	size_t cap = 8192, n = 0, r, lim;
	char *b, *nb;
	int e;

	if (path == NULL || strcmp(path, "-") == 0) {
		*name = "<stdin>";
		f = stdin;
	} else {
		*name = path;
		if ((f = fopen(path, "rb")) == NULL)
			return diag_fatal("%s: %s", path, strerror(errno));
	}
	/* Read one byte past the limit to tell "at the limit" from "over",
	 * and never hold more than that. */
	lim = max < SIZE_MAX - 1 ? max + 1 : SIZE_MAX - 1;
	if (cap > lim)
		cap = lim;
	if ((b = malloc(cap + 1)) == NULL)
		goto nomem;
	while ((r = fread(b + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n > max)
			break;
		if (n == cap) {
			size_t ncap = cap <= lim / 2 ? cap * 2 : lim;

			if ((nb = realloc(b, ncap + 1)) == NULL)
				goto nomem;
			b = nb;
			cap = ncap;
		}
	}
	if (ferror(f)) {
		e = errno;
		free(b);
		if (f != stdin)
			fclose(f);
		return diag_fatal("%s: %s", *name, strerror(e));
	}
	if (f != stdin)
		fclose(f);
	if (n > max) {
		free(b);
		return diag_input(*name, 1, 1, "input is larger than %zu bytes "
		    "(see --max-input)", max);
	}
	b[n] = '\0';
	*buf = b;
	*len = n;
	return 0;

nomem:
	/* Not the input's fault: exit 4, and the tool goes on (check). */
	free(b);
	if (f != stdin)
		fclose(f);
	return diag_fatal("%s: out of memory reading %zu bytes (see "
	    "--max-input)", *name, n);
}
