/*
 * api_score.c: the end-of-hand arithmetic requests (score) and the 42 bid notation.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "api_internal.h"
#include "tutor_tapp.h"

/* A Texas 42 bid: 30..42 points, {"marks": n}, or (where allowed) "pass" as {0, 0}. */
static int read_bid(api_call *c, const cJSON *item, const char *name, int pass_allowed,
                    tutor_42_bid *bid) {
    long long value;
    bid->points = bid->marks = 0;
    if (pass_allowed && cJSON_IsString(item) && strcmp(item->valuestring, "pass") == 0) return 1;
    if (cJSON_IsObject(item)) {
        if (!read_int(c, cJSON_GetObjectItemCaseSensitive(item, "marks"), "marks", 1, 42, &value))
            return 0;
        bid->marks = (int)value;
        return 1;
    }
    if (!cJSON_IsNumber(item))
        return api_fail(c, "bad-field", "\"%s\" must be %s30 to 42 points, or {\"marks\": n}.",
                    name, pass_allowed ? "\"pass\", " : "");
    if (!read_int(c, item, name, 30, 42, &value)) return 0;
    bid->points = (int)value;
    return 1;
}




static int op_score_tarot(api_call *c) {
    static const char *const contracts[] = {"petite", "garde", "garde-sans", "garde-contre"};
    static const char *const sides[] = {"taker", "defence"};
    static const char *const poignees[] = {"single", "double", "triple"};
    static const char *const chelems[] = {"announced-made", "announced-failed", "made",
                                          "defence-made"};
    tutor_tarot_hand hand = {0};
    int contract, side, poignee, chelem;
    long long bouts;
    const cJSON *points = require(c, "taker_points");
    if (!require(c, "contract") || !read_choice(c, "contract", contracts, 4, &contract) ||
        !points || !require(c, "bouts") || !read_int(c, field(c, "bouts"), "bouts", 0, 3, &bouts) ||
        !read_choice(c, "petit_au_bout", sides, 2, &side) ||
        !read_choice(c, "poignee", poignees, 3, &poignee) ||
        !read_choice(c, "chelem", chelems, 4, &chelem))
        return 0;
    double halves = cJSON_IsNumber(points) ? points->valuedouble * 2 : -1;
    if (halves < 0 || halves > 182 || halves != floor(halves))
        return api_fail(c, "bad-field", "\"taker_points\" must be 0 to 91, in whole or half points.");
    hand.contract = (tutor_tarot_contract)contract;
    hand.taker_halves = (int)halves;
    hand.bouts = (int)bouts;
    hand.petit_au_bout = (tutor_tarot_side)(side + 1);
    hand.poignee = poignee + 1;
    hand.chelem = (tutor_tarot_chelem)(chelem + 1);
    tutor_tarot_score score;
    if (tutor_tarot_score_hand(&c->options, &hand, &score, &c->error)) return 0;
    cJSON_AddBoolToObject(c->response, "won", score.won);
    cJSON_AddNumberToObject(c->response, "needed", score.needed);
    cJSON_AddNumberToObject(c->response, "difference", score.difference);
    cJSON_AddNumberToObject(c->response, "hand_score", score.hand_score);
    if (score.seats <= 4) {
        cJSON *seats = cJSON_AddArrayToObject(c->response, "seats");
        for (int s = 0; s < score.seats; s++)
            cJSON_AddItemToArray(seats, cJSON_CreateNumber(score.seat_change[s]));
    }
    return 1;
}

/* A required field's absence, refused with the values it would accept. */
static int require_with(api_call *c, const char *name, const char *accepted) {
    if (field(c, name)) return 1;
    return api_fail(c, "missing-field", "The request has no \"%s\" field; it must be %s.", name,
                    accepted);
}

static const char *const tapp_bids[4] = {"three", "bottom", "top", "solo"};
static const char *const tapp_results[3] = {"announced-made", "announced-failed", "silent-made"};

static void add_tapp_score(cJSON *into, const tutor_tapp_score *score) {
    cJSON_AddBoolToObject(into, "won", score->won);
    cJSON_AddNumberToObject(into, "from_each_defender", score->from_each_defender);
    cJSON *lines = cJSON_AddArrayToObject(into, "lines");
    for (int i = 0; i < score->line_count; i++) {
        cJSON *line = cJSON_CreateObject();
        cJSON_AddStringToObject(line, "item", score->lines[i].item);
        cJSON_AddNumberToObject(line, "points", score->lines[i].points);
        cJSON_AddStringToObject(line, "text", score->lines[i].text);
        cJSON_AddItemToArray(lines, line);
    }
}

/* Tapp-Tarock: the bid, the declarer's card points and the two contracts' outcomes. The
 * `lines` itemize from_each_defender so a person can check the sum. */
static int op_score_tapp(api_call *c) {
    tutor_tapp_hand hand = {0};
    int bid, pagat, valat;
    long long points;
    if (!require_with(c, "bid", "one of \"three\", \"bottom\", \"top\", \"solo\"") ||
        !read_choice(c, "bid", tapp_bids, 4, &bid) ||
        !require_with(c, "declarer_points", "a whole number from 0 to 70") ||
        !read_int(c, field(c, "declarer_points"), "declarer_points", 0, 70, &points) ||
        !read_choice(c, "pagat_ultimo", tapp_results, 3, &pagat) ||
        !read_choice(c, "valat", tapp_results, 3, &valat))
        return 0;
    hand.bid = (tutor_tapp_bid)bid;
    hand.declarer_points = (int)points;
    /* -1 (absent) becomes TUTOR_TAPP_NONE; the values follow the enum's order. */
    hand.pagat_ultimo = (tutor_tapp_contract_result)(pagat + 1);
    hand.valat = (tutor_tapp_contract_result)(valat + 1);
    tutor_tapp_score score;
    if (tutor_tapp_score_hand(&hand, &score, &c->error)) return 0;
    add_tapp_score(c->response, &score);
    return 1;
}

int op_score(api_call *c) {
    if (!read_options(c, TUTOR_FOR_COUNTING)) return 0;
    if (strcmp(tutor_game_id(c->game), "french-tarot") == 0) return op_score_tarot(c);
    if (strcmp(tutor_game_id(c->game), "tapp-tarock") == 0) return op_score_tapp(c);
    if (strcmp(tutor_game_id(c->game), "texas-42") != 0)
        return api_fail(c, "unknown-op", "\"score\" is not yet answered for %s.",
                    tutor_game_name(c->game));
    tutor_42_bid bid = {0, 0};
    long long value;
    const cJSON *item = require(c, "bid");
    if (!item || !read_bid(c, item, "bid", 0, &bid)) return 0;
    item = require(c, "bidder_count");
    if (!item || !read_int(c, item, "bidder_count", 0, 42, &value)) return 0;
    tutor_42_score score;
    if (tutor_42_score_hand(&c->options, bid, (int)value, &score, &c->error)) return 0; /* the core filled c->error */
    cJSON_AddBoolToObject(c->response, "made", score.made);
    cJSON *marks = cJSON_AddObjectToObject(c->response, "marks");
    cJSON_AddNumberToObject(marks, score.to_bidder ? "bidder" : "opponents", score.marks);
    return 1;
}
