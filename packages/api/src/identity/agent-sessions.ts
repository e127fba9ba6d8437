/**
 * Customer-care agents' sessions (docs/decisions/0080-customer-care-agents.md): a random value in an HttpOnly cookie,
 * its hash in agent_sessions (PostgreSQL: every process sees it). `agentOf` is the one answer to "is this request a
 * verified agent's?" that the mode's powers (gift rates, captcha skip, selling on a customer's behalf) ask.
 */
import { lt, sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { readCookie } from '@storefront/contracts';
import { queryRows, type Db } from '../db';
import { newSessionId, sessionHash } from './session-cookie';
import type { VerifiedAgent } from './agent-tokens';

/** Table of migration 0008_agent_sessions. */
export const agentSessions = pgTable(
  'agent_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    agentEmail: text('agent_email').notNull(),
    agentName: text('agent_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_sessions_expires_idx').on(t.expiresAt)],
);

export const AGENT_COOKIE = 'sf_agent';
/** An agent's working day. */
export const AGENT_SESSION_SECONDS = 8 * 3600;

function hashOf(id: string): string {
  return sessionHash('agent-session', id);
}

/** Opens a session for a verified agent; returns the cookie's value. Expired sessions are deleted on the way. */
export async function openAgentSession(db: Db, agent: VerifiedAgent, now = new Date()): Promise<string> {
  const id = newSessionId();
  await db.delete(agentSessions).where(lt(agentSessions.expiresAt, now));
  await db.insert(agentSessions).values({
    idHash: hashOf(id),
    agentEmail: agent.email,
    agentName: agent.name,
    expiresAt: new Date(now.getTime() + AGENT_SESSION_SECONDS * 1000),
  });
  return id;
}

export async function closeAgentSession(db: Db, request: FastifyRequest): Promise<void> {
  const id = readCookie(AGENT_COOKIE, request.headers.cookie ?? '');
  if (id) await db.delete(agentSessions).where(sql`${agentSessions.idHash} = ${hashOf(id)}`);
}

/** The verified agent of a request (its session cookie names an open session), or null. */
export async function agentOf(db: Db, cookieHeader: string | undefined): Promise<VerifiedAgent | null> {
  const id = readCookie(AGENT_COOKIE, cookieHeader ?? '');
  if (!id || id.length > 100) return null;
  const [row] = await queryRows<{ email: string; name: string | null }>(
    db,
    sql`select agent_email as email, agent_name as name from agent_sessions where id_hash = ${hashOf(id)} and expires_at > now()`,
  );
  return row ?? null;
}

/** The agent's e-mail for a request (what orders record), or null. */
export async function agentEmailOf(db: Db, request: FastifyRequest): Promise<string | null> {
  return (await agentOf(db, request.headers.cookie))?.email ?? null;
}
