Feature: The cashier info page and the payment methods
  cashier shows a demo account's top-up note, a real account's Deposit and Withdraw (a note beside
  them for a fiat account, the crypto block for a crypto one) and the payment agents where the
  residence has them; an anchor parameter opens a payment method (accounts-and-money §2, §6).

  Background:
    Given the simulator is running

  Scenario: A real client in a country with payment agents sees the cashier, its note and the agents
    Given I am logged in as "real@example.com"
    When I open the cashier page
    Then the cashier info page shows the deposit and withdrawal block
    And the cashier info page shows the cashier note
    And the cashier info page shows the payment agents
    And the cashier info page does not show the demo top-up note
    When I follow the cashier link "Withdraw"
    Then the cashier heading reads "Withdraw USD"

  Scenario: A crypto account gets the cryptocurrency block without the cashier note
    When I sign in to account "CR90000002" with the log-in token of "CR90000002"
    And I open the cashier page
    Then the cashier info page shows the cryptocurrency block
    And the cashier says "Your account holds BTC: deposit and withdraw BTC through the cryptocurrency cashier."
    And the cashier info page does not show the cashier note

  Scenario: A demo account is told about topping up, and offered no deposit or withdrawal
    Given I am logged in as "virtual@example.com"
    When I open the cashier page
    Then the cashier info page shows the demo top-up note
    And the cashier info page does not show the deposit and withdrawal block

  Scenario: A client in a country without payment agents is not offered them
    Given I am logged in as "eu-retail@example.com"
    When I open the cashier page
    Then the cashier info page does not show the payment agents

  Scenario: A USDT account is offered payment agents only once an agent takes USDT
    Given the account "CR90000003" is in "UST" holding "100"
    When I sign in to account "CR90000003" with the log-in token of "CR90000003"
    And I open the cashier page
    Then the cashier info page does not show the payment agents
    Given the payment agent "CR90000010" takes "USD,UST"
    When I open the cashier page
    Then the cashier info page shows the payment agents

  Scenario: The anchor parameter opens its payment method
    When I open the payment methods with the anchor "ewallets"
    Then the payment method "E-wallets" is open
    And the payment method "Bank wire" is closed
