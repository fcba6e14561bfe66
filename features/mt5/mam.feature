Feature: MAM accounts
  A real client opens a MAM account, run by a money manager named by an id of up to 15 letters or
  digits, and may take a MAM account back from its manager (mt5_mamm revoke).

  Background:
    Given the simulator is running

  Scenario: A new real client opens a MAM account run by a manager
    Given a new real client in Indonesia
    And I am logged in as the new client
    When I open the MT5 page
    And I press the MT5 "New MAM account" button
    And I fill the new MT5 account with the new client's name and the passwords "Main1234a" and "Invest1234a"
    And I type "MTR9001" as the MT5 "Manager ID"
    And I send the MT5 form
    Then I see the MT5 confirmation "Your MT5 account MTR1006 has been created."
    And the MT5 group "MAM" lists "MTR1006"
    And the MT5 account "MTR1006" shows "MTR1006 Financial 0.00 USD 1:1000"
    And the MT5 account "MTR1006" is managed by "MTR9001" on the platform

  Scenario Outline: The manager id has up to 15 letters or digits
    Given I am logged in as "real@example.com"
    When I open the MT5 page
    And I press the MT5 "New MAM account" button
    And I type "<manager>" as the MT5 "Manager ID"
    And I send the MT5 form
    Then the MT5 form shows the error "<message>"
    And the platform received no "mt5_new_account" call

    Examples:
      | manager          | message                               |
      |                  | This field is required.               |
      | MTR9001MTR900123 | You should enter 1-15 characters.     |
      | MTR 9001         | Only letters and numbers are allowed. |

  Scenario: A client takes a MAM account back from its manager
    Given I am logged in as "real@example.com"
    When I open the MT5 page
    And I press "Revoke manager" for the MT5 account "MTR1003"
    Then I see the MT5 confirmation "The manager of MTR1003 has been revoked."
    And the MT5 group "Real-Money" lists "MTR1002, MTR1003"
    And the MT5 account "MTR1003" is managed by "" on the platform
