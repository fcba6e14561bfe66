Feature: Topping up a virtual account on its page
  cashier/top_up_virtualws credits 10,000 to a virtual account whose balance is 1,000 or less, through
  the call the top-up popup sends, and shows what was credited or the platform's refusal in its words
  (accounts-and-money §2, §8, §9). The site-wide top-up popup does not offer itself over this page.

  Background:
    Given the simulator is running

  Scenario: A virtual account with 1,000 or less is credited 10,000, and the money agrees
    Given the balance of "VRTC90000001" becomes "1000" on the platform
    And I am logged in as "virtual@example.com"
    Then the "Top up virtual account" popup shows "Would you like to top up"
    When I open the money page "virtual top-up"
    Then the header balance, the statement and the ledger agree
    And no "Top up virtual account" popup shows
    When I top up the virtual account on its page
    Then the virtual top-up page says "USD 10,000.00 has been credited into your virtual account: VRTC90000001."
    And the header balance, the statement and the ledger agree
    And the account "VRTC90000001" holds 11000 on the platform

  Scenario: Above 1,000 the platform refuses, in its words
    Given I am logged in as "virtual@example.com"
    When I open the money page "virtual top-up"
    And I top up the virtual account on its page
    Then the virtual top-up page says "Your balance is higher than the permitted amount."
    And the header balance, the statement and the ledger agree
