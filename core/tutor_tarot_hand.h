/*
 * tutor_tarot_hand.h: a whole hand of French Tarot for 3, 4 or 5 players (shared/seeds/004),
 * from the deal to the score.
 *
 * The hand goes through the auction (one bid each, from the dealer's left), the chien (taken
 * and rebuilt by the taker in a petite or a garde, set aside unseen otherwise), with 5 players
 * the called king, the announcements made before a player's first card (a poignée, the
 * taker's chelem), and the tricks. Every action is checked before anything changes: a refused
 * action returns TUTOR_ERROR with error->code "illegal-action" and a sentence, fills *why
 * (when not NULL) with the reason, and leaves the hand byte for byte as it was.
 *
 * The state is a value: fixed size, no pointers but the game inside `play`, so copying is
 * cloning. Cards are numbered as in every suited pack of the core (suit * 14 + rank - 1 for
 * Spades, Clubs, Hearts, Diamonds; T1..T21 are 56..76; the Excuse 77). Options are French
 * Tarot's (`players` "3", "4" or "5"; an option not set counts as its default, 4).
 */
#ifndef TUTOR_TAROT_HAND_H
#define TUTOR_TAROT_HAND_H

#include "tutor.h"
#include "games/tutor_tarot_score.h"

/* A bid is a tutor_tarot_contract (petite lowest, garde contre highest) or a pass. */
#define TUTOR_TAROT_PASS (-1)

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

/* Starts a hand. `deal` holds `players` hands of 24, 18 or 15 cards (3, 4, 5 players) and the
 * chien (6, or 3 with 5 players) in `rest`, every card of the 78 exactly once; `dealer` is a
 * seat. Errors: "bad-field" (sizes, seats), "duplicate-card", "unknown-card". */
tutor_status tutor_tarot_hand_start(tutor_tarot_hand_state *hand, const tutor_options *options,
                                    const tutor_deal *deal, int dealer, tutor_error *error);

/* The seat whose turn it is to bid, discard, call or play; TUTOR_NO_SEAT once over. */
int tutor_tarot_hand_turn(const tutor_tarot_hand_state *hand);
/* What `seat` holds now: the taker holds the chien too while discarding. */
tutor_set tutor_tarot_hand_holding(const tutor_tarot_hand_state *hand, int seat);
/* Whether the called card has been played, which makes the partner known to all. */
int tutor_tarot_hand_partner_known(const tutor_tarot_hand_state *hand);
/* The cards a discard may hold now (the taker's, while discarding): the cards that are
 * neither trumps, Kings nor the Excuse, and the trumps other than the 1 and the 21 when
 * there are too few of those. */
tutor_set tutor_tarot_hand_discardable(const tutor_tarot_hand_state *hand);

/* Before the first bid, the player holding the 1 of trumps with no other trump and not the
 * Excuse cancels the hand: it is over with no taker, to be redealt. */
tutor_status tutor_tarot_hand_cancel(tutor_tarot_hand_state *hand, tutor_reason *why,
                                     tutor_error *error);
/* A bid for the seat whose turn it is: TUTOR_TAROT_PASS or a contract higher than the last. */
tutor_status tutor_tarot_hand_bid(tutor_tarot_hand_state *hand, int bid, tutor_reason *why,
                                  tutor_error *error);
/* The taker's discard, as many cards as the chien held (n of them, distinct). */
tutor_status tutor_tarot_hand_discard(tutor_tarot_hand_state *hand, const tutor_card *cards, int n,
                                      tutor_reason *why, tutor_error *error);
/* 5 players: the taker calls a King (a Queen when holding the four Kings, and so on down). */
tutor_status tutor_tarot_hand_call(tutor_tarot_hand_state *hand, tutor_card card, tutor_reason *why,
                                   tutor_error *error);
/* A poignée shown by the seat to play, before its first card: n distinct trumps, at least the
 * single's number (tutor_tarot_poignee_trumps); the Excuse may stand in for one when every
 * trump held is shown. */
tutor_status tutor_tarot_hand_poignee(tutor_tarot_hand_state *hand, const tutor_card *cards, int n,
                                      tutor_reason *why, tutor_error *error);
/* The taker announces a chelem once the auction is over and before the first card is played
 * (during the discard and the call too), and then leads. */
tutor_status tutor_tarot_hand_chelem(tutor_tarot_hand_state *hand, tutor_reason *why,
                                     tutor_error *error);
/* A card for the seat whose turn it is to play. */
tutor_status tutor_tarot_hand_play(tutor_tarot_hand_state *hand, tutor_card card, tutor_reason *why,
                                   tutor_error *error);

/* The trumps a poignée needs with this many players: level 1 single, 2 double, 3 triple. */
int tutor_tarot_poignee_trumps(int players, int level);

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
