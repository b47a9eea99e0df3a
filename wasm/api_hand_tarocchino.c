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

_Static_assert(sizeof(tutor_tarocchino_hand) <= HAND_STATE_MAX, "HAND_STATE_MAX is too small");

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

static int started(const tutor_tarocchino_hand *hand) { return hand->play.game != NULL; }

/* `scores`: [partnership 0's, partnership 1's] game score before the hand; 0 and 0 when
 * absent. */
static int read_scores(api_call *c, int *scores) {
    const cJSON *item = field(c, "scores");
    scores[0] = scores[1] = 0;
    if (!item) return 1;
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

static int start_tarocchino(api_call *c, void *state, const hand_start *start) {
    int scores[2];
    return read_scores(c, scores) &&
           tutor_tarocchino_hand_start(state, c->game, &start->deal, start->dealer, scores,
                                       &c->error) == TUTOR_OK;
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

static int turn_tarocchino(const void *state) { return tutor_tarocchino_hand_turn(state); }

static const char *phase_tarocchino(const void *state) {
    static const char *const names[] = {"discarding", "declaring", "playing", "over"};
    return names[((const tutor_tarocchino_hand *)state)->phase];
}

static int seats_tarocchino(const void *state) {
    (void)state;
    return TUTOR_TAROCCHINO_SEATS;
}

static tutor_set holding_tarocchino(const void *state, int seat) {
    return tutor_tarocchino_hand_holding(state, seat);
}

static const tutor_options *options_tarocchino(const void *state) {
    return &((const tutor_tarocchino_hand *)state)->options;
}

static hand_tricks tricks_tarocchino(const void *state) {
    const tutor_tarocchino_hand *hand = state;
    hand_tricks tricks = {hand->play.tricks, hand->play.tricks_done, started(hand),
                          hand->play.current};
    return tricks;
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

static cJSON *combinations_json(api_call *c, const tutor_combinations_result *shown) {
    cJSON *object = cJSON_CreateObject();
    cJSON *cricche = cJSON_AddArrayToObject(object, "cricche");
    for (int i = 0; i < shown->cricca_count; i++)
        cJSON_AddItemToArray(cricche, combination_json(c, &shown->cricche[i], 0));
    cJSON *sequences = cJSON_AddArrayToObject(object, "sequences");
    for (int i = 0; i < shown->sequence_count; i++)
        cJSON_AddItemToArray(sequences, combination_json(c, &shown->sequences[i], 1));
    cJSON_AddNumberToObject(object, "total", shown->total);
    return object;
}

/* The dealer's discard lies face down; declarations are shown to all, and so is what became
 * of the Fool. */
static void describe_tarocchino(api_call *c, const void *state, int viewer, cJSON *into) {
    static const char *const fool_states[] = {"in-hand", "kept", "owed", "paid", "lost"};
    const tutor_tarocchino_hand *hand = state;
    cJSON *aside = cJSON_AddObjectToObject(into, "aside");
    if (!tutor_set_is_empty(hand->discard))
        cJSON_AddItemToObject(
            aside, "discard",
            pile_json(c, hand->discard, viewer == TUTOR_NO_SEAT || viewer == hand->dealer));
    cJSON_AddNumberToObject(into, "declared", hand->declared);
    cJSON *declarations = cJSON_AddArrayToObject(into, "declarations");
    for (int s = 0; s < TUTOR_TAROCCHINO_SEATS; s++)
        cJSON_AddItemToArray(declarations, combinations_json(c, &hand->declarations[s]));
    cJSON_AddStringToObject(into, "fool", fool_states[hand->fool]);
    if (hand->fool == TUTOR_FOOL_PAID)
        cJSON_AddItemToObject(into, "fool_payment", card_string(c->game, hand->fool_payment));
    cJSON *before = cJSON_AddArrayToObject(into, "scores_before");
    for (int side = 0; side < 2; side++)
        cJSON_AddItemToArray(before, cJSON_CreateNumber(hand->scores_before[side]));
}

static cJSON *line_json(api_call *c, const tutor_tarocchino_line *line) {
    static const char *const moments[] = {"declared", "in-trick", "at-end"};
    static const char *const items[] = {
        "cricca", "sequence", "cricche-doubled", "sequences-doubled", "card-points", "last-trick"};
    cJSON *object = cJSON_CreateObject();
    cJSON_AddStringToObject(object, "item", items[line->item]);
    cJSON_AddNumberToObject(object, "points", line->points);
    cJSON_AddNumberToObject(object, "side", line->side);
    if (line->seat != TUTOR_NO_SEAT) cJSON_AddNumberToObject(object, "seat", line->seat);
    cJSON_AddStringToObject(object, "moment", moments[line->moment]);
    if (line->moment == TUTOR_TAROCCHINO_IN_TRICK)
        cJSON_AddNumberToObject(object, "trick", line->trick);
    if (line->item == TUTOR_TAROCCHINO_CRICCA || line->item == TUTOR_TAROCCHINO_SEQUENCE)
        cJSON_AddItemToObject(
            object, "combination",
            combination_json(c, &line->combination, line->item == TUTOR_TAROCCHINO_SEQUENCE));
    if (line->item == TUTOR_TAROCCHINO_CARD_POINTS)
        cJSON_AddNumberToObject(object, "cards", line->cards);
    return object;
}

/* Ottocento and Eight Hundred score as they go (declarations at once, Eight Hundred's tricks
 * as they are won), so `score` is there from the start: the lines so far, and once the hand
 * is played out (`complete`) the end-of-hand lines too. */
static int score_tarocchino(api_call *c, const void *state, cJSON *into) {
    const tutor_tarocchino_hand *hand = state;
    tutor_tarocchino_score score;
    if (tutor_tarocchino_hand_score(hand, &score, &c->error)) return 0;
    cJSON *object = cJSON_AddObjectToObject(into, "score");
    cJSON *lines = cJSON_AddArrayToObject(object, "lines");
    for (int i = 0; i < score.line_count; i++)
        cJSON_AddItemToArray(lines, line_json(c, &score.lines[i]));
    cJSON_AddItemToObject(object, "hand_points", pair_json(score.hand_points));
    cJSON_AddItemToObject(object, "game_score", pair_json(score.game_score));
    cJSON_AddBoolToObject(object, "complete", score.complete);
    cJSON_AddItemToObject(object, "winner",
                          score.winner == TUTOR_TAROCCHINO_NO_SIDE
                              ? cJSON_CreateNull()
                              : cJSON_CreateNumber(score.winner));
    cJSON_AddBoolToObject(object, "ended_early", hand->ended_early);
    return 1;
}

#define TAROCCHINO_HAND(id)                                                                        \
    {                                                                                              \
        .game_id = id, .size = sizeof(tutor_tarocchino_hand), .start = start_tarocchino,           \
        .apply = apply_tarocchino, .turn = turn_tarocchino, .phase = phase_tarocchino,             \
        .seats = seats_tarocchino, .holding = holding_tarocchino, .options = options_tarocchino,   \
        .tricks = tricks_tarocchino, .offer = offer_tarocchino, .describe = describe_tarocchino,   \
        .score = score_tarocchino,                                                                 \
    }
const hand_game hand_ottocento = TAROCCHINO_HAND("ottocento");
const hand_game hand_eight_hundred = TAROCCHINO_HAND("eight-hundred");
