/*
 * api_replay.c: the `replay` request, a whole hand from the deal to the score, over the same
 * engine as `hand` (api_hand.c): the deal and the actions are read as `hand` reads them, the
 * first action refused ends the request with its index and reason, and the answer is what the
 * core's records say of the hand, with the tricks taken and (once the hand is over) its score.
 */
#include <string.h>

#include "api_internal.h"

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
