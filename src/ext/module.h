/* module: the hooks through which an expansion joins the engine.  An
 * expansion reads its own keys of the position, keeps its own state, and
 * is called at each point of loading, building and judging through the
 * dispatch functions below -- the one place that knows the order in which
 * modules run (modules.c).  The engine knows none of them by name; a
 * module whose expansion is not in play returns at once.
 *
 * A module's files include, of the engine, only these plugin headers
 * (tests/layout.bats holds every .c file of src/ext to the list):
 *   plugin headers: module.h engine.h game.h schema.h emitkeys.h words.h
 *   diag.h xalloc.h
 * module.h and engine.h bring the position, the board and the outcome;
 * schema.h reads a module's keys, emitkeys.h writes them, words.h names
 * what sentences name, diag.h reports bad input, xalloc.h allocates. */
#ifndef CARCJUDGE_MODULE_H
#define CARCJUDGE_MODULE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "position.h"
#include "ynode.h"

struct board;
struct emit;
struct outcome;
struct game;
struct judge;
struct score;
struct tally;

enum hook { HOOK_PASS, HOOK_DONE };

/*
 * Where the order of the modules matters, each module's hook declares its
 * phase, and the registry runs a hook's modules in the order of their
 * phases (modules.c sorts them once), never in the order of its table.
 * Each hook has a run of phases of its own, in this order; modules in one
 * phase do not read each other's work (they run in the table's order).
 */
enum phase {
	/* deploy_free: who decides whether a segment takes the meeple */
	PHASE_DEPLOY_NETWORK,	/* a labyrinth network, by its own rules */
	PHASE_DEPLOY_ROUTE,	/* then a route's landing (portal, flier) */
	/* turn_part: the parts of the turn after the deployment */
	PHASE_TURN_TOKEN,	/* a tunnel token, which may join features */
	PHASE_TURN_NETWORK,	/* what the joined labyrinth network asks */
	PHASE_TURN_MAGIC,	/* the mage and the witch, once a token's
				 * link has joined their features */
	/* score_units: what a feature counts */
	PHASE_UNITS_TILES,	/* its tiles (a tunnel tile counted twice) */
	PHASE_UNITS_CATHEDRAL,	/* a German cathedral's roads, added to the
				 * tiles as counted */
	/* score_rate: the points per unit */
	PHASE_RATE_CATHEDRAL,	/* a German cathedral's rate */
	PHASE_RATE_INN,		/* an inn's, after: its zero at game end wins */
	PHASE_RATE_CITY_CATHEDRAL,	/* a city's cathedral */
	/* score_adjust: the labyrinth's interaction table's order */
	PHASE_ADJUST_CATHEDRAL,	/* a German cathedral's share */
	PHASE_ADJUST_BONUS,	/* the labyrinth's follower bonus */
	PHASE_ADJUST_MAGIC,	/* the mage, then the witch */
	PHASE_ADJUST_WAGONMAKER,	/* Leipzig's wagon-maker, last */
	/* after_scoring: once the turn's features are scored */
	PHASE_AFTER_MAGIC,	/* figures on a scored feature set aside */
	PHASE_AFTER_WAGON,	/* wagons move on */
	PHASE_AFTER_ROBBER,	/* the Robber Baron, on what is left */
	/* end_game */
	PHASE_END_ROBBER,
	NPHASES
};

struct tally_hook {
	enum phase phase;
	void (*run)(struct judge *, struct tally *);
};

struct judge_hook {
	enum phase phase;
	int (*run)(struct judge *);	/* 0, or 1 illegal */
};

struct seg_hook {
	enum phase phase;
	enum hook (*run)(struct judge *, int seg);
};

struct end_hook {
	enum phase phase;
	void (*run)(struct judge *);
};

/* Where in the position file a key stands. */
enum keyplace { KEY_NONE = -1, KEY_TOP, KEY_PLAYER, KEY_TILE, KEY_ACTION };

/* moves: one candidate value of a module's part of the action (a token,
 * a magic move), in the action's own notation: one item, or two placed
 * together (a token pair).  Each item is a flow mapping of up to
 * MAXPARTFIELDS fields, then `at` when it names another square than the
 * placed tile's. */
#define MAXPARTFIELDS 3
struct partitem {
	int nfields;
	struct {
		const char *key;
		char value[24];
	} field[MAXPARTFIELDS];
	bool at_given;
	int x, y;		/* the square it names, the placed tile's too */
	int word[2];		/* the module's own encoding of the item */
};

/* The order moves lists the items of a part in, as far as their squares
 * go: the placed tile's first, then by x, then y; 0 when on one square. */
static inline int
partitem_square_cmp(const struct partitem *a, const struct partitem *b)
{
	if (a->at_given != b->at_given)
		return a->at_given ? 1 : -1;
	if (a->x != b->x)
		return a->x < b->x ? -1 : 1;
	return (a->y > b->y) - (a->y < b->y);
}

struct partcand {
	int nitems;		/* 1, or 2 placed together */
	struct partitem item[2];
};

/* show: a module's part of the action as a picture of the turn shows it
 * (svg.c), as the action gives it, whether the judge takes it or not: its
 * words, and the figures it brings onto features -- a token placed, the
 * mage or the witch moved or placed, a wagon moving on -- or takes off
 * them (a figure moved away or set aside). */
#define SHOW_TOKEN MAXMKINDS	/* a figure that is a tunnel token */
struct showfig {
	int kind;		/* enum mkind, or SHOW_TOKEN */
	int color;		/* enum color, or -1: the mage's, the witch's,
				 * a wagon no one's */
	bool at_given;		/* false: on the tile the action places */
	int x, y;
	struct addr addr;	/* its feature; a token's: the road whose
				 * opening is at edge addr.where */
	bool leaves;		/* it leaves that feature */
	const char *note;	/* its title's end: "moved here this turn" */
};

struct showpart {
	bool after_deploy;	/* said after the deployment, not before */
	char words[400];	/* "moves the mage from ... to ..." */
	int nfigs;
	struct showfig *figs;	/* allocated */
};

/* moves: where a meeple may go by a module's route (portal, flier) when
 * the action's tile is placed: a square, reached via `via` with `roll`. */
struct route {
	enum via via;
	int roll;		/* fliers: the die, 1-3; else 0 */
	int x, y;
};

/* A key a module reads.  index: the player or the board entry the key
 * belongs to (KEY_PLAYER, KEY_TILE), else -1.  Returns 0 or EXIT_INPUT. */
struct modkey {
	enum keyplace place;
	const char *name;
	int (*load)(struct position *, int index, const struct ynode *value);
};

struct module {
	const char *name;
	const struct modkey *keys;	/* ended by a NULL name; or NULL */
	/* Its keys of the rules: block (settings.h: their rows), ended by a
	 * NULL key, or NULL; rules_block, the block of dotted keys they
	 * form ("tunnel"), or NULL, whose presence alone puts the module in
	 * play (settings_block_present).  The registry numbers the rows
	 * when it declares them and writes the first one's number in
	 * *settings_first: row i is struct rulesconf's
	 * v[*settings_first + i]. */
	const struct settingdef *settings;
	const char *rules_block;
	int *settings_first;
	/* Its figure kinds and deploy routes (figures.h: their rows), each
	 * list ended by a NULL name; or NULL.  The registry numbers them
	 * when it declares them: its first kind's number goes to
	 * *figures_first, its first route's to *vias_first. */
	const struct figdef *figures;
	int *figures_first;
	const struct viadef *vias;
	int *vias_first;
	/* Frees what the module's keys allocated inside its block (the
	 * block itself is freed by the engine). */
	void (*free_keys)(void *block);
	/* After the whole file is read: the module's impossible states that
	 * span several keys.  Returns 0 or EXIT_INPUT. */
	int (*loaded)(struct position *);
	/* The state kept per game (one reading of the rules), zeroed; plain
	 * data, copied to be restored after a trial (judge_trial). */
	size_t state_size;
	/* Building a game: is the expansion in play, what it derives
	 * (token sets).  Returns 0 or EXIT_INPUT. */
	int (*setup)(struct game *);
	/* The form a tile takes in this game (underpasses split). */
	const struct tiledef *(*tile_form)(const struct game *,
	    const struct tiledef *);
	/* After tiles and meeples: its own impossible states, and links
	 * between segments (tunnels).  Returns 0 or EXIT_INPUT. */
	int (*board)(struct game *);
	/* Deployment: where the meeple may go when deploy.via names a route
	 * (portal, flier).  Sets *tile, cites, returns HOOK_DONE if it
	 * handled the route; returns HOOK_PASS otherwise. */
	enum hook (*deploy_route)(struct judge *, int *tile);
	/* A deployment the action writes by a route without a feature (a
	 * flier's crash), t the tile the route reached or -1: cites, and
	 * returns 0 legal or 1 (judge_fail_part), as a turn part does.
	 * nviol, napplied: the outcome's counts when the part began. */
	int (*deploy_nowhere)(struct judge *, int t, int nviol, int napplied);
	/* A deployment by a route refused (violations from nviol on): says
	 * where the meeple could go instead. */
	void (*deploy_refused)(struct judge *, int nviol);
	/* A figure of the module's kind deployed: may it stand on the kind
	 * of feature the action names (a wagon never on a field)?  Cites
	 * when it may not. */
	void (*deploy_figure)(struct judge *);
	/* Deployment onto segment seg: a module that owns the decision
	 * (a labyrinth network) cites and returns HOOK_DONE. */
	struct seg_hook deploy_free;
	/* A part of the turn judged after placement and before deployment
	 * (the magic figures).  Returns 0 when legal or absent, 1 illegal. */
	int (*placed_part)(struct judge *);
	/* A part of the turn after deployment, in phase order (tokens,
	 * then what a token's link demands of the magic figures).
	 * Returns 0 when legal or absent, 1 illegal. */
	struct judge_hook turn_part;
	/* Scoring one feature: units, then rate, then adjustments. */
	struct tally_hook score_units;
	struct tally_hook score_rate;
	struct tally_hook score_adjust;
	/* After the turn's features are scored (Robber Baron, wagons).
	 * Returns 0 or 1 (illegal). */
	struct judge_hook after_scoring;
	/* End of game, after every feature and farm. */
	struct end_hook end_game;
	/* What makes feature fi one feature (a labyrinth network, roads
	 * joined by tunnels), noted on score s where another module counts
	 * features whole: the Robber Baron's roads at game end. */
	void (*feature_notes)(struct judge *, int fi, struct score *);
	/* Writing the position the action leads to (emit.h): the module's
	 * keys at place -- KEY_TOP; KEY_PLAYER, index the player; KEY_TILE,
	 * index a tile of the game's board -- as the action leaves them.
	 * The figures on the board (followers, wagons, the mage and the
	 * witch) are the base's to write, from the board. */
	void (*write_keys)(struct emit *, enum keyplace, int index);
	/* import, which plays turn after turn on one game: after a legal
	 * turn (o its outcome, p g's position, the action still in it), the
	 * module's keys in p and its figures on g's board made what reading
	 * back the position write_keys writes would make them. */
	void (*advance)(struct game *, struct position *p,
	    const struct outcome *o);
	/* moves: the action key whose values part_candidates lists, or
	 * NULL; part_after_deploy: judged after the deployment (a token),
	 * not before it (a magic move). */
	const char *part;
	bool part_after_deploy;
	/* moves: every candidate value of the part in a turn placing the
	 * action's tile at (x, y) turned rot (quarter turns) in game g,
	 * built from the position before the turn (a module may lay the
	 * tile on g's board for a trial, undone before it returns): a
	 * superset of the legal values, in the order moves lists them, those
	 * that do not match the action's own value of the part left out
	 * (*given is then set: "no part" is no candidate).  Returns how
	 * many; *out allocated. */
	int (*part_candidates)(struct game *, int x, int y, int rot,
	    struct partcand **out, bool *given);
	/* moves' text: candidate c of the part in words ("a red token on
	 * the east opening"), to f.  Returns false to have it written by
	 * its fields. */
	bool (*part_words)(FILE *f, const struct position *,
	    const struct partcand *c);
	/* moves: a copy of the module's block of keys (NULL: none given)
	 * whose part of the action is c (NULL: no part).  The copy shares
	 * what the block points to: release it with free(), never with
	 * free_keys. */
	void *(*part_with)(const void *block, const struct partcand *c);
	/* moves combines the parts' verdicts, judged apart, where the
	 * judging of one part reads no other (moves.c).  A hook left NULL
	 * reads everything: each combination is then judged.
	 * part_reads_deploy: does the part (judged after the deployment)
	 * read the deployment in g's reading (a token that needs the
	 * player's follower on its road)? */
	bool (*part_reads_deploy)(const struct game *);
	/* part_segs: the segments of g's board -- the action's tile laid
	 * there as tile placed -- whose features the judging of candidate c
	 * reads (who holds their roads): 1, its opening, in seg[0]; 2, the
	 * two openings it links (a token completing a pair) whose features it
	 * joins into one; 0 when it can be placed nowhere (the judge refuses
	 * it).  A part judged after the deployment reads the deployment
	 * only on these features. */
	int (*part_segs)(const struct game *, int placed,
	    const struct partcand *c, int seg[2]);
	/* join_read: may joining the features of segments a and b (g's
	 * board, features up to date) change how the module's turn_part
	 * judges the module's part (a magic move, judged before the
	 * deployment): its verdicts on the part with a candidate of a later
	 * part joining no such features are those without it. */
	bool (*join_read)(const struct game *, int a, int b);
	/* part_due: may a value of the part other than none be legal with
	 * the action's tile at (x, y) turned rot in a turn whose later parts
	 * join no features join_read reads?  (No magic symbol and no figures
	 * joined by the tile: a magic move only where a token makes one
	 * due.)  The module may lay the tile on g's board, undone after. */
	bool (*part_due)(struct game *, int x, int y, int rot);
	/* moves: the squares its routes reach when the action's tile is
	 * placed at (x, y) turned rot.  Returns how many; *out allocated. */
	int (*deploy_routes)(const struct game *, int x, int y, int rot,
	    struct route **out);
	/* show: the module's part of the action in g's position (the game
	 * before the action), put into s (zeroed) with showpart_say() and
	 * showpart_fig().  Returns whether the action has the part. */
	bool (*show_part)(const struct game *g, struct showpart *s);
};

/* The Tunnel's tokens on a board, which its module keeps there
 * (board_ext) and the writers show. */
struct token {
	int color;
	int seg;		/* the road stub whose opening it claims */
	int waited;
	int placer;		/* the player placing it this turn, or NOBODY */
	struct srcpos pos, colorpos, openingpos;
};

struct tokens {
	struct token *v;
	int n;
	size_t cap;
};

/* The tokens on b, none when it has none. */
const struct tokens *board_tokens(const struct board *b);
/* The same to change in place (import orders them as a position reads
 * back). */
struct tokens *board_tokens_mut(struct board *b);

/* A module's block of keys in p (allocated, zeroed, on first use). */
void *module_keys(struct position *, const struct module *, size_t size);
/* The same without allocating: NULL when the file gave none of its keys. */
const void *module_keys_of(const struct position *, const struct module *);
/* Puts block as m's keys in p, in place of any (a copy of a position
 * whose part of the action is another; the old block is not freed). */
void module_keys_set(struct position *, const struct module *m,
    void *block);
/* A module's state in a game. */
void *module_state(const struct game *, const struct module *);

/* show: appends to the part's words (printf). */
void showpart_say(struct showpart *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* show: adds a figure to the part. */
void showpart_fig(struct showpart *, const struct showfig *);
/* show: "road@E at (-1,0)": the canonical name of the feature a names on
 * the tile of g's board at (x, y), or (at_given false, or no tile there)
 * on the tile g's action places; as written when neither has it. */
const char *show_feature(const struct game *g, bool at_given, int x, int y,
    const struct addr *a, char *buf, size_t len);

/* Dispatch: in phase order where the hook has phases, else in the
 * modules' order. */
/* The names of the keys modules read at place, in the modules' order,
 * NULL-terminated. */
const char *const *modules_key_list(enum keyplace);
/* Every module key of map at place, in the modules' order. */
int modules_load_keys(struct position *, enum keyplace, int index,
    const struct ynode *map);
int modules_loaded(struct position *);
void modules_free_keys(struct position *);
int modules_setup(struct game *);
void modules_free_state(struct game *);
const struct tiledef *modules_tile_form(const struct game *,
    const struct tiledef *);
int modules_board(struct game *);
enum hook modules_deploy_route(struct judge *, int *tile);
enum hook modules_deploy_free(struct judge *, int seg);
/* The route's module that handles a deployment without feature, or
 * refuses it (1) when none does. */
int modules_deploy_nowhere(struct judge *, int t, int nviol, int napplied);
void modules_deploy_refused(struct judge *, int nviol);
void modules_deploy_figure(struct judge *);
int modules_placed_parts(struct judge *);
int modules_turn_parts(struct judge *);
void modules_score_units(struct judge *, struct tally *);
void modules_feature_notes(struct judge *, int fi, struct score *);
void modules_score_rate(struct judge *, struct tally *);
void modules_score_adjust(struct judge *, struct tally *);
int modules_after_scoring(struct judge *);
void modules_end_game(struct judge *);
void modules_advance(struct game *, struct position *,
    const struct outcome *);
/* Every module's keys at place, in the order a position writes them. */
void modules_write_keys(struct emit *, enum keyplace, int index);
/* show: the parts of g's action the modules show, in the modules' order;
 * *out allocated, released with showparts_free(). */
int modules_show_parts(const struct game *g, struct showpart **out);
void showparts_free(struct showpart *, int n);

/* Each module's rules: keys, figure kinds and routes into the tables
 * (settings.h, figures.h), once, with the catalogues (engine_once.h):
 * false when a key or a kind the tables name has no module declaring it
 * (a defect of the build). */
bool modules_declare(void);

/* moves: the modules in their order (index i is ext[i] and state[i]). */
int modules_count(void);
const struct module *modules_at(int i);
/* Does some module list candidates for the action key? */
bool modules_part_key(const char *key);
/* Every module's routes for the tile placed at (x, y) turned rot;
 * *out allocated. */
int modules_deploy_routes(const struct game *, int x, int y, int rot,
    struct route **out);

#endif
