// Cuatrola taught: sections, worked examples and glossary, Russian and English side
// by side.  Facts from /work/shared/rules/cuatrola.md.  The object below is strict
// JSON (tests/test_rules_content.py reads it); markup is explained in static/js/rules.js.
export default {
  "game": "cuatrola",
  "players": [{"ru": "Вы", "en": "You"}, {"ru": "Пако", "en": "Paco"}, {"ru": "Лола", "en": "Lola"}, {"ru": "Рамон", "en": "Ramón"}],
  "sections": [
    {
      "id": "goal",
      "title": {"ru": "Суть игры", "en": "The game in brief"},
      "blocks": [
        {"p": {"ru": "**Куатрола** (la Cuatrola) — испанская игра из семейства туте, её играют в Кастилии и Эстремадуре. Четверо, две постоянные пары: вы и **Лола** (напротив) против Пако и Рамона. Колода из 20 карт, каждому по 5; масть последней сданной карты — [[trump_card|козырная]].", "en": "**Cuatrola** is a Spanish game of the Tute family, played in Castile and Extremadura. Four players in two fixed pairs: you and **Lola** (opposite) against Paco and Ramón. A 20-card pack, five cards each; the suit of the last card dealt is [[trump_card|trumps]]."}},
        {"p": {"ru": "После сдачи каждый один раз пасует или заявляет игру: [[solo|соло]], [[cuatrola|куатролу]] или [[quintola|квинтолу]]. Заявивший старшую игру играет **один против двоих**, а его партнёр [[sitting_out|не играет]] эту сдачу. Если все спасовали — [[pass_out|игра без заявки]]: все четверо играют на очки. Каждая сдача приносит очки партии одной из пар; кто первым наберёт **ровно 11**, выиграл.", "en": "After the deal each player speaks once, either passing or declaring a game: [[solo|Solo]], [[cuatrola|Cuatrola]] or [[quintola|Quintola]]. Whoever declares the highest game plays **alone against two**, and his partner [[sitting_out|sits the deal out]]. If all pass, it is a [[pass_out|pass-out deal]]: all four play for points. Each deal gives game points to one pair; the first to reach **exactly 11** wins."}}
      ]
    },
    {
      "id": "deck",
      "title": {"ru": "Колода, старшинство и очки", "en": "The pack, the order and the points"},
      "blocks": [
        {"p": {"ru": "Испанская колода: туз, тройка, король, конь (caballo) и валет (sota) в четырёх мастях — монеты (oros), кубки (copas), мечи (espadas) и жезлы (bastos). Старшинство в каждой масти, и в козырях тоже: **туз, тройка, король, конь, валет** — тройка старше короля! Любой козырь бьёт любую некозырную карту.", "en": "The Spanish pack: ace, three, king, knight (caballo) and jack (sota) in four suits — coins (oros), cups (copas), swords (espadas) and clubs (bastos). The order in every suit, trumps included: **ace, three, king, knight, jack** — the three beats the king! Any trump beats any card that is not a trump."}},
        {"hand": {"cards": ["AO", "3O", "KO", "NO", "JO"], "title": {"ru": "Монеты от старшей к младшей", "en": "Coins, highest to lowest"}, "caption": {"ru": "Очки карт: туз 11, тройка 10, король 4, конь 3, валет 2 — в масти 30, во всей колоде 120.", "en": "Card points: ace 11, three 10, king 4, knight 3, jack 2 — 30 in a suit, 120 in the pack."}}}
      ]
    },
    {
      "id": "deal",
      "title": {"ru": "Сдача и козырь", "en": "The deal and trumps"},
      "blocks": [
        {"p": {"ru": "Карты сдают по одной, начиная с [[mano|мано]] (первой руки — игрока, следующего за сдающим), пять кругов. Двадцатая карта приходится сдающему; её открывают — это [[trump_card|козырная карта]] (la muestra), её масть — козыри на всю сдачу. Сдающий держит её в руке и играет как обычную карту; пока она не сыграна, её видят все. Сдают по очереди: следующую сдачу сдаёт следующий игрок.", "en": "The cards are dealt one at a time, in five rounds, starting with [[mano|mano]] (eldest hand, the player after the dealer). The twentieth card falls to the dealer and is turned face up: the [[trump_card|trump card]] (la muestra); its suit is trumps for the deal. The dealer keeps it in his hand and plays it like any other card; until then everyone can see it. The next player deals the next deal."}}
      ]
    },
    {
      "id": "declarations",
      "title": {"ru": "Заявки", "en": "Declarations"},
      "blocks": [
        {"p": {"ru": "Каждый говорит **ровно один раз**, от мано до сдающего: «пас» или игра **выше** всех заявленных. Перебить можно и своего партнёра.", "en": "Everyone speaks **exactly once**, from mano to the dealer: “pass”, or a game **higher** than any declared so far. You may overcall your own partner."}},
        {"table": {
          "head": [{"ru": "Заявка", "en": "Declaration"}, {"ru": "Что нужно сделать", "en": "What you must do"}, {"ru": "Очки партии", "en": "Game points"}],
          "rows": [
            [{"ru": "[[solo|Соло]]", "en": "[[solo|Solo]]"}, {"ru": "одному набрать больше очков, чем пара соперников", "en": "alone, take more points than the opposing pair"}, "2"],
            [{"ru": "[[cuatrola|Куатрола]]", "en": "[[cuatrola|Cuatrola]]"}, {"ru": "взять не меньше 4 взяток из 5", "en": "win at least 4 of the 5 tricks"}, "4"],
            [{"ru": "[[quintola|Квинтола]]", "en": "[[quintola|Quintola]]"}, {"ru": "взять все 5 взяток", "en": "win all 5 tricks"}, "5"],
            [{"ru": "[[pass_out|Игра без заявки]]", "en": "[[pass_out|Pass-out deal]]"}, {"ru": "все спасовали: пары играют на очки", "en": "all passed: the pairs play for points"}, "1"]
          ]
        }},
        {"p": {"ru": "Последний заявивший (он же старший) играет один против двоих, а его партнёр откладывает карты рубашкой вверх: их никто не видит, они не играют и не считаются. Во взятке три карты. При равной игре первенство у того, кто ближе к мано: повторить чужую заявку нельзя.", "en": "The last to declare (who is also the highest) plays alone against two; his partner puts his cards face down — nobody sees them, they are not played and count for nobody. Each trick has three cards. An equal game cannot be declared, so at the same level the player nearer to mano keeps it."}},
        {"p": {"ru": "Пример. Сдаёте вы, мано — Пако. Пако: «соло»; Лола: «пас»; Рамон, партнёр Пако: «куатрола»; вы: «пас». Играет Рамон, куатрола; Пако не играет. Мано не играет — первым ходит следующий, Лола, и ход идёт Лола → Рамон → вы.", "en": "Example: you deal, so Paco is mano. Paco: “Solo”; Lola: “pass”; Ramón, Paco's partner: “Cuatrola”; you: “pass”. Ramón plays a Cuatrola and Paco sits out. Mano sits out, so the next player, Lola, leads, and play goes Lola → Ramón → you."}},
        {"p": {"ru": "Ограничение [[exact_11|«ровно 11»]]: нельзя заявить игру, успех которой перевёл бы вашу пару за 11. С 6 и меньше можно всё; с 7 — соло или куатролу; с 8 или 9 — только соло; с 10 — только пас.", "en": "The [[exact_11|“exactly 11”]] limit: you may not declare a game whose success would carry your pair past 11. With 6 or less anything goes; with 7, Solo or Cuatrola; with 8 or 9, only Solo; with 10, only pass."}}
      ]
    },
    {
      "id": "play",
      "title": {"ru": "Розыгрыш: обязанности", "en": "The play: what you must play"},
      "blocks": [
        {"p": {"ru": "Первым ходит мано (если мано не играет — следующий за ним). Кто взял взятку, ходит следующим. Играются все пять взяток. Обязанности строгие и действуют **даже когда взятку берёт ваш партнёр**:", "en": "Mano leads to the first trick (if mano sits out, the next player). Whoever wins a trick leads to the next. All five tricks are played. The duties are strict and hold **even when your partner is winning the trick**:"}},
        {"ul": [
          {"ru": "[[asistir|Ходить в масть]] (asistir) и [[montar|перебить]] (montar): есть карта масти хода — кладите её, и старше самой старшей карты этой масти на столе, если можете.", "en": "[[asistir|Follow suit]] (asistir) and [[montar|beat]] (montar): if you hold the suit led you must play it, and higher than the highest card of that suit on the table if you can."},
          {"ru": "Если взятка уже побита козырем, в масть ходить всё равно нужно, но перебивать уже не обязательно.", "en": "Once the trick has been trumped you must still follow suit, but need not beat anything."},
          {"ru": "Нет масти — [[fallar|бейте козырем]] (fallar); если во взятке уже есть козырь — [[montar_fallo|перекозыряйте]] (montar el fallo), если можете. Не можете перекозырять — кладите любую карту, хоть младший козырь.", "en": "Void in the suit — you must [[fallar|trump]] (fallar); if a trump is already in the trick you must [[montar_fallo|overtrump]] (montar el fallo) if you can. If you cannot overtrump, play any card, a lower trump included."},
          {"ru": "Ход козырем — [[arrastre|arrastre]]: кладите козырь старше, если есть, иначе любой козырь.", "en": "A trump lead is an [[arrastre|arrastre]]: play a higher trump if you have one, otherwise any trump."},
          {"ru": "Взятку берёт старший козырь, а без козырей — старшая карта масти хода.", "en": "The highest trump wins the trick; without trumps, the highest card of the suit led."}
        ]},
        {"hand": {"who": 3, "trump": "E", "table": ["NC", "KC"], "cards": ["3C", "JC", "AO", "KB", "3E"], "legal": ["3C"], "title": {"ru": "Нужно перебить", "en": "You must beat"}, "caption": {"ru": "Козыри мечи. Ход Пако — {NC}, у Лолы — {KC}. У Рамона есть кубки, и {3C} старше короля — класть можно только её; {JC} — нельзя.", "en": "Swords are trumps. Paco led {NC}, Lola played {KC}. Ramón holds cups, and {3C} beats the king — it is his only legal card; {JC} is not allowed."}}},
        {"hand": {"who": 0, "trump": "C", "table": ["AE", "KE"], "cards": ["NC", "3O", "KB", "JO"], "legal": ["NC"], "title": {"ru": "Козырять, даже когда берёт партнёр", "en": "Trump even when your partner is winning"}, "caption": {"ru": "Козыри кубки. Ход Лолы, вашего партнёра, — {AE}, у Рамона — {KE}. Мечей у вас нет — вы обязаны бить козырем, ваш козырь — {NC}, хотя взятка и так ваша.", "en": "Cups are trumps. Lola, your partner, led {AE} and Ramón played {KE}. You have no swords, so you must trump with {NC}, although the trick is already yours."}}},
        {"hand": {"who": 0, "trump": "C", "table": ["KO", "JC"], "cards": ["AO", "NO", "3E"], "legal": ["AO", "NO"], "title": {"ru": "Взятка уже побита козырем", "en": "The trick is already trumped"}, "caption": {"ru": "Козыри кубки. Первым пошёл {KO}, вторым — {JC}, козырь. Монеты у вас есть — ходите в масть, но перебивать короля не нужно: подойдёт и {NO}.", "en": "Cups are trumps. {KO} was led, then {JC} trumped it. You hold coins, so you must follow, but you need not beat the king: {NO} will do."}}},
        {"trick": {"trump": "O", "plays": [{"seat": 0, "card": "AC"}, {"seat": 1, "card": "3C"}, {"seat": 2, "card": "JO"}, {"seat": 3, "card": "KC"}], "winner": 2, "caption": {"ru": "Козыри монеты, игра без заявки. {JO} — единственный козырь и берёт взятку, хотя валет — самая младшая карта.", "en": "Coins are trumps, a pass-out deal. {JO} is the only trump and wins, though the jack is the lowest card of a suit."}}},
        {"trick": {"trump": "O", "plays": [{"seat": 1, "card": "NB"}, {"seat": 2, "card": "JB"}, {"seat": 3, "card": "KO"}, {"seat": 0, "card": "3O"}], "winner": 3, "caption": {"ru": "Рамон козыряет королём, вы перекозыриваете тройкой: тройка старше короля.", "en": "Ramón trumps with the king and you overtrump with the three: the three beats the king."}}}
      ]
    },
    {
      "id": "cantes",
      "title": {"ru": "Канты", "en": "Cantes"},
      "blocks": [
        {"p": {"ru": "[[cante|Кант]] — король и конь одной масти на руке: **20** очков («двадцать», las veinte), в козырях **40** ([[cuarenta|«сорок»]], las cuarenta). Кант объявляется после взятки, которую взяла ваша пара, если обе карты ещё у вас на руке. Приложение объявляет его само — петь всегда выгодно.", "en": "A [[cante|cante]] is a king and a knight of one suit in one hand: **20** points (las veinte), in trumps **40** ([[cuarenta|las cuarenta]]). It is sung after a trick your pair has just won, if both cards are still in your hand. The app sings it for you — singing never hurts."}},
        {"ul": [
          {"ru": "Только в игре без заявки и в соло. В куатроле и квинтоле не поёт никто — там считаются только взятки.", "en": "Only in a pass-out deal and in a Solo. In a Cuatrola or Quintola nobody sings — only tricks count there."},
          {"ru": "Не больше одного канта после одной взятки; каждую масть поют один раз за сдачу.", "en": "At most one cante after any trick; each suit can be sung once a deal."},
          {"ru": "Если могут петь несколько: сначала козырные 40, потом тот, кто взял взятку, — раньше своего партнёра, потом масти по порядку монеты, кубки, мечи, жезлы.", "en": "When several could sing: trump 40 first, then the trick's winner before his partner, then suits in the order coins, cups, swords, clubs."},
          {"ru": "Партнёр, который не играет, не поёт.", "en": "A partner who sits out never sings."}
        ]},
        {"hand": {"who": 3, "trump": "B", "cards": ["KB", "NB", "AC"], "title": {"ru": "«Сорок» в жезлах", "en": "Forty in clubs"}, "caption": {"ru": "Игра без заявки, козыри жезлы. Пако берёт вторую взятку; у него на руке {KO} {NO}, у Рамона — {KB} {NB}. Поётся один кант, и первым — козырный: Рамон поёт **40**. Если пара возьмёт ещё взятку, а король и конь монет будут у Пако, он споёт 20.", "en": "A pass-out deal, clubs trumps. Paco wins the second trick holding {KO} {NO}; his partner Ramón holds {KB} {NB}. Only one cante, trumps first: Ramón sings **40**. If the pair wins another trick while Paco still holds the coins pair, he sings 20 then."}}}
      ]
    },
    {
      "id": "scoring",
      "title": {"ru": "Подсчёт и очки партии", "en": "Counting and game points"},
      "blocks": [
        {"p": {"ru": "Очки пары за сдачу: карты в её взятках, **10 за последнюю взятку** (diez de últimas) и её канты. Карты неиграющего партнёра не считаются ни за кого.", "en": "A pair's points for the deal: the cards in its tricks, **10 for the last trick** (diez de últimas) and its cantes. The cards of a partner who sits out count for nobody."}},
        {"ul": [
          {"ru": "**Игра без заявки**: пара с большим числом очков получает 1 очко партии; при равенстве — пара мано.", "en": "**Pass-out deal**: the pair with more points gets 1 game point; on a tie, mano's pair."},
          {"ru": "**Соло**: пара заявившего получает 2, если у неё больше очков, чем у соперников, или столько же, но мано — в её паре. Иначе 2 получают соперники.", "en": "**Solo**: the declarer's pair gets 2 if it has more points than the opponents, or as many when it is mano's pair. Otherwise the opponents get 2."},
          {"ru": "**Куатрола** сделана при 4 или 5 взятках — 4 очка; **квинтола** — только при всех 5 (четыре — уже проигрыш) — 5 очков. Очки карт здесь ничего не решают.", "en": "**Cuatrola** is made with 4 or 5 tricks — 4 points; **Quintola** only with all 5 (four is a failure) — 5 points. Card points decide nothing here."},
          {"ru": "Если игра не сделана, её очки получают **соперники**.", "en": "A failed game gives its value to the **opponents**."}
        ]},
        {"score": {"rows": [[{"ru": "Вы и Лола", "en": "You and Lola"}, "0"], [{"ru": "Пако и Рамон", "en": "Paco and Ramón"}, "+1"]], "title": {"ru": "Без заявки, ничья", "en": "Pass-out deal, a tie"}, "caption": {"ru": "Сдаёт Лола, мано — Рамон. Карты: у вас 55, у них 65; последнюю взятку взяли вы: 55 + 10 = 65. Поровну — очко получает пара мано, Пако и Рамон.", "en": "Lola deals, so Ramón is mano. Cards: you 55, they 65; you won the last trick: 55 + 10 = 65. A tie — the point goes to mano's pair, Paco and Ramón."}}},
        {"score": {"rows": [[{"ru": "Вы и Лола", "en": "You and Lola"}, "+2"], [{"ru": "Пако и Рамон", "en": "Paco and Ramón"}, "0"]], "title": {"ru": "Соло проиграно", "en": "A Solo lost"}, "caption": {"ru": "Соло играет Пако; Рамон не играет, у него на руке 16 очков. Пако набрал картами 58, вы с Лолой — 46, да 10 за последнюю и 20 за кант: 76. 58 меньше 76 — соло не сделано, 2 очка партии получаете вы.", "en": "Paco plays a Solo; Ramón sits out holding 16 points. Paco takes 58 in cards, you and Lola 46, plus 10 for the last trick and a 20 cante: 76. 58 is less than 76 — the Solo fails and you get the 2 game points."}}}
      ]
    },
    {
      "id": "end",
      "title": {"ru": "Конец партии: ровно 11", "en": "End of the match: exactly 11"},
      "blocks": [
        {"p": {"ru": "Партия идёт до **11** очков партии. Пара, набравшая 11 или больше, выиграла. Своей заявкой за 11 заходить нельзя; перейти 11 можно только на проигрыше соперников — и это тоже победа.", "en": "The match is played to **11** game points; the pair that reaches 11 or more wins. You may not declare your way past 11, but you may pass it through the opponents' failure — and that wins too."}},
        {"p": {"ru": "Пример: счёт 7 : 9. Вашей паре можно соло (9) или куатролу (11), но не квинтолу (12); паре Пако — только соло (11). Если вы заявите куатролу и не сделаете, соперники получат 4 — у них 13, партия окончена, они выиграли. С 10 очками пара может только пасовать и ждать игры без заявки (10 + 1 = 11).", "en": "Example: the score is 7 – 9. Your pair may declare Solo (9) or Cuatrola (11), not Quintola (12); Paco's pair only Solo (11). If you declare a Cuatrola and fail, they get 4 — 13, the match is over and they win. A pair on 10 can only pass and hope for a pass-out deal (10 + 1 = 11)."}}
      ]
    },
    {
      "id": "options",
      "title": {"ru": "Варианты правил", "en": "Options"},
      "blocks": [
        {"ul": [
          {"ru": "**Игра до** 11 очков партии (некоторые клубы играют до 21).", "en": "**Play to** 11 game points (some clubs play to 21)."},
          {"ru": "**Набрать цель ровно** — правило [[exact_11|«ровно 11»]], по умолчанию включено: заявкой нельзя перейти цель. Выключено — можно заявлять что угодно, побеждает первая пара, набравшая цель.", "en": "**Reach the target exactly** — the [[exact_11|“exactly 11”]] rule, on by default: no declaration may carry a pair past the target. Off — anything may be declared and the first pair to reach the target wins."},
          {"ru": "**Перебивать в масти**: старшую карту масти на столе (по умолчанию) или, как буквально сказано в исходном тексте, только первую карту взятки.", "en": "**Beat in the led suit**: the highest card of that suit on the table (the default) or, as the source text literally says, just the card led."}
        ]},
        {"hand": {"who": 2, "trump": "O", "table": ["KB", "AB"], "cards": ["3B", "NB", "KO", "JE"], "legal": ["3B", "NB"], "title": {"ru": "Перебить нечем", "en": "Nothing beats it"}, "caption": {"ru": "Козыри монеты, на столе {KB} и {AB}. Туз не перебить — подойдёт любая карта масти: {3B} или {NB}. С вариантом «первую карту» перебить нужно только короля, а это может лишь {3B}.", "en": "Coins are trumps; {KB} and {AB} are down. Nothing beats the ace, so either club will do, {3B} or {NB}. With the “card led” option the three beats the led king, so {3B} is the only card."}}}
      ]
    }
  ],
  "glossary": [
    {"key": "mano", "term": {"ru": "Мано", "en": "Mano"}, "text": {"ru": "Первая рука — игрок после сдающего: первым получает карту, первым заявляет и ходит. При равенстве очков выигрывает его пара.", "en": "Eldest hand — the player after the dealer: dealt to first, declares first and leads. His pair wins a tie on points."}},
    {"key": "trump_card", "term": {"ru": "Козырная карта (la muestra)", "en": "Trump card (la muestra)"}, "text": {"ru": "Последняя сданная карта, открытая у сдающего. Её масть — козыри на всю сдачу; сдающий играет её как обычную карту.", "en": "The last card dealt, turned face up in the dealer's hand. Its suit is trumps for the deal; the dealer plays it like any other card."}},
    {"key": "solo", "term": {"ru": "Соло", "en": "Solo"}, "text": {"ru": "Заявка: играть одному против пары и набрать больше очков, чем она (при равенстве выигрывает пара мано). 2 очка партии.", "en": "A declaration: play alone against the other pair and take more points than they do (a tie goes to mano's pair). 2 game points."}},
    {"key": "cuatrola", "term": {"ru": "Куатрола", "en": "Cuatrola"}, "text": {"ru": "Заявка: одному взять не меньше 4 взяток из 5. 4 очка партии. Кантов нет. По ней названа и вся игра.", "en": "A declaration: alone, win at least 4 of the 5 tricks. 4 game points. No cantes. The whole game is named after it."}},
    {"key": "quintola", "term": {"ru": "Квинтола", "en": "Quintola"}, "text": {"ru": "Высшая заявка: одному взять все 5 взяток. 5 очков партии; четыре взятки — проигрыш.", "en": "The highest declaration: alone, win all 5 tricks. 5 game points; four tricks is a failure."}},
    {"key": "pass_out", "term": {"ru": "Игра без заявки", "en": "Pass-out deal"}, "text": {"ru": "Все спасовали: играют все четверо, пары на очки; лучшая получает 1 очко партии.", "en": "All passed: all four play, pair against pair, for points; the better pair gets 1 game point."}},
    {"key": "sitting_out", "term": {"ru": "Партнёр не играет", "en": "Partner sits out"}, "text": {"ru": "Партнёр заявившего откладывает карты рубашкой вверх: их никто не видит, они не играют и не считаются; во взятках по три карты.", "en": "The declarer's partner puts his cards face down: nobody sees them, they are not played and count for nobody; each trick has three cards."}},
    {"key": "cante", "term": {"ru": "Кант", "en": "Cante"}, "text": {"ru": "Король и конь одной масти на руке, объявленные после взятки своей пары: 20 очков, в козырях 40. Только без заявки и в соло.", "en": "A king and knight of one suit in hand, sung after a trick won by your pair: 20 points, 40 in trumps. Only in pass-out deals and Solos."}},
    {"key": "cuarenta", "term": {"ru": "«Сорок» (las cuarenta)", "en": "Las cuarenta (forty)"}, "text": {"ru": "Кант в козырях: козырные король и конь — 40 очков. «Двадцать» (las veinte) — то же в другой масти.", "en": "The cante in trumps: the trump king and knight — 40 points. Las veinte (twenty) is the same in another suit."}},
    {"key": "asistir", "term": {"ru": "Ходить в масть (asistir)", "en": "Follow suit (asistir)"}, "text": {"ru": "Класть карту масти хода, если она есть.", "en": "Play a card of the suit led if you hold one."}},
    {"key": "montar", "term": {"ru": "Перебить (montar)", "en": "Beat (montar)"}, "text": {"ru": "Класть в масть карту старше самой старшей карты этой масти на столе, если она есть, даже поверх партнёра.", "en": "Play a card of the suit led that beats the highest one on the table, if you have it — even over your partner."}},
    {"key": "fallar", "term": {"ru": "Бить козырем (fallar)", "en": "Trump (fallar)"}, "text": {"ru": "Нет масти хода — обязательно класть козырь.", "en": "Void in the suit led, you must play a trump."}},
    {"key": "montar_fallo", "term": {"ru": "Перекозырять (montar el fallo)", "en": "Overtrump (montar el fallo)"}, "text": {"ru": "Если во взятке уже козырь, а масти у вас нет, нужно положить козырь старше; нечем — любую карту.", "en": "If a trump is already in the trick and you cannot follow, you must play a higher trump; if you have none, any card."}},
    {"key": "arrastre", "term": {"ru": "Ход козырем (arrastre)", "en": "Arrastre (trump lead)"}, "text": {"ru": "Ход с козыря. Отвечать надо козырем старше, если он есть, иначе любым козырем.", "en": "A trump lead. Answer with a higher trump if you have one, otherwise with any trump."}},
    {"key": "exact_11", "term": {"ru": "Ровно 11", "en": "Exactly 11"}, "text": {"ru": "Партию нужно выиграть, набрав ровно 11 очков: нельзя заявить игру, успех которой перевёл бы вашу пару за 11. Перейти 11 можно только на проигрыше соперников.", "en": "The match must be won with exactly 11: you may not declare a game whose success would take your pair past 11. Only the opponents' failure may carry you past it."}},
    {"key": "last_trick", "term": {"ru": "Десять за последнюю", "en": "Ten for the last trick"}, "text": {"ru": "10 очков паре, взявшей пятую взятку (diez de últimas).", "en": "10 points to the pair that wins the fifth trick (diez de últimas)."}}
  ]
};
