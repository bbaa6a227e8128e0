// npm run lighthouse: the Lighthouse table of the budgets (scripts/lib/bench-lighthouse.ts),
// the same as `npm run bench -- lighthouse`; exits 1 under budget.
import { benchLighthouse } from './lib/bench-lighthouse';

benchLighthouse()
  .then((ok) => {
    if (!ok) process.exit(1);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
