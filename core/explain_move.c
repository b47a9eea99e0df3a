/*
 * explain_move.c: the explanation module's words for a move, as a button or a list names it
 * ("Bid garde sans", "Play the King of Hearts", "Bid 2 marks"), from the move as the game
 * writes it (tutor_hand_move_text): the game gives its words and card names, this file the
 * shape of each label.
 */
#include <string.h>

#include "explain.h"
#include "game.h"
#include "say.h"

/* ---- moves, as a button names them ---------------------------------------------------------- */

/* A word of the game's actions as it reads in a label: "garde-sans" is "garde sans". */
static void word_label(const char *word, char *buf, size_t size) {
    size_t i = 0;
    for (; word[i] && i + 1 < size; i++) buf[i] = word[i] == '-' ? ' ' : word[i];
    buf[i] = '\0';
}

/* How each key's move reads: `before` its value (a card's name, a word, a number) `after`, or
 * `alone` for a move with no value. A key not listed reads "<Key> <value>". */
static const struct {
    const char *key, *before, *after, *alone;
} move_labels[] = {
    {"play", "Play ", "", NULL},
    {"discard", "Discard ", "", NULL},
    {"call", "Call ", "", NULL},
    {"show", "Show ", "", NULL},
    {"poignee", "Show ", " in a poignée", NULL},
    {"declare", "Declare ", "", NULL},
    {"announce", "Announce ", "", NULL},
    {"take", "Take the ", " half", NULL},
    {"contract", "Contract: ", "", NULL},
    {"trump", "Trumps: ", "", NULL},
    {"doubles", "Doubles: ", "", NULL},
    {"draw", NULL, NULL, "Draw from the stock"},
    {"pass", NULL, NULL, "Pass"},
    {"chelem", NULL, NULL, "Announce a chelem"},
    {"cancel", NULL, NULL, "Cancel the deal"},
};

/* The end of a choice, by what it ends: nothing chosen yet ("Declare nothing"), the cards
 * shown or laid aside so far ("Show these 10 cards"), or a declaration. */
static int done_label(const tutor_hand *hand, char *buf, size_t size) {
    tutor_move pending[TUTOR_MAX_PENDING];
    int n = tutor_hand_pending(hand, pending), cards = 0;
    if (n == 0) return tutor_say(buf, size, "Declare nothing");
    for (int i = 0; i < n; i++) cards += pending[i].kind == TUTOR_MOVE_SHOW;
    if (pending[0].kind == TUTOR_MOVE_SHOW)
        return tutor_say(buf, size, cards == 1 ? "Show this card" : "Show these %d cards", cards);
    return tutor_say(buf, size, "End the declaration here");
}

size_t tutor_explain_move(const tutor_hand *hand, tutor_move move, char *buf, size_t size) {
    tutor_move_text text;
    char value[64] = "";
    if (size == 0) return 0;
    buf[0] = '\0';
    tutor_hand_move_text(hand, move, &text);
    if (!text.key) return 0;
    if (text.value == TUTOR_WRITTEN_WORD && strcmp(text.word, "pass") == 0)
        return explain_say(buf, size, "Pass");
    switch (text.value) {
    case TUTOR_WRITTEN_CARD:
        hand->game->card_name(hand->game, text.card, value, sizeof value);
        break;
    case TUTOR_WRITTEN_WORD:
        if (text.name)
            tutor_say(value, sizeof value, "%s", text.name);
        else
            word_label(text.word, value, sizeof value);
        break;
    case TUTOR_WRITTEN_NUMBER:
        tutor_say(value, sizeof value, "%d", (int)text.number);
        break;
    case TUTOR_WRITTEN_UNIT:
        tutor_say(value, sizeof value, "%d %s", (int)text.number, text.unit);
        if (text.number == 1 && strlen(value) > 1 && value[strlen(value) - 1] == 's')
            value[strlen(value) - 1] = '\0'; /* "1 mark" */
        break;
    case TUTOR_WRITTEN_TRUE:
        break;
    }
    if (move.kind == TUTOR_MOVE_DONE) return explain_finish(buf, done_label(hand, buf, size), size);
    int written = -1;
    for (size_t i = 0; i < sizeof move_labels / sizeof move_labels[0] && written < 0; i++) {
        if (strcmp(move_labels[i].key, text.key) != 0) continue;
        if (text.value == TUTOR_WRITTEN_TRUE && move_labels[i].alone)
            written = tutor_say(buf, size, "%s", move_labels[i].alone);
        else if (text.value != TUTOR_WRITTEN_TRUE && move_labels[i].before)
            written =
                tutor_say(buf, size, "%s%s%s", move_labels[i].before, value, move_labels[i].after);
    }
    if (written < 0) {
        char key[48];
        word_label(text.key, key, sizeof key);
        written = tutor_say(buf, size, value[0] ? "%s %s" : "%s", key, value);
    }
    if (text.also_word && written >= 0 && (size_t)written < size) {
        char also[48];
        word_label(text.also_word, also, sizeof also);
        written += tutor_say(buf + written, size - (size_t)written, ", calling “%s”", also);
    }
    return explain_finish(buf, written, size);
}
