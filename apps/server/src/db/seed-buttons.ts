import type { Clock } from "../clock";
import { ButtonRepository, type NewButton } from "../domain/board/button-repository";
import { UserRepository } from "../domain/directory/user-repository";
import type { Db } from "./client";
import type { UserRow } from "./schema";

/** The demo tenant with the full board; every other seeded tenant gets lamps of its colleagues only. */
const FULL_BOARD_PREFIX = "40001";
const MAIN_LINE = { number: "400010000", label: "Main line" };

/**
 * Presence boards for the demo users (ARCHITECTURE.md: the demo is seeded on first start). In
 * Example Ltd each licensed user gets their own line (L), a lamp (B) for every licensed colleague,
 * a pickup button (P) for the next colleague, a speed dial to the main line (D) and voicemail (V);
 * in the other tenants, lamps for each colleague.
 */
export async function seedButtons(db: Db, clock: Clock): Promise<void> {
  const byTenant = new Map<string, { prefix: string; members: UserRow[] }>();
  for (const { user, tenant } of await new UserRepository(db, clock).list()) {
    if (!user.licensed) continue;
    let group = byTenant.get(tenant.id);
    if (!group) byTenant.set(tenant.id, (group = { prefix: tenant.prefix, members: [] }));
    group.members.push(user);
  }
  const rows: (NewButton & { userId: string })[] = [];
  for (const { prefix, members } of byTenant.values()) {
    for (const [index, user] of members.entries()) {
      const board = prefix === FULL_BOARD_PREFIX ? fullBoard(user, members, index) : lamps(user, members);
      rows.push(...board.map((button, at) => ({ ...button, position: at + 1, userId: user.id })));
    }
  }
  await new ButtonRepository(db, clock).addMany(rows);
}

type Slot = Omit<NewButton, "position">;

function lamps(user: UserRow, members: readonly UserRow[]): Slot[] {
  return members
    .filter((colleague) => colleague.id !== user.id)
    .map((colleague) => ({ type: "B", label: "", target: colleague.extension }));
}

function fullBoard(user: UserRow, members: readonly UserRow[], index: number): Slot[] {
  const next = members[(index + 1) % members.length];
  return [
    { type: "L", label: "My line", target: "" },
    ...lamps(user, members),
    ...(next && next.id !== user.id
      ? // No label: the key shows the colleague's own name (and picture), as a lamp does.
        [{ type: "P", label: "", target: next.extension }]
      : []),
    { type: "D", label: MAIN_LINE.label, target: MAIN_LINE.number },
    { type: "V", label: "", target: "" },
  ];
}
