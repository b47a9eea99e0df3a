/*
 * explain.h: the one explanation module (explain.c, explain_hand.c), as the games use it.
 * Every sentence a learner reads is made here from values: a refusal or a trick's winner from
 * a tutor_reason (tutor_explain in tutor.h), a hand with no score from why it has none. Games supply names (a card's, a suit's, a contract's)
 * and the clauses only they can word (game.h); the shape of each sentence is decided here.
 */
#ifndef TUTOR_EXPLAIN_H
#define TUTOR_EXPLAIN_H

#include "game.h"

/* A reason that takes one of its code's particular sentences (reason->detail is not 0). */
size_t explain_detail(const tutor_game *game, const tutor_options *options,
                      const tutor_reason *reason, char *buf, size_t size);

/* What tutor_say wrote (`written`), with its first letter a capital, as a length within
 * `size`: sentences may open with a card's name ("the King of Spades"). */
size_t explain_finish(char *buf, int written, size_t size);

/* ---- Hands with no score ---------------------------------------------------------------- */

typedef enum {
    EXPLAIN_EVERY_PLAYER_PASSED
} explain_no_hand_code;

/* Why a hand has no score, for the error "no-hand" and the record's `no_hand`. */
size_t explain_no_hand(const tutor_game *game, explain_no_hand_code why, char *buf, size_t size);

#endif
