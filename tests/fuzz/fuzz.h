/* What the fuzz targets share: the entry points libFuzzer calls, a way to
 * report a finding, and the structural mutator (mutate.c). */
#ifndef CARCJUDGE_FUZZ_H
#define CARCJUDGE_FUZZ_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* A finding that is no crash by itself (a failed round trip, an internal
 * error): say what, then abort so that the fuzzer keeps the input. */
static _Noreturn void fuzz_fail(const char *, ...)
    __attribute__((format(printf, 1, 2), unused));

static void
fuzz_fail(const char *fmt, ...)
{
	va_list ap;

	fputs("fuzz: finding: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

/*
 * Mutates a position structurally: the input is read as YAML, one to three
 * changes a position can meet are made (a tile, a square, a rotation, an
 * address, a colour, a rules value swapped; a meeple, a token, a board
 * entry, an action part added, copied or removed; two entries exchanged),
 * and the tree is written again.  Now and then (mutate_byte_odds), or when
 * the input is no YAML tree, libFuzzer's own byte mutations are used.  Returns the
 * new size (at most max).
 */
size_t mutate_position(uint8_t *data, size_t size, size_t max,
    unsigned seed);
/* 1 in mutate_byte_odds mutations is libFuzzer's (0: none, for the
 * generator). */
extern unsigned mutate_byte_odds;
/* The same for the command-line target: its first line is the argument
 * list, the rest the position. */
size_t mutate_cli(uint8_t *data, size_t size, size_t max, unsigned seed);

/* libFuzzer's byte mutations (the generator supplies its own). */
size_t LLVMFuzzerMutate(uint8_t *, size_t, size_t);

#ifdef FUZZ_MUTATOR
size_t LLVMFuzzerCustomMutator(uint8_t *, size_t, size_t, unsigned int);
#define FUZZ_CUSTOM_MUTATOR(fn)						\
size_t									\
LLVMFuzzerCustomMutator(uint8_t *d, size_t n, size_t max, unsigned int s) \
{									\
	return fn(d, n, max, s);					\
}
#else
#define FUZZ_CUSTOM_MUTATOR(fn)
#endif

#endif
