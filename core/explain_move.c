/*
 * explain_move.c: the explanation module's words for a move, as a button or a list names it
 * ("Bid garde sans", "Play the King of Hearts", "Bid 2 marks"), from the move as the game
 * writes it (tutor_hand_move_text): the game gives its words and card names, the language's
 * templates (explain_text.h) the shape of each label.
 */
#include <string.h>

#include "explain.h"
#include "explain_text.h"
#include "game.h"
#include "say.h"

/* ---- moves, as a button names them ---------------------------------------------------------- */

/* A word of the game's actions as it reads in a label: "garde-sans" is "garde sans". */
static void word_label(const char *word, char *buf, size_t size) {
    size_t i = 0;
    for (; word[i] && i + 1 < size; i++) buf[i] = word[i] == '-' ? ' ' : word[i];
    buf[i] = '\0';
}

/* How each key's move reads: `with` its value (a card's name, a word, a number), or `alone`
 * for a move with no value (SAY_COUNT: none). A key not listed reads "<Key> <value>". */
static const struct {
    const char *key;
    explain_text with, alone;
} move_labels[] = {
    {"play", SAY_MOVE_PLAY, SAY_COUNT},
    {"discard", SAY_MOVE_DISCARD, SAY_COUNT},
    {"call", SAY_MOVE_CALL, SAY_COUNT},
    {"show", SAY_MOVE_SHOW, SAY_COUNT},
    {"poignee", SAY_MOVE_POIGNEE, SAY_COUNT},
    {"declare", SAY_MOVE_DECLARE, SAY_COUNT},
    {"announce", SAY_MOVE_ANNOUNCE, SAY_COUNT},
    {"take", SAY_MOVE_TAKE, SAY_COUNT},
    {"contract", SAY_MOVE_CONTRACT, SAY_COUNT},
    {"trump", SAY_MOVE_TRUMP, SAY_COUNT},
    {"doubles", SAY_MOVE_DOUBLES, SAY_COUNT},
    {"bid", SAY_MOVE_BID, SAY_COUNT},
    {"draw", SAY_COUNT, SAY_MOVE_DRAW},
    {"pass", SAY_COUNT, SAY_MOVE_PASS},
    {"chelem", SAY_COUNT, SAY_MOVE_CHELEM},
    {"cancel", SAY_COUNT, SAY_MOVE_CANCEL},
};

/* The end of a choice, by what it ends: nothing chosen yet ("Declare nothing"), the cards
 * shown or laid aside so far ("Show these 10 cards"), or a declaration. */
static int done_label(const tutor_hand *hand, tutor_lang lang, char *buf, size_t size) {
    tutor_move pending[TUTOR_MAX_PENDING];
    int n = tutor_hand_pending(hand, pending), cards = 0;
    if (n == 0) return explain_words(lang, buf, size, SAY_MOVE_DECLARE_NOTHING);
    for (int i = 0; i < n; i++) cards += pending[i].kind == TUTOR_MOVE_SHOW;
    if (pending[0].kind == TUTOR_MOVE_SHOW)
        return explain_words(lang, buf, size,
                             cards == 1 ? SAY_MOVE_SHOW_THIS_CARD : SAY_MOVE_SHOW_THESE_CARDS, cards);
    return explain_words(lang, buf, size, SAY_MOVE_END_DECLARATION);
}

/* The game's name of the word a move writes, in `lang`: its table's entry for the move's key
 * and word, else the English name the move carries. */
static const char *word_name(const tutor_hand *hand, tutor_lang lang, const tutor_move_text *text) {
    const struct hand_word *words = NULL;
    int n = lang != TUTOR_LANG_EN && hand->game->hand->vocabulary
                ? hand->game->hand->vocabulary(hand->game, &words)
                : 0;
    for (int i = 0; i < n; i++) {
        const char *const *list;
        int first, last;
        if (!explain_word_list(hand->game, &words[i], &list, &first, &last)) continue;
        const char *key = words[i].key ? words[i].key : hand->game->options[words[i].number].name;
        if (strcmp(key, text->key) != 0) continue;
        for (int w = first; w <= last; w++) {
            if (!list[w] || strcmp(list[w], text->word) != 0) continue;
            const char *name = explain_word_name(&words[i], lang, w);
            if (name) return name;
        }
    }
    return text->name;
}

/* The word a move carries as its number (a call), in `lang`, else as written. */
static const char *number_word(const tutor_hand *hand, tutor_lang lang, const char *word) {
    const struct hand_word *words = NULL;
    int n = lang != TUTOR_LANG_EN && hand->game->hand->vocabulary
                ? hand->game->hand->vocabulary(hand->game, &words)
                : 0;
    for (int i = 0; i < n; i++) {
        const char *const *local = words[i].local_number_words[lang];
        for (int w = 0; local && w < words[i].number_words_count; w++)
            if (words[i].number_words[w] && strcmp(words[i].number_words[w], word) == 0 && local[w])
                return local[w];
    }
    return NULL;
}

/* The value a label names: a card's name, a word, a number, a number of a unit. */
static void value_label(const tutor_hand *hand, tutor_lang lang, const tutor_move_text *text,
                        char *value, size_t size) {
    const char *name;
    switch (text->value) {
    case TUTOR_WRITTEN_CARD:
        hand->game->card_name(hand->game, lang, text->card, value, size);
        break;
    case TUTOR_WRITTEN_WORD:
        name = word_name(hand, lang, text);
        if (name)
            tutor_say(value, size, "%s", name);
        else
            word_label(text->word, value, size);
        break;
    case TUTOR_WRITTEN_NUMBER:
        tutor_say(value, size, "%d", (int)text->number);
        break;
    case TUTOR_WRITTEN_UNIT: /* a number of marks: "1 mark", "2 marks" */
        explain_words(lang, value, size, explain_singular(lang, (int)text->number) ? SAY_MARKS_ONE : SAY_MARKS_MANY,
                      (int)text->number);
        break;
    case TUTOR_WRITTEN_TRUE:
        break;
    }
}

size_t tutor_explain_move(const tutor_hand *hand, tutor_move move, char *buf, size_t size) {
    tutor_move_text text;
    char value[64] = "";
    if (size == 0) return 0;
    buf[0] = '\0';
    tutor_lang lang = explain_lang((int)hand->lang);
    tutor_hand_move_text(hand, move, &text);
    if (!text.key) return 0;
    if (text.value == TUTOR_WRITTEN_WORD && strcmp(text.word, "pass") == 0)
        return explain_sentence(lang, buf, size, SAY_MOVE_PASS);
    value_label(hand, lang, &text, value, sizeof value);
    if (move.kind == TUTOR_MOVE_DONE)
        return explain_finish(buf, done_label(hand, lang, buf, size), size);
    int written = -1;
    for (size_t i = 0; i < sizeof move_labels / sizeof move_labels[0] && written < 0; i++) {
        if (strcmp(move_labels[i].key, text.key) != 0) continue;
        if (text.value == TUTOR_WRITTEN_TRUE && move_labels[i].alone != SAY_COUNT)
            written = explain_words(lang, buf, size, move_labels[i].alone);
        else if (text.value != TUTOR_WRITTEN_TRUE && move_labels[i].with != SAY_COUNT)
            written = explain_words(lang, buf, size, move_labels[i].with, value);
    }
    if (written < 0) {
        char key[48];
        word_label(text.key, key, sizeof key);
        written = tutor_say(buf, size, value[0] ? "%s %s" : "%s", key, value);
    }
    if (text.also_word && written >= 0 && (size_t)written < size) {
        char also[48];
        const char *local = number_word(hand, lang, text.also_word);
        if (local)
            tutor_say(also, sizeof also, "%s", local);
        else
            word_label(text.also_word, also, sizeof also);
        written += explain_words(lang, buf + written, size - (size_t)written, SAY_MOVE_CALLING, also);
    }
    return explain_finish(buf, written, size);
}
