/* tiles: the tile catalogue (the files of rules/tiles, compiled in), the
 * parser of its line format (also for a position's own tiles), and the
 * geometry of edges, half-edges and rotation. */
#ifndef CARCJUDGE_TILES_H
#define CARCJUDGE_TILES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { DIR_N, DIR_E, DIR_S, DIR_W };	/* edges, clockwise */
/* Half-edges, clockwise from the western half of the north edge. */
enum { H_NNW, H_NNE, H_ENE, H_ESE, H_SSE, H_SSW, H_WSW, H_WNW };
/* Where field@C stands: a field that touches no edge (IC-2's centre),
 * after the half-edges in every order. */
enum { H_CENTRE = 8 };

enum segkind { SEG_ROAD, SEG_CITY, SEG_FIELD, SEG_CLOISTER, SEG_CATHEDRAL,
	SEG_NKINDS };

/* What the board and the scorer ask of each kind, so that they name
 * none an expansion brings.  closes: its feature is complete when no end
 * is open (roads, cities; a cloister's missing neighbours); derived: a
 * module says when its feature is complete and how many ends are open
 * (board.derive_open); one_tile: it stands on one tile, though it counts
 * more; score_order: features of each kind are scored in this order. */
extern const bool segkind_closes[SEG_NKINDS];
extern const bool segkind_derived[SEG_NKINDS];
extern const bool segkind_one_tile[SEG_NKINDS];
extern const int segkind_score_order[SEG_NKINDS];

/* How a road stub ends on its tile. */
enum roadend { END_THROUGH, END_JUNCTION, END_CROSSING, END_CITY,
	END_CLOISTER, END_HOUSES, END_CATHEDRAL, END_TUNNEL, NROADENDS };
/* An end that stays open until a module links it to another such end
 * (board_link): a tunnel opening. */
extern const bool roadend_links[NROADENDS];

enum {
	SF_PENNANT = 1 << 0,
	SF_INN = 1 << 1,
	SF_LABYRINTH = 1 << 2,
	SF_UNDERPASS = 1 << 3,
	SF_CATHEDRAL = 1 << 4	/* a city: an Inns & Cathedrals cathedral */
};

#define MAXSEGS 12

struct segdef {
	enum segkind kind;
	unsigned edges;		/* bit DIR_x: roads and cities */
	unsigned halves;	/* bit H_x: fields; none: field@C */
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
	bool magic;		/* a magic symbol (Mage & Witch) */
	int flier;		/* -1, or arrow 0..7: N NE E SE S SW W NW */
	const char *cathedral;	/* a German cathedral's city, or NULL */
	bool underpass;		/* a road under a city (either form) */
	/* Underpass tiles: the form whose underpass road is two tunnel stubs
	 * (the set's own allocation, indexed and freed with it). */
	struct tiledef *split;
	int line;		/* of its `tile` line, in the text it came from */
	/* At rotation 0: the segment on each half-edge, and the road and
	 * the city on each edge (-1: none), for lookups in constant time. */
	int8_t half_seg[8], road_seg[4], city_seg[4];
};

/* Tiles read from one text in the line format of rules/tiles/README. */
struct tileset {
	struct tiledef *tiles;
	int ntiles, cap;
	char *text;		/* a writable copy of the text, cut up */
	/* Its ids and aliases in the order given, and a seeded hash table
	 * of them (tiles.c): a board names its tiles again and again. */
	struct tilename *names;
	int nnames;
	size_t capnames;
	int *slots;		/* a name's index + 1, or 0 */
	size_t nslots;		/* a power of two; 0: no table */
	uint64_t seed;
};

/* One error of a text being parsed: line and column (1-based, counted in
 * characters) within that text, and a message without location. */
typedef void tile_error_fn(void *ctx, int line, int col, const char *msg);

extern const char *const dir_name[4];
extern const char *const half_name[8];
extern const char *const dir_word[4];	/* "north", for sentences */
extern const char *const segkind_name[SEG_NKINDS];
extern const char *const roadend_name[];

/* The width of the line break at s (LF, CR LF, CR, NEL, LS, PS, as
 * libyaml counts lines), or 0: a tiles: text may hold any of them. */
size_t tiles_break(const char *s, const char *end);
/* Parses len bytes of text, tile entries in the line format, into *set.
 * Every error goes to err (with ctx), located within the text; an id or
 * alias that catalogue (NULL: none) already holds is one.  Returns the
 * number of errors; when there are any, *set is left empty. */
int tiles_parse(const char *text, size_t len, const struct tileset *catalogue,
    tile_error_fn *err, void *ctx, struct tileset *set);
void tileset_free(struct tileset *);
/* By id or alias, case-sensitive; NULL if unknown. */
const struct tiledef *tileset_find(const struct tileset *, const char *name);

/* Loads the compiled-in catalogue; aborts on a malformed data file (that
 * is a build defect, caught by the test suite). */
void tiles_init(void);
void tiles_free(void);
const struct tileset *tiles_catalogue(void);

int tiles_count(void);
const struct tiledef *tiles_at(int i);
/* By id or alias, case-sensitive; NULL if unknown. */
const struct tiledef *tiles_find(const char *name);

/* Names close to an unknown tile name, from the catalogue and extra (NULL:
 * none): a case-insensitive match alone if there is one, else up to max
 * ids or aliases within edit distance 2 (not one that shares no letter
 * with it), closest first.  Returns how many went to out. */
int tiles_suggest(const char *name, const struct tileset *extra,
    const char **out, int max);
/* "unknown tile id 'NAME' (did you mean 'X'? see 'carcjudge tiles')", the
 * hint only when some name is close. */
void tiles_unknown(char *buf, size_t len, const char *name,
    const struct tileset *extra);

/* Rotation by quarter turns clockwise.  These four are in the header:
 * placing each tile of a large board calls them for every segment. */
static inline unsigned
rot_edges(unsigned mask, int quarters)
{
	int q = quarters & 3;

	return ((mask << q) | (mask >> (4 - q))) & 0xf;
}

static inline unsigned
rot_halves(unsigned mask, int quarters)
{
	int q = (quarters & 3) * 2;

	return ((mask << q) | (mask >> (8 - q))) & 0xff;
}

/* The half-edge of the neighbouring tile that meets half-edge h. */
static inline int
half_opposite(int h)
{
	/* NNW-SSW, NNE-SSE on the north/south edges; ENE-WNW, ESE-WSW. */
	return (h <= H_NNE || h == H_SSE || h == H_SSW) ? 5 - h : 9 - h;
}

/* The edge a half-edge lies on. */
static inline int
half_edge(int h)
{
	return h / 2;
}
/* The lowest set bit's index, or -1. */
int first_bit(unsigned mask);
/* How many bits of mask are set (edges, halves, colours). */
int nbits(unsigned mask);

#endif
