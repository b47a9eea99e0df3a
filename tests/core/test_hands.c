/*
 * test_hands.c: every registered game's whole hand through the one hand interface (tutor_hand
 * in tutor.h), played from seeded deals with random legal moves to the end. At every step:
 *  - every card of the pack is in exactly one place (a hand, a trick, or aside);
 *  - the view of one seat never shows it another seat's hidden cards;
 *  - every legal move is accepted, and (on some hands, for every move a program could try)
 *    a move is listed as legal exactly when tutor_hand_apply accepts it;
 *  - a refused move leaves the hand identical, byte for byte, with a reason or an error;
 * and at the end the hand is over, scored, and its returns add up to 0. Each game is played
 * under every combination of its options that a hand accepts, and then as a whole game (hand
 * after hand through tutor_match) to its end.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "rng.h"
#include "tutor.h"

enum { SEEDS = 40, PROBED_SEEDS = 2, MOST_STEPS = 2000 };

/* Every move a program could try: each kind with every card of the pack or every number in a
 * range wide enough for any game's bids, options and words. */
static int all_moves(const tutor_game *game, const tutor_options *options, tutor_move *out) {
    int n = 0;
    static const uint8_t card_kinds[] = {TUTOR_MOVE_PLAY, TUTOR_MOVE_DISCARD, TUTOR_MOVE_CALL,
                                         TUTOR_MOVE_SHOW};
    tutor_set pack = tutor_pack(game, options);
    for (size_t k = 0; k < sizeof card_kinds; k++) {
        tutor_card card;
        TUTOR_SET_FOREACH(card, pack) {
            for (int call = 0; call < (card_kinds[k] == TUTOR_MOVE_PLAY ? 5 : 1); call++)
                out[n++] = (tutor_move){card_kinds[k], card, (int16_t)call};
        }
    }
    for (int number = -1; number <= 110; number++)
        out[n++] = (tutor_move){TUTOR_MOVE_BID, 0, (int16_t)number};
    for (int number = -1; number <= 12; number++) {
        out[n++] = (tutor_move){TUTOR_MOVE_DECLARE, 0, (int16_t)number};
        out[n++] = (tutor_move){TUTOR_MOVE_TAKE, 0, (int16_t)number};
        out[n++] = (tutor_move){TUTOR_MOVE_FLAG, 0, (int16_t)number};
        for (int option = 0; option < TUTOR_MAX_OPTIONS; option++)
            out[n++] = (tutor_move){TUTOR_MOVE_OPTION, (tutor_card)option, (int16_t)number};
    }
    static const uint8_t bare[] = {TUTOR_MOVE_PASS_BID, TUTOR_MOVE_DRAW, TUTOR_MOVE_PASS,
                                   TUTOR_MOVE_DONE};
    for (size_t k = 0; k < sizeof bare; k++) out[n++] = (tutor_move){bare[k], 0, 0};
    return n;
}

static int same_move(tutor_move a, tutor_move b) {
    return a.kind == b.kind && a.card == b.card && a.number == b.number;
}

static int listed(const tutor_move *legal, int n, tutor_move move) {
    for (int i = 0; i < n; i++)
        if (same_move(legal[i], move)) return 1;
    return 0;
}

/* Every card in exactly one place, as the viewer who sees everything has it. */
static void check_cards(const tutor_hand *hand, tutor_set pack) {
    tutor_view all;
    tutor_hand_view(hand, TUTOR_NO_SEAT, &all);
    tutor_set places = tutor_set_empty();
    int total = 0;
    for (int s = 0; s < all.seats; s++) {
        tutor_set held = tutor_hand_holding(hand, s);
        CHECK(tutor_set_is_empty(tutor_set_and(places, held)));
        places = tutor_set_or(places, held);
        total += tutor_set_size(held);
    }
    const tutor_trick *taken;
    tutor_trick current;
    int count = 0;
    if (!tutor_hand_tricks(hand, &taken, &count, &current)) current.count = 0;
    for (int t = 0; t <= count; t++) {
        const tutor_trick *trick = t < count ? &taken[t] : &current;
        for (int i = 0; i < trick->count; i++) {
            CHECK(!tutor_set_has(places, trick->cards[i]));
            places = tutor_set_add(places, trick->cards[i]);
            total++;
        }
    }
    CHECK(tutor_set_is_empty(tutor_set_and(places, all.aside)));
    places = tutor_set_or(places, all.aside);
    total += tutor_set_size(all.aside);
    CHECK_INT(all.hidden_aside, 0);
    CHECK_INT(total, tutor_set_size(pack));
    CHECK(tutor_set_size(places) == tutor_set_size(pack) &&
          tutor_set_is_empty(tutor_set_minus(places, pack)));
}

/* A seat's view: its own cards, no card of another hand unless shown, counts that add up. */
static void check_views(const tutor_hand *hand, tutor_set pack) {
    for (int seat = 0; seat < tutor_hand_seats(hand); seat++) {
        tutor_view view;
        tutor_hand_view(hand, seat, &view);
        CHECK(tutor_set_equal(view.own, tutor_hand_holding(hand, seat)));
        int held = 0;
        for (int s = 0; s < view.seats; s++) {
            held += view.held[s];
            CHECK_INT(view.held[s], tutor_set_size(tutor_hand_holding(hand, s)));
            CHECK(tutor_set_is_empty(tutor_set_minus(view.shown[s], tutor_hand_holding(hand, s))));
            if (s == seat) continue;
            tutor_set unseen = tutor_set_minus(tutor_hand_holding(hand, s), view.shown[s]);
            CHECK(tutor_set_is_empty(tutor_set_and(unseen, tutor_set_or(view.seen, view.own))));
            CHECK(tutor_set_is_empty(tutor_set_minus(unseen, view.hidden)));
        }
        /* What the viewer cannot place: the other hands' unshown cards and the unseen aside. */
        int shown_others = 0;
        for (int s = 0; s < view.seats; s++)
            if (s != seat) shown_others += tutor_set_size(view.shown[s]);
        CHECK_INT(tutor_set_size(view.hidden),
                  held - tutor_set_size(view.own) - shown_others + view.hidden_aside);
        CHECK(tutor_set_is_empty(tutor_set_minus(view.hidden, pack)));
    }
}

/* A refused move changes nothing and says why. */
static void check_refused(const tutor_hand *before, tutor_move move) {
    tutor_hand copy = *before;
    tutor_reason why;
    tutor_error error = {0};
    if (tutor_hand_apply(&copy, move, &why, &error) == TUTOR_OK) return;
    CHECK(memcmp(&copy, before, sizeof copy) == 0);
    CHECK(error.code != NULL && error.message[0] != '\0');
}

/* Every move a program could try is accepted exactly when it is listed as legal. */
static void check_probes(const tutor_hand *hand, const tutor_move *legal, int n,
                         const tutor_move *probes, int probe_count) {
    for (int i = 0; i < probe_count; i++) {
        tutor_hand copy = *hand;
        tutor_reason why;
        tutor_error error = {0};
        int accepted = tutor_hand_apply(&copy, probes[i], &why, &error) == TUTOR_OK;
        if (accepted != listed(legal, n, probes[i])) {
            check_failures++;
            fprintf(stderr, "%s: move kind %d card %d number %d is %s but %s (%s)\n",
                    tutor_game_id(hand->game), probes[i].kind, probes[i].card, probes[i].number,
                    accepted ? "accepted" : "refused", accepted ? "not listed" : "listed",
                    accepted ? "" : error.message);
        }
        check_count++;
        if (!accepted) check_refused(hand, probes[i]);
    }
}

/* Plays one hand dealt by `dealer` from `seed` to its end with random legal moves into
 * *hand, checking every step; 0 when it could not be played. */
static int play_hand(const tutor_game *game, const tutor_options *options, uint64_t seed,
                     int dealer, const int *scores, int probe, tutor_hand *out) {
    tutor_error error = {0};
    tutor_hand_start start;
    CHECK_INT(tutor_hand_seeded_start(game, options, seed, dealer, &start, &error), TUTOR_OK);
    if (scores) memcpy(start.scores, scores, sizeof start.scores);
    static tutor_hand hand;
    if (tutor_hand_begin(&hand, game, options, &start, &error) != TUTOR_OK) {
        check_failures++;
        fprintf(stderr, "%s seed %llu: %s\n", tutor_game_id(game), (unsigned long long)seed,
                error.message);
        return 0;
    }
    tutor_set pack = tutor_pack(game, tutor_hand_options(&hand));
    static tutor_move probes[2048];
    int probe_count = probe ? all_moves(game, tutor_hand_options(&hand), probes) : 0;
    tutor_rng rng;
    tutor_rng_seed(&rng, seed * 7919u + 17u);
    int steps = 0;
    while (tutor_hand_turn(&hand) != TUTOR_NO_SEAT && steps++ < MOST_STEPS) {
        check_cards(&hand, pack);
        check_views(&hand, pack);
        tutor_move legal[TUTOR_MAX_MOVES];
        int n = tutor_hand_legal(&hand, legal);
        if (n == 0) {
            check_failures++;
            fprintf(stderr, "%s seed %llu: seat %d is to move in phase %s and has no move\n",
                    tutor_game_id(game), (unsigned long long)seed, tutor_hand_turn(&hand),
                    tutor_hand_phase(&hand));
            return 0;
        }
        if (probe) check_probes(&hand, legal, n, probes, probe_count);
        tutor_move move = legal[tutor_rng_below(&rng, (uint32_t)n)];
        tutor_reason why;
        if (tutor_hand_apply(&hand, move, &why, &error) != TUTOR_OK) {
            check_failures++;
            fprintf(stderr, "%s seed %llu: a legal move (kind %d card %d number %d) was refused: "
                    "%s\n", tutor_game_id(game), (unsigned long long)seed, move.kind, move.card,
                    move.number, error.message);
            return 0;
        }
    }
    CHECK(steps < MOST_STEPS);
    CHECK_STR(tutor_hand_phase(&hand), "over");
    check_cards(&hand, pack);
    tutor_move none[TUTOR_MAX_MOVES];
    CHECK_INT(tutor_hand_legal(&hand, none), 0);
    tutor_hand_score score;
    CHECK_INT(tutor_hand_scored(&hand, &score, &error), TUTOR_OK);
    CHECK(score.scored);
    int sum = 0;
    for (int s = 0; s < tutor_hand_seats(&hand); s++) sum += score.returns[s];
    CHECK_INT(sum, 0);
    *out = hand;
    return 1;
}

/* Every combination of option values (each value, or none) a hand accepts, into out: some
 * options are for counting only, and a hand refuses them. */
static int option_sets(const tutor_game *game, tutor_options *out, int most) {
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

/* A whole game: hands dealt by the dealer the game gives, each played out, until it ends. */
static void play_game(const tutor_game *game, const tutor_options *options, uint64_t seed) {
    tutor_match match;
    tutor_error error = {0};
    int deals = tutor_game_agreed_deals(game) ? 3 : 0;
    int first_dealer = (int)(seed % (uint64_t)tutor_seats(game, options));
    if (tutor_match_begin(&match, game, options, first_dealer, deals, &error) != TUTOR_OK) {
        check_failures++;
        fprintf(stderr, "%s: the game did not start: %s\n", tutor_game_id(game), error.message);
        return;
    }
    int hands = 0;
    while (tutor_match_dealer(&match) != TUTOR_NO_SEAT && hands < 200) {
        int totals[TUTOR_MAX_SEATS];
        tutor_match_totals(&match, totals);
        static tutor_hand hand;
        if (!play_hand(game, options, seed * 1000 + (uint64_t)hands, tutor_match_dealer(&match),
                       tutor_game_carries_scores(game) ? totals : NULL, 0, &hand))
            return;
        if (tutor_match_add(&match, &hand, &error) != TUTOR_OK) {
            check_failures++;
            fprintf(stderr, "%s: a hand played out did not join the game: %s\n",
                    tutor_game_id(game), error.message);
            return;
        }
        hands++;
    }
    CHECK(hands < 200);
    CHECK(tutor_match_dealer(&match) == TUTOR_NO_SEAT);
    int totals[TUTOR_MAX_SEATS];
    CHECK(tutor_match_totals(&match, totals) >= 2);
}

int main(void) {
    int games = 0;
    for (int g = 0; g < tutor_game_count(); g++) {
        const tutor_game *game = tutor_game_at(g);
        if (!tutor_game_plays_hands(game)) {
            check_failures++;
            fprintf(stderr, "%s plays no whole hand through the interface\n",
                    tutor_game_id(game));
            continue;
        }
        games++;
        static tutor_options sets[64];
        int set_count = option_sets(game, sets, 64);
        CHECK(set_count > 0);
        for (int k = 0; k < set_count; k++) {
            int seats = tutor_seats(game, &sets[k]);
            uint64_t seeds = set_count > 1 ? SEEDS / 4 : SEEDS;
            for (uint64_t seed = 1; seed <= seeds; seed++) {
                static tutor_hand hand;
                play_hand(game, &sets[k], seed, (int)(seed % (uint64_t)seats), NULL,
                          seed <= PROBED_SEEDS && k < 4, &hand);
            }
            play_game(game, &sets[k], (uint64_t)k + 1);
        }
    }
    CHECK_INT(games, tutor_game_count());
    return check_summary("test_hands");
}
