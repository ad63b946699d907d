/* moves: every legal turn for the tile in hand (carcjudge(1), moves).  The
 * candidates -- placements, deployments, and the parts the modules list
 * (tokens, magic moves) -- are generated here and each is judged by the
 * engine `judge` runs, never by rules of its own.  No text: doc and text
 * write what it finds. */
#ifndef CARCJUDGE_MOVES_H
#define CARCJUDGE_MOVES_H

#include <stdbool.h>

#include "module.h"
#include "outcome.h"
#include "position.h"
#include "settings.h"

#define MAXPARTS 4		/* modules whose action part moves lists */

/* A deployment as the action writes it. */
struct mdeploy {
	bool crash;		/* a flier's flight lands nowhere: no addr */
	struct addr addr;	/* canonical */
	enum mkind kind;
	enum via via;
	int roll;		/* fliers: 1-3 */
	bool at_given;		/* another tile than the placed one */
	int x, y;		/* its square, the placed tile's too */
	int seg;		/* the segment in its tile's form; -1 crash */
};

/* A candidate turn, or a complete legal one: indexes into its
 * placement's lists, -1 for none. */
struct mturn {
	int deploy;
	int part[MAXPARTS];
};

/* One module's part at one placement: its candidates, and which of them
 * the list shows (legal with the other parts as the action gives them:
 * none, or the part given). */
struct mpart {
	int n;
	struct partcand *c;
	bool *listed;
	bool given;		/* the action gives the part: none is no choice */
};

struct mplacement {
	int x, y, rot;
	int ndeploy;
	struct mdeploy *deploy;	/* candidates, in list order */
	bool *deploy_listed;
	struct mpart part[MAXPARTS];
	long nturns;
	/* The turns in list order: judged one by one (turns), or combined
	 * from the parts' verdicts (combo, moves.c); moves_turns() lists
	 * them either way. */
	struct mturn *turns;
	size_t capturns;
	struct combo *combo;
};

struct moves {
	int player;
	const struct tiledef *tile;
	/* The action gave at, rot, a deployment or a part: the list holds
	 * only the turns containing them. */
	bool narrowed;
	int nparts;
	const struct module *part[MAXPARTS];	/* in the modules' order */
	int partmod[MAXPARTS];			/* their module index */
	int nplacements;
	struct mplacement *pl;	/* the placements with a legal turn */
	long nturns;
	long judged;		/* candidates judged */
};

/* Lists the legal turns of p's action (a turn placing a tile; place may
 * leave out at and rot) under the reading ov (NULL: the file's).  Returns
 * 0 when some placement is listed, 1 when none is, 3 or 4 after the
 * diagnostic.  moves_free() in every case. */
struct diag_state;
int moves_list(struct diag_state *, const struct position *,
    const struct rulesconf *ov,
    struct moves *);
void moves_free(struct moves *);

/* Did the turn judged in o fail at its placement (a BASE-TILE-* rule)? */
bool moves_place_failed(const struct outcome *);

/* fits[r]: the tile of p's action may be placed at (x, y) turned r
 * quarter turns, as the same judging finds.  Returns 0, or 4. */
int moves_fits(struct diag_state *, const struct position *,
    const struct rulesconf *ov, int x,
    int y, bool fits[4]);

/* The complete legal turns of placement pl, in list order: *out
 * allocated.  Returns how many (pl->nturns). */
long moves_turns(const struct moves *, const struct mplacement *pl,
    struct mturn **out);

/* The turn's part of module k, or NULL for none. */
const struct partcand *moves_turn_part(const struct mplacement *,
    const struct mturn *, int k);

#endif
