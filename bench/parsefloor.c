/* parsefloor: what libyaml alone costs on files -- every event parsed and
 * dropped -- the floor that judging a position is measured against.
 *
 *   parsefloor FILE...       (several files: the sum, in one process)
 *
 * Each file is read whole first, as carcjudge reads it. */
#include <stdio.h>
#include <stdlib.h>

#include <yaml.h>

static int
floor_one(const char *path, size_t *n)
{
	yaml_parser_t parser;
	yaml_event_t ev;
	FILE *f;
	char *buf;
	long len;
	int done = 0;

	if ((f = fopen(path, "rb")) == NULL)
		return 2;
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	rewind(f);
	if ((buf = malloc((size_t)len + 1)) == NULL ||
	    fread(buf, 1, (size_t)len, f) != (size_t)len)
		return 4;
	fclose(f);
	yaml_parser_initialize(&parser);
	yaml_parser_set_input_string(&parser, (unsigned char *)buf,
	    (size_t)len);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev))
			return 3;
		done = ev.type == YAML_STREAM_END_EVENT;
		yaml_event_delete(&ev);
		(*n)++;
	}
	yaml_parser_delete(&parser);
	free(buf);
	return 0;
}

int
main(int argc, char **argv)
{
	size_t n = 0;
	int i;

	if (argc < 2) {
		fprintf(stderr, "usage: parsefloor FILE...\n");
		return 2;
	}
	for (i = 1; i < argc; i++)
		if (floor_one(argv[i], &n) != 0)
			return 3;
	printf("%zu events\n", n);
	return 0;
}
