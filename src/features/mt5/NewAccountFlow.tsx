import { useState } from 'react';
import type { Mt5Kind, Mt5Money } from './account-types';
import { AccountTypeChooser, type Mt5Client } from './AccountTypeChooser';
import { NewAccountForm } from './NewAccountForm';

/** A new MT5 account: the chooser (demo or real, then the kind); Next shows the details, Back returns. */
export function NewAccountFlow({
  client,
  email,
  onDone,
}: {
  client: Mt5Client;
  email: string;
  onDone: (login: string) => void;
}) {
  const [money, setMoney] = useState<Mt5Money>();
  const [kind, setKind] = useState<Mt5Kind>();
  const [details, setDetails] = useState(false);
  if (details && money && kind)
    return (
      <NewAccountForm
        money={money}
        kind={kind}
        landingCompany={client.landingCompany}
        email={email}
        onBack={() => setDetails(false)}
        onDone={onDone}
      />
    );
  return (
    <AccountTypeChooser
      client={client}
      money={money}
      kind={kind}
      onMoney={setMoney}
      onKind={setKind}
      onNext={() => setDetails(true)}
    />
  );
}
