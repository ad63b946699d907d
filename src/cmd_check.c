/* carcjudge check: replaying a corpus (carcjudge(1), CHECK) -- a client
 * of the library (carcjudge.h) alone: cj_check_open finds the fixtures,
 * cj_check_replay judges each against its expect: block or its .err, and
 * cj_check_report gives the lines a result is reported with.  What is
 * the command line's is here: running them in order, or in -j worker
 * processes, TAP's plan and the summary.  It writes to no file. */
#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "carcjudge.h"

#define MAXJOBS 256

struct result {
	int rc;			/* 0 matched, 1 differs, 3 invalid, 4 I/O */
	char *why;		/* what differs, for the FAIL or # line (NULL:
				 * nothing) */
	bool done;
};

/* --- running them, in order --- */

struct run {
	struct cj_cli *cli;
	const struct cj_check *check;
	struct result *res;
	size_t n, next;		/* next: the first not reported yet */
	bool tap, quiet;
	struct cj_sink out;
	bool nomem;		/* a result could not be kept */
	int passed, failed, worst;
};

/* Fixture i judged in this process. */
static struct result
replay(const struct run *run, size_t i)
{
	struct cj_buffer why = { NULL, 0, 0 };
	struct result r;

	r.rc = cj_check_replay(run->check, i, &why, NULL);
	r.why = why.data;
	r.done = true;
	return r;
}

/* Reports every result ready, in order. */
static void
report(struct run *run)
{
	for (; run->next < run->n && run->res[run->next].done; run->next++) {
		struct result *r = &run->res[run->next];

		if (r->rc == 0)
			run->passed++;
		else
			run->failed++;
		/* The worse of two statuses is the larger. */
		if (r->rc > run->worst)
			run->worst = r->rc;
		if (!run->quiet && (run->tap || r->rc != 0))
			(void)cj_check_report(run->check, run->next, r->rc,
			    r->why, run->tap, run->out, NULL);
		free(r->why);
		r->why = NULL;
	}
}

#ifndef CJ_NO_FORK
#ifdef __EMSCRIPTEN__
#define CJ_NO_FORK 1		/* no processes to start in a browser */
#endif
#endif

#ifndef CJ_NO_FORK
/* n bytes of s as a string; NULL, and run->nomem, when there is no
 * memory for it. */
static char *
copy_text(struct run *run, const char *s, size_t n)
{
	char *t = malloc(n + 1);

	if (t == NULL) {
		run->nomem = true;
		return NULL;
	}
	memcpy(t, s, n);
	t[n] = '\0';
	return t;
}

/* What a worker sends for each fixture: this header, then why. */
struct record {
	size_t index;
	int rc;
	size_t len;
};

static bool
write_all(int fd, const void *buf, size_t n)
{
	const char *p = buf;
	ssize_t w;

	while (n > 0) {
		if ((w = write(fd, p, n)) < 0) {
			if (errno == EINTR)
				continue;
			return false;
		}
		p += w;
		n -= (size_t)w;
	}
	return true;
}

/* A worker: every jobs-th fixture from first, results down fd.  Returns
 * the worker's exit status. */
static int
worker(struct run *run, size_t first, size_t jobs, int fd)
{
	size_t i;
	int rc = 0;

	for (i = first; i < run->n && rc == 0; i += jobs) {
		struct result r = replay(run, i);
		struct record h = { i, r.rc, r.why != NULL ? strlen(r.why) :
		    0 };

		if (!write_all(fd, &h, sizeof h) ||
		    (h.len > 0 && !write_all(fd, r.why, h.len)))
			rc = CJ_EXIT_INTERNAL;	/* the parent is gone */
		free(r.why);
	}
	close(fd);
	return rc;
}

struct inbox {
	int fd;
	pid_t pid;
	char *buf;
	size_t len, cap;
};

/* Room in a worker's input for n more bytes; false when there is no
 * memory for it. */
static bool
inbox_room(struct inbox *in, size_t n)
{
	size_t cap = in->cap != 0 ? in->cap : n;
	char *buf;

	if (in->len + n <= in->cap)
		return true;
	while (cap < in->len + n)
		cap *= 2;
	if ((buf = realloc(in->buf, cap)) == NULL)
		return false;
	in->buf = buf;
	in->cap = cap;
	return true;
}

/* Takes the complete records out of a worker's input. */
static void
take_records(struct run *run, struct inbox *in)
{
	size_t off = 0;

	for (;;) {
		struct record h;

		if (in->len - off < sizeof h)
			break;
		memcpy(&h, in->buf + off, sizeof h);
		if (in->len - off - sizeof h < h.len)
			break;
		if (h.index < run->n && !run->res[h.index].done) {
			run->res[h.index].rc = h.rc;
			run->res[h.index].why = copy_text(run, in->buf +
			    off + sizeof h, h.len);
			run->res[h.index].done = true;
		}
		off += sizeof h + h.len;
	}
	memmove(in->buf, in->buf + off, in->len - off);
	in->len -= off;
}

/* Judges, in this process, the next fixture (from *cursor on) of the
 * jobs that could not be started (k >= started); false when none is
 * left. */
static bool
judge_orphan(struct run *run, size_t jobs, size_t started, size_t *cursor)
{
	for (; *cursor < run->n; ++*cursor)
		if (*cursor % jobs >= started) {
			run->res[*cursor] = replay(run, *cursor);
			++*cursor;
			return true;
		}
	return false;
}

/* The fixtures judged by jobs processes; the results are reported in
 * order as they come.  The engine keeps no state between positions, but
 * processes keep each judgement's diagnostics apart for free.  A job that
 * cannot be started (fork or pipe failing: a process limit) leaves its
 * fixtures to this process, which judges them between reading the
 * others' results: the output is the same as with one job.  Returns -1,
 * or in a worker its exit status: the worker goes back through cj_run,
 * which ends its process there (run.c's run_end). */
static int
run_parallel(struct run *run, size_t jobs)
{
	struct inbox *in = calloc(jobs, sizeof *in);
	struct pollfd *pf = calloc(jobs, sizeof *pf);
	size_t k, open = 0, i, started, cursor = 0;
	bool orphans;

	if (in == NULL || pf == NULL) {
		/* No room to keep jobs apart: one job, this process. */
		free(in);
		free(pf);
		for (i = 0; i < run->n; i++) {
			run->res[i] = replay(run, i);
			report(run);
		}
		return -1;
	}
	fflush(cj_cli_stdout(run->cli));
	fflush(cj_cli_stderr(run->cli));
	for (k = 0; k < jobs; k++)
		in[k].fd = -1;
	for (k = 0; k < jobs; k++) {
		int fd[2];

		if (pipe(fd) != 0)
			break;
		if ((in[k].pid = fork()) < 0) {
			in[k].pid = 0;
			close(fd[0]);
			close(fd[1]);
			break;
		}
		if (in[k].pid == 0) {
			int rc;

			for (i = 0; i < k; i++)
				close(in[i].fd);
			close(fd[0]);
			free(in);
			free(pf);
			rc = worker(run, k, jobs, fd[1]);
			return rc;
		}
		close(fd[1]);
		in[k].fd = fd[0];
		open++;
	}
	started = k;
	orphans = started < jobs;
	while (open > 0 || orphans) {
		int wait = -1;

		/* Our own share first, one fixture at a time, while the jobs
		 * work: then a look at their pipes without waiting. */
		if (orphans && (orphans = judge_orphan(run, jobs, started,
		    &cursor)))
			wait = 0;
		report(run);
		if (open == 0)
			continue;
		for (k = 0; k < jobs; k++) {
			pf[k].fd = in[k].fd;
			pf[k].events = POLLIN;
		}
		if (poll(pf, (nfds_t)jobs, wait) < 0) {
			if (errno == EINTR)
				continue;
			(void)cj_cli_error(run->cli, "check: %s",
			    strerror(errno));
			break;
		}
		for (k = 0; k < jobs; k++) {
			ssize_t r;

			if (in[k].fd < 0 || pf[k].revents == 0)
				continue;
			if (!inbox_room(&in[k], 65536)) {
				run->nomem = true;
				r = 0;	/* its fixtures: not judged */
			} else if ((r = read(in[k].fd, in[k].buf + in[k].len,
			    65536)) < 0 && errno == EINTR)
				continue;
			if (r <= 0) {
				close(in[k].fd);
				in[k].fd = -1;
				open--;
				continue;
			}
			in[k].len += (size_t)r;
			take_records(run, &in[k]);
		}
		report(run);
	}
	for (k = 0; k < started; k++) {
		int status = 0;

		if (in[k].fd >= 0)
			close(in[k].fd);
		if (in[k].pid > 0)
			waitpid(in[k].pid, &status, 0);
		free(in[k].buf);
		/* What a worker could not send was not judged: an internal
		 * error, never a silent pass. */
		for (i = k; i < run->n; i += jobs)
			if (!run->res[i].done) {
				const char *why = WIFSIGNALED(status) ?
				    "internal error: its job was killed by a "
				    "signal" : "internal error: its job ended "
				    "early";

				run->res[i].rc = CJ_EXIT_INTERNAL;
				run->res[i].done = true;
				run->res[i].why = copy_text(run, why,
				    strlen(why));
			}
	}
	report(run);
	free(in);
	free(pf);
	return -1;
}
#endif

static int
parse_jobs(struct cj_cli *cli, const char *arg, size_t *jobs)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(arg, &end, 10);
	if (*arg < '0' || *arg > '9' || *end != '\0' || errno != 0 || v < 1 ||
	    v > MAXJOBS)
		return cj_cli_usage(cli, "-j '%s': a number of jobs, 1 to %d",
		    cj_cli_quote(cli, arg), MAXJOBS);
	*jobs = (size_t)v;
	return 0;
}

/* The fixtures of check, found, run and reported; rules[] room for every
 * -r of argv. */
static int
check(struct cj_cli *cli, int argc, char **argv, const char **rules)
{
	struct cj_judge_options opts = { rules, NULL, cli };
	struct cj_limits lim = { 0, cli };
	struct cj_check *found;
	struct run run;
	size_t jobs = 1, i;
	bool tap = false, quiet = false;
	int ch, rc = 0, nrules = 0;
#ifndef CJ_NO_FORK
	int wrc;
#endif

	while ((ch = cj_cli_option(cli, argc, argv)) != -1)
		switch (ch) {
		case 't':
			tap = true;
			break;
		case 'q':
			quiet = true;
			break;
		case 'j':
			if ((rc = parse_jobs(cli, cj_cli_optarg(cli), &jobs)) != 0)
				return rc;
			break;
		default:
			if ((rc = cj_cli_judging_option(cli, ch, argv, rules,
			    &nrules, &lim)) != 0)
				return rc;
			break;
		}
	/* An entry that cannot be walked is reported, and the fixtures
	 * found are run all the same. */
	rc = cj_check_open((const char *const *)argv + cj_cli_optind(cli),
	    &lim, &opts, &found, NULL);
	if (found == NULL)
		return rc;
	memset(&run, 0, sizeof run);
	run.cli = cli;
	run.check = found;
	run.n = cj_check_count(found);
	run.tap = tap;
	run.quiet = quiet;
	run.out = cj_file_sink(cj_cli_stdout(cli));
	if ((run.res = calloc(run.n, sizeof *run.res)) == NULL) {
		cj_check_free(found);
		return cj_cli_out_of_memory(cli);
	}
	if (tap && !quiet)
		fprintf(cj_cli_stdout(cli), "TAP version 13\n1..%zu\n",
		    run.n);
	if (jobs > run.n)
		jobs = run.n;
#ifdef CJ_NO_FORK
	jobs = 1;		/* judged in this process, one by one */
#else
	if (jobs > 1 && (wrc = run_parallel(&run, jobs)) >= 0) {
		/* A worker: its results are sent; nothing to print. */
		cj_check_free(found);
		free(run.res);
		return wrc;
	}
#endif
	if (jobs <= 1)
		for (i = 0; i < run.n; i++) {
			run.res[i] = replay(&run, i);
			report(&run);
		}
	fprintf(cj_cli_stdout(cli), "%s%d passed, %d failed\n",
	    tap && !quiet ? "# " : "", run.passed, run.failed);
	if (run.worst > rc)
		rc = run.worst;
	cj_check_free(found);
	free(run.res);
	if (run.nomem)
		rc = cj_cli_out_of_memory(cli);
	return rc;
}

int cmd_check(struct cj_cli *, int, char **);

int
cmd_check(struct cj_cli *cli, int argc, char **argv)
{
	return cj_cli_with_rules(cli, argc, argv, check);
}
