import type { ChatRecent } from "@mobex/contracts/chat";
import { addressOf } from "../../../services/xmpp/chat-stanza";
import { fetchChatContacts, fetchGroups, fetchHistoryPage, fetchRecent, confirmRead } from "../api/chat-api";
import {
  dropGroup,
  ensureConversation,
  jidOf,
  resetChatStore,
  updateConversation,
  updateMessagesHolding,
  useChatStore,
} from "../model/chat-store";
import type { ConversationType } from "../model/chat-types";
import { messageOfRecord } from "../model/history-messages";
import { receiveStanza } from "../model/receive-stanza";
import { insertMessage, markAcked, prependPage } from "../model/ticks";
import { addGroupMembers, createGroup, deleteGroup, removeGroupMembers } from "../api/group-api";
import { isPopupInView, notePopupUpdate, usePopupStore } from "../model/popup-store";
import { uploadAttachment } from "../api/attachments";
import { thumbnailOf } from "../model/thumbnail";
import { newConference } from "../model/conference-room";
import type { MessageExtras } from "../../../services/xmpp/outgoing-stanzas";
import { uploadFailureText, uploadRefusal } from "../model/upload-rules";
import { isApiError } from "../../../shared/api/api-error";
import type { ChatConnectionPort } from "./chat-connection-port";

// spec 2 §9: "chat contacts refresh 20 min".
const CONTACTS_REFRESH_MS = 20 * 60 * 1000;

const isVisible = () => typeof document === "undefined" || document.visibilityState === "visible";

/**
 * The chat while it is enabled (spec 2 §4): one XMPP connection, the recent list, contacts and groups
 * from the chat API, history pages, read markers for the conversation on screen. Stopping it
 * disconnects and forgets everything (chat turned off, sign-out).
 */
export class ChatRuntime {
  readonly #connection: ChatConnectionPort;
  readonly #phone: string;
  readonly #disposers: (() => void)[] = [];
  /** The last message each conversation was marked read at, so a marker goes once. */
  readonly #markedRead = new Map<string, string>();
  readonly #loadingHistory = new Set<string>();
  #hadSession = false;
  /** Rooms entered in this XMPP session (a new session enters them all again). */
  readonly #joinedRooms = new Set<string>();
  #freshSession = false;
  /** Numbers the chat/muc/list reads, so that an older answer never overwrites a newer one. */
  #groupReads = 0;

  constructor(connection: ChatConnectionPort, phone: string, domain: string) {
    this.#connection = connection;
    this.#phone = phone;
    resetChatStore();
    useChatStore.setState({ myPhone: phone, domain });
  }

  start(): void {
    const connection = this.#connection;
    this.#disposers.push(
      connection.on("state", (state) => this.#handleState(state)),
      connection.on("stanza", (stanza) => {
        const followup = receiveStanza(stanza, this.#phone, (id) => this.#isOnScreen(id));
        if (followup.kind === "incoming") {
          if (this.#isOnScreen(followup.conversationId)) this.markRead(followup.conversationId);
          else notePopupUpdate(followup.conversationId);
        }
        if (followup.kind === "readElsewhere") this.#clearUnread(followup.conversationId);
        if (followup.kind === "groupsChanged") this.#reloadGroupsQuietly();
        if (followup.kind === "leftGroup") {
          dropGroup(followup.conversationId);
          this.#joinedRooms.delete(followup.conversationId);
          this.#reloadGroupsQuietly();
        }
      }),
      connection.on("acked", (id) => updateMessagesHolding(id, (messages) => markAcked(messages, id))),
      connection.on("error", (text) => useChatStore.setState({ error: text })),
    );
    const refresh = setInterval(() => void this.#loadContacts(), CONTACTS_REFRESH_MS);
    this.#disposers.push(() => clearInterval(refresh));
    const onVisible = () => {
      const active = useChatStore.getState().activeId;
      if (active !== null && isVisible()) this.markRead(active);
    };
    document.addEventListener("visibilitychange", onVisible);
    this.#disposers.push(() => document.removeEventListener("visibilitychange", onVisible));
    void Promise.allSettled([this.#loadRecent(), this.#loadContacts(), this.reloadGroups()]).then(() =>
      useChatStore.setState({ loaded: true }),
    );
    connection.start();
  }

  async stop(): Promise<void> {
    for (const dispose of this.#disposers.splice(0)) dispose();
    await this.#connection.stop();
    resetChatStore();
  }

  #handleState(state: ChatConnectionPort["state"]): void {
    useChatStore.setState({ connection: state });
    const active = useChatStore.getState().activeId;
    if (state === "ready" && active !== null && this.#isOnScreen(active)) this.markRead(active);
    if (state === "authenticated") {
      this.#freshSession = true;
      this.#joinedRooms.clear();
    }
    if (state !== "ready" || !this.#freshSession) return;
    this.#freshSession = false;
    this.#joinRooms();
    // Invitations and removals (spec 2 §4 group events) reach sessions only: re-read the groups
    // that may have changed while there was none, or before this one was up.
    this.#reloadGroupsQuietly();
    // A new session (not a resumed one) may have missed messages while away: catch up from the archive.
    if (this.#hadSession) void this.#catchUp();
    this.#hadSession = true;
  }

  /** The conversation is in view: the chat screen's, or a popup shown and not minimised. */
  #isOnScreen(id: string): boolean {
    if (!isVisible()) return false;
    if (useChatStore.getState().activeId === id) return true;
    return isPopupInView(usePopupStore.getState(), id);
  }

  #joinRooms(): void {
    if (this.#connection.state !== "ready") return;
    const { groups } = useChatStore.getState();
    for (const group of groups) {
      if (this.#joinedRooms.has(group.groupID)) continue;
      this.#joinedRooms.add(group.groupID);
      this.#connection.joinRoom(group.groupJid, this.#phone);
    }
  }

  async #loadContacts(): Promise<void> {
    useChatStore.setState({ contacts: await fetchChatContacts() });
  }

  #reloadGroupsQuietly(): void {
    // The groups tab keeps the last list it had; the next invitation or change tries again.
    this.reloadGroups().catch(() => undefined);
  }

  /**
   * chat/muc/list again (an invitation, a change of members, a new session), joining each room. A
   * group no longer listed was removed or deleted while no session heard it: it closes and leaves
   * the recent list as a live removal would (spec 2 §4 group events).
   */
  async reloadGroups(): Promise<void> {
    const read = ++this.#groupReads;
    const groups = await fetchGroups(this.#phone);
    // Reads overlap (an invitation arrives while a creation's read is out): only the latest may write.
    if (read !== this.#groupReads) return;
    useChatStore.setState({ groups });
    const listed = new Set(groups.map((group) => group.groupID));
    for (const conversation of Object.values(useChatStore.getState().conversations)) {
      if (conversation.type !== "groupchat" || listed.has(conversation.id)) continue;
      dropGroup(conversation.id);
      this.#joinedRooms.delete(conversation.id);
    }
    this.#joinRooms();
  }

  async #loadRecent(): Promise<void> {
    const recent = await fetchRecent(this.#phone);
    recent.forEach((entry) => this.#applyRecent(entry));
  }

  #applyRecent(entry: ChatRecent): void {
    const id = addressOf(entry.bare_peer).local;
    updateConversation(id, entry.kind, (conversation) => ({
      ...conversation,
      lastText: entry.txt,
      lastTimestamp: Math.floor(entry.timestamp / 1000),
      unread: this.#isOnScreen(id) ? 0 : entry.unreadedMessages,
    }));
  }

  async #catchUp(): Promise<void> {
    await this.#loadRecent().catch(() => undefined);
    const { conversations } = useChatStore.getState();
    for (const conversation of Object.values(conversations)) {
      if (!conversation.gotHistoryAtStart) continue;
      const page = await fetchHistoryPage(conversation, this.#phone, null).catch(() => null);
      if (page === null) continue;
      updateConversation(conversation.id, conversation.type, (current) => ({
        ...current,
        messages: page.messages
          .map((record) => messageOfRecord(record, this.#phone))
          .reduce((messages, message) => insertMessage(messages, message), current.messages),
      }));
    }
  }

  /** Opens conversation `id` on the chat screen (spec 2 §4: its unread count resets). */
  open(id: string, type: ConversationType): void {
    useChatStore.setState({ activeId: id });
    this.show(id, type);
  }

  /** A conversation comes into view (screen or popup): its first history page is fetched once, and it is read. */
  show(id: string, type: ConversationType): void {
    ensureConversation(id, type);
    const conversation = useChatStore.getState().conversations[id];
    if (conversation !== undefined && !conversation.gotHistoryAtStart) void this.loadOlder(id);
    this.markRead(id);
  }

  /** spec 2 §2: leaving chat clears the active conversation. */
  close(): void {
    useChatStore.setState({ activeId: null });
  }

  /** The next older history page (spec 2 §4: pages of 30 by the last message sequence). */
  async loadOlder(id: string): Promise<void> {
    const conversation = useChatStore.getState().conversations[id];
    if (conversation === undefined || conversation.historyComplete || this.#loadingHistory.has(id)) return;
    this.#loadingHistory.add(id);
    try {
      const page = await fetchHistoryPage(conversation, this.#phone, conversation.oldestSequ);
      const messages = page.messages.map((record) => messageOfRecord(record, this.#phone));
      updateConversation(id, conversation.type, (current) => ({
        ...current,
        messages: prependPage(current.messages, messages),
        oldestSequ: page.messages[0]?.id ?? current.oldestSequ,
        historyComplete: page.complete,
        gotHistoryAtStart: true,
        historyFailed: false,
      }));
      if (this.#isOnScreen(id)) this.markRead(id);
    } catch {
      updateConversation(id, conversation.type, (current) => ({ ...current, historyFailed: true }));
    } finally {
      this.#loadingHistory.delete(id);
    }
  }

  /** spec 2 §5: trimmed, never blank, only while connected. False when nothing was sent. */
  send(id: string, type: ConversationType, text: string): boolean {
    const body = text.trim();
    if (body === "" || this.#connection.state !== "ready") return false;
    this.#sendOwn(id, type, body, {});
    return true;
  }

  /**
   * spec 2 §2 input bar "create videoconference": the created room's link, sent as a conference body
   * (§3) whose text is the link, so that other clients show it too. False when not connected.
   */
  sendConference(id: string, type: ConversationType, roomCode: string): boolean {
    if (this.#connection.state !== "ready") return false;
    const { content, ...conference } = newConference(window.location.origin, roomCode);
    this.#sendOwn(id, type, content, { conference });
    return true;
  }

  /** Sends one of the user's own messages and shows it at once with its first tick. */
  #sendOwn(id: string, type: ConversationType, body: string, extras: MessageExtras): void {
    const { domain } = useChatStore.getState();
    const { file = null, conference = null } = extras;
    const messageId = this.#connection.sendMessage(jidOf(id, type, domain), type, body, extras);
    const message = {
      id: messageId,
      body,
      timestamp: Date.now(),
      from: this.#phone,
      me: true,
      status: "sent" as const,
      ...(file !== null && { file }),
      ...(conference !== null && { conference }),
    };
    updateConversation(id, type, (conversation) => ({
      ...conversation,
      messages: insertMessage(conversation.messages, message),
    }));
  }

  /**
   * spec 2 §4, §5: uploads one file (one at a time per conversation, the progress shown while it
   * goes), then sends it as a message whose body names it. Resolves with the text to show when it failed.
   */
  async sendFile(id: string, type: ConversationType, file: File): Promise<string | null> {
    const refusal = uploadRefusal([file]);
    if (refusal !== null) return refusal;
    const progress = (sentBytes: number, totalBytes: number) =>
      useChatStore.setState((state) => ({
        uploads: { ...state.uploads, [id]: { name: file.name, sentBytes, totalBytes } },
      }));
    progress(0, 0);
    try {
      const shared = await uploadAttachment(this.#phone, file, await thumbnailOf(file), id, progress);
      if (this.#connection.state !== "ready") return uploadFailureText(undefined, "");
      this.#sendOwn(id, type, shared.name, { file: shared });
      return null;
    } catch (error) {
      return uploadFailureText(
        isApiError(error, "http") ? error.code : undefined,
        error instanceof Error ? error.message : "",
      );
    } finally {
      useChatStore.setState((state) => {
        const { [id]: _done, ...uploads } = state.uploads;
        return { uploads };
      });
    }
  }

  /** The conversation is read: unread back to 0, a read marker to the colleague (and, by carbon, to one's other devices). */
  markRead(id: string): void {
    const conversation = useChatStore.getState().conversations[id];
    if (conversation === undefined) return;
    this.#clearUnread(id);
    const lastIncoming = conversation.messages.findLast((message) => !message.me);
    if (lastIncoming === undefined || this.#markedRead.get(id) === lastIncoming.id) return;
    if (this.#connection.state !== "ready") return;
    this.#markedRead.set(id, lastIncoming.id);
    this.#connection.markDisplayed(conversation.jid, conversation.type, lastIncoming.id);
    void confirmRead(lastIncoming.id, conversation.type === "groupchat").catch(() => undefined);
  }

  #clearUnread(id: string): void {
    const conversation = useChatStore.getState().conversations[id];
    if (conversation === undefined || conversation.unread === 0) return;
    updateConversation(id, conversation.type, (current) => ({ ...current, unread: 0 }));
  }

  /** spec 2 §6: the creator makes a group with colleagues; it is theirs to manage. Resolves with its id once listed. */
  async createGroup(name: string, members: readonly string[]): Promise<string> {
    const id = await createGroup(this.#phone, name, members);
    await this.reloadGroups();
    return id;
  }

  async changeMembers(id: string, change: "add" | "remove", members: readonly string[]): Promise<void> {
    await (change === "add" ? addGroupMembers(id, members) : removeGroupMembers(id, members));
    await this.reloadGroups();
  }

  /** Owner only (spec 2 §6); the group closes and leaves the recent list. */
  async deleteGroup(id: string): Promise<void> {
    await deleteGroup(id);
    dropGroup(id);
  }

  /** Drops the socket as a network failure would (the e2e drill for spec 2 §4 resumption). */
  dropSocket(): void {
    this.#connection.dropSocket();
  }
}
