/* checkrun: carcjudge check's judging (carcjudge(3)'s cj_check_* and
 * cj_replay) -- the fixtures named found (directories walked), each
 * replayed and compared with its expect: block, or, as NAME.yaml beside
 * NAME.err, with the refusal it must give, and the lines check reports a
 * result with.  Running them (in order, or in -j worker processes) and
 * the summary are the command line's (cmd_check.c). */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <dirent.h>
#include <unistd.h>

#include "checkrun.h"
#include "cli.h"
#include "diag.h"
#include "escape.h"
#include "expect.h"
#include "input.h"
#include "readings.h"
#include "run.h"
#include "xalloc.h"

/* A fixture to replay; walked: found below a directory, so only a
 * regular file will do (a FIFO there must not block the run). */
struct item {
	char *path;
	bool walked;
	bool no_err;	/* the walk saw no NAME.err beside it */
};

struct items {
	struct item *v;
	size_t n, cap;
};

struct result {
	int rc;			/* 0 matched, 1 differs, 3 invalid, 4 I/O */
	char *why;		/* what differs, for the FAIL or # line */
};

struct checkopts {
	size_t max;
	struct rulesconf ov;
};

/* The fixtures of one check: found once, each replayed by its index. */
struct cj_check {
	struct items is;
	struct checkopts co;
	struct cj_cli *cli;	/* the run that opened it, or NULL */
};

static void
add_item(struct items *is, char *path, bool walked)
{
	is->v = xgrow(is->v, &is->cap, is->n + 1, sizeof *is->v);
	is->v[is->n].path = path;
	is->v[is->n].no_err = false;
	is->v[is->n++].walked = walked;
}

static char *
join(const char *dir, const char *name)
{
	size_t d = strlen(dir), n = strlen(name);
	bool slash = d > 0 && dir[d - 1] == '/';
	char *s = xmalloc(d + n + 2, 1);

	/* The NUL comes with the name, copied last.
	 * NOLINTNEXTLINE(bugprone-not-null-terminated-result) */
	memcpy(s, dir, d);
	if (!slash)
		s[d++] = '/';
	memcpy(s + d, name, n + 1);
	return s;
}

static bool
ends_with(const char *s, const char *suffix)
{
	size_t l = strlen(s), k = strlen(suffix);

	return l > k && strcmp(s + l - k, suffix) == 0;
}

/* NAME.err for NAME.yaml (which ends so), for the caller to free. */
static char *
err_name(const char *yaml)
{
	size_t l = strlen(yaml);
	char *err = xmalloc(l, 1);	/* .yaml (5) becomes .err (4) */

	memcpy(err, yaml, l - 5);
	strcpy(err + l - 5, ".err");
	return err;
}

/*
 * open(2) for a path of any length: one longer than the system takes in
 * one call is opened a directory at a time.
 */
static int
open_path(const char *path, int flags)
{
	int fd = open(path, flags | O_CLOEXEC), dir = AT_FDCWD, e;
	const char *s = path, *end, *rest;

	if (fd >= 0 || errno != ENAMETOOLONG)
		return fd;
	if (*s == '/' && (dir = open("/", O_RDONLY | O_DIRECTORY |
	    O_CLOEXEC)) < 0)
		return -1;
	for (;;) {
		char *name;

		while (*s == '/')
			s++;
		end = s + strcspn(s, "/");
		for (rest = end; *rest == '/'; rest++)
			continue;
		name = xstrndup(s, (size_t)(end - s));
		fd = openat(dir, name, *rest == '\0' ? flags | O_CLOEXEC :
		    O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		e = errno;
		free(name);
		if (dir != AT_FDCWD)
			close(dir);
		if (fd < 0 || *rest == '\0') {
			errno = e;
			return fd;
		}
		dir = fd;
		s = rest;
	}
}

static int
cmp_item(const void *a, const void *b)
{
	return strcmp(((const struct item *)a)->path,
	    ((const struct item *)b)->path);
}

/* --- walking a directory --- */

/* A directory met on the walk, by device and inode: each is walked once,
 * whatever links lead to it, and one met again below itself is a loop. */
struct seen {
	dev_t dev;
	ino_t ino;
	size_t parent;		/* index in seen, or NOPARENT */
};
#define NOPARENT SIZE_MAX

struct walk {
	struct seen *dirs;
	size_t ndirs, capdirs;
	size_t *slot;		/* hash of dirs: index + 1, 0 empty */
	size_t nslots;		/* a power of two */
	struct todo {
		char *path;
		size_t dir;
	} *todo;
	size_t ntodo, captodo;
	int rc;
	struct diag_state *diag;
};

static size_t
hash_dir(dev_t dev, ino_t ino, size_t nslots)
{
	uint64_t h = (uint64_t)dev * 0x9e3779b97f4a7c15u ^ (uint64_t)ino;

	h ^= h >> 29;
	h *= 0xbf58476d1ce4e5b9u;
	h ^= h >> 32;
	return (size_t)h & (nslots - 1);
}

/* The index of the directory in w->dirs, or NOPARENT. */
static size_t
find_dir(const struct walk *w, dev_t dev, ino_t ino)
{
	size_t h;

	if (w->nslots == 0)
		return NOPARENT;
	for (h = hash_dir(dev, ino, w->nslots); w->slot[h] != 0;
	    h = (h + 1) & (w->nslots - 1)) {
		const struct seen *s = &w->dirs[w->slot[h] - 1];

		if (s->dev == dev && s->ino == ino)
			return w->slot[h] - 1;
	}
	return NOPARENT;
}

static size_t
add_dir(struct walk *w, dev_t dev, ino_t ino, size_t parent)
{
	size_t i, h;

	if (2 * (w->ndirs + 1) > w->nslots) {
		free(w->slot);
		w->nslots = w->nslots ? 2 * w->nslots : 64;
		w->slot = xcalloc(w->nslots, sizeof *w->slot);
		for (i = 0; i < w->ndirs; i++) {
			for (h = hash_dir(w->dirs[i].dev, w->dirs[i].ino,
			    w->nslots); w->slot[h] != 0;
			    h = (h + 1) & (w->nslots - 1))
				continue;
			w->slot[h] = i + 1;
		}
	}
	w->dirs = xgrow(w->dirs, &w->capdirs, w->ndirs + 1, sizeof *w->dirs);
	w->dirs[w->ndirs] = (struct seen){ dev, ino, parent };
	for (h = hash_dir(dev, ino, w->nslots); w->slot[h] != 0;
	    h = (h + 1) & (w->nslots - 1))
		continue;
	w->slot[h] = w->ndirs + 1;
	return w->ndirs++;
}

static void
push_dir(struct walk *w, char *path, size_t dir)
{
	w->todo = xgrow(w->todo, &w->captodo, w->ntodo + 1, sizeof *w->todo);
	w->todo[w->ntodo].path = path;
	w->todo[w->ntodo++].dir = dir;
}

static bool
is_ancestor(const struct walk *w, size_t dir, size_t of)
{
	for (; of != NOPARENT; of = w->dirs[of].parent)
		if (of == dir)
			return true;
	return false;
}

static int
cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The subdirectories met in one directory, walked after its files. */
struct subdirs {
	struct todo *v;
	size_t n, cap;
};

/* A name in a directory, and its type as readdir() gave it (DT_UNKNOWN
 * when the file system does not say).  The name comes first: cmp_name()
 * compares entries and names alike. */
struct dir_entry {
	char *name;
	unsigned char type;
};

/* One entry of a directory being walked. */
static void
walk_entry(struct walk *w, DIR *d, const char *dirpath, size_t dir,
    const struct dir_entry *en, bool *searchable, struct items *out,
    struct subdirs *subs)
{
	const char *name = en->name;
	struct stat st;
	char *path;
	size_t seen;

	/* A regular file needs no stat(2) of its own once one entry of its
	 * directory could be stat'ed (the directory is searchable, so this
	 * one could be too): read_item() opens a fixture and checks it is
	 * still one.  10,000 fixtures, 10,000 system calls fewer.  (What
	 * d_type cannot see, a device mounted over a regular *.yaml, is
	 * then refused at the open instead of passed over.) */
	if (en->type == DT_REG && *searchable) {
		if (ends_with(name, ".yaml"))
			add_item(out, join(dirpath, name), true);
		return;
	}
	if (fstatat(dirfd(d), name, &st, 0) == 0)
		*searchable = true;
	else {
		int e = errno;

		/* A dangling link (or one that leads back to itself) can
		 * hold no fixture, unless it is one: then it is a fixture
		 * that cannot be read, counted and reported as one named on
		 * the command line is (carcjudge(1), check). */
		if (e == ENOENT || e == ELOOP) {
			if (ends_with(name, ".yaml"))
				add_item(out, join(dirpath, name), true);
			return;
		}
		path = join(dirpath, name);
		w->rc = diag_fatal(w->diag, "%s: %s", path, strerror(e));
		free(path);
		return;
	}
	if (S_ISDIR(st.st_mode)) {
		path = join(dirpath, name);
		if ((seen = find_dir(w, st.st_dev, st.st_ino)) == NOPARENT) {
			subs->v = xgrow(subs->v, &subs->cap, subs->n + 1,
			    sizeof *subs->v);
			subs->v[subs->n].path = path;
			subs->v[subs->n++].dir = add_dir(w, st.st_dev,
			    st.st_ino, dir);
		} else {
			/* Met again: walked once already, or a loop. */
			if (is_ancestor(w, seen, dir))
				w->rc = diag_fatal(w->diag, "%s: a symbolic "
				    "link loop, "
				    "not followed", path);
			free(path);
		}
	} else if (S_ISREG(st.st_mode) && ends_with(name, ".yaml"))
		add_item(out, join(dirpath, name), true);
	/* Anything else -- a FIFO, a socket, a device -- is no fixture,
	 * and opening it could block. */
}

/* The names in directory path, hidden ones excepted, sorted: the walk
 * takes them in one order whatever the file system's. */
static struct dir_entry *
read_names(struct walk *w, const char *path, DIR **dp, size_t *n)
{
	struct dir_entry *names = NULL;
	size_t cap = 0;
	struct dirent *e;
	DIR *d = NULL;
	int fd;

	*n = 0;
	*dp = NULL;
	if ((fd = open_path(path, O_RDONLY | O_DIRECTORY)) < 0 ||
	    (d = fdopendir(fd)) == NULL) {
		w->rc = diag_fatal(w->diag, "%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	for (errno = 0; (e = readdir(d)) != NULL; errno = 0)
		if (e->d_name[0] != '.') {
			names = xgrow(names, &cap, *n + 1, sizeof *names);
			names[*n].name = xstrdup(e->d_name);
			names[(*n)++].type = e->d_type;
		}
	if (errno != 0)
		w->rc = diag_fatal(w->diag, "%s: %s", path, strerror(errno));
	if (*n > 0)
		qsort(names, *n, sizeof *names, cmp_name);
	*dp = d;
	return names;
}

/* The fixtures found in one directory, from index first on, that have no
 * NAME.err among its sorted names: check then need not try to open one
 * (a failed open per fixture was a tenth of a large run's time). */
static void
mark_refusals(struct items *out, size_t first, const struct dir_entry *names,
    size_t n)
{
	size_t k;

	for (k = first; k < out->n; k++) {
		const char *base = strrchr(out->v[k].path, '/');
		char *err;

		base = base != NULL ? base + 1 : out->v[k].path;
		err = err_name(base);
		out->v[k].no_err = n == 0 || bsearch(&err, names, n,
		    sizeof *names, cmp_name) == NULL;
		free(err);
	}
}

/* Every regular *.yaml file below top, hidden ones excepted, sorted
 * bytewise.  Returns 0 or EXIT_INTERNAL (after the diagnostics): an
 * entry that cannot be read is reported, never skipped. */
static int
walk(struct diag_state *diag, const char *top, const struct stat *topst,
    struct items *out)
{
	struct walk w;
	size_t first = out->n, k;

	memset(&w, 0, sizeof w);
	w.diag = diag;
	push_dir(&w, xstrdup(top), add_dir(&w, topst->st_dev, topst->st_ino,
	    NOPARENT));
	while (w.ntodo > 0) {
		struct todo t = w.todo[--w.ntodo];
		struct subdirs subs = { NULL, 0, 0 };
		size_t n, i;
		struct dir_entry *names;
		bool searchable;
		DIR *d;

		size_t before = out->n;

		names = read_names(&w, t.path, &d, &n);
		searchable = false;
		for (i = 0; i < n; i++)
			walk_entry(&w, d, t.path, t.dir, &names[i], &searchable,
			    out, &subs);
		mark_refusals(out, before, names, n);
		for (i = 0; i < n; i++)
			free(names[i].name);
		/* Depth first, in name order: the first name that leads to
		 * a directory is the one it is walked by. */
		while (subs.n > 0) {
			subs.n--;
			push_dir(&w, subs.v[subs.n].path, subs.v[subs.n].dir);
		}
		if (d != NULL)
			closedir(d);
		free(names);
		free(subs.v);
		free(t.path);
	}
	free(w.dirs);
	free(w.slot);
	free(w.todo);
	/* A directory without subdirectories comes out in order already
	 * (its names were sorted): one pass tells, and saves the sort. */
	for (k = first; k + 1 < out->n; k++)
		if (cmp_item(&out->v[k], &out->v[k + 1]) > 0) {
			qsort(out->v + first, out->n - first, sizeof *out->v,
			    cmp_item);
			break;
		}
	return w.rc;
}

/* Is path a directory?  Also for a path longer than stat(2) takes. */
static bool
is_dir(const char *path, struct stat *st)
{
	int fd;
	bool dir;

	if (stat(path, st) == 0)
		return S_ISDIR(st->st_mode);
	if (errno != ENAMETOOLONG ||
	    (fd = open_path(path, O_RDONLY | O_DIRECTORY)) < 0)
		return false;
	dir = fstat(fd, st) == 0 && S_ISDIR(st->st_mode);
	close(fd);
	return dir;
}

/* --- one fixture --- */

/* path's text; a walked file only if it is still a regular file.  With
 * missing, a file that does not exist sets it and is no error. */
static int
read_item(struct run *r, const struct item *it, size_t max, char **text,
    size_t *len, bool *missing)
{
	struct stat st;
	int fd, rc;

	*text = NULL;
	if (strcmp(it->path, "-") == 0)
		return input_read_stdin(r, "<stdin>", max, text, len);
	if ((fd = open_path(it->path, O_RDONLY | (it->walked ? O_NONBLOCK :
	    0))) < 0) {
		if (missing != NULL && errno == ENOENT) {
			*missing = true;
			return 0;
		}
		return diag_fatal(&r->diag, "%s: %s", it->path,
		    strerror(errno));
	}
	if (it->walked && (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))) {
		close(fd);
		return diag_fatal(&r->diag, "%s: not a regular file",
		    it->path);
	}
	rc = input_read_fd(&r->diag, fd, it->path, max, text, len);
	close(fd);
	return rc;
}

/* NAME.err beside NAME.yaml: *err holds its text, or NULL when there is
 * none.  Returns 0 or EXIT_INTERNAL. */
static int
read_refusal(struct run *r, const struct item *it, size_t max, char **err)
{
	struct item e = { NULL, true, false };
	size_t len;
	bool missing = false;
	int rc;

	*err = NULL;
	if (!ends_with(it->path, ".yaml") || it->no_err)
		return 0;
	e.path = err_name(it->path);
	rc = read_item(r, &e, max, err, &len, &missing);
	free(e.path);
	return rc;
}

/* A diagnostic from its LINE:COL: on: the path before it may differ. */
static const char *
from_linecol(const char *line)
{
	const char *s;

	if (strncmp(line, "carcjudge: ", 11) == 0)
		line += 11;
	for (s = line; (s = strchr(s, ':')) != NULL; s++) {
		size_t a = strspn(s + 1, "0123456789"), b;

		if (a == 0 || s[1 + a] != ':')
			continue;
		b = strspn(s + 2 + a, "0123456789");
		if (b > 0 && s[2 + a + b] == ':')
			return s + 1;
	}
	return line;
}

/* The next line of *s (CR LF or LF), NUL-terminated in place; blank
 * lines are skipped.  NULL at the end. */
static char *
next_line(char **s)
{
	char *l, *nl;

	for (;;) {
		if (**s == '\0')
			return NULL;
		l = *s;
		if ((nl = strchr(l, '\n')) != NULL) {
			*nl = '\0';
			*s = nl + 1;
		} else
			*s = l + strlen(l);
		if (nl > l && nl[-1] == '\r')
			nl[-1] = '\0';
		else if (nl == NULL && *l && l[strlen(l) - 1] == '\r')
			l[strlen(l) - 1] = '\0';
		if (*l != '\0')
			return l;
	}
}

/* What differs, written only when something does: most fixtures pass,
 * and a memory stream for each would cost more than judging it. */
struct why {
	FILE *f;
	char *buf;
	size_t len;
};

static FILE *
why_file(struct why *w)
{
	if (w->f == NULL && (w->f = open_memstream(&w->buf, &w->len)) == NULL)
		xnomem();
	return w->f;
}

/* why's file for one difference more: "; " after those written. */
static FILE *
why_more(struct why *w)
{
	if (w->f != NULL)
		fputs("; ", w->f);
	return why_file(w);
}

/* The text written, for the caller to free ("" when none). */
static char *
why_end(struct why *w)
{
	if (w->f == NULL)
		return xstrdup("");
	if (fclose(w->f) != 0)
		xnomem();
	return w->buf;
}

/* The next of the diagnostics kept (see diag_keep_end), or NULL. */
static const char *
next_kept(const char **s)
{
	const char *d = *s;

	if (*d == '\0')
		return NULL;
	*s = d + strlen(d) + 1;
	return d;
}

/* The diagnostics kept, one after the other. */
static void
kept_line(FILE *why, const char *kept)
{
	const char *s = kept, *l, *sep = "";

	while ((l = next_kept(&s)) != NULL) {
		fprintf(why, "%s%s", sep, l);
		sep = "; ";
	}
}

/* A fixture that could not be judged (rc, EXIT_INPUT or worse): why,
 * with the diagnostics kept.  Returns rc. */
static int
unjudged(struct why *why, int rc, const char *kept)
{
	fputs(rc == EXIT_INPUT ? "invalid: " : "unreadable: ", why_file(why));
	kept_line(why_file(why), kept);
	return rc;
}

/* rc and the diagnostics given against the lines of the .err. */
static int
compare_refusal(int rc, const char *got, char *want, struct why *why)
{
	const char *g, *gs = got;
	char *w, *ws = want;
	int k;

	if (rc <= 1) {
		fprintf(why_file(why), "expected a refusal (exit 3, as in its .err), got "
		    "the verdict %s", rc == 0 ? "legal" : "illegal");
		return 1;
	}
	if (rc != EXIT_INPUT)
		return unjudged(why, rc, got);
	for (k = 1;; k++) {
		g = next_kept(&gs);
		w = next_line(&ws);
		if (g == NULL && w == NULL)
			return 0;
		if (g == NULL || w == NULL || strcmp(from_linecol(g),
		    from_linecol(w)) != 0)
			break;
	}
	fprintf(why_file(why), "diagnostic %d: expected '%s', got '%s'", k,
	    w ? from_linecol(w) : "(none)", g ? from_linecol(g) : "(none)");
	return 1;
}

/* The outcome against the expect: block: 1 when anything differs (said
 * on why, empty until then). */
static int
compare_expect(struct diag_state *d, const struct position *p,
    const struct outcome *o, struct why *why)
{
	const struct expect *x = p->expect;
	int i;

	/* The loader refuses a fixture without its block (position.c). */
	if (x == NULL)
		return diag_fatal(d, "internal error: no expect: block");
	if (x->verdict != !o->legal)
		fprintf(why_more(why), "verdict: expected %s, got %s",
		    x->verdict ? "illegal" : "legal",
		    o->legal ? "legal" : "illegal");
	for (i = 0; i < p->nplayers; i++)
		if (x->totals[i] != o->totals[i])
			fprintf(why_more(why), "totals %s: expected %d, got %d",
			    color_name[p->players[i].color], x->totals[i],
			    o->totals[i]);
	for (i = 0; i < x->nrules; i++)
		if (!outcome_cites(o, x->rules[i]))
			fprintf(why_more(why), "rule %s: expected, not cited",
			    rule_name(x->rules[i]));
	return why->f != NULL;
}

/* The fixture text (named name), or the refusal err (NULL: none) it
 * must be refused with, judged under co. */
static struct result
check_text_of(struct run *run, const char *text, size_t len,
    const char *name, char *err, const struct checkopts *co)
{
	struct loadopts lo = { co->max, true, err == NULL, false, false,
	    false };
	struct diag_state *d = &run->diag;
	struct result r = { 0, NULL };
	struct position p;
	struct game g;
	struct outcome o;
	char *kept;
	struct why why = { NULL, NULL, 0 };
	int rc;

	memset(&p, 0, sizeof p);
	memset(&g, 0, sizeof g);
	memset(&o, 0, sizeof o);
	/* A refusal is judge's: the expect: block is not read. */
	diag_keep_begin(d);
	rc = position_load(d, &p, name, text, len, &lo);
	if (rc == 0)
		rc = judge_reading_brief(d, &p, &co->ov, &g, &o);
	kept = diag_keep_end(d);
	if (err != NULL)
		r.rc = compare_refusal(rc, kept, err, &why);
	else if (rc > 1)
		r.rc = unjudged(&why, rc, kept);
	else
		r.rc = compare_expect(d, &p, &o, &why);
	r.why = why_end(&why);
	free(kept);
	outcome_free(&o);
	game_free(&g);
	position_free(&p);
	return r;
}

/* The name of a fixture in the lines that report it. */
static const char *
shown_name(const char *path)
{
	return strcmp(path, "-") != 0 ? path : "<stdin>";
}

static struct result
check_one(struct run *run, const struct item *it, const struct checkopts *co)
{
	struct result r = { 0, NULL };
	struct why why = { NULL, NULL, 0 };
	char *text = NULL, *err = NULL, *kept;
	size_t len = 0;
	int rc;

	diag_keep_begin(&run->diag);
	if ((rc = read_refusal(run, it, co->max, &err)) == 0)
		rc = read_item(run, it, co->max, &text, &len, NULL);
	kept = diag_keep_end(&run->diag);
	if (rc == 0)
		r = check_text_of(run, text, len, shown_name(it->path), err,
		    co);
	else if (err != NULL)
		r.rc = compare_refusal(rc, kept, err, &why);
	else
		r.rc = unjudged(&why, rc, kept);
	if (rc != 0)
		r.why = why_end(&why);
	free(kept);
	free(err);
	input_free(text);
	return r;
}

/* The lines check prints for a result: none for a match but under TAP,
 * where each fixture has its "ok" or "not ok" line and a failure a "# "
 * line saying why. */
static void
report_line(FILE *out, const char *name, size_t number, int rc,
    const char *why, bool tap)
{
	if (tap) {
		fprintf(out, "%s %zu - ", rc ? "not ok" : "ok", number);
		esc_line(out, name, ESC_BACKSLASH | ESC_HASH);
		putc('\n', out);
		if (rc) {
			fputs("# ", out);
			esc_line(out, why, 0);
			putc('\n', out);
		}
	} else if (rc) {
		fputs("FAIL ", out);
		esc_line(out, name, ESC_BACKSLASH);
		fputs(": ", out);
		esc_line(out, why, 0);
		putc('\n', out);
	}
}

int
check_text(struct run *run, const char *text, size_t len, const char *name,
    const struct rulesconf *ov)
{
	struct checkopts co = { DEFAULT_MAX_INPUT, *ov };
	struct result r;

	if (len > co.max)
		co.max = len;
	r = check_text_of(run, text, len, name, NULL, &co);
	report_line(run->out, name, 1, r.rc, r.why, false);
	fprintf(run->out, "%d passed, %d failed\n", r.rc == 0, r.rc != 0);
	free(r.why);
	return r.rc;
}

int
check_find(struct run *run, const char *const *paths, size_t max,
    const struct rulesconf *ov, struct cj_check **out)
{
	struct cj_check *c = xcalloc(1, sizeof *c);
	int rc = 0, walked = 0, stdin_named = 0;
	size_t i;

	*out = NULL;
	/* As judge: a second read of standard input would find nothing. */
	for (i = 0; paths != NULL && paths[i] != NULL; i++)
		if (strcmp(paths[i], "-") == 0 && stdin_named++ > 0) {
			free(c);
			return diag_usage(&run->diag, "check: '-' (standard "
			    "input) named "
			    "twice: it can be read only once");
		}
	c->co.max = max;
	c->co.ov = *ov;
	if (paths == NULL || paths[0] == NULL)
		add_item(&c->is, xstrdup("-"), false);	/* like the others */
	for (i = 0; paths != NULL && paths[i] != NULL; i++) {
		struct stat st;

		if (strcmp(paths[i], "-") != 0 && is_dir(paths[i], &st)) {
			walked++;
			rc = exit_worse(rc, walk(&run->diag, paths[i], &st, &c->is));
		} else
			add_item(&c->is, xstrdup(paths[i]), false);
	}
	if (c->is.n == 0) {
		if (rc == 0)
			rc = diag_usage(&run->diag, "check: no fixture found (no *.yaml "
			    "file below %s)", walked > 1 ? "the directories "
			    "given" : "the directory given");
		check_free(c);
		return rc;
	}
	*out = c;
	return rc;
}

size_t
check_count(const struct cj_check *c)
{
	return c->is.n;
}

int
check_fixture(struct run *run, const struct cj_check *c, size_t i,
    char **why)
{
	struct result r = check_one(run, &c->is.v[i], &c->co);

	*why = r.why;
	return r.rc;
}

void
check_report(struct run *run, const struct cj_check *c, size_t i, int rc,
    const char *why, bool tap)
{
	report_line(run->out, shown_name(c->is.v[i].path), i + 1, rc, why, tap);
}

void
check_set_cli(struct cj_check *c, struct cj_cli *cli)
{
	c->cli = cli;
}

struct cj_cli *
check_cli(const struct cj_check *c)
{
	return c->cli;
}

void
check_free(struct cj_check *c)
{
	size_t i;

	if (c == NULL)
		return;
	for (i = 0; i < c->is.n; i++)
		free(c->is.v[i].path);
	free(c->is.v);
	free(c);
}
