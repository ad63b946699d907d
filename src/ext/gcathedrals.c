/* Cathedrals in Germany: a road ending at a cathedral scores 2 per tile,
 * road segments on a cathedral tile counted separately (GCATH-ROAD); the
 * archbishop on the cathedral scores every road leading to it
 * (GCATH-ARCHBISHOP); on a labyrinth network, LAB-GCATH. */
#include <stdio.h>
#include <stdlib.h>

#include "engine.h"
#include "module.h"

/* Its rules: key (cathedral-final), numbered when the registry declares it, and
 * the key's values in the order of its row. */
static int first_setting;
enum { CATHFINAL_TILES, CATHFINAL_ZERO };

/* Tiles of road fi, each road segment on a cathedral tile counted. */
static int
road_units(const struct judge *j, int fi)
{
	int s, n = j->fs.f[fi].ntiles;

	for (s = j->fs.first[fi]; s >= 0; s = j->fs.next[s]) {
		int t = j->b->segs[s].tile;

		if (j->b->tiles[t].def->cathedral != NULL &&
		    first_seg_on_tile(j, fi, t) != s)
			n++;
	}
	return n;
}

/* The roads ending at the cathedral feature fi: their feature indexes,
 * each once; returns how many. */
static int
cathedral_roads(const struct judge *j, int fi, int *out)
{
	const struct ptile *pt = &j->b->tiles[j->b->segs[j->fs.f[fi].seg].tile];
	int i, k, n = 0;

	for (i = 0; i < pt->def->nsegs; i++) {
		int r;

		if (pt->def->segs[i].end != END_CATHEDRAL)
			continue;
		r = j->fs.of[pt->seg0 + i];
		for (k = 0; k < n && out[k] != r; k++)
			;
		if (k == n)
			out[n++] = r;
	}
	return n;
}

static void
score_units(struct judge *j, struct tally *t)
{
	int roads[8], n, i;

	if (t->f->kind == SEG_ROAD &&
	    feature_has_end(j, t->fi, END_CATHEDRAL)) {
		/* Added to what the count already holds (a tunnel's
		 * same-tile reading may have raised it). */
		int extra = road_units(j, t->fi) - t->f->ntiles;

		if (extra > 0)
			tally_why(t, " (each road of a cathedral tile counted "
			    "apart)");
		t->units += extra;
		return;
	}
	if (t->f->kind != SEG_CATHEDRAL)
		return;
	n = cathedral_roads(j, t->fi, roads);
	t->units = 0;
	t->rate = 1;
	for (i = 0; i < n; i++) {
		int s, last = -1;

		t->units += road_units(j, roads[i]);
		for (s = j->fs.first[roads[i]]; s >= 0; s = j->fs.next[s])
			if (j->b->segs[s].tile != last) {
				last = j->b->segs[s].tile;
				score_at(t->s, j->b->tiles[last].x,
				    j->b->tiles[last].y);
			}
	}
	score_at_sort(t->s);
	score_note(t->s, RULE_GCATH_ARCHBISHOP, "the archbishop scores every road "
	    "leading to the cathedral");
	snprintf(t->unitword, sizeof t->unitword, "road tiles");
}

static void
score_rate(struct judge *j, struct tally *t)
{
	if (t->f->kind != SEG_ROAD || !feature_has_end(j, t->fi, END_CATHEDRAL))
		return;
	score_note(t->s, RULE_GCATH_ROAD, "the road ends at a German cathedral: 2 "
	    "per tile when completed, each road of the cathedral tile counted "
	    "apart");
	if (!t->final) {
		t->rate += 1;
		tally_why(t, " (+1 for the cathedral)");
	}
	if (feature_has_flag(j, t->fi, SF_LABYRINTH) &&
	    !feature_has_flag(j, t->fi, SF_INN))
		score_note(t->s, RULE_LAB_GCATH, "a labyrinth network reaching a "
		    "cathedral scores like a road: %s, the follower bonus "
		    "untouched", t->final ? "1 per tile at game end" :
		    "2 per tile");
}

/* The archbishop's points: every road's tiles, 2 per tile for a
 * completed road with an inn; an inn's unfinished road gives nothing. */
static void
score_adjust(struct judge *j, struct tally *t)
{
	int roads[8], n, i, T = 0;
	bool any_inn = false;
	char sum[160];
	size_t len = 0;

	if (t->f->kind != SEG_CATHEDRAL)
		return;
	if (t->final && j->g->rules.v[first_setting] == CATHFINAL_ZERO) {
		t->T = 0;
		tally_term(t, " -> 0 (cathedral-final=zero: an unfinished "
		    "cathedral scores nothing)");
		return;
	}
	n = cathedral_roads(j, t->fi, roads);
	for (i = 0; i < n; i++) {
		/* In play an inn doubles its road; at game end, under
		 * cathedral-final: tiles, every road pays 1 per tile,
		 * complete or not. */
		bool inn = !t->final && feature_has_flag(j, roads[i], SF_INN);
		int u = road_units(j, roads[i]);

		T += u * (inn ? 2 : 1);
		any_inn |= inn;
		/* Each road's tiles, to show the sum the doubling makes. */
		if (len < sizeof sum)
			len += (size_t)snprintf(sum + len, sizeof sum - len,
			    "%s%d%s", i ? " + " : "", u, inn ? " x 2" : "");
	}
	if (any_inn)
		tally_term(t, " (%s: a road with an inn counts double)", sum);
	t->T = T;
	if (t->final)
		tally_term(t, " (unfinished, cathedral-final=tiles: 1 per "
		    "road tile)");
}

/* A cathedral is complete when every road ending at it is: how many of
 * those are not (board.derive_open). */
static int
open_roads(const struct board *b, int s)
{
	const struct ptile *pt = &b->tiles[b->segs[s].tile];
	int j, open = 0;

	for (j = 0; j < pt->def->nsegs; j++)
		if (pt->def->segs[j].kind == SEG_ROAD &&
		    pt->def->segs[j].end == END_CATHEDRAL &&
		    !b->fs.f[b->fs.of[pt->seg0 + j]].complete)
			open++;
	return open;
}

static int
setup(struct game *g)
{
	g->board.derive_open = open_roads;
	return 0;
}

/* Its keys of the rules: block. */
static const struct settingdef settings[] = {
	{ "cathedral-final", { "tiles", "zero" }, 2,
	    { "an unfinished German cathedral scores its roads at game end",
	    "an unfinished German cathedral scores nothing at game end" }, false },
	{ .key = NULL }
};

const struct module gcathedrals_module = {
	.name = "german-cathedrals",
	.settings = settings,
	.settings_first = &first_setting,
	.setup = setup,
	.score_units = { PHASE_UNITS_CATHEDRAL, score_units },
	.score_rate = { PHASE_RATE_CATHEDRAL, score_rate },
	.score_adjust = { PHASE_ADJUST_CATHEDRAL, score_adjust },
};
