/* svg: the board of a position as one standalone SVG 1.1 picture. */
#ifndef CARCJUDGE_SVG_H
#define CARCJUDGE_SVG_H

#include <stdio.h>

#include "position.h"
#include "settings.h"

/* Draws p under the reading ov (NULL: the file's) on f: the board before
 * the action, the pending tile and figures outlined, and what the action
 * scores highlighted.  Returns 0, or EXIT_INPUT or EXIT_INTERNAL after
 * the diagnostic (nothing written). */
struct diag_state;
int svg_board(struct diag_state *, FILE *f, const struct position *p,
    const struct rulesconf *ov);

#endif
