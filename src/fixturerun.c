/* fixturerun: carcjudge fixture once its options are read (carcjudge(3)'s
 * cj_fixture_files) -- a position judged and written again with its
 * expect: block, on standard output or in place. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "escape.h"
#include "expect.h"
#include "input.h"
#include "newfile.h"
#include "readings.h"
#include "reemit.h"
#include "run.h"
#include "xalloc.h"
#include "ynode.h"

struct fixopts {
	struct run *run;
	struct loadopts lo;
	const struct rulesconf *ov;
	bool all_rules;
};

/* The rules of an expect: block: every rule the outcome cites, or a
 * hand-picked list. */
struct rulelist {
	const char **v;
	int n;
	bool present;		/* write a rules: key */
};

static bool
listed(const char *const *v, int n, const char *r)
{
	int k;

	for (k = 0; k < n; k++)
		if (strcmp(v[k], r) == 0)
			return true;
	return false;
}

static void
add_rule(struct rulelist *l, size_t *cap, const char *r)
{
	if (listed(l->v, l->n, r))
		return;
	l->v = xgrow(l->v, cap, (size_t)l->n + 1, sizeof *l->v);
	l->v[l->n++] = r;
}

/* The rules an outcome cites, each once, in order of appearance. */
static void
cited(const struct outcome *o, struct rulelist *l)
{
	size_t cap = 0;
	int i, k;

	memset(l, 0, sizeof *l);
	l->present = true;
	for (i = 0; i < o->nviol; i++)
		add_rule(l, &cap, rule_name(o->viol[i].rule));
	for (i = 0; i < o->napplied; i++)
		add_rule(l, &cap, rule_name(o->applied[i].rule));
	for (i = 0; i < o->nscores; i++)
		for (k = 0; k < o->scores[i].nrules; k++)
			add_rule(l, &cap,
			    rule_name(o->scores[i].rules[k]));
}

/* The expect: block, indented as the keys it joins, with the input's own
 * line break. */
static void
expect_block(FILE *out, const struct position *p, const struct outcome *o,
    const struct rulelist *rules, int indent, const char *eol)
{
	int i;

	fprintf(out, "%*sexpect:%s%*s  verdict: %s%s%*s  totals: {", indent, "",
	    eol, indent, "", o->legal ? "legal" : "illegal", eol, indent, "");
	for (i = 0; i < p->nplayers; i++)
		fprintf(out, "%s%s: %d", i ? ", " : "",
		    color_name[p->players[i].color], o->totals[i]);
	fprintf(out, "}%s", eol);
	if (!rules->present)
		return;
	fprintf(out, "%*s  rules: [", indent, "");
	for (i = 0; i < rules->n; i++)
		fprintf(out, "%s%s", i ? ", " : "", rules->v[i]);
	fprintf(out, "]%s", eol);
}

/* --- the text as written, less its old expect: block --- */

/* The width of the line break at t[i] as libyaml counts breaks (CR LF,
 * CR, LF, NEL, LS, PS), or 0: the loader's line numbers are libyaml's. */
static size_t
break_at(const char *text, size_t len, size_t i)
{
	const unsigned char *t = (const unsigned char *)text;

	if (t[i] == '\n')
		return 1;
	if (t[i] == '\r')
		return i + 1 < len && t[i + 1] == '\n' ? 2 : 1;
	if (t[i] == 0xc2 && i + 1 < len && t[i + 1] == 0x85)
		return 2;
	if (t[i] == 0xe2 && i + 2 < len && t[i + 1] == 0x80 &&
	    (t[i + 2] == 0xa8 || t[i + 2] == 0xa9))
		return 3;
	return 0;
}

static size_t
bom_len(const char *t, size_t len)
{
	return len >= 3 && memcmp(t, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
}

/* The line break the new block uses: the input's first (LF for NEL, LS
 * and PS, which other YAML readers do not take for breaks). */
static const char *
first_break(const char *t, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		switch (break_at(t, len, i)) {
		case 0:
			continue;
		case 2:
			if (t[i] == '\r')
				return "\r\n";
			return "\n";
		case 1:
			return t[i] == '\r' ? "\r" : "\n";
		default:
			return "\n";
		}
	return "\n";
}

/* A document-end marker: "..." alone, or before blanks or a comment. */
static bool
document_end(const char *s, size_t n)
{
	return n >= 3 && memcmp(s, "...", 3) == 0 && (n == 3 || s[3] == ' ' ||
	    s[3] == '\t');
}

/* The input's own text without the lines of its expect: block (from the
 * key to the last line of its value) and without a document-end marker,
 * which would leave the new block outside the document.  Lines are cut
 * by byte offsets where libyaml counts a break. */
static void
copy_without_expect(FILE *out, const struct position *p, const char *text,
    size_t len, const char *eol)
{
	size_t i = bom_len(text, len), start, end, w = 0;
	int line = 1;
	bool ended = true;

	fwrite(text, 1, i, out);
	for (; i < len; line++) {
		start = i;
		for (w = 0; i < len && (w = break_at(text, len, i)) == 0; i++)
			continue;
		end = i;
		i += w;
		if (p->expect_line > 0 && line >= p->expect_line &&
		    line <= p->expect_end)
			continue;
		if (document_end(text + start, end - start))
			continue;
		fwrite(text + start, 1, i - start, out);
		ended = w > 0;
	}
	if (!ended)
		fputs(eol, out);
}

/* The fixture: the position as written (or re-emitted), then the block. */
static int
write_fixture(FILE *out, const struct position *p, const char *text,
    size_t len, const struct outcome *o, const struct rulelist *rules)
{
	static const char *const skip[] = { "expect", NULL };
	const char *eol = "\n";

	if (p->block_root) {
		eol = first_break(text, len);
		copy_without_expect(out, p, text, len, eol);
	} else
		/* A flow-style document is written again in block style,
		 * from its tree (kept by the loader: loadopts.keep_tree). */
		reemit_root(out, p->tree, skip);
	expect_block(out, p, o, rules, p->block_root ? p->root_col - 1 : 0,
	    eol);
	return 0;
}

/* --- in place --- */

struct tally {
	int updated, unchanged, refused;
};

/* Does the old block already say what would be written? */
static bool
same_answer(const struct position *p, const struct expect *x,
    const struct outcome *o, const struct rulelist *all, bool all_rules)
{
	int i;

	if (x->verdict != !o->legal)
		return false;
	for (i = 0; i < p->nplayers; i++)
		if (x->totals[i] != o->totals[i])
			return false;
	for (i = 0; i < x->nrules; i++)
		if (!listed(all->v, all->n, rule_name(x->rules[i])))
			return false;
	if (all_rules && (x->rules == NULL || x->nrules != all->n))
		return false;
	return true;
}

/* What changed, for the summary line. */
static void
describe(FILE *f, const struct position *p, const struct expect *x,
    const struct outcome *o, const struct rulelist *all,
    const struct rulelist *kept)
{
	const char *sep = "";
	int i, n = 0;

	if (x->verdict != !o->legal) {
		fprintf(f, "verdict %s -> %s", x->verdict ? "illegal" : "legal",
		    o->legal ? "legal" : "illegal");
		sep = "; ";
	}
	for (i = 0; i < p->nplayers; i++)
		if (x->totals[i] != o->totals[i]) {
			fprintf(f, "%s%s %s %d -> %d", sep, n++ ? "" : "totals",
			    color_name[p->players[i].color], x->totals[i],
			    o->totals[i]);
			sep = ", ";
		}
	if (n > 0)
		sep = "; ";
	for (i = 0; i < x->nrules; i++)
		if (!listed(all->v, all->n, rule_name(x->rules[i]))) {
			fprintf(f, "%srule %s no longer cited", sep,
			    rule_name(x->rules[i]));
			sep = "; ";
		}
	if (kept == all && (x->rules == NULL || x->nrules != all->n))
		fprintf(f, "%srules: every rule cited (%d)", sep, all->n);
}

/* The file --in-place rewrites, as it was when read: its directory, its
 * name there, and what fstat said. */
struct original {
	int dirfd;
	const char *base;
	struct stat st;
};

static const char *
file_kind(mode_t m)
{
	return S_ISLNK(m) ? "a symbolic link" : S_ISFIFO(m) ? "a FIFO" :
	    S_ISDIR(m) ? "a directory" : S_ISCHR(m) || S_ISBLK(m) ?
	    "a device" : S_ISSOCK(m) ? "a socket" : "not a regular file";
}

/* Opens path for --in-place: a regular file, never through a link;
 * anything else is refused before a byte is read (a FIFO would block, a
 * device could be changed by the opening).  Reads it.
 * Returns 0, or EXIT_INTERNAL after the diagnostic. */
static int
open_original(struct diag_state *d, const char *path, struct original *o,
    size_t max, char **text, size_t *len)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash == NULL ? xstrdup(".") : slash == path ?
	    xstrdup("/") : xstrndup(path, (size_t)(slash - path));
	struct stat st;
	int fd, e, rc;

	o->base = slash == NULL ? path : slash + 1;
	o->dirfd = newfile_dir(dir, 1);
	e = errno;
	free(dir);
	if (o->dirfd < 0)
		return diag_fatal(d, "%s: %s", diag_quote(path), strerror(e));
	if (fstatat(o->dirfd, o->base, &st, AT_SYMLINK_NOFOLLOW) != 0)
		return diag_fatal(d, "%s: %s", diag_quote(path),
		    strerror(errno));
	if (!S_ISREG(st.st_mode))
		return diag_fatal(d,
		    "%s: %s, not a regular file: not rewritten",
		    diag_quote(path), file_kind(st.st_mode));
	/* O_NOFOLLOW and O_NONBLOCK: a link or FIFO put in its place since
	 * is neither followed nor waited on; fstat tells what was opened. */
	if ((fd = openat(o->dirfd, o->base, O_RDONLY | O_NOFOLLOW |
	    O_NONBLOCK | O_CLOEXEC)) < 0)
		return diag_fatal(d, "%s: %s", diag_quote(path),
		    strerror(errno));
	if (fstat(fd, &o->st) != 0 || !S_ISREG(o->st.st_mode) ||
	    o->st.st_ino != st.st_ino || o->st.st_dev != st.st_dev) {
		close(fd);
		return diag_fatal(d, "%s: replaced while it was opened: not "
		    "rewritten", diag_quote(path));
	}
	rc = input_read_fd(d, fd, path, max, text, len);
	/* The state read: what must still stand when the new file
	 * replaces it. */
	if (rc == 0 && fstat(fd, &o->st) != 0)
		rc = diag_fatal(d, "%s: %s", diag_quote(path), strerror(errno));
	close(fd);
	return rc;
}

/* Has the file changed since it was read: another file in its place, or
 * the same one written to (size or modification time)? */
static bool
changed(const struct original *o)
{
	struct stat now;

	return fstatat(o->dirfd, o->base, &now, AT_SYMLINK_NOFOLLOW) != 0 ||
	    now.st_dev != o->st.st_dev || now.st_ino != o->st.st_ino ||
	    now.st_size != o->st.st_size ||
	    now.st_mtim.tv_sec != o->st.st_mtim.tv_sec ||
	    now.st_mtim.tv_nsec != o->st.st_mtim.tv_nsec;
}

/* Writes buf over the original through a new temporary file in its
 * directory (created new, with the original's mode, synced), so that a
 * reader sees the old file or the new one, never part of one, and a
 * crash cannot leave the name holding a file not yet on disk.  A file
 * changed since it was read is left as it now is. */
static int
write_atomic(struct diag_state *d, const struct original *o,
    const char *shown, const char *buf, size_t len)
{
	struct newfile nf;
	int e;

	/* Read-only is a choice to respect, though root could write it
	 * and a rename needs only the directory. */
	if ((o->st.st_mode & 0222) == 0 || faccessat(o->dirfd, o->base,
	    W_OK, 0) != 0)
		return diag_fatal(d, "%s: read-only: not rewritten",
		    diag_quote(shown));
	if ((e = newfile_open(&nf, o->dirfd, o->base, 0600)) != 0)
		return diag_fatal(d, "%s: cannot write it: %s",
		    diag_quote(shown), strerror(e));
	if (fwrite(buf, 1, len, nf.f) != len ||
	    fchmod(fileno(nf.f), o->st.st_mode & 07777) != 0) {
		e = errno;
		newfile_discard(&nf);
		return diag_fatal(d, "%s: cannot write it: %s",
		    diag_quote(shown), strerror(e));
	}
	if ((e = newfile_close(&nf, 1)) != 0)
		return diag_fatal(d, "%s: cannot write it: %s",
		    diag_quote(shown), strerror(e));
	if (changed(o)) {
		newfile_discard(&nf);
		return diag_fatal(d, "%s: changed while it was rewritten: left "
		    "as it is", diag_quote(shown));
	}
	if ((e = newfile_replace(&nf, o->base)) != 0)
		return diag_fatal(d, "%s: cannot write it: %s",
		    diag_quote(shown), strerror(e));
	return 0;
}

static int
in_place(const char *path, const struct fixopts *fo, struct tally *t)
{
	struct diag_state *d = &fo->run->diag;
	FILE *out = fo->run->out;
	struct loadopts lo = fo->lo;
	struct position p;
	struct game g;
	struct outcome o;
	struct rulelist all, hand = { NULL, 0, false }, *rules = &all;
	const struct expect *x = NULL;
	struct original orig;
	char *text = NULL, *buf = NULL;
	size_t len = 0, blen = 0;
	FILE *m;
	int rc, i;

	memset(&g, 0, sizeof g);
	memset(&p, 0, sizeof p);
	memset(&orig, 0, sizeof orig);
	orig.dirfd = -1;
	if ((rc = open_original(d, path, &orig, lo.max_bytes, &text,
	    &len)) != 0 ||
	    (rc = position_load(d, &p, path, text, len, &lo)) != 0 ||
	    (rc = judge_reading(d, &p, fo->ov, &g, &o)) > 1) {
		/* Invalid or unreadable: the file is left as it is. */
		game_free(&g);
		position_free(&p);
		free(text);
		if (orig.dirfd >= 0)
			close(orig.dirfd);
		t->refused++;
		return rc;
	}
	rc = 0;		/* an illegal action is still a fixture */
	/* The old block, if it is a valid one (fixture ignores one that is
	 * not, and replaces it): read with the position (try_expect). */
	x = p.expect;
	cited(&o, &all);
	if (x != NULL && !fo->all_rules) {
		/* The hand-picked list stays, less what is no longer cited. */
		hand.present = x->rules != NULL;
		hand.v = xcalloc((size_t)x->nrules + 1, sizeof *hand.v);
		/* x->rules is NULL only when x->nrules is 0 (expect.c).
		 * NOLINTBEGIN(clang-analyzer-core.NullDereference) */
		for (i = 0; i < x->nrules; i++)
			if (listed(all.v, all.n, rule_name(x->rules[i])))
				hand.v[hand.n++] = rule_name(x->rules[i]);
		/* NOLINTEND(clang-analyzer-core.NullDereference) */
		rules = &hand;
	}
	if (x != NULL && same_answer(&p, x, &o, &all, fo->all_rules)) {
		t->unchanged++;
		esc_line(out, path, ESC_BACKSLASH);
		fputs(": unchanged\n", out);
		goto out;
	}
	if ((m = open_memstream(&buf, &blen)) == NULL)
		xnomem();
	rc = write_fixture(m, &p, text, len, &o, rules);
	if (fclose(m) != 0)
		xnomem();
	if (rc == 0)
		rc = write_atomic(d, &orig, path, buf, blen);
	if (rc != 0) {
		t->refused++;
		goto out;
	}
	t->updated++;
	esc_line(out, path, ESC_BACKSLASH);
	if (p.expect_line == 0)
		fputs(": expect: block added\n", out);
	else if (x == NULL)
		fputs(": expect: block replaced (the old one was not valid)\n",
		    out);
	else {
		fputs(": updated: ", out);
		describe(out, &p, x, &o, &all, rules);
		putc('\n', out);
	}
out:
	free(buf);
	free(all.v);
	free(hand.v);
	outcome_free(&o);
	game_free(&g);
	position_free(&p);
	free(text);
	close(orig.dirfd);
	return rc;
}

int
fixture_run(struct run *r, int nfiles, char *const *paths, bool inplace,
    bool all_rules, size_t max, const struct rulesconf *ov)
{
	/* The old block kept when valid (--in-place), the tree when a flow
	 * document must be written in block style: one read. */
	struct fixopts fo = { r, { max, true, false, false, true, true }, ov,
	    all_rules };
	FILE *out = r->out;
	struct position p;
	struct game g;
	struct outcome o;
	struct rulelist all;
	struct tally t = { 0, 0, 0 };
	const char *path;
	size_t len;
	char *text;
	int rc = 0, i;

	if (inplace) {
		for (i = 0; i < nfiles; i++)
			rc = exit_worse(rc, in_place(paths[i], &fo, &t));
		fprintf(out, "%d updated, %d unchanged", t.updated,
		    t.unchanged);
		if (t.refused > 0)
			fprintf(out, ", %d not written", t.refused);
		putc('\n', out);
		return rc;
	}
	path = nfiles > 0 ? paths[0] : "-";
	memset(&g, 0, sizeof g);
	rc = read_position(r, path, &fo.lo, &p, &text, &len);
	if (rc == 0 && (rc = judge_reading(&r->diag, &p, ov, &g, &o)) <= 1) {
		cited(&o, &all);
		/* An illegal action is still a fixture. */
		rc = write_fixture(out, &p, text, len, &o, &all);
		free(all.v);
		outcome_free(&o);
	}
	game_free(&g);
	position_free(&p);
	free(text);
	return rc;
}
