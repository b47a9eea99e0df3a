/*
 * Texas 42 trick play, written with tile codes: the seed's rules, the traps other 42 engines
 * fell into, and the sentences that explain them.
 */
#include <string.h>

#include "check.h"
#include "tutor.h"
#include "texas_42.h"

static const tutor_game *game;

static tutor_options options_of(const char *trump, const char *contract, const char *doubles) {
    tutor_options o;
    tutor_options_init(&o);
    if (trump) CHECK(tutor_options_set(game, &o, "trump", trump, NULL) == TUTOR_OK);
    if (contract) CHECK(tutor_options_set(game, &o, "contract", contract, NULL) == TUTOR_OK);
    if (doubles) CHECK(tutor_options_set(game, &o, "doubles", doubles, NULL) == TUTOR_OK);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_PLAY, NULL) == TUTOR_OK);
    return o;
}

static tutor_card tile(const char *code) {
    tutor_card t = 0;
    CHECK(tutor_card_parse(game, code, &t, NULL) == TUTOR_OK);
    return t;
}

/* Parses a space-separated list of codes into cards; returns how many. */
static int tiles(const char *list, tutor_card *out) {
    int n = 0;
    char code[8];
    while (*list) {
        int len = 0;
        while (*list == ' ') list++;
        while (*list && *list != ' ' && len < 7) code[len++] = *list++;
        code[len] = '\0';
        if (len) out[n++] = tile(code);
    }
    return n;
}

static tutor_set set_of(const char *list) {
    tutor_card cards[28];
    int n = tiles(list, cards);
    tutor_set s = tutor_set_empty();
    for (int i = 0; i < n; i++) s = tutor_set_add(s, cards[i]);
    return s;
}

/* Checks that exactly `expected` of `hand` may be played to `trick`, and that every refused
 * tile gets the expected reason. */
static void check_legal(const tutor_options *o, const char *trick, const char *hand,
                        const char *expected, tutor_reason_code refused_reason, int line) {
    tutor_card cards[8];
    int n = tiles(trick, cards);
    tutor_set h = set_of(hand);
    tutor_set legal = tutor_legal(game, o, cards, n, h);
    if (!tutor_set_equal(legal, set_of(expected)))
        fprintf(stderr, "line %d: trick [%s], hand [%s]: legal differs from [%s]\n", line, trick,
                hand, expected);
    CHECK(tutor_set_equal(legal, set_of(expected)));
    tutor_card c;
    TUTOR_SET_FOREACH(c, tutor_set_minus(h, legal)) {
        tutor_reason why = tutor_refusal(game, o, cards, n, h, c);
        CHECK_INT(why.code, refused_reason);
        CHECK(why.has_witness && tutor_set_has(legal, why.witness));
    }
}
#define LEGAL(o, trick, hand, expected) check_legal(&(o), trick, hand, expected, TUTOR_MUST_FOLLOW, __LINE__)

static int winner_of(const tutor_options *o, const char *trick, tutor_reason *why) {
    tutor_card cards[8];
    int n = tiles(trick, cards);
    CHECK_INT(n, tutor_trick_size(game, o));
    return tutor_winner(game, o, cards, n, why);
}

static void explain_refusal(const tutor_options *o, const char *trick, const char *hand,
                            const char *card, char *buf, size_t size) {
    tutor_card cards[8];
    int n = tiles(trick, cards);
    tutor_reason why = tutor_refusal(game, o, cards, n, set_of(hand), tile(card));
    tutor_explain(game, o, &why, buf, size);
}

static void test_tiles(void) {
    char code[TUTOR_CODE_MAX];
    tutor_card t;
    CHECK(tutor_card_parse(game, "4-6", &t, NULL) == TUTOR_OK);
    tutor_card_format(game, t, code);
    CHECK_STR(code, "6-4"); /* either order in, larger end first out */
    tutor_error error;
    CHECK(tutor_card_parse(game, "7-1", &t, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "unknown-card");
    CHECK(tutor_card_parse(game, "6-", &t, &error) == TUTOR_ERROR);
    CHECK(tutor_card_parse(game, "HK", &t, &error) == TUTOR_ERROR);
    /* The 28 tiles have 28 distinct codes that parse back to themselves. */
    tutor_set all = tutor_set_empty();
    for (tutor_card i = 0; i < 28; i++) {
        tutor_card back;
        tutor_card_format(game, i, code);
        CHECK(tutor_card_parse(game, code, &back, NULL) == TUTOR_OK && back == i);
        all = tutor_set_add(all, back);
    }
    CHECK_INT(tutor_set_size(all), 28);
}

static void test_following(void) {
    tutor_options fours = options_of("4", "normal", NULL);
    /* A led non-trump tile belongs to its higher end; a trump tile only to trumps. */
    LEGAL(fours, "6-1", "6-4 6-2 3-3", "6-2");
    LEGAL(fours, "6-1", "6-4 1-1 3-3", "6-4 1-1 3-3");
    LEGAL(fours, "4-2", "4-4 2-2 6-5", "4-4");
    /* Trap: fours trump, blanks led: 4-0 is a trump and does not follow blanks. */
    LEGAL(fours, "0-0", "4-0 3-1 6-5", "4-0 3-1 6-5");
    LEGAL(fours, "0-0", "4-0 2-0", "2-0");
    /* Trap: ones trump, 2-0 led: 4-2 is a two and must follow. */
    tutor_options ones = options_of("1", "normal", NULL);
    LEGAL(ones, "2-0", "4-2 6-5 1-0", "4-2");
    /* The seed's example: twos trump, 4-6 led, holding 3-6 and 2-6: 3-6 must follow. */
    tutor_options twos = options_of("2", "normal", NULL);
    LEGAL(twos, "6-4", "6-3 6-2 5-5", "6-3");
    /* Leading: anything. */
    LEGAL(twos, "", "6-3 6-2 5-5", "6-3 6-2 5-5");
}

static void test_follow_me_and_doubles(void) {
    tutor_options follow_high = options_of("none", "normal", "high");
    LEGAL(follow_high, "5-1", "5-5 1-1 6-0", "5-5");
    LEGAL(follow_high, "5-5", "5-2 2-2", "5-2");
    tutor_options doubles_trump = options_of("doubles", "normal", NULL);
    /* Doubles trump: a led double must be followed by a double. */
    LEGAL(doubles_trump, "1-1", "4-4 1-0", "4-4");
    /* Trap: doubles trump, 6-3 led: 6-6 is not a six. */
    LEGAL(doubles_trump, "6-3", "6-6 2-1", "6-6 2-1");
    LEGAL(doubles_trump, "6-3", "6-6 6-1", "6-1");
    CHECK_INT(winner_of(&doubles_trump, "6-3 6-5 6-6 6-4", NULL), 2);
}

static void test_nello(void) {
    tutor_options nello = options_of("none", "nello", NULL); /* doubles separate by default */
    CHECK_INT(tutor_trick_size(game, &nello), 3);
    LEGAL(nello, "5-2", "5-5 2-2 4-3", "5-5 2-2 4-3");
    /* Trap: a double never follows a numbered suit. */
    LEGAL(nello, "5-2", "5-5 5-0 4-3", "5-0");
    LEGAL(nello, "1-1", "4-4 3-1", "4-4");
    /* Trap: doubles led, 6-6 high: 5-5 beats 0-0. */
    CHECK_INT(winner_of(&nello, "0-0 5-5 3-1", NULL), 1);
    CHECK_INT(winner_of(&nello, "1-1 4-4 3-1", NULL), 1);
    tutor_options inverted = options_of("none", "nello", "separate-inverted");
    CHECK_INT(winner_of(&inverted, "0-0 5-5 3-1", NULL), 0);
    tutor_options nello_high = options_of("none", "nello", "high");
    LEGAL(nello_high, "5-2", "5-5 2-2 4-3", "5-5");
    CHECK_INT(winner_of(&nello_high, "5-2 5-5 5-0", NULL), 1);
    tutor_options nello_low = options_of("none", "nello", "low");
    CHECK_INT(winner_of(&nello_low, "5-2 5-5 5-0", NULL), 0);
    /* Nello and Sevens have no trumps, and doubles rank by choice only without trumps: an
     * option the contract would ignore is refused, never silently dropped. */
    const char *const ignored[][3] = {{"4", "nello", NULL},   {"doubles", "sevens", NULL},
                                      {"4", NULL, "low"},     {"doubles", NULL, "separate"},
                                      {"none", "sevens", "low"}};
    for (size_t i = 0; i < sizeof ignored / sizeof ignored[0]; i++) {
        tutor_options o;
        tutor_error error;
        tutor_options_init(&o);
        CHECK(tutor_options_set(game, &o, "trump", ignored[i][0], NULL) == TUTOR_OK);
        if (ignored[i][1]) CHECK(tutor_options_set(game, &o, "contract", ignored[i][1], NULL) == TUTOR_OK);
        if (ignored[i][2]) CHECK(tutor_options_set(game, &o, "doubles", ignored[i][2], NULL) == TUTOR_OK);
        CHECK(tutor_options_complete(game, &o, TUTOR_FOR_PLAY, &error) == TUTOR_ERROR);
        CHECK(strcmp(error.code, "bad-option") == 0);
    }
}

static void test_winners(void) {
    tutor_options fours = options_of("4", "normal", NULL);
    tutor_reason why;
    CHECK_INT(winner_of(&fours, "6-1 6-5 4-0 6-6", &why), 2);
    CHECK_INT(why.code, TUTOR_WINS_HIGHEST_TRUMP);
    CHECK_INT(winner_of(&fours, "6-1 6-5 3-3 6-6", &why), 3);
    CHECK_INT(why.code, TUTOR_WINS_HIGHEST_OF_SUIT_LED);
    /* Within trumps the double is highest, then by the other end. */
    CHECK_INT(winner_of(&fours, "4-1 4-6 4-4 4-5", NULL), 2);
    CHECK_INT(winner_of(&fours, "4-1 4-6 3-3 4-5", NULL), 1);
    /* The seed's example: threes trump, 0-6 led is a six; 1-6 beats it; 0-3 trumps both. */
    tutor_options threes = options_of("3", "normal", NULL);
    CHECK_INT(winner_of(&threes, "6-0 6-1 5-5 2-2", NULL), 1);
    CHECK_INT(winner_of(&threes, "6-0 6-1 3-0 2-2", NULL), 2);
    /* A tile off the suit led never wins without trumps. */
    CHECK_INT(winner_of(&threes, "2-1 6-6 5-5 4-4", NULL), 0);
    tutor_options low = options_of("none", "normal", "low");
    CHECK_INT(winner_of(&low, "2-1 2-2 2-0 1-1", NULL), 0);
    tutor_options high = options_of("none", "normal", "high");
    CHECK_INT(winner_of(&high, "2-1 2-2 2-0 1-1", NULL), 1);
}

static void test_sevens(void) {
    tutor_options sevens = options_of(NULL, "sevens", NULL);
    tutor_reason why;
    CHECK_INT(winner_of(&sevens, "5-5 3-3 5-2 4-4", &why), 2);
    CHECK_INT(why.code, TUTOR_WINS_NEAREST_SEVEN);
    CHECK_INT(winner_of(&sevens, "4-2 5-3 6-0 1-0", NULL), 0); /* 6 and 8 tie: first played */
    CHECK_INT(winner_of(&sevens, "1-0 4-2 4-3 5-2", NULL), 2); /* 4-3 and 5-2 tie at 7 */
    check_legal(&sevens, "5-5", "6-1 4-4 3-1", "6-1", TUTOR_MUST_PLAY_NEAREST_SEVEN, __LINE__);
    check_legal(&sevens, "", "6-2 4-4 3-1 4-1", "6-2 4-4", TUTOR_MUST_PLAY_NEAREST_SEVEN,
                __LINE__);
}

static void test_counting(void) {
    tutor_options normal = options_of("4", NULL, NULL);
    tutor_card cards[28];
    tutor_count_result r;
    int n = tiles("6-4 3-2 1-1 0-0", cards);
    CHECK(tutor_count(game, &normal, cards, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 16);
    /* The whole set: 35 in count tiles plus 7 tricks. */
    for (int i = 0; i < 28; i++) cards[i] = (tutor_card)i;
    CHECK(tutor_count(game, &normal, cards, 28, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 42);
    tutor_error error;
    CHECK(tutor_count(game, &normal, cards, 5, &r, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
}

static void test_options(void) {
    tutor_options o;
    tutor_error error;
    tutor_options_init(&o);
    CHECK(tutor_options_set(game, &o, "trump", "7", &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-option");
    CHECK_CONTAINS(error.message, "\"doubles\"");
    CHECK(tutor_options_set(game, &o, "colour", "red", &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "unknown-option");
    /* Trump is required for play in a normal contract, not for counting. */
    tutor_options_init(&o);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_PLAY, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "missing-option");
    tutor_options_init(&o);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_COUNTING, &error) == TUTOR_OK);
}

static void test_sentences(void) {
    char text[400];
    tutor_options threes = options_of("3", "normal", NULL);
    explain_refusal(&threes, "6-0", "6-3 6-2 5-5", "5-5", text, sizeof text);
    CHECK_CONTAINS(text, "6-0 was led, so sixes were led (a led tile belongs to its higher end)");
    CHECK_CONTAINS(text, "You hold 6-2, a six, so you must follow sixes and may not play 5-5");
    tutor_options fours = options_of("4", "normal", NULL);
    explain_refusal(&fours, "6-1", "6-4 6-2 3-3", "6-4", text, sizeof text);
    CHECK_CONTAINS(text, "6-4 is a trump, not one of the sixes");
    explain_refusal(&fours, "4-2", "4-4 2-2 6-5", "2-2", text, sizeof text);
    CHECK_CONTAINS(text, "fours are trumps, so trumps were led");
    tutor_options nello = options_of("none", "nello", NULL);
    explain_refusal(&nello, "5-2", "5-5 5-0 4-3", "5-5", text, sizeof text);
    CHECK_CONTAINS(text, "5-5 is a double, not one of the fives");
    tutor_reason why;
    winner_of(&fours, "6-1 6-5 4-0 6-6", &why);
    tutor_explain(game, &fours, &why, text, sizeof text);
    CHECK_CONTAINS(text, "4-0 wins");
    CHECK_CONTAINS(text, "highest trump");
    tutor_options sevens = options_of(NULL, "sevens", NULL);
    winner_of(&sevens, "5-5 3-3 5-2 4-4", &why);
    tutor_explain(game, &sevens, &why, text, sizeof text);
    CHECK_CONTAINS(text, "5-2 wins: its pips total 7");
    /* A short buffer is cut, never overrun. */
    char tiny[12];
    size_t length = tutor_explain(game, &sevens, &why, tiny, sizeof tiny);
    CHECK_INT(length, 11);
    CHECK_INT(tiny[11], '\0');
}

static void test_score(void) {
    tutor_options normal = options_of("4", "normal", NULL);
    tutor_42_bid b34 = {34, 0}, marks2 = {0, 2};
    tutor_42_score s = tutor_42_score_hand(&normal, b34, 34);
    CHECK(s.made && s.marks == 1);
    s = tutor_42_score_hand(&normal, b34, 33);
    CHECK(!s.made && s.marks == 1);
    s = tutor_42_score_hand(&normal, marks2, 41);
    CHECK(!s.made && s.marks == 2);
    tutor_options nello = options_of(NULL, "nello", NULL);
    tutor_42_bid nello1 = {0, 1};
    s = tutor_42_score_hand(&nello, nello1, 0);
    CHECK(s.made && s.marks == 1);
    /* Figures out of range are refused by tutor_score: the bid (a bid in marks as minus its
     * marks), then bidder_count. */
    tutor_error error;
    int value, bad[2] = {29, 30};
    CHECK(tutor_score(game, &normal, bad, NULL, &value, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    CHECK_CONTAINS(error.message, "30 to 42 points, or {\"marks\": n}");
    bad[0] = -43;
    CHECK(tutor_score(game, &normal, bad, NULL, &value, &error) == TUTOR_ERROR);
    bad[0] = -2;
    bad[1] = 43;
    CHECK(tutor_score(game, &normal, bad, NULL, &value, &error) == TUTOR_ERROR);
    CHECK_CONTAINS(error.message, "bidder_count");
}

/* The seed's worked hand: "Trying for a bid of 30, declaring ones as trump ... won by 1-2 (11),
 * won by 1-3 (6), won by 1-6 (1), won by 1-1 (6), won by 3-6 (1), won by 1-5 (6). Our final
 * score is 31, so we made the bid and gain 1 mark." The seed shows the tricks only as
 * pictures; these six are tricks its leaders win with the points it gives each. */
static void test_seed_hand(void) {
    tutor_options ones = options_of("1", "normal", NULL);
    static const struct {
        const char *trick;
        int points;
    } won[] = {
        {"1-2 5-5 6-6 0-0", 11}, {"1-3 5-0 6-5 2-2", 6}, {"1-6 3-3 4-4 5-2", 1},
        {"1-1 4-1 2-0 6-2", 6},  {"3-6 6-0 4-0 3-0", 1}, {"1-5 3-2 5-3 4-2", 6},
    };
    tutor_card pile[24];
    int n = 0, sum = 0;
    for (size_t i = 0; i < sizeof won / sizeof won[0]; i++) {
        tutor_card trick[4];
        CHECK_INT(tiles(won[i].trick, trick), 4);
        CHECK_INT(winner_of(&ones, won[i].trick, NULL), 0);
        tutor_count_result r;
        CHECK(tutor_count(game, &ones, trick, 4, &r, NULL) == TUTOR_OK);
        CHECK_INT(r.points, won[i].points);
        for (int t = 0; t < 4; t++) pile[n++] = trick[t];
        sum += won[i].points;
    }
    tutor_count_result total;
    CHECK(tutor_count(game, &ones, pile, n, &total, NULL) == TUTOR_OK);
    CHECK_INT(total.points, 31);
    CHECK_INT(sum, 31);
    tutor_42_bid thirty = {30, 0};
    tutor_42_score s = tutor_42_score_hand(&ones, thirty, total.points);
    CHECK(s.made && s.marks == 1);
}

int main(void) {
    game = tutor_game_find("texas-42");
    CHECK(game != NULL);
    if (!game) return check_summary("test_texas_42");
    test_tiles();
    test_following();
    test_follow_me_and_doubles();
    test_nello();
    test_winners();
    test_sevens();
    test_counting();
    test_options();
    test_sentences();
    test_score();
    test_seed_hand();
    return check_summary("test_texas_42");
}
