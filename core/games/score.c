/*
 * score.c: the `score` request (tutor.h), answered by the game's tutor_score_rules.
 */
#include "../game.h"

int tutor_score_fields(const tutor_game *game, const tutor_score_field **fields) {
    *fields = game->score ? game->score->fields : NULL;
    return game->score ? game->score->count : 0;
}

/* Whether `value` is one the field reads (tutor_score_kind). */
static int readable(const tutor_score_field *field, int value) {
    if (field->kind == TUTOR_SCORE_WORD)
        return value >= (field->required ? 0 : -1) && value < field->last;
    if (field->kind == TUTOR_SCORE_HALVES) return value >= 0 && value <= 2 * field->last;
    if (field->kind == TUTOR_SCORE_POINTS_OR_MARKS && value < 0) return value >= -42;
    return value >= field->first && value <= field->last;
}

tutor_status tutor_score(const tutor_game *game, const tutor_options *options, const int *values,
                         tutor_record *record, int *value, tutor_error *error) {
    for (int i = 0; i < game->score->count; i++) {
        const tutor_score_field *field = &game->score->fields[i];
        if (!readable(field, values[i]))
            return tutor_score_refusal(field,
                                       field->kind == TUTOR_SCORE_WHOLE ? TUTOR_SCORE_OUT_OF_RANGE
                                                                        : TUTOR_SCORE_BAD,
                                       error);
    }
    return game->score->score(options, values, record, value, error);
}
