/* board: placed tiles on a coordinate hash, their segments, and features
 * as union-find over segment edges (plus any links a module adds between
 * two ends).  Everything here is linear in the size of the board. */
#ifndef CARCJUDGE_BOARD_H
#define CARCJUDGE_BOARD_H

#include "grid.h"
#include "position.h"

/* A tile on the board, in the form the game gives it. */
struct ptile {
	const struct tiledef *def;
	int x, y;
	int seg0;		/* its first segment in board.segs */
	signed char rot;	/* in quarter turns clockwise */
	bool cloister;		/* has a cloister segment */
};

/* A segment of a placed tile, in board directions. */
struct seg {
	int tile;
	int partner;		/* the opening it is linked to, or -1 */
	unsigned char def;	/* index in the tile definition */
	unsigned char edges;	/* bit DIR_x */
	unsigned char halves;	/* bit H_x */
};

struct meeple {
	int player;		/* NOBODY for a kind no one owns */
	enum mkind kind;
	int seg;
	struct srcpos pos;
};

/* A feature: the segments joined across edges and links, with what the
 * engine asks of it kept up to date as the board changes. */
struct feature {
	enum segkind kind;
	bool complete;
	unsigned marks;		/* FIGURE_MARK of each kind standing on it
				 * that holds no strength */
	bool live;		/* false: merged into another, slot unused */
	int seg;		/* its lowest segment */
	int nsegs;
	int open;		/* open ends (roads, cities); missing
				 * neighbours (cloisters) */
	int ntiles;		/* distinct tiles */
	int nfollowers;		/* figures with a strength */
	int strength[MAXPLAYERS];	/* mkind_strength summed */
	unsigned flags;		/* its segments' SF_* flags, or-ed: asked
				 * per candidate turn, never a walk */
};

/* A watch over the board's features from one moment on (board_watch()):
 * what each feature it touches was at that moment, so that a judging asks
 * what its turn changed without a copy of the board.  Its arrays are
 * stamped with the watch's number, never cleared. */
struct watch {
	unsigned no;		/* 0: not watching */
	int nsegs;		/* segments when it began */
	unsigned *fseen;	/* feature slot -> no when first touched */
	bool *fwas;		/* feature slot -> complete then */
	unsigned *sseen;	/* segment -> no when first relabelled */
	int *sorig;		/* segment -> its feature slot before that */
	int *touched;		/* the slots touched, each once */
	int ntouched;
	size_t captouched;
};

/* The two watches a judging keeps: from the turn's start, and from the
 * moment tile and meeple are down. */
enum { WATCH_TURN, WATCH_TILE, NWATCHES };

/* The features of a board.  A feature's index stays the same until it
 * merges into a larger one; iterate 0..nf-1 and skip slots not live. */
struct features {
	int nf;
	struct feature *f;
	int *of;		/* segment -> feature index */
	int *next;		/* segment -> next segment of its feature, -1 */
	int *first;		/* feature -> first segment */
	int *last;		/* feature -> last segment */
};

struct board {
	struct ptile *tiles;
	int ntiles;
	struct seg *segs;
	int nsegs;
	struct meeple *meeples;
	int nmeeples;
	struct grid grid;	/* squares -> tiles */
	int (*nb)[4];		/* tile -> its neighbour across each edge */
	struct features fs;
	int *openings;		/* segments ending at an end that takes
				 * links (roadend_links), in order */
	int nopenings;
	int *derived;		/* segments of a kind whose completeness
				 * a module derives (segkind_derived) */
	int nderived;
	/* That module's rule: how many ends of segment seg's feature are
	 * open (0: complete), the other features up to date; NULL: left
	 * incomplete.  Set by the module when the game is built. */
	int (*derive_open)(const struct board *, int seg);
	int ncloisters;		/* tiles with a cloister */
	int *stamp;		/* per tile: scratch for counting tiles */
	int stampno;
	int *segstamp;		/* per segment: scratch for walking one
				 * feature (a road's path) */
	int segstampno;
	struct undo *log;	/* what to undo back to a checkpoint */
	int nlog;
	bool logging;
	int *freef;		/* feature slots free for reuse, a stack */
	int nfreef;
	struct watch watch[NWATCHES];
	unsigned watchno;	/* the last watch's number */
	int nwatching;		/* watches on */
	/* Each module's own state on the board (board_ext), at most one
	 * block a module. */
	struct {
		const void *owner;
		void *data;
		void (*release)(void *);	/* what data points to */
	} ext[MAXMODULES];
	int next;
	size_t captiles, capsegs, capmeeples, capf, capderived,
	    caplog, capfreef, capopenings;
};

void board_init(struct board *);
void board_free(struct board *);

/* The tile index at (x, y), or -1. */
int board_tile_at(const struct board *, int x, int y);
/* The neighbour across edge dir of tile t, or -1. */
int board_neighbour(const struct board *, int t, int dir);
/* Makes room for ntiles tiles and nsegs segments in all, so that a board
 * whose size is known grows without moving. */
void board_reserve(struct board *, size_t ntiles, size_t nsegs);
/* Adds a tile (the square must be empty) with its segments; returns its
 * index.  Its segments start as features of their own. */
int board_add_tile(struct board *, const struct tiledef *, int x, int y,
    int rot);
void board_add_meeple(struct board *, int player, enum mkind, int seg,
    struct srcpos pos);
/* How many of player's figures of kind k stand on the board. */
int board_meeples_of(const struct board *, int player, enum mkind k);
/* A module's own state on the board (figures of its own that are no
 * meeples): the block owner keeps there, allocated zeroed on first use
 * and freed with the board, release() first freeing what it points to. */
void *board_ext(struct board *, const void *owner, size_t size,
    void (*release)(void *));
/* The same without allocating: NULL when owner keeps none. */
const void *board_ext_of(const struct board *, const void *owner);
/* A change the module made to its block: after a checkpoint, logged so
 * that board_rollback() calls undo(b, block) to take it back, in turn
 * with the board's own changes. */
void board_log_ext(struct board *, void (*undo)(struct board *, void *),
    void *block);

const struct segdef *seg_def(const struct board *, int seg);
/* The segment of tile t of kind k on edge dir (roads, cities) or
 * half-edge h (fields), or -1. */
int tile_seg_on_edge(const struct board *, int t, enum segkind, int dir);
int tile_seg_on_half(const struct board *, int t, int half);
/* The road stub of tile t on edge dir whose end takes links, or -1. */
int tile_opening(const struct board *, int t, int dir);

/* Joins tile t's segments with its neighbours' across every shared edge. */
void board_unite_tile(struct board *, int t);
/* Joins two ends that take links (or any two road stubs) into one
 * road: a module's extra edge of the union-find. */
void board_link(struct board *, int x, int y);
/* Takes meeple i off the board, the others keeping their order. */
void board_remove_meeple(struct board *, int i);
/* Keeps the meeples whose keep[] is true, in order (the others go back to
 * supply).  Not undone by board_rollback(). */
void board_keep_meeples(struct board *, const bool *keep);
/* Brings the features' derived state up to date (derive_open). */
void board_sync(struct board *);

/* Trials: every change after board_checkpoint() -- tiles, unions, links,
 * meeples and the modules' logged changes -- is undone by
 * board_rollback(). */
int board_checkpoint(struct board *);
void board_rollback(struct board *, int mark);

/* Watch w (WATCH_TURN, WATCH_TILE) begins now, or ends.  While it is on,
 * the board records the state of every feature it changes before the
 * first change: the cost is a few words per change, none per feature
 * left alone. */
void board_watch(struct board *, int w);
void board_unwatch(struct board *, int w);
/* Was the feature that segment seg belonged to complete when watch w
 * began?  false for a segment added since. */
bool board_was_complete(const struct board *, int w, int seg);
/* The feature slots changed since watch w began (slots merged into
 * another since included), each once; returns how many. */
int board_touched(const struct board *, int w, const int **slots);

/* The canonical name of a segment, e.g. "road@E", "field@NNW". */
const char *seg_name(const struct board *, int seg, char *buf, size_t len);

/* How many neighbours of tile t (the 8 around it) are on the board. */
int board_neighbours8(const struct board *, int t);

#endif
