/*
 * texas_42_moves.c: Texas 42's whole hand (tutor_42_hand) behind the one hand interface
 * (tutor_hand in tutor.h).
 *
 * Moves: a bid (TUTOR_MOVE_BID, `number` 30..42 points, or 100 + n for n marks) or a pass;
 * the declaration as a sequence of options (TUTOR_MOVE_OPTION: `card` the option's slot,
 * `number` its value), contract first, then trump, then doubles, any of them left to what the
 * players agreed, ended by TUTOR_MOVE_DONE; then tiles played.
 */
#include <string.h>

#include "hand_checks.h"
#include "texas_42.h"

_Static_assert(sizeof(tutor_42_hand) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

enum {
    MARKS_BID = 100, /* a bid of n marks is the number MARKS_BID + n */
    /* "Counting it up, it looks like 7 marks wins the game" (shared/seeds/004): no bid goes
     * higher than a game's worth. */
    MOST_MARKS = 7,
};

/* The declaration's options in the order they are named. */
static const int declared_slots[] = {T42_OPT_CONTRACT, T42_OPT_TRUMP, T42_OPT_DOUBLES};
enum { DECLARED_SLOTS = 3 };

static const char *const phases[] = {"bidding", "declaring", "playing", "over"};

static int started(const tutor_42_hand *hand) { return hand->play.game != NULL; }

/* The options given are the players' agreement for the hand (doubles low in follow-me, say),
 * kept as given: the declaration completes them. */
static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    (void)game;
    tutor_42_hand *hand = state;
    if (!tutor_set_is_empty(start->deal.rest))
        return explain_reject(&tutor_texas_42,
                              (explain_input){.code = EXPLAIN_NO_REST, .number = {T42_TILES}},
                              error);
    if (tutor_42_hand_start(hand, &start->deal, start->dealer, error)) return TUTOR_ERROR;
    if (options) hand->options = *options;
    return TUTOR_OK;
}

static int turn(const void *state) { return tutor_42_hand_turn(state); }
static int phase(const void *state) { return (int)((const tutor_42_hand *)state)->phase; }

static int seats(const void *state) {
    (void)state;
    return T42_SEATS;
}

static const tutor_options *options(const void *state) {
    return &((const tutor_42_hand *)state)->options;
}

static tutor_set holding(const void *state, int seat) {
    const tutor_42_hand *hand = state;
    return started(hand) ? hand->play.hands[seat] : hand->deal.hands[seat];
}

static int tricks(const void *state, const tutor_trick **taken, int *count,
                  tutor_trick *current) {
    const tutor_42_hand *hand = state;
    *taken = hand->play.tricks;
    *count = hand->play.tricks_done;
    *current = hand->play.current;
    return started(hand);
}

/* The place of an option's slot in the declaration's order. */
static int slot_rank(int slot) {
    for (int i = 0; i < DECLARED_SLOTS; i++)
        if (declared_slots[i] == slot) return i;
    return -1;
}

static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    const tutor_42_hand *hand = state;
    int count = 0;
    switch (hand->phase) {
    case TUTOR_42_BIDDING:
        for (int points = 30; points <= 42; points++)
            out[count++] = (tutor_move){TUTOR_MOVE_BID, 0, (int16_t)points};
        for (int marks = 1; marks <= MOST_MARKS; marks++)
            out[count++] = (tutor_move){TUTOR_MOVE_BID, 0, (int16_t)(MARKS_BID + marks)};
        out[count++] = (tutor_move){TUTOR_MOVE_PASS_BID, 0, 0};
        break;
    case TUTOR_42_DECLARING: {
        /* The options after the last one named, each value; and the end of the declaration. */
        int from = n > 0 ? slot_rank(pending[n - 1].card) + 1 : 0;
        for (int r = from; r < DECLARED_SLOTS; r++) {
            const tutor_option_spec *spec = tutor_game_option(&tutor_texas_42, declared_slots[r]);
            for (int v = 0; v < spec->value_count; v++)
                out[count++] = (tutor_move){TUTOR_MOVE_OPTION, (tutor_card)declared_slots[r],
                                            (int16_t)v};
        }
        out[count++] = (tutor_move){TUTOR_MOVE_DONE, 0, 0};
        break;
    }
    case TUTOR_42_PLAYING: {
        tutor_card card;
        TUTOR_SET_FOREACH(card, hand->play.hands[hand->play.turn]) {
            out[count++] = (tutor_move){TUTOR_MOVE_PLAY, card, 0};
        }
        break;
    }
    default:
        break;
    }
    return count;
}

/* Whether some choice of the options after slot rank `from` (each named or left to the
 * agreement) makes a declaration the core accepts; *why and *error say why not. */
static int completable(const tutor_42_hand *hand, tutor_options *declared, int from,
                       tutor_reason *why, tutor_error *error) {
    tutor_42_hand trial = *hand;
    if (tutor_42_hand_declare(&trial, declared, why, error) == TUTOR_OK) return 1;
    tutor_reason ignored_why;
    tutor_error ignored_error;
    for (int r = from; r < DECLARED_SLOTS; r++) {
        int slot = declared_slots[r];
        const tutor_option_spec *spec = tutor_game_option(&tutor_texas_42, slot);
        for (int v = 0; v < spec->value_count; v++) {
            declared->value[slot] = (int8_t)v;
            int found = completable(hand, declared, r + 1, &ignored_why, &ignored_error);
            declared->value[slot] = -1;
            if (found) return 1;
        }
    }
    return 0;
}

/* A declaration so far: the options named, in order, each once. */
static hand_outcome declare(tutor_42_hand *hand, const tutor_move *moves, int n,
                            tutor_reason *why, tutor_error *error) {
    tutor_options declared;
    tutor_options_init(&declared);
    int last = -1;
    int done = moves[n - 1].kind == TUTOR_MOVE_DONE;
    for (int i = 0; i < n - done; i++) {
        int rank = moves[i].kind == TUTOR_MOVE_OPTION ? slot_rank(moves[i].card) : -1;
        const tutor_option_spec *spec = rank < 0 ? NULL : tutor_game_option(&tutor_texas_42,
                                                                             moves[i].card);
        if (!spec || moves[i].number < 0 || moves[i].number >= spec->value_count) {
            explain_reject(&tutor_texas_42, (explain_input){.code = EXPLAIN_DECLARATION_VALUES},
                           error);
            return HAND_REFUSED;
        }
        if (rank <= last) {
            explain_reject(&tutor_texas_42, (explain_input){.code = EXPLAIN_DECLARATION_ORDER},
                           error);
            return HAND_REFUSED;
        }
        last = rank;
        declared.value[moves[i].card] = (int8_t)moves[i].number;
    }
    if (done) return tutor_42_hand_declare(hand, &declared, why, error) ? HAND_REFUSED
                                                                        : HAND_APPLIED;
    return completable(hand, &declared, last + 1, why, error) ? HAND_MORE : HAND_REFUSED;
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tutor_42_hand *hand = state;
    tutor_move move = moves[n - 1];
    if (hand->phase == TUTOR_42_DECLARING &&
        (move.kind == TUTOR_MOVE_OPTION || move.kind == TUTOR_MOVE_DONE))
        return declare(hand, moves, n, why, error);
    tutor_status status;
    switch (move.kind) {
    case TUTOR_MOVE_BID: {
        int points = move.number >= 30 && move.number <= 42;
        int marks = move.number > MARKS_BID && move.number <= MARKS_BID + MOST_MARKS;
        if (move.card != 0 || !(points || marks)) {
            explain_reject(&tutor_texas_42,
                           (explain_input){.code = EXPLAIN_POINTS_OR_MARKS, .number = {MOST_MARKS}},
                           error);
            return HAND_REFUSED;
        }
        tutor_42_bid bid = {0, 0};
        if (marks)
            bid.marks = move.number - MARKS_BID;
        else
            bid.points = move.number;
        status = tutor_42_hand_bid(hand, bid, why, error);
        break;
    }
    case TUTOR_MOVE_PASS_BID: {
        tutor_42_bid pass = {0, 0};
        status =
            move.card || move.number
                ? explain_reject(&tutor_texas_42, (explain_input){.code = EXPLAIN_PASS_ALL}, error)
                : tutor_42_hand_bid(hand, pass, why, error);
        break;
    }
    case TUTOR_MOVE_PLAY:
        status = move.number ? explain_reject(&tutor_texas_42,
                                              (explain_input){.code = EXPLAIN_PIECE_NO_CALL}, error)
                             : tutor_42_hand_play(hand, move.card, why, error);
        break;
    case TUTOR_MOVE_OPTION:
    case TUTOR_MOVE_DONE:
        status = hand_refuse(&tutor_texas_42, &hand->options,
                             hand_detail(TUTOR_OUT_OF_PHASE, TUTOR_42_DECLARE_ONCE, 0, 0, 0), why,
                             error);
        break;
    default:
        explain_reject(&tutor_texas_42, (explain_input){.code = EXPLAIN_MOVES_BIDS_DECLARATION},
                       error);
        return HAND_REFUSED;
    }
    return status == TUTOR_OK ? HAND_APPLIED : HAND_REFUSED;
}

static const char *const pass_word[] = {"pass"};
/* The options' values as a person reads them, in the order of texas_42.c's values. */
static const char *const contract_names[] = {"normal", "Nello", "Sevens", "Plunge", "Splash"};
static const char *const trump_names[] = {"blanks", "ones",  "twos",    "threes",          "fours",
                                          "fives",  "sixes", "doubles", "none (follow me)"};

/* In the order an action's members are read: a declaration's contract before its trump. */
static const struct hand_word moves_written[] = {
    {.kind = TUTOR_MOVE_BID, .key = "bid", .value = TUTOR_WRITTEN_NUMBER, .first = 30, .last = 42},
    /* any number of marks is read (the core takes a Plunge above a game's worth) */
    {.kind = TUTOR_MOVE_BID,
     .key = "bid",
     .value = TUTOR_WRITTEN_UNIT,
     .first = MARKS_BID,
     .last = MARKS_BID + 42,
     .unit = "marks"},
    {.kind = TUTOR_MOVE_PASS_BID,
     .key = "bid",
     .value = TUTOR_WRITTEN_WORD,
     .words = pass_word,
     .first = 0,
     .last = 0},
    {.kind = TUTOR_MOVE_OPTION,
     .key = NULL,
     .value = TUTOR_WRITTEN_WORD,
     .number = T42_OPT_CONTRACT,
     .names = contract_names},
    {.kind = TUTOR_MOVE_OPTION,
     .key = NULL,
     .value = TUTOR_WRITTEN_WORD,
     .number = T42_OPT_TRUMP,
     .names = trump_names},
    {.kind = TUTOR_MOVE_OPTION,
     .key = NULL,
     .value = TUTOR_WRITTEN_WORD,
     .number = T42_OPT_DOUBLES},
    {.kind = TUTOR_MOVE_DONE, .key = "done", .value = TUTOR_WRITTEN_TRUE},
    {.kind = TUTOR_MOVE_PLAY, .key = "play", .value = TUTOR_WRITTEN_CARD},
};

static int vocabulary(const tutor_game *game, const struct hand_word **words) {
    (void)game;
    return HAND_WORDS(moves_written);
}

/* Every tile is in a hand or a trick, and the auction and the declaration are public. */
static void view(const void *state, int seat, tutor_view *view) {
    (void)state;
    (void)seat;
    (void)view;
}

/* The marks go to one side: the bidder's when the bid is made, else the opponents'. */
static tutor_status score(const void *state, tutor_hand_score *score, tutor_error *error) {
    const tutor_42_hand *hand = state;
    if (hand->phase != TUTOR_42_OVER) return TUTOR_OK;
    score->scored = 1;
    if (hand->declarer == TUTOR_NO_SEAT) return TUTOR_OK; /* every player passed */
    int bidder_count;
    tutor_42_score result;
    if (tutor_42_hand_score(hand, &bidder_count, &result, error)) return TUTOR_ERROR;
    int side = result.to_bidder ? hand->declarer % 2 : 1 - hand->declarer % 2;
    score->lines[score->line_count++] = (tutor_score_line){"bid", result.marks, (int8_t)side, -1};
    for (int s = 0; s < T42_SEATS; s++)
        score->returns[s] = s % 2 == side ? result.marks : -result.marks;
    return TUTOR_OK;
}

/* A bid: its points, or {"marks": n}. */
static void record_bid(tutor_record *record, const char *key, tutor_42_bid bid) {
    if (bid.marks <= 0) {
        record->number(record, key, bid.points);
        return;
    }
    record->open(record, key, 0);
    record->number(record, "marks", bid.marks);
    record->close(record);
}

/* Everything is in a hand or a trick; the auction, the declaration as played (with the
 * defaults filled in) and who sits out in Nello are public. */
static void describe(const void *state, const tutor_game *game, int viewer,
                     tutor_record *record) {
    const tutor_42_hand *hand = state;
    (void)viewer;
    record->open(record, "aside", 0);
    record->close(record);
    record_seat(record, "bidder", hand->declarer);
    if (hand->declarer == TUTOR_NO_SEAT)
        record->word(record, "bid", NULL);
    else
        record_bid(record, "bid", hand->high);
    if (!started(hand)) {
        record->word(record, "declared", NULL);
    } else {
        record->open(record, "declared", 0);
        for (int i = 0; i < tutor_game_option_count(game); i++) {
            const tutor_option_spec *spec = tutor_game_option(game, i);
            int value = hand->options.value[i];
            record->word(record, spec->name, value < 0 ? NULL : spec->values[value]);
        }
        record->close(record);
    }
    record_seat(record, "sitting_out", started(hand) ? hand->play.sitting_out : TUTOR_NO_SEAT);
}

/* Once every trick is played: the bid, what the bidders took, and one line giving the marks
 * to a side. */
static tutor_status record_score(const void *state, const tutor_game *game, tutor_record *record,
                                 tutor_error *error) {
    const tutor_42_hand *hand = state;
    (void)game;
    if (hand->phase != TUTOR_42_OVER) {
        record->word(record, "score", NULL);
        return TUTOR_OK;
    }
    int bidder_count;
    tutor_42_score result;
    if (tutor_42_hand_score(hand, &bidder_count, &result, error)) {
        if (strcmp(error->code, "no-hand") != 0) return TUTOR_ERROR;
        record->word(record, "score", NULL); /* every player passed */
        record->word(record, "no_hand", error->message);
        return TUTOR_OK;
    }
    const char *side = result.to_bidder ? "bidder" : "opponents";
    record->open(record, "score", 0);
    record->number(record, "bidder", hand->declarer);
    record_bid(record, "bid", hand->high);
    record->number(record, "bidder_count", bidder_count);
    record->truth(record, "made", result.made);
    record->open(record, "marks", 0);
    record->number(record, side, result.marks);
    record->close(record);
    record->open(record, "lines", 1);
    record->open(record, NULL, 0);
    record->word(record, "item", "bid");
    record->number(record, "points", result.marks);
    record->word(record, "side", side);
    record->close(record);
    record->close(record);
    record->close(record);
    return TUTOR_OK;
}

const struct tutor_hand_rules texas_42_hand_rules = {
    .size = sizeof(tutor_42_hand),
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
