/* run: the streams, environment and state of one run (run.h).  The one
 * file of the engine that names the process's streams, getopt's globals
 * and isatty: to make a run over them (run_process), to wrap getopt_long
 * for a run, and to ask a descriptor the caller passed. */
/* fopencookie is a GNU extension (glibc, musl). */
#define _GNU_SOURCE	/* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#include "covtrial.h"
#include "run.h"

/* The streams over the sinks: a write the sink refuses is an error of
 * the stream, as a full disk is of stdout. */
static ssize_t
sink_write(struct run *r, const struct cj_sink *s, const char *buf,
    size_t n, bool is_out)
{
	int e;

	if (s->write == NULL)
		return (ssize_t)n;
	errno = 0;
	if (s->write(s->arg, buf, n) == 0)
		return (ssize_t)n;
	e = errno != 0 ? errno : EIO;
	if (is_out && r->out_errno == 0)
		r->out_errno = e;
	errno = e;
	return -1;
}

static ssize_t
out_write(void *cookie, const char *buf, size_t n)
{
	struct run *r = cookie;

	return sink_write(r, &r->io->out, buf, n, true);
}

static ssize_t
err_write(void *cookie, const char *buf, size_t n)
{
	struct run *r = cookie;

	return sink_write(r, &r->io->err, buf, n, false);
}

#ifdef __APPLE__
static int
out_write_bsd(void *cookie, const char *buf, int n)
{
	return (int)out_write(cookie, buf, (size_t)n);
}

static int
err_write_bsd(void *cookie, const char *buf, int n)
{
	return (int)err_write(cookie, buf, (size_t)n);
}

static FILE *
sink_stream(struct run *r, bool is_out)
{
	return funopen(r, NULL, is_out ? out_write_bsd : err_write_bsd, NULL,
	    NULL);
}
#else
static FILE *
sink_stream(struct run *r, bool is_out)
{
	cookie_io_functions_t fns = { NULL, is_out ? out_write : err_write,
	    NULL, NULL };

	return fopencookie(r, "w", fns);
}
#endif

bool
run_begin(struct run *r, const struct cj_io *io)
{
	memset(r, 0, sizeof *r);
	r->io = io;
	r->opt_ind = 1;
	r->opt_last = -1;
	r->pid = getpid();
	if ((r->out = sink_stream(r, true)) == NULL)
		return false;
	if ((r->err = sink_stream(r, false)) == NULL) {
		(void)fclose(r->out);
		return false;
	}
	/* As the C library sets up stdout and stderr: whole lines to a
	 * terminal, blocks elsewhere; standard error as it comes. */
	(void)setvbuf(r->out, NULL, io->out_tty ? _IOLBF : _IOFBF, BUFSIZ);
	(void)setvbuf(r->err, NULL, _IONBF, 0);
	diag_init(&r->diag, r->err);
	return true;
}

void
run_process(struct run *r)
{
	memset(r, 0, sizeof *r);
	r->out = stdout;
	r->err = stderr;
	r->opt_ind = 1;
	r->opt_last = -1;
	r->pid = getpid();
	diag_init(&r->diag, stderr);
}

static pthread_mutex_t getopt_lock = PTHREAD_MUTEX_INITIALIZER;

void
run_end(struct run *r, int rc)
{
	/* Flushed by the caller, whose concern a refusal is. */
	if (r->io != NULL) {
		(void)fclose(r->out);
		(void)fclose(r->err);
	}
	r->out = r->err = NULL;
	free(r->diag.kept);
	r->diag.kept = NULL;
	if (r->opt_locked)
		pthread_mutex_unlock(&getopt_lock);
	/* A worker process of check -j, done: the caller's own code must
	 * not go on in a copy of its process. */
	if (getpid() != r->pid) {
		covtrial_keep();
		_exit(rc);
	}
}

const char *
run_getenv(const struct run *r, const char *name)
{
	const char *const *e;
	size_t n = strlen(name);

	if (r->io == NULL)
		return getenv(name);
	for (e = r->io->env; e != NULL && *e != NULL; e++)
		if (strncmp(*e, name, n) == 0 && (*e)[n] == '=')
			return *e + n + 1;
	return NULL;
}

int
run_isatty(const struct run *r, int fd)
{
	if (r->io == NULL)
		return isatty(fd);
	if (fd == 1)
		return r->io->out_tty;
	if (fd == 2)
		return r->io->err_tty;
	return fd == 0 && r->io->in_fd >= 0 && isatty(r->io->in_fd);
}

/* getopt_long keeps its state in the process (optind, and where it is
 * inside a bundle of short options): a run takes it for itself from its
 * first call until the options end (or the run does), and its own optind,
 * opterr, optopt and optarg are copied in and out. */
int
run_getopt(struct run *r, int argc, char *const argv[], const char *optstring,
    const struct option *longopts)
{
	int ch;
	bool fresh = !r->opt_locked;

	if (fresh) {
		pthread_mutex_lock(&getopt_lock);
		r->opt_locked = true;
	}
	/* Taken anew, or the caller set optind anew: start over (0 resets
	 * the bundle state too, in glibc as in musl). */
	if (fresh || r->opt_ind != r->opt_last)
		optind = r->opt_ind <= 1 ? 0 : r->opt_ind;
	opterr = 0;
	ch = getopt_long(argc, argv, optstring, longopts, NULL);
	r->opt_ind = r->opt_last = optind;
	r->opt_opt = optopt;
	r->opt_arg = optarg;
	if (ch == -1) {
		r->opt_locked = false;
		pthread_mutex_unlock(&getopt_lock);
	}
	return ch;
}
