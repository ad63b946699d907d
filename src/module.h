/* module: the hooks through which an expansion joins the engine.  The
 * engine calls every module's hook at each point, in modules[] order, and
 * knows none of them by name; a module whose expansion is not in play
 * returns at once. */
#ifndef CARCJUDGE_MODULE_H
#define CARCJUDGE_MODULE_H

#include <stdbool.h>

#include "position.h"

struct judge;
struct feature;
struct tally;

enum hook { HOOK_PASS, HOOK_DONE };

struct module {
	const char *name;
	/* Load time, before the board is built: is the expansion in play,
	 * and what it derives (token sets).  Returns 0 or EXIT_INPUT. */
	int (*setup)(struct position *);
	/* The form a tile takes in this position (underpasses split). */
	const struct tiledef *(*tile_form)(const struct position *,
	    const struct tiledef *);
	/* Load time, after tiles and meeples: its own impossible states, and
	 * links between segments (tunnels).  Returns 0 or EXIT_INPUT. */
	int (*board)(struct position *);
	/* Deployment: where the meeple may go when deploy.via names a route
	 * (portal, flier).  Sets *tile, cites, returns HOOK_DONE if it
	 * handled the route; returns HOOK_PASS otherwise. */
	enum hook (*deploy_route)(struct judge *, int *tile);
	/* Deployment onto segment seg: a module that owns the decision
	 * (a labyrinth network) cites and returns HOOK_DONE. */
	enum hook (*deploy_free)(struct judge *, int seg);
	/* A part of the turn after deployment (tokens).  Returns 0 when legal
	 * or absent, 1 illegal, EXIT_INPUT for a bad address. */
	int (*turn_part)(struct judge *);
	/* Scoring phases of one feature, in order. */
	void (*score_units)(struct judge *, struct tally *);
	void (*score_rate)(struct judge *, struct tally *);
	void (*score_adjust)(struct judge *, struct tally *);
	/* After the turn's features are scored (Robber Baron, wagons).
	 * Returns 0, 1 (illegal) or EXIT_INPUT. */
	int (*after_scoring)(struct judge *);
	/* End of game, after every feature and farm. */
	void (*end_game)(struct judge *);
};

extern const struct module *const modules[];

#endif
