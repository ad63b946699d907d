/* engine: the state of one judging -- the game, its features, what has
 * been found so far -- and the queries and citations the base engine
 * (judge.c, score.c) and the modules share. */
#ifndef CARCJUDGE_ENGINE_H
#define CARCJUDGE_ENGINE_H

#include "board.h"
#include "module.h"
#include "game.h"
#include "outcome.h"
#include "position.h"

/* A meeple sent back to supply by this turn's scoring. */
struct returned {
	struct meeple m;
	int feature;		/* its feature when scored */
	bool moved;		/* a module moved it on instead */
	enum rule_id moved_by;	/* the rule it moved by */
};

struct judge {
	struct game *g;
	const struct position *p;
	const struct action *a;
	struct board *b;
	struct features fs;
	struct outcome *o;
	int placed;		/* tile placed this turn, or -1 */
	int deploy_seg;		/* segment deployed on this turn, or -1 */
	enum via route;		/* how the meeple being judged arrives */
	int landing;		/* the tile a route's rule reaches, or -1 */
	bool watching;		/* the board's watches are on (not a
				 * trial): judge_was_complete() answers */
	int refused_by;		/* the module whose part refused the turn */
	int nreturned;
	size_t capreturned;
	struct returned *returned;
	int *scored;		/* per score entry: its feature + 1, or 0 */
	size_t capscored;
	/* Who decides a meeple arriving on segment seg by j->route (the
	 * modules' deploy_free hooks, in their order): for a module that
	 * moves a meeple after scoring. */
	enum hook (*deploy_free)(struct judge *, int seg);
	/* The modules' feature_notes hooks, for a module that counts
	 * features whole. */
	void (*feature_notes)(struct judge *, int fi, struct score *);
};

/* One feature's points as they are worked out: base engine and modules
 * fill it phase by phase (module.h). */
struct tally {
	int fi;
	const struct feature *f;
	bool final;		/* end-game scoring of an incomplete feature */
	int units;		/* the tiles (or segments) that count */
	int rate;		/* points per unit */
	int pennants, prate;
	int T;			/* units x rate + pennants x prate, then
				 * adjusted */
	int bonus;		/* added after every adjustment */
	int extra[MAXPLAYERS];	/* for some winners only */
	bool has_extra;
	char unitword[32];	/* "tiles", "visible tiles", ... */
	char why[200];		/* rate reasons, each " (...)" */
	char terms[200];	/* adjustments, each " + 3 (...)" */
	char bonus_why[64];	/* what the bonus is for */
	struct score *s;
};

struct cite *judge_cite(struct judge *, bool violation, enum rule_id,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void cite_at(struct cite *, const struct board *, int tile);
/* A new score entry for feature fi (-1: none). */
struct score *judge_score(struct judge *, int fi);
void judge_refresh(struct judge *);	/* recompute features */
/* A turn part found illegal: its applied citations from napplied on are
 * dropped (the output lists those of the parts before it); returns 1. */
int judge_fail_part(struct judge *, int napplied);
/* Cites BASE-DEPLOY-SUPPLY: has the player the meeple to deploy? */
void judge_check_supply(struct judge *);
/* "the field north of the road on D at (0,0) (field@ENE)" */
const char *judge_segdesc(const struct judge *, int seg, char *, size_t);
/* Are sentences written (not a brief judging)?  What only a sentence
 * reads -- descriptions, lists of names -- is built only then. */
bool judge_words(const struct judge *);
/* The players holding the majority of a feature, in turn order. */
int judge_majority(const struct judge *, const int *strength, int *winners);
void tally_term(struct tally *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void tally_why(struct tally *, const char *why);
/* Does feature fi hold a segment of the given segdef flag / road end? */
bool feature_has_flag(const struct judge *, int fi, unsigned flag);
bool feature_has_end(const struct judge *, int fi, int end);
/* Does feature fi hold a segment linked to another (board_link)? */
bool feature_has_link(const struct judge *, int fi);
/* Was seg's feature complete when the turn began (WATCH_TURN), or once
 * tile and meeple were down (WATCH_TILE)?  false for a segment placed
 * since, and in a trial, which keeps no watch. */
bool judge_was_complete(const struct judge *, int watch, int seg);
/* Segments of feature fi on tile t (t may be -1: none). */
int segs_on_tile(const struct judge *, int fi, int t);
int first_seg_on_tile(const struct judge *, int fi, int t);
bool feature_touches_tile(const struct judge *, int fi, int t);

#endif
