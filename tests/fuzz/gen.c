/* gen: the structural mutator on its own, to grow a seed corpus.
 *
 *   gen [-v] [-n N] [-s SEED] -o DIR FILE...
 *
 * writes N mutants of each position FILE into DIR (NAME-K.yaml), each one
 * to four rounds of mutate_position() away from its FILE.  With -v only
 * mutants that are valid positions are kept: those reach the judge. */
#include <getopt.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "engine_once.h"
#include "position.h"
#include "rulecat.h"
#include "tiles.h"

#include "fuzz.h"

#define MAXLEN 8192

/* Without libFuzzer: one byte changed, inserted or removed. */
size_t
LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max)
{
	size_t at = size ? (size_t)rand() % size : 0;

	switch (rand() % 3) {
	case 0:
		if (size > 0)
			data[at] = (uint8_t)(rand() % 95 + 32);
		return size;
	case 1:
		if (size < max) {
			memmove(data + at + 1, data + at, size - at);
			data[at] = (uint8_t)(rand() % 95 + 32);
			return size + 1;
		}
		return size;
	default:
		if (size > 0)
			memmove(data + at, data + at + 1, size - at - 1);
		return size ? size - 1 : 0;
	}
}

/* Unused here: gen has no target of its own. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	(void)data;
	(void)size;
	return 0;
}

static size_t
slurp(const char *path, uint8_t *buf, size_t max)
{
	FILE *f = fopen(path, "rb");
	size_t n;

	if (f == NULL) {
		perror(path);
		exit(1);
	}
	n = fread(buf, 1, max, f);
	fclose(f);
	return n;
}

int
main(int argc, char **argv)
{
	struct diag_state quiet;	/* the loader's, never printed */
	struct loadopts lo = { MAXLEN, true, false, false, false, false };
	static uint8_t orig[MAXLEN], buf[MAXLEN];
	const char *dir = NULL;
	unsigned seed = 1, n = 10, k, r, rounds;
	int ch, i, valid_only = 0, kept = 0;

	while ((ch = getopt(argc, argv, "n:o:s:v")) != -1)
		switch (ch) {
		case 'n':
			n = (unsigned)strtoul(optarg, NULL, 10);
			break;
		case 'o':
			dir = optarg;
			break;
		case 's':
			seed = (unsigned)strtoul(optarg, NULL, 10);
			break;
		case 'v':
			valid_only = 1;
			break;
		default:
			goto usage;
		}
	if (dir == NULL || optind == argc)
		goto usage;
	if (!engine_once())
		abort();
	diag_init(&quiet, stderr);
	(void)diag_quiet_begin(&quiet);	/* for the whole process */
	mutate_byte_odds = 0;
	srand(seed);
	for (i = optind; i < argc; i++) {
		size_t olen = slurp(argv[i], orig, MAXLEN), len;
		char *base = strdup(argv[i]), *name = basename(base);
		char *dot = strrchr(name, '.');

		if (dot != NULL)
			*dot = '\0';
		for (k = 0; k < n; k++) {
			struct position p;
			char path[4096];
			FILE *f;

			memcpy(buf, orig, olen);
			len = olen;
			rounds = 1 + (seed + k) % 4;
			for (r = 0; r < rounds; r++)
				len = mutate_position(buf, len, MAXLEN,
				    seed * 7919u + k * 104729u + r);
			if (valid_only) {
				int rc = position_load(&quiet, &p, "gen",
				    (const char *)buf, len, &lo);

				position_free(&p);
				if (rc != 0)
					continue;
			}
			snprintf(path, sizeof path, "%s/%s-%u.yaml", dir, name,
			    k);
			if ((f = fopen(path, "wb")) == NULL ||
			    fwrite(buf, 1, len, f) != len || fclose(f) != 0) {
				perror(path);
				return 1;
			}
			kept++;
		}
		free(base);
	}
	fprintf(stderr, "gen: %d mutants written to %s\n", kept, dir);
	return 0;
usage:
	fprintf(stderr, "usage: gen [-v] [-n N] [-s SEED] -o DIR FILE...\n");
	return 2;
}
