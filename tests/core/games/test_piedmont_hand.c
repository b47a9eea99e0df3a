/*
 * A whole hand of Piedmont Tarocchi (seed 001): one scripted hand under each Good & Evil option
 * with every score line checked (Allegiance with a changed call and with a re-affirmed one), a
 * hand whose Fool is surrendered, the partner's card of the pair taken out of play (at its
 * turn, and taken back from the trick), the game of four hands to its end, every kind of
 * refusal with the state byte for byte unchanged, and thousands of seeded hands played with
 * random legal actions (every card in exactly one place throughout; the totals add up).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"

#include "cards.h" /* after check.h, whose assertions it uses */
#include "rng.h"
#include "score_record.h"
#include "tutor_piedmont_hand.h"

#define SWORDS "S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 SJ SN SQ SK"
#define BATONS "C1 C2 C3 C4 C5 C6 C7 C8 C9 C10 CJ CN CQ CK"
#define CUPS "H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HN HQ HK"
#define COINS "D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 DJ DN DQ DK"

/* One card by its code. */
static tutor_card card_of(const char *code) {
    tutor_card card = 0;
    CHECK(tutor_card_parse(game, code, &card, NULL) == TUTOR_OK);
    return card;
}

static tutor_options with(const char *good_evil) {
    tutor_options o;
    tutor_options_init(&o);
    CHECK(tutor_options_set(game, &o, "good_evil", good_evil, NULL) == TUTOR_OK);
    return o;
}

static tutor_deal deal_of(const char *const hands[4], const char *rest) {
    tutor_deal deal;
    memset(&deal, 0, sizeof deal);
    deal.seats = 4;
    for (int s = 0; s < 4; s++) deal.hands[s] = set_of(hands[s]);
    deal.rest = set_of(rest);
    return deal;
}

/* The game's own hand inside a tutor_hand. */
#define STATE(h) ((tutor_piedmont_hand *)(h).state.bytes)

static tutor_status begin(tutor_hand *hand, const tutor_options *o, const tutor_deal *deal,
                          int dealer, tutor_error *error) {
    tutor_hand_start from;
    memset(&from, 0, sizeof from);
    from.dealer = dealer;
    from.deal = *deal;
    return tutor_hand_begin(hand, game, o, &from, error);
}

static tutor_hand start(const char *good_evil, const tutor_deal *deal, int dealer) {
    tutor_hand hand;
    tutor_error error;
    tutor_options o = with(good_evil);
    memset(&hand, 0, sizeof hand);
    if (begin(&hand, &o, deal, dealer, &error) != TUTOR_OK) {
        fprintf(stderr, "start refused: %s\n", error.message);
        CHECK(0);
    }
    return hand;
}

/* One card move for the seat to move, with its number (a call). */
static tutor_status move(tutor_hand *hand, int kind, tutor_card card, int number,
                         tutor_reason *why, tutor_error *error) {
    return tutor_hand_apply(hand, (tutor_move){(uint8_t)kind, card, (int16_t)number}, why, error);
}

/* Plays `code` for `seat`, which must be the seat to move. */
static tutor_status play(tutor_hand *hand, int seat, const char *code, int call,
                         tutor_reason *why, tutor_error *error) {
    CHECK_INT(tutor_hand_turn(hand), seat);
    return move(hand, TUTOR_MOVE_PLAY, card_of(code), call, why, error);
}

static void discard(tutor_hand *hand, int seat, const char *cards, int line) {
    tutor_card list[8];
    int n = cards_of(cards, list);
    tutor_error error;
    CHECK_INT(tutor_hand_turn(hand), seat);
    for (int i = 0; i < n; i++)
        if (move(hand, TUTOR_MOVE_DISCARD, list[i], 0, NULL, &error) != TUTOR_OK) {
            fprintf(stderr, "line %d: discard [%s] refused: %s\n", line, cards, error.message);
            CHECK(0);
        }
}
#define DISCARD(hand, seat, cards) discard(&(hand), seat, cards, __LINE__)

/* The cards of the legal moves of one kind. */
static tutor_set legal_cards(const tutor_hand *hand, int kind) {
    tutor_move moves[TUTOR_MAX_MOVES];
    int n = tutor_hand_legal(hand, moves);
    tutor_set cards = tutor_set_empty();
    for (int i = 0; i < n; i++)
        if (moves[i].kind == kind) cards = tutor_set_add(cards, moves[i].card);
    return cards;
}

/* The calls (TUTOR_PIEDMONT_CALL_BIT of each) the legal plays of `card` carry; 0 when it may
 * not be played. */
static unsigned legal_calls(const tutor_hand *hand, tutor_card card) {
    tutor_move moves[TUTOR_MAX_MOVES];
    int n = tutor_hand_legal(hand, moves);
    unsigned calls = 0;
    for (int i = 0; i < n; i++)
        if (moves[i].kind == TUTOR_MOVE_PLAY && moves[i].card == card)
            calls |= TUTOR_PIEDMONT_CALL_BIT(moves[i].number);
    return calls;
}

/* The trick on the table as it lies now. */
static tutor_trick table_of(const tutor_hand *hand) {
    const tutor_trick *taken;
    int count;
    tutor_trick current;
    tutor_hand_tricks(hand, &taken, &count, &current);
    return current;
}

static tutor_piedmont_call call_named(const char *name) {
    static const char *const names[] = {"", "ours", "yours", "reaffirm", "change"};
    for (int c = 1; c < 5; c++)
        if (strcmp(name, names[c]) == 0) return (tutor_piedmont_call)c;
    CHECK(0);
    return TUTOR_PIEDMONT_NO_CALL;
}

/* Plays tricks written "2: SQ T2/ours S6 S8 > 3": the leader's seat, its cards in order of play
 * (a call after a slash), and the seat that wins. Checks the leader and the winner. */
static void play_tricks(tutor_hand *whole, const char *const *tricks, int n, int line) {
    const tutor_piedmont_hand *hand = STATE(*whole);
    for (int t = 0; t < n; t++) {
        char text[96];
        snprintf(text, sizeof text, "%s", tricks[t]);
        int leader = text[0] - '0', winner = -1;
        char *arrow = strchr(text, '>');
        if (arrow) {
            winner = arrow[2] - '0';
            *arrow = '\0';
        }
        if (tutor_hand_turn(whole) != leader)
            fprintf(stderr, "line %d: trick %d: seat %d leads, not %d\n", line, t + 1,
                    tutor_hand_turn(whole), leader);
        CHECK_INT(tutor_hand_turn(whole), leader);
        int done = hand->play.tricks_done, played = 0;
        for (char *token = strtok(text + 2, " "); token; token = strtok(NULL, " ")) {
            tutor_piedmont_call call = TUTOR_PIEDMONT_NO_CALL;
            char *slash = strchr(token, '/');
            if (slash) {
                *slash = '\0';
                call = call_named(slash + 1);
            }
            tutor_error error;
            int seat = tutor_hand_turn(whole);
            if (move(whole, TUTOR_MOVE_PLAY, card_of(token), call, NULL, &error) != TUTOR_OK) {
                fprintf(stderr, "line %d: trick %d: seat %d's %s refused: %s\n", line, t + 1, seat,
                        token, error.message);
                CHECK(0);
                return;
            }
            played++;
        }
        CHECK_INT(played, 4);
        CHECK_INT(hand->play.tricks_done, done + 1);
        if (winner >= 0) {
            if (hand->play.tricks[done].winner != winner)
                fprintf(stderr, "line %d: trick %d won by seat %d, not %d\n", line, t + 1,
                        hand->play.tricks[done].winner, winner);
            CHECK_INT(hand->play.tricks[done].winner, winner);
        }
    }
}
#define PLAY(hand, tricks)                                                                         \
    play_tricks(&(hand), tricks, (int)(sizeof tricks / sizeof *tricks), __LINE__)

/* An expected score line. */
typedef struct {
    tutor_piedmont_item item;
    int side;
    tutor_piedmont_suits suits;
    int cards;
    int points;
} expected_line;

static void check_lines(const tutor_piedmont_score *score, const expected_line *lines, int n,
                        int line) {
    if (score->line_count != n)
        fprintf(stderr, "line %d: %d score lines\n", line, score->line_count);
    CHECK_INT(score->line_count, n);
    for (int i = 0; i < n && i < score->line_count; i++) {
        const tutor_piedmont_line *got = &score->lines[i];
        if (got->item != lines[i].item || got->side != lines[i].side ||
            got->suits != lines[i].suits || got->cards != lines[i].cards ||
            got->points != lines[i].points)
            fprintf(stderr,
                    "line %d: score line %d is item %d side %d suits %d cards %d points %d\n", line,
                    i, got->item, got->side, got->suits, got->cards, got->points);
        CHECK_INT(got->item, lines[i].item);
        CHECK_INT(got->side, lines[i].side);
        CHECK_INT(got->suits, lines[i].suits);
        CHECK_INT(got->cards, lines[i].cards);
        CHECK_INT(got->points, lines[i].points);
    }
}
#define CHECK_LINES(score, lines)                                                                  \
    check_lines(&(score), lines, (int)(sizeof lines / sizeof *lines), __LINE__)

/* A score line's words, by tutor_piedmont_item and tutor_piedmont_suits. */
static const char *const item_words[] = {"card-points", "discard", "fool", "fool-payment",
                                         "trick-points"};
static const char *const suit_words[] = {"all", "good", "evil"};

static int index_of(const char *word, const char *const *words, int n) {
    for (int i = 0; word && i < n; i++)
        if (strcmp(word, words[i]) == 0) return i;
    return -1;
}

/* One line of the score as the record says it. */
static void read_line(const recorded *r, int i, tutor_piedmont_line *line) {
    line->item =
        (tutor_piedmont_item)index_of(recorded_word_at(r, "score.lines.%d.item", i), item_words, 5);
    line->suits = (tutor_piedmont_suits)index_of(recorded_word_at(r, "score.lines.%d.suits", i),
                                                 suit_words, 3);
    line->side = recorded_at(r, "score.lines.%d.side", i);
    line->points = recorded_at(r, "score.lines.%d.points", i);
    line->cards = recorded_at(r, "score.lines.%d.cards", i);
    line->first_trick = line->last_trick = -1;
    if (line->item == TUTOR_PIEDMONT_CARD_POINTS) {
        line->first_trick = recorded_at(r, "score.lines.%d.first_trick", i);
        line->last_trick = recorded_at(r, "score.lines.%d.last_trick", i);
    }
    if (line->item == TUTOR_PIEDMONT_FOOL || line->item == TUTOR_PIEDMONT_FOOL_PAYMENT)
        line->card = (tutor_card)recorded_at(r, "score.lines.%d.card", i);
}

/* The score through the hand interface: its record, read back, and tutor_hand_scored's lines
 * (the same items, points and partnerships) and returns (once the hand is won, each seat of
 * the winning partnership gains the difference and each of the other loses it). */
static tutor_piedmont_score score_of(const tutor_hand *hand) {
    static recorded r;
    tutor_piedmont_score score;
    memset(&score, 0, sizeof score);
    CHECK(record_score_of(hand, &r, NULL) == TUTOR_OK);
    CHECK(r.count < RECORDED_VALUES);
    score.line_count = recorded_items(&r, "score.lines");
    CHECK(score.line_count <= TUTOR_PIEDMONT_MAX_LINES);
    for (int i = 0; i < score.line_count && i < TUTOR_PIEDMONT_MAX_LINES; i++)
        read_line(&r, i, &score.lines[i]);
    for (int side = 0; side < 2; side++) {
        score.points[side] = recorded_at(&r, "score.points.%d", side);
        score.tricks[side] = recorded_at(&r, "score.tricks.%d", side);
    }
    score.complete = recorded_at(&r, "score.complete");
    score.winner = recorded_at(&r, "score.winner");
    if (score.winner == RECORDED_NONE) score.winner = TUTOR_PIEDMONT_NO_SIDE;
    score.difference = recorded_at(&r, "score.difference");

    tutor_hand_score scored;
    CHECK(tutor_hand_scored(hand, &scored, NULL) == TUTOR_OK);
    CHECK_INT(scored.line_count, score.line_count);
    for (int i = 0; i < scored.line_count && i < score.line_count; i++) {
        CHECK_STR(scored.lines[i].item, item_words[score.lines[i].item]);
        CHECK_INT(scored.lines[i].points, score.lines[i].points);
        CHECK_INT(scored.lines[i].side, score.lines[i].side);
    }
    for (int s = 0; s < 4; s++) {
        int change = score.winner == TUTOR_PIEDMONT_NO_SIDE ? 0
                     : s % 2 == score.winner                ? score.difference
                                                            : -score.difference;
        CHECK_INT(scored.returns[s], change);
    }
    return score;
}

/* The cards each partnership ends with: the tricks it won, the dealer's the discard; a Fool
 * paid for goes back to its partnership, and the card given for it to the other. */
static void ends_with(const tutor_piedmont_hand *hand, tutor_set counted[2]) {
    counted[0] = counted[1] = tutor_set_empty();
    for (int t = 0; t < hand->play.tricks_done; t++) {
        const tutor_trick *trick = &hand->play.tricks[t];
        for (int i = 0; i < trick->count; i++)
            counted[trick->winner % 2] = tutor_set_add(counted[trick->winner % 2], trick->cards[i]);
    }
    counted[hand->dealer % 2] = tutor_set_or(counted[hand->dealer % 2], hand->discard);
    if (hand->fool != TUTOR_FOOL_PAID) return;
    int owner = hand->fool_player % 2;
    counted[1 - owner] =
        tutor_set_add(tutor_set_remove(counted[1 - owner], card_of("FOOL")), hand->fool_payment);
    counted[owner] =
        tutor_set_add(tutor_set_remove(counted[owner], hand->fool_payment), card_of("FOOL"));
}

/* ---- the scripted hands ------------------------------------------------------------------ */

/* Each seat holds one whole suit and five trumps; the dealer (seat 3) takes T2 to T5 and
 * discards them. Good is seat 0's; Evil is seat 2's in the first deal, seat 3's in the second. */
static const char *const partners_pair[4] = {
    SWORDS " GOOD T21 T16 T11 T6", BATONS " FOOL T20 T15 T10 T7", CUPS " EVIL T19 T14 T9 T1",
    COINS " T18 T17 T13 T12 T8"};
static const char *const opponents_pair[4] = {
    SWORDS " GOOD T21 T16 T11 T6", BATONS " FOOL T20 T15 T10 T7", CUPS " T8 T19 T14 T9 T1",
    COINS " T18 T17 T13 T12 EVIL"};

/* Tricks 7 to 19 of the first hand: nobody has a trump left, so seat 3 leads its Coins and takes
 * every trick. */
#define COINS_TO_THE_END                                                                           \
    "3: D1 S1 C1 H1 > 3", "3: D2 S3 C2 H3 > 3", "3: D3 S4 C3 H4 > 3", "3: D4 S5 C4 H5 > 3",        \
        "3: D5 S6 C5 H6 > 3", "3: D6 S7 C6 H7 > 3", "3: D7 S8 C7 H8 > 3", "3: D8 S9 C8 H9 > 3",    \
        "3: D9 S10 C9 H10 > 3", "3: D10 SJ C10 HJ > 3", "3: DJ SN CJ HN > 3",                      \
        "3: DN SQ CN HQ > 3", "3: DQ SK CQ HK > 3"

static tutor_hand trumps_hand(void) {
    tutor_deal deal = deal_of(partners_pair, "T2 T3 T4 T5");
    tutor_hand hand = start("trumps", &deal, 3);
    CHECK_INT(STATE(hand)->phase, TUTOR_PIEDMONT_DISCARDING);
    CHECK_INT(tutor_hand_turn(&hand), 3);
    CHECK_INT(tutor_set_size(tutor_hand_holding(&hand, 3)), 23);
    /* The dealer may discard anything but Kings, Aces and the Honours. */
    CHECK(tutor_set_equal(legal_cards(&hand, TUTOR_MOVE_DISCARD),
                          set_of("D2 D3 D4 D5 D6 D7 D8 D9 D10 DJ DN DQ T18 T17 T13 T12 T8 T2 T3 "
                                 "T4 T5")));
    DISCARD(hand, 3, "T2 T3 T4 T5");
    CHECK_INT(STATE(hand)->phase, TUTOR_PIEDMONT_PLAYING);
    CHECK_INT(tutor_hand_turn(&hand), 0); /* Eldest, the dealer's left */
    for (int s = 0; s < 4; s++)
        CHECK_INT(tutor_set_size(tutor_hand_holding(&hand, s)), 19);
    static const char *const tricks[] = {
        /* Good and Evil from one partnership beat everything; the first of them wins */
        "0: GOOD T7 EVIL T8 > 0",  "0: T21 T20 T19 T18 > 0",
        "0: T16 FOOL T14 T13 > 0", /* seat 1's Fool goes back to it */
        "0: T11 T10 T9 T12 > 3",   "3: DK T6 T15 T1 > 1",
        "1: CK H2 T17 S2 > 3",     COINS_TO_THE_END,
    };
    PLAY(hand, tricks);
    CHECK_INT(STATE(hand)->play.tricks[0].why.code, TUTOR_WINS_GOOD_EVIL_PAIR);
    return hand;
}

static void test_trumps_hand(void) {
    tutor_hand hand = trumps_hand();
    CHECK_INT(STATE(hand)->phase, TUTOR_PIEDMONT_OVER);
    CHECK_INT(tutor_hand_turn(&hand), TUTOR_NO_SEAT);
    CHECK_INT(STATE(hand)->fool, TUTOR_FOOL_PAID);
    CHECK_INT(STATE(hand)->fool_player, 1);
    CHECK(tutor_set_has(tutor_trick_cards(&STATE(hand)->play.tricks[2]), card_of("FOOL")));
    CHECK_INT(STATE(hand)->fool_payment, card_of("S2")); /* the lowest empty card of seat 1's side */
    tutor_piedmont_score score = score_of(&hand);
    const tutor_piedmont_suits all = TUTOR_PIEDMONT_ALL_SUITS;
    /* Partnership 0 took tricks 1-3: 4 + 8 + 3 card points (the Fool went back). Partnership
     * 1: 4 + 12 + 8 in tricks 4-6, then the 100 points left in the four suits. */
    static const expected_line lines[] = {
        {TUTOR_PIEDMONT_CARD_POINTS, 0, TUTOR_PIEDMONT_ALL_SUITS, 11, 15},
        {TUTOR_PIEDMONT_FOOL_PAYMENT, 0, TUTOR_PIEDMONT_ALL_SUITS, 1, 1},
        {TUTOR_PIEDMONT_TRICK_POINTS, 0, TUTOR_PIEDMONT_ALL_SUITS, 3, 3},
        {TUTOR_PIEDMONT_CARD_POINTS, 1, TUTOR_PIEDMONT_ALL_SUITS, 64, 124},
        {TUTOR_PIEDMONT_DISCARD, 1, TUTOR_PIEDMONT_ALL_SUITS, 4, 4},
        {TUTOR_PIEDMONT_FOOL, 1, TUTOR_PIEDMONT_ALL_SUITS, 1, 5},
        {TUTOR_PIEDMONT_FOOL_PAYMENT, 1, TUTOR_PIEDMONT_ALL_SUITS, 1, -1},
        {TUTOR_PIEDMONT_TRICK_POINTS, 1, TUTOR_PIEDMONT_ALL_SUITS, 16, 16},
    };
    CHECK_LINES(score, lines);
    CHECK_INT(score.lines[0].first_trick, 0);
    CHECK_INT(score.lines[0].last_trick, 18);
    CHECK_INT(score.lines[1].card, card_of("S2"));
    CHECK_INT(score.lines[0].suits, all);
    CHECK(score.complete);
    CHECK_INT(score.points[0], 19);
    CHECK_INT(score.points[1], 148);
    CHECK_INT(score.points[0] + score.points[1], 167);
    CHECK_INT(score.tricks[0], 3);
    CHECK_INT(score.tricks[1], 16);
    CHECK_INT(score.winner, 1);
    CHECK_INT(score.difference, 129);
    tutor_set counted[2];
    ends_with(STATE(hand), counted);
    CHECK_INT(tutor_set_size(counted[0]), 12);
    CHECK_INT(tutor_set_size(counted[1]), 68);
    CHECK(tutor_set_has(counted[0], card_of("S2")));
    CHECK(tutor_set_has(counted[1], card_of("FOOL")));
}

/* Seat 0 calls Good "ours"; seat 3, holding Evil, answers in trick 3 by changing the call or
 * re-affirming it. */
static tutor_hand allegiance_hand(const char *answer) {
    tutor_deal deal = deal_of(opponents_pair, "T2 T3 T4 T5");
    tutor_hand hand = start("allegiance", &deal, 3);
    DISCARD(hand, 3, "T2 T3 T4 T5");
    char evil[32];
    snprintf(evil, sizeof evil, "2: HK EVIL/%s T11 T10 > 0", answer);
    const char *const tricks[] = {
        "0: GOOD/ours T7 T8 T12 > 3", "3: DK T6 FOOL T19 > 2", evil,
        "0: T21 T20 T14 T13 > 0",     "0: T16 T15 T9 T17 > 3", "3: D1 S2 C2 T1 > 2",
        "2: HQ T18 S3 C3 > 3",        "3: D2 S1 C1 H1 > 3",    "3: D3 S4 C4 H2 > 3",
        "3: D4 S5 C5 H3 > 3",         "3: D5 S6 C6 H4 > 3",    "3: D6 S7 C7 H5 > 3",
        "3: D7 S8 C8 H6 > 3",         "3: D8 S9 C9 H7 > 3",    "3: D9 S10 C10 H8 > 3",
        "3: D10 SJ CJ H9 > 3",        "3: DJ SN CN H10 > 3",   "3: DN SQ CQ HJ > 3",
        "3: DQ SK CK HN > 3",
    };
    PLAY(hand, tricks);
    CHECK_INT(STATE(hand)->call_count, 2);
    CHECK_INT(STATE(hand)->calls[0].seat, 0);
    CHECK_INT(STATE(hand)->calls[0].good_side, 0); /* "ours" with Good: partnership 0 scores its suits */
    CHECK_INT(STATE(hand)->calls[1].seat, 3);
    CHECK_INT(STATE(hand)->calls[1].trick, 2);
    CHECK_INT(STATE(hand)->fool_payment, card_of("S3"));
    return hand;
}

static void test_allegiance_changed(void) {
    tutor_hand hand = allegiance_hand("change");
    CHECK_INT(STATE(hand)->calls[1].good_side, 1);
    tutor_piedmont_score score = score_of(&hand);
    /* Side 0 scores Good's suits in tricks 1-2, Evil's from trick 3; the discard, by the call in
     * force at the end, Good's for side 1. */
    /* Tricks 1-2 under the first call (partnership 0: Coins and Swords): partnership 0's King
     * of Coins and two trumps, 7; partnership 1's four trumps, 4. From trick 3 the call is
     * changed (partnership 0: Batons and Cups): 0 has the King of Cups and trumps (8), four
     * trumps (8) and the 2 of Batons with the Magician (6); 1 has four trumps (4), a trump and
     * the 3 of Swords (2) and, in the last twelve tricks, 26 in Swords and 18 in Coins. The
     * 3 of Swords, given for the Fool, was worth 1 to 1 and is worth nothing to 0. */
    static const expected_line lines[] = {
        {TUTOR_PIEDMONT_CARD_POINTS, 0, TUTOR_PIEDMONT_GOOD_SUITS, 3, 7},
        {TUTOR_PIEDMONT_CARD_POINTS, 0, TUTOR_PIEDMONT_EVIL_SUITS, 12, 22},
        {TUTOR_PIEDMONT_FOOL_PAYMENT, 0, TUTOR_PIEDMONT_EVIL_SUITS, 1, 0},
        {TUTOR_PIEDMONT_TRICK_POINTS, 0, TUTOR_PIEDMONT_ALL_SUITS, 4, 4},
        {TUTOR_PIEDMONT_CARD_POINTS, 1, TUTOR_PIEDMONT_EVIL_SUITS, 4, 4},
        {TUTOR_PIEDMONT_CARD_POINTS, 1, TUTOR_PIEDMONT_GOOD_SUITS, 56, 50},
        {TUTOR_PIEDMONT_DISCARD, 1, TUTOR_PIEDMONT_GOOD_SUITS, 4, 4},
        {TUTOR_PIEDMONT_FOOL, 1, TUTOR_PIEDMONT_ALL_SUITS, 1, 5},
        {TUTOR_PIEDMONT_FOOL_PAYMENT, 1, TUTOR_PIEDMONT_GOOD_SUITS, 1, -1},
        {TUTOR_PIEDMONT_TRICK_POINTS, 1, TUTOR_PIEDMONT_ALL_SUITS, 15, 15},
    };
    CHECK_LINES(score, lines);
    CHECK_INT(score.lines[0].last_trick, 1);
    CHECK_INT(score.lines[1].first_trick, 2);
    CHECK_INT(score.points[0], 33);
    CHECK_INT(score.points[1], 77);
    CHECK_INT(score.winner, 1);
    CHECK_INT(score.difference, 44);
    tutor_set counted[2];
    ends_with(STATE(hand), counted);
    CHECK_INT(tutor_set_size(counted[0]) + tutor_set_size(counted[1]), 80);
}

static void test_allegiance_reaffirmed(void) {
    tutor_hand hand = allegiance_hand("reaffirm");
    CHECK_INT(STATE(hand)->calls[1].good_side, 0);
    tutor_piedmont_score score = score_of(&hand);
    /* One call all hand long: partnership 0 scores Coins and Swords, 1 Batons and Cups. */
    static const expected_line lines[] = {
        {TUTOR_PIEDMONT_CARD_POINTS, 0, TUTOR_PIEDMONT_GOOD_SUITS, 15, 29},
        {TUTOR_PIEDMONT_FOOL_PAYMENT, 0, TUTOR_PIEDMONT_GOOD_SUITS, 1, 1},
        {TUTOR_PIEDMONT_TRICK_POINTS, 0, TUTOR_PIEDMONT_ALL_SUITS, 4, 4},
        {TUTOR_PIEDMONT_CARD_POINTS, 1, TUTOR_PIEDMONT_EVIL_SUITS, 60, 59},
        {TUTOR_PIEDMONT_DISCARD, 1, TUTOR_PIEDMONT_EVIL_SUITS, 4, 4},
        {TUTOR_PIEDMONT_FOOL, 1, TUTOR_PIEDMONT_ALL_SUITS, 1, 5},
        {TUTOR_PIEDMONT_FOOL_PAYMENT, 1, TUTOR_PIEDMONT_EVIL_SUITS, 1, 0},
        {TUTOR_PIEDMONT_TRICK_POINTS, 1, TUTOR_PIEDMONT_ALL_SUITS, 15, 15},
    };
    CHECK_LINES(score, lines);
    CHECK_INT(score.points[0], 34);
    CHECK_INT(score.points[1], 83);
    CHECK_INT(score.winner, 1);
    CHECK_INT(score.difference, 49);
}

/* Partnership 0 (the dealer's) holds no trump, so seat 1 leads trumps and wins every trick:
 * seat 2's Fool is surrendered, and the discard still counts for the dealer's side. */
static void test_fool_surrendered(void) {
    static const char *const hands[4] = {
        "S6 S7 S8 S9 S10 SJ SN SQ SK C1 C2 C3 C4 C5 C6 C7 C8 C9 C10",
        "T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21",
        "FOOL CJ CN CQ CK " CUPS, "T2 T1 GOOD EVIL S1 " COINS};
    tutor_deal deal = deal_of(hands, "S2 S3 S4 S5");
    tutor_hand hand = start("trumps", &deal, 0);
    DISCARD(hand, 0, "S2 S3 S4 S5");
    static const char *const tricks[] = {
        "1: T21 FOOL T2 S6 > 1", "1: T20 CJ T1 S7 > 1",  "1: T19 CN GOOD S8 > 1",
        "1: T18 CQ EVIL S9 > 1", "1: T17 CK D1 S10 > 1", "1: T16 H1 D2 SJ > 1",
        "1: T15 H2 D3 SN > 1",   "1: T14 H3 D4 SQ > 1",  "1: T13 H4 D5 SK > 1",
        "1: T12 H5 D6 C1 > 1",   "1: T11 H6 D7 C2 > 1",  "1: T10 H7 D8 C3 > 1",
        "1: T9 H8 D9 C4 > 1",    "1: T8 H9 D10 C5 > 1",  "1: T7 H10 DJ C6 > 1",
        "1: T6 HJ DN C7 > 1",    "1: T5 HN DQ C8 > 1",   "1: T4 HQ DK C9 > 1",
        "1: T3 HK S1 C10 > 1",
    };
    PLAY(hand, tricks);
    CHECK_INT(STATE(hand)->fool, TUTOR_FOOL_LOST);
    tutor_piedmont_score score = score_of(&hand);
    static const expected_line lines[] = {
        {TUTOR_PIEDMONT_CARD_POINTS, 0, TUTOR_PIEDMONT_ALL_SUITS, 0, 0},
        {TUTOR_PIEDMONT_DISCARD, 0, TUTOR_PIEDMONT_ALL_SUITS, 4, 4},
        {TUTOR_PIEDMONT_TRICK_POINTS, 0, TUTOR_PIEDMONT_ALL_SUITS, 0, 0},
        {TUTOR_PIEDMONT_CARD_POINTS, 1, TUTOR_PIEDMONT_ALL_SUITS, 75, 139},
        {TUTOR_PIEDMONT_FOOL, 1, TUTOR_PIEDMONT_ALL_SUITS, 1, 5},
        {TUTOR_PIEDMONT_TRICK_POINTS, 1, TUTOR_PIEDMONT_ALL_SUITS, 19, 19},
    };
    CHECK_LINES(score, lines);
    CHECK_INT(score.points[0] + score.points[1], 167);
    CHECK_INT(score.winner, 1);
    CHECK_INT(score.difference, 159);
    tutor_set counted[2];
    ends_with(STATE(hand), counted);
    CHECK(tutor_set_has(counted[1], card_of("FOOL")));
}

/* ---- the pair in the Game of Allegiance -------------------------------------------------- */

/* The partner plays the other card at its turn: nothing else, and with no call. */
static void test_partner_plays_the_other(void) {
    tutor_deal deal = deal_of(partners_pair, "T2 T3 T4 T5");
    tutor_hand hand = start("allegiance", &deal, 3);
    DISCARD(hand, 3, "T2 T3 T4 T5");
    CHECK_INT(legal_calls(&hand, card_of("GOOD")),
              TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_OURS) |
                  TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_YOURS));
    CHECK_INT(legal_calls(&hand, card_of("S5")), TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_NO_CALL));
    CHECK_INT(legal_calls(&hand, card_of("C5")), 0); /* seat 1's */
    /* Good called "yours"; before Evil, seat 2 may play nothing else. */
    CHECK(play(&hand, 0, "GOOD", TUTOR_PIEDMONT_YOURS, NULL, NULL) == TUTOR_OK);
    CHECK(play(&hand, 1, "T7", 0, NULL, NULL) == TUTOR_OK);
    CHECK(tutor_set_equal(legal_cards(&hand, TUTOR_MOVE_PLAY), set_of("EVIL")));
    CHECK_INT(legal_calls(&hand, card_of("EVIL")), TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_NO_CALL));
    CHECK(play(&hand, 2, "EVIL", 0, NULL, NULL) == TUTOR_OK);
    CHECK(play(&hand, 3, "T8", 0, NULL, NULL) == TUTOR_OK);
    CHECK_INT(STATE(hand)->play.tricks[0].winner, 3);
    CHECK_INT(STATE(hand)->answer.trick, 0);
    CHECK_INT(STATE(hand)->answer.seat, 2);
    CHECK_INT(STATE(hand)->answer.position, 2);
    CHECK_INT(STATE(hand)->answer.took_back, 0);
    /* "yours" with Good: partnership 1 scores Good's suits. */
    CHECK_INT(STATE(hand)->calls[0].good_side, 1);
    CHECK_INT(STATE(hand)->call_count, 1);
}

/* Every card of the pack in exactly one place: a hand, the trick on the table, a completed
 * trick or the discard. */
static int every_card_once(const tutor_hand *whole) {
    const tutor_piedmont_hand *hand = STATE(*whole);
    tutor_set seen = tutor_set_empty();
    int places = 0;
    tutor_set places_of[4 + 2 + TUTOR_MAX_TRICKS];
    for (int s = 0; s < 4; s++) places_of[places++] = tutor_hand_holding(whole, s);
    tutor_trick table = table_of(whole);
    tutor_set on_table = tutor_set_empty();
    for (int i = 0; i < table.count; i++) on_table = tutor_set_add(on_table, table.cards[i]);
    places_of[places++] = on_table;
    places_of[places++] = hand->discard;
    if (hand->phase != TUTOR_PIEDMONT_DISCARDING)
        for (int t = 0; t < hand->play.tricks_done; t++) {
            tutor_set cards = tutor_set_empty();
            for (int i = 0; i < hand->play.tricks[t].count; i++)
                cards = tutor_set_add(cards, hand->play.tricks[t].cards[i]);
            places_of[places++] = cards;
        }
    int total = 0;
    for (int p = 0; p < places; p++) {
        if (!tutor_set_is_empty(tutor_set_and(seen, places_of[p]))) return 0;
        seen = tutor_set_or(seen, places_of[p]);
        total += tutor_set_size(places_of[p]);
    }
    return total == 80 && tutor_set_equal(seen, tutor_set_range(80));
}

/* The partner had led: the lead is taken back, Good goes in its place with no effect, and the
 * last player still follows the suit that was led. */
static void test_take_back_the_lead(void) {
    static const char *const hands[4] = {
        "S1 S2 S3 S4 S5 S6 S7 S8 D2 S10 SJ SN SQ SK GOOD T21 T16 T11 T6",
        BATONS " FOOL T20 T15 T10 T7", CUPS " EVIL T19 T14 T9 T1",
        "D1 S9 D3 D4 D5 D6 D7 D8 D9 D10 DJ DN DQ DK T18 T17 T13 T12 T8"};
    tutor_deal deal = deal_of(hands, "T2 T3 T4 T5");
    tutor_hand hand = start("allegiance", &deal, 3);
    DISCARD(hand, 3, "T2 T3 T4 T5");
    CHECK(play(&hand, 0, "S5", 0, NULL, NULL) == TUTOR_OK);
    CHECK(play(&hand, 1, "FOOL", 0, NULL, NULL) == TUTOR_OK);
    CHECK(play(&hand, 2, "EVIL", TUTOR_PIEDMONT_OURS, NULL, NULL) == TUTOR_OK);
    /* Seat 0 has taken the 5 of Swords back and put Good in its place. */
    CHECK(tutor_set_has(tutor_hand_holding(&hand, 0), card_of("S5")));
    CHECK(!tutor_set_has(tutor_hand_holding(&hand, 0), card_of("GOOD")));
    tutor_trick table = table_of(&hand);
    CHECK_INT(table.count, 3);
    CHECK_INT(table.cards[0], card_of("GOOD"));
    CHECK_INT(table.seats[0], 0);
    CHECK(every_card_once(&hand));
    /* Swords were led and still are: seat 3 follows with its one Sword. */
    CHECK(tutor_set_equal(legal_cards(&hand, TUTOR_MOVE_PLAY), set_of("S9")));
    tutor_reason why;
    tutor_hand before = hand;
    CHECK(play(&hand, 3, "T8", 0, &why, NULL) == TUTOR_ERROR);
    CHECK_INT(why.code, TUTOR_MUST_FOLLOW);
    CHECK(memcmp(&before, &hand, sizeof hand) == 0);
    CHECK(play(&hand, 3, "S9", 0, NULL, NULL) == TUTOR_OK);
    const tutor_trick *trick = &STATE(hand)->play.tricks[0];
    CHECK_INT(trick->cards[0], card_of("GOOD"));
    /* Good has no effect: Evil, the first of the pair, is the lowest trump and wins. */
    CHECK_INT(trick->winner, 2);
    CHECK_INT(trick->why.code, TUTOR_WINS_HIGHEST_TRUMP);
    CHECK_INT(trick->why.card, card_of("EVIL"));
    CHECK_INT(tutor_hand_turn(&hand), 2);
    CHECK(tutor_set_has(STATE(hand)->play.hands[0], card_of("S5")));
    CHECK(tutor_set_equal(STATE(hand)->play.piles[2], set_of("GOOD FOOL EVIL S9")));
    CHECK(tutor_set_is_empty(STATE(hand)->play.piles[0]));
    CHECK_INT(STATE(hand)->answer.took_back, 1);
    CHECK_INT(STATE(hand)->answer.taken, card_of("S5"));
    CHECK_INT(STATE(hand)->answer.position, 0);
    CHECK_INT(STATE(hand)->fool, TUTOR_FOOL_OWED);
    CHECK(every_card_once(&hand));
    /* Seat 0 still has its 5 of Swords to play: 18 cards, like everyone. */
    for (int s = 0; s < 4; s++)
        CHECK_INT(tutor_set_size(tutor_hand_holding(&hand, s)), 18);
}

/* The partner had played second: its trump goes back, and the trick is complete at once. */
static void test_take_back_completing_the_trick(void) {
    tutor_deal deal = deal_of(partners_pair, "T2 T3 T4 T5");
    tutor_hand hand = start("allegiance", &deal, 2); /* seat 3 leads */
    DISCARD(hand, 2, "T2 T3 T4 T5");
    static const char *const tricks[] = {"3: DK T6 FOOL EVIL/yours > 2"};
    PLAY(hand, tricks);
    const tutor_trick *trick = &STATE(hand)->play.tricks[0];
    CHECK_INT(trick->cards[1], card_of("GOOD"));
    CHECK_INT(trick->why.card, card_of("EVIL"));
    CHECK_INT(tutor_hand_turn(&hand), 2);
    CHECK(tutor_set_has(STATE(hand)->play.hands[0], card_of("T6")));
    CHECK(tutor_set_equal(STATE(hand)->play.piles[2], set_of("DK GOOD FOOL EVIL")));
    CHECK_INT(STATE(hand)->calls[0].good_side, 0); /* "yours" with Evil: partnership 1 scores Evil's */
    CHECK(every_card_once(&hand));
}

/* ---- refusals ---------------------------------------------------------------------------- */

/* A refused move: the reason, "illegal-action", and the hand byte for byte as it was. */
#define REFUSED(hand, action, reason)                                                              \
    do {                                                                                           \
        tutor_hand before_ = (hand);                                                               \
        tutor_reason why_;                                                                         \
        tutor_error error_;                                                                        \
        memset(&why_, 0, sizeof why_);                                                             \
        CHECK((action) == TUTOR_ERROR);                                                            \
        CHECK_INT(why_.code, reason);                                                              \
        if ((reason) == TUTOR_REASON_NONE)                                                         \
            CHECK(error_.code != NULL);                                                            \
        else                                                                                       \
            CHECK_STR(error_.code, "illegal-action");                                              \
        CHECK(memcmp(&before_, &(hand), sizeof(hand)) == 0);                                       \
    } while (0)
#define PLAY_ONE(hand, seat, code, call) play(&(hand), seat, code, call, &why_, &error_)

/* A discard of `cards` by the seat to move, one move a card and DONE after fewer than four,
 * tried on a copy: the first move refused changes nothing, and its status is returned. */
static int discard_list(const tutor_hand *hand, const char *cards, tutor_reason *why,
                        tutor_error *error) {
    tutor_card list[8];
    int n = cards_of(cards, list);
    tutor_move moves[8];
    for (int i = 0; i < n; i++) moves[i] = (tutor_move){TUTOR_MOVE_DISCARD, list[i], 0};
    if (n < 4) moves[n++] = (tutor_move){TUTOR_MOVE_DONE, 0, 0};
    static tutor_hand trial, before;
    trial = *hand;
    for (int i = 0; i < n; i++) {
        before = trial;
        if (tutor_hand_apply(&trial, moves[i], why, error) == TUTOR_OK) continue;
        CHECK(memcmp(&before, &trial, sizeof trial) == 0);
        return TUTOR_ERROR;
    }
    return TUTOR_OK;
}
#define DISCARD_ONE(hand, cards) discard_list(&(hand), cards, &why_, &error_)

static void test_refusals(void) {
    tutor_deal deal = deal_of(opponents_pair, "T2 T3 T4 T5");
    tutor_hand hand = start("allegiance", &deal, 3);
    /* The discard. */
    REFUSED(hand, PLAY_ONE(hand, 3, "S2", 0), TUTOR_OUT_OF_PHASE);
    REFUSED(hand, DISCARD_ONE(hand, "T2 T3 T4"), TUTOR_DISCARD_FOUR);
    REFUSED(hand, DISCARD_ONE(hand, "T2 T3 T4 T4"), TUTOR_DISCARD_FOUR);
    REFUSED(hand, DISCARD_ONE(hand, "T2 T3 T4 S5"), TUTOR_NOT_IN_HAND);
    /* A dealer holding the Honours: none of them, no King and no Ace may go. */
    tutor_deal honours = deal;
    honours.hands[3] = tutor_set_or(tutor_set_minus(honours.hands[3], set_of("T18 T17 T13")),
                                    set_of("T21 FOOL T1"));
    honours.hands[0] =
        tutor_set_add(tutor_set_remove(honours.hands[0], card_of("T21")), card_of("T18"));
    honours.hands[1] =
        tutor_set_add(tutor_set_remove(honours.hands[1], card_of("FOOL")), card_of("T17"));
    honours.hands[2] =
        tutor_set_add(tutor_set_remove(honours.hands[2], card_of("T1")), card_of("T13"));
    tutor_hand holding_honours = start("trumps", &honours, 3);
    static const char *const forbidden[] = {"DK", "D1", "T1", "T21", "FOOL"};
    for (int i = 0; i < 5; i++) {
        char cards[32];
        snprintf(cards, sizeof cards, "T2 T3 T4 %s", forbidden[i]);
        REFUSED(holding_honours, DISCARD_ONE(holding_honours, cards),
                TUTOR_DISCARD_KING_ACE_HONOUR);
        CHECK(!tutor_set_has(legal_cards(&holding_honours, TUTOR_MOVE_DISCARD),
                             card_of(forbidden[i])));
    }
    {
        tutor_reason why;
        tutor_error error;
        CHECK(discard_list(&holding_honours, "T2 FOOL T3 T4", &why, &error) == TUTOR_ERROR);
        CHECK_INT(why.card, card_of("FOOL"));
        CHECK_CONTAINS(error.message, "no King, no Ace and none of the Honours");
        CHECK_CONTAINS(error.message, "the Magician");
    }
    /* Bad values, not refusals. */
    {
        tutor_hand before = hand;
        tutor_error error;
        CHECK(move(&hand, TUTOR_MOVE_DISCARD, 90, 0, NULL, &error) == TUTOR_ERROR);
        CHECK_STR(error.code, "unknown-card");
        CHECK(memcmp(&before, &hand, sizeof hand) == 0);
    }
    DISCARD(hand, 3, "T2 T3 T4 T5");
    REFUSED(hand, DISCARD_ONE(hand, "D2 D3 D4 D5"), TUTOR_OUT_OF_PHASE);

    /* The tricks. */
    REFUSED(hand, PLAY_ONE(hand, 0, "C2", 0), TUTOR_NOT_IN_HAND);
    REFUSED(hand, PLAY_ONE(hand, 0, "S2", TUTOR_PIEDMONT_OURS), TUTOR_NO_ALLEGIANCE_CALL);
    REFUSED(hand, PLAY_ONE(hand, 0, "GOOD", 0), TUTOR_MUST_CALL_ALLEGIANCE);
    REFUSED(hand, PLAY_ONE(hand, 0, "GOOD", TUTOR_PIEDMONT_CHANGE), TUTOR_MUST_CALL_ALLEGIANCE);
    REFUSED(hand, move(&hand, TUTOR_MOVE_PLAY, 99, 0, &why_, &error_), TUTOR_REASON_NONE);
    REFUSED(hand, PLAY_ONE(hand, 0, "GOOD", 7), TUTOR_REASON_NONE);
    {
        tutor_reason why;
        tutor_error error;
        CHECK(play(&hand, 0, "GOOD", 0, &why, &error) == TUTOR_ERROR);
        CHECK_CONTAINS(error.message, "\"ours\"");
    }
    static const char *const first[] = {"0: GOOD/ours T7 T8 T12 > 3", "3: DK T6 FOOL T19 > 2"};
    PLAY(hand, first);
    /* Seat 2 leads; seat 3 must trump (void in Cups). */
    CHECK(play(&hand, 2, "HK", 0, NULL, NULL) == TUTOR_OK);
    REFUSED(hand, PLAY_ONE(hand, 3, "D5", 0), TUTOR_MUST_TRUMP);
    /* Evil answers the other partnership's call: re-affirm or change, and say which. */
    REFUSED(hand, PLAY_ONE(hand, 3, "EVIL", 0), TUTOR_MUST_CALL_ALLEGIANCE);
    REFUSED(hand, PLAY_ONE(hand, 3, "EVIL", TUTOR_PIEDMONT_OURS), TUTOR_MUST_CALL_ALLEGIANCE);
    {
        tutor_reason why;
        tutor_error error;
        CHECK(play(&hand, 3, "EVIL", 0, &why, &error) == TUTOR_ERROR);
        CHECK(why.has_witness);
        CHECK_INT(why.witness, card_of("GOOD"));
        CHECK_CONTAINS(error.message, "re-affirm");
    }
    CHECK_INT(legal_calls(&hand, card_of("EVIL")),
              TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_REAFFIRM) |
                  TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_CHANGE));
    CHECK(play(&hand, 3, "T13", 0, NULL, NULL) == TUTOR_OK);
    /* Seat 0 must follow Cups, and has none: it must trump. */
    REFUSED(hand, PLAY_ONE(hand, 0, "S4", 0), TUTOR_MUST_TRUMP);

    /* The partner's forced card: must-play-pair, and it carries no call. */
    tutor_deal pair = deal_of(partners_pair, "T2 T3 T4 T5");
    tutor_hand forced = start("allegiance", &pair, 3);
    DISCARD(forced, 3, "T2 T3 T4 T5");
    REFUSED(forced, PLAY_ONE(forced, 0, "S5", TUTOR_PIEDMONT_YOURS), TUTOR_NO_ALLEGIANCE_CALL);
    CHECK(play(&forced, 0, "GOOD", TUTOR_PIEDMONT_OURS, NULL, NULL) == TUTOR_OK);
    REFUSED(forced, PLAY_ONE(forced, 1, "C5", 0), TUTOR_MUST_FOLLOW); /* trumps were led */
    CHECK(play(&forced, 1, "T7", 0, NULL, NULL) == TUTOR_OK);
    REFUSED(forced, PLAY_ONE(forced, 2, "T19", 0), TUTOR_MUST_PLAY_PAIR);
    REFUSED(forced, PLAY_ONE(forced, 2, "EVIL", TUTOR_PIEDMONT_CHANGE), TUTOR_NO_ALLEGIANCE_CALL);
    {
        tutor_reason why;
        tutor_error error;
        CHECK(play(&forced, 2, "EVIL", TUTOR_PIEDMONT_OURS, &why, &error) == TUTOR_ERROR);
        CHECK_INT(why.witness, card_of("GOOD"));
        CHECK_CONTAINS(error.message, "own partnership");
    }

    /* Good and Evil as trumps carry no call. */
    tutor_hand plain = start("trumps", &pair, 3);
    DISCARD(plain, 3, "T2 T3 T4 T5");
    REFUSED(plain, PLAY_ONE(plain, 0, "GOOD", TUTOR_PIEDMONT_OURS), TUTOR_NO_ALLEGIANCE_CALL);

    /* After the last trick. */
    tutor_hand over = trumps_hand();
    REFUSED(over, move(&over, TUTOR_MOVE_PLAY, card_of("S2"), 0, &why_, &error_), TUTOR_HAND_OVER);
    REFUSED(over, DISCARD_ONE(over, "D2 D3 D4 D5"), TUTOR_OUT_OF_PHASE);
    CHECK_INT(tutor_hand_turn(&over), TUTOR_NO_SEAT);
    tutor_move none[TUTOR_MAX_MOVES];
    CHECK_INT(tutor_hand_legal(&over, none), 0);
}

/* The new reasons have names and sentences of their own. */
static void test_reasons(void) {
    CHECK_STR(tutor_reason_name(TUTOR_DISCARD_KING_ACE_HONOUR), "discard-king-ace-honour");
    CHECK_STR(tutor_reason_name(TUTOR_DISCARD_FOUR), "discard-four");
    CHECK_STR(tutor_reason_name(TUTOR_MUST_CALL_ALLEGIANCE), "must-call-allegiance");
    CHECK_STR(tutor_reason_name(TUTOR_NO_ALLEGIANCE_CALL), "no-allegiance-call");
    tutor_options o = with("allegiance");
    tutor_reason why = {0};
    why.code = TUTOR_DISCARD_FOUR;
    CHECK_CONTAINS(sentence(&o, &why), "exactly four different cards");
    why.code = TUTOR_MUST_CALL_ALLEGIANCE;
    why.card = card_of("EVIL");
    CHECK_CONTAINS(sentence(&o, &why), "Evil is the first of Good and Evil played");
    why.code = TUTOR_NO_ALLEGIANCE_CALL;
    why.card = card_of("SK");
    CHECK_CONTAINS(sentence(&o, &why), "Only Good and Evil carry a call");
    CHECK_CONTAINS(sentence(&o, &why), "the King of Swords makes none");
}

static void test_start(void) {
    tutor_deal deal = deal_of(partners_pair, "T2 T3 T4 T5");
    tutor_hand hand;
    tutor_error error;
    tutor_options o = with("trumps");
    CHECK(begin(&hand, &o, &deal, 4, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    /* The dealer's four already in hand. */
    tutor_deal in_hand = deal;
    in_hand.hands[3] = tutor_set_or(in_hand.hands[3], in_hand.rest);
    in_hand.rest = tutor_set_empty();
    CHECK(begin(&hand, &o, &in_hand, 3, &error) == TUTOR_OK);
    CHECK_INT(tutor_set_size(tutor_hand_holding(&hand, 3)), 23);
    /* ... but not in another seat's. */
    CHECK(begin(&hand, &o, &in_hand, 2, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    tutor_deal twice = deal;
    twice.rest = set_of("T2 T3 T4 SK");
    CHECK(begin(&hand, &o, &twice, 3, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "duplicate-card");
    tutor_deal foreign = deal;
    foreign.rest.w[1] |= 1ull << 40;
    CHECK(begin(&hand, &o, &foreign, 3, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "unknown-card");
    tutor_deal three = deal;
    three.seats = 3;
    CHECK(begin(&hand, &o, &three, 3, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    tutor_options counting = with("allegiance");
    CHECK(tutor_options_set(game, &counting, "allegiance", "good", NULL) == TUTOR_OK);
    CHECK(begin(&hand, &counting, &deal, 3, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-option");
    tutor_options unset;
    tutor_options_init(&unset);
    CHECK(begin(&hand, &unset, &deal, 3, &error) == TUTOR_OK);
    /* A seeded deal is a hand's deal. */
    tutor_hand_start seeded;
    CHECK(tutor_hand_seeded_start(game, &o, 42, 1, &seeded, NULL) == TUTOR_OK);
    CHECK(tutor_hand_begin(&hand, game, &o, &seeded, &error) == TUTOR_OK);
    CHECK_INT(tutor_set_size(tutor_hand_holding(&hand, 1)), 23);
}

/* ---- random hands ------------------------------------------------------------------------ */

/* A card at random from a non-empty set. */
static tutor_card any_of(tutor_rng *rng, tutor_set cards) {
    int k = (int)tutor_rng_below(rng, (uint32_t)tutor_set_size(cards));
    tutor_card card;
    TUTOR_SET_FOREACH(card, cards) {
        if (k-- == 0) return card;
    }
    return tutor_set_first(cards);
}

static tutor_piedmont_call any_call(tutor_rng *rng, unsigned calls) {
    int choices[5], n = 0;
    for (int c = 0; c < 5; c++)
        if (calls & TUTOR_PIEDMONT_CALL_BIT(c)) choices[n++] = c;
    return (tutor_piedmont_call)choices[tutor_rng_below(rng, (uint32_t)n)];
}

#define EXPECT(cond, seed)                                                                         \
    do {                                                                                           \
        if (!(cond)) fprintf(stderr, "seed %llu: ", (unsigned long long)(seed));                   \
        CHECK(cond);                                                                               \
    } while (0)

typedef struct {
    int take_backs, forced, changes, reaffirms, paid, lost, kept;
} happenings;

/* The suits `side` scores in trick `trick` (-1: the call in force at the end), from the calls
 * made: "all the tricks so far played ... are scored according to the original allegiance call,
 * while all tricks after this are scored according to the new call". */
static tutor_piedmont_suits suits_in(const tutor_piedmont_hand *hand, int side, int trick) {
    if (hand->call_count == 0) return TUTOR_PIEDMONT_ALL_SUITS;
    const tutor_piedmont_called *in_force = &hand->calls[0];
    if (hand->call_count == 2 && (trick < 0 || trick >= hand->calls[1].trick))
        in_force = &hand->calls[1];
    return side == in_force->good_side ? TUTOR_PIEDMONT_GOOD_SUITS : TUTOR_PIEDMONT_EVIL_SUITS;
}

/* The points each partnership should have, found card by card: each card it ends with is worth
 * what the call in force in the trick it was played to gives (the discard: the last call), and
 * each trick a point. */
static int expected_points(const tutor_piedmont_hand *hand, const tutor_piedmont_score *score,
                           tutor_set ends_with, int side) {
    static const char *const counted[] = {"none", "good", "evil"};
    int points = score->tricks[side];
    tutor_card card;
    TUTOR_SET_FOREACH(card, ends_with) {
        int trick = -1;
        for (int t = 0; t < hand->play.tricks_done && trick < 0; t++)
            for (int i = 0; i < 4; i++)
                if (hand->play.tricks[t].cards[i] == card) trick = t;
        tutor_options o = hand->options;
        CHECK(tutor_options_set(game, &o, "allegiance", counted[suits_in(hand, side, trick)],
                                NULL) == TUTOR_OK);
        tutor_count_result r;
        CHECK(tutor_count(game, &o, &card, 1, &r, NULL) == TUTOR_OK);
        points += r.points;
    }
    return points;
}

/* Plays one seeded hand to its end with random legal moves; tries refused moves on the way
 * (each leaving the hand as it was) and checks every card is in one place throughout. */
static void random_hand(uint64_t seed, const char *good_evil, int thorough, happenings *seen,
                        tutor_hand *out) {
    tutor_rng rng;
    tutor_rng_seed(&rng, seed);
    tutor_options o = with(good_evil);
    int dealer = (int)(seed % 4);
    tutor_deal deal;
    CHECK(tutor_deal_seeded(game, &o, seed, dealer, &deal, NULL) == TUTOR_OK);
    static tutor_hand hand;
    CHECK(begin(&hand, &o, &deal, dealer, NULL) == TUTOR_OK);
    const tutor_piedmont_hand *state = STATE(hand);
    tutor_set legal = legal_cards(&hand, TUTOR_MOVE_DISCARD);
    for (int i = 0; i < 4; i++) {
        tutor_card card = any_of(&rng, legal);
        legal = tutor_set_remove(legal, card);
        CHECK(move(&hand, TUTOR_MOVE_DISCARD, card, 0, NULL, NULL) == TUTOR_OK);
        if (i < 3) CHECK(tutor_set_equal(legal_cards(&hand, TUTOR_MOVE_DISCARD), legal));
    }
    EXPECT(every_card_once(&hand), seed);
    while (state->phase == TUTOR_PIEDMONT_PLAYING) {
        int seat = tutor_hand_turn(&hand);
        tutor_set holding = tutor_hand_holding(&hand, seat);
        legal = legal_cards(&hand, TUTOR_MOVE_PLAY);
        EXPECT(!tutor_set_is_empty(legal), seed);
        tutor_set refused = tutor_set_minus(holding, legal);
        static tutor_hand before;
        before = hand;
        if (thorough) {
            /* Every card held: accepted exactly when legal (with a call it may take). */
            tutor_card card;
            TUTOR_SET_FOREACH(card, holding) {
                static tutor_hand trial;
                trial = hand;
                unsigned calls = tutor_set_has(legal, card)
                                     ? legal_calls(&hand, card)
                                     : TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_NO_CALL);
                tutor_status status =
                    move(&trial, TUTOR_MOVE_PLAY, card, any_call(&rng, calls), NULL, NULL);
                EXPECT((status == TUTOR_OK) == tutor_set_has(legal, card), seed);
            }
        }
        if (!tutor_set_is_empty(refused)) {
            tutor_reason why;
            tutor_error error;
            EXPECT(move(&hand, TUTOR_MOVE_PLAY, any_of(&rng, refused), TUTOR_PIEDMONT_NO_CALL,
                        &why, &error) == TUTOR_ERROR,
                   seed);
            EXPECT(why.code == TUTOR_MUST_FOLLOW || why.code == TUTOR_MUST_TRUMP ||
                       why.code == TUTOR_MUST_PLAY_PAIR,
                   seed);
            EXPECT(memcmp(&before, &hand, sizeof hand) == 0, seed);
        }
        tutor_card elsewhere = any_of(&rng, tutor_set_minus(tutor_set_range(80), holding));
        tutor_reason not_held;
        EXPECT(move(&hand, TUTOR_MOVE_PLAY, elsewhere, 0, &not_held, NULL) == TUTOR_ERROR &&
                   not_held.code == TUTOR_NOT_IN_HAND,
               seed);
        EXPECT(memcmp(&before, &hand, sizeof hand) == 0, seed);
        tutor_card card = any_of(&rng, legal);
        unsigned calls = legal_calls(&hand, card);
        if (calls != TUTOR_PIEDMONT_CALL_BIT(TUTOR_PIEDMONT_NO_CALL)) {
            tutor_reason why;
            EXPECT(move(&hand, TUTOR_MOVE_PLAY, card, TUTOR_PIEDMONT_NO_CALL, &why, NULL) ==
                           TUTOR_ERROR &&
                       why.code == TUTOR_MUST_CALL_ALLEGIANCE,
                   seed);
            EXPECT(memcmp(&before, &hand, sizeof hand) == 0, seed);
        }
        tutor_piedmont_call call = any_call(&rng, calls);
        tutor_error error;
        if (move(&hand, TUTOR_MOVE_PLAY, card, call, NULL, &error) != TUTOR_OK) {
            fprintf(stderr, "seed %llu: a legal card refused: %s\n", (unsigned long long)seed,
                    error.message);
            CHECK(0);
            return;
        }
        seen->changes += call == TUTOR_PIEDMONT_CHANGE;
        seen->reaffirms += call == TUTOR_PIEDMONT_REAFFIRM;
        EXPECT(every_card_once(&hand), seed);
        for (int s = 0; s < 4; s++) {
            int in_hand = tutor_set_size(tutor_hand_holding(&hand, s));
            EXPECT(in_hand >= 19 - state->play.tricks_done - 1 &&
                       in_hand <= 19 - state->play.tricks_done,
                   seed);
        }
    }
    EXPECT(state->play.tricks_done == 19, seed);
    seen->take_backs += state->answer.took_back;
    seen->forced += state->answer.trick >= 0 && !state->answer.took_back;
    seen->paid += state->fool == TUTOR_FOOL_PAID;
    seen->lost += state->fool == TUTOR_FOOL_LOST;
    seen->kept += state->fool == TUTOR_FOOL_KEPT;

    tutor_piedmont_score score = score_of(&hand);
    tutor_set counted[2];
    ends_with(state, counted);
    EXPECT(score.complete, seed);
    int sums[2] = {0, 0};
    for (int i = 0; i < score.line_count; i++) sums[score.lines[i].side] += score.lines[i].points;
    EXPECT(sums[0] == score.points[0] && sums[1] == score.points[1], seed);
    EXPECT(score.tricks[0] + score.tricks[1] == 19, seed);
    EXPECT(tutor_set_is_empty(tutor_set_and(counted[0], counted[1])), seed);
    EXPECT(tutor_set_equal(tutor_set_or(counted[0], counted[1]), tutor_set_range(80)), seed);
    for (int side = 0; side < 2; side++)
        EXPECT(score.points[side] == expected_points(state, &score, counted[side], side), seed);
    int total = score.points[0] + score.points[1];
    if (strcmp(good_evil, "trumps") == 0) {
        EXPECT(total == 167, seed);
        EXPECT(score.winner != TUTOR_PIEDMONT_NO_SIDE, seed);
        EXPECT(score.points[score.winner] >= 83, seed); /* "wins 83 points or more" */
    } else {
        EXPECT(total <= 167 && total >= 19 + 36, seed);
    }
    if (score.winner != TUTOR_PIEDMONT_NO_SIDE)
        EXPECT(score.difference == score.points[score.winner] - score.points[1 - score.winner],
               seed);
    if (out) *out = hand;
}

static void test_random_hands(void) {
    happenings seen[2];
    memset(seen, 0, sizeof seen);
    const char *options[2] = {"trumps", "allegiance"};
    for (uint64_t seed = 1; seed <= 3000; seed++)
        random_hand(seed, options[seed % 2], seed <= 100, &seen[seed % 2], NULL);
    /* Allegiance's every rule was met on the way. */
    CHECK(seen[1].take_backs > 0);
    CHECK(seen[1].forced > 0);
    CHECK(seen[1].changes > 0);
    CHECK(seen[1].reaffirms > 0);
    CHECK_INT(seen[0].take_backs + seen[0].forced + seen[0].changes + seen[0].reaffirms, 0);
    CHECK(seen[0].paid > 0 && seen[1].paid > 0);
    CHECK(seen[0].kept > 0);
}

int main(void) {
    game = tutor_game_find("piedmont-tarocchi");
    test_reasons();
    test_start();
    test_trumps_hand();
    test_allegiance_changed();
    test_allegiance_reaffirmed();
    test_fool_surrendered();
    test_partner_plays_the_other();
    test_take_back_the_lead();
    test_take_back_completing_the_trick();
    test_refusals();
    test_random_hands();
    return check_summary("test_piedmont_hand");
}
