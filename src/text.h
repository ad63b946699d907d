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

#endif
