/* measure: runs a command with its output thrown away and prints the
 * wall-clock seconds and the peak resident memory (KiB), "SECONDS KIB",
 * for the benchmarks.  Exit status: the command's. */
#include <sys/resource.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	struct timespec a, b;
	struct rusage ru;
	pid_t pid;
	int st, fd;

	if (argc < 2) {
		fprintf(stderr, "usage: measure COMMAND [ARG...]\n");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &a);
	if ((pid = fork()) == 0) {
		if ((fd = open("/dev/null", O_WRONLY)) >= 0)
			dup2(fd, 1);
		execvp(argv[1], argv + 1);
		_exit(127);
	}
	if (pid < 0 || wait4(pid, &st, 0, &ru) < 0)
		return 4;
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%.6f %ld\n", (double)(b.tv_sec - a.tv_sec) +
	    (double)(b.tv_nsec - a.tv_nsec) / 1e9, ru.ru_maxrss);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 4;
}
