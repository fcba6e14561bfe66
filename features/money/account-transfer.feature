Feature: Transfer between a client's own accounts
  cashier/account_transfer lists the accounts the platform offers, then either tells why no transfer
  can be made or shows the form: from the logged-in account to one fiat-crypto partner (or the malta
  and maltainvest pair in one currency), an amount from the currency's minimum to the lesser of the
  balance and the withdrawal remainder; a fee note when crypto and fiat mix; then both new balances
  (accounts-and-money §4, §5, §6, §8, §9).

  Background:
    Given the simulator is running

  @constant:transfer-fee
  Scenario: A fiat-to-crypto transfer shows both new balances, and the money agrees
    Given I am logged in as "real@example.com"
    When I open the money page "account transfer"
    Then the account transfer form offers "CR90000001 (USD)" to "CR90000002 (BTC), CR90000003 (ETH)"
    And the account transfer amount reads "Min: 1.00 USD Max: 1,523.47 USD"
    And the account transfer fee note reads "From fiat to cryptocurrency: 1% transfer fee"
    And the account transfer fee note reads "From cryptocurrency to fiat: 1% transfer fee"
    And the account transfer fee note reads "The minimum fee is 0.01 USD."
    When I transfer "100" to "CR90000003" between my accounts
    Then the transfer succeeded with the new balances "CR90000001 1,423.47 USD, CR90000003 1.23300000 ETH"
    And the header balance, the statement and the ledger agree
    And the account "CR90000003" holds 1.233 on the platform
    When I make another transfer
    Then the account transfer amount reads "Min: 1.00 USD Max: 1,423.47 USD"

  Scenario: The malta and maltainvest pair transfer in one currency, without a fee note
    Given I am logged in as "eu-pair@example.com"
    When I open the money page "account transfer"
    And the "Reality check" popup shows "Options trading can become a real addiction"
    And I press "Confirm"
    Then the account transfer form offers "MF90000003 (EUR)" to "MLT90000002 (EUR)"
    And the account transfer form has no fee note
    When I transfer "50" to "MLT90000002" between my accounts
    Then the transfer succeeded with the new balances "MF90000003 50.00 EUR, MLT90000002 350.00 EUR"
    And the header balance, the statement and the ledger agree

  Scenario Outline: The amount follows the transfer rules and nothing refused is sent
    Given I am logged in as "real@example.com"
    And the platform lets accounts withdraw 600 USD in all
    When I open the money page "account transfer"
    And I transfer "<amount>" to "CR90000002" between my accounts
    Then the account transfer field "Amount" shows "<message>"
    And the platform received no "transfer_between_accounts" call with an amount

    Examples:
      | amount | message                              |
      |        | This field is required.              |
      | ten    | Should be a valid number.            |
      | 1.001  | Up to 2 decimal places are allowed.  |
      | 0.99   | Should be between 1.00 and 600.00    |
      | 600.01 | Should be between 1.00 and 600.00    |

  @error:AccountTransferRefusals @constant:min-withdrawal
  Scenario: Less than the currency's minimum: the minimum, and a deposit prompt
    Given I am logged in as "real@example.com"
    And the balance of "CR90000002" becomes "0.00199999" on the platform
    When I switch to the account "CR90000002"
    And I open the money page "account transfer"
    Then the account transfer page says "The minimum required amount for using the account transfer facility is 0.00200000 BTC."
    And the account transfer page says "Please deposit to your account."

  @error:AccountTransferRefusals
  Scenario: No balance at all
    Given the balance of "CR90000001" becomes "0" on the platform
    And I am logged in as "real@example.com"
    When I open the money page "account transfer"
    Then the account transfer page says "The minimum required amount for using the account transfer facility is 1.00 USD."

  @error:AccountTransferRefusals
  Scenario: No other account to transfer to
    Given I am logged in as "payment-agent@example.com"
    When I open the money page "account transfer"
    Then the account transfer page says "Fund transfers between accounts are unavailable."

  @error:AccountTransferRefusals
  Scenario: What may still be withdrawn is below the minimum
    Given the platform lets accounts withdraw 0.5 USD in all
    And I am logged in as "real@example.com"
    When I open the money page "account transfer"
    Then the account transfer page says "You have reached your withdrawal limit."

  @error:AccountTransferServerError
  Scenario: The platform's refusal shows in the form for 5 seconds
    Given the platform and the browser clocks read "2030-03-04T10:00:00Z"
    And I am logged in as "real@example.com"
    When I open the money page "account transfer"
    And account "CR90000001" has the status "cashier_locked"
    And I transfer "10" to "CR90000002" between my accounts
    Then the account transfer form shows the error "Your cashier is locked."
    When 4 seconds pass on both clocks
    Then the account transfer form shows the error "Your cashier is locked."
    When 1 seconds pass on both clocks
    Then the account transfer form shows no error
    And the header balance, the statement and the ledger agree
