/*
 * explain_hand.c: the sentences of whole hands (explain.h), beside explain.c's of trick play:
 * the refusals that take one of their code's particular sentences (a tutor_reason_detail),
 * the lines of a score, and why a hand has no score. A game gives values (a detail, a line's
 * code, numbers) and its names (cards, contracts, bids, option values); the words are here.
 */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "explain.h"
#include "say.h"

/* ---- Refusals ----------------------------------------------------------------------------- */

/* The sentences that state no number and name nothing: the rule broken, as it stands. */
static const char *const rule_broken[TUTOR_DETAIL_COUNT] = {
    [TUTOR_DETAIL_ONE_BID_EACH] = "The auction is over: every player has had their one bid.",
    [TUTOR_DETAIL_BID_NOT_HIGHER] = "A bid must be higher than the highest bid so far.",
    [TUTOR_DETAIL_MARKS_BY_ONE] = "A bid in marks may raise the last one by one mark only.",
    [TUTOR_DETAIL_OPENING_MARKS] = "The opening bid in marks is at most 2 marks, unless the bidder "
                                   "holds 4 doubles and bids a Plunge (4 or more).",
    [TUTOR_DETAIL_TRUMP_DECLARED_ONCE] =
        "Trump is declared after the auction, by the winning bidder, once.",
    [TUTOR_DETAIL_NELLO_BID] =
        "Nello is bid as 1 or 2 marks by a player after every other player has passed.",
    [TUTOR_DETAIL_SEVENS_BID] = "Sevens is bid in marks: at least 42 points, one mark.",
    [TUTOR_DETAIL_PLUNGE_BID] =
        "A Plunge needs at least 4 doubles in the declarer's hand and a bid of at least 4 marks.",
    [TUTOR_DETAIL_SPLASH_BID] =
        "A Splash needs at least 3 doubles in the declarer's hand and a bid of 2 marks.",
    [TUTOR_DETAIL_TRICKS_PLAYED] = "Every trick of this hand has been played.",
    [TUTOR_DETAIL_CANCEL_BEFORE_BID] =
        "A hand is cancelled right after the deal, before the first bid.",
    [TUTOR_DETAIL_NOBODY_CANCELS] = "Only a player holding the 1 of trumps with no other trump and "
                                    "not the Excuse may cancel the hand, and nobody does.",
    [TUTOR_DETAIL_CANCEL_ON_TURN] =
        "Only the player holding the 1 of trumps with no other trump and not the Excuse may cancel "
        "the hand, on their turn before the first bid.",
    [TUTOR_DETAIL_BID_OR_PASS_ONCE] = "The auction is over: each player bids or passes once.",
    [TUTOR_DETAIL_DISCARD_AFTER_AUCTION] =
        "The discard comes after the auction, from the taker of a petite or a garde.",
    [TUTOR_DETAIL_DISCARD_MADE] = "There is no discard to make now: the taker of a petite or a "
                                  "garde discards once, right after taking the chien.",
    [TUTOR_DETAIL_DISCARD_UNDER_WAY] = "The discard under way is finished first, a card at a time.",
    [TUTOR_DETAIL_CALL_FIVE] = "Only with 5 players does the taker call a King.",
    [TUTOR_DETAIL_CALL_ONCE] =
        "The taker calls a King once, after the auction and the discard, before play.",
    [TUTOR_DETAIL_POIGNEE_FIRST_TRICK] =
        "A poignée is shown in the first trick, by the player about to play their first card.",
    [TUTOR_DETAIL_POIGNEE_UNDER_WAY] =
        "The poignée under way is finished first: its trumps, then done.",
    [TUTOR_DETAIL_CHELEM_AFTER_AUCTION] =
        "The taker announces a chelem once the auction is over, before the first card.",
    [TUTOR_DETAIL_CHELEM_BEFORE_CARD] = "A chelem is announced before the first card is played.",
    [TUTOR_DETAIL_CHELEM_ANNOUNCED] = "The chelem is already announced.",
    [TUTOR_DETAIL_CHELEM_TAKER] =
        "Only the taker announces a chelem, on their turn before the first card.",
    [TUTOR_DETAIL_THROWN_IN] = "There is no hand to play: it was thrown in before play.",
    [TUTOR_DETAIL_PLAY_AFTER_CALL] =
        "Cards are played once the auction is over and the taker has called a King.",
    [TUTOR_DETAIL_PLAY_AFTER_DISCARD] =
        "Cards are played once the auction is over and the taker has discarded.",
};

/* An option's value as the game names it ("nello", "4"), from its option specs. */
static const char *option_word(const tutor_game *game, const char *name, int value) {
    for (int i = 0; i < game->option_count; i++) {
        const tutor_option_spec *spec = &game->options[i];
        if (strcmp(spec->name, name) == 0 && value >= 0 && value < spec->value_count)
            return spec->values[value];
    }
    return "?";
}

/* The name of a game's bid numbered `bid` ("Garde sans le chien", "Top 3"), as its vocabulary
 * names its bids. */
static const char *bid_name(const tutor_game *game, int bid) {
    const struct hand_word *words = NULL;
    int n = game && game->hand && game->hand->vocabulary ? game->hand->vocabulary(game, &words) : 0;
    for (int i = 0; i < n; i++)
        if (words[i].kind == TUTOR_MOVE_BID && words[i].names && bid >= words[i].first &&
            bid <= words[i].last)
            return words[i].names[bid];
    return "?";
}

/* A length within `size`, the first letter as written. */
static size_t kept(int written, size_t size) {
    if (written < 0 || size == 0) return 0;
    return (size_t)written < size ? (size_t)written : size - 1;
}

size_t explain_detail(const tutor_game *game, const tutor_reason *reason, char *buf, size_t size) {
    const int16_t *number = reason->number;
    char card[48];
    game->card_name(game, reason->card, card, sizeof card);
    switch ((tutor_reason_detail)reason->detail) {
    case TUTOR_DETAIL_CONTRACT_WITHOUT_TRUMPS:
        return explain_say(buf, size,
                           "%s's %s contract has no trumps, so \"trump\" \"%s\" cannot apply; give "
                           "\"none\" or leave it out.",
                           game->name, option_word(game, "contract", number[0]),
                           option_word(game, "trump", number[1]));
    case TUTOR_DETAIL_DOUBLES_WITH_TRUMPS:
    case TUTOR_DETAIL_DOUBLES_IN_SEVENS:
        return explain_say(buf, size,
                           "\"doubles\" \"%s\" applies only to a hand without trumps (follow-me or "
                           "Nello), not to %s; give \"high\" or leave it out.",
                           option_word(game, "doubles", number[0]),
                           reason->detail == TUTOR_DETAIL_DOUBLES_IN_SEVENS ? "Sevens"
                                                                            : "a hand with trumps");
    case TUTOR_DETAIL_TRUMP_NEEDED:
        return explain_say(buf, size,
                           "%s needs the option \"trump\" (\"0\" to \"6\", \"doubles\" or \"none\" "
                           "for follow-me) to decide tricks in a %s contract.",
                           game->name, option_word(game, "contract", number[0]));
    case TUTOR_DETAIL_PLAY_AFTER_DECLARATION:
        return explain_say(buf, size,
                           "%ss are played after the auction and the declaration of trump.",
                           game->piece);
    case TUTOR_DETAIL_CARD_NAMED_TWICE:
        return explain_say(buf, size, "The %s names %s twice; each card is given once.",
                           reason->code == TUTOR_BAD_POIGNEE ? "poignée" : "discard", card);
    case TUTOR_DETAIL_BID_NOT_ABOVE_CONTRACT:
        return explain_say(buf, size,
                           "%s was bid before, so a bid must be higher than it (petite, garde, "
                           "garde sans le chien, garde contre le chien, lowest first), or a pass.",
                           bid_name(game, number[0]));
    case TUTOR_DETAIL_DISCARD_SIZE:
        return explain_say(
            buf, size,
            "The taker discards %d cards, as many as the chien held; this discard has %d.",
            number[0], number[1]);
    case TUTOR_DETAIL_POIGNEE_SHOWN:
        return explain_say(buf, size, "Seat %d has already shown a poignée this hand.", number[0]);
    case TUTOR_DETAIL_POIGNEE_SHORT:
        return explain_say(
            buf, size, "A single poignée with %d players shows at least %d trumps; %d %s shown.",
            number[0], number[1], number[2], number[2] == 1 ? "was" : "were");
    /* the card's name as it comes, "the King of Cups" */
    case TUTOR_DETAIL_SHOWN_TWICE_IN_COMBINATION:
        return kept(tutor_say(buf, size, "%s is shown once in a combination.", card), size);
    case TUTOR_DETAIL_NO_COMBINATION_HELD:
        return explain_say(buf, size, "Seat %d holds no combination of that kind to declare.",
                           number[0]);
    default:
        break;
    }
    const char *rule = reason->detail < TUTOR_DETAIL_COUNT ? rule_broken[reason->detail] : NULL;
    return explain_say(buf, size, "%s", rule ? rule : tutor_reason_name(reason->code));
}

/* ---- Score lines ------------------------------------------------------------------------- */

static int magnitude(int n) { return n < 0 ? -n : n; }

/* Card points in half-points, written as a person would: "47", "65.5". */
static const char *half_points(int halves, char *buf, size_t size) {
    tutor_say(buf, size, halves % 2 ? "%d.5" : "%d", halves / 2);
    return buf;
}

/* What each defender pays for a line: "each defender pays 72", "each defender is paid 228". */
static const char *payment(int points, char *buf, size_t size) {
    if (points == 0)
        tutor_say(buf, size, "nothing changes hands");
    else
        tutor_say(buf, size, "each defender %s %d", points > 0 ? "pays" : "is paid",
                  magnitude(points));
    return buf;
}

static size_t taker_contract_line(const tutor_game *game, const int *n, char *buf, size_t size) {
    int won = n[1], halves = n[2], bouts = n[3], margin = n[6], unit = n[7];
    char taken[16], paid[48], rounded[96] = "";
    if (halves % 2)
        tutor_say(rounded, sizeof rounded, " (%d: the half point is rounded %s)", n[4],
                  won ? "up for a taker who wins" : "down for a taker who loses");
    return explain_say(buf, size,
                       "%s %s: the taker's side took %s card points with %d bout%s%s; %d needed, "
                       "so %d %s; %d for the game and %d is %d, times %d for the contract: %s.",
                       bid_name(game, n[0]), won ? "won" : "lost",
                       half_points(halves, taken, sizeof taken), bouts, bouts == 1 ? "" : "s",
                       rounded, n[5], margin, won ? "over" : "short", unit - margin, margin, unit,
                       n[8], payment(n[9], paid, sizeof paid));
}

static size_t petit_au_bout_line(const int *n, char *buf, size_t size) {
    char paid[48];
    int multiplier = n[2], points = n[3];
    return explain_say(
        buf, size,
        "Petit au bout: the 1 of trumps was in the %s trick, won by the %s: %d, times %d: %s.",
        n[0] ? "next-to-last (the Excuse took the last)" : "last",
        n[1] == EXPLAIN_TAKERS_SIDE ? "taker's side" : "defence",
        multiplier ? magnitude(points) / multiplier : 0, multiplier,
        payment(points, paid, sizeof paid));
}

static size_t poignee_line(const int *n, char *buf, size_t size) {
    static const char *const poignees[4] = {"", "single", "double", "triple"};
    char paid[48];
    int points = n[4];
    return explain_say(
        buf, size,
        "Seat %d showed a %s poignée (%d trumps): %d to the side that won the hand, the %s: %s.",
        n[0], n[1] >= 1 && n[1] <= 3 ? poignees[n[1]] : "", n[2], magnitude(points),
        n[3] ? "taker's" : "defence", payment(points, paid, sizeof paid));
}

static size_t chelem_line(const int *n, char *buf, size_t size) {
    static const char *const chelems[] = {
        "", "Chelem announced and made", "Chelem announced and failed",
        "Chelem made without being announced", "Chelem by the defence"};
    char paid[48];
    int known = n[0] >= EXPLAIN_NOT_MADE && n[0] <= EXPLAIN_MADE_BY_DEFENCE;
    return explain_say(buf, size, "%s: %s.", known ? chelems[n[0]] : "",
                       payment(n[1], paid, sizeof paid));
}

static size_t declarer_bid_line(const tutor_game *game, const int *n, char *buf, size_t size) {
    return explain_say(buf, size, "%s %s with %d of 70 card points (%d needed): %s %d.",
                       bid_name(game, n[0]), n[1] ? "won" : "lost", n[2], n[3],
                       n[1] ? "each defender pays" : "the declarer pays each defender", n[4]);
}

static size_t valat_line(const tutor_game *game, const int *n, char *buf, size_t size) {
    int failed = n[0] == EXPLAIN_ANNOUNCED_FAILED;
    return explain_say(buf, size,
                       "%s Valat %s: %d times the %s bid's %d, so %s %d (in place of the bid).",
                       n[0] == EXPLAIN_MADE_UNANNOUNCED ? "Unannounced" : "Announced",
                       failed ? "failed" : "made", n[2], bid_name(game, n[1]), n[3],
                       failed ? "the declarer pays each defender" : "each defender pays", n[4]);
}

static size_t pagat_ultimo_line(const int *n, char *buf, size_t size) {
    static const char *const results[] = {
        "",
        "Announced Pagat Ultimo made: each defender pays 8.",
        "Announced Pagat Ultimo failed: the declarer pays each defender 8.",
        "Unannounced Pagat Ultimo: each defender pays 4.",
    };
    int known = n[0] >= EXPLAIN_NOT_MADE && n[0] <= EXPLAIN_MADE_UNANNOUNCED;
    return explain_say(buf, size, "%s", known ? results[n[0]] : "");
}

static size_t bid_for_marks_line(const int *n, char *buf, size_t size) {
    int points = n[0], marks = n[1], count = n[2], needed = n[3], made = n[4], won = n[5];
    char bid[32], need[48];
    if (marks > 0)
        tutor_say(bid, sizeof bid, "%d mark%s", marks, marks == 1 ? "" : "s");
    else
        tutor_say(bid, sizeof bid, "%d", points);
    if (needed < 0)
        tutor_say(need, sizeof need, "they may take none");
    else if (needed == n[6])
        tutor_say(need, sizeof need, "all %d needed", needed);
    else
        tutor_say(need, sizeof need, "%d needed", needed);
    return explain_say(buf, size,
                       "The bid of %s was %s: the bidders took %d of the %d points (%s), so the "
                       "%s win %d mark%s.",
                       bid, made ? "made" : "set", count, n[6], need,
                       made ? "bidders" : "opponents", won, won == 1 ? "" : "s");
}

size_t explain_line(const tutor_game *game, const explain_line_words *line, char *buf,
                    size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    switch (line->code) {
    case EXPLAIN_LINE_TAKER_CONTRACT:
        return taker_contract_line(game, line->number, buf, size);
    case EXPLAIN_LINE_PETIT_AU_BOUT:
        return petit_au_bout_line(line->number, buf, size);
    case EXPLAIN_LINE_POIGNEE:
        return poignee_line(line->number, buf, size);
    case EXPLAIN_LINE_CHELEM:
        return chelem_line(line->number, buf, size);
    case EXPLAIN_LINE_DECLARER_BID:
        return declarer_bid_line(game, line->number, buf, size);
    case EXPLAIN_LINE_VALAT:
        return valat_line(game, line->number, buf, size);
    case EXPLAIN_LINE_PAGAT_ULTIMO:
        return pagat_ultimo_line(line->number, buf, size);
    case EXPLAIN_LINE_BID_FOR_MARKS:
        return bid_for_marks_line(line->number, buf, size);
    }
    return 0;
}

/* ---- Hands with no score ----------------------------------------------------------------- */

size_t explain_no_hand(explain_no_hand_code why, char *buf, size_t size) {
    return explain_say(buf, size, "%s: there is no hand to score.",
                       why == EXPLAIN_HAND_CANCELLED ? "The hand was cancelled"
                                                     : "Every player passed");
}

/* ---- Bad input --------------------------------------------------------------------------- */

/* The sentence of each bad input. In a sentence, %d is the next of the input's numbers, %c its
 * card's code, %n the game's name (%N in capitals: the word a loser spells), %p the game's piece
 * ("tile"), %s the word the input names (input_word). */
static const char *const inputs[EXPLAIN_INPUT_COUNT] = {
    [EXPLAIN_DEALER_SEAT] = "dealer must be a seat from 0 to %d, not %d.",
    [EXPLAIN_LEADER_SEAT] = "leader must be a seat from 0 to %d, not %d.",
    [EXPLAIN_NOT_OF_GAME] = "%c is not a card of %n.",
    [EXPLAIN_DEALT_TWICE] = "%c is dealt twice.",
    [EXPLAIN_NOT_IN_OPTIONS_PACK] = "%c in %s is not in the pack these options give.",
    [EXPLAIN_DEALT_MORE_THAN_ONCE] = "%c in %s is dealt more than once.",
    [EXPLAIN_DEAL_HANDS_FOR_OPTIONS] = "The deal has %d hands; these options seat %d.",
    [EXPLAIN_STOCK_TOO_BIG] = "The stock holds %d cards; a pack has at most %d.",
    [EXPLAIN_LEADER_HOLDS_NONE] = "Seat %d holds no cards, so it cannot lead.",
    [EXPLAIN_DEAL_HANDS_FOR_PLAYERS] = "A deal for %d players has %d hands, not %d.",
    [EXPLAIN_CHIEN_SIZE] = "With %d players the chien holds %d cards; this one holds %d.",
    [EXPLAIN_HAND_SIZE_FOR_PLAYERS] = "With %d players each hand holds %d cards; seat %d holds %d.",
    [EXPLAIN_DEALT_TO_HANDS] = "%n is dealt to %d hands, not %d.",
    [EXPLAIN_SEAT_DEALT] = "Seat %d is dealt %d cards; each player has %d, and the "
                           "dealer %s more (in the deal's rest or in hand).",
    [EXPLAIN_PIECES_PER_HAND] = "Each %n hand has %d %ps; seat %d is dealt %d.",
    [EXPLAIN_PIECE_DEALT_TWICE] = "A %p is dealt to more than one seat.",
    [EXPLAIN_GAME_DEAL_HANDS] = "A %n deal has %d hands, not %d.",
    [EXPLAIN_PILE_CARD_NUMBER] = "%s holds card number %d, which is not a card of the %n pack.",
    [EXPLAIN_PILE_DEALT_TWICE] = "%c is dealt twice (again in %s).",
    [EXPLAIN_PILE_SIZE] = "%s must hold %d cards, not %d.",
    [EXPLAIN_CARD_NUMBER] = "Card number %d is not a card of the %n pack.",
    [EXPLAIN_TALON_TOP] = "The talon's top half is three cards of the talon.",
    [EXPLAIN_DISCARD_NOT_OF_PACK] = "A discarded card is not of the pack.",
    [EXPLAIN_PLAYED_NOT_OF_PACK] = "The card played is not of the pack.",
    [EXPLAIN_DECLARATION_SHAPE] =
        "Each declaration names a kind of cricca or sequence and the cards shown.",
    [EXPLAIN_HAND_NOT_OVER] = "The hand is not over yet.",
    [EXPLAIN_PILE_TRICKS] =
        "A %n pile holds whole tricks of %d %ps; %d %ps is not a whole number of tricks.",
    [EXPLAIN_SCORE_NEGATIVE] = "A game score is never negative, not %d.",
    [EXPLAIN_GAME_WON_ALREADY] = "At %d to %d the game is already won: a new game starts from 0.",
    [EXPLAIN_OPTION_NO_VALUE] = "%n has no value %d for %s.",
    [EXPLAIN_ALLEGIANCE_IN_HAND] =
        "The allegiance option counts a single pile; in a whole hand the calls made "
        "with Good and Evil decide which suits each partnership scores.",
    [EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL] = "The allegiance option counts a pile in the Game of "
                                           "Allegiance; set good_evil to \"allegiance\" as well.",
    [EXPLAIN_DEALS_FIELD] = "deals must be from 1 to %d, not %d.",
    [EXPLAIN_DEALS_PLAYED] = "The game's %d deals have been played.",
    [EXPLAIN_FOUR_HANDS_PLAYED] = "The game's four hands have been played.",
    [EXPLAIN_JOINS_WHEN_OVER] = "A hand joins the game once it is over.",
    [EXPLAIN_JOINS_WHEN_PLAYED] = "A hand joins the game once every trick is played.",
    [EXPLAIN_GAME_SEATS_PLAYERS] = "Every hand of the game seats %d players, not %d.",
    [EXPLAIN_DEALT_BY] = "This hand of the game is dealt by seat %d, not %d.",
    [EXPLAIN_DEALT_AND_LED_BY] =
        "This hand of the game is dealt by seat %d, so seat %d leads, not %d.",
    [EXPLAIN_SCORES_FROM] =
        "This hand of the game starts from the scores %d and %d, not %d and %d.",
    [EXPLAIN_GOOD_EVIL_AS] = "Every hand of the game is played with Good & Evil as %s.",
    [EXPLAIN_SPELLED_OUT] = "The game is over: seat %d has spelled %N.",
    [EXPLAIN_PARTNERSHIP_WON] = "The game is over: partnership %d has won it.",
    [EXPLAIN_PARTNERSHIP_MARKS] = "The game is over: partnership %d has %d marks.",
    [EXPLAIN_MOVE_NO_CALL_NO_NUMBER] = "A %n move carries no call and no number.",
    [EXPLAIN_CARD_MOVE_NO_NUMBER] = "A %n card move carries no number.",
    [EXPLAIN_CARD_MOVES_NO_NUMBER] = "A card played, discarded or shown carries no number.",
    [EXPLAIN_DISCARD_NO_NUMBER] = "A discarded card carries no number.",
    [EXPLAIN_PASS_NO_NUMBER] = "A pass carries no number.",
    [EXPLAIN_PASS_OR_DONE_EMPTY] = "A pass or a done carries no card and no number.",
    [EXPLAIN_PASS_ALL] = "A pass is all it says.",
    [EXPLAIN_GAME_CARD_NO_CALL] = "A %n %p is played with no call.",
    [EXPLAIN_PIECE_NO_CALL] = "A %p is played with no call.",
    [EXPLAIN_CONTRACT_NUMBER] =
        "A %n bid is a contract from 0 (petite) to 3 (garde contre), and carries no card.",
    [EXPLAIN_FLAG_NUMBER] = "A %n flag is 0 (cancel) or 1 (chelem), and carries no card.",
    [EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD] = "A %n bid, take or announcement carries no card.",
    [EXPLAIN_BID_NUMBER] = "A %n bid is 0 (Three cards), 1 (Bottom 3), 2 (Top 3) or 3 (Solo).",
    [EXPLAIN_HALF_NUMBER] = "The half of the talon taken is 0 (top) or 1 (bottom).",
    [EXPLAIN_ANNOUNCEMENT_NUMBER] = "An announcement is 0 (Pagat Ultimo) or 1 (Valat).",
    [EXPLAIN_POINTS_OR_MARKS] = "A %n bid is 30 to 42 points or 1 to %d marks.",
    [EXPLAIN_PLAY_CALL_NUMBER] =
        "A play's number is its call: 0 none, 1 ours, 2 yours, 3 re-affirm, 4 change, not %d.",
    [EXPLAIN_KIND_NUMBER] = "A kind of combination is from 0 to %d, not %d.",
    [EXPLAIN_DECLARE_NO_CARD] = "A declaration's kind and its end carry no card.",
    [EXPLAIN_END_NO_NUMBER] = "The end of a declaration carries no number.",
    [EXPLAIN_DECLARED_AT_MOST] = "A player declares at most %d combinations.",
    [EXPLAIN_KIND_FIRST] = "A card is shown in a combination: declare its kind first.",
    [EXPLAIN_DECLARATION_MOVES] = "A declaration is at most %d moves, its DONE included: show "
                                  "this combination with fewer cards, or fewer combinations.",
    [EXPLAIN_DECLARATION_VALUES] =
        "A %n declaration names a contract, a trump and the doubles, each one of its values.",
    [EXPLAIN_DECLARATION_ORDER] = "A %n declaration names the contract, then the "
                                  "trump, then the doubles, each at most once.",
    [EXPLAIN_NO_SEQUENCE_TO_END] = "A %n hand has no sequence to end now.",
    [EXPLAIN_NOT_IN_PACK_OF] = "Card number %d is not in the %d-card pack.",
    [EXPLAIN_NO_REST] = "A %n deal has no \"rest\": the %d %ps are all dealt.",
    [EXPLAIN_MOVES_CARDS_DRAWS_PASSES] = "A %n hand is played with cards, draws and passes.",
    [EXPLAIN_MOVES_BIDS_DISCARD_CALL] =
        "A %n hand is played with bids, a discard, a call, poignées, flags and cards.",
    [EXPLAIN_MOVES_BIDS_PASSES_TAKES] =
        "A %n hand is played with bids, passes, takes, discards, announcements and cards.",
    [EXPLAIN_MOVES_DISCARDS_DECLARATIONS] =
        "%n is played with discards, declarations (kinds, cards shown, done) and cards.",
    [EXPLAIN_MOVES_DISCARDS_PLAYS] = "A %n hand is played with the dealer's discards and plays.",
    [EXPLAIN_MOVES_BIDS_DECLARATION] = "A %n hand is played with bids, a declaration and %ps.",
};

/* The error code each sentence goes with, where it is not "bad-field". */
static const char *const input_errors[EXPLAIN_INPUT_COUNT] = {
    [EXPLAIN_NOT_OF_GAME] = "unknown-card",
    [EXPLAIN_NOT_IN_OPTIONS_PACK] = "unknown-card",
    [EXPLAIN_PILE_CARD_NUMBER] = "unknown-card",
    [EXPLAIN_CARD_NUMBER] = "unknown-card",
    [EXPLAIN_DISCARD_NOT_OF_PACK] = "unknown-card",
    [EXPLAIN_PLAYED_NOT_OF_PACK] = "unknown-card",
    [EXPLAIN_NOT_IN_PACK_OF] = "unknown-card",
    [EXPLAIN_DEALT_TWICE] = "duplicate-card",
    [EXPLAIN_DEALT_MORE_THAN_ONCE] = "duplicate-card",
    [EXPLAIN_PIECE_DEALT_TWICE] = "duplicate-card",
    [EXPLAIN_PILE_DEALT_TWICE] = "duplicate-card",
    [EXPLAIN_OPTION_NO_VALUE] = "bad-option",
    [EXPLAIN_ALLEGIANCE_IN_HAND] = "bad-option",
    [EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL] = "bad-option",
};

/* The word an input names, where its sentence has %s. */
static const char *input_word(const tutor_game *game, const explain_input *input, char *buf,
                              size_t size) {
    static const char *const counts[] = {"none", "one", "two", "three", "four", "five", "six"};
    int which = input->which;
    switch (input->code) {
    case EXPLAIN_NOT_IN_OPTIONS_PACK:
    case EXPLAIN_DEALT_MORE_THAN_ONCE:
        return which ? "the stock" : "a hand";
    case EXPLAIN_SEAT_DEALT:
        return which >= 0 && which <= 6 ? counts[which] : "?";
    case EXPLAIN_PILE_CARD_NUMBER:
    case EXPLAIN_PILE_DEALT_TWICE:
    case EXPLAIN_PILE_SIZE:
        if (which < 0) return "The talon";
        tutor_say(buf, size, "Seat %d", which);
        return buf;
    case EXPLAIN_OPTION_NO_VALUE:
        return game && which >= 0 && which < game->option_count ? game->options[which].name : "?";
    case EXPLAIN_GOOD_EVIL_AS:
        return which >= 0 ? option_word(game, "good_evil", which) : "agreed";
    default:
        return "";
    }
}

/* Appends text at *length, keeping what fits (with room for the NUL). */
static void append(char *buf, size_t size, size_t *length, const char *text) {
    int written = tutor_say(*length < size ? buf + *length : buf + size - 1,
                            *length < size ? size - *length : 1, "%s", text);
    *length += (size_t)(written < 0 ? 0 : written);
}

tutor_status explain_reject(const tutor_game *game, explain_input input, tutor_error *error) {
    if (!error) return TUTOR_ERROR; /* a trial that needs no sentence */
    char sentence[sizeof error->message], word[48], piece[24];
    int known = (unsigned)input.code < EXPLAIN_INPUT_COUNT;
    const char *form = known && inputs[input.code] ? inputs[input.code] : "";
    size_t length = 0;
    int next = 0;
    sentence[0] = '\0';
    for (const char *p = form; *p; p++) {
        const char *text = piece;
        piece[0] = *p;
        piece[1] = '\0';
        switch (p[0] == '%' && p[1] ? *++p : '\0') {
        case 'd':
            tutor_say(piece, sizeof piece, "%d", next < 4 ? input.number[next] : 0);
            next++;
            break;
        case 'c':
            piece[0] = '\0';
            if (game) tutor_card_format(game, input.card, piece);
            break;
        case 'N': /* the name in capitals */
            tutor_say(piece, sizeof piece, "%s", game ? game->name : "");
            for (char *c = piece; *c; c++) *c = (char)toupper((unsigned char)*c);
            break;
        case 'n':
            text = game ? game->name : "";
            break;
        case 'p':
            text = game ? game->piece : "";
            break;
        case 's':
            text = input_word(game, &input, word, sizeof word);
            break;
        }
        append(sentence, sizeof sentence, &length, text);
    }
    const char *code = known && input_errors[input.code] ? input_errors[input.code] : "bad-field";
    return tutor_fail(error, code, "%s", sentence);
}

/* ---- the `score` request's fields ---------------------------------------------------------- */

tutor_status tutor_score_refusal(const tutor_score_field *field, tutor_score_problem problem,
                                 tutor_error *error) {
    int marks = problem == TUTOR_SCORE_BAD_MARKS, say = field->required == TUTOR_SCORE_SAY_WHAT;
    char what[200] = "one of "; /* what the field (or a bid's marks) takes */
    for (int i = 0; field->kind == TUTOR_SCORE_WORD && i < field->last; i++) {
        size_t used = strlen(what);
        snprintf(what + used, sizeof what - used, "%s\"%s\"", i ? ", " : "", field->words[i]);
    }
    if (field->kind != TUTOR_SCORE_WORD)
        snprintf(what, sizeof what, "a whole number from %d to %d", marks ? 1 : field->first,
                 marks ? 42 : field->last);
    if (problem == TUTOR_SCORE_MISSING)
        return tutor_fail(error, "missing-field", "The request has no \"%s\" field%s%s.",
                          field->name, say ? "; it must be " : "", say ? what : "");
    if (problem == TUTOR_SCORE_BAD && field->kind == TUTOR_SCORE_HALVES)
        return tutor_fail(error, "bad-field", "\"%s\" must be 0 to %d, in whole or half points.",
                          field->name, field->last);
    if (problem == TUTOR_SCORE_BAD && field->kind == TUTOR_SCORE_POINTS_OR_MARKS)
        return tutor_fail(error, "bad-field", "\"%s\" must be %d to %d points, or {\"marks\": n}.",
                          field->name, field->first, field->last);
    return tutor_fail(error, "bad-field", "\"%s\" must be %s.", marks ? "marks" : field->name,
                      what);
}

/* ---- A score's lines, totals and notes --------------------------------------------------- */

static void append_part(char *buf, size_t size, size_t *length, const char *text) {
    if (*length > 0) append(buf, size, length, " · ");
    append(buf, size, length, text);
}

/* The words of a line's item, suits and moment (in-trick names its trick instead). */
static const char *score_words(const char *value) {
    static const char *const words[][2] = {
        {"cricca", "Cricca"},
        {"sequence", "Sequence"},
        {"cricche-doubled", "Cricche doubled (one side holds them all)"},
        {"sequences-doubled", "Sequences doubled (one side holds them all)"},
        {"card-points", "Card points"},
        {"last-trick", "The last trick"},
        {"discard", "The dealer’s discard"},
        {"fool", "The Fool"},
        {"fool-payment", "The card given for the Fool"},
        {"trick-points", "A point for each trick"},
        {"all", "every suit"},
        {"good", "Good’s suits"},
        {"evil", "Evil’s suits"},
        {"declared", "declared before the first trick"},
        {"at-end", "counted at the end"},
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strcmp(words[i][0], value) == 0) return words[i][1];
    return value;
}

/* A combination counted: "kings: King of Swords, King of Cups, King of Coins". */
static void append_combination(const tutor_game *game, const explain_score_line_words *line,
                               char *buf, size_t size, size_t *length) {
    char name[64];
    append_part(buf, size, length, "");
    for (const char *c = line->kind; *c; c++) {
        char one[2] = {*c == '-' ? ' ' : *c, '\0'};
        append(buf, size, length, one);
    }
    append(buf, size, length, ": ");
    tutor_card card;
    int first = 1;
    tutor_set sets[2] = {line->combination, line->wild};
    for (int i = 0; i < 2; i++) {
        TUTOR_SET_FOREACH(card, sets[i]) {
            tutor_card_name(game, card, name, sizeof name);
            if (!first) append(buf, size, length, ", ");
            append(buf, size, length, name);
            first = 0;
        }
    }
}

/* The word a loser spells, letter by letter: the game's name in capitals ("B-U-R-R-O"), or its
 * first `letters` letters run together ("BUR"). */
static const char *spelled(const tutor_game *game, int letters, int hyphens, char *buf,
                           size_t size) {
    size_t length = 0;
    buf[0] = '\0';
    for (const char *c = game->name; *c && letters-- > 0 && length + 3 < size; c++) {
        if (hyphens && length > 0) buf[length++] = '-';
        buf[length++] = (char)toupper((unsigned char)*c);
    }
    buf[length] = '\0';
    return buf;
}

size_t explain_score_line(const tutor_game *game, const explain_score_line_words *line, char *buf,
                          size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    size_t length = 0;
    char words[64];
    if (strcmp(line->item, "letter") == 0) /* a letter of the word a loser spells */
        return explain_say(buf, size, "Left holding cards: a letter of %s",
                           spelled(game, INT_MAX, 1, words, sizeof words));
    append_part(buf, size, &length, score_words(line->item));
    if (line->kind) append_combination(game, line, buf, size, &length);
    if (line->suits) append_part(buf, size, &length, score_words(line->suits));
    if (line->has_card) {
        tutor_card_name(game, line->card, words, sizeof words);
        append_part(buf, size, &length, words);
    }
    if (line->cards >= 0) {
        tutor_say(words, sizeof words, "%d %s", line->cards, line->cards == 1 ? "card" : "cards");
        append_part(buf, size, &length, words);
    }
    if (line->moment && strcmp(line->moment, "in-trick") == 0) {
        tutor_say(words, sizeof words, "shown in trick %d", line->trick + 1);
        append_part(buf, size, &length, words);
    } else if (line->moment) {
        append_part(buf, size, &length, score_words(line->moment));
    }
    return kept((int)length, size);
}

size_t explain_score_words(const tutor_game *game, explain_score_code code, char *buf,
                           size_t size) {
    char word[64];
    if (code == EXPLAIN_NOTE_LETTERS)
        return explain_say(buf, size, "Letters of %s",
                           spelled(game, INT_MAX, 1, word, sizeof word));
    static const char *const words[] = {
        [EXPLAIN_TOTAL] = "Total",
        [EXPLAIN_TOTAL_HAND_SCORE] = "The hand’s score",
        [EXPLAIN_TOTAL_EACH_DEFENDER] =
            "Paid by each defender to the declarer (negative: the declarer pays)",
        [EXPLAIN_NOTE_SEAT_CHANGE] = "Each seat’s change",
        [EXPLAIN_NOTE_GAME_SCORE] = "Game score",
    };
    return explain_say(buf, size, "%s", code < EXPLAIN_NOTE_LETTERS ? words[code] : "");
}

size_t explain_score_part(const tutor_game *game, explain_score_code code, int value, char *buf,
                          size_t size) {
    char word[64];
    if (code == EXPLAIN_NOTE_LETTERS) /* the first `value` letters */
        return kept(tutor_say(buf, size, "%s",
                              value == 0 ? "none" : spelled(game, value, 0, word, sizeof word)),
                    size);
    const char *sign = code == EXPLAIN_NOTE_SEAT_CHANGE && value > 0 ? "+" : "";
    return explain_say(buf, size, "%s%d", sign, value);
}
