/*
 * fuzz_api.c: libFuzzer target for the JSON API. Each input is one request, passed as raw bytes
 * (libFuzzer's buffer is not NUL-terminated, which is what tutor_api_handle promises to accept).
 *
 * Beyond what the sanitizers catch, every response must keep the API's contract (docs/api.md):
 *   - it is not NULL and is strict JSON (RFC 8259), checked by a validator of our own rather
 *     than by cJSON, which wrote it;
 *   - when the request is valid UTF-8, so is the response: the browser and the Node tool decode
 *     it as UTF-8, so a message that cuts a character in half would show up as garbage there;
 *   - it is an object with "id", and "ok" true or false; when false, "error" is an object with a
 *     non-empty "code" string and a non-empty "message" string;
 *   - the same request gives the same bytes again: the native and WebAssembly answers are
 *     compared byte for byte, so any dependence on leftover state or uninitialized memory
 *     would break that comparison.
 * A broken invariant prints the reason and the response, then aborts, so libFuzzer records the
 * input as a crash.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "api.h"

/* Deeper than cJSON's own nesting limit (1000), so any response cJSON could write fits. */
#define MAX_DEPTH 1100

static void fail(const char *why, const uint8_t *request, size_t length, const char *response) {
    fprintf(stderr, "\nfuzz_api: %s\nrequest (%zu bytes): ", why, length);
    for (size_t i = 0; i < length && i < 2000; i++) {
        uint8_t b = request[i];
        if (b >= 0x20 && b < 0x7f && b != '\\')
            fputc(b, stderr);
        else
            fprintf(stderr, "\\x%02x", b);
    }
    fprintf(stderr, "\nresponse: %s\n", response ? response : "(NULL)");
    abort();
}

/* ---- a strict JSON validator ------------------------------------------------------------- */

typedef struct {
    const uint8_t *p, *end;
    int utf8; /* 1: bytes above 0x7f must form valid UTF-8 */
} reader;

/* Length of the valid UTF-8 sequence at p (no overlong forms, no surrogates, at most
 * U+10FFFF), or 0. */
static size_t utf8_sequence(const uint8_t *p, const uint8_t *end) {
    uint8_t b = p[0];
    size_t n;
    uint32_t min, cp;
    if (b < 0x80) return 1;
    if (b >= 0xc2 && b <= 0xdf) n = 2, min = 0x80, cp = b & 0x1f;
    else if (b >= 0xe0 && b <= 0xef) n = 3, min = 0x800, cp = b & 0x0f;
    else if (b >= 0xf0 && b <= 0xf4) n = 4, min = 0x10000, cp = b & 0x07;
    else return 0;
    if ((size_t)(end - p) < n) return 0;
    for (size_t i = 1; i < n; i++) {
        if ((p[i] & 0xc0) != 0x80) return 0;
        cp = (cp << 6) | (p[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
    return n;
}

static int valid_utf8(const uint8_t *p, size_t length) {
    const uint8_t *end = p + length;
    while (p < end) {
        size_t n = utf8_sequence(p, end);
        if (!n) return 0;
        p += n;
    }
    return 1;
}

static void skip_space(reader *r) {
    while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
        r->p++;
}

static int accept(reader *r, char c) {
    if (r->p < r->end && *r->p == (uint8_t)c) {
        r->p++;
        return 1;
    }
    return 0;
}

static int is_digit(reader *r) { return r->p < r->end && *r->p >= '0' && *r->p <= '9'; }

static int is_hex(uint8_t c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int string_ok(reader *r) {
    if (!accept(r, '"')) return 0;
    while (r->p < r->end) {
        uint8_t c = *r->p;
        if (c == '"') {
            r->p++;
            return 1;
        }
        if (c < 0x20) return 0;
        if (c == '\\') {
            if (r->end - r->p < 2) return 0;
            uint8_t e = r->p[1];
            if (e == 'u') {
                if (r->end - r->p < 6) return 0;
                for (int i = 2; i < 6; i++)
                    if (!is_hex(r->p[i])) return 0;
                r->p += 6;
            } else if (e && strchr("\"\\/bfnrt", e)) {
                r->p += 2;
            } else {
                return 0;
            }
            continue;
        }
        if (c >= 0x80 && r->utf8) {
            size_t n = utf8_sequence(r->p, r->end);
            if (!n) return 0;
            r->p += n;
            continue;
        }
        r->p++;
    }
    return 0;
}

static int number_ok(reader *r) {
    accept(r, '-');
    if (!is_digit(r)) return 0;
    if (!accept(r, '0')) /* no leading zeros */
        while (is_digit(r)) r->p++;
    if (accept(r, '.')) {
        if (!is_digit(r)) return 0;
        while (is_digit(r)) r->p++;
    }
    if (accept(r, 'e') || accept(r, 'E')) {
        if (!accept(r, '+')) accept(r, '-');
        if (!is_digit(r)) return 0;
        while (is_digit(r)) r->p++;
    }
    return 1;
}

static int literal_ok(reader *r, const char *word) {
    size_t n = strlen(word);
    if ((size_t)(r->end - r->p) < n || memcmp(r->p, word, n) != 0) return 0;
    r->p += n;
    return 1;
}

static int value_ok(reader *r, int depth) {
    if (depth > MAX_DEPTH) return 0;
    skip_space(r);
    if (r->p >= r->end) return 0;
    switch (*r->p) {
    case '{':
        r->p++;
        skip_space(r);
        if (accept(r, '}')) return 1;
        do {
            skip_space(r);
            if (!string_ok(r)) return 0;
            skip_space(r);
            if (!accept(r, ':') || !value_ok(r, depth + 1)) return 0;
            skip_space(r);
        } while (accept(r, ','));
        return accept(r, '}');
    case '[':
        r->p++;
        skip_space(r);
        if (accept(r, ']')) return 1;
        do {
            if (!value_ok(r, depth + 1)) return 0;
            skip_space(r);
        } while (accept(r, ','));
        return accept(r, ']');
    case '"': return string_ok(r);
    case 't': return literal_ok(r, "true");
    case 'f': return literal_ok(r, "false");
    case 'n': return literal_ok(r, "null");
    default: return number_ok(r);
    }
}

static int strict_json(const char *text, int utf8) {
    reader r = {(const uint8_t *)text, (const uint8_t *)text + strlen(text), utf8};
    if (!value_ok(&r, 0)) return 0;
    skip_space(&r);
    return r.p == r.end;
}

/* ---- the target -------------------------------------------------------------------------- */

static int nonempty_string(const cJSON *item) {
    return cJSON_IsString(item) && item->valuestring && item->valuestring[0];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size); /* libFuzzer calls it */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = tutor_api_handle((const char *)data, size);
    if (!text) fail("the response is NULL", data, size, NULL);

    int utf8_request = valid_utf8(data, size);
    if (!strict_json(text, utf8_request))
        fail(utf8_request ? "the response is not strict JSON in valid UTF-8"
                          : "the response is not strict JSON",
             data, size, text);

    cJSON *response = cJSON_ParseWithOpts(text, NULL, 1);
    if (!cJSON_IsObject(response)) fail("the response is not a JSON object", data, size, text);
    if (!cJSON_GetObjectItemCaseSensitive(response, "id"))
        fail("the response has no \"id\"", data, size, text);
    const cJSON *ok = cJSON_GetObjectItemCaseSensitive(response, "ok");
    if (!cJSON_IsBool(ok)) fail("\"ok\" is not true or false", data, size, text);
    if (cJSON_IsFalse(ok)) {
        const cJSON *error = cJSON_GetObjectItemCaseSensitive(response, "error");
        if (!cJSON_IsObject(error)) fail("\"error\" is not an object", data, size, text);
        if (!nonempty_string(cJSON_GetObjectItemCaseSensitive(error, "code")))
            fail("\"error.code\" is not a non-empty string", data, size, text);
        if (!nonempty_string(cJSON_GetObjectItemCaseSensitive(error, "message")))
            fail("\"error.message\" is not a non-empty string", data, size, text);
    }
    cJSON_Delete(response);

    char *again = tutor_api_handle((const char *)data, size);
    if (!again || strcmp(text, again) != 0)
        fail(again ? "the same request answered differently the second time"
                   : "the second response is NULL",
             data, size, text);
    free(again);
    free(text);
    return 0;
}
