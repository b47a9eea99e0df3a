/*
 * A whole Texas 42 hand: the auction's rules, the declaration's conditions, who leads, and
 * refusals that leave the hand as it was.
 */
#include "check.h"
#include "tutor.h"

static const tutor_game *game;

/* Seat 0 holds four doubles, seat 1 three, seats 2 and 3 none. */
static const char *const hands[4][7] = {
    {"6-6", "5-5", "4-4", "3-3", "6-2", "6-5", "6-4"},
    {"1-1", "0-0", "2-2", "6-3", "5-4", "5-3", "4-3"},
    {"6-1", "6-0", "5-2", "5-1", "5-0", "4-2", "4-1"},
    {"4-0", "3-2", "3-1", "3-0", "2-1", "2-0", "1-0"},
};

static tutor_42_hand start(int dealer) {
    tutor_deal deal = {0};
    deal.seats = 4;
    for (int s = 0; s < 4; s++)
        for (int i = 0; i < 7; i++) {
            tutor_card t;
            CHECK(tutor_card_parse(game, hands[s][i], &t, NULL) == TUTOR_OK);
            deal.hands[s] = tutor_set_add(deal.hands[s], t);
        }
    tutor_42_hand hand;
    CHECK(tutor_42_hand_start(&hand, &deal, dealer, NULL) == TUTOR_OK);
    return hand;
}

static tutor_42_bid points(int p) { tutor_42_bid b = {p, 0}; return b; }
static tutor_42_bid marks(int m) { tutor_42_bid b = {0, m}; return b; }
static const tutor_42_bid pass = {0, 0};

static tutor_options declaration(const char *trump, const char *contract) {
    tutor_options o;
    tutor_options_init(&o);
    if (trump) CHECK(tutor_options_set(game, &o, "trump", trump, NULL) == TUTOR_OK);
    if (contract) CHECK(tutor_options_set(game, &o, "contract", contract, NULL) == TUTOR_OK);
    return o;
}

static void refused_bid(tutor_42_hand *hand, tutor_42_bid bid, tutor_reason_code code, int line) {
    tutor_42_hand before = *hand;
    tutor_reason why;
    tutor_error error;
    if (tutor_42_hand_bid(hand, bid, &why, &error) != TUTOR_ERROR)
        fprintf(stderr, "line %d: bid was accepted\n", line);
    CHECK_INT(why.code, code);
    CHECK_INT(hand->bids_made, before.bids_made);
    CHECK_INT(hand->declarer, before.declarer);
}
#define REFUSED_BID(hand, bid, code) refused_bid(&(hand), bid, code, __LINE__)

static void test_auction(void) {
    /* Dealer 3: seat 0 bids first, the dealer last. */
    tutor_42_hand hand = start(3);
    CHECK_INT(tutor_42_hand_turn(&hand), 0);
    REFUSED_BID(hand, points(29), TUTOR_BAD_BID);
    REFUSED_BID(hand, points(43), TUTOR_BAD_BID);
    REFUSED_BID(hand, marks(3), TUTOR_BAD_BID);     /* opening at most 2 marks... */
    CHECK(tutor_42_hand_bid(&hand, points(31), NULL, NULL) == TUTOR_OK);
    REFUSED_BID(hand, points(31), TUTOR_BAD_BID);   /* must be higher */
    CHECK(tutor_42_hand_bid(&hand, points(42), NULL, NULL) == TUTOR_OK); /* 42 is one mark */
    REFUSED_BID(hand, marks(1), TUTOR_BAD_BID);
    REFUSED_BID(hand, marks(3), TUTOR_BAD_BID);     /* one mark more at a time */
    CHECK(tutor_42_hand_bid(&hand, marks(2), NULL, NULL) == TUTOR_OK);
    CHECK(tutor_42_hand_bid(&hand, pass, NULL, NULL) == TUTOR_OK);
    CHECK_INT(hand.declarer, 2);
    CHECK_INT(tutor_42_hand_turn(&hand), 2);
    REFUSED_BID(hand, points(35), TUTOR_OUT_OF_PHASE);
    tutor_reason why;
    CHECK(tutor_42_hand_play(&hand, 0, &why, NULL) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_OUT_OF_PHASE);

    /* ...unless the bidder holds four doubles and bids a Plunge. */
    hand = start(3);
    CHECK(tutor_42_hand_bid(&hand, marks(4), NULL, NULL) == TUTOR_OK);
    for (int i = 0; i < 3; i++) CHECK(tutor_42_hand_bid(&hand, pass, NULL, NULL) == TUTOR_OK);
    tutor_options plunge = declaration("6", "plunge");
    CHECK(tutor_42_hand_declare(&hand, &plunge, NULL, NULL) == TUTOR_OK);
    CHECK_INT(tutor_42_hand_turn(&hand), 0);

    /* Every player passes: no hand. */
    hand = start(0);
    for (int i = 0; i < 4; i++) CHECK(tutor_42_hand_bid(&hand, pass, NULL, NULL) == TUTOR_OK);
    CHECK_INT(hand.phase, TUTOR_42_OVER);
    int count;
    tutor_42_score score;
    tutor_error error;
    CHECK(tutor_42_hand_score(&hand, &count, &score, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "no-hand");
}

static void test_declarations(void) {
    /* Nello: only after three passes. Dealer 0: seat 1 first, the dealer (seat 0) last. */
    tutor_42_hand hand = start(0);
    for (int i = 0; i < 3; i++) CHECK(tutor_42_hand_bid(&hand, pass, NULL, NULL) == TUTOR_OK);
    CHECK(tutor_42_hand_bid(&hand, marks(1), NULL, NULL) == TUTOR_OK);
    tutor_options nello = declaration("none", "nello");
    CHECK(tutor_42_hand_declare(&hand, &nello, NULL, NULL) == TUTOR_OK);
    CHECK_INT(hand.play.sitting_out, 2);
    CHECK_INT(tutor_42_hand_turn(&hand), 0);

    hand = start(0);
    CHECK(tutor_42_hand_bid(&hand, marks(1), NULL, NULL) == TUTOR_OK); /* seat 1, first */
    for (int i = 0; i < 3; i++) CHECK(tutor_42_hand_bid(&hand, pass, NULL, NULL) == TUTOR_OK);
    tutor_reason why;
    CHECK(tutor_42_hand_declare(&hand, &nello, &why, NULL) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_BAD_DECLARATION);
    /* Seat 1 holds three doubles: a Splash at 2 marks, and the partner (seat 3) leads. */
    hand = start(0);
    CHECK(tutor_42_hand_bid(&hand, marks(2), NULL, NULL) == TUTOR_OK);
    for (int i = 0; i < 3; i++) CHECK(tutor_42_hand_bid(&hand, pass, NULL, NULL) == TUTOR_OK);
    tutor_options plunge = declaration("4", "plunge");
    CHECK(tutor_42_hand_declare(&hand, &plunge, &why, NULL) == TUTOR_ERROR); /* 3 doubles */
    CHECK_INT(why.code, TUTOR_BAD_DECLARATION);
    tutor_options splash = declaration("4", "splash");
    CHECK(tutor_42_hand_declare(&hand, &splash, NULL, NULL) == TUTOR_OK);
    CHECK_INT(tutor_42_hand_turn(&hand), 3);
    /* A normal contract needs a trump. */
    hand = start(0);
    CHECK(tutor_42_hand_bid(&hand, points(30), NULL, NULL) == TUTOR_OK);
    for (int i = 0; i < 3; i++) CHECK(tutor_42_hand_bid(&hand, pass, NULL, NULL) == TUTOR_OK);
    tutor_options none = declaration(NULL, "normal");
    CHECK(tutor_42_hand_declare(&hand, &none, &why, NULL) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_BAD_DECLARATION);
}

int main(void) {
    game = tutor_game_find("texas-42");
    test_auction();
    test_declarations();
    return check_summary("test_texas_42_hand");
}
