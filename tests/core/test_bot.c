/*
 * test_bot.c: bots of every level over whole hands of every game. Every seat is a bot of one
 * level; each decision must be one of the legal moves (tutor_bot_choose returns its index, and
 * the move must be accepted), the same seed must give the same choice, and every hand must
 * reach its end with a score. Levels 2 and 3 judge few samples, on fewer hands, to keep the test quick.
 */
#include "bot_fixtures.h"

enum { SEEDS = 2, MOST_STEPS = 2000, SEARCH_SAMPLES = 2 };

static tutor_bot_space space;

static int same_move(tutor_move a, tutor_move b) {
    return a.kind == b.kind && a.card == b.card && a.number == b.number;
}

static void play_hand(const tutor_game *game, const tutor_options *options, uint64_t seed,
                      int level) {
    static tutor_situation situation;
    int seats = tutor_seats(game, options);
    if (!fixture_start(game, options, seed, (int)(seed % (uint64_t)seats), &situation)) return;
    static tutor_hand hand;
    tutor_error error = {0};
    CHECK_INT(tutor_situation_hand(&situation, &hand, &error), TUTOR_OK);
    int samples = level >= 2 ? SEARCH_SAMPLES : 0, steps = 0;
    tutor_move legal[TUTOR_MAX_MOVES];
    int n;
    while ((n = tutor_hand_legal(&hand, legal)) > 0 && steps++ < MOST_STEPS) {
        uint64_t decision = seed * 1000003u + (uint64_t)steps;
        tutor_move move, again;
        int index = tutor_bot_choose(&situation, level, samples, decision, &space, &move);
        if (index < 0 || index >= n || !same_move(legal[index], move)) {
            check_failures++;
            fprintf(stderr, "%s level %d: choice %d of %d legal moves\n", tutor_game_id(game),
                    level, index, n);
            return;
        }
        /* Only the middle of some hands: the same seed chooses the same again. */
        if (steps % 7 == 0) {
            CHECK_INT(tutor_bot_choose(&situation, level, samples, decision, &space, &again),
                      index);
            CHECK(same_move(again, move));
        }
        if (!fixture_apply(&situation, &hand, move)) return;
    }
    CHECK(steps < MOST_STEPS);
    CHECK_STR(tutor_hand_phase(&hand), "over");
    tutor_hand_score score;
    CHECK_INT(tutor_hand_scored(&hand, &score, &error), TUTOR_OK);
    tutor_move none;
    CHECK_INT(tutor_bot_choose(&situation, level, samples, seed, &space, &none), -1);
}

int main(void) {
    for (int g = 0; g < tutor_game_count(); g++) {
        const tutor_game *game = tutor_game_at(g);
        static tutor_options sets[3];
        int set_count = fixture_option_sets(game, sets, 3);
        CHECK(set_count > 0);
        for (int level = 0; level < TUTOR_BOT_LEVELS; level++)
            for (int k = 0; k < set_count; k++)
                for (uint64_t seed = 1; seed <= (level < 2 ? SEEDS : 1); seed++)
                    play_hand(game, &sets[k], seed + (uint64_t)(10 * level), level);
    }
    return check_summary("test_bot");
}
