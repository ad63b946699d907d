/* parsefloor: what libyaml alone costs on a file -- every event parsed and
 * dropped -- the floor that judging a position is measured against. */
#include <stdio.h>
#include <stdlib.h>

#include <yaml.h>

int
main(int argc, char **argv)
{
	yaml_parser_t parser;
	yaml_event_t ev;
	FILE *f;
	char *buf;
	long len;
	size_t n = 0;
	int done = 0;

	if (argc != 2 || (f = fopen(argv[1], "rb")) == NULL) {
		fprintf(stderr, "usage: parsefloor FILE\n");
		return 2;
	}
	/* Read whole, as carcjudge does, then parse from memory. */
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
		n++;
	}
	yaml_parser_delete(&parser);
	free(buf);
	printf("%zu events\n", n);
	return 0;
}
