/* engine_once: the catalogues (tiles, rules, and the rules: keys and
 * figure kinds the modules declare) every run reads, built once for the
 * whole process, read-only after. */
#ifndef CARCJUDGE_ENGINE_ONCE_H
#define CARCJUDGE_ENGINE_ONCE_H

#include <stdbool.h>

/* Builds them on the first call, from any thread; false when that could
 * not be done (out of memory, a defect of the build, the message printed
 * by the run that tried). */
bool engine_once(void);
/* The same for a run: 0, or EXIT_INTERNAL after saying on d why not. */
struct diag_state;
int engine_ready(struct diag_state *d);

#endif
