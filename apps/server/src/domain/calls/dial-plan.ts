import type { UserRow } from "../../db/schema";
import type { TenantSnapshot } from "../board/tenant-snapshot";

/** spec 1 §9: short numbers have 4 digits; a phone is the 5-digit tenant prefix plus one (ARCHITECTURE.md). */
const EXTENSION = /^\d{4}$/;
const PHONE = /^\d{9}$/;
/** spec 1 §9: the voicemail code, dialled by a long press on key 1. */
export const VOICEMAIL_CODE = "*1";

export type DialOutcome =
  /** A licensed user of the caller's tenant who takes the call. */
  | { kind: "user"; callee: UserRow }
  /** The callee is on do-not-disturb: busy for every device. */
  | { kind: "busy"; callee: UserRow }
  /** The caller's own mailbox (spec 1 §9 `*1`). */
  | { kind: "voicemail" }
  /** Nothing answers to that number for this caller: unknown, another tenant's, or unlicensed. */
  | { kind: "unknown" };

/** The members of a tenant by phone, kept current by whoever changes them (TenantDirectory). */
export type TenantMembers = {
  snapshot(tenantId: string): Promise<Pick<TenantSnapshot, "tenant" | "usersByPhone"> | undefined>;
};

/**
 * Where a dialled number goes for a caller. Calls cross no tenant boundary, and a number of
 * another tenant is as unknown as a number nobody has, so that a call reveals nothing
 * (ARCHITECTURE.md, Identity). Reads the in-memory directory only: every call asks (issue 8 §4).
 */
export class DialPlan {
  constructor(private readonly members: TenantMembers) {}

  /** `call` false is for requests that are not calls (MESSAGE, SUBSCRIBE …): DND does not refuse them. */
  async resolve(caller: UserRow, dialled: string, call: boolean): Promise<DialOutcome> {
    if (dialled === VOICEMAIL_CODE) return call ? { kind: "voicemail" } : { kind: "unknown" };
    const callee = await this.userFor(caller, dialled);
    if (!callee?.licensed) return { kind: "unknown" };
    if (call && callee.dnd) return { kind: "busy", callee };
    return { kind: "user", callee };
  }

  /** The member of the caller's tenant that a 4-digit extension or a 9-digit phone names. */
  async userFor(caller: UserRow, dialled: string): Promise<UserRow | undefined> {
    // The voicemail code names the caller's mailbox (`resolve`), never a colleague.
    if (dialled === VOICEMAIL_CODE) return undefined;
    const extension = EXTENSION.test(dialled);
    if (!extension && !PHONE.test(dialled)) return undefined;
    const tenant = await this.members.snapshot(caller.tenantId);
    if (!tenant) return undefined;
    // Only the caller's own tenant is searched, so another tenant's phone is simply not found.
    return tenant.usersByPhone.get(extension ? tenant.tenant.prefix + dialled : dialled);
  }
}
