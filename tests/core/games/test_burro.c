/*
 * Burro (shared/seeds/004): the Spanish packs of 40 and 48 cards, following, drawing and
 * passing in both variants, tricks of any size from the leader's card alone up to every
 * player, the sentences, whole hands played from crafted deals, the JSON requests, and
 * thousands of seeded hands for 2 to 8 players under every option, played with random legal
 * actions.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "check.h"

#include "api.h"
#include "cards.h" /* after check.h, whose CHECK it uses */
#include "rng.h"
#include "tutor.h"
#include "burro.h"

static tutor_options burro_options(const char *deck, const char *variant, const char *players) {
    tutor_options o;
    tutor_options_init(&o);
    if (deck) CHECK(tutor_options_set(game, &o, "deck", deck, NULL) == TUTOR_OK);
    if (variant) CHECK(tutor_options_set(game, &o, "variant", variant, NULL) == TUTOR_OK);
    if (players) CHECK(tutor_options_set(game, &o, "players", players, NULL) == TUTOR_OK);
    CHECK(tutor_options_complete(game, &o, TUTOR_FOR_PLAY, NULL) == TUTOR_OK);
    return o;
}

static tutor_card card_of(const char *code) {
    tutor_card card = 0;
    CHECK(tutor_card_parse(game, code, &card, NULL) == TUTOR_OK);
    return card;
}

/* Checks the whole choice: the playable cards, and whether drawing and passing are legal. */
static void check_choice(const tutor_options *o, const char *trick, const char *hand, int stock,
                         const char *cards, int may_draw, int must_pass, int line) {
    tutor_card t[8];
    int n = cards_of(trick, t);
    tutor_stock_choice c = tutor_stock_legal(game, o, t, n, set_of(hand), stock);
    if (!tutor_set_equal(c.cards, set_of(cards)) || c.may_draw != may_draw ||
        c.must_pass != must_pass)
        fprintf(stderr, "line %d: trick [%s], hand [%s], stock %d: not [%s] draw %d pass %d\n",
                line, trick, hand, stock, cards, may_draw, must_pass);
    CHECK(tutor_set_equal(c.cards, set_of(cards)));
    CHECK_INT(c.may_draw, may_draw);
    CHECK_INT(c.must_pass, must_pass);
    /* The stock-blind hook agrees on the cards. */
    CHECK(tutor_set_equal(tutor_legal(game, o, t, n, set_of(hand)), c.cards));
}
#define CHOICE(o, t, h, s, cards, draw, pass)                                                      \
    check_choice(&(o), t, h, s, cards, draw, pass, __LINE__)

static tutor_reason card_refusal(const tutor_options *o, const char *trick, const char *hand,
                                 int stock, const char *code) {
    tutor_card t[8];
    int n = cards_of(trick, t);
    return tutor_stock_refusal(game, o, t, n, set_of(hand), stock, card_of(code));
}

static tutor_reason action_refusal(const tutor_options *o, const char *trick, const char *hand,
                                   int stock, tutor_action action) {
    tutor_card t[8];
    int n = cards_of(trick, t);
    return tutor_stock_action_refusal(game, o, t, n, set_of(hand), stock, action);
}

static void test_cards(void) {
    tutor_options o40 = burro_options("40", NULL, NULL), o48 = burro_options("48", NULL, NULL);
    tutor_set p40 = tutor_pack(game, &o40), p48 = tutor_pack(game, &o48);
    CHECK_INT(tutor_set_size(p40), 40);
    CHECK_INT(tutor_set_size(p48), 48);
    CHECK(tutor_set_equal(tutor_set_and(p40, p48), p40));
    char code[TUTOR_CODE_MAX];
    tutor_card c;
    TUTOR_SET_FOREACH(c, p48) {
        tutor_card back;
        tutor_card_format(game, c, code);
        CHECK(tutor_card_parse(game, code, &back, NULL) == TUTOR_OK && back == c);
        int is_8_or_9 = (code[1] == '8' || code[1] == '9');
        CHECK_INT(tutor_set_has(p40, c), !is_8_or_9);
    }
    static const char *const valid[] = {"S1", "C7", "HJ", "DN", "SK", "H8", "D9"};
    for (size_t i = 0; i < sizeof valid / sizeof valid[0]; i++)
        CHECK(tutor_card_parse(game, valid[i], &c, NULL) == TUTOR_OK);
    /* The Spanish pack has no 10 (the Sota, Caballo and Rey are printed 10, 11, 12), no
     * Queen, no trumps and no Fool. */
    static const char *const invalid[] = {"S10", "HQ", "T1", "FOOL", "S0",  "S01",
                                          "X1",  "s1", "H",  "",     "6-4", "GOOD"};
    for (size_t i = 0; i < sizeof invalid / sizeof invalid[0]; i++)
        CHECK(tutor_card_parse(game, invalid[i], &c, NULL) == TUTOR_ERROR);
    CHECK(!tutor_set_has(p40, card_of("S8")));
    CHECK(tutor_set_has(p48, card_of("S8")));
    CHECK(!tutor_set_has(p40, card_of("D9")));
}

static void test_options(void) {
    tutor_options d = burro_options(NULL, NULL, NULL);
    /* Without `players`, a deal is for four and a trick may hold one card for each of the
     * most players, eight. */
    CHECK_INT(tutor_seats(game, &d), 4);
    CHECK_INT(tutor_trick_size(game, &d), 8);
    CHECK_INT(tutor_trick_min_size(game, &d), 1);
    CHECK_INT(tutor_set_size(tutor_pack(game, &d)), 40);
    CHECK(tutor_game_draws(game));
    CHECK(!tutor_game_draws(tutor_game_find("french-tarot")));
    CHECK_INT(tutor_trick_min_size(tutor_game_find("tapp-tarock"), NULL), 3);
    static const char *const counts[] = {"2", "3", "4", "5", "6", "7", "8"};
    for (int i = 0; i < 7; i++) {
        tutor_options o = burro_options(NULL, NULL, counts[i]);
        CHECK_INT(tutor_seats(game, &o), i + 2);
        CHECK_INT(tutor_trick_size(game, &o), i + 2);
    }
    tutor_options o;
    tutor_options_init(&o);
    tutor_error error;
    CHECK(tutor_options_set(game, &o, "players", "9", &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-option");
    CHECK(tutor_options_set(game, &o, "players", "1", &error) == TUTOR_ERROR);
    CHECK(tutor_options_set(game, &o, "deck", "52", &error) == TUTOR_ERROR);
    CHECK(tutor_options_set(game, &o, "variant", "italian", &error) == TUTOR_ERROR);
    CHECK(tutor_options_set(game, &o, "trump", "H", &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "unknown-option");
}

/* The public conformance cases' rules, and their neighbours. */
static void test_obligations(void) {
    tutor_options es40 = burro_options("40", "spanish", NULL);
    tutor_options es48 = burro_options("48", "spanish", NULL);
    tutor_options pt = burro_options("40", "portuguese", NULL);
    /* "players must follow suit" */
    CHOICE(es40, "H3", "H6 C6 SK", 10, "H6", 0, 0);
    CHOICE(es40, "H3", "H6 C6 SK", 0, "H6", 0, 0);
    /* "If they cannot, they must draw cards until they have a card of the led suit" */
    CHOICE(es40, "H3", "C6 SK", 10, "", 1, 0);
    CHOICE(es40, "H3", "C6 SK", 1, "", 1, 0);
    /* "If the draw pile runs out, the player simply passes." */
    CHOICE(es40, "H3", "C6 SK", 0, "", 0, 1);
    /* The leader plays any card, and never draws or passes. */
    CHOICE(es40, "", "C6 SK", 3, "C6 SK", 0, 0);
    CHOICE(es40, "", "C6 SK", 0, "C6 SK", 0, 0);
    CHOICE(pt, "", "C6 SK", 3, "C6 SK", 0, 0);
    /* Portugal: "players may continue to draw even after finding a card of the suit led" */
    CHOICE(pt, "D5", "D2 S4", 6, "D2", 1, 0);
    CHOICE(pt, "D5", "D2 S4", 0, "D2", 0, 0);
    CHOICE(pt, "D5", "C2 S4", 6, "", 1, 0);
    CHOICE(pt, "D5", "C2 S4", 0, "", 0, 1);
    CHOICE(es48, "C9", "C8 CN H9", 4, "C8 CN", 0, 0);
    /* Later in the trick the suit led is still the first card's. */
    CHOICE(es40, "H3 H7 HK", "S1 H1", 5, "H1", 0, 0);
    CHOICE(es40, "S2 S5", "H1 D1", 2, "", 1, 0);

    CHECK_INT(card_refusal(&es40, "H3", "H6 C6 SK", 10, "C6").code, TUTOR_MUST_FOLLOW);
    CHECK_INT(card_refusal(&es40, "H3", "C6 SK", 10, "SK").code, TUTOR_MUST_DRAW);
    CHECK_INT(card_refusal(&es40, "H3", "C6 SK", 0, "SK").code, TUTOR_MUST_PASS);
    CHECK_INT(card_refusal(&es40, "H3", "C6 SK", 0, "D1").code, TUTOR_NOT_IN_HAND);
    CHECK_INT(card_refusal(&es40, "H3", "H6 C6", 0, "H6").code, TUTOR_REASON_NONE);
    CHECK_INT(card_refusal(&pt, "D5", "D2 S4", 6, "S4").code, TUTOR_MUST_FOLLOW);
    CHECK_INT(card_refusal(&pt, "D5", "C2 S4", 6, "S4").code, TUTOR_MUST_DRAW);
    /* The stock-blind hook asks a hand that cannot follow to draw, the rule's first duty. */
    tutor_card t[1];
    cards_of("H3", t);
    CHECK_INT(tutor_refusal(game, &es40, t, 1, set_of("C6 SK"), card_of("C6")).code,
              TUTOR_MUST_DRAW);

    CHECK_INT(action_refusal(&es40, "", "C6 SK", 3, TUTOR_ACTION_DRAW).code, TUTOR_MUST_LEAD);
    CHECK_INT(action_refusal(&es40, "", "C6 SK", 0, TUTOR_ACTION_PASS).code, TUTOR_MUST_LEAD);
    CHECK_INT(action_refusal(&es40, "H3", "H6 C6", 10, TUTOR_ACTION_DRAW).code, TUTOR_MUST_FOLLOW);
    CHECK_INT(action_refusal(&es40, "H3", "H6 C6", 0, TUTOR_ACTION_PASS).code, TUTOR_MUST_FOLLOW);
    CHECK_INT(action_refusal(&es40, "H3", "C6", 10, TUTOR_ACTION_PASS).code, TUTOR_MUST_DRAW);
    CHECK_INT(action_refusal(&es40, "H3", "C6", 10, TUTOR_ACTION_DRAW).code, TUTOR_REASON_NONE);
    CHECK_INT(action_refusal(&es40, "H3", "C6", 0, TUTOR_ACTION_DRAW).code, TUTOR_MUST_PASS);
    CHECK_INT(action_refusal(&es40, "H3", "C6", 0, TUTOR_ACTION_PASS).code, TUTOR_REASON_NONE);
    CHECK_INT(action_refusal(&pt, "D5", "D2", 6, TUTOR_ACTION_DRAW).code, TUTOR_REASON_NONE);
    CHECK_INT(action_refusal(&pt, "D5", "D2", 0, TUTOR_ACTION_DRAW).code, TUTOR_MUST_FOLLOW);
    CHECK_INT(action_refusal(&pt, "D5", "D2", 6, TUTOR_ACTION_PASS).code, TUTOR_MUST_FOLLOW);

    /* The answer depends on the stock only for a follower who cannot follow, or in Portugal. */
    tutor_card h3[1];
    cards_of("H3", h3);
    CHECK(!tutor_stock_matters(game, &es40, h3, 0, set_of("C6")));
    CHECK(!tutor_stock_matters(game, &es40, h3, 1, set_of("H6 C6")));
    CHECK(tutor_stock_matters(game, &es40, h3, 1, set_of("C6")));
    CHECK(tutor_stock_matters(game, &pt, h3, 1, set_of("H6 C6")));
    CHECK(!tutor_stock_matters(game, &pt, h3, 0, set_of("H6 C6")));
}

static void test_winners(void) {
    tutor_options es40 = burro_options("40", "spanish", NULL);
    tutor_options es48 = burro_options("48", "spanish", NULL);
    tutor_options pt = burro_options("40", "portuguese", NULL);
    /* "Cards are ranked King high down to Ace low." */
    CHECK_INT(winner_of(&es40, "S4 SK SN"), 1);
    CHECK_INT(winner_of(&es40, "H1 H7"), 1);
    CHECK_INT(winner_of(&es48, "D7 D8 D9 D6"), 2);
    CHECK_INT(winner_of(&es48, "CJ C9"), 0);
    CHECK_INT(winner_of(&pt, "SN SJ S5"), 0);
    CHECK_INT(winner_of(&es40, "HJ HN HK H7"), 2);
    CHECK_INT(winner_of(&es40, "H2 H1"), 0);
    /* The leader's card alone, when every other player passed. */
    CHECK_INT(winner_of(&es40, "D3"), 0);
    /* "Tricks are won by the highest card of the led suit": a card of another suit (which
     * play never produces) cannot win. */
    CHECK_INT(winner_of(&es40, "H2 SK"), 0);
    tutor_reason why;
    winner_why(&es40, "S4 SK SN", &why);
    CHECK_INT(why.code, TUTOR_WINS_HIGHEST_OF_SUIT_LED);
    CHECK_STR(tutor_reason_name(why.code), "highest-of-suit-led");

    /* "Burro" has no card points: count answers 0 for any pile. */
    tutor_card pile[48];
    int n = cards_of("SK SN SJ S1 H7 D2", pile);
    tutor_count_result r;
    CHECK(tutor_count(game, &es40, pile, n, &r, NULL) == TUTOR_OK);
    CHECK_INT(r.points, 0);
    CHECK_INT(r.extra, 0);
    CHECK(tutor_game_count_extra(game) == NULL);
}

static void test_sentences(void) {
    tutor_options es40 = burro_options("40", "spanish", NULL);
    tutor_options pt = burro_options("40", "portuguese", NULL);
    tutor_reason why = card_refusal(&es40, "H3", "H6 C6 SK", 10, "SK");
    const char *text = sentence(&es40, &why);
    CHECK_CONTAINS(text, "The 3 of Copas set the suit to Copas");
    CHECK_CONTAINS(text, "You hold the 6 of Copas, a card of Copas, so you must follow Copas");
    CHECK_CONTAINS(text, "may not play the Rey of Espadas");
    why = card_refusal(&es40, "H3", "C6 SK", 10, "C6");
    text = sentence(&es40, &why);
    CHECK_CONTAINS(text, "You hold no Copas and the stock is not empty, so you must draw");
    CHECK_CONTAINS(text, "may not play the 6 of Bastos");
    why = card_refusal(&es40, "D1", "CN SJ", 0, "SJ");
    text = sentence(&es40, &why);
    CHECK_CONTAINS(text, "The As of Oros set the suit to Oros");
    CHECK_CONTAINS(text, "the stock is empty, so you pass this trick");
    CHECK_CONTAINS(text, "may not play the Sota of Espadas");
    why = card_refusal(&es40, "D1", "CN SJ", 0, "CN");
    CHECK_CONTAINS(sentence(&es40, &why), "the Caballo of Bastos");
    why = action_refusal(&es40, "H3", "H6 C6", 10, TUTOR_ACTION_DRAW);
    text = sentence(&es40, &why);
    CHECK_CONTAINS(text, "you must follow Copas and may not draw from the stock.");
    why = action_refusal(&es40, "H3", "C6", 10, TUTOR_ACTION_PASS);
    CHECK_CONTAINS(sentence(&es40, &why), "so you must draw from it until you can follow Copas, "
                                          "and may not pass.");
    why = action_refusal(&es40, "H3", "C6", 0, TUTOR_ACTION_DRAW);
    CHECK_CONTAINS(sentence(&es40, &why), "the stock is empty, so you pass this trick and may not "
                                          "draw from the stock.");
    why = action_refusal(&pt, "", "C6", 5, TUTOR_ACTION_DRAW);
    CHECK_CONTAINS(sentence(&pt, &why), "You lead this trick");
    CHECK_CONTAINS(sentence(&pt, &why), "may not draw from the stock.");
    winner_why(&es40, "S4 SK SN", &why);
    text = sentence(&es40, &why);
    CHECK_CONTAINS(text, "The Rey of Espadas wins: the 4 of Espadas set the suit to Espadas;");
    CHECK(strstr(text, "trump") == NULL); /* no trumps in Burro, so no word of them */
}

static void test_deal(void) {
    static const char *const counts[] = {"2", "3", "4", "5", "6", "7", "8"};
    for (int p = 0; p < 7; p++)
        for (int d = 0; d < 2; d++)
            for (int v = 0; v < 2; v++) {
                tutor_options o =
                    burro_options(d ? "48" : "40", v ? "portuguese" : "spanish", counts[p]);
                int players = p + 2, size = v ? 5 : 4, pack = d ? 48 : 40;
                tutor_deal deal;
                CHECK(tutor_deal_seeded(game, &o, 7, players - 1, &deal, NULL) == TUTOR_OK);
                CHECK_INT(deal.seats, players);
                tutor_set all = deal.rest;
                for (int s = 0; s < players; s++) {
                    CHECK_INT(tutor_set_size(deal.hands[s]), size);
                    CHECK(tutor_set_is_empty(tutor_set_and(all, deal.hands[s])));
                    all = tutor_set_or(all, deal.hands[s]);
                }
                CHECK_INT(tutor_set_size(deal.rest), pack - players * size);
                CHECK(tutor_set_equal(all, tutor_pack(game, &o)));
            }
}

/* ---- whole hands ---------------------------------------------------------------------- */

static const tutor_burro_hand *state(const tutor_hand *hand) {
    return (const tutor_burro_hand *)(const void *)hand->state.bytes;
}

/* The seat after the dealer leads: `leader` leads a deal by the seat before it. */
static tutor_hand_start dealt(const char *const *hands, int seats, const char *stock, int leader) {
    tutor_hand_start at;
    memset(&at, 0, sizeof at);
    at.dealer = (leader + seats - 1) % seats;
    at.deal.seats = seats;
    for (int s = 0; s < seats; s++) at.deal.hands[s] = set_of(hands[s]);
    at.order_count = cards_of(stock, at.order);
    at.deal.rest = set_of(stock);
    return at;
}

static tutor_hand start(const tutor_options *o, const char *const *hands, int seats,
                        const char *stock, int leader) {
    tutor_hand_start at = dealt(hands, seats, stock, leader);
    tutor_hand hand;
    tutor_error error;
    CHECK(tutor_hand_begin(&hand, game, o, &at, &error) == TUTOR_OK);
    return hand;
}

static tutor_status apply(tutor_hand *hand, tutor_move_kind kind, tutor_card card,
                          tutor_reason *why, tutor_error *error) {
    tutor_move move = {(uint8_t)kind, card, 0};
    return tutor_hand_apply(hand, move, why, error);
}

/* Whether a refusal left the hand as it was, byte for byte. */
static int unchanged(const tutor_hand *before, const tutor_hand *after) {
    return memcmp(before, after, offsetof(tutor_hand, state) + sizeof(tutor_burro_hand)) == 0;
}

/* The legal moves: the cards that may be played, and whether drawing and passing are among
 * them. */
static tutor_stock_choice legal_moves(const tutor_hand *hand) {
    tutor_move moves[TUTOR_MAX_MOVES];
    int n = tutor_hand_legal(hand, moves);
    tutor_stock_choice c = {tutor_set_empty(), 0, 0};
    for (int i = 0; i < n; i++) {
        if (moves[i].kind == TUTOR_MOVE_PLAY) c.cards = tutor_set_add(c.cards, moves[i].card);
        c.may_draw |= moves[i].kind == TUTOR_MOVE_DRAW;
        c.must_pass |= moves[i].kind == TUTOR_MOVE_PASS;
    }
    return c;
}

static int stock_left(const tutor_hand *hand) {
    tutor_view view;
    tutor_hand_view(hand, 0, &view);
    return view.hidden_aside;
}

/* A refused action fails with its reason and leaves the hand exactly as it was. */
static void check_refused(tutor_hand *hand, tutor_move_kind kind, const char *card,
                          tutor_reason_code expected) {
    tutor_hand before = *hand;
    tutor_reason why;
    tutor_error error;
    CHECK(apply(hand, kind, card ? card_of(card) : 0, &why, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "illegal-action");
    CHECK_INT(why.code, expected);
    CHECK(unchanged(&before, hand));
}

static void play(tutor_hand *hand, const char *card) {
    CHECK(apply(hand, TUTOR_MOVE_PLAY, card_of(card), NULL, NULL) == TUTOR_OK);
}

/* Draws, and checks that the card drawn is `card`. */
static void draw(tutor_hand *hand, const char *card) {
    int seat = tutor_hand_turn(hand);
    tutor_set before = tutor_hand_holding(hand, seat);
    CHECK(apply(hand, TUTOR_MOVE_DRAW, 0, NULL, NULL) == TUTOR_OK);
    if (card)
        CHECK(tutor_set_equal(tutor_hand_holding(hand, seat),
                              tutor_set_add(before, card_of(card))));
}

static void test_crafted_hands(void) {
    tutor_options three = burro_options("40", "spanish", "3");
    /* Seat 0 leads its last card and drops out; seat 2 draws into the suit and wins. */
    static const char *const a[] = {"H3", "H5 C2", "S1 S2"};
    tutor_hand hand = start(&three, a, 3, "H7 C4", 0);
    const tutor_burro_hand *h = state(&hand);
    CHECK_INT(tutor_hand_turn(&hand), 0);
    CHECK_INT(stock_left(&hand), 2);
    check_refused(&hand, TUTOR_MOVE_DRAW, NULL, TUTOR_MUST_LEAD);
    check_refused(&hand, TUTOR_MOVE_PASS, NULL, TUTOR_MUST_LEAD);
    check_refused(&hand, TUTOR_MOVE_PLAY, "C2", TUTOR_NOT_IN_HAND);
    play(&hand, "H3");
    CHECK_INT(tutor_hand_turn(&hand), 1);
    check_refused(&hand, TUTOR_MOVE_PLAY, "C2", TUTOR_MUST_FOLLOW);
    check_refused(&hand, TUTOR_MOVE_DRAW, NULL, TUTOR_MUST_FOLLOW);
    play(&hand, "H5");
    CHECK_INT(tutor_hand_turn(&hand), 2);
    check_refused(&hand, TUTOR_MOVE_PLAY, "S1", TUTOR_MUST_DRAW);
    check_refused(&hand, TUTOR_MOVE_PASS, NULL, TUTOR_MUST_DRAW);
    draw(&hand, "H7");
    CHECK_INT(tutor_hand_turn(&hand), 2); /* the drawer keeps the turn */
    check_refused(&hand, TUTOR_MOVE_DRAW, NULL, TUTOR_MUST_FOLLOW);
    play(&hand, "H7");
    CHECK_INT(h->tricks_done, 1);
    CHECK_INT(h->tricks[0].winner, 2);
    CHECK_INT(h->tricks[0].count, 3);
    CHECK(tutor_set_equal(h->piles[2], set_of("H3 H5 H7")));
    CHECK_INT(tutor_hand_turn(&hand), 2); /* "that player leads a card to the next trick" */
    play(&hand, "S2");
    /* Seat 0 has dropped out: seat 1 is next, draws the last card and still cannot follow. */
    CHECK_INT(tutor_hand_turn(&hand), 1);
    draw(&hand, "C4");
    check_refused(&hand, TUTOR_MOVE_DRAW, NULL, TUTOR_MUST_PASS);
    check_refused(&hand, TUTOR_MOVE_PLAY, "C4", TUTOR_MUST_PASS);
    tutor_stock_choice c = legal_moves(&hand);
    CHECK(tutor_set_is_empty(c.cards) && !c.may_draw && c.must_pass);
    CHECK(apply(&hand, TUTOR_MOVE_PASS, 0, NULL, NULL) == TUTOR_OK);
    /* A trick of the leader's card alone. */
    CHECK_INT(h->tricks_done, 2);
    CHECK_INT(h->tricks[1].count, 1);
    CHECK_INT(h->tricks[1].winner, 2);
    CHECK_INT(tutor_hand_turn(&hand), 2);
    play(&hand, "S1");
    /* Seat 2 is out; only seat 1 holds cards: the hand is over and seat 1 takes the letter. */
    CHECK_INT(tutor_hand_turn(&hand), TUTOR_NO_SEAT);
    CHECK_INT(h->burro, 1);
    CHECK(tutor_set_equal(tutor_hand_holding(&hand, 1), set_of("C2 C4")));
    CHECK_INT(h->current.count, 1);
    check_refused(&hand, TUTOR_MOVE_PLAY, "C2", TUTOR_HAND_OVER);
    check_refused(&hand, TUTOR_MOVE_DRAW, NULL, TUTOR_HAND_OVER);
    tutor_hand_score score;
    CHECK(tutor_hand_scored(&hand, &score, NULL) == TUTOR_OK);
    CHECK_INT(score.scored, 1);
    CHECK_INT(score.line_count, 1);
    CHECK_INT(score.lines[0].seat, 1);
    CHECK_INT(score.returns[1], -2);
    CHECK_INT(score.returns[0], 1);

    /* A winner who has just played their last card: the next seat holding cards leads. */
    static const char *const b[] = {"HK", "H1 S3", "H2 S4"};
    hand = start(&three, b, 3, "", 0);
    play(&hand, "HK");
    play(&hand, "H1");
    play(&hand, "H2");
    CHECK_INT(h->tricks[0].winner, 0);
    CHECK(tutor_set_equal(h->piles[0], set_of("HK H1 H2")));
    CHECK_INT(h->current.leader, 1);
    CHECK_INT(tutor_hand_turn(&hand), 1);
    play(&hand, "S3");
    CHECK_INT(tutor_hand_turn(&hand), TUTOR_NO_SEAT);
    CHECK_INT(h->burro, 2);

    /* Portugal: drawing by choice while holding the suit led. */
    tutor_options pt = burro_options("40", "portuguese", "2");
    static const char *const p[] = {"D5 S1", "D2 S4"};
    hand = start(&pt, p, 2, "C1 D7", 0);
    play(&hand, "D5");
    c = legal_moves(&hand);
    CHECK(tutor_set_equal(c.cards, set_of("D2")) && c.may_draw && !c.must_pass);
    draw(&hand, NULL);
    draw(&hand, NULL);
    c = legal_moves(&hand);
    CHECK(tutor_set_equal(c.cards, set_of("D2 D7")) && !c.may_draw && !c.must_pass);
    check_refused(&hand, TUTOR_MOVE_DRAW, NULL, TUTOR_MUST_FOLLOW);
    play(&hand, "D7");
    CHECK_INT(h->tricks[0].winner, 1);
    CHECK_INT(tutor_hand_turn(&hand), 1);

    /* Bad starts. */
    static const char *const twice[] = {"H1", "H1 H2", ""};
    tutor_hand bad;
    tutor_error error;
    tutor_hand_start at = dealt(twice, 3, "", 0);
    CHECK(tutor_hand_begin(&bad, game, &three, &at, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "duplicate-card");
    static const char *const foreign[] = {"H1", "H8", ""};
    at = dealt(foreign, 3, "", 0);
    CHECK(tutor_hand_begin(&bad, game, &three, &at, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "unknown-card");
    static const char *const one_each[] = {"H1", "H2", ""};
    at = dealt(one_each, 3, "", 2);
    CHECK(tutor_hand_begin(&bad, game, &three, &at, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "bad-field");
    at = dealt(one_each, 3, "H2", 0);
    CHECK(tutor_hand_begin(&bad, game, &three, &at, &error) == TUTOR_ERROR);
    CHECK_STR(error.code, "duplicate-card");
    static const char *const four[] = {"H1", "H2", "", ""};
    at = dealt(four, 4, "", 0);
    CHECK(tutor_hand_begin(&bad, game, &three, &at, &error) == TUTOR_ERROR);
    CHECK(tutor_hand_seeded_start(game, &three, 1, 3, &at, &error) == TUTOR_ERROR);
}

/* ---- random hands --------------------------------------------------------------------- */

/* Every card of the pack in exactly one place: a hand, the stock, the trick or a pile. */
static void check_places(const tutor_burro_hand *h, tutor_set pack) {
    tutor_set all = tutor_set_empty();
    int total = 0;
    for (int s = 0; s < h->players; s++) {
        CHECK(tutor_set_is_empty(tutor_set_and(all, h->hands[s])));
        all = tutor_set_or(all, h->hands[s]);
        CHECK(tutor_set_is_empty(tutor_set_and(all, h->piles[s])));
        all = tutor_set_or(all, h->piles[s]);
        total += tutor_set_size(h->hands[s]) + tutor_set_size(h->piles[s]);
    }
    for (int i = h->stock_drawn; i < h->stock_count; i++) all = tutor_set_add(all, h->stock[i]);
    for (int i = 0; i < h->current.count; i++) all = tutor_set_add(all, h->current.cards[i]);
    total += h->stock_count - h->stock_drawn + h->current.count;
    CHECK(tutor_set_equal(all, pack));
    CHECK_INT(total, tutor_set_size(pack));
}

/* The hand's legal moves are the trick's with the stock's size, and legal and refusal agree,
 * card by card and for drawing and passing. */
static void check_agreement(const tutor_burro_hand *h, tutor_stock_choice c) {
    tutor_set hand = h->hands[h->turn];
    int stock = h->stock_count - h->stock_drawn;
    const tutor_card *t = h->current.cards;
    int n = h->current.count;
    tutor_stock_choice asked = tutor_stock_legal(game, &h->options, t, n, hand, stock);
    CHECK(tutor_set_equal(asked.cards, c.cards));
    CHECK_INT(asked.may_draw, c.may_draw);
    CHECK_INT(asked.must_pass, c.must_pass);
    tutor_card card;
    TUTOR_SET_FOREACH(card, hand) {
        tutor_reason why = tutor_stock_refusal(game, &h->options, t, n, hand, stock, card);
        CHECK_INT(why.code == TUTOR_REASON_NONE, tutor_set_has(c.cards, card));
        if (why.code != TUTOR_REASON_NONE)
            CHECK(why.code == TUTOR_MUST_FOLLOW || why.code == TUTOR_MUST_DRAW ||
                  why.code == TUTOR_MUST_PASS);
    }
    CHECK(tutor_set_equal(tutor_set_and(c.cards, hand), c.cards));
    tutor_reason draw =
        tutor_stock_action_refusal(game, &h->options, t, n, hand, stock, TUTOR_ACTION_DRAW);
    tutor_reason pass =
        tutor_stock_action_refusal(game, &h->options, t, n, hand, stock, TUTOR_ACTION_PASS);
    CHECK_INT(draw.code == TUTOR_REASON_NONE, c.may_draw);
    CHECK_INT(pass.code == TUTOR_REASON_NONE, c.must_pass);
    /* Something is always allowed, and passing only when nothing else is. */
    CHECK(!tutor_set_is_empty(c.cards) || c.may_draw || c.must_pass);
    if (c.must_pass) CHECK(tutor_set_is_empty(c.cards) && !c.may_draw);
    if (c.may_draw) CHECK(stock > 0);
}

static tutor_card nth(tutor_set s, int k) {
    tutor_card card = tutor_set_first(s);
    while (k-- > 0) {
        s = tutor_set_remove(s, card);
        card = tutor_set_first(s);
    }
    return card;
}

/* Refused actions leave the hand as it was. */
static void check_refusals(tutor_hand *hand, tutor_stock_choice c, tutor_rng *rng) {
    tutor_hand before = *hand;
    tutor_set refused = tutor_set_minus(tutor_hand_holding(hand, tutor_hand_turn(hand)), c.cards);
    if (!tutor_set_is_empty(refused)) {
        uint32_t size = (uint32_t)tutor_set_size(refused);
        tutor_card card = nth(refused, (int)tutor_rng_below(rng, size));
        tutor_reason why;
        CHECK(apply(hand, TUTOR_MOVE_PLAY, card, &why, NULL) == TUTOR_ERROR);
        CHECK(why.code != TUTOR_REASON_NONE);
        CHECK(unchanged(&before, hand));
    }
    if (!c.may_draw) {
        CHECK(apply(hand, TUTOR_MOVE_DRAW, 0, NULL, NULL) == TUTOR_ERROR);
        CHECK(unchanged(&before, hand));
    }
    if (!c.must_pass) {
        CHECK(apply(hand, TUTOR_MOVE_PASS, 0, NULL, NULL) == TUTOR_ERROR);
        CHECK(unchanged(&before, hand));
    }
}

static int random_hand(const tutor_options *o, uint64_t seed, int *actions_out) {
    int players = tutor_seats(game, o);
    tutor_set pack = tutor_pack(game, o);
    int dealer = (int)(seed % (uint64_t)players);
    tutor_hand_start at;
    CHECK(tutor_hand_seeded_start(game, o, seed, dealer, &at, NULL) == TUTOR_OK);
    tutor_hand hand;
    CHECK(tutor_hand_begin(&hand, game, o, &at, NULL) == TUTOR_OK);
    const tutor_burro_hand *h = state(&hand);
    CHECK_INT(h->turn, (dealer + 1) % players);
    tutor_rng rng;
    tutor_rng_seed(&rng, seed * 7919u + 13u);
    int actions = 0;
    int tricks_seen = 0;
    check_places(h, pack);
    while (h->turn != TUTOR_NO_SEAT && actions < 5000) {
        CHECK(!tutor_set_is_empty(h->hands[h->turn]));
        tutor_stock_choice c = legal_moves(&hand);
        check_agreement(h, c);
        /* Now and then, an action the rules refuse: it must leave the hand unchanged. */
        if (tutor_rng_below(&rng, 4) == 0) check_refusals(&hand, c, &rng);
        int choices = tutor_set_size(c.cards) + c.may_draw + c.must_pass;
        int pick = (int)tutor_rng_below(&rng, (uint32_t)choices);
        int seat = h->turn;
        if (pick < tutor_set_size(c.cards)) {
            CHECK(apply(&hand, TUTOR_MOVE_PLAY, nth(c.cards, pick), NULL, NULL) == TUTOR_OK);
        } else if (c.may_draw) {
            int before = tutor_set_size(h->hands[seat]);
            CHECK(apply(&hand, TUTOR_MOVE_DRAW, 0, NULL, NULL) == TUTOR_OK);
            CHECK_INT(tutor_set_size(h->hands[seat]), before + 1);
            CHECK_INT(h->turn, seat);
        } else {
            CHECK(apply(&hand, TUTOR_MOVE_PASS, 0, NULL, NULL) == TUTOR_OK);
        }
        actions++;
        check_places(h, pack);
        if (h->tricks_done > tricks_seen) {
            /* The trick just finished: the winner leads, or when the winner has just played
             * their last card, the next seat after them still holding cards. */
            const tutor_trick *t = &h->tricks[h->tricks_done - 1];
            int leader = t->winner;
            while (tutor_set_is_empty(h->hands[leader])) leader = (leader + 1) % players;
            CHECK_INT(h->current.leader, leader);
            CHECK_INT(h->turn, leader);
            CHECK_INT(h->current.count, 0);
        }
        for (; tricks_seen < h->tricks_done; tricks_seen++) {
            const tutor_trick *t = &h->tricks[tricks_seen];
            /* Nobody discards: every card after the lead is of the suit led, and the winner
             * played the highest of them (card numbers rise with rank within a suit). */
            CHECK(t->count >= 1 && t->count <= players);
            int best = 0;
            for (int i = 1; i < t->count; i++) {
                CHECK_INT(t->cards[i] / 14, t->cards[0] / 14);
                if (t->cards[i] > t->cards[best]) best = i;
            }
            CHECK_INT(t->winner, t->seats[best]);
            CHECK(tutor_set_has(h->piles[t->winner], t->cards[0]));
        }
    }
    CHECK(h->turn == TUTOR_NO_SEAT);
    /* Exactly one player is left holding cards, and takes the letter. */
    int holders = 0, last = TUTOR_NO_SEAT;
    for (int s = 0; s < players; s++)
        if (!tutor_set_is_empty(h->hands[s])) {
            holders++;
            last = s;
        }
    CHECK_INT(holders, 1);
    CHECK_INT(h->burro, last);
    CHECK(h->tricks_done <= TUTOR_BURRO_MAX_TRICKS);
    *actions_out += actions;
    return h->burro;
}

static void test_random_hands(void) {
    static const char *const counts[] = {"2", "3", "4", "5", "6", "7", "8"};
    int hands = 0, actions = 0;
    for (int p = 0; p < 7; p++)
        for (int d = 0; d < 2; d++)
            for (int v = 0; v < 2; v++) {
                tutor_options o =
                    burro_options(d ? "48" : "40", v ? "portuguese" : "spanish", counts[p]);
                int letters[TUTOR_MAX_SEATS] = {0};
                for (uint64_t seed = 0; seed < 300; seed++) {
                    uint64_t mixed = seed * 31u + (uint64_t)(p * 4 + d * 2 + v);
                    int burro = random_hand(&o, mixed, &actions);
                    if (burro >= 0 && burro < TUTOR_MAX_SEATS) letters[burro]++;
                    hands++;
                }
                /* Over many hands, more than one seat ends up the burro. */
                int seats_hit = 0;
                for (int s = 0; s < p + 2; s++) seats_hit += letters[s] > 0;
                CHECK(seats_hit > 1);
            }
    printf("random hands: %d hands, %d actions\n", hands, actions);
}

/* ---- the JSON requests ---------------------------------------------------------------- */

static cJSON *ask(const char *request) {
    char *text = tutor_api_handle(request, strlen(request));
    cJSON *answer = cJSON_Parse(text);
    free(text);
    CHECK(answer != NULL);
    return answer;
}

static const char *error_code(cJSON *answer) {
    return cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetObjectItem(answer, "error"), "code"));
}

/* The strings of a response's `legal`, joined by spaces in the order given. */
static const char *legal_list(cJSON *answer) {
    static char joined[200];
    joined[0] = '\0';
    const cJSON *item;
    cJSON_ArrayForEach(item, cJSON_GetObjectItem(answer, "legal")) {
        size_t used = strlen(joined);
        snprintf(joined + used, sizeof joined - used, "%s%s", used ? " " : "", item->valuestring);
    }
    return joined;
}

static void test_api(void) {
    cJSON *r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"H3\"],"
                   "\"hand\":[\"C6\",\"SK\"],\"stock\":10}");
    CHECK_STR(legal_list(r), "draw");
    cJSON *illegal = cJSON_GetObjectItem(r, "illegal");
    CHECK_INT(cJSON_GetArraySize(illegal), 2);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetArrayItem(illegal, 0), "reason")),
              "must-draw");
    cJSON_Delete(r);
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"H3\"],\"hand\":[\"C6\"],"
            "\"stock\":0}");
    CHECK_STR(legal_list(r), "pass");
    illegal = cJSON_GetObjectItem(r, "illegal");
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetArrayItem(illegal, 0), "reason")),
              "must-pass");
    CHECK_CONTAINS(
        cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetArrayItem(illegal, 0), "text")),
        "the 6 of Bastos");
    cJSON_Delete(r);
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"options\":{\"variant\":\"portuguese\"},"
            "\"trick\":[\"D5\"],\"hand\":[\"D2\",\"S4\"],\"stock\":6}");
    CHECK_STR(legal_list(r), "D2 draw");
    cJSON_Delete(r);
    /* `stock` is required only when the answer depends on it. */
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"H3\"],\"hand\":[\"C6\"]}");
    CHECK_STR(error_code(r), "missing-field");
    CHECK_CONTAINS(
        cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetObjectItem(r, "error"), "message")),
        "\"stock\"");
    cJSON_Delete(r);
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"options\":{\"variant\":\"portuguese\"},"
            "\"trick\":[\"H3\"],\"hand\":[\"H6\"]}");
    CHECK_STR(error_code(r), "missing-field");
    cJSON_Delete(r);
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"H3\"],\"hand\":[\"H6\",\"C1\"]}");
    CHECK_STR(legal_list(r), "H6");
    cJSON_Delete(r);
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[],\"hand\":[\"H6\",\"C1\"]}");
    CHECK_STR(legal_list(r), "C1 H6");
    cJSON_Delete(r);
    static const char *const bad_stock[] = {"-1", "2.5", "\"3\"", "38", "true"};
    for (size_t i = 0; i < sizeof bad_stock / sizeof bad_stock[0]; i++) {
        char request[200];
        snprintf(request, sizeof request,
                 "{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"H3\"],"
                 "\"hand\":[\"C6\",\"S1\"],\"stock\":%s}",
                 bad_stock[i]);
        r = ask(request);
        CHECK_STR(error_code(r), "bad-field");
        cJSON_Delete(r);
    }
    /* 40 cards less the hand and the trick: the most the stock can hold. */
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"H3\"],"
            "\"hand\":[\"C6\",\"S1\"],\"stock\":38}");
    CHECK_STR(error_code(r), "bad-field");
    cJSON_Delete(r);
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"H3\"],"
            "\"hand\":[\"C6\",\"S1\"],\"stock\":37}");
    CHECK_STR(legal_list(r), "draw");
    cJSON_Delete(r);
    /* Card codes per deck. */
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"H8\"],\"hand\":[\"C6\"],"
            "\"stock\":1}");
    CHECK_STR(error_code(r), "unknown-card");
    cJSON_Delete(r);
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"options\":{\"deck\":48},"
            "\"trick\":[\"H8\"],\"hand\":[\"H9\"],\"stock\":1}");
    CHECK_STR(legal_list(r), "H9");
    cJSON_Delete(r);
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"HQ\"],\"hand\":[\"C6\"],"
            "\"stock\":1}");
    CHECK_STR(error_code(r), "unknown-card");
    cJSON_Delete(r);
    /* A full trick leaves nobody to play. */
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"options\":{\"players\":2},"
            "\"trick\":[\"H3\",\"H4\"],\"hand\":[\"C6\"],\"stock\":1}");
    CHECK_STR(error_code(r), "bad-field");
    cJSON_Delete(r);
    /* Winner: from the leader's card alone up to one card per player. */
    r = ask("{\"op\":\"winner\",\"game\":\"burro\",\"trick\":[\"S4\",\"SK\",\"SN\"]}");
    CHECK_INT(cJSON_GetNumberValue(cJSON_GetObjectItem(r, "winner")), 1);
    CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(r, "reason")), "highest-of-suit-led");
    CHECK_CONTAINS(cJSON_GetStringValue(cJSON_GetObjectItem(r, "text")), "the Rey of Espadas");
    cJSON_Delete(r);
    r = ask("{\"op\":\"winner\",\"game\":\"burro\",\"trick\":[\"S4\"]}");
    CHECK_INT(cJSON_GetNumberValue(cJSON_GetObjectItem(r, "winner")), 0);
    cJSON_Delete(r);
    r = ask("{\"op\":\"winner\",\"game\":\"burro\",\"options\":{\"players\":4},"
            "\"trick\":[\"S4\",\"S5\",\"S6\",\"S7\",\"S1\"]}");
    CHECK_STR(error_code(r), "bad-field");
    cJSON_Delete(r);
    r = ask("{\"op\":\"winner\",\"game\":\"burro\",\"trick\":[\"S4\",\"S5\",\"S6\",\"S7\","
            "\"S1\"]}");
    CHECK_INT(cJSON_GetNumberValue(cJSON_GetObjectItem(r, "winner")), 3);
    cJSON_Delete(r);
    r = ask("{\"op\":\"winner\",\"game\":\"burro\",\"trick\":[\"S4\",\"S5\",\"S6\",\"S7\","
            "\"S1\",\"S2\",\"S3\",\"SJ\",\"SN\"]}");
    CHECK_STR(error_code(r), "bad-field");
    cJSON_Delete(r);
    /* A seventh player to play, without saying how many play. */
    r = ask("{\"op\":\"legal\",\"game\":\"burro\",\"trick\":[\"S4\",\"S5\",\"S6\",\"S7\","
            "\"S1\",\"S2\"],\"hand\":[\"SK\",\"H2\"]}");
    CHECK_STR(legal_list(r), "SK");
    cJSON_Delete(r);
    r = ask("{\"op\":\"winner\",\"game\":\"burro\",\"options\":{\"players\":8},"
            "\"trick\":[\"S4\",\"S5\",\"S6\",\"S7\",\"S1\"]}");
    CHECK_INT(cJSON_GetNumberValue(cJSON_GetObjectItem(r, "winner")), 3);
    cJSON_Delete(r);
    r = ask("{\"op\":\"winner\",\"game\":\"burro\",\"trick\":[]}");
    CHECK_STR(error_code(r), "bad-field");
    cJSON_Delete(r);
    /* Other games keep their fixed trick size. */
    r = ask("{\"op\":\"winner\",\"game\":\"tapp-tarock\",\"trick\":[\"T4\",\"T5\"]}");
    CHECK_STR(error_code(r), "bad-field");
    cJSON_Delete(r);
    r = ask("{\"op\":\"count\",\"game\":\"burro\",\"cards\":[\"SK\",\"S1\"]}");
    CHECK_INT(cJSON_GetNumberValue(cJSON_GetObjectItem(r, "points")), 0);
    cJSON_Delete(r);
}

int main(void) {
    game = tutor_game_find("burro");
    CHECK(game != NULL);
    if (!game) return check_summary("test_burro");
    test_cards();
    test_options();
    test_obligations();
    test_winners();
    test_sentences();
    test_deal();
    test_crafted_hands();
    test_random_hands();
    test_api();
    return check_summary("test_burro");
}
