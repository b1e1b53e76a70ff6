const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * spec 1 §2 App bar: the status line's message status — new voicemails (messages/checknew) and
 * unread chat — from what the app knows; empty when there is nothing new or nothing known yet.
 */
export function messageStatus(newVoicemails: number | undefined, unreadChat: number): string {
  const parts: string[] = [];
  if (newVoicemails !== undefined && newVoicemails > 0) {
    parts.push(counted(newVoicemails, "new voicemail", "new voicemails"));
  }
  if (unreadChat > 0) parts.push(counted(unreadChat, "unread message", "unread messages"));
  return parts.join(" · ");
}
