/*
 * tutor_tarocchino_game.h: a game of Ottocento (shared/seeds/000) or Eight Hundred
 * (shared/seeds/003), hand after hand until a partnership has 800 points.
 *
 * The hand itself knows the game's end (tutor_tarocchino_hand.h): it starts from the game
 * scores before it and says when a partnership has won, Eight Hundred's within the hand too
 * ("it is possible for the game to end before a hand has been fully played out"). The game
 * keeps the scores from hand to hand and passes the deal to the seat after the dealer in the
 * order of play, the eldest. Seed 003's "the role moving to the player on the left after each
 * hand" is, but for one word, seed 001's Piedmont sentence, as is its "Eldest (Dealer's left)",
 * which the core reads as the seat after the dealer although play moves "to the right"
 * (docs/rules-decisions.md, "Direction of play"); the deal goes the same way. Seed 000 does not
 * say how Ottocento's deal passes; it passes the same way, with play.
 */
#ifndef TUTOR_TAROCCHINO_GAME_H
#define TUTOR_TAROCCHINO_GAME_H

#include "tutor_tarocchino_hand.h"

typedef struct {
    const tutor_game *game; /* Ottocento or Eight Hundred */
    int first_dealer;
    int hands_played;
    int scores[2]; /* each partnership's game score */
    int winner;    /* the partnership that has won the game, or TUTOR_TAROCCHINO_NO_SIDE */
} tutor_tarocchino_game;

/* Starts a game of `game`. Errors: "bad-field" (another game, a dealer not a seat 0 to 3). */
tutor_status tutor_tarocchino_game_start(tutor_tarocchino_game *game, const tutor_game *which,
                                         int first_dealer, tutor_error *error);
int tutor_tarocchino_game_over(const tutor_tarocchino_game *game);
/* The dealer of the next hand; TUTOR_NO_SEAT once the game is over. */
int tutor_tarocchino_game_dealer(const tutor_tarocchino_game *game);
/* Adds a hand over (played out, or the game won within it), of the game's kind, dealt by its
 * next dealer and started from its scores. Errors ("bad-field") leave the game as it was. */
tutor_status tutor_tarocchino_game_add(tutor_tarocchino_game *game,
                                       const tutor_tarocchino_hand *hand, tutor_error *error);

#endif
