import { ReceiverEstimatedMaxBitrate, RtcpPayloadSpecificFeedback, type RTCRtpReceiver } from "werift";

/** REMB (draft-alvestrand-rmcat-remb) towards a publisher: Janus's way of capping its bitrate. */
export async function sendRemb(receiver: RTCRtpReceiver, mediaSsrc: number, bitrate: number): Promise<void> {
  // 18-bit mantissa, 6-bit exponent.
  let exponent = 0;
  let mantissa = Math.max(0, Math.floor(bitrate));
  while (mantissa > 0x3ffff) {
    mantissa >>= 1;
    exponent += 1;
  }
  const packet = new RtcpPayloadSpecificFeedback({
    feedback: new ReceiverEstimatedMaxBitrate({
      senderSsrc: receiver.rtcpSsrc,
      mediaSsrc: 0,
      brExp: exponent,
      brMantissa: mantissa,
      ssrcNum: 1,
      ssrcFeedbacks: [mediaSsrc],
    }),
  });
  await receiver.dtlsTransport.sendRtcp([packet]);
}
