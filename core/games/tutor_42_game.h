/*
 * tutor_42_game.h: a game of Texas 42 (shared/seeds/004), hand after hand until a
 * partnership has 7 marks.
 *
 * "These marks, oddly enough, are drawn on a score-pad to form the word ALL, with each mark
 * earning one line segment, like Hangman. Counting it up, it looks like 7 marks wins the
 * game": each hand's marks go to the side that wins them (tutor_42_hand_score), and
 * the first partnership to reach 7 wins. Only one side wins marks in a hand, so the game ends
 * on the hand that takes a side to 7 or more. A hand every player passed scores nothing ("their
 * hands are turned in, and the next dealer shuffles"). The deal passes to the seat after the
 * dealer in the order of play, the seat that bids first (the dealer's left).
 *
 * Partnership 0 is seats 0 and 2, partnership 1 seats 1 and 3.
 */
#ifndef TUTOR_42_GAME_H
#define TUTOR_42_GAME_H

#include "tutor.h"

#define TUTOR_42_GAME_MARKS 7 /* the marks that win the game */

typedef struct {
    int first_dealer;
    int hands_played;
    int marks[2]; /* each partnership's marks so far */
    int winner;   /* the partnership with 7 marks or more, or TUTOR_NO_SEAT */
} tutor_42_game;

/* Starts a game. Errors: "bad-field" (a dealer that is not a seat 0 to 3). */
tutor_status tutor_42_game_start(tutor_42_game *game, int first_dealer, tutor_error *error);
int tutor_42_game_over(const tutor_42_game *game);
/* The dealer of the next hand; TUTOR_NO_SEAT once the game is over. */
int tutor_42_game_dealer(const tutor_42_game *game);
/* Adds a hand played to its end (or thrown in, every player having passed), dealt by the
 * game's next dealer. Errors ("bad-field": the game is over, the hand is not, another dealer)
 * leave the game as it was. */
tutor_status tutor_42_game_add(tutor_42_game *game, const tutor_42_hand *hand, tutor_error *error);

#endif
