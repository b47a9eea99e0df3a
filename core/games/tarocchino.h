/*
 * tarocchino.h: what Ottocento and Eight Hundred share: the 62-card Tarocchino and its rules
 * of play, which both seeds (000, 003) state alike, their combinations (combinations.c) and
 * their whole hand (tarocchino_hand.c, whose state the tests read). Each game adds its rank
 * order and words.
 *
 *  - the pack: "four regular suits of 10 cards" (King, Queen, Knight, Jack, 10 to 6, Ace),
 *    "a suit of 21 trumps, and The Fool"; the 2 to the 5 of trumps rank equal (the Moors,
 *    the Quartet) and the last of them played wins when no higher trump is played;
 *  - must follow, else must trump, with no duty to beat; the Fool may always be played and
 *    never wins;
 *  - card points: the Honours (the 21, the 20, the 1 and the Fool) and Kings 5, Queens 4,
 *    Knights 3, Jacks 2, the rest 1, "counted in pairs of cards, subtracting 1 point for
 *    every pair";
 *  - the deal: "three packets of 5 cards, with Dealer taking the last two cards" (the rest).
 */
#ifndef TUTOR_TAROCCHINO_H
#define TUTOR_TAROCCHINO_H

#include "hand_checks.h" /* tutor_fool_state */

#define TAROCCHINO_RANKS                                                                     \
    (SUITED_RANK(1) | SUITED_RANK(6) | SUITED_RANK(7) | SUITED_RANK(8) | SUITED_RANK(9) |    \
     SUITED_RANK(10) | SUITED_COURTS)

/* Whose combinations' rules and words: the two games differ in names and in the suit
 * sequence's Ace. */
typedef enum {
    TUTOR_COMBINATIONS_OTTOCENTO,
    TUTOR_COMBINATIONS_EIGHT_HUNDRED
} tutor_combination_rules;

/* A game's rules for them and for its whole hand (the game's `combinations`, game.h): what the
 * two games do differently. */
struct combination_rules {
    tutor_combination_rules which;
    int suit_takes_ace; /* 000: "Once this set is valid, you may also add the Ace" */
    int pair_ends_run;  /* two wilds in a row: 1, both count and the run ends after
                           them (000: "two wilds in a row end the sequence"); 0, refused
                           (003: "may not replace two consecutive cards") */
    int extra_wilds;    /* how many wilds a naturally complete run or set takes after
                           its end (see docs/rules-decisions.md) */
    /* 000: a card is given for the Matto as soon as its side has captures; 003: "until the
     * end of the hand when they must pay". */
    int pays_for_fool_at_once;
    /* 003: a combination among a trick's four cards scores as the trick is won. */
    int scores_tricks;
    /* 003: the game may end once everyone has declared, and after a trick. */
    int wins_within_hand;
};
extern const struct combination_rules tarocchino_rules[2]; /* combinations.c, by `which` */

/* Each game's words for the kinds, as a combination names its kind and the `declare` move reads
 * it. */
extern const char *const combination_kind_words[2][TUTOR_SEQUENCE_ACES + 1];

/* tutor_game_combinations for cards known to be of the game's pack (a hand's, a trick's): the
 * hand scores at every trick, so this makes no pack to check them, and clears only the counts
 * of *out (its lists hold as many as they say). */
void combinations_of_pack_cards(const tutor_game *game, tutor_set cards,
                                tutor_combinations_result *out);

extern const struct tutor_hand_rules tarocchino_hand_rules;   /* tarocchino_hand.c */
extern const struct tutor_match_rules tarocchino_match_rules; /* tarocchino_hand.c */

/* What both games' structs hold alike: the pack and its rules, with the game's `words` and
 * each suit's rank order (the four strength tables after them), whole hands and games, and
 * combinations by `which` rules. */
#define TAROCCHINO_GAME(which, suited_words, ...)                                            \
    .piece = "card", .seats = 4, .pack_size = 78, .pack_kind = "italian-suited",             \
    .suited = &(const struct suited_rules){                                                  \
        .ranks = {TAROCCHINO_RANKS, TAROCCHINO_RANKS, TAROCCHINO_RANKS, TAROCCHINO_RANKS},   \
        .has_trumps = 1, .fool = FOOL_EXCUSE, .equal_low = 2, .equal_high = 5,               \
        .counting = COUNT_PAIRS, .rank_points = suited_court_points,                         \
        .honours = SUITED_SET4(SUITED_FOOL, SUITED_TRUMP(1), SUITED_TRUMP(20), SUITED_TRUMP(21)), \
        .honour_points = 5, .trump_points = 1, .hand_size = 15, .packet = 5,                 \
        .strength = {__VA_ARGS__}, .words = suited_words},                                \
    SUITED_ENGINE_HOOKS, .hand = &tarocchino_hand_rules,                                     \
    .combinations = &tarocchino_rules[which], .match = &tarocchino_match_rules

/* ---- the whole hand ----------------------------------------------------------------------
 * Seats are 0 to 3 in the order of play; seats 0 and 2 are partnership 0, seats 1 and 3
 * partnership 1. The state is a value: fixed size, no pointers but the game (and the words the
 * combinations point to), so copying is cloning. */

#define TUTOR_TAROCCHINO_SEATS 4
#define TUTOR_TAROCCHINO_NO_SIDE TUTOR_NO_SEAT /* no partnership, written as no seat is */

typedef enum {
    TUTOR_TAROCCHINO_DISCARDING, /* the dealer discards two cards */
    TUTOR_TAROCCHINO_DECLARING,  /* each player declares once, from the seat after the dealer */
    TUTOR_TAROCCHINO_PLAYING,    /* the tricks */
    TUTOR_TAROCCHINO_OVER        /* every trick played, or the game won within the hand */
} tutor_tarocchino_phase;

typedef struct {
    const tutor_game *game;
    tutor_options options;
    int dealer;
    int scores_before[2]; /* each partnership's game score before this hand */
    tutor_deal deal;      /* as dealt: 15 cards a hand, the dealer's two more in `rest` */
    tutor_tarocchino_phase phase;
    tutor_set discard; /* the dealer's two, once discarded */
    int declared;      /* how many players have had their turn to declare */
    tutor_combinations_result declarations[TUTOR_TAROCCHINO_SEATS]; /* by seat, as shown */
    tutor_play play;  /* the tricks, from the end of the declarations */
    tutor_set won[2]; /* each partnership's captured cards, the Fool's exchange made */
    tutor_fool_state fool;
    int fool_player;         /* the seat that played the Fool, or TUTOR_NO_SEAT */
    tutor_card fool_payment; /* TUTOR_FOOL_PAID: the card given for it */
    int points[2];           /* each partnership's points this hand, so far */
    int winner;              /* the partnership that has won the game, or NO_SIDE */
    int ended_early;         /* the game was won before the last trick */
} tutor_tarocchino_hand;

#endif
