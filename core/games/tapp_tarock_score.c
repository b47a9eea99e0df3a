/*
 * tapp_tarock_score.c: Tapp-Tarock's end-of-hand arithmetic.
 *
 * Source: shared/seeds/002. "There are 70 card points in a round so to win at least 36 points
 * are needed." The bid is worth "three points from each defender" if won, and "she will have
 * to give each defender three points" if lost; Bottom 3 "is worth four points", Top 3 "five
 * points", Solo "eight points". Pagat Ultimo: "8 bonus points from each defender with a
 * contract, only 4 points if it was unannounced. Failure to fulfill the contract means the
 * declarer will pay each defender 8 points." Valat "multiplies the bid by eight times (e.g.,
 * the Solo bid's 8 points multiplied by 8 for 64 bonus points from each defender)"; when it
 * fails "the same number of points will be paid to each defender"; "An unannounced valat will
 * only multiply the bid by four times."
 *
 * Rules choices (docs/rules-decisions.md): a Valat multiplies the bid, so its line takes the
 * bid's place instead of being added to it, and an announced Valat that fails costs the
 * multiplied bid whatever the card points were; the Pagat Ultimo is paid on its own, whether
 * the game was won or lost and alongside a Valat.
 */
#include "../explain.h"
#include "tutor_tapp.h"

extern const tutor_game tutor_tapp_tarock; /* tapp_tarock.c */

static const int bid_values[] = {3, 4, 5, 8};

/* A line of the payment: its item and points, and its sentence, made from its numbers. */
static void add_line(tutor_tapp_score *score, const char *item, int points,
                     explain_line_words words) {
    tutor_tapp_line *line = &score->lines[score->line_count++];
    line->item = item;
    line->points = points;
    score->from_each_defender += points;
    explain_line(&tutor_tapp_tarock, &words, line->text, sizeof line->text);
}

/* The bid's line when no Valat takes its place: won or lost on card points alone. */
static void score_bid(const tutor_tapp_hand *hand, tutor_tapp_score *score) {
    int value = bid_values[hand->bid];
    add_line(score, "bid", score->won ? value : -value,
             (explain_line_words){
                 EXPLAIN_LINE_DECLARER_BID,
                 {(int)hand->bid, score->won, hand->declarer_points, TUTOR_TAPP_NEEDED, value}});
}

/* A Valat multiplies the bid: eight times announced, four times unannounced. */
static void score_valat(const tutor_tapp_hand *hand, tutor_tapp_score *score) {
    int value = bid_values[hand->bid];
    int times = hand->valat == TUTOR_TAPP_SILENT_MADE ? 4 : 8;
    int failed = hand->valat == TUTOR_TAPP_ANNOUNCED_FAILED;
    add_line(score, "valat", (failed ? -1 : 1) * value * times,
             (explain_line_words){EXPLAIN_LINE_VALAT,
                                  {(int)hand->valat, (int)hand->bid, times, value, value * times}});
}

static void score_pagat(const tutor_tapp_hand *hand, tutor_tapp_score *score) {
    static const int points[] = {0, 8, -8, 4};
    add_line(score, "pagat-ultimo", points[hand->pagat_ultimo],
             (explain_line_words){EXPLAIN_LINE_PAGAT_ULTIMO, {(int)hand->pagat_ultimo}});
}

void tutor_tapp_score_hand(const tutor_tapp_hand *hand, tutor_tapp_score *score) {
    score->won = hand->declarer_points >= TUTOR_TAPP_NEEDED; /* exactly 36 wins */
    score->from_each_defender = 0;
    score->line_count = 0;
    if (hand->valat == TUTOR_TAPP_NONE)
        score_bid(hand, score);
    else
        score_valat(hand, score);
    if (hand->pagat_ultimo != TUTOR_TAPP_NONE) score_pagat(hand, score);
}

void tutor_tapp_record_payment(tutor_record *record, const tutor_tapp_score *score) {
    record->truth(record, "won", score->won);
    record->number(record, "from_each_defender", score->from_each_defender);
    record->open(record, "lines", 1);
    for (int i = 0; i < score->line_count; i++) {
        record->open(record, NULL, 0);
        record->word(record, "item", score->lines[i].item);
        record->number(record, "points", score->lines[i].points);
        record->word(record, "text", score->lines[i].text);
        record->close(record);
    }
    record->close(record);
}

/* The `score` request: the words follow the enums' order, an absent result (-1) becoming
 * TUTOR_TAPP_NONE. The `lines` itemize from_each_defender so a person can check the sum. */
static const char *const bids[] = {"three", "bottom", "top", "solo"};
static const char *const results[] = {"announced-made", "announced-failed", "silent-made"};
static const tutor_score_field score_fields[] = {
    {"bid", TUTOR_SCORE_WORD, TUTOR_SCORE_SAY_WHAT, bids, 0, 4},
    {"declarer_points", TUTOR_SCORE_WHOLE, TUTOR_SCORE_SAY_WHAT, NULL, 0, 70},
    {"pagat_ultimo", TUTOR_SCORE_WORD, TUTOR_SCORE_OPTIONAL, results, 0, 3},
    {"valat", TUTOR_SCORE_WORD, TUTOR_SCORE_OPTIONAL, results, 0, 3},
};

static tutor_status score_request(const tutor_options *options, const int *values,
                                  tutor_record *record, int *value, tutor_error *error) {
    (void)options;
    (void)error;
    tutor_tapp_hand hand = {(tutor_tapp_bid)values[0], values[1],
                            (tutor_tapp_contract_result)(values[2] + 1),
                            (tutor_tapp_contract_result)(values[3] + 1)};
    tutor_tapp_score score;
    tutor_tapp_score_hand(&hand, &score);
    tutor_tapp_record_payment(record, &score);
    *value = score.from_each_defender;
    return TUTOR_OK;
}

const struct tutor_score_rules tapp_tarock_score_rules = {score_fields, 4, score_request};
