/**
 * The shipped list of common / breached passwords (api/data/common-passwords.txt),
 * checked case-insensitively.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../../config';

let cache: Set<string> | null = null;

export function commonPasswords(): Set<string> {
  if (!cache) {
    const text = fs.readFileSync(path.join(API_ROOT, 'data', 'common-passwords.txt'), 'utf8');
    cache = new Set(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => l.toLowerCase()),
    );
  }
  return cache;
}

export function isBreachedPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
