/*
 * tutor_piedmont_hand.h: the state of a whole hand of Piedmont Tarocchi (shared/seeds/001), four
 * players in two partnerships with the 80-card Loka pack, and its score. piedmont_hand.c plays
 * it through the one hand interface (tutor_hand in tutor.h) and says its rules; this header
 * gives the state and the score, line by line, to the tests.
 *
 * Seats are 0 to 3 in the order of play (seat s + 1 sits at seat s's left); seats 0 and 2 are
 * partnership 0, seats 1 and 3 partnership 1.
 *
 * The state is a value: fixed size, no pointers but the game, so copying is cloning. Read the
 * hands and the trick on the table through tutor_hand_holding() and tutor_hand_tricks(): while a
 * partner's card is being taken back (Allegiance), the trick in `play` keeps the card as it was
 * followed until the trick is complete. Completed tricks in `play.tricks` are as they ended.
 * Cards are numbered as in every suited pack of the core
 * (tutor_card_parse() reads "SK", "C1", "T21", "FOOL", "GOOD", "EVIL").
 */
#ifndef TUTOR_PIEDMONT_HAND_H
#define TUTOR_PIEDMONT_HAND_H

#include "hand_checks.h" /* tutor_fool_state: what happened to the Fool */
#include "suited.h"

#define TUTOR_PIEDMONT_SEATS 4
#define TUTOR_PIEDMONT_HAND_CARDS 19 /* each hand, once the dealer has discarded */
#define TUTOR_PIEDMONT_DISCARDS 4
#define TUTOR_PIEDMONT_GAME_HANDS 4
#define TUTOR_PIEDMONT_NO_SIDE TUTOR_NO_SEAT /* no partnership, recorded as null as no seat is */

/* The options' slots (piedmont_tarocchi.c), and good_evil's values; the counting option
 * allegiance takes a tutor_piedmont_suits, "none" scoring every suit. */
enum { TUTOR_PIEDMONT_GOOD_EVIL, TUTOR_PIEDMONT_ALLEGIANCE };
enum { TUTOR_PIEDMONT_AS_TRUMPS, TUTOR_PIEDMONT_AS_ALLEGIANCE };

/* The Game of Allegiance is played: good_evil is "allegiance" (unset is "trumps"). */
static inline int plays_allegiance(const tutor_options *options) {
    return options->value[TUTOR_PIEDMONT_GOOD_EVIL] == TUTOR_PIEDMONT_AS_ALLEGIANCE;
}

/* Good and Evil, the pair: each is the other's other. */
static inline int is_pair_card(tutor_card card) {
    return card == SUITED_GOOD || card == SUITED_EVIL;
}
static inline tutor_card other_of_pair(tutor_card card) {
    return card == SUITED_GOOD ? SUITED_EVIL : SUITED_GOOD;
}

typedef enum {
    TUTOR_PIEDMONT_DISCARDING, /* the dealer discards four cards */
    TUTOR_PIEDMONT_PLAYING,    /* the tricks */
    TUTOR_PIEDMONT_OVER        /* every trick played */
} tutor_piedmont_phase;

/* What a player says with a card. Only Good and Evil in the Game of Allegiance carry a call:
 * the first of them played, "ours" or "yours"; the other, played by the other partnership,
 * re-affirms that call or changes it. Every other card is played with TUTOR_PIEDMONT_NO_CALL. */
typedef enum {
    TUTOR_PIEDMONT_NO_CALL,
    TUTOR_PIEDMONT_OURS,
    TUTOR_PIEDMONT_YOURS,
    TUTOR_PIEDMONT_REAFFIRM,
    TUTOR_PIEDMONT_CHANGE
} tutor_piedmont_call;
#define TUTOR_PIEDMONT_CALL_BIT(call) (1u << (call))

/* Which suits a partnership's cards score: all of them, or under Allegiance Good's (Coins and
 * Swords) or Evil's (Batons and Cups). Trumps, the Fool, Good and Evil score under any call. */
typedef enum {
    TUTOR_PIEDMONT_ALL_SUITS,
    TUTOR_PIEDMONT_GOOD_SUITS,
    TUTOR_PIEDMONT_EVIL_SUITS
} tutor_piedmont_suits;

/* A call made in the Game of Allegiance. */
typedef struct {
    int seat;
    tutor_card card; /* Good or Evil */
    tutor_piedmont_call call;
    int trick;     /* the trick it was made in (0 the first) */
    int good_side; /* after it: the partnership that scores Good's suits */
} tutor_piedmont_called;

/* Allegiance: the other card of the pair, taken out of play by the caller's partner. */
typedef struct {
    int trick;        /* the trick it went to, or -1 while it has not been played so */
    int seat;         /* the caller's partner */
    int position;     /* its place in that trick */
    tutor_card card;  /* Good or Evil */
    int took_back;    /* 1 when the partner had already played and took `taken` back */
    tutor_card taken; /* took_back: the card that went back into the partner's hand */
} tutor_piedmont_answer;

typedef struct {
    const tutor_game *game;
    tutor_options options; /* good_evil */
    int dealer;
    tutor_deal deal; /* as dealt: 19 cards a hand, the dealer's four more in `rest` */
    tutor_piedmont_phase phase;
    tutor_set discard; /* the dealer's four, once discarded */
    tutor_play play;   /* the tricks, from the discard on */
    /* the Game of Allegiance */
    int call_count;
    tutor_piedmont_called calls[2]; /* the first call, then the other partnership's answer */
    tutor_piedmont_answer answer;
    /* the Fool */
    tutor_fool_state fool;
    int fool_player;         /* the seat that played it, or TUTOR_NO_SEAT */
    tutor_card fool_payment; /* TUTOR_FOOL_PAID: the card given for it */
} tutor_piedmont_hand;

/* ---- The score ------------------------------------------------------------------------- */

typedef enum {
    TUTOR_PIEDMONT_CARD_POINTS,  /* the cards of the tricks won while one call was in force */
    TUTOR_PIEDMONT_DISCARD,      /* the dealer's four, for the dealer's partnership */
    TUTOR_PIEDMONT_FOOL,         /* the Fool, when played to a trick the other partnership won: back
                                    with its partnership, or surrendered to the trick's winner */
    TUTOR_PIEDMONT_FOOL_PAYMENT, /* the card given for the Fool: less for the partnership that
                                    gives it, more for the one that takes it */
    TUTOR_PIEDMONT_TRICK_POINTS  /* a point for each trick won */
} tutor_piedmont_item;

typedef struct {
    tutor_piedmont_item item;
    int side;                    /* the partnership it counts for */
    tutor_piedmont_suits suits;  /* the suits counted */
    int first_trick, last_trick; /* CARD_POINTS: the tricks it covers (0 the first) */
    int cards;                   /* the cards counted (TRICK_POINTS: the tricks) */
    tutor_card card;             /* FOOL and FOOL_PAYMENT: the card */
    int points;
} tutor_piedmont_line;

/* Per partnership at most: two CARD_POINTS (before and after a changed call), DISCARD, FOOL,
 * FOOL_PAYMENT and TRICK_POINTS. */
#define TUTOR_PIEDMONT_MAX_LINES 12

typedef struct {
    int line_count;
    tutor_piedmont_line lines[TUTOR_PIEDMONT_MAX_LINES]; /* partnership 0's, then 1's */
    int points[2];                                       /* each partnership's lines added up */
    int tricks[2];                                       /* tricks won (the discard is no trick) */
    int complete;   /* every trick played: the discard and the Fool are in */
    int winner;     /* complete: the partnership that wins the hand; NO_SIDE on a tie */
    int difference; /* complete: the game points the winner wins from the other */
} tutor_piedmont_score;

#endif
