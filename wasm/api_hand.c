/*
 * api_hand.c: the `hand` request (docs/api.md): a whole hand of any game whose core plays
 * whole hands, from a deal (or a seed) and the actions since, viewed by everyone or from one
 * seat. A position is a deal plus actions; nothing else is kept, so undoing is dropping the
 * last action. This file reads the request and writes what every game shares; each
 * api_hand_<game>.c adapts one core (api_hand.h).
 */
#include <stdalign.h>
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

cJSON *pile_json(api_call *c, tutor_set cards, int visible) {
    if (visible) return set_array(c->game, cards);
    cJSON *hidden = cJSON_CreateObject();
    cJSON_AddNumberToObject(hidden, "count", tutor_set_size(cards));
    return hidden;
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
    const void *hand;
    void *scratch; /* a copy of the hand to try actions on */
    cJSON *legal, *illegal;
    tutor_reason why;  /* the last refusal */
    tutor_error error; /* and its sentence */
};

api_call *offer_call(const hand_offer *offer) { return offer->c; }

const void *offer_try(hand_offer *offer, const cJSON *action) {
    memcpy(offer->scratch, offer->hand, offer->game->size);
    api_call trial = *offer->c; /* the request's error stays as it is */
    memset(&offer->why, 0, sizeof offer->why);
    int accepted = offer->game->apply(&trial, offer->scratch, action, &offer->why);
    offer->error = trial.error;
    return accepted ? offer->scratch : NULL;
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

/* `deal` ({"hands", "rest"}) or `seed`, and `dealer`. */
static int read_start(api_call *c, hand_start *start) {
    memset(start, 0, sizeof *start);
    if (!read_seat(c, "dealer", 0, &start->dealer)) return 0;
    const cJSON *seed = field(c, "seed"), *deal = field(c, "deal");
    if (seed && deal)
        return api_fail(c, "bad-field", "Give either \"deal\" or \"seed\", not both.");
    if (seed) {
        if (!read_seed(c, seed, "seed", &start->seed)) return 0;
        start->seeded = 1;
        if (tutor_deal_seeded(c->game, &c->options, start->seed, start->dealer, &start->deal,
                              &c->error))
            return 0;
        tutor_card card;
        TUTOR_SET_FOREACH(card, start->deal.rest) start->rest[start->rest_count++] = card;
        return 1;
    }
    if (!deal)
        return api_fail(c, "missing-field",
                        "The request has no \"deal\" ({\"hands\": [...], \"rest\": [...]}) and "
                        "no \"seed\": give one of them.");
    if (!read_deal_hands(c, &start->deal)) return 0;
    const cJSON *rest = cJSON_GetObjectItemCaseSensitive(deal, "rest");
    tutor_set seen = tutor_set_empty(); /* a card also in a hand is the core's to find */
    if (rest && !read_cards(c, rest, "deal.rest", start->rest, TUTOR_SET_CAPACITY,
                            &start->rest_count, &seen))
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

static void add_hands(api_call *c, const hand_game *game, const void *hand, int viewer) {
    cJSON *hands = cJSON_AddArrayToObject(c->response, "hands");
    for (int s = 0; s < game->seats(hand); s++)
        cJSON_AddItemToArray(
            hands, pile_json(c, game->holding(hand, s), viewer == TUTOR_NO_SEAT || viewer == s));
}

static void add_tricks(api_call *c, const hand_game *game, const void *hand) {
    hand_tricks tricks = game->tricks(hand);
    cJSON *taken = cJSON_AddArrayToObject(c->response, "tricks");
    for (int t = 0; t < tricks.count; t++)
        cJSON_AddItemToArray(taken, trick_json(c, &tricks.taken[t], 1));
    cJSON_AddItemToObject(c->response, "trick",
                          tricks.in_play ? trick_json(c, &tricks.current, 0) : cJSON_CreateNull());
}

/* `legal` and `illegal` for the seat to act; empty when nobody is, or when the viewer is
 * another seat (they would show that seat's cards). */
static void add_legal_actions(api_call *c, const hand_game *game, const void *hand, int viewer) {
    alignas(max_align_t) unsigned char scratch[HAND_STATE_MAX];
    hand_offer offer = {c, game, hand, scratch, NULL, NULL, {0}, {0}};
    offer.legal = cJSON_AddArrayToObject(c->response, "legal");
    offer.illegal = cJSON_AddArrayToObject(c->response, "illegal");
    int turn = game->turn(hand);
    if (turn != TUTOR_NO_SEAT && (viewer == TUTOR_NO_SEAT || viewer == turn))
        game->offer(&offer, hand, turn);
}

int read_hand_start(api_call *c, hand_start *start) {
    return read_options(c, TUTOR_FOR_COUNTING) && read_start(c, start);
}

int play_hand(api_call *c, const hand_game *game, void *hand, const hand_start *start) {
    if (!game->start(c, hand, start) || !replay_actions(c, hand, game->apply)) return 0;
    const tutor_options *options = game->options(hand);
    if (options) c->options = *options; /* for the sentences */
    return 1;
}

int op_hand(api_call *c) {
    const hand_game *game = hand_game_of(c->game);
    if (!game)
        return api_fail(c, "unknown-op",
                        "\"hand\" is not yet answered for %s: its whole hand is not in the "
                        "rules core yet.",
                        tutor_game_name(c->game));
    hand_start start;
    int viewer;
    if (!read_hand_start(c, &start) || !read_viewer(c, &viewer)) return 0;
    alignas(max_align_t) unsigned char hand[HAND_STATE_MAX];
    if (!play_hand(c, game, hand, &start)) return 0;
    return answer_hand(c, game, hand, &start, viewer);
}

int answer_hand(api_call *c, const hand_game *game, const void *hand, const hand_start *start,
                int viewer) {
    cJSON *r = c->response;
    cJSON_AddStringToObject(r, "phase", game->phase(hand));
    cJSON_AddItemToObject(r, "turn", seat_or_null(game->turn(hand)));
    cJSON_AddNumberToObject(r, "dealer", start->dealer);
    add_hands(c, game, hand, viewer);
    game->describe(c, hand, viewer, r);
    add_tricks(c, game, hand);
    add_legal_actions(c, game, hand, viewer);
    return game->score(c, hand, r);
}
