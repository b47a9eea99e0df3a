/*
 * api_hand.h: the `hand` request over the core's whole-hand interface (tutor_hand). api_hand.c
 * reads the request, replays the actions and writes the answer: phase, turn, hands, tricks,
 * and what the core's records say the table shows and the score is. Each api_hand_<game>.c
 * still reads one game's actions and offers them in the JSON vocabulary. No rule lives here:
 * every question goes to the core, and an action the core has no query for is offered by
 * trying it on a copy of the hand (hands are plain values).
 */
#ifndef TUTOR_API_HAND_H
#define TUTOR_API_HAND_H

#include <stddef.h>

#include "api_internal.h"

/* The `legal` and `illegal` lists being written for the seat to act (api_hand.c). */
typedef struct hand_offer hand_offer;

/* What is left of a game's adapter: reading its actions from JSON and offering them in the
 * vocabulary of docs/api.md. Everything else is the core's whole-hand interface (tutor_hand). */
typedef struct {
    const char *game_id;
    /* One action, for the seat whose turn it is, on the game's own hand (hand->state). */
    int (*apply)(api_call *c, void *state, const cJSON *action, tutor_reason *why);
    /* Offers the actions the seat to act may take now (called only when someone is to act). */
    void (*offer)(hand_offer *offer, const void *state, int seat);
} hand_game;

extern const hand_game hand_texas_42, hand_french_tarot, hand_tapp_tarock, hand_ottocento,
    hand_eight_hundred, hand_piedmont_tarocchi, hand_burro;

/* ---- playing a hand (api_hand.c), for the hand and game requests -------------------------- */

/* The adapter of `game`, or NULL when its core plays no whole hand. */
const hand_game *hand_game_of(const tutor_game *game);
/* Reads the request's `options`, `dealer`, `deal` or `seed`, and (for the games that carry
 * them) `scores`. */
int read_hand_start(api_call *c, tutor_hand_start *start);
/* Starts the hand from the request's options as agreed and replays its `actions`; then
 * c->options are the hand's, for the sentences. */
int play_hand(api_call *c, tutor_hand *hand, const tutor_hand_start *start);
/* Applies one action of the request, as `actions[index]` reads it. */
int apply_hand_action(api_call *c, tutor_hand *hand, const cJSON *action, tutor_reason *why);
/* The `hand` answer for the hand, as `viewer` sees it (TUTOR_NO_SEAT: everything), added to
 * c->response. */
int answer_hand(api_call *c, const tutor_hand *hand, int viewer);

/* ---- offering actions (api_hand.c) ------------------------------------------------------- */

/* The request being answered: its game, options and error. */
api_call *offer_call(const hand_offer *offer);
/* Tries `action` on a copy of the hand: the copy's game state after it when the core accepts
 * it, else NULL. The copy is overwritten by the next try. */
const void *offer_try(hand_offer *offer, const cJSON *action);
/* Adds `action` to `legal` as it is (taking it over): the adapter has it from a core query. */
void offer_add(hand_offer *offer, cJSON *action);
/* Adds `action` to `legal` when the core accepts it; deletes it otherwise. */
void offer_action(hand_offer *offer, cJSON *action);
/* {"play": card} for each of `cards`: `legal` when the core accepts it, else an `illegal`
 * entry with the core's reason and sentence. */
void offer_plays(hand_offer *offer, tutor_set cards);
/* {"<name>": true} (Burro's "draw", "pass"): `legal` when accepted, else an `illegal` entry
 * {"card": name, "reason", "text"}, as the lesson request writes it. */
void offer_flag(hand_offer *offer, const char *name);

/* ---- writing ------------------------------------------------------------------------------ */

cJSON *seat_or_null(int seat);
/* [partnership 0's, partnership 1's]: seats 0 and 2, seats 1 and 3. */
cJSON *pair_json(const int *values);
/* {"<name>": value}: an action of the vocabulary, for offering. */
cJSON *action_string(const char *name, const char *value);
cJSON *action_card(api_call *c, const char *name, tutor_card card);
/* {"<name>": {"choose": n, "from": [...]}}: any n of `from`, for a choice of several cards. */
cJSON *action_choice(api_call *c, const char *name, int choose, tutor_set from);
/* The seat an action is applied for: the seat to act, or (once the hand is over, when nobody
 * is) seat 0, so that the core refuses it for the hand being over. */
int acting_seat(int turn);

#endif
