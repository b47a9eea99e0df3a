/*
 * api_game.c: the `game` request (docs/api.md): a whole game, hand after hand, from its first
 * dealer to its end. Each hand is played exactly as the `hand` request plays it (api_hand.h),
 * dealt by the dealer the game gives it; the core's game (tutor_*_game) adds each finished
 * hand, and says who deals next, when the game is over and who has won. This file reads the
 * request, adapts the core's games to one shape and writes the running totals.
 */
#include <stdalign.h>
#include <string.h>

#include "api_hand.h"
#include "tutor_42_game.h"
#include "tutor_burro_game.h"
#include "tutor_payment_game.h"
#include "tutor_piedmont_hand.h"
#include "tutor_tarocchino_game.h"

/* A game of any of the seven, as its core keeps it. */
typedef union {
    tutor_42_game texas_42;
    tutor_payment_game payment; /* French Tarot, Tapp-Tarock */
    tutor_tarocchino_game tarocchino;
    tutor_piedmont_game piedmont;
    tutor_burro_game burro;
} game_state;

/* One core's game, in the shape the request needs. Every answer is the core's. */
typedef struct {
    const char *game_id;
    const char *totals_by; /* "seat" or "side" (partnership 0: seats 0 and 2) */
    const char *item;      /* what a hand's lines move: "marks", "payment", ... */
    int agreed_deals;      /* the players agree on the number of deals (`deals`) */
    int carries_scores;    /* each hand starts from the game's scores (`scores`) */
    int (*start)(api_call *c, game_state *game, int first_dealer, int deals);
    int (*dealer)(const game_state *game); /* TUTOR_NO_SEAT once over */
    int (*winner)(const game_state *game); /* TUTOR_NO_SEAT: none (yet) */
    int (*add)(api_call *c, game_state *game, const void *hand);
    int (*totals)(const game_state *game, int *out); /* how many */
} game_rules;

/* ---- the core's games --------------------------------------------------------------------- */

static int pair(const int *values, int *out) {
    out[0] = values[0];
    out[1] = values[1];
    return 2;
}

static int start_42(api_call *c, game_state *game, int first_dealer, int deals) {
    (void)deals;
    return tutor_42_game_start(&game->texas_42, first_dealer, &c->error) == TUTOR_OK;
}
static int dealer_42(const game_state *game) { return tutor_42_game_dealer(&game->texas_42); }
static int winner_42(const game_state *game) { return game->texas_42.winner; }
static int add_42(api_call *c, game_state *game, const void *hand) {
    return tutor_42_game_add(&game->texas_42, hand, &c->error) == TUTOR_OK;
}
static int totals_42(const game_state *game, int *out) { return pair(game->texas_42.marks, out); }

static int start_payment(api_call *c, game_state *game, int first_dealer, int deals) {
    return tutor_payment_game_start(&game->payment, tutor_seats(c->game, &c->options), first_dealer,
                                    deals, &c->error) == TUTOR_OK;
}
static int dealer_payment(const game_state *game) {
    return tutor_payment_game_dealer(&game->payment);
}
static int winner_payment(const game_state *game) { return game->payment.winner; }
static int add_tarot(api_call *c, game_state *game, const void *hand) {
    return tutor_payment_game_add_tarot(&game->payment, hand, &c->error) == TUTOR_OK;
}
static int add_tapp(api_call *c, game_state *game, const void *hand) {
    return tutor_payment_game_add_tapp(&game->payment, hand, &c->error) == TUTOR_OK;
}
static int totals_payment(const game_state *game, int *out) {
    memcpy(out, game->payment.totals, sizeof game->payment.totals);
    return game->payment.seats;
}

static int start_tarocchino(api_call *c, game_state *game, int first_dealer, int deals) {
    (void)deals;
    return tutor_tarocchino_game_start(&game->tarocchino, c->game, first_dealer, &c->error) ==
           TUTOR_OK;
}
static int dealer_tarocchino(const game_state *game) {
    return tutor_tarocchino_game_dealer(&game->tarocchino);
}
static int winner_tarocchino(const game_state *game) {
    int side = game->tarocchino.winner;
    return side == TUTOR_TAROCCHINO_NO_SIDE ? TUTOR_NO_SEAT : side;
}
static int add_tarocchino(api_call *c, game_state *game, const void *hand) {
    return tutor_tarocchino_game_add(&game->tarocchino, hand, &c->error) == TUTOR_OK;
}
static int totals_tarocchino(const game_state *game, int *out) {
    return pair(game->tarocchino.scores, out);
}

static int start_piedmont(api_call *c, game_state *game, int first_dealer, int deals) {
    (void)deals;
    return tutor_piedmont_game_start(&game->piedmont, &c->options, first_dealer, &c->error) ==
           TUTOR_OK;
}
static int dealer_piedmont(const game_state *game) {
    return tutor_piedmont_game_dealer(&game->piedmont);
}
static int winner_piedmont(const game_state *game) {
    int side = game->piedmont.winner;
    return side == TUTOR_PIEDMONT_NO_SIDE ? TUTOR_NO_SEAT : side;
}
static int add_piedmont(api_call *c, game_state *game, const void *hand) {
    return tutor_piedmont_game_add(&game->piedmont, hand, &c->error) == TUTOR_OK;
}
static int totals_piedmont(const game_state *game, int *out) {
    return pair(game->piedmont.totals, out);
}

static int start_burro(api_call *c, game_state *game, int first_dealer, int deals) {
    (void)deals;
    return tutor_burro_game_start(&game->burro, &c->options, first_dealer, &c->error) == TUTOR_OK;
}
static int dealer_burro(const game_state *game) { return tutor_burro_game_dealer(&game->burro); }
static int winner_burro(const game_state *game) { return game->burro.winner; }
static int add_burro(api_call *c, game_state *game, const void *hand) {
    return tutor_burro_game_add(&game->burro, hand, &c->error) == TUTOR_OK;
}
static int totals_burro(const game_state *game, int *out) {
    memcpy(out, game->burro.letters, sizeof game->burro.letters);
    return game->burro.players;
}

#define TAROCCHINO_GAME(id)                                                                        \
    {                                                                                              \
        id, "side", "points", 0, 1, start_tarocchino, dealer_tarocchino, winner_tarocchino,        \
            add_tarocchino, totals_tarocchino                                                      \
    }

static const game_rules games[] = {
    {"texas-42", "side", "marks", 0, 0, start_42, dealer_42, winner_42, add_42, totals_42},
    {"french-tarot", "seat", "payment", 1, 0, start_payment, dealer_payment, winner_payment,
     add_tarot, totals_payment},
    {"tapp-tarock", "seat", "payment", 1, 0, start_payment, dealer_payment, winner_payment,
     add_tapp, totals_payment},
    TAROCCHINO_GAME("ottocento"),
    TAROCCHINO_GAME("eight-hundred"),
    {"piedmont-tarocchi", "side", "difference", 0, 0, start_piedmont, dealer_piedmont,
     winner_piedmont, add_piedmont, totals_piedmont},
    {"burro", "seat", "letter", 0, 0, start_burro, dealer_burro, winner_burro, add_burro,
     totals_burro},
};

static const game_rules *rules_of(const tutor_game *game) {
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        if (strcmp(games[i].game_id, tutor_game_id(game)) == 0) return &games[i];
    return NULL;
}

/* ---- reading ------------------------------------------------------------------------------ */

/* `deals`: required where the players agree on the number of deals, refused elsewhere. */
static int read_deals(api_call *c, const game_rules *rules, int *deals) {
    const cJSON *item = field(c, "deals");
    *deals = 0;
    if (!rules->agreed_deals) {
        if (!item) return 1;
        return api_fail(c, "bad-field",
                        "\"deals\" is for the games whose length the players agree on (French "
                        "Tarot, Tapp-Tarock): %s ends by its own rule.",
                        tutor_game_name(c->game));
    }
    if (!item)
        return api_fail(c, "missing-field",
                        "%s's game is a number of deals agreed beforehand: give \"deals\".",
                        tutor_game_name(c->game));
    long long n;
    if (!read_int(c, item, "deals", 1, TUTOR_PAYMENT_GAME_MAX_DEALS, &n)) return 0;
    *deals = (int)n;
    return 1;
}

/* The request `hand` plays hands[k] from: the entry's `seed` or `deal` and `actions`, with the
 * game's options, the dealer it gives and (Ottocento, Eight Hundred) its scores. NULL with
 * c->error filled when the entry names one of these itself. */
static cJSON *hand_request(api_call *c, const cJSON *entry, int k, int dealer, const int *scores,
                           int carries_scores) {
    static const char *const given[] = {"dealer", "options", "scores"};
    if (!cJSON_IsObject(entry)) {
        api_fail(c, "bad-field",
                 "hands[%d] must be an object: {\"seed\": n} or {\"deal\": {...}}, with "
                 "\"actions\".",
                 k);
        return NULL;
    }
    for (int i = 0; i < 3; i++)
        if (cJSON_GetObjectItemCaseSensitive(entry, given[i])) {
            api_fail(c, "bad-field", "hands[%d] has \"%s\", which the game gives each hand.", k,
                     given[i]);
            return NULL;
        }
    cJSON *request = cJSON_Duplicate(entry, 1);
    const cJSON *options = field(c, "options");
    if (options) cJSON_AddItemToObject(request, "options", cJSON_Duplicate(options, 1));
    cJSON_AddNumberToObject(request, "dealer", dealer);
    if (carries_scores) cJSON_AddItemToObject(request, "scores", pair_json(scores));
    return request;
}

/* ---- the answer --------------------------------------------------------------------------- */

static cJSON *totals_json(const int *totals, int n) {
    cJSON *list = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(list, cJSON_CreateNumber(totals[i]));
    return list;
}

/* How the hand moved the totals: one line per seat or side whose total changed. */
static cJSON *lines_json(const game_rules *rules, const int *before, const int *after, int n) {
    cJSON *lines = cJSON_CreateArray();
    for (int i = 0; i < n; i++) {
        if (after[i] == before[i]) continue;
        cJSON *line = cJSON_CreateObject();
        cJSON_AddStringToObject(line, "item", rules->item);
        cJSON_AddNumberToObject(line, "points", after[i] - before[i]);
        cJSON_AddNumberToObject(line, rules->totals_by, i);
        cJSON_AddItemToArray(lines, line);
    }
    return lines;
}

/* Plays hands[k] (`sub` is its request) into `out`: a finished hand joins the game; the last
 * hand may be unfinished, and is then answered as the `hand` request answers it. *finished
 * says which. */
static int play_entry(api_call *sub, const game_rules *rules, game_state *game, cJSON *out,
                      int *finished) {
    const hand_game *hands = hand_game_of(sub->game);
    hand_start start;
    alignas(max_align_t) unsigned char hand[HAND_STATE_MAX];
    if (!read_hand_start(sub, &start) || !play_hand(sub, hands, hand, &start)) return 0;
    int before[TUTOR_MAX_SEATS], after[TUTOR_MAX_SEATS];
    int n = rules->totals(game, before);
    *finished = hands->turn(hand) == TUTOR_NO_SEAT;
    cJSON_AddBoolToObject(out, "finished", *finished);
    if (!*finished) {
        if (!answer_hand(sub, hands, hand, &start, TUTOR_NO_SEAT)) return 0;
        cJSON_AddItemToObject(out, "lines", cJSON_CreateArray());
        cJSON_AddItemToObject(out, "totals", totals_json(before, n));
        return 1;
    }
    cJSON_AddNumberToObject(out, "dealer", start.dealer);
    if (!hands->score(sub, hand, out) || !rules->add(sub, game, hand)) return 0;
    rules->totals(game, after);
    cJSON_AddItemToObject(out, "lines", lines_json(rules, before, after, n));
    cJSON_AddItemToObject(out, "totals", totals_json(after, n));
    return 1;
}

/* Plays every entry of `hands` in turn: 1 when every hand given is over, -1 when the last is
 * unfinished (the game goes on in it), 0 on an error, which names the entry in error.hand. */
static int play_hands(api_call *c, const game_rules *rules, game_state *game, const cJSON *list,
                      cJSON *answers) {
    int k = 0, finished = 1;
    const cJSON *entry;
    cJSON_ArrayForEach(entry, list) {
        c->error_hand = k;
        if (!finished)
            return api_fail(c, "bad-field",
                            "hands[%d] follows hands[%d], which is not over: finish it first.", k,
                            k - 1);
        int dealer = rules->dealer(game);
        if (dealer == TUTOR_NO_SEAT)
            return api_fail(c, "bad-field",
                            "hands[%d] comes after the game is over (after hands[%d]): no hand "
                            "follows the end of the game.",
                            k, k - 1);
        int scores[TUTOR_MAX_SEATS];
        rules->totals(game, scores);
        cJSON *request = hand_request(c, entry, k, dealer, scores, rules->carries_scores);
        if (!request) return 0;
        cJSON *out = cJSON_CreateObject();
        cJSON_AddItemToArray(answers, out);
        api_call sub = *c;
        sub.request = request;
        sub.response = out;
        sub.error_index = -1;
        int played = play_entry(&sub, rules, game, out, &finished);
        cJSON_Delete(request);
        if (!played) {
            c->error = sub.error;
            c->error_index = sub.error_index;
            c->error_reason = sub.error_reason;
            c->error_why = sub.error_why;
            return 0;
        }
        k++;
    }
    c->error_hand = -1;
    return finished ? 1 : -1;
}

int op_game(api_call *c) {
    const game_rules *rules = rules_of(c->game);
    if (!rules || !hand_game_of(c->game))
        return api_fail(c, "unknown-op", "\"game\" is not yet answered for %s.",
                        tutor_game_name(c->game));
    int first_dealer, deals;
    game_state game;
    if (!read_options(c, TUTOR_FOR_COUNTING) || !read_seat(c, "first_dealer", 0, &first_dealer) ||
        !read_deals(c, rules, &deals) || !rules->start(c, &game, first_dealer, deals))
        return 0;
    const cJSON *list = require(c, "hands");
    if (!list) return 0;
    if (!cJSON_IsArray(list))
        return api_fail(c, "bad-field",
                        "\"hands\" must be a list of hands, each {\"seed\": n} or {\"deal\": "
                        "{...}} with \"actions\".");
    cJSON *answers = cJSON_AddArrayToObject(c->response, "hands");
    int played = play_hands(c, rules, &game, list, answers);
    if (!played) return 0;
    int totals[TUTOR_MAX_SEATS];
    int n = rules->totals(&game, totals);
    cJSON_AddStringToObject(c->response, "totals_by", rules->totals_by);
    cJSON_AddItemToObject(c->response, "totals", totals_json(totals, n));
    int dealer = rules->dealer(&game);
    cJSON_AddBoolToObject(c->response, "over", dealer == TUTOR_NO_SEAT);
    cJSON_AddItemToObject(c->response, "winner", seat_or_null(rules->winner(&game)));
    if (dealer != TUTOR_NO_SEAT)
        cJSON_AddItemToObject(c->response, "dealer",
                              played < 0 ? cJSON_CreateNull() : cJSON_CreateNumber(dealer));
    return 1;
}
