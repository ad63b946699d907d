/* game: a position under one reading of the rules -- the file's rules:
 * with any -r overrides -- and its board built and checked for the
 * impossible states that depend on the reading (carcjudge(5)).  Several
 * readings of one position are several games of one loaded file. */
#ifndef CARCJUDGE_GAME_H
#define CARCJUDGE_GAME_H

#include "board.h"
#include "position.h"
#include "settings.h"

struct game {
	const struct position *p;
	struct rulesconf rules;	/* the reading */
	int nplayers;
	struct board board;
	struct modslot state[MAXMODULES];	/* each module's, for this
						 * reading */
	/* The form a tile takes in this game (every module's tile_form):
	 * for a module that looks at a tile not yet placed. */
	const struct tiledef *(*form)(const struct game *,
	    const struct tiledef *);
	struct diag_state *diag;	/* the run's, where the game reports */
};

/* The file's rules with overrides (NULL: none) on top. */
void game_rules(const struct position *, const struct rulesconf *overrides,
    struct rulesconf *out);
/* Builds the game; returns 0, or EXIT_INPUT after the diagnostic.
 * game_free() must be called in either case. */
struct diag_state;
int game_build(struct diag_state *, struct game *, const struct position *,
    const struct rulesconf *overrides);
void game_free(struct game *);

#endif
