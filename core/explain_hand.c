/*
 * explain_hand.c: the sentences of whole hands (explain.h), beside explain.c's of trick play:
 * the refusals that take one of their code's particular sentences (a tutor_reason_detail),
 * the lines of a score, and why a hand has no score. A game gives values (a detail, a line's
 * code, numbers) and its names (cards, contracts, bids, option values); the words are the
 * language's templates (explain_text.h).
 */
#include <string.h>

#include "explain.h"
#include "explain_text.h"
#include "say.h"

/* ---- Refusals ----------------------------------------------------------------------------- */

/* An option's value as the game names it ("nello", "4"), from its option specs. */
static const char *option_word(const tutor_game *game, const char *name, int value) {
    for (int i = 0; i < game->option_count; i++) {
        const tutor_option_spec *spec = &game->options[i];
        if (strcmp(spec->name, name) == 0 && value >= 0 && value < spec->value_count)
            return spec->values[value];
    }
    return "?";
}

const char *explain_word_name(const struct hand_word *word, tutor_lang lang, int number) {
    const char *const *local = word->local_names[explain_lang((int)lang)];
    if (lang != TUTOR_LANG_EN && local && local[number]) return local[number];
    return word->names ? word->names[number] : NULL;
}

int explain_word_list(const tutor_game *game, const struct hand_word *word,
                      const char *const **list, int *first, int *last) {
    if (word->value != TUTOR_WRITTEN_WORD) return 0;
    *list = word->words;
    *first = word->first;
    *last = word->last;
    if (!*list && word->kind == TUTOR_MOVE_OPTION && word->number >= 0 &&
        word->number < game->option_count) {
        *list = game->options[word->number].values;
        *first = 0;
        *last = game->options[word->number].value_count - 1;
    }
    return *list != NULL;
}

/* The name of a game's bid numbered `bid` ("Garde sans le chien", "Top 3"), as its vocabulary
 * names its bids. */
static const char *bid_name(const tutor_game *game, tutor_lang lang, int bid) {
    const struct hand_word *words = NULL;
    int n = game && game->hand && game->hand->vocabulary ? game->hand->vocabulary(game, &words) : 0;
    for (int i = 0; i < n; i++)
        if (words[i].kind == TUTOR_MOVE_BID && words[i].names && bid >= words[i].first &&
            bid <= words[i].last)
            return explain_word_name(&words[i], lang, bid);
    return "?";
}

/* A length within `size`, the first letter as written. */
static size_t kept(int written, size_t size) {
    if (written < 0 || size == 0) return 0;
    return (size_t)written < size ? (size_t)written : size - 1;
}

size_t explain_detail(const tutor_game *game, tutor_lang lang, const tutor_reason *reason,
                      char *buf, size_t size) {
    const int16_t *number = reason->number;
    char card[48];
    game->card_name(game, lang, reason->card, card, sizeof card);
    switch ((tutor_reason_detail)reason->detail) {
    case TUTOR_DETAIL_CONTRACT_WITHOUT_TRUMPS:
        return explain_sentence(lang, buf, size, SAY_CONTRACT_WITHOUT_TRUMPS,
                                explain_game_name(game, lang),
                                option_word(game, "contract", number[0]),
                                option_word(game, "trump", number[1]));
    case TUTOR_DETAIL_DOUBLES_WITH_TRUMPS:
    case TUTOR_DETAIL_DOUBLES_IN_SEVENS:
        return explain_sentence(lang, buf, size, SAY_DOUBLES_WITHOUT_TRUMPS,
                                option_word(game, "doubles", number[0]),
                                explain_text_of(lang, reason->detail == TUTOR_DETAIL_DOUBLES_IN_SEVENS
                                                          ? SAY_IN_SEVENS
                                                          : SAY_WITH_TRUMPS));
    case TUTOR_DETAIL_TRUMP_NEEDED:
        return explain_sentence(lang, buf, size, SAY_TRUMP_NEEDED, explain_game_name(game, lang),
                                option_word(game, "contract", number[0]));
    case TUTOR_DETAIL_PLAY_AFTER_DECLARATION:
        return explain_sentence(lang, buf, size, SAY_PLAY_AFTER_DECLARATION,
                                explain_piece(game, lang, 1));
    case TUTOR_DETAIL_CARD_NAMED_TWICE:
        return explain_sentence(lang, buf, size,
                                reason->code == TUTOR_BAD_POIGNEE ? SAY_POIGNEE_NAMES_TWICE
                                                                  : SAY_DISCARD_NAMES_TWICE,
                                card);
    case TUTOR_DETAIL_BID_NOT_ABOVE_CONTRACT:
        return explain_sentence(lang, buf, size, SAY_BID_NOT_ABOVE_CONTRACT,
                                bid_name(game, lang, number[0]));
    case TUTOR_DETAIL_DISCARD_SIZE:
        return explain_sentence(lang, buf, size, SAY_DISCARD_SIZE, number[0], number[1]);
    case TUTOR_DETAIL_POIGNEE_SHOWN:
        return explain_sentence(lang, buf, size, SAY_POIGNEE_SHOWN, number[0]);
    case TUTOR_DETAIL_POIGNEE_SHORT:
        return explain_sentence(lang, buf, size,
                                explain_singular(lang, number[2]) ? SAY_POIGNEE_SHORT_ONE : SAY_POIGNEE_SHORT_MANY,
                                number[0], number[1], number[2]);
    /* the card's name as it comes, "the King of Cups" */
    case TUTOR_DETAIL_SHOWN_TWICE_IN_COMBINATION:
        return kept(explain_words(lang, buf, size, SAY_SHOWN_TWICE_IN_COMBINATION, card), size);
    case TUTOR_DETAIL_NO_COMBINATION_HELD:
        return explain_sentence(lang, buf, size, SAY_NO_COMBINATION_HELD, number[0]);
    default:
        break;
    }
    if (reason->detail < TUTOR_DETAIL_COUNT &&
        explain_has(lang, (explain_text)(SAY_RULE_BROKEN + reason->detail)))
        return explain_sentence(lang, buf, size, (explain_text)(SAY_RULE_BROKEN + reason->detail));
    return explain_say(buf, size, "%s", tutor_reason_name(reason->code));
}

/* ---- Score lines ------------------------------------------------------------------------- */

static int magnitude(int n) { return n < 0 ? -n : n; }

/* Card points in half-points, written as a person would: "47", "65.5". */
static const char *half_points(tutor_lang lang, int halves, char *buf, size_t size) {
    if (halves % 2)
        explain_words(lang, buf, size, SAY_HALF_POINTS, halves / 2);
    else
        tutor_say(buf, size, "%d", halves / 2);
    return buf;
}

/* What each defender pays for a line: "each defender pays 72", "each defender is paid 228". */
static const char *payment(tutor_lang lang, int points, char *buf, size_t size) {
    if (points == 0)
        explain_words(lang, buf, size, SAY_NOTHING_CHANGES_HANDS);
    else
        explain_words(lang, buf, size, points > 0 ? SAY_EACH_DEFENDER_PAYS : SAY_EACH_DEFENDER_IS_PAID,
                      magnitude(points));
    return buf;
}

static size_t taker_contract_line(const tutor_game *game, tutor_lang lang, const int *n,
                                  char *buf, size_t size) {
    int won = n[1], halves = n[2], bouts = n[3], margin = n[6], unit = n[7];
    char taken[16], paid[64], rounded[128] = "", bout_words[32];
    if (halves % 2)
        explain_words(lang, rounded, sizeof rounded, won ? SAY_ROUNDED_UP : SAY_ROUNDED_DOWN, n[4]);
    explain_words(lang, bout_words, sizeof bout_words, explain_singular(lang, bouts) ? SAY_BOUTS_ONE : SAY_BOUTS_MANY,
                  bouts);
    return explain_sentence(lang, buf, size, SAY_TAKER_CONTRACT, bid_name(game, lang, n[0]),
                            explain_text_of(lang, won ? SAY_CONTRACT_WON : SAY_CONTRACT_LOST),
                            half_points(lang, halves, taken, sizeof taken), bout_words, rounded,
                            n[5], margin, explain_text_of(lang, won ? SAY_MARGIN_OVER : SAY_MARGIN_SHORT),
                            unit - margin, margin, unit, n[8], payment(lang, n[9], paid, sizeof paid));
}

static size_t petit_au_bout_line(tutor_lang lang, const int *n, char *buf, size_t size) {
    char paid[64];
    int multiplier = n[2], points = n[3];
    return explain_sentence(lang, buf, size, SAY_PETIT_AU_BOUT,
                            explain_text_of(lang, n[0] ? SAY_NEXT_TO_LAST_TRICK : SAY_LAST_TRICK),
                            explain_text_of(lang, n[1] == EXPLAIN_TAKERS_SIDE ? SAY_TAKERS_SIDE
                                                                              : SAY_THE_DEFENCE),
                            multiplier ? magnitude(points) / multiplier : 0, multiplier,
                            payment(lang, points, paid, sizeof paid));
}

static size_t poignee_line(tutor_lang lang, const int *n, char *buf, size_t size) {
    static const explain_text poignees[4] = {SAY_COUNT, SAY_POIGNEE_SINGLE, SAY_POIGNEE_DOUBLE,
                                             SAY_POIGNEE_TRIPLE};
    char paid[64];
    int points = n[4];
    return explain_sentence(lang, buf, size, SAY_POIGNEE_LINE, n[0],
                            n[1] >= 1 && n[1] <= 3 ? explain_text_of(lang, poignees[n[1]]) : "",
                            n[2], magnitude(points),
                            explain_text_of(lang, n[3] ? SAY_TAKERS : SAY_THE_DEFENCE),
                            payment(lang, points, paid, sizeof paid));
}

static size_t chelem_line(tutor_lang lang, const int *n, char *buf, size_t size) {
    static const explain_text chelems[] = {SAY_COUNT, SAY_CHELEM_ANNOUNCED_MADE,
                                           SAY_CHELEM_ANNOUNCED_FAILED, SAY_CHELEM_UNANNOUNCED,
                                           SAY_CHELEM_BY_DEFENCE};
    char paid[64];
    int known = n[0] >= EXPLAIN_NOT_MADE && n[0] <= EXPLAIN_MADE_BY_DEFENCE;
    return explain_sentence(lang, buf, size, SAY_CHELEM_LINE,
                            known ? explain_text_of(lang, chelems[n[0]]) : "",
                            payment(lang, n[1], paid, sizeof paid));
}

static size_t declarer_bid_line(const tutor_game *game, tutor_lang lang, const int *n, char *buf,
                                size_t size) {
    return explain_sentence(lang, buf, size, n[1] ? SAY_DECLARER_BID_WON : SAY_DECLARER_BID_LOST,
                            bid_name(game, lang, n[0]), n[2], n[3], n[4]);
}

static size_t valat_line(const tutor_game *game, tutor_lang lang, const int *n, char *buf,
                         size_t size) {
    explain_text which = n[0] == EXPLAIN_MADE_UNANNOUNCED  ? SAY_VALAT_UNANNOUNCED
                         : n[0] == EXPLAIN_ANNOUNCED_FAILED ? SAY_VALAT_ANNOUNCED_FAILED
                                                            : SAY_VALAT_ANNOUNCED_MADE;
    return explain_sentence(lang, buf, size, which, n[2], bid_name(game, lang, n[1]), n[3], n[4]);
}

static size_t pagat_ultimo_line(tutor_lang lang, const int *n, char *buf, size_t size) {
    static const explain_text results[] = {SAY_COUNT, SAY_ULTIMO_ANNOUNCED_MADE,
                                           SAY_ULTIMO_ANNOUNCED_FAILED, SAY_ULTIMO_UNANNOUNCED};
    int known = n[0] > EXPLAIN_NOT_MADE && n[0] <= EXPLAIN_MADE_UNANNOUNCED;
    return explain_say(buf, size, "%s", known ? explain_text_of(lang, results[n[0]]) : "");
}

static size_t bid_for_marks_line(tutor_lang lang, const int *n, char *buf, size_t size) {
    int points = n[0], marks = n[1], count = n[2], needed = n[3], made = n[4], won = n[5];
    int whole = n[6];
    char bid[32], need[64], won_words[32];
    if (marks > 0)
        explain_words(lang, bid, sizeof bid,
                      explain_singular(lang, marks) ? SAY_MARKS_ONE : SAY_MARKS_MANY, marks);
    else
        tutor_say(bid, sizeof bid, "%d", points);
    if (needed < 0)
        explain_words(lang, need, sizeof need, SAY_NEED_NONE);
    else
        explain_words(lang, need, sizeof need, needed == whole ? SAY_NEED_ALL : SAY_NEED_SOME,
                      needed);
    explain_words(lang, won_words, sizeof won_words,
                  explain_singular(lang, won) ? SAY_MARKS_ONE : SAY_MARKS_MANY, won);
    return explain_sentence(lang, buf, size, made ? SAY_BID_MARKS_MADE : SAY_BID_MARKS_SET, bid,
                            count, whole, need, won_words);
}

size_t explain_line(const tutor_game *game, tutor_lang lang, const explain_line_words *line,
                    char *buf, size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    lang = explain_lang((int)lang);
    switch (line->code) {
    case EXPLAIN_LINE_TAKER_CONTRACT:
        return taker_contract_line(game, lang, line->number, buf, size);
    case EXPLAIN_LINE_PETIT_AU_BOUT:
        return petit_au_bout_line(lang, line->number, buf, size);
    case EXPLAIN_LINE_POIGNEE:
        return poignee_line(lang, line->number, buf, size);
    case EXPLAIN_LINE_CHELEM:
        return chelem_line(lang, line->number, buf, size);
    case EXPLAIN_LINE_DECLARER_BID:
        return declarer_bid_line(game, lang, line->number, buf, size);
    case EXPLAIN_LINE_VALAT:
        return valat_line(game, lang, line->number, buf, size);
    case EXPLAIN_LINE_PAGAT_ULTIMO:
        return pagat_ultimo_line(lang, line->number, buf, size);
    case EXPLAIN_LINE_BID_FOR_MARKS:
        return bid_for_marks_line(lang, line->number, buf, size);
    }
    return 0;
}

/* ---- Hands with no score ----------------------------------------------------------------- */

size_t explain_no_hand(tutor_lang lang, explain_no_hand_code why, char *buf, size_t size) {
    return explain_sentence(lang, buf, size,
                            why == EXPLAIN_HAND_CANCELLED ? SAY_NO_HAND_CANCELLED : SAY_NO_HAND_PASSED);
}
