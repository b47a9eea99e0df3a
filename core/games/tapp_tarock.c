/*
 * tapp_tarock.c: Tapp-Tarock for three: trick play, counting and the deal.
 *
 * Source: shared/seeds/002. "The game is played with the 54-card French suited Industrie und
 * Glück deck. It includes 22 trumps ... with the exception of the highest, the Sküs"; "In
 * black suits: king, queen, knight and jack 10, 9, 8 and 7. In red suits: king, queen, knight
 * and jack, 1, 2, 3 and 4." "Each player must follow suit. If void of that suit, a trump must
 * be played. If void of that suit and trumps, any card can be played". The Sküs is the 22nd
 * trump, not an excuse: a player who can follow may not play it.
 * Counting: "Kings are worth 5 points, queens 4, knights 3, jacks 2, and the pips 1 ...
 * 2 points are subtracted from each trick taken"; the Trull (Sküs, Mond, Pagat) 5 each.
 */
#include "suited.h"

#define BLACK_RANKS                                                                                \
    (SUITED_RANK(7) | SUITED_RANK(8) | SUITED_RANK(9) | SUITED_RANK(10) | SUITED_COURTS)
#define RED_RANKS                                                                                  \
    (SUITED_RANK(1) | SUITED_RANK(2) | SUITED_RANK(3) | SUITED_RANK(4) | SUITED_COURTS)

/* rank -> strength: black 7 8 9 10 J N Q K; red 4 3 2 1 J N Q K (low to high) */
static const uint8_t black_order[15] = {[7] = 1, [8] = 2, [9] = 3, [10] = 4,
                                        [RANK_J] = 5, [RANK_N] = 6, [RANK_Q] = 7, [RANK_K] = 8};
static const uint8_t red_order[15] = {[4] = 1, [3] = 2, [2] = 3, [1] = 4,
                                      [RANK_J] = 5, [RANK_N] = 6, [RANK_Q] = 7, [RANK_K] = 8};

static const suited_words words = {
    .suit_plural = {"Spades", "Clubs", "Hearts", "Diamonds", "trumps"},
    .suit_singular = {"a Spade", "a Club", "a Heart", "a Diamond", "a trump"},
    .ranks = {"", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Knight", "Queen",
              "King"},
    .named = {{SUITED_FOOL, "the Sküs"}, {SUITED_TRUMP(1), "the Pagat (trump I)"},
              {SUITED_TRUMP(21), "the Mond (trump XXI)"}},
    .named_count = 3,
};
static const suited_words words_fr = {
    SUITED_FRENCH_SUITS_FR,
    .ranks = {"", "le 1", "le 2", "le 3", "le 4", "le 5", "le 6", "le 7", "le 8", "le 9", "le 10",
              "le Valet", "le Cavalier", "la Dame", "le Roi"},
    .named = {{SUITED_FOOL, "le Sküs"}, {SUITED_TRUMP(1), "le Pagat (atout I)"},
              {SUITED_TRUMP(21), "le Mond (atout XXI)"}},
    .named_count = 3,
};
static const suited_words words_it = {
    .suit_plural = {"Picche", "Fiori", "Cuori", "Quadri", "trionfi"},
    .suit_singular = {"una Picca", "un Fiore", "un Cuore", "un Quadro", "un trionfo"},
    .suit_in_name = {"di Picche", "di Fiori", "di Cuori", "di Quadri"},
    .ranks = {"", "l'1", "il 2", "il 3", "il 4", "il 5", "il 6", "il 7", "l'8", "il 9", "il 10",
              "il Fante", "il Cavallo", "la Donna", "il Re"},
    .named = {{SUITED_FOOL, "lo Sküs"}, {SUITED_TRUMP(1), "il Pagat (trionfo I)"},
              {SUITED_TRUMP(21), "il Mond (trionfo XXI)"}},
    .named_count = 3,
};
static const suited_words words_es = {
    SUITED_FRENCH_SUITS_ES,
    .ranks = {"", "el 1", "el 2", "el 3", "el 4", "el 5", "el 6", "el 7", "el 8", "el 9", "el 10",
              "la Jota", "el Caballo", "la Reina", "el Rey"},
    .named = {{SUITED_FOOL, "el Sküs"}, {SUITED_TRUMP(1), "el Pagat (triunfo I)"},
              {SUITED_TRUMP(21), "el Mond (triunfo XXI)"}},
    .named_count = 3,
};
static const suited_words words_pt = {
    SUITED_SUITS_PT,
    .ranks = {"", "o 1", "o 2", "o 3", "o 4", "o 5", "o 6", "o 7", "o 8", "o 9", "o 10",
              "o Valete", "o Cavalo", "a Dama", "o Rei"},
    .named = {{SUITED_FOOL, "o Sküs"}, {SUITED_TRUMP(1), "o Pagat (trunfo I)"},
              {SUITED_TRUMP(21), "o Mond (trunfo XXI)"}},
    .named_count = 3,
};
/* German: the Austrian names (Mayr and Sedlaczek, docs/translating.md). */
static const suited_words words_de = {
    SUITED_FRENCH_SUITS_DE,
    .ranks = {"", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Bube", "Kavall", "Dame",
              "König"},
    .named = {{SUITED_FOOL, "Sküs"}, {SUITED_TRUMP(1), "Pagat (Tarock I)"},
              {SUITED_TRUMP(21), "Mond (Tarock XXI)"}},
    .named_count = 3,
};
static const suited_words *const words_by_lang[TUTOR_LANG_COUNT] = {
    [TUTOR_LANG_EN] = &words, [TUTOR_LANG_FR] = &words_fr, [TUTOR_LANG_IT] = &words_it,
    [TUTOR_LANG_ES] = &words_es, [TUTOR_LANG_PT] = &words_pt,
    [TUTOR_LANG_DE] = &words_de};


static const struct suited_rules rules = {
    .ranks = {BLACK_RANKS, BLACK_RANKS, RED_RANKS, RED_RANKS},
    .strength = {black_order, black_order, red_order, red_order},
    .has_trumps = 1,
    .fool = FOOL_TOP_TRUMP,
    .counting = COUNT_THREES,
    .rank_points = suited_court_points,
    .honours = SUITED_SET4(SUITED_FOOL, SUITED_TRUMP(1), SUITED_TRUMP(21), SUITED_FOOL),
    .honour_points = 5,
    .trump_points = 1,
    /* "The dealer first sets out six cards face down on the table (the talon) and then
     * assigns each player 16 cards (usually counterclockwise in sets of four cards)." */
    .hand_size = 16,
    .packet = 4,
    .rest_first = 6,
    .words = words_by_lang,
};

extern const struct tutor_hand_rules tapp_tarock_hand_rules; /* tapp_tarock_hand.c */
extern const struct tutor_match_rules payment_match_rules; /* french_tarot_hand.c */
extern const struct tutor_score_rules tapp_tarock_score_rules; /* tapp_tarock_hand.c */
/* The computer players' rules of thumb: the lowest bid with a hand whose cards beat this share
 * of the pack on average: about three hands in ten of seeded deals. */
static const struct tutor_bot_rules tapp_tarock_bot = {.bid_quality = 65};

const tutor_game tutor_tapp_tarock = {
    .bot = &tapp_tarock_bot,
    .match = &payment_match_rules,
    .score = &tapp_tarock_score_rules,
    .id = "tapp-tarock",
    .name = "Tapp-Tarock",
    .piece = "card",
    .seats = 3,
    /* "Play | Counter-clockwise"; "Play is counterclockwise starting with the declarer"
     * (seed 002). */
    .counter_clockwise = 1,
    .pack_size = 78,
    .pack_kind = "french-suited",
    .suited = &rules,
    SUITED_ENGINE_HOOKS,
    .hand = &tapp_tarock_hand_rules,
};
