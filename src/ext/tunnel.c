/* The Tunnel (Spielbox 2009): token sets, token placement and its
 * variants, links between openings, and visible-tile scoring (the TUN-* rules).
 * A link is an extra union-find edge between two road stubs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "emitkeys.h"
#include "engine.h"
#include "module.h"
#include "schema.h"
#include "words.h"
#include "xalloc.h"

/* Its rules: keys, a block of dotted keys (tunnel.tokens), numbered from
 * first_setting when the registry declares them, in the order of its
 * rows; their values in the order of each row. */
#define BLOCK "tunnel"
static int first_setting;
#define SET_TUN_TOKENS (first_setting + 0)
#define SET_TUN_VARIANT (first_setting + 1)
#define SET_TUN_OTHER (first_setting + 2)
#define SET_TUN_SAMETILE (first_setting + 3)
enum { TOKENS_HIG, TOKENS_SPIELBOX, TOKENS_ONESET };
enum { VAR_NONE, VAR_FOLLOWER, VAR_STEAL, VAR_PAIR, VAR_NOBLOCK };
enum { OTHER_TOKENS, OTHER_CONTINUOUS };
enum { SAMETILE_ONCE, SAMETILE_TWICE };

extern const struct module tunnel_module;

/* A token as the file places it on the board. */
struct etoken {
	int tile, dir, color, waited;
	struct srcpos pos, colorpos, openingpos;
};

/* A token the action places. */
struct tokenmove {
	int color;
	int dir;		/* the opening's edge */
	bool at_given;
	int x, y;
	struct srcpos pos, colorpos, openingpos;
};

/* The Tunnel's keys of the position. */
struct tunnel_keys {
	unsigned sets[MAXPLAYERS];	/* tunnel-sets, a bit per colour */
	bool sets_given[MAXPLAYERS];
	struct etoken *tokens;
	int ntokens;
	size_t cap;
	int nmoves;		/* 0, 1 or 2 (a list under both-at-once) */
	bool move_list;
	struct tokenmove move[2];
};

/* The Tunnel in one game. */
struct tunnel_state {
	bool on;
	unsigned sets[MAXPLAYERS];	/* the colours each player owns */
};

static const struct tunnel_keys none;

static const struct tunnel_keys *
keys_of(const struct position *p)
{
	const struct tunnel_keys *k = module_keys_of(p, &tunnel_module);

	return k != NULL ? k : &none;
}

static struct tunnel_state *
state_of(const struct game *g)
{
	return module_state(g, &tunnel_module);
}

/* Colours dealt to players beyond their own, in this order. */
static const int deal_order[NCOLORS] = {
	C_BLUE, C_YELLOW, C_GREY, C_GREEN, C_RED, C_BLACK
};

static int
sets_each(const struct game *g)
{
	int n = g->nplayers;

	if (n >= 4)
		return 1;
	switch (g->rules.v[SET_TUN_TOKENS]) {
	case TOKENS_HIG:
		return n <= 2 ? 3 : 2;
	case TOKENS_SPIELBOX:
		return 2;
	default:
		return 1;
	}
}

/* --- the keys --- */

static int
load_sets(struct position *p, int pl, const struct ynode *sets)
{
	struct tunnel_keys *k = module_keys(p, &tunnel_module, sizeof *k);
	size_t j;
	int c;

	if (ynode_is_null(sets))
		return 0;
	TRY(want(p, sets, YN_SEQ, "tunnel-sets"));
	k->sets_given[pl] = true;
	for (j = 0; j < sets->n; j++) {
		int own, i;

		TRY(color(p, sets->items[j], &c));
		for (i = 0; i < pl; i++)
			if (k->sets[i] >> c & 1)
				return node_error(p, sets->items[j], "tunnel set "
				    "'%s' is held twice", sets->items[j]->str);
		own = player_by_color(p, c);
		if (own != NOBODY && own != pl)
			return node_error(p, sets->items[j], "tunnel set '%s' is "
			    "another player's own colour", sets->items[j]->str);
		k->sets[pl] |= 1u << c;
	}
	return 0;
}

static int
load_tokens(struct position *p, int tile, const struct ynode *ts)
{
	static const char *const keys[] = { "color", "opening", "waited",
		NULL };
	struct tunnel_keys *k;
	size_t j;

	if (ynode_is_null(ts))
		return 0;
	TRY(want(p, ts, YN_SEQ, "tokens"));
	k = module_keys(p, &tunnel_module, sizeof *k);
	for (j = 0; j < ts->n; j++) {
		const struct ynode *n = ts->items[j], *cn, *on, *wn;
		struct etoken *e;

		TRY(want(p, n, YN_MAP, "a token"));
		TRY(only_keys(p, n, keys, NULL, "a token"));
		k->tokens = xgrow(k->tokens, &k->cap, (size_t)k->ntokens + 1,
		    sizeof *k->tokens);
		e = &k->tokens[k->ntokens];
		memset(e, 0, sizeof *e);
		e->tile = tile;
		e->pos = node_pos(n);
		TRY(need(p, n, "color", "a token", &cn));
		TRY(color(p, cn, &e->color));
		e->colorpos = node_pos(cn);
		TRY(need(p, n, "opening", "a token", &on));
		TRY(opening(p, on, &e->dir));
		e->openingpos = node_pos(on);
		if ((wn = opt(n, "waited")) != NULL)
			TRY(integer(p, wn, 0, 100000000, "waited", &e->waited));
		k->ntokens++;
	}
	return 0;
}

static int
load_move(struct position *p, const struct ynode *n, struct tokenmove *t)
{
	static const char *const keys[] = { "color", "opening", "at", NULL };
	const struct ynode *v;

	TRY(want(p, n, YN_MAP, "token"));
	TRY(only_keys(p, n, keys, NULL, "token"));
	TRY(need(p, n, "color", "token", &v));
	TRY(color(p, v, &t->color));
	t->colorpos = node_pos(v);
	TRY(need(p, n, "opening", "token", &v));
	TRY(opening(p, v, &t->dir));
	t->openingpos = node_pos(v);
	if ((v = opt(n, "at")) != NULL) {
		TRY(coords(p, v, "at", &t->x, &t->y));
		t->at_given = true;
	}
	t->pos = node_pos(n);
	return 0;
}

static int
load_token(struct position *p, int index, const struct ynode *v)
{
	struct tunnel_keys *k;
	size_t i;

	(void)index;
	if (ynode_is_null(v))
		return 0;
	k = module_keys(p, &tunnel_module, sizeof *k);
	if (v->kind != YN_SEQ)
		return load_move(p, v, &k->move[k->nmoves++]);
	k->move_list = true;
	if (v->n == 0 || v->n > 2)
		return node_error(p, v, "token: one token, or a list of two");
	for (i = 0; i < v->n; i++)
		TRY(load_move(p, v->items[i], &k->move[k->nmoves++]));
	return 0;
}

/* --- a game --- */

static bool
tunnel_tile(const struct tiledef *t)
{
	int i;

	for (i = 0; t != NULL && i < t->nsegs; i++)
		if (t->segs[i].end == END_TUNNEL)
			return true;
	return false;
}

/* The Tunnel is in play when the rules name it, or a tile with a tunnel
 * opening or a token appears anywhere in the file: on the board, placed,
 * or among the file's own tiles (placed or not). */
static bool
in_play(const struct game *g)
{
	const struct position *p = g->p;
	const struct tunnel_keys *k = keys_of(p);
	int i;

	if (settings_block_present(&g->rules, BLOCK) || k->nmoves > 0 || k->ntokens > 0 ||
	    (p->action.place && tunnel_tile(p->action.tile)))
		return true;
	for (i = 0; i < p->ntiles; i++)
		if (tunnel_tile(p->tiles[i].def))
			return true;
	for (i = 0; p->own != NULL && i < p->own->ntiles; i++)
		if (tunnel_tile(&p->own->tiles[i]))
			return true;
	return false;
}

static int
setup(struct game *g)
{
	struct tunnel_state *ts = state_of(g);
	const struct tunnel_keys *k = keys_of(g->p);
	unsigned held = 0, played = 0;
	int want_sets = sets_each(g), i, n, c;

	if (!(ts->on = in_play(g)))
		return 0;
	settings_block_given(&g->rules, BLOCK);	/* the reading has it */
	for (i = 0; i < g->nplayers; i++) {
		played |= 1u << g->p->players[i].color;
		if (k->sets_given[i]) {
			ts->sets[i] = k->sets[i];
			held |= k->sets[i];
		}
	}
	for (i = 0; i < g->nplayers; i++) {
		c = g->p->players[i].color;
		if (!k->sets_given[i] && !(held >> c & 1)) {
			ts->sets[i] |= 1u << c;
			held |= 1u << c;
		}
	}
	/* Round the table in turn order, one colour each, until every
	 * player has their number of sets or the colours run out. */
	for (n = 0; n < NCOLORS; ) {
		int before = n;

		for (i = 0; i < g->nplayers && n < NCOLORS; i++) {
			if (k->sets_given[i] || nbits(ts->sets[i]) >= want_sets)
				continue;
			while (n < NCOLORS && (((played | held) >>
			    deal_order[n]) & 1))
				n++;
			if (n == NCOLORS)
				break;
			c = deal_order[n++];
			ts->sets[i] |= 1u << c;
			held |= 1u << c;
		}
		if (n == before)
			break;
	}
	return 0;
}

static const struct tiledef *
tile_form(const struct game *g, const struct tiledef *t)
{
	if (state_of(g)->on && g->rules.v[SET_TUN_OTHER] == OTHER_TOKENS &&
	    t->split != NULL)
		return t->split;
	return t;
}

static int
owner_of(const struct game *g, int color)
{
	const struct tunnel_state *ts = state_of(g);
	int i;

	for (i = 0; i < g->nplayers; i++)
		if (ts->sets[i] >> color & 1)
			return i;
	return NOBODY;
}

/* --- the tokens on the board --- */

static void
release_tokens(void *block)
{
	free(((struct tokens *)block)->v);
}

const struct tokens *
board_tokens(const struct board *b)
{
	static const struct tokens no_tokens;
	const struct tokens *tk = board_ext_of(b, &tunnel_module);

	return tk != NULL ? tk : &no_tokens;
}

struct tokens *
board_tokens_mut(struct board *b)
{
	return board_ext(b, &tunnel_module, sizeof(struct tokens),
	    release_tokens);
}

/* A token placed after a checkpoint is taken back by a rollback. */
static void
untoken(struct board *b, void *block)
{
	(void)b;
	((struct tokens *)block)->n--;
}

static void
add_token(struct board *b, int color, int seg, int waited, int placer,
    struct srcpos pos)
{
	struct tokens *tk = board_tokens_mut(b);
	struct token *k;

	tk->v = xgrow(tk->v, &tk->cap, (size_t)tk->n + 1, sizeof *tk->v);
	k = &tk->v[tk->n++];
	memset(k, 0, sizeof *k);
	k->color = color;
	k->seg = seg;
	k->waited = waited;
	k->placer = placer;
	k->pos = pos;
	board_log_ext(b, untoken, tk);
}

static int
tokens_of(const struct board *b, int color, int *first)
{
	const struct tokens *tk = board_tokens(b);
	int i, n = 0;

	for (i = 0; i < tk->n; i++)
		if (tk->v[i].color == color) {
			if (n++ == 0 && first != NULL)
				*first = i;
		}
	return n;
}

static int
token_on(const struct board *b, int seg)
{
	const struct tokens *tk = board_tokens(b);
	int i;

	for (i = 0; i < tk->n; i++)
		if (tk->v[i].seg == seg)
			return i;
	return -1;
}

/* Links every colour whose two tokens are on the board. */
static void
link_pairs(struct board *b)
{
	const struct tokens *tk = board_tokens(b);
	int c, i, a;

	for (c = 0; c < NCOLORS; c++) {
		a = -1;
		for (i = 0; i < tk->n; i++)
			if (tk->v[i].color == c) {
				if (a < 0)
					a = tk->v[i].seg;
				else if (b->segs[tk->v[i].seg].partner < 0)
					board_link(b, a, tk->v[i].seg);
			}
	}
}

/* What a token may name on tile t: "its openings: S, W", or "it has
 * none". */
static const char *
openings_text(const struct board *b, int t, char *buf, size_t len)
{
	size_t n = 0;
	int d;

	for (d = 0; d < 4; d++)
		if (tile_opening(b, t, d) >= 0)
			n += (size_t)snprintf(buf + n, n < len ? len - n : 0,
			    "%s%s", n ? ", " : "its openings: ", dir_name[d]);
	if (n == 0)
		snprintf(buf, len, "it has none");
	return buf;
}

/* The tokens the file places: on openings of this game's tiles, owned,
 * at most a pair of each colour, one per opening; pairs linked. */
static int
check_board(struct game *g)
{
	const struct position *p = g->p;
	const struct tunnel_keys *k = keys_of(p);
	struct board *b = &g->board;
	int i, s, count[NCOLORS] = { 0 };
	char has[40];

	for (i = 0; i < k->ntokens; i++) {
		const struct etoken *e = &k->tokens[i];
		const struct ptile *pt = &b->tiles[e->tile];

		if ((s = tile_opening(b, e->tile, e->dir)) < 0)
			return pos_error_in(g->diag, p, e->openingpos, "%s at "
			    "(%d,%d) has no tunnel opening at %s; %s",
			    pt->def->id, pt->x,
			    pt->y, dir_name[e->dir], openings_text(b, e->tile,
			    has, sizeof has));
		if (owner_of(g, e->color) == NOBODY)
			return pos_error_in(g->diag, p, e->colorpos,
			    "no player "
			    "owns tunnel tokens of colour '%s'",
			    color_name[e->color]);
		if (++count[e->color] > 2)
			return pos_error_in(g->diag, p, e->pos, "more than 2 "
			    "tokens of colour '%s' (a set is 2)",
			    color_name[e->color]);
		if (token_on(b, s) >= 0)
			return pos_error_in(g->diag, p, e->pos, "two tokens "
			    "on one opening");
		add_token(b, e->color, s, e->waited, NOBODY, e->pos);
	}
	link_pairs(b);
	return 0;
}

/* --- the token part of a turn --- */

static void
sets_text(const struct game *g, int pl, char *buf, size_t len)
{
	int c, n = 0, count = 0;

	buf[0] = '\0';
	for (c = 0; c < NCOLORS; c++)
		count += (int)(state_of(g)->sets[pl] >> c & 1u);
	for (c = 0; c < NCOLORS; c++)
		if (state_of(g)->sets[pl] >> c & 1) {
			n++;
			snprintf(buf + strlen(buf), len - strlen(buf), "%s%s",
			    n == 1 ? "" : n == count ? " and " : ", ",
			    color_name[c]);
		}
}

static const char *
reading_text(const struct game *g, char *buf, size_t len)
{
	int v = g->rules.v[SET_TUN_TOKENS];

	/* "tunnel.tokens=hig, Hans im Glück's number of token sets: 3 each
	 * with 2 players" */
	snprintf(buf, len, "tunnel.tokens=%s, %s: %d each with %d player%s",
	    settingdefs[SET_TUN_TOKENS].values[v],
	    settings_value_words(SET_TUN_TOKENS, v), sets_each(g),
	    g->nplayers, g->nplayers > 1 ? "s" : "");
	return buf;
}

/* "the east opening of TU1 at (0,0) (opening: E)": a tunnel opening as
 * a token names it. */
static const char *
opening_desc(const struct board *b, int seg, char *buf, size_t len)
{
	static const char *const edge_word[4] = { "north", "east", "south",
		"west" };
	const struct ptile *t = &b->tiles[b->segs[seg].tile];
	int d = first_bit(b->segs[seg].edges);

	snprintf(buf, len, "the %s opening of %s at (%d,%d) (opening: %s)",
	    edge_word[d], t->def->id, t->x, t->y, dir_name[d]);
	return buf;
}

/* The road feature of an opening holds a follower of player pl (or of
 * anyone but pl when other is set). */
static bool
road_holds(const struct judge *j, int seg, int pl, bool other)
{
	const struct feature *f = &j->fs.f[j->fs.of[seg]];
	int i;

	for (i = 0; i < j->p->nplayers; i++)
		if (f->strength[i] > 0 && (other ? i != pl : i == pl))
			return true;
	return false;
}

/* One token being judged (token_checks), as its checks share it. */
struct tokencheck {
	const struct tokenmove *tm;
	int nth;		/* its index in the turn's tokens */
	int s, t;		/* its opening and tile; s -1: none */
	int owner, placed, first, variant;
	const char *cname, *who;
	char desc[160];
};

/* Is the opening already claimed?  Returns the violations found. */
static int
opening_taken(struct judge *j, const struct tokencheck *tc)
{
	struct board *b = j->b;
	struct cite *c;
	int on, bad = 0;

	if (tc->s >= 0 && (on = token_on(b, tc->s)) >= 0) {
		c = judge_cite(j, true, RULE_TUN_TOKEN_PLACE, "%s is already "
		    "claimed by a %s token", tc->desc,
		    color_name[board_tokens(b)->v[on].color]);
		cite_at(c, b, tc->t);
		bad++;
		if (j->fs.f[j->fs.of[tc->s]].complete)
			judge_cite(j, true, RULE_TUN_TOKENS_STAY, "tokens stay "
			    "after their road is scored: that opening is "
			    "taken for the rest of the game");
	}
	return bad;
}

/* Whose token sets the colour is, and are there tokens of it left? */
static int
token_supply(struct judge *j, const struct tokencheck *tc)
{
	const struct position *p = j->p;
	const struct action *a = j->a;
	char sets[80], rtext[160];
	int bad = 0;

	sets[0] = rtext[0] = '\0';
	if (tc->owner == NOBODY) {
		judge_cite(j, true, RULE_TUN_SETUP_TOKENS, "nobody plays with the "
		    "%s tokens (%s)", tc->cname, judge_words(j) ?
		    reading_text(j->g, rtext, sizeof rtext) : "");
		judge_cite(j, true, RULE_TUN_TOKEN_SUPPLY, "%s has no %s token",
		    tc->who, tc->cname);
		bad++;
	} else {
		bool theirs = tc->owner == a->player ||
		    tc->variant == VAR_PAIR || tc->variant == VAR_STEAL;

		/* Whose tokens these are decides a refusal as much as a
		 * permission. */
		if (judge_words(j)) {
			sets_text(j->g, tc->owner, sets, sizeof sets);
			reading_text(j->g, rtext, sizeof rtext);
		}
		judge_cite(j, tc->placed >= 2 || !theirs, RULE_TUN_SETUP_TOKENS,
		    "%s owns the %s token sets (%s)",
		    player_name(p, tc->owner), sets, rtext);
		if (tc->placed >= 2) {
			judge_cite(j, true, RULE_TUN_TOKEN_SUPPLY, "both %s tokens "
			    "are already on the board", tc->cname);
			bad++;
		} else
			judge_cite(j, false, RULE_TUN_TOKEN_SUPPLY, "%d %s token%s "
			    "left in supply", 2 - tc->placed, tc->cname,
			    2 - tc->placed == 1 ? "" : "s");
	}
	return bad;
}

/* May the player place a token of that colour (their own, or one the
 * variant lets them)? */
static int
token_whose(struct judge *j, const struct tokencheck *tc)
{
	const struct position *p = j->p;
	const struct action *a = j->a;
	struct board *b = j->b;
	int bad = 0;

	if (tc->owner == NOBODY)
		;
	else if (tc->owner == a->player)
		judge_cite(j, false, RULE_TUN_TOKEN_PLACE, "%s places their own "
		    "%s token on %s", tc->who, tc->cname, tc->desc);
	else if (tc->variant == VAR_PAIR)
		judge_cite(j, false, RULE_TUN_VAR_PAIR, "with tunnel.variant="
		    "both-at-once, tokens belong to nobody: %s may place a %s "
		    "token", tc->who,
		    tc->cname);
	else if (tc->variant == VAR_STEAL) {
		const struct token *w = tc->placed == 1 ?
		    &board_tokens(b)->v[tc->first] : NULL;

		if (w == NULL)
			judge_cite(j, true, RULE_TUN_VAR_STEAL, "no %s token waits "
			    "for its partner: there is nothing to complete",
			    tc->cname);
		else if (w->waited < 1)
			judge_cite(j, true, RULE_TUN_VAR_STEAL, "the %s token has "
			    "not waited: %s has had no turn to place its "
			    "partner", tc->cname, player_name(p, tc->owner));
		else if (!road_holds(j, w->seg, a->player, false))
			judge_cite(j, true, RULE_TUN_VAR_STEAL, "%s has no "
			    "follower on the road of the waiting %s token",
			    tc->who, tc->cname);
		else
			judge_cite(j, false, RULE_TUN_VAR_STEAL, "the %s token has "
			    "waited %d turn%s and %s has a follower on its "
			    "road: %s places its partner", tc->cname, w->waited,
			    w->waited == 1 ? "" : "s", tc->who, tc->who);
		bad += w == NULL || w->waited < 1 ||
		    !road_holds(j, w->seg, a->player, false);
	} else {
		judge_cite(j, true, RULE_TUN_TOKEN_PLACE, "the %s tokens are %s's:"
		    " %s places only their own", tc->cname,
		    player_name(p, tc->owner), tc->who);
		bad++;
	}
	return bad;
}

/* What the house variant asks of the opening's road. */
static int
token_variant(struct judge *j, const struct tokencheck *tc)
{
	const struct action *a = j->a;
	const struct tunnel_keys *k = keys_of(j->p);
	int bad = 0;

	/* Without an opening there is no road for the variants to judge. */
	switch (tc->s >= 0 ? tc->variant : VAR_NONE) {
	case VAR_FOLLOWER:
		if (!road_holds(j, tc->s, a->player, false)) {
			judge_cite(j, true, RULE_TUN_VAR_FOLLOWER, "%s has no "
			    "follower on the road of %s", tc->who, tc->desc);
			bad++;
		} else
			judge_cite(j, false, RULE_TUN_VAR_FOLLOWER, "%s has a "
			    "follower on the road of %s", tc->who, tc->desc);
		break;
	case VAR_NOBLOCK:
		if (tc->placed == 0 && tc->nth == 0 &&
		    road_holds(j, tc->s, a->player, true)) {
			judge_cite(j, true, RULE_TUN_VAR_NOBLOCK, "a first token "
			    "may not block: the road of %s holds another "
			    "player's follower", tc->desc);
			bad++;
		} else
			judge_cite(j, false, RULE_TUN_VAR_NOBLOCK, tc->placed ?
			    "the second token links and may go anywhere" :
			    "the road of %s holds no other player's follower",
			    tc->desc);
		break;
	case VAR_PAIR:
		/* No exception for a second token: its partner did not
		 * come with it this turn. */
		if (k->nmoves == 1 && j->fs.f[j->fs.of[tc->s]].nfollowers > 0) {
			judge_cite(j, true, RULE_TUN_VAR_PAIR, "the road of %s is "
			    "occupied: a token goes there only together with "
			    "its partner, in the same turn", tc->desc);
			bad++;
		} else
			judge_cite(j, false, RULE_TUN_VAR_PAIR, k->nmoves == 2 ?
			    "both tokens of the pair are placed together" :
			    "a single token on a road without followers");
		break;
	}
	return bad;
}

/* The checks of one token, every one of them: a refused token lists all
 * that is wrong with it (carcjudge(5), tokens).  s: the opening on tile
 * t, or -1 where there is none (then its colour alone is judged).
 * Returns the violations found. */
static int
token_checks(struct judge *j, const struct tokenmove *tm, int nth, int s,
    int t)
{
	struct tokencheck tc;
	int bad;

	memset(&tc, 0, sizeof tc);
	tc.tm = tm;
	tc.nth = nth;
	tc.s = s;
	tc.t = t;
	tc.variant = j->g->rules.v[SET_TUN_VARIANT];
	tc.cname = color_name[tm->color];
	tc.who = player_name(j->p, j->a->player);
	tc.first = -1;
	if (judge_words(j) && s >= 0)
		opening_desc(j->b, s, tc.desc, sizeof tc.desc);
	tc.owner = owner_of(j->g, tm->color);
	tc.placed = tokens_of(j->b, tm->color, &tc.first);
	/* In this order, as the citations are listed. */
	bad = opening_taken(j, &tc);
	bad += token_supply(j, &tc);
	bad += token_whose(j, &tc);
	bad += token_variant(j, &tc);
	return bad;
}

static int
place_token(struct judge *j, const struct tokenmove *tm, int nth)
{
	struct board *b = j->b;
	const char *cname = color_name[tm->color];
	int t, s, first = -1;
	char desc[160], other[160], has[40];
	struct cite *c;

	/* Without a tile or an opening, the token's other violations (its
	 * colour, its owner, its supply) are still listed. */
	t = tm->at_given ? board_tile_at(b, tm->x, tm->y) : j->placed;
	if (t < 0) {
		if (tm->at_given)
			judge_cite(j, true, RULE_TUN_TOKEN_PLACE, "no tile at "
			    "(%d,%d)", tm->x, tm->y);
		else
			judge_cite(j, true, RULE_TUN_TOKEN_PLACE, "no tile was "
			    "placed this turn: name the token's tile with at");
		token_checks(j, tm, nth, -1, t);
		return 1;
	}
	if ((s = tile_opening(b, t, tm->dir)) < 0) {
		c = judge_cite(j, true, RULE_TUN_TOKEN_PLACE, "%s at (%d,%d) has "
		    "no tunnel opening at %s; %s", b->tiles[t].def->id,
		    b->tiles[t].x, b->tiles[t].y, dir_name[tm->dir],
		    openings_text(b, t, has, sizeof has));
		cite_at(c, b, t);
		if (b->tiles[t].def->underpass &&
		    j->g->rules.v[SET_TUN_OTHER] != OTHER_TOKENS)
			judge_cite(j, true, RULE_TUN_OTHER_TUNNELS, "with "
			    "tunnel.other-tunnels=continuous the underpass of "
			    "%s is one road, under the crossing one: it has no "
			    "opening", b->tiles[t].def->id);
		token_checks(j, tm, nth, -1, t);
		return 1;
	}
	if (token_checks(j, tm, nth, s, t) > 0)
		return 1;
	add_token(b, tm->color, s, 0, j->a->player, tm->pos);
	if (tokens_of(b, tm->color, &first) == 2) {
		board_link(b, board_tokens(b)->v[first].seg, s);
		judge_segdesc(j, s, desc, sizeof desc);
		judge_segdesc(j, board_tokens(b)->v[first].seg, other, sizeof other);
		judge_cite(j, false, RULE_TUN_LINK, "the %s tokens join %s and "
		    "%s: one road, underground in between", cname, other,
		    desc);
		judge_refresh(j);
		if (!j->fs.f[j->fs.of[s]].complete)
			judge_cite(j, false, RULE_TUN_ROAD_COMPLETE, "the joined "
			    "road still has %d open end%s: not complete",
			    j->fs.f[j->fs.of[s]].open,
			    j->fs.f[j->fs.of[s]].open == 1 ? "" : "s");
	}
	return 0;
}

/* Did this turn touch feature fi: the placed tile, or a token placed? */
static bool
touched(const struct judge *j, int fi)
{
	const struct tokens *tk = board_tokens(j->b);
	int i;

	if (feature_touches_tile(j, fi, j->placed))
		return true;
	for (i = 0; i < tk->n; i++)
		if (tk->v[i].placer != NOBODY && j->fs.of[tk->v[i].seg] == fi)
			return true;
	return false;
}

/* Roads this turn touched that stay open at an unlinked opening. */
static void
cite_open_openings(struct judge *j)
{
	struct board *b = j->b;
	int i, s, fi, last = -1;

	/* The board's openings, not its segments: a turn costs what the
	 * tunnels hold. */
	for (i = 0; i < b->nopenings; i++) {
		const struct seg *g = &b->segs[s = b->openings[i]];
		char desc[160];

		fi = j->fs.of[s];
		if (g->partner >= 0 ||
		    j->fs.f[fi].complete || fi == last)
			continue;
		if (!touched(j, fi))
			continue;
		last = fi;
		judge_segdesc(j, s, desc, sizeof desc);
		judge_cite(j, false, RULE_TUN_OPENING_OPEN, "%s ends at a tunnel "
		    "opening %s: an open end, so the road is not complete",
		    desc, token_on(b, s) >= 0 ? "whose token has no partner "
		    "yet" : "without a token");
		if (b->tiles[g->tile].def->underpass)
			judge_cite(j, false, RULE_TUN_OTHER_TUNNELS, "the underpass "
			    "of %s is two road stubs, each ending at a tunnel "
			    "opening (tunnel.other-tunnels=tokens)",
			    b->tiles[g->tile].def->id);
	}
}

static int
turn_part(struct judge *j)
{
	const struct tunnel_keys *k = keys_of(j->p);
	const struct tokenmove *tm = k->move;
	int napplied = j->o->napplied, nviol = j->o->nviol, i, bad = 0;

	if (!state_of(j->g)->on)
		return 0;
	if (k->nmoves > 0) {
		if (k->nmoves > 1 &&
		    j->g->rules.v[SET_TUN_VARIANT] != VAR_PAIR) {
			judge_cite(j, true, RULE_TUN_TOKEN_ONE, "one token per "
			    "turn; this turn places %d", k->nmoves);
			return judge_fail_part(j, napplied);
		}
		if (k->nmoves > 1 && tm[0].color != tm[1].color) {
			judge_cite(j, true, RULE_TUN_VAR_PAIR, "the two tokens "
			    "placed together must be a pair of one colour");
			return judge_fail_part(j, napplied);
		}
		if (k->nmoves > 1 && tokens_of(j->b, tm[0].color, NULL) > 0) {
			judge_cite(j, true, RULE_TUN_VAR_PAIR, "a %s token is "
			    "already on the board: there is no pair to place",
			    color_name[tm[0].color]);
			return judge_fail_part(j, napplied);
		}
		judge_cite(j, false, RULE_TUN_TOKEN_ONE, k->nmoves == 1 ?
		    "one token this turn" : "one pair this turn "
		    "(tunnel.variant=both-at-once)");
		if (j->a->deploy)
			judge_cite(j, false, RULE_TUN_TOKEN_INDEPENDENT, "the "
			    "deployment was judged first; the token is placed "
			    "as well");
		/* Both tokens of a pair are judged, the second even when
		 * the first is refused: every violation of the part. */
		for (i = 0; i < k->nmoves; i++)
			bad += place_token(j, &tm[i], i);
		if (bad > 0) {
			/* The pair's colour faults, found for each token, are
			 * said once. */
			if (!j->o->brief)
				outcome_drop_repeats(j->o, nviol);
			return judge_fail_part(j, napplied);
		}
	}
	judge_refresh(j);
	/* What stays open is said for people; a trial's answer is the
	 * verdict alone. */
	if (!j->o->terse)
		cite_open_openings(j);
	return 0;
}

/* --- scoring --- */

static void
score_units(struct judge *j, struct tally *t)
{
	const struct board *b = j->b;
	int s, same = 0, fi = t->fi, k;
	int sametile[NCOLORS];	/* a pair is one colour's two tokens */
	bool openings = false, tokens = false;

	if (!state_of(j->g)->on)
		return;
	if (t->f->kind == SEG_FIELD) {
		for (s = j->fs.first[fi]; s >= 0; s = j->fs.next[s])
			if (tunnel_tile(b->tiles[b->segs[s].tile].def))
				score_note(t->s, RULE_TUN_FIELDS, "a tunnel "
				    "tile's fields as the designer ruled them");
		return;
	}
	if (t->f->kind != SEG_ROAD)
		return;
	for (s = j->fs.first[fi]; s >= 0; s = j->fs.next[s]) {
		const struct seg *g = &b->segs[s];

		if (b->tiles[g->tile].def->underpass)
			score_note(t->s, RULE_TUN_OTHER_TUNNELS, "%s",
			    j->g->rules.v[SET_TUN_OTHER] == OTHER_TOKENS ?
			    "the underpass is two road stubs, each ending at a "
			    "tunnel opening (tunnel.other-tunnels=tokens)" :
			    "the underpass is one road, under the crossing one "
			    "(tunnel.other-tunnels=continuous)");
		if (seg_def(b, s)->end == END_TUNNEL)
			openings = true;
		if (token_on(b, s) >= 0)
			tokens = true;
		/* A tile holding entrance and exit of a token pair (each
		 * pair seen from its lower end), counted once however many
		 * pairs it holds: a file's own tile may hold two. */
		if (g->partner > s && b->segs[g->partner].tile == g->tile) {
			for (k = 0; k < same && sametile[k] != g->tile; k++)
				;
			if (k == same && same < NCOLORS)
				sametile[same++] = g->tile;
		}
	}
	if (!openings)
		return;
	if (feature_has_link(j, fi)) {
		strcpy(t->unitword, "visible tiles");
		score_note(t->s, RULE_TUN_SCORE_VISIBLE, "only the visible tiles "
		    "count; the underground part adds nothing");
		if (!t->final)
			score_note(t->s, RULE_TUN_ROAD_COMPLETE, "the linked road "
			    "completed in the usual way: no open end is left");
	}
	if (same > 0) {
		score_note(t->s, RULE_TUN_SCORE_SAMETILE, "a tile holding both "
		    "ends of one tunnel counts %s (tunnel.same-tile=%s)",
		    j->g->rules.v[SET_TUN_SAMETILE] == SAMETILE_TWICE ?
		    "twice" : "once", settingdefs[SET_TUN_SAMETILE].values[
		    j->g->rules.v[SET_TUN_SAMETILE]]);
		if (j->g->rules.v[SET_TUN_SAMETILE] == SAMETILE_TWICE) {
			t->units += same;
			tally_why(t, " (both ends of a tunnel on one tile "
			    "count twice)");
		}
	}
	if (t->final) {
		score_note(t->s, RULE_TUN_FINAL, "at game end the road counts its "
		    "visible tiles");
		for (s = j->fs.first[fi]; s >= 0; s = j->fs.next[s])
			if (seg_def(b, s)->end == END_TUNNEL &&
			    b->segs[s].partner < 0)
				score_note(t->s, RULE_TUN_OPENING_OPEN, "an opening "
				    "without its pair is an open end: the road "
				    "is unfinished");
	}
	else if (tokens)
		score_note(t->s, RULE_TUN_TOKENS_STAY, "the tokens stay where "
		    "they are");
}

/* --- the position after the turn --- */

/* tunnel-sets as the file gave them, the player's own colour first, then
 * in the order of the deal; a board tile's tokens as the board holds
 * them, `waited` one more on the acting player's tokens placed before
 * this turn that still wait for their partner (TUN-VAR-STEAL counts the
 * owner's turns). */
/* Does token t wait one more turn of its owner after the turn of g's
 * action: placed before it, the acting player's, still without its
 * partner (TUN-VAR-STEAL counts the owner's turns)? */
static bool
waits_on(const struct game *g, const struct token *t)
{
	return t->placer == NOBODY &&
	    owner_of(g, t->color) == g->p->action.player &&
	    tokens_of(&g->board, t->color, NULL) == 1;
}

static void
write_keys(struct emit *e, enum keyplace place, int index)
{
	const struct game *g = e->g;
	const struct tunnel_keys *k = keys_of(g->p);
	const struct board *b = &g->board;
	const struct tokens *tk = board_tokens(b);
	int i, n = 0, own;

	if (place == KEY_PLAYER && k->sets_given[index]) {
		own = g->p->players[index].color;
		emit_key(e, "tunnel-sets");
		fputs(" [", e->f);
		if (k->sets[index] >> own & 1) {
			fputs(color_name[own], e->f);
			n++;
		}
		for (i = 0; i < NCOLORS; i++)
			if (deal_order[i] != own &&
			    (k->sets[index] >> deal_order[i] & 1))
				fprintf(e->f, "%s%s", n++ ? ", " : "",
				    color_name[deal_order[i]]);
		fputs("]\n", e->f);
	}
	if (place != KEY_TILE)
		return;
	for (i = 0; i < tk->n; i++) {
		const struct token *t = &tk->v[i];
		int waited = t->waited;

		if (b->segs[t->seg].tile != index)
			continue;
		if (emit_turn(e) && waits_on(g, t))
			waited++;
		if (n++ == 0) {
			emit_key(e, "tokens");
			putc('\n', e->f);
		}
		/* The opening N is a boolean to YAML 1.1: emit_scalar
		 * quotes it. */
		fprintf(e->f, "%*s  - {color: %s, opening: ", e->indent, "",
		    color_name[t->color]);
		emit_scalar(e->f, dir_name[first_bit(b->segs[t->seg].edges)]);
		if (waited > EMIT_MAX_COUNT) {
			char whose[48];

			snprintf(whose, sizeof whose, "the %s token's",
			    color_name[t->color]);
			emit_refuse(e, &t->pos, "waited", whose, waited);
		}
		if (waited > 0)
			fprintf(e->f, ", waited: %d", waited);
		fputs("}\n", e->f);
	}
}

/* The tokens as the written position reads back: `waited` as written,
 * and placed before the next turn. */
static void
advance(struct game *g, struct position *p, const struct outcome *o)
{
	struct tokens *tk = board_tokens_mut(&g->board);
	int i;

	(void)p;
	(void)o;
	for (i = 0; i < tk->n; i++)
		if (waits_on(g, &tk->v[i]))
			tk->v[i].waited++;
	for (i = 0; i < tk->n; i++)
		tk->v[i].placer = NOBODY;
}

/* --- moves: the tokens a turn may place --- */

/* Could the player place a token of colour c at all: one left, and a
 * colour the variant lets them place?  A superset of what token_checks
 * allows: the judge decides each candidate. */
static bool
colour_candidate(const struct game *g, int c, int pl, int placed)
{
	int owner = owner_of(g, c), variant = g->rules.v[SET_TUN_VARIANT];

	if (owner == NOBODY || placed >= 2)
		return false;
	return owner == pl || variant == VAR_PAIR ||
	    (variant == VAR_STEAL && placed == 1);
}

/* An item of a token candidate: colour and opening, on the placed tile
 * (no `at`) or on the square (x, y). */
static void
token_item(struct partitem *it, int c, int dir, bool at_given, int x, int y)
{
	memset(it, 0, sizeof *it);
	it->nfields = 2;
	it->field[0].key = "color";
	snprintf(it->field[0].value, sizeof it->field[0].value, "%s",
	    color_name[c]);
	it->field[1].key = "opening";
	snprintf(it->field[1].value, sizeof it->field[1].value, "%s",
	    dir_name[dir]);
	it->at_given = at_given;
	it->x = x;
	it->y = y;
	it->word[0] = c;
	it->word[1] = dir;
}

/* Items in the order moves lists them: the placed tile's first, then by
 * square, colour, opening. */
static int
item_cmp(const struct partitem *a, const struct partitem *b)
{
	int r;

	if ((r = partitem_square_cmp(a, b)) != 0)
		return r;
	if (a->word[0] != b->word[0])
		return a->word[0] < b->word[0] ? -1 : 1;
	return (a->word[1] > b->word[1]) - (a->word[1] < b->word[1]);
}

/* Single tokens first, then pairs. */
static int
cand_cmp(const void *va, const void *vb)
{
	const struct partcand *a = va, *b = vb;
	int r;

	if (a->nitems != b->nitems)
		return a->nitems - b->nitems;
	if ((r = item_cmp(&a->item[0], &b->item[0])) != 0)
		return r;
	return a->nitems > 1 ? item_cmp(&a->item[1], &b->item[1]) : 0;
}

/* Does the action's own token (or pair) name this item? */
static bool
move_is(const struct tokenmove *m, const struct partitem *it, int px,
    int py)
{
	return m->color == it->word[0] && m->dir == it->word[1] &&
	    (m->at_given ? m->x : px) == it->x &&
	    (m->at_given ? m->y : py) == it->y;
}

static bool
matches(const struct tunnel_keys *k, const struct partcand *c, int px,
    int py)
{
	if (k->nmoves != c->nitems)
		return false;
	if (c->nitems == 1)
		return move_is(&k->move[0], &c->item[0], px, py);
	return (move_is(&k->move[0], &c->item[0], px, py) &&
	    move_is(&k->move[1], &c->item[1], px, py)) ||
	    (move_is(&k->move[0], &c->item[1], px, py) &&
	    move_is(&k->move[1], &c->item[0], px, py));
}

/* Every free opening of the board and of the tile placed at (x, y)
 * turned rot, times every colour the player may place; under
 * both-at-once also every pair of free openings in a colour none of
 * whose tokens is placed. */
static int
part_candidates(struct game *g, int x, int y, int rot,
    struct partcand **out, bool *given)
{
	const struct board *b = &g->board;
	const struct tunnel_keys *k = keys_of(g->p);
	const struct tiledef *form;
	struct partitem *open;
	size_t cap = 0;
	int nopen = 0, n = 0, s, i, c, u, placed, pl = g->p->action.player;

	*out = NULL;
	*given = k->nmoves > 0;
	if (!state_of(g)->on)
		return 0;
	/* Sized to every opening, free or not, so each is looked at once;
	 * the board's openings are walked, not its segments: this runs per
	 * placement. */
	form = g->form(g, g->p->action.tile);
	open = xcalloc((size_t)form->nsegs + (size_t)b->nopenings + 1,
	    sizeof *open);
	for (i = 0; i < form->nsegs; i++)
		if (form->segs[i].end == END_TUNNEL)
			token_item(&open[nopen++], 0, first_bit(rot_edges(
			    form->segs[i].edges, rot)), false, x, y);
	for (i = 0; i < b->nopenings; i++)
		if (token_on(b, s = b->openings[i]) < 0)
			token_item(&open[nopen++], 0,
			    first_bit(b->segs[s].edges), true,
			    b->tiles[b->segs[s].tile].x,
			    b->tiles[b->segs[s].tile].y);
	for (c = 0; c < NCOLORS; c++) {
		placed = tokens_of(b, c, NULL);
		if (!colour_candidate(g, c, pl, placed))
			continue;
		for (i = 0; i < nopen; i++) {
			*out = xgrow(*out, &cap, (size_t)n + 1, sizeof **out);
			(*out)[n].nitems = 1;
			token_item(&(*out)[n++].item[0], c, open[i].word[1],
			    open[i].at_given, open[i].x, open[i].y);
		}
		if (g->rules.v[SET_TUN_VARIANT] != VAR_PAIR || placed > 0)
			continue;
		for (i = 0; i < nopen; i++)
			for (u = i + 1; u < nopen; u++) {
				struct partcand *pc;

				*out = xgrow(*out, &cap, (size_t)n + 1,
				    sizeof **out);
				pc = &(*out)[n++];
				pc->nitems = 2;
				token_item(&pc->item[0], c, open[i].word[1],
				    open[i].at_given, open[i].x, open[i].y);
				token_item(&pc->item[1], c, open[u].word[1],
				    open[u].at_given, open[u].x, open[u].y);
				if (item_cmp(&pc->item[0], &pc->item[1]) > 0) {
					struct partitem t = pc->item[0];

					pc->item[0] = pc->item[1];
					pc->item[1] = t;
				}
			}
	}
	free(open);
	if (*given) {
		int m = 0;

		for (i = 0; i < n; i++)
			if (matches(k, &(*out)[i], x, y))
				(*out)[m++] = (*out)[i];
		n = m;
	}
	if (n > 1)
		qsort(*out, (size_t)n, sizeof **out, cand_cmp);
	return n;
}

static void *
part_with(const void *block, const struct partcand *c)
{
	struct tunnel_keys *k = xmalloc(1, sizeof *k);
	int i;

	*k = block != NULL ? *(const struct tunnel_keys *)block : none;
	memset(k->move, 0, sizeof k->move);
	k->nmoves = c != NULL ? c->nitems : 0;
	k->move_list = k->nmoves > 1;
	for (i = 0; i < k->nmoves; i++) {
		k->move[i].color = c->item[i].word[0];
		k->move[i].dir = c->item[i].word[1];
		k->move[i].at_given = c->item[i].at_given;
		k->move[i].x = c->item[i].x;
		k->move[i].y = c->item[i].y;
	}
	return k;
}

/* show: "a red token on opening W at (0,0)" for each token the action
 * places. */
static bool
show_part(const struct game *g, struct showpart *sp)
{
	const struct tunnel_keys *k = keys_of(g->p);
	const struct action *a = &g->p->action;
	int i;

	sp->after_deploy = true;
	for (i = 0; i < k->nmoves; i++) {
		const struct tokenmove *m = &k->move[i];
		struct showfig f;

		memset(&f, 0, sizeof f);
		f.kind = SHOW_TOKEN;
		f.color = m->color;
		f.at_given = m->at_given;
		f.x = m->at_given ? m->x : a->px;
		f.y = m->at_given ? m->y : a->py;
		f.addr.kind = SEG_ROAD;
		f.addr.where = m->dir;
		f.note = "placed this turn";
		showpart_fig(sp, &f);
		showpart_say(sp, "%sa %s token on opening %s", i ? ", " : "",
		    color_name[m->color], dir_name[m->dir]);
		if (m->at_given || a->place)
			showpart_say(sp, " at (%d,%d)", f.x, f.y);
	}
	return k->nmoves > 0;
}

static void
free_keys(void *block)
{
	struct tunnel_keys *k = block;

	free(k->tokens);
}

static const struct modkey keys[] = {
	{ KEY_PLAYER, "tunnel-sets", load_sets },
	{ KEY_TILE, "tokens", load_tokens },
	{ KEY_ACTION, "token", load_token },
	{ KEY_NONE, NULL, NULL }
};

/* "east" for a token item on the opening of the road leaving east. */
static const char *
opening_word(const struct partitem *it)
{
	const char *o = partitem_field(it, "opening");
	int d;

	for (d = 0; d < 4 && o != NULL; d++)
		if (strcmp(o, dir_name[d]) == 0)
			return dir_word[d];
	return "?";
}

/* moves' text: "a red token on the east opening of D at (3,0)", "the red
 * pair on the north and south openings". */
static bool
part_words(FILE *f, const struct position *p, const struct partcand *c)
{
	const char *col = partitem_field(&c->item[0], "color");
	const struct partitem *a = &c->item[0], *b = &c->item[1];

	if (col == NULL)
		return false;
	if (c->nitems == 1) {
		fprintf(f, "a %s token on the %s opening", col,
		    opening_word(a));
		words_tile(f, p, a->at_given, a->x, a->y);
	} else if (a->at_given == b->at_given && a->x == b->x &&
	    a->y == b->y) {
		fprintf(f, "the %s pair on the %s and %s openings", col,
		    opening_word(a), opening_word(b));
		words_tile(f, p, a->at_given, a->x, a->y);
	} else {
		fprintf(f, "the %s pair on the %s opening", col,
		    opening_word(a));
		words_tile(f, p, a->at_given, a->x, a->y);
		fprintf(f, " and the %s opening", opening_word(b));
		words_tile(f, p, b->at_given, b->x, b->y);
	}
	return true;
}

/* A road joined by tunnels, counted whole, is one road (TUN-LINK). */
static void
feature_notes(struct judge *j, int fi, struct score *s)
{
	if (state_of(j->g)->on && j->fs.f[fi].kind == SEG_ROAD &&
	    feature_has_link(j, fi))
		score_note(s, RULE_TUN_LINK, "a road joined by tunnels is one "
		    "road");
}

/* moves: a token reads the deployment only under the variants that ask
 * who holds its road (road_holds()): follower, steal, both-at-once and
 * no-blocking. */
static bool
part_reads_deploy(const struct game *g)
{
	return g->rules.v[SET_TUN_VARIANT] != VAR_NONE;
}

/* moves: the openings whose roads token_checks() reads: the one a
 * token claims, and the waiting token's that it links to (a steal reads
 * that road too); a pair's two.  None when it cannot be placed. */
static int
part_segs(const struct game *g, int placed, const struct partcand *c,
    int seg[2])
{
	const struct board *b = &g->board;
	int i, t, first = -1;

	for (i = 0; i < c->nitems && i < 2; i++) {
		const struct partitem *it = &c->item[i];

		t = it->at_given ? board_tile_at(b, it->x, it->y) : placed;
		if (t < 0 || (seg[i] = tile_opening(b, t, it->word[1])) < 0)
			return 0;
	}
	if (c->nitems == 2)
		return 2;
	if (tokens_of(b, c->item[0].word[0], &first) != 1)
		return 1;
	seg[1] = board_tokens(b)->v[first].seg;
	return 2;
}

/* Its keys of the rules: block. */
static const struct settingdef settings[] = {
	{ "tunnel.tokens", { "hig", "spielbox", "one-set" }, 3,
	    { "Hans im Glück's number of token sets",
	    "Spielbox's number of token sets", "one token set each" }, false },
	{ "tunnel.variant", { "none", "follower-required",
	    "steal-second", "both-at-once", "no-blocking" }, 5,
	    { "no tunnel variant",
	    "a token only where the player has a follower on the road",
	    "another player may place a waiting token's partner",
	    "tokens belong to nobody and go down in pairs",
	    "a first token may not block another player's road" },
	    .table_choice = true },
	{ "tunnel.other-tunnels", { "tokens", "continuous" }, 2,
	    { "other expansions' underpasses take tokens",
	    "other expansions' underpasses stay one road" }, false },
	{ "tunnel.same-tile", { "once", "twice" }, 2,
	    { "a tile holding both ends of a tunnel counts once",
	    "a tile holding both ends of a tunnel counts twice" }, false },
	{ .key = NULL }
};

const struct module tunnel_module = {
	.feature_notes = feature_notes,
	.name = "tunnel",
	.settings = settings,
	.rules_block = BLOCK,
	.settings_first = &first_setting,
	.keys = keys,
	.free_keys = free_keys,
	.state_size = sizeof(struct tunnel_state),
	.setup = setup,
	.tile_form = tile_form,
	.board = check_board,
	.turn_part = { PHASE_TURN_TOKEN, turn_part },
	.score_units = { PHASE_UNITS_TILES, score_units },
	.write_keys = write_keys,
	.advance = advance,
	.part = "token",
	.part_after_deploy = true,
	.part_words = part_words,
	.part_candidates = part_candidates,
	.part_with = part_with,
	.part_reads_deploy = part_reads_deploy,
	.part_segs = part_segs,
	.show_part = show_part,
};
