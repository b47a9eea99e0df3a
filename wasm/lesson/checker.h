/*
 * checker.h: what the lesson checker's files share. They call one way only: lesson.c reads a
 * lesson, its deal and its steps on the running table; questions.c judges each step's
 * question; hand.c keeps a whole hand's running table; problems.c notes problems and reads
 * the fields all of them read.
 */
#ifndef TUTOR_LESSON_CHECKER_H
#define TUTOR_LESSON_CHECKER_H

#include <stdarg.h>

#include "api_internal.h"
#include "lesson.h"

/* The whole-hand running table of a lesson with "whole_hand" (hand.c). */
typedef struct lesson_hand {
    tutor_hand state;
    /* The `hand` request whose answer is the running table: {"op", "game", "options",
     * "dealer", "deal" or "seed", "actions"}, the actions taken so far. Its `call` applies
     * the next ones, with the hand's options for the sentences. */
    cJSON *request;
    api_call call;
} lesson_hand;

/* One lesson being checked. */
typedef struct {
    api_call c; /* c.request is the lesson; c.game and c.options once read */
    cJSON *problems;
    int step;  /* the step being checked, from 1; 0 for the lesson's own fields */
    int rules; /* the game and its options are known, so the core can be asked */
    int seats, learner;
    int deal_given; /* the lesson has a deal, good or not */
    int running;    /* the running table (a whole hand: k->hand) exists, in step with the lesson */
    tutor_play play;
    int whole_hand;   /* the running table is the `hand` request's whole hand, not trick play */
    lesson_hand hand; /* that hand once started (hand.c) */
    /* A learner's hand listed in part: the cards the seed added to it, how many the lesson
     * listed, and the steps whose answers were judged on those cards (bit s - 1 for step s,
     * up to step 64). Their problems are symptoms of the one cause (lesson_seeded_learner). */
    tutor_set learner_seeded;
    int learner_listed;
    unsigned long long seeded_steps;
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

/* One problem, as an entry {step, field, card, message} of `problems`, its message made from
 * `format` and `args` as printf makes it. */
void lesson_add_problem(cJSON *problems, int step, const char *field, const char *card,
                        const char *format, va_list args) API_PRINTF(5, 0);
/* Adds a problem of the step being checked (lesson.h says what a problem holds). The problem
 * helpers return 0, so that a reader that fails can return the problem it found. */
int lesson_problem(checker *k, const char *field, const char *card, const char *format, ...)
    API_PRINTF(4, 5);
/* The problem a failed request helper left in k->c.error. */
int lesson_helper_problem(checker *k, const char *field, const char *card);
/* Every member of `object` (described as `what`: "a step") must be one of `known` (names,
 * NULL-terminated); each other one is a problem. */
void lesson_check_fields(checker *k, const cJSON *object, const char *what,
                         const char *const *known);
/* Reads the card codes of `list` (the field `name`), with a problem for each entry that is not
 * a card of the options' pack or was already given in `given`. Returns 1 when all are good. */
int lesson_read_cards(checker *k, const cJSON *list, const char *name, tutor_card *cards, int max,
                      int *count, given_cards *given);
/* The problem of a game whose players draw from a stock, which has no running table. */
int lesson_no_running_table(checker *k, const char *field);
/* The one problem that names the cause of the symptoms left unreported (questions.c: an answer
 * judged on a card the seed dealt the learner's hand listed in part), when there were any. */
void lesson_seeded_learner(checker *k);

/* A lesson file's text read as strict JSON (lesson_check_text): the parsed value, or NULL with
 * the one problem that says why ("too big", "not JSON: line L, column C: ...") added to
 * `problems`; `what` ("lesson", "words") names the object in the message. */
cJSON *lesson_read_text(const char *text, size_t length, const char *what, cJSON *problems);

/* Checks the step's question, if it has one; returns it as presented (null when none). */
cJSON *lesson_question(checker *k, const cJSON *step);

/* ---- the whole hand (hand.c) ------------------------------------------------------------- */

/* Starts the whole hand from the completed deal: `rest` is the cards dealt to no hand in the
 * order the hand takes them (the lesson's `deal.rest` first); `seeded` when the lesson gave
 * only `deal.seed`, which the hand request then deals from itself. Sets k->running when it
 * starts; 0 at a problem. */
int lesson_hand_start(checker *k, const tutor_deal *deal, const tutor_card *rest, int rest_count,
                      int dealer, int seeded);
/* Takes the step's scripted actions of the lists `first` and `second` ("actions" and "play",
 * or "after"; card codes are plays) in turn; adds each to `out` as {"seat", "action"} in the
 * list `actions_name`, and each play also as {"seat", "card"} in the list `plays_name`. A
 * refused action is a problem and stops the running table. */
void lesson_hand_script(checker *k, const cJSON *step, const char *first, const char *second,
                        cJSON *out, const char *plays_name, const char *actions_name);

/* The `hand` answer for the running whole hand, seen by everyone; NULL (with a problem) on a
 * core error. */
cJSON *lesson_hand_answer(checker *k);
/* Whether the learner's seat is to act on the running whole hand; the problem when not (`verb`:
 * "play" or "act", what the seat would do). */
int lesson_learner_acts(checker *k, const char *verb);
/* The `action` question, on the running whole hand. */
int lesson_ask_action(checker *k, const cJSON *step, cJSON *question);

#endif
