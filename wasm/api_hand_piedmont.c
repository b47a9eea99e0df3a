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

_Static_assert(sizeof(tutor_piedmont_hand) <= HAND_STATE_MAX, "HAND_STATE_MAX is too small");

/* tutor_piedmont_call's words; NO_CALL is a play without "call". */
static const char *const calls[] = {NULL, "ours", "yours", "reaffirm", "change"};
enum { CALLS = 5 };

static int start_piedmont(api_call *c, void *state, const hand_start *start) {
    return tutor_piedmont_hand_start(state, &c->options, &start->deal, start->dealer, &c->error) ==
           TUTOR_OK;
}

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

static int turn_piedmont(const void *state) { return tutor_piedmont_hand_turn(state); }

static const char *phase_piedmont(const void *state) {
    static const char *const names[] = {"discarding", "playing", "over"};
    return names[tutor_piedmont_hand_phase(state)];
}

static int seats_piedmont(const void *state) {
    (void)state;
    return TUTOR_PIEDMONT_SEATS;
}

static tutor_set holding_piedmont(const void *state, int seat) {
    return tutor_piedmont_hand_holding(state, seat);
}

static const tutor_options *options_piedmont(const void *state) {
    return &((const tutor_piedmont_hand *)state)->options;
}

/* The trick on the table as it lies now: while a partner's card is being taken back, the
 * core's table, not the trick as it was followed. */
static hand_tricks tricks_piedmont(const void *state) {
    const tutor_piedmont_hand *hand = state;
    hand_tricks tricks = {hand->play.tricks,
                          hand->play.tricks_done,
                          tutor_piedmont_hand_phase(hand) != TUTOR_PIEDMONT_DISCARDING,
                          {0}};
    tutor_piedmont_hand_table(hand, &tricks.current);
    return tricks;
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

/* The dealer's discard lies face down; the calls and what became of the Fool are public. */
static void describe_piedmont(api_call *c, const void *state, int viewer, cJSON *into) {
    static const char *const fool_states[] = {"in-hand", "kept", "owed", "paid", "lost"};
    const tutor_piedmont_hand *hand = state;
    cJSON *aside = cJSON_AddObjectToObject(into, "aside");
    if (!tutor_set_is_empty(hand->discard))
        cJSON_AddItemToObject(
            aside, "discard",
            pile_json(c, hand->discard, viewer == TUTOR_NO_SEAT || viewer == hand->dealer));
    cJSON *made = cJSON_AddArrayToObject(into, "calls");
    for (int k = 0; k < hand->call_count; k++) {
        const tutor_piedmont_called *call = &hand->calls[k];
        cJSON *entry = cJSON_CreateObject();
        cJSON_AddNumberToObject(entry, "seat", call->seat);
        cJSON_AddItemToObject(entry, "card", card_string(c->game, call->card));
        cJSON_AddStringToObject(entry, "call", calls[call->call]);
        cJSON_AddNumberToObject(entry, "trick", call->trick);
        cJSON_AddNumberToObject(entry, "good_side", call->good_side);
        cJSON_AddItemToArray(made, entry);
    }
    cJSON_AddStringToObject(into, "fool", fool_states[hand->fool]);
    if (hand->fool == TUTOR_FOOL_PAID)
        cJSON_AddItemToObject(into, "fool_payment", card_string(c->game, hand->fool_payment));
}

static cJSON *line_json(api_call *c, const tutor_piedmont_line *line) {
    static const char *const items[] = {"card-points", "discard", "fool", "fool-payment",
                                        "trick-points"};
    static const char *const suits[] = {"all", "good", "evil"};
    cJSON *object = cJSON_CreateObject();
    cJSON_AddStringToObject(object, "item", items[line->item]);
    cJSON_AddNumberToObject(object, "points", line->points);
    cJSON_AddNumberToObject(object, "side", line->side);
    cJSON_AddStringToObject(object, "suits", suits[line->suits]);
    if (line->item == TUTOR_PIEDMONT_CARD_POINTS) {
        cJSON_AddNumberToObject(object, "first_trick", line->first_trick);
        cJSON_AddNumberToObject(object, "last_trick", line->last_trick);
    }
    if (line->item == TUTOR_PIEDMONT_FOOL || line->item == TUTOR_PIEDMONT_FOOL_PAYMENT)
        cJSON_AddItemToObject(object, "card", card_string(c->game, line->card));
    cJSON_AddNumberToObject(object, "cards", line->cards);
    return object;
}

/* Piedmont scores its tricks as they are won, so `score` is there from the first trick: the
 * lines so far, and once every trick is played (`complete`) the discard, the Fool, and who
 * wins the hand by how much. */
static int score_piedmont(api_call *c, const void *state, cJSON *into) {
    tutor_piedmont_score score;
    if (tutor_piedmont_hand_score(state, &score, &c->error)) return 0;
    cJSON *object = cJSON_AddObjectToObject(into, "score");
    cJSON *lines = cJSON_AddArrayToObject(object, "lines");
    for (int i = 0; i < score.line_count; i++)
        cJSON_AddItemToArray(lines, line_json(c, &score.lines[i]));
    cJSON_AddItemToObject(object, "points", pair_json(score.points));
    cJSON_AddItemToObject(object, "tricks", pair_json(score.tricks));
    cJSON_AddBoolToObject(object, "complete", score.complete);
    cJSON_AddItemToObject(object, "winner",
                          score.winner == TUTOR_PIEDMONT_NO_SIDE
                              ? cJSON_CreateNull()
                              : cJSON_CreateNumber(score.winner));
    cJSON_AddNumberToObject(object, "difference", score.difference);
    return 1;
}

const hand_game hand_piedmont_tarocchi = {
    .game_id = "piedmont-tarocchi",
    .size = sizeof(tutor_piedmont_hand),
    .start = start_piedmont,
    .apply = apply_piedmont,
    .turn = turn_piedmont,
    .phase = phase_piedmont,
    .seats = seats_piedmont,
    .holding = holding_piedmont,
    .options = options_piedmont,
    .tricks = tricks_piedmont,
    .offer = offer_piedmont,
    .describe = describe_piedmont,
    .score = score_piedmont,
};
