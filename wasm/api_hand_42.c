/*
 * api_hand_42.c: Texas 42's whole hand (tutor_42_hand in tutor.h) for the `hand` request. The
 * actions are `replay`'s: {"bid": "pass" | 30..42 | {"marks": n}}, the declarer's {"trump",
 * "contract"[, "doubles"]}, then {"play": tile}; the request's options hold wherever the
 * declaration does not say otherwise.
 */
#include <string.h>

#include "api_hand.h"

_Static_assert(sizeof(tutor_42_hand) <= HAND_STATE_MAX, "HAND_STATE_MAX is too small");

/* "Counting it up, it looks like 7 marks wins the game" (shared/seeds/004): no bid offered
 * goes higher, though the core takes a higher Plunge too. */
enum { MOST_MARKS_OFFERED = 7 };

static int started(const tutor_42_hand *hand) { return hand->play.game != NULL; }

/* The request's options are the players' agreement for the hand (doubles low in follow-me,
 * say): the declaration completes them, as in `replay`. */
static int start_42(api_call *c, void *state, const hand_start *start) {
    if (start->rest_count > 0)
        return api_fail(c, "bad-field",
                        "A Texas 42 deal has no \"rest\": the 28 tiles are all dealt.");
    return start_42_hand(c, state, &start->deal, start->dealer);
}

static int turn_42(const void *state) { return tutor_42_hand_turn(state); }

static const char *phase_42(const void *state) {
    static const char *const names[] = {"bidding", "declaring", "playing", "over"};
    return names[((const tutor_42_hand *)state)->phase];
}

static int seats_42(const void *state) { return ((const tutor_42_hand *)state)->deal.seats; }

static tutor_set holding_42(const void *state, int seat) {
    const tutor_42_hand *hand = state;
    return started(hand) ? hand->play.hands[seat] : hand->deal.hands[seat];
}

static const tutor_options *options_42(const void *state) {
    return &((const tutor_42_hand *)state)->options;
}

static hand_tricks tricks_42(const void *state) {
    const tutor_42_hand *hand = state;
    hand_tricks tricks = {hand->play.tricks, hand->play.tricks_done, started(hand),
                          hand->play.current};
    return tricks;
}

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

/* The declaration as the action named it, with the defaults the core filled in. */
static cJSON *declared_json(api_call *c, const tutor_options *options) {
    cJSON *declared = cJSON_CreateObject();
    for (int i = 0; i < tutor_game_option_count(c->game); i++) {
        const tutor_option_spec *spec = tutor_game_option(c->game, i);
        int value = options->value[i];
        if (value < 0)
            cJSON_AddNullToObject(declared, spec->name);
        else
            cJSON_AddStringToObject(declared, spec->name, spec->values[value]);
    }
    return declared;
}

/* Everything in a 42 hand is in a hand or a trick; the auction and the declaration are
 * public, and so is who sits out in Nello. */
static void describe_42(api_call *c, const void *state, int viewer, cJSON *into) {
    const tutor_42_hand *hand = state;
    (void)viewer;
    cJSON_AddObjectToObject(into, "aside");
    cJSON_AddItemToObject(into, "bidder", seat_or_null(hand->declarer));
    cJSON_AddItemToObject(
        into, "bid", hand->declarer == TUTOR_NO_SEAT ? cJSON_CreateNull() : bid_json(hand->high));
    cJSON_AddItemToObject(into, "declared",
                          started(hand) ? declared_json(c, &hand->options) : cJSON_CreateNull());
    cJSON_AddItemToObject(into, "sitting_out",
                          seat_or_null(started(hand) ? hand->play.sitting_out : TUTOR_NO_SEAT));
}

/* `score` once every trick is played: replay's, with one line giving the marks to a side. */
static int score_42(api_call *c, const void *state, cJSON *into) {
    const tutor_42_hand *hand = state;
    if (hand->phase != TUTOR_42_OVER) {
        cJSON_AddNullToObject(into, "score");
        return 1;
    }
    tutor_42_score score;
    cJSON *object = score_42_json(c, hand, &score);
    if (!object) {
        if (strcmp(c->error.code, "no-hand") != 0) return 0;
        cJSON_AddNullToObject(into, "score"); /* every player passed */
        cJSON_AddStringToObject(into, "no_hand", c->error.message);
        return 1;
    }
    cJSON *line = cJSON_CreateObject();
    cJSON_AddStringToObject(line, "item", "bid");
    cJSON_AddNumberToObject(line, "points", score.marks);
    cJSON_AddStringToObject(line, "side", score.to_bidder ? "bidder" : "opponents");
    cJSON_AddItemToArray(cJSON_AddArrayToObject(object, "lines"), line);
    cJSON_AddItemToObject(into, "score", object);
    return 1;
}

const hand_game hand_texas_42 = {
    .game_id = "texas-42",
    .size = sizeof(tutor_42_hand),
    .start = start_42,
    .apply = apply_42,
    .turn = turn_42,
    .phase = phase_42,
    .seats = seats_42,
    .holding = holding_42,
    .options = options_42,
    .tricks = tricks_42,
    .offer = offer_42,
    .describe = describe_42,
    .score = score_42,
};
