import { createContext, useContext, type ReactNode } from 'react';
import { systemTimers, type Timers } from '../lib/timers';

const TimersContext = createContext<Timers>(systemTimers);

/** Gives the components below other timers (tests); without it they use the browser's. */
export function TimersProvider({ timers, children }: { timers: Timers; children: ReactNode }) {
  return <TimersContext.Provider value={timers}>{children}</TimersContext.Provider>;
}

export function useTimers(): Timers {
  return useContext(TimersContext);
}
