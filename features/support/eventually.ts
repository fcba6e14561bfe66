/**
 * Retries `check` (which throws while what it checks does not hold yet) every 100 ms until it passes,
 * or throws its last failure once `timeoutMs` of wall-clock time have gone. The budget is time, not a
 * count of tries, so a slow machine gets the same allowance; a check that passes ends it at once.
 */
export async function eventually(check: () => unknown, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
