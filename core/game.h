/*
 * game.h: what a game is, inside the core. Each file in core/games/ defines one
 * `const tutor_game` (listed in games/games.def); data says what it can, hooks the rest.
 */
#ifndef TUTOR_GAME_H
#define TUTOR_GAME_H

#include "tutor.h"
#include "rng.h"

/* Forms of a suit's name, for sentences: "sixes were led", "you hold 3-6, a six". */
typedef enum { TUTOR_SUIT_PLURAL, TUTOR_SUIT_SINGULAR } tutor_suit_form;

struct tutor_game {
    const char *id;
    const char *name;
    const char *piece;  /* what the pack is made of, for sentences: "tile", "card" */
    const char *count_extra; /* the name of count's second figure ("bouts"), or NULL */
    int seats;
    int pack_size;
    const tutor_option_spec *options;
    int option_count;

    int (*parse_card)(const char *code, tutor_card *card);   /* 1 when code names a card */
    void (*format_card)(tutor_card card, char *code);
    /* Defaults that depend on other options, and what a purpose requires. */
    tutor_status (*complete_options)(tutor_options *options, tutor_purpose purpose,
                                     tutor_error *error);

    int (*trick_size)(const tutor_options *options);
    /* How many seats these options seat, when that depends on them (French Tarot's
     * players); NULL when it is always `seats`. */
    int (*seat_count)(const tutor_options *options);
    tutor_set (*legal)(const tutor_options *options, const tutor_card *trick, int n,
                       tutor_set hand);
    tutor_reason (*refusal)(const tutor_options *options, const tutor_card *trick, int n,
                            tutor_set hand, tutor_card card);
    int (*winner)(const tutor_options *options, const tutor_card *trick, int n,
                  tutor_reason *why);
    tutor_status (*count)(const tutor_options *options, const tutor_card *cards, int n,
                          tutor_count_result *result, tutor_error *error);
    /* Fills deal->hands from a shuffled pack, in the game's own dealing order. */
    void (*deal)(const tutor_options *options, const tutor_card *shuffled, int dealer,
                 tutor_deal *deal);
    /* Which seat, if any, sits out of trick play (Nello: the declarer's partner). */
    int (*sitting_out)(const tutor_options *options, int leader);

    /* For sentences (explain.c): a card's spoken name, a suit's name, and the game's own
     * clause saying why the led card set that suit, or (optional) why a card that looks as if
     * it belonged to a suit does not. */
    void (*card_name)(tutor_card card, char *buf, size_t size);
    void (*suit_name)(const tutor_options *options, int suit, tutor_suit_form form, char *buf,
                      size_t size);
    void (*lead_clause)(const tutor_options *options, tutor_card led, int suit, char *buf,
                        size_t size);
    void (*outside_clause)(const tutor_options *options, tutor_card card, int suit, char *buf,
                           size_t size);
    /* Whether any card is a trump under these options (follow-me and Nello have none). */
    int (*has_trumps)(const tutor_options *options);
    /* Sentences for the reasons only this game has (Sevens); NULL when there are none. */
    size_t (*explain_special)(const tutor_options *options, const tutor_reason *reason,
                              char *buf, size_t size);
};

/* Fills error and returns TUTOR_ERROR; for one-line error returns. */
tutor_status tutor_fail(tutor_error *error, const char *code, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#endif
