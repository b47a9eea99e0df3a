/*
 * bench_heap: whether the JSON API's heap stays flat over a long run.
 *
 * Sends the same cycle of requests (good ones for every game, and bad ones: malformed JSON, an
 * unknown card, a duplicate, an unknown game, a refused play) through tutor_api_handle, and
 * reads the allocator's bytes in use and the memory the process holds after 1,000 requests and
 * again after --requests N (1,000,000 by default). Every response is freed, as a caller must,
 * so any growth is a leak or fragmentation in the API itself. "Held" is what the allocator has
 * taken from the system: natively glibc's arena and mapped blocks, in WebAssembly the top of the
 * heap (sbrk), below which the linear memory can never shrink. glibc keeps small freed blocks
 * in per-thread caches that it counts as in use; bench/run.sh turns those caches off
 * (GLIBC_TUNABLES=glibc.malloc.tcache_count=0) so the native figure is exact.
 *
 *   bench_heap [--json] [--requests N]
 */
#define _GNU_SOURCE

#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "api.h"

static const char *const requests[] = {
    "{\"id\":\"1\",\"op\":\"legal\",\"game\":\"texas-42\",\"options\":{\"trump\":\"5\"},"
    "\"trick\":[\"6-4\"],\"hand\":[\"6-6\",\"4-1\",\"3-2\",\"5-5\"]}",
    "{\"id\":\"2\",\"op\":\"winner\",\"game\":\"texas-42\",\"options\":{\"trump\":\"5\"},"
    "\"trick\":[\"6-4\",\"6-6\",\"5-0\",\"4-4\"]}",
    "{\"id\":\"3\",\"op\":\"legal\",\"game\":\"french-tarot\",\"trick\":[\"H7\",\"T3\"],"
    "\"hand\":[\"T2\",\"T9\",\"FOOL\",\"S1\",\"DK\"]}",
    "{\"id\":\"4\",\"op\":\"count\",\"game\":\"french-tarot\","
    "\"cards\":[\"T1\",\"T21\",\"FOOL\",\"HK\",\"D2\",\"S3\",\"C4\",\"H5\"]}",
    "{\"id\":\"5\",\"op\":\"winner\",\"game\":\"ottocento\",\"trick\":[\"T1\",\"T2\",\"T3\",\"HK\"]}",
    "{\"id\":\"6\",\"op\":\"legal\",\"game\":\"piedmont-tarocchi\",\"trick\":[\"S5\"],"
    "\"hand\":[\"GOOD\",\"EVIL\",\"C1\",\"T4\"]}",
    "{\"id\":\"7\",\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"S5\"],\"stock\":3,"
    "\"hand\":[\"C1\",\"H4\"]}",
    "{\"id\":\"8\",\"op\":\"score\",\"game\":\"tapp-tarock\",\"bid\":\"solo\","
    "\"declarer_points\":40}",
    "{\"id\":\"9\",\"op\":\"deal\",\"game\":\"piedmont-tarocchi\",\"seed\":99,\"dealer\":2}",
    "{\"id\":\"10\",\"op\":\"combinations\",\"game\":\"eight-hundred\","
    "\"cards\":[\"SK\",\"CK\",\"HK\",\"DK\",\"T1\",\"T21\",\"FOOL\",\"T20\"]}",
    /* bad input */
    "{\"id\":\"11\",\"op\":\"legal\",\"game\":\"texas-42\",\"trick\":[",
    "{\"id\":\"12\",\"op\":\"legal\",\"game\":\"french-tarot\",\"trick\":[],\"hand\":[\"H99\"]}",
    "{\"id\":\"13\",\"op\":\"legal\",\"game\":\"french-tarot\",\"trick\":[],"
    "\"hand\":[\"HK\",\"HK\"]}",
    "{\"id\":\"14\",\"op\":\"legal\",\"game\":\"skat\",\"trick\":[],\"hand\":[]}",
    "{\"id\":\"15\",\"op\":\"position\",\"game\":\"texas-42\",\"options\":{\"trump\":\"5\"},"
    "\"deal\":{\"hands\":[[\"6-6\"],[\"6-5\"],[\"6-4\"],[\"6-3\"]]},\"leader\":0,"
    "\"actions\":[{\"play\":\"6-5\"}]}",
};
enum { REQUEST_KINDS = sizeof requests / sizeof requests[0] };

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
        const char *request = requests[i % REQUEST_KINDS];
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
               platform, (int)REQUEST_KINDS, early.requests, early.heap_in_use, early.heap_held,
               late.requests, late.heap_in_use, late.heap_held, growth, held_growth);
    } else {
        printf("%s heap over %ld requests (%d kinds, good and bad, in a cycle):\n", platform,
               total, (int)REQUEST_KINDS);
        printf("  after %9ld: %9zu bytes in use, %9zu held\n", early.requests, early.heap_in_use,
               early.heap_held);
        printf("  after %9ld: %9zu bytes in use, %9zu held\n", late.requests, late.heap_in_use,
               late.heap_held);
        printf("  growth: %ld bytes in use, %ld held (%s)\n", growth, held_growth,
               growth <= 0 && held_growth <= 0 ? "flat" : "GROWS");
    }
    return growth <= 0 && held_growth <= 0 ? 0 : 1;
}
