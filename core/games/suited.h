/*
 * suited.h: the games played with suits and trumps (every pack here but the dominoes).
 *
 * They share one card numbering and one trick engine (suited.c); each game is a const
 * `suited_rules` (its pack, rank orders, trumps, Fool, obligations, card points, deal and
 * words) plus hooks only where data cannot say it (Piedmont's Good & Evil, Burro's drawing).
 *
 * Card numbers: the four suits Spades/Swords, Clubs/Batons, Hearts/Cups, Diamonds/Coins are
 * 0..55, suit * 14 + rank - 1 with ranks 1..10, J 11, N 12, Q 13, K 14; the trumps T1..T21
 * are 56..76; the Fool (Excuse, Matto, Sküs) is 77; the Loka pack's Good and Evil are 78, 79.
 * A pack that lacks a card simply never holds its number.
 */
#ifndef TUTOR_SUITED_H
#define TUTOR_SUITED_H

#include "../game.h"

enum {
    SUITED_SUIT_CARDS = 14,
    SUITED_FIRST_TRUMP = 56,
    SUITED_FOOL = 77,
    SUITED_GOOD = 78,
    SUITED_EVIL = 79,
    SUITED_CARDS = 80,
    SUITED_TRUMP_SUIT = 4, /* the suit number of trumps, after the four plain suits */
    SUITED_NO_SUIT = -1
};
enum { RANK_J = 11, RANK_N = 12, RANK_Q = 13, RANK_K = 14 };

/* Rank masks for `suited_rules.ranks`: bit r for rank r. */
#define SUITED_RANK(r) (1u << (r))
#define SUITED_COURTS                                                                              \
    (SUITED_RANK(RANK_J) | SUITED_RANK(RANK_N) | SUITED_RANK(RANK_Q) | SUITED_RANK(RANK_K))
#define SUITED_ALL_RANKS (0x7feu | SUITED_COURTS) /* Ace to 10 and the four courts */

#define SUITED_CARD(suit, rank) ((tutor_card)((suit) * SUITED_SUIT_CARDS + (rank) - 1))
#define SUITED_TRUMP(n) ((tutor_card)(SUITED_FIRST_TRUMP + (n) - 1))

/* A set of up to four cards as a constant, for the rules tables (repeat a card to give fewer). */
#define SUITED_W0(c) ((c) < 64 ? 1ull << ((c) & 63) : 0)
#define SUITED_W1(c) ((c) >= 64 ? 1ull << ((c) & 63) : 0)
#define SUITED_SET4(a, b, c, d)                                                              \
    {{SUITED_W0(a) | SUITED_W0(b) | SUITED_W0(c) | SUITED_W0(d),                              \
      SUITED_W1(a) | SUITED_W1(b) | SUITED_W1(c) | SUITED_W1(d)}}

/* What the Fool is in a pack. */
typedef enum {
    FOOL_ABSENT,    /* no Fool (Burro's Spanish pack) */
    FOOL_EXCUSE,    /* may always be played and never wins; led, the next card sets the suit */
    FOOL_TOP_TRUMP  /* Tapp-Tarock's Sküs: simply the highest trump */
} suited_fool;

/* How a pile's card points are counted. */
typedef enum {
    COUNT_EACH,     /* each card's value (Piedmont; French Tarot in half-points) */
    COUNT_PAIRS,    /* in pairs, one point less a pair (Ottocento, Eight Hundred) */
    COUNT_THREES,   /* in threes, two points less each three (Tapp-Tarock) */
    COUNT_NOTHING   /* no card points (Burro) */
} suited_counting;

typedef struct {
    const char *suit_plural[5];   /* the four suits, then trumps: "Spades", ..., "trumps" */
    const char *suit_singular[5]; /* "a Spade", ..., "a trump" */
    const char *ranks[15];        /* by rank 1..14: "Ace", "2", ..., "King" */
    /* Where a card's name is its rank and then its suit as written here ("le Roi" "de Cœur",
     * "l'As" "d'Épées"): the suits so; NULL: the language's "the %s of %s" with suit_plural. */
    const char *suit_in_name[4];
    int suit_first; /* the suit written before the rank, as one word ("Herz-" "König") */
    struct {
        tutor_card card;
        const char *name;
    } named[8];                   /* the cards with names of their own: "the Excuse", ... */
    int named_count;
} suited_words;

struct suited_rules {
    uint16_t ranks[4];               /* per suit, bit r: rank r exists */
    const uint8_t *strength[4];      /* per suit, rank -> strength (higher beats lower) */
    int has_trumps;                  /* T1..T21 exist */
    suited_fool fool;
    int good_evil;                   /* the Loka pack's Good and Evil: equal, below T1 */
    int equal_low, equal_high;       /* trumps of equal rank (the Moors), 0 when none */
    int must_overtrump;              /* a player who trumps must beat the trick's highest */
    /* card points, in the counting unit (half-points when `halves`) */
    suited_counting counting;
    int halves;
    const uint8_t *rank_points;      /* rank -> points, for the four suits */
    tutor_set honours;               /* the high-scoring trumps and Fool */
    int honour_points;
    int trump_points;                /* every other trump, Good and Evil */
    /* the deal */
    int hand_size;
    int packet;                      /* cards a player gets at a time */
    int rest_first;                  /* cards set aside before dealing (Tapp's talon), else
                                      * the cards left after the hands form the rest */
    /* The names of the cards and suits, by language (NULL: English's). */
    const suited_words *const *words;
};

/* Tables several packs share: rank -> strength from the Ace up to the King, and rank -> the
 * tarot points King 5, Queen 4, Knight 3, Jack 2, any other card 1. */
extern const uint8_t suited_ace_low[15];
extern const uint8_t suited_court_points[15];

/* ---- what the engine knows of a card ---- */
/* 0..3, SUITED_TRUMP_SUIT (the Sküs too) or SUITED_NO_SUIT (an excuse) */
int suited_suit_of(const tutor_game *game, tutor_card card);
int suited_is_trump(const tutor_game *game, tutor_card card);
tutor_set suited_suit_cards(const tutor_game *game, int suit);

/* ---- hooks any suited game can use as they are ---- */
int suited_parse_card(const tutor_game *game, const char *code, tutor_card *card);
void suited_format_card(const tutor_game *game, tutor_card card, char *code);
tutor_set suited_pack(const tutor_game *game, const tutor_options *options);
int suited_trick_size(const tutor_game *game, const tutor_options *options);
tutor_set suited_legal(const tutor_game *game, const tutor_options *options,
                       const tutor_card *trick, int n, tutor_set hand);
tutor_reason suited_refusal(const tutor_game *game, const tutor_options *options,
                            const tutor_card *trick, int n, tutor_set hand, tutor_card card);
int suited_winner(const tutor_game *game, const tutor_options *options, const tutor_card *trick,
                  int n, tutor_reason *why);
tutor_status suited_count(const tutor_game *game, const tutor_options *options,
                          const tutor_card *cards, int n, tutor_count_result *result,
                          tutor_error *error);
void suited_deal(const tutor_game *game, const tutor_options *options,
                 const tutor_card *shuffled, int pack, int dealer, tutor_deal *deal);
void suited_card_name(const tutor_game *game, tutor_lang lang, tutor_card card, char *buf,
                      size_t size);
void suited_suit_name(const tutor_game *game, const tutor_options *options, int suit,
                      tutor_suit_form form, char *buf, size_t size);
/* Whether the card is one of those English names for themselves (the reference language's
 * list: another language may name a card for itself that English names by its rank). */
int suited_own_name(const tutor_game *game, tutor_card card);
void suited_lead_clause(const tutor_game *game, const tutor_options *options, tutor_card led,
                        int suit, char *buf, size_t size);
int suited_has_trumps(const tutor_game *game, const tutor_options *options);

/* ---- the engine's parts, for hooks that add to them ---- */
/* The winner among the cards not in `cannot_win` (Piedmont's Good & Evil that cancel). */
int suited_winner_excluding(const tutor_game *game, const tutor_card *trick, int n,
                            tutor_set cannot_win, tutor_reason *why);
/* A card's points in the counting unit, before any pair or three is taken off. */
int suited_card_points(const tutor_game *game, tutor_card card);

/* The suits' codes by suit number (tutor_game_suit_code): the four suits, then trumps. */
#define SUITED_SUIT_CODES "SCHDT"

/* The hooks every suited game takes as they are: cards, their names and the trick's size.
 * Each game then names its pack, legal, refusal, winner, count and deal hooks itself. */
#define SUITED_HOOKS                                                                         \
    .parse_card = suited_parse_card, .format_card = suited_format_card,                       \
    .trick_size = suited_trick_size, .card_name = suited_card_name,                           \
    .own_name = suited_own_name, .suit_name = suited_suit_name, .suit_codes = SUITED_SUIT_CODES,                           \
    .lead_clause = suited_lead_clause, .has_trumps = suited_has_trumps

/* ... and a game that takes the engine's rules as they are names these too. */
#define SUITED_ENGINE_HOOKS                                                                  \
    SUITED_HOOKS, .pack = suited_pack, .legal = suited_legal, .refusal = suited_refusal,       \
    .winner = suited_winner, .count = suited_count, .deal = suited_deal

/* The Italian suits' names in French (the names the French tarot packs give them). */
#define SUITED_ITALIAN_SUITS_FR                                                              \
    .suit_plural = {"Épées", "Bâtons", "Coupes", "Deniers", "atout"},                         \
    .suit_singular = {"une Épée", "un Bâton", "une Coupe", "un Denier", "un atout"},          \
    .suit_in_name = {"d'Épées", "de Bâtons", "de Coupes", "de Deniers"}

/* A pack's ranks in French, each with its article: l'As, le 2, ..., le Valet, le Cavalier, la
 * Dame, le Roi. */
#define SUITED_RANKS_FR                                                                      \
    .ranks = {"", "l'As", "le 2", "le 3", "le 4", "le 5", "le 6", "le 7", "le 8", "le 9", "le 10", \
              "le Valet", "le Cavalier", "la Dame", "le Roi"}

/* The Italian suits and ranks in Italian, each rank with its article. */
#define SUITED_ITALIAN_SUITS_IT                                                              \
    .suit_plural = {"Spade", "Bastoni", "Coppe", "Denari", "trionfi"},                        \
    .suit_singular = {"una Spada", "un Bastone", "una Coppa", "un Denaro", "un trionfo"},     \
    .suit_in_name = {"di Spade", "di Bastoni", "di Coppe", "di Denari"}
#define SUITED_RANKS_IT                                                                      \
    .ranks = {"", "l'Asso", "il 2", "il 3", "il 4", "il 5", "il 6", "il 7", "l'8", "il 9",      \
              "il 10", "il Fante", "il Cavallo", "la Regina", "il Re"}

/* The Latin suits and ranks in Spanish, each rank with its article. */
#define SUITED_LATIN_SUITS_ES                                                                \
    .suit_plural = {"Espadas", "Bastos", "Copas", "Oros", "triunfos"},                        \
    .suit_singular = {"una Espada", "un Basto", "una Copa", "un Oro", "un triunfo"},          \
    .suit_in_name = {"de Espadas", "de Bastos", "de Copas", "de Oros"}
#define SUITED_RANKS_ES                                                                      \
    .ranks = {"", "el As", "el 2", "el 3", "el 4", "el 5", "el 6", "el 7", "el 8", "el 9",      \
              "el 10", "la Sota", "el Caballo", "la Reina", "el Rey"}
/* The French suits in Spanish. */
#define SUITED_FRENCH_SUITS_ES                                                               \
    .suit_plural = {"Picas", "Tréboles", "Corazones", "Diamantes", "triunfos"},               \
    .suit_singular = {"una Pica", "un Trébol", "un Corazón", "un Diamante", "un triunfo"},    \
    .suit_in_name = {"de Picas", "de Tréboles", "de Corazones", "de Diamantes"}

/* The suits in Portuguese (the same four names for the Latin and the French suits), and the
 * ranks, each with its article. */
#define SUITED_SUITS_PT                                                                      \
    .suit_plural = {"Espadas", "Paus", "Copas", "Ouros", "trunfos"},                          \
    .suit_singular = {"uma Espada", "um Pau", "uma Copa", "um Ouro", "um trunfo"},            \
    .suit_in_name = {"de Espadas", "de Paus", "de Copas", "de Ouros"}
#define SUITED_RANKS_PT                                                                      \
    .ranks = {"", "o Ás", "o 2", "o 3", "o 4", "o 5", "o 6", "o 7", "o 8", "o 9", "o 10",       \
              "o Valete", "o Cavalo", "a Dama", "o Rei"}

/* German: a card's name is its suit and rank in one word, without an article ("Herz-König"). */
#define SUITED_FRENCH_SUITS_DE                                                               \
    .suit_plural = {"Pik", "Kreuz", "Herz", "Karo", "Trumpf"},                                \
    .suit_singular = {"ein Pik", "ein Kreuz", "ein Herz", "ein Karo", "ein Trumpf"},          \
    .suit_in_name = {"Pik-", "Kreuz-", "Herz-", "Karo-"}, .suit_first = 1
#define SUITED_ITALIAN_SUITS_DE                                                              \
    .suit_plural = {"Schwerter", "Stäbe", "Becher", "Münzen", "Trumpf"},                      \
    .suit_singular = {"ein Schwert", "ein Stab", "ein Becher", "eine Münze", "ein Trumpf"},   \
    .suit_in_name = {"Schwert-", "Stab-", "Becher-", "Münz-"}, .suit_first = 1
#define SUITED_RANKS_DE                                                                      \
    .ranks = {"", "Ass", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Bube", "Ritter", "Dame",  \
              "König"}

/* The French suits in French. */
#define SUITED_FRENCH_SUITS_FR                                                               \
    .suit_plural = {"Pique", "Trèfle", "Cœur", "Carreau", "atout"},                           \
    .suit_singular = {"un Pique", "un Trèfle", "un Cœur", "un Carreau", "un atout"},          \
    .suit_in_name = {"de Pique", "de Trèfle", "de Cœur", "de Carreau"}

/* The Italian suits' names, as Ottocento, Eight Hundred and Piedmont call them. */
#define SUITED_ITALIAN_SUITS                                                                 \
    .suit_plural = {"Swords", "Batons", "Cups", "Coins", "trumps"},                            \
    .suit_singular = {"a Sword", "a Baton", "a Cup", "a Coin", "a trump"}

#endif
