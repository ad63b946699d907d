/* covtrial: what a silent trial runs is not counted as printed.  A brief
 * judgement (the other readings tried for `disputed`, moves' candidates,
 * check's own) writes no sentence, so the output lines it runs print
 * nothing; `make check-pinned` (tools/unpinned) must not count them as
 * pinned by a golden.  In a coverage build (make COV=1) run with
 * CARCJUDGE_COV_TRIALS=skip, the counts gathered between begin and end
 * are thrown away; in any other build these do nothing.  The one other
 * hook of that build: counts kept by a process that does not exit. */
#ifndef CARCJUDGE_COVTRIAL_H
#define CARCJUDGE_COVTRIAL_H

void covtrial_begin(void);
void covtrial_end(void);
/* Before a process leaves by _exit (check -j's workers), its counts are
 * written, as exit would; in any other build, nothing. */
void covtrial_keep(void);

#endif
