import { describe, expect, it } from "vitest";
import {
  isPublicAddress,
  publicOnlyLookup,
  webhookAddressRefusal,
} from "../../src/modules/webhooks/webhook-address.ts";

describe("where a webhook may be sent", () => {
  it("tells public addresses from private, loopback, link-local and reserved ones", () => {
    for (const address of ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:10.0.0.1",
      "::ffff:127.0.0.1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("takes only https in production, and no private host written as an address", () => {
    const refusal = (url: string, production = true) => {
      const refused = webhookAddressRefusal(url, production);
      return refused && "key" in refused ? refused.key : null;
    };
    expect(refusal("https://erp.example.com/hooks")).toBeNull();
    expect(refusal("https://93.184.216.34/hooks")).toBeNull();
    expect(refusal("http://erp.example.com/hooks")).toBe("webhookHttpsOnly");
    expect(refusal("http://127.0.0.1:8080/hooks")).toBe("webhookHttpsOnly");
    expect(refusal("https://127.0.0.1/hooks")).toBe("webhookPrivateAddress");
    expect(refusal("https://[::1]/hooks")).toBe("webhookPrivateAddress");
    expect(refusal("https://169.254.169.254/latest/meta-data")).toBe("webhookPrivateAddress");
    expect(refusal("https://localhost/hooks")).toBe("webhookPrivateAddress");
    // Outside production a receiver on this machine is allowed, over http too; nothing else is.
    expect(refusal("http://127.0.0.1:8080/hooks", false)).toBeNull();
    expect(refusal("http://erp.example.com/hooks", false)).toBe("webhookHttpsOnly");
  });

  it("refuses to connect to a name that resolves to this machine", async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", {}, (err) => resolve(err)),
    );
    expect(error?.code).toBe("EWEBHOOKPRIVATE");
  });
});
