import { and, asc, eq, max } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { blfButtons, type BlfButtonRow } from "../../db/schema";

export type NewButton = { position: number; type: string; label: string; target: string };

/** The `blf_buttons` rows of one user at a time. */
export class ButtonRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  list(userId: string): Promise<BlfButtonRow[]> {
    return this.db
      .select()
      .from(blfButtons)
      .where(eq(blfButtons.userId, userId))
      .orderBy(asc(blfButtons.position));
  }

  /** One past the highest position in use (1 for an empty board). */
  async nextPosition(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ highest: max(blfButtons.position) })
      .from(blfButtons)
      .where(eq(blfButtons.userId, userId));
    return (row?.highest ?? 0) + 1;
  }

  async find(userId: string, position: number): Promise<BlfButtonRow | undefined> {
    const [row] = await this.db
      .select()
      .from(blfButtons)
      .where(and(eq(blfButtons.userId, userId), eq(blfButtons.position, position)));
    return row;
  }

  async add(userId: string, button: NewButton): Promise<BlfButtonRow> {
    const [row] = await this.db
      .insert(blfButtons)
      .values({ userId, ...button, createdAt: new Date(this.clock.now()) })
      .returning();
    if (!row) throw new Error("button insert returned nothing");
    return row;
  }

  /** Many users' buttons in one statement per chunk (the seed, the bench). */
  async addMany(rows: readonly (NewButton & { userId: string })[]): Promise<void> {
    const createdAt = new Date(this.clock.now());
    for (let start = 0; start < rows.length; start += 1000) {
      const chunk = rows.slice(start, start + 1000);
      await this.db.insert(blfButtons).values(chunk.map((row) => ({ ...row, createdAt })));
    }
  }

  async remove(userId: string, position: number): Promise<BlfButtonRow | undefined> {
    const [row] = await this.db
      .delete(blfButtons)
      .where(and(eq(blfButtons.userId, userId), eq(blfButtons.position, position)))
      .returning();
    return row;
  }

  async clear(userId: string): Promise<number> {
    const rows = await this.db
      .delete(blfButtons)
      .where(eq(blfButtons.userId, userId))
      .returning({ id: blfButtons.id });
    return rows.length;
  }
}
