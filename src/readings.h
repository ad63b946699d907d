/* readings: a position judged under one reading of the rules, and the
 * other readings of the keys it leaves unset that would change its answer
 * (the `disputed` part of the document). */
#ifndef CARCJUDGE_READINGS_H
#define CARCJUDGE_READINGS_H

#include "game.h"
#include "outcome.h"
#include "position.h"

/* Builds the game and judges it: 0 legal, 1 illegal (o filled), 3 or 4
 * (o empty, the diagnostic printed).  game_free() in every case. */
struct diag_state;
int judge_reading(struct diag_state *, const struct position *,
    const struct rulesconf *ov,
    struct game *, struct outcome *);
/* The same without sentences (judge_game_brief). */
int judge_reading_brief(struct diag_state *, const struct position *,
    const struct rulesconf *ov,
    struct game *, struct outcome *);
/* Fills o->disputed: for every reading key (not the table's choices
 * settings.h: table_choice) set neither by the file nor by ov whose
 * rules o cites, each other value that changes the verdict or
 * the totals, in the keys' order and then the values'. */
void readings_disputed(struct diag_state *, const struct position *,
    const struct rulesconf *ov,
    struct outcome *);

/* --compare KEY=V1,V2...: the setting and its values (at most MAXREAD),
 * or EXIT_USAGE after the message. */
#define MAXREAD 8
int readings_parse_compare(struct diag_state *, const char *arg, int *setting,
    int *values,
    int *n);

#endif
