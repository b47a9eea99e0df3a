/*
 * piedmont_hand.c: a whole hand of Piedmont Tarocchi (tutor_piedmont_hand.h) behind the one hand
 * interface (tutor_hand in tutor.h), and the game of four hands. Trick play is tutor_play's,
 * with the game's own trick rules (piedmont_tarocchi.c); this file adds what only a whole hand
 * knows. The moves: the dealer's discard of four, one card a move, then the tricks, Good and
 * Evil carrying their call in the Game of Allegiance (`number`, a tutor_piedmont_call).
 *
 * Source: shared/seeds/001. Rules choices (docs/rules-decisions.md, "Piedmont Tarocchi: the
 * whole hand"):
 *  - "Dealer hands out 19 cards to each player in a single packet, taking the last four cards.
 *    Dealer must then discard four cards that may not include Kings, Aces or Honours, these
 *    cards will count towards his/her sides' tricks at the end of the hand";
 *  - "Eldest (Dealer's Left) leads to the first trick";
 *  - the Fool "is returned to to its player who then places it face up beside them until the
 *    end of the hand when they must pay the player who won the trick with a card from their
 *    trick pile (obviously, they will choose an empty card if they can). However, if they have
 *    taken no tricks, then they must surrender The Fool instead": the pile is the
 *    partnership's tricks, and the core gives the cheapest card;
 *  - Allegiance: "the first to play one can call it "Yours" or "ours""; the partner holding the
 *    other card "must take it out of play ... If they have already played a card to the trick,
 *    then they must take it back into their hand and play this card instead"; the opponents
 *    "may either re-affirm their opponents call ... or they may change the call. In this case,
 *    all the tricks so far played are set to one side and are scored according to the
 *    original allegiance call, while all tricks after this are scored according to the new
 *    call";
 *  - "add 1 point for each trick (Cards of the discard to not count as a trick)"; "Whichever
 *    side wins 83 points or more wins the difference in game points from the opponents"; under
 *    Allegiance "Whichever side wins the most points wins the difference";
 *  - "A game consists of four hands", the deal "moving to the player on Dealer's left".
 */
#include <string.h>

#include "../game.h"
#include "hand_checks.h"
#include "suited.h"
#include "tutor_piedmont_hand.h"

_Static_assert(sizeof(tutor_piedmont_hand) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

static int side_of(int seat) { return seat % 2; }

static int partner_of(int seat) { return (seat + 2) % TUTOR_PIEDMONT_SEATS; }

static int eldest(const tutor_piedmont_hand *hand) {
    return (hand->dealer + 1) % TUTOR_PIEDMONT_SEATS;
}

/* "may not include Kings, Aces or Honours"; the Honours are "The Magician, The World, and The
 * Fool". */
static tutor_set kings_aces_honours(const tutor_game *game) {
    tutor_set kings_aces = tutor_set_or(hand_rank_cards(RANK_K), hand_rank_cards(1));
    return tutor_set_or(game->suited->honours, kings_aces);
}

/* ---- options ----------------------------------------------------------------------------- */

/* The options of a whole hand: good_evil as given; the counting option `allegiance` stays
 * "none", since in a hand the calls decide which suits each partnership scores. */
static tutor_status hand_options(const tutor_game *game, const tutor_options *given,
                                 tutor_options *options, tutor_error *error) {
    if (given)
        *options = *given;
    else
        tutor_options_init(options);
    for (int slot = 0; slot < game->option_count; slot++)
        if (options->value[slot] < -1 || options->value[slot] >= game->options[slot].value_count)
            return explain_reject(game,
                                  (explain_input){.code = EXPLAIN_OPTION_NO_VALUE,
                                                  .number = {options->value[slot]},
                                                  .which = slot},
                                  error);
    if (tutor_options_complete(game, options, TUTOR_FOR_PLAY, error)) return TUTOR_ERROR;
    if (options->value[TUTOR_PIEDMONT_ALLEGIANCE] != TUTOR_PIEDMONT_ALL_SUITS)
        return explain_reject(game, (explain_input){.code = EXPLAIN_ALLEGIANCE_IN_HAND}, error);
    return TUTOR_OK;
}

static tutor_status refuse(const tutor_piedmont_hand *hand, tutor_reason reason, tutor_reason *why,
                           tutor_error *error) {
    return hand_refuse(hand->game, &hand->options, reason, why, error);
}

/* ---- the start --------------------------------------------------------------------------- */

/* `start->deal` holds four hands of 19 and the dealer's four more cards in `rest` (their order
 * does not matter), or already in the dealer's hand. */
static tutor_status start(void *state, const tutor_game *game, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error) {
    tutor_piedmont_hand *hand = state;
    tutor_options checked;
    if (hand_options(game, options, &checked, error)) return TUTOR_ERROR;
    /* "Dealer hands out 19 cards to each player in a single packet, taking the last four" */
    if (hand_check_dealt(game, &checked, &start->deal, start->dealer, TUTOR_PIEDMONT_SEATS,
                         TUTOR_PIEDMONT_HAND_CARDS, TUTOR_PIEDMONT_DISCARDS, error))
        return TUTOR_ERROR;
    memset(hand, 0, sizeof *hand);
    hand->game = game;
    hand->options = checked;
    hand->dealer = start->dealer;
    hand->deal = start->deal;
    hand->phase = TUTOR_PIEDMONT_DISCARDING;
    hand->answer = (tutor_piedmont_answer){.trick = -1, .seat = TUTOR_NO_SEAT};
    hand->fool = TUTOR_FOOL_IN_HAND;
    hand->fool_player = TUTOR_NO_SEAT;
    return TUTOR_OK;
}

/* ---- questions --------------------------------------------------------------------------- */

static int turn(const void *state) {
    const tutor_piedmont_hand *hand = state;
    if (hand->phase == TUTOR_PIEDMONT_DISCARDING) return hand->dealer;
    return hand->phase == TUTOR_PIEDMONT_PLAYING ? hand->play.turn : TUTOR_NO_SEAT;
}

/* A partner's card is being taken back in the trick in progress: `play` keeps it where it was
 * followed until the trick is complete (see apply_take_back). */
static int take_back_pending(const tutor_piedmont_hand *hand) {
    return hand->answer.took_back && hand->phase == TUTOR_PIEDMONT_PLAYING &&
           hand->answer.trick == hand->play.tricks_done;
}

/* What `seat` holds now: the dealer holds 23 cards until the discard; while a partner's card is
 * being taken back, the card taken back is in the partner's hand again. */
static tutor_set holding(const void *state, int seat) {
    const tutor_piedmont_hand *hand = state;
    if (seat < 0 || seat >= TUTOR_PIEDMONT_SEATS) return tutor_set_empty();
    if (hand->phase == TUTOR_PIEDMONT_DISCARDING)
        return seat == hand->dealer ? tutor_set_or(hand->deal.hands[seat], hand->deal.rest)
                                    : hand->deal.hands[seat];
    tutor_set cards = hand->play.hands[seat];
    if (take_back_pending(hand) && seat == hand->answer.seat)
        cards = tutor_set_add(tutor_set_remove(cards, hand->answer.card), hand->answer.taken);
    return cards;
}

/* The tricks taken, and the one on the table as it lies now: while a partner's card is being
 * taken back, the card played instead in its place, so that with holding() every card is in
 * one place. */
static int tricks(const void *state, const tutor_trick **taken, int *count, tutor_trick *current) {
    const tutor_piedmont_hand *hand = state;
    int begun = hand_play_tricks(&hand->play, taken, count, current);
    if (!begun) current->leader = eldest(hand); /* the first trick's, after the discard */
    if (take_back_pending(hand)) current->cards[hand->answer.position] = hand->answer.card;
    return begun;
}

/* The cards the dealer may discard: none once the discard is made. */
static tutor_set legal_discards(const tutor_piedmont_hand *hand) {
    if (hand->phase != TUTOR_PIEDMONT_DISCARDING) return tutor_set_empty();
    return tutor_set_minus(holding(hand, hand->dealer), kings_aces_honours(hand->game));
}

/* The calls that go with `card` from `seat`, before it is played. Only Good and Evil in the
 * Game of Allegiance carry one: the first of them played calls "ours" or "yours" (every first
 * play of one makes a call, so no call yet means none has been played), and the other,
 * played by the other partnership, re-affirms or changes that call. The other played by the
 * caller's own partnership (the partner's forced card, or the caller's own second card) has no
 * effect and says nothing. */
#define CALL(name) TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_##name)
static unsigned calls_due(const tutor_piedmont_hand *hand, int seat, tutor_card card) {
    if (!plays_allegiance(&hand->options) || !is_pair_card(card)) return CALL(NO_CALL);
    if (hand->call_count == 0) return CALL(OURS) | CALL(YOURS);
    const tutor_piedmont_called *first = &hand->calls[0];
    if (hand->call_count == 1 && card != first->card && side_of(seat) != side_of(first->seat))
        return CALL(REAFFIRM) | CALL(CHANGE);
    return CALL(NO_CALL);
}

/* The suits `side` scores in trick `trick` (0 the first; -1: the call in force at the end,
 * which the discard is scored by). */
static tutor_piedmont_suits suits_of(const tutor_piedmont_hand *hand, int side, int trick) {
    if (hand->call_count == 0) return TUTOR_PIEDMONT_ALL_SUITS;
    /* "all the tricks so far played ... are scored according to the original allegiance call,
     * while all tricks after this are scored according to the new call" */
    const tutor_piedmont_called *in_force = &hand->calls[0];
    if (hand->call_count == 2 && (trick < 0 || trick >= hand->calls[1].trick))
        in_force = &hand->calls[1];
    return side == in_force->good_side ? TUTOR_PIEDMONT_GOOD_SUITS : TUTOR_PIEDMONT_EVIL_SUITS;
}

/* ---- the discard ------------------------------------------------------------------------- */

/* The dealer's discard: `n` (four) different cards held, none a King, an Ace or an Honour. */
static tutor_status discard_cards(void *state, const tutor_card *cards, int n, tutor_reason *why,
                                  tutor_error *error) {
    tutor_piedmont_hand *hand = state;
    tutor_card first = n > 0 ? cards[0] : 0;
    if (hand->phase != TUTOR_PIEDMONT_DISCARDING)
        return refuse(hand, hand_reason(TUTOR_OUT_OF_PHASE, first), why, error);
    /* "Dealer must then discard four cards" */
    if (n != TUTOR_PIEDMONT_DISCARDS || hand_repeated_card(cards, n) >= 0)
        return refuse(hand, hand_reason(TUTOR_DISCARD_FOUR, first), why, error);
    int seat = hand->dealer;
    tutor_set held = holding(hand, seat), discard = tutor_set_empty();
    for (int i = 0; i < n; i++) {
        discard = tutor_set_add(discard, cards[i]);
        if (!tutor_set_has(held, cards[i]))
            return refuse(hand, hand_reason(TUTOR_NOT_IN_HAND, cards[i]), why, error);
        if (tutor_set_has(kings_aces_honours(hand->game), cards[i]))
            return refuse(hand, hand_reason(TUTOR_DISCARD_KING_ACE_HONOUR, cards[i]), why, error);
    }
    tutor_deal now = hand->deal;
    now.hands[seat] = tutor_set_minus(held, discard);
    now.rest = tutor_set_empty();
    tutor_play play;
    /* "Eldest (Dealer's Left) leads to the first trick" */
    if (tutor_play_start(&play, hand->game, &hand->options, &now, eldest(hand), error))
        return TUTOR_ERROR;
    hand->discard = discard;
    hand->play = play;
    hand->phase = TUTOR_PIEDMONT_PLAYING;
    return TUTOR_OK;
}

/* ---- the Game of Allegiance -------------------------------------------------------------- */

/* The partnership that scores Good's suits after `seat` calls `call` with `card`. "If "ours",
 * then the player claims the points for the named suits"; "yours" "imposes that choice on the
 * opposing team". */
static int good_side_after(const tutor_piedmont_hand *hand, int seat, tutor_card card,
                           tutor_piedmont_call call) {
    int own = side_of(seat), claims_good = (card == SUITED_GOOD) == (call == TUTOR_PIEDMONT_OURS);
    if (call == TUTOR_PIEDMONT_OURS || call == TUTOR_PIEDMONT_YOURS)
        return claims_good ? own : 1 - own;
    /* re-affirmed: "it has no effect" */
    return call == TUTOR_PIEDMONT_CHANGE ? 1 - hand->calls[0].good_side : hand->calls[0].good_side;
}

/* The other card of the pair taken out of play by the caller's partner, into *out (1; 0 when
 * none): "If they have not yet played to the trick, then they must play this card" (the trick
 * rules oblige them at their turn: must-play-pair); "If they have already played a card to the
 * trick, then they must take it back into their hand and play this card instead". `hand` is
 * the state before `seat` plays `card`. */
static int answer_to(const tutor_piedmont_hand *hand, int seat, tutor_card card,
                     tutor_piedmont_answer *out) {
    int found = 0;
    if (!plays_allegiance(&hand->options) || !is_pair_card(card)) return 0;
    const tutor_trick *trick = &hand->play.current;
    tutor_piedmont_answer answer = {0};
    answer.trick = hand->play.tricks_done;
    answer.seat = partner_of(seat);
    answer.card = other_of_pair(card);
    if (hand->call_count == 0 && tutor_set_has(hand->play.hands[answer.seat], answer.card)) {
        for (int i = 0; i < trick->count; i++) {
            if (trick->seats[i] != answer.seat) continue;
            answer.position = i;
            answer.took_back = 1;
            answer.taken = trick->cards[i];
            *out = answer;
            found = 1;
        }
        return found;
    }
    const tutor_piedmont_called *first = &hand->calls[0];
    if (hand->call_count == 1 && first->trick == answer.trick && seat == partner_of(first->seat) &&
        card == other_of_pair(first->card)) {
        answer.seat = seat;
        answer.card = card;
        answer.position = trick->count;
        *out = answer;
        return 1;
    }
    return 0;
}

/* The trick in which a partner took a card back, once complete: the card played instead takes
 * its place (until now the trick kept the card as the others followed it: "it will have no
 * effect", so the suit to follow stays as it was), the card taken back goes to the partner's
 * hand, and the winner is found again with the card played instead unable to win, the first of
 * the pair staying the lowest trump. */
static void apply_take_back(tutor_piedmont_hand *hand) {
    const tutor_piedmont_answer *answer = &hand->answer;
    tutor_play *play = &hand->play;
    tutor_trick *trick = &play->tricks[answer->trick];
    int was = trick->winner;
    trick->cards[answer->position] = answer->card;
    play->hands[answer->seat] =
        tutor_set_add(tutor_set_remove(play->hands[answer->seat], answer->card), answer->taken);
    play->piles[was] = tutor_set_remove(play->piles[was], answer->taken);
    tutor_set cannot_win = tutor_set_add(tutor_set_of(SUITED_FOOL), answer->card);
    int position =
        suited_winner_excluding(hand->game, trick->cards, trick->count, cannot_win, &trick->why);
    trick->winner = trick->seats[position];
    tutor_set cards = tutor_trick_cards(trick);
    play->piles[was] = tutor_set_minus(play->piles[was], cards);
    play->piles[trick->winner] = tutor_set_or(play->piles[trick->winner], cards);
    play->current.leader = trick->winner;
    play->turn = tutor_set_is_empty(play->hands[trick->winner]) ? TUTOR_NO_SEAT : trick->winner;
}

/* ---- the tricks and the Fool ------------------------------------------------------------- */

/* The cards of the tricks `side` won among tricks first..last. */
static tutor_set tricks_won(const tutor_piedmont_hand *hand, int side, int first, int last) {
    tutor_set cards = tutor_set_empty();
    for (int t = first; t <= last; t++)
        if (side_of(hand->play.tricks[t].winner) == side)
            cards = tutor_set_or(cards, tutor_trick_cards(&hand->play.tricks[t]));
    return cards;
}

/* The trick a card was played to, or -1 (the discard). */
static int trick_of_card(const tutor_piedmont_hand *hand, tutor_card card) {
    for (int t = 0; t < hand->play.tricks_done; t++)
        if (tutor_set_has(tutor_trick_cards(&hand->play.tricks[t]), card)) return t;
    return -1;
}

/* The card given for the Fool is "an empty card if they can", and among equals a card of a
 * suit before a trump: under Allegiance a suit's card scores for one partnership only, a trump
 * for both. */
static int is_trump(tutor_card card) { return card >= SUITED_FIRST_TRUMP; }

/* A trick just complete: the take-back it held, and where the Fool in it goes. */
static void finish_trick(tutor_piedmont_hand *hand, int t) {
    if (hand->answer.took_back && hand->answer.trick == t) apply_take_back(hand);
    const tutor_trick *trick = &hand->play.tricks[t];
    for (int i = 0; i < trick->count; i++) {
        if (trick->cards[i] != SUITED_FOOL) continue;
        hand->fool_player = trick->seats[i];
        /* Played to a trick its own partnership wins, the Fool simply stays there. */
        hand->fool =
            side_of(trick->seats[i]) == side_of(trick->winner) ? TUTOR_FOOL_KEPT : TUTOR_FOOL_OWED;
    }
}

/* The end of the hand: the Fool's debt is paid, or the Fool surrendered. */
static void end_hand(tutor_piedmont_hand *hand) {
    hand->phase = TUTOR_PIEDMONT_OVER;
    if (hand->fool != TUTOR_FOOL_OWED) return;
    tutor_set won = tricks_won(hand, side_of(hand->fool_player), 0, hand->play.tricks_done - 1);
    if (tutor_set_is_empty(won)) {
        hand->fool = TUTOR_FOOL_LOST;
        return;
    }
    hand->fool_payment = hand_fool_payment(hand->game, won, is_trump);
    hand->fool = TUTOR_FOOL_PAID;
}

static tutor_status refuse_call(const tutor_piedmont_hand *hand, int seat, tutor_card card,
                                unsigned due, tutor_reason *why, tutor_error *error) {
    int needs_call = !(due & CALL(NO_CALL));
    tutor_reason reason =
        hand_reason(needs_call ? TUTOR_MUST_CALL_ALLEGIANCE : TUTOR_NO_ALLEGIANCE_CALL, card);
    /* The call this card answers (the other partnership's) or follows (its own). */
    if (plays_allegiance(&hand->options) && is_pair_card(card) && hand->call_count > 0 &&
        (needs_call || side_of(seat) == side_of(hand->calls[0].seat))) {
        reason.witness = hand->calls[0].card;
        reason.has_witness = 1;
    }
    return refuse(hand, reason, why, error);
}

/* A card to the trick for the seat whose turn it is, with its call (see tutor_piedmont_call). */
static tutor_status play_card(tutor_piedmont_hand *hand, tutor_card card, tutor_piedmont_call call,
                              tutor_reason *why, tutor_error *error) {
    if (hand->phase != TUTOR_PIEDMONT_PLAYING) {
        int played_out = hand->phase == TUTOR_PIEDMONT_OVER;
        return refuse(hand, hand_reason(played_out ? TUTOR_HAND_OVER : TUTOR_OUT_OF_PHASE, card),
                      why, error);
    }
    int seat = turn(hand);
    unsigned due = calls_due(hand, seat, card);
    if (!(due & TUTOR_PIEDMONT_CALL_BIT(call))) {
        /* Refused either way; the play's own refusal comes first, tried on a copy. */
        tutor_play trial = hand->play;
        if (tutor_play_card(&trial, card, why, error)) return TUTOR_ERROR;
        return refuse_call(hand, seat, card, due, why, error);
    }
    /* What the play changes beside the trick is read from the hand before it; the play is made
     * in place, with no copy of the hand (the search makes thousands), as a refused play
     * leaves the hand as it was. */
    tutor_piedmont_answer answer;
    int answers = answer_to(hand, seat, card, &answer);
    int good_side = call != TUTOR_PIEDMONT_NO_CALL ? good_side_after(hand, seat, card, call) : 0;
    int trick_index = hand->play.tricks_done;
    if (tutor_play_card(&hand->play, card, why, error)) return TUTOR_ERROR;
    if (call != TUTOR_PIEDMONT_NO_CALL) {
        tutor_piedmont_called *made = &hand->calls[hand->call_count++];
        made->seat = seat;
        made->card = card;
        made->call = call;
        made->trick = trick_index;
        made->good_side = good_side;
    }
    if (answers) hand->answer = answer;
    if (hand->play.tricks_done > trick_index) finish_trick(hand, trick_index);
    if (hand->play.turn == TUTOR_NO_SEAT) end_hand(hand);
    return TUTOR_OK;
}

/* ---- the score --------------------------------------------------------------------------- */

/* Card points of `cards` when `suits` score: the game's own count, with the Game of
 * Allegiance's counting option. */
static int points_of(const tutor_piedmont_hand *hand, tutor_set cards, tutor_piedmont_suits suits) {
    tutor_options options = hand->options;
    options.value[TUTOR_PIEDMONT_ALLEGIANCE] = (int8_t)suits;
    return hand_points(hand->game, &options, cards);
}

static tutor_piedmont_line *add_line(tutor_piedmont_score *score, tutor_piedmont_item item,
                                     int side, tutor_piedmont_suits suits, int cards, int points) {
    tutor_piedmont_line *line = &score->lines[score->line_count++];
    *line = (tutor_piedmont_line){item, side, suits, -1, -1, cards, 0, points};
    score->points[side] += points;
    return line;
}

/* The Fool went back to its player from a trick the other partnership won: owed, paid or lost. */
static int fool_went_back(const tutor_piedmont_hand *hand) { return hand->fool >= TUTOR_FOOL_OWED; }

/* One partnership's card points for tricks first..last, all under the call then in force. */
static void add_card_points(const tutor_piedmont_hand *hand, tutor_piedmont_score *score, int side,
                            int first, int last) {
    tutor_set cards = tricks_won(hand, side, first, last);
    if (fool_went_back(hand)) cards = tutor_set_remove(cards, SUITED_FOOL);
    tutor_piedmont_suits suits = suits_of(hand, side, first);
    tutor_piedmont_line *line = add_line(score, TUTOR_PIEDMONT_CARD_POINTS, side, suits,
                                         tutor_set_size(cards), points_of(hand, cards, suits));
    line->first_trick = first;
    line->last_trick = last;
}

/* The end's lines for one partnership: the discard, the Fool and the card given for it. */
static void add_end_lines(const tutor_piedmont_hand *hand, tutor_piedmont_score *score, int side) {
    if (side == side_of(hand->dealer)) {
        /* "these cards will count towards his/her sides' tricks at the end of the hand": by
         * the call in force at the end. */
        tutor_piedmont_suits suits = suits_of(hand, side, -1);
        add_line(score, TUTOR_PIEDMONT_DISCARD, side, suits, tutor_set_size(hand->discard),
                 points_of(hand, hand->discard, suits));
    }
    if (!fool_went_back(hand)) return;
    int owner = side_of(hand->fool_player);
    int keeper = hand->fool == TUTOR_FOOL_PAID ? owner : 1 - owner;
    if (side == keeper)
        add_line(score, TUTOR_PIEDMONT_FOOL, side, TUTOR_PIEDMONT_ALL_SUITS, 1,
                 points_of(hand, tutor_set_of(SUITED_FOOL), TUTOR_PIEDMONT_ALL_SUITS))
            ->card = SUITED_FOOL;
    if (hand->fool != TUTOR_FOOL_PAID) return;
    /* The card keeps the call of the trick it was won in, for whoever ends with it. */
    tutor_card paid = hand->fool_payment;
    tutor_piedmont_suits suits = suits_of(hand, side, trick_of_card(hand, paid));
    int value = points_of(hand, tutor_set_of(paid), suits);
    add_line(score, TUTOR_PIEDMONT_FOOL_PAYMENT, side, suits, 1, side == owner ? -value : value)
        ->card = paid;
}

/* The lines so far: card points and tricks of the tricks played (under the calls made so far),
 * and once every trick is played the discard, the Fool and the hand's winner. */
static void score_hand(const tutor_piedmont_hand *hand, tutor_piedmont_score *score) {
    memset(score, 0, sizeof *score);
    score->winner = TUTOR_PIEDMONT_NO_SIDE;
    if (hand->phase == TUTOR_PIEDMONT_DISCARDING) return;
    int done = hand->play.tricks_done;
    /* A changed call splits the tricks in two; a re-affirmed one "has no effect". */
    int split = done;
    if (hand->call_count == 2 && hand->calls[1].call == TUTOR_PIEDMONT_CHANGE &&
        hand->calls[1].trick < done)
        split = hand->calls[1].trick;
    score->complete = hand->phase == TUTOR_PIEDMONT_OVER;
    for (int side = 0; side < 2; side++) {
        if (split > 0) add_card_points(hand, score, side, 0, split - 1);
        if (split < done) add_card_points(hand, score, side, split, done - 1);
        if (score->complete) add_end_lines(hand, score, side);
        for (int t = 0; t < done; t++)
            score->tricks[side] += side_of(hand->play.tricks[t].winner) == side;
        /* "then add 1 point for each trick (Cards of the discard to not count as a trick)" */
        add_line(score, TUTOR_PIEDMONT_TRICK_POINTS, side, TUTOR_PIEDMONT_ALL_SUITS,
                 score->tricks[side], score->tricks[side]);
    }
    if (!score->complete) return;
    /* "Whichever side wins 83 points or more wins the difference": of 167 (148 card points and
     * 19 tricks, an odd total) the side ahead always has 84 or more. Under Allegiance "Whichever
     * side wins the most points wins the difference"; equal scores win nothing. */
    if (score->points[0] != score->points[1]) {
        score->winner = score->points[0] > score->points[1] ? 0 : 1;
        score->difference = score->points[score->winner] - score->points[1 - score->winner];
    }
}

/* ---- behind the hand interface ---------------------------------------------------------- */

/* Indexed by tutor_piedmont_phase. */
static const char *const phases[] = {"discarding", "playing", "over"};

/* tutor_piedmont_call's words: a play with no call has none. */
static const char *const calls[] = {NULL, "ours", "yours", "reaffirm", "change"};
static const char *const calls_fr[] = {NULL, "nôtre", "vôtre", "je confirme", "je change"};
static const char *const calls_it[] = {NULL, "nostro", "vostro", "confermo", "cambio"};
static const char *const calls_es[] = {NULL, "nuestro", "vuestro", "confirmo", "cambio"};
static const char *const calls_pt[] = {NULL, "nosso", "vosso", "confirmo", "mudo"};
static const char *const calls_de[] = {NULL, "unser", "euer", "bestätigt", "geändert"};
enum { CALLS = sizeof calls / sizeof calls[0] };

/* A score line's words, by tutor_piedmont_item and tutor_piedmont_suits. */
static const char *const items[] = {"card-points", "discard", "fool", "fool-payment",
                                    "trick-points"};
static const char *const suits[] = {"all", "good", "evil"};

HAND_STATE_HOOKS(tutor_piedmont_hand, TUTOR_PIEDMONT_SEATS)

/* Discarding: each card the dealer may still add. Playing: each card the trick allows, alone
 * when it carries no call, else once with each call due. */
static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    const tutor_piedmont_hand *hand = state;
    int seat = turn(hand), count = 0;
    tutor_card card;
    if (hand->phase == TUTOR_PIEDMONT_DISCARDING) {
        tutor_set open = legal_discards(hand);
        for (int i = 0; i < n; i++) open = tutor_set_remove(open, pending[i].card);
        return hand_card_moves(out, TUTOR_MOVE_DISCARD, open);
    }
    /* Only moves the rules accept: each one offered is tried, thousands of times a decision
     * by the computer players. */
    tutor_set legal =
        hand->phase == TUTOR_PIEDMONT_PLAYING ? tutor_play_legal(&hand->play) : tutor_set_empty();
    TUTOR_SET_FOREACH(card, legal) {
        unsigned due = calls_due(hand, seat, card);
        for (int k = 0; k < CALLS; k++)
            if (due & TUTOR_PIEDMONT_CALL_BIT(k))
                out[count++] = (tutor_move){TUTOR_MOVE_PLAY, card, (int16_t)k};
    }
    return count;
}

/* A card of the discard, or a DONE ending it short of four cards (the core's own refusal then);
 * a card played with its call; else bad input. */
static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tutor_piedmont_hand *hand = state;
    tutor_move move = moves[n - 1];
    explain_input bad = {.code = EXPLAIN_MOVES_DISCARDS_PLAYS};
    if (move.kind == TUTOR_MOVE_DONE && (hand->phase != TUTOR_PIEDMONT_DISCARDING || n == 1))
        bad.code = EXPLAIN_NO_SEQUENCE_TO_END;
    else if (move.kind == TUTOR_MOVE_DISCARD && move.number != 0)
        bad.code = EXPLAIN_DISCARD_NO_NUMBER;
    else if (move.kind == TUTOR_MOVE_DISCARD && move.card >= SUITED_CARDS)
        bad.code = EXPLAIN_DISCARD_NOT_OF_PACK;
    else if (move.kind == TUTOR_MOVE_DISCARD || move.kind == TUTOR_MOVE_DONE)
        return hand_discard_move(hand, discard_cards, legal_discards(hand), TUTOR_PIEDMONT_DISCARDS,
                                 moves, n, why, error);
    else if (move.kind == TUTOR_MOVE_PLAY && (move.number < 0 || move.number >= CALLS))
        bad = (explain_input){.code = EXPLAIN_PLAY_CALL_NUMBER, .number = {move.number}};
    else if (move.kind == TUTOR_MOVE_PLAY && move.card >= SUITED_CARDS)
        bad.code = EXPLAIN_PLAYED_NOT_OF_PACK;
    else if (move.kind == TUTOR_MOVE_PLAY)
        return hand_outcome_of(
            play_card(hand, move.card, (tutor_piedmont_call)move.number, why, error));
    return hand_outcome_of(hand_reject_input(hand->game, bad, why, error));
}

static const struct hand_word moves_written[] = {
    {.kind = TUTOR_MOVE_DISCARD, .key = "discard", .value = TUTOR_WRITTEN_CARD},
    {.kind = TUTOR_MOVE_PLAY,
     .key = "play",
     .value = TUTOR_WRITTEN_CARD,
     .number_key = "call",
     .number_words = calls,
     .number_words_count = CALLS,
     .local_number_words = {[TUTOR_LANG_FR] = calls_fr, [TUTOR_LANG_IT] = calls_it,
                             [TUTOR_LANG_ES] = calls_es,
                             [TUTOR_LANG_PT] = calls_pt,
                             [TUTOR_LANG_DE] = calls_de}},
};

static int vocabulary(const tutor_game *game, const struct hand_word **words) {
    (void)game;
    return HAND_WORDS(moves_written);
}

/* The dealer's discard lies face down: the dealer and the viewer who sees everything see it,
 * the others know only that four cards lie there. The calls and the Fool are public, and the
 * Fool and the card given for it stay in the tricks they were played to (the score moves them),
 * so the discard is all that lies aside. */
static void view(const void *state, int seat, tutor_view *view) {
    const tutor_piedmont_hand *hand = state;
    hand_view_discard(view, seat, hand->dealer, hand->discard);
}

/* Piedmont scores its tricks as they are won: the lines so far from the first, and once every
 * trick is played the discard and the Fool. For programs, the hand's winner takes the
 * difference from the loser, each seat of a partnership the whole of it (+d for each winner,
 * -d for each loser: zero-sum); nothing before the end or on a tie. */
static tutor_status score(const void *state, tutor_hand_score *score, tutor_error *error) {
    tutor_piedmont_score own; /* the game's own score, line by line */
    (void)error;
    score_hand(state, &own);
    score->scored = 1;
    for (int i = 0; i < own.line_count && i < TUTOR_MAX_SCORE_LINES; i++)
        score->lines[score->line_count++] = (tutor_score_line){
            items[own.lines[i].item], own.lines[i].points, (int8_t)own.lines[i].side, -1};
    if (own.winner != TUTOR_PIEDMONT_NO_SIDE) /* a winner once complete, unless a tie */
        for (int s = 0; s < TUTOR_PIEDMONT_SEATS; s++)
            score->returns[s] = side_of(s) == own.winner ? own.difference : -own.difference;
    return TUTOR_OK;
}

/* The dealer's discard lies face down; the calls and what became of the Fool are public. */
static void describe(const void *state, const tutor_game *game, int viewer, tutor_record *record) {
    const tutor_piedmont_hand *hand = state;
    (void)game;
    hand_record_discard(record, viewer, hand->dealer, hand->discard);
    record->open(record, "calls", 1);
    for (int k = 0; k < hand->call_count; k++) {
        const tutor_piedmont_called *call = &hand->calls[k];
        record->open(record, NULL, 0);
        record->number(record, "seat", call->seat);
        record->card(record, "card", call->card);
        record->word(record, "call", calls[call->call]);
        record->number(record, "trick", call->trick);
        record->number(record, "good_side", call->good_side);
        record->close(record);
    }
    record->close(record);
    hand_record_fool(record, hand->fool, hand->fool_payment);
}

/* One line of the score: the tricks it covers for card points, the card for the Fool and the
 * card given for it; its text names the Fool's card, not the suits or cards it stands for. */
static void record_line(tutor_record *record, const tutor_game *game,
                        const tutor_piedmont_line *line) {
    record->open(record, NULL, 0);
    record->word(record, "item", items[line->item]);
    record->number(record, "points", line->points);
    record->number(record, "side", line->side);
    record->word(record, "suits", suits[line->suits]);
    if (line->item == TUTOR_PIEDMONT_CARD_POINTS) {
        record->number(record, "first_trick", line->first_trick);
        record->number(record, "last_trick", line->last_trick);
    }
    int fool = line->item == TUTOR_PIEDMONT_FOOL || line->item == TUTOR_PIEDMONT_FOOL_PAYMENT;
    if (fool) record->card(record, "card", line->card);
    record->number(record, "cards", line->cards);
    record_line_text(record, game,
                     &(explain_score_line_words){.item = items[line->item],
                                                 .suits = fool ? NULL : suits[line->suits],
                                                 .has_card = fool,
                                                 .card = line->card,
                                                 .cards = fool ? -1 : line->cards});
    record->close(record);
}

/* As the score hook: the lines so far, and once every trick is played (`complete`) the
 * discard, the Fool, and who wins the hand by how much. */
static tutor_status record_score(const void *state, const tutor_game *game, tutor_record *record,
                                 tutor_error *error) {
    tutor_piedmont_score score;
    (void)error;
    score_hand(state, &score);
    record->open(record, "score", 0);
    record->open(record, "lines", 1);
    for (int i = 0; i < score.line_count; i++) record_line(record, game, &score.lines[i]);
    record->close(record);
    record_pair(record, "points", score.points);
    record_pair(record, "tricks", score.tricks);
    record->truth(record, "complete", score.complete);
    record_seat(record, "winner", score.winner); /* a side, or null */
    record->number(record, "difference", score.difference);
    record_summary(record, &(record_score_summary){.total = EXPLAIN_TOTAL,
                                                   .total_key = "side",
                                                   .totals = score.points,
                                                   .total_count = 2});
    record->close(record);
    return TUTOR_OK;
}

const struct tutor_hand_rules piedmont_hand_rules = {
    .size = sizeof(tutor_piedmont_hand),
    HAND_HOOKS,
};

/* ---- the game of four hands (tutor_match) ---------------------------------------------- */

/* Every hand of the game is played with the game's Good & Evil. */
static tutor_status match_check(const tutor_match *match, const tutor_hand *hand,
                                tutor_error *error) {
    int agreed = match->options.value[TUTOR_PIEDMONT_GOOD_EVIL];
    if (tutor_hand_options(hand)->value[TUTOR_PIEDMONT_GOOD_EVIL] == agreed) return TUTOR_OK;
    return explain_reject(match->game,
                          (explain_input){.code = EXPLAIN_GOOD_EVIL_AS, .which = agreed}, error);
}

/* Game points by side over four hands: "the role moving to the player on Dealer's left after
 * each hand", and each hand's winner "wins the difference in game points from the opponents"
 * (its returns). */
const struct tutor_match_rules piedmont_match_rules = {.totals_by = "side",
                                                       .item = "difference",
                                                       .deals = TUTOR_PIEDMONT_GAME_HANDS,
                                                       .over_refusal = EXPLAIN_FOUR_HANDS_PLAYED,
                                                       .unfinished_refusal =
                                                           EXPLAIN_JOINS_WHEN_PLAYED,
                                                       .options = hand_options,
                                                       .check = match_check};
