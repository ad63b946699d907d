/* Reading the pending action of a position (carcjudge(5), action): the
 * base parts (player, place, deploy), the modules' parts through their
 * keys; and, for import, an action taken out or read anew on a position
 * already loaded. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "action.h"
#include "diag.h"
#include "module.h"
#include "position.h"
#include "schema.h"
#include "xalloc.h"
#include "ynode.h"

static int
load_place(struct position *p, const struct ynode *n)
{
	static const char *const keys[] = { "tile", "at", "rot", NULL };
	struct action *a = &p->action;
	const struct ynode *v;

	TRY(want(p, n, YN_MAP, "place"));
	TRY(only_keys(p, n, keys, NULL, "place"));
	TRY(need(p, n, "tile", "place", &v));
	TRY(tile_ref(p, v, &a->tile));
	if ((v = opt(n, "at")) != NULL) {
		TRY(coords(p, v, "at", &a->px, &a->py));
		a->at_given = true;
	}
	if ((v = opt(n, "rot")) != NULL) {
		TRY(rotation(p, v, &a->prot));
		a->rot_given = true;
	}
	a->place = true;
	a->placepos = node_pos(n);
	return 0;
}

/* Does an action's via: name route v (rolled: one landing by its roll)? */
static bool
via_named(int v, bool rolled)
{
	return via_def[v]->written && (!rolled || via_def[v]->lands_by_rule);
}

/* The routes an action's via: names, "A or B" (rolled: those landing by
 * their roll), in buf. */
static const char *
via_names(char *buf, size_t len, bool rolled)
{
	int v, n = 0;

	for (v = VIA_NONE + 1; v < nvias; v++)
		n += via_named(v, rolled);
	buf[0] = '\0';
	for (v = VIA_NONE + 1; v < nvias; v++) {
		if (!via_named(v, rolled))
			continue;
		if (buf[0] != '\0' && strlen(buf) + 4 < len)
			strcat(buf, --n == 1 ? " or " : ", ");
		if (strlen(buf) + strlen(via_def[v]->name) < len)
			strcat(buf, via_def[v]->name);
	}
	return buf;
}

static int
load_deploy(struct position *p, const struct ynode *n)
{
	static const char *const keys[] = { "feature", "kind", "at", "via",
		"roll", NULL };
	struct action *a = &p->action;
	const struct ynode *v, *roll;
	char names[MAXVIAS * 24], what[64];

	TRY(want(p, n, YN_MAP, "deploy"));
	TRY(only_keys(p, n, keys, NULL, "deploy"));
	/* The route first: a crash is told by it, so a bad via is said as
	 * such, not as a missing feature. */
	if ((v = opt(n, "via")) != NULL) {
		TRY(want(p, v, YN_SCALAR, "via"));
		a->via = figures_via(v->str);
		if (a->via == VIA_NONE || !via_def[a->via]->written)
			return node_error(p, v, "via is %s, not '%s'",
			    via_names(names, sizeof names, false),
			    diag_quote(v->str));
	}
	/* A figure by a route that lands by its rule (a roll) without
	 * feature and at crashes: it lands nowhere (the route's rule). */
	if (opt(n, "feature") == NULL && via_lands_by_rule(a->via)) {
		if ((v = opt(n, "at")) != NULL)
			return node_error(p, v, "deploy via %s without "
			    "feature is a crash, which lands nowhere: no at",
			    via_def[a->via]->name);
		a->crash = true;
	} else {
		TRY(need(p, n, "feature", "deploy", &v));
		TRY(address(p, v, &a->daddr));
	}
	a->dkind = MK_FOLLOWER;
	if ((v = opt(n, "kind")) != NULL)
		TRY(meeple_kind(p, v, &a->dkind));
	if ((v = opt(n, "at")) != NULL) {
		TRY(coords(p, v, "at", &a->dx, &a->dy));
		a->dat_given = true;
	}
	roll = opt(n, "roll");
	if (roll != NULL && !via_lands_by_rule(a->via))
		return node_error(p, roll, "roll goes with via: %s",
		    via_names(names, sizeof names, true));
	if (via_lands_by_rule(a->via)) {
		snprintf(what, sizeof what, "deploy via %s",
		    via_def[a->via]->name);
		TRY(need(p, n, "roll", what, &roll));
		TRY(integer(p, roll, 1, 3, "roll", &a->roll));
	}
	a->deploy = true;
	a->deploypos = node_pos(n);
	return 0;
}

/* The action's first part moves does not list, noted (action.h). */
void
action_note_unlisted(struct position *p, const struct ynode *n)
{
	size_t i;

	if (n->kind != YN_MAP)
		return;
	for (i = 0; i < n->n; i++) {
		const struct ynode *k = n->items[2 * i];

		if (strcmp(k->str, "player") != 0 &&
		    strcmp(k->str, "place") != 0 &&
		    strcmp(k->str, "deploy") != 0 &&
		    !modules_part_key(k->str)) {
			p->unlisted_part = xstrdup(k->str);
			p->unlisted_pos = node_pos(k);
			return;
		}
	}
}

int
position_moves_action(struct diag_state *d, const struct position *p)
{
	if (p->unlisted_part == NULL)
		return 0;
	/* As pos_error says it, here where the file is no longer read. */
	return diag_input(d, p->file, p->unlisted_pos.line,
	    p->unlisted_pos.col, "moves lists turns without '%s': take it "
	    "out, or judge the turn with it", p->unlisted_part);
}

int
action_load(struct position *p, const struct ynode *n,
    const struct loadopts *o)
{
	static const char *const keys[] = { "player", "place", "deploy",
		NULL };
	struct action *a = &p->action;
	const struct ynode *v;

	a->present = true;
	a->pos = node_pos(n);
	if (n->kind == YN_SCALAR) {
		if (strcmp(n->str, "end-game") != 0)
			return node_error(p, n, "action is a turn (a mapping) or "
			    "'end-game', not '%s'", diag_quote(n->str));
		a->end_game = true;
		return 0;
	}
	TRY(want(p, n, YN_MAP, "action"));
	TRY(only_keys(p, n, keys, modules_key_list(KEY_ACTION), "action"));
	TRY(need(p, n, "player", "action", &v));
	TRY(player_ref(p, v, &a->player));
	if ((v = opt(n, "place")) != NULL)
		TRY(load_place(p, v));
	if (a->place && !a->at_given && !o->place_any)
		return pos_error(p, a->placepos, "place needs at: [x, y] (to "
		    "list where %s fits, run 'carcjudge moves')",
		    a->tile->id);
	if ((v = opt(n, "deploy")) != NULL)
		TRY(load_deploy(p, v));
	return modules_load_keys(p, KEY_ACTION, -1, n);
}

/* Does module m read keys of the action only? */
static bool
action_only(const struct module *m)
{
	const struct modkey *k;

	for (k = m->keys; k != NULL && k->name != NULL; k++)
		if (k->place != KEY_ACTION)
			return false;
	return true;
}

void
position_clear_action(struct position *p)
{
	int i;

	memset(&p->action, 0, sizeof p->action);
	p->action_line = p->action_end = 0;
	free(p->unlisted_part);
	p->unlisted_part = NULL;
	for (i = 0; i < modules_count(); i++) {
		const struct module *m = modules_at(i);
		void *block = (void *)module_keys_of(p, m);

		if (block == NULL)
			continue;
		if (action_only(m)) {
			if (m->free_keys)
				m->free_keys(block);
			module_keys_set(p, m, NULL);
			free(block);
		} else if (m->part_with != NULL) {
			/* The copy takes over what the block points to. */
			module_keys_set(p, m, m->part_with(block, NULL));
			free(block);
		}
	}
}

int
position_load_action(struct diag_state *d, struct position *p,
    const char *text, size_t len)
{
	struct ylimits lim = { len + 1, 64, 1000000, YNODE_MAX_KEYS };
	const struct ynode *ac;
	struct yerror err;
	struct ynode *root;
	int rc;

	position_clear_action(p);
	if ((root = ynode_parse(text, len, &lim, &err)) == NULL) {
		if (err.line == 0)
			return diag_fatal(d, "%s: %s", p->file, err.msg);
		return diag_input(d, p->file, err.line, err.col, "%s", err.msg);
	}
	p->text = text;
	p->textlen = len;
	p->diag = d;
	rc = want(p, root, YN_MAP, "a position");
	if (rc == 0)
		rc = need(p, root, "action", "a position", &ac);
	p->text = NULL;
	p->textlen = 0;
	p->diag = NULL;
	if (rc == 0)
		rc = position_read_action(d, p, ac, text, len);
	ynode_free(root);
	return rc;
}

int
position_read_action(struct diag_state *d, struct position *p,
    const struct ynode *ac, const char *text, size_t len)
{
	struct loadopts lo = { len + 1, true, false, false, false,
	    false };
	const struct action *a = &p->action;
	int rc;

	position_clear_action(p);
	p->text = text;
	p->textlen = len;
	p->diag = d;
	rc = action_load(p, ac, &lo);
	/* As position_load checks the action once the board is read. */
	if (rc == 0 && a->deploy &&
	    (!via_lands_by_rule(a->via) || a->dat_given)) {
		if (a->dat_given)
			rc = position_check_address(p, a->dx, a->dy, &a->daddr);
		else if (a->place && a->at_given)
			rc = position_check_address(p, a->px, a->py, &a->daddr);
		else if (a->place)
			rc = position_check_any_rotation(p, &a->daddr);
	}
	if (rc == 0)
		rc = modules_loaded(p);
	p->text = NULL;
	p->textlen = 0;
	p->diag = NULL;
	return rc;
}
