/*
 * tutor_tarocchino_hand.h: a whole hand of Ottocento (shared/seeds/000) or Eight Hundred
 * (shared/seeds/003), four players in two partnerships, from the deal to the score and, when
 * a partnership reaches 800 points, the end of the game. It is played through the one hand
 * interface (tutor_hand in tutor.h, tarocchino_hand.c); this header gives its state to the
 * tests.
 *
 * The hand goes through these steps, each checked before anything changes:
 *  - the discard: the dealer, holding the two extra cards of the deal, discards two cards that
 *    are worth less than 5 points (no King, none of the 21, the 20, the 1 of trumps and the
 *    Fool); they count for the dealer's partnership at the end, or for the other one when the
 *    dealer's partnership has won no trick;
 *  - the declarations: each player once, from the seat after the dealer, shows any of the
 *    cricche and sequences in their hand (some, all or none, and not necessarily at their
 *    most); each scores at once, twice when one player shows three or more of a group;
 *  - fifteen tricks, the seat after the dealer leading the first. The Fool played to a trick
 *    the other partnership wins goes back to its partnership, which gives that trick's winner
 *    an empty card from its captures instead (Ottocento at once when it can, Eight Hundred at
 *    the end of the hand), or loses the Fool to them if it has captured nothing by the end.
 *    In Eight Hundred a combination among the four cards of a trick scores at once for the
 *    partnership that wins it;
 *  - the end: each partnership's cricche and sequences among its cards, its card points
 *    (counted in pairs, one point less a pair) and the last trick's 6.
 * The game ends when a partnership has 800 points: Ottocento at the end of a hand, Eight
 * Hundred also once every player has declared and as soon as a trick's combination takes a
 * partnership there, leaving the rest of the hand unplayed. When both have 800, the higher
 * total wins; an equal total decides nothing yet.
 *
 * Seats are 0 to 3 in the order of play; seats 0 and 2 are partnership 0, seats 1 and 3
 * partnership 1.
 *
 * The state is a value: fixed size, no pointers but the game (and the words the combinations
 * point to), so copying is cloning. Cards are numbered as in every suited pack of the core
 * (tutor_card_parse() reads "SK", "H1", "T21", "FOOL").
 */
#ifndef TUTOR_TAROCCHINO_HAND_H
#define TUTOR_TAROCCHINO_HAND_H

#include "tutor.h"
#include "tutor_combinations.h"

#define TUTOR_TAROCCHINO_SEATS 4
#define TUTOR_TAROCCHINO_HAND_CARDS 15 /* each hand, once the dealer has discarded */
#define TUTOR_TAROCCHINO_DISCARDS 2
#define TUTOR_TAROCCHINO_TRICKS 15
#define TUTOR_TAROCCHINO_GAME 800            /* the points that win the game */
#define TUTOR_TAROCCHINO_LAST_TRICK_POINTS 6 /* the last trick's bonus */
#define TUTOR_TAROCCHINO_NO_SIDE TUTOR_NO_SEAT /* no partnership, written as no seat is */

typedef enum {
    TUTOR_TAROCCHINO_DISCARDING, /* the dealer discards two cards */
    TUTOR_TAROCCHINO_DECLARING,  /* each player declares once, from the seat after the dealer */
    TUTOR_TAROCCHINO_PLAYING,    /* the tricks */
    TUTOR_TAROCCHINO_OVER        /* every trick played, or the game won within the hand */
} tutor_tarocchino_phase;

/* What happened to the Fool. */
typedef enum {
    TUTOR_FOOL_IN_HAND, /* not played yet */
    TUTOR_FOOL_KEPT,    /* played to a trick its own partnership won: it stays in that trick */
    TUTOR_FOOL_OWED,    /* face up beside its player, who owes the trick's winner a card */
    TUTOR_FOOL_PAID,    /* back with its partnership, a card given for it */
    TUTOR_FOOL_LOST     /* its partnership captured nothing: it went to the trick's winner */
} tutor_fool_state;

typedef struct {
    const tutor_game *game;
    tutor_options options;
    int dealer;
    int scores_before[2]; /* each partnership's game score before this hand */
    tutor_deal deal;      /* as dealt: 15 cards a hand, the dealer's two more in `rest` */
    tutor_tarocchino_phase phase;
    tutor_set discard; /* the dealer's two, once discarded */
    int discard_side;  /* who counts them, once the hand is played out */
    int declared;      /* how many players have had their turn to declare */
    tutor_combinations_result declarations[TUTOR_TAROCCHINO_SEATS]; /* by seat, as shown */
    tutor_play play;  /* the tricks, from the end of the declarations */
    tutor_set won[2]; /* each partnership's captured cards, the Fool's exchange made */
    tutor_fool_state fool;
    int fool_player;         /* the seat that played the Fool, or TUTOR_NO_SEAT */
    int fool_trick_winner;   /* the seat that won the trick the Fool was played to */
    tutor_card fool_payment; /* TUTOR_FOOL_PAID: the card given for it */
    int points[2];           /* each partnership's points this hand, so far */
    int winner;              /* the partnership that has won the game, or NO_SIDE */
    int ended_early;         /* the game was won before the last trick */
} tutor_tarocchino_hand;

#endif
