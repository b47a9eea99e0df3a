/*
 * piedmont_moves.c: Piedmont Tarocchi's whole hand (tutor_piedmont_hand) behind the one hand
 * interface (tutor_hand in tutor.h): the dealer's discard of four, one card a move, then the
 * tricks, Good and Evil carrying their call in the Game of Allegiance (`number`, a
 * tutor_piedmont_call).
 */
#include <string.h>

#include "../explain.h"
#include "tutor_piedmont_hand.h"

_Static_assert(sizeof(tutor_piedmont_hand) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

/* Indexed by tutor_piedmont_phase. */
static const char *const phases[] = {"discarding", "playing", "over"};

/* tutor_piedmont_call's words: a play with no call has none. */
static const char *const calls[] = {NULL, "ours", "yours", "reaffirm", "change"};
enum { CALLS = sizeof calls / sizeof calls[0] };

/* A score line's words, by tutor_piedmont_item and tutor_piedmont_suits. */
static const char *const items[] = {"card-points", "discard", "fool", "fool-payment",
                                    "trick-points"};
static const char *const suits[] = {"all", "good", "evil"};

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
        explain_reject(hand->game, (explain_input){.code = EXPLAIN_DISCARD_FOUR_CARDS},
                       error); /* not reached */
    return HAND_REFUSED;
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tutor_piedmont_hand *hand = state;
    tutor_move move = moves[n - 1];
    switch (move.kind) {
    case TUTOR_MOVE_DONE: /* a discard ended short of four cards: the core's own refusal */
        if (tutor_piedmont_hand_phase(hand) == TUTOR_PIEDMONT_DISCARDING && n > 1) {
            tutor_card cards[TUTOR_MAX_PENDING];
            for (int i = 0; i < n - 1; i++) cards[i] = moves[i].card;
            tutor_piedmont_hand scratch = *hand;
            if (tutor_piedmont_hand_discard(&scratch, acting_seat(hand), cards, n - 1, why,
                                            error) == TUTOR_OK)
                explain_reject(hand->game, (explain_input){.code = EXPLAIN_DISCARD_FOUR_CARDS},
                               error);
            return HAND_REFUSED;
        }
        explain_reject(hand->game, (explain_input){.code = EXPLAIN_NO_SEQUENCE_TO_END}, error);
        return HAND_REFUSED;
    case TUTOR_MOVE_DISCARD:
        if (move.number != 0) {
            explain_reject(hand->game, (explain_input){.code = EXPLAIN_DISCARD_NO_NUMBER}, error);
            return HAND_REFUSED;
        }
        return discard(hand, moves, n, why, error);
    case TUTOR_MOVE_PLAY:
        if (move.number < 0 || move.number >= CALLS) {
            explain_reject(
                hand->game,
                (explain_input){.code = EXPLAIN_PLAY_CALL_NUMBER, .number = {move.number}}, error);
            return HAND_REFUSED;
        }
        return tutor_piedmont_hand_play(hand, acting_seat(hand), move.card,
                                        (tutor_piedmont_call)move.number, why, error) == TUTOR_OK
                   ? HAND_APPLIED
                   : HAND_REFUSED;
    default:
        explain_reject(hand->game, (explain_input){.code = EXPLAIN_MOVES_DISCARDS_PLAYS}, error);
        return HAND_REFUSED;
    }
}

static const struct hand_word moves_written[] = {
    {.kind = TUTOR_MOVE_DISCARD, .key = "discard", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_PLAY,
     .key = "play",
     .value = TUTOR_WRITTEN_CARD,
     .number_key = "call",
     .number_words = calls,
     .number_words_count = CALLS},
};

static int vocabulary(const tutor_game *game, const struct hand_word **words) {
    (void)game;
    return HAND_WORDS(moves_written);
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

/* The dealer's discard lies face down; the calls and what became of the Fool are public. */
static void describe(const void *state, const tutor_game *game, int viewer, tutor_record *record) {
    static const char *const fool_states[] = {"in-hand", "kept", "owed", "paid", "lost"};
    const tutor_piedmont_hand *hand = state;
    (void)game;
    record->open(record, "aside", 0);
    if (!tutor_set_is_empty(hand->discard))
        record_pile(record, "discard", hand->discard,
                    viewer == TUTOR_NO_SEAT || viewer == hand->dealer);
    record->close(record);
    record->open(record, "calls", 1);
    for (int k = 0; k < hand->call_count; k++) {
        const tutor_piedmont_called *call = &hand->calls[k];
        record->open(record, NULL, 0);
        record->number(record, "seat", call->seat);
        record->card(record, "card", call->card);
        record->word(record, "call", calls[call->call]);
        record->number(record, "trick", call->trick);
        record->number(record, "good_side", call->good_side);
        record->close(record);
    }
    record->close(record);
    record->word(record, "fool", fool_states[hand->fool]);
    if (hand->fool == TUTOR_FOOL_PAID) record->card(record, "fool_payment", hand->fool_payment);
}

/* One line of the score: the tricks it covers for card points, the card for the Fool and the
 * card given for it. */
static void record_line(tutor_record *record, const tutor_piedmont_line *line) {
    record->open(record, NULL, 0);
    record->word(record, "item", items[line->item]);
    record->number(record, "points", line->points);
    record->number(record, "side", line->side);
    record->word(record, "suits", suits[line->suits]);
    if (line->item == TUTOR_PIEDMONT_CARD_POINTS) {
        record->number(record, "first_trick", line->first_trick);
        record->number(record, "last_trick", line->last_trick);
    }
    if (line->item == TUTOR_PIEDMONT_FOOL || line->item == TUTOR_PIEDMONT_FOOL_PAYMENT)
        record->card(record, "card", line->card);
    record->number(record, "cards", line->cards);
    record->close(record);
}

/* Piedmont scores its tricks as they are won, so `score` is there from the first trick: the
 * lines so far, and once every trick is played (`complete`) the discard, the Fool, and who
 * wins the hand by how much. */
static tutor_status record_score(const void *state, const tutor_game *game, tutor_record *record,
                                 tutor_error *error) {
    tutor_piedmont_score score;
    (void)game;
    if (tutor_piedmont_hand_score(state, &score, error)) return TUTOR_ERROR;
    record->open(record, "score", 0);
    record->open(record, "lines", 1);
    for (int i = 0; i < score.line_count; i++) record_line(record, &score.lines[i]);
    record->close(record);
    record_pair(record, "points", score.points);
    record_pair(record, "tricks", score.tricks);
    record->truth(record, "complete", score.complete);
    if (score.winner == TUTOR_PIEDMONT_NO_SIDE)
        record->word(record, "winner", NULL);
    else
        record->number(record, "winner", score.winner);
    record->number(record, "difference", score.difference);
    record->close(record);
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
    .vocabulary = vocabulary,
    .view = view,
    .score = score,
    .describe = describe,
    .record_score = record_score,
};
