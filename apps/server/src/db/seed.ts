import type { Log } from "../domain/log";
import { DEFAULT_LOGO_PATH } from "@mobex/contracts/branding";
import type { Clock } from "../clock";
import { TenantRepository } from "../domain/directory/tenant-repository";
import { DEFAULT_FEATURES } from "../domain/directory/user-features";
import { UserRepository } from "../domain/directory/user-repository";
import type { Db } from "./client";
import { seedPhonebook } from "./seed-phonebook";
import { resellerPlans } from "./schema";
import { seedButtons } from "./seed-buttons";

type DemoUser = { extension: string; name: string; email: string; licensed?: boolean };

const demoTenants: { name: string; prefix: string; planId: string | null; users: DemoUser[] }[] = [
  {
    name: "Example Ltd",
    prefix: "40001",
    planId: "demo",
    users: [
      { extension: "1001", name: "Alice Adams", email: "alice@example.com" },
      { extension: "1002", name: "Bob Brown", email: "bob@example.com" },
      { extension: "1003", name: "Carol Clark", email: "carol@example.com" },
      { extension: "1004", name: "Dave Davis", email: "dave@example.com" },
      { extension: "1005", name: "Erin Evans", email: "erin@example.com" },
      { extension: "1006", name: "Frank Fisher", email: "frank@example.com" },
      { extension: "1007", name: "Grace Green", email: "grace@example.com" },
      { extension: "1008", name: "Henry Hill", email: "henry@example.com" },
      { extension: "1099", name: "No Licence", email: "nolicence@example.com", licensed: false },
    ],
  },
  {
    name: "Globex",
    prefix: "40002",
    planId: null,
    users: [
      { extension: "2001", name: "Oscar Olsen", email: "oscar@globex.example" },
      { extension: "2002", name: "Peggy Parker", email: "peggy@globex.example" },
    ],
  },
];

/** Shared line every licensed Example Ltd user may choose as caller id (not selected). */
const MAIN_LINE = { number: "400010000", description: "Example Ltd main line" };

/**
 * The demo data of ARCHITECTURE.md ("a demo tenant is seeded on first start, plus a second tenant so
 * that isolation is visible"). Runs only on an empty database, so deleted demo data stays deleted.
 */
export async function seedDemo(db: Db, clock: Clock, log: Log): Promise<boolean> {
  if ((await new TenantRepository(db, clock).count()) > 0) return false;
  // One transaction: a start interrupted half-way leaves an empty database, which seeds again.
  const lines = await db.transaction(async (tx) => seedTenants(tx, clock));
  log.info(
    `seeded the demo tenants Example Ltd (40001) and Globex (40002); sign in as:\n${lines.join("\n")}`,
  );
  return true;
}

async function seedTenants(db: Db, clock: Clock): Promise<string[]> {
  const tenantRepository = new TenantRepository(db, clock);
  const userRepository = new UserRepository(db, clock);
  await db
    .insert(resellerPlans)
    .values({ id: "demo", name: "Mobex demo", logoLight: DEFAULT_LOGO_PATH, logoDark: DEFAULT_LOGO_PATH })
    .onConflictDoNothing();
  const lines: string[] = [];
  for (const demo of demoTenants) {
    const tenant = await tenantRepository.create({
      name: demo.name,
      prefix: demo.prefix,
      planId: demo.planId,
    });
    for (const entry of demo.users) {
      const licensed = entry.licensed ?? true;
      const user = await userRepository.create(tenant, { ...entry, licensed, features: DEFAULT_FEATURES });
      if (tenant.prefix === "40001" && licensed) {
        await userRepository.addCallerId(user.id, MAIN_LINE.number, MAIN_LINE.description, false);
      }
      lines.push(`  ${user.phone}  ${user.email.padEnd(24)} ${user.name}${licensed ? "" : " (unlicensed)"}`);
    }
  }
  await seedButtons(db, clock);
  await seedPhonebook(db, clock);
  return lines;
}
