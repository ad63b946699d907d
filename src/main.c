/* carcjudge: the command line (carcjudge(1)), one run of the library
 * (carcjudge(3)) over the process's standard streams. */
#include <errno.h>
#include <unistd.h>

#include "carcjudge.h"

extern char **environ;

/* All of len, or -1 with errno set (a full disk, a closed pipe). */
static int
fd_write(void *arg, const char *bytes, size_t len)
{
	int fd = *(const int *)arg;

	while (len > 0) {
		ssize_t n = write(fd, bytes, len);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		bytes += n;
		len -= (size_t)n;
	}
	return 0;
}

int
main(int argc, char *argv[])
{
	static const int out = 1, err = 2;
	struct cj_io io = {
		.in = NULL, .inlen = 0, .in_fd = 0,
		.out = { fd_write, (void *)&out },
		.err = { fd_write, (void *)&err },
		.env = (const char *const *)environ,
		.out_tty = isatty(1), .err_tty = isatty(2),
	};

	return cj_run(argc - 1, argv + 1, &io);
}
