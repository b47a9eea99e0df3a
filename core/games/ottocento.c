/*
 * ottocento.c: Ottocento (Bolognese Tarocchini) for four in partnerships: trick play,
 * counting and the deal. Its combinations (cricche and sequences) are in combinations.c.
 *
 * Source: shared/seeds/000. "the non-trump suits are shortened, with the cards numbered 2-5
 * removed"; "Swords & Batons: King, Queen, Knight, Page, 10, 9, 8, 7, 6, Ace; Cups & Coins:
 * King, Queen, Knight, Page, Ace, 6, 7, 8, 9, 10". "the 2, 3, 4 & 5 are of equal rank, as
 * these used to be the four Moors. If more than one is played to a trick, and no higher trump
 * is played to beat them, then the last one played wins". "players must follow suit if
 * possible ... if you cannot follow suit, you must trump if you can, although Ottocento does
 * not require you to beat a previous trump." The Matto "may be played in place of an otherwise
 * required card" and never wins. Card points: the Tarocchi (21, 20, 1, Matto) and Kings 5,
 * Queens 4, Knights 3, Pages 2, others 1, "counted together in pairs, and 1 point is deducted
 * from each pair".
 */
#include "suited.h"

#include "tarocchino.h"

/* rank -> strength, low to high: Swords and Batons Ace 6 7 8 9 10 J N Q K; Cups and Coins
 * 10 9 8 7 6 Ace J N Q K */
static const uint8_t long_order[15] = {[1] = 1, [6] = 2, [7] = 3, [8] = 4, [9] = 5, [10] = 6,
                                       [RANK_J] = 7, [RANK_N] = 8, [RANK_Q] = 9, [RANK_K] = 10};
static const uint8_t short_order[15] = {[10] = 1, [9] = 2, [8] = 3, [7] = 4, [6] = 5, [1] = 6,
                                        [RANK_J] = 7, [RANK_N] = 8, [RANK_Q] = 9, [RANK_K] = 10};

static const suited_words words = {
    SUITED_ITALIAN_SUITS,
    .ranks = {"", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Page", "Knight", "Queen",
              "King"},
    .named = {{SUITED_FOOL, "the Matto"},
              {SUITED_TRUMP(1), "the begato"},
              {SUITED_TRUMP(2), "the Moor numbered 2"},
              {SUITED_TRUMP(3), "the Moor numbered 3"},
              {SUITED_TRUMP(4), "the Moor numbered 4"},
              {SUITED_TRUMP(5), "the Moor numbered 5"}},
    .named_count = 6,
};
static const suited_words words_fr = {
    SUITED_ITALIAN_SUITS_FR,
    SUITED_RANKS_FR,
    .named = {{SUITED_FOOL, "le Mat"},
              {SUITED_TRUMP(1), "le Bagatto"},
              {SUITED_TRUMP(2), "le Maure n° 2"},
              {SUITED_TRUMP(3), "le Maure n° 3"},
              {SUITED_TRUMP(4), "le Maure n° 4"},
              {SUITED_TRUMP(5), "le Maure n° 5"}},
    .named_count = 6,
};
/* Italian: the Bolognese names (Barilli, docs/translating.md). */
static const suited_words words_it = {
    .suit_plural = {"Spade", "Bastoni", "Coppe", "Danari", "trionfi"},
    .suit_singular = {"una Spada", "un Bastone", "una Coppa", "un Danaro", "un trionfo"},
    .suit_in_name = {"di Spade", "di Bastoni", "di Coppe", "di Danari"},
    SUITED_RANKS_IT,
    .named = {{SUITED_FOOL, "il Matto"},
              {SUITED_TRUMP(1), "il Bégato"},
              {SUITED_TRUMP(2), "il Moro n. 2"},
              {SUITED_TRUMP(3), "il Moro n. 3"},
              {SUITED_TRUMP(4), "il Moro n. 4"},
              {SUITED_TRUMP(5), "il Moro n. 5"}},
    .named_count = 6,
};
static const suited_words words_es = {
    SUITED_LATIN_SUITS_ES,
    SUITED_RANKS_ES,
    .named = {{SUITED_FOOL, "el Matto"},
              {SUITED_TRUMP(1), "el Bégato"},
              {SUITED_TRUMP(2), "el Moro n.º 2"},
              {SUITED_TRUMP(3), "el Moro n.º 3"},
              {SUITED_TRUMP(4), "el Moro n.º 4"},
              {SUITED_TRUMP(5), "el Moro n.º 5"}},
    .named_count = 6,
};
static const suited_words words_pt = {
    SUITED_SUITS_PT,
    SUITED_RANKS_PT,
    .named = {{SUITED_FOOL, "o Matto"},
              {SUITED_TRUMP(1), "o Bégato"},
              {SUITED_TRUMP(2), "o Mouro n.º 2"},
              {SUITED_TRUMP(3), "o Mouro n.º 3"},
              {SUITED_TRUMP(4), "o Mouro n.º 4"},
              {SUITED_TRUMP(5), "o Mouro n.º 5"}},
    .named_count = 6,
};
static const suited_words words_de = {
    SUITED_ITALIAN_SUITS_DE,
    SUITED_RANKS_DE,
    .named = {{SUITED_FOOL, "Matto"},
              {SUITED_TRUMP(1), "Bégato"},
              {SUITED_TRUMP(2), "Mohr Nr. 2"},
              {SUITED_TRUMP(3), "Mohr Nr. 3"},
              {SUITED_TRUMP(4), "Mohr Nr. 4"},
              {SUITED_TRUMP(5), "Mohr Nr. 5"}},
    .named_count = 6,
};
static const suited_words *const words_by_lang[TUTOR_LANG_COUNT] = {
    [TUTOR_LANG_EN] = &words, [TUTOR_LANG_FR] = &words_fr, [TUTOR_LANG_IT] = &words_it,
    [TUTOR_LANG_ES] = &words_es, [TUTOR_LANG_PT] = &words_pt,
    [TUTOR_LANG_DE] = &words_de};


const tutor_game tutor_ottocento = {
    .id = "ottocento",
    .name = "Ottocento",
    /* Seed 000 names no direction for Ottocento; pagat.com's Ottocento page: "Play is
     * anticlockwise" (docs/rules-decisions.md, "Direction of play"). */
    .counter_clockwise = 1,
    TAROCCHINO_GAME(TUTOR_COMBINATIONS_OTTOCENTO, words_by_lang, long_order, long_order, short_order,
                    short_order),
    .equal_trumps = {[TUTOR_LANG_EN] = "the four Moors (the 2 to the 5 of trumps)",
                     [TUTOR_LANG_FR] = "les quatre Maures (les atouts 2 à 5)",
                     [TUTOR_LANG_IT] = "i quattro Mori (i trionfi dal 2 al 5)",
                     [TUTOR_LANG_ES] = "los cuatro Moros (los triunfos del 2 al 5)",
                     [TUTOR_LANG_PT] = "os quatro Mouros (os trunfos do 2 ao 5)",
                     [TUTOR_LANG_DE] = "die vier Mohren (die Trümpfe 2 bis 5)"},
};
