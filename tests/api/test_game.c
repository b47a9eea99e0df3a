/*
 * The `game` request: for each of the seven games a whole game played to its end through the
 * request itself, each hand seeded and each action a legal one drawn from a fixed seed. At
 * every answer: each hand dealt by the seat the seeds say, the running totals equal to the sum
 * of the hands' lines, each hand's lines agreeing with its own score, and `over` true exactly
 * when the game's end is reached (7 marks, 800 points, the fifth letter of BURRO, four hands,
 * the deals agreed). Then: a hand after the end refused by its index, an illegal action named
 * by its hand and index, a hand after an unfinished one refused, and bad requests refused by
 * name. The core's whole games (tutor_match) are also asked directly about what the request
 * never sends them, with hands played through tutor_hand.
 */
#include <stdint.h>
#include <stdlib.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "check.h"
#include "tutor.h"

enum { MOST_STEPS = 4000 };

static cJSON *ask_json(const cJSON *request) {
    char *line = cJSON_PrintUnformatted(request);
    char *text = tutor_api_handle(line, strlen(line));
    free(line);
    cJSON *response = cJSON_Parse(text);
    if (!response) fprintf(stderr, "not JSON: %s\n", text);
    CHECK(response != NULL);
    free(text);
    return response;
}

static cJSON *ask_text(const char *request) {
    cJSON *parsed = cJSON_Parse(request);
    cJSON *response = ask_json(parsed);
    cJSON_Delete(parsed);
    return response;
}

static int ok(const cJSON *response) { return cJSON_IsTrue(cJSON_GetObjectItem(response, "ok")); }

static const cJSON *error_of(const cJSON *response) {
    return cJSON_GetObjectItem(response, "error");
}

static const char *text_of(const cJSON *object, const char *name) {
    return cJSON_GetStringValue(cJSON_GetObjectItem(object, name));
}

static int number(const cJSON *object, const char *name) {
    const cJSON *item = cJSON_GetObjectItem(object, name);
    return cJSON_IsNumber(item) ? item->valueint : -999;
}

static int at(const cJSON *list, int i) {
    const cJSON *item = cJSON_GetArrayItem(list, i);
    return cJSON_IsNumber(item) ? item->valueint : -999;
}

/* A fixed sequence of choices (a 64-bit LCG), so every run plays the same games; or, with
 * first_only, always the first. */
static uint64_t state;
static int first_only;
static int pick(int n) {
    if (first_only) return 0;
    state = state * 6364136223846793005u + 1442695040888963407u;
    return (int)((state >> 33) % (uint64_t)n);
}

/* A legal entry made into an action: a choice of cards takes the first n of them (a French
 * Tarot discard's trumps come last, going only when nothing else can), a choice of declarations
 * shows all or none of them. */
static cJSON *chosen(const cJSON *entry) {
    const cJSON *value = entry->child;
    const cJSON *choose = cJSON_GetObjectItem(value, "choose");
    const cJSON *any_of = cJSON_GetObjectItem(value, "any_of");
    if (!choose && !any_of) return cJSON_Duplicate(entry, 1);
    cJSON *action = cJSON_CreateObject();
    cJSON *list = cJSON_AddArrayToObject(action, value->string);
    if (choose) {
        const cJSON *from = cJSON_GetObjectItem(value, "from");
        for (int i = 0; i < choose->valueint; i++)
            cJSON_AddItemToArray(list, cJSON_Duplicate(cJSON_GetArrayItem(from, i), 1));
        return action;
    }
    if (pick(2)) return action; /* declares nothing */
    const cJSON *combination;
    cJSON_ArrayForEach(combination, any_of) {
        cJSON *shown = cJSON_CreateObject();
        cJSON_AddItemToObject(shown, "kind",
                              cJSON_Duplicate(cJSON_GetObjectItem(combination, "kind"), 1));
        cJSON_AddItemToObject(shown, "cards",
                              cJSON_Duplicate(cJSON_GetObjectItem(combination, "cards"), 1));
        cJSON_AddItemToArray(list, shown);
    }
    return action;
}

/* ---- one game ------------------------------------------------------------------------------ */

typedef struct {
    const char *game;
    const char *options; /* JSON */
    int first_dealer;
    int deals; /* 0: the game's own end */
    int seats; /* the dealer moves round these */
} game_case;

static cJSON *game_request(const game_case *g, const cJSON *hands) {
    cJSON *request = cJSON_CreateObject();
    cJSON_AddStringToObject(request, "op", "game");
    cJSON_AddStringToObject(request, "game", g->game);
    cJSON_AddItemToObject(request, "options", cJSON_Parse(g->options));
    cJSON_AddNumberToObject(request, "first_dealer", g->first_dealer);
    if (g->deals) cJSON_AddNumberToObject(request, "deals", g->deals);
    cJSON_AddItemToObject(request, "hands", cJSON_Duplicate(hands, 1));
    return request;
}

static cJSON *ask_game(const game_case *g, const cJSON *hands) {
    cJSON *request = game_request(g, hands);
    cJSON *response = ask_json(request);
    cJSON_Delete(request);
    return response;
}

static cJSON *new_hand(int seed) {
    cJSON *hand = cJSON_CreateObject();
    cJSON_AddNumberToObject(hand, "seed", seed);
    cJSON_AddArrayToObject(hand, "actions");
    return hand;
}

/* What a finished hand's lines must be, from its own score: each seat's or side's change. */
static void expected_change(const game_case *g, const cJSON *score, const int *before,
                            int *change) {
    memset(change, 0, sizeof(int) * TUTOR_MAX_SEATS);
    if (cJSON_IsNull(score)) return; /* thrown in */
    if (strcmp(g->game, "texas-42") == 0) {
        const cJSON *marks = cJSON_GetObjectItem(score, "marks")->child;
        int bidder_side = number(score, "bidder") % 2;
        change[strcmp(marks->string, "bidder") == 0 ? bidder_side : 1 - bidder_side] =
            marks->valueint;
    } else if (strcmp(g->game, "french-tarot") == 0 || strcmp(g->game, "tapp-tarock") == 0) {
        for (int s = 0; s < g->seats; s++) change[s] = at(cJSON_GetObjectItem(score, "seats"), s);
    } else if (strcmp(g->game, "piedmont-tarocchi") == 0) {
        int winner = number(score, "winner");
        if (winner >= 0) {
            change[winner] = number(score, "difference");
            change[1 - winner] = -number(score, "difference");
        }
    } else if (strcmp(g->game, "burro") == 0) {
        change[number(score, "burro")] = 1;
    } else { /* Ottocento, Eight Hundred: the game score after the hand */
        for (int side = 0; side < 2; side++)
            change[side] = at(cJSON_GetObjectItem(score, "game_score"), side) - before[side];
    }
}

/* Whether the game's end is reached by `totals` after `hands` hands. */
static int end_reached(const game_case *g, const int *totals, int hands) {
    if (g->deals) return hands == g->deals;
    if (strcmp(g->game, "texas-42") == 0) return totals[0] >= 7 || totals[1] >= 7;
    if (strcmp(g->game, "piedmont-tarocchi") == 0) return hands == 4;
    if (strcmp(g->game, "burro") == 0) {
        for (int s = 0; s < g->seats; s++)
            if (totals[s] == 5) return 1;
        return 0;
    }
    /* 800 points, the higher score winning when both have it */
    return (totals[0] >= 800 || totals[1] >= 800) && totals[0] != totals[1];
}

/* The winner the totals give: the highest (the fewest letters in Burro), alone. */
static int expected_winner(const game_case *g, const int *totals, int n) {
    int best = 0, shared = 0, fewest = strcmp(g->game, "burro") == 0;
    for (int i = 1; i < n; i++) {
        int better = fewest ? totals[i] < totals[best] : totals[i] > totals[best];
        if (better) {
            best = i;
            shared = 0;
        } else if (totals[i] == totals[best]) {
            shared = 1;
        }
    }
    return shared ? -1 : best;
}

/* Every hand of a successful answer: dealer, lines against the hand's score, running totals;
 * then over, winner and the next dealer. Returns whether the game is over. */
static int check_answer(const game_case *g, const cJSON *answer) {
    const cJSON *hands = cJSON_GetObjectItem(answer, "hands");
    int n = strcmp(text_of(answer, "totals_by"), "seat") == 0 ? g->seats : 2;
    int totals[TUTOR_MAX_SEATS] = {0}, count = cJSON_GetArraySize(hands), finished = 1;
    for (int k = 0; k < count; k++) {
        const cJSON *hand = cJSON_GetArrayItem(hands, k);
        CHECK(!end_reached(g, totals, k)); /* no hand after the end */
        CHECK_INT(number(hand, "dealer"), (g->first_dealer + k) % g->seats);
        finished = cJSON_IsTrue(cJSON_GetObjectItem(hand, "finished"));
        if (!finished) CHECK_INT(k, count - 1);
        int change[TUTOR_MAX_SEATS], lines[TUTOR_MAX_SEATS] = {0};
        if (finished)
            expected_change(g, cJSON_GetObjectItem(hand, "score"), totals, change);
        else
            memset(change, 0, sizeof change);
        const cJSON *line;
        cJSON_ArrayForEach(line, cJSON_GetObjectItem(hand, "lines")) {
            int i = number(line, text_of(answer, "totals_by"));
            CHECK(i >= 0 && i < n);
            CHECK(number(line, "points") != 0);
            if (i >= 0 && i < n) lines[i] += number(line, "points");
        }
        const cJSON *after = cJSON_GetObjectItem(hand, "totals");
        CHECK_INT(cJSON_GetArraySize(after), n);
        for (int i = 0; i < n; i++) {
            CHECK_INT(lines[i], change[i]);
            totals[i] += lines[i];
            CHECK_INT(at(after, i), totals[i]);
        }
    }
    for (int i = 0; i < n; i++) CHECK_INT(at(cJSON_GetObjectItem(answer, "totals"), i), totals[i]);
    int over = cJSON_IsTrue(cJSON_GetObjectItem(answer, "over"));
    CHECK_INT(over, finished && end_reached(g, totals, count));
    const cJSON *winner = cJSON_GetObjectItem(answer, "winner");
    if (over) {
        int expected = expected_winner(g, totals, n);
        CHECK_INT(cJSON_IsNull(winner) ? -1 : winner->valueint, expected);
        CHECK(!cJSON_GetObjectItem(answer, "dealer"));
    } else {
        CHECK(cJSON_IsNull(winner));
        const cJSON *dealer = cJSON_GetObjectItem(answer, "dealer");
        if (finished)
            CHECK_INT(dealer ? dealer->valueint : -999, (g->first_dealer + count) % g->seats);
        else
            CHECK(cJSON_IsNull(dealer));
    }
    return over;
}

/* hands with `action` added to the last hand's actions: refused with its hand and index. */
static void check_illegal(const game_case *g, const cJSON *hands, const cJSON *entry) {
    cJSON *tried = cJSON_Duplicate(hands, 1);
    int k = cJSON_GetArraySize(tried) - 1;
    cJSON *actions = cJSON_GetObjectItem(cJSON_GetArrayItem(tried, k), "actions");
    int index = cJSON_GetArraySize(actions);
    const char *card = text_of(entry, "card");
    cJSON *action = cJSON_CreateObject();
    if (strcmp(card, "draw") == 0 || strcmp(card, "pass") == 0)
        cJSON_AddTrueToObject(action, card);
    else
        cJSON_AddStringToObject(action, "play", card);
    cJSON_AddItemToArray(actions, action);
    cJSON *answer = ask_game(g, tried);
    CHECK(!ok(answer));
    CHECK_STR(text_of(error_of(answer), "code"), "illegal-action");
    CHECK_INT(number(error_of(answer), "hand"), k);
    CHECK_INT(number(error_of(answer), "index"), index);
    CHECK_STR(text_of(error_of(answer), "reason"), text_of(entry, "reason"));
    CHECK_STR(text_of(error_of(answer), "message"), text_of(entry, "text"));
    cJSON_Delete(answer);
    cJSON_Delete(tried);
}

/* A hand added after the last: refused, naming its index. */
static void check_refused_hand(const game_case *g, const cJSON *hands, int seed, int named,
                               const char *needle) {
    cJSON *more = cJSON_Duplicate(hands, 1);
    cJSON_AddItemToArray(more, new_hand(seed));
    cJSON *answer = ask_game(g, more);
    CHECK(!ok(answer));
    CHECK_STR(text_of(error_of(answer), "code"), "bad-field");
    CHECK_INT(number(error_of(answer), "hand"), named);
    CHECK_CONTAINS(text_of(error_of(answer), "message"), needle);
    cJSON_Delete(answer);
    cJSON_Delete(more);
}

/* Whether the last game played ended within its last hand (Eight Hundred's `ended_early`). */
static int ended_early;

/* Plays a whole game through the request; returns how many hands it took. */
static int play_game(const game_case *g, uint64_t seed) {
    state = seed;
    cJSON *hands = cJSON_CreateArray();
    int over = 0, illegal_tried = 0, unfinished_tried = 0, steps = 0;
    cJSON_AddItemToArray(hands, new_hand((int)seed));
    for (; steps < MOST_STEPS && !over; steps++) {
        cJSON *answer = ask_game(g, hands);
        if (!ok(answer)) {
            fprintf(stderr, "%s step %d: %s\n", g->game, steps,
                    text_of(error_of(answer), "message"));
            CHECK(ok(answer));
            cJSON_Delete(answer);
            break;
        }
        over = check_answer(g, answer);
        const cJSON *played = cJSON_GetObjectItem(answer, "hands");
        int count = cJSON_GetArraySize(played);
        const cJSON *last = cJSON_GetArrayItem(played, count - 1);
        const cJSON *score = cJSON_GetObjectItem(last, "score");
        ended_early = cJSON_IsTrue(cJSON_GetObjectItem(score, "ended_early"));
        if (ended_early) CHECK(cJSON_IsFalse(cJSON_GetObjectItem(score, "complete")));
        if (cJSON_IsTrue(cJSON_GetObjectItem(last, "finished"))) {
            if (!over) cJSON_AddItemToArray(hands, new_hand((int)seed + count));
        } else {
            const cJSON *illegal = cJSON_GetObjectItem(last, "illegal");
            if (!illegal_tried && count > 1 && cJSON_GetArraySize(illegal) > 0) {
                check_illegal(g, hands, cJSON_GetArrayItem(illegal, 0));
                illegal_tried = 1;
            }
            if (!unfinished_tried) {
                check_refused_hand(g, hands, 1, count, "not over");
                unfinished_tried = 1;
            }
            const cJSON *legal = cJSON_GetObjectItem(last, "legal");
            CHECK(cJSON_GetArraySize(legal) > 0);
            cJSON *action = chosen(cJSON_GetArrayItem(legal, pick(cJSON_GetArraySize(legal))));
            cJSON_AddItemToArray(
                cJSON_GetObjectItem(cJSON_GetArrayItem(hands, count - 1), "actions"), action);
        }
        cJSON_Delete(answer);
    }
    CHECK(over);
    CHECK(illegal_tried);
    int count = cJSON_GetArraySize(hands);
    char needle[32];
    snprintf(needle, sizeof needle, "hands[%d]", count);
    check_refused_hand(g, hands, 99, count, needle);
    cJSON_Delete(hands);
    return count;
}

static void test_whole_games(void) {
    static const game_case games[] = {
        {"texas-42", "{}", 1, 0, 4},
        {"texas-42", "{\"doubles\": \"low\"}", 2, 0, 4},
        {"french-tarot", "{}", 2, 5, 4},
        {"french-tarot", "{\"players\": \"3\"}", 0, 3, 3},
        {"tapp-tarock", "{}", 1, 4, 3},
        {"ottocento", "{}", 3, 0, 4},
        {"eight-hundred", "{}", 0, 0, 4},
        {"piedmont-tarocchi", "{}", 2, 0, 4},
        {"burro", "{\"players\": \"3\"}", 1, 0, 3},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        int hands = play_game(&games[i], 100 + i);
        printf("%s: %d hands\n", games[i].game, hands);
        CHECK(hands >= 2);
    }
    /* Eight Hundred's game may end within a hand, once a partnership reaches 800 by its
     * declarations or a trick's combination: with the first legal action each time, from seed
     * 8, in the fourth hand. */
    static const game_case within = {"eight-hundred", "{}", 0, 0, 4};
    first_only = 1;
    CHECK_INT(play_game(&within, 8), 4);
    CHECK(ended_early);
    first_only = 0;
}

/* ---- bad requests ---------------------------------------------------------------------------- */

static void refused(const char *request, const char *code, const char *needle, int hand) {
    cJSON *r = ask_text(request);
    CHECK(!ok(r));
    CHECK_STR(text_of(error_of(r), "code"), code);
    CHECK_CONTAINS(text_of(error_of(r), "message"), needle);
    CHECK_INT(number(error_of(r), "hand"), hand);
    cJSON_Delete(r);
}

static void test_bad_requests(void) {
    refused("{\"op\": \"game\", \"game\": \"french-tarot\", \"hands\": []}", "missing-field",
            "\"deals\"", -999);
    refused("{\"op\": \"game\", \"game\": \"texas-42\", \"deals\": 3, \"hands\": []}", "bad-field",
            "\"deals\"", -999);
    refused("{\"op\": \"game\", \"game\": \"tapp-tarock\", \"deals\": 0, \"hands\": []}",
            "bad-field", "\"deals\"", -999);
    refused("{\"op\": \"game\", \"game\": \"burro\", \"first_dealer\": 4, \"hands\": []}",
            "bad-field", "\"first_dealer\"", -999);
    refused("{\"op\": \"game\", \"game\": \"burro\"}", "missing-field", "\"hands\"", -999);
    refused("{\"op\": \"game\", \"game\": \"burro\", \"hands\": [{\"seed\": 1, \"actions\": []}, "
            "3]}",
            "bad-field", "not over", 1);
    refused("{\"op\": \"game\", \"game\": \"burro\", \"hands\": [{\"seed\": 1, \"dealer\": 2, "
            "\"actions\": []}]}",
            "bad-field", "\"dealer\"", 0);
    refused("{\"op\": \"game\", \"game\": \"texas-42\", \"hands\": [{\"seed\": 1}]}",
            "missing-field", "\"actions\"", 0);
    refused(
        "{\"op\": \"game\", \"game\": \"texas-42\", \"hands\": [{\"seed\": 1, \"actions\": "
        "[{\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}]}, "
        "{\"seed\": 2, \"actions\": [{\"bid\": 30}, {\"bid\": 30}]}]}",
        "illegal-action", "higher", 1);

    /* Every player passing: the hand scores nothing and the deal passes all the same. */
    cJSON *r = ask_text("{\"op\": \"game\", \"game\": \"texas-42\", \"first_dealer\": 3, "
                        "\"hands\": [{\"seed\": 1, \"actions\": [{\"bid\": \"pass\"}, {\"bid\": "
                        "\"pass\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}]}]}");
    CHECK(ok(r));
    CHECK_INT(number(r, "dealer"), 0);
    const cJSON *hand = cJSON_GetArrayItem(cJSON_GetObjectItem(r, "hands"), 0);
    CHECK(cJSON_IsNull(cJSON_GetObjectItem(hand, "score")));
    CHECK(text_of(hand, "no_hand") != NULL);
    CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(hand, "lines")), 0);
    cJSON_Delete(r);
}

/* The game's options hold in every hand, wherever the hand's declaration does not say
 * otherwise: Texas 42's doubles low makes 6-3 beat a 6-6 lead in follow-me. */
static void test_options(void) {
    cJSON *r =
        ask_text("{\"op\": \"game\", \"game\": \"texas-42\", \"options\": {\"doubles\": \"low\"}, "
                 "\"first_dealer\": 3, \"hands\": [{\"deal\": {\"hands\": ["
                 "[\"6-6\", \"0-0\", \"1-0\", \"2-0\", \"3-0\", \"4-0\", \"5-0\"],"
                 "[\"6-1\", \"1-1\", \"2-1\", \"3-1\", \"4-1\", \"5-1\", \"2-2\"],"
                 "[\"6-2\", \"3-2\", \"4-2\", \"5-2\", \"3-3\", \"4-3\", \"5-3\"],"
                 "[\"6-3\", \"6-4\", \"6-5\", \"6-0\", \"4-4\", \"5-4\", \"5-5\"]]}, \"actions\": ["
                 "{\"bid\": 30}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}, "
                 "{\"trump\": \"none\", \"contract\": \"normal\"}, {\"play\": \"6-6\"}, {\"play\": "
                 "\"6-1\"}, {\"play\": \"6-2\"}, {\"play\": \"6-3\"}]}]}");
    CHECK(ok(r));
    const cJSON *hand = cJSON_GetArrayItem(cJSON_GetObjectItem(r, "hands"), 0);
    CHECK_INT(number(cJSON_GetArrayItem(cJSON_GetObjectItem(hand, "tricks"), 0), "winner"), 3);
    CHECK_STR(text_of(cJSON_GetObjectItem(hand, "declared"), "doubles"), "low");
    CHECK_INT(number(hand, "turn"), 3);
    cJSON_Delete(r);
}

/* ---- the core's games, directly ------------------------------------------------------------- */

static tutor_options options_of(const char *id, const char *name, const char *value) {
    tutor_options options;
    tutor_options_init(&options);
    if (name) CHECK(tutor_options_set(tutor_game_find(id), &options, name, value, NULL) == TUTOR_OK);
    CHECK(tutor_options_complete(tutor_game_find(id), &options, TUTOR_FOR_COUNTING, NULL) ==
          TUTOR_OK);
    return options;
}

/* A hand of `id` dealt by `dealer` from `seed` (`options` NULL: the defaults; starting from
 * `scores`, or NULL), with at most `moves` moves made, each the first legal one (-1: to the
 * end). */
static tutor_hand hand_of(const char *id, const tutor_options *options, uint64_t seed, int dealer,
                          const int *scores, int moves) {
    const tutor_game *game = tutor_game_find(id);
    tutor_options defaults = options_of(id, NULL, NULL);
    if (!options) options = &defaults;
    tutor_error error;
    tutor_hand_start start;
    tutor_hand hand;
    CHECK(tutor_hand_seeded_start(game, options, seed, dealer, &start, &error) == TUTOR_OK);
    if (scores) memcpy(start.scores, scores, sizeof start.scores);
    CHECK(tutor_hand_begin(&hand, game, options, &start, &error) == TUTOR_OK);
    tutor_move legal[TUTOR_MAX_MOVES];
    for (; moves != 0 && tutor_hand_legal(&hand, legal) > 0; moves--) {
        tutor_reason why;
        CHECK(tutor_hand_apply(&hand, legal[0], &why, &error) == TUTOR_OK);
    }
    return hand;
}

/* `hand` is refused by the match with a message holding `needle`, and the match is unchanged. */
static void check_refused(tutor_match *match, const tutor_hand *hand, const char *needle) {
    tutor_match before = *match;
    tutor_error error;
    CHECK(tutor_match_add(match, hand, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    CHECK_CONTAINS(error.message, needle);
    CHECK(memcmp(&before, match, sizeof before) == 0);
}

static void test_core_games(void) {
    tutor_error error;
    tutor_match texas;
    const tutor_game *texas_42 = tutor_game_find("texas-42");
    CHECK(tutor_match_begin(&texas, texas_42, NULL, 4, 0, &error) == TUTOR_ERROR);
    CHECK(tutor_match_begin(&texas, texas_42, NULL, 3, 0, &error) == TUTOR_OK);
    CHECK_INT(tutor_match_dealer(&texas), 3);
    tutor_hand unplayed = hand_of("texas-42", NULL, 1, 3, NULL, 4); /* still bidding */
    check_refused(&texas, &unplayed, "over");

    tutor_match payment;
    const tutor_game *tarot = tutor_game_find("french-tarot");
    tutor_options three = options_of("french-tarot", "players", "3");
    CHECK(tutor_match_begin(&payment, tarot, NULL, 0, 0, &error) == TUTOR_ERROR);
    CHECK(tutor_match_begin(&payment, tarot, &three, 2, 2, &error) == TUTOR_OK);
    CHECK_INT(tutor_match_dealer(&payment), 2);
    tutor_hand four = hand_of("french-tarot", NULL, 1, 2, NULL, -1);
    check_refused(&payment, &four, "seats 3 players, not 4");

    tutor_match burro;
    tutor_options two = options_of("burro", "players", "2");
    CHECK(tutor_match_begin(&burro, tutor_game_find("burro"), &two, 2, 0, &error) == TUTOR_ERROR);
    CHECK(tutor_match_begin(&burro, tutor_game_find("burro"), &two, 1, 0, &error) == TUTOR_OK);
    CHECK_INT(tutor_match_dealer(&burro), 1);
    tutor_hand led_by_one = hand_of("burro", &two, 1, 0, NULL, -1);
    check_refused(&burro, &led_by_one, "dealt by seat 1, so seat 0 leads, not 1");

    tutor_match tarocchino;
    const tutor_game *ottocento = tutor_game_find("ottocento");
    CHECK(tutor_match_begin(&tarocchino, ottocento, NULL, 1, 0, &error) == TUTOR_OK);
    CHECK_INT(tutor_match_dealer(&tarocchino), 1);
    tutor_hand other_game = hand_of("burro", NULL, 1, 1, NULL, 0);
    tutor_match before = tarocchino;
    CHECK(tutor_match_add(&tarocchino, &other_game, &error) == TUTOR_ERROR);
    CHECK_CONTAINS(error.message, "cannot join a game of Ottocento");
    CHECK(memcmp(&before, &tarocchino, sizeof before) == 0);
    static const int ahead[2] = {100, 0};
    tutor_hand other_scores = hand_of("ottocento", NULL, 1, 1, ahead, -1);
    check_refused(&tarocchino, &other_scores, "starts from the scores 0 and 0, not 100 and 0");
}

/* Piedmont's game of four hands: each hand's winner takes the difference from the other. */
static void test_core_piedmont_game(void) {
    const tutor_game *piedmont = tutor_game_find("piedmont-tarocchi");
    tutor_match g;
    tutor_error error;
    tutor_options o = options_of("piedmont-tarocchi", "good_evil", "trumps");
    tutor_options allegiance = options_of("piedmont-tarocchi", "good_evil", "allegiance");
    CHECK(tutor_match_begin(&g, piedmont, &o, 5, 0, &error) == TUTOR_ERROR);
    CHECK(tutor_match_begin(&g, piedmont, &o, 3, 0, &error) == TUTOR_OK);
    CHECK_INT(tutor_match_dealer(&g), 3);
    CHECK_INT(tutor_match_winner(&g), TUTOR_NO_SEAT);

    tutor_hand started = hand_of("piedmont-tarocchi", &o, 1, 3, NULL, 0);
    check_refused(&g, &started, "every trick is played"); /* not played */
    tutor_hand other_dealer = hand_of("piedmont-tarocchi", &o, 4, 0, NULL, -1);
    check_refused(&g, &other_dealer, "dealt by seat 3, not 0");
    tutor_hand other_options = hand_of("piedmont-tarocchi", &allegiance, 7, 3, NULL, -1);
    check_refused(&g, &other_options, "played with Good & Evil as trumps");

    /* Four hands, dealt by seats 3, 0, 1 and 2. */
    int expected[2] = {0, 0}, totals[TUTOR_MAX_SEATS];
    for (int k = 0; k < 4; k++) {
        CHECK_INT(tutor_match_dealer(&g), (3 + k) % 4); /* the seat at the dealer's left */
        tutor_hand hand = hand_of("piedmont-tarocchi", &o, (uint64_t)(8 + 5 * k), (3 + k) % 4,
                                  NULL, -1);
        tutor_hand_score score;
        CHECK(tutor_hand_scored(&hand, &score, &error) == TUTOR_OK);
        CHECK(tutor_match_add(&g, &hand, &error) == TUTOR_OK);
        expected[0] += score.returns[0]; /* the winner's difference, or 0 on a tie */
        expected[1] += score.returns[1];
        CHECK_INT(tutor_match_totals(&g, totals), 2);
        CHECK_INT(totals[0], expected[0]);
        CHECK_INT(totals[1], expected[1]);
        CHECK_INT(totals[0] + totals[1], 0);
        if (k < 3) CHECK_INT(tutor_match_winner(&g), TUTOR_NO_SEAT);
    }
    CHECK(expected[0] != expected[1]);
    CHECK_INT(tutor_match_winner(&g), expected[0] > expected[1] ? 0 : 1);
    CHECK_INT(tutor_match_dealer(&g), TUTOR_NO_SEAT);
    tutor_hand more = hand_of("piedmont-tarocchi", &o, 1, 3, NULL, -1);
    check_refused(&g, &more, "four hands have been played");
}

int main(void) {
    test_core_games();
    test_core_piedmont_game();
    test_bad_requests();
    test_options();
    test_whole_games();
    return check_summary("test_game");
}
