/* fnv-collide: the key blocks of tests/data/fnv-blocks, kept to show how
 * they were made.  Before keys were capped per mapping, the YAML loader
 * found duplicate keys with a hash set keyed by 64-bit FNV-1a folded as
 * h ^ (h >> 32) and masked to the table's size.  The low k bits of FNV-1a's
 * state after a byte depend only on its low k bits before it, so two blocks
 * whose states agree in the low 50 bits keep agreeing whatever follows,
 * and the folded hash's low 18 bits depend on those 50 bits only.  Chaining
 * 17 such pairs (Joux's multicollision) gives 2^17 keys that all land in
 * one slot of any table up to 2^18 slots: a mapping of 100000 of them made
 * the old check quadratic.  Each pair is found by Brent's cycle search on
 * x -> the state after block(x), with no memory.
 *
 *   cc -O2 -o fnv-collide tests/fuzz/fnv-collide.c && ./fnv-collide 17
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define BITS	50
#define MASK	((1ULL << BITS) - 1)
#define BLOCK	10	/* characters of 5 bits: 50 bits */
#define FNV_PRIME	0x100000001b3ULL
#define FNV_BASIS	0xcbf29ce484222325ULL

static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz012345";

static void
block(uint64_t x, char *out)
{
	int i;

	for (i = 0; i < BLOCK; i++, x >>= 5)
		out[i] = alphabet[x & 31];
}

static uint64_t
step(uint64_t state, uint64_t x)
{
	char b[BLOCK];
	int i;

	block(x, b);
	for (i = 0; i < BLOCK; i++) {
		state ^= (unsigned char)b[i];
		state *= FNV_PRIME;
	}
	return state & MASK;
}

/* Two different x with step(s, x1) == step(s, x2); returns 0 on bad luck
 * (the start on the cycle). */
static int
collide(uint64_t s, uint64_t x0, uint64_t *x1, uint64_t *x2,
    uint64_t *next)
{
	uint64_t power = 1, lam = 1, tortoise = x0, hare = step(s, x0), mu, i;
	uint64_t a, b;

	while (tortoise != hare) {
		if (power == lam) {
			tortoise = hare;
			power *= 2;
			lam = 0;
		}
		hare = step(s, hare);
		lam++;
	}
	tortoise = hare = x0;
	for (i = 0; i < lam; i++)
		hare = step(s, hare);
	for (mu = 0; tortoise != hare; mu++) {
		a = tortoise;
		b = hare;
		tortoise = step(s, tortoise);
		hare = step(s, hare);
	}
	if (mu == 0)
		return 0;
	*x1 = a;
	*x2 = b;
	*next = tortoise;
	return 1;
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 17, k;
	uint64_t s = FNV_BASIS & MASK, x1, x2, next, seed = 12345;
	char b1[BLOCK + 1] = { 0 }, b2[BLOCK + 1] = { 0 };

	for (k = 0; k < n; ) {
		seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
		if (!collide(s, (seed >> 14) & MASK, &x1, &x2, &next))
			continue;
		block(x1, b1);
		block(x2, b2);
		printf("%s %s\n", b1, b2);
		fflush(stdout);
		s = next;
		k++;
	}
	return 0;
}
