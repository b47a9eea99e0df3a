/*
 * tarocchino_game.c: a game of Ottocento (shared/seeds/000) or Eight Hundred
 * (shared/seeds/003), hand after hand until a partnership has 800 points (the choices are in
 * docs/rules-decisions.md, "Whole games").
 *
 * The hand itself knows the game's end (tutor_tarocchino_hand.h): it starts from the game
 * scores before it and says when a partnership has won, Eight Hundred's within the hand too
 * ("it is possible for the game to end before a hand has been fully played out"). The game
 * keeps the scores from hand to hand, each hand adding its lines, and passes the deal to the
 * seat after the dealer in the order of play, the eldest. Seed 003's "the role moving to the
 * player on the left after each hand" is, but for one word, seed 001's Piedmont sentence, as
 * is its "Eldest (Dealer's left)", which the core reads as the seat after the dealer although
 * play moves "to the right" (docs/rules-decisions.md, "Direction of play"); the deal goes the
 * same way. Seed 000 does not say how Ottocento's deal passes; it passes the same way, with
 * play.
 */
#include <string.h>

#include "../explain.h"
#include "../game.h"
#include "tutor_tarocchino_hand.h"

static const tutor_tarocchino_hand *state_of(const tutor_hand *hand) {
    return (const tutor_tarocchino_hand *)hand->state.bytes;
}

/* The hand started from the game's scores. */
static tutor_status check(const tutor_match *match, const tutor_hand *hand, tutor_error *error) {
    const int *before = state_of(hand)->scores_before;
    if (memcmp(before, match->totals, 2 * sizeof *before) == 0) return TUTOR_OK;
    return explain_reject(match->game,
                          (explain_input){.code = EXPLAIN_SCORES_FROM,
                                          .number = {match->totals[0], match->totals[1],
                                                     before[0], before[1]}},
                          error);
}

static int winner(const tutor_hand *hand) { return state_of(hand)->winner; }

const struct tutor_match_rules tarocchino_match_rules = {
    .totals_by = "side", .item = "points", .from_lines = 1, .carries_scores = 1,
    .over_refusal = EXPLAIN_PARTNERSHIP_WON, .check = check, .winner = winner};
