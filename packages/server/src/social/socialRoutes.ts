import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import {
  type BlocksAnswer,
  type ChallengesAnswer,
  type FollowAnswer,
  type FriendsAnswer,
  type InboxAnswer,
  joinLink,
  type MyGamesAnswer,
  type SeatLinkAnswer,
  TABLE_ID_PATTERN,
  watchLink,
} from '@nardy/online';
import type { Account, AccountStore } from '../accounts/accountStore.ts';
import { accountNameKey } from '../accounts/accountStore.ts';
import { sessionToken } from '../accounts/cookies.ts';
import { checkOrigin, HttpError, sendJson } from '../httpUtil.ts';
import type { WindowCounter } from '../limits.ts';
import type { Logger } from '../observability/logger.ts';
import type { TableStore } from '../storage/tableStore.ts';
import { hashToken, randomId } from '../tableDice.ts';
import { acceptChallenge, createChallenge } from './challengeRoutes.ts';
import { myGames } from './myGames.ts';
import { livePresence } from './presence.ts';
import type { SocialStore } from './socialStore.ts';

export interface SocialSettings {
  readonly store: TableStore;
  readonly accounts: AccountStore;
  readonly social: SocialStore;
  /** Challenges one account may send per 10 minutes. */
  readonly challengesPerUser: WindowCounter;
  /** Follows, blocks and answers one account may make per minute. */
  readonly socialPerUser: WindowCounter;
  readonly logger: Logger;
  readonly base: (req: IncomingMessage) => string;
  readonly draining?: () => boolean;
}

/** How recently an inbox poll counts as "online" in a friends list. */
const SEEN_ONLINE_MS = 90_000;

/**
 * The social routes (docs/club.md "Friends and challenges", "Notifications", "Correspondence"):
 * friends, blocks, challenges, the inbox, "My games" and an account's own seat. All need a logged-in
 * account; writes check the request's origin. Answers true when it handled the request.
 */
export async function socialRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  settings: SocialSettings,
): Promise<boolean> {
  const route = matchRoute(path);
  if (route === null) return false;
  const method = req.method ?? 'GET';
  const me = await settings.accounts.sessionAccount(sessionToken(req.headers));
  if (me === null) throw new HttpError(401, 'account/login-required', 'log in first');
  if (method !== 'GET') checkOrigin(req);
  const { social } = settings;
  const busy = () => {
    if (!settings.socialPerUser.hit(me.id)) throw new HttpError(429, 'rate/social', 'too many changes; wait a minute');
  };

  switch (route.kind) {
    case 'friends': {
      if (method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
      const [list, followers, live] = await Promise.all([
        social.following(me.id),
        social.followers(me.id),
        livePresence().catch(() => ({ online: new Set<string>(), playing: new Map<string, string>() })),
      ]);
      const base = settings.base(req);
      const now = Date.now();
      const friends = list.map((f) => {
        const key = accountNameKey(f.name);
        const table = live.playing.get(key) ?? null;
        const seen = f.seenAt !== null && now - f.seenAt.getTime() < SEEN_ONLINE_MS;
        return {
          name: f.name,
          online: seen || live.online.has(key),
          playing: table === null ? null : { tableId: table, watch: watchLink(base, table) },
          mutual: f.mutual,
        };
      });
      friends.sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name));
      sendJson(res, 200, { friends, followers } satisfies FriendsAnswer);
      return true;
    }
    case 'friend':
    case 'block': {
      const target = await player(settings, route.name);
      if (target.id === me.id) throw new HttpError(400, 'social/self', 'that is you');
      if (method === 'GET' && route.kind === 'friend') {
        const following = await social.isFollowing(me.id, target.id);
        sendJson(res, 200, { name: target.name, following } satisfies FollowAnswer);
        return true;
      }
      if (method !== 'PUT' && method !== 'DELETE') throw new HttpError(405, 'request/method', 'PUT or DELETE');
      busy();
      if (route.kind === 'friend') {
        if (method === 'PUT') {
          if (await social.eitherBlocked(me.id, target.id))
            throw new HttpError(403, 'social/blocked', 'a block stands between you');
          if (!(await social.follow(me.id, target.id)))
            throw new HttpError(409, 'social/too-many', 'you follow too many players');
        } else await social.unfollow(me.id, target.id);
        sendJson(res, 200, { name: target.name, following: method === 'PUT' } satisfies FollowAnswer);
        return true;
      }
      if (method === 'PUT') {
        if (!(await social.block(me.id, target.id)))
          throw new HttpError(409, 'social/too-many', 'you block too many players');
        settings.logger.info({ userId: me.id }, 'player blocked');
      } else await social.unblock(me.id, target.id);
      sendJson(res, 200, { blocked: await social.blocked(me.id) } satisfies BlocksAnswer);
      return true;
    }
    case 'blocks': {
      if (method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
      sendJson(res, 200, { blocked: await social.blocked(me.id) } satisfies BlocksAnswer);
      return true;
    }
    case 'challenges': {
      if (method === 'GET') {
        sendJson(res, 200, (await social.challengesOf(me.id)) satisfies ChallengesAnswer);
        return true;
      }
      if (method !== 'POST') throw new HttpError(405, 'request/method', 'GET, or POST a challenge');
      await createChallenge(req, res, settings, me);
      return true;
    }
    case 'challenge': {
      const challenge = await social.challenge(route.id);
      if (challenge === null || (challenge.fromId !== me.id && challenge.toId !== me.id)) {
        throw new HttpError(404, 'challenge/unknown', 'no such challenge');
      }
      if (route.action === null) {
        if (method === 'GET') {
          sendJson(res, 200, strip(challenge));
          return true;
        }
        if (method !== 'DELETE') throw new HttpError(405, 'request/method', 'GET, or DELETE to cancel');
        if (challenge.fromId !== me.id)
          throw new HttpError(403, 'challenge/not-yours', 'only its challenger cancels it');
        const cancelled = await social.answer(challenge.id, 'cancelled');
        if (cancelled === null) throw new HttpError(409, 'challenge/answered', 'the challenge was already answered');
        sendJson(res, 200, cancelled);
        return true;
      }
      if (method !== 'POST') throw new HttpError(405, 'request/method', 'POST to answer');
      if (challenge.toId !== me.id)
        throw new HttpError(403, 'challenge/not-yours', 'only the challenged player answers');
      if (route.action === 'decline') {
        const declined = await social.answer(challenge.id, 'declined');
        if (declined === null) throw new HttpError(409, 'challenge/answered', 'the challenge was already answered');
        await social.notify(challenge.fromId, 'challengeDeclined', { challengeId: challenge.id }, me.id);
        sendJson(res, 200, declined);
        return true;
      }
      await acceptChallenge(req, res, settings, me, challenge);
      return true;
    }
    case 'inbox': {
      if (method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
      const sinceParam = new URL(req.url ?? '/', 'http://x').searchParams.get('since');
      const parsed = sinceParam === null ? Number.NaN : Date.parse(sinceParam);
      const now = new Date();
      const since = Number.isNaN(parsed) ? new Date(now.getTime() - 60_000) : new Date(parsed);
      await social.seen(me.id, now);
      const [challenges, games, notices] = await Promise.all([
        social.pendingTo(me.id),
        myGames(social.db, settings.store, social, me.id, settings.base(req)),
        social.notices(me.id, since),
      ]);
      const answer: InboxAnswer = {
        challenges,
        yourTurn: games.filter((g) => g.yourTurn),
        notices,
        now: now.toISOString(),
      };
      sendJson(res, 200, answer);
      return true;
    }
    case 'games': {
      if (method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
      const [games, vacationLeftMs] = await Promise.all([
        myGames(social.db, settings.store, social, me.id, settings.base(req)),
        social.vacationLeft(me.id),
      ]);
      sendJson(res, 200, { games, vacationLeftMs } satisfies MyGamesAnswer);
      return true;
    }
    case 'seat': {
      if (method !== 'POST') throw new HttpError(405, 'request/method', 'POST to open your seat');
      busy();
      const token = randomId(32);
      const color = await settings.store.renewAccountSeat(route.tableId, me.id, hashToken(token));
      if (color === null) throw new HttpError(403, 'table/not-yours', 'you hold no seat at this table');
      // The room of the table (in whatever process) takes the new token; no room: the next one reads it.
      await matchMaker
        .remoteRoomCall(route.tableId, 'seatTokenRenewed', [color, hashToken(token)])
        .catch(() => undefined);
      const answer: SeatLinkAnswer = {
        tableId: route.tableId,
        color,
        join: joinLink(settings.base(req), route.tableId, token),
      };
      sendJson(res, 200, answer);
      return true;
    }
  }
}

type Route =
  | { kind: 'friends' | 'blocks' | 'challenges' | 'inbox' | 'games' }
  | { kind: 'friend' | 'block'; name: string }
  | { kind: 'challenge'; id: string; action: 'accept' | 'decline' | null }
  | { kind: 'seat'; tableId: string };

function matchRoute(path: string): Route | null {
  if (path === '/api/friends') return { kind: 'friends' };
  if (path === '/api/blocks') return { kind: 'blocks' };
  if (path === '/api/challenges') return { kind: 'challenges' };
  if (path === '/api/inbox') return { kind: 'inbox' };
  if (path === '/api/games') return { kind: 'games' };
  const named = /^\/api\/(friends|blocks)\/([^/]+)$/.exec(path);
  if (named) {
    let name: string;
    try {
      name = decodeURIComponent(named[2]);
    } catch {
      throw new HttpError(400, 'request/path', 'bad player name');
    }
    return { kind: named[1] === 'friends' ? 'friend' : 'block', name };
  }
  const challenge = /^\/api\/challenges\/([A-Za-z0-9_-]{1,32})(?:\/(accept|decline))?$/.exec(path);
  if (challenge) return { kind: 'challenge', id: challenge[1], action: (challenge[2] as 'accept' | 'decline') ?? null };
  const seat = /^\/api\/tables\/([^/]+)\/seat$/.exec(path);
  if (seat && TABLE_ID_PATTERN.test(seat[1])) return { kind: 'seat', tableId: seat[1] };
  return null;
}

/** The account of a name in a path or a body; 404 `player/unknown`. */
export async function player(settings: SocialSettings, name: string): Promise<Account> {
  const account = name.length <= 64 ? await settings.accounts.byName(name) : null;
  if (account === null) throw new HttpError(404, 'player/unknown', 'no such player');
  return account;
}

/** A challenge without its accounts' ids (what both players see). */
export const strip = <T extends { fromId: string; toId: string }>({ fromId: _f, toId: _t, ...rest }: T) => rest;
