/*
 * A whole hand of Ottocento and of Eight Hundred: seed 000's worked example of a 407-point
 * hand line by line, one scripted hand per game from the deal to the last line of the score,
 * the game's end at 800 (Eight Hundred's within the hand too), every kind of refusal with the
 * state byte for byte unchanged, and thousands of seeded hands played with random legal
 * actions (every card in exactly one place throughout, the card points adding up to 93).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"

#include "cards.h" /* after check.h, whose assertions it uses */
#include "rng.h"
#include "score_record.h"
#include "tarocchino.h"

static const tutor_game *ottocento, *eight_hundred;

/* One card by its code, in the game being tested. */
static tutor_card card_of(const char *code) {
    tutor_card card = 0;
    CHECK(tutor_card_parse(game, code, &card, NULL) == TUTOR_OK);
    return card;
}

/* The highest numbered card of a non-empty set. */
static tutor_card highest(tutor_set cards) {
    tutor_card card, top = tutor_set_first(cards);
    TUTOR_SET_FOREACH(card, cards) top = card;
    return top;
}

/* ---- building hands ---------------------------------------------------------------------- */

/* The game's own hand inside a tutor_hand. */
#define STATE(h) ((tutor_tarocchino_hand *)(h).state.bytes)

static tutor_deal deal_of(const char *const hands[4], const char *rest) {
    tutor_deal deal;
    memset(&deal, 0, sizeof deal);
    deal.seats = 4;
    for (int s = 0; s < 4; s++) deal.hands[s] = set_of(hands[s]);
    deal.rest = set_of(rest);
    return deal;
}

static tutor_status begin(tutor_hand *hand, const tutor_game *g, const tutor_deal *deal, int dealer,
                          int score0, int score1, tutor_error *error) {
    tutor_hand_start from;
    memset(&from, 0, sizeof from);
    from.dealer = dealer;
    from.deal = *deal;
    from.scores[0] = score0;
    from.scores[1] = score1;
    tutor_options none;
    tutor_options_init(&none);
    return tutor_hand_begin(hand, g, &none, &from, error);
}

static tutor_hand start(const tutor_game *g, const tutor_deal *deal, int dealer, int score0,
                        int score1) {
    tutor_hand hand;
    tutor_error error;
    game = g;
    if (begin(&hand, g, deal, dealer, score0, score1, &error) != TUTOR_OK)
        fprintf(stderr, "start refused: %s\n", error.message);
    return hand;
}

/* One move for the seat to move: apply(&hand, TUTOR_MOVE_SHOW, "SK", 0, ...). */
static tutor_status apply(tutor_hand *hand, int kind, const char *card, int number,
                          tutor_reason *why, tutor_error *error) {
    tutor_card parsed = 0;
    if (card) CHECK(tutor_card_parse(game, card, &parsed, NULL) == TUTOR_OK);
    return tutor_hand_apply(hand, (tutor_move){(uint8_t)kind, parsed, (int16_t)number}, why, error);
}

/* Applies moves that must be accepted. */
static void accepted(tutor_hand *hand, tutor_move move, int line) {
    tutor_error error;
    if (tutor_hand_apply(hand, move, NULL, &error) != TUTOR_OK) {
        fprintf(stderr, "line %d: move %d %d %d refused: %s\n", line, move.kind, move.card,
                move.number, error.message);
        CHECK(0);
    }
}

static void discard(tutor_hand *hand, const char *cards, int line) {
    tutor_card list[4];
    int n = cards_of(cards, list);
    for (int i = 0; i < n; i++) accepted(hand, (tutor_move){TUTOR_MOVE_DISCARD, list[i], 0}, line);
}
#define DISCARD(hand, cards) discard(&(hand), cards, __LINE__)

/* A declaration written as kind and cards: {TUTOR_CRICCA_KINGS, "SK CK HK"}. */
typedef struct {
    tutor_combination_kind kind;
    const char *cards;
} shown;

/* The moves of declarations: each kind, its cards shown one by one; then DONE. */
static int declaration_moves(const shown *list, int n, tutor_move *out) {
    int count = 0;
    for (int i = 0; i < n; i++) {
        out[count++] = (tutor_move){TUTOR_MOVE_DECLARE, 0, (int16_t)list[i].kind};
        tutor_card card;
        TUTOR_SET_FOREACH(card, set_of(list[i].cards)) {
            out[count++] = (tutor_move){TUTOR_MOVE_SHOW, card, 0};
        }
    }
    out[count++] = (tutor_move){TUTOR_MOVE_DONE, 0, 0};
    return count;
}

static void declare(tutor_hand *hand, int seat, const shown *list, int n, int line) {
    CHECK_INT(tutor_hand_turn(hand), seat);
    tutor_move moves[TUTOR_MAX_PENDING];
    int count = declaration_moves(list, n, moves);
    for (int i = 0; i < count; i++) accepted(hand, moves[i], line);
}
#define DECLARE(hand, seat, list)                                                                  \
    declare(&(hand), seat, list, (int)(sizeof list / sizeof *list), __LINE__)
#define DECLARE_NOTHING(hand, seat) declare(&(hand), seat, NULL, 0, __LINE__)

/* Plays tricks written "2: SQ T2 S6 S8", the leader's seat first, then its cards in order of
 * play; checks the leader and, when given, the winner ("... > 3"). */
static void play_tricks(tutor_hand *hand, const char *const *tricks, int n, int line) {
    for (int t = 0; t < n; t++) {
        int leader = tricks[t][0] - '0';
        char cards[64];
        int winner = -1;
        snprintf(cards, sizeof cards, "%s", tricks[t] + 2);
        char *arrow = strchr(cards, '>');
        if (arrow) {
            winner = arrow[2] - '0';
            *arrow = '\0';
        }
        if (tutor_hand_turn(hand) != leader)
            fprintf(stderr, "line %d: trick %d: seat %d leads, not %d\n", line, t + 1,
                    tutor_hand_turn(hand), leader);
        CHECK_INT(tutor_hand_turn(hand), leader);
        tutor_card list[4];
        int count = cards_of(cards, list);
        CHECK_INT(count, 4);
        for (int i = 0; i < count; i++)
            accepted(hand, (tutor_move){TUTOR_MOVE_PLAY, list[i], 0}, line);
        if (winner >= 0) {
            int done = STATE(*hand)->play.tricks_done;
            CHECK(done > 0 && STATE(*hand)->play.tricks[done - 1].winner == winner);
        }
    }
}
#define PLAY_TRICKS(hand, tricks)                                                                  \
    play_tricks(&(hand), tricks, (int)(sizeof tricks / sizeof *tricks), __LINE__)

/* The cards of the legal moves of one kind. */
static tutor_set legal_cards(const tutor_hand *hand, int kind) {
    tutor_move moves[TUTOR_MAX_MOVES];
    int n = tutor_hand_legal(hand, moves);
    tutor_set cards = tutor_set_empty();
    for (int i = 0; i < n; i++)
        if (moves[i].kind == kind) cards = tutor_set_add(cards, moves[i].card);
    return cards;
}

static int legal_count(const tutor_hand *hand) {
    tutor_move moves[TUTOR_MAX_MOVES];
    return tutor_hand_legal(hand, moves);
}

/* The kinds of the legal DECLARE moves, a bit each. */
static unsigned legal_kinds(const tutor_hand *hand) {
    tutor_move moves[TUTOR_MAX_MOVES];
    int n = tutor_hand_legal(hand, moves);
    unsigned kinds = 0;
    for (int i = 0; i < n; i++)
        if (moves[i].kind == TUTOR_MOVE_DECLARE) kinds |= 1u << moves[i].number;
    return kinds;
}

/* ---- reading the score ----------------------------------------------------------------- */

/* One line of the score, as tutor_hand_record_score writes it. */
typedef struct {
    char item[24], moment[12], kind[12];  /* kind: a combination's word, else "" */
    int side, seat, trick, cards, points; /* seat, trick, cards: TUTOR_NO_SEAT, -1 when absent */
    tutor_set combination, wild;
} score_line;

typedef struct {
    int line_count;
    score_line lines[160];
    int hand_points[2], game_score[2], complete, winner;
} score_record;

/* The score as the hand interface writes it (score_record.h reads the record). */
static score_record score_of(const tutor_hand *hand) {
    static recorded r;
    static score_record score;
    memset(&score, 0, sizeof score);
    tutor_error error;
    CHECK(record_score_of(hand, &r, &error) == TUTOR_OK);
    CHECK(r.count < RECORDED_VALUES); /* the record was read whole */
    score.line_count = recorded_items(&r, "score.lines");
    for (int i = 0; i < score.line_count; i++) {
        score_line *line = &score.lines[i];
        const char *kind = recorded_word_at(&r, "score.lines.%d.combination.kind", i);
        snprintf(line->item, sizeof line->item, "%s",
                 recorded_word_at(&r, "score.lines.%d.item", i));
        snprintf(line->moment, sizeof line->moment, "%s",
                 recorded_word_at(&r, "score.lines.%d.moment", i));
        snprintf(line->kind, sizeof line->kind, "%s", kind ? kind : "");
        line->points = recorded_at(&r, "score.lines.%d.points", i);
        line->side = recorded_at(&r, "score.lines.%d.side", i);
        int seat = recorded_at(&r, "score.lines.%d.seat", i);
        int trick = recorded_at(&r, "score.lines.%d.trick", i);
        int cards = recorded_at(&r, "score.lines.%d.cards", i);
        line->seat = seat == RECORDED_NONE ? TUTOR_NO_SEAT : seat;
        line->trick = trick == RECORDED_NONE ? -1 : trick;
        line->cards = cards == RECORDED_NONE ? -1 : cards;
        line->combination = recorded_set_at(&r, "score.lines.%d.combination.cards", i);
        line->wild = recorded_set_at(&r, "score.lines.%d.combination.wild", i);
    }
    for (int side = 0; side < 2; side++) {
        score.hand_points[side] = recorded_at(&r, "score.hand_points.%d", side);
        score.game_score[side] = recorded_at(&r, "score.game_score.%d", side);
    }
    score.complete = recorded_at(&r, "score.complete");
    score.winner =
        recorded_null_at(&r, "score.winner") ? TUTOR_NO_SEAT : recorded_at(&r, "score.winner");
    return score;
}

/* ---- checking the score's lines ---------------------------------------------------------- */

typedef struct {
    const char *moment, *item;
    int side, seat;
    const char *name;  /* combination lines: the game's word for the kind */
    const char *cards; /* combination lines: the real cards */
    const char *wild;  /* combination lines: the wild cards */
    int count;         /* card points: the cards counted */
    int points;
} line_spec;

#define NO TUTOR_NO_SEAT
#define DECLARED(side, seat, item, name, cards, wild, points)                                      \
    { "declared", item, side, seat, name, cards, wild, 0, points }
#define IN_TRICK(side, seat, item, name, cards, wild, points)                                      \
    { "in-trick", item, side, seat, name, cards, wild, 0, points }
#define AT_END(side, item, name, cards, wild, points)                                              \
    { "at-end", item, side, NO, name, cards, wild, 0, points }
#define DOUBLED(moment, side, seat, item, points)                                                  \
    { moment, item, side, seat, NULL, NULL, NULL, 0, points }
#define CARD_POINTS(side, count, points)                                                           \
    { "at-end", "card-points", side, NO, NULL, NULL, NULL, count, points }
#define LAST_TRICK(side)                                                                           \
    { "at-end", "last-trick", side, NO, NULL, NULL, NULL, 0, 6 }

static void check_lines(const score_record *score, const line_spec *specs, int n, int line) {
    if (score->line_count != n)
        fprintf(stderr, "line %d: %d score lines, expected %d\n", line, score->line_count, n);
    CHECK_INT(score->line_count, n);
    int sums[2] = {0, 0};
    for (int i = 0; i < n && i < score->line_count; i++) {
        const score_line *got = &score->lines[i];
        const line_spec *want = &specs[i];
        int ok = strcmp(got->moment, want->moment) == 0 && strcmp(got->item, want->item) == 0 &&
                 got->side == want->side && got->seat == want->seat && got->points == want->points;
        if (strcmp(want->item, "card-points") == 0) ok &= got->cards == want->count;
        if (want->name)
            ok &= strcmp(got->kind, want->name) == 0 &&
                  tutor_set_equal(got->combination, set_of(want->cards)) &&
                  tutor_set_equal(got->wild, set_of(want->wild ? want->wild : ""));
        if (!ok)
            fprintf(stderr,
                    "line %d: score line %d is %s %s side %d seat %d %s %d points; "
                    "expected %s %s %d points\n",
                    line, i, got->moment, got->item, got->side, got->seat, got->kind, got->points,
                    want->item, want->name ? want->name : "-", want->points);
        CHECK(ok);
        sums[got->side] += got->points;
    }
    CHECK_INT(score->hand_points[0], sums[0]);
    CHECK_INT(score->hand_points[1], sums[1]);
}
#define CHECK_LINES(score, specs)                                                                  \
    check_lines(&(score), specs, (int)(sizeof specs / sizeof *specs), __LINE__)

/* ---- seed 000's worked example ----------------------------------------------------------- */

/* "Cricche: I had 3 of a kind in the Tarocchi, the Queens, Knights, and Pages. That's
 * (18+14+13+12)x2 = 114. Sequences: I had the full suit sequence of Swords (20 points, plus
 * the begato for an extra 5). Then two of the 4 Moors and the begato to make it the Moors
 * sequence for 10. Finally ... from 21 all the way down to 6 (75 points, plus a bonus 5 from
 * the begato). This makes it (25+10+80)x2 = 230. We won the last trick for 6 points. In card
 * points, we had a total of 57 points. Grand Total: (114+230+6+57) = 407 points."
 *
 * The seed shows neither the deal nor the play ("I play all 4 hands for a picture"), so the
 * hand cannot be replayed; these are 38 captured cards (nine tricks and the discard) that hold
 * exactly those combinations and 57 card points, scored by the end-of-hand arithmetic. */
#define TRUMPS_21_TO_6 "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6"

/* A hand of Ottocento played out with `cards` captured by `side` and none by the other, the
 * last trick won by `last`: the end-of-hand arithmetic alone. */
static score_record score_captured(tutor_set cards, int side, int last) {
    tutor_options none;
    tutor_options_init(&none);
    tutor_hand_start from;
    tutor_hand hand;
    CHECK(tutor_hand_seeded_start(ottocento, &none, 1, 3, &from, NULL) == TUTOR_OK);
    CHECK(tutor_hand_begin(&hand, ottocento, &none, &from, NULL) == TUTOR_OK);
    tutor_tarocchino_hand *state = STATE(hand);
    state->phase = TUTOR_TAROCCHINO_OVER;
    state->play.game = ottocento;
    state->play.turn = TUTOR_NO_SEAT;
    state->play.tricks_done = 1;
    state->play.tricks[0].winner = (int8_t)last;
    state->won[side] = cards;
    return score_of(&hand);
}

static void test_worked_example(void) {
    game = ottocento;
    tutor_set cards = set_of(TRUMPS_21_TO_6 " T1 T2 T3 SK SQ SN SJ S1 CQ CN CJ HQ HN HJ DK"
                                            " S10 S9 C10 C9 H10 H9 D10");
    CHECK_INT(tutor_set_size(cards), 38);
    score_record score = score_captured(cards, 0, 0);
    static const line_spec expected[] = {
        AT_END(0, "cricca", "tarocchi", "T21 T20 T1", NULL, 18),
        AT_END(0, "cricca", "queens", "SQ CQ HQ", NULL, 14),
        AT_END(0, "cricca", "knights", "SN CN HN", NULL, 13),
        AT_END(0, "cricca", "jacks", "SJ CJ HJ", NULL, 12),
        DOUBLED("at-end", 0, NO, "cricche-doubled", 57), /* (18+14+13+12)x2 = 114 */
        AT_END(0, "sequence", "trumps", TRUMPS_21_TO_6, "T1", 80),
        AT_END(0, "sequence", "suit", "SK SQ SN SJ S1", "T1", 25),
        AT_END(0, "sequence", "moors", "T2 T3", "T1", 10),
        DOUBLED("at-end", 0, NO, "sequences-doubled", 115), /* (25+10+80)x2 = 230 */
        CARD_POINTS(0, 38, 57),
        LAST_TRICK(0),
        CARD_POINTS(1, 0, 0),
    };
    CHECK_LINES(score, expected);
    CHECK_INT(score.hand_points[0], 407);
    CHECK_INT(score.hand_points[1], 0);

    /* The same cards without the last trick, and for the other side. */
    score = score_captured(cards, 1, 0);
    CHECK_INT(score.hand_points[1], 401);
    CHECK_INT(score.hand_points[0], 6);
}

/* ---- the scripted deal ------------------------------------------------------------------- */

/* Dealer 3, so seat 0 is eldest: it declares first and leads. The dealer's two extra cards
 * are the deal's rest. */
static const char *const scripted_hands[4] = {
    "T21 T20 T19 T18 T17 T16 T1 S6 S1 C6 C1 H10 H9 D10 D9",
    "FOOL T15 T14 T13 T12 T11 S9 S8 S7 C8 C7 H8 H7 D8 D7",
    "T10 T9 T8 SK SQ SN S10 CK CQ CN C9 HK HQ HN H6",
    "T7 T6 T5 T4 T3 T2 SJ CJ HJ H1 DK DQ DN DJ D1",
};
static const char *const scripted_rest = "C10 D6";

/* Seat 0 shows fewer trumps than it holds (21 to 18, not 21 to 16 with the begato). */
static const shown seat0_shows[] = {
    {TUTOR_CRICCA_HONOURS, "T21 T20 T1"},
    {TUTOR_SEQUENCE_TRUMPS, "T21 T20 T19 T18"},
};
/* Seat 2 shows three cricche and three sequences: each group counts twice. */
static const shown seat2_shows[] = {
    {TUTOR_CRICCA_KINGS, "SK CK HK"},   {TUTOR_CRICCA_QUEENS, "SQ CQ HQ"},
    {TUTOR_CRICCA_KNIGHTS, "SN CN HN"}, {TUTOR_SEQUENCE_SUIT, "SK SQ SN"},
    {TUTOR_SEQUENCE_SUIT, "CK CQ CN"},  {TUTOR_SEQUENCE_SUIT, "HK HQ HN"},
};
/* Ottocento's suit sequence takes its Ace. */
static const shown seat3_shows_ottocento[] = {
    {TUTOR_SEQUENCE_SUIT, "DK DQ DN DJ D1"},
    {TUTOR_SEQUENCE_MOORS, "T5 T4 T3 T2"},
};
static const shown seat3_shows_eight_hundred[] = {
    {TUTOR_SEQUENCE_SUIT, "DK DQ DN DJ"},
    {TUTOR_SEQUENCE_MOORS, "T5 T4 T3 T2"},
};

/* Every trick of the Ottocento hand. Seat 2 and seat 3 run out of trumps early; seat 1 plays
 * the Matto to trick 5, which seat 2 wins. */
static const char *const ottocento_tricks[] = {
    "0: S1 S7 SK SJ > 2",    "2: SQ T2 S6 S8 > 3",    "3: D1 D10 D7 T8 > 2",
    "2: HK HJ H10 H8 > 2",   "2: HQ H1 H9 FOOL > 2",  "2: CK CJ C1 C8 > 2",
    "2: CQ T3 C6 C7 > 3",    "3: DK D9 D8 T9 > 2",    "2: SN T4 T16 S9 > 0",
    "0: T21 T11 T10 T5 > 0", "0: T20 T12 S10 T6 > 0", "0: T19 T13 C9 T7 > 0",
    "0: T18 T14 HN DQ > 0",  "0: T17 T15 H6 DN > 0",  "0: T1 H7 CN DJ > 0",
};

static void declare_scripted(tutor_hand *hand, const shown *seat3, int seat3_count) {
    DECLARE(*hand, 0, seat0_shows);
    DECLARE_NOTHING(*hand, 1);
    DECLARE(*hand, 2, seat2_shows);
    declare(hand, 3, seat3, seat3_count, __LINE__);
}

/* What seat 0 and seat 2 showed (the same words in both games but the Honours' name). */
#define SCRIPTED_DECLARATIONS_0_2(honours)                                                         \
    DECLARED(0, 0, "cricca", honours, "T21 T20 T1", NULL, 18),                                     \
        DECLARED(0, 0, "sequence", "trumps", "T21 T20 T19 T18", NULL, 15),                         \
        DECLARED(0, 2, "cricca", "kings", "SK CK HK", NULL, 17),                                   \
        DECLARED(0, 2, "cricca", "queens", "SQ CQ HQ", NULL, 14),                                  \
        DECLARED(0, 2, "cricca", "knights", "SN CN HN", NULL, 13),                                 \
        DOUBLED("declared", 0, 2, "cricche-doubled", 44),                                          \
        DECLARED(0, 2, "sequence", "suit", "SK SQ SN", NULL, 10),                                  \
        DECLARED(0, 2, "sequence", "suit", "CK CQ CN", NULL, 10),                                  \
        DECLARED(0, 2, "sequence", "suit", "HK HQ HN", NULL, 10),                                  \
        DOUBLED("declared", 0, 2, "sequences-doubled", 30)

/* The cards each side holds at the end, in both games: side 1 won tricks 2 and 7, gave the 6
 * of Swords for the Fool and took it back, and counts the dealer's discard. */
#define SIDE_1_CARDS "SQ T2 S8 CQ T3 C6 C7 FOOL C10 D6"

static void test_ottocento_hand(void) {
    game = ottocento;
    tutor_deal deal = deal_of(scripted_hands, scripted_rest);
    tutor_hand hand = start(ottocento, &deal, 3, 0, 0);
    CHECK_INT(STATE(hand)->phase, TUTOR_TAROCCHINO_DISCARDING);
    CHECK_INT(tutor_hand_turn(&hand), 3);
    CHECK_INT(tutor_set_size(tutor_hand_holding(&hand, 3)), 17);
    /* Neither Kings nor the five-point trumps may go: DK DQ... and the dealer holds no
     * Tarocchi, so 16 of its 17 cards may. */
    tutor_set discardable = legal_cards(&hand, TUTOR_MOVE_DISCARD);
    CHECK_INT(tutor_set_size(discardable), 16);
    CHECK(!tutor_set_has(discardable, card_of("DK")));
    CHECK_INT(legal_count(&hand), 16);
    DISCARD(hand, "C10 D6");
    CHECK_INT(STATE(hand)->phase, TUTOR_TAROCCHINO_DECLARING);
    CHECK_INT(tutor_set_size(tutor_hand_holding(&hand, 3)), 15);
    CHECK_INT(tutor_hand_turn(&hand), 0);

    /* What seat 0 could declare at most: the Tarocchi, 21 to 16 with the begato after, and
     * the Aces of Swords and Batons with the begato; or nothing. */
    CHECK_INT(legal_count(&hand), 4);
    CHECK(legal_kinds(&hand) ==
          (1u << TUTOR_CRICCA_HONOURS | 1u << TUTOR_SEQUENCE_TRUMPS | 1u << TUTOR_SEQUENCE_ACES));
    tutor_hand trying = hand;
    CHECK(apply(&trying, TUTOR_MOVE_DECLARE, NULL, TUTOR_SEQUENCE_TRUMPS, NULL, NULL) == TUTOR_OK);
    CHECK(tutor_set_equal(legal_cards(&trying, TUTOR_MOVE_SHOW),
                          set_of("T21 T20 T19 T18 T17 T16 T1")));
    trying = hand;
    CHECK(apply(&trying, TUTOR_MOVE_DECLARE, NULL, TUTOR_SEQUENCE_ACES, NULL, NULL) == TUTOR_OK);
    CHECK(tutor_set_equal(legal_cards(&trying, TUTOR_MOVE_SHOW), set_of("S1 C1 T1")));

    declare_scripted(&hand, seat3_shows_ottocento, 2);
    CHECK_INT(STATE(hand)->phase, TUTOR_TAROCCHINO_PLAYING);
    CHECK_INT(STATE(hand)->points[0], 33 + 148);
    CHECK_INT(STATE(hand)->points[1], 35);
    CHECK_INT(tutor_hand_turn(&hand), 0); /* eldest leads */

    PLAY_TRICKS(hand, ottocento_tricks);
    CHECK_INT(STATE(hand)->phase, TUTOR_TAROCCHINO_OVER);
    /* The Matto came back to seat 1's side at once, which gave the 6 of Swords (an empty card
     * that counts in no combination) from its only trick so far. */
    CHECK_INT(STATE(hand)->fool, TUTOR_FOOL_PAID);
    CHECK_INT(STATE(hand)->fool_player, 1);
    CHECK_INT(STATE(hand)->fool_payment, card_of("S6"));
    CHECK(tutor_set_is_empty(tutor_set_minus(STATE(hand)->discard, STATE(hand)->won[1])));

    score_record score = score_of(&hand);
    static const line_spec expected[] = {
        SCRIPTED_DECLARATIONS_0_2("tarocchi"),
        DECLARED(1, 3, "sequence", "suit", "DK DQ DN DJ D1", NULL, 20),
        DECLARED(1, 3, "sequence", "moors", "T5 T4 T3 T2", NULL, 15),
        /* side 0's 52 cards: four cricche and seven sequences, each group twice */
        AT_END(0, "cricca", "tarocchi", "T21 T20 T1", NULL, 18),
        AT_END(0, "cricca", "kings", "SK CK HK DK", NULL, 34),
        AT_END(0, "cricca", "knights", "SN CN HN DN", NULL, 26),
        AT_END(0, "cricca", "jacks", "SJ CJ HJ DJ", NULL, 24),
        DOUBLED("at-end", 0, NO, "cricche-doubled", 102),
        AT_END(0, "sequence", "trumps", TRUMPS_21_TO_6, "T1", 80),
        AT_END(0, "sequence", "suit", "SK SN SJ S1", "T1", 20), /* the begato for the Queen */
        AT_END(0, "sequence", "suit", "CK CN CJ C1", "T1", 20),
        AT_END(0, "sequence", "suit", "HK HQ HN HJ H1", "T1", 25),
        AT_END(0, "sequence", "suit", "DK DQ DN DJ D1", "T1", 25),
        AT_END(0, "sequence", "moors", "T4 T5", "T1", 10),
        AT_END(0, "sequence", "aces", "S1 C1 H1 D1", "T1", 20),
        DOUBLED("at-end", 0, NO, "sequences-doubled", 200),
        CARD_POINTS(0, 52, 72),
        LAST_TRICK(0),
        /* side 1's ten cards: the Matto stands in for a third Moor */
        AT_END(1, "sequence", "moors", "T2 T3", "FOOL", 10),
        CARD_POINTS(1, 10, 15),
    };
    CHECK_LINES(score, expected);
    CHECK(score.complete);
    CHECK(tutor_set_equal(STATE(hand)->won[1], set_of(SIDE_1_CARDS)));
    CHECK_INT(tutor_set_size(STATE(hand)->won[0]), 52);
    CHECK_INT(score.hand_points[0], 181 + 682);
    CHECK_INT(score.hand_points[1], 35 + 25);
    CHECK_INT(STATE(hand)->points[0], score.hand_points[0]);
    CHECK_INT(STATE(hand)->points[1], score.hand_points[1]);
    /* "The game is over when one team reaches at least 800 points." */
    CHECK_INT(score.game_score[0], 863);
    CHECK_INT(score.winner, 0);
    CHECK_INT(STATE(hand)->winner, 0);
    CHECK(!STATE(hand)->ended_early);

    /* Ottocento ends a game only when a hand is over: 700 + 181 after the declarations, and
     * the hand goes on. */
    hand = start(ottocento, &deal, 3, 700, 0);
    DISCARD(hand, "C10 D6");
    declare_scripted(&hand, seat3_shows_ottocento, 2);
    CHECK_INT(STATE(hand)->phase, TUTOR_TAROCCHINO_PLAYING);
    CHECK_INT(STATE(hand)->winner, TUTOR_TAROCCHINO_NO_SIDE);
    PLAY_TRICKS(hand, ottocento_tricks);
    score = score_of(&hand);
    CHECK_INT(score.game_score[0], 700 + 863);
    CHECK_INT(score.game_score[1], 60);
    CHECK_INT(score.winner, 0);
}

/* The same deal played as Eight Hundred. Seat 1 plays the Fool to the first trick instead:
 * with the King and the Jack of Swords it makes a pattern of three there, which seat 2's side
 * scores as it wins the trick; the Fool is paid for at the end of the hand. */
static const char *const eight_hundred_tricks[] = {
    "0: S1 FOOL SK SJ > 2",  "2: SQ T2 S6 S8 > 3",    "3: D1 D10 D7 T8 > 2",
    "2: HK HJ H10 H8 > 2",   "2: HQ H1 H9 H7 > 2",    "2: CK CJ C1 C8 > 2",
    "2: CQ T3 C6 C7 > 3",    "3: DK D9 D8 T9 > 2",    "2: SN T4 T16 S9 > 0",
    "0: T21 T11 T10 T5 > 0", "0: T20 T12 S10 T6 > 0", "0: T19 T13 C9 T7 > 0",
    "0: T18 T14 HN DQ > 0",  "0: T17 T15 H6 DN > 0",  "0: T1 S7 CN DJ > 0",
};

static void test_eight_hundred_hand(void) {
    game = eight_hundred;
    tutor_deal deal = deal_of(scripted_hands, scripted_rest);
    tutor_hand hand = start(eight_hundred, &deal, 3, 0, 0);
    DISCARD(hand, "C10 D6");
    declare_scripted(&hand, seat3_shows_eight_hundred, 2);
    CHECK_INT(STATE(hand)->points[0], 181);
    CHECK_INT(STATE(hand)->points[1], 30);

    PLAY_TRICKS(hand, eight_hundred_tricks);
    CHECK_INT(STATE(hand)->phase, TUTOR_TAROCCHINO_OVER);
    /* "placed face up beside them until the end of the hand when they must pay" */
    CHECK_INT(STATE(hand)->fool, TUTOR_FOOL_PAID);
    CHECK_INT(STATE(hand)->fool_payment, card_of("S6"));

    score_record score = score_of(&hand);
    static const line_spec expected[] = {
        SCRIPTED_DECLARATIONS_0_2("honours"),
        DECLARED(1, 3, "sequence", "suit", "DK DQ DN DJ", NULL, 15),
        DECLARED(1, 3, "sequence", "quartet", "T5 T4 T3 T2", NULL, 15),
        /* "If the four cards of the trick contain either a Combination or a Pattern" */
        IN_TRICK(0, 2, "sequence", "suit", "SK SJ", "FOOL", 10),
        AT_END(0, "cricca", "honours", "T21 T20 T1", NULL, 18),
        AT_END(0, "cricca", "kings", "SK CK HK DK", NULL, 34),
        AT_END(0, "cricca", "knights", "SN CN HN DN", NULL, 26),
        AT_END(0, "cricca", "jacks", "SJ CJ HJ DJ", NULL, 24),
        DOUBLED("at-end", 0, NO, "cricche-doubled", 102),
        AT_END(0, "sequence", "trumps", TRUMPS_21_TO_6, "T1", 80),
        /* Eight Hundred's suit patterns take no Ace */
        AT_END(0, "sequence", "suit", "SK SN SJ", "T1", 15),
        AT_END(0, "sequence", "suit", "CK CN CJ", "T1", 15),
        AT_END(0, "sequence", "suit", "HK HQ HN HJ", "T1", 20),
        AT_END(0, "sequence", "suit", "DK DQ DN DJ", "T1", 20),
        AT_END(0, "sequence", "quartet", "T4 T5", "T1", 10),
        AT_END(0, "sequence", "aces", "S1 C1 H1 D1", "T1", 20),
        DOUBLED("at-end", 0, NO, "sequences-doubled", 180),
        CARD_POINTS(0, 52, 72),
        LAST_TRICK(0),
        AT_END(1, "sequence", "quartet", "T2 T3", "FOOL", 10),
        CARD_POINTS(1, 10, 15),
    };
    CHECK_LINES(score, expected);
    CHECK(tutor_set_equal(STATE(hand)->won[1], set_of(SIDE_1_CARDS)));
    CHECK_INT(score.hand_points[0], 181 + 10 + 642);
    CHECK_INT(score.hand_points[1], 30 + 25);
    CHECK_INT(STATE(hand)->points[0], score.hand_points[0]);
    CHECK_INT(score.winner, 0);
    CHECK(!STATE(hand)->ended_early);
}

/* Eight Hundred's game ends within the hand: once everyone has declared, and as soon as a
 * trick's combination takes a side to 800. */
static void test_eight_hundred_game_end(void) {
    game = eight_hundred;
    tutor_deal deal = deal_of(scripted_hands, scripted_rest);
    tutor_card s1 = card_of("S1");

    /* 700 + 181 once everyone has declared: "they have one", and nothing is played. */
    tutor_hand hand = start(eight_hundred, &deal, 3, 700, 0);
    DISCARD(hand, "C10 D6");
    declare_scripted(&hand, seat3_shows_eight_hundred, 2);
    CHECK_INT(STATE(hand)->phase, TUTOR_TAROCCHINO_OVER);
    CHECK_INT(STATE(hand)->winner, 0);
    CHECK(STATE(hand)->ended_early);
    CHECK_INT(tutor_hand_turn(&hand), TUTOR_NO_SEAT);
    tutor_hand before = hand;
    tutor_reason why;
    CHECK(tutor_hand_apply(&hand, (tutor_move){TUTOR_MOVE_PLAY, s1, 0}, &why, NULL) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_GAME_OVER);
    CHECK(memcmp(&before, &hand, sizeof hand) == 0);
    score_record score = score_of(&hand);
    CHECK(!score.complete);
    CHECK_INT(score.line_count, 12); /* the declarations only */
    CHECK_INT(score.game_score[0], 881);

    /* 615 + 181 = 796 after the declarations; the first trick's pattern makes 806. */
    hand = start(eight_hundred, &deal, 3, 615, 0);
    DISCARD(hand, "C10 D6");
    declare_scripted(&hand, seat3_shows_eight_hundred, 2);
    CHECK_INT(STATE(hand)->phase, TUTOR_TAROCCHINO_PLAYING);
    PLAY_TRICKS(hand, (const char *const[]){"0: S1 FOOL SK SJ > 2"});
    CHECK_INT(STATE(hand)->phase, TUTOR_TAROCCHINO_OVER);
    CHECK_INT(STATE(hand)->winner, 0);
    CHECK(STATE(hand)->ended_early);
    CHECK_INT(STATE(hand)->fool, TUTOR_FOOL_OWED); /* the hand stops with the Fool still face up */
    score = score_of(&hand);
    CHECK_INT(score.game_score[0], 806);
    CHECK_STR(score.lines[score.line_count - 1].moment, "in-trick");
    CHECK_INT(score.lines[score.line_count - 1].trick, 0);
    before = hand;
    CHECK(apply(&hand, TUTOR_MOVE_PLAY, "SQ", 0, &why, NULL) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_GAME_OVER);
    CHECK(memcmp(&before, &hand, sizeof hand) == 0);

    /* 640 + 181 = 791 + 30: equal at 821, so nobody has won yet ("the team with the highest
     * total wins"); the first trick's pattern decides it. */
    hand = start(eight_hundred, &deal, 3, 640, 791);
    DISCARD(hand, "C10 D6");
    declare_scripted(&hand, seat3_shows_eight_hundred, 2);
    CHECK_INT(STATE(hand)->phase, TUTOR_TAROCCHINO_PLAYING);
    CHECK_INT(STATE(hand)->winner, TUTOR_TAROCCHINO_NO_SIDE);
    PLAY_TRICKS(hand, (const char *const[]){"0: S1 FOOL SK SJ > 2"});
    CHECK_INT(STATE(hand)->winner, 0);

    /* A game already won does not start a hand; an equal score at 800 or more does. */
    tutor_error error;
    CHECK(begin(&hand, eight_hundred, &deal, 3, 812, 790, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    CHECK(begin(&hand, eight_hundred, &deal, 3, 805, 805, &error) == TUTOR_OK);
}

/* ---- refusals ---------------------------------------------------------------------------- */

typedef enum { DO_DISCARD, DO_DECLARE, DO_PLAY } action_kind;

/* Tries an action of the seat to move whose last move must be refused with `code` (the moves
 * before it accepted), and checks that move changed nothing by a byte and the message is the
 * reason's sentence. The hand is left as it was before the action. A declaration is tried as
 * `declared` showing `cards`, then DONE; `twice` shows the same kind and cards again. */
static void refused(tutor_hand *hand, action_kind kind, const char *cards,
                    tutor_combination_kind declared, int twice, tutor_reason_code code, int line) {
    tutor_hand start_of = *hand;
    tutor_move moves[TUTOR_MAX_PENDING];
    int n = 0;
    if (kind == DO_DECLARE) {
        shown list[2] = {{declared, cards}, {declared, cards}};
        n = declaration_moves(list, twice ? 2 : 1, moves);
    } else {
        tutor_card list[8];
        int count = cards_of(cards, list);
        for (int i = 0; i < count; i++)
            moves[n++] =
                (tutor_move){kind == DO_PLAY ? TUTOR_MOVE_PLAY : TUTOR_MOVE_DISCARD, list[i], 0};
        if (kind == DO_DISCARD && count < 2) moves[n++] = (tutor_move){TUTOR_MOVE_DONE, 0, 0};
    }
    tutor_status status = TUTOR_OK;
    tutor_reason why;
    tutor_error error;
    for (int i = 0; i < n && status == TUTOR_OK; i++) {
        tutor_hand before = *hand;
        status = tutor_hand_apply(hand, moves[i], &why, &error);
        if (status == TUTOR_ERROR) {
            if (why.code != code)
                fprintf(stderr, "line %d: move %d of %d refused: %s, expected %s\n", line, i + 1, n,
                        tutor_reason_name(why.code), tutor_reason_name(code));
            CHECK(memcmp(&before, hand, sizeof before) == 0);
        }
    }
    if (status != TUTOR_ERROR) fprintf(stderr, "line %d: accepted\n", line);
    CHECK(status == TUTOR_ERROR);
    CHECK_INT(why.code, code);
    if (status == TUTOR_ERROR) {
        CHECK_STR(error.code, "illegal-action");
        CHECK_STR(error.message, sentence(&STATE(*hand)->options, &why));
    }
    *hand = start_of;
}
#define REFUSED(hand, kind, cards, declared, code)                                                 \
    refused(&(hand), kind, cards, declared, 0, code, __LINE__)

static void test_refusals(const tutor_game *g) {
    game = g;
    tutor_deal deal = deal_of(scripted_hands, scripted_rest);
    tutor_hand hand = start(g, &deal, 3, 0, 0);
    const tutor_combination_kind none = TUTOR_CRICCA_HONOURS;

    /* The discard: only now, two different cards held, none worth 5. */
    REFUSED(hand, DO_PLAY, "S1", none, TUTOR_OUT_OF_PHASE);
    REFUSED(hand, DO_DISCARD, "DK C10", none, TUTOR_DISCARD_WORTH_FIVE);
    REFUSED(hand, DO_DISCARD, "C10 DK", none, TUTOR_DISCARD_WORTH_FIVE);
    REFUSED(hand, DO_DISCARD, "C10", none, TUTOR_DISCARD_TWO);
    REFUSED(hand, DO_DISCARD, "C10 C10", none, TUTOR_DISCARD_TWO);
    REFUSED(hand, DO_DISCARD, "C10 S1", none, TUTOR_NOT_IN_HAND);
    tutor_reason why;
    CHECK(apply(&hand, TUTOR_MOVE_DECLARE, NULL, TUTOR_CRICCA_HONOURS, &why, NULL) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_OUT_OF_PHASE);

    /* "The dealer may not include their discards in the declarations." */
    tutor_hand other = hand;
    DISCARD(other, "D1 C10");
    DECLARE_NOTHING(other, 0);
    DECLARE_NOTHING(other, 1);
    DECLARE_NOTHING(other, 2);
    REFUSED(other, DO_DECLARE, "DK DQ DN DJ D1", TUTOR_SEQUENCE_SUIT, TUTOR_NOT_IN_HAND);

    DISCARD(hand, "C10 D6");
    REFUSED(hand, DO_DISCARD, "H1 HJ", none, TUTOR_OUT_OF_PHASE);
    /* Declarations of cards not held, of cards that do not make the kind named, or of one
     * kind twice. */
    REFUSED(hand, DO_DECLARE, "SK CK HK", TUTOR_CRICCA_HONOURS, TUTOR_NOT_IN_HAND);
    REFUSED(hand, DO_DECLARE, "T21 T20", TUTOR_CRICCA_HONOURS, TUTOR_NOT_A_COMBINATION);
    REFUSED(hand, DO_DECLARE, "T21 T20 T1", TUTOR_CRICCA_KINGS, TUTOR_NOT_A_COMBINATION);
    REFUSED(hand, DO_DECLARE, "T21 T19 T17", TUTOR_SEQUENCE_TRUMPS, TUTOR_NOT_A_COMBINATION);
    /* a card more than the combination uses */
    REFUSED(hand, DO_DECLARE, "T21 T20 T1 S6", TUTOR_CRICCA_HONOURS, TUTOR_NOT_A_COMBINATION);
    refused(&hand, DO_DECLARE, "T21 T20 T1", TUTOR_CRICCA_HONOURS, 1, TUTOR_DECLARED_TWICE,
            __LINE__);
    tutor_error error;
    CHECK(apply(&hand, TUTOR_MOVE_DECLARE, NULL, 42, &why, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    DECLARE(hand, 0, seat0_shows);
    DECLARE_NOTHING(hand, 1);
    DECLARE(hand, 2, seat2_shows);
    if (g == eight_hundred) /* its suit patterns take no Ace */
        REFUSED(hand, DO_DECLARE, "DK DQ DN DJ D1", TUTOR_SEQUENCE_SUIT, TUTOR_NOT_A_COMBINATION);
    declare(&hand, 3, seat3_shows_eight_hundred, 2, __LINE__);

    /* Play: the eldest leads, a card held, following suit. */
    CHECK(apply(&hand, TUTOR_MOVE_DECLARE, NULL, TUTOR_CRICCA_HONOURS, &why, NULL) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_OUT_OF_PHASE);
    REFUSED(hand, DO_PLAY, "SK", none, TUTOR_NOT_IN_HAND);
    play_tricks(&hand, (const char *const[]){"0: S1 S7 SK SJ > 2"}, 1, __LINE__);
    play_tricks(&hand, (const char *const[]){"2: SQ T2 S6 S8 > 3"}, 1, __LINE__);
    CHECK_INT(tutor_hand_turn(&hand), 3); /* seat 3 won, seat 3 leads */
    CHECK(apply(&hand, TUTOR_MOVE_PLAY, "D1", 0, NULL, NULL) == TUTOR_OK);
    REFUSED(hand, DO_PLAY, "H10", none, TUTOR_MUST_FOLLOW);
    REFUSED(hand, DO_PLAY, "SK", none, TUTOR_NOT_IN_HAND);
    CHECK(apply(&hand, TUTOR_MOVE_PLAY, "D10", 3, &why, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field"); /* a card move carries no number */
}

/* The seat after the dealer always leads, whoever deals; the deal may also come with the
 * dealer's two extra cards already in hand. Bad deals are refused. */
static void test_start(void) {
    game = ottocento;
    tutor_deal deal = deal_of(scripted_hands, scripted_rest);
    tutor_deal in_hand = deal;
    in_hand.hands[3] = tutor_set_or(in_hand.hands[3], in_hand.rest);
    in_hand.rest = tutor_set_empty();
    tutor_hand hand = start(ottocento, &in_hand, 3, 0, 0);
    CHECK(tutor_set_equal(tutor_hand_holding(&hand, 3), tutor_set_or(deal.hands[3], deal.rest)));
    tutor_error error;
    CHECK(begin(&hand, ottocento, &in_hand, 2, 0, 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field"); /* seat 3 holds the extra two, not the dealer */
    tutor_deal twice = deal;
    twice.hands[0] = tutor_set_add(tutor_set_remove(twice.hands[0], card_of("S1")), card_of("SK"));
    CHECK(begin(&hand, ottocento, &twice, 3, 0, 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "duplicate-card");

    /* Seeded deals, any dealer: the dealer holds 17 and the seat after it leads. */
    for (int dealer = 0; dealer < 4; dealer++) {
        tutor_options none;
        tutor_options_init(&none);
        CHECK(tutor_deal_seeded(eight_hundred, &none, 77, dealer, &deal, NULL) == TUTOR_OK);
        hand = start(eight_hundred, &deal, dealer, 0, 0);
        CHECK_INT(tutor_hand_turn(&hand), dealer);
        CHECK_INT(tutor_set_size(tutor_hand_holding(&hand, dealer)), 17);
        tutor_set can = legal_cards(&hand, TUTOR_MOVE_DISCARD);
        tutor_card first = tutor_set_first(can);
        CHECK(tutor_hand_apply(&hand, (tutor_move){TUTOR_MOVE_DISCARD, first, 0}, NULL, NULL) ==
              TUTOR_OK);
        CHECK(tutor_hand_apply(&hand,
                               (tutor_move){TUTOR_MOVE_DISCARD,
                                            tutor_set_first(tutor_set_remove(can, first)), 0},
                               NULL, NULL) == TUTOR_OK);
        for (int k = 0; k < 4; k++) DECLARE_NOTHING(hand, (dealer + 1 + k) % 4);
        CHECK_INT(tutor_hand_turn(&hand), (dealer + 1) % 4);
    }
}

/* Declares nothing for every seat. */
static void nobody_declares(tutor_hand *hand) {
    for (int k = 0; k < 4; k++)
        CHECK(tutor_hand_apply(hand, (tutor_move){TUTOR_MOVE_DONE, 0, 0}, NULL, NULL) == TUTOR_OK);
}

/* The Fool's payback in the cases the scripted hands do not reach. */
static void test_fool(void) {
    /* Played to a trick its own side wins: it stays in that trick. */
    game = ottocento;
    tutor_deal deal = deal_of(scripted_hands, scripted_rest);
    tutor_hand hand = start(ottocento, &deal, 3, 0, 0);
    DISCARD(hand, "C10 D6");
    nobody_declares(&hand);
    play_tricks(&hand,
                (const char *const[]){"0: S1 S7 SK SJ > 2", "2: SQ T2 S6 S8 > 3",
                                      "3: D1 D10 D7 T8 > 2", "2: HK HJ H10 H8 > 2",
                                      "2: H6 H1 H9 FOOL > 3"},
                5, __LINE__);
    CHECK_INT(STATE(hand)->fool, TUTOR_FOOL_KEPT);
    CHECK(tutor_set_has(STATE(hand)->won[1], card_of("FOOL")));

    /* Played before its side has won a trick: Ottocento leaves it face up until the side
     * takes one, then the card is given. */
    hand = start(ottocento, &deal, 3, 0, 0);
    DISCARD(hand, "C10 D6");
    nobody_declares(&hand);
    play_tricks(&hand, (const char *const[]){"0: S1 FOOL SK SJ > 2"}, 1, __LINE__);
    CHECK_INT(STATE(hand)->fool, TUTOR_FOOL_OWED);
    CHECK(tutor_set_is_empty(STATE(hand)->won[1]));
    play_tricks(&hand, (const char *const[]){"2: SQ T2 S6 S7 > 3"}, 1, __LINE__);
    CHECK_INT(STATE(hand)->fool, TUTOR_FOOL_PAID);
    CHECK_INT(STATE(hand)->fool_payment, card_of("S6"));
    CHECK(tutor_set_equal(STATE(hand)->won[1], set_of("SQ T2 S7 FOOL")));
    CHECK(tutor_set_has(STATE(hand)->won[0], card_of("S6")));

    /* A side that wins no trick loses the Fool, and the discard goes to the side that won
     * every trick. Seat 0 holds every trump but the begato and the Fool, and leads them. */
    static const char *const sweep[4] = {
        "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7",
        "FOOL S10 S9 S8 S7 S6 C10 C9 C8 C7 C6 H10 H9 H8 H7",
        "T6 T5 T4 T3 T2 T1 SK SQ SN SJ CK CQ CN CJ S1",
        "H6 H1 HJ HN HQ HK D10 D9 D8 D7 D6 D1 DJ DN DQ",
    };
    for (int g = 0; g < 2; g++) {
        const tutor_game *which = g ? eight_hundred : ottocento;
        game = which;
        tutor_deal all = deal_of(sweep, "DK C1");
        hand = start(which, &all, 3, 0, 0);
        DISCARD(hand, "D6 D7");
        nobody_declares(&hand);
        /* Seat 0 leads its highest trump every time; seat 1 throws the Fool at once. */
        for (int plays = 0; plays < 60 && STATE(hand)->phase == TUTOR_TAROCCHINO_PLAYING; plays++) {
            int seat = tutor_hand_turn(&hand);
            tutor_set legal = legal_cards(&hand, TUTOR_MOVE_PLAY);
            tutor_card card = tutor_set_first(legal);
            if (seat == 0) card = highest(legal);
            if (tutor_set_has(legal, card_of("FOOL"))) card = card_of("FOOL");
            CHECK(tutor_hand_apply(&hand, (tutor_move){TUTOR_MOVE_PLAY, card, 0}, NULL, NULL) ==
                  TUTOR_OK);
        }
        const tutor_tarocchino_hand *state = STATE(hand);
        CHECK_INT(state->phase, TUTOR_TAROCCHINO_OVER);
        for (int t = 0; t < state->play.tricks_done; t++)
            CHECK_INT(state->play.tricks[t].winner % 2, 0);
        CHECK_INT(state->fool, TUTOR_FOOL_LOST);
        CHECK(tutor_set_is_empty(tutor_set_minus(state->discard, state->won[0])));
        CHECK(tutor_set_is_empty(state->won[1]));
        score_record score = score_of(&hand);
        CHECK_STR(score.lines[score.line_count - 1].item, "card-points");
        CHECK_INT(score.lines[score.line_count - 1].points, 0);
        CHECK_INT(score.lines[score.line_count - 1].cards, 0);
    }
}

/* ---- random hands ------------------------------------------------------------------------ */

#define RANDOM_HANDS_PER_GAME 1500

static tutor_card random_card(tutor_rng *rng, tutor_set cards) {
    int pick = (int)tutor_rng_below(rng, (uint32_t)tutor_set_size(cards));
    tutor_card card = tutor_set_first(cards);
    for (int i = 0; i < pick; i++) {
        cards = tutor_set_remove(cards, card);
        card = tutor_set_first(cards);
    }
    return card;
}

static int random_failures;
#define EXPECT(cond, seed)                                                                         \
    do {                                                                                           \
        check_count++;                                                                             \
        if (!(cond)) {                                                                             \
            check_failures++;                                                                      \
            if (random_failures++ < 20)                                                            \
                fprintf(stderr, "%s:%d: %s, seed %llu: %s\n", __FILE__, __LINE__,                  \
                        tutor_game_id(game), (unsigned long long)(seed), #cond);                   \
        }                                                                                          \
    } while (0)

/* Every card in exactly one place: a hand, the trick on the table, a side's captures, beside
 * the Fool's player, or the dealer's discard (until it is counted for a side). */
static int every_card_once(const tutor_hand *whole, tutor_set pack) {
    const tutor_tarocchino_hand *hand = STATE(*whole);
    tutor_set seen = tutor_set_empty();
    int overlaps = 0;
    tutor_set places[9];
    int n = 0;
    for (int s = 0; s < 4; s++) places[n++] = tutor_hand_holding(whole, s);
    tutor_set table = tutor_set_empty();
    for (int i = 0; hand->play.game && i < hand->play.current.count; i++)
        table = tutor_set_add(table, hand->play.current.cards[i]);
    places[n++] = table;
    places[n++] = hand->won[0];
    places[n++] = hand->won[1];
    places[n++] = hand->fool == TUTOR_FOOL_OWED ? set_of("FOOL") : tutor_set_empty();
    /* the discard, until the end counts it with a side's cards */
    int counted = !tutor_set_is_empty(tutor_set_and(hand->discard, hand->won[0])) ||
                  !tutor_set_is_empty(tutor_set_and(hand->discard, hand->won[1]));
    places[n++] = counted ? tutor_set_empty() : hand->discard;
    for (int i = 0; i < n; i++) {
        overlaps |= !tutor_set_is_empty(tutor_set_and(seen, places[i]));
        seen = tutor_set_or(seen, places[i]);
    }
    return !overlaps && tutor_set_equal(seen, pack);
}

/* One refused move, chosen at random among those the position allows, must change nothing. */
static void try_refused(tutor_hand *hand, tutor_set pack, tutor_rng *rng, uint64_t seed) {
    tutor_hand before = *hand;
    int turn = tutor_hand_turn(hand);
    int other = (turn + 1 + (int)tutor_rng_below(rng, 3)) % 4;
    tutor_reason why;
    tutor_status status = TUTOR_OK;
    tutor_tarocchino_phase phase = STATE(*hand)->phase;
    if (phase == TUTOR_TAROCCHINO_PLAYING) {
        tutor_set holding = tutor_hand_holding(hand, turn);
        tutor_set illegal = tutor_set_minus(holding, legal_cards(hand, TUTOR_MOVE_PLAY));
        tutor_card card = tutor_set_is_empty(illegal)
                              ? random_card(rng, tutor_set_minus(pack, holding))
                              : random_card(rng, illegal);
        status = tutor_hand_apply(hand, (tutor_move){TUTOR_MOVE_PLAY, card, 0}, &why, NULL);
        EXPECT(status == TUTOR_ERROR, seed);
        if (tutor_set_is_empty(illegal))
            EXPECT(why.code == TUTOR_NOT_IN_HAND, seed);
        else
            EXPECT(why.code == TUTOR_MUST_FOLLOW || why.code == TUTOR_MUST_TRUMP, seed);
    } else if (phase == TUTOR_TAROCCHINO_DISCARDING && hand->pending_count == 0) {
        tutor_set five =
            tutor_set_minus(tutor_hand_holding(hand, turn), legal_cards(hand, TUTOR_MOVE_DISCARD));
        if (!tutor_set_is_empty(five)) {
            tutor_move move = {TUTOR_MOVE_DISCARD, random_card(rng, five), 0};
            status = tutor_hand_apply(hand, move, &why, NULL);
            EXPECT(status == TUTOR_ERROR && why.code == TUTOR_DISCARD_WORTH_FIVE, seed);
        }
    } else if (phase == TUTOR_TAROCCHINO_DECLARING && hand->pending_count > 0) {
        /* A card of another seat shown in the combination being declared. */
        tutor_card card = random_card(rng, tutor_hand_holding(hand, other));
        status = tutor_hand_apply(hand, (tutor_move){TUTOR_MOVE_SHOW, card, 0}, &why, NULL);
        EXPECT(status == TUTOR_ERROR && why.code == TUTOR_NOT_IN_HAND, seed);
    }
    EXPECT(memcmp(&before, hand, sizeof before) == 0, seed);
}

/* What the random hands of one game reached. */
typedef struct {
    long won, ended_early, trick_combinations, declared;
    long fool[TUTOR_FOOL_LOST + 1]; /* by tutor_fool_state, in hands played out */
} reached;

static void random_hand(const tutor_game *g, uint64_t seed, reached *seen) {
    tutor_rng rng;
    tutor_rng_seed(&rng, seed ^ UINT64_C(0x7A20CC1170));
    tutor_options none;
    tutor_options_init(&none);
    tutor_set pack = tutor_pack(g, &none);
    int dealer = (int)(seed % 4);
    tutor_deal deal;
    CHECK(tutor_deal_seeded(g, &none, seed, dealer, &deal, NULL) == TUTOR_OK);
    int scores[2] = {(int)tutor_rng_below(&rng, 800), (int)tutor_rng_below(&rng, 800)};
    static tutor_hand hand;
    tutor_error error;
    game = g;
    if (begin(&hand, g, &deal, dealer, scores[0], scores[1], &error) != TUTOR_OK) {
        EXPECT(0, seed);
        return;
    }
    const tutor_tarocchino_hand *state = STATE(hand);
    for (int step = 0; state->phase != TUTOR_TAROCCHINO_OVER; step++) {
        EXPECT(every_card_once(&hand, pack), seed);
        if (step > 400) {
            EXPECT(0, seed);
            return;
        }
        if (tutor_rng_below(&rng, 4) == 0) try_refused(&hand, pack, &rng, seed);
        tutor_move moves[TUTOR_MAX_MOVES];
        int n = tutor_hand_legal(&hand, moves);
        EXPECT(n > 0, seed);
        if (n == 0) return;
        tutor_status status =
            tutor_hand_apply(&hand, moves[tutor_rng_below(&rng, (uint32_t)n)], NULL, &error);
        EXPECT(status == TUTOR_OK, seed);
        if (status != TUTOR_OK) {
            fprintf(stderr, "  refused: %s\n", error.message);
            return;
        }
    }
    EXPECT(every_card_once(&hand, pack), seed);
    for (int s = 0; s < 4; s++)
        seen->declared +=
            state->declarations[s].cricca_count + state->declarations[s].sequence_count;
    score_record score = score_of(&hand);
    EXPECT(score.hand_points[0] == state->points[0] && score.hand_points[1] == state->points[1],
           seed);
    for (int side = 0; side < 2; side++)
        EXPECT(score.game_score[side] == scores[side] + state->points[side], seed);
    EXPECT(score.winner == state->winner, seed);
    /* Who has won: the higher total once one has 800 (a trick's combination may end an Eight
     * Hundred game earlier, so only a finished hand is checked this way). */
    int top = score.game_score[0] > score.game_score[1] ? 0 : 1;
    if (!state->ended_early && score.complete && score.game_score[top] >= 800 &&
        score.game_score[0] != score.game_score[1] && g == ottocento)
        EXPECT(score.winner == top, seed);
    if (score.winner == TUTOR_TAROCCHINO_NO_SIDE)
        EXPECT(score.game_score[top] < 800 || score.game_score[0] == score.game_score[1], seed);
    seen->won += score.winner != TUTOR_TAROCCHINO_NO_SIDE;
    for (int i = 0; i < score.line_count; i++)
        seen->trick_combinations += strcmp(score.lines[i].moment, "in-trick") == 0;
    if (state->ended_early) {
        seen->ended_early++;
        EXPECT(g == eight_hundred && !score.complete, seed);
        return;
    }
    /* Played out: 15 tricks, the piles are the pack, and the card points make 87 + 6 = 93. */
    EXPECT(score.complete && state->play.tricks_done == 15, seed);
    EXPECT(tutor_set_is_empty(tutor_set_and(state->won[0], state->won[1])), seed);
    EXPECT(tutor_set_equal(tutor_set_or(state->won[0], state->won[1]), pack), seed);
    EXPECT(state->fool != TUTOR_FOOL_IN_HAND && state->fool != TUTOR_FOOL_OWED, seed);
    seen->fool[state->fool]++;
    int card_points = 0, last_tricks = 0, cards = 0;
    for (int i = 0; i < score.line_count; i++) {
        const score_line *line = &score.lines[i];
        if (strcmp(line->item, "card-points") == 0) {
            card_points += line->points;
            cards += line->cards;
        }
        if (strcmp(line->item, "last-trick") == 0) last_tricks += line->points;
    }
    EXPECT(card_points == 87 && last_tricks == 6 && card_points + last_tricks == 93, seed);
    EXPECT(cards == 62, seed);
    tutor_reason why;
    EXPECT(tutor_hand_apply(&hand, (tutor_move){TUTOR_MOVE_PLAY, 0, 0}, &why, NULL) == TUTOR_ERROR,
           seed);
    EXPECT(why.code ==
               (state->winner == TUTOR_TAROCCHINO_NO_SIDE ? TUTOR_HAND_OVER : TUTOR_GAME_OVER),
           seed);
}

static void test_random_hands(void) {
    const tutor_game *both[2] = {ottocento, eight_hundred};
    for (int g = 0; g < 2; g++) {
        reached seen;
        memset(&seen, 0, sizeof seen);
        for (uint64_t h = 0; h < RANDOM_HANDS_PER_GAME; h++)
            random_hand(both[g], ((uint64_t)(g + 1) << 32) | h, &seen);
        printf("%s: %d random hands, %ld games won (%ld within the hand), %ld combinations "
               "in tricks; the Fool kept %ld, paid for %ld, lost %ld\n",
               tutor_game_id(both[g]), RANDOM_HANDS_PER_GAME, seen.won, seen.ended_early,
               seen.trick_combinations, seen.fool[TUTOR_FOOL_KEPT], seen.fool[TUTOR_FOOL_PAID],
               seen.fool[TUTOR_FOOL_LOST]);
        /* Random scores before the hand bring both ways of ending within reach, and random
         * play both ends of the Fool's trick. */
        CHECK(seen.won > 0);
        CHECK(seen.fool[TUTOR_FOOL_KEPT] > 0 && seen.fool[TUTOR_FOOL_PAID] > 0);
        if (both[g] == eight_hundred) CHECK(seen.ended_early > 0 && seen.trick_combinations > 0);
        if (both[g] == ottocento) CHECK_INT(seen.ended_early + seen.trick_combinations, 0);
        CHECK(seen.declared > 0);
    }
}

int main(void) {
    ottocento = tutor_game_find("ottocento");
    eight_hundred = tutor_game_find("eight-hundred");
    test_worked_example();
    test_start();
    test_ottocento_hand();
    test_eight_hundred_hand();
    test_eight_hundred_game_end();
    test_refusals(ottocento);
    test_refusals(eight_hundred);
    test_fool();
    test_random_hands();
    return check_summary("test_tarocchino_hand");
}
