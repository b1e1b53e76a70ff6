import { z } from "zod";

/**
 * A room's `opts` (muc_room, chat-design.md): ejabberd's room options as JSON, with the tenant the
 * room belongs to. Affiliations map bare JIDs to 'owner' or 'member'.
 */
export const roomOptionsSchema = z.object({
  title: z.string(),
  description: z.string(),
  tenant: z.string(),
  persistent: z.boolean(),
  members_only: z.boolean(),
  public: z.boolean(),
  affiliations: z.record(z.string(), z.enum(["owner", "member"])),
});
export type RoomOptions = z.infer<typeof roomOptionsSchema>;

/** A group as the chat API and the MUC service see it. */
export type Room = {
  groupId: string;
  jid: string;
  tenantId: string;
  title: string;
  /** The owner's bare JID. */
  owner: string;
  /** Bare JIDs of every member, the owner first. */
  members: string[];
  createdAt: Date;
};

export function roomOf(groupId: string, jid: string, options: RoomOptions, createdAt: Date): Room {
  const entries = Object.entries(options.affiliations);
  const owner = entries.find(([, affiliation]) => affiliation === "owner")?.[0] ?? "";
  return {
    groupId,
    jid,
    tenantId: options.tenant,
    title: options.title,
    owner,
    members: [
      owner,
      ...entries.filter(([, affiliation]) => affiliation === "member").map(([member]) => member),
    ],
    createdAt,
  };
}

export function optionsOf(room: Pick<Room, "title" | "tenantId" | "owner" | "members">): RoomOptions {
  const affiliations: RoomOptions["affiliations"] = {};
  for (const member of room.members) affiliations[member] = "member";
  affiliations[room.owner] = "owner";
  return {
    title: room.title,
    description: room.title,
    tenant: room.tenantId,
    persistent: true,
    members_only: true,
    public: false,
    affiliations,
  };
}
