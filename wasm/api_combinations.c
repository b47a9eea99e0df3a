/*
 * api_combinations.c: the combinations request: the cricche and sequences in a list of cards
 * (a side's captured cards, or a hand being declared), for the games that score them.
 */
#include <stdio.h>

#include "api_internal.h"

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
