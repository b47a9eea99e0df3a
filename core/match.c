/*
 * match.c: whole games of every game through one interface (tutor_match in tutor.h): the
 * running totals, the deal passing to the seat after the dealer in the order of play, the
 * game's end and its winner, from each game's data and hooks (struct tutor_match_rules in
 * game.h). A hand's part is read from its score (tutor_hand_scored).
 */
#include <string.h>

#include "explain.h"
#include "game.h"

const char *tutor_game_totals_by(const tutor_game *game) {
    return game->match ? game->match->totals_by : NULL;
}
const char *tutor_game_totals_item(const tutor_game *game) {
    return game->match ? game->match->item : NULL;
}
int tutor_game_agreed_deals(const tutor_game *game) {
    return game->match && game->match->agreed_deals;
}
int tutor_game_carries_scores(const tutor_game *game) {
    return game->match && game->match->carries_scores;
}

static const struct tutor_match_rules *rules_of(const tutor_match *match) {
    return match->game->match;
}

static int by_side(const tutor_match *match) {
    return strcmp(rules_of(match)->totals_by, "side") == 0;
}

static int total_count(const tutor_match *match) { return by_side(match) ? 2 : match->seats; }

/* The options given (NULL: none) with their defaults filled in. */
static tutor_status completed(const tutor_game *game, const tutor_options *given,
                              tutor_options *options, tutor_error *error) {
    tutor_options_init(options);
    if (given) *options = *given;
    return tutor_options_complete(game, options, TUTOR_FOR_COUNTING, error);
}

/* A refusal of the game's (explain_reject), stating up to three numbers. */
static tutor_status refuse(const tutor_match *match, int code, int first, int second, int third,
                           tutor_error *error) {
    explain_input input = {.code = code, .number = {first, second, third}};
    return explain_reject(match->game, input, error);
}

tutor_status tutor_match_begin(tutor_match *match, const tutor_game *game,
                               const tutor_options *options, int first_dealer, int deals,
                               tutor_error *error) {
    const struct tutor_match_rules *rules = game->match;
    if (!rules)
        return tutor_fail(error, "unknown-op", "The rules core plays no whole game of %s.",
                          game->name);
    memset(match, 0, sizeof *match);
    match->game = game;
    if ((rules->options ? rules->options : completed)(game, options, &match->options, error))
        return TUTOR_ERROR;
    match->seats = tutor_seats(game, &match->options);
    if (first_dealer < 0 || first_dealer >= match->seats)
        return refuse(match, EXPLAIN_DEALER_SEAT, match->seats - 1, first_dealer, 0, error);
    if (rules->agreed_deals && (deals < 1 || deals > TUTOR_MAX_DEALS))
        return refuse(match, EXPLAIN_DEALS_FIELD, TUTOR_MAX_DEALS, deals, 0, error);
    match->first_dealer = first_dealer;
    match->deals = rules->agreed_deals ? deals : rules->deals;
    match->winner = TUTOR_NO_SEAT;
    return TUTOR_OK;
}

int tutor_match_dealer(const tutor_match *match) {
    if (match->over) return TUTOR_NO_SEAT;
    return (match->first_dealer + match->hands_played) % match->seats;
}

int tutor_match_winner(const tutor_match *match) { return match->winner; }

int tutor_match_totals(const tutor_match *match, int *out) {
    memcpy(out, match->totals, sizeof match->totals);
    return total_count(match);
}

/* The seat or side whose total has reached the game's target, or TUTOR_NO_SEAT. */
static int reached(const tutor_match *match) {
    int target = rules_of(match)->target;
    for (int i = 0; target && i < total_count(match); i++)
        if (match->totals[i] >= target) return i;
    return TUTOR_NO_SEAT;
}

/* The one seat or side with the highest total (the lowest where the fewest win), or
 * TUTOR_NO_SEAT when several share it. */
static int alone_ahead(const tutor_match *match) {
    int best = 0, shared = 0, fewest = rules_of(match)->fewest_wins;
    for (int i = 1; i < total_count(match); i++) {
        int difference = match->totals[i] - match->totals[best];
        if (fewest ? difference < 0 : difference > 0) {
            best = i;
            shared = 0;
        } else if (difference == 0) {
            shared = 1;
        }
    }
    return shared ? TUTOR_NO_SEAT : best;
}

/* Why a hand may not join the game: the game is over, the hand is not, it seats other
 * players or was dealt by another seat, or the game's own check refuses it. */
static tutor_status check_hand(const tutor_match *match, const tutor_hand *hand,
                               tutor_error *error) {
    const struct tutor_match_rules *rules = rules_of(match);
    if (match->over) {
        int ender = reached(match) != TUTOR_NO_SEAT ? reached(match) : match->winner;
        return refuse(match, rules->over_refusal, match->deals ? match->deals : ender,
                      ender != TUTOR_NO_SEAT ? match->totals[ender] : 0, 0, error);
    }
    if (strcmp(tutor_hand_phase(hand), "over") != 0)
        return refuse(
            match, rules->unfinished_refusal ? rules->unfinished_refusal : EXPLAIN_JOINS_WHEN_OVER,
            0, 0, 0, error);
    if (tutor_hand_seats(hand) != match->seats)
        return refuse(match, EXPLAIN_GAME_SEATS_PLAYERS, match->seats, tutor_hand_seats(hand), 0,
                      error);
    int dealer = tutor_match_dealer(match), dealt = tutor_hand_dealer(hand);
    if (dealt != dealer && rules->leader_refusal)
        return refuse(match, rules->leader_refusal, dealer, (dealer + 1) % match->seats,
                      (dealt + 1) % match->seats, error);
    if (dealt != dealer) return refuse(match, EXPLAIN_DEALT_BY, dealer, dealt, 0, error);
    return rules->check ? rules->check(match, hand, error) : TUTOR_OK;
}

tutor_status tutor_match_add(tutor_match *match, const tutor_hand *hand, tutor_error *error) {
    if (hand->game != match->game)
        return tutor_fail(error, "bad-field", "A hand of %s cannot join a game of %s.",
                          hand->game->name, match->game->name);
    const struct tutor_match_rules *rules = rules_of(match);
    tutor_hand_score score;
    if (check_hand(match, hand, error) || tutor_hand_scored(hand, &score, error))
        return TUTOR_ERROR;
    if (rules->from_lines) {
        for (int i = 0; i < score.line_count; i++) {
            int to = by_side(match) ? score.lines[i].side : score.lines[i].seat;
            if (to >= 0) match->totals[to] += score.lines[i].points;
        }
    } else { /* seat i < 2 sits in partnership i, so a side's total moves by its return */
        for (int i = 0; i < total_count(match); i++) match->totals[i] += score.returns[i];
    }
    match->hands_played++;
    if (rules->winner) {
        match->winner = rules->winner(hand);
        match->over = match->winner != TUTOR_NO_SEAT;
    } else if ((match->deals && match->hands_played >= match->deals) ||
               reached(match) != TUTOR_NO_SEAT) {
        match->over = 1;
        match->winner = alone_ahead(match);
    }
    return TUTOR_OK;
}
