/*
 * french_tarot_moves.c: French Tarot's whole hand (tutor_tarot_hand.h) behind the one hand
 * interface (tutor_hand in tutor.h). The moves:
 *  - the auction: TUTOR_MOVE_BID (number: a tutor_tarot_contract), TUTOR_MOVE_PASS_BID, and
 *    TUTOR_MOVE_FLAG FLAG_CANCEL for the player who holds the 1 of trumps alone;
 *  - the taker's discard: TUTOR_MOVE_DISCARD, one card at a time, as many as the chien held;
 *  - with 5 players the call: TUTOR_MOVE_CALL;
 *  - a poignée: TUTOR_MOVE_SHOW, one card at a time, ended by TUTOR_MOVE_DONE;
 *  - the taker's chelem: TUTOR_MOVE_FLAG FLAG_CHELEM; and TUTOR_MOVE_PLAY.
 * Every rule is tutor_tarot_hand's: a move is the core call the `replay` action makes.
 */
#include <string.h>

#include "../tutor_tarot_hand.h"
#include "hand_checks.h"
#include "suited.h"

_Static_assert(sizeof(tutor_tarot_hand_state) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

typedef tutor_tarot_hand_state tarot;

extern const tutor_game tutor_french_tarot; /* french_tarot.c */

/* TUTOR_MOVE_FLAG's numbers. */
enum { FLAG_CANCEL, FLAG_CHELEM, FLAGS };

/* In tutor_tarot_phase's order. */
static const char *const phases[] = {"bidding", "discarding", "calling", "playing", "over"};

/* The contracts, the sides, the chelems and the poignées as the records word them. */
static const char *const contract_words[] = {"petite", "garde", "garde-sans", "garde-contre"};
static const char *const side_words[] = {NULL, "taker", "defence"};
static const char *const chelem_words[] = {NULL, "announced-made", "announced-failed", "made",
                                           "defence-made"};
static const char *const poignee_words[] = {NULL, "single", "double", "triple"};

static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    (void)game; /* the chien is a set: its order does not matter */
    return tutor_tarot_hand_start(state, options, &start->deal, start->dealer, error);
}

static int turn(const void *state) { return tutor_tarot_hand_turn(state); }
static int phase(const void *state) { return (int)((const tarot *)state)->phase; }
static int seats(const void *state) { return ((const tarot *)state)->players; }

static const tutor_options *options(const void *state) { return &((const tarot *)state)->options; }

static tutor_set holding(const void *state, int seat) {
    return tutor_tarot_hand_holding(state, seat);
}

static int tricks(const void *state, const tutor_trick **taken, int *count, tutor_trick *current) {
    const tarot *hand = state;
    *taken = hand->play.tricks;
    *count = hand->play.tricks_done;
    *current = hand->play.current;
    return hand->play.game != NULL; /* trick play has begun */
}

static tutor_set trumps_held(tutor_set cards) {
    tutor_set trumps = tutor_set_empty();
    for (int n = 1; n <= 21; n++)
        if (tutor_set_has(cards, SUITED_TRUMP(n))) trumps = tutor_set_add(trumps, SUITED_TRUMP(n));
    return trumps;
}

/* Whether `card` is one of the n moves so far. */
static int among(const tutor_move *moves, int n, tutor_card card) {
    for (int i = 0; i < n; i++)
        if (moves[i].card == card) return 1;
    return 0;
}

/* A poignée may be begun by the seat to play before its first card, once a hand. */
static int may_show(const tarot *hand, int seat) {
    return hand->phase == TUTOR_TAROT_PLAYING && hand->play.tricks_done == 0 &&
           !hand->poignee[seat];
}

/* The trumps (and the Excuse) a poignée may go on with, not shown yet. */
static int poignee_cards(const tarot *hand, int seat, const tutor_move *shown, int n,
                         tutor_move *out) {
    int count = 0;
    tutor_set held = hand->play.hands[seat];
    tutor_set cards = trumps_held(held);
    if (tutor_set_has(held, SUITED_FOOL)) cards = tutor_set_add(cards, SUITED_FOOL);
    tutor_card card;
    TUTOR_SET_FOREACH(card, cards) {
        if (!among(shown, n, card)) out[count++] = (tutor_move){TUTOR_MOVE_SHOW, card, 0};
    }
    return count;
}

/* As wasm's offer: bids lowest first, pass, cancel; the discard's cards; the calls; the
 * poignée, the chelem (the taker's, from the end of the auction to the first card) and the
 * plays. While a discard or a poignée is being made, only its continuations. */
static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    const tarot *hand = state;
    int seat = tutor_tarot_hand_turn(hand), count = 0;
    tutor_card card;
    if (n > 0 && pending[0].kind == TUTOR_MOVE_DISCARD) {
        TUTOR_SET_FOREACH(card, tutor_tarot_hand_discardable(hand)) {
            if (!among(pending, n, card)) out[count++] = (tutor_move){TUTOR_MOVE_DISCARD, card, 0};
        }
        return count;
    }
    if (n > 0 && pending[0].kind == TUTOR_MOVE_SHOW) {
        count = poignee_cards(hand, seat, pending, n, out);
        out[count++] = (tutor_move){TUTOR_MOVE_DONE, 0, 0};
        return count;
    }
    switch (hand->phase) {
    case TUTOR_TAROT_BIDDING:
        for (int contract = TUTOR_TAROT_PETITE; contract <= TUTOR_TAROT_GARDE_CONTRE; contract++)
            out[count++] = (tutor_move){TUTOR_MOVE_BID, 0, (int16_t)contract};
        out[count++] = (tutor_move){TUTOR_MOVE_PASS_BID, 0, 0};
        out[count++] = (tutor_move){TUTOR_MOVE_FLAG, 0, FLAG_CANCEL};
        return count;
    case TUTOR_TAROT_DISCARDING:
        TUTOR_SET_FOREACH(card, tutor_tarot_hand_discardable(hand)) {
            out[count++] = (tutor_move){TUTOR_MOVE_DISCARD, card, 0};
        }
        break;
    case TUTOR_TAROT_CALLING:
        TUTOR_SET_FOREACH(card, tutor_pack(&tutor_french_tarot, &hand->options)) {
            out[count++] = (tutor_move){TUTOR_MOVE_CALL, card, 0};
        }
        break;
    case TUTOR_TAROT_PLAYING:
        if (may_show(hand, seat)) count = poignee_cards(hand, seat, NULL, 0, out);
        break;
    default:
        return 0;
    }
    out[count++] = (tutor_move){TUTOR_MOVE_FLAG, 0, FLAG_CHELEM};
    if (hand->phase == TUTOR_TAROT_PLAYING) {
        TUTOR_SET_FOREACH(card, hand->play.hands[seat]) {
            out[count++] = (tutor_move){TUTOR_MOVE_PLAY, card, 0};
        }
    }
    return count;
}

/* ---- applying moves ---------------------------------------------------------------------- */

static hand_outcome outcome(tutor_status status) {
    return status == TUTOR_OK ? HAND_APPLIED : HAND_REFUSED;
}

static hand_outcome malformed(tutor_error *error, explain_input_code code) {
    explain_reject(&tutor_french_tarot, (explain_input){.code = code}, error);
    return HAND_REFUSED;
}

/* A move's own fields: the ones its kind does not use are 0, its number in range. */
static hand_outcome check_fields(tutor_move move, tutor_error *error) {
    switch (move.kind) {
    case TUTOR_MOVE_PLAY:
    case TUTOR_MOVE_DISCARD:
    case TUTOR_MOVE_CALL:
    case TUTOR_MOVE_SHOW:
        if (move.number != 0) return malformed(error, EXPLAIN_CARD_MOVE_NO_NUMBER);
        return HAND_MORE;
    case TUTOR_MOVE_BID:
        if (move.card != 0 || move.number < TUTOR_TAROT_PETITE ||
            move.number > TUTOR_TAROT_GARDE_CONTRE)
            return malformed(error, EXPLAIN_CONTRACT_NUMBER);
        return HAND_MORE;
    case TUTOR_MOVE_FLAG:
        if (move.card != 0 || move.number < 0 || move.number >= FLAGS)
            return malformed(error, EXPLAIN_FLAG_NUMBER);
        return HAND_MORE;
    case TUTOR_MOVE_PASS_BID:
    case TUTOR_MOVE_DONE:
        if (move.card != 0 || move.number != 0) return malformed(error, EXPLAIN_PASS_OR_DONE_EMPTY);
        return HAND_MORE;
    default:
        return malformed(error, EXPLAIN_MOVES_BIDS_DISCARD_CALL);
    }
}

/* The discard, one card at a time: the last applies them all. Before it, the cards so far
 * must be completable: they and the first cards the rule lets go after them (the plain
 * cards, then trumps: set order) are tried as a whole on a copy, so a refusal is the
 * core's, with its reason. */
static hand_outcome discard(tarot *hand, const tutor_move *moves, int n, tutor_reason *why,
                            tutor_error *error) {
    tutor_card cards[TUTOR_SET_CAPACITY];
    for (int i = 0; i < n; i++) cards[i] = moves[i].card;
    int size = tutor_set_size(hand->deal.rest), count = n;
    if (n >= size) return outcome(tutor_tarot_hand_discard(hand, cards, n, why, error));
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_tarot_hand_discardable(hand)) {
        if (count < size && !among(moves, n, card)) cards[count++] = card;
    }
    tarot scratch = *hand;
    if (tutor_tarot_hand_discard(&scratch, cards, count, why, error)) return HAND_REFUSED;
    return HAND_MORE;
}

/* A poignée, one card at a time, then DONE, which shows them. Before it, the cards so far
 * must be completable: with every trump held (and then the Excuse, which may make up the
 * number only when every trump is shown), tried as a whole on a copy. */
static hand_outcome poignee(tarot *hand, const tutor_move *moves, int n, tutor_reason *why,
                            tutor_error *error) {
    tutor_card cards[TUTOR_SET_CAPACITY];
    int done = moves[n - 1].kind == TUTOR_MOVE_DONE, shown = done ? n - 1 : n, count = shown;
    for (int i = 0; i < shown; i++) cards[i] = moves[i].card;
    if (done) return outcome(tutor_tarot_hand_poignee(hand, cards, shown, why, error));
    int seat = tutor_tarot_hand_turn(hand);
    tutor_set held = seat == TUTOR_NO_SEAT ? tutor_set_empty() : hand->play.hands[seat];
    tutor_card card;
    TUTOR_SET_FOREACH(card, trumps_held(held)) {
        if (!among(moves, shown, card)) cards[count++] = card;
    }
    tarot scratch = *hand;
    if (tutor_tarot_hand_poignee(&scratch, cards, count, why, error) == TUTOR_OK) return HAND_MORE;
    if (!tutor_set_has(held, SUITED_FOOL) || among(moves, shown, SUITED_FOOL)) return HAND_REFUSED;
    cards[count++] = SUITED_FOOL;
    scratch = *hand;
    memset(why, 0, sizeof *why);
    if (tutor_tarot_hand_poignee(&scratch, cards, count, why, error)) return HAND_REFUSED;
    return HAND_MORE;
}

/* A refusal that takes one of its code's particular sentences. */
static void refuse_rule(const tarot *hand, tutor_reason *why, tutor_reason_code code,
                        tutor_reason_detail detail, tutor_error *error) {
    hand_refuse(&tutor_french_tarot, &hand->options, hand_detail(code, detail, 0, 0, 0), why,
                error);
}

/* The cancel names no seat (the core finds the player holding the 1 of trumps alone): it is
 * that player's move only on their turn, so it is refused from any other seat. */
static hand_outcome cancel(tarot *hand, tutor_reason *why, tutor_error *error) {
    tarot next = *hand;
    if (tutor_tarot_hand_cancel(&next, why, error)) return HAND_REFUSED;
    if (next.cancelled_by != tutor_tarot_hand_turn(hand)) {
        refuse_rule(hand, why, TUTOR_BAD_DECLARATION, TUTOR_TAROT_CANCEL_ON_TURN, error);
        return HAND_REFUSED;
    }
    *hand = next;
    return HAND_APPLIED;
}

/* The chelem is the taker's: from the discard to the first card, when the taker is to move
 * (the core itself would take it from whoever is to play first). */
static hand_outcome chelem(tarot *hand, tutor_reason *why, tutor_error *error) {
    tarot next = *hand;
    if (tutor_tarot_hand_chelem(&next, why, error)) return HAND_REFUSED;
    if (tutor_tarot_hand_turn(hand) != hand->taker) {
        refuse_rule(hand, why, TUTOR_BAD_DECLARATION, TUTOR_TAROT_CHELEM_TAKER, error);
        return HAND_REFUSED;
    }
    *hand = next;
    return HAND_APPLIED;
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tarot *hand = state;
    tutor_move move = moves[n - 1];
    if (check_fields(move, error) == HAND_REFUSED) return HAND_REFUSED;
    if (n > 1) { /* a discard or a poignée under way: only its own moves go on with it */
        int discarding = moves[0].kind == TUTOR_MOVE_DISCARD;
        if (discarding ? move.kind == TUTOR_MOVE_DISCARD
                       : move.kind == TUTOR_MOVE_SHOW || move.kind == TUTOR_MOVE_DONE)
            return discarding ? discard(hand, moves, n, why, error)
                              : poignee(hand, moves, n, why, error);
        refuse_rule(hand, why, TUTOR_OUT_OF_PHASE,
                    discarding ? TUTOR_TAROT_DISCARD_UNDER_WAY : TUTOR_TAROT_POIGNEE_UNDER_WAY,
                    error);
        return HAND_REFUSED;
    }
    switch (move.kind) {
    case TUTOR_MOVE_BID:
        return outcome(tutor_tarot_hand_bid(hand, move.number, why, error));
    case TUTOR_MOVE_PASS_BID:
        return outcome(tutor_tarot_hand_bid(hand, TUTOR_TAROT_PASS, why, error));
    case TUTOR_MOVE_FLAG:
        return move.number == FLAG_CANCEL ? cancel(hand, why, error) : chelem(hand, why, error);
    case TUTOR_MOVE_DISCARD:
        return discard(hand, moves, n, why, error);
    case TUTOR_MOVE_CALL:
        return outcome(tutor_tarot_hand_call(hand, move.card, why, error));
    case TUTOR_MOVE_SHOW:
    case TUTOR_MOVE_DONE:
        return poignee(hand, moves, n, why, error);
    default:
        return outcome(tutor_tarot_hand_play(hand, move.card, why, error));
    }
}

static const char *const pass_word[] = {"pass"};
static const char *const contract_names[] = {"Petite", "Garde", "Garde sans le chien",
                                             "Garde contre le chien"};

/* In the order an action's members are read: the declaration's poignée before its end. */
static const struct hand_word moves_written[] = {
    {.kind = TUTOR_MOVE_BID,
     .key = "bid",
     .value = TUTOR_WRITTEN_WORD,
     .words = contract_words,
     .names = contract_names,
     .first = TUTOR_TAROT_PETITE,
     .last = TUTOR_TAROT_GARDE_CONTRE},
    {.kind = TUTOR_MOVE_PASS_BID,
     .key = "bid",
     .value = TUTOR_WRITTEN_WORD,
     .words = pass_word,
     .first = 0,
     .last = 0},
    {.kind = TUTOR_MOVE_FLAG, .key = "cancel", .value = TUTOR_WRITTEN_TRUE, .number = FLAG_CANCEL},
    {.kind = TUTOR_MOVE_FLAG, .key = "chelem", .value = TUTOR_WRITTEN_TRUE, .number = FLAG_CHELEM},
    {.kind = TUTOR_MOVE_DISCARD, .key = "discard", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_CALL, .key = "call", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_SHOW, .key = "poignee", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_DONE, .key = "done", .value = TUTOR_WRITTEN_TRUE},
    {.kind = TUTOR_MOVE_PLAY, .key = "play", .value = TUTOR_WRITTEN_CARD},
};

static int vocabulary(const tutor_game *game, const struct hand_word **words) {
    (void)game;
    return HAND_WORDS(moves_written);
}

/* ---- what each seat sees ----------------------------------------------------------------- */

/* Whether the taker has taken the chien up (petite, garde), which shows it to all. */
static int chien_taken(const tarot *hand) {
    return hand->taker != TUTOR_NO_SEAT && hand->phase != TUTOR_TAROT_BIDDING &&
           (hand->contract == TUTOR_TAROT_PETITE || hand->contract == TUTOR_TAROT_GARDE);
}

/* The cards the discard may hold unshown: neither trumps, Kings nor the Excuse. */
static tutor_set plain(tutor_set cards) {
    tutor_set kept = tutor_set_empty();
    tutor_card card;
    TUTOR_SET_FOREACH(card, cards) {
        if (card < SUITED_FIRST_TRUMP && card % SUITED_SUIT_CARDS + 1 != RANK_K)
            kept = tutor_set_add(kept, card);
    }
    return kept;
}

/* As wasm's describe: the chien lies face down until a taker takes it up (petite, garde),
 * which shows it to all, and for good in a garde sans or contre; the discard is the taker's,
 * but its trumps are shown as they go down; poignées are shown to all. Once the discard is
 * made, the others know where a card of the chien is only when it could not go down unseen
 * (a King, a trump, the Excuse: still in the taker's hand, or shown); a plain card of it may
 * be in the hand or the discard, so its place is hidden. */
static void view(const void *state, int seat, tutor_view *view) {
    const tarot *hand = state;
    tutor_set chien = hand->deal.rest;
    int taken = chien_taken(hand);
    if (seat == TUTOR_NO_SEAT) {
        view->aside = taken ? hand->discard : chien;
        view->seen = tutor_set_or(view->seen, view->aside);
        return;
    }
    for (int s = 0; s < hand->players; s++)
        view->shown[s] = tutor_set_and(hand->poignee_shown[s], tutor_tarot_hand_holding(hand, s));
    if (!taken) {
        view->hidden_aside = tutor_set_size(chien);
        return;
    }
    int taker = hand->taker;
    tutor_set taker_holds = tutor_tarot_hand_holding(hand, taker);
    if (hand->phase == TUTOR_TAROT_DISCARDING || seat == taker) {
        /* The chien turned up, all in the taker's hand until the discard, which is the
         * taker's own. */
        view->seen = tutor_set_or(view->seen, chien);
        if (seat != taker) view->shown[taker] = tutor_set_or(view->shown[taker], chien);
        view->seen = tutor_set_or(view->seen, hand->discard);
        view->aside = hand->discard;
        return;
    }
    view->seen = tutor_set_or(view->seen, hand->discard_shown);
    view->aside = hand->discard_shown;
    view->hidden_aside = tutor_set_size(tutor_set_minus(hand->discard, hand->discard_shown));
    tutor_set known = tutor_set_minus(tutor_set_and(chien, taker_holds), plain(chien));
    view->shown[taker] = tutor_set_or(view->shown[taker], known);
}

/* ---- the score --------------------------------------------------------------------------- */

/* The core's lines, each what every defender pays the taker's side (negative: is paid), so
 * each goes to the taker's seat; for programs, each seat's change (they add up to 0). A hand
 * thrown in or cancelled is scored with no lines. */
static tutor_status score(const void *state, tutor_hand_score *score, tutor_error *error) {
    const tarot *hand = state;
    if (hand->phase != TUTOR_TAROT_OVER) return TUTOR_OK;
    score->scored = 1;
    tutor_tarot_hand_result result;
    tutor_error refusal;
    if (tutor_tarot_hand_score(hand, &result, &refusal)) {
        if (strcmp(refusal.code, "no-hand") == 0) return TUTOR_OK;
        if (error) *error = refusal;
        return TUTOR_ERROR;
    }
    for (int i = 0; i < result.line_count; i++)
        score->lines[score->line_count++] = (tutor_score_line){
            result.lines[i].item, result.lines[i].points, -1, (int8_t)result.taker};
    for (int s = 0; s < hand->players; s++) score->returns[s] = result.seat_change[s];
    return TUTOR_OK;
}

/* ---- records ----------------------------------------------------------------------------- */

/* The cards of the chien lying aside: neither taken into the taker's hand (and then held,
 * discarded or played) nor anywhere else. */
static tutor_set chien_aside(const tarot *hand) {
    tutor_set accounted = hand->discard;
    for (int s = 0; s < hand->players; s++)
        accounted = tutor_set_or(accounted, tutor_tarot_hand_holding(hand, s));
    for (int t = 0; t < hand->play.tricks_done; t++)
        for (int i = 0; i < hand->play.tricks[t].count; i++)
            accounted = tutor_set_add(accounted, hand->play.tricks[t].cards[i]);
    for (int i = 0; i < hand->play.current.count; i++)
        accounted = tutor_set_add(accounted, hand->play.current.cards[i]);
    return tutor_set_minus(hand->deal.rest, accounted);
}

/* The poignées shown, by seat: [{"seat", "poignee", "cards"}]. */
static void record_poignees(tutor_record *record, const tarot *hand) {
    record->open(record, "poignees", 1);
    for (int s = 0; s < hand->players; s++) {
        if (!hand->poignee[s]) continue;
        record->open(record, NULL, 0);
        record->number(record, "seat", s);
        record->word(record, "poignee", poignee_words[hand->poignee[s]]);
        record_set(record, "cards", hand->poignee_shown[s]);
        record->close(record);
    }
    record->close(record);
}

/* The chien lies face down until a taker takes it up (petite, garde), which shows it to all;
 * the discard is the taker's, but its trumps are shown as they go down; the called card,
 * the poignées and the chelem are announced. */
static void describe(const void *state, const tutor_game *game, int viewer, tutor_record *record) {
    const tarot *hand = state;
    (void)game;
    int all = viewer == TUTOR_NO_SEAT;
    tutor_set lying = chien_aside(hand);
    record->open(record, "aside", 0);
    if (!tutor_set_is_empty(lying)) record_pile(record, "chien", lying, all);
    if (!tutor_set_is_empty(hand->discard)) {
        if (all || viewer == hand->taker) {
            record_set(record, "discard", hand->discard);
        } else {
            record->open(record, "discard", 0);
            record->number(record, "count", tutor_set_size(hand->discard));
            record_set(record, "shown", hand->discard_shown);
            record->close(record);
        }
    }
    record->close(record);
    record_seat(record, "taker", hand->taker);
    record->word(record, "contract",
                 hand->taker == TUTOR_NO_SEAT ? NULL : contract_words[hand->contract]);
    record_pile(record, "chien", hand->deal.rest, all || tutor_set_is_empty(lying));
    if (hand->players == 5) {
        if (hand->has_called)
            record->card(record, "called", hand->called);
        else
            record->word(record, "called", NULL);
        int known = all || tutor_tarot_hand_partner_known(hand) ||
                    (hand->partner != TUTOR_NO_SEAT && viewer == hand->partner);
        if (hand->has_called && known) record_seat(record, "partner", hand->partner);
    }
    record->truth(record, "chelem", hand->chelem_announced);
    record_poignees(record, hand);
    if (hand->cancelled_by != TUTOR_NO_SEAT)
        record->number(record, "cancelled_by", hand->cancelled_by);
}

/* Once every trick is played: the contract, the card points (in halves: a number that may be
 * a half), the bonuses, what each seat gains or pays, and the core's lines with their text.
 * A hand every player passed, or cancelled, has no score and says why in `no_hand`. */
static tutor_status record_score(const void *state, const tutor_game *game, tutor_record *record,
                                 tutor_error *error) {
    const tarot *hand = state;
    (void)game;
    if (hand->phase != TUTOR_TAROT_OVER) {
        record->word(record, "score", NULL);
        return TUTOR_OK;
    }
    tutor_tarot_hand_result result;
    if (tutor_tarot_hand_score(hand, &result, error)) {
        if (strcmp(error->code, "no-hand") != 0) return TUTOR_ERROR;
        record->word(record, "score", NULL); /* every player passed, or the hand was cancelled */
        record->word(record, "no_hand", error->message);
        return TUTOR_OK;
    }
    record->open(record, "score", 0);
    record->number(record, "taker", result.taker);
    record->word(record, "contract", contract_words[result.contract]);
    if (hand->players == 5) {
        record->card(record, "called", hand->called);
        record_seat(record, "partner", result.partner);
    }
    record->number(record, "taker_points", result.taker_halves / 2.0);
    record->number(record, "bouts", result.bouts);
    record->number(record, "needed", result.needed);
    record->truth(record, "won", result.won);
    record->number(record, "difference", result.difference);
    if (result.petit_au_bout != TUTOR_TAROT_NOBODY)
        record->word(record, "petit_au_bout", side_words[result.petit_au_bout]);
    if (result.chelem != TUTOR_CHELEM_NONE)
        record->word(record, "chelem", chelem_words[result.chelem]);
    record_poignees(record, hand);
    if (result.excuse_returned) {
        record->open(record, "excuse", 0);
        record->truth(record, "returned", 1);
        if (result.excuse_paid)
            record->card(record, "paid_with", result.excuse_payment);
        else
            record->word(record, "paid_with", NULL);
        record->close(record);
    }
    record->number(record, "hand_score", result.hand_score);
    record->open(record, "seats", 1);
    for (int s = 0; s < hand->players; s++) record->number(record, NULL, result.seat_change[s]);
    record->close(record);
    record->open(record, "lines", 1);
    for (int i = 0; i < result.line_count; i++) {
        record->open(record, NULL, 0);
        record->word(record, "item", result.lines[i].item);
        record->number(record, "points", result.lines[i].points);
        record->word(record, "text", result.lines[i].text);
        record->close(record);
    }
    record->close(record);
    record->close(record);
    return TUTOR_OK;
}

const struct tutor_hand_rules french_tarot_hand_rules = {
    .rest_name = "chien",
    .size = sizeof(tarot),
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
