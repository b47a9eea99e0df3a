/*
 * api_hand_burro.c: Burro's whole hand (tutor_burro_hand in tutor_burro.h) for the `hand`
 * request. Actions: {"play": card}, {"draw": true} (one card from the stock; the turn stays)
 * and {"pass": true}. The deal's `rest` is the stock, the card drawn first first; a seeded
 * deal's stock is in the order of the shuffle that dealt it.
 */
#include "api_hand.h"
#include "tutor_burro.h"

/* {"draw": true} and {"pass": true} are the whole action; any other value is a mistake. */
static int read_flag(api_call *c, const cJSON *item, const char *name) {
    if (cJSON_IsTrue(item)) return 1;
    return api_fail(c, "bad-field", "\"%s\" is written {\"%s\": true}.", name, name);
}

static int apply_burro(api_call *c, void *state, const cJSON *action, tutor_reason *why) {
    tutor_burro_hand *hand = state;
    const cJSON *item;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "play"))) {
        tutor_card card;
        tutor_set seen = tutor_set_empty();
        return read_card(c, item, "play", &card, &seen) &&
               tutor_burro_hand_play(hand, card, why, &c->error) == TUTOR_OK;
    }
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "draw")))
        return read_flag(c, item, "draw") &&
               tutor_burro_hand_draw(hand, NULL, why, &c->error) == TUTOR_OK;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "pass")))
        return read_flag(c, item, "pass") &&
               tutor_burro_hand_pass(hand, why, &c->error) == TUTOR_OK;
    return api_fail(c, "bad-field",
                    "actions[%d] must be one of {\"play\": \"<card>\"}, {\"draw\": true} or "
                    "{\"pass\": true}.",
                    c->error_index);
}

static void offer_burro(hand_offer *offer, const void *state, int seat) {
    const tutor_burro_hand *hand = state;
    offer_plays(offer, hand->hands[seat]);
    offer_flag(offer, "draw");
    offer_flag(offer, "pass");
}

const hand_game hand_burro = {
    .game_id = "burro",
    .apply = apply_burro,
    .offer = offer_burro,
};
