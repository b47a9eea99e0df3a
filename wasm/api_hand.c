/*
 * api_hand.c: the `hand` request (docs/api.md): a whole hand of any game, from a deal (or a
 * seed) and the actions since, viewed by everyone or from one seat, through the core's
 * whole-hand interface (tutor_hand). A position is a deal plus actions; nothing else is kept,
 * so undoing is dropping the last action. The `replay` request reads a hand the same way: the
 * first action refused ends it with its index and reason, and its answer is what the core's
 * records say of the hand, with the tricks taken and (once the hand is over) its score.
 */
#include <stdio.h>
#include <string.h>

#include "api_internal.h"

/* ---- writing ------------------------------------------------------------------------------ */

cJSON *move_json(api_call *c, const tutor_hand *hand, tutor_move move) {
    tutor_move_text text;
    tutor_hand_move_text(hand, move, &text);
    cJSON *action = cJSON_CreateObject();
    if (!text.key) return action;
    cJSON *value = text.value == TUTOR_WRITTEN_TRUE   ? cJSON_CreateTrue()
                   : text.value == TUTOR_WRITTEN_CARD ? card_string(c->game, text.card)
                   : text.value == TUTOR_WRITTEN_WORD ? cJSON_CreateString(text.word)
                                                      : cJSON_CreateNumber((double)text.number);
    if (text.value == TUTOR_WRITTEN_UNIT) { /* {"marks": 2} */
        cJSON *unit = cJSON_CreateObject();
        cJSON_AddItemToObject(unit, text.unit, value);
        value = unit;
    }
    cJSON_AddItemToObject(action, text.key, value);
    if (text.also_key) cJSON_AddStringToObject(action, text.also_key, text.also_word);
    return action;
}

/* ---- reading actions ---------------------------------------------------------------------- */

enum { MOST_MOVES = 64 }; /* moves in one action: a discard, a poignée, a declaration */

/* The moves of one action being read, and the cards named by the last run of moves of one
 * kind (a card twice in a discard is a mistake). */
typedef struct {
    tutor_move moves[MOST_MOVES];
    int count;
    tutor_set cards;
} action_moves;

static int read_members(api_call *c, const tutor_hand *hand, const cJSON *object, const char *outer,
                        action_moves *out);

/* One value of `key` (a word or a card's code, a number, true, or {"unit": n}) as a move. */
static int read_value(api_call *c, const tutor_hand *hand, const char *key, const cJSON *value,
                      action_moves *out) {
    tutor_move_text text = {.key = key};
    if (cJSON_IsString(value)) {
        text.value = TUTOR_WRITTEN_WORD;
        text.word = value->valuestring;
    } else if (cJSON_IsNumber(value)) {
        text.value = TUTOR_WRITTEN_NUMBER;
        text.number = (long)value->valuedouble;
        if ((double)text.number != value->valuedouble)
            return api_fail(c, "bad-field", "\"%s\" must be a whole number.", key);
    } else if (cJSON_IsTrue(value)) {
        text.value = TUTOR_WRITTEN_TRUE;
    } else if (cJSON_IsObject(value) && cJSON_GetArraySize(value) == 1 &&
               cJSON_IsNumber(value->child)) {
        text.value = TUTOR_WRITTEN_UNIT;
        text.unit = value->child->string;
        text.number = (long)value->child->valuedouble;
    } else {
        text.value = TUTOR_WRITTEN_UNIT; /* no move is written so: the core says what is */
        text.unit = "";
    }
    tutor_move move;
    int joins;
    if (tutor_hand_read_move(hand, &text, &move, &joins, &c->error)) return 0;
    if (joins) {
        if (out->count == 0)
            return api_fail(c, "bad-field", "\"%s\" goes with the action it belongs to.", key);
        out->moves[out->count - 1].number = move.number;
        return 1;
    }
    if (out->count > 0 && out->moves[out->count - 1].kind != move.kind)
        out->cards = tutor_set_empty(); /* a wild card may be shown in two combinations */
    tutor_move_text written;
    tutor_hand_move_text(hand, move, &written);
    if (written.value == TUTOR_WRITTEN_CARD) {
        if (tutor_set_has(out->cards, move.card))
            return api_fail(c, "duplicate-card", "%s appears more than once in the request.",
                            text.word);
        out->cards = tutor_set_add(out->cards, move.card);
    }
    if (out->count >= MOST_MOVES)
        return api_fail(c, "bad-field", "An action holds at most %d moves.", MOST_MOVES);
    out->moves[out->count++] = move;
    return 1;
}

/* One member: a value, or a list of values (each read with the same key; an object in the list
 * is read as members of its own, its "kind" standing for the key). */
static int read_member(api_call *c, const tutor_hand *hand, const char *key, const cJSON *value,
                       action_moves *out) {
    if (!cJSON_IsArray(value)) return read_value(c, hand, key, value, out);
    const cJSON *element;
    cJSON_ArrayForEach(element, value) {
        if (cJSON_IsObject(element) ? !read_members(c, hand, element, key, out)
                                    : !read_value(c, hand, key, element, out))
            return 0;
    }
    return 1;
}

/* An object's members, in the order the game reads them (a declaration's contract before its
 * trump, a play before its call), whatever order they are written in; members of one rank in
 * the order they are written. */
static int read_members(api_call *c, const tutor_hand *hand, const cJSON *object, const char *outer,
                        action_moves *out) {
    const cJSON *members[16], *member;
    const char *keys[16];
    int ranks[16], n = 0;
    cJSON_ArrayForEach(member, object) {
        if (n == 16) return api_fail(c, "bad-field", "An action has at most 16 members.");
        const char *key = outer && strcmp(member->string, "kind") == 0 ? outer : member->string;
        int rank = tutor_hand_key_rank(hand, key), at = n++;
        if (rank < 0) rank = 1 << 20; /* an unknown key fails where it is read */
        for (; at > 0 && ranks[at - 1] > rank; at--)
            ranks[at] = ranks[at - 1], keys[at] = keys[at - 1], members[at] = members[at - 1];
        ranks[at] = rank, keys[at] = key, members[at] = member;
    }
    for (int i = 0; i < n; i++)
        if (!read_member(c, hand, keys[i], members[i], out)) return 0;
    return 1;
}

/* Whether an action makes a whole choice at once: several members, or a list ({"discard":
 * [...]}, {"declare": []}). A sequence it leaves open is then ended (or refused for being
 * short) by a "done". */
static int makes_whole_choice(const cJSON *action) {
    return !cJSON_IsArray(action) &&
           (cJSON_GetArraySize(action) > 1 || cJSON_IsArray(action->child));
}

int apply_hand_action(api_call *c, void *to, const cJSON *action, tutor_reason *why) {
    tutor_hand *hand = to; /* an apply_action, as replay_actions takes it */
    action_moves read = {.count = 0, .cards = tutor_set_empty()};
    if (cJSON_IsArray(action)) { /* a list of actions, made together */
        const cJSON *one;
        cJSON_ArrayForEach(one, action) {
            if (!cJSON_IsObject(one))
                return api_fail(c, "bad-field",
                                "actions[%d] must be an action or a list of actions.",
                                c->error_index);
            if (!read_members(c, hand, one, NULL, &read)) return 0;
        }
    } else if (!cJSON_IsObject(action) || !action->child) {
        return api_fail(c, "bad-field", "actions[%d] must be an action such as {\"play\": ...}.",
                        c->error_index);
    } else if (!read_members(c, hand, action, NULL, &read)) {
        return 0;
    }
    tutor_hand trial = *hand; /* all the action's moves, or none */
    int began = hand->pending_count == 0;
    for (int i = 0; i < read.count; i++)
        if (tutor_hand_apply(&trial, read.moves[i], why, &c->error)) return 0;
    tutor_move done = {TUTOR_MOVE_DONE, 0, 0};
    int ended = 0;
    if (makes_whole_choice(action) && (trial.pending_count > 0 || read.count == 0)) {
        if (tutor_hand_apply(&trial, done, why, &c->error)) return 0;
        ended = 1;
    } else if (read.count == 1 && began && trial.pending_count > 0) {
        /* One move that begins a choice which may end there (a declaration naming only its
         * trump) is the whole choice. */
        tutor_hand ended_here = trial;
        tutor_reason ignored;
        tutor_error unused = {0};
        if (tutor_hand_apply(&ended_here, done, &ignored, &unused) == TUTOR_OK)
            trial = ended_here, ended = 1;
    }
    *hand = trial;
    for (int i = 0; c->made && i < read.count + ended; i++)
        if (c->made_count < c->made_most)
            c->made[c->made_count++] = i < read.count ? read.moves[i] : done;
    return 1;
}

/* ---- offering moves ----------------------------------------------------------------------- */

/* Whether the rules refuse `move` now, and why: tried on a copy of the hand. */
static int refused(api_call *c, const tutor_hand *hand, tutor_move move, tutor_reason *why) {
    tutor_hand scratch = *hand;
    *why = (tutor_reason){0};
    return tutor_hand_apply(&scratch, move, why, &c->error) && why->code != TUTOR_REASON_NONE;
}

/* `legal` (each move the seat to act may make), its `labels`, the `pending` moves of a
 * sequence half made, and `illegal`: while the seat may play to a trick, each card of its hand
 * the rules refuse now, and the game's draw or pass when refused, with the core's reasons. */
static void add_legal_actions(api_call *c, const tutor_hand *hand, int viewer) {
    cJSON *legal = cJSON_AddArrayToObject(c->response, "legal");
    cJSON *labels = cJSON_AddArrayToObject(c->response, "labels");
    cJSON *illegal = cJSON_AddArrayToObject(c->response, "illegal");
    cJSON *pending = cJSON_AddArrayToObject(c->response, "pending");
    int turn = tutor_hand_turn(hand);
    if (turn == TUTOR_NO_SEAT || (viewer != TUTOR_NO_SEAT && viewer != turn)) return;
    for (int i = 0; i < hand->pending_count; i++)
        cJSON_AddItemToArray(pending, move_json(c, hand, hand->pending[i]));
    tutor_move moves[TUTOR_MAX_MOVES];
    int n = tutor_hand_legal(hand, moves);
    tutor_set playable = tutor_set_empty();
    for (int i = 0; i < n; i++) {
        char label[160];
        tutor_explain_move(hand, moves[i], label, sizeof label);
        cJSON_AddItemToArray(legal, move_json(c, hand, moves[i]));
        cJSON_AddItemToArray(labels, cJSON_CreateString(label));
        if (moves[i].kind == TUTOR_MOVE_PLAY) playable = tutor_set_add(playable, moves[i].card);
    }
    const tutor_trick *taken;
    tutor_trick current;
    int count;
    if (!tutor_hand_tricks(hand, &taken, &count, &current) || hand->pending_count) return;
    tutor_reason why;
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_set_minus(tutor_hand_holding(hand, turn), playable)) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(c->game, card, code);
        if (refused(c, hand, (tutor_move){TUTOR_MOVE_PLAY, card, 0}, &why))
            cJSON_AddItemToArray(illegal, refusal_named(c, code, &why, NULL));
    }
    static const tutor_move no_card[] = {{TUTOR_MOVE_DRAW, 0, 0}, {TUTOR_MOVE_PASS, 0, 0}};
    for (size_t k = 0; k < sizeof no_card / sizeof no_card[0]; k++) {
        tutor_move_text text;
        tutor_hand_move_text(hand, no_card[k], &text);
        int offered = 0;
        for (int i = 0; i < n; i++) offered |= moves[i].kind == no_card[k].kind;
        if (!text.key || offered || !refused(c, hand, no_card[k], &why)) continue;
        cJSON_AddItemToArray(illegal, refusal_named(c, text.key, &why, c->error.message));
    }
    memset(&c->error, 0, sizeof c->error); /* the trials' refusals are not the request's */
}

/* ---- reading ------------------------------------------------------------------------------ */

/* `scores`: [partnership 0's, partnership 1's] game score before the hand, for the games that
 * carry the game's scores into each hand; 0 and 0 when absent. */
static int read_scores(api_call *c, int *scores) {
    const cJSON *item = field(c, "scores");
    scores[0] = scores[1] = 0;
    if (!item || !tutor_game_carries_scores(c->game)) return 1;
    if (!cJSON_IsArray(item) || cJSON_GetArraySize(item) != 2)
        return api_fail(c, "bad-field",
                        "\"scores\" must be two game scores: seats 0 and 2's, seats 1 and 3's.");
    for (int side = 0; side < 2; side++) {
        long long score;
        if (!read_int(c, cJSON_GetArrayItem(item, side), "scores", 0, 1000000, &score)) return 0;
        scores[side] = (int)score;
    }
    return 1;
}

int read_deal_start(api_call *c, tutor_hand_start *start) {
    const cJSON *seed = field(c, "seed"), *deal = field(c, "deal");
    if (seed && deal)
        return api_fail(c, "bad-field", "Give either \"deal\" or \"seed\", not both.");
    if (seed) {
        uint64_t value;
        if (!read_seed(c, seed, "seed", &value)) return 0;
        return tutor_hand_seeded_start(c->game, &c->options, value, start->dealer, start,
                                       &c->error) == TUTOR_OK;
    }
    if (!deal)
        return api_fail(c, "missing-field",
                        "The request has no \"deal\" ({\"hands\": [...], \"rest\": [...]}) and "
                        "no \"seed\": give one of them.");
    if (!read_deal_hands(c, &start->deal)) return 0;
    const cJSON *rest = cJSON_GetObjectItemCaseSensitive(deal, "rest");
    const char *rest_name = "deal.rest", *own = tutor_hand_rest_name(c->game);
    char own_field[40];
    if (!rest && own) { /* the game's own name for it (a "chien") */
        rest = cJSON_GetObjectItemCaseSensitive(deal, own);
        snprintf(own_field, sizeof own_field, "deal.%s", own);
        rest_name = own_field;
    }
    tutor_set seen = tutor_set_empty(); /* a card also in a hand is the core's to find */
    if (rest && !read_cards(c, rest, rest_name, start->order, TUTOR_SET_CAPACITY,
                            &start->order_count, &seen))
        return 0;
    start->deal.rest = seen;
    return 1;
}

/* ---- the answer --------------------------------------------------------------------------- */

static void add_hands(api_call *c, const tutor_hand *hand, int viewer) {
    cJSON *hands = cJSON_AddArrayToObject(c->response, "hands");
    for (int s = 0; s < tutor_hand_seats(hand); s++) {
        tutor_set cards = tutor_hand_holding(hand, s);
        if (viewer == TUTOR_NO_SEAT || viewer == s) {
            cJSON_AddItemToArray(hands, set_array(c->game, cards));
        } else {
            cJSON *hidden = cJSON_CreateObject();
            cJSON_AddNumberToObject(hidden, "count", tutor_set_size(cards));
            cJSON_AddItemToArray(hands, hidden);
        }
    }
}

/* `tricks`, those taken, and `trick`, the one in play or null (when `with_current`). */
static void add_tricks(api_call *c, const tutor_hand *hand, int with_current) {
    const tutor_trick *taken;
    tutor_trick current;
    int count = 0;
    int in_play = tutor_hand_tricks(hand, &taken, &count, &current);
    cJSON *list = cJSON_AddArrayToObject(c->response, "tricks");
    for (int t = 0; t < count; t++) cJSON_AddItemToArray(list, trick_json(c, &taken[t], 1));
    if (with_current)
        cJSON_AddItemToObject(c->response, "trick",
                              in_play ? trick_json(c, &current, 0) : cJSON_CreateNull());
}

int replay_actions(api_call *c, void *hand, apply_action apply) {
    const cJSON *actions = require(c, "actions");
    if (!actions) return 0;
    if (!cJSON_IsArray(actions))
        return api_fail(c, "bad-field", "\"actions\" must be a list of actions.");
    int index = 0;
    const cJSON *action;
    cJSON_ArrayForEach(action, actions) {
        c->error_index = index++; /* also for an action that cannot be read */
        c->error_why = (tutor_reason){0};
        if (!apply(c, hand, action, &c->error_why)) return 0;
    }
    c->error_index = -1;
    c->error_why = (tutor_reason){0};
    return 1;
}

int read_hand_start(api_call *c, tutor_hand_start *start) {
    memset(start, 0, sizeof *start);
    return read_options(c, TUTOR_FOR_COUNTING) && read_seat(c, "dealer", 0, &start->dealer) &&
           read_deal_start(c, start) && read_scores(c, start->scores);
}

int play_hand(api_call *c, tutor_hand *hand, const tutor_hand_start *start) {
    if (tutor_hand_begin(hand, c->game, &c->agreed, start, &c->error) ||
        !replay_actions(c, hand, apply_hand_action))
        return 0;
    c->options = *tutor_hand_options(hand); /* for the sentences */
    return 1;
}

int op_hand(api_call *c) {
    if (!tutor_game_plays_hands(c->game))
        return api_fail(c, "unknown-op",
                        "\"hand\" is not yet answered for %s: its whole hand is not in the "
                        "rules core yet.",
                        tutor_game_name(c->game));
    tutor_hand_start start;
    tutor_hand hand;
    int viewer = TUTOR_NO_SEAT; /* the optional `seat`, everyone when absent or null */
    return read_hand_start(c, &start) &&
           (cJSON_IsNull(field(c, "seat")) || read_seat(c, "seat", TUTOR_NO_SEAT, &viewer)) &&
           play_hand(c, &hand, &start) && answer_hand(c, &hand, viewer);
}

int answer_hand(api_call *c, const tutor_hand *hand, int viewer) {
    cJSON *r = c->response;
    cJSON_AddStringToObject(r, "phase", tutor_hand_phase(hand));
    cJSON_AddItemToObject(r, "turn", seat_or_null(tutor_hand_turn(hand)));
    cJSON_AddNumberToObject(r, "dealer", tutor_hand_dealer(hand));
    add_hands(c, hand, viewer);
    describe_json(c, hand, viewer, r);
    add_tricks(c, hand, 1);
    add_legal_actions(c, hand, viewer);
    return score_json(c, hand, r);
}

int op_replay(api_call *c) {
    if (!tutor_game_plays_hands(c->game))
        return api_fail(c, "unknown-op",
                        "\"replay\" is not answered for %s: its whole hand is not "
                        "in the rules core yet.",
                        tutor_game_name(c->game));
    tutor_hand_start start;
    tutor_hand hand;
    if (!require(c, "dealer") || !read_hand_start(c, &start) || !play_hand(c, &hand, &start))
        return 0;
    int over = tutor_hand_turn(&hand) == TUTOR_NO_SEAT;
    tutor_hand_score score;
    tutor_error scored = {0};
    if (over && tutor_hand_scored(&hand, &score, &scored) && strcmp(scored.code, "no-hand") == 0)
        return api_fail(c, "no-hand", "%s", scored.message);
    describe_json(c, &hand, TUTOR_NO_SEAT, c->response);
    add_tricks(c, &hand, 0);
    if (!over) return 1;
    return score_json(c, &hand, c->response);
}
