Feature: A client withdraws through a payment agent
  paymentagent/withdrawws needs the code of a paymentagent_withdraw e-mail in its #token hash:
  without one the code is e-mailed and the page says so. The form (agent, amount, description) is
  checked by a dry run, then confirmed, then the money moves (accounts-and-money §4, §5, §8).

  Background:
    Given the simulator is running
    And I am logged in as "real@example.com"

  Scenario: The e-mailed link opens the form; a checked, confirmed withdrawal moves the money
    When I open the cashier page "payment agent withdrawal"
    Then the payment agent page says "Please check your email for the verification link to withdraw via a payment agent. It will take you back to this page."
    And 1 withdrawal e-mail went to "real@example.com"
    When I follow the e-mailed withdrawal link of "real@example.com"
    And I choose the payment agent "Joko Exchange"
    And I type "100.50" as the payment agent form amount
    And I type "  rent   for   May " as the payment agent form description
    And I send the payment agent form with "Withdraw"
    Then I am asked to confirm "Payment agent Joko Exchange Currency USD Amount 100.50"
    And the platform received 1 "paymentagent_withdraw" call with dry_run and 0 without
    When I send the payment agent form with "Back"
    Then the payment agent form still reads the amount "100.50"
    When I send the payment agent form with "Withdraw"
    And I send the payment agent form with "Submit"
    Then the payment agent page confirms "Your request to withdraw USD 100.50 from your account CR90000001 to Payment Agent Joko Exchange account has been successfully processed."
    And the platform received 2 "paymentagent_withdraw" calls with dry_run and 1 without
    And the header shows "1,422.97 USD" and the platform holds 1422.97 for "CR90000001"
    And the header balance, the statement and the ledger agree
    And the account "CR90000010" holds 5100.5 on the platform

  @constant:payment-agent-limits
  Scenario Outline: The form follows the withdrawal rules and sends nothing it refuses
    When I open the cashier page "payment agent withdrawal"
    And I follow the e-mailed withdrawal link of "real@example.com"
    And I choose the payment agent "<agent>"
    And I type "<amount>" as the payment agent form amount
    And I send the payment agent form with "Withdraw"
    Then the payment agent form field "<field>" shows "<message>"
    And the platform received 0 "paymentagent_withdraw" calls with dry_run and 0 without

    Examples:
      | agent         | amount  | field          | message                              |
      | Please select | 50      | Payment agent  | Please select a payment agent        |
      | Joko Exchange |         | Amount         | This field is required.              |
      | Joko Exchange | 50.123  | Amount         | Up to 2 decimal places are allowed.  |
      | Joko Exchange | 9.99    | Amount         | Should be between 10.00 and 2,000.00 |
      | Joko Exchange | 2000.01 | Amount         | Should be between 10.00 and 2,000.00 |
      | Joko Exchange | 1600    | Amount         | Insufficient balance.                |

  Scenario: The platform's refusal of the dry run shows under the form
    When I open the cashier page "payment agent withdrawal"
    And I follow the e-mailed withdrawal link of "real@example.com"
    And I choose the payment agent "Joko Exchange"
    And the payment agent "CR90000010" takes withdrawals up to "50"
    And I type "60" as the payment agent form amount
    And I send the payment agent form with "Withdraw"
    Then the payment agent form shows the error "Invalid amount. Minimum is 10.00, maximum is 50.00."
    And the header shows "1,523.47 USD" and the platform holds 1523.47 for "CR90000001"
    And the header balance, the statement and the ledger agree

  @error:PaymentAgentInvalidToken
  Scenario: A code that is not valid asks to restart the verification
    When I open "/en/paymentagent/withdrawws.html#token=WRONG123"
    And I choose the payment agent "Joko Exchange"
    And I type "50" as the payment agent form amount
    And I send the payment agent form with "Withdraw"
    Then the payment agent page shows the error "Your token has expired or is invalid. Please click here to restart the verification process."
    When I follow the link "here"
    Then 1 withdrawal e-mail went to "real@example.com"

  @error:PaymentAgentZeroBalance
  Scenario: A client without money is asked to deposit
    Given the balance of "CR90000001" becomes "0" on the platform
    When I open the cashier page "payment agent withdrawal"
    And I follow the e-mailed withdrawal link of "real@example.com"
    Then the payment agent page says "Please deposit to your account."

  @error:PaymentAgentWithdrawalDone
  Scenario: The success message names the amount, the account and the agent
    When I open the cashier page "payment agent withdrawal"
    And I follow the e-mailed withdrawal link of "real@example.com"
    And I choose the payment agent "Joko Exchange"
    And I type "10" as the payment agent form amount
    And I send the payment agent form with "Withdraw"
    And I send the payment agent form with "Submit"
    Then the payment agent page confirms "Your request to withdraw USD 10 from your account CR90000001 to Payment Agent Joko Exchange account has been successfully processed."
    And the header shows "1,513.47 USD" and the platform holds 1513.47 for "CR90000001"
    And the header balance, the statement and the ledger agree
