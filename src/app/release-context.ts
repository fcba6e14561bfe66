import { createContext, useContext } from 'react';

const noCheck = () => Promise.resolve();

/** The new-release check the shell runs on each page change; none unless the app provides one. */
export const ReleaseCheckContext = createContext<() => Promise<void>>(noCheck);

export const useReleaseCheck = () => useContext(ReleaseCheckContext);
