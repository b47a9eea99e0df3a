#include "rng.h"

void tutor_rng_seed(tutor_rng *rng, uint64_t seed) { rng->state = seed; }

uint64_t tutor_rng_next(tutor_rng *rng) {
    uint64_t z = (rng->state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

uint32_t tutor_rng_below(tutor_rng *rng, uint32_t bound) {
    /* Reject the top partial block of 2^32 so every value is equally likely. */
    uint32_t limit = UINT32_MAX - (UINT32_MAX % bound);
    uint32_t x;
    do {
        x = (uint32_t)(tutor_rng_next(rng) >> 32);
    } while (x >= limit);
    return x % bound;
}

int tutor_rng_shuffle_set(tutor_set cards, uint64_t seed, tutor_card *out) {
    int n = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, cards) out[n++] = card;
    tutor_rng rng;
    tutor_rng_seed(&rng, seed);
    /* Fisher-Yates, from the last place down. */
    for (int i = n - 1; i > 0; i--) {
        int j = (int)tutor_rng_below(&rng, (uint32_t)i + 1);
        tutor_card t = out[i];
        out[i] = out[j];
        out[j] = t;
    }
    return n;
}
