/*
 * deal_complete.c: a partial deal completed from a seed. A lesson names only the cards that
 * matter; the rest of the pack is dealt around them, the same way on every platform.
 *
 * The sizes of the hands and of the rest are those of the game's own seeded deal under the
 * same options, so a partial deal completes to a deal the game could have dealt (a rest whose
 * size depends on the players, a stock).
 */
#include <stdio.h>
#include <string.h>

#include "game.h"

/* A deal's places, numbered as its seats and then the rest (index `seats`). */
static tutor_set *place(tutor_deal *deal, int index) {
    return index < deal->seats ? &deal->hands[index] : &deal->rest;
}

static const char *place_name(int index, int seats, char *buf, size_t size) {
    snprintf(buf, size, index < seats ? "seat %d" : "the rest", index);
    return buf;
}

/* Checks each place's given cards: in the pack, given to no earlier place, within its size. */
static tutor_status check_given(const tutor_game *game, const tutor_options *options,
                                tutor_deal *given, tutor_deal *sizes, tutor_error *error) {
    tutor_set pack = tutor_pack(game, options);
    tutor_set seen = tutor_set_empty();
    char code[TUTOR_CODE_MAX], where[24], earlier[24];
    for (int p = 0; p <= given->seats; p++) {
        tutor_set cards = *place(given, p);
        place_name(p, given->seats, where, sizeof where);
        tutor_set foreign = tutor_set_minus(cards, pack);
        if (!tutor_set_is_empty(foreign)) {
            game->format_card(game, tutor_set_first(foreign), code);
            return tutor_fail(error, "unknown-card",
                              "%s, given to %s, is not in the pack these options give %s.", code,
                              where, game->name);
        }
        tutor_set twice = tutor_set_and(cards, seen);
        if (!tutor_set_is_empty(twice)) {
            tutor_card card = tutor_set_first(twice);
            int q = 0;
            while (!tutor_set_has(*place(given, q), card)) q++;
            game->format_card(game, card, code);
            return tutor_fail(error, "duplicate-card", "%s is given to %s and again to %s.", code,
                              place_name(q, given->seats, earlier, sizeof earlier), where);
        }
        seen = tutor_set_or(seen, cards);
        int room = tutor_set_size(*place(sizes, p));
        if (tutor_set_size(cards) > room)
            return tutor_fail(error, "bad-field",
                              "Too many cards for %s: %d are given, and %s deals %d there.", where,
                              tutor_set_size(cards), game->name, room);
    }
    return TUTOR_OK;
}

tutor_status tutor_deal_complete(const tutor_game *game, const tutor_options *options,
                                 uint64_t seed, int dealer, const tutor_deal *partial,
                                 tutor_deal *deal, tutor_error *error) {
    tutor_deal sizes, given = *partial; /* a copy, so `deal` may be `partial` */
    if (tutor_deal_seeded(game, options, seed, dealer, &sizes, error)) return TUTOR_ERROR;
    if (given.seats != sizes.seats)
        return tutor_fail(error, "bad-field", "%s under these options deals %d hands, not %d.",
                          game->name, sizes.seats, given.seats);
    if (check_given(game, options, &given, &sizes, error)) return TUTOR_ERROR;

    tutor_set all_given = given.rest;
    for (int s = 0; s < given.seats; s++) all_given = tutor_set_or(all_given, given.hands[s]);
    if (tutor_set_is_empty(all_given)) {
        *deal = sizes;
        return TUTOR_OK;
    }
    /* The free cards in card order, shuffled as tutor_deal_seeded() shuffles the pack. */
    tutor_card free_cards[TUTOR_SET_CAPACITY];
    int n = tutor_rng_shuffle_set(tutor_set_minus(tutor_pack(game, options), all_given), seed,
                                  free_cards);
    int next = 0;
    for (int p = 0; p <= given.seats; p++) {
        tutor_set *cards = place(&given, p);
        while (tutor_set_size(*cards) < tutor_set_size(*place(&sizes, p)) && next < n)
            *cards = tutor_set_add(*cards, free_cards[next++]);
    }
    *deal = given;
    return TUTOR_OK;
}
