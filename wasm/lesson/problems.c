/*
 * problems.c: the lesson checker's base (checker.h): noting a problem with the step and field it
 * belongs to, and the field and card readers every part of the checker shares. It calls no
 * other part of the checker: lesson.c calls questions.c and hand.c, questions.c calls hand.c,
 * and all of them call this file.
 */
#include <stdio.h>
#include <string.h>

#include "checker.h"

/* ---- problems ---------------------------------------------------------------------------- */

void lesson_add_problem(cJSON *problems, int step, const char *field, const char *card,
                        const char *format, va_list args) {
    char message[720];
    vsnprintf(message, sizeof message, format, args);
    message[tutor_utf8_prefix(message, sizeof message - 1)] = '\0';
    cJSON *entry = cJSON_CreateObject();
    cJSON_AddNumberToObject(entry, "step", step);
    cJSON_AddStringToObject(entry, "field", field);
    if (card) cJSON_AddStringToObject(entry, "card", card);
    cJSON_AddStringToObject(entry, "message", message);
    cJSON_AddItemToArray(problems, entry);
}

int lesson_problem(checker *k, const char *field, const char *card, const char *format, ...) {
    va_list args;
    va_start(args, format);
    lesson_add_problem(k->problems, k->step, field, card, format, args);
    va_end(args);
    return 0;
}

int lesson_helper_problem(checker *k, const char *field, const char *card) {
    return lesson_problem(k, field, card, "%s", k->c.error.message);
}

void lesson_check_fields(checker *k, const cJSON *object, const char *what,
                         const char *const *known) {
    const cJSON *item;
    cJSON_ArrayForEach(item, object) {
        int found = 0;
        for (int i = 0; known[i] && !found; i++) found = strcmp(item->string, known[i]) == 0;
        if (found) continue;
        char list[200] = "", name[48];
        for (int i = 0; known[i]; i++) {
            size_t used = strlen(list);
            snprintf(list + used, sizeof list - used, "%s%s", i ? ", " : "", known[i]);
        }
        clip(item->string, 40, name);
        lesson_problem(k, name, NULL, "\"%s\" is not a field of %s; its fields are %s.", name, what,
                       list);
    }
}

/* ---- cards ------------------------------------------------------------------------------- */

int lesson_read_cards(checker *k, const cJSON *list, const char *name, tutor_card *cards, int max,
                      int *count, given_cards *given) {
    *count = 0;
    if (!cJSON_IsArray(list))
        return lesson_problem(k, name, NULL, "\"%s\" must be a list of card codes.", name);
    int good = 1;
    const cJSON *item;
    cJSON_ArrayForEach(item, list) {
        tutor_card card;
        tutor_set unused = tutor_set_empty(); /* duplicates are told apart below, by list */
        char buf[24], code[TUTOR_CODE_MAX];
        if (!read_card(&k->c, item, name, &card, &unused)) {
            good = lesson_helper_problem(k, name, quoted(item, buf));
            continue;
        }
        tutor_card_format(k->c.game, card, code);
        if (tutor_set_has(given->cards, card)) {
            good = lesson_problem(k, name, code, "\"%s\" is given twice: in \"%s\" and in \"%s\".",
                                  code, given->where[card], name);
            continue;
        }
        if (*count >= max)
            return lesson_problem(k, name, NULL, "\"%s\" holds more than %d cards.", name, max);
        cards[(*count)++] = card;
        given->cards = tutor_set_add(given->cards, card);
        snprintf(given->where[card], sizeof given->where[card], "%s", name);
    }
    return good;
}

/* tutor_play knows no stock, so a game whose players draw has no running table. */
int lesson_no_running_table(checker *k, const char *field) {
    return lesson_problem(
        k, field, NULL,
        "%s has no running table in the core (its players draw from a stock, which trick play "
        "from a deal does not know), so a %s lesson has no \"deal\", plays no cards and gives "
        "every question its own \"table\".",
        tutor_game_name(k->c.game), tutor_game_name(k->c.game));
}
