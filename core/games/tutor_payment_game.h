/*
 * tutor_payment_game.h: a game of French Tarot (shared/seeds/004) or Tapp-Tarock
 * (shared/seeds/002): a number of deals agreed beforehand, each hand's payments added to every
 * seat's running total.
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
#ifndef TUTOR_PAYMENT_GAME_H
#define TUTOR_PAYMENT_GAME_H

#include "tutor.h"
#include "tutor_tapp_hand.h"
#include "tutor_tarot_hand.h"

#define TUTOR_PAYMENT_GAME_MAX_DEALS 1000

typedef struct {
    int seats;
    int first_dealer;
    int deals; /* agreed: the game ends after this many */
    int hands_played;
    int totals[TUTOR_MAX_SEATS]; /* each seat's payments so far (they add up to 0) */
    int winner;                  /* once over: the seat with the highest total, or NO_SEAT */
} tutor_payment_game;

/* Starts a game of `deals` deals among `seats` players. Errors: "bad-field". */
tutor_status tutor_payment_game_start(tutor_payment_game *game, int seats, int first_dealer,
                                      int deals, tutor_error *error);
int tutor_payment_game_over(const tutor_payment_game *game);
/* The dealer of the next hand; TUTOR_NO_SEAT once the game is over. */
int tutor_payment_game_dealer(const tutor_payment_game *game);
/* Adds a hand played to its end (or thrown in), dealt by the game's next dealer, with its
 * `seats` changes. Errors ("bad-field": the game is over, the hand is not, another dealer or
 * number of players) leave the game as it was. */
tutor_status tutor_payment_game_add_tarot(tutor_payment_game *game,
                                          const tutor_tarot_hand_state *hand, tutor_error *error);
tutor_status tutor_payment_game_add_tapp(tutor_payment_game *game,
                                         const tutor_tapp_hand_state *hand, tutor_error *error);

#endif
