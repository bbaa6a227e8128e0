// Edge Functions' share of the stack (npm run bench): the first request to
// `health` (which starts its Deno process), later requests, and the stack's RSS
// with that process running.

const ms = (n: number) => `${n.toFixed(0)} ms`;

export async function benchFunctions(apiUrl: string, stackRssMb: () => number) {
  const before = stackRssMb();
  const url = `${apiUrl}/functions/v1/health`;
  let t = performance.now();
  const first = await fetch(url);
  await first.text();
  console.log(`  first request (starts Deno): ${ms(performance.now() - t)} (${first.status})`);
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    t = performance.now();
    await (await fetch(url)).text();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`  later requests p50 / p95:    ${ms(times[25] ?? 0)} / ${ms(times[47] ?? 0)}`);
  console.log(`  stack RSS, health running:   +${(stackRssMb() - before).toFixed(0)} MB`);
}
