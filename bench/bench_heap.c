/*
 * bench_heap: whether the JSON API's heap stays flat over a long run.
 *
 * Sends the same cycle of requests, built from the registry (good ones for every game, and bad
 * ones: malformed JSON, an unknown card, a duplicate, an unknown game, a refused play), through
 * tutor_api_handle, and reads the allocator's bytes in use and the memory the process holds
 * after 1,000 requests and again after --requests N (1,000,000 by default). Every response is
 * freed, as a caller must, so any growth is a leak or fragmentation in the API itself. "Held"
 * is what the allocator has taken from the system: natively glibc's arena and mapped blocks, in
 * WebAssembly the top of the heap (sbrk), below which the linear memory can never shrink. glibc
 * keeps small freed blocks in per-thread caches that it counts as in use; bench/run.sh turns
 * those caches off (GLIBC_TUNABLES=glibc.malloc.tcache_count=0) so the native figure is exact.
 *
 *   bench_heap [--json] [--requests N]
 */
#define _GNU_SOURCE

#include <malloc.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "api.h"
#include "tutor.h"

/* The cycle of requests, built from the registry: for every game a seeded deal, a count of
 * six cards, a whole hand seen from seat 1, and that hand refusing a card (one of seat 2's,
 * a seat that never acts first), and bad input: malformed JSON, an unknown card, a card given
 * twice; then an unknown game. */
enum { MAX_REQUESTS = 160, REQUEST_SIZE = 512 };
static char requests[MAX_REQUESTS][REQUEST_SIZE];
static int request_kinds;

/* A request: the format's first conversion is its id, the request's number in the cycle. */
static void add_request(const char *format, ...) __attribute__((format(printf, 1, 2)));

static void add_request(const char *format, ...) {
    if (request_kinds == MAX_REQUESTS) return;
    va_list args;
    va_start(args, format);
    vsnprintf(requests[request_kinds], REQUEST_SIZE, format, args);
    va_end(args);
    request_kinds++;
}

/* The codes of the first n cards of `set`, each quoted, joined by commas, into out. */
static void quoted_codes(const tutor_game *game, tutor_set set, int n, char *out, size_t size) {
    size_t used = 0;
    out[0] = '\0';
    tutor_card card;
    TUTOR_SET_FOREACH(card, set) {
        char code[TUTOR_CODE_MAX];
        if (n-- == 0 || used >= size) break;
        tutor_card_format(game, card, code);
        used += (size_t)snprintf(out + used, size - used, "%s\"%s\"", used ? "," : "", code);
    }
}

static void build_requests(void) {
    for (int g = 0; g < tutor_game_count(); g++) {
        const tutor_game *game = tutor_game_at(g);
        const char *id = tutor_game_id(game);
        tutor_options options;
        tutor_deal deal;
        tutor_error error;
        char cards[160], refused[16];
        tutor_options_init(&options);
        tutor_options_complete(game, &options, TUTOR_FOR_COUNTING, &error);
        quoted_codes(game, tutor_pack(game, &options), 6, cards, sizeof cards);
        if (tutor_deal_seeded(game, &options, 99, 0, &deal, &error) != TUTOR_OK) continue;
        quoted_codes(game, deal.hands[2], 1, refused, sizeof refused);
        int n = request_kinds;
        add_request("{\"id\":\"%d\",\"op\":\"deal\",\"game\":\"%s\",\"seed\":99,\"dealer\":1}", n,
                    id);
        add_request("{\"id\":\"%d\",\"op\":\"count\",\"game\":\"%s\",\"cards\":[%s]}", n + 1, id,
                    cards);
        add_request("{\"id\":\"%d\",\"op\":\"hand\",\"game\":\"%s\",\"seed\":99,\"actions\":[],"
                    "\"seat\":1}", n + 2, id);
        add_request("{\"id\":\"%d\",\"op\":\"hand\",\"game\":\"%s\",\"seed\":99,"
                    "\"actions\":[{\"play\":%s}]}", n + 3, id, refused);
        add_request("{\"id\":\"%d\",\"op\":\"count\",\"game\":\"%s\",\"cards\":[%s", n + 4, id,
                    cards);
        add_request("{\"id\":\"%d\",\"op\":\"count\",\"game\":\"%s\",\"cards\":[\"Z99\"]}", n + 5,
                    id);
        add_request("{\"id\":\"%d\",\"op\":\"count\",\"game\":\"%s\",\"cards\":[%s,%s]}", n + 6,
                    id, refused, refused);
    }
    add_request("{\"id\":\"%d\",\"op\":\"deal\",\"game\":\"%s\",\"seed\":1}", request_kinds,
                "no-such-game");
}

typedef struct {
    long requests;
    size_t heap_in_use; /* bytes handed out by the allocator and not yet freed */
    size_t heap_held;   /* bytes the allocator holds from the system (WebAssembly: linear memory) */
} reading;

static reading read_memory(long requests_so_far) {
    reading r = {requests_so_far, 0, 0};
#ifdef __EMSCRIPTEN__
    struct mallinfo info = mallinfo();
    r.heap_in_use = (size_t)info.uordblks;
    r.heap_held = (size_t)(uintptr_t)sbrk(0);
#else
    struct mallinfo2 info = mallinfo2();
    r.heap_in_use = info.uordblks;
    r.heap_held = info.arena + info.hblkhd;
#endif
    return r;
}

/* Sends requests number `from` up to `to` of the cycle; 0 when a response could not be made. */
static int send(long from, long to) {
    for (long i = from; i < to; i++) {
        const char *request = requests[i % request_kinds];
        char *response = tutor_api_handle(request, strlen(request));
        if (!response) return 0;
        free(response);
    }
    return 1;
}

static int usage(void) {
    fprintf(stderr, "usage: bench_heap [--json] [--requests N]   (N >= 1000)\n");
    return 2;
}

int main(int argc, char **argv) {
    int json = 0;
    long total = 1000000;
    for (int i = 1; i < argc; i++) {
        char *end = NULL;
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[i], "--requests") == 0 && i + 1 < argc) {
            total = strtol(argv[++i], &end, 10);
            if (*end || total < 1000) return usage();
        } else {
            return usage();
        }
    }
    build_requests();
    const long warm = 1000;
    if (!send(0, warm)) return 1;
    reading early = read_memory(warm);
    if (!send(warm, total)) return 1;
    reading late = read_memory(total);
    long growth = (long)late.heap_in_use - (long)early.heap_in_use;
    long held_growth = (long)late.heap_held - (long)early.heap_held;
#ifdef __EMSCRIPTEN__
    const char *platform = "wasm";
#else
    const char *platform = "native";
#endif
    if (json) {
        printf("{\"platform\": \"%s\", \"request_kinds\": %d, \"early\": {\"requests\": %ld, "
               "\"heap_in_use\": %zu, \"heap_held\": %zu}, \"late\": {\"requests\": %ld, "
               "\"heap_in_use\": %zu, \"heap_held\": %zu}, \"in_use_growth\": %ld, "
               "\"held_growth\": %ld}\n",
               platform, request_kinds, early.requests, early.heap_in_use, early.heap_held,
               late.requests, late.heap_in_use, late.heap_held, growth, held_growth);
    } else {
        printf("%s heap over %ld requests (%d kinds, good and bad, in a cycle):\n", platform,
               total, request_kinds);
        printf("  after %9ld: %9zu bytes in use, %9zu held\n", early.requests, early.heap_in_use,
               early.heap_held);
        printf("  after %9ld: %9zu bytes in use, %9zu held\n", late.requests, late.heap_in_use,
               late.heap_held);
        printf("  growth: %ld bytes in use, %ld held (%s)\n", growth, held_growth,
               growth <= 0 && held_growth <= 0 ? "flat" : "GROWS");
    }
    return growth <= 0 && held_growth <= 0 ? 0 : 1;
}
