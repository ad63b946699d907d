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

struct list {
	char **v;
	size_t n;
};

/* Kept absolute: a target may change directory. */
static void
add(struct list *l, const char *path)
{
	char *abs = realpath(path, NULL);

	if (abs == NULL) {
		perror(path);
		exit(2);
	}
	if ((l->v = realloc(l->v, (l->n + 1) * sizeof *l->v)) == NULL)
		abort();
	l->v[l->n++] = abs;
}

static int
cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* path, or the files in it (sorted; dot files left out). */
static void
gather(struct list *l, const char *path)
{
	struct stat st;
	struct dirent *e;
	size_t first = l->n;
	DIR *d;

	if (stat(path, &st) != 0) {
		perror(path);
		exit(2);
	}
	if (!S_ISDIR(st.st_mode)) {
		add(l, path);
		return;
	}
	if ((d = opendir(path)) == NULL) {
		perror(path);
		exit(2);
	}
	while ((e = readdir(d)) != NULL) {
		char sub[4096];

		if (e->d_name[0] == '.')
			continue;
		snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
		add(l, sub);
	}
	closedir(d);
	if (l->n - first > 1)
		qsort(l->v + first, l->n - first, sizeof *l->v, cmp);
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
	/* The targets may point standard output elsewhere, or work in a
	 * directory of their own: every path is gathered first and made
	 * absolute, and the count goes where standard output pointed at
	 * the start. */
	FILE *report = fdopen(dup(STDOUT_FILENO), "w");
	struct list l = { NULL, 0 };
	size_t i;
	int k;

	if (report == NULL) {
		perror("standard output");
		return 2;
	}
	for (k = 1; k < argc; k++)
		gather(&l, argv[k]);
	for (i = 0; i < l.n; i++) {
		run_file(l.v[i]);
		free(l.v[i]);
	}
	free(l.v);
	fprintf(report, "%zu replayed\n", l.n);
	return fclose(report) != 0;
}
