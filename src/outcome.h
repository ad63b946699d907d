/* outcome: what judging a position found -- the output document of carcjudge(1),
 * independent of the format it is written in. */
#ifndef CARCJUDGE_OUTCOME_H
#define CARCJUDGE_OUTCOME_H

#include <stdbool.h>

#include "position.h"
#include "ruleid.h"

#define MAXCITED 24

struct cite {
	enum rule_id rule;
	char msg[320];
	bool has_at;
	int x, y;
};

struct score {
	const char *feature;	/* road city cloister cathedral field
				 * robber-baron */
	int nat;
	int (*at)[2];		/* the tiles that count */
	bool complete;
	int tiles, points;
	int nwinners;
	int winners[MAXPLAYERS];	/* player indexes, turn order */
	bool has_extra;
	int extra[MAXPLAYERS];
	int nrules;
	enum rule_id rules[MAXCITED];
	char *notes[MAXCITED];	/* text form: what each rule did here */
	char breakdown[480];
	char *path;		/* text form: how to follow a road */
	bool brief;		/* no notes, no breakdown (outcome's brief) */
	int order;		/* kind rank, for sorting */
	int seg;		/* the feature's lowest segment (a farm under
				 * farmers 1 and 2: its city's), or -1 */
	int sx, sy;		/* smallest tile */
};

/* Another value of a rules key the position does not set, and what the
 * action gives under it. */
struct disputed {
	int setting;		/* settings.h */
	int value;
	bool legal;
	int totals[MAXPLAYERS];
};

struct outcome {
	bool legal;
	bool brief;		/* no sentence written: the verdict, the
				 * totals and the rules cited (check) */
	bool terse;		/* brief, and the rules a person would want
				 * cited left out: the verdict alone (moves'
				 * trials) */
	int nviol, napplied, nscores, ndisputed;
	struct cite *viol, *applied;
	struct score *scores;
	struct disputed *disputed;
	int totals[MAXPLAYERS];
};

void outcome_free(struct outcome *);
void score_free(struct score *);
struct cite *outcome_cite(struct outcome *, bool violation, enum rule_id);
struct score *outcome_score(struct outcome *);
void score_rule(struct score *, enum rule_id);
/* The same, with a sentence for the text form. */
void score_note(struct score *, enum rule_id, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void score_at(struct score *, int x, int y);
/* Sorts the tiles by [x, y] and drops repeats. */
void score_at_sort(struct score *);
/* Does the outcome cite rule as a violation; anywhere at all? */
bool outcome_violates(const struct outcome *, enum rule_id);
/* Drops the violations from index from on that repeat an earlier one
 * word for word (a brief outcome, without words, is left alone). */
void outcome_drop_repeats(struct outcome *, int from);
bool outcome_cites(const struct outcome *, enum rule_id);
/* An illegal turn's violations that cite a rule which only explains
 * (rules.txt's `role explains`, e.g. LAB-ROAD) moved, in their order,
 * to the end of applied: violations keep the rules that forbid. */
void outcome_context_to_applied(struct outcome *);
struct disputed *outcome_disputed(struct outcome *);
/* The standings after the action, for a position with score: (false
 * without): each player's score: plus totals, in turn order. */
bool outcome_standings(const struct position *, const struct outcome *,
    int standings[MAXPLAYERS]);
/* After end-game, the players with the most points in the standings
 * (a tie: all of them), in turn order, into winners; returns how many
 * (0 when the action is no end-game or the position has no score:). */
int outcome_winners(const struct position *, const struct outcome *,
    int winners[MAXPLAYERS]);

#endif
