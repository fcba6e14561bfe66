import { useEffect, useRef, useState } from 'react';
import {
  useLazyOpenContractOnceQuery,
  useOpenContractQuery,
  useSellExpiredMutation,
  useSellMutation,
  type OpenContract,
  type Sale,
} from '../../api/endpoints/contracts';
import { shouldSellExpired } from './contract-status';

export interface SaleRefusal {
  code?: string;
  message?: string;
}

/**
 * The popup's contract and its sale (trading-core §4): the contract followed live; Sell at the bid
 * price the popup shows; after a sale, or NoOpenPosition on sell, the contract read again without subscription;
 * a contract valid to sell and settleable is settled with sell_expired, once.
 */
export function useContractSale(contractId: number) {
  const { data: live, error } = useOpenContractQuery(contractId);
  const [reload, reloaded] = useLazyOpenContractOnceQuery();
  // The read-again copy wins once it shows the contract closed; while it is open the stream is newer.
  const contract: OpenContract | undefined =
    reloaded.data && (reloaded.data.is_sold === 1 || !live) ? reloaded.data : live;
  const [sellMutation, sale] = useSellMutation();
  const [sellExpired] = useSellExpiredMutation();
  const [sold, setSold] = useState<Sale | undefined>();
  const [refusal, setRefusal] = useState<SaleRefusal | undefined>();
  const settling = useRef(false);

  useEffect(() => {
    if (!contract || settling.current || !shouldSellExpired(contract)) return;
    settling.current = true;
    void sellExpired()
      .unwrap()
      .finally(() => void reload(contractId));
  }, [contract, contractId, reload, sellExpired]);

  const sell = () => {
    setRefusal(undefined);
    void sellMutation({ contractId, price: contract?.bid_price ?? 0 })
      .unwrap()
      .then((done) => {
        setSold(done);
        void reload(contractId);
      })
      .catch((refused: SaleRefusal) => {
        if (refused.code === 'NoOpenPosition') void reload(contractId);
        else setRefusal(refused);
      });
  };

  return { contract, error, sold, refusal, selling: sale.isLoading, sell };
}
