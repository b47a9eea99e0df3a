/*
 * Random play for every registered game: seeded deals played out with tutor_play, a random
 * legal card at every turn, under every combination of the options that matters for play.
 *
 * At every turn: the legal set and the refusals agree card by card (each card held but not
 * legal has a reason and a sentence, and playing it is refused with that reason and changes
 * nothing); every legal card is accepted; and every card of the pack is in exactly one place
 * (a hand, the trick in progress, a pile or the deal's rest). At every trick: the right size,
 * the seats in turn, and a winner with a winning reason that tutor_winner gives too. At the
 * end: every trick played, and the piles and the rest count to the game's whole.
 *
 * A failure names the game, the options, the seed, the dealer, the leader and the position,
 * so it can be replayed alone: `test_random_play [-v] [game id]` runs one game, and with -v
 * names each hand before playing it (for a hand that crashes).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "rng.h"
#include "tutor.h"

/* Games whose hands are more than trick play from a fixed deal: Burro draws from the stock
 * after each trick, which tutor_play does not model. Each has a random test of its own. */
static const char *const games_with_their_own_simulation[] = {"burro"};

/* Options that only say how a pile is counted, not how the cards are played. They stay at
 * their defaults here, so that every pile counts towards the game's whole. */
static const struct {
    const char *game;
    const char *option;
} counting_only_options[] = {
    /* the call a side scores under in the Game of Allegiance: only some suits count */
    {"piedmont-tarocchi", "allegiance"},
};

/* What a whole hand is worth, from the seeds. */
typedef struct {
    const char *game;
    int card_points; /* the whole pack, in count's unit (half-points when `halves`) */
    int halves;
    int extra;      /* count's second figure over the whole pack, or -1 when it has none */
    int last_trick; /* points for the last trick: the hand's score adds them, count does not */
    int total;      /* card points and the last trick */
    int tricks;     /* tricks in a hand, or 0 when the options decide (French Tarot's players) */
} expected_whole;

static const expected_whole wholes[] = {
    /* "between the 1-4, 2-3, 5-0, 5-5, and 6-4 that there were a total of 35 points ... Add 35
     * and 7 together, and you get a total of 42": count gives a point a trick itself. */
    {"texas-42", 42, 0, -1, 0, 42, 7},
    /* 91 card points, kept in half-points, and the three bouts. */
    {"french-tarot", 182, 1, 3, 0, 182, 0},
    /* "There are 70 card points in a round" (counted in threes, less 2 a three). */
    {"tapp-tarock", 70, 0, -1, 0, 70, 16},
    /* Counted in pairs, less 1 a pair: 87; "an additional 6 points awarded for winning the
     * last trick bringing the total to 93 points". The 6 are the hand's, so this test adds
     * them to what count gives. */
    {"ottocento", 87, 0, -1, 6, 93, 15},
    {"eight-hundred", 87, 0, -1, 6, 93, 15},
    /* 148 card points over the 80 cards, and 19 tricks. The seed adds 1 point a trick and
     * says "165 card points to be won"; 148 + 19 is 167. count leaves the trick points to the
     * hand's score: see docs/rules-decisions.md. */
    {"piedmont-tarocchi", 148, 0, -1, 0, 148, 19},
};

/* Enough hands to reach the rare positions (a Fool led, the Moors meeting, Good and Evil in
 * one trick) in every game, few enough to take seconds under AddressSanitizer. */
#define HANDS_PER_GAME 1500
#define MIN_HANDS_PER_COMBINATION 16
#define MAX_HANDS_PER_COMBINATION 250
#define MAX_COMBINATIONS 512
#define MAX_PRINTED_FAILURES 40

/* ---- failures that say where they happened ---------------------------------------------- */

static struct {
    const tutor_game *game;
    char options[160];
    uint64_t seed;
    int dealer, leader;
    const tutor_play *play; /* the position, or NULL before play starts */
} here;
static int printed_failures;
static int verbose; /* -v: name each hand before playing it, to find a hand that crashes */
/* How often each reason came up in the game being played: the summary shows which
 * obligations and which ways of winning the random hands reached. */
static long reasons_seen[TUTOR_REASON_COUNT];

static void format_set(const tutor_game *game, tutor_set set, char *buf, size_t size) {
    size_t used = 0;
    tutor_card c;
    buf[0] = '\0';
    TUTOR_SET_FOREACH(c, set) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(game, c, code);
        int n = snprintf(buf + used, size - used, "%s%s", used ? " " : "", code);
        if (n < 0 || (size_t)n >= size - used) break;
        used += (size_t)n;
    }
}

static const char *card_code(tutor_card card) {
    static char code[TUTOR_CODE_MAX];
    tutor_card_format(here.game, card, code);
    return code;
}

static void print_where(void) {
    fprintf(stderr, "  game %s, options {%s}, seed %llu, dealer %d, leader %d\n",
            tutor_game_id(here.game), here.options, (unsigned long long)here.seed, here.dealer,
            here.leader);
    const tutor_play *play = here.play;
    if (!play) return;
    char hand[400], trick[100] = "";
    fprintf(stderr, "  trick %d, seat %d to play", play->tricks_done + 1, play->turn);
    if (play->turn != TUTOR_NO_SEAT) {
        format_set(here.game, play->hands[play->turn], hand, sizeof hand);
        fprintf(stderr, ", holding [%s]", hand);
    }
    for (int i = 0; i < play->current.count; i++) {
        size_t used = strlen(trick);
        snprintf(trick + used, sizeof trick - used, "%s%s", i ? " " : "",
                 card_code(play->current.cards[i]));
    }
    fprintf(stderr, ", trick so far [%s]\n", trick);
}

#define EXPECT(cond, ...)                                                                          \
    do {                                                                                           \
        check_count++;                                                                             \
        if (!(cond)) {                                                                             \
            check_failures++;                                                                      \
            if (printed_failures++ < MAX_PRINTED_FAILURES) {                                       \
                fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);           \
                fprintf(stderr, __VA_ARGS__);                                                      \
                fputc('\n', stderr);                                                               \
                print_where();                                                                     \
            }                                                                                      \
        }                                                                                          \
    } while (0)

/* ---- reasons ---------------------------------------------------------------------------- */

/* Why a card held may not be played. */
static int is_obligation(tutor_reason_code code) {
    switch (code) {
    case TUTOR_MUST_FOLLOW:
    case TUTOR_MUST_TRUMP:
    case TUTOR_MUST_OVERTRUMP:
    case TUTOR_MUST_DRAW:
    case TUTOR_MUST_PLAY_NEAREST_SEVEN:
    case TUTOR_MUST_PLAY_PAIR:
        return 1;
    default:
        return 0;
    }
}

static int is_winning_reason(tutor_reason_code code) {
    switch (code) {
    case TUTOR_WINS_HIGHEST_TRUMP:
    case TUTOR_WINS_HIGHEST_OF_SUIT_LED:
    case TUTOR_WINS_NEAREST_SEVEN:
    case TUTOR_WINS_LAST_OF_EQUALS:
    case TUTOR_WINS_GOOD_EVIL_PAIR:
        return 1;
    default:
        return 0;
    }
}

/* A sentence with every word in place: a name or clause that came out empty leaves a doubled
 * space or a space before punctuation behind. */
static int well_formed(const char *sentence) {
    return sentence[0] != '\0' && sentence[0] != ' ' && !strstr(sentence, "  ") &&
           !strstr(sentence, " .") && !strstr(sentence, " ,") && !strstr(sentence, " :");
}

/* ---- option combinations ---------------------------------------------------------------- */

static int is_listed(const char *id, const char *const *ids, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (strcmp(ids[i], id) == 0) return 1;
    return 0;
}

static int counts_only(const tutor_game *game, const char *option) {
    for (size_t i = 0; i < sizeof counting_only_options / sizeof counting_only_options[0]; i++)
        if (strcmp(counting_only_options[i].game, tutor_game_id(game)) == 0 &&
            strcmp(counting_only_options[i].option, option) == 0)
            return 1;
    return 0;
}

static void describe_options(const tutor_game *game, const tutor_options *options, char *buf,
                             size_t size) {
    size_t used = 0;
    buf[0] = '\0';
    for (int o = 0; o < tutor_game_option_count(game); o++) {
        const tutor_option_spec *spec = tutor_game_option(game, o);
        if (options->value[o] < 0) continue;
        int n = snprintf(buf + used, size - used, "%s\"%s\": \"%s\"", used ? ", " : "", spec->name,
                         spec->values[options->value[o]]);
        if (n < 0 || (size_t)n >= size - used) break;
        used += (size_t)n;
    }
}

/* Every completed combination of the options that matter for play, each once: each option
 * takes every value and "not given" (its default, or for Texas 42's trump the contracts that
 * need none); the combinations tutor_options_complete refuses are left out. */
static int option_combinations(const tutor_game *game, tutor_options *out, int max) {
    int count = tutor_game_option_count(game);
    int choices[TUTOR_MAX_OPTIONS], at[TUTOR_MAX_OPTIONS] = {0};
    long total = 1;
    for (int o = 0; o < count; o++) {
        const tutor_option_spec *spec = tutor_game_option(game, o);
        choices[o] = counts_only(game, spec->name) ? 1 : spec->value_count + 1;
        total *= choices[o];
    }
    int n = 0;
    for (long k = 0; k < total; k++) {
        tutor_options options;
        tutor_options_init(&options);
        long rest = k;
        for (int o = 0; o < count; o++) {
            at[o] = (int)(rest % choices[o]);
            rest /= choices[o];
            /* choice 0: not given; choice v + 1: the value v */
            if (at[o] > 0) options.value[o] = (int8_t)(at[o] - 1);
        }
        if (tutor_options_complete(game, &options, TUTOR_FOR_PLAY, NULL) != TUTOR_OK) continue;
        int seen = 0;
        for (int i = 0; i < n && !seen; i++) seen = memcmp(&out[i], &options, sizeof options) == 0;
        if (seen) continue;
        EXPECT(n < max, "more than %d option combinations", max);
        if (n >= max) break;
        out[n++] = options;
    }
    return n;
}

/* ---- the whole hand's count --------------------------------------------------------------- */

static const expected_whole *whole_of(const tutor_game *game) {
    for (size_t i = 0; i < sizeof wholes / sizeof wholes[0]; i++)
        if (strcmp(wholes[i].game, tutor_game_id(game)) == 0) return &wholes[i];
    return NULL;
}

/* Texas 42's count tiles in a set that is not whole tricks (Nello's hand sitting out, which
 * count refuses): "the 1-4, 2-3, 5-0, 5-5, and 6-4" score their pips. */
static int texas_42_count_tiles(const tutor_game *game, tutor_set tiles) {
    int points = 0;
    tutor_card c;
    TUTOR_SET_FOREACH(c, tiles) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(game, c, code);
        int pips = (code[0] - '0') + (code[2] - '0');
        if (pips % 5 == 0) points += pips;
    }
    return points;
}

static int count_set(const tutor_game *game, const tutor_options *options, tutor_set set,
                     tutor_count_result *result) {
    tutor_card cards[TUTOR_SET_CAPACITY];
    int n = 0;
    tutor_card c;
    TUTOR_SET_FOREACH(c, set) cards[n++] = c;
    tutor_error error;
    tutor_status status = tutor_count(game, options, cards, n, result, &error);
    EXPECT(status == TUTOR_OK, "count of [%d cards] refused: %s", n, error.message);
    return status == TUTOR_OK;
}

/* The pack as counting sees it, under the options counting takes by default. */
static void check_whole_pack(const tutor_game *game) {
    const expected_whole *whole = whole_of(game);
    tutor_options options;
    tutor_options_init(&options);
    if (!whole || tutor_options_complete(game, &options, TUTOR_FOR_COUNTING, NULL) != TUTOR_OK)
        return;
    tutor_count_result result;
    if (!count_set(game, &options, tutor_pack(game, &options), &result)) return;
    EXPECT(result.points == whole->card_points, "the pack counts %d, expected %d", result.points,
           whole->card_points);
    EXPECT(result.halves == whole->halves, "halves %d", result.halves);
    if (whole->extra >= 0)
        EXPECT(result.extra == whole->extra, "the pack's %s: %d, expected %d",
               tutor_game_count_extra(game), result.extra, whole->extra);
    EXPECT(whole->card_points + whole->last_trick == whole->total, "the table's %s", whole->game);
}

/* At the end: every trick played, nothing left but what sits out, and everything counted. */
static void check_end(const tutor_play *play, const tutor_deal *deal, int hand_size) {
    const tutor_game *game = play->game;
    const expected_whole *whole = whole_of(game);
    EXPECT(play->tricks_done == hand_size, "%d tricks played, %d cards dealt a seat",
           play->tricks_done, hand_size);
    if (whole && whole->tricks)
        EXPECT(play->tricks_done == whole->tricks, "%d tricks, expected %d", play->tricks_done,
               whole->tricks);
    tutor_set left = tutor_set_empty();
    for (int s = 0; s < play->seats; s++) {
        if (s == play->sitting_out) continue;
        EXPECT(tutor_set_is_empty(play->hands[s]), "seat %d still holds cards", s);
    }
    if (play->sitting_out != TUTOR_NO_SEAT) left = play->hands[play->sitting_out];
    EXPECT(whole != NULL, "no expected total for %s: add it to wholes[]", tutor_game_id(game));
    if (!whole) return;

    /* Seat by seat, then all seats' piles at once: counting in pairs or threes gives the same
     * either way, since every pile is whole tricks. */
    int points = 0, extra = 0;
    tutor_count_result result;
    tutor_error error;
    for (int s = 0; s < play->seats; s++) {
        EXPECT(tutor_play_points(play, 1u << s, &result, &error) == TUTOR_OK,
               "seat %d's pile refused: %s", s, error.message);
        points += result.points;
        extra += result.extra;
        EXPECT(result.halves == whole->halves, "halves %d", result.halves);
    }
    EXPECT(tutor_play_points(play, (1u << play->seats) - 1, &result, &error) == TUTOR_OK,
           "the piles refused: %s", error.message);
    EXPECT(result.points == points, "all piles count %d, seat by seat %d", result.points, points);
    if (!tutor_set_is_empty(deal->rest) && count_set(game, &play->options, deal->rest, &result)) {
        points += result.points;
        extra += result.extra;
    }
    if (!tutor_set_is_empty(left)) {
        EXPECT(strcmp(tutor_game_id(game), "texas-42") == 0, "cards left sitting out");
        points += texas_42_count_tiles(game, left);
    }
    EXPECT(points + whole->last_trick == whole->total, "piles and rest count %d%s, expected %d",
           points, whole->last_trick ? " before the last trick's points" : "", whole->total);
    if (whole->extra >= 0)
        EXPECT(extra == whole->extra, "%d %s, expected %d", extra, tutor_game_count_extra(game),
               whole->extra);

    /* Once over, nothing more may be played. */
    tutor_reason why;
    tutor_play before, after;
    memcpy(&before, play, sizeof before);
    memcpy(&after, play, sizeof after);
    EXPECT(tutor_play_card(&after, tutor_set_first(tutor_pack(game, &play->options)), &why, NULL) ==
               TUTOR_ERROR,
           "a card played after the last trick");
    EXPECT(why.code == TUTOR_HAND_OVER, "after the last trick: %s", tutor_reason_name(why.code));
    EXPECT(memcmp(&before, &after, sizeof before) == 0, "a play after the end changed the hand");
}

/* ---- one hand ----------------------------------------------------------------------------- */

/* Every card is in exactly one place, and the places make the pack. */
static void check_places(const tutor_play *play, const tutor_deal *deal, tutor_set pack) {
    tutor_set seen = deal->rest;
    int clash = 0;
    for (int s = 0; s < play->seats; s++) {
        clash |= !tutor_set_is_empty(tutor_set_and(seen, play->hands[s]));
        seen = tutor_set_or(seen, play->hands[s]);
        clash |= !tutor_set_is_empty(tutor_set_and(seen, play->piles[s]));
        seen = tutor_set_or(seen, play->piles[s]);
    }
    for (int i = 0; i < play->current.count; i++) {
        clash |= tutor_set_has(seen, play->current.cards[i]);
        seen = tutor_set_add(seen, play->current.cards[i]);
    }
    EXPECT(!clash, "a card is in two places");
    EXPECT(tutor_set_equal(seen, pack), "the places hold %d cards, the pack %d",
           tutor_set_size(seen), tutor_set_size(pack));
}

/* The legal set against the refusals, card by card, and every legal card accepted. */
static void check_turn(tutor_play *play, tutor_set legal) {
    const tutor_game *game = play->game;
    const tutor_options *options = &play->options;
    tutor_set hand = play->hands[play->turn];
    const tutor_card *trick = play->current.cards;
    int n = play->current.count;

    EXPECT(!tutor_set_is_empty(legal), "nothing legal from a hand of %d", tutor_set_size(hand));
    EXPECT(tutor_set_is_empty(tutor_set_minus(legal, hand)), "a legal card not in the hand");
    EXPECT(tutor_set_equal(legal, tutor_legal(game, options, trick, n, hand)),
           "tutor_legal and tutor_play_legal differ");

    tutor_error error_probe; /* sentences as long as tutor_play_card's messages */
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_set_minus(hand, legal)) {
        tutor_reason why = tutor_refusal(game, options, trick, n, hand, card);
        if (why.code >= 0 && why.code < TUTOR_REASON_COUNT) reasons_seen[why.code]++;
        char sentence[sizeof error_probe.message];
        size_t length = tutor_explain(game, options, &why, sentence, sizeof sentence);
        EXPECT(is_obligation(why.code), "%s refused as %s", card_code(card),
               tutor_reason_name(why.code));
        EXPECT(why.card == card, "the refusal of %s names %s", card_code(card),
               card_code(why.card));
        EXPECT(length > 0 && strlen(sentence) == length, "no sentence for refusing %s",
               card_code(card));
        EXPECT(well_formed(sentence), "refusing %s: \"%s\"", card_code(card), sentence);
        /* The witness proves the obligation: a card the player could play instead. */
        EXPECT(!why.has_witness || tutor_set_has(legal, why.witness),
               "the refusal of %s cites %s, which is not legal", card_code(card),
               card_code(why.witness));

        tutor_play before;
        memcpy(&before, play, sizeof before);
        tutor_reason refused = {0};
        tutor_error error = {0};
        EXPECT(tutor_play_card(play, card, &refused, &error) == TUTOR_ERROR, "%s accepted",
               card_code(card));
        EXPECT(refused.code == why.code, "%s: tutor_play_card says %s, tutor_refusal %s",
               card_code(card), tutor_reason_name(refused.code), tutor_reason_name(why.code));
        EXPECT(error.code && strcmp(error.code, "illegal-action") == 0, "%s refused as %s",
               card_code(card), error.code ? error.code : "(none)");
        EXPECT(strcmp(error.message, sentence) == 0, "%s: \"%s\" against \"%s\"", card_code(card),
               error.message, sentence);
        EXPECT(memcmp(&before, play, sizeof before) == 0, "refusing %s changed the hand",
               card_code(card));
    }

    /* A card of another seat is not the mover's to play. */
    for (int s = 0; s < play->seats; s++) {
        if (s == play->turn || tutor_set_is_empty(play->hands[s])) continue;
        tutor_play before;
        memcpy(&before, play, sizeof before);
        tutor_reason why = {0};
        tutor_card theirs = tutor_set_first(play->hands[s]);
        EXPECT(tutor_play_card(play, theirs, &why, NULL) == TUTOR_ERROR &&
                   why.code == TUTOR_NOT_IN_HAND,
               "seat %d's %s played by seat %d", s, card_code(theirs), play->turn);
        EXPECT(memcmp(&before, play, sizeof before) == 0, "refusing %s changed the hand",
               card_code(theirs));
        break;
    }

    TUTOR_SET_FOREACH(card, legal) {
        tutor_play copy;
        memcpy(&copy, play, sizeof copy);
        tutor_error error = {0};
        EXPECT(tutor_play_card(&copy, card, NULL, &error) == TUTOR_OK, "legal %s refused: %s",
               card_code(card), error.message);
    }
}

/* The trick just completed: its size, its seats in turn, and its winner. */
static void check_trick(const tutor_play *play) {
    const tutor_game *game = play->game;
    const tutor_trick *t = &play->tricks[play->tricks_done - 1];
    EXPECT(t->count == play->trick_size, "a trick of %d cards, expected %d", t->count,
           play->trick_size);
    EXPECT(t->seats[0] == t->leader, "led by seat %d, not the leader %d", t->seats[0], t->leader);
    for (int i = 0; i < t->count; i++) {
        EXPECT(t->seats[i] != play->sitting_out, "seat %d sits out but played", t->seats[i]);
        for (int j = 0; j < i; j++)
            EXPECT(t->seats[i] != t->seats[j], "seat %d played twice to a trick", t->seats[i]);
    }
    tutor_reason why;
    int position = tutor_winner(game, &play->options, t->cards, t->count, &why);
    if (why.code >= 0 && why.code < TUTOR_REASON_COUNT) reasons_seen[why.code]++;
    EXPECT(position >= 0 && position < t->count, "winner at position %d", position);
    if (position < 0 || position >= t->count) return;
    EXPECT(t->seats[position] == t->winner, "the trick went to seat %d, tutor_winner says %d",
           t->winner, t->seats[position]);
    EXPECT(why.code == t->why.code, "the trick's reason %s, tutor_winner's %s",
           tutor_reason_name(t->why.code), tutor_reason_name(why.code));
    EXPECT(is_winning_reason(why.code), "the trick won as %s", tutor_reason_name(why.code));
    EXPECT(why.card == t->cards[position], "the reason names %s, the winning card is %s",
           card_code(why.card), card_code(t->cards[position]));
    char sentence[240];
    EXPECT(tutor_explain(game, &play->options, &why, sentence, sizeof sentence) > 0,
           "no sentence for the trick's winner");
    EXPECT(well_formed(sentence), "the trick's winner: \"%s\"", sentence);
    EXPECT(play->current.leader == t->winner, "seat %d leads after seat %d won",
           play->current.leader, t->winner);
    EXPECT(play->turn == TUTOR_NO_SEAT || play->turn == t->winner, "seat %d to play", play->turn);
}

static void play_hand(const tutor_game *game, const tutor_options *options, uint64_t seed) {
    int seats = tutor_seats(game, options);
    tutor_rng rng;
    tutor_rng_seed(&rng, seed ^ UINT64_C(0x5EED0F9A11CA4D5));
    here.seed = seed;
    here.dealer = (int)(seed % (uint64_t)seats);
    here.leader = (int)tutor_rng_below(&rng, (uint32_t)seats);
    here.play = NULL;
    if (verbose) {
        fprintf(stderr, "hand:\n");
        print_where();
    }

    tutor_deal deal;
    tutor_error error;
    EXPECT(tutor_deal_seeded(game, options, seed, here.dealer, &deal, &error) == TUTOR_OK,
           "deal refused: %s", error.message);
    EXPECT(deal.seats == seats, "%d seats dealt, %d expected", deal.seats, seats);
    tutor_set pack = tutor_pack(game, options);
    tutor_play play;
    if (tutor_play_start(&play, game, options, &deal, here.leader, &error) != TUTOR_OK) {
        EXPECT(0, "play refused to start: %s", error.message);
        return;
    }
    here.play = &play;
    int hand_size = tutor_set_size(deal.hands[here.leader]);
    EXPECT(hand_size > 0, "the leader was dealt nothing");
    EXPECT(play.trick_size == tutor_trick_size(game, options), "trick size %d", play.trick_size);

    for (int step = 0; play.turn != TUTOR_NO_SEAT; step++) {
        if (step > TUTOR_MAX_TRICKS * TUTOR_MAX_TRICK) {
            EXPECT(0, "the hand never ends");
            return;
        }
        check_places(&play, &deal, pack);
        EXPECT(play.turn != play.sitting_out, "seat %d sits out but is to play", play.turn);
        EXPECT(!tutor_set_is_empty(play.hands[play.turn]), "seat %d is to play with nothing",
               play.turn);
        tutor_set legal = tutor_play_legal(&play);
        check_turn(&play, legal);
        if (tutor_set_is_empty(legal)) return;

        int pick = (int)tutor_rng_below(&rng, (uint32_t)tutor_set_size(legal));
        tutor_card card = tutor_set_first(legal);
        for (int i = 0; i < pick; i++) {
            legal = tutor_set_remove(legal, card);
            card = tutor_set_first(legal);
        }
        int tricks_before = play.tricks_done;
        if (tutor_play_card(&play, card, NULL, &error) != TUTOR_OK) {
            EXPECT(0, "legal %s refused: %s", card_code(card), error.message);
            return;
        }
        if (play.tricks_done != tricks_before) check_trick(&play);
    }
    check_places(&play, &deal, pack);
    check_end(&play, &deal, hand_size);
}

static void play_game(const tutor_game *game, int game_index) {
    static tutor_options combinations[MAX_COMBINATIONS];
    here.game = game;
    here.play = NULL;
    here.options[0] = '\0';
    check_whole_pack(game);
    memset(reasons_seen, 0, sizeof reasons_seen);
    /* The game's name first, so that a crash shows which game it was in. */
    printf("%s:", tutor_game_id(game));
    fflush(stdout);
    int n = option_combinations(game, combinations, MAX_COMBINATIONS);
    EXPECT(n > 0, "no combination of options plays");
    int hands = n ? HANDS_PER_GAME / n : 0;
    if (hands < MIN_HANDS_PER_COMBINATION) hands = MIN_HANDS_PER_COMBINATION;
    if (hands > MAX_HANDS_PER_COMBINATION) hands = MAX_HANDS_PER_COMBINATION;
    for (int k = 0; k < n; k++) {
        describe_options(game, &combinations[k], here.options, sizeof here.options);
        for (int h = 0; h < hands; h++) {
            /* One seed per hand, the same on every run: game, combination, hand. */
            uint64_t seed = ((uint64_t)game_index << 40) | ((uint64_t)k << 20) | (uint64_t)h;
            play_hand(game, &combinations[k], seed);
        }
    }
    printf(" %d option combinations, %d hands each;", n, hands);
    long refusals = 0;
    for (int r = 0; r < TUTOR_REASON_COUNT; r++) {
        if (reasons_seen[r])
            printf(" %s %ld", tutor_reason_name((tutor_reason_code)r), reasons_seen[r]);
        if (is_obligation((tutor_reason_code)r)) refusals += reasons_seen[r];
    }
    printf("\n");
    /* Hands in which every card was always legal would check nothing of the refusals. */
    EXPECT(refusals > 0, "no card was ever refused");
}

int main(int argc, char **argv) {
    const char *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0)
            verbose = 1;
        else
            only = argv[i];
    }
    int played = 0;
    for (int g = 0; g < tutor_game_count(); g++) {
        const tutor_game *game = tutor_game_at(g);
        const char *id = tutor_game_id(game);
        if (only && strcmp(only, id) != 0) continue;
        if (is_listed(id, games_with_their_own_simulation,
                      sizeof games_with_their_own_simulation /
                          sizeof games_with_their_own_simulation[0]))
            continue;
        play_game(game, g);
        played++;
    }
    CHECK(played > 0);
    return check_summary("test_random_play");
}
