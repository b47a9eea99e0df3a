/*
 * api_record.c: the core's records (tutor_record in tutor.h) written out as JSON: each value
 * goes into the object or list open at the time, under its key. The `score` request, the
 * end-of-hand arithmetic read by the game's fields, is answered as one.
 */
#include <math.h>
#include <string.h>

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

static json_record writer_into(const api_call *c, cJSON *into) {
    return (json_record){
        {open_container, close_container, number, word, truth, card, cards, c->lang}, c->game,
        {into}, 1};
}

void describe_json(api_call *c, const tutor_hand *hand, int viewer, cJSON *into) {
    json_record writer = writer_into(c, into);
    tutor_hand_describe(hand, viewer, &writer.record);
}

int score_json(api_call *c, const tutor_hand *hand, cJSON *into) {
    json_record writer = writer_into(c, into);
    return tutor_hand_record_score(hand, &writer.record, &c->error) == TUTOR_OK;
}

/* ---- the score request ----------------------------------------------------------------------- */

static int refuse(api_call *c, const tutor_score_field *f, tutor_score_problem problem) {
    tutor_score_refusal(f, problem, &c->error);
    return 0;
}

static int read_whole(api_call *c, const tutor_score_field *f, const cJSON *item, int min, int max,
                      tutor_score_problem problem, int *value) {
    double v = item ? item->valuedouble : 0;
    if (!cJSON_IsNumber(item) || v != floor(v) || v < min || v > max) return refuse(c, f, problem);
    *value = (int)v;
    return 1;
}

/* One field into *value (tutor_score_kind). Points in halves are refused by tutor_score, after
 * every other field is read: the order that refusal has always come in. */
static int read_field(api_call *c, const tutor_score_field *f, int *value) {
    const cJSON *item = field(c, f->name);
    *value = -1;
    if (!item) return f->required ? refuse(c, f, TUTOR_SCORE_MISSING) : 1;
    if (f->kind == TUTOR_SCORE_WORD) {
        for (int i = 0; cJSON_IsString(item) && i < f->last; i++)
            if (strcmp(item->valuestring, f->words[i]) == 0) return *value = i, 1;
        return refuse(c, f, TUTOR_SCORE_BAD);
    }
    if (f->kind == TUTOR_SCORE_HALVES) {
        double halves = cJSON_IsNumber(item) ? item->valuedouble * 2 : -1;
        if (halves >= 0 && halves <= 2 * f->last && halves == floor(halves)) *value = (int)halves;
        return 1;
    }
    if (f->kind == TUTOR_SCORE_POINTS_OR_MARKS && cJSON_IsObject(item)) {
        const cJSON *marks = cJSON_GetObjectItemCaseSensitive(item, "marks");
        if (!read_whole(c, f, marks, 1, 42, TUTOR_SCORE_BAD_MARKS, value)) return 0;
        *value = -*value;
        return 1;
    }
    if (f->kind == TUTOR_SCORE_POINTS_OR_MARKS && !cJSON_IsNumber(item))
        return refuse(c, f, TUTOR_SCORE_BAD);
    return read_whole(c, f, item, f->first, f->last, TUTOR_SCORE_OUT_OF_RANGE, value);
}

int score_request(api_call *c, int *value) {
    if (!read_options(c, TUTOR_FOR_COUNTING)) return 0;
    const tutor_score_field *fields;
    int count = tutor_score_fields(c->game, &fields), values[TUTOR_MAX_SCORE_FIELDS];
    if (!count)
        return api_fail(c, "unknown-op", "\"score\" is not yet answered for %s.",
                        tutor_game_name(c->game));
    for (int i = 0; i < count; i++)
        if (!read_field(c, &fields[i], &values[i])) return 0;
    json_record writer = writer_into(c, c->response);
    return tutor_score(c->game, &c->options, values, &writer.record, value, &c->error) == TUTOR_OK;
}

int op_score(api_call *c) {
    int value;
    return score_request(c, &value);
}
