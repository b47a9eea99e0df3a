/*
 * api_hand_tarot.c: French Tarot's whole hand (tutor_tarot_hand.h) for the `hand` request.
 * The actions are `replay`'s: {"bid"}, {"discard": [...]}, {"call": card}, {"chelem": true},
 * {"poignee": [...]}, {"play": card} and {"cancel": true}.
 */
#include <string.h>

#include "api_hand.h"

_Static_assert(sizeof(tutor_tarot_hand_state) <= HAND_STATE_MAX, "HAND_STATE_MAX is too small");

static int started(const tutor_tarot_hand_state *hand) { return hand->play.game != NULL; }

static int start_tarot(api_call *c, void *state, const hand_start *start) {
    return tutor_tarot_hand_start(state, &c->options, &start->deal, start->dealer, &c->error) ==
           TUTOR_OK;
}

static int turn_tarot(const void *state) { return tutor_tarot_hand_turn(state); }

static const char *phase_tarot(const void *state) {
    static const char *const names[] = {"bidding", "discarding", "calling", "playing", "over"};
    return names[((const tutor_tarot_hand_state *)state)->phase];
}

static int seats_tarot(const void *state) {
    return ((const tutor_tarot_hand_state *)state)->players;
}

static tutor_set holding_tarot(const void *state, int seat) {
    return tutor_tarot_hand_holding(state, seat);
}

static const tutor_options *options_tarot(const void *state) {
    return &((const tutor_tarot_hand_state *)state)->options;
}

static hand_tricks tricks_tarot(const void *state) {
    const tutor_tarot_hand_state *hand = state;
    hand_tricks tricks = {hand->play.tricks, hand->play.tricks_done, started(hand),
                          hand->play.current};
    return tricks;
}

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

/* The cards of the chien lying aside: neither taken into the taker's hand (and then held,
 * discarded or played) nor anywhere else. */
static tutor_set chien_aside(const tutor_tarot_hand_state *hand) {
    tutor_set accounted = hand->discard;
    for (int s = 0; s < hand->players; s++)
        accounted = tutor_set_or(accounted, tutor_tarot_hand_holding(hand, s));
    hand_tricks tricks = tricks_tarot(hand);
    for (int t = 0; t < tricks.count; t++)
        for (int i = 0; i < tricks.taken[t].count; i++)
            accounted = tutor_set_add(accounted, tricks.taken[t].cards[i]);
    for (int i = 0; i < tricks.current.count; i++)
        accounted = tutor_set_add(accounted, tricks.current.cards[i]);
    return tutor_set_minus(hand->deal.rest, accounted);
}

/* The chien lies face down until a taker takes it up (petite, garde), which shows it to all;
 * the discard is the taker's, but its trumps are shown as they go down; the called card,
 * the poignées and the chelem are announced. */
static void describe_tarot(api_call *c, const void *state, int viewer, cJSON *into) {
    const tutor_tarot_hand_state *hand = state;
    int all = viewer == TUTOR_NO_SEAT;
    tutor_set lying = chien_aside(hand);
    cJSON *aside = cJSON_AddObjectToObject(into, "aside");
    if (!tutor_set_is_empty(lying)) cJSON_AddItemToObject(aside, "chien", pile_json(c, lying, all));
    if (!tutor_set_is_empty(hand->discard)) {
        cJSON *discard = pile_json(c, hand->discard, all || viewer == hand->taker);
        if (cJSON_IsObject(discard))
            cJSON_AddItemToObject(discard, "shown", set_array(c->game, hand->discard_shown));
        cJSON_AddItemToObject(aside, "discard", discard);
    }
    cJSON_AddItemToObject(into, "taker", seat_or_null(hand->taker));
    cJSON_AddItemToObject(into, "contract",
                          hand->taker == TUTOR_NO_SEAT
                              ? cJSON_CreateNull()
                              : cJSON_CreateString(tarot_contracts[hand->contract]));
    cJSON_AddItemToObject(into, "chien",
                          pile_json(c, hand->deal.rest, all || tutor_set_is_empty(lying)));
    if (hand->players == 5) {
        cJSON_AddItemToObject(into, "called",
                              hand->has_called ? card_string(c->game, hand->called)
                                               : cJSON_CreateNull());
        int known = all || tutor_tarot_hand_partner_known(hand) ||
                    (hand->partner != TUTOR_NO_SEAT && viewer == hand->partner);
        if (hand->has_called && known)
            cJSON_AddItemToObject(into, "partner", seat_or_null(hand->partner));
    }
    cJSON_AddBoolToObject(into, "chelem", hand->chelem_announced);
    cJSON_AddItemToObject(into, "poignees", tarot_poignees_json(c, hand));
    if (hand->cancelled_by != TUTOR_NO_SEAT)
        cJSON_AddNumberToObject(into, "cancelled_by", hand->cancelled_by);
}

static int score_tarot(api_call *c, const void *state, cJSON *into) {
    const tutor_tarot_hand_state *hand = state;
    tutor_tarot_hand_result result;
    if (hand->phase != TUTOR_TAROT_OVER) {
        cJSON_AddNullToObject(into, "score");
        return 1;
    }
    if (tutor_tarot_hand_score(hand, &result, &c->error)) {
        if (strcmp(c->error.code, "no-hand") != 0) return 0;
        cJSON_AddNullToObject(into, "score"); /* every player passed, or the hand was cancelled */
        cJSON_AddStringToObject(into, "no_hand", c->error.message);
        return 1;
    }
    cJSON_AddItemToObject(into, "score", tarot_score_json(c, hand, &result));
    return 1;
}

const hand_game hand_french_tarot = {
    .game_id = "french-tarot",
    .size = sizeof(tutor_tarot_hand_state),
    .start = start_tarot,
    .apply = apply_tarot,
    .turn = turn_tarot,
    .phase = phase_tarot,
    .seats = seats_tarot,
    .holding = holding_tarot,
    .options = options_tarot,
    .tricks = tricks_tarot,
    .offer = offer_tarot,
    .describe = describe_tarot,
    .score = score_tarot,
};
