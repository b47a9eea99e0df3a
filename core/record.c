/*
 * record.c: the shapes every game's records share (tutor_record in tutor.h), and the entry
 * points that ask a game for its records.
 */
#include "explain.h"

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

void record_line_text(tutor_record *record, const tutor_game *game,
                      const explain_score_line_words *line) {
    char text[512];
    explain_score_line(game, record->lang, line, text, sizeof text);
    record->word(record, "text", text);
}

void record_summary(tutor_record *record, const record_score_summary *summary) {
    char part[128];
    record->open(record, "totals", 1);
    for (int i = 0; i < summary->total_count; i++) {
        record->open(record, NULL, 0);
        if (summary->total_key) record->number(record, summary->total_key, i);
        record->number(record, "points", summary->totals[i]);
        explain_score_words(summary->game, record->lang, summary->total, part, sizeof part);
        record->word(record, "text", part);
        record->close(record);
    }
    record->close(record);
    record->open(record, "notes", 1);
    if (summary->note_count > 0) {
        record->open(record, NULL, 0);
        explain_score_words(summary->game, record->lang, summary->note, part, sizeof part);
        record->word(record, "text", part);
        record->open(record, "parts", 1);
        for (int i = 0; i < summary->note_count; i++) {
            explain_score_part(summary->game, record->lang, summary->note, summary->notes[i], part,
                               sizeof part);
            record->open(record, NULL, 0);
            record->number(record, summary->note_key, i);
            record->word(record, "text", part);
            record->close(record);
        }
        record->close(record);
        record->close(record);
    }
    record->close(record);
}
