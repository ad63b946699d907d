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
	int rc;				/* 0, or EXIT_INPUT: a value past a
					 * limit was refused (emit_refuse) */
};

/* Was a turn applied (not end-game, not none)?  Modules keep their
 * per-turn counts by it. */
bool emit_turn(const struct emit *);

/* A scalar as YAML reads it back as that string: plain where that is
 * safe (printable ASCII, in block or flow context, and not a YAML 1.1
 * boolean, null, number, merge or value key), else double-quoted. */
void emit_scalar(FILE *, const char *);
/* Does YAML 1.1 read the plain scalar s as something else than a string:
 * a boolean or null word in any letter case, the merge key "<<" or the
 * value key "="? */
bool emit_special_word(const char *s);

/* The largest score: or waited: carcjudge(5) reads. */
#define EMIT_MAX_COUNT 100000000L
/* Refuses the position being written: a count that would pass
 * EMIT_MAX_COUNT, which the tool could not read back.  Prints the
 * diagnostic at pos (a node of the input) naming key ("red's score",
 * whose = "red's") and sets e->rc. */
void emit_refuse(struct emit *, const struct srcpos *pos, const char *key,
    const char *whose, long value);
/* "KEY:" at the indent of the mapping being written; the caller ends the
 * line. */
void emit_key(const struct emit *, const char *key);
/* A rules: block, rc's keys in the table's order (settings.h): the given
 * ones (every one: all of them), the plain keys first, then each block of
 * dotted keys present, by block; nothing when there is nothing to write. */
void emit_rules(FILE *, const struct rulesconf *rc, bool every);

#endif
