import type { BlfEntry } from "@mobex/contracts/blf";

/** A BLF entry as the platform sends it for a colleague who is free (contracts/blf.ts). */
export function blfEntry(overrides: Partial<BlfEntry> = {}): BlfEntry {
  const button = overrides.button ?? 1;
  return {
    id: `b${button}`,
    blf_name: "Bob Brown",
    blf_number: "400011002",
    cpb_name: "",
    type: "B",
    button,
    video: "1",
    chat: "1",
    mobex_status: "",
    qstatus: "",
    status: "idle",
    online: "1",
    online_status: "O",
    dnd: "0",
    start: 0,
    call_type: "",
    snumber: "",
    dnumber: "",
    cnumber: "",
    stype: "phone",
    callerid_internal: "400011002",
    callername_internal: "Bob",
    telephone: "",
    mobile: "",
    other: "",
    mail: "bob@example.com",
    company: "Example Ltd",
    department: "",
    avatar_hash: "",
    ...overrides,
  };
}

/** The demo tenant's colleagues of Alice, one per button. */
export function demoBoard(): BlfEntry[] {
  const people = ["Bob Brown", "Carol Clark", "Dave Davis", "Erin Evans"];
  return people.map((name, index) =>
    blfEntry({ id: `b${index + 1}`, button: index + 1, blf_name: name, blf_number: `40001100${index + 2}` }),
  );
}
