/* api: the structured calls of carcjudge(3) -- a position read from
 * memory, judged under overrides or several readings, its outcome
 * written -- each run as a quiet run of its own whose first diagnostic
 * comes back as a struct cj_error. */
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carcjudge.h"
#include "cli.h"
#include "diag.h"
#include "doc.h"
#include "engine_once.h"
#include "input.h"
#include "moves.h"
#include "outcome.h"
#include "position.h"
#include "readings.h"
#include "run.h"
#include "settings.h"
#include "text.h"
#include "xalloc.h"

struct cj_position {
	struct position p;
	char *text;		/* the bytes read, NUL-terminated */
	char *name;
};

struct cj_outcome {
	const struct cj_position *pos;
	int status;		/* 0 legal, 1 illegal */
	int n;			/* readings judged: 1, or --compare's */
	bool compare;
	struct outcome o[MAXREAD];
	char readings[MAXREAD][80];	/* --compare's KEY=VALUE */
	bool have_fits;		/* a placement refused for its edges */
	bool fits[4];		/* its rotations that would fit */
};

/* One call: a run of its own with the caller's sink for output, whose
 * diagnostics are kept rather than printed, the first recorded. */
struct call {
	struct run r, *was;
	struct cj_io io;
	struct cj_buffer err;	/* what was printed on standard error */
	jmp_buf bail;
};

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

static bool
call_begin(struct call *c, struct cj_sink out, struct cj_error *err)
{
	memset(c, 0, sizeof *c);
	if (err != NULL)
		memset(err, 0, sizeof *err);
	c->io.in_fd = -1;
	c->io.out = out;
	c->io.err = cj_buffer_sink(&c->err);
	if (!run_begin(&c->r, &c->io, &c->was)) {
		error_set(err, EXIT_INTERNAL, "out of memory");
		return false;
	}
	c->r.diag.keeping = true;
	c->r.diag.recording = true;
	c->r.bail = &c->bail;
	return true;
}

/* Ends the call with status rc, filling *err when rc is an error. */
static int
call_end(struct call *c, int rc, struct cj_error *err)
{
	const struct diag_first *f = &c->r.diag.first;

	if (fflush(c->r.out) != 0 || ferror(c->r.out))
		rc = diag_fatal("output: %s", strerror(c->r.out_errno != 0 ?
		    c->r.out_errno : EIO));
	c->r.bail = NULL;
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
	run_end(&c->r, c->was, rc);
	cj_buffer_free(&c->err);
	return rc;
}

static const struct cj_sink no_sink = { NULL, NULL };

static int
position_read(const char *text, size_t len, const char *name,
    const struct cj_limits *limits, struct cj_position **out)
{
	struct loadopts lo = { DEFAULT_MAX_INPUT, true, false, false };
	struct cj_position *h;
	int rc;

	if (!engine_once())
		return diag_fatal("out of memory");
	if (limits != NULL && limits->max_input != 0)
		lo.max_bytes = limits->max_input;
	if (name == NULL)
		name = "<stdin>";
	if (len > lo.max_bytes)
		return diag_input(name, 1, 1, "input is larger than %zu bytes "
		    "(see --max-input)", lo.max_bytes);
	h = xcalloc(1, sizeof *h);
	h->name = xstrdup(name);
	h->text = xmalloc(len + 1, 1);
	if (len > 0)
		memcpy(h->text, text, len);
	h->text[len] = '\0';
	if ((rc = position_load(&h->p, h->name, h->text, len, &lo)) != 0) {
		cj_position_free(h);
		return rc;
	}
	*out = h;
	return 0;
}

int
cj_position_read(const char *text, size_t len, const char *name,
    const struct cj_limits *limits, struct cj_position **out,
    struct cj_error *err)
{
	struct call c;
	int rc;

	*out = NULL;
	if (!call_begin(&c, no_sink, err))
		return EXIT_INTERNAL;
	if ((rc = setjmp(c.bail)) == 0) {
		/* Declared after setjmp: nothing longjmp could clobber. */
		struct cj_position *h = NULL;

		rc = position_read(text != NULL ? text : "", text != NULL ?
		    len : 0, name, limits, &h);
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
	free(h->text);
	free(h->name);
	free(h);
}

/* The readings to judge: ov from the file and opts->rules; under
 * --compare, n of them in alt. */
static int
judge_all(const struct cj_position *h, const struct cj_judge_options *opts,
    struct cj_outcome *oc)
{
	const struct position *p = &h->p;
	struct rulesconf ov;
	struct game g;
	int i, rc = 0, setting = -1, values[MAXREAD];

	settings_defaults(&ov);
	for (i = 0; opts != NULL && opts->rules != NULL &&
	    opts->rules[i] != NULL; i++)
		if ((rc = settings_override(&ov, opts->rules[i])) != 0)
			return rc;
	if (opts != NULL && opts->compare != NULL) {
		if ((rc = readings_parse_compare(opts->compare, &setting,
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
			rc = judge_reading(p, &alt, &g, &oc->o[i]);
			game_free(&g);
			if (rc > EXIT_ILLEGAL)
				return rc;
			if (rc > oc->status)
				oc->status = rc;
		}
		return oc->status;
	}
	oc->n = 1;
	rc = judge_reading(p, &ov, &g, &oc->o[0]);
	game_free(&g);
	if (rc > EXIT_ILLEGAL)
		return rc;
	oc->status = rc;
	readings_disputed(p, &ov, &oc->o[0]);
	/* As judge's text says: a placement refused for its edges alone,
	 * the rotations that would fit. */
	if (moves_place_failed(&oc->o[0]) &&
	    !outcome_violates(&oc->o[0], RULE_BASE_TILE_EMPTY) &&
	    !outcome_violates(&oc->o[0], RULE_BASE_TILE_ADJACENT)) {
		if (moves_fits(p, &ov, p->action.px, p->action.py,
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
	if (h == NULL) {
		error_set(err, EXIT_USAGE, "no position");
		return EXIT_USAGE;
	}
	if (!call_begin(&c, no_sink, err))
		return EXIT_INTERNAL;
	if ((rc = setjmp(c.bail)) == 0) {
		oc = xcalloc(1, sizeof *oc);
		oc->pos = h;
		rc = judge_all(h, opts, oc);
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
outcome_write(const struct cj_outcome *oc, enum cj_format format)
{
	const struct position *p = &oc->pos->p;
	enum docfmt fmt = format == CJ_FORMAT_JSON ? FMT_JSON :
	    format == CJ_FORMAT_YAML ? FMT_YAML : FMT_TEXT;
	const char *names[MAXREAD];
	int i;

	if (oc->compare) {
		for (i = 0; i < oc->n; i++)
			names[i] = oc->readings[i];
		if (fmt == FMT_TEXT)
			text_compare(stdout, p, oc->n, names, oc->o, false);
		else
			doc_compare(stdout, fmt, p, doc_file_name(oc->pos->name), oc->n,
			    names, oc->o);
		return;
	}
	if (fmt == FMT_TEXT) {
		text_outcome(stdout, p, &oc->o[0], NULL, false);
		if (oc->have_fits)
			text_fits(stdout, p, oc->fits);
	} else
		doc_outcome(stdout, fmt, p, &oc->o[0],
		    doc_file_name(oc->pos->name), NULL);
}

int
cj_outcome_write(const struct cj_outcome *oc, enum cj_format format,
    struct cj_sink sink, struct cj_error *err)
{
	struct call c;
	int rc;

	if (!call_begin(&c, sink, err))
		return EXIT_INTERNAL;
	if ((rc = setjmp(c.bail)) == 0)
		outcome_write(oc, format);
	return call_end(&c, rc, err);
}

void
cj_outcome_free(struct cj_outcome *oc)
{
	int i;

	if (oc == NULL)
		return;
	for (i = 0; i < oc->n; i++)
		outcome_free(&oc->o[i]);
	free(oc);
}

/* --- The other subcommands, through their command lines --- */

#define MAXARGS 64

/* A command line being built: the tool's name, then the words. */
struct args {
	char *v[MAXARGS + 1];
	int n;
	bool full;
};

static void
arg(struct args *a, const char *w)
{
	if (a->n < MAXARGS)
		a->v[a->n++] = (char *)w;
	else
		a->full = true;
	a->v[a->n] = NULL;
}

/* -r KEY=VALUE for each of opts' rules. */
static void
rule_args(struct args *a, const struct cj_judge_options *opts)
{
	int i;

	for (i = 0; opts != NULL && opts->rules != NULL &&
	    opts->rules[i] != NULL; i++) {
		arg(a, "-r");
		arg(a, opts->rules[i]);
	}
}

/* Runs a's command line as cj_run would, standard input text (named
 * name), standard output to out, its first diagnostic into err. */
static int
command(struct args *a, const char *text, size_t len, const char *name,
    struct cj_sink out, struct cj_error *err)
{
	struct call c;
	int rc;

	if (a->full) {
		error_set(err, EXIT_USAGE, "too many arguments");
		return EXIT_USAGE;
	}
	if (!call_begin(&c, out, err))
		return EXIT_INTERNAL;
	c.io.in = text;
	c.io.inlen = text != NULL ? len : 0;
	c.r.stdin_name = name;
	if ((rc = setjmp(c.bail)) == 0)
		rc = run_line(a->n, a->v);
	return call_end(&c, rc, err);
}

static const char *
format_word(enum cj_format f)
{
	return f == CJ_FORMAT_JSON ? "json" : f == CJ_FORMAT_YAML ? "yaml" :
	    "text";
}

int
cj_moves(const struct cj_position *p, const struct cj_judge_options *opts,
    enum cj_format format, struct cj_sink out, struct cj_error *err)
{
	struct args a = { { "carcjudge", "moves", "-f" }, 3, false };

	arg(&a, format_word(format));
	rule_args(&a, opts);
	arg(&a, "-");
	return command(&a, p->text, strlen(p->text), p->name, out, err);
}

int
cj_apply(const struct cj_position *p, const struct cj_judge_options *opts,
    const char *next_tile, struct cj_sink out, struct cj_error *err)
{
	struct args a = { { "carcjudge", "apply" }, 2, false };

	rule_args(&a, opts);
	if (next_tile != NULL) {
		arg(&a, "--next");
		arg(&a, next_tile);
	}
	arg(&a, "-");
	return command(&a, p->text, strlen(p->text), p->name, out, err);
}

int
cj_draw(const struct cj_position *p, const struct cj_judge_options *opts,
    enum cj_drawing drawing, struct cj_sink out, struct cj_error *err)
{
	struct args a = { { "carcjudge", "show", "-f" }, 3, false };

	arg(&a, drawing == CJ_DRAW_SVG ? "svg" : "text");
	rule_args(&a, opts);
	arg(&a, "-");
	return command(&a, p->text, strlen(p->text), p->name, out, err);
}

int
cj_import(const char *json, size_t len, const char *name, int turn,
    struct cj_sink out, struct cj_error *err)
{
	struct args a = { { "carcjudge", "import" }, 2, false };
	char n[24];

	if (turn > 0) {
		snprintf(n, sizeof n, "%d", turn);
		arg(&a, "--turn");
		arg(&a, n);
	}
	arg(&a, "-");
	return command(&a, json, len, name, out, err);
}

int
cj_replay(const char *text, size_t len, const char *name,
    const struct cj_judge_options *opts, struct cj_sink out,
    struct cj_error *err)
{
	struct args a = { { "carcjudge", "check" }, 2, false };

	rule_args(&a, opts);
	arg(&a, "-");
	return command(&a, text, len, name, out, err);
}

/* tiles and explain: words after the options, "--" first so that none is
 * taken for an option. */
static int
lookup(const char *sub, const char *const *words, enum cj_format format,
    struct cj_sink out, struct cj_error *err)
{
	struct args a = { { "carcjudge" }, 1, false };
	int i;

	arg(&a, sub);
	arg(&a, "-f");
	arg(&a, format == CJ_FORMAT_JSON ? "json" : "text");
	arg(&a, "--");
	for (i = 0; words != NULL && words[i] != NULL; i++)
		arg(&a, words[i]);
	return command(&a, NULL, 0, NULL, out, err);
}

int
cj_tiles(const char *const *ids, enum cj_format format, struct cj_sink out,
    struct cj_error *err)
{
	return lookup("tiles", ids, format, out, err);
}

int
cj_explain(const char *const *rule_ids, enum cj_format format,
    struct cj_sink out, struct cj_error *err)
{
	return lookup("explain", rule_ids, format, out, err);
}
