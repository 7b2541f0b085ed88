/** 'Minhas conversas' is kept in the browser, like each column's sort and visibility. */
export const MINE_FILTER_KEY = 'board:mine';

export function readMineFilter(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(MINE_FILTER_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeMineFilter(on: boolean, storage: Storage = window.localStorage): void {
  try {
    if (on) storage.setItem(MINE_FILTER_KEY, '1');
    else storage.removeItem(MINE_FILTER_KEY);
  } catch {
    // A browser that refuses storage keeps the choice for this visit only.
  }
}
