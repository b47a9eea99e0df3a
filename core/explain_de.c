/*
 * explain_de.c: the explanation module's templates in German (explain_text.h): the holes of
 * each English template, in the same order. A card's name comes without its article ("Herz-
 * König", "Sküs"), as card players say it, so that it reads the same in every case; the
 * Austrian words (Sküs, Mond, Pagat, Trull, Talon) are those of the Austrian rules books
 * (docs/translating.md).
 */
#include "explain_text.h"

const char *const explain_de[SAY_COUNT] = {
    /* ---- the rule broken alone ---- */
    [SAY_RULE_ALONE + TUTOR_OUT_OF_PHASE] =
        "Das Spiel ist nicht bei dem Schritt dieser Handlung: Die Schritte folgen aufeinander, "
        "von der Lizitation bis zum letzten Stich, und jede Handlung gehört zu einem von ihnen.",
    [SAY_RULE_ALONE + TUTOR_OUT_OF_TURN] =
        "Ein anderer Spieler ist am Zug: Nur wer am Zug ist, darf jetzt handeln.",
    [SAY_RULE_ALONE + TUTOR_ALREADY_PASSED] =
        "Du hast gepasst, und wer passt, darf in derselben Lizitation nicht mehr bieten.",
    [SAY_RULE_ALONE + TUTOR_BID_TOO_LOW] =
        "Ein Gebot muss das bisher höchste übertreffen; wer es nicht übertreffen will, passt.",
    [SAY_RULE_ALONE + TUTOR_BAD_ANNOUNCEMENT] =
        "Dieses Spiel ist schon angesagt: Jedes wird einmal angesagt, vor der ersten Karte.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_TWO] =
        "Der Geber legt genau zwei verschiedene Karten ab, damit er wie alle anderen fünfzehn "
        "hält.",
    [SAY_RULE_ALONE + TUTOR_GAME_OVER] =
        "Die Partie ist aus: Eine Partei hat 800 Punkte erreicht, in diesem Spiel wird also "
        "nichts mehr gespielt.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_FOUR] =
        "Der Geber legt genau vier verschiedene Karten ab, damit er wie alle anderen neunzehn "
        "hält.",

    /* ---- the card and a witness ---- */
    [SAY_WITH_WITNESS + TUTOR_BAD_DISCARD] =
        "%s darf nicht abgelegt werden, solange du %s behältst: Ein Trumpf kommt nur in den "
        "Chien, wenn zu wenige Karten außer Trümpfen, Königen und der Excuse übrig sind, und "
        "wird dann gezeigt.",
    [SAY_WITH_WITNESS + TUTOR_BAD_CALL] =
        "Nur ein Spieler, der alle Karten jedes höheren Rangs hält, darf %s rufen, und %s ist "
        "nicht in deiner Hand.",
    [SAY_WITH_WITNESS + TUTOR_BAD_POIGNEE] =
        "%s darf in einer Poignée nur einen Trumpf ersetzen, wenn alle gehaltenen Trümpfe "
        "gezeigt werden, und du hältst auch %s.",
    [SAY_WITH_WITNESS + TUTOR_MUST_KEEP] =
        "%s ist ein Trumpf, und ein Trumpf wird nur abgelegt, wenn es keine andere Wahl gibt: "
        "Du hältst noch %s, das abgelegt werden darf.",

    /* ---- the card and the rule ---- */
    [SAY_AFTER_CARD + TUTOR_NOT_IN_HAND] = "%s ist nicht in der Hand des Spielers am Zug.",
    [SAY_AFTER_CARD + TUTOR_BAD_DISCARD] =
        "%s darf nicht abgelegt werden: Könige und die Bouts (Petit, 21 und Excuse) kommen nie "
        "in den Chien.",
    [SAY_AFTER_CARD + TUTOR_BAD_CALL] =
        "%s kann nicht gerufen werden: Der Spieler ruft einen König (eine Dame, wenn er alle "
        "vier Könige hält, und so weiter bis zu den Buben).",
    [SAY_AFTER_CARD + TUTOR_BAD_POIGNEE] =
        "%s ist kein Trumpf: Eine Poignée zeigt Trümpfe (die Excuse darf einen ersetzen, wenn "
        "kein Trumpf zurückgehalten wird).",
    [SAY_AFTER_CARD + TUTOR_WINS_EXCUSE_LED_LAST] =
        "%s gewinnt den Stich: Sie wurde zum letzten Stich von einer Partei ausgespielt, die "
        "jeden Stich davor gewonnen hatte, der einzige Fall, in dem die Excuse einen Stich macht.",
    [SAY_AFTER_CARD + TUTOR_MUST_KEEP] =
        "%s darf nicht abgelegt werden: Könige und die Trull (Sküs, Mond und Pagat) werden nie "
        "abgelegt.",
    [SAY_AFTER_CARD + TUTOR_NOT_A_COMBINATION] =
        "%s und die mit ihr gezeigten Karten bilden die genannte Kombination nicht: Drei oder "
        "vier Gleiche nehmen keinen Joker, und eine Folge braucht ihre echten Karten, bevor ein "
        "Joker sie ergänzt.",
    [SAY_AFTER_CARD + TUTOR_DECLARED_TWICE] =
        "%s steht in einer zweiten Kombination einer schon gemeldeten Art: Jede Art, und die "
        "Folge jeder Farbe, wird einmal gemeldet.",
    [SAY_AFTER_CARD + TUTOR_MUST_CALL_ALLEGIANCE] =
        "Mit %s wird Gut oder Böse zum ersten Mal gespielt: Du nennst es „unser“ (deine Partei "
        "zählt dann nur ihre Farben: Erde und Luft für Gut, Feuer und Wasser für Böse) oder "
        "„euer“ (die andere Partei tut es), und musst sagen, welches.",

    /* ---- a whole hand's rule broken ---- */
    [SAY_RULE_BROKEN + TUTOR_DETAIL_ONE_BID_EACH] =
        "Die Lizitation ist vorbei: Jeder Spieler hat sein einziges Gebot abgegeben.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_NOT_HIGHER] =
        "Ein Gebot muss höher sein als das bisher höchste.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_MARKS_BY_ONE] =
        "Ein Gebot in Marks darf das letzte nur um eine Mark erhöhen.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_OPENING_MARKS] =
        "Das erste Gebot in Marks ist höchstens 2 Marks, außer der Bieter hält 4 Pasche und "
        "bietet einen Plunge (4 oder mehr).",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRUMP_DECLARED_ONCE] =
        "Trumpf wird nach der Lizitation vom Meistbietenden einmal angesagt.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NELLO_BID] =
        "Nello wird mit 1 oder 2 Marks geboten, von einem Spieler, nachdem alle anderen gepasst "
        "haben.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SEVENS_BID] =
        "Sevens wird in Marks geboten: mindestens 42 Punkte, eine Mark.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLUNGE_BID] =
        "Ein Plunge verlangt mindestens 4 Pasche in der Hand des Spielers und ein Gebot von "
        "mindestens 4 Marks.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SPLASH_BID] =
        "Ein Splash verlangt mindestens 3 Pasche in der Hand des Spielers und ein Gebot von 2 "
        "Marks.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRICKS_PLAYED] = "Alle Stiche dieses Spiels sind gespielt.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_BEFORE_BID] =
        "Ein Spiel wird gleich nach dem Geben abgebrochen, vor dem ersten Gebot.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NOBODY_CANCELS] =
        "Nur wer den Petit blank hält (keinen anderen Trumpf und nicht die Excuse), darf das "
        "Spiel abbrechen, und niemand tut es.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_ON_TURN] =
        "Nur der Spieler, der den Petit blank hält (keinen anderen Trumpf und nicht die Excuse), "
        "darf das Spiel abbrechen, wenn er am Zug ist, vor dem ersten Gebot.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_OR_PASS_ONCE] =
        "Die Lizitation ist vorbei: Jeder Spieler bietet oder passt einmal.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_AFTER_AUCTION] =
        "Das Ablegen kommt nach der Lizitation, durch den Spieler einer Petite oder Garde.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_MADE] =
        "Jetzt ist nichts abzulegen: Der Spieler einer Petite oder Garde legt einmal ab, gleich "
        "nachdem er den Chien genommen hat.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_UNDER_WAY] =
        "Zuerst wird das begonnene Ablegen beendet, Karte für Karte.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_FIVE] = "Nur zu fünft ruft der Spieler einen König.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_ONCE] =
        "Der Spieler ruft einmal einen König, nach Lizitation und Ablegen, vor dem Spiel.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_FIRST_TRICK] =
        "Eine Poignée wird im ersten Stich gezeigt, von dem, der seine erste Karte spielt.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_UNDER_WAY] =
        "Zuerst wird die begonnene Poignée beendet: ihre Trümpfe, dann „fertig“.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_AFTER_AUCTION] =
        "Der Spieler sagt einen Chelem an, wenn die Lizitation vorbei ist, vor der ersten Karte.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_BEFORE_CARD] =
        "Ein Chelem wird angesagt, bevor die erste Karte gespielt ist.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_ANNOUNCED] = "Der Chelem ist schon angesagt.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_TAKER] =
        "Nur der Spieler sagt einen Chelem an, wenn er am Zug ist, vor der ersten Karte.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_THROWN_IN] =
        "Es gibt kein Spiel zu spielen: Es wurde vor dem Spiel eingeworfen.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_CALL] =
        "Karten werden gespielt, wenn die Lizitation vorbei ist und der Spieler einen König "
        "gerufen hat.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_DISCARD] =
        "Karten werden gespielt, wenn die Lizitation vorbei ist und der Spieler abgelegt hat.",

    /* ---- bad input ---- */
    [SAY_INPUT + EXPLAIN_DEALER_SEAT] = "dealer muss ein Platz von 0 bis %d sein, nicht %d.",
    [SAY_INPUT + EXPLAIN_LEADER_SEAT] = "leader muss ein Platz von 0 bis %d sein, nicht %d.",
    [SAY_INPUT + EXPLAIN_NOT_OF_GAME] = "%c ist keine Karte des Spiels %n.",
    [SAY_INPUT + EXPLAIN_DEALT_TWICE] = "%c wird zweimal gegeben.",
    [SAY_INPUT + EXPLAIN_NOT_IN_OPTIONS_PACK] =
        "%c in %s ist nicht im Paket, das diese Optionen ergeben.",
    [SAY_INPUT + EXPLAIN_DEALT_MORE_THAN_ONCE] = "%c in %s wird mehr als einmal gegeben.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_OPTIONS] =
        "Das Geben hat %d Hände; diese Optionen setzen %d Spieler an den Tisch.",
    [SAY_INPUT + EXPLAIN_STOCK_TOO_BIG] =
        "Der Stock hält %d Karten; ein Paket hat höchstens %d.",
    [SAY_INPUT + EXPLAIN_LEADER_HOLDS_NONE] =
        "Platz %d hält keine Karten und kann daher nicht ausspielen.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_PLAYERS] =
        "Ein Geben für %d Spieler hat %d Hände, nicht %d.",
    [SAY_INPUT + EXPLAIN_CHIEN_SIZE] = "Zu %d hält der Chien %d Karten; dieser hält %d.",
    [SAY_INPUT + EXPLAIN_HAND_SIZE_FOR_PLAYERS] =
        "Zu %d hält jede Hand %d Karten; Platz %d hält %d.",
    [SAY_INPUT + EXPLAIN_DEALT_TO_HANDS] = "Das Spiel %n wird an %d Hände gegeben, nicht %d.",
    [SAY_INPUT + EXPLAIN_SEAT_DEALT] =
        "Platz %d bekommt %d Karten; jeder Spieler hat %d, und der Geber %s mehr (im Rest des "
        "Gebens oder in der Hand).",
    [SAY_INPUT + EXPLAIN_PIECES_PER_HAND] =
        "Im Spiel %n hat jede Hand %d %P; Platz %d bekommt %d.",
    [SAY_INPUT + EXPLAIN_PIECE_DEALT_TWICE] =
        "Ein und dasselbe Stück des Spiels (%p) wird an mehr als einen Platz gegeben.",
    [SAY_INPUT + EXPLAIN_GAME_DEAL_HANDS] = "Ein Geben des Spiels %n hat %d Hände, nicht %d.",
    [SAY_INPUT + EXPLAIN_PILE_CARD_NUMBER] =
        "%s hält die Karte Nummer %d, die keine Karte des Pakets des Spiels %n ist.",
    [SAY_INPUT + EXPLAIN_PILE_DEALT_TWICE] = "%c wird zweimal gegeben (nochmals in %s).",
    [SAY_INPUT + EXPLAIN_PILE_SIZE] = "%s muss %d Karten halten, nicht %d.",
    [SAY_INPUT + EXPLAIN_CARD_NUMBER] =
        "Die Karte Nummer %d ist keine Karte des Pakets des Spiels %n.",
    [SAY_INPUT + EXPLAIN_TALON_TOP] = "Die obere Hälfte des Talons sind drei Karten des Talons.",
    [SAY_INPUT + EXPLAIN_DISCARD_NOT_OF_PACK] = "Eine abgelegte Karte ist nicht aus dem Paket.",
    [SAY_INPUT + EXPLAIN_PLAYED_NOT_OF_PACK] = "Die gespielte Karte ist nicht aus dem Paket.",
    [SAY_INPUT + EXPLAIN_DECLARATION_SHAPE] =
        "Jede Meldung nennt eine Art von Cricca oder Folge und die gezeigten Karten.",
    [SAY_INPUT + EXPLAIN_HAND_NOT_OVER] = "Das Spiel ist noch nicht vorbei.",
    [SAY_INPUT + EXPLAIN_PILE_TRICKS] =
        "Im Spiel %n besteht ein Haufen aus ganzen Stichen zu %d %P; %d %P sind keine ganze Zahl "
        "von Stichen.",
    [SAY_INPUT + EXPLAIN_SCORE_NEGATIVE] = "Ein Partiestand ist nie negativ, nicht %d.",
    [SAY_INPUT + EXPLAIN_GAME_WON_ALREADY] =
        "Bei %d zu %d ist die Partie schon gewonnen: Eine neue Partie beginnt bei 0.",
    [SAY_INPUT + EXPLAIN_OPTION_NO_VALUE] = "Das Spiel %n hat keinen Wert %d für %s.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_IN_HAND] =
        "Die Option allegiance zählt einen einzelnen Haufen; in einem ganzen Spiel entscheiden "
        "die Rufe mit Gut und Böse, welche Farben jede Partei zählt.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL] =
        "Die Option allegiance zählt einen Haufen im Spiel der Gefolgschaft; setzt auch good_evil "
        "auf \"allegiance\".",
    [SAY_INPUT + EXPLAIN_DEALS_FIELD] = "deals muss von 1 bis %d gehen, nicht %d.",
    [SAY_INPUT + EXPLAIN_DEALS_PLAYED] = "Die %d Spiele der Partie sind gespielt.",
    [SAY_INPUT + EXPLAIN_FOUR_HANDS_PLAYED] = "Die vier Spiele der Partie sind gespielt.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_OVER] = "Ein Spiel zählt zur Partie, sobald es vorbei ist.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_PLAYED] =
        "Ein Spiel zählt zur Partie, sobald jeder Stich gespielt ist.",
    [SAY_INPUT + EXPLAIN_GAME_SEATS_PLAYERS] =
        "Jedes Spiel der Partie wird zu %d gespielt, nicht zu %d.",
    [SAY_INPUT + EXPLAIN_DEALT_BY] = "Dieses Spiel der Partie gibt Platz %d, nicht %d.",
    [SAY_INPUT + EXPLAIN_DEALT_AND_LED_BY] =
        "Dieses Spiel der Partie gibt Platz %d, also spielt Platz %d aus, nicht %d.",
    [SAY_INPUT + EXPLAIN_SCORES_FROM] =
        "Dieses Spiel der Partie beginnt bei den Ständen %d und %d, nicht %d und %d.",
    [SAY_INPUT + EXPLAIN_GOOD_EVIL_AS] =
        "Jedes Spiel der Partie wird mit Gut und Böse als %s gespielt.",
    [SAY_INPUT + EXPLAIN_SPELLED_OUT] = "Die Partie ist aus: Platz %d hat %N buchstabiert.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_WON] = "Die Partie ist aus: Partei %d hat sie gewonnen.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_MARKS] = "Die Partie ist aus: Partei %d hat %d Marks.",
    [SAY_INPUT + EXPLAIN_MOVE_NO_CALL_NO_NUMBER] =
        "Im Spiel %n trägt ein Zug weder Ruf noch Zahl.",
    [SAY_INPUT + EXPLAIN_CARD_MOVE_NO_NUMBER] = "Im Spiel %n trägt ein Kartenzug keine Zahl.",
    [SAY_INPUT + EXPLAIN_CARD_MOVES_NO_NUMBER] =
        "Eine gespielte, abgelegte oder gezeigte Karte trägt keine Zahl.",
    [SAY_INPUT + EXPLAIN_DISCARD_NO_NUMBER] = "Eine abgelegte Karte trägt keine Zahl.",
    [SAY_INPUT + EXPLAIN_PASS_NO_NUMBER] = "Ein Passen trägt keine Zahl.",
    [SAY_INPUT + EXPLAIN_PASS_OR_DONE_EMPTY] =
        "Ein Passen oder ein „fertig“ trägt weder Karte noch Zahl.",
    [SAY_INPUT + EXPLAIN_PASS_ALL] = "Ein Passen sagt nichts weiter.",
    [SAY_INPUT + EXPLAIN_GAME_CARD_NO_CALL] = "Im Spiel %n wird jedes Stück (%p) ohne Ruf gespielt.",
    [SAY_INPUT + EXPLAIN_PIECE_NO_CALL] = "Jedes Stück (%p) wird ohne Ruf gespielt.",
    [SAY_INPUT + EXPLAIN_CONTRACT_NUMBER] =
        "Im Spiel %n ist ein Gebot ein Spiel von 0 (Petite) bis 3 (Garde contre) und trägt keine "
        "Karte.",
    [SAY_INPUT + EXPLAIN_FLAG_NUMBER] =
        "Im Spiel %n ist ein Zeichen 0 (abbrechen) oder 1 (Chelem) und trägt keine Karte.",
    [SAY_INPUT + EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD] =
        "Im Spiel %n trägt ein Gebot, ein Nehmen oder eine Ansage keine Karte.",
    [SAY_INPUT + EXPLAIN_BID_NUMBER] =
        "Im Spiel %n ist ein Gebot 0 (Dreier), 1 (Untere 3), 2 (Obere 3) oder 3 (Solo).",
    [SAY_INPUT + EXPLAIN_HALF_NUMBER] =
        "Die genommene Hälfte des Talons ist 0 (die obere) oder 1 (die untere).",
    [SAY_INPUT + EXPLAIN_ANNOUNCEMENT_NUMBER] = "Eine Ansage ist 0 (Pagat Ultimo) oder 1 (Valat).",
    [SAY_INPUT + EXPLAIN_POINTS_OR_MARKS] =
        "Im Spiel %n ist ein Gebot 30 bis 42 Punkte oder 1 bis %d Marks.",
    [SAY_INPUT + EXPLAIN_PLAY_CALL_NUMBER] =
        "Die Zahl eines Zugs ist sein Ruf: 0 keiner, 1 unser, 2 euer, 3 bestätigen, 4 ändern, "
        "nicht %d.",
    [SAY_INPUT + EXPLAIN_KIND_NUMBER] = "Eine Art von Kombination geht von 0 bis %d, nicht %d.",
    [SAY_INPUT + EXPLAIN_DECLARE_NO_CARD] = "Die Art einer Meldung und ihr Ende tragen keine Karte.",
    [SAY_INPUT + EXPLAIN_END_NO_NUMBER] = "Das Ende einer Meldung trägt keine Zahl.",
    [SAY_INPUT + EXPLAIN_DECLARED_AT_MOST] = "Ein Spieler meldet höchstens %d Kombinationen.",
    [SAY_INPUT + EXPLAIN_KIND_FIRST] =
        "Eine Karte wird in einer Kombination gezeigt: Melde zuerst ihre Art.",
    [SAY_INPUT + EXPLAIN_DECLARATION_MOVES] =
        "Eine Meldung hat höchstens %d Züge, ihr DONE eingeschlossen: Zeige diese Kombination "
        "mit weniger Karten, oder weniger Kombinationen.",
    [SAY_INPUT + EXPLAIN_DECLARATION_VALUES] =
        "Im Spiel %n nennt eine Ansage ein Spiel, einen Trumpf und die Pasche, jedes mit einem "
        "seiner Werte.",
    [SAY_INPUT + EXPLAIN_DECLARATION_ORDER] =
        "Im Spiel %n nennt eine Ansage das Spiel, dann den Trumpf, dann die Pasche, jedes "
        "höchstens einmal.",
    [SAY_INPUT + EXPLAIN_NO_SEQUENCE_TO_END] =
        "Im Spiel %n ist jetzt keine Folge von Zügen zu beenden.",
    [SAY_INPUT + EXPLAIN_NOT_IN_PACK_OF] = "Die Karte Nummer %d ist nicht im Paket zu %d Karten.",
    [SAY_INPUT + EXPLAIN_NO_REST] =
        "Im Spiel %n hat ein Geben keinen \"rest\": Die %d %P werden alle gegeben.",
    [SAY_INPUT + EXPLAIN_MOVES_CARDS_DRAWS_PASSES] =
        "Im Spiel %n wird mit Karten, Kaufen und Passen gespielt.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DISCARD_CALL] =
        "Im Spiel %n wird mit Geboten, einem Ablegen, einem Ruf, Poignées, Zeichen und Karten "
        "gespielt.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_PASSES_TAKES] =
        "Im Spiel %n wird mit Geboten, Passen, Nehmen, Ablegen, Ansagen und Karten gespielt.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_DECLARATIONS] =
        "Das Spiel %n wird mit Ablegen, Meldungen (Arten, gezeigte Karten, Ende) und Karten "
        "gespielt.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_PLAYS] =
        "Im Spiel %n wird mit dem Ablegen des Gebers und den Ausspielen gespielt.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DECLARATION] =
        "Im Spiel %n wird mit Geboten, einer Trumpfansage und %P gespielt.",
    [SAY_INPUT + EXPLAIN_PILE_IN_GROUPS] =
        "Das Spiel %n zählt die Karten %s, ein Haufen hält also ein Vielfaches von %d; dieser "
        "hält %d.",
    [SAY_INPUT + EXPLAIN_SCORES_NO_COMBINATIONS] = "Das Spiel %n zählt keine Kombinationen.",

    /* ---- trick play ---- */
    [SAY_SETS_NO_SUIT] = "%s wurde ausgespielt und bestimmt keine Farbe, also ",
    [SAY_DEED_PLAY] = "%s spielen",
    [SAY_DEED_DRAW] = "vom Stock kaufen",
    [SAY_DEED_PASS] = "passen",
    [SAY_OUTSIDE_JOIN] = ": ",
    [SAY_MUST_FOLLOW] =
        "%s. Du hältst %s, %s, also musst du %s bedienen und darfst nicht %s%s%s.",
    [SAY_MUST_TRUMP] = "%s. Du hast keine Karte der Farbe %s, aber du hältst %s, einen Trumpf, "
                       "also musst du stechen und darfst nicht %s spielen.",
    [SAY_MUST_OVERTRUMP] = "%s ist der höchste Trumpf im Stich, und du hältst %s, das ihn "
                           "schlägt, also musst du einen Trumpf über %s spielen und darfst nicht "
                           "%s spielen.",
    [SAY_MUST_DRAW] = "%s. Du hast keine Karte der Farbe %s, und der Stock ist nicht leer, also "
                      "musst du kaufen, bis du %s bedienen kannst, und darfst nicht %s.",
    [SAY_MUST_PASS] = "%s. Du hast keine Karte der Farbe %s, und der Stock ist leer, also passt "
                      "du in diesem Stich und darfst nicht %s.",
    [SAY_MUST_LEAD] = "Du spielst diesen Stich aus und darfst mit jedem Stück (%s) deiner Hand "
                      "ausspielen; Kaufen und Passen sind nur für den, der die ausgespielte "
                      "Farbe nicht bedienen kann, also darfst du nicht %s.",
    [SAY_MUST_PLAY_PAIR] = "Dein Partner hat %s gespielt, und du hältst %s: Im Spiel der "
                           "Gefolgschaft muss der Partner mit der anderen Karte sie sofort "
                           "spielen, gleich welche Farbe ausgespielt ist, also darfst du nicht %s "
                           "spielen.",
    [SAY_WINS_LAST_OF_EQUALS] = "%s gewinnt den Stich: %s sind gleichrangig, und wenn kein höherer "
                                "Trumpf fällt, nimmt der zuletzt gespielte den Stich, also "
                                "schlägt er %s.",
    [SAY_THESE_TRUMPS] = "diese Trümpfe",
    [SAY_WINS_GOOD_EVIL_PAIR] = "%s gewinnt den Stich: Gut und Böse wurden beide von einer "
                                "Partei gespielt und schlagen zusammen alles; der zuerst "
                                "gespielte, %s, nimmt den Stich.",
    [SAY_WINS_GOOD_EVIL_TO_LEAD] =
        "%s gewinnt den Stich: Gut und Böse wurden von gegnerischen Parteien gespielt und zählen "
        "daher nichts, und keine andere Karte konnte den Stich nehmen, also geht er an die "
        "ausgespielte Karte.",
    [SAY_WINS_GOOD_EVIL_CANCELLED] =
        "%s gewinnt den Stich: Gut und Böse wurden von gegnerischen Parteien gespielt und zählen "
        "daher nichts; %s; kein anderer Trumpf wurde gespielt, und nichts Gespieltes schlägt %s.",
    [SAY_MUST_PLAY_NEAREST_SEVEN] = "In Sevens muss jeder Spieler das Stück (%s) spielen, dessen "
                                    "Augen am nächsten an 7 liegen: Du hältst %s (%d Augen), "
                                    "näher als %s (%d Augen).",
    [SAY_WINS_NEAREST_SEVEN] = "%s gewinnt den Stich: Seine Augen ergeben %d, am nächsten an 7 "
                               "im Stich (bei Gleichstand gewinnt das zuerst gespielte Stück, "
                               "%s).",
    [SAY_NOBODY_MAY] = "Das Spiel ist vorbei, also darf niemand mehr %s.",
    [SAY_EVERY_TRICK_PLAYED] = "Jeder Stich ist gespielt; %s kann nicht mehr gespielt werden.",
    [SAY_WINS_HIGHEST_TRUMP] = "%s gewinnt den Stich: Es ist der höchste gespielte Trumpf, und "
                               "ein Trumpf schlägt jedes Stück (%s) einer Farbe.",
    [SAY_WINS_HIGHEST_OF_SUIT_LED] =
        "%s gewinnt den Stich: %s; nichts, was in dieser Farbe gespielt wurde, schlägt %s.",
    [SAY_WINS_HIGHEST_NO_TRUMP] = "%s gewinnt den Stich: %s; kein Trumpf wurde gespielt, und "
                                  "nichts, was in dieser Farbe gespielt wurde, schlägt %s.",
    [SAY_ULTIMO_CARD_NOT_HELD] = "Pagat Ultimo verspricht, den letzten Stich mit %s zu machen, "
                                 "und du hältst ihn nicht, also darfst du es nicht ansagen.",
    [SAY_DISCARD_WORTH_FIVE] = "%s darf nicht abgelegt werden: Sie zählt 5 Punkte, und das "
                               "Ablegen des Gebers enthält keinen König und keine dieser Karten: "
                               "%s, %s, %s und %s.",
    [SAY_DISCARD_KING_ACE_HONOUR] = "%s darf nicht abgelegt werden: Das Ablegen des Gebers "
                                    "enthält keinen König, kein Ass und keine der Honneurs (%s, "
                                    "%s und %s).",
    [SAY_CALL_ANSWERED] = "Die andere Partei hat mit %s gerufen; mit %s bestätigst du ihren Ruf "
                          "oder änderst ihn, und musst sagen, welches.",
    [SAY_NO_CALL_AFTER_PARTNER] = "%s kommt, nachdem deine eigene Partei %s gespielt hat: Nur das "
                                  "erste von Gut und Böse und die Antwort der anderen Partei "
                                  "tragen einen Ruf, also macht %s keinen.",
    [SAY_NO_CALL_CARD] = "Nur Gut und Böse tragen einen Ruf, und nur im Spiel der Gefolgschaft: "
                         "%s macht keinen.",
    [SAY_REASON_BY_NAME] = "%s: %s.",
    [SAY_PIECE_CARD] = "Karte",
    [SAY_PIECE_TILE] = "Stein",
    [SAY_PIECES_CARD] = "Karten",
    [SAY_PIECES_TILE] = "Steine",
    [SAY_CARD_OF_SUIT] = "%s-%s",
    [SAY_TRUMP_NUMBERED] = "Trumpf %d",
    [SAY_SET_THE_SUIT] = "%s bestimmte die Farbe: %s",
    [SAY_NO_SUIT] = "keine",

    /* ---- whole hands' refusals ---- */
    [SAY_CONTRACT_WITHOUT_TRUMPS] = "Im Spiel %s hat das Spiel %s keinen Trumpf, also gilt "
                                    "\"trump\" \"%s\" nicht; gebt \"none\" an oder lasst es weg.",
    [SAY_DOUBLES_WITHOUT_TRUMPS] = "\"doubles\" \"%s\" gilt nur für ein Spiel ohne Trumpf "
                                   "(follow-me oder Nello), nicht für %s; gebt \"high\" an oder "
                                   "lasst es weg.",
    [SAY_IN_SEVENS] = "Sevens",
    [SAY_WITH_TRUMPS] = "ein Spiel mit Trumpf",
    [SAY_TRUMP_NEEDED] = "Das Spiel %s braucht die Option \"trump\" (\"0\" bis \"6\", \"doubles\" "
                         "oder \"none\" für follow-me), um die Stiche eines Spiels %s zu "
                         "entscheiden.",
    [SAY_PLAY_AFTER_DECLARATION] =
        "%s werden nach der Lizitation und der Trumpfansage gespielt.",
    [SAY_POIGNEE_NAMES_TWICE] = "Die Poignée nennt %s zweimal; jede Karte wird einmal angegeben.",
    [SAY_DISCARD_NAMES_TWICE] = "Das Ablegen nennt %s zweimal; jede Karte wird einmal angegeben.",
    [SAY_BID_NOT_ABOVE_CONTRACT] = "%s wurde schon geboten, also muss ein Gebot höher sein "
                                   "(Petite, Garde, Garde sans le chien, Garde contre le chien, "
                                   "die niedrigste zuerst), oder ein Passen.",
    [SAY_DISCARD_SIZE] =
        "Der Spieler legt %d Karten ab, so viele wie der Chien hielt; dieses Ablegen hat %d.",
    [SAY_POIGNEE_SHOWN] = "Platz %d hat in diesem Spiel schon eine Poignée gezeigt.",
    [SAY_POIGNEE_SHORT_ONE] =
        "Eine einfache Poignée zu %d zeigt mindestens %d Trümpfe; %d wurde gezeigt.",
    [SAY_POIGNEE_SHORT_MANY] =
        "Eine einfache Poignée zu %d zeigt mindestens %d Trümpfe; %d wurden gezeigt.",
    [SAY_SHOWN_TWICE_IN_COMBINATION] = "%s wird in einer Kombination nur einmal gezeigt.",
    [SAY_NO_COMBINATION_HELD] = "Platz %d hält keine Kombination dieser Art zum Melden.",

    /* ---- score lines ---- */
    [SAY_HALF_POINTS] = "%d,5",
    [SAY_NOTHING_CHANGES_HANDS] = "niemand zahlt etwas",
    [SAY_EACH_DEFENDER_PAYS] = "jeder Gegenspieler zahlt %d",
    [SAY_EACH_DEFENDER_IS_PAID] = "jeder Gegenspieler bekommt %d",
    [SAY_ROUNDED_UP] = " (%d: Der halbe Punkt wird für einen gewinnenden Spieler aufgerundet)",
    [SAY_ROUNDED_DOWN] = " (%d: Der halbe Punkt wird für einen verlierenden Spieler abgerundet)",
    [SAY_BOUTS_ONE] = "%d Bout",
    [SAY_BOUTS_MANY] = "%d Bouts",
    [SAY_CONTRACT_WON] = "gewonnen",
    [SAY_CONTRACT_LOST] = "verloren",
    [SAY_MARGIN_OVER] = "darüber",
    [SAY_MARGIN_SHORT] = "darunter",
    [SAY_TAKER_CONTRACT] = "%s %s: Die Partei des Spielers machte %s Kartenpunkte mit %s%s; %d "
                           "waren nötig, also %d %s; %d für das Spiel und %d sind %d, mal %d für "
                           "das Spiel: %s.",
    [SAY_PETIT_AU_BOUT] = "Petit au bout: Der Petit war %s, gewonnen von %s: %d, mal %d: %s.",
    [SAY_NEXT_TO_LAST_TRICK] = "im vorletzten Stich (die Excuse machte den letzten)",
    [SAY_LAST_TRICK] = "im letzten Stich",
    [SAY_TAKERS_SIDE] = "der Partei des Spielers",
    [SAY_THE_DEFENCE] = "den Gegenspielern",
    [SAY_POIGNEE_LINE] = "Platz %d zeigte eine %s Poignée (%d Trümpfe): %d an die Partei, die "
                         "das Spiel gewann (%s): %s.",
    [SAY_POIGNEE_SINGLE] = "einfache",
    [SAY_POIGNEE_DOUBLE] = "doppelte",
    [SAY_POIGNEE_TRIPLE] = "dreifache",
    [SAY_TAKERS] = "der Spieler",
    [SAY_CHELEM_LINE] = "%s: %s.",
    [SAY_CHELEM_ANNOUNCED_MADE] = "Chelem angesagt und gewonnen",
    [SAY_CHELEM_ANNOUNCED_FAILED] = "Chelem angesagt und verloren",
    [SAY_CHELEM_UNANNOUNCED] = "Chelem ohne Ansage gewonnen",
    [SAY_CHELEM_BY_DEFENCE] = "Chelem der Gegenspieler",
    [SAY_DECLARER_BID_WON] = "%s: Spiel gewonnen mit %d von 70 Kartenpunkten (%d nötig): Jeder "
                             "Gegenspieler zahlt %d.",
    [SAY_DECLARER_BID_LOST] = "%s: Spiel verloren mit %d von 70 Kartenpunkten (%d nötig): Der "
                              "Spieler zahlt jedem Gegenspieler %d.",
    [SAY_VALAT_UNANNOUNCED] = "Stiller Valat gewonnen: %d-mal der Wert des Gebots %s, %d, also "
                              "zahlt jeder Gegenspieler %d (statt des Gebots).",
    [SAY_VALAT_ANNOUNCED_MADE] = "Angesagter Valat gewonnen: %d-mal der Wert des Gebots %s, %d, "
                                 "also zahlt jeder Gegenspieler %d (statt des Gebots).",
    [SAY_VALAT_ANNOUNCED_FAILED] = "Angesagter Valat verloren: %d-mal der Wert des Gebots %s, %d, "
                                   "also zahlt der Spieler jedem Gegenspieler %d (statt des "
                                   "Gebots).",
    [SAY_ULTIMO_ANNOUNCED_MADE] = "Angesagter Pagat Ultimo gewonnen: Jeder Gegenspieler zahlt 8.",
    [SAY_ULTIMO_ANNOUNCED_FAILED] =
        "Angesagter Pagat Ultimo verloren: Der Spieler zahlt jedem Gegenspieler 8.",
    [SAY_ULTIMO_UNANNOUNCED] = "Stiller Pagat Ultimo: Jeder Gegenspieler zahlt 4.",
    [SAY_BID_MARKS_MADE] =
        "Das Gebot von %s ist erfüllt: Die Bieter nahmen %d der %d Punkte (%s), also gewinnen die Bieter %s.",
    [SAY_BID_MARKS_SET] =
        "Das Gebot von %s ist gescheitert: Die Bieter nahmen %d der %d Punkte (%s), also gewinnen die Gegner %s.",
    [SAY_NEED_NONE] =
        "sie dürfen keinen nehmen",
    [SAY_NEED_ALL] =
        "alle %d nötig",
    [SAY_NEED_SOME] =
        "%d nötig",
    [SAY_COACH_AS_GOOD] =
        "Über %d Verteilungen, die zu dem passen, was du gesehen hast, ist %s (%s) so gut wie jede andere Wahl: Damit liegst du in %d%% der Fälle vorn und erzielst im Schnitt %s Punkte.",
    [SAY_COACH_WORSE] =
        "Über %d Verteilungen, die zu dem passen, was du gesehen hast, liegt %s in %d%% der Fälle vorn und bringt im Schnitt %s Punkte; %s (%s) bringt im Schnitt %s Punkte weniger.",
    [SAY_COACH_YOU_PLAYED] =
        "Dein Zug",
    [SAY_COACH_YOU_CHOSE] =
        "Deine Wahl",
    [SAY_QUOTED] = "„%s“",
    [SAY_TENTHS] =
        "%s%d,%d",
    [SAY_NO_HAND_CANCELLED] = "Das Spiel wurde abgebrochen: Es gibt kein Spiel zu zählen.",
    [SAY_NO_HAND_PASSED] = "Alle Spieler haben gepasst: Es gibt kein Spiel zu zählen.",

    /* ---- the words bad input names ---- */
    [SAY_THE_STOCK] = "dem Stock",
    [SAY_A_HAND] = "einer Hand",
    [SAY_COUNT_NONE] = "bekommt keine",
    [SAY_COUNT_ONE] = "bekommt eine",
    [SAY_COUNT_TWO] = "bekommt zwei",
    [SAY_COUNT_THREE] = "bekommt drei",
    [SAY_COUNT_FOUR] = "bekommt vier",
    [SAY_COUNT_FIVE] = "bekommt fünf",
    [SAY_COUNT_SIX] = "bekommt sechs",
    [SAY_THE_TALON] = "Der Talon",
    [SAY_SEAT_NUMBER] = "Platz %d",
    [SAY_AS_AGREED] = "vereinbart",
    [SAY_IN_PAIRS] = "paarweise",
    [SAY_IN_THREES] = "zu dritt",

    /* ---- the score request's fields ---- */
    [SAY_FIELD_ONE_OF] = "eines von ",
    [SAY_FIELD_WHOLE_NUMBER] = "eine ganze Zahl von %d bis %d",
    [SAY_FIELD_MISSING] = "Die Anfrage hat kein Feld \"%s\".",
    [SAY_FIELD_MISSING_WHAT] = "Die Anfrage hat kein Feld \"%s\"; es muss %s sein.",
    [SAY_FIELD_HALVES] = "\"%s\" muss 0 bis %d sein, in ganzen oder halben Punkten.",
    [SAY_FIELD_POINTS_OR_MARKS] = "\"%s\" muss %d bis %d Punkte sein, oder {\"marks\": n}.",
    [SAY_FIELD_MUST_BE] = "\"%s\" muss %s sein.",

    /* ---- a score's lines, totals and notes ---- */
    [SAY_ITEM_CRICCA] = "Cricca",
    [SAY_ITEM_SEQUENCE] = "Folge",
    [SAY_ITEM_CRICCHE_DOUBLED] = "Cricche verdoppelt (eine Partei hält sie alle)",
    [SAY_ITEM_SEQUENCES_DOUBLED] = "Folgen verdoppelt (eine Partei hält sie alle)",
    [SAY_ITEM_CARD_POINTS] = "Kartenpunkte",
    [SAY_ITEM_LAST_TRICK] = "Der letzte Stich",
    [SAY_ITEM_DISCARD] = "Das Ablegen des Gebers",
    [SAY_ITEM_FOOL] = "Der Narr",
    [SAY_ITEM_FOOL_PAYMENT] = "Die Karte, die für den Narren gegeben wurde",
    [SAY_ITEM_TRICK_POINTS] = "Ein Punkt je Stich",
    [SAY_SUITS_ALL] = "alle Farben",
    [SAY_SUITS_GOOD] = "die Farben von Gut",
    [SAY_SUITS_EVIL] = "die Farben von Böse",
    [SAY_MOMENT_DECLARED] = "vor dem ersten Stich gemeldet",
    [SAY_MOMENT_AT_END] = "am Ende gezählt",
    [SAY_LETTER_LINE] = "Noch Karten in der Hand: ein Buchstabe von %s",
    [SAY_CARDS_ONE] = "%d Karte",
    [SAY_CARDS_MANY] = "%d Karten",
    [SAY_SHOWN_IN_TRICK] = "gezeigt im Stich %d",
    [SAY_LETTERS_OF] = "Buchstaben von %s",
    [SAY_LETTERS_NONE] = "keine",
    [SAY_TOTAL] = "Summe",
    [SAY_TOTAL_HAND_SCORE] = "Das Ergebnis des Spiels",
    [SAY_TOTAL_EACH_DEFENDER] = "Von jedem Gegenspieler an den Spieler gezahlt (negativ: der "
                                "Spieler zahlt)",
    [SAY_NOTE_SEAT_CHANGE] = "Gewinn oder Verlust jedes Platzes",
    [SAY_NOTE_GAME_SCORE] = "Partiestand",

    /* ---- moves ---- */
    [SAY_MOVE_PLAY] = "%s spielen",
    [SAY_MOVE_DISCARD] = "%s ablegen",
    [SAY_MOVE_CALL] = "%s rufen",
    [SAY_MOVE_SHOW] = "%s zeigen",
    [SAY_MOVE_POIGNEE] = "%s in einer Poignée zeigen",
    [SAY_MOVE_DECLARE] = "%s melden",
    [SAY_MOVE_ANNOUNCE] = "%s ansagen",
    [SAY_MOVE_TAKE] = "Die %s Hälfte nehmen",
    [SAY_MOVE_CONTRACT] = "Spiel: %s",
    [SAY_MOVE_TRUMP] = "Trumpf: %s",
    [SAY_MOVE_DOUBLES] = "Pasche: %s",
    [SAY_MOVE_BID] = "Gebot: %s",
    [SAY_MOVE_DRAW] = "Vom Stock kaufen",
    [SAY_MOVE_PASS] = "Passen",
    [SAY_MOVE_CHELEM] = "Einen Chelem ansagen",
    [SAY_MOVE_CANCEL] = "Das Spiel abbrechen",
    [SAY_MOVE_DECLARE_NOTHING] = "Nichts melden",
    [SAY_MOVE_SHOW_THIS_CARD] = "Diese Karte zeigen",
    [SAY_MOVE_SHOW_THESE_CARDS] = "Diese %d Karten zeigen",
    [SAY_MOVE_END_DECLARATION] = "Die Meldung hier beenden",
    [SAY_MOVE_CALLING] = ", mit dem Ruf „%s“",
    [SAY_MARKS_ONE] = "%d Mark",
    [SAY_MARKS_MANY] = "%d Marks",
};
