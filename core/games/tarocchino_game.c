/*
 * tarocchino_game.c: a game of Ottocento or Eight Hundred, to 800 points
 * (tutor_tarocchino_game.h; the choices are in docs/rules-decisions.md, "Whole games").
 */
#include <string.h>

#include "../explain.h"
#include "tutor_tarocchino_game.h"

tutor_status tutor_tarocchino_game_start(tutor_tarocchino_game *game, const tutor_game *which,
                                         int first_dealer, tutor_error *error) {
    const char *id = which ? tutor_game_id(which) : "";
    if (strcmp(id, "ottocento") != 0 && strcmp(id, "eight-hundred") != 0)
        return explain_reject(which, (explain_input){.code = EXPLAIN_GAME_TO_800}, error);
    if (first_dealer < 0 || first_dealer >= TUTOR_TAROCCHINO_SEATS)
        return explain_reject(which,
                              (explain_input){.code = EXPLAIN_DEALER_SEAT,
                                              .number = {TUTOR_TAROCCHINO_SEATS - 1, first_dealer}},
                              error);
    memset(game, 0, sizeof *game);
    game->game = which;
    game->first_dealer = first_dealer;
    game->winner = TUTOR_TAROCCHINO_NO_SIDE;
    return TUTOR_OK;
}

int tutor_tarocchino_game_over(const tutor_tarocchino_game *game) {
    return game->winner != TUTOR_TAROCCHINO_NO_SIDE;
}

int tutor_tarocchino_game_dealer(const tutor_tarocchino_game *game) {
    if (tutor_tarocchino_game_over(game)) return TUTOR_NO_SEAT;
    return (game->first_dealer + game->hands_played) % TUTOR_TAROCCHINO_SEATS;
}

tutor_status tutor_tarocchino_game_add(tutor_tarocchino_game *game,
                                       const tutor_tarocchino_hand *hand, tutor_error *error) {
    if (tutor_tarocchino_game_over(game))
        return explain_reject(
            game->game, (explain_input){.code = EXPLAIN_PARTNERSHIP_WON, .number = {game->winner}},
            error);
    if (hand->game != game->game)
        return explain_reject(game->game, (explain_input){.code = EXPLAIN_HANDS_OF_GAME}, error);
    if (hand->phase != TUTOR_TAROCCHINO_OVER)
        return explain_reject(game->game, (explain_input){.code = EXPLAIN_JOINS_WHEN_OVER}, error);
    if (hand->dealer != tutor_tarocchino_game_dealer(game))
        return explain_reject(
            game->game,
            (explain_input){.code = EXPLAIN_DEALT_BY,
                            .number = {tutor_tarocchino_game_dealer(game), hand->dealer}},
            error);
    if (memcmp(hand->scores_before, game->scores, sizeof game->scores) != 0)
        return explain_reject(
            game->game,
            (explain_input){.code = EXPLAIN_SCORES_FROM,
                            .number = {game->scores[0], game->scores[1], hand->scores_before[0],
                                       hand->scores_before[1]}},
            error);
    tutor_tarocchino_score score;
    if (tutor_tarocchino_hand_score(hand, &score, error)) return TUTOR_ERROR;
    game->hands_played++;
    memcpy(game->scores, score.game_score, sizeof game->scores);
    game->winner = score.winner;
    return TUTOR_OK;
}

/* ---- behind the match interface (tutor_match in tutor.h) --------------------------------- */

static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          int first_dealer, int deals, tutor_error *error) {
    (void)options;
    (void)deals;
    return tutor_tarocchino_game_start(state, game, first_dealer, error);
}
static int dealer(const void *state) { return tutor_tarocchino_game_dealer(state); }
static int winner(const void *state) {
    int side = ((const tutor_tarocchino_game *)state)->winner;
    return side == TUTOR_TAROCCHINO_NO_SIDE ? TUTOR_NO_SEAT : side;
}
static int totals(const void *state, int *out) {
    const tutor_tarocchino_game *game = state;
    out[0] = game->scores[0];
    out[1] = game->scores[1];
    return 2;
}
static tutor_status add(void *state, const void *hand, tutor_error *error) {
    return tutor_tarocchino_game_add(state, hand, error);
}

/* Game points by side, each hand starting from them, until a side has 800. */
const struct tutor_match_rules tarocchino_match_rules = {
    .size = sizeof(tutor_tarocchino_game),
    .totals_by = "side",
    .item = "points",
    .carries_scores = 1,
    .start = start,
    .dealer = dealer,
    .winner = winner,
    .totals = totals,
    .add = add,
};

_Static_assert(sizeof(tutor_tarocchino_game) <= TUTOR_MATCH_STATE, "TUTOR_MATCH_STATE is too small");
