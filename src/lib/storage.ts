/** localStorage, or undefined where the browser blocks web storage (private mode, disabled cookies). */
export function readableStorage(): Storage | undefined {
  try {
    const storage = window.localStorage;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}
