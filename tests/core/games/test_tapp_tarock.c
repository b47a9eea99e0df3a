/*
 * Tapp-Tarock trick play and counting: the 54-card pack, the Sküs as the highest trump (not
 * an excuse), black and red pip orders, must follow / must trump, and counting in threes.
 */
#include <string.h>

#include "check.h"
#include "cards.h"

static tutor_options none(void) {
    tutor_options o;
    tutor_options_init(&o);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_PLAY, NULL) == TUTOR_OK);
    return o;
}

static void test_pack(void) {
    tutor_options o = none();
    CHECK_INT(tutor_set_size(tutor_pack(game, &o)), 54);
    CHECK_INT(tutor_seats(game, &o), 3);
    tutor_card c;
    /* black suits: 7 to 10; red suits: 1 to 4 */
    CHECK(tutor_card_parse(game, "S7", &c, NULL) == TUTOR_OK);
    CHECK(tutor_card_parse(game, "C10", &c, NULL) == TUTOR_OK);
    CHECK(tutor_card_parse(game, "H1", &c, NULL) == TUTOR_OK);
    CHECK(tutor_card_parse(game, "D4", &c, NULL) == TUTOR_OK);
    CHECK(tutor_card_parse(game, "S1", &c, NULL) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "H7", &c, NULL) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "D5", &c, NULL) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "GOOD", &c, NULL) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "FOOL", &c, NULL) == TUTOR_OK);
}

static void test_obligations(void) {
    tutor_options o = none();
    LEGAL(o, "C8", "C10 CK T2", "C10 CK", "T2", TUTOR_MUST_FOLLOW);
    LEGAL(o, "DQ", "T7 FOOL S9", "T7 FOOL", "S9", TUTOR_MUST_TRUMP);
    /* The Sküs is a trump, not an excuse: a player who can follow may not play it. */
    LEGAL(o, "H2", "H3 FOOL", "H3", "FOOL", TUTOR_MUST_FOLLOW);
    /* No duty to beat a trump already played. */
    LEGAL(o, "DQ T20", "T3 S9", "T3", "S9", TUTOR_MUST_TRUMP);
    /* Trumps led: the Sküs follows trumps. */
    LEGAL(o, "T5", "FOOL S9", "FOOL", "S9", TUTOR_MUST_FOLLOW);
    LEGAL(o, "T5", "H1 S9", "H1 S9", NULL, TUTOR_REASON_NONE);
    LEGAL(o, "", "H1 FOOL", "H1 FOOL", NULL, TUTOR_REASON_NONE);
    /* The Sküs led leads trumps. */
    LEGAL(o, "FOOL", "T5 S7 HK", "T5", "S7", TUTOR_MUST_FOLLOW);
    LEGAL(o, "FOOL", "S7 HK", "S7 HK", NULL, TUTOR_REASON_NONE);
    CHECK_INT(winner_of(&o, "FOOL T21 S7"), 0);
    tutor_reason why = refusal_of(&o, "H2", "H3 FOOL", "FOOL");
    CHECK(strstr(sentence(&o, &why), "the Sküs") != NULL);
    CHECK(strstr(sentence(&o, &why), "the 3 of Hearts") != NULL);
}

static void test_winners(void) {
    tutor_options o = none();
    CHECK_INT(winner_of(&o, "T19 T21 FOOL"), 2); /* the Sküs is the highest trump */
    CHECK_INT(winner_of(&o, "FOOL T21 T1"), 0);
    CHECK_INT(winner_of(&o, "D2 D4 D1"), 2);     /* red: 1 above 2 above 4 */
    CHECK_INT(winner_of(&o, "H4 HJ H1"), 1);     /* the Jack above the pips */
    CHECK_INT(winner_of(&o, "C7 C9 C8"), 1);     /* black: 10 9 8 7 */
    CHECK_INT(winner_of(&o, "S10 SK T1"), 2);    /* the Pagat still trumps */
    CHECK_INT(winner_of(&o, "S10 H1 D1"), 0);    /* off-suit cards never win */
}

static void test_counting(void) {
    tutor_options o = none();
    tutor_card cards[80];
    tutor_count_result r;
    int n = cards_of("T1 S7 H4", cards);
    CHECK(tutor_count(game, &o, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 5); /* 5 + 1 + 1 less 2 */
    n = cards_of("SK HQ CN DJ T21 FOOL", cards);
    CHECK(tutor_count(game, &o, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 5 + 4 + 3 + 2 + 5 + 5 - 4);
    tutor_error error;
    n = cards_of("T1 S7", cards);
    CHECK(tutor_count(game, &o, cards, n, &r, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    n = 0;
    tutor_card c;
    TUTOR_SET_FOREACH(c, tutor_pack(game, &o)) cards[n++] = c;
    CHECK(tutor_count(game, &o, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 70); /* "There are 70 card points in a round" */
}

static void test_deal(void) {
    tutor_options o = none();
    tutor_deal deal;
    CHECK(tutor_deal_seeded(game, &o, 7, 0, &deal, NULL) == TUTOR_OK);
    CHECK_INT(tutor_set_size(deal.rest), 6); /* the talon */
    for (int s = 0; s < 3; s++) CHECK_INT(tutor_set_size(deal.hands[s]), 16);
}

int main(void) {
    game = tutor_game_find("tapp-tarock");
    CHECK(game != NULL);
    if (!game) return check_summary("test_tapp_tarock");
    test_pack();
    test_obligations();
    test_winners();
    test_counting();
    test_deal();
    return check_summary("test_tapp_tarock");
}
