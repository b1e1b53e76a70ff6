import {
  chatGroupAddEndpoint,
  chatGroupCreateEndpoint,
  chatGroupDeleteEndpoint,
  chatGroupListEndpoint,
  chatGroupRemoveEndpoint,
} from "@mobex/contracts/chat";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../app-services";
import type { ChatCaller } from "../../domain/chat/chat-groups";
import type { Room } from "../../domain/chat/room-options";
import { presentGroup } from "./chat-presenter";
import { chatRoute } from "./chat-route";

/** spec 2 §7 chat/muc/*: create, list, add and remove members, delete; the owner alone changes a group. */
export function groupRoutes(app: FastifyInstance, { chat }: AppServices): void {
  const present = async (caller: ChatCaller, room: Room) =>
    presentGroup(room, chat.addresses, await chat.colleagues.byPhone(caller.tenantId));

  chatRoute(app, chatGroupCreateEndpoint, async (body, caller) => {
    chat.limits.admit("invite", caller.user.id);
    return { groupID: (await chat.groups.create(caller, body.groupName, body.members)).groupId };
  });
  chatRoute(app, chatGroupListEndpoint, async (_body, caller) => {
    const byPhone = await chat.colleagues.byPhone(caller.tenantId);
    return (await chat.groups.listFor(caller)).map((room) => presentGroup(room, chat.addresses, byPhone));
  });
  chatRoute(app, chatGroupAddEndpoint, async (body, caller) => {
    chat.limits.admit("invite", caller.user.id);
    return present(caller, await chat.groups.addMembers(caller, body.groupID, body.members));
  });
  chatRoute(app, chatGroupRemoveEndpoint, async (body, caller) =>
    present(caller, await chat.groups.removeMembers(caller, body.groupID, body.members)),
  );
  chatRoute(app, chatGroupDeleteEndpoint, async (body, caller) => ({
    groupID: (await chat.groups.delete(caller, body.groupID)).groupId,
  }));
}
