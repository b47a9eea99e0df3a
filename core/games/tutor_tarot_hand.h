/*
 * tutor_tarot_hand.h: the state of a whole hand of French Tarot for 3, 4 or 5 players
 * (french_tarot_hand.c, reached through the hand interface), and its score.
 *
 * The state is a value: fixed size, no pointers but the game inside `play`, so copying is
 * cloning. Cards are numbered as in every suited pack of the core (suit * 14 + rank - 1 for
 * Spades, Clubs, Hearts, Diamonds; T1..T21 are 56..76; the Excuse 77).
 */
#ifndef TUTOR_TAROT_HAND_H
#define TUTOR_TAROT_HAND_H

#include "../tutor.h"
#include "tutor_tarot_score.h"

typedef enum {
    TUTOR_TAROT_BIDDING,    /* one bid or pass each, from the dealer's left */
    TUTOR_TAROT_DISCARDING, /* petite, garde: the taker has taken the chien and discards */
    TUTOR_TAROT_CALLING,    /* 5 players: the taker calls a king */
    TUTOR_TAROT_PLAYING,    /* the announcements, then the tricks */
    TUTOR_TAROT_OVER        /* every trick played, or the hand thrown in */
} tutor_tarot_phase;

typedef struct {
    tutor_options options;
    int players;
    int dealer;
    tutor_deal deal; /* as dealt: the hands, and the chien in `rest` */
    tutor_tarot_phase phase;
    int bids_made;
    int taker; /* the highest bidder, or TUTOR_NO_SEAT while every bid is a pass */
    tutor_tarot_contract contract;
    int cancelled_by;        /* the seat that cancelled the hand (the 1 of trumps alone), or
                                TUTOR_NO_SEAT */
    tutor_set discard;       /* petite, garde: the taker's discard, which counts for the taker */
    tutor_set discard_shown; /* the trumps in it, shown to the table as they go down */
    int has_called;          /* 5 players: the call is made */
    tutor_card called;
    int partner; /* the holder of the called card, or TUTOR_NO_SEAT when the taker
                    plays alone (the taker holds it, or it lies in the chien) */
    int chelem_announced;
    int poignee[TUTOR_MAX_SEATS]; /* 0 none, 1 single, 2 double, 3 triple */
    tutor_set poignee_shown[TUTOR_MAX_SEATS];
    tutor_play play; /* the tricks, from the moment play can begin */
} tutor_tarot_hand_state;

/* ---- The score ------------------------------------------------------------------------- */

#define TUTOR_TAROT_MAX_LINES (3 + TUTOR_MAX_SEATS)

/* One piece of the hand's score: `item` is "game", "petit-au-bout", "poignee" or "chelem";
 * `points` is what each defender pays for it (negative: each is paid); `text` says why. */
typedef struct {
    const char *item;
    int points;
    char text[320];
} tutor_tarot_line;

typedef struct {
    int taker;
    int partner; /* TUTOR_NO_SEAT when the taker played alone */
    tutor_tarot_contract contract;
    tutor_set taker_cards; /* what the taker's side counts: tricks, chien or discard, the
                              Excuse's exchange applied */
    int taker_halves;      /* their card points, in half-points */
    int bouts;
    tutor_tarot_side petit_au_bout;
    tutor_tarot_chelem chelem;
    /* The Excuse, when played to a trick won by the other side before the last: */
    int excuse_returned;       /* 1: it went back to its player's side */
    int excuse_paid;           /* 1: a half-point card went to the trick's winners for it */
    tutor_card excuse_payment; /* that card */
    int won;
    int needed;                       /* card points needed: 36, 41, 51, 56 by bouts */
    int difference;                   /* the rounded card points less those needed */
    int hand_score;                   /* what each defender pays the taker's side: the lines' sum */
    int seat_change[TUTOR_MAX_SEATS]; /* by seat number: the partner gains one share, the taker
                                         the rest of what the defenders pay */
    int line_count;
    tutor_tarot_line lines[TUTOR_TAROT_MAX_LINES];
} tutor_tarot_hand_result;

/* The result once every trick is played. Errors: "no-hand" (every player passed, or the hand
 * was cancelled), "bad-field" (the hand is not over). */
tutor_status tutor_tarot_hand_score(const tutor_tarot_hand_state *hand,
                                    tutor_tarot_hand_result *result, tutor_error *error);

#endif
