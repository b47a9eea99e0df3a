/*
 * The `hand` request: for every game with a whole hand in the core, seeded hands played to
 * the end by taking the first legal action each time; the score present and its lines adding
 * up to its totals; a refused action answered with its index, reason and the core's sentence
 * and nothing else; the view from one seat hiding the others' cards; the seed's deal and the
 * same deal given by hand answering alike; and bad requests refused by name.
 */
#include <stdlib.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "check.h"

enum { MOST_STEPS = 600 };

/* Sends a request (deleted here) and returns the parsed response (the caller deletes it). */
static cJSON *ask_json(cJSON *request) {
    char *line = cJSON_PrintUnformatted(request);
    cJSON_Delete(request);
    char *text = tutor_api_handle(line, strlen(line));
    free(line);
    cJSON *response = cJSON_Parse(text);
    if (!response) fprintf(stderr, "not JSON: %s\n", text);
    CHECK(response != NULL);
    free(text);
    return response;
}

static cJSON *ask_text(const char *request) { return ask_json(cJSON_Parse(request)); }

static int ok(const cJSON *response) { return cJSON_IsTrue(cJSON_GetObjectItem(response, "ok")); }

static const char *error_string(const cJSON *response, const char *name) {
    return cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetObjectItem(response, "error"), name));
}

static int number(const cJSON *object, const char *name) {
    const cJSON *item = cJSON_GetObjectItem(object, name);
    return cJSON_IsNumber(item) ? item->valueint : -999;
}

/* A hand being played: the request's fixed part, and the actions so far. */
typedef struct {
    const char *game;
    const char *options; /* JSON */
    int seed, dealer;
    cJSON *actions;
} hand;

static cJSON *hand_request(const hand *h, int seat) {
    cJSON *request = cJSON_CreateObject();
    cJSON_AddStringToObject(request, "op", "hand");
    cJSON_AddStringToObject(request, "game", h->game);
    cJSON_AddItemToObject(request, "options", cJSON_Parse(h->options));
    cJSON_AddNumberToObject(request, "seed", h->seed);
    cJSON_AddNumberToObject(request, "dealer", h->dealer);
    cJSON_AddItemToObject(request, "actions", cJSON_Duplicate(h->actions, 1));
    if (seat >= 0) cJSON_AddNumberToObject(request, "seat", seat);
    return request;
}

/* The position after the actions so far plus `extra` (taken over; NULL for none). */
static cJSON *view(const hand *h, int seat, cJSON *extra) {
    cJSON *request = hand_request(h, seat);
    if (extra) cJSON_AddItemToArray(cJSON_GetObjectItem(request, "actions"), extra);
    return ask_json(request);
}

static int lines_sum(const cJSON *lines, const char *key, int value) {
    int total = 0;
    const cJSON *line;
    cJSON_ArrayForEach(line, lines) {
        if (!key || number(line, key) == value) total += number(line, "points");
    }
    return total;
}

static int array_sum(const cJSON *list) {
    int total = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, list) total += item->valueint;
    return total;
}

/* The score's lines against its totals, as each game has them. */
static void check_score(const char *game, const cJSON *position) {
    const cJSON *score = cJSON_GetObjectItem(position, "score");
    CHECK(cJSON_IsObject(score));
    const cJSON *lines = cJSON_GetObjectItem(score, "lines");
    CHECK(cJSON_GetArraySize(lines) > 0);
    if (strcmp(game, "texas-42") == 0) {
        const cJSON *marks = cJSON_GetObjectItem(score, "marks");
        CHECK(cJSON_GetArraySize(marks) == 1);
        if (cJSON_GetArraySize(marks) == 1) {
            CHECK(marks->child->valueint >= 1);
            CHECK_INT(lines_sum(lines, NULL, 0), marks->child->valueint);
            const cJSON *line = cJSON_GetArrayItem(lines, 0);
            /* the bidder's partnership when the marks are the bidder's, else the other */
            int to_bidder = strcmp(marks->child->string, "bidder") == 0;
            CHECK_INT(number(line, "side"), (number(score, "bidder") + !to_bidder) % 2);
        }
    } else if (strcmp(game, "french-tarot") == 0) {
        CHECK_INT(lines_sum(lines, NULL, 0), number(score, "hand_score"));
        CHECK(number(score, "hand_score") != 0);
        CHECK_INT(array_sum(cJSON_GetObjectItem(score, "seats")), 0);
    } else if (strcmp(game, "tapp-tarock") == 0) {
        CHECK_INT(lines_sum(lines, NULL, 0), number(score, "from_each_defender"));
        CHECK_INT(number(score, "declarer_points") + number(score, "defender_points"), 70);
        CHECK_INT(array_sum(cJSON_GetObjectItem(score, "seats")), 0);
    } else if (strcmp(game, "burro") == 0) {
        int burro = number(score, "burro");
        CHECK(burro >= 0);
        CHECK_INT(lines_sum(lines, "seat", burro), 1);
        CHECK_INT(array_sum(cJSON_GetObjectItem(score, "letters")), 1);
    } else if (strcmp(game, "piedmont-tarocchi") == 0) {
        const cJSON *points = cJSON_GetObjectItem(score, "points");
        CHECK(cJSON_IsTrue(cJSON_GetObjectItem(score, "complete")));
        for (int side = 0; side < 2; side++)
            CHECK_INT(lines_sum(lines, "side", side), cJSON_GetArrayItem(points, side)->valueint);
        int winner = number(score, "winner");
        CHECK(winner == 0 || winner == 1);
        if (winner == 0 || winner == 1)
            CHECK_INT(number(score, "difference"),
                      cJSON_GetArrayItem(points, winner)->valueint -
                          cJSON_GetArrayItem(points, 1 - winner)->valueint);
        /* without a call every card counts: 148 card points and 19 tricks */
        if (cJSON_GetArraySize(cJSON_GetObjectItem(position, "calls")) == 0)
            CHECK_INT(array_sum(points), 167);
    } else { /* Ottocento, Eight Hundred */
        const cJSON *points = cJSON_GetObjectItem(score, "hand_points");
        CHECK(cJSON_IsTrue(cJSON_GetObjectItem(score, "complete")));
        for (int side = 0; side < 2; side++)
            CHECK_INT(lines_sum(lines, "side", side), cJSON_GetArrayItem(points, side)->valueint);
        /* 87 card points (counted in pairs) and the last trick's 6 at least */
        CHECK(array_sum(points) >= 93);
    }
}

/* An illegal action: ok false, an error with its code, index, reason and sentence, and no
 * other field (a caller drops the action and has the position as it was). */
static void check_refused(const cJSON *response, int index, const char *reason, const char *text) {
    CHECK(cJSON_IsFalse(cJSON_GetObjectItem(response, "ok")));
    CHECK_INT(cJSON_GetArraySize((cJSON *)response), 3); /* id, ok, error */
    CHECK_STR(error_string(response, "code"), "illegal-action");
    CHECK_INT(number(cJSON_GetObjectItem(response, "error"), "index"), index);
    CHECK_STR(error_string(response, "reason"), reason);
    if (text) CHECK_STR(error_string(response, "message"), text);
    CHECK(error_string(response, "message") && strlen(error_string(response, "message")) > 20);
}

/* The view from `seat`: its own hand as cards, the others' as counts matching the whole view,
 * and no legal actions unless it is that seat's turn. */
static void check_hidden(const hand *h, const cJSON *whole, int seat) {
    cJSON *seen = view(h, seat, NULL);
    CHECK(ok(seen));
    const cJSON *hands = cJSON_GetObjectItem(seen, "hands");
    const cJSON *all = cJSON_GetObjectItem(whole, "hands");
    CHECK_INT(cJSON_GetArraySize(hands), cJSON_GetArraySize(all));
    for (int s = 0; s < cJSON_GetArraySize(all); s++) {
        const cJSON *mine = cJSON_GetArrayItem(hands, s), *theirs = cJSON_GetArrayItem(all, s);
        if (s == seat) {
            CHECK(cJSON_Compare(mine, theirs, 1));
        } else {
            CHECK(cJSON_IsObject(mine));
            CHECK_INT(number(mine, "count"), cJSON_GetArraySize(theirs));
        }
    }
    if (number(whole, "turn") != seat)
        CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(seen, "legal")), 0);
    CHECK(cJSON_Compare(cJSON_GetObjectItem(seen, "tricks"), cJSON_GetObjectItem(whole, "tricks"),
                        1));
    cJSON_Delete(seen);
}

/* Plays a hand to the end with the first legal action each time, checking on the way a
 * refused play (or draw), an action out of phase, and the view from the seat after the one
 * to act. Returns the number of actions. */
static int play_first_legal(hand *h) {
    int refused_play = 0, refused_out_of_phase = 0, hidden = 0, steps = 0;
    cJSON *position = NULL;
    for (; steps < MOST_STEPS; steps++) {
        cJSON_Delete(position);
        position = view(h, -1, NULL);
        if (!ok(position)) {
            fprintf(stderr, "%s seed %d step %d: %s\n", h->game, h->seed, steps,
                    error_string(position, "message"));
            CHECK(ok(position));
            break;
        }
        const char *phase = cJSON_GetStringValue(cJSON_GetObjectItem(position, "phase"));
        if (strcmp(phase, "over") == 0) break;
        int turn = number(position, "turn");
        const cJSON *legal = cJSON_GetObjectItem(position, "legal");
        const cJSON *illegal = cJSON_GetObjectItem(position, "illegal");
        const cJSON *holding = cJSON_GetArrayItem(cJSON_GetObjectItem(position, "hands"), turn);
        CHECK(turn >= 0);
        CHECK(cJSON_GetArraySize(legal) > 0);
        if (!refused_out_of_phase && strcmp(phase, "playing") != 0) {
            cJSON *play = cJSON_CreateObject();
            cJSON_AddItemToObject(play, "play", cJSON_Duplicate(cJSON_GetArrayItem(holding, 0), 1));
            cJSON *answer = view(h, -1, play);
            check_refused(answer, cJSON_GetArraySize(h->actions), "out-of-phase", NULL);
            cJSON_Delete(answer);
            refused_out_of_phase = 1;
        }
        if (!refused_play && cJSON_GetArraySize(illegal) > 0) {
            const cJSON *entry = cJSON_GetArrayItem(illegal, 0);
            const char *card = cJSON_GetStringValue(cJSON_GetObjectItem(entry, "card"));
            cJSON *action = cJSON_CreateObject();
            if (strcmp(card, "draw") == 0 || strcmp(card, "pass") == 0)
                cJSON_AddTrueToObject(action, card);
            else
                cJSON_AddStringToObject(action, "play", card);
            cJSON *answer = view(h, -1, action);
            check_refused(answer, cJSON_GetArraySize(h->actions),
                          cJSON_GetStringValue(cJSON_GetObjectItem(entry, "reason")),
                          cJSON_GetStringValue(cJSON_GetObjectItem(entry, "text")));
            cJSON_Delete(answer);
            refused_play = 1;
        }
        if (!hidden && cJSON_GetArraySize(cJSON_GetObjectItem(position, "tricks")) > 0) {
            int seats = cJSON_GetArraySize(cJSON_GetObjectItem(position, "hands"));
            check_hidden(h, position, (turn + 1) % seats);
            check_hidden(h, position, turn);
            hidden = 1;
        }
        cJSON_AddItemToArray(h->actions, cJSON_Duplicate(cJSON_GetArrayItem(legal, 0), 1));
    }
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(position, "phase")), "over");
    CHECK(cJSON_IsNull(cJSON_GetObjectItem(position, "turn")));
    CHECK(refused_play);
    CHECK(hidden);
    check_score(h->game, position);
    cJSON_Delete(position);
    return steps;
}

static void play(const char *game, const char *options, int seed, const char *prefix) {
    hand h = {game, options, seed, seed % 3, cJSON_Parse(prefix ? prefix : "[]")};
    int steps = play_first_legal(&h);
    CHECK(steps > 10);
    cJSON_Delete(h.actions);
}

/* Every game with a whole hand, by its first legal actions, and the other roads through the
 * auction (a discard, a called King, a talon taken and announcements) by a few set bids. */
static void test_whole_hands(void) {
    play("texas-42", "{}", 42, NULL);
    play("texas-42", "{}", 43,
         "[{\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}, "
         "{\"bid\": {\"marks\": 2}}]");
    play("french-tarot", "{}", 5, NULL);
    play("french-tarot", "{\"players\": \"5\"}", 6, NULL);
    play("french-tarot", "{\"players\": \"3\"}", 7, NULL);
    play("french-tarot", "{}", 8,
         "[{\"bid\": \"garde\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}]");
    play("tapp-tarock", "{}", 3, NULL);
    play("tapp-tarock", "{}", 4,
         "[{\"bid\": \"three\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}]");
    play("ottocento", "{}", 4, NULL);
    play("eight-hundred", "{}", 5, NULL);
    play("piedmont-tarocchi", "{}", 8, NULL);
    play("piedmont-tarocchi", "{\"good_evil\": \"allegiance\"}", 9, NULL);
    play("burro", "{}", 6, NULL);
    play("burro", "{\"deck\": \"48\", \"variant\": \"portuguese\", \"players\": \"3\"}", 7, NULL);
}

/* The legal actions of some positions, and the actions they lead to. */
static void test_offers(void) {
    /* Tarot: the taker of a garde discards 6 of the cards the core allows, never a King. */
    cJSON *r = ask_text("{\"op\": \"hand\", \"game\": \"french-tarot\", \"seed\": 11, \"dealer\": "
                        "3, \"actions\": [{\"bid\": \"garde\"}, {\"bid\": \"pass\"}, {\"bid\": "
                        "\"pass\"}, {\"bid\": \"pass\"}]}");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(r, "phase")), "discarding");
    /* one card at a time: each card the core allows, with its label; no King, no trump */
    const cJSON *legal = cJSON_GetObjectItem(r, "legal");
    const cJSON *labels = cJSON_GetObjectItem(r, "labels");
    CHECK_INT(cJSON_GetArraySize(labels), cJSON_GetArraySize(legal));
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetArrayItem(legal, 0), "discard")),
              "S3");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetArrayItem(labels, 0)), "Discard the 3 of Spades");
    char *from = cJSON_PrintUnformatted(legal);
    CHECK(!strstr(from, "K\"") && !strstr(from, "\"T"));
    free(from);
    CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(r, "pending")), 0);
    cJSON_Delete(r);
    /* Two cards laid aside, one action each: the discard is pending, the cards still held. */
    r = ask_text("{\"op\": \"hand\", \"game\": \"french-tarot\", \"seed\": 11, \"dealer\": "
                 "3, \"actions\": [{\"bid\": \"garde\"}, {\"bid\": \"pass\"}, {\"bid\": "
                 "\"pass\"}, {\"bid\": \"pass\"}, {\"discard\": \"S3\"}, {\"discard\": \"S3\"}]}");
    check_refused(r, 5, "bad-discard", NULL);
    cJSON_Delete(r);
    r = ask_text("{\"op\": \"hand\", \"game\": \"french-tarot\", \"seed\": 11, \"dealer\": "
                 "3, \"actions\": [{\"bid\": \"garde\"}, {\"bid\": \"pass\"}, {\"bid\": "
                 "\"pass\"}, {\"bid\": \"pass\"}, {\"discard\": \"S3\"}, [{\"discard\": \"S6\"}]]}");
    CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(r, "pending")), 2);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(
                  cJSON_GetArrayItem(cJSON_GetObjectItem(r, "pending"), 1), "discard")),
              "S6");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(r, "phase")), "discarding");
    /* The chien is shown once taken up; the taker holds 24 cards. */
    CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(r, "chien")), 6);
    CHECK_INT(cJSON_GetArraySize(cJSON_GetArrayItem(cJSON_GetObjectItem(r, "hands"), 0)), 24);
    cJSON_Delete(r);

    /* Seen from seat 1: the chien, lying face down during the auction, is counted, not shown;
     * once the taker of a garde has taken it up it is shown to all. */
    r = ask_text("{\"op\": \"hand\", \"game\": \"french-tarot\", \"seed\": 11, \"dealer\": "
                 "3, \"seat\": 1, \"actions\": [{\"bid\": \"garde\"}]}");
    const cJSON *aside = cJSON_GetObjectItem(r, "aside");
    CHECK_INT(number(cJSON_GetObjectItem(aside, "chien"), "count"), 6);
    CHECK_INT(number(cJSON_GetObjectItem(r, "chien"), "count"), 6);
    /* seat 1 bids next: garde sans, garde contre or pass */
    CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(r, "legal")), 3);
    cJSON_Delete(r);
    r = ask_text("{\"op\": \"hand\", \"game\": \"french-tarot\", \"seed\": 11, \"dealer\": "
                 "3, \"seat\": 1, \"actions\": [{\"bid\": \"garde\"}, {\"bid\": \"pass\"}, "
                 "{\"bid\": \"pass\"}, {\"bid\": \"pass\"}]}");
    CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(r, "chien")), 6);
    CHECK(cJSON_GetObjectItem(cJSON_GetObjectItem(r, "aside"), "chien") == NULL);
    CHECK_INT(number(cJSON_GetArrayItem(cJSON_GetObjectItem(r, "hands"), 0), "count"), 24);
    CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(r, "legal")), 0); /* the taker's turn */
    cJSON_Delete(r);
    /* Burro's stock, face down, is counted for a viewer and listed in drawing order without. */
    r = ask_text("{\"op\": \"hand\", \"game\": \"burro\", \"seed\": 4, \"seat\": 0, "
                 "\"actions\": []}");
    CHECK_INT(number(cJSON_GetObjectItem(cJSON_GetObjectItem(r, "aside"), "stock"), "count"), 24);
    cJSON_Delete(r);

    /* 42: after a bid of 31 the next player's bids, from 32 up, "pass" last. */
    r = ask_text("{\"op\": \"hand\", \"game\": \"texas-42\", \"seed\": 1, \"actions\": [{\"bid\": "
                 "31}]}");
    legal = cJSON_GetObjectItem(r, "legal");
    CHECK_INT(number(cJSON_GetArrayItem(legal, 0), "bid"), 32);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(
                  cJSON_GetArrayItem(legal, cJSON_GetArraySize(legal) - 1), "bid")),
              "pass");
    CHECK_INT(number(r, "bidder"), 1);
    cJSON_Delete(r);

    /* Every player passes: the hand is over, thrown in, with the core's sentence and no score. */
    r = ask_text("{\"op\": \"hand\", \"game\": \"tapp-tarock\", \"seed\": 2, \"actions\": "
                 "[{\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}]}");
    CHECK(ok(r));
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(r, "phase")), "over");
    CHECK(cJSON_IsNull(cJSON_GetObjectItem(r, "score")));
    CHECK_CONTAINS(cJSON_GetStringValue(cJSON_GetObjectItem(r, "no_hand")), "passed");
    cJSON_Delete(r);

    /* A bid below the last is refused for that; the error names its index. */
    r = ask_text("{\"op\": \"hand\", \"game\": \"french-tarot\", \"seed\": 2, \"actions\": "
                 "[{\"bid\": \"garde\"}, {\"bid\": \"petite\"}]}");
    check_refused(r, 1, "bad-bid", NULL);
    cJSON_Delete(r);
}

/* The seed's deal and the same deal given as `deal` (hands and rest, as the deal request
 * answers them) are one position. */
static void test_deal_or_seed(void) {
    static const char *const games[] = {"texas-42", "french-tarot", "tapp-tarock", "ottocento"};
    for (int g = 0; g < 4; g++) {
        char request[200];
        snprintf(request, sizeof request,
                 "{\"op\": \"deal\", \"game\": \"%s\", \"seed\": 9, \"dealer\": 1}", games[g]);
        cJSON *dealt = ask_text(request);
        cJSON *by_deal = cJSON_CreateObject();
        cJSON_AddStringToObject(by_deal, "op", "hand");
        cJSON_AddStringToObject(by_deal, "game", games[g]);
        cJSON_AddNumberToObject(by_deal, "dealer", 1);
        cJSON *deal = cJSON_AddObjectToObject(by_deal, "deal");
        cJSON_AddItemToObject(deal, "hands",
                              cJSON_Duplicate(cJSON_GetObjectItem(dealt, "hands"), 1));
        if (g > 0)
            cJSON_AddItemToObject(deal, "rest",
                                  cJSON_Duplicate(cJSON_GetObjectItem(dealt, "rest"), 1));
        cJSON_AddArrayToObject(by_deal, "actions");
        snprintf(
            request, sizeof request,
            "{\"op\": \"hand\", \"game\": \"%s\", \"seed\": 9, \"dealer\": 1, \"actions\": []}",
            games[g]);
        cJSON *a = ask_json(by_deal), *b = ask_text(request);
        CHECK(ok(a));
        CHECK(cJSON_Compare(a, b, 1));
        cJSON_Delete(a);
        cJSON_Delete(b);
        cJSON_Delete(dealt);
    }
}

/* Texas 42's options are the players' agreement for the hand: the declaration completes them.
 * Seat 0 bids 30, declares follow-me and leads 6-6; seats 1 to 3 follow with 6-1, 6-2, 6-3:
 * with the request's doubles low, 6-3 wins the trick. A trump the options give is taken by a
 * declaration that names none, and every trump is still offered to the declarer. */
static void test_options_42(void) {
    static const char *const start =
        "{\"op\": \"hand\", \"game\": \"texas-42\", \"dealer\": 3, \"deal\": {\"hands\": ["
        "[\"6-6\", \"0-0\", \"1-0\", \"2-0\", \"3-0\", \"4-0\", \"5-0\"],"
        "[\"6-1\", \"1-1\", \"2-1\", \"3-1\", \"4-1\", \"5-1\", \"2-2\"],"
        "[\"6-2\", \"3-2\", \"4-2\", \"5-2\", \"3-3\", \"4-3\", \"5-3\"],"
        "[\"6-3\", \"6-4\", \"6-5\", \"6-0\", \"4-4\", \"5-4\", \"5-5\"]]}, ";
    static const char *const bids =
        "{\"bid\": 30}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}, {\"bid\": \"pass\"}";
    char request[2048];
    snprintf(request, sizeof request,
             "%s\"options\": {\"doubles\": \"low\"}, \"actions\": [%s, {\"trump\": \"none\", "
             "\"contract\": \"normal\"}, {\"play\": \"6-6\"}, {\"play\": \"6-1\"}, {\"play\": "
             "\"6-2\"}, {\"play\": \"6-3\"}]}",
             start, bids);
    cJSON *r = ask_text(request);
    CHECK(ok(r));
    CHECK_INT(number(cJSON_GetArrayItem(cJSON_GetObjectItem(r, "tricks"), 0), "winner"), 3);
    CHECK_STR(
        cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetObjectItem(r, "declared"), "doubles")),
        "low");
    cJSON_Delete(r);

    /* Declaring, with trump 4 agreed: every trump is offered, and {"contract": "normal"} alone
     * takes the fours. */
    snprintf(request, sizeof request, "%s\"options\": {\"trump\": \"4\"}, \"actions\": [%s]}",
             start, bids);
    r = ask_text(request);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(r, "phase")), "declaring");
    const cJSON *offered = cJSON_GetObjectItem(r, "legal");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetArrayItem(offered, 0),
                                                       "contract")),
              "normal");
    char *all = cJSON_PrintUnformatted(offered);
    for (int t = 0; t <= 6; t++) {
        char trump[32];
        snprintf(trump, sizeof trump, "{\"trump\":\"%d\"}", t);
        CHECK_CONTAINS(all, trump);
    }
    free(all);
    cJSON_Delete(r);
    snprintf(request, sizeof request,
             "%s\"options\": {\"trump\": \"4\"}, \"actions\": [%s, {\"contract\": \"normal\"}]}",
             start, bids);
    r = ask_text(request);
    const cJSON *declared = cJSON_GetObjectItem(r, "declared");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(declared, "trump")), "4");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(declared, "doubles")), "high");
    cJSON_Delete(r);

    /* A declaration naming doubles a trump suit leaves no choice of is refused. */
    snprintf(request, sizeof request,
             "%s\"actions\": [%s, {\"trump\": \"5\", \"contract\": \"normal\", \"doubles\": "
             "\"low\"}]}",
             start, bids);
    r = ask_text(request);
    check_refused(r, 4, "bad-declaration", NULL);
    CHECK_CONTAINS(error_string(r, "message"), "\"doubles\"");
    cJSON_Delete(r);
}

static void refused(const char *request, const char *code, const char *needle) {
    cJSON *r = ask_text(request);
    CHECK(cJSON_IsFalse(cJSON_GetObjectItem(r, "ok")));
    CHECK_STR(error_string(r, "code"), code);
    CHECK_CONTAINS(error_string(r, "message"), needle);
    cJSON_Delete(r);
}

static void test_bad_requests(void) {
    cJSON *r;
    refused("{\"op\": \"hand\", \"game\": \"burro\", \"actions\": []}", "missing-field", "seed");
    refused("{\"op\": \"hand\", \"game\": \"burro\", \"seed\": 1}", "missing-field", "actions");
    refused("{\"op\": \"hand\", \"game\": \"burro\", \"seed\": 1, \"deal\": {}, \"actions\": []}",
            "bad-field", "not both");
    refused("{\"op\": \"hand\", \"game\": \"texas-42\", \"options\": {\"doubles\": \"middle\"}, "
            "\"seed\": 1, \"actions\": []}",
            "bad-option", "doubles");
    refused("{\"op\": \"hand\", \"game\": \"french-tarot\", \"seed\": 1, \"seat\": 4, "
            "\"actions\": []}",
            "bad-field", "\"seat\"");
    refused("{\"op\": \"hand\", \"game\": \"tapp-tarock\", \"seed\": 1, \"actions\": [{\"bid\": "
            "\"four\"}]}",
            "bad-field", "\"bid\"");
    refused("{\"op\": \"hand\", \"game\": \"eight-hundred\", \"seed\": 1, \"actions\": "
            "[{\"declare\": [{\"kind\": \"tarocchi\", \"cards\": [\"T21\"]}]}]}",
            "bad-field", "\"quartet\"");
    r = ask_text("{\"op\": \"hand\", \"game\": \"ottocento\", \"seed\": 1, \"actions\": "
                 "[{\"declare\": []}]}");
    check_refused(r, 0, "out-of-phase", NULL);
    cJSON_Delete(r);
    refused("{\"op\": \"hand\", \"game\": \"burro\", \"seed\": 1, \"actions\": [{\"draw\": 1}]}",
            "bad-field", "\"draw\" must be true");
    refused(
        "{\"op\": \"hand\", \"game\": \"piedmont-tarocchi\", \"options\": {\"good_evil\": "
        "\"allegiance\"}, \"seed\": 1, \"actions\": [{\"play\": \"GOOD\", \"call\": \"mine\"}]}",
        "bad-field", "\"call\"");
}

int main(void) {
    test_whole_hands();
    test_offers();
    test_deal_or_seed();
    test_options_42();
    test_bad_requests();
    return check_summary("test_hand");
}
