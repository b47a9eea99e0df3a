/*
 * explain.c: the one place where a reason becomes a sentence (with explain_hand.c, the
 * sentences of whole hands: explain.h). Games supply names and the clauses only they can word
 * ("a led tile belongs to its higher end"); the shape of each sentence is decided here, so
 * every game explains the same obligation the same way.
 */
#include "explain.h"
#include "say.h"

size_t explain_finish(char *buf, int written, size_t size) {
    if (written < 0 || size == 0) return 0;
    if (buf[0] >= 'a' && buf[0] <= 'z') buf[0] = (char)(buf[0] - 'a' + 'A');
    return (size_t)written < size ? (size_t)written : size - 1;
}

size_t explain_say(char *buf, size_t size, const char *format, ...) {
    va_list args;
    va_start(args, format);
    int written = tutor_vsay(buf, size, format, args);
    va_end(args);
    return explain_finish(buf, written, size);
}

/* The name of a card given by its code ("T21"), for sentences that list cards of the pack. */
static void name_of_code(const tutor_game *game, const char *code, char *buf, size_t size) {
    tutor_card card;
    buf[0] = '\0';
    if (game->parse_card(game, code, &card)) game->card_name(game, card, buf, size);
}

/* The sentences that state the rule broken and nothing else. */
static const char *const rule_alone[TUTOR_REASON_COUNT] = {
    [TUTOR_OUT_OF_PHASE] = "The hand is not at the step for that action: its steps come one "
                           "after another, from the auction to the last trick, and each action "
                           "belongs to one of them.",
    [TUTOR_OUT_OF_TURN] =
        "It is another player's turn: only the player whose turn it is may act now.",
    [TUTOR_ALREADY_PASSED] =
        "You have passed, and a player who passes may not bid again in the same auction.",
    [TUTOR_BID_TOO_LOW] =
        "A bid must beat the highest bid so far; a player who will not beat it passes.",
    [TUTOR_BAD_ANNOUNCEMENT] =
        "That contract is already announced: each is announced once, before the first card.",
    [TUTOR_DISCARD_TWO] =
        "The dealer discards exactly two different cards, to hold fifteen like everyone else.",
    [TUTOR_GAME_OVER] = "The game is over: a partnership has reached 800 points, so nothing more "
                        "is played in this hand.",
    [TUTOR_DISCARD_FOUR] =
        "The dealer discards exactly four different cards, to hold nineteen like everyone else.",
};

/* The sentences that name the card and a witness: the words after the card's name, and after
 * the witness's. */
static const char *const with_witness[TUTOR_REASON_COUNT][2] = {
    [TUTOR_BAD_DISCARD] = {" may not be discarded while you keep ",
                           ": a trump goes into the chien only when too few cards other than "
                           "trumps, Kings and the Excuse are left, and then it is shown."},
    [TUTOR_BAD_CALL] = {" may be called only by a taker who holds every card of each rank above "
                        "it, and ",
                        " is not in your hand."},
    [TUTOR_BAD_POIGNEE] = {" may stand in for a trump in a poignée only when every trump held is "
                           "shown, and you also hold ",
                           "."},
    [TUTOR_MUST_KEEP] = {" is a trump, and a trump may be discarded only when there is no other "
                         "option: you still hold ",
                         ", which may be discarded."},
};

/* The sentences that name the card and no other: the words after its name (where a code
 * also has a sentence with a witness, the one without). */
static const char *const after_card[TUTOR_REASON_COUNT] = {
    [TUTOR_NOT_IN_HAND] = " is not in the hand of the player to move.",
    [TUTOR_BAD_DISCARD] = " may not be discarded: Kings and the bouts (the 1 and the 21 of "
                          "trumps and the Excuse) never go into the chien.",
    [TUTOR_BAD_CALL] = " cannot be called: the taker calls a King (a Queen when holding all four "
                       "Kings, and so on down to the Valets).",
    [TUTOR_BAD_POIGNEE] = " is not a trump: a poignée shows trumps (the Excuse may stand in for "
                          "one when no trump is held back).",
    [TUTOR_WINS_EXCUSE_LED_LAST] = " wins: it was led to the last trick by a side that had won "
                                   "every trick before it, the one way the Excuse takes a trick.",
    [TUTOR_MUST_KEEP] = " may not be discarded: Kings and the Trull (the Sküs, the Mond and the "
                        "Pagat) are never discarded.",
    [TUTOR_NOT_A_COMBINATION] = " and the cards shown with it do not make the combination named: "
                                "three or four of a kind take no wild card, and a sequence needs "
                                "its real cards before a wild card may stand in.",
    [TUTOR_DECLARED_TWICE] = " is shown in a second combination of a kind already declared: each "
                             "kind, and each suit's sequence, is declared once.",
    [TUTOR_MUST_CALL_ALLEGIANCE] =
        " is the first of Good and Evil played, so you call it \"ours\" (your partnership then "
        "scores only its suits: Earth and Air for Good, Fire and Water for Evil) or \"yours\" "
        "(the other partnership does), and must say which.",
};

size_t tutor_explain(const tutor_game *game, const tutor_options *options,
                     const tutor_reason *reason, char *buf, size_t size) {
    char card[48], witness[48], beaten[48], lead[240], plural[48], singular[48], outside[200];
    char deed[64];
    if (size == 0) return 0;
    buf[0] = '\0';
    if (reason->detail != TUTOR_DETAIL_NONE) return explain_detail(game, reason, buf, size);
    game->card_name(game, reason->card, card, sizeof card);
    witness[0] = beaten[0] = lead[0] = plural[0] = singular[0] = outside[0] = '\0';
    if (reason->has_witness) game->card_name(game, reason->witness, witness, sizeof witness);
    if (reason->has_beaten) game->card_name(game, reason->beaten, beaten, sizeof beaten);
    if (reason->has_led) {
        size_t used = 0;
        if (reason->has_opener) { /* an excuse led: it sets no suit, the next card does */
            char opener[48];
            game->card_name(game, reason->opener, opener, sizeof opener);
            used = (size_t)tutor_say(lead, sizeof lead, "%s was led and sets no suit, so ", opener);
        }
        game->lead_clause(game, options, reason->led, reason->suit, lead + used,
                          sizeof lead - used);
    }
    if (reason->suit >= 0) {
        game->suit_name(game, options, reason->suit, TUTOR_SUIT_PLURAL, plural, sizeof plural);
        game->suit_name(game, options, reason->suit, TUTOR_SUIT_SINGULAR, singular,
                        sizeof singular);
        if (game->outside_clause && reason->action == TUTOR_ACTION_PLAY)
            game->outside_clause(game, options, reason->card, reason->suit, outside,
                                 sizeof outside);
    }
    /* What was refused: playing a card, or (where a game has a stock) drawing or passing. */
    tutor_say(deed, sizeof deed, "play %s", card);
    if (reason->action == TUTOR_ACTION_DRAW) tutor_say(deed, sizeof deed, "draw from the stock");
    if (reason->action == TUTOR_ACTION_PASS) tutor_say(deed, sizeof deed, "pass");

    switch (reason->code) {
    case TUTOR_MUST_FOLLOW:
        return explain_say(buf, size,
                           "%s. You hold %s, %s, so you must follow %s and may not %s%s%s.", lead,
                           witness, singular, plural, deed, outside[0] ? ": " : "", outside);
    case TUTOR_MUST_TRUMP:
        return explain_say(
            buf, size,
            "%s. You hold no %s but you hold %s, a trump, so you must trump and may not play %s.",
            lead, plural, witness, card);
    case TUTOR_MUST_OVERTRUMP:
        return explain_say(buf, size,
                           "%s is the highest trump in the trick and you hold %s, which beats it, "
                           "so you must play a trump higher than %s and may not play %s.",
                           beaten, witness, beaten, card);
    case TUTOR_MUST_DRAW:
        return explain_say(buf, size,
                           "%s. You hold no %s and the stock is not empty, so you must draw from "
                           "it until you can follow %s, and may not %s.",
                           lead, plural, plural, deed);
    case TUTOR_MUST_PASS:
        return explain_say(
            buf, size,
            "%s. You hold no %s and the stock is empty, so you pass this trick and may not %s.",
            lead, plural, deed);
    case TUTOR_MUST_LEAD:
        return explain_say(
            buf, size,
            "You lead this trick and may lead any %s of your hand; drawing and passing are only "
            "for a player who cannot follow the suit led, so you may not %s.",
            game->piece, deed);
    case TUTOR_MUST_PLAY_PAIR:
        return explain_say(
            buf, size,
            "Your partner played %s and you hold %s: in the Game of Allegiance the partner holding "
            "the other card must play it at once, whatever the suit led, so you may not play %s.",
            beaten, witness, card);
    case TUTOR_WINS_LAST_OF_EQUALS:
        return explain_say(buf, size,
                           "%s wins: %s rank equal, and when no higher trump is played the last of "
                           "them played takes the trick, so it beats %s.",
                           card, game->equal_trumps ? game->equal_trumps : "these trumps", witness);
    case TUTOR_WINS_GOOD_EVIL_PAIR:
        return explain_say(
            buf, size,
            "%s wins: Good and Evil were both played by one partnership, and together they beat "
            "everything; the first of them played, %s, takes the trick.",
            card, card);
    case TUTOR_WINS_GOOD_EVIL_CANCELLED:
        if (reason->card == reason->led) /* nothing else could win: the card led takes it */
            return explain_say(
                buf, size,
                "%s wins: Good and Evil were played by opposing partnerships, so they count for "
                "nothing, and no other card could take the trick, so it goes to the card led.",
                card);
        return explain_say(
            buf, size,
            "%s wins: Good and Evil were played by opposing partnerships, so they count for "
            "nothing; %s; no other trump was played, and %s is the highest of them played.",
            card, lead, card);
    case TUTOR_MUST_PLAY_NEAREST_SEVEN:
        return explain_say(buf, size,
                           "In Sevens every player must play the %s whose pips total nearest to 7: "
                           "you hold %s (%d pips), nearer than %s (%d pips).",
                           game->piece, witness, reason->number[1], card, reason->number[0]);
    case TUTOR_WINS_NEAREST_SEVEN:
        return explain_say(buf, size,
                           "%s wins: its pips total %d, the nearest to 7 in the trick (a tie goes "
                           "to the %s played first).",
                           card, reason->number[0], game->piece);
    case TUTOR_HAND_OVER:
        if (reason->action != TUTOR_ACTION_PLAY)
            return explain_say(buf, size, "The hand is over, so nobody may %s.", deed);
        return explain_say(buf, size, "Every trick has been played; %s cannot be played.", card);
    case TUTOR_WINS_HIGHEST_TRUMP:
        return explain_say(
            buf, size,
            "%s wins: it is the highest trump played, and a trump beats every %s of a plain suit.",
            card, game->piece);
    case TUTOR_WINS_HIGHEST_OF_SUIT_LED:
        return explain_say(buf, size, "%s wins: %s; %s%s is the highest of them played.", card,
                           lead, game->has_trumps(game, options) ? "no trump was played, and " : "",
                           card);
    case TUTOR_BAD_ANNOUNCEMENT:
        if (reason->has_witness)
            return explain_say(buf, size,
                               "Pagat Ultimo promises to win the last trick with %s, and you do "
                               "not hold it, so you may not announce it.",
                               witness);
        break;
    case TUTOR_DISCARD_WORTH_FIVE: {
        char world[48], angel[48], one[48], fool[48];
        name_of_code(game, "T21", world, sizeof world);
        name_of_code(game, "T20", angel, sizeof angel);
        name_of_code(game, "T1", one, sizeof one);
        name_of_code(game, "FOOL", fool, sizeof fool);
        return explain_say(buf, size,
                           "%s may not be discarded: it is worth 5 points, and the dealer's "
                           "discard holds no King and none of %s, %s, %s and %s.",
                           card, world, angel, one, fool);
    }
    case TUTOR_DISCARD_KING_ACE_HONOUR: {
        char magician[48], world[48], fool[48];
        name_of_code(game, "T1", magician, sizeof magician);
        name_of_code(game, "T21", world, sizeof world);
        name_of_code(game, "FOOL", fool, sizeof fool);
        return explain_say(buf, size,
                           "%s may not be discarded: the dealer's discard holds no King, no Ace "
                           "and none of the Honours (%s, %s and %s).",
                           card, magician, world, fool);
    }
    case TUTOR_MUST_CALL_ALLEGIANCE:
        if (reason->has_witness)
            return explain_say(buf, size,
                               "The other partnership made the call with %s; playing %s, you "
                               "either re-affirm their call or change it, and must say which.",
                               witness, card);
        break;
    case TUTOR_NO_ALLEGIANCE_CALL:
        if (reason->has_witness)
            return explain_say(
                buf, size,
                "%s comes after %s from your own partnership: only the first of Good and Evil and "
                "the other partnership's answer carry a call, so %s makes none.",
                card, witness, card);
        return explain_say(
            buf, size,
            "Only Good and Evil carry a call, and only in the Game of Allegiance: %s makes none.",
            card);
    default:
        break;
    }
    /* A sentence from the tables: the rule alone, or the card's name and the rule. */
    unsigned code = (unsigned)reason->code;
    if (code < TUTOR_REASON_COUNT && rule_alone[code])
        return explain_say(buf, size, "%s", rule_alone[code]);
    if (code < TUTOR_REASON_COUNT && reason->has_witness && with_witness[code][0])
        return explain_say(buf, size, "%s%s%s%s", card, with_witness[code][0], witness,
                           with_witness[code][1]);
    if (code < TUTOR_REASON_COUNT && after_card[code])
        return explain_say(buf, size, "%s%s", card, after_card[code]);
    return explain_say(buf, size, "%s: %s.", card, tutor_reason_name(reason->code));
}
