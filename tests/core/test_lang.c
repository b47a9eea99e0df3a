/*
 * The languages of the core's sentences: every offered language has every template English has
 * and every game's names; every template written in any language (offered or still being
 * written) has English's holes in English's order; and the codes a request may give.
 */
#include <string.h>

#include "check.h"
#include "explain_text.h"
#include "game.h"
#include "suited.h"
#include "tutor.h"

/* The holes of a template, "%s%d%s": every '%' and the character after it. */
static void holes(const char *text, char *out, size_t size) {
    size_t n = 0;
    for (const char *p = text; *p && n + 3 < size; p++)
        if (p[0] == '%' && p[1]) {
            out[n++] = '%';
            out[n++] = *++p;
        }
    out[n] = '\0';
}

/* Every entry of `table` has English's holes; with `complete`, every English entry is there. */
static void check_table(tutor_lang lang, const char *const *table, int complete) {
    for (int id = 0; id < SAY_COUNT; id++) {
        const char *english = explain_en[id], *text = table[id];
        if (!english) {
            if (text) fprintf(stderr, "%s: template %d has no English\n", tutor_lang_code(lang), id);
            CHECK(!text);
            continue;
        }
        if (!text) {
            if (complete) fprintf(stderr, "%s: template %d is missing: \"%s\"\n",
                                  tutor_lang_code(lang), id, english);
            CHECK(!complete);
            continue;
        }
        char want[64], got[64];
        holes(english, want, sizeof want);
        holes(text, got, sizeof got);
        if (strcmp(want, got) != 0)
            fprintf(stderr, "%s: template %d has holes %s, English %s: \"%s\"\n",
                    tutor_lang_code(lang), id, got, want, text);
        CHECK_STR(got, want);
    }
}

/* The single sentences are all written in English; the ranges where a code has a sentence. */
static void check_english(void) {
    for (int id = SAY_NAMED; id < SAY_COUNT; id++) {
        if (!explain_en[id]) fprintf(stderr, "en: template %d is missing\n", id);
        CHECK(explain_en[id] != NULL);
    }
    for (int code = 0; code < EXPLAIN_INPUT_COUNT; code++) CHECK(explain_en[SAY_INPUT + code] != NULL);
}

/* A game's names exist in an offered language other than English: its cards' and suits'
 * (suited games), its trumps of equal rank, and every word its moves show but a pass. */
static void check_game_names(const tutor_game *game, tutor_lang lang) {
    if (game->suited) CHECK(game->suited->words[lang] != NULL);
    if (game->equal_trumps[TUTOR_LANG_EN]) CHECK(game->equal_trumps[lang] != NULL);
    const struct hand_word *words = NULL;
    int n = game->hand && game->hand->vocabulary ? game->hand->vocabulary(game, &words) : 0;
    for (int i = 0; i < n; i++) {
        const char *const *list;
        int first, last;
        if (!explain_word_list(game, &words[i], &list, &first, &last)) continue;
        for (int w = first; w <= last; w++) {
            if (!list[w] || strcmp(list[w], "pass") == 0) continue;
            const char *const *local = words[i].local_names[lang];
            if (!local || !local[w])
                fprintf(stderr, "%s: %s has no name for \"%s\"\n", tutor_lang_code(lang),
                        game->id, list[w]);
            CHECK(local && local[w]);
        }
    }
}

static void check_languages(void) {
    tutor_lang lang;
    CHECK(tutor_lang_find("en", &lang) && lang == TUTOR_LANG_EN);
    CHECK(!tutor_lang_find("xx", &lang));
    CHECK(!tutor_lang_find("", &lang));
    CHECK(!tutor_lang_find(NULL, &lang));
    char list[64];
    tutor_lang_list(list, sizeof list);
    CHECK(strncmp(list, "\"en\"", 4) == 0);
    int offered = 0;
    for (int l = 0; l < TUTOR_LANG_COUNT; l++) {
        const char *const *table = explain_table((tutor_lang)l);
        if (tutor_lang_offered((tutor_lang)l)) {
            offered++;
            CHECK(table != NULL);
            CHECK(tutor_lang_find(tutor_lang_code((tutor_lang)l), &lang) && lang == (tutor_lang)l);
            CHECK_CONTAINS(list, tutor_lang_code((tutor_lang)l));
            for (int g = 0; l != TUTOR_LANG_EN && g < tutor_game_count(); g++)
                check_game_names(tutor_game_at(g), (tutor_lang)l);
        } else {
            CHECK(!tutor_lang_find(tutor_lang_code((tutor_lang)l), &lang));
        }
        if (table) check_table((tutor_lang)l, table, tutor_lang_offered((tutor_lang)l));
    }
    CHECK(offered >= 1);
}

int main(void) {
    check_english();
    check_languages();
    return check_summary("test_lang");
}
