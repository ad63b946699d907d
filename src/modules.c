/* The expansions, in the order their hooks run, and the dispatch of every
 * hook: the one place that knows the order.  Scoring runs units, then
 * rates (cathedral before inn, so that an inn's zero at game end wins),
 * then adjustments in the order of the labyrinth's interaction table: the
 * follower bonus worked out, mage, witch, wagon-maker.  Deployment: the
 * labyrinth judges its networks before the portal and flier routes do.
 * Turn parts: the tunnel's token before the magic figures, so that a
 * link joining the mage's road to the witch's is resolved after it. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "game.h"
#include "module.h"
#include "xalloc.h"

extern const struct module tunnel_module, gcathedrals_module, inns_module,
    iccathedral_module, labyrinth_module, magewitch_module, leipzig_module,
    routes_module, wagon_module, robber_module;

static const struct module *const modules[] = {
	&tunnel_module,
	&gcathedrals_module,
	&inns_module,
	&iccathedral_module,
	&labyrinth_module,
	&magewitch_module,
	&leipzig_module,
	&routes_module,
	&wagon_module,
	&robber_module,
};

#define NMODS ((int)(sizeof modules / sizeof modules[0]))
#define EACH(i) for ((i) = 0; (i) < NMODS; (i)++)

_Static_assert(sizeof modules / sizeof modules[0] <= MAXMODULES,
    "raise MAXMODULES");

int
modules_key_names(enum keyplace place, const char **out, int max)
{
	const struct modkey *k;
	int i, n = 0;

	EACH(i)
		for (k = modules[i]->keys; k != NULL && k->name != NULL; k++)
			if (k->place == place && n < max)
				out[n++] = k->name;
	return n;
}

/* The keys of each place in hook order, listed once: a board asks for
 * them at every tile. */
#define MAXPLACEKEYS 32
static struct placekeys {
	const struct modkey *k[MAXPLACEKEYS];
	int n;
} byplace[KEY_ACTION + 1];

/* Listed once for every thread, read-only after. */
static pthread_once_t listed = PTHREAD_ONCE_INIT;

static void
list_keys(void)
{
	const struct modkey *k;
	int i;

	EACH(i)
		for (k = modules[i]->keys; k != NULL && k->name != NULL; k++) {
			struct placekeys *pk = &byplace[k->place];

			if (pk->n == MAXPLACEKEYS)
				abort();	/* raise MAXPLACEKEYS */
			pk->k[pk->n++] = k;
		}
}

static const struct placekeys *
keys_at(enum keyplace place)
{
	pthread_once(&listed, list_keys);
	return &byplace[place];
}

int
modules_load_keys(struct position *p, enum keyplace place, int index,
    const struct ynode *map)
{
	const struct placekeys *pk = keys_at(place);
	const struct ynode *v;
	int i, rc;

	for (i = 0; i < pk->n; i++)
		if ((v = ynode_get(map, pk->k[i]->name)) != NULL &&
		    (rc = pk->k[i]->load(p, index, v)) != 0)
			return rc;
	return 0;
}

int
modules_loaded(struct position *p)
{
	int i, rc;

	EACH(i)
		if (modules[i]->loaded && (rc = modules[i]->loaded(p)) != 0)
			return rc;
	return 0;
}

void
modules_free_keys(struct position *p)
{
	int i;

	for (i = 0; i < MAXMODULES; i++) {
		if (p->ext[i].data != NULL && p->ext[i].m->free_keys)
			p->ext[i].m->free_keys(p->ext[i].data);
		free(p->ext[i].data);
		p->ext[i].m = NULL;
		p->ext[i].data = NULL;
	}
}

int
modules_setup(struct game *g)
{
	int i, rc;

	EACH(i) {
		g->state[i].m = modules[i];
		if (modules[i]->state_size)
			g->state[i].data = xcalloc(1, modules[i]->state_size);
	}
	EACH(i)
		if (modules[i]->setup && (rc = modules[i]->setup(g)) != 0)
			return rc;
	return 0;
}

void
modules_free_state(struct game *g)
{
	int i;

	EACH(i) {
		free(g->state[i].data);
		g->state[i].m = NULL;
		g->state[i].data = NULL;
	}
}

const struct tiledef *
modules_tile_form(const struct game *g, const struct tiledef *def)
{
	int i;

	EACH(i)
		if (modules[i]->tile_form)
			def = modules[i]->tile_form(g, def);
	return def;
}

int
modules_board(struct game *g)
{
	int i, rc;

	EACH(i)
		if (modules[i]->board && (rc = modules[i]->board(g)) != 0)
			return rc;
	return 0;
}

enum hook
modules_deploy_route(struct judge *j, int *tile)
{
	int i;

	EACH(i)
		if (modules[i]->deploy_route &&
		    modules[i]->deploy_route(j, tile) == HOOK_DONE)
			return HOOK_DONE;
	return HOOK_PASS;
}

enum hook
modules_deploy_free(struct judge *j, int seg)
{
	int i;

	EACH(i)
		if (modules[i]->deploy_free &&
		    modules[i]->deploy_free(j, seg) == HOOK_DONE)
			return HOOK_DONE;
	return HOOK_PASS;
}

int
modules_placed_parts(struct judge *j)
{
	int i, rc;

	EACH(i)
		if (modules[i]->placed_part &&
		    (rc = modules[i]->placed_part(j)) != 0) {
			j->refused_by = i;
			return rc;
		}
	return 0;
}

int
modules_turn_parts(struct judge *j)
{
	int i, rc;

	EACH(i)
		if (modules[i]->turn_part &&
		    (rc = modules[i]->turn_part(j)) != 0) {
			j->refused_by = i;
			return rc;
		}
	return 0;
}

void
modules_feature_notes(struct judge *j, int fi, struct score *s)
{
	int i;

	EACH(i)
		if (modules[i]->feature_notes)
			modules[i]->feature_notes(j, fi, s);
}

void
modules_score_units(struct judge *j, struct tally *t)
{
	int i;

	EACH(i)
		if (modules[i]->score_units)
			modules[i]->score_units(j, t);
}

void
modules_score_rate(struct judge *j, struct tally *t)
{
	int i;

	EACH(i)
		if (modules[i]->score_rate)
			modules[i]->score_rate(j, t);
}

void
modules_score_adjust(struct judge *j, struct tally *t)
{
	int i;

	EACH(i)
		if (modules[i]->score_adjust)
			modules[i]->score_adjust(j, t);
}

int
modules_after_scoring(struct judge *j)
{
	int i, rc;

	EACH(i)
		if (modules[i]->after_scoring &&
		    (rc = modules[i]->after_scoring(j)) != 0)
			return rc;
	return 0;
}

void
modules_end_game(struct judge *j)
{
	int i;

	EACH(i)
		if (modules[i]->end_game)
			modules[i]->end_game(j);
}

void
modules_advance(struct game *g, struct position *p, const struct outcome *o)
{
	int i;

	EACH(i)
		if (modules[i]->advance)
			modules[i]->advance(g, p, o);
}

/* A position's top-level keys stand in carcjudge(5)'s order, which is
 * not the order the hooks run in: these modules write theirs first, in
 * this order; every other module's follow in the modules' order. */
static const struct module *const top_first[] = {
	&robber_module,
	&leipzig_module,
};

#define NTOPFIRST ((int)(sizeof top_first / sizeof top_first[0]))

static int
index_of(const struct module *m)
{
	int i;

	EACH(i)
		if (modules[i] == m)
			return i;
	abort();	/* a module not in the list: a build defect */
}

void
modules_write_keys(struct emit *e, enum keyplace place, int index)
{
	bool done[NMODS];
	int i, k;

	memset(done, 0, sizeof done);
	if (place == KEY_TOP)
		for (k = 0; k < NTOPFIRST; k++) {
			i = index_of(top_first[k]);
			if (modules[i]->write_keys)
				modules[i]->write_keys(e, place, index);
			done[i] = true;
		}
	EACH(i)
		if (!done[i] && modules[i]->write_keys)
			modules[i]->write_keys(e, place, index);
}

int
modules_count(void)
{
	return NMODS;
}

const struct module *
modules_at(int i)
{
	return modules[i];
}

bool
modules_part_key(const char *key)
{
	int i;

	EACH(i)
		if (modules[i]->part != NULL && strcmp(modules[i]->part, key) == 0)
			return true;
	return false;
}

int
modules_deploy_routes(const struct game *g, int x, int y, int rot,
    struct route **out)
{
	struct route *one;
	int i, n = 0, m;

	*out = NULL;
	EACH(i) {
		if (modules[i]->deploy_routes == NULL)
			continue;
		one = NULL;
		m = modules[i]->deploy_routes(g, x, y, rot, &one);
		if (m > 0) {
			*out = xrealloc(*out, (size_t)n + (size_t)m,
			    sizeof **out);
			memcpy(*out + n, one, (size_t)m * sizeof *one);
			n += m;
		}
		free(one);
	}
	return n;
}

int
modules_show_parts(const struct game *g, struct showpart **out)
{
	int i, n = 0;

	*out = xcalloc((size_t)NMODS, sizeof **out);
	EACH(i) {
		struct showpart *s = &(*out)[n];

		if (modules[i]->show_part == NULL)
			continue;
		if (modules[i]->show_part(g, s))
			n++;
		else {
			/* A module without a part leaves nothing. */
			free(s->figs);
			memset(s, 0, sizeof *s);
		}
	}
	return n;
}

void
showparts_free(struct showpart *s, int n)
{
	int i;

	for (i = 0; i < n; i++)
		free(s[i].figs);
}
