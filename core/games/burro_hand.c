/*
 * burro_hand.c: a whole hand of Burro, from the deal until one player is left holding cards,
 * behind the one hand interface (tutor_hand in tutor.h): a card played, a card drawn (the turn
 * stays) or a pass.
 *
 * Source: shared/seeds/004. "Tricks are won by the highest card of the led suit, and that
 * player leads a card to the next trick. Players who run out of cards drop out of play, and
 * the last player holding cards receives a penalty point, one more letter toward spelling
 * burro."
 * Decisions (docs/rules-decisions.md):
 *  - the seat after the dealer leads the first trick, and play goes round in seat order;
 *  - the cards of a finished trick go to its winner's pile, out of play for the rest of the
 *    hand (winning a trick only wins the lead);
 *  - a player who plays their last card drops out at once, even while the stock has cards:
 *    they no longer play, draw or pass;
 *  - a trick is complete once every seat after the leader that still holds cards has played
 *    or passed, so it may hold the leader's card alone;
 *  - a winner who has just played their last card cannot lead: the next seat after them
 *    (in seat order) still holding cards leads;
 *  - the hand ends the moment only one player holds cards, even in the middle of a trick (the
 *    cards played to it stay in `current`): that player is the last holding cards and takes
 *    the letter. Cards leave the hands one at a time, so a dealt hand always ends with exactly
 *    one such player.
 */
#include <string.h>

#include "burro.h"
#include "hand_checks.h"

_Static_assert(sizeof(tutor_burro_hand) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

static const char *const phases[] = {"playing", "over"};

static int stock_left(const tutor_burro_hand *hand) {
    return hand->stock_count - hand->stock_drawn;
}

/* How many seats hold cards; *last is the last of them. */
static int holders(const tutor_set *hands, int players, int *last) {
    int count = 0;
    for (int s = 0; s < players; s++) {
        if (tutor_set_is_empty(hands[s])) continue;
        count++;
        *last = s;
    }
    return count;
}

/* Ends the hand when at most one seat holds cards: that seat is the burro. */
static int over_if_one_left(tutor_burro_hand *hand) {
    int last = TUTOR_NO_SEAT;
    if (holders(hand->hands, hand->players, &last) > 1) return 0;
    hand->turn = TUTOR_NO_SEAT;
    hand->burro = last;
    return 1;
}

/* The seat after `seat` in seat order (without a division: this is on every move's path). */
static int next_seat(const tutor_burro_hand *hand, int seat) {
    return seat + 1 == hand->players ? 0 : seat + 1;
}

/* The first seat from `from` on, in seat order, that still holds cards. */
static int next_holder(const tutor_burro_hand *hand, int from) {
    for (int k = 0, seat = from; k < hand->players; k++, seat = next_seat(hand, seat))
        if (!tutor_set_is_empty(hand->hands[seat])) return seat;
    return TUTOR_NO_SEAT;
}

/* Bad input, stating up to two numbers: the explanation module's sentence and error code. */
static tutor_status reject(tutor_error *error, explain_input_code code, int first, int second) {
    explain_input input = {.code = code, .number = {first, second}};
    return explain_reject(&tutor_burro, input, error);
}

/* "unknown-card" for a card outside the pack these options give, else "duplicate-card". */
static tutor_status card_error(tutor_error *error, tutor_set pack, tutor_card card, int in_stock) {
    explain_input input = {.code = tutor_set_has(pack, card) ? EXPLAIN_DEALT_MORE_THAN_ONCE
                                                             : EXPLAIN_NOT_IN_OPTIONS_PACK,
                           .which = in_stock,
                           .card = card};
    return explain_reject(&tutor_burro, input, error);
}

/* The seat after the dealer leads; the deal's rest is the stock, in drawing order (order[0]
 * drawn first). Checks that every card is in the pack and in one place only, and that the
 * leader holds cards. A deal in which at most one seat holds cards is over at once. */
static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    (void)game;
    tutor_burro_hand *hand = state;
    const tutor_deal *deal = &start->deal;
    const tutor_card *stock = start->order;
    int leader = (start->dealer + 1) % deal->seats, stock_count = start->order_count;
    tutor_options o = *options;
    if (tutor_options_complete(&tutor_burro, &o, TUTOR_FOR_PLAY, error)) return TUTOR_ERROR;
    int players = tutor_seats(&tutor_burro, &o);
    if (deal->seats != players)
        return reject(error, EXPLAIN_DEAL_HANDS_FOR_OPTIONS, deal->seats, players);
    if (leader < 0 || leader >= players)
        return reject(error, EXPLAIN_LEADER_SEAT, players - 1, leader);
    if (stock_count < 0 || stock_count > TUTOR_BURRO_MAX_CARDS)
        return reject(error, EXPLAIN_STOCK_TOO_BIG, stock_count, TUTOR_BURRO_MAX_CARDS);
    tutor_set pack = tutor_pack(&tutor_burro, &o), seen = tutor_set_empty();
    for (int s = 0; s < players; s++) {
        tutor_set outside = tutor_set_minus(deal->hands[s], pack);
        tutor_set twice = tutor_set_and(deal->hands[s], seen);
        if (!tutor_set_is_empty(outside))
            return card_error(error, pack, tutor_set_first(outside), 0);
        if (!tutor_set_is_empty(twice)) return card_error(error, pack, tutor_set_first(twice), 0);
        seen = tutor_set_or(seen, deal->hands[s]);
    }
    for (int i = 0; i < stock_count; i++) {
        if (!tutor_set_has(pack, stock[i]) || tutor_set_has(seen, stock[i]))
            return card_error(error, pack, stock[i], 1);
        seen = tutor_set_add(seen, stock[i]);
    }
    int last = TUTOR_NO_SEAT;
    if (holders(deal->hands, players, &last) > 1 && tutor_set_is_empty(deal->hands[leader]))
        return reject(error, EXPLAIN_LEADER_HOLDS_NONE, leader, 0);

    memset(hand, 0, sizeof *hand);
    hand->options = o;
    hand->players = players;
    for (int s = 0; s < players; s++) hand->hands[s] = deal->hands[s];
    for (int i = 0; i < stock_count; i++) hand->stock[i] = stock[i];
    hand->stock_count = stock_count;
    hand->current.leader = leader;
    hand->turn = leader;
    hand->burro = TUTOR_NO_SEAT;
    over_if_one_left(hand);
    return TUTOR_OK;
}

/* Once the hand is over, every action is refused as such. */
static tutor_reason hand_over(tutor_action action, tutor_card card) {
    tutor_reason why = hand_reason(TUTOR_HAND_OVER, card);
    why.action = (uint8_t)action;
    return why;
}

/* "Tricks are won by the highest card of the led suit, and that player leads a card to the
 * next trick"; one who has just played their last card has dropped out, so the next seat
 * still holding cards leads instead. */
static void finish_trick(tutor_burro_hand *hand) {
    tutor_trick *trick = &hand->current;
    int position =
        tutor_winner(&tutor_burro, &hand->options, trick->cards, trick->count, &trick->why);
    trick->winner = trick->seats[position];
    hand->piles[trick->winner] = tutor_set_or(hand->piles[trick->winner], tutor_trick_cards(trick));
    if (hand->tricks_done < TUTOR_BURRO_MAX_TRICKS) hand->tricks[hand->tricks_done++] = *trick;
    int leader = next_holder(hand, trick->winner);
    memset(trick, 0, sizeof *trick);
    trick->leader = leader;
    hand->turn = leader;
}

/* The turn goes to the next seat after the one that acted still holding cards; once it would
 * come round to the leader again, the trick is complete. */
static void advance(tutor_burro_hand *hand) {
    for (int seat = next_seat(hand, hand->turn); seat != hand->current.leader;
         seat = next_seat(hand, seat)) {
        if (tutor_set_is_empty(hand->hands[seat])) continue; /* dropped out */
        hand->turn = seat;
        return;
    }
    finish_trick(hand);
}

/* A card played, a draw or a pass by the seat whose turn it is. A refused action fills *why
 * (when not NULL) and leaves the hand unchanged. A draw takes one card and the turn stays with
 * the drawer, who then plays, draws again or (once the stock runs out without a card of the
 * suit led) passes. */
static tutor_status act(tutor_burro_hand *hand, tutor_action action, tutor_card card,
                        tutor_reason *why, tutor_error *error) {
    tutor_trick *trick = &hand->current;
    int seat = hand->turn;
    tutor_reason refused = seat == TUTOR_NO_SEAT ? hand_over(action, card)
                           : action == TUTOR_ACTION_PLAY
                               ? burro_refusal(&hand->options, trick->cards, trick->count,
                                               hand->hands[seat], stock_left(hand), card)
                               : burro_action_refusal(&hand->options, trick->cards, trick->count,
                                                      hand->hands[seat], stock_left(hand), action);
    if (refused.code != TUTOR_REASON_NONE)
        return hand_refuse(&tutor_burro, &hand->options, refused, why, error);
    if (action == TUTOR_ACTION_DRAW) {
        hand->hands[seat] = tutor_set_add(hand->hands[seat], hand->stock[hand->stock_drawn++]);
        return TUTOR_OK;
    }
    if (action == TUTOR_ACTION_PLAY) {
        trick->cards[trick->count] = card;
        trick->seats[trick->count++] = (int8_t)seat;
        hand->hands[seat] = tutor_set_remove(hand->hands[seat], card);
        /* Only a player who has just played their last card can leave one holder. */
        if (tutor_set_is_empty(hand->hands[seat]) && over_if_one_left(hand)) return TUTOR_OK;
    }
    advance(hand);
    return TUTOR_OK;
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

static int tricks(const void *state, const tutor_trick **taken, int *count, tutor_trick *current) {
    const tutor_burro_hand *hand = state;
    *taken = hand->tricks;
    *count = hand->tricks_done;
    *current = hand->current;
    return 1;
}

/* Exactly the legal moves: the cards that may be played, then drawing and passing when allowed
 * (the refused cards' reasons are each refusal's to give). */
static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    (void)pending;
    (void)n;
    const tutor_burro_hand *hand = state; /* whose turn it is: the hand is not over */
    tutor_stock_choice choice =
        burro_legal(&hand->options, hand->current.cards, hand->current.count,
                    hand->hands[hand->turn], stock_left(hand));
    int count = 0;
    /* Word by word, lowest bit first: TUTOR_SET_FOREACH's order, without its copies of the
     * set (this is on every move's path). */
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = choice.cards.w[w]; bits; bits &= bits - 1)
            out[count++] =
                (tutor_move){TUTOR_MOVE_PLAY, (tutor_card)(64 * w + __builtin_ctzll(bits)), 0};
    if (choice.may_draw) out[count++] = (tutor_move){TUTOR_MOVE_DRAW, 0, 0};
    if (choice.must_pass) out[count++] = (tutor_move){TUTOR_MOVE_PASS, 0, 0};
    return count;
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    static const tutor_action actions[] = {[TUTOR_MOVE_PLAY] = TUTOR_ACTION_PLAY,
                                           [TUTOR_MOVE_DRAW] = TUTOR_ACTION_DRAW,
                                           [TUTOR_MOVE_PASS] = TUTOR_ACTION_PASS};
    tutor_move move = moves[n - 1];
    explain_input_code bad = EXPLAIN_MOVES_CARDS_DRAWS_PASSES;
    if (move.number != 0 || (move.kind != TUTOR_MOVE_PLAY && move.card != 0))
        bad = EXPLAIN_MOVE_NO_CALL_NO_NUMBER;
    else if (move.kind == TUTOR_MOVE_PLAY || move.kind == TUTOR_MOVE_DRAW ||
             move.kind == TUTOR_MOVE_PASS)
        return hand_outcome_of(act(state, actions[move.kind], move.card, why, error));
    return hand_outcome_of(reject(error, bad, 0, 0));
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
        view->hidden_aside = stock_left(hand);
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
static void describe(const void *state, const tutor_game *game, int viewer, tutor_record *record) {
    const tutor_burro_hand *hand = state;
    (void)game;
    record->open(record, "aside", 0);
    if (viewer == TUTOR_NO_SEAT) {
        record->cards(record, "stock", hand->stock + hand->stock_drawn, stock_left(hand));
    } else {
        record->open(record, "stock", 0);
        record->number(record, "count", stock_left(hand));
        record->close(record);
    }
    record->close(record);
}

/* Once one player is left holding cards, the letters by seat and the line giving the burro
 * one letter. */
static tutor_status record_score(const void *state, const tutor_game *game, tutor_record *record,
                                 tutor_error *error) {
    const tutor_burro_hand *hand = state;
    (void)error;
    if (hand->turn != TUTOR_NO_SEAT) {
        record->word(record, "score", NULL);
        return TUTOR_OK;
    }
    record->open(record, "score", 0);
    record_seat(record, "burro", hand->burro);
    int letters[TUTOR_MAX_SEATS] = {0};
    record->open(record, "letters", 1);
    for (int s = 0; s < hand->players; s++) {
        letters[s] = s == hand->burro;
        record->number(record, NULL, letters[s]);
    }
    record->close(record);
    record->open(record, "lines", 1);
    if (hand->burro != TUTOR_NO_SEAT) {
        record->open(record, NULL, 0);
        record->word(record, "item", "burro");
        record->number(record, "points", 1);
        record->number(record, "seat", hand->burro);
        record_line_text(record, game, &(explain_score_line_words){.item = "letter", .cards = -1});
        record->close(record);
    }
    record->close(record);
    record_summary(record, &(record_score_summary){.game = game,
                                                   .note = EXPLAIN_NOTE_LETTERS,
                                                   .note_key = "seat",
                                                   .notes = letters,
                                                   .note_count = hand->players});
    record->close(record);
    return TUTOR_OK;
}

const struct tutor_hand_rules burro_hand_rules = {
    .size = sizeof(tutor_burro_hand),
    .rest_in_shuffle_order = 1,
    .exact = 1,
    HAND_HOOKS,
};
