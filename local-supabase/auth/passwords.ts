// bcrypt, as GoTrue stores passwords; the async API keeps the event loop free
// while hashing. Verifies pgcrypto's crypt(..., gen_salt('bf')) hashes too ($2a$).
import bcrypt from 'bcryptjs';

const COST = 10;

/** `cost` below 10 only for throwaway test accounts, where hashing time adds up. */
export function hashPassword(password: string, cost = COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

// Compared against when there is no real hash, so an unknown email costs what a wrong password costs.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$/.test(hash)) {
    dummyHash ??= bcrypt.hash('no account has this password', COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
