// Quadrille taught: sections, worked examples and glossary, Russian and English side
// by side.  Facts from /work/shared/rules/quadrille.md.  The object below is strict
// JSON (tests/test_rules_content.py reads it); markup is explained in static/js/rules.js.
export default {
  "game": "quadrille",
  "players": [{"ru": "Вы", "en": "You"}, {"ru": "Фриц", "en": "Fritz"}, {"ru": "Ганс", "en": "Hans"}, {"ru": "Карл", "en": "Karl"}],
  "sections": [
    {
      "id": "goal",
      "title": {"ru": "Суть игры", "en": "The game in brief"},
      "blocks": [
        {"p": {"ru": "**Кадриль** — ломбер на четверых, любимая придворная игра Франции и Англии XVIII века. Каждый играет сам за себя, колода 40 карт, по 10 карт на руки. В каждой сдаче торговлю выигрывает один [[declarer|игрок]] (в старину «омбр»). Он назначает козыри и играет либо [[alliance|альянс]]: зовёт [[called_king|короля]], которого у него нет, и его владелец становится партнёром, — либо [[solo|соло]], один против троих. В обоих случаях нужно взять **6 взяток из 10**.", "en": "**Quadrille** is Ombre for four, the favourite court game of 18th-century France and England. Each plays for himself with a 40-card pack, ten cards each. In every deal one player — the [[declarer|declarer]], once called “the Ombre” — wins the auction, names trumps and plays either an [[alliance|Alliance]], calling a [[called_king|King]] he lacks, whose holder becomes his partner, or a [[solo|Solo]], alone against three. Either way he must take **6 of the 10 tricks**."}},
        {"p": {"ru": "Три старших козыря — [[matador|матадоры]]: [[spadille|Спадилья]], [[manille|Манилья]] и [[basto|Басто]]. Играют на фишки: перед каждой сдачей все кладут ставку в [[pot|банк]]; выигравший игрок забирает банк и получает ещё с остальных, проигравший платит, а банк остаётся на следующую сдачу. Партия — 4 сдачи (или кратное четырём).", "en": "The three top trumps are the [[matador|matadors]]: [[spadille|Spadille]], [[manille|Manille]] and [[basto|Basto]]. The game is played for chips: before each deal everyone stakes into the [[pot|pot]]; a successful declarer takes the pot and is paid by the others besides, a failing one pays, and the pot waits for the next deal. A match is 4 deals (or a multiple of 4)."}}
      ]
    },
    {
      "id": "deck",
      "title": {"ru": "Колода и старшинство", "en": "The pack and the order of cards"},
      "blocks": [
        {"p": {"ru": "40 карт: туз, 2, 3, 4, 5, 6, 7, валет, дама, король каждой масти — восьмёрок, девяток и десяток нет. Старшинство необычное и зависит от того, какая масть козырная.", "en": "40 cards: ace, 2, 3, 4, 5, 6, 7, jack, queen, king of each suit — no eights, nines or tens. The order is unusual and depends on which suit is trumps."}},
        {"ul": [
          {"ru": "[[spadille|Спадилья]] — туз пик {AS} — всегда первый козырь, какая бы масть ни была козырной.", "en": "[[spadille|Spadille]], the ace of spades {AS}, is always the top trump, whatever the trump suit."},
          {"ru": "[[manille|Манилья]] — второй козырь: двойка козырей, если козыри чёрные, семёрка — если красные.", "en": "[[manille|Manille]] is the second trump: the two of trumps when trumps are black, the seven when they are red."},
          {"ru": "[[basto|Басто]] — туз треф {AC} — всегда третий козырь.", "en": "[[basto|Basto]], the ace of clubs {AC}, is always the third trump."},
          {"ru": "[[punto|Пунто]] — туз козырей, если козыри красные: четвёртый козырь, но не матадор.", "en": "[[punto|Punto]], the ace of trumps when trumps are red, is the fourth trump but not a matador."},
          {"ru": "Чёрная некозырная масть: К Д В 7 6 5 4 3 2. Красная некозырная: **К Д В Т 2 3 4 5 6 7** — туз ниже валета, а младшие цифры старше старших.", "en": "A black plain suit: K Q J 7 6 5 4 3 2. A red plain suit: **K Q J A 2 3 4 5 6 7** — the ace below the jack, and low numbers beat high ones."}
        ]},
        {"hand": {"cards": ["AS", "7H", "AC", "AH", "KH", "QH", "JH", "2H", "3H", "4H", "5H", "6H"], "title": {"ru": "Козыри черви — все 12, от старшего", "en": "Hearts trumps — all 12, highest first"}, "caption": {"ru": "Спадилья, Манилья {7H}, Басто, Пунто {AH}, затем король, дама, валет и двойка … шестёрка: {2H} бьёт {5H}.", "en": "Spadille, Manille {7H}, Basto, Punto {AH}, then king, queen, jack and two … six: {2H} beats {5H}."}}},
        {"hand": {"cards": ["AS", "2S", "AC", "KS", "QS", "JS", "7S", "6S", "5S", "4S", "3S"], "title": {"ru": "Козыри пики — 11, от старшего", "en": "Spades trumps — 11, highest first"}, "caption": {"ru": "В чёрных козырях Манилья — двойка {2S}; Пунто нет.", "en": "In black trumps Manille is the two {2S}; there is no Punto."}}},
        {"hand": {"cards": ["KD", "QD", "JD", "AD", "2D", "3D", "4D", "5D", "6D", "7D"], "title": {"ru": "Бубны, когда они не козыри", "en": "Diamonds when not trumps"}, "caption": {"ru": "Красная простая масть: туз {AD} стоит после валета, семёрка младше всех.", "en": "A red plain suit: the ace {AD} comes after the jack, the seven is lowest."}}}
      ]
    },
    {
      "id": "stakes",
      "title": {"ru": "Фишки, единица и банк", "en": "Chips, units and the pot"},
      "blocks": [
        {"p": {"ru": "Перед каждой сдачей каждый кладёт в [[pot|банк]] одну [[unit|единицу]] (по умолчанию — одну фишку). В банке могут лежать и фишки прошлых сдач. Позже туда добавляются повышение игрока, ставки на воле и ремиз. Банк забирает только выигравший игрок (или противники после неудачного воле); всё невзятое переходит на следующую сдачу.", "en": "Before each deal everyone puts one [[unit|unit]] (one chip by default) into the [[pot|pot]]. Chips left from earlier deals may already be there. Later the declarer's raise, the Vole stakes and a Remise go in too. Only a successful declarer (or the opponents after a failed Vole) takes the pot; whatever is not won carries over to the next deal."}}
      ]
    },
    {
      "id": "auction",
      "title": {"ru": "Сдача и торговля", "en": "The deal and the auction"},
      "blocks": [
        {"p": {"ru": "Сдающий раздаёт по 10 карт пачками 3, 4, 3, начиная со [[eldest|старшей руки]] (следующей за ним). Ничего не открывается. Следующую сдачу сдаёт следующий игрок.", "en": "The dealer gives ten cards each in packets of 3, 4 and 3, starting with [[eldest|eldest hand]], the player after him. Nothing is turned up. The next player deals the next deal."}},
        {"p": {"ru": "Заявки: [[alliance|альянс]] («с королём»: позвать партнёра и вдвоём взять 6 взяток) и старше него [[solo|соло]] (одному против троих взять 6). К заявке можно добавить [[raise|повышение]] — сколько единиц игрок обещает доложить в банк, если выиграет торговлю. Заявки сравниваются сначала по игре, потом по повышению: по старинному правилу при равной игре выигрывает тот, кто больше добавит к ставке.", "en": "The bids: [[alliance|Alliance]] (call a King: take 6 tricks with a partner) and, above it, [[solo|Solo]] (take 6 alone against three). A bid may carry a [[raise|raise]]: the units the bidder promises to add to the pot if he wins the auction. Bids compare first by game, then by raise: by the old rule, of two bids for the same game the one that adds more to the stake wins."}},
        {"p": {"ru": "Говорят по кругу от старшей руки. Каждый пасует (и выбывает до конца торговли) или заявляет выше всех. Держащий старшую заявку говорит снова, только когда его перебьют. Когда против заявки спасовали трое, торговля окончена, и игрок сразу кладёт своё повышение в банк.", "en": "Players speak in turn from eldest hand. Each passes (and is out for good) or bids higher than anyone so far. The holder of the highest bid speaks again only once he is overcalled. When three have passed against a bid the auction ends, and the declarer at once puts his raise into the pot."}},
        {"table": {
          "head": [{"ru": "Кто", "en": "Who"}, {"ru": "Заявка", "en": "Bid"}, {"ru": "Почему можно", "en": "Why it is allowed"}],
          "rows": [
            [{"ru": "Фриц (старшая рука)", "en": "Fritz (eldest)"}, {"ru": "альянс", "en": "Alliance"}, {"ru": "первая заявка", "en": "the first bid"}],
            [{"ru": "Ганс", "en": "Hans"}, {"ru": "альянс +1", "en": "Alliance +1"}, {"ru": "та же игра, но больше фишек", "en": "the same game, more chips"}],
            [{"ru": "Карл", "en": "Karl"}, {"ru": "соло", "en": "Solo"}, {"ru": "игра старше", "en": "a higher game"}],
            [{"ru": "Вы (сдающий)", "en": "You (dealer)"}, {"ru": "пас", "en": "pass"}, {"ru": "вы выбыли", "en": "you are out"}],
            [{"ru": "Фриц", "en": "Fritz"}, {"ru": "пас", "en": "pass"}, {"ru": "Фриц выбыл", "en": "Fritz is out"}],
            [{"ru": "Ганс", "en": "Hans"}, {"ru": "соло +1", "en": "Solo +1"}, {"ru": "соло, но больше фишек", "en": "Solo with more chips"}],
            [{"ru": "Карл", "en": "Karl"}, {"ru": "пас", "en": "pass"}, {"ru": "Ганс играет соло и кладёт 1 в банк", "en": "Hans plays Solo and pays 1 into the pot"}]
          ]
        }},
        {"p": {"ru": "Если спасовали все четверо, сдача не играется: банк остаётся и с новыми ставками «удваивается» к следующей сдаче (или, с вариантом «вынужденная Спадилья», играет альянс владелец {AS}).", "en": "If all four pass, the deal is not played: the pot stays and, with four new antes, “doubles” for the next deal (or, with the “forced Spadille” option, the holder of {AS} must play an Alliance)."}}
      ]
    },
    {
      "id": "declaration",
      "title": {"ru": "Козыри, король и партнёр", "en": "Trumps, the King and the partner"},
      "blocks": [
        {"p": {"ru": "Игрок называет козыри (любую масть), а в альянсе ещё и [[called_king|зовёт короля]], которого у него нет, — любой масти, хоть козырного. Если у него все четыре короля, он зовёт даму некозырной масти (козырную — только если у него все три другие дамы), а при всех королях и дамах — валета. Себя позвать нельзя, поэтому партнёр всегда есть.", "en": "The declarer names trumps (any suit) and, in an Alliance, [[called_king|calls a King]] he does not hold — any suit, trumps included. Holding all four Kings he calls a Queen of a plain suit (the trump Queen only if he holds the three others), and holding all Kings and Queens, a Jack. He can never call himself, so there is always a partner."}},
        {"p": {"ru": "Владелец позванной карты решает: [[announce|объявиться]] — все узнают, что он партнёр, — или промолчать, и тогда его узнают, когда он сыграет эту карту. Взятки партнёра в любом случае идут стороне игрока, выигрыш делится пополам. Молчание — страховка: если альянс проиграет, молчавшему партнёру тоже платят.", "en": "The holder of the called card chooses: [[announce|announce]] himself — everyone learns he is the partner — or stay silent, and then he is known when he plays the card. Either way his tricks count for the declarer's side and a win is shared. Silence is insurance: if the Alliance fails, a silent partner is paid too."}}
      ]
    },
    {
      "id": "play",
      "title": {"ru": "Розыгрыш", "en": "The play"},
      "blocks": [
        {"p": {"ru": "Первым ходит игрок, дальше — взявший взятку. Играются все 10 взяток (кроме остановки в соло). Правила хода:", "en": "The declarer leads first, then whoever won the last trick. All ten tricks are played (unless a Solo declarer stops). The rules of play:"}},
        {"ul": [
          {"ru": "Ходить в масть — любой картой этой масти. Бить, козырять и перекозырять **не обязательно**.", "en": "Follow suit, with any card of it. You **need not** beat, trump or overtrump."},
          {"ru": "{AS} и {AC} — козыри, а не пики и трефы: если у вас {AS} и {5S}, на ход пикой нужно дать {5S}; а если кроме {AC} треф нет, на трефу можно козырять Басто.", "en": "{AS} and {AC} are trumps, not spades and clubs: on a spade lead, holding {AS} and {5S}, you must play {5S}; and holding {AC} but no other club, you are void in clubs and may trump with Basto."},
          {"ru": "На ход козырем нужно дать козырь. [[privilege|Привилегия матадоров]]: если ваши козыри — одни матадоры, их можно придержать. Заставить матадор может только **вышедший первым** старший матадор: Спадилья заставляет одинокую Манилью или одинокого Басто, Манилья — одинокого Басто. Пунто привилегии не имеет.", "en": "On a trump lead you must play a trump. The [[privilege|matadors' privilege]]: if your only trumps are matadors you may keep them back. Only a higher matador **led** forces one out: Spadille forces a lone Manille or Basto, Manille a lone Basto. Punto has no privilege."},
          {"ru": "Взятку берёт старший козырь; без козырей — старшая карта масти хода.", "en": "The highest trump wins the trick; without trumps, the highest card of the suit led."}
        ]},
        {"hand": {"who": 0, "trump": "D", "table": ["KS"], "cards": ["AS", "2S", "6S", "QH"], "legal": ["2S", "6S"], "title": {"ru": "Спадилья — не пика", "en": "Spadille is not a spade"}, "caption": {"ru": "Козыри бубны, Фриц пошёл {KS}. У вас есть пики — ходите {2S} или {6S}. Дать {AS} нельзя — это козырь, а не пика, вышел бы ренонс.", "en": "Diamonds are trumps and Fritz leads {KS}. You hold spades, so play {2S} or {6S}. {AS} would be a revoke: it is a trump."}}},
        {"hand": {"who": 0, "trump": "D", "table": ["AS"], "cards": ["AC", "2C", "3H", "4S"], "legal": ["AC"], "title": {"ru": "Матадор вынужден", "en": "A forced matador"}, "caption": {"ru": "Козыри бубны, пошли Спадильей {AS}. Ваш единственный козырь — Басто, а вышел старший матадор: нужно отдать {AC}.", "en": "Diamonds are trumps and Spadille {AS} is led. Your only trump is Basto and a higher matador was led, so you must give up {AC}."}}},
        {"hand": {"who": 0, "trump": "H", "table": ["AH"], "cards": ["AC", "5S", "QS", "JD"], "legal": ["AC", "5S", "QS", "JD"], "title": {"ru": "Привилегия матадоров", "en": "The matadors' privilege"}, "caption": {"ru": "Козыри черви, пошли Пунто {AH}. Пунто — не матадор, и ваш одинокий Басто не обязан выходить: можно любую карту.", "en": "Hearts are trumps and Punto {AH} is led. Punto is no matador, so your lone Basto need not come out: any card is legal."}}},
        {"trick": {"trump": "H", "plays": [{"seat": 1, "card": "5C"}, {"seat": 2, "card": "AC"}, {"seat": 3, "card": "QC"}, {"seat": 0, "card": "6C"}], "winner": 1, "caption": {"ru": "Козыри черви. Ход трефой; у Ганса треф нет (Басто — козырь), и он берёт взятку Басто — единственным козырем во взятке.", "en": "Hearts are trumps. Clubs are led; Hans has no clubs (Basto is a trump), and wins the trick with Basto, the only trump in it."}}},
        {"trick": {"trump": "H", "plays": [{"seat": 2, "card": "JD"}, {"seat": 3, "card": "2S"}, {"seat": 0, "card": "7C"}, {"seat": 1, "card": "2D"}], "winner": 0, "caption": {"ru": "Козырей нет во взятке: считаются только бубны, а в красной масти валет старше двойки — берёт {JD}.", "en": "No trump in the trick: only diamonds count, and in a red suit the jack beats the two — {JD} wins."}}}
      ]
    },
    {
      "id": "vole",
      "title": {"ru": "Остановиться или воле", "en": "Stop or go for the Vole"},
      "blocks": [
        {"p": {"ru": "Если в соло игрок взял **шесть первых взяток подряд**, перед седьмой он выбирает: [[stop|остановиться]] — игра кончается, соло сделано, — или играть [[vole|воле]], все 10 взяток. Тогда каждый из четверых сразу кладёт в банк ещё по единице. Воле сделано — каждый противник платит 6 единиц; не удалось — противники всё равно платят по 4, но банк делят между собой. В альянсе воле не бывает.", "en": "If a Solo declarer has won **the first six tricks in a row**, before the seventh he chooses: [[stop|stop]] — play ends and the Solo is made — or go for the [[vole|Vole]], all 10 tricks. Then each of the four at once adds a unit to the pot. A Vole made: each opponent pays 6 units; failed: the opponents still pay 4 each but share the pot among themselves. An Alliance never plays a Vole."}},
        {"score": {"rows": [[0, "−4"], [1, "−4"], [2, "−4"], [3, "+10"]], "title": {"ru": "Воле не удалось", "en": "A failed Vole"}, "caption": {"ru": "Карл взял шесть взяток подряд в соло и пошёл на воле: в банке 4 ставки и 4 за воле = 8. Восьмую взятку взял Басто противника. Каждый противник платит Карлу 4, банк делится по 2 на троих, 2 фишки остаются. С учётом ставок: −4, −4, −4 и +10.", "en": "Karl won six straight tricks in a Solo and went for the Vole: the pot holds 4 antes and 4 Vole stakes = 8. An opponent's Basto took trick eight. Each opponent pays Karl 4, the pot is split 2 each among the three, 2 chips stay. Stakes included: −4, −4, −4 and +10."}}}
      ]
    },
    {
      "id": "scoring",
      "title": {"ru": "Расчёт", "en": "Settlement"},
      "blocks": [
        {"p": {"ru": "Считаются взятки стороны игрока (с партнёром в альянсе) и матадоры, оказавшиеся в её взятках. Платят единицами:", "en": "What counts are the tricks of the declarer's side (with the partner in an Alliance) and the matadors that end up in its tricks. Payments are in units:"}},
        {"table": {
          "head": [{"ru": "Итог", "en": "Outcome"}, {"ru": "Когда", "en": "When"}, {"ru": "Кто кому платит", "en": "Who pays whom"}, {"ru": "Банк", "en": "Pot"}],
          "rows": [
            [{"ru": "Альянс сделан", "en": "Alliance made"}, {"ru": "6+ взяток", "en": "6+ tricks"}, {"ru": "каждый из двух противников — по 1 единице, а при 2–3 матадорах во взятках — по 2–3", "en": "each of the two opponents pays 1 unit, or 2–3 with 2–3 matadors in the tricks"}, {"ru": "стороне; всё делится пополам, лишняя фишка игроку", "en": "to the side; all of it split in half, the odd chip to the declarer"}],
            [{"ru": "Соло сделано", "en": "Solo made"}, {"ru": "6+ взяток или остановка", "en": "6+ tricks, or stop"}, {"ru": "каждый из троих — по 4", "en": "each of the three pays 4"}, {"ru": "игроку", "en": "to the declarer"}],
            [{"ru": "Воле сделано", "en": "Vole made"}, {"ru": "все 10", "en": "all 10"}, {"ru": "каждый из троих — по 6", "en": "each of the three pays 6"}, {"ru": "игроку", "en": "to the declarer"}],
            [{"ru": "[[remise|Ремиз]]", "en": "[[remise|Remise]]"}, {"ru": "ровно 5", "en": "exactly 5"}, {"ru": "игрок кладёт ещё 1 в банк", "en": "the declarer adds 1 to the pot"}, {"ru": "остаётся", "en": "stays"}],
            [{"ru": "Проигрыш", "en": "Loss"}, {"ru": "3–4", "en": "3–4"}, {"ru": "игрок — по 1 каждому противнику (с открытым партнёром — двоим, с молчавшим — троим)", "en": "the declarer pays 1 to each opponent (two if the partner announced, all three if he was silent)"}, {"ru": "остаётся", "en": "stays"}],
            [{"ru": "Крупный проигрыш", "en": "Heavy loss"}, {"ru": "0–2", "en": "0–2"}, {"ru": "игрок — по 1 всем троим, и открытому партнёру тоже", "en": "the declarer pays 1 to all three, an announced partner too"}, {"ru": "остаётся", "en": "stays"}]
          ]
        }},
        {"p": {"ru": "Партнёр никогда ничего не платит. Что не выиграно — остаётся в банке на следующую сдачу.", "en": "The partner never pays anything. Whatever is not won stays in the pot for the next deal."}},
        {"score": {"rows": [[0, "+4"], [1, "−3"], [2, "+3"], [3, "−3"]], "title": {"ru": "Альянс сделан, два матадора", "en": "Alliance made, two matadors"}, "caption": {"ru": "В банке 1 фишка с прошлой сдачи и 4 ставки = 5. Вы играете альянс, Ганс объявился партнёром; вместе вы взяли 8 взяток, а в них Спадилья и Манилья. Фриц и Карл платят по 2; всего 5 + 4 = 9: вам 5, Гансу 4. С учётом ставок: +4, −3, +3, −3.", "en": "The pot holds 1 chip from the last deal and 4 antes = 5. You play an Alliance and Hans announces himself; together you take 8 tricks with Spadille and Manille among them. Fritz and Karl pay 2 each; in all 5 + 4 = 9: 5 to you, 4 to Hans. Net of the antes: +4, −3, +3, −3."}}},
        {"score": {"rows": [[0, "0"], [1, "0"], [2, "0"], [3, "−4"]], "title": {"ru": "Альянс проигран, партнёр молчал", "en": "Alliance lost, silent partner"}, "caption": {"ru": "Карл с партнёром взяли 3 взятки. Партнёр молчал — Карл платит по единице всем троим; банк 4 остаётся. С учётом ставок Карл −4, остальные при своих. С открытым партнёром платили бы только двоим: Карл −3, партнёр −1.", "en": "Karl and his partner took 3 tricks. The partner was silent, so Karl pays a unit to all three; the pot of 4 stays. With the antes Karl is −4 and the others are square. With an announced partner only two are paid: Karl −3, the partner −1."}}}
      ]
    },
    {
      "id": "end",
      "title": {"ru": "Конец партии", "en": "End of the match"},
      "blocks": [
        {"p": {"ru": "Партия — 4 сдачи (или 8, 12 …), чтобы все сдавали поровну; сдачи, где все спасовали, тоже считаются. Фишки, оставшиеся в банке после последней сдачи, делятся поровну, а остаток — по одной, начиная со старшей руки последней сдачи. Побеждает тот, у кого больше всего фишек; при равенстве место делят.", "en": "A match is 4 deals (or 8, 12 …) so that everyone deals equally often; passed-out deals count. Chips left in the pot after the last deal are shared equally, the odd ones one by one from the eldest hand of the last deal. The player with the most chips wins; equal totals share the place."}}
      ]
    },
    {
      "id": "options",
      "title": {"ru": "Варианты правил", "en": "Options"},
      "blocks": [
        {"ul": [
          {"ru": "**Ставка** (по умолчанию 1 фишка) — сколько каждый кладёт в банк перед сдачей.", "en": "**Ante** (1 chip by default): what each player puts into the pot before a deal."},
          {"ru": "**Единица = ставка** (по умолчанию) или **единица = четверть банка** — как в исходном тексте: «единица соответствует одной четверти от всех поставленных перед игрой». Тогда, как только ставки внесены, единица — четверть всего банка (с округлением вниз), и такой она остаётся всю сдачу. Повышение, ставки на воле, ремиз и все выплаты считаются в ней. Пример: ставка 2, с прошлых сдач в банке 30 — единица (30 + 8) / 4 = 9 фишек; проигранное соло стоит игроку по 9 фишек каждому из троих.", "en": "**A unit is one ante** (default) or **a unit is a quarter of the stakes** — the source text's reading: “a unit is one quarter of everything staked before the play”. Once the antes are in, a unit is a quarter of the whole pot (rounded down) for the whole deal; the raise, Vole stakes, Remise and every payment are counted in it. Example: ante 2 and 30 chips carried in — a unit is (30 + 8) / 4 = 9 chips, and a lost Solo costs the declarer 9 chips to each of the three others."},
          {"ru": "**Наибольшее повышение** в торговле (по умолчанию 4).", "en": "**Largest raise** in the auction (4 by default)."},
          {"ru": "**Если все спасовали**: пересдача (банк растёт) или [[forced_spadille|вынужденная Спадилья]] — владелец {AS} играет альянс без повышения; ему не грозит крупный проигрыш.", "en": "**When all pass**: a redeal (the pot grows) or [[forced_spadille|forced Spadille]] — the holder of {AS} plays an Alliance with no raise, and never suffers a heavy loss."},
          {"ru": "**Без масти — обязательно бить козырем**: у кого нет масти хода, но есть козырь не из матадоров, тот обязан дать козырь (любой). С одними матадорами по-прежнему можно не козырять.", "en": "**Void in the suit led: must trump**: a player void in the suit led who holds a trump that is not a matador must play a trump (any). A player whose trumps are all matadors stays free."},
          {"ru": "**Число сдач** в партии: 4, 8, 12 …", "en": "**Number of deals** in a match: 4, 8, 12 …"}
        ]}
      ]
    }
  ],
  "glossary": [
    {"key": "declarer", "term": {"ru": "Игрок (омбр)", "en": "Declarer (the Ombre)"}, "text": {"ru": "Выигравший торговлю: называет козыри, в альянсе зовёт короля, ходит первым.", "en": "The winner of the auction: he names trumps, calls a King in an Alliance and leads first."}},
    {"key": "alliance", "term": {"ru": "Альянс («с королём»)", "en": "Alliance"}, "text": {"ru": "Заявка: позвать короля, которого нет, и вместе с его владельцем взять 6 взяток из 10.", "en": "A bid: call a King you lack and, with its holder, take 6 of the 10 tricks."}},
    {"key": "solo", "term": {"ru": "Соло", "en": "Solo"}, "text": {"ru": "Заявка старше альянса: одному против троих взять 6 взяток. Сделано — каждый платит по 4 единицы.", "en": "The bid above Alliance: take 6 tricks alone against three. Made, each pays 4 units."}},
    {"key": "vole", "term": {"ru": "Воле", "en": "Vole"}, "text": {"ru": "Все 10 взяток. Объявляется только в соло после шести первых взяток подряд; каждый докладывает единицу в банк. Сделано — по 6 единиц с каждого.", "en": "All 10 tricks. Only in a Solo, after winning the first six in a row; each adds a unit to the pot. Made, 6 units from each."}},
    {"key": "stop", "term": {"ru": "Остановиться", "en": "Stop"}, "text": {"ru": "Выбор игрока в соло после шести взяток подряд: кончить игру, соло сделано.", "en": "The Solo declarer's choice after six straight tricks: end the play with the Solo made."}},
    {"key": "called_king", "term": {"ru": "Позванный король", "en": "The called King"}, "text": {"ru": "Король (при всех королях — дама, потом валет), которого зовёт игрок в альянсе. Его владелец — партнёр на эту сдачу.", "en": "The King (a Queen, then a Jack, if he holds all Kings) the declarer calls in an Alliance. Its holder is his partner for the deal."}},
    {"key": "announce", "term": {"ru": "Открытый и тайный партнёр", "en": "Announced or silent partner"}, "text": {"ru": "Партнёр может объявиться или промолчать. Выигрыш делится в любом случае; при проигрыше молчавшему тоже платят.", "en": "The partner may announce himself or stay silent. A win is shared either way; on a loss a silent partner is paid too."}},
    {"key": "matador", "term": {"ru": "Матадоры", "en": "Matadors"}, "text": {"ru": "Три старших козыря: Спадилья, Манилья, Басто. Их можно придержать на ход козырем (привилегия); в выигранном альянсе каждый матадор во взятках стороны повышает плату.", "en": "The three top trumps: Spadille, Manille, Basto. They may be kept back on a trump lead (the privilege); in a made Alliance each matador in the side's tricks raises the payment."}},
    {"key": "spadille", "term": {"ru": "Спадилья", "en": "Spadille"}, "text": {"ru": "Туз пик: всегда первый козырь, какая бы масть ни была козырной. Пикой не считается.", "en": "The ace of spades: always the top trump, whatever the trump suit. It is not a spade."}},
    {"key": "manille", "term": {"ru": "Манилья", "en": "Manille"}, "text": {"ru": "Второй козырь: двойка чёрных козырей или семёрка красных.", "en": "The second trump: the two of black trumps or the seven of red ones."}},
    {"key": "basto", "term": {"ru": "Басто", "en": "Basto"}, "text": {"ru": "Туз треф: всегда третий козырь. Трефой не считается.", "en": "The ace of clubs: always the third trump. It is not a club."}},
    {"key": "punto", "term": {"ru": "Пунто", "en": "Punto"}, "text": {"ru": "Туз красных козырей: четвёртый козырь, но не матадор и без привилегии.", "en": "The ace of red trumps: the fourth trump, but not a matador and without the privilege."}},
    {"key": "privilege", "term": {"ru": "Привилегия матадоров", "en": "Matadors' privilege"}, "text": {"ru": "На ход козырем можно не отдавать матадор, если других козырей нет; заставляет только вышедший первым старший матадор.", "en": "On a trump lead you need not give up a matador if you hold no other trump; only a higher matador led forces it."}},
    {"key": "pot", "term": {"ru": "Банк", "en": "Pot"}, "text": {"ru": "Фишки на столе: ставки всех, повышение, ставки на воле, ремиз. Забирает выигравший игрок; иначе банк переходит на следующую сдачу.", "en": "The chips on the table: everyone's antes, the raise, Vole stakes, a Remise. A successful declarer takes it; otherwise it carries to the next deal."}},
    {"key": "unit", "term": {"ru": "Единица", "en": "Unit"}, "text": {"ru": "Мера всех выплат: одна ставка или, с вариантом, четверть банка перед игрой.", "en": "The measure of every payment: one ante or, with the option, a quarter of the pot before the play."}},
    {"key": "raise", "term": {"ru": "Повышение", "en": "Raise"}, "text": {"ru": "Единицы, которые заявляющий обещает доложить в банк; при равной игре выигрывает большее повышение.", "en": "Units a bidder promises to add to the pot; of two bids for the same game the larger raise wins."}},
    {"key": "remise", "term": {"ru": "Ремиз", "en": "Remise"}, "text": {"ru": "Ровно 5 взяток у стороны игрока: никто не платит, но игрок кладёт ещё единицу в банк — ставка на следующую сдачу «двойная».", "en": "Exactly 5 tricks for the declarer's side: nobody is paid, but the declarer adds a unit to the pot — a “double stake” for the next deal."}},
    {"key": "forced_spadille", "term": {"ru": "Вынужденная Спадилья", "en": "Forced Spadille"}, "text": {"ru": "Вариант: если все спасовали, владелец {AS} обязан играть альянс.", "en": "An option: when all pass, the holder of {AS} must play an Alliance."}},
    {"key": "eldest", "term": {"ru": "Старшая рука", "en": "Eldest hand"}, "text": {"ru": "Игрок после сдающего: первым получает карты и первым говорит в торговле.", "en": "The player after the dealer: dealt to first and first to speak in the auction."}}
  ]
};
