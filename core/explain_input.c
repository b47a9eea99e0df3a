/*
 * explain_input.c: the sentences of bad input (explain.h): a request's deal, seat, figure or
 * next hand that the rules refuse, and the `score` request's fields, in the language the
 * error asks for (explain_text.h).
 */
#include <ctype.h>
#include <string.h>

#include "explain.h"
#include "explain_text.h"
#include "say.h"

/* The error code each sentence goes with, where it is not "bad-field". */
static const char *const input_errors[EXPLAIN_INPUT_COUNT] = {
    [EXPLAIN_NOT_OF_GAME] = "unknown-card",
    [EXPLAIN_NOT_IN_OPTIONS_PACK] = "unknown-card",
    [EXPLAIN_PILE_CARD_NUMBER] = "unknown-card",
    [EXPLAIN_CARD_NUMBER] = "unknown-card",
    [EXPLAIN_DISCARD_NOT_OF_PACK] = "unknown-card",
    [EXPLAIN_PLAYED_NOT_OF_PACK] = "unknown-card",
    [EXPLAIN_NOT_IN_PACK_OF] = "unknown-card",
    [EXPLAIN_DEALT_TWICE] = "duplicate-card",
    [EXPLAIN_DEALT_MORE_THAN_ONCE] = "duplicate-card",
    [EXPLAIN_PIECE_DEALT_TWICE] = "duplicate-card",
    [EXPLAIN_PILE_DEALT_TWICE] = "duplicate-card",
    [EXPLAIN_OPTION_NO_VALUE] = "bad-option",
    [EXPLAIN_ALLEGIANCE_IN_HAND] = "bad-option",
    [EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL] = "bad-option",
    [EXPLAIN_SCORES_NO_COMBINATIONS] = "unknown-op",
};

/* An option's value as the game names it, from its option specs. */
static const char *option_word(const tutor_game *game, const char *name, int value) {
    for (int i = 0; game && i < game->option_count; i++) {
        const tutor_option_spec *spec = &game->options[i];
        if (strcmp(spec->name, name) == 0 && value >= 0 && value < spec->value_count)
            return spec->values[value];
    }
    return "?";
}

/* The word an input names, where its sentence has %s. */
static const char *input_word(const tutor_game *game, tutor_lang lang, const explain_input *input,
                              char *buf, size_t size) {
    int which = input->which;
    switch (input->code) {
    case EXPLAIN_NOT_IN_OPTIONS_PACK:
    case EXPLAIN_DEALT_MORE_THAN_ONCE:
        return explain_text_of(lang, which ? SAY_THE_STOCK : SAY_A_HAND);
    case EXPLAIN_SEAT_DEALT:
        return which >= 0 && which <= 6 ? explain_text_of(lang, (explain_text)(SAY_COUNT_NONE + which))
                                        : "?";
    case EXPLAIN_PILE_CARD_NUMBER:
    case EXPLAIN_PILE_DEALT_TWICE:
    case EXPLAIN_PILE_SIZE:
        if (which < 0) return explain_text_of(lang, SAY_THE_TALON);
        explain_words(lang, buf, size, SAY_SEAT_NUMBER, which);
        return buf;
    case EXPLAIN_OPTION_NO_VALUE:
        return game && which >= 0 && which < game->option_count ? game->options[which].name : "?";
    case EXPLAIN_PILE_IN_GROUPS:
        return explain_text_of(lang, which == 2 ? SAY_IN_PAIRS : SAY_IN_THREES);
    case EXPLAIN_GOOD_EVIL_AS:
        return which >= 0 ? option_word(game, "good_evil", which) : explain_text_of(lang, SAY_AS_AGREED);
    default:
        return "";
    }
}

/* Appends text at *length, keeping what fits (with room for the NUL). */
static void append(char *buf, size_t size, size_t *length, const char *text) {
    int written = tutor_say(*length < size ? buf + *length : buf + size - 1,
                            *length < size ? size - *length : 1, "%s", text);
    *length += (size_t)(written < 0 ? 0 : written);
}

tutor_status explain_reject(const tutor_game *game, explain_input input, tutor_error *error) {
    if (!error) return TUTOR_ERROR; /* a trial that needs no sentence */
    tutor_lang lang = explain_lang((int)error->lang);
    char sentence[sizeof error->message], word[48], piece[24];
    int known = (unsigned)input.code < EXPLAIN_INPUT_COUNT;
    const char *form = known ? explain_text_of(lang, (explain_text)(SAY_INPUT + input.code)) : "";
    size_t length = 0;
    int next = 0;
    sentence[0] = '\0';
    for (const char *p = form; *p; p++) {
        const char *text = piece;
        piece[0] = *p;
        piece[1] = '\0';
        switch (p[0] == '%' && p[1] ? *++p : '\0') {
        case 'd':
            tutor_say(piece, sizeof piece, "%d", next < 4 ? input.number[next] : 0);
            next++;
            break;
        case 'c':
            piece[0] = '\0';
            if (game) tutor_card_format(game, input.card, piece);
            break;
        case 'N': /* the name in capitals: the word a loser spells */
            tutor_say(piece, sizeof piece, "%s", game ? game->name : "");
            for (char *c = piece; *c; c++) *c = (char)toupper((unsigned char)*c);
            break;
        case 'n':
            text = explain_game_name(game, lang);
            break;
        case 'p':
            text = game ? explain_piece(game, lang, 0) : "";
            break;
        case 'P':
            text = game ? explain_piece(game, lang, 1) : "";
            break;
        case 's':
            text = input_word(game, lang, &input, word, sizeof word);
            break;
        }
        append(sentence, sizeof sentence, &length, text);
    }
    const char *code = known && input_errors[input.code] ? input_errors[input.code] : "bad-field";
    return tutor_fail(error, code, "%s", sentence);
}

/* ---- the `score` request's fields ---------------------------------------------------------- */

/* What a field (or a bid's marks) takes: one of its words, or a whole number in its range. */
static void field_takes(tutor_lang lang, const tutor_score_field *field, int marks, char *what,
                        size_t size) {
    size_t used = (size_t)explain_words(lang, what, size, SAY_FIELD_ONE_OF);
    for (int i = 0; field->kind == TUTOR_SCORE_WORD && i < field->last && used < size; i++)
        used += (size_t)tutor_say(what + used, size - used, "%s\"%s\"", i ? ", " : "",
                                  field->words[i]);
    if (field->kind != TUTOR_SCORE_WORD)
        explain_words(lang, what, size, SAY_FIELD_WHOLE_NUMBER, marks ? 1 : field->first,
                      marks ? 42 : field->last);
}

tutor_status tutor_score_refusal(const tutor_score_field *field, tutor_score_problem problem,
                                 tutor_error *error) {
    tutor_lang lang = explain_lang(error ? (int)error->lang : 0);
    int marks = problem == TUTOR_SCORE_BAD_MARKS, say = field->required == TUTOR_SCORE_SAY_WHAT;
    char what[200], sentence[sizeof error->message];
    field_takes(lang, field, marks, what, sizeof what);
    if (problem == TUTOR_SCORE_MISSING) {
        explain_words(lang, sentence, sizeof sentence,
                      say ? SAY_FIELD_MISSING_WHAT : SAY_FIELD_MISSING, field->name, what);
        return tutor_fail(error, "missing-field", "%s", sentence);
    }
    if (problem == TUTOR_SCORE_BAD && field->kind == TUTOR_SCORE_HALVES)
        explain_words(lang, sentence, sizeof sentence, SAY_FIELD_HALVES, field->name, field->last);
    else if (problem == TUTOR_SCORE_BAD && field->kind == TUTOR_SCORE_POINTS_OR_MARKS)
        explain_words(lang, sentence, sizeof sentence, SAY_FIELD_POINTS_OR_MARKS, field->name,
                      field->first, field->last);
    else
        explain_words(lang, sentence, sizeof sentence, SAY_FIELD_MUST_BE,
                      marks ? "marks" : field->name, what);
    return tutor_fail(error, "bad-field", "%s", sentence);
}
