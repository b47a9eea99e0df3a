/*
 * tutor.h: the public interface of the rules core.
 *
 * The core is plain C11: no I/O, no JSON, no global mutable state and no allocation. A caller
 * (the JSON layer in wasm/, the tests, the benchmark) looks a game up by its id, sets its options
 * from strings, and asks questions about tricks and positions. Every refusal and every outcome
 * comes back as a small value (a reason code plus the cards it depends on); tutor_explain_*()
 * turns such a value into a sentence in the caller's buffer.
 *
 * Errors are values: functions that can fail return TUTOR_OK or TUTOR_ERROR and fill a
 * tutor_error whose code is a stable kebab-case string ("unknown-card") and whose message names
 * the field or card at fault.
 */
#ifndef TUTOR_H
#define TUTOR_H

#include <stddef.h>
#include <stdint.h>

#include "cardset.h"

#define TUTOR_MAX_SEATS 8
#define TUTOR_MAX_TRICK 8   /* cards in one trick */
#define TUTOR_MAX_TRICKS 40 /* tricks in one hand */
#define TUTOR_MAX_OPTIONS 4
#define TUTOR_CODE_MAX 8 /* "T21", "6-4", "FOOL" and their NUL */
#define TUTOR_NO_SEAT (-1)

typedef enum { TUTOR_OK = 0, TUTOR_ERROR = 1 } tutor_status;

/* ---- Languages ----------------------------------------------------------------------------
 * Every sentence the core makes is made in one language: English unless the caller asks for
 * another. The language travels with the values sentences are made from (the options of a
 * position or a hand, an error, a record), so no call grows a parameter and nothing global
 * changes. English is 0, so a value initialised with zeroes speaks English. */
typedef enum {
    TUTOR_LANG_EN = 0,
    TUTOR_LANG_FR,
    TUTOR_LANG_DE,
    TUTOR_LANG_IT,
    TUTOR_LANG_ES,
    TUTOR_LANG_PT,
    TUTOR_LANG_COUNT
} tutor_lang;

/* The language's code ("en", "fr", ...); "" for no language. */
const char *tutor_lang_code(tutor_lang lang);
/* 1 when `lang` may be asked for: every sentence of the core exists in it. */
int tutor_lang_offered(tutor_lang lang);
/* The language of a request that names none: English, or the one language of a build for one. */
tutor_lang tutor_lang_default(void);
/* The offered language whose code is `code`: 1 and *lang set, or 0. */
int tutor_lang_find(const char *code, tutor_lang *lang);
/* The offered languages' codes, quoted and comma-separated, for a message ("\"en\", \"fr\""). */
size_t tutor_lang_list(char *buf, size_t size);

typedef struct {
    const char *code;  /* "unknown-card", "missing-field", ...: a string literal */
    char message[240]; /* a sentence a person can act on */
    tutor_lang lang;   /* the language of the message (set by the caller; 0: English) */
} tutor_error;

typedef struct tutor_game tutor_game;

/* The length of the longest prefix of `text`, at most `max` bytes, that does not cut a UTF-8
 * character in two: messages quote what a request said and must stay valid UTF-8 (JSON). */
size_t tutor_utf8_prefix(const char *text, size_t max);

/* ---- The registry ---------------------------------------------------------------------- */

int tutor_game_count(void);
const tutor_game *tutor_game_at(int index);
const tutor_game *tutor_game_find(const char *id); /* NULL when there is no such game */
const char *tutor_game_id(const tutor_game *game);
const char *tutor_game_name(const tutor_game *game);
int tutor_game_seats(const tutor_game *game); /* the most it seats */
/* 1 when play goes counter-clockwise (the next seat sits on the player's right), 0 when
 * clockwise (on their left). */
int tutor_game_counter_clockwise(const tutor_game *game);
/* What the pack is made of, for sentences: "card" or "tile". */
const char *tutor_game_piece(const tutor_game *game);
/* The kind of pack, which says how its cards look: "dominoes" (a double-six set),
 * "french-suited", "italian-suited" or "spanish-suited" (the trumps and the Fool of a pack
 * that has them are among its cards). */
const char *tutor_game_pack_kind(const tutor_game *game);
/* The partnership `seat` plays in for a whole game, the sides tutor_game_totals_by() "side"
 * counts: 0 (seats 0 and 2) or 1 (seats 1 and 3); -1 when each seat plays for itself or the
 * sides change from hand to hand (a taker and the defence). */
int tutor_game_side(const tutor_game *game, int seat);

/* ---- Options --------------------------------------------------------------------------- */

typedef struct {
    const char *name;
    const char *const *values;
    int value_count;
    int default_value; /* index into values, or -1 when the option has no default */
} tutor_option_spec;

int tutor_game_option_count(const tutor_game *game);
const tutor_option_spec *tutor_game_option(const tutor_game *game, int index);
/* 1 when option `index` is decided during a whole hand rather than agreed before the deal: a
 * move of the hand names it (a declaration of trump, contract and doubles), or the hand's
 * play settles it (a counting allegiance, which tutor_hand_begin refuses other than
 * "none"). 0 for an option the players agree before the deal, and for no such option. */
int tutor_game_option_in_hand(const tutor_game *game, int index);

/* Option values as indices into each spec's values; -1 when not given. */
typedef struct {
    int8_t value[TUTOR_MAX_OPTIONS];
    /* The language of the sentences made under these options (tutor_explain, a hand's move
     * labels): not a rule, so no option spec names it, and tutor_options_init leaves English. */
    int8_t lang;
} tutor_options;

void tutor_options_init(tutor_options *options);
tutor_status tutor_options_set(const tutor_game *game, tutor_options *options, const char *name,
                               const char *value, tutor_error *error);
/* What the options are needed for: some options matter only for trick play. */
typedef enum { TUTOR_FOR_COUNTING, TUTOR_FOR_PLAY } tutor_purpose;
/* Fills in defaults (some depend on other options) and checks that what the purpose needs is
 * there. Call once after the last tutor_options_set(). */
tutor_status tutor_options_complete(const tutor_game *game, tutor_options *options,
                                    tutor_purpose purpose, tutor_error *error);

/* ---- Cards ----------------------------------------------------------------------------- */

tutor_status tutor_card_parse(const tutor_game *game, const char *code, tutor_card *card,
                              tutor_error *error);
/* The cards that exist under these options (a pack of 40 or 48 cards, as an option says). */
tutor_set tutor_pack(const tutor_game *game, const tutor_options *options);
/* Writes the canonical code ("6-4", "HK") into code[TUTOR_CODE_MAX]. */
void tutor_card_format(const tutor_game *game, tutor_card card, char *code);
/* Every card the game has under any of its options, each once (all 48, where tutor_pack
 * gives the 40 or the 48 of one set of options). */
tutor_set tutor_game_cards(const tutor_game *game);
/* A card's name as the game's sentences say it ("the King of Hearts", "the Excuse", "6-4")
 * into buf (always NUL-terminated); returns its length. */
size_t tutor_card_name(const tutor_game *game, tutor_card card, char *buf, size_t size);
/* The game's suits named by codes, by its suit numbers 0 up to tutor_game_suit_count(): the
 * character its cards' codes begin with ('H' for the Hearts of "HK", 'T' for the trumps of
 * "T21"; a domino suit's number, '6' as in "6-4", whose tiles show it at either end), or 0 when
 * no card of the game has that suit (the trumps of a pack without any). Suits that exist only
 * under some options (a domino trump, doubles as a suit of their own) are not among them. */
int tutor_game_suit_count(const tutor_game *game);
char tutor_game_suit_code(const tutor_game *game, int suit);
/* A suit's name as the game's sentences say it, plural ("Hearts", "trumps", "sixes"), into buf
 * (always NUL-terminated; empty for no such suit); returns its length. */
size_t tutor_suit_name(const tutor_game *game, int suit, char *buf, size_t size);
/* The same names in `lang` (tutor_card_name and tutor_suit_name are English's). */
size_t tutor_card_name_in(const tutor_game *game, tutor_lang lang, tutor_card card, char *buf,
                          size_t size);
size_t tutor_suit_name_in(const tutor_game *game, tutor_lang lang, int suit, char *buf,
                          size_t size);
/* 1 when a card has a name of its own ("the Excuse", "the Pagat"), not its rank and suit's
 * ("the King of Hearts", "the 21 of trumps") nor its pips ("6-4"). */
int tutor_card_own_name(const tutor_game *game, tutor_card card);

/* ---- Reasons --------------------------------------------------------------------------- */

/* Each reason code with its name (tutor_reason_name: "must-follow"), which the JSON gives. */
#define TUTOR_REASONS(X)                                                                           \
    X(TUTOR_REASON_NONE, "none")                                                                   \
    /* why a card may not be played: */                                                            \
    X(TUTOR_MUST_FOLLOW, "must-follow")                                                            \
    X(TUTOR_MUST_TRUMP, "must-trump")                                                              \
    X(TUTOR_MUST_OVERTRUMP, "must-overtrump")                                                      \
    X(TUTOR_MUST_DRAW, "must-draw")                                                                \
    X(TUTOR_MUST_PLAY_NEAREST_SEVEN, "must-play-nearest-seven")                                    \
    X(TUTOR_NOT_IN_HAND, "not-in-hand")                                                            \
    X(TUTOR_HAND_OVER, "hand-over")                                                                \
    /* a bid during play, a play during the auction, ... */                                        \
    X(TUTOR_OUT_OF_PHASE, "out-of-phase")                                                          \
    X(TUTOR_BAD_BID, "bad-bid")                                                                    \
    X(TUTOR_BAD_DECLARATION, "bad-declaration")                                                    \
    /* Allegiance: the partner played Good or Evil, you hold the other */                          \
    X(TUTOR_MUST_PLAY_PAIR, "must-play-pair")                                                      \
    X(TUTOR_MUST_PASS, "must-pass")     /* cannot follow and the stock is empty */                 \
    X(TUTOR_MUST_LEAD, "must-lead")     /* the leader plays a card, never draws or passes */       \
    X(TUTOR_BAD_DISCARD, "bad-discard") /* a King, a bout, or a trump that could be kept */        \
    X(TUTOR_BAD_CALL, "bad-call")       /* a card the taker may not call */                        \
    X(TUTOR_BAD_POIGNEE, "bad-poignee") /* too few trumps, or a card that may not be shown */      \
    /* why a card wins a trick: */                                                                 \
    X(TUTOR_WINS_HIGHEST_TRUMP, "highest-trump")                                                   \
    X(TUTOR_WINS_HIGHEST_OF_SUIT_LED, "highest-of-suit-led")                                       \
    X(TUTOR_WINS_NEAREST_SEVEN, "nearest-seven")                                                   \
    /* the Moors: equal trumps, the last played wins */                                            \
    X(TUTOR_WINS_LAST_OF_EQUALS, "last-of-equals")                                                 \
    /* Good and Evil from one partnership: the first of them wins */                               \
    X(TUTOR_WINS_GOOD_EVIL_PAIR, "good-evil-pair")                                                 \
    /* Good and Evil from opposing partnerships count for nothing: the highest card of the         \
       suit led wins, or else the card led (`witness` is the other of the two) */                  \
    X(TUTOR_WINS_GOOD_EVIL_CANCELLED, "good-evil-cancelled")                                       \
    /* the Excuse led to the last trick by a side that won every trick before it */                \
    X(TUTOR_WINS_EXCUSE_LED_LAST, "excuse-led-last")                                               \
    /* why an action of a whole hand is refused: */                                                \
    X(TUTOR_OUT_OF_TURN, "out-of-turn")       /* another seat is to act */                         \
    X(TUTOR_ALREADY_PASSED, "already-passed") /* a player who passed may not bid again */          \
    X(TUTOR_BID_TOO_LOW, "bid-too-low")       /* a bid must beat the highest so far */             \
    /* a King or the Trull discarded, or a trump while another card could go */                    \
    X(TUTOR_MUST_KEEP, "must-keep")                                                                \
    X(TUTOR_BAD_ANNOUNCEMENT, "bad-announcement") /* Pagat Ultimo without the Pagat, or twice */   \
    /* a whole hand with a dealer's discard of two and combinations declared: */                   \
    /* a King, the 21, the 20, the 1 of trumps or the Fool */                                      \
    X(TUTOR_DISCARD_WORTH_FIVE, "discard-worth-five")                                              \
    X(TUTOR_DISCARD_TWO, "discard-two") /* the dealer discards exactly two different cards */      \
    /* the cards shown do not make the cricca or sequence named */                                 \
    X(TUTOR_NOT_A_COMBINATION, "not-a-combination")                                                \
    X(TUTOR_DECLARED_TWICE, "declared-twice") /* one kind (one suit's sequence) shown twice */     \
    X(TUTOR_GAME_OVER, "game-over")           /* a partnership has won the game within the hand */ \
    /* a whole hand with a dealer's discard of four and Good and Evil: */                          \
    /* a King, an Ace, the Magician, the World or the Fool */                                      \
    X(TUTOR_DISCARD_KING_ACE_HONOUR, "discard-king-ace-honour")                                    \
    X(TUTOR_DISCARD_FOUR, "discard-four") /* the dealer discards exactly four different cards */   \
    /* Good or Evil played without the call it is due */                                           \
    X(TUTOR_MUST_CALL_ALLEGIANCE, "must-call-allegiance")                                          \
    /* a call made with a card that makes none */                                                  \
    X(TUTOR_NO_ALLEGIANCE_CALL, "no-allegiance-call")

typedef enum {
#define TUTOR_REASON_CODE(code, name) code,
    TUTOR_REASONS(TUTOR_REASON_CODE) TUTOR_REASON_COUNT
#undef TUTOR_REASON_CODE
} tutor_reason_code;

/* Which of its code's sentences a reason takes where the code has several: the step an action
 * belongs to (out-of-phase), the rule a bid or a declaration breaks. A detail is no reason of
 * its own: the reason keeps its code (its name in the JSON). The numbers its sentence states
 * are the reason's `number`, as each detail says. */
typedef enum {
    TUTOR_DETAIL_NONE = 0, /* the code's own sentence */
    /* an auction and a declaration of trump and contract */
    TUTOR_DETAIL_ONE_BID_EACH,            /* out-of-phase: a bid once every player has had one */
    TUTOR_DETAIL_BID_NOT_HIGHER,          /* bad-bid: not above the highest bid so far */
    TUTOR_DETAIL_MARKS_BY_ONE,            /* bad-bid: a bid in marks raises the last by one */
    TUTOR_DETAIL_OPENING_MARKS,           /* bad-bid: an opening bid in marks is at most 2 */
    TUTOR_DETAIL_TRUMP_DECLARED_ONCE,     /* out-of-phase: a declaration's option out of it */
    TUTOR_DETAIL_NELLO_BID,               /* bad-declaration: Nello without its bid */
    TUTOR_DETAIL_SEVENS_BID,              /* bad-declaration: Sevens without a bid in marks */
    TUTOR_DETAIL_PLUNGE_BID,              /* bad-declaration: a Plunge without 4 doubles, 4 marks */
    TUTOR_DETAIL_SPLASH_BID,              /* bad-declaration: a Splash without 3 doubles, 2 marks */
    TUTOR_DETAIL_CONTRACT_WITHOUT_TRUMPS, /* bad-declaration: a trump for a contract with none;
                                             number: the contract, the trump (option values) */
    TUTOR_DETAIL_DOUBLES_WITH_TRUMPS,     /* bad-declaration: the doubles ranked as they may be
                                             only without trumps; number: the doubles */
    TUTOR_DETAIL_DOUBLES_IN_SEVENS,       /* bad-declaration: the same in Sevens */
    TUTOR_DETAIL_TRUMP_NEEDED,            /* bad-declaration: no trump; number: the contract */
    TUTOR_DETAIL_PLAY_AFTER_DECLARATION,  /* out-of-phase: a tile before the declaration */
    TUTOR_DETAIL_TRICKS_PLAYED,           /* hand-over */
    /* an auction with a chien, a discard, a called King, a poignée and a chelem */
    TUTOR_DETAIL_CARD_NAMED_TWICE,       /* bad-discard, bad-poignee: `card` given twice */
    TUTOR_DETAIL_CANCEL_BEFORE_BID,      /* out-of-phase */
    TUTOR_DETAIL_NOBODY_CANCELS,         /* bad-declaration */
    TUTOR_DETAIL_CANCEL_ON_TURN,         /* bad-declaration: the cancel on another's turn */
    TUTOR_DETAIL_BID_OR_PASS_ONCE,       /* out-of-phase */
    TUTOR_DETAIL_BID_NOT_ABOVE_CONTRACT, /* bad-bid; number: the contract bid before */
    TUTOR_DETAIL_DISCARD_AFTER_AUCTION,  /* out-of-phase */
    TUTOR_DETAIL_DISCARD_MADE,           /* out-of-phase: no discard to make */
    TUTOR_DETAIL_DISCARD_SIZE,           /* bad-discard; number: the chien's cards, the discard's */
    TUTOR_DETAIL_DISCARD_UNDER_WAY,      /* out-of-phase: another move amid a discard */
    TUTOR_DETAIL_CALL_FIVE,              /* out-of-phase: a call with 3 or 4 players */
    TUTOR_DETAIL_CALL_ONCE,              /* out-of-phase */
    TUTOR_DETAIL_POIGNEE_FIRST_TRICK,    /* out-of-phase */
    TUTOR_DETAIL_POIGNEE_SHOWN,          /* bad-poignee: a second one; number: the seat */
    TUTOR_DETAIL_POIGNEE_SHORT,          /* bad-poignee: too few trumps; number: the players, the
                                            trumps a single shows, the cards shown */
    TUTOR_DETAIL_POIGNEE_UNDER_WAY,      /* out-of-phase: another move amid a poignée */
    TUTOR_DETAIL_CHELEM_AFTER_AUCTION,   /* out-of-phase */
    TUTOR_DETAIL_CHELEM_BEFORE_CARD,     /* out-of-phase */
    TUTOR_DETAIL_CHELEM_ANNOUNCED,       /* bad-declaration: announced twice */
    TUTOR_DETAIL_CHELEM_TAKER,           /* bad-declaration: announced by another than the taker */
    TUTOR_DETAIL_THROWN_IN,              /* hand-over: a card once every player passed */
    TUTOR_DETAIL_PLAY_AFTER_CALL,        /* out-of-phase: a card before the call */
    TUTOR_DETAIL_PLAY_AFTER_DISCARD,     /* out-of-phase: a card before the discard */
    /* combinations declared */
    TUTOR_DETAIL_SHOWN_TWICE_IN_COMBINATION, /* not-a-combination: `card` twice in one */
    TUTOR_DETAIL_NO_COMBINATION_HELD,        /* not-a-combination: none of the kind; number: the
                                                seat */
    TUTOR_DETAIL_COUNT
} tutor_reason_detail;

/* A reason with its witnesses: `card` is the card refused (or the winning card), `led` the card
 * that set the suit, `witness` a card that proves the obligation (a tile of the suit led still
 * in hand, a trump that could beat `beaten`). `suit` is the game's number of the suit concerned. */
typedef struct {
    tutor_reason_code code;
    int8_t suit;
    tutor_card card;
    tutor_card led;
    tutor_card witness;
    tutor_card beaten; /* must-overtrump: the highest trump in the trick */
    tutor_card opener; /* the card led, when an excuse led and the next card set the suit */
    uint8_t has_led, has_witness, has_beaten, has_opener;
    uint8_t action;    /* a tutor_action: what was refused (0: playing `card`) */
    uint8_t detail;    /* a tutor_reason_detail: which of the code's sentences */
    int16_t number[3]; /* the numbers the sentence states: a detail's (above), and Sevens'
                          pips (`card`'s, then `witness`'s) */
} tutor_reason;

/* What a refusal refuses: a card (every game), or drawing from a stock or passing. */
typedef enum { TUTOR_ACTION_PLAY = 0, TUTOR_ACTION_DRAW, TUTOR_ACTION_PASS } tutor_action;

const char *tutor_reason_name(tutor_reason_code code); /* "must-follow", ... */

/* ---- Trick questions ------------------------------------------------------------------- */

/* The cards of `hand` that may be played to `trick` (n cards so far, the leader's first). */
tutor_set tutor_legal(const tutor_game *game, const tutor_options *options, const tutor_card *trick,
                      int n, tutor_set hand);
/* Why `card` (in `hand`, not legal) may not be played. */
tutor_reason tutor_refusal(const tutor_game *game, const tutor_options *options,
                           const tutor_card *trick, int n, tutor_set hand, tutor_card card);
/* How many seats a deal has under these options (3, 4 or 5, as an option says). */
int tutor_seats(const tutor_game *game, const tutor_options *options);
/* How many cards a complete trick has under these options (Nello: three). */
int tutor_trick_size(const tutor_game *game, const tutor_options *options);
/* The fewest cards a complete trick may hold: tutor_trick_size() for most games; 1 where
 * players who pass or have dropped out put no card in. */
int tutor_trick_min_size(const tutor_game *game, const tutor_options *options);
/* 1 when a player facing a trick may draw from a stock, so the answer depends on the stock's
 * size; 0 otherwise. */
int tutor_game_draws(const tutor_game *game);

/* ---- Trick play with a stock (a game that draws) ----------------------------------------- */

/* What the player to move may do. */
typedef struct {
    tutor_set cards; /* the cards that may be played (the whole hand for the leader) */
    int may_draw;    /* drawing is allowed: required when `cards` is empty, or a choice where the
                        rules let a hand that can follow draw */
    int must_pass;   /* the hand cannot follow and the stock is empty: passing is all it may do */
} tutor_stock_choice;

/* Whether the answer for this hand depends on the stock's size (0 in a game that never
 * draws). */
int tutor_stock_matters(const tutor_game *game, const tutor_options *options,
                        const tutor_card *trick, int n, tutor_set hand);
/* The legal actions of `hand` facing `trick` (n cards so far) with `stock` cards left. */
tutor_stock_choice tutor_stock_legal(const tutor_game *game, const tutor_options *options,
                                     const tutor_card *trick, int n, tutor_set hand, int stock);
/* Why `card` may not be played, or (card -1) why `action` (TUTOR_ACTION_DRAW or _PASS) is
 * refused; TUTOR_REASON_NONE when allowed. */
tutor_reason tutor_stock_refusal(const tutor_game *game, const tutor_options *options,
                                 const tutor_card *trick, int n, tutor_set hand, int stock,
                                 tutor_card card);
tutor_reason tutor_stock_action_refusal(const tutor_game *game, const tutor_options *options,
                                        const tutor_card *trick, int n, tutor_set hand, int stock,
                                        tutor_action action);
/* The position in `trick` of the winning card of a complete trick, and why. */
int tutor_winner(const tutor_game *game, const tutor_options *options, const tutor_card *trick,
                 int n, tutor_reason *why);

typedef struct {
    int points; /* card points, in the game's unit (halves when `halves` is set) */
    int halves; /* 1 when points are kept in halves, else 0 */
    int extra;  /* the game's second figure, named by tutor_game_count_extra(), else 0 */
} tutor_count_result;

/* The name of a game's second counting figure ("bouts"), or NULL when it has none. */
const char *tutor_game_count_extra(const tutor_game *game);

tutor_status tutor_count(const tutor_game *game, const tutor_options *options,
                         const tutor_card *cards, int n, tutor_count_result *result,
                         tutor_error *error);

/* ---- Sentences ------------------------------------------------------------------------- */

/* Writes a sentence naming the cards into buf (always NUL-terminated); returns its length. */
size_t tutor_explain(const tutor_game *game, const tutor_options *options,
                     const tutor_reason *reason, char *buf, size_t size);

/* ---- Deals ----------------------------------------------------------------------------- */

typedef struct {
    int seats;
    tutor_set hands[TUTOR_MAX_SEATS];
    tutor_set rest; /* talon, chien or stock; empty when every piece is dealt to a hand */
} tutor_deal;

/* The same seed deals the same cards on every platform. */
tutor_status tutor_deal_seeded(const tutor_game *game, const tutor_options *options, uint64_t seed,
                               int dealer, tutor_deal *deal, tutor_error *error);
/* Completes a partial deal: `partial` (with `seats` set to tutor_seats()) gives some cards to
 * some hands and to the rest; the cards nobody was given, in pack order, are shuffled with
 * `seed` and dealt to fill each hand to the size the game's own deal gives it under these
 * options, seat 0 first, then the rest. Checks every given card is in the pack, given once, and
 * that no hand (nor the rest) is over its size. A partial deal that gives no card at all is
 * tutor_deal_seeded()'s deal. The same seed completes the same way on every platform. */
tutor_status tutor_deal_complete(const tutor_game *game, const tutor_options *options,
                                 uint64_t seed, int dealer, const tutor_deal *partial,
                                 tutor_deal *deal, tutor_error *error);

/* ---- Positions: trick play replayed from a deal ---------------------------------------- */

typedef struct {
    int leader;
    int count;
    tutor_card cards[TUTOR_MAX_TRICK];
    int8_t seats[TUTOR_MAX_TRICK];
    int winner;       /* a seat, once the trick is complete */
    tutor_reason why; /* why it won */
} tutor_trick;

/* The cards played to a trick. */
tutor_set tutor_trick_cards(const tutor_trick *trick);

typedef struct {
    const tutor_game *game;
    tutor_options options;
    int seats;
    int sitting_out; /* a seat, or TUTOR_NO_SEAT */
    int trick_size;
    tutor_set hands[TUTOR_MAX_SEATS];
    tutor_set piles[TUTOR_MAX_SEATS];
    tutor_trick tricks[TUTOR_MAX_TRICKS];
    int tricks_done;
    tutor_trick current;
    int turn; /* the seat to play, or TUTOR_NO_SEAT when the hand is over */
} tutor_play;

/* Starts trick play from a deal with `leader` leading the first trick. Checks that the hands
 * are disjoint, of equal size, and that the leader's seat exists. */
tutor_status tutor_play_start(tutor_play *play, const tutor_game *game,
                              const tutor_options *options, const tutor_deal *deal, int leader,
                              tutor_error *error);
/* Plays `card` for the seat whose turn it is. When the rules refuse it, returns TUTOR_ERROR
 * with error->code "illegal-action", fills *refusal, and leaves `play` unchanged. */
tutor_status tutor_play_card(tutor_play *play, tutor_card card, tutor_reason *refusal,
                             tutor_error *error);
/* The cards the seat to play may play (empty when the hand is over). */
tutor_set tutor_play_legal(const tutor_play *play);
/* Card points in the piles of the seats in `seat_mask` (bit s for seat s). */
tutor_status tutor_play_points(const tutor_play *play, unsigned seat_mask,
                               tutor_count_result *result, tutor_error *error);

/* ---- Bonus combinations: cricche and sequences in a pile of cards ---------------------- */

/* Cricche are three or four of a kind; sequences are runs and sets in which wild cards may
 * stand in. Three or more cricche count twice, and so do three or more sequences. */
typedef enum {
    TUTOR_CRICCA_HONOURS, /* the 21, the 20, the 1 of trumps and the Fool */
    TUTOR_CRICCA_KINGS,
    TUTOR_CRICCA_QUEENS,
    TUTOR_CRICCA_KNIGHTS,
    TUTOR_CRICCA_JACKS,
    TUTOR_SEQUENCE_TRUMPS, /* from the 21 down */
    TUTOR_SEQUENCE_SUIT,   /* one suit from its King down */
    TUTOR_SEQUENCE_MOORS,  /* the trumps 2 to 5, of equal rank */
    TUTOR_SEQUENCE_ACES
} tutor_combination_kind;

typedef struct {
    tutor_combination_kind kind;
    const char *name; /* the game's word for the kind: "honours", "moors" or "quartet",
                         "kings", "suit", ... */
    tutor_set cards;  /* the real cards it is made of */
    tutor_set wild;   /* the wild cards standing in (sequences only) */
    int points;       /* before doubling */
} tutor_combination;

#define TUTOR_MAX_CRICCHE 5
#define TUTOR_MAX_SEQUENCES 7 /* trumps, one per suit, the equal trumps, the Aces */

typedef struct {
    tutor_combination cricche[TUTOR_MAX_CRICCHE];
    int cricca_count;
    tutor_combination sequences[TUTOR_MAX_SEQUENCES];
    int sequence_count;
    int doubled_cricche;   /* three or more cricche */
    int doubled_sequences; /* three or more sequences */
    int total;             /* every combination's points, after doubling */
} tutor_combinations_result;

/* Whether `game` scores combinations, and the combinations `cards` hold by its rules
 * ("unknown-op" for a game that scores none). */
int tutor_game_scores_combinations(const tutor_game *game);
tutor_status tutor_game_combinations(const tutor_game *game, tutor_set cards,
                                     tutor_combinations_result *out, tutor_error *error);

/* ---- Whole hands: one interface for every game ----------------------------------------- */

/* A whole hand, from the deal to the score, is played by moves: small values any program can
 * hold, list and apply with no knowledge of the game. A choice of several cards (a discard, a
 * poignée, a declaration) is a sequence of single-card moves; where the count is free, the
 * sequence ends with TUTOR_MOVE_DONE. */
typedef enum {
    TUTOR_MOVE_PLAY,     /* `card` to the trick; `number` the call it carries, else 0 */
    TUTOR_MOVE_BID,      /* `number`: the game's bid (tutor_hand_move_text words it) */
    TUTOR_MOVE_PASS_BID, /* a pass in the auction */
    TUTOR_MOVE_DISCARD,  /* `card`: one card of a discard */
    TUTOR_MOVE_CALL,     /* `card`: the card called (a king, to find a partner) */
    TUTOR_MOVE_SHOW,     /* `card`: one card of a poignée or of the combination declared */
    TUTOR_MOVE_DECLARE,  /* `number`: a kind of combination, or an announcement */
    TUTOR_MOVE_TAKE,     /* `number`: which part of the talon is taken */
    TUTOR_MOVE_OPTION,   /* `card`: an option's index, `number` its value's: the declarer's
                            choice of trump or contract */
    TUTOR_MOVE_FLAG,     /* `number`: a move with no value (the game's flag words name it) */
    TUTOR_MOVE_DRAW,     /* one card from the stock */
    TUTOR_MOVE_PASS,     /* no card to the trick */
    TUTOR_MOVE_DONE,     /* ends a sequence whose count is free */
    TUTOR_MOVE_KINDS
} tutor_move_kind;

typedef struct {
    uint8_t kind; /* a tutor_move_kind */
    tutor_card card;
    int16_t number;
} tutor_move;

#define TUTOR_MAX_MOVES 160   /* legal moves at once: a card each, or a bid each, ... */
#define TUTOR_MAX_PENDING 64  /* moves of one sequence not yet complete */
#define TUTOR_HAND_STATE 8192 /* bytes of the largest game's hand */

/* A hand as a value: copying it is cloning it (its only pointer is to the const game). */
typedef struct {
    const tutor_game *game;
    int dealer;
    tutor_lang lang; /* the language of its move labels: the options' it began with */
    tutor_move pending[TUTOR_MAX_PENDING]; /* the sequence being made, not yet applied */
    int pending_count;
    union {
        unsigned char bytes[TUTOR_HAND_STATE];
        max_align_t align;
    } state;
} tutor_hand;

/* Where a hand starts: a dealer and a deal. `order` lists the cards of deal.rest in the order
 * that matters where one does (a talon's top half first, a stock's first card drawn first);
 * count 0 takes them in card order. `scores` are each partnership's game score before the hand,
 * for the games that end within a hand. */
typedef struct {
    int dealer;
    tutor_deal deal;
    tutor_card order[TUTOR_SET_CAPACITY];
    int order_count;
    int scores[2];
} tutor_hand_start;

int tutor_game_plays_hands(const tutor_game *game);
/* The game's own name for the cards dealt to no hand ("chien"), or NULL. */
const char *tutor_hand_rest_name(const tutor_game *game);
/* Deals from a seed (tutor_deal_seeded): a stock drawn from the top in the order of the
 * shuffle that dealt it, any other rest in card order. */
tutor_status tutor_hand_seeded_start(const tutor_game *game, const tutor_options *options,
                                     uint64_t seed, int dealer, tutor_hand_start *start,
                                     tutor_error *error);
/* Starts a hand: checks the deal (every card in the pack, once, the sizes the game deals).
 * `options` are as the players agreed them: set, not yet completed (a declaration may complete
 * them); the hand fills in the defaults. */
tutor_status tutor_hand_begin(tutor_hand *hand, const tutor_game *game,
                              const tutor_options *options, const tutor_hand_start *start,
                              tutor_error *error);
/* The seat to move, or TUTOR_NO_SEAT once the hand is over. */
int tutor_hand_turn(const tutor_hand *hand);
int tutor_hand_dealer(const tutor_hand *hand);
/* The phase's name: "bidding", "discarding", "playing", ..., "over". */
const char *tutor_hand_phase(const tutor_hand *hand);
int tutor_hand_seats(const tutor_hand *hand);
/* The options the hand is played under, its declaration included. */
const tutor_options *tutor_hand_options(const tutor_hand *hand);
/* The cards `seat` holds now (while discarding, the taker's hand with the chien). */
tutor_set tutor_hand_holding(const tutor_hand *hand, int seat);
/* The tricks taken (*taken, *count) and the one on the table as it lies now (*current);
 * returns 0 before trick play begins, when there is none. */
int tutor_hand_tricks(const tutor_hand *hand, const tutor_trick **taken, int *count,
                      tutor_trick *current);
/* Every move the seat to move may make now, into moves[TUTOR_MAX_MOVES]: exactly those
 * tutor_hand_apply accepts. None once the hand is over. */
int tutor_hand_legal(const tutor_hand *hand, tutor_move *moves);
/* Applies one move for the seat to move. A refused move returns TUTOR_ERROR with
 * error->code "illegal-action", *why the reason (code and witness cards), and the hand byte for
 * byte as it was. */
tutor_status tutor_hand_apply(tutor_hand *hand, tutor_move move, tutor_reason *why,
                              tutor_error *error);
/* How a move is written in an action, {"key": value}: what follows its key. */
typedef enum {
    TUTOR_WRITTEN_TRUE,   /* {"draw": true}: the move has no value */
    TUTOR_WRITTEN_CARD,   /* {"play": "HK"} */
    TUTOR_WRITTEN_WORD,   /* {"bid": "garde"} */
    TUTOR_WRITTEN_NUMBER, /* {"bid": 31} */
    TUTOR_WRITTEN_UNIT,   /* {"bid": {"marks": 2}} */
} tutor_written;

/* A move as written: its key and value, and where the move carries a second word (Good or
 * Evil played with its call) a second member, also_key: also_word. Read back, a string value
 * is in `word`, whether it is a word or a card's code. */
typedef struct {
    const char *key;
    tutor_written value;
    const char *word; /* TUTOR_WRITTEN_WORD */
    const char *name; /* the word as a person reads it ("Garde sans le chien"), or NULL */
    tutor_card card;  /* TUTOR_WRITTEN_CARD */
    long number;      /* TUTOR_WRITTEN_NUMBER, TUTOR_WRITTEN_UNIT */
    const char *unit; /* TUTOR_WRITTEN_UNIT */
    const char *also_key, *also_word;
} tutor_move_text;

void tutor_hand_move_text(const tutor_hand *hand, tutor_move move, tutor_move_text *text);
/* Reads one member of an action into a move. The member may instead add to the move read
 * before it (a "call" beside its "play"): then *joins is 1 and only move->number is
 * set. A key or value the game does not write is "bad-field", a card code it does not know
 * "unknown-card". Whether the move is legal is tutor_hand_apply's to say. */
tutor_status tutor_hand_read_move(const tutor_hand *hand, const tutor_move_text *text,
                                  tutor_move *move, int *joins, tutor_error *error);
/* Where a key comes among the members of one action: they are read in the game's order (a
 * declaration's contract before its trump, a play before the call it carries); -1 for a key
 * the game does not write. */
int tutor_hand_key_rank(const tutor_hand *hand, const char *key);
/* The moves of a sequence made but not yet complete (a discard half made), into
 * moves[TUTOR_MAX_PENDING]. */
int tutor_hand_pending(const tutor_hand *hand, tutor_move *moves);
/* A move's label, for a button: "Bid garde sans", "Play the King of Hearts" (explain_move.c). */
size_t tutor_explain_move(const tutor_hand *hand, tutor_move move, char *buf, size_t size);

/* ---- What one seat may know ------------------------------------------------------------ */

/* A seat's view: its own cards, the cards every seat holds as counts, what lies open, and what
 * it has been shown. Safe to hand to a program playing that seat. The viewer TUTOR_NO_SEAT
 * sees everything: every hand is `shown`, every pile `aside`. */
typedef struct {
    int seat;
    int seats;
    int turn;
    tutor_set own;                    /* the viewer's cards */
    int held[TUTOR_MAX_SEATS];        /* how many cards each seat holds */
    tutor_set shown[TUTOR_MAX_SEATS]; /* cards still in a seat's hand that the viewer has
                                         been shown (a poignée, a declaration) */
    tutor_set seen;   /* every card the viewer has seen outside the hands (played to a trick,
                         a talon or chien turned up, its own discard) */
    tutor_set aside;  /* of those, the cards neither in a hand nor in a trick */
    int hidden_aside; /* cards neither in a hand nor in a trick that the viewer has not seen */
    tutor_set hidden; /* the cards whose place the viewer does not know */
} tutor_view;

void tutor_hand_view(const tutor_hand *hand, int seat, tutor_view *view);

/* ---- The score ------------------------------------------------------------------------- */

#define TUTOR_MAX_SCORE_LINES 48

/* One line of a score: an item code (a string literal: "bid", "card-points", "chelem") and its
 * points, going to a side (partnership 0: seats 0 and 2) or a seat, or to neither (-1). */
typedef struct {
    const char *item;
    int points;
    int8_t side;
    int8_t seat;
} tutor_score_line;

typedef struct {
    int scored; /* 0 until there is a score: the hand is not over (or scores as it goes) */
    int line_count;
    tutor_score_line lines[TUTOR_MAX_SCORE_LINES];
    int returns[TUTOR_MAX_SEATS]; /* what the hand gives each seat, adding up to 0, for
                                     programs (0 for a hand thrown in) */
} tutor_hand_score;

/* The score so far (games that score as they go) or once the hand is over. */
tutor_status tutor_hand_scored(const tutor_hand *hand, tutor_hand_score *score, tutor_error *error);
/* 1 when the hand's returns are decided already, whatever the rest of the play (a bid made or
 * set before the last trick), with them in returns[TUTOR_MAX_SEATS] as tutor_hand_scored will
 * give them at the end; 0 when the play may still change them, or the game does not say. */
int tutor_hand_settled(const tutor_hand *hand, int *returns);

/* ---- Records: what a hand shows, for the caller to write out ---------------------------- */

/* The core says what a hand shows (the table, the piles, the score) as named values through
 * these callbacks; the caller writes them out (wasm/ as JSON). `key` is NULL inside a list. */
typedef struct tutor_record tutor_record;
struct tutor_record {
    void (*open)(tutor_record *record, const char *key, int list); /* an object, or a list */
    void (*close)(tutor_record *record);
    void (*number)(tutor_record *record, const char *key, double value);
    void (*word)(tutor_record *record, const char *key, const char *word); /* NULL: null */
    void (*truth)(tutor_record *record, const char *key, int value);
    void (*card)(tutor_record *record, const char *key, tutor_card card);
    void (*cards)(tutor_record *record, const char *key, const tutor_card *cards, int n);
    tutor_lang lang; /* the language of the texts recorded (0: English) */
};

/* What the table shows `viewer` (TUTOR_NO_SEAT: everything) besides the hands and tricks:
 * `aside`, the piles neither in a hand nor in a trick, and what the game announces (a taker,
 * a contract, declarations). */
void tutor_hand_describe(const tutor_hand *hand, int viewer, tutor_record *record);
/* `score`: null until there is one; with `no_hand` for a hand thrown in. */
tutor_status tutor_hand_record_score(const tutor_hand *hand, tutor_record *record,
                                     tutor_error *error);

/* ---- The `score` request: a hand's arithmetic from the figures a person gives ------------ */

/* How a field of the request is read, into one int. */
typedef enum {
    TUTOR_SCORE_WORD,   /* one of `words` (`last` of them): its index; -1 when absent */
    TUTOR_SCORE_WHOLE,  /* a whole number from `first` to `last` */
    TUTOR_SCORE_HALVES, /* 0 to `last` points in whole or half points, as halves; checked after
                           every other field, the order its refusal has always come in */
    TUTOR_SCORE_POINTS_OR_MARKS /* a bid: `first` to `last` points, or {"marks": n} with n from
                                   1 to 42, read as -n */
} tutor_score_kind;

/* Whether a field must be given; TUTOR_SCORE_SAY_WHAT: and its absence says what it takes. */
enum { TUTOR_SCORE_OPTIONAL, TUTOR_SCORE_REQUIRED, TUTOR_SCORE_SAY_WHAT };

typedef struct {
    const char *name;
    tutor_score_kind kind;
    int required;
    const char *const *words;
    int first, last;
} tutor_score_field;

#define TUTOR_MAX_SCORE_FIELDS 8

/* What is wrong with a field: absent, not what it takes, not a whole number from `first` to
 * `last`, or (a 42 bid) its marks not one from 1 to 42. */
typedef enum {
    TUTOR_SCORE_MISSING,
    TUTOR_SCORE_BAD,
    TUTOR_SCORE_OUT_OF_RANGE,
    TUTOR_SCORE_BAD_MARKS
} tutor_score_problem;

/* The game's `score` fields, in the order they are read; 0 for a game that answers none. */
int tutor_score_fields(const tutor_game *game, const tutor_score_field **fields);
/* Scores a hand from its fields' values (in the fields' order) and writes the answer to
 * `record`; *value is the one number a lesson asks for (what the taker's, declarer's or
 * bidder's side wins; negative when it loses). */
tutor_status tutor_score(const tutor_game *game, const tutor_options *options, const int *values,
                         tutor_record *record, int *value, tutor_error *error);
/* The refusal of a field (explain_hand.c). */
tutor_status tutor_score_refusal(const tutor_score_field *field, tutor_score_problem problem,
                                 tutor_error *error);

/* ---- Whole games: hand after hand to the game's end ------------------------------------- */

/* A game in progress as a value: its running totals and whose deal is next. */
typedef struct {
    const tutor_game *game;
    tutor_options options; /* the game's, for every hand */
    int seats;
    int first_dealer;
    int deals; /* the hands the game lasts (agreed, or fixed by its rules); 0: to its own end */
    int hands_played;
    int totals[TUTOR_MAX_SEATS]; /* by seat or by side (tutor_game_totals_by) */
    int over;
    int winner; /* once over: a seat or side, or TUTOR_NO_SEAT when none wins alone */
} tutor_match;

/* How a game keeps its totals (NULL, 0: the game plays no whole game): by "seat" or by "side"
 * (partnership 0: seats 0 and 2), what a hand's lines move ("marks", "payment", "points",
 * "difference", "letter"), whether the players agree on a number of deals (1 to
 * TUTOR_MAX_DEALS, where payments settle the game), and whether each hand starts from the
 * game's totals (where a partnership may win the game within a hand). */
const char *tutor_game_totals_by(const tutor_game *game);
const char *tutor_game_totals_item(const tutor_game *game);
int tutor_game_agreed_deals(const tutor_game *game);
int tutor_game_carries_scores(const tutor_game *game);
#define TUTOR_MAX_DEALS 1000

/* Starts a game: `deals` is the number agreed, 0 where the game ends by its own rule. */
tutor_status tutor_match_begin(tutor_match *match, const tutor_game *game,
                               const tutor_options *options, int first_dealer, int deals,
                               tutor_error *error);
int tutor_match_dealer(const tutor_match *match); /* the next hand's; TUTOR_NO_SEAT once over */
int tutor_match_winner(const tutor_match *match); /* a seat or side; TUTOR_NO_SEAT: none yet */
/* The totals by seat or side into out[TUTOR_MAX_SEATS]; returns how many. */
int tutor_match_totals(const tutor_match *match, int *out);
/* Adds a hand played to its end (or thrown in), dealt by the match's dealer. Errors leave the
 * match as it was. */
tutor_status tutor_match_add(tutor_match *match, const tutor_hand *hand, tutor_error *error);

/* ---- Computer players and the coach (bot.h) -------------------------------------------- */

#include "bot.h"

#endif
