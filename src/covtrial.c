/* covtrial: a silent trial's coverage counts thrown away (covtrial.h). */
#include <stdlib.h>
#include <string.h>

#include "covtrial.h"

#ifdef CJ_COVERAGE
/* libgcov's (gcc, clang): write the counts so far to the .gcda files,
 * and set the counters to zero. */
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
void __gcov_dump(void);
/* NOLINTNEXTLINE(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp) */
void __gcov_reset(void);

/* Trials within a trial are the outer one's.  gcov's counters are the
 * process's, and so are this depth and the environment asked (the
 * coverage build runs one thread): the one mutable state of the engine
 * not passed down, in that build alone. */
static int depth;

static int
skipping(void)
{
	const char *how = getenv("CARCJUDGE_COV_TRIALS");

	return how != NULL && strcmp(how, "skip") == 0;
}

void
covtrial_begin(void)
{
	/* What ran before the trial is kept, on disk, before the counters
	 * start again from zero. */
	if (depth++ == 0 && skipping()) {
		__gcov_dump();
		__gcov_reset();
	}
}

void
covtrial_end(void)
{
	if (--depth == 0 && skipping())
		__gcov_reset();
}

void
covtrial_keep(void)
{
	__gcov_dump();
}
#else
void
covtrial_begin(void)
{
}

void
covtrial_end(void)
{
}

void
covtrial_keep(void)
{
}
#endif
