/** Where the voicemail agent answers (voicemail-design.md): served in-process, never registered. */
export function voicemailAorOf(sipDomain: string): string {
  return `sip:voicemail@${sipDomain}`;
}
