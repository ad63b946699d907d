/* emitkeys: what writing a position's keys needs -- shared by the
 * position writer (emit.h) and the modules' write_keys hooks (module.h):
 * the game the action left, its outcome, and YAML scalars written so that
 * they read back as the strings they are. */
#ifndef CARCJUDGE_EMITKEYS_H
#define CARCJUDGE_EMITKEYS_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"
#include "outcome.h"

struct emit {
	FILE *f;
	const struct game *g;		/* the board as the action left it */
	const struct outcome *o;	/* the action's, or NULL: none */
	int indent;			/* columns of the mapping written */
};

/* Was a turn applied (not end-game, not none)?  Modules keep their
 * per-turn counts (a token's `waited`) by it. */
bool emit_turn(const struct emit *);

/* A scalar as YAML reads it back as that string: plain where that is
 * safe (and not a YAML 1.1 boolean, null or number), else double-quoted. */
void emit_scalar(FILE *, const char *);
/* "KEY:" at the indent of the mapping being written; the caller ends the
 * line. */
void emit_key(const struct emit *, const char *key);

#endif
