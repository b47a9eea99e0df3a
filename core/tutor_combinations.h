/*
 * tutor_combinations.h: the bonus combinations of Ottocento and Eight Hundred in a pile of
 * cards (shared/seeds/000 and 003), scored when declared from a hand or counted in a side's
 * captured cards.
 *
 * Cricche are three or four of a kind (the Honours, Kings, Queens, Knights, Jacks); sequences
 * are runs (trumps from the 21 down, a suit from its King down) and sets (the four equal
 * trumps 2 to 5, the Aces) in which the 1 of trumps and the Fool may stand in as wild cards.
 * Three or more cricche count twice, and so do three or more sequences.
 *
 * Cards are numbered as in every tarot pack of the core: suit * 14 + rank - 1 for the plain
 * suits (ranks 1 to 10, Jack 11, Knight 12, Queen 13, King 14), 55 + n for trump n, 77 for
 * the Fool.
 */
#ifndef TUTOR_COMBINATIONS_H
#define TUTOR_COMBINATIONS_H

#include "tutor.h"

/* Whose rules and words: the two games differ in names and in the suit sequence's Ace. */
typedef enum {
    TUTOR_COMBINATIONS_OTTOCENTO,
    TUTOR_COMBINATIONS_EIGHT_HUNDRED
} tutor_combination_rules;

typedef enum {
    TUTOR_CRICCA_HONOURS, /* the 21, the 20, the 1 of trumps and the Fool */
    TUTOR_CRICCA_KINGS,
    TUTOR_CRICCA_QUEENS,
    TUTOR_CRICCA_KNIGHTS,
    TUTOR_CRICCA_JACKS,
    TUTOR_SEQUENCE_TRUMPS, /* from the 21 down */
    TUTOR_SEQUENCE_SUIT,   /* one suit from its King down */
    TUTOR_SEQUENCE_MOORS,  /* the trumps 2 to 5, of equal rank */
    TUTOR_SEQUENCE_ACES
} tutor_combination_kind;

typedef struct {
    tutor_combination_kind kind;
    const char *name; /* the game's word for the kind: "tarocchi" or "honours", "moors" or
                         "quartet", "kings", "suit", ... */
    tutor_set cards;  /* the real cards it is made of */
    tutor_set wild;   /* the wild cards standing in (sequences only) */
    int points;       /* before doubling */
} tutor_combination;

#define TUTOR_MAX_CRICCHE 5
#define TUTOR_MAX_SEQUENCES 7 /* trumps, one per suit, the equal trumps, the Aces */

typedef struct {
    tutor_combination cricche[TUTOR_MAX_CRICCHE];
    int cricca_count;
    tutor_combination sequences[TUTOR_MAX_SEQUENCES];
    int sequence_count;
    int doubled_cricche;   /* three or more cricche */
    int doubled_sequences; /* three or more sequences */
    int total;             /* every combination's points, after doubling */
} tutor_combinations_result;

/* Every cricca and every sequence `cards` holds, each at its most. A card may count in a
 * cricca and in sequences at once, and a wild card in several sequences. Fails with
 * "bad-field" for unknown rules and "unknown-card" for a card outside the 62-card pack. */
tutor_status tutor_combinations(tutor_combination_rules rules, tutor_set cards,
                                tutor_combinations_result *out, tutor_error *error);
/* Whether `game` scores combinations, and the combinations `cards` hold by its rules
 * ("unknown-op" for a game that scores none). */
int tutor_game_scores_combinations(const tutor_game *game);
tutor_status tutor_game_combinations(const tutor_game *game, tutor_set cards,
                                     tutor_combinations_result *out, tutor_error *error);

#endif
