/*
 * texas_42_game.c: a game of Texas 42 (shared/seeds/004), hand after hand until a
 * partnership has 7 marks (the choices are in docs/rules-decisions.md, "Whole games").
 *
 * "These marks, oddly enough, are drawn on a score-pad to form the word ALL, with each mark
 * earning one line segment, like Hangman. Counting it up, it looks like 7 marks wins the
 * game": each hand's marks go to the side that wins them (its score's one line), and the
 * first partnership to reach 7 wins. Only one side wins marks in a hand, so the game ends on
 * the hand that takes a side to 7 or more. A hand every player passed scores nothing ("their
 * hands are turned in, and the next dealer shuffles"). The deal passes to the seat after the
 * dealer in the order of play, the seat that bids first ("starting with the dealer's left").
 */
#include "../explain.h"
#include "../game.h"

const struct tutor_match_rules texas_42_match_rules = {
    .totals_by = "side", .item = "marks", .target = 7, .from_lines = 1,
    .over_refusal = EXPLAIN_PARTNERSHIP_MARKS};
