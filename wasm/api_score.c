/*
 * api_score.c: the end-of-hand arithmetic request (score), read by the game's fields.
 */
#include <math.h>
#include <string.h>

#include "api_internal.h"

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
    return figures_json(c, values, value);
}

int op_score(api_call *c) {
    int value;
    return score_request(c, &value);
}
