/**
 * Customer accounts (site-wide spec §2, §3; docs/decisions/0082-customer-accounts.md): passwordless sign-in by a
 * one-time code sent by e-mail (through the outbox), a server-side session in an HttpOnly cookie, the profile, and the
 * account's wishlist (merged with the browser's at sign-in, the same on every device, shareable read-only).
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SiteCode, WishlistItem } from '@storefront/contracts';
import { readCookie } from '@storefront/contracts';
import { queryRows, type Db } from '../db';
import { ApiError } from '../server/errors';
import { enqueueMessage } from '../purchase/outbox';
import { signInCodeEmail } from '../purchase/emails';
import { newSessionId, sessionHash } from './session-cookie';

export const ACCOUNT_COOKIE = 'sf_session';
export const ACCOUNT_SESSION_SECONDS = 30 * 24 * 3600;
export const CODE_MINUTES = 10;
/** Wrong codes tried against one code before it is spent. */
export const CODE_ATTEMPTS = 5;
/** Codes sent to one address per quarter of an hour; more requests get the same answer and no e-mail. */
export const CODES_PER_ADDRESS = 3;

export interface Account {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  language: string | null;
  newsletter: boolean;
}

const ACCOUNT_COLUMNS = sql`id, email, first_name as "firstName", last_name as "lastName", phone, language, newsletter`;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function codeHash(email: string, code: string): string {
  return sessionHash(`sign-in-code:${email}`, code);
}

/**
 * Sends a one-time code to `email`, whether or not an account exists (the answer never tells: no enumeration; the
 * account is made when the code is used). Past CODES_PER_ADDRESS codes in 15 minutes nothing more is sent.
 */
export async function requestSignInCode(db: Db, rawEmail: string, locale: SiteCode): Promise<void> {
  const email = normaliseEmail(rawEmail);
  await db.transaction(async (tx) => {
    // one request at a time per address: the count below cannot be raced past
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${email}`}))`);
    const [recent] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sign_in_codes where email = ${email} and created_at > now() - interval '15 minutes'`);
    if ((recent?.n ?? 0) >= CODES_PER_ADDRESS) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.execute(
      sql`insert into sign_in_codes (email, code_hash, expires_at) values (${email}, ${codeHash(email, code)}, now() + ${`${CODE_MINUTES} minutes`}::interval)`,
    );
    await enqueueMessage(tx, { to: email, locale, template: 'sign-in-code', content: signInCodeEmail(locale, code, CODE_MINUTES) });
  });
}

const invalidCode = () => new ApiError(401, 'INVALID_CODE', 'This code is wrong or has expired: ask for a new one');

/**
 * Uses a code: the latest unexpired, unused one of the address must match (at most CODE_ATTEMPTS tries); it is spent
 * at once (single use, even when two requests race). Opens the account if it is new and returns a session's cookie value.
 */
export async function signInWithCode(db: Db, rawEmail: string, code: string): Promise<{ account: Account; sessionId: string }> {
  const email = normaliseEmail(rawEmail);
  const [latest] = await queryRows<{ id: number; hash: string; attempts: number }>(
    db,
    sql`select id, code_hash as hash, attempts from sign_in_codes where email = ${email} and used_at is null and expires_at > now()
        order by created_at desc, id desc limit 1`,
  );
  if (!latest || latest.attempts >= CODE_ATTEMPTS) throw invalidCode();
  const given = Buffer.from(codeHash(email, code));
  if (given.length !== latest.hash.length || !timingSafeEqual(given, Buffer.from(latest.hash))) {
    await db.execute(sql`update sign_in_codes set attempts = attempts + 1 where id = ${latest.id}`);
    throw invalidCode();
  }
  return db.transaction(async (tx) => {
    const spent = await queryRows<{ id: number }>(tx, sql`update sign_in_codes set used_at = now() where id = ${latest.id} and used_at is null returning id`);
    if (!spent.length) throw invalidCode();
    const [account] = await queryRows<Account>(
      tx,
      sql`insert into customer_accounts (email) values (${email}) on conflict (email) do update set email = excluded.email returning ${ACCOUNT_COLUMNS}`,
    );
    const sessionId = newSessionId();
    await tx.execute(
      sql`insert into account_sessions (id_hash, account_id, expires_at)
          values (${sessionHash('account-session', sessionId)}, ${account!.id}, now() + ${`${ACCOUNT_SESSION_SECONDS} seconds`}::interval)`,
    );
    return { account: account!, sessionId };
  });
}

/** The signed-in account of a request's cookies, or null. */
export async function accountOf(db: Db, cookieHeader: string | undefined): Promise<Account | null> {
  const id = readCookie(ACCOUNT_COOKIE, cookieHeader ?? '');
  if (!id || id.length > 100) return null;
  const [row] = await queryRows<Account>(
    db,
    sql`select ${ACCOUNT_COLUMNS} from customer_accounts where id = (
          select account_id from account_sessions where id_hash = ${sessionHash('account-session', id)} and expires_at > now())`,
  );
  return row ?? null;
}

/** The account of a request, or a 401. */
export async function requireAccount(db: Db, cookieHeader: string | undefined): Promise<Account> {
  const account = await accountOf(db, cookieHeader);
  if (!account) throw new ApiError(401, 'NOT_SIGNED_IN', 'Sign in first');
  return account;
}

/** Signs this device out (`everywhere`: every device of the account). */
export async function signOut(db: Db, cookieHeader: string | undefined, everywhere: boolean): Promise<void> {
  const id = readCookie(ACCOUNT_COOKIE, cookieHeader ?? '');
  if (!id) return;
  const hash = sessionHash('account-session', id);
  if (everywhere) await db.execute(sql`delete from account_sessions where account_id = (select account_id from account_sessions where id_hash = ${hash})`);
  else await db.execute(sql`delete from account_sessions where id_hash = ${hash}`);
}

export type ProfileUpdate = Partial<Pick<Account, 'firstName' | 'lastName' | 'phone' | 'language' | 'newsletter'>>;

export async function updateProfile(db: Db, account: Account, update: ProfileUpdate): Promise<Account> {
  const [row] = await queryRows<Account>(
    db,
    sql`update customer_accounts set
          first_name = ${update.firstName === undefined ? account.firstName : update.firstName},
          last_name = ${update.lastName === undefined ? account.lastName : update.lastName},
          phone = ${update.phone === undefined ? account.phone : update.phone},
          language = ${update.language === undefined ? account.language : update.language},
          newsletter = ${update.newsletter ?? account.newsletter}
        where id = ${account.id} returning ${ACCOUNT_COLUMNS}`,
  );
  return row!;
}

/** 'Delete my account and data': the account, its sessions, wishlist and codes (orders stay: the law keeps them). */
export async function deleteAccount(db: Db, account: Account): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from sign_in_codes where email = ${account.email}`);
    await tx.execute(sql`delete from customer_accounts where id = ${account.id}`);
  });
}

export interface WishlistLists {
  stays: WishlistItem[];
  activities: WishlistItem[];
}

async function listsWhere(db: Db, condition: ReturnType<typeof sql>): Promise<WishlistLists> {
  const rows = await queryRows<{ item: WishlistItem }>(
    db,
    sql`select w.item from account_wishlist_items w join customer_accounts a on a.id = w.account_id where ${condition} order by w.added_at desc, w.item_id`,
  );
  const items = rows.map((r) => r.item);
  return { stays: items.filter((i) => i.kind === 'stay'), activities: items.filter((i) => i.kind === 'activity') };
}

export function accountWishlist(db: Db, account: Account): Promise<WishlistLists> {
  return listsWhere(db, sql`a.id = ${account.id}`);
}

/**
 * Adds items to the account's list, keeping the ones it has (the browser's list merged at sign-in, or one heart).
 * `items` are most recent first, as the browser keeps them.
 */
export async function addToWishlist(db: Db, account: Account, items: WishlistItem[]): Promise<void> {
  const now = Date.now();
  for (const [i, item] of items.entries()) {
    // the first item is the most recent: it gets the latest time
    const addedAt = new Date(now - i).toISOString();
    await db.execute(
      sql`insert into account_wishlist_items (account_id, kind, item_id, item, added_at)
          values (${account.id}, ${item.kind}, ${item.id}, ${JSON.stringify(item)}::jsonb, ${addedAt})
          on conflict (account_id, kind, item_id) do nothing`,
    );
  }
}

export async function removeFromWishlist(db: Db, account: Account, kind: WishlistItem['kind'], id: string): Promise<void> {
  await db.execute(sql`delete from account_wishlist_items where account_id = ${account.id} and kind = ${kind} and item_id = ${id}`);
}

/** The account's share token (made once): the read-only link to its list. */
export async function wishlistShareToken(db: Db, account: Account): Promise<string> {
  const [row] = await queryRows<{ token: string }>(
    db,
    sql`update customer_accounts set wishlist_share_token = coalesce(wishlist_share_token, ${randomBytes(18).toString('base64url')})
        where id = ${account.id} returning wishlist_share_token as token`,
  );
  return row!.token;
}

/** A shared list, read-only, or null for an unknown token. */
export async function sharedWishlist(db: Db, token: string): Promise<WishlistLists | null> {
  const [owner] = await queryRows<{ id: number }>(db, sql`select id from customer_accounts where wishlist_share_token = ${token}`);
  return owner ? listsWhere(db, sql`a.id = ${owner.id}`) : null;
}
