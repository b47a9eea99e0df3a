/*
 * cards.h: the per-game tests' way of writing cards as codes ("T21 DQ C5"): lists to arrays
 * and sets, a legal-set check that names the line, and a trick's winner. Each test sets
 * `game` to the game it tests before using them. Include after check.h.
 */
#ifndef TUTOR_TEST_CARDS_H
#define TUTOR_TEST_CARDS_H

#include <stdio.h>

#include "tutor.h"

static const tutor_game *game;

static inline int cards_of(const char *list, tutor_card *out) {
    int n = 0;
    char code[8];
    while (*list) {
        int len = 0;
        while (*list == ' ') list++;
        while (*list && *list != ' ' && len < 7) code[len++] = *list++;
        code[len] = '\0';
        if (len) CHECK(tutor_card_parse(game, code, &out[n++], NULL) == TUTOR_OK);
    }
    return n;
}

static inline tutor_set set_of(const char *list) {
    tutor_card cards[80];
    int n = cards_of(list, cards);
    tutor_set s = tutor_set_empty();
    for (int i = 0; i < n; i++) s = tutor_set_add(s, cards[i]);
    return s;
}

/* Checks the legal set, and the reason given for one refused card (or none when NULL). */
static inline void check_legal(const tutor_options *o, const char *trick, const char *hand,
                        const char *expected, const char *refused, tutor_reason_code reason,
                        int line) {
    tutor_card cards[8];
    int n = cards_of(trick, cards);
    tutor_set legal = tutor_legal(game, o, cards, n, set_of(hand));
    if (!tutor_set_equal(legal, set_of(expected)))
        fprintf(stderr, "line %d: trick [%s], hand [%s]: legal is not [%s]\n", line, trick, hand,
                expected);
    CHECK(tutor_set_equal(legal, set_of(expected)));
    if (refused) {
        tutor_card card;
        cards_of(refused, &card);
        tutor_reason why = tutor_refusal(game, o, cards, n, set_of(hand), card);
        if (why.code != reason) fprintf(stderr, "line %d: reason for %s\n", line, refused);
        CHECK_INT(why.code, reason);
    }
}
#define LEGAL(o, t, h, e, r, why) check_legal(&(o), t, h, e, r, why, __LINE__)

/* The winning position in a complete trick, and why (when `why` is not NULL). */
static inline int winner_why(const tutor_options *o, const char *trick, tutor_reason *why) {
    tutor_card cards[8];
    int n = cards_of(trick, cards);
    return tutor_winner(game, o, cards, n, why);
}
#define winner_of(o, trick) winner_why(o, trick, NULL)

/* The reason `tutor_refusal` gives for one card (by code). */
static inline tutor_reason refusal_of(const tutor_options *o, const char *trick, const char *hand,
                               const char *card_code) {
    tutor_card cards[8], card;
    int n = cards_of(trick, cards);
    cards_of(card_code, &card);
    return tutor_refusal(game, o, cards, n, set_of(hand), card);
}

/* The sentence for a reason. */
static inline const char *sentence(const tutor_options *o, const tutor_reason *why) {
    static char text[400];
    tutor_explain(game, o, why, text, sizeof text);
    return text;
}

#endif
