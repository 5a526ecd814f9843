// Vinegret taught: sections, worked examples and glossary, Russian and English side
// by side.  Facts from /work/shared/rules/vinegret.md.  The object below is strict
// JSON (tests/test_rules_content.py reads it); markup is explained in static/js/rules.js.
export default {
  "game": "vinegret",
  "players": [{"ru": "Вы", "en": "You"}, {"ru": "Анри", "en": "Henri"}, {"ru": "Луи", "en": "Louis"}, {"ru": "Жак", "en": "Jacques"}],
  "sections": [
    {
      "id": "goal",
      "title": {"ru": "Суть игры", "en": "The game in brief"},
      "blocks": [
        {"p": {"ru": "**Винегрет** — русское имя старинной французской игры [[ambigu|l'Ambigu]] (XVII–XIX веков), родня примеро. «Амбигю» — стол, где все блюда подают разом; винегрет — смесь: игра, смешавшая несколько игр. Играют от 2 до 6 человек, здесь по умолчанию вчетвером.", "en": "**Vinegret** is the Russian name of [[ambigu|l'Ambigu]], a French game played from the 1650s to the 19th century, a relative of Primero. An ambigu was a meal with every dish on the table at once; vinegret is a mixed salad: a game that mixes several games. Two to six play; the app's default is four."}},
        {"p": {"ru": "Взяток нет. У каждого в конце сдачи **четыре карты**, и спорят о том, чей [[combination|шанс]] (комбинация) лучше. Победитель забирает [[pool|пулю]] и, кроме того, получает с **каждого** за столом плату за свой шанс — от 1 фишки за поэн до 11 за старший фредон.", "en": "There are no tricks. Everyone ends the deal with **four cards**, and the players stake on whose [[combination|combination]] is best. The winner takes the [[pool|pool]] and is also paid by **everyone else** at the table for his combination — from 1 chip for a point to 11 for a high fredon."}}
      ]
    },
    {
      "id": "deck",
      "title": {"ru": "Колода и очки карт", "en": "The pack and the pips"},
      "blocks": [
        {"p": {"ru": "40 карт: обычная колода без королей, дам и валетов. Очки карты — её число: туз 1, двойка 2 … десятка 10. Для секансов туз только младший: Т 2 3 — секанс, а 9 10 Т — нет. Масти между собой равны.", "en": "40 cards: the ordinary pack without kings, queens and jacks. A card's pips are its number: ace 1, two 2 … ten 10. For sequences the ace is only low: A 2 3 is a sequence, 9 10 A is not. No suit outranks another."}},
        {"hand": {"cards": ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH"], "title": {"ru": "Черви от младшей к старшей", "en": "Hearts, lowest to highest"}, "caption": {"ru": "Туз — 1 очко, десятка — 10.", "en": "The ace is 1 pip, the ten 10."}}}
      ]
    },
    {
      "id": "course",
      "title": {"ru": "Ход сдачи", "en": "How a deal goes"},
      "blocks": [
        {"p": {"ru": "Все говорят по очереди, начиная со [[eldest|старшей руки]] (игрока, следующего за сдающим); сдающий говорит последним.", "en": "Everyone speaks in turn, starting with [[eldest|eldest hand]] (the player after the dealer); the dealer speaks last."}},
        {"ul": [
          {"ru": "**Пуля.** Каждый кладёт в пулю [[ante|взнос]] — 1 фишку.", "en": "**Ante.** Everyone puts an [[ante|ante]] of 1 chip into the pool."},
          {"ru": "**Две карты** каждому.", "en": "**Two cards** to each player."},
          {"ru": "**Обмен.** Каждый один раз [[keep|оставляет карты]] (говорит «оставляю»; в исходном тексте — «вист», по-французски basta) или [[discard|сбрасывает]] одну или обе карты и сразу получает столько же из колоды. В любом случае он платит в пулю [[vade|ваду]] — 1 фишку.", "en": "**Exchange.** Each player, once only, either says [[keep|“keep”]] (basta: he stands on both cards) or [[discard|discards]] one or both and at once draws as many from the stock. Either way he pays the [[vade|vade]], 1 chip, into the pool."},
          {"ru": "**Ещё две карты** каждому — теперь у всех по четыре.", "en": "**Two more cards** each — now everyone has four."},
          {"ru": "**Объявление.** Пока никто не поставил, можно [[bet|поставить]] 1–5 фишек («играю») или пасовать; после ставки остальные [[hold|держат]] (вносят столько же) или пасуют. Спасовавший выходит из сдачи, но плату за шанс победителя внесёт всё равно.", "en": "**Declaration.** While nobody has bet, you may [[bet|bet]] 1–5 chips (“I play”) or pass; after a bet the later players [[hold|hold]] it (put in as much) or pass. A player who passes is out of the deal but still pays for the winner's combination."},
          {"ru": "**Второй прикуп.** Оставшиеся в игре могут сменить от одной до четырёх карт, бесплатно.", "en": "**Second draw.** The players still in may change one to four cards, free."},
          {"ru": "**Прибавка.** Последний круг ставок: «пас» (без прибавки), [[raise|прибавить]], держать прибавку или выйти.", "en": "**Final round.** The last betting round: check, [[raise|raise]], hold a raise or fold."},
          {"ru": "**Вскрытие.** Лучший шанс забирает пулю и получает плату с каждого.", "en": "**Showdown.** The best combination takes the pool and is paid by everyone."}
        ]}
      ]
    },
    {
      "id": "declaration",
      "title": {"ru": "Объявление: ставка, держать, пас", "en": "Declaration: bet, hold, pass"},
      "blocks": [
        {"p": {"ru": "Каждый говорит ровно один раз. Поставивший играет; держать — значит внести столько же и остаться. Прибавлять в этом круге нельзя. Чем кончается круг:", "en": "Everyone speaks exactly once. A bettor plays; to hold is to put in as much and stay. There are no raises in this round. How it ends:"}},
        {"ul": [
          {"ru": "Ставку держали — играют поставивший и державшие: второй прикуп, потом прибавка.", "en": "The bet was held — the bettor and the holders play on: second draw, then the final round."},
          {"ru": "Ставку не держал никто — поставивший забирает её назад, а **сдающий платит ему вдвое против ставки**. Карт не показывают, пуля ждёт следующей сдачи.", "en": "Nobody held the bet — the bettor takes it back and **the dealer pays him twice the bet**. No cards are shown; the pool waits for the next deal."},
          {"ru": "Все спасовали — сдающий решает: [[redeal|пересдать]] (пуля остаётся, он сдаёт снова) или [[force|заставить держать карты]]: вносит 2 фишки, и все, даже спасовавшие, играют прибавку со своими картами, без второго прикупа.", "en": "Everybody passed — the dealer chooses: [[redeal|redeal]] (the pool stays and he deals again) or [[force|force]]: he puts in 2 chips and everyone, even those who passed, plays the final round with the cards he has, with no second draw."}
        ]},
        {"score": {"rows": [[0, "+4"], [1, "−2"], [2, "−8"]], "title": {"ru": "Ставку не держали (трое за столом)", "en": "An unheld bet (three players)"}, "caption": {"ru": "Сдаёт Луи. Взносы и вады — в пуле 6. Вы ставите 3, Анри пасует, Луи пасует. Вы забираете свои 3, и Луи платит вам 6. Итог с учётом взносов и вад: +4, −2, −8; 6 фишек ждут в пуле.", "en": "Louis deals. Antes and vades — the pool holds 6. You bet 3, Henri passes, Louis passes. You take your 3 back and Louis pays you 6. Counting the antes and vades: +4, −2, −8; the 6 chips wait in the pool."}}}
      ]
    },
    {
      "id": "final",
      "title": {"ru": "Прибавка и вскрытие", "en": "The final round and the showdown"},
      "blocks": [
        {"p": {"ru": "Пока никто не прибавил, можно сказать «пас» (остаться без прибавки) или прибавить 1–5. После прибавки каждый оставшийся по очереди отвечает: держит (доплачивает до уровня), прибавляет ещё (уровень не выше 5) или пасует — выходит, а внесённое остаётся в пуле.", "en": "While nobody has raised you may check or raise 1–5. After a raise everyone still in answers in turn: hold (pay up to the level), raise again (up to a level of 5) or fold — out, leaving what he put in the pool."}},
        {"ul": [
          {"ru": "Все сказали «пас» без прибавки — пуля остаётся до следующей сдачи, карт не показывают.", "en": "Everyone checked — the pool stays for the next deal and no cards are shown."},
          {"ru": "Прибавку не держал никто — прибавивший забирает всё и получает плату за свой шанс.", "en": "Nobody held the raise — the raiser takes everything and is paid for his combination."},
          {"ru": "Осталось двое и больше — карты вскрывают; лучший шанс выигрывает, а при полном равенстве — тот, кто говорил раньше. Пулю не делят.", "en": "Two or more are left — the hands are shown; the best combination wins, and on an exact tie the one who spoke earlier. The pool is never split."}
        ]}
      ]
    },
    {
      "id": "combinations",
      "title": {"ru": "Шансы — от младшего к старшему", "en": "Combinations, lowest first"},
      "blocks": [
        {"table": {
          "head": [{"ru": "Шанс", "en": "Combination"}, {"ru": "Что это", "en": "What it is"}, {"ru": "Плата с каждого", "en": "Paid by each"}],
          "rows": [
            [{"ru": "[[point|Поэн]]", "en": "[[point|Point]]"}, {"ru": "две или три карты одной масти", "en": "two or three cards of a suit"}, "1"],
            [{"ru": "[[prime|Прима]]", "en": "[[prime|Prime]]"}, {"ru": "четыре масти, сумма не больше 30", "en": "four suits, 30 pips or less"}, "2"],
            [{"ru": "[[grand_prime|Большая прима]]", "en": "[[grand_prime|Grand prime]]"}, {"ru": "четыре масти, больше 30", "en": "four suits, more than 30"}, "3"],
            [{"ru": "[[sequence|Секанс]]", "en": "[[sequence|Sequence]]"}, {"ru": "три карты одной масти подряд", "en": "three of a suit in a row"}, "3"],
            [{"ru": "[[tricon|Трикон]]", "en": "[[tricon|Tricon]]"}, {"ru": "три карты одного достоинства", "en": "three of a kind"}, "4"],
            [{"ru": "[[flux|Прилив]]", "en": "[[flux|Flush]]"}, {"ru": "четыре карты одной масти", "en": "four of a suit"}, "5"],
            [{"ru": "[[tricon_prime|Трикон с примой]]", "en": "[[tricon_prime|Tricon with prime]]"}, {"ru": "трикон, четвёртая — четвёртой масти", "en": "a tricon, the fourth card of the fourth suit"}, {"ru": "6 (7 с большой примой)", "en": "6 (7 with a grand prime)"}],
            [{"ru": "[[flux_sequence|Прилив с секансом]]", "en": "[[flux_sequence|Flush with sequence]]"}, {"ru": "четыре одной масти, три из них подряд", "en": "four of a suit, three of them in a row"}, "8"],
            [{"ru": "[[fredon|Фредон]]", "en": "[[fredon|Fredon]]"}, {"ru": "четыре одного достоинства", "en": "four of a kind"}, {"ru": "10 (11 за восьмёрки, девятки, десятки)", "en": "10 (11 for eights, nines, tens)"}]
          ]
        }},
        {"p": {"ru": "Пары и две пары ничего не стоят. Трикон с примой и прилив с секансом — **двойные игры**, старше всех простых; они стоят столько, сколько обе их части вместе. Поэн или прима есть в любых четырёх картах.", "en": "Pairs and two pairs are worth nothing. Tricon with prime and flush with sequence are the **double games**, above every simple one; they are paid as both their parts together. Any four cards hold at least a point or a prime."}},
        {"hand": {"cards": ["2H", "4H", "7H", "9C"], "is": "point", "title": {"ru": "Поэн из трёх", "en": "A three-card point"}, "caption": {"ru": "Три червы, 13 очков. Он сильнее поэна {TS} {9S} (19 очков): три карты масти всегда старше двух.", "en": "Three hearts, 13 pips. It beats the point {TS} {9S} (19 pips): three cards of a suit always beat two."}}},
        {"hand": {"cards": ["AS", "2H", "3C", "4D"], "is": "prime", "title": {"ru": "Прима", "en": "Prime"}, "caption": {"ru": "Четыре разные масти, 10 очков. Платят по 2.", "en": "Four different suits, 10 pips. Paid 2 by each."}}},
        {"hand": {"cards": ["9S", "TH", "8C", "7D"], "is": "grand_prime", "title": {"ru": "Большая прима", "en": "Grand prime"}, "caption": {"ru": "34 очка — больше 30. Бьёт любую приму, платят по 3.", "en": "34 pips — more than 30. Beats any prime; paid 3."}}},
        {"hand": {"cards": ["8H", "9H", "TH", "2S"], "is": "sequence", "title": {"ru": "Секанс", "en": "Sequence"}, "caption": {"ru": "8-9-10 червей. Из двух секансов старше тот, где больше очков.", "en": "8-9-10 of hearts. Of two sequences the one with more pips wins."}}},
        {"hand": {"cards": ["3S", "3H", "3C", "9S"], "is": "tricon", "title": {"ru": "Трикон", "en": "Tricon"}, "caption": {"ru": "Три тройки; девятка пик одной масти с тройкой, поэтому примы нет. Бьёт секанс.", "en": "Three threes; the nine shares the spade suit, so there is no prime. It beats a sequence."}}},
        {"hand": {"cards": ["2H", "5H", "8H", "TH"], "is": "flux", "title": {"ru": "Прилив", "en": "Flush"}, "caption": {"ru": "Четыре червы, 25 очков. Бьёт любой трикон.", "en": "Four hearts, 25 pips. Beats any tricon."}}},
        {"hand": {"cards": ["9S", "9H", "9C", "4D"], "is": "tricon_prime", "title": {"ru": "Трикон с примой", "en": "Tricon with prime"}, "caption": {"ru": "Три девятки и бубна: 31 очко — большая прима, плата 4 + 3 = 7.", "en": "Three nines and a diamond: 31 pips, a grand prime — paid 4 + 3 = 7."}}},
        {"hand": {"cards": ["AD", "2D", "3D", "4D"], "is": "flux_sequence", "title": {"ru": "Прилив с секансом", "en": "Flush with sequence"}, "caption": {"ru": "Четыре бубны подряд. Бьёт {8C} {9C} {TC} {2C}: секанс из четырёх старше секанса из трёх, сколько бы там ни было очков. Плата 8.", "en": "Four diamonds in a row. It beats {8C} {9C} {TC} {2C}: a four-card sequence beats a three-card one, whatever the pips. Paid 8."}}},
        {"hand": {"cards": ["AS", "AC", "AH", "AD"], "is": "fredon", "title": {"ru": "Младший фредон", "en": "Low fredon"}, "caption": {"ru": "Четыре туза — самый младший фредон, но и он бьёт всё остальное: плата 8 + 2 = 10. Старший — четыре десятки, 11.", "en": "Four aces — the lowest fredon, yet it beats everything else: paid 8 + 2 = 10. The high one is four tens, 11."}}},
        {"p": {"ru": "Поэны сравнивают так: больше карт — старше; потом больше очков; потом старше тот, где есть две соседние карты (8 и 7 бьют 10 и 5). Считается лучшая масть руки.", "en": "Points compare like this: more cards first; then more pips; then one holding two adjacent cards (8 and 7 beat 10 and 5). The hand's best suit counts."}}
      ]
    },
    {
      "id": "example",
      "title": {"ru": "Сдача от начала до конца", "en": "A whole deal"},
      "blocks": [
        {"p": {"ru": "Вчетвером, сдаёте вы; говорят Анри, Луи, Жак, вы. Взносы — в пуле 4. Первые карты: у вас {5C} {9D}, у Анри {6S} {TH}, у Луи {3H} {4H}, у Жака {2C} {2D}. Обмен (вады — пуля 8): Анри меняет десятку, Луи оставляет карты, Жак меняет обе, вы меняете {9D}. Когда сдали ещё по две карты, у Жака прима на 20, у вас и у Анри поэны по 15, а у Луи:", "en": "Four players, you deal; Henri, Louis, Jacques and you speak in that order. Antes — the pool holds 4. First cards: you {5C} {9D}, Henri {6S} {TH}, Louis {3H} {4H}, Jacques {2C} {2D}. Exchange (vades — pool 8): Henri changes his ten, Louis keeps, Jacques changes both, you change {9D}. After the next two cards are dealt, Jacques has a prime of 20, you and Henri points of 15, and Louis:"}},
        {"hand": {"who": 2, "cards": ["3H", "4H", "5H", "TS"], "is": "sequence", "caption": {"ru": "Секанс 3-4-5 червей.", "en": "A sequence, 3-4-5 of hearts."}}},
        {"p": {"ru": "Объявление: Анри ставит 2, Луи держит, Жак пасует, вы держите — пуля 14. Во втором прикупе Анри меняет {7C} {8D} и получает {AS} {2S}:", "en": "Declaration: Henri bets 2, Louis holds, Jacques passes, you hold — pool 14. In the second draw Henri changes {7C} {8D} and gets {AS} {2S}:"}},
        {"hand": {"who": 1, "cards": ["AS", "2S", "6S", "9S"], "is": "flux", "caption": {"ru": "Прилив: четыре пики, 18 очков.", "en": "A flush: four spades, 18 pips."}}},
        {"p": {"ru": "Прибавка: Анри — «пас», Луи прибавляет 2, вы держите, Анри держит — пуля 20. Вскрытие: прилив старше секанса, секанс старше поэна.", "en": "Final round: Henri checks, Louis raises 2, you hold, Henri holds — pool 20. Showdown: a flush beats a sequence, a sequence beats a point."}},
        {"score": {"rows": [[0, "−11"], [1, "+29"], [2, "−11"], [3, "−7"]], "title": {"ru": "Расчёт", "en": "Settlement"}, "caption": {"ru": "Анри забирает пулю (20) и получает за прилив по 5 с каждого — с вас, с Луи **и с Жака**, хотя тот спасовал. Вы: взнос 1, вада 1, держали ставку 2 и прибавку 2, 5 за прилив — итого −11.", "en": "Henri takes the pool (20) and 5 for his flush from each of you, Louis **and Jacques**, although Jacques passed. You: ante 1, vade 1, held the bet of 2 and the raise of 2, 5 for the flush — −11 in all."}}}
      ]
    },
    {
      "id": "end",
      "title": {"ru": "Конец партии", "en": "End of the match"},
      "blocks": [
        {"p": {"ru": "У каждого в начале 50 фишек; фишек может стать меньше нуля — платить всё равно нужно. Партия — два круга сдач (при четверых — 8 сдач, пересдачи не считаются) или раньше, если после сдачи у кого-то осталось 0 фишек или меньше. Оставшаяся пуля делится поровну. Места — по фишкам.", "en": "Everyone starts with 50 chips; a balance may go below zero — you pay all the same. A match is two rounds of deals (8 deals with four players, redeals not counted), or ends earlier if a deal leaves someone with 0 chips or fewer. A pool left over is shared equally. Places go by chips."}}
      ]
    },
    {
      "id": "options",
      "title": {"ru": "Варианты правил", "en": "Options"},
      "blocks": [
        {"ul": [
          {"ru": "**Кто вносит ваду**: все (как у Фостера, по умолчанию) или только [[keep|оставившие карты]] — так буквально сказано в исходном тексте: «довольный своими картами партнёр заявляет вист и делает ставку. В противном случае сбрасывает…». Тогда сбросивший при обмене ничего не платит.", "en": "**Who pays the vade**: everyone (Foster's rule, the default) or only those who [[keep|keep their cards]] — the source text's literal reading: “a player pleased with his cards declares ‘vist’ and stakes; otherwise he discards…”. A player who discards in the exchange then pays nothing."},
          {"ru": "**Взнос в пулю перед сдачей** и **взнос при обмене (вада)** — по 1; у Фостера вада 2.", "en": "**Ante before each deal** and **stake with the exchange (vade)** — 1 each; Foster's vade is 2."},
          {"ru": "**Предел ставки и прибавки** — 5: ставка в объявлении и уровень прибавки не выше этого.", "en": "**Limit on bets and raises** — 5: neither the declaration's bet nor the final round's level may go higher."},
          {"ru": "**Взнос сдающего, когда он заставляет держать** карты — 2.", "en": "**Dealer's stake when he forces** everyone to keep their cards — 2."},
          {"ru": "**Бонус, если ставку никто не держал**: вдвое против ставки (по исходному тексту) или 2 фишки (Фостер).", "en": "**Bonus for an unheld bet**: twice the bet (the source text) or 2 chips (Foster)."},
          {"ru": "**Второй прикуп** — есть или нет; **сколько карт можно сменить во втором прикупе** — до 4.", "en": "**Second draw** — on or off; **most cards changed in the second draw** — up to 4."},
          {"ru": "**Плата за фредон (без примы)** — 8; в исходном тексте опечатка «80».", "en": "**Fredon payment (not counting its prime)** — 8; the source text's “80” is a misprint."},
          {"ru": "**Фишек у каждого в начале** — 50; **кругов сдач в партии** — 2; **конец партии, когда у кого-то кончились фишки** — да.", "en": "**Chips each at the start** — 50; **rounds of deals in a match** — 2; **match ends when someone runs out of chips** — yes."}
        ]}
      ]
    }
  ],
  "glossary": [
    {"key": "ambigu", "term": {"ru": "Амбигю (l'Ambigu)", "en": "Ambigu"}, "text": {"ru": "Французское имя Винегрета, он же le Mêlé — «смесь»: игра, в которой смешаны несколько игр.", "en": "The French name of Vinegret, also le Mêlé — “the mixture”: a game that mixes several games."}},
    {"key": "pool", "term": {"ru": "Пуля", "en": "Pool"}, "text": {"ru": "Фишки в середине стола (la poule): взносы, вады, ставки, прибавки. Забирает победитель; если победителя нет — пуля ждёт следующей сдачи.", "en": "The chips in the middle (la poule): antes, vades, bets and raises. The winner takes it; with no winner it waits for the next deal."}},
    {"key": "ante", "term": {"ru": "Взнос в пулю", "en": "Ante"}, "text": {"ru": "Фишка, которую каждый кладёт в пулю перед сдачей.", "en": "The chip everyone puts into the pool before the deal."}},
    {"key": "vade", "term": {"ru": "Вада", "en": "Vade"}, "text": {"ru": "Второй взнос, который платят при обмене — все или, с вариантом, только оставившие карты.", "en": "The second stake, paid with the exchange — by everyone or, with the option, only by those who keep their cards."}},
    {"key": "keep", "term": {"ru": "Оставить карты («вист», basta)", "en": "Keep (basta)"}, "text": {"ru": "«Оставляю»: игрок доволен картами и ничего не меняет. В исходном тексте это называется «заявить вист»; к висту преферанса отношения не имеет, поэтому на столе написано просто «оставить карты».", "en": "“Enough”: the player is pleased with his cards and changes nothing (French players said basta; the Russian text calls it “vist”, a word that means something else to a preference player)."}},
    {"key": "discard", "term": {"ru": "Сброс (прикуп)", "en": "Discard"}, "text": {"ru": "Сбросить карты лицом вниз и сразу взять столько же из колоды. Сброшенные в игру не возвращаются.", "en": "Throw cards face down and at once draw as many from the stock. Discards never come back into play."}},
    {"key": "bet", "term": {"ru": "Ставка", "en": "Bet"}, "text": {"ru": "«Играю»: первая ставка в объявлении, 1–5 фишек.", "en": "“I play”: the first stake in the declaration, 1 to 5 chips."}},
    {"key": "hold", "term": {"ru": "Держать", "en": "Hold"}, "text": {"ru": "Внести столько же, сколько поставлено (или до уровня прибавки), и остаться в игре.", "en": "Put in as much as was bet (or up to the raised level) and stay in."}},
    {"key": "raise", "term": {"ru": "Прибавка", "en": "Raise"}, "text": {"ru": "Повышение уровня в последнем круге ставок (le renvi). Если прибавку никто не держал, прибавивший забирает пулю без вскрытия.", "en": "Raising the level in the final betting round (le renvi). An unheld raise wins the pool without a showdown."}},
    {"key": "redeal", "term": {"ru": "Пересдать", "en": "Redeal"}, "text": {"ru": "Решение сдающего, когда все спасовали: пуля остаётся, он сдаёт снова.", "en": "The dealer's choice when all pass: the pool stays and he deals again."}},
    {"key": "force", "term": {"ru": "Заставить держать карты", "en": "Force"}, "text": {"ru": "Другое решение сдающего, когда все спасовали: он вносит 2, и все играют прибавку со своими картами, без второго прикупа.", "en": "The dealer's other choice when all pass: he pays 2 and everyone plays the final round with his cards, with no second draw."}},
    {"key": "combination", "term": {"ru": "Шанс", "en": "Combination"}, "text": {"ru": "Сочетание четырёх карт (la chance), от поэна до фредона. Лучший шанс выигрывает.", "en": "What four cards make together (la chance), from a point to a fredon. The best one wins."}},
    {"key": "point", "term": {"ru": "Поэн", "en": "Point"}, "text": {"ru": "Две или три карты одной масти. Больше карт — старше, потом больше очков. Плата 1.", "en": "Two or three cards of a suit. More cards beat fewer, then more pips. Paid 1."}},
    {"key": "prime", "term": {"ru": "Прима", "en": "Prime"}, "text": {"ru": "Четыре карты четырёх разных мастей, не больше 30 очков. Плата 2.", "en": "Four cards of four different suits, 30 pips or less. Paid 2."}},
    {"key": "grand_prime", "term": {"ru": "Большая прима", "en": "Grand prime"}, "text": {"ru": "Прима, в которой больше 30 очков. Плата 3.", "en": "A prime of more than 30 pips. Paid 3."}},
    {"key": "sequence", "term": {"ru": "Секанс", "en": "Sequence"}, "text": {"ru": "Три карты одной масти подряд (туз только младший). Плата 3.", "en": "Three cards of a suit in a row (the ace only low). Paid 3."}},
    {"key": "tricon", "term": {"ru": "Трикон", "en": "Tricon"}, "text": {"ru": "Три карты одного достоинства. Плата 4.", "en": "Three cards of one rank. Paid 4."}},
    {"key": "flux", "term": {"ru": "Прилив", "en": "Flush"}, "text": {"ru": "Четыре карты одной масти (le flux). Плата 5.", "en": "Four cards of one suit (le flux). Paid 5."}},
    {"key": "tricon_prime", "term": {"ru": "Трикон с примой", "en": "Tricon with prime"}, "text": {"ru": "Двойная игра: трикон и четвёртая карта четвёртой масти. Плата 6, с большой примой 7.", "en": "A double game: a tricon and a fourth card of the fourth suit. Paid 6, with a grand prime 7."}},
    {"key": "flux_sequence", "term": {"ru": "Прилив с секансом", "en": "Flush with sequence"}, "text": {"ru": "Двойная игра: четыре карты одной масти, три или четыре из них подряд. Плата 8.", "en": "A double game: four cards of a suit, three or four of them in a row. Paid 8."}},
    {"key": "fredon", "term": {"ru": "Фредон", "en": "Fredon"}, "text": {"ru": "Четыре карты одного достоинства — высшая игра. Младший — четыре туза, старший — четыре десятки. Плата 8 и прима: 10 или 11.", "en": "Four of a kind — the top game. Low: four aces; high: four tens. Paid 8 plus its prime: 10 or 11."}},
    {"key": "eldest", "term": {"ru": "Старшая рука", "en": "Eldest hand"}, "text": {"ru": "Следующий за сдающим: говорит первым во всех кругах, и при полном равенстве шансов выигрывает он.", "en": "The player after the dealer: speaks first in every round and wins exact ties."}}
  ]
};
