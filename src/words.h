/* words: the phrases the text form and the modules' own sentences share,
 * so that a feature or a square reads the same wherever it is named. */
#ifndef CARCJUDGE_WORDS_H
#define CARCJUDGE_WORDS_H

#include <stdbool.h>
#include <stdio.h>

#include "module.h"
#include "position.h"

/* The feature a at (x, y) -- on the action's placed tile when at_given
 * is false (its at and rot given) -- in the words judge uses
 * (addr_words): "the field west of the road", then " of D at (3,0)" for
 * a tile of the board. */
void words_feature(FILE *, const struct position *, bool at_given, int x,
    int y, const struct addr *);
/* " of D at (3,0)" for a tile of the board; nothing for the placed one
 * (at_given false). */
void words_tile(FILE *, const struct position *, bool at_given, int x,
    int y);
/* A kind of figure (enum mkind, or SHOW_TOKEN for a tunnel token), n
 * of them: "follower", "large followers", "witch", "tunnel tokens". */
const char *words_kind(int kind, int n);
/* text wrapped at width columns at its spaces: the first line after
 * first, the others after indent. */
void words_wrap(FILE *, const char *first, const char *indent,
    const char *text, int width);
/* The value of field key of a candidate part's item, or NULL. */
const char *partitem_field(const struct partitem *, const char *key);

#endif
