/*
 * game.h: what a game is, inside the core. Each file in core/games/ defines one
 * `const tutor_game` (listed in games/games.def); data says what it can, hooks the rest.
 */
#ifndef TUTOR_GAME_H
#define TUTOR_GAME_H

#include "rng.h"
#include "tutor.h"

/* Forms of a suit's name, for sentences: "sixes were led", "you hold 3-6, a six". */
typedef enum { TUTOR_SUIT_PLURAL, TUTOR_SUIT_SINGULAR } tutor_suit_form;

struct tutor_hand_rules;  /* how a game plays whole hands (below) */
struct tutor_score_rules; /* how a game answers the `score` request (below) */
struct suited_rules;      /* the data of a game played with suits and trumps (games/suited.h) */

/* The questions of trick play with a stock, as tutor.h's tutor_stock_* ask them. */
struct tutor_stock_rules {
    int (*matters)(const tutor_options *options, const tutor_card *trick, int n, tutor_set hand);
    tutor_stock_choice (*legal)(const tutor_options *options, const tutor_card *trick, int n,
                                tutor_set hand, int stock);
    tutor_reason (*refusal)(const tutor_options *options, const tutor_card *trick, int n,
                            tutor_set hand, int stock, tutor_card card);
    tutor_reason (*action_refusal)(const tutor_options *options, const tutor_card *trick, int n,
                                   tutor_set hand, int stock, tutor_action action);
};

/* Every hook takes the game itself first, so games that share code (games/suited.c) read
 * their own data from it. */
struct tutor_game {
    const char *id;
    const char *name;
    const char *piece;       /* what the pack is made of, for sentences: "tile", "card" */
    const char *count_extra; /* the name of count's second figure ("bouts"), or NULL */
    /* The bonus combinations the game scores (cricche, sequences), or NULL for none. */
    const struct combination_rules *combinations;
    int seats;
    int pack_size; /* the largest card number + 1 */
    const tutor_option_spec *options;
    int option_count;
    const struct suited_rules *suited; /* NULL for dominoes */
    /* Trumps of equal rank, for sentences ("the Moors"), by language (NULL: English's; the
     * English NULL: none). */
    const char *equal_trumps[TUTOR_LANG_COUNT];
    /* The game's name in a sentence in each language, where it is not `name`. */
    const char *local_name[TUTOR_LANG_COUNT];
    /* A player facing a trick may draw from a stock: the questions that take the stock's
     * size (tutor_stock_* in tutor.h); NULL for a game that never draws. */
    const struct tutor_stock_rules *stock;
    /* A complete trick may hold fewer cards than there are seats, down to the leader's alone
     * (where players who pass or have dropped out put no card in). */
    int short_tricks;
    /* Play goes counter-clockwise, so the seat after a player (seat s + 1) sits on their right;
     * 0: clockwise, on their left. Seats are numbered in playing order either way, so only the
     * names of the seats depend on it (each game quotes its rules source). */
    int counter_clockwise;
    /* The kind of pack, which says how its cards look (tutor_game_pack_kind). */
    const char *pack_kind;
    /* Each suit's code, by the game's suit number: the character its cards' codes begin with
     * ("SCHDT": Spades, ..., trumps; a domino suit's number). A suit none of the game's cards
     * has (the trumps of a pack without them) is passed over. NULL: no suits listed. */
    const char *suit_codes;
    /* Bit o: option o is settled by the play of a whole hand rather than agreed before the
     * deal, and not named by any of the hand's moves (those the registry finds itself). */
    unsigned hand_decides;

    int (*parse_card)(const tutor_game *game, const char *code, tutor_card *card); /* 1: a card */
    void (*format_card)(const tutor_game *game, tutor_card card, char *code);
    /* The cards that exist under these options (a pack of 40 or 48); NULL: 0..pack_size-1. */
    tutor_set (*pack)(const tutor_game *game, const tutor_options *options);
    /* Defaults that depend on other options, and what a purpose requires. */
    tutor_status (*complete_options)(const tutor_game *game, tutor_options *options,
                                     tutor_purpose purpose, tutor_error *error);

    int (*trick_size)(const tutor_game *game, const tutor_options *options);
    /* How many seats these options seat, when that depends on them (an option of players);
     * NULL when it is always `seats`. */
    int (*seat_count)(const tutor_game *game, const tutor_options *options);
    tutor_set (*legal)(const tutor_game *game, const tutor_options *options,
                       const tutor_card *trick, int n, tutor_set hand);
    tutor_reason (*refusal)(const tutor_game *game, const tutor_options *options,
                            const tutor_card *trick, int n, tutor_set hand, tutor_card card);
    int (*winner)(const tutor_game *game, const tutor_options *options, const tutor_card *trick,
                  int n, tutor_reason *why);
    tutor_status (*count)(const tutor_game *game, const tutor_options *options,
                          const tutor_card *cards, int n, tutor_count_result *result,
                          tutor_error *error);
    /* Fills deal->hands from a shuffled pack (`pack` cards), in the game's dealing order. */
    void (*deal)(const tutor_game *game, const tutor_options *options, const tutor_card *shuffled,
                 int pack, int dealer, tutor_deal *deal);
    /* Which seat, if any, sits out of trick play (Nello: the declarer's partner); NULL: none. */
    int (*sitting_out)(const tutor_game *game, const tutor_options *options, int leader);

    /* For sentences (explain.c): a card's spoken name, a suit's name, and the game's own
     * clause saying why the led card set that suit, or (optional) why a card that looks as if
     * it belonged to a suit does not; each in the language `lang` or options->lang says. */
    void (*card_name)(const tutor_game *game, tutor_lang lang, tutor_card card, char *buf,
                      size_t size);
    /* Whether a card has a name of its own ("the Excuse"), not its rank and suit's; NULL: no
     * card has. */
    int (*own_name)(const tutor_game *game, tutor_card card);
    void (*suit_name)(const tutor_game *game, const tutor_options *options, int suit,
                      tutor_suit_form form, char *buf, size_t size);
    void (*lead_clause)(const tutor_game *game, const tutor_options *options, tutor_card led,
                        int suit, char *buf, size_t size);
    void (*outside_clause)(const tutor_game *game, const tutor_options *options, tutor_card card,
                           int suit, char *buf, size_t size);
    /* Whether any card is a trump under these options (follow-me and Nello have none). */
    int (*has_trumps)(const tutor_game *game, const tutor_options *options);

    /* Whole hands (tutor_hand_* in tutor.h); NULL for a game that plays none. */
    const struct tutor_hand_rules *hand;
    /* Whole games (tutor_match_* in tutor.h); NULL for a game that plays none. */
    const struct tutor_match_rules *match;
    /* The `score` request (tutor_score in tutor.h); NULL for a game that answers none. */
    const struct tutor_score_rules *score;
    /* The computer players' rules of thumb (bot.c); NULL takes the defaults. */
    const struct tutor_bot_rules *bot;
};

/* What a game's rules of thumb need beyond its hooks: how strong a hand bids (the share of the
 * pack its cards beat on average, in percent, that makes the lowest bid worth making). */
struct tutor_bot_rules {
    int bid_quality;
};

/* The `score` request's fields, and the hook that scores their values (tutor_score). */
struct tutor_score_rules {
    const tutor_score_field *fields;
    int count;
    tutor_status (*score)(const tutor_options *options, const int *values, tutor_record *record,
                          int *value, tutor_error *error);
};

/* What tutor_hand_apply's hook says of a sequence of moves. */
typedef enum {
    HAND_APPLIED, /* complete and accepted: the hand has changed */
    HAND_MORE,    /* acceptable so far, and not complete: the hand is unchanged */
    HAND_REFUSED  /* refused, with its reason: the hand is unchanged */
} hand_outcome;

/* How one kind of move is written, {"key": value} (tutor_move_text): hand.c writes and reads
 * every game's moves from its table of these. */
struct hand_word {
    uint8_t kind;        /* a tutor_move_kind */
    const char *key;     /* the key; for TUTOR_MOVE_OPTION the option's name when NULL */
    tutor_written value; /* what follows it */
    /* TUTOR_WRITTEN_WORD: words[number] (NULL: no move has that number); for an option, NULL
     * takes the option's values. TUTOR_WRITTEN_NUMBER: numbers `first` to `last`.
     * TUTOR_WRITTEN_UNIT: {"unit": n} is the number first + n, n from 1 to last - first. */
    const char *const *words;
    const char *const *names; /* each word as a person reads it, where it is not plain */
    /* The names in each language but English (`names`), for words a person reads: by
     * language, then as `names` (NULL: the word as written). */
    const char *const *local_names[TUTOR_LANG_COUNT];
    int first, last;
    const char *unit;
    /* TUTOR_WRITTEN_TRUE, and TUTOR_MOVE_OPTION: the move's number (which flag), or its card
     * (which option's slot). */
    int number;
    /* Another key read as this one (a declaration's {"kind", "cards"} reads "cards" as the
     * cards shown). */
    const char *also;
    /* A card move that carries a word as its number, written as a second member. */
    const char *number_key;
    const char *const *number_words;
    int number_words_count;
    /* The number words as a person reads them in each language but English (by language). */
    const char *const *local_number_words[TUTOR_LANG_COUNT];
};

/* A vocabulary hook's body for a game with one table: *words = table, and its length. */
#define HAND_WORDS(table) (*words = (table), (int)(sizeof(table) / sizeof(table)[0]))

/* One game's whole hand, behind tutor_hand (core/hand.c). `state` is the game's own hand
 * value, `size` bytes, at most TUTOR_HAND_STATE. */
struct tutor_hand_rules {
    size_t size;
    const char *const *phases; /* phase() indexes it; the last is "over" */
    tutor_status (*start)(void *state, const tutor_game *game, const tutor_options *options,
                          const tutor_hand_start *start, tutor_error *error);
    int (*turn)(const void *state);
    int (*phase)(const void *state);
    int (*seats)(const void *state);
    /* A seeded deal's rest (a stock) is drawn in the order of the shuffle that dealt it; 0:
     * in card order. */
    int rest_in_shuffle_order;
    /* The game's own name for the cards dealt to no hand (a "chien"), which a deal
     * may give instead of "rest"; NULL when it has none. */
    const char *rest_name;
    const tutor_options *(*options)(const void *state);
    tutor_set (*holding)(const void *state, int seat);
    int (*tricks)(const void *state, const tutor_trick **taken, int *count, tutor_trick *current);
    /* The moves to offer the seat to move after `pending` (n moves of a sequence already
     * made): every legal one, in the order offered, and perhaps some the rules refuse. */
    int (*moves)(const void *state, const tutor_move *pending, int n, tutor_move *out);
    /* 1 when moves() lists only legal moves, so none needs trying. */
    int exact;
    /* The sequence `moves` (the pending ones, then the new one), for the seat to move. */
    hand_outcome (*apply)(void *state, const tutor_move *moves, int n, tutor_reason *why,
                          tutor_error *error);
    /* How the game writes its moves (hand_word): the table for `game`, and its length. */
    int (*vocabulary)(const tutor_game *game, const struct hand_word **words);
    /* Adds what only this game shows `seat` (its own discard, a chien turned up, poignées and
     * declarations: `shown`, `seen`, `hidden_aside`) to the view hand.c has begun: its own
     * cards, every seat's count, and the tricks' cards in `seen`. */
    void (*view)(const void *state, int seat, tutor_view *view);
    tutor_status (*score)(const void *state, tutor_hand_score *score, tutor_error *error);
    /* tutor_hand_settled: 1 and the returns the hand will end with, when no play can change
     * them any more; NULL for a game that never says (the search then plays to the end). */
    int (*settled)(const void *state, int *returns);
    /* What the table shows and the score, as records (tutor_hand_describe,
     * tutor_hand_record_score); `game` names the cards. */
    void (*describe)(const void *state, const tutor_game *game, int viewer, tutor_record *record);
    tutor_status (*record_score)(const void *state, const tutor_game *game, tutor_record *record,
                                 tutor_error *error);
};

/* One game's whole game, behind tutor_match (core/match.c): data, and hooks only where a
 * game's rule is its own. Each hand adds its score's returns to the totals (by side: the
 * returns of the side's seat 0 or 1), or with from_lines its score lines' points. The game is
 * over after `deals` hands, once a total reaches `target`, or when the hand's `winner` hook
 * says so; the winner is the one seat or side with the highest total (the lowest with
 * fewest_wins), none when several share it. */
struct tutor_match_rules {
    const char *totals_by; /* "seat" or "side" (partnership 0: seats 0 and 2) */
    const char *item;      /* what a hand's lines move, for the `game` request */
    int agreed_deals;      /* the players agree on the number of deals */
    int deals;             /* else the hands the game lasts, or 0 */
    int target;
    int fewest_wins;
    int from_lines;
    int carries_scores; /* each hand starts from the totals (tutor_hand_start's scores) */
    /* Refusals (explain codes): a hand added once the game is over (numbers: the deals, or the
     * seat or side that ended it and its total), a hand not over (0: EXPLAIN_JOINS_WHEN_OVER),
     * and a hand dealt by another seat when the game names its leader (0: its dealer). */
    int over_refusal, unfinished_refusal, leader_refusal;
    /* The options every hand is played with, from those given (NULL: completed as given). */
    tutor_status (*options)(const tutor_game *game, const tutor_options *given,
                            tutor_options *options, tutor_error *error);
    /* What else a hand must agree with to join (NULL: nothing). */
    tutor_status (*check)(const tutor_match *match, const tutor_hand *hand, tutor_error *error);
    /* The seat or side that has won the game in this hand, or TUTOR_NO_SEAT (NULL: the
     * totals say). */
    int (*winner)(const tutor_hand *hand);
};

/* Records (core/record.c): a set of cards in card order, a seat or null, a pile the viewer
 * sees (its cards) or not ({"count": n}), and [side 0's, side 1's]. */
void record_set(tutor_record *record, const char *key, tutor_set cards);
void record_seat(tutor_record *record, const char *key, int seat);
void record_pile(tutor_record *record, const char *key, tutor_set cards, int visible);
void record_pair(tutor_record *record, const char *key, const int *values);

/* tutor_deal_seeded, also giving the shuffled pack the deal was made from: its card count, or
 * -1 (error filled in) for a dealer who is not a seat. */
int deal_shuffled(const tutor_game *game, const tutor_options *options, uint64_t seed, int dealer,
                  tutor_deal *deal, tutor_card *shuffled, tutor_error *error);

/* Fills error and returns TUTOR_ERROR; for one-line error returns. */
tutor_status tutor_fail(tutor_error *error, const char *code, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#endif
