/* carcjudge show: the board drawn in the terminal. */
#include <stdio.h>

#include "cli.h"
#include "show.h"

void
show_board(FILE *f, const struct position *p, bool color)
{
	(void)f;
	(void)p;
	(void)color;
}

int
cmd_show(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fprintf(stderr, "carcjudge: show: not yet\n");
	return 4;
}
