/*
 * burro_moves.c: Burro's whole hand (tutor_burro_hand) behind the one hand interface
 * (tutor_hand in tutor.h): a card played, a card drawn (the turn stays) or a pass.
 */
#include "../explain.h"
#include "../tutor_burro.h"

extern const tutor_game tutor_burro; /* burro.c */

_Static_assert(sizeof(tutor_burro_hand) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

static const char *const phases[] = {"playing", "over"};

/* The seat after the dealer leads; the deal's rest is the stock, the card drawn first first. */
static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    (void)game;
    int leader = (start->dealer + 1) % start->deal.seats;
    return tutor_burro_hand_start(state, options, &start->deal, start->order, start->order_count,
                                  leader, error);
}

static int turn(const void *state) { return ((const tutor_burro_hand *)state)->turn; }
static int phase(const void *state) { return turn(state) == TUTOR_NO_SEAT; }
static int seats(const void *state) { return ((const tutor_burro_hand *)state)->players; }

static const tutor_options *options(const void *state) {
    return &((const tutor_burro_hand *)state)->options;
}

static tutor_set holding(const void *state, int seat) {
    return ((const tutor_burro_hand *)state)->hands[seat];
}

static int tricks(const void *state, const tutor_trick **taken, int *count,
                  tutor_trick *current) {
    const tutor_burro_hand *hand = state;
    *taken = hand->tricks;
    *count = hand->tricks_done;
    *current = hand->current;
    return 1;
}

/* Every card of the hand (the refused ones too, for their reasons), drawing and passing. */
static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    const tutor_burro_hand *hand = state;
    (void)pending;
    (void)n;
    int count = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, hand->hands[hand->turn]) {
        out[count++] = (tutor_move){TUTOR_MOVE_PLAY, card, 0};
    }
    out[count++] = (tutor_move){TUTOR_MOVE_DRAW, 0, 0};
    out[count++] = (tutor_move){TUTOR_MOVE_PASS, 0, 0};
    return count;
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tutor_burro_hand *hand = state;
    tutor_move move = moves[n - 1];
    tutor_status status;
    if (move.number != 0 || (move.kind != TUTOR_MOVE_PLAY && move.card != 0)) {
        explain_reject(&tutor_burro, (explain_input){.code = EXPLAIN_MOVE_NO_CALL_NO_NUMBER},
                       error);
        return HAND_REFUSED;
    }
    switch (move.kind) {
    case TUTOR_MOVE_PLAY: status = tutor_burro_hand_play(hand, move.card, why, error); break;
    case TUTOR_MOVE_DRAW: status = tutor_burro_hand_draw(hand, NULL, why, error); break;
    case TUTOR_MOVE_PASS: status = tutor_burro_hand_pass(hand, why, error); break;
    default:
        explain_reject(&tutor_burro, (explain_input){.code = EXPLAIN_MOVES_CARDS_DRAWS_PASSES},
                       error);
        return HAND_REFUSED;
    }
    return status == TUTOR_OK ? HAND_APPLIED : HAND_REFUSED;
}

static const struct hand_word moves_written[] = {
    {.kind = TUTOR_MOVE_PLAY, .key = "play", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_DRAW, .key = "draw", .value = TUTOR_WRITTEN_TRUE},
    {.kind = TUTOR_MOVE_PASS, .key = "pass", .value = TUTOR_WRITTEN_TRUE},
};

static int vocabulary(const tutor_game *game, const struct hand_word **words) {
    (void)game;
    return HAND_WORDS(moves_written);
}

/* The stock lies face down: nothing is shown but the tricks. */
static void view(const void *state, int seat, tutor_view *view) {
    const tutor_burro_hand *hand = state;
    if (seat != TUTOR_NO_SEAT) {
        view->hidden_aside = tutor_burro_hand_stock(hand);
        return;
    }
    for (int i = hand->stock_drawn; i < hand->stock_count; i++)
        view->aside = tutor_set_add(view->aside, hand->stock[i]);
    view->seen = tutor_set_or(view->seen, view->aside);
}

/* Once one player is left holding cards: that player, the burro, takes one letter of
 * B-U-R-R-O; for programs, the burro loses what the others share. */
static tutor_status score(const void *state, tutor_hand_score *score, tutor_error *error) {
    const tutor_burro_hand *hand = state;
    (void)error;
    if (hand->turn != TUTOR_NO_SEAT || hand->burro == TUTOR_NO_SEAT) {
        score->scored = hand->turn == TUTOR_NO_SEAT;
        return TUTOR_OK;
    }
    score->scored = 1;
    score->lines[score->line_count++] = (tutor_score_line){"burro", 1, -1, (int8_t)hand->burro};
    for (int s = 0; s < hand->players; s++)
        score->returns[s] = s == hand->burro ? -(hand->players - 1) : 1;
    return TUTOR_OK;
}

/* The stock lies face down, to be drawn from the top. */
static void describe(const void *state, const tutor_game *game, int viewer,
                     tutor_record *record) {
    const tutor_burro_hand *hand = state;
    (void)game;
    record->open(record, "aside", 0);
    if (viewer == TUTOR_NO_SEAT) {
        record->cards(record, "stock", hand->stock + hand->stock_drawn,
                      tutor_burro_hand_stock(hand));
    } else {
        record->open(record, "stock", 0);
        record->number(record, "count", tutor_burro_hand_stock(hand));
        record->close(record);
    }
    record->close(record);
}

/* Once one player is left holding cards, the letters by seat and the line giving the burro
 * one letter. */
static tutor_status record_score(const void *state, const tutor_game *game, tutor_record *record,
                                 tutor_error *error) {
    const tutor_burro_hand *hand = state;
    (void)game;
    (void)error;
    if (hand->turn != TUTOR_NO_SEAT) {
        record->word(record, "score", NULL);
        return TUTOR_OK;
    }
    record->open(record, "score", 0);
    record_seat(record, "burro", hand->burro);
    record->open(record, "letters", 1);
    for (int s = 0; s < hand->players; s++) record->number(record, NULL, s == hand->burro);
    record->close(record);
    record->open(record, "lines", 1);
    if (hand->burro != TUTOR_NO_SEAT) {
        record->open(record, NULL, 0);
        record->word(record, "item", "burro");
        record->number(record, "points", 1);
        record->number(record, "seat", hand->burro);
        record->close(record);
    }
    record->close(record);
    record->close(record);
    return TUTOR_OK;
}

const struct tutor_hand_rules burro_hand_rules = {
    .size = sizeof(tutor_burro_hand),
    .phases = phases,
    .start = start,
    .turn = turn,
    .phase = phase,
    .seats = seats,
    .rest_in_shuffle_order = 1,
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
