/* The expansions and the dispatch of every hook.  Where the order of the
 * modules matters -- deployment, the turn's parts, scoring -- each
 * module's hook declares its phase (module.h, enum phase) and the hook
 * runs its modules in phase order, sorted here once; the other hooks run
 * in the table's order. */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
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

#define NELEMS(a) (sizeof (a) / sizeof (a)[0])
#define NMODS ((int)NELEMS(modules))
#define EACH(i) for ((i) = 0; (i) < NMODS; (i)++)

/* The order the modules' rules: keys are numbered and listed in (help
 * --complete, a position's rules: written, disputed readings), after the
 * base game's: the order they were added in, which files and scripts
 * have seen.  A module with keys must be here (modules_declare). */
static const struct module *const keys_order[] = {
	&labyrinth_module,
	&magewitch_module,
	&gcathedrals_module,
	&wagon_module,
	&tunnel_module,
};

/* The order the modules' figure kinds are numbered and listed in (show's
 * and the picture's keys of figures), after the base's followers: the
 * order they were added in.  A module with kinds must be here. */
static const struct module *const kinds_order[] = {
	&wagon_module,
	&magewitch_module,
};

bool
modules_declare(void)
{
	const struct module *m;
	size_t k;
	int i, keys = 0, kinds = 0;

	for (k = 0; k < NELEMS(keys_order); k++) {
		m = keys_order[k];
		if (m->settings == NULL || m->settings_first == NULL ||
		    (*m->settings_first = settings_declare(m->settings,
		    m->rules_block)) < 0)
			return false;
	}
	for (k = 0; k < NELEMS(kinds_order); k++) {
		m = kinds_order[k];
		if (m->figures == NULL || !figures_declare(m->figures,
		    m->figures_first, NULL, NULL))
			return false;
	}
	/* Routes in the table's order. */
	EACH(i) {
		m = modules[i];
		keys += m->settings != NULL;
		kinds += m->figures != NULL;
		if (m->vias != NULL && !figures_declare(NULL, NULL, m->vias,
		    m->vias_first))
			return false;
	}
	return keys == (int)NELEMS(keys_order) &&
	    kinds == (int)NELEMS(kinds_order);
}

_Static_assert(NMODS <= MAXMODULES, "raise MAXMODULES");

/* A hook with phases: where its run lies in enum phase, and the modules
 * that have it, in phase order. */
enum phased { PH_DEPLOY_FREE, PH_TURN_PART, PH_UNITS, PH_RATE, PH_ADJUST,
	PH_AFTER, PH_END, NPHASED };

static const struct { enum phase first, last; } phase_run[NPHASED] = {
	[PH_DEPLOY_FREE] = { PHASE_DEPLOY_NETWORK, PHASE_DEPLOY_ROUTE },
	[PH_TURN_PART] = { PHASE_TURN_TOKEN, PHASE_TURN_MAGIC },
	[PH_UNITS] = { PHASE_UNITS_TILES, PHASE_UNITS_CATHEDRAL },
	[PH_RATE] = { PHASE_RATE_CATHEDRAL, PHASE_RATE_CITY_CATHEDRAL },
	[PH_ADJUST] = { PHASE_ADJUST_CATHEDRAL, PHASE_ADJUST_WAGONMAKER },
	[PH_AFTER] = { PHASE_AFTER_MAGIC, PHASE_AFTER_ROBBER },
	[PH_END] = { PHASE_END_ROBBER, PHASE_END_ROBBER },
};

static struct {
	const struct module *m[MAXMODULES];
	int n;
} order[NPHASED];

/* Sorted once for every thread, read-only after. */
static pthread_once_t sorted = PTHREAD_ONCE_INIT;

/* Module m's phase in hook h, or -1 when it has not the hook. */
static int
phase_of(const struct module *m, enum phased h)
{
	switch (h) {
	case PH_DEPLOY_FREE:
		return m->deploy_free.run ? (int)m->deploy_free.phase : -1;
	case PH_TURN_PART:
		return m->turn_part.run ? (int)m->turn_part.phase : -1;
	case PH_UNITS:
		return m->score_units.run ? (int)m->score_units.phase : -1;
	case PH_RATE:
		return m->score_rate.run ? (int)m->score_rate.phase : -1;
	case PH_ADJUST:
		return m->score_adjust.run ? (int)m->score_adjust.phase : -1;
	case PH_AFTER:
		return m->after_scoring.run ? (int)m->after_scoring.phase : -1;
	case PH_END:
		return m->end_game.run ? (int)m->end_game.phase : -1;
	case NPHASED:
		break;
	}
	return -1;
}

static void
sort_phases(void)
{
	int h, ph, i;

	for (h = 0; h < NPHASED; h++) {
		EACH(i) {
			ph = phase_of(modules[i], (enum phased)h);
			/* A phase outside its hook's run: a build defect. */
			if (ph >= 0 && (ph < (int)phase_run[h].first ||
			    ph > (int)phase_run[h].last))
				abort();
		}
		/* Phase by phase; in one phase, the table's order. */
		for (ph = (int)phase_run[h].first;
		    ph <= (int)phase_run[h].last; ph++)
			EACH(i)
				if (phase_of(modules[i], (enum phased)h) == ph)
					order[h].m[order[h].n++] = modules[i];
	}
}

#define EACH_PHASED(h, i) \
	for (pthread_once(&sorted, sort_phases), (i) = 0; \
	    (i) < order[h].n; (i)++)

/* The keys of each place in hook order, listed once: a board asks for
 * them at every tile. */
#define MAXPLACEKEYS 32
static struct placekeys {
	const struct modkey *k[MAXPLACEKEYS];
	int n;
} byplace[KEY_ACTION + 1];
/* Their names, NULL-terminated (modules_key_list). */
static const char *names_at[KEY_ACTION + 1][MAXPLACEKEYS + 1];

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
			names_at[k->place][pk->n] = k->name;
			pk->k[pk->n++] = k;
		}
}

static const struct placekeys *
keys_at(enum keyplace place)
{
	pthread_once(&listed, list_keys);
	return &byplace[place];
}

const char *const *
modules_key_list(enum keyplace place)
{
	keys_at(place);
	return names_at[place];
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

	EACH_PHASED(PH_DEPLOY_FREE, i)
		if (order[PH_DEPLOY_FREE].m[i]->deploy_free.run(j, seg) ==
		    HOOK_DONE)
			return HOOK_DONE;
	return HOOK_PASS;
}

int
modules_deploy_nowhere(struct judge *j, int t, int nviol, int napplied)
{
	int i;

	EACH(i)
		if (modules[i]->deploy_nowhere)
			return modules[i]->deploy_nowhere(j, t, nviol, napplied);
	return judge_fail_part(j, napplied);
}

void
modules_deploy_refused(struct judge *j, int nviol)
{
	int i;

	EACH(i)
		if (modules[i]->deploy_refused)
			modules[i]->deploy_refused(j, nviol);
}

void
modules_deploy_figure(struct judge *j)
{
	int i;

	EACH(i)
		if (modules[i]->deploy_figure)
			modules[i]->deploy_figure(j);
}

/* A module's place in the table: what moves knows its parts by. */
static int
index_of(const struct module *m)
{
	int i;

	EACH(i)
		if (modules[i] == m)
			return i;
	abort();	/* a module not in the list: a build defect */
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

	EACH_PHASED(PH_TURN_PART, i)
		if ((rc = order[PH_TURN_PART].m[i]->turn_part.run(j)) != 0) {
			j->refused_by = index_of(order[PH_TURN_PART].m[i]);
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

	EACH_PHASED(PH_UNITS, i)
		order[PH_UNITS].m[i]->score_units.run(j, t);
}

void
modules_score_rate(struct judge *j, struct tally *t)
{
	int i;

	EACH_PHASED(PH_RATE, i)
		order[PH_RATE].m[i]->score_rate.run(j, t);
}

void
modules_score_adjust(struct judge *j, struct tally *t)
{
	int i;

	EACH_PHASED(PH_ADJUST, i)
		order[PH_ADJUST].m[i]->score_adjust.run(j, t);
}

int
modules_after_scoring(struct judge *j)
{
	int i, rc;

	EACH_PHASED(PH_AFTER, i)
		if ((rc = order[PH_AFTER].m[i]->after_scoring.run(j)) != 0)
			return rc;
	return 0;
}

void
modules_end_game(struct judge *j)
{
	int i;

	EACH_PHASED(PH_END, i)
		order[PH_END].m[i]->end_game.run(j);
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

#define NTOPFIRST ((int)NELEMS(top_first))

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

/* A module's blocks: its keys in a position, its state in a game, found
 * by the module itself (module_keys_of, module_state). */

/* The slot of module m in v, or -1. */
static int
find(const struct modslot *v, const struct module *m)
{
	int i;

	for (i = 0; i < MAXMODULES && v[i].m != NULL; i++)
		if (v[i].m == m)
			return i;
	return -1;
}

/* The slot of module m in v, the first free one taken if it has none. */
static int
slot(struct modslot *v, const struct module *m)
{
	int i = find(v, m);

	if (i < 0) {
		for (i = 0; i < MAXMODULES && v[i].m != NULL; i++)
			continue;
		if (i == MAXMODULES)
			abort();	/* modules.c holds at most MAXMODULES */
		v[i].m = m;
	}
	return i;
}

void *
module_keys(struct position *p, const struct module *m, size_t size)
{
	int i = slot(p->ext, m);

	if (p->ext[i].data == NULL)
		p->ext[i].data = xcalloc(1, size);
	return p->ext[i].data;
}

void
module_keys_set(struct position *p, const struct module *m, void *block)
{
	int i = slot(p->ext, m);

	p->ext[i].data = block;
}

const void *
module_keys_of(const struct position *p, const struct module *m)
{
	int i = find(p->ext, m);

	return i < 0 ? NULL : p->ext[i].data;
}

void *
module_state(const struct game *g, const struct module *m)
{
	int i = find(g->state, m);

	return i < 0 ? NULL : g->state[i].data;
}

/* show: what the modules' show_part hooks write their part of the action
 * with: its words, its figures, and a feature named as the picture names
 * it. */

void
showpart_say(struct showpart *s, const char *fmt, ...)
{
	size_t n = strlen(s->words);
	va_list ap;

	va_start(ap, fmt);
	(void)vsnprintf(s->words + n, sizeof s->words - n, fmt, ap);
	va_end(ap);
}

void
showpart_fig(struct showpart *s, const struct showfig *f)
{
	s->figs = xrealloc(s->figs, (size_t)s->nfigs + 1, sizeof *s->figs);
	s->figs[s->nfigs++] = *f;
}

const char *
show_feature(const struct game *g, bool at_given, int x, int y,
    const struct addr *a, char *buf, size_t len)
{
	const struct action *act = &g->p->action;
	const struct tiledef *def = NULL;
	const struct ptile *pt;
	int t = at_given ? board_tile_at(&g->board, x, y) : -1, rot = 0, s;
	char name[32];

	if (t >= 0) {
		pt = &g->board.tiles[t];
		def = pt->def;
		rot = (unsigned char)pt->rot;	/* 0 to 3 */
	} else if (act->place && (!at_given || (x == act->px &&
	    y == act->py))) {
		def = g->form(g, act->tile);
		rot = act->prot;
		x = act->px;
		y = act->py;
	}
	if (def != NULL && (s = addr_resolve(def, rot, a)) >= 0)
		addr_name(def, rot, s, name, sizeof name);
	else
		addr_text(a, name, sizeof name);
	if (def == NULL && !at_given)
		snprintf(buf, len, "%s", name);
	else
		snprintf(buf, len, "%s at (%d,%d)", name, x, y);
	return buf;
}
