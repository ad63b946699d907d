/* jcz: a JCloisterZone saved game (the .jcz JSON file) read into a neutral
 * record of the game: who plays, with which of our `rules:` settings, the
 * start tiles, the end condition and every turn in our own terms (tile ids
 * of our catalogue, our axes, our feature addresses, our token colours).
 * The record knows nothing of the position model: replaying it is the
 * engine's business.  The JSON is read by the YAML loader (JSON is YAML's
 * flow style), so every part of the record keeps its line and column. */
#ifndef CARCJUDGE_JCZ_H
#define CARCJUDGE_JCZ_H

#include <stdbool.h>
#include <stddef.h>

#include "settings.h"
#include "tiles.h"
#include "ynode.h"

#define JCZ_MAXPLAYERS	6
#define JCZ_MAXSETS	3	/* TUNNEL_A, TUNNEL_B, TUNNEL_C */

enum jcz_meeple { JCZ_FOLLOWER, JCZ_LARGE, JCZ_WAGON };
enum jcz_via { JCZ_VIA_NONE, JCZ_VIA_PORTAL, JCZ_VIA_FLIER };
enum jcz_figure { JCZ_MAGE, JCZ_WITCH };

extern const char *const jcz_meeple_name[];	/* follower large wagon */
extern const char *const jcz_figure_name[];	/* mage witch */

struct jcz_src {
	int line, col;		/* 1-based, in the save */
};

/* A feature of a placed tile, in board directions and our axes. */
struct jcz_feature {
	int x, y;		/* the tile; y grows north */
	enum segkind kind;	/* road, city, field or cloister */
	unsigned mask;		/* roads, cities: DIR_ bits; fields: H_
				 * bits */
	char addr[16];		/* "road@E", "field@NNW", "cloister" */
};

struct jcz_deploy {
	bool present;
	enum jcz_meeple kind;
	enum jcz_via via;	/* portal: `at` is another tile than the
				 * placed one, which shows a magic portal */
	int roll;		/* flier: squares flown, 1-3; 0 = crashed */
	bool landed;		/* false only for a flier that crashed:
				 * then `at` is unset */
	struct jcz_feature at;
	struct jcz_src src;	/* the DEPLOY_MEEPLE (a flier's landing) */
};

/* The mage or the witch placed or moved, or set aside. */
struct jcz_magic {
	bool present;
	enum jcz_figure figure;
	bool remove;		/* set aside: `at` is unset */
	struct jcz_feature at;
	struct jcz_src src;
};

struct jcz_token {
	bool present;
	int set;		/* 0, 1, 2: TUNNEL_A, _B, _C */
	const char *color;	/* our colour of that set for its owner */
	int x, y;		/* the tile */
	int opening;		/* DIR_x: the edge of the road stub */
	struct jcz_src src;
};

/* A wagon moved after its feature scored (JCloisterZone's DEPLOY_MEEPLE
 * after the turn's COMMIT). */
struct jcz_wagon {
	int player;
	struct jcz_feature from, to;
	struct jcz_src src;
};

struct jcz_turn {
	int number;		/* 1: the first tile after the start */
	int player;		/* index in jcz_game.players */
	const char *jcz_id;	/* the save's tile id, e.g. "BA/RCr" */
	const struct tiledef *tile;	/* ours (jcz_id is its alias) */
	int x, y;		/* our axes: y = -JCloisterZone's y */
	int rot;		/* quarter turns clockwise */
	struct jcz_magic magic;
	struct jcz_deploy deploy;
	struct jcz_token token;
	int nwagons;
	struct jcz_wagon wagons[JCZ_MAXPLAYERS];
	struct jcz_src src;	/* the turn's PLACE_TILE */
};

struct jcz_player {
	const char *name;	/* as in the save (may be "") */
	const char *color;	/* red, blue, green, yellow, black, grey */
	int nsets;		/* tunnel token sets JCloisterZone gives */
	const char *sets[JCZ_MAXSETS];	/* own colour, then dealt */
};

struct jcz_start {
	const char *jcz_id;
	const struct tiledef *tile;
	int x, y, rot;
	struct jcz_src src;
};

/* What ends the game in JCloisterZone. */
struct jcz_end {
	bool limited;		/* gameAnnotations: endTurn or drawLimit */
	int limit;		/* that many draws after the draw order */
	int draw_order;		/* tiles in gameAnnotations' drawOrder */
	int pack;		/* tiles of the sets less the start tiles;
				 * -1 when a set's size is unknown to us */
	bool reached;		/* the recorded turns reach that end (a
				 * discarded tile has no message, so a game
				 * with discards looks unfinished) */
	struct jcz_src src;	/* endTurn / drawLimit, or the `sets` key */
};

/* What the game has in play besides the `rules:` keys. */
struct jcz_play {
	bool tunnel;		/* our `tunnel:` key present */
	bool farmers;		/* JCloisterZone's farmers element */
	bool robber_baron;	/* King & Robber Baron's robber */
	bool inns;		/* Inns & Cathedrals' inns */
	bool mage_witch;
	bool portal;		/* magic portals (Princess & Dragon) */
	bool flier;
	int followers;		/* small-follower: followers per player */
	int large;		/* big-follower */
	int wagons;		/* wagon */
};

struct jcz_game {
	int nplayers;
	struct jcz_player players[JCZ_MAXPLAYERS];
	struct rulesconf rules;	/* every key given */
	struct jcz_play play;
	int nstart;
	struct jcz_start *start;
	struct jcz_end end;
	int nturns;
	struct jcz_turn *turns;
	struct ynode *doc;	/* owns the strings the record points to */
};

/*
 * Why a save was refused.  `unsupported` marks a save that is well formed
 * but uses what our format cannot express (a figure, tile, token or rule of
 * another expansion); the rest are malformed saves.  turn is 0 outside the
 * replay or before its first tile.
 */
struct jcz_error {
	int line, col;
	int turn;
	bool unsupported;
	char msg[300];
};

/*
 * Reads a save of len bytes (at most max).  The catalogue must be loaded
 * (tiles_init).  Returns 0 and fills game, or EXIT_INPUT and fills err;
 * err->msg then names the save's own words (message types, figure ids,
 * tile ids) so that a user can find them in the file.
 */
int jcz_read(const char *buf, size_t len, size_t max, struct jcz_game *game,
    struct jcz_error *err);
void jcz_free(struct jcz_game *);

/*
 * Prints err for file: "FILE: turn N: MESSAGE" for what our format cannot
 * express, "FILE:LINE:COL: error: [turn N: ]MESSAGE" for a malformed save.
 * Returns EXIT_INPUT.
 */
struct diag_state;
int jcz_diag(struct diag_state *, const char *file,
    const struct jcz_error *err);

/*
 * JCloisterZone's name for a place on a tile -- its feature class and its
 * location, e.g. "Road" "NS", "City" "_N", "Field" "NL.NR.EL", "Monastery"
 * "I" -- as our segment kind and the edges (roads, cities: DIR_ bits) or
 * half-edges (fields: H_ bits) it names, in board directions.  JCZ's
 * half-edges are ours: NL NR EL ER SL SR WL WR = NNW NNE ENE ESE SSE SSW
 * WSW WNW (left and right as seen from the tile's centre).  Returns 0, or
 * -1 with the reason in why.
 */
int jcz_location(const char *feature, const char *location,
    enum segkind *kind, unsigned *mask, char *why, size_t whysz);

/*
 * The segment of tile t turned rot quarters that is exactly (kind, mask):
 * its index in t->segs, or -1.  A cloister matches by kind alone.
 */
int jcz_segment(const struct tiledef *t, int rot, enum segkind kind,
    unsigned mask);

/* Our address of (kind, mask): its first edge in the order N E S W, or
 * first half-edge NNW ... WNW. */
void jcz_address(enum segkind kind, unsigned mask, char *buf, size_t bufsz);

#endif
