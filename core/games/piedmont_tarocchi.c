/*
 * piedmont_tarocchi.c: Tarocchi for four as played in Piedmont, with the 80-card Loka pack:
 * trick play with both Good & Evil options, counting (with the Game of Allegiance's scoring
 * suits) and the deal.
 *
 * Source: shared/seeds/001. "Pip cards rank in suit from high to low: King, Queen, Cavalier,
 * Jack, 10, 9, 8, 7, 6, 5, 4, 3, 2, Ace"; "Trumps rank by their number, 21 high, 1 low, save
 * for the Good and Evil cards which hold equal rank below the 1." Must follow, else must
 * trump, else any card; the Fool "may be played at any time ... and although it will not win".
 * Good & Evil (option good_evil):
 *  - "trumps": "If just one of these cards is played to a trick, then it functions as the
 *    lowest trump. If both are played to the same trick, then if played by members of the same
 *    team, then together they beat everything (whoever played the first of them leads to the
 *    next trick) but if played by opposing teams, then they count for nothing."
 *  - "allegiance": "still played under the rules governing the play of trumps"; "When one of
 *    these has been played to a trick, if the other member of the team has the other card ...
 *    If they have not yet played to the trick, then they must play this card (irrespective of
 *    what the rules might otherwise require), though it will have no effect." A side then
 *    scores only the cards of its suits: "Earth and Air for Good, Fire and Water for Evil".
 * Card points: "Honours | 5 ... Kings 5, Queens 4, Cavaliers 3, Jacks 2, Aces 5, All others 1";
 * the point per trick is scored with the hand, not by `count`.
 */
#include "../explain.h"
#include "suited.h"
#include "tutor_piedmont_hand.h"

#include <string.h>

static const char *const good_evil_values[] = {"trumps", "allegiance"};
static const char *const allegiance_values[] = {"none", "good", "evil"};
static const tutor_option_spec option_specs[] = {
    {"good_evil", good_evil_values, 2, 0},
    /* For counting a pile in the Game of Allegiance: the call its side scores under. */
    {"allegiance", allegiance_values, 3, 0},
};

/* Which suits each call scores, by the suits' elements: Swords Air, Batons Fire, Cups Water,
 * Coins Earth (the usual elements of the Italian suits; see docs/rules-decisions.md). */
static const int good_suits[4] = {1, 0, 0, 1};

/* Points: Kings 5, Queens 4, Cavaliers 3, Jacks 2, Aces 5, all other suit cards 1. */
static const uint8_t rank_points[15] = {0, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5};

static const suited_words words = {
    SUITED_ITALIAN_SUITS,
    .ranks = {"", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Cavalier",
              "Queen", "King"},
    .named = {{SUITED_FOOL, "the Fool"},
              {SUITED_TRUMP(1), "the Magician (1)"},
              {SUITED_TRUMP(21), "the World (21)"},
              {SUITED_GOOD, "Good"},
              {SUITED_EVIL, "Evil"}},
    .named_count = 5,
};
static const suited_words words_fr = {
    SUITED_ITALIAN_SUITS_FR,
    SUITED_RANKS_FR,
    .named = {{SUITED_FOOL, "le Fou"},
              {SUITED_TRUMP(1), "le Bateleur (1)"},
              {SUITED_TRUMP(21), "le Monde (21)"},
              {SUITED_GOOD, "le Bien"},
              {SUITED_EVIL, "le Mal"}},
    .named_count = 5,
};
static const suited_words words_it = {
    SUITED_ITALIAN_SUITS_IT,
    SUITED_RANKS_IT,
    .named = {{SUITED_FOOL, "il Matto"},
              {SUITED_TRUMP(1), "il Bagatto (1)"},
              {SUITED_TRUMP(21), "il Mondo (21)"},
              {SUITED_GOOD, "il Bene"},
              {SUITED_EVIL, "il Male"}},
    .named_count = 5,
};
static const suited_words words_es = {
    SUITED_LATIN_SUITS_ES,
    SUITED_RANKS_ES,
    .named = {{SUITED_FOOL, "el Loco"},
              {SUITED_TRUMP(1), "el Mago (1)"},
              {SUITED_TRUMP(21), "el Mundo (21)"},
              {SUITED_GOOD, "el Bien"},
              {SUITED_EVIL, "el Mal"}},
    .named_count = 5,
};
static const suited_words words_pt = {
    SUITED_SUITS_PT,
    SUITED_RANKS_PT,
    .named = {{SUITED_FOOL, "o Louco"},
              {SUITED_TRUMP(1), "o Mago (1)"},
              {SUITED_TRUMP(21), "o Mundo (21)"},
              {SUITED_GOOD, "o Bem"},
              {SUITED_EVIL, "o Mal"}},
    .named_count = 5,
};
static const suited_words words_de = {
    SUITED_ITALIAN_SUITS_DE,
    SUITED_RANKS_DE,
    .named = {{SUITED_FOOL, "Narr"},
              {SUITED_TRUMP(1), "Magier (1)"},
              {SUITED_TRUMP(21), "Welt (21)"},
              {SUITED_GOOD, "Gut"},
              {SUITED_EVIL, "Böse"}},
    .named_count = 5,
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
    .good_evil = 1,
    .counting = COUNT_EACH,
    .rank_points = rank_points,
    .honours = SUITED_SET4(SUITED_FOOL, SUITED_TRUMP(1), SUITED_TRUMP(21), SUITED_FOOL),
    .honour_points = 5,
    .trump_points = 1,
    /* "Dealer hands out 19 cards to each player in a single packet, taking the last four" */
    .hand_size = 19,
    .packet = 19,
    .words = words_by_lang,
};

/* In the Game of Allegiance, the partner's Good or Evil that this hand must answer with the
 * other card, or 0 when there is none. In a trick, positions two apart are partners. */
static tutor_card pair_to_answer(const tutor_options *options, const tutor_card *trick, int n,
                                 tutor_set hand) {
    if (!plays_allegiance(options) || n < 2) return 0;
    tutor_card partners = trick[n - 2];
    if (!is_pair_card(partners)) return 0;
    return tutor_set_has(hand, other_of_pair(partners)) ? partners : 0;
}

static tutor_set legal(const tutor_game *game, const tutor_options *options,
                       const tutor_card *trick, int n, tutor_set hand) {
    tutor_card partners = pair_to_answer(options, trick, n, hand);
    if (partners) return tutor_set_of(other_of_pair(partners));
    return suited_legal(game, options, trick, n, hand);
}

static tutor_reason refusal(const tutor_game *game, const tutor_options *options,
                            const tutor_card *trick, int n, tutor_set hand, tutor_card card) {
    tutor_card partners = pair_to_answer(options, trick, n, hand);
    if (!partners) return suited_refusal(game, options, trick, n, hand, card);
    return (tutor_reason){.code = TUTOR_MUST_PLAY_PAIR, .suit = SUITED_NO_SUIT, .card = card,
                          .beaten = partners, .has_beaten = 1,
                          .witness = other_of_pair(partners), .has_witness = 1};
}

static int winner(const tutor_game *game, const tutor_options *options, const tutor_card *trick,
                  int n, tutor_reason *why) {
    int good = -1, evil = -1;
    for (int i = 0; i < n; i++) {
        if (trick[i] == SUITED_GOOD) good = i;
        if (trick[i] == SUITED_EVIL) evil = i;
    }
    tutor_set cannot_win = tutor_set_of(SUITED_FOOL);
    if (good >= 0 && evil >= 0) {
        int first = good < evil ? good : evil, second = good < evil ? evil : good;
        if (plays_allegiance(options)) {
            /* The second of them "will have no effect": the first is the lowest trump. */
            cannot_win = tutor_set_add(cannot_win, trick[second]);
        } else if ((second - first) % 2 == 0) {
            if (why)
                *why = (tutor_reason){.code = TUTOR_WINS_GOOD_EVIL_PAIR, .suit = SUITED_TRUMP_SUIT,
                                      .card = trick[first], .witness = trick[second],
                                      .has_witness = 1};
            return first;
        } else {
            /* Opposing teams: "they count for nothing", so neither can win. */
            cannot_win = tutor_set_add(tutor_set_add(cannot_win, SUITED_GOOD), SUITED_EVIL);
        }
    }
    int won = suited_winner_excluding(game, trick, n, cannot_win, why);
    /* A plain card, or the card led, won only because the pair cancelled out: say so. */
    if (why && good >= 0 && evil >= 0 && why->code == TUTOR_WINS_HIGHEST_OF_SUIT_LED &&
        !plays_allegiance(options)) {
        why->code = TUTOR_WINS_GOOD_EVIL_CANCELLED;
        why->witness = trick[won == good ? evil : good];
        why->has_witness = 1;
    }
    return won;
}

static tutor_status count(const tutor_game *game, const tutor_options *options,
                          const tutor_card *cards, int n, tutor_count_result *result,
                          tutor_error *error) {
    int scores = options->value[TUTOR_PIEDMONT_ALLEGIANCE];
    if (scores < 0) scores = TUTOR_PIEDMONT_ALL_SUITS; /* unset: every suit scores */
    if (scores != TUTOR_PIEDMONT_ALL_SUITS && !plays_allegiance(options))
        return explain_reject(game, (explain_input){.code = EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL},
                              error);
    memset(result, 0, sizeof *result);
    for (int i = 0; i < n; i++) {
        int suit = suited_suit_of(game, cards[i]);
        /* A side "will only score for cards of those suits"; trumps, the Fool, Good and Evil
         * belong to no suit and score for whoever holds them. */
        if (scores != TUTOR_PIEDMONT_ALL_SUITS && suit >= 0 && suit < SUITED_TRUMP_SUIT &&
            good_suits[suit] != (scores == TUTOR_PIEDMONT_GOOD_SUITS))
            continue;
        result->points += suited_card_points(game, cards[i]);
    }
    return TUTOR_OK;
}

extern const struct tutor_hand_rules piedmont_hand_rules; /* piedmont_hand.c */
extern const struct tutor_match_rules piedmont_match_rules; /* piedmont_hand.c */
const tutor_game tutor_piedmont_tarocchi = {
    .match = &piedmont_match_rules,
    .id = "piedmont-tarocchi",
    .name = "Piedmont Tarocchi",
    .local_name = {[TUTOR_LANG_FR] = "Tarocchi piémontais", [TUTOR_LANG_IT] = "Tarocchi piemontesi",
                   [TUTOR_LANG_ES] = "Tarocchi piamonteses",
                   [TUTOR_LANG_PT] = "Tarocchi piemonteses",
                   [TUTOR_LANG_DE] = "Piemontesische Tarocchi"},
    .piece = "card",
    .seats = 4,
    /* Clockwise: "Eldest (Dealer's Left) leads ... Each player in turn, moving to the left"
     * (seed 001). */
    .counter_clockwise = 0,
    .pack_size = 80,
    .pack_kind = "italian-suited",
    .options = option_specs,
    .option_count = 2,
    /* the calls made with Good and Evil decide which suits each partnership counts */
    .hand_decides = 1u << TUTOR_PIEDMONT_ALLEGIANCE,
    .suited = &rules,
    SUITED_HOOKS,
    .pack = suited_pack,
    .legal = legal,
    .refusal = refusal,
    .winner = winner,
    .count = count,
    .deal = suited_deal,
    .hand = &piedmont_hand_rules,
};
