/* carcjudge apply: the pending action judged and, when legal, the position
 * it leads to written on standard output (carcjudge(1), APPLY). */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "emit.h"
#include "input.h"
#include "readings.h"
#include "text.h"
#include "xalloc.h"
#include "ynode.h"

/* The file's own tiles: block, read again from its text (the position
 * keeps no tree): the text to carry on, and the tiles it defines. */
struct owntext {
	char *text;
	struct tileset set;
};

static void
ignore_error(void *ctx, int line, int col, const char *msg)
{
	(void)ctx;
	(void)line;
	(void)col;
	(void)msg;
}

static void
own_tiles(const char *buf, size_t len, struct owntext *own)
{
	struct ylimits lim = { len + 1, 64, 1000000 };
	struct yerror err;
	struct ynode *root = ynode_parse(buf, len, &lim, &err);
	const struct ynode *t;

	memset(own, 0, sizeof *own);
	if (root == NULL)
		return;
	if (root->kind == YN_MAP && (t = ynode_get(root, "tiles")) != NULL &&
	    t->kind == YN_SCALAR && !ynode_is_null(t)) {
		own->text = xstrdup(t->str);
		/* The loader has refused the position if this fails. */
		tiles_parse(t->str, t->len, tiles_catalogue(), ignore_error,
		    NULL, &own->set);
	}
	ynode_free(root);
}

/* --next: a catalogue id or alias, or one of the file's own tiles. */
static int
next_tile(const char *name, const struct owntext *own,
    const struct tiledef **out)
{
	char msg[300];

	if ((*out = tiles_find(name)) != NULL ||
	    (*out = tileset_find(&own->set, name)) != NULL)
		return 0;
	tiles_unknown(msg, sizeof msg, name, &own->set);
	return diag_usage("apply: --next '%s': %s", name, msg);
}

static int
apply(const struct position *p, const struct rulesconf *ov,
    const char *next, const struct owntext *own)
{
	struct emitopts opts = { own->text, NULL };
	struct game g;
	struct outcome o;
	int rc, wrc = 0;

	if (next != NULL && p->action.end_game)
		return diag_usage("apply: --next: after end-game the game is "
		    "over: there is no next turn");
	if (next != NULL && (rc = next_tile(next, own, &opts.next)) != 0)
		return rc;
	if ((rc = judge_reading(p, ov, &g, &o)) == 1) {
		readings_disputed(p, ov, &o);
		text_outcome(stderr, p, &o, NULL, want_color(2));
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
			fwrite(buf, 1, blen, stdout);
		free(buf);
	}
	if (rc <= 1)
		outcome_free(&o);
	game_free(&g);
	return wrc != 0 ? wrc : rc;
}

int
cmd_apply(int argc, char **argv)
{
	struct getopt_args ga;
	struct loadopts lo = { DEFAULT_MAX_INPUT, true, false, false };
	struct rulesconf ov;
	struct position p;
	struct owntext own;
	const char *next = NULL, *path;
	char *text = NULL;
	size_t len;
	int ch, rc;

	settings_defaults(&ov);
	optind = 1;
	opterr = 0;
	sub_getopt("apply", &ga);
	while ((ch = getopt_long(argc, argv, ga.shortopts, ga.longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'n':
			next = optarg;
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
	if (strcmp(path, "-") == 0 && isatty(0)) {
		return sub_usage("apply");
	}
	memset(&own, 0, sizeof own);
	if ((rc = read_position(path, &lo, &p, &text, &len)) == 0) {
		own_tiles(text, len, &own);
		rc = apply(&p, &ov, next, &own);
	}
	free(own.text);
	tileset_free(&own.set);
	position_free(&p);
	free(text);
	return rc;
}
