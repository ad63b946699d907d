/* The colours by name, and the players of a position
 * by colour. */
#include <string.h>

#include "position.h"

const char *const color_name[NCOLORS] = {
	"red", "green", "blue", "yellow", "black", "grey"
};

int
color_by_name(const char *s)
{
	int i;

	/* Asked for every player reference of a position: the first
	 * letter tells most colours apart without a call. */
	for (i = 0; i < NCOLORS; i++)
		if (s[0] == color_name[i][0] && strcmp(s, color_name[i]) == 0)
			return i;
	return -1;
}

int
player_by_color(const struct position *p, int c)
{
	int i;

	for (i = 0; i < p->nplayers; i++)
		if (p->players[i].color == c)
			return i;
	return NOBODY;
}

const char *
player_name(const struct position *p, int pl)
{
	return pl == NOBODY ? "nobody" : color_name[p->players[pl].color];
}
