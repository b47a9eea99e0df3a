/*
 * The `bot` and `coach` requests: for every game with a whole hand in the core, seeded hands
 * played to the end by the `bot` request itself (levels 0 to 3 in turn, few samples), each
 * action it answers one of the `hand` request's legal actions for the same hand and the same
 * again for the same request; the coach's actions the legal ones, its best among them, and
 * its sentence for a chosen one; and bad requests refused by name.
 */
#include <stdlib.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "check.h"

enum { MOST_STEPS = 400 };

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

static const char *error_code(const cJSON *response) {
    return cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetObjectItem(response, "error"), "code"));
}

static int in_list(const cJSON *list, const cJSON *item) {
    const cJSON *each;
    cJSON_ArrayForEach(each, list) if (cJSON_Compare(each, item, 1)) return 1;
    return 0;
}

/* The request for the hand so far: `op`, the deal's seed and the actions. */
static cJSON *hand_request(const char *op, const char *game, int seed, const cJSON *actions) {
    cJSON *request = cJSON_CreateObject();
    cJSON_AddStringToObject(request, "op", op);
    cJSON_AddStringToObject(request, "game", game);
    cJSON_AddNumberToObject(request, "seed", seed);
    cJSON_AddItemToObject(request, "actions", cJSON_Duplicate(actions, 1));
    return request;
}

static void play_by_bots(const char *game, int seed) {
    cJSON *actions = cJSON_CreateArray();
    int steps = 0, coached = 0;
    for (; steps < MOST_STEPS; steps++) {
        cJSON *request = hand_request("hand", game, seed, actions);
        cJSON *hand = ask_json(request);
        cJSON_Delete(request);
        const cJSON *legal = cJSON_GetObjectItem(hand, "legal");
        if (!ok(hand) || cJSON_GetArraySize(legal) == 0) {
            cJSON_Delete(hand);
            break;
        }
        request = hand_request("bot", game, seed, actions);
        cJSON_AddNumberToObject(request, "level", steps % 4);
        cJSON_AddNumberToObject(request, "samples", 2);
        cJSON_AddNumberToObject(request, "decision_seed", steps);
        cJSON *bot = ask_json(request), *again = ask_json(request);
        const cJSON *action = cJSON_GetObjectItem(bot, "action");
        CHECK(ok(bot) && in_list(legal, action));
        CHECK(cJSON_Compare(bot, again, 1));
        if (steps % 17 == 5 && coached < 3) { /* the coach, now and then */
            coached++;
            cJSON_ReplaceItemInObject(request, "op", cJSON_CreateString("coach"));
            cJSON_AddItemToObject(request, "chosen", cJSON_Duplicate(cJSON_GetArrayItem(legal, 0), 1));
            cJSON *coach = ask_json(request);
            CHECK(ok(coach));
            const cJSON *judged = cJSON_GetObjectItem(coach, "actions"), *each;
            CHECK_INT(cJSON_GetArraySize(judged), cJSON_GetArraySize(legal));
            cJSON_ArrayForEach(each, judged) CHECK(in_list(legal, cJSON_GetObjectItem(each, "action")));
            CHECK(in_list(legal, cJSON_GetObjectItem(coach, "best")));
            CHECK_CONTAINS(cJSON_GetStringValue(cJSON_GetObjectItem(coach, "text")),
                           "deals that fit what you have seen");
            cJSON_Delete(coach);
        }
        cJSON_AddItemToArray(actions, cJSON_Duplicate(action, 1));
        cJSON_Delete(request);
        cJSON_Delete(bot);
        cJSON_Delete(again);
        cJSON_Delete(hand);
    }
    CHECK(steps > 0 && steps < MOST_STEPS);
    /* Over: nobody to decide for. */
    cJSON *request = hand_request("bot", game, seed, actions);
    cJSON *over = ask_json(request);
    CHECK_STR(error_code(over), "hand-over");
    cJSON_Delete(over);
    cJSON_Delete(request);
    cJSON_Delete(actions);
}

static void check_refused(const char *request, const char *code) {
    cJSON *response = ask_text(request);
    CHECK(!ok(response));
    CHECK_STR(error_code(response), code);
    cJSON_Delete(response);
}

int main(void) {
    cJSON *games = ask_text("{\"op\": \"games\"}"), *game;
    cJSON_ArrayForEach(game, cJSON_GetObjectItem(games, "games")) {
        const char *id = cJSON_GetStringValue(cJSON_GetObjectItem(game, "id"));
        for (int seed = 1; seed <= 2; seed++) play_by_bots(id, seed);
    }
    cJSON_Delete(games);
    check_refused("{\"op\": \"bot\", \"game\": \"texas-42\", \"seed\": 1, \"actions\": [], "
                  "\"level\": 4}", "bad-field");
    check_refused("{\"op\": \"bot\", \"game\": \"texas-42\", \"seed\": 1, \"actions\": [], "
                  "\"samples\": 0}", "bad-field");
    check_refused("{\"op\": \"bot\", \"game\": \"texas-42\", \"seed\": 1}", "missing-field");
    check_refused("{\"op\": \"coach\", \"game\": \"texas-42\", \"seed\": 1, \"actions\": [], "
                  "\"chosen\": {\"play\": \"6-6\"}}", "illegal-action");
    check_refused("{\"op\": \"coach\", \"game\": \"texas-42\", \"seed\": 1, \"actions\": "
                  "[{\"bid\": 7}]}", "bad-field");
    return check_summary("test_bot_api");
}
