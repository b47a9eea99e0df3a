/*
 * play.c: trick play as a value. A tutor_play is a deal plus the plays so far; each play is
 * checked against the rules before anything changes, so a refused play leaves the position
 * exactly as it was. Fixed size and pointer-free apart from the game, so copying is cloning.
 */
#include <string.h>

#include "game.h"

tutor_set tutor_trick_cards(const tutor_trick *trick) {
    tutor_set cards = tutor_set_empty();
    for (int i = 0; i < trick->count; i++) cards = tutor_set_add(cards, trick->cards[i]);
    return cards;
}

static int next_seat(const tutor_play *play, int seat) {
    do {
        seat = (seat + 1) % play->seats;
    } while (seat == play->sitting_out);
    return seat;
}

tutor_status tutor_play_start(tutor_play *play, const tutor_game *game,
                              const tutor_options *options, const tutor_deal *deal, int leader,
                              tutor_error *error) {
    int seats = tutor_seats(game, options);
    if (leader < 0 || leader >= seats)
        return tutor_fail(error, "bad-field", "leader must be a seat from 0 to %d, not %d.",
                          seats - 1, leader);
    int sitting_out = game->sitting_out ? game->sitting_out(game, options, leader) : TUTOR_NO_SEAT;
    tutor_set seen = tutor_set_empty();
    int hand_size = -1;
    for (int s = 0; s < seats; s++) {
        tutor_set again = tutor_set_and(seen, deal->hands[s]);
        if (!tutor_set_is_empty(again)) {
            char code[TUTOR_CODE_MAX];
            game->format_card(game, tutor_set_first(again), code);
            return tutor_fail(error, "duplicate-card", "%s is dealt to more than one seat.", code);
        }
        seen = tutor_set_or(seen, deal->hands[s]);
        if (s == sitting_out) continue;
        int size = tutor_set_size(deal->hands[s]);
        if (hand_size >= 0 && size != hand_size)
            return tutor_fail(error, "bad-field",
                              "Every seat in play must hold the same number of cards: seat %d "
                              "holds %d, an earlier seat %d.",
                              s, size, hand_size);
        hand_size = size;
    }
    memset(play, 0, sizeof *play);
    play->game = game;
    play->options = *options;
    play->seats = seats;
    play->sitting_out = sitting_out;
    play->trick_size = game->trick_size(game, options);
    for (int s = 0; s < seats; s++) play->hands[s] = deal->hands[s];
    play->current.leader = leader;
    play->turn = hand_size > 0 ? leader : TUTOR_NO_SEAT;
    return TUTOR_OK;
}

tutor_set tutor_play_legal(const tutor_play *play) {
    if (play->turn == TUTOR_NO_SEAT) return tutor_set_empty();
    return play->game->legal(play->game, &play->options, play->current.cards, play->current.count,
                             play->hands[play->turn]);
}

tutor_status tutor_play_card(tutor_play *play, tutor_card card, tutor_reason *refusal,
                             tutor_error *error) {
    const tutor_game *game = play->game;
    tutor_reason why = {.card = card};
    if (play->turn == TUTOR_NO_SEAT) {
        why.code = TUTOR_HAND_OVER;
    } else if (!tutor_set_has(play->hands[play->turn], card)) {
        why.code = TUTOR_NOT_IN_HAND;
    } else if (!tutor_set_has(tutor_play_legal(play), card)) {
        why = game->refusal(game, &play->options, play->current.cards, play->current.count,
                            play->hands[play->turn], card);
    }
    if (why.code != TUTOR_REASON_NONE) {
        if (refusal) *refusal = why;
        if (!error) return TUTOR_ERROR; /* a trial that needs no sentence */
        char sentence[sizeof error->message];
        tutor_options spoken = play->options; /* in the error's language */
        spoken.lang = (int8_t)error->lang;
        tutor_explain(game, &spoken, &why, sentence, sizeof sentence);
        return tutor_fail(error, "illegal-action", "%s", sentence);
    }

    tutor_trick *trick = &play->current;
    trick->cards[trick->count] = card;
    trick->seats[trick->count] = (int8_t)play->turn;
    trick->count++;
    play->hands[play->turn] = tutor_set_remove(play->hands[play->turn], card);

    if (trick->count < play->trick_size) {
        play->turn = next_seat(play, play->turn);
        return TUTOR_OK;
    }
    int position = game->winner(game, &play->options, trick->cards, trick->count, &trick->why);
    trick->winner = trick->seats[position];
    play->piles[trick->winner] = tutor_set_or(play->piles[trick->winner], tutor_trick_cards(trick));
    play->tricks[play->tricks_done++] = *trick;
    memset(trick, 0, sizeof *trick);
    trick->leader = play->tricks[play->tricks_done - 1].winner;
    play->turn = tutor_set_is_empty(play->hands[trick->leader]) ? TUTOR_NO_SEAT : trick->leader;
    return TUTOR_OK;
}

tutor_status tutor_play_points(const tutor_play *play, unsigned seat_mask,
                               tutor_count_result *result, tutor_error *error) {
    tutor_card cards[TUTOR_SET_CAPACITY];
    int n = 0;
    for (int s = 0; s < play->seats; s++) {
        if (!(seat_mask & (1u << s))) continue;
        tutor_card c;
        TUTOR_SET_FOREACH(c, play->piles[s]) cards[n++] = c;
    }
    return play->game->count(play->game, &play->options, cards, n, result, error);
}
