/*
 * api_hand_42.c: Texas 42's whole hand (tutor_42_hand in tutor.h) for the `hand` request. The
 * actions are `replay`'s: {"bid": "pass" | 30..42 | {"marks": n}}, the declarer's {"trump",
 * "contract"[, "doubles"]}, then {"play": tile}; the request's options hold wherever the
 * declaration does not say otherwise.
 */
#include <string.h>

#include "api_hand.h"

/* "Counting it up, it looks like 7 marks wins the game" (shared/seeds/004): no bid offered
 * goes higher, though the core takes a higher Plunge too. */
enum { MOST_MARKS_OFFERED = 7 };

/* The option `name`'s spec, whose values are the declaration's words. */
static const tutor_option_spec *option_named(const tutor_game *game, const char *name) {
    for (int i = 0; i < tutor_game_option_count(game); i++)
        if (strcmp(tutor_game_option(game, i)->name, name) == 0) return tutor_game_option(game, i);
    return NULL;
}

/* Every bid the core accepts, lowest first and "pass" last. */
static void offer_bids(hand_offer *offer) {
    for (int points = 30; points <= 42; points++) {
        cJSON *action = cJSON_CreateObject();
        cJSON_AddNumberToObject(action, "bid", points);
        offer_action(offer, action);
    }
    for (int marks = 1; marks <= MOST_MARKS_OFFERED; marks++) {
        cJSON *action = cJSON_CreateObject();
        cJSON_AddNumberToObject(cJSON_AddObjectToObject(action, "bid"), "marks", marks);
        offer_action(offer, action);
    }
    offer_action(offer, action_string("bid", "pass"));
}

/* Each contract the core accepts: without a trump when it takes none (Nello, Sevens: the core
 * needs no trump to play it), else with each trump it accepts, whatever trump the request's
 * options give. `doubles` is left to the request's options or the contract's default. */
static void offer_declarations(hand_offer *offer, const tutor_game *game) {
    const tutor_option_spec *contracts = option_named(game, "contract");
    const tutor_option_spec *trumps = option_named(game, "trump");
    for (int k = 0; contracts && k < contracts->value_count; k++) {
        tutor_options bare;
        tutor_options_init(&bare);
        if (tutor_options_set(game, &bare, "contract", contracts->values[k], NULL)) continue;
        if (tutor_options_complete(game, &bare, TUTOR_FOR_PLAY, NULL) == TUTOR_OK) {
            offer_action(offer, action_string("contract", contracts->values[k]));
            continue;
        }
        for (int t = 0; trumps && t < trumps->value_count; t++) {
            cJSON *action = action_string("trump", trumps->values[t]);
            cJSON_AddStringToObject(action, "contract", contracts->values[k]);
            offer_action(offer, action);
        }
    }
}

static void offer_42(hand_offer *offer, const void *state, int seat) {
    const tutor_42_hand *hand = state;
    if (hand->phase == TUTOR_42_BIDDING) offer_bids(offer);
    if (hand->phase == TUTOR_42_DECLARING) offer_declarations(offer, offer_call(offer)->game);
    if (hand->phase == TUTOR_42_PLAYING) offer_plays(offer, hand->play.hands[seat]);
}

const hand_game hand_texas_42 = {
    .game_id = "texas-42",
    .apply = apply_42,
    .offer = offer_42,
};
