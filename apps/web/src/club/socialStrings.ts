import { type Locale, pluralForm } from '@nardy/elements';
import type { ChallengeStatus, CorrespondenceDays } from '@nardy/online';

/**
 * Texts of the club's friends, challenges, "My games" and notifications (docs/club.md) in every
 * language of the app; the rest of the club's texts are in clubStrings.ts.
 */
export interface SocialStrings {
  readonly friends: string;
  readonly myGames: string;
  readonly follow: string;
  readonly unfollow: string;
  readonly followName: (name: string) => string;
  readonly unfollowName: (name: string) => string;
  readonly following: string;
  readonly block: string;
  readonly unblock: string;
  readonly blockName: (name: string) => string;
  readonly blockHint: string;
  readonly blocked: string;
  readonly noBlocked: string;
  readonly noFriends: string;
  readonly followers: (n: number) => string;
  readonly online: string;
  readonly away: string;
  readonly playing: string;
  readonly mutual: string;
  readonly challenge: string;
  readonly challengeName: (name: string) => string;
  readonly challengeTo: string;
  readonly send: string;
  readonly myColor: string;
  readonly randomColor: string;
  readonly incoming: string;
  readonly outgoing: string;
  readonly noChallenges: string;
  readonly challengeFrom: (name: string) => string;
  readonly challengeOf: (name: string) => string;
  readonly accept: string;
  readonly decline: string;
  readonly cancel: string;
  readonly openTable: string;
  readonly statuses: Record<ChallengeStatus, string>;
  readonly correspondence: Record<`days-${CorrespondenceDays}`, string>;
  readonly correspondenceGroup: string;
  readonly liveGroup: string;
  readonly noGames: string;
  readonly yourTurn: string;
  readonly theirTurn: string;
  readonly notStarted: string;
  readonly open: string;
  readonly timeLeft: (left: string) => string;
  readonly vacationLeft: (days: number) => string;
  readonly versus: (name: string) => string;
  readonly notifications: string;
  readonly notifySound: string;
  readonly notifySystem: string;
  readonly notifyDenied: string;
  readonly notifyUnsupported: string;
  readonly titleTurn: string;
  readonly titleChallenges: (n: number) => string;
  readonly noticeTurn: string;
  readonly noticeTurnBody: (opponent: string) => string;
  readonly noticeChallenge: string;
  readonly noticeChallengeBody: (from: string) => string;
  readonly noticeAccepted: (name: string) => string;
  readonly noticeDeclined: (name: string) => string;
  readonly noticeRound: string;
  readonly noticeRoundBody: (name: string) => string;
  readonly loginFirst: string;
  readonly days: (n: number) => string;
  readonly hours: (n: number) => string;
}

const plural = (lang: Locale, n: number, one: string, few: string, many: string) =>
  pluralForm(lang, n, { one, few, many, other: few });

const en: SocialStrings = {
  friends: 'Friends',
  myGames: 'My games',
  follow: 'Follow',
  unfollow: 'Unfollow',
  followName: (name) => `Follow ${name}`,
  unfollowName: (name) => `Unfollow ${name}`,
  following: 'Following',
  block: 'Block',
  unblock: 'Unblock',
  blockName: (name) => `Block ${name}`,
  blockHint: 'A blocked player cannot challenge you, and you see neither his chat nor his messages.',
  blocked: 'Blocked players',
  noBlocked: 'You have blocked nobody.',
  noFriends: 'You follow nobody yet. Follow players from their profile, the lobby or a finished table.',
  followers: (n) => `${n} ${n === 1 ? 'follower' : 'followers'}`,
  online: 'online',
  away: 'away',
  playing: 'playing',
  mutual: 'follows you',
  challenge: 'Challenge',
  challengeName: (name) => `Challenge ${name}`,
  challengeTo: 'Player',
  send: 'Send the challenge',
  myColor: 'My colour',
  randomColor: 'Random',
  incoming: 'Challenges to you',
  outgoing: 'Your challenges',
  noChallenges: 'No challenges.',
  challengeFrom: (name) => `from ${name}`,
  challengeOf: (name) => `to ${name}`,
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Withdraw',
  openTable: 'Open the table',
  statuses: {
    pending: 'waiting',
    accepted: 'accepted',
    declined: 'declined',
    cancelled: 'withdrawn',
    expired: 'expired',
  },
  correspondence: {
    'days-1': '1 day per move',
    'days-2': '2 days per move',
    'days-3': '3 days per move',
    'days-7': '7 days per move',
  },
  correspondenceGroup: 'Correspondence',
  liveGroup: 'Live',
  noGames: 'You have no game in progress.',
  yourTurn: 'Your turn',
  theirTurn: 'Their turn',
  notStarted: 'Waiting for both players',
  open: 'Open',
  timeLeft: (left) => `${left} left`,
  vacationLeft: (days) => `Vacation left this year: ${days} ${days === 1 ? 'day' : 'days'}`,
  versus: (name) => `against ${name}`,
  notifications: 'Notifications',
  notifySound: 'A sound for your turn and for challenges',
  notifySystem: 'System notifications: challenges, tournament rounds, and your turn while the tab is hidden',
  notifyDenied: 'The browser blocks notifications for this site.',
  notifyUnsupported: 'This browser shows no notifications.',
  titleTurn: 'Your turn',
  titleChallenges: (n) => `${n} ${n === 1 ? 'challenge' : 'challenges'}`,
  noticeTurn: 'Your turn',
  noticeTurnBody: (opponent) => `Your move against ${opponent}.`,
  noticeChallenge: 'A challenge',
  noticeChallengeBody: (from) => `${from} challenges you.`,
  noticeAccepted: (name) => `${name} accepted your challenge.`,
  noticeDeclined: (name) => `${name} declined your challenge.`,
  noticeRound: 'A tournament round starts',
  noticeRoundBody: (name) => `Your next table in ${name} is open.`,
  loginFirst: 'Log in to follow, challenge and see your games.',
  days: (n) => `${n} d`,
  hours: (n) => `${n} h`,
};

const ru: SocialStrings = {
  friends: 'Друзья',
  myGames: 'Мои партии',
  follow: 'Подписаться',
  unfollow: 'Отписаться',
  followName: (name) => `Подписаться на ${name}`,
  unfollowName: (name) => `Отписаться от ${name}`,
  following: 'Вы подписаны',
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  blockName: (name) => `Заблокировать ${name}`,
  blockHint: 'Заблокированный игрок не может вызвать вас, а вы не видите ни его чата, ни его сообщений.',
  blocked: 'Заблокированные игроки',
  noBlocked: 'Вы никого не блокировали.',
  noFriends: 'Вы пока ни на кого не подписаны. Подписывайтесь на игроков в их профиле, в лобби или после партии.',
  followers: (n) => `${n} ${plural('ru', n, 'подписчик', 'подписчика', 'подписчиков')}`,
  online: 'в сети',
  away: 'не в сети',
  playing: 'играет',
  mutual: 'подписан на вас',
  challenge: 'Вызвать',
  challengeName: (name) => `Вызвать ${name}`,
  challengeTo: 'Игрок',
  send: 'Отправить вызов',
  myColor: 'Мой цвет',
  randomColor: 'Случайно',
  incoming: 'Вызовы вам',
  outgoing: 'Ваши вызовы',
  noChallenges: 'Вызовов нет.',
  challengeFrom: (name) => `от ${name}`,
  challengeOf: (name) => `для ${name}`,
  accept: 'Принять',
  decline: 'Отклонить',
  cancel: 'Отозвать',
  openTable: 'Открыть стол',
  statuses: {
    pending: 'ждёт ответа',
    accepted: 'принят',
    declined: 'отклонён',
    cancelled: 'отозван',
    expired: 'истёк',
  },
  correspondence: {
    'days-1': '1 день на ход',
    'days-2': '2 дня на ход',
    'days-3': '3 дня на ход',
    'days-7': '7 дней на ход',
  },
  correspondenceGroup: 'По переписке',
  liveGroup: 'Живая игра',
  noGames: 'У вас нет незаконченных партий.',
  yourTurn: 'Ваш ход',
  theirTurn: 'Ход соперника',
  notStarted: 'Ждём обоих игроков',
  open: 'Открыть',
  timeLeft: (left) => `осталось ${left}`,
  vacationLeft: (days) => `Отпуск в этом году: ${days} ${plural('ru', days, 'день', 'дня', 'дней')}`,
  versus: (name) => `против ${name}`,
  notifications: 'Уведомления',
  notifySound: 'Звук при вашем ходе и при вызове',
  notifySystem: 'Системные уведомления: вызовы, туры турниров и ваш ход, когда вкладка скрыта',
  notifyDenied: 'Браузер запретил уведомления для этого сайта.',
  notifyUnsupported: 'Этот браузер не показывает уведомления.',
  titleTurn: 'Ваш ход',
  titleChallenges: (n) => `${n} ${plural('ru', n, 'вызов', 'вызова', 'вызовов')}`,
  noticeTurn: 'Ваш ход',
  noticeTurnBody: (opponent) => `Ваш ход в партии против ${opponent}.`,
  noticeChallenge: 'Вызов',
  noticeChallengeBody: (from) => `${from} вызывает вас.`,
  noticeAccepted: (name) => `${name} принял ваш вызов.`,
  noticeDeclined: (name) => `${name} отклонил ваш вызов.`,
  noticeRound: 'Начинается тур турнира',
  noticeRoundBody: (name) => `Ваш следующий стол в турнире «${name}» открыт.`,
  loginFirst: 'Войдите, чтобы подписываться, вызывать и видеть свои партии.',
  days: (n) => `${n} д`,
  hours: (n) => `${n} ч`,
};

const uk: SocialStrings = {
  friends: 'Друзі',
  myGames: 'Мої партії',
  follow: 'Стежити',
  unfollow: 'Не стежити',
  followName: (name) => `Стежити за ${name}`,
  unfollowName: (name) => `Не стежити за ${name}`,
  following: 'Ви стежите',
  block: 'Заблокувати',
  unblock: 'Розблокувати',
  blockName: (name) => `Заблокувати ${name}`,
  blockHint: 'Заблокований гравець не може викликати вас, а ви не бачите ні його чату, ні його повідомлень.',
  blocked: 'Заблоковані гравці',
  noBlocked: 'Ви нікого не блокували.',
  noFriends: 'Ви ще ні за ким не стежите. Стежте за гравцями з їхнього профілю, лобі або після партії.',
  followers: (n) => `${n} ${plural('uk', n, 'підписник', 'підписники', 'підписників')}`,
  online: 'у мережі',
  away: 'не в мережі',
  playing: 'грає',
  mutual: 'стежить за вами',
  challenge: 'Викликати',
  challengeName: (name) => `Викликати ${name}`,
  challengeTo: 'Гравець',
  send: 'Надіслати виклик',
  myColor: 'Мій колір',
  randomColor: 'Випадково',
  incoming: 'Виклики вам',
  outgoing: 'Ваші виклики',
  noChallenges: 'Викликів немає.',
  challengeFrom: (name) => `від ${name}`,
  challengeOf: (name) => `для ${name}`,
  accept: 'Прийняти',
  decline: 'Відхилити',
  cancel: 'Відкликати',
  openTable: 'Відкрити стіл',
  statuses: {
    pending: 'чекає відповіді',
    accepted: 'прийнято',
    declined: 'відхилено',
    cancelled: 'відкликано',
    expired: 'минув',
  },
  correspondence: {
    'days-1': '1 день на хід',
    'days-2': '2 дні на хід',
    'days-3': '3 дні на хід',
    'days-7': '7 днів на хід',
  },
  correspondenceGroup: 'Листування',
  liveGroup: 'Жива гра',
  noGames: 'У вас немає незакінчених партій.',
  yourTurn: 'Ваш хід',
  theirTurn: 'Хід суперника',
  notStarted: 'Чекаємо обох гравців',
  open: 'Відкрити',
  timeLeft: (left) => `залишилося ${left}`,
  vacationLeft: (days) => `Відпустка цього року: ${days} ${plural('uk', days, 'день', 'дні', 'днів')}`,
  versus: (name) => `проти ${name}`,
  notifications: 'Сповіщення',
  notifySound: 'Звук при вашому ході та при виклику',
  notifySystem: 'Системні сповіщення: виклики, тури турнірів і ваш хід, коли вкладка прихована',
  notifyDenied: 'Браузер заборонив сповіщення для цього сайту.',
  notifyUnsupported: 'Цей браузер не показує сповіщень.',
  titleTurn: 'Ваш хід',
  titleChallenges: (n) => `${n} ${plural('uk', n, 'виклик', 'виклики', 'викликів')}`,
  noticeTurn: 'Ваш хід',
  noticeTurnBody: (opponent) => `Ваш хід у партії проти ${opponent}.`,
  noticeChallenge: 'Виклик',
  noticeChallengeBody: (from) => `${from} викликає вас.`,
  noticeAccepted: (name) => `${name} прийняв ваш виклик.`,
  noticeDeclined: (name) => `${name} відхилив ваш виклик.`,
  noticeRound: 'Починається тур турніру',
  noticeRoundBody: (name) => `Ваш наступний стіл у турнірі «${name}» відкрито.`,
  loginFirst: 'Увійдіть, щоб стежити, викликати та бачити свої партії.',
  days: (n) => `${n} д`,
  hours: (n) => `${n} год`,
};

const TABLES: Record<Locale, SocialStrings> = { en, ru, uk };

/** The social texts in a language. */
export function socialStrings(locale: Locale): SocialStrings {
  return TABLES[locale];
}

/** Time left as days and hours ("2 d 5 h", "7 h"), for correspondence deadlines. */
export function formatLeft(s: SocialStrings, ms: number): string {
  const hours = Math.max(0, Math.floor(ms / 3_600_000));
  const days = Math.floor(hours / 24);
  return days > 0 ? `${s.days(days)} ${s.hours(hours % 24)}` : s.hours(hours);
}
