/*
 * words.c: a lesson's words in another language (lessons/README.md, "A lesson in other
 * languages", format "tutor-lesson-words/1"). A lesson keeps one set of cards, plays and answers;
 * each other language gives only its words, in the lesson's own shape: the title, the summary
 * and, step by step, the text, the hints, the explanation and the reasons of "not_best". So the
 * languages of a lesson cannot disagree on a card or an answer, and this checker makes sure they
 * cannot disagree on the shape either: every text the lesson has, and nothing else, in every
 * language.
 */
#include <stdio.h>
#include <string.h>

#include "checker.h"

/* The fields of a step that are words, in the order the lesson format lists them. */
static const char *const step_words[] = {"text", "hints", "explain", "not_best", NULL};

static int is_words(const cJSON *item) {
    return cJSON_IsString(item) && item->valuestring[0] != '\0';
}

/* One string of words where the lesson has one: present, a string, not empty. */
static void check_string(checker *k, const cJSON *words, const char *name, const char *where) {
    if (!is_words(words))
        lesson_problem(k, name, NULL, "%s must be a non-empty string: the lesson has words there.",
                       where);
}

/* "hints": as many sentences as the lesson's step has hints. */
static void check_hints(checker *k, const cJSON *lesson, const cJSON *words) {
    int count = cJSON_GetArraySize(lesson);
    if (!cJSON_IsArray(words) || cJSON_GetArraySize(words) != count) {
        lesson_problem(k, "hints", NULL,
                       "\"hints\" must be a list of %d sentence%s, as the lesson's step has.", count,
                       count == 1 ? "" : "s");
        return;
    }
    const cJSON *hint;
    int i = 0;
    cJSON_ArrayForEach(hint, words) {
        char where[32];
        snprintf(where, sizeof where, "\"hints[%d]\"", i++);
        check_string(k, hint, "hints", where);
    }
}

/* "not_best": the same answers as the lesson's, each with its reason in words. The lesson gives
 * them as {answer: why} or, for actions, as a list of {action, why}: the words give {answer: why}
 * with the same answers, or the list of the whys in the same order. */
static void check_not_best(checker *k, const cJSON *lesson, const cJSON *words) {
    if (cJSON_IsArray(lesson)) {
        int count = cJSON_GetArraySize(lesson);
        if (!cJSON_IsArray(words) || cJSON_GetArraySize(words) != count) {
            lesson_problem(k, "not_best", NULL,
                           "\"not_best\" must be a list of %d reason%s, one for each action the "
                           "lesson's step lists, in its order.",
                           count, count == 1 ? "" : "s");
            return;
        }
        const cJSON *why;
        int i = 0;
        cJSON_ArrayForEach(why, words) {
            char where[40];
            snprintf(where, sizeof where, "\"not_best[%d]\"", i++);
            check_string(k, why, "not_best", where);
        }
        return;
    }
    if (!cJSON_IsObject(words)) {
        lesson_problem(k, "not_best", NULL,
                       "\"not_best\" must be an object that gives each answer of the lesson's "
                       "\"not_best\" its reason.");
        return;
    }
    const cJSON *answer;
    cJSON_ArrayForEach(answer, lesson) {
        char name[48], where[96];
        clip(answer->string, 40, name);
        snprintf(where, sizeof where, "The reason for \"%s\" in \"not_best\"", name);
        const cJSON *why = cJSON_GetObjectItemCaseSensitive(words, answer->string);
        if (!why)
            lesson_problem(k, "not_best", name,
                           "\"not_best\" has no reason for \"%s\", which the lesson's step gives "
                           "one.",
                           name);
        else
            check_string(k, why, "not_best", where);
    }
    cJSON_ArrayForEach(answer, words) {
        if (cJSON_GetObjectItemCaseSensitive(lesson, answer->string)) continue;
        char name[48];
        clip(answer->string, 40, name);
        lesson_problem(k, "not_best", name,
                       "\"not_best\" gives a reason for \"%s\", which the lesson's step does not "
                       "name: the words may not add an answer.",
                       name);
    }
}

/* One step: exactly the words fields the lesson's step has. */
static void check_step(checker *k, const cJSON *lesson, const cJSON *words) {
    if (!cJSON_IsObject(words)) {
        lesson_problem(k, "steps", NULL, "A step of words must be an object such as {\"text\": ...}.");
        return;
    }
    const cJSON *item;
    cJSON_ArrayForEach(item, words) {
        int known = 0;
        for (int i = 0; step_words[i] && !known; i++) known = strcmp(item->string, step_words[i]) == 0;
        char name[48];
        clip(item->string, 40, name);
        if (!known)
            lesson_problem(k, name, NULL,
                           "\"%s\" is not words: the words of a step are its text, hints, explain "
                           "and not_best; cards, plays and answers are the lesson's own.",
                           name);
        else if (!get(lesson, item->string))
            lesson_problem(k, name, NULL,
                           "\"%s\" is not in the lesson's step: the words give only what the "
                           "lesson has.",
                           name);
    }
    for (int i = 0; step_words[i]; i++) {
        const char *name = step_words[i];
        const cJSON *original = get(lesson, name), *translated = get(words, name);
        if (!original) continue;
        if (!translated) {
            lesson_problem(k, name, NULL, "The step has no \"%s\"; the lesson's step has.", name);
        } else if (strcmp(name, "hints") == 0) {
            check_hints(k, original, translated);
        } else if (strcmp(name, "not_best") == 0) {
            check_not_best(k, original, translated);
        } else {
            char where[32];
            snprintf(where, sizeof where, "\"%s\"", name);
            check_string(k, translated, name, where);
        }
    }
}

/* "lang": an offered language, not English (the lesson's own words), and the folder's name. */
static void check_lang(checker *k, const cJSON *words, const char *file_name) {
    const cJSON *lang = get(words, "lang");
    char known[96];
    tutor_lang_list(known, sizeof known);
    tutor_lang found;
    if (!cJSON_IsString(lang) || !tutor_lang_find(lang->valuestring, &found)) {
        char shown[32];
        lesson_problem(k, "lang", NULL,
                       "\"lang\" must name the words' language, one of %s; it is %s%s%s.", known,
                       cJSON_IsString(lang) ? "\"" : "",
                       cJSON_IsString(lang) ? clip(lang->valuestring, 20, shown)
                                            : lang ? "not a string" : "missing",
                       cJSON_IsString(lang) ? "\"" : "");
        return;
    }
    if (found == TUTOR_LANG_EN) {
        lesson_problem(k, "lang", NULL,
                       "\"lang\" is \"en\", the language of the lesson file itself: words files "
                       "give the other languages.");
        return;
    }
    if (!file_name) return;
    /* lessons/<game>/<lang>/<name>.json: the folder names the language. */
    const char *base = strrchr(file_name, '/'), *folder = base;
    while (folder && folder > file_name && folder[-1] != '/') folder--;
    if (!base || (size_t)(base - folder) != strlen(lang->valuestring) ||
        strncmp(folder, lang->valuestring, (size_t)(base - folder)) != 0)
        lesson_problem(k, "lang", NULL,
                       "\"lang\" is \"%s\", but the file is not in a folder \"%s\": a lesson's "
                       "words in a language live in lessons/<game>/%s/.",
                       lang->valuestring, lang->valuestring, lang->valuestring);
}

int lesson_words_check(const cJSON *lesson, const cJSON *words, const char *file_name,
                       cJSON *problems) {
    static const char *const fields[] = {"$schema", "format", "id",    "lang",
                                         "title",   "summary", "steps", NULL};
    checker checking = {.problems = problems}, *k = &checking;
    int before = cJSON_GetArraySize(problems);
    if (!cJSON_IsObject(words)) {
        lesson_problem(k, "words", NULL,
                       "A lesson's words must be a JSON object such as {\"format\": \"%s\", ...}.",
                       LESSON_WORDS_FORMAT);
        return 1;
    }
    lesson_check_fields(k, words, "a lesson's words", fields);
    const cJSON *format = get(words, "format");
    if (!cJSON_IsString(format) || strcmp(format->valuestring, LESSON_WORDS_FORMAT) != 0)
        lesson_problem(k, "format", NULL, "\"format\" must be \"%s\" in a lesson's words.",
                       LESSON_WORDS_FORMAT);
    const cJSON *id = get(words, "id"), *lesson_id = get(lesson, "id");
    if (cJSON_IsString(lesson_id) &&
        (!cJSON_IsString(id) || strcmp(id->valuestring, lesson_id->valuestring) != 0)) {
        char shown[64], wanted[64];
        lesson_problem(k, "id", NULL, "\"id\" must be the lesson's, \"%s\"; it is %s%s%s.",
                       clip(lesson_id->valuestring, 60, wanted), cJSON_IsString(id) ? "\"" : "",
                       cJSON_IsString(id) ? clip(id->valuestring, 60, shown)
                                          : id ? "not a string" : "missing",
                       cJSON_IsString(id) ? "\"" : "");
    }
    check_lang(k, words, file_name);
    check_string(k, get(words, "title"), "title", "\"title\"");
    check_string(k, get(words, "summary"), "summary", "\"summary\"");
    const cJSON *steps = get(words, "steps"), *lesson_steps = get(lesson, "steps");
    int count = cJSON_GetArraySize(lesson_steps);
    if (!cJSON_IsArray(steps) || cJSON_GetArraySize(steps) != count) {
        lesson_problem(k, "steps", NULL,
                       "\"steps\" must be a list of %d step%s, the words of each of the lesson's "
                       "steps in order; it %s.",
                       count, count == 1 ? "" : "s",
                       cJSON_IsArray(steps) ? "has a different number" : "is not a list");
    } else {
        const cJSON *step = steps->child, *original = lesson_steps->child;
        for (; step && original; step = step->next, original = original->next) {
            k->step++;
            check_step(k, original, step);
        }
    }
    return cJSON_GetArraySize(problems) - before;
}

int lesson_words_check_text(const char *lesson_text, size_t lesson_length, const char *text,
                            size_t length, const char *file_name, cJSON *into) {
    cJSON *problems = cJSON_AddArrayToObject(into, "problems");
    cJSON *words = lesson_read_text(text, length, "words", problems);
    if (!words) return cJSON_GetArraySize(problems);
    cJSON *scratch = cJSON_CreateArray();
    cJSON *lesson = lesson_read_text(lesson_text, lesson_length, "lesson", scratch);
    int count;
    if (!lesson) {
        /* The lesson's own reading problem, said of the lesson these words translate. */
        const cJSON *why = cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(scratch, 0), "message");
        checker checking = {.problems = problems};
        lesson_problem(&checking, "lesson", NULL,
                       "The lesson these words translate could not be read: %s",
                       cJSON_IsString(why) ? why->valuestring : "out of memory.");
        count = cJSON_GetArraySize(problems);
    } else {
        count = lesson_words_check(lesson, words, file_name, problems);
    }
    cJSON_Delete(scratch);
    cJSON_Delete(lesson);
    cJSON_Delete(words);
    return count;
}
