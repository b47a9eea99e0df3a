/*
 * french_tarot_hand.c: a whole hand of French Tarot for 3, 4 or 5 players (tutor_tarot_hand.h).
 *
 * Source: shared/seeds/004 ("French Tarot"); pagat.com's French Tarot page where the seed is
 * silent. Rules choices (docs/rules-decisions.md, "French Tarot: the whole hand"):
 *  - "players have one chance to either bid or pass", from the dealer's left, each bid above
 *    the last; when all pass the hand is thrown in;
 *  - the discard "may not include Trumps, Kings, or the Excuse" unless the hand has too few
 *    other cards; then trumps go down, shown, but never a King or a bout (pagat);
 *  - "After the discard, but before beginning play, the taker names a King": a Queen only when
 *    holding the four Kings, and so on down (pagat); a King of the taker's own, or one in the
 *    chien, leaves the taker alone;
 *  - a poignée is shown "before playing a card to the first trick", at least 13/10/8 trumps
 *    (3/4/5 players); the Excuse may stand in for a trump only when no trump is held back;
 *  - the taker announces a chelem "before the first play, and leads to the first trick";
 *  - the Excuse stays with its player's side, which gives the trick's winners a half-point
 *    card from its won tricks (none when it has none); in the last trick it goes to the trick's
 *    winners, unless it is led there by a side that won every earlier trick: then it wins;
 *  - the petit au bout goes to the side that takes the last trick with the 1 of trumps in it
 *    (the next-to-last trick when the Excuse took the last);
 *  - the cancelled hand: "a player has only the 1 of trumps and neither the excuse nor any
 *    other trump", declared before the first bid.
 * The arithmetic is tutor_tarot_score_hand()'s (french_tarot_score.c); this file applies it
 * to the hand and itemises the result.
 */
#include <string.h>

#include "../tutor_tarot_hand.h"
#include "hand_checks.h"
#include "suited.h"

extern const tutor_game tutor_french_tarot; /* french_tarot.c */

static const tutor_game *const game = &tutor_french_tarot;

/* "3 Players: 24 cards each ... 4 Players: 18 cards each ... 5 Players: 15 cards each";
 * "6 cards are dealt singly to a separate pile called the chien ... With 5 players, the
 * chien is only 3 cards." */
static int hand_size(int players) { return players == 3 ? 24 : players == 4 ? 18 : 15; }
static int chien_size(int players) { return players == 5 ? 3 : 6; }

/* "Single Poignée: 20 points (3-13/4-10/5-8); Double Poignée: 30 points (3-15/4-13/5-10);
 * Triple Poignée: 40 points (3-18/4-15/5-13)" */
static const int poignee_trumps[3][3] = {{13, 15, 18}, {10, 13, 15}, {8, 10, 13}};

int tutor_tarot_poignee_trumps(int players, int level) {
    if (players < 3 || players > 5 || level < 1 || level > 3) return 0;
    return poignee_trumps[players - 3][level - 1];
}

/* ---- cards ------------------------------------------------------------------------------- */

static tutor_set trumps(void) { return suited_suit_cards(game, SUITED_TRUMP_SUIT); }

static tutor_set rank_cards(int rank) {
    tutor_set cards = tutor_set_empty();
    for (int suit = 0; suit < 4; suit++) cards = tutor_set_add(cards, SUITED_CARD(suit, rank));
    return cards;
}

/* The bouts: the Excuse, the 1 and the 21 of trumps. */
static tutor_set bouts(void) {
    tutor_set cards = tutor_set_of(SUITED_FOOL);
    cards = tutor_set_add(cards, SUITED_TRUMP(1));
    return tutor_set_add(cards, SUITED_TRUMP(21));
}

/* The cards a discard takes first: neither trumps, Kings nor the Excuse. */
static tutor_set plain_cards(tutor_set holding) {
    return tutor_set_minus(tutor_set_minus(holding, trumps()),
                           tutor_set_add(rank_cards(RANK_K), SUITED_FOOL));
}

static int contract_takes_chien(tutor_tarot_contract contract) {
    return contract == TUTOR_TAROT_PETITE || contract == TUTOR_TAROT_GARDE;
}

/* ---- refusals ---------------------------------------------------------------------------- */

/* A refusal about a card, with the sentence explain.c makes of it. */
static tutor_status refuse_card(const tutor_tarot_hand_state *hand, tutor_reason *why,
                                const tutor_reason *reason, tutor_error *error) {
    return hand_refuse(game, &hand->options, *reason, why, error);
}

/* A refusal that takes one of its code's particular sentences, with the numbers it states. */
static tutor_status refuse_rule(const tutor_tarot_hand_state *hand, tutor_reason *why,
                                tutor_reason_code code, tutor_reason_detail detail, int first,
                                int second, int third, tutor_error *error) {
    return hand_refuse(game, &hand->options, hand_detail(code, detail, first, second, third), why,
                       error);
}

/* A discard or a poignée that names `card` twice (`code`: bad-discard or bad-poignee). */
static tutor_status refuse_repeated(const tutor_tarot_hand_state *hand, tutor_reason *why,
                                    tutor_reason_code code, int card, tutor_error *error) {
    tutor_reason reason = hand_detail(code, TUTOR_TAROT_NAMED_TWICE, 0, 0, 0);
    reason.card = (tutor_card)card;
    return hand_refuse(game, &hand->options, reason, why, error);
}

/* ---- the state --------------------------------------------------------------------------- */

static int playing(const tutor_tarot_hand_state *hand) {
    return hand->phase == TUTOR_TAROT_PLAYING ||
           (hand->phase == TUTOR_TAROT_OVER && hand->taker != TUTOR_NO_SEAT);
}

/* The seats of the taker's side, as bits. */
static unsigned taker_side(const tutor_tarot_hand_state *hand) {
    unsigned side = 1u << hand->taker;
    if (hand->partner != TUTOR_NO_SEAT) side |= 1u << hand->partner;
    return side;
}

static int same_side(const tutor_tarot_hand_state *hand, int a, int b) {
    unsigned side = taker_side(hand);
    return !(side & (1u << a)) == !(side & (1u << b));
}

tutor_status tutor_tarot_hand_start(tutor_tarot_hand_state *hand, const tutor_options *options,
                                    const tutor_deal *deal, int dealer, tutor_error *error) {
    tutor_options completed = *options;
    if (tutor_options_complete(game, &completed, TUTOR_FOR_PLAY, error)) return TUTOR_ERROR;
    int players = tutor_seats(game, &completed);
    if (dealer < 0 || dealer >= players)
        return explain_reject(
            game, (explain_input){.code = EXPLAIN_DEALER_SEAT, .number = {players - 1, dealer}},
            error);
    if (deal->seats != players)
        return explain_reject(game,
                              (explain_input){.code = EXPLAIN_DEAL_HANDS_FOR_PLAYERS,
                                              .number = {players, players, deal->seats}},
                              error);
    if (hand_check_cards(game, &completed, deal, error)) return TUTOR_ERROR;
    for (int s = 0; s <= players; s++) {
        tutor_set cards = s < players ? deal->hands[s] : deal->rest;
        int expected = s < players ? hand_size(players) : chien_size(players);
        if (tutor_set_size(cards) != expected) {
            if (s == players)
                return explain_reject(
                    game,
                    (explain_input){.code = EXPLAIN_CHIEN_SIZE,
                                    .number = {players, expected, tutor_set_size(cards)}},
                    error);
            return explain_reject(
                game,
                (explain_input){.code = EXPLAIN_HAND_SIZE_FOR_PLAYERS,
                                .number = {players, expected, s, tutor_set_size(cards)}},
                error);
        }
    }
    memset(hand, 0, sizeof *hand);
    hand->options = completed;
    hand->players = players;
    hand->dealer = dealer;
    hand->deal = *deal;
    hand->phase = TUTOR_TAROT_BIDDING;
    hand->taker = TUTOR_NO_SEAT;
    hand->partner = TUTOR_NO_SEAT;
    hand->cancelled_by = TUTOR_NO_SEAT;
    return TUTOR_OK;
}

int tutor_tarot_hand_turn(const tutor_tarot_hand_state *hand) {
    switch (hand->phase) {
    case TUTOR_TAROT_BIDDING:
        /* "Starting with the first hand dealt": the dealer's left, seat dealer + 1. */
        return (hand->dealer + 1 + hand->bids_made) % hand->players;
    case TUTOR_TAROT_DISCARDING:
    case TUTOR_TAROT_CALLING:
        return hand->taker;
    case TUTOR_TAROT_PLAYING:
        return hand->play.turn;
    default:
        return TUTOR_NO_SEAT;
    }
}

tutor_set tutor_tarot_hand_holding(const tutor_tarot_hand_state *hand, int seat) {
    if (seat < 0 || seat >= hand->players) return tutor_set_empty();
    if (playing(hand)) return hand->play.hands[seat];
    tutor_set cards = hand->deal.hands[seat];
    if (seat == hand->taker && hand->phase != TUTOR_TAROT_BIDDING &&
        contract_takes_chien(hand->contract))
        cards = tutor_set_minus(tutor_set_or(cards, hand->deal.rest), hand->discard);
    return cards;
}

int tutor_tarot_hand_partner_known(const tutor_tarot_hand_state *hand) {
    if (!hand->has_called || !playing(hand)) return 0;
    for (int s = 0; s < hand->players; s++)
        if (tutor_set_has(hand->play.hands[s], hand->called)) return 0;
    /* In no hand: played, unless it lay in the chien all along. */
    return !tutor_set_has(hand->deal.rest, hand->called) &&
           !tutor_set_has(hand->discard, hand->called);
}

tutor_set tutor_tarot_hand_discardable(const tutor_tarot_hand_state *hand) {
    if (hand->phase != TUTOR_TAROT_DISCARDING) return tutor_set_empty();
    tutor_set holding = tutor_tarot_hand_holding(hand, hand->taker);
    tutor_set plain = plain_cards(holding);
    if (tutor_set_size(plain) >= chien_size(hand->players)) return plain;
    /* Too few: trumps may go down too, never the 1 or the 21 (nor a King or the Excuse). */
    return tutor_set_or(plain, tutor_set_minus(tutor_set_and(holding, trumps()), bouts()));
}

/* Play begins: every hand as it now stands, and `leader` leads. */
static tutor_status begin_play(tutor_tarot_hand_state *hand, int leader, tutor_error *error) {
    tutor_deal now = hand->deal;
    for (int s = 0; s < hand->players; s++) now.hands[s] = tutor_tarot_hand_holding(hand, s);
    now.rest = tutor_set_empty();
    if (tutor_play_start(&hand->play, game, &hand->options, &now, leader, error))
        return TUTOR_ERROR;
    hand->phase = TUTOR_TAROT_PLAYING;
    return TUTOR_OK;
}

/* "The player to the dealer's right (or left, if you dealt clockwise) begins by leading":
 * here the seat after the dealer, the first to bid. */
static int first_leader(const tutor_tarot_hand_state *hand) {
    return hand->chelem_announced ? hand->taker : (hand->dealer + 1) % hand->players;
}

/* After the chien is dealt with: the call with 5 players, else play. */
static tutor_status after_chien(tutor_tarot_hand_state *hand, tutor_error *error) {
    if (hand->players == 5) {
        hand->phase = TUTOR_TAROT_CALLING;
        return TUTOR_OK;
    }
    return begin_play(hand, first_leader(hand), error);
}

/* Each action other than a play changes a copy, committed only when all of it went well. */
static tutor_status commit(tutor_tarot_hand_state *hand, const tutor_tarot_hand_state *next,
                           tutor_status status) {
    if (status == TUTOR_OK) *hand = *next;
    return status;
}

/* ---- the auction ------------------------------------------------------------------------- */

tutor_status tutor_tarot_hand_cancel(tutor_tarot_hand_state *hand, tutor_reason *why,
                                     tutor_error *error) {
    if (hand->phase != TUTOR_TAROT_BIDDING || hand->bids_made > 0)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE, TUTOR_TAROT_CANCEL_BEFORE_BID, 0, 0, 0,
                           error);
    for (int s = 0; s < hand->players; s++) {
        tutor_set held = tutor_set_and(hand->deal.hands[s], tutor_set_add(trumps(), SUITED_FOOL));
        if (!tutor_set_equal(held, tutor_set_of(SUITED_TRUMP(1)))) continue;
        hand->cancelled_by = s;
        hand->phase = TUTOR_TAROT_OVER;
        return TUTOR_OK;
    }
    return refuse_rule(hand, why, TUTOR_BAD_DECLARATION, TUTOR_TAROT_NOBODY_CANCELS, 0, 0, 0,
                       error);
}

tutor_status tutor_tarot_hand_bid(tutor_tarot_hand_state *hand, int bid, tutor_reason *why,
                                  tutor_error *error) {
    if (hand->phase != TUTOR_TAROT_BIDDING)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE, TUTOR_TAROT_AUCTION_OVER, 0, 0, 0, error);
    if (bid != TUTOR_TAROT_PASS && (bid < TUTOR_TAROT_PETITE || bid > TUTOR_TAROT_GARDE_CONTRE))
        return refuse_rule(hand, why, TUTOR_BAD_BID, TUTOR_TAROT_NOT_A_BID, 0, 0, 0, error);
    if (bid != TUTOR_TAROT_PASS && hand->taker != TUTOR_NO_SEAT && bid <= (int)hand->contract)
        return refuse_rule(hand, why, TUTOR_BAD_BID, TUTOR_TAROT_BID_NOT_HIGHER,
                           (int)hand->contract, 0, 0, error);
    tutor_tarot_hand_state next = *hand;
    if (bid != TUTOR_TAROT_PASS) {
        next.taker = tutor_tarot_hand_turn(hand);
        next.contract = (tutor_tarot_contract)bid;
    }
    tutor_status status = TUTOR_OK;
    if (++next.bids_made == next.players) {
        if (next.taker == TUTOR_NO_SEAT) /* all passed: thrown in */
            next.phase = TUTOR_TAROT_OVER;
        else if (contract_takes_chien(next.contract))
            next.phase = TUTOR_TAROT_DISCARDING;
        else /* garde sans, garde contre: "Nobody looks at the chien" */
            status = after_chien(&next, error);
    }
    return commit(hand, &next, status);
}

/* ---- the chien and the call -------------------------------------------------------------- */

tutor_status tutor_tarot_hand_discard(tutor_tarot_hand_state *hand, const tutor_card *cards, int n,
                                      tutor_reason *why, tutor_error *error) {
    if (hand->phase != TUTOR_TAROT_DISCARDING)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE,
                           hand->phase == TUTOR_TAROT_BIDDING ? TUTOR_TAROT_DISCARD_AFTER_AUCTION
                                                              : TUTOR_TAROT_DISCARD_MADE,
                           0, 0, 0, error);
    int size = chien_size(hand->players);
    if (n != size)
        return refuse_rule(hand, why, TUTOR_BAD_DISCARD, TUTOR_TAROT_DISCARD_SIZE, size, n, 0,
                           error);
    int twice = hand_repeated_card(cards, n);
    if (twice >= 0) return refuse_repeated(hand, why, TUTOR_BAD_DISCARD, twice, error);
    tutor_set holding = tutor_tarot_hand_holding(hand, hand->taker), discard = tutor_set_empty();
    for (int i = 0; i < n; i++) {
        tutor_reason reason = hand_reason(TUTOR_NOT_IN_HAND, cards[i]);
        if (!tutor_set_has(holding, cards[i])) return refuse_card(hand, why, &reason, error);
        discard = tutor_set_add(discard, cards[i]);
    }
    /* Kings and bouts never go down; a trump only once every other card has gone. */
    tutor_set never = tutor_set_or(rank_cards(RANK_K), bouts());
    tutor_set kept_plain = tutor_set_minus(plain_cards(holding), discard);
    for (int i = 0; i < n; i++) {
        tutor_reason reason = hand_reason(TUTOR_BAD_DISCARD, cards[i]);
        if (tutor_set_has(never, cards[i])) return refuse_card(hand, why, &reason, error);
        if (!suited_is_trump(game, cards[i]) || tutor_set_is_empty(kept_plain)) continue;
        reason = hand_reason_with(TUTOR_BAD_DISCARD, cards[i], tutor_set_first(kept_plain));
        return refuse_card(hand, why, &reason, error);
    }
    tutor_tarot_hand_state next = *hand;
    next.discard = discard;
    /* "the discarded Trump ... must be shown to the other players as it goes into the chien" */
    next.discard_shown = tutor_set_and(discard, trumps());
    return commit(hand, &next, after_chien(&next, error));
}

tutor_status tutor_tarot_hand_call(tutor_tarot_hand_state *hand, tutor_card card, tutor_reason *why,
                                   tutor_error *error) {
    if (hand->phase != TUTOR_TAROT_CALLING)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE,
                           hand->players != 5 ? TUTOR_TAROT_CALL_FIVE : TUTOR_TAROT_CALL_ONCE, 0, 0,
                           0, error);
    int rank = card < SUITED_FIRST_TRUMP ? card % SUITED_SUIT_CARDS + 1 : 0;
    if (rank < RANK_J) {
        tutor_reason reason = hand_reason(TUTOR_BAD_CALL, card);
        return refuse_card(hand, why, &reason, error);
    }
    /* "If nobody has the named king, the taker names the Queen of a suit, and so on": a lower
     * rank only when every card of each rank above it is the taker's own. */
    tutor_set holding = tutor_tarot_hand_holding(hand, hand->taker);
    for (int above = RANK_K; above > rank; above--) {
        tutor_set missing = tutor_set_minus(rank_cards(above), holding);
        if (tutor_set_is_empty(missing)) continue;
        tutor_reason reason = hand_reason_with(TUTOR_BAD_CALL, card, tutor_set_first(missing));
        return refuse_card(hand, why, &reason, error);
    }
    tutor_tarot_hand_state next = *hand;
    next.has_called = 1;
    next.called = card;
    for (int s = 0; s < hand->players; s++)
        if (s != hand->taker && tutor_set_has(tutor_tarot_hand_holding(hand, s), card))
            next.partner = s;
    return commit(hand, &next, begin_play(&next, first_leader(&next), error));
}

/* ---- the announcements ------------------------------------------------------------------- */

/* Whether no card has been played yet. */
static int before_first_card(const tutor_tarot_hand_state *hand) {
    return hand->phase == TUTOR_TAROT_PLAYING && hand->play.tricks_done == 0 &&
           hand->play.current.count == 0;
}

tutor_status tutor_tarot_hand_poignee(tutor_tarot_hand_state *hand, const tutor_card *cards, int n,
                                      tutor_reason *why, tutor_error *error) {
    /* In the first trick, the seat to play has not played yet. */
    if (hand->phase != TUTOR_TAROT_PLAYING || hand->play.tricks_done > 0)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE, TUTOR_TAROT_POIGNEE_FIRST_TRICK, 0, 0, 0,
                           error);
    int seat = hand->play.turn;
    if (hand->poignee[seat])
        return refuse_rule(hand, why, TUTOR_BAD_POIGNEE, TUTOR_TAROT_POIGNEE_SHOWN, seat, 0, 0,
                           error);
    int twice = hand_repeated_card(cards, n);
    if (twice >= 0) return refuse_repeated(hand, why, TUTOR_BAD_POIGNEE, twice, error);
    tutor_set holding = hand->play.hands[seat], shown = tutor_set_empty();
    for (int i = 0; i < n; i++) {
        tutor_reason reason = hand_reason(TUTOR_NOT_IN_HAND, cards[i]);
        if (!tutor_set_has(holding, cards[i])) return refuse_card(hand, why, &reason, error);
        reason = hand_reason(TUTOR_BAD_POIGNEE, cards[i]);
        if (cards[i] != SUITED_FOOL && !suited_is_trump(game, cards[i]))
            return refuse_card(hand, why, &reason, error);
        shown = tutor_set_add(shown, cards[i]);
    }
    tutor_set held_back = tutor_set_minus(tutor_set_and(holding, trumps()), shown);
    if (tutor_set_has(shown, SUITED_FOOL) && !tutor_set_is_empty(held_back)) {
        tutor_reason reason =
            hand_reason_with(TUTOR_BAD_POIGNEE, SUITED_FOOL, tutor_set_first(held_back));
        return refuse_card(hand, why, &reason, error);
    }
    int level = 0;
    while (level < 3 && n >= tutor_tarot_poignee_trumps(hand->players, level + 1)) level++;
    if (level == 0)
        return refuse_rule(hand, why, TUTOR_BAD_POIGNEE, TUTOR_TAROT_POIGNEE_SHORT, hand->players,
                           tutor_tarot_poignee_trumps(hand->players, 1), n, error);
    hand->poignee[seat] = level;
    hand->poignee_shown[seat] = shown;
    return TUTOR_OK;
}

tutor_status tutor_tarot_hand_chelem(tutor_tarot_hand_state *hand, tutor_reason *why,
                                     tutor_error *error) {
    /* "announces chelem before the first play": once there is a taker, until the first card. */
    int before_play = hand->phase == TUTOR_TAROT_DISCARDING || hand->phase == TUTOR_TAROT_CALLING;
    if (!before_play && !before_first_card(hand))
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE,
                           hand->phase == TUTOR_TAROT_BIDDING ? TUTOR_TAROT_CHELEM_AFTER_AUCTION
                                                              : TUTOR_TAROT_CHELEM_BEFORE_CARD,
                           0, 0, 0, error);
    if (hand->chelem_announced)
        return refuse_rule(hand, why, TUTOR_BAD_DECLARATION, TUTOR_TAROT_CHELEM_ANNOUNCED, 0, 0, 0,
                           error);
    tutor_tarot_hand_state next = *hand;
    next.chelem_announced = 1;
    /* "and leads to the first trick" (first_leader() when play begins later) */
    if (before_play) return commit(hand, &next, TUTOR_OK);
    return commit(hand, &next, begin_play(&next, next.taker, error));
}

/* ---- the tricks -------------------------------------------------------------------------- */

/* "if the taker's team or the opponent team has won every trick so far and leads the fool to
 * the final trick, this is the only way the Fool can win a trick." */
static void settle_last_trick(tutor_tarot_hand_state *hand) {
    tutor_play *play = &hand->play;
    tutor_trick *last = &play->tricks[play->tricks_done - 1];
    if (last->cards[0] != SUITED_FOOL || last->winner == last->leader) return;
    for (int t = 0; t < play->tricks_done - 1; t++)
        if (!same_side(hand, play->tricks[t].winner, last->leader)) return;
    for (int i = 0; i < last->count; i++) {
        play->piles[last->winner] = tutor_set_remove(play->piles[last->winner], last->cards[i]);
        play->piles[last->leader] = tutor_set_add(play->piles[last->leader], last->cards[i]);
    }
    last->winner = last->leader;
    memset(&last->why, 0, sizeof last->why);
    last->why.code = TUTOR_WINS_EXCUSE_LED_LAST;
    last->why.card = SUITED_FOOL;
    last->why.suit = SUITED_NO_SUIT;
}

tutor_status tutor_tarot_hand_play(tutor_tarot_hand_state *hand, tutor_card card, tutor_reason *why,
                                   tutor_error *error) {
    if (hand->phase == TUTOR_TAROT_OVER) {
        tutor_reason reason = hand_reason(TUTOR_HAND_OVER, card);
        if (hand->taker != TUTOR_NO_SEAT) return refuse_card(hand, why, &reason, error);
        return refuse_rule(hand, why, TUTOR_HAND_OVER, TUTOR_TAROT_THROWN_IN, 0, 0, 0, error);
    }
    if (hand->phase != TUTOR_TAROT_PLAYING)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE,
                           hand->phase == TUTOR_TAROT_CALLING ? TUTOR_TAROT_PLAY_AFTER_CALL
                                                              : TUTOR_TAROT_PLAY_AFTER_DISCARD,
                           0, 0, 0, error);
    if (tutor_play_card(&hand->play, card, why, error)) return TUTOR_ERROR;
    if (hand->play.turn == TUTOR_NO_SEAT) {
        settle_last_trick(hand);
        hand->phase = TUTOR_TAROT_OVER;
    }
    return TUTOR_OK;
}

/* ---- the score --------------------------------------------------------------------------- */

/* The cards each side counts: its tricks, and the chien or the discard where the contract
 * puts them. The Excuse's payback is applied after. */
static void side_piles(const tutor_tarot_hand_state *hand, tutor_set *taker_cards,
                       tutor_set *defence_cards) {
    unsigned side = taker_side(hand);
    *taker_cards = *defence_cards = tutor_set_empty();
    for (int s = 0; s < hand->players; s++) {
        tutor_set *into = side & (1u << s) ? taker_cards : defence_cards;
        *into = tutor_set_or(*into, hand->play.piles[s]);
    }
    switch (hand->contract) {
    case TUTOR_TAROT_PETITE:
    case TUTOR_TAROT_GARDE: /* "The chien cards count toward their points to win" */
        *taker_cards = tutor_set_or(*taker_cards, hand->discard);
        break;
    case TUTOR_TAROT_GARDE_SANS: /* "the card points count towards the taker's score" */
        *taker_cards = tutor_set_or(*taker_cards, hand->deal.rest);
        break;
    case TUTOR_TAROT_GARDE_CONTRE: /* "the card points do not help the taker" */
        *defence_cards = tutor_set_or(*defence_cards, hand->deal.rest);
        break;
    }
}

/* "the player who played the Fool keeps it, giving the winning player any half-point card
 * from their won tricks instead"; "In the last trick, the Fool is claimed by the winner of
 * the trick." The card given is the lowest half-point card of the side's tricks. */
static void pay_for_excuse(const tutor_tarot_hand_state *hand, tutor_set *taker_cards,
                           tutor_set *defence_cards, tutor_tarot_hand_result *result) {
    const tutor_play *play = &hand->play;
    for (int t = 0; t < play->tricks_done - 1; t++) {
        const tutor_trick *trick = &play->tricks[t];
        for (int i = 0; i < trick->count; i++) {
            if (trick->cards[i] != SUITED_FOOL) continue;
            int owner = trick->seats[i];
            if (same_side(hand, owner, trick->winner)) return;
            int taker_owns = (taker_side(hand) >> owner) & 1u;
            tutor_set *keeper = taker_owns ? taker_cards : defence_cards;
            tutor_set *winners = taker_owns ? defence_cards : taker_cards;
            *winners = tutor_set_remove(*winners, SUITED_FOOL);
            *keeper = tutor_set_add(*keeper, SUITED_FOOL);
            result->excuse_returned = 1;
            tutor_set won = tutor_set_empty();
            for (int s = 0; s < hand->players; s++)
                if (same_side(hand, s, owner)) won = tutor_set_or(won, play->piles[s]);
            tutor_card card;
            TUTOR_SET_FOREACH(card, won) {
                if (card == SUITED_FOOL || suited_card_points(game, card) != 1) continue;
                *keeper = tutor_set_remove(*keeper, card);
                *winners = tutor_set_add(*winners, card);
                result->excuse_paid = 1;
                result->excuse_payment = card;
                break;
            }
            return;
        }
    }
}

/* "This is a 10-point bonus for playing the 1 of Trumps in the last trick. If winning all the
 * tricks and taking the last one with the Fool, petit au bout is scored by playing the 1 of
 * Trumps in the next-to-last trick. The points are won by the team that takes the last
 * trick." */
static tutor_tarot_side petit_au_bout(const tutor_tarot_hand_state *hand, int *early) {
    const tutor_play *play = &hand->play;
    const tutor_trick *last = &play->tricks[play->tricks_done - 1];
    const tutor_trick *bout = last;
    *early = last->why.code == TUTOR_WINS_EXCUSE_LED_LAST && play->tricks_done > 1;
    if (*early) bout = &play->tricks[play->tricks_done - 2];
    for (int i = 0; i < bout->count; i++)
        if (bout->cards[i] == SUITED_TRUMP(1))
            return (taker_side(hand) >> last->winner) & 1u ? TUTOR_TAROT_TAKER
                                                           : TUTOR_TAROT_DEFENCE;
    return TUTOR_TAROT_NOBODY;
}

/* "If one side wins all the tricks, they score for chelem." */
static tutor_tarot_chelem chelem(const tutor_tarot_hand_state *hand) {
    int taker_tricks = 0;
    for (int t = 0; t < hand->play.tricks_done; t++)
        taker_tricks += (taker_side(hand) >> hand->play.tricks[t].winner) & 1u;
    if (taker_tricks == hand->play.tricks_done)
        return hand->chelem_announced ? TUTOR_CHELEM_ANNOUNCED_MADE : TUTOR_CHELEM_MADE;
    if (hand->chelem_announced) return TUTOR_CHELEM_ANNOUNCED_FAILED;
    return taker_tricks == 0 ? TUTOR_CHELEM_DEFENCE_MADE : TUTOR_CHELEM_NONE;
}

/* A line of the score: its item and points, and its sentence, made from its numbers. */
static void add_line(tutor_tarot_hand_result *result, const char *item, int points,
                     explain_line_words words) {
    tutor_tarot_line *line = &result->lines[result->line_count++];
    line->item = item;
    line->points = points;
    result->hand_score += points;
    explain_line(game, &words, line->text, sizeof line->text);
}

/* The hand's score as the arithmetic gives it for these figures. */
static int score_of(const tutor_options *options, tutor_tarot_hand figures) {
    tutor_tarot_score score;
    tutor_tarot_score_hand(options, &figures, &score, NULL);
    return score.hand_score;
}

/* Each line is what one part of the hand adds to tutor_tarot_score_hand()'s score: the game
 * alone, then the petit au bout, each poignée and the chelem on top of it. */
static void itemise(const tutor_tarot_hand_state *hand, const tutor_tarot_hand *figures,
                    int early_petit, tutor_tarot_hand_result *result) {
    const tutor_options *options = &hand->options;
    tutor_tarot_hand bare = *figures;
    bare.petit_au_bout = TUTOR_TAROT_NOBODY;
    bare.poignee = 0;
    bare.chelem = TUTOR_CHELEM_NONE;
    int game_points = score_of(options, bare);
    tutor_tarot_hand single = bare;
    single.contract = TUTOR_TAROT_PETITE;
    int unit = score_of(options, single); /* the game at petite: 25 and the difference */
    int multiplier = game_points / unit;
    int margin = result->difference < 0 ? -result->difference : result->difference;
    add_line(
        result, "game", game_points,
        (explain_line_words){EXPLAIN_TAROT_GAME,
                             {(int)hand->contract, result->won, figures->taker_halves,
                              figures->bouts, result->needed + result->difference, result->needed,
                              margin, unit < 0 ? -unit : unit, multiplier, game_points}});
    if (figures->petit_au_bout != TUTOR_TAROT_NOBODY) {
        tutor_tarot_hand with = bare;
        with.petit_au_bout = figures->petit_au_bout;
        int points = score_of(options, with) - game_points;
        add_line(
            result, "petit-au-bout", points,
            (explain_line_words){EXPLAIN_TAROT_PETIT_AU_BOUT,
                                 {early_petit, (int)figures->petit_au_bout, multiplier, points}});
    }
    for (int s = 0; s < hand->players; s++) {
        if (!hand->poignee[s]) continue;
        tutor_tarot_hand with = bare;
        with.poignee = hand->poignee[s];
        int points = score_of(options, with) - game_points;
        add_line(result, "poignee", points,
                 (explain_line_words){EXPLAIN_TAROT_POIGNEE,
                                      {s, hand->poignee[s], tutor_set_size(hand->poignee_shown[s]),
                                       result->won, points}});
    }
    if (figures->chelem != TUTOR_CHELEM_NONE) {
        tutor_tarot_hand with = bare;
        with.chelem = figures->chelem;
        int points = score_of(options, with) - game_points;
        add_line(result, "chelem", points,
                 (explain_line_words){EXPLAIN_TAROT_CHELEM, {(int)figures->chelem, points}});
    }
}

tutor_status tutor_tarot_hand_score(const tutor_tarot_hand_state *hand,
                                    tutor_tarot_hand_result *result, tutor_error *error) {
    if (hand->taker == TUTOR_NO_SEAT)
        return hand_no_score(game,
                             hand->cancelled_by != TUTOR_NO_SEAT ? EXPLAIN_HAND_CANCELLED
                                                                 : EXPLAIN_EVERY_PLAYER_PASSED,
                             error);
    if (hand->phase != TUTOR_TAROT_OVER)
        return explain_reject(game, (explain_input){.code = EXPLAIN_HAND_NOT_OVER}, error);
    memset(result, 0, sizeof *result);
    result->taker = hand->taker;
    result->partner = hand->partner;
    result->contract = hand->contract;
    tutor_set taker_cards, defence_cards;
    side_piles(hand, &taker_cards, &defence_cards);
    pay_for_excuse(hand, &taker_cards, &defence_cards, result);
    result->taker_cards = taker_cards;
    tutor_card cards[TUTOR_SET_CAPACITY];
    int n = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, taker_cards) cards[n++] = card;
    tutor_count_result points;
    if (tutor_count(game, &hand->options, cards, n, &points, error)) return TUTOR_ERROR;
    int early_petit = 0;
    tutor_tarot_hand figures = {
        hand->contract, points.points, points.extra, petit_au_bout(hand, &early_petit), 0,
        chelem(hand)};
    result->taker_halves = figures.taker_halves;
    result->bouts = figures.bouts;
    result->petit_au_bout = figures.petit_au_bout;
    result->chelem = figures.chelem;
    tutor_tarot_score score;
    if (tutor_tarot_score_hand(&hand->options, &figures, &score, error)) return TUTOR_ERROR;
    result->won = score.won;
    result->needed = score.needed;
    result->difference = score.difference;
    itemise(hand, &figures, early_petit, result);
    /* Every defender pays the hand's score; the partner takes one share of it, the taker the
     * rest (with 3 or 4 players, or 5 with no partner, the taker takes it all). */
    unsigned side = taker_side(hand);
    int defenders = hand->players - (hand->partner == TUTOR_NO_SEAT ? 1 : 2);
    for (int s = 0; s < hand->players; s++)
        result->seat_change[s] = side & (1u << s) ? result->hand_score : -result->hand_score;
    result->seat_change[hand->taker] =
        result->hand_score * (defenders - (hand->partner == TUTOR_NO_SEAT ? 0 : 1));
    return TUTOR_OK;
}
