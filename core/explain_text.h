/*
 * explain_text.h: the templates of every sentence the explanation module makes, one table per
 * language (core/explain_<lang>.c), indexed by the values below. A template is a sentence with
 * holes: %s a name or a clause, %d a number, %c a character, in the order the English template
 * has them (a translation keeps the holes and their order; tests/core/test_lang.c checks it).
 * The sentences of bad input (EXPLAIN_INPUT_TEXT) have holes of their own: %d the next number,
 * %c the card's code, %n the game's name, %N its capitals, %p the piece, %P the pieces, %s the
 * word the input names.
 *
 * A translator edits one file, explain_<lang>.c; a language is offered (core/lang.c) once its
 * table has every template English has.
 */
#ifndef TUTOR_EXPLAIN_TEXT_H
#define TUTOR_EXPLAIN_TEXT_H

#include <stddef.h>

#include "explain.h"

/* The ranges first, one template per value of the enum they are indexed by, then the single
 * sentences and words, by what they say. */
typedef enum {
    /* the rule broken alone, by tutor_reason_code */
    SAY_RULE_ALONE = 0,
    /* the card's name (%s) and a witness's (%s), by tutor_reason_code */
    SAY_WITH_WITNESS = SAY_RULE_ALONE + TUTOR_REASON_COUNT,
    /* the card's name (%s) and the rule, by tutor_reason_code */
    SAY_AFTER_CARD = SAY_WITH_WITNESS + TUTOR_REASON_COUNT,
    /* a whole hand's rule broken, by tutor_reason_detail */
    SAY_RULE_BROKEN = SAY_AFTER_CARD + TUTOR_REASON_COUNT,
    /* bad input, by explain_input_code */
    SAY_INPUT = SAY_RULE_BROKEN + TUTOR_DETAIL_COUNT,
    SAY_NAMED = SAY_INPUT + EXPLAIN_INPUT_COUNT,

    /* ---- trick play (explain.c) ---- */
    SAY_SETS_NO_SUIT = SAY_NAMED,
    SAY_DEED_PLAY,
    SAY_DEED_DRAW,
    SAY_DEED_PASS,
    SAY_OUTSIDE_JOIN,
    SAY_MUST_FOLLOW,
    SAY_MUST_TRUMP,
    SAY_MUST_OVERTRUMP,
    SAY_MUST_DRAW,
    SAY_MUST_PASS,
    SAY_MUST_LEAD,
    SAY_MUST_PLAY_PAIR,
    SAY_WINS_LAST_OF_EQUALS,
    SAY_THESE_TRUMPS,
    SAY_WINS_GOOD_EVIL_PAIR,
    SAY_WINS_GOOD_EVIL_TO_LEAD,
    SAY_WINS_GOOD_EVIL_CANCELLED,
    SAY_MUST_PLAY_NEAREST_SEVEN,
    SAY_WINS_NEAREST_SEVEN,
    SAY_NOBODY_MAY,
    SAY_EVERY_TRICK_PLAYED,
    SAY_WINS_HIGHEST_TRUMP,
    SAY_WINS_HIGHEST_OF_SUIT_LED,
    SAY_WINS_HIGHEST_NO_TRUMP,
    SAY_ULTIMO_CARD_NOT_HELD,
    SAY_DISCARD_WORTH_FIVE,
    SAY_DISCARD_KING_ACE_HONOUR,
    SAY_CALL_ANSWERED,
    SAY_NO_CALL_AFTER_PARTNER,
    SAY_NO_CALL_CARD,
    SAY_REASON_BY_NAME,
    SAY_PIECE_CARD,
    SAY_PIECE_TILE,
    SAY_PIECES_CARD,
    SAY_PIECES_TILE,
    /* a card's name, for games that name a card by its rank and suit or its number */
    SAY_CARD_OF_SUIT,
    SAY_TRUMP_NUMBERED,
    SAY_SET_THE_SUIT,
    SAY_NO_SUIT,

    /* ---- whole hands' refusals (explain_hand.c) ---- */
    SAY_CONTRACT_WITHOUT_TRUMPS,
    SAY_DOUBLES_WITHOUT_TRUMPS,
    SAY_IN_SEVENS,
    SAY_WITH_TRUMPS,
    SAY_TRUMP_NEEDED,
    SAY_PLAY_AFTER_DECLARATION,
    SAY_POIGNEE_NAMES_TWICE,
    SAY_DISCARD_NAMES_TWICE,
    SAY_BID_NOT_ABOVE_CONTRACT,
    SAY_DISCARD_SIZE,
    SAY_POIGNEE_SHOWN,
    SAY_POIGNEE_SHORT_ONE,
    SAY_POIGNEE_SHORT_MANY,
    SAY_SHOWN_TWICE_IN_COMBINATION,
    SAY_NO_COMBINATION_HELD,

    /* ---- score lines ---- */
    SAY_HALF_POINTS,
    SAY_NOTHING_CHANGES_HANDS,
    SAY_EACH_DEFENDER_PAYS,
    SAY_EACH_DEFENDER_IS_PAID,
    SAY_ROUNDED_UP,
    SAY_ROUNDED_DOWN,
    SAY_BOUTS_ONE,
    SAY_BOUTS_MANY,
    SAY_CONTRACT_WON,
    SAY_CONTRACT_LOST,
    SAY_MARGIN_OVER,
    SAY_MARGIN_SHORT,
    SAY_TAKER_CONTRACT,
    SAY_PETIT_AU_BOUT,
    SAY_NEXT_TO_LAST_TRICK,
    SAY_LAST_TRICK,
    SAY_TAKERS_SIDE,
    SAY_THE_DEFENCE,
    SAY_POIGNEE_LINE,
    SAY_POIGNEE_SINGLE,
    SAY_POIGNEE_DOUBLE,
    SAY_POIGNEE_TRIPLE,
    SAY_TAKERS,
    SAY_CHELEM_LINE,
    SAY_CHELEM_ANNOUNCED_MADE,
    SAY_CHELEM_ANNOUNCED_FAILED,
    SAY_CHELEM_UNANNOUNCED,
    SAY_CHELEM_BY_DEFENCE,
    SAY_DECLARER_BID_WON,
    SAY_DECLARER_BID_LOST,
    SAY_VALAT_UNANNOUNCED,
    SAY_VALAT_ANNOUNCED_MADE,
    SAY_VALAT_ANNOUNCED_FAILED,
    SAY_ULTIMO_ANNOUNCED_MADE,
    SAY_ULTIMO_ANNOUNCED_FAILED,
    SAY_ULTIMO_UNANNOUNCED,
    SAY_BID_MARKS_MADE, /* a bid for marks: the bid, the bidders' count, the hand's points, what
                           was needed (SAY_NEED_*), the marks won */
    SAY_BID_MARKS_SET,
    SAY_NEED_NONE,
    SAY_NEED_ALL,
    SAY_NEED_SOME,
    SAY_COACH_AS_GOOD, /* the coach: the deals, the move, how it was made, its share ahead
                          and its mean points */
    SAY_COACH_WORSE,   /* the deals, the best move, its share ahead and mean points, the move
                          made, how it was made, the points it loses */
    SAY_COACH_YOU_PLAYED,
    SAY_COACH_YOU_CHOSE,
    SAY_QUOTED, /* a label quoted in a sentence */
    SAY_TENTHS, /* a number to one decimal: its sign, units, tenths */
    SAY_NO_HAND_CANCELLED,
    SAY_NO_HAND_PASSED,

    /* ---- the words bad input names ---- */
    SAY_THE_STOCK,
    SAY_A_HAND,
    SAY_COUNT_NONE,
    SAY_COUNT_ONE,
    SAY_COUNT_TWO,
    SAY_COUNT_THREE,
    SAY_COUNT_FOUR,
    SAY_COUNT_FIVE,
    SAY_COUNT_SIX,
    SAY_THE_TALON,
    SAY_SEAT_NUMBER,
    SAY_AS_AGREED,
    SAY_IN_PAIRS,
    SAY_IN_THREES,

    /* ---- the score request's fields ---- */
    SAY_FIELD_ONE_OF,
    SAY_FIELD_WHOLE_NUMBER,
    SAY_FIELD_MISSING,
    SAY_FIELD_MISSING_WHAT,
    SAY_FIELD_HALVES,
    SAY_FIELD_POINTS_OR_MARKS,
    SAY_FIELD_MUST_BE,

    /* ---- a score's lines, totals and notes, by what they count ---- */
    SAY_ITEM_CRICCA,
    SAY_ITEM_SEQUENCE,
    SAY_ITEM_CRICCHE_DOUBLED,
    SAY_ITEM_SEQUENCES_DOUBLED,
    SAY_ITEM_CARD_POINTS,
    SAY_ITEM_LAST_TRICK,
    SAY_ITEM_DISCARD,
    SAY_ITEM_FOOL,
    SAY_ITEM_FOOL_PAYMENT,
    SAY_ITEM_TRICK_POINTS,
    SAY_SUITS_ALL,
    SAY_SUITS_GOOD,
    SAY_SUITS_EVIL,
    SAY_MOMENT_DECLARED,
    SAY_MOMENT_AT_END,
    SAY_LETTER_LINE,
    SAY_CARDS_ONE,
    SAY_CARDS_MANY,
    SAY_SHOWN_IN_TRICK,
    SAY_LETTERS_OF,
    SAY_LETTERS_NONE,
    SAY_TOTAL,
    SAY_TOTAL_HAND_SCORE,
    SAY_TOTAL_EACH_DEFENDER,
    SAY_NOTE_SEAT_CHANGE,
    SAY_NOTE_GAME_SCORE,

    /* ---- moves, as a button names them (explain_move.c) ---- */
    SAY_MOVE_PLAY,
    SAY_MOVE_DISCARD,
    SAY_MOVE_CALL,
    SAY_MOVE_SHOW,
    SAY_MOVE_POIGNEE,
    SAY_MOVE_DECLARE,
    SAY_MOVE_ANNOUNCE,
    SAY_MOVE_TAKE,
    SAY_MOVE_CONTRACT,
    SAY_MOVE_TRUMP,
    SAY_MOVE_DOUBLES,
    SAY_MOVE_BID,
    SAY_MOVE_DRAW,
    SAY_MOVE_PASS,
    SAY_MOVE_CHELEM,
    SAY_MOVE_CANCEL,
    SAY_MOVE_DECLARE_NOTHING,
    SAY_MOVE_SHOW_THIS_CARD,
    SAY_MOVE_SHOW_THESE_CARDS,
    SAY_MOVE_END_DECLARATION,
    SAY_MOVE_CALLING,
    SAY_MARKS_ONE,
    SAY_MARKS_MANY,

    SAY_COUNT
} explain_text;

/* Each language's table (NULL where a template is still missing). */
extern const char *const explain_en[SAY_COUNT];
extern const char *const explain_fr[SAY_COUNT];
extern const char *const explain_it[SAY_COUNT];
extern const char *const explain_es[SAY_COUNT];
extern const char *const explain_pt[SAY_COUNT];
extern const char *const explain_de[SAY_COUNT];

/* The table of `lang`, or NULL for a language with none yet. */
const char *const *explain_table(tutor_lang lang);

/* The template `id` in `lang` (English where that language lacks it: never for a language
 * offered). */
const char *explain_text_of(tutor_lang lang, explain_text id);

/* Writes the template `id` with its holes filled, as tutor_say does; returns the length the
 * whole text has. explain_sentence also makes the first letter a capital (explain_finish). */
int explain_words(tutor_lang lang, char *buf, size_t size, explain_text id, ...);
size_t explain_sentence(tutor_lang lang, char *buf, size_t size, explain_text id, ...);

/* Whether `n` takes a noun's singular in `lang`: 1 alone in English, German, Italian and
 * Spanish; 0 and 1 in French and Portuguese ("0 bout", "0 vaza"). */
int explain_singular(tutor_lang lang, int n);

/* Whether `lang`'s sentences are in this build: every language's natively; one language's in
 * a build of the browser's core for that language (wasm/one_language.c). */
int explain_built(tutor_lang lang);

/* A language value from a byte that may hold anything: the language, when it is one and is
 * built; else English, or the one language of a one-language build. */
tutor_lang explain_lang(int lang);

/* Whether the template `id` is written (in `lang`, which has the same templates as English):
 * which sentence a reason takes depends on it. */
int explain_has(tutor_lang lang, explain_text id);

#endif
