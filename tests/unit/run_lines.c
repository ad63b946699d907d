/* run_lines: many command lines of carcjudge(1) in one process, for the
 * suite (tests/helper.bash, run_lines).  Each line of standard input is
 *
 *	OUT<TAB>ERR<TAB>ARG<TAB>ARG...
 *
 * run as `carcjudge ARG...` through cj_run, the entry main() calls, with
 * standard output written to the file OUT, standard error to ERR (both
 * created or truncated), standard input empty and the process's
 * environment; its exit status is printed, one a line, in order.  A
 * process start costs more than most runs: the suite's loops over every
 * fixture and its goldens run here instead.  Exit status 0, or 2 for a
 * line without OUT and ERR, 4 when a file cannot be opened. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "carcjudge.h"

extern char **environ;

/* One line, split at its tabs in place: the run's exit status, or -2 for
 * a line too short, -4 for a file not opened. */
static int
run_line(char *line)
{
	char **words = NULL;
	size_t n = 0, cap = 0;
	int out = -1, err = -1, rc;
	char *p = line;

	for (;;) {
		char *tab = strchr(p, '\t');

		if (n == cap) {
			char **more;

			cap = cap ? 2 * cap : 16;
			more = realloc(words, cap * sizeof *words);
			if (more == NULL) {
				free(words);
				return -4;
			}
			words = more;
		}
		words[n++] = p;
		if (tab == NULL)
			break;
		*tab = '\0';
		p = tab + 1;
	}
	if (n < 2) {
		free(words);
		return -2;
	}
	out = open(words[0], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	err = open(words[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (out < 0 || err < 0) {
		fprintf(stderr, "run_lines: %s: %s\n", out < 0 ? words[0] :
		    words[1], strerror(errno));
		rc = -4;
	} else {
		struct cj_io io = {
			.in = NULL, .inlen = 0, .in_fd = -1,
			.out = cj_fd_sink(&out), .err = cj_fd_sink(&err),
			.env = (const char *const *)environ,
			.out_tty = 0, .err_tty = 0,
		};

		rc = cj_run((int)(n - 2), words + 2, &io);
	}
	if (out >= 0)
		close(out);
	if (err >= 0)
		close(err);
	free(words);
	return rc;
}

int
main(void)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int status = 0;

	while ((len = getline(&line, &cap, stdin)) >= 0) {
		int rc;

		if (len > 0 && line[len - 1] == '\n')
			line[len - 1] = '\0';
		rc = run_line(line);
		if (rc < 0) {
			if (rc == -2)
				fprintf(stderr, "run_lines: a line without OUT and ERR\n");
			status = -rc;
			break;
		}
		printf("%d\n", rc);
	}
	free(line);
	if (fflush(stdout) != 0)
		status = 4;
	return status;
}
