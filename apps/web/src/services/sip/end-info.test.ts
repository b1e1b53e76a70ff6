import { describe, expect, it } from "vitest";
import { type EndMessage, endInfoOf, reasonText } from "./end-info";

function message(headers: Record<string, string>, status?: number, phrase?: string): EndMessage {
  return {
    status_code: status,
    reason_phrase: phrase,
    hasHeader: (name) => name in headers,
    getHeader: (name) => headers[name],
  };
}

describe("end info", () => {
  it("reads the text of an RFC 3326 Reason header", () => {
    expect(reasonText('SIP ;cause=200 ;text="Call completed elsewhere"')).toBe("Call completed elsewhere");
    expect(reasonText("SIP;cause=487")).toBeNull();
  });

  it("tells a remote CANCEL with a Reason from one without", () => {
    const elsewhere = endInfoOf(
      "remote",
      "Canceled",
      message({ Reason: 'SIP;cause=200;text="Call completed elsewhere"' }),
    );
    expect(elsewhere).toMatchObject({ hasReason: true, description: "Call completed elsewhere" });
    expect(endInfoOf("remote", "Canceled", message({}))).toMatchObject({
      hasReason: false,
      description: "Canceled",
    });
  });

  it("describes a failure response by its reason phrase and keeps its code", () => {
    expect(endInfoOf("remote", "Busy", message({}, 486, "Busy Here"))).toEqual({
      originator: "remote",
      cause: "Busy",
      description: "Busy Here",
      statusCode: 486,
      hasReason: false,
    });
  });

  it("treats anything but local or remote as the system", () => {
    expect(endInfoOf("system", "Expires", null).originator).toBe("system");
  });
});
