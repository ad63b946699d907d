/* show: the board of a position drawn in the terminal. */
#ifndef CARCJUDGE_SHOW_H
#define CARCJUDGE_SHOW_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"

/* The game's board as it stands, and the pending action marked. */
/* The board of g on r's standard output, as wide as r's terminal or
 * COLUMNS say. */
struct run;
void show_board(struct run *r, const struct game *, bool color);

#endif
