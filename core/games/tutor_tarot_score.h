/*
 * tutor_tarot_score.h: French Tarot's end-of-hand arithmetic (french_tarot_score.c), which the
 * whole hand and the `score` request share.
 */
#ifndef TUTOR_TAROT_SCORE_H
#define TUTOR_TAROT_SCORE_H

#include "explain.h"

typedef enum { TUTOR_TAROT_PETITE, TUTOR_TAROT_GARDE, TUTOR_TAROT_GARDE_SANS,
               TUTOR_TAROT_GARDE_CONTRE } tutor_tarot_contract;
/* Numbered as the score lines' sentences read them (explain.h). */
typedef enum {
    TUTOR_TAROT_NOBODY = EXPLAIN_NOBODY,
    TUTOR_TAROT_TAKER = EXPLAIN_TAKERS_SIDE,
    TUTOR_TAROT_DEFENCE = EXPLAIN_DEFENCE
} tutor_tarot_side;
typedef enum {
    TUTOR_CHELEM_NONE = EXPLAIN_NOT_MADE,
    TUTOR_CHELEM_ANNOUNCED_MADE = EXPLAIN_ANNOUNCED_MADE,
    TUTOR_CHELEM_ANNOUNCED_FAILED = EXPLAIN_ANNOUNCED_FAILED,
    TUTOR_CHELEM_MADE = EXPLAIN_MADE_UNANNOUNCED,
    TUTOR_CHELEM_DEFENCE_MADE = EXPLAIN_MADE_BY_DEFENCE
} tutor_tarot_chelem;

typedef struct {
    tutor_tarot_contract contract;
    int taker_halves;            /* the taker's side's card points, in half-points */
    int bouts;                   /* 0..3 */
    tutor_tarot_side petit_au_bout;
    int poignee;                 /* 0 none, 1 single, 2 double, 3 triple */
    tutor_tarot_chelem chelem;
} tutor_tarot_hand;

typedef struct {
    int won;
    int needed;
    int difference;      /* rounded card points less what was needed */
    int hand_score;      /* what each defender pays the taker (negative: the taker pays) */
    int seats;           /* players */
    int seat_change[TUTOR_MAX_SEATS]; /* 3 and 4 players: seat 0 is the taker */
} tutor_tarot_score;

tutor_status tutor_tarot_score_hand(const tutor_options *options, const tutor_tarot_hand *hand,
                                    tutor_tarot_score *score, tutor_error *error);

#endif
