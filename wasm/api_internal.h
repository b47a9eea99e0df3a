/*
 * api_internal.h: what the request files (api_*.c) share: the state of one request, the
 * helpers that read fields into core values and write answers, and the requests themselves,
 * which api.c dispatches by name.
 */
#ifndef TUTOR_API_INTERNAL_H
#define TUTOR_API_INTERNAL_H

#include <stdint.h>

#include <cjson/cJSON.h>

#include "tutor.h"

typedef struct {
    const cJSON *request;
    cJSON *response;       /* fields of a successful answer are added here */
    const tutor_game *game;
    tutor_options options;
    tutor_options agreed;  /* the options as the request gives them, before defaults */
    tutor_error error;
    int error_index;       /* for illegal-action: the action's place, else -1 */
    int error_hand;        /* for game: the place in `hands` of the hand at fault, else -1 */
    tutor_reason error_why; /* for illegal-action: the rules' refusal, when they refuse */
    /* When `made` is set, apply_hand_action adds each move it makes there (the bot and coach
     * requests decide from the moves since the deal), up to `made_most`. */
    tutor_move *made;
    int made_count, made_most;
    tutor_lang lang; /* the language of the answer's sentences (`lang`) */
} api_call;

#if defined(__GNUC__)
#define API_PRINTF(string, first) __attribute__((format(printf, string, first)))
#else
#define API_PRINTF(string, first)
#endif

/* Fills the request's error and returns 0, so handlers can `return api_fail(...)`. */
int api_fail(api_call *c, const char *code, const char *format, ...) API_PRINTF(3, 4);

/* Copies at most `max` bytes of `text` into buf (max + 1 bytes) without cutting a UTF-8
 * character, for quoting what a request said inside a message. Returns buf. */
const char *clip(const char *text, size_t max, char *buf);

/* ---- reading: each returns 0 after filling the error, 1 when the value is good ---------- */
const cJSON *field(const api_call *c, const char *name);            /* NULL when absent */
const cJSON *require(api_call *c, const char *name);                /* NULL + error when absent */
int read_int(api_call *c, const cJSON *item, const char *name, double min, double max,
             long long *out);
int read_game(api_call *c);
int read_options(api_call *c, tutor_purpose purpose);
/* One card code of the list `name`, in the options' pack and not yet in *seen (then added). */
int read_card(api_call *c, const cJSON *item, const char *name, tutor_card *card,
              tutor_set *seen);
/* Card lists: every card read by one request goes into *seen, so a card given twice (in one
 * list or across lists) is a duplicate. */
int read_cards(api_call *c, const cJSON *list, const char *name, tutor_card *cards, int max,
               int *count, tutor_set *seen);
/* A seed (`item`, named `name` in messages): 0 to 2^53 - 1, or a string of digits. An absent
 * item (NULL) returns 0 with the error `require` left. */
int read_seed(api_call *c, const cJSON *item, const char *name, uint64_t *seed);
/* An optional seat field of the request; `fallback` when absent. */
int read_seat(api_call *c, const char *name, int fallback, int *seat);
/* A trick whose winner is asked (`name`, of n cards): complete, or short where players who pass
 * or have dropped out put no card in. */
int check_complete_trick(api_call *c, const char *name, int n);
/* `deal.hands`: one list of cards per seat of these options, seat 0 first. */
int read_deal_hands(api_call *c, tutor_deal *deal);

/* ---- writing ------------------------------------------------------------------------------ */
cJSON *card_string(const tutor_game *game, tutor_card card);
cJSON *card_array(const tutor_game *game, const tutor_card *cards, int n);
cJSON *set_array(const tutor_game *game, tutor_set set);
cJSON *sets_array(const tutor_game *game, const tutor_set *sets, int n); /* seat 0's first */
cJSON *seat_or_null(int seat);
/* The request's options, to make sentences in `lang` (a hand's own options keep none). */
tutor_options spoken_options(const api_call *c, tutor_lang lang);
void add_sentence(api_call *c, cJSON *object, const tutor_reason *reason);
/* One `illegal` entry: {"card", "reason", "led", "witness", "beaten", "text"}, for a card or a
 * move ("draw") written `code`, with its `text` (the reason's sentence when NULL). */
cJSON *refusal_named(api_call *c, const char *code, const tutor_reason *why, const char *text);
/* `legal` and `illegal` (with reasons and sentences) for a hand facing a trick; in a game with
 * a stock (`stock` cards left to draw, else -1), `legal` holds "draw" and "pass" besides cards. */
void add_legal(api_call *c, cJSON *into, const tutor_card *trick, int n, tutor_set hand,
               int stock);
/* A trick: leader, cards, seats and, once `complete`, winner, reason and text. */
cJSON *trick_json(api_call *c, const tutor_trick *trick, int complete);
/* The body of a `position` answer (tricks, trick, hands, turn, sitting_out, legal, illegal,
 * points, done) for a position, added to `into`. */
int add_position(api_call *c, cJSON *into, const tutor_play *play);

/* ---- whole hands, shared by hand, replay, game and lesson ---------------------------------- */
/* Applies one action to a hand: 1 when done; 0 with c->error filled, and why->code set when
 * it is the rules that refuse it. */
typedef int (*apply_action)(api_call *c, void *hand, const cJSON *action, tutor_reason *why);
/* Applies the request's `actions` in order; the first refused sets error_index and error_why. */
int replay_actions(api_call *c, void *hand, apply_action apply);
/* The core's records of a hand (api_record.c): what the table shows `viewer`, and `score`. */
void describe_json(api_call *c, const tutor_hand *hand, int viewer, cJSON *into);
int score_json(api_call *c, const tutor_hand *hand, cJSON *into);

/* ---- playing a hand (api_hand.c), for the hand, replay and game requests and lessons ------ */
/* Reads the request's `options`, `dealer`, `deal` or `seed`, and (for the games that carry
 * them) `scores`. */
int read_hand_start(api_call *c, tutor_hand_start *start);
/* The request's `deal` ({"hands", "rest"}) or `seed`, dealt by start->dealer. */
int read_deal_start(api_call *c, tutor_hand_start *start);
/* Starts the hand from the request's options as agreed and replays its `actions`; then
 * c->options are the hand's, for the sentences. */
int play_hand(api_call *c, tutor_hand *hand, const tutor_hand_start *start);
/* Applies one action of the request to a tutor_hand (an apply_action), as `actions[index]`
 * reads it: one move {"key": value}, or several made together (several members, lists of
 * values, or a list of actions), all of them or none. Actions are read and legal moves written
 * in each game's own words, which the core gives (tutor_move_text). */
int apply_hand_action(api_call *c, void *hand, const cJSON *action, tutor_reason *why);
/* A move as the game writes it, {"key": value}, as `legal` lists it. */
cJSON *move_json(api_call *c, const tutor_hand *hand, tutor_move move);
/* The `hand` answer for the hand, as `viewer` sees it (TUTOR_NO_SEAT: everything), added to
 * c->response. */
int answer_hand(api_call *c, const tutor_hand *hand, int viewer);

/* ---- the requests: op_<name>, and whether it reads "game" first -------------------------- */
#define API_OPS(OP)                                                                                \
    OP(legal, 1) OP(winner, 1) OP(count, 1) OP(score, 1) OP(games, 0) OP(deal, 1) OP(position, 1) \
    OP(replay, 1) OP(combinations, 1) OP(lesson, 0) OP(hand, 1) OP(game, 1) OP(bot, 1) OP(coach, 1)
#define API_DECLARE_OP(name, needs_game) int op_##name(api_call *c);
API_OPS(API_DECLARE_OP)
int score_request(api_call *c, int *value); /* op_score, and the answer's one number */

#endif
