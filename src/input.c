#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "input.h"
#include "xalloc.h"

int
input_read(const char *path, size_t max, char **buf, size_t *len,
    const char **name)
{
	int fd, rc;

	if (path == NULL || strcmp(path, "-") == 0) {
		*name = "<stdin>";
		return input_read_fd(0, *name, max, buf, len);
	}
	*name = path;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return diag_fatal("%s: %s", path, strerror(errno));
	rc = input_read_fd(fd, path, max, buf, len);
	close(fd);
	return rc;
}

/* check reads thousands of files one after another: the buffer of the
 * last one, given back by input_free(), is kept for the next read.
 * given is the buffer the last read returned, and givencap its size. */
static char *kept, *given;
static size_t keptcap, givencap;
static bool registered;

static void
release_kept(void)
{
	free(kept);
	kept = NULL;
}

void
input_free(char *buf)
{
	if (buf != NULL && buf == given && kept == NULL &&
	    xkeep(&registered, release_kept)) {
		kept = buf;
		keptcap = givencap;
	} else
		free(buf);
	if (buf == given)
		given = NULL;
}

int
input_read_fd(int fd, const char *name, size_t max, char **buf, size_t *len)
{
	size_t cap = 8192, n = 0, lim;
	ssize_t r;
	char *b, *nb;

	*buf = NULL;
	*len = 0;
	/* Read one byte past the limit to tell "at the limit" from "over",
	 * and never hold more than that.  Out of memory is not the input's
	 * fault: exit 4, and the tool goes on (check). */
	lim = max < SIZE_MAX - 1 ? max + 1 : SIZE_MAX - 1;
	if (cap > lim)
		cap = lim;
	if (kept != NULL && keptcap >= cap && keptcap <= lim) {
		b = kept;
		cap = keptcap;
		kept = NULL;
	} else if ((b = malloc(cap + 1)) == NULL)
		goto nomem;
	for (;;) {
		if ((r = read(fd, b + n, cap - n)) < 0) {
			int e = errno;

			if (e == EINTR)
				continue;
			free(b);
			return diag_fatal("%s: %s", name, strerror(e));
		}
		if (r == 0)
			break;
		n += (size_t)r;
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
	if (n > max) {
		free(b);
		return diag_input(name, 1, 1, "input is larger than %zu bytes "
		    "(see --max-input)", max);
	}
	b[n] = '\0';
	*buf = given = b;
	givencap = cap;
	*len = n;
	return 0;

nomem:
	free(b);
	return diag_fatal("%s: out of memory reading %zu bytes (see "
	    "--max-input)", name, n);
}
