import { useMemo, useState } from 'react';
import type { ProposalArrayArg, ProposalArrayRequestFields } from '../../api/endpoints/multi-barrier';

/**
 * Numbers each new price request (passthrough.req_id): a changed request gets the next req_id, and
 * only replies carrying the latest one are shown. The same request keeps the same arg object.
 */
export function useLatestRequest(request: ProposalArrayRequestFields | undefined): ProposalArrayArg | undefined {
  const key = request ? JSON.stringify(request) : '';
  const [stamp, setStamp] = useState({ key: '', reqId: 0 });
  if (stamp.key !== key) setStamp({ key, reqId: stamp.reqId + 1 });
  return useMemo(
    () =>
      stamp.key === ''
        ? undefined
        : { request: JSON.parse(stamp.key) as ProposalArrayRequestFields, reqId: stamp.reqId },
    [stamp],
  );
}
