Feature: New MT5 accounts
  A new account takes two steps: demo or real money, then the type with its leverage. Next moves to
  the details (the holder's name, the main password twice and the investor password), Back returns.
  Next stays disabled until a type is picked, and while a prerequisite fails: a virtual client is
  sent to upgrade before a real account. Spain residents read the CNMV warning before a demo
  financial account.

  Background:
    Given the simulator is running

  Scenario: A new real client opens a real MT5 account in two steps, in the client's name
    Given a new real client in Indonesia
    And I am logged in as the new client
    When I open the MT5 page
    And I start a new MT5 account with "Real-Money"
    Then the MT5 "Next" button is disabled
    When I pick the MT5 account type "Volatility Indices"
    And I press the MT5 "Next" button
    And I press the MT5 "Back" button
    Then the MT5 account type "Volatility Indices" is picked
    When I press the MT5 "Next" button
    And I fill the new MT5 account with the new client's name and the passwords "Main1234a" and "Invest1234a"
    And I send the MT5 form
    Then I see the MT5 confirmation "Your MT5 account MTR1006 has been created."
    And the MT5 group "Real-Money" lists "MTR1006"
    And the MT5 account "MTR1006" shows "MTR1006 Synthetic 0.00 USD 1:500"
    And the MT5 account "MTR1006" is held in the new client's name on the platform

  Scenario: A demo account opens with its 10,000
    Given a new real client in Indonesia
    And I am logged in as the new client
    When I open the MT5 page
    And I start a new MT5 account with "Demo"
    And I pick the MT5 account type "Advanced"
    And I press the MT5 "Next" button
    And I fill the new MT5 account with the new client's name and the passwords "Main1234a" and "Invest1234a"
    And I send the MT5 form
    Then I see the MT5 confirmation "Your MT5 account MTD1006 has been created."
    And the MT5 account "MTD1006" shows "MTD1006 Financial 10,000.00 USD 1:100"

  @constant:mt5-leverage
  Scenario Outline: Each type of account has its leverage
    Given I am logged in as "real@example.com"
    When I open the MT5 page
    And I start a new MT5 account with "<money>"
    And I pick the MT5 account type "<type>"
    Then the MT5 account type "<type>" offers leverage "<leverage>"
    When I press the MT5 "Next" button
    Then the new MT5 account form shows "Leverage <leverage>"

    Examples:
      | money      | type               | leverage |
      | Real-Money | Volatility Indices | 1:500    |
      | Real-Money | Standard           | 1:1000   |
      | Real-Money | Advanced           | 1:100    |
      | Demo       | Standard           | 1:1000   |

  @constant:mt5-leverage
  Scenario: An EU client's standard account has leverage 30
    Given I am logged in as "eu-retail@example.com"
    When I set the reality-check interval to "10" minutes
    And I press "Confirm"
    And I open the MT5 page
    And I start a new MT5 account with "Real-Money"
    Then the MT5 account type "Standard" offers leverage "1:30"
    And the MT5 account type "Advanced" offers leverage "1:100"

  Scenario Outline: The details follow the MT5 rules
    Given I am logged in as "real@example.com"
    When I open the MT5 page
    And I start a new MT5 account with "Real-Money"
    And I pick the MT5 account type "Advanced"
    And I press the MT5 "Next" button
    And I type "Main1234a" as the MT5 "Main password"
    And I type "<value>" as the MT5 "<field>"
    And I send the MT5 form
    Then the MT5 form shows the error "<message>"
    And the platform received no "mt5_new_account" call

    Examples:
      | field             | value                           | message                                                          |
      | Name              | B                               | You should enter 2-30 characters.                                |
      | Name              | Budi Santoso Wijaya Kusumadewia | You should enter 2-30 characters.                                |
      | Name              | Budi 2                          | Only letters, space, hyphen, period, and apostrophe are allowed. |
      | Main password     | Abc1234                         | You should enter 8-25 characters.                                |
      | Main password     | abcdefgh1                       | Password should have lower and uppercase letters with numbers.   |
      | Verify password   | Main1234b                       | The two passwords that you entered do not match.                 |
      | Investor password | Main1234a                       | Main password and Investor password cannot be the same.          |

  Scenario: The platform's refusal shows under the details
    Given I am logged in as "real@example.com"
    When I open the MT5 page
    And I start a new MT5 account with "Real-Money"
    And I pick the MT5 account type "Volatility Indices"
    And I press the MT5 "Next" button
    And I type "Budi Santoso" as the MT5 "Name"
    And I type "Main1234a" as the MT5 "Main password"
    And I type "Main1234a" as the MT5 "Verify password"
    And I type "Invest1234a" as the MT5 "Investor password"
    And I send the MT5 form
    Then the MT5 form shows the error "You already have an MT5 account of this type."

  Scenario: A virtual client is sent to upgrade before a real account
    Given I am logged in as "virtual@example.com"
    When I open the MT5 page
    Then the MT5 page says "To open a real MT5 account, please upgrade to a real account." once, with the link "Upgrade to a Real Account"
    When I start a new MT5 account with "Real-Money"
    Then the MT5 "Next" button is disabled
    When I pick "Demo" for the new MT5 account
    And I pick the MT5 account type "Standard"
    Then the MT5 "Next" button is enabled

  Scenario: A Spain resident reads the CNMV warning before a demo financial account
    Given a new real client in Spain
    And I am logged in as the new client
    When I set the reality-check interval to "10" minutes
    And I press "Confirm"
    And I open the MT5 page
    And I start a new MT5 account with "Demo"
    And I pick the MT5 account type "Volatility Indices"
    Then no CNMV warning shows
    When I pick the MT5 account type "Standard"
    Then the CNMV warning says "The CNMV considers that, in general, the acquisition of this product is not suitable for retail investors due to its complexity."
    And the MT5 "Next" button is enabled
