/*
 * explain_names.c: a game's names of its cards and suits in a language, for a program that
 * lists them (tutor.h): the game's names in `lang` (English's where it has none).
 */
#include <string.h>

#include "explain_text.h"
#include "game.h"

size_t tutor_card_name_in(const tutor_game *game, tutor_lang lang, tutor_card card, char *buf,
                          size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    game->card_name(game, explain_lang((int)lang), card, buf, size);
    return strlen(buf);
}

int tutor_card_own_name(const tutor_game *game, tutor_card card) {
    return game->own_name && game->own_name(game, card);
}

size_t tutor_suit_name_in(const tutor_game *game, tutor_lang lang, int suit, char *buf,
                          size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    if (!tutor_game_suit_code(game, suit)) return 0;
    /* The names of the suits named by codes do not depend on the options. */
    tutor_options defaults;
    tutor_options_init(&defaults);
    tutor_options_complete(game, &defaults, TUTOR_FOR_COUNTING, NULL);
    defaults.lang = (int8_t)explain_lang((int)lang);
    game->suit_name(game, &defaults, suit, TUTOR_SUIT_PLURAL, buf, size);
    return strlen(buf);
}
