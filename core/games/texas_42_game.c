/*
 * texas_42_game.c: a game of Texas 42, to 7 marks (tutor_42_game.h; the choices are in
 * docs/rules-decisions.md, "Whole games").
 */
#include <string.h>

#include "../explain.h"
#include "tutor_42_game.h"
#include "texas_42.h"

enum { SEATS = 4 };

tutor_status tutor_42_game_start(tutor_42_game *game, int first_dealer, tutor_error *error) {
    if (first_dealer < 0 || first_dealer >= SEATS)
        return explain_reject(
            &tutor_texas_42,
            (explain_input){.code = EXPLAIN_DEALER_SEAT, .number = {SEATS - 1, first_dealer}},
            error);
    memset(game, 0, sizeof *game);
    game->first_dealer = first_dealer;
    game->winner = TUTOR_NO_SEAT;
    return TUTOR_OK;
}

int tutor_42_game_over(const tutor_42_game *game) { return game->winner != TUTOR_NO_SEAT; }

int tutor_42_game_dealer(const tutor_42_game *game) {
    if (tutor_42_game_over(game)) return TUTOR_NO_SEAT;
    /* The seat after the dealer bids first ("starting with the dealer's left") and deals next. */
    return (game->first_dealer + game->hands_played) % SEATS;
}

tutor_status tutor_42_game_add(tutor_42_game *game, const tutor_42_hand *hand, tutor_error *error) {
    if (tutor_42_game_over(game))
        return explain_reject(&tutor_texas_42,
                              (explain_input){.code = EXPLAIN_PARTNERSHIP_MARKS,
                                              .number = {game->winner, game->marks[game->winner]}},
                              error);
    if (hand->phase != TUTOR_42_OVER)
        return explain_reject(&tutor_texas_42, (explain_input){.code = EXPLAIN_JOINS_WHEN_OVER},
                              error);
    if (hand->dealer != tutor_42_game_dealer(game))
        return explain_reject(&tutor_texas_42,
                              (explain_input){.code = EXPLAIN_DEALT_BY,
                                              .number = {tutor_42_game_dealer(game), hand->dealer}},
                              error);
    int side = TUTOR_NO_SEAT, marks = 0;
    if (hand->declarer != TUTOR_NO_SEAT) { /* else every player passed: nothing to score */
        int bidder_count;
        tutor_42_score score;
        if (tutor_42_hand_score(hand, &bidder_count, &score, error)) return TUTOR_ERROR;
        side = score.to_bidder ? hand->declarer % 2 : 1 - hand->declarer % 2;
        marks = score.marks;
    }
    game->hands_played++;
    if (side == TUTOR_NO_SEAT) return TUTOR_OK;
    game->marks[side] += marks;
    if (game->marks[side] >= TUTOR_42_GAME_MARKS) game->winner = side; /* "7 marks wins" */
    return TUTOR_OK;
}

/* ---- behind the match interface (tutor_match in tutor.h) --------------------------------- */

static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          int first_dealer, int deals, tutor_error *error) {
    (void)game;
    (void)options;
    (void)deals;
    return tutor_42_game_start(state, first_dealer, error);
}
static int dealer(const void *state) { return tutor_42_game_dealer(state); }
static int winner(const void *state) { return ((const tutor_42_game *)state)->winner; }
static int totals(const void *state, int *out) {
    const tutor_42_game *game = state;
    out[0] = game->marks[0];
    out[1] = game->marks[1];
    return 2;
}
static tutor_status add(void *state, const void *hand, tutor_error *error) {
    return tutor_42_game_add(state, hand, error);
}

/* Marks by side, until a side has 7. */
const struct tutor_match_rules texas_42_match_rules = {
    .size = sizeof(tutor_42_game),
    .totals_by = "side",
    .item = "marks",
    .start = start,
    .dealer = dealer,
    .winner = winner,
    .totals = totals,
    .add = add,
};

_Static_assert(sizeof(tutor_42_game) <= TUTOR_MATCH_STATE, "TUTOR_MATCH_STATE is too small");
