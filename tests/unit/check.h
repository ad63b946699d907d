/* What the unit tests share: CHECK(condition) counts a check passed or
 * failed, a failure named by its line; checks_done() prints the count
 * ("N passed, N failed", read by the suite) and returns main's status. */
#ifndef CARCJUDGE_UNIT_CHECK_H
#define CARCJUDGE_UNIT_CHECK_H

#include <stdio.h>

static int npass, nfail;

#define CHECK(c)	check((c), #c, __LINE__)

static void
check(int ok, const char *what, int line)
{
	if (ok)
		npass++;
	else {
		nfail++;
		printf("FAIL line %d: %s\n", line, what);
	}
}

static int
checks_done(void)
{
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail != 0;
}

#endif
