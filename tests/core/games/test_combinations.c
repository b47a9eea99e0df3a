/*
 * Ottocento's and Eight Hundred's cricche and sequences, written with card codes: seed 000's
 * worked example, each kind, each rule that refuses a wild or a run, doubling at exactly three,
 * the two games' words, and the combinations request through the JSON API.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "api.h"
#include "check.h"
#include "cards.h"
#include "tarocchino.h"

enum { OTTOCENTO = TUTOR_COMBINATIONS_OTTOCENTO, EIGHT = TUTOR_COMBINATIONS_EIGHT_HUNDRED };

static const tutor_game *game_of(int rules) {
    return tutor_game_find(rules == OTTOCENTO ? "ottocento" : "eight-hundred");
}

/* `game` (cards.h) reads the card codes: both games share the pack. */

static tutor_combinations_result combinations(int rules, const char *cards) {
    tutor_combinations_result r;
    tutor_error error = {0};
    CHECK(tutor_game_combinations(game_of(rules), set_of(cards), &r, &error) == TUTOR_OK);
    return r;
}

/* The entry named `kind` that holds exactly `cards`, or NULL (reported) when there is none. */
static const tutor_combination *entry(const tutor_combination *list, int count, const char *kind,
                                      const char *cards, int line) {
    for (int i = 0; i < count; i++)
        if (strcmp(list[i].name, kind) == 0 && tutor_set_equal(list[i].cards, set_of(cards)))
            return &list[i];
    fprintf(stderr, "line %d: no %s of [%s]\n", line, kind, cards);
    CHECK(0);
    return NULL;
}

static void check_cricca(const tutor_combinations_result *r, const char *kind, const char *cards,
                         int points, int line) {
    const tutor_combination *c = entry(r->cricche, r->cricca_count, kind, cards, line);
    if (c) CHECK_INT(c->points, points);
    if (c) CHECK(tutor_set_is_empty(c->wild));
}

static void check_sequence(const tutor_combinations_result *r, const char *kind,
                           const char *cards, const char *wild, int points, int line) {
    const tutor_combination *s = entry(r->sequences, r->sequence_count, kind, cards, line);
    if (!s) return;
    if (!tutor_set_equal(s->wild, set_of(wild)))
        fprintf(stderr, "line %d: %s of [%s] should use wild [%s]\n", line, kind, cards, wild);
    CHECK(tutor_set_equal(s->wild, set_of(wild)));
    CHECK_INT(s->points, points);
}

/* The number of cricche and sequences, the doublings and the total. */
static void check_totals(const tutor_combinations_result *r, int cricche, int sequences,
                         int doubled_cricche, int doubled_sequences, int total, int line) {
    if (r->cricca_count != cricche || r->sequence_count != sequences || r->total != total)
        fprintf(stderr, "line %d: %d cricche, %d sequences, total %d\n", line, r->cricca_count,
                r->sequence_count, r->total);
    CHECK_INT(r->cricca_count, cricche);
    CHECK_INT(r->sequence_count, sequences);
    CHECK_INT(r->doubled_cricche, doubled_cricche);
    CHECK_INT(r->doubled_sequences, doubled_sequences);
    CHECK_INT(r->total, total);
}

#define CRICCA(r, kind, cards, points) check_cricca(&(r), kind, cards, points, __LINE__)
#define SEQUENCE(r, kind, cards, wild, points)                                               \
    check_sequence(&(r), kind, cards, wild, points, __LINE__)
#define TOTALS(r, cricche, sequences, dc, ds, total)                                         \
    check_totals(&(r), cricche, sequences, dc, ds, total, __LINE__)

#define TRUMPS_21_TO_6 "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6"

/* Seed 000: "Cricche: I had 3 of a kind in the Tarocchi, the Queens, Knights, and Pages.
 * That's (18+14+13+12)x2 = 114." "Sequences: I had the full suit sequence of Swords (20
 * points, plus the begato for an extra 5). Then two of the 4 Moors and the begato to make it
 * the Moors sequence for 10. Finally ... from 21 all the way down to 6 (75 points, plus a bonus
 * 5 from the begato). This makes it (25+10+80)x2 = 230." */
static void test_worked_example(void) {
    tutor_combinations_result r = combinations(
        OTTOCENTO, TRUMPS_21_TO_6 " T1 T2 T3 SK SQ SN SJ S1 CQ HQ CN HN CJ HJ C7 H9 D10");
    CRICCA(r, "tarocchi", "T21 T20 T1", 18);
    CRICCA(r, "queens", "SQ CQ HQ", 14);
    CRICCA(r, "knights", "SN CN HN", 13);
    CRICCA(r, "jacks", "SJ CJ HJ", 12);
    SEQUENCE(r, "suit", "SK SQ SN SJ S1", "T1", 25);
    SEQUENCE(r, "moors", "T2 T3", "T1", 10);
    SEQUENCE(r, "trumps", TRUMPS_21_TO_6, "T1", 80);
    int cricche = 0, sequences = 0;
    for (int i = 0; i < r.cricca_count; i++) cricche += r.cricche[i].points;
    for (int i = 0; i < r.sequence_count; i++) sequences += r.sequences[i].points;
    CHECK_INT(cricche * 2, 114);
    CHECK_INT(sequences * 2, 230);
    TOTALS(r, 4, 3, 1, 1, 114 + 230);
}

/* The public conformance cases for combinations. */
static void test_public_cases(void) {
    tutor_combinations_result r = combinations(OTTOCENTO, "SJ HJ CJ DJ S6 S7");
    CRICCA(r, "jacks", "SJ HJ CJ DJ", 24);
    TOTALS(r, 1, 0, 0, 0, 24);

    r = combinations(OTTOCENTO, "DK DN D1 T1 C7 C8");
    SEQUENCE(r, "suit", "DK DN D1", "T1", 15);
    TOTALS(r, 0, 1, 0, 0, 15);

    r = combinations(OTTOCENTO, "T21 T20 T1 S8 C6 D6");
    CRICCA(r, "tarocchi", "T21 T20 T1", 18);
    SEQUENCE(r, "trumps", "T21 T20", "T1", 10);
    TOTALS(r, 1, 1, 0, 0, 28);

    r = combinations(EIGHT, "SK DK CK S7 D7 C7");
    CRICCA(r, "kings", "SK DK CK", 17);
    TOTALS(r, 1, 0, 0, 0, 17);

    r = combinations(EIGHT, "T2 T5 T1 S7 H8 C9");
    SEQUENCE(r, "quartet", "T2 T5", "T1", 10);
    TOTALS(r, 0, 1, 0, 0, 10);

    r = combinations(EIGHT, "S1 C1 D1 H6 S9 T12");
    SEQUENCE(r, "aces", "S1 C1 D1", "", 10);
    TOTALS(r, 0, 1, 0, 0, 10);

    r = combinations(EIGHT, "DK DQ DN DJ S6 T15");
    SEQUENCE(r, "suit", "DK DQ DN DJ", "", 15);
    TOTALS(r, 0, 1, 0, 0, 15);
}

static void test_cricche(void) {
    /* Any 3 / all 4, every kind; the 1 and the Fool are Honours in their own right (and, in
     * Ottocento, two wilds in a row after the 21 and the 20). */
    tutor_combinations_result r = combinations(OTTOCENTO, "T21 T20 T1 FOOL SK CK HK DK");
    CRICCA(r, "tarocchi", "T21 T20 T1 FOOL", 36);
    CRICCA(r, "kings", "SK CK HK DK", 34);
    SEQUENCE(r, "trumps", "T21 T20", "T1 FOOL", 15);
    TOTALS(r, 2, 1, 0, 0, 85);
    r = combinations(EIGHT, "T20 T1 FOOL SQ CQ HQ DQ SN CN HN");
    CRICCA(r, "honours", "T20 T1 FOOL", 18);
    CRICCA(r, "queens", "SQ CQ HQ DQ", 28);
    CRICCA(r, "knights", "SN CN HN", 13);
    TOTALS(r, 3, 0, 1, 0, (18 + 28 + 13) * 2);
    r = combinations(EIGHT, "SN CN HN DN SJ CJ DJ");
    CRICCA(r, "knights", "SN CN HN DN", 26);
    CRICCA(r, "jacks", "SJ CJ DJ", 12);
    TOTALS(r, 2, 0, 0, 0, 38);
    /* No wild cards in cricche: two Kings and both wilds are no cricca of Kings. */
    r = combinations(OTTOCENTO, "SK CK T1 FOOL");
    TOTALS(r, 0, 0, 0, 0, 0);
}

static void test_trump_runs(void) {
    /* A natural run, and the Moors are not part of it: it stops at the 6. */
    tutor_combinations_result r = combinations(OTTOCENTO, TRUMPS_21_TO_6 " T5 T4");
    SEQUENCE(r, "trumps", TRUMPS_21_TO_6, "", 75);
    TOTALS(r, 0, 1, 0, 0, 75);
    /* One of the three after the 21 may be missing, and the run goes on below them. */
    r = combinations(EIGHT, "T21 T20 T18");
    SEQUENCE(r, "trumps", "T21 T20 T18", "", 10);
    r = combinations(OTTOCENTO, "T21 T19 T18 T17 T16");
    SEQUENCE(r, "trumps", "T21 T19 T18 T17 T16", "", 20);
    /* Seed 003's own example: "The World, The Fool, The Sun, The Star". */
    r = combinations(EIGHT, "T21 FOOL T19 T17");
    SEQUENCE(r, "trumps", "T21 T19 T17", "FOOL", 15);
    /* Below the first four, a missing card ends the run unless a wild stands for it. */
    r = combinations(OTTOCENTO, "T21 T20 T19 T18 T16 T15");
    SEQUENCE(r, "trumps", "T21 T20 T19 T18", "", 15);
    r = combinations(OTTOCENTO, "T21 T20 T19 T18 T16 T15 FOOL");
    SEQUENCE(r, "trumps", "T21 T20 T19 T18 T16 T15", "FOOL", 30);
    /* Each wild once per run; both wilds fill two separate gaps. */
    r = combinations(EIGHT, "T21 T20 T18 T17 T15 T1 FOOL");
    SEQUENCE(r, "trumps", "T21 T20 T18 T17 T15", "T1 FOOL", 30);
    /* Two wilds in a row. Ottocento: "two wilds in a row end the sequence", both counting (16
     * and 15) and nothing after them (not the 14 and 13). Eight Hundred: they "may not replace
     * two consecutive cards", so the run ends after the first. */
    r = combinations(OTTOCENTO, "T21 T20 T19 T18 T17 T14 T13 T1 FOOL");
    SEQUENCE(r, "trumps", "T21 T20 T19 T18 T17", "T1 FOOL", 30);
    r = combinations(EIGHT, "T21 T20 T19 T18 T17 T14 T13 T1 FOOL");
    SEQUENCE(r, "trumps", "T21 T20 T19 T18 T17", "T1", 25);
    r = combinations(EIGHT, "T21 T1 FOOL");
    CHECK_INT(r.sequence_count, 0);
    r = combinations(OTTOCENTO, "T21 T1 FOOL");
    CHECK_INT(r.sequence_count, 0);
    /* In a row even across a missing card (21, 20, wild for 19, 18 left out, wild for 17):
     * Ottocento counts four cards, Eight Hundred three. */
    r = combinations(OTTOCENTO, "T21 T20 T1 FOOL");
    SEQUENCE(r, "trumps", "T21 T20", "T1 FOOL", 15);
    r = combinations(EIGHT, "T21 T20 T1 FOOL");
    SEQUENCE(r, "trumps", "T21 T20", "T1", 10);
    /* 21, wild, wild, 18 is no run (the 18 after the pair neither counts nor makes the first
     * three valid); 21, wild for 20, 18, wild for 17 is. */
    r = combinations(OTTOCENTO, "T21 T18 T1 FOOL");
    SEQUENCE(r, "trumps", "T21 T18", "T1 FOOL", 15);
    /* The 21 must be real: a wild may not stand for it. */
    r = combinations(OTTOCENTO, "T20 T19 T18 T17 T1");
    TOTALS(r, 0, 0, 0, 0, 0);
    r = combinations(EIGHT, "T20 T19 T18 FOOL");
    TOTALS(r, 0, 0, 0, 0, 0);
    /* Of the three after the 21, one must be real. */
    r = combinations(OTTOCENTO, "T21 T1 FOOL T17 T16");
    CHECK_INT(r.sequence_count, 0);
    /* Wilds extend a run past the 6 only when it is naturally complete: one in Eight Hundred,
     * both in Ottocento. */
    r = combinations(EIGHT, TRUMPS_21_TO_6 " T1 FOOL");
    SEQUENCE(r, "trumps", TRUMPS_21_TO_6, "T1", 80);
    r = combinations(OTTOCENTO, TRUMPS_21_TO_6 " T1 FOOL");
    SEQUENCE(r, "trumps", TRUMPS_21_TO_6, "T1 FOOL", 85);
    r = combinations(OTTOCENTO, "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T6 "
                                "T1 FOOL");
    SEQUENCE(r, "trumps", "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T6", "T1", 75);
}

static void test_suit_runs(void) {
    /* Ottocento adds the Ace once the run is valid; Eight Hundred's run ends at the Jack. */
    tutor_combinations_result r = combinations(OTTOCENTO, "HK HQ HN HJ H1");
    SEQUENCE(r, "suit", "HK HQ HN HJ H1", "", 20);
    r = combinations(EIGHT, "HK HQ HN HJ H1");
    SEQUENCE(r, "suit", "HK HQ HN HJ", "", 15);
    /* One court may be missing, naturally. */
    r = combinations(EIGHT, "CK CQ CJ");
    SEQUENCE(r, "suit", "CK CQ CJ", "", 10);
    /* The King must be real. */
    r = combinations(OTTOCENTO, "SQ SN SJ S1 T1");
    TOTALS(r, 0, 0, 0, 0, 0);
    /* The King and one wild are not enough: a court must be real. */
    r = combinations(OTTOCENTO, "SK S1 T1 FOOL");
    TOTALS(r, 0, 0, 0, 0, 0);
    /* An Ace does not make an invalid run valid. */
    r = combinations(OTTOCENTO, "SK SQ S1");
    TOTALS(r, 0, 0, 0, 0, 0);
    /* Wilds for two courts that are not next to each other. */
    r = combinations(OTTOCENTO, "DK DN D1 T1 FOOL");
    SEQUENCE(r, "suit", "DK DN D1", "T1 FOOL", 20);
    /* Two wilds in a row: Eight Hundred refuses the second (the King, the Queen and one
     * wild); Ottocento counts both, and then the Ace of the valid run. */
    r = combinations(EIGHT, "DK DQ T1 FOOL");
    SEQUENCE(r, "suit", "DK DQ", "T1", 10);
    r = combinations(OTTOCENTO, "DK DQ T1 FOOL");
    SEQUENCE(r, "suit", "DK DQ", "T1 FOOL", 15);
    r = combinations(OTTOCENTO, "DK DQ D1 T1 FOOL");
    SEQUENCE(r, "suit", "DK DQ D1", "T1 FOOL", 20);
    /* A run that needed a wild is not naturally complete: no extension. */
    r = combinations(EIGHT, "SK SQ SN T1 FOOL");
    SEQUENCE(r, "suit", "SK SQ SN", "T1", 15);
    r = combinations(OTTOCENTO, "SK SQ SN T1 FOOL");
    SEQUENCE(r, "suit", "SK SQ SN", "T1", 15);
    /* A naturally complete run takes one wild at its end in Eight Hundred, both in Ottocento. */
    r = combinations(EIGHT, "SK SQ SN SJ T1 FOOL");
    SEQUENCE(r, "suit", "SK SQ SN SJ", "T1", 20);
    r = combinations(OTTOCENTO, "SK SQ SN SJ S1 FOOL T1");
    SEQUENCE(r, "suit", "SK SQ SN SJ S1", "T1 FOOL", 30);
    r = combinations(OTTOCENTO, "SK SQ SN SJ S1 FOOL");
    SEQUENCE(r, "suit", "SK SQ SN SJ S1", "FOOL", 25);
}

static void test_sets(void) {
    /* Moors / Quartet: at least two real; wilds for the rest; beyond a full four, one wild in
     * Eight Hundred and both in Ottocento. */
    tutor_combinations_result r = combinations(OTTOCENTO, "T2 T3 T4");
    SEQUENCE(r, "moors", "T2 T3 T4", "", 10);
    r = combinations(OTTOCENTO, "T3 T4 T1 FOOL");
    SEQUENCE(r, "moors", "T3 T4", "T1 FOOL", 15);
    r = combinations(EIGHT, "T2 T3 T4 T5 FOOL T1");
    SEQUENCE(r, "quartet", "T2 T3 T4 T5", "T1", 20);
    r = combinations(OTTOCENTO, "T2 T3 T4 T5 FOOL T1");
    SEQUENCE(r, "moors", "T2 T3 T4 T5", "T1 FOOL", 25);
    r = combinations(EIGHT, "T2 T3 T4 FOOL T1");
    SEQUENCE(r, "quartet", "T2 T3 T4", "T1", 15);
    r = combinations(OTTOCENTO, "T2 T3 T4 FOOL T1");
    SEQUENCE(r, "moors", "T2 T3 T4", "T1", 15);
    r = combinations(EIGHT, "T4 T1 FOOL");
    TOTALS(r, 0, 0, 0, 0, 0);
    /* Aces alike: four Aces, the begato and the Matto are six cards in Ottocento. */
    r = combinations(OTTOCENTO, "S1 C1 H1 D1");
    SEQUENCE(r, "aces", "S1 C1 H1 D1", "", 15);
    r = combinations(OTTOCENTO, "S1 C1 H1 D1 T1 FOOL");
    SEQUENCE(r, "aces", "S1 C1 H1 D1", "T1 FOOL", 25);
    r = combinations(EIGHT, "S1 C1 H1 D1 T1 FOOL");
    SEQUENCE(r, "aces", "S1 C1 H1 D1", "T1", 20);
    r = combinations(OTTOCENTO, "S1 C1 FOOL");
    SEQUENCE(r, "aces", "S1 C1", "FOOL", 10);
    r = combinations(EIGHT, "H1 T1 FOOL");
    TOTALS(r, 0, 0, 0, 0, 0);
}

/* Doubling begins at exactly three of a kind of combination. */
static void test_doubling(void) {
    tutor_combinations_result r = combinations(OTTOCENTO, "SK CK HK SQ CQ HQ");
    TOTALS(r, 2, 0, 0, 0, 17 + 14);
    r = combinations(OTTOCENTO, "SK CK HK SQ CQ HQ SN CN HN");
    TOTALS(r, 3, 3, 1, 1, (17 + 14 + 13) * 2 + (10 + 10 + 10) * 2);
    r = combinations(EIGHT, "S1 C1 H1 T2 T3 T4");
    TOTALS(r, 0, 2, 0, 0, 20);
    r = combinations(EIGHT, "S1 C1 H1 T2 T3 T4 T21 T20 T19");
    SEQUENCE(r, "trumps", "T21 T20 T19", "", 10);
    TOTALS(r, 0, 3, 0, 1, 60);
}

static void test_refusals(void) {
    tutor_combinations_result r;
    tutor_error error = {0};
    CHECK(tutor_game_combinations(tutor_game_find("french-tarot"), tutor_set_of(1), &r, &error) ==
          TUTOR_ERROR);
    CHECK_STR(error.code, "unknown-op");
    CHECK(tutor_game_combinations(game_of(OTTOCENTO), tutor_set_of(1 /* the 2 of Swords */), &r,
                                  &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "unknown-card");
    CHECK(tutor_game_combinations(game_of(EIGHT), tutor_set_of(78), &r, NULL) == TUTOR_ERROR);
    CHECK(tutor_game_combinations(game_of(EIGHT), tutor_set_empty(), &r, NULL) == TUTOR_OK);
    CHECK_INT(r.total, 0);
}

/* ---- through the JSON API ------------------------------------------------------------------ */

static cJSON *ask(const char *game_id, const char *fields) {
    char request[600];
    snprintf(request, sizeof request,
             "{\"id\": \"c\", \"op\": \"combinations\", \"game\": \"%s\"%s}", game_id, fields);
    char *text = tutor_api_handle(request, strlen(request));
    CHECK(text != NULL);
    cJSON *response = text ? cJSON_Parse(text) : NULL;
    CHECK(response != NULL);
    free(text);
    return response;
}

static void api_refuses(const char *game_id, const char *fields, const char *code,
                        const char *named) {
    cJSON *r = ask(game_id, fields);
    CHECK(cJSON_IsFalse(cJSON_GetObjectItem(r, "ok")));
    const cJSON *error = cJSON_GetObjectItem(r, "error");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(error, "code")), code);
    CHECK_CONTAINS(cJSON_GetStringValue(cJSON_GetObjectItem(error, "message")), named);
    cJSON_Delete(r);
}

static void test_api(void) {
    cJSON *r = ask("ottocento", ", \"cards\": [\"T21\", \"T20\", \"T1\", \"DK\", \"DN\", \"D1\"]");
    CHECK(cJSON_IsTrue(cJSON_GetObjectItem(r, "ok")));
    const cJSON *cricche = cJSON_GetObjectItem(r, "cricche");
    CHECK_INT(cJSON_GetArraySize(cricche), 1);
    const cJSON *cricca = cJSON_GetArrayItem(cricche, 0);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(cricca, "kind")), "tarocchi");
    CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(cricca, "cards")), 3);
    CHECK(cJSON_GetObjectItem(cricca, "wild") == NULL);
    CHECK_INT(cJSON_GetObjectItem(cricca, "points")->valueint, 18);
    const cJSON *sequences = cJSON_GetObjectItem(r, "sequences");
    CHECK_INT(cJSON_GetArraySize(sequences), 2);
    const cJSON *suit = cJSON_GetArrayItem(sequences, 1);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(suit, "kind")), "suit");
    CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(suit, "cards")), 3);
    const cJSON *wild = cJSON_GetObjectItem(suit, "wild");
    CHECK_INT(cJSON_GetArraySize(wild), 1);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetArrayItem(wild, 0)), "T1");
    CHECK_INT(cJSON_GetObjectItem(suit, "points")->valueint, 15);
    CHECK(cJSON_IsFalse(cJSON_GetObjectItem(r, "doubled_cricche")));
    CHECK(cJSON_IsFalse(cJSON_GetObjectItem(r, "doubled_sequences")));
    CHECK_INT(cJSON_GetObjectItem(r, "total")->valueint, 18 + 10 + 15);
    cJSON_Delete(r);

    r = ask("eight-hundred", ", \"cards\": []");
    CHECK(cJSON_IsTrue(cJSON_GetObjectItem(r, "ok")));
    CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(r, "sequences")), 0);
    CHECK_INT(cJSON_GetObjectItem(r, "total")->valueint, 0);
    cJSON_Delete(r);

    api_refuses("french-tarot", ", \"cards\": [\"SK\"]", "unknown-op", "French Tarot");
    api_refuses("ottocento", "", "missing-field", "cards");
    api_refuses("ottocento", ", \"cards\": [\"S3\"]", "unknown-card", "S3");
    api_refuses("eight-hundred", ", \"cards\": [\"SK\", \"SK\"]", "duplicate-card", "SK");
}

int main(void) {
    game = tutor_game_find("ottocento");
    CHECK(game != NULL);
    if (!game) return check_summary("test_combinations");
    test_worked_example();
    test_public_cases();
    test_cricche();
    test_trump_runs();
    test_suit_runs();
    test_sets();
    test_doubling();
    test_refusals();
    test_api();
    return check_summary("test_combinations");
}
