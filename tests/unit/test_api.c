/* The structured calls of carcjudge(3), through the public header alone:
 * each answer must be what the command line (cj_run) gives for the same
 * input, byte for byte, and its errors the same text as values.  Run from
 * the top of the repository (it reads fixtures/). */
#define _POSIX_C_SOURCE 200809L	/* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "carcjudge.h"
#include "check.h"

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0 || (buf = malloc((size_t)n + 1)) == NULL
	    || fread(buf, 1, (size_t)n, f) != (size_t)n) {
		printf("cannot read %s\n", path);
		exit(4);
	}
	fclose(f);
	buf[n] = '\0';
	*len = (size_t)n;
	return buf;
}

/* The command line's answer: status, standard output and error, with
 * text on standard input. */
static int
cli(const char *text, size_t len, int argc, const char *const *argv,
    struct cj_buffer *out, struct cj_buffer *err)
{
	struct cj_io io = { .in = text, .inlen = len, .in_fd = -1 };

	io.out = cj_buffer_sink(out);
	io.err = cj_buffer_sink(err);
	return cj_run(argc, (char *const *)argv, &io);
}

static int
same(const struct cj_buffer *a, const struct cj_buffer *b)
{
	return a->len == b->len && (a->len == 0 || memcmp(a->data, b->data,
	    a->len) == 0);
}

/* A sink that refuses everything. */
static int
refuse(void *arg, const char *bytes, size_t len)
{
	(void)arg, (void)bytes, (void)len;
	return -1;
}

/* path judged with opts through the calls and written as format, against
 * `judge ARGS... -` on the same bytes. */
static void
judged_as_cli(const char *path, const struct cj_judge_options *opts,
    enum cj_format format, int argc, const char *const *argv, int want)
{
	struct cj_buffer a = { 0 }, b = { 0 }, e = { 0 };
	struct cj_position *p = NULL;
	struct cj_outcome *o = NULL;
	struct cj_error err;
	size_t len;
	char *text = slurp(path, &len);
	int rc = cj_position_read(text, len, "<stdin>", NULL, &p, &err);

	CHECK(rc == 0 && p != NULL && err.status == 0);
	rc = cj_judge(p, opts, &o, &err);
	CHECK(rc == want && o != NULL && cj_outcome_status(o) == want);
	CHECK(cj_outcome_write(o, format, cj_buffer_sink(&a), &err) == 0);
	CHECK(cli(text, len, argc, argv, &b, &e) == want);
	CHECK(a.len > 0 && same(&a, &b));
	if (!same(&a, &b))
		printf("%s: calls:\n%s\ncommand line:\n%s\n", path,
		    a.data ? a.data : "", b.data ? b.data : "");
	CHECK(e.len == 0);
	cj_outcome_free(o);
	cj_position_free(p);
	cj_buffer_free(&a);
	cj_buffer_free(&b);
	cj_buffer_free(&e);
	free(text);
}

static void
test_judge(void)
{
	static const char *const text[] = { "judge", "-" };
	static const char *const json[] = { "judge", "-f", "json", "-" };
	static const char *const yaml[] = { "judge", "-f", "yaml", "-" };
	static const char *const farmers[] = { "judge", "-r", "farmers=1",
	    "-f", "json", "-" };
	static const char *const cmp[] = { "judge", "--compare",
	    "farmers=1,3", "-" };
	static const char *const rules1[] = { "farmers=1", NULL };
	struct cj_judge_options r = { rules1, NULL, NULL };
	struct cj_judge_options c = { NULL, "farmers=1,3", NULL };

	judged_as_cli("examples/worked.yaml", NULL, CJ_FORMAT_TEXT, 2, text,
	    0);
	judged_as_cli("examples/worked.yaml", NULL, CJ_FORMAT_JSON, 4, json,
	    0);
	judged_as_cli("fixtures/base/deploy-mage-illegal.yaml", NULL,
	    CJ_FORMAT_YAML, 4, yaml, 1);
	judged_as_cli("fixtures/base/deploy-mage-illegal.yaml", NULL,
	    CJ_FORMAT_TEXT, 2, text, 1);
	judged_as_cli("examples/worked.yaml", &r, CJ_FORMAT_JSON, 6, farmers,
	    0);
	judged_as_cli("examples/worked.yaml", &c, CJ_FORMAT_TEXT, 4, cmp, 0);
}

/* An invalid position: the error as fields, its text what the command
 * line prints after "carcjudge: ". */
static void
test_read_error(void)
{
	static const char *const argv[] = { "judge", "-" };
	const char *path = "fixtures/invalid/action-end-game-in-mapping.yaml";
	struct cj_buffer out = { 0 }, err = { 0 };
	struct cj_position *p = NULL;
	struct cj_error e;
	size_t len;
	char *text = slurp(path, &len), line[1100];
	int rc = cj_position_read(text, len, NULL, NULL, &p, &e);

	CHECK(rc == 3 && p == NULL && e.status == 3);
	CHECK(strcmp(e.name, "<stdin>") == 0 && e.line == 7 && e.column == 3);
	CHECK(strcmp(e.message, "unknown key 'end-game' in action") == 0);
	CHECK(cli(text, len, 2, argv, &out, &err) == 3);
	snprintf(line, sizeof line, "carcjudge: %s\n", e.text);
	CHECK(err.data != NULL && strcmp(err.data, line) == 0);
	CHECK(out.len == 0);
	/* The limit, as --max-input gives it. */
	{
		struct cj_limits lim = { 10, NULL };

		rc = cj_position_read(text, len, "p.yaml", &lim, &p, &e);
		CHECK(rc == 3 && e.line == 1 && e.column == 1 &&
		    strcmp(e.name, "p.yaml") == 0 && strstr(e.message,
		    "larger than 10 bytes") != NULL);
	}
	cj_buffer_free(&out);
	cj_buffer_free(&err);
	free(text);
}

/* A bad override is a usage error; a sink that fails is exit 4. */
static void
test_usage_and_sink(void)
{
	static const char *const bad[] = { "farmers=7", NULL };
	struct cj_judge_options r = { bad, NULL, NULL };
	struct cj_sink no = { refuse, NULL };
	struct cj_position *p = NULL;
	struct cj_outcome *o = NULL;
	struct cj_error e;
	size_t len;
	char *text = slurp("examples/worked.yaml", &len);

	CHECK(cj_position_read(text, len, "w.yaml", NULL, &p, &e) == 0);
	CHECK(cj_judge(p, &r, &o, &e) == 2 && o == NULL && e.status == 2 &&
	    e.line == 0 && e.name[0] == '\0' && strstr(e.text, "farmers") !=
	    NULL);
	CHECK(cj_judge(p, NULL, &o, &e) == 0 && o != NULL);
	CHECK(cj_outcome_write(o, CJ_FORMAT_TEXT, no, &e) == 4 &&
	    e.status == 4 && strncmp(e.text, "output: ", 8) == 0);
	cj_outcome_free(o);
	cj_position_free(p);
	free(text);
	{
		/* Standard input read once: named twice, refused. */
		static const char *const twice[] = { "-", "-", NULL };
		struct cj_check *c = NULL;

		CHECK(cj_check_open(twice, NULL, NULL, &c, &e) == 2 &&
		    c == NULL && e.status == 2 &&
		    strstr(e.text, "named twice") != NULL);
	}
}

/* The run's standard output, which judges p under a bad override
 * through the structured calls the first time it is written to: a call
 * made while cj_run runs on the thread, but given no cli. */
struct nested {
	struct cj_buffer out;
	const struct cj_position *p;
	int rc;
	struct cj_error e;
};

static int
nested_write(void *arg, const char *bytes, size_t len)
{
	static const char *const bad[] = { "farmers=7", NULL };
	struct cj_judge_options r = { bad, NULL, NULL };
	struct nested *n = arg;
	struct cj_outcome *o = NULL;
	struct cj_sink keep = cj_buffer_sink(&n->out);

	if (n->rc < 0)
		n->rc = cj_judge(n->p, &r, &o, &n->e);
	return keep.write(keep.arg, bytes, len);
}

/* A call is part of a run only when given its cli: one made from a sink
 * of a run (the same thread, the run going on) reports to its caller
 * alone, and the run's standard error stays its own. */
static void
test_no_thread_run(void)
{
	static const char *const argv[] = { "judge", "-" };
	struct cj_buffer err = { NULL, 0, 0 };
	struct nested n = { { NULL, 0, 0 }, NULL, -1, { 0 } };
	struct cj_position *p = NULL;
	struct cj_io io = { .in_fd = -1 };
	size_t len;
	char *text = slurp("examples/worked.yaml", &len);

	CHECK(cj_position_read(text, len, "w.yaml", NULL, &p, NULL) == 0);
	n.p = p;
	io.in = text;
	io.inlen = len;
	io.out.write = nested_write;
	io.out.arg = &n;
	io.err = cj_buffer_sink(&err);
	CHECK(cj_run(2, (char *const *)argv, &io) == 0);
	CHECK(n.out.len > 0 && strncmp(n.out.data, "Legal", 5) == 0);
	CHECK(n.rc == 2 && strstr(n.e.text, "farmers") != NULL);
	CHECK(err.len == 0);
	if (err.len != 0)
		printf("the run's standard error: %s", err.data);
	cj_buffer_free(&n.out);
	cj_buffer_free(&err);
	cj_position_free(p);
	free(text);
}

/* A call's output against the command line's on the same input. */
static void
as_cli(const char *what, int rc, const struct cj_buffer *got,
    const char *text, size_t len, int argc, const char *const *argv)
{
	struct cj_buffer out = { 0 }, err = { 0 };
	int want = cli(text, len, argc, argv, &out, &err);

	CHECK(rc == want);
	CHECK(got->len > 0 && same(got, &out));
	if (rc != want || !same(got, &out))
		printf("%s: exit %d, command line %d\n", what, rc, want);
	cj_buffer_free(&out);
	cj_buffer_free(&err);
}

static void
test_subcommands(void)
{
	static const char *const moves[] = { "moves", "-f", "json", "-" };
	static const char *const apply[] = { "apply", "-" };
	static const char *const svg[] = { "show", "-f", "svg", "-" };
	static const char *const board[] = { "show", "-f", "text", "-" };
	static const char *const replay[] = { "check", "-" };
	static const char *const tiles[] = { "tiles", "-f", "json", "D", "U" };
	static const char *const alltiles[] = { "tiles" };
	static const char *const explain[] = { "explain", "BASE-TILE-EMPTY" };
	static const char *const ids[] = { "D", "U", NULL };
	static const char *const rules[] = { "BASE-TILE-EMPTY", NULL };
	struct cj_buffer b = { 0 };
	struct cj_position *p = NULL;
	struct cj_error e;
	size_t len, flen;
	char *text = slurp("examples/worked.yaml", &len);
	char *fix = slurp("fixtures/base/city-tie.yaml", &flen);
	int rc;

	CHECK(cj_position_read(text, len, NULL, NULL, &p, &e) == 0);
	rc = cj_moves(p, NULL, CJ_FORMAT_JSON, cj_buffer_sink(&b), &e);
	as_cli("moves", rc, &b, text, len, 4, moves);
	cj_buffer_free(&b);
	rc = cj_apply(p, NULL, NULL, cj_buffer_sink(&b), &e);
	as_cli("apply", rc, &b, text, len, 2, apply);
	cj_buffer_free(&b);
	rc = cj_draw(p, NULL, CJ_DRAW_SVG, cj_buffer_sink(&b), &e);
	as_cli("draw svg", rc, &b, text, len, 4, svg);
	cj_buffer_free(&b);
	rc = cj_draw(p, NULL, CJ_DRAW_TEXT, cj_buffer_sink(&b), &e);
	as_cli("draw text", rc, &b, text, len, 4, board);
	cj_buffer_free(&b);
	rc = cj_replay(fix, flen, "city-tie.yaml", NULL, cj_buffer_sink(&b),
	    &e);
	as_cli("replay", rc, &b, fix, flen, 2, replay);
	CHECK(rc == 0);
	cj_buffer_free(&b);
	rc = cj_tiles(ids, CJ_FORMAT_JSON, cj_buffer_sink(&b), &e);
	as_cli("tiles", rc, &b, NULL, 0, 5, tiles);
	cj_buffer_free(&b);
	rc = cj_tiles(NULL, CJ_FORMAT_TEXT, cj_buffer_sink(&b), &e);
	as_cli("all tiles", rc, &b, NULL, 0, 1, alltiles);
	cj_buffer_free(&b);
	rc = cj_explain(rules, CJ_FORMAT_TEXT, cj_buffer_sink(&b), &e);
	as_cli("explain", rc, &b, NULL, 0, 2, explain);
	cj_buffer_free(&b);
	/* An unknown tile: exit 2... or 3, as the command line says, with
	 * its message as the error's text. */
	{
		static const char *const bad[] = { "NO-SUCH", NULL };
		static const char *const badv[] = { "tiles", "NO-SUCH" };
		struct cj_buffer out = { 0 }, err = { 0 };
		char line[1100];

		rc = cj_tiles(bad, CJ_FORMAT_TEXT, cj_buffer_sink(&b), &e);
		CHECK(rc > 1 && rc == cli(NULL, 0, 2, badv, &out, &err) &&
		    e.status == rc);
		snprintf(line, sizeof line, "carcjudge: %s\n", e.text);
		CHECK(err.data != NULL && strncmp(err.data, line,
		    strlen(line)) == 0);
		cj_buffer_free(&out);
		cj_buffer_free(&err);
		cj_buffer_free(&b);
	}
	{
		static const char *const imp[] = { "import", "--turn", "3",
		    "-" };
		size_t jlen;
		char *json = slurp("examples/game.jcz", &jlen);

		rc = cj_import(json, jlen, NULL, 3, cj_buffer_sink(&b), &e);
		as_cli("import", rc, &b, json, jlen, 4, imp);
		CHECK(rc == 0);
		cj_buffer_free(&b);
		free(json);
	}
	cj_position_free(p);
	/* The handle's name is the name the drawing gives. */
	CHECK(cj_position_read(text, len, "w.yaml", NULL, &p, &e) == 0);
	CHECK(cj_draw(p, NULL, CJ_DRAW_SVG, cj_buffer_sink(&b), &e) == 0 &&
	    strstr(b.data, "<title>carcjudge show: w.yaml</title>") != NULL);
	cj_buffer_free(&b);
	cj_position_free(p);
	free(text);
	free(fix);
}

/* A call's answer -- status, output and the error's text -- against the
 * command line's on the same input, also when it fails. */
static void
same_as_cli(const char *what, int rc, const struct cj_buffer *got,
    const struct cj_error *e, const char *text, size_t len, int argc,
    const char *const *argv)
{
	struct cj_buffer out = { 0 }, err = { 0 };
	int want = cli(text, len, argc, argv, &out, &err);
	char line[1100];

	CHECK(rc == want && same(got, &out));
	if (rc != want || !same(got, &out))
		printf("%s: exit %d, command line %d\n%s\n--\n%s\n", what, rc,
		    want, got->data ? got->data : "", out.data ? out.data : "");
	if (rc > 1) {
		snprintf(line, sizeof line, "carcjudge: %s\n", e->text);
		CHECK(e->status == rc && err.data != NULL &&
		    strncmp(err.data, line, strlen(line)) == 0);
	}
	cj_buffer_free(&out);
	cj_buffer_free(&err);
}

/* One read, many calls: the calls work on the handle (a position with
 * its own tiles, which apply writes again and --next may name), and
 * answer as the command line does, under -r too. */
static void
test_one_read(void)
{
	static const char *const moves[] = { "moves", "-r", "farmers=1",
	    "-" };
	static const char *const apply[] = { "apply", "--next", "DEADEND",
	    "-" };
	static const char *const yaml[] = { "moves", "-f", "yaml", "-" };
	static const char *const draw[] = { "show", "-r", "farmers=1", "-f",
	    "text", "-" };
	static const char *const rules1[] = { "farmers=1", NULL };
	struct cj_judge_options r = { rules1, NULL, NULL };
	struct cj_buffer b = { 0 };
	struct cj_position *p = NULL;
	struct cj_error e;
	size_t len;
	char *text = slurp("fixtures/base/own-tiles-road-ends-at-houses.yaml",
	    &len);
	int rc;

	CHECK(cj_position_read(text, len, NULL, NULL, &p, &e) == 0);
	/* The handle needs its text no longer. */
	memset(text, ' ', len);
	free(text);
	text = slurp("fixtures/base/own-tiles-road-ends-at-houses.yaml", &len);
	rc = cj_moves(p, &r, CJ_FORMAT_TEXT, cj_buffer_sink(&b), &e);
	same_as_cli("moves -r", rc, &b, &e, text, len, 4, moves);
	CHECK(rc == 0 && b.len > 0);
	cj_buffer_free(&b);
	rc = cj_moves(p, NULL, CJ_FORMAT_YAML, cj_buffer_sink(&b), &e);
	same_as_cli("moves yaml", rc, &b, &e, text, len, 4, yaml);
	cj_buffer_free(&b);
	rc = cj_apply(p, NULL, "DEADEND", cj_buffer_sink(&b), &e);
	same_as_cli("apply --next own", rc, &b, &e, text, len, 4, apply);
	CHECK(rc == 0 && b.data != NULL && strstr(b.data, "tile DEADEND") !=
	    NULL);
	cj_buffer_free(&b);
	rc = cj_draw(p, &r, CJ_DRAW_TEXT, cj_buffer_sink(&b), &e);
	same_as_cli("show -r", rc, &b, &e, text, len, 6, draw);
	cj_buffer_free(&b);
	/* An unknown next tile: the usage error, as a value. */
	{
		static const char *const bad[] = { "apply", "--next", "DEADEN",
		    "-" };

		rc = cj_apply(p, NULL, "DEADEN", cj_buffer_sink(&b), &e);
		same_as_cli("apply --next bad", rc, &b, &e, text, len, 4, bad);
		CHECK(rc == 2 && strstr(e.text, "DEADEND") != NULL);
		cj_buffer_free(&b);
	}
	cj_position_free(p);
	free(text);
}

/* judge --show: the outcome's text, then the game after the turn drawn;
 * no drawing of an outcome of --compare. */
static void
test_draw_outcome(void)
{
	static const char *const show[] = { "judge", "--show", "-" };
	static const char *const rules1[] = { "farmers=1", NULL };
	struct cj_judge_options c = { rules1, "farmers=1,3", NULL };
	struct cj_buffer b = { 0 };
	struct cj_position *p = NULL;
	struct cj_outcome *o = NULL;
	struct cj_error e;
	size_t len;
	char *text = slurp("fixtures/base/deploy-mage-illegal.yaml", &len);
	int rc;

	CHECK(cj_position_read(text, len, NULL, NULL, &p, &e) == 0);
	rc = cj_judge(p, NULL, &o, &e);
	CHECK(rc == 1 && cj_outcome_write(o, CJ_FORMAT_TEXT,
	    cj_buffer_sink(&b), &e) == 0);
	CHECK(cj_outcome_draw(o, cj_buffer_sink(&b), &e) == 0);
	same_as_cli("judge --show", rc, &b, &e, text, len, 3, show);
	cj_buffer_free(&b);
	cj_outcome_free(o);
	CHECK(cj_judge(p, &c, &o, &e) <= 1 && o != NULL);
	CHECK(cj_outcome_draw(o, cj_buffer_sink(&b), &e) == 2 && b.len == 0);
	cj_outcome_free(o);
	cj_position_free(p);
	free(text);
}

/* What moves refuses of a position judge reads: a part of the action it
 * does not list, at its place. */
static void
test_moves_refusal(void)
{
	static const char text[] = "players: [red, blue]\n"
	    "board: [{tile: E, at: [0, 0]}]\n"
	    "action:\n  player: red\n  wagons: []\n"
	    "  place: {tile: C, at: [0, 1]}\n";
	static const char *const moves[] = { "moves", "-" };
	struct cj_buffer b = { 0 };
	struct cj_position *p = NULL;
	struct cj_error e;
	int rc;

	CHECK(cj_position_read(text, sizeof text - 1, NULL, NULL, &p, &e) ==
	    0);
	rc = cj_moves(p, NULL, CJ_FORMAT_TEXT, cj_buffer_sink(&b), &e);
	same_as_cli("moves refused", rc, &b, &e, text, sizeof text - 1, 2,
	    moves);
	CHECK(rc == 3 && e.line == 5 && e.column == 3 && strstr(e.message,
	    "moves lists turns without 'wagons'") != NULL);
	cj_buffer_free(&b);
	cj_position_free(p);
	/* Read as moves reads it, from a file, as the command line does. */
	{
		static const char *const file[] = { "moves", "-f", "json",
		    "fixtures/base/city-tie.yaml" };

		static const char *const none[] = { "moves", "no/such.yaml" };

		rc = cj_moves_file(none[1], NULL, NULL, CJ_FORMAT_TEXT, NULL,
		    cj_buffer_sink(&b), &e);
		same_as_cli("moves no file", rc, &b, &e, NULL, 0, 2, none);
		CHECK(rc == 4 && b.len == 0);
		cj_buffer_free(&b);
		rc = cj_moves_file(file[3], NULL, NULL, CJ_FORMAT_JSON, NULL,
		    cj_buffer_sink(&b), &e);
		same_as_cli("moves file", rc, &b, &e, NULL, 0, 4, file);
		cj_buffer_free(&b);
	}
	/* fixture of a file, and its usage errors, as the command line. */
	{
		static const char *const fix[] = { "fixture", "-r",
		    "farmers=1", "fixtures/base/city-tie.yaml" };
		static const char *const paths[] = {
		    "fixtures/base/city-tie.yaml", NULL };
		static const char *const bad[] = { "fixture", "--all-rules",
		    "fixtures/base/city-tie.yaml" };
		static const char *const rules1[] = { "farmers=1", NULL };
		struct cj_judge_options r = { rules1, NULL, NULL };

		rc = cj_fixture_files(paths, 0, 0, NULL, &r,
		    cj_buffer_sink(&b), &e);
		same_as_cli("fixture", rc, &b, &e, NULL, 0, 4, fix);
		CHECK(rc == 0 && b.len > 0);
		cj_buffer_free(&b);
		rc = cj_fixture_files(paths, 0, 1, NULL, NULL,
		    cj_buffer_sink(&b), &e);
		same_as_cli("fixture --all-rules", rc, &b, &e, NULL, 0, 3, bad);
		CHECK(rc == 2);
		cj_buffer_free(&b);
	}
}

/* The lookups and the replay as the command line gives them, in JSON,
 * and a fixture that fails, under its name. */
static void
test_lookups(void)
{
	static const char *const ej[] = { "explain", "-f", "json", "--",
	    "BASE-TILE-EMPTY", "FLIER-LAND" };
	static const char *const ids[] = { "BASE-TILE-EMPTY", "FLIER-LAND",
	    NULL };
	static const char *const all[] = { "explain", "-f", "json" };
	static const char *const bad[] = { "explain", "BASE-TILE-EMPTI" };
	static const char *const badids[] = { "BASE-TILE-EMPTI", NULL };
	static const char *const checkv[] = { "check", "-r", "farmers=1",
	    "-" };
	static const char *const rules1[] = { "farmers=1", NULL };
	struct cj_judge_options r = { rules1, NULL, NULL };
	struct cj_buffer b = { 0 };
	struct cj_error e;
	size_t len;
	char *fix;
	int rc;

	rc = cj_explain(ids, CJ_FORMAT_JSON, cj_buffer_sink(&b), &e);
	same_as_cli("explain json", rc, &b, &e, NULL, 0, 6, ej);
	cj_buffer_free(&b);
	/* tiles' options: a rotation, the edges (in either case), none
	 * found, a bad value. */
	{
		static const char *const rot[] = { "tiles", "--rot", "270",
		    "-f", "json", "D", "U" };
		static const char *const du[] = { "D", "U", NULL };
		static const char *const edges[] = { "tiles", "--edges",
		    "crfr" };
		static const char *const none[] = { "tiles", "--edges",
		    "RRRR" };
		static const char *const badrot[] = { "tiles", "--rot",
		    "45" };

		rc = cj_tiles_query(du, 270, NULL, CJ_FORMAT_JSON,
		    cj_buffer_sink(&b), &e);
		same_as_cli("tiles --rot", rc, &b, &e, NULL, 0, 7, rot);
		CHECK(rc == 0);
		cj_buffer_free(&b);
		rc = cj_tiles_query(NULL, 0, "crfr", CJ_FORMAT_TEXT,
		    cj_buffer_sink(&b), &e);
		same_as_cli("tiles --edges", rc, &b, &e, NULL, 0, 3, edges);
		CHECK(rc == 0 && b.len > 0);
		cj_buffer_free(&b);
		rc = cj_tiles_query(NULL, 0, "RRRR", CJ_FORMAT_TEXT,
		    cj_buffer_sink(&b), &e);
		same_as_cli("tiles --edges none", rc, &b, &e, NULL, 0, 3,
		    none);
		cj_buffer_free(&b);
		rc = cj_tiles_query(du, 45, NULL, CJ_FORMAT_TEXT,
		    cj_buffer_sink(&b), &e);
		same_as_cli("tiles --rot 45", rc, &b, &e, NULL, 0, 3, badrot);
		CHECK(rc == 2 && b.len == 0);
	}
	cj_buffer_free(&b);
	rc = cj_explain(NULL, CJ_FORMAT_JSON, cj_buffer_sink(&b), &e);
	same_as_cli("explain all", rc, &b, &e, NULL, 0, 3, all);
	cj_buffer_free(&b);
	rc = cj_explain(badids, CJ_FORMAT_TEXT, cj_buffer_sink(&b), &e);
	same_as_cli("explain bad", rc, &b, &e, NULL, 0, 2, bad);
	CHECK(rc == 2 && b.len == 0);
	cj_buffer_free(&b);
	/* A fixture whose totals differ under farmers=1 or not: the same
	 * lines either way. */
	fix = slurp("fixtures/base/city-tie.yaml", &len);
	rc = cj_replay(fix, len, NULL, &r, cj_buffer_sink(&b), &e);
	same_as_cli("replay -r", rc, &b, &e, fix, len, 4, checkv);
	cj_buffer_free(&b);
	/* Under a name of the caller's: the FAIL line names it. */
	rc = cj_replay(fix, len / 2, "half.yaml", NULL, cj_buffer_sink(&b),
	    &e);
	CHECK(rc > 0 && b.data != NULL && strncmp(b.data, "FAIL half.yaml: ",
	    16) == 0);
	cj_buffer_free(&b);
	free(fix);
}

/* Writes len bytes of text to dir/name; the path, for the caller to
 * free. */
static char *
put_file(const char *dir, const char *name, const char *text, size_t len)
{
	size_t n = strlen(dir) + strlen(name) + 2;
	char *path = malloc(n);
	FILE *f;

	if (path == NULL)
		exit(4);
	snprintf(path, n, "%s/%s", dir, name);
	if ((f = fopen(path, "wb")) == NULL || fwrite(text, 1, len, f) != len ||
	    fclose(f) != 0) {
		printf("cannot write %s\n", path);
		exit(4);
	}
	return path;
}

/* check of paths through cj_check_*, its lines put together as the
 * command line puts them (plan, results in order, summary): the output
 * and status of `check [--tap] PATHS`. */
static int
check_by_calls(const char *const *paths, int tap, struct cj_buffer *b)
{
	struct cj_sink out = cj_buffer_sink(b);
	struct cj_check *c = NULL;
	struct cj_error e;
	char line[64];
	size_t n, i;
	int rc, worst = 0, passed = 0, failed = 0;

	rc = cj_check_open(paths, NULL, NULL, &c, &e);
	if (c == NULL)
		return rc;
	n = cj_check_count(c);
	if (tap) {
		snprintf(line, sizeof line, "TAP version 13\n1..%zu\n", n);
		out.write(out.arg, line, strlen(line));
	}
	for (i = 0; i < n; i++) {
		struct cj_buffer why = { 0 };
		int st = cj_check_replay(c, i, &why, &e);

		/* The status alone, what differs not wanted. */
		CHECK(cj_check_replay(c, i, NULL, NULL) == st);
		CHECK(cj_check_report(c, i, st, why.data, tap, out, &e) == 0);
		if (st == 0)
			passed++;
		else
			failed++;
		worst = st > worst ? st : worst;
		cj_buffer_free(&why);
	}
	/* No fixture n: a usage error, nothing written. */
	{
		struct cj_buffer why = { 0 };
		size_t before = b->len;

		CHECK(cj_check_replay(c, n, &why, &e) == 2 && why.len == 0 &&
		    cj_check_report(c, n, 1, "x", tap, out, &e) == 2 &&
		    e.status == 2 && b->len == before);
	}
	snprintf(line, sizeof line, "%s%d passed, %d failed\n", tap ? "# " :
	    "", passed, failed);
	out.write(out.arg, line, strlen(line));
	cj_check_free(c);
	return worst > rc ? worst : rc;
}

/* check, import and show of files through their calls: the command
 * line's answers, which its subcommands give by these calls alone. */
static void
test_file_calls(void)
{
	const char *tapv[] = { "check", "--tap", NULL, NULL };
	const char *plainv[] = { "check", NULL, NULL };
	static const char *const scoresv[] = { "import", "--scores",
	    "examples/game.jcz" };
	static const char *const showv[] = { "show", "examples/worked.yaml" };
	const char *emptyv[] = { "check", NULL };
	static const char *const refusal = "carcjudge: c.yaml:5:9: error: "
	    "action must be a mapping, not a list\n";
	static const char *const wrong_err = "x.yaml:1:1: error: nothing\n";
	struct cj_import_options scores = { 0, 1 };
	struct cj_buffer b = { 0 };
	struct cj_check *c;
	struct cj_error e;
	char dir[] = "/tmp/test_api.XXXXXX", empty[] = "/tmp/test_api.XXXXXX";
	const char *paths[] = { dir, NULL }, *none[] = { empty, NULL };
	char *fix, *bad, *f[6], *wrong;
	size_t flen, blen, k;
	int rc;

	if (mkdtemp(dir) == NULL || mkdtemp(empty) == NULL) {
		printf("cannot make a directory in /tmp\n");
		exit(4);
	}
	fix = slurp("fixtures/base/city-tie.yaml", &flen);
	bad = slurp("fixtures/invalid/action-list.yaml", &blen);
	/* One that matches, one whose totals are wrong, a refusal as its
	 * .err says, one refused otherwise, and one refused unawares. */
	f[0] = put_file(dir, "a.yaml", fix, flen);
	if ((wrong = strstr(fix, "red: 12")) != NULL)
		wrong[6] = '3';
	f[1] = put_file(dir, "b.yaml", fix, flen);
	f[2] = put_file(dir, "c.yaml", bad, blen);
	f[3] = put_file(dir, "c.err", refusal, strlen(refusal));
	f[4] = put_file(dir, "d.yaml", bad, blen);
	f[5] = put_file(dir, "d.err", wrong_err, strlen(wrong_err));
	CHECK(wrong != NULL);
	tapv[2] = plainv[1] = dir;
	rc = check_by_calls(paths, 1, &b);
	same_as_cli("check --tap", rc, &b, NULL, NULL, 0, 3, tapv);
	CHECK(rc == 1 && b.data != NULL && strstr(b.data, "not ok 2 - ") &&
	    strstr(b.data, "# totals red: expected 13, got 12\n") &&
	    strstr(b.data, "ok 3 - ") && strstr(b.data, "not ok 4 - ") &&
	    strstr(b.data, "# 2 passed, 2 failed\n"));
	cj_buffer_free(&b);
	rc = check_by_calls(paths, 0, &b);
	same_as_cli("check", rc, &b, NULL, NULL, 0, 2, plainv);
	CHECK(b.data != NULL && strstr(b.data, "FAIL ") == b.data);
	cj_buffer_free(&b);
	/* None found: a usage error, as a value. */
	c = (struct cj_check *)&rc;
	emptyv[1] = empty;
	rc = cj_check_open(none, NULL, NULL, &c, &e);
	same_as_cli("check of nothing", rc, &b, &e, NULL, 0, 2, emptyv);
	CHECK(rc == 2 && c == NULL && cj_check_count(NULL) == 0);
	rc = cj_import_file(scoresv[2], NULL, &scores, cj_buffer_sink(&b), &e);
	same_as_cli("import --scores", rc, &b, &e, NULL, 0, 3, scoresv);
	CHECK(rc == 0 && b.len > 0);
	cj_buffer_free(&b);
	scores.turn = 2;
	rc = cj_import_file(scoresv[2], NULL, &scores, cj_buffer_sink(&b), &e);
	CHECK(rc == 2 && strcmp(e.text, "import: --turn and --scores: one or "
	    "the other") == 0);
	cj_buffer_free(&b);
	rc = cj_draw_file(showv[1], NULL, NULL, CJ_DRAW_TEXT,
	    cj_buffer_sink(&b), &e);
	same_as_cli("show", rc, &b, &e, NULL, 0, 2, showv);
	CHECK(rc == 0 && b.len > 0);
	cj_buffer_free(&b);
	for (k = 0; k < 6; k++) {
		remove(f[k]);
		free(f[k]);
	}
	rmdir(dir);
	rmdir(empty);
	free(fix);
	free(bad);
}

/* What a library caller can get wrong, each a usage error as a value (or
 * nothing done), never a crash: no position, no arguments, options that
 * contradict, an --edges that is not four letters, a fixture's text past
 * the default limit (its length is the limit then). */
static void
test_bad_arguments(void)
{
	static const char *const none[] = { NULL };
	static const char *const two[] = { "a.yaml", "b.yaml", NULL };
	static const char *const in_stdin[] = { "a.yaml", "-", NULL };
	static const char *const args[] = { "judge" };
	struct cj_outcome *o = (struct cj_outcome *)&o;
	struct cj_buffer b = { 0 }, why = { 0 };
	struct cj_sink out = cj_buffer_sink(&b);
	struct cj_error e;
	struct cj_io io = { .in_fd = -1 };
	size_t flen, big;
	char *fix, *text;
	int rc;

	cj_position_free(NULL);
	cj_outcome_free(NULL);
	cj_check_free(NULL);
	CHECK(cj_judge(NULL, NULL, &o, &e) == 2 && o == NULL &&
	    e.status == 2 && strcmp(e.text, "no position") == 0);
	CHECK(cj_judge(NULL, NULL, &o, NULL) == 2);
	CHECK(cj_moves(NULL, NULL, CJ_FORMAT_TEXT, out, &e) == 2 &&
	    strcmp(e.text, "no position") == 0);
	CHECK(cj_apply(NULL, NULL, NULL, out, &e) == 2 &&
	    strcmp(e.text, "no position") == 0);
	CHECK(cj_draw(NULL, NULL, CJ_DRAW_SVG, out, &e) == 2 &&
	    strcmp(e.text, "no position") == 0);
	CHECK(cj_check_replay(NULL, 0, &why, &e) == 2 && why.len == 0 &&
	    strcmp(e.text, "no such fixture") == 0);
	CHECK(cj_check_report(NULL, 0, 0, NULL, 1, out, &e) == 2);
	/* cj_run: a negative count, or a count and no vector. */
	CHECK(cj_run(-1, NULL, &io) == 2 && cj_run(1, NULL, &io) == 2);
	/* fixture's options as the command line refuses them, before any
	 * file is looked for. */
	rc = cj_fixture_files(none, 1, 0, NULL, NULL, out, &e);
	CHECK(rc == 2 && strcmp(e.text, "fixture: --in-place needs the files "
	    "to rewrite") == 0);
	rc = cj_fixture_files(in_stdin, 1, 0, NULL, NULL, out, &e);
	CHECK(rc == 2 && strcmp(e.text, "fixture: --in-place cannot rewrite "
	    "standard input") == 0);
	rc = cj_fixture_files(two, 0, 0, NULL, NULL, out, &e);
	CHECK(rc == 2 && strcmp(e.text, "fixture: one position at a time (or "
	    "--in-place)") == 0);
	rc = cj_tiles_query(none, 0, "CRX", CJ_FORMAT_TEXT, out, &e);
	CHECK(rc == 2 && strcmp(e.text, "--edges 'CRX': four letters, the "
	    "edges clockwise from north, each C, R or F") == 0);
	CHECK(b.len == 0);
	/* A fixture past the default limit, padded with a comment: replayed
	 * whole, as the caller gave it all. */
	fix = slurp("fixtures/base/city-tie.yaml", &flen);
	big = (4u << 20) + 1;
	if ((text = malloc(flen + big)) == NULL)
		exit(4);
	memcpy(text, fix, flen);
	text[flen] = '#';
	memset(text + flen + 1, 'x', big - 2);
	text[flen + big - 1] = '\n';
	rc = cj_replay(text, flen + big, "big.yaml", NULL, out, &e);
	CHECK(rc == 0 && b.data != NULL &&
	    strcmp(b.data, "1 passed, 0 failed\n") == 0);
	cj_buffer_free(&b);
	/* --color last, its value missing: a usage error, then the usage. */
	{
		static const char *const color[] = { "--color" };
		struct cj_buffer eout = { 0 }, eerr = { 0 };

		CHECK(cli(NULL, 0, 1, color, &eout, &eerr) == 2 && eout.len == 0
		    && eerr.data != NULL && strncmp(eerr.data, "carcjudge: "
		    "option '--color' needs an argument\nusage: carcjudge ",
		    63) == 0);
		cj_buffer_free(&eout);
		cj_buffer_free(&eerr);
	}
	/* fixture --in-place of a device: not rewritten, and said so. */
	{
		static const char *const dev[] = { "/dev/null", NULL };

		rc = cj_fixture_files(dev, 1, 0, NULL, NULL, out, &e);
		CHECK(rc == 4 && strcmp(e.text, "/dev/null: a device, not a "
		    "regular file: not rewritten") == 0);
		cj_buffer_free(&b);
	}
	/* Standard input past --max-input, given as bytes to cj_run. */
	{
		static const char *const lim[] = { "judge", "--max-input",
		    "10", "-" };
		struct cj_buffer eout = { 0 }, eerr = { 0 };

		CHECK(cli(fix, flen, 4, lim, &eout, &eerr) == 3 &&
		    eout.len == 0 && eerr.data != NULL && strcmp(eerr.data,
		    "carcjudge: <stdin>:1:1: error: input is larger than 10 "
		    "bytes (see --max-input)\n") == 0);
		cj_buffer_free(&eout);
		cj_buffer_free(&eerr);
	}
	/* A bad --compare, as the command line words it; a save past the
	 * default limit, refused as import refuses standard input. */
	{
		struct cj_judge_options cmp = { NULL, "farmers=9", NULL };
		struct cj_position *p = NULL;

		CHECK(cj_position_read(fix, flen, "f.yaml", NULL, &p, &e) == 0);
		CHECK(cj_judge(p, &cmp, &o, &e) == 2 && o == NULL &&
		    strcmp(e.text, "--compare 'farmers=9': farmers is 3 | 2 | 1")
		    == 0);
		cj_position_free(p);
		CHECK(cj_import(text, flen + big, "big.jcz", 0, out, &e) == 3 &&
		    strcmp(e.text, "big.jcz:1:1: error: input is larger than "
		    "4194304 bytes (see --max-input)") == 0 && b.len == 0);
	}
	/* io NULL: no input, and what it prints thrown away. */
	CHECK(cj_run(1, (char *const *)args, NULL) == 3);
	CHECK(cj_run(0, NULL, NULL) == 2);
	free(text);
	free(fix);
}

int
main(void)
{
	test_file_calls();
	test_subcommands();
	test_one_read();
	test_moves_refusal();
	test_draw_outcome();
	test_lookups();
	test_judge();
	test_read_error();
	test_usage_and_sink();
	test_no_thread_run();
	test_bad_arguments();
	CHECK(strcmp(cj_version(), "0.1") == 0);
	return checks_done();
}
