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

_Static_assert(sizeof(tutor_tapp_hand_state) <= HAND_STATE_MAX, "HAND_STATE_MAX is too small");

static const char *const halves[] = {"top", "bottom"};                /* tutor_tapp_half */
static const char *const announcements[] = {"pagat-ultimo", "valat"}; /* tutor_tapp_announcement */

static int started(const tutor_tapp_hand_state *hand) { return hand->play.game != NULL; }

static int start_tapp(api_call *c, void *state, const hand_start *start) {
    tutor_set top = tutor_set_empty();
    for (int i = 0; i < start->rest_count && i < TUTOR_TAPP_EXCHANGE; i++)
        top = tutor_set_add(top, start->rest[i]);
    return tutor_tapp_hand_start(state, &start->deal, top, start->dealer, &c->error) == TUTOR_OK;
}

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

static int turn_tapp(const void *state) { return tutor_tapp_hand_turn(state); }

static const char *phase_tapp(const void *state) {
    static const char *const names[] = {"bidding",    "taking",  "discarding",
                                        "announcing", "playing", "over"};
    return names[((const tutor_tapp_hand_state *)state)->phase];
}

static int seats_tapp(const void *state) {
    (void)state;
    return TUTOR_TAPP_SEATS;
}

static tutor_set holding_tapp(const void *state, int seat) {
    return tutor_tapp_hand_holding(state, seat);
}

static const tutor_options *options_tapp(const void *state) {
    (void)state;
    return NULL; /* Tapp-Tarock has no options */
}

static hand_tricks tricks_tapp(const void *state) {
    const tutor_tapp_hand_state *hand = state;
    hand_tricks tricks = {hand->play.tricks, hand->play.tricks_done, started(hand),
                          hand->play.current};
    return tricks;
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

/* The talon lies face down, its two halves apart, until the auction says what becomes of it:
 * in Three cards it is shown to all, in Bottom 3 and Top 3 one half is taken unseen, in Solo
 * it goes unseen to the defenders. The discard is shown as it goes down. */
static void describe_tapp(api_call *c, const void *state, int viewer, cJSON *into) {
    const tutor_tapp_hand_state *hand = state;
    int all = viewer == TUTOR_NO_SEAT, talon_seen = all || hand->talon_shown;
    cJSON *aside = cJSON_AddObjectToObject(into, "aside");
    int undecided = hand->half_taken < 0 && tutor_set_is_empty(hand->defenders_talon);
    if (undecided) {
        cJSON_AddItemToObject(aside, "talon_top",
                              pile_json(c, hand->talon[TUTOR_TAPP_TOP_HALF], talon_seen));
        cJSON_AddItemToObject(aside, "talon_bottom",
                              pile_json(c, hand->talon[TUTOR_TAPP_BOTTOM_HALF], talon_seen));
    } else {
        cJSON_AddItemToObject(aside, "talon_to_defenders",
                              pile_json(c, hand->defenders_talon, talon_seen));
    }
    if (!tutor_set_is_empty(hand->discard))
        cJSON_AddItemToObject(aside, "discard", set_array(c->game, hand->discard));
    cJSON_AddItemToObject(into, "declarer", seat_or_null(hand->declarer));
    cJSON_AddItemToObject(into, "bid",
                          hand->declarer == TUTOR_NO_SEAT
                              ? cJSON_CreateNull()
                              : cJSON_CreateString(tapp_bids[hand->bid]));
    cJSON *passed = cJSON_AddArrayToObject(into, "passed");
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++)
        if (hand->passed & (1u << s)) cJSON_AddItemToArray(passed, cJSON_CreateNumber(s));
    cJSON_AddItemToObject(into, "half_taken",
                          hand->half_taken < 0 ? cJSON_CreateNull()
                                               : cJSON_CreateString(halves[hand->half_taken]));
    cJSON *made = cJSON_AddArrayToObject(into, "announced");
    for (int a = 0; a < TUTOR_TAPP_ANNOUNCEMENTS; a++)
        if (hand->announced[a]) cJSON_AddItemToArray(made, cJSON_CreateString(announcements[a]));
}

static void add_outcome(cJSON *into, const char *name, tutor_tapp_contract_result result) {
    if (result != TUTOR_TAPP_NONE) cJSON_AddStringToObject(into, name, tapp_results[result - 1]);
}

static int score_tapp(api_call *c, const void *state, cJSON *into) {
    const tutor_tapp_hand_state *hand = state;
    tutor_tapp_hand_result result;
    if (hand->phase != TUTOR_TAPP_OVER) {
        cJSON_AddNullToObject(into, "score");
        return 1;
    }
    if (tutor_tapp_hand_score(hand, &result, &c->error)) {
        if (strcmp(c->error.code, "no-hand") != 0) return 0;
        cJSON_AddNullToObject(into, "score"); /* every player passed */
        cJSON_AddStringToObject(into, "no_hand", c->error.message);
        return 1;
    }
    cJSON *score = cJSON_AddObjectToObject(into, "score");
    cJSON_AddNumberToObject(score, "declarer", result.declarer);
    cJSON_AddStringToObject(score, "bid", tapp_bids[result.bid]);
    cJSON_AddNumberToObject(score, "declarer_points", result.declarer_points);
    cJSON_AddNumberToObject(score, "defender_points", result.defender_points);
    cJSON_AddNumberToObject(score, "declarer_tricks", result.declarer_tricks);
    add_outcome(score, "pagat_ultimo", result.pagat_ultimo);
    add_outcome(score, "valat", result.valat);
    add_tapp_score(score, &result.score);
    cJSON *seats = cJSON_AddArrayToObject(score, "seats");
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++)
        cJSON_AddItemToArray(seats, cJSON_CreateNumber(result.seat_change[s]));
    return 1;
}

const hand_game hand_tapp_tarock = {
    .game_id = "tapp-tarock",
    .size = sizeof(tutor_tapp_hand_state),
    .start = start_tapp,
    .apply = apply_tapp,
    .turn = turn_tapp,
    .phase = phase_tapp,
    .seats = seats_tapp,
    .holding = holding_tapp,
    .options = options_tapp,
    .tricks = tricks_tapp,
    .offer = offer_tapp,
    .describe = describe_tapp,
    .score = score_tapp,
};
