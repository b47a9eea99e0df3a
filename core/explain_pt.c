/*
 * explain_pt.c: the explanation module's templates in (European) Portuguese (explain_text.h):
 * the holes of each English template, in the same order. The words of play (comprar do
 * monte, vaza, naipe, trunfo) are those of Portugal's card games; the sources are in
 * docs/translating.md.
 */
#include "explain_text.h"

const char *const explain_pt[SAY_COUNT] = {
    /* ---- the rule broken alone ---- */
    [SAY_RULE_ALONE + TUTOR_OUT_OF_PHASE] =
        "A mão não está no passo dessa ação: os passos sucedem-se, do leilão à última vaza, e "
        "cada ação pertence a um deles.",
    [SAY_RULE_ALONE + TUTOR_OUT_OF_TURN] =
        "É a vez de outro jogador: só pode agir o jogador a quem cabe a vez.",
    [SAY_RULE_ALONE + TUTOR_ALREADY_PASSED] =
        "Passaste, e quem passa não pode voltar a licitar no mesmo leilão.",
    [SAY_RULE_ALONE + TUTOR_BID_TOO_LOW] =
        "Uma licitação tem de superar a mais alta até agora; quem não a quiser superar passa.",
    [SAY_RULE_ALONE + TUTOR_BAD_ANNOUNCEMENT] =
        "Esse contrato já está anunciado: cada um anuncia-se uma vez, antes da primeira carta.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_TWO] =
        "O dador descarta exatamente duas cartas diferentes, para ficar com quinze como os "
        "outros.",
    [SAY_RULE_ALONE + TUTOR_GAME_OVER] =
        "O jogo acabou: uma parceria chegou aos 800 pontos, por isso nesta mão já não se joga "
        "nada.",
    [SAY_RULE_ALONE + TUTOR_DISCARD_FOUR] =
        "O dador descarta exatamente quatro cartas diferentes, para ficar com dezanove como os "
        "outros.",

    /* ---- the card and a witness ---- */
    [SAY_WITH_WITNESS + TUTOR_BAD_DISCARD] =
        "%s não pode ir para o descarte enquanto guardares %s: um trunfo só vai para o chien se "
        "restarem poucas cartas que não sejam trunfos, Reis ou a Excuse, e então mostra-se.",
    [SAY_WITH_WITNESS + TUTOR_BAD_CALL] =
        "Só um declarante que tenha todas as cartas de cada posto superior pode chamar %s, e %s "
        "não está na tua mão.",
    [SAY_WITH_WITNESS + TUTOR_BAD_POIGNEE] =
        "%s só pode substituir um trunfo numa poignée se se mostrarem todos os trunfos que se "
        "têm, e tens ainda %s.",
    [SAY_WITH_WITNESS + TUTOR_MUST_KEEP] =
        "%s é um trunfo, e um trunfo só se descarta se não houver outra opção: ainda tens %s, "
        "que se pode descartar.",

    /* ---- the card and the rule ---- */
    [SAY_AFTER_CARD + TUTOR_NOT_IN_HAND] = "%s não está na mão do jogador a quem cabe a vez.",
    [SAY_AFTER_CARD + TUTOR_BAD_DISCARD] =
        "%s não pode ir para o descarte: os Reis e os bouts (o Petit, o 21 e a Excuse) nunca vão "
        "para o chien.",
    [SAY_AFTER_CARD + TUTOR_BAD_CALL] =
        "Não se pode chamar %s: o declarante chama um Rei (uma Dama se tiver os quatro Reis, e "
        "assim até aos Valetes).",
    [SAY_AFTER_CARD + TUTOR_BAD_POIGNEE] =
        "%s não é um trunfo: uma poignée mostra trunfos (a Excuse pode substituir um quando não "
        "se guarda nenhum trunfo).",
    [SAY_AFTER_CARD + TUTOR_WINS_EXCUSE_LED_LAST] =
        "%s ganha a vaza: é a saída da última vaza por um lado que tinha ganho todas as "
        "anteriores, o único caso em que a Excuse ganha uma vaza.",
    [SAY_AFTER_CARD + TUTOR_MUST_KEEP] =
        "%s não pode ir para o descarte: os Reis e o Trull (o Sküs, o Mond e o Pagat) nunca se "
        "descartam.",
    [SAY_AFTER_CARD + TUTOR_NOT_A_COMBINATION] =
        "%s e as outras cartas mostradas não formam a combinação nomeada: um trio ou uma quadra "
        "não aceita cartas curinga, e uma sequência precisa das suas cartas verdadeiras antes "
        "que uma curinga a complete.",
    [SAY_AFTER_CARD + TUTOR_DECLARED_TWICE] =
        "%s aparece numa segunda combinação de um tipo já declarado: cada tipo, e a sequência de "
        "cada naipe, declara-se uma só vez.",
    [SAY_AFTER_CARD + TUTOR_MUST_CALL_ALLEGIANCE] =
        "Com %s joga-se pela primeira vez o Bem ou o Mal: chamas-lhe «nosso» (a tua parceria só "
        "conta então os seus naipes: Terra e Ar para o Bem, Fogo e Água para o Mal) ou «vosso» "
        "(conta-os a outra parceria), e tens de dizer qual.",

    /* ---- a whole hand's rule broken ---- */
    [SAY_RULE_BROKEN + TUTOR_DETAIL_ONE_BID_EACH] =
        "O leilão acabou: cada jogador fez a sua única licitação.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_NOT_HIGHER] =
        "Uma licitação tem de ser mais alta do que a mais alta até agora.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_MARKS_BY_ONE] =
        "Uma licitação em marks só pode subir a anterior um mark.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_OPENING_MARKS] =
        "A primeira licitação em marks é no máximo de 2 marks, a menos que o licitante tenha 4 "
        "duplos e licite um Plunge (4 ou mais).",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRUMP_DECLARED_ONCE] =
        "O trunfo declara-se depois do leilão, por quem o ganha, uma só vez.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NELLO_BID] =
        "Nello licita-se por 1 ou 2 marks, por um jogador, depois de todos os outros terem "
        "passado.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SEVENS_BID] =
        "Sevens licita-se em marks: pelo menos 42 pontos, um mark.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLUNGE_BID] =
        "Um Plunge exige pelo menos 4 duplos na mão do declarante e uma licitação de pelo menos "
        "4 marks.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_SPLASH_BID] =
        "Um Splash exige pelo menos 3 duplos na mão do declarante e uma licitação de 2 marks.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_TRICKS_PLAYED] = "Todas as vazas desta mão estão jogadas.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_BEFORE_BID] =
        "Uma mão anula-se logo depois da distribuição, antes da primeira licitação.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_NOBODY_CANCELS] =
        "Só quem tem o Petit seco (nenhum outro trunfo, nem a Excuse) pode anular a mão, e "
        "ninguém o faz.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CANCEL_ON_TURN] =
        "Só o jogador que tem o Petit seco (nenhum outro trunfo, nem a Excuse) pode anular a "
        "mão, na sua vez, antes da primeira licitação.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_BID_OR_PASS_ONCE] =
        "O leilão acabou: cada jogador licita ou passa uma só vez.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_AFTER_AUCTION] =
        "O descarte vem depois do leilão, e fá-lo quem ganha com uma petite ou uma garde.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_MADE] =
        "Agora não há descarte a fazer: quem ganha com uma petite ou uma garde descarta uma vez, "
        "logo depois de tomar o chien.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_DISCARD_UNDER_WAY] =
        "Primeiro acaba-se o descarte começado, uma carta de cada vez.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_FIVE] = "O declarante só chama um Rei com 5 jogadores.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CALL_ONCE] =
        "O declarante chama um Rei uma vez, depois do leilão e do descarte, antes do jogo.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_FIRST_TRICK] =
        "Uma poignée mostra-se na primeira vaza, por quem vai jogar a sua primeira carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_POIGNEE_UNDER_WAY] =
        "Primeiro acaba-se a poignée começada: os seus trunfos, e depois «feito».",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_AFTER_AUCTION] =
        "O declarante anuncia um chelem acabado o leilão, antes da primeira carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_BEFORE_CARD] =
        "Um chelem anuncia-se antes de se jogar a primeira carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_ANNOUNCED] = "O chelem já está anunciado.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_CHELEM_TAKER] =
        "Só o declarante anuncia um chelem, na sua vez, antes da primeira carta.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_THROWN_IN] =
        "Não há mão para jogar: foi abandonada antes do jogo.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_CALL] =
        "As cartas jogam-se acabado o leilão e depois de o declarante chamar um Rei.",
    [SAY_RULE_BROKEN + TUTOR_DETAIL_PLAY_AFTER_DISCARD] =
        "As cartas jogam-se acabado o leilão e depois de o declarante descartar.",

    /* ---- bad input ---- */
    [SAY_INPUT + EXPLAIN_DEALER_SEAT] = "dealer tem de ser um lugar de 0 a %d, não %d.",
    [SAY_INPUT + EXPLAIN_LEADER_SEAT] = "leader tem de ser um lugar de 0 a %d, não %d.",
    [SAY_INPUT + EXPLAIN_NOT_OF_GAME] = "%c não é uma carta do jogo %n.",
    [SAY_INPUT + EXPLAIN_DEALT_TWICE] = "%c é dada duas vezes.",
    [SAY_INPUT + EXPLAIN_NOT_IN_OPTIONS_PACK] =
        "%c, em %s, não está no baralho que estas opções dão.",
    [SAY_INPUT + EXPLAIN_DEALT_MORE_THAN_ONCE] = "%c, em %s, é dada mais de uma vez.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_OPTIONS] =
        "A distribuição tem %d mãos; estas opções sentam %d jogadores.",
    [SAY_INPUT + EXPLAIN_STOCK_TOO_BIG] = "O monte tem %d cartas; um baralho tem no máximo %d.",
    [SAY_INPUT + EXPLAIN_LEADER_HOLDS_NONE] = "O lugar %d não tem cartas, por isso não pode sair.",
    [SAY_INPUT + EXPLAIN_DEAL_HANDS_FOR_PLAYERS] =
        "Uma distribuição para %d jogadores tem %d mãos, não %d.",
    [SAY_INPUT + EXPLAIN_CHIEN_SIZE] = "Com %d jogadores o chien tem %d cartas; este tem %d.",
    [SAY_INPUT + EXPLAIN_HAND_SIZE_FOR_PLAYERS] =
        "Com %d jogadores cada mão tem %d cartas; o lugar %d tem %d.",
    [SAY_INPUT + EXPLAIN_DEALT_TO_HANDS] = "O jogo %n dá-se em %d mãos, não %d.",
    [SAY_INPUT + EXPLAIN_SEAT_DEALT] =
        "O lugar %d recebe %d cartas; cada jogador tem %d, e o dador %s a mais (no resto da "
        "distribuição ou na mão).",
    [SAY_INPUT + EXPLAIN_PIECES_PER_HAND] =
        "No jogo %n cada mão tem %d %P; o lugar %d recebe %d.",
    [SAY_INPUT + EXPLAIN_PIECE_DEALT_TWICE] =
        "Uma mesma peça do jogo (%p) é dada a mais de um lugar.",
    [SAY_INPUT + EXPLAIN_GAME_DEAL_HANDS] = "Uma distribuição do jogo %n tem %d mãos, não %d.",
    [SAY_INPUT + EXPLAIN_PILE_CARD_NUMBER] =
        "%s tem a carta número %d, que não é uma carta do baralho do jogo %n.",
    [SAY_INPUT + EXPLAIN_PILE_DEALT_TWICE] = "%c é dada duas vezes (outra vez em %s).",
    [SAY_INPUT + EXPLAIN_PILE_SIZE] = "%s tem de ter %d cartas, não %d.",
    [SAY_INPUT + EXPLAIN_CARD_NUMBER] =
        "A carta número %d não é uma carta do baralho do jogo %n.",
    [SAY_INPUT + EXPLAIN_TALON_TOP] = "A metade de cima do talão são três cartas do talão.",
    [SAY_INPUT + EXPLAIN_DISCARD_NOT_OF_PACK] = "Uma carta descartada não é do baralho.",
    [SAY_INPUT + EXPLAIN_PLAYED_NOT_OF_PACK] = "A carta jogada não é do baralho.",
    [SAY_INPUT + EXPLAIN_DECLARATION_SHAPE] =
        "Cada declaração nomeia um tipo de cricca ou de sequência e as cartas mostradas.",
    [SAY_INPUT + EXPLAIN_HAND_NOT_OVER] = "A mão ainda não acabou.",
    [SAY_INPUT + EXPLAIN_PILE_TRICKS] =
        "No jogo %n um monte faz-se de vazas inteiras de %d %P; %d %P não fazem um número "
        "inteiro de vazas.",
    [SAY_INPUT + EXPLAIN_SCORE_NEGATIVE] = "Uma pontuação de jogo nunca é negativa, não %d.",
    [SAY_INPUT + EXPLAIN_GAME_WON_ALREADY] =
        "Com %d a %d o jogo já está ganho: um jogo novo começa em 0.",
    [SAY_INPUT + EXPLAIN_OPTION_NO_VALUE] = "O jogo %n não tem o valor %d para %s.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_IN_HAND] =
        "A opção allegiance conta um só monte; numa mão inteira as chamadas feitas com o Bem e o "
        "Mal decidem que naipes conta cada parceria.",
    [SAY_INPUT + EXPLAIN_ALLEGIANCE_NEEDS_GOOD_EVIL] =
        "A opção allegiance conta um monte do Jogo da Aliança; deem também a good_evil o valor "
        "\"allegiance\".",
    [SAY_INPUT + EXPLAIN_DEALS_FIELD] = "deals tem de ir de 1 a %d, não %d.",
    [SAY_INPUT + EXPLAIN_DEALS_PLAYED] = "As %d mãos do jogo foram jogadas.",
    [SAY_INPUT + EXPLAIN_FOUR_HANDS_PLAYED] = "As quatro mãos do jogo foram jogadas.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_OVER] = "Uma mão entra no jogo quando acaba.",
    [SAY_INPUT + EXPLAIN_JOINS_WHEN_PLAYED] =
        "Uma mão entra no jogo quando todas as suas vazas foram jogadas.",
    [SAY_INPUT + EXPLAIN_GAME_SEATS_PLAYERS] = "Cada mão do jogo joga-se com %d jogadores, não %d.",
    [SAY_INPUT + EXPLAIN_DEALT_BY] = "Esta mão do jogo é dada pelo lugar %d, não %d.",
    [SAY_INPUT + EXPLAIN_DEALT_AND_LED_BY] =
        "Esta mão do jogo é dada pelo lugar %d, por isso sai o lugar %d, não %d.",
    [SAY_INPUT + EXPLAIN_SCORES_FROM] =
        "Esta mão do jogo começa com as pontuações %d e %d, não %d e %d.",
    [SAY_INPUT + EXPLAIN_GOOD_EVIL_AS] = "Cada mão do jogo joga-se com o Bem e o Mal como %s.",
    [SAY_INPUT + EXPLAIN_SPELLED_OUT] = "O jogo acabou: o lugar %d soletrou %N.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_WON] = "O jogo acabou: ganhou-o a parceria %d.",
    [SAY_INPUT + EXPLAIN_PARTNERSHIP_MARKS] = "O jogo acabou: a parceria %d tem %d marks.",
    [SAY_INPUT + EXPLAIN_MOVE_NO_CALL_NO_NUMBER] =
        "No jogo %n uma jogada não leva chamada nem número.",
    [SAY_INPUT + EXPLAIN_CARD_MOVE_NO_NUMBER] = "No jogo %n uma jogada de carta não leva número.",
    [SAY_INPUT + EXPLAIN_CARD_MOVES_NO_NUMBER] =
        "Uma carta jogada, descartada ou mostrada não leva número.",
    [SAY_INPUT + EXPLAIN_DISCARD_NO_NUMBER] = "Uma carta descartada não leva número.",
    [SAY_INPUT + EXPLAIN_PASS_NO_NUMBER] = "Um passe não leva número.",
    [SAY_INPUT + EXPLAIN_PASS_OR_DONE_EMPTY] = "Um passe ou um «feito» não leva carta nem número.",
    [SAY_INPUT + EXPLAIN_PASS_ALL] = "Um passe não diz mais nada.",
    [SAY_INPUT + EXPLAIN_GAME_CARD_NO_CALL] = "No jogo %n cada %p joga-se sem chamada.",
    [SAY_INPUT + EXPLAIN_PIECE_NO_CALL] = "Cada %p joga-se sem chamada.",
    [SAY_INPUT + EXPLAIN_CONTRACT_NUMBER] =
        "No jogo %n uma licitação é um contrato de 0 (petite) a 3 (garde contre), e não leva "
        "carta.",
    [SAY_INPUT + EXPLAIN_FLAG_NUMBER] =
        "No jogo %n um sinal vale 0 (anular) ou 1 (chelem), e não leva carta.",
    [SAY_INPUT + EXPLAIN_BID_TAKE_ANNOUNCE_NO_CARD] =
        "No jogo %n uma licitação, uma tomada do talão ou um anúncio não leva carta.",
    [SAY_INPUT + EXPLAIN_BID_NUMBER] =
        "No jogo %n uma licitação vale 0 (Três cartas), 1 (As 3 de baixo), 2 (As 3 de cima) ou "
        "3 (Solo).",
    [SAY_INPUT + EXPLAIN_HALF_NUMBER] =
        "A metade do talão tomada vale 0 (a de cima) ou 1 (a de baixo).",
    [SAY_INPUT + EXPLAIN_ANNOUNCEMENT_NUMBER] = "Um anúncio vale 0 (Pagat Ultimo) ou 1 (Valat).",
    [SAY_INPUT + EXPLAIN_POINTS_OR_MARKS] =
        "No jogo %n uma licitação vai de 30 a 42 pontos ou de 1 a %d marks.",
    [SAY_INPUT + EXPLAIN_PLAY_CALL_NUMBER] =
        "O número de uma jogada é a sua chamada: 0 nenhuma, 1 nosso, 2 vosso, 3 confirmo, 4 "
        "mudo, não %d.",
    [SAY_INPUT + EXPLAIN_KIND_NUMBER] = "Um tipo de combinação vai de 0 a %d, não %d.",
    [SAY_INPUT + EXPLAIN_DECLARE_NO_CARD] = "O tipo de uma declaração e o seu fim não levam carta.",
    [SAY_INPUT + EXPLAIN_END_NO_NUMBER] = "O fim de uma declaração não leva número.",
    [SAY_INPUT + EXPLAIN_DECLARED_AT_MOST] = "Um jogador declara no máximo %d combinações.",
    [SAY_INPUT + EXPLAIN_KIND_FIRST] =
        "Uma carta mostra-se numa combinação: declara primeiro o seu tipo.",
    [SAY_INPUT + EXPLAIN_DECLARATION_MOVES] =
        "Uma declaração tem no máximo %d jogadas, o seu DONE incluído: mostra esta combinação "
        "com menos cartas, ou menos combinações.",
    [SAY_INPUT + EXPLAIN_DECLARATION_VALUES] =
        "No jogo %n uma declaração nomeia um contrato, um trunfo e os duplos, cada um com um dos "
        "seus valores.",
    [SAY_INPUT + EXPLAIN_DECLARATION_ORDER] =
        "No jogo %n uma declaração nomeia o contrato, depois o trunfo, depois os duplos, cada um "
        "no máximo uma vez.",
    [SAY_INPUT + EXPLAIN_NO_SEQUENCE_TO_END] =
        "No jogo %n a mão não tem agora nenhuma sequência de jogadas para acabar.",
    [SAY_INPUT + EXPLAIN_NOT_IN_PACK_OF] = "A carta número %d não está no baralho de %d cartas.",
    [SAY_INPUT + EXPLAIN_NO_REST] =
        "No jogo %n uma distribuição não tem \"rest\": as %d %P são todas dadas.",
    [SAY_INPUT + EXPLAIN_MOVES_CARDS_DRAWS_PASSES] =
        "No jogo %n uma mão joga-se com cartas, compras e passes.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DISCARD_CALL] =
        "No jogo %n uma mão joga-se com licitações, um descarte, uma chamada, poignées, sinais "
        "e cartas.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_PASSES_TAKES] =
        "No jogo %n uma mão joga-se com licitações, passes, tomadas do talão, descartes, "
        "anúncios e cartas.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_DECLARATIONS] =
        "O jogo %n joga-se com descartes, declarações (tipos, cartas mostradas, fim) e cartas.",
    [SAY_INPUT + EXPLAIN_MOVES_DISCARDS_PLAYS] =
        "No jogo %n uma mão joga-se com os descartes do dador e as jogadas.",
    [SAY_INPUT + EXPLAIN_MOVES_BIDS_DECLARATION] =
        "No jogo %n uma mão joga-se com licitações, uma declaração de trunfo e %P.",
    [SAY_INPUT + EXPLAIN_PILE_IN_GROUPS] =
        "O jogo %n conta as cartas %s: um monte tem por isso um múltiplo de %d; este tem %d.",
    [SAY_INPUT + EXPLAIN_SCORES_NO_COMBINATIONS] = "O jogo %n não conta combinações.",

    /* ---- trick play ---- */
    [SAY_SETS_NO_SUIT] = "saiu-se com %s, que não fixa naipe, por isso ",
    [SAY_DEED_PLAY] = "jogar %s",
    [SAY_DEED_DRAW] = "comprar do monte",
    [SAY_DEED_PASS] = "passar",
    [SAY_OUTSIDE_JOIN] = ": ",
    [SAY_MUST_FOLLOW] = "%s. Tens %s, %s: tens de assistir a %s e não podes %s%s%s.",
    [SAY_MUST_TRUMP] = "%s. Não tens %s mas tens %s, um trunfo: tens de cortar com um trunfo e "
                       "não podes jogar %s.",
    [SAY_MUST_OVERTRUMP] = "%s é o trunfo mais alto da vaza e tens %s, que o supera: tens de "
                           "jogar um trunfo que supere %s e não podes jogar %s.",
    [SAY_MUST_DRAW] = "%s. Não tens %s e o monte não está vazio: tens de comprar até poderes "
                      "assistir a %s, e não podes %s.",
    [SAY_MUST_PASS] = "%s. Não tens %s e o monte está vazio: passas esta vaza e não podes %s.",
    [SAY_MUST_LEAD] = "Sais tu nesta vaza e podes sair com cada %s da tua mão; comprar e passar "
                      "são só para quem não pode assistir ao naipe de saída, por isso não podes "
                      "%s.",
    [SAY_MUST_PLAY_PAIR] = "O teu parceiro jogou %s e tu tens %s: no Jogo da Aliança o parceiro "
                           "que tem a outra carta tem de a jogar logo, seja qual for o naipe de "
                           "saída, por isso não podes jogar %s.",
    [SAY_WINS_LAST_OF_EQUALS] = "%s ganha a vaza: %s têm o mesmo posto, e quando não se joga um "
                                "trunfo mais alto ganha o último deles jogado; supera assim %s.",
    [SAY_THESE_TRUMPS] = "estes trunfos",
    [SAY_WINS_GOOD_EVIL_PAIR] = "%s ganha a vaza: o Bem e o Mal foram jogados pela mesma "
                                "parceria, e juntos superam tudo; ganha o primeiro dos dois "
                                "jogado, %s.",
    [SAY_WINS_GOOD_EVIL_TO_LEAD] =
        "%s ganha a vaza: o Bem e o Mal foram jogados por parcerias adversárias, por isso não "
        "contam nada, e nenhuma outra carta podia ganhar: a vaza vai para a carta de saída.",
    [SAY_WINS_GOOD_EVIL_CANCELLED] =
        "%s ganha a vaza: o Bem e o Mal foram jogados por parcerias adversárias, por isso não "
        "contam nada; %s; não se jogou nenhum outro trunfo, e nada do que se jogou supera %s.",
    [SAY_MUST_PLAY_NEAREST_SEVEN] = "Em Sevens cada jogador tem de jogar a %s cujos pontos somem "
                                    "mais perto de 7: tens %s (%d pontos), mais perto do que %s "
                                    "(%d pontos).",
    [SAY_WINS_NEAREST_SEVEN] = "%s ganha a vaza: os seus pontos somam %d, o mais perto de 7 na "
                               "vaza (em empate ganha a %s jogada primeiro).",
    [SAY_NOBODY_MAY] = "A mão acabou: já ninguém pode %s.",
    [SAY_EVERY_TRICK_PLAYED] = "Todas as vazas foram jogadas; já não se pode jogar %s.",
    [SAY_WINS_HIGHEST_TRUMP] = "%s ganha a vaza: é o trunfo mais alto jogado, e um trunfo supera "
                               "cada %s de um naipe comum.",
    [SAY_WINS_HIGHEST_OF_SUIT_LED] =
        "%s ganha a vaza: %s; nada do que se jogou nesse naipe supera %s.",
    [SAY_WINS_HIGHEST_NO_TRUMP] = "%s ganha a vaza: %s; não se jogou nenhum trunfo, e nada do "
                                  "que se jogou nesse naipe supera %s.",
    [SAY_ULTIMO_CARD_NOT_HELD] = "O Pagat Ultimo promete ganhar a última vaza com %s, e não o "
                                 "tens, por isso não o podes anunciar.",
    [SAY_DISCARD_WORTH_FIVE] = "%s não pode ir para o descarte: vale 5 pontos, e o descarte do "
                               "dador não leva Reis nem nenhuma destas cartas: %s, %s, %s e %s.",
    [SAY_DISCARD_KING_ACE_HONOUR] = "%s não pode ir para o descarte: o descarte do dador não leva "
                                    "Reis, nem Ases, nem nenhuma das Honras (%s, %s e %s).",
    [SAY_CALL_ANSWERED] = "A outra parceria fez a chamada com %s; jogando %s confirmas a chamada "
                          "deles ou mudas, e tens de dizer qual.",
    [SAY_NO_CALL_AFTER_PARTNER] = "%s chega quando a tua própria parceria já jogou %s: só o "
                                  "primeiro do Bem e do Mal e a resposta da outra parceria levam "
                                  "chamada; %s não faz nenhuma.",
    [SAY_NO_CALL_CARD] = "Só o Bem e o Mal levam chamada, e só no Jogo da Aliança: %s não faz "
                         "nenhuma.",
    [SAY_REASON_BY_NAME] = "%s: %s.",
    [SAY_PIECE_CARD] = "carta",
    [SAY_PIECE_TILE] = "pedra",
    [SAY_PIECES_CARD] = "cartas",
    [SAY_PIECES_TILE] = "pedras",
    [SAY_CARD_OF_SUIT] = "%s de %s",
    [SAY_TRUMP_NUMBERED] = "o trunfo %d",
    [SAY_SET_THE_SUIT] = "%s fixou o naipe de saída: %s",
    [SAY_NO_SUIT] = "nenhum",

    /* ---- whole hands' refusals ---- */
    [SAY_CONTRACT_WITHOUT_TRUMPS] = "No jogo %s o contrato %s não tem trunfo: \"trump\" \"%s\" "
                                    "não se aplica; deem \"none\" ou omitam-no.",
    [SAY_DOUBLES_WITHOUT_TRUMPS] = "\"doubles\" \"%s\" só vale para uma mão sem trunfo "
                                   "(follow-me ou Nello), não para %s; deem \"high\" ou "
                                   "omitam-no.",
    [SAY_IN_SEVENS] = "Sevens",
    [SAY_WITH_TRUMPS] = "uma mão com trunfo",
    [SAY_TRUMP_NEEDED] = "O jogo %s precisa da opção \"trump\" (de \"0\" a \"6\", \"doubles\" ou "
                         "\"none\" para follow-me) para decidir as vazas de um contrato %s.",
    [SAY_PLAY_AFTER_DECLARATION] =
        "As %s jogam-se depois do leilão e da declaração do trunfo.",
    [SAY_POIGNEE_NAMES_TWICE] = "A poignée nomeia duas vezes %s; cada carta dá-se uma vez.",
    [SAY_DISCARD_NAMES_TWICE] = "O descarte nomeia duas vezes %s; cada carta dá-se uma vez.",
    [SAY_BID_NOT_ABOVE_CONTRACT] = "Já se licitou uma %s: uma licitação tem de ser mais alta "
                                   "(petite, garde, garde sans le chien, garde contre le chien, "
                                   "da mais baixa para a mais alta), ou um passe.",
    [SAY_DISCARD_SIZE] =
        "O declarante descarta %d cartas, tantas como o chien tinha; este descarte tem %d.",
    [SAY_POIGNEE_SHOWN] = "O lugar %d já mostrou uma poignée nesta mão.",
    [SAY_POIGNEE_SHORT_ONE] =
        "Uma poignée simples com %d jogadores mostra pelo menos %d trunfos; foi mostrado %d.",
    [SAY_POIGNEE_SHORT_MANY] =
        "Uma poignée simples com %d jogadores mostra pelo menos %d trunfos; foram mostrados %d.",
    [SAY_SHOWN_TWICE_IN_COMBINATION] = "%s mostra-se uma só vez numa combinação.",
    [SAY_NO_COMBINATION_HELD] = "O lugar %d não tem nenhuma combinação desse tipo para declarar.",

    /* ---- score lines ---- */
    [SAY_HALF_POINTS] = "%d,5",
    [SAY_NOTHING_CHANGES_HANDS] = "ninguém paga nada",
    [SAY_EACH_DEFENDER_PAYS] = "cada defensor paga %d",
    [SAY_EACH_DEFENDER_IS_PAID] = "cada defensor recebe %d",
    [SAY_ROUNDED_UP] = " (%d: o meio ponto arredonda-se para cima para um declarante que ganha)",
    [SAY_ROUNDED_DOWN] = " (%d: o meio ponto arredonda-se para baixo para um declarante que perde)",
    [SAY_BOUTS_ONE] = "%d bout",
    [SAY_BOUTS_MANY] = "%d bouts",
    [SAY_CONTRACT_WON] = "ganha",
    [SAY_CONTRACT_LOST] = "perdida",
    [SAY_MARGIN_OVER] = "a mais",
    [SAY_MARGIN_SHORT] = "a menos",
    [SAY_TAKER_CONTRACT] = "%s %s: o lado do declarante fez %s pontos de cartas com %s%s; eram "
                           "precisos %d, portanto %d %s; %d pelo jogo mais %d são %d, vezes %d "
                           "pelo contrato: %s.",
    [SAY_PETIT_AU_BOUT] = "Petit au bout: o Petit estava %s, ganha por %s: %d, vezes %d: %s.",
    [SAY_NEXT_TO_LAST_TRICK] = "na penúltima vaza (a Excuse ganhou a última)",
    [SAY_LAST_TRICK] = "na última vaza",
    [SAY_TAKERS_SIDE] = "o lado do declarante",
    [SAY_THE_DEFENCE] = "a defesa",
    [SAY_POIGNEE_LINE] = "O lugar %d mostrou uma poignée %s (%d trunfos): %d para o lado que "
                         "ganhou a mão (%s): %s.",
    [SAY_POIGNEE_SINGLE] = "simples",
    [SAY_POIGNEE_DOUBLE] = "dupla",
    [SAY_POIGNEE_TRIPLE] = "tripla",
    [SAY_TAKERS] = "o declarante",
    [SAY_CHELEM_LINE] = "%s: %s.",
    [SAY_CHELEM_ANNOUNCED_MADE] = "Chelem anunciado e conseguido",
    [SAY_CHELEM_ANNOUNCED_FAILED] = "Chelem anunciado e falhado",
    [SAY_CHELEM_UNANNOUNCED] = "Chelem conseguido sem anúncio",
    [SAY_CHELEM_BY_DEFENCE] = "Chelem da defesa",
    [SAY_DECLARER_BID_WON] = "%s: contrato ganho com %d dos 70 pontos de cartas (eram precisos "
                             "%d): cada defensor paga %d.",
    [SAY_DECLARER_BID_LOST] = "%s: contrato perdido com %d dos 70 pontos de cartas (eram "
                              "precisos %d): o declarante paga %d a cada defensor.",
    [SAY_VALAT_UNANNOUNCED] = "Valat conseguido sem anúncio: %d vezes o valor da licitação %s, "
                              "%d, portanto cada defensor paga %d (em vez da licitação).",
    [SAY_VALAT_ANNOUNCED_MADE] = "Valat anunciado e conseguido: %d vezes o valor da licitação "
                                 "%s, %d, portanto cada defensor paga %d (em vez da licitação).",
    [SAY_VALAT_ANNOUNCED_FAILED] = "Valat anunciado e falhado: %d vezes o valor da licitação %s, "
                                   "%d, portanto o declarante paga %d a cada defensor (em vez da "
                                   "licitação).",
    [SAY_ULTIMO_ANNOUNCED_MADE] = "Pagat Ultimo anunciado e conseguido: cada defensor paga 8.",
    [SAY_ULTIMO_ANNOUNCED_FAILED] =
        "Pagat Ultimo anunciado e falhado: o declarante paga 8 a cada defensor.",
    [SAY_ULTIMO_UNANNOUNCED] = "Pagat Ultimo sem anúncio: cada defensor paga 4.",
    [SAY_BID_MARKS_MADE] =
        "A licitação de %s foi cumprida: os licitantes fizeram %d dos %d pontos (%s), por isso os licitantes ganham %s.",
    [SAY_BID_MARKS_SET] =
        "A licitação de %s falhou: os licitantes fizeram %d dos %d pontos (%s), por isso os adversários ganham %s.",
    [SAY_NEED_NONE] =
        "não podem fazer nenhum",
    [SAY_NEED_ALL] =
        "eram precisos todos os %d",
    [SAY_NEED_SOME] =
        "eram precisos %d",
    [SAY_COACH_AS_GOOD] =
        "Em %d distribuições coerentes com o que viste, %s (%s) vale tanto como qualquer outra escolha: ficas à frente em %d%% das vezes e fazes em média %s pontos.",
    [SAY_COACH_WORSE] =
        "Em %d distribuições coerentes com o que viste, %s deixa-te à frente em %d%% das vezes e faz em média %s pontos; %s (%s) faz em média %s pontos a menos.",
    [SAY_COACH_YOU_PLAYED] =
        "a tua jogada",
    [SAY_COACH_YOU_CHOSE] =
        "a tua escolha",
    [SAY_QUOTED] = "«%s»",
    [SAY_TENTHS] =
        "%s%d,%d",
    [SAY_NO_HAND_CANCELLED] = "A mão foi anulada: não há mão para contar.",
    [SAY_NO_HAND_PASSED] = "Todos os jogadores passaram: não há mão para contar.",

    /* ---- the words bad input names ---- */
    [SAY_THE_STOCK] = "o monte",
    [SAY_A_HAND] = "uma mão",
    [SAY_COUNT_NONE] = "não recebe nenhuma",
    [SAY_COUNT_ONE] = "recebe uma",
    [SAY_COUNT_TWO] = "recebe duas",
    [SAY_COUNT_THREE] = "recebe três",
    [SAY_COUNT_FOUR] = "recebe quatro",
    [SAY_COUNT_FIVE] = "recebe cinco",
    [SAY_COUNT_SIX] = "recebe seis",
    [SAY_THE_TALON] = "O talão",
    [SAY_SEAT_NUMBER] = "O lugar %d",
    [SAY_AS_AGREED] = "combinado",
    [SAY_IN_PAIRS] = "aos pares",
    [SAY_IN_THREES] = "de três em três",

    /* ---- the score request's fields ---- */
    [SAY_FIELD_ONE_OF] = "um de ",
    [SAY_FIELD_WHOLE_NUMBER] = "um número inteiro de %d a %d",
    [SAY_FIELD_MISSING] = "O pedido não tem o campo \"%s\".",
    [SAY_FIELD_MISSING_WHAT] = "O pedido não tem o campo \"%s\"; tem de ser %s.",
    [SAY_FIELD_HALVES] = "\"%s\" tem de ir de 0 a %d, em pontos inteiros ou meios pontos.",
    [SAY_FIELD_POINTS_OR_MARKS] = "\"%s\" tem de ir de %d a %d pontos, ou {\"marks\": n}.",
    [SAY_FIELD_MUST_BE] = "\"%s\" tem de ser %s.",

    /* ---- a score's lines, totals and notes ---- */
    [SAY_ITEM_CRICCA] = "Cricca",
    [SAY_ITEM_SEQUENCE] = "Sequência",
    [SAY_ITEM_CRICCHE_DOUBLED] = "Cricche dobradas (um lado tem-nas todas)",
    [SAY_ITEM_SEQUENCES_DOUBLED] = "Sequências dobradas (um lado tem-nas todas)",
    [SAY_ITEM_CARD_POINTS] = "Pontos de cartas",
    [SAY_ITEM_LAST_TRICK] = "A última vaza",
    [SAY_ITEM_DISCARD] = "O descarte do dador",
    [SAY_ITEM_FOOL] = "O Louco",
    [SAY_ITEM_FOOL_PAYMENT] = "A carta dada pelo Louco",
    [SAY_ITEM_TRICK_POINTS] = "Um ponto por vaza",
    [SAY_SUITS_ALL] = "todos os naipes",
    [SAY_SUITS_GOOD] = "os naipes do Bem",
    [SAY_SUITS_EVIL] = "os naipes do Mal",
    [SAY_MOMENT_DECLARED] = "declarada antes da primeira vaza",
    [SAY_MOMENT_AT_END] = "contada no fim",
    [SAY_LETTER_LINE] = "Ainda com cartas na mão: uma letra de %s",
    [SAY_CARDS_ONE] = "%d carta",
    [SAY_CARDS_MANY] = "%d cartas",
    [SAY_SHOWN_IN_TRICK] = "mostrada na vaza %d",
    [SAY_LETTERS_OF] = "Letras de %s",
    [SAY_LETTERS_NONE] = "nenhuma",
    [SAY_TOTAL] = "Total",
    [SAY_TOTAL_HAND_SCORE] = "A pontuação da mão",
    [SAY_TOTAL_EACH_DEFENDER] = "Pago por cada defensor ao declarante (negativo: paga o "
                                "declarante)",
    [SAY_NOTE_SEAT_CHANGE] = "O que ganha ou perde cada lugar",
    [SAY_NOTE_GAME_SCORE] = "Pontuação do jogo",

    /* ---- moves ---- */
    [SAY_MOVE_PLAY] = "Jogar %s",
    [SAY_MOVE_DISCARD] = "Descartar %s",
    [SAY_MOVE_CALL] = "Chamar %s",
    [SAY_MOVE_SHOW] = "Mostrar %s",
    [SAY_MOVE_POIGNEE] = "Mostrar %s numa poignée",
    [SAY_MOVE_DECLARE] = "Declarar %s",
    [SAY_MOVE_ANNOUNCE] = "Anunciar %s",
    [SAY_MOVE_TAKE] = "Tomar a metade %s",
    [SAY_MOVE_CONTRACT] = "Contrato: %s",
    [SAY_MOVE_TRUMP] = "Trunfo: %s",
    [SAY_MOVE_DOUBLES] = "Duplos: %s",
    [SAY_MOVE_BID] = "Licitar: %s",
    [SAY_MOVE_DRAW] = "Comprar do monte",
    [SAY_MOVE_PASS] = "Passar",
    [SAY_MOVE_CHELEM] = "Anunciar um chelem",
    [SAY_MOVE_CANCEL] = "Anular a mão",
    [SAY_MOVE_DECLARE_NOTHING] = "Não declarar nada",
    [SAY_MOVE_SHOW_THIS_CARD] = "Mostrar esta carta",
    [SAY_MOVE_SHOW_THESE_CARDS] = "Mostrar estas %d cartas",
    [SAY_MOVE_END_DECLARATION] = "Acabar aqui a declaração",
    [SAY_MOVE_CALLING] = ", chamando «%s»",
    [SAY_MARKS_ONE] = "%d mark",
    [SAY_MARKS_MANY] = "%d marks",
};
