/*
 * explain_hand.c: the sentences of whole hands (explain.h), beside explain.c's of trick play:
 * the refusals that take one of their code's particular sentences (a tutor_reason_detail),
 * and why a hand has no score. A game gives values (a detail, numbers) and its names (cards,
 * option values); the words are here.
 */
#include <string.h>

#include "explain.h"
#include "say.h"

/* ---- Refusals ----------------------------------------------------------------------------- */

/* The sentences that state no number and name nothing: the rule broken, as it stands. */
static const char *const rule_broken[TUTOR_DETAIL_COUNT] = {
    [TUTOR_42_AUCTION_OVER] = "The auction is over: every player has had their one bid.",
    [TUTOR_42_BID_POINTS] = "A bid in points is from 30 (the lowest) to 42 (one mark).",
    [TUTOR_42_BID_NOT_HIGHER] = "A bid must be higher than the highest bid so far.",
    [TUTOR_42_MARKS_BY_ONE] = "A bid in marks may raise the last one by one mark only.",
    [TUTOR_42_OPENING_MARKS] = "The opening bid in marks is at most 2 marks, unless the bidder "
                               "holds 4 doubles and bids a Plunge (4 or more).",
    [TUTOR_42_DECLARE_AFTER_AUCTION] =
        "Trump is declared after the auction, by the winning bidder.",
    [TUTOR_42_DECLARED_ALREADY] = "Trump has already been declared for this hand.",
    [TUTOR_42_DECLARE_ONCE] = "Trump is declared after the auction, by the winning bidder, once.",
    [TUTOR_42_NELLO_BID] = "Nello is bid as 1 or 2 marks by a player after every other player "
                           "has passed.",
    [TUTOR_42_SEVENS_BID] = "Sevens is bid in marks: at least 42 points, one mark.",
    [TUTOR_42_PLUNGE_BID] = "A Plunge needs at least 4 doubles in the declarer's hand and a bid "
                            "of at least 4 marks.",
    [TUTOR_42_SPLASH_BID] = "A Splash needs at least 3 doubles in the declarer's hand and a bid "
                            "of 2 marks.",
    [TUTOR_42_TRICKS_PLAYED] = "Every trick of this hand has been played.",
};

/* An option's value as the game names it ("nello", "4"), from its option specs. */
static const char *option_word(const tutor_game *game, const char *name, int value) {
    for (int i = 0; i < game->option_count; i++) {
        const tutor_option_spec *spec = &game->options[i];
        if (strcmp(spec->name, name) == 0 && value >= 0 && value < spec->value_count)
            return spec->values[value];
    }
    return "?";
}

size_t explain_detail(const tutor_game *game, const tutor_options *options,
                      const tutor_reason *reason, char *buf, size_t size) {
    (void)options;
    const int16_t *number = reason->number;
    char card[48];
    if (size == 0) return 0;
    buf[0] = '\0';
    game->card_name(game, reason->card, card, sizeof card);
    switch ((tutor_reason_detail)reason->detail) {
    case TUTOR_42_NO_TRUMPS:
        return explain_finish(
            buf,
            tutor_say(buf, size,
                      "%s's %s contract has no trumps, so \"trump\" \"%s\" cannot apply; give "
                      "\"none\" or leave it out.",
                      game->name, option_word(game, "contract", number[0]),
                      option_word(game, "trump", number[1])),
            size);
    case TUTOR_42_DOUBLES_WITH_TRUMPS:
    case TUTOR_42_DOUBLES_IN_SEVENS:
        return explain_finish(
            buf,
            tutor_say(buf, size,
                      "\"doubles\" \"%s\" applies only to a hand without trumps (follow-me or "
                      "Nello), not to %s; give \"high\" or leave it out.",
                      option_word(game, "doubles", number[0]),
                      reason->detail == TUTOR_42_DOUBLES_IN_SEVENS ? "Sevens"
                                                                   : "a hand with trumps"),
            size);
    case TUTOR_42_TRUMP_NEEDED:
        return explain_finish(
            buf,
            tutor_say(buf, size,
                      "%s needs the option \"trump\" (\"0\" to \"6\", \"doubles\" or \"none\" for "
                      "follow-me) to decide tricks in a %s contract.",
                      game->name, option_word(game, "contract", number[0])),
            size);
    case TUTOR_42_TILES_AFTER_DECLARATION:
        return explain_finish(
            buf,
            tutor_say(buf, size, "%ss are played after the auction and the declaration of trump.",
                      game->piece),
            size);
    default:
        break;
    }
    const char *rule = reason->detail < TUTOR_DETAIL_COUNT ? rule_broken[reason->detail] : NULL;
    return explain_finish(buf, tutor_say(buf, size, "%s", rule ? rule : tutor_reason_name(reason->code)),
                          size);
}

/* ---- Hands with no score ----------------------------------------------------------------- */

size_t explain_no_hand(const tutor_game *game, explain_no_hand_code why, char *buf, size_t size) {
    (void)game;
    (void)why;
    return explain_finish(buf, tutor_say(buf, size, "Every player passed: there is no hand to score."),
                          size);
}
