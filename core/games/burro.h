/*
 * burro.h: what the Burro files share: the questions of trick play with a stock (burro.c),
 * which the whole hand (burro_hand.c) asks with the stock's own size, and the whole hand's
 * state. Options: `deck` "40" or "48", `variant` "spanish" or "portuguese", `players` "2" to
 * "8". Cards are numbered as in every suited pack of the core: suit * 14 + rank - 1, Espadas 0,
 * Bastos 1, Copas 2, Oros 3, ranks 1 to 9, Sota 11, Caballo 12, Rey 14.
 */
#ifndef TUTOR_GAMES_BURRO_H
#define TUTOR_GAMES_BURRO_H

#include "../tutor.h"

enum { TUTOR_BURRO_MAX_CARDS = 48, TUTOR_BURRO_MAX_TRICKS = 48 };

/* A hand as a value: fixed size, no pointers, so copying is cloning. Every card is in exactly
 * one place: a hand, the stock (not yet drawn), the current trick, or a pile. The cards of a
 * finished trick go to its winner's pile and are out of play: winning a trick only wins the
 * lead, and Burro counts no card points. */
typedef struct {
    tutor_options options; /* defaults filled in */
    int players;
    tutor_set hands[TUTOR_MAX_SEATS];
    tutor_card stock[TUTOR_BURRO_MAX_CARDS]; /* the draw pile in drawing order */
    int stock_count;                         /* cards the pile started with */
    int stock_drawn;                         /* stock[stock_drawn] is the next card drawn */
    tutor_set piles[TUTOR_MAX_SEATS];
    tutor_trick current; /* the trick being played: leader, cards, seats */
    tutor_trick tricks[TUTOR_BURRO_MAX_TRICKS];
    int tricks_done;
    int turn;  /* the seat to act, or TUTOR_NO_SEAT once the hand is over */
    int burro; /* once over: the seat left holding cards, who takes one letter of B-U-R-R-O
                  (TUTOR_NO_SEAT only for a hand started with no cards in any hand) */
} tutor_burro_hand;

extern const tutor_game tutor_burro;

/* The legal actions of `hand` facing `trick` (n cards so far, the leader's first) with
 * `stock` cards left in the draw pile. */
tutor_stock_choice burro_legal(const tutor_options *options, const tutor_card *trick, int n,
                               tutor_set hand, int stock);

/* Why `card` may not be played: must-follow (the hand holds the suit led), must-draw (it does
 * not and the stock has cards), must-pass (it does not and the stock is empty), not-in-hand.
 * The code is TUTOR_REASON_NONE when the card may be played. */
tutor_reason burro_refusal(const tutor_options *options, const tutor_card *trick, int n,
                           tutor_set hand, int stock, tutor_card card);

/* Why drawing (TUTOR_ACTION_DRAW) or passing (TUTOR_ACTION_PASS) is refused: must-lead (the
 * leader plays a card), must-follow, must-draw or must-pass; TUTOR_REASON_NONE when allowed.
 * The reason's `action` names what was refused, for its sentence. */
tutor_reason burro_action_refusal(const tutor_options *options, const tutor_card *trick, int n,
                                  tutor_set hand, int stock, tutor_action action);

#endif
