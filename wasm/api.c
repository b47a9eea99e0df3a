/*
 * api.c: JSON requests to core calls and back (docs/api.md, shared/conformance/README.md).
 *
 * Uses only the core's public header (core/tutor.h) and cJSON. Every request is handled in
 * three steps: read and check every field into core values (any problem becomes an error
 * response naming the field or card), ask the core, write the answer. This file holds the
 * shared reading and writing helpers and the dispatch; the requests live in api_*.c.
 */
#include "api.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"

int api_fail(api_call *c, const char *code, const char *format, ...) {
    va_list args;
    va_start(args, format);
    c->error.code = code;
    vsnprintf(c->error.message, sizeof c->error.message, format, args);
    va_end(args);
    c->error.message[tutor_utf8_prefix(c->error.message, sizeof c->error.message - 1)] = '\0';
    return 0;
}

const char *clip(const char *text, size_t max, char *buf) {
    size_t n = tutor_utf8_prefix(text, max);
    memcpy(buf, text, n);
    buf[n] = '\0';
    return buf;
}

/* ---- reading fields ----------------------------------------------------------------------- */

const cJSON *field(const api_call *c, const char *name) {
    return cJSON_GetObjectItemCaseSensitive(c->request, name);
}

const cJSON *require(api_call *c, const char *name) {
    const cJSON *item = field(c, name);
    if (!item) api_fail(c, "missing-field", "The request has no \"%s\" field.", name);
    return item;
}

int read_int(api_call *c, const cJSON *item, const char *name, double min, double max,
                    long long *out) {
    double v = item ? item->valuedouble : 0;
    if (!cJSON_IsNumber(item) || v != floor(v) || v < min || v > max)
        return api_fail(c, "bad-field", "\"%s\" must be a whole number from %.0f to %.0f.", name, min,
                    max);
    *out = (long long)v;
    return 1;
}

int read_game(api_call *c) {
    const cJSON *item = require(c, "game");
    if (!item) return 0;
    if (!cJSON_IsString(item))
        return api_fail(c, "bad-field", "\"game\" must be a string such as \"texas-42\".");
    c->game = tutor_game_find(item->valuestring);
    if (!c->game) {
        char known[200] = "";
        for (int i = 0; i < tutor_game_count(); i++) {
            size_t used = strlen(known);
            snprintf(known + used, sizeof known - used, "%s\"%s\"", i ? ", " : "",
                     tutor_game_id(tutor_game_at(i)));
        }
        char quoted[64];
        return api_fail(c, "unknown-game", "There is no game \"%s\"; the games are %s.",
                        clip(item->valuestring, 60, quoted), known);
    }
    return 1;
}

int read_options(api_call *c, tutor_purpose purpose) {
    tutor_options_init(&c->options);
    const cJSON *options = field(c, "options");
    if (options && !cJSON_IsNull(options)) {
        if (!cJSON_IsObject(options))
            return api_fail(c, "bad-field", "\"options\" must be an object such as "
                                        "{\"trump\": \"4\"}.");
        const cJSON *option;
        cJSON_ArrayForEach(option, options) {
            char number[32];
            const char *value = option->valuestring;
            if (cJSON_IsNumber(option)) { /* {"deck": 40} is as good as {"deck": "40"} */
                snprintf(number, sizeof number, "%g", option->valuedouble);
                value = number;
            } else if (!cJSON_IsString(option)) {
                char quoted[48];
                return api_fail(c, "bad-option", "Option \"%s\" must be a string.",
                                clip(option->string, 40, quoted));
            }
            if (tutor_options_set(c->game, &c->options, option->string, value, &c->error))
                return 0;
        }
    }
    return tutor_options_complete(c->game, &c->options, purpose, &c->error) == TUTOR_OK;
}

/* Reads one card code of the list `name`: a card of the options' pack, not yet in *seen. */
int read_card(api_call *c, const cJSON *item, const char *name, tutor_card *card,
              tutor_set *seen) {
    if (!cJSON_IsString(item))
        return api_fail(c, "bad-field", "\"%s\" must hold card codes as strings.", name);
    char quoted[24];
    if (tutor_card_parse(c->game, item->valuestring, card, &c->error))
        return api_fail(c, "unknown-card", "\"%s\" in \"%s\" is not a card of %s.",
                        clip(item->valuestring, 20, quoted), name, tutor_game_name(c->game));
    if (!tutor_set_has(tutor_pack(c->game, &c->options), *card)) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(c->game, *card, code);
        return api_fail(c, "unknown-card", "%s in \"%s\" is not in the pack these options give %s.",
                        code, name, tutor_game_name(c->game));
    }
    if (tutor_set_has(*seen, *card))
        return api_fail(c, "duplicate-card", "%s appears more than once in the request.",
                        clip(item->valuestring, 20, quoted));
    *seen = tutor_set_add(*seen, *card);
    return 1;
}

/* Reads a list of card codes. Every card read by one request goes into *seen, so a card given
 * twice (in one list or across lists) is a duplicate. */
int read_cards(api_call *c, const cJSON *list, const char *name, tutor_card *cards, int max,
                      int *count, tutor_set *seen) {
    if (!cJSON_IsArray(list))
        return api_fail(c, "bad-field", "\"%s\" must be a list of card codes.", name);
    int n = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, list) {
        tutor_card card;
        if (cJSON_IsString(item) && n >= max)
            return api_fail(c, "bad-field", "\"%s\" holds more than %d cards.", name, max);
        if (!read_card(c, item, name, &card, seen)) return 0;
        cards[n++] = card;
    }
    *count = n;
    return 1;
}

int read_card_field(api_call *c, const char *name, tutor_card *cards, int max, int *count,
                           tutor_set *seen) {
    const cJSON *list = require(c, name);
    return list && read_cards(c, list, name, cards, max, count, seen);
}

/* ---- writing answers ---------------------------------------------------------------------- */

cJSON *card_string(const tutor_game *game, tutor_card card) {
    char code[TUTOR_CODE_MAX];
    tutor_card_format(game, card, code);
    return cJSON_CreateString(code);
}

cJSON *card_array(const tutor_game *game, const tutor_card *cards, int n) {
    cJSON *list = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(list, card_string(game, cards[i]));
    return list;
}

cJSON *set_array(const tutor_game *game, tutor_set set) {
    cJSON *list = cJSON_CreateArray();
    tutor_card card;
    TUTOR_SET_FOREACH(card, set) cJSON_AddItemToArray(list, card_string(game, card));
    return list;
}

void add_sentence(api_call *c, cJSON *object, const tutor_reason *reason) {
    char text[400];
    tutor_explain(c->game, &c->options, reason, text, sizeof text);
    cJSON_AddStringToObject(object, "text", text);
}

void add_reason_cards(const tutor_game *game, cJSON *object, const tutor_reason *why) {
    if (why->has_led) cJSON_AddItemToObject(object, "led", card_string(game, why->led));
    if (why->has_witness) cJSON_AddItemToObject(object, "witness", card_string(game, why->witness));
    if (why->has_beaten) cJSON_AddItemToObject(object, "beaten", card_string(game, why->beaten));
}

cJSON *refusal_entry(api_call *c, tutor_card card, const tutor_reason *why) {
    cJSON *entry = cJSON_CreateObject();
    cJSON_AddItemToObject(entry, "card", card_string(c->game, card));
    cJSON_AddStringToObject(entry, "reason", tutor_reason_name(why->code));
    add_reason_cards(c->game, entry, why);
    add_sentence(c, entry, why);
    return entry;
}

/* `legal` and `illegal` for a hand facing a trick. */
void add_legal(api_call *c, cJSON *into, const tutor_card *trick, int n, tutor_set hand) {
    tutor_set legal = tutor_legal(c->game, &c->options, trick, n, hand);
    cJSON_AddItemToObject(into, "legal", set_array(c->game, legal));
    cJSON *illegal = cJSON_AddArrayToObject(into, "illegal");
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_set_minus(hand, legal)) {
        tutor_reason why = tutor_refusal(c->game, &c->options, trick, n, hand, card);
        cJSON_AddItemToArray(illegal, refusal_entry(c, card, &why));
    }
}

/* Reads an optional string field whose value must be one of `values`; *index is -1 when
 * the field is absent. */
int read_choice(api_call *c, const char *name, const char *const *values, int count,
                       int *index) {
    const cJSON *item = field(c, name);
    *index = -1;
    if (!item) return 1;
    for (int i = 0; cJSON_IsString(item) && i < count; i++)
        if (strcmp(item->valuestring, values[i]) == 0) {
            *index = i;
            return 1;
        }
    char accepted[200] = "";
    for (int i = 0; i < count; i++) {
        size_t used = strlen(accepted);
        snprintf(accepted + used, sizeof accepted - used, "%s\"%s\"", i ? ", " : "", values[i]);
    }
    return api_fail(c, "bad-field", "\"%s\" must be one of %s.", name, accepted);
}

typedef struct {
    const char *name;
    int needs_game;
    int (*handle)(api_call *c);
} op_entry;

static const op_entry ops[] = {
    {"legal", 1, op_legal},   {"winner", 1, op_winner}, {"count", 1, op_count},
    {"score", 1, op_score},   {"games", 0, op_games},   {"deal", 1, op_deal},
    {"position", 1, op_position}, {"replay", 1, op_replay},
    {"combinations", 1, op_combinations}, {"lesson", 0, op_lesson},
    {"hand", 1, op_hand},     {"game", 1, op_game},
};

static int dispatch(api_call *c) {
    const cJSON *op = require(c, "op");
    if (!op) return 0;
    if (!cJSON_IsString(op)) return api_fail(c, "bad-field", "\"op\" must be a string.");
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        if (strcmp(ops[i].name, op->valuestring) != 0) continue;
        if (ops[i].needs_game && !read_game(c)) return 0;
        return ops[i].handle(c);
    }
    char quoted[48];
    return api_fail(c, "unknown-op",
                    "There is no request \"%s\"; the requests are legal, winner, count, score, "
                    "replay, games, deal, position, combinations, lesson, hand and game.",
                    clip(op->valuestring, 40, quoted));
}

static char *print(cJSON *response) {
    char *text = cJSON_PrintUnformatted(response);
    cJSON_Delete(response);
    return text;
}

static char *error_response(const cJSON *id, const api_call *c) {
    cJSON *response = cJSON_CreateObject();
    cJSON_AddItemToObject(response, "id", id ? cJSON_Duplicate(id, 1) : cJSON_CreateNull());
    cJSON_AddFalseToObject(response, "ok");
    cJSON *error = cJSON_AddObjectToObject(response, "error");
    cJSON_AddStringToObject(error, "code", c->error.code ? c->error.code : "internal");
    cJSON_AddStringToObject(error, "message", c->error.message);
    if (c->error_hand >= 0) cJSON_AddNumberToObject(error, "hand", c->error_hand);
    if (c->error_index >= 0) cJSON_AddNumberToObject(error, "index", c->error_index);
    if (c->error_reason) {
        cJSON_AddStringToObject(error, "reason", c->error_reason);
        add_reason_cards(c->game, error, &c->error_why);
    }
    return print(response);
}

char *tutor_api_handle(const char *request, size_t length) {
    api_call c;
    memset(&c, 0, sizeof c);
    c.error_index = c.error_hand = -1;
    if (length > TUTOR_API_MAX_REQUEST) {
        api_fail(&c, "request-too-large", "The request is %zu bytes; the limit is %d.", length,
             TUTOR_API_MAX_REQUEST);
        return error_response(NULL, &c);
    }
    const char *end = NULL;
    cJSON *parsed = cJSON_ParseWithLengthOpts(request, length, &end, 0);
    if (!parsed || !cJSON_IsObject(parsed)) {
        if (parsed)
            api_fail(&c, "bad-json", "A request must be a JSON object.");
        else
            api_fail(&c, "bad-json", "The request is not valid JSON (the problem is near byte %ld).",
                 end && end >= request ? (long)(end - request) : 0L);
        cJSON_Delete(parsed);
        return error_response(NULL, &c);
    }
    while (end && end < request + length &&
           (*end == ' ' || *end == '\t' || *end == '\r' || *end == '\n'))
        end++;
    if (end && end < request + length && *end != '\0') {
        api_fail(&c, "bad-json", "The request has text after its JSON object (at byte %ld).",
             (long)(end - request));
        cJSON_Delete(parsed);
        return error_response(NULL, &c);
    }
    c.request = parsed;
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(parsed, "id");
    c.response = cJSON_CreateObject();
    cJSON_AddItemToObject(c.response, "id", id ? cJSON_Duplicate(id, 1) : cJSON_CreateNull());
    cJSON_AddTrueToObject(c.response, "ok");
    char *text;
    if (dispatch(&c)) {
        text = print(c.response);
    } else {
        cJSON_Delete(c.response);
        text = error_response(id, &c);
    }
    cJSON_Delete(parsed);
    return text;
}
