/*
 * api_position.c: the requests about deals and positions: deal, position.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"

int read_seed(api_call *c, const cJSON *item, const char *name, uint64_t *seed) {
    if (!item) return 0;
    if (cJSON_IsString(item)) {
        size_t digits = strlen(item->valuestring);
        if (digits == 0 || digits > 19 || strspn(item->valuestring, "0123456789") != digits)
            return api_fail(c, "bad-field",
                            "\"%s\" must be a whole number (or a string of up to 19 digits).", name);
        *seed = strtoull(item->valuestring, NULL, 10); /* 19 digits are under 2^64 */
        return 1;
    }
    long long v;
    if (!read_int(c, item, name, 0, 9007199254740991.0, &v)) return 0;
    *seed = (uint64_t)v;
    return 1;
}

int read_seat(api_call *c, const char *name, int fallback, int *seat) {
    const cJSON *item = field(c, name);
    long long v = fallback;
    if (item && !read_int(c, item, name, 0, tutor_seats(c->game, &c->options) - 1, &v)) return 0;
    *seat = (int)v;
    return 1;
}

int op_deal(api_call *c) {
    uint64_t seed = 0;
    int dealer = 0;
    tutor_deal deal;
    if (!read_options(c, TUTOR_FOR_COUNTING) ||
        !read_seed(c, require(c, "seed"), "seed", &seed) || !read_seat(c, "dealer", 0, &dealer))
        return 0;
    if (tutor_deal_seeded(c->game, &c->options, seed, dealer, &deal, &c->error))
        return 0; /* the core filled c->error */
    cJSON_AddNumberToObject(c->response, "dealer", dealer);
    cJSON_AddItemToObject(c->response, "hands", sets_array(c->game, deal.hands, deal.seats));
    /* the cards dealt to no hand: the chien, the talon, the stock, the dealer's extra cards */
    cJSON_AddItemToObject(c->response, "rest", set_array(c->game, deal.rest));
    return 1;
}

int read_deal_hands(api_call *c, tutor_deal *deal) {
    const cJSON *object = require(c, "deal");
    if (!object) return 0;
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(object, "hands");
    int seats = tutor_seats(c->game, &c->options);
    if (!cJSON_IsArray(hands) || cJSON_GetArraySize(hands) != seats)
        return api_fail(c, "bad-field", "\"deal.hands\" must be a list of %d hands, seat 0 first.",
                    seats);
    *deal = (tutor_deal){.seats = seats};
    tutor_set seen = tutor_set_empty();
    for (int s = 0; s < seats; s++) {
        tutor_card cards[TUTOR_SET_CAPACITY];
        int n;
        char name[32];
        snprintf(name, sizeof name, "deal.hands[%d]", s);
        if (!read_cards(c, cJSON_GetArrayItem(hands, s), name, cards, TUTOR_SET_CAPACITY, &n,
                        &seen))
            return 0;
        for (int i = 0; i < n; i++) deal->hands[s] = tutor_set_add(deal->hands[s], cards[i]);
    }
    return 1;
}

cJSON *trick_json(api_call *c, const tutor_trick *trick, int complete) {
    cJSON *object = cJSON_CreateObject();
    cJSON_AddNumberToObject(object, "leader", trick->leader);
    cJSON_AddItemToObject(object, "cards", card_array(c->game, trick->cards, trick->count));
    cJSON *seats = cJSON_AddArrayToObject(object, "seats");
    for (int i = 0; i < trick->count; i++)
        cJSON_AddItemToArray(seats, cJSON_CreateNumber(trick->seats[i]));
    if (complete) {
        cJSON_AddNumberToObject(object, "winner", trick->winner);
        cJSON_AddStringToObject(object, "reason", tutor_reason_name(trick->why.code));
        add_sentence(c, object, &trick->why);
    }
    return object;
}

/* One action of a position, {"play": "<card>"}, applied as `hand` applies its own. */
static int play_action(api_call *c, void *play, const cJSON *action, tutor_reason *why) {
    const cJSON *code = cJSON_GetObjectItemCaseSensitive(action, "play");
    tutor_card card;
    if (!cJSON_IsString(code)) {
        int index = c->error_index;
        c->error_index = -1; /* the action is unreadable, not refused: no index */
        return api_fail(c, "bad-field", "actions[%d] must be {\"play\": \"<card>\"}.", index);
    }
    return !tutor_card_parse(c->game, code->valuestring, &card, &c->error) &&
           !tutor_play_card(play, card, why, &c->error);
}

int op_position(api_call *c) {
    tutor_deal deal;
    int leader;
    tutor_play play;
    /* Trick play from a deal knows no stock to draw from. */
    if (tutor_game_draws(c->game))
        return api_fail(c, "unknown-op",
                        "\"position\" replays trick play without a stock, so it is not answered "
                        "for %s, where players draw; ask \"legal\" with \"stock\".",
                        tutor_game_name(c->game));
    if (!read_options(c, TUTOR_FOR_PLAY) || !read_deal_hands(c, &deal) || !require(c, "leader") ||
        !read_seat(c, "leader", 0, &leader) ||
        tutor_play_start(&play, c->game, &c->options, &deal, leader, &c->error))
        return 0;
    const cJSON *actions = field(c, "actions");
    if (actions && !cJSON_IsArray(actions))
        return api_fail(c, "bad-field", "\"actions\" must be a list such as [{\"play\": \"6-4\"}].");
    if (actions && !replay_actions(c, &play, play_action)) return 0;
    return add_position(c, c->response, &play);
}

int add_position(api_call *c, cJSON *into, const tutor_play *play) {
    cJSON *tricks = cJSON_AddArrayToObject(into, "tricks");
    for (int t = 0; t < play->tricks_done; t++)
        cJSON_AddItemToArray(tricks, trick_json(c, &play->tricks[t], 1));
    cJSON_AddItemToObject(into, "trick", trick_json(c, &play->current, 0));
    cJSON_AddItemToObject(into, "hands", sets_array(c->game, play->hands, play->seats));
    cJSON_AddItemToObject(into, "turn", seat_or_null(play->turn));
    cJSON_AddItemToObject(into, "sitting_out", seat_or_null(play->sitting_out));
    /* Once every trick is played, no seat holds a card: both lists are empty. */
    tutor_set to_play =
        play->turn == TUTOR_NO_SEAT ? tutor_set_empty() : play->hands[play->turn];
    add_legal(c, into, play->current.cards, play->current.count, to_play, -1);
    /* Partnerships: seats 0 and 2, seats 1 and 3. */
    cJSON *points = cJSON_AddArrayToObject(into, "points");
    for (int side = 0; side < 2; side++) {
        tutor_count_result result;
        if (tutor_play_points(play, side ? 0xAu : 0x5u, &result, &c->error))
            return 0; /* the core filled c->error */
        cJSON_AddItemToArray(points, cJSON_CreateNumber(result.halves ? result.points / 2.0
                                                                      : result.points));
    }
    cJSON_AddBoolToObject(into, "done", play->turn == TUTOR_NO_SEAT);
    return 1;
}
