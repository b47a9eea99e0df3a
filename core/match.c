/*
 * match.c: whole games of every game through one interface (tutor_match in tutor.h): each
 * game gives its own value and hooks (struct tutor_match_rules in game.h). Nothing here knows
 * a rule.
 */
#include <string.h>

#include "game.h"

const char *tutor_game_totals_by(const tutor_game *game) {
    return game->match ? game->match->totals_by : NULL;
}
const char *tutor_game_totals_item(const tutor_game *game) {
    return game->match ? game->match->item : NULL;
}
int tutor_game_agreed_deals(const tutor_game *game) {
    return game->match && game->match->agreed_deals;
}
int tutor_game_carries_scores(const tutor_game *game) {
    return game->match && game->match->carries_scores;
}

tutor_status tutor_match_begin(tutor_match *match, const tutor_game *game,
                               const tutor_options *options, int first_dealer, int deals,
                               tutor_error *error) {
    if (!game->match)
        return tutor_fail(error, "unknown-op", "The rules core plays no whole game of %s.",
                          game->name);
    memset(match, 0, sizeof *match);
    match->game = game;
    return game->match->start(match->state.bytes, game, options, first_dealer, deals, error);
}

int tutor_match_dealer(const tutor_match *match) {
    return match->game->match->dealer(match->state.bytes);
}

int tutor_match_winner(const tutor_match *match) {
    return match->game->match->winner(match->state.bytes);
}

int tutor_match_totals(const tutor_match *match, int *out) {
    return match->game->match->totals(match->state.bytes, out);
}

tutor_status tutor_match_add(tutor_match *match, const tutor_hand *hand, tutor_error *error) {
    if (hand->game != match->game)
        return tutor_fail(error, "bad-field", "A hand of %s cannot join a game of %s.",
                          hand->game->name, match->game->name);
    return match->game->match->add(match->state.bytes, hand->state.bytes, error);
}
