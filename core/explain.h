/*
 * explain.h: the one explanation module (explain.c, explain_hand.c), as the games use it.
 * Every sentence a learner reads is made here from values: a refusal or a trick's winner from
 * a tutor_reason (tutor_explain in tutor.h), a score line from its code and numbers, a hand
 * with no score from why it has none. Games supply names (a card's, a suit's, a contract's)
 * and the clauses only they can word (game.h); the shape of each sentence is decided here.
 */
#ifndef TUTOR_EXPLAIN_H
#define TUTOR_EXPLAIN_H

#include "game.h"

/* A reason that takes one of its code's particular sentences (reason->detail is not 0). */
size_t explain_detail(const tutor_game *game, tutor_lang lang, const tutor_reason *reason,
                      char *buf, size_t size);

/* The game's name in a sentence of `lang`, and what its pack is made of ("card", "tiles"). */
const char *explain_game_name(const tutor_game *game, tutor_lang lang);
const char *explain_piece(const tutor_game *game, tutor_lang lang, int plural);

/* What tutor_say wrote (`written`), with its first letter a capital, as a length within
 * `size`: sentences may open with a card's name ("the King of Spades"). */
size_t explain_finish(char *buf, int written, size_t size);
/* tutor_say, then explain_finish. */
size_t explain_say(char *buf, size_t size, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The name a person reads of word `number` of a game's table of moves (hand_word), in `lang`:
 * its local name, else its English name; NULL when it has none (the word is read as written). */
struct hand_word;
const char *explain_word_name(const struct hand_word *word, tutor_lang lang, int number);
/* The words an entry of a game's table of moves writes, as a person may read them: its
 * `words`, or an option's values; 0 when it writes no word. */
int explain_word_list(const tutor_game *game, const struct hand_word *word,
                      const char *const **list, int *first, int *last);

/* ---- Score lines ------------------------------------------------------------------------ */

/* Which sentence a line of a score takes; its numbers are the line's `number`, in the order
 * each code lists them. Each line but the last states what each defender pays for one part of
 * the hand (points: that payment, negative when each is paid). */
typedef enum {
    /* a contract the taker's side plays for a share of the card points and of the bouts */
    EXPLAIN_LINE_TAKER_CONTRACT, /* the contract, won (1) or lost (0), the taker's side's card
                                    points in halves, its bouts, its card points rounded, the
                                    points needed, the margin, the game's 25 and the margin,
                                    the contract's multiplier, points */
    EXPLAIN_LINE_PETIT_AU_BOUT,  /* in the next-to-last trick (1) or the last (0), the side that
                                    took it (an explain_side), the multiplier, points */
    EXPLAIN_LINE_POIGNEE,        /* the seat, the poignée (1 single, 2 double, 3 triple), the
                                    trumps shown, won (1) or lost (0), points */
    EXPLAIN_LINE_CHELEM,         /* the chelem (an explain_outcome), points */
    /* a bid the declarer plays alone for card points, a Valat or the Pagat Ultimo */
    EXPLAIN_LINE_DECLARER_BID, /* the bid, won (1) or lost (0), the declarer's card points,
                                  the points needed, the bid's value */
    EXPLAIN_LINE_VALAT,        /* the Valat (an explain_outcome), the bid, how many times the
                                  bid it is worth, the bid's value, the payment */
    EXPLAIN_LINE_PAGAT_ULTIMO, /* the Pagat Ultimo (an explain_outcome); says its payment */
    /* a bid for marks, which go to one side: the bidders' when it is made, else the opponents' */
    EXPLAIN_LINE_BID_FOR_MARKS, /* the bid in points (0 when in marks), in marks (0 when in
                                   points), the bidders' count, the count needed (-1: none may
                                   be taken), made (1) or set (0), the marks won, the points
                                   of the whole hand */
} explain_line_code;

/* Who took a card a line names, as a line's number. */
typedef enum { EXPLAIN_NOBODY, EXPLAIN_TAKERS_SIDE, EXPLAIN_DEFENCE } explain_side;

/* How a contract that may be announced (a chelem, a Valat, a Pagat Ultimo) turned out, as a
 * line's number; the games number theirs the same. */
typedef enum {
    EXPLAIN_NOT_MADE, /* neither announced nor made: it scores nothing */
    EXPLAIN_ANNOUNCED_MADE,
    EXPLAIN_ANNOUNCED_FAILED,
    EXPLAIN_MADE_UNANNOUNCED,
    EXPLAIN_MADE_BY_DEFENCE
} explain_outcome;

#define EXPLAIN_LINE_NUMBERS 10

typedef struct {
    explain_line_code code;
    int number[EXPLAIN_LINE_NUMBERS];
} explain_line_words;

/* Writes a score line's sentence into buf (always NUL-terminated); returns its length. */
size_t explain_line(const tutor_game *game, tutor_lang lang, const explain_line_words *line,
                    char *buf, size_t size);

/* ---- Hands with no score ---------------------------------------------------------------- */

typedef enum {
    EXPLAIN_EVERY_PLAYER_PASSED,
    EXPLAIN_HAND_CANCELLED /* a player held the 1 of trumps alone */
} explain_no_hand_code;

/* Why a hand has no score, for the error "no-hand" and the record's `no_hand`. */
size_t explain_no_hand(tutor_lang lang, explain_no_hand_code why, char *buf, size_t size);

/* ---- Bad input ---------------------------------------------------------------------------- */

/* What is wrong with a request's values (a deal, a seat, a figure, a game's next hand) as a
 * value: the sentence, the numbers it states in order, the word it names where it names one
 * (`which`, as each code says) and the card it names by its code. explain_reject words it into
 * the error, with the error code the sentence goes with ("bad-field", "unknown-card", ...). */
typedef enum {
    /* seats */
    EXPLAIN_DEALER_SEAT, /* the last seat, the dealer given */
    EXPLAIN_LEADER_SEAT, /* the last seat, the leader given */
    /* deals */
    EXPLAIN_NOT_OF_GAME,            /* `card` */
    EXPLAIN_DEALT_TWICE,            /* `card` */
    EXPLAIN_NOT_IN_OPTIONS_PACK,    /* `card`, which: 0 in a hand, 1 in the stock */
    EXPLAIN_DEALT_MORE_THAN_ONCE,   /* `card`, which: as above */
    EXPLAIN_DEAL_HANDS_FOR_OPTIONS, /* the hands, the seats */
    EXPLAIN_STOCK_TOO_BIG,          /* the stock's cards, the most */
    EXPLAIN_LEADER_HOLDS_NONE,      /* the leader */
    EXPLAIN_DEAL_HANDS_FOR_PLAYERS, /* the players, the hands they have, the hands given */
    EXPLAIN_CHIEN_SIZE,             /* the players, the chien's cards, the cards given */
    EXPLAIN_HAND_SIZE_FOR_PLAYERS,  /* the players, a hand's cards, the seat, its cards */
    EXPLAIN_DEALT_TO_HANDS,         /* the hands, the hands given */
    EXPLAIN_SEAT_DEALT,             /* the seat, its cards, a hand's cards; which: the
                                       dealer's extra cards */
    EXPLAIN_PIECES_PER_HAND,        /* a hand's pieces, the seat, its pieces */
    EXPLAIN_PIECE_DEALT_TWICE,
    EXPLAIN_GAME_DEAL_HANDS,  /* the hands, the hands given */
    EXPLAIN_PILE_CARD_NUMBER, /* the card's number; which: a seat, or -1 the talon */
    EXPLAIN_PILE_DEALT_TWICE, /* `card`; which: as above */
    EXPLAIN_PILE_SIZE,        /* its cards, the cards given; which: as above */
    EXPLAIN_CARD_NUMBER,      /* the card's number */
    EXPLAIN_TALON_TOP,
    EXPLAIN_DISCARD_NOT_OF_PACK,
    EXPLAIN_PLAYED_NOT_OF_PACK,
    /* actions */
    EXPLAIN_DECLARATION_SHAPE,
    EXPLAIN_HAND_NOT_OVER,
    /* the score request's figures */
    EXPLAIN_PILE_TRICKS,      /* a trick's pieces, the pile's */
    EXPLAIN_SCORE_NEGATIVE,   /* the score given */
    EXPLAIN_GAME_WON_ALREADY, /* the two scores */
    /* options */
    EXPLAIN_OPTION_NO_VALUE, /* the value given; which: the option's slot */
    EXPLAIN_ALLEGIANCE_IN_HAND,
    EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL,
    /* whole games */
    EXPLAIN_DEALS_FIELD,  /* the most, the deals given */
    EXPLAIN_DEALS_PLAYED, /* the deals */
    EXPLAIN_FOUR_HANDS_PLAYED,
    EXPLAIN_JOINS_WHEN_OVER,
    EXPLAIN_JOINS_WHEN_PLAYED,
    EXPLAIN_GAME_SEATS_PLAYERS, /* the game's players, the hand's */
    EXPLAIN_DEALT_BY,           /* the dealer, the hand's */
    EXPLAIN_DEALT_AND_LED_BY,   /* the dealer, the leader, the hand's */
    EXPLAIN_SCORES_FROM,        /* the game's two scores, the hand's two */
    EXPLAIN_GOOD_EVIL_AS,       /* which: the game's good_evil value, or -1 */
    EXPLAIN_SPELLED_OUT,        /* the seat that spelled the word */
    EXPLAIN_PARTNERSHIP_WON,    /* the partnership */
    EXPLAIN_PARTNERSHIP_MARKS,  /* the partnership, its marks */
    /* moves (tutor_move) that no action of the game makes */
    EXPLAIN_MOVE_NO_CALL_NO_NUMBER,
    EXPLAIN_CARD_MOVE_NO_NUMBER,
    EXPLAIN_CARD_MOVES_NO_NUMBER,
    EXPLAIN_DISCARD_NO_NUMBER,
    EXPLAIN_PASS_NO_NUMBER,
    EXPLAIN_PASS_OR_DONE_EMPTY,
    EXPLAIN_PASS_ALL,
    EXPLAIN_GAME_CARD_NO_CALL,
    EXPLAIN_PIECE_NO_CALL,
    EXPLAIN_CONTRACT_NUMBER,
    EXPLAIN_FLAG_NUMBER,
    EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD,
    EXPLAIN_BID_NUMBER,
    EXPLAIN_HALF_NUMBER,
    EXPLAIN_ANNOUNCEMENT_NUMBER,
    EXPLAIN_POINTS_OR_MARKS,  /* the most marks */
    EXPLAIN_PLAY_CALL_NUMBER, /* the number given */
    EXPLAIN_KIND_NUMBER,      /* the last kind, the number given */
    EXPLAIN_DECLARE_NO_CARD,
    EXPLAIN_END_NO_NUMBER,
    EXPLAIN_DECLARED_AT_MOST, /* the most combinations */
    EXPLAIN_KIND_FIRST,
    EXPLAIN_DECLARATION_MOVES, /* the most moves */
    EXPLAIN_DECLARATION_VALUES,
    EXPLAIN_DECLARATION_ORDER,
    EXPLAIN_NO_SEQUENCE_TO_END,
    EXPLAIN_NOT_IN_PACK_OF,           /* unknown-card: the card's number, the pack's cards */
    EXPLAIN_NO_REST,                  /* the pieces dealt */
    EXPLAIN_MOVES_CARDS_DRAWS_PASSES, /* what a hand is played with, game by game */
    EXPLAIN_MOVES_BIDS_DISCARD_CALL,
    EXPLAIN_MOVES_BIDS_PASSES_TAKES,
    EXPLAIN_MOVES_DISCARDS_DECLARATIONS,
    EXPLAIN_MOVES_DISCARDS_PLAYS,
    EXPLAIN_MOVES_BIDS_DECLARATION,
    /* counting */
    EXPLAIN_PILE_IN_GROUPS,       /* the group's cards, the pile's; which: 2 pairs, 3 threes */
    EXPLAIN_SCORES_NO_COMBINATIONS, /* unknown-op */
    EXPLAIN_INPUT_COUNT
} explain_input_code;

typedef struct {
    explain_input_code code;
    int number[4];
    int which;
    tutor_card card;
} explain_input;

/* Fills the error with the sentence (in error->lang) and its error code; returns
 * TUTOR_ERROR. `game` names the cards and itself in the sentence. */
tutor_status explain_reject(const tutor_game *game, explain_input input, tutor_error *error);

/* ---- A score's lines, totals and notes in words --------------------------------------------
 * A score line's text from what it counts, for lines the game does not word itself. */
typedef struct {
    const char *item;            /* the line's item ("card-points", "cricca", ...) */
    const char *kind;            /* a combination's kind (NULL: no combination) */
    tutor_set combination, wild; /* its cards, then the wild cards standing in */
    const char *suits;           /* the suits counted (NULL: not said) */
    int has_card;
    tutor_card card;    /* the card it counts, when has_card */
    int cards;          /* the cards counted (-1: not said) */
    const char *moment; /* when it was counted (NULL: not said) */
    int trick;          /* in-trick: the trick (0 the first) */
} explain_score_line_words;

size_t explain_score_line(const tutor_game *game, tutor_lang lang,
                          const explain_score_line_words *line, char *buf, size_t size);

/* The words of a score's totals and notes, and of each note's part for a side or seat. */
typedef enum {
    EXPLAIN_TOTAL,               /* the lines of one side or seat added up */
    EXPLAIN_TOTAL_HAND_SCORE,    /* the lines added up: the hand's score */
    EXPLAIN_TOTAL_EACH_DEFENDER, /* the lines added up: paid by each defender */
    EXPLAIN_NOTE_SEAT_CHANGE,    /* part: a seat's change */
    EXPLAIN_NOTE_GAME_SCORE,     /* part: a side's game score */
    EXPLAIN_NOTE_LETTERS         /* part: a seat's letters of the word a loser spells (the
                                    game's name) */
} explain_score_code;

size_t explain_score_words(const tutor_game *game, tutor_lang lang, explain_score_code code,
                           char *buf, size_t size);
size_t explain_score_part(const tutor_game *game, tutor_lang lang, explain_score_code code,
                          int value, char *buf, size_t size);

/* The writers of a score record's generic fields (core/record.c), in record->lang. A line's
 * `text`: */
void record_line_text(tutor_record *record, const tutor_game *game,
                      const explain_score_line_words *line);

/* A score's `totals` and `notes` from the values the game states: total_count totals, for
 * sides 0, 1... when total_key is "side" (NULL: for the whole hand), each {"side"?, "points",
 * "text"}; and when note_count > 0 one note {"text", "parts": [{note_key: i, "text"}]}. */
typedef struct {
    explain_score_code total;
    const char *total_key;
    const int *totals;
    int total_count;
    explain_score_code note;
    const char *note_key;
    const int *notes;
    int note_count;
    const tutor_game *game; /* whose name a note may spell */
} record_score_summary;

void record_summary(tutor_record *record, const record_score_summary *summary);

#endif
