/*
 * french_tarot_hand.c: a whole hand of French Tarot for 3, 4 or 5 players behind the one hand
 * interface (tutor_hand in tutor.h), the `score` request's arithmetic, and the whole game's
 * payments, which Tapp-Tarock's game shares (payment_match_rules).
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
 * The hand's score is score_figures()'s arithmetic, which the `score` request shares, applied
 * to the hand and itemised.
 *
 * The moves:
 *  - the auction: TUTOR_MOVE_BID (number: a tarot_contract), TUTOR_MOVE_PASS_BID, and
 *    TUTOR_MOVE_FLAG FLAG_CANCEL for the player who holds the 1 of trumps alone;
 *  - the taker's discard: TUTOR_MOVE_DISCARD, one card at a time, as many as the chien held;
 *  - with 5 players the call: TUTOR_MOVE_CALL;
 *  - a poignée: TUTOR_MOVE_SHOW, one card at a time, ended by TUTOR_MOVE_DONE;
 *  - the taker's chelem: TUTOR_MOVE_FLAG FLAG_CHELEM; and TUTOR_MOVE_PLAY.
 */
#include <string.h>

#include "hand_checks.h"
#include "suited.h"

typedef enum { PETITE, GARDE, GARDE_SANS, GARDE_CONTRE } tarot_contract;

typedef enum {
    BIDDING,    /* one bid or pass each, from the dealer's left */
    DISCARDING, /* petite, garde: the taker has taken the chien and discards */
    CALLING,    /* 5 players: the taker calls a king */
    PLAYING,    /* the announcements, then the tricks */
    OVER        /* every trick played, or the hand thrown in */
} tarot_phase;

/* A value: fixed size, no pointers but the game inside `play`, so copying is cloning. */
typedef struct {
    tutor_options options;
    int players;
    int dealer;
    tutor_deal deal; /* as dealt: the hands, and the chien in `rest` */
    tarot_phase phase;
    int bids_made;
    int taker; /* the highest bidder, or TUTOR_NO_SEAT while every bid is a pass */
    tarot_contract contract;
    int cancelled_by;        /* the seat that cancelled the hand (the 1 of trumps alone), or
                                TUTOR_NO_SEAT */
    tutor_set discard;       /* petite, garde: the taker's discard, which counts for the taker */
    tutor_set discard_shown; /* the trumps in it, shown to the table as they go down */
    int has_called;          /* 5 players: the call is made */
    tutor_card called;
    int partner; /* the holder of the called card, or TUTOR_NO_SEAT when the taker
                    plays alone (the taker holds it, or it lies in the chien) */
    int chelem_announced;
    int poignee[TUTOR_MAX_SEATS]; /* 0 none, 1 single, 2 double, 3 triple */
    tutor_set poignee_shown[TUTOR_MAX_SEATS];
    tutor_play play; /* the tricks, from the moment play can begin */
} tarot;

_Static_assert(sizeof(tarot) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

extern const tutor_game tutor_french_tarot; /* french_tarot.c */

static const tutor_game *const game = &tutor_french_tarot;

/* TUTOR_MOVE_FLAG's numbers. */
enum { FLAG_CANCEL, FLAG_CHELEM, FLAGS };

/* In tarot_phase's order. */
static const char *const phases[] = {"bidding", "discarding", "calling", "playing", "over"};

/* The contracts, the sides, the chelems and the poignées as the records word them. */
static const char *const contract_words[] = {"petite", "garde", "garde-sans", "garde-contre"};
static const char *const side_words[] = {NULL, "taker", "defence"};
static const char *const chelem_words[] = {NULL, "announced-made", "announced-failed", "made",
                                           "defence-made"};
static const char *const poignee_words[] = {NULL, "single", "double", "triple"};

/* "3 Players: 24 cards each ... 4 Players: 18 cards each ... 5 Players: 15 cards each";
 * "6 cards are dealt singly to a separate pile called the chien ... With 5 players, the
 * chien is only 3 cards." */
static int hand_size(int players) { return players == 3 ? 24 : players == 4 ? 18 : 15; }
static int chien_size(int players) { return players == 5 ? 3 : 6; }

/* The trumps a poignée needs, by players less 3 and level less 1 (single, double, triple):
 * "Single Poignée: 20 points (3-13/4-10/5-8); Double Poignée: 30 points (3-15/4-13/5-10);
 * Triple Poignée: 40 points (3-18/4-15/5-13)" */
static const int poignee_trumps[3][3] = {{13, 15, 18}, {10, 13, 15}, {8, 10, 13}};

/* ---- cards ------------------------------------------------------------------------------- */

static tutor_set trumps(void) { return suited_suit_cards(game, SUITED_TRUMP_SUIT); }

/* The bouts: the Excuse, the 1 and the 21 of trumps, the pack's honours (french_tarot.c). */
static tutor_set bouts(void) { return game->suited->honours; }

/* The cards a discard takes first: neither trumps, Kings nor the Excuse. */
static tutor_set plain_cards(tutor_set holding) {
    return tutor_set_minus(tutor_set_minus(holding, trumps()),
                           tutor_set_add(hand_rank_cards(RANK_K), SUITED_FOOL));
}

static int contract_takes_chien(tarot_contract contract) {
    return contract == PETITE || contract == GARDE;
}

/* ---- refusals ---------------------------------------------------------------------------- */

/* A refusal with the sentence explain.c makes of its reason. */
static tutor_status refuse(const tarot *hand, tutor_reason reason, tutor_reason *why,
                           tutor_error *error) {
    return hand_refuse(game, &hand->options, reason, why, error);
}

/* A refusal that takes one of its code's particular sentences (those with numbers to state
 * make their reason with hand_detail). */
static tutor_status refuse_rule(const tarot *hand, tutor_reason *why, tutor_reason_code code,
                                tutor_reason_detail detail, tutor_error *error) {
    return refuse(hand, hand_detail(code, detail, 0, 0, 0), why, error);
}

/* A discard or a poignée that names `card` twice (`code`: bad-discard or bad-poignee). */
static tutor_status refuse_repeated(const tarot *hand, tutor_reason *why, tutor_reason_code code,
                                    int card, tutor_error *error) {
    tutor_reason reason = hand_detail(code, TUTOR_DETAIL_CARD_NAMED_TWICE, 0, 0, 0);
    reason.card = (tutor_card)card;
    return refuse(hand, reason, why, error);
}

/* ---- the state --------------------------------------------------------------------------- */

/* Whether trick play has begun (its game set): playing, or over after play. */
static int playing(const tarot *hand) { return hand->play.game != NULL; }

/* The seats of the taker's side, as bits. */
static unsigned taker_side(const tarot *hand) {
    unsigned side = 1u << hand->taker;
    if (hand->partner != TUTOR_NO_SEAT) side |= 1u << hand->partner;
    return side;
}

static int same_side(const tarot *hand, int a, int b) {
    unsigned side = taker_side(hand);
    return !(side & (1u << a)) == !(side & (1u << b));
}

/* Whether the taker has taken the chien up (petite, garde), which shows it to all. */
static int chien_taken(const tarot *hand) {
    return hand->taker != TUTOR_NO_SEAT && hand->phase != BIDDING &&
           contract_takes_chien(hand->contract);
}

static tutor_status reject(explain_input_code code, int first, int second, int third, int fourth,
                           tutor_error *error) {
    return explain_reject(
        game, (explain_input){.code = code, .number = {first, second, third, fourth}}, error);
}

/* `deal` holds `players` hands of 24, 18 or 15 cards (3, 4, 5 players) and the chien (6, or 3
 * with 5 players) in `rest`; the chien is a set: its order does not matter. */
static tutor_status start(void *state, const tutor_game *played, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    (void)played;
    tarot *hand = state;
    const tutor_deal *deal = &start->deal;
    int dealer = start->dealer;
    tutor_options completed = *options;
    if (tutor_options_complete(game, &completed, TUTOR_FOR_PLAY, error)) return TUTOR_ERROR;
    int players = tutor_seats(game, &completed);
    if (dealer < 0 || dealer >= players)
        return reject(EXPLAIN_DEALER_SEAT, players - 1, dealer, 0, 0, error);
    if (deal->seats != players)
        return reject(EXPLAIN_DEAL_HANDS_FOR_PLAYERS, players, players, deal->seats, 0, error);
    if (hand_check_cards(game, &completed, deal, error)) return TUTOR_ERROR;
    for (int s = 0; s < players; s++)
        if (tutor_set_size(deal->hands[s]) != hand_size(players))
            return reject(EXPLAIN_HAND_SIZE_FOR_PLAYERS, players, hand_size(players), s,
                          tutor_set_size(deal->hands[s]), error);
    if (tutor_set_size(deal->rest) != chien_size(players))
        return reject(EXPLAIN_CHIEN_SIZE, players, chien_size(players), tutor_set_size(deal->rest),
                      0, error);
    memset(hand, 0, sizeof *hand);
    hand->options = completed;
    hand->players = players;
    hand->dealer = dealer;
    hand->deal = *deal;
    hand->phase = BIDDING;
    hand->taker = TUTOR_NO_SEAT;
    hand->partner = TUTOR_NO_SEAT;
    hand->cancelled_by = TUTOR_NO_SEAT;
    return TUTOR_OK;
}

static int turn(const void *state) {
    const tarot *hand = state;
    /* "Starting with the first hand dealt": the dealer's left, seat dealer + 1. */
    if (hand->phase == BIDDING) return (hand->dealer + 1 + hand->bids_made) % hand->players;
    if (hand->phase == PLAYING) return hand->play.turn;
    return hand->phase == OVER ? TUTOR_NO_SEAT : hand->taker;
}

HAND_STATE_HOOKS(tarot, ((const tarot *)state)->players)

/* What `seat` holds now: the taker holds the chien too while discarding. */
static tutor_set holding(const void *state, int seat) {
    const tarot *hand = state;
    if (seat < 0 || seat >= hand->players) return tutor_set_empty();
    if (playing(hand)) return hand->play.hands[seat];
    tutor_set cards = hand->deal.hands[seat];
    if (seat == hand->taker && chien_taken(hand))
        cards = tutor_set_minus(tutor_set_or(cards, hand->deal.rest), hand->discard);
    return cards;
}

static int tricks(const void *state, const tutor_trick **taken, int *count, tutor_trick *current) {
    return hand_play_tricks(&((const tarot *)state)->play, taken, count, current);
}

/* Whether the called card has been played, which makes the partner known to all. */
static int partner_known(const tarot *hand) {
    if (!hand->has_called || !playing(hand)) return 0;
    for (int s = 0; s < hand->players; s++)
        if (tutor_set_has(hand->play.hands[s], hand->called)) return 0;
    /* In no hand: played, unless it lay in the chien all along. */
    return !tutor_set_has(hand->deal.rest, hand->called) &&
           !tutor_set_has(hand->discard, hand->called);
}

/* The cards a discard may hold now (the taker's, while discarding): the cards that are
 * neither trumps, Kings nor the Excuse, and the trumps other than the 1 and the 21 when
 * there are too few of those. */
static tutor_set discardable(const tarot *hand) {
    if (hand->phase != DISCARDING) return tutor_set_empty();
    tutor_set held = holding(hand, hand->taker);
    tutor_set plain = plain_cards(held);
    if (tutor_set_size(plain) >= chien_size(hand->players)) return plain;
    return tutor_set_or(plain, tutor_set_minus(tutor_set_and(held, trumps()), bouts()));
}

/* Play begins: every hand as it now stands, and `leader` leads. */
static tutor_status begin_play(tarot *hand, int leader, tutor_error *error) {
    tutor_deal now = hand->deal;
    for (int s = 0; s < hand->players; s++) now.hands[s] = holding(hand, s);
    now.rest = tutor_set_empty();
    if (tutor_play_start(&hand->play, game, &hand->options, &now, leader, error))
        return TUTOR_ERROR;
    hand->phase = PLAYING;
    return TUTOR_OK;
}

/* "The player to the dealer's right (or left, if you dealt clockwise) begins by leading":
 * here the seat after the dealer, the first to bid. */
static int first_leader(const tarot *hand) {
    return hand->chelem_announced ? hand->taker : (hand->dealer + 1) % hand->players;
}

/* After the chien is dealt with: the call with 5 players, else play. */
static tutor_status after_chien(tarot *hand, tutor_error *error) {
    if (hand->players == 5) {
        hand->phase = CALLING;
        return TUTOR_OK;
    }
    return begin_play(hand, first_leader(hand), error);
}

/* Each action other than a play changes a copy, committed only when all of it went well. */
static tutor_status commit(tarot *hand, const tarot *next, tutor_status status) {
    if (status == TUTOR_OK) *hand = *next;
    return status;
}

/* ---- the auction ------------------------------------------------------------------------- */

/* Before the first bid, the player holding the 1 of trumps with no other trump and not the
 * Excuse cancels the hand: it is over with no taker, to be redealt. The cancel names no seat:
 * it is that player's move only on their turn. */
static tutor_status cancel(tarot *hand, tutor_reason *why, tutor_error *error) {
    if (hand->phase != BIDDING || hand->bids_made > 0)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE, TUTOR_DETAIL_CANCEL_BEFORE_BID, error);
    for (int s = 0; s < hand->players; s++) {
        tutor_set held = tutor_set_and(hand->deal.hands[s], tutor_set_add(trumps(), SUITED_FOOL));
        if (!tutor_set_equal(held, tutor_set_of(SUITED_TRUMP(1)))) continue;
        if (s != turn(hand))
            return refuse_rule(hand, why, TUTOR_BAD_DECLARATION, TUTOR_DETAIL_CANCEL_ON_TURN,
                               error);
        hand->cancelled_by = s;
        hand->phase = OVER;
        return TUTOR_OK;
    }
    return refuse_rule(hand, why, TUTOR_BAD_DECLARATION, TUTOR_DETAIL_NOBODY_CANCELS, error);
}

/* A bid for the seat whose turn it is: PASS or a contract higher than the last. */
enum { PASS = -1 };
static tutor_status make_bid(tarot *hand, int bid, tutor_reason *why, tutor_error *error) {
    if (hand->phase != BIDDING)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE, TUTOR_DETAIL_BID_OR_PASS_ONCE, error);
    if (bid != PASS && hand->taker != TUTOR_NO_SEAT && bid <= (int)hand->contract)
        return refuse(hand,
                      hand_detail(TUTOR_BAD_BID, TUTOR_DETAIL_BID_NOT_ABOVE_CONTRACT,
                                  (int)hand->contract, 0, 0),
                      why, error);
    tarot next = *hand;
    if (bid != PASS) {
        next.taker = turn(hand);
        next.contract = (tarot_contract)bid;
    }
    tutor_status status = TUTOR_OK;
    if (++next.bids_made == next.players) {
        if (next.taker == TUTOR_NO_SEAT) /* all passed: thrown in */
            next.phase = OVER;
        else if (contract_takes_chien(next.contract))
            next.phase = DISCARDING;
        else /* garde sans, garde contre: "Nobody looks at the chien" */
            status = after_chien(&next, error);
    }
    return commit(hand, &next, status);
}

/* ---- the chien and the call -------------------------------------------------------------- */

/* The taker's discard, made once it is whole (hand_discard_move): as many cards as the chien
 * held, distinct. */
static tutor_status make_discard(void *state, const tutor_card *cards, int n, tutor_reason *why,
                                 tutor_error *error) {
    tarot *hand = state;
    if (hand->phase != DISCARDING)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE,
                           hand->phase == BIDDING ? TUTOR_DETAIL_DISCARD_AFTER_AUCTION
                                                  : TUTOR_DETAIL_DISCARD_MADE,
                           error);
    int size = chien_size(hand->players);
    if (n != size)
        return refuse(hand, hand_detail(TUTOR_BAD_DISCARD, TUTOR_DETAIL_DISCARD_SIZE, size, n, 0),
                      why, error);
    int twice = hand_repeated_card(cards, n);
    if (twice >= 0) return refuse_repeated(hand, why, TUTOR_BAD_DISCARD, twice, error);
    tutor_set held = holding(hand, hand->taker), discard = tutor_set_empty();
    for (int i = 0; i < n; i++) {
        if (!tutor_set_has(held, cards[i]))
            return refuse(hand, hand_reason(TUTOR_NOT_IN_HAND, cards[i]), why, error);
        discard = tutor_set_add(discard, cards[i]);
    }
    /* Kings and bouts never go down; a trump only once every other card has gone. */
    tutor_set never = tutor_set_or(hand_rank_cards(RANK_K), bouts());
    tutor_set kept_plain = tutor_set_minus(plain_cards(held), discard);
    for (int i = 0; i < n; i++) {
        if (tutor_set_has(never, cards[i]))
            return refuse(hand, hand_reason(TUTOR_BAD_DISCARD, cards[i]), why, error);
        if (!suited_is_trump(game, cards[i]) || tutor_set_is_empty(kept_plain)) continue;
        return refuse(hand,
                      hand_reason_with(TUTOR_BAD_DISCARD, cards[i], tutor_set_first(kept_plain)),
                      why, error);
    }
    tarot next = *hand;
    next.discard = discard;
    /* "the discarded Trump ... must be shown to the other players as it goes into the chien" */
    next.discard_shown = tutor_set_and(discard, trumps());
    return commit(hand, &next, after_chien(&next, error));
}

/* 5 players: the taker calls a King (a Queen when holding the four Kings, and so on down). */
static tutor_status call_card(tarot *hand, tutor_card card, tutor_reason *why, tutor_error *error) {
    if (hand->phase != CALLING)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE,
                           hand->players != 5 ? TUTOR_DETAIL_CALL_FIVE : TUTOR_DETAIL_CALL_ONCE,
                           error);
    int rank = card < SUITED_FIRST_TRUMP ? card % SUITED_SUIT_CARDS + 1 : 0;
    if (rank < RANK_J) return refuse(hand, hand_reason(TUTOR_BAD_CALL, card), why, error);
    /* "If nobody has the named king, the taker names the Queen of a suit, and so on": a lower
     * rank only when every card of each rank above it is the taker's own. */
    tutor_set held = holding(hand, hand->taker);
    for (int above = RANK_K; above > rank; above--) {
        tutor_set missing = tutor_set_minus(hand_rank_cards(above), held);
        if (tutor_set_is_empty(missing)) continue;
        return refuse(hand, hand_reason_with(TUTOR_BAD_CALL, card, tutor_set_first(missing)), why,
                      error);
    }
    tarot next = *hand;
    next.has_called = 1;
    next.called = card;
    for (int s = 0; s < hand->players; s++)
        if (s != hand->taker && tutor_set_has(holding(hand, s), card)) next.partner = s;
    return commit(hand, &next, begin_play(&next, first_leader(&next), error));
}

/* ---- the announcements ------------------------------------------------------------------- */

/* A poignée shown by the seat to play, before its first card: n distinct trumps, at least the
 * single's number; the Excuse may stand in for one when every trump held is shown. Its level
 * (1 single, 2 double, 3 triple) goes to *level. */
static tutor_status check_poignee(const tarot *hand, const tutor_card *cards, int n, int *level,
                                  tutor_reason *why, tutor_error *error) {
    /* In the first trick, the seat to play has not played yet. */
    if (hand->phase != PLAYING || hand->play.tricks_done > 0)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE, TUTOR_DETAIL_POIGNEE_FIRST_TRICK, error);
    int seat = hand->play.turn;
    if (hand->poignee[seat])
        return refuse(hand, hand_detail(TUTOR_BAD_POIGNEE, TUTOR_DETAIL_POIGNEE_SHOWN, seat, 0, 0),
                      why, error);
    int twice = hand_repeated_card(cards, n);
    if (twice >= 0) return refuse_repeated(hand, why, TUTOR_BAD_POIGNEE, twice, error);
    tutor_set holding = hand->play.hands[seat], shown = tutor_set_empty();
    for (int i = 0; i < n; i++) {
        if (!tutor_set_has(holding, cards[i]))
            return refuse(hand, hand_reason(TUTOR_NOT_IN_HAND, cards[i]), why, error);
        if (cards[i] != SUITED_FOOL && !suited_is_trump(game, cards[i]))
            return refuse(hand, hand_reason(TUTOR_BAD_POIGNEE, cards[i]), why, error);
        shown = tutor_set_add(shown, cards[i]);
    }
    tutor_set held_back = tutor_set_minus(tutor_set_and(holding, trumps()), shown);
    if (tutor_set_has(shown, SUITED_FOOL) && !tutor_set_is_empty(held_back))
        return refuse(hand,
                      hand_reason_with(TUTOR_BAD_POIGNEE, SUITED_FOOL, tutor_set_first(held_back)),
                      why, error);
    const int *needed = poignee_trumps[hand->players - 3];
    *level = 0;
    while (*level < 3 && n >= needed[*level]) ++*level;
    if (*level == 0)
        return refuse(
            hand,
            hand_detail(TUTOR_BAD_POIGNEE, TUTOR_DETAIL_POIGNEE_SHORT, hand->players, needed[0], n),
            why, error);
    return TUTOR_OK;
}

/* A poignée, one card at a time, then DONE, which shows them. Before it, the cards so far
 * must be completable: with every trump held (and then the Excuse, which may make up the
 * number only when every trump is shown), checked as a whole. */
static hand_outcome poignee(tarot *hand, const tutor_move *moves, int n, tutor_reason *why,
                            tutor_error *error) {
    tutor_card cards[TUTOR_SET_CAPACITY];
    int done = moves[n - 1].kind == TUTOR_MOVE_DONE, shown = done ? n - 1 : n, count = shown;
    int level, seat = turn(hand);
    for (int i = 0; i < shown; i++) cards[i] = moves[i].card;
    tutor_set named = hand_moves_cards(moves, shown);
    if (done) {
        if (check_poignee(hand, cards, shown, &level, why, error)) return HAND_REFUSED;
        hand->poignee[seat] = level;
        hand->poignee_shown[seat] = named;
        return HAND_APPLIED;
    }
    tutor_set held = seat == TUTOR_NO_SEAT ? tutor_set_empty() : hand->play.hands[seat];
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_set_minus(tutor_set_and(held, trumps()), named))
    cards[count++] = card;
    if (check_poignee(hand, cards, count, &level, why, error) == TUTOR_OK) return HAND_MORE;
    if (!tutor_set_has(tutor_set_minus(held, named), SUITED_FOOL)) return HAND_REFUSED;
    cards[count++] = SUITED_FOOL;
    memset(why, 0, sizeof *why);
    if (check_poignee(hand, cards, count, &level, why, error)) return HAND_REFUSED;
    return HAND_MORE;
}

/* The taker announces a chelem once the auction is over and before the first card is played
 * (during the discard and the call too), when the taker is to move, and then leads. */
static tutor_status chelem(tarot *hand, tutor_reason *why, tutor_error *error) {
    /* "announces chelem before the first play": once there is a taker, until the first card. */
    int before_play = hand->phase == DISCARDING || hand->phase == CALLING;
    int first_card = hand->play.tricks_done == 0 && hand->play.current.count == 0;
    if (!before_play && !(hand->phase == PLAYING && first_card))
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE,
                           hand->phase == BIDDING ? TUTOR_DETAIL_CHELEM_AFTER_AUCTION
                                                  : TUTOR_DETAIL_CHELEM_BEFORE_CARD,
                           error);
    if (hand->chelem_announced)
        return refuse_rule(hand, why, TUTOR_BAD_DECLARATION, TUTOR_DETAIL_CHELEM_ANNOUNCED, error);
    if (turn(hand) != hand->taker)
        return refuse_rule(hand, why, TUTOR_BAD_DECLARATION, TUTOR_DETAIL_CHELEM_TAKER, error);
    tarot next = *hand;
    next.chelem_announced = 1;
    /* "and leads to the first trick" (first_leader() when play begins later) */
    return commit(hand, &next, before_play ? TUTOR_OK : begin_play(&next, next.taker, error));
}

/* ---- the tricks -------------------------------------------------------------------------- */

/* "if the taker's team or the opponent team has won every trick so far and leads the fool to
 * the final trick, this is the only way the Fool can win a trick." */
static void settle_last_trick(tarot *hand) {
    tutor_play *play = &hand->play;
    tutor_trick *last = &play->tricks[play->tricks_done - 1];
    if (last->cards[0] != SUITED_FOOL || last->winner == last->leader) return;
    for (int t = 0; t < play->tricks_done - 1; t++)
        if (!same_side(hand, play->tricks[t].winner, last->leader)) return;
    tutor_set cards = tutor_trick_cards(last);
    play->piles[last->winner] = tutor_set_minus(play->piles[last->winner], cards);
    play->piles[last->leader] = tutor_set_or(play->piles[last->leader], cards);
    last->winner = last->leader;
    last->why = hand_reason(TUTOR_WINS_EXCUSE_LED_LAST, SUITED_FOOL);
}

/* A card for the seat whose turn it is to play. */
static tutor_status play_card(tarot *hand, tutor_card card, tutor_reason *why, tutor_error *error) {
    if (hand->phase == OVER) {
        if (hand->taker != TUTOR_NO_SEAT)
            return refuse(hand, hand_reason(TUTOR_HAND_OVER, card), why, error);
        return refuse_rule(hand, why, TUTOR_HAND_OVER, TUTOR_DETAIL_THROWN_IN, error);
    }
    if (hand->phase != PLAYING)
        return refuse_rule(hand, why, TUTOR_OUT_OF_PHASE,
                           hand->phase == CALLING ? TUTOR_DETAIL_PLAY_AFTER_CALL
                                                  : TUTOR_DETAIL_PLAY_AFTER_DISCARD,
                           error);
    if (tutor_play_card(&hand->play, card, why, error)) return TUTOR_ERROR;
    if (hand->play.turn == TUTOR_NO_SEAT) {
        settle_last_trick(hand);
        hand->phase = OVER;
    }
    return TUTOR_OK;
}

/* ---- the moves --------------------------------------------------------------------------- */

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
     /* the French words themselves, in every language */
     .local_names = {[TUTOR_LANG_FR] = contract_names,
                     [TUTOR_LANG_IT] = contract_names,
                     [TUTOR_LANG_ES] = contract_names,
                     [TUTOR_LANG_PT] = contract_names,
                     [TUTOR_LANG_DE] = contract_names},
     .first = PETITE,
     .last = GARDE_CONTRE},
    {.kind = TUTOR_MOVE_PASS_BID, .key = "bid", .value = TUTOR_WRITTEN_WORD, .words = pass_word},
    {.kind = TUTOR_MOVE_FLAG, .key = "cancel", .value = TUTOR_WRITTEN_TRUE, .number = FLAG_CANCEL},
    {.kind = TUTOR_MOVE_FLAG, .key = "chelem", .value = TUTOR_WRITTEN_TRUE, .number = FLAG_CHELEM},
    {.kind = TUTOR_MOVE_DISCARD, .key = "discard", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_CALL, .key = "call", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_SHOW, .key = "poignee", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_DONE, .key = "done", .value = TUTOR_WRITTEN_TRUE},
    {.kind = TUTOR_MOVE_PLAY, .key = "play", .value = TUTOR_WRITTEN_CARD},
};

static int vocabulary(const tutor_game *played, const struct hand_word **words) {
    (void)played;
    return HAND_WORDS(moves_written);
}

/* The moves on offer: bids lowest first, pass, cancel; the discard's cards; the calls; the
 * poignée, the chelem (the taker's, from the end of the auction to the first card) and the
 * plays. While a discard or a poignée is being made, only its continuations. */
static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    const tarot *hand = state;
    int seat = turn(hand), count = 0;
    tutor_set named = hand_moves_cards(pending, n);
    switch (hand->phase) {
    case BIDDING: /* the vocabulary's first three: the contracts, pass and cancel */
        return hand_every_move(moves_written, 3, tutor_set_empty(), out);
    case DISCARDING:
        count = hand_card_moves(out, TUTOR_MOVE_DISCARD, tutor_set_minus(discardable(hand), named));
        if (n > 0) return count; /* a discard under way */
        break;
    case CALLING:
        count = hand_card_moves(out, TUTOR_MOVE_CALL, tutor_pack(game, &hand->options));
        break;
    case PLAYING:
        /* A poignée may be begun by the seat to play before its first card, once a hand; it
         * goes on with the trumps (and the Excuse) not shown yet. */
        if (hand->play.tricks_done > 0 || hand->poignee[seat]) break;
        count = hand_card_moves(out, TUTOR_MOVE_SHOW,
                                tutor_set_minus(tutor_set_and(hand->play.hands[seat],
                                                              tutor_set_add(trumps(), SUITED_FOOL)),
                                                named));
        if (n == 0) break;
        out[count++] = (tutor_move){TUTOR_MOVE_DONE, 0, 0}; /* a poignée under way */
        return count;
    default:
        return 0;
    }
    out[count++] = (tutor_move){TUTOR_MOVE_FLAG, 0, FLAG_CHELEM};
    if (hand->phase == PLAYING) /* the cards the trick allows: the others would be refused */
        count += hand_card_moves(out + count, TUTOR_MOVE_PLAY, tutor_play_legal(&hand->play));
    return count;
}

/* ---- applying moves ---------------------------------------------------------------------- */

/* A move's own fields: the ones its kind does not use are 0, its number in range. */
static tutor_status check_fields(tutor_move move, tutor_error *error) {
    switch (move.kind) {
    case TUTOR_MOVE_PLAY:
    case TUTOR_MOVE_DISCARD:
    case TUTOR_MOVE_CALL:
    case TUTOR_MOVE_SHOW:
        if (move.number != 0) return reject(EXPLAIN_CARD_MOVE_NO_NUMBER, 0, 0, 0, 0, error);
        return TUTOR_OK;
    case TUTOR_MOVE_BID:
        if (move.card != 0 || move.number < PETITE || move.number > GARDE_CONTRE)
            return reject(EXPLAIN_CONTRACT_NUMBER, 0, 0, 0, 0, error);
        return TUTOR_OK;
    case TUTOR_MOVE_FLAG:
        if (move.card != 0 || move.number < 0 || move.number >= FLAGS)
            return reject(EXPLAIN_FLAG_NUMBER, 0, 0, 0, 0, error);
        return TUTOR_OK;
    case TUTOR_MOVE_PASS_BID:
    case TUTOR_MOVE_DONE:
        if (move.card != 0 || move.number != 0)
            return reject(EXPLAIN_PASS_OR_DONE_EMPTY, 0, 0, 0, 0, error);
        return TUTOR_OK;
    default:
        return reject(EXPLAIN_MOVES_BIDS_DISCARD_CALL, 0, 0, 0, 0, error);
    }
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tarot *hand = state;
    tutor_move move = moves[n - 1];
    if (check_fields(move, error)) return HAND_REFUSED;
    int discarding = moves[0].kind == TUTOR_MOVE_DISCARD;
    int showing = moves[0].kind == TUTOR_MOVE_SHOW || moves[0].kind == TUTOR_MOVE_DONE;
    /* a discard or a poignée under way: only its own moves go on with it */
    if (n > 1 && (discarding ? move.kind != TUTOR_MOVE_DISCARD
                             : move.kind != TUTOR_MOVE_SHOW && move.kind != TUTOR_MOVE_DONE))
        return hand_outcome_of(refuse_rule(
            hand, why, TUTOR_OUT_OF_PHASE,
            discarding ? TUTOR_DETAIL_DISCARD_UNDER_WAY : TUTOR_DETAIL_POIGNEE_UNDER_WAY, error));
    /* The discard, one card at a time: the last makes them all. A card the rule does not let
     * go is refused with the rules' reason: the discard is checked as a whole, made up with the
     * first cards the rule lets go (the plain cards, then trumps: set order). */
    if (discarding)
        return hand_discard_move(hand, make_discard, discardable(hand), chien_size(hand->players),
                                 moves, n, why, error);
    if (showing) return poignee(hand, moves, n, why, error);
    switch (move.kind) {
    case TUTOR_MOVE_BID:
    case TUTOR_MOVE_PASS_BID:
        return hand_outcome_of(
            make_bid(hand, move.kind == TUTOR_MOVE_BID ? move.number : PASS, why, error));
    case TUTOR_MOVE_FLAG:
        return hand_outcome_of(move.number == FLAG_CANCEL ? cancel(hand, why, error)
                                                          : chelem(hand, why, error));
    case TUTOR_MOVE_CALL:
        return hand_outcome_of(call_card(hand, move.card, why, error));
    default:
        return hand_outcome_of(play_card(hand, move.card, why, error));
    }
}

/* ---- what each seat sees ----------------------------------------------------------------- */

/* As describe() shows the table: the chien lies face down until a taker takes it up (petite,
 * garde), which shows it to all, and for good in a garde sans or contre; the discard is the
 * taker's, but its trumps are shown as they go down; poignées are shown to all. Once the
 * discard is made, the others know where a card of the chien is only when it could not go down
 * unseen (a King, a trump, the Excuse: still in the taker's hand, or shown); a plain card of it
 * may be in the hand or the discard, so its place is hidden. */
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
        view->shown[s] = tutor_set_and(hand->poignee_shown[s], holding(hand, s));
    if (!taken) {
        view->hidden_aside = tutor_set_size(chien);
        return;
    }
    int taker = hand->taker;
    if (hand->phase == DISCARDING || seat == taker) {
        /* The chien turned up, all in the taker's hand until the discard, which is the
         * taker's own. */
        view->seen = tutor_set_or(view->seen, tutor_set_or(chien, hand->discard));
        if (seat != taker) view->shown[taker] = tutor_set_or(view->shown[taker], chien);
        view->aside = hand->discard;
        return;
    }
    view->seen = tutor_set_or(view->seen, hand->discard_shown);
    view->aside = hand->discard_shown;
    view->hidden_aside = tutor_set_size(tutor_set_minus(hand->discard, hand->discard_shown));
    tutor_set taker_holds = holding(hand, taker);
    tutor_set known = tutor_set_minus(tutor_set_and(chien, taker_holds), plain_cards(chien));
    view->shown[taker] = tutor_set_or(view->shown[taker], known);
}

/* ---- the score --------------------------------------------------------------------------- */

/* The end-of-hand arithmetic, which the whole hand and the `score` request share. Source:
 * shared/seeds/004 ("Scoring"): "(Base score x bid multiplier) + Poignée + Chelem"; the base
 * is "25 for the game", plus or minus the difference between the points needed (36, 41, 51, 56
 * for 3, 2, 1, 0 bouts) and those won, plus or minus the petit au bout's 10; multipliers 1,
 * 2, 4, 6; poignées 20, 30, 40; chelem 400 announced and made, -200 announced and failed, 200
 * made unannounced. "the half point is rounded up if the taker wins, and down if they lose."
 * Each defender pays the hand's score to the taker (or is paid it). Rules choices
 * (docs/rules-decisions.md): exactly the points needed wins; the poignée goes to the side that
 * wins the hand; a defence chelem costs the taker 200. */
typedef struct {
    tarot_contract contract;
    int taker_halves; /* the taker's side's card points, in half-points */
    int bouts;        /* 0..3 */
    explain_side petit_au_bout;
    int poignee; /* 0 none, 1 single, 2 double, 3 triple */
    explain_outcome chelem;
} tarot_figures;

typedef struct {
    int won;
    int needed;
    int difference; /* rounded card points less what was needed */
    int hand_score; /* what each defender pays the taker (negative: the taker pays) */
} tarot_tally;

static tarot_tally score_figures(const tarot_figures *hand) {
    static const int needed_by_bouts[4] = {56, 51, 41, 36};
    static const int multiplier[4] = {1, 2, 4, 6};
    static const int poignee_bonus[4] = {0, 20, 30, 40};
    static const int chelem_bonus[] = {0, 400, -200, 200, -200};
    tarot_tally score;
    score.needed = needed_by_bouts[hand->bouts];
    score.won = hand->taker_halves >= 2 * score.needed; /* exactly the points needed wins */
    /* Half a point is rounded in the taker's favour when they win, against them when not. */
    int points = score.won ? (hand->taker_halves + 1) / 2 : hand->taker_halves / 2;
    score.difference = points - score.needed;
    int base = 25 + (score.difference < 0 ? -score.difference : score.difference);
    int signed_base = score.won ? base : -base;
    if (hand->petit_au_bout == EXPLAIN_TAKERS_SIDE) signed_base += 10;
    if (hand->petit_au_bout == EXPLAIN_DEFENCE) signed_base -= 10;
    score.hand_score = signed_base * multiplier[hand->contract] +
                       (score.won ? 1 : -1) * poignee_bonus[hand->poignee] +
                       chelem_bonus[hand->chelem];
    return score;
}

/* The `score` request: the words follow the enums' order, an absent one (-1) becoming the
 * enum's first value (nobody, none). */
static const tutor_score_field score_fields[] = {
    {"contract", TUTOR_SCORE_WORD, TUTOR_SCORE_REQUIRED, contract_words, 0, 4},
    {"taker_points", TUTOR_SCORE_HALVES, TUTOR_SCORE_REQUIRED, NULL, 0, 91},
    {"bouts", TUTOR_SCORE_WHOLE, TUTOR_SCORE_REQUIRED, NULL, 0, 3},
    {"petit_au_bout", TUTOR_SCORE_WORD, TUTOR_SCORE_OPTIONAL, side_words + 1, 0, 2},
    {"poignee", TUTOR_SCORE_WORD, TUTOR_SCORE_OPTIONAL, poignee_words + 1, 0, 3},
    {"chelem", TUTOR_SCORE_WORD, TUTOR_SCORE_OPTIONAL, chelem_words + 1, 0, 4},
};

/* With 3 and 4 players the seats' changes too, seat 0 taking. */
static tutor_status score_request(const tutor_options *options, const int *values,
                                  tutor_record *record, int *value, tutor_error *error) {
    (void)error; /* the figures are in range: tutor_score checks a request's */
    tarot_figures hand = {
        (tarot_contract)values[0],     values[1],     values[2],
        (explain_side)(values[3] + 1), values[4] + 1, (explain_outcome)(values[5] + 1)};
    tarot_tally score = score_figures(&hand);
    int players = tutor_seats(game, options);
    record->truth(record, "won", score.won);
    record->number(record, "needed", score.needed);
    record->number(record, "difference", score.difference);
    record->number(record, "hand_score", score.hand_score);
    if (players <= 4) {
        record->open(record, "seats", 1);
        record->number(record, NULL, score.hand_score * (players - 1));
        for (int s = 1; s < players; s++) record->number(record, NULL, -score.hand_score);
        record->close(record);
    }
    *value = score.hand_score;
    return TUTOR_OK;
}

const struct tutor_score_rules french_tarot_score_rules = {score_fields, 6, score_request};

#define MAX_LINES (3 + TUTOR_MAX_SEATS)

/* A hand played out, scored. */
typedef struct {
    tarot_figures figures; /* poignee 0: each poignée has its own line */
    tarot_tally tally;
    /* The Excuse, when played to a trick won by the other side before the last: */
    int excuse_returned;       /* 1: it went back to its player's side */
    int excuse_paid;           /* 1: a half-point card went to the trick's winners for it */
    tutor_card excuse_payment; /* that card */
    int hand_score;            /* what each defender pays the taker's side: the lines' sum */
    tutor_hand_score score;    /* the lines, each to the taker's seat, and each seat's change */
    explain_line_words words[MAX_LINES]; /* each line's sentence */
} tarot_result;

/* The cards each side counts: its tricks, and the chien or the discard where the contract
 * puts them. The Excuse's payback is applied after. */
static void side_piles(const tarot *hand, tutor_set *taker_cards, tutor_set *defence_cards) {
    unsigned side = taker_side(hand);
    *taker_cards = *defence_cards = tutor_set_empty();
    for (int s = 0; s < hand->players; s++) {
        tutor_set *into = side & (1u << s) ? taker_cards : defence_cards;
        *into = tutor_set_or(*into, hand->play.piles[s]);
    }
    /* Petite, garde: "The chien cards count toward their points to win" (the discard, made
     * from them); garde sans: "the card points count towards the taker's score"; garde contre:
     * "the card points do not help the taker". */
    tutor_set *chien_side = hand->contract == GARDE_CONTRE ? defence_cards : taker_cards;
    int takes = contract_takes_chien(hand->contract);
    *chien_side = tutor_set_or(*chien_side, takes ? hand->discard : hand->deal.rest);
}

/* "the player who played the Fool keeps it, giving the winning player any half-point card
 * from their won tricks instead"; "In the last trick, the Fool is claimed by the winner of
 * the trick." The card given is the lowest half-point card of the side's tricks. */
static void pay_for_excuse(const tarot *hand, tutor_set *taker_cards, tutor_set *defence_cards,
                           tarot_result *result) {
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
static explain_side petit_au_bout(const tarot *hand, int *early) {
    const tutor_play *play = &hand->play;
    const tutor_trick *last = &play->tricks[play->tricks_done - 1];
    const tutor_trick *bout = last;
    *early = last->why.code == TUTOR_WINS_EXCUSE_LED_LAST && play->tricks_done > 1;
    if (*early) bout = &play->tricks[play->tricks_done - 2];
    if (!tutor_set_has(tutor_trick_cards(bout), SUITED_TRUMP(1))) return EXPLAIN_NOBODY;
    return (taker_side(hand) >> last->winner) & 1u ? EXPLAIN_TAKERS_SIDE : EXPLAIN_DEFENCE;
}

/* "If one side wins all the tricks, they score for chelem." */
static explain_outcome chelem_made(const tarot *hand) {
    int taker_tricks = 0;
    for (int t = 0; t < hand->play.tricks_done; t++)
        taker_tricks += (taker_side(hand) >> hand->play.tricks[t].winner) & 1u;
    if (taker_tricks == hand->play.tricks_done)
        return hand->chelem_announced ? EXPLAIN_ANNOUNCED_MADE : EXPLAIN_MADE_UNANNOUNCED;
    if (hand->chelem_announced) return EXPLAIN_ANNOUNCED_FAILED;
    return taker_tricks == 0 ? EXPLAIN_MADE_BY_DEFENCE : EXPLAIN_NOT_MADE;
}

/* A line of the score: its item and points, to the taker's seat, and the numbers its sentence
 * is made from. */
static void add_line(const tarot *hand, tarot_result *result, const char *item, int points,
                     explain_line_words words) {
    result->words[result->score.line_count] = words;
    result->score.lines[result->score.line_count++] =
        (tutor_score_line){item, points, -1, (int8_t)hand->taker};
    result->hand_score += points;
}

/* The hand's score as the arithmetic gives it for these figures. */
static int score_of(tarot_figures hand) { return score_figures(&hand).hand_score; }

/* Each line is what one part of the hand adds to score_figures()'s score: the game alone,
 * then the petit au bout, each poignée and the chelem on top of it. */
static void itemise(const tarot *hand, int early_petit, tarot_result *result) {
    const tarot_figures *all = &result->figures;
    tarot_figures bare = *all;
    bare.petit_au_bout = EXPLAIN_NOBODY;
    bare.chelem = EXPLAIN_NOT_MADE;
    int game_points = score_of(bare);
    tarot_figures single = bare;
    single.contract = PETITE;
    int unit = score_of(single); /* the game at petite: 25 and the difference */
    int multiplier = game_points / unit;
    int difference = result->tally.difference, needed = result->tally.needed;
    add_line(hand, result, "game", game_points,
             (explain_line_words){EXPLAIN_LINE_TAKER_CONTRACT,
                                  {(int)hand->contract, result->tally.won, all->taker_halves,
                                   all->bouts, needed + difference, needed,
                                   difference < 0 ? -difference : difference,
                                   unit < 0 ? -unit : unit, multiplier, game_points}});
    if (all->petit_au_bout != EXPLAIN_NOBODY) {
        tarot_figures with = bare;
        with.petit_au_bout = all->petit_au_bout;
        int points = score_of(with) - game_points;
        add_line(hand, result, "petit-au-bout", points,
                 (explain_line_words){EXPLAIN_LINE_PETIT_AU_BOUT,
                                      {early_petit, (int)all->petit_au_bout, multiplier, points}});
    }
    for (int s = 0; s < hand->players; s++) {
        if (!hand->poignee[s]) continue;
        tarot_figures with = bare;
        with.poignee = hand->poignee[s];
        int points = score_of(with) - game_points;
        add_line(hand, result, "poignee", points,
                 (explain_line_words){EXPLAIN_LINE_POIGNEE,
                                      {s, hand->poignee[s], tutor_set_size(hand->poignee_shown[s]),
                                       result->tally.won, points}});
    }
    if (all->chelem != EXPLAIN_NOT_MADE) {
        tarot_figures with = bare;
        with.chelem = all->chelem;
        int points = score_of(with) - game_points;
        add_line(hand, result, "chelem", points,
                 (explain_line_words){EXPLAIN_LINE_CHELEM, {(int)all->chelem, points}});
    }
}

/* The score of a hand with a taker once every trick is played. */
static void score_hand(const tarot *hand, tarot_result *result) {
    memset(result, 0, sizeof *result);
    tutor_set taker_cards, defence_cards;
    side_piles(hand, &taker_cards, &defence_cards);
    pay_for_excuse(hand, &taker_cards, &defence_cards, result);
    tarot_figures *figures = &result->figures;
    figures->contract = hand->contract;
    figures->taker_halves = hand_points(game, &hand->options, taker_cards);
    figures->bouts = tutor_set_size(tutor_set_and(taker_cards, bouts()));
    int early_petit = 0;
    figures->petit_au_bout = petit_au_bout(hand, &early_petit);
    figures->chelem = chelem_made(hand);
    result->tally = score_figures(figures);
    result->score.scored = 1;
    itemise(hand, early_petit, result);
    /* Every defender pays the hand's score; the partner takes one share of it, the taker the
     * rest (with 3 or 4 players, or 5 with no partner, the taker takes it all). */
    unsigned side = taker_side(hand);
    int defenders = hand->players - (hand->partner == TUTOR_NO_SEAT ? 1 : 2);
    int *change = result->score.returns;
    for (int s = 0; s < hand->players; s++)
        change[s] = side & (1u << s) ? result->hand_score : -result->hand_score;
    change[hand->taker] =
        result->hand_score * (defenders - (hand->partner == TUTOR_NO_SEAT ? 0 : 1));
}

/* The core's lines, each what every defender pays the taker's side (negative: is paid), so
 * each goes to the taker's seat; for programs, each seat's change (they add up to 0). A hand
 * thrown in or cancelled is scored with no lines. */
static tutor_status score(const void *state, tutor_hand_score *score, tutor_error *error) {
    const tarot *hand = state;
    (void)error;
    score->scored = hand->phase == OVER;
    if (!score->scored || hand->taker == TUTOR_NO_SEAT) return TUTOR_OK;
    tarot_result result;
    score_hand(hand, &result);
    *score = result.score;
    return TUTOR_OK;
}

/* ---- records ----------------------------------------------------------------------------- */

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
static void describe(const void *state, const tutor_game *played, int viewer,
                     tutor_record *record) {
    const tarot *hand = state;
    (void)played;
    int all = viewer == TUTOR_NO_SEAT;
    tutor_set lying = chien_taken(hand) ? tutor_set_empty() : hand->deal.rest;
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
        int known = all || partner_known(hand) ||
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
static tutor_status record_score(const void *state, const tutor_game *played, tutor_record *record,
                                 tutor_error *error) {
    const tarot *hand = state;
    if (hand->phase != OVER || hand->taker == TUTOR_NO_SEAT) {
        record->word(record, "score", NULL);
        char why[sizeof error->message];
        explain_no_hand(record->lang, hand->cancelled_by != TUTOR_NO_SEAT ? EXPLAIN_HAND_CANCELLED
                                                            : EXPLAIN_EVERY_PLAYER_PASSED,
                        why, sizeof why);
        if (hand->phase == OVER) record->word(record, "no_hand", why);
        return TUTOR_OK;
    }
    tarot_result result;
    score_hand(hand, &result);
    const tarot_figures *figures = &result.figures;
    record->open(record, "score", 0);
    record->number(record, "taker", hand->taker);
    record->word(record, "contract", contract_words[hand->contract]);
    if (hand->players == 5) {
        record->card(record, "called", hand->called);
        record_seat(record, "partner", hand->partner);
    }
    record->number(record, "taker_points", figures->taker_halves / 2.0);
    record->number(record, "bouts", figures->bouts);
    record->number(record, "needed", result.tally.needed);
    record->truth(record, "won", result.tally.won);
    record->number(record, "difference", result.tally.difference);
    if (figures->petit_au_bout != EXPLAIN_NOBODY)
        record->word(record, "petit_au_bout", side_words[figures->petit_au_bout]);
    if (figures->chelem != EXPLAIN_NOT_MADE)
        record->word(record, "chelem", chelem_words[figures->chelem]);
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
    for (int s = 0; s < hand->players; s++) record->number(record, NULL, result.score.returns[s]);
    record->close(record);
    hand_record_lines(record, game, result.score.lines, result.words, result.score.line_count);
    record_summary(record,
                   &(record_score_summary){EXPLAIN_TOTAL_HAND_SCORE, NULL, &result.hand_score, 1,
                                           EXPLAIN_NOTE_SEAT_CHANGE, "seat", result.score.returns,
                                           hand->players, played});
    record->close(record);
    return TUTOR_OK;
}

/* A game of French Tarot (shared/seeds/004) or Tapp-Tarock (shared/seeds/002): a number of deals
 * agreed beforehand, each hand's payments (its returns) added to every seat's running total (the
 * choices are in docs/rules-decisions.md, "Whole games").
 *
 * Both games score by payments between players ("Scorekeeping is based on a payment system", seed
 * 004; "she will be awarded bonus three points from each defender", seed 002), and neither seed
 * says when a game ends, so the players agree on a number of deals. Every deal counts, a hand
 * thrown in (every player passed, or a French Tarot hand cancelled and redealt) too, with no
 * payment. The deal passes to the seat after the dealer in the order of play, the seat that speaks
 * and leads first (French Tarot: "the deal and play are both counter-clockwise"; Tapp-Tarock: "It
 * is then played in turn. The first player to the dealer's right starts the next round"). After the
 * last deal the seat with the highest total wins; several seats sharing it win nothing. */
const struct tutor_match_rules payment_match_rules = {.totals_by = "seat",
                                                      .item = "payment",
                                                      .agreed_deals = 1,
                                                      .over_refusal = EXPLAIN_DEALS_PLAYED};

const struct tutor_hand_rules french_tarot_hand_rules = {
    .rest_name = "chien",
    .size = sizeof(tarot),
    HAND_HOOKS,
};
