/*
 * Eight Hundred trick play and counting (seed 003): the shared Tarocchino checks, then what is
 * its own: the standard pip order in every suit and its words (the Fool, the Magician, the
 * Quartet).
 */
#include <string.h>

#include "check.h"
#include "cards.h"
#include "test_tarocchino.h"

static void test_ranks(void) {
    tutor_options o = no_options();
    /* "King, Queen, Cavalier, Jacks, 10, 9, 8, 7, 6, Ace" in every suit */
    CHECK_INT(winner_of(&o, "H7 H1 H6 H10"), 3);
    CHECK_INT(winner_of(&o, "D9 D8 D10 S1"), 2);
    CHECK_INT(winner_of(&o, "C1 C6 CJ CN"), 3);
    CHECK_INT(winner_of(&o, "C9 T3 T5 C10"), 2);
    /* The Fool led: the Cup played next sets the suit, and the 9 beats the 7. */
    CHECK_INT(winner_of(&o, "FOOL H7 H9 S10"), 2);
}

static void test_words(void) {
    tutor_options o = no_options();
    tutor_reason why;
    winner_why(&o, "C9 T3 T5 C10", &why);
    CHECK(strstr(sentence(&o, &why), "Quartet") != NULL);
    why = refusal_of(&o, "HQ H7", "T10 C1 FOOL", "C1");
    const char *text = sentence(&o, &why);
    CHECK(strstr(text, "Queen of Cups") != NULL && strstr(text, "the Ace of Batons") != NULL);
}

int main(void) {
    game = tutor_game_find("eight-hundred");
    CHECK(game != NULL);
    if (!game) return check_summary("test_eight_hundred");
    check_tarocchino_play();
    test_ranks();
    test_words();
    return check_summary("test_eight_hundred");
}
