/*
 * tarocchino_hand.c: a whole hand of Ottocento or Eight Hundred (its state in tarocchino.h) behind
 * the one hand interface (tutor_hand in tutor.h). The two games play a hand alike; their
 * `combination_rules` (tarocchino.h) hold what differs. The moves:
 *  - the dealer's discard, two TUTOR_MOVE_DISCARD of one card each;
 *  - each player's declarations, a sequence: TUTOR_MOVE_DECLARE `number` = a
 *    tutor_combination_kind opens a combination, TUTOR_MOVE_SHOW one card of it (wild cards
 *    too), then perhaps another DECLARE, and TUTOR_MOVE_DONE shows them all at once (a DONE
 *    alone declares nothing);
 *  - TUTOR_MOVE_PLAY a card.
 *
 * Sources: shared/seeds/000 (Ottocento) and 003 (Eight Hundred). Rules choices
 * (docs/rules-decisions.md, "Ottocento and Eight Hundred: the whole hand"):
 *  - the dealer takes the deal's two extra cards and "discards 2"; "The discards may not be any
 *    of the 5-point cards (Tarocchi and Kings)"; they count "towards the tricks won by the
 *    dealer and their partner (unless the other team wins every trick...)", in card points
 *    and in the combinations counted at the end;
 *  - declarations one player at a time from "Eldest (Dealer's left)", each once, as many
 *    combinations as the player chooses ("There is no obligation ... players do not have to
 *    declare for maximum scores"); a group is doubled when one player shows three ("If
 *    scoring for declarations, all three must be by the same player"; 003: "scored at the same
 *    time");
 *  - "The first trick is led by the eldest hand";
 *  - the Fool: "retained by the player who used it, but they must give a single-point card
 *    from their captures in its place. If they have not yet taken a trick, the matto may be
 *    left face-up ... If the player has not won a trick by the end of the hand, then the
 *    matto is lost" (000); "places it face up beside them until the end of the hand when they
 *    must pay the player who won the trick with a card from their trick pile ... if they have
 *    taken no tricks, then they must surrender The Fool instead" (003). Captures are the
 *    partnership's; the card given is an empty one chosen by the core;
 *  - 003: "If the four cards of the trick contain either a Combination or a Pattern, then the
 *    team that wins the trick immediately notes the score and if they have reached 800 points,
 *    they have won";
 *  - the end: cricche, sequences, card points, "add 6 points for winning the last trick"; "The
 *    game is over when one team reaches at least 800 points. High score wins."
 */
#include <string.h>

#include "../game.h"
#include "hand_checks.h"
#include "suited.h"
#include "tarocchino.h"

_Static_assert(sizeof(tutor_tarocchino_hand) <= TUTOR_HAND_STATE, "TUTOR_HAND_STATE is too small");

#define TUTOR_TAROCCHINO_HAND_CARDS 15 /* each hand, once the dealer has discarded */
#define TUTOR_TAROCCHINO_DISCARDS 2
#define TUTOR_TAROCCHINO_TRICKS 15
#define TUTOR_TAROCCHINO_GAME 800            /* the points that win the game */
#define TUTOR_TAROCCHINO_LAST_TRICK_POINTS 6 /* the last trick's bonus */

/* One combination a player shows: its kind and every card shown, wild cards included. */
typedef struct {
    tutor_combination_kind kind;
    tutor_set cards;
} tutor_tarocchino_declaration;

/* Every cricca and sequence among `cards` by the game's rules: cards of its pack, as every card
 * of a hand is. */
static tutor_combinations_result combinations_in(const tutor_game *game, tutor_set cards) {
    tutor_combinations_result found;
    combinations_of_pack_cards(game, cards, &found);
    return found;
}

enum { MOST_DECLARED = TUTOR_MAX_CRICCHE + TUTOR_MAX_SEQUENCES };

/* The cricche, then the sequences, of `found` in one list; returns how many. */
static int listed(const tutor_combinations_result *found, tutor_combination all[MOST_DECLARED]) {
    memcpy(all, found->cricche, (size_t)found->cricca_count * sizeof *all);
    memcpy(all + found->cricca_count, found->sequences,
           (size_t)found->sequence_count * sizeof *all);
    return found->cricca_count + found->sequence_count;
}

static tutor_set shown_cards(const tutor_combination *combination) {
    return tutor_set_or(combination->cards, combination->wild);
}

static int side_of(int seat) { return seat % 2; }

static int eldest(const tutor_tarocchino_hand *hand) {
    return (hand->dealer + 1) % TUTOR_TAROCCHINO_SEATS;
}

/* "The discards may not be any of the 5-point cards (Tarocchi and Kings)". */
static tutor_set worth_five(const tutor_game *game) {
    return tutor_set_or(game->suited->honours, hand_rank_cards(RANK_K));
}

static tutor_status refuse(const tutor_tarocchino_hand *hand, tutor_reason reason,
                           tutor_reason *why, tutor_error *error) {
    return hand_refuse(hand->game, &hand->options, reason, why, error);
}

/* What every action of the seat to move checks first: the game is not over and it is this
 * action's step. */
static tutor_status check_phase(const tutor_tarocchino_hand *hand, tutor_tarocchino_phase phase,
                                tutor_card card, tutor_reason *why, tutor_error *error) {
    if (hand->winner != TUTOR_TAROCCHINO_NO_SIDE)
        return refuse(hand, hand_reason(TUTOR_GAME_OVER, card), why, error);
    if (hand->phase != phase) {
        int played_out = hand->phase == TUTOR_TAROCCHINO_OVER && phase == TUTOR_TAROCCHINO_PLAYING;
        return refuse(hand, hand_reason(played_out ? TUTOR_HAND_OVER : TUTOR_OUT_OF_PHASE, card),
                      why, error);
    }
    return TUTOR_OK;
}

/* ---- the game's end ---------------------------------------------------------------------- */

/* "High score wins" once a partnership has 800; "If both make 800 at this stage, then the team
 * with the highest total wins". Equal totals decide nothing yet. */
static void decide(tutor_tarocchino_hand *hand) {
    int total[2];
    for (int side = 0; side < 2; side++)
        total[side] = hand->scores_before[side] + hand->points[side];
    if (total[0] < TUTOR_TAROCCHINO_GAME && total[1] < TUTOR_TAROCCHINO_GAME) return;
    if (total[0] != total[1]) hand->winner = total[0] > total[1] ? 0 : 1;
}

/* ---- lines ------------------------------------------------------------------------------- */

/* One line of the score, in the words the record writes. */
typedef struct {
    const char *item;              /* "cricca", "sequence", "cricche-doubled", "card-points", ... */
    const char *moment;            /* "declared", "in-trick" (Eight Hundred) or "at-end" */
    int side;                      /* the partnership that scores it */
    int seat;                      /* who declared it, or won the trick; TUTOR_NO_SEAT at the end */
    int trick;                     /* in a trick: which (0 the first); else -1 */
    tutor_combination combination; /* a cricca's or a sequence's: what was scored; else no name */
    int cards;                     /* card points: how many cards were counted; else -1 */
    int points;
} score_line;

/* Declarations: at most 5 cricche, 7 sequences and 2 doublings a player; in a trick's four
 * cards at most one cricca and two sequences; at the end, as declared, and 2 more lines. */
#define MOST_LINES                                                                                 \
    (TUTOR_TAROCCHINO_SEATS * (MOST_DECLARED + 2) + TUTOR_TAROCCHINO_TRICKS * 4 +                  \
     2 * (MOST_DECLARED + 4))

/* The hand's lines so far, in the order they were scored. */
typedef struct {
    int count;
    score_line lines[MOST_LINES];
    int hand_points[2]; /* each partnership's lines added up */
} score_lines;

static score_line from(const char *moment, int side, int seat, int trick) {
    return (score_line){.moment = moment, .side = side, .seat = seat, .trick = trick};
}

/* Adds a line said `from` somewhere to `score` (when there is one) and returns its points. */
static int add_line(score_lines *score, score_line line, const char *item,
                    const tutor_combination *combination, int cards, int points) {
    if (!score) return points;
    line.item = item;
    if (combination) line.combination = *combination;
    line.cards = cards;
    line.points = points;
    score->lines[score->count++] = line;
    score->hand_points[line.side] += points;
    return points;
}

/* One line per cricca and per sequence, and a doubling line after each group that counts
 * twice ("(18+14+13+12)x2"). Returns what they add up to. */
static int add_combinations(score_lines *score, score_line origin,
                            const tutor_combinations_result *found) {
    int total = 0, cricche = 0, sequences = 0;
    for (int i = 0; i < found->cricca_count; i++)
        cricche +=
            add_line(score, origin, "cricca", &found->cricche[i], -1, found->cricche[i].points);
    if (found->doubled_cricche)
        total += add_line(score, origin, "cricche-doubled", NULL, -1, cricche);
    for (int i = 0; i < found->sequence_count; i++)
        sequences += add_line(score, origin, "sequence", &found->sequences[i], -1,
                              found->sequences[i].points);
    if (found->doubled_sequences)
        total += add_line(score, origin, "sequences-doubled", NULL, -1, sequences);
    return total + cricche + sequences;
}

/* The end of the hand, for each partnership's cards: "Score for cricche ... Score for
 * sequences ... Score the card points ... Finally, add 6 points for winning the last trick."
 * Adds each partnership's to points[side]. The count cannot fail: the sides' cards are of the
 * pack and even in number (whole tricks, the two discards, and the Fool's exchange, one card
 * for one). */
static void score_end(const tutor_tarocchino_hand *hand, score_lines *score, int points[2]) {
    int last = side_of(hand->play.tricks[hand->play.tricks_done - 1].winner);
    for (int side = 0; side < 2; side++) {
        score_line origin = from("at-end", side, TUTOR_NO_SEAT, -1);
        tutor_combinations_result found = combinations_in(hand->game, hand->won[side]);
        points[side] += add_combinations(score, origin, &found);
        points[side] +=
            add_line(score, origin, "card-points", NULL, tutor_set_size(hand->won[side]),
                     hand_points(hand->game, &hand->options, hand->won[side]));
        if (side == last)
            points[side] +=
                add_line(score, origin, "last-trick", NULL, -1, TUTOR_TAROCCHINO_LAST_TRICK_POINTS);
    }
}

/* The combinations among a trick's four cards (Eight Hundred), as the lines of `score`. */
static int trick_combinations(const tutor_tarocchino_hand *hand, int t, score_lines *score) {
    const tutor_trick *trick = &hand->play.tricks[t];
    tutor_combinations_result found = combinations_in(hand->game, tutor_trick_cards(trick));
    return add_combinations(score, from("in-trick", side_of(trick->winner), trick->winner, t),
                            &found);
}

/* ---- the start --------------------------------------------------------------------------- */

/* `start->deal` holds four hands of 15 and the dealer's two more cards in `rest`, or already in
 * the dealer's hand; `start->scores` each partnership's game score before the hand, a game
 * already won refused. The two games have no options: the hand completes its own. */
static tutor_status start(void *state, const tutor_game *game, const tutor_options *given,
                          const tutor_hand_start *start, tutor_error *error) {
    (void)given;
    tutor_tarocchino_hand *hand = state;
    tutor_options options;
    tutor_options_init(&options);
    if (tutor_options_complete(game, &options, TUTOR_FOR_PLAY, error)) return TUTOR_ERROR;
    /* "each player is dealt 3 packets of cards in sets of 5 ... this way gives the dealer 7
     * cards on the last pass" */
    if (hand_check_dealt(game, &options, &start->deal, start->dealer, TUTOR_TAROCCHINO_SEATS,
                         TUTOR_TAROCCHINO_HAND_CARDS, TUTOR_TAROCCHINO_DISCARDS, error))
        return TUTOR_ERROR;
    const int *before = start->scores;
    for (int side = 0; side < 2; side++)
        if (before[side] < 0)
            return explain_reject(
                game, (explain_input){.code = EXPLAIN_SCORE_NEGATIVE, .number = {before[side]}},
                error);
    if ((before[0] >= TUTOR_TAROCCHINO_GAME || before[1] >= TUTOR_TAROCCHINO_GAME) &&
        before[0] != before[1])
        return explain_reject(
            game,
            (explain_input){.code = EXPLAIN_GAME_WON_ALREADY, .number = {before[0], before[1]}},
            error);
    memset(hand, 0, sizeof *hand);
    hand->game = game;
    hand->options = options;
    hand->dealer = start->dealer;
    memcpy(hand->scores_before, before, sizeof hand->scores_before);
    hand->deal = start->deal;
    hand->phase = TUTOR_TAROCCHINO_DISCARDING;
    hand->fool = TUTOR_FOOL_IN_HAND;
    hand->fool_player = TUTOR_NO_SEAT;
    hand->winner = TUTOR_TAROCCHINO_NO_SIDE;
    return TUTOR_OK;
}

/* ---- questions --------------------------------------------------------------------------- */

static int play_started(const tutor_tarocchino_hand *hand) { return hand->play.game != NULL; }

static int turn(const void *state) {
    const tutor_tarocchino_hand *hand = state;
    if (hand->phase == TUTOR_TAROCCHINO_DISCARDING) return hand->dealer;
    /* "Staring with Eldest (Dealer's left) players may now declare" */
    if (hand->phase == TUTOR_TAROCCHINO_DECLARING)
        return (eldest(hand) + hand->declared) % TUTOR_TAROCCHINO_SEATS;
    return hand->phase == TUTOR_TAROCCHINO_PLAYING ? hand->play.turn : TUTOR_NO_SEAT;
}

/* What `seat` holds now: the dealer holds 17 cards until the discard. */
static tutor_set holding(const void *state, int seat) {
    const tutor_tarocchino_hand *hand = state;
    if (seat < 0 || seat >= TUTOR_TAROCCHINO_SEATS) return tutor_set_empty();
    if (play_started(hand)) return hand->play.hands[seat];
    tutor_set cards = hand->deal.hands[seat];
    if (seat == hand->dealer)
        cards = tutor_set_minus(tutor_set_or(cards, hand->deal.rest), hand->discard);
    return cards;
}

/* The cards the dealer may discard: none unless it is the discard's turn. */
static tutor_set legal_discards(const tutor_tarocchino_hand *hand) {
    if (hand->phase != TUTOR_TAROCCHINO_DISCARDING) return tutor_set_empty();
    return tutor_set_minus(holding(hand, hand->dealer), worth_five(hand->game));
}

/* Every cricca and sequence the seat to declare holds now, each at its most, listed: a
 * declaration may show any of them, or fewer of their cards. None outside the declarations. */
static int declarable(const tutor_tarocchino_hand *hand, tutor_combination all[MOST_DECLARED]) {
    if (hand->phase != TUTOR_TAROCCHINO_DECLARING) return 0;
    tutor_combinations_result held = combinations_in(hand->game, holding(hand, turn(hand)));
    return listed(&held, all);
}

/* ---- the discard ------------------------------------------------------------------------- */

/* The dealer's discard: `n` (two) different cards, none worth 5 points. */
static tutor_status discard_cards(void *state, const tutor_card *cards, int n, tutor_reason *why,
                                  tutor_error *error) {
    tutor_tarocchino_hand *hand = state;
    tutor_card first = n > 0 ? cards[0] : 0;
    if (check_phase(hand, TUTOR_TAROCCHINO_DISCARDING, first, why, error)) return TUTOR_ERROR;
    /* "the dealer discards 2, to reduce their hand to the same 15 as everyone else" */
    if (n != TUTOR_TAROCCHINO_DISCARDS || cards[0] == cards[1])
        return refuse(hand, hand_reason(TUTOR_DISCARD_TWO, first), why, error);
    tutor_set held = holding(hand, hand->dealer), discard = tutor_set_empty();
    for (int i = 0; i < n; i++) {
        if (!tutor_set_has(held, cards[i]))
            return refuse(hand, hand_reason(TUTOR_NOT_IN_HAND, cards[i]), why, error);
        if (tutor_set_has(worth_five(hand->game), cards[i]))
            return refuse(hand, hand_reason(TUTOR_DISCARD_WORTH_FIVE, cards[i]), why, error);
        discard = tutor_set_add(discard, cards[i]);
    }
    hand->discard = discard;
    hand->phase = TUTOR_TAROCCHINO_DECLARING;
    return TUTOR_OK;
}

/* ---- the declarations -------------------------------------------------------------------- */

/* The combination `shown` makes, read by the combinations code from exactly the cards shown:
 * one of the kind named that uses every card shown. */
static int combination_shown(const tutor_game *game, const tutor_tarocchino_declaration *shown,
                             tutor_combination *combination) {
    tutor_combination all[MOST_DECLARED];
    tutor_combinations_result found = combinations_in(game, shown->cards);
    for (int i = 0, n = listed(&found, all); i < n; i++)
        if (all[i].kind == shown->kind && tutor_set_equal(shown_cards(&all[i]), shown->cards)) {
            *combination = all[i];
            return 1;
        }
    return 0;
}

/* Two combinations of one kind: each kind once, and each suit's sequence once. */
static int same_kind(const tutor_combination *a, const tutor_combination *b) {
    if (a->kind != b->kind) return 0;
    if (a->kind != TUTOR_SEQUENCE_SUIT) return 1;
    return tutor_set_first(a->cards) / SUITED_SUIT_CARDS ==
           tutor_set_first(b->cards) / SUITED_SUIT_CARDS;
}

/* After the last declaration: Eight Hundred's check for 800, then the first trick, "led by the
 * eldest hand". */
static tutor_status begin_play(tutor_tarocchino_hand *hand, tutor_error *error) {
    if (hand->game->combinations->wins_within_hand) {
        decide(hand);
        if (hand->winner != TUTOR_TAROCCHINO_NO_SIDE) {
            hand->phase = TUTOR_TAROCCHINO_OVER;
            hand->ended_early = 1;
            return TUTOR_OK;
        }
    }
    tutor_deal now = hand->deal;
    for (int s = 0; s < TUTOR_TAROCCHINO_SEATS; s++) now.hands[s] = holding(hand, s);
    now.rest = tutor_set_empty();
    if (tutor_play_start(&hand->play, hand->game, &hand->options, &now, eldest(hand), error))
        return TUTOR_ERROR;
    hand->phase = TUTOR_TAROCCHINO_PLAYING;
    return TUTOR_OK;
}

/* Adds one declaration of `seat` to those it shows with it (*shown), checked against its hand
 * and them. */
static tutor_status add_declaration(const tutor_tarocchino_hand *hand, int seat,
                                    const tutor_tarocchino_declaration *d,
                                    tutor_combinations_result *shown, tutor_reason *why,
                                    tutor_error *error) {
    if ((unsigned)d->kind > TUTOR_SEQUENCE_ACES || tutor_set_is_empty(d->cards))
        return hand_reject_input(hand->game, (explain_input){.code = EXPLAIN_DECLARATION_SHAPE},
                                 why, error);
    tutor_set missing = tutor_set_minus(d->cards, holding(hand, seat));
    if (!tutor_set_is_empty(missing))
        return refuse(hand, hand_reason(TUTOR_NOT_IN_HAND, tutor_set_first(missing)), why, error);
    tutor_combination combination;
    tutor_card named = tutor_set_first(d->cards);
    if (!combination_shown(hand->game, d, &combination))
        return refuse(hand, hand_reason(TUTOR_NOT_A_COMBINATION, named), why, error);
    int cricca = d->kind <= TUTOR_CRICCA_JACKS;
    tutor_combination *list = cricca ? shown->cricche : shown->sequences;
    int *count = cricca ? &shown->cricca_count : &shown->sequence_count;
    for (int j = 0; j < *count; j++)
        if (same_kind(&list[j], &combination))
            return refuse(hand, hand_reason(TUTOR_DECLARED_TWICE, named), why, error);
    list[(*count)++] = combination;
    return TUTOR_OK;
}

/* Checks `seat`'s declarations against its hand, into *shown (their combinations, scored), the
 * hand unchanged. */
static tutor_status check_declarations(const tutor_tarocchino_hand *hand, int seat,
                                       const tutor_tarocchino_declaration *declarations, int n,
                                       tutor_combinations_result *shown, tutor_reason *why,
                                       tutor_error *error) {
    memset(shown, 0, sizeof *shown);
    for (int i = 0; i < n; i++)
        if (add_declaration(hand, seat, &declarations[i], shown, why, error)) return TUTOR_ERROR;
    /* "If scoring for declarations, all three must be by the same player"; "If three or more
     * combinations are scored at the same time, then their value is doubled." */
    shown->doubled_cricche = shown->cricca_count >= 3;
    shown->doubled_sequences = shown->sequence_count >= 3;
    shown->total = add_combinations(NULL, from("declared", side_of(seat), seat, -1), shown);
    return TUTOR_OK;
}

/* The declarations of the seat to move, all at once: `n` combinations (0: none). The last
 * player's begin the play, tried on a copy. */
static tutor_status declare_all(tutor_tarocchino_hand *hand,
                                const tutor_tarocchino_declaration *declarations, int n,
                                tutor_reason *why, tutor_error *error) {
    int seat = turn(hand);
    tutor_tarocchino_hand next = *hand;
    tutor_combinations_result *shown = &next.declarations[seat];
    if (check_declarations(hand, seat, declarations, n, shown, why, error)) return TUTOR_ERROR;
    next.points[side_of(seat)] += shown->total;
    if (++next.declared == TUTOR_TAROCCHINO_SEATS && begin_play(&next, error)) return TUTOR_ERROR;
    *hand = next;
    return TUTOR_OK;
}

/* ---- the tricks -------------------------------------------------------------------------- */

/* Whether a card can count in some cricca or sequence: the trumps, the Fool, the Aces and the
 * court cards. A 6 to 10 of a suit never does. */
static int may_combine(tutor_card card) {
    if (card >= SUITED_FIRST_TRUMP) return 1;
    int rank = card % SUITED_SUIT_CARDS + 1;
    return rank == 1 || rank >= RANK_J;
}

/* The Fool's partnership gives a card from its captures for it and takes it back, or, having
 * captured nothing, loses it to the winner of the trick it was played to. */
static void settle_fool(tutor_tarocchino_hand *hand) {
    int own = side_of(hand->fool_player);
    int other = 1 - own; /* owed only when the other partnership won the Fool's trick */
    if (tutor_set_is_empty(hand->won[own])) {
        hand->won[other] = tutor_set_add(hand->won[other], SUITED_FOOL);
        hand->fool = TUTOR_FOOL_LOST;
        return;
    }
    /* "a single-point card" (000), "an empty card if they can" (003): of the cheapest, one
     * that counts in no combination first. */
    tutor_card card = hand_fool_payment(hand->game, hand->won[own], may_combine);
    hand->won[own] = tutor_set_add(tutor_set_remove(hand->won[own], card), SUITED_FOOL);
    hand->won[other] = tutor_set_add(hand->won[other], card);
    hand->fool_payment = card;
    hand->fool = TUTOR_FOOL_PAID;
}

/* The trick just won goes to its partnership; the Fool in it, when the other partnership
 * played it, goes face up beside its player. */
static void take_trick(tutor_tarocchino_hand *hand, const tutor_trick *trick) {
    int side = side_of(trick->winner);
    for (int i = 0; i < trick->count; i++) {
        if (trick->cards[i] == SUITED_FOOL) {
            hand->fool_player = trick->seats[i];
            hand->fool = side_of(trick->seats[i]) == side ? TUTOR_FOOL_KEPT : TUTOR_FOOL_OWED;
            if (hand->fool == TUTOR_FOOL_OWED) continue;
        }
        hand->won[side] = tutor_set_add(hand->won[side], trick->cards[i]);
    }
    /* 000: "they must give a single-point card from their captures in its place. If they have
     * not yet taken a trick, the matto may be left face-up as a reminder to give a card later" */
    if (hand->fool == TUTOR_FOOL_OWED && hand->game->combinations->pays_for_fool_at_once &&
        !tutor_set_is_empty(hand->won[side_of(hand->fool_player)]))
        settle_fool(hand);
}

/* After the last trick: the Fool's debt, the discard, and each partnership's end lines. */
static void end_hand(tutor_tarocchino_hand *hand) {
    if (hand->fool == TUTOR_FOOL_OWED) settle_fool(hand);
    /* "These cards will count towards the tricks won by the dealer and their partner (unless
     * the other team wins every trick, in which case, they also get these last 2 cards)" */
    int dealer_side = side_of(hand->dealer), dealer_won = 0;
    for (int t = 0; t < hand->play.tricks_done; t++)
        dealer_won |= side_of(hand->play.tricks[t].winner) == dealer_side;
    int side = dealer_won ? dealer_side : 1 - dealer_side;
    hand->won[side] = tutor_set_or(hand->won[side], hand->discard);
    score_end(hand, NULL, hand->points);
    hand->phase = TUTOR_TAROCCHINO_OVER;
    /* A game won by the last trick's combination is won already, whatever the end adds. */
    if (hand->winner == TUTOR_TAROCCHINO_NO_SIDE) decide(hand);
}

/* A card to the trick for the seat whose turn it is. */
static tutor_status play_card(tutor_tarocchino_hand *hand, tutor_card card, tutor_reason *why,
                              tutor_error *error) {
    if (check_phase(hand, TUTOR_TAROCCHINO_PLAYING, card, why, error)) return TUTOR_ERROR;
    int tricks_before = hand->play.tricks_done;
    if (tutor_play_card(&hand->play, card, why, error)) return TUTOR_ERROR;
    if (hand->play.tricks_done == tricks_before) return TUTOR_OK;

    const tutor_trick *trick = &hand->play.tricks[tricks_before];
    take_trick(hand, trick);
    if (hand->game->combinations->scores_tricks) {
        int side = side_of(trick->winner);
        int bonus = trick_combinations(hand, tricks_before, NULL);
        hand->points[side] += bonus;
        /* "if they have reached 800 points, they have won" */
        if (bonus > 0) decide(hand);
        if (hand->winner != TUTOR_TAROCCHINO_NO_SIDE) {
            hand->phase = TUTOR_TAROCCHINO_OVER;
            hand->ended_early = hand->play.turn != TUTOR_NO_SEAT;
            if (!hand->ended_early) end_hand(hand);
            return TUTOR_OK;
        }
    }
    if (hand->play.turn == TUTOR_NO_SEAT) end_hand(hand);
    return TUTOR_OK;
}

/* ---- the score --------------------------------------------------------------------------- */

static int played_out(const tutor_tarocchino_hand *hand) {
    return hand->phase == TUTOR_TAROCCHINO_OVER && play_started(hand) &&
           hand->play.turn == TUTOR_NO_SEAT;
}

/* The hand's lines so far, in the order they were scored: the declarations (seat by seat, from
 * the seat after the dealer), the tricks' combinations (Eight Hundred), and once every trick is
 * played each partnership's cricche, sequences, card points and last trick. */
static void lines_of(const tutor_tarocchino_hand *hand, score_lines *score) {
    /* Only what adds up is cleared: the lines are read as far as the count, and each is
     * written whole (the computer players score thousands of hands a decision). */
    score->count = 0;
    score->hand_points[0] = score->hand_points[1] = 0;
    for (int k = 0; k < hand->declared; k++) {
        int seat = (eldest(hand) + k) % TUTOR_TAROCCHINO_SEATS;
        add_combinations(score, from("declared", side_of(seat), seat, -1),
                         &hand->declarations[seat]);
    }
    if (play_started(hand) && hand->game->combinations->scores_tricks)
        for (int t = 0; t < hand->play.tricks_done; t++) trick_combinations(hand, t, score);
    int points[2] = {0, 0};
    if (played_out(hand)) score_end(hand, score, points);
}

/* ---- behind the hand interface ---------------------------------------------------------- */

static const char *const phases[] = {"discarding", "declaring", "playing", "over"};

HAND_STATE_HOOKS(tutor_tarocchino_hand, TUTOR_TAROCCHINO_SEATS)

static int tricks(const void *state, const tutor_trick **taken, int *count, tutor_trick *current) {
    return hand_play_tricks(&((const tutor_tarocchino_hand *)state)->play, taken, count, current);
}

/* The declarations a sequence of DECLARE and SHOW moves makes; the last is being shown. */
typedef struct {
    tutor_tarocchino_declaration list[MOST_DECLARED];
    int count;
} pending_declarations;

/* Reads the moves, refusing a card shown before any kind, or twice in one combination. */
static tutor_status read_declarations(const tutor_tarocchino_hand *hand, const tutor_move *moves,
                                      int n, pending_declarations *out, tutor_reason *why,
                                      tutor_error *error) {
    memset(out, 0, sizeof *out);
    for (int i = 0; i < n; i++) {
        if (moves[i].kind == TUTOR_MOVE_DECLARE) {
            if (out->count == MOST_DECLARED)
                return hand_reject_input(
                    hand->game,
                    (explain_input){.code = EXPLAIN_DECLARED_AT_MOST, .number = {MOST_DECLARED}},
                    why, error);
            out->list[out->count++].kind = (tutor_combination_kind)moves[i].number;
            continue;
        }
        if (out->count == 0)
            return hand_reject_input(hand->game, (explain_input){.code = EXPLAIN_KIND_FIRST}, why,
                                     error);
        tutor_set *cards = &out->list[out->count - 1].cards;
        if (tutor_set_has(*cards, moves[i].card)) {
            tutor_reason twice = hand_detail(TUTOR_NOT_A_COMBINATION,
                                             TUTOR_DETAIL_SHOWN_TWICE_IN_COMBINATION, 0, 0, 0);
            twice.card = moves[i].card;
            return refuse(hand, twice, why, error);
        }
        *cards = tutor_set_add(*cards, moves[i].card);
    }
    return TUTOR_OK;
}

/* A DECLARE or SHOW is kept while the combination being shown can still be completed: its
 * cards so far are among those of a combination of its kind the seat holds (at its most, as
 * declarable finds it, the way the `declare` offer lists them: "or fewer that still make that
 * kind"), which the core accepts shown whole after the ones before it; and the sequence, shown
 * to its end, still fits in TUTOR_MAX_PENDING moves. A kind opened after another needs that
 * one complete. */
static hand_outcome declare_more(const tutor_tarocchino_hand *hand,
                                 const pending_declarations *shown, tutor_move move, int n,
                                 tutor_reason *why, tutor_error *error) {
    const tutor_tarocchino_declaration *current = &shown->list[shown->count - 1];
    int seat = turn(hand);
    /* The combinations before this one, checked once (as they were when this one's DECLARE was
     * made): the trials below add this one to them. */
    tutor_combinations_result before, trial;
    if (check_declarations(hand, seat, shown->list, shown->count - 1, &before, why, error))
        return HAND_REFUSED;
    if (move.kind == TUTOR_MOVE_SHOW && !tutor_set_has(holding(hand, seat), move.card))
        return hand_outcome_of(refuse(hand, hand_reason(TUTOR_NOT_IN_HAND, move.card), why, error));
    tutor_combination all[MOST_DECLARED];
    int fewest = -1, refused = 0; /* the fewest cards left to show */
    for (int i = 0, count = declarable(hand, all); i < count; i++) {
        tutor_set whole = shown_cards(&all[i]);
        if (all[i].kind != current->kind ||
            !tutor_set_is_empty(tutor_set_minus(current->cards, whole)))
            continue;
        tutor_tarocchino_declaration completed = {current->kind, whole};
        trial = before;
        /* The core's refusal of the first, for the caller. */
        if (add_declaration(hand, seat, &completed, &trial, refused ? NULL : why,
                            refused ? NULL : error)) {
            refused = 1;
            continue;
        }
        int left = tutor_set_size(tutor_set_minus(whole, current->cards));
        if (fewest < 0 || left < fewest) fewest = left;
    }
    if (fewest < 0 && refused) return HAND_REFUSED;
    if (fewest < 0)
        return hand_outcome_of(
            refuse(hand,
                   move.kind == TUTOR_MOVE_SHOW
                       ? hand_reason(TUTOR_NOT_A_COMBINATION, move.card)
                       : hand_detail(TUTOR_NOT_A_COMBINATION, TUTOR_DETAIL_NO_COMBINATION_HELD,
                                     seat, 0, 0),
                   why, error));
    trial = before;
    if (!tutor_set_is_empty(current->cards) &&
        add_declaration(hand, seat, current, &trial, NULL, NULL) == TUTOR_OK)
        fewest = 0; /* complete already: DONE may follow */
    if (n + fewest + 1 > TUTOR_MAX_PENDING)
        return hand_outcome_of(hand_reject_input(
            hand->game,
            (explain_input){.code = EXPLAIN_DECLARATION_MOVES, .number = {TUTOR_MAX_PENDING}}, why,
            error));
    return HAND_MORE;
}

static hand_outcome declare_move(tutor_tarocchino_hand *hand, const tutor_move *moves, int n,
                                 tutor_reason *why, tutor_error *error) {
    /* Out of turn, phase or game: the core's own refusal of a declaration. */
    if (check_phase(hand, TUTOR_TAROCCHINO_DECLARING, 0, why, error)) return HAND_REFUSED;
    tutor_move move = moves[n - 1];
    int done = move.kind == TUTOR_MOVE_DONE;
    pending_declarations shown;
    if (read_declarations(hand, moves, done ? n - 1 : n, &shown, why, error)) return HAND_REFUSED;
    if (done) return hand_outcome_of(declare_all(hand, shown.list, shown.count, why, error));
    return declare_more(hand, &shown, move, n, why, error);
}

/* ---- moves ------------------------------------------------------------------------------- */

/* The discard's cards (those that may go, the first one taken out); while declaring, the
 * cards that may continue the combination being shown, the kinds the seat holds in the order
 * the `declare` offer lists them (cricche, then sequences), and DONE; when playing, the cards
 * the trick allows (each one offered is tried, and the computer players try thousands). */
static int moves(const void *state, const tutor_move *pending, int n, tutor_move *out) {
    const tutor_tarocchino_hand *hand = state;
    if (hand->phase == TUTOR_TAROCCHINO_DISCARDING) {
        tutor_set legal = legal_discards(hand);
        if (n > 0) legal = tutor_set_remove(legal, pending[0].card);
        return hand_card_moves(out, TUTOR_MOVE_DISCARD, legal);
    }
    if (hand->phase == TUTOR_TAROCCHINO_PLAYING) /* the cards the trick allows */
        return hand_card_moves(out, TUTOR_MOVE_PLAY, tutor_play_legal(&hand->play));
    tutor_combination all[MOST_DECLARED];
    int held_count = declarable(hand, all);
    pending_declarations shown; /* accepted already; the last one is being shown */
    read_declarations(hand, pending, n, &shown, NULL, NULL);
    const tutor_tarocchino_declaration *current = &shown.list[shown.count ? shown.count - 1 : 0];
    tutor_set continuations = tutor_set_empty();
    for (int i = 0; shown.count && i < held_count; i++)
        if (all[i].kind == current->kind)
            continuations = tutor_set_or(continuations, shown_cards(&all[i]));
    int count =
        hand_card_moves(out, TUTOR_MOVE_SHOW, tutor_set_minus(continuations, current->cards));
    int kinds = 0; /* the kinds listed, a bit each */
    for (int i = 0; i < held_count; i++) {
        if (kinds & 1 << all[i].kind) continue; /* a second suit's sequence: the same move */
        kinds |= 1 << all[i].kind;
        out[count++] = (tutor_move){TUTOR_MOVE_DECLARE, 0, (int16_t)all[i].kind};
    }
    out[count++] = (tutor_move){TUTOR_MOVE_DONE, 0, 0};
    return count;
}

/* Bad input first, then the move's step. */
static hand_outcome apply(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error) {
    tutor_tarocchino_hand *hand = state;
    tutor_move move = moves[n - 1];
    int card_move = move.kind == TUTOR_MOVE_PLAY || move.kind == TUTOR_MOVE_DISCARD ||
                    move.kind == TUTOR_MOVE_SHOW;
    int declaring = move.kind == TUTOR_MOVE_DECLARE || move.kind == TUTOR_MOVE_DONE;
    /* A card the seat to move holds is of the pack (the deal was checked): the pack is made
     * only for another card, as every move offered is tried. */
    int held = card_move && move.card < TUTOR_SET_CAPACITY &&
               tutor_set_has(holding(hand, turn(hand)), move.card);
    tutor_set pack = held ? tutor_set_empty() : tutor_pack(hand->game, &hand->options);
    explain_input bad = {.code = EXPLAIN_MOVES_DISCARDS_DECLARATIONS};
    if (card_move && move.number != 0)
        bad.code = EXPLAIN_CARD_MOVES_NO_NUMBER;
    else if (card_move && !held &&
             (move.card >= TUTOR_SET_CAPACITY || !tutor_set_has(pack, move.card)))
        bad = (explain_input){.code = EXPLAIN_NOT_IN_PACK_OF,
                              .number = {move.card, tutor_set_size(pack)}};
    else if (declaring && move.card != 0)
        bad.code = EXPLAIN_DECLARE_NO_CARD;
    else if (move.kind == TUTOR_MOVE_DECLARE &&
             (move.number < 0 || move.number > TUTOR_SEQUENCE_ACES))
        bad = (explain_input){.code = EXPLAIN_KIND_NUMBER,
                              .number = {TUTOR_SEQUENCE_ACES, move.number}};
    else if (move.kind == TUTOR_MOVE_DONE && move.number != 0)
        bad.code = EXPLAIN_END_NO_NUMBER;
    else if (move.kind == TUTOR_MOVE_PLAY)
        return hand_outcome_of(play_card(hand, move.card, why, error));
    else if (move.kind == TUTOR_MOVE_DISCARD ||
             (move.kind == TUTOR_MOVE_DONE && hand->phase == TUTOR_TAROCCHINO_DISCARDING && n > 1))
        return hand_discard_move(hand, discard_cards, legal_discards(hand),
                                 TUTOR_TAROCCHINO_DISCARDS, moves, n, why, error);
    else if (card_move || declaring)
        return declare_move(hand, moves, n, why, error);
    return hand_outcome_of(explain_reject(hand->game, bad, error));
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
static const char *const kind_names[][TUTOR_SEQUENCE_ACES + 1] = {
    [TUTOR_COMBINATIONS_OTTOCENTO] =
        KIND_NAMES("a cricca of tarocchi", "the Moors (the 2 to the 5 of trumps)"),
    [TUTOR_COMBINATIONS_EIGHT_HUNDRED] =
        KIND_NAMES("a cricca of Honours", "the Quartet (the 2 to the 5 of trumps)"),
};

/* Italian: the Bolognese words. */
#define KIND_NAMES_IT(honours, moors)                                                              \
    {                                                                                              \
        [TUTOR_CRICCA_HONOURS] = honours, [TUTOR_CRICCA_KINGS] = "una cricca di Re",               \
        [TUTOR_CRICCA_QUEENS] = "una cricca di Regine",                                            \
        [TUTOR_CRICCA_KNIGHTS] = "una cricca di Cavalli",                                          \
        [TUTOR_CRICCA_JACKS] = "una cricca di Fanti",                                              \
        [TUTOR_SEQUENCE_TRUMPS] = "una sequenza di trionfi",                                       \
        [TUTOR_SEQUENCE_SUIT] = "una sequenza in un seme", [TUTOR_SEQUENCE_MOORS] = moors,         \
        [TUTOR_SEQUENCE_ACES] = "gli Assi",                                                        \
    }
static const char *const kind_names_it[][TUTOR_SEQUENCE_ACES + 1] = {
    [TUTOR_COMBINATIONS_OTTOCENTO] =
        KIND_NAMES_IT("una cricca di Tarocchi", "i Mori (i trionfi dal 2 al 5)"),
    [TUTOR_COMBINATIONS_EIGHT_HUNDRED] =
        KIND_NAMES_IT("una cricca di Onori", "il Quartetto (i trionfi dal 2 al 5)"),
};

/* Spanish. */
#define KIND_NAMES_ES(honours, moors)                                                              \
    {                                                                                              \
        [TUTOR_CRICCA_HONOURS] = honours, [TUTOR_CRICCA_KINGS] = "una cricca de Reyes",            \
        [TUTOR_CRICCA_QUEENS] = "una cricca de Reinas",                                            \
        [TUTOR_CRICCA_KNIGHTS] = "una cricca de Caballos",                                         \
        [TUTOR_CRICCA_JACKS] = "una cricca de Sotas",                                              \
        [TUTOR_SEQUENCE_TRUMPS] = "una escalera de triunfos",                                      \
        [TUTOR_SEQUENCE_SUIT] = "una escalera en un palo", [TUTOR_SEQUENCE_MOORS] = moors,         \
        [TUTOR_SEQUENCE_ACES] = "los Ases",                                                        \
    }
static const char *const kind_names_es[][TUTOR_SEQUENCE_ACES + 1] = {
    [TUTOR_COMBINATIONS_OTTOCENTO] =
        KIND_NAMES_ES("una cricca de Tarocchi", "los Moros (los triunfos del 2 al 5)"),
    [TUTOR_COMBINATIONS_EIGHT_HUNDRED] =
        KIND_NAMES_ES("una cricca de Honores", "el Cuarteto (los triunfos del 2 al 5)"),
};

/* Portuguese. */
#define KIND_NAMES_PT(honours, moors)                                                              \
    {                                                                                              \
        [TUTOR_CRICCA_HONOURS] = honours, [TUTOR_CRICCA_KINGS] = "uma cricca de Reis",             \
        [TUTOR_CRICCA_QUEENS] = "uma cricca de Damas",                                             \
        [TUTOR_CRICCA_KNIGHTS] = "uma cricca de Cavalos",                                          \
        [TUTOR_CRICCA_JACKS] = "uma cricca de Valetes",                                            \
        [TUTOR_SEQUENCE_TRUMPS] = "uma sequência de trunfos",                                      \
        [TUTOR_SEQUENCE_SUIT] = "uma sequência num naipe", [TUTOR_SEQUENCE_MOORS] = moors,         \
        [TUTOR_SEQUENCE_ACES] = "os Ases",                                                         \
    }
static const char *const kind_names_pt[][TUTOR_SEQUENCE_ACES + 1] = {
    [TUTOR_COMBINATIONS_OTTOCENTO] =
        KIND_NAMES_PT("uma cricca de Tarocchi", "os Mouros (os trunfos do 2 ao 5)"),
    [TUTOR_COMBINATIONS_EIGHT_HUNDRED] =
        KIND_NAMES_PT("uma cricca de Honras", "o Quarteto (os trunfos do 2 ao 5)"),
};

/* German. */
#define KIND_NAMES_DE(honours, moors)                                                              \
    {                                                                                              \
        [TUTOR_CRICCA_HONOURS] = honours, [TUTOR_CRICCA_KINGS] = "eine Cricca aus Königen",        \
        [TUTOR_CRICCA_QUEENS] = "eine Cricca aus Damen",                                           \
        [TUTOR_CRICCA_KNIGHTS] = "eine Cricca aus Rittern",                                        \
        [TUTOR_CRICCA_JACKS] = "eine Cricca aus Buben",                                            \
        [TUTOR_SEQUENCE_TRUMPS] = "eine Trumpffolge",                                              \
        [TUTOR_SEQUENCE_SUIT] = "eine Folge in einer Farbe", [TUTOR_SEQUENCE_MOORS] = moors,       \
        [TUTOR_SEQUENCE_ACES] = "die Asse",                                                        \
    }
static const char *const kind_names_de[][TUTOR_SEQUENCE_ACES + 1] = {
    [TUTOR_COMBINATIONS_OTTOCENTO] =
        KIND_NAMES_DE("eine Cricca der Tarocchi", "die Mohren (die Trümpfe 2 bis 5)"),
    [TUTOR_COMBINATIONS_EIGHT_HUNDRED] =
        KIND_NAMES_DE("eine Cricca der Honneurs", "das Quartett (die Trümpfe 2 bis 5)"),
};

/* French. */
#define KIND_NAMES_FR(honours, moors)                                                              \
    {                                                                                              \
        [TUTOR_CRICCA_HONOURS] = honours, [TUTOR_CRICCA_KINGS] = "une cricca de Rois",             \
        [TUTOR_CRICCA_QUEENS] = "une cricca de Dames",                                             \
        [TUTOR_CRICCA_KNIGHTS] = "une cricca de Cavaliers",                                        \
        [TUTOR_CRICCA_JACKS] = "une cricca de Valets",                                             \
        [TUTOR_SEQUENCE_TRUMPS] = "une suite d'atouts",                                            \
        [TUTOR_SEQUENCE_SUIT] = "une suite dans une couleur", [TUTOR_SEQUENCE_MOORS] = moors,      \
        [TUTOR_SEQUENCE_ACES] = "les As",                                                          \
    }
static const char *const kind_names_fr[][TUTOR_SEQUENCE_ACES + 1] = {
    [TUTOR_COMBINATIONS_OTTOCENTO] =
        KIND_NAMES_FR("une cricca de tarocchi", "les Maures (les atouts 2 à 5)"),
    [TUTOR_COMBINATIONS_EIGHT_HUNDRED] =
        KIND_NAMES_FR("une cricca d'Honneurs", "le Quartette (les atouts 2 à 5)"),
};

/* Each game's table: its own words for the kinds of combinations. */
#define MOVES_WRITTEN(which)                                                                       \
    {                                                                                              \
        {.kind = TUTOR_MOVE_DISCARD, .key = "discard", .value = TUTOR_WRITTEN_CARD},               \
            {.kind = TUTOR_MOVE_DECLARE,                                                           \
             .key = "declare",                                                                     \
             .value = TUTOR_WRITTEN_WORD,                                                          \
             .words = combination_kind_words[which],                                               \
             .names = kind_names[which],                                                           \
             .local_names = {[TUTOR_LANG_FR] = kind_names_fr[which],                               \
                             [TUTOR_LANG_IT] = kind_names_it[which],                               \
                             [TUTOR_LANG_ES] = kind_names_es[which],                               \
                             [TUTOR_LANG_PT] = kind_names_pt[which],                               \
                             [TUTOR_LANG_DE] = kind_names_de[which]},                              \
             .last = TUTOR_SEQUENCE_ACES},                                                         \
            {.kind = TUTOR_MOVE_SHOW,                                                              \
             .key = "show",                                                                        \
             .value = TUTOR_WRITTEN_CARD,                                                          \
             .also = "cards"},                                                                     \
            {.kind = TUTOR_MOVE_DONE, .key = "done", .value = TUTOR_WRITTEN_TRUE},                 \
            {.kind = TUTOR_MOVE_PLAY, .key = "play", .value = TUTOR_WRITTEN_CARD},                 \
    }
static const struct hand_word moves_written[][5] = {
    [TUTOR_COMBINATIONS_OTTOCENTO] = MOVES_WRITTEN(TUTOR_COMBINATIONS_OTTOCENTO),
    [TUTOR_COMBINATIONS_EIGHT_HUNDRED] = MOVES_WRITTEN(TUTOR_COMBINATIONS_EIGHT_HUNDRED),
};

static int vocabulary(const tutor_game *game, const struct hand_word **words) {
    return HAND_WORDS(moves_written[game->combinations->which]);
}

/* The dealer's discard lies face down, seen by the dealer alone; the declarations are shown to
 * every seat. */
static void view(const void *state, int seat, tutor_view *view) {
    const tutor_tarocchino_hand *hand = state;
    for (int s = 0; s < TUTOR_TAROCCHINO_SEATS; s++) {
        tutor_combination all[MOST_DECLARED];
        tutor_set cards = tutor_set_empty();
        for (int i = 0, n = listed(&hand->declarations[s], all); i < n; i++)
            cards = tutor_set_or(cards, shown_cards(&all[i]));
        view->shown[s] = tutor_set_or(view->shown[s], tutor_set_and(cards, holding(hand, s)));
    }
    hand_view_discard(view, seat, hand->dealer, hand->discard);
}

/* The two games score as they go: the lines so far from the start (declarations, Eight
 * Hundred's tricks), the end's once the hand is played out. A hand with more lines than a
 * score holds gives one line per item, side and seat, the points added up. For programs, each
 * seat gets its side's hand points less the other side's. */
static tutor_status score(const void *state, tutor_hand_score *out, tutor_error *error) {
    (void)error;
    score_lines score;
    lines_of(state, &score);
    out->scored = 1;
    int fold = score.count > TUTOR_MAX_SCORE_LINES;
    for (int i = 0; i < score.count; i++) {
        const score_line *line = &score.lines[i];
        int j = fold ? 0 : out->line_count;
        while (j < out->line_count &&
               (out->lines[j].item != line->item || out->lines[j].side != line->side ||
                out->lines[j].seat != line->seat))
            j++;
        if (j == out->line_count)
            out->lines[out->line_count++] =
                (tutor_score_line){line->item, 0, (int8_t)line->side, (int8_t)line->seat};
        out->lines[j].points += line->points;
    }
    for (int s = 0; s < TUTOR_TAROCCHINO_SEATS; s++)
        out->returns[s] = score.hand_points[side_of(s)] - score.hand_points[1 - side_of(s)];
    return TUTOR_OK;
}

/* ---- records: what the table shows, and the score ------------------------------------- */

/* One combination as `combinations` writes it: a sequence also names its wild cards. */
static void record_combination(tutor_record *record, const char *key,
                               const tutor_combination *combination) {
    record->open(record, key, 0);
    record->word(record, "kind", combination->name);
    record_set(record, "cards", combination->cards);
    if (combination->kind >= TUTOR_SEQUENCE_TRUMPS) record_set(record, "wild", combination->wild);
    record->number(record, "points", combination->points);
    record->close(record);
}

static void record_combinations(tutor_record *record, const tutor_combinations_result *shown) {
    record->open(record, NULL, 0);
    record->open(record, "cricche", 1);
    for (int i = 0; i < shown->cricca_count; i++)
        record_combination(record, NULL, &shown->cricche[i]);
    record->close(record);
    record->open(record, "sequences", 1);
    for (int i = 0; i < shown->sequence_count; i++)
        record_combination(record, NULL, &shown->sequences[i]);
    record->close(record);
    record->number(record, "total", shown->total);
    record->close(record);
}

/* The dealer's discard lies face down; declarations are shown to all, and so is what became
 * of the Fool. */
static void describe(const void *state, const tutor_game *game, int viewer, tutor_record *record) {
    const tutor_tarocchino_hand *hand = state;
    (void)game;
    hand_record_discard(record, viewer, hand->dealer, hand->discard);
    record->number(record, "declared", hand->declared);
    record->open(record, "declarations", 1);
    for (int s = 0; s < TUTOR_TAROCCHINO_SEATS; s++)
        record_combinations(record, &hand->declarations[s]);
    record->close(record);
    hand_record_fool(record, hand->fool, hand->fool_payment);
    record_pair(record, "scores_before", hand->scores_before);
}

static void record_line(tutor_record *record, const tutor_game *game, const score_line *line) {
    const tutor_combination *combination = &line->combination;
    record->open(record, NULL, 0);
    record->word(record, "item", line->item);
    record->number(record, "points", line->points);
    record->number(record, "side", line->side);
    if (line->seat != TUTOR_NO_SEAT) record->number(record, "seat", line->seat);
    record->word(record, "moment", line->moment);
    if (line->trick >= 0) record->number(record, "trick", line->trick);
    if (combination->name) record_combination(record, "combination", combination);
    if (line->cards >= 0) record->number(record, "cards", line->cards);
    record_line_text(record, game,
                     &(explain_score_line_words){.item = line->item,
                                                 .kind = combination->name,
                                                 .combination = combination->cards,
                                                 .wild = combination->wild,
                                                 .cards = line->cards,
                                                 .moment = line->moment,
                                                 .trick = line->trick});
    record->close(record);
}

/* Ottocento and Eight Hundred score as they go (declarations at once, Eight Hundred's tricks
 * as they are won), so `score` is there from the start: the lines so far, and once the hand
 * is played out (`complete`) the end-of-hand lines too. */
static tutor_status record_score(const void *state, const tutor_game *game, tutor_record *record,
                                 tutor_error *error) {
    const tutor_tarocchino_hand *hand = state;
    (void)error;
    score_lines score;
    lines_of(hand, &score);
    int game_score[2];
    for (int side = 0; side < 2; side++)
        game_score[side] = hand->scores_before[side] + score.hand_points[side];
    record->open(record, "score", 0);
    record->open(record, "lines", 1);
    for (int i = 0; i < score.count; i++) record_line(record, game, &score.lines[i]);
    record->close(record);
    record_pair(record, "hand_points", score.hand_points);
    record_pair(record, "game_score", game_score);
    record->truth(record, "complete", played_out(hand));
    record_seat(record, "winner", hand->winner);
    record->truth(record, "ended_early", hand->ended_early);
    record_summary(record,
                   &(record_score_summary){EXPLAIN_TOTAL, "side", score.hand_points, 2,
                                           EXPLAIN_NOTE_GAME_SCORE, "side", game_score, 2, game});
    record->close(record);
    return TUTOR_OK;
}

const struct tutor_hand_rules tarocchino_hand_rules = {
    .size = sizeof(tutor_tarocchino_hand),
    HAND_HOOKS,
};

/* ---- the whole game ---------------------------------------------------------------------- */

/* Hand after hand until a partnership has 800 points (the choices are in
 * docs/rules-decisions.md, "Whole games"). The hand itself knows the game's end: it starts
 * from the game scores before it and says when a partnership has won, Eight Hundred's within
 * the hand too ("it is possible for the game to end before a hand has been fully played out").
 * The game keeps the scores from hand to hand, each hand adding its lines, and passes the deal
 * to the seat after the dealer in the order of play, the eldest. Seed 003's "the role moving
 * to the player on the left after each hand" is, but for one word, seed 001's Piedmont
 * sentence, as is its "Eldest (Dealer's left)", which the core reads as the seat after the
 * dealer although play moves "to the right" (docs/rules-decisions.md, "Direction of play");
 * the deal goes the same way. Seed 000 does not say how Ottocento's deal passes; it passes the
 * same way, with play. */

static const tutor_tarocchino_hand *state_of(const tutor_hand *hand) {
    return (const tutor_tarocchino_hand *)hand->state.bytes;
}

/* The hand started from the game's scores. */
static tutor_status check(const tutor_match *match, const tutor_hand *hand, tutor_error *error) {
    const int *before = state_of(hand)->scores_before;
    if (memcmp(before, match->totals, 2 * sizeof *before) == 0) return TUTOR_OK;
    return explain_reject(
        match->game,
        (explain_input){.code = EXPLAIN_SCORES_FROM,
                        .number = {match->totals[0], match->totals[1], before[0], before[1]}},
        error);
}

static int winner(const tutor_hand *hand) { return state_of(hand)->winner; }

const struct tutor_match_rules tarocchino_match_rules = {.totals_by = "side",
                                                         .item = "points",
                                                         .from_lines = 1,
                                                         .carries_scores = 1,
                                                         .over_refusal = EXPLAIN_PARTNERSHIP_WON,
                                                         .check = check,
                                                         .winner = winner};
