/*
 * tarocchino_hand.c: a whole hand of Ottocento or Eight Hundred (tutor_tarocchino_hand.h). The
 * two games play a hand alike; `hand_rules` holds what differs.
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

#include "tutor_tarocchino_hand.h"
#include "hand_checks.h"
#include "suited.h"

typedef struct {
    const char *game_id;
    tutor_combination_rules combinations;
    /* 000: a card is given for the Matto as soon as its side has captures; 003: "until the
     * end of the hand when they must pay". */
    int pays_for_fool_at_once;
    /* 003: a combination among a trick's four cards scores as the trick is won. */
    int scores_tricks;
    /* 003: the game may end once everyone has declared, and after a trick. */
    int wins_within_hand;
} hand_rules;

static const hand_rules games[] = {
    {"ottocento", TUTOR_COMBINATIONS_OTTOCENTO, 1, 0, 0},
    {"eight-hundred", TUTOR_COMBINATIONS_EIGHT_HUNDRED, 0, 1, 1},
};

static const hand_rules *rules_of(const tutor_game *game) {
    for (size_t i = 0; game && i < sizeof games / sizeof games[0]; i++)
        if (strcmp(tutor_game_id(game), games[i].game_id) == 0) return &games[i];
    return NULL;
}

int tutor_tarocchino_side(int seat) { return seat % 2; }

static int eldest(const tutor_tarocchino_hand *hand) {
    return (hand->dealer + 1) % TUTOR_TAROCCHINO_SEATS;
}

/* "The discards may not be any of the 5-point cards (Tarocchi and Kings)". */
static tutor_set worth_five(void) {
    tutor_set cards = SUITED_SET4(SUITED_FOOL, SUITED_TRUMP(1), SUITED_TRUMP(20), SUITED_TRUMP(21));
    for (int suit = 0; suit < 4; suit++) cards = tutor_set_add(cards, SUITED_CARD(suit, RANK_K));
    return cards;
}

/* ---- refusals ---------------------------------------------------------------------------- */

/* A refusal: the reason in *why, its sentence as the error's message, nothing changed. */
static tutor_status refuse(const tutor_tarocchino_hand *hand, tutor_reason reason,
                           tutor_reason *why, tutor_error *error) {
    return hand_refuse(hand->game, &hand->options, reason, why, error);
}

/* What every action checks first: the game is not over, it is this action's step, the seat
 * exists and it is its turn. */
static tutor_status check_turn(const tutor_tarocchino_hand *hand, tutor_tarocchino_phase phase,
                               int seat, tutor_card card, tutor_reason *why, tutor_error *error) {
    if (seat < 0 || seat >= TUTOR_TAROCCHINO_SEATS)
        return hand_reject_input(hand->game, (explain_input){.code = EXPLAIN_SEAT_OF_FOUR}, why,
                                 error);
    if (hand->winner != TUTOR_TAROCCHINO_NO_SIDE)
        return refuse(hand, hand_reason(TUTOR_GAME_OVER, card), why, error);
    if (hand->phase != phase) {
        int played_out = hand->phase == TUTOR_TAROCCHINO_OVER && phase == TUTOR_TAROCCHINO_PLAYING;
        return refuse(hand, hand_reason(played_out ? TUTOR_HAND_OVER : TUTOR_OUT_OF_PHASE, card),
                      why, error);
    }
    if (seat != tutor_tarocchino_hand_turn(hand))
        return refuse(hand, hand_reason(TUTOR_OUT_OF_TURN, card), why, error);
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

typedef struct {
    tutor_tarocchino_moment moment;
    int side, seat, trick;
} line_origin;

/* Adds a line to `score` (when there is one) and returns its points. */
static int add_line(tutor_tarocchino_score *score, line_origin origin, tutor_tarocchino_item item,
                    const tutor_combination *combination, int cards, int points) {
    if (!score) return points;
    tutor_tarocchino_line *line = &score->lines[score->line_count++];
    memset(line, 0, sizeof *line);
    line->moment = origin.moment;
    line->item = item;
    line->side = origin.side;
    line->seat = origin.seat;
    line->trick = origin.trick;
    if (combination) line->combination = *combination;
    line->cards = cards;
    line->points = points;
    score->hand_points[origin.side] += points;
    return points;
}

/* One line per cricca and per sequence, and a doubling line after each group that counts
 * twice ("(18+14+13+12)x2"). Returns what they add up to. */
static int add_combinations(tutor_tarocchino_score *score, line_origin origin,
                            const tutor_combinations_result *found) {
    int total = 0, cricche = 0, sequences = 0;
    for (int i = 0; i < found->cricca_count; i++)
        cricche += add_line(score, origin, TUTOR_TAROCCHINO_CRICCA, &found->cricche[i], 0,
                            found->cricche[i].points);
    if (found->doubled_cricche)
        total += add_line(score, origin, TUTOR_TAROCCHINO_CRICCHE_DOUBLED, NULL, 0, cricche);
    for (int i = 0; i < found->sequence_count; i++)
        sequences += add_line(score, origin, TUTOR_TAROCCHINO_SEQUENCE, &found->sequences[i], 0,
                              found->sequences[i].points);
    if (found->doubled_sequences)
        total += add_line(score, origin, TUTOR_TAROCCHINO_SEQUENCES_DOUBLED, NULL, 0, sequences);
    return total + cricche + sequences;
}

/* The end of the hand for one partnership's cards: "Score for cricche ... Score for sequences
 * ... Score the card points ... Finally, add 6 points for winning the last trick." */
static tutor_status score_cards(const tutor_game *game, int side, tutor_set cards,
                                int took_last_trick, tutor_tarocchino_score *score, int *total,
                                tutor_error *error) {
    const hand_rules *rules = rules_of(game);
    line_origin origin = {TUTOR_TAROCCHINO_AT_END, side, TUTOR_NO_SEAT, -1};
    tutor_combinations_result found;
    if (tutor_combinations(rules->combinations, cards, &found, error)) return TUTOR_ERROR;
    tutor_card pile[TUTOR_SET_CAPACITY];
    int n = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, cards) pile[n++] = card;
    tutor_options none;
    tutor_options_init(&none);
    tutor_count_result counted;
    if (tutor_count(game, &none, pile, n, &counted, error)) return TUTOR_ERROR;
    *total = add_combinations(score, origin, &found);
    *total += add_line(score, origin, TUTOR_TAROCCHINO_CARD_POINTS, NULL, n, counted.points);
    if (took_last_trick)
        *total += add_line(score, origin, TUTOR_TAROCCHINO_LAST_TRICK, NULL, 0,
                           TUTOR_TAROCCHINO_LAST_TRICK_POINTS);
    return TUTOR_OK;
}

tutor_status tutor_tarocchino_score_cards(const tutor_game *game, int side, tutor_set cards,
                                          int took_last_trick, tutor_tarocchino_score *score,
                                          tutor_error *error) {
    if (!rules_of(game))
        return explain_reject(game, (explain_input){.code = EXPLAIN_SCORED_THIS_WAY}, error);
    if (side != 0 && side != 1)
        return explain_reject(game, (explain_input){.code = EXPLAIN_SIDE_FIELD, .number = {side}},
                              error);
    int total;
    return score_cards(game, side, cards, took_last_trick, score, &total, error);
}

/* The combinations among a trick's four cards (Eight Hundred), as the lines of `score`. */
static int trick_combinations(const tutor_tarocchino_hand *hand, int t,
                              tutor_tarocchino_score *score) {
    const tutor_trick *trick = &hand->play.tricks[t];
    tutor_set cards = tutor_set_empty();
    for (int i = 0; i < trick->count; i++) cards = tutor_set_add(cards, trick->cards[i]);
    tutor_combinations_result found;
    if (tutor_combinations(rules_of(hand->game)->combinations, cards, &found, NULL)) return 0;
    line_origin origin = {TUTOR_TAROCCHINO_IN_TRICK, tutor_tarocchino_side(trick->winner),
                          trick->winner, t};
    return add_combinations(score, origin, &found);
}

/* ---- the start --------------------------------------------------------------------------- */

tutor_status tutor_tarocchino_hand_start(tutor_tarocchino_hand *hand, const tutor_game *game,
                                         const tutor_deal *deal, int dealer, const int *scores,
                                         tutor_error *error) {
    if (!rules_of(game))
        return explain_reject(game, (explain_input){.code = EXPLAIN_HAND_PLAYED_HERE}, error);
    if (dealer < 0 || dealer >= TUTOR_TAROCCHINO_SEATS)
        return explain_reject(game,
                              (explain_input){.code = EXPLAIN_DEALER_SEAT,
                                              .number = {TUTOR_TAROCCHINO_SEATS - 1, dealer}},
                              error);
    if (deal->seats != TUTOR_TAROCCHINO_SEATS)
        return explain_reject(game,
                              (explain_input){.code = EXPLAIN_DEALT_TO_HANDS,
                                              .number = {TUTOR_TAROCCHINO_SEATS, deal->seats}},
                              error);
    tutor_options options;
    tutor_options_init(&options);
    if (tutor_options_complete(game, &options, TUTOR_FOR_PLAY, error)) return TUTOR_ERROR;
    if (hand_check_cards(game, &options, deal, error)) return TUTOR_ERROR;
    for (int s = 0; s < TUTOR_TAROCCHINO_SEATS; s++) {
        tutor_set cards = deal->hands[s];
        if (s == dealer) cards = tutor_set_or(cards, deal->rest);
        /* "each player is dealt 3 packets of cards in sets of 5 ... this way gives the dealer 7
         * cards on the last pass" */
        int expected = TUTOR_TAROCCHINO_HAND_CARDS + (s == dealer ? TUTOR_TAROCCHINO_DISCARDS : 0);
        if (tutor_set_size(cards) != expected)
            return explain_reject(
                game,
                (explain_input){.code = EXPLAIN_SEAT_DEALT,
                                .number = {s, tutor_set_size(cards), TUTOR_TAROCCHINO_HAND_CARDS},
                                .which = TUTOR_TAROCCHINO_DISCARDS},
                error);
    }
    int before[2] = {0, 0};
    for (int side = 0; scores && side < 2; side++) {
        if (scores[side] < 0)
            return explain_reject(
                game, (explain_input){.code = EXPLAIN_SCORE_NEGATIVE, .number = {scores[side]}},
                error);
        before[side] = scores[side];
    }
    if ((before[0] >= TUTOR_TAROCCHINO_GAME || before[1] >= TUTOR_TAROCCHINO_GAME) &&
        before[0] != before[1])
        return explain_reject(
            game,
            (explain_input){.code = EXPLAIN_GAME_WON_ALREADY, .number = {before[0], before[1]}},
            error);
    memset(hand, 0, sizeof *hand);
    hand->game = game;
    hand->options = options;
    hand->dealer = dealer;
    hand->scores_before[0] = before[0];
    hand->scores_before[1] = before[1];
    hand->deal = *deal;
    hand->phase = TUTOR_TAROCCHINO_DISCARDING;
    hand->discard_side = TUTOR_TAROCCHINO_NO_SIDE;
    hand->fool = TUTOR_FOOL_IN_HAND;
    hand->fool_player = TUTOR_NO_SEAT;
    hand->fool_trick_winner = TUTOR_NO_SEAT;
    hand->winner = TUTOR_TAROCCHINO_NO_SIDE;
    return TUTOR_OK;
}

/* ---- questions --------------------------------------------------------------------------- */

static int play_started(const tutor_tarocchino_hand *hand) { return hand->play.game != NULL; }

int tutor_tarocchino_hand_turn(const tutor_tarocchino_hand *hand) {
    switch (hand->phase) {
    case TUTOR_TAROCCHINO_DISCARDING:
        return hand->dealer;
    case TUTOR_TAROCCHINO_DECLARING:
        /* "Staring with Eldest (Dealer's left) players may now declare" */
        return (eldest(hand) + hand->declared) % TUTOR_TAROCCHINO_SEATS;
    case TUTOR_TAROCCHINO_PLAYING:
        return hand->play.turn;
    default:
        return TUTOR_NO_SEAT;
    }
}

tutor_set tutor_tarocchino_hand_holding(const tutor_tarocchino_hand *hand, int seat) {
    if (seat < 0 || seat >= TUTOR_TAROCCHINO_SEATS) return tutor_set_empty();
    if (play_started(hand)) return hand->play.hands[seat];
    tutor_set cards = hand->deal.hands[seat];
    if (seat == hand->dealer)
        cards = tutor_set_minus(tutor_set_or(cards, hand->deal.rest), hand->discard);
    return cards;
}

static int turn_to(const tutor_tarocchino_hand *hand, tutor_tarocchino_phase phase, int seat) {
    return hand->winner == TUTOR_TAROCCHINO_NO_SIDE && hand->phase == phase &&
           seat == tutor_tarocchino_hand_turn(hand);
}

tutor_set tutor_tarocchino_hand_legal_discards(const tutor_tarocchino_hand *hand, int seat) {
    if (!turn_to(hand, TUTOR_TAROCCHINO_DISCARDING, seat)) return tutor_set_empty();
    return tutor_set_minus(tutor_tarocchino_hand_holding(hand, seat), worth_five());
}

void tutor_tarocchino_hand_declarable(const tutor_tarocchino_hand *hand, int seat,
                                      tutor_combinations_result *out) {
    memset(out, 0, sizeof *out);
    if (!turn_to(hand, TUTOR_TAROCCHINO_DECLARING, seat)) return;
    tutor_combinations(rules_of(hand->game)->combinations,
                       tutor_tarocchino_hand_holding(hand, seat), out, NULL);
}

tutor_set tutor_tarocchino_hand_legal_cards(const tutor_tarocchino_hand *hand, int seat) {
    if (!turn_to(hand, TUTOR_TAROCCHINO_PLAYING, seat)) return tutor_set_empty();
    return tutor_play_legal(&hand->play);
}

/* ---- the discard ------------------------------------------------------------------------- */

tutor_status tutor_tarocchino_hand_discard(tutor_tarocchino_hand *hand, int seat,
                                           const tutor_card *cards, int n, tutor_reason *why,
                                           tutor_error *error) {
    tutor_card first = n > 0 && cards ? cards[0] : 0;
    if (check_turn(hand, TUTOR_TAROCCHINO_DISCARDING, seat, first, why, error)) return TUTOR_ERROR;
    /* "the dealer discards 2, to reduce their hand to the same 15 as everyone else" */
    if (n != TUTOR_TAROCCHINO_DISCARDS || !cards || cards[0] == cards[1])
        return refuse(hand, hand_reason(TUTOR_DISCARD_TWO, first), why, error);
    tutor_set holding = tutor_tarocchino_hand_holding(hand, seat), discard = tutor_set_empty();
    for (int i = 0; i < n; i++) {
        if (!tutor_set_has(holding, cards[i]))
            return refuse(hand, hand_reason(TUTOR_NOT_IN_HAND, cards[i]), why, error);
        if (tutor_set_has(worth_five(), cards[i]))
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
static int combination_shown(const hand_rules *rules, const tutor_tarocchino_declaration *shown,
                             tutor_combination *combination) {
    tutor_combinations_result found;
    if (tutor_combinations(rules->combinations, shown->cards, &found, NULL)) return 0;
    const tutor_combination *lists[2] = {found.cricche, found.sequences};
    int counts[2] = {found.cricca_count, found.sequence_count};
    for (int l = 0; l < 2; l++)
        for (int i = 0; i < counts[l]; i++) {
            const tutor_combination *c = &lists[l][i];
            if (c->kind != shown->kind ||
                !tutor_set_equal(tutor_set_or(c->cards, c->wild), shown->cards))
                continue;
            *combination = *c;
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

static int is_cricca(tutor_combination_kind kind) { return kind <= TUTOR_CRICCA_JACKS; }

/* After the last declaration: Eight Hundred's check for 800, then the first trick, "led by the
 * eldest hand". */
static tutor_status begin_play(tutor_tarocchino_hand *hand, tutor_error *error) {
    if (rules_of(hand->game)->wins_within_hand) {
        decide(hand);
        if (hand->winner != TUTOR_TAROCCHINO_NO_SIDE) {
            hand->phase = TUTOR_TAROCCHINO_OVER;
            hand->ended_early = 1;
            return TUTOR_OK;
        }
    }
    tutor_deal now = hand->deal;
    for (int s = 0; s < TUTOR_TAROCCHINO_SEATS; s++)
        now.hands[s] = tutor_tarocchino_hand_holding(hand, s);
    now.rest = tutor_set_empty();
    if (tutor_play_start(&hand->play, hand->game, &hand->options, &now, eldest(hand), error))
        return TUTOR_ERROR;
    hand->phase = TUTOR_TAROCCHINO_PLAYING;
    return TUTOR_OK;
}

/* Adds one declaration of `seat` to those it shows with it (*shown), checked against its hand
 * and them. */
tutor_status tarocchino_add_declaration(const tutor_tarocchino_hand *hand, int seat,
                                        const tutor_tarocchino_declaration *d,
                                        tutor_combinations_result *shown, tutor_reason *why,
                                        tutor_error *error) {
    if ((unsigned)d->kind > TUTOR_SEQUENCE_ACES || tutor_set_is_empty(d->cards))
        return hand_reject_input(hand->game, (explain_input){.code = EXPLAIN_DECLARATION_SHAPE},
                                 why, error);
    tutor_set missing = tutor_set_minus(d->cards, tutor_tarocchino_hand_holding(hand, seat));
    if (!tutor_set_is_empty(missing))
        return refuse(hand, hand_reason(TUTOR_NOT_IN_HAND, tutor_set_first(missing)), why, error);
    tutor_combination combination;
    tutor_card named = tutor_set_first(d->cards);
    if (!combination_shown(rules_of(hand->game), d, &combination))
        return refuse(hand, hand_reason(TUTOR_NOT_A_COMBINATION, named), why, error);
    tutor_combination *list = is_cricca(d->kind) ? shown->cricche : shown->sequences;
    int *count = is_cricca(d->kind) ? &shown->cricca_count : &shown->sequence_count;
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
    if (n < 0 || n > TUTOR_MAX_CRICCHE + TUTOR_MAX_SEQUENCES || (n > 0 && !declarations))
        return hand_reject_input(hand->game, (explain_input){.code = EXPLAIN_DECLARATIONS_COUNT},
                                 why, error);
    for (int i = 0; i < n; i++)
        if (tarocchino_add_declaration(hand, seat, &declarations[i], shown, why, error))
            return TUTOR_ERROR;
    /* "If scoring for declarations, all three must be by the same player"; "If three or more
     * combinations are scored at the same time, then their value is doubled." */
    shown->doubled_cricche = shown->cricca_count >= 3;
    shown->doubled_sequences = shown->sequence_count >= 3;
    line_origin origin = {TUTOR_TAROCCHINO_DECLARED, tutor_tarocchino_side(seat), seat, -1};
    shown->total = add_combinations(NULL, origin, shown);
    return TUTOR_OK;
}

tutor_status tutor_tarocchino_hand_declare(tutor_tarocchino_hand *hand, int seat,
                                           const tutor_tarocchino_declaration *declarations, int n,
                                           tutor_reason *why, tutor_error *error) {
    tutor_card first = n > 0 && declarations && !tutor_set_is_empty(declarations[0].cards)
                           ? tutor_set_first(declarations[0].cards)
                           : 0;
    if (check_turn(hand, TUTOR_TAROCCHINO_DECLARING, seat, first, why, error)) return TUTOR_ERROR;
    tutor_combinations_result shown;
    if (check_declarations(hand, seat, declarations, n, &shown, why, error))
        return TUTOR_ERROR;
    if (hand->declared + 1 == TUTOR_TAROCCHINO_SEATS) { /* the play begins: tried on a copy */
        tutor_tarocchino_hand next = *hand;
        next.declarations[seat] = shown;
        next.points[tutor_tarocchino_side(seat)] += shown.total;
        next.declared++;
        if (begin_play(&next, error)) return TUTOR_ERROR;
        *hand = next;
        return TUTOR_OK;
    }
    hand->declarations[seat] = shown;
    hand->points[tutor_tarocchino_side(seat)] += shown.total;
    hand->declared++;
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

/* The card a partnership gives for the Fool: "a single-point card" (000), "an empty card if
 * they can" (003). Of the cheapest cards it holds, one that counts in no combination first,
 * then the lowest numbered. */
static tutor_card payment_for_fool(const tutor_game *game, tutor_set captured) {
    tutor_card best = tutor_set_first(captured), card;
    int best_cost = -1;
    TUTOR_SET_FOREACH(card, captured) {
        int cost = 2 * suited_card_points(game, card) + may_combine(card);
        if (best_cost < 0 || cost < best_cost) {
            best = card;
            best_cost = cost;
        }
    }
    return best;
}

/* The Fool's partnership gives a card from its captures for it and takes it back, or, having
 * captured nothing, loses it to the winner of the trick it was played to. */
static void settle_fool(tutor_tarocchino_hand *hand) {
    int own = tutor_tarocchino_side(hand->fool_player);
    int other = tutor_tarocchino_side(hand->fool_trick_winner);
    if (tutor_set_is_empty(hand->won[own])) {
        hand->won[other] = tutor_set_add(hand->won[other], SUITED_FOOL);
        hand->fool = TUTOR_FOOL_LOST;
        return;
    }
    tutor_card card = payment_for_fool(hand->game, hand->won[own]);
    hand->won[own] = tutor_set_add(tutor_set_remove(hand->won[own], card), SUITED_FOOL);
    hand->won[other] = tutor_set_add(hand->won[other], card);
    hand->fool_payment = card;
    hand->fool = TUTOR_FOOL_PAID;
}

/* The trick just won goes to its partnership; the Fool in it, when the other partnership
 * played it, goes face up beside its player. */
static void take_trick(tutor_tarocchino_hand *hand, const tutor_trick *trick) {
    int side = tutor_tarocchino_side(trick->winner);
    for (int i = 0; i < trick->count; i++) {
        if (trick->cards[i] == SUITED_FOOL) {
            hand->fool_player = trick->seats[i];
            hand->fool_trick_winner = trick->winner;
            if (tutor_tarocchino_side(trick->seats[i]) != side) {
                hand->fool = TUTOR_FOOL_OWED;
                continue;
            }
            hand->fool = TUTOR_FOOL_KEPT;
        }
        hand->won[side] = tutor_set_add(hand->won[side], trick->cards[i]);
    }
    /* 000: "they must give a single-point card from their captures in its place. If they have
     * not yet taken a trick, the matto may be left face-up as a reminder to give a card later" */
    if (hand->fool == TUTOR_FOOL_OWED && rules_of(hand->game)->pays_for_fool_at_once &&
        !tutor_set_is_empty(hand->won[tutor_tarocchino_side(hand->fool_player)]))
        settle_fool(hand);
}

/* After the last trick: the Fool's debt, the discard, and each partnership's end lines. */
static void end_hand(tutor_tarocchino_hand *hand) {
    if (hand->fool == TUTOR_FOOL_OWED) settle_fool(hand);
    /* "These cards will count towards the tricks won by the dealer and their partner (unless
     * the other team wins every trick, in which case, they also get these last 2 cards)" */
    int dealer_side = tutor_tarocchino_side(hand->dealer), dealer_won = 0;
    for (int t = 0; t < hand->play.tricks_done; t++)
        dealer_won |= tutor_tarocchino_side(hand->play.tricks[t].winner) == dealer_side;
    hand->discard_side = dealer_won ? dealer_side : 1 - dealer_side;
    hand->won[hand->discard_side] = tutor_set_or(hand->won[hand->discard_side], hand->discard);
    int last = tutor_tarocchino_side(hand->play.tricks[hand->play.tricks_done - 1].winner);
    for (int side = 0; side < 2; side++) {
        int total = 0;
        /* Cannot fail: the sides' cards are of the pack and even in number (whole tricks, the
         * two discards, and the Fool's exchange, one card for one). */
        score_cards(hand->game, side, hand->won[side], side == last, NULL, &total, NULL);
        hand->points[side] += total;
    }
    hand->phase = TUTOR_TAROCCHINO_OVER;
    /* A game won by the last trick's combination is won already, whatever the end adds. */
    if (hand->winner == TUTOR_TAROCCHINO_NO_SIDE) decide(hand);
}

tutor_status tutor_tarocchino_hand_play(tutor_tarocchino_hand *hand, int seat, tutor_card card,
                                        tutor_reason *why, tutor_error *error) {
    if (check_turn(hand, TUTOR_TAROCCHINO_PLAYING, seat, card, why, error)) return TUTOR_ERROR;
    int tricks_before = hand->play.tricks_done;
    if (tutor_play_card(&hand->play, card, why, error)) return TUTOR_ERROR;
    if (hand->play.tricks_done == tricks_before) return TUTOR_OK;

    const tutor_trick *trick = &hand->play.tricks[tricks_before];
    take_trick(hand, trick);
    if (rules_of(hand->game)->scores_tricks) {
        int side = tutor_tarocchino_side(trick->winner);
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

tutor_status tutor_tarocchino_hand_score(const tutor_tarocchino_hand *hand,
                                         tutor_tarocchino_score *score, tutor_error *error) {
    memset(score, 0, sizeof *score);
    for (int k = 0; k < hand->declared; k++) {
        int seat = (eldest(hand) + k) % TUTOR_TAROCCHINO_SEATS;
        line_origin origin = {TUTOR_TAROCCHINO_DECLARED, tutor_tarocchino_side(seat), seat, -1};
        add_combinations(score, origin, &hand->declarations[seat]);
    }
    if (play_started(hand) && rules_of(hand->game)->scores_tricks)
        for (int t = 0; t < hand->play.tricks_done; t++) trick_combinations(hand, t, score);
    score->complete = hand->phase == TUTOR_TAROCCHINO_OVER && play_started(hand) &&
                      hand->play.turn == TUTOR_NO_SEAT;
    if (score->complete) {
        int last = tutor_tarocchino_side(hand->play.tricks[hand->play.tricks_done - 1].winner);
        for (int side = 0; side < 2; side++) {
            int total;
            if (score_cards(hand->game, side, hand->won[side], side == last, score, &total, error))
                return TUTOR_ERROR;
            score->counted[side] = hand->won[side];
        }
    }
    for (int side = 0; side < 2; side++)
        score->game_score[side] = hand->scores_before[side] + score->hand_points[side];
    score->winner = hand->winner;
    return TUTOR_OK;
}
