/* Scoring one feature, in play or at game end, and the farms: the base
 * game's points, with the modules' phases in between (module.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "score.h"
#include "xalloc.h"

/* The distinct tiles of feature fi, sorted by [x, y]. */
static void
tiles_sorted(struct judge *j, int fi, struct score *s)
{
	int seg, last = -1;

	for (seg = j->fs.first[fi]; seg >= 0; seg = j->fs.next[seg])
		if (j->b->segs[seg].tile != last) {
			last = j->b->segs[seg].tile;
			score_at(s, j->b->tiles[last].x, j->b->tiles[last].y);
		}
	score_at_sort(s);
}

static void
append(char **buf, size_t *len, size_t *cap, const char *tmp)
{
	size_t n = strlen(tmp);

	*buf = xgrow(*buf, cap, *len + n + 1, 1);
	memcpy(*buf + *len, tmp, n + 1);
	*len += n;
}

/* "(x,y)" into buf (at least 24 bytes): the hot spot of a long road's
 * path, so no printf. */
static const char *
xy_text(char *buf, int x, int y)
{
	char tmp[24], *p = tmp + sizeof tmp;
	int v[2] = { y, x }, k;

	*--p = '\0';
	*--p = ')';
	for (k = 0; k < 2; k++) {
		unsigned u = v[k] < 0 ? 0u - (unsigned)v[k] : (unsigned)v[k];

		do
			*--p = (char)('0' + u % 10);
		while ((u /= 10) != 0);
		if (v[k] < 0)
			*--p = '-';
		*--p = k == 0 ? ',' : '(';
	}
	return memcpy(buf, p, (size_t)(tmp + sizeof tmp - p));
}

/* A road's tiles in the order one follows it on the table, from its end
 * nearest the smallest [x, y], and the same as text with the places where
 * it goes underground. */
static void
road_path(struct judge *j, int fi, struct score *s)
{
	struct board *b = j->b;
	int n = j->fs.f[fi].nsegs, *segs, *stack, *deg, sp = 0, i, d, start;
	int seen, tile_seen;
	size_t len = 0, cap = 0;
	char *text = NULL;
	bool branching = false;

	segs = xmalloc((size_t)n, sizeof *segs);
	/* Each segment pushes each neighbour at most once: 5 per segment. */
	stack = xmalloc(2 * (5 * (size_t)n + 1), sizeof *stack);
	deg = xcalloc((size_t)n, sizeof *deg);
	/* The segments and tiles walked are marked with numbers of their
	 * own on the board's scratch, which needs no clearing: a road costs
	 * its length whatever the board's size. */
	seen = ++b->segstampno;
	tile_seen = ++b->stampno;
	i = 0;
	for (d = j->fs.first[fi]; d >= 0; d = j->fs.next[d])
		segs[i++] = d;
	/* Neighbouring segments of the road: across edges, and the links
	 * between segments (board.h). */
	for (i = 0; i < n; i++) {
		const struct seg *sg = &b->segs[segs[i]];

		for (d = 0; d < 4; d++)
			if ((sg->edges >> d & 1) &&
			    board_neighbour(b, sg->tile, d) >= 0)
				deg[i]++;
		if (sg->partner >= 0)
			deg[i]++;
	}
	start = 0;
	for (i = 1; i < n; i++) {
		const struct ptile *a = &b->tiles[b->segs[segs[i]].tile];
		const struct ptile *c = &b->tiles[b->segs[segs[start]].tile];
		bool end_i = deg[i] <= 1, end_s = deg[start] <= 1;

		if (end_i != end_s ? end_i : (a->x < c->x ||
		    (a->x == c->x && a->y < c->y)))
			start = i;
	}
	stack[sp++] = segs[start];
	stack[sp++] = 0;
	while (sp > 0) {
		int via = stack[--sp], sg = stack[--sp], t, k;
		const struct seg *g = &b->segs[sg];

		if (b->segstamp[sg] == seen)
			continue;
		b->segstamp[sg] = seen;
		t = g->tile;
		/* A tile is listed once in `at`; the text names it again
		 * where the road comes back to it through a link. */
		if (b->stamp[t] != tile_seen || via) {
			char xy[32];

			if (b->stamp[t] != tile_seen)
				score_at(s, b->tiles[t].x, b->tiles[t].y);
			b->stamp[t] = tile_seen;
			if (!s->brief) {	/* the text form's path */
				xy_text(xy, b->tiles[t].x, b->tiles[t].y);
				if (len > 0)
					append(&text, &len, &cap, via ?
					    ", underground to " : " - ");
				append(&text, &len, &cap, xy);
			}
		}
		/* Push in reverse so that the lower edge is followed first. */
		if ((k = g->partner) >= 0 && j->fs.of[k] == fi &&
		    b->segstamp[k] != seen) {
			stack[sp++] = k;
			stack[sp++] = 1;
		}
		for (d = 3; d >= 0; d--) {
			int u;

			if (!(g->edges >> d & 1) ||
			    (u = board_neighbour(b, t, d)) < 0 ||
			    (k = tile_seg_on_edge(b, u, SEG_ROAD,
			    (d + 2) % 4)) < 0 || j->fs.of[k] != fi ||
			    b->segstamp[k] == seen)
				continue;
			stack[sp++] = k;
			stack[sp++] = 0;
		}
	}
	for (i = 0; i < n; i++)
		branching |= deg[i] > 2;
	if (branching && !s->brief) {
		/* A network is no chain: name its tiles, not a path. */
		len = 0;
		append(&text, &len, &cap, "network on");
		for (i = 0; i < s->nat; i++) {
			char xy[32];

			append(&text, &len, &cap, i ? ", " : " ");
			append(&text, &len, &cap, xy_text(xy, s->at[i][0],
			    s->at[i][1]));
		}
	}
	s->path = text;
	free(segs);
	free(stack);
	free(deg);
}

/* "red has 2 followers there, blue 1 (a large follower counts 2): red
 * scores"; noun is "follower" or "farmer", where " there" or "". */
static void
majority_text(const struct judge *j, const int *strength, bool large,
    const char *noun, const char *where, const struct score *s, char *buf,
    size_t len)
{
	size_t n = 0;
	int i;

	for (i = 0; i < j->p->nplayers; i++)
		if (strength[i] > 0 && n == 0)
			n += (size_t)snprintf(buf, len, "%s has %d %s%s%s",
			    player_name(j->p, i), strength[i], noun,
			    strength[i] == 1 ? "" : "s", where);
		else if (strength[i] > 0)
			n += (size_t)snprintf(buf + n, n < len ? len - n : 0,
			    ", %s %d", player_name(j->p, i), strength[i]);
	if (large)
		n += (size_t)snprintf(buf + n, n < len ? len - n : 0,
		    " (a large follower counts 2)");
	for (i = 0; i < s->nwinners; i++)
		n += (size_t)snprintf(buf + n, n < len ? len - n : 0, "%s%s",
		    i == 0 ? ": " : i + 1 == s->nwinners ? " and " : ", ",
		    player_name(j->p, s->winners[i]));
	if (n < len)
		snprintf(buf + n, len - n, "%s", s->nwinners > 1 ?
		    " tie, and each scores in full" : " scores");
}

/* How the text form names a farm whose first tile holds other fields:
 * by its segment there, in words that tell them apart, then its other
 * tiles: "north of the road on (0,0), reaching (1,0) (2,0)". */
static void
field_path(const struct judge *j, int fi, struct score *s)
{
	const struct ptile *pt;
	char words[64], *text;
	size_t n, len;
	int t, seg, i;

	if (s->brief || s->nat == 0 ||
	    (t = board_tile_at(j->b, s->at[0][0], s->at[0][1])) < 0 ||
	    (seg = first_seg_on_tile(j, fi, t)) < 0)
		return;
	pt = &j->b->tiles[t];
	addr_words(pt->def, pt->rot, seg - pt->seg0, words, sizeof words);
	len = strlen(words) + 40 + 26 * (size_t)s->nat;
	text = xmalloc(len, 1);
	if (strncmp(words, "the field ", 10) != 0) {
		/* The tile's only field: its tiles say it all. */
		free(text);
		return;
	}
	/* "the field north of the road" -> "north of the road" */
	n = (size_t)snprintf(text, len, "%s on (%d,%d)", words + 10, pt->x,
	    pt->y);
	for (i = 1; i < s->nat; i++)
		n += (size_t)snprintf(text + n, len - n, "%s(%d,%d)", i == 1 ?
		    ", reaching " : " ", s->at[i][0], s->at[i][1]);
	s->path = text;
}

/* "red's large follower counts 2 for the majority", naming whose large
 * followers stand on feature fi; false when none does. */
static bool
large_note(const struct judge *j, int fi, char *buf, size_t len)
{
	bool has[MAXPLAYERS] = { false };
	size_t n = 0;
	int i, k = 0, count = 0;

	for (i = 0; i < j->b->nmeeples; i++)
		if (j->fs.of[j->b->meeples[i].seg] == fi &&
		    j->b->meeples[i].kind == MK_LARGE &&
		    j->b->meeples[i].player != NOBODY &&
		    !has[j->b->meeples[i].player]) {
			has[j->b->meeples[i].player] = true;
			count++;
		}
	if (len == 0)		/* brief: whether, not whose */
		return count > 0;
	buf[0] = '\0';
	for (i = 0; i < j->p->nplayers; i++)
		if (has[i]) {
			k++;
			n += (size_t)snprintf(buf + n, n < len ? len - n : 0,
			    "%s%s's", k == 1 ? "" : k == count ? " and " :
			    ", ", player_name(j->p, i));
		}
	if (count > 0)
		snprintf(buf + n, n < len ? len - n : 0, " large follower%s "
		    "count%s 2 for the majority", count > 1 ? "s" : "",
		    count > 1 ? " each" : "s");
	return count > 0;
}

/* What the base game counts of the feature, at what rate, and the rules
 * that say so; a module's phases follow (score_units and on). */
static void
base_units(struct judge *j, struct tally *t)
{
	const struct feature *f = t->f;
	const struct game *g = j->g;
	struct score *s = t->s;
	bool final = t->final;
	int fi = t->fi, seg;

	switch (f->kind) {
	case SEG_ROAD:
		t->units = f->ntiles;
		if (final)
			score_note(s, RULE_BASE_FINAL_ROAD, "an unfinished road "
			    "scores 1 per tile at game end");
		else {
			score_note(s, RULE_BASE_ROAD_COMPLETE, "the road has no "
			    "open end left");
			score_note(s, RULE_BASE_ROAD_SCORE, "1 point per tile it "
			    "crosses");
		}
		road_path(j, fi, s);
		break;
	case SEG_CITY:
		t->units = f->ntiles;
		for (seg = j->fs.first[fi]; seg >= 0; seg = j->fs.next[seg])
			if (seg_def(j->b, seg)->flags & SF_PENNANT)
				t->pennants++;
		t->rate = t->prate = final ? 1 : 2;
		if (final)
			score_note(s, RULE_BASE_FINAL_CITY, "an unfinished city "
			    "scores 1 per tile and 1 per pennant at game end");
		else {
			score_note(s, RULE_BASE_CITY_COMPLETE, "the city wall is "
			    "closed");
			score_note(s, RULE_BASE_CITY_SCORE, "2 per tile and 2 per "
			    "pennant");
		}
		if (!final && f->ntiles == 2) {
			score_note(s, RULE_BASE_CITY_TINY, "a city of two tiles "
			    "%s", g->rules.v[SET_TINY_CITY] == TINY_2 ?
			    "scores 1 per tile and 1 per pennant (tiny-city=2, "
			    "the first edition)" : "scores like any other "
			    "(tiny-city=4, the later printings)");
			if (g->rules.v[SET_TINY_CITY] == TINY_2) {
				t->rate = t->prate = 1;
				strcpy(t->why, " (a 2-tile city, first edition)");
			}
		}
		tiles_sorted(j, fi, s);
		break;
	case SEG_CLOISTER: {
		int tile = j->b->segs[f->seg].tile, dx, dy, u;

		t->units = 1 + board_neighbours8(j->b, tile);
		if (final)
			score_note(s, RULE_BASE_FINAL_CLOISTER, "an unfinished "
			    "cloister scores 1 plus 1 per neighbour");
		else
			score_note(s, RULE_BASE_CLOISTER_SCORE, "all 8 neighbours "
			    "are down: 9 points");
		for (dx = -1; dx <= 1; dx++)
			for (dy = -1; dy <= 1; dy++)
				if ((u = board_tile_at(j->b,
				    j->b->tiles[tile].x + dx,
				    j->b->tiles[tile].y + dy)) >= 0)
					score_at(s, j->b->tiles[u].x,
					    j->b->tiles[u].y);
		break;
	}
	default:
		t->units = 0;
		t->rate = 0;
		break;
	}
}

/* The score's breakdown in words: "3 tiles x 2 + 1 pennant x 2", then
 * the modules' terms and the bonus (none in a brief outcome). */
static void
write_breakdown(struct score *s, struct tally *t)
{
	if (t->units == 1 && t->unitword[0] &&
	    t->unitword[strlen(t->unitword) - 1] == 's')
		t->unitword[strlen(t->unitword) - 1] = '\0';
	if (s->brief)
		;
	else if (s->breakdown[0] == '\0') {
		snprintf(s->breakdown, sizeof s->breakdown, "%d %s x %d%s",
		    t->units, t->unitword, t->rate, t->why);
		if (t->pennants)
			snprintf(s->breakdown + strlen(s->breakdown),
			    sizeof s->breakdown - strlen(s->breakdown),
			    " + %d pennant%s x %d", t->pennants,
			    t->pennants > 1 ? "s" : "", t->prate);
	}
	if (!s->brief) {
		snprintf(s->breakdown + strlen(s->breakdown),
		    sizeof s->breakdown - strlen(s->breakdown), "%s", t->terms);
		if (t->bonus)
			snprintf(s->breakdown + strlen(s->breakdown),
			    sizeof s->breakdown - strlen(s->breakdown),
			    " + %d%s", t->bonus, t->bonus_why);
	}
}

/* Who wins the feature (BASE-MAJORITY, LARGE-FOLLOWER), and that its
 * followers go back (BASE-RETURN), told once the modules have moved
 * figures on. */
static void
cite_holders(struct judge *j, int fi, struct score *s, bool final)
{
	const struct feature *f = &j->fs.f[fi];

	if (f->nfollowers > 0) {
		char who[200], big[200] = "";
		bool large = large_note(j, fi, big, s->brief ? 0 :
		    sizeof big);

		who[0] = '\0';
		if (!s->brief)
			majority_text(j, f->strength, large, "follower",
			    " there", s, who, sizeof who);
		score_note(s, RULE_BASE_MAJORITY, "%s", who);
		if (large)
			score_note(s, RULE_LARGE_FOLLOWER, "%s", big);
		/* Its sentence waits until the modules have moved figures
		 * on (judge_returns()). */
		if (!final)
			score_rule(s, RULE_BASE_RETURN);
	}
}

void
score_feature(struct judge *j, int fi, bool final)
{
	const struct feature *f = &j->fs.f[fi];
	struct score *s = judge_score(j, fi);
	struct tally t;
	int i;

	memset(&t, 0, sizeof t);
	t.fi = fi;
	t.f = f;
	t.final = final;
	t.s = s;
	t.rate = 1;
	strcpy(t.unitword, "tiles");
	s->feature = segkind_name[f->kind];
	s->order = segkind_score_order[f->kind];
	s->complete = f->complete;
	base_units(j, &t);
	modules_score_units(j, &t);
	modules_score_rate(j, &t);
	t.T = t.units * t.rate + t.pennants * t.prate;
	modules_score_adjust(j, &t);
	s->tiles = t.units;
	s->points = t.T + t.bonus;
	write_breakdown(s, &t);
	s->nwinners = judge_majority(j, f->strength, s->winners);
	cite_holders(j, fi, s, final);
	/* Sorting key: the smallest of the feature's own tiles; some kinds
	 * stand on one tile, though their neighbours or roads count. */
	if (segkind_one_tile[f->kind]) {
		const struct ptile *own = &j->b->tiles[j->b->segs[f->seg].tile];

		s->sx = own->x;
		s->sy = own->y;
	}
	if (t.has_extra) {
		s->has_extra = true;
		for (i = 0; i < j->p->nplayers; i++)
			s->extra[i] = t.extra[i];
	}
}

/* Completed cities touching field feature fi: their feature indexes into
 * out (each once, in order of first touch); returns how many. */
static int
farm_cities(struct judge *j, int fi, int *out, int *stamp)
{
	int seg, n = 0, i;

	for (seg = j->fs.first[fi]; seg >= 0; seg = j->fs.next[seg]) {
		const struct ptile *pt = &j->b->tiles[j->b->segs[seg].tile];
		unsigned cities = seg_def(j->b, seg)->cities;

		for (i = 0; i < pt->def->nsegs; i++) {
			int ci;

			if (!(cities >> i & 1))
				continue;
			ci = j->fs.of[pt->seg0 + i];
			if (!j->fs.f[ci].complete || stamp[ci] == fi + 1)
				continue;
			stamp[ci] = fi + 1;
			out[n++] = ci;
		}
	}
	return n;
}

/* The modules count a farm too (their score_units). */
static void
field_hooks(struct judge *j, int fi, struct score *s)
{
	struct tally t;

	memset(&t, 0, sizeof t);
	t.fi = fi;
	t.f = &j->fs.f[fi];
	t.final = true;
	t.s = s;
	modules_score_units(j, &t);
}

static bool
has_large(const struct judge *j, int fi)
{
	int i;

	for (i = 0; i < j->b->nmeeples; i++)
		if (j->fs.of[j->b->meeples[i].seg] == fi &&
		    j->b->meeples[i].kind == MK_LARGE)
			return true;
	return false;
}

/* A field farming a completed city, in a list per city. */
struct farm_pair {
	int field, next;
};

/* farmers=3: field fi scores 3 per completed city it touches (n). */
static void
score_field_f3(struct judge *j, int fi, int n, const int *w, int nw)
{
	const struct feature *f = &j->fs.f[fi];
	char why[200], big[200] = "";
	bool big_one;
	struct score *s = judge_score(j, fi);

	s->feature = "field";
	s->order = segkind_score_order[SEG_FIELD];
	s->tiles = f->ntiles;
	s->points = 3 * n;
	s->nwinners = nw;
	memcpy(s->winners, w, (size_t)nw * sizeof *w);
	tiles_sorted(j, fi, s);
	field_path(j, fi, s);
	score_note(s, RULE_BASE_FARM_SCORE, "farmers=3, the "
	    "current rule: the field pays 3 per completed city "
	    "it touches");
	big_one = large_note(j, fi, big, s->brief ? 0 :
	    sizeof big);
	why[0] = '\0';
	if (!s->brief) {
		snprintf(s->breakdown, sizeof s->breakdown,
		    "%d completed cit%s x 3", n, n == 1 ? "y" :
		    "ies");
		majority_text(j, f->strength, big_one,
		    "farmer", " there", s, why, sizeof why);
	}
	score_note(s, RULE_BASE_MAJORITY, "%s", why);
	if (big_one)
		score_note(s, RULE_LARGE_FOLLOWER, "%s", big);
	field_hooks(j, fi, s);
}

/* farmers=2 and 1: completed city ci scores for the fields around it
 * (the pairs from head on), strength and wins summed over them. */
static void
score_city_f12(struct judge *j, int ci, int reading,
    const int strength[MAXPLAYERS], const bool wins[MAXPLAYERS], bool large,
    const struct farm_pair *pairs, int head)
{
	const struct position *p = j->p;
	struct score *s;
	int i, k;

	s = judge_score(j, -1);
	s->seg = j->fs.f[ci].seg;
	s->feature = "field";
	s->order = segkind_score_order[SEG_FIELD];
	tiles_sorted(j, ci, s);
	s->tiles = j->fs.f[ci].ntiles;
	s->complete = true;
	score_note(s, RULE_BASE_FARM_SCORE, reading == FARMERS_2 ?
	    "farmers=2, the second revision of the first edition: a "
	    "completed city pays 3 to the players with the most "
	    "farmers on each field around it, but a player only "
	    "once" : "farmers=1, the first printing: a completed city "
	    "pays 4 to the players with the most farmers on all the "
	    "fields around it, added together");

	if (large)
		score_note(s, RULE_LARGE_FOLLOWER, "a large follower counts "
		    "2 for the majority");
	/* A touched city has its pairs (the analyzer cannot see
	 * xcalloc's zeroes).
	 * NOLINTBEGIN(clang-analyzer-core.NullDereference) */
	for (k = head; k >= 0; k = pairs[k].next)
		field_hooks(j, pairs[k].field, s);
	/* NOLINTEND(clang-analyzer-core.NullDereference) */
	if (reading == FARMERS_2) {
		s->points = 3;
		for (i = 0; i < p->nplayers; i++)
			if (wins[i])
				s->winners[s->nwinners++] = i;
		if (!s->brief)
			snprintf(s->breakdown, sizeof s->breakdown,
			    "3 to each player with the most farmers on "
			    "a field around it, once");
	} else {
		s->points = 4;
		s->nwinners = judge_majority(j, strength,
		    s->winners);
		if (!s->brief)
			snprintf(s->breakdown, sizeof s->breakdown,
			    "4 to the most farmers on all the fields "
			    "around it");
	}
	if (reading == FARMERS_2)
		score_note(s, RULE_BASE_MAJORITY, "on each field around the "
		    "city, the players with the most farmers score");
	else {
		char why[200] = "";

		if (!s->brief)
			majority_text(j, strength, large,
			    "farmer", "", s, why, sizeof why);
		score_note(s, RULE_BASE_MAJORITY, "on all its fields "
		    "together, %s", why);
	}
}

void
score_farms(struct judge *j)
{
	const struct position *p = j->p;
	int reading = j->g->rules.v[SET_FARMERS], nf = j->fs.nf, fi, ci, i, k;
	size_t n1 = (size_t)nf + 1, npairs = 0, cap = 0;
	int *stamp = xcalloc(n1, sizeof *stamp);
	int *cities = xmalloc((size_t)j->b->nsegs + 1, sizeof *cities);
	/* Per completed city (farmers 1 and 2): who scores it. */
	int (*strength)[MAXPLAYERS] = xcalloc(n1, sizeof *strength);
	bool (*wins)[MAXPLAYERS] = xcalloc(n1, sizeof *wins);
	bool *touched = xcalloc(n1, sizeof *touched);
	bool *large = xcalloc(n1, sizeof *large);
	/* The farmed fields of each city, as linked pairs, so that every
	 * one of them is shown to the modules. */
	int *head = xmalloc(n1, sizeof *head);
	struct farm_pair *pairs = NULL;
	for (fi = 0; fi < nf; fi++) {
		const struct feature *f = &j->fs.f[fi];
		int n, w[MAXPLAYERS], nw;

		if (!f->live || f->kind != SEG_FIELD || f->nfollowers == 0)
			continue;
		n = farm_cities(j, fi, cities, stamp);
		nw = judge_majority(j, f->strength, w);
		if (reading == FARMERS_3) {
			score_field_f3(j, fi, n, w, nw);
			continue;
		}
		for (k = 0; k < n; k++) {
			ci = cities[k];
			if (!touched[ci])
				head[ci] = -1;
			pairs = xgrow(pairs, &cap, npairs + 1, sizeof *pairs);
			pairs[npairs].field = fi;
			pairs[npairs].next = head[ci];
			head[ci] = (int)npairs++;
			touched[ci] = true;
			large[ci] |= has_large(j, fi);
			for (i = 0; i < p->nplayers; i++)
				strength[ci][i] += f->strength[i];
			for (i = 0; i < nw; i++)
				wins[ci][w[i]] = true;
		}
	}
	for (ci = 0; reading != FARMERS_3 && ci < nf; ci++)
		if (touched[ci])
			score_city_f12(j, ci, reading, strength[ci], wins[ci],
			    large[ci], pairs, head[ci]);
	free(stamp);
	free(cities);
	free(strength);
	free(wins);
	free(touched);
	free(large);
	free(head);
	free(pairs);
}

static int
cmp_score(const struct score *a, const struct score *b)
{
	if (a->order != b->order)
		return a->order < b->order ? -1 : 1;
	if (a->nat == 0 || b->nat == 0)
		return (a->nat == 0) - (b->nat == 0);
	if (a->sx != b->sx)
		return a->sx < b->sx ? -1 : 1;
	if (a->sy != b->sy)
		return a->sy < b->sy ? -1 : 1;
	/* Two features on one smallest tile: the board's order. */
	return (a->seg > b->seg) - (a->seg < b->seg);
}

void
scores_sort(struct outcome *o)
{
	int i, k;

	/* Insertion sort: stable, and there are few entries. */
	for (i = 1; i < o->nscores; i++) {
		struct score tmp = o->scores[i];

		for (k = i; k > 0 && cmp_score(&o->scores[k - 1], &tmp) > 0;
		    k--)
			o->scores[k] = o->scores[k - 1];
		o->scores[k] = tmp;
	}
}
