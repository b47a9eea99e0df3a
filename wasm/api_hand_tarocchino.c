/*
 * api_hand_tarocchino.c: Ottocento's and Eight Hundred's whole hand
 * (tutor_tarocchino_hand.h) for the `hand` request. Actions: the dealer's {"discard": [two
 * cards]}, each player's {"declare": [{"kind": ..., "cards": [...]}, ...]} (the kinds as the
 * `combinations` request names them; an empty list declares nothing) and {"play": card}. The
 * request may give `scores`, each partnership's game score before the hand.
 */
#include <string.h>

#include "api_hand.h"
#include "tutor_tarocchino_hand.h"

/* The kinds of combination in each game's words, as the combinations request writes them. */
typedef struct {
    const char *word;
    tutor_combination_kind kind;
} kind_word;

#define KIND_WORDS(honours, moors)                                                                 \
    {                                                                                              \
        {honours, TUTOR_CRICCA_HONOURS}, {"kings", TUTOR_CRICCA_KINGS},                            \
            {"queens", TUTOR_CRICCA_QUEENS}, {"knights", TUTOR_CRICCA_KNIGHTS},                    \
            {"jacks", TUTOR_CRICCA_JACKS}, {"trumps", TUTOR_SEQUENCE_TRUMPS},                      \
            {"suit", TUTOR_SEQUENCE_SUIT}, {moors, TUTOR_SEQUENCE_MOORS},                          \
            {"aces", TUTOR_SEQUENCE_ACES},                                                         \
    }
enum { KINDS = 9 };
static const kind_word ottocento_kinds[KINDS] = KIND_WORDS("tarocchi", "moors");
static const kind_word eight_hundred_kinds[KINDS] = KIND_WORDS("honours", "quartet");

static const kind_word *kinds_of(const tutor_game *game) {
    return strcmp(tutor_game_id(game), "ottocento") == 0 ? ottocento_kinds : eight_hundred_kinds;
}

/* One declaration: {"kind": word, "cards": [...]}, a wild card counting in several. */
static int read_declaration(api_call *c, const cJSON *item, tutor_tarocchino_declaration *out) {
    const cJSON *kind = cJSON_GetObjectItemCaseSensitive(item, "kind");
    const kind_word *words = kinds_of(c->game);
    int found = 0;
    for (int k = 0; cJSON_IsString(kind) && k < KINDS && !found; k++)
        if (strcmp(kind->valuestring, words[k].word) == 0) {
            out->kind = words[k].kind;
            found = 1;
        }
    if (!found)
        return api_fail(c, "bad-field",
                        "Each declaration is {\"kind\": ..., \"cards\": [...]}, the kind one of "
                        "\"%s\", \"kings\", \"queens\", \"knights\", \"jacks\", \"trumps\", "
                        "\"suit\", \"%s\" or \"aces\".",
                        words[0].word, words[7].word);
    tutor_card cards[TUTOR_SET_CAPACITY];
    int n;
    out->cards = tutor_set_empty();
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(item, "cards");
    return read_cards(c, list, "declare.cards", cards, TUTOR_SET_CAPACITY, &n, &out->cards);
}

static int read_declarations(api_call *c, const cJSON *list, tutor_tarocchino_declaration *out,
                             int *n) {
    enum { MOST = TUTOR_MAX_CRICCHE + TUTOR_MAX_SEQUENCES };
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > MOST)
        return api_fail(c, "bad-field",
                        "\"declare\" must be a list of at most %d {\"kind\": ..., \"cards\": "
                        "[...]} (an empty list declares nothing).",
                        MOST);
    *n = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, list) if (!read_declaration(c, item, &out[(*n)++])) return 0;
    return 1;
}

static int apply_tarocchino(api_call *c, void *state, const cJSON *action, tutor_reason *why) {
    tutor_tarocchino_hand *hand = state;
    int seat = acting_seat(tutor_tarocchino_hand_turn(hand));
    tutor_card cards[TUTOR_SET_CAPACITY];
    tutor_set seen = tutor_set_empty();
    int n;
    const cJSON *item;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "discard")))
        return read_cards(c, item, "discard", cards, TUTOR_SET_CAPACITY, &n, &seen) &&
               tutor_tarocchino_hand_discard(hand, seat, cards, n, why, &c->error) == TUTOR_OK;
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "declare"))) {
        tutor_tarocchino_declaration shown[TUTOR_MAX_CRICCHE + TUTOR_MAX_SEQUENCES];
        return read_declarations(c, item, shown, &n) &&
               tutor_tarocchino_hand_declare(hand, seat, shown, n, why, &c->error) == TUTOR_OK;
    }
    if ((item = cJSON_GetObjectItemCaseSensitive(action, "play")))
        return read_card(c, item, "play", &cards[0], &seen) &&
               tutor_tarocchino_hand_play(hand, seat, cards[0], why, &c->error) == TUTOR_OK;
    return api_fail(c, "bad-field",
                    "actions[%d] must be one of {\"discard\": [two cards]}, {\"declare\": "
                    "[...]} or {\"play\": \"<card>\"}.",
                    c->error_index);
}

/* {"declare": {"any_of": [{"kind", "cards", "points"}, ...]}}: every combination the seat
 * holds, at its most, each written as a declaration of it (`cards` with its wild cards). A
 * declaration shows any of them (none: []), or fewer of a combination's cards. */
static cJSON *declarable_json(api_call *c, const tutor_combinations_result *found) {
    cJSON *action = cJSON_CreateObject();
    cJSON *any_of = cJSON_AddArrayToObject(cJSON_AddObjectToObject(action, "declare"), "any_of");
    const tutor_combination *lists[2] = {found->cricche, found->sequences};
    int counts[2] = {found->cricca_count, found->sequence_count};
    for (int l = 0; l < 2; l++)
        for (int i = 0; i < counts[l]; i++) {
            cJSON *entry = cJSON_CreateObject();
            cJSON_AddStringToObject(entry, "kind", lists[l][i].name);
            cJSON_AddItemToObject(
                entry, "cards",
                set_array(c->game, tutor_set_or(lists[l][i].cards, lists[l][i].wild)));
            cJSON_AddNumberToObject(entry, "points", lists[l][i].points);
            cJSON_AddItemToArray(any_of, entry);
        }
    return action;
}

static void offer_tarocchino(hand_offer *offer, const void *state, int seat) {
    const tutor_tarocchino_hand *hand = state;
    api_call *c = offer_call(offer);
    tutor_set discards = tutor_tarocchino_hand_legal_discards(hand, seat);
    if (!tutor_set_is_empty(discards))
        offer_add(offer, action_choice(c, "discard", TUTOR_TAROCCHINO_DISCARDS, discards));
    if (hand->phase == TUTOR_TAROCCHINO_DECLARING) {
        tutor_combinations_result found;
        tutor_tarocchino_hand_declarable(hand, seat, &found);
        offer_add(offer, declarable_json(c, &found));
    }
    if (hand->phase == TUTOR_TAROCCHINO_PLAYING)
        offer_plays(offer, tutor_tarocchino_hand_holding(hand, seat));
}

#define TAROCCHINO_HAND(id)                                                                        \
    { .game_id = id, .apply = apply_tarocchino, .offer = offer_tarocchino }
const hand_game hand_ottocento = TAROCCHINO_HAND("ottocento");
const hand_game hand_eight_hundred = TAROCCHINO_HAND("eight-hundred");
