/* show: the board of a position drawn in the terminal. */
#ifndef CARCJUDGE_SHOW_H
#define CARCJUDGE_SHOW_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"

/* The game's board as it stands, and the pending action marked. */
void show_board(FILE *, const struct game *, bool color);

#endif
