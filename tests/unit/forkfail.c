/* forkfail: an LD_PRELOAD shim whose fork(2) fails with EAGAIN -- as
 * under a process limit (ulimit -u) -- once FORKFAIL_AFTER calls have
 * succeeded.  For tests/check.bats (check -j when fewer jobs can be
 * started than asked for); not part of carcjudge. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <sys/types.h>
#include <unistd.h>

pid_t fork(void);

pid_t
fork(void)
{
	static long calls;
	const char *after = getenv("FORKFAIL_AFTER");
	pid_t (*real)(void);

	if (after != NULL && calls++ >= strtol(after, NULL, 10)) {
		errno = EAGAIN;
		return -1;
	}
	*(void **)&real = dlsym(RTLD_NEXT, "fork");
	return real != NULL ? real() : -1;
}
