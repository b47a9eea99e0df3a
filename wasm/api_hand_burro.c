/*
 * api_hand_burro.c: Burro's whole hand (tutor_burro_hand in tutor_burro.h) for the `hand`
 * request. Actions: {"play": card}, {"draw": true} (one card from the stock; the turn stays)
 * and {"pass": true}. The deal's `rest` is the stock, the card drawn first first; a seeded
 * deal's stock is in the order of the shuffle that dealt it.
 */
#include "api_hand.h"
#include "tutor_burro.h"

_Static_assert(sizeof(tutor_burro_hand) <= HAND_STATE_MAX, "HAND_STATE_MAX is too small");

static int start_burro(api_call *c, void *state, const hand_start *start) {
    if (start->seeded)
        return tutor_burro_hand_deal(state, &c->options, start->seed, start->dealer, &c->error) ==
               TUTOR_OK;
    /* The seat after the dealer leads, as tutor_burro_hand_deal() has it. */
    int leader = (start->dealer + 1) % start->deal.seats;
    return tutor_burro_hand_start(state, &c->options, &start->deal, start->rest, start->rest_count,
                                  leader, &c->error) == TUTOR_OK;
}

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

static int turn_burro(const void *state) { return ((const tutor_burro_hand *)state)->turn; }

static const char *phase_burro(const void *state) {
    return turn_burro(state) == TUTOR_NO_SEAT ? "over" : "playing";
}

static int seats_burro(const void *state) { return ((const tutor_burro_hand *)state)->players; }

static tutor_set holding_burro(const void *state, int seat) {
    return ((const tutor_burro_hand *)state)->hands[seat];
}

static const tutor_options *options_burro(const void *state) {
    return &((const tutor_burro_hand *)state)->options;
}

static hand_tricks tricks_burro(const void *state) {
    const tutor_burro_hand *hand = state;
    hand_tricks tricks = {hand->tricks, hand->tricks_done, 1, hand->current};
    return tricks;
}

static void offer_burro(hand_offer *offer, const void *state, int seat) {
    const tutor_burro_hand *hand = state;
    offer_plays(offer, hand->hands[seat]);
    offer_flag(offer, "draw");
    offer_flag(offer, "pass");
}

/* The stock lies face down, to be drawn from the top. */
static void describe_burro(api_call *c, const void *state, int viewer, cJSON *into) {
    const tutor_burro_hand *hand = state;
    const tutor_card *left = hand->stock + hand->stock_drawn;
    int count = tutor_burro_hand_stock(hand);
    cJSON *aside = cJSON_AddObjectToObject(into, "aside");
    if (viewer == TUTOR_NO_SEAT) {
        cJSON_AddItemToObject(aside, "stock", card_array(c->game, left, count));
    } else {
        cJSON *hidden = cJSON_AddObjectToObject(aside, "stock");
        cJSON_AddNumberToObject(hidden, "count", count);
    }
}

/* Once one player is left holding cards: that player, the burro, takes one letter of
 * B-U-R-R-O, and nobody else does. */
static int score_burro(api_call *c, const void *state, cJSON *into) {
    const tutor_burro_hand *hand = state;
    (void)c;
    if (hand->turn != TUTOR_NO_SEAT) {
        cJSON_AddNullToObject(into, "score");
        return 1;
    }
    cJSON *score = cJSON_AddObjectToObject(into, "score");
    cJSON_AddItemToObject(score, "burro", seat_or_null(hand->burro));
    cJSON *letters = cJSON_AddArrayToObject(score, "letters");
    for (int s = 0; s < hand->players; s++)
        cJSON_AddItemToArray(letters, cJSON_CreateNumber(s == hand->burro));
    cJSON *lines = cJSON_AddArrayToObject(score, "lines");
    if (hand->burro != TUTOR_NO_SEAT) {
        cJSON *line = cJSON_CreateObject();
        cJSON_AddStringToObject(line, "item", "burro");
        cJSON_AddNumberToObject(line, "points", 1);
        cJSON_AddNumberToObject(line, "seat", hand->burro);
        cJSON_AddItemToArray(lines, line);
    }
    return 1;
}

const hand_game hand_burro = {
    .game_id = "burro",
    .size = sizeof(tutor_burro_hand),
    .start = start_burro,
    .apply = apply_burro,
    .turn = turn_burro,
    .phase = phase_burro,
    .seats = seats_burro,
    .holding = holding_burro,
    .options = options_burro,
    .tricks = tricks_burro,
    .offer = offer_burro,
    .describe = describe_burro,
    .score = score_burro,
};
