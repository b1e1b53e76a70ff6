#!/usr/bin/env bash
# Regenerates the voicemail prompts (issue 12) into apps/server/src/domain/voicemail/prompts/:
# 8 kHz mono PCM16 WAV, spoken by espeak-ng (GPL-3.0; the generated audio is ours) and resampled by
# sox. Needs both on the PATH (Debian: apt-get install espeak-ng sox); CI uses the committed files.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/apps/server/src/domain/voicemail/prompts"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
rm -f "$out"/*.wav

say() {
  # -s 180 words a minute, a little quicker than the default: the prompts stay short (under 700 KB); en-us voice.
  espeak-ng -v en-us -s 180 -w "$tmp/raw.wav" "$2"
  # Telephone band: 8 kHz mono 16-bit, trailing silence trimmed, a little headroom.
  sox "$tmp/raw.wav" -r 8000 -c 1 -b 16 -e signed-integer "$out/$1.wav" \
    silence 1 0.02 0.5% reverse silence 1 0.05 0.5% reverse gain -n -3
}

say greeting "The person you are calling is not available. Please leave a message after the tone. Press hash when you are done."
say you-have "You have"
say new-messages "new messages"
say new-message "new message"
say saved-messages "saved messages"
say saved-message "saved message"
say message-from "Message from"
say received "received"
say ago-minutes "minutes ago"
say ago-hours "hours ago"
say ago-days "days ago"
say message-options "Press 1 to replay, 7 to delete, 9 to save, 3 for the next message."
say main-menu "Press 1 for your messages, 5 to record your greeting, star to hang up."
say no-more-messages "No more messages."
say message-deleted "Deleted."
say message-saved "Saved."
say record-greeting "Record your greeting after the tone, then press hash."
say greeting-saved "Greeting saved."
say too-short "Too short, not saved."
say goodbye "Goodbye."
say mailbox-full "The mailbox of the person you are calling is full. Please call again later. Goodbye."
for n in $(seq 0 20); do
  words=(zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty)
  say "number-$n" "${words[$n]}"
done
say "more-than-twenty" "more than twenty"
# The tone before recording: 1 kHz for 400 ms, well above ring-back's 400–450 Hz.
sox -n -r 8000 -c 1 -b 16 -e signed-integer "$out/tone.wav" synth 0.4 sine 1000 gain -8
echo "$(ls "$out"/*.wav | wc -l) prompts, $(($(cat "$out"/*.wav | wc -c) / 1024)) KB"
