/*
 * texas_42.h: what the Texas 42 files share: the option slots and values, the doubles, and the
 * whole hand's state.
 */
#ifndef TUTOR_TEXAS_42_H
#define TUTOR_TEXAS_42_H

#include "../game.h"

/* A hand's points: 35 in the count tiles and one for each of the 7 tricks. */
enum { T42_TILES = 28, T42_SEATS = 4, T42_HAND = 7, T42_WHOLE_HAND = 42 };

/* Option slots, in the order of the option specs, and their values. */
enum { T42_OPT_TRUMP, T42_OPT_CONTRACT, T42_OPT_DOUBLES };
enum { T42_TRUMP_DOUBLES = 7, T42_TRUMP_NONE = 8 };
enum { T42_NORMAL, T42_NELLO, T42_SEVENS, T42_PLUNGE, T42_SPLASH };
enum { T42_DOUBLES_HIGH, T42_DOUBLES_LOW, T42_DOUBLES_SEPARATE, T42_DOUBLES_SEPARATE_INVERTED };

extern const tutor_game tutor_texas_42;

/* The seven doubles, 0-0 to 6-6. */
tutor_set texas_42_doubles(void);

/* An option's value, or `absent` when it is not given. */
static inline int t42_value(const tutor_options *options, int slot, int absent) {
    return options->value[slot] < 0 ? absent : options->value[slot];
}

/* Nello: "There are no trumps"; Sevens: only the pip totals count. */
static inline int t42_has_trumps(int contract) {
    return contract != T42_NELLO && contract != T42_SEVENS;
}

/* Fills in the doubles' default (Nello's "separate", else "high") and checks the options (set,
 * other defaults filled): 1, with the reason (bad-declaration) in *why, when they name what
 * their contract gives no meaning (a trump in Nello, doubles ranked with trumps) or lack the
 * trump a purpose needs, else 0. Every request's options are checked by it, and so is a hand's
 * declaration. */
int texas_42_complete(tutor_options *options, tutor_purpose purpose, tutor_reason *why);

/* The end-of-hand arithmetic (texas_42.c), which the whole hand and the `score`
 * request share. */
typedef struct {
    int points; /* a bid in points, 30..42, or 0 when bid in marks */
    int marks;  /* a bid in marks, or 0 */
} tutor_42_bid;

typedef struct {
    int made;   /* the marks go to the bidding side when made, else to the opponents */
    int marks;  /* marks won */
    int needed; /* the bidders' count that makes the bid: its points, or all 42; -1 in Nello,
                   where they may take none */
} tutor_42_score;

tutor_42_score tutor_42_score_hand(const tutor_options *options, tutor_42_bid bid,
                                   int bidder_count);

/* A whole hand (texas_42_hand.c): the auction (one bid each, from the dealer's left), the
 * declaration of trump and contract, then trick play. */
typedef enum {
    TUTOR_42_BIDDING,
    TUTOR_42_DECLARING,
    TUTOR_42_PLAYING,
    TUTOR_42_OVER
} tutor_42_phase;

typedef struct {
    tutor_deal deal;
    int dealer;
    tutor_42_phase phase;
    int bids_made;
    tutor_42_bid high;      /* the highest bid so far ({0, 0}: none) */
    int declarer;           /* its bidder, or TUTOR_NO_SEAT */
    int passes_before_high; /* how many passed before the highest bid was made */
    tutor_options options;  /* the players' agreement; trump, contract, doubles once declared */
    tutor_play play;
} tutor_42_hand;

#endif
