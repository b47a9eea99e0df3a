/*
 * api_games.c: the `games` request, what the core knows of every game: its name and seats, its
 * options, its pack (every card with the name the sentences give it, its suits) and its
 * partnerships, all from the registry, so that a caller needs to know no game by name.
 */
#include "api_internal.h"

static cJSON *options_json(const tutor_game *game) {
    cJSON *options = cJSON_CreateArray();
    for (int o = 0; o < tutor_game_option_count(game); o++) {
        const tutor_option_spec *spec = tutor_game_option(game, o);
        cJSON *option = cJSON_CreateObject();
        cJSON_AddStringToObject(option, "name", spec->name);
        cJSON_AddItemToObject(option, "values",
                              cJSON_CreateStringArray(spec->values, spec->value_count));
        if (spec->default_value >= 0)
            cJSON_AddStringToObject(option, "default", spec->values[spec->default_value]);
        else
            cJSON_AddNullToObject(option, "default");
        /* decided in the hand (a declaration, the calls made in play), not before the deal */
        cJSON_AddBoolToObject(option, "in_hand", tutor_game_option_in_hand(game, o));
        cJSON_AddItemToArray(options, option);
    }
    return options;
}

/* Adds {"code", "name"}, the way cards and suits are listed, to a list; returns the entry. */
static cJSON *add_code_and_name(cJSON *list, const char *code, const char *name) {
    cJSON *entry = cJSON_CreateObject();
    cJSON_AddStringToObject(entry, "code", code);
    cJSON_AddStringToObject(entry, "name", name);
    cJSON_AddItemToArray(list, entry);
    return entry;
}

/* Every card the game has under any options, in card order, with its name. */
static cJSON *cards_json(const tutor_game *game, tutor_lang lang) {
    cJSON *cards = cJSON_CreateArray();
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_game_cards(game)) {
        char code[TUTOR_CODE_MAX], name[96];
        tutor_card_format(game, card, code);
        tutor_card_name_in(game, lang, card, name, sizeof name);
        cJSON_AddBoolToObject(add_code_and_name(cards, code, name), "own_name",
                              tutor_card_own_name(game, card));
    }
    return cards;
}

static cJSON *suits_json(const tutor_game *game, tutor_lang lang) {
    cJSON *suits = cJSON_CreateArray();
    for (int s = 0; s < tutor_game_suit_count(game); s++) {
        char code[2] = {tutor_game_suit_code(game, s), '\0'}, name[48];
        if (!code[0]) continue;
        tutor_suit_name_in(game, lang, s, name, sizeof name);
        add_code_and_name(suits, code, name);
    }
    return suits;
}

/* The partnerships for the whole game, [[0, 2], [1, 3]], or null. */
static cJSON *sides_json(const tutor_game *game) {
    int members[TUTOR_MAX_SEATS][TUTOR_MAX_SEATS], count[TUTOR_MAX_SEATS] = {0}, sides = 0;
    for (int seat = 0; seat < tutor_game_seats(game) && seat < TUTOR_MAX_SEATS; seat++) {
        int side = tutor_game_side(game, seat);
        if (side < 0 || side >= TUTOR_MAX_SEATS) return cJSON_CreateNull();
        members[side][count[side]++] = seat;
        if (side + 1 > sides) sides = side + 1;
    }
    cJSON *list = cJSON_CreateArray();
    for (int side = 0; side < sides; side++)
        cJSON_AddItemToArray(list, cJSON_CreateIntArray(members[side], count[side]));
    return list;
}

int op_games(api_call *c) {
    cJSON *games = cJSON_AddArrayToObject(c->response, "games");
    for (int i = 0; i < tutor_game_count(); i++) {
        const tutor_game *game = tutor_game_at(i);
        cJSON *entry = cJSON_CreateObject();
        cJSON_AddStringToObject(entry, "id", tutor_game_id(game));
        cJSON_AddStringToObject(entry, "name", tutor_game_name(game));
        cJSON_AddNumberToObject(entry, "seats", tutor_game_seats(game));
        /* which side of each player the next seat sits; the seats are in playing order */
        const char *direction =
            tutor_game_counter_clockwise(game) ? "counter-clockwise" : "clockwise";
        cJSON_AddStringToObject(entry, "direction", direction);
        /* the cards of the pack under the default options (pack_cards lists those of any) */
        tutor_options defaults;
        tutor_options_init(&defaults);
        tutor_options_complete(game, &defaults, TUTOR_FOR_COUNTING, NULL);
        cJSON_AddNumberToObject(entry, "cards", tutor_set_size(tutor_pack(game, &defaults)));
        cJSON_AddItemToObject(entry, "options", options_json(game));
        cJSON_AddStringToObject(entry, "pack", tutor_game_pack_kind(game));
        cJSON_AddStringToObject(entry, "piece", tutor_game_piece(game));
        cJSON_AddItemToObject(entry, "pack_cards", cards_json(game, c->lang));
        cJSON_AddItemToObject(entry, "suits", suits_json(game, c->lang));
        cJSON_AddItemToObject(entry, "sides", sides_json(game));
        cJSON_AddItemToArray(games, entry);
    }
    return 1;
}
