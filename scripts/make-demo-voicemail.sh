#!/bin/sh
# Regenerates the demo voicemail messages (apps/server/assets/demo-voicemail/*.wav) that the demo
# seed leaves in Carol Clark's mailbox: spoken by eSpeak NG (GPL-3.0-or-later; its output is not
# covered by it), converted by SoX to what recordings are: 8 kHz mono signed 16-bit PCM WAV.
# Needs espeak-ng and sox (apt-get install espeak-ng sox). Each file stays under 100 KB (~6 s).
set -eu
out="$(dirname "$0")/../apps/server/assets/demo-voicemail"
mkdir -p "$out"
speak() {
  espeak-ng -v en-gb -s 170 -w "$out/$1.tmp.wav" "$2"
  sox "$out/$1.tmp.wav" -r 8000 -c 1 -b 16 -e signed-integer "$out/$1.wav" norm -3
  rm "$out/$1.tmp.wav"
}
speak bob "Hi Carol, it's Bob. The quarterly figures are on the shared drive. Call me back, thanks."
speak harriet "Hello, Harriet from Northwind here. Your order has shipped and arrives on Thursday."
ls -l "$out"
