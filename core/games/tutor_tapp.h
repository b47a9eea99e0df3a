/*
 * tutor_tapp.h: Tapp-Tarock's end-of-hand arithmetic (shared/seeds/002).
 *
 * One declarer plays against two defenders. What the hand is worth is paid by each defender
 * to the declarer, or by the declarer to each defender; the score says how much, and lists the
 * pieces it is made of (the bid, a Valat, a Pagat Ultimo) so a person can check the sum.
 */
#ifndef TUTOR_TAPP_H
#define TUTOR_TAPP_H

#include "explain.h"

/* The four bids, lowest first; each is worth 3, 4, 5 or 8 points. */
typedef enum { TUTOR_TAPP_THREE, TUTOR_TAPP_BOTTOM, TUTOR_TAPP_TOP, TUTOR_TAPP_SOLO } tutor_tapp_bid;

/* How a Pagat Ultimo or a Valat turned out. A contract that was neither announced nor made
 * scores nothing, so an unannounced failure is simply TUTOR_TAPP_NONE. */
typedef enum {
    TUTOR_TAPP_NONE = EXPLAIN_NOT_MADE, /* numbered as the score lines' sentences read them */
    TUTOR_TAPP_ANNOUNCED_MADE = EXPLAIN_ANNOUNCED_MADE,
    TUTOR_TAPP_ANNOUNCED_FAILED = EXPLAIN_ANNOUNCED_FAILED,
    TUTOR_TAPP_SILENT_MADE = EXPLAIN_MADE_UNANNOUNCED
} tutor_tapp_contract_result;

typedef struct {
    tutor_tapp_bid bid;
    int declarer_points;                      /* card points, 0..70 */
    tutor_tapp_contract_result pagat_ultimo;
    tutor_tapp_contract_result valat;
} tutor_tapp_hand;

#define TUTOR_TAPP_NEEDED 36 /* card points the declarer needs, of 70 */
#define TUTOR_TAPP_MAX_LINES 2

/* One piece of the payment: `item` is "bid", "valat" or "pagat-ultimo"; `points` is what each
 * defender pays for it (negative: the declarer pays); `text` says why in a sentence. */
typedef struct {
    const char *item;
    int points;
    char text[160];
} tutor_tapp_line;

typedef struct {
    int won;                  /* the declarer took at least TUTOR_TAPP_NEEDED card points */
    int from_each_defender;   /* the sum of the lines */
    int line_count;
    tutor_tapp_line lines[TUTOR_TAPP_MAX_LINES];
} tutor_tapp_score;

/* Scores a finished hand whose figures are in range (tutor_score refuses a request's that are
 * not). */
void tutor_tapp_score_hand(const tutor_tapp_hand *hand, tutor_tapp_score *score);
/* The payment as records: won, from_each_defender, and the lines that add up to it. */
void tutor_tapp_record_payment(tutor_record *record, const tutor_tapp_score *score);

#endif
