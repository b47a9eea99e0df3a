/*
 * Ottocento trick play and counting (seed 000): the shared Tarocchino checks, then what is
 * Ottocento's own: the reversed pip order of Cups and Coins, and its words (the Matto, the
 * begato, the Moors).
 */
#include <string.h>

#include "check.h"
#include "cards.h"
#include "test_tarocchino.h"

static void test_ranks(void) {
    tutor_options o = no_options();
    /* Swords & Batons: King, Queen, Knight, Page, 10, 9, 8, 7, 6, Ace */
    CHECK_INT(winner_of(&o, "S6 S1 S10 S9"), 2);
    CHECK_INT(winner_of(&o, "C1 C6 CJ CN"), 3);
    /* Cups & Coins: King, Queen, Knight, Page, Ace, 6, 7, 8, 9, 10 */
    CHECK_INT(winner_of(&o, "H7 HJ H6 H1"), 1);
    CHECK_INT(winner_of(&o, "D9 D8 D10 S1"), 1);
    CHECK_INT(winner_of(&o, "H10 H1 H6 H7"), 1);
    CHECK_INT(winner_of(&o, "DK DQ D1 D6"), 0);
    /* The Matto led: the Cup played next sets the suit, and the 7 beats the 9 in Cups. */
    CHECK_INT(winner_of(&o, "FOOL H7 H9 S10"), 1);
}

static void test_words(void) {
    tutor_options o = no_options();
    tutor_reason why;
    winner_why(&o, "T4 T5 C6 S7", &why);
    const char *text = sentence(&o, &why);
    CHECK(strstr(text, "Moor") != NULL);
    why = refusal_of(&o, "DK", "D6 FOOL T3", "T3");
    text = sentence(&o, &why);
    CHECK(strstr(text, "King of Coins") != NULL && strstr(text, "Coins") != NULL);
    tutor_card c;
    cards_of("FOOL", &c);
    tutor_reason matto = {0};
    matto.code = TUTOR_NOT_IN_HAND;
    matto.card = c;
    CHECK(strstr(sentence(&o, &matto), "Matto") != NULL);
    cards_of("T1", &c);
    matto.card = c;
    CHECK(strstr(sentence(&o, &matto), "begato") != NULL);
}

int main(void) {
    game = tutor_game_find("ottocento");
    CHECK(game != NULL);
    if (!game) return check_summary("test_ottocento");
    check_tarocchino_play();
    test_ranks();
    test_words();
    return check_summary("test_ottocento");
}
