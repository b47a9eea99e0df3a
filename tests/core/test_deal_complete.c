/*
 * Partial deals completed from a seed (tutor_deal_complete): the given cards stay where they
 * were given, every hand and the rest get the sizes of the game's own deal, every card of the
 * pack ends in exactly one place, the same seed completes the same way (a recorded completion
 * guards that across platforms), and bad partial deals are refused by name without touching
 * the result.
 */
#include <string.h>

#include "check.h"

#include "cards.h" /* after check.h, whose checks it uses */

static tutor_options options_of(const char *name, const char *value) {
    tutor_options o;
    tutor_options_init(&o);
    if (name) CHECK(tutor_options_set(game, &o, name, value, NULL) == TUTOR_OK);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_COUNTING, NULL) == TUTOR_OK);
    return o;
}

static tutor_deal empty_partial(const tutor_options *o) {
    tutor_deal partial;
    memset(&partial, 0, sizeof partial);
    partial.seats = tutor_seats(game, o);
    return partial;
}

/* Every card of the pack in exactly one place, and the places of the seeded deal's sizes. */
static void check_whole(const tutor_options *o, const tutor_deal *deal, uint64_t seed) {
    tutor_deal seeded;
    CHECK(tutor_deal_seeded(game, o, seed, 0, &seeded, NULL) == TUTOR_OK);
    tutor_set all = deal->rest;
    int total = tutor_set_size(deal->rest);
    CHECK_INT(tutor_set_size(deal->rest), tutor_set_size(seeded.rest));
    for (int s = 0; s < deal->seats; s++) {
        CHECK_INT(tutor_set_size(deal->hands[s]), tutor_set_size(seeded.hands[s]));
        all = tutor_set_or(all, deal->hands[s]);
        total += tutor_set_size(deal->hands[s]);
    }
    CHECK(tutor_set_equal(all, tutor_pack(game, o)));
    CHECK_INT(total, tutor_set_size(tutor_pack(game, o)));
}

static int contains(tutor_set outer, tutor_set inner) {
    return tutor_set_is_empty(tutor_set_minus(inner, outer));
}

/* Nothing given: the game's own seeded deal, for every game and several seeds and dealers. */
static void test_nothing_given_is_the_seeded_deal(void) {
    for (int g = 0; g < tutor_game_count(); g++) {
        game = tutor_game_at(g);
        tutor_options o = options_of(NULL, NULL);
        for (uint64_t seed = 0; seed < 20; seed++) {
            int dealer = (int)(seed % (uint64_t)tutor_seats(game, &o));
            tutor_deal partial = empty_partial(&o), completed, seeded;
            CHECK(tutor_deal_complete(game, &o, seed, dealer, &partial, &completed, NULL) ==
                  TUTOR_OK);
            CHECK(tutor_deal_seeded(game, &o, seed, dealer, &seeded, NULL) == TUTOR_OK);
            CHECK(memcmp(&completed, &seeded, sizeof seeded) == 0);
        }
    }
}

/* Some cards given, in every game: they stay put and the deal is whole. */
static void test_given_cards_stay(void) {
    for (int g = 0; g < tutor_game_count(); g++) {
        game = tutor_game_at(g);
        tutor_options o = options_of(NULL, NULL);
        tutor_deal seeded;
        CHECK(tutor_deal_seeded(game, &o, 99, 0, &seeded, NULL) == TUTOR_OK);
        /* Give seat 1 the first card of seat 0's seeded hand, and the rest its first card. */
        tutor_deal partial = empty_partial(&o), completed;
        partial.hands[1] = tutor_set_of(tutor_set_first(seeded.hands[0]));
        if (!tutor_set_is_empty(seeded.rest))
            partial.rest = tutor_set_of(tutor_set_first(seeded.rest));
        for (uint64_t seed = 1; seed <= 30; seed++) {
            CHECK(tutor_deal_complete(game, &o, seed, 0, &partial, &completed, NULL) == TUTOR_OK);
            CHECK(contains(completed.hands[1], partial.hands[1]));
            CHECK(contains(completed.rest, partial.rest));
            check_whole(&o, &completed, seed);
        }
    }
}

/* Texas 42: the learner's hand given in full and two other tiles; a recorded completion. */
static void test_recorded_completion(void) {
    game = tutor_game_find("texas-42");
    tutor_options o = options_of("trump", "5");
    tutor_deal partial = empty_partial(&o), completed, again;
    partial.hands[0] = set_of("6-1");
    partial.hands[1] = set_of("6-4 6-2 3-3 2-0 5-5 4-4 1-1");
    partial.hands[2] = set_of("6-6");
    partial.hands[3] = set_of("6-0 6-3");
    CHECK(tutor_deal_complete(game, &o, 7, 3, &partial, &completed, NULL) == TUTOR_OK);
    check_whole(&o, &completed, 7);
    CHECK(tutor_set_equal(completed.hands[1], partial.hands[1]));
    /* Seats filled in order from the free tiles shuffled by seed 7; recorded once, so a change
     * to the shuffle, the order of the free tiles or the filling order shows here. */
    CHECK(tutor_set_equal(completed.hands[0], set_of("6-1 1-0 4-2 4-3 5-0 5-2 5-3")));
    CHECK(tutor_set_equal(completed.hands[2], set_of("6-6 0-0 2-1 3-1 3-2 5-1 5-4")));
    CHECK(tutor_set_equal(completed.hands[3], set_of("6-0 6-3 2-2 3-0 4-0 4-1 6-5")));
    CHECK(tutor_deal_complete(game, &o, 7, 3, &partial, &again, NULL) == TUTOR_OK);
    CHECK(memcmp(&completed, &again, sizeof again) == 0);
    /* Another seed deals the free tiles otherwise, the given ones never. */
    CHECK(tutor_deal_complete(game, &o, 8, 3, &partial, &again, NULL) == TUTOR_OK);
    CHECK(!tutor_set_equal(completed.hands[0], again.hands[0]));
    CHECK(tutor_set_equal(again.hands[1], partial.hands[1]));
    /* The deal may be completed in place. */
    again = partial;
    CHECK(tutor_deal_complete(game, &o, 7, 3, &again, &again, NULL) == TUTOR_OK);
    CHECK(memcmp(&completed, &again, sizeof again) == 0);
}

/* French Tarot: a chien given in full stays the chien; sizes follow the players option. */
static void test_rest_and_sizes(void) {
    game = tutor_game_find("french-tarot");
    tutor_options four = options_of("players", "4"), five = options_of("players", "5");
    tutor_deal partial = empty_partial(&four), completed;
    partial.rest = set_of("T21 T1 FOOL HK DK SK");
    CHECK(tutor_deal_complete(game, &four, 5, 0, &partial, &completed, NULL) == TUTOR_OK);
    CHECK(tutor_set_equal(completed.rest, partial.rest));
    CHECK_INT(tutor_set_size(completed.hands[3]), 18);
    check_whole(&four, &completed, 5);
    partial = empty_partial(&five);
    partial.hands[4] = set_of("T21");
    CHECK(tutor_deal_complete(game, &five, 5, 0, &partial, &completed, NULL) == TUTOR_OK);
    CHECK_INT(completed.seats, 5);
    CHECK_INT(tutor_set_size(completed.hands[4]), 15);
    CHECK_INT(tutor_set_size(completed.rest), 3);
    check_whole(&five, &completed, 5);
}

/* A refused partial deal: the error names the seat and card, and *deal is left as it was. */
static void check_refused(const tutor_options *o, const tutor_deal *partial, const char *code,
                          const char *words) {
    tutor_deal deal, before;
    memset(&deal, 0xA5, sizeof deal);
    before = deal;
    tutor_error error = {0};
    CHECK(tutor_deal_complete(game, o, 1, 0, partial, &deal, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, code);
    CHECK_CONTAINS(error.message, words);
    CHECK(memcmp(&deal, &before, sizeof deal) == 0);
}

static void test_refusals(void) {
    game = tutor_game_find("texas-42");
    tutor_options o = options_of("trump", "5");
    tutor_deal partial = empty_partial(&o);
    partial.hands[0] = set_of("6-1 6-2");
    partial.hands[2] = set_of("6-2");
    check_refused(&o, &partial, "duplicate-card", "6-2 is given to seat 0 and again to seat 2");

    partial = empty_partial(&o);
    partial.hands[1] = set_of("0-0 1-1 2-2 3-3 4-4 5-5 6-6 6-5");
    check_refused(&o, &partial, "bad-field", "Too many cards for seat 1: 8 are given");

    partial = empty_partial(&o);
    partial.rest = set_of("0-0");
    check_refused(&o, &partial, "bad-field", "Too many cards for the rest: 1 are given");

    partial = empty_partial(&o);
    partial.seats = 3;
    check_refused(&o, &partial, "bad-field", "deals 4 hands, not 3");

    tutor_deal deal;
    tutor_error error;
    partial = empty_partial(&o);
    CHECK(tutor_deal_complete(game, &o, 1, 4, &partial, &deal, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");

    /* Burro's 40-card pack has no 8s: an 8 given to a seat is not in the pack. */
    game = tutor_game_find("burro");
    tutor_options forty = options_of("deck", "40");
    partial = empty_partial(&forty);
    partial.hands[2] = set_of("S8");
    check_refused(&forty, &partial, "unknown-card", "given to seat 2, is not in the pack");
    tutor_options forty_eight = options_of("deck", "48");
    CHECK(tutor_deal_complete(game, &forty_eight, 1, 0, &partial, &deal, NULL) == TUTOR_OK);
    CHECK(tutor_set_has(deal.hands[2], tutor_set_first(partial.hands[2])));
    check_whole(&forty_eight, &deal, 1);
}

int main(void) {
    test_nothing_given_is_the_seeded_deal();
    test_given_cards_stay();
    test_recorded_completion();
    test_rest_and_sizes();
    test_refusals();
    return check_summary("test_deal_complete");
}
