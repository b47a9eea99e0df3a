/*
 * explain.c: the one place where a reason becomes a sentence (with explain_hand.c, the
 * sentences of whole hands: explain.h). Games supply names and the clauses only they can word
 * ("a led tile belongs to its higher end"); the shape of each sentence is decided here, from
 * the templates of the language asked for (explain_text.h), so every game explains the same
 * obligation the same way in every language.
 */
#include <string.h>

#include "explain.h"
#include "explain_text.h"
#include "say.h"

/* The first letter of a sentence as a capital: ASCII, and the Latin-1 letters of UTF-8 (two
 * bytes, 0xC3 then 0xA0 to 0xBE but 0xB7), so "écart" opens "Écart". */
static void capitalise(char *buf) {
    unsigned char *c = (unsigned char *)buf;
    if (c[0] >= 'a' && c[0] <= 'z') c[0] = (unsigned char)(c[0] - 'a' + 'A');
    else if (c[0] == 0xC3 && c[1] >= 0xA0 && c[1] <= 0xBE && c[1] != 0xB7)
        c[1] = (unsigned char)(c[1] - 0x20);
}

size_t explain_finish(char *buf, int written, size_t size) {
    if (written < 0 || size == 0) return 0;
    capitalise(buf);
    return (size_t)written < size ? (size_t)written : size - 1;
}

size_t explain_say(char *buf, size_t size, const char *format, ...) {
    va_list args;
    va_start(args, format);
    int written = tutor_vsay(buf, size, format, args);
    va_end(args);
    return explain_finish(buf, written, size);
}

const char *explain_game_name(const tutor_game *game, tutor_lang lang) {
    if (!game) return "";
    const char *local = game->local_name[explain_lang((int)lang)];
    return local ? local : game->name;
}

const char *explain_piece(const tutor_game *game, tutor_lang lang, int plural) {
    int tile = game && strcmp(game->piece, "tile") == 0;
    return explain_text_of(lang, plural ? (tile ? SAY_PIECES_TILE : SAY_PIECES_CARD)
                                        : (tile ? SAY_PIECE_TILE : SAY_PIECE_CARD));
}

/* The name of a card given by its code ("T21"), for sentences that list cards of the pack. */
static void name_of_code(const tutor_game *game, tutor_lang lang, const char *code, char *buf,
                         size_t size) {
    tutor_card card;
    buf[0] = '\0';
    if (game->parse_card(game, code, &card)) game->card_name(game, lang, card, buf, size);
}

/* The names a reason's sentence may state, made once. */
typedef struct {
    char card[48], witness[48], beaten[48], lead[240], plural[48], singular[48], outside[200];
    char deed[64];
} reason_names;

static void name_reason(const tutor_game *game, const tutor_options *options, tutor_lang lang,
                        const tutor_reason *reason, reason_names *n) {
    game->card_name(game, lang, reason->card, n->card, sizeof n->card);
    n->witness[0] = n->beaten[0] = n->lead[0] = n->plural[0] = n->singular[0] = '\0';
    n->outside[0] = '\0';
    if (reason->has_witness) game->card_name(game, lang, reason->witness, n->witness, sizeof n->witness);
    if (reason->has_beaten) game->card_name(game, lang, reason->beaten, n->beaten, sizeof n->beaten);
    if (reason->has_led) {
        size_t used = 0;
        if (reason->has_opener) { /* an excuse led: it sets no suit, the next card does */
            char opener[48];
            game->card_name(game, lang, reason->opener, opener, sizeof opener);
            used = (size_t)explain_words(lang, n->lead, sizeof n->lead, SAY_SETS_NO_SUIT, opener);
        }
        game->lead_clause(game, options, reason->led, reason->suit, n->lead + used,
                          sizeof n->lead - used);
    }
    if (reason->suit >= 0) {
        game->suit_name(game, options, reason->suit, TUTOR_SUIT_PLURAL, n->plural, sizeof n->plural);
        game->suit_name(game, options, reason->suit, TUTOR_SUIT_SINGULAR, n->singular,
                        sizeof n->singular);
        if (game->outside_clause && reason->action == TUTOR_ACTION_PLAY)
            game->outside_clause(game, options, reason->card, reason->suit, n->outside,
                                 sizeof n->outside);
    }
    /* What was refused: playing a card, or (where a game has a stock) drawing or passing. */
    explain_words(lang, n->deed, sizeof n->deed, SAY_DEED_PLAY, n->card);
    if (reason->action == TUTOR_ACTION_DRAW) explain_words(lang, n->deed, sizeof n->deed, SAY_DEED_DRAW);
    if (reason->action == TUTOR_ACTION_PASS) explain_words(lang, n->deed, sizeof n->deed, SAY_DEED_PASS);
}

/* The sentences of a reason with no particular sentence for its detail. */
static size_t reason_sentence(const tutor_game *game, const tutor_options *options,
                              tutor_lang lang, const tutor_reason *reason, const reason_names *n,
                              char *buf, size_t size) {
    switch (reason->code) {
    case TUTOR_MUST_FOLLOW:
        return explain_sentence(lang, buf, size, SAY_MUST_FOLLOW, n->lead, n->witness, n->singular,
                                n->plural, n->deed,
                                n->outside[0] ? explain_text_of(lang, SAY_OUTSIDE_JOIN) : "",
                                n->outside);
    case TUTOR_MUST_TRUMP:
        return explain_sentence(lang, buf, size, SAY_MUST_TRUMP, n->lead, n->plural, n->witness,
                                n->card);
    case TUTOR_MUST_OVERTRUMP:
        return explain_sentence(lang, buf, size, SAY_MUST_OVERTRUMP, n->beaten, n->witness,
                                n->beaten, n->card);
    case TUTOR_MUST_DRAW:
        return explain_sentence(lang, buf, size, SAY_MUST_DRAW, n->lead, n->plural, n->plural,
                                n->deed);
    case TUTOR_MUST_PASS:
        return explain_sentence(lang, buf, size, SAY_MUST_PASS, n->lead, n->plural, n->deed);
    case TUTOR_MUST_LEAD:
        return explain_sentence(lang, buf, size, SAY_MUST_LEAD, explain_piece(game, lang, 0),
                                n->deed);
    case TUTOR_MUST_PLAY_PAIR:
        return explain_sentence(lang, buf, size, SAY_MUST_PLAY_PAIR, n->beaten, n->witness,
                                n->card);
    case TUTOR_WINS_LAST_OF_EQUALS: {
        const char *equal = game->equal_trumps[lang] ? game->equal_trumps[lang]
                                                     : game->equal_trumps[TUTOR_LANG_EN];
        return explain_sentence(lang, buf, size, SAY_WINS_LAST_OF_EQUALS, n->card,
                                equal ? equal : explain_text_of(lang, SAY_THESE_TRUMPS),
                                n->witness);
    }
    case TUTOR_WINS_GOOD_EVIL_PAIR:
        return explain_sentence(lang, buf, size, SAY_WINS_GOOD_EVIL_PAIR, n->card, n->card);
    case TUTOR_WINS_GOOD_EVIL_CANCELLED:
        if (reason->card == reason->led) /* nothing else could win: the card led takes it */
            return explain_sentence(lang, buf, size, SAY_WINS_GOOD_EVIL_TO_LEAD, n->card);
        return explain_sentence(lang, buf, size, SAY_WINS_GOOD_EVIL_CANCELLED, n->card, n->lead,
                                n->card);
    case TUTOR_MUST_PLAY_NEAREST_SEVEN:
        return explain_sentence(lang, buf, size, SAY_MUST_PLAY_NEAREST_SEVEN,
                                explain_piece(game, lang, 0), n->witness, reason->number[1],
                                n->card, reason->number[0]);
    case TUTOR_WINS_NEAREST_SEVEN:
        return explain_sentence(lang, buf, size, SAY_WINS_NEAREST_SEVEN, n->card,
                                reason->number[0], explain_piece(game, lang, 0));
    case TUTOR_HAND_OVER:
        if (reason->action != TUTOR_ACTION_PLAY)
            return explain_sentence(lang, buf, size, SAY_NOBODY_MAY, n->deed);
        return explain_sentence(lang, buf, size, SAY_EVERY_TRICK_PLAYED, n->card);
    case TUTOR_WINS_HIGHEST_TRUMP:
        return explain_sentence(lang, buf, size, SAY_WINS_HIGHEST_TRUMP, n->card,
                                explain_piece(game, lang, 0));
    case TUTOR_WINS_HIGHEST_OF_SUIT_LED:
        return explain_sentence(lang, buf, size,
                                game->has_trumps(game, options) ? SAY_WINS_HIGHEST_NO_TRUMP
                                                                : SAY_WINS_HIGHEST_OF_SUIT_LED,
                                n->card, n->lead, n->card);
    case TUTOR_BAD_ANNOUNCEMENT:
        if (reason->has_witness)
            return explain_sentence(lang, buf, size, SAY_ULTIMO_CARD_NOT_HELD, n->witness);
        break;
    case TUTOR_DISCARD_WORTH_FIVE: {
        char world[48], angel[48], one[48], fool[48];
        name_of_code(game, lang, "T21", world, sizeof world);
        name_of_code(game, lang, "T20", angel, sizeof angel);
        name_of_code(game, lang, "T1", one, sizeof one);
        name_of_code(game, lang, "FOOL", fool, sizeof fool);
        return explain_sentence(lang, buf, size, SAY_DISCARD_WORTH_FIVE, n->card, world, angel,
                                one, fool);
    }
    case TUTOR_DISCARD_KING_ACE_HONOUR: {
        char magician[48], world[48], fool[48];
        name_of_code(game, lang, "T1", magician, sizeof magician);
        name_of_code(game, lang, "T21", world, sizeof world);
        name_of_code(game, lang, "FOOL", fool, sizeof fool);
        return explain_sentence(lang, buf, size, SAY_DISCARD_KING_ACE_HONOUR, n->card, magician,
                                world, fool);
    }
    case TUTOR_MUST_CALL_ALLEGIANCE:
        if (reason->has_witness)
            return explain_sentence(lang, buf, size, SAY_CALL_ANSWERED, n->witness, n->card);
        break;
    case TUTOR_NO_ALLEGIANCE_CALL:
        if (reason->has_witness)
            return explain_sentence(lang, buf, size, SAY_NO_CALL_AFTER_PARTNER, n->card,
                                    n->witness, n->card);
        return explain_sentence(lang, buf, size, SAY_NO_CALL_CARD, n->card);
    default:
        break;
    }
    /* A sentence from the tables: the rule alone, or the card's name and the rule. */
    unsigned code = (unsigned)reason->code;
    if (code < TUTOR_REASON_COUNT && explain_has(lang, (explain_text)(SAY_RULE_ALONE + code)))
        return explain_sentence(lang, buf, size, (explain_text)(SAY_RULE_ALONE + code));
    if (code < TUTOR_REASON_COUNT && reason->has_witness &&
        explain_has(lang, (explain_text)(SAY_WITH_WITNESS + code)))
        return explain_sentence(lang, buf, size, (explain_text)(SAY_WITH_WITNESS + code), n->card,
                                n->witness);
    if (code < TUTOR_REASON_COUNT && explain_has(lang, (explain_text)(SAY_AFTER_CARD + code)))
        return explain_sentence(lang, buf, size, (explain_text)(SAY_AFTER_CARD + code), n->card);
    return explain_sentence(lang, buf, size, SAY_REASON_BY_NAME, n->card,
                            tutor_reason_name(reason->code));
}

size_t tutor_explain(const tutor_game *game, const tutor_options *options,
                     const tutor_reason *reason, char *buf, size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    tutor_lang lang = explain_lang(options ? options->lang : 0);
    if (reason->detail != TUTOR_DETAIL_NONE) return explain_detail(game, lang, reason, buf, size);
    reason_names names;
    name_reason(game, options, lang, reason, &names);
    return reason_sentence(game, options, lang, reason, &names, buf, size);
}
