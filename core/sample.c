/*
 * sample.c: deals the cards one seat has not seen again, consistently with what it has seen.
 *
 * The hidden cards are permuted among themselves: in the start's deal (hands, rest and the
 * rest's order) and in the moves that carry them (a discard the seat never saw); every other
 * card stays where it is. A permutation is kept only when the history replays from it with
 * every move accepted, so a sample obeys every rule of the game by construction. To make
 * refusals rare, the plays seen first rule out places: a card that would have made a seat's
 * play illegal cannot be in that seat's hand, and each place is dealt from the cards it may
 * hold, the most constrained first.
 */
#include "bot_internal.h"

enum { DEALS_PER_TRY = 24, REPLAYS_PER_SAMPLE = 48 };

tutor_status tutor_situation_hand(const tutor_situation *situation, tutor_hand *hand,
                                  tutor_error *error) {
    tutor_error ignored;
    if (!error) error = &ignored;
    if (tutor_hand_begin(hand, situation->game, &situation->options, &situation->start, error))
        return TUTOR_ERROR;
    for (int i = 0; i < situation->history_count; i++)
        if (tutor_hand_apply(hand, situation->history[i], NULL, error)) return TUTOR_ERROR;
    return TUTOR_OK;
}

/* The cards of `hidden` that would have made the play at place `i` of `trick` illegal, had the
 * seat held them beside the card it played. A game with a stock is passed over: a seat may
 * have drawn a card after the trick, so no play rules a card out for good. */
static tutor_set ruled_out(const tutor_hand *hand, const tutor_trick *trick, int i,
                           tutor_set hidden) {
    const tutor_game *game = hand->game;
    const tutor_options *options = tutor_hand_options(hand);
    tutor_set out = tutor_set_empty();
    tutor_card card, played = trick->cards[i];
    TUTOR_SET_FOREACH(card, hidden) {
        tutor_set pair = tutor_set_add(tutor_set_of(played), card);
        if (!tutor_set_has(tutor_legal(game, options, trick->cards, i, pair), played))
            out = tutor_set_add(out, card);
    }
    return out;
}

/* Every card `seat` has seen, been shown or held at any point of the situation: a card seen
 * once stays where it was, even where the view no longer places it (a chien turned up, then
 * taken into a hand and perhaps put away). Leaves the situation replayed in *now. */
static tutor_set ever_seen(const tutor_situation *situation, int seat, tutor_hand *now) {
    tutor_set seen = tutor_set_empty();
    tutor_error ignored;
    if (tutor_hand_begin(now, situation->game, &situation->options, &situation->start, &ignored))
        return seen;
    for (int i = 0; i <= situation->history_count; i++) {
        tutor_view view;
        tutor_hand_view(now, seat, &view);
        seen = tutor_set_or(seen, tutor_set_or(view.seen, view.own));
        for (int s = 0; s < view.seats; s++) seen = tutor_set_or(seen, view.shown[s]);
        if (i < situation->history_count &&
            tutor_hand_apply(now, situation->history[i], NULL, &ignored))
            break;
    }
    return seen;
}

/* Where each hidden card is, and what each place cannot hold, for `seat` in `now`. */
static void prepare(tutor_sampler *sampler, const tutor_hand *now, int seat, tutor_set seen) {
    memset(sampler, 0, sizeof *sampler);
    sampler->seat = seat;
    sampler->ready = 1;
    tutor_view view;
    tutor_hand_view(now, seat, &view);
    tutor_set hidden = tutor_set_minus(view.hidden, seen);
    sampler->hidden = hidden;
    tutor_set placed = tutor_set_empty();
    for (int s = 0; s < view.seats; s++) {
        sampler->at[s] = tutor_set_and(tutor_hand_holding(now, s), hidden);
        placed = tutor_set_or(placed, sampler->at[s]);
    }
    sampler->at[TUTOR_MAX_SEATS] = tutor_set_minus(hidden, placed);
    const tutor_trick *taken;
    tutor_trick current;
    int count = 0;
    if (tutor_game_draws(now->game) || !tutor_hand_tricks(now, &taken, &count, &current)) return;
    for (int t = 0; t <= count; t++) {
        const tutor_trick *trick = t < count ? &taken[t] : &current;
        for (int i = 1; i < trick->count; i++) {
            int s = trick->seats[i];
            if (s < 0 || s >= TUTOR_MAX_SEATS || s == seat) continue;
            sampler->forbidden[s] =
                tutor_set_or(sampler->forbidden[s], ruled_out(now, trick, i, hidden));
        }
    }
}

/* `k` cards drawn from `pool` at random, into out (in the order drawn). */
static void draw(tutor_rng *rng, tutor_set pool, int k, tutor_card *out) {
    tutor_card cards[TUTOR_SET_CAPACITY];
    int n = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, pool) cards[n++] = card;
    for (int i = 0; i < k; i++) {
        int j = i + (int)tutor_rng_below(rng, (uint32_t)(n - i));
        tutor_card t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
        out[i] = cards[i];
    }
}

/* A permutation of the hidden cards that puts in each place only cards it may hold:
 * map[card] is the card dealt where `card` lay. 0 when the dealing ran out of cards. */
static int deal_places(const tutor_sampler *sampler, tutor_rng *rng, tutor_card *map) {
    enum { PLACES = TUTOR_MAX_SEATS + 1 };
    int order[PLACES], allowed[PLACES];
    for (int p = 0; p < PLACES; p++) {
        order[p] = p;
        allowed[p] = tutor_set_size(tutor_set_minus(sampler->hidden, sampler->forbidden[p]));
    }
    for (int i = 1; i < PLACES; i++) /* the fewest cards allowed first */
        for (int j = i; j > 0 && allowed[order[j]] < allowed[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    tutor_set left = sampler->hidden;
    for (int i = 0; i < PLACES; i++) {
        int p = order[i], need = tutor_set_size(sampler->at[p]);
        if (need == 0) continue;
        tutor_set pool = tutor_set_minus(left, sampler->forbidden[p]);
        if (tutor_set_size(pool) < need) return 0;
        tutor_card dealt[TUTOR_SET_CAPACITY];
        draw(rng, pool, need, dealt);
        int k = 0;
        tutor_card card;
        TUTOR_SET_FOREACH(card, sampler->at[p]) {
            map[card] = dealt[k];
            left = tutor_set_remove(left, dealt[k++]);
        }
    }
    return 1;
}

static tutor_set mapped_set(tutor_set cards, tutor_set hidden, const tutor_card *map) {
    tutor_set out = tutor_set_minus(cards, hidden);
    tutor_card card;
    TUTOR_SET_FOREACH(card, tutor_set_and(cards, hidden)) out = tutor_set_add(out, map[card]);
    return out;
}

/* Moves that carry a card from the mover's hand; a call names a card wherever it is, and an
 * option's move keeps its slot in `card`. */
static int carries_card(const tutor_move *move) {
    return move->kind == TUTOR_MOVE_PLAY || move->kind == TUTOR_MOVE_DISCARD ||
           move->kind == TUTOR_MOVE_SHOW;
}

static void relabel(const tutor_situation *real, tutor_set hidden, const tutor_card *map,
                    tutor_situation *out) {
    out->game = real->game;
    out->options = real->options;
    out->start = real->start;
    tutor_deal *deal = &out->start.deal;
    for (int s = 0; s < deal->seats && s < TUTOR_MAX_SEATS; s++)
        deal->hands[s] = mapped_set(deal->hands[s], hidden, map);
    /* The rest's order is kept by place: where none is given it is the card order of the
     * cards dealt, which the new cards would change. */
    tutor_card card;
    if (out->start.order_count == 0)
        TUTOR_SET_FOREACH(card, deal->rest) out->start.order[out->start.order_count++] = card;
    deal->rest = mapped_set(deal->rest, hidden, map);
    for (int i = 0; i < out->start.order_count; i++)
        if (tutor_set_has(hidden, out->start.order[i]))
            out->start.order[i] = map[out->start.order[i]];
    out->history_count = real->history_count;
    for (int i = 0; i < real->history_count; i++) {
        tutor_move move = real->history[i];
        if (carries_card(&move) && tutor_set_has(hidden, move.card)) move.card = map[move.card];
        out->history[i] = move;
    }
}

int tutor_sample(const tutor_situation *situation, int seat, tutor_rng *rng,
                 tutor_bot_space *space, tutor_situation *sample) {
    tutor_sampler *sampler = &space->sampler;
    if (!sampler->ready || sampler->seat != seat) {
        tutor_set seen = ever_seen(situation, seat, &space->now);
        if (tutor_situation_hand(situation, &space->now, NULL)) return 0;
        prepare(sampler, &space->now, seat, seen);
    }
    for (int replay = 0; replay < REPLAYS_PER_SAMPLE; replay++) {
        tutor_card map[TUTOR_SET_CAPACITY];
        int dealt = 0;
        for (int attempt = 0; attempt < DEALS_PER_TRY && !dealt; attempt++)
            dealt = deal_places(sampler, rng, map);
        if (!dealt) return 0;
        relabel(situation, sampler->hidden, map, sample);
        tutor_error ignored;
        if (tutor_situation_hand(sample, &space->dealt, &ignored) == TUTOR_OK) return 1;
    }
    return 0;
}
