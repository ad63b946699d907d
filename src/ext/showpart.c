/* show: what the modules' show_part hooks write their part of the action
 * with (module.h): its words, its figures, and a feature named as the
 * picture names it.  Apart from modules.c, which calls the hooks. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "module.h"
#include "xalloc.h"

void
showpart_say(struct showpart *s, const char *fmt, ...)
{
	size_t n = strlen(s->words);
	va_list ap;

	va_start(ap, fmt);
	(void)vsnprintf(s->words + n, sizeof s->words - n, fmt, ap);
	va_end(ap);
}

void
showpart_fig(struct showpart *s, const struct showfig *f)
{
	s->figs = xrealloc(s->figs, (size_t)s->nfigs + 1, sizeof *s->figs);
	s->figs[s->nfigs++] = *f;
}

const char *
show_feature(const struct game *g, bool at_given, int x, int y,
    const struct addr *a, char *buf, size_t len)
{
	const struct action *act = &g->p->action;
	const struct tiledef *def = NULL;
	const struct ptile *pt;
	int t = at_given ? board_tile_at(&g->board, x, y) : -1, rot = 0, s;
	char name[32];

	if (t >= 0) {
		pt = &g->board.tiles[t];
		def = pt->def;
		rot = (unsigned char)pt->rot;	/* 0 to 3 */
	} else if (act->place && (!at_given || (x == act->px &&
	    y == act->py))) {
		def = g->form(g, act->tile);
		rot = act->prot;
		x = act->px;
		y = act->py;
	}
	if (def != NULL && (s = addr_resolve(def, rot, a)) >= 0)
		addr_name(def, rot, s, name, sizeof name);
	else
		addr_text(a, name, sizeof name);
	if (def == NULL && !at_given)
		snprintf(buf, len, "%s", name);
	else
		snprintf(buf, len, "%s at (%d,%d)", name, x, y);
	return buf;
}
