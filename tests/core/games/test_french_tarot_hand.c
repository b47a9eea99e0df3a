/*
 * A whole French Tarot hand through the hand interface (tutor_hand in tutor.h), and the `score`
 * request's arithmetic: scripted hands for 3, 4 and 5 players and every contract, with each
 * figure of the score checked (card points, bouts, points needed, the difference, the petit au
 * bout, the poignées, the chelem, each seat's change), and every kind of refusal, after which
 * the hand must be byte for byte as it was.
 *
 * The scripted hands' figures were worked out apart from the core, from the seed's rules and
 * the choices in docs/rules-decisions.md.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"

#include "cards.h" /* after check.h, whose checks it uses */
#include "score_record.h"
#include "tutor.h"

/* A hand written as it is played: the deal, then every action in order, one word each:
 * "pass", "petite", "garde", "garde-sans", "garde-contre", "discard=S2,S3,...", "call=HK",
 * "poignee=T2,T3,...", "chelem", "cancel", or the code of a card played. `winners` holds each
 * trick's winning seat, in order. */
typedef struct {
    int players;
    int dealer;
    const char *hands[5];
    const char *chien;
    const char *actions;
    const char *winners;
} scripted_hand;

static tutor_options players_option(int players) {
    char value[2] = {(char)('0' + players), '\0'};
    tutor_options o;
    tutor_options_init(&o);
    CHECK(tutor_options_set(game, &o, "players", value, NULL) == TUTOR_OK);
    return o;
}

static int hand_size(int players) { return players == 3 ? 24 : players == 4 ? 18 : 15; }

static tutor_status begin(tutor_hand *hand, int players, const tutor_deal *deal, int dealer,
                          tutor_error *error) {
    tutor_options o = players_option(players);
    tutor_hand_start from = {.dealer = dealer, .deal = *deal};
    return tutor_hand_begin(hand, game, &o, &from, error);
}

static tutor_hand start(int players, const tutor_deal *deal, int dealer) {
    tutor_hand hand;
    tutor_error error = {0};
    if (begin(&hand, players, deal, dealer, &error) != TUTOR_OK)
        fprintf(stderr, "the deal was refused: %s\n", error.message);
    CHECK_STR(error.code ? error.code : "ok", "ok");
    return hand;
}

static tutor_hand dealt(const scripted_hand *script) {
    tutor_deal deal = {0};
    deal.seats = script->players;
    for (int s = 0; s < script->players; s++) deal.hands[s] = set_of(script->hands[s]);
    deal.rest = set_of(script->chien);
    return start(script->players, &deal, script->dealer);
}

/* A deal where some hands and the chien are given (NULL: none) and every other card goes, in
 * the pack's order, to the first seat with room, then to the chien. */
static tutor_deal fill_deal(int players, const char *const *given, const char *chien) {
    tutor_deal deal = {0};
    deal.seats = players;
    tutor_set used = set_of(chien ? chien : "");
    deal.rest = used;
    for (int s = 0; s < players; s++) {
        deal.hands[s] = set_of(given[s] ? given[s] : "");
        used = tutor_set_or(used, deal.hands[s]);
    }
    for (int c = 0; c < 78; c++) {
        if (tutor_set_has(used, (tutor_card)c)) continue;
        int s = 0;
        while (s < players && tutor_set_size(deal.hands[s]) >= hand_size(players)) s++;
        if (s < players)
            deal.hands[s] = tutor_set_add(deal.hands[s], (tutor_card)c);
        else
            deal.rest = tutor_set_add(deal.rest, (tutor_card)c);
    }
    return deal;
}

static tutor_status apply(tutor_hand *hand, int kind, tutor_card card, int number,
                          tutor_reason *why, tutor_error *error) {
    return tutor_hand_apply(hand, (tutor_move){(uint8_t)kind, card, (int16_t)number}, why, error);
}

enum { FLAG_CANCEL, FLAG_CHELEM }; /* TUTOR_MOVE_FLAG's numbers */

/* One action, written as in a script: a discard's cards or a poignée's go one move each (and
 * the poignée ends with TUTOR_MOVE_DONE), up to the first refused. */
static tutor_status act(tutor_hand *hand, const char *word, tutor_reason *why, tutor_error *error) {
    static const char *const contracts[] = {"petite", "garde", "garde-sans", "garde-contre"};
    if (strcmp(word, "pass") == 0) return apply(hand, TUTOR_MOVE_PASS_BID, 0, 0, why, error);
    for (int i = 0; i < 4; i++)
        if (strcmp(word, contracts[i]) == 0) return apply(hand, TUTOR_MOVE_BID, 0, i, why, error);
    if (strcmp(word, "chelem") == 0)
        return apply(hand, TUTOR_MOVE_FLAG, 0, FLAG_CHELEM, why, error);
    if (strcmp(word, "cancel") == 0)
        return apply(hand, TUTOR_MOVE_FLAG, 0, FLAG_CANCEL, why, error);
    tutor_card cards[32];
    const char *list = strchr(word, '=');
    if (!list) {
        cards_of(word, cards);
        return apply(hand, TUTOR_MOVE_PLAY, cards[0], 0, why, error);
    }
    char spaced[200];
    snprintf(spaced, sizeof spaced, "%s", list + 1);
    for (char *p = spaced; *p; p++)
        if (*p == ',') *p = ' ';
    int n = cards_of(spaced, cards);
    int kind = strncmp(word, "discard=", 8) == 0   ? TUTOR_MOVE_DISCARD
               : strncmp(word, "poignee=", 8) == 0 ? TUTOR_MOVE_SHOW
                                                   : TUTOR_MOVE_CALL;
    for (int i = 0; i < n; i++)
        if (apply(hand, kind, cards[i], 0, why, error)) return TUTOR_ERROR;
    return kind == TUTOR_MOVE_SHOW ? apply(hand, TUTOR_MOVE_DONE, 0, 0, why, error) : TUTOR_OK;
}

/* Applies the script's actions up to and including the `count`th (all of them when -1). */
static void play_script(tutor_hand *hand, const char *actions, int count, int line) {
    char word[200];
    for (int done = 0; *actions && done != count;) {
        int len = 0;
        while (*actions == ' ') actions++;
        while (*actions && *actions != ' ' && len < (int)sizeof word - 1) word[len++] = *actions++;
        word[len] = '\0';
        if (!len) break;
        tutor_error error = {0};
        tutor_status status = act(hand, word, NULL, &error);
        if (status != TUTOR_OK)
            fprintf(stderr, "line %d: %s was refused: %s\n", line, word, error.message);
        CHECK_INT(status, TUTOR_OK);
        done++;
    }
}
#define PLAY(hand, actions, count) play_script(&(hand), actions, count, __LINE__)

/* `word` must be refused with `code` (and a message holding `words`), changing nothing: it is
 * tried on a copy, whose state must be the hand's still. */
static void refused(const tutor_hand *hand, const char *word, tutor_reason_code code,
                    const char *words, int line) {
    tutor_hand trial = *hand;
    tutor_reason why = {0};
    tutor_error error = {0};
    if (act(&trial, word, &why, &error) != TUTOR_ERROR)
        fprintf(stderr, "line %d: %s was accepted\n", line, word);
    if (why.code != code)
        fprintf(stderr, "line %d: %s refused as %s: %s\n", line, word, tutor_reason_name(why.code),
                error.message);
    CHECK_INT(why.code, code);
    CHECK_STR(error.code, "illegal-action");
    if (words) CHECK_CONTAINS(error.message, words);
    CHECK(memcmp(trial.state.bytes, hand->state.bytes, sizeof trial.state.bytes) == 0);
}
#define REFUSED(hand, word, code, words) refused(&(hand), word, code, words, __LINE__)

/* The cards of the legal moves of one kind. */
static tutor_set legal_cards(const tutor_hand *hand, int kind) {
    tutor_move moves[TUTOR_MAX_MOVES];
    int n = tutor_hand_legal(hand, moves);
    tutor_set cards = tutor_set_empty();
    for (int i = 0; i < n; i++)
        if (moves[i].kind == kind) cards = tutor_set_add(cards, moves[i].card);
    return cards;
}

/* What the table shows `viewer` (TUTOR_NO_SEAT: everything). */
static const recorded *table(const tutor_hand *hand, int viewer) {
    static recorded r;
    record_table_of(hand, viewer, &r);
    return &r;
}

/* The hand's score record. */
static const recorded *score_record(const tutor_hand *hand) {
    static recorded r;
    CHECK(record_score_of(hand, &r, NULL) == TUTOR_OK);
    return &r;
}

/* The partner's seat as the table tells `viewer` (-1: not told). */
static int partner_told(const tutor_hand *hand, int viewer) {
    int partner = recorded_at(table(hand, viewer), "partner");
    return partner == RECORDED_NONE ? -1 : partner;
}

/* The `score` request's arithmetic: fields in the order tutor_score reads them (contract,
 * taker_points in halves, bouts, then the words petit_au_bout, poignee, chelem; -1: absent),
 * its answer. */
static const recorded *figures_scored(const char *players, int contract, int halves, int bouts,
                                      int petit_au_bout, int poignee, int chelem) {
    static recorded r;
    tutor_options o;
    tutor_options_init(&o);
    CHECK(tutor_options_set(game, &o, "players", players, NULL) == TUTOR_OK);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_PLAY, NULL) == TUTOR_OK);
    int value, values[6] = {contract, halves, bouts, petit_au_bout, poignee, chelem};
    CHECK(tutor_score(game, &o, values, recorded_start(&r), &value, NULL) == TUTOR_OK);
    return &r;
}

/* tutor_score's answer: won, needed, difference and hand_score, each unless ANY, and when
 * `seat_count` is not ANY, the seats' changes, that many. */
enum { ANY = RECORDED_NONE };
static void check_figures(const recorded *r, int won, int needed, int difference, int hand_score,
                          int seat_count, const int *seats) {
    const char *keys[4] = {"won", "needed", "difference", "hand_score"};
    int want[4] = {won, needed, difference, hand_score};
    for (int i = 0; i < 4; i++)
        if (want[i] != ANY) CHECK_INT(recorded_at(r, "%s", keys[i]), want[i]);
    if (seat_count != ANY) CHECK_INT(recorded_items(r, "seats"), seat_count);
    for (int s = 0; s < seat_count; s++) CHECK_INT(recorded_at(r, "seats.%d", s), seats[s]);
}

/* A hand with no score: the record says why, starting with `why`. */
static void check_no_hand(const tutor_hand *hand, const char *why) {
    const recorded *r = score_record(hand);
    const char *no_hand = recorded_word_at(r, "no_hand");
    CHECK(recorded_null_at(r, "score"));
    CHECK(no_hand && strncmp(no_hand, why, strlen(why)) == 0);
}

/* The taker's discard as `viewer` sees it: six cards, `shown` of them shown. */
static void check_discard(const tutor_hand *hand, int viewer, const char *shown) {
    const recorded *r = table(hand, viewer);
    CHECK_INT(recorded_at(r, "aside.discard.count"), 6);
    CHECK_INT(recorded_at(r, "aside.discard.shown"), tutor_set_size(set_of(shown)));
    CHECK(tutor_set_equal(recorded_set_at(r, "aside.discard.shown"), set_of(shown)));
}

/* The table's first poignée is `seat`'s, of that `size`, and its `cards` unless NULL. */
static void check_poignee(const tutor_hand *hand, int seat, const char *size, const char *cards) {
    const recorded *r = table(hand, TUTOR_NO_SEAT);
    int i = 0;
    while (i < recorded_items(r, "poignees") && recorded_at(r, "poignees.%d.seat", i) != seat) i++;
    CHECK_INT(recorded_at(r, "poignees.%d.seat", i), seat);
    CHECK_STR(recorded_word_at(r, "poignees.%d.poignee", i), size);
    if (cards) CHECK(tutor_set_equal(recorded_set_at(r, "poignees.%d.cards", i), set_of(cards)));
}

static void test_scoring(void) {
    enum { PETITE, GARDE, GARDE_SANS, NONE = -1, DEFENCE = 1, SINGLE = 0 };
    const recorded *r = figures_scored("4", PETITE, 94, 2, NONE, NONE, NONE);
    check_figures(r, 1, 41, 6, 31, 4, (int[]){93, -31, -31, -31});
    CHECK_INT(r->count, 8); /* nothing more */
    /* Trap: exactly the points needed wins. */
    check_figures(figures_scored("4", GARDE, 82, 2, NONE, NONE, NONE), 1, 41, 0, 50, ANY, NULL);
    /* Half a point: rounded up for a winning taker, down for a losing one. */
    check_figures(figures_scored("4", PETITE, 83, 2, NONE, NONE, NONE), 1, 41, 1, ANY, ANY, NULL);
    check_figures(figures_scored("4", PETITE, 81, 2, NONE, NONE, NONE), 0, 41, -1, -26, ANY, NULL);
    /* Petit au bout is multiplied; the poignée is not. */
    check_figures(figures_scored("4", GARDE, 94, 2, DEFENCE, SINGLE, NONE), ANY, ANY, ANY, 62, ANY,
                  NULL);
    check_figures(figures_scored("3", GARDE_SANS, 74, 3, NONE, NONE, NONE), ANY, ANY, ANY, 104, 3,
                  (int[]){208, -104, -104});
    /* With 5 players the seats depend on the partner: the answer gives none. */
    r = figures_scored("5", GARDE_SANS, 74, 3, NONE, NONE, NONE);
    check_figures(r, 1, 36, 1, 104, 0, NULL);
    CHECK_INT(r->count, 4); /* nothing more */
    /* Figures out of range are refused by tutor_score: contract, taker_points in halves,
     * bouts, then the words petit_au_bout, poignee, chelem. */
    tutor_options four;
    tutor_options_init(&four);
    CHECK(tutor_options_set(game, &four, "players", "4", NULL) == TUTOR_OK);
    tutor_error error;
    int value, bad[6] = {PETITE, 94, 4, NONE, NONE, NONE};
    CHECK(tutor_score(game, &four, bad, NULL, &value, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    CHECK_CONTAINS(error.message, "bouts");
    bad[2] = 2;
    bad[1] = 183;
    CHECK(tutor_score(game, &four, bad, NULL, &value, &error) == TUTOR_ERROR);
    CHECK_CONTAINS(error.message, "taker_points");
}

/* ---- scripted hands ---------------------------------------------------------------------- */

/* The score's figures; petit_au_bout and chelem as the record words them, NULL for none. */
typedef struct {
    int taker, partner, halves, bouts, needed, won, difference;
    const char *petit_au_bout;
    const char *chelem;
    const char *excuse; /* NULL: not given back; "": given back unpaid; else the card paid */
    const char *lines;  /* "item=points ..." */
    int hand_score;
    int seats[5];
} expected_score;

/* The score's word at `key` is `value`, or when it is NULL, the score has no `key`. */
static void check_member(const recorded *r, const char *key, const char *value) {
    char path[64];
    snprintf(path, sizeof path, "score.%s", key);
    if (value)
        CHECK_STR(recorded_word_at(r, "%s", path), value);
    else
        CHECK(recorded_find(r, path) < 0);
}

/* A card's code, as the tests write it. */
static const char *code_of(tutor_card card) {
    static char code[TUTOR_CODE_MAX];
    tutor_card_format(game, card, code);
    return code;
}

static void check_score(const scripted_hand *script, expected_score e, int line) {
    tutor_hand hand = dealt(script);
    play_script(&hand, script->actions, -1, line);
    CHECK_STR(tutor_hand_phase(&hand), "over");
    const tutor_trick *taken;
    tutor_trick current;
    int count = 0;
    tutor_hand_tricks(&hand, &taken, &count, &current);
    CHECK_INT(count, (int)strlen(script->winners));
    char winners[32] = "";
    for (int t = 0; t < count && t < 31; t++) winners[t] = (char)('0' + taken[t].winner);
    if (strcmp(winners, script->winners) != 0) fprintf(stderr, "line %d: winners\n", line);
    CHECK_STR(winners, script->winners);

    int failures = check_failures;
    const recorded *r = score_record(&hand);
    CHECK_INT(recorded_at(r, "score.taker"), e.taker);
    CHECK(recorded_word_at(r, "score.contract") != NULL);
    if (script->players == 5) {
        if (e.partner == TUTOR_NO_SEAT)
            CHECK(recorded_null_at(r, "score.partner"));
        else
            CHECK_INT(recorded_at(r, "score.partner"), e.partner);
    }
    CHECK(recorded_number_at(r, "score.taker_points") == e.halves / 2.0);
    CHECK_INT(recorded_at(r, "score.bouts"), e.bouts);
    CHECK_INT(recorded_at(r, "score.needed"), e.needed);
    CHECK_INT(recorded_at(r, "score.won"), e.won);
    CHECK_INT(recorded_at(r, "score.difference"), e.difference);
    check_member(r, "petit_au_bout", e.petit_au_bout);
    check_member(r, "chelem", e.chelem);
    if (e.excuse) {
        CHECK_INT(recorded_at(r, "score.excuse.returned"), 1);
        if (e.excuse[0])
            CHECK_STR(code_of((tutor_card)recorded_at(r, "score.excuse.paid_with")), e.excuse);
        else
            CHECK(recorded_null_at(r, "score.excuse.paid_with"));
    } else {
        CHECK(recorded_find(r, "score.excuse.returned") < 0);
    }
    /* hand_score, each seat's change (adding up to 0), and the lines, each with a sentence */
    CHECK_INT(recorded_at(r, "score.hand_score"), e.hand_score);
    CHECK_INT(recorded_items(r, "score.seats"), script->players);
    int balance = 0;
    for (int s = 0; s < script->players; s++) {
        CHECK_INT(recorded_at(r, "score.seats.%d", s), e.seats[s]);
        balance += e.seats[s];
    }
    CHECK_INT(balance, 0);
    char items[200];
    snprintf(items, sizeof items, "%s", e.lines);
    int listed = 0;
    for (char *item = strtok(items, " "); item; item = strtok(NULL, " "), listed++) {
        char *points = strchr(item, '=');
        *points++ = '\0';
        CHECK_STR(recorded_word_at(r, "score.lines.%d.item", listed), item);
        CHECK_INT(recorded_at(r, "score.lines.%d.points", listed), atoi(points));
        const char *text = recorded_word_at(r, "score.lines.%d.text", listed);
        CHECK(text && strlen(text) > 20);
    }
    CHECK_INT(recorded_items(r, "score.lines"), listed);
    /* The hand interface's score: the same lines, to the taker's seat, and seat changes. */
    tutor_hand_score scored;
    CHECK(tutor_hand_scored(&hand, &scored, NULL) == TUTOR_OK);
    CHECK_INT(scored.scored, 1);
    char lines[200] = "";
    int sum = 0;
    for (int i = 0; i < scored.line_count; i++) {
        size_t length = strlen(lines);
        snprintf(lines + length, sizeof lines - length, "%s%s=%d", i ? " " : "",
                 scored.lines[i].item, scored.lines[i].points);
        sum += scored.lines[i].points;
        CHECK_INT(scored.lines[i].seat, e.taker);
    }
    CHECK_STR(lines, e.lines);
    CHECK_INT(sum, e.hand_score);
    for (int s = 0; s < script->players; s++) CHECK_INT(scored.returns[s], e.seats[s]);
    if (check_failures != failures) fprintf(stderr, "line %d: the score above\n", line);
}
#define CHECK_SCORE(script, ...) check_score(&(script), (expected_score){__VA_ARGS__}, __LINE__)

/* 3 players, petite by seat 1, who shows a single poignée (13 trumps) before its first card.
 * Seat 2 plays the Excuse to the first trick, won by the taker: the defence keeps it and pays
 * with a half-point card. The 1 of trumps falls in the last trick, taken by the taker: petit au
 * bout. */
static const scripted_hand three_petite = {
    3,
    0,
    {"S1 S2 S4 S7 S8 C1 C6 C7 C9 CJ H3 H9 HN HQ HK D4 D8 DN DQ T1 T2 T4 T6 T8",
     "SN C3 CQ CK H1 H8 HJ D1 D5 D10 T5 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21",
     "S5 S9 S10 SJ SQ SK C2 C4 C8 C10 CN H4 H5 H6 H7 D2 D3 D6 D7 D9 DK T3 T7 FOOL"},
    "S3 S6 C5 H2 H10 DJ",
    "petite pass pass discard=S3,S6,SN,C3,C5,CQ "
    "poignee=T5,T9,T10,T11,T12,T13,T14,T15,T16,T17,T18,T19,T20 CK FOOL C1 H1 H4 H3 S5 S1 T5 "
    "H2 H5 H9 S2 T9 S9 H8 H6 HN S4 T10 S10 H10 H7 HQ S7 T11 SJ HJ T3 HK SQ S8 T12 D1 D2 D4 C6 "
    "T13 C2 D5 D3 D8 C7 T14 C4 D10 D6 DN C9 T15 C8 DJ D7 DQ CJ T16 C10 T17 T7 T2 T18 SK T4 "
    "T19 CN T6 T20 D9 T8 T21 DK T1 ",
    "121010101210101010111111",
};

/* 4 players, garde by seat 3 against a double poignée (13 trumps) from seat 2. The taker keeps
 * the Excuse to the last trick, where it goes to the trick's winners; the defence takes every
 * trick (a chelem by the defence) and the last with the 1 of trumps in it. */
static const scripted_hand four_garde = {
    4,
    1,
    {"S1 S5 S9 SQ C1 C2 C3 C10 H3 H7 H8 H10 HJ HQ D4 T2 T3 T7",
     "S3 S10 SJ CJ CN CQ H6 HN D1 D2 D3 D6 D7 D9 D10 DN DQ T6",
     "C6 T1 T4 T5 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21",
     "S4 S7 S8 SN SK C4 C5 C9 CK H1 H4 H5 H9 HK D5 DJ DK FOOL"},
    "S2 S6 C7 C8 H2 D8",
    "pass garde pass pass discard=S2,S4,S6,S7,S8,SN "
    "poignee=T9,T10,T11,T12,T13,T14,T15,T16,T17,T18,T19,T20,T21 C6 C4 C1 CJ S3 T4 SK S1 T5 C5 "
    "T7 T6 S5 S10 T8 C7 T9 C8 T2 SJ T10 C9 T3 CN T11 CK S9 CQ T12 H1 SQ H6 T13 H2 C2 HN T14 "
    "H4 C3 D1 T15 H5 C10 D2 T16 H9 H3 D3 T17 HK H7 D6 T18 D5 H8 D7 T19 D8 H10 D9 T20 DJ HJ "
    "D10 T21 DK HQ DN T1 FOOL D4 DQ ",
    "120222222222222222",
};

/* 4 players, garde sans le chien by seat 2, at the dealer's left, who announces a chelem on its
 * turn and leads: every trump from the 21 down, the 1 of trumps in the next-to-last trick and
 * the Excuse led to the last, which it wins. */
static const scripted_hand four_garde_sans_chelem = {
    4,
    1,
    {"S3 S4 S5 S6 S7 S10 SK C7 C10 CN CQ CK H5 H7 H10 HK DJ DK",
     "S2 S8 C1 C2 C4 H6 H8 H9 HJ D2 D3 D5 D7 D8 DQ T2 T3 T4",
     "T1 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 FOOL",
     "S1 S9 SN C3 C5 C6 C8 C9 CJ H1 H2 H3 H4 HN D1 D6 D10 T5"},
    "SJ SQ HQ D4 D9 DN",
    "garde-sans pass pass pass chelem T21 T5 S3 T2 T20 S1 S4 T3 T19 S9 S5 T4 T18 SN S6 S2 T17 "
    "C3 S7 S8 T16 C5 S10 C1 T15 C6 SK C2 T14 C8 C7 C4 T13 C9 C10 H6 T12 CJ CN H8 T11 H1 CQ H9 "
    "T10 H2 CK HJ T9 H3 H5 D2 T8 H4 H7 D3 T7 HN H10 D5 T6 D1 HK D7 T1 D6 DJ D8 FOOL D10 DK DQ ",
    "222222222222222222",
};

/* 4 players: petite, garde, pass, then garde contre le chien by seat 3, who plays the Excuse to
 * the first trick, won by the defence, and pays for it later from the tricks it wins. The chien
 * counts for the defence. */
static const scripted_hand four_garde_contre = {
    4,
    3,
    {"S6 S9 SK C6 C9 CN H3 H4 H5 H6 H10 D8 D9 DN T3 T6 T7 T10",
     "S5 S7 S10 C3 C5 C7 C8 CK H7 H8 HJ HN D4 D5 DQ DK T1 T11",
     "S1 S2 S3 S4 SJ SN SQ C1 C2 C4 CQ H2 HQ D2 D3 D6 T2 T5",
     "C10 H1 HK D10 T4 T8 T9 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 FOOL"},
    "S8 CJ H9 D1 D7 DJ",
    "petite garde pass garde-contre S6 S5 S1 FOOL S9 S7 S2 T4 C10 C6 C3 C1 H1 H3 H7 H2 S10 S3 "
    "T8 SK HK H4 H8 HQ D10 D8 D4 D2 T9 T10 T11 T2 C5 C2 T12 C9 T13 T3 T1 T5 T14 T6 C7 S4 T15 "
    "T7 C8 SJ T16 CN CK SN T17 H5 HJ SQ T18 H6 HN C4 T19 H10 D5 CQ T20 D9 DQ D3 T21 DN DK D6 ",
    "033133313333333333",
};

/* 5 players, petite by seat 1, who calls the King of Hearts: seat 3 holds it and is the
 * partner, and shows a single poignée (8 trumps). */
static const scripted_hand five_petite_partner = {
    5,
    4,
    {"S5 S8 C1 C4 C5 CN H2 H4 H5 H10 D2 D9 DN T1 T14",
     "S1 S2 S7 SK C2 H1 HN DJ DK T10 T18 T19 T20 T21 FOOL",
     "C8 C9 CJ H6 H8 H9 HJ D3 D4 D6 D7 D10 T11 T12 T16",
     "SN C3 HQ HK D1 D8 T2 T3 T4 T5 T6 T7 T8 T9 T17",
     "S3 S4 S6 S9 S10 SJ C6 C7 CQ CK H3 H7 D5 T13 T15"},
    "SQ C10 DQ",
    "pass petite pass pass pass discard=S1,S2,S7 call=HK S5 SQ T11 "
    "poignee=T2,T3,T4,T5,T6,T7,T8,T9 SN S3 C8 C3 C6 C1 C2 C9 T2 C7 C4 C10 HQ H3 H2 H1 H6 HK "
    "H7 H4 HN H8 D1 D5 D2 DJ D3 SK T12 T17 S4 S8 D8 T13 D9 DQ D4 S6 T1 T10 T16 T3 CJ T4 CQ C5 "
    "T18 DK D6 T5 T15 DN S9 T14 T19 H9 T6 T20 HJ T7 S10 CN T21 D7 T8 SJ H5 FOOL D10 T9 CK H10 ",
    "223331342141113",
};

/* 5 players, garde sans le chien by seat 0, who calls the King of Diamonds, which lies in the
 * chien: the taker plays alone and takes four shares. The taker leads the Excuse to the first
 * trick and pays for it from a trick won later. */
static const scripted_hand five_garde_sans_alone = {
    5,
    4,
    {"S6 H6 D8 D10 DN T4 T8 T11 T16 T17 T18 T19 T20 T21 FOOL",
     "S7 S9 SK C3 C5 C6 C9 H3 H5 H10 HN D7 D9 T6 T14",
     "S5 S10 C7 C8 CK H7 H8 HJ HK D4 T1 T3 T5 T10 T15",
     "S1 S2 S3 SJ SQ C1 C2 C4 C10 CN D3 D5 D6 T9 T12",
     "S4 S8 SN CJ CQ H2 H4 H9 HQ D1 D2 DJ DQ T2 T13"},
    "H1 DK T7",
    "garde-sans pass pass pass pass call=DK FOOL S7 S5 S1 S4 S9 S10 S2 S8 S6 C7 C1 CJ T4 C3 "
    "H6 H3 H7 T9 H2 S3 SN T8 SK T10 C8 C2 CQ T11 C5 D8 D7 D4 D3 D1 D10 D9 T1 D5 D2 CK C4 T2 "
    "T16 C6 DN T6 T15 D6 DJ H8 T12 H4 T17 H5 T18 T14 T3 SJ T13 T19 C9 T5 SQ H9 T20 H10 HJ C10 "
    "HQ T21 HN HK CN DQ ",
    "120320020200000",
};

/* 5 players, garde by seat 2, who holds the four Kings and so calls the Queen of Clubs, held by
 * seat 4; the garde is lost. */
static const scripted_hand five_garde_queen = {
    5,
    4,
    {"S2 S5 S6 S7 S8 C7 H3 H8 HN HQ D2 DJ T4 T10 T19",
     "SN SQ C8 C10 H6 H9 HJ D6 D9 DQ T1 T9 T11 T14 T18",
     "SJ SK CK H2 HK D1 D3 D4 D8 DK T2 T5 T8 T15 T21",
     "S3 C4 C5 C6 H5 H7 D5 T3 T6 T7 T13 T16 T17 T20 FOOL",
     "S1 S4 S9 S10 C1 C2 C3 C9 CQ H1 H4 H10 D10 DN T12"},
    "CJ CN D7",
    "pass pass garde pass pass discard=SJ,CJ,CN call=CQ S2 SN SK S3 S1 CK C4 C1 C7 C8 H2 H5 "
    "H1 H3 H6 SQ T2 T3 S4 S5 C5 C2 T4 C10 T5 HK H7 H4 H8 H9 D1 D5 D10 D2 D6 S9 S6 T1 T8 T13 "
    "C6 C3 T10 T11 T15 D3 T6 DN DJ D9 T7 T12 T19 T9 T21 D4 T16 S10 S7 DQ T17 C9 S8 T18 D7 HJ "
    "D8 T20 H10 HN FOOL CQ HQ T14 DK ",
    "221322432323131",
};

/* 3 players, garde by seat 2, who takes every trick without announcing a chelem: the Excuse led
 * to the last trick wins it, and the 1 of trumps in the next-to-last trick is au bout. */
static const scripted_hand three_garde_chelem = {
    3,
    0,
    {"S2 S3 S4 S6 S7 S10 SJ SN C1 C5 C6 C7 C9 C10 CN CQ H1 H7 HJ D1 D10 DJ DN DK",
     "S1 S5 S8 S9 SQ C2 C3 C4 C8 CJ H3 H4 H5 H6 H8 H9 H10 HN HQ HK D7 D8 D9 DQ",
     "SK H2 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 FOOL"},
    "CK D2 D3 D4 D5 D6",
    "pass garde pass discard=H2,D2,D3,D4,D5,D6 S1 SK S2 T21 S3 S5 T20 S4 S8 T19 S6 S9 T18 S7 "
    "SQ T17 S10 C2 T16 SJ C3 T15 SN C4 T14 C1 C8 T13 C5 CJ T12 C6 H3 T11 C7 H4 T10 C9 H5 T9 "
    "C10 H6 T8 CN H8 T7 CQ H9 T6 H1 H10 T5 H7 HN T4 HJ HQ T3 D1 HK T2 D10 D7 CK DJ D8 T1 DN "
    "D9 FOOL DK DQ ",
    "222222222222222222222222",
};

static void test_scripted_hands(void) {
    CHECK_SCORE(three_petite, 1, TUTOR_NO_SEAT, 115, 2, 41, 1, 17, "taker", NULL, "H1",
                "game=42 petit-au-bout=10 poignee=20", 72, {-72, 144, -72});
    CHECK_SCORE(four_garde, 3, TUTOR_NO_SEAT, 10, 0, 56, 0, -51, "defence", "defence-made", NULL,
                "game=-152 petit-au-bout=-20 poignee=-30 chelem=-200", -402,
                {402, 402, 402, -1206});
    CHECK_SCORE(four_garde_sans_chelem, 2, TUTOR_NO_SEAT, 182, 3, 36, 1, 55, "taker",
                "announced-made", NULL, "game=320 petit-au-bout=40 chelem=400", 760,
                {-760, -760, 2280, -760});
    CHECK_SCORE(four_garde_contre, 3, TUTOR_NO_SEAT, 160, 3, 36, 1, 44, NULL, NULL, "S2",
                "game=414", 414, {-414, -414, -414, 1242});
    CHECK_SCORE(five_petite_partner, 1, 3, 121, 2, 41, 1, 20, NULL, NULL, NULL,
                "game=45 poignee=20", 65, {-65, 130, -65, 65, -65});
    CHECK_SCORE(five_garde_sans_alone, 0, TUTOR_NO_SEAT, 126, 2, 41, 1, 22, NULL, NULL, "C1",
                "game=188", 188, {752, -188, -188, -188, -188});
    CHECK_SCORE(five_garde_queen, 2, 4, 82, 1, 51, 0, -10, NULL, NULL, NULL, "game=-70", -70,
                {70, 70, -140, 70, -70});
    CHECK_SCORE(three_garde_chelem, 2, TUTOR_NO_SEAT, 182, 3, 36, 1, 55, "taker", "made", NULL,
                "game=160 petit-au-bout=20 chelem=200", 380, {-380, -380, 760});
}

/* The same petite, with a chelem announced after the discard: the taker already leads, so the
 * play is unchanged, and the failed chelem costs 200. */
static void test_chelem_failed(void) {
    tutor_hand hand = dealt(&three_petite);
    PLAY(hand, three_petite.actions, 4);
    PLAY(hand, "chelem", -1);
    CHECK_INT(tutor_hand_turn(&hand), 1);
    PLAY(hand, strstr(three_petite.actions, "poignee="), -1);
    CHECK_STR(recorded_word_at(score_record(&hand), "score.chelem"), "announced-failed");
    CHECK_INT(recorded_at(score_record(&hand), "score.hand_score"), -128);
    tutor_hand_score r;
    CHECK(tutor_hand_scored(&hand, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.line_count, 4);
    CHECK_STR(r.lines[3].item, "chelem");
    CHECK_INT(r.lines[3].points, -200);
    CHECK_INT(r.lines[0].points + r.lines[1].points + r.lines[2].points - 200, 72 - 200);
    CHECK_INT(r.returns[1], 2 * (72 - 200));
}

static void test_auction(void) {
    tutor_hand hand = dealt(&four_garde); /* dealer 1: seat 2 bids first */
    CHECK_INT(tutor_hand_turn(&hand), 2);
    REFUSED(hand, "discard=S2,S4,S6,S7,S8,SN", TUTOR_OUT_OF_PHASE, "after the auction");
    REFUSED(hand, "call=HK", TUTOR_OUT_OF_PHASE, "Only with 5 players");
    REFUSED(hand, "chelem", TUTOR_OUT_OF_PHASE, "once the auction is over");
    REFUSED(hand, "poignee=T9,T10,T11,T12,T13,T14,T15,T16,T17,T18", TUTOR_OUT_OF_PHASE, NULL);
    REFUSED(hand, "C6", TUTOR_OUT_OF_PHASE, "once the auction is over");
    PLAY(hand, "garde", -1);
    CHECK_INT(recorded_at(table(&hand, TUTOR_NO_SEAT), "taker"), 2);
    CHECK_STR(recorded_word_at(table(&hand, TUTOR_NO_SEAT), "contract"), "garde");
    CHECK_INT(tutor_hand_turn(&hand), 3);
    REFUSED(hand, "petite", TUTOR_BAD_BID, "Garde was bid before");
    REFUSED(hand, "garde", TUTOR_BAD_BID, NULL);
    /* A bid beyond garde contre is no move of the game's. */
    tutor_hand before = hand;
    tutor_reason why;
    tutor_error error;
    CHECK(apply(&hand, TUTOR_MOVE_BID, 0, 4, &why, &error) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_REASON_NONE);
    CHECK_STR(error.code, "bad-field");
    CHECK(memcmp(&before, &hand, sizeof hand) == 0);
    PLAY(hand, "garde-sans pass pass", -1);
    CHECK_INT(recorded_at(table(&hand, TUTOR_NO_SEAT), "taker"), 3);
    CHECK_STR(recorded_word_at(table(&hand, TUTOR_NO_SEAT), "contract"), "garde-sans");
    /* Garde sans: nobody looks at the chien, and play begins from the dealer's left. */
    CHECK_STR(tutor_hand_phase(&hand), "playing");
    CHECK_INT(tutor_hand_turn(&hand), 2);
    CHECK(tutor_set_equal(tutor_hand_holding(&hand, 3), set_of(four_garde.hands[3])));
    REFUSED(hand, "pass", TUTOR_OUT_OF_PHASE, "The auction is over");
    REFUSED(hand, "discard=S2,S4,S6,S7,S8,SN", TUTOR_OUT_OF_PHASE, NULL);

    /* Every player passes: the hand is thrown in. */
    hand = dealt(&four_garde);
    PLAY(hand, "pass pass pass pass", -1);
    CHECK_STR(tutor_hand_phase(&hand), "over");
    CHECK(recorded_null_at(table(&hand, TUTOR_NO_SEAT), "taker"));
    CHECK_INT(tutor_hand_turn(&hand), TUTOR_NO_SEAT);
    REFUSED(hand, "C6", TUTOR_HAND_OVER, NULL);
    check_no_hand(&hand, "Every player passed");
}

static void test_discard(void) {
    tutor_hand hand = dealt(&four_garde);
    PLAY(hand, "pass garde pass pass", -1);
    CHECK_STR(tutor_hand_phase(&hand), "discarding");
    CHECK_INT(tutor_hand_turn(&hand), 3);
    CHECK_INT(tutor_set_size(tutor_hand_holding(&hand, 3)), 24);
    /* The discard is made a card at a time: five cards are not one yet. */
    tutor_hand five = hand;
    PLAY(five, "discard=S2,S4,S6,S7,S8", -1);
    CHECK_INT(tutor_hand_pending(&five, (tutor_move[TUTOR_MAX_PENDING]){{0}}), 5);
    CHECK(memcmp(five.state.bytes, hand.state.bytes, sizeof hand.state.bytes) == 0);
    REFUSED(five, "C6", TUTOR_OUT_OF_PHASE, "The discard under way is finished first");
    REFUSED(hand, "discard=S2,S4,S6,S7,S8,SK", TUTOR_BAD_DISCARD,
            "The King of Spades may not be discarded");
    REFUSED(hand, "discard=S2,S4,S6,S7,S8,FOOL", TUTOR_BAD_DISCARD,
            "The Excuse may not be discarded");
    REFUSED(hand, "discard=S2,S4,S6,S7,S8,S1", TUTOR_NOT_IN_HAND, "The Ace of Spades is not in");
    REFUSED(hand, "discard=S2,S4,S6,S7,S8,S2", TUTOR_BAD_DISCARD, "twice");
    REFUSED(hand, "S4", TUTOR_OUT_OF_PHASE, "discarded");
    /* A chelem may be announced while discarding: the taker then leads. */
    tutor_hand chelem = hand;
    PLAY(chelem, "chelem discard=S2,S4,S6,S7,S8,SN", -1);
    CHECK_INT(tutor_hand_turn(&chelem), 3);
    PLAY(hand, "discard=S2,S4,S6,S7,S8,SN", -1);
    CHECK_STR(tutor_hand_phase(&hand), "playing");
    check_discard(&hand, 0, "");
    REFUSED(hand, "discard=S2,S4,S6,S7,S8,SN", TUTOR_OUT_OF_PHASE, "once");

    /* Too few cards other than trumps, Kings and the Excuse: trumps go down, shown, but never
     * the 1 or the 21, nor a King, and only once every other card has gone. */
    const char *given[4] = {"T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 FOOL"};
    tutor_deal deal = fill_deal(4, given, "SK CK HK DK S2 S3");
    hand = start(4, &deal, 3);
    PLAY(hand, "garde pass pass pass", -1);
    CHECK(tutor_set_equal(legal_cards(&hand, TUTOR_MOVE_DISCARD),
                          set_of("S2 S3 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17")));
    REFUSED(hand, "discard=S2,S3,T1,T2,T3,T4", TUTOR_BAD_DISCARD, "The 1 of trumps may not");
    REFUSED(hand, "discard=S2,S3,HK,T2,T3,T4", TUTOR_BAD_DISCARD, "The King of Hearts");
    REFUSED(hand, "discard=S2,T6,T2,T3,T4,T5", TUTOR_BAD_DISCARD,
            "The 6 of trumps may not be discarded while you keep the 3 of Spades");
    PLAY(hand, "discard=S2,S3,T2,T3,T4,T5", -1);
    check_discard(&hand, 1, "T2 T3 T4 T5");
    CHECK(
        tutor_set_equal(tutor_hand_holding(&hand, 0),
                        set_of("SK CK HK DK T1 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 FOOL")));
}

static void test_call(void) {
    tutor_hand hand = dealt(&five_garde_queen);
    PLAY(hand, "pass pass garde pass pass discard=SJ,CJ,CN", -1);
    CHECK_STR(tutor_hand_phase(&hand), "calling");
    CHECK_INT(tutor_hand_turn(&hand), 2);
    REFUSED(hand, "call=T21", TUTOR_BAD_CALL, "The 21 of trumps cannot be called");
    REFUSED(hand, "call=C10", TUTOR_BAD_CALL, "cannot be called");
    REFUSED(hand, "call=CN", TUTOR_BAD_CALL, "the Queen of Spades is not in your hand");
    REFUSED(hand, "S2", TUTOR_OUT_OF_PHASE, "called a King");
    /* A King of the taker's own: the taker plays alone. */
    tutor_hand alone = hand;
    PLAY(alone, "call=SK", -1);
    CHECK(recorded_null_at(table(&alone, TUTOR_NO_SEAT), "partner"));
    CHECK_STR(tutor_hand_phase(&alone), "playing");
    PLAY(hand, "call=CQ", -1);
    CHECK_INT(partner_told(&hand, TUTOR_NO_SEAT), 4);
    REFUSED(hand, "call=CQ", TUTOR_OUT_OF_PHASE, "once");

    /* A Queen is for a taker who holds the four Kings; seat 1 does not. */
    hand = dealt(&five_petite_partner);
    PLAY(hand, "pass petite pass pass pass discard=S1,S2,S7", -1);
    REFUSED(hand, "call=HQ", TUTOR_BAD_CALL,
            "The Queen of Hearts may be called only by a taker who holds every card of each "
            "rank above it, and the King of Clubs is not in your hand.");
    /* The partner is known once the called King is played, not before. */
    PLAY(hand, "call=HK", -1);
    CHECK_INT(partner_told(&hand, TUTOR_NO_SEAT), 3);
    const char *played = strstr(five_petite_partner.actions, " HK ");
    CHECK(played != NULL);
    char before_king[400];
    snprintf(before_king, sizeof before_king, "%.*s",
             (int)(played - strstr(five_petite_partner.actions, "S5 ")),
             strstr(five_petite_partner.actions, "S5 "));
    PLAY(hand, before_king, -1);
    CHECK_INT(partner_told(&hand, 0), -1);
    CHECK_INT(partner_told(&hand, 3), 3); /* the partner knows */
    PLAY(hand, "HK", -1);
    CHECK_INT(partner_told(&hand, 0), 3);
}

static void test_poignee(void) {
    tutor_hand hand = dealt(&three_petite);
    PLAY(hand, three_petite.actions, 4); /* the auction and the discard; seat 1 leads */
    REFUSED(hand, "poignee=T9,T10,T11,T12,T13,T14,T15,T16,T17,T18,T19,T20", TUTOR_BAD_POIGNEE,
            "A single poignée with 3 players shows at least 13 trumps; 12 were shown.");
    REFUSED(hand, "poignee=T9,T10,T11,T12,T13,T14,T15,T16,T17,T18,T19,T20,CK", TUTOR_BAD_POIGNEE,
            "The King of Clubs is not a trump");
    REFUSED(hand, "poignee=T1,T10,T11,T12,T13,T14,T15,T16,T17,T18,T19,T20,T21", TUTOR_NOT_IN_HAND,
            "The 1 of trumps is not in the hand");
    REFUSED(hand, "poignee=T9,T9,T11,T12,T13,T14,T15,T16,T17,T18,T19,T20,T21", TUTOR_BAD_POIGNEE,
            "twice");
    PLAY(hand, "poignee=T9,T10,T11,T12,T13,T14,T15,T16,T17,T18,T19,T20,T21,T5", -1);
    check_poignee(&hand, 1, "single", "T5 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21");
    REFUSED(hand, "poignee=T9,T10,T11,T12,T13,T14,T15,T16,T17,T18,T19,T20,T21", TUTOR_BAD_POIGNEE,
            "already");
    PLAY(hand, "CK", -1);
    /* Seat 2 has not played yet: it may still show one (it holds too few trumps). */
    REFUSED(hand, "poignee=T3,T7", TUTOR_BAD_POIGNEE, "at least 13");
    PLAY(hand, "FOOL C1", -1);
    REFUSED(hand, "poignee=T1,T2,T4,T6,T8", TUTOR_OUT_OF_PHASE, "first trick");

    /* The Excuse stands in for a trump only when no trump is held back. */
    const char *twelve[3] = {NULL, "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 FOOL "
                                   "H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ"};
    tutor_deal deal = fill_deal(3, twelve, NULL);
    hand = start(3, &deal, 0);
    PLAY(hand, "pass pass petite discard=S1,S2,S3,S4,S5,S6", -1); /* the taker is seat 0 */
    CHECK_INT(tutor_hand_turn(&hand), 1);
    PLAY(hand, "poignee=T2,T3,T4,T5,T6,T7,T8,T9,T10,T11,T12,T13,FOOL", -1);
    check_poignee(&hand, 1, "single", NULL);
    const char *thirteen[3] = {NULL, "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 FOOL "
                                     "H1 H2 H3 H4 H5 H6 H7 H8 H9 H10"};
    deal = fill_deal(3, thirteen, NULL);
    hand = start(3, &deal, 0);
    PLAY(hand, "pass pass petite discard=S1,S2,S3,S4,S5,S6", -1);
    REFUSED(hand, "poignee=T2,T3,T4,T5,T6,T7,T8,T9,T10,T11,T12,T13,FOOL", TUTOR_BAD_POIGNEE,
            "The Excuse may stand in for a trump in a poignée only when every trump held is "
            "shown, and you also hold the 14 of trumps.");
}

static void test_chelem(void) {
    /* Dealt by seat 0, the taker is not the first to play: the chelem waits for its turn. */
    scripted_hand dealer_0 = four_garde_sans_chelem;
    dealer_0.dealer = 0;
    tutor_hand hand = dealt(&dealer_0);
    PLAY(hand, "pass garde-sans pass pass", -1);
    CHECK_INT(tutor_hand_turn(&hand), 1);
    REFUSED(hand, "chelem", TUTOR_BAD_DECLARATION, "Only the taker announces a chelem");
    hand = dealt(&four_garde_sans_chelem);
    PLAY(hand, "garde-sans pass pass pass", -1);
    CHECK_INT(tutor_hand_turn(&hand), 2);
    PLAY(hand, "chelem", -1);
    CHECK_INT(tutor_hand_turn(&hand), 2); /* the taker leads */
    REFUSED(hand, "chelem", TUTOR_BAD_DECLARATION, "already");
    PLAY(hand, "T21", -1);
    REFUSED(hand, "chelem", TUTOR_OUT_OF_PHASE, "before the first card");
    /* The Excuse's trick: its sentence says why it wins. */
    hand = dealt(&four_garde_sans_chelem);
    PLAY(hand, four_garde_sans_chelem.actions, -1);
    const tutor_trick *taken, *last;
    tutor_trick current;
    int count;
    CHECK(tutor_hand_tricks(&hand, &taken, &count, &current) && count == 18);
    last = &taken[17];
    CHECK_INT(last->why.code, TUTOR_WINS_EXCUSE_LED_LAST);
    CHECK_STR(tutor_reason_name(last->why.code), "excuse-led-last");
    CHECK_CONTAINS(sentence(tutor_hand_options(&hand), &last->why),
                   "The Excuse wins: it was led to the last trick by a side that had won every "
                   "trick before it");
}

static void test_play(void) {
    tutor_hand hand = dealt(&four_garde);
    PLAY(hand, "pass garde pass pass discard=S2,S4,S6,S7,S8,SN", -1);
    CHECK_INT(tutor_hand_turn(&hand), 2); /* the dealer's left leads */
    REFUSED(hand, "S1", TUTOR_NOT_IN_HAND, "The Ace of Spades is not in the hand");
    PLAY(hand, "C6", -1);
    REFUSED(hand, "H1", TUTOR_MUST_FOLLOW, "you must follow Clubs");
    PLAY(hand, "C4 C1 CJ S3 T4 SK S1 T5 C5", -1);
    REFUSED(hand, "T2", TUTOR_MUST_OVERTRUMP, "you must play a trump higher than the 5 of trumps");
    REFUSED(hand, "S5", TUTOR_MUST_FOLLOW, NULL);
    hand = dealt(&four_garde);
    PLAY(hand, four_garde.actions, -1);
    REFUSED(hand, "D4", TUTOR_HAND_OVER, "Every trick has been played");
}

static void test_cancel(void) {
    /* Seat 2 holds the 1 of trumps alone: it may cancel the hand before the first bid, on its
     * turn (dealt by seat 1, it bids first; dealt by seat 0, not yet). */
    const char *petit_sec[4] = {NULL, NULL,
                                "T1 S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 SJ SN SQ SK C1 C2 C3"};
    tutor_deal deal = fill_deal(4, petit_sec, NULL);
    tutor_hand hand = start(4, &deal, 0);
    REFUSED(hand, "cancel", TUTOR_BAD_DECLARATION, "on their turn before the first bid");
    hand = start(4, &deal, 1);
    tutor_hand later = hand;
    PLAY(hand, "cancel", -1);
    CHECK_STR(tutor_hand_phase(&hand), "over");
    CHECK_INT(recorded_at(table(&hand, TUTOR_NO_SEAT), "cancelled_by"), 2);
    check_no_hand(&hand, "");
    REFUSED(hand, "pass", TUTOR_OUT_OF_PHASE, NULL);
    PLAY(later, "pass", -1);
    REFUSED(later, "cancel", TUTOR_OUT_OF_PHASE, "before the first bid");
    /* With the Excuse beside it, the 1 is not alone. */
    const char *with_excuse[4] = {NULL, NULL,
                                  "T1 FOOL S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 SJ SN SQ SK C1 C2"};
    deal = fill_deal(4, with_excuse, NULL);
    hand = start(4, &deal, 0);
    REFUSED(hand, "cancel", TUTOR_BAD_DECLARATION, "nobody does");
}

static void test_bad_deals(void) {
    tutor_deal deal = fill_deal(4, (const char *const[4]){NULL}, NULL);
    tutor_hand hand;
    tutor_error error;
    CHECK(begin(&hand, 4, &deal, 4, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    tutor_deal short_hand = deal;
    short_hand.hands[1] = tutor_set_remove(short_hand.hands[1], tutor_set_first(deal.hands[1]));
    CHECK(begin(&hand, 4, &short_hand, 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    CHECK_CONTAINS(error.message, "seat 1 holds 17");
    tutor_deal twice = deal;
    twice.rest = tutor_set_add(tutor_set_remove(twice.rest, tutor_set_first(deal.rest)),
                               tutor_set_first(deal.hands[0]));
    CHECK(begin(&hand, 4, &twice, 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "duplicate-card");
    CHECK(begin(&hand, 5, &deal, 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
}

int main(void) {
    game = tutor_game_find("french-tarot");
    test_scoring();
    test_scripted_hands();
    test_chelem_failed();
    test_auction();
    test_discard();
    test_call();
    test_poignee();
    test_chelem();
    test_play();
    test_cancel();
    test_bad_deals();
    return check_summary("test_french_tarot_hand");
}
