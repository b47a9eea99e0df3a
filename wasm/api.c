/*
 * api.c: JSON requests to core calls and back (docs/api.md, shared/conformance/README.md).
 *
 * Uses only the core's public header (core/tutor.h) and cJSON. Every request is handled in
 * three steps: read and check every field into core values (any problem becomes an error
 * response naming the field or card), ask the core, write the answer. This file holds the
 * shared reading and writing helpers and the dispatch; the requests live in api_*.c.
 */
#include "api.h"

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"

int api_fail(api_call *c, const char *code, const char *format, ...) {
    va_list args;
    va_start(args, format);
    c->error.code = code;
    vsnprintf(c->error.message, sizeof c->error.message, format, args);
    va_end(args);
    c->error.message[tutor_utf8_prefix(c->error.message, sizeof c->error.message - 1)] = '\0';
    return 0;
}

const char *clip(const char *text, size_t max, char *buf) {
    size_t n = tutor_utf8_prefix(text, max);
    memcpy(buf, text, n);
    buf[n] = '\0';
    return buf;
}

/* ---- strict JSON (api.h) ------------------------------------------------------------------ */

/* A key of an object, decoded, to find one given twice. The keys are kept in the order they
 * are given, so those of one object after its brace are its own or those of objects in it. */
typedef struct {
    size_t object;             /* the object's opening brace */
    size_t at;                 /* the key's opening quote */
    const unsigned char *name; /* the decoded key, in json_reader.names */
    size_t length;
} json_key;

typedef struct {
    const unsigned char *text;
    size_t length, at; /* at: the next byte to read */
    tutor_json_problem *problem;
    json_key *keys;     /* a key and its value take 4 bytes at least: length / 4 + 1 of them */
    size_t key_count;
    size_t twice, first; /* the first key given twice in one object (from 1; 0: none yet) */
    unsigned char *names; /* every decoded key, back to back: never longer than the text */
    size_t names_used;
    int id_next;                /* the value being read is the top-level object's "id" */
    size_t id_at, id_length;    /* that value's text, when it is a number */
} json_reader;

static int API_PRINTF(3, 4) json_fail(json_reader *r, size_t at, const char *format, ...) {
    va_list args;
    va_start(args, format);
    r->problem->at = at;
    vsnprintf(r->problem->what, sizeof r->problem->what, format, args);
    va_end(args);
    r->problem->what[tutor_utf8_prefix(r->problem->what, sizeof r->problem->what - 1)] = '\0';
    return 0;
}

static int json_end(json_reader *r) {
    return json_fail(r, r->length, "the text ends too soon");
}

static void json_space(json_reader *r) {
    while (r->at < r->length && (r->text[r->at] == ' ' || r->text[r->at] == '\t' ||
                                 r->text[r->at] == '\n' || r->text[r->at] == '\r'))
        r->at++;
}

static int json_digit(const json_reader *r) {
    return r->at < r->length && r->text[r->at] >= '0' && r->text[r->at] <= '9';
}

/* The length of the UTF-8 character at p (no overlong form, no surrogate, at most U+10FFFF),
 * or 0 when the bytes there are not one. */
static size_t utf8_char(const unsigned char *p, size_t available) {
    size_t n;
    uint32_t least, code;
    if (p[0] < 0x80) return 1;
    if (p[0] >= 0xC2 && p[0] <= 0xDF)
        n = 2, least = 0x80, code = p[0] & 0x1F;
    else if (p[0] >= 0xE0 && p[0] <= 0xEF)
        n = 3, least = 0x800, code = p[0] & 0x0F;
    else if (p[0] >= 0xF0 && p[0] <= 0xF4)
        n = 4, least = 0x10000, code = p[0] & 0x07;
    else
        return 0;
    if (available < n) return 0;
    for (size_t i = 1; i < n; i++) {
        if ((p[i] & 0xC0) != 0x80) return 0;
        code = (code << 6) | (p[i] & 0x3F);
    }
    return code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF) ? 0 : n;
}

/* The four hex digits at `at`, or -1. */
static long json_hex4(const json_reader *r, size_t at) {
    if (at > r->length || r->length - at < 4) return -1;
    static const char hex[] = "0123456789abcdefABCDEF";
    long value = 0;
    for (size_t i = at; i < at + 4; i++) {
        const char *digit = r->text[i] ? strchr(hex, r->text[i]) : NULL;
        if (!digit) return -1;
        value = value * 16 + (digit - hex < 16 ? digit - hex : digit - hex - 6);
    }
    return value;
}

static size_t utf8_encode(uint32_t code, unsigned char *out) {
    if (code < 0x80) return out[0] = (unsigned char)code, 1;
    size_t n = code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    for (size_t i = n - 1; i > 0; i--, code >>= 6) out[i] = (unsigned char)(0x80 | (code & 0x3F));
    out[0] = (unsigned char)((0xFF00 >> n & 0xFF) | code); /* 110xxxxx, 1110xxxx or 11110xxx */
    return n;
}

/* Reads the string whose opening quote is at r->at; writes it decoded to `out` (when not NULL,
 * at most as long as its text) and its length to *out_length. */
static int json_string(json_reader *r, unsigned char *out, size_t *out_length) {
    size_t start = r->at++, n = 0;
    while (r->at < r->length) {
        size_t at = r->at;
        unsigned char ch = r->text[at];
        if (ch == '"') {
            r->at++;
            if (out_length) *out_length = n;
            return 1;
        }
        if (ch == '\n')
            return json_fail(r, at, "a string runs past the end of its line (a line break in "
                                    "a string is written \\n)");
        if (ch == 0)
            return json_fail(r, at, "a string holds a NUL byte (U+0000), which no string here "
                                    "may hold");
        if (ch < 0x20)
            return json_fail(r, at, "a string holds the control character U+%04X as it is "
                                    "(it must be written \\u%04X)", ch, ch);
        if (ch == '\\') {
            if (at + 1 >= r->length) break;
            unsigned char e = r->text[at + 1];
            static const char escapes[] = "\"\\/bfnrt", meanings[] = "\"\\/\b\f\n\r\t";
            const char *known = e ? strchr(escapes, e) : NULL;
            if (known) {
                if (out) out[n] = (unsigned char)meanings[known - escapes];
                n++;
                r->at += 2;
                continue;
            }
            if (e != 'u') {
                if (e > 0x20 && e < 0x7F)
                    return json_fail(r, at, "a string holds \\%c, which is no escape (a "
                                            "backslash itself is written \\\\)", e);
                return json_fail(r, at, "a string holds a backslash that begins no escape (a "
                                        "backslash itself is written \\\\)");
            }
            long code = json_hex4(r, at + 2);
            if (code < 0) return json_fail(r, at, "a \\u escape needs four hex digits");
            r->at += 6;
            if (code == 0)
                return json_fail(r, at, "a string holds \\u0000 (NUL), which no string here "
                                        "may hold");
            if (code >= 0xD800 && code <= 0xDFFF) { /* a high surrogate, then a low one */
                long low = code <= 0xDBFF && r->at + 1 < r->length && r->text[r->at] == '\\' &&
                                   r->text[r->at + 1] == 'u'
                               ? json_hex4(r, r->at + 2)
                               : -1;
                if (low < 0xDC00 || low > 0xDFFF)
                    return json_fail(r, at, "a string holds a lone surrogate (\\u%04lX), "
                                            "which is half of a character", code);
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                r->at += 6;
            }
            unsigned char bytes[4];
            size_t count = utf8_encode((uint32_t)code, bytes);
            if (out) memcpy(out + n, bytes, count);
            n += count;
            continue;
        }
        size_t count = utf8_char(r->text + at, r->length - at);
        if (!count) return json_fail(r, at, "the bytes here are not UTF-8");
        if (out) memcpy(out + n, r->text + at, count);
        n += count;
        r->at += count;
    }
    return json_fail(r, start, "a string is not closed before the text ends");
}

/* Skips digits; whether there was one. */
static int json_digits(json_reader *r) {
    size_t start = r->at;
    while (json_digit(r)) r->at++;
    return r->at > start;
}

static int json_number(json_reader *r) {
    size_t start = r->at;
    if (r->text[r->at] == '-') r->at++;
    if (!json_digit(r)) return json_fail(r, start, "a number needs a digit after its minus sign");
    if (r->text[r->at] == '0' && (r->at++, json_digit(r)))
        return json_fail(r, start, "a number may not begin with 0 followed by another digit");
    json_digits(r);
    if (r->at < r->length && r->text[r->at] == '.' && (r->at++, !json_digits(r)))
        return json_fail(r, start, "a number needs a digit after its decimal point");
    if (r->at < r->length && (r->text[r->at] == 'e' || r->text[r->at] == 'E')) {
        r->at++;
        if (r->at < r->length && (r->text[r->at] == '+' || r->text[r->at] == '-')) r->at++;
        if (!json_digits(r)) return json_fail(r, start, "a number needs a digit in its exponent");
    }
    if (r->id_next) {
        r->id_at = start;
        r->id_length = r->at - start;
    }
    return 1;
}

static int json_word(json_reader *r) {
    static const char *const words[] = {"true", "false", "null"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        size_t n = strlen(words[i]);
        if (r->length - r->at >= n && memcmp(r->text + r->at, words[i], n) == 0) {
            r->at += n;
            return 1;
        }
    }
    return json_fail(r, r->at, "a value was expected here (a string, a number, an object, a "
                               "list, true, false or null)");
}

/* Reads the key whose opening quote is at r->at, and keeps it to find one given twice. */
static int json_key_of(json_reader *r, size_t object, int top_level) {
    if (r->at >= r->length) return json_end(r);
    if (r->text[r->at] != '"')
        return json_fail(r, r->at, "a key in double quotes was expected here");
    json_key *key = &r->keys[r->key_count];
    key->object = object;
    key->at = r->at;
    key->name = r->names + r->names_used;
    if (!json_string(r, r->names + r->names_used, &key->length)) return 0;
    r->names_used += key->length;
    for (size_t i = r->key_count; !r->twice && i-- > 0 && r->keys[i].object >= object;) {
        if (r->keys[i].object == object && r->keys[i].length == key->length &&
            memcmp(r->keys[i].name, key->name, key->length) == 0) {
            r->twice = r->key_count + 1;
            r->first = i;
        }
    }
    r->key_count++;
    r->id_next = top_level && key->length == 2 && memcmp(key->name, "id", 2) == 0;
    json_space(r);
    if (r->at >= r->length) return json_end(r);
    if (r->text[r->at] != ':') return json_fail(r, r->at, "a colon was expected after the key");
    r->at++;
    return 1;
}

/* The grammar of RFC 8259, read without recursion: `open` holds the brace or bracket of each
 * object and list being read, `where` its byte. */
static int json_read(json_reader *r) {
    unsigned char open[TUTOR_JSON_MAX_DEPTH];
    size_t where[TUTOR_JSON_MAX_DEPTH];
    int depth = 0;
    json_space(r);
    if (r->at >= r->length) return json_fail(r, 0, "the text is empty");
    for (;;) {
        /* a value */
        json_space(r);
        if (r->at >= r->length) return json_end(r);
        unsigned char ch = r->text[r->at];
        if (ch == '{' || ch == '[') {
            if (depth == TUTOR_JSON_MAX_DEPTH)
                return json_fail(r, r->at, "lists and objects are nested more than %d deep",
                                 depth);
            r->id_next = 0;
            open[depth] = ch;
            where[depth++] = r->at++;
            json_space(r);
            if (r->at < r->length && r->text[r->at] == (ch == '{' ? '}' : ']')) {
                r->at++; /* an empty object or list: read whole */
                depth--;
            } else { /* an object's first key, or a list's first value */
                if (ch == '{' && !json_key_of(r, where[depth - 1], depth == 1)) return 0;
                continue;
            }
        } else if (ch == '"') {
            if (!json_string(r, NULL, NULL)) return 0;
        } else if (ch == '-' || (ch >= '0' && ch <= '9')) {
            if (!json_number(r)) return 0;
        } else if (ch == '+' || ch == '.') {
            return json_fail(r, r->at, "a number begins with a digit or a minus sign");
        } else if (!json_word(r)) {
            return 0;
        }
        r->id_next = 0;
        /* after a value: the next item, or the end of the object or list (and of those it
         * ends in turn) */
        for (;;) {
            json_space(r);
            if (depth == 0) {
                if (r->at < r->length) {
                    r->problem->trailing = 1;
                    return json_fail(r, r->at, "more text follows the JSON value");
                }
                return 1;
            }
            if (r->at >= r->length) return json_end(r);
            unsigned char next = r->text[r->at];
            int object = open[depth - 1] == '{';
            if (next == (object ? '}' : ']')) {
                r->at++;
                depth--;
                continue;
            }
            if (next != ',')
                return json_fail(r, r->at, object ? "a comma or a closing brace was expected here"
                                                  : "a comma or a closing bracket was expected here");
            r->at++;
            if (object) {
                json_space(r);
                if (!json_key_of(r, where[depth - 1], depth == 1)) return 0;
            }
            break;
        }
    }
}

/* Once the text is read: the first key given twice in one object, by where it is given the
 * second time (a problem of grammar comes first). */
static int json_unique_keys(json_reader *r) {
    if (!r->twice) return 1;
    const json_key *twice = &r->keys[r->twice - 1], *first = &r->keys[r->first];
    char name[48];
    size_t n = 0;
    for (size_t i = 0; i < twice->length && n < 40; i++)
        name[n++] = twice->name[i] < 0x20 ? '?' : (char)twice->name[i];
    name[n] = '\0';
    name[tutor_utf8_prefix(name, n)] = '\0';
    r->problem->first = first->at;
    return json_fail(r, twice->at, "the key \"%s\" is given twice in one object", name);
}

/* tutor_json_check, and where the top-level object's "id" is written when it is a number. */
static int json_check(const char *text, size_t length, tutor_json_problem *problem,
                      size_t *id_at, size_t *id_length) {
    json_reader r = {.text = (const unsigned char *)text, .length = length, .problem = problem,
                     .names = malloc(length + 1),
                     .keys = malloc((length / 4 + 1) * sizeof(json_key))};
    memset(problem, 0, sizeof *problem);
    problem->first = SIZE_MAX;
    int ok = r.names && r.keys ? json_read(&r) && json_unique_keys(&r)
                     : json_fail(&r, 0, "the text could not be read (out of memory)");
    free(r.names);
    free(r.keys);
    if (id_at) *id_at = r.id_at;
    if (id_length) *id_length = ok ? r.id_length : 0;
    return ok;
}

int tutor_json_check(const char *text, size_t length, tutor_json_problem *problem) {
    return json_check(text, length, problem, NULL, NULL);
}

/* ---- reading fields ----------------------------------------------------------------------- */

const cJSON *field(const api_call *c, const char *name) {
    return cJSON_GetObjectItemCaseSensitive(c->request, name);
}

const cJSON *require(api_call *c, const char *name) {
    const cJSON *item = field(c, name);
    if (!item) api_fail(c, "missing-field", "The request has no \"%s\" field.", name);
    return item;
}

int read_int(api_call *c, const cJSON *item, const char *name, double min, double max,
                    long long *out) {
    double v = item ? item->valuedouble : 0;
    if (!cJSON_IsNumber(item) || v != floor(v) || v < min || v > max)
        return api_fail(c, "bad-field", "\"%s\" must be a whole number from %.0f to %.0f.", name, min,
                    max);
    *out = (long long)v;
    return 1;
}

int read_game(api_call *c) {
    const cJSON *item = require(c, "game");
    if (!item) return 0;
    if (!cJSON_IsString(item))
        return api_fail(c, "bad-field", "\"game\" must be a string such as \"%s\".",
                        tutor_game_id(tutor_game_at(0)));
    c->game = tutor_game_find(item->valuestring);
    if (!c->game) {
        char known[200] = "";
        for (int i = 0; i < tutor_game_count(); i++) {
            size_t used = strlen(known);
            snprintf(known + used, sizeof known - used, "%s\"%s\"", i ? ", " : "",
                     tutor_game_id(tutor_game_at(i)));
        }
        char quoted[64];
        return api_fail(c, "unknown-game", "There is no game \"%s\"; the games are %s.",
                        clip(item->valuestring, 60, quoted), known);
    }
    return 1;
}

int read_options(api_call *c, tutor_purpose purpose) {
    tutor_options_init(&c->options);
    c->options.lang = (int8_t)c->lang;
    const cJSON *options = field(c, "options");
    if (options && !cJSON_IsNull(options)) {
        if (!cJSON_IsObject(options))
            return api_fail(c, "bad-field", "\"options\" must be an object such as "
                                        "{\"trump\": \"4\"}.");
        const cJSON *option;
        cJSON_ArrayForEach(option, options) {
            char number[32];
            const char *value = option->valuestring;
            if (cJSON_IsNumber(option)) { /* {"deck": 40} is as good as {"deck": "40"} */
                snprintf(number, sizeof number, "%g", option->valuedouble);
                value = number;
            } else if (!cJSON_IsString(option)) {
                char quoted[48];
                return api_fail(c, "bad-option", "Option \"%s\" must be a string.",
                                clip(option->string, 40, quoted));
            }
            if (tutor_options_set(c->game, &c->options, option->string, value, &c->error))
                return 0;
        }
    }
    c->agreed = c->options;
    return tutor_options_complete(c->game, &c->options, purpose, &c->error) == TUTOR_OK;
}

int read_card(api_call *c, const cJSON *item, const char *name, tutor_card *card,
              tutor_set *seen) {
    if (!cJSON_IsString(item))
        return api_fail(c, "bad-field", "\"%s\" must hold card codes as strings.", name);
    char quoted[24];
    if (tutor_card_parse(c->game, item->valuestring, card, &c->error))
        return api_fail(c, "unknown-card", "\"%s\" in \"%s\" is not a card of %s.",
                        clip(item->valuestring, 20, quoted), name, tutor_game_name(c->game));
    if (!tutor_set_has(tutor_pack(c->game, &c->options), *card)) {
        char code[TUTOR_CODE_MAX];
        tutor_card_format(c->game, *card, code);
        return api_fail(c, "unknown-card", "%s in \"%s\" is not in the pack these options give %s.",
                        code, name, tutor_game_name(c->game));
    }
    if (tutor_set_has(*seen, *card))
        return api_fail(c, "duplicate-card", "%s appears more than once in the request.",
                        clip(item->valuestring, 20, quoted));
    *seen = tutor_set_add(*seen, *card);
    return 1;
}

int read_cards(api_call *c, const cJSON *list, const char *name, tutor_card *cards, int max,
                      int *count, tutor_set *seen) {
    if (!cJSON_IsArray(list))
        return api_fail(c, "bad-field", "\"%s\" must be a list of card codes.", name);
    int n = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, list) {
        tutor_card card;
        if (cJSON_IsString(item) && n >= max)
            return api_fail(c, "bad-field", "\"%s\" holds more than %d cards.", name, max);
        if (!read_card(c, item, name, &card, seen)) return 0;
        cards[n++] = card;
    }
    *count = n;
    return 1;
}

/* ---- writing answers ---------------------------------------------------------------------- */

cJSON *card_string(const tutor_game *game, tutor_card card) {
    char code[TUTOR_CODE_MAX];
    tutor_card_format(game, card, code);
    return cJSON_CreateString(code);
}

cJSON *card_array(const tutor_game *game, const tutor_card *cards, int n) {
    cJSON *list = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(list, card_string(game, cards[i]));
    return list;
}

cJSON *set_array(const tutor_game *game, tutor_set set) {
    cJSON *list = cJSON_CreateArray();
    tutor_card card;
    TUTOR_SET_FOREACH(card, set) cJSON_AddItemToArray(list, card_string(game, card));
    return list;
}

cJSON *sets_array(const tutor_game *game, const tutor_set *sets, int n) {
    cJSON *list = cJSON_CreateArray();
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(list, set_array(game, sets[i]));
    return list;
}

cJSON *seat_or_null(int seat) {
    return seat == TUTOR_NO_SEAT ? cJSON_CreateNull() : cJSON_CreateNumber(seat);
}

tutor_options spoken_options(const api_call *c, tutor_lang lang) {
    tutor_options spoken = c->options;
    spoken.lang = (int8_t)lang;
    return spoken;
}

void add_sentence(api_call *c, cJSON *object, const tutor_reason *reason) {
    char text[400];
    tutor_options spoken = spoken_options(c, c->lang);
    tutor_explain(c->game, &spoken, reason, text, sizeof text);
    cJSON_AddStringToObject(object, "text", text);
}

/* The cards a reason's sentence rests on, so that a program can check its claim or point at
 * them: `led` (the card that set the suit), `witness` (the card that proves the obligation) and
 * `beaten` (the trump to beat, or the partner's Good or Evil to answer). */
static void add_reason_cards(const tutor_game *game, cJSON *object, const tutor_reason *why) {
    if (why->has_led) cJSON_AddItemToObject(object, "led", card_string(game, why->led));
    if (why->has_witness) cJSON_AddItemToObject(object, "witness", card_string(game, why->witness));
    if (why->has_beaten) cJSON_AddItemToObject(object, "beaten", card_string(game, why->beaten));
}

cJSON *refusal_named(api_call *c, const char *code, const tutor_reason *why, const char *text) {
    cJSON *entry = cJSON_CreateObject();
    cJSON_AddStringToObject(entry, "card", code);
    cJSON_AddStringToObject(entry, "reason", tutor_reason_name(why->code));
    add_reason_cards(c->game, entry, why);
    if (text)
        cJSON_AddStringToObject(entry, "text", text);
    else
        add_sentence(c, entry, why);
    return entry;
}

void add_legal(api_call *c, cJSON *into, const tutor_card *trick, int n, tutor_set hand,
               int stock) {
    tutor_stock_choice choice = {0};
    if (stock < 0)
        choice.cards = tutor_legal(c->game, &c->options, trick, n, hand);
    else
        choice = tutor_stock_legal(c->game, &c->options, trick, n, hand, stock);
    cJSON *legal = set_array(c->game, choice.cards);
    if (choice.may_draw) cJSON_AddItemToArray(legal, cJSON_CreateString("draw"));
    if (choice.must_pass) cJSON_AddItemToArray(legal, cJSON_CreateString("pass"));
    cJSON_AddItemToObject(into, "legal", legal);
    cJSON *illegal = cJSON_AddArrayToObject(into, "illegal");
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_set_minus(hand, choice.cards)) {
        tutor_reason why =
            stock < 0 ? tutor_refusal(c->game, &c->options, trick, n, hand, card)
                      : tutor_stock_refusal(c->game, &c->options, trick, n, hand, stock, card);
        char code[TUTOR_CODE_MAX];
        tutor_card_format(c->game, card, code);
        cJSON_AddItemToArray(illegal, refusal_named(c, code, &why, NULL));
    }
}

/* ---- requests ------------------------------------------------------------------------------ */

typedef struct {
    const char *name;
    int needs_game;
    int (*handle)(api_call *c);
} op_entry;

#define API_OP_ENTRY(name, needs_game) {#name, needs_game, op_##name},
static const op_entry ops[] = {API_OPS(API_OP_ENTRY)};

/* `lang`: the language of every sentence of the answer; when absent, English (the one language
 * of a build for one, wasm/one_language.c). Its own errors are in English. */
static int read_lang(api_call *c) {
    const cJSON *lang = field(c, "lang");
    if (!lang) {
        c->lang = tutor_lang_default();
        c->error.lang = c->lang;
        return 1;
    }
    char known[64], quoted[48];
    tutor_lang_list(known, sizeof known);
    if (!cJSON_IsString(lang))
        return api_fail(c, "bad-field", "\"lang\" must be a string: one of %s.", known);
    if (!tutor_lang_find(lang->valuestring, &c->lang))
        return api_fail(c, "unknown-lang", "There is no language \"%s\"; the languages are %s.",
                        clip(lang->valuestring, 40, quoted), known);
    c->error.lang = c->lang;
    return 1;
}

static int dispatch(api_call *c) {
    if (!read_lang(c)) return 0;
    const cJSON *op = require(c, "op");
    if (!op) return 0;
    if (!cJSON_IsString(op)) return api_fail(c, "bad-field", "\"op\" must be a string.");
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        if (strcmp(ops[i].name, op->valuestring) != 0) continue;
        if (ops[i].needs_game && !read_game(c)) return 0;
        return ops[i].handle(c);
    }
    char quoted[48];
    return api_fail(c, "unknown-op",
                    "There is no request \"%s\"; the requests are legal, winner, count, score, "
                    "replay, games, deal, position, combinations, lesson, hand, game, bot and coach.",
                    clip(op->valuestring, 40, quoted));
}

static char *print(cJSON *response) {
    char *text = cJSON_PrintUnformatted(response);
    cJSON_Delete(response);
    return text;
}

static char *error_response(const cJSON *id, const api_call *c) {
    cJSON *response = cJSON_CreateObject();
    cJSON_AddItemToObject(response, "id", id ? cJSON_Duplicate(id, 1) : cJSON_CreateNull());
    cJSON_AddFalseToObject(response, "ok");
    cJSON *error = cJSON_AddObjectToObject(response, "error");
    cJSON_AddStringToObject(error, "code", c->error.code ? c->error.code : "internal");
    cJSON_AddStringToObject(error, "message", c->error.message);
    if (c->error_hand >= 0) cJSON_AddNumberToObject(error, "hand", c->error_hand);
    if (c->error_index >= 0) cJSON_AddNumberToObject(error, "index", c->error_index);
    if (c->error_why.code) {
        cJSON_AddStringToObject(error, "reason", tutor_reason_name(c->error_why.code));
        add_reason_cards(c->game, error, &c->error_why);
    }
    return print(response);
}

/* The id to echo: as written when it is a number (cJSON would write 9007199254740993 or
 * 1e2 otherwise), else the value read. */
static cJSON *echoed_id(const cJSON *parsed, const char *request, size_t at, size_t length) {
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(parsed, "id");
    if (!id) return cJSON_CreateNull();
    char *raw = cJSON_IsNumber(id) && length > 0 ? malloc(length + 1) : NULL;
    if (raw) {
        memcpy(raw, request + at, length);
        raw[length] = '\0';
        cJSON *item = cJSON_CreateRaw(raw);
        free(raw);
        if (item) return item;
    }
    return cJSON_Duplicate(id, 1);
}

char *tutor_api_handle(const char *request, size_t length) {
    api_call c = {.error_index = -1, .error_hand = -1};
    if (length > TUTOR_API_MAX_REQUEST) {
        api_fail(&c, "request-too-large", "The request is %zu bytes; the limit is %d.", length,
             TUTOR_API_MAX_REQUEST);
        return error_response(NULL, &c);
    }
    tutor_json_problem problem;
    size_t id_at = 0, id_length = 0;
    if (!json_check(request, length, &problem, &id_at, &id_length)) {
        char first[40] = "";
        if (problem.first != SIZE_MAX)
            snprintf(first, sizeof first, " (first at byte %zu)", problem.first);
        if (problem.trailing)
            api_fail(&c, "bad-json", "The request has text after its JSON value (at byte %zu).",
                     problem.at);
        else
            api_fail(&c, "bad-json", "The request is not valid JSON at byte %zu: %s%s.", problem.at,
                     problem.what, first);
        return error_response(NULL, &c);
    }
    cJSON *parsed = cJSON_ParseWithLength(request, length);
    if (!parsed || !cJSON_IsObject(parsed)) { /* no parse of strict JSON: only out of memory */
        api_fail(&c, "bad-json", "%s",
                 parsed ? "A request must be a JSON object."
                        : "The request could not be read (out of memory).");
        cJSON_Delete(parsed);
        return error_response(NULL, &c);
    }
    c.request = parsed;
    cJSON *id = echoed_id(parsed, request, id_at, id_length);
    c.response = cJSON_CreateObject();
    cJSON_AddItemToObject(c.response, "id", cJSON_Duplicate(id, 1));
    cJSON_AddTrueToObject(c.response, "ok");
    int answered = dispatch(&c);
    if (!answered) cJSON_Delete(c.response);
    char *text = answered ? print(c.response) : error_response(id, &c);
    cJSON_Delete(id);
    cJSON_Delete(parsed);
    return text;
}
