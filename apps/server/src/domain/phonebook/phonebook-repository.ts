import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { phonebookEntries, type PhonebookEntryRow } from "../../db/schema";
import type { PhonebookEntry } from "./phonebook-entry";
import { numberKey, numberTail } from "./number-key";

// PostgreSQL allows 65,535 bind parameters per statement; 500 rows of 11 columns stay far below.
const INSERT_CHUNK = 500;
const NUMBER_COLUMNS = [
  phonebookEntries.telephoneNumber,
  phonebookEntries.mobileTelephoneNumber,
  phonebookEntries.homePhone,
] as const;

/** The provisioned entries of each tenant's phone book; every read and change names the tenant. */
export class PhonebookRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(tenantId: string): Promise<PhonebookEntryRow[]> {
    return this.db
      .select()
      .from(phonebookEntries)
      .where(eq(phonebookEntries.tenantId, tenantId))
      .orderBy(asc(phonebookEntries.cn), asc(phonebookEntries.id));
  }

  async add(tenantId: string, entry: PhonebookEntry): Promise<PhonebookEntryRow> {
    const [row] = await this.db
      .insert(phonebookEntries)
      .values({ ...entry, tenantId, createdAt: new Date(this.clock.now()) })
      .returning();
    if (!row) throw new Error("phone-book insert returned nothing");
    return row;
  }

  /** Adds the entries in one transaction; with `replace`, the tenant's old entries go first. */
  async addMany(tenantId: string, entries: readonly PhonebookEntry[], replace: boolean): Promise<number> {
    const createdAt = new Date(this.clock.now());
    return this.db.transaction(async (tx) => {
      let removed = 0;
      if (replace) {
        const gone = await tx
          .delete(phonebookEntries)
          .where(eq(phonebookEntries.tenantId, tenantId))
          .returning({ id: phonebookEntries.id });
        removed = gone.length;
      }
      for (let start = 0; start < entries.length; start += INSERT_CHUNK) {
        const chunk = entries.slice(start, start + INSERT_CHUNK);
        await tx.insert(phonebookEntries).values(chunk.map((entry) => ({ ...entry, tenantId, createdAt })));
      }
      return removed;
    });
  }

  /** The removed entry; undefined when the tenant has no entry with that id (another tenant's included). */
  async remove(tenantId: string, id: string): Promise<PhonebookEntryRow | undefined> {
    const [row] = await this.db
      .delete(phonebookEntries)
      .where(and(eq(phonebookEntries.tenantId, tenantId), eq(phonebookEntries.id, id)))
      .returning();
    return row;
  }

  /**
   * The cn of the first entry (by cn) that has `number` as its telephone, mobile or home number,
   * compared by `numberKey`. The database narrows by the number's last digits; the key decides.
   */
  async nameForNumber(tenantId: string, number: string): Promise<string | undefined> {
    const key = numberKey(number);
    const tail = numberTail(number);
    if (key === "" || tail.length < 3) return undefined;
    const endsWithTail = (column: (typeof NUMBER_COLUMNS)[number]): SQL =>
      sql`regexp_replace(${column}, '[^0-9]', '', 'g') like ${`%${tail}`}`;
    const candidates = await this.db
      .select()
      .from(phonebookEntries)
      .where(and(eq(phonebookEntries.tenantId, tenantId), or(...NUMBER_COLUMNS.map(endsWithTail))))
      .orderBy(asc(phonebookEntries.cn), asc(phonebookEntries.id));
    const match = candidates.find((row) =>
      [row.telephoneNumber, row.mobileTelephoneNumber, row.homePhone].some(
        (candidate) => candidate !== "" && numberKey(candidate) === key,
      ),
    );
    return match?.cn;
  }
}
