/*
 * tapp_tarock_hand.c: a whole hand of Tapp-Tarock, from the deal to what each defender pays,
 * behind the one hand interface (tutor_hand in tutor.h), and the `score` request's arithmetic.
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
 * The count is the game's own (tapp_tarock.c); the payment is payment_of()'s arithmetic, which
 * the `score` request shares.
 *
 * Seats are 0, 1 and 2 in the order of play: Tapp-Tarock deals, bids and plays counterclockwise,
 * so seat s + 1 (mod 3) sits at seat s's right.
 *
 * The moves: a bid (`number` a tapp_bid) or a pass, the half of the talon taken (`number`
 * a talon_half), one card of the discard at a time, an announcement (`number` an
 * announcement), and a card played; each is the move of the seat whose turn it is, refused
 * as hand_checks.h says.
 */
#include <string.h>

#include "hand_checks.h"
#include "suited.h"

#define SEATS 3
#define HAND_CARDS 16 /* dealt to each player, and held when play begins */
#define TALON_CARDS 6
#define EXCHANGE 3 /* cards taken from the talon, and discarded */

/* The four bids, lowest first; each is worth 3, 4, 5 or 8 points. */
typedef enum { THREE, BOTTOM, TOP, SOLO } tapp_bid;

typedef enum {
    BIDDING,    /* each player beats the bid or passes */
    TAKING,     /* Three cards: the declarer takes one half of the shown talon */
    DISCARDING, /* the declarer discards three cards, one at a time */
    ANNOUNCING, /* the declarer may announce, then leads the first trick */
    PLAYING,    /* from the first card to the last */
    OVER        /* every trick played, or every player passed */
} tapp_phase;

/* The talon's halves: its first three cards (the top) and its last three (the bottom). */
typedef enum { TOP_HALF, BOTTOM_HALF, NO_HALF = -1 } talon_half;

/* What the declarer may announce before play begins. */
typedef enum { PAGAT_ULTIMO, VALAT, ANNOUNCEMENTS } announcement;

/* A value: fixed size, no pointers but the game inside `play`, so copying is cloning. */
typedef struct {
    tutor_options options; /* no_options */
    tutor_deal deal;       /* as dealt: the three hands, and the talon in `rest` */
    tutor_set talon[2];    /* the talon's halves, by talon_half */
    tapp_phase phase;
    /* the auction */
    int to_speak;    /* the seat to bid or pass, while bidding */
    unsigned passed; /* bit s: seat s has passed */
    int declarer;    /* the highest bidder so far; TUTOR_NO_SEAT while nobody bid */
    tapp_bid bid;    /* the highest bid, once there is a declarer */
    /* the talon and the discard */
    int talon_shown;           /* Three cards: both halves were shown to everyone */
    int half_taken;            /* a talon_half */
    tutor_set holding[SEATS];  /* the hands until play begins (then play.hands) */
    tutor_set discard;         /* the declarer's discard, shown; her first trick */
    tutor_set defenders_talon; /* talon cards counted with the defenders' tricks */
    int announced[ANNOUNCEMENTS];
    tutor_play play; /* the tricks, from the end of the discard (Solo: of the auction) */
} tapp;

_Static_assert(sizeof(tapp) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

extern const tutor_game tutor_tapp_tarock; /* tapp_tarock.c */

static const tutor_game *const game = &tutor_tapp_tarock;

/* Tapp-Tarock has no options: every one is "not given". */
_Static_assert(TUTOR_MAX_OPTIONS == 4, "no_options lists every option");
static const tutor_options no_options = {{-1, -1, -1, -1}, TUTOR_LANG_EN};

/* By tapp_phase. */
static const char *const phases[] = {"bidding",    "taking",  "discarding",
                                     "announcing", "playing", "over"};
/* The words of docs/api.md, by tapp_bid, talon_half and announcement. */
static const char *const bids[] = {"three", "bottom", "top", "solo"};
static const char *const halves[] = {"top", "bottom"};
static const char *const announcements[] = {"pagat-ultimo", "valat"};
/* A contract's outcome, by explain_outcome from EXPLAIN_ANNOUNCED_MADE. */
static const char *const results[] = {"announced-made", "announced-failed", "silent-made"};

/* ---- cards ------------------------------------------------------------------------------- */

/* "Kings or the Trull can't be discarded": the four Kings, and the Sküs, the Mond and the
 * Pagat, the pack's honours (tapp_tarock.c). */
static tutor_set never_discarded(void) {
    return tutor_set_or(hand_rank_cards(RANK_K), game->suited->honours);
}

/* What `holding` may discard next: the cards that are neither trumps nor kept for good, and
 * the trumps only "when there is no other option". */
static tutor_set discardable(tutor_set holding) {
    tutor_set allowed = tutor_set_minus(holding, never_discarded());
    tutor_set others = tutor_set_minus(allowed, suited_suit_cards(game, SUITED_TRUMP_SUIT));
    return tutor_set_is_empty(others) ? allowed : others;
}

/* ---- refusals ---------------------------------------------------------------------------- */

/* A refusal by the rules, with the sentence explain.c makes of it. */
static tutor_status refuse(tutor_reason reason, tutor_reason *why, tutor_error *error) {
    return hand_refuse(game, &no_options, reason, why, error);
}

/* A card outside the pack is bad input, not a refusal. A card the seat to move holds (`held`)
 * was dealt from the pack: no pack is made for it, as every move offered is tried. */
static tutor_status check_card(tutor_set held, tutor_card card, tutor_reason *why,
                               tutor_error *error) {
    if (card < TUTOR_SET_CAPACITY &&
        (tutor_set_has(held, card) || tutor_set_has(tutor_pack(game, &no_options), card)))
        return TUTOR_OK;
    return hand_reject_input(game, (explain_input){.code = EXPLAIN_CARD_NUMBER, .number = {card}},
                             why, error);
}

/* ---- the deal ---------------------------------------------------------------------------- */

/* A pile of the deal: a seat's hand, or (`seat` -1) the talon. */
static tutor_status check_pile(tutor_set pile, int size, int seat, tutor_set *seen,
                               tutor_error *error) {
    tutor_set outside = tutor_set_minus(pile, tutor_pack(game, &no_options));
    tutor_set twice = tutor_set_and(pile, *seen);
    explain_input bad = {.code = EXPLAIN_PILE_SIZE, .number = {size, tutor_set_size(pile)}};
    if (!tutor_set_is_empty(outside))
        bad =
            (explain_input){.code = EXPLAIN_PILE_CARD_NUMBER, .number = {tutor_set_first(outside)}};
    else if (!tutor_set_is_empty(twice))
        bad = (explain_input){.code = EXPLAIN_PILE_DEALT_TWICE, .card = tutor_set_first(twice)};
    else if (tutor_set_size(pile) == size) {
        *seen = tutor_set_or(*seen, pile);
        return TUTOR_OK;
    }
    bad.which = seat;
    return explain_reject(game, bad, error);
}

/* `deal` holds three hands of 16 and the talon of 6 in `rest`, every card of the 54 exactly once;
 * the talon's first three cards in `order` are its top half, the other three its bottom. */
static tutor_status start(void *state, const tutor_game *played, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    (void)played;
    (void)options;
    tapp *hand = state;
    const tutor_deal *deal = &start->deal;
    int dealer = start->dealer;
    tutor_set talon_top = tutor_set_empty();
    for (int i = 0; i < start->order_count && i < EXCHANGE; i++)
        talon_top = tutor_set_add(talon_top, start->order[i]);
    explain_input bad = {.code = EXPLAIN_DEALER_SEAT, .number = {2, dealer}};
    if (dealer < 0 || dealer >= SEATS) return explain_reject(game, bad, error);
    bad = (explain_input){.code = EXPLAIN_GAME_DEAL_HANDS, .number = {SEATS, deal->seats}};
    if (deal->seats != SEATS) return explain_reject(game, bad, error);
    /* "The dealer first sets out six cards face down on the table (the talon) and then
     * assigns each player 16 cards": 16 + 16 + 16 + 6 distinct cards are the whole pack. */
    tutor_set seen = tutor_set_empty();
    for (int s = 0; s < SEATS; s++)
        if (check_pile(deal->hands[s], HAND_CARDS, s, &seen, error)) return TUTOR_ERROR;
    if (check_pile(deal->rest, TALON_CARDS, -1, &seen, error)) return TUTOR_ERROR;
    if (tutor_set_size(talon_top) != EXCHANGE ||
        !tutor_set_is_empty(tutor_set_minus(talon_top, deal->rest)))
        return explain_reject(game, (explain_input){.code = EXPLAIN_TALON_TOP}, error);

    memset(hand, 0, sizeof *hand);
    hand->options = no_options;
    hand->deal = *deal;
    for (int s = 0; s < SEATS; s++) hand->holding[s] = deal->hands[s];
    hand->talon[TOP_HALF] = talon_top;
    hand->talon[BOTTOM_HALF] = tutor_set_minus(deal->rest, talon_top);
    hand->phase = BIDDING;
    /* "The right of the dealer players now opens up the auction" */
    hand->to_speak = (dealer + 1) % SEATS;
    hand->declarer = TUTOR_NO_SEAT;
    hand->half_taken = NO_HALF;
    return TUTOR_OK;
}

/* ---- questions --------------------------------------------------------------------------- */

static int turn(const void *state) {
    const tapp *hand = state;
    if (hand->phase == BIDDING) return hand->to_speak;
    if (hand->phase == PLAYING) return hand->play.turn;
    return hand->phase == OVER ? TUTOR_NO_SEAT : hand->declarer;
}

HAND_STATE_HOOKS(tapp, SEATS)

/* What `seat` holds now: the declarer holds the half taken until she has discarded; once play
 * has begun (its game set), the tricks hold the hands. */
static tutor_set holding(const void *state, int seat) {
    const tapp *hand = state;
    if (seat < 0 || seat >= SEATS) return tutor_set_empty();
    return hand->play.game ? hand->play.hands[seat] : hand->holding[seat];
}

/* The tricks exist once play has begun (after the discard; in Solo, after the auction). */
static int tricks(const void *state, const tutor_trick **taken, int *count, tutor_trick *current) {
    return hand_play_tricks(&((const tapp *)state)->play, taken, count, current);
}

/* ---- steps ------------------------------------------------------------------------------- */

/* The tricks, from the hands as they are once the talon and the discard are done: "Play is
 * counterclockwise starting with the declarer". */
static tutor_status begin_play(tapp *hand, tutor_error *error) {
    tutor_deal held = hand->deal;
    for (int s = 0; s < SEATS; s++) held.hands[s] = hand->holding[s];
    held.rest = tutor_set_empty();
    if (tutor_play_start(&hand->play, game, &no_options, &held, hand->declarer, error))
        return TUTOR_ERROR;
    hand->phase = ANNOUNCING;
    return TUTOR_OK;
}

static void take_half(tapp *hand, talon_half half) {
    hand->half_taken = half;
    hand->holding[hand->declarer] = tutor_set_or(hand->holding[hand->declarer], hand->talon[half]);
    /* "The remaining cards from the talon are added to the defenders' trick pile." */
    hand->defenders_talon = hand->talon[1 - half];
    hand->phase = DISCARDING;
}

/* The auction is won: the contract says what happens to the talon. */
static tutor_status close_auction(tapp *hand, tutor_error *error) {
    switch (hand->bid) {
    case THREE: /* "exposes the talon and takes either the first or last three" */
        hand->talon_shown = 1;
        hand->phase = TAKING;
        return TUTOR_OK;
    case BOTTOM: /* "only takes bottom three cards ... without exposing the rest" */
    case TOP:
        take_half(hand, hand->bid == TOP ? TOP_HALF : BOTTOM_HALF);
        return TUTOR_OK;
    default: /* Solo: "The entire talon is awarded to the defenders' trick pile." */
        hand->defenders_talon = hand->deal.rest;
        return begin_play(hand, error);
    }
}

/* ---- actions ----------------------------------------------------------------------------- */

/* A call in the auction: PASS, or a tapp_bid higher than the highest so far. */
enum { PASS = -1 };
static tutor_status make_bid(tapp *hand, int call, tutor_reason *why, tutor_error *error) {
    if (hand->phase != BIDDING) return refuse(hand_reason(TUTOR_OUT_OF_PHASE, 0), why, error);
    /* "Each player must beat the bid or pass" */
    if (call != PASS && hand->declarer != TUTOR_NO_SEAT && call <= (int)hand->bid)
        return refuse(hand_reason(TUTOR_BID_TOO_LOW, 0), why, error);

    tapp next = *hand;
    int seat = hand->to_speak;
    if (call == PASS) {
        next.passed |= 1u << seat; /* "anyone that passes can't bid again" */
    } else {
        next.declarer = seat;
        next.bid = (tapp_bid)call;
    }
    int left = 0;
    for (int s = 0; s < SEATS; s++) left += !(next.passed & (1u << s));
    if (left == 0) { /* all three passed: nobody plays this hand */
        next.phase = OVER;
    } else if (call == SOLO || (left == 1 && next.declarer != TUTOR_NO_SEAT)) {
        /* "The player that bids "solo" ends the auction"; otherwise it ends when the last
         * bidder is the only one who has not passed. */
        if (close_auction(&next, error)) return TUTOR_ERROR;
    } else {
        do {
            next.to_speak = (next.to_speak + 1) % SEATS;
        } while (next.passed & (1u << next.to_speak));
    }
    *hand = next;
    return TUTOR_OK;
}

/* One card of the declarer's discard; the third ends the discard. */
static tutor_status discard(tapp *hand, tutor_card card, tutor_reason *why, tutor_error *error) {
    if (check_card(holding(hand, turn(hand)), card, why, error)) return TUTOR_ERROR;
    if (hand->phase != DISCARDING) return refuse(hand_reason(TUTOR_OUT_OF_PHASE, 0), why, error);
    int seat = hand->declarer;
    tutor_set held = hand->holding[seat];
    if (!tutor_set_has(held, card)) return refuse(hand_reason(TUTOR_NOT_IN_HAND, card), why, error);
    if (tutor_set_has(never_discarded(), card))
        return refuse(hand_reason(TUTOR_MUST_KEEP, card), why, error);
    tutor_set allowed = discardable(held);
    if (!tutor_set_has(allowed, card))
        return refuse(hand_reason_with(TUTOR_MUST_KEEP, card, tutor_set_first(allowed)), why,
                      error);

    tapp next = *hand;
    next.holding[seat] = tutor_set_remove(held, card);
    next.discard = tutor_set_add(next.discard, card);
    if (tutor_set_size(next.discard) == EXCHANGE && begin_play(&next, error)) return TUTOR_ERROR;
    *hand = next;
    return TUTOR_OK;
}

/* The declarer announces Pagat Ultimo (holding the Pagat) or Valat, before her first card. */
static tutor_status announce(tapp *hand, announcement made, tutor_reason *why, tutor_error *error) {
    if (hand->phase != ANNOUNCING) return refuse(hand_reason(TUTOR_OUT_OF_PHASE, 0), why, error);
    if (hand->announced[made]) return refuse(hand_reason(TUTOR_BAD_ANNOUNCEMENT, 0), why, error);
    if (made == PAGAT_ULTIMO && !tutor_set_has(hand->play.hands[hand->declarer], SUITED_TRUMP(1)))
        return refuse(hand_reason_with(TUTOR_BAD_ANNOUNCEMENT, SUITED_TRUMP(1), SUITED_TRUMP(1)),
                      why, error);
    hand->announced[made] = 1;
    return TUTOR_OK;
}

static tutor_status play_card(tapp *hand, tutor_card card, tutor_reason *why, tutor_error *error) {
    if (check_card(holding(hand, turn(hand)), card, why, error)) return TUTOR_ERROR;
    if (hand->phase == OVER && hand->declarer != TUTOR_NO_SEAT)
        return refuse(hand_reason(TUTOR_HAND_OVER, card), why, error);
    if (hand->phase != ANNOUNCING && hand->phase != PLAYING)
        return refuse(hand_reason(TUTOR_OUT_OF_PHASE, 0), why, error);
    if (tutor_play_card(&hand->play, card, why, error)) return TUTOR_ERROR;
    hand->phase = hand->play.turn == TUTOR_NO_SEAT ? OVER : PLAYING;
    return TUTOR_OK;
}

static hand_outcome refused(tutor_error *error, explain_input_code code) {
    return hand_outcome_of(explain_reject(game, (explain_input){.code = code}, error));
}

static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tapp *hand = state;
    tutor_move move = moves[n - 1];
    int number = move.number;
    int carries_card = move.kind == TUTOR_MOVE_PLAY || move.kind == TUTOR_MOVE_DISCARD;
    if (!carries_card && move.card != 0) return refused(error, EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD);
    switch (move.kind) {
    case TUTOR_MOVE_BID:
        if (number < THREE || number > SOLO) return refused(error, EXPLAIN_BID_NUMBER);
        return hand_outcome_of(make_bid(hand, number, why, error));
    case TUTOR_MOVE_PASS_BID:
        if (number != 0) return refused(error, EXPLAIN_PASS_NO_NUMBER);
        return hand_outcome_of(make_bid(hand, PASS, why, error));
    case TUTOR_MOVE_TAKE:
        if (number != TOP_HALF && number != BOTTOM_HALF) return refused(error, EXPLAIN_HALF_NUMBER);
        /* Three cards: the declarer takes the top or the bottom half of the talon. */
        if (hand->phase != TAKING)
            return hand_outcome_of(refuse(hand_reason(TUTOR_OUT_OF_PHASE, 0), why, error));
        take_half(hand, (talon_half)number);
        return HAND_APPLIED;
    case TUTOR_MOVE_DECLARE:
        if (number != PAGAT_ULTIMO && number != VALAT)
            return refused(error, EXPLAIN_ANNOUNCEMENT_NUMBER);
        return hand_outcome_of(announce(hand, (announcement)number, why, error));
    case TUTOR_MOVE_DISCARD:
        if (number != 0) return refused(error, EXPLAIN_DISCARD_NO_NUMBER);
        return hand_outcome_of(discard(hand, move.card, why, error));
    case TUTOR_MOVE_PLAY:
        if (number != 0) return refused(error, EXPLAIN_GAME_CARD_NO_CALL);
        return hand_outcome_of(play_card(hand, move.card, why, error));
    default:
        return refused(error, EXPLAIN_MOVES_BIDS_PASSES_TAKES);
    }
}

static const char *const pass_word[] = {"pass"};
static const char *const bid_names[] = {"Three cards", "Bottom 3", "Top 3", "Solo"};
static const char *const announcement_names[] = {
    "Pagat Ultimo (to win the last trick with the Pagat)", "Valat (to win every trick)"};
/* French */
static const char *const bid_names_fr[] = {"Trois cartes", "Les 3 du bas", "Les 3 du haut",
                                           "Solo"};
static const char *const half_names_fr[] = {"du haut", "du bas"};
static const char *const bid_names_it[] = {"Tre carte", "Le 3 di sotto", "Le 3 di sopra", "Solo"};
static const char *const half_names_it[] = {"di sopra", "di sotto"};
static const char *const announcement_names_it[] = {
    "il Pagat Ultimo (vincere l'ultima presa con il Pagat)", "il Valat (vincere tutte le prese)"};
static const char *const bid_names_es[] = {"Tres cartas", "Las 3 de abajo", "Las 3 de arriba",
                                           "Solo"};
static const char *const half_names_es[] = {"de arriba", "de abajo"};
static const char *const announcement_names_es[] = {
    "el Pagat Ultimo (ganar la última baza con el Pagat)", "el Valat (ganar todas las bazas)"};
static const char *const bid_names_pt[] = {"Três cartas", "As 3 de baixo", "As 3 de cima",
                                           "Solo"};
static const char *const half_names_pt[] = {"de cima", "de baixo"};
static const char *const announcement_names_pt[] = {
    "o Pagat Ultimo (ganhar a última vaza com o Pagat)", "o Valat (ganhar todas as vazas)"};
static const char *const bid_names_de[] = {"Dreier", "Untere 3", "Obere 3", "Solo"};
static const char *const half_names_de[] = {"obere", "untere"};
static const char *const announcement_names_de[] = {
    "Pagat Ultimo (den letzten Stich mit dem Pagat machen)", "Valat (alle Stiche machen)"};
static const char *const announcement_names_fr[] = {
    "le Pagat Ultimo (faire le dernier pli avec le Pagat)", "le Valat (faire tous les plis)"};

static const struct hand_word moves_written[] = {
    {.kind = TUTOR_MOVE_BID,
     .key = "bid",
     .value = TUTOR_WRITTEN_WORD,
     .words = bids,
     .names = bid_names,
     .local_names = {[TUTOR_LANG_FR] = bid_names_fr, [TUTOR_LANG_IT] = bid_names_it,
                     [TUTOR_LANG_ES] = bid_names_es,
                     [TUTOR_LANG_PT] = bid_names_pt,
                     [TUTOR_LANG_DE] = bid_names_de},
     .first = THREE,
     .last = SOLO},
    {.kind = TUTOR_MOVE_PASS_BID, .key = "bid", .value = TUTOR_WRITTEN_WORD, .words = pass_word},
    {.kind = TUTOR_MOVE_TAKE,
     .key = "take",
     .value = TUTOR_WRITTEN_WORD,
     .words = halves,
     .local_names = {[TUTOR_LANG_FR] = half_names_fr, [TUTOR_LANG_IT] = half_names_it,
                     [TUTOR_LANG_ES] = half_names_es,
                     [TUTOR_LANG_PT] = half_names_pt,
                     [TUTOR_LANG_DE] = half_names_de},
     .first = TOP_HALF,
     .last = BOTTOM_HALF},
    {.kind = TUTOR_MOVE_DISCARD, .key = "discard", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_DECLARE,
     .key = "announce",
     .value = TUTOR_WRITTEN_WORD,
     .words = announcements,
     .names = announcement_names,
     .local_names = {[TUTOR_LANG_FR] = announcement_names_fr,
                     [TUTOR_LANG_IT] = announcement_names_it,
                     [TUTOR_LANG_ES] = announcement_names_es,
                     [TUTOR_LANG_PT] = announcement_names_pt,
                     [TUTOR_LANG_DE] = announcement_names_de},
     .last = VALAT},
    {.kind = TUTOR_MOVE_PLAY, .key = "play", .value = TUTOR_WRITTEN_CARD},
};

static int vocabulary(const tutor_game *played, const struct hand_word **words) {
    (void)played;
    return HAND_WORDS(moves_written);
}

/* Every move the vocabulary names, the cards those of the hand of the seat to move, for the
 * core to keep the ones the rules accept: bids lowest first and the pass last, the halves top
 * first, the discards, the announcements, then the plays. Each discard is a whole move, taking
 * effect at once, so nothing is ever pending. */
static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    (void)pending;
    (void)n;
    const struct hand_word *words;
    int count = vocabulary(game, &words);
    return hand_every_move(words, count, holding(state, turn(state)), out);
}

/* The talon lies face down until the auction says what becomes of it: in Three cards it is
 * turned up for everyone (so the half the declarer takes is known to be in her hand, and the
 * other half, the defenders', is seen); in Bottom 3 and Top 3 one half is taken unseen and the
 * other goes unseen to the defenders; in Solo the whole talon goes unseen to the defenders.
 * The discard is shown as it goes down. */
static void view(const void *state, int seat, tutor_view *view) {
    const tapp *hand = state;
    int all = seat == TUTOR_NO_SEAT, talon_seen = all || hand->talon_shown;
    int undecided = hand->half_taken < 0 && tutor_set_is_empty(hand->defenders_talon);
    tutor_set talon = undecided ? hand->deal.rest : hand->defenders_talon;
    if (!talon_seen) view->hidden_aside += tutor_set_size(talon);
    tutor_set open = tutor_set_or(hand->discard, talon_seen ? talon : tutor_set_empty());
    view->aside = tutor_set_or(view->aside, open);
    view->seen = tutor_set_or(view->seen, open);
    /* Three cards: the half taken was seen by all; what is left of it in the declarer's hand
     * (not yet discarded nor played) is shown to the others. */
    if (!all && hand->talon_shown && hand->half_taken >= 0 && seat != hand->declarer)
        view->shown[hand->declarer] =
            tutor_set_and(hand->talon[hand->half_taken], holding(hand, hand->declarer));
}

/* ---- the payment ------------------------------------------------------------------------- */

/* The end-of-hand arithmetic, which the whole hand and the `score` request share. Source:
 * shared/seeds/002. "There are 70 card points in a round so to win at least 36 points are
 * needed." The bid is worth "three points from each defender" if won, and "she will have to
 * give each defender three points" if lost; Bottom 3 "is worth four points", Top 3 "five
 * points", Solo "eight points". Pagat Ultimo: "8 bonus points from each defender with a
 * contract, only 4 points if it was unannounced. Failure to fulfill the contract means the
 * declarer will pay each defender 8 points." Valat "multiplies the bid by eight times (e.g.,
 * the Solo bid's 8 points multiplied by 8 for 64 bonus points from each defender)"; when it
 * fails "the same number of points will be paid to each defender"; "An unannounced valat will
 * only multiply the bid by four times."
 *
 * Rules choices (docs/rules-decisions.md): a Valat multiplies the bid, so its line takes the
 * bid's place instead of being added to it, and an announced Valat that fails costs the
 * multiplied bid whatever the card points were; the Pagat Ultimo is paid on its own, whether
 * the game was won or lost and alongside a Valat. */
#define NEEDED 36 /* card points the declarer needs, of 70 */
#define MAX_LINES 2

/* What a payment is made from. A contract neither announced nor made is EXPLAIN_NOT_MADE: an
 * unannounced failure scores nothing. */
typedef struct {
    tapp_bid bid;
    int declarer_points; /* card points, 0..70 */
    explain_outcome pagat_ultimo, valat;
} tapp_figures;

/* What each defender pays the declarer (negative: the declarer pays each defender), and the
 * pieces it is made of (the bid or the Valat in its place, a Pagat Ultimo) so a person can
 * check the sum. */
typedef struct {
    int won;                /* the declarer took at least NEEDED card points */
    int from_each_defender; /* the sum of the lines */
    int line_count;
    tutor_score_line lines[MAX_LINES];
    explain_line_words words[MAX_LINES]; /* each line's sentence */
} tapp_payment;

static void add_line(tapp_payment *payment, const char *item, int points,
                     explain_line_words words) {
    payment->words[payment->line_count] = words;
    payment->lines[payment->line_count++] = (tutor_score_line){item, points, -1, -1};
    payment->from_each_defender += points;
}

/* The payment for figures in range (tutor_score refuses a request's that are not). */
static tapp_payment payment_of(const tapp_figures *hand) {
    static const int bid_values[] = {3, 4, 5, 8};
    static const int pagat_points[] = {0, 8, -8, 4}; /* by explain_outcome */
    tapp_payment payment = {0};
    payment.won = hand->declarer_points >= NEEDED; /* exactly 36 wins */
    int value = bid_values[hand->bid];
    if (hand->valat == EXPLAIN_NOT_MADE) { /* the bid, won or lost on card points alone */
        add_line(&payment, "bid", payment.won ? value : -value,
                 (explain_line_words){
                     EXPLAIN_LINE_DECLARER_BID,
                     {(int)hand->bid, payment.won, hand->declarer_points, NEEDED, value}});
    } else { /* a Valat multiplies the bid: eight times announced, four times unannounced */
        int times = hand->valat == EXPLAIN_MADE_UNANNOUNCED ? 4 : 8;
        int sign = hand->valat == EXPLAIN_ANNOUNCED_FAILED ? -1 : 1;
        add_line(
            &payment, "valat", sign * value * times,
            (explain_line_words){EXPLAIN_LINE_VALAT,
                                 {(int)hand->valat, (int)hand->bid, times, value, value * times}});
    }
    if (hand->pagat_ultimo != EXPLAIN_NOT_MADE)
        add_line(&payment, "pagat-ultimo", pagat_points[hand->pagat_ultimo],
                 (explain_line_words){EXPLAIN_LINE_PAGAT_ULTIMO, {(int)hand->pagat_ultimo}});
    return payment;
}

/* The payment as records: won, from_each_defender, and the lines that add up to it. */
static void record_payment(tutor_record *record, const tapp_payment *payment) {
    record->truth(record, "won", payment->won);
    record->number(record, "from_each_defender", payment->from_each_defender);
    hand_record_lines(record, game, payment->lines, payment->words, payment->line_count);
}

/* The `score` request: the words follow the enums' order, an absent result (-1) becoming
 * EXPLAIN_NOT_MADE. */
static const tutor_score_field score_fields[] = {
    {"bid", TUTOR_SCORE_WORD, TUTOR_SCORE_SAY_WHAT, bids, 0, 4},
    {"declarer_points", TUTOR_SCORE_WHOLE, TUTOR_SCORE_SAY_WHAT, NULL, 0, 70},
    {"pagat_ultimo", TUTOR_SCORE_WORD, TUTOR_SCORE_OPTIONAL, results, 0, 3},
    {"valat", TUTOR_SCORE_WORD, TUTOR_SCORE_OPTIONAL, results, 0, 3},
};

static tutor_status score_request(const tutor_options *options, const int *values,
                                  tutor_record *record, int *value, tutor_error *error) {
    (void)options;
    (void)error;
    tapp_figures hand = {(tapp_bid)values[0], values[1], (explain_outcome)(values[2] + 1),
                         (explain_outcome)(values[3] + 1)};
    tapp_payment payment = payment_of(&hand);
    record_payment(record, &payment);
    *value = payment.from_each_defender;
    return TUTOR_OK;
}

const struct tutor_score_rules tapp_tarock_score_rules = {score_fields, 4, score_request};

/* ---- the end ----------------------------------------------------------------------------- */

/* How an announceable contract turned out: made or failed if announced, and unannounced it
 * scores only when made. */
static explain_outcome outcome(int announced, int made) {
    if (announced) return made ? EXPLAIN_ANNOUNCED_MADE : EXPLAIN_ANNOUNCED_FAILED;
    return made ? EXPLAIN_MADE_UNANNOUNCED : EXPLAIN_NOT_MADE;
}

/* "Declarer wins the last trick with Trump I": she takes it, and the card she played to it,
 * the winning card, is the Pagat. */
static int pagat_ultimo_made(const tapp *hand) {
    const tutor_trick *last = &hand->play.tricks[hand->play.tricks_done - 1];
    if (last->winner != hand->declarer) return 0;
    for (int i = 0; i < last->count; i++)
        if (last->seats[i] == hand->declarer) return last->cards[i] == SUITED_TRUMP(1);
    return 0;
}

/* A hand with a declarer, every trick played: the figures the payment is made from (card
 * points counted in threes, the two sides' adding up to 70), the payment, its lines going to
 * the declarer, and each seat's change. */
typedef struct {
    tapp_figures figures;
    int defender_points;
    int declarer_tricks; /* tricks won in play (the discard not counted) */
    tapp_payment payment;
    int seat_change[SEATS];
} played_out;

static void score_played_out(const tapp *hand, played_out *result) {
    memset(result, 0, sizeof *result);
    int declarer = hand->declarer;
    /* The discard "count[s] as her first trick"; the talon cards she did not take go to "the
     * defenders' trick pile": each side's pile is whole threes, as the count takes them. */
    tutor_set defender_cards = hand->defenders_talon;
    for (int s = 0; s < SEATS; s++)
        if (s != declarer) defender_cards = tutor_set_or(defender_cards, hand->play.piles[s]);
    result->defender_points = hand_points(game, &no_options, defender_cards);
    for (int t = 0; t < hand->play.tricks_done; t++)
        result->declarer_tricks += hand->play.tricks[t].winner == declarer;
    /* "Valat: ... the declarer wins all the tricks" */
    int valat = result->declarer_tricks == hand->play.tricks_done;
    tutor_set declarer_cards = tutor_set_or(hand->play.piles[declarer], hand->discard);
    result->figures =
        (tapp_figures){hand->bid, hand_points(game, &no_options, declarer_cards),
                       outcome(hand->announced[PAGAT_ULTIMO], pagat_ultimo_made(hand)),
                       outcome(hand->announced[VALAT], valat)};
    result->payment = payment_of(&result->figures);
    for (int i = 0; i < result->payment.line_count; i++)
        result->payment.lines[i].seat = (int8_t)declarer;
    /* the declarer gains what both defenders pay */
    int paid = result->payment.from_each_defender;
    for (int s = 0; s < SEATS; s++) result->seat_change[s] = s == declarer ? 2 * paid : -paid;
}

/* Once every trick is played: the payment's lines, each going to the declarer; the returns
 * are each seat's change. A hand every player passed is scored with no line. */
static tutor_status score(const void *state, tutor_hand_score *score, tutor_error *error) {
    const tapp *hand = state;
    (void)error;
    score->scored = hand->phase == OVER;
    if (!score->scored || hand->declarer == TUTOR_NO_SEAT) return TUTOR_OK;
    played_out result;
    score_played_out(hand, &result);
    score->line_count = result.payment.line_count;
    memcpy(score->lines, result.payment.lines, sizeof result.payment.lines);
    memcpy(score->returns, result.seat_change, sizeof result.seat_change);
    return TUTOR_OK;
}

/* The talon and the discard as view() has them, the talon's two halves apart until the auction
 * says what becomes of it. */
static void describe(const void *state, const tutor_game *played, int viewer,
                     tutor_record *record) {
    const tapp *hand = state;
    (void)played;
    int all = viewer == TUTOR_NO_SEAT, talon_seen = all || hand->talon_shown;
    record->open(record, "aside", 0);
    int undecided = hand->half_taken < 0 && tutor_set_is_empty(hand->defenders_talon);
    if (undecided) {
        record_pile(record, "talon_top", hand->talon[TOP_HALF], talon_seen);
        record_pile(record, "talon_bottom", hand->talon[BOTTOM_HALF], talon_seen);
    } else {
        record_pile(record, "talon_to_defenders", hand->defenders_talon, talon_seen);
    }
    if (!tutor_set_is_empty(hand->discard)) record_set(record, "discard", hand->discard);
    record->close(record);
    record_seat(record, "declarer", hand->declarer);
    record->word(record, "bid", hand->declarer == TUTOR_NO_SEAT ? NULL : bids[hand->bid]);
    record->open(record, "passed", 1);
    for (int s = 0; s < SEATS; s++)
        if (hand->passed & (1u << s)) record->number(record, NULL, s);
    record->close(record);
    record->word(record, "half_taken", hand->half_taken < 0 ? NULL : halves[hand->half_taken]);
    record->open(record, "announced", 1);
    for (int a = 0; a < ANNOUNCEMENTS; a++)
        if (hand->announced[a]) record->word(record, NULL, announcements[a]);
    record->close(record);
}

static void record_outcome(tutor_record *record, const char *key, explain_outcome result) {
    if (result != EXPLAIN_NOT_MADE) record->word(record, key, results[result - 1]);
}

/* Once every trick is played: the bid, the card points and tricks, the contracts' outcomes,
 * what each defender pays (the `lines` itemize from_each_defender so a person can check the
 * sum) and each seat's change. A hand every player passed has no score, and says why. */
static tutor_status record_score(const void *state, const tutor_game *played, tutor_record *record,
                                 tutor_error *error) {
    const tapp *hand = state;
    (void)error; /* may be NULL */
    if (hand->phase != OVER || hand->declarer == TUTOR_NO_SEAT) {
        record->word(record, "score", NULL);
        tutor_error no_hand = {.lang = record->lang};
        if (hand->phase == OVER && hand_no_score(EXPLAIN_EVERY_PLAYER_PASSED, &no_hand))
            record->word(record, "no_hand", no_hand.message);
        return TUTOR_OK;
    }
    played_out result;
    score_played_out(hand, &result);
    record->open(record, "score", 0);
    record->number(record, "declarer", hand->declarer);
    record->word(record, "bid", bids[hand->bid]);
    record->number(record, "declarer_points", result.figures.declarer_points);
    record->number(record, "defender_points", result.defender_points);
    record->number(record, "declarer_tricks", result.declarer_tricks);
    record_outcome(record, "pagat_ultimo", result.figures.pagat_ultimo);
    record_outcome(record, "valat", result.figures.valat);
    record_payment(record, &result.payment);
    record->open(record, "seats", 1);
    for (int s = 0; s < SEATS; s++) record->number(record, NULL, result.seat_change[s]);
    record->close(record);
    record_summary(record, &(record_score_summary){EXPLAIN_TOTAL_EACH_DEFENDER, NULL,
                                                   &result.payment.from_each_defender, 1,
                                                   EXPLAIN_NOTE_SEAT_CHANGE, "seat",
                                                   result.seat_change, SEATS, played});
    record->close(record);
    return TUTOR_OK;
}

const struct tutor_hand_rules tapp_tarock_hand_rules = {
    .size = sizeof(tapp),
    HAND_HOOKS,
};
