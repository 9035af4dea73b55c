// Largest contentful paint and request round trips of the sign-in page and the signed-in
// dashboard, each on a cold cache, in Debian's Chromium. Builds nothing: it measures the app at
// LCP_URL, or starts the built one (`npm run build` first) on a throwaway data directory.
//   node --import tsx scripts/bench/lcp.ts [runs=5]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Request } from 'playwright-core';
import { exited, spawnServer } from '../lib/spawn-server';

const runs = Number(process.argv[2] ?? 5);
const API_KEY = process.env.API_KEY ?? 'hcm-demo-key';
const ORG = 'acme';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Collects every LCP candidate from the first byte on; the last one is the page's LCP. */
function observeLcp() {
  const seen: number[] = [];
  (window as unknown as { __lcp: number[] }).__lcp = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

interface Timed {
  url: string;
  start: number;
  end: number;
}

/**
 * Round trips one after another: a request waits on every request that finished before it was
 * sent, so its depth is one more than the deepest of those; the page's is the deepest request.
 */
function roundTrips(requests: Timed[]): { depth: number; chain: string[] } {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const chains: string[][] = [];
  sorted.forEach((request, index) => {
    let before: string[] = [];
    for (let other = 0; other < index; other += 1) {
      const chain = chains[other] ?? [];
      if ((sorted[other]?.end ?? Infinity) <= request.start && chain.length > before.length)
        before = chain;
    }
    chains.push([...before, request.url]);
  });
  const deepest = chains.reduce<string[]>((a, b) => (b.length > a.length ? b : a), []);
  return { depth: deepest.length, chain: deepest };
}

async function signInOverHttp(url: string) {
  const headers = { 'content-type': 'application/json', 'x-api-key': API_KEY, 'x-org-id': ORG };
  const { token: csrf } = (await (
    await fetch(`${url}/api/iam/authorize/token`, { headers })
  ).json()) as { token: string };
  const response = await fetch(`${url}/api/iam/list`, {
    method: 'POST',
    headers: { ...headers, 'x-csrf-token': csrf },
    body: JSON.stringify({ orgId: ORG, username: 'admin', password: 'Demo#2026!' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { token, csrf: sessionCsrf, account } = (await response.json()) as Record<string, unknown>;
  return JSON.stringify({ token, csrf: sessionCsrf, account });
}

/** One cold visit (a fresh browser context has an empty cache): LCP in ms and round trips. */
async function visit(browser: Browser, url: string, storedSession: string | null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (storedSession)
    await context.addInitScript(
      (value) => localStorage.setItem('hcm.session', value),
      storedSession,
    );
  await context.addInitScript(observeLcp);
  const page = await context.newPage();
  const timings: Timed[] = [];
  const record = (request: Request) => {
    const timing = request.timing();
    if (timing.startTime > 0 && timing.responseEnd >= 0)
      timings.push({
        url: new URL(request.url()).pathname,
        start: timing.startTime,
        end: timing.startTime + timing.responseEnd,
      });
  };
  page.on('requestfinished', record);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number[] }).__lcp.at(-1));
  await context.close();
  if (lcp === undefined) throw new Error(`no largest-contentful-paint entry for ${url}`);
  const { depth, chain } = roundTrips(timings);
  return { lcp, trips: depth, chain };
}

async function main() {
  let server: Awaited<ReturnType<typeof spawnServer>> | null = null;
  let dataDir: string | null = null;
  let url = process.env.LCP_URL;
  if (!url) {
    dataDir = mkdtempSync(join(tmpdir(), 'hcm-lcp-'));
    server = await spawnServer({ DATA_DIR: dataDir, PORT: process.env.PORT ?? '4391' }, 120_000);
    url = server.url;
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const storedSession = await signInOverHttp(url);
    const pages = [
      { name: `/login/${ORG} (cold)`, path: `/login/${ORG}`, session: null },
      { name: '/dashboard signed in (cold)', path: '/dashboard', session: storedSession },
    ];
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await visit(browser, `${url}${page.path}`, page.session));
      const lcps = results.map((result) => result.lcp);
      console.log(
        `${page.name.padEnd(30)} LCP median ${Math.round(median(lcps))} ms (runs: ${lcps.map(Math.round).join(', ')}), ` +
          `round trips median ${median(results.map((result) => result.trips))}`,
      );
      // The longest chain of the last run, to see what waits on what.
      if (process.env.LCP_CHAIN) console.log(`  ${results.at(-1)?.chain.join('\n  -> ')}`);
    }
  } finally {
    await browser.close();
    if (server) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
