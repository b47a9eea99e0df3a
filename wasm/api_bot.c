/*
 * api_bot.c: the `bot` and `coach` requests (docs/api.md). Both read a hand as `hand` reads
 * it (game, options, dealer, deal or seed, actions) plus `level`, and optionally `samples` and
 * `seed` (`decision_seed` when the hand is dealt from a seed too); the core decides for the
 * seat to act from the deal and the moves since, looking only at what that seat has seen.
 * `bot` answers the action chosen, as `legal` writes it; `coach` answers what each legal
 * action is worth over the deals sampled, the best, and with `chosen` a sentence about it.
 */
#include <string.h>

#include "api_internal.h"

/* The workspace of the search: a few megabytes, one per process. */
static tutor_bot_space space;

typedef struct {
    tutor_situation situation;
    tutor_hand hand;
    int level, samples;
    uint64_t seed;
} bot_request;

static bot_request request;

/* `level` (0 to 3, the default level when absent), `samples` (1 to the most, the level's own
 * when absent) and `decision_seed` (0 when absent). */
static int read_bot_fields(api_call *c, bot_request *r) {
    long long value;
    r->level = TUTOR_BOT_DEFAULT_LEVEL;
    r->samples = 0;
    r->seed = 0;
    if (field(c, "level")) {
        if (!read_int(c, field(c, "level"), "level", 0, TUTOR_BOT_LEVELS - 1, &value)) return 0;
        r->level = (int)value;
    }
    if (field(c, "samples")) {
        if (!read_int(c, field(c, "samples"), "samples", 1, TUTOR_BOT_MAX_SAMPLES, &value))
            return 0;
        r->samples = (int)value;
    }
    return !field(c, "decision_seed") ||
           read_seed(c, field(c, "decision_seed"), "decision_seed", &r->seed);
}

/* The hand as `hand` reads it, and the moves its actions made, into the situation. */
static int read_situation(api_call *c, bot_request *r) {
    if (!tutor_game_plays_hands(c->game))
        return api_fail(c, "unknown-op",
                        "\"%s\" is not answered for %s: its whole hand is not in the rules core "
                        "yet.",
                        cJSON_GetObjectItemCaseSensitive(c->request, "op")->valuestring,
                        tutor_game_name(c->game));
    memset(&r->situation, 0, sizeof r->situation);
    r->situation.game = c->game;
    c->made = r->situation.history;
    c->made_most = TUTOR_BOT_MAX_HISTORY;
    c->made_count = 0;
    int read = read_hand_start(c, &r->situation.start) && read_bot_fields(c, r) &&
               play_hand(c, &r->hand, &r->situation.start);
    c->made = NULL;
    if (!read) return 0;
    if (c->made_count >= TUTOR_BOT_MAX_HISTORY)
        return api_fail(c, "bad-field", "A hand of more than %d moves is not decided on.",
                        TUTOR_BOT_MAX_HISTORY - 1);
    r->situation.options = c->agreed;
    r->situation.history_count = c->made_count;
    if (tutor_hand_turn(&r->hand) == TUTOR_NO_SEAT)
        return api_fail(c, "hand-over", "The hand is over: nobody is to act.");
    return 1;
}

int op_bot(api_call *c) {
    bot_request *r = &request;
    if (!read_situation(c, r)) return 0;
    tutor_move move;
    if (tutor_bot_choose(&r->situation, r->level, r->samples, r->seed, &space, &move) < 0)
        return api_fail(c, "hand-over", "The hand is over: nobody is to act.");
    cJSON_AddItemToObject(c->response, "action", move_json(c, &r->hand, move));
    cJSON_AddNumberToObject(c->response, "seat", tutor_hand_turn(&r->hand));
    cJSON_AddNumberToObject(c->response, "level", r->level);
    return 1;
}

/* The index in the report of the request's `chosen` action: its first move, which must be one
 * of the legal moves. */
static int read_chosen(api_call *c, bot_request *r, const tutor_coach_report *report,
                       int *chosen) {
    const cJSON *action = field(c, "chosen");
    *chosen = -1;
    if (!action) return 1;
    static tutor_hand trial;
    trial = r->hand;
    tutor_move made[TUTOR_MAX_PENDING + 1];
    c->made = made;
    c->made_most = TUTOR_MAX_PENDING + 1;
    c->made_count = 0;
    tutor_reason why;
    int applied = apply_hand_action(c, &trial, action, &why);
    c->made = NULL;
    if (!applied) return 0; /* its refusal, as for an action of `actions` */
    for (int i = 0; i < report->count && c->made_count > 0; i++)
        if (report->moves[i].move.kind == made[0].kind &&
            report->moves[i].move.card == made[0].card &&
            report->moves[i].move.number == made[0].number)
            *chosen = i;
    if (*chosen < 0)
        return api_fail(c, "bad-field", "\"chosen\" is not one of the legal actions.");
    return 1;
}

int op_coach(api_call *c) {
    bot_request *r = &request;
    static tutor_coach_report report;
    int chosen;
    if (!read_situation(c, r) ||
        tutor_coach(&r->situation, r->level, r->samples, r->seed, &space, &report, &c->error) ||
        !read_chosen(c, r, &report, &chosen))
        return 0;
    cJSON *r_json = c->response;
    cJSON_AddNumberToObject(r_json, "seat", report.seat);
    cJSON_AddNumberToObject(r_json, "samples", report.samples);
    cJSON *moves = cJSON_AddArrayToObject(r_json, "actions");
    for (int i = 0; i < report.count; i++) {
        cJSON *entry = cJSON_CreateObject();
        cJSON_AddItemToObject(entry, "action", move_json(c, &r->hand, report.moves[i].move));
        /* Rounded to hundredths, so that native and WebAssembly answers print alike. */
        cJSON_AddNumberToObject(entry, "points", (double)(long long)(report.moves[i].mean * 100 +
                                                                    (report.moves[i].mean < 0 ? -0.5 : 0.5)) / 100);
        cJSON_AddNumberToObject(entry, "ahead", (double)(long long)(report.moves[i].ahead * 1000 + 0.5) / 1000);
        cJSON_AddItemToArray(moves, entry);
    }
    cJSON_AddItemToObject(r_json, "best", move_json(c, &r->hand, report.moves[report.best].move));
    if (chosen >= 0) {
        char text[512];
        tutor_explain_coach(&r->hand, &report, chosen, text, sizeof text);
        cJSON_AddItemToObject(r_json, "chosen", move_json(c, &r->hand, report.moves[chosen].move));
        cJSON_AddStringToObject(r_json, "text", text);
    }
    return 1;
}
