/*
 * French Tarot trick play and counting, written with card codes: the seed's rules and
 * the traps other tarot engines fell into; then seeded random hands for 3, 4 and 5 players.
 */
#include <string.h>

#include "check.h"
#include "cards.h"
#include "rng.h"
#include "tutor.h"

static tutor_options players(const char *n) {
    tutor_options o;
    tutor_options_init(&o);
    CHECK(tutor_options_set(game, &o, "players", n, NULL) == TUTOR_OK);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_PLAY, NULL) == TUTOR_OK);
    return o;
}

static void test_cards(void) {
    char code[TUTOR_CODE_MAX];
    tutor_set all = tutor_set_empty();
    for (int i = 0; i < 78; i++) {
        tutor_card back;
        tutor_card_format(game, (tutor_card)i, code);
        CHECK(tutor_card_parse(game, code, &back, NULL) == TUTOR_OK && back == i);
        all = tutor_set_add(all, back);
    }
    CHECK_INT(tutor_set_size(all), 78);
    tutor_card c;
    CHECK(tutor_card_parse(game, "T22", &c, NULL) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "T0", &c, NULL) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "T01", &c, NULL) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "S11", &c, NULL) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "6-4", &c, NULL) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "", &c, NULL) == TUTOR_ERROR);
}

static void test_obligations(void) {
    tutor_options four = players("4");
    LEGAL(four, "D5", "D9 T2 SK", "D9", "T2", TUTOR_MUST_FOLLOW);
    LEGAL(four, "C7", "T6 H8 FOOL", "T6 FOOL", "H8", TUTOR_MUST_TRUMP);
    LEGAL(four, "H2 T10", "T4 T13 S9", "T13", "T4", TUTOR_MUST_OVERTRUMP);
    LEGAL(four, "H2 T10", "T4 T13 S9", "T13", "S9", TUTOR_MUST_TRUMP);
    /* Unable to overtrump: must still trump (undertrump). */
    LEGAL(four, "H2 T10", "T4 T3 S9", "T4 T3", "S9", TUTOR_MUST_TRUMP);
    /* Trumps led: play a higher trump if able, else any trump, else anything. */
    LEGAL(four, "T8", "T4 T13 S9", "T13", "T4", TUTOR_MUST_OVERTRUMP);
    LEGAL(four, "T8", "T4 T13 S9", "T13", "S9", TUTOR_MUST_FOLLOW);
    LEGAL(four, "T8", "T4 S9", "T4", NULL, TUTOR_REASON_NONE);
    LEGAL(four, "T8", "H4 S9", "H4 S9", NULL, TUTOR_REASON_NONE);
    /* Trap: void in the suit led, holding the Excuse and plain cards but no trump: the Excuse
     * is not a trump, so nothing is forced. */
    LEGAL(four, "C7", "H8 S2 FOOL", "H8 S2 FOOL", NULL, TUTOR_REASON_NONE);
    /* The Excuse may always be played, even when the suit led is held. */
    LEGAL(four, "C7", "C2 FOOL T5", "C2 FOOL", "T5", TUTOR_MUST_FOLLOW);
    /* Trap: the Excuse led lets the second card set the suit. */
    LEGAL(four, "FOOL S6", "S3 T9", "S3", "T9", TUTOR_MUST_FOLLOW);
    tutor_reason why = refusal_of(&four, "FOOL S6", "S3 T9", "T9");
    CHECK_CONTAINS(sentence(&four, &why), "The Excuse was led and sets no suit, so the 6 of Spades");
    LEGAL(four, "FOOL", "S3 T9 H1", "S3 T9 H1", NULL, TUTOR_REASON_NONE);
    LEGAL(four, "", "S3 T9", "S3 T9", NULL, TUTOR_REASON_NONE);
    /* Trap: the trick is trumped and the hand holds the suit led: following binds, so a trump
     * below the trick's is refused for not following, not for failing to overtrump. */
    LEGAL(four, "C3 T2", "C6 T1", "C6", "T1", TUTOR_MUST_FOLLOW);
    why = refusal_of(&four, "C3 T2", "C6 T1", "T1");
    CHECK_CONTAINS(sentence(&four, &why), "You hold the 6 of Clubs, a Club, so you must follow Clubs");
    LEGAL(four, "C3 T2", "C6 T5", "C6", "T5", TUTOR_MUST_FOLLOW);
}

static void test_winners(void) {
    tutor_options four = players("4");
    tutor_options three = players("3");
    tutor_options five = players("5");
    CHECK_INT(winner_of(&four, "H3 HJ H9 C10"), 1);
    CHECK_INT(winner_of(&four, "S2 T4 SK T2"), 1);
    CHECK_INT(winner_of(&four, "CN FOOL C4 C6"), 0);
    /* Trap: the Excuse led, no trump: the suit the second card set wins. */
    CHECK_INT(winner_of(&four, "FOOL D3 DK S10"), 2);
    CHECK_INT(winner_of(&three, "HK HQ T1"), 2);
    CHECK_INT(winner_of(&five, "S1 S2 S10 SJ H10"), 3);
    /* Court cards rank K, Q, N (Knight), J (Valet) above the 10. */
    CHECK_INT(winner_of(&four, "H10 HJ HN HQ"), 3);
}

static void test_counting(void) {
    tutor_options four = players("4");
    tutor_card cards[80];
    tutor_count_result r;
    int n = cards_of("T21 DQ C5 S6", cards);
    CHECK(tutor_count(game, &four, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 18); /* halves: 9 points */
    CHECK_INT(r.halves, 1);
    CHECK_INT(r.extra, 1);
    /* Trap: the 1 and the 21 captured in the same trick are two bouts. */
    n = cards_of("T1 T21 H3 H4", cards);
    CHECK(tutor_count(game, &four, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.extra, 2);
    CHECK_INT(r.points, 20);
    for (int i = 0; i < 78; i++) cards[i] = (tutor_card)i;
    CHECK(tutor_count(game, &four, cards, 78, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 182); /* the pack: 91 points */
    CHECK_INT(r.extra, 3);
    CHECK_STR(tutor_game_count_extra(game), "bouts");
}

/* Seeded deals played out with random legal cards: hands and chien have the seed's sizes,
 * every card ends in one place, piles and chien make 91 points, and the legal set is exactly
 * what the refusal check accepts. */
static void test_random_hands(void) {
    static const char *const counts[] = {"3", "4", "5"};
    static const int hand_sizes[] = {24, 18, 15}, chien_sizes[] = {6, 6, 3};
    long refusals = 0;
    for (int k = 0; k < 3; k++) {
        tutor_options o = players(counts[k]);
        int seats = tutor_seats(game, &o);
        for (uint64_t seed = 0; seed < 300; seed++) {
            tutor_deal deal;
            CHECK(tutor_deal_seeded(game, &o, seed, (int)(seed % (uint64_t)seats), &deal, NULL) == TUTOR_OK);
            CHECK_INT(tutor_set_size(deal.rest), chien_sizes[k]);
            for (int s = 0; s < seats; s++) CHECK_INT(tutor_set_size(deal.hands[s]), hand_sizes[k]);
            tutor_play play;
            CHECK(tutor_play_start(&play, game, &o, &deal, (int)(seed % (uint64_t)seats), NULL) == TUTOR_OK);
            tutor_rng rng;
            tutor_rng_seed(&rng, seed);
            while (play.turn != TUTOR_NO_SEAT) {
                tutor_set hand = play.hands[play.turn];
                tutor_set legal = tutor_play_legal(&play);
                CHECK(!tutor_set_is_empty(legal));
                tutor_card c;
                TUTOR_SET_FOREACH(c, tutor_set_minus(hand, legal)) {
                    tutor_reason why = tutor_refusal(game, &o, play.current.cards,
                                                     play.current.count, hand, c);
                    CHECK(why.code == TUTOR_MUST_FOLLOW || why.code == TUTOR_MUST_TRUMP ||
                          why.code == TUTOR_MUST_OVERTRUMP);
                    CHECK(why.card == c && tutor_set_has(legal, why.witness));
                    refusals++;
                }
                int pick = (int)tutor_rng_below(&rng, (uint32_t)tutor_set_size(legal));
                tutor_card card = tutor_set_first(legal);
                while (pick-- > 0) {
                    legal = tutor_set_remove(legal, card);
                    card = tutor_set_first(legal);
                }
                CHECK(tutor_play_card(&play, card, NULL, NULL) == TUTOR_OK);
            }
            CHECK_INT(play.tricks_done, hand_sizes[k]);
            tutor_set all = deal.rest;
            for (int s = 0; s < seats; s++) {
                CHECK(tutor_set_is_empty(tutor_set_and(all, play.piles[s])));
                all = tutor_set_or(all, play.piles[s]);
            }
            CHECK(tutor_set_equal(all, tutor_set_range(78)));
            tutor_count_result piles, chien;
            tutor_card rest[TUTOR_SET_CAPACITY], c;
            int n = 0;
            TUTOR_SET_FOREACH(c, deal.rest) rest[n++] = c;
            CHECK(tutor_play_points(&play, (1u << seats) - 1, &piles, NULL) == TUTOR_OK);
            CHECK(tutor_count(game, &o, rest, n, &chien, NULL) == TUTOR_OK);
            CHECK_INT(piles.points + chien.points, 182);
        }
    }
    /* Hands in which every card was always legal would check nothing of the refusals. */
    CHECK(refusals > 0);
}

static void test_sentences(void) {
    tutor_options four = players("4");
    char text[400];
    tutor_card trick[2];
    int n = cards_of("H2 T10", trick);
    tutor_card t4;
    cards_of("T4", &t4);
    tutor_reason why = tutor_refusal(game, &four, trick, n, set_of("T4 T13 S9"), t4);
    tutor_explain(game, &four, &why, text, sizeof text);
    CHECK_CONTAINS(text, "The 10 of trumps is the highest trump in the trick");
    CHECK_CONTAINS(text, "you hold the 13 of trumps");
    n = cards_of("C7", trick);
    tutor_card h8;
    cards_of("H8", &h8);
    why = tutor_refusal(game, &four, trick, n, set_of("T6 H8 FOOL"), h8);
    tutor_explain(game, &four, &why, text, sizeof text);
    CHECK_CONTAINS(text, "The 7 of Clubs set the suit to Clubs");
    CHECK_CONTAINS(text, "you must trump and may not play the 8 of Hearts");
}

int main(void) {
    game = tutor_game_find("french-tarot");
    CHECK(game != NULL);
    if (!game) return check_summary("test_french_tarot");
    test_cards();
    test_obligations();
    test_winners();
    test_counting();
    test_random_hands();
    test_sentences();
    return check_summary("test_french_tarot");
}
