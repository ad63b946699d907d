/* libFuzzer target "cli": the command line.  The input's first line is an
 * argument list (words split on spaces: the subcommand, then its options
 * and operands, as `-r`, `--compare`, `-f`); the rest is a position, read
 * as standard input, as the file '@' or as the directory '@dir' holding
 * it.  Each subcommand runs as the tool runs it, output to /dev/null:
 * whatever the arguments, no crash, no leak, no hang.  Build and run:
 * make fuzz; replayed by make check (tests/fuzz/regress). */
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

#define MAXARGS 32

/* Where the sanitizers report (weak: absent from a plain build). */
void __sanitizer_set_report_fd(void *) __attribute__((weak));

static int posfd = -1, devnull = -1, saved_stderr = -1;
static char pospath[64], dirpath[256] = "", dirfile[288];

static void
cleanup(void)
{
	if (dirfile[0] != '\0')
		unlink(dirfile);
	if (dirpath[0] != '\0')
		rmdir(dirpath);
}

static void
init(void)
{
	/* The catalogues as the library builds them: once, for the
	 * subcommands' calls of carcjudge.h too. */
	if (!engine_once())
		abort();
	if ((posfd = memfd_create("position.yaml", 0)) < 0 ||
	    (devnull = open("/dev/null", O_WRONLY)) < 0 ||
	    (saved_stderr = dup(STDERR_FILENO)) < 0)
		abort();
	if (__sanitizer_set_report_fd != NULL)
		__sanitizer_set_report_fd((void *)(intptr_t)saved_stderr);
	snprintf(pospath, sizeof pospath, "/proc/self/fd/%d", posfd);
	/* Standard input is the position too. */
	if (dup2(posfd, STDIN_FILENO) < 0 || dup2(devnull, STDOUT_FILENO) < 0)
		abort();
	snprintf(dirpath, sizeof dirpath, "%s/carcjudge-fuzz-XXXXXX",
	    getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if (strlen(dirpath) + 20 >= sizeof dirpath || mkdtemp(dirpath) == NULL)
		abort();
	snprintf(dirfile, sizeof dirfile, "%s/position.yaml", dirpath);
	atexit(cleanup);
	/* A subcommand that writes files (given a relative path) writes
	 * them there, never into the tree the fuzzer runs in. */
	if (chdir(dirpath) != 0)
		abort();
}

static void
write_dir(const uint8_t *data, size_t size)
{
	FILE *f = fopen(dirfile, "wb");

	if (f == NULL || fwrite(data, 1, size, f) != size || fclose(f) != 0)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char line[1024], *argv[MAXARGS + 1], *save, *w;
	const uint8_t *nl = memchr(data, '\n', size);
	size_t head = nl ? (size_t)(nl - data) : size, i;
	const uint8_t *pos = nl ? nl + 1 : data + size;
	size_t poslen = size - (size_t)(pos - data);
	int argc = 0;
	struct cj_io io = { .in_fd = STDIN_FILENO };

	if (posfd < 0)
		init();
	if (head >= sizeof line || memchr(data, '\0', head) != NULL)
		return 0;	/* no argv holds a NUL */
	memcpy(line, data, head);
	line[head] = '\0';
	for (w = strtok_r(line, " ", &save); w != NULL && argc < MAXARGS;
	    w = strtok_r(NULL, " ", &save)) {
		if (strcmp(w, "@") == 0)
			w = pospath;
		else if (strcmp(w, "@dir") == 0) {
			write_dir(pos, poslen);
			w = dirpath;
		}
		argv[argc++] = w;
	}
	argv[argc] = NULL;
	if (argc == 0)
		return 0;
	if (sub_command(argv[0]) == NULL)
		return 0;

	if (ftruncate(posfd, 0) != 0 ||
	    (poslen > 0 && pwrite(posfd, pos, poslen, 0) != (ssize_t)poslen) ||
	    lseek(posfd, 0, SEEK_SET) != 0)
		abort();
	clearerr(stdin);
	rewind(stdin);

	/* Output, usage and diagnostics to /dev/null; libFuzzer keeps its
	 * own.  The subcommand runs as the tool runs it, in a run of its
	 * own. */
	io.out = cj_fd_sink(&devnull);
	io.err = cj_fd_sink(&devnull);
	fflush(stderr);
	if (dup2(devnull, STDERR_FILENO) < 0)
		abort();
	/* check -j's workers end inside cj_run (run.c's run_end), never
	 * fuzzing on nor running the parent's atexit cleanup. */
	(void)cj_run(argc, argv, &io);
	fflush(stdout);
	clearerr(stdout);
	fflush(stderr);
	if (dup2(saved_stderr, STDERR_FILENO) < 0)
		abort();
	for (i = 0; i < (size_t)argc; i++)
		argv[i] = NULL;
	return 0;
}

FUZZ_CUSTOM_MUTATOR(mutate_cli)
