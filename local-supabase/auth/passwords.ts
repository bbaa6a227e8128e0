// bcrypt, as GoTrue stores passwords; the async API keeps the event loop free
// while hashing. Verifies pgcrypto's crypt(..., gen_salt('bf')) hashes too ($2a$).
import bcrypt from 'bcryptjs';

const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
