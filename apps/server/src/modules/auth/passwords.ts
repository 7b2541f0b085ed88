import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default) with its recommended cost; ~55 ms a hash on the CI machine. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
