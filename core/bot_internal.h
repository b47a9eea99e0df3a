/*
 * bot_internal.h: what the computer players' files (sample.c, solve.c, bot.c, coach.c) share.
 */
#ifndef TUTOR_BOT_INTERNAL_H
#define TUTOR_BOT_INTERNAL_H

#include <stddef.h>
#include <string.h>

#include "game.h"

/* Copies a hand with only the bytes its game's state uses: the search copies hands at every
 * node, and most games use a small part of TUTOR_HAND_STATE. */
static inline void bot_hand_copy(tutor_hand *to, const tutor_hand *from) {
    memcpy(to, from, offsetof(tutor_hand, state) + from->game->hand->size);
}

/* The seat's return at the end of a hand that is over (0 for a hand that cannot be scored). */
int bot_return(const tutor_hand *hand, int seat, int *returns);

/* The cards still held by any seat, and any stock still to draw: how deep the rest of the
 * play is. */
int bot_cards_held(const tutor_hand *hand);

/* The moves the rules offer the seat to move: every legal one, and perhaps some they refuse
 * (tutor_hand_legal tries each). */
int bot_offered(const tutor_hand *hand, tutor_move *moves);

/* Whether the hand is in trick play with no sequence of moves half made. */
int bot_in_play(const tutor_hand *hand);

/* The card values of the hand's options, worked out when they changed. */
const tutor_card_values *bot_card_values(tutor_bot_space *space, const tutor_hand *hand);

/* Adds each legal move's value for the seat to move over `samples` deals that fit what it has
 * seen into sums[] and (those above zero) aheads[]; returns the deals judged. space->now must
 * hold the situation replayed. */
int bot_judge_moves(const tutor_situation *situation, int level, int samples, uint64_t seed,
                    tutor_bot_space *space, const tutor_move *legal, int n, double *sums,
                    int *aheads);

/* The samples a level judges, or `samples` when given (at most TUTOR_BOT_MAX_SAMPLES). */
int bot_level_samples(int level, int samples);

#endif
