/*
 * explain_text.c: a template of the explanation module in a language, with its holes filled
 * (explain_text.h). The templates themselves are data, in core/explain_<lang>.c.
 */
#include <stdarg.h>

#include "explain_text.h"
#include "say.h"

/* A language is built when its table has the sentence every language must have; a build for
 * one language (wasm/one_language.c) leaves the others' tables empty. */
int explain_built(tutor_lang lang) {
    const char *const *table = explain_table(lang);
    return table && table[SAY_REASON_BY_NAME];
}

tutor_lang explain_lang(int lang) {
    if (lang >= 0 && lang < TUTOR_LANG_COUNT && explain_built((tutor_lang)lang))
        return (tutor_lang)lang;
    for (int other = 0; other < TUTOR_LANG_COUNT; other++)
        if (explain_built((tutor_lang)other)) return (tutor_lang)other;
    return TUTOR_LANG_EN;
}

int explain_has(tutor_lang lang, explain_text id) {
    const char *const *table = explain_table(explain_lang((int)lang));
    return (unsigned)id < SAY_COUNT && table && table[id];
}

int explain_singular(tutor_lang lang, int n) {
    if (lang == TUTOR_LANG_FR || lang == TUTOR_LANG_PT) return n == 0 || n == 1;
    return n == 1;
}

const char *const *explain_table(tutor_lang lang) {
    switch (lang) {
    case TUTOR_LANG_EN:
        return explain_en;
    case TUTOR_LANG_FR:
        return explain_fr;
    case TUTOR_LANG_IT:
        return explain_it;
    case TUTOR_LANG_ES:
        return explain_es;
    case TUTOR_LANG_PT:
        return explain_pt;
    case TUTOR_LANG_DE:
        return explain_de;
    default:
        return NULL;
    }
}

const char *explain_text_of(tutor_lang lang, explain_text id) {
    if ((unsigned)id >= SAY_COUNT) return "";
    const char *const *table = explain_table(explain_lang((int)lang));
    const char *text = table ? table[id] : NULL;
    if (!text) text = explain_en[id];
    return text ? text : "";
}

int explain_words(tutor_lang lang, char *buf, size_t size, explain_text id, ...) {
    va_list args;
    va_start(args, id);
    int written = tutor_vsay(buf, size, explain_text_of(lang, id), args);
    va_end(args);
    return written;
}

size_t explain_sentence(tutor_lang lang, char *buf, size_t size, explain_text id, ...) {
    va_list args;
    va_start(args, id);
    int written = tutor_vsay(buf, size, explain_text_of(lang, id), args);
    va_end(args);
    return explain_finish(buf, written, size);
}
