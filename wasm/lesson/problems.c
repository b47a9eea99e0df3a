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

/* ---- a learner's hand completed by the seed ---------------------------------------------- */

/* "2", "2 and 5", "2, 5 and 7": the steps of `steps` (bit s - 1 for step s). */
static void step_list(unsigned long long steps, char *out, size_t size) {
    int total = 0, written = 0;
    for (int s = 0; s < 64; s++) total += (int)((steps >> s) & 1u);
    out[0] = '\0';
    for (int s = 0; s < 64; s++) {
        if (!((steps >> s) & 1u)) continue;
        size_t used = strlen(out);
        const char *joint = written == 0 ? "" : written == total - 1 ? " and " : ", ";
        snprintf(out + used, size - used, "%s%d", joint, s + 1);
        written++;
    }
}

void lesson_seeded_learner(checker *k) {
    if (!k->seeded_steps) return;
    int seeded = tutor_set_size(k->learner_seeded), size = k->learner_listed + seeded;
    char codes[TUTOR_SET_CAPACITY * (TUTOR_CODE_MAX + 4)] = "", steps[200], field[24];
    tutor_card card;
    TUTOR_SET_FOREACH(card, k->learner_seeded) {
        char code[TUTOR_CODE_MAX];
        size_t used = strlen(codes);
        tutor_card_format(k->c.game, card, code);
        snprintf(codes + used, sizeof codes - used, "%s\"%s\"", used ? ", " : "", code);
    }
    step_list(k->seeded_steps, steps, sizeof steps);
    snprintf(field, sizeof field, "deal.hands[%d]", k->learner);
    int step = k->step;
    k->step = 0;
    lesson_problem(k, field, NULL,
                   "The learner's hand lists %d of %d cards; the other %d came from the seed (%s), "
                   "and the answers of step%s %s were judged on them: list all %d of the "
                   "learner's cards in \"%s\".",
                   k->learner_listed, size, seeded, codes,
                   k->seeded_steps & (k->seeded_steps - 1) ? "s" : "", steps, size, field);
    k->step = step;
    /* Noted with the lesson's own problems, before those of any step: it is their cause. The
     * steps' problems are moved behind it (detached and added, which every cJSON does alike). */
    int count = cJSON_GetArraySize(k->problems), at = 0;
    while (at < count - 1 && get(cJSON_GetArrayItem(k->problems, at), "step")->valueint == 0) at++;
    for (int i = at; i < count - 1; i++)
        cJSON_AddItemToArray(k->problems, cJSON_DetachItemFromArray(k->problems, at));
}
