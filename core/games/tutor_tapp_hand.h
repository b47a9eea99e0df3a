/*
 * tutor_tapp_hand.h: a whole hand of Tapp-Tarock (shared/seeds/002), from the deal to what
 * each defender pays.
 *
 * The hand goes through these steps, each checked before anything changes:
 *  - the auction, opened by the dealer's right: each player beats the bid or passes, a pass is
 *    final, Solo ends it, and the last bidder left is the declarer (when all three pass the
 *    hand is over and nobody scores);
 *  - the talon: in Three cards the declarer sees both halves and takes one; in Bottom 3 and
 *    Top 3 that half is taken unseen; in Solo the whole talon goes to the defenders;
 *  - the discard (not in Solo): three cards, one at a time, shown; never a King or a card of
 *    the Trull, and a trump only when nothing else may go; they count as the declarer's first
 *    trick, and the half of the talon not taken counts for the defenders;
 *  - the declarer's announcements (Pagat Ultimo, Valat), before her first card;
 *  - sixteen tricks, the declarer leading the first.
 *
 * Seats are 0, 1 and 2 in the order of play: Tapp-Tarock deals, bids and plays counterclockwise,
 * so seat s + 1 (mod 3) sits at seat s's right. Every action names the seat that takes it. A
 * refused action returns TUTOR_ERROR with error->code "illegal-action" and the sentence
 * explain.c makes of the reason, fills *why (when not NULL), and leaves the state byte for byte
 * as it was. A value the rules have no word for (a seat 5, a bid 9, a card outside the pack) is
 * error->code "bad-field" or "unknown-card" instead, with why->code TUTOR_REASON_NONE.
 *
 * The state is a value: fixed size, no pointers but the game inside `play`, so copying is
 * cloning. Cards are numbered as in every suited pack of the core (tutor_card_parse() reads
 * the codes "SK", "H1", "T21", "FOOL" for the Sküs).
 */
#ifndef TUTOR_TAPP_HAND_H
#define TUTOR_TAPP_HAND_H

#include "tutor.h"
#include "tutor_tapp.h"

#define TUTOR_TAPP_SEATS 3
#define TUTOR_TAPP_HAND_CARDS 16 /* dealt to each player, and held when play begins */
#define TUTOR_TAPP_TALON_CARDS 6
#define TUTOR_TAPP_EXCHANGE 3 /* cards taken from the talon, and discarded */
#define TUTOR_TAPP_TRICKS 16

/* A call in the auction: TUTOR_TAPP_PASS or a tutor_tapp_bid. */
#define TUTOR_TAPP_PASS (-1)
/* A call's bit in tutor_tapp_hand_legal_calls(): bit 0 passing, bit 1 + b the bid b. */
#define TUTOR_TAPP_CALL_BIT(call) (1u << ((call) + 1))

/* The talon's halves: its first three cards (the top) and its last three (the bottom). */
typedef enum { TUTOR_TAPP_TOP_HALF, TUTOR_TAPP_BOTTOM_HALF } tutor_tapp_half;

/* What the declarer may announce before play begins. */
typedef enum { TUTOR_TAPP_PAGAT_ULTIMO, TUTOR_TAPP_VALAT } tutor_tapp_announcement;
#define TUTOR_TAPP_ANNOUNCEMENTS 2

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
    tutor_set talon[2]; /* the talon's halves, by tutor_tapp_half */
    int dealer;
    tutor_tapp_phase phase;
    /* the auction */
    int to_speak;       /* the seat to bid or pass, while bidding */
    unsigned passed;    /* bit s: seat s has passed */
    int declarer;       /* the highest bidder so far; TUTOR_NO_SEAT while nobody bid */
    tutor_tapp_bid bid; /* the highest bid, once there is a declarer */
    /* the talon and the discard */
    int talon_shown;                     /* Three cards: both halves were shown to everyone */
    int half_taken;                      /* the tutor_tapp_half taken, or -1 */
    tutor_set holding[TUTOR_TAPP_SEATS]; /* the hands until play begins (then play.hands) */
    tutor_set discard;                   /* the declarer's discard, shown; her first trick */
    tutor_set defenders_talon;           /* talon cards counted with the defenders' tricks */
    int announced[TUTOR_TAPP_ANNOUNCEMENTS];
    tutor_play play; /* the tricks, from the end of the discard (Solo: of the auction) */
} tutor_tapp_hand_state;

/* Starts a hand. `deal` holds three hands of 16 and the talon of 6 in `rest`, every card of
 * the 54 exactly once; `talon_top` is the three cards of the talon lying on top (the other
 * three are its bottom half); `dealer` is a seat. Errors: "bad-field" (sizes, seats, halves),
 * "unknown-card" (a card outside the pack), "duplicate-card". */
tutor_status tutor_tapp_hand_start(tutor_tapp_hand_state *hand, const tutor_deal *deal,
                                   tutor_set talon_top, int dealer, tutor_error *error);

/* ---- Questions ------------------------------------------------------------------------- */

/* The seat whose turn it is to bid, take, discard, announce or play; TUTOR_NO_SEAT once over. */
int tutor_tapp_hand_turn(const tutor_tapp_hand_state *hand);
/* What `seat` holds now: the declarer holds the half taken until she has discarded. */
tutor_set tutor_tapp_hand_holding(const tutor_tapp_hand_state *hand, int seat);
/* The calls `seat` may make now (TUTOR_TAPP_CALL_BIT of each); 0 when it is not to speak. */
unsigned tutor_tapp_hand_legal_calls(const tutor_tapp_hand_state *hand, int seat);
/* The halves `seat` may take now, bit h for tutor_tapp_half h; 0 unless taking. */
unsigned tutor_tapp_hand_legal_halves(const tutor_tapp_hand_state *hand, int seat);
/* The cards `seat` may discard next: neither Kings nor the Trull, and trumps only when no
 * other card is left to discard. Empty unless it is that seat's discard. */
tutor_set tutor_tapp_hand_legal_discards(const tutor_tapp_hand_state *hand, int seat);
/* The announcements `seat` may make now, bit a for tutor_tapp_announcement a. */
unsigned tutor_tapp_hand_legal_announcements(const tutor_tapp_hand_state *hand, int seat);
/* The cards `seat` may play now (empty unless it is that seat's turn to play). */
tutor_set tutor_tapp_hand_legal_cards(const tutor_tapp_hand_state *hand, int seat);

/* ---- Actions --------------------------------------------------------------------------- */

/* A call: TUTOR_TAPP_PASS, or a tutor_tapp_bid higher than the highest so far. */
tutor_status tutor_tapp_hand_bid(tutor_tapp_hand_state *hand, int seat, int call, tutor_reason *why,
                                 tutor_error *error);
/* Three cards: the declarer takes the top or the bottom half of the talon. */
tutor_status tutor_tapp_hand_take(tutor_tapp_hand_state *hand, int seat, tutor_tapp_half half,
                                  tutor_reason *why, tutor_error *error);
/* One card of the declarer's discard; the third ends the discard. */
tutor_status tutor_tapp_hand_discard(tutor_tapp_hand_state *hand, int seat, tutor_card card,
                                     tutor_reason *why, tutor_error *error);
/* The declarer announces Pagat Ultimo (holding the Pagat) or Valat, before her first card. */
tutor_status tutor_tapp_hand_announce(tutor_tapp_hand_state *hand, int seat,
                                      tutor_tapp_announcement announcement, tutor_reason *why,
                                      tutor_error *error);
/* A card to the trick for the seat whose turn it is. */
tutor_status tutor_tapp_hand_play(tutor_tapp_hand_state *hand, int seat, tutor_card card,
                                  tutor_reason *why, tutor_error *error);

/* ---- The end --------------------------------------------------------------------------- */

typedef struct {
    int declarer;
    tutor_tapp_bid bid;
    tutor_set declarer_cards; /* her tricks and her discard */
    tutor_set defender_cards; /* their tricks and the talon cards given to them */
    int declarer_points;      /* card points, counted in threes; the two add up to 70 */
    int defender_points;
    int declarer_tricks; /* tricks won in play (the discard not counted) */
    tutor_tapp_contract_result pagat_ultimo;
    tutor_tapp_contract_result valat;
    tutor_tapp_score score; /* the lines ("bid" or "valat", "pagat-ultimo") and their sum,
                               what each defender pays the declarer */
    int seat_change[TUTOR_TAPP_SEATS]; /* by seat: the declarer gains what both defenders pay */
} tutor_tapp_hand_result;

/* The result once every trick is played. Errors: "no-hand" (every player passed),
 * "bad-field" (the hand is not over). */
tutor_status tutor_tapp_hand_score(const tutor_tapp_hand_state *hand,
                                   tutor_tapp_hand_result *result, tutor_error *error);

#endif
