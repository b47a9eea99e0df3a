/*
 * explain_fr.c: the explanation module's templates in French (explain_text.h): the holes of
 * each English template, in the same order. The games' own words (l'Excuse, le chien, la
 * Garde) are those of the French federation's rules; the sources are in docs/translating.md.
 */
#include "explain_text.h"

const char *const explain_fr[SAY_COUNT] = {
    [SAY_PIECE_CARD] = "carte",
};
