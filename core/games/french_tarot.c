/*
 * french_tarot.c: French Tarot for 3, 4 or 5 players: trick play and counting.
 *
 * Source: shared/seeds/004 ("French Tarot"). Rules choices (docs/rules-decisions.md):
 *  - "players must then play a card of the same suit if they can. If not, they must play a
 *    trump card if they have one, and if the trick has already been trumped, they must play a
 *    higher trump. If the player does not have a higher trump, they must still play a trump";
 *    when trumps are led, a higher trump must be played if held (the same rule, the trick's
 *    highest trump being the one to beat).
 *  - The Excuse may always be played and never wins a trick here; "You can lead the Fool to a
 *    trick, in which case the second player determines the suit led".
 *  - Card points are kept in halves: Kings and bouts 4.5 (9), Queens 3.5, Knights 2.5,
 *    Valets 1.5, every other card 0.5.
 *
 * Cards are numbered as in every suited pack (suited.h); the trick engine is suited.c.
 */
#include "suited.h"

enum { OPT_PLAYERS };

static const char *const players_values[] = {"4", "3", "5"};
static const tutor_option_spec option_specs[] = {{"players", players_values, 3, 0}};

static int players(const tutor_game *game, const tutor_options *options) {
    static const int counts[] = {4, 3, 5};
    (void)game;
    return counts[options->value[OPT_PLAYERS] < 0 ? 0 : options->value[OPT_PLAYERS]];
}

/* Half-points: Kings 4.5, Queens 3.5, Knights 2.5, Valets 1.5, every other card 0.5. */
static const uint8_t rank_half_points[15] = {0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 5, 7, 9};

static const suited_words words = {
    .suit_plural = {"Spades", "Clubs", "Hearts", "Diamonds", "trumps"},
    .suit_singular = {"a Spade", "a Club", "a Heart", "a Diamond", "a trump"},
    .ranks = {"", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Valet", "Knight",
              "Queen", "King"},
    .named = {{SUITED_FOOL, "the Excuse"}},
    .named_count = 1,
};
/* French: the French federation's words (docs/translating.md). */
static const suited_words words_fr = {
    SUITED_FRENCH_SUITS_FR,
    SUITED_RANKS_FR,
    .named = {{SUITED_FOOL, "l'Excuse"}, {SUITED_TRUMP(1), "le Petit"}},
    .named_count = 2,
};
/* Italian: the French names of the bouts kept, as Italian players of the game say them. */
static const suited_words words_it = {
    .suit_plural = {"Picche", "Fiori", "Cuori", "Quadri", "trionfi"},
    .suit_singular = {"una Picca", "un Fiore", "un Cuore", "un Quadro", "un trionfo"},
    .suit_in_name = {"di Picche", "di Fiori", "di Cuori", "di Quadri"},
    .ranks = {"", "l'Asso", "il 2", "il 3", "il 4", "il 5", "il 6", "il 7", "l'8", "il 9", "il 10",
              "il Fante", "il Cavallo", "la Donna", "il Re"},
    .named = {{SUITED_FOOL, "l'Excuse"}, {SUITED_TRUMP(1), "il Petit"}},
    .named_count = 2,
};
static const suited_words words_es = {
    SUITED_FRENCH_SUITS_ES,
    .ranks = {"", "el As", "el 2", "el 3", "el 4", "el 5", "el 6", "el 7", "el 8", "el 9", "el 10",
              "la Jota", "el Caballo", "la Reina", "el Rey"},
    .named = {{SUITED_FOOL, "la Excusa"}, {SUITED_TRUMP(1), "el Petit"}},
    .named_count = 2,
};
static const suited_words words_pt = {
    SUITED_SUITS_PT,
    SUITED_RANKS_PT,
    .named = {{SUITED_FOOL, "a Excuse"}, {SUITED_TRUMP(1), "o Petit"}},
    .named_count = 2,
};
static const suited_words words_de = {
    SUITED_FRENCH_SUITS_DE,
    .ranks = {"", "Ass", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Bube", "Reiter", "Dame",
              "König"},
    .named = {{SUITED_FOOL, "Excuse"}, {SUITED_TRUMP(1), "Petit"}},
    .named_count = 2,
};
static const suited_words *const words_by_lang[TUTOR_LANG_COUNT] = {
    [TUTOR_LANG_EN] = &words, [TUTOR_LANG_FR] = &words_fr, [TUTOR_LANG_IT] = &words_it,
    [TUTOR_LANG_ES] = &words_es, [TUTOR_LANG_PT] = &words_pt,
    [TUTOR_LANG_DE] = &words_de};


static const struct suited_rules rules = {
    .ranks = {SUITED_ALL_RANKS, SUITED_ALL_RANKS, SUITED_ALL_RANKS, SUITED_ALL_RANKS},
    .strength = {suited_ace_low, suited_ace_low, suited_ace_low, suited_ace_low},
    .has_trumps = 1,
    .fool = FOOL_EXCUSE,
    .must_overtrump = 1,
    .counting = COUNT_EACH,
    .halves = 1,
    .rank_points = rank_half_points,
    /* the bouts: the Excuse, the 1 and the 21 of trumps, 4.5 each */
    .honours = SUITED_SET4(SUITED_FOOL, SUITED_TRUMP(1), SUITED_TRUMP(21), SUITED_FOOL),
    .honour_points = 9,
    .trump_points = 1,
    .words = words_by_lang,
};

/* "3 Players: 24 cards each, dealt in groups of 4; 4 Players: 18 ... groups of 3; 5 Players:
 * 15 ... groups of 3"; the chien (6, or 3 with 5 players) is "dealt singly ... except for the
 * first 3 or last 3 cards": here one chien card after each of the first packets. */
static void deal(const tutor_game *game, const tutor_options *options, const tutor_card *shuffled,
                 int pack, int dealer, tutor_deal *out) {
    int n = players(game, options);
    int packet = n == 3 ? 4 : 3;
    int chien = n == 5 ? 3 : 6;
    int next = 0, packets = 0;
    out->seats = n;
    while (next < pack) {
        int seat = (dealer + 1 + packets % n) % n;
        for (int i = 0; i < packet; i++)
            out->hands[seat] = tutor_set_add(out->hands[seat], shuffled[next++]);
        if (++packets <= chien) out->rest = tutor_set_add(out->rest, shuffled[next++]);
    }
}

extern const struct tutor_hand_rules french_tarot_hand_rules; /* french_tarot_hand.c */
extern const struct tutor_match_rules payment_match_rules; /* french_tarot_hand.c */
extern const struct tutor_score_rules french_tarot_score_rules; /* french_tarot_hand.c */

/* The computer players' rules of thumb: the lowest bid with a hand whose cards beat this share
 * of the pack on average: about three hands in ten of seeded deals. */
static const struct tutor_bot_rules french_tarot_bot = {.bid_quality = 71};

const tutor_game tutor_french_tarot = {
    .bot = &french_tarot_bot,
    .id = "french-tarot",
    .name = "French Tarot",
    .local_name = {[TUTOR_LANG_FR] = "Tarot", [TUTOR_LANG_IT] = "Tarot francese",
                   [TUTOR_LANG_ES] = "Tarot francés",
                   [TUTOR_LANG_PT] = "Tarot francês",
                   [TUTOR_LANG_DE] = "Französisches Tarot"},
    .piece = "card",
    .count_extra = "bouts",
    .seats = 5, /* the most the options allow; seat_count() gives the players in play */
    /* "Officially, the deal and play are both counter-clockwise" (seed 004). */
    .counter_clockwise = 1,
    .pack_size = 78,
    .pack_kind = "french-suited",
    .options = option_specs,
    .option_count = 1,
    .suited = &rules,
    SUITED_HOOKS,
    .seat_count = players,
    .pack = suited_pack,
    .legal = suited_legal,
    .refusal = suited_refusal,
    .winner = suited_winner,
    .count = suited_count,
    .deal = deal,
    .hand = &french_tarot_hand_rules,
    .match = &payment_match_rules,
    .score = &french_tarot_score_rules,
};
