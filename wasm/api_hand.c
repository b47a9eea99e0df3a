/*
 * api_hand.c: the `hand` request (docs/api.md): a whole hand of any game, from a deal (or a
 * seed) and the actions since, viewed by everyone or from one seat, through the core's
 * whole-hand interface (tutor_hand). A position is a deal plus actions; nothing else is kept,
 * so undoing is dropping the last action.
 */
#include <string.h>

#include "api_hand.h"

static const hand_game *const hand_games[] = {
    &hand_texas_42,      &hand_french_tarot,      &hand_tapp_tarock, &hand_ottocento,
    &hand_eight_hundred, &hand_piedmont_tarocchi, &hand_burro};

const hand_game *hand_game_of(const tutor_game *game) {
    for (size_t i = 0; i < sizeof hand_games / sizeof hand_games[0]; i++)
        if (strcmp(hand_games[i]->game_id, tutor_game_id(game)) == 0) return hand_games[i];
    return NULL;
}

/* ---- writing ------------------------------------------------------------------------------ */

cJSON *seat_or_null(int seat) {
    return seat == TUTOR_NO_SEAT ? cJSON_CreateNull() : cJSON_CreateNumber(seat);
}

cJSON *pair_json(const int *values) {
    cJSON *pair = cJSON_CreateArray();
    for (int side = 0; side < 2; side++)
        cJSON_AddItemToArray(pair, cJSON_CreateNumber(values[side]));
    return pair;
}

cJSON *action_string(const char *name, const char *value) {
    cJSON *action = cJSON_CreateObject();
    cJSON_AddStringToObject(action, name, value);
    return action;
}

cJSON *action_card(api_call *c, const char *name, tutor_card card) {
    cJSON *action = cJSON_CreateObject();
    cJSON_AddItemToObject(action, name, card_string(c->game, card));
    return action;
}

cJSON *action_choice(api_call *c, const char *name, int choose, tutor_set from) {
    cJSON *action = cJSON_CreateObject();
    cJSON *choice = cJSON_AddObjectToObject(action, name);
    cJSON_AddNumberToObject(choice, "choose", choose);
    cJSON_AddItemToObject(choice, "from", set_array(c->game, from));
    return action;
}

int acting_seat(int turn) { return turn == TUTOR_NO_SEAT ? 0 : turn; }

/* ---- offering actions --------------------------------------------------------------------- */

struct hand_offer {
    api_call *c;
    const hand_game *game;
    const tutor_hand *hand;
    tutor_hand *scratch; /* a copy of the hand to try actions on */
    cJSON *legal, *illegal;
    tutor_reason why;  /* the last refusal */
    tutor_error error; /* and its sentence */
};

api_call *offer_call(const hand_offer *offer) { return offer->c; }

const void *offer_try(hand_offer *offer, const cJSON *action) {
    *offer->scratch = *offer->hand;
    api_call trial = *offer->c; /* the request's error stays as it is */
    memset(&offer->why, 0, sizeof offer->why);
    int accepted = apply_hand_action(&trial, offer->scratch, action, &offer->why);
    offer->error = trial.error;
    return accepted ? offer->scratch->state.bytes : NULL;
}

void offer_add(hand_offer *offer, cJSON *action) { cJSON_AddItemToArray(offer->legal, action); }

void offer_action(hand_offer *offer, cJSON *action) {
    if (offer_try(offer, action))
        offer_add(offer, action);
    else
        cJSON_Delete(action);
}

void offer_plays(hand_offer *offer, tutor_set cards) {
    tutor_card card;
    TUTOR_SET_FOREACH(card, cards) {
        cJSON *action = action_card(offer->c, "play", card);
        if (offer_try(offer, action)) {
            offer_add(offer, action);
            continue;
        }
        cJSON_Delete(action);
        if (offer->why.code != TUTOR_REASON_NONE)
            cJSON_AddItemToArray(offer->illegal, refusal_entry(offer->c, card, &offer->why));
    }
}

void offer_flag(hand_offer *offer, const char *name) {
    cJSON *action = cJSON_CreateObject();
    cJSON_AddTrueToObject(action, name);
    if (offer_try(offer, action)) {
        offer_add(offer, action);
        return;
    }
    cJSON_Delete(action);
    if (offer->why.code == TUTOR_REASON_NONE) return;
    cJSON *entry = cJSON_CreateObject();
    cJSON_AddStringToObject(entry, "card", name);
    cJSON_AddStringToObject(entry, "reason", tutor_reason_name(offer->why.code));
    add_reason_cards(offer->c->game, entry, &offer->why);
    cJSON_AddStringToObject(entry, "text", offer->error.message);
    cJSON_AddItemToArray(offer->illegal, entry);
}

/* ---- reading ------------------------------------------------------------------------------ */

/* `scores`: [partnership 0's, partnership 1's] game score before the hand, for the games that
 * carry the game's scores into each hand; 0 and 0 when absent. */
static int read_scores(api_call *c, int *scores) {
    const cJSON *item = field(c, "scores");
    scores[0] = scores[1] = 0;
    if (!item || !tutor_game_carries_scores(c->game)) return 1;
    if (!cJSON_IsArray(item) || cJSON_GetArraySize(item) != 2)
        return api_fail(c, "bad-field",
                        "\"scores\" must be two game scores: seats 0 and 2's, seats 1 and 3's.");
    for (int side = 0; side < 2; side++) {
        long long score;
        if (!read_int(c, cJSON_GetArrayItem(item, side), "scores", 0, 1000000, &score)) return 0;
        scores[side] = (int)score;
    }
    return 1;
}

/* `deal` ({"hands", "rest"}) or `seed`, and `dealer`. */
static int read_start(api_call *c, tutor_hand_start *start) {
    memset(start, 0, sizeof *start);
    if (!read_seat(c, "dealer", 0, &start->dealer)) return 0;
    const cJSON *seed = field(c, "seed"), *deal = field(c, "deal");
    if (seed && deal)
        return api_fail(c, "bad-field", "Give either \"deal\" or \"seed\", not both.");
    if (seed) {
        uint64_t value;
        if (!read_seed(c, seed, "seed", &value)) return 0;
        return tutor_hand_seeded_start(c->game, &c->options, value, start->dealer, start,
                                       &c->error) == TUTOR_OK;
    }
    if (!deal)
        return api_fail(c, "missing-field",
                        "The request has no \"deal\" ({\"hands\": [...], \"rest\": [...]}) and "
                        "no \"seed\": give one of them.");
    if (!read_deal_hands(c, &start->deal)) return 0;
    const cJSON *rest = cJSON_GetObjectItemCaseSensitive(deal, "rest");
    tutor_set seen = tutor_set_empty(); /* a card also in a hand is the core's to find */
    if (rest && !read_cards(c, rest, "deal.rest", start->order, TUTOR_SET_CAPACITY,
                            &start->order_count, &seen))
        return 0;
    start->deal.rest = seen;
    return 1;
}

/* The optional viewer `seat`: TUTOR_NO_SEAT when absent or null. */
static int read_viewer(api_call *c, int *viewer) {
    *viewer = TUTOR_NO_SEAT;
    if (cJSON_IsNull(field(c, "seat"))) return 1;
    return read_seat(c, "seat", TUTOR_NO_SEAT, viewer);
}

/* ---- the answer --------------------------------------------------------------------------- */

static void add_hands(api_call *c, const tutor_hand *hand, int viewer) {
    cJSON *hands = cJSON_AddArrayToObject(c->response, "hands");
    for (int s = 0; s < tutor_hand_seats(hand); s++) {
        tutor_set cards = tutor_hand_holding(hand, s);
        if (viewer == TUTOR_NO_SEAT || viewer == s) {
            cJSON_AddItemToArray(hands, set_array(c->game, cards));
        } else {
            cJSON *hidden = cJSON_CreateObject();
            cJSON_AddNumberToObject(hidden, "count", tutor_set_size(cards));
            cJSON_AddItemToArray(hands, hidden);
        }
    }
}

static void add_tricks(api_call *c, const tutor_hand *hand) {
    const tutor_trick *taken;
    tutor_trick current;
    int count = 0;
    int in_play = tutor_hand_tricks(hand, &taken, &count, &current);
    cJSON *list = cJSON_AddArrayToObject(c->response, "tricks");
    for (int t = 0; t < count; t++) cJSON_AddItemToArray(list, trick_json(c, &taken[t], 1));
    cJSON_AddItemToObject(c->response, "trick",
                          in_play ? trick_json(c, &current, 0) : cJSON_CreateNull());
}

/* `legal` and `illegal` for the seat to act; empty when nobody is, or when the viewer is
 * another seat (they would show that seat's cards). */
static void add_legal_actions(api_call *c, const tutor_hand *hand, int viewer) {
    const hand_game *game = hand_game_of(c->game);
    tutor_hand scratch;
    hand_offer offer = {c, game, hand, &scratch, NULL, NULL, {0}, {0}};
    offer.legal = cJSON_AddArrayToObject(c->response, "legal");
    offer.illegal = cJSON_AddArrayToObject(c->response, "illegal");
    int turn = tutor_hand_turn(hand);
    if (turn != TUTOR_NO_SEAT && (viewer == TUTOR_NO_SEAT || viewer == turn))
        game->offer(&offer, hand->state.bytes, turn);
}

int read_hand_start(api_call *c, tutor_hand_start *start) {
    return read_options(c, TUTOR_FOR_COUNTING) && read_start(c, start) &&
           read_scores(c, start->scores);
}

int apply_hand_action(api_call *c, tutor_hand *hand, const cJSON *action, tutor_reason *why) {
    return hand_game_of(c->game)->apply(c, hand->state.bytes, action, why);
}

static int apply_read(api_call *c, void *hand, const cJSON *action, tutor_reason *why) {
    return apply_hand_action(c, hand, action, why);
}

int play_hand(api_call *c, tutor_hand *hand, const tutor_hand_start *start) {
    if (tutor_hand_begin(hand, c->game, &c->agreed, start, &c->error) ||
        !replay_actions(c, hand, apply_read))
        return 0;
    c->options = *tutor_hand_options(hand); /* for the sentences */
    return 1;
}

int op_hand(api_call *c) {
    if (!tutor_game_plays_hands(c->game))
        return api_fail(c, "unknown-op",
                        "\"hand\" is not yet answered for %s: its whole hand is not in the "
                        "rules core yet.",
                        tutor_game_name(c->game));
    tutor_hand_start start;
    int viewer;
    if (!read_hand_start(c, &start) || !read_viewer(c, &viewer)) return 0;
    tutor_hand hand;
    if (!play_hand(c, &hand, &start)) return 0;
    return answer_hand(c, &hand, viewer);
}

int answer_hand(api_call *c, const tutor_hand *hand, int viewer) {
    cJSON *r = c->response;
    cJSON_AddStringToObject(r, "phase", tutor_hand_phase(hand));
    cJSON_AddItemToObject(r, "turn", seat_or_null(tutor_hand_turn(hand)));
    cJSON_AddNumberToObject(r, "dealer", tutor_hand_dealer(hand));
    add_hands(c, hand, viewer);
    describe_json(c, hand, viewer, r);
    add_tricks(c, hand);
    add_legal_actions(c, hand, viewer);
    return score_json(c, hand, r);
}
