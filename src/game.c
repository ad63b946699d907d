/* Building a game: the board of a position under one reading, with the
 * impossible states that depend on the reading refused (a follower on a
 * feature that the reading's links or tile forms complete, the
 * expansions' own). */
#include <string.h>

#include "diag.h"
#include "game.h"
#include "module.h"

void
game_rules(const struct position *p, const struct rulesconf *ov,
    struct rulesconf *out)
{
	*out = p->rules;
	if (ov != NULL)
		settings_apply(out, ov);
}

/* A figure with a strength (a follower) on a complete feature would have
 * been scored and taken back. */
static int
check_meeples(struct game *g)
{
	struct board *b = &g->board;
	int i, rc = 0;

	board_sync(b);
	for (i = 0; i < b->nmeeples && rc == 0; i++) {
		const struct meeple *m = &b->meeples[i];
		const struct feature *f = &b->fs.f[b->fs.of[m->seg]];

		if (m->player != NOBODY && f->complete)
			rc = diag_input(g->diag, g->p->file, m->pos.line,
			    m->pos.col,
			    "a %s on a complete %s (it would have been "
			    "scored)", m->kind == MK_LARGE ? "large follower" :
			    mkind_name(m->kind), segkind_name[f->kind]);
	}
	return rc;
}

int
game_build(struct diag_state *d, struct game *g, const struct position *p,
    const struct rulesconf *ov)
{
	struct board *b = &g->board;
	size_t nsegs;
	int i, rc;

	memset(g, 0, sizeof *g);
	g->diag = d;
	g->p = p;
	g->nplayers = p->nplayers;
	g->form = modules_tile_form;
	game_rules(p, ov, &g->rules);
	board_init(b);
	if ((rc = modules_setup(g)) != 0)
		return rc;
	/* The board's tiles, and one more for the action's. */
	for (i = 0, nsegs = MAXSEGS; i < p->ntiles; i++)
		nsegs += (size_t)p->tiles[i].def->nsegs;
	board_reserve(b, (size_t)p->ntiles + 1, nsegs);
	/* Each tile joins its neighbours as it comes: the features merge
	 * at once, and only the live ones take room. */
	for (i = 0; i < p->ntiles; i++) {
		const struct entry *e = &p->tiles[i];

		board_unite_tile(b, board_add_tile(b, modules_tile_form(g,
		    e->def), e->x, e->y, e->rot));
	}
	for (i = 0; i < p->nmeeples; i++) {
		const struct emeeple *m = &p->meeples[i];
		const struct ptile *t = &b->tiles[m->tile];
		int s = addr_resolve(t->def, t->rot, &m->addr);

		/* The loader checked the address on the catalogue's form,
		 * which a tile form only divides. */
		if (s < 0)
			return diag_fatal(d, "internal error: %s lost its %s",
			    t->def->id, segkind_name[m->addr.kind]);
		board_add_meeple(b, m->player, m->kind, t->seg0 + s, m->pos);
	}
	if ((rc = modules_board(g)) != 0)
		return rc;
	return check_meeples(g);
}

void
game_free(struct game *g)
{
	modules_free_state(g);
	board_free(&g->board);
	memset(g, 0, sizeof *g);
}
