/* position: the model of one position file -- rules, players, board,
 * pending action -- as loaded and validated from YAML (FORMAT.md §2). */
#ifndef CARCJUDGE_POSITION_H
#define CARCJUDGE_POSITION_H

#include <stdbool.h>
#include <stddef.h>

#include "settings.h"
#include "tiles.h"
#include "ynode.h"

enum color { C_RED, C_GREEN, C_BLUE, C_YELLOW, C_BLACK, C_GREY, NCOLORS };
extern const char *const color_name[NCOLORS];

enum mkind { MK_FOLLOWER, MK_LARGE, MK_WAGON, MK_MAGE, MK_WITCH, NMKINDS };
extern const char *const mkind_name[NMKINDS];

#define MAXPLAYERS 6
#define NOBODY (-1)

struct srcpos {
	int line, col;
};

struct player {
	int color;
	unsigned sets;		/* tunnel token colours owned, bit per colour */
	bool sets_given;
};

/* A feature address on a tile, as written: KIND@WHERE. */
struct addr {
	enum segkind kind;
	int where;		/* an edge, a half-edge, or -1 */
	struct srcpos pos;
};

/* A tile on the board. */
struct ptile {
	const struct tiledef *def;
	int x, y, rot;		/* rot in quarter turns clockwise */
	int seg0;		/* its first segment in board.segs */
	struct srcpos pos;	/* the entry in the file */
	struct srcpos atpos;	/* its `at:` */
};

/* A segment of a placed tile, in board directions. */
struct seg {
	int tile;
	int def;		/* index in the tile definition */
	unsigned edges, halves;
	int partner;		/* the opening it is linked to, or -1 */
};

struct meeple {
	int player;		/* NOBODY for the mage and the witch */
	enum mkind kind;
	int seg;
	struct srcpos pos;
};

struct token {
	int color;
	int seg;		/* the road stub whose opening it claims */
	int waited;
	int placer;		/* the player placing it this turn, or NOBODY */
	struct srcpos pos, colorpos, openingpos;
};

struct board {
	struct ptile *tiles;
	int ntiles, captiles;
	struct seg *segs;
	int nsegs, capsegs;
	struct meeple *meeples;
	int nmeeples, capmeeples;
	struct token *tokens;
	int ntokens, captokens;
	int *slots;		/* open addressing: tile index + 1, or 0 */
	size_t nslots;
	int *parent;		/* union-find over segments */
};

/* How a meeple arrives on a feature: deployed on the placed tile, through
 * a magic portal or a flying machine, or a wagon moving after scoring. */
enum via { VIA_NONE, VIA_PORTAL, VIA_FLIER, VIA_WAGON };

struct tokenmove {
	int color;
	int dir;		/* the opening's edge */
	bool at_given;
	int x, y;
	struct srcpos pos, colorpos, openingpos;
};

struct wagonmove {
	int fx, fy, tx, ty;
	struct addr from, to;
	struct srcpos pos;
};

struct action {
	bool end_game;
	int player;
	struct srcpos pos;
	bool place;
	const struct tiledef *tile;
	int px, py, prot;
	struct srcpos placepos;
	bool deploy;
	struct addr daddr;
	enum mkind dkind;
	bool dat_given;
	int dx, dy;
	enum via via;
	int roll;
	struct srcpos deploypos;
	int ntokens;		/* 0, 1 or 2 (a list under both-at-once) */
	bool token_list;
	struct tokenmove tok[2];
	int nwagons;
	struct wagonmove *wagons;
};

struct expect {
	bool present;
	int verdict;		/* -1 unset, 0 legal, 1 illegal */
	bool has_totals;
	int totals[MAXPLAYERS];
	bool totals_set[MAXPLAYERS];
	int nrules;
	const char **rules;
};

struct position {
	const char *file;	/* for diagnostics: path or "<stdin>" */
	struct ynode *root;
	bool own_root;		/* position_free frees the tree */
	struct rulesconf rules;
	int nplayers;
	struct player players[MAXPLAYERS];
	bool robber;
	int robber_holder;	/* player, or NOBODY */
	int robber_length;
	bool leipzig;
	unsigned wagonmaker;	/* players, bit per player */
	bool tunnel;		/* The Tunnel in play */
	struct board board;
	struct action action;
	struct expect expect;
};

/* Loads and validates a position from buf.  Every -r override in
 * `overrides` (already checked) replaces the file's own.  Returns 0, or
 * EXIT_INPUT after printing the diagnostic.  position_free() must be called
 * in either case. */
int position_load(struct position *, const char *file, const char *buf,
    size_t len, const struct rulesconf *overrides, size_t max_bytes);
/* The same from a tree already parsed (several readings of one file);
 * own: position_free() frees the tree. */
int position_build(struct position *, const char *file, struct ynode *root,
    bool own, const struct rulesconf *overrides);
void position_free(struct position *);
/* Reads the file's expect: block into p->expect (check alone does).
 * Returns 0 or EXIT_INPUT. */
int position_expect(struct position *);

int player_by_color(const struct position *, int color);
int color_by_name(const char *);

/* Parses "road@E" etc.; returns false if malformed (msg says why). */
bool addr_parse(const char *s, struct addr *a, const char **msg);
/* The segment index (in the rotated tile) an address names, or -1. */
int addr_resolve(const struct ptile *, const struct addr *);
/* The canonical name of a segment, e.g. "road@E", "field@NNW". */
const char *seg_name(const struct board *, int seg, char *buf, size_t len);

#endif
