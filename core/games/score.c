/*
 * score.c: the `score` request (tutor.h), answered by the game's tutor_score_rules.
 */
#include "../game.h"

int tutor_score_fields(const tutor_game *game, const tutor_score_field **fields) {
    *fields = game->score ? game->score->fields : NULL;
    return game->score ? game->score->count : 0;
}

tutor_status tutor_score(const tutor_game *game, const tutor_options *options, const int *values,
                         tutor_record *record, int *value, tutor_error *error) {
    return game->score->score(options, values, record, value, error);
}
