import {
  chatGroupAddEndpoint,
  chatGroupCreateEndpoint,
  chatGroupDeleteEndpoint,
  chatGroupRemoveEndpoint,
} from "@mobex/contracts/chat";
import { call, dataOf } from "../../../shared/api/api-client";

/** spec 2 §7 chat/muc/create: the new group's id; the server invites the members (chat-design.md). */
export async function createGroup(
  phone: string,
  groupName: string,
  members: readonly string[],
): Promise<string> {
  return dataOf(await call(chatGroupCreateEndpoint, { phone, groupName, members: [...members] })).groupID;
}

export async function addGroupMembers(groupID: string, members: readonly string[]): Promise<void> {
  dataOf(await call(chatGroupAddEndpoint, { groupID, members: [...members] }));
}

export async function removeGroupMembers(groupID: string, members: readonly string[]): Promise<void> {
  dataOf(await call(chatGroupRemoveEndpoint, { groupID, members: [...members] }));
}

export async function deleteGroup(groupID: string): Promise<void> {
  dataOf(await call(chatGroupDeleteEndpoint, { groupID }));
}
