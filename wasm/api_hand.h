/*
 * api_hand.h: the `hand` request's view of one game's whole hand. api_hand.c reads the
 * request, replays the actions and writes what every game shares (phase, turn, hands,
 * tricks, legal actions); each api_hand_<game>.c adapts one core's whole hand to it: how the
 * hand starts, how an action is read, what the table shows, which actions to offer and the
 * score. No rule lives here: every question goes to the core, and an action the core has no
 * query for is offered by trying it on a copy of the hand (hand states are plain values).
 */
#ifndef TUTOR_API_HAND_H
#define TUTOR_API_HAND_H

#include <stddef.h>

#include "api_internal.h"

/* The largest hand state an adapter may have: api_hand.c keeps two on the stack (the hand and
 * a copy to try actions on); each adapter checks its own size against it. */
#define HAND_STATE_MAX 8192

/* Where a hand starts: the dealer and the deal, read from the request or dealt from a seed. */
typedef struct {
    int dealer;
    tutor_deal deal;
    /* The cards dealt to no hand, in the request's order (a seeded deal: card order), for the
     * games where that order matters: Tapp-Tarock's talon (its top half first) and Burro's
     * stock (the card drawn first, first). */
    tutor_card rest[TUTOR_SET_CAPACITY];
    int rest_count;
    int seeded; /* dealt from `seed` */
    uint64_t seed;
} hand_start;

/* The tricks of a hand: those taken, and the one on the table as it lies now. */
typedef struct {
    const tutor_trick *taken;
    int count;
    int in_play; /* 0 before trick play begins */
    tutor_trick current;
} hand_tricks;

/* The `legal` and `illegal` lists being written for the seat to act (api_hand.c). */
typedef struct hand_offer hand_offer;

typedef struct {
    const char *game_id;
    size_t size; /* of the state */
    /* Starts the hand; 0 with c->error filled when the request or the deal is wrong. */
    int (*start)(api_call *c, void *hand, const hand_start *start);
    apply_action apply; /* one action, for the seat whose turn it is */
    int (*turn)(const void *hand);
    const char *(*phase)(const void *hand); /* "bidding", "playing", "over", ... */
    int (*seats)(const void *hand);
    tutor_set (*holding)(const void *hand, int seat);
    /* The options the hand's sentences are made with (NULL: the request's). */
    const tutor_options *(*options)(const void *hand);
    hand_tricks (*tricks)(const void *hand);
    /* Offers the actions the seat to act may take now (called only when someone is to act). */
    void (*offer)(hand_offer *offer, const void *hand, int seat);
    /* Adds `aside` (the cards neither in a hand nor in a trick, by pile) and what the table
     * knows of the hand, as `viewer` sees it (TUTOR_NO_SEAT: everything). */
    void (*describe)(api_call *c, const void *hand, int viewer, cJSON *into);
    /* Adds `score` (null until there is one); 0 with c->error filled on a core error. */
    int (*score)(api_call *c, const void *hand, cJSON *into);
} hand_game;

extern const hand_game hand_texas_42, hand_french_tarot, hand_tapp_tarock, hand_ottocento,
    hand_eight_hundred, hand_piedmont_tarocchi, hand_burro;

/* ---- playing a hand (api_hand.c), for the hand and game requests -------------------------- */

/* The adapter of `game`, or NULL when its core plays no whole hand. */
const hand_game *hand_game_of(const tutor_game *game);
/* Reads the request's `options`, `dealer` and `deal` or `seed`. */
int read_hand_start(api_call *c, hand_start *start);
/* Starts the hand (HAND_STATE_MAX bytes, aligned) and replays the request's `actions`; then
 * c->options are the hand's, for the sentences. */
int play_hand(api_call *c, const hand_game *game, void *hand, const hand_start *start);
/* The `hand` answer for the hand, as `viewer` sees it (TUTOR_NO_SEAT: everything), added to
 * c->response. */
int answer_hand(api_call *c, const hand_game *game, const void *hand, const hand_start *start,
                int viewer);

/* ---- offering actions (api_hand.c) ------------------------------------------------------- */

/* The request being answered: its game, options and error. */
api_call *offer_call(const hand_offer *offer);
/* Tries `action` on a copy of the hand: the copy after it when the core accepts it, else NULL.
 * The copy is overwritten by the next try. */
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
/* A pile as the viewer sees it: its cards when `visible`, else {"count": n}. */
cJSON *pile_json(api_call *c, tutor_set cards, int visible);
/* {"<name>": value}: an action of the vocabulary, for offering. */
cJSON *action_string(const char *name, const char *value);
cJSON *action_card(api_call *c, const char *name, tutor_card card);
/* {"<name>": {"choose": n, "from": [...]}}: any n of `from`, for a choice of several cards. */
cJSON *action_choice(api_call *c, const char *name, int choose, tutor_set from);
/* The seat an action is applied for: the seat to act, or (once the hand is over, when nobody
 * is) seat 0, so that the core refuses it for the hand being over. */
int acting_seat(int turn);

#endif
