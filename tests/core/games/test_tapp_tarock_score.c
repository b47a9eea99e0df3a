/*
 * Tapp-Tarock's end-of-hand arithmetic through tutor_score: every bid won and lost at the
 * 36-point edge, each outcome of Pagat Ultimo and Valat alone and together, the itemized lines,
 * and bad input refused both by the core and through the JSON API.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "check.h"
#include "score_record.h"

/* The values tutor_score reads: the bids, and a contract's outcome as its word's index. */
enum { THREE, BOTTOM, TOP, SOLO };
enum { NONE = -1, MADE, FAILED, SILENT };

/* tutor_score's answer, read back: "won", "from_each_defender", "lines.<i>.item" ... */
static const recorded *score_of(int bid, int points, int pagat, int valat) {
    static recorded r;
    tutor_options options = {0};
    int values[4] = {bid, points, pagat, valat}, value;
    CHECK(tutor_score(tutor_game_find("tapp-tarock"), &options, values, recorded_start(&r), &value,
                      NULL) == TUTOR_OK);
    CHECK_INT(value, recorded_at(&r, "from_each_defender"));
    return &r;
}

/* The payment, and that the lines add up to it. */
static int paid(int bid, int points, int pagat, int valat) {
    const recorded *score = score_of(bid, points, pagat, valat);
    int sum = 0;
    for (int i = 0; i < recorded_items(score, "lines"); i++)
        sum += recorded_at(score, "lines.%d.points", i);
    CHECK_INT(sum, recorded_at(score, "from_each_defender"));
    return sum;
}

static void test_bids(void) {
    static const int values[] = {3, 4, 5, 8};
    for (int bid = THREE; bid <= SOLO; bid++) {
        /* Exactly 36 of 70 wins; 35 loses. */
        const recorded *won = score_of(bid, 36, NONE, NONE);
        CHECK(recorded_at(won, "won"));
        CHECK_INT(recorded_at(won, "from_each_defender"), values[bid]);
        CHECK_INT(recorded_items(won, "lines"), 1);
        CHECK_STR(recorded_word_at(won, "lines.0.item"), "bid");
        const recorded *lost = score_of(bid, 35, NONE, NONE);
        CHECK(!recorded_at(lost, "won"));
        CHECK_INT(recorded_at(lost, "from_each_defender"), -values[bid]);
        CHECK_STR(recorded_word_at(lost, "lines.0.item"), "bid");
    }
    /* The margin does not matter: only won or lost. */
    CHECK_INT(paid(TOP, 70, NONE, NONE), 5);
    CHECK_INT(paid(TOP, 41, NONE, NONE), 5);
    CHECK_INT(paid(SOLO, 0, NONE, NONE), -8);
    CHECK_INT(paid(SOLO, 34, NONE, NONE), -8);
    const recorded *s = score_of(TOP, 41, NONE, NONE);
    CHECK_CONTAINS(recorded_word_at(s, "lines.0.text"), "Top 3 won with 41 of 70");
    s = score_of(SOLO, 34, NONE, NONE);
    CHECK_CONTAINS(recorded_word_at(s, "lines.0.text"), "the declarer pays each defender 8");
}

static void test_pagat_ultimo(void) {
    /* 8 announced, 4 unannounced, -8 announced and failed, on top of the bid either way. */
    CHECK_INT(paid(BOTTOM, 37, MADE, NONE), 4 + 8);
    CHECK_INT(paid(BOTTOM, 37, SILENT, NONE), 4 + 4);
    CHECK_INT(paid(BOTTOM, 37, FAILED, NONE), 4 - 8);
    CHECK_INT(paid(THREE, 20, MADE, NONE), -3 + 8);
    CHECK_INT(paid(THREE, 20, SILENT, NONE), -3 + 4);
    CHECK_INT(paid(THREE, 20, FAILED, NONE), -3 - 8);
    const recorded *s = score_of(BOTTOM, 37, MADE, NONE);
    CHECK_INT(recorded_items(s, "lines"), 2);
    CHECK_STR(recorded_word_at(s, "lines.0.item"), "bid");
    CHECK_INT(recorded_at(s, "lines.0.points"), 4);
    CHECK_STR(recorded_word_at(s, "lines.1.item"), "pagat-ultimo");
    CHECK_INT(recorded_at(s, "lines.1.points"), 8);
    CHECK_CONTAINS(recorded_word_at(s, "lines.1.text"), "Announced Pagat Ultimo made");
}

static void test_valat(void) {
    /* Announced: the bid times eight, in place of the bid (the seed's Solo: 8 x 8 = 64). */
    CHECK_INT(paid(SOLO, 70, NONE, MADE), 64);
    CHECK_INT(paid(THREE, 70, NONE, MADE), 24);
    CHECK_INT(paid(BOTTOM, 70, NONE, MADE), 32);
    CHECK_INT(paid(TOP, 70, NONE, MADE), 40);
    /* Unannounced: four times. A Solo's talon goes to the defenders, so a Valat need not
     * take all 70 points. */
    CHECK_INT(paid(SOLO, 62, NONE, SILENT), 32);
    CHECK_INT(paid(THREE, 70, NONE, SILENT), 12);
    /* Announced and failed: the same amount the other way, whether the game was won or not. */
    CHECK_INT(paid(SOLO, 60, NONE, FAILED), -64);
    CHECK_INT(paid(SOLO, 20, NONE, FAILED), -64);
    CHECK_INT(paid(TOP, 36, NONE, FAILED), -40);
    const recorded *s = score_of(SOLO, 60, NONE, FAILED);
    CHECK(recorded_at(s, "won")); /* the card points still decide `won` */
    CHECK_INT(recorded_items(s, "lines"), 1);
    CHECK_STR(recorded_word_at(s, "lines.0.item"), "valat");
    CHECK_INT(recorded_at(s, "lines.0.points"), -64);
    CHECK_CONTAINS(recorded_word_at(s, "lines.0.text"), "8 times the Solo bid's 8");
    s = score_of(THREE, 70, NONE, SILENT);
    CHECK_CONTAINS(recorded_word_at(s, "lines.0.text"), "Unannounced Valat made: 4 times");
}

static void test_combinations(void) {
    /* A Pagat Ultimo is paid beside a Valat. */
    CHECK_INT(paid(SOLO, 70, MADE, MADE), 64 + 8);
    CHECK_INT(paid(SOLO, 70, SILENT, SILENT), 32 + 4);
    CHECK_INT(paid(TOP, 70, FAILED, MADE), 40 - 8);
    CHECK_INT(paid(TOP, 50, MADE, FAILED), -40 + 8);
    CHECK_INT(paid(THREE, 50, FAILED, FAILED), -24 - 8);
    CHECK_INT(paid(BOTTOM, 66, SILENT, MADE), 32 + 4);
    const recorded *s = score_of(SOLO, 70, MADE, MADE);
    CHECK_INT(recorded_items(s, "lines"), 2);
    CHECK_STR(recorded_word_at(s, "lines.0.item"), "valat");
    CHECK_STR(recorded_word_at(s, "lines.1.item"), "pagat-ultimo");
}

/* Figures out of range, refused by tutor_score before any arithmetic: bid, declarer_points,
 * pagat_ultimo and valat, the words as their indexes (-1: absent). */
static void test_core_refusals(void) {
    const tutor_game *game = tutor_game_find("tapp-tarock");
    tutor_options options = {0};
    tutor_error error = {0};
    int value;
    int values[4] = {TOP, 71, NONE, NONE};
    CHECK(tutor_score(game, &options, values, NULL, &value, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    CHECK_CONTAINS(error.message, "declarer_points");
    values[1] = -1;
    CHECK(tutor_score(game, &options, values, NULL, &value, &error) == TUTOR_ERROR);
    CHECK_CONTAINS(error.message, "declarer_points");
    values[1] = 40;
    values[0] = 7;
    CHECK(tutor_score(game, &options, values, NULL, &value, &error) == TUTOR_ERROR);
    CHECK_CONTAINS(error.message, "bid");
    values[0] = TOP;
    values[3] = 9;
    CHECK(tutor_score(game, &options, values, NULL, &value, &error) == TUTOR_ERROR);
    CHECK_CONTAINS(error.message, "valat");
    CHECK(tutor_score(game, &options, values, NULL, &value, NULL) == TUTOR_ERROR);
}

/* ---- through the JSON API ------------------------------------------------------------------ */

static cJSON *ask(const char *fields) {
    char request[400];
    snprintf(request, sizeof request,
             "{\"id\": \"t\", \"op\": \"score\", \"game\": \"tapp-tarock\"%s}", fields);
    char *text = tutor_api_handle(request, strlen(request));
    CHECK(text != NULL);
    cJSON *response = text ? cJSON_Parse(text) : NULL;
    CHECK(response != NULL);
    free(text);
    return response;
}

static int api_paid(const char *fields) {
    cJSON *r = ask(fields);
    CHECK(cJSON_IsTrue(cJSON_GetObjectItem(r, "ok")));
    const cJSON *total = cJSON_GetObjectItem(r, "from_each_defender");
    int result = cJSON_IsNumber(total) ? total->valueint : -999;
    int sum = 0;
    const cJSON *line;
    cJSON_ArrayForEach(line, cJSON_GetObjectItem(r, "lines")) {
        const cJSON *points = cJSON_GetObjectItem(line, "points");
        CHECK(cJSON_IsNumber(points));
        sum += cJSON_IsNumber(points) ? points->valueint : 0;
        CHECK(cJSON_IsString(cJSON_GetObjectItem(line, "item")));
        CHECK(cJSON_IsString(cJSON_GetObjectItem(line, "text")));
    }
    CHECK_INT(sum, result);
    cJSON_Delete(r);
    return result;
}

/* Checks the error code and that the message names the field. */
static void api_refuses(const char *fields, const char *code, const char *named) {
    cJSON *r = ask(fields);
    CHECK(cJSON_IsFalse(cJSON_GetObjectItem(r, "ok")));
    const cJSON *error = cJSON_GetObjectItem(r, "error");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(error, "code")), code);
    CHECK_CONTAINS(cJSON_GetStringValue(cJSON_GetObjectItem(error, "message")), named);
    cJSON_Delete(r);
}

static void test_api(void) {
    cJSON *r = ask(", \"bid\": \"top\", \"declarer_points\": 41");
    CHECK(cJSON_IsTrue(cJSON_GetObjectItem(r, "won")));
    const cJSON *lines = cJSON_GetObjectItem(r, "lines");
    CHECK_INT(cJSON_GetArraySize(lines), 1);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetArrayItem(lines, 0), "item")),
              "bid");
    cJSON_Delete(r);
    r = ask(", \"bid\": \"three\", \"declarer_points\": 35");
    CHECK(cJSON_IsFalse(cJSON_GetObjectItem(r, "won")));
    cJSON_Delete(r);

    CHECK_INT(api_paid(", \"bid\": \"top\", \"declarer_points\": 41"), 5);
    CHECK_INT(api_paid(", \"bid\": \"solo\", \"declarer_points\": 34"), -8);
    CHECK_INT(api_paid(", \"bid\": \"bottom\", \"declarer_points\": 37, "
                       "\"pagat_ultimo\": \"announced-made\""),
              12);
    CHECK_INT(api_paid(", \"bid\": \"three\", \"declarer_points\": 36, "
                       "\"pagat_ultimo\": \"silent-made\""),
              7);
    CHECK_INT(api_paid(", \"bid\": \"bottom\", \"declarer_points\": 35, "
                       "\"pagat_ultimo\": \"announced-failed\""),
              -12);
    CHECK_INT(
        api_paid(", \"bid\": \"solo\", \"declarer_points\": 70, \"valat\": \"announced-made\""),
        64);
    CHECK_INT(api_paid(", \"bid\": \"top\", \"declarer_points\": 70, \"valat\": \"silent-made\""),
              20);
    CHECK_INT(api_paid(", \"bid\": \"three\", \"declarer_points\": 55, "
                       "\"valat\": \"announced-failed\", \"pagat_ultimo\": \"silent-made\""),
              -24 + 4);

    api_refuses(", \"declarer_points\": 40", "missing-field", "\"bid\"");
    api_refuses(", \"declarer_points\": 40", "missing-field", "\"top\"");
    api_refuses(", \"bid\": \"four\", \"declarer_points\": 40", "bad-field", "\"solo\"");
    api_refuses(", \"bid\": 3, \"declarer_points\": 40", "bad-field", "bid");
    api_refuses(", \"bid\": \"top\"", "missing-field", "declarer_points");
    api_refuses(", \"bid\": \"top\"", "missing-field", "0 to 70");
    api_refuses(", \"bid\": \"top\", \"declarer_points\": 71", "bad-field", "0 to 70");
    api_refuses(", \"bid\": \"top\", \"declarer_points\": -1", "bad-field", "declarer_points");
    api_refuses(", \"bid\": \"top\", \"declarer_points\": 40.5", "bad-field", "whole number");
    api_refuses(", \"bid\": \"top\", \"declarer_points\": \"40\"", "bad-field", "declarer_points");
    api_refuses(", \"bid\": \"top\", \"declarer_points\": 40, \"pagat_ultimo\": \"made\"",
                "bad-field", "\"silent-made\"");
    api_refuses(", \"bid\": \"top\", \"declarer_points\": 40, \"valat\": \"silent-failed\"",
                "bad-field", "valat");
    api_refuses(", \"bid\": \"top\", \"declarer_points\": 40, \"valat\": true", "bad-field",
                "valat");
}

int main(void) {
    test_bids();
    test_pagat_ultimo();
    test_valat();
    test_combinations();
    test_core_refusals();
    test_api();
    return check_summary("test_tapp_tarock_score");
}
