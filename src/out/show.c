/* carcjudge show: the board drawn in the terminal, north up, one block of
 * DRAW_W x DRAW_H characters per tile (draw.h), meeples as their player's
 * letter (doubled for a large follower, followed by = for a wagon), tokens
 * as the lower-case letter of their colour, the tile of the pending action
 * between > and <, a tile in hand beside the board and the squares where
 * it fits framed, then a key of what the drawing shows.  A board wider
 * than the width ($COLUMNS, else the terminal's, else 80) or taller than
 * MAX_ROWS is cropped around the action, with a note.  show -f svg draws
 * the same board as a picture (svg.c). */
#include <stdint.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "diag.h"
#include "draw.h"
#include "moves.h"
#include "pending.h"
#include "run.h"
#include "show.h"
#include "words.h"
#include "xalloc.h"

#define MAX_ROWS 12
#define DEFAULT_WIDTH 80
#define MIN_WIDTH 40	/* a narrower width is read as this */
#define HAND_W 10	/* the column of the tile beside: 2 + "In hand:" */

/* Letters that tell players apart without colour: K for black, A for
 * grey (B is blue, G is green). */
static const char letter[NCOLORS] = { 'R', 'G', 'B', 'Y', 'K', 'A' };
static const char *const ansi[NCOLORS] = {
	"\033[1;31m", "\033[1;32m", "\033[1;34m", "\033[1;33m", "\033[1;30;47m",
	"\033[1;37m"
};

/* The columns (or rows) of the board: each drawn coordinate, and for a
 * stretch of more than MAXGAP coordinates with nothing to draw, one break
 * instead: lo..hi, ascending. */
struct span {
	int lo, hi;
	bool gap;
};

struct canvas {
	struct span *xs, *ys;	/* x ascending; -y ascending, north first */
	int nx, ny;
	int x0, y0, w, h;	/* shown: xs[x0..x0+w-1], ys[y0..y0+h-1] */
	char *cell;		/* (h * DRAW_H) x (w * DRAW_W) */
	int8_t *paint;		/* colour index per cell, or -1 */
};

#define MAXGAP 3

static int
cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/* The spans of the n coordinates c (sorted here, repeats allowed). */
static int
spans(int *c, int n, struct span **out)
{
	int i, k = 0, v;

	qsort(c, (size_t)n, sizeof *c, cmp_int);
	*out = xcalloc(4 * (size_t)n + 1, sizeof **out);
	for (i = 0; i < n; i++) {
		if (k > 0 && c[i] <= (*out)[k - 1].hi)
			continue;
		if (k > 0 && (long)c[i] - (*out)[k - 1].hi - 1 > MAXGAP) {
			(*out)[k].lo = (*out)[k - 1].hi + 1;
			(*out)[k].hi = c[i] - 1;
			(*out)[k++].gap = true;
		}
		for (v = k > 0 && !(*out)[k - 1].gap ? (*out)[k - 1].hi + 1 :
		    c[i]; v <= c[i]; v++) {
			(*out)[k].lo = (*out)[k].hi = v;
			(*out)[k++].gap = false;
		}
	}
	return k;
}

/* The index of the span holding v, or -1. */
static int
span_of(const struct span *sp, int n, int v)
{
	int lo = 0, hi = n - 1, m;

	while (lo <= hi) {
		m = lo + (hi - lo) / 2;
		if (sp[m].hi < v)
			lo = m + 1;
		else if (sp[m].lo > v)
			hi = m - 1;
		else
			return m;
	}
	return -1;
}

static char *
at(struct canvas *c, int x, int y, int r, int col)
{
	int row = (span_of(c->ys, c->ny, -y) - c->y0) * DRAW_H + r;
	int ix = span_of(c->xs, c->nx, x) - c->x0;

	return &c->cell[row * c->w * DRAW_W + ix * DRAW_W + col];
}

static void
put(struct canvas *c, int x, int y, int r, int col, char ch, int color)
{
	char *p = at(c, x, y, r, col);

	*p = ch;
	c->paint[p - c->cell] = (int8_t)color;
}

/* Is square (x, y) drawn (a square of a span shown, not a break)? */
static bool
inside(const struct canvas *c, int x, int y)
{
	int i = span_of(c->xs, c->nx, x), j = span_of(c->ys, c->ny, -y);

	return i >= c->x0 && i < c->x0 + c->w && !c->xs[i].gap &&
	    j >= c->y0 && j < c->y0 + c->h && !c->ys[j].gap;
}

static unsigned
paint_tile(struct canvas *c, const struct tiledef *def, int x, int y,
    int rot)
{
	char block[DRAW_H][DRAW_W];
	unsigned used;
	int r, col;

	used = draw_tile(def, rot, block);
	for (r = 0; r < DRAW_H; r++)
		for (col = 0; col < DRAW_W; col++)
			*at(c, x, y, r, col) = block[r][col];
	return used;
}

/* A meeple at cell (r, col): its player's letter, doubled for a large
 * follower, followed by '=' for a wagon; the second cell on the right, or
 * on the left at the tile's edge, and only over the tile itself. */
static void
put_meeple(struct canvas *c, int x, int y, int r, int col, enum mkind kind,
    int color)
{
	const struct figdef *fd = mkind_def[kind];
	/* color is -1 (nobody's) only for a kind with its own letter.
	 * NOLINTNEXTLINE(clang-analyzer-core.uninitialized.Assign) */
	char ch = fd->letter != 0 ? fd->letter : letter[color];
	char beside = fd->doubled ? ch : fd->mark;
	int k = col + 1 < DRAW_W ? col + 1 : col - 1;

	if (beside != 0) {
		if (c->paint[at(c, x, y, r, k) - c->cell] >= 0)
			k = 2 * col - k;
		if (k >= 0 && k < DRAW_W &&
		    c->paint[at(c, x, y, r, k) - c->cell] < 0) {
			if (k < col) {
				put(c, x, y, r, k, ch, color);
				ch = beside;
			} else
				put(c, x, y, r, k, beside, color);
		}
	}
	put(c, x, y, r, col, ch, color);
}

/* $COLUMNS as a width, or 0 when it is unset or no positive number: the
 * one place show reads the environment (the run's, carcjudge(3)). */
static int
env_columns(const struct run *r)
{
	const char *v = run_getenv(r, "COLUMNS");
	char *end;
	long n;

	if (v == NULL || *v == '\0')
		return 0;
	n = strtol(v, &end, 10);
	return *end == '\0' && n > 0 && n < 100000 ? (int)n : 0;
}

/* The width of the terminal standard output is, or 0 when it is none:
 * the one place show asks.  Only a run whose output counts as a terminal
 * asks (carcjudge(3)'s out_tty): the command line's, whose output is the
 * process's own. */
static int
tty_columns(const struct run *r)
{
	struct winsize ws;

	if (!run_isatty(r, STDOUT_FILENO))
		return 0;
	if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	return 0;
}

/* The width the drawing fits: $COLUMNS, else the terminal's, else 80. */
static int
show_width(const struct run *r)
{
	int w = env_columns(r);

	if (w == 0)
		w = tty_columns(r);
	if (w == 0)
		w = DEFAULT_WIDTH;
	return w < MIN_WIDTH ? MIN_WIDTH : w;
}

/* Where the tile in hand fits: the placements `moves` lists, as
 * (x, y, rotations) in square order; returns their count, or -1 after
 * the diagnostic. */
static int
hand_fits(struct diag_state *d, const struct game *g, int (**fits)[3])
{
	struct moves m;
	int i, n = 0;

	*fits = NULL;
	if (moves_list(d, g->p, &g->rules, &m) > 1) {
		moves_free(&m);
		return -1;
	}
	*fits = xcalloc((size_t)m.nplacements + 1, sizeof **fits);
	for (i = 0; i < m.nplacements; i++) {
		if (n == 0 || (*fits)[n - 1][0] != m.pl[i].x ||
		    (*fits)[n - 1][1] != m.pl[i].y) {
			(*fits)[n][0] = m.pl[i].x;
			(*fits)[n][1] = m.pl[i].y;
			(*fits)[n++][2] = 0;
		}
		(*fits)[n - 1][2] |= 1 << m.pl[i].rot;
	}
	moves_free(&m);
	return n;
}

/* A square where the tile in hand fits: framed, "fits" in the middle. */
static void
paint_fits(struct canvas *c, int x, int y)
{
	static const char *const frame[DRAW_H] = {
		"+     +", "       ", " fits  ", "       ", "+     +"
	};
	int r, col;

	for (r = 0; r < DRAW_H; r++)
		for (col = 0; col < DRAW_W; col++)
			if (frame[r][col] != ' ')
				put(c, x, y, r, col, frame[r][col], C_GREEN);
}

/* "(2,0) turned 0 or 180, (3,1) turned 90": where the tile fits. */
static void
fits_words(FILE *f, const char *id, int (*fits)[3], int n, int width)
{
	size_t len = 64 + 48 * (size_t)n, o;
	char *buf = xmalloc(len, 1);
	int i, r, k, nr;

	if (n == 0)
		o = (size_t)snprintf(buf, len, "%s fits nowhere on this board.",
		    id);
	else
		o = (size_t)snprintf(buf, len, "%s fits at", id);
	for (i = 0; i < n; i++) {
		o += (size_t)snprintf(buf + o, len - o, " (%d,%d) turned",
		    fits[i][0], fits[i][1]);
		for (nr = 0, r = 0; r < 4; r++)
			nr += fits[i][2] >> r & 1;
		for (k = 0, r = 0; r < 4; r++)
			if (fits[i][2] >> r & 1)
				o += (size_t)snprintf(buf + o, len - o, "%s%d",
				    k++ == 0 ? " " : k == nr ? " or " : ", ",
				    r * 90);
		o += (size_t)snprintf(buf + o, len - o, "%s",
		    i + 1 < n ? ";" : ".");
	}
	words_wrap(f, "In hand: ", "         ", buf, width);
	free(buf);
}

/* Narrows the span lo..lo+n-1 to at most max, around centre but inside
 * the span; says whether it had to. */
static bool
crop(int *lo, int *n, int centre, int max)
{
	int first = *lo, last = *lo + *n - 1;

	if (*n <= max)
		return false;
	*lo = centre - max / 2;
	if (*lo < first)
		*lo = first;
	if (*lo + max - 1 > last)
		*lo = last - max + 1;
	*n = max;
	return true;
}

/* "Figures: R follower, RR large follower, ..." for the kinds of figure
 * the position has, in the first player's letter, wrapped at width. */
static void
figures_key(FILE *f, const struct game *g, int width)
{
	const struct position *p = g->p;
	const struct board *b = &g->board;
	char buf[200];
	unsigned kinds = 0;
	size_t o = 0;
	int i, ex = p->nplayers > 0 ? letter[p->players[0].color] : 'R';

	for (i = 0; i < b->nmeeples; i++)
		kinds |= 1u << b->meeples[i].kind;
	if (board_tokens(b)->n > 0)
		kinds |= 1u << SHOW_TOKEN;
	if (p->action.deploy)
		kinds |= 1u << p->action.dkind;
	if (kinds == 0)
		return;
	buf[0] = '\0';
#define KEY(k, ...) \
	if (kinds >> (k) & 1) \
		o += (size_t)snprintf(buf + o, sizeof buf - o, __VA_ARGS__)
	/* Each kind as put_meeple draws it, in the kinds' order. */
	for (i = 0; i < nmkinds; i++) {
		const struct figdef *fd = mkind_def[i];
		char ch = fd->letter != 0 ? fd->letter : (char)ex;
		char beside[2] = { fd->doubled ? ch : fd->mark, '\0' };

		KEY(i, " %c%s %s,", ch, beside, fd->one);
	}
	KEY(SHOW_TOKEN, " %c tunnel token (lower case),", ex + 'a' - 'A');
#undef KEY
	buf[o - 1] = '.';
	words_wrap(f, "Figures: ", "         ", buf[0] == ' ' ? buf + 1 : buf,
	    width);
}

/* The tokens and the meeples on the tiles drawn. */
static void
paint_figures(struct canvas *c, const struct game *g)
{
	const struct position *p = g->p;
	const struct board *b = &g->board;
	const struct tokens *tk = board_tokens(b);
	int i, r, x;

	for (i = 0; i < tk->n; i++) {
		const struct token *k = &tk->v[i];
		const struct ptile *t = &b->tiles[b->segs[k->seg].tile];

		if (!inside(c, t->x, t->y))
			continue;
		draw_opening(first_bit(b->segs[k->seg].edges), &r, &x);
		put(c, t->x, t->y, r, x, letter[k->color] + 'a' - 'A',
		    k->color);
	}
	for (i = 0; i < b->nmeeples; i++) {
		const struct meeple *m = &b->meeples[i];
		const struct seg *s = &b->segs[m->seg];
		const struct ptile *t = &b->tiles[s->tile];
		int pc = m->player == NOBODY ? -1 : p->players[m->player].color;

		if (!inside(c, t->x, t->y))
			continue;
		draw_spot(t->def, t->rot, s->def, &r, &x);
		put_meeple(c, t->x, t->y, r, x, m->kind, pc);
	}
}

/* The board as drawn: its column labels, then its rows north to south,
 * the pending square marked > <, the tile beside (hand) right of the
 * first row when beside. */
static void
print_grid(FILE *f, const struct canvas *c, const struct action *a, int lw,
    bool beside, bool in_hand, char hand[DRAW_H][DRAW_W], bool color)
{
	bool pend = a->place && a->at_given;
	int i, j, r, y;

	/* Column labels, then rows north to south; the margin fits the
	 * widest row number, the tile in hand right of the board.  A break
	 * is a column of ~, or a line of them. */
	fprintf(f, "%*s", lw, "");
	for (i = c->x0; i < c->x0 + c->w; i++)
		if (c->xs[i].gap)
			fprintf(f, " %-*s", DRAW_W, "   ~");
		else
			fprintf(f, " %-*d", DRAW_W, c->xs[i].lo);
	if (beside)
		fprintf(f, "  %s", in_hand ? "In hand:" : "Refused:");
	fputc('\n', f);
	for (j = c->y0; j < c->y0 + c->h; j++) {
		y = -c->ys[j].lo;
		for (r = 0; r < DRAW_H; r++) {
			bool last = false;

			if (c->ys[j].gap && r > 0)
				break;
			if (r == DRAW_H / 2 && !c->ys[j].gap)
				fprintf(f, "%*d", lw, y);
			else
				fprintf(f, "%*s", lw, "");
			for (i = c->x0; i < c->x0 + c->w; i++) {
				bool row = pend && !c->ys[j].gap &&
				    y == a->py && r == DRAW_H / 2;
				bool mark = row && !c->xs[i].gap &&
				    c->xs[i].lo == a->px;
				bool after = row && i > c->x0 &&
				    !c->xs[i - 1].gap &&
				    c->xs[i - 1].lo == a->px;
				int k;

				fputc(mark ? '>' : after ? '<' : ' ', f);
				if (c->ys[j].gap) {
					fprintf(f, "%s", c->xs[i].gap ?
					    "   ~   " : "~ ~ ~ ~");
					continue;
				}
				if (c->xs[i].gap) {
					fprintf(f, "   ~   ");
					continue;
				}
				for (k = 0; k < DRAW_W; k++) {
					char *ch = &c->cell[((j - c->y0) *
					    DRAW_H + r) * c->w * DRAW_W +
					    (i - c->x0) * DRAW_W + k];
					int pc = c->paint[ch - c->cell];

					if (color && pc >= 0)
						fprintf(f, "%s%c\033[0m",
						    ansi[pc], *ch);
					else
						fputc(*ch, f);
				}
			}
			if (pend && !c->ys[j].gap && y == a->py &&
			    r == DRAW_H / 2 && !c->xs[c->x0 + c->w - 1].gap &&
			    c->xs[c->x0 + c->w - 1].lo == a->px) {
				fputc('<', f);
				last = true;
			}
			/* The tile beside the first row of tiles. */
			if (beside && j == c->y0 && !c->ys[j].gap)
				fprintf(f, "%*s%.*s", last ? 3 : 4, "", DRAW_W,
				    hand[r]);
			fputc('\n', f);
		}
	}
}

/* Below the board, what its breaks leave out and what a crop does. */
static void
print_left_out(FILE *f, const struct canvas *c, bool cropped, int minx,
    int maxx, int miny, int maxy, int width)
{
	char words[1024];
	size_t n;
	int i, nb;

	/* What the breaks leave out, and what a crop does. */
	n = (size_t)snprintf(words, sizeof words, "(not drawn, no tile there:");
	for (i = 0, nb = 0; i < c->w + c->h; i++) {
		const struct span *sp = i < c->w ? &c->xs[c->x0 + i] :
		    &c->ys[c->y0 + i - c->w];

		if (!sp->gap || n + 48 > sizeof words)
			continue;
		n += (size_t)snprintf(words + n, sizeof words - n, "%s %c %d..%d",
		    nb++ ? ";" : "", i < c->w ? 'x' : 'y', i < c->w ? sp->lo :
		    -sp->hi, i < c->w ? sp->hi : -sp->lo);
	}
	if (nb > 0) {
		snprintf(words + n, sizeof words - n, ")");
		words_wrap(f, "", " ", words, width);
	}
	if (cropped) {
		snprintf(words, sizeof words, "(cropped: x %d..%d, y %d..%d "
		    "shown of x %d..%d, y %d..%d, to fit %d columns and %d "
		    "rows of tiles)", c->xs[c->x0].lo,
		    c->xs[c->x0 + c->w - 1].hi, -c->ys[c->y0 + c->h - 1].hi,
		    -c->ys[c->y0].lo, minx, maxx, miny, maxy, width, MAX_ROWS);
		words_wrap(f, "", " ", words, width);
	}
}

void
show_board(struct run *r, const struct game *g, bool color)
{
	FILE *f = r->out;
	const struct position *p = g->p;
	const struct board *b = &g->board;
	const struct action *a = &p->action;
	struct canvas c;
	int minx, maxx, miny, maxy, i, cx, cy, lw, nfits = 0;
	int nsq = 0, *xs, *ys;
	int width = show_width(r), maxcols;
	int (*fits)[3] = NULL;
	char hand[DRAW_H][DRAW_W];
	size_t cells;
	unsigned used = 0;
	bool cropped = false, in_hand = a->place && !a->at_given;
	bool pend = a->place && a->at_given;
	/* The tile in hand, or one refused on a square that holds a tile,
	 * is drawn beside the board, never over its tile. */
	int held = pend ? board_tile_at(b, a->px, a->py) : -1;
	/* (judge --show draws its game after the turn, the tile placed
	 * last: a square holds a tile of the file's when that tile is one
	 * of the file's entries.) */
	bool beside = in_hand || (held >= 0 && held < p->ntiles);
	char words[1024];
	size_t n;

	/* A failure has been said; the board is drawn all the same. */
	if (in_hand && (nfits = hand_fits(&r->diag, g, &fits)) < 0)
		nfits = 0;
	if (b->ntiles == 0 && !pend && nfits == 0) {
		fprintf(f, "(the board is empty)\n");
		if (in_hand)
			fits_words(f, a->tile->id, fits, nfits, width);
		free(fits);
		return;
	}
	/* Every square drawn, then the spans of its columns and rows. */
	xs = xcalloc((size_t)b->ntiles + 1 + (size_t)nfits, sizeof *xs);
	ys = xcalloc((size_t)b->ntiles + 1 + (size_t)nfits, sizeof *ys);
	for (i = 0; i < b->ntiles + 1 + nfits; i++) {
		if (i == b->ntiles && !pend)
			continue;
		xs[nsq] = i < b->ntiles ? b->tiles[i].x : i == b->ntiles ?
		    a->px : fits[i - b->ntiles - 1][0];
		ys[nsq++] = -(i < b->ntiles ? b->tiles[i].y : i == b->ntiles ?
		    a->py : fits[i - b->ntiles - 1][1]);
	}
	c.nx = spans(xs, nsq, &c.xs);
	c.ny = spans(ys, nsq, &c.ys);
	free(xs);
	free(ys);
	minx = c.xs[0].lo;
	maxx = c.xs[c.nx - 1].hi;
	miny = -c.ys[c.ny - 1].hi;
	maxy = -c.ys[0].lo;
	/* Crop around the action (or the middle of the board): as many
	 * columns as fit the width beside the row numbers (and the tile in
	 * hand). */
	cx = pend ? span_of(c.xs, c.nx, a->px) : c.nx / 2;
	cy = pend ? span_of(c.ys, c.ny, -a->py) : c.ny / 2;
	lw = snprintf(NULL, 0, "%d", miny) > snprintf(NULL, 0, "%d", maxy) ?
	    snprintf(NULL, 0, "%d", miny) : snprintf(NULL, 0, "%d", maxy);
	lw = lw < 4 ? 4 : lw;
	maxcols = (width - lw - 1 - (beside ? HAND_W : 0)) / (DRAW_W + 1);
	maxcols = maxcols < 1 ? 1 : maxcols;
	c.x0 = 0;
	c.w = c.nx;
	c.y0 = 0;
	c.h = c.ny;
	cropped = crop(&c.x0, &c.w, cx, maxcols);
	cropped |= crop(&c.y0, &c.h, cy, MAX_ROWS);
	cells = (size_t)c.w * (size_t)c.h * DRAW_W * DRAW_H;
	c.cell = xmalloc(cells, 1);
	c.paint = xmalloc(cells, 1);
	memset(c.cell, ' ', cells);
	memset(c.paint, -1, cells);
	for (i = 0; i < b->ntiles; i++)
		if (inside(&c, b->tiles[i].x, b->tiles[i].y))
			used |= paint_tile(&c, b->tiles[i].def, b->tiles[i].x,
			    b->tiles[i].y, b->tiles[i].rot);
	if (pend && inside(&c, a->px, a->py) &&
	    board_tile_at(b, a->px, a->py) < 0)
		used |= paint_tile(&c, a->tile, a->px, a->py, a->prot);
	if (pend && inside(&c, a->px, a->py))
		used |= DRAWN_PENDING;
	for (i = 0; i < nfits; i++)
		if (inside(&c, fits[i][0], fits[i][1])) {
			paint_fits(&c, fits[i][0], fits[i][1]);
			used |= DRAWN_FITS;
		}
	if (beside)
		used |= draw_tile(a->tile, a->prot, hand);
	paint_figures(&c, g);
	print_grid(f, &c, a, lw, beside, in_hand, hand, color);
	print_left_out(f, &c, cropped, minx, maxx, miny, maxy, width);
	snprintf(words, sizeof words, "Players:");
	for (i = 0; i < p->nplayers; i++)
		snprintf(words + strlen(words), sizeof words - strlen(words),
		    " %c %s%s", letter[p->players[i].color],
		    color_name[p->players[i].color],
		    i + 1 < p->nplayers ? "," : ".");
	words_wrap(f, "", "         ", words, width);
	figures_key(f, g, width);
	draw_key(f, used, width);
	if (in_hand)
		fits_words(f, a->tile->id, fits, nfits, width);
	else if (a->present && a->end_game)
		fprintf(f, "Pending: end-game, the final scoring.\n");
	else if (a->present) {
		pending_words(words, sizeof words, g);
		if ((n = strlen(words)) + 1 < sizeof words)
			strcpy(words + n, ".");
		words_wrap(f, "Pending: ", "         ", words, width);
	}
	free(c.cell);
	free(c.paint);
	free(c.xs);
	free(c.ys);
	free(fits);
}
