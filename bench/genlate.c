/* genlate: a late-game position for the moves benchmark, written on
 * standard output.  N tiles (default 300) are grown in a spiral from
 * (0,0), each a random tile and rotation of the base game whose edges
 * match its neighbours, with the Tunnel's TU1, TU3, TU4 and the two
 * underpass tiles among them; tokens on their openings (a linked pair, a
 * waiting single); followers of three players on incomplete, unoccupied
 * features.  The action places TU2.  With -j the action is instead one
 * complete turn (a placement where TU2 fits, and a token on it), for
 * timing `judge` on the same board.
 *
 *   genlate [-j] [N [RANDOM-SEED]]
 *
 * Built by bench/moves-bench against the tool's own catalogue and board
 * code; not part of carcjudge. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "tiles.h"

static unsigned long rng = 1;

static int
rnd(int n)
{
	rng = rng * 6364136223846793005UL + 1442695040888963407UL;
	return (int)((rng >> 33) % (unsigned long)n);
}

static char
edge_of(const struct tiledef *d, int rot, int dir)
{
	return d->edges[(dir - rot + 4) % 4];
}

static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { 1, 0, -1, 0 };

/* Do the edges of d turned rot match every neighbour of (x, y), and is
 * there one? */
static bool
fits(const struct board *b, const struct tiledef *d, int rot, int x, int y)
{
	int k, u, n = 0;

	for (k = 0; k < 4; k++) {
		if ((u = board_tile_at(b, x + dx[k], y + dy[k])) < 0)
			continue;
		n++;
		if (edge_of(d, rot, k) != edge_of(b->tiles[u].def,
		    b->tiles[u].rot, (k + 2) % 4))
			return false;
	}
	return n > 0 || b->ntiles == 0;
}

/* The squares of a spiral around (0,0), in order. */
static void
spiral(int i, int *x, int *y)
{
	int px = 0, py = 0, k = 0, len = 1, d = 0, s, t;

	while (k < i) {
		for (t = 0; t < 2 && k < i; t++) {
			for (s = 0; s < len && k < i; s++, k++) {
				px += dx[(d + 1) % 4];
				py += dy[(d + 1) % 4];
			}
			d = (d + 1) % 4;
		}
		len++;
	}
	*x = px;
	*y = py;
}

/* The empty squares next to the board. */
static int
open_squares(const struct board *b)
{
	struct grid seen;
	int t, k, x, y, n = 0;

	grid_init(&seen);
	for (t = 0; t < b->ntiles; t++)
		for (k = 0; k < 4; k++) {
			x = b->tiles[t].x + dx[k];
			y = b->tiles[t].y + dy[k];
			if (board_tile_at(b, x, y) < 0 && grid_at(&seen, x, y) < 0) {
				grid_add(&seen, x, y);
				n++;
			}
		}
	grid_free(&seen);
	return n;
}

static const char *const pname[3] = { "red", "blue", "green" };

int
main(int argc, char **argv)
{
	static const char *const special[] = { "TU1", "TU3", "TU4",
		"PD-UNDER", "AM-UNDER" };
	const struct tiledef *base[32], *d;
	struct board b;
	struct features fs = { 0 };
	bool judge = argc > 1 && strcmp(argv[1], "-j") == 0;
	int want, nbase = 0, i, k, t, s, x, y, rot, placed, nspecial = 0;
	int used[3] = { 0 }, *held, c;

	if (judge) {
		argc--;
		argv++;
	}
	want = argc > 1 ? atoi(argv[1]) : 300;
	rng = argc > 2 ? strtoul(argv[2], NULL, 10) : 1;
	tiles_init();
	for (i = 0; i < tiles_count() && nbase < 32; i++)
		if (strstr(tiles_at(i)->source, "base game") != NULL)
			base[nbase++] = tiles_at(i);
	board_init(&b);
	for (i = 0, placed = 0; placed < want && i < 50 * want; i++) {
		spiral(i, &x, &y);
		if (board_tile_at(&b, x, y) >= 0)
			continue;
		for (k = 0; k < 200; k++) {
			/* The Tunnel's tiles come in once the board has grown. */
			if (nspecial < 5 && placed >= 40 + 50 * nspecial &&
			    k < 40)
				d = tiles_find(special[nspecial]);
			else
				d = base[rnd(nbase)];
			rot = rnd(4);
			if (fits(&b, d, rot, x, y))
				break;
		}
		if (k == 200)
			continue;
		if (nspecial < 5 && d == tiles_find(special[nspecial]))
			nspecial++;
		board_unite_tile(&b, board_add_tile(&b, d, x, y, rot));
		placed++;
	}
	/* Tokens (written from held[]): red's pair linked, blue's single
	 * waiting. */
	held = calloc((size_t)b.nsegs, sizeof *held);
	for (s = 0, k = 0; s < b.nsegs; s++)
		if (seg_def(&b, s)->end == END_TUNNEL && k < 3) {
			c = k < 2 ? 0 : 2;	/* red, red, blue */
			held[s] = c + 1;
			k++;
		}
	for (s = 0, t = -1; s < b.nsegs; s++)
		if (held[s] == 1) {
			if (t >= 0)
				board_link(&b, t, s);
			t = s;
		}
	board_sync(&b);
	fs = b.fs;
	printf("# A late-game position for the moves benchmark: %d tiles, %d "
	    "open squares,\n# made by bench/genlate (random seed %lu).\nrules:\n"
	    "  tunnel: {}\nplayers: [red, blue, green]\nboard:\n", b.ntiles,
	    open_squares(&b), argc > 2 ? strtoul(argv[2], NULL, 10) : 1UL);
	for (t = 0; t < b.ntiles; t++) {
		const struct ptile *pt = &b.tiles[t];
		int nm = 0, nt = 0;
		char name[32];

		printf("  - {tile: %s, at: [%d, %d], rot: %d", pt->def->id, pt->x,
		    pt->y, pt->rot * 90);
		for (i = 0; i < pt->def->nsegs; i++) {
			const struct feature *f = &fs.f[fs.of[pt->seg0 + i]];
			int pl = rnd(3);

			if (f->complete || f->nfollowers > 0 || used[pl] >= 6 ||
			    rnd(6) != 0 || f->kind == SEG_CATHEDRAL)
				continue;
			fs.f[fs.of[pt->seg0 + i]].nfollowers++;
			used[pl]++;
			printf("%s{player: %s, feature: %s}", nm++ ? ", " :
			    ", meeples: [", pname[pl], addr_name(pt->def,
			    pt->rot, i, name, sizeof name));
		}
		if (nm)
			printf("]");
		for (i = 0; i < pt->def->nsegs; i++) {
			int seg = pt->seg0 + i;

			if (!held[seg])
				continue;
			printf("%s{color: %s, opening: %s, waited: 1}", nt++ ?
			    ", " : ", tokens: [", held[seg] == 1 ? "red" :
			    "blue", dir_name[first_bit(b.segs[seg].edges)]);
		}
		if (nt)
			printf("]");
		printf("}\n");
	}
	printf("action:\n  player: red\n");
	d = tiles_find("TU2");
	if (!judge) {
		printf("  place: {tile: TU2}\n");
		return 0;
	}
	for (i = 0; ; i++) {
		spiral(i, &x, &y);
		if (board_tile_at(&b, x, y) >= 0)
			continue;
		for (rot = 0; rot < 4 && !fits(&b, d, rot, x, y); rot++)
			continue;
		if (rot == 4)
			continue;
		/* A yellow token (red owns red and yellow; its red pair is down)
		 * on the placed tile's western opening. */
		printf("  place: {tile: TU2, at: [%d, %d], rot: %d}\n"
		    "  token: {color: yellow, opening: %s}\n", x, y, rot * 90,
		    dir_name[(3 + rot) % 4]);
		return 0;
	}
}
