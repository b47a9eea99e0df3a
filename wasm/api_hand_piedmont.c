/*
 * api_hand_piedmont.c: Piedmont Tarocchi's whole hand (tutor_piedmont_hand.h) for the `hand`
 * request. Actions: the dealer's {"discard": [four cards]} and {"play": card}; in the Game of
 * Allegiance (option good_evil "allegiance") Good and Evil are played with their call,
 * {"play": "GOOD", "call": "ours" | "yours"} for the first of them, {"play": "EVIL", "call":
 * "reaffirm" | "change"} for the other partnership's answer.
 */
#include <string.h>

#include "api_hand.h"
#include "tutor_piedmont_hand.h"

/* tutor_piedmont_call's words; NO_CALL is a play without "call". */
static const char *const calls[] = {NULL, "ours", "yours", "reaffirm", "change"};
enum { CALLS = 5 };

static int read_call(api_call *c, const cJSON *item, tutor_piedmont_call *call) {
    *call = TUTOR_PIEDMONT_NO_CALL;
    if (!item) return 1;
    for (int k = 1; cJSON_IsString(item) && k < CALLS; k++)
        if (strcmp(item->valuestring, calls[k]) == 0) {
            *call = (tutor_piedmont_call)k;
            return 1;
        }
    return api_fail(c, "bad-field",
                    "\"call\" must be \"ours\" or \"yours\" (the first of Good and Evil), or "
                    "\"reaffirm\" or \"change\" (the other partnership's answer).");
}

static int apply_piedmont(api_call *c, void *state, const cJSON *action, tutor_reason *why) {
    tutor_piedmont_hand *hand = state;
    int seat = acting_seat(tutor_piedmont_hand_turn(hand));
    tutor_card cards[TUTOR_SET_CAPACITY];
    tutor_set seen = tutor_set_empty();
    tutor_piedmont_call call;
    int n;
    const cJSON *item;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "discard")))
        return read_cards(c, item, "discard", cards, TUTOR_SET_CAPACITY, &n, &seen) &&
               tutor_piedmont_hand_discard(hand, seat, cards, n, why, &c->error) == TUTOR_OK;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "play")))
        return read_card(c, item, "play", &cards[0], &seen) &&
               read_call(c, cJSON_GetObjectItemCaseSensitive(action, "call"), &call) &&
               tutor_piedmont_hand_play(hand, seat, cards[0], call, why, &c->error) == TUTOR_OK;
    return api_fail(c, "bad-field",
                    "actions[%d] must be {\"discard\": [four cards]} or {\"play\": \"<card>\"} "
                    "(with \"call\" for Good and Evil in the Game of Allegiance).",
                    c->error_index);
}

/* Each card the core lets the seat play, with each call it may carry; the others refused with
 * their reason. */
static void offer_piedmont(hand_offer *offer, const void *state, int seat) {
    const tutor_piedmont_hand *hand = state;
    api_call *c = offer_call(offer);
    tutor_set discards = tutor_piedmont_hand_legal_discards(hand, seat);
    if (!tutor_set_is_empty(discards))
        offer_add(offer, action_choice(c, "discard", TUTOR_PIEDMONT_DISCARDS, discards));
    if (tutor_piedmont_hand_phase(hand) != TUTOR_PIEDMONT_PLAYING) return;
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_piedmont_hand_holding(hand, seat)) {
        unsigned due = tutor_piedmont_hand_legal_calls(hand, seat, card);
        if (!(due & ~TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_NO_CALL))) {
            offer_plays(offer, tutor_set_of(card)); /* a play alone, or refused */
            continue;
        }
        for (int k = 1; k < CALLS; k++) {
            if (!(due & TUTOR_PIEDMONT_CALL_BIT(k))) continue;
            cJSON *action = action_card(c, "play", card);
            cJSON_AddStringToObject(action, "call", calls[k]);
            offer_add(offer, action);
        }
    }
}

const hand_game hand_piedmont_tarocchi = {
    .game_id = "piedmont-tarocchi",
    .apply = apply_piedmont,
    .offer = offer_piedmont,
};
