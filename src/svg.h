/* svg: the board of a position as one standalone SVG 1.1 picture. */
#ifndef CARCJUDGE_SVG_H
#define CARCJUDGE_SVG_H

#include <stdio.h>

#include "position.h"

/* Draws p on f: the board before the action, the pending tile and figures
 * outlined, and what the action scores highlighted (p is judged, so it
 * changes).  Returns 0, or EXIT_INTERNAL after the diagnostic. */
int svg_board(FILE *f, struct position *p);

#endif
