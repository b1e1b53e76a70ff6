import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { deriveAuthKeys } from "../../apps/server/src/domain/auth/auth-keys";
import { TokenCodec } from "../../apps/server/src/domain/auth/token-codec";
import { ButtonRepository, type NewButton } from "../../apps/server/src/domain/board/button-repository";
import { TenantRepository } from "../../apps/server/src/domain/directory/tenant-repository";
import { deviceSessions, phonebookEntries, users } from "../../apps/server/src/db/schema";
import type { BlfBenchArgs } from "./bench-args";

export type BenchUser = { id: string; phone: string; tenantId: string; jwetoken: string };

const CHUNK = 500;
const DAY_MS = 86_400_000;

async function chunked<T, R>(rows: readonly T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    out.push(...(await insert(rows.slice(start, start + CHUNK))));
  return out;
}

/** An external number that the tenant's phone book knows (every other one) or not. */
const externalNumber = (n: number) => `+4420794${String(n % 400).padStart(5, "0")}`;

/**
 * Tenants, users, boards, phone books and signed-in device sessions written straight into the
 * database (minutes through the e-mail flow, seconds this way); the tokens are real JWEs from the
 * server's own codec, so every poll goes through the real authentication.
 */
export async function provision(app: FastifyInstance, args: BlfBenchArgs): Promise<BenchUser[]> {
  const { db } = app.services.database;
  const { clock, config } = app.services;
  const now = new Date(clock.now());
  const perTenant = Math.ceil(args.users / args.tenants);
  const codec = new TokenCodec(deriveAuthKeys(config.tokenSecret), config, clock);
  const buttons = new ButtonRepository(db, clock);
  const result: BenchUser[] = [];

  for (let t = 0; t < args.tenants && result.length < args.users; t += 1) {
    const tenant = await new TenantRepository(db, clock).create({
      name: `Bench ${t + 1}`,
      prefix: String(41001 + t),
    });
    const count = Math.min(perTenant, args.users - result.length);
    const rows = Array.from({ length: count }, (_, i) => {
      const extension = String(1000 + i);
      const phone = tenant.prefix + extension;
      const name = `Bench User ${phone}`;
      return {
        tenantId: tenant.id,
        email: `u${phone}@bench.example`,
        extension,
        phone,
        name,
        mailbox: extension,
        webrtcId: randomUUID(),
        callerIdInternal: phone,
        callerNameInternal: name,
        createdAt: now,
      };
    });
    const members = await chunked(rows, (chunk) =>
      db
        .insert(users)
        .values(chunk)
        .returning({ id: users.id, phone: users.phone, extension: users.extension }),
    );
    await chunked(
      Array.from({ length: 200 }, (_, n) => ({
        tenantId: tenant.id,
        cn: `Supplier ${n}`,
        telephoneNumber: externalNumber(n * 2),
        company: `Supplier ${n} Ltd`,
        createdAt: now,
      })),
      (chunk) => db.insert(phonebookEntries).values(chunk).returning({ id: phonebookEntries.id }),
    );
    const boards: (NewButton & { userId: string })[] = [];
    for (const [i, member] of members.entries()) {
      const colleague = (k: number) => members[(i + k) % members.length]!.extension;
      const slots: Omit<NewButton, "position">[] = [{ type: "L", label: "", target: "" }];
      for (let k = 1; k <= args.buttons - 4; k += 1)
        slots.push({ type: "B", label: "", target: colleague(k) });
      slots.push({ type: "P", label: "", target: colleague(1) });
      slots.push({ type: "D", label: "", target: externalNumber(i) });
      slots.push({ type: "V", label: "", target: "" });
      boards.push(...slots.map((slot, at) => ({ ...slot, position: at + 1, userId: member.id })));
    }
    await buttons.addMany(boards);
    const sessions = await chunked(members, (chunk) =>
      db
        .insert(deviceSessions)
        .values(
          chunk.map((member) => ({
            userId: member.id,
            secretHash: randomBytes(16).toString("hex"),
            createdAt: now,
            lastUsedAt: now,
            expiresAt: new Date(now.getTime() + 30 * DAY_MS),
          })),
        )
        .returning({ id: deviceSessions.id, userId: deviceSessions.userId }),
    );
    for (const [i, session] of sessions.entries()) {
      const member = members[i]!;
      const { jwetoken } = await codec.issue({
        sessionId: session.id,
        userId: member.id,
        tenantId: tenant.id,
        phone: member.phone,
        video: true,
      });
      result.push({ id: member.id, phone: member.phone, tenantId: tenant.id, jwetoken });
    }
  }
  return result;
}

/** Registered devices and calls in progress, as the SIP plane would report them. */
export function simulateLines(app: FastifyInstance, people: readonly BenchUser[], args: BlfBenchArgs): void {
  const { registeredPhones, liveCalls, clock } = app.services;
  for (const [i, user] of people.entries()) {
    if (i % 100 < args.online * 100) registeredPhones.update(user.phone, 1);
  }
  for (let n = 0; n < args.liveCalls && 2 * n + 1 < people.length; n += 1) {
    const caller = people[(2 * n * 7) % people.length]!;
    const callee = people[(2 * n * 7 + 1) % people.length]!;
    if (caller.tenantId !== callee.tenantId) continue;
    const id = `bench-${n}`;
    const party = (user: BenchUser) => ({
      userId: user.id,
      phone: user.phone,
      name: `Bench User ${user.phone}`,
    });
    liveCalls.begin({
      id,
      sipCallId: id,
      tenantId: caller.tenantId,
      caller: party(caller),
      callee: party(callee),
      shown: { number: caller.phone, name: `Bench User ${caller.phone}` },
      video: false,
    });
    liveCalls.ringing(id, clock.now());
    if (n % 3 !== 0) liveCalls.answered(id, clock.now());
  }
}
