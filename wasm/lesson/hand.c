/*
 * hand.c: the running table of a lesson with "whole_hand" (lessons/README.md, "A whole
 * hand"). The hand is the `hand` request's own (api_hand.c): it is started from the lesson's
 * deal as a `hand` request, each scripted action is applied by the game's adapter exactly as
 * the request replays it, and each position is the request's answer. The `action` question asks
 * the same adapter whether every accepted action is legal, on a copy of the hand.
 *
 * What this file decides is only what the lesson format says: which legal actions a question
 * must account for (bids, takes and plays must be accepted or given a reason; the cards of a
 * discard, a poignée or a declaration need not be, any other choice being "legal, but not
 * what this lesson asks") and how two actions are compared (card lists as sets).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checker.h"

/* ---- actions ----------------------------------------------------------------------------- */

/* The field that names an action: its first member in this order, so that {"play", "call"}
 * is a play and {"trump", "contract"} a trump declaration. */
static const char *const action_names[] = {"play",   "bid",      "take",    "trump",   "contract",
                                           "call",   "announce", "discard", "poignee", "declare",
                                           "chelem", "cancel",   "draw",    "pass",    NULL};

static const char *name_of(const cJSON *action) {
    for (int i = 0; action_names[i]; i++)
        if (get(action, action_names[i])) return action_names[i];
    return "";
}

/* Bids, takes and plays are offered one by one, and a question asking one of them accounts
 * for every other the core offers (accepted, or a reason in `not_best`). */
static int must_be_covered(const char *name) {
    static const char *const covered[] = {"bid", "take", "play", "draw", "pass", NULL};
    for (int i = 0; covered[i]; i++)
        if (strcmp(name, covered[i]) == 0) return 1;
    return 0;
}

static int by_text(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int by_card(const void *a, const void *b) {
    const tutor_card *x = a, *y = b;
    return (*x > *y) - (*x < *y);
}

static char *key_of(const checker *k, const cJSON *action);

/* An action as the core writes it, so that two ways of writing one action read the same:
 * card codes formatted (a domino larger end first), lists of cards in card order, members by
 * name, other lists (declarations) in the order of their text. */
static cJSON *canonical(const checker *k, const cJSON *item) {
    tutor_card card;
    if (cJSON_IsString(item)) {
        char code[TUTOR_CODE_MAX];
        if (tutor_card_parse(k->c.game, item->valuestring, &card, NULL) != TUTOR_OK)
            return cJSON_CreateString(item->valuestring);
        tutor_card_format(k->c.game, card, code);
        return cJSON_CreateString(code);
    }
    if (cJSON_IsObject(item)) { /* each time the least name after the last: they are unique */
        cJSON *out = cJSON_CreateObject();
        for (const char *last = NULL;;) {
            const cJSON *next = NULL, *member;
            cJSON_ArrayForEach(member, item) {
                if ((!last || strcmp(member->string, last) > 0) &&
                    (!next || strcmp(member->string, next->string) < 0))
                    next = member;
            }
            if (!next) return out;
            cJSON_AddItemToObject(out, next->string, canonical(k, next));
            last = next->string;
        }
    }
    if (!cJSON_IsArray(item)) return cJSON_Duplicate(item, 1);
    int n = cJSON_GetArraySize(item), cards = 0;
    const cJSON *entry;
    tutor_card list[TUTOR_SET_CAPACITY];
    cJSON_ArrayForEach(entry, item) {
        if (cards >= TUTOR_SET_CAPACITY || !cJSON_IsString(entry) ||
            tutor_card_parse(k->c.game, entry->valuestring, &card, NULL) != TUTOR_OK)
            break;
        list[cards++] = card;
    }
    if (cards == n) {
        qsort(list, (size_t)n, sizeof *list, by_card);
        return card_array(k->c.game, list, n);
    }
    char **texts = malloc(sizeof *texts * (size_t)(n ? n : 1));
    cJSON *out = cJSON_CreateArray();
    if (!texts) return out;
    int i = 0;
    cJSON_ArrayForEach(entry, item) texts[i++] = key_of(k, entry);
    qsort(texts, (size_t)n, sizeof *texts, by_text);
    for (i = 0; i < n; i++) {
        cJSON *parsed = texts[i] ? cJSON_Parse(texts[i]) : NULL;
        cJSON_AddItemToArray(out, parsed ? parsed : cJSON_CreateNull());
        cJSON_free(texts[i]);
    }
    free(texts);
    return out;
}

/* The text two actions share exactly when they are the same action; the caller frees it. */
static char *key_of(const checker *k, const cJSON *action) {
    cJSON *written = canonical(k, action);
    char *text = cJSON_PrintUnformatted(written);
    cJSON_Delete(written);
    return text;
}

static int same_action(const checker *k, const cJSON *a, const cJSON *b) {
    char *x = key_of(k, a), *y = key_of(k, b);
    int same = x && y && strcmp(x, y) == 0;
    cJSON_free(x);
    cJSON_free(y);
    return same;
}

/* The short label `not_best` may key an action by: the value of its name ("garde", "30",
 * "HK"), then its other members' values ("6 normal", "GOOD ours"); "2 marks" for a bid in
 * marks. Empty when the action has none (a choice of cards). */
static void label_of(const cJSON *action, char *buf, size_t size) {
    buf[0] = '\0';
    const char *name = name_of(action);
    const cJSON *value = get(action, name);
    if (cJSON_IsString(value))
        snprintf(buf, size, "%s", value->valuestring);
    else if (cJSON_IsNumber(value))
        snprintf(buf, size, "%g", value->valuedouble);
    else if (cJSON_IsNumber(get(value, "marks")))
        snprintf(buf, size, "%g mark%s", get(value, "marks")->valuedouble,
                 get(value, "marks")->valuedouble == 1 ? "" : "s");
    else if (cJSON_IsTrue(value))
        snprintf(buf, size, "%s", name);
    else
        return;
    const cJSON *member;
    cJSON_ArrayForEach(member, action) {
        size_t used = strlen(buf);
        if (strcmp(member->string, name) != 0 && cJSON_IsString(member))
            snprintf(buf + used, size - used, " %s", member->valuestring);
    }
}

/* An action shortened for a message. */
static const char *shown(const cJSON *action, char *buf) {
    char *text = cJSON_PrintUnformatted(action);
    clip(text ? text : "?", 80, buf);
    cJSON_free(text);
    return buf;
}

/* The card an action is about, for a problem's `card`: a play, a call, a one-card discard,
 * and a draw or a pass from the stock. */
static const char *card_of(const cJSON *action, char *buf) {
    const char *name = name_of(action);
    const cJSON *value = get(action, name);
    if (cJSON_IsTrue(value) && (strcmp(name, "draw") == 0 || strcmp(name, "pass") == 0))
        return strcpy(buf, name);
    int names_card =
        strcmp(name, "play") == 0 || strcmp(name, "call") == 0 || strcmp(name, "discard") == 0;
    return names_card && cJSON_IsString(value) ? clip(value->valuestring, 20, buf) : NULL;
}

/* An entry of a list of actions: a card code is a play. NULL (with a problem) otherwise. */
static cJSON *action_of(checker *k, const cJSON *item, const char *list) {
    if (cJSON_IsString(item)) {
        cJSON *play = cJSON_CreateObject();
        cJSON_AddStringToObject(play, "play", item->valuestring);
        return play;
    }
    if (cJSON_IsObject(item) && item->child) return cJSON_Duplicate(item, 1);
    lesson_problem(k, list, NULL,
                   "\"%s\" must hold actions of the `hand` request ({\"bid\": \"garde\"}, "
                   "{\"discard\": [...]}, {\"play\": \"HK\"}) or card codes, which are plays.",
                   list);
    return NULL;
}

/* ---- the hand ---------------------------------------------------------------------------- */

int lesson_hand_start(checker *k, const tutor_deal *deal, const tutor_card *rest, int rest_count,
                      int dealer, int seeded) {
    if (!tutor_game_plays_hands(k->c.game))
        return lesson_problem(
            k, "whole_hand", NULL,
            "The core does not play whole %s hands yet, so this lesson cannot have "
            "\"whole_hand\".",
            tutor_game_name(k->c.game));
    lesson_hand *h = &k->hand;
    cJSON *r = cJSON_CreateObject();
    cJSON_AddStringToObject(r, "op", "hand");
    cJSON_AddStringToObject(r, "game", tutor_game_id(k->c.game));
    const cJSON *options = get(k->c.request, "options");
    if (options) cJSON_AddItemToObject(r, "options", cJSON_Duplicate(options, 1));
    cJSON_AddNumberToObject(r, "dealer", dealer);
    if (seeded) { /* the lesson's own seed, which the request reads as the lesson did */
        cJSON_AddItemToObject(r, "seed",
                              cJSON_Duplicate(get(get(k->c.request, "deal"), "seed"), 1));
    } else {
        cJSON *d = cJSON_AddObjectToObject(r, "deal");
        cJSON_AddItemToObject(d, "hands", sets_array(k->c.game, deal->hands, deal->seats));
        if (rest_count) cJSON_AddItemToObject(d, "rest", card_array(k->c.game, rest, rest_count));
    }
    cJSON_AddArrayToObject(r, "actions");
    h->request = r;
    h->call = (api_call){.request = r,
                         .game = k->c.game,
                         .error_index = -1,
                         .error_hand = -1,
                         .lang = k->c.lang,
                         .error.lang = k->c.lang};
    /* The lesson's options were read as the request reads them: only the deal may fail. */
    tutor_hand_start start;
    if (!read_hand_start(&h->call, &start) || !play_hand(&h->call, &h->state, &start))
        return lesson_problem(k, "deal", NULL, "%s", h->call.error.message);
    k->c.options = h->call.options; /* the hand's, for the sentences */
    k->running = 1;
    return 1;
}

/* Applies `action` for the seat to act, on the hand itself or (`trial`) on a copy; else leaves
 * why not in k->c.error. */
static int apply(checker *k, const cJSON *action, int index, int trial) {
    lesson_hand *h = &k->hand;
    tutor_hand copy = h->state;
    api_call call = h->call;
    call.error_index = index;
    tutor_reason why = {0};
    if (!apply_hand_action(&call, trial ? &copy : &h->state, action, &why)) {
        k->c.error = call.error;
        return 0;
    }
    if (trial) return 1;
    h->call.options = k->c.options = *tutor_hand_options(&h->state);
    cJSON_AddItemToArray(cJSON_GetObjectItemCaseSensitive(h->request, "actions"),
                         cJSON_Duplicate(action, 1));
    return 1;
}

static void script(checker *k, const cJSON *step, const char *name, cJSON *plays, cJSON *actions) {
    const cJSON *list = get(step, name);
    if (!list) return;
    if (!cJSON_IsArray(list)) {
        lesson_problem(k, name, NULL, "\"%s\" must be a list of actions, taken in turn.", name);
        return;
    }
    if (!k->running || !list->child) return;
    int index = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, list) {
        cJSON *action = action_of(k, item, name);
        if (!action) {
            k->running = 0;
            return;
        }
        int seat = tutor_hand_turn(&k->hand.state);
        char text[100], card[24];
        if (!apply(k, action, index, 0)) {
            if (seat == TUTOR_NO_SEAT)
                lesson_problem(k, name, card_of(action, card),
                               "%s: %s The running table stops here.", shown(action, text),
                               k->c.error.message);
            else
                lesson_problem(k, name, card_of(action, card),
                               "Seat %d may not take %s: %s The running table stops here, so "
                               "later steps are not checked against it.",
                               seat, shown(action, text), k->c.error.message);
            cJSON_Delete(action);
            k->running = 0;
            return;
        }
        cJSON *written = canonical(k, action);
        cJSON_Delete(action);
        cJSON *entry = cJSON_CreateObject();
        cJSON_AddNumberToObject(entry, "seat", seat);
        const cJSON *played = get(written, "play");
        if (cJSON_IsString(played)) {
            cJSON *play = cJSON_CreateObject();
            cJSON_AddNumberToObject(play, "seat", seat);
            cJSON_AddStringToObject(play, "card", played->valuestring);
            cJSON_AddItemToArray(plays, play);
        }
        cJSON_AddItemToObject(entry, "action", written);
        cJSON_AddItemToArray(actions, entry);
        index++;
    }
}

void lesson_hand_script(checker *k, const cJSON *step, const char *first, const char *second,
                        cJSON *out, const char *plays_name, const char *actions_name) {
    cJSON *plays = cJSON_AddArrayToObject(out, plays_name);
    cJSON *actions = cJSON_AddArrayToObject(out, actions_name);
    script(k, step, first, plays, actions);
    if (second) script(k, step, second, plays, actions);
}

cJSON *lesson_hand_answer(checker *k) {
    lesson_hand *h = &k->hand;
    cJSON *answer = cJSON_CreateObject();
    api_call call = h->call;
    call.response = answer;
    if (answer_hand(&call, &h->state, TUTOR_NO_SEAT)) return answer;
    lesson_problem(k, "deal", NULL, "%s", call.error.message);
    cJSON_Delete(answer);
    return NULL;
}

/* ---- the action question ----------------------------------------------------------------- */

int lesson_learner_acts(checker *k, const char *verb) {
    int turn = tutor_hand_turn(&k->hand.state);
    if (turn == TUTOR_NO_SEAT)
        return lesson_problem(k, "ask", NULL, "The hand is over: there is no seat to %s.", verb);
    if (turn == k->learner) return 1;
    return lesson_problem(k, "ask", NULL,
                          "It is seat %d's turn to act, not the learner's (seat %d): take seat "
                          "%d's action with \"actions\" first.",
                          turn, k->learner, turn);
}

/* Whether `action` (canonical) is in the list of canonical actions, or of entries whose
 * `member` is one (NULL: the entries themselves). */
static int listed(const checker *k, const cJSON *list, const char *member, const cJSON *action) {
    const cJSON *entry;
    cJSON_ArrayForEach(entry, list) {
        if (same_action(k, member ? get(entry, member) : entry, action)) return 1;
    }
    return 0;
}

/* The labels of the legal actions, for a message. */
static void labels_of(const cJSON *legal, char *buf, size_t size) {
    buf[0] = '\0';
    const cJSON *entry;
    cJSON_ArrayForEach(entry, legal) {
        char label[64];
        label_of(entry, label, sizeof label);
        size_t used = strlen(buf);
        if (label[0] && used + 8 < size)
            snprintf(buf + used, size - used, "%s\"%s\"", used ? ", " : "", label);
    }
}

/* The accepted actions, canonical; each must be one the core takes from the seat to act. */
static void read_accepted_actions(checker *k, const cJSON *accept, const cJSON *legal,
                                  cJSON *accepted) {
    if (!cJSON_IsArray(accept) || !accept->child) {
        lesson_problem(k, "accept", NULL,
                       "\"accept\" must be a list of at least one action of the `hand` request, "
                       "such as [{\"bid\": \"garde\"}].");
        return;
    }
    int index = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, accept) {
        cJSON *action = action_of(k, item, "accept");
        if (!action) continue;
        cJSON *written = canonical(k, action);
        cJSON_Delete(action);
        char text[100], card[24], labels[400];
        if (listed(k, accepted, NULL, written)) {
            lesson_problem(k, "accept", card_of(written, card), "%s appears twice in \"accept\".",
                           shown(written, text));
        } else if (!apply(k, written, index, 1)) {
            lesson_problem(k, "accept", card_of(written, card),
                           "%s is accepted, but it may not be taken here: %s", shown(written, text),
                           k->c.error.message);
        } else if (must_be_covered(name_of(written)) && !listed(k, legal, NULL, written)) {
            labels_of(legal, labels, sizeof labels);
            lesson_problem(k, "accept", card_of(written, card),
                           "%s is legal, but the core offers it in other words, so the app could "
                           "not show it: write it as the `hand` request's \"legal\" does (%s).",
                           shown(written, text), labels);
        } else {
            cJSON_AddItemToArray(accepted, written);
            written = NULL;
        }
        cJSON_Delete(written);
        index++;
    }
}

/* The legal actions whose label is `label`. */
static const cJSON *by_label(const cJSON *legal, const char *label, int *matches) {
    const cJSON *found = NULL, *entry;
    *matches = 0;
    cJSON_ArrayForEach(entry, legal) {
        char text[64];
        label_of(entry, text, sizeof text);
        if (strcmp(text, label) != 0) continue;
        found = entry;
        ++*matches;
    }
    return found;
}

/* One `not_best` entry: a legal action, not accepted, with the author's reason. */
static void add_not_best(checker *k, const cJSON *action, const cJSON *why, const cJSON *accepted,
                         cJSON *out) {
    char text[100], card[24], label[64];
    cJSON *written = canonical(k, action);
    if (!cJSON_IsString(why) || !why->valuestring[0])
        lesson_problem(k, "not_best", card_of(written, card),
                       "\"not_best\" must give %s a reason: a sentence saying why it is legal but "
                       "not what this lesson asks.",
                       shown(written, text));
    else if (listed(k, accepted, NULL, written))
        lesson_problem(k, "not_best", card_of(written, card),
                       "%s is both accepted and in \"not_best\".", shown(written, text));
    else if (!apply(k, written, 0, 1))
        lesson_problem(k, "not_best", card_of(written, card),
                       "%s is in \"not_best\", but it may not be taken here: %s",
                       shown(written, text), k->c.error.message);
    else if (listed(k, out, "action", written))
        lesson_problem(k, "not_best", card_of(written, card), "%s appears twice in \"not_best\".",
                       shown(written, text));
    else {
        cJSON *entry = cJSON_CreateObject();
        label_of(written, label, sizeof label);
        cJSON_AddItemToObject(entry, "action", written);
        cJSON_AddStringToObject(entry, "label", label);
        cJSON_AddStringToObject(entry, "why", why->valuestring);
        cJSON_AddItemToArray(out, entry);
        return;
    }
    cJSON_Delete(written);
}

/* `not_best`: {label: why} for actions the core offers one by one, or a list of {"action",
 * "why"} for any legal action. */
static void read_action_not_best(checker *k, const cJSON *object, const cJSON *legal,
                                 const cJSON *accepted, cJSON *out) {
    if (!object) return;
    const cJSON *item;
    if (cJSON_IsObject(object)) {
        cJSON_ArrayForEach(item, object) {
            int matches;
            char labels[400], name[48];
            const cJSON *action = by_label(legal, item->string, &matches);
            clip(item->string, 40, name);
            if (matches == 1) {
                add_not_best(k, action, item, accepted, out);
                continue;
            }
            labels_of(legal, labels, sizeof labels);
            if (matches == 0)
                lesson_problem(k, "not_best", NULL,
                               "\"%s\" in \"not_best\" names no action the seat may take here; "
                               "the legal ones are %s.",
                               name, labels[0] ? labels : "choices of cards, given as a list");
            else
                lesson_problem(k, "not_best", NULL,
                               "\"%s\" in \"not_best\" names more than one legal action: give them "
                               "as a list of {\"action\": ..., \"why\": ...}.",
                               name);
        }
        return;
    }
    if (!cJSON_IsArray(object)) {
        lesson_problem(k, "not_best", NULL,
                       "\"not_best\" must be an object such as {\"petite\": \"legal, but ...\"} "
                       "or a list of {\"action\": ..., \"why\": ...}.");
        return;
    }
    cJSON_ArrayForEach(item, object) {
        cJSON *action = cJSON_IsObject(item) ? action_of(k, get(item, "action"), "not_best") : NULL;
        if (!action) {
            if (!cJSON_IsObject(item))
                lesson_problem(
                    k, "not_best", NULL,
                    "Each entry of \"not_best\" must be {\"action\": ..., \"why\": ...}.");
            continue;
        }
        add_not_best(k, action, get(item, "why"), accepted, out);
        cJSON_Delete(action);
    }
}

int lesson_ask_action(checker *k, const cJSON *step, cJSON *question) {
    if (!k->whole_hand)
        return lesson_problem(k, "ask", NULL,
                              "An \"action\" question is asked on a whole hand: give the lesson "
                              "\"whole_hand\": true and a \"deal\".");
    if (!k->running || !lesson_learner_acts(k, "act")) return 0;
    lesson_hand *h = &k->hand;
    cJSON *answer = lesson_hand_answer(k);
    if (!answer) return 0;
    const cJSON *legal = get(answer, "legal");
    cJSON_AddNumberToObject(question, "seat", k->learner);
    cJSON_AddStringToObject(question, "phase", tutor_hand_phase(&h->state));
    cJSON_AddItemToObject(question, "hand",
                          set_array(k->c.game, tutor_hand_holding(&h->state, k->learner)));
    static const char *const offered[] = {"legal", "labels", "pending", "illegal"};
    for (size_t i = 0; i < sizeof offered / sizeof offered[0]; i++)
        cJSON_AddItemToObject(question, offered[i], cJSON_Duplicate(get(answer, offered[i]), 1));
    cJSON_AddItemToObject(question, "request", cJSON_Duplicate(h->request, 1));
    cJSON *accepted = cJSON_AddArrayToObject(question, "accept");
    cJSON *not_best = cJSON_AddArrayToObject(question, "not_best");
    const cJSON *accept = get(step, "accept");
    if (accept) read_accepted_actions(k, accept, legal, accepted);
    read_action_not_best(k, get(step, "not_best"), legal, accepted, not_best);

    /* Every bid, take or play the core offers, of a kind the question accepts, is accounted
     * for; choices of cards need not be (lessons/README.md). */
    const cJSON *entry;
    cJSON_ArrayForEach(entry, legal) {
        const char *name = name_of(entry);
        if (!must_be_covered(name)) continue;
        int asked = 0;
        const cJSON *other;
        cJSON_ArrayForEach(other, accepted) asked |= strcmp(name_of(other), name) == 0;
        if (!asked || listed(k, accepted, NULL, entry) || listed(k, not_best, "action", entry))
            continue;
        char label[64], text[100], card[24];
        label_of(entry, label, sizeof label);
        lesson_problem(k, "accept", card_of(entry, card),
                       "\"%s\" (%s) is legal here, so it must be accepted or given a reason in "
                       "\"not_best\".",
                       label, shown(entry, text));
    }
    cJSON_Delete(answer);
    return 1;
}
