/*
 * api_hand_tapp.c: Tapp-Tarock's whole hand (tutor_tapp_hand.h) for the `hand` request.
 * Actions: {"bid": "three" | "bottom" | "top" | "solo" | "pass"}, {"take": "top" | "bottom"}
 * (Three cards), {"discard": card} (one card at a time, three in all), {"announce":
 * "pagat-ultimo" | "valat"} and {"play": card}. The deal's `rest` is the talon, its top half
 * first (a seeded deal's talon in card order).
 */
#include <string.h>

#include "api_hand.h"
#include "tutor_tapp_hand.h"

static const char *const halves[] = {"top", "bottom"};                /* tutor_tapp_half */
static const char *const announcements[] = {"pagat-ultimo", "valat"}; /* tutor_tapp_announcement */

/* The index of `item`'s string among `names`, or -1. */
static int word_index(const cJSON *item, const char *const *names, int count) {
    for (int i = 0; cJSON_IsString(item) && i < count; i++)
        if (strcmp(item->valuestring, names[i]) == 0) return i;
    return -1;
}

static int apply_tapp(api_call *c, void *state, const cJSON *action, tutor_reason *why) {
    tutor_tapp_hand_state *hand = state;
    int seat = acting_seat(tutor_tapp_hand_turn(hand));
    const cJSON *item;
    tutor_card card;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "bid"))) {
        int bid = word_index(item, tapp_bids, 4);
        int pass = cJSON_IsString(item) && strcmp(item->valuestring, "pass") == 0;
        if (bid < 0 && !pass)
            return api_fail(
                c, "bad-field",
                "\"bid\" must be \"three\", \"bottom\", \"top\", \"solo\" or \"pass\".");
        return tutor_tapp_hand_bid(hand, seat, bid < 0 ? TUTOR_TAPP_PASS : bid, why, &c->error) ==
               TUTOR_OK;
    }
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "take"))) {
        int half = word_index(item, halves, 2);
        if (half < 0) return api_fail(c, "bad-field", "\"take\" must be \"top\" or \"bottom\".");
        return tutor_tapp_hand_take(hand, seat, (tutor_tapp_half)half, why, &c->error) == TUTOR_OK;
    }
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "announce"))) {
        int announcement = word_index(item, announcements, TUTOR_TAPP_ANNOUNCEMENTS);
        if (announcement < 0)
            return api_fail(c, "bad-field", "\"announce\" must be \"pagat-ultimo\" or \"valat\".");
        return tutor_tapp_hand_announce(hand, seat, (tutor_tapp_announcement)announcement, why,
                                        &c->error) == TUTOR_OK;
    }
    static const char *const names[] = {"discard", "play"};
    for (int i = 0; i < 2; i++) {
        tutor_set seen = tutor_set_empty();
        if (!(item = cJSON_GetObjectItemCaseSensitive(action, names[i]))) continue;
        if (!read_card(c, item, names[i], &card, &seen)) return 0;
        return (i == 0 ? tutor_tapp_hand_discard(hand, seat, card, why, &c->error)
                       : tutor_tapp_hand_play(hand, seat, card, why, &c->error)) == TUTOR_OK;
    }
    return api_fail(c, "bad-field",
                    "actions[%d] must be one of {\"bid\": ...}, {\"take\": ...}, {\"discard\": "
                    "\"<card>\"}, {\"announce\": ...} or {\"play\": \"<card>\"}.",
                    c->error_index);
}

/* What the core's questions allow, bids lowest first and "pass" last; every card of the
 * hand to play, legal or refused with its reason. */
static void offer_tapp(hand_offer *offer, const void *state, int seat) {
    const tutor_tapp_hand_state *hand = state;
    api_call *c = offer_call(offer);
    unsigned calls = tutor_tapp_hand_legal_calls(hand, seat);
    for (int bid = TUTOR_TAPP_THREE; bid <= TUTOR_TAPP_SOLO; bid++)
        if (calls & TUTOR_TAPP_CALL_BIT(bid))
            offer_add(offer, action_string("bid", tapp_bids[bid]));
    if (calls & TUTOR_TAPP_CALL_BIT(TUTOR_TAPP_PASS))
        offer_add(offer, action_string("bid", "pass"));
    unsigned taken = tutor_tapp_hand_legal_halves(hand, seat);
    for (int half = 0; half < 2; half++)
        if (taken & (1u << half)) offer_add(offer, action_string("take", halves[half]));
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_tapp_hand_legal_discards(hand, seat))
    offer_add(offer, action_card(c, "discard", card));
    unsigned announced = tutor_tapp_hand_legal_announcements(hand, seat);
    for (int a = 0; a < TUTOR_TAPP_ANNOUNCEMENTS; a++)
        if (announced & (1u << a)) offer_add(offer, action_string("announce", announcements[a]));
    if (hand->phase == TUTOR_TAPP_ANNOUNCING || hand->phase == TUTOR_TAPP_PLAYING)
        offer_plays(offer, tutor_tapp_hand_holding(hand, seat));
}

const hand_game hand_tapp_tarock = {
    .game_id = "tapp-tarock",
    .apply = apply_tapp,
    .offer = offer_tapp,
};
