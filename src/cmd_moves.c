/* carcjudge moves: every legal turn for the tile in hand, as a table or a
 * document; --write DIR writes each complete legal turn as a position of
 * its own, ready for `fixture`. */
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "doc.h"
#include "input.h"
#include "moves.h"
#include "reemit.h"
#include "text.h"
#include "xalloc.h"

/* --write DIR must be absent (then created) or an empty directory. */
static int
check_dir(const char *dir, bool *exists)
{
	struct stat st;
	struct dirent *e;
	DIR *d;

	*exists = false;
	if (stat(dir, &st) != 0) {
		if (errno == ENOENT)
			return 0;
		return diag_fatal("--write '%s': %s", dir, strerror(errno));
	}
	if (!S_ISDIR(st.st_mode))
		return diag_usage("--write '%s': not a directory", dir);
	if ((d = opendir(dir)) == NULL)
		return diag_fatal("--write '%s': %s", dir, strerror(errno));
	while ((e = readdir(d)) != NULL)
		if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
			break;
	closedir(d);
	if (e != NULL)
		return diag_usage("--write '%s': the directory is not empty",
		    dir);
	*exists = true;
	return 0;
}

/* The input's text without its action: and expect: blocks (their lines
 * from the key to the end of the value), and without a document-end
 * marker, which would leave the new action outside the document. */
static void
copy_without_action(FILE *f, const struct position *p, const char *text)
{
	const char *s = text, *eol;
	bool ended_nl = true;
	int line = 1;

	for (; *s; s = eol, line++) {
		eol = strchr(s, '\n');
		eol = eol ? eol + 1 : s + strlen(s);
		if ((p->action_line && line >= p->action_line &&
		    line <= p->action_end) || (p->expect_line &&
		    line >= p->expect_line && line <= p->expect_end))
			continue;
		if (strncmp(s, "...", 3) == 0 && strspn(s + 3, " \t\r\n") ==
		    (size_t)(eol - s - 3))
			continue;
		fwrite(s, 1, (size_t)(eol - s), f);
		ended_nl = eol[-1] == '\n';
	}
	if (!ended_nl)
		putc('\n', f);
}

/* The turn as the action: block, in the order of its parts. */
static void
action_block(FILE *f, const struct position *p, const struct moves *m,
    const struct mplacement *pl, const struct mturn *t, const char *eol)
{
	int k, after;

	fprintf(f, "action:%s  player: %s%s  place: {tile: %s, at: [%d, %d], "
	    "rot: %d}%s", eol, player_name(p, m->player), eol, m->tile->id,
	    pl->x, pl->y, pl->rot * 90, eol);
	for (after = 0; after < 2; after++) {
		if (after && t->deploy >= 0) {
			fputs("  deploy: ", f);
			note_deploy(f, NOTE_POSITION, &pl->deploy[t->deploy]);
			fputs(eol, f);
		}
		for (k = 0; k < m->nparts; k++)
			if (m->part[k]->part_after_deploy == (after == 1) &&
			    t->part[k] >= 0) {
				fprintf(f, "  %s: ", m->part[k]->part);
				note_part(f, NOTE_POSITION,
				    moves_turn_part(pl, t, k));
				fputs(eol, f);
			}
	}
}

/* One position file: the input with its action replaced by the turn. */
static int
write_position(const char *path, const struct position *p,
    const struct ynode *root, const char *text, const struct moves *m,
    const struct mplacement *pl, const struct mturn *t)
{
	static const char *const skip[] = { "action", "expect", NULL };
	const char *eol = root == NULL && strstr(text, "\r\n") ? "\r\n" :
	    "\n";
	FILE *f = fopen(path, "w");
	int bad;

	if (f == NULL)
		return diag_fatal("--write: %s: %s", path, strerror(errno));
	if (root == NULL)
		copy_without_action(f, p, text);
	else
		reemit_root(f, root, skip);
	action_block(f, p, m, pl, t, eol);
	bad = ferror(f);
	if (fclose(f) != 0 || bad)
		return diag_fatal("--write: %s: write error", path);
	return 0;
}

/* Removes the files 1 .. n written so far, and dir if it was made. */
static void
unwrite(const char *dir, int width, long n, bool made)
{
	char path[4096];

	for (; n > 0; n--) {
		snprintf(path, sizeof path, "%s/%0*ld.yaml", dir, width, n);
		unlink(path);
	}
	if (made)
		rmdir(dir);
}

/* Every complete legal turn as DIR/NNNN.yaml, numbered in list order;
 * on a failure nothing stays written. */
static int
write_turns(const char *dir, bool exists, const struct position *p,
    const char *text, size_t len, const struct moves *m)
{
	struct ynode *root = NULL;
	char path[4096];
	long n = 0;
	int width = 4, i, k, rc = 0;

	if (!exists && mkdir(dir, 0777) != 0)
		return diag_fatal("--write '%s': %s", dir, strerror(errno));
	if (!p->block_root) {
		/* A flow document is written again in block style, from its
		 * tree: the position keeps none. */
		struct ylimits lim = { len + 1, 64, 1000000 };
		struct yerror err;

		if ((root = ynode_parse(text, len, &lim, &err)) == NULL) {
			unwrite(dir, width, 0, !exists);
			return diag_fatal("%s: cannot read it again: %s",
			    p->file, err.msg);
		}
	}
	/* The width of the count, at least 4 digits: 0001.yaml. */
	if ((k = snprintf(NULL, 0, "%ld", m->nturns)) > width)
		width = k;
	for (i = 0; i < m->nplacements && rc == 0; i++)
		for (k = 0; k < m->pl[i].nturns && rc == 0; k++) {
			if ((size_t)snprintf(path, sizeof path, "%s/%0*ld.yaml",
			    dir, width, ++n) >= sizeof path)
				rc = diag_fatal("--write '%s': path too long",
				    dir);
			else
				rc = write_position(path, p, root, text, m,
				    &m->pl[i], &m->pl[i].turns[k]);
		}
	ynode_free(root);
	if (rc != 0)
		unwrite(dir, width, n, !exists);
	return rc;
}

int
cmd_moves(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "rules", required_argument, NULL, 'r' },
		{ "write", required_argument, NULL, 'w' },
		{ "max-input", required_argument, NULL, 'm' },
		{ NULL, 0, NULL, 0 }
	};
	struct loadopts lo = { DEFAULT_MAX_INPUT, true, false, true };
	struct rulesconf ov;
	struct position p;
	struct moves m;
	enum docfmt fmt = FMT_TEXT;
	const char *dir = NULL, *path;
	bool exists = false;
	size_t len;
	int ch, rc;
	char *text = NULL;

	settings_defaults(&ov);
	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":f:r:", longopts, NULL)) != -1)
		switch (ch) {
		case 'f':
			if ((rc = parse_docfmt(optarg, &fmt)) != 0)
				return rc;
			break;
		case 'w':
			dir = optarg;
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
	if (dir != NULL && (rc = check_dir(dir, &exists)) != 0)
		return rc;
	memset(&m, 0, sizeof m);
	rc = read_position(path, &lo, &p, &text, &len);
	if (rc == 0)
		rc = moves_list(&p, &ov, &m);
	if (rc <= 1 && dir != NULL) {
		int wrc = write_turns(dir, exists, &p, text, len, &m);

		if (wrc != 0)
			rc = wrc;
	}
	if (rc <= 1) {
		if (fmt == FMT_TEXT)
			text_moves(stdout, &p, &m, want_color(1));
		else
			doc_moves(stdout, fmt, &p, doc_file_name(path), &m);
		if (fmt == FMT_TEXT && dir != NULL)
			printf("Wrote %ld position%s to %s.\n", m.nturns,
			    m.nturns == 1 ? "" : "s", dir);
	}
	moves_free(&m);
	position_free(&p);
	free(text);
	return rc;
}
