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
 * Cards: the four suits (Spades, Clubs, Hearts, Diamonds) are 0..55, suit * 14 + rank - 1 with
 * ranks 1..10, J 11, N 12, Q 13, K 14; the trumps T1..T21 are 56..76; the Excuse is 77.
 */
#include <stdio.h>
#include <string.h>

#include "../game.h"

enum { SUITS = 4, SUIT_CARDS = 14, FIRST_TRUMP = 56, TRUMPS = 21, EXCUSE = 77, CARDS = 78 };
enum { SUIT_TRUMP = 4 };
enum { OPT_PLAYERS };

static const char *const players_values[] = {"4", "3", "5"};
static const tutor_option_spec option_specs[] = {{"players", players_values, 3, 0}};

static const char suit_letters[SUITS] = {'S', 'C', 'H', 'D'};
static const char *const suit_plural[] = {"Spades", "Clubs", "Hearts", "Diamonds", "trumps"};
static const char *const suit_singular[] = {"a Spade", "a Club", "a Heart", "a Diamond",
                                            "a trump"};
static const char *const rank_codes[SUIT_CARDS] = {"1", "2", "3", "4", "5", "6", "7",
                                                   "8", "9", "10", "J", "N", "Q", "K"};
static const char *const rank_names[SUIT_CARDS] = {"Ace", "2",  "3",      "4",     "5",
                                                   "6",   "7",  "8",      "9",     "10",
                                                   "Valet", "Knight", "Queen", "King"};

static int is_trump(tutor_card c) { return c >= FIRST_TRUMP && c < EXCUSE; }
static int suit_of(tutor_card c) { return c < FIRST_TRUMP ? c / SUIT_CARDS : c == EXCUSE ? -1 : SUIT_TRUMP; }

static int players(const tutor_options *options) {
    static const int counts[] = {4, 3, 5};
    return counts[options->value[OPT_PLAYERS] < 0 ? 0 : options->value[OPT_PLAYERS]];
}

static tutor_set suit_set(int suit) {
    tutor_set s = tutor_set_empty();
    int first = suit == SUIT_TRUMP ? FIRST_TRUMP : suit * SUIT_CARDS;
    int count = suit == SUIT_TRUMP ? TRUMPS : SUIT_CARDS;
    for (int i = 0; i < count; i++) s = tutor_set_add(s, (tutor_card)(first + i));
    return s;
}

/* The trumps in `set` above `trump` (card indices rise with rank). */
static tutor_set trumps_above(tutor_set set, tutor_card trump) {
    tutor_set s = tutor_set_empty();
    for (int c = trump + 1; c < EXCUSE; c++)
        if (tutor_set_has(set, (tutor_card)c)) s = tutor_set_add(s, (tutor_card)c);
    return s;
}

/* The card that set the suit (the first that is not the Excuse), or -1. */
static int suit_setter(const tutor_card *trick, int n) {
    for (int i = 0; i < n; i++)
        if (trick[i] != EXCUSE) return i;
    return -1;
}

/* The highest trump in the trick, or -1. */
static int highest_trump(const tutor_card *trick, int n) {
    int best = -1;
    for (int i = 0; i < n; i++)
        if (is_trump(trick[i]) && (best < 0 || trick[i] > trick[best])) best = i;
    return best;
}

/* The cards the obligations allow, before the Excuse (always allowed) is added. */
static tutor_set obliged(const tutor_card *trick, int n, tutor_set hand) {
    int setter = suit_setter(trick, n);
    if (setter < 0) return hand;
    int suit = suit_of(trick[setter]);
    tutor_set trumps = tutor_set_and(hand, suit_set(SUIT_TRUMP));
    if (suit != SUIT_TRUMP) {
        tutor_set follow = tutor_set_and(hand, suit_set(suit));
        if (!tutor_set_is_empty(follow)) return follow;
    }
    if (tutor_set_is_empty(trumps)) return hand;
    int top = highest_trump(trick, n);
    if (top >= 0) {
        tutor_set over = trumps_above(trumps, trick[top]);
        if (!tutor_set_is_empty(over)) return over;
    }
    return trumps;
}

/* ---- hooks ------------------------------------------------------------------------------ */

static int parse_card(const char *code, tutor_card *card) {
    if (strcmp(code, "FOOL") == 0) {
        *card = EXCUSE;
        return 1;
    }
    if (code[0] == 'T') {
        int n = 0;
        const char *p = code + 1;
        if (!*p || *p == '0') return 0;
        for (; *p; p++) {
            if (*p < '0' || *p > '9' || n > 21) return 0;
            n = n * 10 + (*p - '0');
        }
        if (n < 1 || n > TRUMPS) return 0;
        *card = (tutor_card)(FIRST_TRUMP + n - 1);
        return 1;
    }
    const char *letter = strchr("SCHD", code[0]);
    if (!letter || !code[0]) return 0;
    for (int r = 0; r < SUIT_CARDS; r++) {
        if (strcmp(code + 1, rank_codes[r]) == 0) {
            *card = (tutor_card)((letter - "SCHD") * SUIT_CARDS + r);
            return 1;
        }
    }
    return 0;
}

static void format_card(tutor_card c, char *code) {
    if (c == EXCUSE)
        snprintf(code, TUTOR_CODE_MAX, "FOOL");
    else if (is_trump(c))
        snprintf(code, TUTOR_CODE_MAX, "T%d", c - FIRST_TRUMP + 1);
    else
        snprintf(code, TUTOR_CODE_MAX, "%c%s", suit_letters[c / SUIT_CARDS],
                 rank_codes[c % SUIT_CARDS]);
}

static int trick_size(const tutor_options *options) {
    return players(options);
}

static tutor_set legal(const tutor_options *options, const tutor_card *trick, int n,
                       tutor_set hand) {
    (void)options;
    tutor_set allowed = obliged(trick, n, hand);
    /* "The Fool/Excuse card may be played to any trick" */
    return tutor_set_has(hand, EXCUSE) ? tutor_set_add(allowed, EXCUSE) : allowed;
}

static tutor_reason refusal(const tutor_options *options, const tutor_card *trick, int n,
                            tutor_set hand, tutor_card card) {
    (void)options;
    tutor_reason why = {0};
    tutor_set allowed = obliged(trick, n, hand);
    int setter = suit_setter(trick, n);
    int suit = suit_of(trick[setter]);
    why.card = card;
    why.led = trick[setter];
    why.has_led = 1;
    why.suit = (int8_t)suit;
    why.witness = tutor_set_first(allowed);
    why.has_witness = 1;
    int top = highest_trump(trick, n);
    int follows = !tutor_set_is_empty(tutor_set_and(hand, suit_set(suit)));
    if (is_trump(card) && top >= 0 && card < trick[top]) {
        why.code = TUTOR_MUST_OVERTRUMP;
        why.beaten = trick[top];
        why.has_beaten = 1;
    } else if (follows) {
        why.code = TUTOR_MUST_FOLLOW;
    } else {
        why.code = TUTOR_MUST_TRUMP;
    }
    return why;
}

static int winner(const tutor_options *options, const tutor_card *trick, int n,
                  tutor_reason *why) {
    (void)options;
    tutor_reason w = {0};
    int best = highest_trump(trick, n);
    int setter = suit_setter(trick, n);
    w.led = trick[setter];
    w.has_led = 1;
    if (best >= 0) {
        w.code = TUTOR_WINS_HIGHEST_TRUMP;
        w.suit = SUIT_TRUMP;
    } else {
        int suit = suit_of(trick[setter]);
        best = setter;
        for (int i = 0; i < n; i++)
            if (suit_of(trick[i]) == suit && trick[i] > trick[best]) best = i;
        w.code = TUTOR_WINS_HIGHEST_OF_SUIT_LED;
        w.suit = (int8_t)suit;
    }
    w.card = trick[best];
    if (why) *why = w;
    return best;
}

static int is_bout(tutor_card c) {
    return c == EXCUSE || c == FIRST_TRUMP || c == FIRST_TRUMP + TRUMPS - 1;
}

/* A card's value in half-points: Kings and bouts 9, Queens 7, Knights 5, Valets 3, else 1. */
static int half_points(tutor_card c) {
    if (is_bout(c)) return 9;
    if (c >= FIRST_TRUMP) return 1;
    static const int court[4] = {3, 5, 7, 9}; /* J, N, Q, K */
    int rank = c % SUIT_CARDS;
    return rank >= 10 ? court[rank - 10] : 1;
}

static tutor_status count(const tutor_options *options, const tutor_card *cards, int n,
                          tutor_count_result *result, tutor_error *error) {
    (void)options;
    (void)error;
    result->points = 0;
    result->extra = 0;
    result->halves = 1;
    for (int i = 0; i < n; i++) {
        result->points += half_points(cards[i]);
        result->extra += is_bout(cards[i]);
    }
    return TUTOR_OK;
}

static void deal(const tutor_options *options, const tutor_card *shuffled, int dealer,
                 tutor_deal *out) {
    /* "3 Players: 24 cards each, dealt in groups of 4; 4 Players: 18 ... groups of 3;
     * 5 Players: 15 ... groups of 3"; the chien (6, or 3 with 5 players) "dealt singly ...
     * except for the first 3 or last 3 cards": one chien card after each of the first packets. */
    int n = players(options);
    int packet = n == 3 ? 4 : 3;
    int chien = n == 5 ? 3 : 6;
    int next = 0, packets = 0;
    out->seats = n;
    while (next < CARDS) {
        int seat = (dealer + 1 + packets % n) % n;
        for (int i = 0; i < packet; i++) out->hands[seat] = tutor_set_add(out->hands[seat], shuffled[next++]);
        if (++packets <= chien) out->rest = tutor_set_add(out->rest, shuffled[next++]);
    }
}

static int sitting_out(const tutor_options *options, int leader) {
    (void)options;
    (void)leader;
    return TUTOR_NO_SEAT;
}

/* ---- words ------------------------------------------------------------------------------- */

static void card_name(tutor_card c, char *buf, size_t size) {
    if (c == EXCUSE)
        snprintf(buf, size, "the Excuse");
    else if (is_trump(c))
        snprintf(buf, size, "the %d of trumps", c - FIRST_TRUMP + 1);
    else
        snprintf(buf, size, "the %s of %s", rank_names[c % SUIT_CARDS], suit_plural[c / SUIT_CARDS]);
}

static void suit_name(const tutor_options *options, int suit, tutor_suit_form form, char *buf,
                      size_t size) {
    (void)options;
    if (suit < 0 || suit > SUIT_TRUMP) {
        buf[0] = '\0';
        return;
    }
    snprintf(buf, size, "%s", form == TUTOR_SUIT_PLURAL ? suit_plural[suit] : suit_singular[suit]);
}

static void lead_clause(const tutor_options *options, tutor_card led, int suit, char *buf,
                        size_t size) {
    (void)options;
    char name[48];
    card_name(led, name, sizeof name);
    /* Worded for the trick led with the Excuse too, where the second card sets the suit. */
    snprintf(buf, size, "%s set the suit to %s", name,
             suit >= 0 && suit <= SUIT_TRUMP ? suit_plural[suit] : "none");
}

static int has_trumps(const tutor_options *options) {
    (void)options;
    return 1;
}

const tutor_game tutor_french_tarot = {
    .id = "french-tarot",
    .name = "French Tarot",
    .piece = "card",
    .count_extra = "bouts",
    .seats = 5, /* the most the options allow; trick_size() gives the players in play */
    .pack_size = CARDS,
    .options = option_specs,
    .option_count = 1,
    .parse_card = parse_card,
    .format_card = format_card,
    .trick_size = trick_size,
    .seat_count = trick_size, /* every player plays to every trick */
    .legal = legal,
    .refusal = refusal,
    .winner = winner,
    .count = count,
    .deal = deal,
    .sitting_out = sitting_out,
    .card_name = card_name,
    .suit_name = suit_name,
    .lead_clause = lead_clause,
    .outside_clause = NULL, /* a card belongs to one suit only */
    .has_trumps = has_trumps,
    .explain_special = NULL,
};
