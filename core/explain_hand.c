/*
 * explain_hand.c: the sentences of whole hands (explain.h), beside explain.c's of trick play:
 * the refusals that take one of their code's particular sentences (a tutor_reason_detail),
 * the lines of a score, and why a hand has no score. A game gives values (a detail, a line's
 * code, numbers) and its names (cards, contracts, bids, option values); the words are here.
 */
#include <stdio.h>
#include <string.h>

#include "explain.h"
#include "say.h"
#include "games/tutor_tapp.h"
#include "games/tutor_tarot_score.h"

/* ---- Refusals ----------------------------------------------------------------------------- */

/* The sentences that state no number and name nothing: the rule broken, as it stands. */
static const char *const rule_broken[TUTOR_DETAIL_COUNT] = {
    [TUTOR_42_AUCTION_OVER] = "The auction is over: every player has had their one bid.",
    [TUTOR_42_BID_POINTS] = "A bid in points is from 30 (the lowest) to 42 (one mark).",
    [TUTOR_42_BID_NOT_HIGHER] = "A bid must be higher than the highest bid so far.",
    [TUTOR_42_MARKS_BY_ONE] = "A bid in marks may raise the last one by one mark only.",
    [TUTOR_42_OPENING_MARKS] = "The opening bid in marks is at most 2 marks, unless the bidder "
                               "holds 4 doubles and bids a Plunge (4 or more).",
    [TUTOR_42_DECLARE_AFTER_AUCTION] =
        "Trump is declared after the auction, by the winning bidder.",
    [TUTOR_42_DECLARED_ALREADY] = "Trump has already been declared for this hand.",
    [TUTOR_42_DECLARE_ONCE] = "Trump is declared after the auction, by the winning bidder, once.",
    [TUTOR_42_NELLO_BID] = "Nello is bid as 1 or 2 marks by a player after every other player "
                           "has passed.",
    [TUTOR_42_SEVENS_BID] = "Sevens is bid in marks: at least 42 points, one mark.",
    [TUTOR_42_PLUNGE_BID] = "A Plunge needs at least 4 doubles in the declarer's hand and a bid "
                            "of at least 4 marks.",
    [TUTOR_42_SPLASH_BID] = "A Splash needs at least 3 doubles in the declarer's hand and a bid "
                            "of 2 marks.",
    [TUTOR_42_TRICKS_PLAYED] = "Every trick of this hand has been played.",
    [TUTOR_TAROT_CANCEL_BEFORE_BID] =
        "A hand is cancelled right after the deal, before the first bid.",
    [TUTOR_TAROT_NOBODY_CANCELS] = "Only a player holding the 1 of trumps with no other trump "
                                   "and not the Excuse may cancel the hand, and nobody does.",
    [TUTOR_TAROT_CANCEL_ON_TURN] = "Only the player holding the 1 of trumps with no other trump "
                                   "and not the Excuse may cancel the hand, on their turn before "
                                   "the first bid.",
    [TUTOR_TAROT_AUCTION_OVER] = "The auction is over: each player bids or passes once.",
    [TUTOR_TAROT_NOT_A_BID] = "A bid is a pass, a petite, a garde, a garde sans le chien or a "
                              "garde contre le chien.",
    [TUTOR_TAROT_DISCARD_AFTER_AUCTION] =
        "The discard comes after the auction, from the taker of a petite or a garde.",
    [TUTOR_TAROT_DISCARD_MADE] = "There is no discard to make now: the taker of a petite or a "
                                 "garde discards once, right after taking the chien.",
    [TUTOR_TAROT_DISCARD_UNDER_WAY] = "The discard under way is finished first, a card at a time.",
    [TUTOR_TAROT_CALL_FIVE] = "Only with 5 players does the taker call a King.",
    [TUTOR_TAROT_CALL_ONCE] =
        "The taker calls a King once, after the auction and the discard, before play.",
    [TUTOR_TAROT_POIGNEE_FIRST_TRICK] = "A poignée is shown in the first trick, by the player "
                                        "about to play their first card.",
    [TUTOR_TAROT_POIGNEE_UNDER_WAY] =
        "The poignée under way is finished first: its trumps, then done.",
    [TUTOR_TAROT_CHELEM_AFTER_AUCTION] =
        "The taker announces a chelem once the auction is over, before the first card.",
    [TUTOR_TAROT_CHELEM_BEFORE_CARD] = "A chelem is announced before the first card is played.",
    [TUTOR_TAROT_CHELEM_ANNOUNCED] = "The chelem is already announced.",
    [TUTOR_TAROT_CHELEM_TAKER] =
        "Only the taker announces a chelem, on their turn before the first card.",
    [TUTOR_TAROT_THROWN_IN] = "There is no hand to play: it was thrown in before play.",
    [TUTOR_TAROT_PLAY_AFTER_CALL] =
        "Cards are played once the auction is over and the taker has called a King.",
    [TUTOR_TAROT_PLAY_AFTER_DISCARD] =
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

size_t explain_detail(const tutor_game *game, const tutor_options *options,
                      const tutor_reason *reason, char *buf, size_t size) {
    (void)options;
    const int16_t *number = reason->number;
    char card[48];
    if (size == 0) return 0;
    buf[0] = '\0';
    game->card_name(game, reason->card, card, sizeof card);
    switch ((tutor_reason_detail)reason->detail) {
    case TUTOR_42_NO_TRUMPS:
        return explain_finish(
            buf,
            tutor_say(buf, size,
                      "%s's %s contract has no trumps, so \"trump\" \"%s\" cannot apply; give "
                      "\"none\" or leave it out.",
                      game->name, option_word(game, "contract", number[0]),
                      option_word(game, "trump", number[1])),
            size);
    case TUTOR_42_DOUBLES_WITH_TRUMPS:
    case TUTOR_42_DOUBLES_IN_SEVENS:
        return explain_finish(
            buf,
            tutor_say(buf, size,
                      "\"doubles\" \"%s\" applies only to a hand without trumps (follow-me or "
                      "Nello), not to %s; give \"high\" or leave it out.",
                      option_word(game, "doubles", number[0]),
                      reason->detail == TUTOR_42_DOUBLES_IN_SEVENS ? "Sevens"
                                                                   : "a hand with trumps"),
            size);
    case TUTOR_42_TRUMP_NEEDED:
        return explain_finish(
            buf,
            tutor_say(buf, size,
                      "%s needs the option \"trump\" (\"0\" to \"6\", \"doubles\" or \"none\" for "
                      "follow-me) to decide tricks in a %s contract.",
                      game->name, option_word(game, "contract", number[0])),
            size);
    case TUTOR_42_TILES_AFTER_DECLARATION:
        return explain_finish(
            buf,
            tutor_say(buf, size, "%ss are played after the auction and the declaration of trump.",
                      game->piece),
            size);
    case TUTOR_TAROT_NAMED_TWICE:
        return explain_finish(
            buf,
            tutor_say(buf, size, "The %s names %s twice; each card is given once.",
                      reason->code == TUTOR_BAD_POIGNEE ? "poignée" : "discard", card),
            size);
    case TUTOR_TAROT_BID_NOT_HIGHER:
        return explain_finish(
            buf,
            tutor_say(buf, size,
                      "%s was bid before, so a bid must be higher than it (petite, garde, garde "
                      "sans le chien, garde contre le chien, lowest first), or a pass.",
                      bid_name(game, number[0])),
            size);
    case TUTOR_TAROT_DISCARD_SIZE:
        return explain_finish(
            buf,
            tutor_say(buf, size,
                      "The taker discards %d cards, as many as the chien held; this discard has "
                      "%d.",
                      number[0], number[1]),
            size);
    case TUTOR_TAROT_POIGNEE_SHOWN:
        return explain_finish(
            buf, tutor_say(buf, size, "Seat %d has already shown a poignée this hand.", number[0]),
            size);
    case TUTOR_TAROT_POIGNEE_SHORT:
        return explain_finish(
            buf,
            tutor_say(buf, size,
                      "A single poignée with %d players shows at least %d trumps; %d %s shown.",
                      number[0], number[1], number[2], number[2] == 1 ? "was" : "were"),
            size);
    case TUTOR_TAROCCHINO_SHOWN_TWICE: /* the card's name as it comes, "the King of Cups" */
        return kept(tutor_say(buf, size, "%s is shown once in a combination.", card), size);
    case TUTOR_TAROCCHINO_NONE_HELD:
        return explain_finish(buf,
                              tutor_say(buf, size,
                                        "Seat %d holds no combination of that kind to declare.",
                                        number[0]),
                              size);
    default:
        break;
    }
    const char *rule = reason->detail < TUTOR_DETAIL_COUNT ? rule_broken[reason->detail] : NULL;
    return explain_finish(
        buf, tutor_say(buf, size, "%s", rule ? rule : tutor_reason_name(reason->code)), size);
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

static size_t tarot_game(const tutor_game *game, const int *n, char *buf, size_t size) {
    int won = n[1], halves = n[2], bouts = n[3], margin = n[6], unit = n[7];
    char taken[16], paid[48], rounded[96] = "";
    if (halves % 2)
        tutor_say(rounded, sizeof rounded, " (%d: the half point is rounded %s)", n[4],
                  won ? "up for a taker who wins" : "down for a taker who loses");
    return explain_finish(
        buf,
        tutor_say(buf, size,
                  "%s %s: the taker's side took %s card points with %d bout%s%s; %d needed, so %d "
                  "%s; %d for the game and %d is %d, times %d for the contract: %s.",
                  bid_name(game, n[0]), won ? "won" : "lost",
                  half_points(halves, taken, sizeof taken), bouts, bouts == 1 ? "" : "s", rounded,
                  n[5], margin, won ? "over" : "short", unit - margin, margin, unit, n[8],
                  payment(n[9], paid, sizeof paid)),
        size);
}

static size_t tarot_petit_au_bout(const int *n, char *buf, size_t size) {
    char paid[48];
    int multiplier = n[2], points = n[3];
    return explain_finish(
        buf,
        tutor_say(buf, size,
                  "Petit au bout: the 1 of trumps was in the %s trick, won by the %s: %d, times "
                  "%d: %s.",
                  n[0] ? "next-to-last (the Excuse took the last)" : "last",
                  n[1] == TUTOR_TAROT_TAKER ? "taker's side" : "defence",
                  multiplier ? magnitude(points) / multiplier : 0, multiplier,
                  payment(points, paid, sizeof paid)),
        size);
}

static size_t tarot_poignee(const int *n, char *buf, size_t size) {
    static const char *const poignees[4] = {"", "single", "double", "triple"};
    char paid[48];
    int points = n[4];
    return explain_finish(
        buf,
        tutor_say(buf, size,
                  "Seat %d showed a %s poignée (%d trumps): %d to the side that won the hand, "
                  "the %s: %s.",
                  n[0], n[1] >= 1 && n[1] <= 3 ? poignees[n[1]] : "", n[2], magnitude(points),
                  n[3] ? "taker's" : "defence", payment(points, paid, sizeof paid)),
        size);
}

static size_t tarot_chelem(const int *n, char *buf, size_t size) {
    static const char *const chelems[] = {
        "", "Chelem announced and made", "Chelem announced and failed",
        "Chelem made without being announced", "Chelem by the defence"};
    char paid[48];
    int known = n[0] >= TUTOR_CHELEM_NONE && n[0] <= TUTOR_CHELEM_DEFENCE_MADE;
    return explain_finish(buf,
                          tutor_say(buf, size, "%s: %s.", known ? chelems[n[0]] : "",
                                    payment(n[1], paid, sizeof paid)),
                          size);
}

static size_t tapp_bid(const tutor_game *game, const int *n, char *buf, size_t size) {
    const char *bid = bid_name(game, n[0]);
    if (n[1])
        return explain_finish(
            buf,
            tutor_say(buf, size,
                      "%s won with %d of 70 card points (%d needed): each defender pays %d.", bid,
                      n[2], n[3], n[4]),
            size);
    return explain_finish(buf,
                          tutor_say(buf, size,
                                    "%s lost with %d of 70 card points (%d needed): the declarer "
                                    "pays each defender %d.",
                                    bid, n[2], n[3], n[4]),
                          size);
}

static size_t tapp_valat(const tutor_game *game, const int *n, char *buf, size_t size) {
    int failed = n[0] == TUTOR_TAPP_ANNOUNCED_FAILED;
    return explain_finish(
        buf,
        tutor_say(buf, size,
                  "%s Valat %s: %d times the %s bid's %d, so %s %d (in place of the bid).",
                  n[0] == TUTOR_TAPP_SILENT_MADE ? "Unannounced" : "Announced",
                  failed ? "failed" : "made", n[2], bid_name(game, n[1]), n[3],
                  failed ? "the declarer pays each defender" : "each defender pays", n[4]),
        size);
}

static size_t tapp_pagat_ultimo(const int *n, char *buf, size_t size) {
    static const char *const results[] = {
        "",
        "Announced Pagat Ultimo made: each defender pays 8.",
        "Announced Pagat Ultimo failed: the declarer pays each defender 8.",
        "Unannounced Pagat Ultimo: each defender pays 4.",
    };
    int known = n[0] >= TUTOR_TAPP_NONE && n[0] <= TUTOR_TAPP_SILENT_MADE;
    return explain_finish(buf, tutor_say(buf, size, "%s", known ? results[n[0]] : ""), size);
}

size_t explain_line(const tutor_game *game, const explain_line_words *line, char *buf,
                    size_t size) {
    if (size == 0) return 0;
    buf[0] = '\0';
    switch (line->code) {
    case EXPLAIN_TAROT_GAME:
        return tarot_game(game, line->number, buf, size);
    case EXPLAIN_TAROT_PETIT_AU_BOUT:
        return tarot_petit_au_bout(line->number, buf, size);
    case EXPLAIN_TAROT_POIGNEE:
        return tarot_poignee(line->number, buf, size);
    case EXPLAIN_TAROT_CHELEM:
        return tarot_chelem(line->number, buf, size);
    case EXPLAIN_TAPP_BID:
        return tapp_bid(game, line->number, buf, size);
    case EXPLAIN_TAPP_VALAT:
        return tapp_valat(game, line->number, buf, size);
    case EXPLAIN_TAPP_PAGAT_ULTIMO:
        return tapp_pagat_ultimo(line->number, buf, size);
    }
    return 0;
}

/* ---- Hands with no score ----------------------------------------------------------------- */

size_t explain_no_hand(const tutor_game *game, explain_no_hand_code why, char *buf, size_t size) {
    (void)game;
    return explain_finish(
        buf,
        tutor_say(buf, size, "%s: there is no hand to score.",
                  why == EXPLAIN_HAND_CANCELLED ? "The hand was cancelled" : "Every player passed"),
        size);
}

/* ---- Bad input --------------------------------------------------------------------------- */

/* Each sentence with the error code it goes with. In a sentence, %d is the next of the input's
 * numbers, %c its card's code, %n the game's name, %p the game's piece ("tile"), %s the word
 * the input names (input_word). */
static const struct {
    const char *error;
    const char *sentence;
} inputs[EXPLAIN_INPUT_COUNT] = {
    [EXPLAIN_DEALER_SEAT] = {"bad-field", "dealer must be a seat from 0 to %d, not %d."},
    [EXPLAIN_LEADER_SEAT] = {"bad-field", "leader must be a seat from 0 to %d, not %d."},
    [EXPLAIN_SEAT_OF_FOUR] = {"bad-field", "seat must be from 0 to 3."},
    [EXPLAIN_SEAT_OF_THREE] = {"bad-field", "seat must be 0, 1 or 2, not %d."},
    [EXPLAIN_NOT_OF_GAME] = {"unknown-card", "%c is not a card of %n."},
    [EXPLAIN_DEALT_TWICE] = {"duplicate-card", "%c is dealt twice."},
    [EXPLAIN_NOT_IN_OPTIONS_PACK] = {"unknown-card",
                                     "%c in %s is not in the pack these options give."},
    [EXPLAIN_DEALT_MORE_THAN_ONCE] = {"duplicate-card", "%c in %s is dealt more than once."},
    [EXPLAIN_DEAL_HANDS_FOR_OPTIONS] = {"bad-field",
                                        "The deal has %d hands; these options seat %d."},
    [EXPLAIN_STOCK_TOO_BIG] = {"bad-field", "The stock holds %d cards; a pack has at most %d."},
    [EXPLAIN_LEADER_HOLDS_NONE] = {"bad-field", "Seat %d holds no cards, so it cannot lead."},
    [EXPLAIN_DEAL_HANDS_FOR_PLAYERS] = {"bad-field", "A deal for %d players has %d hands, not %d."},
    [EXPLAIN_CHIEN_SIZE] = {"bad-field",
                            "With %d players the chien holds %d cards; this one holds %d."},
    [EXPLAIN_HAND_SIZE_FOR_PLAYERS] = {"bad-field", "With %d players each hand holds %d cards; "
                                                    "seat %d holds %d."},
    [EXPLAIN_DEALT_TO_HANDS] = {"bad-field", "%n is dealt to %d hands, not %d."},
    [EXPLAIN_SEAT_DEALT] = {"bad-field", "Seat %d is dealt %d cards; each player has %d, and the "
                                         "dealer %s more (in the deal's rest or in hand)."},
    [EXPLAIN_PIECES_PER_HAND] = {"bad-field", "Each %n hand has %d %ps; seat %d is dealt %d."},
    [EXPLAIN_PIECE_DEALT_TWICE] = {"duplicate-card", "A %p is dealt to more than one seat."},
    [EXPLAIN_GAME_DEAL_HANDS] = {"bad-field", "A %n deal has %d hands, not %d."},
    [EXPLAIN_PILE_CARD_NUMBER] = {"unknown-card",
                                  "%s holds card number %d, which is not a card of the %n pack."},
    [EXPLAIN_PILE_DEALT_TWICE] = {"duplicate-card", "%c is dealt twice (again in %s)."},
    [EXPLAIN_PILE_SIZE] = {"bad-field", "%s must hold %d cards, not %d."},
    [EXPLAIN_CARD_NUMBER] = {"unknown-card", "Card number %d is not a card of the %n pack."},
    [EXPLAIN_TALON_TOP] = {"bad-field", "The talon's top half is three cards of the talon."},
    [EXPLAIN_DISCARD_LIST] = {"bad-field", "A discard is a list of cards."},
    [EXPLAIN_DISCARD_NOT_OF_PACK] = {"unknown-card", "A discarded card is not of the pack."},
    [EXPLAIN_PLAYED_NOT_OF_PACK] = {"unknown-card", "The card played is not of the pack."},
    [EXPLAIN_BID_WORDS] = {"bad-field",
                           "A call is a pass or a bid: Three cards, Bottom 3, Top 3 or Solo."},
    [EXPLAIN_HALF_WORDS] = {"bad-field", "A half of the talon is the top or the bottom."},
    [EXPLAIN_ANNOUNCEMENT_WORDS] = {"bad-field", "An announcement is Pagat Ultimo or Valat."},
    [EXPLAIN_CALL_WORDS] = {"bad-field",
                            "A call is none, \"ours\", \"yours\", re-affirm or change."},
    [EXPLAIN_DECLARATIONS_COUNT] = {"bad-field", "A player declares from none to twelve "
                                                 "combinations (five kinds of cricca, seven of "
                                                 "sequence)."},
    [EXPLAIN_DECLARATION_SHAPE] = {"bad-field", "Each declaration names a kind of cricca or "
                                                "sequence and the cards shown."},
    [EXPLAIN_HAND_NOT_OVER] = {"bad-field", "The hand is not over yet."},
    [EXPLAIN_PILE_TRICKS] = {"bad-field", "A %n pile holds whole tricks of %d %ps; %d %ps is not "
                                          "a whole number of tricks."},
    [EXPLAIN_SIDE_FIELD] = {"bad-field", "side must be 0 or 1, not %d."},
    [EXPLAIN_SCORE_NEGATIVE] = {"bad-field", "A game score is never negative, not %d."},
    [EXPLAIN_GAME_WON_ALREADY] = {"bad-field",
                                  "At %d to %d the game is already won: a new game starts from 0."},
    [EXPLAIN_SCORED_THIS_WAY] = {"bad-field", "Only Ottocento and Eight Hundred score this way."},
    [EXPLAIN_HAND_PLAYED_HERE] = {"bad-field", "A whole hand is played here for Ottocento and "
                                               "Eight Hundred only."},
    [EXPLAIN_OPTION_NO_VALUE] = {"bad-option", "%n has no value %d for %s."},
    [EXPLAIN_ALLEGIANCE_IN_HAND] = {"bad-option", "The allegiance option counts a single pile; in "
                                                  "a whole hand the calls made with Good and Evil "
                                                  "decide which suits each partnership scores."},
    [EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL] = {"bad-option", "The allegiance option counts a pile in "
                                                          "the Game of Allegiance; set good_evil "
                                                          "to \"allegiance\" as well."},
    [EXPLAIN_DEALS_FIELD] = {"bad-field", "deals must be from 1 to %d, not %d."},
    [EXPLAIN_DEALS_PLAYED] = {"bad-field", "The game's %d deals have been played."},
    [EXPLAIN_FOUR_HANDS_PLAYED] = {"bad-field", "The game's four hands have been played."},
    [EXPLAIN_JOINS_WHEN_OVER] = {"bad-field", "A hand joins the game once it is over."},
    [EXPLAIN_JOINS_WHEN_PLAYED] = {"bad-field",
                                   "A hand joins the game once every trick is played."},
    [EXPLAIN_GAME_SEATS_PLAYERS] = {"bad-field",
                                    "Every hand of the game seats %d players, not %d."},
    [EXPLAIN_DEALT_BY] = {"bad-field", "This hand of the game is dealt by seat %d, not %d."},
    [EXPLAIN_DEALT_AND_LED_BY] = {"bad-field", "This hand of the game is dealt by seat %d, so "
                                               "seat %d leads, not %d."},
    [EXPLAIN_SCORES_FROM] = {"bad-field", "This hand of the game starts from the scores %d and "
                                          "%d, not %d and %d."},
    [EXPLAIN_GOOD_EVIL_AS] = {"bad-field",
                              "Every hand of the game is played with Good & Evil as %s."},
    [EXPLAIN_SPELLED_OUT] = {"bad-field", "The game is over: seat %d has spelled BURRO."},
    [EXPLAIN_PARTNERSHIP_WON] = {"bad-field", "The game is over: partnership %d has won it."},
    [EXPLAIN_PARTNERSHIP_MARKS] = {"bad-field", "The game is over: partnership %d has %d marks."},
    [EXPLAIN_MOVE_NO_CALL_NO_NUMBER] = {"bad-field", "A %n move carries no call and no number."},
    [EXPLAIN_CARD_MOVE_NO_NUMBER] = {"bad-field", "A %n card move carries no number."},
    [EXPLAIN_CARD_MOVES_NO_NUMBER] = {"bad-field",
                                      "A card played, discarded or shown carries no number."},
    [EXPLAIN_DISCARD_NO_NUMBER] = {"bad-field", "A discarded card carries no number."},
    [EXPLAIN_PASS_NO_NUMBER] = {"bad-field", "A pass carries no number."},
    [EXPLAIN_PASS_OR_DONE_EMPTY] = {"bad-field", "A pass or a done carries no card and no number."},
    [EXPLAIN_PASS_ALL] = {"bad-field", "A pass is all it says."},
    [EXPLAIN_GAME_CARD_NO_CALL] = {"bad-field", "A %n %p is played with no call."},
    [EXPLAIN_PIECE_NO_CALL] = {"bad-field", "A %p is played with no call."},
    [EXPLAIN_CONTRACT_NUMBER] = {"bad-field", "A %n bid is a contract from 0 (petite) to 3 (garde "
                                              "contre), and carries no card."},
    [EXPLAIN_FLAG_NUMBER] = {"bad-field",
                             "A %n flag is 0 (cancel) or 1 (chelem), and carries no card."},
    [EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD] = {"bad-field",
                                           "A %n bid, take or announcement carries no card."},
    [EXPLAIN_BID_NUMBER] = {"bad-field",
                            "A %n bid is 0 (Three cards), 1 (Bottom 3), 2 (Top 3) or 3 (Solo)."},
    [EXPLAIN_HALF_NUMBER] = {"bad-field", "The half of the talon taken is 0 (top) or 1 (bottom)."},
    [EXPLAIN_ANNOUNCEMENT_NUMBER] = {"bad-field",
                                     "An announcement is 0 (Pagat Ultimo) or 1 (Valat)."},
    [EXPLAIN_POINTS_OR_MARKS] = {"bad-field", "A %n bid is 30 to 42 points or 1 to %d marks."},
    [EXPLAIN_PLAY_CALL_NUMBER] = {"bad-field", "A play's number is its call: 0 none, 1 ours, 2 "
                                               "yours, 3 re-affirm, 4 change, not %d."},
    [EXPLAIN_KIND_NUMBER] = {"bad-field", "A kind of combination is from 0 to %d, not %d."},
    [EXPLAIN_DECLARE_NO_CARD] = {"bad-field", "A declaration's kind and its end carry no card."},
    [EXPLAIN_END_NO_NUMBER] = {"bad-field", "The end of a declaration carries no number."},
    [EXPLAIN_DECLARED_AT_MOST] = {"bad-field", "A player declares at most %d combinations."},
    [EXPLAIN_KIND_FIRST] = {"bad-field",
                            "A card is shown in a combination: declare its kind first."},
    [EXPLAIN_DECLARATION_MOVES] = {"bad-field", "A declaration is at most %d moves, its DONE "
                                                "included: show this combination with fewer "
                                                "cards, or fewer combinations."},
    [EXPLAIN_DECLARATION_VALUES] = {"bad-field", "A %n declaration names a contract, a trump and "
                                                 "the doubles, each one of its values."},
    [EXPLAIN_DECLARATION_ORDER] = {"bad-field", "A %n declaration names the contract, then the "
                                                "trump, then the doubles, each at most once."},
    [EXPLAIN_DISCARD_TWO_MOVES] = {"bad-field", "The discard is two cards, one move each."},
    [EXPLAIN_DISCARD_FOUR_CARDS] = {"bad-field", "A discard is four different cards."},
    [EXPLAIN_NO_SEQUENCE_TO_END] = {"bad-field", "A %n hand has no sequence to end now."},
    [EXPLAIN_NOT_IN_PACK_OF] = {"unknown-card", "Card number %d is not in the %d-card pack."},
    [EXPLAIN_NO_REST] = {"bad-field", "A %n deal has no \"rest\": the %d %ps are all dealt."},
    [EXPLAIN_MOVES_CARDS_DRAWS_PASSES] = {"bad-field",
                                          "A %n hand is played with cards, draws and passes."},
    [EXPLAIN_MOVES_BIDS_DISCARD_CALL] = {"bad-field", "A %n hand is played with bids, a discard, "
                                                      "a call, poignées, flags and cards."},
    [EXPLAIN_MOVES_BIDS_PASSES_TAKES] = {"bad-field", "A %n hand is played with bids, passes, "
                                                      "takes, discards, announcements and cards."},
    [EXPLAIN_MOVES_DISCARDS_DECLARATIONS] = {"bad-field", "%n is played with discards, "
                                                          "declarations (kinds, cards shown, done) "
                                                          "and cards."},
    [EXPLAIN_MOVES_DISCARDS_PLAYS] = {"bad-field", "A %n hand is played with the dealer's "
                                                   "discards and plays."},
    [EXPLAIN_MOVES_BIDS_DECLARATION] = {"bad-field",
                                        "A %n hand is played with bids, a declaration and %ps."},
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
    const char *form = (unsigned)input.code < EXPLAIN_INPUT_COUNT && inputs[input.code].sentence
                           ? inputs[input.code].sentence
                           : "";
    size_t length = 0;
    int next = 0;
    sentence[0] = '\0';
    for (const char *p = form; *p; p++) {
        if (p[0] != '%' || !p[1]) {
            char c[2] = {*p, '\0'};
            append(sentence, sizeof sentence, &length, c);
            continue;
        }
        switch (*++p) {
        case 'd':
            tutor_say(piece, sizeof piece, "%d", next < 4 ? input.number[next] : 0);
            next++;
            append(sentence, sizeof sentence, &length, piece);
            break;
        case 'c':
            piece[0] = '\0';
            if (game) tutor_card_format(game, input.card, piece);
            append(sentence, sizeof sentence, &length, piece);
            break;
        case 'n':
            append(sentence, sizeof sentence, &length, game ? game->name : "");
            break;
        case 'p':
            append(sentence, sizeof sentence, &length, game ? game->piece : "");
            break;
        case 's':
            append(sentence, sizeof sentence, &length, input_word(game, &input, word, sizeof word));
            break;
        default:
            append(sentence, sizeof sentence, &length, "%");
            break;
        }
    }
    const char *code = (unsigned)input.code < EXPLAIN_INPUT_COUNT && inputs[input.code].error
                           ? inputs[input.code].error
                           : "bad-field";
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
