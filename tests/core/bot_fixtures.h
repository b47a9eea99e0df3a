/*
 * bot_fixtures.h: what the computer players' tests share: a game's sets of options a hand
 * accepts, and situations reached by random legal moves from seeded deals.
 */
#ifndef TUTOR_BOT_FIXTURES_H
#define TUTOR_BOT_FIXTURES_H

#include <string.h>

#include "check.h"
#include "rng.h"
#include "tutor.h"

/* Up to `most` sets of options a hand accepts (each option's values, or none, in turn). */
static inline int fixture_option_sets(const tutor_game *game, tutor_options *out, int most) {
    int count = tutor_game_option_count(game), n = 0;
    int value[TUTOR_MAX_OPTIONS] = {0};
    for (;;) {
        tutor_options options;
        tutor_options_init(&options);
        for (int i = 0; i < count; i++) options.value[i] = (int8_t)(value[i] - 1);
        tutor_options completed = options;
        tutor_hand_start start;
        static tutor_hand hand;
        if (n < most && tutor_options_complete(game, &completed, TUTOR_FOR_PLAY, NULL) == TUTOR_OK &&
            tutor_hand_seeded_start(game, &options, 1, 0, &start, NULL) == TUTOR_OK &&
            tutor_hand_begin(&hand, game, &options, &start, NULL) == TUTOR_OK)
            out[n++] = options;
        int i = 0;
        while (i < count && ++value[i] > tutor_game_option(game, i)->value_count) value[i++] = 0;
        if (i == count) return n;
    }
}

/* A situation dealt from `seed` by `dealer`, with no move made yet. */
static inline int fixture_start(const tutor_game *game, const tutor_options *options, uint64_t seed,
                         int dealer, tutor_situation *situation) {
    memset(situation, 0, sizeof *situation);
    situation->game = game;
    situation->options = *options;
    tutor_error error = {0};
    if (tutor_hand_seeded_start(game, options, seed, dealer, &situation->start, &error)) {
        check_failures++;
        fprintf(stderr, "%s seed %llu: %s\n", tutor_game_id(game), (unsigned long long)seed,
                error.message);
        return 0;
    }
    return 1;
}

/* Makes `move` in *hand and adds it to the situation's history. */
static inline int fixture_apply(tutor_situation *situation, tutor_hand *hand, tutor_move move) {
    tutor_error error = {0};
    if (situation->history_count >= TUTOR_BOT_MAX_HISTORY ||
        tutor_hand_apply(hand, move, NULL, &error)) {
        check_failures++;
        fprintf(stderr, "%s: a move was refused: %s\n", tutor_game_id(situation->game),
                error.message);
        return 0;
    }
    situation->history[situation->history_count++] = move;
    return 1;
}

#endif
