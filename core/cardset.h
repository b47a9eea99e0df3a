/*
 * cardset.h: a card is a small integer within its pack; a set of cards is a bitset.
 *
 * Two 64-bit words cover the largest pack (80 cards). Legality is set algebra on
 * these: `hand & suit_led`, `hand & trumps`. Everything here is inline and branch-light because
 * bots and the lesson checker ask millions of such questions.
 */
#ifndef TUTOR_CARDSET_H
#define TUTOR_CARDSET_H

#include <stdint.h>

typedef uint8_t tutor_card;

typedef struct {
    uint64_t w[2];
} tutor_set;

#define TUTOR_SET_CAPACITY 128

static inline tutor_set tutor_set_empty(void) { return (tutor_set){{0, 0}}; }

static inline tutor_set tutor_set_and(tutor_set a, tutor_set b) {
    return (tutor_set){{a.w[0] & b.w[0], a.w[1] & b.w[1]}};
}

static inline tutor_set tutor_set_or(tutor_set a, tutor_set b) {
    return (tutor_set){{a.w[0] | b.w[0], a.w[1] | b.w[1]}};
}

static inline tutor_set tutor_set_minus(tutor_set a, tutor_set b) {
    return (tutor_set){{a.w[0] & ~b.w[0], a.w[1] & ~b.w[1]}};
}

/* A card's word is picked by a comparison, not an index, so that a set can stay in registers. */
static inline tutor_set tutor_set_of(tutor_card c) {
    uint64_t bit = (uint64_t)1 << (c & 63);
    return (tutor_set){{c < 64 ? bit : 0, c < 64 ? 0 : bit}};
}

static inline int tutor_set_has(tutor_set s, tutor_card c) {
    return (int)(((c < 64 ? s.w[0] : s.w[1]) >> (c & 63)) & 1u);
}

static inline tutor_set tutor_set_add(tutor_set s, tutor_card c) {
    return tutor_set_or(s, tutor_set_of(c));
}

static inline tutor_set tutor_set_remove(tutor_set s, tutor_card c) {
    return tutor_set_minus(s, tutor_set_of(c));
}

static inline int tutor_set_is_empty(tutor_set s) { return (s.w[0] | s.w[1]) == 0; }

static inline int tutor_set_equal(tutor_set a, tutor_set b) {
    return a.w[0] == b.w[0] && a.w[1] == b.w[1];
}

static inline int tutor_set_size(tutor_set s) {
    return __builtin_popcountll(s.w[0]) + __builtin_popcountll(s.w[1]);
}

/* The lowest card of a non-empty set. */
static inline tutor_card tutor_set_first(tutor_set s) {
    return s.w[0] ? (tutor_card)__builtin_ctzll(s.w[0])
                  : (tutor_card)(64 + __builtin_ctzll(s.w[1]));
}

/* The set of cards 0 .. n-1. */
static inline tutor_set tutor_set_range(int n) {
    tutor_set s = {{0, 0}};
    s.w[0] = n >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1);
    if (n > 64) s.w[1] = n >= 128 ? ~(uint64_t)0 : (((uint64_t)1 << (n - 64)) - 1);
    return s;
}

/* Iterate: for (tutor_set it = s; !tutor_set_is_empty(it); it = tutor_set_remove(it, c)) */
#define TUTOR_SET_FOREACH(card, set)                                                               \
    for (tutor_set tutor__it = (set);                                                              \
         !tutor_set_is_empty(tutor__it) && ((card) = tutor_set_first(tutor__it), 1);               \
         tutor__it = tutor_set_remove(tutor__it, (card)))

#endif
