import type { Clock } from "../clock";
import { TenantRepository } from "../domain/directory/tenant-repository";
import type { PhonebookEntry } from "../domain/phonebook/phonebook-entry";
import { PhonebookRepository } from "../domain/phonebook/phonebook-repository";
import type { Db } from "./client";

type DemoContact = Partial<PhonebookEntry> & Pick<PhonebookEntry, "cn">;

/**
 * Suppliers and customers of the demo tenants. The numbers are from Ofcom's ranges reserved for
 * drama (020 7946 0xxx, 0161 496 0xxx, 07700 900xxx …), so nobody real is ever rung; they are
 * written the ways people write them, which the caller-name lookup must see through.
 */
const DEMO_PHONEBOOKS: Record<string, DemoContact[]> = {
  "40001": [
    {
      cn: "Harriet Clarke",
      givenName: "Harriet",
      sn: "Clarke",
      telephoneNumber: "+44 20 7946 0121",
      mobileTelephoneNumber: "+44 7700 900412",
      mail: "harriet.clarke@northwind-supplies.co.uk",
      company: "Northwind Office Supplies",
      department: "Account Management",
    },
    {
      cn: "Northwind Orders",
      telephoneNumber: "+44 20 7946 0100",
      mail: "orders@northwind-supplies.co.uk",
      company: "Northwind Office Supplies",
      department: "Orders",
    },
    {
      cn: "Rajesh Patel",
      givenName: "Rajesh",
      sn: "Patel",
      telephoneNumber: "+44 121 496 0344",
      mobileTelephoneNumber: "07700 900871",
      mail: "r.patel@brightline-logistics.co.uk",
      company: "Brightline Logistics",
      department: "Operations",
    },
    {
      cn: "Fiona MacLeod",
      givenName: "Fiona",
      sn: "MacLeod",
      telephoneNumber: "+44 131 496 0785",
      mail: "fiona.macleod@thistlesoftware.co.uk",
      company: "Thistle Software Ltd",
      department: "Customer Success",
    },
    {
      cn: "Owen Davies",
      givenName: "Owen",
      sn: "Davies",
      telephoneNumber: "029 2018 0456",
      mail: "owen@cambriaprint.co.uk",
      company: "Cambria Print & Design",
      department: "Sales",
    },
    {
      cn: "Sophie Turner",
      givenName: "Sophie",
      sn: "Turner",
      telephoneNumber: "+44 117 496 0213",
      mobileTelephoneNumber: "+44 7700 900655",
      mail: "sophie.turner@harbourbank.co.uk",
      company: "Harbour Bank plc",
      department: "Business Banking",
    },
    {
      cn: "Daniel O'Connor",
      givenName: "Daniel",
      sn: "O'Connor",
      telephoneNumber: "+44 28 9018 0632",
      mail: "d.oconnor@laganengineering.co.uk",
      company: "Lagan Engineering",
      department: "Procurement",
    },
    {
      cn: "Amelia Hughes",
      givenName: "Amelia",
      sn: "Hughes",
      telephoneNumber: "0161 496 0507",
      mail: "helpdesk@greenfield-fm.co.uk",
      company: "Greenfield Facilities",
      department: "Helpdesk",
    },
    {
      cn: "Tom Whitaker",
      givenName: "Tom",
      sn: "Whitaker",
      telephoneNumber: "+44 113 496 0990",
      mobileTelephoneNumber: "07700 900318",
      mail: "tom.whitaker@whitakersons.law",
      company: "Whitaker & Sons Solicitors",
      department: "Commercial Law",
    },
    {
      cn: "Priya Sharma",
      givenName: "Priya",
      sn: "Sharma",
      mobileTelephoneNumber: "+44 7700 900233",
      mail: "priya.sharma@meridianhealth.org.uk",
      company: "Meridian Health Group",
      department: "IT",
    },
    {
      cn: "Callum Reid",
      givenName: "Callum",
      sn: "Reid",
      telephoneNumber: "+44 141 496 0258",
      homePhone: "0141 496 0777",
      mail: "callum.reid@clydemarine.co.uk",
      company: "Clyde Marine Services",
      department: "Purchasing",
    },
    {
      cn: "Émilie Laurent",
      givenName: "Émilie",
      sn: "Laurent",
      telephoneNumber: "+44 20 7946 0660",
      mobileTelephoneNumber: "+44 7700 900789",
      mail: "emilie@lumiere-events.co.uk",
      company: "Lumière Events",
      department: "Client Services",
    },
  ],
  "40002": [
    {
      cn: "Marta Kowalski",
      givenName: "Marta",
      sn: "Kowalski",
      telephoneNumber: "+44 20 7946 0888",
      mail: "m.kowalski@initrode.co.uk",
      company: "Initrode Ltd",
      department: "Purchasing",
    },
    {
      cn: "Ben Carter",
      givenName: "Ben",
      sn: "Carter",
      telephoneNumber: "+44 161 496 0123",
      mail: "dispatch@vertexcouriers.co.uk",
      company: "Vertex Couriers",
      department: "Dispatch",
    },
    {
      cn: "Lucy Chen",
      givenName: "Lucy",
      sn: "Chen",
      mobileTelephoneNumber: "+44 7700 900555",
      mail: "lucy@acorncatering.co.uk",
      company: "Acorn Catering",
      department: "Events",
    },
  ],
};

const EMPTY: Omit<PhonebookEntry, "cn"> = {
  givenName: "",
  sn: "",
  telephoneNumber: "",
  mobileTelephoneNumber: "",
  homePhone: "",
  mail: "",
  company: "",
  department: "",
};

/** The demo tenants' phone books (ARCHITECTURE.md: the demo is seeded on first start). */
export async function seedPhonebook(db: Db, clock: Clock): Promise<void> {
  const tenants = new TenantRepository(db, clock);
  const entries = new PhonebookRepository(db, clock);
  for (const [prefix, contacts] of Object.entries(DEMO_PHONEBOOKS)) {
    const tenant = await tenants.findByPrefix(prefix);
    if (!tenant) continue;
    await entries.addMany(
      tenant.id,
      contacts.map((contact) => ({ ...EMPTY, ...contact })),
      false,
    );
  }
}
