/* seedhash: a seed no input can foresee, and a mixer, for hash tables that
 * hold what an input names (squares, tile ids): with the seed drawn per
 * table, no input can be made of keys that share slots. */
#ifndef CARCJUDGE_SEEDHASH_H
#define CARCJUDGE_SEEDHASH_H

#include <stdint.h>
#include <time.h>

/* MurmurHash3's 64-bit finaliser: every bit of k reaches every bit of
 * the result, the low ones a table's mask keeps included. */
static inline uint64_t
seed_mix(uint64_t k)
{
	k ^= k >> 33;
	k *= UINT64_C(0xff51afd7ed558ccd);
	k ^= k >> 33;
	k *= UINT64_C(0xc4ceb9fe1a85ec53);
	k ^= k >> 33;
	return k;
}

/* A fresh seed: the time to the nanosecond and where this run's stack and
 * salt (the table's own address) happen to be. */
static inline uint64_t
seed_fresh(const void *salt)
{
	struct timespec ts;
	uint64_t s = (uint64_t)(uintptr_t)salt ^ (uint64_t)(uintptr_t)&ts;

	if (clock_gettime(CLOCK_REALTIME, &ts) == 0)
		s ^= (uint64_t)ts.tv_nsec << 20 ^ (uint64_t)ts.tv_sec;
	return seed_mix(s);
}

#endif
