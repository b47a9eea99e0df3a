/*
 * api_hand_tarot.c: French Tarot's whole hand (tutor_tarot_hand.h) for the `hand` request.
 * The actions are `replay`'s: {"bid"}, {"discard": [...]}, {"call": card}, {"chelem": true},
 * {"poignee": [...]}, {"play": card} and {"cancel": true}.
 */
#include <string.h>

#include "api_hand.h"

/* The trumps among `cards`, by their codes ("T1" to "T21"). */
static tutor_set trumps_among(const tutor_game *game, tutor_set cards) {
    tutor_set trumps = tutor_set_empty();
    tutor_card card;
    TUTOR_SET_FOREACH(card, cards) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(game, card, code);
        if (code[0] == 'T') trumps = tutor_set_add(trumps, card);
    }
    return trumps;
}

/* {"poignee": {"choose": n, "from": [...]}} for each poignée the core accepts from the seat
 * to play: n is the trumps the poignée shows (tutor_tarot_poignee_trumps), `from` the trumps
 * held, with the Excuse only when it makes up the number, every trump being shown. */
static void offer_poignees(hand_offer *offer, const tutor_tarot_hand_state *hand, int seat) {
    api_call *c = offer_call(offer);
    tutor_set holding = hand->play.hands[seat], trumps = trumps_among(c->game, holding);
    tutor_card excuse;
    if (tutor_card_parse(c->game, "FOOL", &excuse, NULL)) return;
    for (int level = 1; level <= 3; level++) {
        int n = tutor_tarot_poignee_trumps(hand->players, level);
        tutor_set from = trumps;
        if (tutor_set_size(trumps) + 1 == n && tutor_set_has(holding, excuse))
            from = tutor_set_add(trumps, excuse);
        if (tutor_set_size(from) < n) continue;
        tutor_card shown[TUTOR_SET_CAPACITY], card;
        int count = 0;
        TUTOR_SET_FOREACH(card, from) if (count < n) shown[count++] = card;
        cJSON *candidate = cJSON_CreateObject();
        cJSON_AddItemToObject(candidate, "poignee", card_array(c->game, shown, count));
        if (offer_try(offer, candidate)) offer_add(offer, action_choice(c, "poignee", n, from));
        cJSON_Delete(candidate);
    }
}

static void offer_tarot(hand_offer *offer, const void *state, int seat) {
    const tutor_tarot_hand_state *hand = state;
    api_call *c = offer_call(offer);
    switch (hand->phase) {
    case TUTOR_TAROT_BIDDING: {
        for (int contract = 0; contract < 4; contract++)
            offer_action(offer, action_string("bid", tarot_contracts[contract]));
        offer_action(offer, action_string("bid", "pass"));
        /* The cancel names no seat: offered when the seat it would name is the one to act. */
        cJSON *cancel = cJSON_CreateObject();
        cJSON_AddTrueToObject(cancel, "cancel");
        const tutor_tarot_hand_state *after = offer_try(offer, cancel);
        if (after && after->cancelled_by == seat)
            offer_add(offer, cancel);
        else
            cJSON_Delete(cancel);
        return;
    }
    case TUTOR_TAROT_DISCARDING:
        offer_add(offer, action_choice(c, "discard", tutor_set_size(hand->deal.rest),
                                       tutor_tarot_hand_discardable(hand)));
        break;
    case TUTOR_TAROT_CALLING: {
        tutor_card card;
        TUTOR_SET_FOREACH(card, tutor_pack(c->game, &hand->options))
        offer_action(offer, action_card(c, "call", card));
        break;
    }
    case TUTOR_TAROT_PLAYING:
        offer_poignees(offer, hand, seat);
        break;
    default:
        return;
    }
    /* The chelem is the taker's to announce, before the first card. */
    if (seat == hand->taker) {
        cJSON *chelem = cJSON_CreateObject();
        cJSON_AddTrueToObject(chelem, "chelem");
        offer_action(offer, chelem);
    }
    if (hand->phase == TUTOR_TAROT_PLAYING) offer_plays(offer, hand->play.hands[seat]);
}

const hand_game hand_french_tarot = {
    .game_id = "french-tarot",
    .apply = apply_tarot,
    .offer = offer_tarot,
};
