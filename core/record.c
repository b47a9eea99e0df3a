/*
 * record.c: the shapes every game's records share (tutor_record in tutor.h), and the entry
 * points that ask a game for its records.
 */
#include "game.h"

void record_set(tutor_record *record, const char *key, tutor_set cards) {
    tutor_card list[TUTOR_SET_CAPACITY], card;
    int n = 0;
    TUTOR_SET_FOREACH(card, cards) list[n++] = card;
    record->cards(record, key, list, n);
}

void record_seat(tutor_record *record, const char *key, int seat) {
    if (seat == TUTOR_NO_SEAT)
        record->word(record, key, NULL);
    else
        record->number(record, key, seat);
}

void record_pile(tutor_record *record, const char *key, tutor_set cards, int visible) {
    if (visible) {
        record_set(record, key, cards);
        return;
    }
    record->open(record, key, 0);
    record->number(record, "count", tutor_set_size(cards));
    record->close(record);
}

void record_pair(tutor_record *record, const char *key, const int *values) {
    record->open(record, key, 1);
    for (int side = 0; side < 2; side++) record->number(record, NULL, values[side]);
    record->close(record);
}

void tutor_hand_describe(const tutor_hand *hand, int viewer, tutor_record *record) {
    hand->game->hand->describe(hand->state.bytes, hand->game, viewer, record);
}

tutor_status tutor_hand_record_score(const tutor_hand *hand, tutor_record *record,
                                     tutor_error *error) {
    return hand->game->hand->record_score(hand->state.bytes, hand->game, record, error);
}
