/*
 * The JSON API: answers to good requests, and an error response that names the problem for
 * every kind of bad one (never a crash, never a partial answer).
 */
#include <stdlib.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "check.h"
#include "tutor.h"

/* Sends a request and returns the parsed response (the caller deletes it). */
static cJSON *ask(const char *request) {
    char *text = tutor_api_handle(request, strlen(request));
    CHECK(text != NULL);
    cJSON *response = cJSON_Parse(text);
    if (!response) fprintf(stderr, "not JSON: %s\n", text);
    CHECK(response != NULL);
    free(text);
    return response;
}

/* A number field's value, or -999 when it is missing, so a wrong answer fails a check
 * instead of crashing the test. */
static int int_field(const cJSON *object, const char *name) {
    const cJSON *item = cJSON_GetObjectItem(object, name);
    return cJSON_IsNumber(item) ? item->valueint : -999;
}

static const char *error_code(const cJSON *response) {
    const cJSON *error = cJSON_GetObjectItem(response, "error");
    return cJSON_GetStringValue(cJSON_GetObjectItem(error, "code"));
}

static const char *error_message(const cJSON *response) {
    const cJSON *error = cJSON_GetObjectItem(response, "error");
    return cJSON_GetStringValue(cJSON_GetObjectItem(error, "message"));
}

/* Checks that `request` is refused with `code` and that the message mentions `needle`. */
static void refused(const char *request, const char *code, const char *needle, int line) {
    cJSON *response = ask(request);
    if (!cJSON_IsFalse(cJSON_GetObjectItem(response, "ok")))
        fprintf(stderr, "line %d: expected an error for %s\n", line, request);
    CHECK(cJSON_IsFalse(cJSON_GetObjectItem(response, "ok")));
    CHECK_STR(error_code(response), code);
    CHECK_CONTAINS(error_message(response), needle);
    cJSON_Delete(response);
}
#define REFUSED(request, code, needle) refused(request, code, needle, __LINE__)

static void test_errors(void) {
    REFUSED("{\"id\": 1, \"op\": \"legal\"", "bad-json", "not valid JSON");
    REFUSED("[1, 2]", "bad-json", "object");
    REFUSED("{} trailing", "bad-json", "after");
    REFUSED("", "bad-json", "JSON");
    REFUSED("{\"id\": \"a\"}", "missing-field", "\"op\"");
    REFUSED("{\"op\": 7}", "bad-field", "\"op\"");
    REFUSED("{\"op\": \"shuffle\", \"game\": \"texas-42\"}", "unknown-op", "shuffle");
    REFUSED("{\"op\": \"legal\"}", "missing-field", "\"game\"");
    REFUSED("{\"op\": \"legal\", \"game\": \"chess\"}", "unknown-game", "texas-42");
    REFUSED("{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"trump\": \"4\"}, "
            "\"trick\": [\"6-1\"], \"hand\": [\"6-4\", \"7-7\"]}",
            "unknown-card", "\"7-7\" in \"hand\"");
    REFUSED("{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"trump\": \"4\"}, "
            "\"trick\": [\"6-1\"], \"hand\": [\"6-4\", \"4-6\"]}",
            "duplicate-card", "4-6");
    REFUSED("{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"trump\": \"4\"}, "
            "\"trick\": [\"6-1\"], \"hand\": [\"1-6\"]}",
            "duplicate-card", "1-6");
    REFUSED("{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"trump\": \"4\"}, "
            "\"trick\": [\"6-1\"]}",
            "missing-field", "\"hand\"");
    REFUSED("{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"trump\": \"4\"}, "
            "\"trick\": \"6-1\", \"hand\": [\"1-1\"]}",
            "bad-field", "\"trick\"");
    REFUSED("{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"trump\": 9}, "
            "\"trick\": [], \"hand\": [\"1-1\"]}",
            "bad-option", "trump");
    REFUSED("{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"trumps\": \"4\"}, "
            "\"trick\": [], \"hand\": [\"1-1\"]}",
            "unknown-option", "trumps");
    REFUSED("{\"op\": \"legal\", \"game\": \"texas-42\", \"trick\": [], \"hand\": [\"1-1\"]}",
            "missing-option", "trump");
    REFUSED("{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"trump\": \"4\"}, "
            "\"trick\": [\"6-1\", \"6-2\", \"6-3\", \"6-4\"], \"hand\": [\"1-1\"]}",
            "bad-field", "complete");
    REFUSED("{\"op\": \"winner\", \"game\": \"texas-42\", \"options\": {\"trump\": \"4\"}, "
            "\"trick\": [\"6-1\", \"6-2\"]}",
            "bad-field", "complete trick here has 4");
    REFUSED("{\"op\": \"count\", \"game\": \"texas-42\", \"cards\": [\"6-1\", \"6-2\"]}",
            "bad-field", "whole number of tricks");
    REFUSED("{\"op\": \"score\", \"game\": \"texas-42\", \"bid\": 29, \"bidder_count\": 30}",
            "bad-field", "\"bid\"");
    REFUSED("{\"op\": \"deal\", \"game\": \"texas-42\", \"seed\": -1}", "bad-field", "seed");
    REFUSED("{\"op\": \"deal\", \"game\": \"texas-42\", \"seed\": 1.5}", "bad-field", "seed");
    REFUSED("{\"op\": \"deal\", \"game\": \"texas-42\", \"seed\": 1, \"dealer\": 4}", "bad-field",
            "dealer");

    /* An oversized request is refused before it is parsed. */
    size_t big = TUTOR_API_MAX_REQUEST + 10;
    char *huge = malloc(big + 1);
    memset(huge, ' ', big);
    huge[big] = '\0';
    huge[0] = '{';
    huge[big - 1] = '}';
    char *text = tutor_api_handle(huge, big);
    CHECK_CONTAINS(text, "request-too-large");
    free(text);
    free(huge);
}

/* Sends `length` bytes and returns the response's text (the caller frees it). */
static char *answer_bytes(const char *request, size_t length) {
    char *text = tutor_api_handle(request, length);
    CHECK(text != NULL);
    return text;
}

/* Strict JSON (RFC 8259): every request is checked before cJSON reads it, and what cJSON alone
 * let through is refused as bad-json naming the byte and what is wrong there. */
static void test_strict_json(void) {
    REFUSED("{\"op\": \"deal\", \"game\": \"burro\", \"seed\": 007}", "bad-json",
            "not valid JSON at byte 40: a number may not begin with 0 followed by another digit.");
    REFUSED("{\"op\": \"deal\", \"game\": \"burro\", \"seed\": 1.}", "bad-json",
            "at byte 40: a number needs a digit after its decimal point.");
    REFUSED("{\"seed\": 1e}", "bad-json", "at byte 9: a number needs a digit in its exponent.");
    REFUSED("{\"seed\": -}", "bad-json", "at byte 9: a number needs a digit after its minus sign.");
    REFUSED("{\"seed\": +1}", "bad-json", "at byte 9: a number begins with a digit or a minus sign.");
    REFUSED("{\"seed\": .5}", "bad-json", "at byte 9: a number begins with a digit or a minus sign.");
    REFUSED("{\"op\": \"gam\x01" "es\"}", "bad-json",
            "at byte 11: a string holds the control character U+0001 as it is");
    REFUSED("{\"op\": \"games\n\"}", "bad-json", "at byte 13: a string runs past the end of its line");
    REFUSED("{\"op\": \"games\\u0000\"}", "bad-json",
            "at byte 13: a string holds \\u0000 (NUL), which no string here may hold.");
    REFUSED("{\"op\": \"games\\ud800\"}", "bad-json",
            "at byte 13: a string holds a lone surrogate (\\uD800)");
    REFUSED("{\"op\": \"games\\udfff\\ud800\"}", "bad-json", "lone surrogate (\\uDFFF)");
    REFUSED("{\"op\": \"games\\ud800\\u0041\"}", "bad-json", "lone surrogate (\\uD800)");
    REFUSED("{\"op\": \"games\\u12\"}", "bad-json", "a \\u escape needs four hex digits");
    REFUSED("{\"op\": \"games\\q\"}", "bad-json", "a string holds \\q, which is no escape");
    REFUSED("{\"op\": \"games\", \"op\": \"legal\"}", "bad-json",
            "at byte 16: the key \"op\" is given twice in one object (first at byte 1).");
    REFUSED("{\"a\": {\"b\": 1, \"\\u0062\": 2}}", "bad-json", "the key \"b\" is given twice");
    REFUSED("{\"op\": \"games\",}", "bad-json", "a key in double quotes was expected here");
    REFUSED("{\"a\": [1,]}", "bad-json", "at byte 9: a value was expected here");
    REFUSED("{\"a\": [1 2]}", "bad-json", "a comma or a closing bracket was expected here");
    REFUSED("{\"a\" 1}", "bad-json", "a colon was expected after the key");
    REFUSED("{\"a\": tru}", "bad-json", "a value was expected here");
    REFUSED("{\"a\": \"b", "bad-json", "at byte 6: a string is not closed before the text ends");
    REFUSED("{\"a\": [", "bad-json", "the text ends too soon");
    REFUSED("   ", "bad-json", "the text is empty");
    REFUSED("\xEF\xBB\xBF{\"op\": \"games\"}", "bad-json", "at byte 0: a value was expected");
    REFUSED("{\"op\": \"games\"} x", "bad-json", "has text after its JSON value (at byte 16)");

    /* Keys given twice in different objects are fine; so is every escape and number form. */
    cJSON *r = ask("{\"op\": \"games\", \"x\": [{\"op\": 1}, {\"op\": 2}], \"y\": [1.5e+3, -0, 0, "
                   "0.0, 1E-2, true, false, null, {}, [], \"\\/\\b\\f\\n\\r\\t\\\"\\\\\"], "
                   "\"id\": \"\\ud83d\\ude00\\u00e9\"}");
    CHECK(cJSON_IsTrue(cJSON_GetObjectItem(r, "ok")));
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(r, "id")), "\xF0\x9F\x98\x80\xC3\xA9");
    cJSON_Delete(r);

    /* A NUL ends nothing: the bytes after it are text after the request. */
    static const char after_nul[] = "{\"op\": \"games\"}\0{\"op\": \"shuffle\"}";
    char *text = answer_bytes(after_nul, sizeof after_nul - 1);
    CHECK_CONTAINS(text, "has text after its JSON value (at byte 15)");
    free(text);

    /* Nesting: as deep as cJSON reads, and no deeper. */
    char deep[2 * TUTOR_JSON_MAX_DEPTH + 64];
    for (int depth = TUTOR_JSON_MAX_DEPTH; depth <= TUTOR_JSON_MAX_DEPTH + 1; depth++) {
        size_t n = 0;
        n += (size_t)sprintf(deep, "{\"a\":");
        for (int i = 1; i < depth; i++) deep[n++] = '[';
        for (int i = 1; i < depth; i++) deep[n++] = ']';
        n += (size_t)sprintf(deep + n, ",\"op\":\"games\"}");
        text = answer_bytes(deep, n);
        CHECK_CONTAINS(text, depth == TUTOR_JSON_MAX_DEPTH ? "\"ok\":true"
                                                           : "nested more than 1000 deep");
        free(text);
    }

    /* The id comes back as written: a number's own text, in answers and errors alike. */
    static const char *const ids[] = {"9007199254740993", "1e2", "-0", "0.10", "-12.5E-3",
                                      "123456789012345678901234567890"};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        for (int good = 0; good < 2; good++) {
            char request[120], expected[80];
            snprintf(request, sizeof request, "{\"id\": %s, \"op\": \"%s\"}", ids[i],
                     good ? "games" : "shuffle");
            snprintf(expected, sizeof expected, "{\"id\":%s,\"ok\":%s,", ids[i],
                     good ? "true" : "false");
            text = answer_bytes(request, strlen(request));
            CHECK(strncmp(text, expected, strlen(expected)) == 0);
            if (strncmp(text, expected, strlen(expected)) != 0) fprintf(stderr, "%.80s\n", text);
            free(text);
        }
    }

    /* An oversized request is refused from its length alone: none of its bytes is read. */
    char *small = malloc(4);
    memcpy(small, "{\"a", 4);
    text = answer_bytes(small, (size_t)1 << 30);
    CHECK_CONTAINS(text, "The request is 1073741824 bytes; the limit is 65536.");
    free(text);
    free(small);
}

/* tutor_json_check itself: where a problem is, and UTF-8. */
static void test_json_check(void) {
    tutor_json_problem p;
    static const char twice[] = "{\"a\": 1, \"b\": {\"a\": 2}, \"a\": 3, \"b\": 4}";
    CHECK(!tutor_json_check(twice, sizeof twice - 1, &p));
    CHECK_INT(p.at, 24);
    CHECK_INT(p.first, 1);
    CHECK(!p.trailing);
    CHECK(!tutor_json_check("[1] [2]", 7, &p));
    CHECK(p.trailing);
    CHECK_INT(p.at, 4);
    static const struct {
        const char *text;
        int good; /* as UTF-8 */
    } strings[] = {
        {"[\"caf\xC3\xA9 \xE2\x99\xA0 \xF0\x9F\x82\xA1\"]", 1},
        {"[\"\xFF\"]", 0},
        {"[\"\xC0\xAF\"]", 0},         /* an overlong '/' */
        {"[\"\xED\xA0\x80\"]", 0},     /* a surrogate, encoded */
        {"[\"\xF4\x90\x80\x80\"]", 0}, /* above U+10FFFF */
        {"[\"\xE2\x99\"]", 0},         /* cut short */
    };
    for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++) {
        size_t n = strlen(strings[i].text);
        CHECK_INT(tutor_json_check(strings[i].text, n, &p), strings[i].good);
        if (!strings[i].good) {
            CHECK_INT(p.at, 2);
            CHECK_STR(p.what, "the bytes here are not UTF-8");
        }
    }
}

static void test_answers(void) {
    cJSON *r = ask("{\"id\": \"x1\", \"op\": \"legal\", \"game\": \"texas-42\", \"options\": "
                   "{\"trump\": \"4\"}, \"trick\": [\"1-6\"], \"hand\": [\"4-6\", \"2-6\", "
                   "\"3-3\"], \"ignored\": true}");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(r, "id")), "x1");
    CHECK(cJSON_IsTrue(cJSON_GetObjectItem(r, "ok")));
    const cJSON *legal = cJSON_GetObjectItem(r, "legal");
    CHECK_INT(cJSON_GetArraySize(legal), 1);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetArrayItem(legal, 0)), "6-2");
    const cJSON *illegal = cJSON_GetObjectItem(r, "illegal");
    CHECK_INT(cJSON_GetArraySize(illegal), 2);
    const cJSON *first = cJSON_GetArrayItem(illegal, 0);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(first, "reason")), "must-follow");
    CHECK_CONTAINS(cJSON_GetStringValue(cJSON_GetObjectItem(first, "text")), "must follow sixes");
    cJSON_Delete(r);

    /* A numeric id is echoed as a number; a missing one as null. */
    r = ask("{\"id\": 17, \"op\": \"games\"}");
    CHECK_INT(int_field(r, "id"), 17);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(
                  cJSON_GetArrayItem(cJSON_GetObjectItem(r, "games"), 0), "id")),
              "texas-42");
    /* Each game's direction of play, as its rules source gives it (docs/rules-decisions.md,
     * "Direction of play"); every game is listed. */
    static const char *const directions[][2] = {
        {"texas-42", "clockwise"},
        {"french-tarot", "counter-clockwise"},
        {"tapp-tarock", "counter-clockwise"},
        {"ottocento", "counter-clockwise"},
        {"eight-hundred", "counter-clockwise"},
        {"piedmont-tarocchi", "clockwise"},
        {"burro", "counter-clockwise"},
    };
    const int game_total = (int)(sizeof directions / sizeof directions[0]);
    const cJSON *games = cJSON_GetObjectItem(r, "games");
    CHECK_INT(cJSON_GetArraySize(games), game_total);
    for (int i = 0; i < game_total; i++) {
        const cJSON *game, *found = NULL;
        cJSON_ArrayForEach(game, games) {
            const char *id = cJSON_GetStringValue(cJSON_GetObjectItem(game, "id"));
            if (id && strcmp(id, directions[i][0]) == 0) found = game;
        }
        CHECK(found != NULL);
        CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(found, "direction")), directions[i][1]);
    }
    cJSON_Delete(r);
    r = ask("{\"op\": \"nonsense\"}");
    CHECK(cJSON_IsNull(cJSON_GetObjectItem(r, "id")));
    cJSON_Delete(r);

    r = ask("{\"op\": \"winner\", \"game\": \"texas-42\", \"options\": {\"contract\": "
            "\"nello\"}, \"trick\": [\"1-1\", \"4-4\", \"3-1\"]}");
    CHECK_INT(int_field(r, "winner"), 1);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(r, "reason")), "highest-of-suit-led");
    cJSON_Delete(r);

    r = ask("{\"op\": \"score\", \"game\": \"texas-42\", \"bid\": {\"marks\": 2}, "
            "\"bidder_count\": 41}");
    CHECK(cJSON_IsFalse(cJSON_GetObjectItem(r, "made")));
    CHECK_INT(int_field(cJSON_GetObjectItem(r, "marks"), "opponents"), 2);
    cJSON_Delete(r);
}

static void test_position(void) {
    /* Seat 0 leads 6-6 with fives trump; seat 1 must follow sixes with 6-1, not 2-2; seat 3
     * holds no six but 6-5, a trump, and wins with it. */
    const char *deal = "\"deal\": {\"hands\": ["
                       "[\"6-6\", \"0-0\", \"1-0\", \"2-0\", \"3-0\", \"4-0\", \"5-0\"],"
                       "[\"6-1\", \"2-2\", \"1-1\", \"2-1\", \"3-1\", \"4-1\", \"5-1\"],"
                       "[\"6-2\", \"3-3\", \"3-2\", \"4-2\", \"6-0\", \"6-3\", \"6-4\"],"
                       "[\"6-5\", \"4-4\", \"5-4\", \"5-5\", \"4-3\", \"5-3\", \"5-2\"]]}";
    char request[4096];
    snprintf(request, sizeof request,
             "{\"op\": \"position\", \"game\": \"texas-42\", \"options\": {\"trump\": \"5\"}, "
             "%s, \"leader\": 0, \"actions\": [{\"play\": \"6-6\"}, {\"play\": \"2-2\"}]}",
             deal);
    cJSON *r = ask(request);
    CHECK_STR(error_code(r), "illegal-action");
    const cJSON *error = cJSON_GetObjectItem(r, "error");
    CHECK_INT(int_field(error, "index"), 1);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(error, "reason")), "must-follow");
    CHECK_CONTAINS(error_message(r), "You hold 6-1, a six");
    cJSON_Delete(r);

    snprintf(request, sizeof request,
             "{\"op\": \"position\", \"game\": \"texas-42\", \"options\": {\"trump\": \"5\"}, "
             "%s, \"leader\": 0, \"actions\": [{\"play\": \"6-6\"}, {\"play\": \"6-1\"}, "
             "{\"play\": \"6-2\"}, {\"play\": \"6-5\"}]}",
             deal);
    r = ask(request);
    CHECK(cJSON_IsTrue(cJSON_GetObjectItem(r, "ok")));
    const cJSON *trick = cJSON_GetArrayItem(cJSON_GetObjectItem(r, "tricks"), 0);
    CHECK_INT(int_field(trick, "winner"), 3); /* 6-5 is a trump */
    CHECK_INT(int_field(r, "turn"), 3);
    CHECK(cJSON_GetArraySize(cJSON_GetObjectItem(r, "points")) == 2 &&
          cJSON_GetArrayItem(cJSON_GetObjectItem(r, "points"), 1)->valueint == 1);
    CHECK(cJSON_IsFalse(cJSON_GetObjectItem(r, "done")));
    cJSON_Delete(r);

    snprintf(request, sizeof request,
             "{\"op\": \"position\", \"game\": \"texas-42\", \"options\": {\"trump\": \"5\"}, "
             "%s, \"leader\": 0, \"actions\": [{\"play\": \"6-1\"}]}",
             deal);
    r = ask(request);
    CHECK_STR(error_code(r), "illegal-action");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetObjectItem(r, "error"), "reason")),
              "not-in-hand");
    cJSON_Delete(r);

    REFUSED("{\"op\": \"position\", \"game\": \"texas-42\", \"options\": {\"trump\": \"5\"}, "
            "\"deal\": {\"hands\": [[\"6-6\"], [\"6-6\"], [\"1-1\"], [\"2-2\"]]}, \"leader\": 0}",
            "duplicate-card", "6-6");
    REFUSED("{\"op\": \"position\", \"game\": \"texas-42\", \"options\": {\"trump\": \"5\"}, "
            "\"deal\": {\"hands\": [[\"6-6\"]]}, \"leader\": 0}",
            "bad-field", "4 hands");
}

/* A Texas 42 replay's options hold wherever the declaration does not say otherwise. Seat 0
 * bids 30, declares follow-me and leads 6-6; seats 1 to 3 follow with 6-1, 6-2 and 6-3. With
 * doubles high 6-6 wins; with doubles low (the request's option) 6-3 does. */
static void test_replay_options(void) {
    static const char *const deal =
        "\"deal\": {\"hands\": ["
        "[\"6-6\", \"0-0\", \"1-0\", \"2-0\", \"3-0\", \"4-0\", \"5-0\"],"
        "[\"6-1\", \"1-1\", \"2-1\", \"3-1\", \"4-1\", \"5-1\", \"2-2\"],"
        "[\"6-2\", \"3-2\", \"4-2\", \"5-2\", \"3-3\", \"4-3\", \"5-3\"],"
        "[\"6-3\", \"6-4\", \"6-5\", \"6-0\", \"4-4\", \"5-4\", \"5-5\"]]}";
    static const struct {
        const char *options, *declaration;
        int winner;
    } cases[] = {
        {"{}", "{\"trump\": \"none\", \"contract\": \"normal\"}", 0},
        {"{\"doubles\": \"low\"}", "{\"trump\": \"none\", \"contract\": \"normal\"}", 3},
        /* the declaration says otherwise */
        {"{\"doubles\": \"low\"}",
         "{\"trump\": \"none\", \"contract\": \"normal\", \"doubles\": \"high\"}", 0},
        /* the trump too comes from the options when the declaration names none */
        {"{\"trump\": \"none\", \"doubles\": \"low\"}", "{\"contract\": \"normal\"}", 3},
        /* in a trump suit the double is its highest tile: doubles low does not apply */
        {"{\"doubles\": \"low\"}", "{\"trump\": \"5\", \"contract\": \"normal\"}", 0},
    };
    char request[2048];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(request, sizeof request,
                 "{\"op\": \"replay\", \"game\": \"texas-42\", \"options\": %s, \"dealer\": 3, "
                 "%s, \"actions\": [{\"bid\": 30}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}, "
                 "{\"bid\": \"pass\"}, %s, {\"play\": \"6-6\"}, {\"play\": \"6-1\"}, "
                 "{\"play\": \"6-2\"}, {\"play\": \"6-3\"}]}",
                 cases[i].options, deal, cases[i].declaration);
        cJSON *r = ask(request);
        CHECK(cJSON_IsTrue(cJSON_GetObjectItem(r, "ok")));
        const cJSON *trick = cJSON_GetArrayItem(cJSON_GetObjectItem(r, "tricks"), 0);
        if (int_field(trick, "winner") != cases[i].winner)
            fprintf(stderr, "case %zu: %s\n", i, request);
        CHECK_INT(int_field(trick, "winner"), cases[i].winner);
        cJSON_Delete(r);
    }

    /* Options a replay cannot take are refused, as in every request. */
    snprintf(request, sizeof request,
             "{\"op\": \"replay\", \"game\": \"texas-42\", \"options\": {\"colour\": \"red\"}, "
             "\"dealer\": 3, %s, \"actions\": []}",
             deal);
    REFUSED(request, "unknown-option", "colour");
    snprintf(request, sizeof request,
             "{\"op\": \"replay\", \"game\": \"texas-42\", \"options\": {\"doubles\": "
             "\"middle\"}, \"dealer\": 3, %s, \"actions\": []}",
             deal);
    REFUSED(request, "bad-option", "doubles");

    /* A declaration naming an option its contract drops is refused, by its index. */
    static const struct {
        const char *bids, *declaration, *needle;
    } conflicts[] = {
        {"{\"bid\": 30}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}",
         "{\"trump\": \"5\", \"contract\": \"normal\", \"doubles\": \"low\"}", "\"doubles\""},
        {"{\"bid\": {\"marks\": 1}}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": "
         "\"pass\"}",
         "{\"contract\": \"sevens\", \"doubles\": \"separate\"}", "\"doubles\""},
        {"{\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": "
         "{\"marks\": 1}}",
         "{\"trump\": \"4\", \"contract\": \"nello\"}", "no trumps"},
    };
    for (size_t i = 0; i < sizeof conflicts / sizeof conflicts[0]; i++) {
        snprintf(request, sizeof request,
                 "{\"op\": \"replay\", \"game\": \"texas-42\", \"dealer\": 3, %s, \"actions\": "
                 "[%s, %s]}",
                 deal, conflicts[i].bids, conflicts[i].declaration);
        cJSON *r = ask(request);
        CHECK_STR(error_code(r), "illegal-action");
        const cJSON *error = cJSON_GetObjectItem(r, "error");
        CHECK_INT(int_field(error, "index"), 4);
        CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(error, "reason")), "bad-declaration");
        CHECK_CONTAINS(error_message(r), conflicts[i].needle);
        cJSON_Delete(r);
    }
}

/* 1 when `text` is well-formed UTF-8 (no cut or stray continuation bytes). */
static int is_utf8(const char *text) {
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        int extra = *p < 0x80 ? 0 : *p >= 0xF0 ? 3 : *p >= 0xE0 ? 2 : *p >= 0xC0 ? 1 : -1;
        if (extra < 0) return 0;
        for (p++; extra > 0; extra--, p++)
            if ((*p & 0xC0) != 0x80) return 0;
    }
    return 1;
}

/* Messages quote what a request said, shortened to fit: never by cutting a character. */
static void test_utf8_quotes(void) {
    char request[1024], text[600] = "";
    for (int i = 0; i < 150; i++) strcat(text, "\xc3\xa9"); /* é */
    /* each request: what comes before the long text, and what after */
    const char *const shapes[][2] = {
        {"{\"op\": \"legal\", \"game\": \"a", "\"}"},
        {"{\"op\": \"a", "\"}"},
        {"{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"trump\": \"4\"}, "
         "\"trick\": [\"a", "\"], \"hand\": []}"},
        {"{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"", "\": \"4\"}}"},
        {"{\"op\": \"legal\", \"game\": \"texas-42\", \"options\": {\"trump\": \"", "\"}}"},
    };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        snprintf(request, sizeof request, "%s%s%s", shapes[i][0], text, shapes[i][1]);
        char *answer = tutor_api_handle(request, strlen(request));
        CHECK(answer && is_utf8(answer));
        if (answer && !is_utf8(answer)) fprintf(stderr, "cut character in: %s\n", answer);
        free(answer);
    }
    CHECK_INT(tutor_utf8_prefix("ab\xc3\xa9", 3), 2);
    CHECK_INT(tutor_utf8_prefix("ab\xc3\xa9", 4), 4);
    CHECK_INT(tutor_utf8_prefix("\xe2\x82\xac!", 2), 0);
    CHECK_INT(tutor_utf8_prefix("abc", 10), 3);
}

int main(void) {
    test_errors();
    test_strict_json();
    test_json_check();
    test_utf8_quotes();
    test_answers();
    test_position();
    test_replay_options();
    return check_summary("test_api");
}
