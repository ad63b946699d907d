/* The Labyrinth (Spiel Doch! 2016): one road through four exits, its
 * deployment under the basic and advanced rules, branches, the follower
 * bonus, and the other ways onto a network (LAB-* in carcjudge explain; LAB-OTHER). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "module.h"
#include "xalloc.h"

/* Its rules: key (labyrinth), numbered when the registry declares it, and
 * the key's values in the order of its row. */
static int first_setting;
enum { LAB_BASIC, LAB_ADVANCED };

static bool
is_lab(const struct judge *j, int seg)
{
	return (seg_def(j->b, seg)->flags & SF_LABYRINTH) != 0;
}

/* LAB-BRANCH: the part of seg's network reached from seg without passing
 * through a labyrinth segment (tunnels included).  Returns the followers
 * on it and its tile count in *ntiles. */
static int
branch_followers(struct judge *j, int seg, int *ntiles, char *who,
    size_t wholen)
{
	const struct board *b = j->b;
	int fi = j->fs.of[seg], n = b->nsegs, *stack, sp = 0, i, d, count = 0;
	bool *seen = xcalloc((size_t)n, sizeof *seen);
	bool *tile = xcalloc((size_t)b->ntiles, sizeof *tile);

	stack = xmalloc(5 * (size_t)j->fs.f[fi].nsegs + 1, sizeof *stack);
	*ntiles = 0;
	stack[sp++] = seg;
	seen[seg] = true;
	while (sp > 0) {
		int s = stack[--sp], t = b->segs[s].tile, o, u;

		if (!tile[t]) {
			tile[t] = true;
			(*ntiles)++;
		}
		for (d = 0; d < 4; d++) {
			if (!(b->segs[s].edges >> d & 1) ||
			    (u = board_neighbour(b, t, d)) < 0 ||
			    (o = tile_seg_on_edge(b, u, SEG_ROAD,
			    (d + 2) % 4)) < 0 || seen[o] || is_lab(j, o))
				continue;
			seen[o] = true;
			stack[sp++] = o;
		}
		if ((o = b->segs[s].partner) >= 0 && !seen[o] && !is_lab(j, o)) {
			seen[o] = true;
			stack[sp++] = o;
		}
	}
	who[0] = '\0';
	for (i = 0; i < b->nmeeples; i++) {
		const struct meeple *m = &b->meeples[i];
		const struct ptile *pt = &b->tiles[b->segs[m->seg].tile];
		size_t l = strlen(who);

		if (!seen[m->seg] || m->player == NOBODY)
			continue;
		if (count++ < 3)
			snprintf(who + l, wholen - l, "%s%s's at (%d,%d)",
			    l ? ", " : "", player_name(j->p, m->player), pt->x,
			    pt->y);
	}
	free(seen);
	free(tile);
	free(stack);
	return count;
}

static int
followers_on_seg(const struct judge *j, int seg)
{
	int i, n = 0;

	for (i = 0; i < j->b->nmeeples; i++)
		if (j->b->meeples[i].seg == seg &&
		    j->b->meeples[i].player != NOBODY)
			n++;
	return n;
}

/* The routes by which a figure reaches a network, each with its own rule
 * and words, by the name its module declares it under. */
static const struct {
	const char *via, *words;
	enum rule_id rule;
} routes[] = {
	{ "portal", "through a magic portal", RULE_PORTAL_DEPLOY },
	{ "flier", "by a flying machine", RULE_FLIER_LAND },
	{ "wagon", "by a wagon", RULE_WAGON_MOVE },
};

/* Route v's row; only these routes reach the networks. */
static size_t
route_index(enum via v)
{
	size_t r = 0;

	while (r + 1 < sizeof routes / sizeof routes[0] &&
	    strcmp(routes[r].via, via_def[v]->name) != 0)
		r++;
	return r;
}

static const char *
route_word(enum via v)
{
	return routes[route_index(v)].words;
}

/* The network-wide facts (LAB-ROAD, LAB-BRANCH) explain a refusal as much
 * as a permission: they go with the decision, violations or applied. */
static void
network_facts(struct judge *j, int seg, bool refused, bool branch, int n,
    int tiles)
{
	char desc[160];

	judge_segdesc(j, seg, desc, sizeof desc);
	judge_cite(j, refused, RULE_LAB_ROAD, "%s belongs to a labyrinth "
	    "network: its exits are one road, not a crossing", desc);
	if (branch) {
		char held[32] = "no follower";

		if (n > 0)
			snprintf(held, sizeof held, "%d follower%s", n,
			    n == 1 ? "" : "s");
		judge_cite(j, refused, RULE_LAB_BRANCH, "the branch of %s, the "
		    "part of the network it reaches without crossing a "
		    "labyrinth, covers %d tile%s and holds %s", desc, tiles,
		    tiles == 1 ? "" : "s", held);
	}
}

/* The route's own rule, cited beside LAB-OTHER. */
static void
cite_route(struct judge *j, bool refused)
{
	size_t r = route_index(j->route);

	judge_cite(j, refused, routes[r].rule, "onto a labyrinth network %s: "
	    "LAB-OTHER decides whether it may go there", routes[r].words);
}

/* The route's own rule goes with LAB-OTHER (a specific rule applied
 * through a general one). */
static void
cite_other(struct judge *j, bool refused, const char *fmt, const char *arg)
{
	judge_cite(j, refused, RULE_LAB_OTHER, fmt, arg);
	cite_route(j, refused);
}

static enum hook
deploy_free(struct judge *j, int seg)
{
	const struct feature *f;
	int fi = j->fs.of[seg], n = 0, tiles = 0;
	bool advanced = j->g->rules.v[first_setting] == LAB_ADVANCED, ok;
	char desc[160], who[160];

	if (!feature_has_flag(j, fi, SF_LABYRINTH))
		return HOOK_PASS;
	f = &j->fs.f[fi];
	judge_segdesc(j, seg, desc, sizeof desc);
	if (j->route != VIA_NONE && f->complete) {
		network_facts(j, seg, true, false, 0, 0);
		cite_other(j, true, "the labyrinth network is complete: "
		    "nothing comes onto it %s", route_word(j->route));
		return HOOK_DONE;
	}
	if (!advanced) {
		enum rule_id rule = j->route == VIA_NONE ? RULE_LAB_BASIC_DEPLOY :
		    RULE_LAB_OTHER;

		ok = f->nfollowers == 0;
		network_facts(j, seg, !ok, false, 0, 0);
		if (ok)
			judge_cite(j, false, rule, "the whole network holds no "
			    "follower");
		else
			judge_cite(j, true, rule, "the network already holds %d "
			    "follower%s (labyrinth=basic: the whole network must "
			    "be free)", f->nfollowers, f->nfollowers == 1 ? "" :
			    "s");
		if (j->route != VIA_NONE)
			cite_route(j, !ok);
		else
			judge_cite(j, !ok, RULE_BASE_DEPLOY_FREE, ok ? "%s holds "
			    "no follower" : "%s is part of an occupied road",
			    desc);
		return HOOK_DONE;
	}
	if (j->route == VIA_NONE && is_lab(j, seg) &&
	    j->b->segs[seg].tile == j->placed) {
		network_facts(j, seg, false, false, 0, 0);
		judge_cite(j, false, RULE_LAB_ADV_DEPLOY_CENTER, "the labyrinth "
		    "was placed this turn: its placer may deploy on it whatever "
		    "the network holds");
		return HOOK_DONE;
	}
	if (is_lab(j, seg)) {
		/* An old labyrinth: only another route leads onto it. */
		ok = followers_on_seg(j, seg) == 0 && j->route != VIA_NONE;
		network_facts(j, seg, !ok, false, 0, 0);
		if (j->route == VIA_NONE)
			judge_cite(j, true, RULE_LAB_ADV_DEPLOY_CENTER, "only the "
			    "player placing the labyrinth deploys on it");
		else
			cite_other(j, !ok, "%s", ok ? "the labyrinth itself "
			    "holds no follower" : "the labyrinth itself already "
			    "holds a follower");
		return HOOK_DONE;
	}
	n = branch_followers(j, seg, &tiles, who, sizeof who);
	network_facts(j, seg, n > 0, true, n, tiles);
	if (j->route != VIA_NONE)
		cite_other(j, n > 0, "%s", n ? "that branch is occupied" :
		    "that branch holds no follower");
	else if (n == 0)
		judge_cite(j, false, RULE_LAB_ADV_DEPLOY_EXIT, "an unoccupied "
		    "branch may receive a follower though the network is "
		    "occupied");
	else {
		judge_cite(j, true, RULE_LAB_ADV_DEPLOY_EXTEND, "that branch "
		    "already holds a follower (%s): no new one on it", who);
		judge_cite(j, true, RULE_BASE_DEPLOY_FREE, "%s is part of an "
		    "occupied branch", desc);
	}
	return HOOK_DONE;
}

static void
score_adjust(struct judge *j, struct tally *t)
{
	int s, labs = 0;

	if (t->f->kind != SEG_ROAD)
		return;
	for (s = j->fs.first[t->fi]; s >= 0; s = j->fs.next[s])
		if (is_lab(j, s))
			labs++;
	if (labs == 0)
		return;
	score_note(t->s, RULE_LAB_ROAD, "the labyrinth is one road through its "
	    "four exits, not a crossing");
	if (j->g->rules.v[first_setting] == LAB_BASIC) {
		score_note(t->s, RULE_LAB_BASIC_SCORE, "labyrinth=basic: it scores "
		    "as any road");
		return;
	}
	if (t->final) {
		score_note(t->s, RULE_LAB_ADV_FINAL, "labyrinth=advanced, "
		    "unfinished: an ordinary road, no follower bonus");
		tally_term(t, " (unfinished labyrinth: no follower bonus)");
		return;
	}
	/* Each meeple once: followers, large followers, wagons. */
	t->bonus = 2 * t->f->nfollowers;
	snprintf(t->bonus_why, sizeof t->bonus_why, " (2 for %s %d meeple%s on "
	    "the network)", t->f->nfollowers == 1 ? "its" : "each of the",
	    t->f->nfollowers, t->f->nfollowers == 1 ? "" : "s");
	score_note(t->s, RULE_LAB_ADV_SCORE, "labyrinth=advanced: the majority "
	    "gets 2 more per meeple on the network");
	if (labs > 1)
		score_note(t->s, RULE_LAB_ADV_MULTI, "several labyrinths on one "
		    "network: the bonus once");
}

/* A network this turn extended but did not close is judged too: it is one
 * road, open while any branch is. */
static int
turn_part(struct judge *j)
{
	const struct ptile *pt;
	int i, last = -1;

	if (j->placed < 0)
		return 0;
	pt = &j->b->tiles[j->placed];
	for (i = 0; i < pt->def->nsegs; i++) {
		int fi = j->fs.of[pt->seg0 + i];
		const struct feature *f = &j->fs.f[fi];

		if (f->kind != SEG_ROAD || f->complete || fi == last ||
		    !feature_has_flag(j, fi, SF_LABYRINTH))
			continue;
		last = fi;
		judge_cite(j, false, RULE_LAB_ROAD, "the labyrinth network is one "
		    "road with %d open end%s: not complete", f->open,
		    f->open == 1 ? "" : "s");
	}
	return 0;
}

/* A labyrinth network counted whole is one road (LAB-ROAD). */
static void
feature_notes(struct judge *j, int fi, struct score *s)
{
	int seg;

	for (seg = j->fs.first[fi]; seg >= 0; seg = j->fs.next[seg])
		if (is_lab(j, seg)) {
			score_note(s, RULE_LAB_ROAD, "a labyrinth network is one "
			    "road, not a crossing");
			return;
		}
}

/* Its keys of the rules: block. */
static const struct settingdef settings[] = {
	{ "labyrinth", { "basic", "advanced" }, 2,
	    { "the Labyrinth's basic rules",
	    "the Labyrinth's advanced rules" }, .table_choice = true },
	{ .key = NULL }
};

const struct module labyrinth_module = {
	.name = "labyrinth",
	.settings = settings,
	.settings_first = &first_setting,
	.feature_notes = feature_notes,
	.deploy_free = { PHASE_DEPLOY_NETWORK, deploy_free },
	.turn_part = { PHASE_TURN_NETWORK, turn_part },
	.score_adjust = { PHASE_ADJUST_BONUS, score_adjust },
};
