/*
 * burro.h: what the Burro files share: the questions of trick play with a stock (burro.c),
 * which the whole hand (burro_hand.c) asks with the stock's own size.
 */
#ifndef TUTOR_GAMES_BURRO_H
#define TUTOR_GAMES_BURRO_H

#include "../tutor_burro.h"

extern const tutor_game tutor_burro;

/* The legal actions of `hand` facing `trick` (n cards so far, the leader's first) with
 * `stock` cards left in the draw pile. */
tutor_burro_choice burro_legal(const tutor_options *options, const tutor_card *trick, int n,
                               tutor_set hand, int stock);

/* Why `card` may not be played: must-follow (the hand holds the suit led), must-draw (it does
 * not and the stock has cards), must-pass (it does not and the stock is empty), not-in-hand.
 * The code is TUTOR_REASON_NONE when the card may be played. */
tutor_reason burro_refusal(const tutor_options *options, const tutor_card *trick, int n,
                           tutor_set hand, int stock, tutor_card card);

/* Why drawing (TUTOR_ACTION_DRAW) or passing (TUTOR_ACTION_PASS) is refused: must-lead (the
 * leader plays a card), must-follow, must-draw or must-pass; TUTOR_REASON_NONE when allowed.
 * The reason's `action` names what was refused, for its sentence. */
tutor_reason burro_action_refusal(const tutor_options *options, const tutor_card *trick, int n,
                                  tutor_set hand, int stock, tutor_action action);

#endif
