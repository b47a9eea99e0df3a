/*
 * hand_checks.c: the checks and refusals every whole hand shares (hand_checks.h).
 */
#include <string.h>

#include "hand_checks.h"
#include "suited.h"

tutor_reason hand_reason(tutor_reason_code code, tutor_card card) {
    return (tutor_reason){.code = code, .suit = SUITED_NO_SUIT, .card = card};
}

tutor_reason hand_reason_with(tutor_reason_code code, tutor_card card, tutor_card witness) {
    tutor_reason reason = hand_reason(code, card);
    reason.witness = witness;
    reason.has_witness = 1;
    return reason;
}

tutor_reason hand_detail(tutor_reason_code code, tutor_reason_detail detail, int first, int second,
                         int third) {
    tutor_reason reason = hand_reason(code, 0);
    reason.detail = (uint8_t)detail;
    reason.number[0] = (int16_t)first;
    reason.number[1] = (int16_t)second;
    reason.number[2] = (int16_t)third;
    return reason;
}

tutor_status hand_refuse(const tutor_game *game, const tutor_options *options, tutor_reason reason,
                         tutor_reason *why, tutor_error *error) {
    if (why) *why = reason;
    if (!error) return TUTOR_ERROR; /* a trial that needs no sentence */
    char sentence[sizeof error->message];
    tutor_options spoken = *options; /* in the error's language: a game may keep options of its own */
    spoken.lang = (int8_t)error->lang;
    tutor_explain(game, &spoken, &reason, sentence, sizeof sentence);
    return tutor_fail(error, "illegal-action", "%s", sentence);
}

hand_outcome hand_outcome_of(tutor_status status) {
    return status == TUTOR_OK ? HAND_APPLIED : HAND_REFUSED;
}

tutor_status hand_no_score(explain_no_hand_code why, tutor_error *error) {
    char sentence[sizeof error->message];
    explain_no_hand(error->lang, why, sentence, sizeof sentence);
    return tutor_fail(error, "no-hand", "%s", sentence);
}

tutor_status hand_reject_input(const tutor_game *game, explain_input input, tutor_reason *why,
                               tutor_error *error) {
    if (why) *why = hand_reason(TUTOR_REASON_NONE, 0);
    return explain_reject(game, input, error);
}

int hand_play_tricks(const tutor_play *play, const tutor_trick **taken, int *count,
                     tutor_trick *current) {
    *taken = play->tricks;
    *count = play->tricks_done;
    *current = play->current;
    return play->game != NULL;
}

tutor_card hand_fool_payment(const tutor_game *game, tutor_set won, int (*dearer)(tutor_card)) {
    tutor_card best = tutor_set_first(won), card;
    int best_cost = -1;
    TUTOR_SET_FOREACH(card, won) {
        int cost = 2 * suited_card_points(game, card) + dearer(card);
        if (best_cost < 0 || cost < best_cost) {
            best = card;
            best_cost = cost;
        }
    }
    return best;
}

int hand_repeated_card(const tutor_card *cards, int n) {
    tutor_set seen = tutor_set_empty();
    for (int i = 0; i < n; i++) {
        if (tutor_set_has(seen, cards[i])) return cards[i];
        seen = tutor_set_add(seen, cards[i]);
    }
    return -1;
}

tutor_status hand_check_cards(const tutor_game *game, const tutor_options *options,
                              const tutor_deal *deal, tutor_error *error) {
    tutor_set pack = tutor_pack(game, options), seen = tutor_set_empty();
    for (int s = 0; s <= deal->seats; s++) {
        tutor_set cards = s < deal->seats ? deal->hands[s] : deal->rest;
        tutor_set foreign = tutor_set_minus(cards, pack), twice = tutor_set_and(cards, seen);
        if (!tutor_set_is_empty(foreign)) {
            return explain_reject(
                game,
                (explain_input){.code = EXPLAIN_NOT_OF_GAME, .card = tutor_set_first(foreign)},
                error);
        }
        if (!tutor_set_is_empty(twice)) {
            return explain_reject(
                game, (explain_input){.code = EXPLAIN_DEALT_TWICE, .card = tutor_set_first(twice)},
                error);
        }
        seen = tutor_set_or(seen, cards);
    }
    return TUTOR_OK;
}

tutor_status hand_check_dealt(const tutor_game *game, const tutor_options *options,
                              const tutor_deal *deal, int dealer, int seats, int size, int extra,
                              tutor_error *error) {
    explain_input bad = {.code = EXPLAIN_DEALER_SEAT, .number = {seats - 1, dealer}};
    if (dealer < 0 || dealer >= seats) return explain_reject(game, bad, error);
    bad = (explain_input){.code = EXPLAIN_DEALT_TO_HANDS, .number = {seats, deal->seats}};
    if (deal->seats != seats) return explain_reject(game, bad, error);
    if (hand_check_cards(game, options, deal, error)) return TUTOR_ERROR;
    for (int s = 0; s < seats; s++) {
        tutor_set cards = deal->hands[s];
        if (s == dealer) cards = tutor_set_or(cards, deal->rest);
        bad = (explain_input){
            .code = EXPLAIN_SEAT_DEALT, .number = {s, tutor_set_size(cards), size}, .which = extra};
        if (tutor_set_size(cards) != size + (s == dealer ? extra : 0))
            return explain_reject(game, bad, error);
    }
    return TUTOR_OK;
}

hand_outcome hand_discard_step(tutor_set legal, int size, const tutor_move *moves, int n,
                               tutor_card *cards, int *count) {
    int ended = moves[n - 1].kind == TUTOR_MOVE_DONE;
    tutor_set open = legal; /* what may still go */
    *count = 0;
    for (int i = 0; i < n - ended; i++) {
        cards[(*count)++] = moves[i].card;
        if (i < n - 1) open = tutor_set_remove(open, moves[i].card);
    }
    if (ended) return HAND_REFUSED;
    tutor_card card = moves[n - 1].card;
    if (n <= size && tutor_set_has(open, card)) return n < size ? HAND_MORE : HAND_APPLIED;
    tutor_card filler;
    TUTOR_SET_FOREACH(filler, tutor_set_remove(open, card)) {
        if (*count >= size) break;
        cards[(*count)++] = filler;
    }
    return HAND_REFUSED;
}

void hand_view_discard(tutor_view *view, int seat, int dealer, tutor_set discard) {
    if (seat == TUTOR_NO_SEAT || seat == dealer) {
        view->aside = discard;
        view->seen = tutor_set_or(view->seen, discard);
    } else {
        view->hidden_aside = tutor_set_size(discard);
    }
}

void hand_record_discard(tutor_record *record, int viewer, int dealer, tutor_set discard) {
    record->open(record, "aside", 0);
    if (!tutor_set_is_empty(discard))
        record_pile(record, "discard", discard, viewer == TUTOR_NO_SEAT || viewer == dealer);
    record->close(record);
}

void hand_record_fool(tutor_record *record, int fool, tutor_card payment) {
    static const char *const fool_states[] = {"in-hand", "kept", "owed", "paid", "lost"};
    record->word(record, "fool", fool_states[fool]);
    if (fool == TUTOR_FOOL_PAID) record->card(record, "fool_payment", payment);
}

int hand_points(const tutor_game *game, const tutor_options *options, tutor_set cards) {
    tutor_card list[TUTOR_SET_CAPACITY];
    int n = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, cards) list[n++] = card;
    tutor_count_result result = {0};
    tutor_count(game, options, list, n, &result, NULL);
    return result.points;
}

void hand_record_lines(tutor_record *record, const tutor_game *game, const tutor_score_line *lines,
                       const explain_line_words *words, int count) {
    record->open(record, "lines", 1);
    for (int i = 0; i < count; i++) {
        char text[320];
        explain_line(game, record->lang, &words[i], text, sizeof text);
        record->open(record, NULL, 0);
        record->word(record, "item", lines[i].item);
        record->number(record, "points", lines[i].points);
        record->word(record, "text", text);
        record->close(record);
    }
    record->close(record);
}

int hand_card_moves(tutor_move *out, int kind, tutor_set cards) {
    int count = 0;
    tutor_card card;
    TUTOR_SET_FOREACH(card, cards) out[count++] = (tutor_move){(uint8_t)kind, card, 0};
    return count;
}

tutor_set hand_moves_cards(const tutor_move *moves, int n) {
    tutor_set cards = tutor_set_empty();
    for (int i = 0; i < n; i++) /* a card outside every pack names none */
        if (moves[i].card < TUTOR_SET_CAPACITY) cards = tutor_set_add(cards, moves[i].card);
    return cards;
}

int hand_every_move(const struct hand_word *words, int count, tutor_set cards, tutor_move *out) {
    int n = 0;
    for (const struct hand_word *word = words; word < words + count; word++) {
        if (word->value == TUTOR_WRITTEN_CARD) n += hand_card_moves(out + n, word->kind, cards);
        if (word->value == TUTOR_WRITTEN_TRUE)
            out[n++] = (tutor_move){word->kind, 0, (int16_t)word->number};
        if (word->value != TUTOR_WRITTEN_WORD && word->value != TUTOR_WRITTEN_NUMBER) continue;
        for (int number = word->first; number <= word->last; number++)
            if (word->value == TUTOR_WRITTEN_NUMBER || word->words[number])
                out[n++] = (tutor_move){word->kind, 0, (int16_t)number};
    }
    return n;
}

tutor_set hand_rank_cards(int rank) {
    tutor_set cards = tutor_set_empty();
    for (int suit = 0; suit < 4; suit++) cards = tutor_set_add(cards, SUITED_CARD(suit, rank));
    return cards;
}

hand_outcome hand_discard_move(void *hand, hand_discard_fn discard, tutor_set legal, int size,
                               const tutor_move *moves, int n, tutor_reason *why,
                               tutor_error *error) {
    int count;
    tutor_card cards[TUTOR_MAX_PENDING];
    hand_outcome step = hand_discard_step(legal, size, moves, n, cards, &count);
    if (step == HAND_MORE) return HAND_MORE;
    tutor_status status = discard(hand, cards, count, why, error);
    return step == HAND_APPLIED ? hand_outcome_of(status) : HAND_REFUSED;
}
