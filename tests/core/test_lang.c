/*
 * The languages of the core's sentences: every offered language has every template English has
 * and every game's names; every template written in any language (offered or still being
 * written) has English's holes in English's order; and the codes a request may give.
 */
#include <string.h>

#include <stdlib.h>

#include "api.h"
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
        for (int w = 0; w < words[i].number_words_count; w++)
            if (words[i].number_words[w])
                CHECK(words[i].local_number_words[lang] && words[i].local_number_words[lang][w]);
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

/* ---- real sentences in real positions ---- */

static tutor_card card_of(const tutor_game *game, const char *code) {
    tutor_card card = 0;
    CHECK(tutor_card_parse(game, code, &card, NULL) == TUTOR_OK);
    return card;
}

/* The sentence refusing `refused` from `hand` (codes, n of them) facing `trick`, in `lang`. */
static const char *refusal_in(const char *game_id, tutor_lang lang, const char *const *trick,
                              int trick_n, const char *const *hand, int hand_n,
                              const char *refused, char *buf, size_t size) {
    const tutor_game *game = tutor_game_find(game_id);
    tutor_options options;
    tutor_options_init(&options);
    CHECK(tutor_options_complete(game, &options, TUTOR_FOR_PLAY, NULL) == TUTOR_OK);
    options.lang = (int8_t)lang;
    tutor_card cards[TUTOR_MAX_TRICK];
    tutor_set held = tutor_set_empty();
    for (int i = 0; i < trick_n; i++) cards[i] = card_of(game, trick[i]);
    for (int i = 0; i < hand_n; i++) held = tutor_set_add(held, card_of(game, hand[i]));
    tutor_reason why = tutor_refusal(game, &options, cards, trick_n, held, card_of(game, refused));
    tutor_explain(game, &options, &why, buf, size);
    return buf;
}

/* Burro: the sentence refusing `refused` from `hand` facing a trick led with `led`, `stock`
 * cards left to draw, in `lang`. */
static const char *burro_refusal(tutor_lang lang, const char *led, const char *const *hand,
                                 int hand_n, int stock, const char *refused, char *buf,
                                 size_t size) {
    const tutor_game *game = tutor_game_find("burro");
    tutor_options options;
    tutor_options_init(&options);
    CHECK(tutor_options_complete(game, &options, TUTOR_FOR_PLAY, NULL) == TUTOR_OK);
    options.lang = (int8_t)lang;
    tutor_card trick[1] = {card_of(game, led)};
    tutor_set held = tutor_set_empty();
    for (int i = 0; i < hand_n; i++) held = tutor_set_add(held, card_of(game, hand[i]));
    tutor_reason why =
        tutor_stock_refusal(game, &options, trick, 1, held, stock, card_of(game, refused));
    tutor_explain(game, &options, &why, buf, size);
    return buf;
}

static void check_spanish(void) {
    char buf[400];
    static const char *const coins_only[] = {"D1", "D7"}; /* Oros: D in the code */
    CHECK_STR(burro_refusal(TUTOR_LANG_ES, "S5", coins_only, 2, 10, "D7", buf, sizeof buf),
              "El 5 de Espadas fijó el palo de salida: Espadas. No tienes Espadas y el monte no "
              "está vacío: debes robar hasta poder servir a Espadas, y no puedes jugar el 7 de "
              "Oros.");
    static const char *const sword_and_coin[] = {"SJ", "D7"};
    CHECK_STR(burro_refusal(TUTOR_LANG_ES, "S5", sword_and_coin, 2, 10, "D7", buf, sizeof buf),
              "El 5 de Espadas fijó el palo de salida: Espadas. Tienes la Sota de Espadas, una "
              "carta de Espadas: debes servir a Espadas y no puedes jugar el 7 de Oros.");
}

static void check_portuguese(void) {
    char buf[400];
    static const char *const coins_only[] = {"D1", "D7"};
    CHECK_STR(burro_refusal(TUTOR_LANG_PT, "S5", coins_only, 2, 10, "D7", buf, sizeof buf),
              "O 5 de Espadas fixou o naipe de saída: Espadas. Não tens Espadas e o monte não está "
              "vazio: tens de comprar até poderes assistir a Espadas, e não podes jogar o 7 de "
              "Ouros.");
    /* the stock empty: the player passes */
    CHECK_STR(burro_refusal(TUTOR_LANG_PT, "S5", coins_only, 2, 0, "D7", buf, sizeof buf),
              "O 5 de Espadas fixou o naipe de saída: Espadas. Não tens Espadas e o monte está "
              "vazio: passas esta vaza e não podes jogar o 7 de Ouros.");
}

static void check_german(void) {
    char buf[400];
    const tutor_game *tapp = tutor_game_find("tapp-tarock");
    explain_line_words won = {EXPLAIN_LINE_DECLARER_BID, {0, 1, 37, 36, 3}};
    explain_line(tapp, TUTOR_LANG_DE, &won, buf, sizeof buf);
    CHECK_STR(buf, "Dreier: Spiel gewonnen mit 37 von 70 Kartenpunkten (36 nötig): Jeder "
                   "Gegenspieler zahlt 3.");
    explain_line_words ultimo = {EXPLAIN_LINE_PAGAT_ULTIMO, {EXPLAIN_ANNOUNCED_FAILED}};
    explain_line(tapp, TUTOR_LANG_DE, &ultimo, buf, sizeof buf);
    CHECK_STR(buf, "Angesagter Pagat Ultimo verloren: Der Spieler zahlt jedem Gegenspieler 8.");
    static const char *const king_of_hearts[] = {"HK"}, *const heart_and_spade[] = {"H1", "S7"};
    CHECK_STR(refusal_in("tapp-tarock", TUTOR_LANG_DE, king_of_hearts, 1, heart_and_spade, 2, "S7",
                         buf, sizeof buf),
              "Herz-König bestimmte die Farbe: Herz. Du hältst Herz-1, ein Herz, also musst du "
              "Herz bedienen und darfst nicht Pik-7 spielen.");
}

static void check_french(void) {
    char buf[400];
    static const char *const ace_of_hearts[] = {"H1"}, *const two_hearts_three_spades[] = {"H2", "S3"};
    CHECK_STR(refusal_in("french-tarot", TUTOR_LANG_FR, ace_of_hearts, 1, two_hearts_three_spades,
                         2, "S3", buf, sizeof buf),
              "L'As de Cœur a fixé la couleur demandée : Cœur. Vous avez le 2 de Cœur, un Cœur : "
              "vous devez donc jouer Cœur et ne pouvez pas jouer le 3 de Pique.");
    static const char *const the_twenty[] = {"H1", "T20"}, *const petit_and_heart[] = {"T1", "S4", "T21"};
    CHECK_STR(refusal_in("french-tarot", TUTOR_LANG_FR, the_twenty, 2, petit_and_heart, 3, "T1",
                         buf, sizeof buf),
              "Le 20 d'atout est le plus fort atout du pli et vous avez le 21 d'atout, qui le bat : "
              "vous devez donc monter sur le 20 d'atout et ne pouvez pas jouer le Petit.");
    /* English stays as it was */
    CHECK_STR(refusal_in("french-tarot", TUTOR_LANG_EN, ace_of_hearts, 1, two_hearts_three_spades,
                         2, "S3", buf, sizeof buf),
              "The Ace of Hearts set the suit to Hearts. You hold the 2 of Hearts, a Heart, so you "
              "must follow Hearts and may not play the 3 of Spades.");
    /* a score line, its bouts in the singular for none */
    explain_line_words lost = {EXPLAIN_LINE_TAKER_CONTRACT, {1, 0, 60, 0, 30, 56, 26, 51, 2, -102}};
    explain_line(tutor_game_find("french-tarot"), TUTOR_LANG_FR, &lost, buf, sizeof buf);
    CHECK_STR(buf, "Garde perdue : le camp du preneur a fait 30 points de cartes avec 0 bout ; il en "
                   "fallait 56, soit 26 de moins ; 25 pour la partie plus 26 font 51, fois 2 pour le "
                   "contrat : chaque défenseur reçoit 102.");
    /* bad input, in the error's language */
    tutor_error error = {.lang = TUTOR_LANG_FR};
    explain_reject(tutor_game_find("french-tarot"),
                   (explain_input){.code = EXPLAIN_CHIEN_SIZE, .number = {4, 6, 5}}, &error);
    CHECK_STR(error.message, "À 4 joueurs, le chien a 6 cartes ; celui-ci en a 5.");
}

static void check_italian(void) {
    char buf[400];
    /* Ottocento: Cups led, a Cup held, a Sword refused */
    static const char *const king_of_cups[] = {"HK"}, *const cup_and_sword[] = {"H1", "S7"};
    CHECK_STR(refusal_in("ottocento", TUTOR_LANG_IT, king_of_cups, 1, cup_and_sword, 2, "S7", buf,
                         sizeof buf),
              "Il Re di Coppe ha fissato il seme d'attacco: Coppe. Hai l'Asso di Coppe, una Coppa: "
              "devi quindi rispondere a Coppe e non puoi giocare il 7 di Spade.");
    /* no Cup held: a trump is due, and the Matto's name is the Bolognese one */
    static const char *const matto_and_trump[] = {"FOOL", "T10", "S7"};
    CHECK_STR(refusal_in("ottocento", TUTOR_LANG_IT, king_of_cups, 1, matto_and_trump, 3, "S7",
                         buf, sizeof buf),
              "Il Re di Coppe ha fissato il seme d'attacco: Coppe. Non hai Coppe ma hai il trionfo "
              "10, un trionfo: devi quindi giocare un trionfo e non puoi giocare il 7 di Spade.");
}

/* ---- the `lang` field of a request ---- */

static char *answer(const char *request) { return tutor_api_handle(request, strlen(request)); }

static void check_api(void) {
    char *unknown = answer("{\"op\": \"games\", \"lang\": \"xx\"}");
    CHECK_CONTAINS(unknown, "\"code\":\"unknown-lang\"");
    CHECK_CONTAINS(unknown, "There is no language \\\"xx\\\"; the languages are \\\"en\\\", "
                            "\\\"fr\\\", \\\"de\\\", \\\"it\\\", \\\"es\\\", \\\"pt\\\".");
    char *number = answer("{\"op\": \"games\", \"lang\": 2}");
    CHECK_CONTAINS(number, "\"code\":\"bad-field\"");
    const char *legal = "{\"op\": \"legal\", \"game\": \"french-tarot\", \"trick\": [\"H1\"], "
                        "\"hand\": [\"H2\", \"S3\"]";
    char request[256];
    snprintf(request, sizeof request, "%s}", legal);
    char *plain = answer(request);
    snprintf(request, sizeof request, "%s, \"lang\": \"en\"}", legal);
    char *english = answer(request);
    CHECK_STR(english, plain);
    snprintf(request, sizeof request, "%s, \"lang\": \"fr\"}", legal);
    char *french = answer(request);
    CHECK_CONTAINS(french, "vous devez donc jouer Cœur et ne pouvez pas jouer le 3 de Pique.");
    CHECK_CONTAINS(french, "\"reason\":\"must-follow\""); /* codes do not change */
    free(unknown);
    free(number);
    free(plain);
    free(english);
    free(french);
}

int main(void) {
    check_english();
    check_languages();
    check_french();
    check_italian();
    check_spanish();
    check_portuguese();
    check_german();
    check_api();
    return check_summary("test_lang");
}
