import type { AdminRequest } from "../directory/admin-commands";
import { AdminError } from "../directory/admin-commands";
import type { UserRow } from "../../db/schema";
import type { CsvRow } from "./csv-rows";

/** The columns of users.csv and the titles accepted for each (compared without case or punctuation). */
export const USER_COLUMNS = {
  tenant: ["tenant", "prefix", "tenant prefix"],
  extension: ["extension", "ext"],
  email: ["email", "e-mail", "mail"],
  name: ["name", "full name", "display name"],
  licensed: ["licensed", "licence", "license"],
  features: ["features"],
} as const;
export type UserColumn = keyof typeof USER_COLUMNS;

const YES = new Set(["true", "yes", "y", "1"]);
const NO = new Set(["false", "no", "n", "0"]);

function licensedOf(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const normalised = value.toLowerCase();
  if (YES.has(normalised)) return true;
  if (NO.has(normalised)) return false;
  throw new AdminError(`licensed must be true or false, not "${value}"`);
}

/** "cpb video_support", "cpb;video_support" or a quoted "cpb,video_support"; "none" for none. */
function featuresOf(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  if (value.toLowerCase() === "none") return [];
  return value.split(/[\s,;|]+/).filter(Boolean);
}

/**
 * The admin command a row stands for: `user.update` for an e-mail that exists (empty cells change
 * nothing), else `user.add` (tenant, extension and name then required). The admin service's schema
 * validates it, as it does a command typed by hand.
 */
export function userCommandOf(
  row: CsvRow<UserColumn>,
  existing: UserRow | undefined,
  tenantOfExisting: string,
) {
  const { tenant, extension, email, name } = row.values;
  const licensed = licensedOf(row.values.licensed);
  const features = featuresOf(row.values.features);
  const optional = {
    ...(licensed === undefined ? {} : { licensed }),
    ...(features === undefined ? {} : { features }),
  };
  if (existing) {
    if (tenant !== undefined && tenant !== tenantOfExisting) {
      throw new AdminError(
        `${existing.email} belongs to tenant ${tenantOfExisting}; a user cannot move to another tenant`,
      );
    }
    return {
      command: "user.update",
      email: email ?? "",
      ...(name === undefined ? {} : { name }),
      ...(extension === undefined ? {} : { extension }),
      ...optional,
    } satisfies AdminRequest;
  }
  return { command: "user.add", tenant, extension, email, name, ...optional } satisfies AdminRequest;
}
