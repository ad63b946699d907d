/* text: everything the tool says in sentences -- the verdict and its
 * rules, the scores, the disputed readings, readings side by side. */
#ifndef CARCJUDGE_TEXT_H
#define CARCJUDGE_TEXT_H

#include <stdbool.h>
#include <stdio.h>

#include "outcome.h"
#include "position.h"

void text_outcome(FILE *, const struct position *, const struct outcome *,
    const char *reading, bool color);
/* --compare: every reading in full, then a table of them. */
void text_compare(FILE *, const struct position *, int n,
    const char *const *readings, const struct outcome *, bool color);

/* moves: every legal turn, grouped by square. */
struct moves;
void text_moves(FILE *, const struct position *, const struct moves *,
    bool color);
/* judge: the rotations of the action's tile that fit at its square
 * (fits[r] for r quarter turns), after an illegal placement. */
void text_fits(FILE *, const struct position *, const bool fits[4]);

#endif
