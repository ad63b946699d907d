/* carcjudge: the command line (carcjudge(1)), one run of the library
 * (carcjudge(3)) over the process's standard streams. */
#include <unistd.h>

#include "carcjudge.h"

extern char **environ;

int
main(int argc, char *argv[])
{
	static const int out = 1, err = 2;
	struct cj_io io = {
		.in = NULL, .inlen = 0, .in_fd = 0,
		.out = cj_fd_sink(&out), .err = cj_fd_sink(&err),
		.env = (const char *const *)environ,
		.out_tty = isatty(1), .err_tty = isatty(2),
	};

	return cj_run(argc - 1, argv + 1, &io);
}
