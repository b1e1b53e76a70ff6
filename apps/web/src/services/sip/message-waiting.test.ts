import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type MessageSummary,
  messageWaiting,
  parseMessageSummary,
  receiveSipMessage,
} from "./message-waiting";

function incoming(contentType: string, body: string) {
  const reject = vi.fn();
  return {
    reject,
    event: {
      request: { getHeader: (name: string) => (name === "Content-Type" ? contentType : undefined), body },
      message: { reject },
    },
  };
}

describe("message-waiting notices (RFC 3842) over SIP MESSAGE", () => {
  const heard: MessageSummary[] = [];
  const stop = messageWaiting.on("summary", (summary) => heard.push(summary));
  afterEach(() => {
    heard.length = 0;
  });

  it("reads whether messages wait and how many voice messages are new", () => {
    expect(parseMessageSummary("Messages-Waiting: yes\r\nVoice-Message: 2/5\r\n")).toEqual({
      waiting: true,
      newVoiceMessages: 2,
    });
    expect(
      parseMessageSummary("messages-waiting: no\nMessage-Account: sip:alice@x\nvoice-message: 0/3 (0/1)"),
    ).toEqual({
      waiting: false,
      newVoiceMessages: 0,
    });
    expect(parseMessageSummary("Messages-Waiting: yes")).toEqual({ waiting: true });
  });

  it("announces a simple-message-summary MESSAGE and leaves its 200 to JsSIP", () => {
    const { event, reject } = incoming(
      "application/simple-message-summary; charset=utf-8",
      "Messages-Waiting: yes\r\nVoice-Message: 1/0\r\n",
    );
    receiveSipMessage(event);
    expect(heard).toEqual([{ waiting: true, newVoiceMessages: 1 }]);
    expect(reject).not.toHaveBeenCalled();
  });

  it("refuses any other MESSAGE with 415 and announces nothing", () => {
    const { event, reject } = incoming("text/plain", "hello");
    receiveSipMessage(event);
    expect(heard).toEqual([]);
    expect(reject).toHaveBeenCalledWith({ status_code: 415, reason_phrase: "Unsupported Media Type" });
    stop();
  });
});
