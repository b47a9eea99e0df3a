/*
 * rng.h: the seeded generator behind every dealt hand.
 *
 * SplitMix64 uses only 64-bit integer arithmetic, so the same seed gives the same sequence
 * natively and in WebAssembly. Bounded draws use rejection, so shuffles carry no modulo bias.
 */
#ifndef TUTOR_RNG_H
#define TUTOR_RNG_H

#include <stdint.h>

#include "cardset.h"

typedef struct {
    uint64_t state;
} tutor_rng;

void tutor_rng_seed(tutor_rng *rng, uint64_t seed);
uint64_t tutor_rng_next(tutor_rng *rng);
/* A uniform integer in [0, bound), bound > 0. */
uint32_t tutor_rng_below(tutor_rng *rng, uint32_t bound);
/* The cards of a set in card order, shuffled from a seed, into out; returns how many. Where each
 * card goes depends only on the seed and the count, so seeds keep their deals when a pack has
 * gaps. */
int tutor_rng_shuffle_set(tutor_set cards, uint64_t seed, tutor_card *out);

#endif
