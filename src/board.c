/* The board: tiles on a grid of squares, their segments, and features kept
 * up to date as tiles, links and meeples are added: each segment knows its
 * feature, and two features that meet merge the smaller into the larger,
 * so that building a board of n segments costs O(n log n) at worst and a
 * question about a feature costs nothing.  Changes after a checkpoint are
 * logged, so that a trial (a candidate move) can be undone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "xalloc.h"

static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { 1, 0, -1, 0 };

/* One logged change, undone in reverse order. */
enum undo_kind { U_TILE, U_OPEN, U_MERGE, U_LINK, U_MEEPLE, U_UNMEEPLE,
	U_EXT };

struct undo {
	enum undo_kind kind;
	int a, b, c;
	struct feature saved;	/* U_MERGE: the larger before */
	struct meeple m;	/* U_UNMEEPLE: the meeple taken off */
	/* U_EXT: the module's own undo of its block */
	void (*undo)(struct board *, void *block);
	void *block;
};

/* The board's arrays, freed together: an array added to struct board
 * goes into this list. */
#define ARRAYS(X) X(tiles) X(segs) X(meeples) X(nb) X(fs.f) \
	X(fs.of) X(fs.next) X(fs.first) X(fs.last) X(derived) X(stamp) \
	X(log) X(freef) X(segstamp) X(openings) WATCH_ARRAYS(X, 0) WATCH_ARRAYS(X, 1)
#define WATCH_ARRAYS(X, w) X(watch[w].fseen) X(watch[w].fwas) \
	X(watch[w].sseen) X(watch[w].sorig) X(watch[w].touched)
#define FREE(field) free(b->field);

void
board_init(struct board *b)
{
	memset(b, 0, sizeof *b);
	grid_init(&b->grid);
}

void
board_free(struct board *b)
{
	int i;

	for (i = 0; i < b->next; i++) {
		if (b->ext[i].release != NULL)
			b->ext[i].release(b->ext[i].data);
		free(b->ext[i].data);
	}
	grid_free(&b->grid);
	ARRAYS(FREE)
	memset(b, 0, sizeof *b);
}

static struct undo *
logged(struct board *b, enum undo_kind k, int x, int y, int z)
{
	struct undo *u;

	if (!b->logging)
		return NULL;
	b->log = xgrow(b->log, &b->caplog, (size_t)b->nlog + 1, sizeof *b->log);
	u = &b->log[b->nlog++];
	u->kind = k;
	u->a = x;
	u->b = y;
	u->c = z;
	return u;
}

int
board_tile_at(const struct board *b, int x, int y)
{
	return grid_at(&b->grid, x, y);
}

int
board_neighbour(const struct board *b, int t, int dir)
{
	return b->nb[t][dir];
}

/* The tile at (x+ix, y+iy) from tile t, |ix|, |iy| <= 1: through the
 * neighbours known to each tile, the grid only for a lone corner. */
static int
near_tile(const struct board *b, int t, int ix, int iy)
{
	int v = iy > 0 ? DIR_N : DIR_S, h = ix > 0 ? DIR_E : DIR_W, u;

	if (ix == 0 && iy == 0)
		return t;
	if (ix == 0)
		return b->nb[t][v];
	if (iy == 0)
		return b->nb[t][h];
	if ((u = b->nb[t][v]) >= 0)
		return b->nb[u][h];
	if ((u = b->nb[t][h]) >= 0)
		return b->nb[u][v];
	return board_tile_at(b, b->tiles[t].x + ix, b->tiles[t].y + iy);
}

int
board_neighbours8(const struct board *b, int t)
{
	int ix, iy, n = 0;

	for (ix = -1; ix <= 1; ix++)
		for (iy = -1; iy <= 1; iy++)
			if ((ix || iy) && near_tile(b, t, ix, iy) >= 0)
				n++;
	return n;
}

const struct segdef *
seg_def(const struct board *b, int seg)
{
	const struct seg *s = &b->segs[seg];

	return &b->tiles[s->tile].def->segs[s->def];
}

/* --- watches --- */

/* Grows a watch array from n to cap elements, the new ones zero: never
 * seen by any watch. */
static void *
zgrow(void *p, size_t n, size_t cap, size_t size)
{
	p = xrealloc(p, cap, size);
	memset((char *)p + n * size, 0, (cap - n) * size);
	return p;
}

/* The watches' per-slot arrays follow the features' capacity, their
 * per-segment arrays the segments'. */
static void
watch_grow_slots(struct board *b, size_t n)
{
	int w;

	for (w = 0; w < NWATCHES; w++) {
		b->watch[w].fseen = zgrow(b->watch[w].fseen, n, b->capf,
		    sizeof *b->watch[w].fseen);
		b->watch[w].fwas = zgrow(b->watch[w].fwas, n, b->capf,
		    sizeof *b->watch[w].fwas);
	}
}

static void
watch_grow_segs(struct board *b, size_t n)
{
	int w;

	for (w = 0; w < NWATCHES; w++) {
		b->watch[w].sseen = zgrow(b->watch[w].sseen, n, b->capsegs,
		    sizeof *b->watch[w].sseen);
		b->watch[w].sorig = zgrow(b->watch[w].sorig, n, b->capsegs,
		    sizeof *b->watch[w].sorig);
	}
}

/* Feature slot fi is about to change (fresh: it is a new feature): each
 * watch on keeps what it was, the first time. */
static void
touch(struct board *b, int fi, bool fresh)
{
	int w;

	for (w = 0; w < NWATCHES && b->nwatching > 0; w++) {
		struct watch *wt = &b->watch[w];

		if (wt->no == 0 || wt->fseen[fi] == wt->no)
			continue;
		wt->fseen[fi] = wt->no;
		wt->fwas[fi] = !fresh && b->fs.f[fi].complete;
		wt->touched = xgrow(wt->touched, &wt->captouched,
		    (size_t)wt->ntouched + 1, sizeof *wt->touched);
		wt->touched[wt->ntouched++] = fi;
	}
}

/* Segment s leaves feature slot fi (a merge): each watch on keeps the
 * slot it had, the first time. */
static void
touch_seg(struct board *b, int s, int fi)
{
	int w;

	for (w = 0; w < NWATCHES; w++) {
		struct watch *wt = &b->watch[w];

		if (wt->no != 0 && wt->sseen[s] != wt->no) {
			wt->sseen[s] = wt->no;
			wt->sorig[s] = fi;
		}
	}
}

void
board_watch(struct board *b, int w)
{
	struct watch *wt = &b->watch[w];

	if (wt->no == 0)
		b->nwatching++;
	/* Numbers are not reused in a board's life: a judged turn takes
	 * two, and no game comes near 2^32. */
	wt->no = ++b->watchno;
	wt->nsegs = b->nsegs;
	wt->ntouched = 0;
}

void
board_unwatch(struct board *b, int w)
{
	if (b->watch[w].no != 0)
		b->nwatching--;
	b->watch[w].no = 0;
}

bool
board_was_complete(const struct board *b, int w, int seg)
{
	const struct watch *wt = &b->watch[w];
	int fi;

	if (seg >= wt->nsegs)
		return false;
	fi = wt->sseen[seg] == wt->no ? wt->sorig[seg] : b->fs.of[seg];
	return wt->fseen[fi] == wt->no ? wt->fwas[fi] : b->fs.f[fi].complete;
}

int
board_touched(const struct board *b, int w, const int **slots)
{
	*slots = b->watch[w].touched;
	return b->watch[w].ntouched;
}

/* --- features --- */

static void
set_open(struct board *b, int fi, int delta)
{
	struct feature *f = &b->fs.f[fi];

	f->open += delta;
	if (segkind_closes[f->kind])
		f->complete = f->open == 0;
}

static void
open_change(struct board *b, int fi, int delta)
{
	touch(b, fi, false);
	set_open(b, fi, delta);
	logged(b, U_OPEN, fi, delta, 0);
}

static int
new_feature(struct board *b, int s)
{
	struct features *fs = &b->fs;
	struct feature *f;
	int fi;

	if (b->nfreef > 0)
		fi = b->freef[--b->nfreef];
	else {
		size_t cap = b->capf;

		fi = fs->nf++;
		fs->f = xgrow(fs->f, &b->capf, (size_t)fs->nf, sizeof *fs->f);
		if (cap != b->capf) {
			fs->first = xrealloc(fs->first, b->capf,
			    sizeof *fs->first);
			fs->last = xrealloc(fs->last, b->capf,
			    sizeof *fs->last);
			watch_grow_slots(b, cap);
		}
	}
	touch(b, fi, true);
	f = &fs->f[fi];
	memset(f, 0, sizeof *f);
	f->kind = seg_def(b, s)->kind;
	f->flags = seg_def(b, s)->flags;
	f->live = true;
	f->seg = s;
	f->nsegs = 1;
	f->ntiles = 1;
	fs->of[s] = fi;
	fs->next[s] = -1;
	fs->first[fi] = fs->last[fi] = s;
	return fi;
}

/* Relabels the small feature's segments as the large one's, and returns
 * the tiles the two shared (each once).  One walk of the small list: a
 * tile is looked at when its first segment of the small feature comes,
 * before any of them is relabelled. */
static int
relabel_shared(struct board *b, int small, int large)
{
	struct features *fs = &b->fs;
	int s, i, n = 0;

	b->stampno++;
	for (s = fs->first[small]; s >= 0; s = fs->next[s]) {
		int t = b->segs[s].tile;
		const struct ptile *pt = &b->tiles[t];

		if (b->stamp[t] != b->stampno) {
			b->stamp[t] = b->stampno;
			for (i = 0; i < pt->def->nsegs; i++)
				if (fs->of[pt->seg0 + i] == large) {
					n++;
					break;
				}
		}
		if (b->nwatching > 0)
			touch_seg(b, s, small);
		fs->of[s] = large;
	}
	return n;
}

/* The smaller of two features joins the larger: its segments relabelled
 * and appended to the larger's list, its counts added. */
static void
merge(struct board *b, int x, int y)
{
	struct features *fs = &b->fs;
	struct feature *big, *small;
	struct undo *u;
	int i, nx = fs->f[x].nsegs, ny = fs->f[y].nsegs;

	/* Equal sizes: the higher index joins, so the result is the same
	 * whichever order the edges come in. */
	if (nx < ny || (nx == ny && x > y)) {
		int t = x;

		x = y;
		y = t;
	}
	touch(b, x, false);
	touch(b, y, false);
	big = &fs->f[x];
	small = &fs->f[y];
	if ((u = logged(b, U_MERGE, x, y, fs->last[x])) != NULL)
		u->saved = *big;
	big->ntiles += small->ntiles - relabel_shared(b, y, x);
	fs->next[fs->last[x]] = fs->first[y];
	fs->last[x] = fs->last[y];
	big->nsegs += small->nsegs;
	big->open += small->open;
	big->nfollowers += small->nfollowers;
	for (i = 0; i < MAXPLAYERS; i++)
		big->strength[i] += small->strength[i];
	big->marks |= small->marks;
	big->flags |= small->flags;
	if (small->seg < big->seg)
		big->seg = small->seg;
	if (segkind_closes[big->kind])
		big->complete = big->open == 0;
	small->live = false;
	b->freef = xgrow(b->freef, &b->capfreef, (size_t)b->nfreef + 1,
	    sizeof *b->freef);
	b->freef[b->nfreef++] = y;
}

static void
unmerge(struct board *b, const struct undo *u)
{
	struct features *fs = &b->fs;
	int x = u->a, y = u->b, s;

	b->nfreef--;	/* y, pushed by the merge */
	fs->f[x] = u->saved;
	fs->last[x] = u->c;
	fs->next[u->c] = -1;
	for (s = fs->first[y]; s >= 0; s = fs->next[s])
		fs->of[s] = y;
	fs->f[y].live = true;
}

static void
unite(struct board *b, int s, int t)
{
	int x = b->fs.of[s], y = b->fs.of[t];

	if (x != y)
		merge(b, x, y);
}

/* The open ends a new segment brings: edges with no tile beyond, an
 * unlinked end that takes links; for a cloister, the empty squares
 * around. */
static int
own_open(struct board *b, int s)
{
	const struct seg *sg = &b->segs[s];
	const struct segdef *sd = seg_def(b, s);
	int d, n = 0;

	if (sd->kind == SEG_CLOISTER)
		return 8 - board_neighbours8(b, sg->tile);
	if (sd->kind != SEG_ROAD && sd->kind != SEG_CITY)
		return 0;
	for (d = 0; d < 4; d++)
		if ((sg->edges >> d & 1) && b->nb[sg->tile][d] < 0)
			n++;
	if (roadend_links[sd->end] && sg->partner < 0)
		n++;
	return n;
}

void
board_reserve(struct board *b, size_t ntiles, size_t nsegs)
{
	size_t cap = b->captiles, segcap = b->capsegs;

	b->tiles = xgrow(b->tiles, &b->captiles, ntiles, sizeof *b->tiles);
	if (cap != b->captiles) {
		b->nb = xrealloc(b->nb, b->captiles, sizeof *b->nb);
		b->stamp = xrealloc(b->stamp, b->captiles, sizeof *b->stamp);
	}
	b->segs = xgrow(b->segs, &b->capsegs, nsegs, sizeof *b->segs);
	if (segcap != b->capsegs) {
		b->fs.of = xrealloc(b->fs.of, b->capsegs, sizeof *b->fs.of);
		b->fs.next = xrealloc(b->fs.next, b->capsegs,
		    sizeof *b->fs.next);
		watch_grow_segs(b, segcap);
		b->segstamp = zgrow(b->segstamp, segcap, b->capsegs,
		    sizeof *b->segstamp);
	}
	grid_reserve(&b->grid, ntiles);
}

int
board_add_tile(struct board *b, const struct tiledef *def, int x, int y,
    int rot)
{
	struct features *fs = &b->fs;
	struct ptile *pt;
	int i, d, t = b->ntiles, ix, iy;

	board_reserve(b, (size_t)t + 1, (size_t)b->nsegs + (size_t)def->nsegs);
	b->stamp[t] = 0;
	pt = &b->tiles[t];
	memset(pt, 0, sizeof *pt);
	pt->def = def;
	pt->x = x;
	pt->y = y;
	pt->rot = (signed char)rot;
	pt->seg0 = b->nsegs;
	b->ntiles++;
	grid_add(&b->grid, x, y);
	for (d = 0; d < 4; d++) {
		int u = board_tile_at(b, x + dx[d], y + dy[d]);

		b->nb[t][d] = u;
		if (u >= 0)
			b->nb[u][(d + 2) % 4] = t;
	}
	logged(b, U_TILE, t, 0, 0);
	for (i = 0; i < def->nsegs; i++) {
		struct seg *s = &b->segs[b->nsegs];

		s->tile = t;
		s->def = (unsigned char)i;
		s->edges = (unsigned char)rot_edges(def->segs[i].edges, rot);
		s->halves = (unsigned char)rot_halves(def->segs[i].halves, rot);
		s->partner = -1;
		b->nsegs++;
		new_feature(b, b->nsegs - 1);
		fs->f[fs->of[b->nsegs - 1]].open = own_open(b, b->nsegs - 1);
		if (def->segs[i].kind == SEG_CLOISTER && !pt->cloister) {
			pt->cloister = true;
			b->ncloisters++;
		}
		if (roadend_links[def->segs[i].end]) {
			b->openings = xgrow(b->openings, &b->capopenings,
			    (size_t)b->nopenings + 1, sizeof *b->openings);
			b->openings[b->nopenings++] = b->nsegs - 1;
		}
		if (segkind_derived[def->segs[i].kind]) {
			b->derived = xgrow(b->derived, &b->capderived,
			    (size_t)b->nderived + 1, sizeof *b->derived);
			b->derived[b->nderived++] = b->nsegs - 1;
		}
	}
	for (i = pt->seg0; i < b->nsegs; i++) {
		struct feature *f = &fs->f[fs->of[i]];

		if (segkind_closes[f->kind])
			f->complete = f->open == 0;
	}
	/* The new tile covers an edge of each neighbour and a square
	 * around each cloister next to it. */
	for (d = 0; d < 4; d++) {
		int u = b->nb[t][d], k;

		if (u < 0)
			continue;
		for (k = 0; k < b->tiles[u].def->nsegs; k++) {
			int s = b->tiles[u].seg0 + k;
			enum segkind kk = seg_def(b, s)->kind;

			if ((kk == SEG_ROAD || kk == SEG_CITY) &&
			    (b->segs[s].edges >> ((d + 2) % 4) & 1))
				open_change(b, fs->of[s], -1);
		}
	}
	for (ix = -1; ix <= 1 && b->ncloisters > 0; ix++)
		for (iy = -1; iy <= 1; iy++) {
			int u = (ix || iy) ? near_tile(b, t, ix, iy) : -1, k;

			if (u < 0 || !b->tiles[u].cloister)
				continue;
			for (k = 0; k < b->tiles[u].def->nsegs; k++)
				if (b->tiles[u].def->segs[k].kind ==
				    SEG_CLOISTER)
					open_change(b,
					    fs->of[b->tiles[u].seg0 + k], -1);
		}
	return t;
}

static void
remove_tile(struct board *b, int t)
{
	struct ptile *pt = &b->tiles[t];
	int d, i;

	for (i = pt->def->nsegs - 1; i >= 0; i--) {
		int s = pt->seg0 + i, fi = b->fs.of[s];

		if (segkind_derived[pt->def->segs[i].kind])
			b->nderived--;
		if (roadend_links[pt->def->segs[i].end])
			b->nopenings--;
		if (pt->def->segs[i].kind == SEG_CLOISTER && pt->cloister) {
			pt->cloister = false;
			b->ncloisters--;
		}
		b->fs.f[fi].live = false;
		/* Its features were the last made: give the slots back in
		 * the order they were taken. */
		if (fi == b->fs.nf - 1)
			b->fs.nf--;
		else {
			b->freef = xgrow(b->freef, &b->capfreef,
			    (size_t)b->nfreef + 1, sizeof *b->freef);
			b->freef[b->nfreef++] = fi;
		}
	}
	b->nsegs = pt->seg0;
	for (d = 0; d < 4; d++)
		if (b->nb[t][d] >= 0)
			b->nb[b->nb[t][d]][(d + 2) % 4] = -1;
	grid_pop(&b->grid);
	b->ntiles--;
}

/* What m's feature counts of it, as m comes (on) or goes (!on): a
 * follower adds its strength; a figure without one marks the feature or
 * not (one of each such kind is in play). */
static void
meeple_counted(struct board *b, const struct meeple *m, bool on)
{
	struct feature *f = &b->fs.f[b->fs.of[m->seg]];
	int strength = mkind_strength(m->kind);

	if (strength == 0) {
		if (on)
			f->marks |= FIGURE_MARK(m->kind);
		else
			f->marks &= ~FIGURE_MARK(m->kind);
		return;
	}
	f->strength[m->player] += on ? strength : -strength;
	f->nfollowers += on ? 1 : -1;
}

void
board_add_meeple(struct board *b, int player, enum mkind kind, int seg,
    struct srcpos pos)
{
	struct meeple *m;

	b->meeples = xgrow(b->meeples, &b->capmeeples,
	    (size_t)b->nmeeples + 1, sizeof *b->meeples);
	m = &b->meeples[b->nmeeples++];
	m->player = player;
	m->kind = kind;
	m->seg = seg;
	m->pos = pos;
	meeple_counted(b, m, true);
	logged(b, U_MEEPLE, 0, 0, 0);
}

int
board_meeples_of(const struct board *b, int player, enum mkind k)
{
	int i, n = 0;

	for (i = 0; i < b->nmeeples; i++)
		n += b->meeples[i].player == player && b->meeples[i].kind == k;
	return n;
}

void
board_remove_meeple(struct board *b, int i)
{
	struct undo *u = logged(b, U_UNMEEPLE, i, 0, 0);

	if (u != NULL)
		u->m = b->meeples[i];
	meeple_counted(b, &b->meeples[i], false);
	memmove(&b->meeples[i], &b->meeples[i + 1],
	    (size_t)(b->nmeeples - i - 1) * sizeof *b->meeples);
	b->nmeeples--;
}

static void
unremove_meeple(struct board *b, const struct undo *u)
{
	memmove(&b->meeples[u->a + 1], &b->meeples[u->a],
	    (size_t)(b->nmeeples - u->a) * sizeof *b->meeples);
	b->meeples[u->a] = u->m;
	b->nmeeples++;
	meeple_counted(b, &u->m, true);
}

void
board_keep_meeples(struct board *b, const bool *keep)
{
	int i, k = 0;

	for (i = 0; i < b->nmeeples; i++)
		if (keep[i])
			b->meeples[k++] = b->meeples[i];
		else
			meeple_counted(b, &b->meeples[i], false);
	b->nmeeples = k;
}

void *
board_ext(struct board *b, const void *owner, size_t size,
    void (*release)(void *))
{
	int i;

	for (i = 0; i < b->next; i++)
		if (b->ext[i].owner == owner)
			return b->ext[i].data;
	if (b->next == MAXMODULES)
		abort();	/* one block a module: the registry's bound */
	b->ext[b->next].owner = owner;
	b->ext[b->next].data = xcalloc(1, size);
	b->ext[b->next].release = release;
	return b->ext[b->next++].data;
}

const void *
board_ext_of(const struct board *b, const void *owner)
{
	int i;

	for (i = 0; i < b->next; i++)
		if (b->ext[i].owner == owner)
			return b->ext[i].data;
	return NULL;
}

void
board_log_ext(struct board *b, void (*undo)(struct board *, void *),
    void *block)
{
	struct undo *u = logged(b, U_EXT, 0, 0, 0);

	if (u != NULL) {
		u->undo = undo;
		u->block = block;
	}
}

int
tile_seg_on_edge(const struct board *b, int t, enum segkind k, int dir)
{
	const struct ptile *pt = &b->tiles[t];
	int d = (dir - pt->rot + 4) % 4, i;

	if (k == SEG_ROAD)
		i = pt->def->road_seg[d];
	else if (k == SEG_CITY)
		i = pt->def->city_seg[d];
	else
		return -1;
	return i < 0 ? -1 : pt->seg0 + i;
}

int
tile_seg_on_half(const struct board *b, int t, int h)
{
	const struct ptile *pt = &b->tiles[t];
	int i = pt->def->half_seg[(h - 2 * pt->rot + 8) % 8];

	return i < 0 ? -1 : pt->seg0 + i;
}

int
tile_opening(const struct board *b, int t, int dir)
{
	int s = tile_seg_on_edge(b, t, SEG_ROAD, dir);

	if (s < 0 || !roadend_links[seg_def(b, s)->end])
		return -1;
	return s;
}

void
board_unite_tile(struct board *b, int t)
{
	const struct ptile *pt = &b->tiles[t];
	int i, d, h, u, o;
	unsigned m;

	/* Edges and half-edges in increasing order, by their set bits. */
	for (i = 0; i < pt->def->nsegs; i++) {
		int s = pt->seg0 + i;
		const struct seg *sg = &b->segs[s];
		enum segkind k = pt->def->segs[i].kind;

		for (m = sg->edges; m != 0; m &= m - 1) {
			d = __builtin_ctz(m);
			if ((u = b->nb[t][d]) >= 0 &&
			    (o = tile_seg_on_edge(b, u, k, (d + 2) % 4)) >= 0)
				unite(b, s, o);
		}
		for (m = sg->halves; m != 0; m &= m - 1) {
			h = __builtin_ctz(m);
			if ((u = b->nb[t][half_edge(h)]) >= 0 &&
			    (o = tile_seg_on_half(b, u, half_opposite(h))) >= 0)
				unite(b, s, o);
		}
	}
}

void
board_link(struct board *b, int x, int y)
{
	b->segs[x].partner = y;
	b->segs[y].partner = x;
	logged(b, U_LINK, x, y, 0);
	/* Each end that takes links was an open end. */
	if (roadend_links[seg_def(b, x)->end])
		open_change(b, b->fs.of[x], -1);
	if (roadend_links[seg_def(b, y)->end])
		open_change(b, b->fs.of[y], -1);
	unite(b, x, y);
}

void
board_sync(struct board *b)
{
	int i;

	for (i = 0; i < b->nderived && b->derive_open != NULL; i++) {
		int s = b->derived[i];
		int fi = b->fs.of[s], open = b->derive_open(b, s);

		if (b->fs.f[fi].complete != (open == 0))
			touch(b, fi, false);
		b->fs.f[fi].complete = open == 0;
		b->fs.f[fi].open = open;
	}
}

int
board_checkpoint(struct board *b)
{
	b->logging = true;
	return b->nlog;
}

void
board_rollback(struct board *b, int mark)
{
	while (b->nlog > mark) {
		const struct undo *u = &b->log[--b->nlog];

		switch (u->kind) {
		case U_TILE:
			remove_tile(b, u->a);
			break;
		case U_OPEN:
			set_open(b, u->a, -u->b);
			break;
		case U_MERGE:
			unmerge(b, u);
			break;
		case U_LINK:
			b->segs[u->a].partner = -1;
			b->segs[u->b].partner = -1;
			break;
		case U_MEEPLE:
			meeple_counted(b, &b->meeples[--b->nmeeples], false);
			break;
		case U_UNMEEPLE:
			unremove_meeple(b, u);
			break;
		case U_EXT:
			u->undo(b, u->block);
			break;
		}
	}
	if (mark == 0)
		b->logging = false;
	board_sync(b);
}

const char *
seg_name(const struct board *b, int seg, char *buf, size_t len)
{
	const struct seg *s = &b->segs[seg];
	const struct ptile *t = &b->tiles[s->tile];

	return addr_name(t->def, t->rot, s->def, buf, len);
}
