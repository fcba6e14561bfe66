Feature: A client deposits and withdraws through the cashier
  cashier/forwardws?action=deposit|withdraw checks the cashier password, the cashier_locked status,
  the withdrawal limit and the currency, in that order; a deposit opens the platform's cashier at
  once, a withdrawal only with the code of a payment_withdraw e-mail (accounts-and-money §2, §4, §8).

  Background:
    Given the simulator is running

  Scenario: A deposit made in the cashier frame moves the balance the header shows
    Given I am logged in as "real@example.com"
    When I choose "Deposit" from the site menu's Cashier section
    Then the cashier heading reads "Deposit USD"
    And the cashier shows its frame
    When I deposit "100" in the cashier frame
    Then the header shows "1,623.47 USD" and the platform holds 1623.47 for "CR90000001"
    And the header balance, the statement and the ledger agree

  Scenario: A withdrawal waits for the e-mailed link, which opens the cashier frame
    Given I am logged in as "real@example.com"
    When I open the withdrawal page
    Then the cashier heading reads "Withdraw USD"
    And the cashier says "Please check your email for the verification link to complete the process."
    And 1 cashier verification e-mail went to "real@example.com"
    When I follow the e-mailed cashier link of "real@example.com"
    Then the cashier heading reads "Withdraw USD"
    And the cashier shows its frame
    When I withdraw "23.47" in the cashier frame
    Then the header shows "1,500.00 USD" and the platform holds 1500 for "CR90000001"
    And the header balance, the statement and the ledger agree

  Scenario: The code typed into the verification box opens the cashier frame
    Given I am logged in as "real@example.com"
    When I open the withdrawal page
    And I type "abc" as the cashier verification code
    Then the cashier says "Invalid verification code."
    When I type the e-mailed cashier code of "real@example.com"
    Then the cashier shows its frame

  Scenario: A wrong code from the link is refused
    Given I am logged in as "real@example.com"
    When I follow a cashier link with the code "Wr0ngC0d"
    Then the cashier refuses with "Verification code is wrong. Please use the link sent to your email."

  Scenario: A cashier locked with a cashier password says so and links to that page
    Given "real@example.com" locks the cashier with a cashier password
    And I am logged in as "real@example.com"
    When I open the deposit page
    Then the cashier refuses with "Your cashier is locked as per your request. To unlock it, please click here."

  @error:CashierLocked
  Scenario: A cashier the platform locked says so
    Given I am logged in as "cashier-locked@example.com"
    When I open the deposit page
    Then the cashier refuses with "Your cashier is locked."

  @error:CashierWithdrawalLimit
  Scenario: A withdrawal is refused once the limits leave less than the minimum withdrawal
    Given withdrawals are limited to "0.5" USD
    And I am logged in as "real@example.com"
    When I open the withdrawal page
    Then the cashier refuses with "You have reached the withdrawal limit."
    And 0 cashier verification e-mails went to "real@example.com"

  Scenario: The epg cashier asks the platform for the epg provider
    Given I am logged in as "real@example.com"
    When I open the epg deposit page
    Then the cashier shows its frame
    And the platform was asked for the cashier with the provider "epg"

  Scenario: A client without a currency sets one first and comes back to the cashier
    Given I am logged in as "no-currency@example.com"
    When I open the deposit page
    And I set the account currency to "USD"
    Then the cashier heading reads "Deposit USD"
    And the cashier shows its frame

  Scenario: A fiat cashier frame is as tall as the cashier page says
    Given I am logged in as "real@example.com"
    When I open the deposit page
    Then the cashier frame is as tall as the page it shows

  @constant:cashier-frame
  Scenario: A crypto cashier frame (the epg cashier's) is 700 px tall, and its loader goes 1 s after it has loaded
    When I sign in to account "CR90000002" with the log-in token of "CR90000002"
    And I open the cashier page
    And the browser's clock stands still
    And I go to the page "/en/cashier/epg_forwardws.html?action=deposit" within the app
    Then the cashier shows its frame
    And the cashier loader is shown
    When 1 second passes in the browser
    Then the cashier loader is hidden
    And the cashier frame is 700 px tall

  Scenario: A Bitcoin Cash account accepts the BCH notice once before its cashier; Cancel leaves it
    Given the account "CR90000002" is in "BCH" holding "0.5"
    When I sign in to account "CR90000002" with the log-in token of "CR90000002"
    And I open the deposit page
    Then the Bitcoin Cash notice is shown
    When I press "Cancel" in the Bitcoin Cash notice
    Then I see the trading page
    When I open the deposit page
    And I press "Continue" in the Bitcoin Cash notice
    Then the Bitcoin Cash notice says "Please select the checkbox."
    When I tick the Bitcoin Cash notice
    And I press "Continue" in the Bitcoin Cash notice
    Then the cashier heading reads "Deposit BCH"
    And the cashier says "Send only BCH to this address:"
    When I open the withdrawal page
    Then the Bitcoin Cash notice is hidden
    And the cashier heading reads "Withdraw BCH"

  Scenario: A crypto account's deposit shows the address to send to
    When I sign in to account "CR90000002" with the log-in token of "CR90000002"
    And I open the deposit page
    Then the cashier heading reads "Deposit BTC"
    And the cashier says "Send only BTC to this address:"
    And the cashier shows the deposit address of "CR90000002"

  Scenario: A crypto withdrawal is checked by a dry run, then confirmed, and moves the balance
    When I sign in to account "CR90000002" with the log-in token of "CR90000002"
    And I open the withdrawal page
    Then 1 cashier verification e-mail went to "real@example.com"
    When I follow the e-mailed cashier link of "real@example.com"
    And I type "sim1qexampleaddress000000000000000000" as the crypto withdrawal address
    And I type "0.01" as the crypto withdrawal amount
    And I press "Withdraw" on the cashier page
    Then the cashier says "Withdraw 0.01 BTC to sim1qexampleaddress000000000000000000?"
    And the account "CR90000002" holds 0.05 on the platform
    When I press "Confirm" on the cashier page
    Then the cashier says "We are processing your withdrawal."
    And the account "CR90000002" holds 0.04 on the platform
    And the header balance, the statement and the ledger agree
