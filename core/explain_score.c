/*
 * explain_score.c: a score's lines, totals and notes in words (explain.h), for the lines a
 * game does not word itself: what a line counts (an item, a combination, suits, a card, a
 * number of cards, a moment), in the language of the record (explain_text.h).
 */
#include <limits.h>
#include <string.h>

#include "explain.h"
#include "explain_text.h"
#include "say.h"

/* Appends text at *length, keeping what fits (with room for the NUL). */
static void append(char *buf, size_t size, size_t *length, const char *text) {
    int written = tutor_say(*length < size ? buf + *length : buf + size - 1,
                            *length < size ? size - *length : 1, "%s", text);
    *length += (size_t)(written < 0 ? 0 : written);
}

static void append_part(char *buf, size_t size, size_t *length, const char *text) {
    if (*length > 0) append(buf, size, length, " · ");
    append(buf, size, length, text);
}

/* A length within `size`, the first letter as written. */
static size_t kept(int written, size_t size) {
    if (written < 0 || size == 0) return 0;
    return (size_t)written < size ? (size_t)written : size - 1;
}

/* The words of a line's item, suits and moment (in-trick names its trick instead). */
static const char *score_words(tutor_lang lang, const char *value) {
    static const struct {
        const char *value;
        explain_text words;
    } words[] = {
        {"cricca", SAY_ITEM_CRICCA},
        {"sequence", SAY_ITEM_SEQUENCE},
        {"cricche-doubled", SAY_ITEM_CRICCHE_DOUBLED},
        {"sequences-doubled", SAY_ITEM_SEQUENCES_DOUBLED},
        {"card-points", SAY_ITEM_CARD_POINTS},
        {"last-trick", SAY_ITEM_LAST_TRICK},
        {"discard", SAY_ITEM_DISCARD},
        {"fool", SAY_ITEM_FOOL},
        {"fool-payment", SAY_ITEM_FOOL_PAYMENT},
        {"trick-points", SAY_ITEM_TRICK_POINTS},
        {"all", SAY_SUITS_ALL},
        {"good", SAY_SUITS_GOOD},
        {"evil", SAY_SUITS_EVIL},
        {"declared", SAY_MOMENT_DECLARED},
        {"at-end", SAY_MOMENT_AT_END},
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strcmp(words[i].value, value) == 0) return explain_text_of(lang, words[i].words);
    return value;
}

/* A combination's kind as the game's moves name it in `lang` ("une cricca de Rois"), or as
 * written with spaces for hyphens ("kings") in English and where the game names none. */
static void append_kind(const tutor_game *game, tutor_lang lang, const char *kind, char *buf,
                        size_t size, size_t *length) {
    const struct hand_word *words = NULL;
    int n = lang != TUTOR_LANG_EN && game->hand && game->hand->vocabulary
                ? game->hand->vocabulary(game, &words)
                : 0;
    for (int i = 0; i < n; i++) {
        if (words[i].kind != TUTOR_MOVE_DECLARE || !words[i].words) continue;
        for (int w = words[i].first; w <= words[i].last; w++) {
            const char *name = words[i].words[w] && strcmp(words[i].words[w], kind) == 0
                                   ? explain_word_name(&words[i], lang, w)
                                   : NULL;
            if (name) {
                append(buf, size, length, name);
                return;
            }
        }
    }
    for (const char *c = kind; *c; c++) {
        char one[2] = {*c == '-' ? ' ' : *c, '\0'};
        append(buf, size, length, one);
    }
}

/* A combination counted: "kings: King of Swords, King of Cups, King of Coins". */
static void append_combination(const tutor_game *game, tutor_lang lang,
                               const explain_score_line_words *line, char *buf, size_t size,
                               size_t *length) {
    char name[64];
    append_part(buf, size, length, "");
    append_kind(game, lang, line->kind, buf, size, length);
    append(buf, size, length, explain_text_of(lang, SAY_OUTSIDE_JOIN));
    tutor_card card;
    int first = 1;
    tutor_set sets[2] = {line->combination, line->wild};
    for (int i = 0; i < 2; i++) {
        TUTOR_SET_FOREACH(card, sets[i]) {
            game->card_name(game, lang, card, name, sizeof name);
            if (!first) append(buf, size, length, ", ");
            append(buf, size, length, name);
            first = 0;
        }
    }
}

/* The word a loser spells, letter by letter: the game's name in capitals ("B-U-R-R-O"), or its
 * first `letters` letters run together ("BUR"). */
static const char *spelled(const tutor_game *game, int letters, int hyphens, char *buf,
                           size_t size) {
    size_t length = 0;
    buf[0] = '\0';
    for (const char *c = game->name; *c && letters-- > 0 && length + 3 < size; c++) {
        if (hyphens && length > 0) buf[length++] = '-';
        buf[length++] = (char)(*c >= 'a' && *c <= 'z' ? *c - 'a' + 'A' : *c);
    }
    buf[length] = '\0';
    return buf;
}

size_t explain_score_line(const tutor_game *game, tutor_lang lang,
                          const explain_score_line_words *line, char *buf, size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    lang = explain_lang((int)lang);
    size_t length = 0;
    char words[64];
    if (strcmp(line->item, "letter") == 0) /* a letter of the word a loser spells */
        return explain_sentence(lang, buf, size, SAY_LETTER_LINE,
                                spelled(game, INT_MAX, 1, words, sizeof words));
    append_part(buf, size, &length, score_words(lang, line->item));
    if (line->kind) append_combination(game, lang, line, buf, size, &length);
    if (line->suits) append_part(buf, size, &length, score_words(lang, line->suits));
    if (line->has_card) {
        game->card_name(game, lang, line->card, words, sizeof words);
        append_part(buf, size, &length, words);
    }
    if (line->cards >= 0) {
        explain_words(lang, words, sizeof words, explain_singular(lang, line->cards) ? SAY_CARDS_ONE : SAY_CARDS_MANY,
                      line->cards);
        append_part(buf, size, &length, words);
    }
    if (line->moment && strcmp(line->moment, "in-trick") == 0) {
        explain_words(lang, words, sizeof words, SAY_SHOWN_IN_TRICK, line->trick + 1);
        append_part(buf, size, &length, words);
    } else if (line->moment) {
        append_part(buf, size, &length, score_words(lang, line->moment));
    }
    return kept((int)length, size);
}

size_t explain_score_words(const tutor_game *game, tutor_lang lang, explain_score_code code,
                           char *buf, size_t size) {
    static const explain_text words[] = {
        [EXPLAIN_TOTAL] = SAY_TOTAL,
        [EXPLAIN_TOTAL_HAND_SCORE] = SAY_TOTAL_HAND_SCORE,
        [EXPLAIN_TOTAL_EACH_DEFENDER] = SAY_TOTAL_EACH_DEFENDER,
        [EXPLAIN_NOTE_SEAT_CHANGE] = SAY_NOTE_SEAT_CHANGE,
        [EXPLAIN_NOTE_GAME_SCORE] = SAY_NOTE_GAME_SCORE,
    };
    char word[64];
    lang = explain_lang((int)lang);
    if (code == EXPLAIN_NOTE_LETTERS)
        return explain_sentence(lang, buf, size, SAY_LETTERS_OF,
                                spelled(game, INT_MAX, 1, word, sizeof word));
    return explain_sentence(lang, buf, size, code < EXPLAIN_NOTE_LETTERS ? words[code] : SAY_COUNT);
}

size_t explain_score_part(const tutor_game *game, tutor_lang lang, explain_score_code code,
                          int value, char *buf, size_t size) {
    char word[64];
    if (code == EXPLAIN_NOTE_LETTERS) /* the first `value` letters */
        return kept(tutor_say(buf, size, "%s",
                              value == 0 ? explain_text_of(explain_lang((int)lang), SAY_LETTERS_NONE)
                                         : spelled(game, value, 0, word, sizeof word)),
                    size);
    const char *sign = code == EXPLAIN_NOTE_SEAT_CHANGE && value > 0 ? "+" : "";
    return explain_say(buf, size, "%s%d", sign, value);
}
