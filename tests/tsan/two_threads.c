/* Two positions judged at the same time in two threads through the
 * library (carcjudge(3)) must give the answers each gives alone: built
 * with -fsanitize=thread by make check-tsan, which also fails on any race
 * the sanitizer sees.  Usage: two_threads FILE1 FILE2 (positions). */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carcjudge.h"

#define ROUNDS 8
#define COMMANDS 5	/* run()'s command lines */

/* One command line's answer. */
struct answer {
	int status;
	struct cj_buffer out, err;
};

/* What a thread runs, and what it found wrong. */
struct job {
	const char *file;
	const char *text;	/* the file's bytes, given on standard input */
	size_t len;
	struct answer alone[COMMANDS];
	int mismatches;
};

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0 || (buf = malloc((size_t)n + 1)) == NULL
	    || fread(buf, 1, (size_t)n, f) != (size_t)n) {
		fprintf(stderr, "two_threads: cannot read %s\n", path);
		exit(4);
	}
	fclose(f);
	buf[n] = '\0';
	*len = (size_t)n;
	return buf;
}

/* Command line k of a job: judging the file by name, judging standard
 * input as JSON, listing the moves, drawing the board, replaying the
 * fixture. */
static void
run(const struct job *j, int k, struct answer *a)
{
	static const char *const env[] = { "NO_COLOR=1", NULL };
	char *argv[5];
	int argc = 0;
	struct cj_io io = { .in = j->text, .inlen = j->len, .in_fd = -1,
	    .env = env };

	memset(a, 0, sizeof *a);
	io.out = cj_buffer_sink(&a->out);
	io.err = cj_buffer_sink(&a->err);
	if (k == 0) {
		argv[argc++] = (char *)"judge";
		argv[argc++] = (char *)j->file;
	} else if (k == 1) {
		argv[argc++] = (char *)"judge";
		argv[argc++] = (char *)"-fjson";
		argv[argc++] = (char *)"-";
	} else if (k == 2) {
		argv[argc++] = (char *)"moves";
		argv[argc++] = (char *)"-";
	} else if (k == 3) {
		argv[argc++] = (char *)"show";
		argv[argc++] = (char *)"-fsvg";
		argv[argc++] = (char *)"-";
	} else {
		argv[argc++] = (char *)"check";
		argv[argc++] = (char *)j->file;
	}
	argv[argc] = NULL;
	a->status = cj_run(argc, argv, &io);
}

static void
answer_free(struct answer *a)
{
	cj_buffer_free(&a->out);
	cj_buffer_free(&a->err);
}

static bool
same(const struct cj_buffer *a, const struct cj_buffer *b)
{
	return a->len == b->len && (a->len == 0 || memcmp(a->data, b->data,
	    a->len) == 0);
}

static void *
thread(void *arg)
{
	struct job *j = arg;
	int round, k;

	for (round = 0; round < ROUNDS; round++)
		for (k = 0; k < COMMANDS; k++) {
			struct answer a;

			run(j, k, &a);
			if (a.status != j->alone[k].status ||
			    !same(&a.out, &j->alone[k].out) ||
			    !same(&a.err, &j->alone[k].err))
				j->mismatches++;
			answer_free(&a);
		}
	return NULL;
}

int
main(int argc, char **argv)
{
	struct job jobs[2];
	pthread_t t[2];
	int i, k, bad = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: two_threads FILE1 FILE2\n");
		return 2;
	}
	for (i = 0; i < 2; i++) {
		memset(&jobs[i], 0, sizeof jobs[i]);
		jobs[i].file = argv[i + 1];
		jobs[i].text = slurp(argv[i + 1], &jobs[i].len);
		for (k = 0; k < COMMANDS; k++)
			run(&jobs[i], k, &jobs[i].alone[k]);
	}
	/* The two positions must differ in their answers, or the test could
	 * not tell one thread's output in the other's. */
	if (same(&jobs[0].alone[1].out, &jobs[1].alone[1].out)) {
		fprintf(stderr, "two_threads: the two positions answer alike\n");
		return 2;
	}
	for (i = 0; i < 2; i++)
		if (pthread_create(&t[i], NULL, thread, &jobs[i]) != 0) {
			fprintf(stderr, "two_threads: pthread_create failed\n");
			return 4;
		}
	for (i = 0; i < 2; i++) {
		pthread_join(t[i], NULL);
		if (jobs[i].mismatches > 0) {
			fprintf(stderr, "two_threads: %s: %d answers in a "
			    "thread differ from the answer alone\n",
			    jobs[i].file, jobs[i].mismatches);
			bad = 1;
		}
		for (k = 0; k < COMMANDS; k++)
			answer_free(&jobs[i].alone[k]);
		free((char *)jobs[i].text);
	}
	if (!bad)
		printf("two_threads: %d rounds of %d runs in 2 threads, each "
		    "as alone\n", ROUNDS, COMMANDS);
	return bad;
}
