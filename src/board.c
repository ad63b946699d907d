/* The board: tiles on a grid of squares, their segments, and features as
 * union-find over segment edges. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "xalloc.h"

static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { 1, 0, -1, 0 };

void
board_init(struct board *b)
{
	memset(b, 0, sizeof *b);
	grid_init(&b->grid);
}

void
board_free(struct board *b)
{
	free(b->tiles);
	free(b->segs);
	free(b->meeples);
	free(b->tokens);
	free(b->parent);
	grid_free(&b->grid);
	memset(b, 0, sizeof *b);
}

int
board_tile_at(const struct board *b, int x, int y)
{
	return grid_at(&b->grid, x, y);
}

int
board_neighbour(const struct board *b, int t, int dir)
{
	return board_tile_at(b, b->tiles[t].x + dx[dir], b->tiles[t].y +
	    dy[dir]);
}

int
board_neighbours8(const struct board *b, int t)
{
	int ix, iy, n = 0;

	for (ix = -1; ix <= 1; ix++)
		for (iy = -1; iy <= 1; iy++)
			if ((ix || iy) && board_tile_at(b, b->tiles[t].x + ix,
			    b->tiles[t].y + iy) >= 0)
				n++;
	return n;
}

int
board_add_tile(struct board *b, const struct tiledef *def, int x, int y,
    int rot, struct srcpos pos)
{
	struct ptile *pt;
	int i, t = b->ntiles;

	b->tiles = xgrow(b->tiles, &b->captiles, (size_t)t + 1,
	    sizeof *b->tiles);
	pt = &b->tiles[t];
	memset(pt, 0, sizeof *pt);
	pt->def = def;
	pt->x = x;
	pt->y = y;
	pt->rot = rot;
	pt->seg0 = b->nsegs;
	pt->pos = pos;
	b->ntiles++;
	grid_add(&b->grid, x, y);
	b->segs = xgrow(b->segs, &b->capsegs, (size_t)(b->nsegs + def->nsegs),
	    sizeof *b->segs);
	b->parent = xgrow(b->parent, &b->capparent,
	    (size_t)(b->nsegs + def->nsegs), sizeof *b->parent);
	for (i = 0; i < def->nsegs; i++) {
		struct seg *s = &b->segs[b->nsegs];

		s->tile = t;
		s->def = i;
		s->edges = rot_edges(def->segs[i].edges, rot);
		s->halves = rot_halves(def->segs[i].halves, rot);
		s->partner = -1;
		b->parent[b->nsegs] = b->nsegs;
		b->nsegs++;
	}
	return t;
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
}

void
board_add_token(struct board *b, int color, int seg, int waited, int placer,
    struct srcpos pos)
{
	struct token *k;

	b->tokens = xgrow(b->tokens, &b->captokens, (size_t)b->ntokens + 1,
	    sizeof *b->tokens);
	k = &b->tokens[b->ntokens++];
	k->color = color;
	k->seg = seg;
	k->waited = waited;
	k->placer = placer;
	k->pos = pos;
}

const struct segdef *
seg_def(const struct board *b, int seg)
{
	const struct seg *s = &b->segs[seg];

	return &b->tiles[s->tile].def->segs[s->def];
}

int
tile_seg_on_edge(const struct board *b, int t, enum segkind k, int dir)
{
	const struct ptile *pt = &b->tiles[t];
	int i;

	for (i = 0; i < pt->def->nsegs; i++)
		if (pt->def->segs[i].kind == k &&
		    (b->segs[pt->seg0 + i].edges >> dir & 1))
			return pt->seg0 + i;
	return -1;
}

int
tile_seg_on_half(const struct board *b, int t, int h)
{
	const struct ptile *pt = &b->tiles[t];
	int i;

	for (i = 0; i < pt->def->nsegs; i++)
		if (b->segs[pt->seg0 + i].halves >> h & 1)
			return pt->seg0 + i;
	return -1;
}

int
tile_opening(const struct board *b, int t, int dir)
{
	int s = tile_seg_on_edge(b, t, SEG_ROAD, dir);

	if (s < 0 || seg_def(b, s)->end != END_TUNNEL)
		return -1;
	return s;
}

int
board_find(struct board *b, int s)
{
	int r = s, n;

	while (b->parent[r] != r)
		r = b->parent[r];
	while (b->parent[s] != r) {
		n = b->parent[s];
		b->parent[s] = r;
		s = n;
	}
	return r;
}

void
board_unite(struct board *b, int x, int y)
{
	x = board_find(b, x);
	y = board_find(b, y);
	if (x == y)
		return;
	/* The lower index stays the root: deterministic and cheap. */
	if (x < y)
		b->parent[y] = x;
	else
		b->parent[x] = y;
}

void
board_unite_tile(struct board *b, int t)
{
	const struct ptile *pt = &b->tiles[t];
	int i, d, h, u, o;

	for (i = 0; i < pt->def->nsegs; i++) {
		int s = pt->seg0 + i;
		const struct seg *sg = &b->segs[s];
		enum segkind k = pt->def->segs[i].kind;

		for (d = 0; d < 4; d++) {
			if (!(sg->edges >> d & 1) ||
			    (u = board_neighbour(b, t, d)) < 0)
				continue;
			if ((o = tile_seg_on_edge(b, u, k, (d + 2) % 4)) >= 0)
				board_unite(b, s, o);
		}
		for (h = 0; h < 8; h++) {
			if (!(sg->halves >> h & 1) ||
			    (u = board_neighbour(b, t, half_edge(h))) < 0)
				continue;
			if ((o = tile_seg_on_half(b, u, half_opposite(h))) >= 0)
				board_unite(b, s, o);
		}
	}
}

void
board_link(struct board *b, int x, int y)
{
	b->segs[x].partner = y;
	b->segs[y].partner = x;
	board_unite(b, x, y);
}

void
features_compute(struct board *b, struct features *fs)
{
	int s, i, d, *last;
	size_t n = (size_t)b->nsegs;

	features_free(fs);
	fs->of = xmalloc(n, sizeof *fs->of);
	fs->next = xmalloc(n, sizeof *fs->next);
	fs->first = xmalloc(n, sizeof *fs->first);
	fs->f = xcalloc(n, sizeof *fs->f);
	last = xmalloc(n, sizeof *last);
	fs->nf = 0;
	/* Roots come first in index order, so feature numbers follow the
	 * board: the root of a set is its lowest segment. */
	for (s = 0; s < b->nsegs; s++) {
		int r = board_find(b, s);

		if (r == s) {
			struct feature *f = &fs->f[fs->nf];

			f->kind = seg_def(b, s)->kind;
			f->seg = s;
			fs->first[fs->nf] = s;
			last[fs->nf] = -1;
			fs->of[s] = fs->nf++;
		} else
			fs->of[s] = fs->of[r];
	}
	for (s = 0; s < b->nsegs; s++) {
		int fi = fs->of[s];
		struct feature *f = &fs->f[fi];
		const struct seg *sg = &b->segs[s];
		const struct segdef *sd = seg_def(b, s);

		fs->next[s] = -1;
		if (f->nsegs > 0)
			fs->next[last[fi]] = s;
		/* Segments come tile by tile: a new tile differs from the
		 * previous segment's. */
		if (f->nsegs == 0 || b->segs[last[fi]].tile != sg->tile)
			f->ntiles++;
		last[fi] = s;
		f->nsegs++;
		if (sd->kind == SEG_ROAD || sd->kind == SEG_CITY) {
			for (d = 0; d < 4; d++)
				if ((sg->edges >> d & 1) &&
				    board_neighbour(b, sg->tile, d) < 0)
					f->open++;
			if (sd->end == END_TUNNEL && sg->partner < 0)
				f->open++;
		} else if (sd->kind == SEG_CLOISTER)
			f->open = 8 - board_neighbours8(b, sg->tile);
	}
	free(last);
	for (i = 0; i < b->nmeeples; i++) {
		const struct meeple *m = &b->meeples[i];
		struct feature *f = &fs->f[fs->of[m->seg]];

		switch (m->kind) {
		case MK_MAGE:
			f->mage = true;
			break;
		case MK_WITCH:
			f->witch = true;
			break;
		default:
			f->strength[m->player] += m->kind == MK_LARGE ? 2 : 1;
			f->nfollowers++;
		}
	}
	for (i = 0; i < fs->nf; i++) {
		struct feature *f = &fs->f[i];

		f->complete = f->kind != SEG_FIELD && f->open == 0;
	}
	/* A German cathedral is complete when every road ending at it is. */
	for (i = 0; i < fs->nf; i++) {
		struct feature *f = &fs->f[i];
		const struct ptile *pt;
		int j;

		if (f->kind != SEG_CATHEDRAL)
			continue;
		pt = &b->tiles[b->segs[f->seg].tile];
		f->complete = true;
		for (j = 0; j < pt->def->nsegs; j++)
			if (pt->def->segs[j].kind == SEG_ROAD &&
			    pt->def->segs[j].end == END_CATHEDRAL &&
			    !fs->f[fs->of[pt->seg0 + j]].complete) {
				f->complete = false;
				f->open++;
			}
	}
}

void
features_free(struct features *fs)
{
	free(fs->of);
	free(fs->next);
	free(fs->first);
	free(fs->f);
	memset(fs, 0, sizeof *fs);
}

const char *
seg_name(const struct board *b, int seg, char *buf, size_t len)
{
	const struct seg *s = &b->segs[seg];
	const struct ptile *t = &b->tiles[s->tile];

	return addr_name(t->def, t->rot, s->def, buf, len);
}
