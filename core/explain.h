/*
 * explain.h: the one explanation module (explain.c, explain_hand.c), as the games use it.
 * Every sentence a learner reads is made here from values: a refusal or a trick's winner from
 * a tutor_reason (tutor_explain in tutor.h), a score line from its code and numbers, a hand
 * with no score from why it has none. Games supply names (a card's, a suit's, a contract's)
 * and the clauses only they can word (game.h); the shape of each sentence is decided here.
 */
#ifndef TUTOR_EXPLAIN_H
#define TUTOR_EXPLAIN_H

#include "game.h"

/* A reason that takes one of its code's particular sentences (reason->detail is not 0). */
size_t explain_detail(const tutor_game *game, const tutor_options *options,
                      const tutor_reason *reason, char *buf, size_t size);

/* What tutor_say wrote (`written`), with its first letter a capital, as a length within
 * `size`: sentences may open with a card's name ("the King of Spades"). */
size_t explain_finish(char *buf, int written, size_t size);

/* ---- Score lines ------------------------------------------------------------------------ */

/* Which sentence a line of a score takes; its numbers are the line's `number`, in the order
 * each code lists them. */
typedef enum {
    /* French Tarot: what each defender pays for one part of the hand (points: that payment,
     * negative when each is paid). */
    EXPLAIN_TAROT_GAME,         /* the contract, won (1) or lost (0), the taker's side's card
                                   points in halves, its bouts, its card points rounded, the
                                   points needed, the margin, the game's 25 and the margin,
                                   the contract's multiplier, points */
    EXPLAIN_TAROT_PETIT_AU_BOUT, /* in the next-to-last trick (1) or the last (0), the side that
                                    took it (a tutor_tarot_side), the multiplier, points */
    EXPLAIN_TAROT_POIGNEE,      /* the seat, the poignée (1 single, 2 double, 3 triple), the
                                   trumps shown, won (1) or lost (0), points */
    EXPLAIN_TAROT_CHELEM,       /* the chelem (a tutor_tarot_chelem), points */
    /* Tapp-Tarock: what each defender pays for the bid, a Valat or the Pagat Ultimo. */
    EXPLAIN_TAPP_BID,           /* the bid (a tutor_tapp_bid), won (1) or lost (0), the
                                   declarer's card points, the points needed, the bid's value */
    EXPLAIN_TAPP_VALAT,         /* the Valat (a tutor_tapp_contract_result), the bid, how many
                                   times the bid it is worth, the bid's value, the payment */
    EXPLAIN_TAPP_PAGAT_ULTIMO,  /* the Pagat Ultimo (a tutor_tapp_contract_result) */
} explain_line_code;

#define EXPLAIN_LINE_NUMBERS 10

typedef struct {
    explain_line_code code;
    int number[EXPLAIN_LINE_NUMBERS];
} explain_line_words;

/* Writes a score line's sentence into buf (always NUL-terminated); returns its length. */
size_t explain_line(const tutor_game *game, const explain_line_words *line, char *buf,
                    size_t size);

/* ---- Hands with no score ---------------------------------------------------------------- */

typedef enum {
    EXPLAIN_EVERY_PLAYER_PASSED,
    EXPLAIN_HAND_CANCELLED /* French Tarot: the 1 of trumps alone */
} explain_no_hand_code;

/* Why a hand has no score, for the error "no-hand" and the record's `no_hand`. */
size_t explain_no_hand(const tutor_game *game, explain_no_hand_code why, char *buf, size_t size);

#endif
