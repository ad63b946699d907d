/* tiles: the tile catalogue (the files of rules/tiles, compiled in) and the
 * geometry of edges, half-edges and rotation. */
#ifndef CARCJUDGE_TILES_H
#define CARCJUDGE_TILES_H

#include <stdbool.h>

enum { DIR_N, DIR_E, DIR_S, DIR_W };	/* edges, clockwise */
/* Half-edges, clockwise from the western half of the north edge. */
enum { H_NNW, H_NNE, H_ENE, H_ESE, H_SSE, H_SSW, H_WSW, H_WNW };

enum segkind { SEG_ROAD, SEG_CITY, SEG_FIELD, SEG_CLOISTER, SEG_CATHEDRAL,
	SEG_NKINDS };

/* How a road stub ends on its tile. */
enum roadend { END_THROUGH, END_JUNCTION, END_CROSSING, END_CITY,
	END_CLOISTER, END_HOUSES, END_CATHEDRAL, END_TUNNEL };

enum {
	SF_PENNANT = 1 << 0,
	SF_INN = 1 << 1,
	SF_LABYRINTH = 1 << 2,
	SF_UNDERPASS = 1 << 3
};

#define MAXSEGS 12

struct segdef {
	enum segkind kind;
	unsigned edges;		/* bit DIR_x: roads and cities */
	unsigned halves;	/* bit H_x: fields */
	enum roadend end;	/* roads with one edge */
	unsigned flags;		/* SF_* */
	unsigned cities;	/* fields: bit i = touches segment i (a city) */
};

struct tiledef {
	const char *id;
	const char *aliases[4];
	int naliases;
	int count;
	const char *source;
	char edges[4];		/* 'C', 'R' or 'F' per DIR_x */
	int nsegs;
	struct segdef segs[MAXSEGS];
	bool portal;
	int flier;		/* -1, or arrow 0..7: N NE E SE S SW W NW */
	const char *cathedral;	/* a German cathedral's city, or NULL */
	bool underpass;		/* a road under a city (either form) */
	/* Underpass tiles: the form whose underpass road is two tunnel stubs. */
	const struct tiledef *split;
};

extern const char *const dir_name[4];
extern const char *const half_name[8];
extern const char *const segkind_name[SEG_NKINDS];
extern const char *const roadend_name[];

/* Loads the compiled-in catalogue; aborts on a malformed data file (that
 * is a build defect, caught by the test suite). */
void tiles_init(void);
void tiles_free(void);

int tiles_count(void);
const struct tiledef *tiles_at(int i);
/* By id or alias, case-sensitive; NULL if unknown. */
const struct tiledef *tiles_find(const char *name);

/* Rotation by quarter turns clockwise. */
unsigned rot_edges(unsigned mask, int quarters);
unsigned rot_halves(unsigned mask, int quarters);
/* The half-edge of the neighbouring tile that meets half-edge h. */
int half_opposite(int h);
/* The edge a half-edge lies on. */
int half_edge(int h);
/* The lowest set bit's index, or -1. */
int first_bit(unsigned mask);

#endif
