/* The fuzz targets without libFuzzer: each file named, or each file in a
 * directory named, is run once through LLVMFuzzerTestOneInput.  make check
 * replays tests/fuzz/regress/ so; a finding that comes back crashes or
 * aborts here, under the sanitizers when built with SAN=1. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz.h"

static int
cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void
run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	unsigned char *buf = NULL;
	size_t len = 0, cap = 0, r;

	if (f == NULL) {
		perror(path);
		exit(2);
	}
	do {
		if (len == cap) {
			cap = cap ? 2 * cap : 4096;
			if ((buf = realloc(buf, cap)) == NULL)
				abort();
		}
		r = fread(buf + len, 1, cap - len, f);
		len += r;
	} while (r > 0);
	if (ferror(f)) {
		perror(path);
		exit(2);
	}
	fclose(f);
	LLVMFuzzerTestOneInput(buf, len);
	free(buf);
}

int
main(int argc, char **argv)
{
	/* The targets may point standard output elsewhere: the count goes
	 * where it pointed at the start. */
	FILE *report = fdopen(dup(STDOUT_FILENO), "w");
	int i, n = 0;

	if (report == NULL) {
		perror("standard output");
		return 2;
	}

	for (i = 1; i < argc; i++) {
		struct stat st;
		DIR *d;
		struct dirent *e;
		char **names = NULL;
		size_t k, nn = 0;

		if (stat(argv[i], &st) != 0) {
			perror(argv[i]);
			return 2;
		}
		if (!S_ISDIR(st.st_mode)) {
			run_file(argv[i]);
			n++;
			continue;
		}
		if ((d = opendir(argv[i])) == NULL) {
			perror(argv[i]);
			return 2;
		}
		while ((e = readdir(d)) != NULL) {
			char path[4096];

			if (e->d_name[0] == '.')
				continue;
			snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
			if ((names = realloc(names, (nn + 1) * sizeof *names))
			    == NULL || (names[nn++] = strdup(path)) == NULL)
				abort();
		}
		closedir(d);
		if (nn > 1)
			qsort(names, nn, sizeof *names, cmp);
		for (k = 0; k < nn; k++) {
			run_file(names[k]);
			free(names[k]);
			n++;
		}
		free(names);
	}
	fprintf(report, "%d replayed\n", n);
	return fclose(report) != 0;
}
