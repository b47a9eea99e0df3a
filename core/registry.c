/*
 * registry.c: the list of games, and the public entry points that dispatch to a game's data
 * and hooks. Nothing here knows a rule.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game.h"

#define GAME(symbol) extern const tutor_game symbol;
#include "games/games.def"
#undef GAME

static const tutor_game *const games[] = {
#define GAME(symbol) &symbol,
#include "games/games.def"
#undef GAME
};

size_t tutor_utf8_prefix(const char *text, size_t max) {
    size_t n = 0;
    while (n < max && text[n]) n++;
    if (n < max || n == 0) return n;
    /* Step back over the continuation bytes (10xxxxxx) at the cut, to the character's first
     * byte; keep the character only when all of its bytes fit. */
    size_t start = n;
    while (start > 0 && n - start < 4 && ((unsigned char)text[start - 1] & 0xC0) == 0x80) start--;
    if (start == 0) return 0;
    unsigned char lead = (unsigned char)text[start - 1];
    size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    return n - (start - 1) >= length ? n : start - 1;
}

tutor_status tutor_fail(tutor_error *error, const char *code, const char *format, ...) {
    if (error) {
        va_list args;
        va_start(args, format);
        error->code = code;
        vsnprintf(error->message, sizeof error->message, format, args);
        va_end(args);
        error->message[tutor_utf8_prefix(error->message, sizeof error->message - 1)] = '\0';
    }
    return TUTOR_ERROR;
}

int tutor_game_count(void) { return (int)(sizeof games / sizeof games[0]); }

const tutor_game *tutor_game_at(int index) {
    return index >= 0 && index < tutor_game_count() ? games[index] : NULL;
}

const tutor_game *tutor_game_find(const char *id) {
    for (int i = 0; id && i < tutor_game_count(); i++)
        if (strcmp(games[i]->id, id) == 0) return games[i];
    return NULL;
}

const char *tutor_game_id(const tutor_game *game) { return game->id; }
const char *tutor_game_name(const tutor_game *game) { return game->name; }
int tutor_game_seats(const tutor_game *game) { return game->seats; }
int tutor_game_counter_clockwise(const tutor_game *game) { return game->counter_clockwise; }
int tutor_game_option_count(const tutor_game *game) { return game->option_count; }
const char *tutor_game_count_extra(const tutor_game *game) { return game->count_extra; }

const tutor_option_spec *tutor_game_option(const tutor_game *game, int index) {
    return index >= 0 && index < game->option_count ? &game->options[index] : NULL;
}

const char *tutor_game_piece(const tutor_game *game) { return game->piece; }
const char *tutor_game_pack_kind(const tutor_game *game) { return game->pack_kind; }

int tutor_game_side(const tutor_game *game, int seat) {
    const char *by = tutor_game_totals_by(game);
    if (!by || strcmp(by, "side") != 0 || seat < 0 || seat >= game->seats) return -1;
    return seat % 2;
}

int tutor_game_option_in_hand(const tutor_game *game, int index) {
    if (index < 0 || index >= game->option_count) return 0;
    if (index < (int)(8 * sizeof game->hand_decides) && (game->hand_decides >> index & 1u))
        return 1;
    if (!game->hand || !game->hand->vocabulary) return 0;
    /* A move that names the option: the game's table writes it with the option's values. */
    const struct hand_word *words;
    int n = game->hand->vocabulary(game, &words);
    for (int i = 0; i < n; i++)
        if (words[i].kind == TUTOR_MOVE_OPTION && words[i].number == index) return 1;
    return 0;
}

/* The option slots a game uses: its option_count, never more than tutor_options holds. The
 * loops that write options->value stop at this bound, so the compiler sees them stay inside
 * the array (GCC 12 at -O3 otherwise warns of a write past its end). */
static int option_slots(const tutor_game *game) {
    return game->option_count < TUTOR_MAX_OPTIONS ? game->option_count : TUTOR_MAX_OPTIONS;
}

void tutor_options_init(tutor_options *options) {
    memset(options->value, -1, sizeof options->value);
    options->lang = TUTOR_LANG_EN;
}

tutor_status tutor_options_set(const tutor_game *game, tutor_options *options, const char *name,
                               const char *value, tutor_error *error) {
    for (int slot = 0; slot < option_slots(game); slot++) {
        const tutor_option_spec *spec = &game->options[slot];
        if (strcmp(spec->name, name) != 0) continue;
        for (int v = 0; v < spec->value_count; v++) {
            if (strcmp(spec->values[v], value) == 0) {
                options->value[slot] = (int8_t)v;
                return TUTOR_OK;
            }
        }
        char accepted[160] = "";
        for (int v = 0; v < spec->value_count; v++) {
            size_t used = strlen(accepted);
            snprintf(accepted + used, sizeof accepted - used, "%s\"%s\"", v ? ", " : "",
                     spec->values[v]);
        }
        return tutor_fail(error, "bad-option", "%s has no %s \"%s\"; it takes %s.", game->name,
                          name, value, accepted);
    }
    return tutor_fail(error, "unknown-option", "%s has no option \"%s\".", game->name, name);
}

tutor_status tutor_options_complete(const tutor_game *game, tutor_options *options,
                                    tutor_purpose purpose, tutor_error *error) {
    for (int slot = 0; slot < option_slots(game); slot++)
        if (options->value[slot] < 0 && game->options[slot].default_value >= 0)
            options->value[slot] = (int8_t)game->options[slot].default_value;
    return game->complete_options ? game->complete_options(game, options, purpose, error)
                                  : TUTOR_OK;
}

tutor_status tutor_card_parse(const tutor_game *game, const char *code, tutor_card *card,
                              tutor_error *error) {
    if (code && game->parse_card(game, code, card)) return TUTOR_OK;
    return tutor_fail(error, "unknown-card", "\"%s\" is not a card of %s.", code ? code : "",
                      game->name);
}

void tutor_card_format(const tutor_game *game, tutor_card card, char *code) {
    game->format_card(game, card, code);
}

/* A card number is one of the game's cards when its code reads back as that card. */
tutor_set tutor_game_cards(const tutor_game *game) {
    tutor_set cards = tutor_set_empty();
    for (int n = 0; n < game->pack_size && n < TUTOR_SET_CAPACITY; n++) {
        char code[TUTOR_CODE_MAX];
        tutor_card card = (tutor_card)n, read;
        game->format_card(game, card, code);
        if (game->parse_card(game, code, &read) && read == card) cards = tutor_set_add(cards, card);
    }
    return cards;
}

size_t tutor_card_name(const tutor_game *game, tutor_card card, char *buf, size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    game->card_name(game, TUTOR_LANG_EN, card, buf, size);
    return strlen(buf);
}

int tutor_game_suit_count(const tutor_game *game) {
    return game->suit_codes ? (int)strlen(game->suit_codes) : 0;
}

char tutor_game_suit_code(const tutor_game *game, int suit) {
    if (suit < 0 || suit >= tutor_game_suit_count(game)) return 0;
    char letter = game->suit_codes[suit];
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_game_cards(game)) {
        char code[TUTOR_CODE_MAX];
        game->format_card(game, card, code);
        if (code[0] == letter) return letter;
    }
    return 0;
}

size_t tutor_suit_name(const tutor_game *game, int suit, char *buf, size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    if (!tutor_game_suit_code(game, suit)) return 0;
    /* The names of the suits named by codes do not depend on the options. */
    tutor_options defaults;
    tutor_options_init(&defaults);
    tutor_options_complete(game, &defaults, TUTOR_FOR_COUNTING, NULL);
    game->suit_name(game, &defaults, suit, TUTOR_SUIT_PLURAL, buf, size);
    return strlen(buf);
}

static const char *const reason_names[TUTOR_REASON_COUNT] = {
#define TUTOR_REASON_NAME(code, name) [code] = name,
    TUTOR_REASONS(TUTOR_REASON_NAME)
#undef TUTOR_REASON_NAME
};

const char *tutor_reason_name(tutor_reason_code code) {
    return code >= 0 && code < TUTOR_REASON_COUNT ? reason_names[code] : "unknown";
}

tutor_set tutor_legal(const tutor_game *game, const tutor_options *options, const tutor_card *trick,
                      int n, tutor_set hand) {
    return game->legal(game, options, trick, n, hand);
}

tutor_reason tutor_refusal(const tutor_game *game, const tutor_options *options,
                           const tutor_card *trick, int n, tutor_set hand, tutor_card card) {
    return game->refusal(game, options, trick, n, hand, card);
}

int tutor_seats(const tutor_game *game, const tutor_options *options) {
    return game->seat_count ? game->seat_count(game, options) : game->seats;
}

int tutor_trick_size(const tutor_game *game, const tutor_options *options) {
    return game->trick_size(game, options);
}

int tutor_trick_min_size(const tutor_game *game, const tutor_options *options) {
    return game->short_tricks ? 1 : game->trick_size(game, options);
}

int tutor_game_draws(const tutor_game *game) { return game->stock != NULL; }

int tutor_stock_matters(const tutor_game *game, const tutor_options *options,
                        const tutor_card *trick, int n, tutor_set hand) {
    return game->stock && game->stock->matters(options, trick, n, hand);
}

tutor_stock_choice tutor_stock_legal(const tutor_game *game, const tutor_options *options,
                                     const tutor_card *trick, int n, tutor_set hand, int stock) {
    return game->stock->legal(options, trick, n, hand, stock);
}

tutor_reason tutor_stock_refusal(const tutor_game *game, const tutor_options *options,
                                 const tutor_card *trick, int n, tutor_set hand, int stock,
                                 tutor_card card) {
    return game->stock->refusal(options, trick, n, hand, stock, card);
}

tutor_reason tutor_stock_action_refusal(const tutor_game *game, const tutor_options *options,
                                        const tutor_card *trick, int n, tutor_set hand, int stock,
                                        tutor_action action) {
    return game->stock->action_refusal(options, trick, n, hand, stock, action);
}

int tutor_winner(const tutor_game *game, const tutor_options *options, const tutor_card *trick,
                 int n, tutor_reason *why) {
    return game->winner(game, options, trick, n, why);
}

tutor_status tutor_count(const tutor_game *game, const tutor_options *options,
                         const tutor_card *cards, int n, tutor_count_result *result,
                         tutor_error *error) {
    return game->count(game, options, cards, n, result, error);
}

tutor_set tutor_pack(const tutor_game *game, const tutor_options *options) {
    return game->pack ? game->pack(game, options) : tutor_set_range(game->pack_size);
}

int deal_shuffled(const tutor_game *game, const tutor_options *options, uint64_t seed,
                  int dealer, tutor_deal *deal, tutor_card *shuffled, tutor_error *error) {
    int seats = tutor_seats(game, options);
    if (dealer < 0 || dealer >= seats) {
        tutor_fail(error, "bad-field", "dealer must be a seat from 0 to %d, not %d.", seats - 1,
                   dealer);
        return -1;
    }
    int n = tutor_rng_shuffle_set(tutor_pack(game, options), seed, shuffled);
    memset(deal, 0, sizeof *deal);
    deal->seats = seats;
    game->deal(game, options, shuffled, n, dealer, deal);
    return n;
}

tutor_status tutor_deal_seeded(const tutor_game *game, const tutor_options *options, uint64_t seed,
                               int dealer, tutor_deal *deal, tutor_error *error) {
    tutor_card shuffled[TUTOR_SET_CAPACITY];
    return deal_shuffled(game, options, seed, dealer, deal, shuffled, error) < 0 ? TUTOR_ERROR
                                                                                 : TUTOR_OK;
}
