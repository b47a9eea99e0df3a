/*
 * bench_bot: how well and how fast the computer players play (core/bot.h).
 *
 * Strength, per game (default options): duplicate deals, each played twice with the seats
 * swapped between two teams (the even seats and the odd ones), one team a level, the other a
 * weaker level; the figure is the mean, per hand, of a team seat's return minus an opponent
 * seat's, with its 95% confidence interval (1.96 standard errors over the deals). Speed: every
 * decision is timed (median and 95th percentile, by level), and whole hands of the games whose
 * trick play starts with at most 32 cards in the hands (from the first trick, every card known)
 * are solved exactly from seeded deals.
 *
 *   bench_bot [--deals N] [--timing-deals N] [--solves N] [--game ID] [--no-strength]
 *
 * --deals: duplicate deals per game and pairing (default 20; the figures the project quotes
 * used more, see the README); --timing-deals: deals per game and level timed alone (default
 * 4); --solves: whole hands solved per game (default 20). A count of 0 leaves its part out, so
 * bench/run.sh times once and plays each game's strength in a process of its own.
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tutor.h"

enum { MOST_TIMES = 200000 };

static tutor_bot_space space;
static tutor_situation situation;
static tutor_hand hand;
static double times[TUTOR_BOT_LEVELS][MOST_TIMES];
static int time_count[TUTOR_BOT_LEVELS];

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The q-quantile of n sorted values. */
static double quantile(const double *sorted, int n, double q) {
    if (n == 0) return 0;
    int i = (int)(q * (n - 1) + 0.5);
    return sorted[i];
}

/* Plays the hand dealt from `seed` with seat s at levels[s]; the returns into returns[]. 0 when
 * the hand could not be played. */
static int play(const tutor_game *game, uint64_t seed, const int *levels, int *returns) {
    memset(&situation, 0, sizeof situation);
    situation.game = game;
    tutor_options_init(&situation.options);
    tutor_error error = {0};
    int seats = tutor_seats(game, &situation.options);
    if (tutor_hand_seeded_start(game, &situation.options, seed, (int)(seed % (uint64_t)seats),
                                &situation.start, &error) ||
        tutor_situation_hand(&situation, &hand, &error))
        return 0;
    while (tutor_hand_turn(&hand) != TUTOR_NO_SEAT &&
           situation.history_count < TUTOR_BOT_MAX_HISTORY) {
        int level = levels[tutor_hand_turn(&hand)];
        tutor_move move;
        double start = now_seconds();
        if (tutor_bot_choose(&situation, level, 0, seed * 7919u + (uint64_t)situation.history_count,
                             &space, &move) < 0)
            return 0;
        if (level >= 1 && time_count[level] < MOST_TIMES)
            times[level][time_count[level]++] = now_seconds() - start;
        if (tutor_hand_apply(&hand, move, NULL, &error)) return 0;
        situation.history[situation.history_count++] = move;
    }
    tutor_hand_score score;
    if (tutor_hand_scored(&hand, &score, &error) || !score.scored) return 0;
    memcpy(returns, score.returns, sizeof score.returns);
    return 1;
}

/* One deal twice, the team at `level` on the even seats, then on the odd ones: the mean over
 * both hands of a team seat's return minus an opponent's. */
static int duplicate(const tutor_game *game, uint64_t seed, int level, int against,
                     double *difference) {
    tutor_options options;
    tutor_options_init(&options);
    int seats = tutor_seats(game, &options);
    double total = 0;
    for (int swap = 0; swap < 2; swap++) {
        int levels[TUTOR_MAX_SEATS], returns[TUTOR_MAX_SEATS];
        int team = 0, others = 0;
        double team_sum = 0, others_sum = 0;
        for (int s = 0; s < seats; s++) levels[s] = (s % 2 == swap) ? level : against;
        if (!play(game, seed, levels, returns)) return 0;
        for (int s = 0; s < seats; s++) {
            if (levels[s] == level) team_sum += returns[s], team++;
            else others_sum += returns[s], others++;
        }
        total += team_sum / team - others_sum / others;
    }
    *difference = total / 2;
    return 1;
}

static void strength(const tutor_game *game, int deals, int level, int against) {
    double sum = 0, squares = 0;
    int n = 0;
    for (int d = 0; d < deals; d++) {
        double x;
        if (!duplicate(game, 1000u + (uint64_t)d, level, against, &x)) continue;
        sum += x, squares += x * x, n++;
    }
    double mean = n ? sum / n : 0;
    double sd = n > 1 ? sqrt((squares - n * mean * mean) / (n - 1)) : 0;
    double half = n > 1 ? 1.96 * sd / sqrt(n) : 0;
    printf("  %-18s level %d vs %d: %+9.2f per hand, 95%% CI [%+.2f, %+.2f] over %d deal%s\n",
           tutor_game_id(game), level, against, mean, mean - half, mean + half, n, n == 1 ? "" : "s");
    fflush(stdout);
}

static void timing(const tutor_game *game, int deals) {
    for (int level = 1; level < TUTOR_BOT_LEVELS; level++) {
        time_count[level] = 0;
        for (int d = 0; d < deals; d++) {
            int levels[TUTOR_MAX_SEATS], returns[TUTOR_MAX_SEATS];
            for (int s = 0; s < TUTOR_MAX_SEATS; s++) levels[s] = level;
            play(game, 5000u + (uint64_t)d, levels, returns);
        }
        qsort(times[level], (size_t)time_count[level], sizeof times[level][0], compare_doubles);
        printf("  %-18s level %d decision: median %.2f ms, p95 %.2f ms, max %.2f ms (%d)\n",
               tutor_game_id(game), level, 1e3 * quantile(times[level], time_count[level], 0.5),
               1e3 * quantile(times[level], time_count[level], 0.95),
               1e3 * quantile(times[level], time_count[level], 1.0), time_count[level]);
        fflush(stdout);
    }
}

enum { WHOLE_HAND_CARDS = 32 }; /* the deepest whole trick play solved */

static int cards_held(const tutor_hand *h) {
    int n = 0;
    for (int s = 0; s < tutor_hand_seats(h); s++) n += tutor_set_size(tutor_hand_holding(h, s));
    return n;
}

/* Whole hands: bid and declared by the rules of thumb, then solved from the first card, every
 * card known, for the seat to lead; nothing for a game whose trick play is deeper, or draws. */
static void whole_hand_solves(const tutor_game *game, int solves) {
    static double took[1000];
    int n = 0;
    unsigned long long nodes = 0;
    for (int k = 0; k < solves && n < 1000; k++) {
        memset(&situation, 0, sizeof situation);
        situation.game = game;
        tutor_options_init(&situation.options);
        if (tutor_hand_seeded_start(game, &situation.options, 9000u + (uint64_t)k, k % 4,
                                    &situation.start, NULL) ||
            tutor_situation_hand(&situation, &hand, NULL))
            continue;
        tutor_move legal[TUTOR_MAX_MOVES], move;
        int m;
        const tutor_trick *taken;
        tutor_trick current;
        int count;
        while ((m = tutor_hand_legal(&hand, legal)) > 0 &&
               !(hand.pending_count == 0 && tutor_hand_tricks(&hand, &taken, &count, &current))) {
            move = legal[tutor_bot_rule_of_thumb(&space, &hand, legal, m)];
            tutor_hand_apply(&hand, move, NULL, NULL);
        }
        if (m == 0) continue; /* thrown in */
        if (tutor_game_draws(game) || cards_held(&hand) > WHOLE_HAND_CARDS) return;
        static tutor_hand played;
        played = hand;
        int out[TUTOR_MAX_SEATS];
        tutor_playout(&space, &played, out);
        int root = tutor_hand_turn(&hand), value;
        space.nodes = 0;
        double start = now_seconds();
        unsigned side = tutor_side_of(out, tutor_hand_seats(&hand), root);
        if (!tutor_solve(&space, &hand, root, side, &value, NULL)) continue;
        took[n++] = now_seconds() - start;
        nodes += space.nodes;
    }
    qsort(took, (size_t)n, sizeof took[0], compare_doubles);
    printf("  %-18s whole hand solved exactly: median %.1f ms, p95 %.1f ms, max %.1f ms, "
           "%llu positions on average (%d hands)\n",
           tutor_game_id(game), 1e3 * quantile(took, n, 0.5), 1e3 * quantile(took, n, 0.95), 1e3 * quantile(took, n, 1),
           n ? nodes / (unsigned long long)n : 0, n);
}

int main(int argc, char **argv) {
    int deals = 20, timing_deals = 4, solves = 20, with_strength = 1;
    const char *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--deals") == 0 && i + 1 < argc) deals = atoi(argv[++i]);
        else if (strcmp(argv[i], "--timing-deals") == 0 && i + 1 < argc) timing_deals = atoi(argv[++i]);
        else if (strcmp(argv[i], "--solves") == 0 && i + 1 < argc) solves = atoi(argv[++i]);
        else if (strcmp(argv[i], "--game") == 0 && i + 1 < argc) only = argv[++i];
        else if (strcmp(argv[i], "--no-strength") == 0) with_strength = 0;
        else {
            fprintf(stderr, "usage: bench_bot [--deals N] [--timing-deals N] [--solves N] "
                            "[--game ID] [--no-strength]\n");
            return 2;
        }
    }
    if (timing_deals > 0) {
        printf("decision time (every seat at the level, %d deals a game):\n", timing_deals);
        for (int g = 0; g < tutor_game_count(); g++)
            if (!only || strcmp(only, tutor_game_id(tutor_game_at(g))) == 0)
                timing(tutor_game_at(g), timing_deals);
    }
    if (solves > 0) {
        printf("exact solve of whole hands (games with at most %d cards in play):\n",
               WHOLE_HAND_CARDS);
        for (int g = 0; g < tutor_game_count(); g++)
            if (!only || strcmp(only, tutor_game_id(tutor_game_at(g))) == 0)
                whole_hand_solves(tutor_game_at(g), solves);
    }
    if (!with_strength || deals <= 0) return 0;
    printf("strength on duplicate deals (%d a game; team seat's return minus opponent's):\n", deals);
    static const int pairings[][2] = {{1, 0}, {2, 0}, {3, 0}, {2, 1}, {3, 1}};
    for (int g = 0; g < tutor_game_count(); g++) {
        const tutor_game *game = tutor_game_at(g);
        if (only && strcmp(only, tutor_game_id(game)) != 0) continue;
        for (size_t p = 0; p < sizeof pairings / sizeof pairings[0]; p++)
            strength(game, deals, pairings[p][0], pairings[p][1]);
    }
    return 0;
}
