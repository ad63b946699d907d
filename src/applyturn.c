/* applyturn: the pending action judged and, when legal, the position it
 * leads to written (carcjudge apply, carcjudge(3)'s cj_apply). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "emit.h"
#include "readings.h"
#include "run.h"
#include "text.h"
#include "xalloc.h"

/* --next: a catalogue id or alias, or one of the file's own tiles. */
static int
next_tile(struct diag_state *d, const char *name, const struct tileset *own,
    const struct tiledef **out)
{
	char msg[300];

	if ((*out = tiles_find(name)) != NULL ||
	    (own != NULL && (*out = tileset_find(own, name)) != NULL))
		return 0;
	tiles_unknown(msg, sizeof msg, name, own);
	return diag_usage(d, "apply: --next '%s': %s", diag_quote(name),
	    msg);
}

int
apply_position(struct run *r, const struct position *p,
    const struct rulesconf *ov, const char *next, bool color)
{
	struct diag_state *d = &r->diag;
	struct emitopts opts = { p->own_text, NULL };
	struct game g;
	struct outcome o;
	int rc, wrc = 0;

	if (next != NULL && p->action.end_game)
		return diag_usage(d,
		    "apply: --next: after end-game the game is "
		    "over: there is no next turn");
	if (next != NULL && (rc = next_tile(d, next, p->own, &opts.next)) != 0)
		return rc;
	if ((rc = judge_reading(d, p, ov, &g, &o)) == 1) {
		readings_disputed(d, p, ov, &o);
		text_outcome(r->err, p, &o, NULL, color);
	} else if (rc == 0) {
		/* Written whole or not at all: a count past carcjudge(5)'s
		 * limit refuses the turn after part of it is written. */
		char *buf = NULL;
		size_t blen = 0;
		FILE *m = open_memstream(&buf, &blen);

		if (m == NULL)
			xnomem();
		wrc = emit_position(m, &g, &o, &opts);
		if (fclose(m) != 0)
			xnomem();
		if (wrc == 0)
			fwrite(buf, 1, blen, r->out);
		free(buf);
	}
	if (rc <= 1)
		outcome_free(&o);
	game_free(&g);
	return wrc != 0 ? wrc : rc;
}
