/*
 * hand.c: whole hands of every game through one interface (tutor_hand in tutor.h). Each game
 * gives its own hand value and hooks (struct tutor_hand_rules in game.h); this file keeps the
 * moves of a sequence not yet complete, offers exactly the moves the rules accept, and
 * dispatches. Nothing here knows a rule.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"

int tutor_game_plays_hands(const tutor_game *game) { return game && game->hand != NULL; }

const char *tutor_hand_rest_name(const tutor_game *game) {
    return tutor_game_plays_hands(game) ? game->hand->rest_name : NULL;
}

tutor_status tutor_hand_seeded_start(const tutor_game *game, const tutor_options *options,
                                     uint64_t seed, int dealer, tutor_hand_start *start,
                                     tutor_error *error) {
    memset(start, 0, sizeof *start);
    start->dealer = dealer;
    tutor_card shuffled[TUTOR_SET_CAPACITY];
    int n = deal_shuffled(game, options, seed, dealer, &start->deal, shuffled, error);
    if (n < 0) return TUTOR_ERROR;
    /* A stock is drawn in the order of the shuffle that dealt it, read for the cards the deal
     * set aside. Any other rest is taken in card order (order_count 0, which tutor_hand_begin
     * fills in). */
    if (!game->hand || !game->hand->rest_in_shuffle_order) return TUTOR_OK;
    for (int i = 0; i < n; i++)
        if (tutor_set_has(start->deal.rest, shuffled[i]))
            start->order[start->order_count++] = shuffled[i];
    return TUTOR_OK;
}

tutor_status tutor_hand_begin(tutor_hand *hand, const tutor_game *game,
                              const tutor_options *options, const tutor_hand_start *start,
                              tutor_error *error) {
    if (!game->hand)
        return tutor_fail(error, "unknown-op", "The rules core plays no whole hand of %s.",
                          game->name);
    /* Only the bytes the game's hand uses: the rest of the state is never read. */
    memset(hand, 0, offsetof(tutor_hand, state) + game->hand->size);
    hand->game = game;
    hand->dealer = start->dealer;
    hand->lang = options && (unsigned)options->lang < TUTOR_LANG_COUNT ? (tutor_lang)options->lang
                                                                         : TUTOR_LANG_EN;
    tutor_hand_start ordered = *start; /* with no order given, the rest in card order */
    tutor_card card;
    if (start->order_count == 0)
        TUTOR_SET_FOREACH(card, start->deal.rest) ordered.order[ordered.order_count++] = card;
    return game->hand->start(hand->state.bytes, game, options, &ordered, error);
}

int tutor_hand_turn(const tutor_hand *hand) { return hand->game->hand->turn(hand->state.bytes); }

int tutor_hand_dealer(const tutor_hand *hand) { return hand->dealer; }

const char *tutor_hand_phase(const tutor_hand *hand) {
    return hand->game->hand->phases[hand->game->hand->phase(hand->state.bytes)];
}

int tutor_hand_seats(const tutor_hand *hand) { return hand->game->hand->seats(hand->state.bytes); }

const tutor_options *tutor_hand_options(const tutor_hand *hand) {
    return hand->game->hand->options(hand->state.bytes);
}

tutor_set tutor_hand_holding(const tutor_hand *hand, int seat) {
    return hand->game->hand->holding(hand->state.bytes, seat);
}

int tutor_hand_tricks(const tutor_hand *hand, const tutor_trick **taken, int *count,
                      tutor_trick *current) {
    return hand->game->hand->tricks(hand->state.bytes, taken, count, current);
}

tutor_status tutor_hand_apply(tutor_hand *hand, tutor_move move, tutor_reason *why,
                              tutor_error *error) {
    tutor_reason ignored;
    if (!why) why = &ignored;
    memset(why, 0, sizeof *why);
    if (move.kind >= TUTOR_MOVE_KINDS)
        return tutor_fail(error, "bad-field", "A move's kind is from 0 to %d, not %d.",
                          TUTOR_MOVE_KINDS - 1, move.kind);
    int n = hand->pending_count;
    if (n >= TUTOR_MAX_PENDING)
        return tutor_fail(error, "bad-field", "A sequence of moves is at most %d long.",
                          TUTOR_MAX_PENDING);
    /* The sequence is tried where it lies, after the pending moves, with no copy. Past their
     * count the pending moves are kept zero, so that two equal hands are equal byte for byte. */
    hand->pending[n] = move;
    switch (hand->game->hand->apply(hand->state.bytes, hand->pending, n + 1, why, error)) {
    case HAND_APPLIED:
        memset(hand->pending, 0, (size_t)(n + 1) * sizeof *hand->pending);
        hand->pending_count = 0;
        return TUTOR_OK;
    case HAND_MORE:
        hand->pending_count++;
        return TUTOR_OK;
    case HAND_REFUSED:
    default:
        hand->pending[n] = (tutor_move){0};
        return TUTOR_ERROR;
    }
}

int tutor_hand_legal(const tutor_hand *hand, tutor_move *moves) {
    const struct tutor_hand_rules *rules = hand->game->hand;
    if (rules->turn(hand->state.bytes) == TUTOR_NO_SEAT) return 0;
    int n = rules->moves(hand->state.bytes, hand->pending, hand->pending_count, moves);
    if (rules->exact) return n;
    /* Keep the moves the rules accept, each tried after the pending moves on a copy of the
     * game's hand; none when the sequence would be too long. A move refused or not yet
     * complete leaves the copy as it was, so only one applied calls for a fresh copy, made
     * when another move is to be tried (the computer players ask at every step). */
    int length = hand->pending_count + 1, kept = 0, fresh = 0;
    if (length > TUTOR_MAX_PENDING) return 0;
    tutor_move sequence[TUTOR_MAX_PENDING];
    memcpy(sequence, hand->pending, sizeof sequence);
    tutor_hand scratch;
    for (int i = 0; i < n; i++) {
        if (!fresh) memcpy(scratch.state.bytes, hand->state.bytes, rules->size);
        sequence[length - 1] = moves[i];
        tutor_reason why;
        /* No error: a refusal here needs no sentence, only its verdict. */
        hand_outcome outcome = rules->apply(scratch.state.bytes, sequence, length, &why, NULL);
        if (outcome != HAND_REFUSED) moves[kept++] = moves[i];
        fresh = outcome != HAND_APPLIED;
    }
    return kept;
}

int tutor_hand_pending(const tutor_hand *hand, tutor_move *moves) {
    memcpy(moves, hand->pending, (size_t)hand->pending_count * sizeof *moves);
    return hand->pending_count;
}

/* ---- moves in words ----------------------------------------------------------------------- */

static int vocabulary(const tutor_hand *hand, const struct hand_word **words) {
    return hand->game->hand->vocabulary(hand->game, words);
}

/* A word entry's words (an option's values for an option) and the numbers they stand for,
 * *first to *last. */
static const char *const *word_range(const tutor_game *game, const struct hand_word *w, int *first,
                                     int *last) {
    if (w->kind != TUTOR_MOVE_OPTION) {
        *first = w->first;
        *last = w->last;
        return w->words;
    }
    const tutor_option_spec *spec = tutor_game_option(game, w->number);
    *first = 0;
    *last = spec ? spec->value_count - 1 : -1;
    return spec ? spec->values : NULL;
}

/* The word for `number` in a word entry, or NULL. */
static const char *word_of(const tutor_game *game, const struct hand_word *w, int number) {
    int first, last;
    const char *const *words = word_range(game, w, &first, &last);
    return number >= first && number <= last ? words[number] : NULL;
}

static const char *key_of(const tutor_game *game, const struct hand_word *w) {
    if (w->key || w->kind != TUTOR_MOVE_OPTION) return w->key;
    const tutor_option_spec *spec = tutor_game_option(game, w->number);
    return spec ? spec->name : NULL;
}

/* Whether the entry is read under `key` (its own key, or the other it answers to). */
static int reads_key(const tutor_game *game, const struct hand_word *w, const char *key) {
    const char *own = key_of(game, w);
    return (own && strcmp(own, key) == 0) || (w->also && strcmp(w->also, key) == 0);
}

/* The entry that writes `move`: same kind, and for a flag or an option its number or slot,
 * for a word or a number one whose range holds it. */
static const struct hand_word *entry_of(const tutor_hand *hand, tutor_move move) {
    const struct hand_word *words;
    int n = vocabulary(hand, &words);
    for (int i = 0; i < n; i++) {
        const struct hand_word *w = &words[i];
        if (w->kind != move.kind) continue;
        if (w->kind == TUTOR_MOVE_OPTION
                ? w->number != move.card
                : (w->value == TUTOR_WRITTEN_TRUE && w->number != move.number))
            continue;
        if (w->value == TUTOR_WRITTEN_WORD && !word_of(hand->game, w, move.number)) continue;
        if (w->value == TUTOR_WRITTEN_NUMBER && (move.number < w->first || move.number > w->last))
            continue;
        if (w->value == TUTOR_WRITTEN_UNIT && (move.number <= w->first || move.number > w->last))
            continue;
        return w;
    }
    return NULL;
}

void tutor_hand_move_text(const tutor_hand *hand, tutor_move move, tutor_move_text *text) {
    memset(text, 0, sizeof *text);
    const struct hand_word *w = entry_of(hand, move);
    if (!w) return;
    text->key = key_of(hand->game, w);
    text->value = w->value;
    text->unit = w->unit;
    switch (w->value) {
    case TUTOR_WRITTEN_CARD:
        text->card = move.card;
        break;
    case TUTOR_WRITTEN_WORD:
        text->word = word_of(hand->game, w, move.number);
        if (w->names) text->name = w->names[move.number];
        break;
    case TUTOR_WRITTEN_NUMBER:
        text->number = move.number;
        break;
    case TUTOR_WRITTEN_UNIT:
        text->number = move.number - w->first;
        break;
    case TUTOR_WRITTEN_TRUE:
        break;
    }
    if (w->number_key && move.number > 0 && move.number < w->number_words_count) {
        text->also_key = w->number_key;
        text->also_word = w->number_words[move.number];
    }
}

/* The number of `word` among a word entry's, or -1. */
static int number_of_word(const tutor_game *game, const struct hand_word *w, const char *word) {
    int first, last;
    word_range(game, w, &first, &last);
    for (int i = first; i <= last; i++) {
        const char *candidate = word_of(game, w, i);
        if (candidate && strcmp(candidate, word) == 0) return i;
    }
    return -1;
}

/* Reads the value of `text` for entry `w` into move->card or move->number: 1 when it is one
 * of the entry's, 0 when not (and a card code the game does not know is an error). */
static int read_value(const tutor_hand *hand, const struct hand_word *w,
                      const tutor_move_text *text, tutor_move *move, tutor_error *error,
                      tutor_status *status) {
    int number;
    *status = TUTOR_OK;
    switch (w->value) {
    case TUTOR_WRITTEN_TRUE:
        move->number = (int16_t)w->number;
        return text->value == TUTOR_WRITTEN_TRUE;
    case TUTOR_WRITTEN_CARD:
        if (text->value != TUTOR_WRITTEN_WORD || !text->word) return 0;
        *status = tutor_card_parse(hand->game, text->word, &move->card, error);
        return 1;
    case TUTOR_WRITTEN_WORD:
        if (text->value != TUTOR_WRITTEN_WORD || !text->word) return 0;
        number = number_of_word(hand->game, w, text->word);
        move->number = (int16_t)number;
        if (w->kind == TUTOR_MOVE_OPTION) move->card = (tutor_card)w->number;
        return number >= 0;
    case TUTOR_WRITTEN_NUMBER:
        move->number = (int16_t)text->number;
        return text->value == TUTOR_WRITTEN_NUMBER && text->number >= w->first &&
               text->number <= w->last;
    case TUTOR_WRITTEN_UNIT:
        move->number = (int16_t)(w->first + text->number);
        return text->value == TUTOR_WRITTEN_UNIT && text->unit && w->unit &&
               strcmp(text->unit, w->unit) == 0 && text->number >= 1 &&
               text->number <= w->last - w->first;
    }
    return 0;
}

/* "bid" must be "pass", "petite", ...: what a key takes, for the error. */
static tutor_status bad_value(const tutor_hand *hand, const char *key, tutor_error *error) {
    const struct hand_word *words;
    int n = vocabulary(hand, &words);
    char said[400];
    size_t used = 0;
    said[0] = '\0';
    for (int i = 0; i < n && used + 60 < sizeof said; i++) {
        const struct hand_word *w = &words[i];
        if (w->number_key && strcmp(w->number_key, key) == 0) {
            for (int k = 1; k < w->number_words_count && used + 40 < sizeof said; k++)
                used += (size_t)snprintf(said + used, sizeof said - used, "%s\"%s\"",
                                         used ? ", " : "", w->number_words[k]);
            continue;
        }
        if (!reads_key(hand->game, w, key)) continue;
        if (w->value == TUTOR_WRITTEN_WORD) {
            int first, last;
            word_range(hand->game, w, &first, &last);
            for (int v = first; v <= last && used + 40 < sizeof said; v++) {
                const char *word = word_of(hand->game, w, v);
                if (word)
                    used += (size_t)snprintf(said + used, sizeof said - used, "%s\"%s\"",
                                             used ? ", " : "", word);
            }
            continue;
        }
        char what[40] = "true";
        if (w->value == TUTOR_WRITTEN_CARD) snprintf(what, sizeof what, "a card's code");
        if (w->value == TUTOR_WRITTEN_NUMBER)
            snprintf(what, sizeof what, "%d to %d", w->first, w->last);
        if (w->value == TUTOR_WRITTEN_UNIT) snprintf(what, sizeof what, "{\"%s\": n}", w->unit);
        used += (size_t)snprintf(said + used, sizeof said - used, "%s%s", used ? ", " : "", what);
    }
    return tutor_fail(error, "bad-field", "\"%s\" must be %s.", key, said);
}

int tutor_hand_key_rank(const tutor_hand *hand, const char *key) {
    const struct hand_word *words;
    int n = vocabulary(hand, &words);
    for (int i = 0; i < n; i++) {
        if (reads_key(hand->game, &words[i], key)) return 2 * i;
        if (words[i].number_key && strcmp(words[i].number_key, key) == 0) return 2 * i + 1;
    }
    return -1;
}

tutor_status tutor_hand_read_move(const tutor_hand *hand, const tutor_move_text *text,
                                  tutor_move *move, int *joins, tutor_error *error) {
    const struct hand_word *words;
    int n = vocabulary(hand, &words), known = 0;
    *joins = 0;
    memset(move, 0, sizeof *move);
    for (int i = 0; i < n; i++) {
        const struct hand_word *w = &words[i];
        if (w->number_key && strcmp(w->number_key, text->key) == 0) {
            /* a word the move before it carries: its number */
            for (int k = 1; text->value == TUTOR_WRITTEN_WORD && k < w->number_words_count; k++)
                if (strcmp(w->number_words[k], text->word) == 0) {
                    move->number = (int16_t)k;
                    *joins = 1;
                    return TUTOR_OK;
                }
            return bad_value(hand, text->key, error);
        }
        if (!reads_key(hand->game, w, text->key)) continue;
        known = 1;
        if (w->kind == TUTOR_MOVE_OPTION && text->value == TUTOR_WRITTEN_WORD) {
            tutor_options scratch; /* an option's value it does not know: the options' error */
            tutor_options_init(&scratch);
            if (tutor_options_set(hand->game, &scratch, text->key, text->word, error))
                return TUTOR_ERROR;
        }
        tutor_move read = {w->kind, 0, 0};
        tutor_status status;
        if (read_value(hand, w, text, &read, error, &status)) {
            *move = read;
            return status;
        }
    }
    if (known) return bad_value(hand, text->key, error);
    char keys[200];
    size_t used = 0;
    keys[0] = '\0';
    for (int i = 0; i < n && used + 24 < sizeof keys; i++) {
        const char *key = key_of(hand->game, &words[i]);
        if (key && !strstr(keys, key))
            used += (size_t)snprintf(keys + used, sizeof keys - used, "%s\"%s\"", used ? ", " : "",
                                     key);
    }
    return tutor_fail(error, "bad-field", "\"%s\" is not an action of %s, whose actions are %s.",
                      text->key, hand->game->name, keys);
}

void tutor_hand_view(const tutor_hand *hand, int seat, tutor_view *view) {
    memset(view, 0, sizeof *view);
    view->seat = seat;
    view->seats = tutor_hand_seats(hand);
    view->turn = tutor_hand_turn(hand);
    for (int s = 0; s < view->seats; s++) {
        tutor_set held = tutor_hand_holding(hand, s);
        view->held[s] = tutor_set_size(held);
        if (seat == TUTOR_NO_SEAT) view->shown[s] = held; /* the viewer who sees everything */
    }
    if (seat != TUTOR_NO_SEAT) view->own = tutor_hand_holding(hand, seat);
    const tutor_trick *taken;
    tutor_trick current;
    int count = 0;
    if (!tutor_hand_tricks(hand, &taken, &count, &current)) current.count = 0;
    for (int t = 0; t <= count; t++) {
        view->seen = tutor_set_or(view->seen, tutor_trick_cards(t < count ? &taken[t] : &current));
    }
    hand->game->hand->view(hand->state.bytes, seat, view);
    tutor_set known = tutor_set_or(view->own, view->seen);
    for (int s = 0; s < view->seats; s++) known = tutor_set_or(known, view->shown[s]);
    view->hidden = tutor_set_minus(tutor_pack(hand->game, tutor_hand_options(hand)), known);
}

tutor_status tutor_hand_scored(const tutor_hand *hand, tutor_hand_score *score,
                               tutor_error *error) {
    memset(score, 0, sizeof *score);
    return hand->game->hand->score(hand->state.bytes, score, error);
}

int tutor_hand_settled(const tutor_hand *hand, int *returns) {
    const struct tutor_hand_rules *rules = hand->game->hand;
    return rules->settled != NULL && rules->settled(hand->state.bytes, returns);
}
