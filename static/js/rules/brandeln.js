// Brandeln taught: sections, worked examples and glossary, Russian and English side
// by side.  Facts from /work/shared/rules/brandeln.md.  The object below is strict
// JSON (tests/test_rules_content.py reads it); markup is explained in static/js/rules.js.
export default {
  "game": "brandeln",
  "players": [{"ru": "Вы", "en": "You"}, {"ru": "Фриц", "en": "Fritz"}, {"ru": "Ганс", "en": "Hans"}, {"ru": "Карл", "en": "Karl"}],
  "sections": [
    {
      "id": "goal",
      "title": {"ru": "Суть игры", "en": "The game in brief"},
      "blocks": [
        {"p": {"ru": "**Брандельн** — старинная немецкая семейная игра на четверых, каждый играет сам за себя. В каждом коне торговля решает, кто станет [[declarer|игроком]]: он назначает [[trump|козыря]] и игру — сколько взяток обещает взять — и играет один против троих. Сделал игру — записывает себе её стоимость, не сделал — столько же в минус; противники за свои взятки ничего не получают.", "en": "**Brandeln** is an old German family game for four, each playing for himself. In every deal an auction decides who becomes the [[declarer|declarer]]: he names [[trump|trumps]] and a game — how many tricks he promises to take — and plays alone against the other three. If he makes it he scores its value; if not, he loses as much. The opponents never score for their tricks."}},
        {"p": {"ru": "Если все четверо спасовали, играются [[all_pass|распасы]]: без козырей, и хорошо взять как можно меньше взяток. Партия идёт до 21 очка (или до 31 по уговору).", "en": "If all four pass, an [[all_pass|all-pass round]] is played: no trumps, and the fewer tricks you take the better. The match is played to 21 points (or 31 by agreement)."}}
      ]
    },
    {
      "id": "deck",
      "title": {"ru": "Колода и старшинство", "en": "The pack and the order of cards"},
      "blocks": [
        {"p": {"ru": "28 листов: туз, король, дама, валет, десятка, девятка и семёрка каждой масти — восьмёрок нет. Старшинство обычное, в каждой масти и в козырях: **Т К Д В 10 9 7**. Старшинства мастей нет: ни одна масть не старше другой.", "en": "28 cards: ace, king, queen, jack, ten, nine and seven of each suit — there are no eights. The order is the usual one, in every suit and in trumps: **A K Q J 10 9 7**. No suit outranks another."}},
        {"hand": {"cards": ["AS", "KS", "QS", "JS", "TS", "9S", "7S"], "title": {"ru": "Пики от старшей к младшей", "en": "Spades, highest to lowest"}, "caption": {"ru": "Так идут карты в каждой масти: {AS} старше всех, {7S} младше всех.", "en": "Every suit runs like this: {AS} is the highest, {7S} the lowest."}}}
      ]
    },
    {
      "id": "deal",
      "title": {"ru": "Сдача", "en": "The deal"},
      "blocks": [
        {"p": {"ru": "Сдающий раздаёт всю колоду, каждому по 7 карт, в три круга: по 2, по 3 и снова по 2 карты, начиная с [[eldest|первой руки]] — игрока слева от сдающего. Прикупа нет, ничего не открывается. После каждого кона, и после распасов тоже, сдаёт следующий по часовой стрелке.", "en": "The dealer deals the whole pack, 7 cards each, in three rounds of 2, 3 and 2 cards, starting with [[eldest|eldest hand]], the player on his left. There is no stock and nothing is turned up. After every deal, an all-pass round included, the next player clockwise deals."}}
      ]
    },
    {
      "id": "auction",
      "title": {"ru": "Торговля: что можно заказать", "en": "The auction: what you can bid"},
      "blocks": [
        {"p": {"ru": "Заказы по старшинству — чем больше обещано, тем больше очков:", "en": "The bids, lowest first — the more you promise, the more it is worth:"}},
        {"table": {
          "head": [{"ru": "Игра", "en": "Game"}, {"ru": "Нужно взять", "en": "You must take"}, {"ru": "Очки", "en": "Points"}, {"ru": "Козырь", "en": "Trumps"}],
          "rows": [
            [{"ru": "[[brandeln|Брандельн (три)]]", "en": "[[brandeln|Brandel (three)]]"}, {"ru": "не меньше 3 взяток", "en": "at least 3 tricks"}, "3", {"ru": "есть", "en": "yes"}],
            [{"ru": "[[four|Четыре]]", "en": "[[four|Four]]"}, {"ru": "не меньше 4", "en": "at least 4"}, "4", {"ru": "есть", "en": "yes"}],
            [{"ru": "[[five|Пять]]", "en": "[[five|Five]]"}, {"ru": "не меньше 5", "en": "at least 5"}, "5", {"ru": "есть", "en": "yes"}],
            [{"ru": "[[six|Шесть]]", "en": "[[six|Six]]"}, {"ru": "не меньше 6", "en": "at least 6"}, "6", {"ru": "есть", "en": "yes"}],
            [{"ru": "[[bettel|Беттель]]", "en": "[[bettel|Bettel]]"}, {"ru": "ни одной взятки", "en": "no trick at all"}, "7", {"ru": "нет", "en": "none"}],
            [{"ru": "[[mord|Морд]]", "en": "[[mord|Mord]]"}, {"ru": "все 7 взяток", "en": "all 7 tricks"}, "8", {"ru": "есть", "en": "yes"}]
          ]
        }},
        {"p": {"ru": "«Пас» — не заказ: спасовавший больше в торговле не участвует. В заказе масть не называют — козыря назначают потом.", "en": "“Pass” is not a bid: a player who passes takes no further part in the auction. A bid names no suit — trumps are named afterwards."}},
        {"p": {"ru": "Торговля идёт [[duel|поединками]]. Первая рука заказывает или пасует. Затем она торгуется со второй рукой, пока один из них не спасует. Против оставшегося вступает третья рука — она должна заказать выше того, на чём остановились первые двое, или спасовать, — и они снова торгуются до паса. Последним так же вступает сдающий. Каждый новый заказ обязан быть **выше** прежнего; можно и перескочить через несколько заказов (например, сразу на Беттель). Кто остался с высшим заказом — выиграл торговлю.", "en": "The auction is a chain of [[duel|duels]]. Eldest hand bids or passes. Then eldest and second hand bid against each other until one of them passes. Third hand takes on the survivor — he must bid higher than where the first two stopped, or pass — and the two again bid until one passes. Last, the dealer comes in the same way. Every new bid must be **higher** than the last; jumps are allowed (straight to Bettel, say). Whoever is left holding the highest bid has won the auction."}},
        {"table": {
          "head": [{"ru": "Кто говорит", "en": "Who speaks"}, {"ru": "Что говорит", "en": "Says"}, {"ru": "Что это значит", "en": "What it means"}],
          "rows": [
            [{"ru": "Вы (первая рука)", "en": "You (eldest)"}, {"ru": "«Брандельн (три)»", "en": "“Brandel (three)”"}, {"ru": "обещаете 3 взятки", "en": "you promise 3 tricks"}],
            [{"ru": "Фриц (вторая)", "en": "Fritz (second)"}, {"ru": "«Четыре»", "en": "“Four”"}, {"ru": "поединок: Фриц выше", "en": "the duel: Fritz is higher"}],
            [{"ru": "Вы", "en": "You"}, {"ru": "«Пять»", "en": "“Five”"}, {"ru": "вы снова выше", "en": "you are higher again"}],
            [{"ru": "Фриц", "en": "Fritz"}, {"ru": "«Пас»", "en": "“Pass”"}, {"ru": "Фриц выбыл; ваш заказ — «Пять»", "en": "Fritz is out; you hold Five"}],
            [{"ru": "Ганс (третья)", "en": "Hans (third)"}, {"ru": "«Пас»", "en": "“Pass”"}, {"ru": "Ганс не вступает", "en": "Hans stays out"}],
            [{"ru": "Карл (сдающий)", "en": "Karl (dealer)"}, {"ru": "«Шесть»", "en": "“Six”"}, {"ru": "поединок с вами", "en": "a duel with you"}],
            [{"ru": "Вы", "en": "You"}, {"ru": "«Пас»", "en": "“Pass”"}, {"ru": "торговлю выиграл Карл с заказом «Шесть»", "en": "Karl has won with Six"}]
          ]
        }},
        {"p": {"ru": "Это пример торговли из старинного описания игры. Каждый говорит хотя бы раз; у кого остался только «пас» (например, после Морда), тот всё равно говорит «пас».", "en": "This is the auction given in the old description of the game. Everyone speaks at least once; a player whose only choice is “pass” (after a Mord, say) still says “pass”."}}
      ]
    },
    {
      "id": "declaration",
      "title": {"ru": "Назначение игры и козыря", "en": "Declaring the game and trumps"},
      "blocks": [
        {"p": {"ru": "Выигравший торговлю — [[declarer|игрок]] — назначает игру **не ниже** той, на которой выиграл, и масть козыря по своему выбору; в Беттеле козыря нет. Игру можно повысить, вплоть до Беттеля или Морда. Потом он первым ходит.", "en": "The winner of the auction — the [[declarer|declarer]] — declares a game **no lower** than his winning bid, and any suit he likes as trumps; Bettel has no trumps. He may raise the game, up to Bettel or Mord. Then he leads to the first trick."}},
        {"p": {"ru": "Считается назначенная игра, а не заказ. Вы выиграли торговлю на «Пять» и назначили «Шесть» в трефах: возьмёте 7 взяток — получите **+6** (лишние взятки ничего не стоят); возьмёте 5 — **−6**, хотя на «Пять» этого бы хватило.", "en": "What counts is the declared game, not the bid. You won the auction with “Five” and declared “Six”, clubs trumps: take 7 tricks and you score **+6** (overtricks are worth nothing); take 5 and you score **−6**, although five would have made the Five you bid."}}
      ]
    },
    {
      "id": "play",
      "title": {"ru": "Розыгрыш", "en": "The play"},
      "blocks": [
        {"p": {"ru": "Играются все 7 взяток. Первым ходит игрок (на распасах — первая рука), дальше по часовой стрелке; кто взял взятку, тот ходит следующим. Правила хода:", "en": "All 7 tricks are played. The declarer leads first (in an all-pass round, eldest hand), then play goes clockwise; whoever wins a trick leads to the next. The rules of play:"}},
        {"ul": [
          {"ru": "[[follow|Ходить в масть]]: на ход нужно класть карту той же масти.", "en": "[[follow|Follow suit]]: you must play a card of the suit led."},
          {"ru": "Нет масти — **нужно бить козырем**, любым. Нет и козырей — кладите что угодно.", "en": "If you cannot follow, **you must trump**, with any trump. If you have no trumps either, play anything."},
          {"ru": "Перебивать не обязательно: ни в масти, ни козырем (если не включено [[heading|обязательное перебивание]]).", "en": "You never have to beat the trick, either in suit or with a trump (unless [[heading|heading the trick]] is switched on)."},
          {"ru": "Взятку берёт старший козырь; если козырей в ней нет — старшая карта масти хода. Карта чужой масти, не козырь, взятку не берёт никогда.", "en": "The highest trump wins the trick; with no trump in it, the highest card of the suit led. A card of another suit that is not a trump never wins."}
        ]},
        {"hand": {"who": 3, "trump": "H", "table": ["KD"], "cards": ["9H", "7H", "AS", "QS", "JC", "TC", "7C"], "legal": ["9H", "7H"], "title": {"ru": "Нет масти — бейте козырем", "en": "Void — you must trump"}, "caption": {"ru": "Козыри черви, Ганс пошёл {KD}. У Карла бубен нет, значит, он обязан бить козырем: можно {9H} или {7H} — любой, перебивать ничего не нужно. Остальные карты класть нельзя.", "en": "Hearts are trumps and Hans leads {KD}. Karl has no diamonds, so he must trump: {9H} or {7H} — either will do; he need not beat anything. His other cards may not be played."}}},
        {"trick": {"trump": "D", "plays": [{"seat": 1, "card": "QS"}, {"seat": 2, "card": "KS"}, {"seat": 3, "card": "9D"}, {"seat": 0, "card": "AS"}], "winner": 2, "caption": {"ru": "Козыри бубны. Во взятке есть козырь — {9D} берёт её, хотя {AS} старше в пиках.", "en": "Diamonds are trumps. A trump is in the trick, so {9D} wins it, although {AS} is the highest spade."}}},
        {"trick": {"trump": null, "plays": [{"seat": 0, "card": "9C"}, {"seat": 1, "card": "AH"}, {"seat": 2, "card": "JC"}, {"seat": 3, "card": "TC"}], "winner": 2, "caption": {"ru": "Без козыря (как на распасах или в Беттеле): ход трефой, берёт старшая трефа {JC}. {AH} другой масти взятку не берёт.", "en": "No trumps (as in an all-pass round or Bettel): clubs were led, so the highest club {JC} wins. {AH}, of another suit, never wins a club trick."}}}
      ]
    },
    {
      "id": "example",
      "title": {"ru": "Кон от начала до конца", "en": "A whole deal"},
      "blocks": [
        {"p": {"ru": "Сдаёт Фриц, первая рука — Ганс. Ганс и Карл пасуют, вы заказываете «Брандельн (три)», Фриц пасует. Вы назначаете «Четыре», козыри пики, и ходите.", "en": "Fritz deals; Hans is eldest. Hans and Karl pass, you bid “Brandel (three)”, Fritz passes. You declare “Four”, spades trumps, and lead."}},
        {"hand": {"who": 0, "trump": "S", "cards": ["AS", "TS", "9S", "7S", "KH", "TH", "TC"], "title": {"ru": "Ваша рука", "en": "Your hand"}, "caption": {"ru": "Четыре козыря с тузом и король червей — на четыре взятки можно рассчитывать.", "en": "Four trumps headed by the ace, and the king of hearts — enough to hope for four tricks."}}},
        {"trick": {"trump": "S", "plays": [{"seat": 0, "card": "AS"}, {"seat": 1, "card": "JS"}, {"seat": 2, "card": "QS"}, {"seat": 3, "card": "9D"}], "winner": 0, "title": {"ru": "Взятка 1", "en": "Trick 1"}, "caption": {"ru": "Старший козырь берёт. У Карла нет ни пик, ни козырей (козыри и есть пики) — он кладёт любую карту.", "en": "The top trump wins. Karl has no spades — which are also the trumps — so he may play any card."}}},
        {"trick": {"trump": "S", "plays": [{"seat": 0, "card": "TS"}, {"seat": 1, "card": "KS"}, {"seat": 2, "card": "7D"}, {"seat": 3, "card": "TD"}], "winner": 1, "title": {"ru": "Взятка 2", "en": "Trick 2"}, "caption": {"ru": "{KS} Фрица старше вашей десятки — взятка его. Потом Ганс берёт трефовую и червонную взятки тузами.", "en": "Fritz's {KS} beats your ten. Then Hans wins a club and a heart trick with his aces."}}},
        {"trick": {"trump": "S", "plays": [{"seat": 2, "card": "KD"}, {"seat": 3, "card": "AD"}, {"seat": 0, "card": "7S"}, {"seat": 1, "card": "JD"}], "winner": 2, "title": {"ru": "Взятка 5", "en": "Trick 5"}, "caption": {"ru": "Бубен у вас нет — вы обязаны бить козырем и кладёте {7S}, сберегая {9S}. Козырь берёт, хотя {AD} — старшая бубна.", "en": "You have no diamonds, so you must trump: you play {7S} and keep {9S}. The trump wins, although {AD} is the top diamond."}}},
        {"p": {"ru": "Шестую взятку вы берёте последним козырем {9S}, седьмую — {KH}.", "en": "You win the sixth trick with your last trump {9S} and the seventh with {KH}."}},
        {"score": {"rows": [[0, "+4"], [1, "0"], [2, "0"], [3, "0"]], "title": {"ru": "Запись", "en": "The score"}, "caption": {"ru": "Взятки 4 – 1 – 2 – 0: игра «Четыре» сделана, вам **+4** (с пятью взятками было бы тоже +4). Противники не получают ничего.", "en": "Tricks 4 – 1 – 2 – 0: the Four is made, **+4** to you (five tricks would also have scored +4). The opponents score nothing."}}}
      ]
    },
    {
      "id": "scoring",
      "title": {"ru": "Запись очков", "en": "Scoring"},
      "blocks": [
        {"p": {"ru": "Игрок взял столько взяток, сколько назначил, или больше — записывает себе стоимость игры; меньше — столько же в минус. Лишние и недостающие взятки не считаются: «Пять» с шестью взятками — +5, «Четыре» с тремя — −4, «Шесть» с пятью — −6, Беттель без взяток — +7, с одной — −7, Морд с шестью — −8. Противники никогда ничего не получают. Счёт может уйти в минус.", "en": "A declarer who takes as many tricks as he declared, or more, scores the game's value; fewer, and he loses as much. Over- and undertricks do not count: Five with six tricks is +5, Four with three is −4, Six with five is −6, Bettel with no trick +7, with one −7, Mord with six −8. The opponents never score. A total may go below zero."}},
        {"p": {"ru": "На [[all_pass|распасах]] каждый, у кого меньше всех взяток, получает **+1** (если таких двое или трое — каждому по очку). Но если кто-то взял все 7 взяток, ему **−3**, а остальным ничего.", "en": "In an [[all_pass|all-pass round]] everyone with the fewest tricks scores **+1** (two or three such players score one each). But a player who takes all 7 tricks scores **−3**, and the others nothing."}},
        {"score": {"rows": [[0, "+1"], [1, "0"], [2, "0"], [3, "0"]], "title": {"ru": "Распасы: взятки 0 – 2 – 2 – 3", "en": "All-pass round: tricks 0 – 2 – 2 – 3"}, "caption": {"ru": "Меньше всех — у вас, ноль взяток: +1.", "en": "You have the fewest, none at all: +1."}}},
        {"score": {"rows": [[0, "+1"], [1, "+1"], [2, "+1"], [3, "0"]], "title": {"ru": "Распасы: взятки 1 – 1 – 1 – 4", "en": "All-pass round: tricks 1 – 1 – 1 – 4"}, "caption": {"ru": "Трое по одной взятке — каждому +1.", "en": "Three players with one trick each: +1 to each."}}},
        {"score": {"rows": [[0, "0"], [1, "0"], [2, "−3"], [3, "0"]], "title": {"ru": "Распасы: взятки 0 – 0 – 7 – 0", "en": "All-pass round: tricks 0 – 0 – 7 – 0"}, "caption": {"ru": "Ганс взял всё: ему −3, остальным ничего, хотя у них по нулю.", "en": "Hans took everything: −3 to him and nothing to the others, although they took no tricks."}}}
      ]
    },
    {
      "id": "end",
      "title": {"ru": "Конец партии", "en": "End of the match"},
      "blocks": [
        {"p": {"ru": "Партия кончается после кона, в котором кто-то набрал не меньше 21 очка (или 31) **и** один имеет больше всех. Если первое место делят двое или трое — сдают дальше, пока не выявится один лидер с очками не ниже цели.", "en": "The match ends after a deal in which someone has reached 21 points (or 31) **and** alone has the highest total. If two or three share the top, play goes on until one player alone leads with at least the target."}},
        {"p": {"ru": "Пример. Счёт 10, 18, −2, 5; Фриц делает «Четыре» — 22: партия окончена, победил Фриц. Счёт 19, 20, 3, 20, распасы со взятками 2 – 1 – 3 – 1: 19, 21, 3, 21 — у Фрица и Карла поровну, играют дальше.", "en": "Example: totals 10, 18, −2, 5; Fritz makes a Four and has 22 — the match is over and Fritz wins. Totals 19, 20, 3, 20 and an all-pass round with tricks 2 – 1 – 3 – 1: 19, 21, 3, 21 — Fritz and Karl are level, so play goes on."}}
      ]
    },
    {
      "id": "options",
      "title": {"ru": "Варианты правил", "en": "Options"},
      "blocks": [
        {"p": {"ru": "Их выбирают при новой партии; по умолчанию партия идёт до 21 очка, а остальные варианты выключены.", "en": "They are chosen for a new match; by default the match is played to 21 and the other options are off."}},
        {"ul": [
          {"ru": "**Игра до 21 или 31 очка.**", "en": "**Play to 21 or 31 points.**"},
          {"ru": "**Масти в торговле (♠ < ♣ < ♦ < ♥)** — вариант из старинного описания: заказ называет и масть, пики младше всех, затем трефы, бубны, черви. «Четыре в бубнах» выше «Четырёх в трефах»; Беттель и Морд выше любого заказа «Шесть». Назначить потом можно только не ниже выигравшего заказа с его мастью.", "en": "**Suits rank in the auction (♠ < ♣ < ♦ < ♥)** — the variant in the old description: a bid also names its suit, spades lowest, then clubs, diamonds, hearts. “Four in diamonds” beats “Four in clubs”; Bettel and Mord are above every Six. The declared game must then be no lower than the winning bid with its suit."},
          {"ru": "**Старшая рука может [[hold|держать]] равный заказ**: в поединке старший — тот, кто был в торговле раньше, — может ответить на заказ младшего **таким же** заказом и удержать его. Младший должен идти выше или пасовать.", "en": "**The senior hand may [[hold|hold]] an equal bid**: in a duel the senior — the one who was in the auction first — may answer the junior's bid with the **same** bid and keep it. The junior must go higher or pass."},
          {"ru": "**Старшие козыри — валет и семёрка**: в козырной масти порядок В 7 Т К Д 10 9; в остальных мастях обычный.", "en": "**Jack and seven are top trumps**: in the trump suit the order is J 7 A K Q 10 9; other suits keep the usual order."},
          {"ru": "**Обязательно перебивать** ([[heading|перебивать взятку]]): кто может побить взятку в масти или перекозырять, обязан это сделать — во всех играх и на распасах.", "en": "**Must beat the trick when able** ([[heading|heading the trick]]): a player who can beat the trick in suit, or overtrump, must do so — in every game and in the all-pass round."},
          {"ru": "**Беттель: обязательно перебивать** (правило Пирера): то же обязательное перебивание, но только в Беттеле — там нужно класть карту выше лежащих, если она есть, и игроку труднее не взять взятку. В остальных играх и на распасах перебивать не нужно.", "en": "**Bettel: must beat the trick** (Pierer's rule): the same duty to beat, but only in Bettel — there each player must play above the cards already down if he can, which makes it harder for the declarer to stay clear. In other games and the all-pass round nobody has to beat."}
        ]},
        {"trick": {"trump": "H", "plays": [{"seat": 0, "card": "AH"}, {"seat": 1, "card": "7H"}, {"seat": 2, "card": "KH"}, {"seat": 3, "card": "9S"}], "winner": 1, "title": {"ru": "Старшие козыри — валет и семёрка", "en": "Jack and seven are top trumps"}, "caption": {"ru": "Козыри черви: {7H} старше {AH}. Без этого варианта взятку взял бы туз.", "en": "Hearts are trumps: {7H} beats {AH}. Without the option the ace would win."}}},
        {"hand": {"who": 2, "trump": "H", "table": ["KD"], "cards": ["AD", "9D", "QS", "7C"], "legal": ["AD"], "title": {"ru": "Обязательно перебивать", "en": "Must beat the trick when able"}, "caption": {"ru": "Ход {KD}. С этим вариантом Ганс обязан побить его тузом; по обычным правилам он мог бы дать и {9D}.", "en": "{KD} is led. With this option Hans must beat it with the ace; under the usual rules he could also play {9D}."}}}
      ]
    }
  ],
  "glossary": [
    {"key": "declarer", "term": {"ru": "Игрок", "en": "Declarer"}, "text": {"ru": "Тот, кто выиграл торговлю: назначает игру и козыря, ходит первым и играет один против троих противников.", "en": "The winner of the auction: he declares the game and trumps, leads first and plays alone against the three opponents."}},
    {"key": "brandeln", "term": {"ru": "Брандельн (три) — игра", "en": "Brandel (three) — the contract"}, "text": {"ru": "Младшая игра, названная, как и вся игра, по немецкому «ich brandle»: с козырем взять не меньше 3 взяток из 7; стоит 3 очка. Чтобы не путать её с названием игры, на столе она подписана «Брандельн (три)».", "en": "The lowest contract, named like the game itself after the German “ich brandle”: take at least 3 of the 7 tricks with trumps; worth 3 points. So that it is not mistaken for the game Brandeln, the table shows it as “Brandel (three)”."}},
    {"key": "four", "term": {"ru": "Четыре", "en": "Four"}, "text": {"ru": "Игра с козырем: взять не меньше 4 взяток; 4 очка.", "en": "A game with trumps: take at least 4 tricks; 4 points."}},
    {"key": "five", "term": {"ru": "Пять", "en": "Five"}, "text": {"ru": "Игра с козырем: взять не меньше 5 взяток; 5 очков.", "en": "A game with trumps: take at least 5 tricks; 5 points."}},
    {"key": "six", "term": {"ru": "Шесть", "en": "Six"}, "text": {"ru": "Игра с козырем: взять не меньше 6 взяток; 6 очков.", "en": "A game with trumps: take at least 6 tricks; 6 points."}},
    {"key": "bettel", "term": {"ru": "Беттель", "en": "Bettel"}, "text": {"ru": "Игра без козыря, в которой игрок не должен взять **ни одной** взятки; 7 очков. Одна взятка — и записывается −7. Похоже на мизер.", "en": "A game without trumps in which the declarer must take **no** trick at all; 7 points. One trick and he scores −7. Much like misère."}},
    {"key": "mord", "term": {"ru": "Морд", "en": "Mord"}, "text": {"ru": "Высшая игра: с козырем взять **все** 7 взяток; 8 очков. По-немецки «убийство».", "en": "The highest game: take **all** 7 tricks with trumps; 8 points. German for “murder” — a slam."}},
    {"key": "all_pass", "term": {"ru": "Распасы", "en": "All-pass round"}, "text": {"ru": "Кон, когда все четверо спасовали: без козырей, ходит первая рука. У кого меньше всех взяток — +1 (всем таким); взявший все 7 — −3.", "en": "The deal played when all four pass: no trumps, eldest hand leads. Everyone with the fewest tricks scores +1; a player who takes all 7 scores −3."}},
    {"key": "duel", "term": {"ru": "Торговля поединками", "en": "Duel auction"}, "text": {"ru": "Порядок торговли в Брандельне: первая рука торгуется со второй до паса, затем против оставшегося вступает третья, затем сдающий. Спасовавший выбывает.", "en": "Brandeln's auction: eldest and second hand bid until one passes, then third hand takes on the survivor, then the dealer. A player who passes is out."}},
    {"key": "hold", "term": {"ru": "Держать (удержание)", "en": "Hold"}, "text": {"ru": "Вариант торговли: старший в поединке может повторить заказ младшего и оставить игру за собой.", "en": "An auction option: the senior in a duel may repeat the junior's bid and keep the game."}},
    {"key": "trump", "term": {"ru": "Козырь", "en": "Trumps"}, "text": {"ru": "Масть, которую назначает игрок. Любой козырь бьёт любую карту другой масти. Кто не может ходить в масть, обязан бить козырем.", "en": "The suit the declarer names. Any trump beats any card of another suit. A player who cannot follow suit must trump."}},
    {"key": "follow", "term": {"ru": "Ходить в масть", "en": "Follow suit"}, "text": {"ru": "Класть карту той масти, с которой пошли. Это обязательно; нарушение (ренонс) приложение не допускает.", "en": "Play a card of the suit led. It is compulsory; the app does not allow a revoke."}},
    {"key": "heading", "term": {"ru": "Перебивать взятку", "en": "Heading the trick"}, "text": {"ru": "Класть карту старше лежащих (или старший козырь), если она есть. По обычным правилам не обязательно; обязательно с вариантом «обязательно перебивать» и, с правилом Пирера, в Беттеле.", "en": "Playing a card higher than those already down (or a higher trump) when you have one. Not required by the usual rules; required with the “must beat the trick” option and, under Pierer's rule, in Bettel."}},
    {"key": "eldest", "term": {"ru": "Первая рука", "en": "Eldest hand"}, "text": {"ru": "Игрок слева от сдающего: первым получает карты и первым говорит в торговле; ходит первым на распасах.", "en": "The player on the dealer's left: dealt to first, speaks first in the auction and leads in an all-pass round."}}
  ]
};
