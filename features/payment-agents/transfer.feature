Feature: A payment agent transfers money to a client
  paymentagent/transferws is for authenticated payment agents: the form (login ID, amount,
  description) is checked by a dry run (answer 2), the confirm view names the recipient, and the
  transfer (answer 1) moves the money (accounts-and-money §4, §5, §8).

  Background:
    Given the simulator is running

  Scenario: A checked, confirmed transfer moves the money to the client
    Given I am logged in as "payment-agent@example.com"
    When I open the cashier page "payment agent transfer"
    And I type "cr90000001" as the payment agent form recipient
    And I type "250" as the payment agent form amount
    And I type "cash   deposit" as the payment agent form description
    And I send the payment agent form with "Transfer"
    Then I am asked to confirm "Transfer to Mr Budi Santoso (CR90000001) Currency USD Amount 250"
    And the platform received 1 "paymentagent_transfer" call with dry_run and 0 without
    When I send the payment agent form with "Confirm"
    Then the payment agent page confirms "Your request to transfer 250 USD from CR90000010 to CR90000001 has been successfully processed."
    And the platform received 1 "paymentagent_transfer" call with dry_run and 1 without
    And the header shows "4,750.00 USD" and the platform holds 4750 for "CR90000010"
    And the header balance, the statement and the ledger agree
    And the account "CR90000001" holds 1773.47 on the platform

  Scenario Outline: The form follows the transfer rules and sends nothing it refuses
    Given I am logged in as "agent-ng@example.com"
    When I open the cashier page "payment agent transfer"
    And I type "<loginid>" as the payment agent form recipient
    And I type "<amount>" as the payment agent form amount
    And I send the payment agent form with "Transfer"
    Then the payment agent form field "<field>" shows "<message>"
    And the platform received 0 "paymentagent_transfer" calls with dry_run and 0 without

    Examples:
      | loginid    | amount  | field                | message                              |
      | 90000001   | 50      | Transfer to login ID | Please enter a valid Login ID.       |
      | CR9000000A | 50      | Transfer to login ID | Please enter a valid Login ID.       |
      | CR90000001 | 19.99   | Amount               | Should be between 20.00 and 1,500.00 |
      | CR90000001 | 1500.01 | Amount               | Should be between 20.00 and 1,500.00 |

  Scenario: An agent without its own limits transfers within the default 10 to 2000, not above its balance
    Given I am logged in as "payment-agent@example.com"
    And the payment agent "CR90000010" has no limits of its own
    And the balance of "CR90000010" becomes "1000" on the platform
    When I open the cashier page "payment agent transfer"
    And I type "CR90000001" as the payment agent form recipient
    And I type "9" as the payment agent form amount
    And I send the payment agent form with "Transfer"
    Then the payment agent form field "Amount" shows "Should be between 10.00 and 2,000.00"
    When I type "1000.01" as the payment agent form amount
    Then the payment agent form field "Amount" shows "Insufficient balance."

  @error:PaymentAgentTransferNotAgent
  Scenario: A client who is not an authenticated payment agent sees the error block
    Given I am logged in as "agent-pending@example.com"
    When I open the cashier page "payment agent transfer"
    Then the payment agent page shows the error "You are not authorized for transfers via payment agents."

  @error:PaymentAgentTransferNoBalance
  Scenario: An agent without money sees the no-balance error
    Given the balance of "CR90000010" becomes "0" on the platform
    And I am logged in as "payment-agent@example.com"
    When I open the cashier page "payment agent transfer"
    Then the payment agent page shows the error "You have no balance to transfer."

  @error:PaymentAgentTransferRefused
  Scenario: The dry run's refusal shows on the form
    Given I am logged in as "payment-agent@example.com"
    When I open the cashier page "payment agent transfer"
    And I type "CR90000099" as the payment agent form recipient
    And I type "50" as the payment agent form amount
    And I send the payment agent form with "Transfer"
    Then the payment agent form shows the error "Login ID (CR90000099) does not exist."

  @error:PaymentAgentTransferRefused
  Scenario: The transfer's refusal shows on the confirm view
    Given I am logged in as "payment-agent@example.com"
    When I open the cashier page "payment agent transfer"
    And I type "CR90000001" as the payment agent form recipient
    And I type "50" as the payment agent form amount
    And I send the payment agent form with "Transfer"
    And the balance of "CR90000010" becomes "20" on the platform
    And I send the payment agent form with "Confirm"
    Then the payment agent confirmation shows the error "Insufficient balance."
    And the header shows "20.00 USD" and the platform holds 20 for "CR90000010"
    And the header balance, the statement and the ledger agree
    And the account "CR90000001" holds 1523.47 on the platform
