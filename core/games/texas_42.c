/*
 * texas_42.c: Texas 42, the partnership trick-taking game played with a double-six domino set.
 *
 * Source: shared/seeds/004 ("And You Thought I Only Meant Card Games"). Rules choices, with the
 * sentences they rest on, are in docs/rules-decisions.md; in short:
 *  - A tile with the trump number belongs only to trumps; a led non-trump tile belongs to its
 *    higher end; following, a tile belongs to every numbered suit it shows.
 *  - Doubles are highest in their suit, except follow-me or Nello "doubles low"; in Nello's
 *    usual "separate" doubles (and "separate-inverted") they form a suit of their own.
 *  - With doubles as trumps, the doubles are the trump suit and belong to no numbered suit.
 *  - Nello and Sevens have no trumps; the declarer's partner sits out of Nello.
 *  - Sevens: the tile whose pips total nearest 7 wins, ties to the first played, and every
 *    player must play their tile nearest 7 (the seed is silent on following; the published
 *    rule is chosen).
 *
 * A tile is an index 0..27: the tile hi-lo (hi >= lo) is hi*(hi+1)/2 + lo.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../say.h"
#include "hand_checks.h"
#include "texas_42.h"

/* Suits: the numbers 0..6, then trumps and the doubles' own suit. */
enum { SUIT_TRUMP = 7, SUIT_DOUBLES = 8, SUIT_NONE = -1 };

static const char *const trump_values[] = {"0", "1", "2", "3", "4", "5", "6", "doubles", "none"};
static const char *const contract_values[] = {"normal", "nello", "sevens", "plunge", "splash"};
static const char *const doubles_values[] = {"high", "low", "separate", "separate-inverted"};

static const tutor_option_spec option_specs[] = {
    {"trump", trump_values, 9, -1},
    {"contract", contract_values, 5, T42_NORMAL},
    {"doubles", doubles_values, 4, -1}, /* depends on the contract: see complete_options */
};

static const uint8_t HI[T42_TILES] = {0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4,
                                      4, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6};
static const uint8_t LO[T42_TILES] = {0, 0, 1, 0, 1, 2, 0, 1, 2, 3, 0, 1, 2, 3,
                                      4, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6};

static tutor_card tile_of(int a, int b) {
    int hi = a > b ? a : b, lo = a > b ? b : a;
    return (tutor_card)(hi * (hi + 1) / 2 + lo);
}

static inline int is_double(tutor_card t) { return HI[t] == LO[t]; }

tutor_set texas_42_doubles(void) {
    tutor_set s = tutor_set_empty();
    for (int n = 0; n <= 6; n++) s = tutor_set_add(s, tile_of(n, n));
    return s;
}
static int pips(tutor_card t) { return HI[t] + LO[t]; }
static inline int shows(tutor_card t, int number) { return HI[t] == number || LO[t] == number; }

/* The options, resolved into what trick play needs. */
typedef struct {
    int trump; /* 0..6, TRUMP_DOUBLES or TRUMP_NONE */
    int contract;
    int doubles;
} rules;

static rules rules_of(const tutor_options *options) {
    rules r = {.contract = t42_value(options, T42_OPT_CONTRACT, T42_NORMAL),
               .doubles = t42_value(options, T42_OPT_DOUBLES, T42_DOUBLES_HIGH)};
    r.trump = t42_has_trumps(r.contract) ? t42_value(options, T42_OPT_TRUMP, T42_TRUMP_NONE)
                                         : T42_TRUMP_NONE;
    return r;
}

static inline int doubles_apart(const rules *r) {
    return r->trump == T42_TRUMP_NONE &&
           (r->doubles == T42_DOUBLES_SEPARATE || r->doubles == T42_DOUBLES_SEPARATE_INVERTED);
}

static inline int is_trump(const rules *r, tutor_card t) {
    if (r->trump == T42_TRUMP_NONE) return 0;
    if (r->trump == T42_TRUMP_DOUBLES) return is_double(t);
    return shows(t, r->trump);
}

/* The suit a tile sets when it is led. */
static int led_suit(const rules *r, tutor_card t) {
    if (r->contract == T42_SEVENS) return SUIT_NONE;
    if (is_trump(r, t)) return SUIT_TRUMP;
    if (is_double(t) && doubles_apart(r)) return SUIT_DOUBLES;
    return HI[t];
}

/* Whether a tile follows `suit` (a tile may follow either of its numbers). */
static inline int belongs(const rules *r, tutor_card t, int suit) {
    if (suit == SUIT_TRUMP) return is_trump(r, t);
    if (suit == SUIT_DOUBLES) return is_double(t);
    if (is_trump(r, t) || (is_double(t) && doubles_apart(r))) return 0;
    return shows(t, suit);
}

/* The seven tiles showing `number`. */
static tutor_set showing(int number) {
    tutor_set s = tutor_set_empty();
    for (int other = 0; other <= 6; other++) s = tutor_set_add(s, tile_of(number, other));
    return s;
}

static tutor_set trump_set(const rules *r) {
    if (r->trump == T42_TRUMP_NONE) return tutor_set_empty();
    return r->trump == T42_TRUMP_DOUBLES ? texas_42_doubles() : showing(r->trump);
}

/* The tiles that follow `suit`, as belongs() says, built from the sets of numbers (a trick's
 * every card asks for it, so it is made without testing all 28 tiles). */
static tutor_set suit_set(const rules *r, int suit) {
    if (suit == SUIT_TRUMP) return trump_set(r);
    if (suit == SUIT_DOUBLES) return texas_42_doubles();
    if (suit < 0 || suit > 6) return tutor_set_empty();
    tutor_set s = tutor_set_minus(showing(suit), trump_set(r));
    return doubles_apart(r) ? tutor_set_minus(s, texas_42_doubles()) : s;
}

/* Rank within `suit`, higher wins. */
static int rank(const rules *r, tutor_card t, int suit) {
    if (suit == SUIT_DOUBLES)
        return r->doubles == T42_DOUBLES_SEPARATE_INVERTED ? 6 - HI[t] : HI[t];
    if (suit == SUIT_TRUMP && r->trump == T42_TRUMP_DOUBLES) return HI[t];
    int number = suit == SUIT_TRUMP ? r->trump : suit;
    if (is_double(t)) return r->trump == T42_TRUMP_NONE && r->doubles == T42_DOUBLES_LOW ? -1 : 7;
    return HI[t] == number ? LO[t] : HI[t];
}

static int distance_from_seven(tutor_card t) { return abs(pips(t) - 7); }

/* The tiles of `hand` whose pips total nearest 7 (a total is 0 to 12: at most 7 away). */
static tutor_set nearest_seven(tutor_set hand) {
    tutor_set best = tutor_set_empty();
    for (int distance = 0; distance <= 7 && tutor_set_is_empty(best); distance++) {
        tutor_card t;
        TUTOR_SET_FOREACH(t, hand) {
            if (distance_from_seven(t) == distance) best = tutor_set_add(best, t);
        }
    }
    return best;
}

/* ---- hooks ------------------------------------------------------------------------------ */

static int parse_tile(const tutor_game *game, const char *code, tutor_card *card) {
    (void)game;
    if (strlen(code) != 3 || code[1] != '-') return 0;
    int a = code[0] - '0', b = code[2] - '0';
    if (a < 0 || a > 6 || b < 0 || b > 6) return 0;
    *card = tile_of(a, b);
    return 1;
}

static void format_tile(const tutor_game *game, tutor_card t, char *code) {
    (void)game;
    code[0] = (char)('0' + HI[t]);
    code[1] = '-';
    code[2] = (char)('0' + LO[t]);
    code[3] = '\0';
}

/* A declaration's option the contract gives no meaning, or the trump it needs: the reason. */
static int refused(tutor_reason *why, tutor_reason_detail detail, int first, int second) {
    *why = hand_detail(TUTOR_BAD_DECLARATION, detail, first, second, 0);
    return 1;
}

int texas_42_complete(tutor_options *options, tutor_purpose purpose, tutor_reason *why) {
    int contract = options->value[T42_OPT_CONTRACT], trump = options->value[T42_OPT_TRUMP];
    if (options->value[T42_OPT_DOUBLES] < 0)
        options->value[T42_OPT_DOUBLES] =
            (int8_t)(contract == T42_NELLO ? T42_DOUBLES_SEPARATE : T42_DOUBLES_HIGH);
    int doubles = options->value[T42_OPT_DOUBLES];
    /* An option the contract gives no meaning is refused, never silently dropped: Nello and
     * Sevens have no trumps, and how doubles rank is a choice only without trumps. */
    if (!t42_has_trumps(contract) && trump >= 0 && trump != T42_TRUMP_NONE)
        return refused(why, TUTOR_DETAIL_CONTRACT_WITHOUT_TRUMPS, contract, trump);
    int has_trumps = t42_has_trumps(contract) && trump >= 0 && trump != T42_TRUMP_NONE;
    if (doubles > T42_DOUBLES_HIGH && (has_trumps || contract == T42_SEVENS))
        return refused(why,
                       contract == T42_SEVENS ? TUTOR_DETAIL_DOUBLES_IN_SEVENS
                                              : TUTOR_DETAIL_DOUBLES_WITH_TRUMPS,
                       doubles, contract);
    if (purpose == TUTOR_FOR_PLAY && t42_has_trumps(contract) && trump < 0)
        return refused(why, TUTOR_DETAIL_TRUMP_NEEDED, contract, 0);
    return 0;
}

/* A refused option is the request's error, its sentence the declaration's. */
static tutor_status complete_options(const tutor_game *game, tutor_options *options,
                                     tutor_purpose purpose, tutor_error *error) {
    tutor_reason why;
    if (!texas_42_complete(options, purpose, &why)) return TUTOR_OK;
    char sentence[sizeof error->message];
    tutor_options spoken = *options; /* in the error's language */
    spoken.lang = error ? (int8_t)error->lang : TUTOR_LANG_EN;
    tutor_explain(game, &spoken, &why, sentence, sizeof sentence);
    return tutor_fail(error,
                      why.detail == TUTOR_DETAIL_TRUMP_NEEDED ? "missing-option" : "bad-option",
                      "%s", sentence);
}

static int trick_size(const tutor_game *game, const tutor_options *options) {
    (void)game;
    return rules_of(options).contract == T42_NELLO ? 3 : 4;
}

static tutor_set legal(const tutor_game *game, const tutor_options *options,
                       const tutor_card *trick, int n, tutor_set hand) {
    (void)game;
    rules r = rules_of(options);
    if (r.contract == T42_SEVENS) return nearest_seven(hand);
    if (n == 0) return hand;
    tutor_set follow = tutor_set_and(hand, suit_set(&r, led_suit(&r, trick[0])));
    return tutor_set_is_empty(follow) ? hand : follow;
}

static tutor_reason refusal(const tutor_game *game, const tutor_options *options,
                            const tutor_card *trick, int n, tutor_set hand, tutor_card card) {
    rules r = rules_of(options);
    tutor_card witness = tutor_set_first(legal(game, options, trick, n, hand));
    if (r.contract == T42_SEVENS)
        return (tutor_reason){.code = TUTOR_MUST_PLAY_NEAREST_SEVEN,
                              .suit = SUIT_NONE,
                              .card = card,
                              .witness = witness,
                              .has_witness = 1,
                              .number = {(int16_t)pips(card), (int16_t)pips(witness)}};
    return (tutor_reason){.code = TUTOR_MUST_FOLLOW,
                          .suit = (int8_t)led_suit(&r, trick[0]),
                          .card = card,
                          .led = trick[0],
                          .has_led = 1,
                          .witness = witness,
                          .has_witness = 1};
}

static int winner(const tutor_game *game, const tutor_options *options, const tutor_card *trick,
                  int n, tutor_reason *why) {
    (void)game;
    rules r = rules_of(options);
    int best = 0;
    tutor_reason w = {.led = trick[0], .has_led = 1};
    if (r.contract == T42_SEVENS) {
        for (int i = 1; i < n; i++) /* strictly nearer: ties stay with the first played */
            if (distance_from_seven(trick[i]) < distance_from_seven(trick[best])) best = i;
        w = (tutor_reason){.code = TUTOR_WINS_NEAREST_SEVEN,
                           .suit = SUIT_NONE,
                           .led = trick[0],
                           .number = {(int16_t)pips(trick[best])}};
    } else {
        int suit = led_suit(&r, trick[0]);
        for (int i = 0; i < n; i++)
            if (is_trump(&r, trick[i])) suit = SUIT_TRUMP;
        best = -1;
        for (int i = 0; i < n; i++)
            if (belongs(&r, trick[i], suit) &&
                (best < 0 || rank(&r, trick[i], suit) > rank(&r, trick[best], suit)))
                best = i;
        w.code = suit == SUIT_TRUMP ? TUTOR_WINS_HIGHEST_TRUMP : TUTOR_WINS_HIGHEST_OF_SUIT_LED;
        w.suit = (int8_t)suit;
    }
    w.card = trick[best];
    if (why) *why = w;
    return best;
}

static tutor_status count(const tutor_game *game, const tutor_options *options,
                          const tutor_card *cards, int n, tutor_count_result *result,
                          tutor_error *error) {
    int size = trick_size(game, options);
    if (n % size != 0)
        return explain_reject(
            game, (explain_input){.code = EXPLAIN_PILE_TRICKS, .number = {size, n}}, error);
    int points = n / size;      /* one point a trick */
    for (int i = 0; i < n; i++) /* the count tiles: 5-0, 4-1, 3-2 (5); 6-4, 5-5 (10) */
        if (pips(cards[i]) % 5 == 0) points += pips(cards[i]);
    *result = (tutor_count_result){.points = points};
    return TUTOR_OK;
}

static void deal(const tutor_game *game, const tutor_options *options, const tutor_card *shuffled,
                 int pack, int dealer, tutor_deal *out) {
    (void)game;
    (void)options;
    (void)pack;
    /* "The dealer's opposing team get to draw first, followed by the dealer's partner, and
     * finally the dealer." Of the opponents, the dealer's left draws first. */
    const int order[T42_SEATS] = {(dealer + 1) % T42_SEATS, (dealer + 3) % T42_SEATS,
                                  (dealer + 2) % T42_SEATS, dealer};
    for (int k = 0; k < T42_SEATS; k++)
        for (int i = 0; i < T42_HAND; i++)
            out->hands[order[k]] = tutor_set_add(out->hands[order[k]], shuffled[k * T42_HAND + i]);
}

static int sitting_out(const tutor_game *game, const tutor_options *options, int leader) {
    (void)game;
    return rules_of(options).contract == T42_NELLO ? (leader + 2) % T42_SEATS : TUTOR_NO_SEAT;
}

/* ---- words ------------------------------------------------------------------------------- */

/* The words of the tiles' suits and of a lead, by language. Each clause is a template with the
 * holes of English's, in its order (%s: a tile's code, a suit's name, a clause). */
typedef struct {
    const char *suit_plural[9];   /* the numbers' suits, then trumps and the doubles' own suit */
    const char *suit_singular[9]; /* "a six", ... */
    const char *doubles_trumps, *number_trumps, *doubles_led, *led, *suit_led, *higher_end;
    const char *outside, *a_trump, *a_double, *trump_suit_only, *doubles_apart;
} t42_words;

static const t42_words words_en = {
    .suit_plural = {"blanks", "ones", "twos", "threes", "fours", "fives", "sixes", "trumps",
                    "doubles"},
    .suit_singular = {"a blank", "a one", "a two", "a three", "a four", "a five", "a six",
                      "a trump", "a double"},
    .doubles_trumps = "%s was led and doubles are trumps, so trumps were led",
    .number_trumps = "%s was led and %s are trumps, so trumps were led (a tile showing the trump "
                     "number belongs only to trumps)",
    .doubles_led = "%s was led, so doubles were led (here doubles form their own suit)",
    .led = "%s was led",
    .suit_led = "%s was led, so %s were led%s",
    .higher_end = " (a led tile belongs to its higher end)",
    .outside = "%s is a %s, not one of the %s (%s)",
    .a_trump = "trump",
    .a_double = "double",
    .trump_suit_only = "a tile of the trump suit belongs only to trumps",
    .doubles_apart = "here doubles form their own suit",
};

/* French: the domino's own words (blanc, as, double). */
static const t42_words words_fr = {
    .suit_plural = {"blanc", "as", "deux", "trois", "quatre", "cinq", "six", "atout", "doubles"},
    .suit_singular = {"un blanc", "un as", "un deux", "un trois", "un quatre", "un cinq", "un six",
                      "un atout", "un double"},
    .doubles_trumps = "on a entamé %s et les doubles sont atout : la couleur demandée est atout",
    .number_trumps = "on a entamé %s (atout : %s) : la couleur demandée est atout (un domino qui "
                     "montre le numéro d'atout n'appartient qu'à l'atout)",
    .doubles_led = "on a entamé %s : ce sont les doubles qui sont demandés (ici, les doubles "
                   "forment une couleur à eux seuls)",
    .led = "on a entamé %s",
    .suit_led = "on a entamé %s : la couleur demandée est %s%s",
    .higher_end = " (un domino entamé appartient à son plus haut côté)",
    .outside = "%s est %s, pas de la couleur %s (%s)",
    .a_trump = "un atout",
    .a_double = "un double",
    .trump_suit_only = "un domino de la couleur d'atout n'appartient qu'à l'atout",
    .doubles_apart = "ici, les doubles forment une couleur à eux seuls",
};

/* Italian: the domino's faces (bianco, uno ... sei), and briscola for the trump suit. */
static const t42_words words_it = {
    .suit_plural = {"bianchi", "uno", "due", "tre", "quattro", "cinque", "sei", "briscola",
                    "doppi"},
    .suit_singular = {"un bianco", "un uno", "un due", "un tre", "un quattro", "un cinque",
                      "un sei", "una briscola", "un doppio"},
    .doubles_trumps = "è stato giocato per primo %s e i doppi sono briscola: il seme d'attacco è "
                      "briscola",
    .number_trumps = "è stato giocato per primo %s (briscola: %s): il seme d'attacco è briscola "
                     "(un domino che mostra il numero di briscola appartiene solo alla briscola)",
    .doubles_led = "è stato giocato per primo %s: il seme d'attacco sono i doppi (qui i doppi "
                   "formano un seme a sé)",
    .led = "è stato giocato per primo %s",
    .suit_led = "è stato giocato per primo %s: il seme d'attacco è %s%s",
    .higher_end = " (un domino d'attacco appartiene alla sua faccia più alta)",
    .outside = "%s è %s, non del seme %s (%s)",
    .a_trump = "una briscola",
    .a_double = "un doppio",
    .trump_suit_only = "un domino del seme di briscola appartiene solo alla briscola",
    .doubles_apart = "qui i doppi formano un seme a sé",
};

/* Spanish: the domino's own words (blanca, doble, ficha). */
static const t42_words words_es = {
    .suit_plural = {"blancas", "unos", "doses", "treses", "cuatros", "cincos", "seises",
                    "triunfos", "dobles"},
    .suit_singular = {"una blanca", "un uno", "un dos", "un tres", "un cuatro", "un cinco",
                      "un seis", "un triunfo", "un doble"},
    .doubles_trumps = "se salió con %s y los dobles son triunfo: el palo de salida es triunfo",
    .number_trumps = "se salió con %s (triunfo: %s): el palo de salida es triunfo (una ficha que "
                     "muestra el número del triunfo pertenece solo al triunfo)",
    .doubles_led = "se salió con %s: el palo de salida son los dobles (aquí los dobles forman "
                   "un palo aparte)",
    .led = "se salió con %s",
    .suit_led = "se salió con %s: el palo de salida son los %s%s",
    .higher_end = " (una ficha de salida pertenece a su extremo más alto)",
    .outside = "%s es %s, no de los %s (%s)",
    .a_trump = "un triunfo",
    .a_double = "un doble",
    .trump_suit_only = "una ficha del palo del triunfo pertenece solo al triunfo",
    .doubles_apart = "aquí los dobles forman un palo aparte",
};

/* Portuguese: the domino's own words (pedra, branco, duplo). */
static const t42_words words_pt = {
    .suit_plural = {"brancos", "uns", "dois", "três", "quatros", "cincos", "seis", "trunfos",
                    "duplos"},
    .suit_singular = {"um branco", "um um", "um dois", "um três", "um quatro", "um cinco",
                      "um seis", "um trunfo", "um duplo"},
    .doubles_trumps = "saiu-se com %s e os duplos são trunfo: o naipe de saída é trunfo",
    .number_trumps = "saiu-se com %s (trunfo: %s): o naipe de saída é trunfo (uma pedra que "
                     "mostra o número do trunfo pertence só ao trunfo)",
    .doubles_led = "saiu-se com %s: o naipe de saída são os duplos (aqui os duplos formam um "
                   "naipe à parte)",
    .led = "saiu-se com %s",
    .suit_led = "saiu-se com %s: o naipe de saída são os %s%s",
    .higher_end = " (uma pedra de saída pertence à sua ponta mais alta)",
    .outside = "%s é %s, não dos %s (%s)",
    .a_trump = "um trunfo",
    .a_double = "um duplo",
    .trump_suit_only = "uma pedra do naipe do trunfo pertence só ao trunfo",
    .doubles_apart = "aqui os duplos formam um naipe à parte",
};

/* German: the domino's words (Stein, Pasch, Augen). */
static const t42_words words_de = {
    .suit_plural = {"Nullen", "Einser", "Zweier", "Dreier", "Vierer", "Fünfer", "Sechser",
                    "Trumpf", "Pasche"},
    .suit_singular = {"eine Null", "ein Einser", "ein Zweier", "ein Dreier", "ein Vierer",
                      "ein Fünfer", "ein Sechser", "ein Trumpf", "ein Pasch"},
    .doubles_trumps = "%s wurde ausgespielt, und Pasche sind Trumpf, also wurde Trumpf "
                      "ausgespielt",
    .number_trumps = "%s wurde ausgespielt (Trumpf: %s), also wurde Trumpf ausgespielt (ein "
                     "Stein mit der Trumpfzahl gehört nur zum Trumpf)",
    .doubles_led = "%s wurde ausgespielt, also wurden Pasche ausgespielt (hier bilden die "
                   "Pasche eine eigene Farbe)",
    .led = "%s wurde ausgespielt",
    .suit_led = "%s wurde ausgespielt, also wurden %s ausgespielt%s",
    .higher_end = " (ein ausgespielter Stein gehört zu seiner höheren Seite)",
    .outside = "%s ist %s, keiner der %s (%s)",
    .a_trump = "ein Trumpf",
    .a_double = "ein Pasch",
    .trump_suit_only = "ein Stein der Trumpffarbe gehört nur zum Trumpf",
    .doubles_apart = "hier bilden die Pasche eine eigene Farbe",
};

static const t42_words *const words_by_lang[TUTOR_LANG_COUNT] = {
    [TUTOR_LANG_EN] = &words_en, [TUTOR_LANG_FR] = &words_fr, [TUTOR_LANG_IT] = &words_it,
    [TUTOR_LANG_ES] = &words_es, [TUTOR_LANG_PT] = &words_pt, [TUTOR_LANG_DE] = &words_de};

static const t42_words *words_in(const tutor_options *options) {
    int lang = options ? options->lang : TUTOR_LANG_EN;
    return lang > 0 && lang < TUTOR_LANG_COUNT && words_by_lang[lang] ? words_by_lang[lang]
                                                                       : &words_en;
}

/* A clause from its template (the holes checked against English's by the tests). */
static void clause(char *buf, size_t size, const char *form, ...) {
    va_list args;
    va_start(args, form);
    tutor_vsay(buf, size, form, args);
    va_end(args);
}

static void card_name(const tutor_game *game, tutor_lang lang, tutor_card t, char *buf,
                      size_t size) {
    (void)game;
    (void)lang;
    tutor_say(buf, size, "%d-%d", HI[t], LO[t]);
}

static void suit_name(const tutor_game *game, const tutor_options *options, int suit,
                      tutor_suit_form form, char *buf, size_t size) {
    (void)game;
    const t42_words *w = words_in(options);
    const char *const *names = form == TUTOR_SUIT_PLURAL ? w->suit_plural : w->suit_singular;
    tutor_say(buf, size, "%s", suit >= 0 && suit <= SUIT_DOUBLES ? names[suit] : "");
}

static void lead_clause(const tutor_game *game, const tutor_options *options, tutor_card led,
                        int suit, char *buf, size_t size) {
    rules r = rules_of(options);
    char code[TUTOR_CODE_MAX];
    format_tile(game, led, code);
    const t42_words *w = words_in(options);
    if (suit == SUIT_TRUMP && r.trump == T42_TRUMP_DOUBLES)
        clause(buf, size, w->doubles_trumps, code);
    else if (suit == SUIT_TRUMP)
        clause(buf, size, w->number_trumps, code, w->suit_plural[r.trump]);
    else if (suit == SUIT_DOUBLES)
        clause(buf, size, w->doubles_led, code);
    else if (suit < 0 || suit > 6) /* Sevens: a lead sets no suit */
        clause(buf, size, w->led, code);
    else /* a double belongs to its one number; another tile, led, to its higher end */
        clause(buf, size, w->suit_led, code, w->suit_plural[suit], is_double(led) ? "" : w->higher_end);
}

static void outside_clause(const tutor_game *game, const tutor_options *options, tutor_card card,
                           int suit, char *buf, size_t size) {
    rules r = rules_of(options);
    char code[TUTOR_CODE_MAX];
    format_tile(game, card, code);
    buf[0] = '\0';
    if (suit < 0 || suit > 6 || !shows(card, suit)) return;
    int trump = is_trump(&r, card);
    const t42_words *w = words_in(options);
    if (trump || (is_double(card) && doubles_apart(&r)))
        clause(buf, size, w->outside, code, trump ? w->a_trump : w->a_double, w->suit_plural[suit],
               trump ? w->trump_suit_only : w->doubles_apart);
}

static int has_trumps(const tutor_game *game, const tutor_options *options) {
    (void)game;
    return rules_of(options).trump != T42_TRUMP_NONE;
}

extern const struct tutor_hand_rules texas_42_hand_rules; /* texas_42_hand.c */

/* A whole game (docs/rules-decisions.md, "Whole games"), hand after hand until a partnership
 * has 7 marks. "These marks, oddly enough, are drawn on a score-pad to form the word ALL, with
 * each mark earning one line segment, like Hangman. Counting it up, it looks like 7 marks wins
 * the game": each hand's marks go to the side that wins them (its score's one line), and the
 * first partnership to reach 7 wins. Only one side wins marks in a hand, so the game ends on
 * the hand that takes a side to 7 or more. A hand every player passed scores nothing ("their
 * hands are turned in, and the next dealer shuffles"). The deal passes to the seat after the
 * dealer in the order of play, the seat that bids first ("starting with the dealer's left"). */
static const struct tutor_match_rules match_rules = {.totals_by = "side",
                                                     .item = "marks",
                                                     .target = 7,
                                                     .from_lines = 1,
                                                     .over_refusal = EXPLAIN_PARTNERSHIP_MARKS};
static const struct tutor_score_rules score_rules; /* the end-of-hand arithmetic, below */

/* The computer players' rules of thumb: the lowest bid with a hand whose tiles beat this share
 * of the pack on average: about three hands in ten of seeded deals. */
static const struct tutor_bot_rules texas_42_bot = {.bid_quality = 90};

const tutor_game tutor_texas_42 = {
    .bot = &texas_42_bot,
    .match = &match_rules,
    .score = &score_rules,
    .id = "texas-42",
    .name = "Texas 42",
    .piece = "tile",
    .seats = T42_SEATS,
    .hand = &texas_42_hand_rules,
    /* Clockwise: "each player, starting with the dealer's left, gets one bid" (seed 004). */
    .counter_clockwise = 0,
    .pack_size = T42_TILES,
    .pack_kind = "dominoes",
    .suit_codes = "0123456",
    .options = option_specs,
    .option_count = 3,
    .parse_card = parse_tile,
    .format_card = format_tile,
    .complete_options = complete_options,
    .trick_size = trick_size,
    .legal = legal,
    .refusal = refusal,
    .winner = winner,
    .count = count,
    .deal = deal,
    .sitting_out = sitting_out,
    .card_name = card_name,
    .suit_name = suit_name,
    .lead_clause = lead_clause,
    .outside_clause = outside_clause,
    .has_trumps = has_trumps,
};

/* ---- end-of-hand arithmetic -------------------------------------------------------------- */

tutor_42_score tutor_42_score_hand(const tutor_options *options, tutor_42_bid bid,
                                   int bidder_count) {
    rules r = rules_of(options);
    /* "30 points is the lowest bid, all 42 points is 1 mark." Nello must lose every trick;
     * Plunge and Splash "must then win all 7 tricks", which is all 42 points. */
    tutor_42_score score = {.marks = bid.marks > 0 ? bid.marks : 1};
    if (r.contract == T42_NELLO)
        score.needed = -1;
    else if (bid.marks > 0 || r.contract == T42_PLUNGE || r.contract == T42_SPLASH ||
             r.contract == T42_SEVENS)
        score.needed = 42;
    else
        score.needed = bid.points;
    score.made = score.needed < 0 ? bidder_count == 0 : bidder_count >= score.needed;
    return score;
}

/* The `score` request: the bid (a bid in marks read as minus its marks) and the bidders' count. */
static const tutor_score_field score_fields[] = {
    {"bid", TUTOR_SCORE_POINTS_OR_MARKS, TUTOR_SCORE_REQUIRED, NULL, 30, 42},
    {"bidder_count", TUTOR_SCORE_WHOLE, TUTOR_SCORE_REQUIRED, NULL, 0, 42},
};

static tutor_status score_request(const tutor_options *options, const int *values,
                                  tutor_record *record, int *value, tutor_error *error) {
    tutor_42_bid bid = {values[0] > 0 ? values[0] : 0, values[0] < 0 ? -values[0] : 0};
    (void)error; /* the figures are in range: tutor_score checks a request's */
    tutor_42_score score = tutor_42_score_hand(options, bid, values[1]);
    record->truth(record, "made", score.made);
    record->open(record, "marks", 0);
    record->number(record, score.made ? "bidder" : "opponents", score.marks);
    record->close(record);
    *value = score.made ? score.marks : -score.marks;
    return TUTOR_OK;
}

static const struct tutor_score_rules score_rules = {score_fields, 2, score_request};
