/*
 * A whole Tapp-Tarock hand through the hand interface (tutor_hand in tutor.h): the auction, the
 * talon and the discard, the announcements, the tricks and the score. One scripted hand per
 * contract with every score line checked; every kind of refusal, each leaving the hand byte for
 * byte as it was; and seeded random hands played to the end, where every move the hand calls
 * legal is accepted, every other refused, every card ends in exactly one place and the card
 * points add up to 70.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"

#include "cards.h" /* after check.h, whose checks it uses */
#include "rng.h"
#include "score_record.h"

/* The numbers of TUTOR_MOVE_BID, lowest first, and a pass. */
enum { PASS = -1, THREE, BOTTOM, TOP, SOLO };
/* The numbers of TUTOR_MOVE_TAKE and TUTOR_MOVE_DECLARE. */
enum { TOP_HALF, BOTTOM_HALF };
enum { PAGAT_ULTIMO, VALAT };
/* A call's bit in legal_calls(): bit 0 passing, bit 1 + b the bid b. */
#define CALL_BIT(call) (1u << ((call) + 1))

/* A contract's outcome as the score record words it (absent: NOT_MADE). */
enum { NOT_MADE, ANNOUNCED_MADE, ANNOUNCED_FAILED, SILENT_MADE };
#define MAX_LINES 2

/* ---- the table --------------------------------------------------------------------------- */

/* What the table shows `viewer` (TUTOR_NO_SEAT: everything), read back. */
static const recorded *table(const tutor_hand *hand, int viewer) {
    static recorded r;
    record_table_of(hand, viewer, &r);
    return &r;
}
#define PHASE(hand) tutor_hand_phase(&(hand))
#define DECLARER(hand) recorded_at(table(&(hand), TUTOR_NO_SEAT), "declarer")
/* The word the table shows everyone at `key` ("bid", "half_taken"); NULL for null. */
#define WORD(hand, key) recorded_word_at(table(&(hand), TUTOR_NO_SEAT), key)
/* A pile aside ("discard", "talon_to_defenders") as everyone would see it. */
#define ASIDE(hand, pile) recorded_set_at(table(&(hand), TUTOR_NO_SEAT), "aside." pile)

/* Whether the talon was shown to every seat (Three cards), as seat 0 sees it. */
static int talon_shown(const tutor_hand *hand) {
    const recorded *r = table(hand, 0);
    return recorded_find(r, "aside.talon_top") >= 0 ||
           recorded_find(r, "aside.talon_to_defenders") >= 0;
}

/* The cards of the tricks `seat` won. */
static tutor_set won_by(const tutor_hand *hand, int seat) {
    const tutor_trick *taken;
    tutor_trick current;
    int count;
    tutor_set cards = tutor_set_empty();
    tutor_hand_tricks(hand, &taken, &count, &current);
    for (int t = 0; t < count; t++)
        for (int i = 0; taken[t].winner == seat && i < taken[t].count; i++)
            cards = tutor_set_add(cards, taken[t].cards[i]);
    return cards;
}

/* ---- deals ------------------------------------------------------------------------------- */

/* The strong hand: the Sküs and every trump but the 2 to the 7, which lie in the talon. */
static const char *const STRONG = "FOOL T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T1";
static const char *const BLACK = "S7 S8 S9 S10 SJ SN SQ SK C7 C8 C9 C10 CJ CN CQ CK";
static const char *const RED = "H4 H3 H2 H1 HJ HN HQ HK D4 D3 D2 D1 DJ DN DQ DK";

/* Starts a hand whose talon lists `top` first: its top half. */
static tutor_status begin(tutor_hand *hand, const tutor_deal *deal, const char *top, int dealer,
                          tutor_error *error) {
    tutor_hand_start from = {.dealer = dealer, .deal = *deal};
    from.order_count = cards_of(top, from.order);
    tutor_options none;
    tutor_options_init(&none);
    return tutor_hand_begin(hand, game, &none, &from, error);
}

/* A deal from codes: hands[s] for seat s, then the talon's top and bottom halves. */
static tutor_hand start_hand(const char *seat0, const char *seat1, const char *seat2,
                             const char *top, const char *bottom, int dealer) {
    tutor_deal deal;
    memset(&deal, 0, sizeof deal);
    deal.seats = 3;
    deal.hands[0] = set_of(seat0);
    deal.hands[1] = set_of(seat1);
    deal.hands[2] = set_of(seat2);
    deal.rest = tutor_set_or(set_of(top), set_of(bottom));
    tutor_hand hand;
    tutor_error error = {0};
    if (begin(&hand, &deal, top, dealer, &error) != TUTOR_OK)
        fprintf(stderr, "start: %s\n", error.message);
    CHECK_STR(PHASE(hand), "bidding");
    return hand;
}

/* The strong hand at `declarer`, Black and Red to the seats after it; T2-T4 on top of the
 * talon, T5-T7 below. */
static tutor_hand strong_deal(int declarer, int dealer) {
    const char *hands[3];
    hands[declarer] = STRONG;
    hands[(declarer + 1) % 3] = BLACK;
    hands[(declarer + 2) % 3] = RED;
    return start_hand(hands[0], hands[1], hands[2], "T2 T3 T4", "T5 T6 T7", dealer);
}

static tutor_card card(const char *code) {
    tutor_card c = 0;
    CHECK(tutor_card_parse(game, code, &c, NULL) == TUTOR_OK);
    return c;
}

/* ---- moves ------------------------------------------------------------------------------- */

static tutor_move bid_move(int call) {
    if (call == PASS) return (tutor_move){TUTOR_MOVE_PASS_BID, 0, 0};
    return (tutor_move){TUTOR_MOVE_BID, 0, (int16_t)call};
}
static tutor_move take_move(int half) { return (tutor_move){TUTOR_MOVE_TAKE, 0, (int16_t)half}; }
static tutor_move announce_move(int made) {
    return (tutor_move){TUTOR_MOVE_DECLARE, 0, (int16_t)made};
}
static tutor_move card_move(int kind, int c) {
    return (tutor_move){(uint8_t)kind, (tutor_card)c, 0};
}

/* A move by `seat`, which is the seat to move while there is one: a move names no seat. */
static tutor_status act(tutor_hand *hand, int seat, tutor_move move, tutor_reason *why,
                        tutor_error *error) {
    int turn = tutor_hand_turn(hand);
    if (turn != TUTOR_NO_SEAT) CHECK_INT(seat, turn);
    return tutor_hand_apply(hand, move, why, error);
}

/* The legal moves of one kind for `seat`: none unless it is the seat to move. */
static int legal_of(const tutor_hand *hand, int seat, int kind, tutor_move *out) {
    tutor_move moves[TUTOR_MAX_MOVES];
    int n = seat == tutor_hand_turn(hand) ? tutor_hand_legal(hand, moves) : 0, count = 0;
    for (int i = 0; i < n; i++)
        if (moves[i].kind == kind) out[count++] = moves[i];
    return count;
}

/* The calls `seat` may make now (CALL_BIT of each). */
static unsigned legal_calls(const tutor_hand *hand, int seat) {
    tutor_move moves[TUTOR_MAX_MOVES];
    unsigned calls = legal_of(hand, seat, TUTOR_MOVE_PASS_BID, moves) ? CALL_BIT(PASS) : 0;
    for (int i = legal_of(hand, seat, TUTOR_MOVE_BID, moves); i-- > 0;)
        calls |= CALL_BIT(moves[i].number);
    return calls;
}

/* The numbers of the legal moves of one kind, as bits. */
static unsigned legal_numbers(const tutor_hand *hand, int seat, int kind) {
    tutor_move moves[TUTOR_MAX_MOVES];
    unsigned bits = 0;
    for (int i = legal_of(hand, seat, kind, moves); i-- > 0;) bits |= 1u << moves[i].number;
    return bits;
}
static unsigned legal_halves(const tutor_hand *hand, int seat) {
    return legal_numbers(hand, seat, TUTOR_MOVE_TAKE);
}
static unsigned legal_announcements(const tutor_hand *hand, int seat) {
    return legal_numbers(hand, seat, TUTOR_MOVE_DECLARE);
}

/* The cards of the legal moves of one kind. */
static tutor_set legal_set(const tutor_hand *hand, int seat, int kind) {
    tutor_move moves[TUTOR_MAX_MOVES];
    tutor_set cards = tutor_set_empty();
    for (int i = legal_of(hand, seat, kind, moves); i-- > 0;)
        cards = tutor_set_add(cards, moves[i].card);
    return cards;
}
static tutor_set legal_discards(const tutor_hand *hand, int seat) {
    return legal_set(hand, seat, TUTOR_MOVE_DISCARD);
}
static tutor_set legal_cards(const tutor_hand *hand, int seat) {
    return legal_set(hand, seat, TUTOR_MOVE_PLAY);
}

/* ---- acting ------------------------------------------------------------------------------ */

static void bid(tutor_hand *hand, int seat, int call, int line) {
    tutor_error error = {0};
    if (act(hand, seat, bid_move(call), NULL, &error) != TUTOR_OK) {
        fprintf(stderr, "line %d: seat %d's call %d refused: %s\n", line, seat, call,
                error.message);
        CHECK(0);
    }
}
#define BID(hand, seat, call) bid(&(hand), seat, call, __LINE__)

static void discard(tutor_hand *hand, int seat, const char *codes, int line) {
    tutor_card cards[8];
    int n = cards_of(codes, cards);
    for (int i = 0; i < n; i++) {
        tutor_error error = {0};
        if (act(hand, seat, card_move(TUTOR_MOVE_DISCARD, cards[i]), NULL, &error) != TUTOR_OK) {
            fprintf(stderr, "line %d: discard %d refused: %s\n", line, i, error.message);
            CHECK(0);
        }
    }
}
#define DISCARD(hand, seat, codes) discard(&(hand), seat, codes, __LINE__)

/* Plays the hand out: the declarer plays `script` in order, each defender its lowest legal
 * card, so the tricks are known in advance. */
static void play_out(tutor_hand *hand, const char *script, int line) {
    tutor_card planned[16];
    int n = cards_of(script, planned), next = 0;
    int declarer = DECLARER(*hand);
    while (!strcmp(PHASE(*hand), "announcing") || !strcmp(PHASE(*hand), "playing")) {
        int seat = tutor_hand_turn(hand);
        tutor_set legal = legal_cards(hand, seat);
        tutor_card c = seat == declarer && next < n ? planned[next++] : tutor_set_first(legal);
        tutor_error error = {0};
        if (act(hand, seat, card_move(TUTOR_MOVE_PLAY, c), NULL, &error) != TUTOR_OK) {
            fprintf(stderr, "line %d: seat %d's card refused: %s\n", line, seat, error.message);
            CHECK(0);
            return;
        }
    }
    CHECK_STR(PHASE(*hand), "over");
    CHECK_INT(next, n); /* the declarer played exactly the script */
}
#define PLAY_OUT(hand, script) play_out(&(hand), script, __LINE__)

/* The score as the hand's record says it. */
typedef struct {
    char item[24];
    int points;
    char text[160];
} paid_line;

typedef struct {
    int won, from_each_defender, line_count;
    paid_line lines[MAX_LINES];
} payment;

typedef struct {
    int declarer, declarer_points, defender_points, declarer_tricks;
    int pagat_ultimo, valat; /* NOT_MADE ... SILENT_MADE */
    payment score;
    int seat_change[3];
    tutor_set declarer_cards; /* her tricks and her discard */
    tutor_set defender_cards; /* their tricks and the talon cards given to them */
} hand_result;

/* A contract's outcome as the record words it: absent when it scores nothing. */
static int outcome_of(const char *word) {
    static const char *const words[] = {"announced-made", "announced-failed", "silent-made"};
    for (int i = 0; word && i < 3; i++)
        if (strcmp(word, words[i]) == 0) return ANNOUNCED_MADE + i;
    return NOT_MADE;
}

/* The score through the hand interface: the record, and tutor_hand_scored's lines (the same,
 * going to the declarer's seat) and returns (the seat changes). The cards each side ends with
 * are read from the tricks and the table: the declarer's tricks and discard, the defenders'
 * tricks and the talon cards given to them. */
static hand_result result_of(const tutor_hand *hand) {
    hand_result result;
    memset(&result, 0, sizeof result);
    static recorded r;
    tutor_error error = {0};
    CHECK(record_score_of(hand, &r, &error) == TUTOR_OK);
    result.declarer = recorded_at(&r, "score.declarer");
    result.declarer_points = recorded_at(&r, "score.declarer_points");
    result.defender_points = recorded_at(&r, "score.defender_points");
    result.declarer_tricks = recorded_at(&r, "score.declarer_tricks");
    result.pagat_ultimo = outcome_of(recorded_word_at(&r, "score.pagat_ultimo"));
    result.valat = outcome_of(recorded_word_at(&r, "score.valat"));
    result.score.won = recorded_at(&r, "score.won");
    result.score.from_each_defender = recorded_at(&r, "score.from_each_defender");
    result.score.line_count = recorded_items(&r, "score.lines");
    CHECK(result.score.line_count <= MAX_LINES);
    for (int i = 0; i < result.score.line_count && i < MAX_LINES; i++) {
        paid_line *line = &result.score.lines[i];
        snprintf(line->item, sizeof line->item, "%s",
                 recorded_word_at(&r, "score.lines.%d.item", i));
        line->points = recorded_at(&r, "score.lines.%d.points", i);
        snprintf(line->text, sizeof line->text, "%s",
                 recorded_word_at(&r, "score.lines.%d.text", i));
    }
    for (int s = 0; s < 3; s++) result.seat_change[s] = recorded_at(&r, "score.seats.%d", s);
    result.declarer_cards = tutor_set_or(won_by(hand, result.declarer), ASIDE(*hand, "discard"));
    result.defender_cards = ASIDE(*hand, "talon_to_defenders");
    for (int s = 0; s < 3; s++)
        if (s != result.declarer)
            result.defender_cards = tutor_set_or(result.defender_cards, won_by(hand, s));

    tutor_hand_score scored;
    CHECK(tutor_hand_scored(hand, &scored, NULL) == TUTOR_OK);
    CHECK_INT(scored.line_count, result.score.line_count);
    for (int i = 0; i < scored.line_count && i < result.score.line_count; i++) {
        CHECK_STR(scored.lines[i].item, result.score.lines[i].item);
        CHECK_INT(scored.lines[i].points, result.score.lines[i].points);
        CHECK_INT(scored.lines[i].seat, result.declarer);
    }
    for (int s = 0; s < 3; s++) CHECK_INT(scored.returns[s], result.seat_change[s]);
    return result;
}

/* A hand every player passed: scored with no line, its record saying why there is no score. */
static void check_no_hand(const tutor_hand *hand) {
    static recorded r;
    CHECK(record_score_of(hand, &r, NULL) == TUTOR_OK);
    CHECK(recorded_null_at(&r, "score"));
    CHECK_CONTAINS(recorded_word_at(&r, "no_hand"), "pass");
    tutor_hand_score scored;
    CHECK(tutor_hand_scored(hand, &scored, NULL) == TUTOR_OK);
    CHECK(scored.scored);
    CHECK_INT(scored.line_count, 0);
}

/* The lines, as "item points" pairs, and what each seat gains or loses. */
static void check_lines(const hand_result *result, const char *item0, int points0,
                        const char *item1, int points1, int line) {
    int count = item1 ? 2 : 1;
    if (result->score.line_count != count) fprintf(stderr, "line %d: line count\n", line);
    CHECK_INT(result->score.line_count, count);
    CHECK_STR(result->score.lines[0].item, item0);
    CHECK_INT(result->score.lines[0].points, points0);
    if (item1) {
        CHECK_STR(result->score.lines[1].item, item1);
        CHECK_INT(result->score.lines[1].points, points1);
    }
    int total = points0 + (item1 ? points1 : 0);
    CHECK_INT(result->score.from_each_defender, total);
    for (int s = 0; s < 3; s++)
        CHECK_INT(result->seat_change[s], s == result->declarer ? 2 * total : -total);
}
#define LINES(result, i0, p0, i1, p1) check_lines(&(result), i0, p0, i1, p1, __LINE__)

/* A refused action: "illegal-action", the reason expected, a sentence, nothing changed. */
static void check_refused(const tutor_hand *before, const tutor_hand *after, tutor_status status,
                          const tutor_reason *why, const tutor_error *error, tutor_reason_code code,
                          int line) {
    if (status != TUTOR_ERROR || why->code != code)
        fprintf(stderr, "line %d: expected refusal %s, got status %d reason %s\n", line,
                tutor_reason_name(code), status, tutor_reason_name(why->code));
    CHECK_INT(status, TUTOR_ERROR);
    CHECK_INT(why->code, code);
    CHECK_STR(error->code, "illegal-action");
    CHECK(strlen(error->message) > 20);
    if (memcmp(before, after, sizeof *before) != 0)
        fprintf(stderr, "line %d: a refused action changed the hand\n", line);
    CHECK(memcmp(before, after, sizeof *before) == 0);
}
#define REFUSED(hand, action, code)                                                                \
    do {                                                                                           \
        tutor_hand before;                                                                         \
        memcpy(&before, &(hand), sizeof before);                                                   \
        tutor_reason why;                                                                          \
        tutor_error error = {0};                                                                   \
        memset(&why, 0, sizeof why);                                                               \
        tutor_status status = (action);                                                            \
        check_refused(&before, &(hand), status, &why, &error, code, __LINE__);                     \
    } while (0)

/* ---- the auction ------------------------------------------------------------------------- */

static void test_auction(void) {
    /* Dealer 0: seat 1, at the dealer's right, speaks first; every bid beats the last. */
    tutor_hand hand = strong_deal(1, 0);
    CHECK_INT(tutor_hand_turn(&hand), 1);
    CHECK_INT(legal_calls(&hand, 1),
              CALL_BIT(PASS) | CALL_BIT(THREE) | CALL_BIT(BOTTOM) | CALL_BIT(TOP) | CALL_BIT(SOLO));
    CHECK_INT(legal_calls(&hand, 2), 0);
    BID(hand, 1, THREE);
    CHECK_INT(tutor_hand_turn(&hand), 2);
    CHECK_INT(legal_calls(&hand, 2),
              CALL_BIT(PASS) | CALL_BIT(BOTTOM) | CALL_BIT(TOP) | CALL_BIT(SOLO));
    BID(hand, 2, PASS);
    CHECK_INT(tutor_hand_turn(&hand), 0);
    BID(hand, 0, BOTTOM);
    /* Seat 2 passed for good: the auction goes back to seat 1. */
    CHECK_INT(tutor_hand_turn(&hand), 1);
    BID(hand, 1, TOP);
    CHECK_INT(tutor_hand_turn(&hand), 0);
    CHECK_INT(legal_calls(&hand, 0), CALL_BIT(PASS) | CALL_BIT(SOLO));
    BID(hand, 0, PASS);
    /* Only the last bidder is left: she declares Top 3 and takes the top half at once. */
    CHECK_INT(DECLARER(hand), 1);
    CHECK_STR(WORD(hand, "bid"), "top");
    CHECK_STR(PHASE(hand), "discarding");
    CHECK_STR(WORD(hand, "half_taken"), "top");
    CHECK(!talon_shown(&hand));
    CHECK(tutor_set_equal(tutor_hand_holding(&hand, 1),
                          tutor_set_or(set_of(STRONG), set_of("T2 T3 T4"))));
    CHECK(tutor_set_equal(ASIDE(hand, "talon_to_defenders"), set_of("T5 T6 T7")));

    /* Solo ends the auction at once, even with players still to speak. */
    hand = strong_deal(1, 0);
    BID(hand, 1, SOLO);
    CHECK_INT(DECLARER(hand), 1);
    CHECK_STR(PHASE(hand), "announcing");
    CHECK(tutor_set_equal(ASIDE(hand, "talon_to_defenders"), set_of("T2 T3 T4 T5 T6 T7")));
    CHECK(tutor_set_is_empty(legal_discards(&hand, 1)));
    CHECK_INT(tutor_hand_turn(&hand), 1); /* she announces, then leads */

    /* A first bid after two passes ends it too: nobody is left to beat it. */
    hand = strong_deal(0, 2);
    BID(hand, 0, PASS);
    BID(hand, 1, PASS);
    CHECK_STR(PHASE(hand), "bidding");
    BID(hand, 2, THREE);
    CHECK_INT(DECLARER(hand), 2);
    CHECK_STR(PHASE(hand), "taking");

    /* A bid, one pass: the third player may still outbid it. */
    hand = strong_deal(1, 0);
    BID(hand, 1, THREE);
    BID(hand, 2, PASS);
    CHECK_STR(PHASE(hand), "bidding");
    CHECK_INT(tutor_hand_turn(&hand), 0);

    /* All three pass: the hand is over with nobody to score. */
    hand = strong_deal(1, 0);
    BID(hand, 1, PASS);
    BID(hand, 2, PASS);
    BID(hand, 0, PASS);
    CHECK_STR(PHASE(hand), "over");
    CHECK(recorded_null_at(table(&hand, TUTOR_NO_SEAT), "declarer"));
    CHECK_INT(tutor_hand_turn(&hand), TUTOR_NO_SEAT);
    check_no_hand(&hand);
    REFUSED(hand, act(&hand, 2, card_move(TUTOR_MOVE_PLAY, card("HK")), &why, &error),
            TUTOR_OUT_OF_PHASE);
    REFUSED(hand, act(&hand, 1, bid_move(SOLO), &why, &error), TUTOR_OUT_OF_PHASE);
}

/* ---- one hand per contract --------------------------------------------------------------- */

/* Three cards: the talon shown, either half taken; every trick won, nothing announced. */
static void test_three_cards_silent_valat(void) {
    tutor_hand hand = strong_deal(1, 0);
    BID(hand, 1, THREE);
    BID(hand, 2, PASS);
    BID(hand, 0, PASS);
    CHECK_STR(PHASE(hand), "taking");
    CHECK(talon_shown(&hand));
    CHECK_INT(tutor_hand_turn(&hand), 1);
    CHECK_INT(legal_halves(&hand, 1), 3);
    CHECK_INT(legal_halves(&hand, 0), 0);
    CHECK(act(&hand, 1, take_move(TOP_HALF), NULL, NULL) == TUTOR_OK);
    CHECK_STR(PHASE(hand), "discarding");
    /* Nothing but trumps: trumps may go, but never the Trull. */
    CHECK(tutor_set_equal(legal_discards(&hand, 1),
                          set_of("T2 T3 T4 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20")));
    DISCARD(hand, 1, "T2 T3 T4");
    CHECK_STR(PHASE(hand), "announcing");
    CHECK(tutor_set_equal(ASIDE(hand, "discard"), set_of("T2 T3 T4")));
    CHECK_INT(legal_announcements(&hand, 1), 3);
    CHECK(tutor_set_equal(legal_cards(&hand, 1), set_of(STRONG)));
    PLAY_OUT(hand, "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 FOOL T1");

    hand_result result = result_of(&hand);
    CHECK_INT(result.declarer, 1);
    CHECK_INT(result.declarer_tricks, 16);
    /* The defenders hold only the bottom half: T5 T6 T7, 3 points less 2 for the three. */
    CHECK_INT(result.defender_points, 1);
    CHECK_INT(result.declarer_points, 69);
    CHECK_INT(tutor_set_size(result.declarer_cards), 51);
    CHECK_INT(result.valat, SILENT_MADE);
    CHECK_INT(result.pagat_ultimo, SILENT_MADE);
    /* An unannounced Valat: Three cards' 3 times 4, in place of the bid; the Pagat 4. */
    LINES(result, "valat", 12, "pagat-ultimo", 4);
    CHECK_CONTAINS(result.score.lines[0].text, "Unannounced Valat made");
}

/* Bottom 3: the bottom half taken unseen; Valat and Pagat Ultimo announced and made. */
static void test_bottom_announced(void) {
    tutor_hand hand = strong_deal(0, 1);
    BID(hand, 2, THREE);
    BID(hand, 0, BOTTOM);
    BID(hand, 1, PASS);
    BID(hand, 2, PASS);
    CHECK_INT(DECLARER(hand), 0);
    CHECK_STR(PHASE(hand), "discarding");
    CHECK(!talon_shown(&hand));
    CHECK_STR(WORD(hand, "half_taken"), "bottom");
    CHECK_INT(legal_halves(&hand, 0), 0);
    DISCARD(hand, 0, "T5 T6 T7");
    CHECK(act(&hand, 0, announce_move(VALAT), NULL, NULL) == TUTOR_OK);
    CHECK_INT(legal_announcements(&hand, 0), 1u << PAGAT_ULTIMO);
    CHECK(act(&hand, 0, announce_move(PAGAT_ULTIMO), NULL, NULL) == TUTOR_OK);
    CHECK_INT(legal_announcements(&hand, 0), 0);
    PLAY_OUT(hand, "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 FOOL T1");

    hand_result result = result_of(&hand);
    CHECK_INT(result.declarer_points, 69);
    CHECK_INT(result.defender_points, 1);
    CHECK_INT(result.valat, ANNOUNCED_MADE);
    CHECK_INT(result.pagat_ultimo, ANNOUNCED_MADE);
    LINES(result, "valat", 32, "pagat-ultimo", 8); /* Bottom 3's 4 times 8 */
}

/* Three cards again: Pagat Ultimo announced, but the Pagat is led to the first trick. */
static void test_pagat_failed(void) {
    tutor_hand hand = strong_deal(2, 2);
    BID(hand, 0, PASS);
    BID(hand, 1, PASS);
    BID(hand, 2, THREE);
    CHECK(act(&hand, 2, take_move(BOTTOM_HALF), NULL, NULL) == TUTOR_OK);
    CHECK(tutor_set_equal(ASIDE(hand, "talon_to_defenders"), set_of("T2 T3 T4")));
    DISCARD(hand, 2, "T7 T6 T5");
    CHECK(act(&hand, 2, announce_move(PAGAT_ULTIMO), NULL, NULL) == TUTOR_OK);
    PLAY_OUT(hand, "T1 T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 FOOL");

    hand_result result = result_of(&hand);
    CHECK_INT(result.declarer_tricks, 16);
    CHECK_INT(result.pagat_ultimo, ANNOUNCED_FAILED);
    CHECK_INT(result.valat, SILENT_MADE);
    LINES(result, "valat", 12, "pagat-ultimo", -8);
    CHECK_CONTAINS(result.score.lines[1].text, "failed");
}

/* Top 3 won on card points: the declarer gives up the first trick and takes the rest. */
static void test_top_won(void) {
    /* Seat 2 holds the 7 of trumps, seat 0 no trump; the Queen of Hearts lies in the talon. */
    tutor_hand hand =
        start_hand("CK H4 H3 H2 H1 HJ HN HK D4 D3 D2 D1 DJ DN DQ DK", STRONG,
                   "T7 S7 S8 S9 S10 SJ SN SQ SK C7 C8 C9 C10 CJ CN CQ", "T2 T3 T4", "T5 T6 HQ", 2);
    BID(hand, 0, PASS);
    BID(hand, 1, TOP);
    BID(hand, 2, PASS);
    CHECK_INT(DECLARER(hand), 1);
    CHECK_STR(WORD(hand, "half_taken"), "top");
    DISCARD(hand, 1, "T2 T3 T4");
    CHECK_INT(legal_announcements(&hand, 1), 3);
    /* Trick 1: the Pagat led, seat 2 must follow with the 7 and wins it, seat 0 throws the
     * King of Clubs. Trick 2: seat 2 leads the 7 of Spades, the declarer trumps with the 8. */
    PLAY_OUT(hand, "T1 T8 T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 FOOL");
    CHECK(tutor_set_equal(won_by(&hand, 2), set_of("T1 T7 CK"))); /* the first trick */

    hand_result result = result_of(&hand);
    CHECK_INT(result.declarer_tricks, 15);
    /* Defenders: T1 T7 CK (5 + 1 + 5 - 2 = 9) and T5 T6 HQ (1 + 1 + 4 - 2 = 4). */
    CHECK_INT(result.defender_points, 13);
    CHECK_INT(result.declarer_points, 57);
    CHECK_INT(result.valat, NOT_MADE);
    CHECK_INT(result.pagat_ultimo, NOT_MADE);
    CHECK(result.score.won);
    LINES(result, "bid", 5, NULL, 0);
    CHECK_CONTAINS(result.score.lines[0].text, "Top 3 won with 57 of 70");
}

/* The weak hand: Spades and Clubs only; seat 2 holds sixteen trumps, seat 0 the rest. */
static tutor_hand weak_deal(void) {
    return start_hand("T1 T2 T3 T4 T5 T6 H4 H3 H2 H1 HJ HN HQ HK D4 D3", BLACK,
                      "FOOL T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7", "D2 D1 DJ",
                      "DN DQ DK", 0);
}

static const char *const WEAK_PLAY = "S7 S8 S9 S10 SJ SN SQ SK C7 C8 C9 C10 CJ CN CQ CK";

/* Solo lost, with an announced Valat: it costs the bid times 8, whatever the card points. */
static void test_solo_valat_failed(void) {
    tutor_hand hand = weak_deal();
    BID(hand, 1, SOLO);
    CHECK_STR(PHASE(hand), "announcing");
    CHECK(recorded_null_at(table(&hand, TUTOR_NO_SEAT), "half_taken"));
    CHECK(tutor_set_is_empty(ASIDE(hand, "discard")));
    /* No Pagat in hand: only Valat may be announced. */
    CHECK_INT(legal_announcements(&hand, 1), 1u << VALAT);
    CHECK(act(&hand, 1, announce_move(VALAT), NULL, NULL) == TUTOR_OK);
    PLAY_OUT(hand, WEAK_PLAY);

    hand_result result = result_of(&hand);
    CHECK_INT(result.declarer_tricks, 0);
    CHECK_INT(result.declarer_points, 0);
    CHECK_INT(result.defender_points, 70);
    CHECK(tutor_set_is_empty(result.declarer_cards));
    CHECK_INT(result.valat, ANNOUNCED_FAILED);
    CHECK(!result.score.won);
    LINES(result, "valat", -64, NULL, 0);
}

/* Top 3 lost: only the discard counts for the declarer. */
static void test_top_lost(void) {
    tutor_hand hand = weak_deal();
    BID(hand, 1, TOP);
    BID(hand, 2, PASS);
    BID(hand, 0, PASS);
    CHECK(tutor_set_equal(legal_discards(&hand, 1),
                          set_of("S7 S8 S9 S10 SJ SN SQ C7 C8 C9 C10 CJ CN CQ D2 D1 DJ")));
    DISCARD(hand, 1, "DJ D1 D2");
    PLAY_OUT(hand, WEAK_PLAY);

    hand_result result = result_of(&hand);
    CHECK_INT(result.declarer_tricks, 0);
    CHECK(tutor_set_equal(result.declarer_cards, set_of("DJ D1 D2")));
    CHECK_INT(result.declarer_points, 2); /* 2 + 1 + 1, less 2 for the three */
    CHECK_INT(result.defender_points, 68);
    CHECK_INT(result.valat, NOT_MADE);
    LINES(result, "bid", -5, NULL, 0);
    CHECK_CONTAINS(result.score.lines[0].text, "Top 3 lost with 2 of 70");
}

/* Solo won on card points, the talon the defenders'. */
static void test_solo_won(void) {
    tutor_hand hand =
        start_hand("CK H4 H3 H2 H1 HJ HN HK D4 D3 D2 D1 DJ DN DQ DK", STRONG,
                   "T7 S7 S8 S9 S10 SJ SN SQ SK C7 C8 C9 C10 CJ CN CQ", "T2 T3 T4", "T5 T6 HQ", 0);
    BID(hand, 1, SOLO);
    PLAY_OUT(hand, "T1 T8 T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 FOOL");
    hand_result result = result_of(&hand);
    /* Defenders: T1 T7 CK (9) and the whole talon (5 + 4 - 4 = 5). */
    CHECK_INT(result.defender_points, 14);
    CHECK_INT(result.declarer_points, 56);
    LINES(result, "bid", 8, NULL, 0);
}

/* ---- refusals ---------------------------------------------------------------------------- */

static void test_auction_refusals(void) {
    tutor_hand hand = strong_deal(1, 0);
    REFUSED(hand, act(&hand, 1, card_move(TUTOR_MOVE_DISCARD, card("T8")), &why, &error),
            TUTOR_OUT_OF_PHASE);
    REFUSED(hand, act(&hand, 1, take_move(TOP_HALF), &why, &error), TUTOR_OUT_OF_PHASE);
    REFUSED(hand, act(&hand, 1, announce_move(VALAT), &why, &error), TUTOR_OUT_OF_PHASE);
    REFUSED(hand, act(&hand, 1, card_move(TUTOR_MOVE_PLAY, card("T21")), &why, &error),
            TUTOR_OUT_OF_PHASE);
    BID(hand, 1, PASS);
    /* A player who passed may not bid again. */
    BID(hand, 2, BOTTOM);
    REFUSED(hand, act(&hand, 0, bid_move(THREE), &why, &error), TUTOR_BID_TOO_LOW);
    REFUSED(hand, act(&hand, 0, bid_move(BOTTOM), &why, &error), TUTOR_BID_TOO_LOW);
    BID(hand, 0, TOP);
    BID(hand, 2, PASS);
    CHECK_INT(DECLARER(hand), 0);
    REFUSED(hand, act(&hand, 0, bid_move(SOLO), &why, &error), TUTOR_OUT_OF_PHASE);

    /* The sentences say why. */
    tutor_hand fresh = strong_deal(1, 0);
    BID(fresh, 1, TOP);
    tutor_reason why;
    tutor_error error = {0};
    CHECK(act(&fresh, 2, bid_move(THREE), &why, &error) == TUTOR_ERROR);
    CHECK_CONTAINS(error.message, "must beat the highest bid");

    /* Values the rules know nothing of are bad input, not refusals. */
    CHECK(act(&fresh, 2, bid_move(7), &why, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    CHECK_INT(why.code, TUTOR_REASON_NONE);
}

static void test_talon_refusals(void) {
    /* Seat 2 declares Three cards with Spades, Clubs and the 7 of trumps. */
    tutor_hand hand =
        start_hand("CK H4 H3 H2 H1 HJ HN HK D4 D3 D2 D1 DJ DN DQ DK", STRONG,
                   "T7 S7 S8 S9 S10 SJ SN SQ SK C7 C8 C9 C10 CJ CN CQ", "T2 T3 T4", "T5 T6 HQ", 1);
    BID(hand, 2, THREE);
    BID(hand, 0, PASS);
    BID(hand, 1, PASS);
    CHECK_STR(PHASE(hand), "taking");
    REFUSED(hand, act(&hand, 2, card_move(TUTOR_MOVE_DISCARD, card("S7")), &why, &error),
            TUTOR_OUT_OF_PHASE);
    REFUSED(hand, act(&hand, 2, card_move(TUTOR_MOVE_PLAY, card("S7")), &why, &error),
            TUTOR_OUT_OF_PHASE);
    CHECK(act(&hand, 2, take_move(TOP_HALF), NULL, NULL) == TUTOR_OK);
    REFUSED(hand, act(&hand, 2, take_move(BOTTOM_HALF), &why, &error), TUTOR_OUT_OF_PHASE);
    /* Trumps stay while another card may go; Kings never go; only held cards go. */
    tutor_set legal = legal_discards(&hand, 2);
    CHECK_INT(tutor_set_size(legal), 14);
    CHECK(!tutor_set_has(legal, card("T2")) && !tutor_set_has(legal, card("SK")));
    REFUSED(hand, act(&hand, 2, card_move(TUTOR_MOVE_DISCARD, card("T2")), &why, &error),
            TUTOR_MUST_KEEP);
    REFUSED(hand, act(&hand, 2, card_move(TUTOR_MOVE_DISCARD, card("T7")), &why, &error),
            TUTOR_MUST_KEEP);
    REFUSED(hand, act(&hand, 2, card_move(TUTOR_MOVE_DISCARD, card("SK")), &why, &error),
            TUTOR_MUST_KEEP);
    REFUSED(hand, act(&hand, 2, card_move(TUTOR_MOVE_DISCARD, card("HK")), &why, &error),
            TUTOR_NOT_IN_HAND);
    tutor_reason refusal;
    tutor_error failure = {0};
    CHECK(act(&hand, 2, card_move(TUTOR_MOVE_DISCARD, card("T3")), &refusal, &failure) ==
          TUTOR_ERROR);
    CHECK(refusal.has_witness);
    CHECK_INT(refusal.witness, card("S7"));
    CHECK_CONTAINS(failure.message, "The 3 of trumps is a trump");
    CHECK_CONTAINS(failure.message, "the 7 of Spades");
    CHECK(act(&hand, 2, card_move(TUTOR_MOVE_DISCARD, card("SK")), &refusal, &failure) ==
          TUTOR_ERROR);
    CHECK(!refusal.has_witness);
    CHECK_CONTAINS(failure.message, "Kings and the Trull");
    CHECK(act(&hand, 2, card_move(TUTOR_MOVE_DISCARD, 200), &refusal, &failure) == TUTOR_ERROR);
    CHECK_STR(failure.code, "unknown-card");
    CHECK(act(&hand, 2, card_move(TUTOR_MOVE_DISCARD, card("T1")), &refusal, &failure) ==
          TUTOR_ERROR);
    CHECK_INT(refusal.code, TUTOR_NOT_IN_HAND);
    DISCARD(hand, 2, "S7 S8 C7");
    CHECK_STR(PHASE(hand), "announcing");
    REFUSED(hand, act(&hand, 2, card_move(TUTOR_MOVE_DISCARD, card("S9")), &why, &error),
            TUTOR_OUT_OF_PHASE);

    /* The Trull never goes, even from a hand of trumps; one plain card goes before a trump. */
    hand =
        start_hand("CK H4 H3 H2 H1 HJ HN HK D4 D3 D2 D1 DJ DN DQ DK", STRONG,
                   "T7 S7 S8 S9 S10 SJ SN SQ SK C7 C8 C9 C10 CJ CN CQ", "T2 T3 T4", "T5 T6 HQ", 0);
    BID(hand, 1, THREE);
    BID(hand, 2, PASS);
    BID(hand, 0, PASS);
    CHECK(act(&hand, 1, take_move(BOTTOM_HALF), NULL, NULL) == TUTOR_OK);
    REFUSED(hand, act(&hand, 1, card_move(TUTOR_MOVE_DISCARD, card("FOOL")), &why, &error),
            TUTOR_MUST_KEEP);
    REFUSED(hand, act(&hand, 1, card_move(TUTOR_MOVE_DISCARD, card("T21")), &why, &error),
            TUTOR_MUST_KEEP);
    REFUSED(hand, act(&hand, 1, card_move(TUTOR_MOVE_DISCARD, card("T1")), &why, &error),
            TUTOR_MUST_KEEP);
    CHECK(tutor_set_equal(legal_discards(&hand, 1), set_of("HQ")));
    REFUSED(hand, act(&hand, 1, card_move(TUTOR_MOVE_DISCARD, card("T5")), &why, &error),
            TUTOR_MUST_KEEP);
    DISCARD(hand, 1, "HQ");
    CHECK_INT(tutor_set_size(legal_discards(&hand, 1)), 15); /* T5 T6 T8-T20 */
    DISCARD(hand, 1, "T5 T6");
    CHECK_INT(tutor_set_size(ASIDE(hand, "discard")), 3);
}

static void test_play_refusals(void) {
    tutor_hand hand = weak_deal();
    BID(hand, 1, SOLO);
    REFUSED(hand, act(&hand, 1, announce_move(PAGAT_ULTIMO), &why, &error), TUTOR_BAD_ANNOUNCEMENT);
    tutor_reason refusal;
    tutor_error failure = {0};
    CHECK(act(&hand, 1, announce_move(PAGAT_ULTIMO), &refusal, &failure) == TUTOR_ERROR);
    CHECK_CONTAINS(failure.message, "the Pagat (trump I), and you do not hold it");
    CHECK(act(&hand, 1, announce_move(VALAT), NULL, NULL) == TUTOR_OK);
    REFUSED(hand, act(&hand, 1, announce_move(VALAT), &why, &error), TUTOR_BAD_ANNOUNCEMENT);
    REFUSED(hand, act(&hand, 1, card_move(TUTOR_MOVE_PLAY, card("HK")), &why, &error),
            TUTOR_NOT_IN_HAND);
    CHECK(act(&hand, 1, card_move(TUTOR_MOVE_PLAY, card("S7")), NULL, NULL) == TUTOR_OK);
    CHECK_STR(PHASE(hand), "playing");
    /* Once the first card is down, announcing is over. */
    REFUSED(hand, act(&hand, 2, announce_move(VALAT), &why, &error), TUTOR_OUT_OF_PHASE);
    CHECK(act(&hand, 2, card_move(TUTOR_MOVE_PLAY, card("T7")), NULL, NULL) == TUTOR_OK);
    /* Seat 0 has no Spade but trumps: it must trump. */
    REFUSED(hand, act(&hand, 0, card_move(TUTOR_MOVE_PLAY, card("H4")), &why, &error),
            TUTOR_MUST_TRUMP);
    REFUSED(hand, act(&hand, 0, card_move(TUTOR_MOVE_PLAY, card("S8")), &why, &error),
            TUTOR_NOT_IN_HAND);
    CHECK(act(&hand, 0, card_move(TUTOR_MOVE_PLAY, card("H4")), &refusal, &failure) == TUTOR_ERROR);
    CHECK_CONTAINS(failure.message, "you must trump");
    PLAY_OUT(hand, "S8 S9 S10 SJ SN SQ SK C7 C8 C9 C10 CJ CN CQ CK");
    REFUSED(hand, act(&hand, 2, card_move(TUTOR_MOVE_PLAY, card("T21")), &why, &error),
            TUTOR_HAND_OVER);
    REFUSED(hand, act(&hand, 1, announce_move(VALAT), &why, &error), TUTOR_OUT_OF_PHASE);
    CHECK(act(&hand, 2, card_move(TUTOR_MOVE_PLAY, 90), &refusal, &failure) == TUTOR_ERROR);
    CHECK_STR(failure.code, "unknown-card");
}

static void test_bad_deals(void) {
    tutor_deal deal;
    memset(&deal, 0, sizeof deal);
    deal.seats = 3;
    deal.hands[0] = set_of(STRONG);
    deal.hands[1] = set_of(BLACK);
    deal.hands[2] = set_of(RED);
    deal.rest = set_of("T2 T3 T4 T5 T6 T7");
    tutor_hand hand;
    tutor_error error = {0};
    CHECK(begin(&hand, &deal, "T2 T3 T4", 0, &error) == TUTOR_OK);
    CHECK(begin(&hand, &deal, "T2 T3 HK", 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    CHECK(begin(&hand, &deal, "T2 T3", 0, &error) == TUTOR_ERROR);
    CHECK(begin(&hand, &deal, "T2 T3 T4", 3, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    tutor_deal twice = deal;
    twice.hands[1] = tutor_set_add(tutor_set_remove(twice.hands[1], card("S7")), card("HK"));
    CHECK(begin(&hand, &twice, "T2 T3 T4", 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "duplicate-card");
    CHECK_CONTAINS(error.message, "HK");
    tutor_deal short_hand = deal;
    short_hand.hands[2] = tutor_set_remove(short_hand.hands[2], card("HK"));
    short_hand.rest = tutor_set_add(short_hand.rest, card("HK"));
    CHECK(begin(&hand, &short_hand, "T2 T3 T4", 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    tutor_deal foreign = deal;
    foreign.hands[1] = tutor_set_add(tutor_set_remove(foreign.hands[1], card("S7")), 0); /* SA */
    CHECK(begin(&hand, &foreign, "T2 T3 T4", 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "unknown-card");
    tutor_deal four = deal;
    four.seats = 4;
    CHECK(begin(&hand, &four, "T2 T3 T4", 0, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
}

/* ---- random hands ------------------------------------------------------------------------ */

static tutor_card random_card(tutor_rng *rng, tutor_set cards) {
    int pick = (int)tutor_rng_below(rng, (uint32_t)tutor_set_size(cards));
    tutor_card c;
    TUTOR_SET_FOREACH(c, cards) {
        if (pick-- == 0) return c;
    }
    return 0;
}

/* Any move at all, legal or not. */
static tutor_move any_move(tutor_rng *rng, tutor_set pack) {
    switch (tutor_rng_below(rng, 5)) {
    case 0:
        return bid_move((int)tutor_rng_below(rng, 5) - 1);
    case 1:
        return take_move((int)tutor_rng_below(rng, 2));
    case 2:
        return announce_move((int)tutor_rng_below(rng, 2));
    case 3:
        return card_move(TUTOR_MOVE_DISCARD, random_card(rng, pack));
    default:
        return card_move(TUTOR_MOVE_PLAY, random_card(rng, pack));
    }
}

static int among(const tutor_move *moves, int n, tutor_move move) {
    for (int i = 0; i < n; i++)
        if (memcmp(&moves[i], &move, sizeof move) == 0) return 1;
    return 0;
}

/* One of the n legal moves, chosen at random: while bidding, pass half the time and mostly
 * raise by one step, or nearly every auction would end in Solo; an announcement a third of the
 * time it may be made. */
static tutor_move legal_move(const tutor_move *legal, int n, tutor_rng *rng) {
    int bids = 0, announcements = 0;
    for (int i = 0; i < n; i++) {
        bids += legal[i].kind == TUTOR_MOVE_BID;
        announcements += legal[i].kind == TUTOR_MOVE_DECLARE;
    }
    if (bids) { /* the bids come first, lowest first, and the pass last */
        if (!tutor_rng_below(rng, 2)) return legal[n - 1];
        return legal[tutor_rng_below(rng, 3) ? 0 : tutor_rng_below(rng, (uint32_t)bids)];
    }
    if (announcements && tutor_rng_below(rng, 3) == 0)
        return legal[tutor_rng_below(rng, (uint32_t)announcements)];
    return legal[announcements + (int)tutor_rng_below(rng, (uint32_t)(n - announcements))];
}

typedef struct {
    long hands, thrown_in, by_bid[4], announced, valats, pagats_made, won, refused;
    long reasons[TUTOR_REASON_COUNT];
} tally;

/* The end of a played hand: every card in one place, 70 points, lines that add up. */
static void check_end(const tutor_hand *hand, tutor_set pack, tally *t, uint64_t seed) {
    static const char *const bids[] = {"three", "bottom", "top", "solo"};
    const recorded *shown = table(hand, TUTOR_NO_SEAT);
    if (recorded_null_at(shown, "declarer")) {
        t->thrown_in++;
        CHECK_INT(recorded_items(shown, "passed"), 3);
        check_no_hand(hand);
        return;
    }
    int bid = 0;
    while (bid < SOLO && strcmp(recorded_word_at(shown, "bid"), bids[bid]) != 0) bid++;
    int announced = recorded_items(shown, "announced"), valat_announced = 0;
    for (int i = 0; i < announced; i++)
        valat_announced |= !strcmp(recorded_word_at(shown, "announced.%d", i), "valat");
    tutor_set discard = recorded_set_at(shown, "aside.discard");
    tutor_set talon = recorded_set_at(shown, "aside.talon_to_defenders");
    hand_result result = result_of(hand);
    t->by_bid[bid]++;
    tutor_set places[5] = {won_by(hand, 0), won_by(hand, 1), won_by(hand, 2), discard, talon};
    tutor_set all = tutor_set_empty();
    int cards = 0;
    for (int p = 0; p < 5; p++) {
        CHECK(tutor_set_is_empty(tutor_set_and(all, places[p])));
        all = tutor_set_or(all, places[p]);
        cards += tutor_set_size(places[p]);
    }
    for (int s = 0; s < 3; s++) CHECK(tutor_set_is_empty(tutor_hand_holding(hand, s)));
    CHECK_INT(cards, 54);
    CHECK(tutor_set_equal(all, pack));
    CHECK(tutor_set_is_empty(tutor_set_and(result.declarer_cards, result.defender_cards)));
    CHECK(tutor_set_equal(tutor_set_or(result.declarer_cards, result.defender_cards), pack));
    CHECK_INT(tutor_set_size(discard), bid == SOLO ? 0 : 3);
    CHECK_INT(tutor_set_size(talon), bid == SOLO ? 6 : 3);
    if (result.declarer_points + result.defender_points != 70)
        fprintf(stderr, "seed %llu: %d + %d points\n", (unsigned long long)seed,
                result.declarer_points, result.defender_points);
    CHECK_INT(result.declarer_points + result.defender_points, 70);
    CHECK_INT(result.score.won, result.declarer_points >= 36);
    int sum = 0;
    for (int i = 0; i < result.score.line_count; i++) sum += result.score.lines[i].points;
    CHECK_INT(sum, result.score.from_each_defender);
    CHECK_INT(result.seat_change[0] + result.seat_change[1] + result.seat_change[2], 0);
    int valat_made = result.valat == ANNOUNCED_MADE || result.valat == SILENT_MADE;
    CHECK_INT(valat_made, result.declarer_tricks == 16);
    CHECK_INT(result.valat == ANNOUNCED_MADE || result.valat == ANNOUNCED_FAILED, valat_announced);
    t->announced += announced;
    t->valats += valat_made;
    t->pagats_made += result.pagat_ultimo == ANNOUNCED_MADE || result.pagat_ultimo == SILENT_MADE;
    t->won += result.score.won;
}

static void random_hand(uint64_t seed, tutor_set pack, tally *t) {
    tutor_options options;
    tutor_options_init(&options);
    tutor_hand_start from;
    CHECK(tutor_hand_seeded_start(game, &options, seed, (int)(seed % 3), &from, NULL) == TUTOR_OK);
    tutor_rng rng;
    tutor_rng_seed(&rng, seed * 0x9e3779b97f4a7c15ull + 1);
    /* The talon's top half: three of its cards at random. */
    tutor_set top = tutor_set_empty();
    while (tutor_set_size(top) < 3) top = tutor_set_add(top, random_card(&rng, from.deal.rest));
    from.order_count = 0;
    tutor_card c;
    TUTOR_SET_FOREACH(c, top) from.order[from.order_count++] = c;
    tutor_hand hand, copy;
    CHECK(tutor_hand_begin(&hand, game, &options, &from, NULL) == TUTOR_OK);
    t->hands++;
    for (int step = 0; step < 200 && strcmp(PHASE(hand), "over") != 0; step++) {
        tutor_move legal[TUTOR_MAX_MOVES];
        int n = tutor_hand_legal(&hand, legal);
        /* A probe: any move, accepted exactly when the hand calls it legal. */
        tutor_move probe = any_move(&rng, pack);
        tutor_reason why;
        tutor_error error = {0};
        memcpy(&copy, &hand, sizeof copy);
        if (among(legal, n, probe)) {
            CHECK(tutor_hand_apply(&copy, probe, &why, &error) == TUTOR_OK);
        } else {
            CHECK(tutor_hand_apply(&hand, probe, &why, &error) == TUTOR_ERROR);
            CHECK(memcmp(&copy, &hand, sizeof copy) == 0);
            if (strcmp(error.code, "illegal-action") == 0) {
                t->refused++;
                if (why.code >= 0 && why.code < TUTOR_REASON_COUNT) t->reasons[why.code]++;
            }
        }
        if (tutor_hand_apply(&hand, legal_move(legal, n, &rng), &why, &error) != TUTOR_OK) {
            fprintf(stderr, "seed %llu: a legal move refused: %s\n", (unsigned long long)seed,
                    error.message);
            CHECK(0);
            return;
        }
    }
    CHECK_STR(PHASE(hand), "over");
    check_end(&hand, pack, t, seed);
}

static void test_random_hands(int count) {
    tutor_options options;
    tutor_options_init(&options);
    tutor_set pack = tutor_pack(game, &options);
    tally t;
    memset(&t, 0, sizeof t);
    for (int h = 0; h < count; h++) random_hand((uint64_t)h, pack, &t);
    printf("%ld hands: %ld thrown in; Three %ld, Bottom %ld, Top %ld, Solo %ld; %ld won; "
           "%ld announcements, %ld Valats, %ld Pagat Ultimos made; %ld refusals:",
           t.hands, t.thrown_in, t.by_bid[0], t.by_bid[1], t.by_bid[2], t.by_bid[3], t.won,
           t.announced, t.valats, t.pagats_made, t.refused);
    for (int r = 0; r < TUTOR_REASON_COUNT; r++)
        if (t.reasons[r]) printf(" %s %ld", tutor_reason_name((tutor_reason_code)r), t.reasons[r]);
    printf("\n");
    /* Random play that never reached a contract, an announcement or a refusal checks little. */
    CHECK(t.thrown_in > 0);
    for (int b = 0; b < 4; b++) CHECK(t.by_bid[b] > 0);
    CHECK(t.announced > 0 && t.won > 0 && t.won < t.hands - t.thrown_in);
    static const tutor_reason_code expected[] = {
        TUTOR_OUT_OF_PHASE, TUTOR_BID_TOO_LOW, TUTOR_MUST_KEEP,       TUTOR_NOT_IN_HAND,
        TUTOR_MUST_FOLLOW,  TUTOR_MUST_TRUMP,  TUTOR_BAD_ANNOUNCEMENT};
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++) {
        if (!t.reasons[expected[i]])
            fprintf(stderr, "no random refusal was %s\n", tutor_reason_name(expected[i]));
        CHECK(t.reasons[expected[i]] > 0);
    }
}

int main(int argc, char **argv) {
    game = tutor_game_find("tapp-tarock");
    test_auction();
    test_three_cards_silent_valat();
    test_bottom_announced();
    test_pagat_failed();
    test_top_won();
    test_solo_valat_failed();
    test_top_lost();
    test_solo_won();
    test_auction_refusals();
    test_talon_refusals();
    test_play_refusals();
    test_bad_deals();
    test_random_hands(argc > 1 ? atoi(argv[1]) : 3000);
    return check_summary("test_tapp_tarock_hand");
}
