/* position: one position file as written -- rules, players, the tiles and
 * meeples on the board, the pending action -- read and checked against the
 * base schema (carcjudge(5)).  Nothing here depends on a reading of the
 * rules: game.h builds the board of a position under one reading.  Each
 * expansion reads its own keys through its module (module.h) and keeps
 * them in ext[]. */
#ifndef CARCJUDGE_POSITION_H
#define CARCJUDGE_POSITION_H

#include <stdbool.h>
#include <stddef.h>

#include "address.h"
#include "figures.h"
#include "settings.h"
#include "tiles.h"

enum color { C_RED, C_GREEN, C_BLUE, C_YELLOW, C_BLACK, C_GREY, NCOLORS };
extern const char *const color_name[NCOLORS];

#define MAXPLAYERS 6
#define NOBODY (-1)
#define MAXMODULES 16

/* A module's data in a position or a game, found by the module. */
struct module;
struct modslot {
	const struct module *m;
	void *data;
};

struct player {
	int color;
	struct srcpos pos;
};

/* A tile as the file places it. */
struct entry {
	const struct tiledef *def;	/* the catalogue's form */
	int x, y, rot;			/* rot in quarter turns clockwise */
	struct srcpos pos;		/* the entry */
};

/* A meeple as the file places it: on entry `tile`, at `addr`. */
struct emeeple {
	int tile;
	int player;		/* NOBODY for a kind no one owns */
	enum mkind kind;
	struct addr addr;
	struct srcpos pos;	/* the meeple's mapping */
	struct srcpos kindpos;	/* its kind, or its mapping */
};

/* The base parts of the action; the expansions' parts are their
 * modules'. */
struct action {
	bool present;
	bool end_game;
	int player;
	struct srcpos pos;
	bool place;
	const struct tiledef *tile;
	bool at_given, rot_given;
	int px, py, prot;
	struct srcpos placepos;
	bool deploy;
	struct addr daddr;
	enum mkind dkind;
	bool dat_given;
	int dx, dy;
	enum via via;		/* figures.h */
	int roll;		/* the route's die, or 0 */
	bool crash;		/* a deploy by a route naming no feature:
				 * it lands nowhere (the route's module
				 * judges it) */
	struct srcpos deploypos;
};

struct position {
	const char *file;	/* for diagnostics: path or "<stdin>" */
	struct rulesconf rules;	/* the file's own rules: block */
	int nplayers;
	struct player players[MAXPLAYERS];
	struct entry *tiles;
	int ntiles;
	struct emeeple *meeples;
	int nmeeples;
	struct action action;
	/* score: points so far (0 for a player left out); judge ignores
	 * them, apply adds the action's totals. */
	int score[MAXPLAYERS];
	bool score_given;
	/* supply: the figures of each kind a player has in supply, or -1:
	 * the box less the board (BASE-DEPLOY-SUPPLY). */
	int supply[MAXPLAYERS][MAXMKINDS];
	struct tileset *own;	/* the file's own tiles (tiles:), or NULL */
	char *own_text;		/* their block's text, for the writers */
	struct expect *expect;	/* check only; NULL otherwise */
	struct modslot ext[MAXMODULES];	/* each module's own keys */
	/* Where the text stands, for `fixture`. */
	bool block_root;	/* the document is a block mapping */
	int root_col;		/* the column of its keys */
	int expect_line;	/* the expect: key's line, or 0 */
	int expect_end;		/* the last line of its value */
	int action_line;	/* the action: key's line, or 0 */
	int action_end;		/* the last line of its value */
	/* The action's first key that moves does not list, or NULL. */
	char *unlisted_part;
	struct srcpos unlisted_pos;
	/* The document's tree, kept for fixture when it is in flow style
	 * (loadopts.keep_tree), else NULL. */
	struct ynode *tree;
	const char *text;	/* the file's text while it is read */
	size_t textlen;
	struct diag_state *diag;	/* the run's, while it is read */
	size_t cap_tiles, cap_meeples;
};

struct loadopts {
	size_t max_bytes;	/* input limit */
	bool need_action;	/* judge, moves, apply: exit 3 without one */
	bool read_expect;	/* check: read the expect: block */
	/* moves: place may leave out at and rot (any), and the action may
	 * hold only the parts moves lists; show (no need_action): place may
	 * leave them out, a tile in hand, the action read as judge reads it. */
	bool place_any;
	/* fixture: the expect: block read when it is a valid one, silently
	 * left out when not (read_expect: an error). */
	bool try_expect;
	/* fixture: a flow-style document's tree kept in p->tree. */
	bool keep_tree;
};

/* Reads and checks a position from buf.  Returns 0, or EXIT_INPUT after
 * printing the diagnostic (EXIT_INTERNAL if the parser runs out of
 * memory).  position_free() must be called in either case. */
struct diag_state;
int position_load(struct diag_state *, struct position *, const char *file,
    const char *buf,
    size_t len, const struct loadopts *);
void position_free(struct position *);

struct ynode;
/* import, which plays turn after turn on one position: the action (and
 * the modules' parts of it) taken out of p, or replaced by the `action:`
 * of text (a document of that one key), read and checked as
 * position_load reads it against p's board.  Returns as
 * position_load. */
void position_clear_action(struct position *);
int position_load_action(struct diag_state *, struct position *,
    const char *text, size_t len);
/* The same for an action already parsed: node ac of text. */
struct ynode;
int position_read_action(struct diag_state *, struct position *,
    const struct ynode *ac,
    const char *text, size_t len);

/* moves' refusal of an action with a part it does not list: 0, or
 * EXIT_INPUT after the diagnostic. */
int position_moves_action(struct diag_state *, const struct position *);

int player_by_color(const struct position *, int color);
int color_by_name(const char *);
const char *player_name(const struct position *, int player);

#endif
