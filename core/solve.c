/*
 * solve.c: judging a hand whose cards are all known. The exact search is alpha-beta over the
 * whole-hand interface: the seats on the root's side play for the root's return at the end,
 * the others against it, with a transposition table of the positions between tricks and the
 * table's best move tried first. Playouts play every seat by the rules of thumb (bot.c).
 */
#include <limits.h>

#include "bot_internal.h"

enum { BOUND_EMPTY, BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };
enum { VALUE_BOUND = 1 << 28 }; /* beyond any hand's return */

int bot_return(const tutor_hand *hand, int seat, int *returns) {
    tutor_hand_score score;
    tutor_error ignored;
    if (tutor_hand_scored(hand, &score, &ignored) || !score.scored) {
        if (returns) memset(returns, 0, TUTOR_MAX_SEATS * sizeof *returns);
        return 0;
    }
    if (returns) memcpy(returns, score.returns, TUTOR_MAX_SEATS * sizeof *returns);
    return score.returns[seat];
}

int bot_cards_held(const tutor_hand *hand) {
    int n = 0;
    for (int s = 0; s < tutor_hand_seats(hand); s++) n += tutor_set_size(tutor_hand_holding(hand, s));
    if (!tutor_game_draws(hand->game)) return n;
    /* A stock still to draw from is play still to come. */
    tutor_view all;
    tutor_hand_view(hand, TUTOR_NO_SEAT, &all);
    return n + tutor_set_size(all.aside);
}

int bot_in_play(const tutor_hand *hand) {
    const tutor_trick *taken;
    tutor_trick current;
    int count;
    return hand->pending_count == 0 && tutor_hand_tricks(hand, &taken, &count, &current);
}

unsigned tutor_side_of(const int *returns, int seats, int root) {
    unsigned side = 0;
    for (int s = 0; s < seats; s++) {
        int same = returns[root] > 0 ? returns[s] > 0 : returns[root] < 0 ? returns[s] < 0
                                                                          : returns[s] == 0;
        if (same) side |= 1u << s;
    }
    return side | 1u << root;
}

static uint64_t mix(uint64_t h, uint64_t x) {
    h ^= x + UINT64_C(0x9E3779B97F4A7C15) + (h << 6) + (h >> 2);
    return h * UINT64_C(0xBF58476D1CE4E5B9);
}

/* A position between two tricks, for the table: what each seat holds, the cards each has won
 * and how many tricks, and whose turn it is; 0 when the hand is not between tricks. What the
 * game settled before the play (a contract, a trump) is the same in the whole search. */
static uint64_t position_key(const tutor_hand *hand) {
    const tutor_trick *taken;
    tutor_trick current;
    int count = 0;
    if (hand->pending_count || !tutor_hand_tricks(hand, &taken, &count, &current) ||
        current.count > 0)
        return 0;
    tutor_set won[TUTOR_MAX_SEATS];
    int tricks[TUTOR_MAX_SEATS] = {0};
    memset(won, 0, sizeof won);
    for (int t = 0; t < count; t++) {
        int w = taken[t].winner;
        if (w < 0 || w >= TUTOR_MAX_SEATS) continue;
        won[w] = tutor_set_or(won[w], tutor_trick_cards(&taken[t]));
        tricks[w]++;
    }
    uint64_t h = (uint64_t)tutor_hand_turn(hand) + 1;
    for (int s = 0; s < tutor_hand_seats(hand); s++) {
        tutor_set held = tutor_hand_holding(hand, s);
        h = mix(mix(mix(mix(mix(h, held.w[0]), held.w[1]), won[s].w[0]), won[s].w[1]),
                (uint64_t)tricks[s]);
    }
    return h | 1; /* never 0, which marks no position */
}

typedef struct {
    tutor_bot_space *space;
    int root;
    unsigned friends;
    int prune; /* 0: plain minimax */
} search;

static int value_at(search *s, int depth, int alpha, int beta, int *best_index);

/* Whether two cards are alike for the rest of the hand: the same points, and each beats and
 * is beaten by the same cards among those still in play (`live`). Playing one or the other
 * then comes to the same, and the search tries only one of them. */
static int alike(const tutor_card_values *v, tutor_card a, tutor_card b, tutor_set live) {
    live = tutor_set_remove(tutor_set_remove(live, a), b);
    tutor_set beats = tutor_set_or(tutor_set_minus(v->beats[a], v->beats[b]),
                                   tutor_set_minus(v->beats[b], v->beats[a]));
    tutor_set beaten = tutor_set_or(tutor_set_minus(v->beaten[a], v->beaten[b]),
                                    tutor_set_minus(v->beaten[b], v->beaten[a]));
    return v->points[a] == v->points[b] &&
           tutor_set_is_empty(tutor_set_and(tutor_set_or(beats, beaten), live));
}

/* The cards still in play: every hand's, and those of the trick on the table. */
static tutor_set live_cards(const tutor_hand *hand) {
    tutor_set live = tutor_set_empty();
    for (int s = 0; s < tutor_hand_seats(hand); s++)
        live = tutor_set_or(live, tutor_hand_holding(hand, s));
    const tutor_trick *taken;
    tutor_trick current;
    int count;
    if (tutor_hand_tricks(hand, &taken, &count, &current))
        live = tutor_set_or(live, tutor_trick_cards(&current));
    return live;
}

/* Whether moves[i] plays a card alike to one played by a move tried before it (tried[]). */
static int like_one_tried(const tutor_card_values *v, const tutor_move *moves, int i,
                          const int *tried, int count, tutor_set live) {
    if (moves[i].kind != TUTOR_MOVE_PLAY) return 0;
    for (int k = 0; k < count; k++) {
        tutor_move other = moves[tried[k]];
        if (other.kind == TUTOR_MOVE_PLAY && other.number == moves[i].number &&
            alike(v, other.card, moves[i].card, live))
            return 1;
    }
    return 0;
}

/* The order to try the moves in: the table's best first (`first`, -1 when the table has not
 * seen the position), then the cards that refuted most often elsewhere in this search (the
 * history heuristic), ties in the order offered. An unseen position puts no move first: the
 * history orders it better than the order offered. */
static void order_moves(const search *s, const tutor_move *moves, int n, int first, int *order) {
    uint32_t score[TUTOR_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        score[i] = moves[i].kind == TUTOR_MOVE_PLAY ? s->space->history[moves[i].card] : 0;
        if (i == first) score[i] = UINT32_MAX;
        int at = i;
        for (; at > 0 && score[order[at - 1]] < score[i]; at--) order[at] = order[at - 1];
        order[at] = i;
    }
}

int bot_offered(const tutor_hand *hand, tutor_move *moves) {
    const struct tutor_hand_rules *rules = hand->game->hand;
    if (rules->turn(hand->state.bytes) == TUTOR_NO_SEAT) return 0;
    return rules->moves(hand->state.bytes, hand->pending, hand->pending_count, moves);
}

/* The value of each move at `depth` in the order to try them; *best_index: the best move's
 * index among those offered. */
static int search_moves(search *s, int depth, int alpha, int beta, int first, int *best_index) {
    tutor_hand *hand = &s->space->stack[depth];
    /* The search applies each move offered to a child position anyway, and a refused one
     * leaves no child, so it asks for no list of the legal moves (tutor_hand_legal), which
     * would apply each one twice. */
    tutor_move moves[TUTOR_MAX_MOVES];
    int n = bot_offered(hand, moves);
    int maximising = (s->friends >> tutor_hand_turn(hand)) & 1u;
    int best = maximising ? INT_MIN : INT_MAX, best_at = 0, tried[TUTOR_MAX_MOVES], count = 0;
    /* Cards are alike only where the score counts points and tricks; a game that scores
     * combinations of named cards tells them apart. */
    const tutor_card_values *values =
        s->prune && !hand->game->combinations ? bot_card_values(s->space, hand) : NULL;
    tutor_set live = values ? live_cards(hand) : tutor_set_empty();
    int order[TUTOR_MAX_MOVES];
    order_moves(s, moves, n, first < n ? first : -1, order);
    for (int k = 0; k < n; k++) {
        int i = order[k];
        if (values && like_one_tried(values, moves, i, tried, count, live)) continue;
        tutor_hand *child = &s->space->stack[depth + 1];
        bot_hand_copy(child, hand);
        if (tutor_hand_apply(child, moves[i], NULL, NULL)) continue; /* refused: not legal */
        tried[count++] = i;
        int v = value_at(s, depth + 1, alpha, beta, NULL);
        if (maximising ? v > best : v < best) best = v, best_at = i;
        if (!s->prune) continue;
        if (maximising && v > alpha) alpha = v;
        if (!maximising && v < beta) beta = v;
        if (alpha >= beta) {
            if (moves[i].kind == TUTOR_MOVE_PLAY) /* a move that refutes: tried early elsewhere */
                s->space->history[moves[i].card] += (uint32_t)(TUTOR_SOLVE_DEPTH - depth);
            break;
        }
    }
    if (best_index) *best_index = best_at;
    return count == 0 ? bot_return(hand, s->root, NULL) : best;
}

static int value_at(search *s, int depth, int alpha, int beta, int *best_index) {
    tutor_hand *hand = &s->space->stack[depth];
    if (tutor_hand_turn(hand) == TUTOR_NO_SEAT) return bot_return(hand, s->root, NULL);
    s->space->nodes++;
    if (depth >= TUTOR_SOLVE_DEPTH) return bot_return(hand, s->root, NULL); /* never: checked */
    uint64_t key = s->prune ? position_key(hand) : 0;
    int settled[TUTOR_MAX_SEATS]; /* a result no play can change ends the search (not the plain
                                     minimax, which tests this against playing on) */
    if (key && tutor_hand_settled(hand, settled)) return settled[s->root];
    tutor_solve_entry *entry =
        key ? &s->space->table[key & ((1u << TUTOR_SOLVE_TABLE_BITS) - 1)] : NULL;
    int first = -1, alpha0 = alpha, beta0 = beta;
    if (entry && entry->key == key && entry->age == s->space->age) {
        if (entry->bound == BOUND_EXACT ||
            (entry->bound == BOUND_LOWER && entry->value >= beta) ||
            (entry->bound == BOUND_UPPER && entry->value <= alpha)) {
            if (best_index) *best_index = entry->best;
            return entry->value;
        }
        first = entry->best;
    }
    int best_at = 0;
    int v = search_moves(s, depth, alpha, beta, first, &best_at);
    if (best_index) *best_index = best_at;
    if (entry) {
        entry->key = key;
        entry->age = s->space->age;
        entry->value = v;
        entry->best = (uint8_t)best_at;
        entry->bound = v <= alpha0 ? BOUND_UPPER : v >= beta0 ? BOUND_LOWER : BOUND_EXACT;
    }
    return v;
}

/* Moves left to the end, at most: each card held is one play, and draws and passes are few. */
static int too_deep(const tutor_hand *hand) {
    return bot_cards_held(hand) + 2 > TUTOR_SOLVE_DEPTH;
}

/* The index among the legal moves of the move offered at `offered_index`. */
static int legal_index(const tutor_hand *hand, int offered_index) {
    tutor_move moves[TUTOR_MAX_MOVES], legal[TUTOR_MAX_MOVES];
    int n = bot_offered(hand, moves), m = tutor_hand_legal(hand, legal);
    for (int i = 0; offered_index < n && i < m; i++)
        if (memcmp(&legal[i], &moves[offered_index], sizeof legal[i]) == 0) return i;
    return 0;
}

static int solve(tutor_bot_space *space, const tutor_hand *hand, int root, unsigned friends,
                 int prune, int *value, int *best) {
    if (too_deep(hand) || tutor_hand_turn(hand) == TUTOR_NO_SEAT) {
        if (tutor_hand_turn(hand) != TUTOR_NO_SEAT) return 0;
        *value = bot_return(hand, root, NULL);
        if (best) *best = 0;
        return 1;
    }
    memset(space->history, 0, sizeof space->history);
    if (++space->age == 0) { /* every age used: the table starts afresh */
        memset(space->table, 0, sizeof space->table);
        space->age = 1;
    }
    bot_hand_copy(&space->stack[0], hand);
    search s = {space, root, friends, prune};
    int best_index = 0;
    if (!prune) {
        *value = value_at(&s, 0, INT_MIN, INT_MAX, &best_index);
    } else {
        /* MTD(f): tests of "at least g?" with a window of one point, narrowing the bounds until
         * they meet. A hand's returns take few values (some games pay in marks), so few tests
         * settle it, and each prunes far more than one search with an open window. */
        int lower = -VALUE_BOUND, upper = VALUE_BOUND, g = 0;
        while (lower < upper) {
            int beta = g == lower ? g + 1 : g;
            g = value_at(&s, 0, beta - 1, beta, &best_index);
            if (g < beta) upper = g;
            else lower = g;
        }
        *value = g;
    }
    if (best) *best = legal_index(hand, best_index);
    return 1;
}

int tutor_solve(tutor_bot_space *space, const tutor_hand *hand, int root, unsigned friends,
                int *value, int *best) {
    return solve(space, hand, root, friends, 1, value, best);
}

int tutor_solve_plain(tutor_bot_space *space, const tutor_hand *hand, int root,
                      unsigned friends, int *value) {
    return solve(space, hand, root, friends, 0, value, NULL);
}
