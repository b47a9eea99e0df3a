/*
 * tutor_burro_game.h: a game of Burro (shared/seeds/004), hand after hand until one player
 * has spelled B-U-R-R-O.
 *
 * "the last player holding cards receives a penalty point, one more letter toward spelling
 * burro. Once someone has spelled the complete word, the player with the least points wins
 * the game. If there is a tie, the tied players may play another hand to determine the
 * winner." Each hand's burro (tutor_burro_hand) takes one letter; the game ends on the hand
 * that gives a player the fifth, and the player with the fewest letters wins. When several
 * share the fewest, the game has no winner: the hand the seed allows them is one of fewer
 * players, a new game. The deal passes to the seat after the dealer in the order of play (the
 * seat that leads the first trick).
 */
#ifndef TUTOR_BURRO_GAME_H
#define TUTOR_BURRO_GAME_H

#include "tutor_burro.h"

#define TUTOR_BURRO_LETTERS 5 /* B-U-R-R-O */

typedef struct {
    int players;
    int first_dealer;
    int hands_played;
    int letters[TUTOR_MAX_SEATS]; /* each seat's letters so far */
    int burro;                    /* the seat that has spelled the whole word, or TUTOR_NO_SEAT */
    int winner; /* once over: the one seat with the fewest letters, TUTOR_NO_SEAT on a tie */
} tutor_burro_game;

/* Starts a game; `options` as for a hand (NULL: the defaults). Errors: "bad-field",
 * "bad-option". */
tutor_status tutor_burro_game_start(tutor_burro_game *game, const tutor_options *options,
                                    int first_dealer, tutor_error *error);
int tutor_burro_game_over(const tutor_burro_game *game);
/* The dealer of the next hand; TUTOR_NO_SEAT once the game is over. */
int tutor_burro_game_dealer(const tutor_burro_game *game);
/* Adds a hand played to its end, dealt by the game's next dealer (so led by the seat after
 * it). Errors ("bad-field": the game is over, the hand is not, another number of players or
 * another leader) leave the game as it was. */
tutor_status tutor_burro_game_add(tutor_burro_game *game, const tutor_burro_hand *hand,
                                  tutor_error *error);

#endif
