/*
 * A whole Texas 42 hand: the auction's rules, the declaration's conditions, who leads, and
 * refusals that leave the hand as it was.
 */
#include <string.h>

#include "check.h"
#include "score_record.h"
#include "texas_42.h"

static const tutor_game *game;

/* Seat 0 holds four doubles, seat 1 three, seats 2 and 3 none. */
static const char *const hands[4][7] = {
    {"6-6", "5-5", "4-4", "3-3", "6-2", "6-5", "6-4"},
    {"1-1", "0-0", "2-2", "6-3", "5-4", "5-3", "4-3"},
    {"6-1", "6-0", "5-2", "5-1", "5-0", "4-2", "4-1"},
    {"4-0", "3-2", "3-1", "3-0", "2-1", "2-0", "1-0"},
};

static tutor_hand start(int dealer) {
    tutor_hand_start at = {0};
    at.dealer = dealer;
    at.deal.seats = 4;
    for (int s = 0; s < 4; s++)
        for (int i = 0; i < 7; i++) {
            tutor_card t;
            CHECK(tutor_card_parse(game, hands[s][i], &t, NULL) == TUTOR_OK);
            at.deal.hands[s] = tutor_set_add(at.deal.hands[s], t);
        }
    tutor_hand hand;
    CHECK(tutor_hand_begin(&hand, game, NULL, &at, NULL) == TUTOR_OK);
    return hand;
}

static const tutor_42_hand *state(const tutor_hand *hand) {
    return (const tutor_42_hand *)(const void *)hand->state.bytes;
}

static tutor_status apply(tutor_hand *hand, tutor_move_kind kind, tutor_card card, int number,
                          tutor_reason *why) {
    tutor_move move = {(uint8_t)kind, card, (int16_t)number};
    tutor_error error;
    return tutor_hand_apply(hand, move, why, &error);
}

enum { MARKS = 100 }; /* a bid of n marks is the number 100 + n */
#define BID(hand, number) apply(&(hand), TUTOR_MOVE_BID, 0, number, NULL)
#define PASS(hand) apply(&(hand), TUTOR_MOVE_PASS_BID, 0, 0, NULL)

/* The declaration's options (contract first, then trump) and its end. */
static tutor_status declare(tutor_hand *hand, const char *trump, const char *contract,
                            tutor_reason *why) {
    tutor_options o;
    tutor_options_init(&o);
    if (trump) CHECK(tutor_options_set(game, &o, "trump", trump, NULL) == TUTOR_OK);
    if (contract) CHECK(tutor_options_set(game, &o, "contract", contract, NULL) == TUTOR_OK);
    const int slots[] = {T42_OPT_CONTRACT, T42_OPT_TRUMP};
    for (int i = 0; i < 2; i++)
        if (o.value[slots[i]] >= 0 &&
            apply(hand, TUTOR_MOVE_OPTION, (tutor_card)slots[i], o.value[slots[i]], why))
            return TUTOR_ERROR;
    return apply(hand, TUTOR_MOVE_DONE, 0, 0, why);
}

/* A refused bid: its reason code, or for a number no bid has none and the error "bad-field";
 * the hand byte for byte as it was. */
static void refused_bid(tutor_hand *hand, int number, tutor_reason_code code, int line) {
    tutor_hand before = *hand;
    tutor_reason why;
    tutor_error error;
    tutor_move bid = {TUTOR_MOVE_BID, 0, (int16_t)number};
    if (tutor_hand_apply(hand, bid, &why, &error) != TUTOR_ERROR)
        fprintf(stderr, "line %d: bid was accepted\n", line);
    CHECK_INT(why.code, code);
    CHECK_STR(error.code, code == TUTOR_REASON_NONE ? "bad-field" : "illegal-action");
    CHECK(memcmp(&before, hand, sizeof before) == 0);
}
#define REFUSED_BID(hand, number, code) refused_bid(&(hand), number, code, __LINE__)

static void test_auction(void) {
    /* Dealer 3: seat 0 bids first, the dealer last. */
    tutor_hand hand = start(3);
    CHECK_INT(tutor_hand_turn(&hand), 0);
    REFUSED_BID(hand, 29, TUTOR_REASON_NONE); /* no bid: 30 to 42 points or marks */
    REFUSED_BID(hand, 43, TUTOR_REASON_NONE);
    REFUSED_BID(hand, MARKS + 3, TUTOR_BAD_BID); /* opening at most 2 marks... */
    CHECK(BID(hand, 31) == TUTOR_OK);
    REFUSED_BID(hand, 31, TUTOR_BAD_BID); /* must be higher */
    CHECK(BID(hand, 42) == TUTOR_OK);     /* 42 is one mark */
    REFUSED_BID(hand, MARKS + 1, TUTOR_BAD_BID);
    REFUSED_BID(hand, MARKS + 3, TUTOR_BAD_BID); /* one mark more at a time */
    CHECK(BID(hand, MARKS + 2) == TUTOR_OK);
    CHECK(PASS(hand) == TUTOR_OK);
    CHECK_INT(state(&hand)->declarer, 2);
    CHECK_INT(tutor_hand_turn(&hand), 2);
    REFUSED_BID(hand, 35, TUTOR_OUT_OF_PHASE);
    tutor_reason why;
    CHECK(apply(&hand, TUTOR_MOVE_PLAY, 0, 0, &why) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_OUT_OF_PHASE);

    /* ...unless the bidder holds four doubles and bids a Plunge. */
    hand = start(3);
    CHECK(BID(hand, MARKS + 4) == TUTOR_OK);
    for (int i = 0; i < 3; i++) CHECK(PASS(hand) == TUTOR_OK);
    CHECK(declare(&hand, "6", "plunge", NULL) == TUTOR_OK);
    CHECK_INT(tutor_hand_turn(&hand), 0);

    /* Every player passes: no hand. */
    hand = start(0);
    for (int i = 0; i < 4; i++) CHECK(PASS(hand) == TUTOR_OK);
    CHECK_STR(tutor_hand_phase(&hand), "over");
    tutor_hand_score score;
    tutor_error error;
    CHECK(tutor_hand_scored(&hand, &score, &error) == TUTOR_OK);
    CHECK_INT(score.scored, 1);
    CHECK_INT(score.line_count, 0);
    static recorded r;
    CHECK(record_score_of(&hand, &r, &error) == TUTOR_OK);
    CHECK_STR(recorded_word_at(&r, "no_hand"), "Every player passed: there is no hand to score.");
}

static void test_declarations(void) {
    /* Nello: only after three passes. Dealer 0: seat 1 first, the dealer (seat 0) last. */
    tutor_hand hand = start(0);
    for (int i = 0; i < 3; i++) CHECK(PASS(hand) == TUTOR_OK);
    CHECK(BID(hand, MARKS + 1) == TUTOR_OK);
    CHECK(declare(&hand, "none", "nello", NULL) == TUTOR_OK);
    CHECK_INT(state(&hand)->play.sitting_out, 2);
    CHECK_INT(tutor_hand_turn(&hand), 0);

    hand = start(0);
    CHECK(BID(hand, MARKS + 1) == TUTOR_OK); /* seat 1, first */
    for (int i = 0; i < 3; i++) CHECK(PASS(hand) == TUTOR_OK);
    tutor_reason why;
    CHECK(declare(&hand, "none", "nello", &why) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_BAD_DECLARATION);
    /* Seat 1 holds three doubles: a Splash at 2 marks, and the partner (seat 3) leads. */
    hand = start(0);
    CHECK(BID(hand, MARKS + 2) == TUTOR_OK);
    for (int i = 0; i < 3; i++) CHECK(PASS(hand) == TUTOR_OK);
    CHECK(declare(&hand, "4", "plunge", &why) == TUTOR_ERROR); /* 3 doubles */
    CHECK_INT(why.code, TUTOR_BAD_DECLARATION);
    CHECK(declare(&hand, "4", "splash", NULL) == TUTOR_OK);
    CHECK_INT(tutor_hand_turn(&hand), 3);
    /* A normal contract needs a trump. */
    hand = start(0);
    CHECK(BID(hand, 30) == TUTOR_OK);
    for (int i = 0; i < 3; i++) CHECK(PASS(hand) == TUTOR_OK);
    CHECK(declare(&hand, NULL, "normal", &why) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_BAD_DECLARATION);
}

/* Whenever a hand says its returns are settled before the end, random play on from there ends
 * with exactly those returns; and seeded hands do settle early, both ways. */
static void test_settled_early(void) {
    int made_early = 0, set_early = 0;
    for (uint64_t seed = 1; seed <= 600; seed++) {
        tutor_hand_start at;
        CHECK(tutor_hand_seeded_start(game, NULL, seed, (int)(seed % 4), &at, NULL) == TUTOR_OK);
        tutor_hand hand;
        CHECK(tutor_hand_begin(&hand, game, NULL, &at, NULL) == TUTOR_OK);
        tutor_rng rng;
        tutor_rng_seed(&rng, seed);
        int settled[TUTOR_MAX_SEATS], said = 0, tricks_left = 0;
        tutor_move legal[TUTOR_MAX_MOVES];
        int n;
        while ((n = tutor_hand_legal(&hand, legal)) > 0) {
            CHECK(tutor_hand_apply(&hand, legal[tutor_rng_below(&rng, (uint32_t)n)], NULL, NULL) ==
                  TUTOR_OK);
            if (said || !tutor_hand_settled(&hand, settled)) continue;
            said = 1;
            tricks_left = tutor_set_size(tutor_hand_holding(&hand, 1));
        }
        tutor_hand_score score;
        CHECK(tutor_hand_scored(&hand, &score, NULL) == TUTOR_OK);
        int over[TUTOR_MAX_SEATS];
        CHECK_INT(tutor_hand_settled(&hand, over), 0); /* the score says it once the hand is over */
        if (!said) continue;
        for (int s = 0; s < 4; s++) CHECK_INT(settled[s], score.returns[s]);
        if (tricks_left > 0 && score.returns[state(&hand)->declarer] > 0) made_early++;
        if (tricks_left > 0 && score.returns[state(&hand)->declarer] < 0) set_early++;
    }
    CHECK(made_early > 0);
    CHECK(set_early > 0);
}

int main(void) {
    game = tutor_game_find("texas-42");
    test_auction();
    test_declarations();
    test_settled_early();
    return check_summary("test_texas_42_hand");
}
