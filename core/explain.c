/*
 * explain.c: the one place where a reason becomes a sentence. Games supply names and the
 * clauses only they can word ("a led tile belongs to its higher end"); the shape of each
 * sentence is decided here, so every game explains the same obligation the same way.
 */
#include <stdio.h>

#include "game.h"

/* Sentences may open with a card's name ("the King of Spades"): capitalise the first letter. */
static size_t finish(char *buf, int written, size_t size) {
    if (written < 0) return 0;
    if (buf[0] >= 'a' && buf[0] <= 'z') buf[0] = (char)(buf[0] - 'a' + 'A');
    return (size_t)written < size ? (size_t)written : size - 1;
}

size_t tutor_explain(const tutor_game *game, const tutor_options *options,
                     const tutor_reason *reason, char *buf, size_t size) {
    char card[48], witness[48], beaten[48], lead[240], plural[48], singular[48], outside[200];
    char deed[64];
    if (size == 0) return 0;
    buf[0] = '\0';
    game->card_name(game, reason->card, card, sizeof card);
    witness[0] = beaten[0] = lead[0] = plural[0] = singular[0] = outside[0] = '\0';
    if (reason->has_witness) game->card_name(game, reason->witness, witness, sizeof witness);
    if (reason->has_beaten) game->card_name(game, reason->beaten, beaten, sizeof beaten);
    if (reason->has_led) {
        size_t used = 0;
        if (reason->has_opener) { /* an excuse led: it sets no suit, the next card does */
            char opener[48];
            game->card_name(game, reason->opener, opener, sizeof opener);
            used = (size_t)snprintf(lead, sizeof lead, "%s was led and sets no suit, so ", opener);
        }
        game->lead_clause(game, options, reason->led, reason->suit, lead + used,
                          sizeof lead - used);
    }
    if (reason->suit >= 0) {
        game->suit_name(game, options, reason->suit, TUTOR_SUIT_PLURAL, plural, sizeof plural);
        game->suit_name(game, options, reason->suit, TUTOR_SUIT_SINGULAR, singular,
                        sizeof singular);
        if (game->outside_clause && reason->action == TUTOR_ACTION_PLAY)
            game->outside_clause(game, options, reason->card, reason->suit, outside,
                                 sizeof outside);
    }
    /* What was refused: playing a card, or (Burro) drawing from the stock or passing. */
    if (reason->action == TUTOR_ACTION_DRAW)
        snprintf(deed, sizeof deed, "draw from the stock");
    else if (reason->action == TUTOR_ACTION_PASS)
        snprintf(deed, sizeof deed, "pass");
    else
        snprintf(deed, sizeof deed, "play %s", card);

    switch (reason->code) {
    case TUTOR_MUST_FOLLOW:
        return finish(buf, snprintf(buf, size,
                               "%s. You hold %s, %s, so you must follow %s and may not "
                               "%s%s%s.",
                               lead, witness, singular, plural, deed, outside[0] ? ": " : "",
                               outside),
                      size);
    case TUTOR_MUST_TRUMP:
        return finish(buf, snprintf(buf, size,
                               "%s. You hold no %s but you hold %s, a trump, so you must "
                               "trump and may not play %s.",
                               lead, plural, witness, card),
                      size);
    case TUTOR_MUST_OVERTRUMP:
        return finish(buf, snprintf(buf, size,
                               "%s is the highest trump in the trick and you hold %s, which beats "
                               "it, so you must play a trump higher than %s and may not play %s.",
                               beaten, witness, beaten, card),
                      size);
    case TUTOR_MUST_DRAW:
        return finish(buf, snprintf(buf, size,
                               "%s. You hold no %s and the stock is not empty, so you must draw "
                               "from it until you can follow %s, and may not %s.",
                               lead, plural, plural, deed),
                      size);
    case TUTOR_MUST_PASS:
        return finish(buf, snprintf(buf, size,
                               "%s. You hold no %s and the stock is empty, so you pass this "
                               "trick and may not %s.",
                               lead, plural, deed),
                      size);
    case TUTOR_MUST_LEAD:
        return finish(buf, snprintf(buf, size,
                               "You lead this trick and may lead any %s of your hand; drawing "
                               "and passing are only for a player who cannot follow the suit "
                               "led, so you may not %s.",
                               game->piece, deed),
                      size);
    case TUTOR_MUST_PLAY_PAIR:
        return finish(buf, snprintf(buf, size,
                               "Your partner played %s and you hold %s: in the Game of "
                               "Allegiance the partner holding the other card must play it at "
                               "once, whatever the suit led, so you may not play %s.",
                               beaten, witness, card),
                      size);
    case TUTOR_WINS_LAST_OF_EQUALS:
        return finish(buf, snprintf(buf, size,
                               "%s wins: %s rank equal, and when no higher trump is played the "
                               "last of them played takes the trick, so it beats %s.",
                               card, game->equal_trumps ? game->equal_trumps : "these trumps",
                               witness),
                      size);
    case TUTOR_WINS_GOOD_EVIL_PAIR:
        return finish(buf, snprintf(buf, size,
                               "%s wins: Good and Evil were both played by one partnership, and "
                               "together they beat everything; the first of them played, %s, "
                               "takes the trick.",
                               card, card),
                      size);
    case TUTOR_NOT_IN_HAND:
        return finish(
            buf, snprintf(buf, size, "%s is not in the hand of the player to move.", card), size);
    case TUTOR_HAND_OVER:
        if (reason->action != TUTOR_ACTION_PLAY)
            return finish(buf, snprintf(buf, size, "The hand is over, so nobody may %s.",
                                        deed),
                          size);
        return finish(buf, snprintf(buf, size, "Every trick has been played; %s cannot be played.",
                               card),
                      size);
    case TUTOR_WINS_HIGHEST_TRUMP:
        return finish(buf, snprintf(buf, size,
                               "%s wins: it is the highest trump played, and a trump beats "
                               "every %s of a plain suit.",
                               card, game->piece),
                      size);
    case TUTOR_WINS_HIGHEST_OF_SUIT_LED:
        return finish(buf, snprintf(buf, size, "%s wins: %s; %s%s is the highest of them played.",
                               card, lead,
                               game->has_trumps(game, options) ? "no trump was played, and " : "",
                               card),
                      size);
    default:
        if (game->explain_special) return game->explain_special(game, options, reason, buf, size);
        return finish(buf, snprintf(buf, size, "%s: %s.", card, tutor_reason_name(reason->code)),
                      size);
    }
}
