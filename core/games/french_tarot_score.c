/*
 * french_tarot_score.c: French Tarot's end-of-hand arithmetic.
 *
 * Source: shared/seeds/004 ("Scoring"): "(Base score x bid multiplier) + Poignée + Chelem";
 * the base is "25 for the game", plus or minus the difference between the points needed
 * (36, 41, 51, 56 for 3, 2, 1, 0 bouts) and those won, plus or minus the petit au bout's 10;
 * multipliers 1, 2, 4, 6; poignées 20, 30, 40; chelem 400 announced and made, -200 announced
 * and failed, 200 made unannounced. "the half point is rounded up if the taker wins, and down
 * if they lose." Each defender pays the hand's score to the taker (or is paid it).
 * Rules choices (docs/rules-decisions.md): exactly the points needed wins; the poignée goes
 * to the side that wins the hand; a defence chelem costs the taker 200.
 */
#include "../explain.h"
#include "tutor_tarot_score.h"

extern const tutor_game tutor_french_tarot;

static const int needed_by_bouts[4] = {56, 51, 41, 36};
static const int multiplier[4] = {1, 2, 4, 6};
static const int poignee_bonus[4] = {0, 20, 30, 40};

tutor_status tutor_tarot_score_hand(const tutor_options *options, const tutor_tarot_hand *hand,
                                    tutor_tarot_score *score, tutor_error *error) {
    (void)error; /* the figures are in range: tutor_score checks a request's */
    int players = tutor_seats(&tutor_french_tarot, options);
    int needed = needed_by_bouts[hand->bouts];
    int won = hand->taker_halves >= 2 * needed; /* exactly the points needed wins */
    /* Half a point is rounded in the taker's favour when they win, against them when not. */
    int points = won ? (hand->taker_halves + 1) / 2 : hand->taker_halves / 2;
    int difference = points - needed;
    int base = 25 + (difference < 0 ? -difference : difference);
    int signed_base = won ? base : -base;
    if (hand->petit_au_bout == TUTOR_TAROT_TAKER) signed_base += 10;
    if (hand->petit_au_bout == TUTOR_TAROT_DEFENCE) signed_base -= 10;
    int total = signed_base * multiplier[hand->contract];
    total += (won ? 1 : -1) * poignee_bonus[hand->poignee];
    static const int chelem_bonus[] = {0, 400, -200, 200, -200};
    total += chelem_bonus[hand->chelem];
    score->won = won;
    score->needed = needed;
    score->difference = difference;
    score->hand_score = total;
    score->seats = players;
    for (int s = 0; s < TUTOR_MAX_SEATS; s++) score->seat_change[s] = 0;
    if (players <= 4) {
        score->seat_change[0] = total * (players - 1);
        for (int s = 1; s < players; s++) score->seat_change[s] = -total;
    }
    return TUTOR_OK;
}

/* The `score` request: the words follow the enums' order, an absent one (-1) becoming the
 * enum's first value (nobody, none). */
static const char *const contracts[] = {"petite", "garde", "garde-sans", "garde-contre"};
static const char *const sides[] = {"taker", "defence"};
static const char *const poignees[] = {"single", "double", "triple"};
static const char *const chelems[] = {"announced-made", "announced-failed", "made",
                                      "defence-made"};
static const tutor_score_field score_fields[] = {
    {"contract", TUTOR_SCORE_WORD, TUTOR_SCORE_REQUIRED, contracts, 0, 4},
    {"taker_points", TUTOR_SCORE_HALVES, TUTOR_SCORE_REQUIRED, NULL, 0, 91},
    {"bouts", TUTOR_SCORE_WHOLE, TUTOR_SCORE_REQUIRED, NULL, 0, 3},
    {"petit_au_bout", TUTOR_SCORE_WORD, TUTOR_SCORE_OPTIONAL, sides, 0, 2},
    {"poignee", TUTOR_SCORE_WORD, TUTOR_SCORE_OPTIONAL, poignees, 0, 3},
    {"chelem", TUTOR_SCORE_WORD, TUTOR_SCORE_OPTIONAL, chelems, 0, 4},
};

static tutor_status score_request(const tutor_options *options, const int *values,
                                  tutor_record *record, int *value, tutor_error *error) {
    tutor_tarot_hand hand = {(tutor_tarot_contract)values[0], values[1], values[2],
                             (tutor_tarot_side)(values[3] + 1), values[4] + 1,
                             (tutor_tarot_chelem)(values[5] + 1)};
    tutor_tarot_score score;
    if (tutor_tarot_score_hand(options, &hand, &score, error)) return TUTOR_ERROR;
    record->truth(record, "won", score.won);
    record->number(record, "needed", score.needed);
    record->number(record, "difference", score.difference);
    record->number(record, "hand_score", score.hand_score);
    if (score.seats <= 4) {
        record->open(record, "seats", 1);
        for (int s = 0; s < score.seats; s++) record->number(record, NULL, score.seat_change[s]);
        record->close(record);
    }
    *value = score.hand_score;
    return TUTOR_OK;
}

const struct tutor_score_rules french_tarot_score_rules = {score_fields, 6, score_request};
