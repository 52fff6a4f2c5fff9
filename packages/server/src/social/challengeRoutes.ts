import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AcceptedChallenge, joinLink, parseClockRequest } from '@nardy/online';
import { parseTableConfig } from '@nardy/parallel';
import type { Account } from '../accounts/accountStore.ts';
import { HttpError, readJsonObject, sendJson } from '../httpUtil.ts';
import { openTable } from '../newTable.ts';
import { player, type SocialSettings } from './socialRoutes.ts';
import { MAX_PENDING_CHALLENGES, type SocialStore } from './socialStore.ts';

/**
 * Challenges by name (docs/club.md "Friends and challenges"): sending one, and accepting one, which opens
 * its table. The routes' dispatch is socialRoutes.ts.
 */

/** `POST /api/challenges`: a named player, any table and clock; refused between players a block separates. */
export async function createChallenge(
  req: IncomingMessage,
  res: ServerResponse,
  settings: SocialSettings,
  me: Account,
): Promise<void> {
  const { social } = settings;
  const body = await readJsonObject(req);
  const { to, table, clock, rated, color } = body;
  if (typeof to !== 'string' || !('table' in body)) {
    throw new HttpError(400, 'challenge/shape', 'the body is {"to", "table", "clock"?, "rated"?, "color"?}');
  }
  if (rated !== undefined && typeof rated !== 'boolean')
    throw new HttpError(400, 'challenge/shape', 'rated must be true or false');
  if (color !== undefined && color !== 'white' && color !== 'black' && color !== 'random') {
    throw new HttpError(400, 'challenge/shape', 'color is white, black or random');
  }
  const config = parseTableConfig(table);
  if (!config.ok) throw new HttpError(400, config.error.code, config.error.message);
  const clockSettings = parseClockRequest(clock, config.value.spec);
  if (!clockSettings.ok) throw new HttpError(400, 'request/clock', clockSettings.message);
  const target = await player(settings, to);
  if (target.id === me.id) throw new HttpError(400, 'social/self', 'you cannot challenge yourself');
  if (await social.eitherBlocked(me.id, target.id)) {
    throw new HttpError(403, 'social/blocked', 'this player does not take challenges from you');
  }
  if (!settings.challengesPerUser.hit(me.id)) {
    throw new HttpError(429, 'rate/challenges', 'too many challenges; try again in a few minutes');
  }
  if ((await social.pendingFrom(me.id)) >= MAX_PENDING_CHALLENGES) {
    throw new HttpError(409, 'social/too-many', 'too many of your challenges wait for an answer');
  }
  const challenge = await social.createChallenge({
    fromId: me.id,
    toId: target.id,
    spec: config.value.spec,
    clock: clockSettings.value,
    rated: rated === true,
    color: (color as 'white' | 'black' | 'random' | undefined) ?? 'random',
  });
  await social.notify(target.id, 'challenge', { challengeId: challenge.id }, me.id);
  settings.logger.info({ challengeId: challenge.id }, 'challenge sent');
  sendJson(res, 201, challenge);
}

/** Accepts: opens the table with both seats bound to the two accounts; the challenger is told. */
export async function acceptChallenge(
  req: IncomingMessage,
  res: ServerResponse,
  settings: SocialSettings,
  me: Account,
  challenge: NonNullable<Awaited<ReturnType<SocialStore['challenge']>>>,
): Promise<void> {
  const { social } = settings;
  if (settings.draining?.()) throw new HttpError(503, 'server/draining', 'this server process is stopping; try again');
  if (challenge.status !== 'pending')
    throw new HttpError(409, 'challenge/answered', 'the challenge was already answered');
  if (await social.eitherBlocked(challenge.fromId, challenge.toId)) {
    throw new HttpError(403, 'social/blocked', 'a block stands between you');
  }
  const config = parseTableConfig(challenge.table);
  if (!config.ok) throw new HttpError(400, config.error.code, config.error.message);
  const accepted = await social.answer(challenge.id, 'accepted');
  if (accepted === null) throw new HttpError(409, 'challenge/answered', 'the challenge was already answered');
  const challengerWhite = challenge.color === 'random' ? Math.random() < 0.5 : challenge.color === 'white';
  const from = { id: challenge.fromId, name: challenge.from };
  const to = { id: me.id, name: me.name };
  const { id, tokens } = await openTable(settings.store, {
    config: config.value,
    name: null,
    clock: challenge.clock,
    rated: challenge.rated,
    listed: false,
    accounts: challengerWhite ? { white: from, black: to } : { white: to, black: from },
  });
  await social.setChallengeTable(challenge.id, id);
  await social.notify(challenge.fromId, 'challengeAccepted', { challengeId: challenge.id, tableId: id }, me.id);
  settings.logger.info({ challengeId: challenge.id, tableId: id }, 'challenge accepted');
  const mine = challengerWhite ? 'black' : 'white';
  const answer: AcceptedChallenge = {
    challenge: { ...accepted, tableId: id },
    tableId: id,
    join: joinLink(settings.base(req), id, tokens[mine]),
  };
  sendJson(res, 200, answer);
}
