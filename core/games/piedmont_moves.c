/*
 * piedmont_moves.c: Piedmont Tarocchi's whole hand (tutor_piedmont_hand) behind the one hand
 * interface (tutor_hand in tutor.h): the dealer's discard of four, one card a move, then the
 * tricks, Good and Evil carrying their call in the Game of Allegiance (`number`, a
 * tutor_piedmont_call).
 */
#include <string.h>

#include "../game.h"
#include "../tutor_piedmont_hand.h"

_Static_assert(sizeof(tutor_piedmont_hand) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

/* Indexed by tutor_piedmont_phase. */
static const char *const phases[] = {"discarding", "playing", "over"};

/* tutor_piedmont_call's words: a play with no call has none. */
static const char *const calls[] = {NULL, "ours", "yours", "reaffirm", "change"};
enum { CALLS = sizeof calls / sizeof calls[0] };

/* The deal's rest is the dealer's four extra cards; their order does not matter. */
static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    (void)game;
    return tutor_piedmont_hand_start(state, options, &start->deal, start->dealer, error);
}

static int turn(const void *state) { return tutor_piedmont_hand_turn(state); }
static int phase(const void *state) { return (int)tutor_piedmont_hand_phase(state); }

static int seats(const void *state) {
    (void)state;
    return TUTOR_PIEDMONT_SEATS;
}

static const tutor_options *options(const void *state) {
    return &((const tutor_piedmont_hand *)state)->options;
}

/* The core's holding: while a partner's card is being taken back, the card taken back is in
 * the partner's hand again. */
static tutor_set holding(const void *state, int seat) {
    return tutor_piedmont_hand_holding(state, seat);
}

/* The trick on the table as it lies now (the core's table: while a partner's card is being
 * taken back, the card played instead in its place), so that with holding() every card is in
 * one place. */
static int tricks(const void *state, const tutor_trick **taken, int *count,
                  tutor_trick *current) {
    const tutor_piedmont_hand *hand = state;
    *taken = hand->play.tricks;
    *count = hand->play.tricks_done;
    tutor_piedmont_hand_table(hand, current);
    return tutor_piedmont_hand_phase(hand) != TUTOR_PIEDMONT_DISCARDING;
}

/* The seat a move is for: the seat to move, or once the hand is over any seat, so that the
 * core itself refuses the move as out of its phase or the hand over. */
static int acting_seat(const tutor_piedmont_hand *hand) {
    int seat = tutor_piedmont_hand_turn(hand);
    return seat == TUTOR_NO_SEAT ? hand->dealer : seat;
}

/* Discarding: each card the dealer may still add. Playing: each card of the hand (the refused
 * ones too, for their reasons), alone when it carries no call, else once with each call due. */
static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    const tutor_piedmont_hand *hand = state;
    int seat = tutor_piedmont_hand_turn(hand), count = 0;
    tutor_card card;
    if (tutor_piedmont_hand_phase(hand) == TUTOR_PIEDMONT_DISCARDING) {
        tutor_set open = tutor_piedmont_hand_legal_discards(hand, seat);
        for (int i = 0; i < n; i++) open = tutor_set_remove(open, pending[i].card);
        TUTOR_SET_FOREACH(card, open) out[count++] = (tutor_move){TUTOR_MOVE_DISCARD, card, 0};
        return count;
    }
    TUTOR_SET_FOREACH(card, tutor_piedmont_hand_holding(hand, seat)) {
        unsigned due = tutor_piedmont_hand_legal_calls(hand, seat, card);
        if (!(due & ~TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_NO_CALL))) {
            out[count++] = (tutor_move){TUTOR_MOVE_PLAY, card, 0};
            continue;
        }
        for (int k = 1; k < CALLS; k++)
            if (due & TUTOR_PIEDMONT_CALL_BIT(k))
                out[count++] = (tutor_move){TUTOR_MOVE_PLAY, card, (int16_t)k};
    }
    return count;
}

/* One card of the discard: the cards chosen before it (all acceptable) are moves[0..n-2].
 * The fourth acceptable card makes the discard. A card the dealer may not add is refused with
 * the core's own reason for a discard holding it: the chosen cards, this one, and legal cards
 * to make four, tried on a copy. */
static hand_outcome discard(tutor_piedmont_hand *hand, const tutor_move *moves, int n,
                            tutor_reason *why, tutor_error *error) {
    int seat = acting_seat(hand);
    tutor_card cards[TUTOR_MAX_PENDING];
    tutor_set chosen = tutor_set_empty();
    for (int i = 0; i < n - 1; i++) {
        cards[i] = moves[i].card;
        chosen = tutor_set_add(chosen, moves[i].card);
    }
    tutor_card card = moves[n - 1].card;
    cards[n - 1] = card;
    tutor_set open = tutor_set_minus(tutor_piedmont_hand_legal_discards(hand, seat), chosen);
    if (n <= TUTOR_PIEDMONT_DISCARDS && tutor_set_has(open, card)) {
        if (n < TUTOR_PIEDMONT_DISCARDS) return HAND_MORE;
        return tutor_piedmont_hand_discard(hand, seat, cards, n, why, error) == TUTOR_OK
                   ? HAND_APPLIED
                   : HAND_REFUSED;
    }
    int count = n;
    tutor_card filler;
    TUTOR_SET_FOREACH(filler, tutor_set_remove(open, card)) {
        if (count >= TUTOR_PIEDMONT_DISCARDS) break;
        cards[count++] = filler;
    }
    tutor_piedmont_hand scratch = *hand;
    if (tutor_piedmont_hand_discard(&scratch, seat, cards, count, why, error) == TUTOR_OK)
        tutor_fail(error, "bad-field", "A discard is four different cards."); /* not reached */
    return HAND_REFUSED;
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tutor_piedmont_hand *hand = state;
    tutor_move move = moves[n - 1];
    switch (move.kind) {
    case TUTOR_MOVE_DISCARD:
        if (move.number != 0) {
            tutor_fail(error, "bad-field", "A discarded card carries no number.");
            return HAND_REFUSED;
        }
        return discard(hand, moves, n, why, error);
    case TUTOR_MOVE_PLAY:
        if (move.number < 0 || move.number >= CALLS) {
            tutor_fail(error, "bad-field",
                       "A play's number is its call: 0 none, 1 ours, 2 yours, 3 re-affirm, "
                       "4 change, not %d.",
                       move.number);
            return HAND_REFUSED;
        }
        return tutor_piedmont_hand_play(hand, acting_seat(hand), move.card,
                                        (tutor_piedmont_call)move.number, why,
                                        error) == TUTOR_OK
                   ? HAND_APPLIED
                   : HAND_REFUSED;
    default:
        tutor_fail(error, "bad-field",
                   "A Piedmont Tarocchi hand is played with the dealer's discards and plays.");
        return HAND_REFUSED;
    }
}

static void words(const void *state, tutor_move move, const char **key, const char **word) {
    (void)state;
    if (move.kind == TUTOR_MOVE_DISCARD) *key = "discard";
    if (move.kind == TUTOR_MOVE_PLAY) {
        *key = "play";
        if (move.number > 0 && move.number < CALLS) *word = calls[move.number];
    }
}

/* The dealer's discard lies face down: the dealer and the viewer who sees everything see it,
 * the others know only that four cards lie there. The calls and the Fool are public, and the
 * Fool and the card given for it stay in the tricks they were played to (the score moves them),
 * so the discard is all that lies aside. */
static void view(const void *state, int seat, tutor_view *view) {
    const tutor_piedmont_hand *hand = state;
    if (seat == TUTOR_NO_SEAT || seat == hand->dealer) {
        view->aside = hand->discard;
        view->seen = tutor_set_or(view->seen, hand->discard);
    } else {
        view->hidden_aside = tutor_set_size(hand->discard);
    }
}

/* Piedmont scores its tricks as they are won: the lines so far from the first, and once every
 * trick is played the discard and the Fool. For programs, the hand's winner takes the
 * difference from the loser, each seat of a partnership the whole of it (+d for each winner,
 * -d for each loser: zero-sum); nothing before the end or on a tie. */
static tutor_status score(const void *state, tutor_hand_score *score, tutor_error *error) {
    static const char *const items[] = {"card-points", "discard", "fool", "fool-payment",
                                        "trick-points"};
    tutor_piedmont_score result;
    if (tutor_piedmont_hand_score(state, &result, error)) return TUTOR_ERROR;
    score->scored = 1;
    for (int i = 0; i < result.line_count && i < TUTOR_MAX_SCORE_LINES; i++) {
        const tutor_piedmont_line *line = &result.lines[i];
        score->lines[score->line_count++] =
            (tutor_score_line){items[line->item], line->points, (int8_t)line->side, -1};
    }
    if (result.complete && result.winner != TUTOR_PIEDMONT_NO_SIDE)
        for (int s = 0; s < TUTOR_PIEDMONT_SEATS; s++)
            score->returns[s] =
                tutor_piedmont_side(s) == result.winner ? result.difference : -result.difference;
    return TUTOR_OK;
}

const struct tutor_hand_rules piedmont_hand_rules = {
    .size = sizeof(tutor_piedmont_hand),
    .phases = phases,
    .start = start,
    .turn = turn,
    .phase = phase,
    .seats = seats,
    .options = options,
    .holding = holding,
    .tricks = tricks,
    .moves = moves,
    .apply = apply,
    .words = words,
    .view = view,
    .score = score,
};
