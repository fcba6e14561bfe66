Feature: Money moves between the trading account and MT5 accounts
  A real client deposits from the trading account to a real MT5 account and withdraws back with the
  MT5 main password. Amounts follow the MT5 form rules; the limits are 1 to 20000 USD converted by
  the exchange rate, and a deposit is also at most what the trading account may still withdraw.

  Background:
    Given the simulator is running
    And I am logged in as "real@example.com"
    And I open the MT5 page

  Scenario: A deposit moves money from the trading account to the MT5 account
    When I deposit "100.50" into the MT5 account "MTR1002"
    Then I see the MT5 confirmation "Your request to transfer 100.50 USD from CR90000001 to MTR1002 has been successfully processed."
    And the MT5 account "MTR1002" shows "350.50 USD"
    And the MT5 account "MTR1002" holds 350.5 on the platform
    And the account "CR90000001" holds 1422.97 on the platform

  Scenario: A withdrawal moves money from the MT5 account to the trading account
    When I withdraw "50" from the MT5 account "MTR1002" with the main password "Mt5Main1234"
    Then I see the MT5 confirmation "Your request to transfer 50 USD from MTR1002 to CR90000001 has been successfully processed."
    And the MT5 account "MTR1002" shows "200.00 USD"
    And the account "CR90000001" holds 1573.47 on the platform

  Scenario: A withdrawal with a wrong main password moves nothing
    When I withdraw "50" from the MT5 account "MTR1002" with the main password "Wrong1234"
    Then the MT5 withdrawal form shows "That password is incorrect. Please try again."
    And the platform received no "mt5_withdrawal" call
    And the MT5 account "MTR1002" holds 250 on the platform

  @constant:mt5-transfer-limits
  Scenario Outline: The deposit amount follows the MT5 form rules
    Given the trading account's withdrawal limit is 50000 USD
    When I type "<amount>" as the MT5 deposit amount for "MTR1002"
    And I send the MT5 deposit form
    Then the MT5 deposit form shows "<message>"
    And the platform received no "mt5_deposit" call

    Examples:
      | amount   | message                                                               |
      |          | This field is required.                                               |
      | 12a      | Should be a valid number.                                             |
      | 10.123   | Up to 2 decimal places are allowed.                                   |
      | 0.99     | Should be between 1.00 and 20,000.00                                  |
      | 20000.01 | Should be between 1.00 and 20,000.00                                  |
      | 1523.48  | You have insufficient funds in your Binary account, please add funds. |

  @constant:mt5-transfer-limits
  Scenario Outline: The withdrawal amount takes 2 decimals within the limits, and the main password
    When I type "<amount>" as the MT5 withdrawal amount for "MTR1002"
    And I send the MT5 withdrawal form
    Then the MT5 withdrawal form shows "<message>"
    And the platform received no "mt5_withdrawal" call

    Examples:
      | amount  | message                              |
      | 5.001   | Up to 2 decimal places are allowed.  |
      | 20001   | Should be between 1.00 and 20,000.00 |
      | 50      | This field is required.              |

  Scenario: A deposit stays within what the trading account may still withdraw
    Given the trading account's withdrawal limit is 100 USD
    When I type "100.01" as the MT5 deposit amount for "MTR1002"
    And I send the MT5 deposit form
    Then the MT5 deposit form shows "Should be between 1.00 and 100.00"
    And the platform received no "mt5_deposit" call

  @error:MT5TransferError
  Scenario: A refused MT5 deposit shows the server's message and fetches the exchange rates again
    Given the platform refuses the next MT5 deposit with "The MT5 server is not available right now."
    When I deposit "10" into the MT5 account "MTR1002"
    Then the MT5 deposit form shows "The MT5 server is not available right now."
    And the app asked for the exchange rates again after the refused "mt5_deposit"

  @error:MT5TransferError
  Scenario: A refused MT5 withdrawal shows the server's message and fetches the exchange rates again
    Given the platform refuses the next MT5 withdrawal with "The MT5 server is not available right now."
    When I withdraw "10" from the MT5 account "MTR1002" with the main password "Mt5Main1234"
    Then the MT5 withdrawal form shows "The MT5 server is not available right now."
    And the app asked for the exchange rates again after the refused "mt5_withdrawal"
