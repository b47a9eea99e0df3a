/*
 * score_record.h: what a hand's records say (tutor_hand_record_score), kept as paths and
 * values, so that a test reads a game's score through the hand interface. A path names each
 * object by its key and each list item by its index: "score.lines.0.points". Numbers, truths
 * (0 or 1) and cards are numbers; words are kept as text, null as no word. A list of cards is
 * its count at its path and its cards as its items. The reader takes any record, the table's
 * (tutor_hand_describe) and tutor_score's too.
 */
#ifndef TESTS_SCORE_RECORD_H
#define TESTS_SCORE_RECORD_H

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tutor.h"

#define RECORDED_VALUES 4096
#define RECORDED_DEPTH 8

typedef struct {
    tutor_record record; /* first, so that the callbacks find the rest */
    int depth;
    char at[RECORDED_DEPTH][96]; /* the path of each open object or list */
    int is_list[RECORDED_DEPTH];
    int items[RECORDED_DEPTH]; /* a list's items so far */
    int count;
    struct {
        char path[96];
        double number;
        int is_word;
        char word[200]; /* empty and !is_word: null */
    } values[RECORDED_VALUES];
} recorded;

/* The path of the next value in the open object or list, with `key`. Built aside first: the
 * parent's path and the destination lie in the same record. */
static inline void recorded_path(recorded *r, const char *key, char *path, size_t size) {
    const char *parent = r->depth > 0 ? r->at[r->depth - 1] : "";
    const char *dot = r->depth > 0 ? "." : "";
    char built[sizeof r->at[0] + 16]; /* room for the parent, a dot and any index */
    if (r->depth > 0 && r->is_list[r->depth - 1])
        snprintf(built, sizeof built, "%s%s%d", parent, dot, r->items[r->depth - 1]++);
    else
        snprintf(built, sizeof built, "%s%s%s", parent, dot, key ? key : "");
    size_t length = strlen(built) < size ? strlen(built) : size - 1; /* cut, as snprintf would */
    memcpy(path, built, length);
    path[length] = '\0';
}

static inline void recorded_open(tutor_record *record, const char *key, int list) {
    recorded *r = (recorded *)record;
    if (r->depth >= RECORDED_DEPTH) return;
    recorded_path(r, key, r->at[r->depth], sizeof r->at[r->depth]);
    r->is_list[r->depth] = list;
    r->items[r->depth] = 0;
    r->depth++;
}

static inline void recorded_close(tutor_record *record) { ((recorded *)record)->depth--; }

static inline void recorded_add(recorded *r, const char *key, double number, const char *word) {
    if (r->count >= RECORDED_VALUES) return;
    recorded_path(r, key, r->values[r->count].path, sizeof r->values[r->count].path);
    r->values[r->count].number = number;
    r->values[r->count].is_word = word != NULL;
    snprintf(r->values[r->count].word, sizeof r->values[r->count].word, "%s", word ? word : "");
    r->count++;
}

static inline void recorded_number(tutor_record *record, const char *key, double value) {
    recorded_add((recorded *)record, key, value, NULL);
}
static inline void recorded_word(tutor_record *record, const char *key, const char *word) {
    recorded_add((recorded *)record, key, NAN, word);
}
static inline void recorded_truth(tutor_record *record, const char *key, int value) {
    recorded_add((recorded *)record, key, value, NULL);
}
static inline void recorded_card(tutor_record *record, const char *key, tutor_card card) {
    recorded_add((recorded *)record, key, card, NULL);
}
static inline void recorded_cards(tutor_record *record, const char *key, const tutor_card *cards,
                                  int n) {
    recorded_add((recorded *)record, key, n, NULL);
    recorded_open(record, key, 1);
    for (int i = 0; i < n; i++) recorded_card(record, NULL, cards[i]);
    recorded_close(record);
}

/* An empty *r, ready to be written to. */
static inline tutor_record *recorded_start(recorded *r) {
    memset(r, 0, sizeof *r);
    r->record = (tutor_record){recorded_open,  recorded_close, recorded_number, recorded_word,
                               recorded_truth, recorded_card,  recorded_cards, TUTOR_LANG_EN};
    return &r->record;
}

/* The hand's score record into *r. */
static inline tutor_status record_score_of(const tutor_hand *hand, recorded *r,
                                           tutor_error *error) {
    return tutor_hand_record_score(hand, recorded_start(r), error);
}

/* What the table shows `viewer` (TUTOR_NO_SEAT: everything) into *r. */
static inline void record_table_of(const tutor_hand *hand, int viewer, recorded *r) {
    tutor_hand_describe(hand, viewer, recorded_start(r));
}

/* The path a printf-style format and its arguments name. Each reader below takes one, with
 * va_start and va_end of its own (they cannot be shared). */
static inline const char *recorded_vpath(char *path, size_t size, const char *format, va_list ap) {
    vsnprintf(path, size, format, ap);
    return path;
}

/* The index of the value recorded at `path`, or -1. */
static inline int recorded_find(const recorded *r, const char *path) {
    for (int i = 0; i < r->count; i++)
        if (strcmp(r->values[i].path, path) == 0) return i;
    return -1;
}

/* The number at the path a format and its arguments name; NAN when there is none. */
static inline double recorded_vnumber(const recorded *r, const char *format, va_list ap) {
    char path[96];
    int i = recorded_find(r, recorded_vpath(path, sizeof path, format, ap));
    return i < 0 || r->values[i].is_word ? NAN : r->values[i].number;
}

/* The number at a path, as a whole number; RECORDED_NONE when there is none. */
#define RECORDED_NONE (-999999)
static inline int recorded_at(const recorded *r, const char *format, ...) {
    va_list ap;
    va_start(ap, format);
    double number = recorded_vnumber(r, format, ap);
    va_end(ap);
    return isnan(number) ? RECORDED_NONE : (int)number;
}

/* The number at a path as it was written (a half point too); NAN when there is none. */
static inline double recorded_number_at(const recorded *r, const char *format, ...) {
    va_list ap;
    va_start(ap, format);
    double number = recorded_vnumber(r, format, ap);
    va_end(ap);
    return number;
}

/* The word at a path; NULL when there is none (or it is null). */
static inline const char *recorded_word_at(const recorded *r, const char *format, ...) {
    char path[96];
    va_list ap;
    va_start(ap, format);
    recorded_vpath(path, sizeof path, format, ap);
    va_end(ap);
    int i = recorded_find(r, path);
    return i < 0 || !r->values[i].is_word ? NULL : r->values[i].word;
}

/* Whether a path holds null (a word that is none). */
static inline int recorded_null_at(const recorded *r, const char *format, ...) {
    char path[96];
    va_list ap;
    va_start(ap, format);
    recorded_vpath(path, sizeof path, format, ap);
    va_end(ap);
    int i = recorded_find(r, path);
    return i >= 0 && !r->values[i].is_word && isnan(r->values[i].number);
}

/* The cards of the list of cards at a path (none when there is none). */
static inline tutor_set recorded_set_at(const recorded *r, const char *format, ...) {
    char path[96], item[sizeof path + 12];
    va_list ap;
    va_start(ap, format);
    recorded_vpath(path, sizeof path, format, ap);
    va_end(ap);
    tutor_set cards = tutor_set_empty();
    for (int i = 0;; i++) {
        snprintf(item, sizeof item, "%s.%d", path, i);
        int at = recorded_find(r, item);
        if (at < 0) return cards;
        cards = tutor_set_add(cards, (tutor_card)r->values[at].number);
    }
}

/* How many items the list at a path holds. */
static inline int recorded_items(const recorded *r, const char *format, ...) {
    char path[96];
    va_list ap;
    va_start(ap, format);
    recorded_vpath(path, sizeof path, format, ap);
    va_end(ap);
    size_t length = strlen(path);
    int items = 0;
    for (int i = 0; i < r->count; i++) {
        const char *p = r->values[i].path;
        if (strncmp(p, path, length) != 0 || p[length] != '.') continue;
        int item = 0;
        if (sscanf(p + length + 1, "%d", &item) == 1 && item + 1 > items) items = item + 1;
    }
    return items;
}

#endif
