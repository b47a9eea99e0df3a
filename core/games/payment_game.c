/*
 * payment_game.c: a game of French Tarot or Tapp-Tarock, a number of deals agreed beforehand
 * with each hand's payments added up by seat (tutor_payment_game.h; the choices are in
 * docs/rules-decisions.md, "Whole games"). The two games share it because their games are
 * kept the same way; only where a hand's payments come from differs.
 */
#include <string.h>

#include "../explain.h"
#include "tutor_payment_game.h"

tutor_status tutor_payment_game_start(tutor_payment_game *game, int seats, int first_dealer,
                                      int deals, tutor_error *error) {
    if (seats < 2 || seats > TUTOR_MAX_SEATS)
        return explain_reject(
            NULL, (explain_input){.code = EXPLAIN_GAME_SEATS, .number = {TUTOR_MAX_SEATS, seats}},
            error);
    if (first_dealer < 0 || first_dealer >= seats)
        return explain_reject(
            NULL, (explain_input){.code = EXPLAIN_DEALER_SEAT, .number = {seats - 1, first_dealer}},
            error);
    if (deals < 1 || deals > TUTOR_PAYMENT_GAME_MAX_DEALS)
        return explain_reject(NULL,
                              (explain_input){.code = EXPLAIN_DEALS_FIELD,
                                              .number = {TUTOR_PAYMENT_GAME_MAX_DEALS, deals}},
                              error);
    memset(game, 0, sizeof *game);
    game->seats = seats;
    game->first_dealer = first_dealer;
    game->deals = deals;
    game->winner = TUTOR_NO_SEAT;
    return TUTOR_OK;
}

int tutor_payment_game_over(const tutor_payment_game *game) {
    return game->hands_played >= game->deals;
}

int tutor_payment_game_dealer(const tutor_payment_game *game) {
    if (tutor_payment_game_over(game)) return TUTOR_NO_SEAT;
    return (game->first_dealer + game->hands_played) % game->seats;
}

/* Whether a hand (`over`, with `seats` players, dealt by `dealer`) may join the game. */
static tutor_status check_hand(const tutor_payment_game *game, int over, int seats, int dealer,
                               tutor_error *error) {
    if (tutor_payment_game_over(game))
        return explain_reject(
            NULL, (explain_input){.code = EXPLAIN_DEALS_PLAYED, .number = {game->deals}}, error);
    if (!over) return explain_reject(NULL, (explain_input){.code = EXPLAIN_JOINS_WHEN_OVER}, error);
    if (seats != game->seats)
        return explain_reject(
            NULL,
            (explain_input){.code = EXPLAIN_GAME_SEATS_PLAYERS, .number = {game->seats, seats}},
            error);
    if (dealer != tutor_payment_game_dealer(game))
        return explain_reject(NULL,
                              (explain_input){.code = EXPLAIN_DEALT_BY,
                                              .number = {tutor_payment_game_dealer(game), dealer}},
                              error);
    return TUTOR_OK;
}

/* Adds one deal's payments (NULL: a hand thrown in, which pays nothing). */
static void add_deal(tutor_payment_game *game, const int *seat_change) {
    for (int s = 0; seat_change && s < game->seats; s++) game->totals[s] += seat_change[s];
    if (++game->hands_played < game->deals) return;
    int best = 0, shared = 0;
    for (int s = 1; s < game->seats; s++) {
        if (game->totals[s] > game->totals[best]) {
            best = s;
            shared = 0;
        } else if (game->totals[s] == game->totals[best]) {
            shared = 1;
        }
    }
    game->winner = shared ? TUTOR_NO_SEAT : best;
}

/* Whether a failed score is a hand thrown in, which joins the game paying nothing. */
static int thrown_in(const tutor_error *error) { return strcmp(error->code, "no-hand") == 0; }

/* Adds a hand as its score left it: its seats' changes when it was scored, nothing paid when
 * it was thrown in; any other failure of the score is the caller's error. */
static tutor_status add_scored(tutor_payment_game *game, tutor_status scored,
                               const int *seat_change, tutor_error *error) {
    if (scored == TUTOR_OK)
        add_deal(game, seat_change);
    else if (thrown_in(error))
        add_deal(game, NULL);
    else
        return TUTOR_ERROR;
    return TUTOR_OK;
}

tutor_status tutor_payment_game_add_tarot(tutor_payment_game *game,
                                          const tutor_tarot_hand_state *hand, tutor_error *error) {
    if (check_hand(game, hand->phase == TUTOR_TAROT_OVER, hand->players, hand->dealer, error))
        return TUTOR_ERROR;
    tutor_tarot_hand_result result;
    tutor_status scored = tutor_tarot_hand_score(hand, &result, error);
    return add_scored(game, scored, result.seat_change, error);
}

tutor_status tutor_payment_game_add_tapp(tutor_payment_game *game,
                                         const tutor_tapp_hand_state *hand, tutor_error *error) {
    if (check_hand(game, hand->phase == TUTOR_TAPP_OVER, TUTOR_TAPP_SEATS, hand->dealer, error))
        return TUTOR_ERROR;
    tutor_tapp_hand_result result;
    tutor_status scored = tutor_tapp_hand_score(hand, &result, error);
    return add_scored(game, scored, result.seat_change, error);
}

/* ---- behind the match interface (tutor_match in tutor.h) --------------------------------- */

static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          int first_dealer, int deals, tutor_error *error) {
    return tutor_payment_game_start(state, tutor_seats(game, options), first_dealer, deals,
                                    error);
}
static int dealer(const void *state) { return tutor_payment_game_dealer(state); }
static int winner(const void *state) { return ((const tutor_payment_game *)state)->winner; }
static int totals(const void *state, int *out) {
    const tutor_payment_game *game = state;
    memcpy(out, game->totals, sizeof game->totals);
    return game->seats;
}
static tutor_status add_tarot(void *state, const void *hand, tutor_error *error) {
    return tutor_payment_game_add_tarot(state, hand, error);
}
static tutor_status add_tapp(void *state, const void *hand, tutor_error *error) {
    return tutor_payment_game_add_tapp(state, hand, error);
}

/* Payments by seat, over the number of deals the players agree on. */
#define PAYMENT_MATCH(adder)                                                                       \
    {                                                                                              \
        .size = sizeof(tutor_payment_game), .totals_by = "seat", .item = "payment",                \
        .agreed_deals = 1, .start = start, .dealer = dealer, .winner = winner, .totals = totals,   \
        .add = adder,                                                                              \
    }
const struct tutor_match_rules french_tarot_match_rules = PAYMENT_MATCH(add_tarot);
const struct tutor_match_rules tapp_tarock_match_rules = PAYMENT_MATCH(add_tapp);

_Static_assert(sizeof(tutor_payment_game) <= TUTOR_MATCH_STATE, "TUTOR_MATCH_STATE is too small");
