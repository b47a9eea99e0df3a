/*
 * suited.c: the trick engine of the games played with suits and trumps (suited.h).
 *
 * Every obligation is set algebra on the hand: the suit led, the trumps, the trumps above the
 * trick's highest. What differs between games is data in their `suited_rules`.
 */
#include "suited.h"

#include <stdlib.h>
#include <string.h>

#include "../explain_text.h"
#include "../say.h"

static const char *const rank_codes[15] = {"",  "1", "2",  "3", "4", "5", "6", "7",
                                           "8", "9", "10", "J", "N", "Q", "K"};
static const char suit_letters[] = "SCHD";

const uint8_t suited_ace_low[15] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14};
const uint8_t suited_court_points[15] = {0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5};

static const struct suited_rules *rules_of(const tutor_game *game) { return game->suited; }

/* The cards first .. first+count-1, as two masks (called on every legality question). */
static tutor_set card_range(int first, int count) {
    return tutor_set_minus(tutor_set_range(first + count), tutor_set_range(first));
}

int suited_suit_of(const tutor_game *game, tutor_card card) {
    if (card < SUITED_FIRST_TRUMP) return card / SUITED_SUIT_CARDS;
    /* The Sküs is a trump; an excuse belongs to no suit. */
    if (card == SUITED_FOOL && rules_of(game)->fool != FOOL_TOP_TRUMP) return SUITED_NO_SUIT;
    return SUITED_TRUMP_SUIT;
}

int suited_is_trump(const tutor_game *game, tutor_card card) {
    if (card == SUITED_FOOL) return rules_of(game)->fool == FOOL_TOP_TRUMP;
    return card >= SUITED_FIRST_TRUMP;
}

tutor_set suited_suit_cards(const tutor_game *game, int suit) {
    if (suit < 0 || suit > SUITED_TRUMP_SUIT) return tutor_set_empty();
    if (suit != SUITED_TRUMP_SUIT) return card_range(suit * SUITED_SUIT_CARDS, SUITED_SUIT_CARDS);
    tutor_set trumps = card_range(SUITED_FIRST_TRUMP, 21);
    if (rules_of(game)->fool == FOOL_TOP_TRUMP) trumps = tutor_set_add(trumps, SUITED_FOOL);
    if (rules_of(game)->good_evil) trumps = tutor_set_or(trumps, card_range(SUITED_GOOD, 2));
    return trumps;
}

static int is_excuse(const tutor_game *game, tutor_card card) {
    return card == SUITED_FOOL && rules_of(game)->fool == FOOL_EXCUSE;
}

/* A card's strength within its suit: trumps by number, the Sküs above the 21, Good and Evil
 * below the 1, and the equal-ranked trumps (the Moors) all at the lowest of their numbers. */
static int strength(const tutor_game *game, tutor_card card) {
    const struct suited_rules *r = rules_of(game);
    if (card < SUITED_FIRST_TRUMP)
        return r->strength[card / SUITED_SUIT_CARDS][card % SUITED_SUIT_CARDS + 1];
    if (card == SUITED_FOOL) return 22;
    if (card == SUITED_GOOD || card == SUITED_EVIL) return 0;
    int number = card - SUITED_FIRST_TRUMP + 1;
    return number >= r->equal_low && number <= r->equal_high ? r->equal_low : number;
}

/* The card that set the suit: the first that is not an excuse; -1 when there is none. */
static int suited_suit_setter(const tutor_game *game, const tutor_card *trick, int n) {
    for (int i = 0; i < n; i++)
        if (!is_excuse(game, trick[i])) return i;
    return -1;
}

/* The position of the trick's highest trump (on a tie, the later card), or -1. */
static int highest_trump(const tutor_game *game, const tutor_card *trick, int n,
                         tutor_set cannot_win) {
    int best = -1;
    for (int i = 0; i < n; i++) {
        if (!suited_is_trump(game, trick[i]) || tutor_set_has(cannot_win, trick[i])) continue;
        if (best < 0 || strength(game, trick[i]) >= strength(game, trick[best])) best = i;
    }
    return best;
}

static tutor_set stronger_than(const tutor_game *game, tutor_set cards, tutor_card card) {
    tutor_set s = tutor_set_empty();
    tutor_card c;
    TUTOR_SET_FOREACH(c, cards)
    if (strength(game, c) > strength(game, card)) s = tutor_set_add(s, c);
    return s;
}

/* The cards the obligations allow, before an excuse (always allowed) is added:
 * "must follow suit; if void, must trump" and, where the game says so, must beat the
 * trick's highest trump when able ("they must play a higher trump"). */
static tutor_set obliged(const tutor_game *game, const tutor_card *trick, int n, tutor_set hand) {
    int setter = suited_suit_setter(game, trick, n);
    if (setter < 0) return hand;
    int suit = suited_suit_of(game, trick[setter]);
    tutor_set trumps = tutor_set_and(hand, suited_suit_cards(game, SUITED_TRUMP_SUIT));
    if (suit != SUITED_TRUMP_SUIT) {
        tutor_set follow = tutor_set_and(hand, suited_suit_cards(game, suit));
        if (!tutor_set_is_empty(follow)) return follow;
    }
    if (tutor_set_is_empty(trumps)) return hand;
    int top = highest_trump(game, trick, n, tutor_set_empty());
    if (rules_of(game)->must_overtrump && top >= 0) {
        tutor_set over = stronger_than(game, trumps, trick[top]);
        if (!tutor_set_is_empty(over)) return over;
    }
    return trumps;
}

/* ---- hooks ------------------------------------------------------------------------------ */

void suited_format_card(const tutor_game *game, tutor_card card, char *code) {
    static const char *const specials[] = {"FOOL", "GOOD", "EVIL"}; /* from SUITED_FOOL on */
    (void)game;
    if (card >= SUITED_FOOL && card <= SUITED_EVIL)
        tutor_say(code, TUTOR_CODE_MAX, "%s", specials[card - SUITED_FOOL]);
    else if (card >= SUITED_FIRST_TRUMP)
        tutor_say(code, TUTOR_CODE_MAX, "T%d", card - SUITED_FIRST_TRUMP + 1);
    else
        tutor_say(code, TUTOR_CODE_MAX, "%c%s", suit_letters[card / SUITED_SUIT_CARDS],
                  rank_codes[card % SUITED_SUIT_CARDS + 1]);
}

tutor_set suited_pack(const tutor_game *game, const tutor_options *options) {
    (void)options;
    const struct suited_rules *r = rules_of(game);
    tutor_set pack = tutor_set_empty();
    for (int suit = 0; suit < 4; suit++)
        for (int rank = 1; rank <= RANK_K; rank++)
            if (r->ranks[suit] & (1u << rank)) pack = tutor_set_add(pack, SUITED_CARD(suit, rank));
    if (r->has_trumps) pack = tutor_set_or(pack, card_range(SUITED_FIRST_TRUMP, 21));
    if (r->fool != FOOL_ABSENT) pack = tutor_set_add(pack, SUITED_FOOL);
    if (r->good_evil) pack = tutor_set_or(pack, card_range(SUITED_GOOD, 2));
    return pack;
}

/* A code is a special's word, T and a trump's number (1 to 21, no leading zero), or a suit's
 * letter and a rank's code; the card must be in the game's pack. */
int suited_parse_card(const tutor_game *game, const char *code, tutor_card *card) {
    const struct suited_rules *r = rules_of(game);
    static const char *const specials[] = {"FOOL", "GOOD", "EVIL"}; /* from SUITED_FOOL on */
    for (int i = 0; i < 3; i++) {
        if (strcmp(code, specials[i]) != 0) continue;
        *card = (tutor_card)(SUITED_FOOL + i);
        return i == 0 ? r->fool != FOOL_ABSENT : r->good_evil;
    }
    if (code[0] == 'T' && code[1] >= '1' && code[1] <= '9') {
        char *end;
        long number = strtol(code + 1, &end, 10);
        if (!r->has_trumps || *end || number > 21) return 0;
        return (*card = SUITED_TRUMP((int)number), 1);
    }
    const char *letter = code[0] ? strchr(suit_letters, code[0]) : NULL;
    for (int rank = 1; letter && rank <= RANK_K; rank++) {
        int suit = (int)(letter - suit_letters);
        if ((r->ranks[suit] & (1u << rank)) && strcmp(code + 1, rank_codes[rank]) == 0)
            return (*card = SUITED_CARD(suit, rank), 1);
    }
    return 0;
}

int suited_trick_size(const tutor_game *game, const tutor_options *options) {
    return game->seat_count ? game->seat_count(game, options) : game->seats;
}

tutor_set suited_legal(const tutor_game *game, const tutor_options *options,
                       const tutor_card *trick, int n, tutor_set hand) {
    (void)options;
    tutor_set allowed = obliged(game, trick, n, hand);
    /* The Excuse "may be played to any trick", even by a player who could follow. */
    if (rules_of(game)->fool == FOOL_EXCUSE && tutor_set_has(hand, SUITED_FOOL))
        allowed = tutor_set_add(allowed, SUITED_FOOL);
    return allowed;
}

tutor_reason suited_refusal(const tutor_game *game, const tutor_options *options,
                            const tutor_card *trick, int n, tutor_set hand, tutor_card card) {
    (void)options;
    int setter = suited_suit_setter(game, trick, n);
    int suit = suited_suit_of(game, trick[setter]);
    tutor_set allowed = obliged(game, trick, n, hand);
    tutor_reason why = {.suit = (int8_t)suit,
                        .card = card,
                        .led = trick[setter],
                        .has_led = 1,
                        .opener = trick[0],
                        .has_opener = setter > 0,
                        .witness = tutor_set_first(allowed),
                        .has_witness = 1};
    /* The reason is the obligation that binds, in the order the rules give them: a hand that
     * holds the suit led must follow it (trumps too, when trumps were led); only a hand void in
     * it must trump; and only a trump that fails to beat the trick's highest, when a higher one
     * is held, is refused for not overtrumping. */
    int follows = !tutor_set_is_empty(tutor_set_and(hand, suited_suit_cards(game, suit)));
    int top = highest_trump(game, trick, n, tutor_set_empty());
    int trumps_bind = suit == SUITED_TRUMP_SUIT || !follows;
    if (trumps_bind && suited_is_trump(game, card) && top >= 0 && !tutor_set_has(allowed, card)) {
        why.code = TUTOR_MUST_OVERTRUMP;
        why.beaten = trick[top];
        why.has_beaten = 1;
    } else {
        why.code = follows ? TUTOR_MUST_FOLLOW : TUTOR_MUST_TRUMP;
    }
    return why;
}

int suited_winner_excluding(const tutor_game *game, const tutor_card *trick, int n,
                            tutor_set cannot_win, tutor_reason *why) {
    int setter = suited_suit_setter(game, trick, n);
    int best = highest_trump(game, trick, n, cannot_win);
    tutor_reason w = {.led = trick[setter < 0 ? 0 : setter],
                      .has_led = 1,
                      .opener = trick[0],
                      .has_opener = setter > 0};
    if (best >= 0) {
        w.code = TUTOR_WINS_HIGHEST_TRUMP;
        w.suit = SUITED_TRUMP_SUIT;
        for (int i = 0; i < best; i++) {
            if (suited_is_trump(game, trick[i]) && !tutor_set_has(cannot_win, trick[i]) &&
                strength(game, trick[i]) == strength(game, trick[best])) {
                /* "if more than one is played to a trick ... the last one played wins" */
                w.code = TUTOR_WINS_LAST_OF_EQUALS;
                w.witness = trick[i];
                w.has_witness = 1;
            }
        }
    } else {
        int suit = setter < 0 ? SUITED_NO_SUIT : suited_suit_of(game, trick[setter]);
        best = setter < 0 ? 0 : setter;
        for (int i = 0; i < n; i++)
            if (suited_suit_of(game, trick[i]) == suit && !tutor_set_has(cannot_win, trick[i]) &&
                !is_excuse(game, trick[i]) &&
                strength(game, trick[i]) > strength(game, trick[best]))
                best = i;
        w.code = TUTOR_WINS_HIGHEST_OF_SUIT_LED;
        w.suit = (int8_t)suit;
    }
    w.card = trick[best];
    if (why) *why = w;
    return best;
}

int suited_winner(const tutor_game *game, const tutor_options *options, const tutor_card *trick,
                  int n, tutor_reason *why) {
    (void)options;
    /* The Excuse "cannot win a trick". */
    tutor_set cannot_win =
        rules_of(game)->fool == FOOL_EXCUSE ? tutor_set_of(SUITED_FOOL) : tutor_set_empty();
    return suited_winner_excluding(game, trick, n, cannot_win, why);
}

int suited_card_points(const tutor_game *game, tutor_card card) {
    const struct suited_rules *r = rules_of(game);
    if (card < SUITED_FIRST_TRUMP) return r->rank_points[card % SUITED_SUIT_CARDS + 1];
    return tutor_set_has(r->honours, card) ? r->honour_points : r->trump_points;
}

tutor_status suited_count(const tutor_game *game, const tutor_options *options,
                          const tutor_card *cards, int n, tutor_count_result *result,
                          tutor_error *error) {
    (void)options;
    const struct suited_rules *r = rules_of(game);
    int group = r->counting == COUNT_PAIRS ? 2 : r->counting == COUNT_THREES ? 3 : 1;
    if (n % group != 0)
        return explain_reject(game,
                              (explain_input){.code = EXPLAIN_PILE_IN_GROUPS, .number = {group, n}, .which = group},
                              error);
    *result = (tutor_count_result){.halves = r->halves};
    if (r->counting == COUNT_NOTHING) return TUTOR_OK;
    for (int i = 0; i < n; i++) {
        result->points += suited_card_points(game, cards[i]);
        result->extra += tutor_set_has(r->honours, cards[i]);
    }
    /* "1 point is deducted from each pair"; "2 points are subtracted from each trick" */
    if (r->counting == COUNT_PAIRS) result->points -= n / 2;
    if (r->counting == COUNT_THREES) result->points -= 2 * (n / 3);
    return TUTOR_OK;
}

void suited_deal(const tutor_game *game, const tutor_options *options, const tutor_card *shuffled,
                 int pack, int dealer, tutor_deal *deal) {
    const struct suited_rules *r = rules_of(game);
    int seats = deal->seats;
    int next = 0;
    (void)options;
    for (; next < r->rest_first; next++) deal->rest = tutor_set_add(deal->rest, shuffled[next]);
    for (int round = 0; round * r->packet < r->hand_size; round++)
        for (int k = 1; k <= seats; k++) {
            int seat = (dealer + k) % seats;
            for (int i = 0; i < r->packet && round * r->packet + i < r->hand_size; i++)
                deal->hands[seat] = tutor_set_add(deal->hands[seat], shuffled[next++]);
        }
    for (; next < pack; next++) deal->rest = tutor_set_add(deal->rest, shuffled[next]);
}

/* ---- words ------------------------------------------------------------------------------- */

/* The names of `lang`, or English's where the game has none in it. */
static const suited_words *words_in(const tutor_game *game, tutor_lang lang) {
    const suited_words *const *words = rules_of(game)->words;
    lang = explain_lang((int)lang);
    return words[lang] ? words[lang] : words[TUTOR_LANG_EN];
}

void suited_card_name(const tutor_game *game, tutor_lang lang, tutor_card card, char *buf,
                      size_t size) {
    const suited_words *w = words_in(game, lang);
    for (int i = 0; i < w->named_count; i++) {
        if (w->named[i].card != card) continue;
        tutor_say(buf, size, "%s", w->named[i].name);
        return;
    }
    if (card >= SUITED_FIRST_TRUMP)
        explain_words(lang, buf, size, SAY_TRUMP_NUMBERED, card - SUITED_FIRST_TRUMP + 1);
    else if (w->suit_in_name[0] && w->suit_first)
        tutor_say(buf, size, "%s%s", w->suit_in_name[card / SUITED_SUIT_CARDS],
                  w->ranks[card % SUITED_SUIT_CARDS + 1]);
    else if (w->suit_in_name[0])
        tutor_say(buf, size, "%s %s", w->ranks[card % SUITED_SUIT_CARDS + 1],
                  w->suit_in_name[card / SUITED_SUIT_CARDS]);
    else
        explain_words(lang, buf, size, SAY_CARD_OF_SUIT, w->ranks[card % SUITED_SUIT_CARDS + 1],
                      w->suit_plural[card / SUITED_SUIT_CARDS]);
}

int suited_own_name(const tutor_game *game, tutor_card card) {
    const suited_words *w = rules_of(game)->words[TUTOR_LANG_EN];
    for (int i = 0; i < w->named_count; i++)
        if (w->named[i].card == card) return 1;
    return 0;
}

void suited_suit_name(const tutor_game *game, const tutor_options *options, int suit,
                      tutor_suit_form form, char *buf, size_t size) {
    const suited_words *w = words_in(game, options ? options->lang : TUTOR_LANG_EN);
    if (suit < 0 || suit > SUITED_TRUMP_SUIT) {
        buf[0] = '\0';
        return;
    }
    tutor_say(buf, size, "%s",
              form == TUTOR_SUIT_PLURAL ? w->suit_plural[suit] : w->suit_singular[suit]);
}

void suited_lead_clause(const tutor_game *game, const tutor_options *options, tutor_card led,
                        int suit, char *buf, size_t size) {
    char name[48], suit_words[48];
    tutor_lang lang = explain_lang(options ? options->lang : 0);
    suited_card_name(game, lang, led, name, sizeof name);
    suited_suit_name(game, options, suit, TUTOR_SUIT_PLURAL, suit_words, sizeof suit_words);
    /* Worded for a trick led with an excuse too, where the next card sets the suit. */
    explain_words(lang, buf, size, SAY_SET_THE_SUIT, name,
                  suit_words[0] ? suit_words : explain_text_of(lang, SAY_NO_SUIT));
}

int suited_has_trumps(const tutor_game *game, const tutor_options *options) {
    (void)options;
    return rules_of(game)->has_trumps;
}
