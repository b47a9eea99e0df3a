/*
 * combinations.c: the cricche and sequences of Ottocento and Eight Hundred
 * (tarocchino.h). The two games score alike; their `combination_rules` hold what differs.
 *
 * Sources: shared/seeds/000 (Ottocento, "Cricche" and "Sequences") and 003 (Eight Hundred,
 * "Combinations" and "Patterns"); the choices made where they are silent are listed in
 * docs/rules-decisions.md.
 *
 * Cricche: "Any 3 / All 4: Tarocchi 18 36, Kings 17 34, Queens 14 28, Knights 13 26, Pages 12
 * 24"; "No wild cards are used when counting cricche", so the 1 and the Fool count only as the
 * Honours they are. Sequences: "10 points for the first 3 cards, plus 5 points for each
 * additional card". Either kind counts twice when "3 or more" are scored.
 *
 * The wild cards, the begato (the 1 of trumps) and the Fool, "may be used in all sequences",
 * but "only once within a single pattern"; and "If the pattern is naturally complete ... they
 * may be added to the end to extend it". Two wilds in a row: Ottocento's "two wilds in a row
 * end the sequence" counts both and nothing after them; Eight Hundred's wilds "may not replace
 * two consecutive cards". A naturally complete run or set takes both wilds after its end in
 * Ottocento (the Bolognese rules: "aggiungervi 1 o 2 Contatori"), one in Eight Hundred ("The
 * maximum score for most of them is therefore 40 points").
 *
 * Runs: a trump run starts at the real 21, a suit run at the real King. Of the three cards
 * after that anchor, "at least two" must be there, real or wild, "at least one of which must
 * be real" (so one of them may be missing). Trumps then go on down card by card to the 6 while
 * each card is real or a wild stands for it; the 2 to the 5 are of equal rank, a set of their
 * own. Ottocento's suit run may then "also add the Ace of the suit".
 * Sets (the trumps 2 to 5, the Aces): "at least 3 ... and at least 2 of them must be real".
 */
#include <string.h>

#include "suited.h"
#include "tarocchino.h"

typedef struct combination_rules game_rules;

const struct combination_rules tarocchino_rules[] = {
    [TUTOR_COMBINATIONS_OTTOCENTO] = {TUTOR_COMBINATIONS_OTTOCENTO, 1, 1, 2, 1, 0, 0},
    [TUTOR_COMBINATIONS_EIGHT_HUNDRED] = {TUTOR_COMBINATIONS_EIGHT_HUNDRED, 0, 0, 1, 0, 1, 1},
};

#define KIND_WORDS(honours, moors)                                                                 \
    {                                                                                              \
        [TUTOR_CRICCA_HONOURS] = honours, [TUTOR_CRICCA_KINGS] = "kings",                          \
        [TUTOR_CRICCA_QUEENS] = "queens", [TUTOR_CRICCA_KNIGHTS] = "knights",                      \
        [TUTOR_CRICCA_JACKS] = "jacks", [TUTOR_SEQUENCE_TRUMPS] = "trumps",                        \
        [TUTOR_SEQUENCE_SUIT] = "suit", [TUTOR_SEQUENCE_MOORS] = moors,                            \
        [TUTOR_SEQUENCE_ACES] = "aces"                                                             \
    }
const char *const combination_kind_words[2][TUTOR_SEQUENCE_ACES + 1] = {
    [TUTOR_COMBINATIONS_OTTOCENTO] = KIND_WORDS("tarocchi", "moors"),
    [TUTOR_COMBINATIONS_EIGHT_HUNDRED] = KIND_WORDS("honours", "quartet"),
};

/* The four suits' cards of a rank, as a constant. */
#define RANK_CARDS(rank)                                                                           \
    SUITED_SET4(SUITED_CARD(0, rank), SUITED_CARD(1, rank), SUITED_CARD(2, rank),                  \
                SUITED_CARD(3, rank))

/* By kind: its four cards (the Honours, or the suits' cards of a rank), and three's and four's
 * points. */
static const struct {
    tutor_set members;
    int three, four;
} cricca_scores[] = {
    [TUTOR_CRICCA_HONOURS] = {SUITED_SET4(SUITED_TRUMP(21), SUITED_TRUMP(20), SUITED_TRUMP(1),
                                          SUITED_FOOL),
                              18, 36},
    [TUTOR_CRICCA_KINGS] = {RANK_CARDS(RANK_K), 17, 34},
    [TUTOR_CRICCA_QUEENS] = {RANK_CARDS(RANK_Q), 14, 28},
    [TUTOR_CRICCA_KNIGHTS] = {RANK_CARDS(RANK_N), 13, 26},
    [TUTOR_CRICCA_JACKS] = {RANK_CARDS(RANK_J), 12, 24},
};

/* The wild cards in the order they are used when a sequence needs only one. */
static const tutor_card wild_cards[2] = {SUITED_TRUMP(1), SUITED_FOOL};

enum {
    HEAD = 4,       /* a run's anchor and the three cards after it */
    TRUMP_RUN = 16, /* the 21 down to the 6 */
    SUIT_RUN = 4    /* King, Queen, Knight, Jack */
};

typedef enum { MISSING, REAL, WILD } slot_state;

static int sequence_points(int length) { return 10 + 5 * (length - 3); }

/* The size of a set of a few cards (a group of four): one step a card, where a popcount may be
 * a library call, and the hand scores at every trick. */
static int few_cards(tutor_set cards) {
    int n = 0;
    for (; !tutor_set_is_empty(cards); n++) cards = tutor_set_remove(cards, tutor_set_first(cards));
    return n;
}

/* How many cards a run holds with the wilds placed as `state` says (and `extended` more after
 * its last slot), or 0 when the rules refuse it. *end: the slot where it stops. */
static int run_length(const game_rules *game, const uint8_t *state, int slots, int extended,
                      int *end) {
    if (state[0] != REAL) return 0;
    /* Two wilds "in a row" have no real card between them, even across a missing one. */
    int limit = slots, before = REAL;
    for (int i = 1; i < limit; i++) {
        if (state[i] == MISSING) continue;
        if (state[i] == WILD && before == WILD) {
            if (!game->pair_ends_run) return 0;
            limit = i + 1; /* the second still counts; nothing after it does */
        }
        before = state[i];
    }
    int present = 0, real = 0;
    for (int i = 1; i < HEAD && i < limit; i++) {
        present += state[i] != MISSING;
        real += state[i] == REAL;
    }
    if (present < 2 || real < 1) return 0;
    int natural = 1;
    for (int i = 1; i < slots; i++) natural &= state[i] == REAL;
    if (extended && !natural) return 0;
    int stop = HEAD < limit ? HEAD : limit;
    while (stop < limit && state[stop] != MISSING) stop++;
    for (int i = stop; i < slots; i++)
        if (state[i] == WILD) return 0; /* cut off from the run, it stands for nothing */
    int length = 1 + extended;
    for (int i = 1; i < stop; i++) length += state[i] != MISSING;
    *end = stop;
    return length;
}

/* The longest run of `slots` (anchor first) in `cards`. Each wild is tried unused, in every
 * missing slot and after the last one; with equal lengths, fewer wilds win, and of those the
 * first tried (the first wild's place varying fastest). Only the places a wild may take are
 * tried: scoring runs at every trick's end, so the search must stay small. */
static int best_run(const game_rules *game, const tutor_card *slot, int slots, tutor_set cards,
                    tutor_set *real, tutor_set *wild) {
    if (!tutor_set_has(cards, slot[0])) return 0; /* no anchor, no run, wherever the wilds go */
    uint8_t held[TRUMP_RUN];
    for (int i = 0; i < slots; i++) held[i] = tutor_set_has(cards, slot[i]) ? REAL : MISSING;
    /* Each wild's places in the order tried: unused (-1), a missing slot, after the end. A run
     * stops at its first gap after the head, and a wild past that gap stands for nothing: a
     * missing slot past the head's first two gaps (the other wild may fill one) is not tried. */
    int places[TRUMP_RUN + 2], count = 0, gaps = 0;
    places[count++] = -1;
    for (int i = 0; i < slots; i++)
        if (held[i] == MISSING && (i < HEAD || gaps++ < 2)) places[count++] = i;
    places[count++] = slots;
    int wild_count = 0;
    tutor_card wilds[2];
    for (int w = 0; w < 2; w++)
        if (tutor_set_has(cards, wild_cards[w])) wilds[wild_count++] = wild_cards[w];
    int outer = wild_count == 2 ? count : 1, inner = wild_count >= 1 ? count : 1;

    int best = 0, best_used = 0;
    for (int b = 0; b < outer; b++)
        for (int a = 0; a < inner; a++) {
            int place[2] = {wild_count >= 1 ? places[a] : -1, wild_count == 2 ? places[b] : -1};
            if (place[0] >= 0 && place[0] < slots && place[0] == place[1]) continue;
            uint8_t state[TRUMP_RUN];
            memcpy(state, held, (size_t)slots);
            int extended = 0, used_count = 0;
            tutor_set used = tutor_set_empty();
            for (int w = 0; w < wild_count; w++) {
                if (place[w] < 0) continue;
                used = tutor_set_add(used, wilds[w]);
                used_count++;
                if (place[w] == slots) extended++;
                else state[place[w]] = WILD;
            }
            if (extended > game->extra_wilds) continue;
            int end = 0, length = run_length(game, state, slots, extended, &end);
            if (length > best || (length > 0 && length == best && used_count < best_used)) {
                best = length;
                best_used = used_count;
                *wild = used;
                *real = tutor_set_empty();
                for (int i = 0; i < end; i++)
                    if (state[i] == REAL) *real = tutor_set_add(*real, slot[i]);
            }
        }
    return best;
}

/* A set of four cards of equal standing (the trumps 2 to 5, the Aces): two real at least,
 * wilds for the missing ones, and the game's extra wilds beyond a naturally complete four. */
static int best_set(const game_rules *game, const tutor_card *member, tutor_set cards,
                    tutor_set *real, tutor_set *wild) {
    *real = *wild = tutor_set_empty();
    for (int i = 0; i < 4; i++)
        if (tutor_set_has(cards, member[i])) *real = tutor_set_add(*real, member[i]);
    int length = few_cards(*real);
    if (length < 2) return 0;
    int room = length == 4 ? game->extra_wilds : 4 - length;
    for (int w = 0; w < 2 && room > 0; w++)
        if (tutor_set_has(cards, wild_cards[w])) {
            *wild = tutor_set_add(*wild, wild_cards[w]);
            room--;
            length++;
        }
    return length >= 3 ? length : 0;
}

static void add(tutor_combination *list, int *count, const char *const *words,
                tutor_combination_kind kind, tutor_set real, tutor_set wild, int points) {
    list[(*count)++] = (tutor_combination){kind, words[kind], real, wild, points};
}

static void find_cricche(const char *const *words, tutor_set cards,
                         tutor_combinations_result *out) {
    for (int k = TUTOR_CRICCA_HONOURS; k <= TUTOR_CRICCA_JACKS; k++) {
        tutor_set held = tutor_set_and(cards, cricca_scores[k].members);
        int n = few_cards(held);
        if (n >= 3)
            add(out->cricche, &out->cricca_count, words, (tutor_combination_kind)k, held,
                tutor_set_empty(), n == 4 ? cricca_scores[k].four : cricca_scores[k].three);
    }
}

static void find_sequences(const game_rules *game, const char *const *words, tutor_set cards,
                           tutor_combinations_result *out) {
    tutor_set real, wild;
    tutor_card slot[TRUMP_RUN];
    for (int i = 0; i < TRUMP_RUN; i++) slot[i] = SUITED_TRUMP(21 - i);
    int length = best_run(game, slot, TRUMP_RUN, cards, &real, &wild);
    if (length)
        add(out->sequences, &out->sequence_count, words, TUTOR_SEQUENCE_TRUMPS, real, wild,
            sequence_points(length));

    for (int suit = 0; suit < 4; suit++) {
        for (int i = 0; i < SUIT_RUN; i++) slot[i] = SUITED_CARD(suit, RANK_K - i);
        length = best_run(game, slot, SUIT_RUN, cards, &real, &wild);
        if (!length) continue;
        tutor_card ace = SUITED_CARD(suit, 1);
        if (game->suit_takes_ace && tutor_set_has(cards, ace)) {
            real = tutor_set_add(real, ace);
            length++;
        }
        add(out->sequences, &out->sequence_count, words, TUTOR_SEQUENCE_SUIT, real, wild,
            sequence_points(length));
    }

    const tutor_card sets[2][4] = {
        {SUITED_TRUMP(2), SUITED_TRUMP(3), SUITED_TRUMP(4), SUITED_TRUMP(5)},
        {SUITED_CARD(0, 1), SUITED_CARD(1, 1), SUITED_CARD(2, 1), SUITED_CARD(3, 1)}};
    for (int k = 0; k < 2; k++)
        if ((length = best_set(game, sets[k], cards, &real, &wild)))
            add(out->sequences, &out->sequence_count, words, TUTOR_SEQUENCE_MOORS + k, real, wild,
                sequence_points(length));
}

int tutor_game_scores_combinations(const tutor_game *game) {
    return game && game->combinations != NULL;
}

tutor_status tutor_game_combinations(const tutor_game *game, tutor_set cards,
                                     tutor_combinations_result *out, tutor_error *error) {
    if (!tutor_game_scores_combinations(game))
        return explain_reject(game, (explain_input){.code = EXPLAIN_SCORES_NO_COMBINATIONS}, error);
    tutor_options none;
    tutor_options_init(&none);
    tutor_set outside = tutor_set_minus(cards, tutor_pack(game, &none));
    if (!tutor_set_is_empty(outside))
        return explain_reject(
            game, (explain_input){.code = EXPLAIN_NOT_IN_PACK_OF, .number = {tutor_set_first(outside), 62}}, error);
    memset(out, 0, sizeof *out);
    combinations_of_pack_cards(game, cards, out);
    return TUTOR_OK;
}

void combinations_of_pack_cards(const tutor_game *game, tutor_set cards,
                                tutor_combinations_result *out) {
    /* Only the counts are cleared: the lists are read as far as them. */
    out->cricca_count = out->sequence_count = out->total = 0;
    tutor_combination_rules which = game->combinations->which;
    find_cricche(combination_kind_words[which], cards, out);
    find_sequences(game->combinations, combination_kind_words[which], cards, out);

    /* "remember to double the points if 3 or more different cricche are scored" */
    out->doubled_cricche = out->cricca_count >= 3;
    out->doubled_sequences = out->sequence_count >= 3;
    for (int i = 0; i < out->cricca_count; i++)
        out->total += out->cricche[i].points * (out->doubled_cricche ? 2 : 1);
    for (int i = 0; i < out->sequence_count; i++)
        out->total += out->sequences[i].points * (out->doubled_sequences ? 2 : 1);
}
