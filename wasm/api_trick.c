/*
 * api_trick.c: the requests about cards on the table: legal, winner and count, and
 * combinations, the cricche and sequences in a list of cards (a side's captured cards, or a
 * hand being declared) for the games that score them.
 */
#include <stdio.h>

#include "api_internal.h"

/* The card list the request names `name` (read_cards). */
static int read_card_field(api_call *c, const char *name, tutor_card *cards, int max, int *count,
                           tutor_set *seen) {
    const cJSON *list = require(c, name);
    return list && read_cards(c, list, name, cards, max, count, seen);
}

/* A game with a stock: `stock` is how many cards are left to draw (-1 elsewhere). It is
 * required only when the answer depends on it; when given it is checked either way. */
static int read_stock(api_call *c, const tutor_card *trick, int n, tutor_set hand, int hand_n,
                      int *stock) {
    const cJSON *item = field(c, "stock");
    long long v = 0;
    int most = tutor_set_size(tutor_pack(c->game, &c->options)) - hand_n - n;
    *stock = -1;
    if (!tutor_game_draws(c->game)) return 1;
    if (item) {
        if (!read_int(c, item, "stock", 0, most, &v)) return 0;
    } else if (tutor_stock_matters(c->game, &c->options, trick, n, hand)) {
        return api_fail(c, "missing-field",
                        "The request has no \"stock\" field, and the answer depends on it: give "
                        "the number of cards left in the draw pile (0 when it is empty).");
    }
    *stock = (int)v;
    return 1;
}

/* ---- requests ----------------------------------------------------------------------------- */

int check_complete_trick(api_call *c, const char *name, int n) {
    int size = tutor_trick_size(c->game, &c->options);
    int least = tutor_trick_min_size(c->game, &c->options);
    if (n >= least && n <= size) return 1;
    if (least == size)
        return api_fail(c, "bad-field", "\"%s\" holds %d cards; a complete trick here has %d.",
                        name, n, size);
    return api_fail(c, "bad-field", "\"%s\" holds %d cards; a complete trick here has %d to %d.",
                    name, n, least, size);
}

int op_legal(api_call *c) {
    tutor_card trick[TUTOR_MAX_TRICK], hand_cards[TUTOR_SET_CAPACITY];
    int n, hand_n;
    tutor_set seen = tutor_set_empty();
    if (!read_options(c, TUTOR_FOR_PLAY)) return 0;
    int size = tutor_trick_size(c->game, &c->options);
    if (!read_card_field(c, "trick", trick, TUTOR_MAX_TRICK, &n, &seen)) return 0;
    if (n >= size)
        return api_fail(c, "bad-field",
                        "\"trick\" holds %d cards, but a trick here is complete at %d; nobody is "
                        "left to play to it.",
                        n, size);
    if (!read_card_field(c, "hand", hand_cards, TUTOR_SET_CAPACITY, &hand_n, &seen)) return 0;
    if (hand_n == 0)
        return api_fail(c, "bad-field", "\"hand\" is empty: there is nothing to play.");
    tutor_set hand = tutor_set_empty();
    for (int i = 0; i < hand_n; i++) hand = tutor_set_add(hand, hand_cards[i]);
    int stock;
    if (!read_stock(c, trick, n, hand, hand_n, &stock)) return 0;
    add_legal(c, c->response, trick, n, hand, stock);
    return 1;
}

int op_winner(api_call *c) {
    tutor_card trick[TUTOR_MAX_TRICK];
    int n;
    tutor_set seen = tutor_set_empty();
    if (!read_options(c, TUTOR_FOR_PLAY)) return 0;
    if (!read_card_field(c, "trick", trick, TUTOR_MAX_TRICK, &n, &seen) ||
        !check_complete_trick(c, "trick", n))
        return 0;
    tutor_reason why;
    int position = tutor_winner(c->game, &c->options, trick, n, &why);
    cJSON_AddNumberToObject(c->response, "winner", position);
    cJSON_AddStringToObject(c->response, "reason", tutor_reason_name(why.code));
    add_sentence(c, c->response, &why);
    return 1;
}

int op_count(api_call *c) {
    tutor_card cards[TUTOR_SET_CAPACITY];
    int n;
    tutor_set seen = tutor_set_empty();
    tutor_count_result result;
    if (!read_options(c, TUTOR_FOR_COUNTING)) return 0;
    if (!read_card_field(c, "cards", cards, TUTOR_SET_CAPACITY, &n, &seen)) return 0;
    if (tutor_count(c->game, &c->options, cards, n, &result, &c->error))
        return 0; /* the core filled c->error */
    cJSON_AddNumberToObject(c->response, "points",
                            result.halves ? result.points / 2.0 : result.points);
    const char *extra = tutor_game_count_extra(c->game);
    if (extra) cJSON_AddNumberToObject(c->response, extra, result.extra);
    return 1;
}

static cJSON *combination_json(const api_call *c, const tutor_combination *combination,
                        int is_sequence) {
    cJSON *entry = cJSON_CreateObject();
    cJSON_AddStringToObject(entry, "kind", combination->name);
    cJSON_AddItemToObject(entry, "cards", set_array(c->game, combination->cards));
    if (is_sequence) cJSON_AddItemToObject(entry, "wild", set_array(c->game, combination->wild));
    cJSON_AddNumberToObject(entry, "points", combination->points);
    return entry;
}

int op_combinations(api_call *c) {
    if (!tutor_game_scores_combinations(c->game)) {
        char games[200] = "";
        size_t used = 0;
        for (int i = 0; i < tutor_game_count(); i++)
            if (tutor_game_scores_combinations(tutor_game_at(i)))
                used += (size_t)snprintf(games + used, sizeof games - used, "%s%s",
                                         used ? " and " : "", tutor_game_name(tutor_game_at(i)));
        return api_fail(c, "unknown-op", "\"combinations\" is answered for %s, not for %s.", games,
                        tutor_game_name(c->game));
    }
    if (!read_options(c, TUTOR_FOR_COUNTING)) return 0;
    tutor_card cards[TUTOR_SET_CAPACITY];
    int n;
    tutor_set seen = tutor_set_empty();
    if (!read_card_field(c, "cards", cards, TUTOR_SET_CAPACITY, &n, &seen)) return 0;

    tutor_combinations_result result;
    if (tutor_game_combinations(c->game, seen, &result, &c->error)) return 0;
    cJSON *cricche = cJSON_AddArrayToObject(c->response, "cricche");
    for (int i = 0; i < result.cricca_count; i++)
        cJSON_AddItemToArray(cricche, combination_json(c, &result.cricche[i], 0));
    cJSON *sequences = cJSON_AddArrayToObject(c->response, "sequences");
    for (int i = 0; i < result.sequence_count; i++)
        cJSON_AddItemToArray(sequences, combination_json(c, &result.sequences[i], 1));
    cJSON_AddBoolToObject(c->response, "doubled_cricche", result.doubled_cricche);
    cJSON_AddBoolToObject(c->response, "doubled_sequences", result.doubled_sequences);
    cJSON_AddNumberToObject(c->response, "total", result.total);
    return 1;
}
