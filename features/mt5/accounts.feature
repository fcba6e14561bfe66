Feature: The MT5 page lists the client's MetaTrader 5 accounts
  The accounts are grouped into Demo, MAM and Real-Money, each with its login, type, balance and
  leverage. Virtual clients get an upgrade message instead of real accounts; clients of a
  jurisdiction without MT5 are told so.

  Background:
    Given the simulator is running

  Scenario: A real client's accounts are grouped into Demo, MAM and Real-Money
    Given I am logged in as "real@example.com"
    When I open the MT5 page
    Then the MT5 group "Demo" lists "MTD1001"
    And the MT5 group "MAM" lists "MTR1003"
    And the MT5 group "Real-Money" lists "MTR1002"
    And the MT5 account "MTR1002" shows "MTR1002 Synthetic 250.00 USD 1:500"
    And the MT5 account "MTR1003" shows "MTR1003 Financial 1,200.00 USD 1:1000"

  Scenario: A virtual client sees an upgrade message for real MT5 accounts
    Given I am logged in as "virtual@example.com"
    When I open the MT5 page
    Then the MT5 group "Demo" lists "MTD1004"
    And the MT5 group "Real-Money" says "You are on a virtual account. To open a real MT5 account, please upgrade to a real account."

  Scenario: A client of a jurisdiction without MT5 is told so
    Given I am logged in as "iom@example.com"
    When I open the MT5 page
    Then I see the message "Sorry, this feature is not available in your jurisdiction."
    And the platform received no "mt5_login_list" call
