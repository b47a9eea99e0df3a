/*
 * tutor_combinations.h: the bonus combinations of Ottocento and Eight Hundred in a pile of
 * cards (shared/seeds/000 and 003), scored when declared from a hand or counted in a side's
 * captured cards. The result's types, and the question any caller asks by game, are in
 * tutor.h.
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

/* A game's rules for them (the game's `combinations`, game.h). */
struct combination_rules {
    tutor_combination_rules which;
};

/* Each game's words for the kinds, as a combination names its kind and the `declare` move reads
 * it. */
extern const char *const combination_kind_words[2][TUTOR_SEQUENCE_ACES + 1];

#endif
