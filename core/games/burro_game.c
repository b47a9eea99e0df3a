/*
 * burro_game.c: a game of Burro, to the fifth letter of B-U-R-R-O (tutor_burro_game.h; the
 * choices are in docs/rules-decisions.md, "Whole games").
 */
#include <string.h>

#include "../explain.h"
#include "tutor_burro_game.h"

extern const tutor_game tutor_burro; /* burro.c */

tutor_status tutor_burro_game_start(tutor_burro_game *game, const tutor_options *options,
                                    int first_dealer, tutor_error *error) {
    tutor_options o;
    if (options)
        o = *options;
    else
        tutor_options_init(&o);
    if (tutor_options_complete(&tutor_burro, &o, TUTOR_FOR_PLAY, error)) return TUTOR_ERROR;
    int players = tutor_seats(&tutor_burro, &o);
    if (first_dealer < 0 || first_dealer >= players)
        return explain_reject(
            &tutor_burro,
            (explain_input){.code = EXPLAIN_DEALER_SEAT, .number = {players - 1, first_dealer}},
            error);
    memset(game, 0, sizeof *game);
    game->players = players;
    game->first_dealer = first_dealer;
    game->burro = game->winner = TUTOR_NO_SEAT;
    return TUTOR_OK;
}

int tutor_burro_game_over(const tutor_burro_game *game) { return game->burro != TUTOR_NO_SEAT; }

int tutor_burro_game_dealer(const tutor_burro_game *game) {
    if (tutor_burro_game_over(game)) return TUTOR_NO_SEAT;
    return (game->first_dealer + game->hands_played) % game->players;
}

/* The seat that led the hand's first trick. */
static int first_leader(const tutor_burro_hand *hand) {
    return hand->tricks_done > 0 ? hand->tricks[0].leader : hand->current.leader;
}

/* "the player with the least points wins the game": the one seat with the fewest letters. */
static int fewest_letters(const tutor_burro_game *game) {
    int best = 0, shared = 0;
    for (int s = 1; s < game->players; s++) {
        if (game->letters[s] < game->letters[best]) {
            best = s;
            shared = 0;
        } else if (game->letters[s] == game->letters[best]) {
            shared = 1;
        }
    }
    return shared ? TUTOR_NO_SEAT : best;
}

tutor_status tutor_burro_game_add(tutor_burro_game *game, const tutor_burro_hand *hand,
                                  tutor_error *error) {
    if (tutor_burro_game_over(game))
        return explain_reject(&tutor_burro,
                              (explain_input){.code = EXPLAIN_SPELLED_OUT, .number = {game->burro}},
                              error);
    if (hand->turn != TUTOR_NO_SEAT)
        return explain_reject(&tutor_burro, (explain_input){.code = EXPLAIN_JOINS_WHEN_OVER},
                              error);
    if (hand->players != game->players)
        return explain_reject(&tutor_burro,
                              (explain_input){.code = EXPLAIN_GAME_SEATS_PLAYERS,
                                              .number = {game->players, hand->players}},
                              error);
    int leader = (tutor_burro_game_dealer(game) + 1) % game->players;
    if (first_leader(hand) != leader)
        return explain_reject(
            &tutor_burro,
            (explain_input){.code = EXPLAIN_DEALT_AND_LED_BY,
                            .number = {tutor_burro_game_dealer(game), leader, first_leader(hand)}},
            error);
    game->hands_played++;
    if (hand->burro == TUTOR_NO_SEAT) return TUTOR_OK;
    /* "the last player holding cards receives a penalty point, one more letter" */
    if (++game->letters[hand->burro] == TUTOR_BURRO_LETTERS) {
        game->burro = hand->burro;
        game->winner = fewest_letters(game);
    }
    return TUTOR_OK;
}

/* ---- behind the match interface (tutor_match in tutor.h) --------------------------------- */

static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          int first_dealer, int deals, tutor_error *error) {
    (void)game;
    (void)deals;
    return tutor_burro_game_start(state, options, first_dealer, error);
}
static int dealer(const void *state) { return tutor_burro_game_dealer(state); }
static int winner(const void *state) { return ((const tutor_burro_game *)state)->winner; }
static int totals(const void *state, int *out) {
    const tutor_burro_game *game = state;
    memcpy(out, game->letters, sizeof game->letters);
    return game->players;
}
static tutor_status add(void *state, const void *hand, tutor_error *error) {
    return tutor_burro_game_add(state, hand, error);
}

/* Letters of B-U-R-R-O by seat, until a seat has all five. */
const struct tutor_match_rules burro_match_rules = {
    .size = sizeof(tutor_burro_game),
    .totals_by = "seat",
    .item = "letter",
    .start = start,
    .dealer = dealer,
    .winner = winner,
    .totals = totals,
    .add = add,
};

_Static_assert(sizeof(tutor_burro_game) <= TUTOR_MATCH_STATE, "TUTOR_MATCH_STATE is too small");
