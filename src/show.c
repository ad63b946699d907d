/* carcjudge show: the board drawn in the terminal, north up, one block of
 * DRAW_W x DRAW_H characters per tile (draw.h), meeples as their player's
 * letter (doubled for a large follower, followed by = for a wagon), tokens
 * as the lower-case letter of their colour, the tile of the pending action
 * between > and <, then a key of what the drawing shows.  A board wider or
 * taller than fits a 120-column terminal is cropped around the action,
 * with a note.  show -f svg draws the same board as a picture (svg.c). */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "cli.h"
#include "diag.h"
#include "draw.h"
#include "input.h"
#include "pending.h"
#include "settings.h"
#include "show.h"
#include "svg.h"
#include "words.h"
#include "xalloc.h"

#define MAX_COLS 14	/* 4 + 14 x 8 = 116 columns */
#define MAX_ROWS 12

/* Letters that tell players apart without colour: K for black, A for
 * grey (B is blue, G is green). */
static const char letter[NCOLORS] = { 'R', 'G', 'B', 'Y', 'K', 'A' };
static const char *const ansi[NCOLORS] = {
	"\033[1;31m", "\033[1;32m", "\033[1;34m", "\033[1;33m", "\033[1;30;47m",
	"\033[1;37m"
};

struct canvas {
	int x0, y0, w, h;	/* tiles shown: x0..x0+w-1, y0..y0+h-1 */
	char *cell;		/* (h * DRAW_H) x (w * DRAW_W) */
	int8_t *paint;		/* colour index per cell, or -1 */
};

static char *
at(struct canvas *c, int x, int y, int r, int col)
{
	int row = (c->y0 + c->h - 1 - y) * DRAW_H + r;

	return &c->cell[row * c->w * DRAW_W + (x - c->x0) * DRAW_W + col];
}

static void
put(struct canvas *c, int x, int y, int r, int col, char ch, int color)
{
	char *p = at(c, x, y, r, col);

	*p = ch;
	c->paint[p - c->cell] = (int8_t)color;
}

static bool
inside(const struct canvas *c, int x, int y)
{
	return x >= c->x0 && x < c->x0 + c->w && y >= c->y0 &&
	    y < c->y0 + c->h;
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
	/* color is -1 (nobody's) for the mage and the witch alone.
	 * NOLINTNEXTLINE(clang-analyzer-core.uninitialized.Assign) */
	char ch = kind == MK_MAGE ? 'M' : kind == MK_WITCH ? 'W' :
	    letter[color];
	int k = col + 1 < DRAW_W ? col + 1 : col - 1;

	if (kind == MK_LARGE || kind == MK_WAGON) {
		if (c->paint[at(c, x, y, r, k) - c->cell] >= 0)
			k = 2 * col - k;
		if (k >= 0 && k < DRAW_W &&
		    c->paint[at(c, x, y, r, k) - c->cell] < 0) {
			if (k < col) {
				put(c, x, y, r, k, ch, color);
				ch = kind == MK_LARGE ? ch : '=';
			} else
				put(c, x, y, r, k, kind == MK_LARGE ? ch : '=',
				    color);
		}
	}
	put(c, x, y, r, col, ch, color);
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

void
show_board(FILE *f, const struct game *g, bool color)
{
	const struct position *p = g->p;
	const struct board *b = &g->board;
	const struct action *a = &p->action;
	struct canvas c;
	int minx, maxx, miny, maxy, i, r, x, y, cx, cy, lw, ex;
	size_t cells;
	unsigned used = 0;
	bool cropped = false;
	char words[1024];
	size_t n;

	if (b->ntiles == 0 && !a->place) {
		fprintf(f, "(the board is empty)\n");
		return;
	}
	minx = miny = 1 << 30;
	maxx = maxy = -(1 << 30);
	for (i = 0; i <= b->ntiles; i++) {
		if (i == b->ntiles && !a->place)
			break;
		x = i < b->ntiles ? b->tiles[i].x : a->px;
		y = i < b->ntiles ? b->tiles[i].y : a->py;
		minx = x < minx ? x : minx;
		maxx = x > maxx ? x : maxx;
		miny = y < miny ? y : miny;
		maxy = y > maxy ? y : maxy;
	}
	/* Crop around the action (or the middle of the board). */
	cx = a->place ? a->px : (minx + maxx) / 2;
	cy = a->place ? a->py : (miny + maxy) / 2;
	c.x0 = minx;
	c.w = maxx - minx + 1;
	c.y0 = miny;
	c.h = maxy - miny + 1;
	cropped = crop(&c.x0, &c.w, cx, MAX_COLS);
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
	if (a->place && inside(&c, a->px, a->py) &&
	    board_tile_at(b, a->px, a->py) < 0)
		used |= paint_tile(&c, a->tile, a->px, a->py, a->prot);
	if (a->place && inside(&c, a->px, a->py))
		used |= DRAWN_PENDING;
	for (i = 0; i < b->ntokens; i++) {
		const struct token *k = &b->tokens[i];
		const struct ptile *t = &b->tiles[b->segs[k->seg].tile];

		if (!inside(&c, t->x, t->y))
			continue;
		draw_opening(first_bit(b->segs[k->seg].edges), &r, &x);
		put(&c, t->x, t->y, r, x, letter[k->color] + 'a' - 'A',
		    k->color);
	}
	for (i = 0; i < b->nmeeples; i++) {
		const struct meeple *m = &b->meeples[i];
		const struct seg *s = &b->segs[m->seg];
		const struct ptile *t = &b->tiles[s->tile];
		int pc = m->player == NOBODY ? -1 : p->players[m->player].color;

		if (!inside(&c, t->x, t->y))
			continue;
		draw_spot(t->def, t->rot, s->def, &r, &x);
		put_meeple(&c, t->x, t->y, r, x, m->kind, pc);
	}
	/* Column labels, then rows north to south; the margin fits the
	 * widest row number. */
	lw = snprintf(NULL, 0, "%d", c.y0) > snprintf(NULL, 0, "%d",
	    c.y0 + c.h - 1) ? snprintf(NULL, 0, "%d", c.y0) :
	    snprintf(NULL, 0, "%d", c.y0 + c.h - 1);
	lw = lw < 4 ? 4 : lw;
	fprintf(f, "%*s", lw, "");
	for (x = c.x0; x < c.x0 + c.w; x++)
		fprintf(f, " %-*d", DRAW_W, x);
	fputc('\n', f);
	for (y = c.y0 + c.h - 1; y >= c.y0; y--) {
		for (r = 0; r < DRAW_H; r++) {
			if (r == DRAW_H / 2)
				fprintf(f, "%*d", lw, y);
			else
				fprintf(f, "%*s", lw, "");
			for (x = c.x0; x < c.x0 + c.w; x++) {
				bool mark = a->place && x == a->px &&
				    y == a->py && r == DRAW_H / 2;
				bool after = a->place && x == a->px + 1 &&
				    y == a->py && r == DRAW_H / 2;
				int k;

				fputc(mark ? '>' : after ? '<' : ' ', f);
				for (k = 0; k < DRAW_W; k++) {
					char *ch = at(&c, x, y, r, k);
					int pc = c.paint[ch - c.cell];

					if (color && pc >= 0)
						fprintf(f, "%s%c\033[0m",
						    ansi[pc], *ch);
					else
						fputc(*ch, f);
				}
			}
			if (a->place && a->px == c.x0 + c.w - 1 &&
			    y == a->py && r == DRAW_H / 2)
				fputc('<', f);
			fputc('\n', f);
		}
	}
	if (cropped)
		fprintf(f, "(cropped: x %d..%d, y %d..%d shown of x %d..%d, "
		    "y %d..%d)\n", c.x0, c.x0 + c.w - 1, c.y0, c.y0 + c.h - 1,
		    minx, maxx, miny, maxy);
	fprintf(f, "Players:");
	for (i = 0; i < p->nplayers; i++)
		fprintf(f, " %c %s%s", letter[p->players[i].color],
		    color_name[p->players[i].color],
		    i + 1 < p->nplayers ? "," : ".\n");
	/* The key's examples in the first player's letter. */
	ex = p->nplayers > 0 ? letter[p->players[0].color] : 'R';
	fprintf(f, "Figures: %c follower, %c%c large follower, %c= wagon, "
	    "M mage, W witch, %c tunnel token (lower case).\n", ex, ex, ex, ex,
	    ex + 'a' - 'A');
	draw_key(f, used, 120);
	if (a->present && a->end_game)
		fprintf(f, "Pending: end-game, the final scoring.\n");
	else if (a->present) {
		pending_words(words, sizeof words, g);
		if ((n = strlen(words)) + 1 < sizeof words)
			strcpy(words + n, ".");
		words_wrap(f, "Pending: ", "         ", words, 120);
	}
	free(c.cell);
	free(c.paint);
}

int
cmd_show(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "rules", required_argument, NULL, 'r' },
		{ "max-input", required_argument, NULL, 'm' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const formats[] = { "text", "svg" };
	struct loadopts lo = { DEFAULT_MAX_INPUT, false, false, true };
	struct rulesconf ov;
	struct position p;
	struct game g;
	size_t len;
	const char *path;
	char *text = NULL;
	bool svg = false;
	int ch, rc, pick;

	settings_defaults(&ov);
	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":f:r:", longopts, NULL)) != -1)
		switch (ch) {
		case 'f':
			if ((pick = parse_word("-f", optarg, formats, 2)) < 0)
				return EXIT_USAGE;
			svg = pick == 1;
			break;
		default:
			if ((rc = shared_option(ch, argv, &ov,
			    &lo.max_bytes)) != 0)
				return rc;
			break;
		}
	if ((path = sole_operand(argc, argv, "one position at a time")) ==
	    NULL)
		return EXIT_USAGE;
	memset(&g, 0, sizeof g);
	rc = read_position(path, &lo, &p, &text, &len);
	/* The verdict is drawn, not returned: show exits 0 either way. */
	if (rc == 0 && svg)
		rc = svg_board(stdout, &p, &ov);
	else if (rc == 0 && (rc = game_build(&g, &p, &ov)) == 0)
		show_board(stdout, &g, want_color(1));
	game_free(&g);
	position_free(&p);
	free(text);
	return rc;
}
