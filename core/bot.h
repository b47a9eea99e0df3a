/*
 * bot.h: computer players and the coach, over the whole-hand interface (tutor.h includes it).
 *
 * A decision is taken from a situation: where the hand started, the options as agreed and every
 * move made since, the seat to move deciding. The seat may not look at what it has not seen:
 * the sampler deals the cards hidden from it again, consistently with everything it has seen
 * (sample.c); the solver and the playouts judge each move on such deals (solve.c); the levels
 * choose (bot.c), and the coach says what each legal move is worth (coach.c).
 *
 * Everything is deterministic from a seed (rng.h) and allocates nothing: the caller hands in a
 * workspace, which holds the hands of the search and its transposition table.
 */
#ifndef TUTOR_BOT_H
#define TUTOR_BOT_H

#include "rng.h"

#define TUTOR_BOT_MAX_HISTORY 512 /* moves from the deal to the end of any game's hand */
#define TUTOR_BOT_LEVELS 4        /* 0 random legal, 1 rules of thumb, 2 and 3 searching */
#define TUTOR_BOT_DEFAULT_LEVEL 2
#define TUTOR_BOT_MAX_SAMPLES 1000
#define TUTOR_SOLVE_DEPTH 64 /* plies the exact search may look ahead */
#define TUTOR_SOLVE_TABLE_BITS 16
/* Card values kept, each for the options it was worked out under: a playout from the bidding
 * tries every trump or contract, then plays under one, and each playout starts again. */
#define TUTOR_BOT_VALUES 16

/* A hand as a decision sees it: the start, the options as the players agreed them (set, not
 * completed, as tutor_hand_begin takes them) and the moves since the start, in order. */
typedef struct {
    const tutor_game *game;
    tutor_options options;
    tutor_hand_start start;
    int history_count;
    tutor_move history[TUTOR_BOT_MAX_HISTORY];
} tutor_situation;

/* Replays a situation into *hand: TUTOR_ERROR (with the refusal's error) when a move is refused. */
tutor_status tutor_situation_hand(const tutor_situation *situation, tutor_hand *hand,
                                  tutor_error *error);

/* One remembered position of the exact search. */
typedef struct {
    uint64_t key;
    int32_t value;
    uint8_t bound; /* 0: empty, 1: exact, 2: at least `value`, 3: at most `value` */
    uint8_t best;  /* the move that was best there, by its index among the moves offered */
    uint16_t age;  /* the search it was stored by: older entries count as empty */
} tutor_solve_entry;

/* What the sampler knows of one seat's view, worked out once per decision. */
typedef struct {
    int seat;
    int ready;
    tutor_set hidden;                      /* the cards that may be dealt again */
    tutor_set at[TUTOR_MAX_SEATS + 1];     /* where each hidden card is now: seats, then aside */
    tutor_set forbidden[TUTOR_MAX_SEATS + 1]; /* cards a place cannot hold, by the plays seen */
} tutor_sampler;

/* A card's strength under a hand's options, for the rules of thumb: the cards it beats when
 * it leads a trick of two, and its points. */
typedef struct {
    const tutor_game *game;
    tutor_options options;
    int ready;
    tutor_set pack; /* the cards of the pack under these options */
    tutor_set beats[TUTOR_SET_CAPACITY];
    tutor_set beaten[TUTOR_SET_CAPACITY]; /* the cards that beat it, led against it */
    int16_t points[TUTOR_SET_CAPACITY];
    int16_t strength[TUTOR_SET_CAPACITY];
} tutor_card_values;

/* The caller's workspace: large (a few megabytes); give it static storage. */
typedef struct {
    tutor_hand stack[TUTOR_SOLVE_DEPTH + 1];
    tutor_solve_entry table[1u << TUTOR_SOLVE_TABLE_BITS];
    tutor_sampler sampler;
    tutor_card_values values[TUTOR_BOT_VALUES];
    unsigned values_next;    /* the entry worked out next, the oldest: the values in turn */
    unsigned values_last;    /* the entry found last, looked at first */
    tutor_situation sample;  /* the last deal sampled */
    tutor_hand now;          /* the situation replayed */
    tutor_hand dealt;        /* the sample replayed */
    tutor_hand trial;        /* a move tried on it */
    tutor_hand playout;      /* the trial played to its end */
    tutor_hand option;       /* a choice of options tried by the rules of thumb */
    uint16_t age;            /* the current search's, for the table */
    uint32_t history[TUTOR_SET_CAPACITY]; /* how often each card refuted, in this search */
    unsigned long long nodes; /* positions the exact search has visited, for benchmarks */
} tutor_bot_space;

/* Deals the cards hidden from `seat` again into *sample: a permutation of them, in the start's
 * deal and in the moves that carry them, kept only when the history replays from it with every
 * move accepted, so the sample agrees with every rule and every card the seat has seen. Returns
 * 1 with space->dealt holding the sample replayed, or 0 when no such deal turned up within the
 * attempts allowed (the sample is then not filled). space->sampler must be reset (ready 0)
 * for each new situation or seat. */
int tutor_sample(const tutor_situation *situation, int seat, tutor_rng *rng,
                 tutor_bot_space *space, tutor_situation *sample);

/* The exact value for `root` of a hand in trick play, every seat knowing every card: the
 * seats in `friends` (bit s) play for root's return at the end (tutor_hand_scored), the others
 * against it. Alpha-beta with a transposition table; NULL when the hand is deeper than
 * TUTOR_SOLVE_DEPTH moves. *best (when given) gets the best move's index among the legal. */
int tutor_solve(tutor_bot_space *space, const tutor_hand *hand, int root, unsigned friends,
                int *value, int *best);
/* The same value by plain minimax, with neither pruning nor table: for tests. */
int tutor_solve_plain(tutor_bot_space *space, const tutor_hand *hand, int root,
                      unsigned friends, int *value);
/* Every seat plays by the rules of thumb to the end; the returns at the end into
 * returns[TUTOR_MAX_SEATS]. `hand` is played on (give a copy). */
void tutor_playout(tutor_bot_space *space, tutor_hand *hand, int *returns);
/* The seats whose returns have the sign of `root`'s in returns: its side. */
unsigned tutor_side_of(const int *returns, int seats, int root);

/* The index among the legal moves of the move `level` chooses for the seat to move; `samples`
 * 0 takes the level's own number. -1 when nobody is to move or the situation does not replay. */
int tutor_bot_choose(const tutor_situation *situation, int level, int samples, uint64_t seed,
                     tutor_bot_space *space, tutor_move *move);
/* The rules of thumb (level 1) for the seat to move in a hand: an index among legal[n]. */
int tutor_bot_rule_of_thumb(tutor_bot_space *space, const tutor_hand *hand,
                            const tutor_move *legal, int n);

/* What the coach says of each legal move: its mean return for the seat over the samples (in
 * points of the game's returns), and the share of samples in which the seat's return is above
 * zero (its side makes its contract, or sets the other's). */
typedef struct {
    tutor_move move;
    double mean;
    double ahead;
} tutor_coach_move;

typedef struct {
    int seat;
    int samples; /* deals that fit what the seat has seen, judged */
    int count;
    int best; /* index in moves */
    tutor_coach_move moves[TUTOR_MAX_MOVES];
} tutor_coach_report;

/* Judges every legal move of the seat to move on the same sampled deals (level 2 or 3 as
 * `level` says; `samples` 0 takes the level's number). TUTOR_ERROR when nobody is to move or
 * the situation does not replay. */
tutor_status tutor_coach(const tutor_situation *situation, int level, int samples, uint64_t seed,
                         tutor_bot_space *space, tutor_coach_report *report, tutor_error *error);

/* The coach's sentence for the move at report->moves[chosen] (explain_coach.c), into buf
 * (always NUL-terminated); returns its length. `hand` is the hand the report judged. */
size_t tutor_explain_coach(const tutor_hand *hand, const tutor_coach_report *report, int chosen,
                           char *buf, size_t size);

#endif
