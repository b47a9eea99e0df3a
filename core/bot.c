/*
 * bot.c: the computer players' levels. Level 0 picks a legal move at random; level 1 follows
 * rules of thumb, judging cards by the game's own hooks (which cards a card beats, its points)
 * and bidding from the game's table (struct tutor_bot_rules); levels 2 and 3 deal the hidden
 * cards again (sample.c) and judge every legal move on each deal by playouts or, near the end,
 * exact search (solve.c), choosing the best on average.
 */
#include <limits.h>

#include "bot_internal.h"

/* Samples per decision by level, and how many tricks may be left for the exact search. */
static const int level_samples[TUTOR_BOT_LEVELS] = {0, 0, 8, 32};
static const int level_exact_tricks[TUTOR_BOT_LEVELS] = {0, 0, 2, 3};

/* The cards of `others` that `card` beats when it leads a trick of two. */
static tutor_set beaten_by(const tutor_game *game, const tutor_options *options, tutor_card card,
                           tutor_set others) {
    tutor_set beaten = tutor_set_empty();
    tutor_card other;
    TUTOR_SET_FOREACH(other, others) {
        tutor_card trick[2] = {card, other};
        if (tutor_winner(game, options, trick, 2, NULL) == 0) beaten = tutor_set_add(beaten, other);
    }
    return beaten;
}

/* The cards of `pack` that beat `card` when they lead against it. */
static tutor_set beating(const tutor_card_values *v, tutor_card card, tutor_set pack) {
    tutor_set beating = tutor_set_empty();
    tutor_card other;
    TUTOR_SET_FOREACH(other, pack)
    if (tutor_set_has(v->beats[other], card)) beating = tutor_set_add(beating, other);
    return beating;
}

const tutor_card_values *bot_card_values(tutor_bot_space *space, const tutor_hand *hand) {
    const tutor_game *game = hand->game;
    const tutor_options *options = tutor_hand_options(hand);
    /* From the entry found last: a search, or a playout's trick play, asks at every step. */
    for (unsigned k = 0; k < TUTOR_BOT_VALUES; k++) {
        unsigned i = (space->values_last + k) % TUTOR_BOT_VALUES;
        tutor_card_values *v = &space->values[i];
        if (v->ready && v->game == game && memcmp(&v->options, options, sizeof *options) == 0) {
            space->values_last = i;
            return v;
        }
    }
    space->values_last = space->values_next++ % TUTOR_BOT_VALUES;
    tutor_card_values *v = &space->values[space->values_last];
    memset(v, 0, sizeof *v);
    v->ready = 1;
    v->game = game;
    v->options = *options;
    tutor_set pack = tutor_pack(game, options);
    v->pack = pack;
    tutor_card c;
    TUTOR_SET_FOREACH(c, pack) {
        tutor_count_result counted; /* no error: a card that cannot count alone has no points */
        if (tutor_count(game, options, &c, 1, &counted, NULL) == TUTOR_OK)
            v->points[c] = (int16_t)counted.points;
        v->beats[c] = beaten_by(game, options, c, tutor_set_remove(pack, c));
        v->strength[c] = (int16_t)tutor_set_size(v->beats[c]);
    }
    TUTOR_SET_FOREACH(c, pack) v->beaten[c] = beating(v, c, pack);
    return v;
}

/* What a card is worth keeping: its points first, then its strength. */
static int keep_value(const tutor_card_values *v, tutor_card card) {
    return v->points[card] * 256 + v->strength[card];
}

/* The index among legal[n] of the move of `kind` whose card has the least (or, with `most`,
 * the greatest) keep value; -1 when there is none. */
static int by_keep_value(const tutor_card_values *v, const tutor_move *legal, int n, int kind,
                         tutor_set among, int most) {
    int best = -1, best_value = 0;
    for (int i = 0; i < n; i++) {
        if (legal[i].kind != kind || !tutor_set_has(among, legal[i].card)) continue;
        int value = keep_value(v, legal[i].card);
        if (best < 0 || (most ? value > best_value : value < best_value))
            best = i, best_value = value;
    }
    return best;
}

/* The cards of the tricks taken so far (the trick on the table is empty: a lead). */
static tutor_set played_so_far(const tutor_hand *hand) {
    const tutor_trick *taken;
    tutor_trick current;
    int count = 0;
    tutor_set played = tutor_set_empty();
    if (!tutor_hand_tricks(hand, &taken, &count, &current)) return played;
    for (int t = 0; t < count; t++) played = tutor_set_or(played, tutor_trick_cards(&taken[t]));
    return played;
}

static tutor_set cards_of(const tutor_move *legal, int n, int kind) {
    tutor_set cards = tutor_set_empty();
    for (int i = 0; i < n; i++)
        if (legal[i].kind == kind) cards = tutor_set_add(cards, legal[i].card);
    return cards;
}

/* In trick play the rules of thumb rank the cards playable in two tiers, each best first by
 * keep value (the greatest first with `most`, else the least; ties in the order offered): the
 * move chosen is the first legal one of the first tier that has one. Over the legal moves that
 * is a tier's best; a playout ranks the moves offered instead and plays the first that applies,
 * with no list of the legal moves to work out (each found by trying a move on a copy). */
typedef struct {
    tutor_set cards[2];
    int most[2];
} tiers;

/* Leading: a card no card still out can beat, the strongest such; else the cheapest card. */
static tiers lead(const tutor_card_values *v, const tutor_hand *hand, tutor_set playable) {
    int seat = tutor_hand_turn(hand);
    tutor_set out = tutor_set_minus(tutor_set_minus(v->pack, played_so_far(hand)),
                                    tutor_hand_holding(hand, seat));
    tutor_set sure = tutor_set_empty();
    tutor_card card;
    TUTOR_SET_FOREACH(card, playable)
    if (tutor_set_is_empty(tutor_set_minus(out, v->beats[card]))) sure = tutor_set_add(sure, card);
    return (tiers){{sure, tutor_set_minus(playable, sure)}, {1, 0}};
}

/* Following: when the partner is winning, play low; else win as cheaply as possible when the
 * trick is worth it or the seat plays last, and play low when it cannot win. */
static tiers follow(const tutor_card_values *v, const tutor_hand *hand, tutor_set playable,
                    const tutor_trick *current) {
    const tutor_game *game = hand->game;
    const tutor_options *options = tutor_hand_options(hand);
    int seat = tutor_hand_turn(hand), k = current->count;
    int winning = current->seats[tutor_winner(game, options, current->cards, k, NULL)];
    int side = tutor_game_side(game, seat);
    if (side >= 0 && winning != seat && tutor_game_side(game, winning) == side)
        return (tiers){{playable, tutor_set_empty()}, {0, 0}};
    int worth = 0;
    for (int i = 0; i < k; i++) worth += v->points[current->cards[i]];
    int last = k + 1 >= tutor_trick_size(game, options);
    tutor_card trick[TUTOR_MAX_TRICK + 1], card;
    memcpy(trick, current->cards, (size_t)k * sizeof *trick);
    tutor_set winners = tutor_set_empty();
    TUTOR_SET_FOREACH(card, playable) {
        trick[k] = card;
        if (tutor_winner(game, options, trick, k + 1, NULL) == k)
            winners = tutor_set_add(winners, card);
    }
    tutor_set losers = tutor_set_minus(playable, winners);
    if (worth > 0 || last) return (tiers){{winners, losers}, {0, 0}};
    return (tiers){{losers, winners}, {0, 0}};
}

static tiers trick_tiers(const tutor_card_values *v, const tutor_hand *hand, tutor_set playable) {
    const tutor_trick *taken;
    tutor_trick current;
    int count;
    if (!tutor_hand_tricks(hand, &taken, &count, &current)) current.count = 0;
    return current.count == 0 ? lead(v, hand, playable) : follow(v, hand, playable, &current);
}

/* The moves of moves[n] that play a card of `cards`, in the order a tier tries them, into
 * order[]; returns how many. */
static int ranked(const tutor_card_values *v, const tutor_move *moves, int n, tutor_set cards,
                  int most, int *order) {
    int value[TUTOR_MAX_MOVES], count = 0;
    for (int i = 0; i < n; i++) {
        if (moves[i].kind != TUTOR_MOVE_PLAY || !tutor_set_has(cards, moves[i].card)) continue;
        int x = keep_value(v, moves[i].card), at = count++;
        for (; at > 0 && (most ? x > value[at - 1] : x < value[at - 1]); at--)
            order[at] = order[at - 1], value[at] = value[at - 1];
        order[at] = i, value[at] = x;
    }
    return count;
}

/* How strong a holding is, 0 to 100: the share of the pack its cards beat, on average. */
static int quality(const tutor_card_values *v, const tutor_hand *hand, tutor_set held) {
    (void)hand;
    int cards = tutor_set_size(held), pack = tutor_set_size(v->pack);
    if (cards == 0 || pack < 2) return 0;
    long sum = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, held) sum += v->strength[card];
    return (int)(100 * sum / ((long)cards * (pack - 1)));
}

/* Bidding: the lowest bid with a hand as strong as the game's table asks, else a pass. */
static int bid(const tutor_card_values *v, const tutor_hand *hand, const tutor_move *legal, int n) {
    const struct tutor_bot_rules *rules = hand->game->bot;
    int needed = rules ? rules->bid_quality : 60;
    int q = quality(v, hand, tutor_hand_holding(hand, tutor_hand_turn(hand)));
    int pass = -1, lowest = -1;
    for (int i = 0; i < n; i++) {
        if (legal[i].kind == TUTOR_MOVE_PASS_BID && pass < 0) pass = i;
        if (legal[i].kind == TUTOR_MOVE_BID && (lowest < 0 || legal[i].number < legal[lowest].number))
            lowest = i;
    }
    if (lowest >= 0 && (q >= needed || pass < 0)) return lowest;
    return pass >= 0 ? pass : 0;
}

/* A choice of options (a trump, a contract): the one under which the holding is strongest. */
static int choose_option(tutor_bot_space *space, const tutor_hand *hand, const tutor_move *legal,
                         int n) {
    int best = -1, best_quality = -1, seat = tutor_hand_turn(hand);
    for (int i = 0; i < n; i++) {
        if (legal[i].kind != TUTOR_MOVE_OPTION) continue;
        tutor_hand *trial = &space->option;
        bot_hand_copy(trial, hand);
        tutor_error ignored;
        if (tutor_hand_apply(trial, legal[i], NULL, &ignored)) continue;
        int q = quality(bot_card_values(space, trial), trial, tutor_hand_holding(trial, seat));
        if (q > best_quality) best = i, best_quality = q;
    }
    return best >= 0 ? best : 0;
}

int tutor_bot_rule_of_thumb(tutor_bot_space *space, const tutor_hand *hand,
                            const tutor_move *legal, int n) {
    if (n <= 1) return 0;
    tutor_set playable = cards_of(legal, n, TUTOR_MOVE_PLAY);
    tutor_set discards = cards_of(legal, n, TUTOR_MOVE_DISCARD);
    int options = 0, bids = 0;
    for (int i = 0; i < n; i++) {
        options += legal[i].kind == TUTOR_MOVE_OPTION;
        bids += legal[i].kind == TUTOR_MOVE_BID || legal[i].kind == TUTOR_MOVE_PASS_BID;
    }
    if (options) return choose_option(space, hand, legal, n);
    const tutor_card_values *v = bot_card_values(space, hand);
    if (!tutor_set_is_empty(playable)) {
        tiers t = trick_tiers(v, hand, playable);
        for (int k = 0; k < 2; k++) {
            int i = by_keep_value(v, legal, n, TUTOR_MOVE_PLAY, t.cards[k], t.most[k]);
            if (i >= 0) return i;
        }
    }
    if (!tutor_set_is_empty(discards)) /* keep high cards and trumps */
        return by_keep_value(v, legal, n, TUTOR_MOVE_DISCARD, discards, 0);
    if (bids) return bid(v, hand, legal, n);
    return 0;
}

/* Whether the rules of thumb weigh one of these moves against the others: with none of these
 * kinds among the legal moves, or only one legal move, they take the first. */
static int weighs_any(const tutor_move *moves, int n) {
    for (int i = 0; n > 1 && i < n; i++)
        switch (moves[i].kind) {
        case TUTOR_MOVE_PLAY:
        case TUTOR_MOVE_DISCARD:
        case TUTOR_MOVE_OPTION:
        case TUTOR_MOVE_BID:
        case TUTOR_MOVE_PASS_BID:
            return 1;
        }
    return 0;
}

/* In trick play, plays the move the rules of thumb choose among the legal moves, ranking the
 * moves offered (tiers): 0 when no card offered applies, the hand unchanged. */
static int play_by_tiers(tutor_bot_space *space, tutor_hand *hand, const tutor_move *moves,
                         int n) {
    tutor_set playable = cards_of(moves, n, TUTOR_MOVE_PLAY);
    for (int i = 0; i < n; i++) /* a choice of options would be weighed before any card */
        if (moves[i].kind == TUTOR_MOVE_OPTION) return 0;
    if (tutor_set_is_empty(playable)) return 0;
    const tutor_card_values *v = bot_card_values(space, hand);
    tiers t = trick_tiers(v, hand, playable);
    for (int k = 0; k < 2; k++) {
        int order[TUTOR_MAX_MOVES], m = ranked(v, moves, n, t.cards[k], t.most[k], order);
        for (int j = 0; j < m; j++)
            if (tutor_hand_apply(hand, moves[order[j]], NULL, NULL) == TUTOR_OK) return 1;
    }
    return 0;
}

void tutor_playout(tutor_bot_space *space, tutor_hand *hand, int *returns) {
    tutor_move moves[TUTOR_MAX_MOVES];
    for (int steps = 0; steps < 4 * TUTOR_BOT_MAX_HISTORY; steps++) {
        int n = bot_offered(hand, moves);
        if (!weighs_any(moves, n)) {
            /* The first legal move is the first offered that applies: no list of the legal
             * moves is needed, each found by trying every move on a copy of the hand. So go a
             * forced play (the whole last trick) and every step of a declaration. */
            int i = 0;
            while (i < n && tutor_hand_apply(hand, moves[i], NULL, NULL)) i++;
            if (i == n) break;
            continue;
        }
        if (play_by_tiers(space, hand, moves, n)) continue;
        n = tutor_hand_legal(hand, moves);
        if (n == 0) break;
        if (tutor_hand_apply(hand, moves[tutor_bot_rule_of_thumb(space, hand, moves, n)], NULL,
                             NULL))
            break;
    }
    bot_return(hand, 0, returns);
}

/* What the move at legal[i] is worth to `seat` on the deal space->dealt: exact when few
 * cards are left, else a playout. `ahead` is set when the return is above zero. */
static int judge(tutor_bot_space *space, int seat, tutor_move move, int exact_cards,
                 int *ahead) {
    tutor_hand *trial = &space->trial;
    bot_hand_copy(trial, &space->dealt);
    tutor_error ignored;
    if (tutor_hand_apply(trial, move, NULL, &ignored)) return INT_MIN;
    tutor_hand *played = &space->playout;
    bot_hand_copy(played, trial);
    int returns[TUTOR_MAX_SEATS];
    tutor_playout(space, played, returns);
    int value = returns[seat];
    if (bot_in_play(trial) && bot_cards_held(trial) <= exact_cards) {
        unsigned side = tutor_side_of(returns, tutor_hand_seats(trial), seat);
        int solved;
        if (tutor_solve(space, trial, seat, side, &solved, NULL)) value = solved;
    }
    *ahead = value > 0;
    return value;
}

int bot_judge_moves(const tutor_situation *situation, int level, int samples, uint64_t seed,
                    tutor_bot_space *space, const tutor_move *legal, int n, double *sums,
                    int *aheads) {
    int seat = tutor_hand_turn(&space->now), judged = 0;
    int exact_cards = level_exact_tricks[level] * tutor_hand_seats(&space->now);
    tutor_rng rng;
    tutor_rng_seed(&rng, seed);
    space->sampler.ready = 0;
    for (int i = 0; i < n; i++) sums[i] = 0, aheads[i] = 0;
    for (int k = 0; k < samples; k++) {
        if (!tutor_sample(situation, seat, &rng, space, &space->sample)) continue;
        judged++;
        for (int i = 0; i < n; i++) {
            int ahead = 0;
            int value = judge(space, seat, legal[i], exact_cards, &ahead);
            if (value == INT_MIN) value = 0;
            sums[i] += value;
            aheads[i] += ahead;
        }
    }
    return judged;
}

int bot_level_samples(int level, int samples) {
    if (samples > 0) return samples > TUTOR_BOT_MAX_SAMPLES ? TUTOR_BOT_MAX_SAMPLES : samples;
    return level_samples[level < 2 ? 2 : level >= TUTOR_BOT_LEVELS ? TUTOR_BOT_LEVELS - 1 : level];
}

static int is_discard(const tutor_move *legal, int n) {
    for (int i = 0; i < n; i++)
        if (legal[i].kind == TUTOR_MOVE_DISCARD) return 1;
    return 0;
}

int tutor_bot_choose(const tutor_situation *situation, int level, int samples, uint64_t seed,
                     tutor_bot_space *space, tutor_move *move) {
    if (tutor_situation_hand(situation, &space->now, NULL)) return -1;
    tutor_move legal[TUTOR_MAX_MOVES];
    int n = tutor_hand_legal(&space->now, legal);
    if (n == 0) return -1;
    int chosen = 0;
    if (level <= 0) {
        tutor_rng rng;
        tutor_rng_seed(&rng, seed);
        chosen = (int)tutor_rng_below(&rng, (uint32_t)n);
    } else if (level == 1 || n == 1 || (level == 2 && is_discard(legal, n))) {
        /* Level 2 lays cards aside by the rules of thumb: a discard is a sequence of moves,
         * each of which would be judged on its own. */
        chosen = tutor_bot_rule_of_thumb(space, &space->now, legal, n);
    } else {
        double sums[TUTOR_MAX_MOVES];
        int aheads[TUTOR_MAX_MOVES];
        int judged = bot_judge_moves(situation, level, bot_level_samples(level, samples), seed,
                                     space, legal, n, sums, aheads);
        chosen = tutor_bot_rule_of_thumb(space, &space->now, legal, n); /* no deal fitted */
        if (judged > 0)
            for (int i = 0; i < n; i++)
                if (sums[i] > sums[chosen]) chosen = i;
    }
    *move = legal[chosen];
    return chosen;
}
