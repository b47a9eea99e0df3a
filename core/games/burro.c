/*
 * burro.c: Burro with the Spanish pack: its pack, deal, trick play with drawing and passing,
 * and its questions of trick play with a stock (burro.h).
 *
 * Source: shared/seeds/004. "Up to 8 players can play, usually with a 48-card deck (which
 * includes the 8 and 9 of each suit), although the more common 40-card deck can be used, as
 * well. Cards are ranked King high down to Ace low. Deal each player 4 cards, and set the rest
 * aside as a draw pile." "The first player leads a card to a trick, and players must follow
 * suit. If they cannot, they must draw cards until they have a card of the led suit to play.
 * If the draw pile runs out, the player simply passes. Tricks are won by the highest card of
 * the led suit". Portuguese variant: "the 40-card deck is used, and gameplay is the same except
 * that the deal is 5 cards, and players may continue to draw even after finding a card of the
 * suit led".
 * Decisions (docs/rules-decisions.md):
 *  - the deck is an option of its own (40 by default), also for the Portuguese variant;
 *  - there are no trumps, and a player who cannot follow never discards: they draw while the
 *    stock lasts, then pass, so every card after the lead is of the suit led;
 *  - the Portuguese player may draw, one card at a time, while the stock has cards, whether
 *    or not the hand can follow; the leader never draws;
 *  - Burro has no card points: the goal is to shed cards, and winning a trick only wins the
 *    lead, so `count` answers 0 for any pile.
 */
#include "burro.h"
#include "suited.h"

enum { OPT_DECK, OPT_VARIANT, OPT_PLAYERS };
enum { DECK_40, DECK_48 };
enum { SPANISH, PORTUGUESE };

static const char *const deck_values[] = {"40", "48"};
static const char *const variant_values[] = {"spanish", "portuguese"};
static const char *const players_values[] = {"2", "3", "4", "5", "6", "7", "8"};
static const tutor_option_spec option_specs[] = {
    {"deck", deck_values, 2, DECK_40},
    {"variant", variant_values, 2, SPANISH},
    /* "Up to 8 players can play". Not set, a deal is for four, and a trick may hold up to 8
     * cards: a question about a trick need not say how many play. */
    {"players", players_values, 7, -1},
};

enum { DEFAULT_PLAYERS = 4, MOST_PLAYERS = 8 };

/* The 48-card pack: 1 to 9 and the Sota, Caballo and Rey (printed 10, 11, 12) in each suit.
 * The 40-card pack leaves out the 8s and 9s (the pack hook). */
#define PIPS_40                                                                                    \
    (SUITED_RANK(1) | SUITED_RANK(2) | SUITED_RANK(3) | SUITED_RANK(4) | SUITED_RANK(5) |          \
     SUITED_RANK(6) | SUITED_RANK(7))
#define SPANISH_COURTS (SUITED_RANK(RANK_J) | SUITED_RANK(RANK_N) | SUITED_RANK(RANK_K))
#define RANKS_48 (PIPS_40 | SUITED_RANK(8) | SUITED_RANK(9) | SPANISH_COURTS)

static const suited_words words = {
    .suit_plural = {"Espadas", "Bastos", "Copas", "Oros", "trumps"},
    .suit_singular = {"a card of Espadas", "a card of Bastos", "a card of Copas", "a card of Oros",
                      "a trump"},
    .ranks = {"", "As", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Sota", "Caballo", "Queen",
              "Rey"},
};
/* French: the Spanish suits as French names them, the courts by their Spanish names. */
static const suited_words words_fr = {
    .suit_plural = {"Épées", "Bâtons", "Coupes", "Deniers", "atout"},
    .suit_singular = {"une carte d'Épées", "une carte de Bâtons", "une carte de Coupes",
                      "une carte de Deniers", "un atout"},
    .suit_in_name = {"d'Épées", "de Bâtons", "de Coupes", "de Deniers"},
    .ranks = {"", "l'As", "le 2", "le 3", "le 4", "le 5", "le 6", "le 7", "le 8", "le 9", "le 10",
              "la Sota", "le Caballo", "la Dame", "le Rey"},
};
/* Italian: the Latin suits' Italian names, the courts by their Spanish names. */
static const suited_words words_it = {
    .suit_plural = {"Spade", "Bastoni", "Coppe", "Denari", "trionfi"},
    .suit_singular = {"una carta di Spade", "una carta di Bastoni", "una carta di Coppe",
                      "una carta di Denari", "un trionfo"},
    .suit_in_name = {"di Spade", "di Bastoni", "di Coppe", "di Denari"},
    .ranks = {"", "l'Asso", "il 2", "il 3", "il 4", "il 5", "il 6", "il 7", "l'8", "il 9", "il 10",
              "la Sota", "il Caballo", "la Regina", "il Rey"},
};
/* Spanish: the Spanish pack's own names. */
static const suited_words words_es = {
    .suit_plural = {"Espadas", "Bastos", "Copas", "Oros", "triunfos"},
    .suit_singular = {"una carta de Espadas", "una carta de Bastos", "una carta de Copas",
                      "una carta de Oros", "un triunfo"},
    .suit_in_name = {"de Espadas", "de Bastos", "de Copas", "de Oros"},
    SUITED_RANKS_ES,
};
/* Portuguese: the Portuguese names of the Latin suits and of the courts. */
static const suited_words words_pt = {
    .suit_plural = {"Espadas", "Paus", "Copas", "Ouros", "trunfos"},
    .suit_singular = {"uma carta de Espadas", "uma carta de Paus", "uma carta de Copas",
                      "uma carta de Ouros", "um trunfo"},
    .suit_in_name = {"de Espadas", "de Paus", "de Copas", "de Ouros"},
    SUITED_RANKS_PT,
};
/* German: the Spanish suits' German names, the courts by their Spanish names. */
static const suited_words words_de = {
    .suit_plural = {"Schwerter", "Stäbe", "Kelche", "Münzen", "Trumpf"},
    .suit_singular = {"eine Schwert-Karte", "eine Stab-Karte", "eine Kelch-Karte",
                      "eine Münz-Karte", "ein Trumpf"},
    .suit_in_name = {"Schwert-", "Stab-", "Kelch-", "Münz-"},
    .suit_first = 1,
    .ranks = {"", "Ass", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Sota", "Caballo", "Dame",
              "Rey"},
};
static const suited_words *const words_by_lang[TUTOR_LANG_COUNT] = {
    [TUTOR_LANG_EN] = &words, [TUTOR_LANG_FR] = &words_fr, [TUTOR_LANG_IT] = &words_it,
    [TUTOR_LANG_ES] = &words_es, [TUTOR_LANG_PT] = &words_pt,
    [TUTOR_LANG_DE] = &words_de};


static const struct suited_rules rules = {
    .ranks = {RANKS_48, RANKS_48, RANKS_48, RANKS_48},
    /* "King high down to Ace low": Rey, Caballo, Sota, 9, 8, 7 ... As. */
    .strength = {suited_ace_low, suited_ace_low, suited_ace_low, suited_ace_low},
    .has_trumps = 0,
    .fool = FOOL_ABSENT,
    .counting = COUNT_NOTHING,
    .hand_size = 4, /* the deal hook reads the variant: 4 cards, Portuguese 5 */
    .packet = 1,
    .words = words_by_lang,
};

extern const struct tutor_hand_rules burro_hand_rules; /* burro_hand.c */

static int option(const tutor_options *options, int slot) {
    int value = options ? options->value[slot] : -1;
    return value < 0 ? option_specs[slot].default_value : value;
}

static int portuguese(const tutor_options *options) {
    return option(options, OPT_VARIANT) == PORTUGUESE;
}

/* ---- hooks -------------------------------------------------------------------------------- */

static tutor_set pack(const tutor_game *game, const tutor_options *options) {
    tutor_set cards = suited_pack(game, options);
    if (option(options, OPT_DECK) == DECK_48) return cards;
    for (int suit = 0; suit < 4; suit++)
        cards =
            tutor_set_remove(tutor_set_remove(cards, SUITED_CARD(suit, 8)), SUITED_CARD(suit, 9));
    return cards;
}

static int seat_count(const tutor_game *game, const tutor_options *options) {
    (void)game;
    int players = option(options, OPT_PLAYERS);
    return players < 0 ? DEFAULT_PLAYERS : players + 2;
}

/* At most one card a player: `players` when given, else the most that can play. */
static int trick_size(const tutor_game *game, const tutor_options *options) {
    (void)game;
    int players = option(options, OPT_PLAYERS);
    return players < 0 ? MOST_PLAYERS : players + 2;
}

/* "Deal each player 4 cards" (Portuguese: "the deal is 5 cards"), one at a time from the
 * dealer's left; "set the rest aside as a draw pile". */
static void deal(const tutor_game *game, const tutor_options *options, const tutor_card *shuffled,
                 int pack_cards, int dealer, tutor_deal *out) {
    (void)game;
    int size = portuguese(options) ? 5 : 4;
    int next = 0;
    for (int round = 0; round < size; round++)
        for (int k = 1; k <= out->seats && next < pack_cards; k++) {
            int seat = (dealer + k) % out->seats;
            out->hands[seat] = tutor_set_add(out->hands[seat], shuffled[next++]);
        }
    for (; next < pack_cards; next++) out->rest = tutor_set_add(out->rest, shuffled[next]);
}

/* The cards the hand may play: any to lead, else those of the suit led. Empty for a hand that
 * cannot follow: it draws or passes instead, never discards. */
static tutor_set playable(const tutor_card *trick, int n, tutor_set hand) {
    if (n == 0) return hand;
    int suit = suited_suit_of(&tutor_burro, trick[0]);
    if (suit == SUITED_NO_SUIT) return tutor_set_empty(); /* no such card in a Spanish pack */
    return tutor_set_and(hand, suited_suit_cards(&tutor_burro, suit));
}

static tutor_set legal(const tutor_game *game, const tutor_options *options,
                       const tutor_card *trick, int n, tutor_set hand) {
    (void)game;
    (void)options;
    return playable(trick, n, hand);
}

/* Without the stock's size, a hand that cannot follow is told to draw: the rule's first duty
 * ("they must draw cards until they have a card of the led suit"); burro_refusal() tells
 * must-draw from must-pass. */
static tutor_reason refusal(const tutor_game *game, const tutor_options *options,
                            const tutor_card *trick, int n, tutor_set hand, tutor_card card) {
    (void)game;
    return burro_refusal(options, trick, n, hand, 1, card);
}

extern const struct tutor_match_rules burro_match_rules; /* burro_game.c */

/* Whether the answer for this hand depends on the stock's size: it does for a player who
 * cannot follow (draw or pass), and in the Portuguese variant for every follower (who may
 * draw while the stock lasts); never for the leader. */
static int needs_stock(const tutor_options *options, const tutor_card *trick, int n,
                       tutor_set hand) {
    if (n == 0) return 0;
    return portuguese(options) || tutor_set_is_empty(playable(trick, n, hand));
}

static const struct tutor_stock_rules stock_rules = {needs_stock, burro_legal, burro_refusal,
                                                     burro_action_refusal};

const tutor_game tutor_burro = {
    .match = &burro_match_rules,
    .id = "burro",
    .name = "Burro",
    .piece = "card",
    .seats = 8,
    /* Seed 004 names no direction for Burro; Spanish descriptions deal and lead from the
     * dealer's right, as Spanish games go (docs/rules-decisions.md, "Direction of play"). */
    .counter_clockwise = 1,
    .pack_size = 56, /* card numbers run to the Rey of Oros, 55 */
    .pack_kind = "spanish-suited",
    .options = option_specs,
    .option_count = 3,
    .suited = &rules,
    .stock = &stock_rules,
    .short_tricks = 1,
    .hand = &burro_hand_rules,
    /* SUITED_HOOKS but for the trick's size, which depends on `players` when it is given */
    .parse_card = suited_parse_card,
    .format_card = suited_format_card,
    .card_name = suited_card_name,
    .suit_name = suited_suit_name,
    .suit_codes = SUITED_SUIT_CODES,
    .lead_clause = suited_lead_clause,
    .has_trumps = suited_has_trumps,
    .trick_size = trick_size,
    .pack = pack,
    .seat_count = seat_count,
    .legal = legal,
    .refusal = refusal,
    /* "Tricks are won by the highest card of the led suit" */
    .winner = suited_winner,
    .count = suited_count,
    .deal = deal,
};

/* ---- trick play with a stock (burro.h) ---------------------------------------------------- */

tutor_stock_choice burro_legal(const tutor_options *options, const tutor_card *trick, int n,
                               tutor_set hand, int stock) {
    tutor_set cards = playable(trick, n, hand);
    /* The leader plays a card: it neither draws nor passes. */
    int follows = n == 0 || !tutor_set_is_empty(cards);
    /* "must draw cards until they have a card of the led suit"; in Portugal "players may
     * continue to draw even after finding a card of the suit led". "If the draw pile runs out,
     * the player simply passes." */
    int may_draw = n > 0 && stock > 0 && (!follows || portuguese(options));
    int must_pass = stock <= 0 && !follows;
    return (tutor_stock_choice){cards, may_draw, must_pass};
}

/* The duty of a follower who may not do what was asked: follow when the hand holds the suit
 * led, else draw while the stock lasts, else pass. */
static void set_duty(tutor_reason *why, const tutor_card *trick, int n, tutor_set hand, int stock) {
    tutor_set follow = playable(trick, n, hand);
    why->led = trick[0];
    why->has_led = 1;
    why->suit = (int8_t)suited_suit_of(&tutor_burro, trick[0]);
    if (!tutor_set_is_empty(follow)) {
        why->code = TUTOR_MUST_FOLLOW;
        why->witness = tutor_set_first(follow);
        why->has_witness = 1;
    } else {
        why->code = stock > 0 ? TUTOR_MUST_DRAW : TUTOR_MUST_PASS;
    }
}

tutor_reason burro_refusal(const tutor_options *options, const tutor_card *trick, int n,
                           tutor_set hand, int stock, tutor_card card) {
    (void)options;
    tutor_reason why = {.card = card, .suit = SUITED_NO_SUIT};
    if (!tutor_set_has(hand, card))
        why.code = TUTOR_NOT_IN_HAND;
    else if (n > 0 && suited_suit_of(&tutor_burro, card) != suited_suit_of(&tutor_burro, trick[0]))
        set_duty(&why, trick, n, hand, stock); /* the card is not of the suit led */
    return why;
}

tutor_reason burro_action_refusal(const tutor_options *options, const tutor_card *trick, int n,
                                  tutor_set hand, int stock, tutor_action action) {
    tutor_reason why = {.suit = SUITED_NO_SUIT, .action = (uint8_t)action};
    if (n == 0) why.code = TUTOR_MUST_LEAD; /* the leader plays a card */
    tutor_stock_choice choice = burro_legal(options, trick, n, hand, stock);
    if (n == 0 || (action == TUTOR_ACTION_DRAW && choice.may_draw) ||
        (action == TUTOR_ACTION_PASS && choice.must_pass))
        return why;
    set_duty(&why, trick, n, hand, stock);
    return why;
}
