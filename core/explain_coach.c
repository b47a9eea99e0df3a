/*
 * explain_coach.c: the explanation module's sentence for the coach (tutor_coach): how the move
 * chosen compares with the best over the deals that fit what the seat has seen.
 */
#include "explain.h"
#include "explain_text.h"
#include "say.h"

/* A number of points to one decimal ("4.5", "-12", "0.3"). */
static void tenths(tutor_lang lang, double value, char *buf, size_t size) {
    long t = (long)(value * 10 + (value < 0 ? -0.5 : 0.5));
    const char *sign = t < 0 ? "-" : "";
    if (t < 0) t = -t;
    if (t % 10 == 0)
        tutor_say(buf, size, "%s%d", sign, (int)(t / 10));
    else
        explain_words(lang, buf, size, SAY_TENTHS, sign, (int)(t / 10), (int)(t % 10));
}

/* A move as a sentence names it: a card by its name, any other move by its label. */
static void move_name(const tutor_hand *hand, tutor_move move, char *buf, size_t size) {
    tutor_move_text text;
    tutor_hand_move_text(hand, move, &text);
    if (text.value == TUTOR_WRITTEN_CARD) {
        tutor_card_name_in(hand->game, hand->lang, text.card, buf, size);
        return;
    }
    char label[120];
    tutor_explain_move(hand, move, label, sizeof label);
    explain_words(hand->lang, buf, size, SAY_QUOTED, label);
}

static int percent(double share) { return (int)(share * 100 + 0.5); }

size_t tutor_explain_coach(const tutor_hand *hand, const tutor_coach_report *report, int chosen,
                           char *buf, size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    if (chosen < 0 || chosen >= report->count || report->count == 0) return 0;
    const tutor_coach_move *mine = &report->moves[chosen], *best = &report->moves[report->best];
    char mine_name[96], best_name[96], mine_points[24], best_points[24], less[24];
    move_name(hand, mine->move, mine_name, sizeof mine_name);
    move_name(hand, best->move, best_name, sizeof best_name);
    tutor_lang lang = hand->lang;
    tenths(lang, mine->mean, mine_points, sizeof mine_points);
    tenths(lang, best->mean, best_points, sizeof best_points);
    tenths(lang, best->mean - mine->mean, less, sizeof less);
    const char *how = explain_text_of(
        lang, mine->move.kind == TUTOR_MOVE_PLAY ? SAY_COACH_YOU_PLAYED : SAY_COACH_YOU_CHOSE);
    if (chosen == report->best || best->mean - mine->mean < 0.05)
        return explain_sentence(lang, buf, size, SAY_COACH_AS_GOOD, report->samples, mine_name,
                                how, percent(mine->ahead), mine_points);
    return explain_sentence(lang, buf, size, SAY_COACH_WORSE, report->samples, best_name,
                            percent(best->ahead), best_points, mine_name, how, less);
}
