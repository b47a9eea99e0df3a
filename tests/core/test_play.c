/*
 * Trick play replayed from a deal, over thousands of seeded random hands with random legal
 * tiles: every tile ends in exactly one pile, the piles count 42, every trick has the right
 * size, the legal set matches the refusal check, and a refused play changes nothing.
 */
#include <string.h>

#include "check.h"
#include "rng.h"
#include "tutor.h"

static const tutor_game *game;
static long refusals_tried; /* refused tiles played, over every hand */

static const char *contract_of(int variant) {
    static const char *const contracts[] = {"normal", "nello", "sevens", "plunge", "splash"};
    return contracts[(variant / 9) % 5];
}

static tutor_options options_for(int variant) {
    static const char *const trumps[] = {"0", "1", "2", "3", "4", "5", "6", "doubles", "none"};
    tutor_options o;
    tutor_options_init(&o);
    /* Nello and Sevens have no trumps: a trump given for them is refused (test_texas_42). */
    const char *contract = contract_of(variant);
    int trumpless = strcmp(contract, "nello") == 0 || strcmp(contract, "sevens") == 0;
    CHECK(tutor_options_set(game, &o, "trump", trumpless ? "none" : trumps[variant % 9], NULL) ==
          TUTOR_OK);
    CHECK(tutor_options_set(game, &o, "contract", contract, NULL) == TUTOR_OK);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_PLAY, NULL) == TUTOR_OK);
    return o;
}

static void play_one_hand(uint64_t seed, int variant) {
    tutor_options options = options_for(variant);
    tutor_deal deal;
    tutor_rng rng;
    tutor_rng_seed(&rng, seed ^ UINT64_C(0xABCDEF));
    int leader = (int)tutor_rng_below(&rng, 4);
    CHECK(tutor_deal_seeded(game, &options, seed, (int)(seed % 4), &deal, NULL) == TUTOR_OK);
    tutor_play play;
    CHECK(tutor_play_start(&play, game, &options, &deal, leader, NULL) == TUTOR_OK);
    int nello = play.sitting_out != TUTOR_NO_SEAT;
    while (play.turn != TUTOR_NO_SEAT) {
        tutor_set hand = play.hands[play.turn];
        tutor_set legal = tutor_play_legal(&play);
        CHECK(!tutor_set_is_empty(legal));
        CHECK(tutor_set_is_empty(tutor_set_minus(legal, hand)));
        /* A refused tile is refused with a reason and leaves the position as it was. */
        tutor_set refused = tutor_set_minus(hand, legal);
        if (!tutor_set_is_empty(refused)) {
            tutor_play before;
            memcpy(&before, &play, sizeof play);
            tutor_reason why;
            tutor_error error;
            tutor_card wrong = tutor_set_first(refused);
            CHECK(tutor_play_card(&play, wrong, &why, &error) == TUTOR_ERROR);
            CHECK_STR(error.code, "illegal-action");
            /* The reason is the contract's obligation, about this tile, and its witness is a
             * tile the player could play instead. */
            CHECK_INT(why.code, strcmp(contract_of(variant), "sevens") == 0
                                    ? TUTOR_MUST_PLAY_NEAREST_SEVEN
                                    : TUTOR_MUST_FOLLOW);
            CHECK_INT(why.card, wrong);
            CHECK(why.has_witness && tutor_set_has(legal, why.witness));
            CHECK(memcmp(&before, &play, sizeof play) == 0);
            refusals_tried++;
        }
        /* Pick a legal tile at random. */
        int pick = (int)tutor_rng_below(&rng, (uint32_t)tutor_set_size(legal));
        tutor_card card = tutor_set_first(legal);
        for (int i = 0; i < pick; i++) {
            legal = tutor_set_remove(legal, card);
            card = tutor_set_first(legal);
        }
        CHECK(tutor_play_card(&play, card, NULL, NULL) == TUTOR_OK);
    }
    CHECK_INT(play.tricks_done, 7);
    tutor_set all = tutor_set_empty();
    for (int s = 0; s < 4; s++) {
        CHECK(tutor_set_is_empty(tutor_set_and(all, play.piles[s])));
        all = tutor_set_or(all, play.piles[s]);
    }
    for (int t = 0; t < play.tricks_done; t++) {
        CHECK_INT(play.tricks[t].count, nello ? 3 : 4);
        for (int i = 0; i < play.tricks[t].count; i++)
            CHECK(play.tricks[t].seats[i] != play.sitting_out);
    }
    if (nello) {
        CHECK_INT(tutor_set_size(all), 21);
        CHECK_INT(tutor_set_size(play.hands[play.sitting_out]), 7);
    } else {
        CHECK(tutor_set_equal(all, tutor_set_range(28)));
        tutor_count_result a, b;
        CHECK(tutor_play_points(&play, 0x5u, &a, NULL) == TUTOR_OK);
        CHECK(tutor_play_points(&play, 0xAu, &b, NULL) == TUTOR_OK);
        CHECK_INT(a.points + b.points, 42);
    }
    /* Once over, nothing more may be played. */
    tutor_reason why = {0};
    CHECK(tutor_play_card(&play, 0, &why, NULL) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_HAND_OVER);
}

static void test_bad_starts(void) {
    tutor_options options = options_for(4);
    tutor_deal deal;
    tutor_error error;
    tutor_play play;
    CHECK(tutor_deal_seeded(game, &options, 5, 0, &deal, NULL) == TUTOR_OK);
    CHECK(tutor_play_start(&play, game, &options, &deal, 4, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    tutor_deal twice = deal;
    twice.hands[1] = tutor_set_add(twice.hands[1], tutor_set_first(deal.hands[0]));
    CHECK(tutor_play_start(&play, game, &options, &twice, 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "duplicate-card");
    tutor_deal short_hand = deal;
    short_hand.hands[2] = tutor_set_remove(deal.hands[2], tutor_set_first(deal.hands[2]));
    CHECK(tutor_play_start(&play, game, &options, &short_hand, 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    /* Not the mover's tile. */
    CHECK(tutor_play_start(&play, game, &options, &deal, 0, NULL) == TUTOR_OK);
    tutor_reason why;
    CHECK(tutor_play_card(&play, tutor_set_first(deal.hands[1]), &why, &error) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_NOT_IN_HAND);
}

int main(void) {
    game = tutor_game_find("texas-42");
    for (uint64_t seed = 0; seed < 4500; seed++) play_one_hand(seed, (int)(seed % 45));
    /* Hands in which every tile was always legal would check nothing of the refusals. */
    CHECK(refusals_tried > 0);
    test_bad_starts();
    return check_summary("test_play");
}
