import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { deriveAuthKeys } from "../../apps/server/src/domain/auth/auth-keys";
import { DeviceSessionRepository } from "../../apps/server/src/domain/auth/device-session-repository";
import { TokenCodec } from "../../apps/server/src/domain/auth/token-codec";
import { UserRepository } from "../../apps/server/src/domain/directory/user-repository";
import type { BenchUser } from "./provision";

export type TokenCost = { jweOpenUs: number; checkCachedUs: number; checkFromDatabaseUs: number };

async function perCall(count: number, task: (i: number) => Promise<unknown>): Promise<number> {
  const startedAt = performance.now();
  for (let i = 0; i < count; i += 1) await task(i);
  return ((performance.now() - startedAt) * 1000) / count;
}

/**
 * What checking a token costs per request: opening the JWE alone, the whole check as the server
 * does it now (sessions and users in memory), and the two queries it used to make per request.
 */
export async function measureTokenCost(
  app: FastifyInstance,
  people: readonly BenchUser[],
): Promise<TokenCost> {
  const { config, clock, database, authenticator } = app.services;
  const codec = new TokenCodec(deriveAuthKeys(config.tokenSecret), config, clock);
  const sessions = new DeviceSessionRepository(database.db);
  const users = new UserRepository(database.db, clock);
  const sample = people.slice(0, 2000);
  const token = (i: number) => sample[i % sample.length]!.jwetoken;
  for (const user of sample) await authenticator.authenticate(user.jwetoken);
  const jweOpenUs = await perCall(5000, (i) => codec.open(token(i)));
  const checkCachedUs = await perCall(5000, (i) => authenticator.authenticate(token(i)));
  const checkFromDatabaseUs = await perCall(1000, async (i) => {
    const payload = await codec.open(token(i));
    if (!payload) throw new Error("a bench token did not open");
    await sessions.findById(payload.sid);
    await users.findWithTenant(payload.uid);
  });
  return { jweOpenUs, checkCachedUs, checkFromDatabaseUs };
}

/** A whole blf/get through Fastify in-process (app.inject): the server's work per poll, without the network. */
export async function measurePollCost(app: FastifyInstance, people: readonly BenchUser[]): Promise<number> {
  // 2,000 devices polling once each: far from each one's allowance of 4 at once.
  const sample = people.slice(0, 2000);
  return perCall(sample.length, async (i) => {
    const response = await app.inject({
      method: "POST",
      url: "/webrtc/mobex/blf/get/",
      payload: { token: sample[i]!.jwetoken },
    });
    if (response.statusCode !== 200) throw new Error(`blf/get answered ${response.statusCode}`);
  });
}
