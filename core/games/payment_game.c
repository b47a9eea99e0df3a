/*
 * payment_game.c: a game of French Tarot (shared/seeds/004) or Tapp-Tarock
 * (shared/seeds/002): a number of deals agreed beforehand, each hand's payments (its returns)
 * added to every seat's running total (the choices are in docs/rules-decisions.md, "Whole
 * games").
 *
 * Both games score by payments between players ("Scorekeeping is based on a payment system",
 * seed 004; "she will be awarded bonus three points from each defender", seed 002), and
 * neither seed says when a game ends, so the players agree on a number of deals. Every deal
 * counts, a hand thrown in (every player passed, or a French Tarot hand cancelled and
 * redealt) too, with no payment. The deal passes to the seat after the dealer in the order of
 * play, the seat that speaks and leads first (French Tarot: "the deal and play are both
 * counter-clockwise"; Tapp-Tarock: "It is then played in turn. The first player to the
 * dealer's right starts the next round"). After the last deal the seat with the highest total
 * wins; several seats sharing it win nothing.
 */
#include "../explain.h"
#include "../game.h"

const struct tutor_match_rules payment_match_rules = {
    .totals_by = "seat", .item = "payment", .agreed_deals = 1,
    .over_refusal = EXPLAIN_DEALS_PLAYED};
