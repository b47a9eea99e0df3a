/*
 * burro_hand.c: a whole hand of Burro, from the deal until one player is left holding cards.
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

#include "../explain.h"
#include "../tutor_burro.h"

extern const tutor_game tutor_burro; /* burro.c */

int tutor_burro_hand_stock(const tutor_burro_hand *hand) {
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

/* The first seat from `from` on, in seat order, that still holds cards. */
static int next_holder(const tutor_burro_hand *hand, int from) {
    for (int k = 0; k < hand->players; k++) {
        int seat = (from + k) % hand->players;
        if (!tutor_set_is_empty(hand->hands[seat])) return seat;
    }
    return TUTOR_NO_SEAT;
}

/* "unknown-card" for a card outside the pack these options give, else "duplicate-card". */
static tutor_status card_error(tutor_error *error, tutor_set pack, tutor_card card, int in_stock) {
    return explain_reject(&tutor_burro,
                          (explain_input){.code = tutor_set_has(pack, card)
                                                      ? EXPLAIN_DEALT_MORE_THAN_ONCE
                                                      : EXPLAIN_NOT_IN_OPTIONS_PACK,
                                          .which = in_stock,
                                          .card = card},
                          error);
}

/* The options given (NULL: none) with their defaults filled in. */
static tutor_status completed(const tutor_options *options, tutor_options *o, tutor_error *error) {
    if (options)
        *o = *options;
    else
        tutor_options_init(o);
    return tutor_options_complete(&tutor_burro, o, TUTOR_FOR_PLAY, error);
}

tutor_status tutor_burro_hand_start(tutor_burro_hand *hand, const tutor_options *options,
                                    const tutor_deal *deal, const tutor_card *stock,
                                    int stock_count, int leader, tutor_error *error) {
    tutor_options o;
    if (completed(options, &o, error)) return TUTOR_ERROR;
    int players = tutor_seats(&tutor_burro, &o);
    if (deal->seats != players)
        return explain_reject(&tutor_burro,
                              (explain_input){.code = EXPLAIN_DEAL_HANDS_FOR_OPTIONS,
                                              .number = {deal->seats, players}},
                              error);
    if (leader < 0 || leader >= players)
        return explain_reject(
            &tutor_burro,
            (explain_input){.code = EXPLAIN_LEADER_SEAT, .number = {players - 1, leader}}, error);
    if (stock_count < 0 || stock_count > TUTOR_BURRO_MAX_CARDS)
        return explain_reject(&tutor_burro,
                              (explain_input){.code = EXPLAIN_STOCK_TOO_BIG,
                                              .number = {stock_count, TUTOR_BURRO_MAX_CARDS}},
                              error);
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
        return explain_reject(
            &tutor_burro, (explain_input){.code = EXPLAIN_LEADER_HOLDS_NONE, .number = {leader}},
            error);

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

tutor_status tutor_burro_hand_deal(tutor_burro_hand *hand, const tutor_options *options,
                                   uint64_t seed, int dealer, tutor_error *error) {
    tutor_options o;
    if (completed(options, &o, error)) return TUTOR_ERROR;
    /* The stock keeps the order of the shuffle that dealt it, the first card on top. */
    tutor_hand_start start;
    if (tutor_hand_seeded_start(&tutor_burro, &o, seed, dealer, &start, error)) return TUTOR_ERROR;
    return tutor_burro_hand_start(hand, &o, &start.deal, start.order, start.order_count,
                                  (dealer + 1) % start.deal.seats, error);
}

tutor_burro_choice tutor_burro_hand_legal(const tutor_burro_hand *hand) {
    if (hand->turn == TUTOR_NO_SEAT) {
        tutor_burro_choice none = {tutor_set_empty(), 0, 0};
        return none;
    }
    return tutor_burro_legal(&hand->options, hand->current.cards, hand->current.count,
                             hand->hands[hand->turn], tutor_burro_hand_stock(hand));
}

static tutor_status refuse(const tutor_burro_hand *hand, const tutor_reason *why,
                           tutor_reason *why_out, tutor_error *error) {
    char sentence[sizeof error->message];
    if (why_out) *why_out = *why;
    tutor_explain(&tutor_burro, &hand->options, why, sentence, sizeof sentence);
    return tutor_fail(error, "illegal-action", "%s", sentence);
}

static tutor_reason hand_over(tutor_action action, tutor_card card) {
    tutor_reason why = {0};
    why.code = TUTOR_HAND_OVER;
    why.suit = -1;
    why.card = card;
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
    for (int i = 0; i < trick->count; i++)
        hand->piles[trick->winner] = tutor_set_add(hand->piles[trick->winner], trick->cards[i]);
    if (hand->tricks_done < TUTOR_BURRO_MAX_TRICKS) hand->tricks[hand->tricks_done++] = *trick;
    int leader = next_holder(hand, trick->winner);
    memset(trick, 0, sizeof *trick);
    trick->leader = leader;
    hand->turn = leader;
}

/* The turn goes to the next seat after the one that acted still holding cards; once it would
 * come round to the leader again, the trick is complete. */
static void advance(tutor_burro_hand *hand) {
    int leader = hand->current.leader, players = hand->players;
    for (int k = (hand->turn - leader + players) % players + 1; k < players; k++) {
        int seat = (leader + k) % players;
        if (tutor_set_is_empty(hand->hands[seat])) continue; /* dropped out */
        hand->turn = seat;
        return;
    }
    finish_trick(hand);
}

tutor_status tutor_burro_hand_play(tutor_burro_hand *hand, tutor_card card, tutor_reason *why,
                                   tutor_error *error) {
    tutor_reason refused =
        hand->turn == TUTOR_NO_SEAT
            ? hand_over(TUTOR_ACTION_PLAY, card)
            : tutor_burro_refusal(&hand->options, hand->current.cards, hand->current.count,
                                  hand->hands[hand->turn], tutor_burro_hand_stock(hand), card);
    if (refused.code != TUTOR_REASON_NONE) return refuse(hand, &refused, why, error);
    tutor_trick *trick = &hand->current;
    trick->cards[trick->count] = card;
    trick->seats[trick->count] = (int8_t)hand->turn;
    trick->count++;
    hand->hands[hand->turn] = tutor_set_remove(hand->hands[hand->turn], card);
    if (!over_if_one_left(hand)) advance(hand);
    return TUTOR_OK;
}

tutor_status tutor_burro_hand_draw(tutor_burro_hand *hand, tutor_card *drawn, tutor_reason *why,
                                   tutor_error *error) {
    tutor_reason refused =
        hand->turn == TUTOR_NO_SEAT
            ? hand_over(TUTOR_ACTION_DRAW, 0)
            : tutor_burro_action_refusal(&hand->options, hand->current.cards, hand->current.count,
                                         hand->hands[hand->turn], tutor_burro_hand_stock(hand),
                                         TUTOR_ACTION_DRAW);
    if (refused.code != TUTOR_REASON_NONE) return refuse(hand, &refused, why, error);
    /* One card at a time; the turn stays with the drawer, who then plays, draws again or
     * (once the stock runs out without a card of the suit led) passes. */
    tutor_card card = hand->stock[hand->stock_drawn++];
    hand->hands[hand->turn] = tutor_set_add(hand->hands[hand->turn], card);
    if (drawn) *drawn = card;
    return TUTOR_OK;
}

tutor_status tutor_burro_hand_pass(tutor_burro_hand *hand, tutor_reason *why, tutor_error *error) {
    tutor_reason refused =
        hand->turn == TUTOR_NO_SEAT
            ? hand_over(TUTOR_ACTION_PASS, 0)
            : tutor_burro_action_refusal(&hand->options, hand->current.cards, hand->current.count,
                                         hand->hands[hand->turn], tutor_burro_hand_stock(hand),
                                         TUTOR_ACTION_PASS);
    if (refused.code != TUTOR_REASON_NONE) return refuse(hand, &refused, why, error);
    advance(hand);
    return TUTOR_OK;
}
