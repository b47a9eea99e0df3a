/*
 * tutor_tapp_hand.h: the state of a whole hand of Tapp-Tarock (tapp_tarock_hand.c, reached
 * through the hand interface).
 *
 * Seats are 0, 1 and 2 in the order of play: Tapp-Tarock deals, bids and plays counterclockwise,
 * so seat s + 1 (mod 3) sits at seat s's right. The state is a value: fixed size, no pointers
 * but the game inside `play`, so copying is cloning.
 */
#ifndef TUTOR_TAPP_HAND_H
#define TUTOR_TAPP_HAND_H

#include "tutor.h"
#include "tutor_tapp.h"

#define TUTOR_TAPP_SEATS 3
#define TUTOR_TAPP_ANNOUNCEMENTS 2 /* Pagat Ultimo, Valat */

typedef enum {
    TUTOR_TAPP_BIDDING,    /* each player beats the bid or passes */
    TUTOR_TAPP_TAKING,     /* Three cards: the declarer takes one half of the shown talon */
    TUTOR_TAPP_DISCARDING, /* the declarer discards three cards, one at a time */
    TUTOR_TAPP_ANNOUNCING, /* the declarer may announce, then leads the first trick */
    TUTOR_TAPP_PLAYING,    /* from the first card to the last */
    TUTOR_TAPP_OVER        /* every trick played, or every player passed */
} tutor_tapp_phase;

typedef struct {
    tutor_deal deal;    /* as dealt: the three hands, and the talon in `rest` */
    tutor_set talon[2]; /* the talon's halves: its first three cards (the top), its last three */
    int dealer;
    tutor_tapp_phase phase;
    /* the auction */
    int to_speak;       /* the seat to bid or pass, while bidding */
    unsigned passed;    /* bit s: seat s has passed */
    int declarer;       /* the highest bidder so far; TUTOR_NO_SEAT while nobody bid */
    tutor_tapp_bid bid; /* the highest bid, once there is a declarer */
    /* the talon and the discard */
    int talon_shown;                     /* Three cards: both halves were shown to everyone */
    int half_taken;                      /* the half taken (0 the top, 1 the bottom), or -1 */
    tutor_set holding[TUTOR_TAPP_SEATS]; /* the hands until play begins (then play.hands) */
    tutor_set discard;                   /* the declarer's discard, shown; her first trick */
    tutor_set defenders_talon;           /* talon cards counted with the defenders' tricks */
    int announced[TUTOR_TAPP_ANNOUNCEMENTS];
    tutor_play play; /* the tricks, from the end of the discard (Solo: of the auction) */
} tutor_tapp_hand_state;

#endif
