import { describe, expect, it } from "vitest";
import { serializeUri } from "../grammar/sip-uri";
import { createResponse } from "../message/create-response";
import { requestFrom, simpleRequest } from "../../test-support/build-message";
import { chooseBestResponse } from "./best-response";
import { FlowTokens } from "./flow-tokens";
import { ProxyAddress } from "./proxy-address";
import { preprocessRoutes } from "./route-preprocessing";

const tokens = new FlowTokens("secret");
const address = new ProxyAddress("proxy.example", ["10.0.0.1"], tokens);

describe("best response (RFC 3261 §16.7 step 6)", () => {
  const request = simpleRequest();
  const responses = (...codes: number[]) => codes.map((code) => createResponse(request, code));

  it("prefers a 6xx, then the lowest class", () => {
    expect(chooseBestResponse(responses(486, 603, 500))?.status).toBe(603);
    expect(chooseBestResponse(responses(500, 404, 302))?.status).toBe(302);
    expect(chooseBestResponse(responses(503, 500))?.status).toBe(500);
  });

  it("prefers answers that help the caller within 4xx, and timeouts least", () => {
    expect(chooseBestResponse(responses(408, 480, 486))?.status).toBe(486);
    expect(chooseBestResponse(responses(404, 407))?.status).toBe(407);
    expect(chooseBestResponse(responses(408, 418))?.status).toBe(418);
  });

  it("merges every challenge into the chosen 401/407 (step 7)", () => {
    const [a, b] = [createResponse(request, 407), createResponse(request, 401)];
    a.headers.append("Proxy-Authenticate", 'Digest realm="one"');
    b.headers.append("WWW-Authenticate", 'Digest realm="two"');
    const chosen = chooseBestResponse([a, b])!;
    expect(chosen.headers.getAll("Proxy-Authenticate")).toEqual(['Digest realm="one"']);
    expect(chosen.headers.getAll("WWW-Authenticate")).toEqual(['Digest realm="two"']);
  });
});

describe("Route preprocessing (RFC 3261 §16.4)", () => {
  const withRoutes = (uri: string, ...routes: string[]) =>
    requestFrom([
      `BYE ${uri} SIP/2.0`,
      "Via: SIP/2.0/WS a.invalid;branch=z9hG4bKr",
      ...routes.map((route) => `Route: ${route}`),
      "From: <sip:a@x>;tag=1",
      "To: <sip:b@x>;tag=2",
      "Call-ID: r",
      "CSeq: 2 BYE",
    ]);

  it("removes our own Route entries and returns the first (with its flow tokens)", () => {
    const ours = address.recordRoute("WS", {
      callId: "r",
      ftag: "1",
      fromConnection: "c1",
      toConnection: "c2",
    });
    const request = withRoutes("sip:bob@b.invalid", ours, "<sip:10.0.0.1;lr>", "<sip:next.example;lr>");
    const consumed = preprocessRoutes(request, address);
    expect(consumed && address.readFlows(consumed, "r")).toEqual({
      callId: "r",
      ftag: "1",
      fromConnection: "c1",
      toConnection: "c2",
    });
    expect(request.headers.getAll("Route")).toEqual(["<sip:next.example;lr>"]);
  });

  it("leaves a Route that names someone else", () => {
    const request = withRoutes("sip:bob@b.invalid", "<sip:next.example;lr>");
    expect(preprocessRoutes(request, address)).toBeUndefined();
    expect(request.headers.getAll("Route")).toHaveLength(1);
  });

  it("undoes a strict router's rewrite of the Request-URI", () => {
    const request = withRoutes("sip:proxy.example;lr;ftag=1", "<sip:bob@b.invalid;transport=ws>");
    const consumed = preprocessRoutes(request, address);
    expect(serializeUri(request.uri)).toBe("sip:bob@b.invalid;transport=ws");
    expect(consumed?.params.get("ftag")).toBe("1");
    expect(request.headers.has("Route")).toBe(false);
  });

  it("holds a Record-Route entry to the dialog it was made for", () => {
    const flows = { callId: "call-1", ftag: "a", fromConnection: "c1", toConnection: "c2" };
    const route = (value: string) => preprocessRoutes(withRoutes("sip:bob@b.invalid", value), address)!;
    const ours = address.recordRoute("WS", flows);
    expect(address.readFlows(route(ours), "call-1")).toEqual(flows);
    expect(address.readFlows(route(ours), "call-2")).toBeUndefined();
    expect(address.readFlows(route(ours.replace("to-flow=c2", "to-flow=c3")), "call-1")).toBeUndefined();
    expect(address.readFlows(route(ours.replace("ftag=a", "ftag=b")), "call-1")).toBeUndefined();
    expect(address.readFlows(route(ours.replace(/;sig=[^;>]+/, "")), "call-1")).toBeUndefined();
  });
});

describe("flow tokens (RFC 5626 §5.2)", () => {
  it("round-trips a connection id and refuses a tampered or foreign token", () => {
    const token = tokens.encode("conn-42");
    expect(tokens.decode(token)).toBe("conn-42");
    expect(tokens.decode(token.replace("42", "43"))).toBeUndefined();
    expect(new FlowTokens("other").decode(token)).toBeUndefined();
    expect(tokens.decode("no-signature")).toBeUndefined();
  });
});
