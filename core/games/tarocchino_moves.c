/*
 * tarocchino_moves.c: Ottocento's and Eight Hundred's whole hand (tutor_tarocchino_hand) behind
 * the one hand interface (tutor_hand in tutor.h). One set of hooks serves both games: the hand
 * knows its game. The moves:
 *  - the dealer's discard, two TUTOR_MOVE_DISCARD of one card each;
 *  - each player's declarations, a sequence: TUTOR_MOVE_DECLARE `number` = a
 *    tutor_combination_kind opens a combination, TUTOR_MOVE_SHOW one card of it (wild cards
 *    too), then perhaps another DECLARE, and TUTOR_MOVE_DONE shows them all at once (a DONE
 *    alone declares nothing);
 *  - TUTOR_MOVE_PLAY a card.
 */
#include <string.h>

#include "../game.h"
#include "tutor_tarocchino_hand.h"
#include "hand_checks.h"

_Static_assert(sizeof(tutor_tarocchino_hand) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

static const char *const phases[] = {"discarding", "declaring", "playing", "over"};

enum { MOST_DECLARED = TUTOR_MAX_CRICCHE + TUTOR_MAX_SEQUENCES };

/* The kinds in each game's words, as the `combinations` request names them. */
#define KIND_WORDS(honours, moors)                                                                 \
    {                                                                                              \
        [TUTOR_CRICCA_HONOURS] = honours, [TUTOR_CRICCA_KINGS] = "kings",                          \
        [TUTOR_CRICCA_QUEENS] = "queens", [TUTOR_CRICCA_KNIGHTS] = "knights",                      \
        [TUTOR_CRICCA_JACKS] = "jacks", [TUTOR_SEQUENCE_TRUMPS] = "trumps",                        \
        [TUTOR_SEQUENCE_SUIT] = "suit", [TUTOR_SEQUENCE_MOORS] = moors,                            \
        [TUTOR_SEQUENCE_ACES] = "aces",                                                            \
    }
static const char *const ottocento_kinds[TUTOR_SEQUENCE_ACES + 1] = KIND_WORDS("tarocchi", "moors");
static const char *const eight_hundred_kinds[TUTOR_SEQUENCE_ACES + 1] =
    KIND_WORDS("honours", "quartet");

extern const tutor_game tutor_ottocento; /* ottocento.c */

static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    (void)options; /* the hand completes its own: the two games have none */
    return tutor_tarocchino_hand_start(state, game, &start->deal, start->dealer, start->scores,
                                       error);
}

static int turn(const void *state) { return tutor_tarocchino_hand_turn(state); }
static int phase(const void *state) { return ((const tutor_tarocchino_hand *)state)->phase; }

static int seats(const void *state) {
    (void)state;
    return TUTOR_TAROCCHINO_SEATS;
}

static const tutor_options *options(const void *state) {
    return &((const tutor_tarocchino_hand *)state)->options;
}

static tutor_set holding(const void *state, int seat) {
    return tutor_tarocchino_hand_holding(state, seat);
}

static int tricks(const void *state, const tutor_trick **taken, int *count, tutor_trick *current) {
    const tutor_tarocchino_hand *hand = state;
    *taken = hand->play.tricks;
    *count = hand->play.tricks_done;
    *current = hand->play.current;
    return hand->play.game != NULL; /* trick play begins after the declarations */
}

/* The seat a move is for. Once the hand is over there is none, and any seat gets the core's
 * own refusal (the hand or the game is over), so the dealer's is asked. */
static int actor(const tutor_tarocchino_hand *hand) {
    int seat = tutor_tarocchino_hand_turn(hand);
    return seat == TUTOR_NO_SEAT ? hand->dealer : seat;
}

/* ---- the discard ------------------------------------------------------------------------- */

/* The first card is kept (the hand unchanged) when it may go; else the core refuses a discard
 * of it with another card that may, for the reason it gives about this one. The second
 * completes the discard. */
static hand_outcome discard(tutor_tarocchino_hand *hand, const tutor_move *moves, int n,
                            tutor_reason *why, tutor_error *error) {
    int seat = actor(hand);
    tutor_card card = moves[n - 1].card;
    if (n == 2 && hand->phase == TUTOR_TAROCCHINO_DISCARDING) {
        tutor_card cards[TUTOR_TAROCCHINO_DISCARDS] = {moves[0].card, card};
        return tutor_tarocchino_hand_discard(hand, seat, cards, TUTOR_TAROCCHINO_DISCARDS, why,
                                             error) == TUTOR_OK
                   ? HAND_APPLIED
                   : HAND_REFUSED;
    }
    tutor_set legal = tutor_tarocchino_hand_legal_discards(hand, seat);
    if (n == 1 && tutor_set_has(legal, card)) return HAND_MORE;
    tutor_set others = tutor_set_remove(legal, card);
    tutor_card cards[TUTOR_TAROCCHINO_DISCARDS] = {
        card, tutor_set_is_empty(others) ? (tutor_card)(card ^ 1) : tutor_set_first(others)};
    tutor_tarocchino_hand scratch = *hand;
    if (tutor_tarocchino_hand_discard(&scratch, seat, cards, TUTOR_TAROCCHINO_DISCARDS, why,
                                      error) == TUTOR_OK) /* cannot happen: `card` may not go */
        explain_reject(hand->game, (explain_input){.code = EXPLAIN_DISCARD_TWO_MOVES}, error);
    return HAND_REFUSED;
}

/* A discard ended before its second card (a whole discard of one card): the core's own
 * refusal of it. */
static hand_outcome discard_ended(tutor_tarocchino_hand *hand, const tutor_move *moves, int n,
                                  tutor_reason *why, tutor_error *error) {
    tutor_card cards[TUTOR_TAROCCHINO_DISCARDS];
    int count = 0;
    for (int i = 0; i < n - 1 && count < TUTOR_TAROCCHINO_DISCARDS; i++)
        cards[count++] = moves[i].card;
    tutor_tarocchino_hand scratch = *hand;
    if (tutor_tarocchino_hand_discard(&scratch, actor(hand), cards, count, why, error) == TUTOR_OK)
        explain_reject(hand->game, (explain_input){.code = EXPLAIN_DISCARD_TWO_MOVES},
                       error); /* not reached */
    return HAND_REFUSED;
}

/* ---- the declarations -------------------------------------------------------------------- */

/* The declarations a sequence of DECLARE and SHOW moves makes; the last is being shown. */
typedef struct {
    tutor_tarocchino_declaration list[MOST_DECLARED];
    int count;
} declarations;

static tutor_set shown_cards(const tutor_combination *combination) {
    return tutor_set_or(combination->cards, combination->wild);
}

/* Reads the moves; 0 (refused) for a card shown before any kind, or twice in one combination. */
static int read_declarations(const tutor_tarocchino_hand *hand, const tutor_move *moves, int n,
                             declarations *out, tutor_reason *why, tutor_error *error) {
    memset(out, 0, sizeof *out);
    for (int i = 0; i < n; i++) {
        if (moves[i].kind == TUTOR_MOVE_DECLARE) {
            if (out->count == MOST_DECLARED) {
                hand_reject_input(
                    hand->game,
                    (explain_input){.code = EXPLAIN_DECLARED_AT_MOST, .number = {MOST_DECLARED}},
                    why, error);
                return 0;
            }
            out->list[out->count++].kind = (tutor_combination_kind)moves[i].number;
            continue;
        }
        if (out->count == 0) {
            hand_reject_input(hand->game, (explain_input){.code = EXPLAIN_KIND_FIRST}, why, error);
            return 0;
        }
        tutor_tarocchino_declaration *current = &out->list[out->count - 1];
        if (tutor_set_has(current->cards, moves[i].card)) {
            tutor_reason twice = hand_detail(TUTOR_NOT_A_COMBINATION,
                                             TUTOR_TAROCCHINO_SHOWN_TWICE, 0, 0, 0);
            twice.card = moves[i].card;
            hand_refuse(hand->game, &hand->options, twice, why, error);
            return 0;
        }
        current->cards = tutor_set_add(current->cards, moves[i].card);
    }
    return 1;
}

/* A DECLARE or SHOW is kept while the combination being shown can still be completed: its
 * cards so far are among those of a combination of its kind the seat holds (at its most, as
 * tutor_tarocchino_hand_declarable finds it, the way the `declare` offer lists them: "or fewer
 * that still make that kind"), which the core accepts shown whole after the ones before it;
 * and the sequence, shown to its end, still fits in TUTOR_MAX_PENDING moves. A kind opened
 * after another needs that one complete. */
static hand_outcome declare_more(const tutor_tarocchino_hand *hand, const declarations *shown,
                                 tutor_move move, int n, tutor_reason *why, tutor_error *error) {
    const tutor_tarocchino_declaration *current = &shown->list[shown->count - 1];
    int seat = actor(hand);
    /* The combinations before this one, checked once: the trials below add this one to them. */
    tutor_combinations_result before;
    memset(&before, 0, sizeof before);
    tutor_reason before_why;
    tutor_error before_error;
    tutor_status prefix = TUTOR_OK;
    for (int i = 0; i < shown->count - 1 && !prefix; i++)
        prefix = tarocchino_add_declaration(hand, seat, &shown->list[i], &before, &before_why,
                                            error ? &before_error : NULL);
    if (move.kind == TUTOR_MOVE_DECLARE && prefix) {
        if (why) *why = before_why;
        if (error) *error = before_error;
        return HAND_REFUSED;
    }
    if (move.kind == TUTOR_MOVE_SHOW &&
        !tutor_set_has(tutor_tarocchino_hand_holding(hand, seat), move.card)) {
        hand_refuse(hand->game, &hand->options, hand_reason(TUTOR_NOT_IN_HAND, move.card), why,
                    error);
        return HAND_REFUSED;
    }
    tutor_combinations_result held, trial;
    tutor_tarocchino_hand_declarable(hand, seat, &held);
    const tutor_combination *lists[2] = {held.cricche, held.sequences};
    int counts[2] = {held.cricca_count, held.sequence_count};
    int fewest = -1, refused = 0; /* the fewest cards left to show */
    for (int l = 0; l < 2; l++)
        for (int i = 0; i < counts[l]; i++) {
            tutor_set whole = shown_cards(&lists[l][i]);
            if (lists[l][i].kind != current->kind ||
                !tutor_set_is_empty(tutor_set_minus(current->cards, whole)))
                continue;
            tutor_tarocchino_declaration completed = {current->kind, whole};
            tutor_reason reason = before_why;
            tutor_error failure = before_error;
            trial = before;
            if (prefix || tarocchino_add_declaration(hand, seat, &completed, &trial, &reason,
                                                     error ? &failure : NULL)) {
                if (!refused++) { /* the core's refusal of the first, for the caller */
                    if (why) *why = reason;
                    if (error) *error = failure;
                }
                continue;
            }
            int left = tutor_set_size(tutor_set_minus(whole, current->cards));
            if (fewest < 0 || left < fewest) fewest = left;
        }
    if (fewest < 0) {
        if (refused) return HAND_REFUSED;
        if (move.kind == TUTOR_MOVE_SHOW)
            hand_refuse(hand->game, &hand->options, hand_reason(TUTOR_NOT_A_COMBINATION, move.card),
                        why, error);
        else
            hand_refuse(hand->game, &hand->options,
                        hand_detail(TUTOR_NOT_A_COMBINATION, TUTOR_TAROCCHINO_NONE_HELD, seat, 0,
                                    0),
                        why, error);
        return HAND_REFUSED;
    }
    trial = before;
    if (!tutor_set_is_empty(current->cards) && !prefix &&
        tarocchino_add_declaration(hand, seat, current, &trial, NULL, NULL) == TUTOR_OK)
        fewest = 0; /* complete already: DONE may follow */
    if (n + fewest + 1 > TUTOR_MAX_PENDING) {
        hand_reject_input(
            hand->game,
            (explain_input){.code = EXPLAIN_DECLARATION_MOVES, .number = {TUTOR_MAX_PENDING}}, why,
            error);
        return HAND_REFUSED;
    }
    return HAND_MORE;
}

static hand_outcome declare(tutor_tarocchino_hand *hand, const tutor_move *moves, int n,
                            tutor_reason *why, tutor_error *error) {
    /* Out of turn, phase or game: the core's own refusal of a declaration. */
    if (hand->phase != TUTOR_TAROCCHINO_DECLARING || hand->winner != TUTOR_TAROCCHINO_NO_SIDE) {
        tutor_tarocchino_hand scratch = *hand;
        tutor_tarocchino_hand_declare(&scratch, actor(hand), NULL, 0, why, error);
        return HAND_REFUSED;
    }
    tutor_move move = moves[n - 1];
    int done = move.kind == TUTOR_MOVE_DONE;
    declarations shown;
    if (!read_declarations(hand, moves, done ? n - 1 : n, &shown, why, error)) return HAND_REFUSED;
    if (done)
        return tutor_tarocchino_hand_declare(hand, actor(hand), shown.list, shown.count, why,
                                             error) == TUTOR_OK
                   ? HAND_APPLIED
                   : HAND_REFUSED;
    return declare_more(hand, &shown, move, n, why, error);
}

/* ---- moves ------------------------------------------------------------------------------- */

/* The discard's cards (those that may go, the first one taken out); while declaring, the
 * cards that may continue the combination being shown, the kinds the seat holds in the order
 * the `declare` offer lists them (cricche, then sequences), and DONE; every card of the hand
 * when playing (the refused ones too, for their reasons). */
static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    const tutor_tarocchino_hand *hand = state;
    int seat = tutor_tarocchino_hand_turn(hand), count = 0;
    tutor_card card;
    if (hand->phase == TUTOR_TAROCCHINO_DISCARDING) {
        tutor_set legal = tutor_tarocchino_hand_legal_discards(hand, seat);
        if (n > 0) legal = tutor_set_remove(legal, pending[0].card);
        TUTOR_SET_FOREACH(card, legal) out[count++] = (tutor_move){TUTOR_MOVE_DISCARD, card, 0};
        return count;
    }
    if (hand->phase == TUTOR_TAROCCHINO_PLAYING) {
        TUTOR_SET_FOREACH(card, tutor_tarocchino_hand_holding(hand, seat)) {
            out[count++] = (tutor_move){TUTOR_MOVE_PLAY, card, 0};
        }
        return count;
    }
    tutor_combinations_result held;
    tutor_tarocchino_hand_declarable(hand, seat, &held);
    const tutor_combination *lists[2] = {held.cricche, held.sequences};
    int counts[2] = {held.cricca_count, held.sequence_count};
    int kind = -1; /* the kind being shown, and its cards so far */
    tutor_set so_far = tutor_set_empty(), continuations = tutor_set_empty();
    for (int i = 0; i < n; i++) {
        if (pending[i].kind == TUTOR_MOVE_DECLARE) {
            kind = pending[i].number;
            so_far = tutor_set_empty();
        } else {
            so_far = tutor_set_add(so_far, pending[i].card);
        }
    }
    for (int l = 0; l < 2; l++)
        for (int i = 0; i < counts[l]; i++)
            if ((int)lists[l][i].kind == kind)
                continuations = tutor_set_or(continuations, shown_cards(&lists[l][i]));
    TUTOR_SET_FOREACH(card, tutor_set_minus(continuations, so_far)) {
        out[count++] = (tutor_move){TUTOR_MOVE_SHOW, card, 0};
    }
    int listed = 0; /* the kinds listed, a bit each */
    for (int l = 0; l < 2; l++)
        for (int i = 0; i < counts[l]; i++) {
            int bit = 1 << lists[l][i].kind;
            if (listed & bit) continue; /* a second suit's sequence: the same move */
            listed |= bit;
            out[count++] = (tutor_move){TUTOR_MOVE_DECLARE, 0, (int16_t)lists[l][i].kind};
        }
    out[count++] = (tutor_move){TUTOR_MOVE_DONE, 0, 0};
    return count;
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tutor_tarocchino_hand *hand = state;
    tutor_move move = moves[n - 1];
    int card_move = move.kind == TUTOR_MOVE_PLAY || move.kind == TUTOR_MOVE_DISCARD ||
                    move.kind == TUTOR_MOVE_SHOW;
    if (card_move && move.number != 0) {
        explain_reject(hand->game, (explain_input){.code = EXPLAIN_CARD_MOVES_NO_NUMBER}, error);
        return HAND_REFUSED;
    }
    if (card_move && (move.card >= TUTOR_SET_CAPACITY ||
                      !tutor_set_has(tutor_pack(hand->game, &hand->options), move.card))) {
        explain_reject(hand->game,
                       (explain_input){.code = EXPLAIN_NOT_IN_PACK_OF,
                                       .number = {move.card, tutor_set_size(tutor_pack(
                                                                 hand->game, &hand->options))}},
                       error);
        return HAND_REFUSED;
    }
    if ((move.kind == TUTOR_MOVE_DECLARE || move.kind == TUTOR_MOVE_DONE) && move.card != 0) {
        explain_reject(hand->game, (explain_input){.code = EXPLAIN_DECLARE_NO_CARD}, error);
        return HAND_REFUSED;
    }
    switch (move.kind) {
    case TUTOR_MOVE_PLAY:
        return tutor_tarocchino_hand_play(hand, actor(hand), move.card, why, error) == TUTOR_OK
                   ? HAND_APPLIED
                   : HAND_REFUSED;
    case TUTOR_MOVE_DISCARD:
        return discard(hand, moves, n, why, error);
    case TUTOR_MOVE_DECLARE:
        if (move.number < 0 || move.number > TUTOR_SEQUENCE_ACES) {
            explain_reject(hand->game,
                           (explain_input){.code = EXPLAIN_KIND_NUMBER,
                                           .number = {TUTOR_SEQUENCE_ACES, move.number}},
                           error);
            return HAND_REFUSED;
        }
        return declare(hand, moves, n, why, error);
    case TUTOR_MOVE_SHOW:
        return declare(hand, moves, n, why, error);
    case TUTOR_MOVE_DONE:
        if (move.number != 0) {
            explain_reject(hand->game, (explain_input){.code = EXPLAIN_END_NO_NUMBER}, error);
            return HAND_REFUSED;
        }
        if (hand->phase == TUTOR_TAROCCHINO_DISCARDING && n > 1)
            return discard_ended(hand, moves, n, why, error);
        return declare(hand, moves, n, why, error);
    default:
        explain_reject(hand->game, (explain_input){.code = EXPLAIN_MOVES_DISCARDS_DECLARATIONS},
                       error);
        return HAND_REFUSED;
    }
}

/* The kinds as a person reads them, in the order of the kinds' words. */
#define KIND_NAMES(honours, moors)                                                                 \
    {                                                                                              \
        [TUTOR_CRICCA_HONOURS] = honours, [TUTOR_CRICCA_KINGS] = "a cricca of Kings",              \
        [TUTOR_CRICCA_QUEENS] = "a cricca of Queens",                                              \
        [TUTOR_CRICCA_KNIGHTS] = "a cricca of Knights",                                            \
        [TUTOR_CRICCA_JACKS] = "a cricca of Jacks",                                                \
        [TUTOR_SEQUENCE_TRUMPS] = "a sequence of trumps",                                          \
        [TUTOR_SEQUENCE_SUIT] = "a sequence in a suit", [TUTOR_SEQUENCE_MOORS] = moors,            \
        [TUTOR_SEQUENCE_ACES] = "the Aces",                                                        \
    }
static const char *const ottocento_names[TUTOR_SEQUENCE_ACES + 1] =
    KIND_NAMES("a cricca of tarocchi", "the Moors (the 2 to the 5 of trumps)");
static const char *const eight_hundred_names[TUTOR_SEQUENCE_ACES + 1] =
    KIND_NAMES("a cricca of Honours", "the Quartet (the 2 to the 5 of trumps)");

/* Each game's table: its own words for the kinds of combinations. */
#define MOVES_WRITTEN(kinds, kind_names)                                                           \
    {                                                                                              \
        {.kind = TUTOR_MOVE_DISCARD, .key = "discard", .value = TUTOR_WRITTEN_CARD},               \
            {.kind = TUTOR_MOVE_DECLARE,                                                           \
             .key = "declare",                                                                     \
             .value = TUTOR_WRITTEN_WORD,                                                          \
             .words = kinds,                                                                       \
             .names = kind_names,                                                                  \
             .first = 0,                                                                           \
             .last = TUTOR_SEQUENCE_ACES},                                                         \
            {.kind = TUTOR_MOVE_SHOW,                                                              \
             .key = "show",                                                                        \
             .value = TUTOR_WRITTEN_CARD,                                                          \
             .also = "cards"},                                                                     \
            {.kind = TUTOR_MOVE_DONE, .key = "done", .value = TUTOR_WRITTEN_TRUE},                 \
            {.kind = TUTOR_MOVE_PLAY, .key = "play", .value = TUTOR_WRITTEN_CARD},                 \
    }
static const struct hand_word ottocento_moves[] = MOVES_WRITTEN(ottocento_kinds, ottocento_names);
static const struct hand_word eight_hundred_moves[] =
    MOVES_WRITTEN(eight_hundred_kinds, eight_hundred_names);

static int vocabulary(const tutor_game *game, const struct hand_word **words) {
    if (game == &tutor_ottocento) return HAND_WORDS(ottocento_moves);
    return HAND_WORDS(eight_hundred_moves);
}

/* The dealer's discard lies face down, seen by the dealer alone; the declarations are shown to
 * every seat. */
static void view(const void *state, int seat, tutor_view *view) {
    const tutor_tarocchino_hand *hand = state;
    for (int s = 0; s < TUTOR_TAROCCHINO_SEATS; s++) {
        const tutor_combinations_result *declared = &hand->declarations[s];
        tutor_set cards = tutor_set_empty();
        for (int i = 0; i < declared->cricca_count; i++)
            cards = tutor_set_or(cards, shown_cards(&declared->cricche[i]));
        for (int i = 0; i < declared->sequence_count; i++)
            cards = tutor_set_or(cards, shown_cards(&declared->sequences[i]));
        view->shown[s] = tutor_set_or(view->shown[s],
                                      tutor_set_and(cards, tutor_tarocchino_hand_holding(hand, s)));
    }
    if (seat == TUTOR_NO_SEAT || seat == hand->dealer) {
        view->aside = hand->discard;
        view->seen = tutor_set_or(view->seen, hand->discard);
    } else {
        view->hidden_aside = tutor_set_size(hand->discard);
    }
}

/* The two games score as they go: the lines so far from the start (declarations, Eight
 * Hundred's tricks), the end's once the hand is played out. A hand with more lines than a
 * score holds gives one line per item, side and seat, the points added up. For programs, each
 * seat gets its side's hand points less the other side's. */
static tutor_status score(const void *state, tutor_hand_score *out, tutor_error *error) {
    static const char *const items[] = {[TUTOR_TAROCCHINO_CRICCA] = "cricca",
                                        [TUTOR_TAROCCHINO_SEQUENCE] = "sequence",
                                        [TUTOR_TAROCCHINO_CRICCHE_DOUBLED] = "cricche-doubled",
                                        [TUTOR_TAROCCHINO_SEQUENCES_DOUBLED] = "sequences-doubled",
                                        [TUTOR_TAROCCHINO_CARD_POINTS] = "card-points",
                                        [TUTOR_TAROCCHINO_LAST_TRICK] = "last-trick"};
    tutor_tarocchino_score score;
    if (tutor_tarocchino_hand_score(state, &score, error)) return TUTOR_ERROR;
    out->scored = 1;
    int fold = score.line_count > TUTOR_MAX_SCORE_LINES;
    for (int i = 0; i < score.line_count; i++) {
        const tutor_tarocchino_line *line = &score.lines[i];
        tutor_score_line entry = {items[line->item], line->points, (int8_t)line->side,
                                  (int8_t)line->seat};
        int j = 0;
        while (fold && j < out->line_count &&
               (out->lines[j].item != entry.item || out->lines[j].side != entry.side ||
                out->lines[j].seat != entry.seat))
            j++;
        if (fold && j < out->line_count)
            out->lines[j].points += entry.points;
        else
            out->lines[out->line_count++] = entry;
    }
    for (int s = 0; s < TUTOR_TAROCCHINO_SEATS; s++) {
        int side = tutor_tarocchino_side(s);
        out->returns[s] = score.hand_points[side] - score.hand_points[1 - side];
    }
    return TUTOR_OK;
}

/* ---- records: what the table shows, and the score ------------------------------------- */

/* One combination as `combinations` writes it: a sequence also names its wild cards. */
static void record_combination(tutor_record *record, const char *key,
                               const tutor_combination *combination, int is_sequence) {
    record->open(record, key, 0);
    record->word(record, "kind", combination->name);
    record_set(record, "cards", combination->cards);
    if (is_sequence) record_set(record, "wild", combination->wild);
    record->number(record, "points", combination->points);
    record->close(record);
}

static void record_combinations(tutor_record *record, const tutor_combinations_result *shown) {
    record->open(record, NULL, 0);
    record->open(record, "cricche", 1);
    for (int i = 0; i < shown->cricca_count; i++)
        record_combination(record, NULL, &shown->cricche[i], 0);
    record->close(record);
    record->open(record, "sequences", 1);
    for (int i = 0; i < shown->sequence_count; i++)
        record_combination(record, NULL, &shown->sequences[i], 1);
    record->close(record);
    record->number(record, "total", shown->total);
    record->close(record);
}

/* The dealer's discard lies face down; declarations are shown to all, and so is what became
 * of the Fool. */
static void describe(const void *state, const tutor_game *game, int viewer,
                     tutor_record *record) {
    static const char *const fool_states[] = {"in-hand", "kept", "owed", "paid", "lost"};
    const tutor_tarocchino_hand *hand = state;
    (void)game;
    record->open(record, "aside", 0);
    if (!tutor_set_is_empty(hand->discard))
        record_pile(record, "discard", hand->discard,
                    viewer == TUTOR_NO_SEAT || viewer == hand->dealer);
    record->close(record);
    record->number(record, "declared", hand->declared);
    record->open(record, "declarations", 1);
    for (int s = 0; s < TUTOR_TAROCCHINO_SEATS; s++)
        record_combinations(record, &hand->declarations[s]);
    record->close(record);
    record->word(record, "fool", fool_states[hand->fool]);
    if (hand->fool == TUTOR_FOOL_PAID) record->card(record, "fool_payment", hand->fool_payment);
    record_pair(record, "scores_before", hand->scores_before);
}

static void record_line(tutor_record *record, const tutor_tarocchino_line *line) {
    static const char *const moments[] = {"declared", "in-trick", "at-end"};
    static const char *const items[] = {
        "cricca", "sequence", "cricche-doubled", "sequences-doubled", "card-points", "last-trick"};
    record->open(record, NULL, 0);
    record->word(record, "item", items[line->item]);
    record->number(record, "points", line->points);
    record->number(record, "side", line->side);
    if (line->seat != TUTOR_NO_SEAT) record->number(record, "seat", line->seat);
    record->word(record, "moment", moments[line->moment]);
    if (line->moment == TUTOR_TAROCCHINO_IN_TRICK) record->number(record, "trick", line->trick);
    if (line->item == TUTOR_TAROCCHINO_CRICCA || line->item == TUTOR_TAROCCHINO_SEQUENCE)
        record_combination(record, "combination", &line->combination,
                           line->item == TUTOR_TAROCCHINO_SEQUENCE);
    if (line->item == TUTOR_TAROCCHINO_CARD_POINTS) record->number(record, "cards", line->cards);
    record->close(record);
}

/* Ottocento and Eight Hundred score as they go (declarations at once, Eight Hundred's tricks
 * as they are won), so `score` is there from the start: the lines so far, and once the hand
 * is played out (`complete`) the end-of-hand lines too. */
static tutor_status record_score(const void *state, const tutor_game *game,
                                 tutor_record *record, tutor_error *error) {
    const tutor_tarocchino_hand *hand = state;
    tutor_tarocchino_score score;
    (void)game;
    if (tutor_tarocchino_hand_score(hand, &score, error)) return TUTOR_ERROR;
    record->open(record, "score", 0);
    record->open(record, "lines", 1);
    for (int i = 0; i < score.line_count; i++) record_line(record, &score.lines[i]);
    record->close(record);
    record_pair(record, "hand_points", score.hand_points);
    record_pair(record, "game_score", score.game_score);
    record->truth(record, "complete", score.complete);
    record_seat(record, "winner",
                score.winner == TUTOR_TAROCCHINO_NO_SIDE ? TUTOR_NO_SEAT : score.winner);
    record->truth(record, "ended_early", hand->ended_early);
    record->close(record);
    return TUTOR_OK;
}

const struct tutor_hand_rules tarocchino_hand_rules = {
    .size = sizeof(tutor_tarocchino_hand),
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
