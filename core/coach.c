/*
 * coach.c: what each legal move of the seat to move is worth, judged as levels 2 and 3 judge
 * them (bot.c) on the same sampled deals, for the `coach` request and its sentence.
 */
#include "bot_internal.h"

tutor_status tutor_coach(const tutor_situation *situation, int level, int samples, uint64_t seed,
                         tutor_bot_space *space, tutor_coach_report *report, tutor_error *error) {
    memset(report, 0, sizeof *report);
    if (tutor_situation_hand(situation, &space->now, error)) return TUTOR_ERROR;
    tutor_move legal[TUTOR_MAX_MOVES];
    int n = tutor_hand_legal(&space->now, legal);
    if (n == 0)
        return tutor_fail(error, "hand-over", "The hand is over: nobody is to act.");
    report->seat = tutor_hand_turn(&space->now);
    double sums[TUTOR_MAX_MOVES];
    int aheads[TUTOR_MAX_MOVES];
    int judged = bot_judge_moves(situation, level < 2 ? 2 : level, bot_level_samples(level, samples),
                                 seed, space, legal, n, sums, aheads);
    if (judged == 0)
        return tutor_fail(error, "no-sample",
                          "No deal that fits what seat %d has seen turned up within the attempts "
                          "allowed.",
                          report->seat);
    report->samples = judged;
    report->count = n;
    for (int i = 0; i < n; i++) {
        report->moves[i].move = legal[i];
        report->moves[i].mean = sums[i] / judged;
        report->moves[i].ahead = (double)aheads[i] / judged;
        if (report->moves[i].mean > report->moves[report->best].mean) report->best = i;
    }
    return TUTOR_OK;
}
