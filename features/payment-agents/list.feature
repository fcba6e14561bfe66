Feature: The payment agents of the client's country and currency
  cashier/payment_agent_listws lists the authenticated payment agents of the client's residence that
  take the account's currency, as an accordion whose items open the agent's details; where there
  are none the page says so (accounts-and-money §2, §8).

  Background:
    Given the simulator is running

  Scenario: A client in Indonesia sees the USD agents there, each opening its details
    Given I am logged in as "real@example.com"
    When I open the cashier page "payment agents"
    Then the payment agents listed are "Joko Exchange"
    When I open the details of the payment agent "Joko Exchange"
    Then the details of the payment agent "Joko Exchange" read "Fast local bank deposits and withdrawals in Jakarta."
    And the details of the payment agent "Joko Exchange" read "Deposit commission 1.5% Withdrawal commission 2%"
    And the details of the payment agent "Joko Exchange" read "Minimum withdrawal 10.00 USD Maximum withdrawal 2,000.00 USD"
    And the details of the payment agent "Joko Exchange" read "Contact https://joko-exchange.example.com payment-agent@example.com +6281234500001"
    And the details of the payment agent "Joko Exchange" read "Further information Open Monday to Saturday, 09:00-18:00 WIB."
    And the details of the payment agent "Joko Exchange" read "Supported banks BCA MANDIRI BNI"

  @constant:payment-agent-limits
  Scenario: An agent without its own limits shows the currency's default range
    Given I am logged in as "real@example.com"
    And I switch to the account "CR90000002"
    When I open the cashier page "payment agents"
    Then the payment agents listed are "Bali Crypto Desk"
    When I open the details of the payment agent "Bali Crypto Desk"
    Then the details of the payment agent "Bali Crypto Desk" read "Minimum withdrawal 0.00200000 BTC Maximum withdrawal 5.00000000 BTC"

  @error:PaymentAgentUnavailable
  Scenario: A client of a country without agents is told there are none
    Given I am logged in as "eu-retail@example.com"
    When I open the cashier page "payment agents"
    Then the payment agent page says "Payment Agent services are not available in your country or in your preferred currency."

  Scenario: The payment agent transfer is in the menu of authenticated payment agents only
    Given I am logged in as "payment-agent@example.com"
    Then the site menu lists the cashier pages "Deposit, Withdraw, Payment agents, Payment agent transfer, Transfer Between Accounts"
    When I log out
    And I am logged in as "agent-pending@example.com"
    Then the site menu lists the cashier pages "Deposit, Withdraw, Payment agents, Transfer Between Accounts"
