/**
 * `npx tsx scripts/security/throttle.ts`: measures the login throttles from outside, as an
 * attacker would meet them, and prints a markdown section for docs or a report.
 *
 * A server runs from source in a child process (as in production: its own process, embedded
 * PostgreSQL in a temporary data dir, the demo company) behind one proxy (`TRUST_PROXY=1`). Each
 * scenario calls from an address of its own, sent the way a proxy passes it on: in
 * X-Forwarded-For, the proxy's entry last. A 422 answer is a password that was checked and was
 * wrong; a 429 is an attempt refused before any check; a 200 a login.
 */
import { machine, type Server, startServer } from "./server.ts";

type Answer = { status: number; retryAfter: string | null; body: unknown };

async function post(
  server: Server,
  target: string,
  forwardedFor: string,
  body: unknown,
): Promise<Answer> {
  const res = await fetch(server.url + target, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      origin: server.url,
      "x-forwarded-for": forwardedFor,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body: res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text,
  };
}

type Row = { scenario: string; limit: string; answers: Answer[] };

function tableRow({ scenario, limit, answers }: Row): string {
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  const refused = answers.filter((a) => a.status === 429);
  const firstRefused = answers.findIndex((a) => a.status === 429) + 1;
  const other = answers.length - count(200) - count(422) - count(429);
  return `| ${scenario} | ${answers.length} | ${count(200)} | ${count(422)} | ${count(429)}${other ? ` (+${other} other)` : ""} | ${firstRefused || "–"} | ${refused.filter((a) => a.retryAfter).length} of ${refused.length} | ${limit} |`;
}

async function measure(server: Server): Promise<Row[]> {
  const company = (await (
    await fetch(`${server.url}/api/company?url=${encodeURIComponent(server.url)}`)
  ).json()) as { id: number };
  const login = (forwardedFor: string, email: string, password: string, device?: string) =>
    post(server, "/api/auth/login", forwardedFor, {
      email,
      password,
      company_id: company.id,
      device,
    });

  // 40 accounts, signed up from 4 addresses (sign-ups are limited to 10 an hour per address).
  const accounts: string[] = [];
  for (let i = 0; i < 40; i++) {
    const email = `buyer${i}@example.com`;
    const res = await post(server, "/api/auth/register", `198.51.100.${Math.floor(i / 10)}`, {
      name: `Buyer ${i}`,
      email,
      password: "Correct1horse",
      password_confirmation: "Correct1horse",
      company_id: company.id,
    });
    if (res.status !== 200) throw new Error(`sign-up ${i} answered ${res.status}`);
    accounts.push(email);
  }
  const [first = "", second = ""] = accounts;
  // The last account's one wrong password below was refused by the address's limit, before it
  // counted against the account: the account starts the spray with nothing counted.
  const owner = accounts.at(-1) ?? "";

  const parallel = await Promise.all(
    Array.from({ length: 20 }, () => login("203.0.113.1", first, "Wrong1password")),
  );
  const acrossAccounts: Answer[] = [];
  for (const email of accounts) {
    acrossAccounts.push(await login("203.0.113.2", email, "Wrong1password"));
  }
  const rotating: Answer[] = [];
  for (let i = 0; i < 20; i++) {
    // The caller writes a new address each time; the proxy appends the one it saw.
    const spoofed = `10.${i}.${(i * 7) % 256}.${(i * 13) % 256}`;
    rotating.push(await login(`${spoofed}, 203.0.113.3`, second, "Wrong1password"));
  }
  // The owner logs in once, and the web app keeps the browser's known-device value; then someone
  // tries 5 passwords from each of 21 addresses, all within the per-address limits.
  const ownLogin = await login("203.0.113.4", owner, "Correct1horse");
  const { device } = ownLogin.body as { device: string };
  // In the order the answers came.
  const spray: Answer[] = [];
  await Promise.all(
    Array.from({ length: 21 }, async (_, a) => {
      for (let i = 0; i < 5; i++)
        spray.push(await login(`198.18.0.${a + 1}`, owner, `Guess${a}x${i}`));
    }),
  );
  const ownerKnown = await login("203.0.113.5", owner, "Correct1horse", device);
  const ownerElsewhere = await login("203.0.113.6", owner, "Correct1horse");
  return [
    {
      scenario: "20 parallel wrong passwords, one account, one address",
      limit: "5 a minute per e-mail and address",
      answers: parallel,
    },
    {
      scenario: "40 accounts, one wrong password each, one address",
      limit: "20 in 10 minutes per address over all accounts",
      answers: acrossAccounts,
    },
    {
      scenario:
        "20 wrong passwords, one account, a new X-Forwarded-For address each time (`TRUST_PROXY=1`)",
      limit: "5 a minute per e-mail and address",
      answers: rotating,
    },
    {
      scenario:
        "105 wrong passwords, one account, 5 from each of 21 addresses at once (n-th answer as they came)",
      limit: "100 an hour per account from browsers that never logged in to it",
      answers: spray,
    },
    {
      scenario:
        "then the owner's right password, from a new address but the browser they logged in with before (its known-device value)",
      limit: "none of the account's: 10 failures an hour per known browser",
      answers: [ownerKnown],
    },
    {
      scenario: "then the right password from a browser the account does not know",
      limit: "100 an hour per account from browsers that never logged in to it",
      answers: [ownerElsewhere],
    },
  ];
}

const server = await startServer({ env: { TRUST_PROXY: "1" } });
let rows: Row[];
try {
  rows = await measure(server);
} finally {
  await server.stop();
}
console.log(
  [
    "## Login throttling",
    "",
    `Measured on ${machine()} on ${new Date().toISOString().slice(0, 10)} by \`npx tsx scripts/security/throttle.ts\`: one server process from source on the embedded database in a temporary data dir, behind one proxy (\`TRUST_PROXY=1\`), each scenario from an address of its own passed in X-Forwarded-For as a proxy passes it; a 200 is a login, a 422 a password that was checked and was wrong, a 429 an attempt refused before any check.`,
    "",
    "| scenario | attempts | logged in (200) | passwords checked, wrong (422) | refused (429) | first refused (n-th) | 429 with Retry-After | limit |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(tableRow),
    "",
  ].join("\n"),
);
