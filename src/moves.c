/* Every legal turn for the tile in hand.  For each empty square next to
 * the board and each rotation, the candidate turns -- no deployment or
 * each deployment the tile and the modules' routes offer, times each
 * module's part (tokens, magic moves) or none -- are judged by
 * judge_candidate(), the engine `judge` runs, never by rules of moves'
 * own.  Each part is judged once per state it depends on and the
 * verdicts combined (see "combining the parts' verdicts" below), which
 * counts and lists the complete turns without judging each; where a
 * verdict is not what the combination foresees, or more parts than it
 * knows take part, every combination is judged, in an order that keeps
 * the count down without deciding anything here:
 *   - a placement whose place part fails (a BASE-TILE-* violation) fails
 *     with any other part: its other candidates are not judged;
 *   - a magic part and a deployment that fail together without a token,
 *     at the place, magic or deploy part, fail with every token too (they
 *     are judged before the token, and read none), so tokens are tried
 *     only with the pairs that passed or failed at a later part. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "game.h"
#include "grid.h"
#include "judge.h"
#include "moves.h"
#include "readings.h"
#include "schema.h"
#include "xalloc.h"

static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { 1, 0, -1, 0 };

/* What one run of the enumeration shares. */
struct run {
	const struct position *p;
	const struct rulesconf *ov;
	struct moves *m;
	struct game *g0;	/* the position before the turn */
	int given[MAXPARTS];	/* the action gives part k: 1, 0, or -1
				 * not yet known */
};

const struct partcand *
moves_turn_part(const struct mplacement *pl, const struct mturn *t, int k)
{
	return t->part[k] < 0 ? NULL : &pl->part[k].c[t->part[k]];
}

/* The modules that list candidates for a part of the action. */
static void
find_parts(struct moves *m)
{
	int i;

	m->nparts = 0;
	for (i = 0; i < modules_count() && m->nparts < MAXPARTS; i++)
		if (modules_at(i)->part != NULL &&
		    modules_at(i)->part_candidates != NULL &&
		    modules_at(i)->part_with != NULL) {
			m->part[m->nparts] = modules_at(i);
			m->partmod[m->nparts++] = i;
		}
}

/* The place part's rules are the BASE-TILE-* checks: a turn refused by
 * none of them failed at a later part. */
bool
moves_place_failed(const struct outcome *o)
{
	int i;

	for (i = 0; i < o->nviol; i++)
		if (strncmp(rule_name(o->viol[i].rule), "BASE-TILE-", 10) == 0)
			return true;
	return false;
}

/*
 * Judges one candidate turn: the position with its action replaced by
 * the candidate -- the tile placed at (pl->x, pl->y) turned pl->rot, the
 * deployment t->deploy, each module's part t->part[k] -- on g, the game of
 * the position under the run's reading, by judge_trial(): the engine
 * `judge` runs, on a board built once, each trial undone after.  This is
 * the one place where moves judges.  Returns 0 legal, 1 illegal, 4
 * internal error; *fits: the place part passed; *stop: where an illegal
 * turn stopped (judge_trial_where()).
 */
static int
judge_candidate(const struct position *p, struct game *g, struct moves *m,
    const struct mplacement *pl, const struct mturn *t, bool *fits,
    struct trial_stop *stop)
{
	struct position q = *p;
	struct action *a = &q.action;
	struct outcome o;
	struct diag_quiet quiet;
	void *ext[MAXPARTS];
	int k, rc;

	*fits = false;
	a->at_given = a->rot_given = true;
	a->px = pl->x;
	a->py = pl->y;
	a->prot = pl->rot;
	a->deploy = t->deploy >= 0;
	a->dat_given = false;
	a->via = VIA_NONE;
	a->roll = 0;
	a->crash = false;
	a->dkind = MK_FOLLOWER;
	if (a->deploy) {
		const struct mdeploy *d = &pl->deploy[t->deploy];

		a->crash = d->crash;
		a->daddr = d->addr;
		a->dkind = d->kind;
		a->via = d->via;
		a->roll = d->roll;
		a->dat_given = d->at_given;
		a->dx = d->x;
		a->dy = d->y;
	}
	for (k = 0; k < m->nparts; k++) {
		ext[k] = m->part[k]->part_with(module_keys_of(p, m->part[k]),
		    moves_turn_part(pl, t, k));
		module_keys_set(&q, m->part[k], ext[k]);
	}
	g->p = &q;
	quiet = diag_quiet_begin(g->diag);
	rc = judge_trial_where(g, &o, stop);
	diag_quiet_end(g->diag, quiet);
	g->p = p;
	m->judged++;
	if (rc <= 1) {
		*fits = !moves_place_failed(&o);
		outcome_free(&o);
	}
	for (k = 0; k < m->nparts; k++)
		free(ext[k]);
	if (rc > 1)
		return diag_fatal(g->diag,
		    "%s: internal error: a candidate turn could "
		    "not be judged", p->file);
	return rc;
}

/* --- deployments --- */

/* The canonical address of segment i of def turned rot; false when no
 * address names it. */
static bool
seg_addr(const struct tiledef *def, int rot, int i, struct addr *a)
{
	const struct segdef *sd = &def->segs[i];

	memset(a, 0, sizeof *a);
	a->kind = sd->kind;
	a->where = -1;
	if (sd->kind == SEG_FIELD)
		a->where = sd->halves == 0 ? H_CENTRE :
		    first_bit(rot_halves(sd->halves, rot));
	else if (sd->kind == SEG_ROAD || sd->kind == SEG_CITY)
		a->where = first_bit(rot_edges(sd->edges, rot));
	if (a->where < 0 && sd->kind != SEG_CLOISTER &&
	    sd->kind != SEG_CATHEDRAL)
		return false;
	return addr_resolve(def, rot, a) == i;
}

/* Features in list order: N E S W, NNW ... WNW, C, cloister,
 * cathedral; a crash, which names none, after them. */
static int
feature_rank(const struct mdeploy *d)
{
	const struct addr *a = &d->addr;

	if (d->crash)
		return 15;
	switch (a->kind) {
	case SEG_ROAD:
	case SEG_CITY:
		return a->where;
	case SEG_FIELD:
		return 4 + a->where;
	default:
		return a->kind == SEG_CLOISTER ? 13 : 14;
	}
}

static int
cmp_int(int a, int b)
{
	return (a > b) - (a < b);
}

/* The placed tile's first (no `at`), then by square, feature, kind,
 * route, roll. */
static int
deploy_cmp(const void *va, const void *vb)
{
	const struct mdeploy *a = va, *b = vb;
	int r;

	if (a->at_given != b->at_given)
		return a->at_given ? 1 : -1;
	if ((r = cmp_int(a->x, b->x)) != 0 || (r = cmp_int(a->y, b->y)) != 0)
		return r;
	if ((r = cmp_int(feature_rank(a), feature_rank(b))) !=
	    0 || (r = cmp_int((int)a->kind, (int)b->kind)) != 0 ||
	    (r = cmp_int((int)a->via, (int)b->via)) != 0)
		return r;
	return cmp_int(a->roll, b->roll);
}

/* Does the action's own deployment name candidate d (on a tile of form
 * def turned rot)? */
static bool
deploy_matches(const struct action *a, const struct mdeploy *d,
    const struct tiledef *def, int rot)
{
	if (a->dkind != d->kind || a->via != d->via || a->crash != d->crash ||
	    (via_lands_by_rule(a->via) && a->roll != d->roll))
		return false;
	if (d->crash)
		return true;
	if (a->dat_given) {
		if (a->dx != d->x || a->dy != d->y)
			return false;
	} else if (!via_lands_by_rule(a->via) && d->at_given)
		return false;
	return addr_resolve(def, rot, &a->daddr) == d->seg;
}

/* Candidate d with each kind: those the action's own deployment names,
 * when it gives one. */
static void
add_kinds(struct mplacement *pl, size_t *cap, const struct action *a,
    struct mdeploy d, const struct tiledef *def, int rot)
{
	int k;

	/* Each kind a player deploys from supply (figures.h). */
	for (k = 0; k < nmkinds; k++) {
		if (mkind_supply(k) == 0)
			continue;
		d.kind = (enum mkind)k;
		if (a->deploy && !deploy_matches(a, &d, def, rot))
			continue;
		pl->deploy = xgrow(pl->deploy, cap, (size_t)pl->ndeploy + 1,
		    sizeof *pl->deploy);
		pl->deploy[pl->ndeploy++] = d;
	}
}

/* Every segment of def turned rot at (x, y), with each kind. */
static void
add_tile_deploys(struct mplacement *pl, size_t *cap, const struct action *a,
    const struct tiledef *def, int rot, int x, int y, enum via via,
    int roll, bool at_given)
{
	struct mdeploy d;
	int i;

	for (i = 0; i < def->nsegs; i++) {
		memset(&d, 0, sizeof d);
		if (!seg_addr(def, rot, i, &d.addr))
			continue;
		d.seg = i;
		d.via = via;
		d.roll = roll;
		d.at_given = at_given;
		d.x = x;
		d.y = y;
		add_kinds(pl, cap, a, d, def, rot);
	}
}

/* The deployment candidates of a placement: every segment of the placed
 * tile, and of every tile a module's route reaches (a portal, a flier's
 * rolls), with each kind; only those the action's own deployment names,
 * when it gives one.  A flier's roll is a die result, not a choice: each
 * roll also offers its crash, {via: flier, roll} without a feature, which
 * the judge allows where the follower can land nowhere (an empty square
 * among them). */
static void
deploy_candidates(struct run *r, struct mplacement *pl)
{
	const struct action *a = &r->p->action;
	const struct board *b = &r->g0->board;
	const struct tiledef *form = modules_tile_form(r->g0, a->tile);
	struct route *routes;
	size_t cap = 0;
	int n, i, t;

	add_tile_deploys(pl, &cap, a, form, pl->rot, pl->x, pl->y, VIA_NONE,
	    0, false);
	n = modules_deploy_routes(r->g0, pl->x, pl->y, pl->rot, &routes);
	for (i = 0; i < n; i++) {
		/* A route that lands by its roll may crash (FLIER-LAND). */
		if (via_lands_by_rule(routes[i].via)) {
			struct mdeploy d;

			memset(&d, 0, sizeof d);
			d.crash = true;
			d.seg = -1;
			d.via = routes[i].via;
			d.roll = routes[i].roll;
			d.x = pl->x;
			d.y = pl->y;
			add_kinds(pl, &cap, a, d, form, pl->rot);
		}
		if ((t = board_tile_at(b, routes[i].x, routes[i].y)) < 0)
			continue;
		add_tile_deploys(pl, &cap, a, b->tiles[t].def, b->tiles[t].rot,
		    routes[i].x, routes[i].y, routes[i].via, routes[i].roll,
		    true);
	}
	/* Deploying on the placed tile by a route the action names (through
	 * the tile's own portal) is the ordinary deployment; listed only when
	 * the action asks for it.  A route landing by its roll is listed
	 * above. */
	if (a->deploy && a->via != VIA_NONE && !via_lands_by_rule(a->via))
		add_tile_deploys(pl, &cap, a, form, pl->rot, pl->x, pl->y,
		    a->via, 0, false);
	free(routes);
	if (pl->ndeploy > 1)
		qsort(pl->deploy, (size_t)pl->ndeploy, sizeof *pl->deploy,
		    deploy_cmp);
	pl->deploy_listed = xcalloc((size_t)pl->ndeploy + 1,
	    sizeof *pl->deploy_listed);
}

/* --- turns --- */

/* The values one component of a turn takes in a stage: -1 is none. */
struct range {
	int n;
	size_t cap;
	int *v;
};

static void
range_add(struct range *g, int v)
{
	g->v = xgrow(g->v, &g->cap, (size_t)g->n + 1, sizeof *g->v);
	g->v[g->n++] = v;
}

/* Candidate turns kept for a later stage. */
struct turns {
	int n;
	size_t cap;
	struct mturn *t;
};

static void
turns_add(struct turns *l, const struct mturn *t)
{
	l->t = xgrow(l->t, &l->cap, (size_t)l->n + 1, sizeof *l->t);
	l->t[l->n++] = *t;
}

/* Is part k's value v what the action gives (none, or its given part)? */
static bool
part_at_base(const struct mplacement *pl, int k, int v)
{
	return pl->part[k].given || v < 0;
}

static bool
after_parts_at_base(const struct moves *m, const struct mplacement *pl,
    const struct mturn *t, int except)
{
	int k;

	for (k = 0; k < m->nparts; k++)
		if (k != except && m->part[k]->part_after_deploy &&
		    !part_at_base(pl, k, t->part[k]))
			return false;
	return true;
}

/* List order: the parts judged before the deployment (magic), the
 * deployment, then the parts after it (tokens); none first.  qsort()
 * passes no context: the moves being sorted are here. */
static const struct moves *sort_moves;

static int
turn_cmp(const void *va, const void *vb)
{
	const struct mturn *a = va, *b = vb;
	const struct moves *m = sort_moves;
	int k, r;

	for (k = 0; k < m->nparts; k++)
		if (!m->part[k]->part_after_deploy &&
		    (r = cmp_int(a->part[k], b->part[k])) != 0)
			return r;
	if ((r = cmp_int(a->deploy, b->deploy)) != 0)
		return r;
	for (k = 0; k < m->nparts; k++)
		if (m->part[k]->part_after_deploy &&
		    (r = cmp_int(a->part[k], b->part[k])) != 0)
			return r;
	return 0;
}

/* Judges every combination of the ranges (deploy first, then the parts);
 * records the legal ones in pl, and in *late those that failed at a part
 * after the deployment (a token may yet make them legal).  Returns 0, 4,
 * or -1 when the place part failed (the placement is abandoned). */
static int
judge_combinations(struct run *r, struct mplacement *pl,
    const struct range *ranges, struct turns *late)
{
	struct moves *m = r->m;
	int pos[MAXPARTS + 1] = { 0 }, nc = m->nparts + 1, c, rc;
	struct mturn t;
	struct trial_stop stop;
	bool fits;

	for (c = 0; c < MAXPARTS; c++)
		t.part[c] = -1;
	/* The deployment's range comes first, whatever the parts. */
	if (ranges[0].n == 0)
		return 0;
	for (c = 1; c < nc; c++)
		if (ranges[c].n == 0)
			return 0;
	for (;;) {
		t.deploy = ranges[0].v[pos[0]];
		for (c = 1; c < nc; c++)
			t.part[c - 1] = ranges[c].v[pos[c]];
		if ((rc = judge_candidate(r->p, r->g0, m, pl, &t, &fits,
		    &stop)) > 1)
			return rc;
		if (!fits)
			return -1;
		if (rc == 0) {
			pl->turns = xgrow(pl->turns, &pl->capturns,
			    (size_t)pl->nturns + 1, sizeof *pl->turns);
			pl->turns[pl->nturns++] = t;
		} else if (stop.part == TRIAL_AFTER)
			turns_add(late, &t);
		for (c = nc - 1; c >= 0 && ++pos[c] == ranges[c].n; c--)
			pos[c] = 0;
		if (c < 0)
			return 0;
	}
}

/* Does part k take each of its values in stage two (a part after the
 * deployment that the action does not give)? */
static bool
varies(const struct moves *m, const struct mplacement *pl, int k)
{
	return m->part[k]->part_after_deploy && !pl->part[k].given;
}

/* Stage two of a placement: each turn of stage one that was legal, or
 * failed at a part after the deployment, its parts after the deployment
 * at their base (none), with every other combination of those parts'
 * values; records the legal ones.  Returns 0, or 4. */
static int
judge_after_parts(struct run *r, struct mplacement *pl,
    const struct range *ranges, const struct turns *late)
{
	struct moves *m = r->m;
	struct turns base = { 0, 0, NULL };
	int pos[MAXPARTS] = { 0 }, b, k, rc = 0;
	struct mturn t;
	struct trial_stop stop;
	bool fits;

	for (k = 0; k < m->nparts; k++)
		if (ranges[k + 1].n == 0)
			return 0;
	/* pl->turns grows as the turns are judged. */
	for (b = 0; b < pl->nturns; b++)
		turns_add(&base, &pl->turns[b]);
	for (b = 0; b < late->n; b++)
		turns_add(&base, &late->t[b]);
	for (b = 0; b < base.n && rc <= 1; b++) {
		memset(pos, 0, sizeof pos);
		for (;;) {
			t = base.t[b];
			for (k = 0; k < m->nparts; k++)
				if (varies(m, pl, k))
					t.part[k] = ranges[k + 1].v[pos[k]];
			if (!after_parts_at_base(m, pl, &t, -1)) {
				if ((rc = judge_candidate(r->p, r->g0, m, pl,
				    &t, &fits, &stop)) > 1)
					break;
				if (rc == 0) {
					pl->turns = xgrow(pl->turns,
					    &pl->capturns,
					    (size_t)pl->nturns + 1,
					    sizeof *pl->turns);
					pl->turns[pl->nturns++] = t;
				}
			}
			for (k = m->nparts - 1; k >= 0; k--) {
				if (!varies(m, pl, k))
					continue;
				if (++pos[k] < ranges[k + 1].n)
					break;
				pos[k] = 0;
			}
			if (k < 0)
				break;
		}
	}
	free(base.t);
	return rc > 1 ? rc : 0;
}

/* Which candidates the list shows: a deployment legal in a turn whose
 * parts after it are as the action gives them (none, or the part given)
 * and with any part before it (a magic move); a part's value legal with
 * the deployment and the other parts after it as the action gives them. */
static void
mark_listed(const struct moves *m, struct mplacement *pl, bool deploy_given)
{
	int i, k;

	for (i = 0; i < pl->nturns; i++) {
		const struct mturn *t = &pl->turns[i];

		if (t->deploy >= 0 && after_parts_at_base(m, pl, t, -1))
			pl->deploy_listed[t->deploy] = true;
		if (t->deploy >= 0 && !deploy_given)
			continue;
		for (k = 0; k < m->nparts; k++)
			if (t->part[k] >= 0 && after_parts_at_base(m, pl, t, k))
				pl->part[k].listed[t->part[k]] = true;
	}
}

/* --- combining the parts' verdicts --- */

/*
 * A turn is legal when each of its parts is, judged in order on what the
 * parts before it left.  What each part's judging reads (module.h): the
 * place and a part judged before the deployment (a magic move: A) read
 * the placement alone; the deployment (B) reads the placement, not the
 * magic move (which moves the figures, and they hold no feature); a
 * token (C) reads the deployment only where its module says so
 * (part_reads_deploy: a variant that asks who holds the road), and then
 * only a deployment onto the features it reads (part_segs), never the
 * magic move; the magic module's part judged after the token (E) reads
 * the token only through the features it joins, where one holds a
 * figure (join_read), and no deployment.  So a turn (magic m, deploy d,
 * token t) is legal when A(m), B(d), C(d, t) and E(m, t) all hold, and
 * each is judged once per state it depends on: every m with no
 * deployment or token, every d with an m that passes, every t with one
 * d and with each d onto a feature t reads, and E(m, t) for every m only
 * where t joins a feature holding a figure -- elsewhere E(m, t) is
 * E(m, none).  The trial says which part stopped a turn
 * (judge_trial_where()); a verdict the combination does not foresee --
 * another module refusing, deployments that should agree differing --
 * sends the placement back to judging every combination.
 */
struct combo {
	int km, kt;		/* the parts before and after the deployment,
				 * or -1 */
	struct range rm, rd, rt;	/* the values of m, d, t: -1 none */
	bool *a;		/* per m */
	bool *b;		/* per d */
	int *dfeat;		/* per d: the feature it goes onto, or -1 */
	int (*tfeat)[2];	/* per t: the features C reads, or -1 */
	bool *c;		/* per t: C with a d onto no feature it reads */
	/* per t: C with each d onto a feature it reads, from exc[exc0[t]]
	 * to exc[exc0[t + 1]], in d's order */
	int *exc0;
	struct cexc {
		int d;
		bool c;
	} *exc;
	bool **e;		/* per t: per m, or NULL (no d passes t) */
	bool *eown;		/* per t: e[t] is its own, not shared */
	long *nm, *nd;		/* per t: the m and the d it combines with */
};

static bool
combo_c(const struct combo *cb, int d, int t)
{
	int i;

	for (i = cb->exc0[t]; i < cb->exc0[t + 1]; i++)
		if (cb->exc[i].d == d)
			return cb->exc[i].c;
	return cb->c[t];
}

static void
combo_free(struct combo *cb)
{
	int t;

	if (cb == NULL)
		return;
	for (t = 0; t < cb->rt.n && cb->e != NULL; t++)
		if (cb->eown[t])
			free(cb->e[t]);
	free(cb->e);
	free(cb->eown);
	free(cb->nm);
	free(cb->nd);
	free(cb->a);
	free(cb->b);
	free(cb->dfeat);
	free(cb->tfeat);
	free(cb->c);
	free(cb->exc0);
	free(cb->exc);
	free(cb->rm.v);
	free(cb->rd.v);
	free(cb->rt.v);
	free(cb);
}

/* A part's values: none first unless the action gives the part, then
 * every candidate. */
static void
part_range(const struct mplacement *pl, int k, struct range *g)
{
	int i;

	if (k < 0 || !pl->part[k].given)
		range_add(g, -1);
	for (i = 0; k >= 0 && i < pl->part[k].n; i++)
		range_add(g, i);
}

/* Judges the turn (rm[m], rd[d], rt[t]).  Returns 0 or 1 as judged, 4
 * internal error, -1 when the place part failed. */
static int
combo_judge(struct run *r, struct mplacement *pl, const struct combo *cb,
    int m, int d, int t, struct trial_stop *stop)
{
	struct mturn turn;
	bool fits;
	int k, rc;

	turn.deploy = cb->rd.v[d];
	for (k = 0; k < MAXPARTS; k++)
		turn.part[k] = -1;
	if (cb->km >= 0)
		turn.part[cb->km] = cb->rm.v[m];
	if (cb->kt >= 0)
		turn.part[cb->kt] = cb->rt.v[t];
	if ((rc = judge_candidate(r->p, r->g0, r->m, pl, &turn, &fits,
	    stop)) > 1)
		return rc;
	return fits ? rc : -1;
}

/* What a turn's verdict says of C and E, the parts before the token
 * having passed: 1 both hold, 0 C fails (E unknown), 2 C holds and E
 * fails, 3 a verdict the combination does not foresee. */
static int
after_verdict(const struct moves *m, const struct combo *cb,
    const struct trial_stop *stop)
{
	if (stop->part == TRIAL_LEGAL)
		return 1;
	if (stop->part != TRIAL_AFTER)
		return 3;
	if (cb->kt >= 0 && stop->module == m->partmod[cb->kt])
		return 0;
	if (cb->km >= 0 && stop->module == m->partmod[cb->km])
		return 2;
	return 3;
}

/* The features, with the placement laid on the board: the one each
 * deployment goes onto, those each token value's judging reads, and
 * whether a token value joins features the magic part reads (joins[t],
 * allocated). */
static bool *
combo_features(struct run *r, const struct mplacement *pl,
    struct combo *cb)
{
	const struct moves *m = r->m;
	const struct module *tok = cb->kt >= 0 ? m->part[cb->kt] : NULL;
	const struct module *mag = cb->km >= 0 ? m->part[cb->km] : NULL;
	struct board *b = &r->g0->board;
	bool *joins = xcalloc((size_t)cb->rt.n + 1, sizeof *joins);
	int mark, placed, t, d, n, seg[2], tile;

	cb->dfeat = xmalloc((size_t)cb->rd.n + 1, sizeof *cb->dfeat);
	cb->tfeat = xmalloc((size_t)cb->rt.n + 1, sizeof *cb->tfeat);
	mark = board_checkpoint(b);
	placed = board_add_tile(b, modules_tile_form(r->g0,
	    r->p->action.tile), pl->x, pl->y, pl->rot);
	board_unite_tile(b, placed);
	board_sync(b);
	for (d = 0; d < cb->rd.n; d++) {
		const struct mdeploy *md = cb->rd.v[d] < 0 ? NULL :
		    &pl->deploy[cb->rd.v[d]];

		cb->dfeat[d] = -1;
		if (md == NULL || md->crash || md->seg < 0)
			continue;
		tile = md->at_given ? board_tile_at(b, md->x, md->y) : placed;
		if (tile >= 0 && md->seg < b->tiles[tile].def->nsegs)
			cb->dfeat[d] = b->fs.of[b->tiles[tile].seg0 + md->seg];
	}
	for (t = 0; t < cb->rt.n; t++) {
		cb->tfeat[t][0] = cb->tfeat[t][1] = -1;
		if (cb->rt.v[t] < 0 || tok == NULL)
			continue;
		if (tok->part_segs == NULL) {
			/* Reads anything: every deployment on its own. */
			cb->tfeat[t][0] = -2;
			joins[t] = true;
			continue;
		}
		n = tok->part_segs(r->g0, placed,
		    &pl->part[cb->kt].c[cb->rt.v[t]], seg);
		for (d = 0; d < n; d++)
			cb->tfeat[t][d] = b->fs.of[seg[d]];
		joins[t] = n == 2 && mag != NULL && (mag->join_read == NULL ||
		    mag->join_read(r->g0, seg[0], seg[1]));
	}
	board_rollback(b, mark);
	return joins;
}

/* Does token value t's C read deployment d? */
static bool
combo_reads(const struct combo *cb, bool cdep, int d, int t)
{
	if (!cdep)
		return false;
	if (cb->tfeat[t][0] == -2)
		return true;
	return cb->dfeat[d] >= 0 && (cb->dfeat[d] == cb->tfeat[t][0] ||
	    cb->dfeat[d] == cb->tfeat[t][1]);
}

/* B, C, and E(m0, t) (in e0): each deployment with the first token
 * value, and each token value with one deployment and each deployment
 * onto a feature it reads, all with the first magic value m0 that
 * passes (its turn with the first d and t judged already: stop0).
 * Returns 0, 3, 4 or -1. */
static int
combo_tokens(struct run *r, struct mplacement *pl, struct combo *cb,
    int m0, const struct trial_stop *stop0, bool cdep, bool *e0)
{
	const struct moves *m = r->m;
	struct trial_stop stop;
	size_t cap = 0;
	int *passing = xmalloc((size_t)cb->rd.n + 1, sizeof *passing);
	int npass = 0, ti, di, i, v, rc = 0, nexc = 0;

	cb->c = xcalloc((size_t)cb->rt.n + 1, sizeof *cb->c);
	cb->exc0 = xcalloc((size_t)cb->rt.n + 2, sizeof *cb->exc0);
	for (ti = 0; ti < cb->rt.n && rc == 0; ti++) {
		bool known = false, neutral = false;

		cb->exc0[ti] = nexc;
		for (i = 0; i < (ti == 0 ? cb->rd.n : npass) && rc == 0; i++) {
			bool reads;

			di = ti == 0 ? i : passing[i];
			reads = combo_reads(cb, cdep, di, ti);
			if (ti > 0 && !reads && neutral)
				continue;
			if (ti == 0 && di == 0)
				stop = *stop0;
			else if ((rc = combo_judge(r, pl, cb, m0, di, ti,
			    &stop)) < 0 || rc > 1)
				break;
			rc = 0;
			if (ti == 0) {
				if (stop.part == TRIAL_DEPLOY)
					continue;
				cb->b[di] = true;
				passing[npass++] = di;
			}
			if ((v = after_verdict(m, cb, &stop)) == 3 ||
			    (!reads && neutral && cb->c[ti] != (v != 0))) {
				rc = 3;
				break;
			}
			if (reads) {
				cb->exc = xgrow(cb->exc, &cap, (size_t)nexc + 1,
				    sizeof *cb->exc);
				cb->exc[nexc].d = di;
				cb->exc[nexc++].c = v != 0;
			} else {
				neutral = true;
				cb->c[ti] = v != 0;
			}
			if (v != 0 && !known) {
				known = true;
				e0[ti] = v == 1;
			}
		}
		/* The deployments that pass, C's verdict with each. */
		cb->nd[ti] = 0;
		for (i = cb->exc0[ti]; i < nexc; i++)
			cb->nd[ti] += cb->exc[i].c;
		if (cb->c[ti])
			cb->nd[ti] += npass - (nexc - cb->exc0[ti]);
	}
	cb->exc0[cb->rt.n] = nexc;
	free(passing);
	return rc;
}

/* The turns of a placement, by combining.  Returns 0, 4, -1 when the
 * place part failed, or 3 when a verdict was not foreseen (the caller
 * then judges every combination). */
static int
combine(struct run *r, struct mplacement *pl, struct combo *cb)
{
	const struct moves *m = r->m;
	struct trial_stop stop, *first;
	bool *joins, *e0, cdep, lazy;
	int mi, di, ti, m0 = -1, v, rc = 0;

	part_range(pl, cb->km, &cb->rm);
	part_range(pl, cb->kt, &cb->rt);
	if (!r->p->action.deploy)
		range_add(&cb->rd, -1);
	for (di = 0; di < pl->ndeploy; di++)
		range_add(&cb->rd, di);
	cb->a = xcalloc((size_t)cb->rm.n + 1, sizeof *cb->a);
	cb->b = xcalloc((size_t)cb->rd.n + 1, sizeof *cb->b);
	cb->e = xcalloc((size_t)cb->rt.n + 1, sizeof *cb->e);
	cb->eown = xcalloc((size_t)cb->rt.n + 1, sizeof *cb->eown);
	cb->nm = xcalloc((size_t)cb->rt.n + 1, sizeof *cb->nm);
	cb->nd = xcalloc((size_t)cb->rt.n + 1, sizeof *cb->nd);
	cb->c = xcalloc((size_t)cb->rt.n + 1, sizeof *cb->c);
	cb->exc0 = xcalloc((size_t)cb->rt.n + 2, sizeof *cb->exc0);
	if (cb->rm.n == 0 || cb->rd.n == 0 || cb->rt.n == 0)
		return 0;	/* a part the action gives has no candidate */
	first = xcalloc((size_t)cb->rm.n, sizeof *first);
	/* A magic move that only a token can make due: none is judged
	 * here, the others with each token that may (E then holds A). */
	lazy = cb->km >= 0 && cb->rm.n > 1 && cb->rm.v[0] < 0 &&
	    m->part[cb->km]->part_due != NULL &&
	    !m->part[cb->km]->part_due(r->g0, pl->x, pl->y, pl->rot);
	/* A: each magic value, the deployment and token as first listed. */
	for (mi = 0; mi < cb->rm.n; mi++) {
		if (lazy && mi > 0) {
			cb->a[mi] = true;
			continue;
		}
		if ((rc = combo_judge(r, pl, cb, mi, 0, 0, &first[mi])) < 0 ||
		    rc > 1)
			goto out;
		cb->a[mi] = first[mi].part != TRIAL_BEFORE;
		if (!cb->a[mi] && (cb->km < 0 ||
		    first[mi].module != m->partmod[cb->km])) {
			rc = 3;
			goto out;
		}
		if (cb->a[mi] && m0 < 0)
			m0 = mi;
	}
	rc = 0;
	if (lazy && m0 != 0)
		rc = 3;
	if (m0 < 0 || rc != 0)
		goto out;
	free(cb->c);
	free(cb->exc0);
	cdep = cb->kt >= 0 && (m->part[cb->kt]->part_reads_deploy == NULL ||
	    m->part[cb->kt]->part_reads_deploy(r->g0));
	joins = combo_features(r, pl, cb);
	e0 = xcalloc((size_t)cb->rt.n + 1, sizeof *e0);
	rc = combo_tokens(r, pl, cb, m0, &first[m0], cdep, e0);
	/* E: every magic value with each token value that joins what the
	 * magic part reads; the others share the first (none)'s. */
	for (ti = 0; ti < cb->rt.n && rc == 0; ti++) {
		int dsel = -1;

		if (cb->nd[ti] == 0)
			continue;
		if (ti > 0 && !joins[ti] && cb->rt.v[0] < 0 &&
		    cb->e[0] != NULL) {
			cb->e[ti] = cb->e[0];
			continue;
		}
		for (di = 0; di < cb->rd.n && dsel < 0; di++)
			if (cb->b[di] && combo_c(cb, di, ti))
				dsel = di;
		cb->e[ti] = xcalloc((size_t)cb->rm.n + 1, sizeof **cb->e);
		cb->eown[ti] = true;
		for (mi = 0; mi < cb->rm.n && rc == 0; mi++) {
			if (!cb->a[mi])
				continue;
			if (mi == m0) {
				cb->e[ti][mi] = e0[ti];
				continue;
			}
			if (lazy && !joins[ti])
				continue;	/* not due: none alone */
			if (ti == 0 && dsel == 0 && !lazy)
				stop = first[mi];
			else if ((rc = combo_judge(r, pl, cb, mi, dsel, ti,
			    &stop)) < 0 || rc > 1)
				break;
			rc = 0;
			if (lazy && stop.part == TRIAL_BEFORE &&
			    stop.module == m->partmod[cb->km])
				continue;	/* A fails */
			if ((v = after_verdict(m, cb, &stop)) == 0 || v == 3)
				rc = 3;
			cb->e[ti][mi] = v == 1;
		}
	}
	free(e0);
	free(joins);
out:
	free(first);
	return rc;
}

/* The counts and the listed candidates of a combined placement, as
 * mark_listed() finds them from the turns: a deployment legal with the
 * token as the action gives it; a part's value legal with no deployment
 * (or the deployment given) and the other part after the deployment as
 * the action gives it. */
static void
combo_tally(const struct run *r, struct mplacement *pl, struct combo *cb)
{
	bool dgiven = r->p->action.deploy, tbase, tok_listed;
	long shared = -1;
	int mi, di, ti;

	pl->nturns = 0;
	for (ti = 0; ti < cb->rt.n; ti++) {
		cb->nm[ti] = 0;
		if (cb->e[ti] == NULL || cb->nd[ti] == 0)
			continue;
		if (ti > 0 && cb->e[ti] == cb->e[0] && shared >= 0) {
			cb->nm[ti] = shared;
		} else {
			for (mi = 0; mi < cb->rm.n; mi++)
				cb->nm[ti] += cb->a[mi] && cb->e[ti][mi];
			if (ti == 0)
				shared = cb->nm[0];
		}
		pl->nturns += cb->nm[ti] * cb->nd[ti];
	}
	for (ti = 0; ti < cb->rt.n; ti++) {
		if (cb->nm[ti] == 0)
			continue;
		tbase = cb->rt.v[ti] < 0 || pl->part[cb->kt].given;
		tok_listed = false;
		for (di = 0; di < cb->rd.n; di++) {
			if (!cb->b[di] || !combo_c(cb, di, ti))
				continue;
			if (tbase && cb->rd.v[di] >= 0)
				pl->deploy_listed[cb->rd.v[di]] = true;
			tok_listed |= dgiven || cb->rd.v[di] < 0;
		}
		if (!tok_listed)
			continue;
		if (cb->rt.v[ti] >= 0)
			pl->part[cb->kt].listed[cb->rt.v[ti]] = true;
		if (!tbase || cb->km < 0)
			continue;
		for (mi = 0; mi < cb->rm.n; mi++)
			if (cb->rm.v[mi] >= 0 && cb->a[mi] && cb->e[ti][mi])
				pl->part[cb->km].listed[cb->rm.v[mi]] = true;
	}
}

long
moves_turns(const struct moves *m, const struct mplacement *pl,
    struct mturn **out)
{
	const struct combo *cb = pl->combo;
	long n = 0;
	int mi, di, ti, k;

	(void)m;
	*out = xmalloc((size_t)pl->nturns + 1, sizeof **out);
	if (cb == NULL) {
		memcpy(*out, pl->turns, (size_t)pl->nturns * sizeof **out);
		return pl->nturns;
	}
	for (mi = 0; mi < cb->rm.n; mi++)
		for (di = 0; di < cb->rd.n && cb->a[mi]; di++)
			for (ti = 0; ti < cb->rt.n && cb->b[di]; ti++) {
				struct mturn *t = &(*out)[n];

				if (!combo_c(cb, di, ti) || cb->e[ti] == NULL ||
				    !cb->e[ti][mi] || n == pl->nturns)
					continue;
				t->deploy = cb->rd.v[di];
				for (k = 0; k < MAXPARTS; k++)
					t->part[k] = -1;
				if (cb->km >= 0)
					t->part[cb->km] = cb->rm.v[mi];
				if (cb->kt >= 0)
					t->part[cb->kt] = cb->rt.v[ti];
				n++;
			}
	return n;
}

/* The parts before and after the deployment, at most one of each; false
 * when there are more (each combination is then judged). */
static bool
combo_parts(const struct moves *m, int *km, int *kt)
{
	int k;

	*km = *kt = -1;
	for (k = 0; k < m->nparts; k++) {
		int *slot = m->part[k]->part_after_deploy ? kt : km;

		if (*slot >= 0)
			return false;
		*slot = k;
	}
	return true;
}

/* May part km (judged before the deployment) have a value other than
 * none in a turn of this placement?  Not when its module says none is
 * due without a later part (part_due) and no value of part kt (whose
 * candidates are listed already) joins features it reads (part_segs,
 * join_read): its candidates are then not even listed, which on a long
 * board is every feature per placement.  Whether the action gives the
 * part is the action's: known from any placement (r->given). */
static bool
part_may_be_due(struct run *r, const struct mplacement *pl, int km, int kt)
{
	const struct module *mag = r->m->part[km];
	const struct module *tok = kt >= 0 ? r->m->part[kt] : NULL;
	struct board *b = &r->g0->board;
	struct partcand *c;
	int mark, placed, t, seg[2];
	bool due = false, given;

	if (mag->part_due == NULL || mag->part_due(r->g0, pl->x, pl->y,
	    pl->rot))
		return true;
	if (tok != NULL && pl->part[kt].n > 0) {
		if (tok->part_segs == NULL || mag->join_read == NULL)
			return true;
		mark = board_checkpoint(b);
		placed = board_add_tile(b, modules_tile_form(r->g0,
		    r->p->action.tile), pl->x, pl->y, pl->rot);
		board_unite_tile(b, placed);
		board_sync(b);
		for (t = 0; t < pl->part[kt].n && !due; t++)
			due = tok->part_segs(r->g0, placed, &pl->part[kt].c[t],
			    seg) == 2 && mag->join_read(r->g0, seg[0], seg[1]);
		board_rollback(b, mark);
	}
	if (!due && r->given[km] < 0) {
		(void)mag->part_candidates(r->g0, pl->x, pl->y, pl->rot, &c,
		    &given);
		free(c);
		r->given[km] = given;
	}
	return due;
}

/* All the turns of one placement.  Returns 0, or 4. */
static int
placement_turns(struct run *r, struct mplacement *pl)
{
	struct moves *m = r->m;
	const struct action *a = &r->p->action;
	struct range ranges[MAXPARTS + 1];
	struct turns late = { 0, 0, NULL };
	int c, k, i, rc, km, kt;
	bool combined;

	deploy_candidates(r, pl);
	combined = combo_parts(m, &km, &kt);
	for (k = 0; k < m->nparts; k++) {
		struct mpart *mp = &pl->part[k];

		/* The token's candidates come first (kt < km) to be asked. */
		if (combined && k == km && kt < km &&
		    !part_may_be_due(r, pl, km, kt)) {
			mp->given = r->given[k] == 1;
			mp->listed = xcalloc(1, sizeof *mp->listed);
			continue;
		}
		mp->n = m->part[k]->part_candidates(r->g0, pl->x, pl->y,
		    pl->rot, &mp->c, &mp->given);
		mp->listed = xcalloc((size_t)mp->n + 1, sizeof *mp->listed);
		r->given[k] = mp->given;
	}
	if (combined) {
		struct combo *cb = xcalloc(1, sizeof *cb);

		cb->km = km;
		cb->kt = kt;
		if ((rc = combine(r, pl, cb)) == 0) {
			combo_tally(r, pl, cb);
			pl->combo = cb;
			return 0;
		}
		combo_free(cb);
		if (rc < 0) {	/* the tile does not fit there */
			pl->nturns = 0;
			return 0;
		}
		if (rc != 3)
			return rc;
		/* Not foreseen: every combination is judged. */
	}
	/* Stage one: every deployment (or none), every part judged before
	 * it, the parts after it as the action gives them. */
	memset(ranges, 0, sizeof ranges);
	if (!a->deploy)
		range_add(&ranges[0], -1);
	for (i = 0; i < pl->ndeploy; i++)
		range_add(&ranges[0], i);
	for (k = 0; k < m->nparts; k++) {
		const struct mpart *mp = &pl->part[k];

		if (m->part[k]->part_after_deploy && !mp->given) {
			range_add(&ranges[k + 1], -1);
			continue;
		}
		part_range(pl, k, &ranges[k + 1]);
	}
	rc = judge_combinations(r, pl, ranges, &late);
	/* Stage two: the parts after the deployment, with each turn of
	 * stage one (a magic part and a deployment, or none, that passed).
	 * A pair that failed without them fails with them: the parts are
	 * judged in order and the first illegal one stops the judging. */
	if (rc == 0) {
		for (k = 0; k < m->nparts; k++) {
			const struct mpart *mp = &pl->part[k];

			if (!m->part[k]->part_after_deploy || mp->given)
				continue;
			for (i = 0; i < mp->n; i++)
				range_add(&ranges[k + 1], i);
		}
		rc = judge_after_parts(r, pl, ranges, &late);
	}
	for (c = 0; c <= m->nparts; c++)
		free(ranges[c].v);
	free(late.t);
	if (rc < 0) {		/* the tile does not fit there */
		pl->nturns = 0;
		return 0;
	}
	if (rc != 0)
		return rc;
	sort_moves = m;
	if (pl->nturns > 1)
		qsort(pl->turns, (size_t)pl->nturns, sizeof *pl->turns,
		    turn_cmp);
	mark_listed(m, pl, a->deploy);
	return 0;
}

static void
placement_free(const struct moves *m, struct mplacement *pl)
{
	int k;

	free(pl->deploy);
	free(pl->deploy_listed);
	for (k = 0; k < m->nparts; k++) {
		free(pl->part[k].c);
		free(pl->part[k].listed);
	}
	free(pl->turns);
	combo_free(pl->combo);
	memset(pl, 0, sizeof *pl);
}

/* --- squares --- */

static int
square_cmp(const void *va, const void *vb)
{
	const int *a = va, *b = vb;
	int r = cmp_int(a[0], b[0]);

	return r != 0 ? r : cmp_int(a[1], b[1]);
}

/* The squares to try, sorted: the action's own, or every empty square
 * next to the board within the format's range ((0,0) on an empty
 * board). */
static int
squares(const struct run *r, int (**out)[2])
{
	const struct action *a = &r->p->action;
	const struct board *b = &r->g0->board;
	struct grid seen;
	int t, d, x, y, n = 0;

	*out = xmalloc(4 * (size_t)b->ntiles + 1, sizeof **out);
	if (a->at_given || b->ntiles == 0) {
		(*out)[0][0] = a->at_given ? a->px : 0;
		(*out)[0][1] = a->at_given ? a->py : 0;
		return 1;
	}
	grid_init(&seen);
	for (t = 0; t < b->ntiles; t++)
		for (d = 0; d < 4; d++) {
			x = b->tiles[t].x + dx[d];
			y = b->tiles[t].y + dy[d];
			/* A square no position can name is not offered. */
			if (board_tile_at(b, x, y) >= 0 ||
			    grid_at(&seen, x, y) >= 0 || x < -MAXCOORD ||
			    x > MAXCOORD || y < -MAXCOORD || y > MAXCOORD)
				continue;
			grid_add(&seen, x, y);
			(*out)[n][0] = x;
			(*out)[n++][1] = y;
		}
	grid_free(&seen);
	qsort(*out, (size_t)n, sizeof **out, square_cmp);
	return n;
}

int
moves_list(struct diag_state *d, const struct position *p,
    const struct rulesconf *ov, struct moves *m)
{
	const struct action *a = &p->action;
	struct game g0;
	struct run r;
	struct mplacement pl;
	int (*sq)[2] = NULL, nsq, i, rot, k, rc;
	size_t cap = 0;

	memset(m, 0, sizeof *m);
	m->player = a->player;
	m->tile = a->tile;
	find_parts(m);
	/* The position as it stands, refused as `judge` refuses it. */
	if ((rc = game_build(d, &g0, p, ov)) != 0) {
		game_free(&g0);
		return rc;
	}
	if (a->end_game || !a->place) {
		game_free(&g0);
		return pos_error_in(d, p, a->pos, "moves lists the turns of a "
		    "tile in "
		    "hand: the action needs place: {tile: ID}%s",
		    a->end_game ? ", not 'end-game'" : "");
	}
	r.p = p;
	r.ov = ov;
	r.m = m;
	r.g0 = &g0;
	for (k = 0; k < MAXPARTS; k++)
		r.given[k] = -1;
	m->narrowed = a->at_given || a->rot_given || a->deploy;
	nsq = squares(&r, &sq);
	for (i = 0; i < nsq && rc == 0; i++)
		for (rot = 0; rot < 4 && rc == 0; rot++) {
			if (a->rot_given && rot != a->prot)
				continue;
			memset(&pl, 0, sizeof pl);
			pl.x = sq[i][0];
			pl.y = sq[i][1];
			pl.rot = rot;
			rc = placement_turns(&r, &pl);
			for (k = 0; k < m->nparts; k++)
				m->narrowed |= pl.part[k].given;
			if (rc != 0 || pl.nturns == 0) {
				placement_free(m, &pl);
				continue;
			}
			m->pl = xgrow(m->pl, &cap, (size_t)m->nplacements + 1,
			    sizeof *m->pl);
			m->pl[m->nplacements++] = pl;
			m->nturns += pl.nturns;
		}
	free(sq);
	game_free(&g0);
	if (rc != 0)
		return rc;
	return m->nplacements > 0 ? 0 : 1;
}

void
moves_free(struct moves *m)
{
	int i;

	for (i = 0; i < m->nplacements; i++)
		placement_free(m, &m->pl[i]);
	free(m->pl);
	memset(m, 0, sizeof *m);
}

int
moves_fits(struct diag_state *d, const struct position *p,
    const struct rulesconf *ov, int x, int y, bool fits[4])
{
	struct moves m;
	struct mplacement pl;
	struct mturn t;
	struct game g;
	struct trial_stop stop;
	int rot, k, rc = 0;

	memset(&m, 0, sizeof m);
	find_parts(&m);
	if ((rc = game_build(d, &g, p, ov)) != 0) {
		game_free(&g);
		return rc;
	}
	memset(&pl, 0, sizeof pl);
	t.deploy = -1;
	for (k = 0; k < MAXPARTS; k++)
		t.part[k] = -1;
	pl.x = x;
	pl.y = y;
	for (rot = 0; rot < 4 && rc <= 1; rot++) {
		pl.rot = rot;
		rc = judge_candidate(p, &g, &m, &pl, &t, &fits[rot], &stop);
	}
	game_free(&g);
	return rc <= 1 ? 0 : rc;
}
