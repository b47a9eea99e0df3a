/*
 * texas_42_hand.c: a whole Texas 42 hand — the auction, the declaration, then trick play.
 *
 * Source: shared/seeds/004. Rules choices (docs/rules-decisions.md):
 *  - "each player, starting with the dealer's left, gets one bid"; "30 points is the lowest
 *    bid, all 42 points is 1 mark, and the opening bid is maxed out at 2 marks" — so a bid of
 *    42 is one mark, the first bid in marks is at most 2, and later mark bids go up one mark;
 *  - Plunge: "at least 4 doubles ... at least 4 marks (this is the only way an opening bid can
 *    be higher than 2 marks)"; Splash: "3 doubles, and a bid of 2 marks"; in both the partner
 *    names trump, and in Splash the partner also leads;
 *  - Nello: "If every player before them has passed, the declarer may bid 1 or 2 marks and go
 *    Nello" — the bid must be 1 or 2 marks and the only bid of the auction;
 *  - Sevens is bid in marks (at least 1), as in the published rule;
 *  - every hand is played to its seventh trick;
 *  - the options the players agreed for the hand (a request's `options`) hold wherever the
 *    declaration does not say otherwise: tutor_42_hand_declare() below.
 */
#include <string.h>

#include "hand_checks.h"
#include "texas_42.h"

/* A bid's size on one scale: points, with a mark worth 42. */
static int bid_value(tutor_42_bid bid) {
    return bid.marks > 0 ? 42 * bid.marks : bid.points;
}

static int bid_marks(tutor_42_bid bid) {
    return bid.marks > 0 ? bid.marks : bid.points == 42 ? 1 : 0;
}

static int is_pass(tutor_42_bid bid) {
    return bid.marks <= 0 && bid.points <= 0;
}

static int doubles_held(const tutor_42_hand *hand, int seat) {
    return tutor_set_size(tutor_set_and(hand->deal.hands[seat], texas_42_doubles()));
}

/* A refusal: the reason in *why, its sentence as the error's message, nothing changed. */
static tutor_status refuse(const tutor_42_hand *hand, tutor_reason_code code,
                           tutor_reason_detail detail, tutor_reason *why, tutor_error *error) {
    return hand_refuse(&tutor_texas_42, &hand->options, hand_detail(code, detail, 0, 0, 0), why,
                       error);
}

tutor_status tutor_42_hand_start(tutor_42_hand *hand, const tutor_deal *deal, int dealer,
                                 tutor_error *error) {
    if (dealer < 0 || dealer >= T42_SEATS)
        return explain_reject(
            &tutor_texas_42,
            (explain_input){.code = EXPLAIN_DEALER_SEAT, .number = {T42_SEATS - 1, dealer}}, error);
    tutor_set all = tutor_set_empty();
    for (int s = 0; s < T42_SEATS; s++) {
        if (tutor_set_size(deal->hands[s]) != T42_HAND)
            return explain_reject(
                &tutor_texas_42,
                (explain_input){.code = EXPLAIN_PIECES_PER_HAND,
                                .number = {T42_HAND, s, tutor_set_size(deal->hands[s])}},
                error);
        if (!tutor_set_is_empty(tutor_set_and(all, deal->hands[s])))
            return explain_reject(&tutor_texas_42,
                                  (explain_input){.code = EXPLAIN_PIECE_DEALT_TWICE}, error);
        all = tutor_set_or(all, deal->hands[s]);
    }
    memset(hand, 0, sizeof *hand);
    hand->deal = *deal;
    hand->dealer = dealer;
    hand->phase = TUTOR_42_BIDDING;
    hand->declarer = TUTOR_NO_SEAT;
    /* Until the declaration, `options` holds the options agreed for the whole hand (none here;
     * the caller may set them after the start): the declaration completes them. */
    tutor_options_init(&hand->options);
    return TUTOR_OK;
}

int tutor_42_hand_turn(const tutor_42_hand *hand) {
    switch (hand->phase) {
    case TUTOR_42_BIDDING:
        return (hand->dealer + 1 + hand->bids_made) % T42_SEATS;
    case TUTOR_42_DECLARING:
        return hand->declarer;
    case TUTOR_42_PLAYING:
        return hand->play.turn;
    default:
        return TUTOR_NO_SEAT;
    }
}

tutor_status tutor_42_hand_bid(tutor_42_hand *hand, tutor_42_bid bid, tutor_reason *why,
                               tutor_error *error) {
    if (hand->phase != TUTOR_42_BIDDING)
        return refuse(hand, TUTOR_OUT_OF_PHASE, TUTOR_42_AUCTION_OVER, why, error);
    int seat = tutor_42_hand_turn(hand);
    if (!is_pass(bid)) {
        int high_marks = bid_marks(hand->high);
        int plunge = doubles_held(hand, seat) >= 4 && bid.marks >= 4;
        if (bid.marks <= 0 && (bid.points < 30 || bid.points > 42))
            return refuse(hand, TUTOR_BAD_BID, TUTOR_42_BID_POINTS, why, error);
        if (bid_value(bid) <= bid_value(hand->high))
            return refuse(hand, TUTOR_BAD_BID, TUTOR_42_BID_NOT_HIGHER, why, error);
        if (bid.marks > 0 && !plunge && bid.marks > (high_marks ? high_marks + 1 : 2))
            return refuse(hand, TUTOR_BAD_BID,
                          high_marks ? TUTOR_42_MARKS_BY_ONE : TUTOR_42_OPENING_MARKS, why, error);
        /* Nello needs every other player to have passed: only an opening bid counts them. */
        hand->passes_before_high = hand->declarer == TUTOR_NO_SEAT ? hand->bids_made : 0;
        hand->high = bid;
        hand->declarer = seat;
    }
    if (++hand->bids_made == T42_SEATS)
        hand->phase = hand->declarer == TUTOR_NO_SEAT ? TUTOR_42_OVER : TUTOR_42_DECLARING;
    return TUTOR_OK;
}

/* Nello: "There are no trumps"; Sevens: only the pips totals count. */
static int has_trumps(int contract) { return contract != T42_NELLO && contract != T42_SEVENS; }

/* Whether the doubles are ranked by choice: "Follow Me (no trumps) declarations may choose
 * whether doubles count as high or low", "Nello players may choose how doubles are treated".
 * In a trump contract each double is the highest of its suit ("Double high ... always"; with
 * doubles trump, 6-6 down to 0-0), and Sevens ranks no tile but by its pips. */
static int doubles_chosen(int contract, int trump) {
    return contract == T42_NELLO || (contract != T42_SEVENS && trump == T42_TRUMP_NONE);
}

/* The options of the hand once declared: what the declaration names, and, where it names
 * nothing, what the players agreed for the whole hand (hand->options, e.g. doubles low in
 * follow-me) when it applies to the contract declared. A declaration naming an option its
 * contract cannot use (a trump for Nello) is refused by tutor_options_complete() below, as
 * every request's options are. */
static void combine_options(const tutor_42_hand *hand, const tutor_options *declared,
                            tutor_options *options) {
    const tutor_options *agreed = &hand->options;
    *options = *declared;
    if (options->value[T42_OPT_CONTRACT] < 0)
        options->value[T42_OPT_CONTRACT] = agreed->value[T42_OPT_CONTRACT];
    int contract =
        options->value[T42_OPT_CONTRACT] < 0 ? T42_NORMAL : options->value[T42_OPT_CONTRACT];
    if (has_trumps(contract) && options->value[T42_OPT_TRUMP] < 0)
        options->value[T42_OPT_TRUMP] = agreed->value[T42_OPT_TRUMP];
    int trump = options->value[T42_OPT_TRUMP];
    if (has_trumps(contract) && trump < 0) return; /* the trump is missing: refused below */
    if (options->value[T42_OPT_DOUBLES] < 0 && doubles_chosen(contract, trump))
        options->value[T42_OPT_DOUBLES] = agreed->value[T42_OPT_DOUBLES];
}

tutor_status tutor_42_hand_declare(tutor_42_hand *hand, const tutor_options *declared,
                                   tutor_reason *why, tutor_error *error) {
    if (hand->phase != TUTOR_42_DECLARING)
        return refuse(hand, TUTOR_OUT_OF_PHASE,
                      hand->phase == TUTOR_42_BIDDING ? TUTOR_42_DECLARE_AFTER_AUCTION
                                                      : TUTOR_42_DECLARED_ALREADY,
                      why, error);
    tutor_options options;
    combine_options(hand, declared, &options);
    int contract = options.value[T42_OPT_CONTRACT] < 0 ? T42_NORMAL
                                                       : options.value[T42_OPT_CONTRACT];
    int marks = bid_marks(hand->high);
    int doubles = doubles_held(hand, hand->declarer);
    int leader = hand->declarer;
    switch (contract) {
    case T42_NELLO:
        if (!(marks == 1 || marks == 2) || hand->passes_before_high < 3)
            return refuse(hand, TUTOR_BAD_DECLARATION, TUTOR_42_NELLO_BID, why, error);
        break;
    case T42_SEVENS:
        if (marks < 1) return refuse(hand, TUTOR_BAD_DECLARATION, TUTOR_42_SEVENS_BID, why, error);
        break;
    case T42_PLUNGE:
        if (doubles < 4 || marks < 4)
            return refuse(hand, TUTOR_BAD_DECLARATION, TUTOR_42_PLUNGE_BID, why, error);
        break;
    case T42_SPLASH:
        if (doubles < 3 || marks < 2)
            return refuse(hand, TUTOR_BAD_DECLARATION, TUTOR_42_SPLASH_BID, why, error);
        leader = (hand->declarer + 2) % T42_SEATS; /* "they also lead to the first trick" */
        break;
    default:
        break;
    }
    if (tutor_options_complete(&tutor_texas_42, &options, TUTOR_FOR_PLAY, NULL)) {
        /* The option the game's check refuses, as every request's options are checked. */
        tutor_reason refused = hand_reason(TUTOR_BAD_DECLARATION, 0);
        texas_42_options_refusal(&options, TUTOR_FOR_PLAY, &refused);
        return hand_refuse(&tutor_texas_42, &hand->options, refused, why, error);
    }
    tutor_play play;
    if (tutor_play_start(&play, &tutor_texas_42, &options, &hand->deal, leader, error))
        return TUTOR_ERROR;
    hand->options = options;
    hand->play = play;
    hand->phase = TUTOR_42_PLAYING;
    return TUTOR_OK;
}

tutor_status tutor_42_hand_play(tutor_42_hand *hand, tutor_card card, tutor_reason *why,
                                tutor_error *error) {
    if (hand->phase != TUTOR_42_PLAYING)
        return hand->phase == TUTOR_42_OVER
                   ? refuse(hand, TUTOR_HAND_OVER, TUTOR_42_TRICKS_PLAYED, why, error)
                   : refuse(hand, TUTOR_OUT_OF_PHASE, TUTOR_42_TILES_AFTER_DECLARATION, why, error);
    if (tutor_play_card(&hand->play, card, why, error)) return TUTOR_ERROR;
    if (hand->play.turn == TUTOR_NO_SEAT) hand->phase = TUTOR_42_OVER;
    return TUTOR_OK;
}

tutor_status tutor_42_hand_score(const tutor_42_hand *hand, int *bidder_count,
                                 tutor_42_score *score, tutor_error *error) {
    if (hand->declarer == TUTOR_NO_SEAT)
        return hand_no_score(&tutor_texas_42, EXPLAIN_EVERY_PLAYER_PASSED, error);
    if (hand->phase != TUTOR_42_OVER)
        return explain_reject(&tutor_texas_42, (explain_input){.code = EXPLAIN_HAND_NOT_OVER},
                              error);
    tutor_count_result points;
    unsigned side = (1u << hand->declarer) | (1u << ((hand->declarer + 2) % T42_SEATS));
    if (tutor_play_points(&hand->play, side, &points, error)) return TUTOR_ERROR;
    *bidder_count = points.points;
    return tutor_42_score_hand(&hand->options, hand->high, points.points, score, error);
}
