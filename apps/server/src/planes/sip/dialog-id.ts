/** A call's key in LiveCalls and the voicemail routes: its Call-ID and the caller's From tag. */
export function dialogId(callId: string, callerTag: string | undefined): string {
  return `${callId};${callerTag ?? ""}`;
}
