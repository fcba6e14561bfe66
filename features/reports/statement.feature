Feature: Statement
  A logged-in client with a currency reads the account's transactions, newest first: asked for 200 at a
  time with their descriptions, shown 100 at a time, more when scrolled past 70 % of the table. A date
  filter (UTC days), a CSV file of the rows loaded, the contract popup from a contract's reference,
  account statistics for iom and malta, and the statement by e-mail for real clients of an EU country.

  Background:
    Given the simulator is running

  @constant:statement-paging
  Scenario: The statement shows half a page, and scrolling past 70 % shows the rest and asks for more
    Given "CR90000001" has 450 more deposits and withdrawals of "1.00"
    And I am logged in as "real@example.com"
    When I open the statement page
    Then the statement shows 100 rows
    And the platform was asked for the statement from offset 0, 200 rows with their descriptions
    When I scroll to the end of the statement
    Then the statement shows 200 rows
    When I scroll to the end of the statement
    Then the statement shows 300 rows
    And the platform was asked for the statement from offset 200, 200 rows with their descriptions

  @constant:date-format @error:NoTradingActivity
  Scenario: The date filter shows the days asked for, and a range without transactions says so
    Given the server clock reads "2030-01-01T10:00:00Z"
    And "CR90000001" has 2 more deposits and withdrawals of "1.00"
    And the server clock reads "2030-01-03T23:59:00Z"
    And "CR90000001" has 3 more deposits and withdrawals of "1.00"
    And I am logged in as "real@example.com"
    When I open the statement page
    And I filter the statement from "2030-01-02" to "2030-01-03"
    Then the statement shows 3 rows
    And every statement row is dated between "2030-01-03" and "2030-01-03" GMT
    When I filter the statement from "2030-01-04" to "2030-01-05"
    Then the report says "Your account has no trading activity."

  Scenario: The CSV file holds the rows loaded, with the columns of the statement
    Given "CR90000001" has 4 more deposits and withdrawals of "2.50"
    And I am logged in as "real@example.com"
    When I open the statement page
    And I download the statement as a CSV file
    Then the CSV file starts with the line "Date,Reference ID,Potential Payout,Action,Description,Credit/Debit,Balance (USD)"
    And the CSV file has a line for each statement row loaded, as the table shows it

  Scenario: A contract's reference opens the contract popup
    Given I am logged in as "real@example.com"
    And "real@example.com" buys a "CALL" contract on "R_100" lasting "5m" from another device
    When I open the statement page
    And I open the reference of the newest row of the statement
    Then the contract popup shows that contract

  Scenario: A real client of an EU country has the statement e-mailed, and a malta account sees its statistics
    Given "MLT90000001" has 4 more deposits and withdrawals of "25"
    And I am logged in as "malta@example.com"
    And I press "Confirm"
    When I open the statement page
    Then the account statistics show deposits of "350.00 EUR" and withdrawals of "50.00 EUR"
    When I request the statement by e-mail from "2026-01-01" to "2026-11-30"
    Then the statement request says "Your statement has been sent to your e-mail address."
    And 1 statement e-mail was sent to "malta@example.com"

  Scenario: The platform refuses a statement e-mail whose period ends before it starts
    Given I am logged in as "malta@example.com"
    And I press "Confirm"
    When I open the statement page
    And I request the statement by e-mail from "2026-11-20" to "2026-11-10"
    Then the statement request says "From date must be before To date for sending statement"
    And 0 statement e-mails were sent to "malta@example.com"

  Scenario: A client outside the EU has no statement by e-mail and no account statistics
    Given I am logged in as "real@example.com"
    When I open the statement page
    Then the statement page offers no statement by e-mail
    And the statement page shows no account statistics

  Scenario: The statement opened from the reality-check summary (#no-reality-check) shows no reality check
    Given I am logged in as "malta@example.com"
    Then the "Reality check" popup shows "Options trading can become a real addiction"
    When I open "/en/user/statementws.html#no-reality-check"
    Then the statement shows 1 rows
    And no "Reality check" popup shows
