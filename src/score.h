/* score: the points of one feature, in play or at game end, and the
 * farms, with the modules' phases in between (module.h). */
#ifndef CARCJUDGE_SCORE_H
#define CARCJUDGE_SCORE_H

#include <stdbool.h>

#include "engine.h"

void score_feature(struct judge *, int fi, bool final);
void score_farms(struct judge *);
/* The entries in the document's order: kind, then smallest tile. */
void scores_sort(struct outcome *);

#endif
