/* genboard: a large position for the benchmarks (make bench).
 *
 *   genboard N [turn|end-game]
 *
 * About N tiles in a rectangle of rows of straight roads (U, some with an
 * inn) joined by columns of labyrinths into one road network, closed at
 * its ends by cloisters (A) -- all but one labyrinth column's top, which
 * the pending turn closes, so that judging it scores a network spanning
 * the board.  The top row holds pairs of tunnel tiles (TU1) under city
 * caps: the outer openings of each pair linked by a token pair (the
 * network runs underground there), the inner ones left open.  Followers stand on the
 * network, farmers on the fields between the rows.  With `end-game` the
 * action is final scoring instead. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cols, rows;

static int
is_lab(int x)
{
	return x % 8 == 4;
}

/* The first x of tunnel pair k in the top row (between two labyrinth
 * columns), or -1 beyond the sixth pair. */
static int
tunnel_x(int k)
{
	int x = 8 * k + 1;

	return k < 6 && x + 1 < cols ? x : -1;
}

static int
tunnel_at(int x)
{
	int k;

	for (k = 0; tunnel_x(k) >= 0; k++)
		if (x == tunnel_x(k) || x == tunnel_x(k) + 1)
			return 1;
	return 0;
}

int
main(int argc, char **argv)
{
	static const char *const colors[6] = {
		"red", "yellow", "green", "blue", "grey", "black"
	};
	long n;
	int x, y, k, endgame, followers[2] = { 0, 0 }, farmers = 0;

	if (argc < 2 || (n = strtol(argv[1], NULL, 10)) < 64) {
		fprintf(stderr, "usage: genboard N [turn|end-game]\n");
		return 2;
	}
	endgame = argc > 2 && strcmp(argv[2], "end-game") == 0;
	cols = (int)sqrt((double)n);
	rows = (int)(n / (cols + 2));
	printf("# genboard %ld%s: %d x %d rows of roads joined by labyrinths\n",
	    n, endgame ? " end-game" : "", cols, rows);
	printf("rules:\n  labyrinth: advanced\n  farmers: 3\n"
	    "  tunnel: {tokens: hig}\n");
	printf("players: [red, blue]\nboard:\n");
	for (y = 0; y < rows; y++) {
		printf("  - {tile: A, at: [-1, %d], rot: 270}\n", y);
		for (x = 0; x < cols; x++) {
			const char *t = is_lab(x) ? "LAB" :
			    (y == rows - 1 && tunnel_at(x)) ? "TU1" :
			    (x * 7 + y * 3) % 29 == 0 ? "INN-U" : "U";
			int pl = (x + y) % 2;

			printf("  - {tile: %s, at: [%d, %d]", t, x, y);
			for (k = 0; strcmp(t, "TU1") == 0 &&
			    tunnel_x(k) >= 0; k++)
				if (x == tunnel_x(k) || x == tunnel_x(k) + 1)
					printf(", tokens: [{color: %s, opening: "
					    "%s}]", colors[k], x == tunnel_x(k) ?
					    "W" : "E");
			if (strcmp(t, "U") == 0 && x % 16 == 2 && y % 16 == 7 &&
			    followers[pl] < 6) {
				printf(", meeples: [{player: %s, feature: "
				    "road@E}]", pl ? "blue" : "red");
				followers[pl]++;
			} else if (strcmp(t, "U") == 0 && x % 23 == 5 &&
			    y % 19 == 3 && farmers < 2) {
				printf(", meeples: [{player: %s, feature: "
				    "field@NNW}]", farmers ? "blue" : "red");
				farmers++;
			}
			printf("}\n");
		}
		printf("  - {tile: A, at: [%d, %d], rot: 90}\n", cols, y);
	}
	/* Caps: cloisters below and above each labyrinth column (the first
	 * column's top is the pending turn), city caps over the tunnels. */
	for (x = 0; x < cols; x++) {
		if (is_lab(x)) {
			printf("  - {tile: A, at: [%d, -1], rot: 180}\n", x);
			if (x != 4)
				printf("  - {tile: A, at: [%d, %d]}\n", x, rows);
		} else if (tunnel_at(x))
			printf("  - {tile: E, at: [%d, %d], rot: 180}\n", x,
			    rows);
	}
	if (endgame)
		printf("action: end-game\n");
	else
		printf("action:\n  player: red\n  place: {tile: A, at: [4, %d]}\n",
		    rows);
	return 0;
}
