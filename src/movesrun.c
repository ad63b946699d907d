/* movesrun: carcjudge moves once its options are read (carcjudge(3)'s
 * cj_moves_file) -- every legal turn for the tile in hand, as a table or
 * a document; --write DIR writes each complete legal turn as a position of
 * its own, ready for `fixture`. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "doc.h"
#include "emit.h"
#include "emitkeys.h"
#include "escape.h"
#include "game.h"
#include "input.h"
#include "moves.h"
#include "newfile.h"
#include "run.h"
#include "text.h"
#include "xalloc.h"

/* --write DIR must be absent (then created) or an empty directory.  An
 * existing one is opened here, once: the files go where it was checked
 * empty, whatever its name points at later.  *dirfd is -1 when absent. */
static int
check_dir(struct diag_state *diag, const char *dir, int *dirfd)
{
	struct stat st;
	struct dirent *e;
	DIR *d;
	int fd;

	*dirfd = -1;
	if (stat(dir, &st) != 0) {
		if (errno == ENOENT)
			return 0;
		return diag_fatal(diag, "--write '%s': %s", diag_quote(dir),
		    strerror(errno));
	}
	if (!S_ISDIR(st.st_mode))
		return diag_usage(diag, "--write '%s': not a directory",
		    diag_quote(dir));
	if ((fd = newfile_dir(dir, 1)) < 0 || (d = fdopendir(dup(fd))) ==
	    NULL) {
		int err = errno;

		if (fd >= 0)
			close(fd);
		return diag_fatal(diag, "--write '%s': %s", diag_quote(dir),
		    strerror(err));
	}
	while ((e = readdir(d)) != NULL)
		if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
			break;
	closedir(d);
	if (e != NULL) {
		close(fd);
		return diag_usage(diag,
		    "--write '%s': the directory is not empty",
		    diag_quote(dir));
	}
	*dirfd = fd;
	return 0;
}

/* The turn as the action: block, in the order of its parts, each value
 * as the position writer writes scalars. */
static void
action_block(FILE *f, const struct position *p, const struct moves *m,
    const struct mplacement *pl, const struct mturn *t)
{
	int k, after;

	fprintf(f, "action:\n  player: %s\n  place: {tile: ",
	    player_name(p, m->player));
	emit_scalar(f, m->tile->id);
	fprintf(f, ", at: [%d, %d], rot: %d}\n", pl->x, pl->y, pl->rot * 90);
	for (after = 0; after < 2; after++) {
		if (after && t->deploy >= 0) {
			fputs("  deploy: ", f);
			note_deploy(f, NOTE_POSITION, &pl->deploy[t->deploy]);
			putc('\n', f);
		}
		for (k = 0; k < m->nparts; k++)
			if (m->part[k]->part_after_deploy == (after == 1) &&
			    t->part[k] >= 0) {
				fprintf(f, "  %s: ", m->part[k]->part);
				note_part(f, NOTE_POSITION,
				    moves_turn_part(pl, t, k));
				putc('\n', f);
			}
	}
}

/* What every file shares: the directory, the position as it stands (its
 * board built once) and the file's own tiles. */
struct writer {
	int dirfd;
	const char *dir;
	struct game g;
	struct emitopts opts;
};

/* One position file, name in w's directory: the position written by the
 * writer apply uses, its action the turn; created new and published only
 * when whole. */
static int
write_position(struct writer *w, const char *name, const struct moves *m,
    const struct mplacement *pl, const struct mturn *t)
{
	struct newfile nf;
	int e;

	if ((e = newfile_open(&nf, w->dirfd, name, 0666)) != 0)
		return diag_fatal(w->g.diag, "--write '%s': %s: %s",
		    diag_quote(w->dir),
		    name, strerror(e));
	if (emit_position(nf.f, &w->g, NULL, &w->opts) != 0) {
		newfile_discard(&nf);
		return EXIT_INTERNAL;
	}
	action_block(nf.f, w->g.p, m, pl, t);
	if ((e = newfile_close(&nf, 0)) == 0 &&
	    (e = newfile_publish(&nf, name)) == EEXIST)
		return diag_fatal(w->g.diag,
		    "--write '%s': %s already exists: not "
		    "replaced", diag_quote(w->dir), name);
	if (e != 0)
		return diag_fatal(w->g.diag, "--write '%s': %s: %s",
		    diag_quote(w->dir),
		    name, strerror(e));
	return 0;
}

/* The name of turn n's file, its number zero-padded to width digits
 * (at most 20: a long has 19), e.g. 0001.yaml; name holds 32 bytes. */
static void
turn_file_name(char name[32], int width, long n)
{
	char digits[24];
	int k = snprintf(digits, sizeof digits, "%ld", n), pad;

	pad = width > 20 ? 20 - k : width - k;
	if (pad < 0)
		pad = 0;
	memset(name, '0', (size_t)pad);
	snprintf(name + pad, (size_t)(32 - pad), "%s.yaml", digits);
}

/* Removes the files 1 .. n this run published, and DIR if it made it. */
static void
unwrite(const struct writer *w, int width, long n, bool made)
{
	char name[32];

	for (; n > 0; n--) {
		turn_file_name(name, width, n);
		unlinkat(w->dirfd, name, 0);
	}
	if (made)
		rmdir(w->dir);
}

/* Every complete legal turn as DIR/NNNN.yaml, numbered in list order;
 * on a failure nothing this run wrote stays. */
static int
write_turns(struct diag_state *d, const char *dir, int dirfd,
    const struct position *p, const struct rulesconf *ov,
    const struct moves *m)
{
	struct writer w;
	char name[32];
	long n = 0;
	int width = 4, i, k, rc = 0;
	bool made = dirfd < 0;

	memset(&w, 0, sizeof w);
	w.dir = dir;
	if (made && mkdir(dir, 0777) != 0)
		return diag_fatal(d, "--write '%s': %s", diag_quote(dir),
		    strerror(errno));
	if (made && (dirfd = newfile_dir(dir, 0)) < 0) {
		int err = errno;

		rmdir(dir);
		return diag_fatal(d, "--write '%s': %s", diag_quote(dir),
		    strerror(err));
	}
	w.dirfd = dirfd;
	/* The position as the file gives it: its board built under the
	 * reading the turns were listed under. */
	if (game_build(d, &w.g, p, ov) != 0) {
		game_free(&w.g);
		unwrite(&w, width, 0, made);
		close(dirfd);
		return EXIT_INTERNAL;
	}
	w.opts.tiles = p->own_text;
	/* The width of the count, at least 4 digits: 0001.yaml. */
	if ((k = snprintf(NULL, 0, "%ld", m->nturns)) > width)
		width = k;
	for (i = 0; i < m->nplacements && rc == 0; i++) {
		struct mturn *turns;
		long nt = moves_turns(m, &m->pl[i], &turns), t;

		for (t = 0; t < nt && rc == 0; t++) {
			turn_file_name(name, width, ++n);
			rc = write_position(&w, name, m, &m->pl[i], &turns[t]);
		}
		free(turns);
	}
	if (rc != 0)
		unwrite(&w, width, n - 1, made);
	game_free(&w.g);
	close(dirfd);
	return rc;
}

int
moves_run(struct run *r, const char *path, size_t max,
    const struct rulesconf *ov, enum docfmt fmt, const char *dir)
{
	FILE *out = r->out;
	struct loadopts lo = { max, true, false, true, false, false };
	struct position p;
	struct moves m;
	int dirfd = -1;
	size_t len;
	int rc;
	char *text = NULL;

	if (dir != NULL && (rc = check_dir(&r->diag, dir, &dirfd)) != 0)
		return rc;
	memset(&m, 0, sizeof m);
	rc = read_position(r, path, &lo, &p, &text, &len);
	if (rc == 0)
		rc = moves_list(&r->diag, &p, ov, &m);
	if (rc <= 1 && dir != NULL) {
		int wrc = write_turns(&r->diag, dir, dirfd, &p, ov, &m);

		dirfd = -1;	/* closed by write_turns */
		if (wrc != 0)
			rc = wrc;
	}
	if (rc <= 1) {
		if (fmt == FMT_TEXT)
			text_moves(out, &p, &m, want_color(r, 1));
		else
			doc_moves(out, fmt, &p, doc_file_name(path), &m);
		if (fmt == FMT_TEXT && dir != NULL) {
			/* The name escaped as judge and check print one. */
			fprintf(out, "Wrote %ld position%s to ", m.nturns,
			    m.nturns == 1 ? "" : "s");
			esc_line(out, dir, ESC_BACKSLASH);
			fputs(".\n", out);
		}
	}
	if (dirfd >= 0)
		close(dirfd);
	moves_free(&m);
	position_free(&p);
	free(text);
	return rc;
}
