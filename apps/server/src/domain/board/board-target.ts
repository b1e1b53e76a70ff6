import type { BlfButtonType, BlfStype } from "@mobex/contracts/blf";
import type { BlfButtonRow, UserRow } from "../../db/schema";
import { VOICEMAIL_CODE } from "../calls/dial-plan";
import { phonebookCard, type PhonebookCard, type TenantSnapshot } from "./tenant-snapshot";

/** Lamp types: they watch a colleague's line (L: the user's own) and carry its live state. */
const LAMPS: ReadonlySet<BlfButtonType> = new Set(["B", "P", "L"]);

/** Names of buttons that stand for a function rather than a number. */
const FUNCTION_NAMES: Partial<Record<BlfButtonType, string>> = {
  H: "Headset",
  RP: "Pause recording",
  RR: "Resume recording",
};

const EXTENSION = /^\d{4}$/;
const PHONE = /^\d{9}$/;

/** What a button points at, resolved within the owner's tenant only. */
export type BoardTarget = {
  number: string;
  /** A licensed member of the owner's tenant that the number names. */
  colleague: UserRow | undefined;
  /** Whether the entry shows the colleague's live line. */
  lamp: boolean;
  card: PhonebookCard | undefined;
  defaultName: string;
  /** 'phone' for a colleague, 'ivr' for voicemail, 'external' for anything else. */
  stype: BlfStype;
};

/**
 * A colleague by 4-digit extension or 9-digit phone, looked up in the owner's own tenant only, so
 * that another tenant's number is as unknown as a number nobody has (ARCHITECTURE.md, Identity).
 * Unlicensed members cannot register or take calls: the dial plan treats them as unknown, so does the board.
 */
export function colleagueFor(snapshot: TenantSnapshot, target: string): UserRow | undefined {
  const trimmed = target.trim();
  const phone = EXTENSION.test(trimmed) ? snapshot.tenant.prefix + trimmed : trimmed;
  if (!PHONE.test(phone)) return undefined;
  const user = snapshot.usersByPhone.get(phone);
  return user?.licensed ? user : undefined;
}

export function resolveTarget(snapshot: TenantSnapshot, owner: UserRow, button: BlfButtonRow): BoardTarget {
  const type = button.type as BlfButtonType;
  if (type === "V") {
    const name = "Voicemail";
    return {
      number: VOICEMAIL_CODE,
      colleague: undefined,
      lamp: false,
      card: undefined,
      defaultName: name,
      stype: "ivr",
    };
  }
  const functionName = FUNCTION_NAMES[type];
  if (functionName !== undefined || type === "N") {
    const name = functionName ?? "";
    return {
      number: button.target,
      colleague: undefined,
      lamp: false,
      card: undefined,
      defaultName: name,
      stype: "external",
    };
  }
  const colleague = type === "L" ? owner : colleagueFor(snapshot, button.target);
  const number = colleague?.phone ?? button.target.trim();
  const card = number === "" ? undefined : phonebookCard(snapshot, number);
  return {
    number,
    colleague,
    lamp: colleague !== undefined && LAMPS.has(type),
    card,
    defaultName: colleague?.name ?? card?.name ?? number,
    stype: colleague ? "phone" : "external",
  };
}
