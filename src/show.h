/* show: the board of a position drawn in the terminal. */
#ifndef CARCJUDGE_SHOW_H
#define CARCJUDGE_SHOW_H

#include <stdbool.h>
#include <stdio.h>

#include "position.h"

void show_board(FILE *, const struct position *, bool color);

#endif
