/*
 * lesson_internal.h: what the lesson checker's two files share: lesson.c reads a lesson, its
 * deal and its steps on the running table; lesson_questions.c judges each step's question.
 */
#ifndef TUTOR_LESSON_INTERNAL_H
#define TUTOR_LESSON_INTERNAL_H

#include "api_internal.h"
#include "lesson.h"

/* One lesson being checked. */
typedef struct {
    api_call c; /* c.request is the lesson; c.game and c.options once read */
    cJSON *problems;
    int step;  /* the step being checked, from 1; 0 for the lesson's own fields */
    int rules; /* the game and its options are known, so the core can be asked */
    int seats, learner;
    int deal_given; /* the lesson has a deal, good or not */
    int running;    /* the running table exists and is in step with the lesson */
    tutor_play play;
} checker;

/* Cards given so far in one group of lists (a deal, a table), with the list each came from. */
typedef struct {
    tutor_set cards;
    char where[TUTOR_SET_CAPACITY][24];
} given_cards;

static inline const cJSON *get(const cJSON *object, const char *name) {
    return cJSON_GetObjectItemCaseSensitive(object, name);
}

/* A string the lesson gave, shortened for quoting in a message; NULL when not a string. */
static inline const char *quoted(const cJSON *item, char *buf) {
    return cJSON_IsString(item) ? clip(item->valuestring, 20, buf) : NULL;
}

/* Adds a problem of the step being checked (lesson.h says what a problem holds). */
void lesson_problem(checker *k, const char *field, const char *card, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* The problem a failed request helper left in k->c.error. */
void lesson_helper_problem(checker *k, const char *field, const char *card);
/* Every member of `object` (described as `what`: "a step") must be one of `known` (names,
 * NULL-terminated); each other one is a problem. */
void lesson_check_fields(checker *k, const cJSON *object, const char *what,
                         const char *const *known);
/* Reads the card codes of `list` (the field `name`), with a problem for each entry that is not
 * a card of the options' pack or was already given in `given`. Returns 1 when all are good. */
int lesson_read_cards(checker *k, const cJSON *list, const char *name, tutor_card *cards, int max,
                      int *count, given_cards *given);
/* The problem of a game whose players draw (Burro), which has no running table. */
void lesson_no_running_table(checker *k, const char *field);

/* Checks the step's question, if it has one; returns it as presented (null when none). */
cJSON *lesson_question(checker *k, const cJSON *step);

#endif
