/*
 * test_tarocchino.h: the checks Ottocento and Eight Hundred share, since both seeds state the
 * Tarocchino's play alike: the 62-card pack, must follow / must trump without beating, the
 * Fool always playable and never winning, the equal trumps 2 to 5 (last played wins unless a
 * higher trump), and counting in pairs to 87 card points (93 with the last trick's 6).
 */
#ifndef TUTOR_TEST_TAROCCHINO_H
#define TUTOR_TEST_TAROCCHINO_H

static inline tutor_options no_options(void) {
    tutor_options o;
    tutor_options_init(&o);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_PLAY, NULL) == TUTOR_OK);
    return o;
}

static inline void check_tarocchino_play(void) {
    tutor_options o = no_options();
    tutor_card c;
    CHECK_INT(tutor_set_size(tutor_pack(game, &o)), 62);
    CHECK(tutor_card_parse(game, "S2", &c, NULL) == TUTOR_ERROR); /* 2 to 5 removed */
    CHECK(tutor_card_parse(game, "H5", &c, NULL) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "D6", &c, NULL) == TUTOR_OK);
    CHECK(tutor_card_parse(game, "GOOD", &c, NULL) == TUTOR_ERROR);
    LEGAL(o, "C6", "C9 T4 HK", "C9", "T4", TUTOR_MUST_FOLLOW);
    /* Must trump, with no need to beat the trump already played. */
    LEGAL(o, "S10 T15", "T7 D9", "T7", "D9", TUTOR_MUST_TRUMP);
    /* The Fool may be played instead of a card the rules require. */
    LEGAL(o, "DK", "D6 FOOL T3", "D6 FOOL", "T3", TUTOR_MUST_FOLLOW);
    LEGAL(o, "HQ H7", "T10 C1 FOOL", "T10 FOOL", "C1", TUTOR_MUST_TRUMP);
    /* Void in the suit and in trumps: anything, the Fool included. */
    LEGAL(o, "HQ", "C1 FOOL S7", "C1 FOOL S7", NULL, TUTOR_REASON_NONE);
    /* The Fool led: the next card sets the suit. */
    LEGAL(o, "FOOL S6", "S7 T9", "S7", "T9", TUTOR_MUST_FOLLOW);

    tutor_reason why;
    CHECK_INT(winner_why(&o, "T4 T5 C6 S7", &why), 1); /* equal: the last played */
    CHECK_INT(why.code, TUTOR_WINS_LAST_OF_EQUALS);
    CHECK_INT(winner_why(&o, "T5 T2 C6 S7", &why), 1); /* the 2 after the 5 wins */
    CHECK_INT(winner_of(&o, "D8 T4 T6 T3"), 2);       /* the 6 beats them all */
    CHECK_INT(winner_of(&o, "T2 T1 T3 C6"), 2);       /* the begato is below the equals */
    CHECK_INT(winner_why(&o, "S8 S9 FOOL S7", &why), 1); /* the Fool never wins */
    CHECK_INT(why.code, TUTOR_WINS_HIGHEST_OF_SUIT_LED);

    tutor_card cards[80];
    tutor_count_result r;
    int n = cards_of("HK HQ T1 C10", cards);
    CHECK(tutor_count(game, &o, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 13); /* 5 + 4 + 5 + 1, less 1 per pair */
    n = cards_of("T20 FOOL", cards);
    CHECK(tutor_count(game, &o, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 9);
    tutor_error error;
    n = cards_of("T20", cards);
    CHECK(tutor_count(game, &o, cards, n, &r, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    n = 0;
    TUTOR_SET_FOREACH(c, tutor_pack(game, &o)) cards[n++] = c;
    CHECK(tutor_count(game, &o, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points + 6, 93); /* "bringing the total to 93 points" with the last trick */

    /* "three packets of 5 cards, with Dealer taking the last two cards" */
    tutor_deal deal;
    CHECK(tutor_deal_seeded(game, &o, 11, 2, &deal, NULL) == TUTOR_OK);
    for (int s = 0; s < 4; s++) CHECK_INT(tutor_set_size(deal.hands[s]), 15);
    CHECK_INT(tutor_set_size(deal.rest), 2);
}

#endif
