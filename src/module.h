/* module: the hooks through which an expansion joins the engine.  An
 * expansion reads its own keys of the position, keeps its own state, and
 * is called at each point of loading, building and judging through the
 * dispatch functions below -- the one place that knows the order in which
 * modules run (modules.c).  The engine knows none of them by name; a
 * module whose expansion is not in play returns at once. */
#ifndef CARCJUDGE_MODULE_H
#define CARCJUDGE_MODULE_H

#include <stdbool.h>
#include <stddef.h>

#include "position.h"
#include "ynode.h"

struct game;
struct judge;
struct tally;

enum hook { HOOK_PASS, HOOK_DONE };

/* Where in the position file a key stands. */
enum keyplace { KEY_NONE = -1, KEY_TOP, KEY_PLAYER, KEY_TILE, KEY_ACTION };

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
	/* Frees what the module's keys allocated inside its block (the
	 * block itself is freed by the engine). */
	void (*free_keys)(void *block);
	/* After the whole file is read: the module's impossible states that
	 * span several keys.  Returns 0 or EXIT_INPUT. */
	int (*loaded)(struct position *);
	/* The state kept per game (one reading of the rules), zeroed. */
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
	/* Deployment onto segment seg: a module that owns the decision
	 * (a labyrinth network) cites and returns HOOK_DONE. */
	enum hook (*deploy_free)(struct judge *, int seg);
	/* A part of the turn judged after placement and before deployment
	 * (the magic figures).  Returns 0 when legal or absent, 1 illegal. */
	int (*placed_part)(struct judge *);
	/* A part of the turn after deployment, in the modules' order
	 * (tokens, then what a token's link demands of the magic
	 * figures).  Returns 0 when legal or absent, 1 illegal. */
	int (*turn_part)(struct judge *);
	/* Scoring phases of one feature, in order. */
	void (*score_units)(struct judge *, struct tally *);
	void (*score_rate)(struct judge *, struct tally *);
	void (*score_adjust)(struct judge *, struct tally *);
	/* After the turn's features are scored (Robber Baron, wagons).
	 * Returns 0 or 1 (illegal). */
	int (*after_scoring)(struct judge *);
	/* End of game, after every feature and farm. */
	void (*end_game)(struct judge *);
};

/* A module's block of keys in p (allocated, zeroed, on first use). */
void *module_keys(struct position *, const struct module *, size_t size);
/* The same without allocating: NULL when the file gave none of its keys. */
const void *module_keys_of(const struct position *, const struct module *);
/* A module's state in a game. */
void *module_state(const struct game *, const struct module *);

/* Dispatch, in the modules' order. */
bool modules_read_key(enum keyplace, const char *key);
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
int modules_placed_parts(struct judge *);
int modules_turn_parts(struct judge *);
void modules_score_units(struct judge *, struct tally *);
void modules_score_rate(struct judge *, struct tally *);
void modules_score_adjust(struct judge *, struct tally *);
int modules_after_scoring(struct judge *);
void modules_end_game(struct judge *);

#endif
