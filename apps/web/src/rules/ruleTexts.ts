import type { Locale } from '@nardy/elements';
import type { RulePage } from './rulesRoute.ts';

/**
 * The rules pages' words (docs/app.md "Rules"), written from the project's rules specification: one
 * table per language, the same sections in each (a test checks that every section of ruleCatalog.ts
 * has its title and text in all three).
 */

export interface RuleSectionText {
  readonly title: string;
  readonly text: readonly string[];
  /** What to try on the board beside it (a board that can be played). */
  readonly task?: string;
}

export interface RuleTexts {
  readonly rules: string;
  readonly pageNames: Record<RulePage, string>;
  readonly pageIntros: Record<RulePage, string>;
  readonly sections: Readonly<Record<string, RuleSectionText>>;
  readonly startAgain: string;
  readonly wholePlay: string;
  readonly legal: string;
  readonly oneBoardOnly: string;
  readonly boardN: (n: number) => string;
  readonly playGame: string;
  readonly firstGame: string;
}

const en: RuleTexts = {
  rules: 'Rules',
  pageNames: {
    short: 'Short nardy',
    long: 'Long nardy',
    parallel: 'Parallel nardy',
    tournament: 'Matches and tournaments',
  },
  pageIntros: {
    short:
      'Short nardy is backgammon: two players, fifteen checkers each, two dice. Each player races his checkers round the board to his home and bears them off; the first to bear off all fifteen wins. Checkers can be hit.',
    long: 'Long nardy is the nardy of the Caucasus and Russia: all fifteen checkers start on one point, the head, both players move the same way round the board, and nothing is ever hit — a single checker holds a point.',
    parallel:
      'Parallel nardy is played on two boards (or more) at once. Each turn you roll once and play the whole roll on one board of your choice. Every board is played to its end, and the results are added up.',
    tournament:
      'Games are played in matches to a number of points; a tournament pairs players in matches, knock-out style. These are the rules the app applies to matches and tournaments.',
  },
  sections: {
    start: {
      title: 'The board and the start',
      text: [
        'The board has 24 points, numbered from each player’s own side: your home is points 1–6, and your checkers move from 24 down to 1, then off the board.',
        'Each player starts with two checkers on his 24, five on his 13, three on his 8 and five on his 6. The players move in opposite directions: your home is where your opponent starts.',
      ],
    },
    moving: {
      title: 'Moving and hitting',
      text: [
        'Roll two dice and move a checker by each number — one checker twice, or two checkers. A double is played four times.',
        'A checker may land on an empty point, on your own checkers, or on a point with one opposing checker (a blot): that checker is hit and goes to the bar. It may not land on a point with two or more opposing checkers. When one checker plays both dice, the point between must be open too.',
      ],
      task: 'Try 24/19 with the 5: your opponent holds that point. Then hit the blot with 13/7.',
    },
    bar: {
      title: 'The bar',
      text: [
        'A hit checker waits on the bar. It comes back in your opponent’s home: a 1 enters on your 24, a 6 on your 19, if that point is open.',
        'While you have a checker on the bar, you may move nothing else. If no die can bring it in, the whole roll is lost.',
      ],
      task: 'Try to move 13/7: the checker on the bar must come in first. The 6 is closed, so enter with the 3.',
    },
    'whole-roll': {
      title: 'Play the whole roll',
      text: [
        'You must use both dice if any way of playing does; you may not stop early even when it is bad for you.',
        'If only one die can be played, play it; if either could be played but not both, you must play the higher one.',
      ],
      task: 'Here either die alone can be played, but not both. Try 13/9 with the 4: the rules make you play the 6.',
    },
    'bear-off': {
      title: 'Bearing off',
      text: [
        'When all fifteen of your checkers are in your home, you bear them off: a die takes off a checker from the point of its number.',
        'A die higher than your highest checker takes off from the highest point. Instead of bearing off you may also move inside your home.',
      ],
      task: 'Try to bear off the checker on 3 with the 6: a higher checker (on 5) must go first.',
    },
    caucasian: {
      title: 'Caucasian short nardy',
      text: [
        'Caucasian short nardy adds one rule: a checker that hits in your own home may not, in the same turn, go on to a point where your own checkers stand.',
        'It may go on to an empty point, hit again, or bear off; another checker may cover it. Hits outside your home are free.',
      ],
      task: 'Hit with 9/6, then try 6/4 onto your own checkers: the hitter may not hide there.',
    },
    endings: {
      title: 'Oin, mars, koks and home mars',
      text: [
        'The winner bears off all fifteen. He wins 1 point (oin) if the loser has borne off a checker, 2 (mars) if the loser has borne off none.',
        'Koks, 3 points: the loser has borne off none and still has a checker on the bar or in the winner’s home — like Black’s checker here. Home mars: none borne off but all fifteen home, paid as a mars (3 at a parallel table).',
        'Before the game the table says which endings count: oin only, up to mars, or up to koks.',
      ],
    },
    cube: {
      title: 'The Dave (doubling cube)',
      text: [
        'Before rolling, a player may offer to double the stake. The other takes — the stake doubles and he owns the cube, so only he may double next — or drops and loses the game at the stake before the offer.',
        'A game’s score is its ending (1, 2 or 3) times the cube. Here Black owns the cube at 2: a mars would cost 4 points.',
      ],
    },
    'long-start': {
      title: 'The board and the start',
      text: [
        'Each player starts with all fifteen checkers on his 24, the head. White’s head is top right, Black’s bottom left, and both players move counter-clockwise: your checkers go from 24 down to 1, your home is 1–6.',
        'Your opponent’s head is your 12, and his home is your 13–18.',
      ],
    },
    'no-hitting': {
      title: 'No hitting: one checker holds a point',
      text: [
        'There is no hitting in long nardy: a point with any opposing checker, even one, is closed. There is no bar.',
        'The rest is as in short nardy: both dice, doubles four times, the whole roll, the higher die; if nothing can be played the roll is lost.',
      ],
      task: 'Try 20/16: one Black checker closes that point. The head checker can move.',
    },
    head: {
      title: 'The head rule',
      text: [
        'Only one checker may leave the head each turn (it may use both dice).',
        'So the start is slow, and the second checker from the head waits for the next turn.',
      ],
      task: 'Play 24/21 with the 3, then try 24/19 with the 5: a second checker may not leave the head.',
    },
    'first-turn': {
      title: 'The first turn’s exception',
      text: [
        'On your first turn of the game, with a double that one checker from the head cannot play whole, a second checker may leave the head: 6-6, 4-4 and 3-3 from the start.',
        'With 6-6 both checkers go to your 18 and the other two sixes are lost, because your opponent’s head blocks your 12.',
      ],
      task: 'Play 6-6: move two checkers 24/18.',
    },
    'six-block': {
      title: 'The six-block rule',
      text: [
        'Six of your points in a row along your opponent’s way form a block. A block is allowed only while at least one opposing checker is ahead of it; otherwise the play that makes it is refused.',
        'The rule is checked at the end of your turn: a block that exists only between two steps is fine.',
      ],
      task: 'Play 24/19 with the 5 (points 24 to 19 are six in a row), then try 18/16: Black’s checkers are all behind the block.',
    },
    'long-endings': {
      title: 'Bearing off and endings',
      text: [
        'Bearing off is as in short nardy. The winner scores 1 (oin) or, if the loser has borne off nothing, 2 (mars) — as Black here.',
        'Long nardy has no koks and no home mars unless the table turns them on.',
      ],
    },
    'parallel-boards': {
      title: 'Two boards, one game',
      text: [
        'A parallel game is played on two boards (up to four), each with its own variant — short, long or mixed. You have the same colour on every board and the turns alternate as usual.',
        'The boards are played to the end, all of them. Each keeps its own rules, its own head and its own first turn.',
      ],
    },
    'one-board': {
      title: 'The whole roll on one board',
      text: [
        'After rolling you choose one unfinished board and play the whole roll there. You may not play one die on one board and the other die on another.',
        'You may choose a board where nothing can be played — then you pass, even if the other board had moves. Whatever the chosen board cannot use is lost.',
      ],
      task: 'On board 1 the checker on the bar cannot enter (a pass). Play a die on board 2, then try board 1.',
    },
    'half-point': {
      title: 'The half point of the first board to finish',
      text: [
        'Each board is scored as a game: oin 1, mars 2, home mars and koks 3, times that board’s cube. The winner of the first board to finish gets half a point less.',
        'Example: White wins board 1 first with a mars (2 − ½ = 1½); Black wins board 2 with an oin (1). White wins the parallel game by ½. There is never a draw.',
      ],
    },
    'per-board-cube': {
      title: 'A cube on each board',
      text: [
        'By default each board has its own cube. Before rolling you may offer a double on any board where you may; each offer is answered before the next.',
        'A drop ends that board at once at its stake before the offer (less ½ if it is the first to finish).',
      ],
    },
    'shared-cube': {
      title: 'One shared cube: the two rules',
      text: [
        'With one shared cube, its value is the stake of the first board to finish; the rest are then played for 1, and the cube is out of play.',
        'If a double is dropped, the player who dropped chooses a board that ends in the doubler’s favour at the stake before the offer (less ½); play goes on at the same stake on the other boards, and he owns the cube.',
      ],
    },
    match: {
      title: 'Matches',
      text: [
        'A match is played to a number of points: each game adds its score to the winner’s total until one reaches the target. A parallel game adds its net result.',
        'The first game starts with an opening roll, one die each; the higher starts (in short nardy he plays those two dice). With the Crawford rule, nobody may double in the first game after a player comes within one point of winning.',
      ],
    },
    olympic: {
      title: 'Tournaments',
      text: [
        'Tournaments are knock-out: the loser of a pairing is out. Each pairing plays matches to 5 points, and the first to win two matches goes on.',
        'The final and the match for third place are played to three match wins. Byes fill the bracket up to the next power of two.',
      ],
    },
    'full-pips': {
      title: 'The championship bear-off',
      text: [
        'The championship preset follows its tournament rules: when bearing off, a checker is borne off with a higher die only if no play uses the exact numbers.',
        'With checkers on 6, 4 and 1 and a roll of 5-3, you must play 6/1 4/1.',
      ],
      task: 'Try 6/3 with the 3 (the 5 would then bear off the checker on 4): under the championship rule it is refused — play 6/1 4/1.',
    },
  },
  startAgain: 'Start again',
  wholePlay: 'That is a whole play.',
  legal: 'Your move:',
  oneBoardOnly: 'The whole roll is played on one board: this roll is already on the other board.',
  boardN: (n) => `Board ${n}`,
  playGame: 'Play a game',
  firstGame: 'First game',
};

const ru: RuleTexts = {
  rules: 'Правила',
  pageNames: {
    short: 'Короткие нарды',
    long: 'Длинные нарды',
    parallel: 'Параллельные нарды',
    tournament: 'Матчи и турниры',
  },
  pageIntros: {
    short:
      'Короткие нарды — это бэкгаммон: два игрока, по пятнадцать шашек, две кости. Каждый ведёт свои шашки по кругу в свой дом и выбрасывает их; кто первым выбросит все пятнадцать, тот и выиграл. Шашки можно бить.',
    long: 'Длинные нарды — нарды Кавказа и России: все пятнадцать шашек начинают на одном пункте, голове, оба игрока ходят в одну сторону, и никто никого не бьёт — одна шашка уже занимает пункт.',
    parallel:
      'Параллельные нарды играют сразу на двух досках (или больше). Каждый ход вы бросаете кости один раз и играете весь бросок на одной доске по своему выбору. Каждая доска доигрывается до конца, результаты складываются.',
    tournament:
      'Партии играют в матчах до заданного числа очков; турнир сводит игроков в матчах на выбывание. Здесь — правила, по которым приложение проводит матчи и турниры.',
  },
  sections: {
    start: {
      title: 'Доска и начальная расстановка',
      text: [
        'На доске 24 пункта, каждый игрок считает их со своей стороны: ваш дом — пункты 1–6, ваши шашки идут от 24 к 1 и затем выбрасываются с доски.',
        'У каждого в начале две шашки на 24-м, пять на 13-м, три на 8-м и пять на 6-м пункте. Игроки ходят навстречу друг другу: ваш дом там, откуда начинает соперник.',
      ],
    },
    moving: {
      title: 'Ходы и взятие',
      text: [
        'Бросьте две кости и передвиньте шашку на каждое число — одну шашку дважды или две шашки. Дубль играется четыре раза.',
        'Шашка может встать на пустой пункт, на свои шашки или на пункт с одной шашкой соперника (блот): та шашка бьётся и уходит на бар. На пункт с двумя и более шашками соперника вставать нельзя. Если одна шашка играет обе кости, промежуточный пункт тоже должен быть открыт.',
      ],
      task: 'Попробуйте 24/19 пятёркой: этот пункт занят соперником. Затем побейте блот ходом 13/7.',
    },
    bar: {
      title: 'Бар',
      text: [
        'Побитая шашка ждёт на баре. Она возвращается в дом соперника: единица вводит её на ваш 24-й пункт, шестёрка — на 19-й, если пункт открыт.',
        'Пока у вас есть шашка на баре, ничем другим ходить нельзя. Если ни одна кость не вводит её, весь бросок пропадает.',
      ],
      task: 'Попробуйте сыграть 13/7: сначала нужно ввести шашку с бара. Шестёрка закрыта — вводите тройкой.',
    },
    'whole-roll': {
      title: 'Бросок играется полностью',
      text: [
        'Нужно использовать обе кости, если это хоть как-то возможно; остановиться раньше нельзя, даже если ход невыгоден.',
        'Если можно сыграть только одну кость — играйте её; если можно любую из двух, но не обе, — обязательно бо́льшую.',
      ],
      task: 'Здесь можно сыграть любую кость, но не обе. Попробуйте 13/9 четвёркой: правила требуют сыграть шестёрку.',
    },
    'bear-off': {
      title: 'Выбрасывание',
      text: [
        'Когда все пятнадцать шашек у вас в доме, вы их выбрасываете: кость снимает шашку с пункта своего номера.',
        'Кость больше вашей старшей шашки снимает шашку со старшего пункта. Вместо выбрасывания можно и ходить внутри дома.',
      ],
      task: 'Попробуйте выбросить шашку с 3-го пункта шестёркой: сначала должна уйти старшая (с 5-го).',
    },
    caucasian: {
      title: 'Кавказские короткие нарды',
      text: [
        'В кавказских коротких нардах одно правило сверху: шашка, побившая в своём доме, не может в тот же ход уйти на пункт, где стоят ваши шашки.',
        'Она может пойти на пустой пункт, бить снова или выброситься; другая шашка может её прикрыть. Взятие вне дома ничем не ограничено.',
      ],
      task: 'Побейте ходом 9/6, затем попробуйте 6/4 на свои шашки: бившая шашка там прятаться не может.',
    },
    endings: {
      title: 'Ойн, марс, кокс и домашний марс',
      text: [
        'Победитель выбрасывает все пятнадцать шашек. Он получает 1 очко (ойн), если проигравший выбросил хоть одну шашку, и 2 (марс), если ни одной.',
        'Кокс, 3 очка: проигравший не выбросил ни одной и у него ещё есть шашка на баре или в доме победителя — как шашка чёрных здесь. Домашний марс: ни одной не выброшено, но все пятнадцать дома; оплачивается как марс (3 за параллельным столом).',
        'До начала игры стол определяет, что засчитывается: только ойн, до марса или до кокса.',
      ],
    },
    cube: {
      title: 'Даве (куб удвоения)',
      text: [
        'Перед броском игрок может предложить удвоить ставку. Соперник принимает — ставка удваивается, и куб переходит к нему, так что следующее удвоение за ним, — или отказывается и проигрывает партию по ставке до предложения.',
        'Счёт партии — её исход (1, 2 или 3), умноженный на куб. Здесь куб у чёрных на 2: марс стоил бы 4 очка.',
      ],
    },
    'long-start': {
      title: 'Доска и начальная расстановка',
      text: [
        'У каждого в начале все пятнадцать шашек стоят на 24-м пункте, голове. Голова белых — справа вверху, чёрных — слева внизу; оба игрока ходят против часовой стрелки: ваши шашки идут от 24 к 1, ваш дом — пункты 1–6.',
        'Голова соперника — ваш 12-й пункт, его дом — ваши 13–18.',
      ],
    },
    'no-hitting': {
      title: 'Без взятия: одна шашка держит пункт',
      text: [
        'В длинных нардах не бьют: пункт, где стоит хоть одна шашка соперника, закрыт. Бара нет.',
        'Остальное как в коротких: обе кости, дубль четыре раза, бросок полностью, бо́льшая кость; если ходить нечем, бросок пропадает.',
      ],
      task: 'Попробуйте 20/16: одна чёрная шашка закрывает этот пункт. С головы ходить можно.',
    },
    head: {
      title: 'Правило головы',
      text: [
        'С головы за ход можно снять только одну шашку (она может сыграть обе кости).',
        'Поэтому начало неторопливое: вторая шашка с головы ждёт следующего хода.',
      ],
      task: 'Сыграйте 24/21 тройкой, затем попробуйте 24/19 пятёркой: вторую шашку с головы снять нельзя.',
    },
    'first-turn': {
      title: 'Исключение первого хода',
      text: [
        'В первом ходе партии, если выпал дубль, который одна шашка с головы целиком не проходит, можно снять с головы вторую: из начальной позиции это 6-6, 4-4 и 3-3.',
        'При 6-6 обе шашки встают на ваш 18-й пункт, а две оставшиеся шестёрки пропадают: ваш 12-й закрыт головой соперника.',
      ],
      task: 'Сыграйте 6-6: две шашки 24/18.',
    },
    'six-block': {
      title: 'Правило шести',
      text: [
        'Шесть ваших пунктов подряд по пути соперника образуют заслон. Он разрешён, только пока хотя бы одна шашка соперника стоит впереди него; иначе ход, который его строит, не принимается.',
        'Правило проверяется в конце хода: заслон, существующий только между двумя шагами хода, не нарушение.',
      ],
      task: 'Сыграйте 24/19 пятёркой (пункты с 24 по 19 — шесть подряд), затем попробуйте 18/16: все чёрные шашки позади заслона.',
    },
    'long-endings': {
      title: 'Выбрасывание и исходы',
      text: [
        'Выбрасывание как в коротких нардах. Победитель получает 1 (ойн) или, если проигравший ничего не выбросил, 2 (марс) — как у чёрных здесь.',
        'Кокса и домашнего марса в длинных нардах нет, если стол их не включает.',
      ],
    },
    'parallel-boards': {
      title: 'Две доски — одна партия',
      text: [
        'Параллельную партию играют на двух досках (до четырёх), у каждой свой вид нард — короткие, длинные или вперемешку. На всех досках у вас один цвет, ходы чередуются как обычно.',
        'Доигрываются все доски до конца. У каждой свои правила, своя голова и свой первый ход.',
      ],
    },
    'one-board': {
      title: 'Весь бросок на одной доске',
      text: [
        'Бросив кости, вы выбираете одну незаконченную доску и играете там весь бросок. Одну кость на одной доске, а другую на другой играть нельзя.',
        'Можно выбрать доску, где ходить нечем, — тогда вы пропускаете ход, даже если на другой доске ходы были. Что выбранная доска не может использовать, пропадает.',
      ],
      task: 'На доске 1 шашка с бара не входит (пропуск хода). Сыграйте кость на доске 2, затем попробуйте доску 1.',
    },
    'half-point': {
      title: 'Пол-очка первой законченной доски',
      text: [
        'Каждая доска считается как партия: ойн 1, марс 2, домашний марс и кокс 3, умноженные на куб этой доски. Победитель первой законченной доски получает на пол-очка меньше.',
        'Пример: белые первыми выигрывают доску 1 марсом (2 − ½ = 1½), чёрные выигрывают доску 2 ойном (1). Белые выигрывают параллельную партию на ½. Ничьей не бывает.',
      ],
    },
    'per-board-cube': {
      title: 'Свой куб на каждой доске',
      text: [
        'По умолчанию у каждой доски свой куб. Перед броском можно предложить удвоение на любой доске, где это разрешено; на каждое предложение отвечают по очереди.',
        'Отказ сразу заканчивает эту доску по ставке до предложения (минус ½, если она закончилась первой).',
      ],
    },
    'shared-cube': {
      title: 'Один общий куб: два правила',
      text: [
        'С одним общим кубом его значение — ставка первой законченной доски; остальные доигрываются на 1, и куб выходит из игры.',
        'Если от удвоения отказались, отказавшийся выбирает доску, которая заканчивается в пользу удвоившего по ставке до предложения (минус ½); на остальных досках игра идёт дальше по той же ставке, и куб у отказавшегося.',
      ],
    },
    match: {
      title: 'Матчи',
      text: [
        'Матч играют до заданного числа очков: каждая партия прибавляет свой счёт победителю, пока кто-то не наберёт нужное. Параллельная партия прибавляет свой итог.',
        'Первая партия начинается с розыгрыша первого хода, по одной кости; у кого больше, тот начинает (в коротких нардах он играет эти две кости). С правилом Кроуфорда никто не удваивает в первой партии после того, как игроку осталось одно очко до победы.',
      ],
    },
    olympic: {
      title: 'Турниры',
      text: [
        'Турниры по олимпийской системе: проигравший в паре выбывает. Пара играет матчи до 5 очков, дальше проходит тот, кто первым выиграет два матча.',
        'Финал и матч за третье место играют до трёх побед в матчах. Пустые места сетки до ближайшей степени двойки — свободные проходы.',
      ],
    },
    'full-pips': {
      title: 'Чемпионатное выбрасывание',
      text: [
        'Чемпионатный набор следует своему турнирному регламенту: при выбрасывании шашку снимают бо́льшей костью, только если никакой ход не использует точные числа.',
        'С шашками на 6, 4 и 1 и броском 5-3 нужно сыграть 6/1 4/1.',
      ],
      task: 'Попробуйте 6/3 тройкой (тогда пятёрка выбросила бы шашку с 4-го): по чемпионатному правилу это не принимается — играйте 6/1 4/1.',
    },
  },
  startAgain: 'Сначала',
  wholePlay: 'Это полный ход.',
  legal: 'Ваш ход:',
  oneBoardOnly: 'Весь бросок играется на одной доске: этот бросок уже на другой доске.',
  boardN: (n) => `Доска ${n}`,
  playGame: 'Сыграть партию',
  firstGame: 'Первая партия',
};

const uk: RuleTexts = {
  rules: 'Правила',
  pageNames: {
    short: 'Короткі нарди',
    long: 'Довгі нарди',
    parallel: 'Паралельні нарди',
    tournament: 'Матчі й турніри',
  },
  pageIntros: {
    short:
      'Короткі нарди — це бекгемон: два гравці, по п’ятнадцять шашок, дві кості. Кожен веде свої шашки по колу до свого дому й викидає їх; хто першим викине всі п’ятнадцять, той і виграв. Шашки можна бити.',
    long: 'Довгі нарди — нарди Кавказу й Росії: усі п’ятнадцять шашок починають на одному пункті, голові, обидва гравці ходять в один бік, і ніхто нікого не б’є — одна шашка вже займає пункт.',
    parallel:
      'Паралельні нарди грають одразу на двох дошках (або більше). Щоходу ви кидаєте кості один раз і граєте весь кидок на одній дошці на свій вибір. Кожна дошка догравається до кінця, результати додаються.',
    tournament:
      'Партії грають у матчах до заданої кількості очок; турнір зводить гравців у матчах на вибування. Тут — правила, за якими застосунок проводить матчі й турніри.',
  },
  sections: {
    start: {
      title: 'Дошка й початкова розстановка',
      text: [
        'На дошці 24 пункти, кожен гравець рахує їх зі свого боку: ваш дім — пункти 1–6, ваші шашки йдуть від 24 до 1, а тоді викидаються з дошки.',
        'На початку в кожного дві шашки на 24-му, п’ять на 13-му, три на 8-му і п’ять на 6-му пункті. Гравці ходять назустріч: ваш дім там, звідки починає суперник.',
      ],
    },
    moving: {
      title: 'Ходи й биття',
      text: [
        'Киньте дві кості й пересуньте шашку на кожне число — одну шашку двічі або дві шашки. Дубль грається чотири рази.',
        'Шашка може стати на порожній пункт, на свої шашки або на пункт з однією шашкою суперника (блот): ту шашку б’ють, і вона йде на бар. На пункт із двома й більше шашками суперника ставати не можна. Якщо одна шашка грає обидві кості, проміжний пункт теж має бути відкритий.',
      ],
      task: 'Спробуйте 24/19 п’ятіркою: цей пункт тримає суперник. Потім побийте блот ходом 13/7.',
    },
    bar: {
      title: 'Бар',
      text: [
        'Побита шашка чекає на барі. Вона повертається в дім суперника: одиниця вводить її на ваш 24-й пункт, шістка — на 19-й, якщо пункт відкритий.',
        'Поки у вас є шашка на барі, нічим іншим ходити не можна. Якщо жодна кість її не вводить, увесь кидок пропадає.',
      ],
      task: 'Спробуйте зіграти 13/7: спершу треба ввести шашку з бару. Шістка закрита — вводьте трійкою.',
    },
    'whole-roll': {
      title: 'Кидок грається повністю',
      text: [
        'Треба використати обидві кості, якщо це хоч якось можливо; зупинитися раніше не можна, навіть коли хід невигідний.',
        'Якщо можна зіграти лише одну кість — грайте її; якщо будь-яку з двох, але не обидві, — обов’язково більшу.',
      ],
      task: 'Тут можна зіграти будь-яку кість, але не обидві. Спробуйте 13/9 четвіркою: правила вимагають зіграти шістку.',
    },
    'bear-off': {
      title: 'Викидання',
      text: [
        'Коли всі п’ятнадцять шашок у вашому домі, ви їх викидаєте: кість знімає шашку з пункту свого номера.',
        'Кість, більша за вашу старшу шашку, знімає шашку зі старшого пункту. Замість викидання можна й ходити всередині дому.',
      ],
      task: 'Спробуйте викинути шашку з 3-го пункту шісткою: спершу має піти старша (з 5-го).',
    },
    caucasian: {
      title: 'Кавказькі короткі нарди',
      text: [
        'У кавказьких коротких нардах на одне правило більше: шашка, що побила у своєму домі, не може того ж ходу піти на пункт, де стоять ваші шашки.',
        'Вона може піти на порожній пункт, бити знову або викинутися; інша шашка може її прикрити. Биття поза домом нічим не обмежене.',
      ],
      task: 'Побийте ходом 9/6, потім спробуйте 6/4 на свої шашки: шашка, що побила, там ховатися не може.',
    },
    endings: {
      title: 'Ойн, марс, кокс і домашній марс',
      text: [
        'Переможець викидає всі п’ятнадцять шашок. Він отримує 1 очко (ойн), якщо той, хто програв, викинув хоч одну шашку, і 2 (марс), якщо жодної.',
        'Кокс, 3 очки: той, хто програв, не викинув жодної і ще має шашку на барі чи в домі переможця — як шашка чорних тут. Домашній марс: жодної не викинуто, але всі п’ятнадцять удома; оплачується як марс (3 за паралельним столом).',
        'До початку гри стіл визначає, що зараховується: лише ойн, до марсу чи до коксу.',
      ],
    },
    cube: {
      title: 'Даве (куб подвоєння)',
      text: [
        'Перед кидком гравець може запропонувати подвоїти ставку. Суперник приймає — ставка подвоюється, і куб переходить до нього, тож наступне подвоєння за ним, — або відмовляється й програє партію за ставкою до пропозиції.',
        'Рахунок партії — її підсумок (1, 2 чи 3), помножений на куб. Тут куб у чорних на 2: марс коштував би 4 очки.',
      ],
    },
    'long-start': {
      title: 'Дошка й початкова розстановка',
      text: [
        'На початку в кожного всі п’ятнадцять шашок стоять на 24-му пункті, голові. Голова білих — праворуч угорі, чорних — ліворуч унизу; обидва гравці ходять проти годинникової стрілки: ваші шашки йдуть від 24 до 1, ваш дім — пункти 1–6.',
        'Голова суперника — ваш 12-й пункт, його дім — ваші 13–18.',
      ],
    },
    'no-hitting': {
      title: 'Без биття: одна шашка тримає пункт',
      text: [
        'У довгих нардах не б’ють: пункт, де стоїть хоч одна шашка суперника, закритий. Бару немає.',
        'Решта як у коротких: обидві кості, дубль чотири рази, кидок повністю, більша кість; якщо ходити нічим, кидок пропадає.',
      ],
      task: 'Спробуйте 20/16: одна чорна шашка закриває цей пункт. З голови ходити можна.',
    },
    head: {
      title: 'Правило голови',
      text: [
        'З голови за хід можна зняти лише одну шашку (вона може зіграти обидві кості).',
        'Тому початок неквапливий: друга шашка з голови чекає наступного ходу.',
      ],
      task: 'Зіграйте 24/21 трійкою, потім спробуйте 24/19 п’ятіркою: другу шашку з голови зняти не можна.',
    },
    'first-turn': {
      title: 'Виняток першого ходу',
      text: [
        'У першому ході партії, якщо випав дубль, який одна шашка з голови цілком не проходить, можна зняти з голови другу: з початкової позиції це 6-6, 4-4 і 3-3.',
        'При 6-6 обидві шашки стають на ваш 18-й пункт, а дві решта шісток пропадають: ваш 12-й закритий головою суперника.',
      ],
      task: 'Зіграйте 6-6: дві шашки 24/18.',
    },
    'six-block': {
      title: 'Правило шести',
      text: [
        'Шість ваших пунктів поспіль на шляху суперника утворюють заслін. Він дозволений, лише поки хоч одна шашка суперника стоїть попереду нього; інакше хід, що його будує, не приймається.',
        'Правило перевіряється наприкінці ходу: заслін, що існує лише між двома кроками ходу, — не порушення.',
      ],
      task: 'Зіграйте 24/19 п’ятіркою (пункти з 24 по 19 — шість поспіль), потім спробуйте 18/16: усі чорні шашки позаду заслону.',
    },
    'long-endings': {
      title: 'Викидання й підсумки',
      text: [
        'Викидання як у коротких нардах. Переможець отримує 1 (ойн) або, якщо той, хто програв, нічого не викинув, 2 (марс) — як у чорних тут.',
        'Коксу й домашнього марсу в довгих нардах немає, якщо стіл їх не вмикає.',
      ],
    },
    'parallel-boards': {
      title: 'Дві дошки — одна партія',
      text: [
        'Паралельну партію грають на двох дошках (до чотирьох), у кожної свій різновид нард — короткі, довгі чи впереміш. На всіх дошках у вас один колір, ходи чергуються як звичайно.',
        'Догравати треба всі дошки. У кожної свої правила, своя голова і свій перший хід.',
      ],
    },
    'one-board': {
      title: 'Увесь кидок на одній дошці',
      text: [
        'Кинувши кості, ви обираєте одну незакінчену дошку й граєте там увесь кидок. Одну кість на одній дошці, а другу на іншій грати не можна.',
        'Можна обрати дошку, де ходити нічим, — тоді ви пропускаєте хід, навіть якщо на іншій дошці ходи були. Що обрана дошка не може використати, пропадає.',
      ],
      task: 'На дошці 1 шашка з бару не входить (пропуск ходу). Зіграйте кість на дошці 2, потім спробуйте дошку 1.',
    },
    'half-point': {
      title: 'Пів очка першої закінченої дошки',
      text: [
        'Кожна дошка рахується як партія: ойн 1, марс 2, домашній марс і кокс 3, помножені на куб цієї дошки. Переможець першої закінченої дошки отримує на пів очка менше.',
        'Приклад: білі першими виграють дошку 1 марсом (2 − ½ = 1½), чорні виграють дошку 2 ойном (1). Білі виграють паралельну партію на ½. Нічиєї не буває.',
      ],
    },
    'per-board-cube': {
      title: 'Свій куб на кожній дошці',
      text: [
        'Типово кожна дошка має свій куб. Перед кидком можна запропонувати подвоєння на будь-якій дошці, де це дозволено; на кожну пропозицію відповідають по черзі.',
        'Відмова одразу закінчує цю дошку за ставкою до пропозиції (мінус ½, якщо вона закінчилася першою).',
      ],
    },
    'shared-cube': {
      title: 'Один спільний куб: два правила',
      text: [
        'Зі спільним кубом його значення — ставка першої закінченої дошки; решта догравається на 1, і куб виходить з гри.',
        'Якщо від подвоєння відмовилися, той, хто відмовився, обирає дошку, яка закінчується на користь того, хто подвоїв, за ставкою до пропозиції (мінус ½); на інших дошках гра йде далі за тією ж ставкою, і куб у того, хто відмовився.',
      ],
    },
    match: {
      title: 'Матчі',
      text: [
        'Матч грають до заданої кількості очок: кожна партія додає свій рахунок переможцю, поки хтось не набере потрібне. Паралельна партія додає свій підсумок.',
        'Перша партія починається з розіграшу першого ходу, по одній кості; у кого більше, той починає (у коротких нардах він грає ці дві кості). З правилом Кроуфорда ніхто не подвоює в першій партії після того, як гравцеві лишилося одне очко до перемоги.',
      ],
    },
    olympic: {
      title: 'Турніри',
      text: [
        'Турніри за олімпійською системою: той, хто програв у парі, вибуває. Пара грає матчі до 5 очок, далі проходить той, хто першим виграє два матчі.',
        'Фінал і матч за третє місце грають до трьох перемог у матчах. Порожні місця сітки до найближчого степеня двійки — вільні проходи.',
      ],
    },
    'full-pips': {
      title: 'Чемпіонатне викидання',
      text: [
        'Чемпіонатний набір дотримується свого турнірного регламенту: під час викидання шашку знімають більшою кістю, лише якщо жоден хід не використовує точні числа.',
        'Із шашками на 6, 4 і 1 та кидком 5-3 треба зіграти 6/1 4/1.',
      ],
      task: 'Спробуйте 6/3 трійкою (тоді п’ятірка викинула б шашку з 4-го): за чемпіонатним правилом це не приймається — грайте 6/1 4/1.',
    },
  },
  startAgain: 'Спочатку',
  wholePlay: 'Це повний хід.',
  legal: 'Ваш хід:',
  oneBoardOnly: 'Увесь кидок грається на одній дошці: цей кидок уже на іншій дошці.',
  boardN: (n) => `Дошка ${n}`,
  playGame: 'Зіграти партію',
  firstGame: 'Перша партія',
};

const TABLES: Record<Locale, RuleTexts> = { en, ru, uk };

export function ruleTexts(locale: Locale): RuleTexts {
  return TABLES[locale] ?? en;
}
