#include <errno.h>
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
	size_t cap = 8192, n = 0, r;
	char *b;

	if (path == NULL || strcmp(path, "-") == 0) {
		*name = "<stdin>";
		f = stdin;
	} else {
		*name = path;
		if ((f = fopen(path, "rb")) == NULL)
			return diag_fatal("%s: %s", path, strerror(errno));
	}
	if ((b = malloc(cap + 1)) == NULL)
		abort();
	/* Read one byte past the limit to tell "at the limit" from "over". */
	while ((r = fread(b + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n > max)
			break;
		if (n == cap) {
			cap *= 2;
			if ((b = realloc(b, cap + 1)) == NULL)
				abort();
		}
	}
	if (ferror(f)) {
		int e = errno;

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
}
