/*
 * api.h: the JSON API over the rules core (docs/api.md). One request in, one response out.
 *
 * This layer only translates: it reads JSON into core values, asks the core, and writes the
 * answer back. It includes only the core's public header and cJSON.
 */
#ifndef TUTOR_API_H
#define TUTOR_API_H

#include <stddef.h>

/* Requests longer than this are refused whole with "request-too-large". */
#define TUTOR_API_MAX_REQUEST (64 * 1024)

/* Answers one request (`length` bytes, need not be NUL-terminated). Returns a NUL-terminated
 * JSON response allocated with malloc; the caller frees it. Never returns NULL unless memory
 * is exhausted. A request over TUTOR_API_MAX_REQUEST is refused from its length alone, before
 * any of its bytes is read: a reader that stopped keeping an oversized line passes the bytes it
 * kept with the line's whole length. */
char *tutor_api_handle(const char *request, size_t length);

/* ---- strict JSON ---------------------------------------------------------------------------
 * Every request and every lesson file is read as strict JSON (RFC 8259) before cJSON parses it:
 * numbers as the grammar writes them (no "007", "1." or "+1"), strings in UTF-8 (JSON exchanged
 * between systems is, and an answer quoting a request's string must stay UTF-8 too) without raw
 * control characters, no text after the value (a NUL byte included), and beyond the RFC's
 * minimum, no string holding \u0000 or a lone surrogate, and no key given twice in one object
 * (RFC 8259 leaves what a reader does with it open; cJSON and JavaScript read different values). */

#define TUTOR_JSON_MAX_DEPTH 1000 /* as cJSON's CJSON_NESTING_LIMIT */

/* Why a text is not strict JSON. */
typedef struct {
    size_t at;       /* the byte where the problem is */
    size_t first;    /* a key given twice: where it was first given */
    int trailing;    /* the value is good, but more than white space follows it */
    char what[160];  /* what is wrong, as a phrase: "a number may not begin with 0 ..." */
} tutor_json_problem;

/* Returns 1 when text[0..length) is one strict JSON value, with only white space around it;
 * else 0, with *problem filled. */
int tutor_json_check(const char *text, size_t length, tutor_json_problem *problem);

#endif
