import type { TenantRow, UserRow } from "../../db/schema";

/** A signed-in user calling the rooms API; null is someone without a (valid) session. */
export interface ConferenceMember {
  readonly user: UserRow;
  readonly tenant: TenantRow;
}
