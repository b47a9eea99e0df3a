/*
 * tarocchino.h: what Ottocento and Eight Hundred share: the 62-card Tarocchino and its rules
 * of play, which both seeds (000, 003) state alike. Each game adds its rank order and words.
 *
 *  - the pack: "four regular suits of 10 cards" (King, Queen, Knight, Jack, 10 to 6, Ace),
 *    "a suit of 21 trumps, and The Fool"; the 2 to the 5 of trumps rank equal (the Moors,
 *    the Quartet) and the last of them played wins when no higher trump is played;
 *  - must follow, else must trump, with no duty to beat; the Fool may always be played and
 *    never wins;
 *  - card points: the Honours (the 21, the 20, the 1 and the Fool) and Kings 5, Queens 4,
 *    Knights 3, Jacks 2, the rest 1, "counted in pairs of cards, subtracting 1 point for
 *    every pair";
 *  - the deal: "three packets of 5 cards, with Dealer taking the last two cards" (the rest).
 */
#ifndef TUTOR_TAROCCHINO_H
#define TUTOR_TAROCCHINO_H

#define TAROCCHINO_RANKS                                                                     \
    (SUITED_RANK(1) | SUITED_RANK(6) | SUITED_RANK(7) | SUITED_RANK(8) | SUITED_RANK(9) |    \
     SUITED_RANK(10) | SUITED_COURTS)

#define TAROCCHINO_PACK                                                                      \
    .ranks = {TAROCCHINO_RANKS, TAROCCHINO_RANKS, TAROCCHINO_RANKS, TAROCCHINO_RANKS},       \
    .has_trumps = 1, .fool = FOOL_EXCUSE, .equal_low = 2, .equal_high = 5,                   \
    .counting = COUNT_PAIRS, .rank_points = suited_court_points,                             \
    .honours = SUITED_SET4(SUITED_FOOL, SUITED_TRUMP(1), SUITED_TRUMP(20), SUITED_TRUMP(21)), \
    .honour_points = 5, .trump_points = 1, .hand_size = 15, .packet = 5

extern const struct tutor_hand_rules tarocchino_hand_rules;   /* tarocchino_hand.c */
extern const struct tutor_match_rules tarocchino_match_rules; /* tarocchino_hand.c */

/* What both games' structs hold alike: the pack and its rules, whole hands and games, and
 * combinations by `which` rules (tutor_combinations.h). */
#define TAROCCHINO_GAME(suited_rules, which)                                                 \
    .piece = "card", .seats = 4, .pack_size = 78, .pack_kind = "italian-suited",             \
    .suited = &(suited_rules), SUITED_ENGINE_HOOKS, .hand = &tarocchino_hand_rules,          \
    .combinations = &(const struct combination_rules){which}, .match = &tarocchino_match_rules

#endif
