/*
 * api_record.c: the core's records (tutor_record in tutor.h) written out as JSON: each value
 * goes into the object or list open at the time, under its key.
 */
#include "api_internal.h"

/* The containers open, the innermost last. */
typedef struct {
    tutor_record record; /* first, so the callbacks find the writer */
    const tutor_game *game;
    cJSON *open[16];
    int depth;
} json_record;

static void add(tutor_record *record, const char *key, cJSON *value) {
    json_record *writer = (json_record *)record;
    cJSON *into = writer->open[writer->depth - 1];
    if (cJSON_IsArray(into))
        cJSON_AddItemToArray(into, value);
    else
        cJSON_AddItemToObject(into, key, value);
}

static void open_container(tutor_record *record, const char *key, int list) {
    json_record *writer = (json_record *)record;
    cJSON *container = list ? cJSON_CreateArray() : cJSON_CreateObject();
    add(record, key, container);
    if (writer->depth < (int)(sizeof writer->open / sizeof writer->open[0]))
        writer->open[writer->depth++] = container;
}

static void close_container(tutor_record *record) {
    json_record *writer = (json_record *)record;
    if (writer->depth > 1) writer->depth--;
}

static void number(tutor_record *record, const char *key, double value) {
    add(record, key, cJSON_CreateNumber(value));
}

static void word(tutor_record *record, const char *key, const char *text) {
    add(record, key, text ? cJSON_CreateString(text) : cJSON_CreateNull());
}

static void truth(tutor_record *record, const char *key, int value) {
    add(record, key, cJSON_CreateBool(value));
}

static void card(tutor_record *record, const char *key, tutor_card value) {
    add(record, key, card_string(((json_record *)record)->game, value));
}

static void cards(tutor_record *record, const char *key, const tutor_card *list, int n) {
    add(record, key, card_array(((json_record *)record)->game, list, n));
}

static json_record writer_into(const tutor_game *game, cJSON *into) {
    return (json_record){
        {open_container, close_container, number, word, truth, card, cards}, game, {into}, 1};
}

void describe_json(api_call *c, const tutor_hand *hand, int viewer, cJSON *into) {
    json_record writer = writer_into(c->game, into);
    tutor_hand_describe(hand, viewer, &writer.record);
}

int score_json(api_call *c, const tutor_hand *hand, cJSON *into) {
    json_record writer = writer_into(c->game, into);
    return tutor_hand_record_score(hand, &writer.record, &c->error) == TUTOR_OK;
}

int figures_json(api_call *c, const int *values, int *value) {
    json_record writer = writer_into(c->game, c->response);
    return tutor_score(c->game, &c->options, values, &writer.record, value, &c->error) == TUTOR_OK;
}
