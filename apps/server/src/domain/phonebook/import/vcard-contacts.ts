import ICAL from "ical.js";
import { z } from "zod";
import { AdminError } from "../../directory/admin-commands";
import type { ContactFileReading, ContactRecord } from "./contact-record";
import { vcardBlocks, type VcardBlock } from "./vcard-lines";

/** The properties a phone-book entry is made of; the rest of a card (PHOTO, ADR …) is not read. */
const WANTED = new Set(["fn", "n", "tel", "email", "org"]);
const GROUP = /^[A-Za-z0-9-]+\./;

// A jCard property (RFC 7095 §3.3): name, parameters, value type, then its values; a structured
// value (N, ORG) is an array of components, and a component with several values an array again.
const component = z.union([z.string(), z.array(z.string())]);
const jcardProperty = z.tuple(
  [z.string(), z.record(z.string(), z.unknown()), z.string()],
  z.union([z.string(), z.array(component)]),
);
/** `values`: the first value's components (one for a plain value), each as one string. */
type Property = { name: string; types: string[]; preferred: boolean; values: string[] };

/**
 * Reads vCard 3.0 (RFC 2426) and 4.0 (RFC 6350) files: FN, N, TEL by TYPE (work, cell, home), EMAIL
 * and ORG (company;department). Lines are unfolded and split into cards here, so that a card with a
 * broken line is a problem at that line while the other cards still count; ical.js parses each
 * property (parameters, escaping, structured values).
 */
export function readVcardContacts(content: string): ContactFileReading {
  const blocks = vcardBlocks(content);
  if (blocks.length === 0) throw new AdminError("the file holds no vCard (no BEGIN:VCARD line)");
  const records: ContactRecord[] = [];
  const problems: ContactFileReading["problems"] = [];
  for (const block of blocks) {
    const read = readCard(block);
    if ("problem" in read) problems.push(read.problem);
    else records.push(read.record);
  }
  return { records, problems, notices: [] };
}

function readCard(
  block: VcardBlock,
): { record: ContactRecord } | { problem: { line: number; message: string } } {
  if (!block.ended) return { problem: { line: block.line, message: "the card has no END:VCARD" } };
  const version = block.lines
    .find((entry) => /^VERSION:/i.test(entry.text))
    ?.text.slice(8)
    .trim();
  const design = version === "4.0" ? ICAL.design.vcard : ICAL.design.vcard3;
  const properties: Property[] = [];
  for (const entry of block.lines) {
    const text = entry.text.replace(GROUP, "");
    const name = (/^[A-Za-z-]+/.exec(text)?.[0] ?? "").toLowerCase();
    if (!WANTED.has(name)) continue;
    try {
      properties.push(toProperty(jcardProperty.parse(ICAL.parse.property(text, design))));
    } catch (error) {
      const reason = error instanceof z.ZodError ? "unexpected value" : (error as Error).message;
      return { problem: { line: entry.line, message: `${name.toUpperCase()}: ${reason}` } };
    }
  }
  return { record: { line: block.line, fields: fieldsOf(properties) } };
}

function toProperty([name, parameters, , ...values]: z.infer<typeof jcardProperty>): Property {
  const type = parameters.type;
  const types = (Array.isArray(type) ? type : [type])
    .filter((value): value is string => typeof value === "string")
    .flatMap((value) => value.toLowerCase().split(","));
  return {
    name,
    types,
    // vCard 3.0 says TYPE=pref, 4.0 says PREF=1 (the lower, the more preferred).
    preferred: types.includes("pref") || parameters.pref === "1",
    values: componentsOf(values[0] ?? ""),
  };
}

function fieldsOf(properties: Property[]): ContactRecord["fields"] {
  const first = (name: string) =>
    [...properties].sort(byPreference).find((property) => property.name === name)?.values ?? [];
  const [family = "", given = ""] = first("n");
  const [company = "", ...units] = first("org");
  const fields: ContactRecord["fields"] = {
    cn: first("fn").join(" "),
    givenName: given,
    sn: family,
    mail: first("email")[0] ?? "",
    company,
    department: units.filter(Boolean).join(", "),
  };
  for (const tel of [...properties].sort(byPreference).filter((property) => property.name === "tel")) {
    const slot = tel.types.some((type) => type === "cell" || type === "mobile" || type === "iphone")
      ? "mobileTelephoneNumber"
      : tel.types.includes("home")
        ? "homePhone"
        : "telephoneNumber";
    fields[slot] ??= telNumber(tel.values[0] ?? "");
  }
  return fields;
}

function componentsOf(value: string | z.infer<typeof component>[]): string[] {
  if (typeof value === "string") return [value];
  return value.map((part) => (typeof part === "string" ? part : part.join(" ")).trim());
}

const byPreference = (a: Property, b: Property) => Number(b.preferred) - Number(a.preferred);

/** vCard 4.0 writes numbers as tel: URIs (RFC 3966); the number is what precedes its parameters. */
function telNumber(value: string): string {
  return value.replace(/^tel:/i, "").split(";")[0]?.trim() ?? "";
}
