/*
 * api.c: JSON requests to core calls and back (docs/api.md, shared/conformance/README.md).
 *
 * Uses only the core's public header (core/tutor.h) and cJSON. Every request is handled in
 * three steps: read and check every field into core values (any problem becomes an error
 * response naming the field or card), ask the core, write the answer.
 */
#include "api.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "tutor.h"

typedef struct {
    const cJSON *request;
    cJSON *response;       /* fields of a successful answer are added here */
    const tutor_game *game;
    tutor_options options;
    tutor_error error;
    int error_index;       /* for illegal-action: the action's place, else -1 */
    const char *error_reason;
} call;

static int fail(call *c, const char *code, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int fail(call *c, const char *code, const char *format, ...) {
    va_list args;
    va_start(args, format);
    c->error.code = code;
    vsnprintf(c->error.message, sizeof c->error.message, format, args);
    va_end(args);
    return 0;
}

/* ---- reading fields ----------------------------------------------------------------------- */

static const cJSON *field(const call *c, const char *name) {
    return cJSON_GetObjectItemCaseSensitive(c->request, name);
}

static const cJSON *require(call *c, const char *name) {
    const cJSON *item = field(c, name);
    if (!item) fail(c, "missing-field", "The request has no \"%s\" field.", name);
    return item;
}

static int read_int(call *c, const cJSON *item, const char *name, double min, double max,
                    long long *out) {
    double v = item ? item->valuedouble : 0;
    if (!cJSON_IsNumber(item) || v != floor(v) || v < min || v > max)
        return fail(c, "bad-field", "\"%s\" must be a whole number from %.0f to %.0f.", name, min,
                    max);
    *out = (long long)v;
    return 1;
}

static int read_game(call *c) {
    const cJSON *item = require(c, "game");
    if (!item) return 0;
    if (!cJSON_IsString(item))
        return fail(c, "bad-field", "\"game\" must be a string such as \"texas-42\".");
    c->game = tutor_game_find(item->valuestring);
    if (!c->game) {
        char known[200] = "";
        for (int i = 0; i < tutor_game_count(); i++) {
            size_t used = strlen(known);
            snprintf(known + used, sizeof known - used, "%s\"%s\"", i ? ", " : "",
                     tutor_game_id(tutor_game_at(i)));
        }
        return fail(c, "unknown-game", "There is no game \"%.60s\"; the games are %s.",
                    item->valuestring, known);
    }
    return 1;
}

static int read_options(call *c, tutor_purpose purpose) {
    tutor_options_init(&c->options);
    const cJSON *options = field(c, "options");
    if (options && !cJSON_IsNull(options)) {
        if (!cJSON_IsObject(options))
            return fail(c, "bad-field", "\"options\" must be an object such as "
                                        "{\"trump\": \"4\"}.");
        const cJSON *option;
        cJSON_ArrayForEach(option, options) {
            char number[32];
            const char *value = option->valuestring;
            if (cJSON_IsNumber(option)) { /* {"deck": 40} is as good as {"deck": "40"} */
                snprintf(number, sizeof number, "%g", option->valuedouble);
                value = number;
            } else if (!cJSON_IsString(option)) {
                return fail(c, "bad-option", "Option \"%.40s\" must be a string.",
                            option->string);
            }
            if (tutor_options_set(c->game, &c->options, option->string, value, &c->error))
                return 0;
        }
    }
    return tutor_options_complete(c->game, &c->options, purpose, &c->error) == TUTOR_OK;
}

/* Reads a list of card codes. Every card read by one request goes into *seen, so a card given
 * twice (in one list or across lists) is a duplicate. */
static int read_cards(call *c, const cJSON *list, const char *name, tutor_card *cards, int max,
                      int *count, tutor_set *seen) {
    if (!cJSON_IsArray(list))
        return fail(c, "bad-field", "\"%s\" must be a list of card codes.", name);
    int n = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, list) {
        if (!cJSON_IsString(item))
            return fail(c, "bad-field", "\"%s\" must hold card codes as strings.", name);
        if (n >= max)
            return fail(c, "bad-field", "\"%s\" holds more than %d cards.", name, max);
        tutor_card card;
        if (tutor_card_parse(c->game, item->valuestring, &card, &c->error)) {
            snprintf(c->error.message, sizeof c->error.message,
                     "\"%.20s\" in \"%s\" is not a card of %s.", item->valuestring, name,
                     tutor_game_name(c->game));
            return 0;
        }
        if (tutor_set_has(*seen, card))
            return fail(c, "duplicate-card", "%.20s appears more than once in the request.",
                        item->valuestring);
        *seen = tutor_set_add(*seen, card);
        cards[n++] = card;
    }
    *count = n;
    return 1;
}

static int read_card_field(call *c, const char *name, tutor_card *cards, int max, int *count,
                           tutor_set *seen) {
    const cJSON *list = require(c, name);
    return list && read_cards(c, list, name, cards, max, count, seen);
}

/* ---- writing answers ---------------------------------------------------------------------- */

static cJSON *card_string(const tutor_game *game, tutor_card card) {
    char code[TUTOR_CODE_MAX];
    tutor_card_format(game, card, code);
    return cJSON_CreateString(code);
}

static cJSON *card_array(const tutor_game *game, const tutor_card *cards, int n) {
    cJSON *list = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(list, card_string(game, cards[i]));
    return list;
}

static cJSON *set_array(const tutor_game *game, tutor_set set) {
    cJSON *list = cJSON_CreateArray();
    tutor_card card;
    TUTOR_SET_FOREACH(card, set) cJSON_AddItemToArray(list, card_string(game, card));
    return list;
}

static void add_sentence(call *c, cJSON *object, const tutor_reason *reason) {
    char text[400];
    tutor_explain(c->game, &c->options, reason, text, sizeof text);
    cJSON_AddStringToObject(object, "text", text);
}

/* `legal` and `illegal` for a hand facing a trick. */
static void add_legal(call *c, cJSON *into, const tutor_card *trick, int n, tutor_set hand) {
    tutor_set legal = tutor_legal(c->game, &c->options, trick, n, hand);
    cJSON_AddItemToObject(into, "legal", set_array(c->game, legal));
    cJSON *illegal = cJSON_AddArrayToObject(into, "illegal");
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_set_minus(hand, legal)) {
        tutor_reason why = tutor_refusal(c->game, &c->options, trick, n, hand, card);
        cJSON *entry = cJSON_CreateObject();
        cJSON_AddItemToObject(entry, "card", card_string(c->game, card));
        cJSON_AddStringToObject(entry, "reason", tutor_reason_name(why.code));
        add_sentence(c, entry, &why);
        cJSON_AddItemToArray(illegal, entry);
    }
}

/* ---- requests ----------------------------------------------------------------------------- */

static int op_legal(call *c) {
    tutor_card trick[TUTOR_MAX_TRICK], hand_cards[TUTOR_SET_CAPACITY];
    int n, hand_n;
    tutor_set seen = tutor_set_empty();
    if (!read_options(c, TUTOR_FOR_PLAY)) return 0;
    int size = tutor_trick_size(c->game, &c->options);
    if (!read_card_field(c, "trick", trick, TUTOR_MAX_TRICK, &n, &seen)) return 0;
    if (n >= size)
        return fail(c, "bad-field",
                    "\"trick\" holds %d cards, but a trick here is complete at %d; nobody is "
                    "left to play to it.",
                    n, size);
    if (!read_card_field(c, "hand", hand_cards, TUTOR_SET_CAPACITY, &hand_n, &seen)) return 0;
    if (hand_n == 0) return fail(c, "bad-field", "\"hand\" is empty: there is nothing to play.");
    tutor_set hand = tutor_set_empty();
    for (int i = 0; i < hand_n; i++) hand = tutor_set_add(hand, hand_cards[i]);
    add_legal(c, c->response, trick, n, hand);
    return 1;
}

static int op_winner(call *c) {
    tutor_card trick[TUTOR_MAX_TRICK];
    int n;
    tutor_set seen = tutor_set_empty();
    if (!read_options(c, TUTOR_FOR_PLAY)) return 0;
    if (!read_card_field(c, "trick", trick, TUTOR_MAX_TRICK, &n, &seen)) return 0;
    int size = tutor_trick_size(c->game, &c->options);
    if (n != size)
        return fail(c, "bad-field", "\"trick\" holds %d cards; a complete trick here has %d.", n,
                    size);
    tutor_reason why;
    int position = tutor_winner(c->game, &c->options, trick, n, &why);
    cJSON_AddNumberToObject(c->response, "winner", position);
    cJSON_AddStringToObject(c->response, "reason", tutor_reason_name(why.code));
    add_sentence(c, c->response, &why);
    return 1;
}

static int op_count(call *c) {
    tutor_card cards[TUTOR_SET_CAPACITY];
    int n;
    tutor_set seen = tutor_set_empty();
    tutor_count_result result;
    if (!read_options(c, TUTOR_FOR_COUNTING)) return 0;
    if (!read_card_field(c, "cards", cards, TUTOR_SET_CAPACITY, &n, &seen)) return 0;
    if (tutor_count(c->game, &c->options, cards, n, &result, &c->error)) return 0; /* the core filled c->error */
    cJSON_AddNumberToObject(c->response, "points",
                            result.halves ? result.points / 2.0 : result.points);
    const char *extra = tutor_game_count_extra(c->game);
    if (extra) cJSON_AddNumberToObject(c->response, extra, result.extra);
    return 1;
}

/* A Texas 42 bid: 30..42 points, {"marks": n}, or (where allowed) "pass" as {0, 0}. */
static int read_bid(call *c, const cJSON *item, const char *name, int pass_allowed,
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
        return fail(c, "bad-field", "\"%s\" must be %s30 to 42 points, or {\"marks\": n}.",
                    name, pass_allowed ? "\"pass\", " : "");
    if (!read_int(c, item, name, 30, 42, &value)) return 0;
    bid->points = (int)value;
    return 1;
}

static cJSON *bid_json(tutor_42_bid bid) {
    if (bid.marks <= 0) return cJSON_CreateNumber(bid.points);
    cJSON *object = cJSON_CreateObject();
    cJSON_AddNumberToObject(object, "marks", bid.marks);
    return object;
}

/* Reads an optional string field whose value must be one of `values`; *index is -1 when
 * the field is absent. */
static int read_choice(call *c, const char *name, const char *const *values, int count,
                       int *index) {
    const cJSON *item = field(c, name);
    *index = -1;
    if (!item) return 1;
    for (int i = 0; cJSON_IsString(item) && i < count; i++)
        if (strcmp(item->valuestring, values[i]) == 0) {
            *index = i;
            return 1;
        }
    char accepted[200] = "";
    for (int i = 0; i < count; i++) {
        size_t used = strlen(accepted);
        snprintf(accepted + used, sizeof accepted - used, "%s\"%s\"", i ? ", " : "", values[i]);
    }
    return fail(c, "bad-field", "\"%s\" must be one of %s.", name, accepted);
}

static int op_score_tarot(call *c) {
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
        return fail(c, "bad-field", "\"taker_points\" must be 0 to 91, in whole or half points.");
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

static int op_score(call *c) {
    if (!read_options(c, TUTOR_FOR_COUNTING)) return 0;
    if (strcmp(tutor_game_id(c->game), "french-tarot") == 0) return op_score_tarot(c);
    if (strcmp(tutor_game_id(c->game), "texas-42") != 0)
        return fail(c, "unknown-op", "\"score\" is not yet answered for %s.",
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

static int op_games(call *c) {
    cJSON *games = cJSON_AddArrayToObject(c->response, "games");
    for (int i = 0; i < tutor_game_count(); i++) {
        const tutor_game *game = tutor_game_at(i);
        cJSON *entry = cJSON_CreateObject();
        cJSON_AddStringToObject(entry, "id", tutor_game_id(game));
        cJSON_AddStringToObject(entry, "name", tutor_game_name(game));
        cJSON_AddNumberToObject(entry, "seats", tutor_game_seats(game));
        cJSON_AddNumberToObject(entry, "cards", tutor_game_pack_size(game));
        cJSON *options = cJSON_AddArrayToObject(entry, "options");
        for (int o = 0; o < tutor_game_option_count(game); o++) {
            const tutor_option_spec *spec = tutor_game_option(game, o);
            cJSON *option = cJSON_CreateObject();
            cJSON_AddStringToObject(option, "name", spec->name);
            cJSON_AddItemToObject(option, "values",
                                  cJSON_CreateStringArray(spec->values, spec->value_count));
            if (spec->default_value >= 0)
                cJSON_AddStringToObject(option, "default", spec->values[spec->default_value]);
            else
                cJSON_AddNullToObject(option, "default");
            cJSON_AddItemToArray(options, option);
        }
        cJSON_AddItemToArray(games, entry);
    }
    return 1;
}

static int read_seed(call *c, uint64_t *seed) {
    const cJSON *item = require(c, "seed");
    if (!item) return 0;
    if (cJSON_IsString(item)) {
        const char *s = item->valuestring;
        uint64_t v = 0;
        if (!*s || strlen(s) > 19) goto bad;
        for (; *s; s++) {
            if (*s < '0' || *s > '9') goto bad;
            v = v * 10 + (uint64_t)(*s - '0');
        }
        *seed = v;
        return 1;
    }
    long long v;
    if (!read_int(c, item, "seed", 0, 9007199254740991.0, &v)) return 0;
    *seed = (uint64_t)v;
    return 1;
bad:
    return fail(c, "bad-field", "\"seed\" must be a whole number (or a string of up to 19 "
                                "digits).");
}

static int read_seat(call *c, const char *name, int fallback, int *seat) {
    const cJSON *item = field(c, name);
    long long v = fallback;
    if (item && !read_int(c, item, name, 0, tutor_seats(c->game, &c->options) - 1, &v)) return 0;
    *seat = (int)v;
    return 1;
}

static cJSON *deal_hands(const tutor_game *game, const tutor_deal *deal) {
    cJSON *hands = cJSON_CreateArray();
    for (int s = 0; s < deal->seats; s++) cJSON_AddItemToArray(hands, set_array(game, deal->hands[s]));
    return hands;
}

static int op_deal(call *c) {
    uint64_t seed = 0;
    int dealer = 0;
    tutor_deal deal;
    if (!read_options(c, TUTOR_FOR_COUNTING) || !read_seed(c, &seed) ||
        !read_seat(c, "dealer", 0, &dealer))
        return 0;
    if (tutor_deal_seeded(c->game, &c->options, seed, dealer, &deal, &c->error))
        return 0; /* the core filled c->error */
    cJSON_AddNumberToObject(c->response, "dealer", dealer);
    cJSON_AddItemToObject(c->response, "hands", deal_hands(c->game, &deal));
    return 1;
}

static int read_deal(call *c, tutor_deal *deal) {
    const cJSON *object = require(c, "deal");
    if (!object) return 0;
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(object, "hands");
    int seats = tutor_seats(c->game, &c->options);
    if (!cJSON_IsArray(hands) || cJSON_GetArraySize(hands) != seats)
        return fail(c, "bad-field", "\"deal.hands\" must be a list of %d hands, seat 0 first.",
                    seats);
    memset(deal, 0, sizeof *deal);
    deal->seats = seats;
    tutor_set seen = tutor_set_empty();
    for (int s = 0; s < seats; s++) {
        tutor_card cards[TUTOR_SET_CAPACITY];
        int n;
        char name[32];
        snprintf(name, sizeof name, "deal.hands[%d]", s);
        if (!read_cards(c, cJSON_GetArrayItem(hands, s), name, cards, TUTOR_SET_CAPACITY, &n,
                        &seen))
            return 0;
        for (int i = 0; i < n; i++) deal->hands[s] = tutor_set_add(deal->hands[s], cards[i]);
    }
    return 1;
}

static cJSON *trick_json(call *c, const tutor_trick *trick, int complete) {
    cJSON *object = cJSON_CreateObject();
    cJSON_AddNumberToObject(object, "leader", trick->leader);
    cJSON_AddItemToObject(object, "cards", card_array(c->game, trick->cards, trick->count));
    cJSON *seats = cJSON_AddArrayToObject(object, "seats");
    for (int i = 0; i < trick->count; i++)
        cJSON_AddItemToArray(seats, cJSON_CreateNumber(trick->seats[i]));
    if (complete) {
        cJSON_AddNumberToObject(object, "winner", trick->winner);
        cJSON_AddStringToObject(object, "reason", tutor_reason_name(trick->why.code));
        add_sentence(c, object, &trick->why);
    }
    return object;
}

static void add_seat_or_null(cJSON *object, const char *name, int seat) {
    if (seat == TUTOR_NO_SEAT)
        cJSON_AddNullToObject(object, name);
    else
        cJSON_AddNumberToObject(object, name, seat);
}

static int op_position(call *c) {
    tutor_deal deal;
    int leader;
    tutor_play play;
    if (!read_options(c, TUTOR_FOR_PLAY) || !read_deal(c, &deal)) return 0;
    if (!require(c, "leader") || !read_seat(c, "leader", 0, &leader)) return 0;
    if (tutor_play_start(&play, c->game, &c->options, &deal, leader, &c->error))
        return 0; /* the core filled c->error */
    const cJSON *actions = field(c, "actions");
    if (actions && !cJSON_IsArray(actions))
        return fail(c, "bad-field", "\"actions\" must be a list such as [{\"play\": \"6-4\"}].");
    int index = 0;
    const cJSON *action;
    cJSON_ArrayForEach(action, actions) {
        const cJSON *code = cJSON_GetObjectItemCaseSensitive(action, "play");
        if (!cJSON_IsString(code))
            return fail(c, "bad-field", "actions[%d] must be {\"play\": \"<card>\"}.", index);
        tutor_card card;
        tutor_reason why;
        if (tutor_card_parse(c->game, code->valuestring, &card, &c->error)) {
            c->error_index = index;
            return 0;
        }
        if (tutor_play_card(&play, card, &why, &c->error)) {
            c->error_index = index;
            c->error_reason = tutor_reason_name(why.code);
            return 0;
        }
        index++;
    }
    cJSON *tricks = cJSON_AddArrayToObject(c->response, "tricks");
    for (int t = 0; t < play.tricks_done; t++)
        cJSON_AddItemToArray(tricks, trick_json(c, &play.tricks[t], 1));
    cJSON_AddItemToObject(c->response, "trick", trick_json(c, &play.current, 0));
    cJSON *hands = cJSON_AddArrayToObject(c->response, "hands");
    for (int s = 0; s < play.seats; s++) cJSON_AddItemToArray(hands, set_array(c->game, play.hands[s]));
    add_seat_or_null(c->response, "turn", play.turn);
    add_seat_or_null(c->response, "sitting_out", play.sitting_out);
    if (play.turn != TUTOR_NO_SEAT) {
        add_legal(c, c->response, play.current.cards, play.current.count, play.hands[play.turn]);
    } else {
        cJSON_AddArrayToObject(c->response, "legal");
        cJSON_AddArrayToObject(c->response, "illegal");
    }
    /* Partnerships: seats 0 and 2, seats 1 and 3. */
    cJSON *points = cJSON_AddArrayToObject(c->response, "points");
    for (int side = 0; side < 2; side++) {
        tutor_count_result result;
        if (tutor_play_points(&play, side ? 0xAu : 0x5u, &result, &c->error)) return 0; /* the core filled c->error */
        cJSON_AddItemToArray(points, cJSON_CreateNumber(result.halves ? result.points / 2.0
                                                                      : result.points));
    }
    cJSON_AddBoolToObject(c->response, "done", play.turn == TUTOR_NO_SEAT);
    return 1;
}

/* Reads a declaration {"trump": ..., "contract": ..., "doubles": ...} into options. */
static int read_declaration(call *c, const cJSON *action, tutor_options *declared) {
    static const char *const names[] = {"trump", "contract", "doubles"};
    tutor_options_init(declared);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const cJSON *value = cJSON_GetObjectItemCaseSensitive(action, names[i]);
        if (!value) continue;
        if (!cJSON_IsString(value))
            return fail(c, "bad-field", "\"%s\" in a declaration must be a string.", names[i]);
        if (tutor_options_set(c->game, declared, names[i], value->valuestring, &c->error))
            return 0;
    }
    return 1;
}

static int illegal_at(call *c, int index, const tutor_reason *why) {
    c->error_index = index;
    c->error_reason = tutor_reason_name(why->code);
    return 0;
}

static int op_replay(call *c) {
    if (strcmp(tutor_game_id(c->game), "texas-42") != 0)
        return fail(c, "unknown-op", "\"replay\" is not yet answered for %s.",
                    tutor_game_name(c->game));
    tutor_deal deal;
    int dealer;
    tutor_42_hand hand;
    if (!require(c, "dealer") || !read_seat(c, "dealer", 0, &dealer) || !read_deal(c, &deal))
        return 0;
    if (tutor_42_hand_start(&hand, &deal, dealer, &c->error)) return 0;
    const cJSON *actions = require(c, "actions");
    if (!actions) return 0;
    if (!cJSON_IsArray(actions))
        return fail(c, "bad-field", "\"actions\" must be a list of actions.");
    int index = 0;
    const cJSON *action;
    cJSON_ArrayForEach(action, actions) {
        const cJSON *bid_item = cJSON_GetObjectItemCaseSensitive(action, "bid");
        const cJSON *play_item = cJSON_GetObjectItemCaseSensitive(action, "play");
        tutor_reason why = {0};
        tutor_status status;
        c->error_index = index;
        if (bid_item) {
            tutor_42_bid bid;
            if (!read_bid(c, bid_item, "bid", 1, &bid)) return 0;
            status = tutor_42_hand_bid(&hand, bid, &why, &c->error);
        } else if (cJSON_GetObjectItemCaseSensitive(action, "trump") ||
                   cJSON_GetObjectItemCaseSensitive(action, "contract")) {
            tutor_options declared;
            if (!read_declaration(c, action, &declared)) return 0;
            status = tutor_42_hand_declare(&hand, &declared, &why, &c->error);
        } else if (cJSON_IsString(play_item)) {
            tutor_card card;
            if (tutor_card_parse(c->game, play_item->valuestring, &card, &c->error)) return 0;
            status = tutor_42_hand_play(&hand, card, &why, &c->error);
        } else {
            return fail(c, "bad-field",
                        "actions[%d] must be {\"bid\": ...}, {\"trump\": ..., \"contract\": "
                        "...} or {\"play\": \"<tile>\"}.",
                        index);
        }
        if (status) return why.code ? illegal_at(c, index, &why) : 0;
        index++;
    }
    c->error_index = -1;
    if (hand.phase == TUTOR_42_OVER && hand.declarer == TUTOR_NO_SEAT)
        return fail(c, "no-hand", "Every player passed: the hand is thrown in and redealt.");
    c->options = hand.options; /* for the sentences */
    cJSON *tricks = cJSON_AddArrayToObject(c->response, "tricks");
    for (int t = 0; t < hand.play.tricks_done; t++)
        cJSON_AddItemToArray(tricks, trick_json(c, &hand.play.tricks[t], 1));
    if (hand.phase == TUTOR_42_OVER) {
        int bidder_count;
        tutor_42_score score;
        if (tutor_42_hand_score(&hand, &bidder_count, &score, &c->error)) return 0;
        cJSON *object = cJSON_AddObjectToObject(c->response, "score");
        cJSON_AddNumberToObject(object, "bidder", hand.declarer);
        cJSON_AddItemToObject(object, "bid", bid_json(hand.high));
        cJSON_AddNumberToObject(object, "bidder_count", bidder_count);
        cJSON_AddBoolToObject(object, "made", score.made);
        cJSON *marks = cJSON_AddObjectToObject(object, "marks");
        cJSON_AddNumberToObject(marks, score.to_bidder ? "bidder" : "opponents", score.marks);
    }
    return 1;
}

typedef struct {
    const char *name;
    int needs_game;
    int (*handle)(call *c);
} op_entry;

static const op_entry ops[] = {
    {"legal", 1, op_legal},   {"winner", 1, op_winner}, {"count", 1, op_count},
    {"score", 1, op_score},   {"games", 0, op_games},   {"deal", 1, op_deal},
    {"position", 1, op_position}, {"replay", 1, op_replay},
};

static int dispatch(call *c) {
    const cJSON *op = require(c, "op");
    if (!op) return 0;
    if (!cJSON_IsString(op)) return fail(c, "bad-field", "\"op\" must be a string.");
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        if (strcmp(ops[i].name, op->valuestring) != 0) continue;
        if (ops[i].needs_game && !read_game(c)) return 0;
        return ops[i].handle(c);
    }
    return fail(c, "unknown-op",
                "There is no request \"%.40s\"; the requests are legal, winner, count, score, "
                "replay, games, deal and position.",
                op->valuestring);
}

static char *print(cJSON *response) {
    char *text = cJSON_PrintUnformatted(response);
    cJSON_Delete(response);
    return text;
}

static char *error_response(const cJSON *id, const call *c) {
    cJSON *response = cJSON_CreateObject();
    cJSON_AddItemToObject(response, "id", id ? cJSON_Duplicate(id, 1) : cJSON_CreateNull());
    cJSON_AddFalseToObject(response, "ok");
    cJSON *error = cJSON_AddObjectToObject(response, "error");
    cJSON_AddStringToObject(error, "code", c->error.code ? c->error.code : "internal");
    cJSON_AddStringToObject(error, "message", c->error.message);
    if (c->error_index >= 0) cJSON_AddNumberToObject(error, "index", c->error_index);
    if (c->error_reason) cJSON_AddStringToObject(error, "reason", c->error_reason);
    return print(response);
}

char *tutor_api_handle(const char *request, size_t length) {
    call c;
    memset(&c, 0, sizeof c);
    c.error_index = -1;
    if (length > TUTOR_API_MAX_REQUEST) {
        fail(&c, "request-too-large", "The request is %zu bytes; the limit is %d.", length,
             TUTOR_API_MAX_REQUEST);
        return error_response(NULL, &c);
    }
    const char *end = NULL;
    cJSON *parsed = cJSON_ParseWithLengthOpts(request, length, &end, 0);
    if (!parsed || !cJSON_IsObject(parsed)) {
        if (parsed)
            fail(&c, "bad-json", "A request must be a JSON object.");
        else
            fail(&c, "bad-json", "The request is not valid JSON (the problem is near byte %ld).",
                 end && end >= request ? (long)(end - request) : 0L);
        cJSON_Delete(parsed);
        return error_response(NULL, &c);
    }
    while (end && end < request + length &&
           (*end == ' ' || *end == '\t' || *end == '\r' || *end == '\n'))
        end++;
    if (end && end < request + length && *end != '\0') {
        fail(&c, "bad-json", "The request has text after its JSON object (at byte %ld).",
             (long)(end - request));
        cJSON_Delete(parsed);
        return error_response(NULL, &c);
    }
    c.request = parsed;
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(parsed, "id");
    c.response = cJSON_CreateObject();
    cJSON_AddItemToObject(c.response, "id", id ? cJSON_Duplicate(id, 1) : cJSON_CreateNull());
    cJSON_AddTrueToObject(c.response, "ok");
    char *text;
    if (dispatch(&c)) {
        text = print(c.response);
    } else {
        cJSON_Delete(c.response);
        text = error_response(id, &c);
    }
    cJSON_Delete(parsed);
    return text;
}
