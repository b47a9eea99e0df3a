/*
 * texas_42_game.c: a game of Texas 42, to 7 marks (tutor_42_game.h; the choices are in
 * docs/rules-decisions.md, "Whole games").
 */
#include <string.h>

#include "../game.h"
#include "../tutor_42_game.h"

enum { SEATS = 4 };

tutor_status tutor_42_game_start(tutor_42_game *game, int first_dealer, tutor_error *error) {
    if (first_dealer < 0 || first_dealer >= SEATS)
        return tutor_fail(error, "bad-field", "dealer must be a seat from 0 to 3, not %d.",
                          first_dealer);
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
        return tutor_fail(error, "bad-field", "The game is over: partnership %d has %d marks.",
                          game->winner, game->marks[game->winner]);
    if (hand->phase != TUTOR_42_OVER)
        return tutor_fail(error, "bad-field", "A hand joins the game once it is over.");
    if (hand->dealer != tutor_42_game_dealer(game))
        return tutor_fail(error, "bad-field", "This hand of the game is dealt by seat %d, not %d.",
                          tutor_42_game_dealer(game), hand->dealer);
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
