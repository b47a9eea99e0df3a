/* The seeded generator: fixed outputs for fixed seeds (so every platform deals alike),
 * shuffles that are permutations, and seeded deals that give every tile to one seat. */
#include "check.h"
#include "rng.h"
#include "tutor.h"

int main(void) {
    tutor_rng rng;
    /* SplitMix64's published first output for seed 0; the WebAssembly build must match. */
    tutor_rng_seed(&rng, 0);
    CHECK(tutor_rng_next(&rng) == UINT64_C(0xE220A8397B1DCDAF));
    tutor_rng_seed(&rng, 1234567);
    CHECK(tutor_rng_next(&rng) == UINT64_C(0x599ED017FB08FC85));

    /* A shuffle is a permutation, and different seeds give different orders. */
    tutor_card a[80], b[80];
    CHECK_INT(tutor_rng_shuffle_set(tutor_set_range(80), 7, a), 80);
    CHECK_INT(tutor_rng_shuffle_set(tutor_set_range(80), 8, b), 80);
    tutor_set seen = tutor_set_empty();
    int same = 1;
    for (int i = 0; i < 80; i++) {
        seen = tutor_set_add(seen, a[i]);
        same = same && a[i] == b[i];
    }
    CHECK_INT(tutor_set_size(seen), 80);
    CHECK(!same);

    /* Bounded draws stay in range and reach both ends. */
    int low = 0, high = 0, in_range = 1;
    for (int i = 0; i < 10000; i++) {
        uint32_t x = tutor_rng_below(&rng, 7);
        in_range = in_range && x < 7;
        low += x == 0;
        high += x == 6;
    }
    CHECK(in_range && low > 0 && high > 0);

    /* A seeded 42 deal: four hands of seven, disjoint, covering the set; same seed, same deal. */
    const tutor_game *game = tutor_game_find("texas-42");
    tutor_options options;
    tutor_options_init(&options);
    tutor_deal d1, d2;
    CHECK(tutor_deal_seeded(game, &options, 99, 0, &d1, NULL) == TUTOR_OK);
    CHECK(tutor_deal_seeded(game, &options, 99, 0, &d2, NULL) == TUTOR_OK);
    tutor_set all = tutor_set_empty();
    for (int s = 0; s < 4; s++) {
        CHECK_INT(tutor_set_size(d1.hands[s]), 7);
        CHECK(tutor_set_is_empty(tutor_set_and(all, d1.hands[s])));
        all = tutor_set_or(all, d1.hands[s]);
        CHECK(tutor_set_equal(d1.hands[s], d2.hands[s]));
    }
    CHECK(tutor_set_equal(all, tutor_set_range(28)));
    /* The dealer draws last: moving the dealer moves who gets which seven. */
    tutor_deal d3;
    CHECK(tutor_deal_seeded(game, &options, 99, 1, &d3, NULL) == TUTOR_OK);
    CHECK(tutor_set_equal(d1.hands[0], d3.hands[1])); /* dealer's hand: the last seven */
    CHECK(tutor_set_equal(d1.hands[1], d3.hands[2])); /* dealer's left: the first seven */
    tutor_error error;
    CHECK(tutor_deal_seeded(game, &options, 99, 4, &d3, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    return check_summary("test_rng");
}
