/*
 * explain_en.c: the explanation module's templates in English (explain_text.h). Every other
 * language's table has the same entries, with the same holes in the same order.
 */
#include "explain_text.h"

const char *const explain_en[SAY_COUNT] = {
    [SAY_RULE_ALONE + TUTOR_OUT_OF_PHASE] =
        "The hand is not at the step for that action: its steps come one "
                           "after another, from the auction to the last trick, and each action "
                           "belongs to one of them.",
    [SAY_RULE_ALONE + TUTOR_OUT_OF_TURN] =
        "It is another player's turn: only the player whose turn it is may act now.",
    [SAY_RULE_ALONE + TUTOR_ALREADY_PASSED] =
        "You have passed, and a player who passes may not bid again in the same auction.",
    [SAY_RULE_ALONE + TUTOR_BID_TOO_LOW] =
        "A bid must beat the highest bid so far; a player who will not beat it passes.",
    [SAY_RULE_ALONE + TUTOR_BAD_ANNOUNCEMENT] =
        "That contract is already announced: each is announced once, before the first card.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_TWO] =
        "The dealer discards exactly two different cards, to hold fifteen like everyone else.",
    [SAY_RULE_ALONE + TUTOR_GAME_OVER] =
        "The game is over: a partnership has reached 800 points, so nothing more "
                        "is played in this hand.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_FOUR] =
        "The dealer discards exactly four different cards, to hold nineteen like everyone else.",
    [SAY_WITH_WITNESS + TUTOR_BAD_DISCARD] =
        "%s" " may not be discarded while you keep " "%s" ": a trump goes into the chien only when too few cards other than "
                           "trumps, Kings and the Excuse are left, and then it is shown.",
    [SAY_WITH_WITNESS + TUTOR_BAD_CALL] =
        "%s" " may be called only by a taker who holds every card of each rank above "
                        "it, and " "%s" " is not in your hand.",
    [SAY_WITH_WITNESS + TUTOR_BAD_POIGNEE] =
        "%s" " may stand in for a trump in a poignée only when every trump held is "
                           "shown, and you also hold " "%s" ".",
    [SAY_WITH_WITNESS + TUTOR_MUST_KEEP] =
        "%s" " is a trump, and a trump may be discarded only when there is no other "
                         "option: you still hold " "%s" ", which may be discarded.",
    [SAY_AFTER_CARD + TUTOR_NOT_IN_HAND] =
        "%s" " is not in the hand of the player to move.",
    [SAY_AFTER_CARD + TUTOR_BAD_DISCARD] =
        "%s" " may not be discarded: Kings and the bouts (the 1 and the 21 of "
                          "trumps and the Excuse) never go into the chien.",
    [SAY_AFTER_CARD + TUTOR_BAD_CALL] =
        "%s" " cannot be called: the taker calls a King (a Queen when holding all four "
                       "Kings, and so on down to the Valets).",
    [SAY_AFTER_CARD + TUTOR_BAD_POIGNEE] =
        "%s" " is not a trump: a poignée shows trumps (the Excuse may stand in for "
                          "one when no trump is held back).",
    [SAY_AFTER_CARD + TUTOR_WINS_EXCUSE_LED_LAST] =
        "%s" " wins: it was led to the last trick by a side that had won "
                                   "every trick before it, the one way the Excuse takes a trick.",
    [SAY_AFTER_CARD + TUTOR_MUST_KEEP] =
        "%s" " may not be discarded: Kings and the Trull (the Sküs, the Mond and the "
                        "Pagat) are never discarded.",
    [SAY_AFTER_CARD + TUTOR_NOT_A_COMBINATION] =
        "%s" " and the cards shown with it do not make the combination named: "
                                "three or four of a kind take no wild card, and a sequence needs "
                                "its real cards before a wild card may stand in.",
    [SAY_AFTER_CARD + TUTOR_DECLARED_TWICE] =
        "%s" " is shown in a second combination of a kind already declared: each "
                             "kind, and each suit's sequence, is declared once.",
    [SAY_AFTER_CARD + TUTOR_MUST_CALL_ALLEGIANCE] =
        "%s" " is the first of Good and Evil played, so you call it \"ours\" (your partnership then "
        "scores only its suits: Earth and Air for Good, Fire and Water for Evil) or \"yours\" "
        "(the other partnership does), and must say which.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_ONE_BID_EACH] =
        "The auction is over: every player has had their one bid.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_NOT_HIGHER] =
        "A bid must be higher than the highest bid so far.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_MARKS_BY_ONE] =
        "A bid in marks may raise the last one by one mark only.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_OPENING_MARKS] =
        "The opening bid in marks is at most 2 marks, unless the bidder "
                                   "holds 4 doubles and bids a Plunge (4 or more).",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRUMP_DECLARED_ONCE] =
        "Trump is declared after the auction, by the winning bidder, once.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NELLO_BID] =
        "Nello is bid as 1 or 2 marks by a player after every other player has passed.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SEVENS_BID] =
        "Sevens is bid in marks: at least 42 points, one mark.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLUNGE_BID] =
        "A Plunge needs at least 4 doubles in the declarer's hand and a bid of at least 4 marks.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SPLASH_BID] =
        "A Splash needs at least 3 doubles in the declarer's hand and a bid of 2 marks.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRICKS_PLAYED] =
        "Every trick of this hand has been played.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_BEFORE_BID] =
        "A hand is cancelled right after the deal, before the first bid.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NOBODY_CANCELS] =
        "Only a player holding the 1 of trumps with no other trump and "
                                    "not the Excuse may cancel the hand, and nobody does.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_ON_TURN] =
        "Only the player holding the 1 of trumps with no other trump and not the Excuse may cancel "
        "the hand, on their turn before the first bid.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_OR_PASS_ONCE] =
        "The auction is over: each player bids or passes once.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_AFTER_AUCTION] =
        "The discard comes after the auction, from the taker of a petite or a garde.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_MADE] =
        "There is no discard to make now: the taker of a petite or a "
                                  "garde discards once, right after taking the chien.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_UNDER_WAY] =
        "The discard under way is finished first, a card at a time.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_FIVE] =
        "Only with 5 players does the taker call a King.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_ONCE] =
        "The taker calls a King once, after the auction and the discard, before play.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_FIRST_TRICK] =
        "A poignée is shown in the first trick, by the player about to play their first card.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_UNDER_WAY] =
        "The poignée under way is finished first: its trumps, then done.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_AFTER_AUCTION] =
        "The taker announces a chelem once the auction is over, before the first card.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_BEFORE_CARD] =
        "A chelem is announced before the first card is played.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_ANNOUNCED] =
        "The chelem is already announced.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_TAKER] =
        "Only the taker announces a chelem, on their turn before the first card.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_THROWN_IN] =
        "There is no hand to play: it was thrown in before play.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_CALL] =
        "Cards are played once the auction is over and the taker has called a King.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_DISCARD] =
        "Cards are played once the auction is over and the taker has discarded.",
    [SAY_INPUT + EXPLAIN_DEALER_SEAT] =
        "dealer must be a seat from 0 to %d, not %d.",
    [SAY_INPUT + EXPLAIN_LEADER_SEAT] =
        "leader must be a seat from 0 to %d, not %d.",
    [SAY_INPUT + EXPLAIN_NOT_OF_GAME] =
        "%c is not a card of %n.",
    [SAY_INPUT + EXPLAIN_DEALT_TWICE] =
        "%c is dealt twice.",
    [SAY_INPUT + EXPLAIN_NOT_IN_OPTIONS_PACK] =
        "%c in %s is not in the pack these options give.",
    [SAY_INPUT + EXPLAIN_DEALT_MORE_THAN_ONCE] =
        "%c in %s is dealt more than once.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_OPTIONS] =
        "The deal has %d hands; these options seat %d.",
    [SAY_INPUT + EXPLAIN_STOCK_TOO_BIG] =
        "The stock holds %d cards; a pack has at most %d.",
    [SAY_INPUT + EXPLAIN_LEADER_HOLDS_NONE] =
        "Seat %d holds no cards, so it cannot lead.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_PLAYERS] =
        "A deal for %d players has %d hands, not %d.",
    [SAY_INPUT + EXPLAIN_CHIEN_SIZE] =
        "With %d players the chien holds %d cards; this one holds %d.",
    [SAY_INPUT + EXPLAIN_HAND_SIZE_FOR_PLAYERS] =
        "With %d players each hand holds %d cards; seat %d holds %d.",
    [SAY_INPUT + EXPLAIN_DEALT_TO_HANDS] =
        "%n is dealt to %d hands, not %d.",
    [SAY_INPUT + EXPLAIN_SEAT_DEALT] =
        "Seat %d is dealt %d cards; each player has %d, and the "
                           "dealer %s more (in the deal's rest or in hand).",
    [SAY_INPUT + EXPLAIN_PIECES_PER_HAND] =
        "Each %n hand has %d %P; seat %d is dealt %d.",
    [SAY_INPUT + EXPLAIN_PIECE_DEALT_TWICE] =
        "A %p is dealt to more than one seat.",
    [SAY_INPUT + EXPLAIN_GAME_DEAL_HANDS] =
        "A %n deal has %d hands, not %d.",
    [SAY_INPUT + EXPLAIN_PILE_CARD_NUMBER] =
        "%s holds card number %d, which is not a card of the %n pack.",
    [SAY_INPUT + EXPLAIN_PILE_DEALT_TWICE] =
        "%c is dealt twice (again in %s).",
    [SAY_INPUT + EXPLAIN_PILE_SIZE] =
        "%s must hold %d cards, not %d.",
    [SAY_INPUT + EXPLAIN_CARD_NUMBER] =
        "Card number %d is not a card of the %n pack.",
    [SAY_INPUT + EXPLAIN_TALON_TOP] =
        "The talon's top half is three cards of the talon.",
    [SAY_INPUT + EXPLAIN_DISCARD_NOT_OF_PACK] =
        "A discarded card is not of the pack.",
    [SAY_INPUT + EXPLAIN_PLAYED_NOT_OF_PACK] =
        "The card played is not of the pack.",
    [SAY_INPUT + EXPLAIN_DECLARATION_SHAPE] =
        "Each declaration names a kind of cricca or sequence and the cards shown.",
    [SAY_INPUT + EXPLAIN_HAND_NOT_OVER] =
        "The hand is not over yet.",
    [SAY_INPUT + EXPLAIN_PILE_TRICKS] =
        "A %n pile holds whole tricks of %d %P; %d %P is not a whole number of tricks.",
    [SAY_INPUT + EXPLAIN_SCORE_NEGATIVE] =
        "A game score is never negative, not %d.",
    [SAY_INPUT + EXPLAIN_GAME_WON_ALREADY] =
        "At %d to %d the game is already won: a new game starts from 0.",
    [SAY_INPUT + EXPLAIN_OPTION_NO_VALUE] =
        "%n has no value %d for %s.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_IN_HAND] =
        "The allegiance option counts a single pile; in a whole hand the calls made "
        "with Good and Evil decide which suits each partnership scores.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL] =
        "The allegiance option counts a pile in the Game of "
                                           "Allegiance; set good_evil to \"allegiance\" as well.",
    [SAY_INPUT + EXPLAIN_DEALS_FIELD] =
        "deals must be from 1 to %d, not %d.",
    [SAY_INPUT + EXPLAIN_DEALS_PLAYED] =
        "The game's %d deals have been played.",
    [SAY_INPUT + EXPLAIN_FOUR_HANDS_PLAYED] =
        "The game's four hands have been played.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_OVER] =
        "A hand joins the game once it is over.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_PLAYED] =
        "A hand joins the game once every trick is played.",
    [SAY_INPUT + EXPLAIN_GAME_SEATS_PLAYERS] =
        "Every hand of the game seats %d players, not %d.",
    [SAY_INPUT + EXPLAIN_DEALT_BY] =
        "This hand of the game is dealt by seat %d, not %d.",
    [SAY_INPUT + EXPLAIN_DEALT_AND_LED_BY] =
        "This hand of the game is dealt by seat %d, so seat %d leads, not %d.",
    [SAY_INPUT + EXPLAIN_SCORES_FROM] =
        "This hand of the game starts from the scores %d and %d, not %d and %d.",
    [SAY_INPUT + EXPLAIN_GOOD_EVIL_AS] =
        "Every hand of the game is played with Good & Evil as %s.",
    [SAY_INPUT + EXPLAIN_SPELLED_OUT] =
        "The game is over: seat %d has spelled %N.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_WON] =
        "The game is over: partnership %d has won it.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_MARKS] =
        "The game is over: partnership %d has %d marks.",
    [SAY_INPUT + EXPLAIN_MOVE_NO_CALL_NO_NUMBER] =
        "A %n move carries no call and no number.",
    [SAY_INPUT + EXPLAIN_CARD_MOVE_NO_NUMBER] =
        "A %n card move carries no number.",
    [SAY_INPUT + EXPLAIN_CARD_MOVES_NO_NUMBER] =
        "A card played, discarded or shown carries no number.",
    [SAY_INPUT + EXPLAIN_DISCARD_NO_NUMBER] =
        "A discarded card carries no number.",
    [SAY_INPUT + EXPLAIN_PASS_NO_NUMBER] =
        "A pass carries no number.",
    [SAY_INPUT + EXPLAIN_PASS_OR_DONE_EMPTY] =
        "A pass or a done carries no card and no number.",
    [SAY_INPUT + EXPLAIN_PASS_ALL] =
        "A pass is all it says.",
    [SAY_INPUT + EXPLAIN_GAME_CARD_NO_CALL] =
        "A %n %p is played with no call.",
    [SAY_INPUT + EXPLAIN_PIECE_NO_CALL] =
        "A %p is played with no call.",
    [SAY_INPUT + EXPLAIN_CONTRACT_NUMBER] =
        "A %n bid is a contract from 0 (petite) to 3 (garde contre), and carries no card.",
    [SAY_INPUT + EXPLAIN_FLAG_NUMBER] =
        "A %n flag is 0 (cancel) or 1 (chelem), and carries no card.",
    [SAY_INPUT + EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD] =
        "A %n bid, take or announcement carries no card.",
    [SAY_INPUT + EXPLAIN_BID_NUMBER] =
        "A %n bid is 0 (Three cards), 1 (Bottom 3), 2 (Top 3) or 3 (Solo).",
    [SAY_INPUT + EXPLAIN_HALF_NUMBER] =
        "The half of the talon taken is 0 (top) or 1 (bottom).",
    [SAY_INPUT + EXPLAIN_ANNOUNCEMENT_NUMBER] =
        "An announcement is 0 (Pagat Ultimo) or 1 (Valat).",
    [SAY_INPUT + EXPLAIN_POINTS_OR_MARKS] =
        "A %n bid is 30 to 42 points or 1 to %d marks.",
    [SAY_INPUT + EXPLAIN_PLAY_CALL_NUMBER] =
        "A play's number is its call: 0 none, 1 ours, 2 yours, 3 re-affirm, 4 change, not %d.",
    [SAY_INPUT + EXPLAIN_KIND_NUMBER] =
        "A kind of combination is from 0 to %d, not %d.",
    [SAY_INPUT + EXPLAIN_DECLARE_NO_CARD] =
        "A declaration's kind and its end carry no card.",
    [SAY_INPUT + EXPLAIN_END_NO_NUMBER] =
        "The end of a declaration carries no number.",
    [SAY_INPUT + EXPLAIN_DECLARED_AT_MOST] =
        "A player declares at most %d combinations.",
    [SAY_INPUT + EXPLAIN_KIND_FIRST] =
        "A card is shown in a combination: declare its kind first.",
    [SAY_INPUT + EXPLAIN_DECLARATION_MOVES] =
        "A declaration is at most %d moves, its DONE included: show "
                                  "this combination with fewer cards, or fewer combinations.",
    [SAY_INPUT + EXPLAIN_DECLARATION_VALUES] =
        "A %n declaration names a contract, a trump and the doubles, each one of its values.",
    [SAY_INPUT + EXPLAIN_DECLARATION_ORDER] =
        "A %n declaration names the contract, then the "
                                  "trump, then the doubles, each at most once.",
    [SAY_INPUT + EXPLAIN_NO_SEQUENCE_TO_END] =
        "A %n hand has no sequence to end now.",
    [SAY_INPUT + EXPLAIN_NOT_IN_PACK_OF] =
        "Card number %d is not in the %d-card pack.",
    [SAY_INPUT + EXPLAIN_NO_REST] =
        "A %n deal has no \"rest\": the %d %P are all dealt.",
    [SAY_INPUT + EXPLAIN_MOVES_CARDS_DRAWS_PASSES] =
        "A %n hand is played with cards, draws and passes.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DISCARD_CALL] =
        "A %n hand is played with bids, a discard, a call, poignées, flags and cards.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_PASSES_TAKES] =
        "A %n hand is played with bids, passes, takes, discards, announcements and cards.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_DECLARATIONS] =
        "%n is played with discards, declarations (kinds, cards shown, done) and cards.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_PLAYS] =
        "A %n hand is played with the dealer's discards and plays.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DECLARATION] =
        "A %n hand is played with bids, a declaration and %P.",
    [SAY_INPUT + EXPLAIN_PILE_IN_GROUPS] =
        "%n counts cards in %s, so a pile holds a multiple of %d cards; these are %d.",
    [SAY_INPUT + EXPLAIN_SCORES_NO_COMBINATIONS] = "%n scores no combinations.",

    /* ---- trick play ---- */
    [SAY_SETS_NO_SUIT] = "%s was led and sets no suit, so ",
    [SAY_DEED_PLAY] = "play %s",
    [SAY_DEED_DRAW] = "draw from the stock",
    [SAY_DEED_PASS] = "pass",
    [SAY_OUTSIDE_JOIN] = ": ",
    [SAY_MUST_FOLLOW] = "%s. You hold %s, %s, so you must follow %s and may not %s%s%s.",
    [SAY_MUST_TRUMP] =
        "%s. You hold no %s but you hold %s, a trump, so you must trump and may not play %s.",
    [SAY_MUST_OVERTRUMP] = "%s is the highest trump in the trick and you hold %s, which beats it, "
                           "so you must play a trump higher than %s and may not play %s.",
    [SAY_MUST_DRAW] = "%s. You hold no %s and the stock is not empty, so you must draw from it "
                      "until you can follow %s, and may not %s.",
    [SAY_MUST_PASS] =
        "%s. You hold no %s and the stock is empty, so you pass this trick and may not %s.",
    [SAY_MUST_LEAD] = "You lead this trick and may lead any %s of your hand; drawing and passing "
                      "are only for a player who cannot follow the suit led, so you may not %s.",
    [SAY_MUST_PLAY_PAIR] = "Your partner played %s and you hold %s: in the Game of Allegiance the "
                           "partner holding the other card must play it at once, whatever the "
                           "suit led, so you may not play %s.",
    [SAY_WINS_LAST_OF_EQUALS] = "%s wins: %s rank equal, and when no higher trump is played the "
                                "last of them played takes the trick, so it beats %s.",
    [SAY_THESE_TRUMPS] = "these trumps",
    [SAY_WINS_GOOD_EVIL_PAIR] = "%s wins: Good and Evil were both played by one partnership, and "
                                "together they beat everything; the first of them played, %s, "
                                "takes the trick.",
    [SAY_WINS_GOOD_EVIL_TO_LEAD] =
        "%s wins: Good and Evil were played by opposing partnerships, so they count for nothing, "
        "and no other card could take the trick, so it goes to the card led.",
    [SAY_WINS_GOOD_EVIL_CANCELLED] =
        "%s wins: Good and Evil were played by opposing partnerships, so they count for nothing; "
        "%s; no other trump was played, and %s is the highest of them played.",
    [SAY_MUST_PLAY_NEAREST_SEVEN] = "In Sevens every player must play the %s whose pips total "
                                    "nearest to 7: you hold %s (%d pips), nearer than %s (%d "
                                    "pips).",
    [SAY_WINS_NEAREST_SEVEN] = "%s wins: its pips total %d, the nearest to 7 in the trick (a tie "
                               "goes to the %s played first).",
    [SAY_NOBODY_MAY] = "The hand is over, so nobody may %s.",
    [SAY_EVERY_TRICK_PLAYED] = "Every trick has been played; %s cannot be played.",
    [SAY_WINS_HIGHEST_TRUMP] =
        "%s wins: it is the highest trump played, and a trump beats every %s of a plain suit.",
    [SAY_WINS_HIGHEST_OF_SUIT_LED] = "%s wins: %s; %s is the highest of them played.",
    [SAY_WINS_HIGHEST_NO_TRUMP] =
        "%s wins: %s; no trump was played, and %s is the highest of them played.",
    [SAY_ULTIMO_CARD_NOT_HELD] = "Pagat Ultimo promises to win the last trick with %s, and you do "
                                 "not hold it, so you may not announce it.",
    [SAY_DISCARD_WORTH_FIVE] = "%s may not be discarded: it is worth 5 points, and the dealer's "
                               "discard holds no King and none of %s, %s, %s and %s.",
    [SAY_DISCARD_KING_ACE_HONOUR] = "%s may not be discarded: the dealer's discard holds no King, "
                                    "no Ace and none of the Honours (%s, %s and %s).",
    [SAY_CALL_ANSWERED] = "The other partnership made the call with %s; playing %s, you either "
                          "re-affirm their call or change it, and must say which.",
    [SAY_NO_CALL_AFTER_PARTNER] = "%s comes after %s from your own partnership: only the first of "
                                  "Good and Evil and the other partnership's answer carry a call, "
                                  "so %s makes none.",
    [SAY_NO_CALL_CARD] =
        "Only Good and Evil carry a call, and only in the Game of Allegiance: %s makes none.",
    [SAY_REASON_BY_NAME] = "%s: %s.",
    [SAY_PIECE_CARD] = "card",
    [SAY_PIECE_TILE] = "tile",
    [SAY_PIECES_CARD] = "cards",
    [SAY_PIECES_TILE] = "tiles",
    [SAY_CARD_OF_SUIT] = "the %s of %s",
    [SAY_TRUMP_NUMBERED] = "the %d of trumps",
    [SAY_SET_THE_SUIT] = "%s set the suit to %s",
    [SAY_NO_SUIT] = "none",

    /* ---- whole hands' refusals ---- */
    [SAY_CONTRACT_WITHOUT_TRUMPS] = "%s's %s contract has no trumps, so \"trump\" \"%s\" cannot "
                                    "apply; give \"none\" or leave it out.",
    [SAY_DOUBLES_WITHOUT_TRUMPS] = "\"doubles\" \"%s\" applies only to a hand without trumps "
                                   "(follow-me or Nello), not to %s; give \"high\" or leave it "
                                   "out.",
    [SAY_IN_SEVENS] = "Sevens",
    [SAY_WITH_TRUMPS] = "a hand with trumps",
    [SAY_TRUMP_NEEDED] = "%s needs the option \"trump\" (\"0\" to \"6\", \"doubles\" or \"none\" "
                         "for follow-me) to decide tricks in a %s contract.",
    [SAY_PLAY_AFTER_DECLARATION] = "%s are played after the auction and the declaration of trump.",
    [SAY_POIGNEE_NAMES_TWICE] = "The poignée names %s twice; each card is given once.",
    [SAY_DISCARD_NAMES_TWICE] = "The discard names %s twice; each card is given once.",
    [SAY_BID_NOT_ABOVE_CONTRACT] = "%s was bid before, so a bid must be higher than it (petite, "
                                   "garde, garde sans le chien, garde contre le chien, lowest "
                                   "first), or a pass.",
    [SAY_DISCARD_SIZE] =
        "The taker discards %d cards, as many as the chien held; this discard has %d.",
    [SAY_POIGNEE_SHOWN] = "Seat %d has already shown a poignée this hand.",
    [SAY_POIGNEE_SHORT_ONE] =
        "A single poignée with %d players shows at least %d trumps; %d was shown.",
    [SAY_POIGNEE_SHORT_MANY] =
        "A single poignée with %d players shows at least %d trumps; %d were shown.",
    [SAY_SHOWN_TWICE_IN_COMBINATION] = "%s is shown once in a combination.",
    [SAY_NO_COMBINATION_HELD] = "Seat %d holds no combination of that kind to declare.",

    /* ---- score lines ---- */
    [SAY_HALF_POINTS] = "%d.5",
    [SAY_NOTHING_CHANGES_HANDS] = "nothing changes hands",
    [SAY_EACH_DEFENDER_PAYS] = "each defender pays %d",
    [SAY_EACH_DEFENDER_IS_PAID] = "each defender is paid %d",
    [SAY_ROUNDED_UP] = " (%d: the half point is rounded up for a taker who wins)",
    [SAY_ROUNDED_DOWN] = " (%d: the half point is rounded down for a taker who loses)",
    [SAY_BOUTS_ONE] = "%d bout",
    [SAY_BOUTS_MANY] = "%d bouts",
    [SAY_CONTRACT_WON] = "won",
    [SAY_CONTRACT_LOST] = "lost",
    [SAY_MARGIN_OVER] = "over",
    [SAY_MARGIN_SHORT] = "short",
    [SAY_TAKER_CONTRACT] = "%s %s: the taker's side took %s card points with %s%s; %d needed, so "
                           "%d %s; %d for the game and %d is %d, times %d for the contract: %s.",
    [SAY_PETIT_AU_BOUT] =
        "Petit au bout: the 1 of trumps was in the %s trick, won by the %s: %d, times %d: %s.",
    [SAY_NEXT_TO_LAST_TRICK] = "next-to-last (the Excuse took the last)",
    [SAY_LAST_TRICK] = "last",
    [SAY_TAKERS_SIDE] = "taker's side",
    [SAY_THE_DEFENCE] = "defence",
    [SAY_POIGNEE_LINE] = "Seat %d showed a %s poignée (%d trumps): %d to the side that won the "
                         "hand, the %s: %s.",
    [SAY_POIGNEE_SINGLE] = "single",
    [SAY_POIGNEE_DOUBLE] = "double",
    [SAY_POIGNEE_TRIPLE] = "triple",
    [SAY_TAKERS] = "taker's",
    [SAY_CHELEM_LINE] = "%s: %s.",
    [SAY_CHELEM_ANNOUNCED_MADE] = "Chelem announced and made",
    [SAY_CHELEM_ANNOUNCED_FAILED] = "Chelem announced and failed",
    [SAY_CHELEM_UNANNOUNCED] = "Chelem made without being announced",
    [SAY_CHELEM_BY_DEFENCE] = "Chelem by the defence",
    [SAY_DECLARER_BID_WON] = "%s won with %d of 70 card points (%d needed): each defender pays %d.",
    [SAY_DECLARER_BID_LOST] =
        "%s lost with %d of 70 card points (%d needed): the declarer pays each defender %d.",
    [SAY_VALAT_UNANNOUNCED] = "Unannounced Valat made: %d times the %s bid's %d, so each defender "
                              "pays %d (in place of the bid).",
    [SAY_VALAT_ANNOUNCED_MADE] = "Announced Valat made: %d times the %s bid's %d, so each "
                                 "defender pays %d (in place of the bid).",
    [SAY_VALAT_ANNOUNCED_FAILED] = "Announced Valat failed: %d times the %s bid's %d, so the "
                                   "declarer pays each defender %d (in place of the bid).",
    [SAY_ULTIMO_ANNOUNCED_MADE] = "Announced Pagat Ultimo made: each defender pays 8.",
    [SAY_ULTIMO_ANNOUNCED_FAILED] =
        "Announced Pagat Ultimo failed: the declarer pays each defender 8.",
    [SAY_ULTIMO_UNANNOUNCED] = "Unannounced Pagat Ultimo: each defender pays 4.",
    [SAY_BID_MARKS_MADE] =
        "The bid of %s was made: the bidders took %d of the %d points (%s), so the bidders win %s.",
    [SAY_BID_MARKS_SET] =
        "The bid of %s was set: the bidders took %d of the %d points (%s), so the opponents win %s.",
    [SAY_NEED_NONE] =
        "they may take none",
    [SAY_NEED_ALL] =
        "all %d needed",
    [SAY_NEED_SOME] =
        "%d needed",
    [SAY_COACH_AS_GOOD] =
        "Over %d deals that fit what you have seen, %s %s is as good as any: it comes out ahead %d%% of the time and scores %s points on average.",
    [SAY_COACH_WORSE] =
        "Over %d deals that fit what you have seen, %s comes out ahead %d%% of the time and scores %s points on average; %s, which %s, scores %s points less on average.",
    [SAY_COACH_YOU_PLAYED] =
        "you played",
    [SAY_COACH_YOU_CHOSE] =
        "you chose",
    [SAY_QUOTED] = "“%s”",
    [SAY_TENTHS] =
        "%s%d.%d",
    [SAY_NO_HAND_CANCELLED] = "The hand was cancelled: there is no hand to score.",
    [SAY_NO_HAND_PASSED] = "Every player passed: there is no hand to score.",

    /* ---- the words bad input names ---- */
    [SAY_THE_STOCK] = "the stock",
    [SAY_A_HAND] = "a hand",
    [SAY_COUNT_NONE] = "none",
    [SAY_COUNT_ONE] = "one",
    [SAY_COUNT_TWO] = "two",
    [SAY_COUNT_THREE] = "three",
    [SAY_COUNT_FOUR] = "four",
    [SAY_COUNT_FIVE] = "five",
    [SAY_COUNT_SIX] = "six",
    [SAY_THE_TALON] = "The talon",
    [SAY_SEAT_NUMBER] = "Seat %d",
    [SAY_AS_AGREED] = "agreed",
    [SAY_IN_PAIRS] = "pairs",
    [SAY_IN_THREES] = "threes",

    /* ---- the score request's fields ---- */
    [SAY_FIELD_ONE_OF] = "one of ",
    [SAY_FIELD_WHOLE_NUMBER] = "a whole number from %d to %d",
    [SAY_FIELD_MISSING] = "The request has no \"%s\" field.",
    [SAY_FIELD_MISSING_WHAT] = "The request has no \"%s\" field; it must be %s.",
    [SAY_FIELD_HALVES] = "\"%s\" must be 0 to %d, in whole or half points.",
    [SAY_FIELD_POINTS_OR_MARKS] = "\"%s\" must be %d to %d points, or {\"marks\": n}.",
    [SAY_FIELD_MUST_BE] = "\"%s\" must be %s.",

    /* ---- a score's lines, totals and notes ---- */
    [SAY_ITEM_CRICCA] = "Cricca",
    [SAY_ITEM_SEQUENCE] = "Sequence",
    [SAY_ITEM_CRICCHE_DOUBLED] = "Cricche doubled (one side holds them all)",
    [SAY_ITEM_SEQUENCES_DOUBLED] = "Sequences doubled (one side holds them all)",
    [SAY_ITEM_CARD_POINTS] = "Card points",
    [SAY_ITEM_LAST_TRICK] = "The last trick",
    [SAY_ITEM_DISCARD] = "The dealer’s discard",
    [SAY_ITEM_FOOL] = "The Fool",
    [SAY_ITEM_FOOL_PAYMENT] = "The card given for the Fool",
    [SAY_ITEM_TRICK_POINTS] = "A point for each trick",
    [SAY_SUITS_ALL] = "every suit",
    [SAY_SUITS_GOOD] = "Good’s suits",
    [SAY_SUITS_EVIL] = "Evil’s suits",
    [SAY_MOMENT_DECLARED] = "declared before the first trick",
    [SAY_MOMENT_AT_END] = "counted at the end",
    [SAY_LETTER_LINE] = "Left holding cards: a letter of %s",
    [SAY_CARDS_ONE] = "%d card",
    [SAY_CARDS_MANY] = "%d cards",
    [SAY_SHOWN_IN_TRICK] = "shown in trick %d",
    [SAY_LETTERS_OF] = "Letters of %s",
    [SAY_LETTERS_NONE] = "none",
    [SAY_TOTAL] = "Total",
    [SAY_TOTAL_HAND_SCORE] = "The hand’s score",
    [SAY_TOTAL_EACH_DEFENDER] = "Paid by each defender to the declarer (negative: the declarer "
                                "pays)",
    [SAY_NOTE_SEAT_CHANGE] = "Each seat’s change",
    [SAY_NOTE_GAME_SCORE] = "Game score",

    /* ---- moves ---- */
    [SAY_MOVE_PLAY] = "Play %s",
    [SAY_MOVE_DISCARD] = "Discard %s",
    [SAY_MOVE_CALL] = "Call %s",
    [SAY_MOVE_SHOW] = "Show %s",
    [SAY_MOVE_POIGNEE] = "Show %s in a poignée",
    [SAY_MOVE_DECLARE] = "Declare %s",
    [SAY_MOVE_ANNOUNCE] = "Announce %s",
    [SAY_MOVE_TAKE] = "Take the %s half",
    [SAY_MOVE_CONTRACT] = "Contract: %s",
    [SAY_MOVE_TRUMP] = "Trumps: %s",
    [SAY_MOVE_DOUBLES] = "Doubles: %s",
    [SAY_MOVE_BID] = "Bid %s",
    [SAY_MOVE_DRAW] = "Draw from the stock",
    [SAY_MOVE_PASS] = "Pass",
    [SAY_MOVE_CHELEM] = "Announce a chelem",
    [SAY_MOVE_CANCEL] = "Cancel the deal",
    [SAY_MOVE_DECLARE_NOTHING] = "Declare nothing",
    [SAY_MOVE_SHOW_THIS_CARD] = "Show this card",
    [SAY_MOVE_SHOW_THESE_CARDS] = "Show these %d cards",
    [SAY_MOVE_END_DECLARATION] = "End the declaration here",
    [SAY_MOVE_CALLING] = ", calling “%s”",
    [SAY_MARKS_ONE] = "%d mark",
    [SAY_MARKS_MANY] = "%d marks",
};
