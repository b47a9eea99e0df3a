/*
 * api_hand.h: the `hand` request over the core's whole-hand interface (tutor_hand). api_hand.c
 * reads the request, replays the actions and writes the answer: phase, turn, hands, tricks,
 * and what the core's records say the table shows and the score is. Actions are read and
 * legal moves written in each game's own words, which the core gives (tutor_move_text). No
 * rule and no game lives here: every question goes to the core.
 */
#ifndef TUTOR_API_HAND_H
#define TUTOR_API_HAND_H

#include <stddef.h>

#include "api_internal.h"

/* ---- playing a hand (api_hand.c), for the hand and game requests -------------------------- */

/* Reads the request's `options`, `dealer`, `deal` or `seed`, and (for the games that carry
 * them) `scores`. */
int read_hand_start(api_call *c, tutor_hand_start *start);
/* Starts the hand from the request's options as agreed and replays its `actions`; then
 * c->options are the hand's, for the sentences. */
int play_hand(api_call *c, tutor_hand *hand, const tutor_hand_start *start);
/* Applies one action of the request, as `actions[index]` reads it: one move {"key": value},
 * or several made together (several members, lists of values, or a list of actions), all of
 * them or none. */
int apply_hand_action(api_call *c, tutor_hand *hand, const cJSON *action, tutor_reason *why);
/* The `hand` answer for the hand, as `viewer` sees it (TUTOR_NO_SEAT: everything), added to
 * c->response. */
int answer_hand(api_call *c, const tutor_hand *hand, int viewer);

/* ---- writing ------------------------------------------------------------------------------ */

cJSON *seat_or_null(int seat);
/* A move as the game writes it, {"key": value}, and its label for a button. */
cJSON *move_json(api_call *c, const tutor_hand *hand, tutor_move move);
cJSON *move_label(const tutor_hand *hand, tutor_move move);

#endif
