/*
 * lang.c: the languages the core's sentences are made in (tutor.h): their codes, and which
 * are offered. A language is offered once every template of the explanation module and every
 * game's names exist in it (tests/core/test_lang.c fails for an offered language that lacks
 * one); until then its tables may be partly written, and a request may not ask for it. A
 * build of the browser's core for one language (wasm/one_language.c) offers that one alone.
 */
#include <string.h>

#include "explain_text.h"
#include "say.h"
#include "tutor.h"

static const struct {
    const char *code;
    int offered;
} languages[TUTOR_LANG_COUNT] = {
    [TUTOR_LANG_EN] = {"en", 1}, [TUTOR_LANG_FR] = {"fr", 1}, [TUTOR_LANG_DE] = {"de", 1},
    [TUTOR_LANG_IT] = {"it", 1}, [TUTOR_LANG_ES] = {"es", 1}, [TUTOR_LANG_PT] = {"pt", 1},
};

const char *tutor_lang_code(tutor_lang lang) {
    return (unsigned)lang < TUTOR_LANG_COUNT ? languages[lang].code : "";
}

int tutor_lang_offered(tutor_lang lang) {
    return (unsigned)lang < TUTOR_LANG_COUNT && languages[lang].offered && explain_built(lang);
}

tutor_lang tutor_lang_default(void) { return explain_lang(TUTOR_LANG_EN); }

int tutor_lang_find(const char *code, tutor_lang *lang) {
    for (int i = 0; code && i < TUTOR_LANG_COUNT; i++) {
        if (!tutor_lang_offered((tutor_lang)i) || strcmp(languages[i].code, code) != 0) continue;
        *lang = (tutor_lang)i;
        return 1;
    }
    return 0;
}

size_t tutor_lang_list(char *buf, size_t size) {
    size_t length = 0;
    if (size > 0) buf[0] = '\0';
    for (int i = 0; i < TUTOR_LANG_COUNT; i++) {
        if (!tutor_lang_offered((tutor_lang)i)) continue;
        int written = tutor_say(length < size ? buf + length : NULL, length < size ? size - length : 0,
                                "%s\"%s\"", length ? ", " : "", languages[i].code);
        length += (size_t)written;
    }
    return length;
}
