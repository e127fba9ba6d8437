/** 'You mean @{domain}?': proposes a common domain close to a mistyped one (site-wide §5). */
export const COMMON_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'hotmail.fr',
  'hotmail.es',
  'hotmail.it',
  'hotmail.be',
  'outlook.com',
  'outlook.fr',
  'outlook.es',
  'live.com',
  'live.fr',
  'live.nl',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.es',
  'yahoo.it',
  'icloud.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'gmx.com',
  'gmx.fr',
  'telefonica.net',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
] as const;

function distance(a: string, b: string): number {
  const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) dp[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(dp[i - 1]![j]! + 1, dp[i]![j - 1]! + 1, dp[i - 1]![j - 1]! + cost);
      // adjacent transposition (gmial -> gmail)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, dp[i - 2]![j - 2]! + 1);
      dp[i]![j] = best;
    }
  }
  return dp[a.length]![b.length]!;
}

/** The suggested domain for an email, or null (no @, exact known domain, nothing close). */
export function suggestDomain(email: string, domains: readonly string[] = COMMON_DOMAINS): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  if (domain.length < 3 || domains.includes(domain)) return null;
  let best: { domain: string; d: number } | null = null;
  for (const candidate of domains) {
    const d = distance(domain, candidate);
    if (d > 0 && d <= 2 && (!best || d < best.d)) best = { domain: candidate, d };
  }
  return best?.domain ?? null;
}

/** The email with its domain replaced by the suggestion. */
export function applySuggestion(email: string, domain: string): string {
  const at = email.trim().lastIndexOf('@');
  return at < 1 ? email : `${email.trim().slice(0, at)}@${domain}`;
}
