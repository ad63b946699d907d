/* run_lines: many command lines of carcjudge(1) in one process, for the
 * suite (tests/helper.bash, run_lines; tests/golden.bats).  Each line of
 * standard input is
 *
 *	OUT<TAB>ERR<TAB>[SETTING<TAB>...]ARG<TAB>ARG...
 *
 * run as `carcjudge ARG...` through cj_run, the entry main() calls, with
 * standard output written to the file OUT, standard error to ERR (both
 * created or truncated) and the process's environment; its exit status is
 * printed, one a line, in order.  The SETTINGs, before the first ARG (which
 * never looks like one: a subcommand or an option), change one run:
 *
 *	<PATH		standard input is the file PATH (else it is empty)
 *	<<TEXT		standard input is TEXT, with \n, \t, \\ and \0NNN
 *			(octal) read as printf(1)'s %b reads them
 *	NAME=VALUE	the environment variable NAME (capitals, digits and
 *			_) is VALUE for this run
 *
 * A process start costs more than most runs: the suite's loops over every
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

/* Whether word is NAME=VALUE with NAME of capitals, digits and _. */
static int
is_setting(const char *word)
{
	const char *p = word;

	while ((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_')
		p++;
	return p > word && *p == '=';
}

/* TEXT's escapes read in place, as printf's %b reads them (\n, \t, \\,
 * \0NNN); returns the length of what is left (it may hold NULs). */
static size_t
unescape(char *text)
{
	char *to = text;
	const char *p = text;

	while (*p != '\0') {
		if (*p != '\\' || p[1] == '\0') {
			*to++ = *p++;
			continue;
		}
		p++;
		switch (*p) {
		case 'n': *to++ = '\n'; p++; break;
		case 't': *to++ = '\t'; p++; break;
		case '0': {
			int v = 0, k;

			p++;
			for (k = 0; k < 3 && *p >= '0' && *p <= '7'; k++)
				v = v * 8 + (*p++ - '0');
			*to++ = (char)v;
			break;
		}
		default: *to++ = *p++; break;
		}
	}
	return (size_t)(to - text);
}

/* The environment of a run: the process's, each NAME=VALUE of settings
 * (n of them) put in place of NAME's own.  NULL when out of memory. */
static const char **
environment(char *const *settings, size_t n)
{
	size_t have = 0, k = 0, i, j;
	const char **env;

	while (environ[have] != NULL)
		have++;
	env = malloc((have + n + 1) * sizeof *env);
	if (env == NULL)
		return NULL;
	for (i = 0; i < have; i++) {
		const char *eq = strchr(environ[i], '=');
		size_t len = eq ? (size_t)(eq - environ[i]) + 1 : strlen(environ[i]);
		int replaced = 0;

		for (j = 0; j < n && !replaced; j++)
			replaced = strncmp(settings[j], environ[i], len) == 0;
		if (!replaced)
			env[k++] = environ[i];
	}
	for (j = 0; j < n; j++)
		env[k++] = settings[j];
	env[k] = NULL;
	return env;
}

/* One line, split at its tabs in place: the run's exit status, or -2 for
 * a line too short, -4 for a file not opened. */
static int
run_line(char *line)
{
	char **words = NULL, **settings;
	size_t n = 0, cap = 0, first, nset = 0;
	int out = -1, err = -1, in = -1, rc = 0;
	const char **env = NULL;
	const char *text = NULL;
	size_t textlen = 0;
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
	/* The settings: the words after OUT and ERR up to the first ARG;
	 * the NAME=VALUE ones moved to the front of them, for environment. */
	settings = words + 2;
	for (first = 2; first < n; first++) {
		char *w = words[first];

		if (strncmp(w, "<<", 2) == 0) {
			text = w + 2;
			textlen = unescape(w + 2);
		} else if (w[0] == '<') {
			if (in >= 0)
				close(in);
			in = open(w + 1, O_RDONLY);
			if (in < 0) {
				fprintf(stderr, "run_lines: %s: %s\n", w + 1,
				    strerror(errno));
				rc = -4;
			}
		} else if (is_setting(w))
			settings[nset++] = w;
		else
			break;
	}
	env = environment(settings, nset);
	out = open(words[0], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	err = open(words[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (out < 0 || err < 0) {
		fprintf(stderr, "run_lines: %s: %s\n", out < 0 ? words[0] :
		    words[1], strerror(errno));
		rc = -4;
	} else if (env == NULL) {
		fprintf(stderr, "run_lines: out of memory\n");
		rc = -4;
	} else if (rc == 0) {
		struct cj_io io = {
			.in = text, .inlen = textlen, .in_fd = in,
			.out = cj_fd_sink(&out), .err = cj_fd_sink(&err),
			.env = env,
			.out_tty = 0, .err_tty = 0,
		};

		rc = cj_run((int)(n - first), words + first, &io);
	}
	if (in >= 0)
		close(in);
	if (out >= 0)
		close(out);
	if (err >= 0)
		close(err);
	free(env);
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
