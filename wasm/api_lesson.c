/*
 * api_lesson.c: the lesson request. A lesson (lessons/README.md) is checked by the core and,
 * when it has no problems, answered with every step as the app presents it (docs/api.md). The
 * request also takes a lesson file as its bytes in base64, "file": read exactly as `tutor lint`
 * reads the file (lesson_check_text). The app sends a teacher's file so: any file within
 * LESSON_MAX_BYTES fits in a request, whatever its bytes.
 */
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"
#include "lesson/lesson.h"

static const char base64_letters[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* Decodes base64 (RFC 4648, padded, no white space) into a malloc'd buffer; NULL with *bad at
 * the first character out of place (the text's length when that is what is wrong). */
static unsigned char *base64_decode(const char *text, size_t *length, size_t *bad) {
    size_t n = strlen(text);
    *bad = n;
    if (n % 4) return NULL;
    unsigned char *bytes = malloc(n / 4 * 3 + 1);
    if (!bytes) return NULL;
    size_t out = 0;
    for (size_t i = 0; i < n; i += 4) {
        unsigned long group = 0; /* four letters of 6 bits */
        int pad = 0;
        for (int j = 0; j < 4; j++) {
            char ch = text[i + j];
            const char *letter = ch ? strchr(base64_letters, ch) : NULL;
            /* '=' only ends the text: one or two of them, in its last group */
            if (ch == '=' && i + 4 == n && j >= 2 && (j == 3 || text[i + 3] == '=')) {
                pad++;
            } else if (!letter || pad) {
                *bad = i + j;
                free(bytes);
                return NULL;
            }
            group = group << 6 | (letter ? (unsigned long)(letter - base64_letters) : 0);
        }
        bytes[out++] = (unsigned char)(group >> 16);
        if (pad < 2) bytes[out++] = (unsigned char)(group >> 8 & 0xFF);
        if (pad < 1) bytes[out++] = (unsigned char)(group & 0xFF);
    }
    *length = out;
    return bytes;
}

int op_lesson(api_call *c) {
    const cJSON *file = field(c, "file"), *lesson = field(c, "lesson");
    if (file && lesson)
        return api_fail(c, "bad-field", "A lesson request gives \"lesson\" or \"file\", not both.");
    if (!file && !require(c, "lesson")) return 0;
    /* A lesson file's text as a string is read as `tutor lint` reads the file, so text that
     * is not JSON is a problem naming its line and column. */
    if (cJSON_IsString(lesson))
        lesson_check_text_in(c->lang, lesson->valuestring, strlen(lesson->valuestring), NULL, c->response);
    else if (lesson)
        lesson_check_in(c->lang, lesson, NULL, c->response);
    if (lesson) return 1;
    if (!cJSON_IsString(file))
        return api_fail(c, "bad-field", "\"file\" must be a lesson file's bytes in base64.");
    size_t length = 0, bad;
    unsigned char *bytes = base64_decode(file->valuestring, &length, &bad);
    if (!bytes) {
        if (bad == strlen(file->valuestring))
            return api_fail(c, "bad-field",
                            "\"file\" must be a lesson file's bytes in base64, whose length is a "
                            "multiple of 4; it has %zu characters.", bad);
        return api_fail(c, "bad-field",
                        "\"file\" must be a lesson file's bytes in base64 (RFC 4648): character "
                        "%zu is not one of its letters.", bad + 1);
    }
    lesson_check_text_in(c->lang, (const char *)bytes, length, NULL, c->response);
    free(bytes);
    return 1;
}
