/*
 * burro_game.c: a game of Burro (shared/seeds/004), hand after hand until one player has
 * spelled B-U-R-R-O (the choices are in docs/rules-decisions.md, "Whole games").
 *
 * "the last player holding cards receives a penalty point, one more letter toward spelling
 * burro. Once someone has spelled the complete word, the player with the least points wins
 * the game. If there is a tie, the tied players may play another hand to determine the
 * winner." Each hand's burro (its score's one line) takes one letter; the game ends on the
 * hand that gives a player the fifth, and the player with the fewest letters wins. When
 * several share the fewest, the game has no winner: the hand the seed allows them is one of
 * fewer players, a new game. The deal passes to the seat after the dealer in the order of play
 * (the seat that leads the first trick).
 */
#include "../explain.h"
#include "../game.h"

const struct tutor_match_rules burro_match_rules = {
    .totals_by = "seat", .item = "letter", .target = 5 /* B-U-R-R-O */, .fewest_wins = 1,
    .from_lines = 1, .over_refusal = EXPLAIN_SPELLED_OUT,
    .leader_refusal = EXPLAIN_DEALT_AND_LED_BY};
