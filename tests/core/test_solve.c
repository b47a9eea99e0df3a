/*
 * test_solve.c: the exact search (alpha-beta with its table, and the moves it passes over as
 * alike) gives the value plain minimax gives, over the same interface, on small endgames of
 * every game: hands played by the rules of thumb from seeded deals until few cards are left,
 * judged for the seat to move, its side taken from a playout and, as a check of the sides'
 * arithmetic, for the seat alone against everyone.
 */
#include "bot_fixtures.h"

enum { SEEDS = 6 };

static tutor_bot_space space;

static int cards_left(const tutor_hand *hand) {
    int n = 0;
    for (int s = 0; s < tutor_hand_seats(hand); s++)
        n += tutor_set_size(tutor_hand_holding(hand, s));
    tutor_view all;
    tutor_hand_view(hand, TUTOR_NO_SEAT, &all);
    return n + (tutor_game_draws(hand->game) ? tutor_set_size(all.aside) : 0);
}

static int in_play(const tutor_hand *hand) {
    const tutor_trick *taken;
    tutor_trick current;
    int count;
    return hand->pending_count == 0 && tutor_hand_tricks(hand, &taken, &count, &current);
}

/* Plays from the deal by the rules of thumb until at most `left` cards are in play; 0 when the
 * hand ended first (thrown in). */
static int endgame(const tutor_game *game, const tutor_options *options, uint64_t seed, int left,
                   tutor_hand *hand) {
    static tutor_situation situation;
    if (!fixture_start(game, options, seed, (int)(seed % (uint64_t)tutor_seats(game, options)),
                       &situation))
        return 0;
    tutor_error error = {0};
    CHECK_INT(tutor_situation_hand(&situation, hand, &error), TUTOR_OK);
    tutor_rng rng;
    tutor_rng_seed(&rng, seed);
    tutor_move legal[TUTOR_MAX_MOVES];
    int n;
    while ((n = tutor_hand_legal(hand, legal)) > 0) {
        if (in_play(hand) && cards_left(hand) <= left) return 1;
        /* Some random moves, so that the endgames are not all alike. */
        int i = tutor_rng_below(&rng, 3) == 0 ? (int)tutor_rng_below(&rng, (uint32_t)n)
                                                : tutor_bot_rule_of_thumb(&space, hand, legal, n);
        if (tutor_hand_apply(hand, legal[i], NULL, &error)) return 0;
    }
    return 0;
}

int main(void) {
    for (int g = 0; g < tutor_game_count(); g++) {
        const tutor_game *game = tutor_game_at(g);
        static tutor_options sets[3];
        int set_count = fixture_option_sets(game, sets, 3), solved = 0;
        for (int k = 0; k < set_count; k++)
            for (uint64_t seed = 1; seed <= SEEDS; seed++) {
                static tutor_hand hand, played;
                int seats = tutor_seats(game, &sets[k]);
                if (!endgame(game, &sets[k], seed, 3 * seats, &hand)) continue;
                int root = tutor_hand_turn(&hand), returns[TUTOR_MAX_SEATS];
                played = hand;
                tutor_playout(&space, &played, returns);
                unsigned sides[2] = {tutor_side_of(returns, seats, root), 1u << root};
                for (int side = 0; side < 2; side++) {
                    int fast = 0, plain = 0;
                    CHECK(tutor_solve(&space, &hand, root, sides[side], &fast, NULL));
                    CHECK(tutor_solve_plain(&space, &hand, root, sides[side], &plain));
                    if (fast != plain) {
                        check_failures++;
                        fprintf(stderr, "%s seed %llu: the search says %d, minimax %d\n",
                                tutor_game_id(game), (unsigned long long)seed, fast, plain);
                    }
                }
                solved++;
            }
        printf("%s: %d endgames solved\n", tutor_game_id(game), solved);
        CHECK(solved >= SEEDS / 2);
    }
    return check_summary("test_solve");
}
