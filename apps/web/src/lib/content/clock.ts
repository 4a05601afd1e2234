/**
 * The instant banner schedules are judged at (§4.3). On a cached page this is the time it was
 * rendered, so a banner starts or ends up to one page-cache lifetime late (decision 0011).
 */
export function contentNow(): number {
  return Date.now();
}
