/* api: the structured calls of carcjudge(3) -- a position read from
 * memory once, judged under overrides or several readings, its outcome
 * written, its moves listed, applied, drawn -- each run as a quiet run of
 * its own whose first diagnostic comes back as a struct cj_error. */
#include <errno.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "carcjudge.h"
#include "checkrun.h"
#include "cli.h"
#include "diag.h"
#include "doc.h"
#include "engine_once.h"
#include "game.h"
#include "importrun.h"
#include "input.h"
#include "moves.h"
#include "outcome.h"
#include "position.h"
#include "readings.h"
#include "run.h"
#include "settings.h"
#include "show.h"
#include "svg.h"
#include "text.h"
#include "xalloc.h"

/* The position as read, once: every call below works on it. */
struct cj_position {
	struct position p;
	char *name;
};

struct cj_outcome {
	const struct cj_position *pos;
	struct cj_cli *cli;	/* of the options it was judged under */
	int status;		/* 0 legal, 1 illegal */
	int n;			/* readings judged: 1, or --compare's */
	bool compare;
	struct outcome o[MAXREAD];
	char readings[MAXREAD][80];	/* --compare's KEY=VALUE */
	bool have_fits;		/* a placement refused for its edges */
	bool have_game;		/* one reading: g, the game after it */
	struct game g;
	bool fits[4];		/* its rotations that would fit */
};

/* One call: a run of its own with the caller's sink for output, whose
 * diagnostics are kept rather than printed, the first recorded. */
struct call {
	struct run r;
	struct run *parent;	/* the cli's run the call is made in, or NULL */
	struct cj_io io;
	struct cj_buffer err;	/* what was printed on standard error */
	jmp_buf bail;
	struct xalloc_catch was;
};

/* The growable buffer's sink (carcjudge.h), here where every call uses
 * one for its standard error. */
static int
buffer_write(void *arg, const char *bytes, size_t len)
{
	struct cj_buffer *b = arg;

	if (len >= SIZE_MAX - b->len)
		return -1;
	if (b->len + len + 1 > b->cap) {
		size_t cap = b->cap != 0 ? b->cap : 256;
		char *p;

		while (cap < b->len + len + 1)
			cap = cap <= SIZE_MAX / 2 ? cap * 2 : b->len + len + 1;
		if ((p = realloc(b->data, cap)) == NULL) {
			errno = ENOMEM;
			return -1;
		}
		b->data = p;
		b->cap = cap;
	}
	memcpy(b->data + b->len, bytes, len);
	b->len += len;
	b->data[b->len] = '\0';
	return 0;
}

struct cj_sink
cj_buffer_sink(struct cj_buffer *b)
{
	struct cj_sink s = { buffer_write, b };

	return s;
}

/* All of len, or -1 with errno set (a full disk, a closed pipe). */
static int
fd_write(void *arg, const char *bytes, size_t len)
{
	int fd = *(const int *)arg;

	while (len > 0) {
		ssize_t n = write(fd, bytes, len);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		bytes += n;
		len -= (size_t)n;
	}
	return 0;
}

struct cj_sink
cj_fd_sink(const int *fd)
{
	struct cj_sink s = { fd_write, (void *)(uintptr_t)fd };

	return s;
}

static int
stream_write(void *arg, const char *bytes, size_t len)
{
	(void)fwrite(bytes, 1, len, arg);
	return 0;
}

struct cj_sink
cj_file_sink(void *f)
{
	struct cj_sink s = { stream_write, f };

	return s;
}

void
cj_buffer_free(struct cj_buffer *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}

static void
error_set(struct cj_error *e, int status, const char *msg)
{
	if (e == NULL)
		return;
	memset(e, 0, sizeof *e);
	e->status = status;
	snprintf(e->message, sizeof e->message, "%s", msg);
	snprintf(e->text, sizeof e->text, "%s", msg);
}

/* A call's standard error within a subcommand's run: kept for call_end,
 * and printed on the run's own standard error as the command line does. */
static int
tee_write(void *arg, const char *bytes, size_t len)
{
	struct call *c = arg;
	struct cj_sink keep = cj_buffer_sink(&c->err);

	(void)fwrite(bytes, 1, len, c->parent->err);
	return keep.write(keep.arg, bytes, len);
}

static bool
call_begin(struct call *c, struct cj_cli *cli, struct cj_sink out,
    struct cj_error *err)
{
	memset(c, 0, sizeof *c);
	c->parent = cli != NULL ? &cli->run : NULL;
	if (err != NULL)
		memset(err, 0, sizeof *err);
	c->io.in_fd = -1;
	c->io.out = out;
	c->io.err = cj_buffer_sink(&c->err);
	if (!run_begin(&c->r, &c->io)) {
		error_set(err, EXIT_INTERNAL, "out of memory");
		return false;
	}
	/* A call made in a subcommand's run (carcjudge(1)'s own, which
	 * reach the engine through these calls alone) prints its
	 * diagnostics on the run's standard error, and has the run's
	 * standard input, terminals, environment and --color; any other
	 * keeps them. */
	if (c->parent != NULL) {
		const struct cj_io *o = c->parent->io;

		c->io.err.write = tee_write;
		c->io.err.arg = c;
		c->io.in = o->in;
		c->io.inlen = o->inlen;
		c->io.in_fd = o->in_fd;
		c->io.env = o->env;
		c->io.out_tty = o->out_tty;
		c->io.err_tty = o->err_tty;
		c->r.in_used = c->parent->in_used;
		c->r.stdin_name = c->parent->stdin_name;
		c->r.color = c->parent->color;
	} else
		c->r.diag.keeping = true;
	c->r.diag.recording = true;
	c->was = xalloc_catch(&c->bail, c->r.err);
	return true;
}

/* Ends the call with status rc, filling *err when rc is an error. */
static int
call_end(struct call *c, int rc, struct cj_error *err)
{
	const struct diag_first *f = &c->r.diag.first;

	if (fflush(c->r.out) != 0 || ferror(c->r.out))
		rc = diag_fatal(&c->r.diag, "output: %s", strerror(
		    c->r.out_errno != 0 ? c->r.out_errno : EIO));
	xalloc_release(c->was);
	if (c->parent != NULL)
		c->parent->in_used = c->r.in_used;
	if (err != NULL && rc > EXIT_ILLEGAL) {
		if (f->set) {
			err->status = rc;
			snprintf(err->name, sizeof err->name, "%s", f->file);
			err->line = f->line;
			err->column = f->col;
			snprintf(err->message, sizeof err->message, "%s",
			    f->msg);
			snprintf(err->text, sizeof err->text, "%s", f->text);
		} else {
			/* Printed by its own code (out of memory, a defect of
			 * the build): its first line. */
			const char *s = c->err.data != NULL ? c->err.data : "";
			size_t n;

			if (strncmp(s, "carcjudge: ", 11) == 0)
				s += 11;
			n = strcspn(s, "\n");
			error_set(err, rc, "");
			snprintf(err->message, sizeof err->message, "%.*s",
			    (int)n, s);
			snprintf(err->text, sizeof err->text, "%.*s", (int)n, s);
		}
	}
	run_end(&c->r, rc);
	cj_buffer_free(&c->err);
	return rc;
}

static const struct cj_sink no_sink = { NULL, NULL };

/* The caller's input limit, or the command line's default. */
static size_t
max_input(const struct cj_limits *limits)
{
	return limits != NULL && limits->max_input != 0 ? limits->max_input :
	    DEFAULT_MAX_INPUT;
}

/* The document format of a cj_format (an int where a job carries it). */
static enum docfmt
docfmt_of(int format)
{
	return format == CJ_FORMAT_JSON ? FMT_JSON :
	    format == CJ_FORMAT_YAML ? FMT_YAML : FMT_TEXT;
}

static int
position_read(struct run *r, const char *text, size_t len, const char *name,
    const struct cj_limits *limits, struct cj_position **out)
{
	struct loadopts lo = { DEFAULT_MAX_INPUT, true, false, false, false,
	    false };
	struct cj_position *h;
	int rc;

	if ((rc = engine_ready(&r->diag)) != 0)
		return rc;
	lo.max_bytes = max_input(limits);
	if (name == NULL)
		name = "<stdin>";
	if (len > lo.max_bytes)
		return diag_input(&r->diag, name, 1, 1, "input is larger than "
		    "%zu bytes "
		    "(see --max-input)", lo.max_bytes);
	h = xcalloc(1, sizeof *h);
	h->name = xstrdup(name);
	if ((rc = position_load(&r->diag, &h->p, h->name, text, len,
	    &lo)) != 0) {
		cj_position_free(h);
		return rc;
	}
	*out = h;
	return 0;
}

/* A position file read (path "-" or NULL: standard input) and loaded. */
static int
position_read_file(struct run *r, const char *path,
    const struct cj_limits *limits,
    struct cj_position **out)
{
	size_t max = max_input(limits), len;
	const char *name;
	char *text;
	int rc;

	if ((rc = input_read(r, path, max, &text, &len, &name)) != 0)
		return rc;
	rc = position_read(r, text, len, name, limits, out);
	free(text);
	return rc;
}

int
cj_position_read_file(const char *path, const struct cj_limits *limits,
    struct cj_position **out, struct cj_error *err)
{
	struct call c;
	int rc;

	*out = NULL;
	if (!call_begin(&c, limits != NULL ? limits->cli : NULL, no_sink,
	    err))
		return EXIT_INTERNAL;
	if ((rc = setjmp(c.bail)) == 0) {
		struct cj_position *h = NULL;

		if ((rc = position_read_file(&c.r, path, limits, &h)) == 0)
			*out = h;
	}
	return call_end(&c, rc, err);
}

int
cj_position_read(const char *text, size_t len, const char *name,
    const struct cj_limits *limits, struct cj_position **out,
    struct cj_error *err)
{
	struct call c;
	int rc;

	*out = NULL;
	if (!call_begin(&c, limits != NULL ? limits->cli : NULL, no_sink,
	    err))
		return EXIT_INTERNAL;
	if ((rc = setjmp(c.bail)) == 0) {
		/* Declared after setjmp: nothing longjmp could clobber. */
		struct cj_position *h = NULL;

		rc = position_read(&c.r, text != NULL ? text : "",
		    text != NULL ? len : 0, name, limits, &h);
		if (rc == 0)
			*out = h;
	}
	return call_end(&c, rc, err);
}

void
cj_position_free(struct cj_position *h)
{
	if (h == NULL)
		return;
	position_free(&h->p);
	free(h->name);
	free(h);
}

/* The overrides of opts->rules (as -r gives them) into ov. */
static int
overrides(struct diag_state *d, const struct cj_judge_options *opts,
    struct rulesconf *ov)
{
	int i, rc;

	settings_defaults(ov);
	for (i = 0; opts != NULL && opts->rules != NULL &&
	    opts->rules[i] != NULL; i++)
		if ((rc = settings_override(d, ov, opts->rules[i])) != 0)
			return rc;
	return 0;
}

static int
no_position(struct cj_error *err)
{
	error_set(err, EXIT_USAGE, "no position");
	return EXIT_USAGE;
}

/* The readings to judge: ov from the file and opts->rules; under
 * --compare, n of them in alt. */
static int
judge_all(struct diag_state *d, const struct cj_position *h,
    const struct cj_judge_options *opts,
    struct cj_outcome *oc)
{
	const struct position *p = &h->p;
	struct rulesconf ov;
	struct game g;
	int i, rc = 0, setting = -1, values[MAXREAD];

	if ((rc = overrides(d, opts, &ov)) != 0)
		return rc;
	if (opts != NULL && opts->compare != NULL) {
		if ((rc = readings_parse_compare(d, opts->compare, &setting,
		    values, &oc->n)) != 0)
			return rc;
		oc->compare = true;
		for (i = 0; i < oc->n; i++) {
			struct rulesconf alt = ov;

			alt.v[setting] = values[i];
			alt.given[setting] = true;
			snprintf(oc->readings[i], sizeof oc->readings[i],
			    "%s=%s", settingdefs[setting].key,
			    settingdefs[setting].values[values[i]]);
			rc = judge_reading(d, p, &alt, &g, &oc->o[i]);
			game_free(&g);
			if (rc > EXIT_ILLEGAL)
				return rc;
			if (rc > oc->status)
				oc->status = rc;
		}
		return oc->status;
	}
	oc->n = 1;
	rc = judge_reading(d, p, &ov, &oc->g, &oc->o[0]);
	if (rc > EXIT_ILLEGAL) {
		game_free(&oc->g);
		return rc;
	}
	oc->have_game = true;
	oc->status = rc;
	readings_disputed(d, p, &ov, &oc->o[0]);
	/* As judge's text says: a placement refused for its edges alone,
	 * the rotations that would fit. */
	if (moves_place_failed(&oc->o[0]) &&
	    !outcome_violates(&oc->o[0], RULE_BASE_TILE_EMPTY) &&
	    !outcome_violates(&oc->o[0], RULE_BASE_TILE_ADJACENT)) {
		if (moves_fits(d, p, &ov, p->action.px, p->action.py,
		    oc->fits) != 0)
			return EXIT_INTERNAL;
		oc->have_fits = true;
	}
	return rc;
}

int
cj_judge(const struct cj_position *h, const struct cj_judge_options *opts,
    struct cj_outcome **out, struct cj_error *err)
{
	struct call c;
	struct cj_outcome *oc = NULL;
	int rc;

	*out = NULL;
	if (h == NULL)
		return no_position(err);
	if (!call_begin(&c, opts != NULL ? opts->cli : NULL, no_sink, err))
		return EXIT_INTERNAL;
	if ((rc = setjmp(c.bail)) == 0) {
		oc = xcalloc(1, sizeof *oc);
		oc->pos = h;
		oc->cli = opts != NULL ? opts->cli : NULL;
		rc = judge_all(&c.r.diag, h, opts, oc);
		/* The call's run ends here: the game kept must not point
		 * at its diagnostic state (a later call lends its own). */
		oc->g.diag = NULL;
		if (rc <= EXIT_ILLEGAL)
			*out = oc;
		else
			cj_outcome_free(oc);
	}
	return call_end(&c, rc, err);
}

int
cj_outcome_status(const struct cj_outcome *oc)
{
	return oc->status;
}

static void
outcome_write(struct run *r, const struct cj_outcome *oc,
    enum cj_format format)
{
	const struct position *p = &oc->pos->p;
	enum docfmt fmt = docfmt_of((int)format);
	const char *names[MAXREAD];
	int i;

	if (oc->compare) {
		for (i = 0; i < oc->n; i++)
			names[i] = oc->readings[i];
		if (fmt == FMT_TEXT)
			text_compare(r->out, p, oc->n, names, oc->o,
			    want_color(r, 1));
		else
			doc_compare(r->out, fmt, p,
			    doc_file_name(oc->pos->name), oc->n, names, oc->o);
		return;
	}
	if (fmt == FMT_TEXT) {
		text_outcome(r->out, p, &oc->o[0], NULL, want_color(r, 1));
		if (oc->have_fits)
			text_fits(r->out, p, oc->fits);
	} else
		doc_outcome(r->out, fmt, p, &oc->o[0],
		    doc_file_name(oc->pos->name), NULL);
}

int
cj_outcome_write(const struct cj_outcome *oc, enum cj_format format,
    struct cj_sink sink, struct cj_error *err)
{
	struct call c;
	int rc;

	if (!call_begin(&c, oc->cli, sink, err))
		return EXIT_INTERNAL;
	if ((rc = setjmp(c.bail)) == 0)
		outcome_write(&c.r, oc, format);
	return call_end(&c, rc, err);
}

static int
outcome_draw(struct run *r, const struct cj_outcome *oc)
{
	struct game g;

	if (!oc->have_game)
		return diag_usage(&r->diag, "no game to draw: the outcome "
		    "compares readings");
	g = oc->g;
	g.diag = &r->diag;
	show_board(r, &g, want_color(r, 1));
	return 0;
}

int
cj_outcome_draw(const struct cj_outcome *oc, struct cj_sink sink,
    struct cj_error *err)
{
	struct call c;
	int rc;

	if (!call_begin(&c, oc->cli, sink, err))
		return EXIT_INTERNAL;
	if ((rc = setjmp(c.bail)) == 0)
		rc = outcome_draw(&c.r, oc);
	return call_end(&c, rc, err);
}

void
cj_outcome_free(struct cj_outcome *oc)
{
	int i;

	if (oc == NULL)
		return;
	if (oc->have_game)
		game_free(&oc->g);
	for (i = 0; i < oc->n; i++)
		outcome_free(&oc->o[i]);
	free(oc);
}

/* --- The other subcommands, on the position already read --- */

/* A call of one of them: fn's status, with out as standard output. */
struct job {
	const struct cj_position *h;
	const struct cj_judge_options *opts;
	int which;		/* enum cj_format or enum cj_drawing */
	const char *word;	/* apply's next tile */
	const char *text;	/* import's and replay's input */
	size_t len;
	const char *name;
	int turn;
	const char *const *ids;
	struct cj_check *check;		/* check's fixtures, found */
	struct cj_check **found;
	size_t index;			/* one of them */
	char **why;
};

typedef int job_fn(struct run *, const struct job *,
    const struct rulesconf *);

static int
words_count(const char *const *v)
{
	int n = 0;

	while (v != NULL && v[n] != NULL)
		n++;
	return n;
}

/* The run a call is made in (carcjudge.h's cli): the options', else the
 * limits'. */
static struct cj_cli *
cli_of(const struct cj_judge_options *opts, const struct cj_limits *limits)
{
	if (opts != NULL && opts->cli != NULL)
		return opts->cli;
	return limits != NULL ? limits->cli : NULL;
}

/* Runs fn on j in a call of its own, under j's rules. */
static int
call(job_fn *fn, const struct job *j, struct cj_cli *cli,
    struct cj_sink out, struct cj_error *err)
{
	struct call c;
	int rc;

	if (!call_begin(&c, cli, out, err))
		return EXIT_INTERNAL;
	if ((rc = setjmp(c.bail)) == 0) {
		struct rulesconf ov;

		if ((rc = engine_ready(&c.r.diag)) == 0 &&
		    (rc = overrides(&c.r.diag, j->opts, &ov)) == 0)
			rc = fn(&c.r, j, &ov);
	}
	return call_end(&c, rc, err);
}

static int
moves_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	const struct position *p = &j->h->p;
	enum docfmt fmt = docfmt_of(j->which);
	struct moves m;
	int rc;

	/* What moves refuses of a position judge reads. */
	if ((rc = position_moves_action(&r->diag, p)) != 0)
		return rc;
	memset(&m, 0, sizeof m);
	if ((rc = moves_list(&r->diag, p, ov, &m)) <= EXIT_ILLEGAL) {
		if (fmt == FMT_TEXT)
			text_moves(r->out, p, &m, want_color(r, 1));
		else
			doc_moves(r->out, fmt, p, doc_file_name(j->h->name),
			    &m);
	}
	moves_free(&m);
	return rc;
}

int
cj_moves(const struct cj_position *p, const struct cj_judge_options *opts,
    enum cj_format format, struct cj_sink out, struct cj_error *err)
{
	struct job j = { .h = p, .opts = opts, .which = (int)format };

	if (p == NULL)
		return no_position(err);
	return call(moves_job, &j, cli_of(opts, NULL), out, err);
}

static int
moves_file_job(struct run *r, const struct job *j,
    const struct rulesconf *ov)
{
	enum docfmt fmt = docfmt_of(j->which);

	return moves_run(r, j->name, j->len, ov, fmt, j->word);
}

int
cj_moves_file(const char *path, const struct cj_limits *limits,
    const struct cj_judge_options *opts, enum cj_format format,
    const char *write_dir, struct cj_sink out, struct cj_error *err)
{
	struct job j = { .opts = opts, .which = (int)format, .word = write_dir,
	    .name = path != NULL ? path : "-", .len = max_input(limits) };

	return call(moves_file_job, &j, cli_of(opts, limits), out, err);
}

static int
fixture_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	struct diag_state *d = &r->diag;
	int n = words_count(j->ids), i;

	if (j->which & 2 && !(j->which & 1))
		return diag_usage(d, "fixture: --all-rules goes with "
		    "--in-place");
	if (j->which & 1) {
		if (n == 0)
			return diag_usage(d,
			    "fixture: --in-place needs the files "
			    "to rewrite");
		for (i = 0; i < n; i++)
			if (strcmp(j->ids[i], "-") == 0)
				return diag_usage(d,
				    "fixture: --in-place cannot "
				    "rewrite standard input");
	} else if (n > 1)
		return diag_usage(d, "fixture: one position at a time (or "
		    "--in-place)");
	return fixture_run(r, n, (char *const *)j->ids, j->which & 1,
	    (j->which & 2) != 0, j->len, ov);
}

int
cj_fixture_files(const char *const *paths, int in_place, int all_rules,
    const struct cj_limits *limits, const struct cj_judge_options *opts,
    struct cj_sink out, struct cj_error *err)
{
	struct job j = { .opts = opts, .ids = paths, .which = (in_place ? 1 :
	    0) | (all_rules ? 2 : 0), .len = max_input(limits) };

	return call(fixture_job, &j, cli_of(opts, limits), out, err);
}

static int
apply_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	return apply_position(r, &j->h->p, ov, j->word, want_color(r, 2));
}

int
cj_apply(const struct cj_position *p, const struct cj_judge_options *opts,
    const char *next_tile, struct cj_sink out, struct cj_error *err)
{
	struct job j = { .h = p, .opts = opts, .word = next_tile };

	if (p == NULL)
		return no_position(err);
	return call(apply_job, &j, cli_of(opts, NULL), out, err);
}

/* p drawn as show draws it. */
static int
draw(struct run *r, const struct position *p, int drawing,
    const struct rulesconf *ov)
{
	struct game g;
	int rc;

	/* The verdict is drawn, not returned: show exits 0 either way. */
	if (drawing == CJ_DRAW_SVG)
		return svg_board(&r->diag, r->out, p, ov);
	memset(&g, 0, sizeof g);
	if ((rc = game_build(&r->diag, &g, p, ov)) == 0)
		show_board(r, &g, want_color(r, 1));
	game_free(&g);
	return rc;
}

static int
draw_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	return draw(r, &j->h->p, j->which, ov);
}

int
cj_draw(const struct cj_position *p, const struct cj_judge_options *opts,
    enum cj_drawing drawing, struct cj_sink out, struct cj_error *err)
{
	struct job j = { .h = p, .opts = opts, .which = (int)drawing };

	if (p == NULL)
		return no_position(err);
	return call(draw_job, &j, cli_of(opts, NULL), out, err);
}

static int
draw_file_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	/* As show reads one: no action needed, a place without at. */
	struct loadopts lo = { j->len, false, false, true, false, false };
	struct position p;
	size_t len;
	char *text = NULL;
	int rc;

	if ((rc = read_position(r, j->name, &lo, &p, &text, &len)) == 0)
		rc = draw(r, &p, j->which, ov);
	position_free(&p);
	free(text);
	return rc;
}

int
cj_draw_file(const char *path, const struct cj_limits *limits,
    const struct cj_judge_options *opts, enum cj_drawing drawing,
    struct cj_sink out, struct cj_error *err)
{
	struct job j = { .opts = opts, .which = (int)drawing,
	    .name = path != NULL ? path : "-", .len = max_input(limits) };

	return call(draw_file_job, &j, cli_of(opts, limits), out, err);
}

static int
import_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	(void)ov;
	/* As import reads standard input: within the default limit. */
	if (j->len > DEFAULT_MAX_INPUT)
		return diag_input(&r->diag, j->name, 1, 1, "input is larger "
		    "than %zu "
		    "bytes (see --max-input)", (size_t)DEFAULT_MAX_INPUT);
	return import_save(r, j->text, j->len, j->name, DEFAULT_MAX_INPUT,
	    j->turn, false);
}

int
cj_import(const char *json, size_t len, const char *name, int turn,
    struct cj_sink out, struct cj_error *err)
{
	struct job j = { .text = json != NULL ? json : "", .len = json !=
	    NULL ? len : 0, .name = name != NULL ? name : "<stdin>",
	    .turn = turn > 0 ? turn : 0 };

	return call(import_job, &j, NULL, out, err);
}

static int
import_file_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	(void)ov;
	return import_file(r, j->name, j->len, j->turn, j->which != 0);
}

int
cj_import_file(const char *path, const struct cj_limits *limits,
    const struct cj_import_options *opts, struct cj_sink out,
    struct cj_error *err)
{
	struct job j = { .name = path != NULL ? path : "-",
	    .len = max_input(limits) };

	if (opts != NULL) {
		j.turn = opts->turn > 0 ? opts->turn : 0;
		j.which = opts->scores != 0;
	}
	return call(import_file_job, &j, cli_of(NULL, limits), out, err);
}

static int
replay_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	return check_text(r, j->text, j->len, j->name, ov);
}

int
cj_replay(const char *text, size_t len, const char *name,
    const struct cj_judge_options *opts, struct cj_sink out,
    struct cj_error *err)
{
	struct job j = { .opts = opts, .text = text != NULL ? text : "",
	    .len = text != NULL ? len : 0, .name = name != NULL ? name :
	    "<stdin>" };

	return call(replay_job, &j, cli_of(opts, NULL), out, err);
}

static int
check_open_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	return check_find(r, j->ids, j->len, ov, j->found);
}

int
cj_check_open(const char *const *paths, const struct cj_limits *limits,
    const struct cj_judge_options *opts, struct cj_check **out,
    struct cj_error *err)
{
	struct cj_cli *cli = cli_of(opts, limits);
	struct job j = { .opts = opts, .ids = paths, .len = max_input(limits),
	    .found = out };
	int rc;

	*out = NULL;
	rc = call(check_open_job, &j, cli, no_sink, err);
	if (*out != NULL)
		check_set_cli(*out, cli);
	return rc;
}

size_t
cj_check_count(const struct cj_check *c)
{
	return c != NULL ? check_count(c) : 0;
}

static int
check_replay_job(struct run *r, const struct job *j,
    const struct rulesconf *ov)
{
	(void)ov;
	return check_fixture(r, j->check, j->index, j->why);
}

int
cj_check_replay(const struct cj_check *c, size_t i, struct cj_buffer *why,
    struct cj_error *err)
{
	char *text = NULL;
	struct job j = { .check = (struct cj_check *)c, .index = i,
	    .why = &text };
	struct cj_sink keep = cj_buffer_sink(why);
	int rc;

	if (c == NULL || i >= check_count(c)) {
		error_set(err, EXIT_USAGE, "no such fixture");
		return EXIT_USAGE;
	}
	rc = call(check_replay_job, &j, check_cli(c), no_sink, err);
	if (text != NULL && why != NULL &&
	    keep.write(keep.arg, text, strlen(text)) != 0) {
		error_set(err, EXIT_INTERNAL, "out of memory");
		rc = EXIT_INTERNAL;
	}
	free(text);
	return rc;
}

static int
check_report_job(struct run *r, const struct job *j,
    const struct rulesconf *ov)
{
	(void)ov;
	check_report(r, j->check, j->index, j->turn, j->text, j->which != 0);
	return 0;
}

int
cj_check_report(const struct cj_check *c, size_t i, int status,
    const char *why, int tap, struct cj_sink out, struct cj_error *err)
{
	struct job j = { .check = (struct cj_check *)c, .index = i,
	    .turn = status, .text = why != NULL ? why : "", .which = tap };

	if (c == NULL || i >= check_count(c)) {
		error_set(err, EXIT_USAGE, "no such fixture");
		return EXIT_USAGE;
	}
	return call(check_report_job, &j, check_cli(c), out, err);
}

void
cj_check_free(struct cj_check *c)
{
	check_free(c);
}

static int
tiles_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	char want[5];
	int rc;

	(void)ov;
	if (j->turn % 90 != 0 || j->turn < 0 || j->turn > 270)
		return diag_usage(&r->diag, "--rot '%d': 0, 90, 180 or 270",
		    j->turn);
	if (j->word != NULL && (rc = tiles_edges_arg(&r->diag, j->word,
	    want)) != 0)
		return rc;
	return tiles_lookup(r, words_count(j->ids), j->ids, j->turn / 90,
	    j->word != NULL ? want : NULL, j->which == CJ_FORMAT_JSON);
}

int
cj_tiles_query(const char *const *ids, int rot, const char *edges,
    enum cj_format format, struct cj_sink out, struct cj_error *err)
{
	struct job j = { .ids = ids, .turn = rot, .word = edges,
	    .which = (int)format };

	return call(tiles_job, &j, NULL, out, err);
}

int
cj_cli_tiles(struct cj_cli *cli, const char *const *ids, int rot,
    const char *edges, enum cj_format format)
{
	struct job j = { .ids = ids, .turn = rot, .word = edges,
	    .which = (int)format };

	return call(tiles_job, &j, cli, cj_file_sink(cli->run.out), NULL);
}

int
cj_tiles(const char *const *ids, enum cj_format format, struct cj_sink out,
    struct cj_error *err)
{
	return cj_tiles_query(ids, 0, NULL, format, out, err);
}

static int
explain_job(struct run *r, const struct job *j, const struct rulesconf *ov)
{
	(void)ov;
	return explain_rules(r, words_count(j->ids), j->ids,
	    j->which == CJ_FORMAT_JSON);
}

int
cj_explain(const char *const *rule_ids, enum cj_format format,
    struct cj_sink out, struct cj_error *err)
{
	struct job j = { .ids = rule_ids, .which = (int)format };

	return call(explain_job, &j, NULL, out, err);
}

int
cj_cli_explain(struct cj_cli *cli, const char *const *rule_ids,
    enum cj_format format)
{
	struct job j = { .ids = rule_ids, .which = (int)format };

	return call(explain_job, &j, cli, cj_file_sink(cli->run.out), NULL);
}
