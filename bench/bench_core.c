/*
 * bench_core: how fast the rules core plays whole hands, and how fast the JSON API answers.
 *
 * For every registered game, with its default options (and a trump suit, fives, where trick
 * play needs one and the game has no default): seeded deals played out to the end with a random
 * legal action at every turn (a card; in a game that draws, also a draw or a pass), counted as
 * hands per second; then `legal` and `winner` requests through tutor_api_handle, counted as
 * requests per second. The hands are the same on every platform
 * (the deal is seeded and the choices come from a SplitMix64 seeded per hand), so the checksum
 * over every action and every trick's winner must match between the native build and the
 * WebAssembly one: that is what makes their speeds comparable.
 *
 * Allocator calls are counted by wrapping malloc, calloc and realloc at link time (bench.cmake),
 * which sees every call from the core, the API and this file (cJSON too under WebAssembly, where
 * it is linked in statically).
 *
 *   bench_core [--json] [--hands N] [--seconds S]
 *
 * --hands N plays N hands of every game (default: a count that takes about half a second a game
 * natively); --seconds S plays each game for S seconds instead, so its checksum covers however
 * many hands that was and is not comparable across builds.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "api.h"
#include "tutor.h"

/* ---- allocator calls, counted through the linker's --wrap ---------------------------- */

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *ptr, size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *ptr, size_t size);

/* volatile: compilers take malloc for a function that touches no global of the program, so
 * without it a read of the count after a call could be folded into the read before. */
static volatile unsigned long long allocator_calls;

void *__wrap_malloc(size_t size) {
    allocator_calls++;
    return __real_malloc(size);
}

void *__wrap_calloc(size_t count, size_t size) {
    allocator_calls++;
    return __real_calloc(count, size);
}

void *__wrap_realloc(void *ptr, size_t size) {
    allocator_calls++;
    return __real_realloc(ptr, size);
}

/* ---- time and randomness -------------------------------------------------------------- */

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* SplitMix64: the choices of a hand depend only on its seed, on every platform. */
static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int pick(uint64_t *state, int n) { return (int)(splitmix64(state) % (uint64_t)n); }

static tutor_card nth_card(tutor_set set, int n) {
    tutor_card c = 0;
    TUTOR_SET_FOREACH(c, set) {
        if (n-- == 0) break;
    }
    return c;
}

/* FNV-1a, one byte at a time, over what a hand did. */
static uint64_t fnv(uint64_t hash, unsigned byte) {
    return (hash ^ (byte & 0xFFu)) * 0x100000001B3ull;
}

#define FNV_START 0xCBF29CE484222325ull

/* ---- one hand ------------------------------------------------------------------------- */

/* The seed of hand i, the same in every build. */
static uint64_t hand_seed(long i) { return 0x7475746F72ull + (uint64_t)i; }

/* Trick play from a seeded deal, the seat after the dealer leading: tutor_play, which does not
 * model a stock, or for a game that draws its whole hand (trick play with a stock and nothing
 * else) through tutor_hand; the JSON requests ask tutor_stock_legal what may be done. */
typedef struct {
    int draws;
    tutor_play play;
    tutor_hand hand;
    int stock; /* cards left to draw */
} table;

static int table_deal(table *t, const tutor_game *game, const tutor_options *options,
                      uint64_t seed) {
    tutor_error error;
    t->draws = tutor_game_draws(game);
    if (!t->draws) {
        tutor_deal deal;
        return tutor_deal_seeded(game, options, seed, 0, &deal, &error) == TUTOR_OK &&
               tutor_play_start(&t->play, game, options, &deal, 1 % deal.seats, &error) ==
                   TUTOR_OK;
    }
    tutor_hand_start start;
    if (tutor_hand_seeded_start(game, options, seed, 0, &start, &error) != TUTOR_OK ||
        tutor_hand_begin(&t->hand, game, options, &start, &error) != TUTOR_OK)
        return 0;
    t->stock = tutor_set_size(start.deal.rest);
    return 1;
}

static int table_turn(const table *t) {
    return t->draws ? tutor_hand_turn(&t->hand) : t->play.turn;
}

static tutor_set table_holding(const table *t, int seat) {
    return t->draws ? tutor_hand_holding(&t->hand, seat) : t->play.hands[seat];
}

/* The tricks taken so far, into *taken; returns how many. */
static int table_tricks(const table *t, const tutor_trick **taken) {
    tutor_trick current;
    int count = t->play.tricks_done;
    *taken = t->play.tricks;
    if (t->draws) tutor_hand_tricks(&t->hand, taken, &count, &current);
    return count;
}

/* What the seat to act may do in a game that draws: the answer depends on the stock left. */
static tutor_stock_choice stock_choice(const table *t) {
    const tutor_trick *taken;
    tutor_trick current;
    int count;
    tutor_hand_tricks(&t->hand, &taken, &count, &current);
    return tutor_stock_legal(t->hand.game, tutor_hand_options(&t->hand), current.cards,
                             current.count, tutor_hand_holding(&t->hand, table_turn(t)),
                             t->stock);
}

static tutor_stock_choice table_choice(const table *t) {
    return t->draws ? stock_choice(t) : (tutor_stock_choice){tutor_play_legal(&t->play), 0, 0};
}

/* Makes a move (a card played, a draw or a pass) for the seat to act; 0 when refused. */
static int table_move(table *t, tutor_move move) {
    tutor_reason why;
    tutor_error error;
    if (!t->draws) return tutor_play_card(&t->play, move.card, &why, &error) == TUTOR_OK;
    if (tutor_hand_apply(&t->hand, move, &why, &error) != TUTOR_OK) return 0;
    if (move.kind == TUTOR_MOVE_DRAW) t->stock--;
    return 1;
}

/* The choice's action k, counting its `cards` cards in order, then drawing, then passing. */
static tutor_move nth_move(tutor_stock_choice choice, int cards, int k) {
    if (k < cards) return (tutor_move){TUTOR_MOVE_PLAY, nth_card(choice.cards, k), 0};
    return (tutor_move){choice.may_draw ? TUTOR_MOVE_DRAW : TUTOR_MOVE_PASS, 0, 0};
}

/* Folds a card, a draw or a pass (as bytes no card has) into *hash. */
static void hash_move(uint64_t *hash, tutor_move move) {
    *hash = fnv(*hash, move.kind == TUTOR_MOVE_PLAY   ? move.card
                       : move.kind == TUTOR_MOVE_DRAW ? 0xFE
                                                      : 0xFF);
}

/* play_hand for a game that does not draw: tutor_play alone, so that the figure is the rules'
 * cost and not the table's. */
static int play_tricks(table *t, uint64_t seed, uint64_t *hash) {
    tutor_play *play = &t->play;
    tutor_reason why;
    tutor_error error;
    uint64_t choices = seed;
    int actions = 0;
    while (play->turn != TUTOR_NO_SEAT) {
        tutor_set legal = tutor_play_legal(play);
        int n = tutor_set_size(legal);
        if (n == 0) return -1;
        tutor_card card = nth_card(legal, pick(&choices, n));
        int done = play->tricks_done;
        if (tutor_play_card(play, card, &why, &error) != TUTOR_OK) return -1;
        hash_move(hash, (tutor_move){TUTOR_MOVE_PLAY, card, 0});
        if (play->tricks_done > done) *hash = fnv(*hash, (unsigned)play->tricks[done].winner);
        actions++;
    }
    return actions;
}

/* Plays one seeded hand out with a random legal action at every turn; folds every action and
 * every trick's winner into *hash. Returns the actions, or -1 when the core refuses
 * something. */
static int play_hand(const tutor_game *game, const tutor_options *options, uint64_t seed,
                     uint64_t *hash) {
    static table t;
    if (!table_deal(&t, game, options, seed)) return -1;
    if (!t.draws) return play_tricks(&t, seed, hash);
    /* A game that draws: the hand interface's legal moves, listed as the stock choice lists
     * them (the cards in card order, then a draw or a pass), so a seed plays the same hand. */
    uint64_t choices = seed;
    int actions = 0;
    const tutor_trick *taken;
    int done = table_tricks(&t, &taken);
    tutor_move moves[TUTOR_MAX_MOVES];
    while (tutor_hand_turn(&t.hand) != TUTOR_NO_SEAT) {
        int n = tutor_hand_legal(&t.hand, moves);
        if (n == 0) return -1;
        tutor_move move = moves[pick(&choices, n)];
        if (!table_move(&t, move)) return -1;
        hash_move(hash, move);
        /* A move finishes at most one trick. */
        int now = table_tricks(&t, &taken);
        if (now > done) *hash = fnv(*hash, (unsigned)taken[done].winner);
        done = now;
        actions++;
    }
    return actions;
}

/* ---- JSON requests built from a real position ---------------------------------------- */

typedef struct {
    char *buf;
    size_t size, used;
} text;

static void add(text *t, const char *format, ...) __attribute__((format(printf, 2, 3)));

static void add(text *t, const char *format, ...) {
    va_list args;
    va_start(args, format);
    int n = vsnprintf(t->buf + t->used, t->size - t->used, format, args);
    va_end(args);
    if (n > 0) t->used += (size_t)n;
    if (t->used >= t->size) t->used = t->size - 1;
}

static void add_cards(text *t, const tutor_game *game, const tutor_card *cards, int n) {
    add(t, "[");
    for (int i = 0; i < n; i++) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(game, cards[i], code);
        add(t, "%s\"%s\"", i ? ", " : "", code);
    }
    add(t, "]");
}

static void add_head(text *t, const tutor_game *game, const tutor_options *options,
                     const char *op) {
    add(t, "{\"id\": \"bench\", \"op\": \"%s\", \"game\": \"%s\", \"options\": {", op,
        tutor_game_id(game));
    int first = 1;
    for (int o = 0; o < tutor_game_option_count(game); o++) {
        const tutor_option_spec *spec = tutor_game_option(game, o);
        if (options->value[o] < 0) continue;
        add(t, "%s\"%s\": \"%s\"", first ? "" : ", ", spec->name, spec->values[options->value[o]]);
        first = 0;
    }
    add(t, "}");
}

/* A `legal` request for the second seat facing the first card of hand 0, and a `winner`
 * request for that hand's first complete trick, played out with a random card while there is
 * one to play (else a draw, else a pass). Returns 0 when the position cannot be had. */
static int build_requests(const tutor_game *game, const tutor_options *options, text *legal,
                          text *winner) {
    static table t;
    uint64_t choices = hand_seed(0);
    if (!table_deal(&t, game, options, hand_seed(0))) return 0;
    tutor_card lead = tutor_set_first(table_choice(&t).cards);
    if (!table_move(&t, (tutor_move){TUTOR_MOVE_PLAY, lead, 0})) return 0;
    tutor_set follower = table_holding(&t, table_turn(&t));
    int stock = t.draws ? t.stock : -1;
    const tutor_trick *taken;
    while (table_tricks(&t, &taken) == 0 && table_turn(&t) != TUTOR_NO_SEAT) {
        tutor_stock_choice choice = table_choice(&t);
        int cards = tutor_set_size(choice.cards);
        tutor_move move = {choice.may_draw ? TUTOR_MOVE_DRAW : TUTOR_MOVE_PASS, 0, 0};
        if (cards > 0) move = nth_move(choice, cards, pick(&choices, cards));
        if (!table_move(&t, move)) return 0;
    }
    if (table_tricks(&t, &taken) == 0) return 0;

    tutor_card hand_cards[TUTOR_SET_CAPACITY];
    int hand_n = 0;
    tutor_card c = 0;
    TUTOR_SET_FOREACH(c, follower) hand_cards[hand_n++] = c;

    add_head(legal, game, options, "legal");
    add(legal, ", \"trick\": ");
    add_cards(legal, game, &lead, 1);
    add(legal, ", \"hand\": ");
    add_cards(legal, game, hand_cards, hand_n);
    if (stock >= 0) add(legal, ", \"stock\": %d", stock);
    add(legal, "}");

    add_head(winner, game, options, "winner");
    add(winner, ", \"trick\": ");
    add_cards(winner, game, taken[0].cards, taken[0].count);
    add(winner, "}");
    return 1;
}

/* Requests a second through tutor_api_handle, over at least `seconds`; -1 when the answer is
 * not ok (the request is printed, so the fault can be seen). */
static double requests_per_second(const char *request, double seconds, long *count) {
    size_t length = strlen(request);
    char *response = tutor_api_handle(request, length);
    int ok = response && strstr(response, "\"ok\":true") != NULL;
    if (!ok) fprintf(stderr, "bench_core: refused: %s\n  -> %s\n", request, response);
    free(response);
    if (!ok) return -1;
    long n = 0;
    double start = now_seconds(), elapsed;
    do {
        for (int i = 0; i < 256; i++) free(tutor_api_handle(request, length));
        n += 256;
        elapsed = now_seconds() - start;
    } while (elapsed < seconds);
    *count = n;
    return (double)n / elapsed;
}

/* ---- figures -------------------------------------------------------------------------- */

typedef struct {
    const char *id;
    const char *skipped; /* why there are no figures, or NULL */
    long hands;
    long actions; /* cards played, and draws and passes in a game that draws */
    double seconds;
    double hands_per_second;
    uint64_t checksum;
    double allocs_per_hand; /* -1 when the allocator calls could not be counted */
    long legal_requests, winner_requests;
    double legal_per_second, winner_per_second;
    long whole_hands, whole_moves; /* whole hands from the deal, through tutor_hand */
    double whole_per_second;
} game_figures;

/* About half a second a game natively (x86-64, gcc -O2), from this program's own figures, in
 * the order of the registry (core/games/games.def): the counts stay the same from build to
 * build, so the checksums do. A game added later gets a middling count until it is measured. */
static long default_hands(int index) {
    static const long counts[] = {90000, 21000, 34000, 26000, 26000, 20000, 80000};
    return index < (int)(sizeof counts / sizeof counts[0]) ? counts[index] : 20000;
}

/* The options trick play is measured under: each game's defaults, and for an option that has
 * none and that trick play needs, the value below (a trump suit: fives). */
static int play_options(const tutor_game *game, tutor_options *options) {
    static const char *const chosen[][2] = {{"trump", "5"}};
    tutor_error error;
    tutor_options_init(options);
    for (int o = 0; o < tutor_game_option_count(game); o++) {
        const tutor_option_spec *spec = tutor_game_option(game, o);
        for (size_t i = 0; i < sizeof chosen / sizeof chosen[0]; i++)
            if (spec->default_value < 0 && strcmp(spec->name, chosen[i][0]) == 0 &&
                tutor_options_set(game, options, spec->name, chosen[i][1], &error) != TUTOR_OK)
                return 0;
    }
    return tutor_options_complete(game, options, TUTOR_FOR_PLAY, &error) == TUTOR_OK;
}

/* Whether the wrapped allocator really counts in this build: one call through a pointer the
 * compiler cannot see through, so it is not optimised away. */
static int allocator_counted(void) {
    unsigned long long before = allocator_calls;
    char *volatile probe = malloc(16);
    if (probe) probe[0] = 1;
    free(probe);
    return allocator_calls == before + 1;
}

/* Whole hands from the deal to the score through the one hand interface, a random legal move
 * at every turn (bids, discards and declarations included), for `seconds`. */
static void measure_whole_hands(const tutor_game *game, double seconds, game_figures *f) {
    tutor_options options;
    tutor_options_init(&options);
    static tutor_hand hand;
    tutor_move moves[TUTOR_MAX_MOVES];
    double start = now_seconds();
    long i = 0;
    while (i % 16 != 0 || now_seconds() - start < seconds) {
        tutor_hand_start deal;
        uint64_t state = hand_seed(i);
        tutor_error error;
        if (tutor_hand_seeded_start(game, &options, hand_seed(i), 0, &deal, &error) ||
            tutor_hand_begin(&hand, game, &options, &deal, &error)) {
            f->whole_per_second = -1;
            return;
        }
        while (tutor_hand_turn(&hand) != TUTOR_NO_SEAT) {
            int n = tutor_hand_legal(&hand, moves);
            if (n == 0 || tutor_hand_apply(&hand, moves[pick(&state, n)], NULL, &error)) {
                f->whole_per_second = -1;
                return;
            }
            f->whole_moves++;
        }
        i++;
    }
    f->whole_hands = i;
    f->whole_per_second = (double)i / (now_seconds() - start);
}

static void measure(const tutor_game *game, long hands, double seconds, game_figures *f) {
    memset(f, 0, sizeof *f);
    f->id = tutor_game_id(game);
    tutor_options options;
    if (!play_options(game, &options)) {
        f->skipped = "options refused";
        return;
    }

    uint64_t hash = FNV_START;
    unsigned long long calls_before = allocator_calls;
    double start = now_seconds(), elapsed = 0;
    long i = 0;
    for (;;) {
        if (seconds > 0 ? (i % 64 == 0 && (elapsed = now_seconds() - start) >= seconds)
                        : i >= hands)
            break;
        int n = play_hand(game, &options, hand_seed(i), &hash);
        if (n < 0) {
            f->skipped = "a hand was refused";
            return;
        }
        f->actions += n;
        i++;
    }
    elapsed = now_seconds() - start;
    f->hands = i;
    f->seconds = elapsed;
    f->hands_per_second = elapsed > 0 ? (double)i / elapsed : 0;
    f->checksum = hash;
    unsigned long long calls = allocator_calls - calls_before;
    f->allocs_per_hand = !allocator_counted() ? -1 : i ? (double)calls / (double)i : 0;

    static char legal_buf[8192], winner_buf[8192];
    text legal = {legal_buf, sizeof legal_buf, 0}, winner = {winner_buf, sizeof winner_buf, 0};
    legal_buf[0] = winner_buf[0] = '\0';
    if (!build_requests(game, &options, &legal, &winner)) {
        f->legal_per_second = f->winner_per_second = -1;
        return;
    }
    double api_seconds = seconds > 0 ? seconds / 4 : 0.15;
    measure_whole_hands(game, api_seconds, f);
    f->legal_per_second = requests_per_second(legal_buf, api_seconds, &f->legal_requests);
    f->winner_per_second = requests_per_second(winner_buf, api_seconds, &f->winner_requests);
}

static const char *platform(void) {
#ifdef __EMSCRIPTEN__
    return "wasm";
#else
    return "native";
#endif
}

/* The memory the run needed at most: natively the peak resident set (VmHWM, from Linux's
 * /proc); in WebAssembly the linear memory, which only grows. In KiB; -1 when unknown. */
static long peak_kib(void) {
#ifdef __EMSCRIPTEN__
    return (long)(__builtin_wasm_memory_size(0) * 64);
#else
    FILE *f = fopen("/proc/self/status", "r");
    if (!f) return -1;
    char line[256];
    long kib = -1;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0) kib = strtol(line + 6, NULL, 10);
    fclose(f);
    return kib;
#endif
}

static const char *peak_kind(void) {
#ifdef __EMSCRIPTEN__
    return "wasm linear memory";
#else
    return "peak resident set";
#endif
}

static void print_table(const game_figures *figures, int n, double total) {
    printf("%s: random legal hands, and JSON API requests\n", platform());
    printf("%-18s %9s %11s %11s %-18s %12s %12s %12s %12s %11s\n", "game", "hands", "hands/s",
           "cards/hand", "checksum", "allocs/hand", "legal req/s", "winner req/s", "whole hand/s",
           "moves/hand");
    for (int i = 0; i < n; i++) {
        const game_figures *f = &figures[i];
        if (f->skipped) {
            printf("%-18s %s\n", f->id, f->skipped);
            continue;
        }
        char allocs[32] = "n/a";
        if (f->allocs_per_hand >= 0) snprintf(allocs, sizeof allocs, "%.2f", f->allocs_per_hand);
        printf("%-18s %9ld %11.0f %11.1f %016llx   %10s %12.0f %12.0f %12.0f %11.1f\n", f->id,
               f->hands, f->hands_per_second, f->hands ? (double)f->actions / (double)f->hands : 0,
               (unsigned long long)f->checksum, allocs, f->legal_per_second, f->winner_per_second,
               f->whole_per_second,
               f->whole_hands ? (double)f->whole_moves / (double)f->whole_hands : 0);
    }
    long kib = peak_kib();
    if (kib >= 0) printf("%s: %ld KiB\n", peak_kind(), kib);
    printf("total: %.2f s\n", total);
}

static void print_json(const game_figures *figures, int n, double total) {
    printf("{\"platform\": \"%s\", \"seconds\": %.3f, \"memory_kib\": %ld"
           ", \"memory_kind\": \"%s\", \"games\": [",
           platform(), total, peak_kib(), peak_kind());
    for (int i = 0; i < n; i++) {
        const game_figures *f = &figures[i];
        printf("%s\n  {\"game\": \"%s\"", i ? "," : "", f->id);
        if (f->skipped) {
            printf(", \"skipped\": \"%s\"}", f->skipped);
            continue;
        }
        char allocs[32] = "null";
        if (f->allocs_per_hand >= 0) snprintf(allocs, sizeof allocs, "%.3f", f->allocs_per_hand);
        printf(", \"hands\": %ld, \"seconds\": %.4f, \"hands_per_second\": %.1f"
               ", \"actions_per_hand\": %.2f, \"checksum\": \"%016llx\", \"allocs_per_hand\": %s"
               ", \"legal_requests\": %ld, \"legal_per_second\": %.1f"
               ", \"winner_requests\": %ld, \"winner_per_second\": %.1f"
               ", \"whole_hands\": %ld, \"whole_hands_per_second\": %.1f}",
               f->hands, f->seconds, f->hands_per_second,
               f->hands ? (double)f->actions / (double)f->hands : 0,
               (unsigned long long)f->checksum, allocs, f->legal_requests, f->legal_per_second,
               f->winner_requests, f->winner_per_second, f->whole_hands, f->whole_per_second);
    }
    printf("\n]}\n");
}

static int usage(void) {
    fprintf(stderr, "usage: bench_core [--json] [--hands N] [--seconds S]\n");
    return 2;
}

int main(int argc, char **argv) {
    int json = 0;
    long hands = 0;
    double seconds = 0;
    for (int i = 1; i < argc; i++) {
        char *end = NULL;
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[i], "--hands") == 0 && i + 1 < argc) {
            hands = strtol(argv[++i], &end, 10);
            if (*end || hands <= 0) return usage();
        } else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
            seconds = strtod(argv[++i], &end);
            if (*end || !(seconds > 0)) return usage();
        } else {
            return usage();
        }
    }

    enum { MAX_GAMES = 32 };
    static game_figures figures[MAX_GAMES];
    int n = tutor_game_count() < MAX_GAMES ? tutor_game_count() : MAX_GAMES;
    double start = now_seconds();
    for (int g = 0; g < n; g++) {
        const tutor_game *game = tutor_game_at(g);
        measure(game, hands > 0 ? hands : default_hands(g), seconds, &figures[g]);
    }
    double total = now_seconds() - start;
    if (json)
        print_json(figures, n, total);
    else
        print_table(figures, n, total);
    return 0;
}
