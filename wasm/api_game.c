/*
 * api_game.c: the `game` request (docs/api.md): a whole game, hand after hand, from its first
 * dealer to its end. Each hand is played exactly as the `hand` request plays it (api_hand.c),
 * dealt by the dealer the game gives it; the core's whole game (tutor_match) adds each finished
 * hand, and says who deals next, when the game is over and who has won. This file reads the
 * request and writes the running totals.
 */
#include <string.h>

#include "api_internal.h"

/* ---- reading ------------------------------------------------------------------------------ */

/* `deals`: required where the players agree on the number of deals, refused elsewhere. */
static int read_deals(api_call *c, int *deals) {
    const cJSON *item = field(c, "deals");
    *deals = 0;
    if (!tutor_game_agreed_deals(c->game))
        return !item || api_fail(c, "bad-field",
                                 "\"deals\" is for the games whose length the players agree on: "
                                 "%s ends by its own rule.",
                                 tutor_game_name(c->game));
    if (!item)
        return api_fail(c, "missing-field",
                        "%s's game is a number of deals agreed beforehand: give \"deals\".",
                        tutor_game_name(c->game));
    long long n;
    if (!read_int(c, item, "deals", 1, TUTOR_MAX_DEALS, &n)) return 0;
    *deals = (int)n;
    return 1;
}

/* hands[k] must be an object, and leave to the game what the game gives each hand. */
static int check_entry(api_call *c, const cJSON *entry, int k) {
    static const char *const given[] = {"dealer", "options", "scores"};
    if (!cJSON_IsObject(entry))
        return api_fail(c, "bad-field",
                        "hands[%d] must be an object: {\"seed\": n} or {\"deal\": {...}}, with "
                        "\"actions\".",
                        k);
    for (int i = 0; i < 3; i++)
        if (cJSON_GetObjectItemCaseSensitive(entry, given[i]))
            return api_fail(c, "bad-field", "hands[%d] has \"%s\", which the game gives each hand.",
                            k, given[i]);
    return 1;
}

/* ---- the answer --------------------------------------------------------------------------- */

/* How the hand moved the totals: one line per seat or side whose total changed. */
static cJSON *lines_json(const tutor_game *game, const int *before, const int *after, int n) {
    cJSON *lines = cJSON_CreateArray();
    for (int i = 0; i < n; i++) {
        if (after[i] == before[i]) continue;
        cJSON *line = cJSON_CreateObject();
        cJSON_AddStringToObject(line, "item", tutor_game_totals_item(game));
        cJSON_AddNumberToObject(line, "points", after[i] - before[i]);
        cJSON_AddNumberToObject(line, tutor_game_totals_by(game), i);
        cJSON_AddItemToArray(lines, line);
    }
    return lines;
}

/* Plays hands[k] (`sub` is its request) into `out`, read as the `hand` request reads its seed
 * or deal and its actions, with the game's options, the dealer the game gives it and (where
 * hands carry the game's scores) its scores: a finished hand joins the game; the last hand may
 * be unfinished, and is then answered as the `hand` request answers it. *finished says which. */
static int play_entry(api_call *sub, tutor_match *game, cJSON *out, int *finished) {
    tutor_hand_start start = {.dealer = tutor_match_dealer(game)};
    tutor_hand hand;
    int before[TUTOR_MAX_SEATS], after[TUTOR_MAX_SEATS];
    int n = tutor_match_totals(game, before);
    if (!read_deal_start(sub, &start)) return 0;
    if (tutor_game_carries_scores(sub->game)) memcpy(start.scores, before, sizeof start.scores);
    if (!play_hand(sub, &hand, &start)) return 0;
    *finished = tutor_hand_turn(&hand) == TUTOR_NO_SEAT;
    cJSON_AddBoolToObject(out, "finished", *finished);
    if (!*finished) {
        if (!answer_hand(sub, &hand, TUTOR_NO_SEAT)) return 0;
        cJSON_AddItemToObject(out, "lines", cJSON_CreateArray());
        cJSON_AddItemToObject(out, "totals", cJSON_CreateIntArray(before, n));
        return 1;
    }
    cJSON_AddNumberToObject(out, "dealer", start.dealer);
    if (!score_json(sub, &hand, out) || tutor_match_add(game, &hand, &sub->error)) return 0;
    tutor_match_totals(game, after);
    cJSON_AddItemToObject(out, "lines", lines_json(sub->game, before, after, n));
    cJSON_AddItemToObject(out, "totals", cJSON_CreateIntArray(after, n));
    return 1;
}

/* Plays every entry of `hands` in turn: 1 when every hand given is over, -1 when the last is
 * unfinished (the game goes on in it), 0 on an error, which names the entry in error.hand. */
static int play_hands(api_call *c, tutor_match *game, const cJSON *list, cJSON *answers) {
    int k = 0, finished = 1;
    const cJSON *entry;
    cJSON_ArrayForEach(entry, list) {
        c->error_hand = k;
        if (!finished)
            return api_fail(c, "bad-field",
                            "hands[%d] follows hands[%d], which is not over: finish it first.", k,
                            k - 1);
        int dealer = tutor_match_dealer(game);
        if (dealer == TUTOR_NO_SEAT)
            return api_fail(c, "bad-field",
                            "hands[%d] comes after the game is over (after hands[%d]): no hand "
                            "follows the end of the game.",
                            k, k - 1);
        if (!check_entry(c, entry, k)) return 0;
        cJSON *out = cJSON_CreateObject();
        cJSON_AddItemToArray(answers, out);
        api_call sub = *c;
        sub.request = entry;
        sub.response = out;
        sub.error_index = -1;
        if (!play_entry(&sub, game, out, &finished)) { /* the entry's error, as the game's */
            sub.request = c->request;
            sub.response = c->response;
            *c = sub;
            return 0;
        }
        k++;
    }
    c->error_hand = -1;
    return finished ? 1 : -1;
}

int op_game(api_call *c) {
    if (!tutor_game_totals_by(c->game))
        return api_fail(c, "unknown-op", "\"game\" is not yet answered for %s.",
                        tutor_game_name(c->game));
    int first_dealer, deals;
    tutor_match game;
    if (!read_options(c, TUTOR_FOR_COUNTING) || !read_seat(c, "first_dealer", 0, &first_dealer) ||
        !read_deals(c, &deals) ||
        tutor_match_begin(&game, c->game, &c->options, first_dealer, deals, &c->error))
        return 0;
    const cJSON *list = require(c, "hands");
    if (!list) return 0;
    if (!cJSON_IsArray(list))
        return api_fail(c, "bad-field",
                        "\"hands\" must be a list of hands, each {\"seed\": n} or {\"deal\": "
                        "{...}} with \"actions\".");
    cJSON *answers = cJSON_AddArrayToObject(c->response, "hands");
    int played = play_hands(c, &game, list, answers);
    if (!played) return 0;
    int totals[TUTOR_MAX_SEATS];
    int n = tutor_match_totals(&game, totals);
    cJSON_AddStringToObject(c->response, "totals_by", tutor_game_totals_by(c->game));
    cJSON_AddItemToObject(c->response, "totals", cJSON_CreateIntArray(totals, n));
    int dealer = tutor_match_dealer(&game);
    cJSON_AddBoolToObject(c->response, "over", dealer == TUTOR_NO_SEAT);
    cJSON_AddItemToObject(c->response, "winner", seat_or_null(tutor_match_winner(&game)));
    if (dealer != TUTOR_NO_SEAT)
        cJSON_AddItemToObject(c->response, "dealer",
                              played < 0 ? cJSON_CreateNull() : cJSON_CreateNumber(dealer));
    return 1;
}
