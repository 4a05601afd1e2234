import { test, type TestInfo } from './test';

/**
 * A journey repeated per store runs every store on the desktop project and en-GB alone on the
 * phone: the other stores' journeys are the same code on a narrower screen, and CI has 30 minutes
 * on 2 cores. Phone layout checks (axe, right to left) keep naming their own stores.
 */
export function journeyStoreOnPhone(info: TestInfo, locale: string): void {
  test.skip(info.project.name === 'phone' && locale !== 'en-GB', 'on the phone this journey runs in en-GB');
}
