/* jcz: a JCloisterZone save read into the neutral record of jcz.h.  The
 * save's facts (message types, setup keys, locations, token and figure
 * names) are those of JCloisterZone's engine and client as published. */
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "jcz.h"
#include "jsoncheck.h"
#include "xalloc.h"

const char *const jcz_meeple_name[] = { "follower", "large", "wagon" };
const char *const jcz_figure_name[] = { "mage", "witch" };

/* Players in list order take these colours; tunnel sets beyond a
 * player's own are dealt from the colours nobody plays, in the second
 * order, round the table (carcjudge(5), tunnel-sets). */
static const char *const player_colors[JCZ_MAXPLAYERS] = {
	"red", "blue", "green", "yellow", "black", "grey"
};
static const char *const deal_order[JCZ_MAXPLAYERS] = {
	"blue", "yellow", "grey", "green", "red", "black"
};

/* Coordinates the position format accepts. */
#define MAXCOORD	1000000

/* A placed tile, for the pointers of later messages. */
struct cell {
	int x, y;
	const struct tiledef *tile;
	int rot;
	bool used;
};

/* Where a wagon stands, by JCloisterZone meeple id. */
struct wagon {
	const char *id;
	bool placed;
	struct jcz_feature at;
};

struct reader {
	struct jcz_game *g;
	struct jcz_error *err;
	int turn;		/* for messages; 0 before the first tile */
	struct cell *cells;
	size_t ncells, capcells;	/* open addressing, power of two */
	struct wagon *wagons;
	int nwagons, capwagons;
	int capturns;
	const struct ynode *innrule;	/* inn-and-cathedral-final-scoring:
					 * ignore, refused once an inn is
					 * placed */
};

static int
fail(struct reader *rd, const struct ynode *at, bool unsupported,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static int
fail(struct reader *rd, const struct ynode *at, bool unsupported,
    const char *fmt, ...)
{
	va_list ap;

	rd->err->line = at ? at->line : 1;
	rd->err->col = at ? at->col : 1;
	rd->err->turn = rd->turn;
	rd->err->unsupported = unsupported;
	va_start(ap, fmt);
	vsnprintf(rd->err->msg, sizeof rd->err->msg, fmt, ap);
	va_end(ap);
	return -1;
}

/* ---- JSON values ---- */

/* The getters that fill an out-parameter return -1 after fail() in so
 * many words: clang's analyzer does not follow a variadic call, and would
 * take the out-parameter for unset when they return 0. */

static bool
is_string(const struct ynode *n)
{
	/* A string with a NUL escaped in it (\u0000) would read as a
	 * shorter one: refuse it with the other non-strings. */
	return n != NULL && n->kind == YN_SCALAR && !ynode_is_null(n) &&
	    strlen(n->str) == n->len;
}

static int
get_string(struct reader *rd, const struct ynode *n, const struct ynode *up,
    const char *what, const char **out)
{
	if (n == NULL) {
		fail(rd, up, false, "%s is missing", what);
		return -1;
	}
	if (!is_string(n)) {
		fail(rd, n, false, "%s must be a string", what);
		return -1;
	}
	*out = n->str;
	return 0;
}

/* A JSON integer in [lo, hi]: -?(0|[1-9][0-9]*), no fraction or
 * exponent (JCloisterZone writes its integers so). */
static bool
parse_int(const struct ynode *n, long lo, long hi, long *out)
{
	const char *s;
	long v = 0;
	bool neg;

	if (n == NULL || n->kind != YN_SCALAR || !n->plain)
		return false;
	s = n->str;
	neg = *s == '-';
	if (neg)
		s++;
	if (*s < '0' || *s > '9' || (s[0] == '0' && s[1] != '\0'))
		return false;
	for (; *s >= '0' && *s <= '9'; s++) {
		if (v > (LONG_MAX - 9) / 10)
			return false;
		v = v * 10 + (*s - '0');
	}
	if (*s != '\0')
		return false;
	if (neg)
		v = -v;
	if (v < lo || v > hi)
		return false;
	*out = v;
	return true;
}

static int
get_int(struct reader *rd, const struct ynode *n, const struct ynode *up,
    const char *what, long lo, long hi, int *out)
{
	long v;

	if (n == NULL) {
		fail(rd, up, false, "%s is missing", what);
		return -1;
	}
	if (!parse_int(n, lo, hi, &v)) {
		fail(rd, n, false, "%s must be an integer from %ld to %ld",
		    what, lo, hi);
		return -1;
	}
	*out = (int)v;
	return 0;
}

/* JSON true/false, or a count where 0 is off (setup elements use both). */
static bool
truthy(const struct ynode *n)
{
	long v;

	if (n == NULL || n->kind != YN_SCALAR)
		return false;
	if (strcmp(n->str, "true") == 0)
		return true;
	if (parse_int(n, LONG_MIN + 1, LONG_MAX, &v))
		return v != 0;
	return false;
}

static const struct ynode *
want_map(struct reader *rd, const struct ynode *n, const struct ynode *up,
    const char *what)
{
	if (n == NULL) {
		fail(rd, up, false, "%s is missing", what);
		return NULL;
	}
	if (n->kind != YN_MAP) {
		fail(rd, n, false, "%s must be an object", what);
		return NULL;
	}
	return n;
}

/* [x, y] in JCloisterZone's axes (y grows south), as ours. */
static int
get_position(struct reader *rd, const struct ynode *n, const struct ynode *up,
    const char *what, int *x, int *y)
{
	int jx, jy;

	if (n == NULL) {
		fail(rd, up, false, "%s is missing", what);
		return -1;
	}
	if (n->kind != YN_SEQ || n->n != 2) {
		fail(rd, n, false, "%s must be [x, y]", what);
		return -1;
	}
	if (get_int(rd, n->items[0], n, what, -MAXCOORD, MAXCOORD, &jx) < 0 ||
	    get_int(rd, n->items[1], n, what, -MAXCOORD, MAXCOORD, &jy) < 0)
		return -1;
	*x = jx;
	*y = -jy;
	return 0;
}

/* "R0" ... "R270", clockwise, as quarter turns. */
static int
get_rotation(struct reader *rd, const struct ynode *n, const struct ynode *up,
    int *rot)
{
	static const char *const names[4] = { "R0", "R90", "R180", "R270" };
	const char *s;
	int q;

	if (get_string(rd, n, up, "rotation", &s) < 0)
		return -1;
	for (q = 0; q < 4; q++)
		if (strcmp(s, names[q]) == 0) {
			*rot = q;
			return 0;
		}
	return fail(rd, n, false, "rotation '%s' is none of R0, R90, R180, "
	    "R270", s);
}

/* ---- locations ---- */

/* JCloisterZone's location names: the eight half-edges (bits 0-7, ours),
 * then the edge sets (bits 8-15: two per edge, N E S W). */
static const struct {
	const char *name;
	unsigned mask;
} locnames[] = {
	{ "NL", 1u << H_NNW }, { "NR", 1u << H_NNE },
	{ "EL", 1u << H_ENE }, { "ER", 1u << H_ESE },
	{ "SL", 1u << H_SSE }, { "SR", 1u << H_SSW },
	{ "WL", 1u << H_WSW }, { "WR", 1u << H_WNW },
	{ "N", 0x0300 }, { "E", 0x0c00 }, { "S", 0x3000 }, { "W", 0xc000 },
	{ "NW", 0xc300 }, { "SW", 0xf000 }, { "SE", 0x3c00 }, { "NE", 0x0f00 },
	{ "WE", 0xcc00 }, { "NS", 0x3300 }, { "NWSE", 0xff00 },
	{ "_N", 0xfc00 }, { "_W", 0x3f00 }, { "_S", 0xcf00 }, { "_E", 0xf300 },
};

/* Edge sets (bits 8-15) as DIR_ bits. */
static unsigned
edges_of(unsigned m)
{
	unsigned e = 0;
	int d;

	for (d = 0; d < 4; d++)
		if (m >> (8 + 2 * d) & 3)
			e |= 1u << d;
	return e;
}

int
jcz_location(const char *feature, const char *location, enum segkind *kind,
    unsigned *mask, char *why, size_t whysz)
{
	unsigned m = 0;
	const char *p, *dot;
	size_t i, n;
	bool inner = false;

	if (strcmp(feature, "Road") == 0)
		*kind = SEG_ROAD;
	else if (strcmp(feature, "City") == 0)
		*kind = SEG_CITY;
	else if (strcmp(feature, "Field") == 0)
		*kind = SEG_FIELD;
	else if (strcmp(feature, "Monastery") == 0)
		*kind = SEG_CLOISTER;
	else {
		snprintf(why, whysz, "feature '%s' is none of Road, City, "
		    "Field, Monastery", feature);
		return -1;
	}
	/* Parts joined by dots, e.g. NL.NR.EL, as JCloisterZone writes and
	 * reads them; a part may be named twice. */
	for (p = location;; p = dot + 1) {
		dot = strchr(p, '.');
		n = dot ? (size_t)(dot - p) : strlen(p);
		if (n == 1 && p[0] == 'I')
			inner = true;
		else {
			for (i = 0; i < sizeof locnames / sizeof locnames[0];
			    i++)
				if (strlen(locnames[i].name) == n &&
				    memcmp(locnames[i].name, p, n) == 0)
					break;
			if (i == sizeof locnames / sizeof locnames[0]) {
				snprintf(why, whysz, "location '%s' has the "
				    "unknown part '%.*s'", location, (int)n,
				    p);
				return -1;
			}
			m |= locnames[i].mask;
		}
		if (dot == NULL)
			break;
	}
	switch (*kind) {
	case SEG_CLOISTER:
		if (!inner || m != 0)
			break;
		*mask = 0;
		return 0;
	case SEG_FIELD:
		if (inner || m == 0 || (m & 0xff00) != 0)
			break;
		*mask = m;
		return 0;
	default:
		if (inner || m == 0 || (m & 0x00ff) != 0)
			break;
		*mask = edges_of(m);
		return 0;
	}
	snprintf(why, whysz, "location '%s' is not one of a %s", location,
	    *kind == SEG_CLOISTER ? "Monastery (I)" :
	    *kind == SEG_FIELD ? "Field (half-edges such as NL.NR)" :
	    "Road or City (edges such as N, NS, _W)");
	return -1;
}

int
jcz_segment(const struct tiledef *t, int rot, enum segkind kind,
    unsigned mask)
{
	int i;

	for (i = 0; i < t->nsegs; i++) {
		const struct segdef *sd = &t->segs[i];

		if (sd->kind != kind)
			continue;
		if (kind == SEG_CLOISTER || kind == SEG_CATHEDRAL ||
		    (kind == SEG_FIELD ? rot_halves(sd->halves, rot) :
		    rot_edges(sd->edges, rot)) == mask)
			return i;
	}
	return -1;
}

void
jcz_address(enum segkind kind, unsigned mask, char *buf, size_t bufsz)
{
	int b = first_bit(mask);

	if (kind == SEG_CLOISTER || kind == SEG_CATHEDRAL || b < 0)
		snprintf(buf, bufsz, "%s", segkind_name[kind]);
	else
		snprintf(buf, bufsz, "%s@%s", segkind_name[kind],
		    kind == SEG_FIELD ? half_name[b] : dir_name[b]);
}

/* ---- the board so far ---- */

static size_t
cellhash(int x, int y, size_t mask)
{
	uint64_t h = (uint64_t)(uint32_t)x * 0x9e3779b97f4a7c15ULL ^
	    (uint64_t)(uint32_t)y * 0xc2b2ae3d27d4eb4fULL;

	return (size_t)(h ^ (h >> 29)) & mask;
}

static struct cell *
cell_find(const struct reader *rd, int x, int y)
{
	size_t h;

	if (rd->capcells == 0)
		return NULL;
	for (h = cellhash(x, y, rd->capcells - 1); rd->cells[h].used;
	    h = (h + 1) & (rd->capcells - 1))
		if (rd->cells[h].x == x && rd->cells[h].y == y)
			return &rd->cells[h];
	return NULL;
}

/* A second tile on a square replaces the first: JCloisterZone's pointers
 * after it can only mean the later one.  Judging the move is the
 * engine's business. */
static void
cell_put(struct reader *rd, int x, int y, const struct tiledef *t, int rot)
{
	struct cell *c, *old;
	size_t i, oldcap, h;

	if ((c = cell_find(rd, x, y)) != NULL) {
		c->tile = t;
		c->rot = rot;
		return;
	}
	if ((rd->ncells + 1) * 2 > rd->capcells) {
		old = rd->cells;
		oldcap = rd->capcells;
		rd->capcells = oldcap ? oldcap * 2 : 256;
		rd->cells = xcalloc(rd->capcells, sizeof *rd->cells);
		for (i = 0; i < oldcap; i++) {
			if (!old[i].used)
				continue;
			for (h = cellhash(old[i].x, old[i].y,
			    rd->capcells - 1); rd->cells[h].used;
			    h = (h + 1) & (rd->capcells - 1))
				continue;
			rd->cells[h] = old[i];
		}
		free(old);
	}
	for (h = cellhash(x, y, rd->capcells - 1); rd->cells[h].used;
	    h = (h + 1) & (rd->capcells - 1))
		continue;
	rd->cells[h] = (struct cell){ x, y, t, rot, true };
	rd->ncells++;
}

/* Our rules: keys by name, through the table (settings.h): the mapping
 * below names keys and values of ours, whichever module declared them. */
static void
set_rule(struct rulesconf *rc, const char *key, const char *value)
{
	int s = settings_find(key), v = s >= 0 ? settings_value(s, value) : -1;

	if (v >= 0)
		rc->v[s] = v;
}

static bool
rule_is(const struct rulesconf *rc, const char *key, const char *value)
{
	int s = settings_find(key);

	return s >= 0 && rc->v[s] == settings_value(s, value);
}

/* The tile form JCloisterZone plays: an underpass road is two tunnel
 * stubs when the Tunnel is in play and tunnelizes other expansions. */
static const struct tiledef *
tile_form(const struct reader *rd, const struct tiledef *t)
{
	if (t->split != NULL && rd->g->play.tunnel &&
	    rule_is(&rd->g->rules, "tunnel.other-tunnels", "tokens"))
		return t->split;
	return t;
}

/* A feature pointer {position, feature, location} as a feature of a
 * placed tile. */
static int
get_feature(struct reader *rd, const struct ynode *ptr, const struct ynode *up,
    const char *what, struct jcz_feature *out)
{
	const struct ynode *fn, *ln;
	const struct tiledef *form;
	const char *feature, *location;
	const struct cell *c;
	char why[160], has[120];
	unsigned mask;
	enum segkind kind;
	size_t o;
	int i;

	if ((ptr = want_map(rd, ptr, up, what)) == NULL)
		return -1;
	fn = ynode_get(ptr, "feature");
	ln = ynode_get(ptr, "location");
	if (get_string(rd, fn, ptr, "feature", &feature) < 0 ||
	    get_string(rd, ln, ptr, "location", &location) < 0 ||
	    get_position(rd, ynode_get(ptr, "position"), ptr, "position",
	    &out->x, &out->y) < 0)
		return -1;
	if (jcz_location(feature, location, &kind, &mask, why, sizeof why)
	    < 0)
		return fail(rd, ln, false, "%s", why);
	if ((c = cell_find(rd, out->x, out->y)) == NULL)
		return fail(rd, ptr, false, "%s %s %s: no tile at (%d,%d)",
		    what, feature, location, out->x, out->y);
	form = tile_form(rd, c->tile);
	if (jcz_segment(form, c->rot, kind, mask) < 0) {
		/* Name what the tile has of that kind, to show the gap. */
		has[0] = '\0';
		for (i = 0, o = 0; i < form->nsegs && o < sizeof has - 20;
		    i++) {
			const struct segdef *sd = &form->segs[i];

			if (sd->kind != kind)
				continue;
			jcz_address(kind, kind == SEG_FIELD ?
			    rot_halves(sd->halves, c->rot) :
			    rot_edges(sd->edges, c->rot), why, sizeof why);
			o += (size_t)snprintf(has + o, sizeof has - o, "%s%s",
			    o ? ", " : "", why);
		}
		return fail(rd, ln, false, "%s %s %s at (%d,%d) is no %s of "
		    "%s turned %d (%s)", what, feature, location, out->x,
		    out->y, segkind_name[kind], c->tile->id, c->rot * 90,
		    has[0] ? has : "it has none");
	}
	out->kind = kind;
	out->mask = mask;
	jcz_address(kind, mask, out->addr, sizeof out->addr);
	return 0;
}

/* ---- what we cannot express ---- */

/* JCloisterZone's names for parts of other expansions, as a reader of
 * the diagnostic knows them. */
struct named {
	const char *jcz, *ours;
};

static const struct named other_features[] = {
	{ "Tower", "a tower (The Tower)" },
	{ "Castle", "a castle (Bridges, Castles & Bazaars)" },
	{ "Quarter", "the city of Carcassonne (Count of Carcassonne)" },
	{ "River", "a river (The River)" },
	{ "Acrobats", "the acrobats (Under the Big Top)" },
	{ "Garden", "a garden (Abbey & Mayor)" },
	{ NULL, NULL }
};

static const struct named other_meeples[] = {
	{ "phantom", "the phantom (The Phantom)" },
	{ "abbot", "the abbot" },
	{ "mayor", "the mayor (Abbey & Mayor)" },
	{ "barn", "a barn (Abbey & Mayor)" },
	{ "builder", "the builder (Traders & Builders)" },
	{ "pig", "the pig (Traders & Builders)" },
	{ "shepherd", "the shepherd (Hills & Sheep)" },
	{ "ringmaster", "the ringmaster (Under the Big Top)" },
	{ NULL, NULL }
};

static const struct named other_figures[] = {
	{ "dragon", "the dragon (Princess & Dragon)" },
	{ "fairy", "the fairy (Princess & Dragon)" },
	{ "count", "the Count (Count of Carcassonne)" },
	{ NULL, NULL }
};

static const struct named other_tokens[] = {
	{ "CASTLE", "a castle (Bridges, Castles & Bazaars)" },
	{ "BRIDGE", "a bridge (Bridges, Castles & Bazaars)" },
	{ "TOWER_PIECE", "a tower piece (The Tower)" },
	{ "GOLD", "a gold ingot (Gold Mines)" },
	{ "FERRY", "a ferry (The Ferries)" },
	{ "LB_TOWER", "a little building (Little Buildings)" },
	{ "LB_SHED", "a little building (Little Buildings)" },
	{ "LB_HOUSE", "a little building (Little Buildings)" },
	{ NULL, NULL }
};

static const struct named other_messages[] = {
	{ "CAPTURE_FOLLOWER", "a capture by a tower (The Tower)" },
	{ "PAY_RANSOM", "a ransom (The Tower)" },
	{ "EXCHANGE_FOLLOWER", "a prisoner exchange (The Tower)" },
	{ "BAZAAR_BID", "a bazaar auction (Bridges, Castles & Bazaars)" },
	{ "BAZAAR_BUY_OR_SELL", "a bazaar auction (Bridges, Castles & "
	    "Bazaars)" },
	{ "CIRCLE_REMOVE_OR_DEPLOY", "a crop circle (Crop Circles)" },
	{ "FLOCK_EXPAND_OR_SCORE", "the shepherd's flock (Hills & Sheep)" },
	{ "SHEPHERD_CONFIRM", "the shepherd's flock (Hills & Sheep)" },
	{ "SCORE_ACROBATS", "the acrobats (Under the Big Top)" },
	{ "UNDO", "an undo (UNDO)" },
	{ "TILE_CONFIRM", "a confirmed tile placement (TILE_CONFIRM)" },
	{ "AI", "a message of the computer player (AI)" },
	{ "GAME_SETUP", "a game setup message in the replay (GAME_SETUP)" },
	{ NULL, NULL }
};

static const struct named return_sources[] = {
	{ "PRINCESS", "the princess (Princess & Dragon)" },
	{ "FESTIVAL", "the festival (The Festival)" },
	{ "CORN_CIRCLE", "a crop circle (Crop Circles)" },
	{ "BARN_PLACEMENT", "a barn (Abbey & Mayor)" },
	{ "BARN_FIELD_JOIN", "a barn (Abbey & Mayor)" },
	{ "ROBBERS_SON", "the robber's son" },
	{ NULL, NULL }
};

static const char *
named(const struct named *tab, const char *jcz)
{
	for (; tab->jcz != NULL; tab++)
		if (strcmp(tab->jcz, jcz) == 0)
			return tab->ours;
	return NULL;
}

/* ---- setup ---- */

/* Tiles per copy of the sets whose size we know (their tile lists). */
static const struct {
	const char *id;
	int tiles;
} setsizes[] = {
	{ "basic:1", 72 }, { "basic:2", 72 }, { "tunnel", 4 },
	{ "labyrinth", 1 }, { "inns-and-cathedrals:1", 18 },
	{ "inns-and-cathedrals:2", 18 }, { "princess-and-dragon:1", 30 },
	{ "princess-and-dragon:2", 30 }, { "abbey-and-mayor:1", 12 },
	{ "abbey-and-mayor:2", 12 }, { "flier:1", 8 }, { "flier:2", 8 },
	{ "mage-and-witch:1", 8 }, { "mage-and-witch:2", 8 },
};

static int
read_players(struct reader *rd, const struct ynode *root)
{
	const struct ynode *pl = ynode_get(root, "players"), *p, *nm;
	struct jcz_game *g = rd->g;
	size_t i;

	if (pl->kind != YN_SEQ || pl->n == 0)
		return fail(rd, pl, false, "players must be a non-empty list");
	if (pl->n > JCZ_MAXPLAYERS)
		return fail(rd, pl->items[JCZ_MAXPLAYERS], true,
		    "%zu players: at most %d are supported", pl->n,
		    JCZ_MAXPLAYERS);
	g->nplayers = (int)pl->n;
	for (i = 0; i < pl->n; i++) {
		if ((p = want_map(rd, pl->items[i], pl, "a player")) ==
		    NULL)
			return -1;
		g->players[i].color = player_colors[i];
		g->players[i].name = "";
		if ((nm = ynode_get(p, "name")) != NULL && !ynode_is_null(nm) &&
		    get_string(rd, nm, p, "name", &g->players[i].name) < 0)
			return -1;
	}
	return 0;
}

/* JCloisterZone's token sets: TUNNEL_A always; B with 1 or 2 players
 * unless "1/1", and with 3 under "3/2"; C with 1 or 2 under "3/2". */
static void
deal_sets(struct jcz_game *g, const char *more)
{
	const char *spare[JCZ_MAXPLAYERS];
	int n = g->nplayers, nspare = 0, sets, i, j, k;

	if (n < 3)
		sets = strcmp(more, "1/1") == 0 ? 1 :
		    strcmp(more, "3/2") == 0 ? 3 : 2;
	else
		sets = n == 3 && strcmp(more, "3/2") == 0 ? 2 : 1;
	for (i = 0; i < JCZ_MAXPLAYERS; i++) {
		for (j = 0; j < n; j++)
			if (strcmp(deal_order[i], g->players[j].color) == 0)
				break;
		if (j == n)
			spare[nspare++] = deal_order[i];
	}
	for (i = 0; i < n; i++) {
		g->players[i].nsets = 1;
		g->players[i].sets[0] = g->players[i].color;
	}
	/* Round the table, a set at a time, while colours last. */
	for (k = 1, j = 0; k < sets; k++)
		for (i = 0; i < n && j < nspare; i++) {
			g->players[i].sets[k] = spare[j++];
			g->players[i].nsets = k + 1;
		}
}

static int
read_rule(struct reader *rd, const struct ynode *key, const struct ynode *val,
    const char **more)
{
	struct rulesconf *rc = &rd->g->rules;
	const char *k = key->str, *v;
	static const struct {
		const char *jcz, *value;
		const char *key, *ours;		/* our rules: key, its value */
	} map[] = {
		{ "labyrinth-variant", "basic", "labyrinth", "basic" },
		{ "labyrinth-variant", "advanced", "labyrinth", "advanced" },
		{ "tiny-city-scoring", "4", "tiny-city", "4" },
		{ "tiny-city-scoring", "2", "tiny-city", "2" },
		{ "wagon-move", "C2", "wagon-move", "c2" },
		{ "wagon-move", "C1", "wagon-move", "c1" },
		{ "more-tunnel-tokens", "3/2", "tunnel.tokens", "hig" },
		{ "more-tunnel-tokens", "2/1", "tunnel.tokens", "spielbox" },
		{ "more-tunnel-tokens", "1/1", "tunnel.tokens", "one-set" },
		{ "tunnelize-other-expansions", "true", "tunnel.other-tunnels",
		    "tokens" },
		{ "tunnelize-other-expansions", "false",
		    "tunnel.other-tunnels", "continuous" },
	};
	size_t i;
	bool known = false;

	if (val->kind != YN_SCALAR || ynode_is_null(val))
		return 0;	/* no choice made: JCloisterZone's default */
	v = val->str;
	for (i = 0; i < sizeof map / sizeof map[0]; i++) {
		if (strcmp(map[i].jcz, k) != 0)
			continue;
		known = true;
		if (strcmp(map[i].value, v) == 0) {
			set_rule(rc, map[i].key, map[i].ours);
			if (strcmp(map[i].key, "tunnel.tokens") == 0)
				*more = map[i].value;
			return 0;
		}
	}
	if (known)
		return fail(rd, val, false, "rule %s: unknown value '%s'", k,
		    v);
	if (strcmp(k, "king-and-robber-scoring") == 0) {
		if (strcmp(v, "default") != 0 && rd->g->play.robber_baron)
			return fail(rd, val, true, "rule %s: %s (King & Robber "
			    "Baron) is not supported", k, v);
	} else if (strcmp(k, "inn-and-cathedral-final-scoring") == 0) {
		if (strcmp(v, "ignore") == 0)
			rd->innrule = val;
		else if (strcmp(v, "zero") != 0)
			return fail(rd, val, false, "rule %s: unknown value "
			    "'%s'", k, v);
	}
	/* Rules of other expansions matter only through their figures and
	 * tiles, which are refused where they appear. */
	return 0;
}

/* setup.sets: the tile sets and their copies, counted into the pack's
 * size (-1 when a set is not one whose size is known). */
static int
read_sets(struct reader *rd, const struct ynode *sets, int *total)
{
	struct jcz_game *g = rd->g;
	const struct ynode *k;
	size_t i, j;
	long copies;

	g->end.src = (struct jcz_src){ sets->line, sets->col };
	for (i = 0; i < sets->n; i++) {
		k = sets->items[2 * i];
		if (!parse_int(sets->items[2 * i + 1], 0, 1000, &copies))
			return fail(rd, sets->items[2 * i + 1], false,
			    "set %s: the number of copies must be an integer "
			    "from 0 to 1000", k->str);
		if (strcmp(k->str, "tunnel") == 0 && copies > 0)
			g->play.tunnel = true;
		for (j = 0; j < sizeof setsizes / sizeof setsizes[0]; j++)
			if (strcmp(setsizes[j].id, k->str) == 0)
				break;
		if (j == sizeof setsizes / sizeof setsizes[0])
			*total = -1;
		else if (*total >= 0)
			*total += setsizes[j].tiles * (int)copies;
	}
	return 0;
}

/* setup.elements: the figures each player has and the expansions'
 * elements in play. */
static int
read_elements(struct reader *rd, const struct ynode *setup)
{
	struct jcz_game *g = rd->g;
	const struct ynode *el, *n, *k;
	size_t i;

	g->play.followers = 7;
	el = ynode_get(setup, "elements");
	if (el != NULL && !ynode_is_null(el) && el->kind != YN_MAP)
		return fail(rd, el, false, "setup.elements must be an object");
	if (el != NULL && el->kind == YN_MAP) {
		for (i = 0; i < el->n; i++) {
			k = el->items[2 * i];
			n = el->items[2 * i + 1];
			if (strcmp(k->str, "king") == 0 && truthy(n))
				return fail(rd, k, true, "the King (King & "
				    "Robber Baron) is not supported");
			if (strcmp(k->str, "small-follower") == 0 &&
			    get_int(rd, n, k, "small-follower", 0, 1000,
			    &g->play.followers) < 0)
				return -1;
			if (strcmp(k->str, "big-follower") == 0 &&
			    get_int(rd, n, k, "big-follower", 0, 1000,
			    &g->play.large) < 0)
				return -1;
			if (strcmp(k->str, "wagon") == 0 &&
			    get_int(rd, n, k, "wagon", 0, 1000,
			    &g->play.wagons) < 0)
				return -1;
			if (!truthy(n))
				continue;
			if (strcmp(k->str, "tunnel") == 0)
				g->play.tunnel = true;
			else if (strcmp(k->str, "farmers") == 0)
				g->play.farmers = true;
			else if (strcmp(k->str, "robber") == 0)
				g->play.robber_baron = true;
			else if (strcmp(k->str, "inn") == 0)
				g->play.inns = true;
			else if (strcmp(k->str, "mage") == 0 ||
			    strcmp(k->str, "witch") == 0)
				g->play.mage_witch = true;
			else if (strcmp(k->str, "portal") == 0)
				g->play.portal = true;
		}
	}
	return 0;
}

/* setup.start: the start tiles, laid on the board. */
static int
read_start(struct reader *rd, const struct ynode *setup)
{
	struct jcz_game *g = rd->g;
	const struct ynode *st;
	const char *id;
	size_t i;

	st = ynode_get(setup, "start");
	if (st == NULL || st->kind != YN_SEQ || st->n == 0)
		return fail(rd, st ? st : setup, false, "setup.start must list "
		    "the start tiles");
	g->start = xcalloc(st->n, sizeof *g->start);
	for (i = 0; i < st->n; i++) {
		struct jcz_start *s = &g->start[i];
		const struct ynode *t, *rn;
		int jx, jy, deg;

		if ((t = want_map(rd, st->items[i], st, "a start tile"))
		    == NULL)
			return -1;
		s->src = (struct jcz_src){ t->line, t->col };
		if (get_string(rd, ynode_get(t, "tile"), t, "tile", &id) < 0 ||
		    get_int(rd, ynode_get(t, "x"), t, "x", -MAXCOORD, MAXCOORD,
		    &jx) < 0 ||
		    get_int(rd, ynode_get(t, "y"), t, "y", -MAXCOORD, MAXCOORD,
		    &jy) < 0)
			return -1;
		/* Degrees here; accept the messages' R90 form too. */
		rn = ynode_get(t, "rotation");
		if (rn != NULL && rn->plain) {
			if (get_int(rd, rn, t, "rotation", 0, 270, &deg) < 0)
				return -1;
			if (deg % 90 != 0)
				return fail(rd, rn, false, "rotation must be "
				    "0, 90, 180 or 270");
			s->rot = deg / 90;
		} else if (rn != NULL && get_rotation(rd, rn, t, &s->rot) < 0)
			return -1;
		s->jcz_id = id;
		s->x = jx;
		s->y = -jy;
		if ((s->tile = tiles_find(id)) == NULL)
			return fail(rd, ynode_get(t, "tile"), true, "the start "
			    "tile '%s' is not supported (see 'carcjudge "
			    "tiles')", id);
		cell_put(rd, s->x, s->y, s->tile, s->rot);
		g->nstart++;
	}
	return 0;
}

/* gameAnnotations: the debug controls of the tile pack (a draw order,
 * a turn to end at). */
static int
read_annotations(struct reader *rd, const struct ynode *root)
{
	struct jcz_game *g = rd->g;
	const struct ynode *ann, *n;
	int further;

	/* Debug controls of the tile pack, in the client's shape or the
	 * engine's. */
	ann = ynode_get(root, "gameAnnotations");
	if (ann == NULL || ann->kind != YN_MAP)
		return 0;
	if ((n = ynode_get(ann, "tilePack")) != NULL && n->kind == YN_MAP &&
	    (n = ynode_get(n, "params")) != NULL && n->kind == YN_MAP)
		ann = n;
	n = ynode_get(ann, "drawOrder");
	if (n != NULL && n->kind == YN_SEQ) {
		g->end.draw_order = (int)n->n;
		/* A draw order ending in #END stops the game there. */
		if (n->n > 0 && is_string(n->items[n->n - 1]) &&
		    strcmp(n->items[n->n - 1]->str, "#END") == 0) {
			g->end.limited = true;
			g->end.limit = (int)n->n - 1;
			g->end.draw_order = (int)n->n - 1;
		}
	}
	if ((n = ynode_get(ann, "endTurn")) == NULL)
		n = ynode_get(ann, "drawLimit");
	/* endTurn (drawLimit) counts the draws after the draw order's; a
	 * draw order's #END stops the game sooner still. */
	if (n != NULL && !ynode_is_null(n)) {
		if (get_int(rd, n, ann, "endTurn", 0,
		    INT32_MAX - g->end.draw_order, &further) < 0)
			return -1;
		if (!g->end.limited || g->end.draw_order + further <
		    g->end.limit)
			g->end.limit = g->end.draw_order + further;
		g->end.limited = true;
		g->end.src = (struct jcz_src){ n->line, n->col };
	}
	return 0;
}

static int
read_setup(struct reader *rd, const struct ynode *root)
{
	struct jcz_game *g = rd->g;
	struct rulesconf *rc = &g->rules;
	const struct ynode *setup, *sets, *rules;
	const char *more = "3/2";
	size_t i;
	int total = 0;

	if ((setup = want_map(rd, ynode_get(root, "setup"), root, "setup"))
	    == NULL)
		return -1;
	/* What the client writes when the player leaves a rule alone: our
	 * rules where JCloisterZone has none of its own. */
	settings_defaults(rc);
	set_rule(rc, "farmers", "3");
	set_rule(rc, "labyrinth", "advanced");
	set_rule(rc, "witch", "total");
	set_rule(rc, "tunnel.tokens", "hig");
	set_rule(rc, "tunnel.other-tunnels", "tokens");
	set_rule(rc, "tunnel.same-tile", "once");
	for (i = 0; i < (size_t)nsettings; i++)
		rc->given[i] = true;

	if ((sets = want_map(rd, ynode_get(setup, "sets"), setup,
	    "setup.sets")) == NULL)
		return -1;
	if (read_sets(rd, sets, &total) < 0)
		return -1;

	if (read_elements(rd, setup) < 0)
		return -1;
	for (i = 0; i < sets->n; i++)
		if (strncmp(sets->items[2 * i]->str, "flier", 5) == 0)
			g->play.flier = true;

	rules = ynode_get(setup, "rules");
	if (rules != NULL && !ynode_is_null(rules) && rules->kind != YN_MAP)
		return fail(rd, rules, false, "setup.rules must be an object");
	if (rules != NULL && rules->kind == YN_MAP)
		for (i = 0; i < rules->n; i++)
			if (read_rule(rd, rules->items[2 * i],
			    rules->items[2 * i + 1], &more) < 0)
				return -1;
	if (g->play.tunnel)
		settings_block_given(rc, "tunnel");
	deal_sets(g, more);

	if (read_start(rd, setup) < 0)
		return -1;
	g->end.pack = total < 0 ? -1 : total - g->nstart;
	if (g->end.pack < -1)
		g->end.pack = -1;

	return read_annotations(rd, root);
}

/* ---- the replay ---- */

static struct jcz_turn *
new_turn(struct reader *rd)
{
	struct jcz_game *g = rd->g;
	struct jcz_turn *t;

	if (g->nturns == rd->capturns) {
		rd->capturns = rd->capturns ? rd->capturns * 2 : 64;
		g->turns = xrealloc(g->turns, (size_t)rd->capturns,
		    sizeof *g->turns);
	}
	t = &g->turns[g->nturns++];
	memset(t, 0, sizeof *t);
	t->number = g->nturns;
	rd->turn = t->number;
	return t;
}

static struct wagon *
wagon_of(struct reader *rd, const char *id)
{
	struct wagon *w;
	int i;

	for (i = 0; i < rd->nwagons; i++)
		if (strcmp(rd->wagons[i].id, id) == 0)
			return &rd->wagons[i];
	if (rd->nwagons == rd->capwagons) {
		rd->capwagons = rd->capwagons ? rd->capwagons * 2 : 8;
		rd->wagons = xrealloc(rd->wagons, (size_t)rd->capwagons,
		    sizeof *rd->wagons);
	}
	w = &rd->wagons[rd->nwagons++];
	memset(w, 0, sizeof *w);
	w->id = id;
	return w;
}

/* A meeple id "P.kind.N": its owner and our kind. */
static int
meeple_id(struct reader *rd, const struct ynode *n, const struct ynode *up,
    int *owner, enum jcz_meeple *kind)
{
	const char *id, *dot, *end;
	char kindname[32];
	const char *other;
	long p = 0;
	size_t len;

	if (get_string(rd, n, up, "meepleId", &id) < 0)
		return -1;
	for (dot = id; *dot >= '0' && *dot <= '9' && p < 1000; dot++)
		p = p * 10 + (*dot - '0');
	if (dot == id || *dot != '.' || (end = strchr(dot + 1, '.')) == NULL ||
	    (len = (size_t)(end - dot - 1)) == 0 || len >= sizeof kindname)
		return fail(rd, n, false, "meepleId '%s' is not "
		    "PLAYER.KIND.NUMBER", id);
	memcpy(kindname, dot + 1, len);
	kindname[len] = '\0';
	if (p >= rd->g->nplayers)
		return fail(rd, n, false, "meepleId '%s': there is no player "
		    "%ld", id, p);
	*owner = (int)p;
	if (strcmp(kindname, "small") == 0)
		*kind = JCZ_FOLLOWER;
	else if (strcmp(kindname, "big") == 0)
		*kind = JCZ_LARGE;
	else if (strcmp(kindname, "wagon") == 0)
		*kind = JCZ_WAGON;
	else if ((other = named(other_meeples, kindname)) != NULL)
		return fail(rd, n, true, "%s is not supported", other);
	else
		return fail(rd, n, true, "the figure '%s' is not supported",
		    kindname);
	return 0;
}

/* Refuses a pointer at a feature class of another expansion by name. */
static int
check_feature_class(struct reader *rd, const struct ynode *ptr)
{
	const struct ynode *fn;
	const char *other;

	if (ptr == NULL || ptr->kind != YN_MAP ||
	    (fn = ynode_get(ptr, "feature")) == NULL || !is_string(fn))
		return 0;
	if ((other = named(other_features, fn->str)) != NULL)
		return fail(rd, fn, true, "%s is not supported", other);
	if (strcmp(fn->str, "YagaHut") == 0 || strcmp(fn->str, "Vodyanoy") == 0
	    || strcmp(fn->str, "SoloveiRazboynik") == 0 ||
	    strcmp(fn->str, "FishHut") == 0)
		return fail(rd, fn, true, "the feature '%s' is not supported",
		    fn->str);
	return 0;
}

static int
flier_direction(const struct tiledef *t, int rot, int *dx, int *dy)
{
	/* N NE E SE S SW W NW, in our axes (y grows north). */
	static const int vx[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
	static const int vy[8] = { 1, 1, 0, -1, -1, -1, 0, 1 };
	int a;

	if (t->flier < 0)
		return -1;
	a = (t->flier + 2 * rot) % 8;
	*dx = vx[a];
	*dy = vy[a];
	return 0;
}

/* Message phases within a turn. */
enum phase { PH_NONE, PH_ACTION, PH_FLYING, PH_AFTER };

struct turnstate {
	enum phase phase;
	const char *flier_meeple;	/* PH_FLYING: the meeple in flight */
};

static int
on_deploy(struct reader *rd, struct jcz_turn *t, struct turnstate *ts,
    const struct ynode *msg, const struct ynode *pl, int player)
{
	const struct ynode *ptr = ynode_get(pl, "pointer"), *idn;
	struct jcz_feature f;
	enum jcz_meeple kind = JCZ_FOLLOWER;
	const struct ynode *fn;
	int owner = -1, dx, dy, dist;

	idn = ynode_get(pl, "meepleId");
	if (check_feature_class(rd, ptr) < 0 ||
	    meeple_id(rd, idn, pl, &owner, &kind) < 0)
		return -1;
	if (player >= 0 && owner != player)
		return fail(rd, idn, false, "meeple '%s' is not player %d's",
		    idn->str, player);

	/* A follower onto a flying machine: its flight lands with the next
	 * deployment of the same meeple, or crashes without one. */
	fn = ptr && ptr->kind == YN_MAP ? ynode_get(ptr, "feature") : NULL;
	if (is_string(fn) && strcmp(fn->str, "FlyingMachine") == 0) {
		int x, y;

		if (ts->phase != PH_ACTION || t->deploy.present)
			return fail(rd, msg, false, "a flight after the "
			    "turn's deployment");
		if (get_position(rd, ynode_get(ptr, "position"), ptr,
		    "position", &x, &y) < 0)
			return -1;
		if (x != t->x || y != t->y || t->tile->flier < 0)
			return fail(rd, ptr, false, "no flying machine at "
			    "(%d,%d)", x, y);
		t->deploy = (struct jcz_deploy){ .present = true, .kind = kind,
		    .via = JCZ_VIA_FLIER, .src = { msg->line, msg->col } };
		ts->phase = PH_FLYING;
		ts->flier_meeple = idn->str;
		return 0;
	}
	if (get_feature(rd, ptr, pl, "pointer", &f) < 0)
		return -1;

	if (ts->phase == PH_AFTER) {
		/* After the COMMIT: a wagon of a scored feature moves. */
		struct wagon *w;
		struct jcz_wagon *m;

		if (kind != JCZ_WAGON)
			return fail(rd, msg, false, "a %s deployed after the "
			    "turn's COMMIT (only wagons move then)",
			    jcz_meeple_name[kind]);
		w = wagon_of(rd, idn->str);
		if (!w->placed)
			return fail(rd, idn, false, "wagon '%s' moves but is "
			    "not on the board", idn->str);
		if (t->nwagons == JCZ_MAXPLAYERS)
			return fail(rd, msg, false, "more wagon moves than "
			    "players");
		m = &t->wagons[t->nwagons++];
		m->player = owner;
		m->from = w->at;
		m->to = f;
		m->src = (struct jcz_src){ msg->line, msg->col };
		w->at = f;
		return 0;
	}
	if (ts->phase == PH_FLYING) {
		if (strcmp(idn->str, ts->flier_meeple) != 0)
			return fail(rd, idn, false, "meeple '%s' deployed "
			    "while '%s' is in flight", idn->str,
			    ts->flier_meeple);
		if (flier_direction(t->tile, t->rot, &dx, &dy) < 0)
			return fail(rd, msg, false, "%s has no flying "
			    "machine", t->tile->id);
		dist = abs(f.x - t->x) > abs(f.y - t->y) ? abs(f.x - t->x) :
		    abs(f.y - t->y);
		if (dist < 1 || dist > 3 || f.x != t->x + dx * dist ||
		    f.y != t->y + dy * dist)
			return fail(rd, ptr, false, "the flight lands at "
			    "(%d,%d), not 1 to 3 squares along the flying "
			    "machine's arrow from (%d,%d)", f.x, f.y, t->x,
			    t->y);
		t->deploy.roll = dist;
		t->deploy.landed = true;
		t->deploy.at = f;
		t->deploy.src = (struct jcz_src){ msg->line, msg->col };
		ts->phase = PH_ACTION;
		if (kind == JCZ_WAGON) {
			struct wagon *w = wagon_of(rd, idn->str);

			w->placed = true;
			w->at = f;
		}
		return 0;
	}
	if (t->deploy.present)
		return fail(rd, msg, false, "a second deployment in one turn");
	t->deploy = (struct jcz_deploy){ .present = true, .kind = kind,
	    .landed = true, .at = f, .src = { msg->line, msg->col } };
	/* Elsewhere than the placed tile: through its magic portal.  Any
	 * other case is the engine's to judge. */
	if ((f.x != t->x || f.y != t->y) && t->tile->portal)
		t->deploy.via = JCZ_VIA_PORTAL;
	if (kind == JCZ_WAGON) {
		struct wagon *w = wagon_of(rd, idn->str);

		w->placed = true;
		w->at = f;
	}
	return 0;
}

static int
on_token(struct reader *rd, struct jcz_turn *t, const struct ynode *msg,
    const struct ynode *pl)
{
	static const char *const tunnels[JCZ_MAXSETS] = {
		"TUNNEL_A", "TUNNEL_B", "TUNNEL_C"
	};
	const struct ynode *tn = ynode_get(pl, "token"), *ptr;
	const struct jcz_player *p = &rd->g->players[t->player];
	const char *token, *other;
	struct jcz_feature f;
	int set;

	if (get_string(rd, tn, pl, "token", &token) < 0)
		return -1;
	for (set = 0; set < JCZ_MAXSETS; set++)
		if (strcmp(token, tunnels[set]) == 0)
			break;
	if (set == JCZ_MAXSETS) {
		if ((other = named(other_tokens, token)) != NULL)
			return fail(rd, tn, true, "%s is not supported", other);
		return fail(rd, tn, true, "the token '%s' is not supported",
		    token);
	}
	if (t->token.present)
		return fail(rd, msg, false, "a second token in one turn");
	if (set >= p->nsets)
		return fail(rd, tn, false, "%s: %s has %d token set%s", token,
		    p->color, p->nsets, p->nsets == 1 ? "" : "s");
	ptr = ynode_get(pl, "pointer");
	if (get_feature(rd, ptr, pl, "pointer", &f) < 0)
		return -1;
	if (f.kind != SEG_ROAD || (f.mask & (f.mask - 1)) != 0)
		return fail(rd, ynode_get(ptr, "location"), false, "a tunnel "
		    "token goes on one road edge (Road N, E, S or W)");
	t->token = (struct jcz_token){ .present = true, .set = set,
	    .color = p->sets[set], .x = f.x, .y = f.y,
	    .opening = first_bit(f.mask), .src = { msg->line, msg->col } };
	return 0;
}

static int
on_neutral(struct reader *rd, struct jcz_turn *t, const struct ynode *msg,
    const struct ynode *pl)
{
	const struct ynode *fn = ynode_get(pl, "figureId"), *to;
	const char *id, *other;
	char name[32];
	size_t n;
	enum jcz_figure fig;

	if (get_string(rd, fn, pl, "figureId", &id) < 0)
		return -1;
	n = strcspn(id, ".");
	snprintf(name, sizeof name, "%.*s", (int)(n < 31 ? n : 31), id);
	if (strcmp(name, "mage") == 0)
		fig = JCZ_MAGE;
	else if (strcmp(name, "witch") == 0)
		fig = JCZ_WITCH;
	else if ((other = named(other_figures, name)) != NULL)
		return fail(rd, fn, true, "%s is not supported", other);
	else
		return fail(rd, fn, true, "the figure '%s' is not supported",
		    id);
	if (t->magic.present)
		return fail(rd, msg, false, "a second mage or witch move in "
		    "one turn");
	t->magic = (struct jcz_magic){ .present = true, .figure = fig,
	    .src = { msg->line, msg->col } };
	to = ynode_get(pl, "to");
	if (to == NULL || ynode_is_null(to)) {
		t->magic.remove = true;
		return 0;
	}
	return get_feature(rd, to, pl, "to", &t->magic.at);
}

static int
on_return(struct reader *rd, const struct ynode *pl)
{
	const struct ynode *sn = ynode_get(pl, "source");
	const char *other;

	if (is_string(sn) && (other = named(return_sources, sn->str)) != NULL)
		return fail(rd, sn, true, "%s is not supported", other);
	return fail(rd, sn ? sn : pl, true, "a returned meeple "
	    "(RETURN_MEEPLE, source %s) is not supported",
	    is_string(sn) ? sn->str : "unknown");
}

static int
on_place(struct reader *rd, const struct ynode *msg, const struct ynode *pl,
    int player, struct turnstate *ts)
{
	const struct ynode *idn = ynode_get(pl, "tileId");
	struct jcz_turn *t = new_turn(rd);
	const char *id;

	t->src = (struct jcz_src){ msg->line, msg->col };
	/* Saves without a sender take turns in list order. */
	t->player = player >= 0 ? player : (t->number - 1) % rd->g->nplayers;
	if (get_string(rd, idn, pl, "tileId", &id) < 0 ||
	    get_rotation(rd, ynode_get(pl, "rotation"), pl, &t->rot) < 0 ||
	    get_position(rd, ynode_get(pl, "position"), pl, "position", &t->x,
	    &t->y) < 0)
		return -1;
	t->jcz_id = id;
	if ((t->tile = tiles_find(id)) == NULL)
		return fail(rd, idn, true, "the tile '%s' is not supported "
		    "(see 'carcjudge tiles')", id);
	if (rd->innrule != NULL) {
		int i;

		for (i = 0; i < t->tile->nsegs; i++)
			if (t->tile->segs[i].flags & SF_INN)
				return fail(rd, rd->innrule, true, "rule "
				    "inn-and-cathedral-final-scoring: ignore "
				    "(an unfinished inn road scores at game "
				    "end) is not supported");
	}
	cell_put(rd, t->x, t->y, t->tile, t->rot);
	ts->phase = PH_ACTION;
	return 0;
}

static int
read_replay(struct reader *rd, const struct ynode *root)
{
	const struct ynode *rp = ynode_get(root, "replay");
	struct turnstate ts = { PH_NONE, NULL };
	struct jcz_turn *t = NULL;
	const char *type, *other;
	size_t i;
	int player;

	if (rp->kind != YN_SEQ)
		return fail(rd, rp, false, "replay must be a list of messages");
	for (i = 0; i < rp->n; i++) {
		const struct ynode *msg = rp->items[i], *pl, *pn;

		if (msg->kind != YN_MAP)
			return fail(rd, msg, false, "a message must be an "
			    "object");
		if (get_string(rd, ynode_get(msg, "type"), msg, "type", &type)
		    < 0)
			return -1;
		/* A PLACE_TILE starts the next turn: what is wrong in it
		 * (its player, its payload) is that turn's. */
		rd->turn = rd->g->nturns + (strcmp(type, "PLACE_TILE") == 0);
		pl = ynode_get(msg, "payload");
		if (pl == NULL || ynode_is_null(pl))
			pl = NULL;
		else if (pl->kind != YN_MAP)
			return fail(rd, pl, false, "payload must be an object");
		player = -1;
		if ((pn = ynode_get(msg, "player")) != NULL &&
		    !ynode_is_null(pn) && get_int(rd, pn, msg, "player", 0,
		    rd->g->nplayers - 1, &player) < 0)
			return -1;

		if (strcmp(type, "PLACE_TILE") == 0) {
			if (ts.phase == PH_FLYING)
				t->deploy.landed = false;	/* crashed */
			if (pl == NULL)
				return fail(rd, msg, false, "PLACE_TILE "
				    "without a payload");
			if (on_place(rd, msg, pl, player, &ts) < 0)
				return -1;
			t = &rd->g->turns[rd->g->nturns - 1];
			continue;
		}
		if (strcmp(type, "PASS") == 0 || strcmp(type, "COMMIT") == 0) {
			if (t == NULL)
				return fail(rd, msg, false, "%s before the "
				    "first PLACE_TILE", type);
			if (type[0] == 'C') {
				if (ts.phase == PH_FLYING)
					t->deploy.landed = false;
				ts.phase = PH_AFTER;
			} else if (ts.phase == PH_FLYING) {
				/* Nothing to land on that the player would
				 * take: the flight ends as a crash. */
				t->deploy.landed = false;
				ts.phase = PH_ACTION;
			}
			continue;
		}
		if (strcmp(type, "DEPLOY_MEEPLE") != 0 &&
		    strcmp(type, "PLACE_TOKEN") != 0 &&
		    strcmp(type, "MOVE_NEUTRAL_FIGURE") != 0 &&
		    strcmp(type, "RETURN_MEEPLE") != 0) {
			if ((other = named(other_messages, type)) != NULL)
				return fail(rd, msg, true, "%s is not "
				    "supported", other);
			return fail(rd, ynode_get(msg, "type"), false,
			    "unknown message type '%s'", type);
		}
		if (pl == NULL)
			return fail(rd, msg, false, "%s without a payload",
			    type);
		if (strcmp(type, "RETURN_MEEPLE") == 0)
			return on_return(rd, pl);
		if (t == NULL)
			return fail(rd, msg, false, "%s before the first "
			    "PLACE_TILE", type);
		if (strcmp(type, "DEPLOY_MEEPLE") == 0) {
			if (ts.phase == PH_ACTION && player >= 0 &&
			    player != t->player)
				return fail(rd, pn, false, "player %d deploys "
				    "in player %d's turn", player, t->player);
			if (on_deploy(rd, t, &ts, msg, pl, player) < 0)
				return -1;
			continue;
		}
		if (ts.phase == PH_AFTER)
			return fail(rd, msg, false, "%s after the turn's "
			    "COMMIT", type);
		if (player >= 0 && player != t->player)
			return fail(rd, pn, false, "player %d acts in player "
			    "%d's turn", player, t->player);
		if (strcmp(type, "PLACE_TOKEN") == 0) {
			if (check_feature_class(rd, ynode_get(pl, "pointer")) <
			    0 || on_token(rd, t, msg, pl) < 0)
				return -1;
		} else if (on_neutral(rd, t, msg, pl) < 0)
			return -1;
	}
	if (ts.phase == PH_FLYING)
		t->deploy.landed = false;
	return 0;
}

/*
 * Is the save not strict JSON?  A text that does not start as an object
 * is no save at all (a position file, say); one that does must then be
 * JSON to the letter (RFC 8259), which the YAML loader alone would not
 * hold it to.  Fills err when it is not.  *later: the text is not JSON
 * but does not start as an object, so that only a loaded object is
 * refused for it (a comment or '---' before a save's '{').
 */
static bool
not_json(const char *buf, size_t len, struct jcz_error *err, bool *later)
{
	struct json_error je;
	size_t p = len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;

	*later = false;
	while (p < len && strchr(" \t\r\n", buf[p]) != NULL && buf[p] != '\0')
		p++;
	if (json_check(buf, len, &je) == 0)
		return false;
	err->line = je.line;
	err->col = je.col;
	snprintf(err->msg, sizeof err->msg, "not JSON: %s", je.msg);
	*later = p < len && buf[p] != '{';
	return !*later;
}

int
jcz_read(const char *buf, size_t len, size_t max, struct jcz_game *g,
    struct jcz_error *err)
{
	/* An object may hold as many keys as a save has players, tiles or
	 * meeples: only the input's size bounds it, through the nodes, which
	 * grow with the bytes allowed as a position's do (a save's take 7 to
	 * 13 bytes each). */
	struct ylimits lim = { max, 64, max / 4 < 1000000 ? 1000000 : max / 4,
	    SIZE_MAX };
	struct yerror yerr;
	struct jcz_error jsonerr;
	bool not_json_later;
	struct reader rd;
	struct ynode *root;
	static const char *const required[] = { "setup", "players", "replay" };
	size_t i;
	int rc = 0;

	memset(g, 0, sizeof *g);
	memset(err, 0, sizeof *err);
	memset(&jsonerr, 0, sizeof jsonerr);
	memset(&rd, 0, sizeof rd);
	rd.g = g;
	rd.err = err;
	if (len > max) {
		fail(&rd, NULL, false, "input is larger than %zu bytes (see "
		    "--max-input)", max);
		return EXIT_INPUT;
	}
	if (not_json(buf, len, &jsonerr, &not_json_later)) {
		*err = jsonerr;
		return EXIT_INPUT;
	}
	if ((root = ynode_parse(buf, len, &lim, &yerr)) == NULL) {
		if (yerr.line == 0)
			xnomem();
		err->line = yerr.line;
		err->col = yerr.col;
		snprintf(err->msg, sizeof err->msg, "not JSON: %s", yerr.msg);
		return EXIT_INPUT;
	}
	g->doc = root;
	/* YAML that is not JSON's flow style cannot come from
	 * JCloisterZone (a position file, say). */
	if (root->kind != YN_MAP || !root->flow) {
		fail(&rd, root, false, "not a JCloisterZone saved game (not a "
		    "JSON object)");
		rc = -1;
	} else if (not_json_later) {
		*err = jsonerr;
		rc = -1;
	}
	for (i = 0; rc == 0 && i < sizeof required / sizeof required[0]; i++)
		if (ynode_get(root, required[i]) == NULL)
			rc = fail(&rd, root, false, "not a JCloisterZone saved "
			    "game (no '%s')", required[i]);
	if (rc == 0)
		rc = read_players(&rd, root);
	if (rc == 0)
		rc = read_setup(&rd, root);
	if (rc == 0)
		rc = read_replay(&rd, root);
	free(rd.cells);
	free(rd.wagons);
	if (rc < 0) {
		jcz_free(g);
		return EXIT_INPUT;
	}
	if (g->end.limited)
		g->end.reached = g->nturns >= g->end.limit;
	if (g->end.pack >= 0 && g->nturns >= g->end.pack)
		g->end.reached = true;
	return 0;
}

void
jcz_free(struct jcz_game *g)
{
	free(g->start);
	free(g->turns);
	ynode_free(g->doc);
	memset(g, 0, sizeof *g);
}

int
jcz_diag(struct diag_state *d, const char *file, const struct jcz_error *err)
{
	/* What the format cannot express is named by turn, as a player
	 * remembers the game; diag_fatal prints that shape, and the exit
	 * status stays the input's. */
	if (err->unsupported && err->turn > 0) {
		(void)diag_fatal(d, "%s: turn %d: %s", file, err->turn,
		    err->msg);
		return EXIT_INPUT;
	}
	if (err->turn > 0)
		return diag_input(d, file, err->line, err->col, "turn %d: %s",
		    err->turn, err->msg);
	return diag_input(d, file, err->line, err->col, "%s", err->msg);
}
