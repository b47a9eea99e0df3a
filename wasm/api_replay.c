/*
 * api_replay.c: the `replay` request, a whole hand from the deal to the score, for Texas 42
 * (tutor_42_hand) and French Tarot (tutor_tarot_hand.h). The actions are applied in order to
 * the game's hand in the core; the first one refused ends the request with its index and
 * reason. The `hand` request (api_hand*.c) reads the same actions and writes the same scores.
 */
#include <stdio.h>
#include <string.h>

#include "api_internal.h"
#include "tutor_tarot_hand.h"

const char *const tarot_contracts[4] = {"petite", "garde", "garde-sans", "garde-contre"};

int replay_actions(api_call *c, void *hand, apply_action apply) {
    const cJSON *actions = require(c, "actions");
    if (!actions) return 0;
    if (!cJSON_IsArray(actions))
        return api_fail(c, "bad-field", "\"actions\" must be a list of actions.");
    int index = 0;
    const cJSON *action;
    cJSON_ArrayForEach(action, actions) {
        tutor_reason why = {0};
        c->error_index = index; /* also for an action that cannot be read */
        if (!apply(c, hand, action, &why)) {
            if (why.code) {
                c->error_reason = tutor_reason_name(why.code);
                c->error_why = why;
            }
            return 0;
        }
        index++;
    }
    c->error_index = -1;
    return 1;
}

static cJSON *tricks_json(api_call *c, const tutor_play *play) {
    cJSON *tricks = cJSON_CreateArray();
    for (int t = 0; t < play->tricks_done; t++)
        cJSON_AddItemToArray(tricks, trick_json(c, &play->tricks[t], 1));
    return tricks;
}

/* ---- Texas 42 ----------------------------------------------------------------------------- */

/* Reads a declaration {"trump": ..., "contract": ..., "doubles": ...} into options. */
static int read_declaration(api_call *c, const cJSON *action, tutor_options *declared) {
    static const char *const names[] = {"trump", "contract", "doubles"};
    tutor_options_init(declared);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const cJSON *value = cJSON_GetObjectItemCaseSensitive(action, names[i]);
        if (!value) continue;
        if (!cJSON_IsString(value))
            return api_fail(c, "bad-field", "\"%s\" in a declaration must be a string.", names[i]);
        if (tutor_options_set(c->game, declared, names[i], value->valuestring, &c->error)) return 0;
    }
    return 1;
}

int start_42_hand(api_call *c, tutor_42_hand *hand, const tutor_deal *deal, int dealer) {
    if (tutor_42_hand_start(hand, deal, dealer, &c->error)) return 0;
    /* The request's options as given, without the defaults read_options() filled in (which
     * checked them): the hand's declaration completes them (tutor_42_hand_declare). */
    tutor_options_init(&hand->options);
    const cJSON *options = field(c, "options"), *option;
    if (!cJSON_IsObject(options)) return 1;
    cJSON_ArrayForEach(option, options) {
        char number[32];
        const char *value = option->valuestring;
        if (cJSON_IsNumber(option)) { /* as read_options() reads it */
            snprintf(number, sizeof number, "%g", option->valuedouble);
            value = number;
        }
        if (tutor_options_set(c->game, &hand->options, option->string, value, &c->error)) return 0;
    }
    return 1;
}

int apply_42(api_call *c, void *state, const cJSON *action, tutor_reason *why) {
    tutor_42_hand *hand = state;
    const cJSON *bid_item = cJSON_GetObjectItemCaseSensitive(action, "bid");
    const cJSON *play_item = cJSON_GetObjectItemCaseSensitive(action, "play");
    if (bid_item) {
        tutor_42_bid bid;
        return read_bid(c, bid_item, "bid", 1, &bid) &&
               tutor_42_hand_bid(hand, bid, why, &c->error) == TUTOR_OK;
    }
    if (cJSON_GetObjectItemCaseSensitive(action, "trump") ||
        cJSON_GetObjectItemCaseSensitive(action, "contract")) {
        tutor_options declared;
        return read_declaration(c, action, &declared) &&
               tutor_42_hand_declare(hand, &declared, why, &c->error) == TUTOR_OK;
    }
    if (cJSON_IsString(play_item)) {
        tutor_card card;
        return tutor_card_parse(c->game, play_item->valuestring, &card, &c->error) == TUTOR_OK &&
               tutor_42_hand_play(hand, card, why, &c->error) == TUTOR_OK;
    }
    return api_fail(c, "bad-field",
                    "actions[%d] must be {\"bid\": ...}, {\"trump\": ..., \"contract\": ...} or "
                    "{\"play\": \"<tile>\"}.",
                    c->error_index);
}

cJSON *score_42_json(api_call *c, const tutor_42_hand *hand, tutor_42_score *score) {
    int bidder_count;
    if (tutor_42_hand_score(hand, &bidder_count, score, &c->error)) return NULL;
    cJSON *object = cJSON_CreateObject();
    cJSON_AddNumberToObject(object, "bidder", hand->declarer);
    cJSON_AddItemToObject(object, "bid", bid_json(hand->high));
    cJSON_AddNumberToObject(object, "bidder_count", bidder_count);
    cJSON_AddBoolToObject(object, "made", score->made);
    cJSON *marks = cJSON_AddObjectToObject(object, "marks");
    cJSON_AddNumberToObject(marks, score->to_bidder ? "bidder" : "opponents", score->marks);
    return object;
}

static int replay_42(api_call *c) {
    tutor_deal deal;
    int dealer;
    tutor_42_hand hand;
    if (!read_options(c, TUTOR_FOR_COUNTING) || !require(c, "dealer") ||
        !read_seat(c, "dealer", 0, &dealer) || !read_deal_hands(c, &deal) ||
        !start_42_hand(c, &hand, &deal, dealer))
        return 0;
    if (!replay_actions(c, &hand, apply_42)) return 0;
    if (hand.phase == TUTOR_42_OVER && hand.declarer == TUTOR_NO_SEAT)
        return api_fail(c, "no-hand", "Every player passed: the hand is thrown in and redealt.");
    c->options = hand.options; /* for the sentences */
    cJSON_AddItemToObject(c->response, "tricks", tricks_json(c, &hand.play));
    if (hand.phase == TUTOR_42_OVER) {
        tutor_42_score score;
        cJSON *object = score_42_json(c, &hand, &score);
        if (!object) return 0;
        cJSON_AddItemToObject(c->response, "score", object);
    }
    return 1;
}

/* ---- French Tarot ------------------------------------------------------------------------- */

/* "pass" or a contract: petite, garde, garde-sans, garde-contre. */
static int read_tarot_bid(api_call *c, const cJSON *item, int *bid) {
    if (cJSON_IsString(item) && strcmp(item->valuestring, "pass") == 0) {
        *bid = TUTOR_TAROT_PASS;
        return 1;
    }
    for (int i = 0; cJSON_IsString(item) && i < 4; i++)
        if (strcmp(item->valuestring, tarot_contracts[i]) == 0) {
            *bid = i;
            return 1;
        }
    return api_fail(c, "bad-field",
                    "\"bid\" must be \"pass\", \"petite\", \"garde\", \"garde-sans\" or "
                    "\"garde-contre\".");
}

/* {"chelem": true} and {"cancel": true} announce; any other value is a mistake. */
static int read_true(api_call *c, const cJSON *item, const char *name) {
    if (cJSON_IsTrue(item)) return 1;
    return api_fail(c, "bad-field", "\"%s\" is announced as {\"%s\": true}.", name, name);
}

int apply_tarot(api_call *c, void *state, const cJSON *action, tutor_reason *why) {
    tutor_tarot_hand_state *hand = state;
    tutor_card cards[TUTOR_SET_CAPACITY];
    tutor_set seen = tutor_set_empty(); /* a card named twice in one list is a duplicate */
    int n, bid = TUTOR_TAROT_PASS; /* set by read_tarot_bid whenever it succeeds */
    const cJSON *item;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "bid")))
        return read_tarot_bid(c, item, &bid) &&
               tutor_tarot_hand_bid(hand, bid, why, &c->error) == TUTOR_OK;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "discard")))
        return read_cards(c, item, "discard", cards, TUTOR_SET_CAPACITY, &n, &seen) &&
               tutor_tarot_hand_discard(hand, cards, n, why, &c->error) == TUTOR_OK;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "poignee")))
        return read_cards(c, item, "poignee", cards, TUTOR_SET_CAPACITY, &n, &seen) &&
               tutor_tarot_hand_poignee(hand, cards, n, why, &c->error) == TUTOR_OK;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "chelem")))
        return read_true(c, item, "chelem") &&
               tutor_tarot_hand_chelem(hand, why, &c->error) == TUTOR_OK;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "cancel")))
        return read_true(c, item, "cancel") &&
               tutor_tarot_hand_cancel(hand, why, &c->error) == TUTOR_OK;
    static const char *const names[] = {"call", "play"};
    for (int i = 0; i < 2; i++) {
        if (!(item = cJSON_GetObjectItemCaseSensitive(action, names[i]))) continue;
        if (!cJSON_IsString(item))
            return api_fail(c, "bad-field", "\"%s\" must be a card code such as \"HK\".", names[i]);
        if (tutor_card_parse(c->game, item->valuestring, &cards[0], &c->error)) return 0;
        return (i == 0 ? tutor_tarot_hand_call(hand, cards[0], why, &c->error)
                       : tutor_tarot_hand_play(hand, cards[0], why, &c->error)) == TUTOR_OK;
    }
    return api_fail(c, "bad-field",
                    "actions[%d] must be one of {\"bid\": ...}, {\"discard\": [...]}, {\"call\": "
                    "\"<card>\"}, {\"poignee\": [...]}, {\"chelem\": true}, {\"cancel\": true} "
                    "or {\"play\": \"<card>\"}.",
                    c->error_index);
}

/* The chien, as `deal.chien`: the cards dealt to no hand. */
static int read_chien(api_call *c, tutor_deal *deal) {
    const cJSON *chien = cJSON_GetObjectItemCaseSensitive(field(c, "deal"), "chien");
    tutor_card cards[TUTOR_SET_CAPACITY];
    tutor_set seen = tutor_set_empty(); /* a card also in a hand is the core's to find */
    int n;
    if (!chien)
        return api_fail(c, "missing-field",
                        "The deal has no \"chien\": the list of the cards dealt to no hand.");
    if (!read_cards(c, chien, "deal.chien", cards, TUTOR_SET_CAPACITY, &n, &seen)) return 0;
    for (int i = 0; i < n; i++) deal->rest = tutor_set_add(deal->rest, cards[i]);
    return 1;
}

cJSON *tarot_poignees_json(api_call *c, const tutor_tarot_hand_state *hand) {
    static const char *const poignees[] = {NULL, "single", "double", "triple"};
    cJSON *shown = cJSON_CreateArray();
    for (int s = 0; s < hand->players; s++) {
        if (!hand->poignee[s]) continue;
        cJSON *entry = cJSON_CreateObject();
        cJSON_AddNumberToObject(entry, "seat", s);
        cJSON_AddStringToObject(entry, "poignee", poignees[hand->poignee[s]]);
        cJSON_AddItemToObject(entry, "cards", set_array(c->game, hand->poignee_shown[s]));
        cJSON_AddItemToArray(shown, entry);
    }
    return shown;
}

cJSON *tarot_score_json(api_call *c, const tutor_tarot_hand_state *hand,
                        const tutor_tarot_hand_result *result) {
    static const char *const sides[] = {NULL, "taker", "defence"};
    static const char *const chelems[] = {NULL, "announced-made", "announced-failed", "made",
                                          "defence-made"};
    cJSON *score = cJSON_CreateObject();
    cJSON_AddNumberToObject(score, "taker", result->taker);
    cJSON_AddStringToObject(score, "contract", tarot_contracts[result->contract]);
    if (hand->players == 5) {
        cJSON_AddItemToObject(score, "called", card_string(c->game, hand->called));
        if (result->partner == TUTOR_NO_SEAT)
            cJSON_AddNullToObject(score, "partner");
        else
            cJSON_AddNumberToObject(score, "partner", result->partner);
    }
    cJSON_AddNumberToObject(score, "taker_points", result->taker_halves / 2.0);
    cJSON_AddNumberToObject(score, "bouts", result->bouts);
    cJSON_AddNumberToObject(score, "needed", result->needed);
    cJSON_AddBoolToObject(score, "won", result->won);
    cJSON_AddNumberToObject(score, "difference", result->difference);
    if (result->petit_au_bout != TUTOR_TAROT_NOBODY)
        cJSON_AddStringToObject(score, "petit_au_bout", sides[result->petit_au_bout]);
    if (result->chelem != TUTOR_CHELEM_NONE)
        cJSON_AddStringToObject(score, "chelem", chelems[result->chelem]);
    cJSON_AddItemToObject(score, "poignees", tarot_poignees_json(c, hand));
    if (result->excuse_returned) {
        cJSON *excuse = cJSON_AddObjectToObject(score, "excuse");
        cJSON_AddBoolToObject(excuse, "returned", 1);
        if (result->excuse_paid)
            cJSON_AddItemToObject(excuse, "paid_with",
                                  card_string(c->game, result->excuse_payment));
        else
            cJSON_AddNullToObject(excuse, "paid_with");
    }
    cJSON_AddNumberToObject(score, "hand_score", result->hand_score);
    cJSON *seats = cJSON_AddArrayToObject(score, "seats");
    for (int s = 0; s < hand->players; s++)
        cJSON_AddItemToArray(seats, cJSON_CreateNumber(result->seat_change[s]));
    cJSON *lines = cJSON_AddArrayToObject(score, "lines");
    for (int i = 0; i < result->line_count; i++) {
        cJSON *line = cJSON_CreateObject();
        cJSON_AddStringToObject(line, "item", result->lines[i].item);
        cJSON_AddNumberToObject(line, "points", result->lines[i].points);
        cJSON_AddStringToObject(line, "text", result->lines[i].text);
        cJSON_AddItemToArray(lines, line);
    }
    return score;
}

static int replay_tarot(api_call *c) {
    tutor_deal deal;
    int dealer;
    tutor_tarot_hand_state hand;
    if (!read_options(c, TUTOR_FOR_PLAY) || !require(c, "dealer") ||
        !read_seat(c, "dealer", 0, &dealer) || !read_deal_hands(c, &deal) || !read_chien(c, &deal))
        return 0;
    if (tutor_tarot_hand_start(&hand, &c->options, &deal, dealer, &c->error)) return 0;
    if (!replay_actions(c, &hand, apply_tarot)) return 0;
    if (hand.cancelled_by != TUTOR_NO_SEAT)
        return api_fail(c, "no-hand",
                        "Seat %d holds the 1 of trumps alone and cancelled the hand: the cards "
                        "are redealt.",
                        hand.cancelled_by);
    if (hand.phase == TUTOR_TAROT_OVER && hand.taker == TUTOR_NO_SEAT)
        return api_fail(c, "no-hand", "Every player passed: the hand is thrown in and redealt.");
    if (hand.taker != TUTOR_NO_SEAT) {
        cJSON_AddNumberToObject(c->response, "taker", hand.taker);
        cJSON_AddStringToObject(c->response, "contract", tarot_contracts[hand.contract]);
    }
    cJSON_AddItemToObject(c->response, "tricks", tricks_json(c, &hand.play));
    if (hand.phase == TUTOR_TAROT_OVER) {
        tutor_tarot_hand_result result;
        if (tutor_tarot_hand_score(&hand, &result, &c->error)) return 0;
        cJSON_AddItemToObject(c->response, "score", tarot_score_json(c, &hand, &result));
    }
    return 1;
}

int op_replay(api_call *c) {
    if (strcmp(tutor_game_id(c->game), "texas-42") == 0) return replay_42(c);
    if (strcmp(tutor_game_id(c->game), "french-tarot") == 0) return replay_tarot(c);
    return api_fail(c, "unknown-op",
                    "\"replay\" is answered for Texas 42 and French Tarot, not for %s.",
                    tutor_game_name(c->game));
}
