/*
 * test_sample.c: the sampler never deals a hand that contradicts what the seat has seen. Over
 * random hands of every game (each under a few sets of options), at every few moves, each
 * sample drawn for the seat to move must replay from its start with every move accepted, give
 * the seat the same view (its own cards, every count, every card seen, shown or aside), leave
 * every card the seat may place where it is, and deal only the hidden cards anew; and the
 * samples must vary where there is anything to vary.
 */
#include "bot_fixtures.h"

enum { SEEDS = 6, EVERY = 5, SAMPLES = 4 };

static tutor_bot_space space;

static int same_view(const tutor_view *a, const tutor_view *b) {
    if (!tutor_set_equal(a->own, b->own) || !tutor_set_equal(a->seen, b->seen) ||
        !tutor_set_equal(a->aside, b->aside) || a->hidden_aside != b->hidden_aside ||
        !tutor_set_equal(a->hidden, b->hidden) || a->seats != b->seats || a->turn != b->turn)
        return 0;
    for (int s = 0; s < a->seats; s++)
        if (a->held[s] != b->held[s] || !tutor_set_equal(a->shown[s], b->shown[s])) return 0;
    return 1;
}

static const char *view_difference(const tutor_view *a, const tutor_view *b) {
    if (!tutor_set_equal(a->own, b->own)) return "own";
    if (!tutor_set_equal(a->seen, b->seen)) return "seen";
    if (!tutor_set_equal(a->aside, b->aside)) return "aside";
    if (a->hidden_aside != b->hidden_aside) return "hidden aside";
    if (!tutor_set_equal(a->hidden, b->hidden)) return "hidden";
    for (int s = 0; s < a->seats; s++)
        if (a->held[s] != b->held[s] || !tutor_set_equal(a->shown[s], b->shown[s])) return "shown";
    return "seats";
}

/* Checks the samples for the seat to move; counts those found and those that differ. */
static void check_samples(const tutor_situation *situation, const tutor_hand *hand,
                          uint64_t seed, int *found, int *tried, int *varied) {
    int seat = tutor_hand_turn(hand);
    tutor_view real;
    tutor_hand_view(hand, seat, &real);
    tutor_rng rng;
    tutor_rng_seed(&rng, seed);
    space.sampler.ready = 0;
    static tutor_situation sample;
    for (int k = 0; k < SAMPLES; k++) {
        (*tried)++;
        if (!tutor_sample(situation, seat, &rng, &space, &sample)) continue;
        (*found)++;
        static tutor_hand replayed;
        tutor_error error = {0};
        CHECK_INT(tutor_situation_hand(&sample, &replayed, &error), TUTOR_OK);
        CHECK(memcmp(&replayed.state, &space.dealt.state, 64) == 0);
        tutor_view view;
        tutor_hand_view(&replayed, seat, &view);
        if (!same_view(&real, &view)) {
            check_failures++;
            fprintf(stderr, "%s: a sample for seat %d changes its view after %d moves (%s)\n",
                    tutor_game_id(hand->game), seat, situation->history_count,
                    view_difference(&real, &view));
        }
        /* Only hidden cards move: every other card of every hand stays with its holder. */
        int moved = 0;
        for (int s = 0; s < tutor_hand_seats(hand); s++) {
            tutor_set was = tutor_hand_holding(hand, s), is = tutor_hand_holding(&replayed, s);
            CHECK(tutor_set_equal(tutor_set_minus(was, real.hidden),
                                  tutor_set_minus(is, real.hidden)));
            CHECK(tutor_set_is_empty(tutor_set_minus(tutor_set_minus(is, was), real.hidden)));
            moved |= !tutor_set_equal(was, is);
        }
        *varied += moved;
    }
}

static void check_hand(const tutor_game *game, const tutor_options *options, uint64_t seed,
                       int *found, int *tried, int *varied) {
    static tutor_situation situation;
    int seats = tutor_seats(game, options);
    if (!fixture_start(game, options, seed, (int)(seed % (uint64_t)seats), &situation)) return;
    static tutor_hand hand;
    tutor_error error = {0};
    CHECK_INT(tutor_situation_hand(&situation, &hand, &error), TUTOR_OK);
    tutor_rng rng;
    tutor_rng_seed(&rng, seed * 31u + 7u);
    tutor_move legal[TUTOR_MAX_MOVES];
    int n;
    while ((n = tutor_hand_legal(&hand, legal)) > 0) {
        if (situation.history_count % EVERY == 0)
            check_samples(&situation, &hand, seed + (uint64_t)situation.history_count, found,
                          tried, varied);
        if (!fixture_apply(&situation, &hand, legal[tutor_rng_below(&rng, (uint32_t)n)])) return;
    }
}

int main(void) {
    for (int g = 0; g < tutor_game_count(); g++) {
        const tutor_game *game = tutor_game_at(g);
        static tutor_options sets[4];
        int set_count = fixture_option_sets(game, sets, 4);
        CHECK(set_count > 0);
        int found = 0, tried = 0, varied = 0;
        for (int k = 0; k < set_count; k++)
            for (uint64_t seed = 1; seed <= SEEDS; seed++)
                check_hand(game, &sets[k], seed, &found, &tried, &varied);
        printf("%s: %d of %d samples found, %d of them moved cards\n", tutor_game_id(game), found,
               tried, varied);
        /* Rejection is rare: most samples are found, and they deal cards anew. */
        CHECK(found * 10 >= tried * 9);
        CHECK(varied * 2 >= found);
    }
    return check_summary("test_sample");
}
