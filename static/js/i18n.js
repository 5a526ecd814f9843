// The one translation table: every word on screen comes from here (Russian first).
// t(key, params) looks a key up in the current language, falls back to English,
// then to the key itself.  Templates use {name}; {name:gen} picks a grammatical
// form for suit codes (Russian genitive plural), see formatParam().

// Each game's own strings live in static/js/i18n/<game>.js (export default {ru, en}),
// its name and option labels (`<game>.opt.<name>`) among them: the game's module
// (static/js/games/<game>.js) hands them over and addStrings() merges them in.
// The table's features that have many words of their own (the story of the match, the
// welcome and lessons) bring them the same way: static/js/i18n/story.js, tutorial.js.

export const LANGS = ["ru", "en"];

const STRINGS = {
  ru: {
    "lang.switch": "English",
    "lang.other": "EN",
    "lang.switch.title": "Switch to English",
    "app.title": "Старинные карточные игры",
    "app.subtitle": "четыре игры против ботов",

    "game.choose": "Игра",

    "menu.new": "Новая партия",
    "menu.rules": "Правила",
    "menu.speed": "Скорость ботов",
    "menu.close": "Закрыть",
    "menu.start": "Начать",
    "menu.cancel": "Отмена",
    "menu.options": "Настройки партии",

    "speed.0": "мгновенно",
    "speed.1": "быстро",
    "speed.2": "обычно",
    "speed.3": "медленно",

    "boot.page": "Готовим стол…",
    "boot.download": "Загружаем игру — только в первый раз…",
    "boot.local": "Открываем игру, сохранённую на этом устройстве…",
    "boot.engine": "Зовём соперников к столу…",
    "boot.deal": "Раздаём карты…",
    "boot.hint": "Первый запуск занимает несколько секунд; потом игра открывается быстрее и без интернета.",
    "boot.failed": "Не удалось открыть игровой стол.",
    "boot.retry": "Попробовать снова",
    "boot.notYet": "Стол всё ещё не готов.",
    "boot.missing": "Не удалось загрузить часть игры:",
    "boot.noWasm": "Этот браузер не может запустить игру: обновите его или откройте страницу в Chrome, Firefox, Safari или Edge.",
    "boot.tooLong": "Стол готовится слишком долго — возможно, устройству не хватает памяти или оборвалась связь.",
    "boot.crashed": "Игра остановилась, не успев открыться.",
    "boot.whatNow": "Нажмите «Попробовать снова». Если не поможет — откройте страницу в другом браузере. Сохранённые партии не пропадут.",
    "boot.details": "Подробности для разработчиков",
    "trouble.text": "В движке игры произошла ошибка. Партия сохранена до последнего хода — её можно продолжить.",
    "trouble.resume": "Продолжить с последнего сохранения",
    "share.text": "Поделиться этой партией:",
    "share.link": "ссылка",
    "ask.whichTitle": "Какую партию открыть?",
    "ask.whichText": "У вас идёт партия «{game}» (сдача {n}), а ссылка начинает другую партию этой игры. Та, что останется, не пропадёт: её можно будет открыть в меню «Новая партия».",
    "ask.resumeMine": "Продолжить мою партию",
    "ask.startLinked": "Начать партию по ссылке",
    "ask.newTitle": "Начать новую партию?",
    "ask.newText": "Партия «{game}» ещё идёт (сдача {n}). Она не пропадёт: её можно будет вернуть в меню «Новая партия».",
    "ask.keepPlaying": "Играть дальше",
    "ask.startNew": "Начать новую",
    "previous.match": "Отложенная партия «{game}», сдача {n}.",
    "previous.link": "Отложенная партия «{game}» по ссылке.",
    "previous.resume": "Вернуться к ней",
    "previous.start": "Начать её",
    "notice.movedOn": "Эту партию продолжили в другой вкладке — показана последняя позиция.",
    "notice.swapped": "Партия, которую вы играли, отложена: «Новая партия» предложит вернуться к ней.",
    "update.ready": "Готова новая версия игры. Партия сохранится.",
    "update.now": "Обновить",

    "seat.you": "Вы",
    "seat.bot1": "Фриц",
    "seat.bot2": "Ганс",
    "seat.bot3": "Карл",
    "seat.bot4": "Отто",
    "seat.bot5": "Пауль",
    "seat.dealer": "сдаёт",
    "seat.dealer.title": "Сдающий",
    "seat.declarer": "игрок",
    "seat.declarer.title": "Игрок: выиграл торговлю и назначил игру",
    "seat.tricks": "Взятки: {n}",
    "seat.winner": "Победитель",

    "phase.auction": "Торговля",
    "phase.declaration": "Назначение игры",
    "phase.play": "Розыгрыш",
    "phase.deal_over": "Сдача окончена",
    "phase.match_over": "Партия окончена",

    "prompt.auction": "Ваше слово: назовите игру или скажите «пас»",
    "prompt.declaration": "Вы выиграли торговлю: назначьте игру и козырь",
    "prompt.play": "Ваш ход: сыграйте карту",
    "prompt.lead": "Ваш ход: вы выходите первым",
    "prompt.wait": "Ходит {name}",
    "prompt.notYourTurn": "Сейчас не ваш ход — ходит {name}.",
    "prompt.notPlayPhase": "Сейчас идёт торговля: карты пока не играют.",
    "hint.button": "Подсказка",
    "hint.thinking": "Думаю…",
    "hint.title": "Что сделал бы сильный бот на вашем месте",

    "auction.title": "Торговля",

    "contract.label": "Игра",


    "suit.S": "пики",
    "suit.C": "трефы",
    "suit.D": "бубны",
    "suit.H": "черви",
    "suit.S.gen": "пик",
    "suit.C.gen": "треф",
    "suit.D.gen": "бубен",
    "suit.H.gen": "червей",
    "suit.O": "монеты",
    "suit.E": "мечи",
    "suit.B": "жезлы",
    "suit.O.gen": "монет",
    "suit.E.gen": "мечей",
    "suit.B.gen": "жезлов",
    "rank.A": "Т",
    "rank.K": "К",
    "rank.Q": "Д",
    "rank.J": "В",
    "rank.N": "Кн",
    "rank.T": "10",

    "trick.last": "Последняя взятка",
    "trick.lastNone": "Взяток ещё не было",
    "trick.wonBy": "Взятку берёт {name}",
    "trick.wonByYou": "Взятка ваша",
    "trick.led": "Заход: {name}",
    "sr.region": "Ход игры",
    "sr.play": "{name}: {card}",
    "sr.playYou": "Вы: {card}",
    "sr.trick": "Взятку берёт {name}",
    "sr.trickYou": "Вы берёте взятку",
    "sr.card": "{rank} {suit:gen}",
    "sr.rank.A": "туз",
    "sr.rank.K": "король",
    "sr.rank.Q": "дама",
    "sr.rank.J": "валет",
    "sr.rank.T": "десятка",
    "sr.rank.9": "девятка",
    "sr.rank.8": "восьмёрка",
    "sr.rank.7": "семёрка",
    "sr.rank.6": "шестёрка",
    "sr.rank.5": "пятёрка",
    "sr.rank.4": "четвёрка",
    "sr.rank.3": "тройка",
    "sr.rank.2": "двойка",

    "score.title": "Счёт партии",
    "score.deal": "Сдача {n}",
    "score.targetShort": "до {n}",
    "score.player": "Игрок",
    "score.total.points": "Очки",
    "score.total.game_points": "Очки партии",
    "score.total.chips": "Фишки",
    "score.delta": "За сдачу",
    "score.tricks": "Взятки",

    "log.title": "Ход сдачи",
    "side.open": "☰ Счёт",
    "side.title": "Счёт, последняя взятка, ход сдачи",
    "status.label": "Что играется",
    "status.trump": "Козыри",
    "log.declare": "{name} назначает: {contract}",
    "log.declareYou": "Вы назначаете: {contract}",
    "log.dealer": "Сдаёт {name}",
    "log.dealerYou": "Сдаёте вы",

    "result.title": "Итог сдачи",
    "result.next": "Следующая сдача",
    "result.matchOver": "Партия окончена",
    "result.youWin": "Вы выиграли партию!",
    "result.youLose": "Победитель партии — {name}.",
    "result.sharedWin": "Первое место делят: {name}.",
    "result.sharedWinYou": "Вы делите первое место: {name}.",
    "result.newMatch": "Новая партия",
    "tricks.one": "взятка",
    "tricks.few": "взятки",
    "tricks.many": "взяток",
    // plural forms for {count|base} (see plural()): one (1, 21), few (2–4, 22), many (5–20, 11)
    "points.one": "очко",
    "points.few": "очка",
    "points.many": "очков",
    "chips.one": "фишка",
    "chips.few": "фишки",
    "chips.many": "фишек",
    "cards.one": "карта",
    "cards.few": "карты",
    "cards.many": "карт",
    "cards.upTo.one": "карты",
    "cards.upTo.few": "карт",
    "cards.upTo.many": "карт",
    "hint.deals.one": "возможный расклад",
    "hint.deals.few": "возможных расклада",
    "hint.deals.many": "возможных раскладов",

    "notice.saveRestored": "Партия восстановлена с того же места.",
    "notice.saveDiscarded": "Сохранённую партию не удалось открыть: она повреждена или записана старой версией игры.",
    "notice.badParam": "Параметр «{name}={value}» не понят и пропущен.",
    "notice.unknownParam": "Неизвестный параметр «{name}» пропущен.",
    "notice.gameNotLoaded": "Не удалось загрузить игру «{name}» — проверьте связь с интернетом и нажмите её вкладку ещё раз. Пока открыта игра «{other}».",
    "notice.gameNotLoadedSaved": "Не удалось загрузить игру «{name}» — проверьте связь с интернетом и нажмите её вкладку ещё раз: ваша партия в неё сохранена. Пока открыта игра «{other}».",
    "notice.loadFailed": "Не удалось загрузить «{name}» — проверьте связь с интернетом и попробуйте снова.",
    "notice.optionRejected": "Движок не принял настройки партии — взяты настройки по умолчанию.",
    "notice.storageOff": "Браузер не даёт сохранять партию: после перезагрузки она начнётся заново.",

    "opt.seed": "Номер партии — те же сдачи (необязательно)",
    "opt.level": "Сила ботов",
    "opt.players": "Игроков за столом",
    "level.random": "случайные ходы",
    "level.basic": "лёгкие",
    "level.normal": "средние",
    "level.strong": "сильные",

    "err.not_your_turn": "Сейчас не ваш ход.",
    "err.deal_over": "Сдача уже окончена.",
    "err.wrong_phase": "Сейчас это действие невозможно.",
    "err.unknown_bid": "В торговле так сказать нельзя.",
    "err.bid_too_low": "Заказ должен быть выше, чем «{high}».",
    "err.bid_below_high": "Заказ должен быть не ниже, чем «{high}».",
    "err.no_trump_allowed": "«{contract}» играется без козыря.",
    "err.missing_field": "Не хватает части хода.",
    "err.extra_field": "В этом ходе лишняя часть.",
    "err.bad_suit": "Такой масти нет.",
    "err.unknown_contract": "Такой игры нет.",
    "err.contract_too_low": "Игра не может быть ниже вашего заказа «{bid}».",
    "err.not_a_card": "Такой карты в этой игре нет.",
    "err.not_in_hand": "Карты {card} нет у вас на руке.",
    "err.must_follow": "Нужно ходить в масть: у вас есть {suit}.",
    "err.must_beat": "Нужно перебить: у вас есть карта старше ({suit}).",
    "err.must_trump": "У вас нет {suit:gen}, но есть козыри ({trump}) — нужно бить козырем.",
    "err.must_overtrump": "Нужно перебить козырем старше: он у вас есть.",
    "err.bad_request": "Движок не понял запрос.",
    "err.no_hint": "Сейчас подсказывать нечего.",
    "err.illegal": "Так ходить нельзя.",
    "err.bad_save": "Сохранение повреждено.",
    "err.unknown": "Так нельзя: {message}",

    "rules.title": "Правила: {game}",
    "rules.toc": "Разделы правил",
    "rules.glossary": "Словарь",
    "rules.example": "Пример",
    "rules.trump": "Козыри:",
    "rules.noTrump": "Без козыря",
    "rules.leads": "ходит",
    "rules.wins": "берёт",
    "rules.onTable": "На столе:",
    "rules.legal": "можно сыграть выделенные карты",
    "rules.term.title": "Что это значит? — словарь",

    // hint reasons (game/bots/reasons.py): the hint's one sentence of why, after "hint.says"
    "hint.says": "Совет: {name}.",
    "hint.reason.only_move": "Других ходов правила здесь не оставляют.",
    "hint.reason.rule_book": "Так советуют заметки о стратегии из правил.",
    "hint.reason.bid": "Бот перебрал {deals|hint.deals}: «{contract}» удаётся в {made}\u00a0% из них.",
    "hint.reason.bid_next": "Бот перебрал {deals|hint.deals}: «{contract}» удаётся в {made}\u00a0% из них, а «{next}» — в {next_made}\u00a0%.",
    "hint.reason.pass": "Пас выгоднее: бот перебрал {deals|hint.deals}, и даже «{contract}» удаётся лишь в {made}\u00a0% из них — этого мало.",
    "hint.reason.declare": "Бот перебрал {deals|hint.deals}: если козыри {suit}, «{contract}» удаётся в {made}\u00a0% из них.",
    "hint.reason.declare_next": "Бот перебрал {deals|hint.deals}: если козыри {suit}, «{contract}» удаётся в {made}\u00a0% из них, если {other_suit} — в {other_made}\u00a0%.",
    "hint.reason.best": "Бот перебрал {deals|hint.deals}: этот ход даёт лучший итог, в среднем {score}.",
    "hint.reason.best_next": "Бот перебрал {deals|hint.deals}: этот ход даёт лучший итог, в среднем {score}, следующий за ним — {other}.",
    "hint.reason.even": "Бот перебрал {deals|hint.deals}: все ходы здесь дают одно и то же (в среднем {score}), годится любой.",
    "hint.reason.takes_trick": "Берёт взятку: она старше всех карт на столе.",
    "hint.reason.top_trump": "Берёт взятку: это старший козырь из тех, что ещё не вышли.",
    "hint.reason.top_card": "Берёт взятку: ни одна карта из тех, что ещё не вышли, её не побьёт.",
    "hint.reason.beats_table": "Пока старше всех карт на столе.",
    "hint.reason.follow_low": "В масть самой младшей картой: старшие остаются на потом.",
    "hint.reason.discard_low": "В масть нечем: сбрасывается младшая карта, лучшие остаются.",
    "hint.reason.lead_top_trump": "Ход старшим козырем из тех, что ещё не вышли: он выбивает козыри у других.",
    "hint.reason.lead_top": "Ход старшей картой масти из тех, что ещё не вышли.",
  },

  en: {
    "lang.switch": "Русский",
    "lang.other": "RU",
    "lang.switch.title": "Переключить на русский",
    "app.title": "Historic Card Games",
    "app.subtitle": "four games against bots",

    "game.choose": "Game",

    "menu.new": "New match",
    "menu.rules": "Rules",
    "menu.speed": "Bot speed",
    "menu.close": "Close",
    "menu.start": "Start",
    "menu.cancel": "Cancel",
    "menu.options": "Match settings",

    "speed.0": "instant",
    "speed.1": "fast",
    "speed.2": "normal",
    "speed.3": "slow",

    "boot.page": "Setting the table…",
    "boot.download": "Downloading the game — only the first time…",
    "boot.local": "Opening the game saved on this device…",
    "boot.engine": "Calling the other players to the table…",
    "boot.deal": "Dealing the cards…",
    "boot.hint": "The first start takes a few seconds; later the game opens faster, even offline.",
    "boot.failed": "The card table could not be opened.",
    "boot.retry": "Try again",
    "boot.notYet": "The table is still not ready.",
    "boot.missing": "A part of the game could not be downloaded:",
    "boot.noWasm": "This browser cannot run the game: update it, or open the page in Chrome, Firefox, Safari or Edge.",
    "boot.tooLong": "The table is taking far too long to open — the device may be short of memory, or the connection broke off.",
    "boot.crashed": "The game stopped before it could open.",
    "boot.whatNow": "Press “Try again”. If that does not help, open the page in another browser. Your saved matches are kept.",
    "boot.details": "Details for developers",
    "trouble.text": "Something went wrong in the game engine. Your match is saved up to the last move and can go on.",
    "trouble.resume": "Resume from the last save",
    "share.text": "Share this match:",
    "share.link": "link",
    "ask.whichTitle": "Which match?",
    "ask.whichText": "You have a {game} match in progress (deal {n}), and this link starts another {game} match. The one you leave is kept: New match offers it again.",
    "ask.resumeMine": "Resume my match",
    "ask.startLinked": "Start the linked match",
    "ask.newTitle": "Start a new match?",
    "ask.newText": "Your {game} match is still in progress (deal {n}). It is kept: New match offers it again.",
    "ask.keepPlaying": "Keep playing",
    "ask.startNew": "Start a new one",
    "previous.match": "A {game} match put aside, deal {n}.",
    "previous.link": "A linked {game} match put aside.",
    "previous.resume": "Resume it",
    "previous.start": "Start it",
    "notice.movedOn": "This match went on in another tab — its latest position is shown.",
    "notice.swapped": "The match you were playing is put aside: New match offers it back.",
    "update.ready": "A new version of the game is ready. Your match is kept.",
    "update.now": "Update",

    "seat.you": "You",
    "seat.bot1": "Fritz",
    "seat.bot2": "Hans",
    "seat.bot3": "Karl",
    "seat.bot4": "Otto",
    "seat.bot5": "Paul",
    "seat.dealer": "deals",
    "seat.dealer.title": "Dealer",
    "seat.declarer": "declarer",
    "seat.declarer.title": "Declarer: won the auction and named the game",
    "seat.tricks": "Tricks: {n}",
    "seat.winner": "Winner",

    "phase.auction": "Auction",
    "phase.declaration": "Declaration",
    "phase.play": "Play",
    "phase.deal_over": "Deal over",
    "phase.match_over": "Match over",

    "prompt.auction": "Your bid: name a game or pass",
    "prompt.declaration": "You won the auction: declare a game and trumps",
    "prompt.play": "Your turn: play a card",
    "prompt.lead": "Your turn: you lead",
    "prompt.wait": "{name} to play",
    "prompt.notYourTurn": "Not your turn yet — {name} is to play.",
    "prompt.notPlayPhase": "The auction is on: no cards are played yet.",
    "hint.button": "Hint",
    "hint.thinking": "Thinking…",
    "hint.title": "What a strong bot would do in your seat",

    "auction.title": "Auction",

    "contract.label": "Game",


    "suit.S": "spades",
    "suit.C": "clubs",
    "suit.D": "diamonds",
    "suit.H": "hearts",
    "suit.S.gen": "spades",
    "suit.C.gen": "clubs",
    "suit.D.gen": "diamonds",
    "suit.H.gen": "hearts",
    "suit.O": "coins",
    "suit.E": "swords",
    "suit.B": "clubs",
    "suit.O.gen": "coins",
    "suit.E.gen": "swords",
    "suit.B.gen": "clubs",
    "rank.A": "A",
    "rank.K": "K",
    "rank.Q": "Q",
    "rank.J": "J",
    "rank.N": "Kn",
    "rank.T": "10",

    "trick.last": "Last trick",
    "trick.lastNone": "No trick played yet",
    "trick.wonBy": "{name} took the trick",
    "trick.wonByYou": "Your trick",
    "trick.led": "Led by {name}",
    "sr.region": "Play by play",
    "sr.play": "{name}: {card}",
    "sr.playYou": "You: {card}",
    "sr.trick": "{name} takes the trick",
    "sr.trickYou": "You take the trick",
    "sr.card": "{rank} of {suit:gen}",
    "sr.rank.A": "ace",
    "sr.rank.K": "king",
    "sr.rank.Q": "queen",
    "sr.rank.J": "jack",
    "sr.rank.T": "ten",
    "sr.rank.9": "nine",
    "sr.rank.8": "eight",
    "sr.rank.7": "seven",
    "sr.rank.6": "six",
    "sr.rank.5": "five",
    "sr.rank.4": "four",
    "sr.rank.3": "three",
    "sr.rank.2": "two",

    "score.title": "Match score",
    "score.deal": "Deal {n}",
    "score.targetShort": "to {n}",
    "score.player": "Player",
    "score.total.points": "Points",
    "score.total.game_points": "Game points",
    "score.total.chips": "Chips",
    "score.delta": "This deal",
    "score.tricks": "Tricks",

    "log.title": "This deal",
    "side.open": "☰ Score",
    "side.title": "Score, last trick and this deal",
    "status.label": "In play",
    "status.trump": "Trumps",
    "log.declare": "{name} declares: {contract}",
    "log.declareYou": "You declare: {contract}",
    "log.dealer": "{name} deals",
    "log.dealerYou": "You deal",

    "result.title": "Deal result",
    "result.next": "Next deal",
    "result.matchOver": "Match over",
    "result.youWin": "You won the match!",
    "result.youLose": "{name} won the match.",
    "result.sharedWin": "Shared first place: {name}.",
    "result.sharedWinYou": "You share first place: {name}.",
    "result.newMatch": "New match",
    "tricks.one": "trick",
    "tricks.few": "tricks",
    "tricks.many": "tricks",
    // plural forms for {count|base} (see plural()): English has one and many
    "points.one": "point",
    "points.few": "points",
    "points.many": "points",
    "chips.one": "chip",
    "chips.few": "chips",
    "chips.many": "chips",
    "cards.one": "card",
    "cards.few": "cards",
    "cards.many": "cards",
    "cards.upTo.one": "card",
    "cards.upTo.few": "cards",
    "cards.upTo.many": "cards",
    "hint.deals.one": "possible deal",
    "hint.deals.few": "possible deals",
    "hint.deals.many": "possible deals",

    "notice.saveRestored": "Your match was restored where you left it.",
    "notice.saveDiscarded": "The saved match could not be opened: it was damaged or written by an old version of the game.",
    "notice.badParam": "Parameter “{name}={value}” was not understood and is ignored.",
    "notice.unknownParam": "Unknown parameter “{name}” is ignored.",
    "notice.gameNotLoaded": "{name} could not be downloaded — check the connection and tap its tab again. {other} is open meanwhile.",
    "notice.gameNotLoadedSaved": "{name} could not be downloaded — check the connection and tap its tab again: your match of it is saved. {other} is open meanwhile.",
    "notice.loadFailed": "{name} could not be downloaded — check the connection and try again.",
    "notice.optionRejected": "The engine did not accept the match settings — defaults are used.",
    "notice.storageOff": "This browser does not let the page save: a reload will start a new match.",

    "opt.seed": "Match number — the same deals (optional)",
    "opt.level": "Bot strength",
    "opt.players": "Players at the table",
    "level.random": "random moves",
    "level.basic": "easy",
    "level.normal": "normal",
    "level.strong": "strong",

    "err.not_your_turn": "It is not your turn.",
    "err.deal_over": "The deal is over.",
    "err.wrong_phase": "That is not possible right now.",
    "err.unknown_bid": "There is no such bid.",
    "err.bid_too_low": "Your bid must be higher than {high}.",
    "err.bid_below_high": "Your bid must not be lower than {high}.",
    "err.no_trump_allowed": "{contract} is played without trumps.",
    "err.missing_field": "Part of the move is missing.",
    "err.extra_field": "The move has a part too many.",
    "err.bad_suit": "There is no such suit.",
    "err.unknown_contract": "There is no such game.",
    "err.contract_too_low": "The game may not be lower than your winning bid {bid}.",
    "err.not_a_card": "That card is not in this game.",
    "err.not_in_hand": "{card} is not in your hand.",
    "err.must_follow": "You must follow suit: you hold {suit}.",
    "err.must_beat": "You must beat the trick: you hold a higher card ({suit}).",
    "err.must_trump": "You have no {suit:gen} but hold trumps ({trump}): you must trump.",
    "err.must_overtrump": "You must overtrump: you hold a higher trump.",
    "err.bad_request": "The engine did not understand the request.",
    "err.no_hint": "There is nothing to decide now.",
    "err.illegal": "That move is not allowed.",
    "err.bad_save": "The save is damaged.",
    "err.unknown": "Not allowed: {message}",

    "rules.title": "Rules: {game}",
    "rules.toc": "Sections of the rules",
    "rules.glossary": "Glossary",
    "rules.example": "Example",
    "rules.trump": "Trumps:",
    "rules.noTrump": "No trumps",
    "rules.leads": "leads",
    "rules.wins": "wins",
    "rules.onTable": "On the table:",
    "rules.legal": "the marked cards may be played",
    "rules.term.title": "What does it mean? — glossary",

    // hint reasons (game/bots/reasons.py): the hint's one sentence of why, after "hint.says"
    "hint.says": "Hint: {name}.",
    "hint.reason.only_move": "The rules leave no other move here.",
    "hint.reason.rule_book": "The rule book's strategy notes advise it.",
    "hint.reason.bid": "Makes {contract} in {made}\u00a0% of the {deals|hint.deals} the bot tried.",
    "hint.reason.bid_next": "Makes {contract} in {made}\u00a0% of the {deals|hint.deals} the bot tried, {next} in {next_made}\u00a0%.",
    "hint.reason.pass": "Passing pays best: even {contract} is made in only {made}\u00a0% of the {deals|hint.deals} the bot tried, not enough.",
    "hint.reason.declare": "With {suit} as trumps, {contract} is made in {made}\u00a0% of the {deals|hint.deals} the bot tried.",
    "hint.reason.declare_next": "With {suit} as trumps, {contract} is made in {made}\u00a0% of the {deals|hint.deals} the bot tried; with {other_suit}, in {other_made}\u00a0%.",
    "hint.reason.best": "The best result over the {deals|hint.deals} the bot tried: {score} on average.",
    "hint.reason.best_next": "The best result over the {deals|hint.deals} the bot tried: {score} on average, {other} for the next best move.",
    "hint.reason.even": "Over the {deals|hint.deals} the bot tried, every move here comes out the same ({score} on average): any will do.",
    "hint.reason.takes_trick": "Takes the trick: it beats every card on the table.",
    "hint.reason.top_trump": "Takes the trick: the highest trump still out.",
    "hint.reason.top_card": "Takes the trick: no card still out can beat it.",
    "hint.reason.beats_table": "Beats every card on the table so far.",
    "hint.reason.follow_low": "Follows suit with the lowest card and keeps the higher ones for later.",
    "hint.reason.discard_low": "Cannot follow suit: throws away a low card and keeps the better ones.",
    "hint.reason.lead_top_trump": "Leads the highest trump still out: it draws the others' trumps.",
    "hint.reason.lead_top": "Leads the highest card of its suit still out.",
  },
};

/** Add a game's {ru, en} strings to the one table. */
export function addStrings(part) {
  for (const lang of LANGS) Object.assign(STRINGS[lang], part[lang]);
}

let current = "ru";

export function setLang(lang) {
  if (LANGS.includes(lang)) current = lang;
  document.documentElement.lang = current;
  return current;
}

export function getLang() {
  return current;
}

export function has(key) {
  return key in STRINGS[current] || key in STRINGS.en;
}

/** Every key of every language (used by the i18n test hook). */
export function allStrings(lang) {
  return { ...STRINGS[lang] };
}

function formatParam(value, form) {
  if (typeof value === "string" && /^[SCDHOEB]$/.test(value)) {
    const k = form ? `suit.${value}.${form}` : `suit.${value}`;
    return lookup(k) ?? lookup(`suit.${value}`) ?? value;
  }
  if (typeof value === "string" && /^[2-9TJQKANH][SCDHOEB]$/.test(value)) {
    return cardName(value);
  }
  if (typeof value === "string" && has(`bid.${value}`)) return lookup(`bid.${value}`);
  if (value && typeof value === "object" && typeof value.bid === "string")
    return lookup(`bid.${value.bid}`) + (value.suit ? ` ${suitSymbol(value.suit)}` : "");
  return String(value);
}

function lookup(key) {
  const v = STRINGS[current][key];
  if (v !== undefined) return v;
  const e = STRINGS.en[key];
  return e;
}

/** t() for a sentence about a seat: the "...You" variant when it is the human's. */
export function tSeat(key, isYou, params = {}) {
  return t(isYou && has(`${key}You`) ? `${key}You` : key, params);
}

const VERBATIM = new Set(["name", "value", "message", "n", "t", "game", "delta"]);

/**
 * t(key, params): the sentence in the current language.  {name} is a parameter;
 * {name:form} names a suit code in a grammatical form; {count|base} is a count with its
 * noun in the right plural form (see plural()): "{n|tricks}" gives "5 взяток" / "5 tricks".
 */
export function t(key, params = {}) {
  let s = lookup(key);
  if (s === undefined) {
    console.warn(`i18n: missing key ${key}`);
    return key;
  }
  return s.replace(/\{(\w+)(?:\|([\w.]+)|:(\w+))?\}/g, (m, name, base, form) => {
    if (!(name in params)) return m;
    const value = params[name];
    if (base) return countPhrase(value, base);
    if (typeof value === "number") return fmtNumber(value);
    // Plain text parameters are shown as given; the others may be codes to name.
    return VERBATIM.has(name) ? String(value) : formatParam(value, form);
  });
}

const SUIT_SYMBOL = { S: "♠", C: "♣", H: "♥", D: "♦", O: "●", E: "⚔", B: "♣" };

export function suitSymbol(s) {
  return SUIT_SYMBOL[s] || s;
}

/** Short card name for text: "10♥", "Т♠" (ru) / "A♠" (en). */
export function cardName(code, deck) {
  // Spanish cards have words, not symbols: "туз монет" / "ace of coins" (keys in i18n/cuatrola.js).
  if (deck === "spanish" && has(`sp.rank.${code[0]}`))
    return t("sp.card", { rank: lookup(`sp.rank.${code[0]}`), suit: lookup(`sp.suit.${code[1]}.of`) });
  const r = code[0];
  const rank = has(`rank.${r}`) ? lookup(`rank.${r}`) : r;
  return rank + suitSymbol(code[1]);
}

const numberFormats = {};

/** A number as the page writes it, the current language's way ("1 000", "2,5" in Russian;
 *  "1,000", "2.5" in English), to one decimal at most, a negative one with the true minus
 *  sign ("−4", never "-4").  t() writes its number parameters so. */
export function fmtNumber(n) {
  numberFormats[current] ??= new Intl.NumberFormat(current === "ru" ? "ru-RU" : "en-GB", { maximumFractionDigits: 1 });
  return numberFormats[current].format(n).replace("-", "−");
}

/** A gain or a loss: "+4", "−4", "0". */
export function fmtDelta(n) {
  return n > 0 ? `+${n}` : fmtNumber(n);
}

const pluralRules = {};

/**
 * The plural category of n in the current language ("one", "few" or "many"): Russian has
 * three forms (1, 21 взятка; 2, 22 взятки; 5, 11 взяток), English two.  A fraction takes
 * Russian's "few" form (1,5 очка), English's plural.
 */
export function pluralCategory(n) {
  pluralRules[current] ??= new Intl.PluralRules(current);
  const category = pluralRules[current].select(n);
  if (category === "one" || category === "few") return category;
  if (category === "other" && current === "ru") return "few";
  return "many";
}

/**
 * The form of the noun <base> that goes with n: the key <base>.one / .few / .many.
 * A form may hold {n} itself ("{n} игрока"); countPhrase() puts the number first otherwise.
 */
export function plural(n, base) {
  return t(`${base}.${pluralCategory(n)}`, { n });
}

/** "5 взяток", "1 000 взяток", "1 trick", or the form itself where it places the number
 *  ("партия до 21 очка"). */
export function countPhrase(n, base) {
  const form = lookup(`${base}.${pluralCategory(n)}`);
  const number = typeof n === "number" ? fmtNumber(n) : String(n);
  if (form === undefined) return `${number} ${base}`;
  return form.includes("{n}") ? form.replaceAll("{n}", number) : `${number} ${form}`;
}

/** Fill every [data-i18n] (text), [data-i18n-title], [data-i18n-aria] in root. */
export function applyStatic(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll("[data-i18n-aria]"))
    el.setAttribute("aria-label", t(el.dataset.i18nAria));
}
