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
#include "run.h"
#include "xalloc.h"

int
input_read(struct run *r, const char *path, size_t max, char **buf,
    size_t *len, const char **name)
{
	int fd, rc;

	if (path == NULL || strcmp(path, "-") == 0) {
		*name = r->stdin_name != NULL ? r->stdin_name : "<stdin>";
		return input_read_stdin(r, *name, max, buf, len);
	}
	*name = path;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return diag_fatal(&r->diag, "%s: %s", path, strerror(errno));
	rc = input_read_fd(&r->diag, fd, path, max, buf, len);
	close(fd);
	return rc;
}

int
input_read_stdin(struct run *r, const char *name, size_t max, char **buf,
    size_t *len)
{
	const struct cj_io *io = r->io;
	size_t n;

	if (io == NULL)		/* outside cj_run: the process's own */
		return input_read_fd(&r->diag, 0, name, max, buf, len);
	if (io->in_fd >= 0)
		return input_read_fd(&r->diag, io->in_fd, name, max, buf, len);
	/* The caller's bytes are read once: a second reader finds standard
	 * input empty, as it would a pipe. */
	n = io->in != NULL ? io->inlen - r->in_used : 0;
	if (n > max)
		return diag_input(&r->diag, name, 1, 1, "input is larger than "
		    "%zu bytes (see --max-input)", max);
	if ((*buf = malloc(n + 1)) == NULL)
		return diag_fatal(&r->diag,
		    "%s: out of memory reading %zu bytes (see "
		    "--max-input)", name, n);
	if (n > 0)
		memcpy(*buf, io->in + r->in_used, n);
	(*buf)[n] = '\0';
	*len = n;
	r->in_used += n;
	return 0;
}

void
input_free(char *buf)
{
	free(buf);
}

int
input_read_fd(struct diag_state *d, int fd, const char *name, size_t max,
    char **buf, size_t *len)
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
	if ((b = malloc(cap + 1)) == NULL)
		goto nomem;
	for (;;) {
		if ((r = read(fd, b + n, cap - n)) < 0) {
			int e = errno;

			if (e == EINTR)
				continue;
			free(b);
			return diag_fatal(d, "%s: %s", name, strerror(e));
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
		return diag_input(d, name, 1, 1, "input is larger than %zu "
		    "bytes (see --max-input)", max);
	}
	b[n] = '\0';
	*buf = b;
	*len = n;
	return 0;

nomem:
	free(b);
	return diag_fatal(d, "%s: out of memory reading %zu bytes (see "
	    "--max-input)", name, n);
}
