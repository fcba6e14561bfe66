import type { BrowserContext } from 'playwright-core';

const BINDING = '__reportCspViolation';

/**
 * Collects into `violations` every Content-Security-Policy violation the pages of `context` report,
 * across their loads: what the policy blocked, and under which directive.
 */
export async function recordCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: string) => violations.push(violation));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: string) => void>)[binding];
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where}`);
    });
  }, BINDING);
}
