/*
 * Random play for every registered game: seeded deals played out with tutor_play, a random
 * legal card at every turn, under every combination of the options that matters for play.
 *
 * At every turn: the legal set and the refusals agree card by card (each card held but not
 * legal has a reason and a sentence, and playing it is refused with that reason and changes
 * nothing); every legal card is accepted; and every card of the pack is in exactly one place
 * (a hand, the trick in progress, a pile or the deal's rest). At every trick: the right size,
 * the seats in turn, and the winner and the reason a reference model of each game's rules
 * (written here from the seeds, on the cards' codes) gives, which tutor_winner gives too. At
 * the end: every trick played, and the piles and the rest count to the game's whole; and each
 * game's rare cases (an excuse led, equal trumps, Good and Evil together, ...) were met.
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
    case TUTOR_WINS_GOOD_EVIL_CANCELLED:
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

/* ---- the rules' winner, worked out afresh ------------------------------------------------ */

/* A reference model of who wins a trick, written from the seeds (and docs/rules-decisions.md
 * where they are silent) on the cards' codes alone: it shares no table and no function with
 * the core, so a trick the core gives to the wrong seat, or for the wrong reason, shows here.
 * Every game tutor_play plays has an entry; a game without one fails the test. What only a
 * whole hand decides (French Tarot's Excuse led to the last trick by a side that took every
 * other) is not trick play's, and is left to the whole-hand tests. */

enum { MODEL_TRUMPS = 4, MODEL_EXCUSE = -1 };
enum { FOOL_NONE, FOOL_IS_EXCUSE, FOOL_IS_TOP_TRUMP };

typedef struct {
    const char *game;
    /* Spades/Swords, Clubs/Batons, Hearts/Cups, Diamonds/Coins: the ranks as the codes write
     * them, lowest first. */
    const char *order[4];
    int fool;
    int equal_low, equal_high; /* trumps of equal rank (the Moors, the Quartet), else 0 */
    int good_evil;             /* the Loka pack's Good and Evil */
} model_pack;

#define ACE_LOW "1 2 3 4 5 6 7 8 9 10 J N Q K"
#define TAROCCHINO_ACE_LOW "1 6 7 8 9 10 J N Q K"

static const model_pack model_packs[] = {
    /* "Ace (lowest) through 10, Valet, Knight, Queen, and King"; the Excuse never wins. */
    {"french-tarot", {ACE_LOW, ACE_LOW, ACE_LOW, ACE_LOW}, .fool = FOOL_IS_EXCUSE},
    /* "In black suits: king, queen, knight and jack 10, 9, 8 and 7. In red suits: king,
     * queen, knight and jack, 1, 2, 3 and 4"; the Sküs is "the 22nd and highest trump". */
    {"tapp-tarock",
     {"7 8 9 10 J N Q K", "7 8 9 10 J N Q K", "4 3 2 1 J N Q K", "4 3 2 1 J N Q K"},
     .fool = FOOL_IS_TOP_TRUMP},
    /* "Swords & Batons: King, Queen, Knight, Page, 10, 9, 8, 7, 6, Ace; Cups & Coins: King,
     * Queen, Knight, Page, Ace, 6, 7, 8, 9, 10"; "the 2, 3, 4 & 5 are of equal rank". */
    {"ottocento",
     {TAROCCHINO_ACE_LOW, TAROCCHINO_ACE_LOW, "10 9 8 7 6 1 J N Q K", "10 9 8 7 6 1 J N Q K"},
     .fool = FOOL_IS_EXCUSE,
     .equal_low = 2,
     .equal_high = 5},
    /* "King, Queen, Cavalier, Jacks, 10, 9, 8, 7, 6, Ace"; the Quartet of equal rank. */
    {"eight-hundred",
     {TAROCCHINO_ACE_LOW, TAROCCHINO_ACE_LOW, TAROCCHINO_ACE_LOW, TAROCCHINO_ACE_LOW},
     .fool = FOOL_IS_EXCUSE,
     .equal_low = 2,
     .equal_high = 5},
    /* "King, Queen, Cavalier, Jack, 10, 9, 8, 7, 6, 5, 4, 3, 2, Ace"; Good and Evil "hold
     * equal rank below the 1". */
    {"piedmont-tarocchi",
     {ACE_LOW, ACE_LOW, ACE_LOW, ACE_LOW},
     .fool = FOOL_IS_EXCUSE,
     .good_evil = 1},
};

/* What the model saw decide tricks, by game: each game must meet its rare cases (below). */
enum {
    SEEN_EXCUSE_LED,    /* an excuse led, so the next card set the suit */
    SEEN_TOP_TRUMP_LED, /* the Sküs led */
    SEEN_EQUALS,        /* equal trumps, the last of them winning */
    SEEN_PAIR,          /* Good and Evil from one partnership */
    SEEN_CANCELLED,     /* Good and Evil from opposing partnerships */
    SEEN_NO_EFFECT,     /* the Game of Allegiance: the second of Good and Evil */
    SEEN_OFF_SUIT,      /* a card off the suit led lost (a suited one ranked above the winner) */
    SEEN_SEVENS_TIE,    /* Sevens: a later tile as near 7 as the winner, and lost */
    SEEN_DOUBLES_LED,   /* Texas 42: a double led as a suit of its own */
    SEEN_DOUBLES_LOW,   /* Texas 42: a double that followed ranked lowest */
    SEEN_KINDS
};
static const char *const seen_names[SEEN_KINDS] = {
    [SEEN_EXCUSE_LED] = "excuse led",
    [SEEN_TOP_TRUMP_LED] = "Sküs led",
    [SEEN_EQUALS] = "equal trumps",
    [SEEN_PAIR] = "Good and Evil together",
    [SEEN_CANCELLED] = "Good and Evil cancelled",
    [SEEN_NO_EFFECT] = "the second of Good and Evil",
    [SEEN_OFF_SUIT] = "off-suit card lost",
    [SEEN_SEVENS_TIE] = "Sevens tie",
    [SEEN_DOUBLES_LED] = "doubles led",
    [SEEN_DOUBLES_LOW] = "a double low",
};
static long model_seen[SEEN_KINDS];

/* The rare cases each game's random hands must reach, or its check of them is empty. */
static const struct {
    const char *game;
    int kinds[4];
    int count;
} must_see[] = {
    {"texas-42", {SEEN_SEVENS_TIE, SEEN_DOUBLES_LED, SEEN_DOUBLES_LOW, SEEN_OFF_SUIT}, 4},
    {"french-tarot", {SEEN_EXCUSE_LED, SEEN_OFF_SUIT}, 2},
    {"tapp-tarock", {SEEN_TOP_TRUMP_LED, SEEN_OFF_SUIT}, 2},
    {"ottocento", {SEEN_EXCUSE_LED, SEEN_EQUALS, SEEN_OFF_SUIT}, 3},
    {"eight-hundred", {SEEN_EXCUSE_LED, SEEN_EQUALS, SEEN_OFF_SUIT}, 3},
    {"piedmont-tarocchi", {SEEN_EXCUSE_LED, SEEN_PAIR, SEEN_NO_EFFECT, SEEN_OFF_SUIT}, 4},
};

typedef struct {
    int position; /* the winning card's place in the trick, or -1: no model */
    tutor_reason_code reason;
} model_result;

/* An option's value as its string, or NULL when not given. */
static const char *option_value(const tutor_game *game, const tutor_options *options,
                                const char *name) {
    for (int o = 0; o < tutor_game_option_count(game); o++) {
        const tutor_option_spec *spec = tutor_game_option(game, o);
        if (strcmp(spec->name, name) == 0)
            return options->value[o] < 0 ? NULL : spec->values[options->value[o]];
    }
    return NULL;
}

static int is_option(const tutor_game *game, const tutor_options *options, const char *name,
                     const char *value) {
    const char *v = option_value(game, options, name);
    return v && strcmp(v, value) == 0;
}

/* A suited card as the model sees it: its suit (0..3, MODEL_TRUMPS or MODEL_EXCUSE) and its
 * rank within that suit (higher beats lower; equal trumps share a rank). 0 when the code is
 * not one of this pack's. */
static int model_card(const model_pack *p, const char *code, int *suit, int *rank) {
    if (strcmp(code, "FOOL") == 0) {
        *suit = p->fool == FOOL_IS_TOP_TRUMP ? MODEL_TRUMPS : MODEL_EXCUSE;
        *rank = 22;
        return p->fool != FOOL_NONE;
    }
    if (strcmp(code, "GOOD") == 0 || strcmp(code, "EVIL") == 0) {
        *suit = MODEL_TRUMPS;
        *rank = 0;
        return p->good_evil;
    }
    if (code[0] == 'T') {
        int number = 0;
        for (const char *d = code + 1; *d; d++) number = number * 10 + (*d - '0');
        *suit = MODEL_TRUMPS;
        *rank = p->equal_low && number >= p->equal_low && number <= p->equal_high ? p->equal_low
                                                                                  : number;
        return number >= 1 && number <= 21;
    }
    const char *letters = "SCHD";
    const char *at = code[0] ? strchr(letters, code[0]) : NULL;
    if (!at) return 0;
    *suit = (int)(at - letters);
    /* the rank's place in the suit's order */
    const char *order = p->order[*suit];
    size_t len = strlen(code + 1);
    *rank = 0;
    for (const char *word = order; *word;) {
        size_t n = strcspn(word, " ");
        if (n == len && strncmp(word, code + 1, n) == 0) return 1;
        (*rank)++;
        word += n;
        while (*word == ' ') word++;
    }
    return 0;
}

static model_result suited_model(const model_pack *p, const tutor_game *game,
                                 const tutor_options *options, const tutor_card *cards,
                                 const int8_t *seats, int n) {
    model_result r = {-1, TUTOR_REASON_NONE};
    int suit[TUTOR_MAX_TRICK], rank[TUTOR_MAX_TRICK], can_win[TUTOR_MAX_TRICK];
    int good = -1, evil = -1;
    for (int i = 0; i < n; i++) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(game, cards[i], code);
        if (!model_card(p, code, &suit[i], &rank[i])) return r;
        /* "The Fool cannot win a trick" */
        can_win[i] = suit[i] != MODEL_EXCUSE;
        if (strcmp(code, "GOOD") == 0) good = i;
        if (strcmp(code, "EVIL") == 0) evil = i;
    }
    int cancelled = 0;
    if (good >= 0 && evil >= 0) {
        int first = good < evil ? good : evil, second = good + evil - first;
        if (is_option(game, options, "good_evil", "allegiance")) {
            /* "they must play this card ... though it will have no effect" */
            model_seen[SEEN_NO_EFFECT]++;
            can_win[second] = 0;
        } else if (seats[first] % 2 == seats[second] % 2) {
            /* "if played by members of the same team, then together they beat everything
             * (whoever played the first of them leads to the next trick)" */
            model_seen[SEEN_PAIR]++;
            r.position = first;
            r.reason = TUTOR_WINS_GOOD_EVIL_PAIR;
            return r;
        } else {
            /* "if played by opposing teams, then they count for nothing" */
            model_seen[SEEN_CANCELLED]++;
            can_win[good] = can_win[evil] = 0;
            cancelled = 1;
        }
    }
    /* "Whoever plays the highest trump to the trick wins it" (of equal trumps, "the last one
     * played wins") ... */
    int best = -1, equals = 0;
    for (int i = 0; i < n; i++) {
        if (!can_win[i] || suit[i] != MODEL_TRUMPS) continue;
        if (best >= 0 && rank[i] < rank[best]) continue;
        equals = best >= 0 && rank[i] == rank[best];
        best = i;
    }
    if (best >= 0) {
        r.position = best;
        r.reason = equals ? TUTOR_WINS_LAST_OF_EQUALS : TUTOR_WINS_HIGHEST_TRUMP;
        if (equals) model_seen[SEEN_EQUALS]++;
    } else {
        /* "... or if trumps are not played, then whoever played the highest card of the suit
         * led": the first card that is not an excuse set the suit. With no card of it able to
         * win (Good led, cancelled by Evil), the trick goes to the card led. */
        int led = 0;
        while (led < n - 1 && suit[led] == MODEL_EXCUSE) led++;
        best = led;
        for (int i = 0; i < n; i++)
            if (can_win[i] && suit[i] == suit[led] && (!can_win[best] || rank[i] > rank[best]))
                best = i;
        for (int i = 0; i < n; i++)
            if (suit[i] >= 0 && suit[i] < MODEL_TRUMPS && suit[i] != suit[led] &&
                rank[i] > rank[best])
                model_seen[SEEN_OFF_SUIT]++;
        r.position = best;
        r.reason = cancelled ? TUTOR_WINS_GOOD_EVIL_CANCELLED : TUTOR_WINS_HIGHEST_OF_SUIT_LED;
    }
    if (suit[0] == MODEL_EXCUSE) model_seen[SEEN_EXCUSE_LED]++;
    if (p->fool == FOOL_IS_TOP_TRUMP && rank[0] == 22) model_seen[SEEN_TOP_TRUMP_LED]++;
    return r;
}

/* Texas 42, from seed 004 and docs/rules-decisions.md: tiles are "h-l", high end first. */
enum { NO_TRUMP = -1, DOUBLES_TRUMP = 7, DOUBLES_SUIT = 8 };

static model_result texas_42_model(const tutor_game *game, const tutor_options *options,
                                   const tutor_card *cards, int n) {
    model_result r = {-1, TUTOR_REASON_NONE};
    int hi[TUTOR_MAX_TRICK], lo[TUTOR_MAX_TRICK];
    for (int i = 0; i < n; i++) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(game, cards[i], code);
        if (strlen(code) != 3 || code[1] != '-') return r;
        hi[i] = code[0] - '0';
        lo[i] = code[2] - '0';
        if (lo[i] > hi[i]) return r;
    }
    if (is_option(game, options, "contract", "sevens")) {
        /* "A trick is won by a domino whose pips total is closest to 7. If more than one tile
         * is tied, the first one played wins the trick." */
        int best = 0;
        for (int i = 1; i < n; i++) {
            int d = hi[i] + lo[i] - 7, b = hi[best] + lo[best] - 7;
            model_seen[SEEN_SEVENS_TIE] += d * d == b * b;
            if (d * d < b * b) best = i;
        }
        r.position = best;
        r.reason = TUTOR_WINS_NEAREST_SEVEN;
        return r;
    }
    /* Nello: "There are no trumps"; follow-me: trump "none". */
    const char *t = option_value(game, options, "trump");
    int trump = is_option(game, options, "contract", "nello") || !t || strcmp(t, "none") == 0
                    ? NO_TRUMP
                : strcmp(t, "doubles") == 0 ? DOUBLES_TRUMP
                                            : t[0] - '0';
    /* Without trumps, the doubles option says where the doubles stand (Nello's "doubles take
     * doubles" by default); with trumps it never applies. */
    const char *doubles = option_value(game, options, "doubles");
    if (!doubles) doubles = is_option(game, options, "contract", "nello") ? "separate" : "high";
    int apart = trump == NO_TRUMP && strncmp(doubles, "separate", 8) == 0;
    int inverted = apart && strcmp(doubles, "separate-inverted") == 0;
    int low = trump == NO_TRUMP && strcmp(doubles, "low") == 0;

    /* "trumps belong to the trump suit and nothing else"; "Tricks are taken by the
     * highest-ranked domino of the suit led, or the highest trump." */
    int best = -1, best_rank = -2;
    for (int i = 0; i < n; i++) {
        int rank;
        if (trump == DOUBLES_TRUMP && hi[i] == lo[i])
            rank = hi[i]; /* 6-6 highest, 0-0 lowest */
        else if (trump >= 0 && trump <= 6 && (hi[i] == trump || lo[i] == trump))
            rank = hi[i] == lo[i] ? 7 : hi[i] == trump ? lo[i] : hi[i]; /* "Double high" */
        else
            continue;
        if (rank > best_rank) best = i, best_rank = rank;
    }
    if (best >= 0) {
        r.position = best;
        r.reason = TUTOR_WINS_HIGHEST_TRUMP;
        return r;
    }
    /* No trump played: the suit led is the led tile's higher end ("when a non-trump tile is
     * led to a trick, it is the suit of whatever the higher number is"), or the doubles where
     * they form a suit of their own; a following tile belongs to either number it shows. */
    int led_doubles = apart && hi[0] == lo[0];
    int suit = led_doubles ? DOUBLES_SUIT : hi[0];
    if (led_doubles) model_seen[SEEN_DOUBLES_LED]++;
    for (int i = 0; i < n; i++) {
        int is_double = hi[i] == lo[i], rank;
        if (suit == DOUBLES_SUIT) {
            if (!is_double) continue;
            rank = inverted ? 6 - hi[i] : hi[i]; /* "6-6 down to 0-0", or "0-0 down to 6-6" */
        } else {
            if ((is_double && apart) || (hi[i] != suit && lo[i] != suit)) continue;
            if (is_double && low) model_seen[SEEN_DOUBLES_LOW]++;
            rank = is_double ? (low ? -1 : 7) : hi[i] == suit ? lo[i] : hi[i];
        }
        if (rank > best_rank) best = i, best_rank = rank;
    }
    /* a tile that did not follow, however many its pips */
    for (int i = 0; i < n; i++)
        if (suit == DOUBLES_SUIT ? hi[i] != lo[i]
                                 : (hi[i] == lo[i] && apart) || (hi[i] != suit && lo[i] != suit))
            model_seen[SEEN_OFF_SUIT]++;
    r.position = best;
    r.reason = TUTOR_WINS_HIGHEST_OF_SUIT_LED;
    return r;
}

static model_result model_winner(const tutor_game *game, const tutor_options *options,
                                 const tutor_card *cards, const int8_t *seats, int n) {
    const char *id = tutor_game_id(game);
    if (strcmp(id, "texas-42") == 0) return texas_42_model(game, options, cards, n);
    for (size_t i = 0; i < sizeof model_packs / sizeof model_packs[0]; i++)
        if (strcmp(model_packs[i].game, id) == 0)
            return suited_model(&model_packs[i], game, options, cards, seats, n);
    model_result none = {-1, TUTOR_REASON_NONE};
    return none;
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
    /* The winner the rules give, worked out by the model above, not by the core. */
    char cards[100] = "";
    for (int i = 0; i < t->count; i++) {
        size_t used = strlen(cards);
        snprintf(cards + used, sizeof cards - used, "%s%s", i ? " " : "", card_code(t->cards[i]));
    }
    model_result expected = model_winner(game, &play->options, t->cards, t->seats, t->count);
    EXPECT(expected.position >= 0 && expected.position < t->count,
           "no reference winner for [%s]: give %s a model", cards, tutor_game_id(game));
    if (expected.position < 0 || expected.position >= t->count) return;
    EXPECT(t->winner == t->seats[expected.position],
           "[%s] went to seat %d, the rules give it to seat %d (%s)", cards, t->winner,
           t->seats[expected.position], card_code(t->cards[expected.position]));
    EXPECT(t->why.code == expected.reason, "[%s] won as %s, the rules say %s", cards,
           tutor_reason_name(t->why.code), tutor_reason_name(expected.reason));
    EXPECT(t->why.card == t->cards[expected.position], "[%s]: the reason names %s", cards,
           card_code(t->why.card));
    /* tutor_winner, asked about the finished trick, answers as play decided it. */
    tutor_reason why;
    int position = tutor_winner(game, &play->options, t->cards, t->count, &why);
    if (why.code >= 0 && why.code < TUTOR_REASON_COUNT) reasons_seen[why.code]++;
    EXPECT(position == expected.position && why.code == t->why.code,
           "tutor_winner gives [%s] to position %d as %s", cards, position,
           tutor_reason_name(why.code));
    EXPECT(is_winning_reason(why.code), "the trick won as %s", tutor_reason_name(why.code));
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
    memset(model_seen, 0, sizeof model_seen);
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
    here.play = NULL; /* the last hand's position is gone: failures below are the game's */
    printf(" %d option combinations, %d hands each;", n, hands);
    long refusals = 0;
    for (int r = 0; r < TUTOR_REASON_COUNT; r++) {
        if (reasons_seen[r])
            printf(" %s %ld", tutor_reason_name((tutor_reason_code)r), reasons_seen[r]);
        if (is_obligation((tutor_reason_code)r)) refusals += reasons_seen[r];
    }
    printf(";");
    for (int k = 0; k < SEEN_KINDS; k++)
        if (model_seen[k]) printf(" %s %ld", seen_names[k], model_seen[k]);
    printf("\n");
    /* Hands in which every card was always legal would check nothing of the refusals. */
    EXPECT(refusals > 0, "no card was ever refused");
    /* ... and hands that never met a rare rule would check nothing of it. */
    for (size_t i = 0; i < sizeof must_see / sizeof must_see[0]; i++) {
        if (strcmp(must_see[i].game, tutor_game_id(game)) != 0) continue;
        for (int k = 0; k < must_see[i].count; k++)
            EXPECT(model_seen[must_see[i].kinds[k]] > 0, "no trick of %s: %s", tutor_game_id(game),
                   seen_names[must_see[i].kinds[k]]);
    }
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
