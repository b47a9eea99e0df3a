/*
 * hand.c: whole hands of every game through one interface (tutor_hand in tutor.h). Each game
 * gives its own hand value and hooks (struct tutor_hand_rules in game.h); this file keeps the
 * moves of a sequence not yet complete, offers exactly the moves the rules accept, and
 * dispatches. Nothing here knows a rule.
 */
#include <string.h>

#include "game.h"

int tutor_game_plays_hands(const tutor_game *game) { return game && game->hand != NULL; }

tutor_status tutor_hand_seeded_start(const tutor_game *game, const tutor_options *options,
                                     uint64_t seed, int dealer, tutor_hand_start *start,
                                     tutor_error *error) {
    memset(start, 0, sizeof *start);
    start->dealer = dealer;
    if (tutor_deal_seeded(game, options, seed, dealer, &start->deal, error)) return TUTOR_ERROR;
    /* A stock is drawn in the order of the shuffle that dealt it: the same shuffle again, read
     * for the cards the deal set aside. Any other rest is taken in card order (order_count 0,
     * which tutor_hand_begin fills in). */
    if (!game->hand || !game->hand->rest_in_shuffle_order) return TUTOR_OK;
    tutor_card order[TUTOR_SET_CAPACITY], shuffled[TUTOR_SET_CAPACITY];
    int n = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_pack(game, options)) order[n++] = card;
    tutor_rng rng;
    tutor_rng_seed(&rng, seed);
    tutor_rng_shuffle(&rng, shuffled, n);
    for (int i = 0; i < n; i++)
        if (tutor_set_has(start->deal.rest, order[shuffled[i]]))
            start->order[start->order_count++] = order[shuffled[i]];
    return TUTOR_OK;
}

tutor_status tutor_hand_begin(tutor_hand *hand, const tutor_game *game,
                              const tutor_options *options, const tutor_hand_start *start,
                              tutor_error *error) {
    if (!game->hand)
        return tutor_fail(error, "unknown-op", "The rules core plays no whole hand of %s.",
                          game->name);
    memset(hand, 0, sizeof *hand);
    hand->game = game;
    hand->dealer = start->dealer;
    if (start->order_count == 0 && !tutor_set_is_empty(start->deal.rest)) {
        tutor_hand_start ordered = *start; /* the rest in card order */
        tutor_card card;
        TUTOR_SET_FOREACH(card, start->deal.rest) ordered.order[ordered.order_count++] = card;
        return game->hand->start(hand->state.bytes, game, options, &ordered, error);
    }
    return game->hand->start(hand->state.bytes, game, options, start, error);
}

int tutor_hand_turn(const tutor_hand *hand) {
    return hand->game->hand->turn(hand->state.bytes);
}

int tutor_hand_dealer(const tutor_hand *hand) { return hand->dealer; }

const char *tutor_hand_phase(const tutor_hand *hand) {
    return hand->game->hand->phases[hand->game->hand->phase(hand->state.bytes)];
}

int tutor_hand_seats(const tutor_hand *hand) {
    return hand->game->hand->seats(hand->state.bytes);
}

const tutor_options *tutor_hand_options(const tutor_hand *hand) {
    return hand->game->hand->options(hand->state.bytes);
}

tutor_set tutor_hand_holding(const tutor_hand *hand, int seat) {
    return hand->game->hand->holding(hand->state.bytes, seat);
}

int tutor_hand_tricks(const tutor_hand *hand, const tutor_trick **taken, int *count,
                      tutor_trick *current) {
    return hand->game->hand->tricks(hand->state.bytes, taken, count, current);
}

/* The pending moves and then `move`, into moves[]; 0 when the sequence is too long. */
static int sequence(const tutor_hand *hand, tutor_move move, tutor_move *moves) {
    if (hand->pending_count >= TUTOR_MAX_PENDING) return 0;
    memcpy(moves, hand->pending, (size_t)hand->pending_count * sizeof *moves);
    moves[hand->pending_count] = move;
    return hand->pending_count + 1;
}

tutor_status tutor_hand_apply(tutor_hand *hand, tutor_move move, tutor_reason *why,
                              tutor_error *error) {
    tutor_reason ignored;
    if (!why) why = &ignored;
    memset(why, 0, sizeof *why);
    if (move.kind >= TUTOR_MOVE_KINDS)
        return tutor_fail(error, "bad-field", "A move's kind is from 0 to %d, not %d.",
                          TUTOR_MOVE_KINDS - 1, move.kind);
    tutor_move moves[TUTOR_MAX_PENDING];
    int n = sequence(hand, move, moves);
    if (n == 0)
        return tutor_fail(error, "bad-field", "A sequence of moves is at most %d long.",
                          TUTOR_MAX_PENDING);
    switch (hand->game->hand->apply(hand->state.bytes, moves, n, why, error)) {
    case HAND_APPLIED:
        hand->pending_count = 0;
        memset(hand->pending, 0, sizeof hand->pending);
        return TUTOR_OK;
    case HAND_MORE:
        hand->pending[hand->pending_count++] = move;
        return TUTOR_OK;
    case HAND_REFUSED:
    default:
        return TUTOR_ERROR;
    }
}

int tutor_hand_legal(const tutor_hand *hand, tutor_move *moves) {
    const struct tutor_hand_rules *rules = hand->game->hand;
    if (rules->turn(hand->state.bytes) == TUTOR_NO_SEAT) return 0;
    int n = rules->moves(hand->state.bytes, hand->pending, hand->pending_count, moves);
    if (rules->exact) return n;
    /* Keep the moves the rules accept, trying each on a copy of the game's hand. */
    tutor_hand scratch;
    int kept = 0;
    for (int i = 0; i < n; i++) {
        memcpy(scratch.state.bytes, hand->state.bytes, rules->size);
        tutor_move sequence_moves[TUTOR_MAX_PENDING];
        int length = sequence(hand, moves[i], sequence_moves);
        tutor_reason why;
        tutor_error error;
        if (length && rules->apply(scratch.state.bytes, sequence_moves, length, &why, &error) !=
                          HAND_REFUSED)
            moves[kept++] = moves[i];
    }
    return kept;
}

void tutor_hand_move_words(const tutor_hand *hand, tutor_move move, const char **key,
                           const char **word) {
    *key = NULL;
    *word = NULL;
    hand->game->hand->words(hand->state.bytes, move, key, word);
}

void tutor_hand_view(const tutor_hand *hand, int seat, tutor_view *view) {
    memset(view, 0, sizeof *view);
    view->seat = seat;
    view->seats = tutor_hand_seats(hand);
    view->turn = tutor_hand_turn(hand);
    for (int s = 0; s < view->seats; s++) {
        tutor_set held = tutor_hand_holding(hand, s);
        view->held[s] = tutor_set_size(held);
        if (seat == TUTOR_NO_SEAT) view->shown[s] = held; /* the viewer who sees everything */
    }
    if (seat != TUTOR_NO_SEAT) view->own = tutor_hand_holding(hand, seat);
    const tutor_trick *taken;
    tutor_trick current;
    int count = 0;
    if (!tutor_hand_tricks(hand, &taken, &count, &current)) current.count = 0;
    for (int t = 0; t <= count; t++) {
        const tutor_trick *trick = t < count ? &taken[t] : &current;
        for (int i = 0; i < trick->count; i++) view->seen = tutor_set_add(view->seen, trick->cards[i]);
    }
    hand->game->hand->view(hand->state.bytes, seat, view);
    tutor_set known = tutor_set_or(view->own, view->seen);
    for (int s = 0; s < view->seats; s++) known = tutor_set_or(known, view->shown[s]);
    view->hidden = tutor_set_minus(tutor_pack(hand->game, tutor_hand_options(hand)), known);
}

tutor_status tutor_hand_scored(const tutor_hand *hand, tutor_hand_score *score,
                               tutor_error *error) {
    memset(score, 0, sizeof *score);
    return hand->game->hand->score(hand->state.bytes, score, error);
}
