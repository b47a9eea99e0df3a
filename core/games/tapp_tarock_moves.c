/*
 * tapp_tarock_moves.c: Tapp-Tarock's whole hand (tutor_tapp_hand_state, tutor_tapp_hand.h)
 * behind the one hand interface (tutor_hand in tutor.h): a bid (`number` a tutor_tapp_bid) or
 * a pass, the half of the talon taken (`number` a tutor_tapp_half), one card of the discard at
 * a time, an announcement (`number` a tutor_tapp_announcement), and a card played.
 */
#include <string.h>

#include "../explain.h"
#include "tutor_tapp_hand.h"

extern const tutor_game tutor_tapp_tarock; /* tapp_tarock.c */

_Static_assert(sizeof(tutor_tapp_hand_state) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

/* By tutor_tapp_phase. */
static const char *const phases[] = {"bidding",    "taking",  "discarding",
                                     "announcing", "playing", "over"};
/* The words of docs/api.md, by tutor_tapp_bid, tutor_tapp_half and tutor_tapp_announcement. */
static const char *const bids[] = {"three", "bottom", "top", "solo"};
static const char *const halves[] = {"top", "bottom"};
static const char *const announcements[] = {"pagat-ultimo", "valat"};
/* A contract's outcome, by tutor_tapp_contract_result from TUTOR_TAPP_ANNOUNCED_MADE. */
static const char *const results[] = {"announced-made", "announced-failed", "silent-made"};

/* The talon's first three cards in `order` are its top half; the other three its bottom. */
static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    (void)game;
    (void)options;
    tutor_set top = tutor_set_empty();
    for (int i = 0; i < start->order_count && i < TUTOR_TAPP_EXCHANGE; i++)
        top = tutor_set_add(top, start->order[i]);
    return tutor_tapp_hand_start(state, &start->deal, top, start->dealer, error);
}

static int turn(const void *state) { return tutor_tapp_hand_turn(state); }
static int phase(const void *state) { return ((const tutor_tapp_hand_state *)state)->phase; }

static int seats(const void *state) {
    (void)state;
    return TUTOR_TAPP_SEATS;
}

/* Tapp-Tarock has no options: every one is "not given". */
_Static_assert(TUTOR_MAX_OPTIONS == 4, "no_options lists every option");
static const tutor_options no_options = {{-1, -1, -1, -1}};

static const tutor_options *options(const void *state) {
    (void)state;
    return &no_options;
}

static tutor_set holding(const void *state, int seat) {
    return tutor_tapp_hand_holding(state, seat);
}

/* The tricks exist once play has begun (after the discard; in Solo, after the auction). */
static int tricks(const void *state, const tutor_trick **taken, int *count, tutor_trick *current) {
    const tutor_tapp_hand_state *hand = state;
    *taken = hand->play.tricks;
    *count = hand->play.tricks_done;
    *current = hand->play.current;
    return hand->play.game != NULL;
}

/* What the core's questions allow, bids lowest first and the pass last; the halves, top
 * first; the cards that may be discarded; the announcements; and every card of the hand to
 * play, the refused ones too (for their reasons). Each discard is a whole move: the core
 * takes the discard one card at a time, so nothing is ever pending. */
static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    const tutor_tapp_hand_state *hand = state;
    (void)pending;
    (void)n;
    int seat = tutor_tapp_hand_turn(hand), count = 0;
    unsigned calls = tutor_tapp_hand_legal_calls(hand, seat);
    for (int bid = TUTOR_TAPP_THREE; bid <= TUTOR_TAPP_SOLO; bid++)
        if (calls & TUTOR_TAPP_CALL_BIT(bid))
            out[count++] = (tutor_move){TUTOR_MOVE_BID, 0, (int16_t)bid};
    if (calls & TUTOR_TAPP_CALL_BIT(TUTOR_TAPP_PASS))
        out[count++] = (tutor_move){TUTOR_MOVE_PASS_BID, 0, 0};
    unsigned taken = tutor_tapp_hand_legal_halves(hand, seat);
    for (int half = TUTOR_TAPP_TOP_HALF; half <= TUTOR_TAPP_BOTTOM_HALF; half++)
        if (taken & (1u << half)) out[count++] = (tutor_move){TUTOR_MOVE_TAKE, 0, (int16_t)half};
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_tapp_hand_legal_discards(hand, seat)) {
        out[count++] = (tutor_move){TUTOR_MOVE_DISCARD, card, 0};
    }
    unsigned announced = tutor_tapp_hand_legal_announcements(hand, seat);
    for (int a = 0; a < TUTOR_TAPP_ANNOUNCEMENTS; a++)
        if (announced & (1u << a)) out[count++] = (tutor_move){TUTOR_MOVE_DECLARE, 0, (int16_t)a};
    if (hand->phase == TUTOR_TAPP_ANNOUNCING || hand->phase == TUTOR_TAPP_PLAYING) {
        TUTOR_SET_FOREACH(card, tutor_tapp_hand_holding(hand, seat)) {
            out[count++] = (tutor_move){TUTOR_MOVE_PLAY, card, 0};
        }
    }
    return count;
}

static hand_outcome refused(tutor_error *error, explain_input_code code) {
    explain_reject(&tutor_tapp_tarock, (explain_input){.code = code}, error);
    return HAND_REFUSED;
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tutor_tapp_hand_state *hand = state;
    tutor_move move = moves[n - 1];
    /* Once the hand is over nobody is to move: the core refuses for a seat it knows (the
     * dealer's), with its own reason (the hand is over, or out of phase). */
    int seat = tutor_tapp_hand_turn(hand);
    if (seat == TUTOR_NO_SEAT) seat = hand->dealer;
    int number = move.number;
    int carries_card = move.kind == TUTOR_MOVE_PLAY || move.kind == TUTOR_MOVE_DISCARD;
    if (!carries_card && move.card != 0) return refused(error, EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD);
    tutor_status status;
    switch (move.kind) {
    case TUTOR_MOVE_BID:
        if (number < TUTOR_TAPP_THREE || number > TUTOR_TAPP_SOLO)
            return refused(error, EXPLAIN_BID_NUMBER);
        status = tutor_tapp_hand_bid(hand, seat, number, why, error);
        break;
    case TUTOR_MOVE_PASS_BID:
        if (number != 0) return refused(error, EXPLAIN_PASS_NO_NUMBER);
        status = tutor_tapp_hand_bid(hand, seat, TUTOR_TAPP_PASS, why, error);
        break;
    case TUTOR_MOVE_TAKE:
        if (number != TUTOR_TAPP_TOP_HALF && number != TUTOR_TAPP_BOTTOM_HALF)
            return refused(error, EXPLAIN_HALF_NUMBER);
        status = tutor_tapp_hand_take(hand, seat, (tutor_tapp_half)number, why, error);
        break;
    case TUTOR_MOVE_DECLARE:
        if (number < 0 || number >= TUTOR_TAPP_ANNOUNCEMENTS)
            return refused(error, EXPLAIN_ANNOUNCEMENT_NUMBER);
        status = tutor_tapp_hand_announce(hand, seat, (tutor_tapp_announcement)number, why, error);
        break;
    case TUTOR_MOVE_DISCARD:
        if (number != 0) return refused(error, EXPLAIN_DISCARD_NO_NUMBER);
        status = tutor_tapp_hand_discard(hand, seat, move.card, why, error);
        break;
    case TUTOR_MOVE_PLAY:
        if (number != 0) return refused(error, EXPLAIN_GAME_CARD_NO_CALL);
        status = tutor_tapp_hand_play(hand, seat, move.card, why, error);
        break;
    default:
        return refused(error, EXPLAIN_MOVES_BIDS_PASSES_TAKES);
    }
    return status == TUTOR_OK ? HAND_APPLIED : HAND_REFUSED;
}

static const char *const pass_word[] = {"pass"};
static const char *const bid_names[] = {"Three cards", "Bottom 3", "Top 3", "Solo"};
static const char *const announcement_names[] = {
    "Pagat Ultimo (to win the last trick with the Pagat)", "Valat (to win every trick)"};

static const struct hand_word moves_written[] = {
    {.kind = TUTOR_MOVE_BID,
     .key = "bid",
     .value = TUTOR_WRITTEN_WORD,
     .words = bids,
     .names = bid_names,
     .first = TUTOR_TAPP_THREE,
     .last = TUTOR_TAPP_SOLO},
    {.kind = TUTOR_MOVE_PASS_BID,
     .key = "bid",
     .value = TUTOR_WRITTEN_WORD,
     .words = pass_word,
     .first = 0,
     .last = 0},
    {.kind = TUTOR_MOVE_TAKE,
     .key = "take",
     .value = TUTOR_WRITTEN_WORD,
     .words = halves,
     .first = TUTOR_TAPP_TOP_HALF,
     .last = TUTOR_TAPP_BOTTOM_HALF},
    {.kind = TUTOR_MOVE_DISCARD, .key = "discard", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_DECLARE,
     .key = "announce",
     .value = TUTOR_WRITTEN_WORD,
     .words = announcements,
     .names = announcement_names,
     .first = 0,
     .last = TUTOR_TAPP_ANNOUNCEMENTS - 1},
    {.kind = TUTOR_MOVE_PLAY, .key = "play", .value = TUTOR_WRITTEN_CARD},
};

static int vocabulary(const tutor_game *game, const struct hand_word **words) {
    (void)game;
    return HAND_WORDS(moves_written);
}

/* The talon lies face down until the auction says what becomes of it: in Three cards it is
 * turned up for everyone (so the half the declarer takes is known to be in her hand, and the
 * other half, the defenders', is seen); in Bottom 3 and Top 3 one half is taken unseen and the
 * other goes unseen to the defenders; in Solo the whole talon goes unseen to the defenders.
 * The discard is shown as it goes down. */
static void view(const void *state, int seat, tutor_view *view) {
    const tutor_tapp_hand_state *hand = state;
    int all = seat == TUTOR_NO_SEAT, talon_seen = all || hand->talon_shown;
    int undecided = hand->half_taken < 0 && tutor_set_is_empty(hand->defenders_talon);
    tutor_set talon = undecided ? hand->deal.rest : hand->defenders_talon;
    if (talon_seen) {
        view->aside = tutor_set_or(view->aside, talon);
        view->seen = tutor_set_or(view->seen, talon);
    } else {
        view->hidden_aside += tutor_set_size(talon);
    }
    view->aside = tutor_set_or(view->aside, hand->discard);
    view->seen = tutor_set_or(view->seen, hand->discard);
    /* Three cards: the half taken was seen by all; what is left of it in the declarer's hand
     * (not yet discarded nor played) is shown to the others. */
    if (!all && hand->talon_shown && hand->half_taken >= 0 && seat != hand->declarer)
        view->shown[hand->declarer] = tutor_set_and(hand->talon[hand->half_taken],
                                                    tutor_tapp_hand_holding(hand, hand->declarer));
}

/* Once every trick is played: the score's lines (what each defender pays the declarer, for
 * the bid or the Valat in its place, and for a Pagat Ultimo) go to the declarer; the returns
 * are each seat's change, the declarer gaining what both defenders pay. A hand every player
 * passed is scored with no line. */
static tutor_status score(const void *state, tutor_hand_score *score, tutor_error *error) {
    const tutor_tapp_hand_state *hand = state;
    if (hand->phase != TUTOR_TAPP_OVER) return TUTOR_OK;
    score->scored = 1;
    tutor_tapp_hand_result result;
    tutor_error refusal;
    if (tutor_tapp_hand_score(hand, &result, &refusal)) {
        if (strcmp(refusal.code, "no-hand") == 0) return TUTOR_OK; /* every player passed */
        if (error) *error = refusal;
        return TUTOR_ERROR;
    }
    for (int i = 0; i < result.score.line_count; i++)
        score->lines[score->line_count++] = (tutor_score_line){
            result.score.lines[i].item, result.score.lines[i].points, -1, (int8_t)result.declarer};
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++) score->returns[s] = result.seat_change[s];
    return TUTOR_OK;
}

/* The talon lies face down, its two halves apart, until the auction says what becomes of it:
 * in Three cards it is shown to all, in Bottom 3 and Top 3 one half is taken unseen, in Solo
 * it goes unseen to the defenders. The discard is shown as it goes down. */
static void describe(const void *state, const tutor_game *game, int viewer, tutor_record *record) {
    const tutor_tapp_hand_state *hand = state;
    (void)game;
    int all = viewer == TUTOR_NO_SEAT, talon_seen = all || hand->talon_shown;
    record->open(record, "aside", 0);
    int undecided = hand->half_taken < 0 && tutor_set_is_empty(hand->defenders_talon);
    if (undecided) {
        record_pile(record, "talon_top", hand->talon[TUTOR_TAPP_TOP_HALF], talon_seen);
        record_pile(record, "talon_bottom", hand->talon[TUTOR_TAPP_BOTTOM_HALF], talon_seen);
    } else {
        record_pile(record, "talon_to_defenders", hand->defenders_talon, talon_seen);
    }
    if (!tutor_set_is_empty(hand->discard)) record_set(record, "discard", hand->discard);
    record->close(record);
    record_seat(record, "declarer", hand->declarer);
    record->word(record, "bid", hand->declarer == TUTOR_NO_SEAT ? NULL : bids[hand->bid]);
    record->open(record, "passed", 1);
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++)
        if (hand->passed & (1u << s)) record->number(record, NULL, s);
    record->close(record);
    record->word(record, "half_taken", hand->half_taken < 0 ? NULL : halves[hand->half_taken]);
    record->open(record, "announced", 1);
    for (int a = 0; a < TUTOR_TAPP_ANNOUNCEMENTS; a++)
        if (hand->announced[a]) record->word(record, NULL, announcements[a]);
    record->close(record);
}

/* A contract's outcome, when there is one to say. */
static void record_outcome(tutor_record *record, const char *key,
                           tutor_tapp_contract_result result) {
    if (result != TUTOR_TAPP_NONE) record->word(record, key, results[result - 1]);
}

/* Once every trick is played: the bid, the card points and tricks, the contracts' outcomes,
 * what each defender pays (the `lines` itemize from_each_defender so a person can check the
 * sum) and each seat's change. A hand every player passed has no score, and says why. */
static tutor_status record_score(const void *state, const tutor_game *game, tutor_record *record,
                                 tutor_error *error) {
    const tutor_tapp_hand_state *hand = state;
    (void)game;
    tutor_tapp_hand_result result;
    if (hand->phase != TUTOR_TAPP_OVER) {
        record->word(record, "score", NULL);
        return TUTOR_OK;
    }
    if (tutor_tapp_hand_score(hand, &result, error)) {
        if (strcmp(error->code, "no-hand") != 0) return TUTOR_ERROR;
        record->word(record, "score", NULL); /* every player passed */
        record->word(record, "no_hand", error->message);
        return TUTOR_OK;
    }
    const tutor_tapp_score *paid = &result.score;
    record->open(record, "score", 0);
    record->number(record, "declarer", result.declarer);
    record->word(record, "bid", bids[result.bid]);
    record->number(record, "declarer_points", result.declarer_points);
    record->number(record, "defender_points", result.defender_points);
    record->number(record, "declarer_tricks", result.declarer_tricks);
    record_outcome(record, "pagat_ultimo", result.pagat_ultimo);
    record_outcome(record, "valat", result.valat);
    record->truth(record, "won", paid->won);
    record->number(record, "from_each_defender", paid->from_each_defender);
    record->open(record, "lines", 1);
    for (int i = 0; i < paid->line_count; i++) {
        record->open(record, NULL, 0);
        record->word(record, "item", paid->lines[i].item);
        record->number(record, "points", paid->lines[i].points);
        record->word(record, "text", paid->lines[i].text);
        record->close(record);
    }
    record->close(record);
    record->open(record, "seats", 1);
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++) record->number(record, NULL, result.seat_change[s]);
    record->close(record);
    record->close(record);
    return TUTOR_OK;
}

const struct tutor_hand_rules tapp_tarock_hand_rules = {
    .size = sizeof(tutor_tapp_hand_state),
    .phases = phases,
    .start = start,
    .turn = turn,
    .phase = phase,
    .seats = seats,
    .rest_in_shuffle_order = 0,
    .options = options,
    .holding = holding,
    .tricks = tricks,
    .moves = moves,
    .exact = 0,
    .apply = apply,
    .vocabulary = vocabulary,
    .view = view,
    .score = score,
    .describe = describe,
    .record_score = record_score,
};
