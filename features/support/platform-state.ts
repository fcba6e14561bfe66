import { EXPECT_TIMEOUT_MS, failExpectation } from './expectations';
import type { ScenarioWorld } from './world';

/**
 * Waits until `holds` is true of what `read` reads from the scenario's platform (its control API or
 * state), reading it now and again after each change the platform keeps; returns what it read. Fails
 * after `timeout` with `describe` of the last reading.
 */
export async function untilPlatform<T>(
  world: ScenarioWorld,
  read: () => T | Promise<T>,
  holds: (value: T) => boolean,
  describe: (value: T | undefined) => string,
  { timeout = EXPECT_TIMEOUT_MS } = {},
): Promise<T> {
  const events = world.world.events;
  let last: T | undefined;
  const outcome = await new Promise<{ value: T } | { error: unknown } | undefined>((resolve) => {
    let reading = false;
    let changedWhileReading = false;
    const check = async () => {
      if (reading) {
        changedWhileReading = true;
        return;
      }
      reading = true;
      try {
        do {
          changedWhileReading = false;
          last = await read();
          if (holds(last)) return finish({ value: last });
        } while (changedWhileReading);
      } catch (error) {
        finish({ error });
      } finally {
        reading = false;
      }
    };
    const onChange = () => void check();
    const timer = setTimeout(() => finish(undefined), timeout);
    const finish = (result: { value: T } | { error: unknown } | undefined) => {
      clearTimeout(timer);
      events.off('change', onChange);
      resolve(result);
    };
    events.on('change', onChange);
    void check();
  });
  if (outcome && 'error' in outcome) throw outcome.error;
  if (outcome) return outcome.value;
  return failExpectation(world.page, describe(last));
}
