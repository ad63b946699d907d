/* web-judge FILE ROUNDS: the CPU time of one `judge -f json FILE` through
 * the library's cj_run, in this process (no process start), averaged over
 * ROUNDS calls after one to warm up: the native side of bench/web's
 * WebAssembly-to-native ratio.  Prints milliseconds. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "carcjudge.h"

int
main(int argc, char *argv[])
{
	char *args[] = { "judge", "-f", "json", NULL, NULL };
	struct cj_buffer out = { NULL, 0, 0 }, err = { NULL, 0, 0 };
	struct cj_io io = { 0 };
	int rounds, i;
	clock_t t0;

	if (argc != 3 || (rounds = atoi(argv[2])) < 1) {
		fprintf(stderr, "usage: web-judge FILE ROUNDS\n");
		return 2;
	}
	args[3] = argv[1];
	io.in_fd = -1;
	io.out = cj_buffer_sink(&out);
	io.err = cj_buffer_sink(&err);
	cj_run(4, args, &io);
	t0 = clock();
	for (i = 0; i < rounds; i++) {
		out.len = err.len = 0;
		cj_run(4, args, &io);
	}
	printf("%.3f\n", (double)(clock() - t0) * 1000.0 / CLOCKS_PER_SEC /
	    rounds);
	cj_buffer_free(&out);
	cj_buffer_free(&err);
	return 0;
}
