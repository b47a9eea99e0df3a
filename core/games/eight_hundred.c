/*
 * eight_hundred.c: Eight Hundred (Tarocchini) for four in partnerships: trick play, counting
 * and the deal. Its combinations and patterns are in combinations.c.
 *
 * Source: shared/seeds/003. "Ranking: Standard ranking is used ... King, Queen, Cavalier,
 * Jacks, 10, 9, 8, 7, 6, Ace" in every suit. "The High Priestess, The Empress, The Emperor,
 * and The Heirophant are called The Quartet and while numbered, they are treated as being of
 * equal rank"; "If more than one card of the Quintet is played to the trick, then the last one
 * played to it is treated as having trumped the others – unless a trump of VI or above is also
 * played." Play, the Fool, card points and the deal as in tarocchino.h.
 */
#include "suited.h"

#include "tarocchino.h"

static const suited_words words = {
    SUITED_ITALIAN_SUITS,
    .ranks = {"", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Cavalier", "Queen",
              "King"},
    .named = {{SUITED_FOOL, "the Fool"},
              {SUITED_TRUMP(1), "the Magician"},
              {SUITED_TRUMP(2), "the High Priestess (2, of the Quartet)"},
              {SUITED_TRUMP(3), "the Empress (3, of the Quartet)"},
              {SUITED_TRUMP(4), "the Emperor (4, of the Quartet)"},
              {SUITED_TRUMP(5), "the Hierophant (5, of the Quartet)"},
              {SUITED_TRUMP(20), "the Angel (20)"},
              {SUITED_TRUMP(21), "the World (21)"}},
    .named_count = 8,
};
/* French: the tarot's own names for its trumps (the Marseille pack's). */
static const suited_words words_fr = {
    SUITED_ITALIAN_SUITS_FR,
    SUITED_RANKS_FR,
    .named = {{SUITED_FOOL, "le Fou"},
              {SUITED_TRUMP(1), "le Bateleur"},
              {SUITED_TRUMP(2), "la Papesse (2, du Quartette)"},
              {SUITED_TRUMP(3), "l'Impératrice (3, du Quartette)"},
              {SUITED_TRUMP(4), "l'Empereur (4, du Quartette)"},
              {SUITED_TRUMP(5), "le Pape (5, du Quartette)"},
              {SUITED_TRUMP(20), "l'Ange (20)"},
              {SUITED_TRUMP(21), "le Monde (21)"}},
    .named_count = 8,
};
static const suited_words words_it = {
    SUITED_ITALIAN_SUITS_IT,
    SUITED_RANKS_IT,
    .named = {{SUITED_FOOL, "il Matto"},
              {SUITED_TRUMP(1), "il Bagatto"},
              {SUITED_TRUMP(2), "la Papessa (2, del Quartetto)"},
              {SUITED_TRUMP(3), "l'Imperatrice (3, del Quartetto)"},
              {SUITED_TRUMP(4), "l'Imperatore (4, del Quartetto)"},
              {SUITED_TRUMP(5), "il Papa (5, del Quartetto)"},
              {SUITED_TRUMP(20), "l'Angelo (20)"},
              {SUITED_TRUMP(21), "il Mondo (21)"}},
    .named_count = 8,
};
static const suited_words words_es = {
    SUITED_LATIN_SUITS_ES,
    SUITED_RANKS_ES,
    .named = {{SUITED_FOOL, "el Loco"},
              {SUITED_TRUMP(1), "el Mago"},
              {SUITED_TRUMP(2), "la Papisa (2, del Cuarteto)"},
              {SUITED_TRUMP(3), "la Emperatriz (3, del Cuarteto)"},
              {SUITED_TRUMP(4), "el Emperador (4, del Cuarteto)"},
              {SUITED_TRUMP(5), "el Papa (5, del Cuarteto)"},
              {SUITED_TRUMP(20), "el Ángel (20)"},
              {SUITED_TRUMP(21), "el Mundo (21)"}},
    .named_count = 8,
};
static const suited_words words_pt = {
    SUITED_SUITS_PT,
    SUITED_RANKS_PT,
    .named = {{SUITED_FOOL, "o Louco"},
              {SUITED_TRUMP(1), "o Mago"},
              {SUITED_TRUMP(2), "a Papisa (2, do Quarteto)"},
              {SUITED_TRUMP(3), "a Imperatriz (3, do Quarteto)"},
              {SUITED_TRUMP(4), "o Imperador (4, do Quarteto)"},
              {SUITED_TRUMP(5), "o Papa (5, do Quarteto)"},
              {SUITED_TRUMP(20), "o Anjo (20)"},
              {SUITED_TRUMP(21), "o Mundo (21)"}},
    .named_count = 8,
};
static const suited_words words_de = {
    SUITED_ITALIAN_SUITS_DE,
    SUITED_RANKS_DE,
    .named = {{SUITED_FOOL, "Narr"},
              {SUITED_TRUMP(1), "Magier"},
              {SUITED_TRUMP(2), "Päpstin (2, des Quartetts)"},
              {SUITED_TRUMP(3), "Kaiserin (3, des Quartetts)"},
              {SUITED_TRUMP(4), "Kaiser (4, des Quartetts)"},
              {SUITED_TRUMP(5), "Papst (5, des Quartetts)"},
              {SUITED_TRUMP(20), "Engel (20)"},
              {SUITED_TRUMP(21), "Welt (21)"}},
    .named_count = 8,
};
static const suited_words *const words_by_lang[TUTOR_LANG_COUNT] = {
    [TUTOR_LANG_EN] = &words, [TUTOR_LANG_FR] = &words_fr, [TUTOR_LANG_IT] = &words_it,
    [TUTOR_LANG_ES] = &words_es, [TUTOR_LANG_PT] = &words_pt,
    [TUTOR_LANG_DE] = &words_de};


const tutor_game tutor_eight_hundred = {
    .id = "eight-hundred",
    .name = "Eight Hundred",
    .local_name = {[TUTOR_LANG_FR] = "Huit Cents", [TUTOR_LANG_DE] = "Achthundert"},
    /* "Each player in turn, moving to the right" (seed 003); its "Eldest (Dealer's left)"
     * is read as the seat after the dealer (docs/rules-decisions.md, "Direction of play"). */
    .counter_clockwise = 1,
    TAROCCHINO_GAME(TUTOR_COMBINATIONS_EIGHT_HUNDRED, words_by_lang, suited_ace_low, suited_ace_low,
                    suited_ace_low, suited_ace_low),
    .equal_trumps = {[TUTOR_LANG_EN] = "the Quartet (the 2 to the 5 of trumps)",
                     [TUTOR_LANG_FR] = "le Quartette (les atouts 2 à 5)",
                     [TUTOR_LANG_IT] = "il Quartetto (i trionfi dal 2 al 5)",
                     [TUTOR_LANG_ES] = "el Cuarteto (los triunfos del 2 al 5)",
                     [TUTOR_LANG_PT] = "o Quarteto (os trunfos do 2 ao 5)",
                     [TUTOR_LANG_DE] = "die Trümpfe des Quartetts (2 bis 5)"},
};
