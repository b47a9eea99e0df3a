/*
 * tapp_tarock_hand.c: a whole hand of Tapp-Tarock (tutor_tapp_hand.h), from the deal to what
 * each defender pays.
 *
 * Source: shared/seeds/002. Rules choices (docs/rules-decisions.md, "Tapp-Tarock: the whole
 * hand"):
 *  - "The right of the dealer players now opens up the auction": the seat after the dealer
 *    speaks first, and the auction goes round in seat order (counterclockwise);
 *  - "Each player must beat the bid or pass, anyone that passes can't bid again. The player
 *    that bids "solo" ends the auction": a bid beats only a higher one, so there are no ties;
 *    the auction ends at Solo or when every other player has passed, and the last bidder is
 *    the declarer; when all three pass the hand is thrown in, unscored;
 *  - Three cards: "The declarer exposes the talon and takes either the first or last three
 *    cards"; Bottom 3 and Top 3 take their half "without exposing the rest", so that half is
 *    taken at once; Solo: "The entire talon is awarded to the defenders' trick pile";
 *  - the discard: "Kings or the Trull can't be discarded, other trumps can't be discarded
 *    unless there is no other option. All discarded cards must be shown"; it counts "as her
 *    first trick" and "The remaining cards from the talon are added to the defenders' trick
 *    pile". It is made one card at a time, so a trump goes only once no other card may;
 *  - "The declarer can also announce a contract before play begins": after the discard,
 *    before her first card; Pagat Ultimo ("Declarer wins the last trick with Trump I") only
 *    while she holds the Pagat;
 *  - "Play is counterclockwise starting with the declarer": she leads the first trick;
 *  - a Valat is every one of the sixteen tricks won in play.
 * The count is the game's own (tapp_tarock.c) and the payment tutor_tapp_score_hand()'s
 * (tapp_tarock_score.c); this file only says which cards and which outcomes they get.
 */
#include <stdio.h>
#include <string.h>

#include "tutor_tapp_hand.h"
#include "hand_checks.h"
#include "suited.h"

extern const tutor_game tutor_tapp_tarock; /* tapp_tarock.c */

static const tutor_game *const game = &tutor_tapp_tarock;

enum { NO_HALF = -1 };

/* ---- cards ------------------------------------------------------------------------------- */

static tutor_set trumps(void) { return suited_suit_cards(game, SUITED_TRUMP_SUIT); }

/* "Kings or the Trull can't be discarded": the four Kings, the Sküs, the Mond and the Pagat. */
static tutor_set never_discarded(void) {
    tutor_set cards = tutor_set_empty();
    for (int suit = 0; suit < 4; suit++) cards = tutor_set_add(cards, SUITED_CARD(suit, RANK_K));
    cards = tutor_set_add(cards, SUITED_FOOL);
    cards = tutor_set_add(cards, SUITED_TRUMP(21));
    return tutor_set_add(cards, SUITED_TRUMP(1));
}

/* What `holding` may discard next: the cards that are neither trumps nor kept for good, and
 * the trumps only "when there is no other option". */
static tutor_set discardable(tutor_set holding) {
    tutor_set allowed = tutor_set_minus(holding, never_discarded());
    tutor_set others = tutor_set_minus(allowed, trumps());
    return tutor_set_is_empty(others) ? allowed : others;
}

static tutor_options no_options(void) {
    tutor_options options;
    tutor_options_init(&options);
    return options;
}

/* ---- refusals ---------------------------------------------------------------------------- */

/* A refusal by the rules, with the sentence explain.c makes of it. */
static tutor_status refuse(tutor_reason reason, tutor_reason *why, tutor_error *error) {
    tutor_options options = no_options();
    return hand_refuse(game, &options, reason, why, error);
}

static int is_seat(int seat) { return seat >= 0 && seat < TUTOR_TAPP_SEATS; }

static tutor_status reject_seat(int seat, tutor_reason *why, tutor_error *error) {
    return hand_reject_input(game, (explain_input){.code = EXPLAIN_SEAT_OF_THREE, .number = {seat}},
                             why, error);
}

static tutor_status reject_card(tutor_card card, tutor_reason *why, tutor_error *error) {
    return hand_reject_input(game, (explain_input){.code = EXPLAIN_CARD_NUMBER, .number = {card}},
                             why, error);
}

static int in_pack(tutor_card card) {
    tutor_options options = no_options();
    return card < TUTOR_SET_CAPACITY && tutor_set_has(tutor_pack(game, &options), card);
}

/* ---- the deal ---------------------------------------------------------------------------- */

/* A pile of the deal: a seat's hand, or (`seat` -1) the talon. */
static tutor_status check_pile(tutor_set pile, int size, int seat, tutor_set *seen,
                               tutor_error *error) {
    tutor_options options = no_options();
    tutor_set outside = tutor_set_minus(pile, tutor_pack(game, &options));
    if (!tutor_set_is_empty(outside))
        return explain_reject(game,
                              (explain_input){.code = EXPLAIN_PILE_CARD_NUMBER,
                                              .number = {tutor_set_first(outside)},
                                              .which = seat},
                              error);
    tutor_set twice = tutor_set_and(pile, *seen);
    if (!tutor_set_is_empty(twice))
        return explain_reject(game,
                              (explain_input){.code = EXPLAIN_PILE_DEALT_TWICE,
                                              .which = seat,
                                              .card = tutor_set_first(twice)},
                              error);
    if (tutor_set_size(pile) != size)
        return explain_reject(game,
                              (explain_input){.code = EXPLAIN_PILE_SIZE,
                                              .number = {size, tutor_set_size(pile)},
                                              .which = seat},
                              error);
    *seen = tutor_set_or(*seen, pile);
    return TUTOR_OK;
}

tutor_status tutor_tapp_hand_start(tutor_tapp_hand_state *hand, const tutor_deal *deal,
                                   tutor_set talon_top, int dealer, tutor_error *error) {
    if (!is_seat(dealer))
        return explain_reject(
            game, (explain_input){.code = EXPLAIN_DEALER_SEAT, .number = {2, dealer}}, error);
    if (deal->seats != TUTOR_TAPP_SEATS)
        return explain_reject(game,
                              (explain_input){.code = EXPLAIN_GAME_DEAL_HANDS,
                                              .number = {TUTOR_TAPP_SEATS, deal->seats}},
                              error);
    /* "The dealer first sets out six cards face down on the table (the talon) and then
     * assigns each player 16 cards": 16 + 16 + 16 + 6 distinct cards are the whole pack. */
    tutor_set seen = tutor_set_empty();
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++)
        if (check_pile(deal->hands[s], TUTOR_TAPP_HAND_CARDS, s, &seen, error)) return TUTOR_ERROR;
    if (check_pile(deal->rest, TUTOR_TAPP_TALON_CARDS, -1, &seen, error)) return TUTOR_ERROR;
    if (tutor_set_size(talon_top) != TUTOR_TAPP_EXCHANGE ||
        !tutor_set_is_empty(tutor_set_minus(talon_top, deal->rest)))
        return explain_reject(game, (explain_input){.code = EXPLAIN_TALON_TOP}, error);

    memset(hand, 0, sizeof *hand);
    hand->deal.seats = TUTOR_TAPP_SEATS;
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++) {
        hand->deal.hands[s] = deal->hands[s];
        hand->holding[s] = deal->hands[s];
    }
    hand->deal.rest = deal->rest;
    hand->talon[TUTOR_TAPP_TOP_HALF] = talon_top;
    hand->talon[TUTOR_TAPP_BOTTOM_HALF] = tutor_set_minus(deal->rest, talon_top);
    hand->dealer = dealer;
    hand->phase = TUTOR_TAPP_BIDDING;
    /* "The right of the dealer players now opens up the auction" */
    hand->to_speak = (dealer + 1) % TUTOR_TAPP_SEATS;
    hand->declarer = TUTOR_NO_SEAT;
    hand->half_taken = NO_HALF;
    return TUTOR_OK;
}

/* ---- questions --------------------------------------------------------------------------- */

int tutor_tapp_hand_turn(const tutor_tapp_hand_state *hand) {
    switch (hand->phase) {
    case TUTOR_TAPP_BIDDING:
        return hand->to_speak;
    case TUTOR_TAPP_TAKING:
    case TUTOR_TAPP_DISCARDING:
    case TUTOR_TAPP_ANNOUNCING:
        return hand->declarer;
    case TUTOR_TAPP_PLAYING:
        return hand->play.turn;
    default:
        return TUTOR_NO_SEAT;
    }
}

static int play_started(const tutor_tapp_hand_state *hand) {
    return hand->phase == TUTOR_TAPP_ANNOUNCING || hand->phase == TUTOR_TAPP_PLAYING ||
           (hand->phase == TUTOR_TAPP_OVER && hand->declarer != TUTOR_NO_SEAT);
}

tutor_set tutor_tapp_hand_holding(const tutor_tapp_hand_state *hand, int seat) {
    if (!is_seat(seat)) return tutor_set_empty();
    return play_started(hand) ? hand->play.hands[seat] : hand->holding[seat];
}

static int acting(const tutor_tapp_hand_state *hand, tutor_tapp_phase phase, int seat) {
    return hand->phase == phase && is_seat(seat) && seat == tutor_tapp_hand_turn(hand);
}

unsigned tutor_tapp_hand_legal_calls(const tutor_tapp_hand_state *hand, int seat) {
    if (!acting(hand, TUTOR_TAPP_BIDDING, seat)) return 0;
    unsigned calls = TUTOR_TAPP_CALL_BIT(TUTOR_TAPP_PASS);
    int lowest = hand->declarer == TUTOR_NO_SEAT ? TUTOR_TAPP_THREE : (int)hand->bid + 1;
    for (int bid = lowest; bid <= TUTOR_TAPP_SOLO; bid++) calls |= TUTOR_TAPP_CALL_BIT(bid);
    return calls;
}

unsigned tutor_tapp_hand_legal_halves(const tutor_tapp_hand_state *hand, int seat) {
    return acting(hand, TUTOR_TAPP_TAKING, seat)
               ? (1u << TUTOR_TAPP_TOP_HALF) | (1u << TUTOR_TAPP_BOTTOM_HALF)
               : 0;
}

tutor_set tutor_tapp_hand_legal_discards(const tutor_tapp_hand_state *hand, int seat) {
    if (!acting(hand, TUTOR_TAPP_DISCARDING, seat)) return tutor_set_empty();
    return discardable(hand->holding[seat]);
}

static int may_announce(const tutor_tapp_hand_state *hand, tutor_tapp_announcement announcement) {
    if (hand->announced[announcement]) return 0;
    return announcement != TUTOR_TAPP_PAGAT_ULTIMO ||
           tutor_set_has(hand->play.hands[hand->declarer], SUITED_TRUMP(1));
}

unsigned tutor_tapp_hand_legal_announcements(const tutor_tapp_hand_state *hand, int seat) {
    if (!acting(hand, TUTOR_TAPP_ANNOUNCING, seat)) return 0;
    unsigned legal = 0;
    for (int a = 0; a < TUTOR_TAPP_ANNOUNCEMENTS; a++)
        if (may_announce(hand, (tutor_tapp_announcement)a)) legal |= 1u << a;
    return legal;
}

tutor_set tutor_tapp_hand_legal_cards(const tutor_tapp_hand_state *hand, int seat) {
    if (!(acting(hand, TUTOR_TAPP_ANNOUNCING, seat) || acting(hand, TUTOR_TAPP_PLAYING, seat)))
        return tutor_set_empty();
    return tutor_play_legal(&hand->play);
}

/* ---- steps ------------------------------------------------------------------------------- */

/* The tricks, from the hands as they are once the talon and the discard are done: "Play is
 * counterclockwise starting with the declarer". */
static tutor_status begin_play(tutor_tapp_hand_state *hand, tutor_error *error) {
    tutor_deal held = hand->deal;
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++) held.hands[s] = hand->holding[s];
    held.rest = tutor_set_empty();
    tutor_options options = no_options();
    if (tutor_play_start(&hand->play, game, &options, &held, hand->declarer, error))
        return TUTOR_ERROR;
    hand->phase = TUTOR_TAPP_ANNOUNCING;
    return TUTOR_OK;
}

static void take_half(tutor_tapp_hand_state *hand, tutor_tapp_half half) {
    hand->half_taken = half;
    hand->holding[hand->declarer] = tutor_set_or(hand->holding[hand->declarer], hand->talon[half]);
    /* "The remaining cards from the talon are added to the defenders' trick pile." */
    hand->defenders_talon = hand->talon[1 - half];
    hand->phase = TUTOR_TAPP_DISCARDING;
}

/* The auction is won: the contract says what happens to the talon. */
static tutor_status close_auction(tutor_tapp_hand_state *hand, tutor_error *error) {
    switch (hand->bid) {
    case TUTOR_TAPP_THREE: /* "exposes the talon and takes either the first or last three" */
        hand->talon_shown = 1;
        hand->phase = TUTOR_TAPP_TAKING;
        return TUTOR_OK;
    case TUTOR_TAPP_BOTTOM: /* "only takes bottom three cards ... without exposing the rest" */
        take_half(hand, TUTOR_TAPP_BOTTOM_HALF);
        return TUTOR_OK;
    case TUTOR_TAPP_TOP:
        take_half(hand, TUTOR_TAPP_TOP_HALF);
        return TUTOR_OK;
    default: /* Solo: "The entire talon is awarded to the defenders' trick pile." */
        hand->defenders_talon = hand->deal.rest;
        return begin_play(hand, error);
    }
}

static int seats_left(unsigned passed) {
    int left = 0;
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++) left += !(passed & (1u << s));
    return left;
}

/* ---- actions ----------------------------------------------------------------------------- */

tutor_status tutor_tapp_hand_bid(tutor_tapp_hand_state *hand, int seat, int call, tutor_reason *why,
                                 tutor_error *error) {
    if (!is_seat(seat)) return reject_seat(seat, why, error);
    if (call != TUTOR_TAPP_PASS && (call < TUTOR_TAPP_THREE || call > TUTOR_TAPP_SOLO))
        return hand_reject_input(game, (explain_input){.code = EXPLAIN_BID_WORDS}, why, error);
    if (hand->phase != TUTOR_TAPP_BIDDING)
        return refuse(hand_reason(TUTOR_OUT_OF_PHASE, 0), why, error);
    if (hand->passed & (1u << seat))
        return refuse(hand_reason(TUTOR_ALREADY_PASSED, 0), why, error);
    if (seat != hand->to_speak) return refuse(hand_reason(TUTOR_OUT_OF_TURN, 0), why, error);
    /* "Each player must beat the bid or pass" */
    if (call != TUTOR_TAPP_PASS && hand->declarer != TUTOR_NO_SEAT && call <= (int)hand->bid)
        return refuse(hand_reason(TUTOR_BID_TOO_LOW, 0), why, error);

    tutor_tapp_hand_state next = *hand;
    if (call == TUTOR_TAPP_PASS) {
        next.passed |= 1u << seat; /* "anyone that passes can't bid again" */
    } else {
        next.declarer = seat;
        next.bid = (tutor_tapp_bid)call;
    }
    int left = seats_left(next.passed);
    if (left == 0) { /* all three passed: nobody plays this hand */
        next.phase = TUTOR_TAPP_OVER;
    } else if (call == TUTOR_TAPP_SOLO || (left == 1 && next.declarer != TUTOR_NO_SEAT)) {
        /* "The player that bids "solo" ends the auction"; otherwise it ends when the last
         * bidder is the only one who has not passed. */
        if (close_auction(&next, error)) return TUTOR_ERROR;
    } else {
        do {
            next.to_speak = (next.to_speak + 1) % TUTOR_TAPP_SEATS;
        } while (next.passed & (1u << next.to_speak));
    }
    *hand = next;
    return TUTOR_OK;
}

tutor_status tutor_tapp_hand_take(tutor_tapp_hand_state *hand, int seat, tutor_tapp_half half,
                                  tutor_reason *why, tutor_error *error) {
    if (!is_seat(seat)) return reject_seat(seat, why, error);
    if (half != TUTOR_TAPP_TOP_HALF && half != TUTOR_TAPP_BOTTOM_HALF)
        return hand_reject_input(game, (explain_input){.code = EXPLAIN_HALF_WORDS}, why, error);
    if (hand->phase != TUTOR_TAPP_TAKING)
        return refuse(hand_reason(TUTOR_OUT_OF_PHASE, 0), why, error);
    if (seat != hand->declarer) return refuse(hand_reason(TUTOR_OUT_OF_TURN, 0), why, error);
    take_half(hand, half);
    return TUTOR_OK;
}

tutor_status tutor_tapp_hand_discard(tutor_tapp_hand_state *hand, int seat, tutor_card card,
                                     tutor_reason *why, tutor_error *error) {
    if (!is_seat(seat)) return reject_seat(seat, why, error);
    if (!in_pack(card)) return reject_card(card, why, error);
    if (hand->phase != TUTOR_TAPP_DISCARDING)
        return refuse(hand_reason(TUTOR_OUT_OF_PHASE, 0), why, error);
    if (seat != hand->declarer) return refuse(hand_reason(TUTOR_OUT_OF_TURN, 0), why, error);
    tutor_set holding = hand->holding[seat];
    if (!tutor_set_has(holding, card))
        return refuse(hand_reason(TUTOR_NOT_IN_HAND, card), why, error);
    if (tutor_set_has(never_discarded(), card))
        return refuse(hand_reason(TUTOR_MUST_KEEP, card), why, error);
    tutor_set allowed = discardable(holding);
    if (!tutor_set_has(allowed, card))
        return refuse(hand_reason_with(TUTOR_MUST_KEEP, card, tutor_set_first(allowed)), why,
                      error);

    tutor_tapp_hand_state next = *hand;
    next.holding[seat] = tutor_set_remove(holding, card);
    next.discard = tutor_set_add(next.discard, card);
    if (tutor_set_size(next.discard) == TUTOR_TAPP_EXCHANGE && begin_play(&next, error))
        return TUTOR_ERROR;
    *hand = next;
    return TUTOR_OK;
}

tutor_status tutor_tapp_hand_announce(tutor_tapp_hand_state *hand, int seat,
                                      tutor_tapp_announcement announcement, tutor_reason *why,
                                      tutor_error *error) {
    if (!is_seat(seat)) return reject_seat(seat, why, error);
    if (announcement != TUTOR_TAPP_PAGAT_ULTIMO && announcement != TUTOR_TAPP_VALAT)
        return hand_reject_input(game, (explain_input){.code = EXPLAIN_ANNOUNCEMENT_WORDS}, why,
                                 error);
    if (hand->phase != TUTOR_TAPP_ANNOUNCING)
        return refuse(hand_reason(TUTOR_OUT_OF_PHASE, 0), why, error);
    if (seat != hand->declarer) return refuse(hand_reason(TUTOR_OUT_OF_TURN, 0), why, error);
    if (hand->announced[announcement])
        return refuse(hand_reason(TUTOR_BAD_ANNOUNCEMENT, 0), why, error);
    if (!may_announce(hand, announcement)) /* Pagat Ultimo without the Pagat */
        return refuse(hand_reason_with(TUTOR_BAD_ANNOUNCEMENT, SUITED_TRUMP(1), SUITED_TRUMP(1)),
                      why, error);
    hand->announced[announcement] = 1;
    return TUTOR_OK;
}

tutor_status tutor_tapp_hand_play(tutor_tapp_hand_state *hand, int seat, tutor_card card,
                                  tutor_reason *why, tutor_error *error) {
    if (!is_seat(seat)) return reject_seat(seat, why, error);
    if (!in_pack(card)) return reject_card(card, why, error);
    if (hand->phase == TUTOR_TAPP_OVER && hand->declarer != TUTOR_NO_SEAT)
        return refuse(hand_reason(TUTOR_HAND_OVER, card), why, error);
    if (hand->phase != TUTOR_TAPP_ANNOUNCING && hand->phase != TUTOR_TAPP_PLAYING)
        return refuse(hand_reason(TUTOR_OUT_OF_PHASE, 0), why, error);
    if (seat != hand->play.turn) return refuse(hand_reason(TUTOR_OUT_OF_TURN, 0), why, error);
    if (tutor_play_card(&hand->play, card, why, error)) return TUTOR_ERROR;
    hand->phase = hand->play.turn == TUTOR_NO_SEAT ? TUTOR_TAPP_OVER : TUTOR_TAPP_PLAYING;
    return TUTOR_OK;
}

/* ---- the end ----------------------------------------------------------------------------- */

static tutor_status count_points(tutor_set cards, int *points, tutor_error *error) {
    tutor_card list[TUTOR_SET_CAPACITY];
    int n = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, cards) list[n++] = card;
    tutor_options options = no_options();
    tutor_count_result result;
    if (tutor_count(game, &options, list, n, &result, error)) return TUTOR_ERROR;
    *points = result.points;
    return TUTOR_OK;
}

/* How an announceable contract turned out: made or failed if announced, and unannounced it
 * scores only when made. */
static tutor_tapp_contract_result outcome(int announced, int made) {
    if (announced) return made ? TUTOR_TAPP_ANNOUNCED_MADE : TUTOR_TAPP_ANNOUNCED_FAILED;
    return made ? TUTOR_TAPP_SILENT_MADE : TUTOR_TAPP_NONE;
}

/* "Declarer wins the last trick with Trump I": she takes it, and the card she played to it,
 * the winning card, is the Pagat. */
static int pagat_ultimo_made(const tutor_tapp_hand_state *hand) {
    const tutor_trick *last = &hand->play.tricks[hand->play.tricks_done - 1];
    if (last->winner != hand->declarer) return 0;
    for (int i = 0; i < last->count; i++)
        if (last->seats[i] == hand->declarer) return last->cards[i] == SUITED_TRUMP(1);
    return 0;
}

tutor_status tutor_tapp_hand_score(const tutor_tapp_hand_state *hand,
                                   tutor_tapp_hand_result *result, tutor_error *error) {
    if (hand->phase == TUTOR_TAPP_OVER && hand->declarer == TUTOR_NO_SEAT)
        return hand_no_score(game, EXPLAIN_EVERY_PLAYER_PASSED, error);
    if (hand->phase != TUTOR_TAPP_OVER)
        return explain_reject(game, (explain_input){.code = EXPLAIN_HAND_NOT_OVER}, error);
    memset(result, 0, sizeof *result);
    int declarer = hand->declarer;
    result->declarer = declarer;
    result->bid = hand->bid;
    /* The discard "count[s] as her first trick"; the talon cards she did not take go to "the
     * defenders' trick pile". */
    result->declarer_cards = tutor_set_or(hand->play.piles[declarer], hand->discard);
    result->defender_cards = hand->defenders_talon;
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++)
        if (s != declarer)
            result->defender_cards = tutor_set_or(result->defender_cards, hand->play.piles[s]);
    if (count_points(result->declarer_cards, &result->declarer_points, error) ||
        count_points(result->defender_cards, &result->defender_points, error))
        return TUTOR_ERROR;
    for (int t = 0; t < hand->play.tricks_done; t++)
        result->declarer_tricks += hand->play.tricks[t].winner == declarer;
    result->pagat_ultimo =
        outcome(hand->announced[TUTOR_TAPP_PAGAT_ULTIMO], pagat_ultimo_made(hand));
    /* "Valat: ... the declarer wins all the tricks" */
    result->valat = outcome(hand->announced[TUTOR_TAPP_VALAT],
                            result->declarer_tricks == hand->play.tricks_done);

    tutor_tapp_hand scored = {hand->bid, result->declarer_points, result->pagat_ultimo,
                              result->valat};
    if (tutor_tapp_score_hand(&scored, &result->score, error)) return TUTOR_ERROR;
    for (int s = 0; s < TUTOR_TAPP_SEATS; s++)
        result->seat_change[s] = s == declarer ? 2 * result->score.from_each_defender
                                               : -result->score.from_each_defender;
    return TUTOR_OK;
}
