/* libFuzzer target "fixture": the round trip carcjudge(1) promises.  For
 * any input that `fixture` accepts, `check` of its output passes, and
 * `fixture` of its output writes the same text again.  Both subcommands
 * run as the tool runs them, on files (memory files here); a failure is
 * reported with the text that failed.  Build and run: make fuzz. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "carcjudge.h"
#include "cli.h"
#include "diag.h"
#include "engine_once.h"
#include "rulecat.h"
#include "tiles.h"

#include "fuzz.h"

struct memfile {
	int fd;
	char path[64];
};

static struct memfile in, out, again;
static int devnull = -1;
static struct cj_buffer errors;	/* the last run's standard error */

static void
memfile_open(struct memfile *m, const char *name)
{
	if ((m->fd = memfd_create(name, 0)) < 0)
		abort();
	snprintf(m->path, sizeof m->path, "/proc/self/fd/%d", m->fd);
}

static void
memfile_set(struct memfile *m, const void *data, size_t size)
{
	if (ftruncate(m->fd, 0) != 0 || lseek(m->fd, 0, SEEK_SET) != 0 ||
	    (size > 0 && pwrite(m->fd, data, size, 0) != (ssize_t)size))
		abort();
}

/* The file's text, NUL-terminated; free() it. */
static char *
memfile_get(const struct memfile *m, size_t *len)
{
	off_t end = lseek(m->fd, 0, SEEK_END);
	char *s;

	if (end < 0 || (s = malloc((size_t)end + 1)) == NULL ||
	    pread(m->fd, s, (size_t)end, 0) != (ssize_t)end)
		abort();
	s[end] = '\0';
	*len = (size_t)end;
	return s;
}

/* A command line run as the tool runs it, standard output to out_fd,
 * standard error kept in errors. */
static int
run_args(int argc, char *argv[], const int *out_fd)
{
	struct cj_io io = { .in_fd = -1 };

	cj_buffer_free(&errors);
	io.out = cj_fd_sink(out_fd);
	io.err = cj_buffer_sink(&errors);
	return cj_run(argc, argv, &io);
}

static const char *
errors_text(void)
{
	return errors.data != NULL ? errors.data : "";
}

static int
run_fixture(const struct memfile *src, struct memfile *dst)
{
	char *argv[] = { "fixture", (char *)src->path, NULL };

	memfile_set(dst, "", 0);
	return run_args(2, argv, &dst->fd);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *argv[] = { "check", out.path, NULL };
	char *text, *text2;
	size_t len, len2;
	int rc;

	if (devnull < 0) {
		/* The catalogues as the library builds them: once, for the
		 * subcommands' calls of carcjudge.h too. */
		if (!engine_once())
			abort();
		memfile_open(&in, "position.yaml");
		memfile_open(&out, "fixture.yaml");
		memfile_open(&again, "again.yaml");
		if ((devnull = open("/dev/null", O_WRONLY)) < 0)
			abort();
	}
	memfile_set(&in, data, size);
	rc = run_fixture(&in, &out);
	if (rc == EXIT_INPUT)
		return 0;	/* refused: the other targets look at why */
	if (rc != 0)
		fuzz_fail("fixture: exit %d: %s", rc, errors_text());

	if ((rc = run_args(2, argv, &devnull)) != 0) {
		/* Again, with the FAIL line where it can be read. */
		static const int to_stderr = STDERR_FILENO;

		text = memfile_get(&out, &len);
		fprintf(stderr, "--- fixture wrote:\n%s--- check says:\n", text);
		free(text);
		(void)run_args(2, argv, &to_stderr);
		fprintf(stderr, "%s", errors_text());
		fuzz_fail("check of fixture's output: exit %d", rc);
	}

	if (run_fixture(&out, &again) != 0)
		fuzz_fail("fixture of fixture's output: %s", errors_text());
	text = memfile_get(&out, &len);
	text2 = memfile_get(&again, &len2);
	if (len != len2 || memcmp(text, text2, len) != 0) {
		fprintf(stderr, "--- fixture wrote:\n%s--- and then:\n%s",
		    text, text2);
		fuzz_fail("fixture of fixture's output differs");
	}
	free(text);
	free(text2);
	return 0;
}

FUZZ_CUSTOM_MUTATOR(mutate_position)
