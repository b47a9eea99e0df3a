/*
 * Piedmont Tarocchi trick play and counting (seed 001): the 80-card Loka pack, Ace low, the
 * Fool, and both Good & Evil options: as the lowest trumps (a pair from one partnership beats
 * everything, from opposing ones counts for nothing) and the Game of Allegiance (the partner's
 * forced play, and counting only the called suits).
 */
#include <string.h>

#include "check.h"
#include "cards.h"

static tutor_options with(const char *good_evil, const char *allegiance) {
    tutor_options o;
    tutor_options_init(&o);
    if (good_evil) CHECK(tutor_options_set(game, &o, "good_evil", good_evil, NULL) == TUTOR_OK);
    if (allegiance)
        CHECK(tutor_options_set(game, &o, "allegiance", allegiance, NULL) == TUTOR_OK);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_PLAY, NULL) == TUTOR_OK);
    return o;
}

static void test_pack(void) {
    tutor_options o = with(NULL, NULL);
    CHECK_INT(tutor_set_size(tutor_pack(game, &o)), 80);
    tutor_card c;
    CHECK(tutor_card_parse(game, "GOOD", &c, NULL) == TUTOR_OK);
    CHECK(tutor_card_parse(game, "EVIL", &c, NULL) == TUTOR_OK);
    CHECK(tutor_card_parse(game, "S2", &c, NULL) == TUTOR_OK);
    CHECK(tutor_card_parse(game, "T22", &c, NULL) == TUTOR_ERROR);
    tutor_deal deal;
    CHECK(tutor_deal_seeded(game, &o, 5, 3, &deal, NULL) == TUTOR_OK);
    for (int s = 0; s < 4; s++) CHECK_INT(tutor_set_size(deal.hands[s]), 19);
    CHECK_INT(tutor_set_size(deal.rest), 4); /* the dealer's last four, to discard */
}

static void test_play(void) {
    tutor_options o = with("trumps", NULL);
    LEGAL(o, "H8", "H1 T5 FOOL", "H1 FOOL", "T5", TUTOR_MUST_FOLLOW);
    LEGAL(o, "S2 S7", "EVIL D4", "EVIL", "D4", TUTOR_MUST_TRUMP);
    LEGAL(o, "T3", "GOOD S4", "GOOD", "S4", TUTOR_MUST_FOLLOW);
    LEGAL(o, "S2", "D4 FOOL", "D4 FOOL", NULL, TUTOR_REASON_NONE);
    CHECK_INT(winner_of(&o, "C1 C2 DK C3"), 3);          /* Ace lowest */
    CHECK_INT(winner_of(&o, "S3 T1 GOOD S9"), 1);        /* Good below the 1 */
    CHECK_INT(winner_of(&o, "S3 EVIL S9 SK"), 1);        /* alone, the lowest trump */
    CHECK_INT(winner_of(&o, "S8 S9 FOOL S4"), 1);        /* the Fool never wins */
    tutor_reason why;
    /* One partnership (positions 0 and 2): together they beat everything, the first wins. */
    CHECK_INT(winner_why(&o, "GOOD T20 EVIL T21", &why), 0);
    CHECK_INT(why.code, TUTOR_WINS_GOOD_EVIL_PAIR);
    CHECK(strstr(sentence(&o, &why), "Good and Evil") != NULL);
    CHECK_INT(winner_of(&o, "S4 EVIL T21 GOOD"), 1);
    /* Opposing partnerships: they count for nothing. */
    CHECK_INT(winner_of(&o, "T5 EVIL GOOD T3"), 0);
    CHECK_INT(winner_of(&o, "S5 GOOD EVIL S4"), 0);
    /* ... and the sentence says so, never that no trump was played. */
    CHECK_INT(winner_why(&o, "S2 GOOD EVIL S9", &why), 3);
    CHECK_INT(why.code, TUTOR_WINS_GOOD_EVIL_CANCELLED);
    CHECK(strstr(sentence(&o, &why), "count for nothing") != NULL);
    CHECK(strstr(sentence(&o, &why), "no trump was played") == NULL);
    CHECK_INT(winner_why(&o, "GOOD EVIL S3 S4", &why), 0);
    CHECK_INT(why.code, TUTOR_WINS_GOOD_EVIL_CANCELLED);
    CHECK(strstr(sentence(&o, &why), "goes to the card led") != NULL);
    /* A real trump among them wins as the highest trump. */
    CHECK_INT(winner_why(&o, "T5 EVIL GOOD T3", &why), 0);
    CHECK_INT(why.code, TUTOR_WINS_HIGHEST_TRUMP);
}

static void test_allegiance(void) {
    tutor_options o = with("allegiance", NULL);
    /* The partner (two places back) played Good: the holder of Evil must play it now. */
    LEGAL(o, "GOOD S3", "EVIL S4", "EVIL", "S4", TUTOR_MUST_PLAY_PAIR);
    LEGAL(o, "S3 EVIL D1", "GOOD S4", "GOOD", "S4", TUTOR_MUST_PLAY_PAIR);
    tutor_reason why = refusal_of(&o, "GOOD S3", "EVIL S4", "S4");
    const char *text = sentence(&o, &why);
    CHECK(strstr(text, "Good") && strstr(text, "Evil") && strstr(text, "the 4 of Swords"));
    /* An opponent's Good forces nothing. */
    LEGAL(o, "GOOD", "EVIL S4", "EVIL", "S4", TUTOR_MUST_FOLLOW);
    LEGAL(o, "S3 GOOD", "EVIL S4", "S4", "EVIL", TUTOR_MUST_FOLLOW);
    /* The second of them has no effect: the first is the lowest trump. */
    CHECK_INT(winner_of(&o, "GOOD S3 EVIL S4"), 0);
    CHECK_INT(winner_of(&o, "S3 GOOD S9 EVIL"), 1);
    CHECK_INT(winner_of(&o, "S3 GOOD T1 EVIL"), 2);
}

static void test_counting(void) {
    tutor_card cards[80];
    tutor_count_result r;
    tutor_options plain = with(NULL, NULL);
    int n = cards_of("DK D1 S6 S7", cards);
    CHECK(tutor_count(game, &plain, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 12);
    n = cards_of("FOOL T21 CQ CJ", cards);
    CHECK(tutor_count(game, &plain, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 16);
    n = 0;
    tutor_card c;
    TUTOR_SET_FOREACH(c, tutor_pack(game, &plain)) cards[n++] = c;
    CHECK(tutor_count(game, &plain, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 148); /* see docs/rules-decisions.md on the seed's 165 */
    /* Allegiance: Good scores Earth and Air (Coins, Swords), Evil Fire and Water (Batons,
     * Cups); trumps and the Fool score for whoever holds them. */
    tutor_options good = with("allegiance", "good"), evil = with("allegiance", "evil");
    n = cards_of("SK CK HQ DJ T1 FOOL", cards);
    CHECK(tutor_count(game, &good, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 5 + 2 + 5 + 5);
    CHECK(tutor_count(game, &evil, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 5 + 4 + 5 + 5);
    tutor_error error;
    tutor_options wrong = with("trumps", "good");
    CHECK(tutor_count(game, &wrong, cards, n, &r, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-option");
}

int main(void) {
    game = tutor_game_find("piedmont-tarocchi");
    CHECK(game != NULL);
    if (!game) return check_summary("test_piedmont_tarocchi");
    test_pack();
    test_play();
    test_allegiance();
    test_counting();
    return check_summary("test_piedmont_tarocchi");
}
