/* carcjudge judge: one position, one verdict; --compare for several
 * readings of a disputed rule side by side. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "input.h"
#include "judge.h"
#include "output.h"
#include "rulecat.h"
#include "show.h"

enum fmt { FMT_TEXT, FMT_YAML, FMT_JSON };

int
parse_max_input(const char *arg, size_t *max)
{
	char *end;
	unsigned long long v = strtoull(arg, &end, 10);

	if (*arg < '0' || *arg > '9' || *end != '\0' || v == 0 ||
	    v > (1ull << 32))
		return diag_usage("--max-input '%s': a number of bytes, 1 to "
		    "4294967296", arg);
	*max = (size_t)v;
	return 0;
}

int
want_color(int fd)
{
	const char *nc = getenv("NO_COLOR");

	return isatty(fd) && (nc == NULL || *nc == '\0');
}

int
read_position(const char *path, const struct rulesconf *ov, size_t max,
    struct position *p, char **text, size_t *len)
{
	const char *name;
	int rc;

	memset(p, 0, sizeof *p);
	*text = NULL;
	if ((rc = input_read(path, max, text, len, &name)) != 0)
		return rc;
	return position_load(p, name, *text, *len, ov, max);
}

int
read_one_position(int argc, char **argv, struct position *p, char **text,
    size_t *len)
{
	static const struct option longopts[] = {
		{ "max-input", required_argument, NULL, 'm' },
		{ NULL, 0, NULL, 0 }
	};
	struct rulesconf ov;
	size_t max = DEFAULT_MAX_INPUT;
	int ch, rc;

	memset(p, 0, sizeof *p);
	*text = NULL;
	settings_defaults(&ov);
	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":", longopts, NULL)) != -1) {
		if (ch != 'm')
			return bad_option(ch, argv);
		if ((rc = parse_max_input(optarg, &max)) != 0)
			return rc;
	}
	if (argc - optind > 1)
		return diag_usage("%s: one position at a time", argv[0]);
	return read_position(optind < argc ? argv[optind] : "-", &ov, max, p,
	    text, len);
}

/* A reading the position does not set that changes its outcome: one line
 * of the text form, so that a table sees where its dispute lies. */
static void
disputed(const struct rulesconf *ov, struct position *p, struct outcome *o)
{
	int s, v, i;

	for (s = 0; s < NSETTINGS; s++) {
		const char *pre = settingdefs[s].trigger;

		/* Only keys whose rules took part in this outcome. */
		if (p->rules.given[s])
			continue;
		for (i = 0; i < rulecat_count(); i++)
			if (strncmp(rulecat_at(i)->id, pre, strlen(pre)) == 0 &&
			    outcome_cites(o, rulecat_at(i)->id))
				break;
		if (i == rulecat_count())
			continue;
		for (v = 1; v < settingdefs[s].nvalues; v++) {
			struct rulesconf alt = *ov;
			struct position q;
			struct outcome r = { 0 };
			char line[300];
			int n, rc;

			alt.v[s] = v;
			alt.given[s] = true;
			diag_quiet++;
			rc = position_build(&q, p->file, p->root, false, &alt);
			if (rc == 0)
				rc = judge_position(&q, &r);
			diag_quiet--;
			if (rc == 0 || rc == 1) {
				bool differ = r.legal != o->legal;

				for (i = 0; i < q.nplayers; i++)
					differ |= r.totals[i] != o->totals[i];
				if (differ) {
					n = snprintf(line, sizeof line,
					    "with %s=%s: ", settingdefs[s].key,
					    settingdefs[s].values[v]);
					if (r.legal != o->legal)
						n += snprintf(line + n,
						    sizeof line - n, "%s%s",
						    r.legal ? "legal" :
						    "illegal", r.legal ?
						    ", " : "");
					if (r.legal)
						for (i = 0; i < q.nplayers; i++)
							n += snprintf(line + n,
							    sizeof line - n,
							    "%s%s %d", i ?
							    ", " : "",
							    color_name[q.players[
							    i].color],
							    r.totals[i]);
					outcome_note(o, "%s (this position "
					    "does not set %s; the default is "
					    "%s)", line, settingdefs[s].key,
					    settingdefs[s].values[0]);
				}
				outcome_free(&r);
			}
			position_free(&q);
		}
	}
}

static int
parse_compare(const char *arg, int *setting, int *values, int *n)
{
	char key[64], *list, *tok, *save;
	const char *eq = strchr(arg, '=');

	*n = 0;
	if (eq == NULL || eq == arg || (size_t)(eq - arg) >= sizeof key)
		return diag_usage("--compare '%s': expected KEY=V1,V2", arg);
	memcpy(key, arg, eq - arg);
	key[eq - arg] = '\0';
	if ((*setting = settings_find(key)) < 0)
		return diag_usage("--compare '%s': unknown rules key '%s'", arg,
		    key);
	if ((list = strdup(eq + 1)) == NULL)
		abort();
	for (tok = strtok_r(list, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		int v = settings_value(*setting, tok);

		if (v < 0 || *n == 8) {
			free(list);
			if (*n == 8)
				return diag_usage("--compare '%s': at most 8 "
				    "readings", arg);
			return diag_usage("--compare '%s': %s is %s", arg, key,
			    settings_choices(*setting));
		}
		values[(*n)++] = v;
	}
	free(list);
	if (*n == 0)
		return diag_usage("--compare '%s': no values", arg);
	return 0;
}

static void
emit(enum fmt fmt, const struct position *p, const struct outcome *o,
    const char *reading, bool last)
{
	if (fmt == FMT_JSON)
		output_json(stdout, p, o, reading, last);
	else if (fmt == FMT_YAML)
		output_yaml(stdout, p, o, reading);
	else
		output_text(stdout, p, o, reading, want_color(1));
}

/* One document of a YAML sequence: the document indented under "- ". */
static void
yaml_item(const struct position *p, const struct outcome *o,
    const char *reading)
{
	char *buf = NULL, *line, *save;
	size_t len = 0;
	FILE *m = open_memstream(&buf, &len);
	bool first = true;

	if (m == NULL)
		abort();
	output_yaml(m, p, o, reading);
	fclose(m);
	for (line = strtok_r(buf, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save)) {
		printf("%s%s\n", first ? "- " : "  ", line);
		first = false;
	}
	free(buf);
}

int
cmd_judge(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "rules", required_argument, NULL, 'r' },
		{ "compare", required_argument, NULL, 'c' },
		{ "show", no_argument, NULL, 's' },
		{ "max-input", required_argument, NULL, 'm' },
		{ NULL, 0, NULL, 0 }
	};
	struct rulesconf ov;
	enum fmt fmt = FMT_TEXT;
	size_t max = DEFAULT_MAX_INPUT, len;
	int ch, rc, setting = -1, values[8], nvalues = 0, i, worst = 0;
	bool show = false;
	const char *compare = NULL, *path;
	char *text = NULL;

	settings_defaults(&ov);
	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":f:r:", longopts, NULL)) != -1)
		switch (ch) {
		case 'f':
			if (strcmp(optarg, "text") == 0)
				fmt = FMT_TEXT;
			else if (strcmp(optarg, "yaml") == 0)
				fmt = FMT_YAML;
			else if (strcmp(optarg, "json") == 0)
				fmt = FMT_JSON;
			else
				return diag_usage("-f '%s': text, yaml or "
				    "json", optarg);
			break;
		case 'r':
			if ((rc = settings_override(&ov, optarg)) != 0)
				return rc;
			break;
		case 'c':
			compare = optarg;
			break;
		case 's':
			show = true;
			break;
		case 'm':
			if ((rc = parse_max_input(optarg, &max)) != 0)
				return rc;
			break;
		default:
			return bad_option(ch, argv);
		}
	if (argc - optind > 1)
		return diag_usage("judge: one position at a time");
	/* --show draws for people: the documents stay pure for scripts. */
	if (fmt != FMT_TEXT)
		show = false;
	if (compare != NULL &&
	    (rc = parse_compare(compare, &setting, values, &nvalues)) != 0)
		return rc;
	path = optind < argc ? argv[optind] : "-";
	if (compare == NULL) {
		struct position p;
		struct outcome o;

		rc = read_position(path, &ov, max, &p, &text, &len);
		if (rc == 0 && (rc = judge_position(&p, &o)) <= 1) {
			if (fmt == FMT_TEXT)
				disputed(&ov, &p, &o);
			emit(fmt, &p, &o, NULL, true);
			if (show)
				show_board(stdout, &p, want_color(1));
			outcome_free(&o);
		}
		position_free(&p);
		free(text);
		return rc;
	}
	/* --compare: every reading judged; output only if all are valid,
	 * so that nothing partial is written. */
	{
		struct position ps[8];
		struct outcome os[8];
		char readings[8][80];
		const char *name;

		if ((rc = input_read(path, max, &text, &len, &name)) != 0)
			return rc;
		memset(ps, 0, sizeof ps);
		for (i = 0; i < nvalues && rc <= 1; i++) {
			struct rulesconf alt = ov;

			alt.v[setting] = values[i];
			alt.given[setting] = true;
			snprintf(readings[i], sizeof readings[i], "%s=%s",
			    settingdefs[setting].key,
			    settingdefs[setting].values[values[i]]);
			/* One parse; every reading builds on its tree. */
			rc = i == 0 ? position_load(&ps[i], name, text, len,
			    &alt, max) : position_build(&ps[i], name,
			    ps[0].root, false, &alt);
			if (rc == 0)
				rc = judge_position(&ps[i], &os[i]);
			if (rc > 1)
				position_free(&ps[i]);
			else if (rc > worst)
				worst = rc;
		}
		if (rc <= 1) {
			if (fmt == FMT_JSON)
				fputs("[\n", stdout);
			for (i = 0; i < nvalues; i++) {
				if (fmt == FMT_YAML)
					yaml_item(&ps[i], &os[i], readings[i]);
				else {
					if (fmt == FMT_TEXT && i > 0)
						putchar('\n');
					emit(fmt, &ps[i], &os[i], readings[i],
					    i + 1 == nvalues);
				}
			}
			if (fmt == FMT_JSON)
				fputs("]\n", stdout);
			else if (fmt == FMT_TEXT) {
				printf("\nSide by side:\n");
				for (i = 0; i < nvalues; i++) {
					int k;

					printf("  %-36s %-8s", readings[i],
					    os[i].legal ? "legal" : "illegal");
					for (k = 0; k < ps[i].nplayers; k++)
						printf("%s%s %d", k ? ", " :
						    " ", color_name[
						    ps[i].players[k].color],
						    os[i].totals[k]);
					putchar('\n');
				}
			}
			rc = worst;
		}
		/* The first owns the tree the others borrow: free it last. */
		for (i = nvalues - 1; i >= 0; i--)
			if (ps[i].file != NULL) {
				outcome_free(&os[i]);
				position_free(&ps[i]);
			}
		free(text);
		return rc;
	}
}
