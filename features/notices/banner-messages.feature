Feature: The account-status banner's messages
  Each status of accounts-and-money §8's banner messages shows its text, word for word, and each
  prompt names what the client has to do. The first reason that applies shows, so a locked account
  is authenticated first (an unauthenticated one is prompted to authenticate before anything else
  of these).

  Scenario Outline: A locked or restricted account is told so (<status>)
    Given account "<account>" has the status "authenticated"
    And account "<account>" has the status "<status>"
    When I sign in to account "<account>"
    Then the account-status banner reads "<message>"

    @error:AccountStatusBanner
    Examples:
      | account    | status                | message                                                                                                    |
      | CR90000001 | cashier_locked        | Deposits and withdrawals have been disabled on your account. Please check your email for more details.    |
      | CR90000001 | withdrawal_locked     | Withdrawals have been disabled on your account. Please check your email for more details.                 |
      | CR90000001 | mt5_withdrawal_locked | MT5 withdrawals have been disabled on your account. Please check your email for more details.             |
      | CR90000001 | unwelcome             | Trading and deposits have been disabled on your account. Kindly contact customer support for assistance. |

  @error:AccountStatusBanner
  Scenario: A retail client of the EU company cannot trade binary options
    Given account "MF90000001" has the status "authenticated"
    And account "MF90000001" no longer has the status "financial_assessment_not_complete"
    And account "MF90000001" no longer has the status "trading_experience_not_complete"
    When I sign in to account "MF90000001"
    Then the account-status banner reads "Binary Options Trading has been disabled on your account. Kindly contact customer support for assistance."

  @error:AccountStatusPrompt
  Scenario: A client of the EU company is prompted for the financial assessment first
    Given account "MF90000001" has the status "authenticated"
    When I sign in to account "MF90000001"
    Then the account-status banner reads "Please complete the financial assessment form to lift your withdrawal and trading limits."

  @error:AccountStatusPrompt
  Scenario: An account that must authenticate is prompted to
    When I sign in to account "CR90000008"
    Then the account-status banner reads "Authenticate your account now to take full advantage of all payment methods available."

  @error:AccountStatusPrompt
  Scenario Outline: A missing step is prompted (<status>)
    Given account "CR90000001" has the status "authenticated"
    And account "CR90000001" has the status "<status>"
    When I sign in to account "CR90000001"
    Then the account-status banner reads "<message>"

    Examples:
      | status                     | message                                                          |
      | max_turnover_limit_not_set | Please set your 30-day turnover limit to remove deposit limits. |

  @error:AccountStatusPrompt
  Scenario Outline: A missing personal detail is prompted (<detail>)
    Given account "CR90000001" has the status "authenticated"
    And the personal detail "<detail>" of "CR90000001" is "<value>"
    When I sign in to account "CR90000001"
    Then the account-status banner reads "<message>"

    Examples:
      | detail            | value | message                                                                                        |
      | first_name        |       | Please complete your personal details before you proceed.                                     |
      | client_tnc_status | 3.0.0 | Please accept the updated Terms and Conditions to lift your withdrawal and trading limits. |

  @error:AccountStatusPrompt
  Scenario: An account without a currency is prompted to set it
    When I sign in to account "CR90000004"
    Then the account-status banner reads "Please set the currency of your account."
